"""Commands: what the host does, as pure functions ``(state, ...) -> list[Event]``.

Each command builds the event for one action, checks it against the state and the ruleset
(``validate``) and returns it, or raises ``RuleViolation`` with the reason. A command never
changes the state; folding the returned events does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from mafia_desktop.engine import events as ev
from mafia_desktop.engine.errors import QT_TR_NOOP, RuleViolation
from mafia_desktop.engine.flow import last_candidate_to_raise
from mafia_desktop.engine.roles import Role
from mafia_desktop.engine.ruleset import Ruleset
from mafia_desktop.engine.state import State
from mafia_desktop.engine.steps import StepKind
from mafia_desktop.engine.validate import need_step, validate

if TYPE_CHECKING:
    import random


def _emit(state: State, event: ev.Event) -> list[ev.Event]:
    validate(event, state)
    return [event]


# -- setup ----------------------------------------------------------------------------------

def create_game(ruleset: Ruleset, nicknames: Iterable[str]) -> list[ev.Event]:
    return _emit(State(), ev.GameCreated(ruleset, tuple(n.strip() for n in nicknames)))


def label(state: State, *, club: str = "", tournament: str = "", table: str = "",
          number: str = "", host: str = "") -> list[ev.Event]:
    return _emit(state, ev.GameLabelled(club.strip(), tournament.strip(), table.strip(),
                                        number.strip(), host.strip()))


def rename(state: State, *, seat: int, nickname: str) -> list[ev.Event]:
    return _emit(state, ev.NicknameChanged(seat, nickname.strip()))


def deal_roles(state: State, *, roles: Iterable[Role | str]) -> list[ev.Event]:
    dealt = []
    for seat, role in enumerate(roles, start=1):
        try:
            # A card that is a Role already is kept as it is (``Role(role)`` is the same
            # member, through the enum's slow call).
            dealt.append(role if type(role) is Role else Role(role))
        except ValueError:
            raise RuleViolation("Seat {seat} has no card ({role!r} is not a role)", seat=seat, role=role) from None
    return _emit(state, ev.RolesDealt(tuple(dealt)))


def deal_random(state: State, *, rng: random.Random) -> list[ev.Event]:
    """Shuffle the ruleset's cards with the caller's random source and deal them."""
    if state.ruleset is None:
        raise RuleViolation("The game has not been set up yet")
    deck = [role for role, count in state.ruleset.roles for _ in range(count)]
    rng.shuffle(deck)
    return deal_roles(state, roles=deck)


def record_arrangement(state: State, *, seats: Iterable[int]) -> list[ev.Event]:
    return _emit(state, ev.ArrangementRecorded(tuple(seats)))


# -- timers and turns ------------------------------------------------------------------------

#: Why a speech was skipped, when the host gave no reason (``SpeechSkipped.reason``).
THIRD_FOUL = QT_TR_NOOP("third foul")
SKIPPED_BY_THE_HOST = QT_TR_NOOP("skipped by the host")

def _head_seat(state: State) -> int | None:
    agenda = state.agenda   # (``state.step``: asked at every speech's end)
    return agenda[0].seat if agenda else None


def start_timer(state: State, *, now: float, by_itself: bool = False) -> list[ev.Event]:
    return _emit(state, ev.SpeechStarted(_head_seat(state), float(now), by_itself))


def pause_timer(state: State, *, now: float, by_itself: bool = False) -> list[ev.Event]:
    return _emit(state, ev.SpeechPaused(_head_seat(state), float(now), by_itself))


def extend_timer(state: State, *, seconds: int = 10) -> list[ev.Event]:
    return _emit(state, ev.SpeechExtended(_head_seat(state), seconds))


def end_speech(state: State, *, now: float, then_start: bool = False) -> list[ev.Event]:
    return _emit(state, ev.SpeechEnded(_head_seat(state), float(now), then_start))


def skip_speech(state: State, *, reason: str = "", then_start: bool = False,
                now: float | None = None) -> list[ev.Event]:
    step = state.step
    if not reason:   # kept in the log as written: the window translates these two
        reason = THIRD_FOUL if step is not None and step.silent else SKIPPED_BY_THE_HOST
    at = float(now) if then_start and now is not None else None
    return _emit(state, ev.SpeechSkipped(_head_seat(state), reason, then_start and at is not None, at))


def next_turn(state: State, *, now: float, then_start: bool = False) -> list[ev.Event]:
    """The host's "Next" on a talk step: a lost speech is skipped, any other one ends.
    ``then_start``: the next step's timer starts at once (where it has one)."""
    agenda = state.agenda
    if agenda and agenda[0].silent:
        return skip_speech(state, then_start=then_start, now=now)
    return end_speech(state, now=now, then_start=then_start)


# -- day -------------------------------------------------------------------------------------

def nominate(state: State, *, by: int | None, seat: int) -> list[ev.Event]:
    return _emit(state, ev.Nominated(by, seat))


