"""Points per game under the scoring systems (engine/points.py): one test per rule of each
table, the host's extra points as events, Ci, the JSON of custom tables, rounding.

Figures are worked out by hand in the comments. Deal of every sport table: blacks 2 (mafia),
7 (don), 9 (mafia); sheriff 8 (tests/engine/table.py SPORT_DEAL)."""

import json
from dataclasses import replace
from fractions import Fraction as F

import pytest

from mafia_desktop.engine import Game, Role, RuleViolation, StepKind, commands as c, fold, preset
from mafia_desktop.engine import events as ev
from mafia_desktop.engine.points import (
    SYSTEMS, EveningTable, first_killed_compensation, json_number, shot_first_and_lost, shown,
    system, system_from_dict,
)
from mafia_desktop.engine.ruleset import AllSeatedTie
from mafia_desktop.engine.scoring import evening_points

from .table import Table
from .test_real_game_334187 import play_334187
from .test_voting import everyone_tied_twice


def points(table, name: str) -> dict[int, F]:
    return system(name).points(table.state)


def first_killed_named(guesses=(), victim: int = 1) -> Table:
    """Day 1 without a vote; night 1 kills ``victim``, who names ``guesses`` as his best
    move; the table is at his last word."""
    t = Table()
    t.to_day()
    t.speak()
    t.night(victim, don=1, sheriff=1)
    t.run(c.best_move, guesses=list(guesses))
    return t


def scored_game() -> Table:
    """A sport game with every rule of the table in it:
    day 1: seat 10 fined 0.2 by the host; seat 3 removed by his fourth foul (no vote: monster
    rule); night 1: seat 1 killed, names 2, 7, 9 (three blacks); day 2: seats 4 ("phone") and
    5 disqualified → 3 blacks against 3 reds (6, 8, 10): black wins; after the end the host
    gives seat 7 +0.3."""
    t = Table()
    t.to_day()
    t.run(c.adjust_points, seat=10, points=-0.2, reason="phone rang")
    for _ in range(4):
        t.run(c.foul, seat=3)
    t.speak()
    t.night(1, don=1, sheriff=1)
    t.morning([2, 7, 9])
    t.run(c.remove, seat=4, reason="phone")
    t.run(c.remove, seat=5)
    t.run(c.end_game)
    t.run(c.adjust_points, seat=7, points=0.3, reason="kept the table calm")
    return t


# -- sport (FIIM-style, the issue's table) --------------------------------------------------------

def test_sport_win_one_loss_zero_in_the_real_game_334187():
    # Issue: win 1, loss 0. 334187: the town (1, 3, 4, 5, 6, 8, 10) won; 4's best move
    # named 6 and 8, no black; no removal.
    assert points(play_334187(), "sport") == {1: 1, 2: 0, 3: 1, 4: 1, 5: 1, 6: 1, 7: 0, 8: 1, 9: 0, 10: 1}


def test_sport_best_move_three_blacks_gives_half_point():
    # FIIM default version: 3 blacks named → 0.5 [000 Winning move]; no result yet, so
    # nothing else.
    t = first_killed_named([2, 7, 9])
    assert t.state.best_move.black == 3
    assert points(t, "sport") == {1: F(1, 2), **{s: 0 for s in range(2, 11)}}


def test_sport_best_move_two_blacks_gives_three_tenths():
    # FIIM default version: 2 blacks named → 0.3.
    assert points(first_killed_named([2, 7, 3]), "sport")[1] == F(3, 10)


def test_sport_best_move_one_black_gives_nothing():
    # FIIM: only 2 or 3 blacks score.
    assert points(first_killed_named([2, 3, 4]), "sport")[1] == 0


@pytest.mark.parametrize("name, three, two", [
    ("sport", F(1, 2), F(3, 10)), ("sport-0.4-0.25", F(2, 5), F(1, 4)), ("sport-0.7-0.5", F(7, 10), F(1, 2)),
])
def test_sport_versions_give_their_own_best_move_values(name, three, two):
    # Issue: the other versions' values 0.4/0.25 and 0.7/0.5, selectable.
    assert points(first_killed_named([2, 7, 9]), name)[1] == three
    assert points(first_killed_named([2, 7, 3]), name)[1] == two


