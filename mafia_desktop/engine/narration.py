"""What the host says: the morning news and whether there is a vote today.

Plain functions of the state, shared by the window, the protocol and the tests. They
return ``Message`` values (translatable; ``str()`` is the English).
"""

from __future__ import annotations

from collections.abc import Sequence

from mafia_desktop.engine.errors import Message, joined
from mafia_desktop.engine.events import Event
from mafia_desktop.engine.flow import FIRST_DAY_NONE, monster_reason, seats_and
from mafia_desktop.engine.folding import applied, fold
from mafia_desktop.engine.roles import Role, Winner
from mafia_desktop.engine.ruleset import FirstDayVote, ThirdFoul
from mafia_desktop.engine.state import Day, LeftHow, Night, Phase, State, VoteRound, snapshot
from mafia_desktop.engine.steps import StepKind


def morning_news(state: State, night: Night) -> list[Message]:
    """The host's announcement after ``night`` [004 §2.2], [001 Morning]."""
    if night.round == 0 or not night.resolved:
        return []
    lines = []
    if night.victim is not None:
        lines.append(Message("Seat {seat} was killed.", seat=night.victim))
    elif night.saved:
        lines.append(Message("The mafia shot, but the doctor saved the victim."))  # [001] no names
    else:
        lines.append(Message("The mafia missed: nobody was killed."))
    check = night.commissar_check
    commissar = state.seat_with(Role.COMMISSAR)
    if check is not None and check.answer is not None and night.victim != commissar:
        # [001] announced without saying who checked whom; not if the commissar was killed.
        lines.append(Message("The commissar's check found a black player.") if check.answer
                     else Message("The commissar's check found a player who is not black."))
    return lines


def vote_outlook(state: State) -> Message | None:
    """Why there will be no vote today, as far as it is known already; None if there may be one."""
    day = state.day
    if state.phase is not Phase.DAY or day is None:
        return None
    if day.no_vote_reason:
        return day.no_vote_reason
    if day.vote_complete:
        return None
    rules = state.rules
    if state.monster_seat is not None and rules.monster_rule:
        return monster_reason(state.monster_seat)
    if day.round == 1 and rules.first_day_vote is FirstDayVote.NONE:
        return FIRST_DAY_NONE
    return None


# -- what the host announces after an action -------------------------------------------------

def announcements(before: State, after: State) -> list[Message]:
    """Everything the host must say aloud that the action from ``before`` to ``after`` led
    to, in the order he says it: a vote's count and result, the remove-all question and its
    count against the majority, why there is no vote today, a removal, a third foul, the
    morning's news, the winner. Read off the states (the engine wrote each outcome as it
    decided it), never guessed."""
    if before.ruleset is None or after.ruleset is None:
        return []
    lines: list[Message] = []
    for index, day in enumerate(after.days):
        was = before.days[index] if index < len(before.days) else None
        lines += _day_announcements(after, day, was)
    lines += _discipline_announcements(before, after)
    for index, night in enumerate(after.nights):
        was_night = before.nights[index] if index < len(before.nights) else None
        if night.resolved and not (was_night is not None and was_night.resolved):
            lines += morning_news(after, night)
    if after.winner is not None and _at_the_end(after) and not _at_the_end(before):
        # Only once the last word is over (docs/options.md `final_speech_at_end`): not before it.
        lines.append(_WIN_REASONS[after.winner])
    return lines


def _at_the_end(state: State) -> bool:
    return state.step is not None and state.step.kind is StepKind.END


_WIN_REASONS = {
    Winner.RED: Message("No black player is left: the town wins."),
    Winner.BLACK: Message("The mafia are as many as the town: the mafia wins."),
    Winner.DRAW: Message("Everyone left together: a draw."),
}


def vote_count(state: State, rnd: VoteRound) -> Message:
    """"Votes: seat 2: 4, seat 8: 5." — the abstainers counted where the rule says so."""
    counts = rnd.counts(state.rules.abstain_to_last)
    return Message("Votes: {counts}.", counts=joined(
        [Message("seat {seat}: {votes}", seat=seat, votes=counts[seat]) for seat in rnd.ballot], ", "))


