"""Standings of a hand-built event (tests/engine/event_games.py), worked out by hand.

Sport, per seat (G1 + G2 + G3):
  1  1 + 1 + 0, best move 0.5 (three blacks), Ci 0.4 (K=1, N=3: 0.4·1/round(1.2)) = 2.9
  2  0 - 0.5 + 1 = 0.5        7 (don) likewise 0.5        9 likewise 0.5
  3, 6, 10  1 + 1 + 0 = 2     4  2, killed first once (G1; the town won: no Ci)
  5  1 + 1 + 0 - 0.25 = 1.75  8 (sheriff)  1 + 1 + 0 + 0.25 = 2.25
Evening-002: G1 town win with 2 at the table (+2 each red), G2 town win with 7 (+7),
G3 mafia win, each surviving black +7 (reds dealt): reds 9, blacks 7.
"""

from fractions import Fraction

import pytest

from mafia_desktop.engine.points import system
from mafia_desktop.engine.standings import PlayedGame, check_tiebreak, standings
from tests.engine.event_games import PEOPLE, event_tables


@pytest.fixture(scope="module")
def games():
    return [PlayedGame(f"G{n}", t.state, PEOPLE) for n, t in enumerate(event_tables(), start=1)]


def table(rows):
    return {row.player: row for row in rows}


def test_sport_totals_include_best_move_removals_host_points_and_ci(games):
    rows = table(standings(games, system("sport")))
    assert rows["Ada"].total == Fraction("2.9")
    assert (rows["Ada"].best_move, rows["Ada"].compensation, rows["Ada"].killed_first) == (
        Fraction("0.5"), Fraction("0.4"), 1)
    assert rows["Boris"].total == Fraction("0.5") and rows["Boris"].penalties == Fraction("-0.5")
    assert rows["Hel"].total == Fraction("2.25") and rows["Hel"].extra == Fraction("0.25")
    assert rows["Eva"].total == Fraction("1.75") and rows["Eva"].penalties == Fraction("-0.25")
    assert rows["Dana"].total == 2 and rows["Dana"].killed_first == 1 and rows["Dana"].compensation == 0
    assert all(row.games == 3 for row in rows.values())


def test_wins_and_wins_by_role(games):
    rows = table(standings(games, system("sport")))
    assert (rows["Hel"].wins, rows["Hel"].wins_by_role) == (2, {"sheriff": 2})
    assert (rows["Gus"].wins, rows["Gus"].wins_by_role) == (1, {"don": 1})
    assert rows["Ada"].wins_by_role == {"civilian": 2}


def test_sport_places_follow_every_tie_break_step(games):
    # 2.0: Cyril, Dana, Fil, Jan — additional 0, wins 2, no don/sheriff wins; Dana was
    # killed first once: third; the other three share fourth. 0.5: Boris, Gus, Ivo — additional
    # -0.5, one win each; Gus won as the don: eighth; Boris and Ivo share ninth.
    places = [(row.place, row.player) for row in standings(games, system("sport"))]
    assert places == [(1, "Ada"), (2, "Hel"), (3, "Dana"), (4, "Cyril"), (4, "Fil"), (4, "Jan"),
                      (7, "Eva"), (8, "Gus"), (9, "Boris"), (9, "Ivo")]


def test_the_evening_points_of_seed_002(games):
    rows = standings(games, system("evening-002"))
    assert {row.player: row.total for row in rows} == {
        "Ada": 9, "Cyril": 9, "Dana": 9, "Eva": 9, "Fil": 9, "Hel": 9, "Jan": 9,
        "Boris": 7, "Gus": 7, "Ivo": 7}
    # 9 points each: Hel won twice as sheriff; Ada and Dana were killed first once.
    assert [(row.place, row.player) for row in rows][:4] == [(1, "Hel"), (2, "Ada"), (2, "Dana"), (4, "Cyril")]


def test_the_tie_break_order_is_configurable(games):
    rows = standings(games, system("sport"), tiebreak=["killed_first"])
    assert [row.player for row in rows if row.total == 2][0] == "Dana"
    assert [(r.place, r.player) for r in rows if r.total == Fraction("0.5")] == [
        (8, "Boris"), (8, "Gus"), (8, "Ivo")]                  # nothing tells them apart now
    with pytest.raises(ValueError, match="Unknown tie-break"):
        check_tiebreak(["height"])


def test_unfinished_games_score_nothing(games):
    from tests.engine.table import Table
    unfinished = Table()
    unfinished.to_day()
    rows = table(standings([*games, PlayedGame("G4", unfinished.state, PEOPLE)], system("sport")))
    assert rows["Ada"].games == 3 and rows["Ada"].total == Fraction("2.9")


def test_the_mastermind_system_scores_the_winning_move_and_no_removals(games):
    # [000 winning move] win 1, three blacks named 0.5; no removal penalty, no Ci; the host's
    # points count. Ada 1 + 1 + 0.5 = 2.5; Hel 2.25; Eva 1.75; the disqualified blacks 0 + 0 + 1.
    rows = standings(games, system("mastermind"))
    totals = {row.player: row.total for row in rows}
    assert totals == {"Ada": Fraction("2.5"), "Hel": Fraction("2.25"), "Cyril": 2, "Dana": 2, "Fil": 2,
                      "Jan": 2, "Eva": Fraction("1.75"), "Boris": 1, "Gus": 1, "Ivo": 1}
    assert all(row.compensation == 0 and row.penalties <= 0 for row in rows)
    assert [(row.place, row.player) for row in rows] == [
        (1, "Ada"), (2, "Hel"), (3, "Dana"), (4, "Cyril"), (4, "Fil"), (4, "Jan"),
        (7, "Eva"), (8, "Gus"), (9, "Boris"), (9, "Ivo")]