def test_sport_removal_by_four_fouls_costs_half_point():
    # Issue: −0.5 for removal by 4 fouls [000 Speaking out of turn: 4 fouls = removal].
    t = Table()
    t.to_day()
    for _ in range(4):
        t.run(c.foul, seat=3)
    assert points(t, "sport")[3] == F(-1, 2)
    assert [line.what for line in system("sport").lines(t.state)] == ["removed by fouls (fourth foul)"]


def test_sport_disqualification_costs_half_point():
    # Issue: −0.5 for disqualification.
    t = Table()
    t.to_day()
    t.run(c.remove, seat=5, reason="phone")
    assert points(t, "sport")[5] == F(-1, 2)
    assert [line.what for line in system("sport").lines(t.state)] == ["disqualified (phone)"]


def test_removal_by_fouls_is_told_apart_from_a_disqualification():
    # Design call: a removal by fouls is the fourth foul or the second technical foul (the
    # reasons fold writes); any PlayerRemoved is a disqualification, whatever its reason.
    ours = replace(system("sport"), name="ours", removed_by_fouls=-1, disqualified=-2)
    t = Table("sport", technical_fouls=True)
    t.to_day()
    for _ in range(4):
        t.run(c.foul, seat=3)
    t.run(c.foul, seat=4, technical=True)
    t.run(c.foul, seat=4, technical=True)
    t.run(c.foul, seat=5)                      # three fouls, then the host removes him
    t.run(c.foul, seat=5)
    t.run(c.foul, seat=5)
    t.run(c.remove, seat=5, reason="fourth foul?")
    assert {s: p for s, p in ours.points(t.state).items() if p} == {3: -1, 4: -1, 5: -2}


def test_a_fourth_foul_after_leaving_removes_nobody_and_costs_nothing():
    # Design call: fouls in a last word remove nobody (fold), so no −0.5.
    t = first_killed_named()
    assert t.step.kind is StepKind.LAST_WORD and t.step.seat == 1
    for _ in range(4):
        t.run(c.foul, seat=1)
    assert t.state.seat(1).fouls == 4 and t.state.seat(1).left.how.value == "killed"
    assert points(t, "sport")[1] == 0


def test_a_draw_is_neither_a_win_nor_a_loss():
    # docs/options.md `all_seated_tied` = draw vote: nobody won, nobody lost.
    t = everyone_tied_twice(AllSeatedTie.DRAW_VOTE)
    t.run(c.remove_all_vote, yes=list(range(1, 8)))
    assert t.state.winner.value == "draw"
    harsh = replace(system("mastermind"), name="harsh", win=2, loss=-1)
    assert set(harsh.points(t.state).values()) == {0}


def test_sport_every_rule_in_one_game():
    # scored_game(): 1 loss + best move 3 blacks = 0.5; 2, 9 win = 1; 7 win + host 0.3 = 1.3;
    # 3 fourth foul, 4 and 5 disqualified = −0.5 each; 10 host −0.2; 6, 8 loss = 0.
    t = scored_game()
    assert points(t, "sport") == {1: F(1, 2), 2: 1, 3: F(-1, 2), 4: F(-1, 2), 5: F(-1, 2),
                                  6: 0, 7: F(13, 10), 8: 0, 9: 1, 10: F(-1, 5)}


# -- the host's extra points and penalties (PointsAdjusted) ----------------------------------------

def test_host_points_count_with_their_written_reason():
    # Issue: the host's extra points and penalties per player, each with a written reason.
    t = scored_game()
    host = [(line.seat, line.points, line.what) for line in system("sport").lines(t.state)
            if line.what.startswith("host")]
    assert host == [(10, F(-1, 5), "host: phone rang"), (7, F(3, 10), "host: kept the table calm")]
    assert [(a.seat, a.phase.value, a.round) for a in t.state.adjustments] == [(10, "day", 1), (7, "end", 2)]


def test_host_points_need_a_written_reason():
    t = Table()
    with pytest.raises(RuleViolation, match="Write why seat 4 gets these points"):
        t.run(c.adjust_points, seat=4, points=0.5, reason="   ")


