"""A batch is one transaction and each game in it all or nothing (``Archive.atomic``): a game
whose writing fails half-way leaves no row of itself, the games before and after it in the
same batch are written, and a batch that fails (or whose commit fails) leaves nothing."""

from __future__ import annotations

import pytest

from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store import importing
from mafia_desktop.store.importing import import_files
from mafia_desktop.store.projections import seats

from .test_import_workers import records_folder


def records(tmp_path, count: int):
    return importing.files_in([records_folder(tmp_path, count)])


def rows(archive: Archive) -> tuple[int, ...]:
    return tuple(archive.conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
                 for table in ("games", "events", "game_players", "player_figures"))


def test_a_game_whose_writing_fails_half_way_leaves_nothing_and_its_batch_goes_on(tmp_path, monkeypatch):
    write_seats = seats.write

    def fails_for_the_third(conn, key, *args, **kwargs):
        write_seats(conn, key, *args, **kwargs)      # its games row, events and seats are in by now
        if conn.execute("SELECT source_id FROM games WHERE key = ?", [key]).fetchone()[0] == "333915-2":
            raise ArchiveError("the disk said no")
    monkeypatch.setattr(seats, "write", fails_for_the_third)
    with Archive(tmp_path / "a.sqlite3") as archive:
        results = list(import_files(archive, records(tmp_path, 5), workers=0))
        assert [r.status for r in results] == ["imported", "imported", "error", "imported", "imported"]
        assert "the disk said no" in str(results[2].message)
        assert sorted(row.source_id for row in archive.games()) == [f"333915-{n}" for n in (0, 1, 3, 4)]
        assert rows(archive)[1:3] == (4 * len(archive.events(results[0].game_id)), 40)
        assert not archive.check(full=True).damaged


def test_a_batch_that_fails_leaves_nothing_of_any_of_its_games(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        before = rows(archive)
        read = [importing.read_item(path) for path in records(tmp_path, 3)]
        with pytest.raises(KeyboardInterrupt):
            with archive.batch():
                for outcomes in read:
                    archive.write_new(outcomes[0][1].new)
                assert rows(archive)[0] == 3
                raise KeyboardInterrupt
        assert rows(archive) == before and not archive.conn.in_transaction


def test_a_batch_whose_commit_fails_is_rolled_back(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        before = rows(archive)
        [(_, read)] = importing.read_item(records(tmp_path, 1)[0])
        # A foreign key checked only at the commit: the batch cannot be committed.
        archive.conn.execute("PRAGMA defer_foreign_keys = ON")
        with pytest.raises(ArchiveError):
            with archive.batch():
                archive.write_new(read.new)
                archive.conn.execute("INSERT INTO contest_games (game_id, contest_id) VALUES (?, 'nowhere')",
                                     [read.new.id])
        assert rows(archive) == before and not archive.conn.in_transaction

