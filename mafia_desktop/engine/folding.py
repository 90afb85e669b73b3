"""Folding: state = reduce(apply, events, State()).

``apply`` has one registered function per event type and is the only code that changes a
state. ``fold`` also carries out undo and redo: an ``Undone`` takes the last action still in
effect out of the game, a ``Redone`` puts it back, and a new action forgets what could be
redone. The log itself only grows.
"""

from __future__ import annotations

from functools import singledispatch
from typing import Iterable

from mafia_desktop.engine import events as ev
from mafia_desktop.engine.errors import Message, RuleViolation
from mafia_desktop.engine.flow import (
    begin_roles_night, blocked, close_round, depart, drop_steps_of, finish_head, finish_vote,
    removal_during_vote, resolve_remove_all, settle, set_agenda, start_head_timer,
)
from mafia_desktop.engine.roles import BLACK_ROLES, Role
from mafia_desktop.engine.ruleset import ThirdFoul, Withdrawal
from mafia_desktop.engine.state import (
    Adjustment, BestMoveRecord, Check, DayStage, Labels, LeftHow, Nomination, Phase, Seat, State,
)
from mafia_desktop.engine.steps import Step, StepKind, kept_step
from mafia_desktop.engine.validate import validate


def fold(events: Iterable[ev.Event], *, check: bool = True) -> State:
    """The state after ``events``. With ``check`` each event in effect is validated first,
    so a log that breaks the rules (a damaged file, a foreign record) raises RuleViolation
    naming the first bad event instead of producing a wrong game.

    Which actions are in effect depends only on where the Undone/Redone markers stand, so
    they are sorted out first and each action in effect is applied once: folding stays
    linear however often the host undid. (An action that was undone is not checked again:
    it has no part in the game.)"""
    effective, redo = effective_events(events)
    state = State()
    for index, event in effective:
        if check:
            try:
                validate(event, state)
            except RuleViolation as error:
                raise RuleViolation(at_event(index + 1, event.type, error.message)) from None
        applied(event)(event, state)
    state.undo_depth = max(0, len(effective) - 1)
    state.redo_depth = len(redo)
    return state


NOTHING_TO_UNDO = Message("Nothing to undo")
NOTHING_TO_REDO = Message("Nothing to redo")


def at_event(number: int, kind: str, problem: Message) -> Message:
    """A refusal of the ``number``-th event in a log ("Event 12 (votes_cast): Seat 7 …");
    the inner refusal stays a Message of its own, translated with it."""
    return Message("Event {number} ({kind}): {problem}", number=number, kind=kind, problem=problem)


def effective_events(events: Iterable[ev.Event]) -> tuple[list[tuple[int, ev.Event]], list]:
    """The actions in effect (with their positions in the log) and those that can be redone."""
    effective: list[tuple[int, ev.Event]] = []
    redo: list[tuple[int, ev.Event]] = []
    for index, event in enumerate(events):
        if isinstance(event, ev.Undone):
            if len(effective) <= 1:
                raise RuleViolation(at_event(index + 1, event.type, NOTHING_TO_UNDO))
            redo.append(effective.pop())
        elif isinstance(event, ev.Redone):
            if not redo:
                raise RuleViolation(at_event(index + 1, event.type, NOTHING_TO_REDO))
            effective.append(redo.pop())
        else:
            effective.append((index, event))
            redo.clear()
    return effective, redo


def by_itself(event: ev.Event) -> bool:
    """The app's own timer event, not the host's action: a timer it started after an
    announcement, a clock it paused at a resume or after an undo (``by_itself``)."""
    return isinstance(event, (ev.SpeechStarted, ev.SpeechPaused)) and event.by_itself


