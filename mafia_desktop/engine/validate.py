"""Is this event allowed now? One check per event type, each raising ``RuleViolation``.

Commands run these checks before they return an event, and ``fold`` runs them again on
every stored event, so a damaged or foreign log is refused at its first bad entry.
"""

from __future__ import annotations

from collections import Counter
from functools import singledispatch

from mafia_desktop.engine import events as ev
from mafia_desktop.engine.errors import QT_TR_NOOP, RuleViolation
from mafia_desktop.engine.roles import BLACK_ROLES, Role, Winner, role_word
from mafia_desktop.engine.ruleset import Discussion, Shooting, Withdrawal, kept_for, validate_role_mix
from mafia_desktop.engine.state import Nomination, Phase, State
from mafia_desktop.engine.steps import TIMED_TALK, Step, StepKind, step_label

#: What the host may still record once the game is over.
AFTER_THE_END = (ev.NicknameChanged, ev.GameLabelled, ev.PointsAdjusted)
#: The host's extra points or penalty for one seat in one game, at most this much.
MOST_POINTS = 100
#: A best move names at most this many seats: the last of them completes it.
BEST_MOVE_SEATS = 3


def validate(event: ev.Event, state: State) -> None:
    if isinstance(event, ev.GameCreated):
        return _CHECKS[ev.GameCreated](event, state)   # (its check at once, not through singledispatch's lookup)
    if state.ruleset is None:
        raise RuleViolation("The game has not been set up yet")
    if state.ended and not isinstance(event, AFTER_THE_END):
        raise RuleViolation("The game is over")
    # The registered check of the event's own type at once (as ``fold.applied`` does).
    _CHECKS.get(type(event), _check)(event, state)


@singledispatch
def _check(event: ev.Event, state: State) -> None:
    raise RuleViolation("{event} cannot be recorded", event=type(event).__name__)


#: Members read in this module's functions under plain names (as ``engine.flow`` reads them).
_DEAL = StepKind.DEAL
_AGREEMENT = StepKind.AGREEMENT
_SPEECH = StepKind.SPEECH
_OPEN_TALK = StepKind.OPEN_TALK
_VOTE = StepKind.VOTE
_BEST_MOVE = StepKind.BEST_MOVE
_SHOT = StepKind.SHOT
_SHOOTING_EACH_BLACK = Shooting.EACH_BLACK
_REMOVE_ALL_VOTE = StepKind.REMOVE_ALL_VOTE
_SHOOTING_AGREED = Shooting.AGREED
_ROLE_DON = Role.DON
_ROLE_SHERIFF = Role.SHERIFF
_ROLE_COMMISSAR = Role.COMMISSAR
_ROLE_DOCTOR = Role.DOCTOR
_ROLE_MISTRESS = Role.MISTRESS
_DON_CHECK = StepKind.DON_CHECK
_SHERIFF_CHECK = StepKind.SHERIFF_CHECK
_COMMISSAR_CHECK = StepKind.COMMISSAR_CHECK
_STEP_KIND_DOCTOR = StepKind.DOCTOR
_STEP_KIND_MISTRESS = StepKind.MISTRESS
_SETUP = Phase.SETUP
_END = StepKind.END


# -- shared checks ---------------------------------------------------------------------------

def need_step(state: State, *kinds: StepKind) -> Step:
    """The head step, which must be of one of ``kinds``."""
    agenda = state.agenda   # (``state.step``, read here: asked at nearly every event)
    step = agenda[0] if agenda else None
    if step is None or step.kind not in kinds:
        raise RuleViolation("Not now: the table is at {step}", step=step_label(step))
    return step


def need_turn(state: State, kinds: frozenset[StepKind], seat: int | None) -> Step:
    """The head step, of one of ``kinds`` and ``seat``'s: ``need_step`` and
    ``need_current_seat`` at once (a speech's end asks both, 25 times a game)."""
    agenda = state.agenda
    step = agenda[0] if agenda else None
    if step is None or step.kind not in kinds or step.seat != seat:
        raise RuleViolation("Not now: the table is at {step}", step=step_label(step))
    return step


def need_seat(state: State, seat: object) -> int:
    if not state.is_seat(seat):
        raise RuleViolation("There is no seat {seat} at this table", seat=seat)
    return seat


