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
  protocol's), translatable in the context "StandingsWords"; the tie-breaks are the
  engine's words (context "Standings"), the event's kind ``words.rules``' ("Contests"), the
  scoring system's description the engine's message. The PDF prints in the installed
  language, mirrored right to left in Hebrew
  (``rtl``); the CSV's head stays as it is (a spreadsheet's column names).
"""

from __future__ import annotations

import csv
import io
import os
import tempfile
from collections.abc import Sequence
from typing import BinaryIO
from xml.sax.saxutils import escape

from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import SimpleDocTemplate, Spacer, Table

from mafia_desktop import __version__
from mafia_desktop.engine import Role
from mafia_desktop.engine.points import shown
from mafia_desktop.engine.standings import TIEBREAK_WORDS, Standing
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, TrContext, date_span, message_text, translate
from mafia_desktop.store.contests import Contest
from mafia_desktop.words.titles import system_title
from mafia_desktop.words.rules import kind_words

from mafia_desktop.protocol import rtl
from mafia_desktop.protocol import styles as st
from mafia_desktop.protocol.fonts import REGULAR, register_fonts
from mafia_desktop.protocol.rtl import BidiParagraph as Paragraph
from mafia_desktop.protocol.rtl import markup

# -- words -----------------------------------------------------------------------------------
CONTEXT = "StandingsWords"
StandingsWords = TrContext(CONTEXT)   # its counts (lupdate reads StandingsWords.tr)
#: The engine's context of the tie-breaks' words (``TIEBREAK_WORDS``).
TIEBREAK_CONTEXT = "Standings"
TITLE = QT_TRANSLATE_NOOP("StandingsWords", "STANDINGS")
COLUMNS = (QT_TRANSLATE_NOOP("StandingsWords", "Place"),
           QT_TRANSLATE_NOOP("StandingsWords", "Player"),
           QT_TRANSLATE_NOOP("StandingsWords", "Total"),
           QT_TRANSLATE_NOOP("StandingsWords", "Games"),
           QT_TRANSLATE_NOOP("StandingsWords", "Wins"),
           QT_TRANSLATE_NOOP("StandingsWords", "Wins by role"),
           QT_TRANSLATE_NOOP("StandingsWords", "Extra"),
           QT_TRANSLATE_NOOP("StandingsWords", "Penalties"),
           QT_TRANSLATE_NOOP("StandingsWords", "Best move"),
           QT_TRANSLATE_NOOP("StandingsWords", "Ci"),
           QT_TRANSLATE_NOOP("StandingsWords", "Killed first"))
SCORING = QT_TRANSLATE_NOOP("StandingsWords", "Scoring system")
TIEBREAK = QT_TRANSLATE_NOOP("StandingsWords", "Ties on the total are broken by")
TOTAL_ONLY = QT_TRANSLATE_NOOP("StandingsWords", "nothing: equal totals share a place")
NO_PLAYERS = QT_TRANSLATE_NOOP("StandingsWords", "No finished game in this event yet: nobody has points.")
LEGEND = QT_TRANSLATE_NOOP("StandingsWords",
                           "Extra: the host's extra points · Penalties: removals and the host's "
                           "penalties · Ci: compensation for being shot first in a game the town "
                           "lost · Killed first: times shot on the first night · 4–6: players "
                           "equal on the total and every tie-break share places 4 to 6")
#: A role in the wins-by-role column ("civilian 2, sheriff 1").
ROLE = {
    Role.CIVILIAN: QT_TRANSLATE_NOOP("StandingsWords", "civilian"),
    Role.SHERIFF: QT_TRANSLATE_NOOP("StandingsWords", "sheriff"),
    Role.COMMISSAR: QT_TRANSLATE_NOOP("StandingsWords", "commissar"),
    Role.DOCTOR: QT_TRANSLATE_NOOP("StandingsWords", "doctor"),
    Role.MISTRESS: QT_TRANSLATE_NOOP("StandingsWords", "mistress"),
    Role.MAFIA: QT_TRANSLATE_NOOP("StandingsWords", "mafia"),
    Role.DON: QT_TRANSLATE_NOOP("StandingsWords", "don"),
}


def text(word: str) -> str:
    """A word kept in this module's tables, in the installed language."""
    return translate(CONTEXT, word)


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
    everyone = Standing(player="", wins_by_role={role: 1 for row in rows for role, _ in row.role_wins()})
    return [role for role, _ in everyone.role_wins()]


def _role_word(role: str) -> str:
    try:
        return text(ROLE[Role(role)])
    except (ValueError, KeyError):
        return role


def wins_by_role(row: Standing) -> str:
    """"civilian 2, sheriff 1" in the engine's role order."""
    return ", ".join(translate("StandingsWords", "{role} {wins}").format(role=_role_word(role), wins=wins)
                     for role, wins in row.role_wins())


def event_dates(event: Contest) -> str:
    """"21.11.2026–23.11.2026" (in the host's locale), one date for a one-day event, ''
    when none is known; an isolate, so that a Hebrew line does not turn the span round."""
    return rtl.isolate(date_span(event.starts, event.ends))


