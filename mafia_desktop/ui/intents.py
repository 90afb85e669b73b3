"""What the host's taps and buttons mean at the current step: plain Python, no Qt.

A tap on a seat becomes an ``Action`` (a command with its arguments) or toggles the seat
in the pending selection (hands during a vote, the best move's seats); the panel's buttons
are ``Action``s too. Nothing here decides a rule: the engine checks every action.
Every label is a whole translatable template (context "Intents").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP

from mafia_desktop.engine import State, StepKind, commands as c
from mafia_desktop.engine.steps import TIMED_TALK
from mafia_desktop.engine.ruleset import Discussion, Withdrawal
from mafia_desktop.i18n import translate

#: Steps at which a tap adds the seat to (or takes it from) the pending selection.
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


def tap(state: State, seat: int) -> Action | None:
    """The action a tap on ``seat`` stands for, or None (selection steps, or nothing to do)."""
    step = state.step
    if step is None or step.kind in SELECTING:
        return None
    kind = step.kind
    if kind is StepKind.SPEECH and step.seat is not None:
        return _nominate_or_withdraw(state, step.seat, seat)
    if kind is StepKind.OPEN_TALK and state.ruleset.discussion is Discussion.OPEN:
        return _nominate_or_withdraw(state, None, seat)
    if kind is StepKind.SHOT:
        return Action(translate("Intents", "The mafia shot seat {seat}").format(seat=seat), c.shoot,
                      {"target": seat}, key="shoot")
    if kind in c.NIGHT_COMMANDS:
        return Action(translate("Intents", _NIGHT_VERBS[kind]).format(seat=seat), c.NIGHT_COMMANDS[kind],
                      {"seat": seat}, key=kind.value)
    return None


_NIGHT_VERBS = {
    StepKind.DON_CHECK: QT_TRANSLATE_NOOP("Intents", "The don checks seat {seat}"),
    StepKind.SHERIFF_CHECK: QT_TRANSLATE_NOOP("Intents", "The sheriff checks seat {seat}"),
    StepKind.COMMISSAR_CHECK: QT_TRANSLATE_NOOP("Intents", "The commissar checks seat {seat}"),
    StepKind.DOCTOR: QT_TRANSLATE_NOOP("Intents", "The doctor saves seat {seat}"),
    StepKind.MISTRESS: QT_TRANSLATE_NOOP("Intents", "The mistress visits seat {seat}"),
}


def _nominate_or_withdraw(state: State, by: int | None, seat: int) -> Action:
    mine = [n.seat for n in state.day.active_nominations() if n.by == by]
    if seat in mine and state.ruleset.withdrawal is not Withdrawal.FORBIDDEN:
        return Action(translate("Intents", "Withdraw seat {seat}").format(seat=seat), c.withdraw,
                      {"by": by, "seat": seat}, key="withdraw")
    label = translate("Intents", "Seat {by} nominates seat {seat}").format(by=by, seat=seat) if by is not None \
        else translate("Intents", "Put to the vote: seat {seat}").format(seat=seat)
    return Action(label, c.nominate, {"by": by, "seat": seat}, key="nominate")


def selection_limit(state: State) -> int | None:
    """How many seats the pending selection may hold at this step (None: no limit)."""
    step = state.step
    if step is None:
        return 0
    if step.kind is StepKind.BEST_MOVE:
        return 3
    if step.kind is StepKind.AGREEMENT:
        return 3 if state.ruleset.day_zero_split else 0   # mastermind's static arrangement
    return None if step.kind in SELECTING else 0


def selection_action(state: State, pending: list[int]) -> Action | None:
    """The action that takes the pending selection at this step."""
    keys = {StepKind.VOTE: "votes", StepKind.REMOVE_ALL_VOTE: "remove_all",
            StepKind.BEST_MOVE: "best_move", StepKind.AGREEMENT: "arrangement"}
    step = state.step
    wanted = keys.get(step.kind) if step else None
    return next((a for a in buttons(state, pending) if a.key == wanted), None) if wanted else None


def buttons(state: State, pending: list[int]) -> list[Action]:
    """The panel's buttons for the current step, the primary one first."""
    step = state.step
    if step is None:
        return []
    kind = step.kind
    actions: list[Action] = []
    if kind is StepKind.VOTE:
        rnd = state.vote_round
        last = step.seat == rnd.ballot[-1]
        if last and state.ruleset.abstain_to_last:
            label = translate("Intents", "Thank you: {count} for seat {seat} (the rest count for him)")
        else:
            label = translate("Intents", "Thank you: {count} for seat {seat}")
        actions.append(Action(label.format(count=len(pending), seat=step.seat), c.vote,
                              {"nominee": step.seat, "voters": list(pending)}, primary=True, key="votes"))
        if state.ruleset.day_zero_split and state.day.round == 1 and rnd.number == 1 and not rnd.votes \
                and len(rnd.ballot) >= 2:
            pair = [rnd.ballot[0], rnd.ballot[1]] if 1 not in rnd.ballot else \
                [1, next(s for s in rnd.ballot if s != 1)]
            label = translate("Intents", "Split: {first} and {second}, nobody leaves").format(
                first=pair[0], second=pair[1])
            actions.append(Action(label, c.split, {"seats": pair}, key="split"))
    elif kind is StepKind.REMOVE_ALL_VOTE:
        actions.append(Action(translate("Intents", "Done: {count} for all of them leaving").format(count=len(pending)),
                              c.remove_all_vote, {"yes": list(pending)}, primary=True, key="remove_all"))
    elif kind is StepKind.BEST_MOVE:
        label = translate("Intents", "Best move: {seats}").format(seats=", ".join(map(str, pending))) if pending \
            else translate("Intents", "No best move")
        actions.append(Action(label, c.best_move, {"guesses": list(pending)}, primary=True, key="best_move"))
    elif kind is StepKind.SHOT:
        actions.append(Action(translate("Intents", "Miss (no shot, or the shots differ)"), c.shoot,
                              {"target": None}, key="miss"))
    elif kind in c.NIGHT_COMMANDS:
        nobody = translate("Intents", "No check") if "CHECK" in kind.name else translate("Intents", "Nobody")
        actions.append(Action(nobody, c.NIGHT_COMMANDS[kind], {"seat": None}, primary=True, key="nobody"))
    elif kind is StepKind.END:
        actions.append(Action(translate("Intents", "Announce the winner and reveal the roles"), c.end_game,
                              primary=True, key="end"))
    if kind in TIMED_TALK and kind is not StepKind.BEST_MOVE:   # the best move ends with its seats
        label = translate("Intents", "Skip: speech lost (3 fouls)") if step.silent else translate("Intents", "Next")
        actions.insert(0, Action(label, c.next_turn, primary=True, timed=True, key="next"))
        if kind is StepKind.AGREEMENT and pending:
            actions.append(Action(translate("Intents", "Record the arrangement: {seats}").format(
                seats=", ".join(map(str, pending))), c.record_arrangement, {"seats": list(pending)},
                key="arrangement"))
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
    return [toggle, Action(extend, c.extend_timer, {"seconds": 10}, key="extend")]


def foul_target(state: State) -> int | None:
    """The seat the F key fouls: whoever has the floor."""
    step = state.step
    return step.seat if step is not None and step.seat is not None else None