def need_alive(state: State, seat: object, refusal: str) -> int:
    """``refusal``: the whole sentence, with its place {seat} ("Seat {seat} has left the
    table and cannot vote"), marked for translation where it is written."""
    number = need_seat(state, seat)
    if state.seats[number - 1].left is not None:   # (``state.alive``: a seat, as ``need_seat`` says)
        raise RuleViolation(refusal, seat=number)
    return number


def need_distinct(seats: tuple[int, ...], refusal: str) -> None:
    """``refusal``: the whole sentence, with its place {seat} ("Seat {seat} is listed twice
    in the split"), marked for translation where it is written."""
    if len(set(seats)) == len(seats):   # (most often: no Counter made)
        return
    repeated = [seat for seat, n in Counter(seats).items() if n > 1]
    if repeated:
        raise RuleViolation(refusal, seat=repeated[0])


def need_current_seat(state: State, seat: int | None) -> None:
    step = state.step
    if step is not None and step.seat != seat:
        raise RuleViolation("Not now: the table is at {step}", step=step_label(step))


def need_nickname(state: State, nickname: object, seat: int | None = None) -> None:
    if not isinstance(nickname, str) or not nickname.strip():
        if seat:
            raise RuleViolation("Seat {seat} needs a nickname", seat=seat)
        raise RuleViolation("Every seat needs a nickname")
    for other in state.seats:
        if other.number != seat and other.nickname.strip().casefold() == nickname.strip().casefold():
            raise RuleViolation("Seat {seat} is already called {nickname!r}",
                                seat=other.number, nickname=nickname.strip())


# -- setup -----------------------------------------------------------------------------------

@_check.register
def _(event: ev.GameCreated, state: State) -> None:
    if state.ruleset is not None:
        raise RuleViolation("This game has already been set up")
    # A ruleset is immutable, and a reader's records share one: its mix checked once.
    kept_for(event.ruleset, "role mix checked", validate_role_mix)
    size = event.ruleset.table_size
    if len(event.nicknames) != size:
        raise RuleViolation("The table has {size} seats but {count} nicknames were given",
                            size=size, count=len(event.nicknames))
    seen: dict[str, int] = {}
    for seat, nickname in enumerate(event.nicknames, start=1):
        if not isinstance(nickname, str) or not nickname.strip():
            raise RuleViolation("Seat {seat} needs a nickname", seat=seat)
        key = nickname.strip().casefold()
        if key in seen:
            raise RuleViolation("Seats {first} and {seat} have the same nickname {nickname!r}",
                                first=seen[key], seat=seat, nickname=nickname.strip())
        seen[key] = seat


_LABEL_REFUSALS = {
    "club": QT_TR_NOOP("The club label must be text of at most 200 characters"),
    "tournament": QT_TR_NOOP("The tournament label must be text of at most 200 characters"),
    "table": QT_TR_NOOP("The table label must be text of at most 200 characters"),
    "number": QT_TR_NOOP("The number label must be text of at most 200 characters"),
    "host": QT_TR_NOOP("The host label must be text of at most 200 characters"),
}


@_check.register
def _(event: ev.GameLabelled, state: State) -> None:
    for name, refusal in _LABEL_REFUSALS.items():
        value = getattr(event, name)
        if not isinstance(value, str) or len(value) > 200:
            raise RuleViolation(refusal)


@_check.register
def _(event: ev.NicknameChanged, state: State) -> None:
    need_seat(state, event.seat)
    need_nickname(state, event.nickname, event.seat)


@_check.register
def _(event: ev.RolesDealt, state: State) -> None:
    need_step(state, _DEAL)
    if len(event.roles) != state.size:
        raise RuleViolation("Deal one card to each of the {size} seats", size=state.size)
    wanted = dict(state.rules.roles)
    dealt: dict[Role, int] = {}
    for role in event.roles:
        dealt[role] = dealt.get(role, 0) + 1
    if dealt == wanted:   # (most often: the cards the table needs; else the first role amiss named)
        return
    for role in Role:
        if dealt.get(role, 0) != wanted.get(role, 0):
            raise RuleViolation("The deal has {dealt} × {role}; this table needs {wanted}",
                                dealt=dealt.get(role, 0), role=role_word(role), wanted=wanted.get(role, 0))