def to_redo(events: Iterable[ev.Event]) -> list[ev.Event]:
    """What the host can redo, the next last: the log's redo stack (``Redone`` puts those
    back) on top of the actions the app's own timer events kept for him.

    The app pauses a clock by itself after an undo that left it running from before a
    resume, or at the resume itself. That pause is a new event, and a new event forgets the
    redo (``effective_events``, ``Timeline``): those rules stay as they are, so every log,
    an old one or one written since, folds the same in every version of the app (a
    ``Redone`` after the app's pause would be refused by each version before this one). The
    actions it cut off are kept here instead, and redone by being done again
    (``commands.again``): the same event, checked as any action is. An action equal to the
    next kept one is that redo (the app's timer events done again with it are matched in
    ``again``); any other action of the host's forgets them all, as it forgets the redo.
    ``fold`` and the state read none of this: it is the window's Redo, read off the log."""
    effective: list[ev.Event] = []
    redo: list[ev.Event] = []
    kept: list[ev.Event] = []
    again: list[ev.Event] = []   # the app's timer events after an action done again, in order
    for event in events:
        if again:
            if event == again[0]:
                effective.append(again.pop(0))
                continue
            again = []
        kind = type(event)
        if kind is ev.Undone:
            redo.append(effective.pop())
        elif kind is ev.Redone:
            effective.append(redo.pop())
        elif by_itself(event):
            effective.append(event)
            while redo and by_itself(redo[-1]):   # a redo cut short (its action put back)
                redo.pop()
            kept += redo
            redo = []
        elif not redo and kept and event == kept[-1]:
            effective.append(kept.pop())
            while kept and by_itself(kept[-1]):
                again.append(kept.pop())
        else:
            effective.append(event)
            redo = []
            kept = []
    return kept + redo


def redo_group(stack: list[ev.Event]) -> list[ev.Event]:
    """The next redo of ``to_redo``'s ``stack``, in the order it was first done: the host's
    action and the app's timer events that followed it (one undo took them back together)."""
    group = stack[-1:]
    for event in reversed(stack[:-1]):
        if not by_itself(event):
            break
        group.append(event)
    return group


class Timeline:
    """Events pushed one by one; keeps the state and the undo/redo stacks current."""

    def __init__(self) -> None:
        self.state = State()
        self.effective: list[ev.Event] = []   # the actions in effect, oldest first
        self.redo: list[ev.Event] = []        # undone actions, the next to redo last
        self.count = 0                        # events pushed, undo and redo included

    def push(self, event: ev.Event, *, check: bool = True) -> None:
        self.push_all((event,), check=check)

    def push_all(self, events: Iterable[ev.Event], *, check: bool = True) -> None:
        """``push`` each event in turn: a command's events in one call (a replay of a record
        pushes 46 a game, and each call through ``push`` was a tenth of the rules' time)."""
        for event in events:
            kind = type(event)
            if kind is ev.Undone:
                if len(self.effective) <= 1:
                    raise RuleViolation(self._at(event, NOTHING_TO_UNDO))
                self.redo.append(self.effective.pop())
                self.state = State()
                for action in self.effective:
                    apply(action, self.state)
            elif kind is ev.Redone:
                if not self.redo:
                    raise RuleViolation(self._at(event, NOTHING_TO_REDO))
                self.effective.append(self.redo.pop())
                apply(self.effective[-1], self.state)
            else:
                if check:
                    try:
                        validate(event, self.state)
                    except RuleViolation as error:
                        raise RuleViolation(self._at(event, error.message)) from None
                _APPLIES.get(kind, apply)(event, self.state)   # (``applied``, written out)
                self.effective.append(event)
                if self.redo:
                    self.redo.clear()
            self.count += 1
            state = self.state
            state.undo_depth = len(self.effective) - 1  # the game's creation stays
            state.redo_depth = len(self.redo)

    def _at(self, event: ev.Event, message: Message) -> Message:
        return at_event(self.count + 1, event.type, message) if self.count else message


@singledispatch
def apply(event: ev.Event, state: State) -> State:
    raise TypeError(f"no apply for {type(event).__name__}")


def applied(event: ev.Event):
    """``apply``'s function for this event: looked up in its registry at once for the event
    types it names (singledispatch's own lookup, weak references and all, cost 1 µs of each
    of the 90 calls a game's import makes); any other type goes through ``apply`` itself."""
    return _APPLIES.get(type(event), apply)


#: Members read in this module's functions under plain names (as ``engine.flow`` reads them).
_DEAL = StepKind.DEAL
_WITHDRAWAL_REPLACE = Withdrawal.REPLACE
_TIE_SPEECH = StepKind.TIE_SPEECH
_ROLE_SHERIFF = Role.SHERIFF
_ROLE_COMMISSAR = Role.COMMISSAR
_ROLE_DOCTOR = Role.DOCTOR
_SHOT = StepKind.SHOT
_DAY = Phase.DAY
_REMOVED = LeftHow.REMOVED
_END = Phase.END


# -- setup ----------------------------------------------------------------------------------

@apply.register
def _(event: ev.GameCreated, state: State) -> State:
    state.ruleset = event.ruleset
    state.seats = [Seat(i + 1, name) for i, name in enumerate(event.nicknames)]
    set_agenda(state, [Step(_DEAL)])
    return state


