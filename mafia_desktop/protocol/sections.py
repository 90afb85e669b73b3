"""The protocol's sections, each built as platypus flowables from a ``GameSheet``:
the header, the player table, the result, penalties, signatures and the notes area.
The days and nights have their own module (``rounds``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from datetime import datetime
from fractions import Fraction
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepTogether, Spacer

from mafia_desktop.engine import PRESETS, LeftHow, Message, Phase, Ruleset, Seat, State, preset
from mafia_desktop.engine.options import OPTION_TABLE
from mafia_desktop.engine.points import shown
from mafia_desktop.engine.roles import REVEAL_ORDER
from mafia_desktop.engine.ruleset import BestMove
from mafia_desktop.engine.scoring import evening_points
from mafia_desktop.i18n import printed_date, time_text
from mafia_desktop.words.titles import system_title

from mafia_desktop.protocol import rtl
from mafia_desktop.protocol import styles as st
from mafia_desktop.protocol.rtl import BidiParagraph as Paragraph
from mafia_desktop.protocol.rtl import cell_text
from mafia_desktop.protocol.rtl import markup
from mafia_desktop.protocol.sheet import GameSheet
from mafia_desktop.words import protocol as words

#: Options that describe the table itself rather than a rule (the table of options says
#: which): printed apart (the preset, the roles) or not at all (the roles night follows
#: from the roles).
_NOT_AN_OPTION = frozenset(name for name, row in OPTION_TABLE.items() if not row.printed)
_ALERT_SMALL = st.SMALL.clone("small-alert", textColor=st.ALERT)


def _word(word: str) -> str:
    """A word of ``words`` as markup."""
    return escape(words.text(word))


# -- header ----------------------------------------------------------------------------------

def header(sheet: GameSheet) -> list[Flowable]:
    state = sheet.state
    banner = _word(words.UNFINISHED) if not sheet.finished else ""
    title = rtl.table([[cell_text(_word(words.TITLE), st.TITLE), cell_text(banner, st.BANNER)]],
                      [st.WIDTH * 0.6, st.WIDTH * 0.4],
                      [("LEFTPADDING", (0, 0), (-1, -1), 0),
                       ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                       ("BOTTOMPADDING", (0, 0), (-1, -1), 2)])
    labels = state.labels
    values = (labels.club, labels.tournament, printed_date(sheet.started_at),
              _time_span(sheet.started_at, sheet.finished_at), labels.table, labels.number,
              labels.host)
    # The time ("12:55 PM–12:59 PM") and the date ("2025. gada 5. apr.") each on one line;
    # the club and the tournament share what is left.
    date = max(24 * mm, stringWidth(values[2], st.BOLD, st.BOX_VALUE.fontSize) + 2 * 3 + 1)
    named = (186 * mm - date - 100 * mm) / 2
    widths = [named, named, date, 38 * mm, 12 * mm, 12 * mm, 38 * mm]
    boxes = rtl.table(
        [[cell_text(_word(label), st.BOX_LABEL) for label in words.HEADER_BOXES],
         # An empty box keeps a line's height: the host may fill it in by hand.
         [cell_text(markup(value) or "&nbsp;", st.BOX_VALUE) for value in values]],
        widths,
        st.grid(
            ("BACKGROUND", (0, 0), (-1, 0), colors.white),
            ("LINEBELOW", (0, 0), (-1, 0), 0, colors.white),   # label and value: one box
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("TOPPADDING", (0, 1), (-1, 1), 0),
        ))
    flowables: list[Flowable] = [title, boxes, Spacer(1, 1.5 * mm),
                                 Paragraph(rules_summary(state.rules), st.SMALL)]
    if not sheet.finished:
        flowables.append(Paragraph(_word(words.UNFINISHED_NOTE), _ALERT_SMALL))
    return flowables


def rules_summary(ruleset: Ruleset) -> str:
    """"Rules: Sport (...), 10 players: ...; changed from the preset: ..." as Paragraph markup."""
    name = (_word(words.PRESET[ruleset.preset]) if ruleset.preset in words.PRESET
            else markup(ruleset.preset))
    changes = changed_options(ruleset)
    changed = escape("; ".join(changes)) if changes else _word(words.NO_CHANGES)
    rules = f"{name}, {escape(words.table_of_roles(ruleset.roles))}."
    return (f"{words.labelled(words.RULES, rules, bold=True)} "
            f"{words.labelled(words.CHANGED_OPTIONS, changed, bold=True)}.")


def changed_options(ruleset: Ruleset) -> list[str]:
    """The options that differ from the preset's own values, in words."""
    if ruleset.preset not in PRESETS:
        return []
    default = preset(ruleset.preset)
    return [words.option(f.name, getattr(ruleset, f.name), getattr(default, f.name))
            for f in fields(Ruleset)
            if f.name not in _NOT_AN_OPTION and getattr(ruleset, f.name) != getattr(default, f.name)]