@_check.register
def _(event: ev.ArrangementRecorded, state: State) -> None:
    need_step(state, _AGREEMENT)
    if not 1 <= len(event.seats) <= 3:
        raise RuleViolation("The arrangement names one to three seats")
    for seat in event.seats:
        need_seat(state, seat)
    need_distinct(event.seats, QT_TR_NOOP("Seat {seat} is listed twice in the arrangement"))


# -- timers ----------------------------------------------------------------------------------

def need_timed(state: State, seat: int | None) -> None:
    step = state.step
    if step is None or step.seconds <= 0:
        raise RuleViolation("Not now: {step} has no timer", step=step_label(step))
    need_current_seat(state, seat)


@_check.register
def _(event: ev.SpeechStarted, state: State) -> None:
    step = state.step
    if step is not None and step.silent:
        raise RuleViolation("Seat {seat} has lost this speech (third foul)", seat=step.seat)
    need_timed(state, event.seat)
    if state.timer.running:
        raise RuleViolation("The timer is already running")


@_check.register
def _(event: ev.SpeechPaused, state: State) -> None:
    need_timed(state, event.seat)
    since = state.timer.running_since
    if since is None:
        raise RuleViolation("The timer is not running")
    if event.at < since:
        raise RuleViolation("The pause comes before the timer started")


@_check.register
def _(event: ev.SpeechExtended, state: State) -> None:
    need_timed(state, event.seat)
    if not isinstance(event.seconds, int) or event.seconds <= 0:
        raise RuleViolation("Add a positive number of seconds")


#: The talk steps a speech ends (a best move is made, not ended): worked out once, not for
#: each of the 25 speeches of a game.
_ENDED_BY_THE_SPEAKER = TIMED_TALK - {StepKind.BEST_MOVE}
_SKIPPED = frozenset({StepKind.SPEECH, StepKind.TIE_SPEECH, StepKind.LAST_WORD, StepKind.JUSTIFICATION})
#: Asked at every speech's end, under a plain name: in Python 3.11 ``Discussion.NOMINATIONS``
#: goes through ``EnumType.__getattr__`` (87 ns against 19).
_NOMINATIONS = Discussion.NOMINATIONS


@_check.register
def _(event: ev.SpeechEnded, state: State) -> None:
    step = need_turn(state, _ENDED_BY_THE_SPEAKER, event.seat)
    if step.silent:
        raise RuleViolation("Seat {seat} has lost this speech (third foul): skip it", seat=step.seat)
    if (state.rules.discussion is _NOMINATIONS and step.kind is _SPEECH
            and not _nominations_by(state, step.seat)):
        raise RuleViolation("Seat {seat} must nominate one or two players before the next turn", seat=step.seat)


@_check.register
def _(event: ev.SpeechSkipped, state: State) -> None:
    if event.then_start and event.at is None:
        raise RuleViolation("The next timer needs the moment it starts")
    step = need_turn(state, _SKIPPED, event.seat)
    if (state.rules.discussion is _NOMINATIONS and step.kind is _SPEECH
            and not step.silent):
        raise RuleViolation("Seat {seat} may not skip his turn: every player nominates", seat=step.seat)


def _nominations_by(state: State, seat: int | None) -> list[Nomination]:
    return [n for n in state.today.active_nominations() if n.by == seat]


# -- day -------------------------------------------------------------------------------------

