"""A table cell of one plain line — a seat number, a nickname, a role — drawn as a string.

Most of a protocol's cells hold a number or a word, and a Paragraph parses its markup, breaks
it into lines and draws itself through its fragments each time: a tournament's hundred
protocols spent most of their time so. A ``Line`` is such a cell's text where a Paragraph
would draw it as one plain line of one font (``rtl.cell_text`` decides); ``plain_cells`` then
hands each Line that fits its column to the table as the table's own string, in the font,
colour and alignment of the Paragraph's style, which the table draws at the Paragraph's
baseline (a font size below the top of its line, whatever the cell's vertical alignment).
A Line that does not fit stays a flowable and draws as its Paragraph.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Table

#: Only where a Paragraph surely keeps the text on one line (it allows itself a little more).
_FUZZ = 0.01
_ALIGNMENT = {TA_LEFT: "LEFT", TA_CENTER: "CENTER", TA_RIGHT: "RIGHT"}
_simple_styles: dict[int, tuple[ParagraphStyle, bool]] = {}


def simple(style: ParagraphStyle) -> bool:
    """Does ``style`` draw one line as a table draws a string: no indents, bullets, borders,
    backgrounds, case changes, hyphenation or shaping, a fixed leading, a plain alignment,
    the first baseline a font size below the top?"""
    known = _simple_styles.get(id(style))
    if known is None:                              # (the style is kept: its id stays its own)
        plain = (style.alignment in _ALIGNMENT and not style.firstLineIndent
                 and not style.leftIndent and not style.rightIndent
                 and getattr(style, "autoLeading", "") in ("", "off", None)
                 and not style.backColor and not style.borderWidth and not style.wordWrap
                 and not style.textTransform and not style.endDots and not style.shaping
                 and not style.hyphenationLang and not style.embeddedHyphenation
                 and not style.uriWasteReduce and not style.spaceBefore and not style.spaceAfter)
        known = style, bool(plain)
        _simple_styles[id(style)] = known
    return known[1]


class Line(Flowable):
    """One line of plain text (no markup, no white space but single spaces between words)
    in a ``simple`` style; ``paragraph`` makes the Paragraph that draws it where it does not
    fit on one line."""

    def __init__(self, text: str, style: ParagraphStyle, paragraph: Callable[[], Flowable]) -> None:
        super().__init__()
        self.text = text
        self.style = style
        self._paragraph = paragraph
        self.paragraph: Flowable | None = None
        self.text_width = stringWidth(text, style.fontName, style.fontSize) if text else 0.0

    def fits(self, room: float) -> bool:
        return self.text_width <= room - _FUZZ

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        if self.paragraph is None and not self.fits(available_width):
            self.paragraph = self._paragraph()
        if self.paragraph is not None:
            self.width, self.height = self.paragraph.wrap(available_width, available_height)
        else:
            self.width, self.height = available_width, self.style.leading if self.text else 0.0
        return self.width, self.height

    def draw(self) -> None:
        if self.paragraph is not None:
            self.paragraph.drawOn(self.canv, 0, 0)
        elif self.text:
            canvas, style = self.canv, self.style
            canvas.setFillColor(style.textColor)
            canvas.setFont(style.fontName, style.fontSize, style.leading)
            y = self.height - style.fontSize
            if style.alignment == TA_CENTER:
                canvas.drawCentredString(self.width / 2, y, self.text)
            elif style.alignment == TA_RIGHT:
                canvas.drawRightString(self.width, y, self.text)
            else:
                canvas.drawString(0, y, self.text)

    def getPlainText(self, identify: Any = None) -> str:
        return self.text


def plain_cells(table: Table, widths: Sequence[float], spanned: Collection[tuple[int, int]]) -> None:
    """Each cell of ``table`` that is a Line fitting its column (``widths``, as drawn; not
    in a span, ``spanned`` (column, row)) made the table's own string, in the Line's font,
    size, leading, colour and alignment; an empty one an empty cell, no line high, as an
    empty Paragraph is."""
    for row, (values, styles) in enumerate(zip(table._cellvalues, table._cellStyles)):
        for column, value in enumerate(values):
            if type(value) is not Line or (column, row) in spanned:
                continue
            cell = styles[column]
            width = widths[column]
            if not isinstance(width, (int, float)) or not value.fits(width - cell.leftPadding - cell.rightPadding):
                continue
            style = value.style
            values[column] = value.text or []
            cell.fontname, cell.fontsize, cell.leading = style.fontName, style.fontSize, style.leading
            cell.color, cell.alignment = style.textColor, _ALIGNMENT[style.alignment]
