"""One club archive across laptops (issue 40): another archive merged by ``mafia-desktop
import OTHER.sqlite3``, both ways, in real processes; ``export --all --json-lines`` and its
import back."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.engine import commands as c
from mafia_desktop.store import Archive, ArchiveDamaged
from mafia_desktop.store.importing.archives import import_archive
from mafia_desktop.store.projections import ratings
from tests.engine.table import Table
from tests.store.evening import build_evening
from tests.store.test_archive import digest
from tests.store.test_upgrade_and_registry import out_of_order_v2_file

DAY = "2026-11-25T19:00:00.000+00:00"


def cli(tmp_path: Path, db: Path, *argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mafia_desktop", "--db", str(db), *argv], capture_output=True,
                          text=True, env={**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "settings")}, timeout=120)


def to_day() -> Table:
    table = Table()
    table.to_day()
    return table


def laptops(tmp_path: Path) -> tuple[Path, Path, dict[str, str]]:
    """Two laptops that started from one archive and went their own ways since:

    - "G3" (unfinished) went on at the second laptop (extended there);
    - "fork" went on at both, each its own way (two histories);
    - "second" was played at the second laptop alone, "first" at the first alone; "not rated"
      too, marked so;
    - "G4" is in the trash of both; "trashed" only in the second's (new to the first)."""
    first, second = tmp_path / "first.sqlite3", tmp_path / "second.sqlite3"
    with Archive(first) as archive:
        ids = build_evening(archive)
        fork = to_day()
        ids["fork"] = archive.create_game(fork.game.events, at=DAY)
    shutil.copyfile(first, second)
    with Archive(first) as archive:
        fork.run(c.foul, seat=3)
        archive.append(ids["fork"], fork.game.events[-1:])
        ids["first"] = archive.create_game(to_day().game.events, at=DAY)
    with Archive(second) as archive:
        other = to_day()
        other.run(c.foul, seat=5)
        archive.append(ids["fork"], other.game.events[-1:])
        g3 = archive.events(ids["G3"])
        longer = Table()
        longer.to_day()
        longer.run(c.rename, seat=1, nickname="Adrian")
        assert longer.game.events == g3
        longer.run(c.foul, seat=1)
        longer.run(c.foul, seat=2)
        archive.append(ids["G3"], longer.game.events[len(g3):])
        ids["second"] = archive.create_game(to_day().game.events, at=DAY)
        ids["trashed"] = archive.create_game(to_day().game.events, at=DAY)
        archive.trash(ids["trashed"])
        ids["not rated"] = archive.create_game(ended().game.events, at=DAY)
        archive.set_rated(ids["not rated"], False)
    return first, second, ids


def ended() -> Table:
    from tests.engine.event_games import blacks_disqualified
    return blacks_disqualified()


def listing(db: Path) -> tuple[list[tuple[str, int]], list[str]]:
    with Archive(db, write=False) as archive:
        return (sorted((row.id, len(archive.events(row.id))) for row in archive.games()),
                sorted(row.id for row in archive.games(trash=True)))


def the_ratings(db: Path) -> list:
    with Archive(db, write=False) as archive:
        return ratings.table(archive.conn)


def test_two_laptops_merge_both_ways_each_game_kept_once(tmp_path):
    first, second, ids = laptops(tmp_path)
    into_first = cli(tmp_path, first, "import", str(second))
    assert into_first.returncode == 0, into_first.stderr
    assert "9 records: 3 imported, 4 already in the archive, 1 extended, 0 failed; 1 with another history " \
           "kept beside the archive's" in into_first.stdout
    assert f"game {ids['fork']} has another history here" in into_first.stdout
    assert f"game {ids['trashed']} is in the trash, as it was there" in into_first.stdout

    into_second = cli(tmp_path, second, "import", str(first))
    assert into_second.returncode == 0, into_second.stderr
    assert "1 imported" in into_second.stdout and "1 with another history" in into_second.stdout

    # Merged once more, either way: nothing new.
    again = cli(tmp_path, first, "import", str(second))
    assert "0 imported" in again.stdout and "0 extended" in again.stdout and "another history" not in again.stdout

    with Archive(first, write=False) as archive:
        assert not archive.is_rated(ids["not rated"]) and archive.is_rated(ids["G1"])
    listed, trash = listing(first)
    counted = dict(listed)
    assert counted[ids["G3"]] == len(to_day().game.events) + 3      # the longer one won (a rename, two fouls)
    assert {ids["first"], ids["second"]} <= set(counted) and ids["trashed"] in trash and ids["G4"] in trash
    with Archive(first, write=False) as archive:
        forks = archive.from_source("mafia-desktop", ids["fork"])
        assert len(forks) == 1 and archive.events(forks[0].id)[-1] != archive.events(ids["fork"])[-1]
    assert len(listed) == len(listing(second)[0]) and len(trash) == len(listing(second)[1])

    # The ratings after the merge are those a rebuild makes.
    merged = the_ratings(first)
    with Archive(first) as archive:
        archive.rebuild_ratings()
    assert merged == the_ratings(first) and merged


