"""Assembling the protocol: the story of sections, the page furniture (footer, the
UNFINISHED watermark) and the file name.

Portrait A4, one column: the sections follow each other in the order a judge reads a game
(who played, what happened each day and night, the result, the signatures), and a long game
simply flows on to a second page with the tables' heads repeated.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from typing import BinaryIO

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, SimpleDocTemplate

from mafia_desktop import __version__
from mafia_desktop.engine import Event, State

from . import rtl, sections
from . import styles as st
from . import words
from .fonts import BOLD, REGULAR, register_fonts
from .rounds import rounds
from .sheet import GameSheet


def write_protocol(events: list[Event], out: str | os.PathLike | BinaryIO, *,
                   game_id: str = "", started_at: datetime | None = None,
                   finished_at: datetime | None = None,
                   points: sections.GamePoints | None = None) -> None:
    """Fold ``events`` and write the game's protocol as an A4 PDF to ``out`` (a path or a
    binary file), in the installed language (``mafia_desktop.i18n.install``; right to left,
    mirrored, in Hebrew). A game the host has not ended is marked UNFINISHED and reveals no
    roles.
    ``points`` — (scoring system's name, seat → points), as the game's event scores it —
    fills the player table's points column; without it only the classic preset's evening
    points are shown. An unfinished game shows no points.
    Raises ``RuleViolation`` for a log that breaks the rules, ``ValueError`` for one that
    holds no game."""
    register_fonts()
    sheet = GameSheet.from_events(events, game_id=game_id, started_at=started_at,
                                  finished_at=finished_at)
    target = os.fspath(out) if isinstance(out, (str, os.PathLike)) else out
    labels = sheet.state.labels
    document = SimpleDocTemplate(
        target, pagesize=st.PAGE_SIZE,
        leftMargin=st.MARGIN_SIDE, rightMargin=st.MARGIN_SIDE,
        topMargin=st.MARGIN_TOP, bottomMargin=st.MARGIN_BOTTOM,
        title=f"{words.text(words.TITLE)} {protocol_filename(sheet.state, started_at)[:-4]}",
        author=labels.host, subject=labels.tournament or labels.club,
        creator=f"mafia-desktop {__version__}",
    )
    furniture = PageFurniture(sheet)
    document.build(story(sheet, points), onFirstPage=furniture, onLaterPages=furniture)


def story(sheet: GameSheet, points: sections.GamePoints | None = None) -> list[Flowable]:
    return [
        *sections.header(sheet),
        *sections.players(sheet, points),
        *rounds(sheet),
        *sections.result(sheet),
        *sections.signatures(sheet),
        *sections.penalties(sheet, points),
        sections.NotesArea(words.text(words.NOTES)),
    ]


class PageFurniture:
    """Drawn on every page: the footer, and across an unfinished game's pages a pale mark
    that no photocopy of a single page can lose. The footer's start (title, club,
    tournament, game id) sits where a line starts: on the left, or on the right in a
    right-to-left language, the version and page number at the other end."""

    def __init__(self, sheet: GameSheet) -> None:
        self.finished = sheet.finished
        self.direction = rtl.direction()
        labels = sheet.state.labels
        parts = [words.text(words.TITLE), rtl.isolate(labels.club), rtl.isolate(labels.tournament)]
        if sheet.game_id:
            parts.append(words.game_id(rtl.isolate(sheet.game_id)))
        self.footer = " · ".join(part for part in parts if part)
        self.watermark = rtl.line(words.text(words.UNFINISHED), self.direction)

    def __call__(self, canvas: Canvas, document: SimpleDocTemplate) -> None:
        canvas.saveState()
        width, _ = st.PAGE_SIZE
        y = st.MARGIN_BOTTOM / 2
        canvas.setFont(REGULAR, st.FOOTER_SIZE)
        canvas.setFillColor(st.MUTED)
        inset = st.MARGIN_SIDE + st.FRAME_PADDING   # in line with the tables
        # Which version wrote it, on every page (the one version string: mafia_desktop.__version__).
        version = f"mafia-desktop {__version__} · {words.page(document.page)}"
        left, right = rtl.in_order([self.footer, version], self.direction)
        canvas.drawString(inset, y, rtl.line(left, self.direction))
        canvas.drawRightString(width - inset, y, rtl.line(right, self.direction))
        if not self.finished:
            self._watermark(canvas)
        canvas.restoreState()

    def _watermark(self, canvas: Canvas) -> None:
        width, height = st.PAGE_SIZE
        canvas.setFillColor(st.ALERT, alpha=0.08)
        canvas.translate(width / 2, height / 2)
        canvas.rotate(55)
        canvas.setFont(BOLD, st.WATERMARK_SIZE)
        canvas.drawCentredString(0, -st.WATERMARK_SIZE / 3, self.watermark)


_UNSAFE = re.compile(r"[\W_]+")


def protocol_filename(state: State, started_at: datetime | None) -> str:
    """"2026-11-29 table1 game3.pdf": the date, then the table and game labels; without a
    game number the start time tells two games at one table apart. Letters, digits, spaces
    and dashes only (any other run becomes one dash), so the name is safe everywhere. The
    date is ISO, not the host's locale: names sort by it, and a "/" could not be in one."""
    labels = state.labels
    parts = [started_at.strftime("%Y-%m-%d") if started_at else "undated"]
    if labels.table:
        parts.append(_numbered("table", labels.table))
    if labels.number:
        parts.append(_numbered("game", labels.number))
    elif started_at:
        parts.append(started_at.strftime("%H-%M"))
    return " ".join(parts) + ".pdf"


def _numbered(word: str, label: str) -> str:
    """"table1" for the label "1"; a label with words of its own ("Final A") stands alone."""
    safe = _UNSAFE.sub("-", label).strip("-") or "-"
    return f"{word}{safe}" if safe.isdigit() else safe
