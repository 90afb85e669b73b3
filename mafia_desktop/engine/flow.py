"""The order of play: how the agenda moves from night to day to vote to night.

``fold`` resolves the head step of the agenda and calls ``settle``; when the agenda runs
out, ``settle`` decides what comes next under the ruleset (the next speaker, the vote or
no vote, the night's steps, the morning). Departures and the win check live here too.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache

from mafia_desktop.engine.errors import Message
from mafia_desktop.engine.roles import NIGHT_ACTORS, Role, Winner
from mafia_desktop.engine.ruleset import (
    AllSeatedTie, BestMove, Discussion, FirstDayVote, FourAliveTie, RemoveAllVoters,
    RevoteOrder, Rotation, SecondTie, ThirdFoul, ThreeOfNineTie,
)
from mafia_desktop.engine.state import (
    Day, DayStage, Departure, LeftHow, Night, Phase, RemoveAllVote, State, Timer, VoteRound,
    nominees_in_order,
)
from mafia_desktop.engine.steps import Step, StepKind, kept_step

#: Why there is no vote today (``Day.no_vote_reason``): Messages, shown in the host's language.
NO_NOMINEES = Message("Nobody was nominated: no vote today.")
FIRST_DAY_SINGLE = Message("Only one nominee on the first day: no vote. [004 §2.2.1]")
FIRST_DAY_NONE = Message("No vote on the first day (club rule).")
FOUR_AT_THE_TABLE = Message("Exactly four players at the table: nobody leaves. [004 §2.4.2]")
ALL_TIED = Message("Every player at the table is tied: nobody leaves, night falls.")
NOBODY_VOTED = Message("Nobody raised a hand: nobody leaves.")


def only_nominee_gone(seat: int) -> Message:
    return Message("Seat {seat}, the only nominee, has left the table: no vote today.", seat=seat)


def monster_reason(seat: int) -> Message:
    return Message("Seat {seat} was removed: no vote today (monster rule). [004 §2.4.3]", seat=seat)


#: The members the rules read, under plain names: in Python 3.11 a member read off its Enum
#: class (``StepKind.SPEECH``) goes through the metaclass's ``__getattr__`` hook, 0.1 µs against
#: 0.007 for a module's name (some 200 a record an import replays: 4 % of reading it).
_SPEECH = StepKind.SPEECH
_END = StepKind.END
_NIGHT = Phase.NIGHT
_DAY = Phase.DAY
_DAY_STAGE_DISCUSSION = DayStage.DISCUSSION
_DAY_STAGE_DONE = DayStage.DONE
_LAST_WORD = StepKind.LAST_WORD
_BEST_MOVE = StepKind.BEST_MOVE
_DON_CHECK = StepKind.DON_CHECK
_KILLED = LeftHow.KILLED
_WINNER_RED = Winner.RED
_WINNER_BLACK = Winner.BLACK
_REMOVED = LeftHow.REMOVED
_ROLE_COMMISSAR = Role.COMMISSAR
_AGREEMENT = StepKind.AGREEMENT
_ROLE_MEETING = StepKind.ROLE_MEETING
_SHOT = StepKind.SHOT
_ROLE_DON = Role.DON
_SHERIFF_CHECK = StepKind.SHERIFF_CHECK
_ROLE_DOCTOR = Role.DOCTOR
_DISCUSSION_SPEECHES = Discussion.SPEECHES
_DISCUSSION_NOMINATIONS = Discussion.NOMINATIONS
_OPEN_TALK = StepKind.OPEN_TALK
_ROTATION_FROM_FIRST = Rotation.FROM_FIRST
_ROTATION_AFTER_LAST = Rotation.AFTER_LAST
_DAY_STAGE_VOTING = DayStage.VOTING
_JUSTIFICATION = StepKind.JUSTIFICATION
_VOTE = StepKind.VOTE
_TIE_SPEECH = StepKind.TIE_SPEECH
_REMOVE_ALL_VOTE = StepKind.REMOVE_ALL_VOTE
_WINNER_DRAW = Winner.DRAW
_VOTED = LeftHow.VOTED


# -- the agenda ------------------------------------------------------------------------------

def set_agenda(state: State, steps: list[Step]) -> None:
    state.agenda = list(steps)
    new_head(state)


def new_head(state: State) -> None:
    """A new head step: a timer as new and nothing picked (a timer never started, or an
    empty pick, is as good as new: not made again, 11 timers a game an import replays)."""
    timer = state.timer
    if timer.running_since is not None or timer.used or timer.extra:
        state.timer = Timer()
    if state.picked:
        state.picked = []


def finish_head(state: State) -> None:
    """The head step is done: drop it and move on to whatever comes next."""
    if state.agenda:
        state.agenda.pop(0)
    new_head(state)
    settle(state)


def start_head_timer(state: State, at: float) -> None:
    """The step that has just become current starts its timer, if it has one to start."""
    step = state.step
    if step is not None and step.seconds > 0 and not step.silent and not state.timer.running:
        state.timer.running_since = at


def settle(state: State) -> None:
    """Fill an empty agenda from the phase, then prepare the new head step."""
    while not state.agenda and not state.ended:
        if state.winner is not None:
            state.agenda = [kept_step(_END)]
        elif state.phase is _NIGHT:
            if state.round == 0:
                begin_day(state)
            else:
                resolve_night(state)
        elif state.phase is _DAY:
            day = state.day
            if day is not None and day.stage is _DAY_STAGE_DISCUSSION:
                end_discussion(state)
            else:
                if day is not None:
                    day.stage = _DAY_STAGE_DONE
                begin_night(state)
        else:
            break
    agenda = state.agenda
    # (Asked here, not in a call: after every step, and the penalty is rare.)
    if agenda and (step := agenda[0]).kind is _SPEECH and step.seat is not None \
            and state.seats[step.seat - 1].penalty_pending:
        activate_head(state, step)


def activate_head(state: State, step: Step) -> None:
    """A speech that has just become current (``step``, the head, its speaker's penalty
    pending): apply the third foul's penalty."""
    assert step.seat is not None, "a speech is its speaker's"
    seat = state.seats[step.seat - 1]
    seat.penalty_pending = False
    rules = state.rules
    few_left = len(state.living()) <= 4
    if rules.third_foul is ThirdFoul.CUT_SPEECH or (
            rules.third_foul is ThirdFoul.LOSE_SPEECH and few_left):
        penalised = replace(step, seconds=min(step.seconds, rules.timers.penalty_speech))
    else:
        penalised = replace(step, seconds=0, silent=True)
    state.agenda[0] = penalised