def test_a_damaged_game_is_said_and_skipped_and_the_other_archive_left_untouched(tmp_path):
    first, second, ids = laptops(tmp_path)
    with Archive(second) as archive:
        archive.conn.execute("UPDATE events SET payload = payload || ' ' WHERE game = (SELECT key FROM games "
                             "WHERE id = ?) AND seq = 3", [ids["second"]])
    with Archive(second, write=False) as archive:
        damaged = [row.id for row in archive.games() if not _reads(archive, row.id)]
    assert damaged == [ids["second"]]
    before = second.read_bytes()
    done = cli(tmp_path, first, "import", str(second))
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert all(f"game {game} is damaged there and was skipped" in done.stderr for game in damaged)
    assert second.read_bytes() == before


def _reads(archive: Archive, game_id: str) -> bool:
    try:
        archive.events(game_id)
    except Exception:
        return False
    return True


def test_an_older_archive_is_merged_from_an_upgraded_copy_never_touched(tmp_path):
    from .test_upkeep import archive_of, as_version_4
    old = tmp_path / "old.sqlite3"
    archive_of(old, 3)
    as_version_4(old)
    before = old.read_bytes()
    done = cli(tmp_path, tmp_path / "mine.sqlite3", "import", str(old))
    assert done.returncode == 0, done.stderr
    assert "3 records: 3 imported" in done.stdout
    assert old.read_bytes() == before and not list(tmp_path.glob("old.sqlite3.v*"))


def test_every_game_as_json_lines_and_back_the_same(tmp_path):
    _, second, ids = laptops(tmp_path)
    out = tmp_path / "club.jsonl"
    done = cli(tmp_path, second, "export", "--all", "--json-lines", str(out))
    assert done.returncode == 0, done.stderr
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 9 and all(json.loads(line)["format"] == "mafia-desktop-game" for line in lines)
    assert sum("deleted_at" in json.loads(line) for line in lines) == 2
    fresh = tmp_path / "fresh.sqlite3"
    back = cli(tmp_path, fresh, "import", str(out))
    assert back.returncode == 0, back.stderr
    assert "9 records: 9 imported" in back.stdout
    assert listing(fresh) == listing(second)
    with Archive(second, write=False) as one, Archive(fresh, write=False) as other:
        for row in one.games() + one.games(trash=True):
            assert one.events_and_times(row.id) == other.events_and_times(row.id)
            assert (row.source, row.source_id) == (other.game(row.id).source, other.game(row.id).source_id)
            assert one.is_rated(row.id) == other.is_rated(row.id)
    assert the_ratings(fresh) == the_ratings(second)


def test_a_file_that_is_not_an_archive_is_refused_in_words(tmp_path):
    import sqlite3
    foreign = tmp_path / "foreign.sqlite3"
    sqlite3.connect(foreign).execute("CREATE TABLE t (x)")
    done = cli(tmp_path, tmp_path / "mine.sqlite3", "import", str(foreign))
    assert done.returncode != 0 and "Traceback" not in done.stderr and "foreign.sqlite3" in done.stderr


def test_an_archive_cannot_be_merged_into_itself(tmp_path):
    first, _, _ = laptops(tmp_path)
    done = cli(tmp_path, first, "import", str(first))
    assert done.returncode != 0 and "is this archive itself" in done.stderr


def test_an_older_archive_refused_in_its_upgrade_is_named_as_sent_never_by_its_temporary_copy(tmp_path):
    sent = out_of_order_v2_file(tmp_path / "sent.sqlite3")
    before = sent.read_bytes()
    mine = tmp_path / "mine.sqlite3"
    with Archive(mine) as archive:
        archive.create_game(to_day().game.events, at=DAY)
    held = digest(mine)
    with Archive(mine) as archive:
        with pytest.raises(ArchiveDamaged) as refused:
            list(import_archive(archive, sent))
    assert str(sent) in str(refused.value) and "mafia-desktop-merge-" not in str(refused.value)
    assert sent.read_bytes() == before and digest(mine) == held
