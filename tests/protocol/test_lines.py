"""Plain cells drawn as the table's strings (protocol/lines.py): where a Paragraph would draw
one plain line, the string is drawn at the same place, in the same font and colour, and
the table keeps the same height; anything else stays a Paragraph."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from mafia_desktop import i18n
from mafia_desktop.protocol import rtl
from mafia_desktop.protocol import styles as st
from mafia_desktop.protocol.fonts import register_fonts
from mafia_desktop.protocol.lines import Line
from mafia_desktop.protocol.rtl import BidiParagraph, cell_text, markup

WIDTHS = [20, 60, 40, 50]
#: Cells of every kind a protocol has: centred, left, right aligned, bold, coloured, empty,
#: too wide for the column, with markup, with user text.
ROWS = [
    [("7", st.CENTRED_BOLD), (markup("Žanis Ķēniņš"), st.BODY), ("Mafia", st.BODY_BOLD),
     ("1.25", st.BANNER)],
    [("10", st.CENTRED_BOLD), (markup("A nickname far too long for its column"), st.BODY),
     ("", st.BODY), ("<b>3</b> 2,4", st.CENTRED_SMALL)],
    [("(4)", st.COLUMN_HEAD_CENTRED), (markup("Ёжик & <co>"), st.BODY),
     ("hidden", st.SMALL_MUTED), ("0", st.CENTRED_BOLD)],
]
COMMANDS = st.grid(("VALIGN", (0, 1), (-1, 1), "TOP"), ("VALIGN", (0, 2), (-1, 2), "BOTTOM"),
                   ("ALIGN", (2, 0), (2, -1), "CENTER"), ("TEXTCOLOR", (3, 0), (3, -1), colors.red))


def drawn(make) -> tuple[list[tuple], tuple[float, float]]:
    """Each piece of text drawn by the table of ``ROWS`` made with ``make``: (text, x, y,
    font, size, colour), and the table's size."""
    register_fonts()
    table = rtl.table([[make(text, style) for text, style in row] for row in ROWS], WIDTHS, COMMANDS)
    out = io.BytesIO()
    canvas = Canvas(out)
    size = table.wrapOn(canvas, 500, 500)
    table.drawOn(canvas, 50, 400)
    canvas.save()
    pieces = []

    def visit(text, cm, tm, font, font_size):
        if text.strip():
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            pieces.append((text.strip(), round(x, 2), round(y, 2), font["/BaseFont"].split("+")[-1], font_size))

    PdfReader(out).pages[0].extract_text(visitor_text=visit)
    return sorted(pieces), size


def test_plain_cells_are_drawn_where_their_paragraphs_are():
    as_paragraphs, paragraph_size = drawn(BidiParagraph)
    as_cells, cell_size = drawn(cell_text)
    assert as_cells == as_paragraphs
    assert cell_size == pytest.approx(paragraph_size)
    assert {piece[0] for piece in as_cells} >= {"7", "Žanis Ķēniņš", "Mafia", "1.25", "hidden"}


def test_plain_cells_become_strings_and_the_rest_stay_paragraphs():
    register_fonts()
    table = rtl.table([[cell_text(text, style) for text, style in row] for row in ROWS], WIDTHS, COMMANDS)
    values = table._cellvalues
    assert values[0][:3] == ["7", "Žanis Ķēniņš", "Mafia"]
    assert values[1][2] == []                        # empty: no line high, as an empty Paragraph
    assert isinstance(values[1][1], Line)            # too wide: drawn as its Paragraph, wrapped
    assert isinstance(values[1][3], Paragraph) and isinstance(values[2][1], Paragraph)  # markup
    assert table._cellStyles[0][0].alignment == "CENTER"
    assert table._cellStyles[0][2].fontname == st.BOLD
    assert table._cellStyles[2][2].color == st.MUTED and table._cellStyles[2][3].color == st.INK


def test_a_right_to_left_page_keeps_its_paragraphs(qapp):
    i18n.install("he", qapp)
    try:
        assert isinstance(cell_text("7", st.CENTRED_BOLD), BidiParagraph)
    finally:
        i18n.install("en", qapp)
    assert isinstance(cell_text(markup("דני"), st.BODY), BidiParagraph)   # Hebrew text
    assert isinstance(cell_text("7", st.CENTRED_BOLD), Line)


