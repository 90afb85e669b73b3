"""The club options (docs/options.md) the new-game dialog offers, in the host's words.

Which options it offers, and where, is the engine's table of options
(``mafia_desktop.engine.options``). The words themselves are the protocol's too
(``mafia_desktop.words.rules``, translated there); the presets' one-line descriptions are
the dialog's own ("OptionWords").
"""

from __future__ import annotations

from enum import Enum

from mafia_desktop.i18n import QT_TRANSLATE_NOOP, translate
from mafia_desktop.words import rules as rule_words

PRESET_WORDS = {
    "sport": QT_TRANSLATE_NOOP("OptionWords", "10 players, sheriff and don (Crime Time / FIIM)"),
    "mastermind": QT_TRANSLATE_NOOP("OptionWords", "10 players, day 0 and the split (Hebrew club rules)"),
    "latvian": QT_TRANSLATE_NOOP("OptionWords", "up to 13, commissar and doctor, two nominations each"),
    "classic": QT_TRANSLATE_NOOP("OptionWords", "any table, optional doctor, mistress, commissar (party rules)"),
}


def preset_words(name: str) -> str:
    """A preset in one line ("10 players, sheriff and don ..."), in the host's language."""
    return translate("OptionWords", PRESET_WORDS[name]) if name in PRESET_WORDS else ""


def option_label(name: str) -> str:
    """"First-day vote" for a choice; the option's own words ("A removal cancels the day's
    vote") for a yes/no box."""
    text = rule_words.option_label(name)
    return text[:1].upper() + text[1:]


def value_words(name: str, member: Enum) -> str:
    return rule_words.value_words(name, member)
