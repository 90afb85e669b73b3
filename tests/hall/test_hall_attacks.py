"""The hall against the table that wants to cheat and the laptop with the wrong clock (issue
23): each attack run as that table's own login on a real PostgreSQL, each refused or handled
in words with nothing lost."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

import psycopg
import pytest

from mafia_desktop.hall import push
from mafia_desktop.hall.connection import HallRefused, HallUnreachable, connect, masked, shown_url
from mafia_desktop.hall.judge import Watch
from mafia_desktop.hall.schema import NAME_BYTES, Limits, role_names
from mafia_desktop.hall.setup import setup
from mafia_desktop.store import Archive

from bench.hall_tables import play, script
from tests.hall.tables import hall_log, local_log, pushed, seat_as_played, seated_and_pushed

ROOT = Path(__file__).resolve().parents[2]


def mafia_desktop(*args: str, env: dict | None = None, stdin=subprocess.DEVNULL) -> subprocess.CompletedProcess:
    import os
    return subprocess.run([sys.executable, "-m", "mafia_desktop", *args], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, **(env or {})}, stdin=stdin, timeout=120)


def iso(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).isoformat(timespec="milliseconds")


def organiser_does(organiser: str, statement: str, params=None) -> None:
    with psycopg.connect(organiser, autocommit=True) as conn:
        conn.execute(statement, params)


def insert_event(conn, game_id: str, seq: int, payload: str = "{}", kind: str = "undone") -> None:
    conn.execute("INSERT INTO hall.events (game_id, seq, type, payload, at, digest) VALUES (%s, %s, %s, %s, 'x', "
                 "''::bytea)", [game_id, seq, kind, payload])


# -- nothing lost to a clock -------------------------------------------------------------------

@pytest.mark.parametrize("off", [timedelta(hours=-2), timedelta(days=1)], ids=["2 h behind", "1 day ahead"])
def test_a_table_whose_clock_is_off_gets_every_game_to_the_hall(hall, tmp_path, monkeypatch, off):
    organiser, logins = hall
    laptop_now = datetime.now(timezone.utc) + off
    monkeypatch.setattr(push, "laptop_clock", lambda: time.time() + off.total_seconds())
    with Archive(tmp_path / "t1.sqlite3") as archive:
        # Each written by the laptop's own clock, as the window writes them.
        played = [play(archive, script(n), upto=8, at=iso(laptop_now + timedelta(minutes=n))) for n in range(2)]
        path = archive.path
    done = pushed(logins[0].url, path)
    assert (done.games, done.events) == (2, 16)
    with connect(organiser) as conn:
        assert sorted(hall_log(conn)) == sorted(played) and hall_log(conn) == local_log(path)
        # The judge sees the table's clock, measured by the table at its connection.
        [offset] = [row[0] for row in conn.execute("SELECT offset_seconds FROM hall.clocks WHERE table_number = 1")]
    assert abs(offset - off.total_seconds()) < 30
    said = push.clock_said(offset)
    assert said is not None and ("behind" if off < timedelta(0) else "ahead") in str(said)


def test_the_window_feed_of_a_laptop_two_hours_behind_says_so_and_sends_everything(hall, tmp_path, monkeypatch):
    from tests.hall.test_hall_faults import all_sent, fed_table, until
    organiser, logins = hall
    monkeypatch.setattr(push, "laptop_clock", lambda: time.time() - 7200)
    with fed_table(tmp_path / "t1.sqlite3", logins[0].url) as (archive, feed):
        play(archive, script(0), upto=12, at=iso(datetime.now(timezone.utc) - timedelta(hours=2)))
        until(lambda: all_sent(feed), what="every event of a laptop 2 h behind")
        assert "2 h behind the hall's" in str(feed.status().clock)
    with connect(organiser) as conn:
        assert hall_log(conn) == local_log(archive.path)


def test_a_game_begun_after_one_the_hall_has_is_the_halls_whatever_its_clock_says(hall, tmp_path):
    organiser, logins = hall
    with Archive(tmp_path / "t1.sqlite3") as archive:
        first = play(archive, script(0), upto=5)
        path = archive.path
    assert pushed(logins[0].url, path).games == 1
    with Archive(path) as archive:   # the CMOS battery: the clock back in 2000 after a reboot
        second = play(archive, script(1), upto=5, at="2000-01-01T00:00:00.000+00:00")
    done = pushed(logins[0].url, path)
    assert (done.games, done.events) == (1, 5)
    with connect(organiser) as conn:
        assert sorted(hall_log(conn)) == sorted([first, second])


def test_a_sync_says_what_stays_at_the_table_and_why(hall, tmp_path):
    organiser, logins = hall
    from mafia_desktop.store.importing import import_files

    from tests.real_games import POLEMICA
    with Archive(tmp_path / "t1.sqlite3") as archive:
        play(archive, script(0), upto=6, at=iso(datetime.now(timezone.utc) - timedelta(days=7)))   # a club evening
        list(import_files(archive, [POLEMICA / "334187.json"]))
        play(archive, script(1), upto=6)
        path = archive.path
    done = mafia_desktop("--db", str(path), "hall", "sync", logins[0].url)
    assert done.returncode == 0, done.stderr
    assert "1 games played here before the hall was set up stay here" in done.stdout.replace("1 game ", "1 games ")
    assert "imported records stay here" in done.stdout or "imported record stays here" in done.stdout
    assert "pushed 6 events of 1 games; 0 waiting" in done.stdout.replace("1 game;", "1 games;")


# -- only games the judge can stand behind count -----------------------------------------------

def test_invented_copies_of_a_game_count_for_nobody_until_the_judge_chooses(hall, tmp_path):
    organiser, logins = hall
    events = script(0)
    seat_as_played(logins[-1].url, 2, events)
    with Archive(tmp_path / "t2.sqlite3") as archive:
        games = [play(archive, events, game_id=str(uuid.uuid4())) for _ in range(3)]   # the real one, two copies
        path = archive.path
    pushed(logins[1].url, path)
    with connect(logins[-1].url) as judge:
        watch = Watch(judge)
        listed = watch.games(2)
        assert [game.game_id for game in listed] == games
        assert not any(game.counts for game in listed)
        assert all("game begun" in str(game.apart[0]) and "is of round 3 too" in str(game.apart[0])
                   for game in listed)
        assert watch.standings("sport") == []
        watch.accept(games[0])
        standings = watch.standings("sport")
        assert standings and max(row.games for row in standings) == 1   # one game, once
        assert [game.counts for game in watch.games(2)] == [True, False, False]


def test_a_game_not_as_seated_is_listed_apart_until_the_judge_accepts_it(hall, tmp_path):
    organiser, logins = hall
    events = script(0)
    round_number = seat_as_played(logins[-1].url, 1, events)
    with connect(logins[-1].url) as judge:   # the judge seated someone else on seat 4
        judge.execute("UPDATE hall.seating SET nickname = 'Friend' WHERE round = %s AND table_number = 1 AND seat = 4",
                      [round_number])
        judge.commit()
    with Archive(tmp_path / "t1.sqlite3") as archive:
        game_id = play(archive, events)
        path = archive.path
    pushed(logins[0].url, path)
    with connect(logins[-1].url) as judge:
        watch = Watch(judge)
        [game] = watch.games(1)
        assert not game.counts and "not as seated: seat 4 is Player 4, the hall seated Friend" in str(game.apart[0])
        assert watch.standings("sport") == []
        watch.accept(game_id)
        assert watch.games(1)[0].counts and len(watch.standings("sport")) == 10


def test_a_game_played_at_the_same_time_as_another_is_flagged(hall, tmp_path):
    organiser, logins = hall
    first, second = script(0), script(2)
    seat_as_played(logins[-1].url, 1, first)
    seat_as_played(logins[-1].url, 1, second)
    with Archive(tmp_path / "t1.sqlite3") as archive:
        a = play(archive, first, upto=20)
        pushed(logins[0].url, archive.path)
        b = play(archive, second)              # a second game begun while the first goes on
        pushed(logins[0].url, archive.path)
        for event in first[20:]:
            archive.append(a, [event])
        pushed(logins[0].url, archive.path)
    with connect(logins[-1].url) as judge:
        listed = Watch(judge).games(1)
        arrived = judge.execute("SELECT received_at FROM hall.games WHERE game_id = %s", [a]).fetchone()[0]
    flags = {game.game_id: [str(why) for why in game.apart] for game in listed}
    assert flags[a] == [] and flags[b] == [
        f"played at the same time as this table's game begun {arrived.astimezone():%H:%M:%S}"]


def test_a_log_that_does_not_replay_counts_for_nobody_and_says_its_first_bad_event(hall, tmp_path):
    organiser, logins = hall
    events = script(0)
    game_id = seated_and_pushed(logins, tmp_path / "t1.sqlite3", events, upto=10)
    with connect(logins[0].url) as table:    # the table writes its own "end" that no rule allows
        insert_event(table, game_id, 11, '{"winner": "red"}', kind="game_ended")
        table.commit()
    with connect(logins[-1].url) as judge:
        [game] = Watch(judge).games(1)
    assert game.problem is not None and "event 11 does not replay" in str(game.problem) and not game.counts


def test_the_server_sets_every_time_and_the_judge_orders_by_it(hall, tmp_path):
    organiser, logins = hall
    with connect(logins[0].url) as table:
        table.execute("INSERT INTO hall.games (game_id, ruleset, options, created_at, received_at) "
                      "VALUES ('forged', 'sport', '{}', '9999-12-31T00:00:00.000+00:00', '2000-01-01')")
        table.execute("INSERT INTO hall.refusals (game_id, reason, received_at) VALUES ('x', 'forged', '2000-01-01')")
        table.commit()
    with Archive(tmp_path / "t1.sqlite3") as archive:
        real = play(archive, script(0), upto=6)
        pushed(logins[0].url, archive.path)
    with connect(organiser) as conn:
        stamps = [row[0] for row in conn.execute("SELECT received_at FROM hall.games UNION ALL "
                                                 "SELECT received_at FROM hall.events UNION ALL "
                                                 "SELECT received_at FROM hall.refusals")]
        assert all(abs(stamp - datetime.now(timezone.utc)) < timedelta(minutes=5) for stamp in stamps)
    with connect(logins[-1].url) as judge:
        [table] = [t for t in Watch(judge).tables() if t.number == 1]
    assert table.game_id == real          # the 9999 game does not hide the live one


# -- one table cannot starve the rest ----------------------------------------------------------

def test_a_table_cannot_hold_every_connection(hall):
    organiser, logins = hall
    held = [connect(logins[0].url) for _ in range(Limits().table_connections)]
    try:
        with pytest.raises(HallRefused, match="only a few connections at once"):
            connect(logins[0].url)
        with connect(logins[1].url), connect(logins[-1].url):   # the other tables and the judge get in
            pass
    finally:
        for conn in held:
            conn.close()


def test_a_table_cannot_write_past_the_halls_limits(hall, tmp_path):
    organiser, logins = hall
    organiser_does(organiser, "UPDATE hall.limits SET payload_bytes = 2000, events_per_game = 12, "
                              "games_per_table = 2, refusals_per_table = 3")
    with Archive(tmp_path / "t1.sqlite3") as archive:
        game_id = play(archive, script(0), upto=10)
        pushed(logins[0].url, archive.path)
    with connect(logins[0].url) as table:
        with pytest.raises(psycopg.errors.ProgramLimitExceeded, match="an event holds at most 2000"):
            insert_event(table, game_id, 11, '{"note": "%s"}' % ("x" * 3000))
        table.rollback()
        insert_event(table, game_id, 11)
        insert_event(table, game_id, 12)
        with pytest.raises(psycopg.errors.ProgramLimitExceeded, match="a game holds at most 12 events"):
            insert_event(table, game_id, 13)
        table.rollback()
        table.execute("INSERT INTO hall.games (game_id, ruleset, options, created_at) VALUES ('b', 's', '{}', 'x')")
        with pytest.raises(psycopg.errors.ProgramLimitExceeded, match="the most a table may have"):
            table.execute("INSERT INTO hall.games (game_id, ruleset, options, created_at) VALUES ('c', 's', '{}', 'x')")
        table.rollback()
        for n in range(3):
            table.execute("INSERT INTO hall.refusals (reason) VALUES (%s)", [f"forged {n}"])
        with pytest.raises(psycopg.errors.ProgramLimitExceeded, match="3 refusals"):
            table.execute("INSERT INTO hall.refusals (reason) VALUES ('one more')")


def test_a_push_past_a_limit_is_refused_naming_the_limit_and_the_rest_goes_on(hall, tmp_path):
    organiser, logins = hall
    organiser_does(organiser, "UPDATE hall.limits SET events_per_game = 10")
    with Archive(tmp_path / "t1.sqlite3") as archive:
        long, short = play(archive, script(0), upto=30), play(archive, script(1), upto=8)
        path = archive.path
    done = pushed(logins[0].url, path)
    assert "a game holds at most 10 events" in str(done.refused[long])
    with connect(organiser) as conn:
        assert hall_log(conn)[short] == local_log(path)[short]


def test_no_hall_login_can_make_a_table_anywhere(hall):
    organiser, logins = hall
    for login in (logins[0], logins[-1]):
        with connect(login.url) as conn:
            for statement in ("CREATE TEMP TABLE big (x text)", "CREATE TABLE public.big (x text)",
                              "CREATE TABLE hall.big (x text)", "CREATE SCHEMA mine"):
                with pytest.raises(psycopg.errors.InsufficientPrivilege):
                    conn.execute(statement)
                conn.rollback()


def test_a_table_that_lifts_its_statement_timeout_is_stopped_all_the_same(hall):
    organiser, logins = hall
    organiser_does(organiser, "UPDATE hall.limits SET statement_seconds = 1")
    failed: list[Exception] = []

    def hog() -> None:
        with connect(logins[1].url, autocommit=True) as table:
            table.execute("SET statement_timeout = 0")
            try:
                # Rows made and dropped at once (no temporary file): only the hall's watch ends it.
                table.execute("SELECT count(*) FROM pg_class a, pg_class b, pg_class c, pg_class d")
            except psycopg.Error as error:
                failed.append(error)
    thread = threading.Thread(target=hog)
    thread.start()
    time.sleep(2.0)
    with connect(logins[-1].url) as judge:
        Watch(judge).now()        # the judge's page looks, as it does twice a second
    thread.join(20)
    assert not thread.is_alive() and failed and "terminating connection" in str(failed[0])


def test_the_judges_refusals_are_grouped_by_table(hall):
    organiser, logins = hall
    with connect(logins[0].url) as table:
        for n in range(40):
            table.execute("INSERT INTO hall.refusals (reason) VALUES (%s)", [f"noise {n}"])
        table.commit()
    with connect(logins[2].url) as table:
        table.execute("INSERT INTO hall.refusals (game_id, reason) VALUES ('g', 'the one that matters')")
        table.commit()
    with connect(logins[-1].url) as judge:
        watch = Watch(judge)
        grouped = watch.refusals()
        cards = {t.number: t for t in watch.tables()}
    assert [reason for _, reason, _ in grouped[3]] == ["the one that matters"] and len(grouped[1]) == 5
    assert (cards[1].refusals, cards[3].refusals, cards[3].last_refusal) == (40, 1, "the one that matters")


# -- a crafted event breaks nothing ------------------------------------------------------------

def test_a_deeply_nested_payload_is_said_and_the_judge_goes_on(hall, tmp_path):
    organiser, logins = hall
    events = script(0)
    seat_as_played(logins[-1].url, 1, events)
    seat_as_played(logins[-1].url, 2, events)
    with Archive(tmp_path / "t1.sqlite3") as archive:
        game_id = play(archive, events, upto=10)
        pushed(logins[0].url, archive.path)
    with Archive(tmp_path / "t2.sqlite3") as archive:
        play(archive, events)
        pushed(logins[1].url, archive.path)
    nested = '{"x": ' + "[" * 5000 + "]" * 5000 + "}"
    with connect(logins[0].url) as table:
        insert_event(table, game_id, 11, nested)
        table.commit()
    with connect(logins[-1].url) as judge:
        watch = Watch(judge)
        [bad] = watch.games(1)
        assert "event 11 does not replay" in str(bad.problem) and "levels deep" in str(bad.problem)
        assert len(watch.standings("sport")) == 10     # table 2's game counts as before
        log = watch.log(game_id)
    assert len(log.events) == 10 and "event 11 is no event" in str(log.problem)


def test_a_payload_cannot_name_its_own_type(hall, tmp_path):
    organiser, logins = hall
    with Archive(tmp_path / "t1.sqlite3") as archive:
        game_id = play(archive, script(0), upto=10)
        pushed(logins[0].url, archive.path)
    with connect(logins[0].url) as table:
        for payload in ('{"type": "game_ended", "winner": "red"}', "[1, 2]", "not json"):
            with pytest.raises(psycopg.errors.InvalidParameterValue, match="not an event's JSON object"):
                insert_event(table, game_id, 11, payload)
            table.rollback()


# -- the hall's own rules ----------------------------------------------------------------------

def test_the_order_trigger_says_nothing_of_another_tables_game(hall, tmp_path):
    organiser, logins = hall
    with Archive(tmp_path / "t1.sqlite3") as archive:
        game_id = play(archive, script(0), upto=10)
        pushed(logins[0].url, archive.path)
    with connect(logins[1].url) as other:
        said = []
        for seq in (11, 50):        # right after the last event, and far past it
            with pytest.raises(psycopg.errors.InsufficientPrivilege) as refused:
                insert_event(other, game_id, seq)
            said.append(str(refused.value))
            other.rollback()
    assert said[0] == said[1] and "comes before" not in said[0]


def test_the_halls_functions_are_its_own_roles_with_their_search_path_pinned(hall):
    organiser, logins = hall
    with psycopg.connect(organiser) as conn:
        database = conn.info.dbname
        rows = conn.execute("SELECT p.proname, r.rolname, r.rolsuper, p.proconfig FROM pg_proc p "
                            "JOIN pg_roles r ON r.oid = p.proowner JOIN pg_namespace n ON n.oid = p.pronamespace "
                            "WHERE n.nspname = 'hall'").fetchall()
        public_create = conn.execute("SELECT has_schema_privilege(%s, 'public', 'CREATE'), "
                                     "has_database_privilege(%s, current_database(), 'TEMP')",
                                     [logins[0].role, logins[0].role]).fetchone()
    assert len(rows) >= 6
    assert all(owner == role_names(database, 3).owner and not superuser for _, owner, superuser, _ in rows)
    assert all(any(setting.startswith("search_path=") for setting in config or []) for *_, config in rows)
    assert public_create == (False, False)


def test_a_hall_of_another_version_is_refused_in_words(hall):
    organiser, logins = hall
    organiser_does(organiser, "UPDATE hall.version SET version = 1")
    with pytest.raises(HallRefused, match="is of version 1, this app's halls of version 2"):
        connect(logins[0].url)


@pytest.mark.parametrize("name", ["t" * 60, "турнир_" * 4 + "кубок"], ids=["60 bytes", "61 bytes of cyrillic"])
def test_a_long_database_name_gives_roles_that_fit(pg_server, tmp_path, name):
    organiser = pg_server.create_database(name)
    logins = setup(organiser, 12).logins
    assert all(len(login.role.encode()) <= NAME_BYTES for login in logins)
    assert len({login.role for login in logins}) == 13
    with Archive(tmp_path / "t.sqlite3") as archive:
        play(archive, script(0), upto=5)
        path = archive.path
    assert pushed(logins[11].url, path).events == 5


@pytest.mark.slow
def test_a_server_gone_in_mid_sync_is_said_with_exit_2_and_the_next_sync_finishes(pg_server, hall, tmp_path):
    from tests.hall.proxy import Relay
    organiser, logins = hall
    with Archive(tmp_path / "t1.sqlite3") as archive:
        for n in range(12):
            play(archive, script(n), game_id=str(uuid.uuid4()))
        path = archive.path
    relay = Relay(pg_server.port)
    try:
        syncing = subprocess.Popen([sys.executable, "-m", "mafia_desktop", "--db", str(path), "hall", "sync",
                                    relay.url(logins[0].url)], cwd=ROOT, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True)
        with connect(organiser, autocommit=True) as watching:   # cut once the first game is in
            deadline = time.monotonic() + 60
            while not watching.execute("SELECT count(*) FROM hall.games").fetchone()[0]:
                assert time.monotonic() < deadline and syncing.poll() is None
                time.sleep(0.01)
        relay.cut()
        out, err = syncing.communicate(timeout=60)
    finally:
        relay.close()
    assert syncing.returncode == 2 and "cannot reach the hall" in err and "Traceback" not in err, err
    done = mafia_desktop("--db", str(path), "hall", "sync", logins[0].url)
    assert done.returncode == 0, done.stderr
    with connect(organiser) as conn:
        assert hall_log(conn) == local_log(path)


# -- secrets stay secret -----------------------------------------------------------------------

def test_no_password_reaches_a_ddl_logging_servers_log(pg_server):
    organiser = pg_server.create_database("logged")
    organiser_does(pg_server.url(), "ALTER SYSTEM SET log_statement = 'all'")
    organiser_does(pg_server.url(), "SELECT pg_reload_conf()")
    try:
        time.sleep(0.5)
        logins = setup(organiser, 3).logins
    finally:
        organiser_does(pg_server.url(), "ALTER SYSTEM RESET log_statement")
        organiser_does(pg_server.url(), "SELECT pg_reload_conf()")
    log = (pg_server.root / "log").read_text(errors="replace")
    assert "SCRAM-SHA-256$4096:" in log          # the statements were logged: only verifiers in them
    for login in logins:
        password = login.url.split(":")[2].split("@")[0]
        assert password not in log
        with connect(login.url):                 # and the verifier is the password's
            pass


def test_a_sync_needs_no_password_on_its_command_line(hall, tmp_path):
    organiser, logins = hall
    with Archive(tmp_path / "t1.sqlite3") as archive:
        play(archive, script(0), upto=6)
        path = archive.path
    url = logins[0].url
    password = url.split(":")[2].split("@")[0]
    bare = url.replace(f":{password}@", "@")
    seen: list[str] = []
    syncing = subprocess.Popen([sys.executable, "-m", "mafia_desktop", "--db", str(path), "hall", "sync", bare],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               stdin=subprocess.DEVNULL,
                               env={**__import__("os").environ, "PGPASSWORD": password})
    while syncing.poll() is None:   # every process's arguments, as any user of the laptop reads them
        for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
            try:
                seen.append(cmdline.read_bytes().decode(errors="replace"))
            except OSError:
                pass
        time.sleep(0.05)
    out, err = syncing.communicate()
    assert syncing.returncode == 0, err
    assert "pushed 6 events" in out and "command line is seen" not in err
    assert seen and not any(password in line for line in seen)


def test_a_password_on_the_command_line_is_warned_of(hall, tmp_path):
    organiser, logins = hall
    with Archive(tmp_path / "t1.sqlite3") as archive:
        play(archive, script(0), upto=3)
        path = archive.path
    done = mafia_desktop("--db", str(path), "hall", "status", logins[0].url)
    assert done.returncode == 0 and "a password on the command line is seen by every user" in done.stderr


@pytest.mark.parametrize("url", [
    "postgresql://t:s3cr3t@127.0.0.1:{port}/x",
    "postgresql://t@127.0.0.1:{port}/x?password=s3cr3t&sslmode=disable",
])
def test_a_password_is_masked_in_every_form(pg_server, url):
    url = url.format(port=pg_server.port + 1)
    with pytest.raises(HallUnreachable) as unreachable:
        connect(url)
    assert "s3cr3t" not in str(unreachable.value) and "s3cr3t" not in shown_url(url)
    assert masked("host=h password='a b' user=u") == "host=h password=*** user=u"
    assert masked("dbname=x password=s3cr3t") == "dbname=x password=***"


def test_setup_says_when_the_server_has_no_tls(pg_server):
    organiser = pg_server.create_database("plain")
    made = setup(organiser, 1)
    assert any("has no TLS" in str(note) for note in made.notes)
    assert all("sslmode" not in login.url for login in made.logins)


def test_a_hall_with_tls_gives_urls_that_verify_the_server(tls_server):
    from mafia_desktop.hall.connection import unencrypted
    organiser = tls_server.create_database("cup")
    verified = f"{organiser}?sslmode=verify-full&sslrootcert={tls_server.certificate}"
    made = setup(verified, 2)
    assert made.notes == []
    assert all("sslmode=verify-full" in login.url for login in made.logins)
    with connect(made.logins[0].url) as table:
        assert table.info.pgconn.ssl_in_use and not unencrypted(table)
    # The hba has only hostssl lines: a table that asks for no TLS is turned away in words.
    plain = made.logins[0].url.split("?")[0] + "?sslmode=disable"
    with pytest.raises(HallRefused, match="takes only encrypted connections"):
        connect(plain)


def test_a_setup_that_cannot_verify_the_server_asks_for_tls_and_says_why(tls_server):
    organiser = tls_server.create_database("open")
    made = setup(organiser, 1)
    assert all("sslmode=require" in login.url for login in made.logins)
    assert any("do not check the server's certificate" in str(note) for note in made.notes)


def test_a_hall_off_this_machine_without_tls_is_warned_of():
    from mafia_desktop.hall.connection import off_loopback_without_tls
    assert off_loopback_without_tls("hall.example", ssl_in_use=False)
    assert not off_loopback_without_tls("hall.example", ssl_in_use=True)
    for here in ("127.0.0.1", "localhost", "::1", "/run/postgresql"):
        assert not off_loopback_without_tls(here, ssl_in_use=False)