def test_a_paragraph_breaks_its_lines_once_a_width(monkeypatch):
    register_fonts()
    broken = []
    monkeypatch.setattr(Paragraph, "breakLines",
                        lambda self, width, original=Paragraph.breakLines: broken.append(width) or original(self, width))
    paragraph = BidiParagraph("<b>Day 1</b> · Nominated: 2→8, 3→1, 5→6, 7→4", st.BODY)
    wide = paragraph.wrap(300, 100)
    assert paragraph.wrap(300, 100) == wide and len(broken) == 1   # sizing, then drawing
    narrow = paragraph.wrap(60, 100)
    assert narrow[1] > wide[1] and len(broken) == 2
    assert paragraph.split(60, 5) == []                             # no room: its lines dropped
    assert paragraph.wrap(60, 100) == narrow and len(broken) == 3
    canvas = Canvas(io.BytesIO())
    paragraph.drawOn(canvas, 0, 0)                                  # and drawn from the new ones


def test_a_document_parses_each_markup_once(monkeypatch):
    from reportlab.platypus import paraparser
    register_fonts()
    parsed = []
    monkeypatch.setattr(paraparser.ParaParser, "parse",
                        lambda self, text, style, original=paraparser.ParaParser.parse:
                        parsed.append(text) or original(self, text, style))
    markup_ = "<b>Night 1</b> · <font color='#555555'>2,4</font>"
    with rtl.shared_parses():
        first, second = BidiParagraph(markup_, st.BODY), BidiParagraph(markup_, st.BODY)
        other_style = BidiParagraph(markup_, st.SMALL)
    assert len(parsed) == 2                                  # once a markup and style
    assert second.frags is not first.frags and second.frags[0] is not first.frags[0]
    assert [(f.text, f.fontName, f.textColor) for f in second.frags] == [
        (f.text, f.fontName, f.textColor) for f in first.frags]
    assert second.wrap(300, 100) == first.wrap(300, 100) and other_style.style is st.SMALL
    BidiParagraph(markup_, st.BODY)                          # outside a document: parsed anew
    assert len(parsed) == 3


def test_a_font_measures_each_text_once(monkeypatch):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from mafia_desktop.protocol.fonts import REGULAR, MeasuredFont
    register_fonts()
    font = pdfmetrics.getFont(REGULAR)
    assert isinstance(font, MeasuredFont)
    measured = []
    monkeypatch.setattr(TTFont, "stringWidth", lambda self, text, size, encoding="utf8",
                        original=TTFont.stringWidth: measured.append(text) or original(self, text, size, encoding))
    font.widths.clear()
    width = pdfmetrics.stringWidth("Žanis Ķēniņš", REGULAR, 8)
    assert pdfmetrics.stringWidth("Žanis Ķēniņš", REGULAR, 8) == width and measured == ["Žanis Ķēniņš"]
    assert pdfmetrics.stringWidth("Žanis Ķēniņš", REGULAR, 16) == pytest.approx(2 * width)
    monkeypatch.setattr(MeasuredFont, "LIMIT", 2)
    pdfmetrics.stringWidth("7", REGULAR, 8)                  # full: forgotten, measured anew
    assert len(font.widths) == 1 and len(measured) == 3


def test_a_document_lays_out_each_markup_once_a_width(monkeypatch):
    register_fonts()
    broken = []
    monkeypatch.setattr(Paragraph, "breakLines",
                        lambda self, width, original=Paragraph.breakLines: broken.append(width) or original(self, width))
    markup_ = "<b>Morning:</b> The mafia missed: nobody was killed."
    with rtl.shared_parses():
        paragraphs = [BidiParagraph(markup_, st.BODY) for _ in range(3)]
    sizes = [paragraph.wrap(80, 100) for paragraph in paragraphs]
    assert len(broken) == 1 and sizes[0][1] > st.BODY.leading            # laid out once, 2+ lines
    assert paragraphs[2].wrap(200, 100)[1] < sizes[2][1] and len(broken) == 2
    assert paragraphs[1].blPara is paragraphs[0].blPara and sizes[1] == sizes[0]
    pages = []
    for paragraph in paragraphs[:2]:                         # the second draws as the first
        out = io.BytesIO()
        canvas = Canvas(out)
        paragraph.drawOn(canvas, 10, 500)
        canvas.save()
        pages.append(PdfReader(out).pages[0].extract_text())
    assert pages[0] == pages[1] and "nobody" in pages[0]
