"""Text of its own direction inside a sentence of another, on the screen.

Qt lays out each line by the Unicode bidirectional algorithm, which lets a value's
characters join the sentence around it: in Hebrew a path lost its leading slash to the
line's far end ("tmp/…/a.sqlite3/"), a rating's "+32.23" read "32.23+", and two Hebrew
nicknames side by side in a list ran together and swapped. Each value is an isolate: a
nickname is read in its own first letter's direction (FSI), a path, a signed number or a
size always left to right (LRI); the sentence then treats each as one neutral piece.
The PDF has its own layout for the same (``protocol/rtl.py``).
"""

from __future__ import annotations

from collections.abc import Iterable

from mafia_desktop.i18n import RIGHT_TO_LEFT, current_language

#: First-strong isolate, left-to-right isolate, and their end (Unicode's bidi controls).
FSI, LRI, PDI = "\u2068", "\u2066", "\u2069"
#: Left-to-right and right-to-left marks: a strong letter of that direction nobody sees.
LRM, RLM = "\u200e", "\u200f"


def right_to_left() -> bool:
    """Does the host's language read right to left (Hebrew)?"""
    return current_language() in RIGHT_TO_LEFT


def isolated(text: str) -> str:
    """A nickname, a club's name: read in its own direction wherever it stands."""
    return FSI + text + PDI if text else text


def left_to_right(text: str) -> str:
    """A path, a signed number, a size with its unit: left to right, in one piece, in a
    right-to-left sentence (unchanged in a left-to-right language, where it reads so)."""
    return LRI + text + PDI if text and right_to_left() else text


def names(items: Iterable[str], separator: str = ", ") -> str:
    """Nicknames in a list, each isolated, the list starting where the host's lines start
    (a list of isolates alone has no direction of its own: Qt would lay it out left to
    right, first name at the left, in Hebrew too)."""
    listed = separator.join(isolated(item) for item in items if item)
    if not listed:
        return listed
    return (RLM if right_to_left() else LRM) + listed
