"""Voting, the first day's rules and ties [004 §2.2.1, §2.4–§2.4.2], [000 Split, Tie], docs/rules.md §7."""

import pytest

from mafia_desktop.engine import LeftHow, RuleViolation, StepKind, commands as c
from mafia_desktop.engine.flow import votes_to_record
from mafia_desktop.engine.narration import vote_outlook
from mafia_desktop.engine.ruleset import (
    AllSeatedTie, FirstDayVote, FourAliveTie, RevoteOrder, ThreeOfNineTie,
)

from .table import Table


def day_two(t: Table, victim: int = 10) -> Table:
    """Day 1 without nominees, a kill, then day 2's speeches begin."""
    t.to_day()
    t.speak()
    t.night(victim, don=1, sheriff=1)
    t.morning()
    return t


def test_abstainers_count_for_the_last_nominee():
    # 004 §2.4: a player who did not vote is counted for the last nominee.
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    t.vote({3: [1, 2, 5, 6]})
    rnd = t.state.days[-1].rounds[0]
    assert rnd.abstainers == (3, 4, 7, 8, 9)
    assert rnd.counts(True) == {3: 4, 4: 5}
    assert t.state.seat(4).left.how is LeftHow.VOTED


def test_a_player_votes_only_once_per_round():
    # 004 §2.4: repeated votes of the same player are ignored — the app refuses them.
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    t.run(c.vote, nominee=3, voters=[1, 2])
    with pytest.raises(RuleViolation, match="Seat 2 already voted, for seat 3"):
        t.run(c.vote, nominee=4, voters=[2])


def test_votes_are_taken_in_ballot_order():
    # 004 §2.4: the host asks for each nominee in the order they were first nominated.
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    with pytest.raises(RuleViolation, match="The vote now is on seat 3, not seat 4"):
        t.run(c.vote, nominee=4, voters=[1])


def test_a_player_who_left_cannot_vote():
    # docs/rules.md §1.
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    with pytest.raises(RuleViolation, match="Seat 10 has left the table and cannot vote"):
        t.run(c.vote, nominee=3, voters=[10])


def test_day_one_single_nominee_means_no_vote():
    # 004 §2.2.1: one nominee on the first day → no vote, night follows.
    t = Table()
    t.to_day()
    t.speak({3: 7})
    assert t.state.days[0].no_vote_reason.startswith("Only one nominee on the first day")
    assert t.step.kind is StepKind.SHOT and t.state.living() == list(range(1, 11))


def test_later_day_single_nominee_leaves():
    # docs/rules.md §2 default: a single nominee on a later day gets every vote and leaves.
    t = day_two(Table())
    t.speak({2: 7})
    t.vote({7: []})
    assert t.state.seat(7).left.how is LeftHow.VOTED
    assert t.state.days[-1].rounds[0].counts(True) == {7: 9}


def test_first_day_vote_none_has_no_vote_at_all():
    # docs/options.md `first_day_vote` / Polemica zeroVoting "none".
    t = Table(first_day_vote=FirstDayVote.NONE)
    t.to_day()
    assert vote_outlook(t.state) == "No vote on the first day (club rule)."
    t.speak({1: 2, 2: 3})
    assert t.step.kind is StepKind.SHOT
    assert t.state.days[0].no_vote_reason == "No vote on the first day (club rule)."


def test_first_day_no_break_single_leader_stays_and_speaks_again():
    # docs/options.md `first_day_vote` = no-break (Polemica "liftOnly", 334187 day 1).
    t = Table(first_day_vote=FirstDayVote.NO_BREAK)
    t.to_day()
    t.speak({1: 2, 2: 3})
    t.vote({2: [1, 2, 3, 4, 5, 6]})
    assert t.step.kind is StepKind.TIE_SPEECH and t.step.seat == 2 and t.step.seconds == 30
    t.talk_through()
    assert t.state.living() == list(range(1, 11)) and t.step.kind is StepKind.SHOT