def _day_announcements(state: State, day: Day, was: Day | None) -> list[Message]:
    lines: list[Message] = []
    old_rounds = was.rounds if was is not None else []
    for number, rnd in enumerate(day.rounds):
        old = old_rounds[number] if number < len(old_rounds) else None
        if rnd.closed and not (old is not None and old.closed):
            lines.append(vote_count(state, rnd))
            if rnd.outcome is not None:
                lines.append(rnd.outcome)
    vote, old_vote = day.remove_all, (was.remove_all if was is not None else None)
    if vote is not None and old_vote is None:
        lines.append(Message("Ask: who is for seats {seats} all leaving? {needed} of {voters} needed.",
                             seats=seats_and(vote.candidates), needed=vote.needed, voters=len(vote.voters)))
    if vote is not None and vote.outcome is not None and (old_vote is None or old_vote.outcome is None):
        lines.append(vote.outcome)
    if day.split and not (was is not None and was.split):
        lines.append(Message("Split: seats {seats} speak again; nobody leaves.", seats=seats_and(day.split)))
    if day.no_vote_reason and not (was is not None and was.no_vote_reason):
        lines.append(day.no_vote_reason)
    return lines


def _discipline_announcements(before: State, after: State) -> list[Message]:
    lines: list[Message] = []
    rules = after.rules
    known = {d.seat for d in before.departures}
    for departure in after.departures:
        if departure.seat not in known and departure.how is LeftHow.REMOVED:
            lines.append(Message("Seat {seat} is removed ({reason}): he leaves at once, without a last word.",
                                 seat=departure.seat, reason=departure.reason))
    for seat in after.seats:
        if seat.penalty_pending and not before.seat(seat.number).penalty_pending and seat.alive:
            if rules.third_foul is ThirdFoul.CUT_SPEECH:
                lines.append(Message("Seat {seat} has a third foul: his next speech is cut to {seconds} s.",
                                     seat=seat.number, seconds=rules.timers.penalty_speech))
            else:
                lines.append(Message("Seat {seat} has a third foul: he loses his next speech.", seat=seat.number))
    if after.monster_seat is not None and after.monster_seat != before.monster_seat and rules.monster_rule:
        day = after.day
        if after.phase is Phase.DAY and day is not None and not day.vote_complete:
            lines.append(monster_reason(after.monster_seat))
        else:   # after the day's vote (it stands), or at night
            lines.append(Message("Seat {seat} was removed: no vote on the next day (monster rule).",
                                 seat=after.monster_seat))
    return lines


def said_this_round(effective: Sequence[Event], round_now: int) -> list[tuple[int, list[Message]]]:
    """What the host said in round ``round_now`` (the morning's news, the votes, the fouls'
    penalties), action by action as the log has them in effect: each with the count of
    actions in effect once it was taken. A game resumed from its log gets back the day's
    "Said today" as it was said. Only the round's actions and the one before it (which
    brought the morning) are copied to compare; the rest is folded straight."""
    if not effective:
        return []
    state = fold(effective[:1], check=False)
    said: list[tuple[int, list[Message]]] = []
    for count, event in enumerate(effective[1:], start=2):
        before = snapshot(state) if state.round >= round_now - 1 else None
        applied(event)(event, state)
        if before is not None and state.round == round_now:
            lines = announcements(before, state)
            if lines:
                said.append((count, lines))
    return said


# -- what a tap would do --------------------------------------------------------------------

def next_foul(state: State, seat: int, *, technical: bool = False) -> Message:
    """What the next foul (or technical foul) for ``seat`` does, for the seat menu's line:
    "4th foul: he leaves the game". The count the fold keeps decides it (fold.py: the third
    foul's penalty, the fourth's removal [000 Speaking out of turn], docs/options.md `third_foul`; a second
    technical foul removes)."""
    player = state.seat(seat)
    if technical:
        if player.technical_fouls == 0:
            return Message("1st technical foul")
        if player.technical_fouls == 1 and player.alive:
            return Message("2nd technical foul: he leaves the game")
        return Message("technical foul no. {count}", count=player.technical_fouls + 1)
    count = player.fouls + 1
    if count == 1:
        return Message("1st foul")
    if count == 2:
        return Message("2nd foul")
    if count == 3 and player.alive:
        rules = state.rules
        if rules.third_foul is ThirdFoul.CUT_SPEECH:
            return Message("3rd foul: his next speech is cut to {seconds} s", seconds=rules.timers.penalty_speech)
        if rules.third_foul is ThirdFoul.LOSE_SPEECH:
            return Message("3rd foul: he loses his next speech")
        return Message("3rd foul")
    if count == 4 and player.alive:
        return Message("4th foul: he leaves the game")
    return Message("foul no. {count}", count=count)
