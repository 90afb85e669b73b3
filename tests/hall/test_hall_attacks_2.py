"""The hall against a hostile table, round two (issue 42): what one table's own login could do to
take the server down for every table (the server's shared memory, its connection slots, its
other databases, its disk) is refused by the server, or ended by the hall's watchdog, and the
head judge and the other tables still get in and read."""

from __future__ import annotations

import socket
import ssl
import struct
import threading
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest

from mafia_desktop.hall.connection import HallError, HallLacksRootCertificate, HallRefused, HallUnreachable, \
    connect
from mafia_desktop.hall.judge import Watch
from mafia_desktop.hall.schema import Limits, role_names
from mafia_desktop.hall.setup import hba_lines, setup

from bench.pgserver import Server


def others_still_read(logins) -> None:
    """The head judge and another table connect and read, as after any attack they must."""
    with connect(logins[-1].url) as judge:
        assert {table.number for table in Watch(judge).tables()} == {1, 2, 3}
    with connect(logins[1].url) as table:
        assert table.execute("SELECT count(*) FROM hall.games").fetchone()[0] == 0


def watchdog_looks(judge_url: str) -> int:
    """The judge's page looks, as it does twice a second: the sessions the watchdog ended."""
    with connect(judge_url) as judge:
        ended = judge.execute("SELECT hall.stop_long_statements()").fetchone()[0]
        judge.commit()
    return ended


def ended(conn: psycopg.Connection) -> bool:
    """The server ended this session (its next statement finds the connection gone)."""
    try:
        conn.execute("SELECT 1")
    except psycopg.OperationalError:
        return True
    return False


def in_database(url: str, database: str) -> str:
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, f"/{database}", parts.query, ""))


# -- no function of the server's that no limit of the hall's bounds ----------------------------

@pytest.mark.parametrize("statement", [
    "SELECT count(pg_advisory_lock(i)) FROM generate_series(1, 1000000) i",     # the issue's, as sent
    "SELECT pg_try_advisory_lock_shared(1, 2)",
    "SELECT pg_advisory_xact_lock(1)",
    r"SELECT lo_from_bytea(0, '\x00'::bytea) FROM generate_series(1, 30)",
    "SELECT lo_create(0)",
    "SELECT pg_notify('spam', repeat('x', 8000)) FROM generate_series(1, 100000)",
    "DO $$ BEGIN LOOP NOTIFY spam; END LOOP; END $$",
], ids=["advisory locks", "try shared", "xact", "lo_from_bytea", "lo_create", "pg_notify", "DO loop"])
def test_a_hall_login_cannot_call_what_no_limit_bounds(hall, statement):
    organiser, logins = hall
    for login in (logins[0], logins[-1]):   # a table's, and the head judge's
        with connect(login.url) as conn:
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied"):
                conn.execute(statement)
    with psycopg.connect(organiser) as conn:
        assert conn.execute("SELECT count(*) FROM pg_largeobject_metadata").fetchone()[0] == 0
    others_still_read(logins)


def test_only_the_halls_database_is_withheld_from(hall, pg_server):
    """The functions are revoked in the hall's database only: the server's other databases and
    their users keep them."""
    organiser, logins = hall
    with psycopg.connect(pg_server.url()) as conn:   # the server's own database, the organiser's
        assert conn.execute("SELECT has_function_privilege('public', 'pg_advisory_lock(bigint)', 'EXECUTE'), "
                            "has_function_privilege('public', 'pg_notify(text, text)', 'EXECUTE')").fetchone() \
            == (True, True)
    with psycopg.connect(organiser) as conn:
        assert conn.execute("SELECT has_function_privilege('public', 'pg_advisory_lock(bigint)', 'EXECUTE'), "
                            "has_function_privilege('public', 'pg_notify(text, text)', 'EXECUTE')").fetchone() \
            == (False, False)


# -- what cannot be revoked, the watchdog ends -------------------------------------------------

