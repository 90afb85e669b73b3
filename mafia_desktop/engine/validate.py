"""Is this event allowed now? One check per event type, each raising ``RuleViolation``.

Commands run these checks before they return an event, and ``fold`` runs them again on
every stored event, so a damaged or foreign log is refused at its first bad entry.
"""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from functools import singledispatch

from . import events as ev
from .errors import RuleViolation
from .roles import Role
from .ruleset import Discussion, Shooting, Withdrawal, validate_role_mix
from .state import Phase, State
from .steps import TIMED_TALK, StepKind, step_label

#: What the host may still record once the game is over.
AFTER_THE_END = (ev.NicknameChanged, ev.GameLabelled, ev.PointsAdjusted)


def validate(event: ev.Event, state: State) -> None:
    if isinstance(event, ev.GameCreated):
        return _check(event, state)
    if state.ruleset is None:
        raise RuleViolation("The game has not been set up yet")
    if state.ended and not isinstance(event, AFTER_THE_END):
        raise RuleViolation("The game is over")
    _check(event, state)


@singledispatch
def _check(event: ev.Event, state: State) -> None:
    raise RuleViolation(f"{type(event).__name__} cannot be recorded")


# -- shared checks ---------------------------------------------------------------------------

def need_step(state: State, *kinds: StepKind) -> None:
    step = state.step
    if step is None or step.kind not in kinds:
        raise RuleViolation(f"Not now: the table is at {step_label(step)}")


def need_seat(state: State, seat: object) -> int:
    if not state.is_seat(seat):
        raise RuleViolation(f"There is no seat {seat} at this table")
    return seat  # type: ignore[return-value]


def need_alive(state: State, seat: object, doing: str) -> int:
    need_seat(state, seat)
    if not state.alive(seat):
        raise RuleViolation(f"Seat {seat} has left the table and cannot {doing}")
    return seat  # type: ignore[return-value]


def need_distinct(seats: tuple[int, ...], what: str) -> None:
    repeated = [seat for seat, n in Counter(seats).items() if n > 1]
    if repeated:
        raise RuleViolation(f"Seat {repeated[0]} is listed twice {what}")


def need_current_seat(state: State, seat: int | None) -> None:
    step = state.step
    if step is not None and step.seat != seat:
        raise RuleViolation(f"Not now: the table is at {step_label(step)}")


def need_nickname(state: State, nickname: object, seat: int | None = None) -> None:
    if not isinstance(nickname, str) or not nickname.strip():
        raise RuleViolation(f"Seat {seat} needs a nickname" if seat else "Every seat needs a nickname")
    for other in state.seats:
        if other.number != seat and other.nickname.strip().casefold() == nickname.strip().casefold():
            raise RuleViolation(f"Seat {other.number} is already called {nickname.strip()!r}")


# -- setup -----------------------------------------------------------------------------------

@_check.register
def _(event: ev.GameCreated, state: State) -> None:
    if state.ruleset is not None:
        raise RuleViolation("This game has already been set up")
    validate_role_mix(event.ruleset)
    size = event.ruleset.table_size
    if len(event.nicknames) != size:
        raise RuleViolation(f"The table has {size} seats but {len(event.nicknames)} nicknames were given")
    seen: dict[str, int] = {}
    for seat, nickname in enumerate(event.nicknames, start=1):
        if not isinstance(nickname, str) or not nickname.strip():
            raise RuleViolation(f"Seat {seat} needs a nickname")
        key = nickname.strip().casefold()
        if key in seen:
            raise RuleViolation(f"Seats {seen[key]} and {seat} have the same nickname {nickname.strip()!r}")
        seen[key] = seat


@_check.register
def _(event: ev.GameLabelled, state: State) -> None:
    for name in ("club", "tournament", "table", "number", "host"):
        value = getattr(event, name)
        if not isinstance(value, str) or len(value) > 200:
            raise RuleViolation(f"The {name} label must be text of at most 200 characters")


@_check.register
def _(event: ev.NicknameChanged, state: State) -> None:
    need_seat(state, event.seat)
    need_nickname(state, event.nickname, event.seat)