def games_words(games: int) -> str:
    return StandingsWords.tr("%n game(s)", "", games)


def tiebreak_words(order: Sequence[str]) -> str:
    """"extra + penalties + best move, then wins, then ..." (or that nothing breaks a tie)."""
    named = [translate(TIEBREAK_CONTEXT, TIEBREAK_WORDS[name]) if name in TIEBREAK_WORDS else name
             for name in order]
    if not named:
        return text(TOTAL_ONLY)
    joined = named[0]
    for name in named[1:]:
        joined = translate("StandingsWords", "{tiebreaks}, then {tiebreak}").format(
            tiebreaks=joined, tiebreak=name)
    return joined


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
        title=f"{text(TITLE)} {message_text(event.name)}", subject=kind_words(event.kind),
        creator=f"mafia-desktop {__version__}",
    )
    furniture = _Footer(event)
    document.build(_story(event, rows, games), onFirstPage=furniture, onLaterPages=furniture)
    _write(out, buffer.getvalue())


def _story(event: Contest, rows: list[Standing], games: int) -> list:
    about = " · ".join(part for part in (kind_words(event.kind), event_dates(event),
                                         games_words(games)) if part)
    system = event.system
    scoring = f"{markup(system_title(system.name))} — {escape(message_text(system.describe()))}"
    story: list = [
        Paragraph(markup(message_text(event.name)), _EVENT),
        Paragraph(escape(about), st.BODY_BOLD),
        Spacer(1, 2 * mm),
        Paragraph(f"<b>{escape(text(SCORING))}:</b> {scoring}", st.BODY),
        Paragraph(f"<b>{escape(text(TIEBREAK))}:</b> {escape(tiebreak_words(event.tiebreak))}.",
                  st.BODY),
        Spacer(1, 3 * mm),
    ]
    if not rows:
        return [*story, Paragraph(escape(text(NO_PLAYERS)), st.BODY)]
    return [*story, _table(rows), Spacer(1, 1.5 * mm),
            Paragraph(escape(text(LEGEND)), st.SMALL_MUTED)]


def _table(rows: list[Standing]) -> Table:
    widths = [w * mm for w in _WIDTHS]
    widths[1] = WIDTH - sum(widths)
    right = {2, 3, 4, 6, 7, 8, 9, 10}                    # columns of figures
    head = [Paragraph(escape(text(name)),
                      _HEAD_CENTRE if index == 0 else _HEAD_RIGHT if index in right else _HEAD)
            for index, name in enumerate(COLUMNS)]
    printed = places(rows)
    body = []
    for row in rows:
        body.append([
            Paragraph(printed[row.place], _PLACE),
            Paragraph(markup(row.player), _NAME),
            Paragraph(markup(shown(row.total)), _TOTAL),
            Paragraph(str(row.games), _FIGURE),
            Paragraph(str(row.wins), _FIGURE),
            Paragraph(escape(wins_by_role(row)), _ROLES),
            *(Paragraph(markup(_figure(value)), _FIGURE)
              for value in (row.extra, row.penalties, row.best_move, row.compensation)),
            Paragraph(str(row.killed_first or ""), _FIGURE),
        ])
    commands = st.grid(("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                       ("TOPPADDING", (0, 0), (-1, -1), 2.5),
                       ("BOTTOMPADDING", (0, 0), (-1, -1), 3))
    # Every other row shaded: the eye follows a wide row from the name to its figures.
    for index in range(2, len(body) + 1, 2):
        commands.append(("BACKGROUND", (0, index), (-1, index), st.LEFT_FILL))
    return rtl.table([head, *body], widths, commands, repeatRows=1)


def _figure(value) -> str:
    """A figure of points, blank where it is zero (a column of zeros hides what matters);
    printed as an isolate, so that it reads "-0.25" on a right-to-left page too."""
    return shown(value) if value else ""


class _Footer:
    """The title, event and kind where a line starts; the version and page at the other end."""

    def __init__(self, event: Contest) -> None:
        self.direction = rtl.direction()
        self.text = " · ".join(part for part in (text(TITLE), rtl.isolate(message_text(event.name)),
                                                 kind_words(event.kind)) if part)

    def __call__(self, canvas: Canvas, document: SimpleDocTemplate) -> None:
        canvas.saveState()
        width, _ = PAGE_SIZE
        y = st.MARGIN_BOTTOM / 2
        inset = st.MARGIN_SIDE + st.FRAME_PADDING
        canvas.setFont(REGULAR, st.FOOTER_SIZE)
        canvas.setFillColor(st.MUTED)
        page = translate("StandingsWords", "Page {number}").format(number=document.page)
        left, right = rtl.in_order([self.text, f"mafia-desktop {__version__} · {page}"],
                                   self.direction)
        canvas.drawString(inset, y, rtl.line(left, self.direction))
        canvas.drawRightString(width - inset, y, rtl.line(right, self.direction))
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
