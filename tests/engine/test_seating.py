"""Tournament seating plans (issue 7): seats even, opponents spread, locked pairs apart."""

from collections import Counter
from itertools import combinations

import pytest

from mafia_desktop.engine.seating import Place, SeatingPlan, plan_seating

FAMILY = [("Player 1", "Player 2"), ("Player 3", "Player 4"), ("Player 4", "Player 5"),
          ("Player 6", "Player 20")]


@pytest.fixture(scope="module")
def twenty():
    return plan_seating(20, tables=2, games_per_player=10)


def test_twenty_players_two_tables_ten_games_have_every_seat_exactly_once(twenty):
    assert len(twenty.rounds) == 10
    for name in twenty.players:
        assert twenty.seat_counts(name) == (1,) * 10
    spread = twenty.seat_spread()
    assert spread.worst == 0
    assert set(spread.per_player.values()) == {0}


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_twenty_players_meet_every_opponent_three_to_seven_times(seed):
    # A player meets 9 × 10 = 90 opponents with repeats among 19, q = 4.74 a pair. No plan
    # does better than a spread of 3: with two tables, pair counts are m = (10 + <v_i, v_j>)/2
    # for ±1 vectors v over 10 rounds, whose Gram matrix has rank ≤ 10 and trace 200, so
    # Σ m² ≥ 4500, which counts within any three consecutive values cannot reach.
    # The search reaches 3 to 7 (one above that bound) and no pair that never meets.
    meetings = plan_seating(20, tables=2, games_per_player=10, seed=seed).repeated_meetings()
    assert sum(meetings.counts.values()) == 10 * 2 * 45
    assert sum(m * m for m in meetings.counts.values()) >= 4500
    assert 3 <= meetings.fewest and meetings.most <= 7
    assert meetings.never_met == 0
    assert meetings.repeats == 900 - 190


@pytest.mark.parametrize("count, tables, games", [(25, 2, 8), (13, 1, 10), (30, 2, 10),
                                                  (40, 4, 5)])
def test_every_player_plays_exactly_his_games_and_once_a_round(count, tables, games):
    plan = plan_seating(count, tables=tables, games_per_player=games)
    rounds = count * games // (tables * 10)
    assert len(plan.rounds) == rounds
    for tables_ in plan.rounds:
        assert len(tables_) == tables and all(len(table) == 10 for table in tables_)
        seated = [name for table in tables_ for name in table]
        assert len(seated) == len(set(seated)) == tables * 10
    for name in plan.players:
        assert len(plan.games_of(name)) == games
        assert sum(name in out for out in plan.sitting_out) == rounds - games


def test_seats_differ_by_at_most_one_when_ten_does_not_divide_the_games():
    plan = plan_seating(25, tables=2, games_per_player=8)
    assert plan.seat_spread().worst == 1
    for name in plan.players:
        assert sorted(Counter(plan.seat_counts(name)).items()) == [(0, 2), (1, 8)]
    assert plan_seating(20, tables=2, games_per_player=20).seat_spread().worst == 0


def test_sitting_out_is_never_two_rounds_running_when_it_can_be_avoided():
    plan = plan_seating(25, tables=2, games_per_player=8)
    for before, after in zip(plan.sitting_out, plan.sitting_out[1:]):
        assert not set(before) & set(after)


@pytest.mark.parametrize("count, tables, games", [(20, 2, 10), (25, 2, 8), (40, 4, 10)])
def test_locked_pairs_never_share_a_table(count, tables, games):
    plan = plan_seating(count, tables=tables, games_per_player=games, apart=FAMILY)
    assert plan.apart == tuple(FAMILY)
    assert plan.apart_violations() == ()
    for tables_ in plan.rounds:
        for table in tables_:
            for a, b in FAMILY:
                assert not (a in table and b in table)
    assert plan.seat_spread().worst == (0 if games % 10 == 0 else 1)


def test_a_family_of_three_sits_at_three_tables():
    family = [("Anna", "Boris"), ("Boris", "Chaim"), ("Anna", "Chaim")]
    names = ["Anna", "Boris", "Chaim", *(f"Guest {i}" for i in range(27))]
    plan = plan_seating(names, tables=3, games_per_player=10, apart=family)
    assert plan.apart_violations() == ()
    for tables_ in plan.rounds:
        assert sorted(t for t, table in enumerate(tables_) for name in table
                      if name in ("Anna", "Boris", "Chaim")) == [0, 1, 2]