def test_host_points_need_a_seat_at_the_table():
    t = Table()
    with pytest.raises(RuleViolation, match="There is no seat 11"):
        t.run(c.adjust_points, seat=11, points=0.5, reason="good game")


@pytest.mark.parametrize("value, message", [
    (0, "other than zero"), (0.125, "at most two decimals"), (True, "a number"),
    ("0.5", "a number"), (float("nan"), "other than zero"),
])
def test_host_points_are_a_number_of_hundredths_other_than_zero(value, message):
    # Values are exact to two decimals (the issue: round consistently to 2 decimals).
    t = Table()
    with pytest.raises(RuleViolation, match=message):
        t.run(c.adjust_points, seat=4, points=value, reason="why")


def test_host_points_in_any_phase_and_after_the_end():
    # Issue: entered during or after the game. Before the deal, at night, after the end.
    game = Game.new(preset("sport"), [f"P{i}" for i in range(1, 11)])
    game.run(c.adjust_points, seat=1, points=1, reason="brought the cards")
    t = Table()
    t.to_day()
    t.speak()
    assert t.step.kind is StepKind.SHOT
    t.run(c.adjust_points, seat=2, points=-0.1, reason="peeked")
    t = play_334187()
    t.next()
    t.run(c.end_game)
    t.run(c.adjust_points, seat=6, points=0.25, reason="best speech")
    assert points(t, "sport")[6] == F(5, 4)
    assert [a.points for a in game.state.adjustments] == [1]
    with pytest.raises(RuleViolation, match="The game is over"):
        t.run(c.foul, seat=6)                  # the end still closes the game itself


def test_host_points_are_undone_and_redone_like_any_action():
    t = Table()
    t.to_day()
    t.run(c.adjust_points, seat=4, points=0.5, reason="good")
    t.run(c.undo)
    assert t.state.adjustments == [] and points(t, "sport")[4] == 0
    t.run(c.redo)
    assert points(t, "sport")[4] == F(1, 2)
    assert fold(t.game.events) == t.state


def test_host_points_leave_the_game_flow_alone():
    # The adjustment is beside the game: same step, same agenda, the timer runs on.
    t = Table()
    t.to_day()
    t.run(c.start_timer, now=t.tick())
    agenda, timer = list(t.state.agenda), t.state.timer
    t.run(c.adjust_points, seat=1, points=-0.5, reason="rude")
    assert t.state.agenda == agenda and t.state.timer == timer and t.state.timer.running


def test_host_points_stay_exact_through_the_json_log():
    t = scored_game()
    logged = [ev.from_json(json.loads(json.dumps(ev.to_json(e)))) for e in t.game.events]
    assert logged == t.game.events
    assert [a.points for a in fold(logged).adjustments] == [F(-1, 5), F(3, 10)]


# -- the first-killed compensation Ci ----------------------------------------------------------------

@pytest.mark.parametrize("k, n, ci", [
    (1, 10, F(1, 10)),   # 0.4·1 / round(4)
    (2, 10, F(1, 5)),
    (4, 10, F(2, 5)),
    (6, 10, F(2, 5)),    # 0.4·6/4 = 0.6 → capped at 0.4
    (1, 7, F(2, 15)),    # round(2.8) = 3 → 0.4/3, shown 0.13
    (1, 4, F(1, 5)),     # round(1.6) = 2
    (1, 1, F(2, 5)),     # round(0.4) = 0: the cap
    (0, 10, F(0)),
])
def test_first_killed_compensation_formula(k, n, ci):
    # Issue: Ci = max(0, min(0.4, 0.4·K / round(0.4·N))).
    assert first_killed_compensation(k, n, shot_first_and_lost=True) == ci
    assert system("sport").compensation(k, n, shot_first_and_lost=True) == ci


def test_first_killed_compensation_only_for_a_seat_shot_first_that_lost():
    assert first_killed_compensation(4, 10, shot_first_and_lost=False) == 0
    assert system("mastermind").compensation(4, 10, shot_first_and_lost=True) == 0  # no Ci there


def test_first_killed_compensation_rounds_half_up():
    # round(c·N) half up: c = 0.5, N = 5 → round(2.5) = 3 (Python's round would say 2).
    assert first_killed_compensation(1, 5, shot_first_and_lost=True, cap=F(1, 2)) == F(1, 6)


