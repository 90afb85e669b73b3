"""Issue 30, backups that do not fill the disk → each backup keeps only the chunks that
changed since the one before, compressed; restore of every kept point gives back every game
(``check`` clean, ``show`` equal); a damaged chunk or manifest is refused in words with nothing
changed; the old format's whole copies stay restorable and rotate by the same rules."""

import re
import shutil
import threading
from datetime import timedelta

import pytest

from mafia_desktop.store import Archive
from mafia_desktop.store.housekeeping import backups, chunks

from .test_archive import digest
from .test_backups import NOW, rebuilt_file
from .test_cli import run
from .test_integrity import played

#: Small chunks, so that a test archive of a few hundred kB has enough of them to share.
SMALL = 4096


@pytest.fixture(autouse=True)
def small_chunks(monkeypatch):
    monkeypatch.setattr(chunks, "CHUNK", SMALL)


@pytest.fixture
def archive_path(tmp_path, built_once):
    path = tmp_path / "club" / "archive.sqlite3"
    built_once.copy(played, path, 30)
    return path


def shown(capsys, path) -> dict[str, str]:
    """Every game as ``show`` prints it."""
    with Archive(path, write=False) as archive:
        ids = [row.id for row in archive.games()]
    return {game_id: run(capsys, "--db", str(path), "show", game_id)[1] for game_id in ids}


def stored_names(folder) -> set[str]:
    return {path.name for path in chunks.ChunkStore(folder).stored()}


def named_by_manifests(folder) -> set[str]:
    return set().union(*(chunks.read_manifest(b.path).chunk_set
                         for b in backups.backups_in(folder, "archive") if b.chunked))