def drop_steps_of(state: State, seat: int) -> None:
    """A player who left has no more turns (his own last word and best move aside), and a
    night role of his is not woken again — the don's step excepted [004 §2.1.3]."""
    role = state.seat(seat).role
    rules = state.rules

    def keep(step: Step) -> bool:
        if step.seat == seat:
            return step.kind in (_LAST_WORD, _BEST_MOVE)
        if step.kind is _DON_CHECK and rules.don_step_when_gone:
            return True
        actor = NIGHT_ACTORS.get(step.kind)
        return actor is None or actor is not role
    kept = [st for st in state.agenda if keep(st)]
    if state.agenda and (not kept or kept[0] is not state.agenda[0]):
        state.timer = Timer()
        state.picked = []
    state.agenda = kept


# -- departures and the win ------------------------------------------------------------------

def depart(state: State, seats: list[int] | tuple[int, ...], how: LeftHow, reason: str = "") -> bool:
    """Everyone in ``seats`` leaves at once, then the win is checked. True if the game is won.

    Once the game is won, a later departure (a removal during the final speech) is recorded
    but changes neither the result nor what is left to do (docs/options.md `final_speech_at_end`)."""
    phase = _NIGHT if state.phase is _NIGHT else _DAY
    for number in seats:
        seat = state.seat(number)
        if not seat.alive:
            continue
        seat.left = Departure(number, state.round, phase, how, reason)
        state.departures.append(seat.left)
        if how is _KILLED and state.first_killed is None:
            state.first_killed = number
    if state.winner is not None:
        return True
    winner = check_win(state)
    if winner is None:
        return False
    state.winner = winner
    final_words = last_word_steps(state, seats, how) if state.rules.final_speech_at_end else []
    set_agenda(state, final_words + [kept_step(_END)])
    return True


