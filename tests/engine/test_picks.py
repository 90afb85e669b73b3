"""Every tap is an event: hands raised one by one, best-move guesses, shooters' targets;
the last nominee's vote without a tap; Enter that ends a speech and starts the next timer."""

import pytest

from mafia_desktop.engine import LeftHow, Role, RuleViolation, StepKind, commands as c, fold
from mafia_desktop.engine import events as ev

from .table import Table
from .test_voting import day_two


def test_each_raised_hand_is_in_the_state_before_thank_you():
    # 004 §2.4: the hands for one nominee, tapped one at a time, stay through a refold.
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    t.run(c.pick, seat=1)
    t.run(c.pick, seat=5)
    assert t.state.picked == [1, 5]
    assert fold(t.game.events).picked == [1, 5]


def test_undo_lowers_the_last_hand_and_redo_raises_it_again():
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    t.run(c.pick, seat=1)
    t.run(c.pick, seat=5)
    t.run(c.undo)
    assert t.state.picked == [1] and t.step.kind is StepKind.VOTE
    t.run(c.redo)
    assert t.state.picked == [1, 5]


def test_undo_of_thank_you_brings_the_hands_back():
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    t.run(c.pick, seat=1)
    t.run(c.pick, seat=6)
    t.run(c.vote, nominee=3, voters=t.state.picked)
    assert t.state.picked == [] and t.step.seat == 4
    t.run(c.undo)
    assert t.step.seat == 3 and t.state.picked == [1, 6]
    t.run(c.redo)
    assert t.step.seat == 4 and t.state.days[-1].rounds[0].votes[3] == (1, 6)


def test_a_hand_is_lowered_by_a_second_tap():
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    t.run(c.pick, seat=1)
    t.run(c.unpick, seat=1)
    assert t.state.picked == []
    with pytest.raises(RuleViolation, match="Seat 1 is not chosen"):
        t.run(c.unpick, seat=1)


def test_a_hand_is_checked_like_the_vote_it_leads_to():
    # 004 §2.4: one vote per player per round; a player who left does not vote.
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    t.run(c.vote, nominee=3, voters=[2])
    with pytest.raises(RuleViolation, match="Seat 2 already voted, for seat 3"):
        t.run(c.pick, seat=2)
    with pytest.raises(RuleViolation, match="Seat 10 has left the table and cannot vote"):
        t.run(c.pick, seat=10)
    t.run(c.pick, seat=6)
    with pytest.raises(RuleViolation, match="Seat 6 is already chosen"):
        t.run(c.pick, seat=6)


def test_a_tap_outside_a_choice_is_refused():
    t = day_two(Table())
    with pytest.raises(RuleViolation, match="A tap on a seat does nothing now"):
        t.run(c.pick, seat=3)


def test_the_picks_are_gone_once_the_step_is_done():
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    t.run(c.pick, seat=1)
    t.run(c.vote, nominee=3, voters=[1])
    assert t.state.picked == []


def test_rest_to_last_closes_the_round_without_the_last_nominees_tap():
    # 004 §2.4: whoever has not voted counts for the last nominee, so his vote needs no hands.
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    t.run(c.vote, nominee=3, voters=[1, 2, 5, 6], rest_to_last=True)
    rnd = t.state.days[-1].rounds[0]
    assert rnd.closed and rnd.votes[4] == () and rnd.abstainers == (3, 4, 7, 8, 9)
    assert t.state.seat(4).left.how is LeftHow.VOTED


def test_rest_to_last_only_for_the_last_nominee_but_one():
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    with pytest.raises(RuleViolation, match="not the last nominee but one"):
        t.run(c.vote, nominee=3, voters=[1], rest_to_last=True)


def test_rest_to_last_not_where_abstainers_do_not_count():
    # 002: the classic party vote has no such rule; seat 1 is not the last nominee but one.
    t = Table("classic", roles={Role.MAFIA: 2, Role.CIVILIAN: 4}, deal=["civilian"] * 4 + ["mafia"] * 2)
    t.to_day()
    t.run(c.nominate, by=None, seat=1)
    t.run(c.nominate, by=None, seat=2)
    t.next()
    assert t.step.kind is StepKind.VOTE
    with pytest.raises(RuleViolation, match="not the last nominee but one"):
        t.run(c.vote, nominee=1, voters=[3], rest_to_last=True)