def _time_span(start: datetime | None, end: datetime | None) -> str:
    """"13:00–14:02" (in the host's locale); one time where the record knows no end (an
    import gives none)."""
    times = [time_text(m) for m in (start, end) if m]
    return "–".join(dict.fromkeys(times))


# -- players ---------------------------------------------------------------------------------

_FOUL_BOXES = 4
_FIRST_FOUL = 3                       # columns: №, player, role, then the foul boxes
_LAST_FOUL = _FIRST_FOUL + _FOUL_BOXES - 1


@dataclass(frozen=True)
class _PlayerColumns:
    """The player table's columns in reading order: the technical-foul and points columns
    only where the rules keep them."""

    technical: bool
    points: bool
    #: The role column's width: its longest word in the language on one line.
    role: float = 20 * mm

    @property
    def left(self) -> int:
        return _LAST_FOUL + 1 + int(self.technical)

    def keys(self) -> list[str]:
        return (["seat", "player", "role"] + [f"foul {n}" for n in range(1, _FOUL_BOXES + 1)]
                + ["technical"] * self.technical + ["left"] + ["points"] * self.points)

    def widths(self) -> list[float]:
        fixed = [8 * mm, 0, self.role] + [6 * mm] * _FOUL_BOXES
        fixed += [11 * mm] * self.technical + [0] + [13 * mm] * self.points
        free = st.WIDTH - sum(fixed)
        fixed[1], fixed[self.left] = free * 0.45, free * 0.55   # nickname | left the table
        return fixed

    def head(self) -> list:
        head = [cell_text(_word(words.SEAT_COLUMN), st.COLUMN_HEAD_CENTRED),
                cell_text(_word(words.PLAYER_COLUMN), st.COLUMN_HEAD),
                cell_text(_word(words.ROLE_COLUMN), st.COLUMN_HEAD),
                cell_text(_word(words.FOULS_COLUMN), st.COLUMN_HEAD_CENTRED)]
        head += [""] * (_FOUL_BOXES - 1)
        head += [cell_text(_word(words.TECHNICAL_FOULS_COLUMN), st.COLUMN_HEAD_CENTRED)] * self.technical
        head.append(cell_text(_word(words.LEFT_COLUMN), st.COLUMN_HEAD))
        head += [cell_text(_word(words.POINTS_COLUMN), st.COLUMN_HEAD_CENTRED)] * self.points
        return head


def role_width(roles) -> float:
    """The role column as wide as its longest role in the language, in bold (a black role is),
    on one line: "Civiliedzī-votājs" broken in every row took a real game's protocol onto a
    second page in Latvian."""
    widest = max((stringWidth(words.text(words.ROLE[role]), st.BOLD, st.BODY.fontSize) for role, _ in roles),
                 default=0.0)
    return max(20 * mm, widest + 2 * 3 + 1)   # the grid's padding each side, and a point to spare


