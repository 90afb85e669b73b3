"""The faults a hall meets, each against a real PostgreSQL: afterwards the hall holds exactly
each table's log, event for event (issue 18)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone
from pathlib import Path

from mafia_desktop.engine import fold
from mafia_desktop.hall.connection import connect
from mafia_desktop.hall.feed import Feed
from mafia_desktop.hall.judge import Watch
from mafia_desktop.store import Archive

from tests.hall.proxy import Relay
from bench.hall_tables import play, script
from tests.hall.tables import hall_log, local_log

ROOT = Path(__file__).resolve().parents[2]


def until(condition, seconds: float = 30.0, what: str = "") -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {seconds} s: {what}")
        time.sleep(0.05)


def all_sent(feed: Feed) -> bool:
    return feed.status().connected and feed.status().waiting == 0


@contextmanager
def fed_table(path: Path, url: str, **options):
    """A table's archive with its feed woken by each write, as the window wires it."""
    archive = Archive(path)
    feed = Feed(archive.path, url, poll=0.2, **options)
    archive.written.append(feed.wake)
    feed.start()
    try:
        yield archive, feed
    finally:
        feed.stop()
        archive.close()


def in_hall(organiser: str, table: int) -> dict:
    with connect(organiser) as conn:
        return hall_log(conn, table)


def test_the_server_stopped_in_mid_game_and_started_again(pg_server, hall, tmp_path):
    organiser, logins = hall
    events = script(0)
    with fed_table(tmp_path / "t1.sqlite3", logins[0].url) as (archive, feed):
        game_id = play(archive, events, upto=30)
        # The hall's own count too: the feed's may not have seen the last write yet.
        until(lambda: all_sent(feed) and sum(map(len, in_hall(organiser, 1).values())) == 30,
              what="the first 30 events pushed")
        pg_server.stop()
        for event in events[30:60]:        # the host plays on: nothing waits for the hall
            archive.append(game_id, [event])
        until(lambda: not feed.status().connected, what="the table sees the hall gone")
        assert 0 < feed.status().waiting <= 30 and "cannot reach the hall" in str(feed.status().problem)
        assert feed.status().unreachable
        pg_server.start()
        until(lambda: all_sent(feed), what="caught up after the restart")
    assert in_hall(organiser, 1) == local_log(archive.path)


def test_the_network_cut_for_a_while_then_back(hall, pg_server, tmp_path):
    organiser, logins = hall
    relay = Relay(pg_server.port)
    events = script(1)
    try:
        with fed_table(tmp_path / "t2.sqlite3", relay.url(logins[1].url)) as (archive, feed):
            game_id = play(archive, events, upto=20)
            until(lambda: all_sent(feed), what="pushed before the cut")
            relay.cut()
            for event in events[20:50]:
                archive.append(game_id, [event])
            until(lambda: not feed.status().connected, what="the cut noticed")
            relay.mend()
            until(lambda: all_sent(feed), what="caught up after the cut")
    finally:
        relay.close()
    assert in_hall(organiser, 2) == local_log(archive.path)


def test_a_network_that_swallows_everything_is_given_up_on_and_caught_up_after(hall, pg_server, tmp_path):
    organiser, logins = hall
    relay = Relay(pg_server.port)
    events = script(2)
    try:
        with fed_table(tmp_path / "t3.sqlite3", relay.url(logins[2].url), push_timeout=3) as (archive, feed):
            game_id = play(archive, events, upto=10)
            until(lambda: all_sent(feed), what="pushed before")
            relay.hang()
            began = time.monotonic()
            archive.append(game_id, [events[10]])      # the host's write returns at once all the same
            assert time.monotonic() - began < 0.5
            until(lambda: not feed.status().connected, seconds=10, what="a hung connection given up")
            relay.mend()
            until(lambda: all_sent(feed), seconds=40, what="caught up")
    finally:
        relay.close()
    assert in_hall(organiser, 3) == local_log(archive.path)


TABLE = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from mafia_desktop.hall.feed import Feed
    from mafia_desktop.store import Archive
    from bench.hall_tables import play, script
    archive = Archive({path!r})
    feed = Feed(archive.path, {url!r}, poll=0.5)
    archive.written.append(feed.wake)
    feed.start()
    play(archive, script(0), after=lambda game_id: print("wrote", flush=True))
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
        with fed_table(archive.path, login.url) as (_, feed):
            until(lambda: all_sent(feed), what="pushed")
    with connect(logins[-1].url) as judge:
        tables = {t.number: t for t in Watch(judge).tables()}
    for number, path in enumerate(paths, start=1):
        assert in_hall(organiser, number) == local_log(path)
        with Archive(path, write=False) as archive:
            [row] = archive.games()
            assert tables[number].state == fold(archive.events(row.id))   # the same game, step by step
