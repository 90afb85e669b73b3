"""A tournament's seating plan on paper (A4 landscape PDF).

``write_seating_plan(plan, out, title=...)`` prints what a host pins up and reads out:

* a head: the title, then "20 players · 2 tables of 10 · 10 games each · 10 rounds";
* one grid per round — a row per table, a column per seat, each cell a player's name —
  with who sits the round out beneath it; a round is never split over two pages;
* "Find your seat": every player in alphabetical order (case and accents ignored, numbers
  by value) with
  his table and seat in each round ("T2 · S7": table 2, seat 7; "—": sits out), so a
  player finds himself without reading every round.

Design calls
------------

* Landscape, because ten seats of names side by side only read at 9 pt across the long
  side. A long name wraps between its words inside its cell; a single word too wide for
  the cell prints smaller (down to 6.5 pt) rather than being cut or broken.
* Names print in DejaVu Sans (``fonts``), so Latvian, Cyrillic and Hebrew names print as
  typed; a Hebrew name is reordered for drawing line by line (``rtl.wrapped_markup``).
* The index takes up to 16 rounds side by side; a longer tournament's rounds are shared
  evenly between several indexes (20 rounds: 1–10, then 11–20), each with the players'
  column again.
* The pairs kept apart are not printed: the plan is pinned up, and why two players never
  share a table is the host's business.
* The printed words live at the top of this module, as in ``standings``, translatable in
  the context "SeatingWords"; the plan prints in the installed language, mirrored right to
  left in Hebrew (``rtl``): seat 1 on the right, the index's names on the right.
"""

from __future__ import annotations

import os
from functools import cache
from typing import BinaryIO
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, KeepTogether, PageBreak, SimpleDocTemplate, Spacer

from mafia_desktop.engine.seating import SeatingPlan
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, translate

from mafia_desktop.protocol import rtl
from mafia_desktop.protocol import styles as st
from mafia_desktop.protocol.fonts import REGULAR, register_fonts
from mafia_desktop.protocol.rtl import BidiParagraph as Paragraph
from mafia_desktop.protocol.rtl import markup
from mafia_desktop.words.collation import name_key

# -- words -----------------------------------------------------------------------------------

CONTEXT = "SeatingWords"
DEFAULT_TITLE = QT_TRANSLATE_NOOP("SeatingWords", "Seating plan")
ROUND = QT_TRANSLATE_NOOP("SeatingWords", "Round {number}")
TABLE = QT_TRANSLATE_NOOP("SeatingWords", "Table {number}")
SEAT = QT_TRANSLATE_NOOP("SeatingWords", "Seat {number}")
SITTING_OUT = QT_TRANSLATE_NOOP("SeatingWords", "Sitting out")
INDEX_TITLE = QT_TRANSLATE_NOOP("SeatingWords", "Find your seat")
INDEX_NOTE = QT_TRANSLATE_NOOP("SeatingWords", "T2 · S7: table 2, seat 7. — : sits the round out.")
PLAYER = QT_TRANSLATE_NOOP("SeatingWords", "Player")
ROUND_SHORT = QT_TRANSLATE_NOOP("SeatingWords", "R{number}")
PLACE = QT_TRANSLATE_NOOP("SeatingWords", "T{table} · S{seat}")
NOT_PLAYING = "—"
PAGE = QT_TRANSLATE_NOOP("SeatingWords", "Page {number}")
#: The summary's parts: "20 players · 2 tables of 10 · 10 games each · 10 rounds".
PLAYERS = QT_TRANSLATE_NOOP("SeatingWords", "{count} players")
ONE_TABLE = QT_TRANSLATE_NOOP("SeatingWords", "1 table of {size}")
TABLES = QT_TRANSLATE_NOOP("SeatingWords", "{count} tables of {size}")
ONE_GAME = QT_TRANSLATE_NOOP("SeatingWords", "1 game each")
GAMES = QT_TRANSLATE_NOOP("SeatingWords", "{count} games each")
ONE_ROUND = QT_TRANSLATE_NOOP("SeatingWords", "1 round")
ROUNDS = QT_TRANSLATE_NOOP("SeatingWords", "{count} rounds")


