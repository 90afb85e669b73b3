"""The questions the window asks the engine instead of reading the ruleset: each answer agrees
with what the engine's own checks then allow or refuse."""

import pytest

from mafia_desktop.engine import Game, RuleViolation, StepKind, commands as c, preset
from mafia_desktop.engine.validate import BEST_MOVE_SEATS, completes_the_best_move, shots_may_differ, split_pair

from .table import Table
from .test_voting import day_two


def test_the_best_move_is_complete_with_its_third_seat_and_not_a_fourth():
    t = Table()
    t.to_day()
    t.speak()
    t.night(4, don=1, sheriff=1)
    assert t.step.kind is StepKind.BEST_MOVE and BEST_MOVE_SEATS == 3
    for seat in (6, 8):
        assert not completes_the_best_move(t.state)
        t.run(c.pick, seat=seat)
    assert completes_the_best_move(t.state)
    with pytest.raises(RuleViolation, match="at most three seats"):
        t.run(c.best_move, guesses=[6, 8, 9, 10])
    t.run(c.best_move, guesses=[6, 8, 9])
    assert not completes_the_best_move(t.state)


def test_no_shot_on_the_first_night_and_the_shots_differ_only_after_it():
    t = Table()
    assert t.state.first_night and not shots_may_differ(t.state)
    with pytest.raises(RuleViolation, match="No shot on the first night"):
        t.run(c.shoot, target=4)
    t.to_day()
    assert not t.state.first_night
    t.speak()
    assert t.step.kind is StepKind.SHOT and not t.state.first_night and shots_may_differ(t.state)


def test_the_shots_cannot_differ_where_the_mafia_agree_on_one_victim():
    t = Table("sport", shooting="agreed")
    t.to_day()
    t.speak()
    assert t.step.kind is StepKind.SHOT and not shots_may_differ(t.state)


def test_the_split_names_seat_1_and_another_nominee_while_it_may_be_made():
    t = Table("mastermind")
    t.to_day()
    assert split_pair(t.state) is None                 # no vote yet
    t.speak({1: 5, 2: 3, 3: 1})
    assert split_pair(t.state) == (1, 5)
    t.run(c.pick, seat=2)
    t.run(c.vote, nominee=5, voters=[2])
    assert split_pair(t.state) is None                 # a hand recorded: the split is refused now
    with pytest.raises(RuleViolation, match="undo the votes first"):
        t.run(c.split, seats=[1, 5])


def test_without_seat_1_the_split_names_the_first_two_and_sport_has_none():
    t = Table("mastermind")
    t.to_day()
    t.speak({1: 5, 2: 3})
    assert split_pair(t.state) == (5, 3)
    t.run(c.split, seats=list(split_pair(t.state)))
    sport = Table("sport")
    sport.to_day()
    sport.speak({1: 5, 2: 3})
    assert sport.step.kind is StepKind.VOTE and split_pair(sport.state) is None


def test_who_puts_players_to_the_vote_and_who_may_withdraw():
    sport = day_two(Table())
    assert not sport.state.host_nominates and sport.state.withdrawals_allowed
    assert not sport.state.technical_fouls_counted and not sport.state.arrangement_tapped
    forbidden = Table("sport", withdrawal="forbidden", technical_fouls=True)
    forbidden.to_day()
    assert not forbidden.state.withdrawals_allowed and forbidden.state.technical_fouls_counted
    forbidden.run(c.nominate, by=1, seat=5)
    with pytest.raises(RuleViolation, match="not allowed"):
        forbidden.run(c.withdraw, by=1, seat=5)
    classic = preset("classic")
    assert Game.new(classic, [f"P{n}" for n in range(1, classic.table_size + 1)]).state.host_nominates
    assert Table("mastermind").state.arrangement_tapped


def test_the_clock_warns_in_its_last_seconds_and_is_over_at_zero():
    t = Table()
    warning = t.state.rules.timers.warning
    assert [t.state.timer_state(s) for s in (None, 60, warning + 0.5, warning, 1, 0, -3)] == [
        "normal", "normal", "normal", "warning", "warning", "over", "over"]


def test_a_day_as_the_table_calls_it():
    assert Table("mastermind").state.day_called(1) == 0 and Table().state.day_called(3) == 3


def test_why_nobody_left_is_what_the_host_announced():
    # 334187 day 1: a single leader on the first day stays by the club's rule; day 4: the
    # vote on both leaving is lost; a day with no nominee has no vote at all.
    from .test_real_game_334187 import play_334187
    state = play_334187().state
    day_one, day_two_, day_four = state.days[0], state.days[1], state.days[3]
    assert day_one.why_nobody_left() is day_one.rounds[-1].outcome
    assert "a single leader stays (club rule)" in day_one.why_nobody_left()
    assert day_two_.why_nobody_left() is None                      # seat 8 left
    assert day_four.why_nobody_left() is day_four.remove_all.outcome
    t = Table()
    t.to_day()
    assert t.state.today.why_nobody_left() is None                 # the day goes on
    t.speak()
    assert t.state.days[0].why_nobody_left() == "Nobody was nominated: no vote today."


def test_speaking_last_is_the_speakers_left_being_only_the_current_one():
    # Asked at every speech of a replay without listing the speakers left: the same answer
    # as the list, at every step of random games of every preset.
    import random

    from mafia_desktop.engine import PRESETS
    from mafia_desktop.engine.autoplay import RandomHost, random_ruleset

    lasts = 0
    for number, name in enumerate(PRESETS):
        rng = random.Random(number)
        host = RandomHost(random_ruleset(name, rng), rng, undo_rate=0.0, check_undo=False)
        while not host.state.ended:
            state = host.state
            step = state.step
            listed = step is not None and step.kind is StepKind.SPEECH and state.speakers_left() == [step.seat]
            assert state.speaking_last() == listed
            lasts += listed
            host.act()
    assert lasts >= len(PRESETS)   # each game's days had a last speaker