def test_first_day_no_break_tied_players_can_still_leave_together():
    # docs/options.md `first_day_vote` no-break: "tied players still can be removed together".
    t = Table(first_day_vote=FirstDayVote.NO_BREAK)
    t.to_day()
    t.speak({1: 2, 2: 3})
    t.vote({2: [1, 2, 3, 4, 5]})
    t.talk_through()
    t.vote({2: [1, 2, 3, 4, 5]})
    t.run(c.remove_all_vote, yes=[1, 4, 5, 6, 7, 8])
    assert [d.seat for d in t.state.departures] == [2, 3]


def test_first_day_to_talk_leader_speaks_and_nobody_leaves():
    # docs/options.md `first_day_vote` = to-talk.
    t = Table(first_day_vote=FirstDayVote.TO_TALK)
    t.to_day()
    t.speak({1: 2, 2: 3})
    t.vote({2: [1, 2, 3, 4, 5]})
    assert [st.seat for st in t.state.agenda if st.kind is StepKind.TIE_SPEECH] == [2, 3]
    t.talk_through()
    assert t.state.departures == []


def test_first_day_to_talk_a_single_nominee_is_voted_on_and_speaks_again():
    # docs/options.md `first_day_vote`, to-talk: "a single nominee is voted on too, to speak
    # again" (the rules' reading of it): the day-1 vote chooses who speaks again, so the single-nominee
    # exception [004 §2.2.1] does not apply (the rating service's reading).
    t = Table(first_day_vote=FirstDayVote.TO_TALK)
    t.to_day()
    t.speak({1: 4})
    assert t.step.kind is StepKind.VOTE and t.step.seat == 4
    t.vote({4: [1, 2]})
    assert [st.seat for st in t.state.agenda if st.kind is StepKind.TIE_SPEECH] == [4]
    t.talk_through()
    assert t.state.departures == []


def test_first_day_self_break_leader_leaves_only_if_he_voted_for_himself():
    # docs/options.md `first_day_vote` = self-break.
    t = Table(first_day_vote=FirstDayVote.SELF_BREAK)
    t.to_day()
    t.speak({1: 2, 2: 3})
    t.vote({2: [1, 3, 4, 5, 6, 7]})
    assert t.state.departures == []
    t2 = Table(first_day_vote=FirstDayVote.SELF_BREAK)
    t2.to_day()
    t2.speak({1: 2, 2: 3})
    t2.vote({2: [1, 2, 3, 4, 5, 6]})
    assert t2.state.seat(2).left.how is LeftHow.VOTED


def test_first_day_self_break_the_last_nominee_who_raised_no_hand_counted_for_himself():
    # docs/options.md `first_day_vote` = self-break, with 004 §2.4: a player who did not vote is counted
    # for the last nominee, so the last nominee who raised no hand voted for himself (a record
    # says so: mafiaratings writes his vote for the last nominee).
    t = Table(first_day_vote=FirstDayVote.SELF_BREAK)
    t.to_day()
    t.speak({1: 2, 2: 3})
    t.vote({2: [1, 2]})                      # 3 and the seven others raise no hand: 8 for seat 3
    assert t.state.seat(3).left.how is LeftHow.VOTED


def test_mastermind_day_zero_split():
    # 000 Split: day 0 by custom two nominees tie on purpose, speak 30 s more, nobody leaves.
    t = Table("mastermind")
    t.to_day()
    assert t.state.day_number == 0
    t.speak({1: 1, 2: 5})
    t.run(c.split, seats=[1, 5])
    assert [(st.kind, st.seat, st.seconds) for st in t.state.agenda] == [
        (StepKind.TIE_SPEECH, 1, 30), (StepKind.TIE_SPEECH, 5, 30)]
    t.talk_through()
    assert t.state.departures == [] and t.state.days[0].split == (1, 5)
    assert t.step.kind is StepKind.SHOT


def test_split_is_only_for_mastermind_day_zero():
    t = Table("sport")
    t.to_day()
    t.speak({1: 1, 2: 5})
    with pytest.raises(RuleViolation, match="no split"):
        t.run(c.split, seats=[1, 5])