def columns_for(direction: str, *, technical: bool = False, points: bool = False) -> list[str]:
    """The player table's columns as drawn, left to right, on a page of ``direction``
    (``rtl.LTR`` or ``rtl.RTL``): "seat", "player", "role", "foul 1"… "foul 4", then
    "technical", "left", "points" where the rules keep them. Right to left, the seat
    number is the rightmost column."""
    return rtl.in_order(_PlayerColumns(technical, points).keys(), direction)


#: A scoring system's name and every seat's points in this game under it.
GamePoints = tuple[str, Mapping[int, Fraction]]


def players(sheet: GameSheet, points: GamePoints | None = None) -> list[Flowable]:
    """One row per seat: number, nickname, role, foul boxes, how and when he left, points.

    The points column shows ``points`` (a system's name and seat → points, as an event
    scores the game; the name is printed under the table) or, without them, the classic
    preset's evening points; an unfinished game's column stays empty."""
    state = sheet.state
    columns = _PlayerColumns(technical=state.rules.technical_fouls,
                             points=points is not None or state.rules.evening_points,
                             role=role_width(state.rules.roles))
    figures = _points_shown(state, points) if sheet.finished else {}
    commands = st.grid(
        ("SPAN", (_FIRST_FOUL, 0), (_LAST_FOUL, 0)),
        ("ALIGN", (_FIRST_FOUL, 1), (columns.left - 1, -1), "CENTER"),
        ("FONTNAME", (_FIRST_FOUL, 1), (columns.left - 1, -1), st.BOLD),
        ("FONTSIZE", (_FIRST_FOUL, 1), (columns.left - 1, -1), 7),
        ("LEFTPADDING", (_FIRST_FOUL, 1), (_LAST_FOUL, -1), 0),    # "D12" fits a 6 mm box
        ("RIGHTPADDING", (_FIRST_FOUL, 1), (_LAST_FOUL, -1), 0),
        # The foul boxes sit apart from their neighbours, as on the paper form.
        ("LINEBEFORE", (_FIRST_FOUL, 0), (_FIRST_FOUL, -1), 1.2, st.RULE),
        ("LINEAFTER", (_LAST_FOUL, 0), (_LAST_FOUL, -1), 1.2, st.RULE),
    )
    rows: list[list] = [columns.head()]
    for seat in state.seats:
        index = len(rows)
        role = seat.role if sheet.finished else None
        black = role is not None and role.is_black
        row: list = [
            cell_text(str(seat.number), st.CENTRED_BOLD),
            cell_text(markup(seat.nickname), st.BODY),
            cell_text(_word(words.ROLE[role]) if role else "", st.BODY_BOLD if black else st.BODY),
            *foul_marks(seat, state.rules.day_number_offset),
        ]
        row += [str(seat.technical_fouls or "")] * columns.technical
        row.append(cell_text(_left_words(state.rules, seat), st.BODY))
        # A figure reads left to right on any page ("-0.25", not "0.25-"): an isolate.
        row += [cell_text(markup(figures.get(seat.number, "")), st.CENTRED_BOLD)] * columns.points
        rows.append(row)
        if black:
            commands.append(("BACKGROUND", (0, index), (-1, index), st.BLACK_TEAM_FILL))
        if seat.left is not None:
            commands.append(("BACKGROUND", (columns.left, index), (columns.left, index),
                             st.LEFT_FILL))
        if _removed(seat):
            commands += [("BACKGROUND", (_LAST_FOUL, index), (_LAST_FOUL, index), st.REMOVED_FILL),
                         ("TEXTCOLOR", (_LAST_FOUL, index), (_LAST_FOUL, index), colors.white)]
    table = rtl.table(rows, columns.widths(), commands, repeatRows=1)
    legend = _word(words.FOUL_LEGEND)
    if points is not None:                                              # "Points: sport"
        legend += " · " + words.labelled(words.POINTS_COLUMN, markup(system_title(points[0])), bold=True)
    return [Spacer(1, 2 * mm), table, Paragraph(legend, st.SMALL_MUTED)]