def check_win(state: State) -> Winner | None:
    # Red wins when no black is left; black when black ≥ red [004 §1.3], [000 goal], [002 §4].
    black = len(state.living_black())
    red = len(state.living_red())
    if black == 0:
        return _WINNER_RED
    if red == 0 or (state.rules.black_wins_at_parity and black >= red):
        return _WINNER_BLACK
    return None


def last_word_steps(state: State, seats, how: LeftHow) -> list[Step]:
    rules = state.rules
    if how is _REMOVED or rules.timers.last_word <= 0:
        return []  # a removal has no last word; the classic party game gives none
    steps = []
    for number in seats:
        if (how is _KILLED and state.seat(number).role is _ROLE_COMMISSAR
                and not rules.killed_commissar_last_word):
            continue  # [001] a killed commissar gets no final words
        steps.append(kept_step(_LAST_WORD, number, rules.timers.last_word))
    return steps


# -- nights ----------------------------------------------------------------------------------

def begin_roles_night(state: State) -> None:
    state.phase = _NIGHT
    state.round = 0
    state.nights.append(Night(0))
    timers = state.rules.timers
    steps = []
    for item in state.rules.roles_night:
        if item == "agreement":
            steps.append(kept_step(_AGREEMENT, None, timers.agreement))
        elif state.rules.has_role(Role(item)):
            steps.append(Step(_ROLE_MEETING, None, timers.role_meeting, role=item))
    set_agenda(state, steps)


def begin_night(state: State) -> None:
    state.phase = _NIGHT
    state.nights.append(Night(state.round))
    rules = state.rules
    steps = []
    for kind in rules.night_order:
        if kind is _SHOT:
            steps.append(kept_step(_SHOT))
        elif kind is _DON_CHECK:
            if state.living_with(_ROLE_DON) or (rules.don_step_when_gone and rules.has_role(_ROLE_DON)):
                steps.append(kept_step(kind, None, rules.timers.don_check))
        elif (actor := NIGHT_ACTORS.get(kind)) and state.living_with(actor):
            seconds = rules.timers.sheriff_check if kind is _SHERIFF_CHECK else 0
            steps.append(kept_step(kind, None, seconds))
    set_agenda(state, steps)


def blocked(state: State, night: Night, role: Role) -> bool:
    """Did the mistress visit the player with ``role`` tonight (and does her visit block)?"""
    return (state.rules.mistress_blocks and night.mistress is not None
            and night.mistress == state.seat_with(role))


def resolve_night(state: State) -> None:
    """Morning: the shot's outcome and the doctor's save; then the day begins."""
    night = state.tonight
    night.resolved = True
    shots = night.shots or ()
    targets = {target for _, target in shots}
    # A hit only if every living black shot, all at the same living seat [004 §2.1.2].
    target = next(iter(targets)) if len(targets) == 1 else None
    if shots and target is not None and state.alive(target):
        night.hit = target
    if night.hit is not None:
        doctor_works = night.doctor is not None and not blocked(state, night, _ROLE_DOCTOR)
        if doctor_works and night.doctor == night.hit:
            night.saved = True  # [001] the doctor guessed the victim
        else:
            night.victim = night.hit
    if night.victim is not None and depart(state, [night.victim], _KILLED):
        return
    state.round += 1
    begin_day(state)


# -- days ------------------------------------------------------------------------------------

def begin_day(state: State) -> None:
    if state.phase is _NIGHT and state.round == 0:
        state.round = 1
    state.phase = _DAY
    rules = state.rules
    day = Day(state.round)
    state.days.append(day)
    day.starter = first_speaker(state)
    day.speakers = tuple(_circle_from(state, day.starter))
    steps: list[Step] = []
    previous = state.nights[-1] if state.nights else None
    if previous is not None and previous.victim is not None:
        victim = previous.victim
        if best_move_due(state, victim):
            steps.append(kept_step(_BEST_MOVE, victim, rules.timers.best_move))
        steps += last_word_steps(state, [victim], _KILLED)
    timers = rules.timers
    if rules.discussion is _DISCUSSION_SPEECHES:
        steps += speeches(day.speakers, timers.speech)
    elif rules.discussion is _DISCUSSION_NOMINATIONS:
        steps.append(kept_step(_OPEN_TALK, None, timers.open_talk))
        steps += speeches(day.speakers, timers.speech)
    else:
        seconds = timers.open_talk_per_player * len(state.living())
        steps.append(kept_step(_OPEN_TALK, None, seconds))
    set_agenda(state, steps)


