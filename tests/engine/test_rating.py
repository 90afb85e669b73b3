"""The rating's formula on hand-worked games (issue 26: the service's public rating code)."""

import pytest

from mafia_desktop.engine.rating import FULL_TABLE, Kind, Rating, factors, game_rating, order, red_odds
from mafia_desktop.engine.roles import Team, Winner

R, B = Team.RED, Team.BLACK
#: A table of ten as the game deals it: seven red, three black.
TEN = (R, R, B, R, R, B, R, R, B, R)


def test_even_odds_at_a_new_club_table_town_wins():
    # Everyone at 0: p = 1 / (1 + 10 ** 0) = 0.5; a club game of ten, K 4 / 3.
    result = game_rating([Rating()] * 10, TEN, Winner.RED)
    assert result.p == 0.5
    assert result.changes == tuple(2.0 if team is R else -1.5 for team in TEN)


def test_tournament_game_the_mafia_wins_against_a_stronger_town():
    # Red ratings 150, 50, 150, 50, 100, 100, 100 (mean 100) against black ratings 0: p = 1 / (1 + 10 ** -0.25)
    # = 1 / 1.5623413 = 0.6400649. Tournament K 16 / 12: the town loses 12 × p = 7.680779
    # each, the mafia wins 16 × p = 10.241039 each.
    reds = iter([150, 50, 150, 50, 100, 100, 100])
    before = [Rating(red=next(reds)) if team is R else Rating(black=0.0) for team in TEN]
    result = game_rating(before, TEN, Winner.BLACK, kind=Kind.TOURNAMENT)
    assert result.p == pytest.approx(0.6400649, abs=1e-7)
    for team, change in zip(TEN, result.changes):
        assert change == pytest.approx(-7.680779 if team is R else 10.241039, abs=1e-6)


def test_the_odds_read_red_ratings_of_red_and_black_ratings_of_black():
    # A red player's black rating and a black player's red rating do not count.
    before = [Rating(red=0, black=999) if team is R else Rating(red=999, black=400) for team in TEN]
    # B − R = 400: p = 1 / (1 + 10) = 1/11.
    assert game_rating(before, TEN, Winner.RED).p == pytest.approx(1 / 11)


def test_elite_game_with_nine_players_counts_half():
    # Nine at the table: elite 32 / 24. p = 0.5, the town wins: red +16, black −12.
    nine = TEN[:9]
    result = game_rating([Rating()] * 9, nine, Winner.RED, kind=Kind.ELITE)
    assert result.changes == tuple(16.0 if team is R else -12.0 for team in nine)


@pytest.mark.parametrize("kind, full, short", [
    (Kind.CLUB, (4, 3), (2, 1.5)), (Kind.TOURNAMENT, (16, 12), (8, 6)), (Kind.ELITE, (64, 48), (32, 24))])
def test_k_factors_of_each_kind_and_fewer_than_ten(kind, full, short):
    assert factors(kind, FULL_TABLE) == full
    assert factors(kind, FULL_TABLE - 1) == short


def test_club_game_with_fewer_than_ten_and_the_mafia_wins():
    # Eight players, red 6 at red 40, black 2 at black 40: p = 0.5; club 2 / 1.5:
    # black +1 each, red −0.75 each.
    teams = (R, R, B, R, R, B, R, R)
    before = [Rating(40, 40, 0) if team is R else Rating(40, 0, 40) for team in teams]
    result = game_rating(before, teams, Winner.BLACK)
    assert result.changes == tuple(-0.75 if team is R else 1.0 for team in teams)


def test_a_game_not_rated_earns_nothing():
    result = game_rating([Rating()] * 10, TEN, Winner.RED, kind=Kind.ELITE, rated=False)
    assert result.p is None
    assert result.changes == (0.0,) * 10


def test_a_game_with_no_result_earns_nothing():
    result = game_rating([Rating()] * 10, TEN, None)
    assert result.p is None and result.changes == (0.0,) * 10