def _points_shown(state: State, points: GamePoints | None) -> dict[int, str]:
    """Seat → points as printed ("1.5", "-0.25", "0")."""
    if points is None:
        return {seat: str(value) for seat, value in evening_points(state).items()}
    return {seat: shown(Fraction(value)) for seat, value in points[1].items()}


def foul_marks(seat: Seat, day_offset: int = 0) -> list[str]:
    """The four boxes: each foul's day or night ("D2", "N3"; a mark where the log does not
    say); a removal (fourth foul or disqualification) fills the last box."""
    marks = [_foul_moment(moment, day_offset) for moment in seat.foul_moments[:_FOUL_BOXES]]
    marks += [words.FOUL_MARK] * (min(seat.fouls, _FOUL_BOXES) - len(marks))
    marks += [""] * (_FOUL_BOXES - len(marks))
    if _removed(seat):
        marks[-1] = rtl.line(words.text(words.REMOVED_MARK))
    return marks


def _foul_moment(moment: tuple[int, Phase], day_offset: int) -> str:
    number, phase = moment
    if phase is Phase.DAY:
        return rtl.line(words.text(words.FOUL_ON_DAY).format(day=number + day_offset))
    if phase is Phase.NIGHT:
        return rtl.line(words.text(words.FOUL_AT_NIGHT).format(night=number))
    return words.FOUL_MARK


def _removed(seat: Seat) -> bool:
    return seat.left is not None and seat.left.how is LeftHow.REMOVED


def reason_markup(reason: str) -> str:
    """Why a player left, as markup: the engine's words translated ("fourth foul"), the
    host's own isolated as typed. (A Message is a str too: asked first.)"""
    if isinstance(reason, Message):
        return escape(words.said(reason))
    return markup(reason)


def _left_words(ruleset: Ruleset, seat: Seat) -> str:
    left = seat.left
    if left is None:
        return ""
    reason = reason_markup(left.reason) if left.reason else ""
    return words.departure(ruleset, left.how, left.phase, left.round, reason)


# -- result ----------------------------------------------------------------------------------

def result(sheet: GameSheet) -> list[Flowable]:
    """The winning team in words, the roles reveal and the best move."""
    state = sheet.state
    winner = words.WINNER[state.winner] if sheet.finished and state.winner else words.NO_WINNER
    rows = [
        [cell_text(_word(words.WINNING_TEAM), st.COLUMN_HEAD), cell_text(_word(winner), st.WINNER)],
        [cell_text(_word(words.ROLES), st.COLUMN_HEAD),
         cell_text(roles_reveal(state) if sheet.finished else _word(words.HIDDEN), st.BODY)],
    ]
    if state.rules.best_move is not BestMove.NONE:
        rows.append([cell_text(_word(words.BEST_MOVE), st.COLUMN_HEAD),
                     cell_text(_best_move(sheet), st.BODY)])
    table = rtl.table(rows, [38 * mm, st.WIDTH - 38 * mm],   # "Команда-победитель" on one line
                      st.grid(("BACKGROUND", (0, 0), (0, -1), st.HEADER_FILL),
                              ("BACKGROUND", (1, 0), (1, 0), colors.white)))
    return [Paragraph(_word(words.RESULT), st.SECTION), table]


def roles_reveal(state: State) -> str:
    """"Don 7 · Mafia 2, 9 · Sheriff 8 · Civilians 1, 3, ..." as Paragraph markup."""
    parts = []
    for role in REVEAL_ORDER:
        holders = [s.number for s in state.seats if s.role is role]
        if holders:
            name = (words.ROLE_PLURAL if len(holders) > 1 else words.ROLE)[role]
            parts.append(f"<b>{_word(name)}</b> {words.seats(holders)}")
    return " · ".join(parts)