@lru_cache(maxsize=1024)
def speeches(speakers: tuple[int, ...], seconds: int) -> tuple[Step, ...]:
    """A day's speeches in turn (``kept_step``'s), made once an order of speakers: every
    game's days ask for the same few orders again (a look-up a day, not one a speech)."""
    return tuple(kept_step(_SPEECH, seat, seconds) for seat in speakers)


def first_speaker(state: State) -> int:
    """Who opens today's discussion [004 §2.3], [000 Day 1], docs/options.md `rotation`."""
    rules = state.rules
    living = state.living()
    earlier = [d for d in state.days[:-1] if d.speakers]
    if rules.rotation is _ROTATION_FROM_FIRST or not earlier:
        return living[0]
    previous = earlier[-1]
    if rules.rotation is _ROTATION_AFTER_LAST:
        todays_last = state.next_living_after(previous.speakers[-1])
        return state.next_living_after(todays_last)
    assert previous.starter is not None, "a day with speakers has its first speaker"
    return state.next_living_after(previous.starter)


def _circle_from(state: State, starter: int) -> list[int]:
    """The living seats in turn from ``starter`` (living: the day's first speaker) round the
    table: the living in seat order, turned (not ``next_living_after`` for each, ten calls a day)."""
    living = state.living()
    at = living.index(starter)
    return living[at:] + living[:at]


def best_move_due(state: State, victim: int) -> bool:
    """Only the first player killed at night (sport: on the first night, so a miss that night
    means none); none if two or more left by day 1's vote."""
    rules = state.rules
    if rules.best_move is BestMove.NONE or state.first_killed != victim:
        return False
    left = state.seat(victim).left
    assert left is not None, "the night's victim has left the table"
    if rules.best_move is BestMove.FIRST_NIGHT and left.round != 1:
        return False
    first_day = state.days[0] if state.days else None
    return not (first_day and len(first_day.voted_out) >= 2)


# -- the vote --------------------------------------------------------------------------------

def end_discussion(state: State) -> None:
    """The last speech is over: is there a vote today, and on whom?"""
    day = state.today
    rules = state.rules
    day.stage = _DAY_STAGE_VOTING
    nominees = nominees_in_order(state, day)
    first_day = day.round == 1
    if state.monster_seat is not None and rules.monster_rule:
        return close_without_vote(state, monster_reason(state.monster_seat))
    if first_day and rules.first_day_vote is FirstDayVote.NONE:
        return close_without_vote(state, FIRST_DAY_NONE)
    if rules.discussion is _DISCUSSION_NOMINATIONS:
        nominees = latvian_candidates(state, day)
        day.candidates = tuple(nominees)
    if not nominees:
        return close_without_vote(state, NO_NOMINEES)
    # To-talk votes on who speaks again, so a single nominee is voted on too (as the rating
    # service, whose judge console the option comes from, plays it).
    if (first_day and len(nominees) == 1 and rules.discussion is _DISCUSSION_SPEECHES
            and rules.first_day_vote not in (FirstDayVote.AS_ANY_DAY, FirstDayVote.TO_TALK)):
        return close_without_vote(state, FIRST_DAY_SINGLE)
    justifications = []
    if rules.discussion is _DISCUSSION_NOMINATIONS:
        justifications = [kept_step(_JUSTIFICATION, s, rules.timers.tie_speech) for s in nominees]
    begin_vote_round(state, nominees, 1, before=justifications)


def latvian_candidates(state: State, day: Day) -> list[int]:
    """The most nominated: all sharing first place, else first and second place [001]."""
    counts: dict[int, int] = {}
    for nomination in day.active_nominations():
        if state.alive(nomination.seat):
            counts[nomination.seat] = counts.get(nomination.seat, 0) + 1
    if not counts:
        return []
    ranks = sorted(set(counts.values()), reverse=True)
    chosen = {s for s, c in counts.items() if c == ranks[0]}
    if len(chosen) == 1 and len(ranks) > 1:
        chosen |= {s for s, c in counts.items() if c == ranks[1]}
    return sorted(chosen)


def close_without_vote(state: State, reason: Message) -> None:
    day = state.today
    day.no_vote_reason = reason
    complete_vote(state)