def test_first_killed_compensation_refuses_impossible_counts():
    with pytest.raises(ValueError):
        first_killed_compensation(1, 0, shot_first_and_lost=True)
    with pytest.raises(ValueError):
        first_killed_compensation(3, 2, shot_first_and_lost=True)


def test_shot_first_and_lost_is_the_red_killed_on_night_one_when_black_wins():
    # Issue: a red player shot on the first shooting night whose team lost.
    t = scored_game()
    assert shot_first_and_lost(t.state) == 1
    assert points(t, "sport")[1] == F(1, 2)    # Ci is the standings' to add, not the game's


def test_shot_first_and_lost_not_when_his_team_won():
    # 334187: seat 4 killed on night 1, the town won.
    t = play_334187()
    assert t.state.first_killed == 4 and shot_first_and_lost(t.state) is None


def test_shot_first_and_lost_not_when_night_one_missed():
    # Design call: the first shooting night is night 1; a miss there compensates nobody,
    # even the first killed of night 2.
    t = Table()
    t.to_day()
    t.speak()
    t.night(None, don=1, sheriff=1)
    t.speak()
    t.night(1, don=1, sheriff=1)
    t.morning()
    for seat in (3, 4, 5):
        t.run(c.remove, seat=seat)
    assert t.state.winner.value == "black" and t.state.first_killed == 1
    assert shot_first_and_lost(t.state) is None


def test_shot_first_and_lost_not_for_a_black_victim():
    # The mafia shot their own seat 2 on night 1; black still wins.
    t = first_killed_named(victim=2)
    for seat in (1, 3, 4, 5, 6):
        t.run(c.remove, seat=seat)
    assert t.state.winner.value == "black" and shot_first_and_lost(t.state) is None


# -- mastermind [000 Winning move] ---------------------------------------------------------------

def test_mastermind_winning_move_scored_by_the_blacks_named():
    # 000 Winning move: ranked games score the first killed by the blacks among his three;
    # default values 3 → 0.5, 2 → 0.3.
    assert points(first_killed_named([2, 7, 9]), "mastermind")[1] == F(1, 2)
    assert points(first_killed_named([2, 7, 3]), "mastermind")[1] == F(3, 10)


def test_mastermind_winning_move_values_are_configurable():
    ours = replace(system("mastermind"), name="ours", best_move={3: 1, 2: "0.5", 1: 0.25})
    assert ours.points(first_killed_named([2, 3, 4]).state)[1] == F(1, 4)
    assert ours.points(first_killed_named([2, 7, 9]).state)[1] == 1


def test_mastermind_every_rule_in_one_game():
    # No removal penalty in the seed: scored_game() without the three −0.5.
    assert points(scored_game(), "mastermind") == {1: F(1, 2), 2: 1, 3: 0, 4: 0, 5: 0, 6: 0,
                                                   7: F(13, 10), 8: 0, 9: 1, 10: F(-1, 5)}


# -- evening points [002 scoring] ------------------------------------------------------------------

def test_evening_mafia_win_gives_each_surviving_black_the_red_players_dealt():
    # 002 scoring: 7 players, mafia 1 and 2, 5 red. Seat 1 removed, then 3, 4, 5, 6: seat 2
    # alone against 7 → black wins; 2 gets the 5 reds dealt, the removed mafioso nothing.
    t = Table("classic", roles={Role.MAFIA: 2, Role.CIVILIAN: 5},
              deal=["mafia", "mafia"] + ["civilian"] * 5)
    t.to_day()
    for seat in (1, 3, 4, 5, 6):
        t.run(c.remove, seat=seat)
    assert t.state.winner.value == "black"
    assert points(t, "evening-002") == {1: 0, 2: 5, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0}


def test_evening_town_win_gives_every_town_player_the_players_at_the_table():
    # 002 scoring, docs/rules.md §5 default (each town player, alive or not): 334187 ends with 3
    # and 6 at the table → 2 for each of the 7 reds, dead or alive.
    t = play_334187()
    assert points(t, "evening-002") == {1: 2, 2: 0, 3: 2, 4: 2, 5: 2, 6: 2, 7: 0, 8: 2, 9: 0, 10: 2}
    survivors_only = EveningTable("survivors", town_all=False)
    assert {s: p for s, p in survivors_only.points(t.state).items() if p} == {3: 2, 6: 2}