@pytest.mark.slow
def test_restore_of_every_kept_point_gives_back_every_game(archive_path, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(backups, "KEEP_LAST", 3)
    monkeypatch.setattr(backups, "KEEP_WEEKS", 3)
    folder = backups.folder_beside(archive_path)
    points, stored = {}, []
    for n in range(8):   # two points a week for a month: a game played before each
        when = NOW + timedelta(days=3.5 * n)
        with Archive(archive_path) as archive:
            played(archive, 1, seed=100 + n)
            result = backups.make_backup(archive, now=when)
        stored.append(result.stored)
        # The archive as it was at this point, shown at the end if its backup is kept.
        points[result.written[0].path] = shutil.copyfile(archive_path, tmp_path / f"point-{n}.sqlite3")
    kept = backups.backups_in(folder, "archive")
    assert 3 <= len(kept) < 8 and all(b.chunked for b in kept)
    assert stored_names(folder) == named_by_manifests(folder)       # the dropped ones' own chunks gone
    size = archive_path.stat().st_size
    assert stored[0] < size and max(stored[1:]) < stored[0] / 3     # the next ones keep what changed
    for n, backup in enumerate(kept):
        target = tmp_path / f"restored-{n}.sqlite3"
        assert run(capsys, "--db", str(target), "restore-backup", str(backup.path))[0] == 0
        assert run(capsys, "--db", str(target), "check")[0] == 0
        assert shown(capsys, target) == shown(capsys, points[backup.path])


def damaged_chunk(backup):
    manifest = chunks.read_manifest(backup)
    return chunks.ChunkStore(backup.parent).path(manifest.chunks[len(manifest.chunks) // 2])


def flip_a_byte(path):
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    path.write_bytes(bytes(data))


def other_chunk_in_place(backup):
    lines = backup.read_text().splitlines()
    lines[2], lines[3] = lines[3], lines[2]
    backup.write_text("\n".join(lines) + "\n")


@pytest.mark.parametrize("damage, words", [
    (lambda b: flip_a_byte(damaged_chunk(b)), r"is damaged itself \(its part [0-9a-f]{12} is damaged\)"),
    (lambda b: damaged_chunk(b).unlink(), r"is damaged itself \(its part [0-9a-f]{12} is missing\)"),
    (lambda b: b.write_text(b.read_text()[:-200]), re.escape("is damaged itself (its list of parts is cut short")),
    (lambda b: b.write_bytes(b"\x00garbage"), re.escape("is damaged itself (its list of parts cannot be read)")),
    (other_chunk_in_place, re.escape("is damaged itself (the file its parts make is not the one backed up)")),
])
def test_a_damaged_backup_is_refused_in_words_with_nothing_changed(archive_path, capsys, damage, words):
    with Archive(archive_path) as archive:
        [backup] = backups.make_backup(archive, now=NOW).written
        played(archive, 1, seed=70)
    damage(backup.path)
    before, listing = digest(archive_path), sorted(archive_path.parent.iterdir())
    code, out, err = run(capsys, "--db", str(archive_path), "restore-backup", backup.path.name)
    assert code == 2 and out == ""
    assert re.search(words, err), err
    assert digest(archive_path) == before and sorted(archive_path.parent.iterdir()) == listing


def test_a_manifest_that_cannot_be_read_keeps_every_chunk(archive_path):
    with Archive(archive_path) as archive:
        backups.make_backup(archive, now=NOW)
        played(archive, 2, seed=80)
        second = backups.make_backup(archive, now=NOW + timedelta(hours=1)).written[0]
    folder = backups.folder_beside(archive_path)
    before = stored_names(folder)
    second.path.write_text("not a manifest")
    assert backups.sweep(folder) == 0 and stored_names(folder) == before   # it might have named them


def test_whole_copies_of_the_old_format_stay_restorable_and_rotate_by_the_same_rules(archive_path, tmp_path,
                                                                                      capsys):
    folder = backups.folder_beside(archive_path)
    folder.mkdir()
    old = []
    for days in (20, 19, 2):   # two in one week
        name = f"archive-{(NOW - timedelta(days=days)).strftime('%Y-%m-%dT%H-%M-%SZ')}.sqlite3"
        backups.copy_file(archive_path, folder / name)
        old.append(folder / name)
    before = shown(capsys, archive_path)
    with Archive(archive_path) as archive:
        played(archive, 1, seed=90)
        result = backups.make_backup(archive, now=NOW)
    assert result.removed == [] and [b.chunked for b in backups.backups_in(folder, "archive")] == [
        True, False, False, False]
    removed = []
    for n in range(9):
        with Archive(archive_path) as archive:
            removed += backups.make_backup(archive, now=NOW + timedelta(minutes=n + 1)).removed
    assert removed == [old[0], old[2]]   # out of the last ten, and not their week's newest
    assert old[1] in [b.path for b in backups.backups_in(folder, "archive")]
    target = tmp_path / "from-the-old.sqlite3"
    assert run(capsys, "--db", str(target), "restore-backup", str(old[1]))[0] == 0
    assert shown(capsys, target) == before


def test_the_second_folder_holds_chunks_of_its_own(archive_path, tmp_path, capsys):
    stick = tmp_path / "stick"
    stick.mkdir()
    with Archive(archive_path) as archive:
        backups.make_backup(archive, extra=[stick], now=NOW)
        played(archive, 1, seed=60)
        beside, second = backups.make_backup(archive, extra=[stick], now=NOW + timedelta(hours=1)).written
    expected = shown(capsys, archive_path)
    assert stored_names(stick) == stored_names(beside.path.parent) == named_by_manifests(stick)
    for path in chunks.ChunkStore(beside.path.parent).stored():   # the disk beside the archive lost
        path.unlink()
    target = tmp_path / "from-the-stick.sqlite3"
    assert run(capsys, "--db", str(target), "restore-backup", str(second.path))[0] == 0
    assert shown(capsys, target) == expected


def test_backups_at_once_from_two_threads_are_each_whole(archive_path):
    made, errors = [], []

    def back_up(n):
        try:
            with Archive(archive_path, write=False) as archive:
                made.extend(backups.make_backup(archive, now=NOW + timedelta(minutes=n)).written)
        except Exception as error:   # noqa: BLE001 - told below
            errors.append(error)
    threads = [threading.Thread(target=back_up, args=(n,)) for n in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and len(made) == 3
    for backup in made:
        with Archive(rebuilt_file(backup.path), write=False) as copy:
            assert copy.check(full=True).ok



def test_a_backup_in_steps_outlasts_the_games_written_between_them_and_holds_the_archive_as_it_began(
        archive_path, monkeypatch):
    # Issue 44: the snapshot gives way to the host between its steps; the table's writes then
    # (a game on the table) neither start it again nor get into it half-written.
    monkeypatch.setattr(backups, "SNAPSHOT_STEP", 8)
    with Archive(archive_path) as archive:
        before = {row.id for row in archive.games()}
        paces, written, snapshot_taken = [], [], []

        def host_plays_meanwhile():
            paces.append(1)
            if len(written) < 3 and len(paces) % 3 == 0:
                written.extend(played(archive, 1, seed=200 + len(written)))
        store_file = chunks.store_file
        monkeypatch.setattr(chunks, "store_file", lambda *args: (snapshot_taken.append(len(written)),
                                                                 store_file(*args))[1])
        made = backups.make_backup(archive, now=NOW, pace=host_plays_meanwhile).written[0]
        assert snapshot_taken == [3]   # all three played while the snapshot was taken
        assert len(archive.games()) == len(before) + 3
    with Archive(rebuilt_file(made.path), write=False) as copy:
        assert copy.check(full=True).ok
        assert {row.id for row in copy.games()} == before


def test_a_start_looks_through_the_chunks_only_after_a_backup_cut_short(archive_path, monkeypatch):
    # Issue 44: every folder of chunks looked through at every start (27 ms at 100,000 games).
    from mafia_desktop.store.opening import paths
    with Archive(archive_path) as archive:
        backups.make_backup(archive, now=NOW)
    store = chunks.ChunkStore(backups.folder_beside(archive_path))
    assert stored_names(store.root.parent) and not (store.root / chunks.UNDER_WAY).exists()
    looked = []
    real = paths.remove_stray_parts
    for module in (paths, chunks):   # (chunks holds its own name of it)
        monkeypatch.setattr(module, "remove_stray_parts",
                            lambda folder, *of: looked.append(folder) or real(folder, *of))
    Archive(archive_path).close()
    assert store.root not in {folder.parent for folder in looked}   # beside the archive, its backups: no chunk
    (store.root / chunks.UNDER_WAY).touch()   # as a backup killed among its chunks leaves it
    Archive(archive_path).close()
    assert {folder.parent for folder in looked} >= {store.root}