def test_a_session_holding_advisory_locks_anywhere_is_ended(hall, pg_server):
    """Where the organiser has not yet closed the other databases to the hall's logins
    (pg_hba.conf), a table's login takes its locks in ``postgres``: the server's lock table is
    one for every database. The watchdog ends it."""
    organiser, logins = hall
    cheat = psycopg.connect(in_database(logins[0].url, "postgres"), autocommit=True)
    try:
        assert cheat.execute("SELECT count(pg_advisory_lock(i)) FROM generate_series(1, 2000) i").fetchone()[0] == 2000
        assert watchdog_looks(logins[-1].url) == 1
        assert ended(cheat)
        with psycopg.connect(pg_server.url()) as conn:
            assert conn.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'").fetchone()[0] == 0
    finally:
        cheat.close()
    others_still_read(logins)


def test_a_long_statement_in_another_database_is_ended(hall):
    """The issue's 60 s pg_sleep in ``postgres`` (before the organiser's pg_hba lines close it):
    the watchdog looks at the hall's logins in every database."""
    organiser, logins = hall
    with psycopg.connect(organiser, autocommit=True) as conn:
        conn.execute("UPDATE hall.limits SET statement_seconds = 1")
    failed: list[Exception] = []

    def sleeper() -> None:
        with psycopg.connect(in_database(logins[0].url, "postgres"), autocommit=True) as elsewhere:
            try:
                elsewhere.execute("SELECT pg_sleep(60)")
            except psycopg.Error as error:
                failed.append(error)
    thread = threading.Thread(target=sleeper)
    thread.start()
    time.sleep(1.5)
    assert watchdog_looks(logins[-1].url) == 1
    thread.join(10)
    assert not thread.is_alive() and failed and "terminating connection" in str(failed[0])
    others_still_read(logins)


def test_a_session_idle_past_its_limit_is_ended_though_it_lifted_its_timeout(pg_server):
    logins = setup(pg_server.create_database("idle"), 3, limits=Limits(idle_seconds=1)).logins
    idle = connect(logins[0].url, autocommit=True)
    try:
        idle.execute("SET idle_session_timeout = 0")   # its own to lift: the watchdog's limit holds
        time.sleep(1.5)
        assert watchdog_looks(logins[-1].url) == 1
        assert ended(idle)
    finally:
        idle.close()
    others_still_read(logins)


@pytest.mark.parametrize("how", ["in a transaction", "never reading"])
def test_a_listener_that_keeps_notifications_piling_up_is_ended(hall, pg_server, how):
    """LISTEN and NOTIFY are statements, not functions: nothing to revoke. A listener that does
    not take its notifications keeps every one sent since on the server's disk (the issue's
    1,173 MB in 17 s); once any pile up, the watchdog ends it."""
    organiser, logins = hall
    listener = psycopg.connect(logins[0].url, autocommit=True)
    sender = psycopg.connect(logins[1].url, autocommit=True)
    try:
        listener.execute("LISTEN spam")
        if how == "in a transaction":
            listener.execute("BEGIN")
            listener.execute("SELECT 1")
        payload = "x" * 7900
        with sender.pipeline():   # past the sockets' buffers: the listener's server blocks writing to it
            for n in range(1500):
                sender.execute(f"NOTIFY spam, '{n} {payload}'")
        with psycopg.connect(pg_server.url()) as conn:
            assert conn.execute("SELECT pg_notification_queue_usage()").fetchone()[0] > 0
        assert watchdog_looks(logins[-1].url) >= 1
        assert ended(listener) and not ended(sender)
    finally:
        listener.close()
        sender.close()
    others_still_read(logins)


# -- quotas that hold under concurrency --------------------------------------------------------

