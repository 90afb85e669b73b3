"""The names of the presets and of the built-in scoring systems as a host reads them.

Apart from the rules' option words (``words.rules``) because the start page lists games by
their preset before anything else of the rules is needed: these need no rules engine.
"""

from __future__ import annotations

from mafia_desktop.engine.errors import QT_TRANSLATE_NOOP
from mafia_desktop.i18n import translate

CONTEXT = "RuleWords"


def word(text: str) -> str:
    """A title in the installed language (English if none is)."""
    return translate(CONTEXT, text)


#: A preset's short name for lists and headings (the protocol spells the rules out).
PRESET_TITLES = {
    "sport": QT_TRANSLATE_NOOP("RuleWords", "Sport"),
    "mastermind": QT_TRANSLATE_NOOP("RuleWords", "Mastermind"),
    "latvian": QT_TRANSLATE_NOOP("RuleWords", "Latvian"),
    "classic": QT_TRANSLATE_NOOP("RuleWords", "Classic"),
}

#: The built-in scoring systems' names as a host reads them; a club's own table keeps the
#: name the host gave it.
SYSTEM_TITLES = {
    "evening-002": QT_TRANSLATE_NOOP("RuleWords", "Evening points (party rules)"),
    "sport": QT_TRANSLATE_NOOP("RuleWords", "Sport (best move 0.5 / 0.3)"),
    "sport-0.4-0.25": QT_TRANSLATE_NOOP("RuleWords", "Sport (best move 0.4 / 0.25)"),
    "sport-0.7-0.5": QT_TRANSLATE_NOOP("RuleWords", "Sport (best move 0.7 / 0.5)"),
    "mastermind": QT_TRANSLATE_NOOP("RuleWords", "Mastermind (winning move)"),
}


def preset_title(name: str) -> str:
    """"Sport", "Latvian"… in the installed language; an unknown preset as it is stored."""
    return word(PRESET_TITLES[name]) if name in PRESET_TITLES else name


def system_title(name: str) -> str:
    """A scoring system's name as the host reads it (a club's own table: its own name)."""
    return word(SYSTEM_TITLES[name]) if name in SYSTEM_TITLES else name