@_check.register
def _(event: ev.Nominated, state: State) -> None:
    rules = state.rules
    step = state.step
    if event.by is None:
        if not state.host_nominates:
            raise RuleViolation("In this game the players nominate, not the host")
        need_step(state, _OPEN_TALK)
    else:
        need_seat(state, event.by)
        if state.host_nominates:
            raise RuleViolation("In this game the host puts players to the vote")
        if step is None or step.kind is not _SPEECH or step.seat != event.by:
            raise RuleViolation("Seat {seat} can nominate only during his own speech", seat=event.by)
    need_alive(state, event.seat, QT_TR_NOOP("Seat {seat} has left the table and cannot be nominated"))
    day = state.today
    if event.by is None:
        if any(n.seat == event.seat for n in day.active_nominations()):
            raise RuleViolation("Seat {seat} is already on the ballot", seat=event.seat)
        return
    mine = _nominations_by(state, event.by)
    if any(n.seat == event.seat for n in mine):
        raise RuleViolation("Seat {seat} has already nominated seat {nominee}", seat=event.by, nominee=event.seat)
    if not rules.repeat_nomination_counts:
        if event.seat in state.ballot():
            return   # [000 Nomination] naming a listed seat adds nothing and uses nothing up
        mine = [n for n in mine if n.added]
    limit = state.nomination_limit()
    if len(mine) >= limit and rules.withdrawal is not Withdrawal.REPLACE:
        named = ", ".join(str(n.seat) for n in mine)
        if limit == 1 and rules.withdrawal is Withdrawal.ALLOWED:
            raise RuleViolation("Seat {seat} already nominated today: seat {named} (withdraw it first)",
                                seat=event.by, named=named)
        if limit == 1:
            raise RuleViolation("Seat {seat} already nominated today: seat {named}", seat=event.by, named=named)
        raise RuleViolation("Seat {seat} has already nominated {limit} players today: {named}",
                            seat=event.by, limit=limit, named=named)


@_check.register
def _(event: ev.NominationWithdrawn, state: State) -> None:
    if event.by is None:
        if not state.host_nominates:
            raise RuleViolation("In this game only the nominating player withdraws")
        need_step(state, _OPEN_TALK)
        if not any(n.seat == event.seat for n in _nominations_by(state, None)):
            raise RuleViolation("Seat {seat} is not on the ballot", seat=event.seat)
        return
    if not state.withdrawals_allowed:
        raise RuleViolation("Withdrawing a nomination is not allowed in this game")
    need_seat(state, event.by)
    step = state.step
    if step is None or step.kind is not _SPEECH or step.seat != event.by:
        raise RuleViolation("Seat {seat} can withdraw only during his own speech", seat=event.by)
    if not any(n.seat == event.seat for n in _nominations_by(state, event.by)):
        raise RuleViolation("Seat {seat} has not nominated seat {nominee}", seat=event.by, nominee=event.seat)


_TWICE_AMONG_THE_HANDS = QT_TR_NOOP("Seat {seat} is listed twice among the hands")
_LEFT_CANNOT_VOTE = QT_TR_NOOP("Seat {seat} has left the table and cannot vote")


@_check.register
def _(event: ev.VotesCast, state: State) -> None:
    step = need_step(state, _VOTE)
    if step.seat != event.nominee:
        raise RuleViolation("The vote now is on seat {seat}, not seat {nominee}",
                            seat=step.seat, nominee=event.nominee)
    rnd = state.open_round
    if event.rest_to_last and not rest_counts_for_last(state):
        raise RuleViolation("Seat {seat} is not the last nominee but one, or the rest do not count "
                            "for the last nominee in this game", seat=event.nominee)
    need_distinct(event.voters, _TWICE_AMONG_THE_HANDS)
    voted = {voter: nominee for nominee, hands in rnd.votes.items() for voter in hands}
    seats = state.seats
    for voter in event.voters:
        # A living seat's hand passes at once; ``need_alive`` says what is wrong with any
        # other (two calls a hand, 26 hands a game an import replays).
        if type(voter) is not int or not 1 <= voter <= len(seats) or seats[voter - 1].left is not None:
            need_alive(state, voter, _LEFT_CANNOT_VOTE)
        if voter not in rnd.voters:
            raise RuleViolation("Seat {seat} does not vote in this round", seat=voter)
        if voter in voted:
            raise RuleViolation("Seat {seat} already voted, for seat {nominee}", seat=voter, nominee=voted[voter])
        if voter == event.nominee and not state.rules.candidate_may_vote_self:
            raise RuleViolation("Seat {seat} is a candidate and cannot vote against himself", seat=voter)