def test_tie_speeches_then_revote_among_the_tied():
    # 004 §2.4.1: the tied speak 30 s in nomination order, the others drop, revote.
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    t.vote({3: [1, 2, 3, 4], 4: [5, 6, 7, 8], 5: []})   # 9 abstains → 5 gets 1
    assert [(st.kind, st.seat, st.seconds) for st in t.state.agenda[:2]] == [
        (StepKind.TIE_SPEECH, 3, 30), (StepKind.TIE_SPEECH, 4, 30)]
    t.talk_through()
    assert t.state.vote_round.ballot == (3, 4) and t.state.vote_round.number == 2
    t.vote({3: [1, 2, 3, 4, 5]})
    assert t.state.seat(3).left.how is LeftHow.VOTED


def test_revote_tie_with_one_lower_narrows_to_the_top_again():
    # 004 §2.4.1: a tie at the top where one nominee got fewer → another round among the top.
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    t.vote({3: [1, 2, 3], 4: [4, 5, 6], 5: []})           # 3–3–3
    t.talk_through()
    t.vote({3: [1, 2, 3, 4], 4: [5, 6, 7, 8], 5: []})     # 4–4–1
    t.talk_through()
    assert t.state.vote_round.ballot == (3, 4) and t.state.vote_round.number == 3


def test_revote_all_equal_leads_to_the_remove_all_vote():
    # 004 §2.4.1–§2.4.2: all remaining nominees equal in a revote → "car crash".
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3})
    t.vote({4: [1, 2, 3, 4, 5]})                          # 5–5 in the first round: revote
    assert t.step.kind is StepKind.TIE_SPEECH
    t.talk_through()
    t.vote({4: [1, 2, 3, 4, 5]})                          # 5–5 again: all equal
    assert t.step.kind is StepKind.REMOVE_ALL_VOTE
    assert t.state.days[0].remove_all.candidates == (4, 3)


def test_remove_all_vote_passes_with_more_than_half_and_all_leave_in_order():
    # 004 §2.4.2: a majority of living players → all leave, each with a last word, in
    # nomination order.
    t = Table(tie_with_four_alive=FourAliveTie.REMOVE_ALL_VOTE)
    t.to_day()
    t.speak({1: 4, 2: 3})                                 # 10 alive, 5–5
    t.vote({4: [1, 2, 3, 4, 5]})
    t.talk_through()
    t.vote({4: [1, 2, 3, 4, 5]})
    assert t.step.kind is StepKind.REMOVE_ALL_VOTE
    t.run(c.remove_all_vote, yes=[1, 2, 5, 6, 7, 8])
    assert [(d.seat, d.how) for d in t.state.departures] == [(4, LeftHow.VOTED), (3, LeftHow.VOTED)]
    assert [(st.kind, st.seat) for st in t.state.agenda[:2]] == [
        (StepKind.LAST_WORD, 4), (StepKind.LAST_WORD, 3)]


def test_remove_all_vote_fails_with_exactly_half():
    # 004 §2.4.2 "majority": 334187 day 4, 3 of 6 is not enough.
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3})
    t.vote({4: [1, 2, 3, 4, 5]})
    t.talk_through()
    t.vote({4: [1, 2, 3, 4, 5]})
    t.run(c.remove_all_vote, yes=[1, 2, 5, 6, 7])
    assert t.state.departures == [] and t.state.days[0].remove_all.passed is False
    assert t.step.kind is StepKind.SHOT


def test_no_remove_all_vote_with_exactly_four_alive():
    # 004 §2.4.2: "not applied when exactly four players are left" → nobody leaves.
    t = four_alive_tie(Table())
    assert t.step.kind is StepKind.SHOT
    assert "four players" in t.state.day.no_vote_reason


def test_mastermind_asks_the_remove_all_vote_with_four_alive():
    # 000 Tie names no exception for four players (docs/rules.md §3 default).
    t = four_alive_tie(Table("mastermind"))
    assert t.step.kind is StepKind.REMOVE_ALL_VOTE


