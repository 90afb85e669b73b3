"""Fouls, removals and the monster rule [000 Speaking out of turn], [004 §2.4.3], docs/rules.md §7."""

import pytest

from mafia_desktop.engine import LeftHow, RuleViolation, StepKind, commands as c
from mafia_desktop.engine.narration import vote_outlook
from mafia_desktop.engine.ruleset import ThirdFoul

from .table import Table


def test_third_foul_loses_the_next_speech():
    # 000: "3 fouls = no speaking minute in the next turn".
    t = Table()
    t.to_day()
    for _ in range(3):
        t.run(c.foul, seat=4, reason="spoke out of turn")
    t.speak(until=4)
    assert t.step.seat == 4 and t.step.silent and t.step.seconds == 0
    with pytest.raises(RuleViolation, match="Seat 4 has lost this speech"):
        t.run(c.start_timer, now=t.tick())
    t.next()                                              # the host's Next skips it
    assert t.state.day.skipped == [4] and t.step.seat == 5


def test_third_foul_during_own_speech_costs_the_following_speech():
    # 000: the penalty is the *next* speech, not the current one.
    t = Table()
    t.to_day()
    for _ in range(3):
        t.run(c.foul, seat=1)
    assert not t.step.silent
    t.speak()
    t.night(10, don=1, sheriff=1)
    t.morning()
    t.speak(until=1)
    assert t.step.seat == 1 and t.step.silent


def test_lost_speech_still_allows_a_nomination():
    # Real record 334187, day 5: seat 6 took his third foul in the morning, lost his speech
    # and still nominated seat 7.
    t = Table()
    t.to_day()
    for _ in range(3):
        t.run(c.foul, seat=1)
    t.speak()
    t.night(10, don=1, sheriff=1)
    t.morning()
    t.speak(until=1)
    t.run(c.nominate, by=1, seat=5)
    assert t.state.ballot() == [5]


def test_third_foul_with_four_or_fewer_alive_gives_a_thirty_second_speech():
    # docs/options.md `third_foul` default: "with 3–4 alive a 30 s speech instead".
    t = Table()
    t.down_to_four()
    for _ in range(3):
        t.run(c.foul, seat=8)
    t.night(None, don=1, sheriff=1)
    t.speak(until=8)
    assert (t.step.seat, t.step.silent, t.step.seconds) == (8, False, 30)


def test_third_foul_cut_speech_option():
    # docs/options.md `third_foul` = next speech cut to 30 s.
    t = Table(third_foul=ThirdFoul.CUT_SPEECH)
    t.to_day()
    for _ in range(3):
        t.run(c.foul, seat=3)
    t.speak(until=3)
    assert (t.step.silent, t.step.seconds) == (False, 30)


def test_no_penalty_on_a_tie_speech():
    # docs/options.md `third_foul`: "not a last word or a tie speech".
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3})
    for _ in range(3):
        t.run(c.foul, seat=4)
    t.vote({4: [1, 2, 3, 4, 5]})
    assert (t.step.kind, t.step.seat, t.step.silent) == (StepKind.TIE_SPEECH, 4, False)


def test_fourth_foul_removes_at_once_without_last_word():
    # 000: "4 fouls = removal from the table"; docs/rules.md §2: no last word.
    t = Table()
    t.to_day()
    for _ in range(4):
        t.run(c.foul, seat=6)
    assert t.state.seat(6).left.how is LeftHow.REMOVED
    assert t.state.seat(6).left.reason == "fourth foul"
    assert all(st.seat != 6 for st in t.state.agenda)


def test_disqualification_removes_at_once():
    # docs/rules.md §2: a disqualification likewise removes at once.
    t = Table()
    t.to_day()
    t.run(c.remove, seat=1, reason="insulted a player")
    assert t.state.seat(1).left.how is LeftHow.REMOVED
    assert t.step.seat == 2                               # his speech is gone
    with pytest.raises(RuleViolation, match="Seat 1 has already left the table"):
        t.run(c.remove, seat=1)


def test_monster_rule_cancels_todays_vote():
    # 004 §2.4.3: a removal before the day's vote is complete → no vote, night follows.
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3}, until=5)
    t.run(c.remove, seat=10, reason="phone")
    assert vote_outlook(t.state).startswith("Seat 10 was removed")
    t.speak()
    assert t.step.kind is StepKind.SHOT
    assert t.state.days[0].no_vote_reason.startswith("Seat 10 was removed")