def test_a_draw_is_rated_and_nobody_won_it():
    # The service's update_game_ratings: a draw has no winner, so each red player earns
    # −K_loss × p and each black one K_loss × (p − 1). p = 0.5, a club game: −1.5 each.
    result = game_rating([Rating()] * 10, TEN, Winner.DRAW)
    assert result.p == 0.5 and result.changes == (-1.5,) * 10
    # Odds other than even: red ratings 0 against black 400, p = 1/11.
    before = [Rating() if team is R else Rating(black=400) for team in TEN]
    result = game_rating(before, TEN, Winner.DRAW, kind=Kind.TOURNAMENT)
    for team, change in zip(TEN, result.changes):
        assert change == pytest.approx(-12 / 11 if team is R else -12 * 10 / 11)


@pytest.mark.parametrize("winner, red, black", [
    (Winner.RED, 4.0, None), (Winner.BLACK, 0.0, None), (Winner.DRAW, 0.0, None),
    (Winner.RED, None, -3.0), (Winner.BLACK, None, 0.0), (Winner.DRAW, None, -3.0)])
def test_a_game_with_no_black_or_no_red_player_rates_with_odds_0(winner, red, black):
    # The service's civ_odds is 0 where a colour has no player row: a red player earns
    # K_win × (1 − 0) for a win and −K_loss × 0 for a loss; a black one K_win × 0 for a win,
    # K_loss × (0 − 1) for a loss (a draw is a loss for both). Ten rows, a club game.
    teams = (R,) * 10 if black is None else (B,) * 10
    result = game_rating([Rating(50, 50, 50)] * 10, teams, winner)
    assert result.p == 0.0
    assert result.changes == ((red if black is None else black),) * 10


def test_a_seat_without_a_known_role_neither_counts_nor_earns():
    # Nine seats whose role is known are nine player rows at the service: K is halved (2 / 1.5).
    teams = (None, *TEN[1:])
    before = [Rating(red=1000)] + [Rating()] * 9    # seat 1's rating would move p if counted
    result = game_rating(before, teams, Winner.RED)
    assert result.p == 0.5 and result.changes[0] == 0.0 and result.changes[1] == 1.0


def test_k_is_halved_by_the_players_counted_not_the_seats():
    # The service halves K where the game has fewer than ten player rows: a table of ten
    # with two seats not known counts eight (club 2 / 1.5); ten known seats count ten (4 / 3).
    teams = (None, None, *TEN[2:])
    result = game_rating([Rating()] * 10, teams, Winner.BLACK)
    assert [c for c, t in zip(result.changes, teams) if t is B] == [1.0] * 3
    assert [c for c, t in zip(result.changes, teams) if t is R] == [-0.75] * 5
    assert set(game_rating([Rating()] * 10, TEN, Winner.BLACK).changes) == {2.0, -1.5}


def test_what_a_seat_earns_goes_to_overall_and_his_colour():
    assert Rating(10, 4, 6).plus(R, 2) == Rating(12, 6, 6)
    assert Rating(10, 4, 6).plus(B, -1.5) == Rating(8.5, 4, 4.5)


def test_red_odds_favour_the_stronger_side():
    assert red_odds([200], [0]) > 0.5 > red_odds([0], [200])
    assert red_odds([200], [0]) + red_odds([0], [200]) == pytest.approx(1)


def test_games_count_in_the_order_they_ended_then_by_id():
    games = [("2026-01-02T10:00", "a"), ("2026-01-01T22:00", "z"), ("2026-01-01T22:00", "b")]
    assert [game_id for _, game_id in sorted(games, key=lambda g: order(*g))] == ["b", "z", "a"]
    # And the order changes the result: the same two games the other way round differ.
    first = game_rating([Rating()] * 10, TEN, Winner.RED)
    after = [Rating().plus(team, change) for team, change in zip(TEN, first.changes)]
    second = game_rating(after, TEN, Winner.BLACK)
    assert second.p != 0.5
