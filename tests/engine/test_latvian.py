"""The Latvian rules [001]: open talk, one or two nominations each, candidates by count,
justification, voting without self-votes, the outcome vote."""

import pytest

from mafia_desktop.engine import LeftHow, Role, RuleViolation, StepKind, commands as c, events as ev
from mafia_desktop.engine.flow import last_candidate_to_raise

from .table import Table

# 10 seats: mafia 2, 5, 9; commissar 3; doctor 6; civilians elsewhere.
DEAL = ["civilian", "mafia", "commissar", "civilian", "mafia",
        "doctor", "civilian", "civilian", "mafia", "civilian"]


def latvian() -> Table:
    t = Table("latvian", deal=DEAL)
    t.to_day()
    return t


def seat_4_voted_out_on_day_one() -> Table:
    """Everyone names seat 4 (he names 7); 4 is the only candidate and leaves 9–0."""
    t = latvian()
    t.next()
    t.speak({s: [4] if s != 4 else [7] for s in range(1, 11)})
    t.talk_through()
    t.vote({4: [1, 2, 3, 5, 6, 7, 8, 9, 10]})
    return t


def test_latvian_day_opens_with_three_minutes_of_open_talk():
    # 001 First day: three minutes for everyone, then 15 s each from seat 1.
    t = latvian()
    assert (t.step.kind, t.step.seconds) == (StepKind.OPEN_TALK, 180)
    t.next()
    assert (t.step.kind, t.step.seat, t.step.seconds) == (StepKind.SPEECH, 1, 15)


def test_latvian_nominations_start_from_seat_one_every_day():
    # 001 Nomination: "starting with the first player".
    t = seat_4_voted_out_on_day_one()
    t.talk_through()
    t.night(1, commissar=2, doctor=6)
    t.talk_through(StepKind.LAST_WORD)
    t.next()                                              # open talk
    assert t.state.speakers_left()[0] == 2


def test_latvian_every_player_must_nominate_one_or_two():
    # 001: "not nominating anybody is not allowed"; one or two candidates.
    t = latvian()
    t.next()
    with pytest.raises(RuleViolation, match="must nominate one or two"):
        t.next()
    t.run(c.nominate, by=1, seat=4)
    t.run(c.nominate, by=1, seat=5)
    with pytest.raises(RuleViolation, match="already nominated 2 players"):
        t.run(c.nominate, by=1, seat=6)


SMALL = {Role.MAFIA: 1, Role.COMMISSAR: 1, Role.DOCTOR: 1, Role.CIVILIAN: 3}
SMALL_DEAL = ["civilian", "mafia", "commissar", "civilian", "doctor", "civilian"]


def test_latvian_one_nomination_each_when_one_black_is_left():
    # 001: "if only one black player is left, the players nominate only one".
    t = Table("latvian", roles=SMALL, deal=SMALL_DEAL)
    t.to_day()
    t.next()
    t.run(c.nominate, by=1, seat=4)
    with pytest.raises(RuleViolation, match="already nominated today"):
        t.run(c.nominate, by=1, seat=5)


def test_latvian_candidates_are_the_most_nominated():
    # 001: first and second place by nominations, or all sharing first place.
    t = latvian()
    t.next()
    t.speak({1: [4, 7], 2: [4], 3: [7, 8], 4: [7], 5: [4, 8], 6: [1], 7: [4],
             8: [9], 9: [3], 10: [8]})
    # counts: 4 → 4, 7 → 3, 8 → 3, others 1: first place 4, second place 7 and 8.
    assert t.state.day.candidates == (4, 7, 8)
    assert [st.kind for st in t.state.agenda[:3]] == [StepKind.JUSTIFICATION] * 3
    assert t.state.agenda[0].seconds == 30


def test_latvian_candidates_sharing_first_place():
    # 001: "or the players who share first place".
    t = latvian()
    t.next()
    t.speak({s: [4, 7] if s not in (4, 7) else [1] for s in range(1, 11)})
    assert t.state.day.candidates == (4, 7)


def test_latvian_candidate_may_not_vote_against_himself():
    # 001: "a candidate may not vote against himself; the host corrects it".
    t = latvian()
    t.next()
    t.speak({s: [4, 7] if s not in (4, 7) else [1] for s in range(1, 11)})
    t.talk_through()
    with pytest.raises(RuleViolation, match="Seat 4 is a candidate and cannot vote against himself"):
        t.run(c.vote, nominee=4, voters=[4, 5])


def test_latvian_voters_who_did_not_vote_count_for_the_last_candidate_but_him():
    # 001 Balsošana: a vote too early or too late counts for the last candidate (not himself).
    t = latvian()
    t.next()
    t.speak({s: [4, 7] if s not in (4, 7) else [1] for s in range(1, 11)})
    t.talk_through()
    t.vote({4: [1, 2, 3, 7]})
    rnd = t.state.days[0].rounds[0]
    assert 7 not in rnd.abstainers and rnd.counts(True) == {4: 4, 7: 6}
    assert t.state.seat(7).left.how is LeftHow.VOTED