@apply.register
def _(event: ev.GameLabelled, state: State) -> State:
    state.labels = Labels(event.club, event.tournament, event.table, event.number, event.host)
    return state


@apply.register
def _(event: ev.NicknameChanged, state: State) -> State:
    state.seat(event.seat).nickname = event.nickname
    return state


@apply.register
def _(event: ev.RolesDealt, state: State) -> State:
    for seat, role in zip(state.seats, event.roles):
        seat.role = role
    state.agenda.pop(0)
    begin_roles_night(state)
    settle(state)
    return state


@apply.register
def _(event: ev.ArrangementRecorded, state: State) -> State:
    state.tonight.arrangement = event.seats
    state.picked = []
    return state


# -- timers ----------------------------------------------------------------------------------

@apply.register
def _(event: ev.SpeechStarted, state: State) -> State:
    state.timer.running_since = event.at
    return state


@apply.register
def _(event: ev.SpeechPaused, state: State) -> State:
    timer = state.timer
    if timer.running_since is not None:   # validate: it is
        timer.used += max(0.0, event.at - timer.running_since)
    timer.running_since = None
    return state


@apply.register
def _(event: ev.SpeechExtended, state: State) -> State:
    state.timer.extra += event.seconds
    return state


@apply.register
def _(event: ev.SpeechEnded, state: State) -> State:
    finish_head(state)
    if event.then_start:
        start_head_timer(state, event.at)
    return state


@apply.register
def _(event: ev.SpeechSkipped, state: State) -> State:
    if state.day is not None and event.seat is not None:
        state.day.skipped.append(event.seat)
    finish_head(state)
    if event.then_start and event.at is not None:
        start_head_timer(state, event.at)
    return state


# -- day -------------------------------------------------------------------------------------

@apply.register
def _(event: ev.Nominated, state: State) -> State:
    day = state.today
    added = event.seat not in state.ballot()
    if event.by is not None and state.rules.withdrawal is _WITHDRAWAL_REPLACE:
        mine = [n for n in day.active_nominations() if n.by == event.by
                and (n.added or state.rules.repeat_nomination_counts)]
        if len(mine) >= state.nomination_limit() and (added or state.rules.repeat_nomination_counts):
            mine[0].withdrawn = True  # docs/options.md `withdrawal`: a new nomination replaces one's own
    day.nominations.append(Nomination(event.by, event.seat, added=added))
    return state


@apply.register
def _(event: ev.NominationWithdrawn, state: State) -> State:
    for nomination in state.today.active_nominations():
        if nomination.by == event.by and nomination.seat == event.seat:
            nomination.withdrawn = True
            break
    return state


@apply.register
def _(event: ev.Picked, state: State) -> State:
    state.picked.append(event.seat)
    return state


@apply.register
def _(event: ev.Unpicked, state: State) -> State:
    state.picked.remove(event.seat)
    return state


@apply.register
def _(event: ev.VotesCast, state: State) -> State:
    rnd = state.open_round
    rnd.votes[event.nominee] = event.voters
    state.agenda.pop(0)
    state.picked = []
    if event.rest_to_last:
        # The last nominee's vote needs no hands: whoever is left counts for him.
        rnd.votes[rnd.ballot[-1]] = ()
        state.agenda.pop(0)
    if len(rnd.votes) == len(rnd.ballot):
        close_round(state)
    settle(state)
    return state


@apply.register
def _(event: ev.RemoveAllVoted, state: State) -> State:
    vote = state.open_remove_all
    state.agenda.pop(0)
    state.picked = []
    resolve_remove_all(state, event.yes)
    vote.answers_known = event.answers_known
    settle(state)
    return state


@apply.register
def _(event: ev.DaySplit, state: State) -> State:
    state.today.split = event.seats
    seconds = state.rules.timers.tie_speech
    finish_vote(state, (), speeches=[kept_step(_TIE_SPEECH, s, seconds) for s in event.seats])
    settle(state)
    return state


# -- night -----------------------------------------------------------------------------------

@apply.register
def _(event: ev.ShotsFired, state: State) -> State:
    state.tonight.shots = event.shots
    finish_head(state)
    return state


@apply.register
def _(event: ev.DonChecked, state: State) -> State:
    answer = None if event.seat is None else state.seat(event.seat).role is _ROLE_SHERIFF
    state.tonight.don_check = Check(event.seat, answer)
    finish_head(state)
    return state