def test_monster_rule_removal_during_the_vote_before_it_is_decided():
    # 004 §2.4.3: "before the vote is complete" includes the vote itself.
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3, 3: 5})
    t.run(c.vote, nominee=4, voters=[1, 2])
    t.run(c.remove, seat=8)
    assert t.step.kind is StepKind.SHOT and t.state.departures[-1].seat == 8
    assert t.state.living() == [1, 2, 3, 4, 5, 6, 7, 9, 10]


def test_monster_rule_removal_after_the_result_is_decided_lets_it_stand():
    # 004 §2.4.3: the vote is complete once the result no longer depends on further votes;
    # a removal then counts against the next day's vote.
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3})
    t.run(c.vote, nominee=4, voters=[1, 2, 3, 5, 6, 7])  # 6 of 10: 4 leaves whatever comes
    t.run(c.remove, seat=8)
    assert [(d.seat, d.how) for d in t.state.departures] == [(8, LeftHow.REMOVED), (4, LeftHow.VOTED)]
    t.talk_through()
    t.night(None, don=1, sheriff=None)
    assert vote_outlook(t.state).startswith("Seat 8 was removed")


def test_monster_rule_does_not_apply_to_the_player_the_finished_vote_was_removing():
    # 004 §2.4.3, last sentence: not applied to a player already voted out. Seat 4 has 6 of
    # 10 hands (he leaves whatever comes) and is removed before the vote ends: the next
    # day's vote takes place.
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3})
    t.run(c.vote, nominee=4, voters=[1, 2, 3, 5, 6, 7])
    t.run(c.remove, seat=4)
    assert t.state.seat(4).left.how is LeftHow.REMOVED and t.state.monster_seat is None
    t.talk_through()
    t.night(None, don=1, sheriff=1)
    t.speak({2: 5, 3: 6})
    assert t.step.kind is StepKind.VOTE and t.state.days[1].no_vote_reason is None


def test_monster_rule_a_result_the_removed_players_own_vote_decides_is_not_complete():
    # 004 §2.4.3: complete once the result does not depend on the votes to come, "the removed
    # player's included". Seat 10 is removed before his hand: counted, seat 5 leads 4–3–3;
    # without it, a tie. The vote was not complete, so there is none today.
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3, 3: 5})
    t.run(c.vote, nominee=4, voters=[1, 2, 3])
    t.run(c.vote, nominee=3, voters=[5, 6, 7])
    t.run(c.remove, seat=10)
    assert t.step.kind is StepKind.SHOT and t.state.days[0].no_vote_reason.startswith("Seat 10")
    assert [d.seat for d in t.state.departures] == [10]


def test_monster_rule_removal_after_a_completed_vote_cancels_the_next_days_vote():
    # 004 §2.4.3: the window runs from the end of the previous vote to the end of this one.
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3})
    t.vote({4: [1, 2, 3, 5, 6, 7]})
    assert t.step.kind is StepKind.LAST_WORD
    t.run(c.remove, seat=10, reason="left the room")      # during 4's last word
    t.talk_through()
    t.night(None, don=1, sheriff=1)
    t.speak({2: 5, 3: 6})
    assert t.step.kind is StepKind.SHOT and t.state.days[1].no_vote_reason.startswith("Seat 10")


def test_monster_rule_does_not_apply_to_a_player_already_gone():
    # 004 §2.4.3: "does not apply to players already killed or voted out" — fouls during a
    # last word do not remove him again.
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3})
    t.vote({4: [1, 2, 3, 5, 6, 7]})
    for _ in range(4):
        t.run(c.foul, seat=4)
    assert t.state.seat(4).left.how is LeftHow.VOTED and t.state.monster_seat is None


def test_mastermind_has_no_monster_rule():
    # 000 names no monster rule: a removal does not cancel the vote.
    t = Table("mastermind")
    t.to_day()
    t.speak({1: 4, 2: 3}, until=5)
    t.run(c.remove, seat=10)
    t.speak()
    assert t.step.kind is StepKind.VOTE


