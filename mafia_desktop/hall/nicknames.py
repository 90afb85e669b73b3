"""Nicknames as the head judge compares and shows them: a table types them, and a table may
lie with them.

Two nicknames are one player when their ``key``s are equal: the same letters once widths are
folded (NFKC: ``Ｐｌａｙｅｒ`` is ``Player``), case ignored, the characters that do not show
(zero-width spaces, soft hyphens, direction controls such as the right-to-left override)
dropped and spaces collapsed. The standings are keyed by it, so ``PLAYER 14`` and
``Player 14`` are one row, never two that look alike. A nickname holding a character that
does not show is shown with it made visible (``Player 17⟨U+200B⟩``: ``shown``), and the
judge's check flags the game (``hidden``): such a name is never a table's honest typing.
"""

from __future__ import annotations

import unicodedata

#: Letters and marks that draw nothing though Unicode does not file them as format characters.
_BLANK_LETTERS = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u180e\u2800\u3164\uffa0")
#: Categories that draw nothing or steer the text: controls, format characters (zero-width
#: spaces and joiners, soft hyphen, bidi overrides and isolates), unassigned and private ones,
#: line and paragraph separators.
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def is_hidden(char: str) -> bool:
    """Does ``char`` draw nothing (or turn the text round) where a nickname is shown?"""
    return (char in _BLANK_LETTERS or unicodedata.category(char) in _HIDDEN_CATEGORIES
            or 0xFE00 <= ord(char) <= 0xFE0F or 0xE0100 <= ord(char) <= 0xE01EF)   # variation selectors


def hidden(nickname: str) -> list[str]:
    """The characters of ``nickname`` that do not show, as ``U+200B`` each (none: [])."""
    return [f"U+{ord(char):04X}" for char in nickname if is_hidden(char)]


def shown(nickname: str) -> str:
    """``nickname`` with each character that does not show written out: ``Player 17⟨U+200B⟩``."""
    if not any(is_hidden(char) for char in nickname):
        return nickname
    return "".join(f"⟨U+{ord(char):04X}⟩" if is_hidden(char) else char for char in nickname)


def key(nickname: str) -> str:
    """What two nicknames of one player have in common: widths folded, case ignored, the
    characters that do not show dropped, spaces collapsed."""
    folded = unicodedata.normalize("NFKC", nickname)
    visible = "".join(char for char in folded if not is_hidden(char))
    return " ".join(visible.split()).casefold()