@_check.register
def _(event: ev.RolesDealt, state: State) -> None:
    need_step(state, StepKind.DEAL)
    if len(event.roles) != state.size:
        raise RuleViolation(f"Deal one card to each of the {state.size} seats")
    wanted = dict(state.ruleset.roles)
    dealt = Counter(event.roles)
    for role in Role:
        if dealt.get(role, 0) != wanted.get(role, 0):
            raise RuleViolation(
                f"The deal has {dealt.get(role, 0)} × {role.value}; this table needs {wanted.get(role, 0)}")


@_check.register
def _(event: ev.ArrangementRecorded, state: State) -> None:
    need_step(state, StepKind.AGREEMENT)
    if not 1 <= len(event.seats) <= 3:
        raise RuleViolation("The arrangement names one to three seats")
    for seat in event.seats:
        need_seat(state, seat)
    need_distinct(event.seats, "in the arrangement")


# -- timers ----------------------------------------------------------------------------------

def need_timed(state: State, seat: int | None) -> None:
    step = state.step
    if step is None or step.seconds <= 0:
        raise RuleViolation(f"Not now: {step_label(step)} has no timer")
    need_current_seat(state, seat)


@_check.register
def _(event: ev.SpeechStarted, state: State) -> None:
    step = state.step
    if step is not None and step.silent:
        raise RuleViolation(f"Seat {step.seat} has lost this speech (third foul)")
    need_timed(state, event.seat)
    if state.timer.running:
        raise RuleViolation("The timer is already running")


@_check.register
def _(event: ev.SpeechPaused, state: State) -> None:
    need_timed(state, event.seat)
    if not state.timer.running:
        raise RuleViolation("The timer is not running")
    if event.at < state.timer.running_since:
        raise RuleViolation("The pause comes before the timer started")


@_check.register
def _(event: ev.SpeechExtended, state: State) -> None:
    need_timed(state, event.seat)
    if not isinstance(event.seconds, int) or event.seconds <= 0:
        raise RuleViolation("Add a positive number of seconds")


@_check.register
def _(event: ev.SpeechEnded, state: State) -> None:
    need_step(state, *(TIMED_TALK - {StepKind.BEST_MOVE}))
    need_current_seat(state, event.seat)
    step = state.step
    if step.silent:
        raise RuleViolation(f"Seat {step.seat} has lost this speech (third foul): skip it")
    if (state.ruleset.discussion is Discussion.NOMINATIONS and step.kind is StepKind.SPEECH
            and not _nominations_by(state, step.seat)):
        raise RuleViolation(f"Seat {step.seat} must nominate one or two players before the next turn")


@_check.register
def _(event: ev.SpeechSkipped, state: State) -> None:
    need_step(state, StepKind.SPEECH, StepKind.TIE_SPEECH, StepKind.LAST_WORD, StepKind.JUSTIFICATION)
    need_current_seat(state, event.seat)
    step = state.step
    if (state.ruleset.discussion is Discussion.NOMINATIONS and step.kind is StepKind.SPEECH
            and not step.silent):
        raise RuleViolation(f"Seat {step.seat} may not skip his turn: every player nominates")


def _nominations_by(state: State, seat: int | None) -> list:
    return [n for n in state.day.active_nominations() if n.by == seat]


# -- day -------------------------------------------------------------------------------------

@_check.register
def _(event: ev.Nominated, state: State) -> None:
    rules = state.ruleset
    step = state.step
    if event.by is None:
        if rules.discussion is not Discussion.OPEN:
            raise RuleViolation("In this game the players nominate, not the host")
        need_step(state, StepKind.OPEN_TALK)
    else:
        need_seat(state, event.by)
        if rules.discussion is Discussion.OPEN:
            raise RuleViolation("In this game the host puts players to the vote")
        if step is None or step.kind is not StepKind.SPEECH or step.seat != event.by:
            raise RuleViolation(f"Seat {event.by} can nominate only during his own speech")
    need_alive(state, event.seat, "be nominated")
    day = state.day
    if event.by is None:
        if any(n.seat == event.seat for n in day.active_nominations()):
            raise RuleViolation(f"Seat {event.seat} is already on the ballot")
        return
    mine = _nominations_by(state, event.by)
    if any(n.seat == event.seat for n in mine):
        raise RuleViolation(f"Seat {event.by} has already nominated seat {event.seat}")
    limit = state.nomination_limit()
    if len(mine) >= limit and rules.withdrawal is not Withdrawal.REPLACE:
        named = ", ".join(str(n.seat) for n in mine)
        hint = " (withdraw it first)" if rules.withdrawal is Withdrawal.ALLOWED else ""
        if limit == 1:
            raise RuleViolation(f"Seat {event.by} already nominated today: seat {named}{hint}")
        raise RuleViolation(f"Seat {event.by} has already nominated {limit} players today: {named}")


