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
* The printed words live at the top of this module, as in ``standings``.
"""

from __future__ import annotations

import os
import re
import unicodedata
from functools import cache
from typing import BinaryIO

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    Flowable, KeepTogether, PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle,
)

from mafia_desktop.engine.seating import SeatingPlan

from . import styles as st
from .fonts import REGULAR, register_fonts
from .rtl import markup, visual, wrapped_markup

# -- words -----------------------------------------------------------------------------------

DEFAULT_TITLE = "Seating plan"
ROUND = "Round {number}"
TABLE = "Table {number}"
SEAT = "Seat {number}"
SITTING_OUT = "Sitting out"
INDEX_TITLE = "Find your seat"
INDEX_NOTE = "T2 · S7: table 2, seat 7. — : sits the round out."
PLAYER = "Player"
ROUND_SHORT = "R{number}"
PLACE = "T{table} · S{seat}"
NOT_PLAYING = "—"
PAGE = "Page {number}"


def summary(plan: SeatingPlan) -> str:
    """"20 players · 2 tables of 10 · 10 games each · 10 rounds"."""
    players, tables, rounds = len(plan.players), plan.tables, len(plan.rounds)
    games = plan.games_per_player
    return (f"{players} players · {tables} {'table' if tables == 1 else 'tables'} of "
            f"{plan.table_size} · {games} {'game' if games == 1 else 'games'} each · "
            f"{rounds} {'round' if rounds == 1 else 'rounds'}")


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
    heading = title or DEFAULT_TITLE
    target = os.fspath(out) if isinstance(out, (str, os.PathLike)) else out
    document = SimpleDocTemplate(
        target, pagesize=PAGE_SIZE, leftMargin=MARGIN, rightMargin=MARGIN,
        topMargin=MARGIN, bottomMargin=MARGIN + 2 * mm,
        title=heading, subject=summary(plan), creator="mafia_desktop")
    footer = Footer(heading)
    document.build(story(plan, heading), onFirstPage=footer, onLaterPages=footer)


def story(plan: SeatingPlan, heading: str) -> list[Flowable]:
    flowables: list[Flowable] = [Paragraph(markup(heading), st.TITLE),
                                 Paragraph(summary(plan), NOTE)]
    for number, (tables, resting) in enumerate(zip(plan.rounds, plan.sitting_out), start=1):
        flowables.append(round_block(plan, number, tables, resting))
    flowables.append(PageBreak())
    flowables.extend(index(plan))
    return flowables


def round_block(plan: SeatingPlan, number: int, tables: tuple[tuple[str, ...], ...],
                resting: tuple[str, ...]) -> Flowable:
    seat_width = (WIDTH - LABEL_WIDTH) / plan.table_size
    head = [Paragraph("", HEAD)] + [Paragraph(SEAT.format(number=seat), HEAD_CENTRED)
                                    for seat in range(1, plan.table_size + 1)]
    rows = [[Paragraph(TABLE.format(number=t), HEAD)]
            + [name_cell(name, seat_width - 6) for name in table]
            for t, table in enumerate(tables, start=1)]
    grid = Table([head, *rows], colWidths=[LABEL_WIDTH] + [seat_width] * plan.table_size,
                 style=TableStyle(st.grid(
                     ("BACKGROUND", (0, 1), (0, -1), st.HEADER_FILL),
                     ("TOPPADDING", (0, 0), (-1, -1), 2.5),
                     ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
                     *[("BACKGROUND", (1, row), (-1, row), STRIPE)
                       for row in range(2, len(rows) + 1, 2)])))
    parts: list[Flowable] = [Paragraph(ROUND.format(number=number), ROUND_TITLE), grid]
    if resting:
        names = ", ".join(markup(name) for name in sorted(resting, key=sort_key))
        parts += [Spacer(1, 1 * mm), Paragraph(f"<b>{SITTING_OUT}:</b> {names}", NOTE)]
    return KeepTogether(parts)


def index(plan: SeatingPlan) -> list[Flowable]:
    """Every player, alphabetically, with his place in each round; at most 16 rounds a
    table."""
    places = {name: {p.round: p for p in plan.games_of(name)} for name in plan.players}
    order = sorted(plan.players, key=sort_key)
    flowables: list[Flowable] = [Paragraph(INDEX_TITLE, ROUND_TITLE),
                                 Paragraph(INDEX_NOTE, NOTE), Spacer(1, 2 * mm)]
    numbers = list(range(1, len(plan.rounds) + 1))
    parts = -(-len(numbers) // INDEX_ROUNDS)
    per_part = -(-len(numbers) // parts)          # 20 rounds: 10 and 10, not 16 and 4
    for start in range(0, len(numbers), per_part):
        chunk = numbers[start:start + per_part]
        width = (WIDTH - INDEX_NAME_WIDTH) / max(len(chunk), 10)
        head = [Paragraph(PLAYER, HEAD)] + [Paragraph(ROUND_SHORT.format(number=r), HEAD_CENTRED)
                                            for r in chunk]
        rows = []
        for name in order:
            cells = []
            for r in chunk:
                place = places[name].get(r)
                text = PLACE.format(table=place.table, seat=place.seat) if place else NOT_PLAYING
                cells.append(Paragraph(text, PLACE_STYLE))
            rows.append([name_cell(name, INDEX_NAME_WIDTH - 6), *cells])
        flowables += [Table([head, *rows], colWidths=[INDEX_NAME_WIDTH] + [width] * len(chunk),
                            repeatRows=1, hAlign="LEFT",
                            style=TableStyle(st.grid(
                                *[("BACKGROUND", (0, row), (-1, row), STRIPE)
                                  for row in range(2, len(rows) + 1, 2)]))),
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
    return Paragraph(wrapped_markup(name, style, width), style)


@cache
def _sized(size: float) -> ParagraphStyle:
    return ParagraphStyle(f"seat-name-{size}", parent=NAME, fontSize=size, leading=size * 1.2)


_DIGITS = re.compile(r"(\d+)")


def sort_key(name: str) -> tuple:
    """Alphabetical order as a reader expects it: case and accents ignored ("Ēriks" among
    the E's), numbers by value ("Player 2" before "Player 10")."""
    plain = "".join(c for c in unicodedata.normalize("NFD", name)
                    if not unicodedata.combining(c)).casefold()
    parts = tuple((0, int(part), "") if part.isdigit() else (1, 0, part)
                  for part in _DIGITS.split(plain) if part)
    return parts, name


class Footer:
    """The title and the page number under every page."""

    def __init__(self, heading: str) -> None:
        self.heading = visual(heading)

    def __call__(self, canvas: Canvas, document: SimpleDocTemplate) -> None:
        canvas.saveState()
        canvas.setFont(REGULAR, st.FOOTER_SIZE + 1)
        canvas.setFillColor(st.MUTED)
        inset, y = MARGIN + st.FRAME_PADDING, MARGIN / 2
        canvas.drawString(inset, y, self.heading)
        canvas.drawRightString(PAGE_SIZE[0] - inset, y, PAGE.format(number=document.page))
        canvas.restoreState()