def complete_vote(state: State) -> None:
    """The day's vote is over: the monster window closes [004 §2.4.3]."""
    day = state.today
    day.vote_complete = True
    day.stage = _DAY_STAGE_DONE
    state.monster_seat = None


def begin_vote_round(state: State, ballot, number: int, *, before=(), reorder: bool = True) -> None:
    rules = state.rules
    ballot = tuple(ballot)
    if reorder and number > 1 and rules.revote_order is RevoteOrder.REVERSE:
        ballot = ballot[::-1]
    state.today.rounds.append(VoteRound(number, ballot, tuple(state.living())))
    set_agenda(state, list(before) + [kept_step(_VOTE, s) for s in ballot])


def counted_for_last(state: State, raised: Iterable[int] = ()) -> tuple[int, ...]:
    """Who counts for the last nominee of the open round [004 §2.4]: each of its voters who has
    not voted (nor has a hand up now, ``raised``), the last nominee himself aside where a
    candidate may not vote against himself. The window asks this to say the number before."""
    rnd = state.open_round
    last = rnd.ballot[-1]
    taken = set(rnd.voted) | set(raised)
    return tuple(v for v in rnd.voters if v not in taken and (state.rules.candidate_may_vote_self or v != last))


def last_candidate_to_raise(state: State, raised: Iterable[int | None] = ()) -> int | None:
    """The last candidate, if his hand must go up in the vote now open and is not among
    ``raised``: no one may abstain and a candidate may not vote against himself, so he votes
    for another by the vote on the last candidate but one, where his last chance is
    [001 Balsošana: "Atteikties no balsojuma spēlētājiem nav atļauts", "Kandidāts, kas tiek
    izbalsots, nedrīkst balsot pret sevi. Vadītājs tam seko un šādu rīcību izlabo"]."""
    rnd, step = state.open_round, state.step
    if state.rules.candidate_may_vote_self or rnd is None or step is None or step.kind is not _VOTE:
        return None
    if len(rnd.ballot) < 2 or step.seat != rnd.ballot[-2]:
        return None
    last = rnd.ballot[-1]
    if last not in rnd.voters or last in rnd.voted or last in raised or not state.seat(last).alive:
        return None
    return last


def counts_the_rest_here(state: State) -> bool:
    """Is the open vote on its last nominee, where whoever has not voted counts for him [004 §2.4]?"""
    rnd, step = state.vote_round, state.step
    return (rnd is not None and step is not None and step.kind is _VOTE and state.rules.abstain_to_last
            and step.seat == rnd.ballot[-1])


def votes_to_record(state: State, raised: Iterable[int]) -> int:
    """The count the vote step's nominee gets once the hands ``raised`` are recorded: at the
    last nominee, everyone counted for him besides [004 §2.4]. The button says it before."""
    raised = tuple(raised)
    return len(raised) + (len(counted_for_last(state, raised)) if counts_the_rest_here(state) else 0)


def voted_for_himself(rnd, seat: int, rules) -> bool:
    """His hand was up for himself, or, the last nominee, he raised none and so counted for
    himself [004 §2.4: a player who did not vote is counted for the last nominee]."""
    abstained_for_himself = rules.abstain_to_last and seat == rnd.ballot[-1] and seat in rnd.abstainers
    return seat in rnd.votes.get(seat, ()) or abstained_for_himself