@_check.register
def _(event: ev.NominationWithdrawn, state: State) -> None:
    if event.by is None:
        if state.ruleset.discussion is not Discussion.OPEN:
            raise RuleViolation("In this game only the nominating player withdraws")
        need_step(state, StepKind.OPEN_TALK)
        if not any(n.seat == event.seat for n in _nominations_by(state, None)):
            raise RuleViolation(f"Seat {event.seat} is not on the ballot")
        return
    if state.ruleset.withdrawal is Withdrawal.FORBIDDEN:
        raise RuleViolation("Withdrawing a nomination is not allowed in this game")
    need_seat(state, event.by)
    step = state.step
    if step is None or step.kind is not StepKind.SPEECH or step.seat != event.by:
        raise RuleViolation(f"Seat {event.by} can withdraw only during his own speech")
    if not any(n.seat == event.seat for n in _nominations_by(state, event.by)):
        raise RuleViolation(f"Seat {event.by} has not nominated seat {event.seat}")


@_check.register
def _(event: ev.VotesCast, state: State) -> None:
    need_step(state, StepKind.VOTE)
    if state.step.seat != event.nominee:
        raise RuleViolation(f"The vote now is on seat {state.step.seat}, not seat {event.nominee}")
    rnd = state.vote_round
    need_distinct(event.voters, "among the hands")
    voted = {voter: nominee for nominee, hands in rnd.votes.items() for voter in hands}
    for voter in event.voters:
        need_alive(state, voter, "vote")
        if voter not in rnd.voters:
            raise RuleViolation(f"Seat {voter} does not vote in this round")
        if voter in voted:
            raise RuleViolation(f"Seat {voter} already voted, for seat {voted[voter]}")
        if voter == event.nominee and not state.ruleset.candidate_may_vote_self:
            raise RuleViolation(f"Seat {voter} is a candidate and cannot vote against himself")


@_check.register
def _(event: ev.RemoveAllVoted, state: State) -> None:
    need_step(state, StepKind.REMOVE_ALL_VOTE)
    need_distinct(event.yes, "among the hands")
    vote = state.day.remove_all
    for voter in event.yes:
        need_alive(state, voter, "vote")
        if voter not in vote.voters:
            raise RuleViolation(f"Seat {voter} is one of the candidates and does not vote now")


@_check.register
def _(event: ev.DaySplit, state: State) -> None:
    if not state.ruleset.day_zero_split:
        raise RuleViolation("This game has no split")
    day = state.day
    if day is None or day.round != 1:
        raise RuleViolation("The split is for the first day only")
    need_step(state, StepKind.VOTE)
    rnd = state.vote_round
    if rnd.number != 1 or rnd.votes:
        raise RuleViolation("The split replaces the first vote: undo the votes first")
    if len(event.seats) != 2:
        raise RuleViolation("A split names two nominees")
    need_distinct(event.seats, "in the split")
    for seat in event.seats:
        if seat not in rnd.ballot:
            raise RuleViolation(f"Seat {seat} is not on the ballot")


# -- night -----------------------------------------------------------------------------------

@_check.register
def _(event: ev.ShotsFired, state: State) -> None:
    if state.phase is Phase.NIGHT and state.round == 0:
        raise RuleViolation("No shot on the first night")  # [004 §2.1.1]
    need_step(state, StepKind.SHOT)
    shooters = tuple(shooter for shooter, _ in event.shots)
    need_distinct(shooters, "among the shooters")
    black = state.living_black()
    for shooter, target in event.shots:
        need_seat(state, shooter)
        if shooter not in black:
            raise RuleViolation(f"Seat {shooter} is not a black player at the table and does not shoot")
        if target is not None:
            need_seat(state, target)
    missing = [s for s in black if s not in shooters]
    if missing:
        raise RuleViolation(
            "Record a shot (or no shot) for every black player: seat " + ", ".join(map(str, missing)))
    if state.ruleset.shooting is Shooting.AGREED and len({t for _, t in event.shots}) > 1:
        raise RuleViolation("In this game the mafia agree on one victim")