def text(word: str, **values: object) -> str:
    """A word or template of this module's, in the installed language, its places filled."""
    translated = translate(CONTEXT, word)
    try:
        return translated.format(**values) if values else translated
    except (KeyError, IndexError, ValueError):
        return word.format(**values)


def summary(plan: SeatingPlan) -> str:
    """"20 players · 2 tables of 10 · 10 games each · 10 rounds"."""
    players, tables, rounds = len(plan.players), plan.tables, len(plan.rounds)
    games = plan.games_per_player
    return " · ".join((
        text(PLAYERS, count=players),
        text(ONE_TABLE if tables == 1 else TABLES, count=tables, size=plan.table_size),
        text(ONE_GAME if games == 1 else GAMES, count=games),
        text(ONE_ROUND if rounds == 1 else ROUNDS, count=rounds)))


# -- look ------------------------------------------------------------------------------------

PAGE_SIZE = landscape(A4)
MARGIN = 10 * mm
WIDTH = PAGE_SIZE[0] - 2 * MARGIN - 2 * st.FRAME_PADDING
LABEL_WIDTH = 17 * mm
INDEX_NAME_WIDTH = 55 * mm
INDEX_ROUNDS = 16
NAME = ParagraphStyle("seat-name", fontName=REGULAR, fontSize=9, leading=10.8)
MIN_NAME_SIZE = 6.5
HEAD = ParagraphStyle("seat-head", parent=st.COLUMN_HEAD, fontSize=8, leading=9.6)
HEAD_CENTRED = ParagraphStyle("seat-head-centred", parent=HEAD, alignment=TA_CENTER)
PLACE_STYLE = ParagraphStyle("seat-place", parent=NAME, fontSize=8, leading=9.6,
                             alignment=TA_CENTER)
ROUND_TITLE = ParagraphStyle("seat-round", parent=st.SECTION, fontSize=11, leading=13,
                             spaceBefore=6)
NOTE = ParagraphStyle("seat-note", parent=st.BODY, fontSize=8.5, leading=10.5)
STRIPE = colors.HexColor("#f2f2f2")


def write_seating_plan(plan: SeatingPlan, out: str | os.PathLike | BinaryIO, *,
                       title: str = "") -> None:
    """Write ``plan`` as an A4 landscape PDF to ``out`` (a path or a binary file)."""
    register_fonts()
    heading = title or text(DEFAULT_TITLE)
    target = os.fspath(out) if isinstance(out, (str, os.PathLike)) else out
    document = SimpleDocTemplate(
        target, pagesize=PAGE_SIZE, leftMargin=MARGIN, rightMargin=MARGIN,
        topMargin=MARGIN, bottomMargin=MARGIN + 2 * mm,
        title=heading, subject=summary(plan), creator="mafia_desktop")
    footer = Footer(heading)
    document.build(story(plan, heading), onFirstPage=footer, onLaterPages=footer)


def story(plan: SeatingPlan, heading: str) -> list[Flowable]:
    flowables: list[Flowable] = [Paragraph(markup(heading), st.TITLE),
                                 Paragraph(escape(summary(plan)), NOTE)]
    for number, (tables, resting) in enumerate(zip(plan.rounds, plan.sitting_out), start=1):
        flowables.append(round_block(plan, number, tables, resting))
    flowables.append(PageBreak())
    flowables.extend(index(plan))
    return flowables


def round_block(plan: SeatingPlan, number: int, tables: tuple[tuple[str, ...], ...],
                resting: tuple[str, ...]) -> Flowable:
    seat_width = (WIDTH - LABEL_WIDTH) / plan.table_size
    head = [Paragraph("", HEAD)] + [Paragraph(escape(text(SEAT, number=seat)), HEAD_CENTRED)
                                    for seat in range(1, plan.table_size + 1)]
    rows = [[Paragraph(escape(text(TABLE, number=t)), HEAD)]
            + [name_cell(name, seat_width - 6) for name in table]
            for t, table in enumerate(tables, start=1)]
    grid = rtl.table([head, *rows], [LABEL_WIDTH] + [seat_width] * plan.table_size,
                     st.grid(("BACKGROUND", (0, 1), (0, -1), st.HEADER_FILL),
                             ("TOPPADDING", (0, 0), (-1, -1), 2.5),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
                             *[("BACKGROUND", (1, row), (-1, row), STRIPE)
                               for row in range(2, len(rows) + 1, 2)]))
    parts: list[Flowable] = [Paragraph(escape(text(ROUND, number=number)), ROUND_TITLE), grid]
    if resting:
        names = ", ".join(markup(name) for name in sorted(resting, key=name_key))
        parts += [Spacer(1, 1 * mm),
                  Paragraph(f"<b>{escape(text(SITTING_OUT))}:</b> {names}", NOTE)]
    return KeepTogether(parts)


