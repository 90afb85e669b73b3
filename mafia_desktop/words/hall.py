"""The head judge's words for a table of the hall: its game as it stands, in a card.

Made from the state in the thread that reads the hall (the state is the reader's, and goes
on changing there): the card gets plain strings only, both ways (the roles hidden and shown),
so that "Show roles" repaints without reading anything again. The stage is the table
panel's own words (``describe`` in its replay form, where no line names a role's holder
unless the roles are shown).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from html import unescape
from typing import TYPE_CHECKING

from mafia_desktop.engine import StepKind
from mafia_desktop.hall import nicknames
from mafia_desktop.hall.push import clock_said
from mafia_desktop.i18n import TrContext, message_text, translate
from mafia_desktop.words import protocol as protocol_words
from mafia_desktop.words.table import clock, describe, phase_name, reveal_lines, seat_list, words, WINNER_WORDS

if TYPE_CHECKING:
    from mafia_desktop.engine import State
    from mafia_desktop.hall.judge import TableNow

HallWords = TrContext("HallWords")   # its counts (lupdate reads HallWords.tr)

#: Steps whose seat is the one who speaks (a vote's seat is the nominee voted on).
SPEAKING = frozenset({StepKind.SPEECH, StepKind.JUSTIFICATION, StepKind.TIE_SPEECH, StepKind.LAST_WORD,
                      StepKind.BEST_MOVE})


@dataclass(frozen=True)
class CardWords:
    """One table's card, every line already in words ("" for a line not shown)."""

    number: int
    game_id: str | None = None
    labels: str = ""             # "Autumn Cup · game 4"
    phase: str = ""              # "Day 2"
    headline: str = ""           # "Seat 4 speaks": no role's holder named
    headline_with_roles: str = ""
    speaker: str = ""            # the nickname of who speaks
    timer: str = ""              # "0:42"
    timer_running: bool = False
    nominees: str = ""
    departures: str = ""
    result: str = ""             # the winner, once the game is over
    roles: str = ""              # "Don: 3 · Mafia: 5, 7 · Sheriff: 9"
    problem: str = ""            # the hall's log of the game does not replay
    note: str = ""               # no game yet
    apart: str = ""              # why the game does not count (not as seated, a second game…)
    table_note: str = ""         # the table's clock off the hall's, what the hall refused it
    heard: str = ""              # offline, quiet for a while, or when its last event came
    quiet: bool = False          # offline or quiet: the card says so in the alarm's colour
    seats: tuple = ()            # the small seat map's seats (ui.table.seatview.SeatView), roles hidden
    seats_with_roles: tuple = ()
    events: int = 0

    @property
    def ended(self) -> bool:
        return bool(self.result)


def card_words(table: TableNow, now: datetime) -> CardWords:
    """The card of ``table`` at the server's time ``now``."""
    noted = table_note(table)
    if table.problem is not None:
        return CardWords(table.number, table.game_id, events=table.events, table_note=noted, problem=translate(
            "HallWords", "This game's log in the hall does not replay: {problem}").format(
            problem=message_text(table.problem)))
    state = table.state
    if state is None or state.ruleset is None:
        return CardWords(table.number, table.game_id, note=translate("HallWords", "No game yet"), table_note=noted)
    hidden = describe(state, replay=True, show_roles=False)
    shown = describe(state, replay=True, show_roles=True)
    step = state.step
    speaker = ""
    if step is not None and step.kind in SPEAKING and step.seat is not None:
        speaker = nicknames.shown(state.seat(step.seat).nickname)
    heard, quiet = heard_line(table, now)
    # A laptop gone offline stops its clock where it was last heard: no timer runs on the card.
    left = table.seconds_left(table.last_event_at if table.online is False and table.last_event_at else now)
    running = table.online is not False and state.timer.running_since is not None and not state.ended
    return CardWords(
        table.number, table.game_id, labels=labels_line(state), phase=phase_name(state),
        headline="" if state.ended else hidden.headline,
        headline_with_roles="" if state.ended else shown.headline,
        speaker=speaker, timer=clock(left) if left is not None and not state.ended else "",
        timer_running=running, heard=heard, quiet=quiet,
        nominees=nominees_line(state), departures=departures_line(state),
        result=words(WINNER_WORDS[state.winner]) if state.ended and state.winner in WINNER_WORDS else "",
        roles=" · ".join(reveal_lines(state)), apart=apart_line(table), table_note=noted, events=table.events)


#: A game with no event for this long is said to be quiet (a speech is a minute).
QUIET_MINUTES = 5