def rest_counts_for_last(state: State) -> bool:
    """Is the vote now on the last nominee but one, with everyone who has not voted then
    counted for the last nominee [004 §2.4], [000 Voting]? His vote then needs no hands."""
    rnd, step = state.vote_round, state.step
    if rnd is None or step is None or not state.rules.abstain_to_last or len(rnd.ballot) < 2:
        return False
    following = state.agenda[1] if len(state.agenda) > 1 else None
    return (step.seat == rnd.ballot[-2] and following is not None and following.kind is _VOTE
            and following.seat == rnd.ballot[-1])


def completes_the_best_move(state: State) -> bool:
    """Would one more seat complete the best move being made (its last seat)?"""
    step = state.step
    return step is not None and step.kind is _BEST_MOVE and len(state.picked) == BEST_MOVE_SEATS - 1


def split_pair(state: State) -> tuple[int, int] | None:
    """The two nominees the first day's split [000 Split] names if the host makes it now:
    seat 1 and the first other nominee where seat 1 is one of them, else the first two. None
    where no split may be made (not mastermind's custom, not the first vote of the first
    day, or a hand is already recorded: the checks of ``DaySplit``)."""
    day, rnd, step = state.day, state.vote_round, state.step
    if (not state.rules.day_zero_split or day is None or day.round != 1 or rnd is None or step is None
            or step.kind is not _VOTE or rnd.number != 1 or rnd.votes or len(rnd.ballot) < 2):
        return None
    if 1 not in rnd.ballot:
        return rnd.ballot[0], rnd.ballot[1]
    return 1, next(seat for seat in rnd.ballot if seat != 1)


def shots_may_differ(state: State) -> bool:
    """At the shot: may the host record each black's target in turn, the shots differing?
    Where each black shoots on his own, more than one is at the table, and not on the first
    night (no shot then [004 §2.1.1])."""
    step = state.step
    return (step is not None and step.kind is _SHOT and not state.first_night
            and state.rules.shooting is _SHOOTING_EACH_BLACK and len(state.living_black()) > 1)


_PICKED_TWICE = QT_TR_NOOP("Seat {seat} is already chosen: tap it again to take it back")


@_check.register
def _(event: ev.Picked, state: State) -> None:
    """A tap towards the head step's choice: checked as the choice it leads to."""
    step = state.step
    kind = step.kind if step is not None else None
    seat = event.seat
    if seat is None and kind is not _SHOT:
        raise RuleViolation("Choose a seat")
    if seat is not None:
        need_seat(state, seat)
        if seat in state.picked and kind is not _SHOT:
            raise RuleViolation(_PICKED_TWICE, seat=seat)
    chosen = tuple(state.picked) + (seat,)
    # Only a shooter's tap is ever None (no shot): every other choice is of seats.
    seats = tuple(s for s in chosen if s is not None)
    if kind is _VOTE and step is not None and step.seat is not None:
        _check(ev.VotesCast(step.seat, seats), state)
    elif kind is _REMOVE_ALL_VOTE:
        _check(ev.RemoveAllVoted(seats), state)
    elif kind is _BEST_MOVE and step is not None and step.seat is not None:
        _check(ev.BestMoveMade(step.seat, seats), state)
    elif kind is _AGREEMENT and state.arrangement_tapped:
        _check(ev.ArrangementRecorded(seats), state)
    elif kind is _SHOT and not state.first_night:
        # Each black's shot in seat order; the last one's tap fires them all (ShotsFired).
        if len(chosen) >= len(state.living_black()):
            raise RuleViolation("Every shooter has a target: record the shots")
        if seat is not None:
            need_alive(state, seat, QT_TR_NOOP("Seat {seat} has left the table and cannot be shot"))
    else:
        raise RuleViolation("A tap on a seat does nothing now: the table is at {step}", step=step_label(step))


@_check.register
def _(event: ev.Unpicked, state: State) -> None:
    if state.step is not None and state.step.kind is _SHOT:
        raise RuleViolation("A shooter's target is taken back with Undo")
    if event.seat not in state.picked:
        raise RuleViolation("Seat {seat} is not chosen", seat=event.seat)


@_check.register
def _(event: ev.RemoveAllVoted, state: State) -> None:
    need_step(state, _REMOVE_ALL_VOTE)
    need_distinct(event.yes, _TWICE_AMONG_THE_HANDS)
    vote = state.open_remove_all
    for voter in event.yes:
        need_alive(state, voter, _LEFT_CANNOT_VOTE)
        if voter not in vote.voters:
            raise RuleViolation("Seat {seat} is one of the candidates and does not vote now", seat=voter)


