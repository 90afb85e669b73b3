"""An event's standings on paper (A4 landscape PDF) and for a spreadsheet (CSV).

``write_standings_pdf(event, rows, out, games=N)`` prints the table a host pins up after a
club evening or hands out at a tournament: the event's name, kind and dates, the scoring
system (its name and its ``describe()`` line), the tie-break order in words, then one row
per player — place, player, total, games, wins, wins by role, extra points, penalties,
best-move points, Ci (the first-killed compensation) and times killed first.
``write_standings_csv(rows, out)`` writes the same columns for a spreadsheet.

Design calls
------------

* Landscape: eleven columns of figures and a name do not fit a portrait A4 at a readable
  size, so the table is always landscape; a long list flows on with the head repeated.
* Shared places are printed as a range, "4–6" (en dash): players equal on the total and on
  every tie-break share places 4 to 6, and the next player is 7th. A range says how many
  share it, which "4=" does not. The CSV keeps ``place`` a plain number (the first of the
  shared places, so a spreadsheet sorts it) and gives the range in ``shared_places``.
* Numbers are the points module's ``shown``: two decimals at most, half up, a dot ("2.9",
  "-0.25", "0"), in the PDF and in the CSV alike, so the two never disagree. The PDF leaves
  a zero blank in the columns after the wins (extra, penalties, best move, Ci, killed
  first): the few figures that matter stand out; the CSV writes every 0.
* The CSV is UTF-8 with a byte-order mark (a spreadsheet program then reads Cyrillic,
  Latvian and Hebrew names right), comma-separated, one column per role a player won as
  (``wins_civilian``, ``wins_sheriff``, ... in the engine's role order).
* Writing to a path goes through a temporary file beside it and a rename, so a failure
  leaves no half-written file; any failure to write raises ``OSError`` naming the path.
  Whether to replace an existing file is the caller's question to the host.
* The printed words live at the top of this module (the protocol's ``words`` is the game
  protocol's).
"""

from __future__ import annotations

import csv
import io
import os
import tempfile
from collections.abc import Sequence
from datetime import date
from typing import BinaryIO

from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from mafia_desktop import __version__
from mafia_desktop.engine import Role
from mafia_desktop.engine.points import shown
from mafia_desktop.engine.standings import TIEBREAK_WORDS, Standing
from mafia_desktop.store.contests import KINDS, Contest

from . import styles as st
from . import words
from .fonts import REGULAR, register_fonts
from .rtl import markup, visual, wrapped_markup

# -- words -----------------------------------------------------------------------------------
TITLE = "STANDINGS"
COLUMNS = ("Place", "Player", "Total", "Games", "Wins", "Wins by role", "Extra", "Penalties",
           "Best move", "Ci", "Killed first")
SCORING = "Scoring system"
TIEBREAK = "Ties on the total are broken by"
TOTAL_ONLY = "nothing: equal totals share a place"
NO_PLAYERS = "No finished game in this event yet: nobody has points."
LEGEND = ("Extra: the host's extra points · Penalties: removals and the host's penalties · "
          "Ci: compensation for being shot first in a game the town lost · "
          "Killed first: times shot on the first night · "
          "4–6: players equal on the total and every tie-break share places 4 to 6")
#: The CSV's header: the PDF's columns in snake case, wins by role spread over columns.
CSV_HEAD = ("place", "shared_places", "player", "total", "games", "wins", "extra", "penalties",
            "best_move", "ci", "killed_first")

PAGE_SIZE = landscape(A4)
WIDTH = PAGE_SIZE[0] - 2 * st.MARGIN_SIDE - 2 * st.FRAME_PADDING
#: Fixed column widths; the player's column takes what is left.
_WIDTHS = (14, 0, 16, 15, 13, 56, 16, 20, 19, 13, 20)


# -- places and roles ------------------------------------------------------------------------

def places(rows: Sequence[Standing]) -> dict[int, str]:
    """Place → how it is printed: "1", or "4–6" where three players share fourth place."""
    counts: dict[int, int] = {}
    for row in rows:
        counts[row.place] = counts.get(row.place, 0) + 1
    return {place: str(place) if count == 1 else f"{place}–{place + count - 1}"
            for place, count in counts.items()}