def _best_move(sheet: GameSheet) -> str:
    move = sheet.state.best_move
    if move is None:
        return "—"
    return escape(words.best_move(move.seat, move.guesses, move.black if sheet.finished else None))


# -- penalties, signatures, notes ------------------------------------------------------------

def penalties(sheet: GameSheet, points: GamePoints | None = None) -> list[Flowable]:
    """One line per player whose fouls or removal came with a reason (the paper form's
    page-two "explanations"); where the points column shows an event's points, the host's
    extra points and penalties too ("Points +0.25: fine sheriff play"), so that a figure
    in the column never goes unexplained."""
    explained = {number: [words.penalty(kind, markup(reason)) for kind, reason in reasons]
                 for number, reasons in sheet.penalties.items()}
    if points is not None and sheet.finished:
        for adjustment in sheet.state.adjustments:
            sign = "+" if adjustment.points > 0 else ""
            explained.setdefault(adjustment.seat, []).append(
                words.extra_points(markup(f"{sign}{shown(adjustment.points)}"), markup(adjustment.reason)))
    if not explained:
        return []
    lines = []
    for number, reasons in sorted(explained.items()):
        nickname = sheet.state.seat(number).nickname
        lines.append(Paragraph(f"<b>{number}</b> {markup(nickname)}: " + "; ".join(reasons),
                               st.SMALL))
    return [Paragraph(_word(words.PENALTIES), st.SECTION), *lines]


def signatures(sheet: GameSheet) -> list[Flowable]:
    """Lines for the host and the players' captains to sign."""
    names = [sheet.state.labels.host, "", ""]
    gap = 8 * mm
    box = (st.WIDTH - 2 * gap) / 3
    cells: list[list] = [[], []]
    for index, (label, name) in enumerate(zip(words.SIGNATURES, names)):
        if index:
            cells[0].append("")
            cells[1].append("")
        cells[0].append("")
        cells[1].append(cell_text(words.labelled(label, markup(name)) if name else _word(label),
                                  st.SMALL))
    commands: list[tuple[object, ...]] = [("LINEBELOW", (column, 0), (column, 0), 0.6, st.RULE)
                                          for column in (0, 2, 4)]
    commands += [("TOPPADDING", (0, 1), (-1, 1), 1), ("LEFTPADDING", (0, 0), (-1, -1), 0)]
    table = rtl.table(cells, [box, gap, box, gap, box], commands, rowHeights=[11 * mm, None])
    return [Spacer(1, 3 * mm), KeepTogether([table])]   # never a line without its label


class NotesArea(Flowable):
    """Ruled lines for handwritten notes under a title, filling whatever height is left on
    the last page. Where fewer than ``min_lines`` would fit it takes no room at all: blank
    lines alone never cost the host a second sheet (the back of the page will do)."""

    def __init__(self, title: str, *, line_gap: float = 7 * mm, min_lines: int = 2) -> None:
        super().__init__()
        self.title = rtl.line(title)
        self.right_to_left = rtl.is_rtl()
        self.line_gap = line_gap
        self.min_lines = min_lines
        self.title_height = st.SECTION.leading + st.SECTION.spaceBefore

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        needed = self.title_height + self.min_lines * self.line_gap
        self.width = available_width
        self.height = available_height if available_height >= needed else 0
        return self.width, self.height

    def draw(self) -> None:
        if not self.height:
            return
        canvas = self.canv
        top = self.height - self.title_height
        canvas.setFont(st.BOLD, st.SECTION.fontSize)
        canvas.setFillColor(st.INK)
        if self.right_to_left:
            canvas.drawRightString(self.width, top + 2, self.title)
        else:
            canvas.drawString(0, top + 2, self.title)
        canvas.setStrokeColor(st.LIGHT_RULE)
        canvas.setLineWidth(0.4)
        y = top - self.line_gap
        while y >= 0:
            canvas.line(0, y, self.width, y)
            y -= self.line_gap
