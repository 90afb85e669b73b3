"""The faults a hall meets, each against a real PostgreSQL: afterwards the hall holds exactly
each table's log, event for event (issue 18)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from mafia_desktop.engine import fold
from mafia_desktop.hall.connection import connect
from mafia_desktop.hall.feed import Feed
from mafia_desktop.hall.judge import Watch
from mafia_desktop.store import Archive

from tests.hall.proxy import Relay
from tests.hall.tables import hall_log, local_log, play, script

ROOT = Path(__file__).resolve().parents[2]


def until(condition, seconds: float = 30.0, what: str = "") -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {seconds} s: {what}")
        time.sleep(0.05)


def in_hall(organiser: str, table: int) -> dict:
    with connect(organiser) as conn:
        return hall_log(conn, table)


def test_the_server_stopped_in_mid_game_and_started_again(pg_server, hall, tmp_path):
    organiser, logins = hall
    events = script(0)
    archive = Archive(tmp_path / "t1.sqlite3")
    feed = Feed(archive.path, logins[0].url, poll=0.2)
    feed.start()
    try:
        game_id = play(archive, events, upto=30, after=lambda _: feed.wake())
        until(lambda: feed.status().connected and feed.status().waiting == 0, what="the first 30 events pushed")
        pg_server.stop()
        for event in events[30:60]:        # the host plays on: nothing waits for the hall
            archive.append(game_id, [event])
            feed.wake()
        until(lambda: not feed.status().connected, what="the table sees the hall gone")
        assert 0 < feed.status().waiting <= 30 and "cannot reach the hall" in str(feed.status().problem)
        assert feed.status().unreachable
        pg_server.start()
        until(lambda: feed.status().connected and feed.status().waiting == 0, what="caught up after the restart")
    finally:
        feed.stop()
        archive.close()
    assert in_hall(organiser, 1) == local_log(archive.path)


def test_the_network_cut_for_a_while_then_back(hall, pg_server, tmp_path):
    organiser, logins = hall
    relay = Relay(pg_server.port)
    events = script(1)
    archive = Archive(tmp_path / "t2.sqlite3")
    feed = Feed(archive.path, relay.url(logins[1].url), poll=0.2)
    feed.start()
    try:
        game_id = play(archive, events, upto=20, after=lambda _: feed.wake())
        until(lambda: feed.status().waiting == 0 and feed.status().connected, what="pushed before the cut")
        relay.cut()
        for event in events[20:50]:
            archive.append(game_id, [event])
            feed.wake()
        until(lambda: not feed.status().connected, what="the cut noticed")
        relay.mend()
        until(lambda: feed.status().connected and feed.status().waiting == 0, what="caught up after the cut")
    finally:
        feed.stop()
        archive.close()
        relay.close()
    assert in_hall(organiser, 2) == local_log(archive.path)


def test_a_network_that_swallows_everything_is_given_up_on_and_caught_up_after(hall, pg_server, tmp_path):
    organiser, logins = hall
    relay = Relay(pg_server.port)
    events = script(2)
    archive = Archive(tmp_path / "t3.sqlite3")
    feed = Feed(archive.path, relay.url(logins[2].url), poll=0.2, push_timeout=3)
    feed.start()
    try:
        game_id = play(archive, events, upto=10, after=lambda _: feed.wake())
        until(lambda: feed.status().waiting == 0 and feed.status().connected, what="pushed before")
        relay.hang()
        began = time.monotonic()
        archive.append(game_id, [events[10]])      # the host's write returns at once all the same
        assert time.monotonic() - began < 0.5
        feed.wake()
        until(lambda: not feed.status().connected, seconds=10, what="a hung connection given up")
        relay.mend()
        until(lambda: feed.status().connected and feed.status().waiting == 0, seconds=40, what="caught up")
    finally:
        feed.stop()
        archive.close()
        relay.close()
    assert in_hall(organiser, 3) == local_log(archive.path)


TABLE = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from mafia_desktop.hall.feed import Feed
    from mafia_desktop.store import Archive
    from tests.hall.tables import play, script
    archive = Archive({path!r})
    feed = Feed(archive.path, {url!r}, poll=0.5)
    feed.start()
    def wrote(game_id):
        feed.wake()
        print("wrote", flush=True)
    play(archive, script(0), after=wrote)
    import time
    time.sleep(60)
""")


def test_a_table_killed_between_the_local_write_and_the_push_catches_up_with_sync(hall, tmp_path):
    organiser, logins = hall
    path = tmp_path / "t1.sqlite3"
    child = subprocess.Popen([sys.executable, "-c", TABLE.format(root=str(ROOT), path=str(path), url=logins[0].url)],
                             stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        for _ in range(40):
            child.stdout.readline()
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
    local = local_log(path)
    [game_id] = local
    assert len(local[game_id]) >= 41
    done = subprocess.run([sys.executable, "-m", "mafia_desktop", "--db", str(path), "hall", "sync", logins[0].url],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert "0 waiting" in done.stdout
    assert in_hall(organiser, 1) == local
    again = subprocess.run([sys.executable, "-m", "mafia_desktop", "--db", str(path), "hall", "sync", logins[0].url],
                           capture_output=True, text=True, cwd=ROOT)
    assert "pushed 0 events of 0 games; 0 waiting" in again.stdout


def test_two_tables_clocks_minutes_apart_change_no_order_within_a_game(hall, tmp_path):
    organiser, logins = hall
    now = datetime.now(timezone.utc)
    ahead = (now + timedelta(minutes=7)).isoformat(timespec="milliseconds")
    behind = (now - timedelta(minutes=9)).isoformat(timespec="milliseconds")
    paths = []
    for login, stamp, number in ((logins[0], ahead, 0), (logins[1], behind, 1)):
        with Archive(tmp_path / f"{login.role}.sqlite3") as archive:
            play(archive, script(number), at=stamp)
            paths.append(archive.path)
        feed = Feed(archive.path, login.url, poll=0.2)
        feed.start()
        until(lambda: feed.status().connected and feed.status().waiting == 0, what="pushed")
        feed.stop()
    with connect(logins[-1].url) as judge:
        tables = {t.number: t for t in Watch(judge).tables()}
    for number, path in enumerate(paths, start=1):
        assert in_hall(organiser, number) == local_log(path)
        with Archive(path, write=False) as archive:
            [row] = archive.games()
            assert tables[number].state == fold(archive.events(row.id))   # the same game, step by step
