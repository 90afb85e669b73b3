"""Many records read and replayed in worker processes (``store.importing.workers``) give what
reading them here gives: the same results and words, the same games, every game whole; a
cancelled batch is rolled back whole, and a worker that dies only costs time."""

from __future__ import annotations

import io
import json
import os
import pickle
import sys
import time
from itertools import islice
from pathlib import Path

import pytest

from mafia_desktop.__main__ import main
from mafia_desktop.store import Archive
from mafia_desktop.store.importing import workers
from mafia_desktop.store import importing
from mafia_desktop.store.opening import upkeep
from mafia_desktop.store.archive import BULK_CACHE_MB
from mafia_desktop.store.importing import import_files
from mafia_desktop.store.opening.upkeep import Cancelled
from mafia_desktop.store.importing.reading import ReadGame
from tests.real_games import REAL_GAMES as REAL

from .test_cli import run


@pytest.fixture(autouse=True)
def small_chunks(monkeypatch):
    """A pool even for a few records, and chunks of two: every record crosses a process."""
    monkeypatch.setattr(workers, "PARALLEL_FROM", 1)
    monkeypatch.setattr(workers, "CHUNK", 2)


def record(number: int, game: str = "333915") -> dict:
    data = json.loads((REAL / "polemica" / f"{game}.json").read_text(encoding="utf-8"))
    return {**data, "id": f"{game}-{number}"}


def records_folder(tmp_path: Path, count: int) -> Path:
    """A folder of ``count`` good records, one a file."""
    folder = tmp_path / "records"
    folder.mkdir()
    for n in range(count):
        (folder / f"{n}.json").write_text(json.dumps(record(n)), encoding="utf-8")
    return folder


def one_record(tmp_path: Path) -> Path:
    """A file of one good record (a reading may be handed it again and again)."""
    path = tmp_path / "0.json"
    path.write_text(json.dumps(record(0)), encoding="utf-8")
    return path


def a_folder(tmp_path: Path) -> Path:
    """Good records, one twice, and records that fail in each of the ways a file can."""
    folder = tmp_path / "records"
    folder.mkdir()
    files = {f"{n:02d}.json": record(n) for n in range(8)}
    files["08-again.json"] = record(3)                                    # already there by then
    files["09-two-games.json"] = [record(9), record(10, "334187")]
    wrong = record(11, "334187")
    wrong["result"] = 1 - wrong["result"]                                 # the rules say otherwise
    files["10-wrong-winner.json"] = wrong
    off = record(12)
    off["votes"][0]["voter"] = 99                                         # no such seat
    files["11-off-the-table.json"] = off
    for name, data in files.items():
        (folder / name).write_text(json.dumps(data), encoding="utf-8")
    (folder / "12-not-json.json").write_text("{")
    (folder / "13-infinite.json").write_text('{"id": 1, "big": 1e400}')   # past the file-wide limits
    return folder


def imported(tmp_path: Path, name: str, workers: int, items) -> tuple[list, list, bool]:
    with Archive(tmp_path / name) as archive:
        results = [(r.file, r.status, r.source_id, str(r.message)) for r in import_files(archive, items,
                                                                                      workers=workers)]
        games = sorted((row.source_id, row.winner, row.finished, len(archive.events(row.id)))
                       for row in archive.games())
        whole = not archive.check(full=True).damaged
    return results, games, whole


def test_records_read_in_workers_give_what_reading_them_here_gives(tmp_path):
    files = importing.files_in([a_folder(tmp_path)])
    here = imported(tmp_path, "here.sqlite3", 0, files)
    there = imported(tmp_path, "there.sqlite3", 2, files)
    assert there == here
    results, games, whole = there
    assert whole and len(games) == 10
    statuses = [status for _, status, _, _ in results]
    assert statuses.count("imported") == 10 and statuses.count("duplicate") == 1 and statuses.count("error") == 4
    words = " | ".join(message for *_, message in results)
    assert "13-infinite.json: refused: the file holds the number inf" in words
    assert "12-not-json.json: refused: the file is not JSON" in words
    assert "09-two-games.json (game 2)" not in words      # both of its games went in