def roles_won(rows: Sequence[Standing]) -> list[str]:
    """The roles anybody won as, in the engine's role order (anything else after, A–Z)."""
    present = {role for row in rows for role, wins in row.wins_by_role.items() if wins}
    known = [role.value for role in Role if role.value in present]
    return known + sorted(present - set(known))


def _role_word(role: str) -> str:
    try:
        return words.ROLE[Role(role)].lower()
    except ValueError:
        return role


def wins_by_role(row: Standing) -> str:
    """"civilian 2, sheriff 1" in the engine's role order."""
    return ", ".join(f"{_role_word(role)} {row.wins_by_role[role]}"
                     for role in roles_won([row]))


def event_dates(event: Contest) -> str:
    """"21.11.2026–23.11.2026", one date for a one-day event, '' when none is known."""
    days = [date.fromisoformat(day).strftime("%d.%m.%Y") for day in (event.starts, event.ends) if day]
    return "–".join(dict.fromkeys(days))


def games_words(games: int) -> str:
    return f"{games} game" if games == 1 else f"{games} games"


def tiebreak_words(order: Sequence[str]) -> str:
    """"extra + penalties + best move, then wins, then ..." (or that nothing breaks a tie)."""
    return ", then ".join(TIEBREAK_WORDS.get(name, name) for name in order) or TOTAL_ONLY


# -- PDF -------------------------------------------------------------------------------------

_NAME = st.BODY.clone("standings-name", fontSize=9, leading=11)
_FIGURE = st.BODY.clone("standings-figure", fontSize=9, leading=11, alignment=TA_RIGHT)
_TOTAL = st.BODY_BOLD.clone("standings-total", fontSize=9, leading=11, alignment=TA_RIGHT)
_PLACE = st.CENTRED_BOLD.clone("standings-place", fontSize=9, leading=11)
_ROLES = st.BODY.clone("standings-roles", fontSize=8, leading=9.6)
_HEAD = st.COLUMN_HEAD.clone("standings-head", fontSize=8, leading=9.6)
_HEAD_RIGHT = _HEAD.clone("standings-head-right", alignment=TA_RIGHT)
_HEAD_CENTRE = _HEAD.clone("standings-head-centre", alignment=TA_CENTER)
_EVENT = st.TITLE.clone("standings-title", fontSize=16, leading=19)


def write_standings_pdf(event: Contest, rows: list[Standing], out: str | os.PathLike | BinaryIO, *,
                        games: int) -> None:
    """The event's standings (``rows`` ranked, as ``contest_standings`` gives them) as an A4
    landscape PDF, to a path or a binary file. ``games``: the games in the event ("3 games")."""
    register_fonts()
    buffer = io.BytesIO()
    document = SimpleDocTemplate(
        buffer, pagesize=PAGE_SIZE,
        leftMargin=st.MARGIN_SIDE, rightMargin=st.MARGIN_SIDE,
        topMargin=st.MARGIN_TOP + 2 * mm, bottomMargin=st.MARGIN_BOTTOM,
        title=f"{TITLE} {event.name}", subject=KINDS.get(event.kind, event.kind),
        creator=f"mafia-desktop {__version__}",
    )
    furniture = _Footer(event)
    document.build(_story(event, rows, games), onFirstPage=furniture, onLaterPages=furniture)
    _write(out, buffer.getvalue())


def _story(event: Contest, rows: list[Standing], games: int) -> list:
    kind = KINDS.get(event.kind, event.kind)
    about = " · ".join(part for part in (kind, event_dates(event), games_words(games)) if part)
    system = event.system
    story: list = [
        Paragraph(wrapped_markup(event.name, _EVENT, WIDTH), _EVENT),
        Paragraph(about, st.BODY_BOLD),
        Spacer(1, 2 * mm),
        Paragraph(f"<b>{SCORING}:</b> {markup(system.name)} — {markup(system.describe())}", st.BODY),
        Paragraph(f"<b>{TIEBREAK}:</b> {tiebreak_words(event.tiebreak)}.", st.BODY),
        Spacer(1, 3 * mm),
    ]
    if not rows:
        return [*story, Paragraph(NO_PLAYERS, st.BODY)]
    return [*story, _table(rows), Spacer(1, 1.5 * mm), Paragraph(LEGEND, st.SMALL_MUTED)]


