"""Assembling the protocol: the story of sections, the page furniture (footer, the
UNFINISHED watermark) and the file name.

Portrait A4, one column: the sections follow each other in the order a judge reads a game
(who played, what happened each day and night, the result, the signatures), and a long game
simply flows on to a second page with the tables' heads repeated. Several games (a whole
tournament) go into one file the same way, each from a page of its own, each page with its
own game's footer and page number (``write_protocols``): the fonts are embedded once.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from typing import BinaryIO

from typing import Iterable

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, SimpleDocTemplate
from reportlab.platypus.doctemplate import ActionFlowable

from mafia_desktop import __version__
from mafia_desktop.engine import Event, State

from mafia_desktop.protocol import rtl, sections
from mafia_desktop.protocol import styles as st
from mafia_desktop.protocol.fonts import BOLD, REGULAR, register_fonts
from mafia_desktop.protocol.rounds import rounds
from mafia_desktop.protocol.sheet import GameSheet
from mafia_desktop.words import protocol as words


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
    sheet = GameSheet.from_events(events, game_id=game_id, started_at=started_at,
                                  finished_at=finished_at)
    write_protocols([(sheet, points)], out)


def write_protocols(games: Iterable[tuple[GameSheet, sections.GamePoints | None]],
                    out: str | os.PathLike | BinaryIO) -> None:
    """The protocols of ``games`` (each a sheet and its points) one after the other in one
    PDF, each from a page of its own."""
    register_fonts()
    games = list(games)
    if not games:
        raise ValueError(words.text(words.NO_GAME))
    first = games[0][0]
    target = os.fspath(out) if isinstance(out, (str, os.PathLike)) else out
    labels = first.state.labels
    name = protocol_filename(first.state, first.started_at)[:-4]
    document = SimpleDocTemplate(
        target, pagesize=st.PAGE_SIZE,
        leftMargin=st.MARGIN_SIDE, rightMargin=st.MARGIN_SIDE,
        topMargin=st.MARGIN_TOP, bottomMargin=st.MARGIN_BOTTOM,
        title=f"{words.text(words.TITLE)} {name}" + (f" (+{len(games) - 1})" if len(games) > 1 else ""),
        author=labels.host, subject=labels.tournament or labels.club,
        creator=f"mafia-desktop {__version__}",
    )
    furniture = PageFurniture(first)
    flowables: list[Flowable] = []
    with rtl.shared_parses():               # the games' protocols repeat most of their words
        for number, (sheet, points) in enumerate(games):
            if number:
                flowables.append(NextGame(furniture, sheet))
            flowables += story(sheet, points)
    document.build(flowables, onFirstPage=furniture, onLaterPages=furniture)


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
        self.direction = rtl.direction()
        self.watermark = rtl.line(words.text(words.UNFINISHED), self.direction)
        self.game(sheet)

    def game(self, sheet: GameSheet) -> None:
        """The footer of ``sheet``'s game from the next page on (its pages counted from 1)."""
        self.finished = sheet.finished
        labels = sheet.state.labels
        parts = [words.text(words.TITLE), rtl.isolate(labels.club), rtl.isolate(labels.tournament)]
        if sheet.game_id:
            parts.append(words.game_id(rtl.isolate(sheet.game_id)))
        self.footer = " · ".join(part for part in parts if part)
        self.first_page: int | None = None

    def __call__(self, canvas: Canvas, document: SimpleDocTemplate) -> None:
        if self.first_page is None:
            self.first_page = document.page
        canvas.saveState()
        width, _ = st.PAGE_SIZE
        y = st.MARGIN_BOTTOM / 2
        canvas.setFont(REGULAR, st.FOOTER_SIZE)
        canvas.setFillColor(st.MUTED)
        inset = st.MARGIN_SIDE + st.FRAME_PADDING   # in line with the tables
        # Which version wrote it, on every page (the one version string: mafia_desktop.__version__).
        version = f"mafia-desktop {__version__} · {words.page(document.page - self.first_page + 1)}"
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


class NextGame(ActionFlowable):
    """The next game from a new page, its footer on it: the furniture turns to that game
    and the page ends. An action, not a flowable in the frame: a game whose notes fill its
    last page to the bottom left no room for even an empty flowable, which then began a page
    of its own, and the page break after it a second one (a blank sheet between games)."""

    def __init__(self, furniture: PageFurniture, sheet: GameSheet) -> None:
        super().__init__(("pageBreak",))
        self.furniture = furniture
        self.sheet = sheet

    def apply(self, document: SimpleDocTemplate) -> None:
        self.furniture.game(self.sheet)   # read by the page that begins next
        document.handle_pageBreak()


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
