"""mafia-desktop ratings: the table, a period, one game's seats, and a start file."""

import json

import pytest

from mafia_desktop.store import Archive
from mafia_desktop.store.projections import ratings
from tests.store.test_cli import run
from tests.store.test_ratings import TEN, play


@pytest.fixture
def two_evenings(tmp_path):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        first = play(archive, TEN, "red", "2026-01-01")
        second = play(archive, TEN, "black", "2026-01-08")
    return path, first, second


def lines(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines()]


def test_the_table_a_line_a_player_the_best_first(capsys, two_evenings):
    path, _, _ = two_evenings
    code, out, _ = run(capsys, "--db", str(path), "ratings", "--json")
    table = lines(out)
    assert code == 0 and len(table) == 10
    assert [row["overall"] for row in table] == sorted((row["overall"] for row in table), reverse=True)
    with Archive(path, write=False) as archive:
        kept = {row.nickname: row for row in ratings.table(archive.conn)}
    for row in table:
        assert row["overall"] == round(kept[row["nickname"]].overall, 2) and row["games"] == 2
    code, text, _ = run(capsys, "--db", str(path), "ratings")
    assert code == 0 and len(text.splitlines()) == 10 and text.split()[0] == table[0]["nickname"]


def test_a_period_counts_only_its_games(capsys, two_evenings):
    path, _, _ = two_evenings
    _, out, _ = run(capsys, "--db", str(path), "ratings", "--json", "--until", "2026-01-01")
    first = {row["nickname"]: row for row in lines(out)}
    # After the first evening alone: a club game at even odds, the town winning.
    assert first["P1"] == {"nickname": "P1", "overall": 2.0, "red": 2.0, "black": 0.0, "games": 1, "change": 2.0}
    assert first["P2"]["overall"] == -1.5
    _, out, _ = run(capsys, "--db", str(path), "ratings", "--json", "--since", "2026-01-05")
    later = {row["nickname"]: row for row in lines(out)}
    assert later["P1"]["games"] == 1 and later["P1"]["change"] == round(later["P1"]["overall"] - 2.0, 2)
    _, out, _ = run(capsys, "--db", str(path), "ratings", "--since", "2027-01-01")
    assert out.strip() == "no rated games in that period"
    code, _, err = run(capsys, "--db", str(path), "ratings", "--until", "Tuesday")
    assert code == 2 and "not a date" in err


def test_one_games_seats_with_their_ratings_before_and_p(capsys, two_evenings):
    path, _, second = two_evenings
    code, out, _ = run(capsys, "--db", str(path), "ratings", "--game", second[:8], "--json")
    shown = json.loads(out)
    p = 1 / (1 + 10 ** (-3.5 / 400))   # reds at red 2, blacks at black −1.5 (tests/store/test_ratings)
    assert code == 0 and shown["game"] == second and shown["p"] == pytest.approx(p)
    assert shown["seats"][0] == {"seat": 1, "nickname": "P1", "team": "red",
                                 "before": {"overall": 2.0, "red": 2.0, "black": 0.0},
                                 "change": pytest.approx(-3 * p)}
    assert shown["seats"][1]["team"] == "black" and shown["seats"][1]["change"] == pytest.approx(4 * p)


def test_a_start_file_carries_on_from_the_service(capsys, two_evenings, tmp_path):
    path, _, _ = two_evenings
    start = tmp_path / "service.csv"
    start.write_text("nickname,overall,red,black\nP1,300.5,200,100.5\nNewcomer,12,12,0\n", encoding="utf-8")
    code, out, _ = run(capsys, "--db", str(path), "ratings", "--start", str(start))
    assert code == 0 and "2 player" in out
    _, out, _ = run(capsys, "--db", str(path), "ratings", "--json")
    table = {row["nickname"]: row for row in lines(out)}
    assert table["P1"]["overall"] > 290 and table["P1"]["games"] == 2
    assert table["Newcomer"] == {"nickname": "Newcomer", "overall": 12.0, "red": 12.0, "black": 0.0, "games": 0,
                                 "change": 0.0}


@pytest.mark.parametrize("content, said", [
    ("nickname,overall,red,black\nP1,300,200\n", "line 2: 3 values"),
    ("P1,lots,200,100\n", "line 1: the overall rating 'lots' is not a rating"),
    ("P1,nan,200,100\n", "is not a rating"),
    ("P1,1,1,0\np1,2,2,0\n", "line 2: p1 is on line 1 already"),
    (",1,1,0\n", "the nickname is empty"),
    ("nickname,overall,red,black\n", "has no starting ratings"),
    ("P1,1e308,0,0\n", "at most a million"),
])
def test_a_bad_start_file_is_refused_and_changes_nothing(capsys, two_evenings, tmp_path, content, said):
    path, _, _ = two_evenings
    with Archive(path, write=False) as archive:
        before = ratings.from_games(archive.conn)
    start = tmp_path / "bad.csv"
    start.write_text(content, encoding="utf-8")
    code, _, err = run(capsys, "--db", str(path), "ratings", "--start", str(start))
    assert code == 2 and said in err
    with Archive(path, write=False) as archive:
        assert ratings.from_games(archive.conn) == before
        assert archive.conn.execute("SELECT count(*) FROM rating_starts").fetchone()[0] == 0


def test_a_start_file_that_is_not_text_is_refused(capsys, two_evenings, tmp_path):
    path, _, _ = two_evenings
    start = tmp_path / "photo.csv"
    start.write_bytes(b"\xff\xd8\xff\xe0 not text")
    code, _, err = run(capsys, "--db", str(path), "ratings", "--start", str(start))
    assert code == 2 and "not a UTF-8 text file" in err


def test_a_game_marked_not_rated_and_back(capsys, two_evenings):
    path, first, _ = two_evenings
    _, out, _ = run(capsys, "--db", str(path), "ratings", "--json")
    before = lines(out)
    code, out, _ = run(capsys, "--db", str(path), "ratings", "--not-rated", first[:8])
    assert code == 0 and out.startswith(f"not rated: {first}")
    _, out, _ = run(capsys, "--db", str(path), "ratings", "--game", first, "--json")
    assert json.loads(out)["rated"] is False
    _, out, _ = run(capsys, "--db", str(path), "ratings", "--json")
    assert {row["games"] for row in lines(out)} == {1}
    run(capsys, "--db", str(path), "ratings", "--rated", first)
    _, out, _ = run(capsys, "--db", str(path), "ratings", "--json")
    assert lines(out) == before
