"""Text that ``int`` reads as a number: ASCII digits only.

``str.isdigit`` holds for a superscript two ("²") too, which no ``int`` reads, and for other
scripts' digits ("٣"), which ``int`` reads but no label, seat or id of ours is written in.
The standard library only: the formats, the archive, publishing and the window ask it alike,
none of them below the others."""

from __future__ import annotations


def digits(text: str) -> bool:
    """Is ``text`` ASCII digits, one or more (a number ``int`` reads)?"""
    return text.isascii() and text.isdigit()


#: The largest number the archive holds (SQLite's integer): an id past it is no one's.
LARGEST = 2**63 - 1


def positive(text: str) -> int | None:
    """The number ``text`` writes in ASCII digits if it is 1 to ``LARGEST``, else None (an
    account's number of 25 digits was SQLite's OverflowError where it was stored)."""
    if not digits(text) or len(text) > len(str(LARGEST)):
        return None
    number = int(text)
    return number if 0 < number <= LARGEST else None