def test_technical_fouls_count_apart_when_enabled():
    # docs/options.md `technical_fouls`: counted apart; the second removes the player.
    t = Table()
    t.to_day()
    with pytest.raises(RuleViolation, match="technical"):
        t.run(c.foul, seat=2, technical=True)
    t = Table(technical_fouls=True)
    t.to_day()
    t.run(c.foul, seat=2, technical=True)
    t.run(c.foul, seat=2, technical=True)
    assert t.state.seat(2).fouls == 0 and t.state.seat(2).left.how is LeftHow.REMOVED


def test_classic_only_nominee_removed_before_the_vote_means_no_vote():
    # 002 §2: the vote is on the players the host put to it; with no monster rule (docs/rules.md §5)
    # the round is taken again without a removed nominee — with none left there is no vote
    # and night follows (the random game classic seed=2337373 reached a vote step with no
    # round here).
    from .test_night import CLASSIC_DEAL, CLASSIC_ROLES
    t = Table("classic", roles=CLASSIC_ROLES, deal=CLASSIC_DEAL)
    t.to_day()
    t.run(c.nominate, by=None, seat=3)
    t.next()
    assert t.step.kind is StepKind.VOTE and t.step.seat == 3
    t.run(c.remove, seat=3)
    day = t.state.days[0]
    assert day.rounds == [] and day.vote_complete
    assert day.no_vote_reason == "Seat 3, the only nominee, has left the table: no vote today."
    assert t.step.kind is StepKind.SHOT and t.state.vote_round is None


@pytest.mark.parametrize("third_foul,third_words", [
    (ThirdFoul.LOSE_SPEECH, "3rd foul: he loses his next speech"),
    (ThirdFoul.CUT_SPEECH, "3rd foul: his next speech is cut to 30 s"),
    (ThirdFoul.NO_PENALTY, "3rd foul"),
])
def test_the_next_foul_says_what_it_does(third_foul, third_words):
    # 000 Speaking out of turn, docs/options.md `third_foul`: the seat menu names the foul the tap
    # gives and its effect, not the count he has now (issue 38).
    from mafia_desktop.engine.narration import next_foul
    t = Table(third_foul=third_foul)
    t.to_day()
    said = []
    for _ in range(4):
        said.append(str(next_foul(t.state, 6)))
        t.run(c.foul, seat=6)
    assert said == ["1st foul", "2nd foul", third_words, "4th foul: he leaves the game"]
    assert not t.state.seat(6).alive and t.state.departures[-1].how is LeftHow.REMOVED   # as the fourth said


def test_the_next_technical_foul_says_the_second_removes():
    # docs/options.md `technical_fouls`: the second technical foul removes the player.
    from mafia_desktop.engine.narration import next_foul
    t = Table(technical_fouls=True)
    t.to_day()
    assert str(next_foul(t.state, 2, technical=True)) == "1st technical foul"
    t.run(c.foul, seat=2, technical=True)
    assert str(next_foul(t.state, 2, technical=True)) == "2nd technical foul: he leaves the game"
    assert str(next_foul(t.state, 2)) == "1st foul"          # the ordinary count apart


def test_monster_rule_complete_only_if_the_result_holds_with_and_without_the_removed_players_vote():
    # 004 §2.4.3, docs/rules.md §2 The monster rule: "A vote counts as complete once its result
    # can no longer change, whatever the votes still to come, the removed player's own
    # included" (the test with and without his vote). Seat 4 has 5 hands; the five
    # not asked count for seat 3, the last nominee. Seat 10 is removed during the vote on 3:
    # with his hand 5–5, without it 5–4. The result depends on his vote: not complete, no vote.
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3})
    t.run(c.vote, nominee=4, voters=[1, 2, 3, 5, 6])
    t.run(c.remove, seat=10)
    assert t.step.kind is StepKind.SHOT and t.state.days[0].no_vote_reason.startswith("Seat 10")
    assert [d.seat for d in t.state.departures] == [10]
    # One more hand for seat 4 (6 of 10): 6–4 with him, 6–3 without: complete, seat 4 leaves,
    # and the removal takes the next day's vote instead.
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3})
    t.run(c.vote, nominee=4, voters=[1, 2, 3, 5, 6, 7])
    t.run(c.remove, seat=10)
    assert [(d.seat, d.how) for d in t.state.departures] == [(10, LeftHow.REMOVED), (4, LeftHow.VOTED)]
    assert t.state.monster_seat == 10