@_check.register
def _(event: ev.DaySplit, state: State) -> None:
    if not state.rules.day_zero_split:
        raise RuleViolation("This game has no split")
    day = state.day
    if day is None or day.round != 1:
        raise RuleViolation("The split is for the first day only")
    need_step(state, _VOTE)
    rnd = state.open_round
    if rnd.number != 1 or rnd.votes:
        raise RuleViolation("The split replaces the first vote: undo the votes first")
    if len(event.seats) != 2:
        raise RuleViolation("A split names two nominees")
    need_distinct(event.seats, QT_TR_NOOP("Seat {seat} is listed twice in the split"))
    for seat in event.seats:
        if seat not in rnd.ballot:
            raise RuleViolation("Seat {seat} is not on the ballot", seat=seat)


# -- night -----------------------------------------------------------------------------------

@_check.register
def _(event: ev.ShotsFired, state: State) -> None:
    if state.first_night:
        raise RuleViolation("No shot on the first night")  # [004 §2.1.1]
    need_step(state, _SHOT)
    shooters = tuple(shooter for shooter, _ in event.shots)
    need_distinct(shooters, QT_TR_NOOP("Seat {seat} is listed twice among the shooters"))
    black = state.living_black()
    for shooter, target in event.shots:
        need_seat(state, shooter)
        if shooter not in black:
            raise RuleViolation("Seat {seat} is not a black player at the table and does not shoot", seat=shooter)
        if target is not None:
            need_seat(state, target)
            if not state.rules.black_may_be_shot and state.seat(target).role in BLACK_ROLES:
                # [002 §3] the mafia choose their victim among the honest players
                raise RuleViolation("Seat {seat} is one of the mafia: the mafia's victim is one of the "
                                    "honest players", seat=target)
    missing = [s for s in black if s not in shooters]
    if missing:
        raise RuleViolation("Record a shot (or no shot) for every black player: seat {seats}",
                            seats=", ".join(map(str, missing)))
    if state.rules.shooting is _SHOOTING_AGREED and len({t for _, t in event.shots}) > 1:
        raise RuleViolation("In this game the mafia agree on one victim")


#: A night role who has left the table: his action is refused.
_ROLE_GONE = {
    _ROLE_DON: QT_TR_NOOP("The don has left the table: no check tonight"),
    _ROLE_SHERIFF: QT_TR_NOOP("The sheriff has left the table: no check tonight"),
    _ROLE_COMMISSAR: QT_TR_NOOP("The commissar has left the table: no check tonight"),
    _ROLE_DOCTOR: QT_TR_NOOP("The doctor has left the table: no save tonight"),
    _ROLE_MISTRESS: QT_TR_NOOP("The mistress has left the table: no visit tonight"),
}


def _check_by(state: State, role: Role, seat: int | None) -> None:
    if seat is None:
        return
    need_seat(state, seat)
    if not state.living_with(role):
        raise RuleViolation(_ROLE_GONE[role])


@_check.register
def _(event: ev.DonChecked, state: State) -> None:
    need_step(state, _DON_CHECK)
    _check_by(state, _ROLE_DON, event.seat)


@_check.register
def _(event: ev.SheriffChecked, state: State) -> None:
    need_step(state, _SHERIFF_CHECK)
    _check_by(state, _ROLE_SHERIFF, event.seat)


@_check.register
def _(event: ev.CommissarChecked, state: State) -> None:
    need_step(state, _COMMISSAR_CHECK)
    _check_by(state, _ROLE_COMMISSAR, event.seat)


@_check.register
def _(event: ev.DoctorSaved, state: State) -> None:
    need_step(state, _STEP_KIND_DOCTOR)
    _check_by(state, _ROLE_DOCTOR, event.seat)
    if event.seat is None:
        return
    need_alive(state, event.seat, QT_TR_NOOP("Seat {seat} has left the table and cannot be saved"))
    if state.doctor_last == (state.round - 1, event.seat):
        raise RuleViolation("The doctor saved seat {seat} last night and cannot save him two nights running",
                            seat=event.seat)
    limit = state.rules.doctor_self_saves
    if (limit is not None and state.seat(event.seat).role is _ROLE_DOCTOR
            and state.doctor_self_saves >= limit):
        raise RuleViolation("The doctor has already saved himself as often as this game allows")


