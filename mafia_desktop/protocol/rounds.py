"""The days and nights: one table row per round, the day's nominations and votes first (on
the left; on the right in a right-to-left language), then the following night, so the game
reads in order down the page.

Each day holds a small grid shaped like the paper form's voting block: the nominees in
ballot order across, one row per vote round, each cell the count and the voters' seats.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from xml.sax.saxutils import escape

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Table

from mafia_desktop.engine import Day, LeftHow, Night, Phase, Role, State, StepKind
from mafia_desktop.engine.flow import blocked
from mafia_desktop.engine.narration import morning_news
from mafia_desktop.engine.roles import CHECK_STEPS
from mafia_desktop.engine.ruleset import Shooting
from mafia_desktop.engine.state import Check, VoteRound

from mafia_desktop.protocol import rtl
from mafia_desktop.protocol import styles as st
from mafia_desktop.protocol.rtl import BidiParagraph as Paragraph
from mafia_desktop.protocol.rtl import cell_text
from mafia_desktop.protocol.sections import reason_markup
from mafia_desktop.protocol.sheet import GameSheet
from mafia_desktop.words import protocol as words

DAY_WIDTH = 118 * mm
NIGHT_WIDTH = st.WIDTH - DAY_WIDTH
_CELL_PADDING = 3
_GRID_LABEL_WIDTH = 13 * mm
_GRID_COLUMN_MAX = 26 * mm


def _word(word: str) -> str:
    """A word of ``words`` as markup."""
    return escape(words.text(word))


def rounds(sheet: GameSheet) -> list[Flowable]:
    state = sheet.state
    nights = {night.round: night for night in state.nights}
    flowables: list[Flowable] = []
    roles_night = nights.get(0)
    if sheet.finished and roles_night is not None and roles_night.arrangement:
        text = words.fill(words.text(words.ARRANGEMENT), seats=words.seats(roles_night.arrangement))
        flowables.append(Paragraph(f"<b>{escape(words.night_label(0))}</b> · {text}", st.SMALL))
    if not state.days:
        return flowables
    rows: list[list] = [[cell_text(_word(title), st.COLUMN_HEAD) for title in words.ROUNDS_COLUMNS]]
    for day in state.days:
        night = nights.get(day.round)
        rows.append([day_cell(state, day), night_cell(sheet, night) if night else []])
    if sheet.finished and state.winner is not None:
        rows[-1][1] = [*rows[-1][1], cell_text(f"<b>{_word(words.GAME_OVER)}</b> "
                                               f"{_word(words.WINNER[state.winner])}.", st.BODY)]
    table = rtl.table(rows, [DAY_WIDTH, NIGHT_WIDTH],
                      st.grid(("VALIGN", (0, 1), (-1, -1), "TOP"),
                              # a cell places a short vote table by its ALIGN (reportlab
                              # ignores the table's hAlign there): at the start side, mirrored
                              ("ALIGN", (0, 1), (-1, -1), "LEFT"),
                              ("LEFTPADDING", (0, 0), (-1, -1), _CELL_PADDING),
                              ("RIGHTPADDING", (0, 0), (-1, -1), _CELL_PADDING),
                              ("BOTTOMPADDING", (0, 1), (-1, -1), 3)),
                      repeatRows=1)
    return [*flowables, table]


# -- a day -----------------------------------------------------------------------------------

def day_cell(state: State, day: Day) -> list[Flowable]:
    label = escape(words.day_label(state.rules, day.round))
    cell: list[Flowable] = [cell_text(f"<b>{label}</b> · {nominations(day)}", st.BODY)]
    grid = vote_grid(state, day)
    if grid is not None:
        cell.append(grid)
    outcome = day_outcome(state, day)
    if outcome:
        cell.append(cell_text(" · ".join(outcome), st.BODY))
    return cell


def nominations(day: Day) -> str:
    """"Nominated: 2→8, 3→1" (who nominated whom, in order), the host's picks and withdrawn
    nominations apart, as markup. Right to left the arrow points left: "8←2" reads from the
    right, 2 nominated 8."""
    arrow = rtl.arrow()
    by_players = [f"{n.by}{arrow}{n.seat}" for n in day.nominations if not n.withdrawn and n.by]
    by_host = [str(n.seat) for n in day.nominations if not n.withdrawn and n.by is None]
    withdrawn = [f"{n.by}{arrow}{n.seat}" for n in day.nominations if n.withdrawn]
    parts = []
    if by_players:
        parts.append(words.labelled(words.NOMINATED, ", ".join(by_players)))
    if by_host:
        parts.append(words.labelled(words.PUT_TO_THE_VOTE, ", ".join(by_host)))
    if withdrawn:
        parts.append(words.labelled(words.WITHDRAWN, ", ".join(withdrawn)))
    return " · ".join(parts) or _word(words.NOBODY_NOMINATED)


def vote_grid(state: State, day: Day) -> Table | None:
    """Nominees across, vote rounds down; the one who left in brackets, as on paper."""
    shown = [r for r in day.rounds if r.votes or r.closed]
    if not shown:
        return None
    rules = state.rules
    nominees = list(shown[0].ballot)
    for later in shown[1:]:
        nominees += [n for n in later.ballot if n not in nominees]
    head = [""] + [cell_text(f"({n})" if n in day.voted_out else str(n), st.CENTRED_BOLD)
                   for n in nominees]
    rows: list[list] = [head]
    commands = [
        ("GRID", (0, 0), (-1, -1), 0.4, st.LIGHT_RULE),
        ("BACKGROUND", (0, 0), (-1, 0), st.HEADER_FILL),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), 2),
        ("RIGHTPADDING", (0, 0), (-1, -1), 2),
        ("TOPPADDING", (0, 0), (-1, -1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
    ]
    for rnd in shown:
        label = escape(words.vote_round(rnd.number)) + ("" if rnd.closed else "*")
        row: list = [cell_text(label, st.COLUMN_HEAD)]
        for column, nominee in enumerate(nominees, start=1):
            if nominee in rnd.ballot:
                row.append(cell_text(_vote_cell(rnd, nominee, rules.abstain_to_last),
                                     st.CENTRED_SMALL))
            else:
                row.append("")
                commands.append(("BACKGROUND", (column, len(rows)), (column, len(rows)),
                                 st.LEFT_FILL))
        rows.append(row)
    available = DAY_WIDTH - 2 * _CELL_PADDING - _GRID_LABEL_WIDTH
    column = min(available / len(nominees), _GRID_COLUMN_MAX)
    return rtl.table(rows, [_GRID_LABEL_WIDTH] + [column] * len(nominees), commands,
                     spaceBefore=2, spaceAfter=2)


def _vote_cell(rnd: VoteRound, nominee: int, abstain_to_last: bool) -> str:
    """The count in bold, then who voted. The last nominee's votes include whoever did not
    raise a hand for another (they count for him, and may well have raised theirs): listed
    with his hands, and marked as the rule's only where some hands were recorded for him
    and others were not."""
    counted_abstainers = abstain_to_last and rnd.closed and nominee == rnd.ballot[-1]
    count = rnd.counts(abstain_to_last)[nominee] if rnd.closed else len(rnd.votes.get(nominee, ()))
    tight = rtl.tight(",")
    hands = rnd.votes.get(nominee, ())
    added = rnd.abstainers if counted_abstainers else ()
    if added and not hands:
        hands, added = tuple(sorted(added)), ()
    voters = words.seats(hands, tight)
    # "4: 2,5,7,9": the count, then whose hands (as "4 2,5,7,9" a count of 1 and a voter 3
    # read as 13).
    text = f"<b>{count}</b>" + (f"<font color='{st.MUTED.hexval()}'>: {voters}</font>" if voters else "")
    if added:
        extra = words.fill(words.text(words.ABSTAINED_COUNTED), seats=words.seats(added, tight))
        text += f"<br/><font color='{st.MUTED.hexval()}'>{extra}</font>"
    return text


def day_outcome(state: State, day: Day) -> list[str]:
    """What follows the grid: uncounted abstainers, the vote on all leaving, the split, why
    there was no vote, who left, skipped speeches (Paragraph markup, one item each)."""
    rules = state.rules
    lines = []
    if not rules.abstain_to_last:
        for rnd in day.rounds:
            if rnd.closed and rnd.abstainers:
                lines.append(words.abstained(rnd.number, words.seats(rnd.abstainers)))
    if day.remove_all is not None:
        vote = day.remove_all
        candidates = words.seats(vote.candidates)
        if vote.yes is None:
            lines.append(words.fill(words.text(words.REMOVE_ALL_UNDER_WAY), seats=candidates))
        else:
            question = words.fill(words.text(words.REMOVE_ALL), seats=candidates)
            outcome = _word(words.REMOVE_ALL_RESULT[bool(vote.passed)])
            tally = words.REMOVE_ALL_TALLY if vote.yes else words.REMOVE_ALL_TALLY_NOBODY
            lines.append(f"<b>{question}</b> " + words.fill(
                words.text(tally), yes=len(vote.yes), voters=len(vote.voters),
                seats=words.seats(vote.yes), result=outcome))
    if day.split:
        lines.append(words.fill(words.text(words.SPLIT), seats=words.seats_and(day.split)))
    removed = [d for d in state.departures
               if d.how is LeftHow.REMOVED and d.phase is Phase.DAY and d.round == day.round]
    if removed:
        lines.append(words.labelled(words.REMOVED, ", ".join(
            words.fill(words.text(words.REMOVED_SEAT), seat=d.seat, reason=reason_markup(d.reason))
            if d.reason else str(d.seat) for d in removed), bold=True))
    if day.voted_out:
        lines.append(words.labelled(words.LEFT, words.seats(day.voted_out), bold=True))
    why = day.why_nobody_left()
    # The vote on all leaving says its outcome above, in the protocol's words.
    if why is not None and day.remove_all is None:
        lines.append(escape(words.engine_reason(why)))
    if day.skipped:
        lines.append(words.labelled(words.SPEECH_LOST, words.seats(day.skipped)))
    return lines


# -- a night ---------------------------------------------------------------------------------

def night_cell(sheet: GameSheet, night: Night) -> list[Flowable]:
    """The night's actions (only once the game is over: they reveal roles) and the morning
    news, which the whole table heard."""
    state = sheet.state
    lines = [f"<b>{escape(words.night_label(night.round))}</b>"]
    if sheet.finished:
        lines += night_actions(state, night)
    news = morning_news(state, night)
    if news:
        lines.append(words.labelled(words.MORNING, " ".join(escape(words.said(line)) for line in news),
                                    bold=True))
    return [cell_text(line, st.BODY) for line in lines]


def night_actions(state: State, night: Night) -> list[str]:
    lines = []
    for kind in state.rules.night_order:
        line = NIGHT_LINES[kind](state, night) if kind in NIGHT_LINES else None
        if line:
            lines.append(line)
    return lines


def _shot(state: State, night: Night) -> str | None:
    if night.shots is None:
        return None
    if state.rules.shooting is Shooting.EACH_BLACK:
        arrow, none = rtl.arrow(), _word(words.NONE)
        shots = " · ".join(f"{shooter}{arrow}{target if target is not None else none}"
                           for shooter, target in night.shots)
        text = words.labelled(words.SHOTS, shots)
    else:
        targets = {target for _, target in night.shots}
        agreed = next(iter(targets)) if len(targets) == 1 else None
        text = words.labelled(words.SHOT, str(agreed) if agreed is not None else _word(words.NO_SHOT))
    if not night.resolved:
        return text
    if night.hit is None:
        return f"{text} — {_word(words.MISS)}"
    outcome = words.fill(words.text(words.HIT_SAVED if night.saved else words.HIT), seat=night.hit)
    return f"{text} — <b>{outcome}</b>"


def _check_of(night: Night, kind: StepKind) -> Check | None:
    return {StepKind.DON_CHECK: night.don_check, StepKind.SHERIFF_CHECK: night.sheriff_check,
            StepKind.COMMISSAR_CHECK: night.commissar_check}[kind]


def _check_line(kind: StepKind, state: State, night: Night) -> str | None:
    return _check(kind, _check_of(night, kind))


def _check(kind: StepKind, check: Check | None) -> str | None:
    if check is None:
        return None          # the step did not come (the checker was gone)
    if check.seat is None:
        return _word(words.NO_CHECK[kind])
    answer = words.BLOCKED if check.answer is None else words.CHECK_ANSWER[kind][check.answer]
    return words.fill(words.text(words.CHECKED[kind]), seat=check.seat) + f": <b>{_word(answer)}</b>"


def _doctor(state: State, night: Night) -> str | None:
    if not _awake(state, Role.DOCTOR, night):
        return None
    if night.doctor is None:
        return _word(words.DOCTOR_NOBODY) if night.resolved else None
    blocked_ = blocked(state, night, Role.DOCTOR)
    return words.fill(words.text(words.DOCTOR_BLOCKED if blocked_ else words.DOCTOR), seat=night.doctor)


def _visit(state: State, night: Night) -> str | None:
    if not _awake(state, Role.MISTRESS, night):
        return None
    if night.mistress is None:
        return _word(words.MISTRESS_NOBODY) if night.resolved else None
    return words.fill(words.text(words.MISTRESS), seat=night.mistress)


#: The protocol's line for each step of the night: the shot, each night role's (the engine's
#: table of roles: a check, a save, a visit).
NIGHT_LINES: dict[StepKind, Callable[[State, Night], str | None]] = {
    StepKind.SHOT: _shot,
    **{step: partial(_check_line, step) for step in CHECK_STEPS},
    StepKind.DOCTOR: _doctor,
    StepKind.MISTRESS: _visit,
}


def _awake(state: State, role: Role, night: Night) -> bool:
    """Did the player with ``role`` take part in ``night`` (alive at its start)? A player
    killed that night still acted: the kill is resolved in the morning."""
    seat = state.seat_with(role)
    if seat is None:
        return False
    left = state.seat(seat).left
    if left is None:
        return True
    return left.round > night.round or (left.round == night.round and left.phase is Phase.NIGHT)