@pytest.mark.parametrize("workers", [0, 2])
def test_each_result_names_its_file_as_it_was_given_whether_its_games_went_in_or_not(tmp_path, workers):
    # The reader names a refused file as it came; the writer named the others as a Path made
    # of the name wrote it (``./`` and doubled slashes gone): one import, two spellings.
    folder = a_folder(tmp_path)
    given = [f"{folder}//./{name}" for name in ("00.json", "12-not-json.json", "09-two-games.json")]
    results, _, _ = imported(tmp_path, "a.sqlite3", workers, given)
    assert [(file, status) for file, status, _, _ in results] == [
        (given[0], "imported"), (given[1], "error"), (given[2], "imported"), (given[2], "imported")]


def test_a_stream_read_in_workers_is_written_in_its_order(capsys, tmp_path, monkeypatch):
    stream = "\n".join([*(json.dumps(record(n)) for n in range(6)), "{not json", json.dumps(record(2))])
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stream.encode("utf-8")), encoding="utf-8"))
    code, out, err = run(capsys, "--db", str(tmp_path / "a.sqlite3"), "import", "-", "--json")
    assert code == 1 and "Records read: 8" in err
    *lines, last = out.splitlines()
    assert last == "8 records: 6 imported, 1 already in the archive, 0 extended, 1 failed"
    lines = [json.loads(line) for line in lines]
    assert [(line["file"], line["source_id"], line["status"]) for line in lines] == [
        *((f"<stdin>:{n + 1}", f"333915-{n}", "imported") for n in range(6)), ("<stdin>:7", None, "error"),
        ("<stdin>:8", "333915-2", "duplicate")]
    assert lines[6]["message"].startswith("<stdin>:7: refused: the file is not JSON")
    assert all(len(line["players"]) == 10 for line in lines[:6])   # read back from the archive


def test_a_cancelled_import_in_workers_keeps_only_the_batches_before(tmp_path, monkeypatch):
    monkeypatch.setattr(importing, "BATCH", 3)
    monkeypatch.setattr(upkeep, "TELL_EVERY", 0)      # progress told at every record
    folder = records_folder(tmp_path, 8)
    told = []

    def progress(done: int, total: int) -> bool:
        told.append(done)
        return done < 5          # stop in the second batch

    with Archive(tmp_path / "a.sqlite3") as archive:
        with pytest.raises(Cancelled):
            for _ in import_files(archive, importing.files_in([folder]), total=8, progress=progress, workers=2):
                pass
        assert told[-1] == 5
        assert sorted(row.source_id for row in archive.games()) == [f"333915-{n}" for n in range(3)]
        assert not archive.check(full=True).damaged


def dies(chunk):
    """A worker's part that kills its process (as running out of memory would), leaving a
    mark that it ran."""
    Path(os.environ["WORKER_DIED"]).touch()
    os._exit(3)


def test_a_worker_that_dies_leaves_its_records_to_be_read_here(tmp_path, monkeypatch):
    monkeypatch.setattr(workers, "read_chunk", dies)
    monkeypatch.setenv("WORKER_DIED", str(tmp_path / "died"))
    folder = records_folder(tmp_path, 5)
    with Archive(tmp_path / "a.sqlite3") as archive:
        results = list(import_files(archive, importing.files_in([folder]), workers=2))
        assert [r.status for r in results] == ["imported"] * 5
    assert (tmp_path / "died").exists()
    assert main(["--db", str(tmp_path / "a.sqlite3"), "check"]) == 0


def fails(chunk):
    raise ValueError(f"no reading {len(chunk)} records today")


def test_what_a_worker_raises_is_raised_in_the_writer_and_stops_the_workers(tmp_path, monkeypatch):
    monkeypatch.setattr(workers, "read_chunk", fails)
    files = importing.files_in([a_folder(tmp_path)])
    reading = workers.Reading(files, workers=2)
    with pytest.raises(ValueError, match="no reading 2 records today"):
        list(reading)
    reading.close()
    assert len(reading.pids) == 2
    for pid in reading.pids:
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)


