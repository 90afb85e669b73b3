"""Right-to-left text (Hebrew, Arabic) in drawing order.

reportlab draws the characters of a string left to right as given (its own bidi support needs
a package not available here), so a Hebrew nickname must be reordered before it is drawn.
Each piece of user text — a nickname, a club, a reason — is reordered on its own, as if it
were a Unicode isolate: it reads the way its owner typed it whatever sentence it sits in.
"""

from __future__ import annotations

import re
from xml.sax.saxutils import escape

from bidi import get_display  # python-bidi >= 0.5 (older releases: bidi.algorithm)
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.utils import simpleSplit

_RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")


def visual(text: str) -> str:
    """``text`` in the order its glyphs are drawn; left-to-right text comes back unchanged."""
    return get_display(text) if _RIGHT_TO_LEFT.search(text) else text


def markup(text: str) -> str:
    """User text ready for a Paragraph: reordered, then escaped (after, so that the
    reordering never sees entities and the markup never sees raw ``<`` or ``&``)."""
    return escape(visual(text))


def wrapped_markup(text: str, style: ParagraphStyle, width: float) -> str:
    """Markup for user text in a box ``width`` wide. Right-to-left text is broken into lines
    first and each line reordered on its own: reordered as a whole and then wrapped by the
    Paragraph, a long Hebrew name would print its end on the first line."""
    if not _RIGHT_TO_LEFT.search(text):
        return escape(text)
    lines = simpleSplit(text, style.fontName, style.fontSize, width)
    return "<br/>".join(markup(line) for line in lines)