def test_latvian_the_last_candidate_may_neither_vote_against_himself_nor_abstain():
    # 001 Balsošana: "Atteikties no balsojuma spēlētājiem nav atļauts" (no one abstains);
    # "Kandidāts ... nedrīkst balsot pret sevi. Vadītājs tam seko un šādu rīcību izlabo" (the
    # host corrects it): the last candidate's hand goes up for another, by the vote on the one
    # before him. Left out, a 5-5 tie was counted 4-5 and seat 7 left.
    t = latvian()
    t.next()
    t.speak({s: [4, 7] if s not in (4, 7) else [1] for s in range(1, 11)})
    t.talk_through()
    assert last_candidate_to_raise(t.state) == 7 and last_candidate_to_raise(t.state, [7]) is None
    with pytest.raises(RuleViolation, match="Seat 7 is the last candidate"):
        t.run(c.vote, nominee=4, voters=[1, 2, 3, 5])
    assert t.state.days[0].rounds[0].votes == {}                    # nothing recorded
    t.run(c.vote, nominee=4, voters=[1, 2, 3, 5, 7])
    assert t.step.kind is StepKind.VOTE and t.step.seat == 7 and last_candidate_to_raise(t.state) is None
    t.run(c.vote, nominee=7, voters=[])
    assert t.state.days[0].rounds[0].counts(True) == {4: 5, 7: 5}    # a tie: the revote
    assert [st.kind for st in t.state.agenda[:2]] == [StepKind.TIE_SPEECH] * 2


def test_latvian_a_log_recorded_before_the_last_candidates_hand_was_asked_replays_as_played():
    # The check is the host's command's: a stored game with the last candidate's hand down
    # replays to what was announced then (7 left, 4-5).
    t = latvian()
    t.next()
    t.speak({s: [4, 7] if s not in (4, 7) else [1] for s in range(1, 11)})
    t.talk_through()
    t.as_recorded(ev.VotesCast(4, (1, 2, 3)), ev.VotesCast(7, ()))
    assert t.state.days[0].rounds[0].counts(True) == {4: 3, 7: 6} and t.state.seat(7).left.how is LeftHow.VOTED


def test_latvian_tie_twice_goes_to_the_outcome_vote_without_the_nominees():
    # 001: tie → revote with another 30 s; tie again → outcome 1 / outcome 2; nominees
    # do not vote in it.
    t = latvian()
    t.next()
    t.speak({s: [4, 7] if s not in (4, 7) else [1] for s in range(1, 11)})
    t.talk_through()
    t.vote({4: [1, 2, 3, 5, 7], 7: [4, 6, 8, 9, 10]})
    assert [(st.kind, st.seconds) for st in t.state.agenda[:2]] == [(StepKind.TIE_SPEECH, 30)] * 2
    t.talk_through()
    t.vote({4: [1, 2, 3, 5, 7], 7: [4, 6, 8, 9, 10]})
    assert t.step.kind is StepKind.REMOVE_ALL_VOTE
    assert t.state.days[0].remove_all.voters == (1, 2, 3, 5, 6, 8, 9, 10)
    with pytest.raises(RuleViolation, match="Seat 4 is one of the candidates"):
        t.run(c.remove_all_vote, yes=[4])
    t.run(c.remove_all_vote, yes=[1, 2, 3, 5, 6])       # 5 of 8: outcome 1
    assert [(d.seat, d.how) for d in t.state.departures] == [(4, LeftHow.VOTED), (7, LeftHow.VOTED)]


def test_latvian_outcome_vote_is_off_with_four_players_left():
    # 001: with four players left outcome 1 is impossible → outcome 2, all stay.
    t = Table("latvian", roles=SMALL, deal=SMALL_DEAL)
    t.to_day()
    t.next()
    t.speak({1: 6, 2: 6, 3: 6, 4: 6, 5: 6, 6: 1})
    t.talk_through()
    t.vote({1: [6]})                                      # 6 leaves: 5 at the table
    t.talk_through()
    t.night(None, commissar=2, doctor=1)
    t.next()
    t.speak({1: 4, 2: 4, 3: 4, 4: 1, 5: 4})
    t.talk_through()
    t.vote({1: [4]})                                      # 4 leaves: 1, 2, 3, 5 remain
    t.talk_through()
    t.night(None, commissar=1, doctor=3)
    t.next()
    t.speak({1: 2, 2: 1, 3: 1, 5: 2})                     # 1 and 2 share first place
    t.talk_through()
    t.vote({1: [2, 3], 2: [1, 5]})
    t.talk_through()
    t.vote({1: [2, 3], 2: [1, 5]})
    assert t.step.kind is StepKind.SHOT and t.state.living() == [1, 2, 3, 5]
    assert "four players" in t.state.days[-1].no_vote_reason


def test_latvian_final_words_are_fifteen_seconds_and_cards_are_shown():
    # 001: a player who leaves shows his card and has 15 s of final words.
    t = seat_4_voted_out_on_day_one()
    assert (t.step.kind, t.step.seat, t.step.seconds) == (StepKind.LAST_WORD, 4, 15)
    assert t.state.ruleset.cards_shown


def test_latvian_killed_commissar_has_no_final_words():
    # 001 Morning: "if the killed player is the commissar, he is not given the word".
    t = seat_4_voted_out_on_day_one()
    t.talk_through()
    t.night(3, commissar=2, doctor=6)
    assert t.state.seat(3).left.how is LeftHow.KILLED
    assert t.step.kind is StepKind.OPEN_TALK