@apply.register
def _(event: ev.SheriffChecked, state: State) -> State:
    state.tonight.sheriff_check = Check(event.seat, _is_black(state, event.seat))
    finish_head(state)
    return state


@apply.register
def _(event: ev.CommissarChecked, state: State) -> State:
    night = state.tonight
    answer = None if blocked(state, night, _ROLE_COMMISSAR) else _is_black(state, event.seat)
    night.commissar_check = Check(event.seat, answer)
    finish_head(state)
    return state


def _is_black(state: State, seat: int | None) -> bool | None:
    return None if seat is None else state.seat(seat).role in BLACK_ROLES


@apply.register
def _(event: ev.DoctorSaved, state: State) -> State:
    state.tonight.doctor = event.seat
    if event.seat is not None:
        state.doctor_last = (state.round, event.seat)
        if state.seat(event.seat).role is _ROLE_DOCTOR:
            state.doctor_self_saves += 1
    finish_head(state)
    return state


@apply.register
def _(event: ev.MistressVisited, state: State) -> State:
    state.tonight.mistress = event.seat
    finish_head(state)
    return state


@apply.register
def _(event: ev.BestMoveMade, state: State) -> State:
    black = sum(1 for s in event.guesses if state.seat(s).role in BLACK_ROLES)
    state.best_move = BestMoveRecord(event.seat, event.guesses, black)
    finish_head(state)
    if event.then_start and event.at is not None:
        start_head_timer(state, event.at)
    return state


# -- discipline ------------------------------------------------------------------------------

#: The reasons a removal by fouls leaves in its ``Departure``; any other removal is a
#: disqualification (``PlayerRemoved``, whose reason the host writes).
FOURTH_FOUL = Message("fourth foul")
SECOND_TECHNICAL_FOUL = Message("second technical foul")
#: A ``PlayerRemoved`` without the host's reason.
DISQUALIFIED = Message("disqualified")


@apply.register
def _(event: ev.FoulGiven, state: State) -> State:
    seat = state.seat(event.seat)
    if event.technical:
        seat.technical_fouls += 1
        if seat.technical_fouls == 2 and seat.alive:
            remove_player(state, event.seat, SECOND_TECHNICAL_FOUL)
        return state
    seat.fouls += 1
    seat.foul_moments.append((state.round, state.phase))
    if seat.fouls == 3 and state.rules.third_foul is not ThirdFoul.NO_PENALTY:
        seat.penalty_pending = True
    if seat.fouls == 4 and seat.alive:
        remove_player(state, event.seat, FOURTH_FOUL)
    return state


@apply.register
def _(event: ev.PlayerRemoved, state: State) -> State:
    remove_player(state, event.seat, event.reason or DISQUALIFIED)
    return state


def remove_player(state: State, seat: int, reason: str) -> None:
    """Removal for fouls or a grave breach: leaves at once, no last word [004 §2.4.3]."""
    if seat in state.picked or (state.step and state.step.kind is _SHOT):
        state.picked = []   # his hand, or the shooters' order: the host taps them again
    day = state.day
    was_voting = (state.phase is _DAY and day is not None
                  and day.stage is DayStage.VOTING and not day.vote_complete)
    if depart(state, [seat], _REMOVED, reason):
        settle(state)
        return
    if state.rules.monster_rule:
        state.monster_seat = seat
    if was_voting:
        removal_during_vote(state, seat)
    else:
        drop_steps_of(state, seat)
    settle(state)


# -- points ----------------------------------------------------------------------------------

@apply.register
def _(event: ev.PointsAdjusted, state: State) -> State:
    # Beside the game: the agenda and the timer stay as they are.
    from fractions import Fraction   # (decimal with it: a host's adjustment alone, not every replay's start)
    points = Fraction(repr(event.points))   # the decimal the host typed, exactly
    state.adjustments.append(Adjustment(event.seat, points, event.reason, state.round, state.phase))
    return state


# -- end -------------------------------------------------------------------------------------

@apply.register
def _(event: ev.GameEnded, state: State) -> State:
    state.ended = True
    state.phase = _END
    set_agenda(state, [])
    return state


#: ``apply``'s functions by event type, a plain dict made once all are registered above: the
#: registry itself is a mapping proxy, whose ``get`` looks up and calls the dict's own (two
#: lookups an event, with ``validate``'s: 0.02 M instructions of a record an import replays).
_APPLIES = dict(apply.registry)
