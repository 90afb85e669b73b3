"""A scripted tournament of 3 tables against a real PostgreSQL: set up from the command line,
each table playing its games at once with the window's feed, the head judge reading every
table's games, their results and the standings, and handing the next round's seats."""

from __future__ import annotations

import dataclasses

import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from mafia_desktop.engine import fold
from mafia_desktop.engine.points import SYSTEMS
from mafia_desktop.engine.standings import PlayedGame, standings
from mafia_desktop.hall.connection import connect
from mafia_desktop.hall.feed import Feed
from mafia_desktop.hall.judge import Watch, next_seats
from mafia_desktop.store import Archive

from bench.hall_tables import play, script
from tests.hall.tables import hall_log, local_log, seat_as_played

ROOT = Path(__file__).resolve().parents[2]


def mafia_desktop(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mafia_desktop", *args], capture_output=True, text=True, cwd=ROOT)


@pytest.mark.slow
def test_a_tournament_of_three_tables(pg_server, tmp_path):
    organiser = pg_server.create_database("cup")
    made = mafia_desktop("hall", "setup", organiser, "--tables", "3")
    assert made.returncode == 0, made.stderr
    urls = [line.split(": ", 1)[1] for line in made.stdout.splitlines() if line.startswith(("table", "head judge"))]
    assert [line.split(":")[0] for line in made.stdout.splitlines()[:4]] == ["table 1", "table 2", "table 3",
                                                                              "head judge"]
    tables, judge_url = urls[:3], urls[3]
    assert mafia_desktop("hall", "setup", organiser, "--tables", "3").returncode == 2   # said, nothing changed
    for number in (1, 2, 3):     # the seating the judge hands out: each round's game is as seated
        for game in range(2):
            seat_as_played(judge_url, number, script(number + game))

    def table(number: int) -> None:
        with Archive(tmp_path / f"table{number}.sqlite3") as archive:
            feed = Feed(archive.path, tables[number - 1], poll=0.2)
            archive.written.append(feed.wake)
            feed.start()
            for game in range(2):      # two rounds, each table a different real game each round
                play(archive, script(number + game))
            deadline = time.monotonic() + 30
            while (feed.status().waiting or not feed.status().connected) and time.monotonic() < deadline:
                time.sleep(0.05)
            feed.stop()
    playing = [threading.Thread(target=table, args=(n,)) for n in (1, 2, 3)]
    for thread in playing:
        thread.start()
    for thread in playing:
        thread.join()

    played = []
    with connect(judge_url) as judge:
        watch = Watch(judge)
        for number in (1, 2, 3):
            path = tmp_path / f"table{number}.sqlite3"
            local = local_log(path)
            assert hall_log(judge, number) == local
            with Archive(path, write=False) as archive:
                states = {row.id: fold(archive.events(row.id)) for row in archive.games()}
            seen = {t.game_id: t.state for t in watch.games(number)}
            assert seen == states
            played += [PlayedGame(game_id, state, {s.number: s.nickname for s in state.seats})
                       for game_id, state in states.items()]
        now = {t.number: t for t in watch.tables()}
        assert sorted(now) == [1, 2, 3] and all(t.state is not None for t in now.values())
        expected = standings(played, SYSTEMS["sport"])
        assert watch.standings("sport") == expected and expected
        watch.hand_seating(3, [[f"T{t} P{s}" for s in range(1, 11)] for t in (1, 2, 3)])

    for number in (1, 2, 3):
        with connect(tables[number - 1]) as conn:
            # Two games played here: the third round's seats are this table's next.
            assert next_seats(conn) == [f"T{number} P{s}" for s in range(1, 11)]
        status = mafia_desktop("--db", str(tmp_path / f"table{number}.sqlite3"), "hall", "status", tables[number - 1])
        assert status.returncode == 0 and "0 events waiting, 0 refusals" in status.stdout


def test_the_next_round_handed_out_is_the_one_a_table_has_not_played(hall, tmp_path):
    organiser, logins = hall
    with connect(logins[-1].url) as judge:
        watch = Watch(judge)
        for round_number in (1, 2):
            watch.hand_seating(round_number, [[f"R{round_number} T{t} P{s}" for s in range(1, 11)] for t in (1, 2, 3)])
    with connect(logins[1].url) as table:
        assert next_seats(table) == [f"R1 T2 P{s}" for s in range(1, 11)]
    with Archive(tmp_path / "t2.sqlite3") as archive:
        events = script(0)
        events[1] = dataclasses.replace(events[1], number="1")   # labelled as the New game labels it
        game_id = play(archive, events, upto=5)
        path = archive.path
    assert mafia_desktop("--db", str(path), "hall", "sync", logins[1].url).returncode == 0
    with connect(logins[1].url) as table:
        # A game under way: a New game now is a misdeal, begun again with round 1's seats.
        assert next_seats(table) == [f"R1 T2 P{s}" for s in range(1, 11)]
    with Archive(path) as archive:
        archive.append(game_id, events[5:])
    assert mafia_desktop("--db", str(path), "hall", "sync", logins[1].url).returncode == 0
    with connect(logins[1].url) as table:   # over: round 2 is the next
        assert next_seats(table) == [f"R2 T2 P{s}" for s in range(1, 11)]


def test_a_tables_sync_without_a_url_takes_the_one_settings_saved(hall, tmp_path, capsys):
    # The command line hands the hall the URL Settings saved (the hall reads no settings of
    # the window's: they would load Qt).
    from urllib.parse import urlsplit

    from mafia_desktop import __main__ as cli, preferences
    from mafia_desktop.hall import secrets
    organiser, logins = hall
    with Archive(tmp_path / "t1.sqlite3") as archive:
        play(archive, script(0), upto=5)
        path = archive.path
    assert cli.main(["--db", str(path), "hall", "sync"]) == 2
    assert "no hall's URL given, and none is saved" in capsys.readouterr().err
    bare = logins[0].url.replace(f":{urlsplit(logins[0].url).password}@", "@")
    preferences.save_hall_url(bare)
    secrets.save_password(bare, urlsplit(logins[0].url).password)
    assert cli.main(["--db", str(path), "hall", "sync"]) == 0
    assert "pushed 5 events of 1 games; 0 waiting" in capsys.readouterr().out
    with connect(organiser) as conn:
        assert hall_log(conn) == local_log(path)