def test_a_game_sent_from_a_worker_gives_back_its_replayed_events():
    """What an archive compares with its own versions (a longer export extends a game)."""
    [(position, read)] = importing.read_item(importing.Line("x:1", json.dumps(record(1, "334187")).encode()))
    sent = ReadGame.received(pickle.loads(pickle.dumps(read.sent())))
    assert position == 1 and sent.events is None and sent.state is None
    assert sent.replayed_events() == read.events and len(read.events) > 40


def test_an_import_writes_with_a_large_page_cache_and_memory_for_temporary_files_then_gives_them_back(
        tmp_path, monkeypatch):
    """A batch of a big archive's games dirties more pages than SQLite's default 2 MB cache holds,
    and each game's savepoint journals pages to a temporary file (``Archive.bulk``)."""
    folder = records_folder(tmp_path, 3)
    monkeypatch.setattr(upkeep, "TELL_EVERY", 0)      # progress told at every record
    seen = []
    with Archive(tmp_path / "a.sqlite3") as archive:
        pragmas = lambda: (archive.conn.execute("PRAGMA cache_size").fetchone()[0],
                           archive.conn.execute("PRAGMA temp_store").fetchone()[0])
        before = pragmas()
        results = list(import_files(archive, importing.files_in([folder]), total=3, workers=0,
                                    progress=lambda done, total: seen.append(pragmas()) or True))
        assert [r.status for r in results] == ["imported"] * 3
        assert set(seen[:3]) == {(-BULK_CACHE_MB * 1024, 2)}   # its MB at most; MEMORY (told each record)
        assert pragmas() == before != seen[0]


def test_the_workers_read_far_enough_ahead_to_go_on_while_the_writer_commits(tmp_path):
    """A commit into a big archive takes the writer 0.3-0.6 s; the records in flight keep both
    workers reading through it (with 8 chunks they stood still up to a second each time)."""
    path = one_record(tmp_path)
    pulled = 0

    def items():
        nonlocal pulled
        for _ in range(400):
            pulled += 1
            yield path
    stream = workers.read_all(items(), 2)
    first = next(stream)
    assert first[0] == path and first[1][0][1].source_id == "333915-0"
    # Chunks of 2 here (the fixture): 25 chunks in flight for each of the two workers.
    assert pulled == 2 * workers.AHEAD * workers.CHUNK >= 100
    stream.close()


def test_what_is_done_before_writing_is_done_while_the_workers_read_their_first_chunks(tmp_path):
    """The command line's backup before a big import: the workers have their chunks by then,
    and nothing read has come back to be written."""
    path = one_record(tmp_path)
    pulled, given = 0, []

    def items():
        nonlocal pulled
        for _ in range(400):
            pulled += 1
            yield path
    stream = workers.read_all(items(), 2, meanwhile=lambda: given.append(pulled))
    first = next(stream)
    assert given == [2 * workers.AHEAD * workers.CHUNK]
    assert first[1][0][1].source_id == "333915-0"
    stream.close()
    few = workers.read_all([path], 2, meanwhile=lambda: given.append("here"))
    assert next(few)[0] == path and given[-1] == "here"