@_check.register
def _(event: ev.MistressVisited, state: State) -> None:
    need_step(state, _STEP_KIND_MISTRESS)
    _check_by(state, _ROLE_MISTRESS, event.seat)
    if event.seat is None:
        return
    need_alive(state, event.seat, QT_TR_NOOP("Seat {seat} has left the table and cannot be visited"))
    if state.seat(event.seat).role is _ROLE_MISTRESS:
        raise RuleViolation("The mistress visits another player")


@_check.register
def _(event: ev.BestMoveMade, state: State) -> None:
    need_step(state, _BEST_MOVE)
    need_current_seat(state, event.seat)
    if len(event.guesses) > BEST_MOVE_SEATS:
        raise RuleViolation("The best move names at most three seats")
    need_distinct(event.guesses, QT_TR_NOOP("Seat {seat} is listed twice in the best move"))
    for guess in event.guesses:
        need_seat(state, guess)
        if guess == event.seat:
            raise RuleViolation("The best move names other players")


# -- discipline ------------------------------------------------------------------------------

@_check.register
def _(event: ev.FoulGiven, state: State) -> None:
    need_seat(state, event.seat)
    if state.phase is _SETUP:
        raise RuleViolation("Fouls are given once the game has begun")
    step = state.step
    if not state.alive(event.seat) and not (step and step.seat == event.seat):
        raise RuleViolation("Seat {seat} has left the table", seat=event.seat)
    if event.technical and not state.technical_fouls_counted:
        raise RuleViolation("This game does not count technical fouls")


@_check.register
def _(event: ev.PlayerRemoved, state: State) -> None:
    need_seat(state, event.seat)
    if state.phase is _SETUP:
        raise RuleViolation("Removals come once the game has begun")
    if not state.alive(event.seat):
        raise RuleViolation("Seat {seat} has already left the table", seat=event.seat)


# -- points ----------------------------------------------------------------------------------

@_check.register
def _(event: ev.PointsAdjusted, state: State) -> None:
    # Any phase, after the end too: the host may score a game once it is over.
    need_seat(state, event.seat)
    if not isinstance(event.reason, str) or not event.reason.strip():
        raise RuleViolation("Write why seat {seat} gets these points", seat=event.seat)
    points = event.points
    if isinstance(points, bool) or not isinstance(points, (int, float)):
        raise RuleViolation("Points are a number, not {points!r}", points=points)
    from decimal import Decimal   # (a host's adjustment alone: not every replay's start)
    exact = Decimal(repr(points))
    if not exact.is_finite() or exact == 0:
        raise RuleViolation("Give a number of points other than zero")
    exponent = exact.as_tuple().exponent   # an int: a finite number's ('n', 'N', 'F' are not)
    if isinstance(exponent, int) and exponent < -2:
        raise RuleViolation("Points have at most two decimals ({points} is too fine)", points=points)
    if abs(exact) > MOST_POINTS:   # a slip of the finger (1e26) would break every total shown
        raise RuleViolation("Give at most {most} points, plus or minus", most=MOST_POINTS)


# -- end -------------------------------------------------------------------------------------

@_check.register
def _(event: ev.GameEnded, state: State) -> None:
    need_step(state, _END)
    if event.winner is not state.winner:
        assert state.winner is not None, "the end step comes only with a winner"
        raise RuleViolation(_WINNERS[state.winner])


_WINNERS = {
    Winner.RED: QT_TR_NOOP("The rules say the red team won"),
    Winner.BLACK: QT_TR_NOOP("The rules say the black team won"),
    Winner.DRAW: QT_TR_NOOP("The rules say the draw team won"),
}


#: The checks by event type, a plain dict made once all are registered above (as
#: ``folding._APPLIES``: the registry is a mapping proxy, a lookup and a call more an event).
_CHECKS = dict(_check.registry)
