"""The command line's points and systems: one game's points under a scoring system."""

import json

import pytest

from mafia_desktop.store import Archive

from tests.engine.test_points import scored_game
from tests.real_games import POLEMICA

from .test_archive import digest, new_game
from .test_cli import run


@pytest.fixture
def scored(tmp_path):
    """The archive holding tests/engine/test_points.py's scored_game (every sport rule)."""
    path = tmp_path / "a.sqlite3"
    game = scored_game().game
    with Archive(path) as archive:
        game_id = archive.create_game(game.events, game=game)
    return path, game_id


@pytest.fixture
def real_334187(capsys, tmp_path):
    path = tmp_path / "a.sqlite3"
    _, out, _ = run(capsys, "--db", str(path), "import", str(POLEMICA / "334187.json"), "--json")
    return path, json.loads(out)["id"]


def test_points_json_of_the_real_game_334187_under_sport(capsys, real_334187):
    # Win 1, loss 0; 4's best move named no black: the town's seven get 1.
    path, game_id = real_334187
    code, out, _ = run(capsys, "--db", str(path), "points", game_id, "--system", "sport", "--json")
    assert code == 0
    assert json.loads(out) == {"1": 1, "2": 0, "3": 1, "4": 1, "5": 1, "6": 1, "7": 0, "8": 1, "9": 0, "10": 1}


def test_points_json_of_the_real_game_334187_under_evening_002(capsys, real_334187):
    # [002 scoring] town win, 3 and 6 at the table at the end: 2 for each red player.
    path, game_id = real_334187
    code, out, _ = run(capsys, "--db", str(path), "points", game_id[:8], "--system", "evening-002", "--json")
    assert code == 0
    assert json.loads(out) == {"1": 2, "2": 0, "3": 2, "4": 2, "5": 2, "6": 2, "7": 0, "8": 2, "9": 0, "10": 2}


def test_points_json_gives_two_decimals_not_float_noise(capsys, scored):
    path, game_id = scored
    _, out, _ = run(capsys, "--db", str(path), "points", game_id, "--system", "sport", "--json")
    assert out.strip() == ('{"1": 0.5, "2": 1, "3": -0.5, "4": -0.5, "5": -0.5, "6": 0, '
                           '"7": 1.3, "8": 0, "9": 1, "10": -0.2}')


def test_points_text_gives_each_seat_its_total_and_why(capsys, scored):
    path, game_id = scored
    code, out, _ = run(capsys, "--db", str(path), "points", game_id[:8], "--system", "sport")
    lines = out.splitlines()
    assert code == 0 and game_id[:8] in lines[0] and "black won" in lines[0] and "(sport)" in lines[0]
    rows = {int(line.split()[0]): line for line in lines[1:]}
    assert rows[1].split()[3:] == ["0.5", "loss", "0;", "best", "move:", "3", "black", "named", "+0.5"]
    assert rows[3].endswith("-0.5  loss 0; removed by fouls (fourth foul) -0.5")
    assert rows[4].endswith("disqualified (phone) -0.5")
    assert rows[7].endswith("1.3  win +1; host: kept the table calm +0.3")
    assert rows[10].endswith("-0.2  loss 0; host: phone rang -0.2")


def test_points_of_an_unfinished_game_say_so(capsys, tmp_path):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        game_id, _ = new_game(archive)
    code, out, _ = run(capsys, "--db", str(path), "points", game_id, "--system", "mastermind")
    assert code == 0 and "no result yet" in out.splitlines()[1]


def test_systems_lists_the_names(capsys):
    code, out, _ = run(capsys, "systems")
    names = [line.split()[0] for line in out.splitlines()]
    assert code == 0 and {"evening-002", "sport", "mastermind"} <= set(names)


def test_an_unknown_system_is_a_clear_error_and_changes_nothing(capsys, scored):
    path, game_id = scored
    before = digest(path)
    code, out, err = run(capsys, "--db", str(path), "points", game_id, "--system", "fiim")
    assert code == 2 and out == "" and "Unknown scoring system 'fiim'" in err and "sport" in err
    assert digest(path) == before


def test_an_unknown_game_is_a_clear_error_and_changes_nothing(capsys, scored):
    path, _ = scored
    before = digest(path)
    code, _, err = run(capsys, "--db", str(path), "points", "nope-nope", "--system", "sport")
    assert code == 2 and "No game nope-nope" in err
    assert digest(path) == before


def test_a_clubs_own_table_is_listed_and_scores(capsys, real_334187):
    # Our club: a win is worth 2; the town's seven won 334187.
    from dataclasses import replace
    from fractions import Fraction

    from mafia_desktop.engine.points import system
    from mafia_desktop.store.contests import save_system
    path, game_id = real_334187
    with Archive(path) as archive:
        save_system(archive, replace(system("sport"), name="Our club", win=Fraction(2)))
    code, out, _ = run(capsys, "--db", str(path), "systems")
    assert code == 0 and "Our club" in out and "sport" in out
    code, out, _ = run(capsys, "--db", str(path), "points", game_id, "--system", "our club", "--json")
    assert code == 0 and json.loads(out)["1"] == 2 and json.loads(out)["2"] == 0