def index(plan: SeatingPlan) -> list[Flowable]:
    """Every player, alphabetically, with his place in each round; at most 16 rounds a
    table."""
    places = {name: {p.round: p for p in plan.games_of(name)} for name in plan.players}
    order = sorted(plan.players, key=name_key)
    flowables: list[Flowable] = [Paragraph(escape(text(INDEX_TITLE)), ROUND_TITLE),
                                 Paragraph(escape(text(INDEX_NOTE)), NOTE), Spacer(1, 2 * mm)]
    numbers = list(range(1, len(plan.rounds) + 1))
    parts = -(-len(numbers) // INDEX_ROUNDS)
    per_part = -(-len(numbers) // parts)          # 20 rounds: 10 and 10, not 16 and 4
    for start in range(0, len(numbers), per_part):
        chunk = numbers[start:start + per_part]
        width = (WIDTH - INDEX_NAME_WIDTH) / max(len(chunk), 10)
        head = [Paragraph(escape(text(PLAYER)), HEAD)] + [
            Paragraph(escape(text(ROUND_SHORT, number=r)), HEAD_CENTRED) for r in chunk]
        rows = []
        for name in order:
            cells = []
            for r in chunk:
                place = places[name].get(r)
                where = (text(PLACE, table=place.table, seat=place.seat) if place
                         else NOT_PLAYING)
                cells.append(Paragraph(escape(where), PLACE_STYLE))
            rows.append([name_cell(name, INDEX_NAME_WIDTH - 6), *cells])
        flowables += [rtl.table([head, *rows], [INDEX_NAME_WIDTH] + [width] * len(chunk),
                                st.grid(*[("BACKGROUND", (0, row), (-1, row), STRIPE)
                                          for row in range(2, len(rows) + 1, 2)]),
                                repeatRows=1, h_align="LEFT"),
                      Spacer(1, 4 * mm)]
    return flowables


def name_cell(name: str, width: float) -> Paragraph:
    """A name in a cell ``width`` wide: wrapped between words, and in smaller type (down to
    6.5 pt) when one word is wider than the cell, so that no word is broken."""
    widest = max((stringWidth(word, REGULAR, NAME.fontSize) for word in name.split()),
                 default=0)
    size = NAME.fontSize
    if widest > width:
        size = max(MIN_NAME_SIZE, int(NAME.fontSize * width / widest * 2) / 2)
    style = _sized(size)
    return Paragraph(markup(name), style)


@cache
def _sized(size: float) -> ParagraphStyle:
    return ParagraphStyle(f"seat-name-{size}", parent=NAME, fontSize=size, leading=size * 1.2)




class Footer:
    """The title and the page number under every page."""

    def __init__(self, heading: str) -> None:
        self.direction = rtl.direction()
        self.heading = rtl.isolate(heading)

    def __call__(self, canvas: Canvas, document: SimpleDocTemplate) -> None:
        canvas.saveState()
        canvas.setFont(REGULAR, st.FOOTER_SIZE + 1)
        canvas.setFillColor(st.MUTED)
        inset, y = MARGIN + st.FRAME_PADDING, MARGIN / 2
        left, right = rtl.in_order([self.heading, text(PAGE, number=document.page)], self.direction)
        canvas.drawString(inset, y, rtl.line(left, self.direction))
        canvas.drawRightString(PAGE_SIZE[0] - inset, y, rtl.line(right, self.direction))
        canvas.restoreState()