def _table(rows: list[Standing]) -> Table:
    widths = [w * mm for w in _WIDTHS]
    widths[1] = WIDTH - sum(widths)
    right = {2, 3, 4, 6, 7, 8, 9, 10}                    # columns of figures
    head = [Paragraph(name, _HEAD_CENTRE if index == 0 else _HEAD_RIGHT if index in right else _HEAD)
            for index, name in enumerate(COLUMNS)]
    printed = places(rows)
    body = []
    for row in rows:
        body.append([
            Paragraph(printed[row.place], _PLACE),
            Paragraph(wrapped_markup(row.player, _NAME, widths[1] - 6), _NAME),
            Paragraph(shown(row.total), _TOTAL),
            Paragraph(str(row.games), _FIGURE),
            Paragraph(str(row.wins), _FIGURE),
            Paragraph(wins_by_role(row), _ROLES),
            *(Paragraph(_figure(value), _FIGURE)
              for value in (row.extra, row.penalties, row.best_move, row.compensation)),
            Paragraph(str(row.killed_first or ""), _FIGURE),
        ])
    commands = st.grid(("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                       ("TOPPADDING", (0, 0), (-1, -1), 2.5),
                       ("BOTTOMPADDING", (0, 0), (-1, -1), 3))
    # Every other row shaded: the eye follows a wide row from the name to its figures.
    for index in range(2, len(body) + 1, 2):
        commands.append(("BACKGROUND", (0, index), (-1, index), st.LEFT_FILL))
    return Table([head, *body], colWidths=widths, repeatRows=1, style=TableStyle(commands))


def _figure(value) -> str:
    """A figure of points, blank where it is zero (a column of zeros hides what matters)."""
    return shown(value) if value else ""


class _Footer:
    def __init__(self, event: Contest) -> None:
        self.text = " · ".join(part for part in (TITLE, visual(event.name),
                                                 KINDS.get(event.kind, event.kind)) if part)

    def __call__(self, canvas: Canvas, document: SimpleDocTemplate) -> None:
        canvas.saveState()
        width, _ = PAGE_SIZE
        y = st.MARGIN_BOTTOM / 2
        inset = st.MARGIN_SIDE + st.FRAME_PADDING
        canvas.setFont(REGULAR, st.FOOTER_SIZE)
        canvas.setFillColor(st.MUTED)
        canvas.drawString(inset, y, self.text)
        canvas.drawRightString(width - inset, y,
                               f"mafia-desktop {__version__} · {words.PAGE} {document.page}")
        canvas.restoreState()


# -- CSV -------------------------------------------------------------------------------------

def write_standings_csv(rows: list[Standing], out: str | os.PathLike | BinaryIO) -> None:
    """The standings as UTF-8 CSV with a byte-order mark, to a path or a binary file."""
    roles = roles_won(rows)
    head = list(CSV_HEAD)
    at = head.index("wins") + 1
    head[at:at] = [f"wins_{role}" for role in roles]
    printed = places(rows)
    text = io.StringIO()
    writer = csv.writer(text, lineterminator="\r\n")
    writer.writerow(head)
    for row in rows:
        shared = printed[row.place] if printed[row.place] != str(row.place) else ""
        writer.writerow([
            row.place, shared, row.player, shown(row.total), row.games, row.wins,
            *(row.wins_by_role.get(role, 0) for role in roles),
            shown(row.extra), shown(row.penalties), shown(row.best_move), shown(row.compensation),
            row.killed_first,
        ])
    _write(out, text.getvalue().encode("utf-8-sig"))


# -- writing ---------------------------------------------------------------------------------

def _write(out: str | os.PathLike | BinaryIO, data: bytes) -> None:
    """``data`` to a binary file, or to a path through a temporary file beside it and a
    rename: never a half-written file. A failure raises OSError naming the path."""
    if not isinstance(out, (str, os.PathLike)):
        out.write(data)
        return
    path = os.fspath(out)
    directory = os.path.dirname(os.path.abspath(path))
    temporary = None
    try:
        handle, temporary = tempfile.mkstemp(dir=directory, prefix=".", suffix=".part")
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.chmod(temporary, 0o644)                   # mkstemp's 0600 is for secrets
        os.replace(temporary, path)
    except OSError as error:
        if temporary is not None and os.path.exists(temporary):
            os.unlink(temporary)
        raise OSError(error.errno, error.strerror or str(error), path) from error