def test_evening_points_leave_out_the_host_extras_unless_the_table_counts_them():
    # The seed knows no extra points; a custom evening table may count them.
    t = scored_game()
    assert points(t, "evening-002") == {1: 0, 2: 7, 3: 0, 4: 0, 5: 0, 6: 0, 7: 7, 8: 0, 9: 7, 10: 0}
    counted = EveningTable("with extras", host_adjustments=True)
    assert counted.points(t.state)[7] == F(73, 10)


def test_protocol_evening_points_are_the_evening_system_where_the_preset_keeps_them():
    # scoring.evening_points (the protocol's column) is the same system, for classic only.
    assert evening_points(play_334187().state) == {}
    t = Table("classic", roles={Role.MAFIA: 2, Role.CIVILIAN: 5},
              deal=["mafia", "mafia"] + ["civilian"] * 5)
    t.to_day()
    for seat in (1, 2):
        t.run(c.remove, seat=seat)
    assert evening_points(t.state) == {3: 5, 4: 5, 5: 5, 6: 5, 7: 5}


# -- systems as data -------------------------------------------------------------------------------

def test_the_issue_systems_are_listed_by_name():
    assert {"evening-002", "sport", "mastermind"} <= set(SYSTEMS)
    with pytest.raises(RuleViolation, match="Unknown scoring system 'fiim'"):
        system("fiim")


@pytest.mark.parametrize("name", list(SYSTEMS))
def test_every_system_round_trips_through_json(name):
    table = system(name)
    assert system_from_dict(json.loads(json.dumps(table.to_dict()))) == table


def test_a_custom_table_is_saved_under_its_new_name_exactly():
    ours = replace(system("sport"), name="Club 2026", win=1.2, best_move={3: "1/3", 2: 0})
    data = json.loads(json.dumps(ours.to_dict()))
    assert data["name"] == "Club 2026" and data["win"] == 1.2 and data["best_move"] == {"3": "1/3"}
    back = system_from_dict(data)
    assert back == ours and back.win == F(6, 5) and back.best_move == ((3, F(1, 3)),)
    assert system("sport").win == 1                     # the built-in one is unchanged


@pytest.mark.parametrize("data, message", [
    ({"kind": "table", "name": "x", "colour": 1}, "Unknown scoring option"),
    ({"kind": "table", "name": "x", "win": "lots"}, "must be a number"),
    ({"kind": "table", "name": "x", "best_move": {"4": 1}}, "0 to 3 black"),
    ({"kind": "table", "name": " "}, "needs a name"),
    ({"kind": "table"}, "Malformed scoring table"),
    ({"kind": "poker", "name": "x"}, "Unknown kind"),
    ({"kind": "evening", "name": "x", "town_all": "yes"}, "true or false"),
])
def test_a_malformed_table_is_refused(data, message):
    with pytest.raises(RuleViolation, match=message):
        system_from_dict(data)


# -- numbers ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("value, text, number", [
    (F(1, 2), "0.5", 0.5),
    (F("0.1") * 3, "0.3", 0.3),
    (F(2, 15), "0.13", 0.13),
    (F(1, 8), "0.13", 0.13),     # half up (round() would give 0.12)
    (F(-1, 2), "-0.5", -0.5),
    (F(13, 10), "1.3", 1.3),
    (F(10), "10", 10),
    (F(-1, 1000), "0", 0),
])
def test_points_are_shown_to_two_decimals(value, text, number):
    assert shown(value) == text
    assert json_number(value) == number and type(json_number(value)) is type(number)


def test_extra_points_beyond_a_hundred_are_refused_and_any_total_still_shows():
    # A slip of the finger (1e26) must not break every total shown afterwards.
    from fractions import Fraction

    from mafia_desktop.engine.points import shown
    t = Table()
    with pytest.raises(RuleViolation, match="at most 100 points"):
        t.run(c.adjust_points, seat=3, points=1e26, reason="typo")
    assert t.state.adjustments == []
    assert shown(Fraction(10) ** 26) == "100000000000000000000000000"