@pytest.mark.parametrize("isolation", ["read committed", "repeatable read", "serializable"])
def test_three_concurrent_transactions_of_one_table_keep_within_its_limits(hall, isolation):
    """The issue's three transactions of one table inserting 200 games (and 100 refusals) each:
    the limit holds (the table's row in hall.tables is written by the counting trigger)."""
    organiser, logins = hall
    limits = Limits()
    start, written = threading.Barrier(3), threading.Barrier(3)
    refused: list[Exception] = []

    def insert(worker: int) -> None:
        with connect(logins[0].url) as table:
            table.execute(f"SET TRANSACTION ISOLATION LEVEL {isolation}")
            start.wait(10)
            try:
                with table.cursor() as cursor:
                    cursor.executemany("INSERT INTO hall.games (game_id, ruleset, options, created_at) "
                                       "VALUES (%s, 'sport', '{}', 'x')",
                                       [(f"g{worker}-{n}",) for n in range(limits.games_per_table)])
                    cursor.executemany("INSERT INTO hall.refusals (reason) VALUES (%s)",
                                       [(f"r{worker}-{n}",) for n in range(limits.refusals_per_table)])
                try:      # all three written before any commits (unless the hall makes them wait)
                    written.wait(3)
                except threading.BrokenBarrierError:
                    pass
                table.commit()
            except psycopg.Error as error:
                refused.append(error)
                table.rollback()
    workers = [threading.Thread(target=insert, args=(n,)) for n in range(3)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
    with psycopg.connect(organiser) as conn:
        games, refusals = conn.execute("SELECT (SELECT count(*) FROM hall.games WHERE table_number = 1), "
                                       "(SELECT count(*) FROM hall.refusals WHERE table_number = 1)").fetchone()
    assert (games, refusals) == (limits.games_per_table, limits.refusals_per_table)
    assert len(refused) == 2 and all(isinstance(error, (psycopg.errors.ProgramLimitExceeded,
                                                        psycopg.errors.SerializationFailure))
                                     for error in refused)


# -- every stored value bounded ----------------------------------------------------------------

@pytest.mark.parametrize("clock", ["NaN", "Infinity", "-Infinity", "-1e308", "1e10"])
def test_a_clock_that_is_no_clock_is_refused_by_the_server(hall, clock):
    organiser, logins = hall
    with connect(logins[0].url) as table:
        with pytest.raises(psycopg.errors.CheckViolation):
            table.execute("SELECT hall.clock_is(%s::double precision)", [clock])
        table.rollback()
        table.execute("SELECT hall.clock_is(-7200)")   # two hours behind: a clock, said as such
        table.commit()
    with psycopg.connect(organiser) as conn:
        assert conn.execute("SELECT offset_seconds FROM hall.clocks").fetchall() == [(-7200.0,)]


# -- only the hall's database, only over TLS ---------------------------------------------------

def test_the_pg_hba_lines_keep_the_halls_logins_to_the_halls_database(tls_server):
    """The lines setup prints, put at the top of pg_hba.conf as the README says: a table's (or
    the judge's) login cannot open ``postgres``, nor the hall's database without TLS; the
    organiser still opens any."""
    organiser = tls_server.create_database("fenced")
    made = setup(organiser, 3)
    lines = hba_lines("fenced", role_names("fenced", 3), "127.0.0.1/32")
    assert made.hba == hba_lines("fenced", role_names("fenced", 3))
    hba = tls_server.data / "pg_hba.conf"
    hba.write_text("\n".join(lines) + "\n" + hba.read_text())
    with psycopg.connect(tls_server.url(), autocommit=True) as conn:
        conn.execute("SELECT pg_reload_conf()")
    time.sleep(0.5)
    for login in (made.logins[0], made.logins[-1]):
        with pytest.raises(HallRefused, match="reaches only its hall's database"):
            connect(in_database(login.url, "postgres"), hall=False)
        with pytest.raises(HallRefused, match="reaches only its hall's database"):
            connect(in_database(login.url, "template1"), hall=False)
        # Without TLS the setup's own reject line turns it away: said as the encryption it lacks.
        with pytest.raises(HallRefused, match="takes only encrypted connections"):
            connect(login.url.replace("sslmode=require", "sslmode=disable"))
        with connect(login.url) as conn:
            assert conn.info.pgconn.ssl_in_use
    with psycopg.connect(tls_server.url(), autocommit=True) as conn:   # the organiser's own way in
        assert conn.execute("SELECT 1").fetchone() == (1,)
    others_still_read(made.logins)


def test_a_table_s_login_has_bounded_defaults(hall):
    organiser, logins = hall
    with connect(logins[0].url) as table:
        settings = dict(table.execute("SELECT name, setting FROM pg_settings WHERE name IN ('work_mem', "
                                      "'temp_file_limit', 'idle_session_timeout')").fetchall())
    assert settings == {"work_mem": "4096", "temp_file_limit": str(64 * 1024),
                        "idle_session_timeout": str(Limits().idle_seconds * 1000)}
    with psycopg.connect(organiser) as conn:   # 16 and newer: a slot kept for the head judge
        if conn.info.server_version >= 160000:
            assert conn.execute("SELECT pg_has_role(%s, 'pg_use_reserved_connections', 'MEMBER')",
                                [logins[-1].role]).fetchone()[0]


# -- connection slots ---------------------------------------------------------------------------

def hanging_login(port: int, user: str, database: str) -> socket.socket:
    """A socket that asks for TLS, says who it is, and never answers the password request."""
    raw = socket.create_connection(("127.0.0.1", port), timeout=10)
    raw.sendall(struct.pack("!ii", 8, 80877103))                        # SSLRequest
    assert raw.recv(1) == b"S"
    context = ssl.create_default_context()
    context.check_hostname, context.verify_mode = False, ssl.CERT_NONE
    tls = context.wrap_socket(raw)
    body = struct.pack("!i", 196608) + b"".join(f"{k}\0{v}\0".encode() for k, v in
                                                (("user", user), ("database", database))) + b"\0"
    tls.sendall(struct.pack("!i", len(body) + 4) + body)
    assert tls.recv(1) == b"R"                                          # the server asks for the password
    return tls


@pytest.mark.slow
def test_sockets_that_never_log_in_free_their_slots_for_the_judge(tmp_path):
    """The README's server steps (authentication_timeout short): sockets that hold every
    connection slot before their login are dropped within it, and the judge gets in."""
    server = Server(tls=True)
    with (server.data / "postgresql.conf").open("a") as conf:
        conf.write("max_connections = 8\nsuperuser_reserved_connections = 1\nauthentication_timeout = 2s\n")
    server.start()
    hanging: list[socket.socket] = []
    try:
        organiser = server.create_database("slots")
        logins = setup(f"{organiser}?sslmode=require", 3).logins
        for _ in range(12):   # the 110, within this server's 8 slots
            try:
                hanging.append(hanging_login(server.port, logins[0].role, "slots"))
            except (OSError, AssertionError):
                break          # every slot taken: the server turns the next away at once
        assert len(hanging) >= 6
        with pytest.raises(HallError, match="too many|few connections"):
            connect(logins[-1].url)
        time.sleep(2.5)        # authentication_timeout
        with connect(logins[-1].url) as judge:
            assert {table.number for table in Watch(judge).tables()} == {1, 2, 3}
    finally:
        for held in hanging:
            held.close()
        server.destroy()


def test_the_halls_tests_read_no_root_certificate_of_the_home(tls_server):
    """tests/isolation.py names libpq's files inside the run's own home (issue 42: two TLS
    tests failed where an organiser had set up ~/.postgresql/root.crt)."""
    import os
    home = Path(os.environ["HOME"])
    assert Path(os.environ["PGSSLROOTCERT"]).resolve().is_relative_to(home.resolve())
    assert not Path(os.environ["PGSSLROOTCERT"]).exists()
    assert Path.home().resolve() == home.resolve()


# -- a laptop whose clock is behind the certificate --------------------------------------------

CA_CONFIG = """[ca]
default_ca = hall
[hall]
database = index.txt
new_certs_dir = .
serial = serial
default_md = sha256
policy = any
copy_extensions = copy
[any]
commonName = supplied
"""


def certificate_valid_from(moment: datetime, folder: Path) -> tuple[bytes, bytes]:
    """(certificate, key) for 127.0.0.1, valid from ``moment`` (``openssl ca``: OpenSSL 3.0's
    ``req`` makes a certificate valid from the minute it is made, no other)."""
    import subprocess
    folder.mkdir()
    (folder / "ca.cnf").write_text(CA_CONFIG)
    (folder / "index.txt").write_text("")
    (folder / "serial").write_text("01\n")
    run = {"cwd": folder, "check": True, "capture_output": True}
    subprocess.run(["openssl", "req", "-new", "-nodes", "-subj", "/CN=127.0.0.1", "-addext",
                    "subjectAltName=IP:127.0.0.1", "-keyout", "key", "-out", "csr"], **run)
    subprocess.run(["openssl", "ca", "-batch", "-config", "ca.cnf", "-selfsign", "-keyfile", "key", "-in", "csr",
                    "-out", "crt", "-startdate", f"{moment:%Y%m%d%H%M%S}Z",
                    "-enddate", f"{moment + timedelta(days=2):%Y%m%d%H%M%S}Z"], **run)
    return (folder / "crt").read_bytes(), (folder / "key").read_bytes()


def test_a_laptop_behind_the_servers_certificate_is_told_of_its_clock(tmp_path):
    """The issue's laptop 2 h behind a certificate made that minute: "certificate verify
    failed" is all OpenSSL says; the hall says it is probably the clock."""
    server = Server(tls=True)
    certificate, key = certificate_valid_from(datetime.now(timezone.utc) + timedelta(hours=2), tmp_path / "ca")
    server.certificate.write_bytes(certificate)      # the files the server was set up with, rewritten
    (server.root / "server.key").write_bytes(key)
    server.start()
    try:
        made = setup(f"{server.create_database('early')}?sslmode=require", 1)
        root = tmp_path / "root.crt"
        root.write_bytes(certificate)
        verified = made.logins[0].url.replace("sslmode=require", f"sslmode=verify-full&sslrootcert={root}")
        with pytest.raises(HallUnreachable, match="the laptop's clock is behind"):
            connect(verified)
        with connect(made.logins[0].url) as table:   # the same server, its certificate not checked
            assert table.info.pgconn.ssl_in_use
    finally:
        server.destroy()


# -- the organiser's steps, as they are on Debian ----------------------------------------------

def test_verify_full_without_a_root_certificate_here_falls_back_to_require_and_says_why(tls_server):
    organiser = tls_server.create_database("no_root")
    made = setup(f"{organiser}?sslmode=verify-full", 1)   # the run's home has no ~/.postgresql/root.crt
    assert all("sslmode=require" in login.url and "verify-full" not in login.url for login in made.logins)
    assert any("do not check the server's certificate" in str(note) for note in made.notes)
    with connect(made.logins[0].url) as table:
        assert table.info.pgconn.ssl_in_use


def test_a_table_without_the_organisers_certificate_is_told_where_to_put_it(tls_server, tmp_path):
    """A table's URL asks for verify-full; its laptop was not given ~/.postgresql/root.crt."""
    organiser = tls_server.create_database("no_copy")
    login = setup(f"{organiser}?sslmode=verify-full&sslrootcert={tls_server.certificate}", 1).logins[0]
    url = login.url.split("?")[0] + f"?sslmode=verify-full&sslrootcert={tmp_path / 'root.crt'}"   # not there
    with pytest.raises(HallLacksRootCertificate, match="no copy of the server's certificate") as lacking:
        connect(url)
    assert str(tmp_path / "root.crt") in str(lacking.value.message)
    (tmp_path / "root.crt").write_bytes(tls_server.certificate.read_bytes())   # the organiser's copy given
    with connect(url) as table:
        assert table.info.pgconn.ssl_in_use


def test_the_organiser_without_a_password_is_told_how_on_the_command_line(pg_server):
    from tests.hall.test_hall_attacks import mafia_desktop
    organiser = pg_server.create_database("no_password")
    bare = organiser.replace(f":{pg_server.password}@", "@")
    done = mafia_desktop("hall", "setup", bare, "--tables", "1")
    assert done.returncode == 2
    assert "PGPASSWORD" in done.stderr and "su postgres" in done.stderr and "Settings" not in done.stderr
    done = mafia_desktop("hall", "setup", bare, "--tables", "1", env={"PGPASSWORD": "wrong"})
    assert done.returncode == 2 and "refused the password of postgres" in done.stderr and "\\password" in done.stderr
    done = mafia_desktop("hall", "setup", bare, "--tables", "2", env={"PGPASSWORD": pg_server.password})
    assert done.returncode == 0, done.stderr
    hba = [line.strip() for line in done.stdout.splitlines() if line.startswith("    ")]
    assert hba == hba_lines("no_password", role_names("no_password", 2), tls=False)   # the server has no TLS
    assert hba[0].startswith("host ") and "has no TLS" in done.stderr
    with psycopg.connect(organiser) as conn:   # the reload said for the server's own Debian cluster
        assert f"pg_ctlcluster {conn.info.server_version // 10000} main reload" in done.stdout


# -- a login that changes its own role ---------------------------------------------------------

def test_a_table_that_changes_its_own_password_locks_out_only_itself_until_the_organiser_resets_it(hall):
    """PostgreSQL lets every role change its own password and its own defaults, and offers no
    privilege to forbid it: what a table gains is to lock out its own login. It cannot touch
    another's, and ``hall password`` gives it a new one, its defaults back, its sessions ended."""
    from tests.hall.test_hall_attacks import mafia_desktop
    organiser, logins = hall
    cheat = connect(logins[0].url, autocommit=True)
    try:
        cheat.execute(f'ALTER ROLE "{logins[0].role}" PASSWORD \'mine now\'')
        cheat.execute(f'ALTER ROLE "{logins[0].role}" SET idle_session_timeout = 0')
        for other in (logins[1].role, logins[-1].role):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                cheat.execute(f"ALTER ROLE \"{other}\" PASSWORD 'theirs'")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            cheat.execute(f'ALTER ROLE "{logins[0].role}" CONNECTION LIMIT 100')
        with pytest.raises(HallRefused, match="refused the password"):
            connect(logins[0].url)
        others_still_read(logins)
        bare = organiser.split("?")[0].replace(f":{organiser.split(':')[2].split('@')[0]}@", "@")
        done = mafia_desktop("hall", "password", bare, "--table", "1",
                             env={"PGPASSWORD": organiser.split(":")[2].split("@")[0]})
        assert done.returncode == 0, done.stderr
        [url] = [line.split(": ", 1)[1] for line in done.stdout.splitlines() if line.startswith("table 1: ")]
        assert ended(cheat)
    finally:
        cheat.close()
    with connect(url) as table:
        assert table.execute("SHOW idle_session_timeout").fetchone()[0] == "5min"
        assert table.execute("SELECT hall.my_table()").fetchone()[0] == 1
    with pytest.raises(HallRefused, match="has no table 9"):
        from mafia_desktop.hall.setup import new_password
        new_password(organiser, 9)


def test_a_database_whose_name_pg_hba_cannot_hold_is_said_and_given_no_lines(pg_server):
    made = setup(pg_server.create_database("cup,2026"), 1)
    assert made.hba == [] and any("cannot be named in pg_hba.conf" in str(note) for note in made.notes)
    with connect(made.logins[0].url) as table:   # the hall itself works
        assert table.execute("SELECT hall.my_table()").fetchone()[0] == 1