def heard_line(table: TableNow, now: datetime) -> tuple[str, bool]:
    """Offline, quiet, or when the table was last heard of; and whether that needs the
    judge's eye (a game under way only: an ended game is quiet by nature)."""
    playing = table.state is not None and not table.state.ended
    minutes = int((now - table.last_event_at).total_seconds() // 60) if table.last_event_at else None
    if table.online is False:
        if not minutes:
            return translate("HallWords", "Offline: the table's laptop is not connected"), playing
        offline = HallWords.tr("Offline: the table's laptop is not connected (last event %n min ago)", "", minutes)
        return offline, playing
    if not playing or minutes is None or minutes < 1:
        return "", False
    if minutes >= QUIET_MINUTES:
        return HallWords.tr("Quiet: no event for %n min", "", minutes), True
    return HallWords.tr("Last event %n min ago", "", minutes), False


def apart_line(table: TableNow) -> str:
    """Why the game is not in the standings ("" if it is, or will be once over)."""
    if table.accepted or not table.apart:
        return ""
    return translate("HallWords", "Not counted: {why}").format(
        why="; ".join(message_text(why) for why in table.apart))


def table_note(table: TableNow) -> str:
    """What the judge should know of the table itself: its clock, what the hall refused it."""
    parts = []
    clock = clock_said(table.clock) if table.clock is not None else None
    if clock is not None:
        parts.append(translate("HallWords", "The table's clock: {how}").format(how=message_text(clock)))
    if table.refusals:
        parts.append(HallWords.tr("Refused %n time(s), the latest: {why}", "", table.refusals).format(
            why=table.last_refusal))
    return " · ".join(parts)


def labels_line(state: State) -> str:
    parts = [nicknames.shown(state.labels.tournament)]
    if state.labels.number:
        parts.append(translate("HallWords", "game {number}").format(number=state.labels.number))
    return " · ".join(part for part in parts if part)


def nominees_line(state: State) -> str:
    if state.ended or state.phase.value != "day":
        return ""
    ballot = state.ballot()
    return translate("HallWords", "Nominees: {seats}").format(seats=seat_list(ballot)) if ballot else ""


def departures_line(state: State) -> str:
    """"Left: 5 (killed, night 1), 8 (voted out, day 2)" (the protocol's words)."""
    if not state.departures:
        return ""
    gone = ", ".join(translate("HallWords", "{seat} ({how})").format(
        seat=d.seat, how=unescape(protocol_words.departure(state.rules, d.how, d.phase, d.round, "")))
        for d in state.departures)
    return translate("HallWords", "Left: {seats}").format(seats=gone)


def table_title(number: int) -> str:
    return translate("HallWords", "Table {number}").format(number=number)


@dataclass(frozen=True)
class GameLine:
    """One game of a table, as the list of its games shows it."""

    game_id: str
    table: int
    number: str                      # the game's number as the table labelled it
    tournament: str
    result: str                      # who won, or the stage it stands at
    ended: bool
    last_event_at: datetime | None   # the server's time of its last event
    counted: str = ""                # in the standings, or why not
    can_accept: bool = False         # listed apart: the judge may count it as it stands
    begun_at: datetime | None = None  # the server's time it reached the hall (games are named by it)
    length: str = ""                 # from its arrival to its end or last event: "41:05", "0:00.08"


def game_line(table: TableNow) -> GameLine:
    card = card_words(table, table.last_event_at or datetime.now().astimezone())
    state = table.state
    labels = state.labels if state is not None else None
    result = (card.result or card.problem or card.note
              or translate("HallWords", "playing: {phase}").format(phase=card.phase))
    if table.counts:
        counted = translate("HallWords", "accepted") if table.accepted else translate("HallWords", "counts")
    elif table.unfit is not None:
        counted = translate("HallWords", "Not counted: {why}").format(why=message_text(table.unfit))
    elif table.apart and not table.accepted:
        counted = card.apart
    else:
        counted = translate("HallWords", "once over") if table.problem is None else ""
    return GameLine(table.game_id or "", table.number, labels.number if labels else "",
                    nicknames.shown(labels.tournament) if labels else "", result, card.ended, table.last_event_at,
                    counted, can_accept=bool(table.apart) and not table.accepted and table.problem is None
                    and table.unfit is None, begun_at=table.begun_at, length=length_text(table.length))


def length_text(seconds: float | None) -> str:
    """A game's length as a list shows it: "41:05"; under a minute to the hundredth
    ("0:00.08"), so a game that arrived in a blink stands out."""
    if seconds is None:
        return ""
    if seconds < 60:
        return f"0:{seconds:05.2f}"
    minutes, rest = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{rest:02d}" if hours else f"{minutes}:{rest:02d}"