def _check_by(state: State, role: Role, seat: int | None, what: str) -> None:
    if seat is None:
        return
    need_seat(state, seat)
    if not state.living_with(role):
        raise RuleViolation(f"The {role.value} has left the table: no {what} tonight")


@_check.register
def _(event: ev.DonChecked, state: State) -> None:
    need_step(state, StepKind.DON_CHECK)
    _check_by(state, Role.DON, event.seat, "check")


@_check.register
def _(event: ev.SheriffChecked, state: State) -> None:
    need_step(state, StepKind.SHERIFF_CHECK)
    _check_by(state, Role.SHERIFF, event.seat, "check")


@_check.register
def _(event: ev.CommissarChecked, state: State) -> None:
    need_step(state, StepKind.COMMISSAR_CHECK)
    _check_by(state, Role.COMMISSAR, event.seat, "check")


@_check.register
def _(event: ev.DoctorSaved, state: State) -> None:
    need_step(state, StepKind.DOCTOR)
    _check_by(state, Role.DOCTOR, event.seat, "save")
    if event.seat is None:
        return
    need_alive(state, event.seat, "be saved")
    if state.doctor_last == (state.round - 1, event.seat):
        raise RuleViolation(f"The doctor saved seat {event.seat} last night and cannot save him two nights running")
    limit = state.ruleset.doctor_self_saves
    if (limit is not None and state.seat(event.seat).role is Role.DOCTOR
            and state.doctor_self_saves >= limit):
        raise RuleViolation("The doctor has already saved himself as often as this game allows")


@_check.register
def _(event: ev.MistressVisited, state: State) -> None:
    need_step(state, StepKind.MISTRESS)
    _check_by(state, Role.MISTRESS, event.seat, "visit")
    if event.seat is None:
        return
    need_alive(state, event.seat, "be visited")
    if state.seat(event.seat).role is Role.MISTRESS:
        raise RuleViolation("The mistress visits another player")


@_check.register
def _(event: ev.BestMoveMade, state: State) -> None:
    need_step(state, StepKind.BEST_MOVE)
    need_current_seat(state, event.seat)
    if len(event.guesses) > 3:
        raise RuleViolation("The best move names at most three seats")
    need_distinct(event.guesses, "in the best move")
    for guess in event.guesses:
        need_seat(state, guess)
        if guess == event.seat:
            raise RuleViolation("The best move names other players")


# -- discipline ------------------------------------------------------------------------------

@_check.register
def _(event: ev.FoulGiven, state: State) -> None:
    need_seat(state, event.seat)
    if state.phase is Phase.SETUP:
        raise RuleViolation("Fouls are given once the game has begun")
    step = state.step
    if not state.alive(event.seat) and not (step and step.seat == event.seat):
        raise RuleViolation(f"Seat {event.seat} has left the table")
    if event.technical and not state.ruleset.technical_fouls:
        raise RuleViolation("This game does not count technical fouls")


@_check.register
def _(event: ev.PlayerRemoved, state: State) -> None:
    need_seat(state, event.seat)
    if state.phase is Phase.SETUP:
        raise RuleViolation("Removals come once the game has begun")
    if not state.alive(event.seat):
        raise RuleViolation(f"Seat {event.seat} has already left the table")


# -- points ----------------------------------------------------------------------------------

@_check.register
def _(event: ev.PointsAdjusted, state: State) -> None:
    # Any phase, after the end too: the host may score a game once it is over.
    need_seat(state, event.seat)
    if not isinstance(event.reason, str) or not event.reason.strip():
        raise RuleViolation(f"Write why seat {event.seat} gets these points")
    points = event.points
    if isinstance(points, bool) or not isinstance(points, (int, float)):
        raise RuleViolation(f"Points are a number, not {points!r}")
    exact = Decimal(repr(points))
    if not exact.is_finite() or exact == 0:
        raise RuleViolation("Give a number of points other than zero")
    if exact.as_tuple().exponent < -2:
        raise RuleViolation(f"Points have at most two decimals ({points} is too fine)")


# -- end -------------------------------------------------------------------------------------

@_check.register
def _(event: ev.GameEnded, state: State) -> None:
    need_step(state, StepKind.END)
    if event.winner is not state.winner:
        raise RuleViolation(f"The rules say the {state.winner.value} team won")