def close_round(state: State) -> None:
    """Every nominee has been asked: count, then leave, revote or ask the remove-all vote.
    Each way out leaves its words in ``rnd.outcome``, for the host to announce."""
    day = state.today
    rules = state.rules
    rnd = day.rounds[-1]
    rnd.abstainers = counted_for_last(state)
    rnd.closed = True
    counts = rnd.counts(rules.abstain_to_last)
    leaders = rnd.leaders(rules.abstain_to_last)
    first_day_rule = rules.first_day_vote if day.round == 1 else FirstDayVote.STANDARD
    tie_speech = rules.timers.tie_speech
    if len(leaders) == 1:
        leader = leaders[0]
        if counts[leader] == 0:
            rnd.outcome = NOBODY_VOTED
            return finish_vote(state, ())  # nobody raised a hand (abstaining allowed)
        if first_day_rule in (FirstDayVote.TO_TALK, FirstDayVote.NO_BREAK):
            rnd.outcome = Message("Seat {seat} has the most votes, but on the first day a single leader "
                                  "stays (club rule) and speaks again.", seat=leader)
            return finish_vote(state, (), speeches=[kept_step(_TIE_SPEECH, leader, tie_speech)])
        if first_day_rule is FirstDayVote.SELF_BREAK and not voted_for_himself(rnd, leader, rules):
            rnd.outcome = Message("Seat {seat} has the most votes but did not vote for himself: "
                                  "he stays (club rule).", seat=leader)
            return finish_vote(state, ())
        rnd.outcome = Message("Seat {seat} is voted out.", seat=leader)
        return finish_vote(state, (leader,))
    tied = seats_and(leaders)   # (the words of a tie: not made for a single leader, the most common count)
    if first_day_rule is FirstDayVote.TO_TALK:
        rnd.outcome = Message("A tie between seats {seats}: on the first day nobody leaves (club rule); "
                              "each speaks again.", seats=tied)
        return finish_vote(state, (), speeches=[kept_step(_TIE_SPEECH, s, tie_speech) for s in leaders])
    all_equal = len(leaders) == len(rnd.ballot)
    if len(leaders) == 3 and len(state.living()) == 9:
        rule = rules.tie_of_three_with_nine_alive
        if rule is ThreeOfNineTie.NO_FURTHER_VOTE or (
                rule is ThreeOfNineTie.AFTER_FIRST_ROUND and rnd.number > 1):
            rnd.outcome = Message("Seats {seats} are tied with nine at the table: nobody leaves "
                                  "(club rule).", seats=tied)
            return finish_vote(state, ())
    if rnd.number == 1 or (rules.second_tie is SecondTie.NARROW and not all_equal):
        # [004 §2.4.1] the tied speak 30 s in ballot order, the others drop, revote.
        speeches = [kept_step(_TIE_SPEECH, s, tie_speech) for s in leaders] if tie_speech > 0 else []
        rnd.outcome = (Message("A tie between seats {seats}: each speaks again, then a revote.", seats=tied)
                       if speeches else Message("A tie between seats {seats}: a revote.", seats=tied))
        return begin_vote_round(state, leaders, rnd.number + 1, before=speeches)
    if rules.second_tie is SecondTie.NOBODY:
        rnd.outcome = Message("A tie again between seats {seats}: nobody leaves.", seats=tied)
        return finish_vote(state, ())
    rnd.outcome = Message("A tie again between seats {seats}.", seats=tied)
    ask_remove_all(state, tuple(leaders))


def seats_and(seats) -> Message:
    """"4", "4 and 5", "4, 5 and 6", each language with its own "and"."""
    words = [str(seat) for seat in seats]
    if len(words) < 2:
        return Message("{seat}", seat="".join(words))
    return Message("{seats} and {seat}", seats=", ".join(words[:-1]), seat=words[-1])


def ask_remove_all(state: State, candidates: tuple[int, ...]) -> None:
    """Car crash [004 §2.4.2] / Latvian outcome vote [001]."""
    rules = state.rules
    living = state.living()
    day = state.today
    if len(living) == 4 and rules.tie_with_four_alive is FourAliveTie.NOBODY_LEAVES:
        day.no_vote_reason = FOUR_AT_THE_TABLE
        return finish_vote(state, ())
    if set(candidates) == set(living) and rules.all_seated_tied is AllSeatedTie.NOBODY_LEAVES:
        day.no_vote_reason = ALL_TIED
        return finish_vote(state, ())
    voters = tuple(living)
    if rules.remove_all_voters is RemoveAllVoters.NON_CANDIDATES:
        voters = tuple(s for s in living if s not in candidates)
    day.remove_all = RemoveAllVote(candidates, voters)
    set_agenda(state, [kept_step(_REMOVE_ALL_VOTE)])


def resolve_remove_all(state: State, yes: tuple[int, ...]) -> None:
    vote = state.open_remove_all
    vote.yes = yes
    # More than half of those who may vote [004 §2.4.2]; 334187 day 4: 3 of 6 is not enough.
    vote.passed = len(yes) >= vote.needed
    count = {"yes": len(yes), "voters": len(vote.voters)}
    if not vote.passed:
        vote.outcome = Message("{yes} of {voters} are for all of them leaving; {needed} needed: nobody leaves.",
                               needed=vote.needed, **count)
        return finish_vote(state, ())
    if set(vote.candidates) == set(state.living()):
        # docs/options.md `all_seated_tied` = draw_vote: everyone voted out together ends in a draw.
        vote.outcome = Message("{yes} of {voters} are for all of them leaving: everyone leaves, a draw.", **count)
        state.winner = _WINNER_DRAW
        complete_vote(state)
        set_agenda(state, [kept_step(_END)])
        return
    vote.outcome = Message("{yes} of {voters} are for all of them leaving: seats {seats} leave the table.",
                           seats=seats_and(vote.candidates), **count)
    finish_vote(state, vote.candidates)


