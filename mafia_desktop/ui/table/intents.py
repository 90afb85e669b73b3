"""What the host's taps and buttons mean at the current step: no widgets (Qt only for the
translated labels).

A tap on a seat becomes an ``Action`` (a command with its arguments): a nomination, a
shot, a check, or a pick towards the step's choice (a hand raised or lowered, a best-move
guess), which the engine logs like any other action; the panel's buttons are ``Action``s
too. Nothing here decides a rule: the engine checks every action, and says who counts for
the last nominee (``flow.counted_for_last``).
Every label is a whole translatable template (context "Intents").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from mafia_desktop.engine import State, StepKind, commands as c
from mafia_desktop.engine.flow import counted_for_last, votes_to_record
from mafia_desktop.engine.steps import TIMED_TALK
from mafia_desktop.engine.validate import completes_the_best_move, rest_counts_for_last, split_pair
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, translate

#: Steps at which a tap adds the seat to (or takes it from) the step's choice (``Picked``).
SELECTING = {StepKind.VOTE, StepKind.REMOVE_ALL_VOTE, StepKind.BEST_MOVE, StepKind.AGREEMENT}


@dataclass(frozen=True)
class Action:
    label: str        # in the host's language
    command: Callable[..., list]
    kwargs: dict[str, Any] = field(default_factory=dict)
    #: The button Enter presses.
    primary: bool = False
    #: Needs the clock: the caller passes ``now``.
    timed: bool = False
    key: str = ""   # a stable name for tests and shortcuts
    #: The letter key that presses this button ("M"), shown on it; Enter presses the primary.
    shortcut: str = ""


def tap(state: State, seat: int, *, split: bool = False, auto_start: bool = True) -> Action | None:
    """The action a tap on ``seat`` stands for, or None (nothing to do at this step).
    ``split``: the host said the shots differ, so taps at the shot are each shooter's target;
    ``auto_start``: a tap that completes a talk step (the best move's third seat) starts
    the next step's timer too."""
    step = state.step
    if step is None:
        return None
    kind = step.kind
    if kind in SELECTING:
        return _choose(state, seat, auto_start)
    if kind is StepKind.SPEECH and step.seat is not None:
        return _nominate_or_withdraw(state, step.seat, seat)
    if kind is StepKind.OPEN_TALK and state.host_nominates:
        return _nominate_or_withdraw(state, None, seat)
    if kind is StepKind.SHOT:
        if split or state.picked:
            return shooter_target(state, seat)
        return Action(translate("Intents", "The mafia shot seat {seat}").format(seat=seat), c.shoot,
                      {"target": seat}, key="shoot")
    if kind in c.NIGHT_COMMANDS:
        return Action(translate("Intents", _NIGHT_VERBS[kind]).format(seat=seat), c.NIGHT_COMMANDS[kind],
                      {"seat": seat}, key=kind.value)
    return None


def _choose(state: State, seat: int, auto_start: bool) -> Action | None:
    """A hand up or down, a yes, a best-move guess, an arrangement seat."""
    step = state.head
    if step.kind is StepKind.AGREEMENT and not state.arrangement_tapped:
        return None
    if seat in state.picked:
        return Action(translate("Intents", "Take back seat {seat}").format(seat=seat), c.unpick, {"seat": seat},
                      key="unpick")
    if completes_the_best_move(state):
        guesses = [*state.picked, seat]
        return Action(translate("Intents", "Best move: {seats}").format(seats=", ".join(map(str, guesses))),
                      c.best_move, {"guesses": guesses, "then_start": auto_start}, key="best_move", timed=True)
    return Action(translate("Intents", "Seat {seat}").format(seat=seat), c.pick, {"seat": seat}, key="pick")


def shooter_target(state: State, seat: int | None) -> Action:
    """When the shots differ: the next black's target (None: he did not shoot); the last
    black's tap records every shot [004 §2.1.2]."""
    shooters = state.living_black()
    targets = [*state.picked, seat]
    if len(targets) >= len(shooters):
        shots = dict(zip(shooters, targets))
        return Action(translate("Intents", "Record the shots"), c.shoot, {"shots": shots}, key="shots")
    return Action(translate("Intents", "Seat {shooter} shot seat {seat}").format(shooter=shooters[len(state.picked)],
                                                                                seat=seat),
                  c.pick, {"seat": seat}, key="pick")


_NIGHT_VERBS = {
    StepKind.DON_CHECK: QT_TRANSLATE_NOOP("Intents", "The don checks seat {seat}"),
    StepKind.SHERIFF_CHECK: QT_TRANSLATE_NOOP("Intents", "The sheriff checks seat {seat}"),
    StepKind.COMMISSAR_CHECK: QT_TRANSLATE_NOOP("Intents", "The commissar checks seat {seat}"),
    StepKind.DOCTOR: QT_TRANSLATE_NOOP("Intents", "The doctor saves seat {seat}"),
    StepKind.MISTRESS: QT_TRANSLATE_NOOP("Intents", "The mistress visits seat {seat}"),
}


def _nominate_or_withdraw(state: State, by: int | None, seat: int) -> Action:
    mine = [n.seat for n in state.today.active_nominations() if n.by == by]
    if seat in mine and state.withdrawals_allowed:
        return Action(translate("Intents", "Withdraw seat {seat}").format(seat=seat), c.withdraw,
                      {"by": by, "seat": seat}, key="withdraw")
    label = translate("Intents", "Seat {by} nominates seat {seat}").format(by=by, seat=seat) if by is not None \
        else translate("Intents", "Put to the vote: seat {seat}").format(seat=seat)
    return Action(label, c.nominate, {"by": by, "seat": seat}, key="nominate")


def buttons(state: State, *, split: bool = False, auto_start: bool = True) -> list[Action]:
    """The panel's buttons for the current step, the primary one first. ``split``: the shots
    differ and are being tapped shooter by shooter; ``auto_start``: Next starts the next
    step's timer too."""
    step = state.step
    if step is None:
        return []
    kind = step.kind
    picked = state.picked
    actions: list[Action] = []
    if kind is StepKind.VOTE:
        rnd = state.open_round
        voters = [seat for seat in picked if seat is not None]   # only a shot's pick may be None
        places = {"count": votes_to_record(state, voters), "seat": step.seat}
        if rest_counts_for_last(state):
            label = translate("Intents", "Thank you: {count} for seat {seat}, {rest} for seat {last}").format(
                rest=len(counted_for_last(state, voters)), last=rnd.ballot[-1], **places)
            kwargs = {"nominee": step.seat, "voters": voters, "rest_to_last": True}
        else:
            label = translate("Intents", "Thank you: {count} for seat {seat}").format(**places)
            kwargs = {"nominee": step.seat, "voters": voters}
        actions.append(Action(label, c.vote, kwargs, primary=True, key="votes"))
        pair = split_pair(state)
        if pair is not None:
            label = translate("Intents", "Split: {first} and {second}, nobody leaves").format(
                first=pair[0], second=pair[1])
            actions.append(Action(label, c.split, {"seats": list(pair)}, key="split", shortcut="S"))
    elif kind is StepKind.REMOVE_ALL_VOTE:
        actions.append(Action(translate("Intents", "Done: {count} for all of them leaving").format(count=len(picked)),
                              c.remove_all_vote, {"yes": list(picked)}, primary=True, key="remove_all"))
    elif kind is StepKind.BEST_MOVE:
        label = translate("Intents", "Best move: {seats}").format(seats=", ".join(map(str, picked))) if picked \
            else translate("Intents", "No best move")
        actions.append(Action(label, c.best_move, {"guesses": list(picked), "then_start": auto_start},
                              primary=True, timed=True, key="best_move"))
    elif kind is StepKind.SHOT:
        if split or picked:
            did_not = shooter_target(state, None)
            actions.append(Action(translate("Intents", "Seat {shooter} did not shoot").format(
                shooter=state.living_black()[len(picked)]), did_not.command, did_not.kwargs, key="no-shot",
                shortcut="N"))
        actions.append(Action(translate("Intents", "Miss (no shot, or the shots differ)"), c.shoot,
                              {"target": None}, key="miss", shortcut="M"))
    elif kind in c.NIGHT_COMMANDS:
        nobody = translate("Intents", "No check") if "CHECK" in kind.name else translate("Intents", "Nobody")
        actions.append(Action(nobody, c.NIGHT_COMMANDS[kind], {"seat": None}, primary=True, key="nobody",
                              shortcut="N"))
    elif kind is StepKind.END:
        actions.append(Action(translate("Intents", "Announce the winner and reveal the roles"), c.end_game,
                              primary=True, key="end"))
    if kind in TIMED_TALK and kind is not StepKind.BEST_MOVE:   # the best move ends with its seats
        label = translate("Intents", "Skip: speech lost (3 fouls)") if step.silent else translate("Intents", "Next")
        actions.insert(0, Action(label, c.next_turn, {"then_start": auto_start}, primary=True, timed=True,
                                 key="next"))
        if kind is StepKind.AGREEMENT and picked:
            actions.append(Action(translate("Intents", "Record the arrangement: {seats}").format(
                seats=", ".join(map(str, picked))), c.record_arrangement, {"seats": list(picked)},
                key="arrangement", shortcut="A"))
    return actions


def timer_actions(state: State) -> list[Action]:
    """Start/pause and +10 s for a step with a timer."""
    step = state.step
    if step is None or step.seconds <= 0 or step.silent:
        return []
    if state.timer.running:
        toggle = Action(translate("Intents", "Pause"), c.pause_timer, timed=True, key="pause")
    else:
        label = translate("Intents", "Start") if not state.timer.started else translate("Intents", "Resume")
        toggle = Action(label, c.start_timer, timed=True, key="start")
    extend = translate("Intents", "+{seconds} s").format(seconds=10)
    return [toggle, Action(extend, c.extend_timer, {"seconds": 10}, key="extend", shortcut="+")]


def foul_target(state: State) -> int | None:
    """The seat the F key fouls: whoever has the floor."""
    step = state.step
    return step.seat if step is not None and step.seat is not None else None