def four_alive_tie(t: Table) -> Table:
    """Blacks 2, 7, 9: two of them voted out, three reds killed, one voted out; then the
    four left (6, 7, 8, 10) tie 2–2 twice."""
    t.down_to_four()
    t.night(None, don=1, sheriff=1)
    first, second = t.state.speakers_left()[:2]
    t.speak({first: 6, second: 7})
    t.vote({6: [6, 8], 7: [7, 10]})
    t.talk_through()
    t.vote({6: [6, 8], 7: [7, 10]})
    return t


def everyone_tied_twice(option: AllSeatedTie) -> Table:
    """Day 0 of mastermind: each player nominates and votes for himself, twice."""
    t = Table("mastermind", all_seated_tied=option)
    t.to_day()
    t.speak({s: s for s in range(1, 11)})
    hands = {s: [s] for s in range(1, 11)}
    t.vote(hands)
    t.talk_through()
    t.vote(hands)
    return t


def test_all_seated_tied_nobody_leaves_by_default():
    # docs/options.md `all_seated_tied`: every living player nominated and tied twice → night falls.
    t = everyone_tied_twice(AllSeatedTie.NOBODY_LEAVES)
    assert t.step.kind is StepKind.SHOT and "Every player" in t.state.days[0].no_vote_reason


def test_all_seated_tied_draw_option():
    # docs/options.md `all_seated_tied` = vote to remove all → the game is a draw.
    t = everyone_tied_twice(AllSeatedTie.DRAW_VOTE)
    t.run(c.remove_all_vote, yes=list(range(1, 8)))
    assert t.state.winner.value == "draw" and t.step.kind is StepKind.END


def test_three_tied_with_nine_alive_no_further_vote_option():
    # docs/options.md `tie_of_three_with_nine_alive` = no further vote.
    t = day_two(Table(tie_of_three_with_nine_alive=ThreeOfNineTie.NO_FURTHER_VOTE))
    t.speak({2: 3, 3: 4, 4: 5})
    t.vote({3: [1, 2, 3], 4: [4, 5, 6], 5: []})
    assert t.step.kind is StepKind.SHOT and t.state.living() == [1, 2, 3, 4, 5, 6, 7, 8, 9]


def test_revote_order_reverse_option():
    # docs/options.md `revote_order` = reverse.
    t = day_two(Table(revote_order=RevoteOrder.REVERSE))
    t.speak({2: 3, 3: 4, 4: 5})
    t.vote({3: [1, 2, 3, 4], 4: [5, 6, 7, 8], 5: []})
    t.talk_through()
    assert t.state.vote_round.ballot == (4, 3)


def test_mastermind_has_no_single_nominee_exception_on_day_zero():
    # 000 Voting: every player must vote and the one with most votes leaves; 000 has no
    # rule like 004 §2.2.1, so a single nominee on day 0 is put to the vote.
    t = Table("mastermind")
    t.to_day()
    t.speak({3: 7})
    assert t.step.kind is StepKind.VOTE and t.step.seat == 7
    t.vote({7: []})                                       # every vote goes to the last nominee
    assert t.state.seat(7).left.how is LeftHow.VOTED
    assert t.state.days[0].rounds[0].counts(True) == {7: 10}


def test_the_last_nominees_count_to_record_takes_in_whoever_has_not_voted():
    # 004 §2.4: a player who did not vote is counted for the last nominee; the count said before.
    t = day_two(Table())
    t.speak({3: 2})
    assert t.step.kind is StepKind.VOTE and t.step.seat == 2
    assert votes_to_record(t.state, [1, 5]) == 9   # two hands and the seven who did not vote
    t.run(c.vote, nominee=2, voters=[1, 5])
    assert t.state.days[-1].rounds[0].counts(True) == {2: 9}


def test_a_count_to_record_is_the_hands_alone_where_a_missing_vote_counts_for_nobody():
    # docs/options.md `abstain_to_last`: where a club counts a missing vote for nobody, only the hands count.
    t = day_two(Table("sport", abstain_to_last=False))
    t.speak({3: 2})
    assert votes_to_record(t.state, [1, 5]) == 2