def test_next_can_start_the_following_speech_at_once():
    t = Table()
    t.to_day()
    first = t.step.seat
    t.run(c.next_turn, now=t.tick(), then_start=True)
    assert t.step.kind is StepKind.SPEECH and t.step.seat != first
    assert t.state.timer.running_since == t.now


def test_next_starts_nothing_where_the_next_step_has_no_timer():
    t = day_two(Table())
    t.speak({2: 3, 3: 4}, until=1)
    assert t.step.seat == 1
    t.run(c.next_turn, now=t.tick(), then_start=True)
    assert t.step.kind is StepKind.VOTE and not t.state.timer.running


def test_a_lost_speech_skipped_with_then_start_starts_the_next_speaker():
    # 004: the third foul costs the next speech; the host goes straight on to the next one.
    t = Table()
    t.to_day()
    for _ in range(3):
        t.run(c.foul, seat=3)
    t.speak(until=3)
    assert t.step.silent
    t.run(c.next_turn, now=t.tick(), then_start=True)
    assert t.step.seat == 4 and t.state.timer.running


def test_split_shots_are_picked_shooter_by_shooter():
    # 004 §2.1.2: each black's shot; different seats are a miss.
    t = Table()
    t.to_day()
    t.speak()
    assert t.step.kind is StepKind.SHOT
    t.run(c.pick, seat=4)          # seat 2's shot
    t.run(c.pick, seat=None)       # seat 7 did not shoot
    with pytest.raises(RuleViolation, match="Every shooter has a target"):
        t.run(c.pick, seat=5)
    with pytest.raises(RuleViolation, match="taken back with Undo"):
        t.run(c.unpick, seat=4)
    assert t.state.picked == [4, None]


def test_a_split_shot_is_only_at_a_living_seat():
    t = Table()
    t.to_day()
    t.speak()
    t.night(10, don=1, sheriff=1)
    t.morning()
    t.speak()
    with pytest.raises(RuleViolation, match="Seat 10 has left the table and cannot be shot"):
        t.run(c.pick, seat=10)


def test_events_stored_before_picks_existed_still_fold():
    # A log without Picked events (an older archive, an imported record) folds as before.
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    t.vote({3: [1, 2], 4: [5]})
    assert not any(isinstance(e, ev.Picked) for e in t.game.events)
    assert fold(t.game.events).departures == t.state.departures


def test_the_best_move_can_start_the_last_word_at_once():
    # [000 Winning move] the first killed names three, then has his last word.
    t = Table()
    t.to_day()
    t.speak()
    t.night(4, don=1, sheriff=1)
    assert t.step.kind is StepKind.BEST_MOVE
    t.run(c.best_move, guesses=[6, 8, 9], then_start=True, now=t.tick())
    assert t.step.kind is StepKind.LAST_WORD and t.state.timer.running_since == t.now


@pytest.mark.parametrize("may_vote_self, rest", [(True, (2, 3, 4, 5, 6, 7, 8, 9)), (False, (2, 3, 5, 6, 7, 8, 9))])
def test_whoever_has_not_voted_counts_for_the_last_nominee_he_himself_where_he_may_vote(may_vote_self, rest):
    # 004 §2.4: abstainers count for the last nominee; 001 (Latvian): a candidate may not
    # vote against himself, so the last nominee is not counted for himself.
    from mafia_desktop.engine.flow import counted_for_last
    t = day_two(Table("sport", candidate_may_vote_self=may_vote_self))
    t.speak({2: 3, 3: 4})
    t.run(c.pick, seat=1)
    assert counted_for_last(t.state, t.state.picked) == rest     # what the window's button says
    # Where he may not vote for himself, his hand goes up for seat 3 (001 Balsošana).
    t.run(c.vote, nominee=3, voters=[1] if may_vote_self else [1, 4], rest_to_last=True)
    assert t.state.days[-1].rounds[0].abstainers == rest          # what the count then is
