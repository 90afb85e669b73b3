"""The hall on a real PostgreSQL: its setup, a table's push, and what the server lets each
role do (grants and row-level security, not the app)."""

from __future__ import annotations

import psycopg
import pytest

from mafia_desktop.hall import push
from mafia_desktop.hall.connection import HallRefused, HallUnreachable, connect
from mafia_desktop.hall.setup import setup
from mafia_desktop.store import Archive

from bench.hall_tables import play, script
from tests.hall.tables import hall_log, local_log, pushed


def table_archive(tmp_path, name: str, games: int = 1, upto: int | None = None) -> Archive:
    archive = Archive(tmp_path / f"{name}.sqlite3")
    for number in range(games):
        play(archive, script(number), upto=upto)
    return archive


def test_setup_prints_a_login_for_each_table_and_the_head_judge(hall):
    organiser, logins = hall
    assert [login.table for login in logins] == [1, 2, 3, None]
    for login in logins:
        with connect(login.url) as conn:
            assert conn.info.user == login.role
    assert len({login.url for login in logins}) == 4


def test_setup_refuses_a_database_that_is_not_empty_and_changes_nothing(hall):
    organiser, logins = hall
    with pytest.raises(HallRefused, match="not empty"):
        setup(organiser, 5)
    with connect(organiser) as conn:
        assert conn.execute("SELECT count(*) FROM hall.tables").fetchone()[0] == 3
        assert conn.execute("SELECT count(*) FROM pg_roles WHERE rolname ~ %s",
                            [f"^{conn.info.dbname}_table_[0-9]+$"]).fetchone()[0] == 3


def test_a_table_pushes_its_log_event_for_event_and_again_adds_nothing(hall, tmp_path):
    organiser, logins = hall
    with table_archive(tmp_path, "t1", games=2) as archive:
        path = archive.path
    first = pushed(logins[0].url, path)
    assert first.games == 2 and first.events == sum(len(e) for e in local_log(path).values())
    again = pushed(logins[0].url, path)
    assert (again.games, again.events) == (0, 0)
    with connect(organiser) as conn:
        assert hall_log(conn) == local_log(path)
        assert {row[0] for row in conn.execute("SELECT table_number FROM hall.games")} == {1}


def test_imported_records_stay_at_the_table(hall, tmp_path):
    organiser, logins = hall
    from mafia_desktop.store.importing import import_files
    from tests.real_games import POLEMICA
    with Archive(tmp_path / "t1.sqlite3") as archive:
        list(import_files(archive, [POLEMICA / "334187.json"]))
        path = archive.path
    assert pushed(logins[0].url, path).games == 0


def test_the_clubs_games_before_the_tournament_stay_at_the_table(hall, tmp_path):
    organiser, logins = hall
    from datetime import datetime, timedelta, timezone
    last_week = (datetime.now(timezone.utc) - timedelta(days=7)).isoformat(timespec="milliseconds")
    with Archive(tmp_path / "t1.sqlite3") as archive:
        play(archive, script(0), upto=6, at=last_week)     # a club evening on this laptop
        today = play(archive, script(1), upto=6)
        path = archive.path
    done = pushed(logins[0].url, path)
    assert (done.games, done.events) == (1, 6)
    with connect(organiser) as conn:
        assert list(hall_log(conn)) == [today]


