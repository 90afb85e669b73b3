"""The upgrade to version 8 (``relayout``): every game's events and times read back as version 7
kept them, the digests still verify (and a game damaged before is damaged after), the file is
the size of a new one, and an upgrade cut short goes on where it stopped."""

import sqlite3

import pytest

from mafia_desktop.store import Archive, DamagedGame
from mafia_desktop.store.log import event_rows
from mafia_desktop.store.opening import relayout, schema

from .test_layout import shape
from .test_upkeep import archive_of, as_version_7, older_copy


def logs_of(path) -> dict:
    with Archive(path, write=False) as archive:
        return {row.id: (archive.events(row.id), archive.event_times(row.id), row)
                for row in archive.games(trash=False) + archive.games(trash=True)}


@pytest.fixture
def version_7(tmp_path):
    """A version 7 file of 12 games, and the new archive it was made from."""
    return older_copy(tmp_path, 12, 7)


def test_an_upgraded_archive_reads_as_it_did_and_has_a_new_ones_layout(version_7):
    old, new = version_7
    with Archive(new, write=False) as archive:
        made = shape(archive.conn)
    before = logs_of(new)
    with Archive(old) as archive:
        assert archive.check(full=True).ok
        assert shape(archive.conn) == made
    assert schema.inspect(old) == schema.SCHEMA_VERSION
    assert logs_of(old) == before
    assert old.with_name("old.sqlite3.v7.bak").exists()


def test_an_odd_time_stamp_is_kept_as_it_was_written(tmp_path):
    path = tmp_path / "a.sqlite3"
    archive_of(path, 1)
    with Archive(path) as archive:
        game_id = archive.games()[0].id
        times = archive.event_times(game_id)
    as_version_7(path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE events SET at = '2026-01-01 evening' WHERE seq = 2")
    conn.commit()
    conn.close()
    with Archive(path) as archive:
        kept = [row[3] for row in event_rows.read_game(archive.conn, game_id)]
        assert kept == [times[0], "2026-01-01 evening", *times[2:]]
        assert archive.conn.execute("SELECT typeof(at) FROM events WHERE seq = 2").fetchone() == ("text",)
        # The digest covered the old text: the game is damaged, as it was before the upgrade.
        with pytest.raises(DamagedGame, match="event 2 differs"):
            archive.events(game_id)


def test_a_game_damaged_before_the_upgrade_is_damaged_after_it(tmp_path):
    path = tmp_path / "a.sqlite3"
    archive_of(path, 3)
    as_version_7(path)
    conn = sqlite3.connect(path)
    game_id = conn.execute("SELECT id FROM games ORDER BY rowid LIMIT 1 OFFSET 1").fetchone()[0]
    conn.execute("UPDATE events SET payload = payload || ' ' WHERE game_id = ? AND seq = 7", [game_id])
    conn.commit()
    conn.close()
    with Archive(path) as archive:
        assert list(archive.check(full=True).damaged) == [game_id]
        with pytest.raises(DamagedGame, match="event 7 differs"):
            archive.events(game_id)


def test_an_upgrade_cut_short_goes_on_where_it_stopped(tmp_path, monkeypatch):
    cut_short_then_done(tmp_path, monkeypatch, as_version_7, 7, relayout, "relayout", "events_v8")


def cut_short_then_done(tmp_path, monkeypatch, as_old, version: int, step, task: str, new_log: str) -> None:
    """A batched upgrade (``relayout.by_games``) of ``step``'s, from a file made ``as_old``,
    cut after two batches: the file still the old version, whole, where it stood noted; opened
    again, the upgrade goes on from there and every game reads as before."""
    path = tmp_path / "a.sqlite3"
    archive_of(path, 7)
    before = logs_of(path)
    as_old(path)
    monkeypatch.setattr(relayout, "BATCH", 2)
    moved = []
    real_move = step._move

    def move_then_die(conn, done, last):
        if len(moved) == 2:
            raise KeyboardInterrupt   # the battery, after two batches
        moved.append(last)
        real_move(conn, done, last)

    monkeypatch.setattr(step, "_move", move_then_die)
    with pytest.raises(KeyboardInterrupt):
        Archive(path)
    assert schema.inspect(path) == version   # still the old version, whole
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT done FROM upkeep WHERE task = ?", [task]).fetchone() == (moved[-1],)
    assert conn.execute(f"SELECT count(DISTINCT game) FROM {new_log}").fetchone() == (4,)
    conn.close()
    monkeypatch.setattr(step, "_move", real_move)
    told = []
    with Archive(path, progress=lambda done, total: told.append((done, total))) as archive:
        assert archive.check(full=True).ok
    assert told[:2] == [(6, 7), (7, 7)]   # the two batches left, told as games done of all
    assert logs_of(path) == before


def test_the_pages_an_upgrade_freed_go_back_to_the_disk(version_7):
    """The old log and version 7's ratings by seat are dropped: the file is not left their size."""
    old, _ = version_7
    with Archive(old) as archive:
        free = archive.conn.execute("PRAGMA freelist_count").fetchone()[0]
        pages = archive.conn.execute("PRAGMA page_count").fetchone()[0]
    assert free <= pages // 4