def withdraw(state: State, *, by: int | None, seat: int) -> list[ev.Event]:
    return _emit(state, ev.NominationWithdrawn(by, seat))


def pick(state: State, *, seat: int | None) -> list[ev.Event]:
    """A tap towards the current step's choice (a raised hand, a guess, a shooter's target)."""
    return _emit(state, ev.Picked(seat))


def unpick(state: State, *, seat: int) -> list[ev.Event]:
    return _emit(state, ev.Unpicked(seat))


def vote(state: State, *, nominee: int, voters: Iterable[int], rest_to_last: bool = False) -> list[ev.Event]:
    hands = tuple(sorted(voters))
    cast = _emit(state, ev.VotesCast(nominee, hands, rest_to_last))
    # Asked of the host's command, not of a stored log: a game recorded before this check
    # replays as it was played.
    last = last_candidate_to_raise(state, hands)
    if last is not None:
        raise RuleViolation("Seat {seat} is the last candidate: he may not vote against himself, nor abstain, "
                            "so his hand goes up now, for seat {nominee}", seat=last, nominee=nominee)
    return cast


def remove_all_vote(state: State, *, yes: Iterable[int], answers_known: bool = True) -> list[ev.Event]:
    return _emit(state, ev.RemoveAllVoted(tuple(sorted(yes)), answers_known))


def split(state: State, *, seats: Iterable[int]) -> list[ev.Event]:
    return _emit(state, ev.DaySplit(tuple(seats)))


# -- night -----------------------------------------------------------------------------------

def shoot(state: State, *, target: int | None = None,
          shots: dict[int, int | None] | None = None) -> list[ev.Event]:
    """Every living black shot ``target`` (None: no agreed shot, a miss), or give each
    shooter's seat in ``shots`` (a shooter who did not shoot, or shot twice, → None)."""
    if shots is None:
        shots = {shooter: target for shooter in state.living_black()}
    return _emit(state, ev.ShotsFired(tuple(sorted(shots.items()))))


def don_check(state: State, *, seat: int | None) -> list[ev.Event]:
    return _emit(state, ev.DonChecked(seat))


def sheriff_check(state: State, *, seat: int | None) -> list[ev.Event]:
    return _emit(state, ev.SheriffChecked(seat))


def commissar_check(state: State, *, seat: int | None) -> list[ev.Event]:
    return _emit(state, ev.CommissarChecked(seat))


def doctor_save(state: State, *, seat: int | None) -> list[ev.Event]:
    return _emit(state, ev.DoctorSaved(seat))


def mistress_visit(state: State, *, seat: int | None) -> list[ev.Event]:
    return _emit(state, ev.MistressVisited(seat))


#: The command that resolves each night step, keyed by step.
NIGHT_COMMANDS = {
    StepKind.DON_CHECK: don_check,
    StepKind.SHERIFF_CHECK: sheriff_check,
    StepKind.COMMISSAR_CHECK: commissar_check,
    StepKind.DOCTOR: doctor_save,
    StepKind.MISTRESS: mistress_visit,
}


def best_move(state: State, *, guesses: Iterable[int], then_start: bool = False,
              now: float | None = None) -> list[ev.Event]:
    at = float(now) if then_start and now is not None else None
    step = need_step(state, StepKind.BEST_MOVE)   # refused as the event's own check refuses it
    assert step.seat is not None, "a best move's step is its player's"
    return _emit(state, ev.BestMoveMade(step.seat, tuple(guesses), at is not None, at))


# -- discipline, points and end --------------------------------------------------------------

def foul(state: State, *, seat: int, reason: str = "", technical: bool = False) -> list[ev.Event]:
    return _emit(state, ev.FoulGiven(seat, reason, technical))


def remove(state: State, *, seat: int, reason: str = "") -> list[ev.Event]:
    return _emit(state, ev.PlayerRemoved(seat, reason))


def adjust_points(state: State, *, seat: int, points: float, reason: str) -> list[ev.Event]:
    """The host's extra points (``points`` > 0) or penalty (< 0) for ``seat``, with why."""
    return _emit(state, ev.PointsAdjusted(seat, points, reason.strip()))


def end_game(state: State) -> list[ev.Event]:
    if state.winner is None:
        raise RuleViolation("Nobody has won yet")
    return _emit(state, ev.GameEnded(state.winner))


def undo(state: State, *, slip: bool = False) -> list[ev.Event]:
    """Takes back the last action; ``slip``: one the host never meant (see ``Undone``)."""
    if not state.can_undo:
        raise RuleViolation("Nothing to undo")
    return [ev.Undone(slip=slip)]


def redo(state: State) -> list[ev.Event]:
    if not state.can_redo:
        raise RuleViolation("Nothing to redo")
    return [ev.Redone()]


def again(state: State, *, event: ev.Event) -> list[ev.Event]:
    """An undone action done again as it was: the redo of one the log itself can no longer
    redo, the app's own timer event having come after the undo (``folding.to_redo``).
    Checked as any action is."""
    return _emit(state, event)