def test_a_table_cannot_write_another_tables_game(hall, tmp_path):
    organiser, logins = hall
    with table_archive(tmp_path, "t1", upto=5) as archive:
        path = archive.path
    pushed(logins[0].url, path)
    [game_id] = local_log(path)
    with connect(logins[1].url) as other:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            other.execute("INSERT INTO hall.events (game_id, seq, type, payload, at, digest) "
                          "VALUES (%s, 6, 'undone', '{}', 'x', ''::bytea)", [game_id])
        other.rollback()
        with pytest.raises(psycopg.errors.InsufficientPrivilege):   # a game in table 1's name
            other.execute("INSERT INTO hall.games (game_id, table_number, ruleset, options, created_at) "
                          "VALUES ('forged', 1, 'sport', '{}', 'x')")
        other.rollback()
        for statement in ("UPDATE hall.events SET type = 'x'", "DELETE FROM hall.events"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                other.execute(statement)
            other.rollback()
        # Another table's games are not even seen.
        assert other.execute("SELECT count(*) FROM hall.events").fetchone()[0] == 0
        assert push.hall_heads(other) == {}
    with connect(logins[0].url) as own:    # nor may a table change its own past
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            own.execute("DELETE FROM hall.events WHERE game_id = %s", [game_id])


def test_a_table_cannot_read_the_judges_data(hall):
    organiser, logins = hall
    with connect(logins[-1].url) as judge:
        judge.execute("INSERT INTO hall.notes (note) VALUES ('table 2: a warning at the next foul')")
        judge.commit()
    with connect(logins[0].url) as table:
        for what in ("hall.notes", "hall.tables"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                table.execute(f"SELECT * FROM {what}")
            table.rollback()


def test_an_event_cannot_come_before_the_one_it_follows(hall, tmp_path):
    organiser, logins = hall
    with table_archive(tmp_path, "t1", upto=3) as archive:
        path = archive.path
    pushed(logins[0].url, path)
    [game_id] = local_log(path)
    with connect(logins[0].url) as table:
        with pytest.raises(psycopg.errors.IntegrityConstraintViolation, match="comes before"):
            table.execute("INSERT INTO hall.events (game_id, seq, type, payload, at, digest) "
                          "VALUES (%s, 9, 'undone', '{}', 'x', ''::bytea)", [game_id])


def test_a_wrong_password_is_refused_in_words_without_the_password(hall):
    organiser, logins = hall
    wrong = logins[0].url.replace(logins[0].url.split(":")[2].split("@")[0], "not-the-password")
    with pytest.raises(HallRefused) as refused:
        connect(wrong)
    assert "refused the password of" in str(refused.value) and "not-the-password" not in str(refused.value)


def test_a_login_without_its_password_is_asked_for_it(hall, monkeypatch, tmp_path):
    organiser, logins = hall
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "none"))
    monkeypatch.delenv("PGPASSWORD", raising=False)
    bare = logins[0].url.replace(logins[0].url.split(":")[2].split("@")[0], "").replace(":@", "@")
    with pytest.raises(HallRefused, match="needs the password of .*Settings → Tournament hall"):
        connect(bare)


def test_a_hall_that_is_not_there_is_unreachable_in_words(pg_server):
    with pytest.raises(HallUnreachable, match="cannot reach the hall"):
        connect(f"postgresql://t:pw@127.0.0.1:{pg_server.port + 1}/x")


def test_what_a_table_types_reaches_sql_only_as_a_value(hall, tmp_path):
    organiser, logins = hall
    archive = Archive(tmp_path / "t1.sqlite3")
    from mafia_desktop.engine import commands
    events = script(0)
    hostile = "x'); DROP TABLE hall.events; --"
    labelled = [*events[:8], *commands.label(_state(events[:8]), club=hostile, host=hostile)]
    play(archive, labelled)
    archive.close()
    pushed(logins[0].url, archive.path)
    with connect(organiser) as conn:
        assert conn.execute("SELECT count(*) FROM hall.events").fetchone()[0] == 9
        assert hall_log(conn) == local_log(archive.path)
    from mafia_desktop.hall.judge import Watch
    with connect(logins[-1].url) as judge:
        [table] = [t for t in Watch(judge).tables() if t.game_id]
        assert table.state.labels.club == hostile and table.state.labels.host == hostile


def test_a_game_the_hall_has_otherwise_is_refused_and_both_are_kept(hall, tmp_path):
    organiser, logins = hall
    events = script(0)
    with Archive(tmp_path / "a.sqlite3") as first:
        game_id = play(first, events, upto=6)
    pushed(logins[0].url, first.path)
    with Archive(tmp_path / "b.sqlite3") as second:   # the same game id, another history from event 4
        from mafia_desktop.engine import commands
        play(second, events, upto=3, game_id=game_id)
        second.append(game_id, commands.label(_state(events[:3]), club="elsewhere"))
        for event in events[3:8]:
            second.append(game_id, [event])
    done = pushed(logins[0].url, second.path)
    assert "differs from this archive's at event" in str(done.refused[game_id])
    with connect(organiser) as conn:
        assert hall_log(conn) == local_log(first.path)
        assert conn.execute("SELECT count(*) FROM hall.refusals").fetchone()[0] == 1


def _state(events):
    from mafia_desktop.engine import fold
    return fold(events)