def test_the_readers_fork_before_the_archive_and_sqlite_utils_load(tmp_path):
    # The command line forks an import's readers (``workers.Reading``) once it has what they
    # read with, and opens the archive after: nothing on the way there (the parser's commands,
    # the import's modules) may load the archive's modules (sqlite-utils: some 40 ms with one
    # core idle, issue 44), nor what the readers never use: sqlite3 (its type hints), random,
    # and fractions and decimal (a host's points alone): 15 M instructions. The command run as
    # a host runs it, the modules seen at the fork.
    import subprocess
    code = ("import os, sys\n"
            "from mafia_desktop.store.importing import workers\n"
            "workers.PARALLEL_FROM = 2\n"
            "def forked():\n"
            "    loaded = ('sqlite_utils', 'mafia_desktop.store.archive', 'sqlite3', 'random', 'fractions', 'decimal')\n"
            "    print(sorted(name for name in loaded if name in sys.modules), flush=True)\n"
            "os.register_at_fork(before=forked)\n"
            "from mafia_desktop.__main__ import main\n"
            "sys.exit(main(sys.argv[1:]))\n")
    done = subprocess.run([sys.executable, "-c", code, "--db", str(tmp_path / "a.sqlite3"), "import",
                           str(REAL / "polemica")], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[:2] == ["[]", "[]"]     # (each reader's fork)


def test_the_store_gives_each_of_its_names_from_its_module():
    import mafia_desktop.store as store
    assert sorted(store.__all__) == sorted(store._HOMES)
    for name in store.__all__:
        assert getattr(store, name) is not None
    with pytest.raises(AttributeError):
        store.NoSuchName   # noqa: B018


def test_a_long_batch_is_committed_early_once_the_next_record_is_not_read_yet_and_only_the_tail_is_left(
        tmp_path, monkeypatch):
    """Once a batch holds ``SHORT_BATCH`` records, the workers have not read the next and no
    more than ``TAIL`` records are left, it is committed then (the writer would only wait),
    the next asked for after its commit; the last batch, whose end the writer sees before
    committing it, rates the run's games."""
    monkeypatch.setattr(importing, "SHORT_BATCH", 2)
    monkeypatch.setattr(importing, "TAIL", 3)
    pulls: list[bool] = []     # whether a transaction was open at each record asked for
    lasts: list[int] = []
    aheads: list[int] = []
    with Archive(tmp_path / "a.sqlite3") as archive:
        def items():
            for number in range(10):
                pulls.append(archive.conn.in_transaction)
                yield number
        settled: list[int] = []
        plain_last = archive.last_batch
        monkeypatch.setattr(archive, "last_batch", lambda: lasts.append(len(settled)) or plain_last())
        monkeypatch.setattr(archive, "read_ahead", lambda: aheads.append(len(settled)))

        def settle(number):
            settled.append(number)
            return [number]
        with archive.bulk():
            batches = list(importing._batched(archive, items(), 6, settle, upkeep.Counter(None, 0),
                                              lambda: len(settled) in (3, 8), lambda: 10 - len(settled)))
    # (at the third record 7 were left: waited for inside the batch; at the eighth, 2)
    assert batches == [[0, 1, 2, 3, 4, 5], [6, 7], [8, 9]]
    # The ninth record asked for once the second batch was committed; the others inside the
    # batch before theirs (the seventh: the first batch's end seen) or inside theirs.
    assert pulls == [False, True, True, True, True, True, True, True, False, True]
    assert lasts == [10]
    assert aheads == [8]      # (once the early batch was committed, before the next record)


def test_a_long_batch_ends_early_once_only_the_tail_is_left_though_the_next_record_is_read_already(
        tmp_path, monkeypatch):
    """Into a big archive the writer is behind its workers, the next record read already at
    each record: once a batch holds ``SHORT_BATCH`` records and no more than ``TAIL`` are left
    it is committed all the same (the log copied into the file while the writer writes the
    last records and the ratings, not after them); the last batch rates the run's games."""
    monkeypatch.setattr(importing, "SHORT_BATCH", 2)
    monkeypatch.setattr(importing, "TAIL", 3)
    lasts: list[int] = []
    with Archive(tmp_path / "a.sqlite3") as archive:
        settled: list[int] = []
        plain_last = archive.last_batch
        monkeypatch.setattr(archive, "last_batch", lambda: lasts.append(len(settled)) or plain_last())

        def settle(number):
            settled.append(number)
            return [number]
        with archive.bulk():
            batches = list(importing._batched(archive, iter(range(10)), 6, settle, upkeep.Counter(None, 0),
                                              lambda: False, lambda: 10 - len(settled)))
    assert batches == [[0, 1, 2, 3, 4, 5], [6, 7], [8, 9]]
    assert lasts == [10]


def test_a_batch_does_not_end_early_while_more_than_the_tail_is_left_however_long_the_writer_waits(
        tmp_path, monkeypatch):
    """Each commit more costs the writer the pages every batch dirties again (into a big
    archive, the import's slowest part): while the records left are unknown or more than
    ``TAIL``, a batch ends only at its size, and the writer reads ahead what the ratings will
    read instead (every ``LOOK_AHEAD``)."""
    monkeypatch.setattr(importing, "SHORT_BATCH", 2)
    monkeypatch.setattr(importing, "LOOK_AHEAD", 100)
    aheads: list[int] = []
    with Archive(tmp_path / "a.sqlite3") as archive:
        settled: list[int] = []
        monkeypatch.setattr(archive, "read_ahead", lambda: aheads.append(len(settled)))

        def settle(number):
            settled.append(number)
            return [number]

        def run(count, size):
            settled.clear()
            aheads.clear()
            with archive.bulk():
                return [len(batch) for batch in importing._batched(archive, iter(range(count)), size, settle,
                                                                   upkeep.Counter(None, 0), lambda: True)]
        assert run(400, 1000) == [400] and aheads == [100, 200, 300, 400]
        # (not at a batch's last record: the next is looked for inside the next batch)
        assert run(250, 100) == [100, 100, 50] and aheads == [101, 201]


def test_a_batch_of_short_batch_records_ends_early_once_no_more_than_tail_records_are_left(tmp_path, monkeypatch):
    """The last commit (the ratings', the cores idle but one) holds only the last ``TAIL``
    records, or fewer than ``SHORT_BATCH`` more."""
    monkeypatch.setattr(importing, "SHORT_BATCH", 4)
    monkeypatch.setattr(importing, "TAIL", 3)
    with Archive(tmp_path / "a.sqlite3") as archive:
        settled: list[int] = []

        def settle(number):
            settled.append(number)
            return [number]

        def left():   # known from the 12th record on, as a reading's end is once all is handed out
            return None if len(settled) < 12 else 20 - len(settled)
        with archive.bulk():
            batches = [len(batch) for batch in importing._batched(archive, iter(range(20)), 1000, settle,
                                                                   upkeep.Counter(None, 0), lambda: True, left)]
    assert batches == [17, 3]


def test_a_reading_tells_the_records_left_once_every_one_is_handed_out(tmp_path, monkeypatch):
    monkeypatch.setattr(workers, "AHEAD", 1)     # a chunk of two a worker in flight
    files = importing.files_in([a_folder(tmp_path)])[:9]
    reading = workers.Reading(files, workers=2)
    try:
        told = []
        for _ in reading:
            told.append(reading.left())
    finally:
        reading.close()
    # 9 records in chunks of 2, two in flight, the next handed out once one is given whole:
    # the fifth (the last: one record) once the third is, its end known with it.
    assert told == [None, None, None, None, None, None, 2, 1, 0]


def test_a_bulk_runs_commits_leave_the_copy_of_the_log_into_the_file_to_a_thread_and_it_is_whole_at_the_end(
        tmp_path, monkeypatch):
    """Into a big archive each commit of an import copied its log into the file and synced it
    (25-30 MB a commit, the writer waiting): a thread of its own does that meanwhile
    (``Archive.bulk``), and what is left at the run's end."""
    import shutil
    import sqlite3
    import threading

    monkeypatch.setattr(importing, "BATCH", 2)
    monkeypatch.setattr(upkeep, "TELL_EVERY", 0)      # progress told at every record
    folder = records_folder(tmp_path, 5)
    seen = []
    with Archive(tmp_path / "a.sqlite3") as archive:
        def automatic():
            return archive.conn.execute("PRAGMA wal_autocheckpoint").fetchone()[0]
        before = automatic()

        def progress(done, total):
            seen.append((automatic(), "archive-checkpoints" in {t.name for t in threading.enumerate()}))
            return True
        results = list(import_files(archive, importing.files_in([folder]), total=5, workers=0, progress=progress))
        assert [r.status for r in results] == ["imported"] * 5
        assert set(seen[:5]) == {(0, True)}
        assert automatic() == before > 0
        assert "archive-checkpoints" not in {t.name for t in threading.enumerate()}
        busy, log, copied = archive.conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
        assert busy == 0 and log == copied
        shutil.copy(tmp_path / "a.sqlite3", tmp_path / "file-alone.sqlite3")   # (without its log)
    alone = sqlite3.connect(tmp_path / "file-alone.sqlite3")
    assert alone.execute("SELECT count(*) FROM games").fetchone()[0] == 5
    alone.close()


def slow_in_one(chunk):
    """A worker's part that takes 0.2 s a chunk in the first worker to read one, none in the
    others, and tells which worker read each record."""
    import time

    from mafia_desktop.store.importing.reading import ImportResult
    marker = Path(os.environ["SLOW_WORKER"])
    try:
        with open(marker, "x") as claimed:
            claimed.write(str(os.getpid()))
    except FileExistsError:
        pass
    if marker.read_text() == str(os.getpid()):
        time.sleep(0.2)
    return [[(1, ImportResult(str(item), "error", message=str(os.getpid())))] for item in chunk]


def test_a_chunk_goes_to_the_worker_with_the_fewest_chunks_left_to_read(tmp_path, monkeypatch):
    # Given in turns, a worker slowed by what else the cores run kept the other waiting at the
    # end, one core idle: a worker that reads faster is given more.
    monkeypatch.setattr(workers, "AHEAD", 3)
    monkeypatch.setattr(workers, "read_chunk", slow_in_one)
    monkeypatch.setenv("SLOW_WORKER", str(tmp_path / "slow"))
    reading = workers.Reading([f"record-{n}" for n in range(60)], workers=2)   # 30 chunks of 2
    try:
        readers = [outcome.message for _, outcomes in reading for _, outcome in outcomes]
    finally:
        reading.close()
    slow = (tmp_path / "slow").read_text()
    assert len(readers) == 60 and set(readers) == {str(pid) for pid in reading.pids}
    # (given in turns, each would read 30: the slow one reads fewer, however busy the machine)
    assert readers.count(slow) < 30 < readers.count(next(pid for pid in set(readers) if pid != slow))


def test_the_workers_go_on_reading_while_the_writer_takes_nothing(tmp_path):
    """A chunk's result fills a pipe (64 KB); taken by a thread as it comes, the workers read
    every chunk they hold while the writer commits or backs up, where they stood still after
    one or two."""
    path = one_record(tmp_path)
    reading = workers.Reading([path] * 400, 2)
    try:
        handed = [worker._handed for worker in reading._workers]
        assert min(handed) >= 10   # (far more than a pipe holds of their results)
        deadline = time.monotonic() + 60
        while any(worker.behind() for worker in reading._workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert [worker.behind() for worker in reading._workers] == [0, 0]
        assert [each[1][0][1].source_id for each in islice(iter(reading), 3)] == ["333915-0"] * 3
    finally:
        reading.close()


def test_a_worker_done_reading_ends_by_itself_and_one_stopped_half_way_at_once(tmp_path):
    """At an import's end each worker exits as a process does (its exit handlers run: a
    profiler's, the interpreter's); stopped with chunks unread, it is not left to read them."""
    path = one_record(tmp_path)
    whole = workers.Reading([path] * 60, 2)
    ended = list(whole._workers)
    assert len(list(whole)) == 60
    whole.close()
    assert all(os.WIFEXITED(worker.status) and os.WEXITSTATUS(worker.status) == 0 for worker in ended)
    halfway = workers.Reading([path] * 400, 2)
    stopped = list(halfway._workers)
    next(iter(halfway))
    halfway.close()
    assert all(os.WIFSIGNALED(worker.status) for worker in stopped)
