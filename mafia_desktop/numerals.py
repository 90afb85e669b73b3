"""Text that ``int`` reads as a number: ASCII digits only.

``str.isdigit`` holds for a superscript two ("²") too, which no ``int`` reads, and for other
scripts' digits ("٣"), which ``int`` reads but no label, seat or id of ours is written in.
The standard library only: the formats, the archive, publishing and the window ask it alike,
none of them below the others."""

from __future__ import annotations


def digits(text: str) -> bool:
    """Is ``text`` ASCII digits, one or more (a number ``int`` reads)?"""
    return text.isascii() and text.isdigit()