def finish_vote(state: State, leaving, *, speeches=()) -> None:
    day = state.today
    complete_vote(state)
    leaving = tuple(s for s in leaving if state.alive(s))  # a removed leader is gone already
    day.voted_out = leaving
    steps = list(speeches)
    if leaving:
        if depart(state, leaving, _VOTED):
            return
        steps += last_word_steps(state, leaving, _VOTED)
    set_agenda(state, steps)


def decided_whatever_he_did(state: State, seat: int) -> int | None:
    """The round's leader if neither the votes to come nor the removed player's own vote (cast
    or not) can change him [004 §2.4.3]; the round then goes on without him as a voter."""
    rnd = state.open_round
    with_him, voters = round_decided_leader(state), rnd.voters
    rnd.voters = tuple(v for v in voters if v != seat)
    if with_him is None or round_decided_leader(state) != with_him:
        rnd.voters = voters
        return None
    return with_him


def round_decided_leader(state: State) -> int | None:
    """During a vote: the single leader no remaining vote can change, if there is one.

    [004 §2.4.3] a vote counts as complete once its result no longer depends on the votes
    still to come (the removed player's included).
    """
    rnd = state.vote_round
    if rnd is None:
        return None
    rules = state.rules
    uncounted = [n for n in rnd.ballot if n not in rnd.votes]
    remaining = sum(1 for v in rnd.voters if v not in rnd.voted)   # a removed voter's hand stays
    counts = {n: len(rnd.votes.get(n, ())) for n in rnd.ballot}
    if rules.abstain_to_last and len(uncounted) <= 1:
        counts[rnd.ballot[-1]] += remaining
        top = max(counts.values())
        leaders = [n for n in rnd.ballot if counts[n] == top]
        return leaders[0] if len(leaders) == 1 and top > 0 else None
    counted = {n: c for n, c in counts.items() if n not in uncounted}
    if not counted:
        return None
    leader = max(counted, key=counted.__getitem__)
    others = [c for n, c in counted.items() if n != leader]
    if all(counted[leader] > c for c in others) and (not uncounted or counted[leader] > remaining):
        return leader
    return None


def removal_during_vote(state: State, seat: int) -> None:
    """A player left in the middle of the day's vote."""
    day = state.today
    rules = state.rules
    if rules.monster_rule:
        leader = decided_whatever_he_did(state, seat) if state.step and state.step.kind is _VOTE else None
        if leader:
            # The result was already fixed, so the vote was complete: it stands, and the
            # removal counts against the next day's vote instead, unless the vote was
            # removing him: the rule does not apply to a player already voted out.
            close_round(state)
            state.monster_seat = None if leader == seat else seat
            return
        day.no_vote_reason = monster_reason(seat)
        complete_vote(state)
        set_agenda(state, [])
        return
    # Without the monster rule the current round is taken again without him.
    if day.remove_all is not None and day.remove_all.yes is None:
        candidates = tuple(s for s in day.remove_all.candidates if s != seat)
        day.remove_all = None
        if len(candidates) >= 2:
            return ask_remove_all(state, candidates)
        return finish_vote(state, candidates)
    rnd = state.vote_round
    if rnd is None:
        drop_steps_of(state, seat)
        return
    day.rounds.pop()
    ballot = [s for s in rnd.ballot if s != seat]
    if not ballot:
        # The only nominee left: no vote, and his vote steps go with him (classic seed 2337373).
        close_without_vote(state, only_nominee_gone(seat))
        set_agenda(state, [])
        return
    speeches = [st for st in state.agenda if st.kind in (_TIE_SPEECH, _JUSTIFICATION)
                and st.seat != seat]
    begin_vote_round(state, ballot, rnd.number, before=speeches, reorder=False)