def test_apart_violations_finds_a_locked_pair_at_one_table():
    table = tuple(f"Player {i}" for i in range(1, 5))
    plan = SeatingPlan(players=table, table_size=4, rounds=((table,),),
                       apart=(("Player 2", "Player 3"),))
    assert plan.apart_violations() == ((1, 1, "Player 2", "Player 3"),)


def test_the_same_seed_gives_the_same_plan_and_another_seed_another():
    first = plan_seating(20, tables=2, games_per_player=10, apart=FAMILY, seed=7)
    again = plan_seating(20, tables=2, games_per_player=10, apart=FAMILY, seed=7)
    other = plan_seating(20, tables=2, games_per_player=10, apart=FAMILY, seed=8)
    assert first == again
    assert first.rounds != other.rounds


def test_places_are_numbered_as_printed(twenty):
    places = twenty.games_of("Player 1")
    assert [place.round for place in places] == list(range(1, 11))
    first = places[0]
    assert twenty.rounds[0][first.table - 1][first.seat - 1] == "Player 1"
    assert isinstance(first, Place) and 1 <= first.seat <= 10


def test_named_players_keep_their_names():
    names = ["Jānis Bērziņš", "Дмитрий", "אורי", *(f"P{i}" for i in range(7))]
    plan = plan_seating(names, tables=1, games_per_player=3)
    assert plan.players == tuple(names)
    assert sorted(plan.rounds[0][0]) == sorted(names)


def test_pairs_meet_at_most_as_often_as_both_play():
    plan = plan_seating(25, tables=2, games_per_player=8)
    meetings = plan.repeated_meetings()
    for a, b in combinations(plan.players[:8], 2):
        both = sum(1 for out in plan.sitting_out if a not in out and b not in out)
        assert meetings.counts[a, b] <= both


@pytest.mark.parametrize("kwargs, message", [
    (dict(players=8, tables=1, games_per_player=5), "8 players cannot fill a table of 10"),
    (dict(players=25, tables=3, games_per_player=10),
     "25 players fill at most 2 tables of 10; 3 tables need 30 players"),
    (dict(players=20, tables=2, games_per_player=10, table_size=3),
     "A table needs at least 4 seats"),
    (dict(players=20, tables=0, games_per_player=10), "at least one table"),
    (dict(players=20, tables=2, games_per_player=0), "at least one game"),
    (dict(players=23, tables=2, games_per_player=10),
     "With 23 players choose 20 games each, or with 10 games each bring 22 or 24 players"),
    (dict(players=20, tables=2, games_per_player=10, apart=[("Player 1", "Bob")]),
     '"Bob" is kept apart from someone but is not among the players'),
    (dict(players=20, tables=2, games_per_player=10, apart=[("Player 1", "Player 1")]),
     "cannot be kept apart from himself"),
    (dict(players=20, tables=2, games_per_player=10,
          apart=[("Player 1", "Player 2"), ("Player 2", "Player 3"), ("Player 1", "Player 3")]),
     r"In round 1 the players kept apart \(Player 1, Player 2, Player 3\) cannot be spread "
     r"over 2 tables"),
    (dict(players=10, tables=1, games_per_player=3, apart=[("Player 1", "Player 2")]),
     "At one table players kept apart cannot both play a round, but Player 1 and Player 2 "
     "both play round 1"),
    (dict(players=["Anna", "ANNA", *"bcdefghi"], tables=1, games_per_player=1),
     '"Anna" and "ANNA" are the same player'),
    (dict(players=["Anna", " ", *"bcdefghi"], tables=1, games_per_player=1),
     "one of them is blank"),
])
def test_impossible_plans_are_refused_in_the_hosts_words(kwargs, message):
    with pytest.raises(ValueError, match=message):
        plan_seating(**kwargs)


def test_a_pair_kept_apart_may_be_written_in_any_case():
    names = [f"Player {n}" for n in range(1, 19)] + ["Anna", "Boris"]
    plan = plan_seating(names, tables=2, games_per_player=10, apart=[("anna", "BORIS")])
    assert plan.apart_violations() == ()
    assert all(not ({"Anna", "Boris"} <= set(table)) for tables in plan.rounds for table in tables)
