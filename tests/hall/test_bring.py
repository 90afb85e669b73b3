"""The head judge's laptop brings every game of the hall into its archive (issue 40), with a
real PostgreSQL and the command line in a process of its own: the games whole, their times,
a game gone on since extended, a game damaged in the hall said and skipped, the ratings as
a rebuild makes them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from mafia_desktop.hall.connection import connect
from mafia_desktop.store import Archive
from mafia_desktop.store.projections import ratings

from bench.hall_tables import play, script
from tests.hall.tables import pushed

ROOT = Path(__file__).resolve().parents[2]


def bring(tmp_path: Path, db: Path, url: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mafia_desktop", "--db", str(db), "hall", "bring", url],
                          capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "settings")})


def test_every_game_of_the_hall_comes_into_the_judges_archive(hall, tmp_path):
    organiser, logins = hall
    judge_url = logins[3].url
    tables = [tmp_path / f"table{number}.sqlite3" for number in (1, 2)]
    played: dict[str, Path] = {}
    for number, path in enumerate(tables):
        with Archive(path) as archive:
            played[play(archive, script(number))] = path
            unfinished = script(number + 2)
            played[play(archive, unfinished, upto=30)] = path
        assert not pushed(logins[number].url, path).refused
    judge = tmp_path / "judge.sqlite3"

    done = bring(tmp_path, judge, judge_url)
    assert done.returncode == 0, done.stderr
    assert "4 records: 4 imported, 0 already in the archive, 0 extended, 0 failed" in done.stdout
    with Archive(judge, write=False) as archive:
        assert {row.id for row in archive.games()} == set(played)
        for game_id, path in played.items():
            with Archive(path, write=False) as table:
                assert archive.events_and_times(game_id) == table.events_and_times(game_id)

    # Table 2's unfinished game goes on and is pushed; the judge brings the hall again.
    going_on = [game_id for game_id, path in played.items() if path == tables[1]][1]
    with Archive(tables[1]) as archive:
        rest = script(3)[30:]
        archive.append(going_on, rest)
    assert not pushed(logins[1].url, tables[1]).refused
    again = bring(tmp_path, judge, judge_url)
    assert again.returncode == 0, again.stderr
    assert "4 records: 0 imported, 3 already in the archive, 1 extended, 0 failed" in again.stdout
    with Archive(judge, write=False) as archive, Archive(tables[1], write=False) as table:
        assert archive.events_and_times(going_on) == table.events_and_times(going_on)
        assert archive.game(going_on).finished
        brought = ratings.table(archive.conn)
    with Archive(judge) as archive:
        archive.rebuild_ratings()
        assert ratings.table(archive.conn) == brought and brought

    # A game changed in the hall (its organiser's hand) is said and skipped, the others kept.
    damaged = sorted(played)[0]
    with connect(organiser) as conn:
        conn.execute("UPDATE hall.events SET payload = payload || ' ' WHERE game_id = %s AND seq = 5", [damaged])
        conn.commit()
    fresh = tmp_path / "fresh.sqlite3"
    hurt = bring(tmp_path, fresh, judge_url)
    assert hurt.returncode == 1 and "Traceback" not in hurt.stderr
    assert f"game {damaged} is damaged in the hall and was skipped (event 5 differs" in hurt.stderr
    with Archive(fresh, write=False) as archive:
        assert {row.id for row in archive.games()} == set(played) - {damaged}


def test_a_game_larger_than_any_real_one_is_said_and_never_read_whole(hall, tmp_path):
    from mafia_desktop.hall.judge import READ_PAYLOAD_BYTES
    organiser, logins = hall
    with Archive(tmp_path / "table2.sqlite3") as archive:
        real = play(archive, script(0))
        path = archive.path
    pushed(logins[1].url, path)
    wide = '{"x": "' + "x" * (READ_PAYLOAD_BYTES + 10) + '"}'
    with connect(logins[0].url) as table:   # table 1's own login, within the hall's limits
        table.execute("INSERT INTO hall.games (game_id, ruleset, options, created_at) VALUES ('wide', 's', '{}', 'x')")
        table.execute("INSERT INTO hall.events (game_id, seq, type, payload, at, digest) SELECT 'wide', s, 'undone', "
                      "%s, 'x', ''::bytea FROM generate_series(1, 50) s", [wide])
        table.commit()
    judge = tmp_path / "judge.sqlite3"
    done = bring(tmp_path, judge, logins[3].url)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "game wide holds 50 events (the largest" in done.stderr and "more than a real game: skipped" in done.stderr
    with Archive(judge, write=False) as archive:
        assert {row.id for row in archive.games()} == {real}
