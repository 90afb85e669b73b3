"""Importing files into the archive: Polemica and mafiaratings records, and our own bundles.

Each game in a file is imported on its own: it is replayed through the rules first, and
only a game that replays completely is written. A game already in the archive (the same
source id, or the same game id for a bundle) is recognised and not duplicated.

Records come from files, from folders of files, or from a stream of JSON lines (``lines``:
one record a line, as ``mafia-desktop import -`` reads them). They are written a batch per
transaction (one sync to disk for the lot); inside it each game is a savepoint of its own,
so a record that fails leaves the others of its batch in. ``progress`` hears how far it got
and may stop it: the batch under way is then rolled back whole (``Cancelled``).
"""

from __future__ import annotations

import json
from collections import Counter as Tally
from contextlib import closing
from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator

from mafia_desktop.engine import Event, RuleViolation, fold
from mafia_desktop.engine.errors import Message, joined
from mafia_desktop.time_stamps import utc_stamp

from mafia_desktop.store.new_games import new_game
from mafia_desktop.store.projections.listing import GameRow
from mafia_desktop.store.importing.differences import how_they_differ
from mafia_desktop.store.importing.workers import Reading, read_all
from mafia_desktop.store.importing.reading import (ImportResult, Line, OurBundle, Outcome, ReadGame, files_in, guarded,
                                         lines, read_item, read_record, record_digest, seats_seating)
from mafia_desktop.formats import RecordError, bundle
from mafia_desktop.store.opening.upkeep import Counter, Progress

if TYPE_CHECKING:   # (loaded by the writer once its readers are forked: ``store``)
    import logging

    from mafia_desktop.store.archive import Archive

__all__ = ["BATCH", "LONG_BATCH", "ImportResult", "Line", "Reading", "export_bundle", "files_in", "import_bundles",
           "import_file", "import_files", "import_line", "lines", "read_item", "read_record", "record_digest",
           "summary", "write_json"]


#: Files (or lines) imported in one transaction: one sync to disk for the lot.
BATCH = 200
#: The same for a long import on the command line (nothing there to cancel half-way but
#: Ctrl+C): the pages every game touches go to the log once a batch. Measured, 3,000 records
#: into 2,000 games: 345-411 records/s with 200 a batch, 402-453 with 1,000 (system time
#: 0.66 → 0.46 ms a record). Into 100,000 games, 3,000 records: 6.6-6.9 s with 1,000 a
#: batch, 6.0-6.2 with 3,000 (the games' indexes each take a batch's pages once), the same
#: memory (188 MB resident at most).
LONG_BATCH = 3000


def import_files(archive: Archive, items: Iterable[str | Path | Line] | Reading, *, total: int = 0,
                 progress: Progress | None = None, workers: int | None = 0,
                 batch: int | None = None, replace: bool = False, keep_both: bool = False,
                 before_writing: Callable[[], None] | None = None) -> Iterator[ImportResult]:
    """Import files and lines (``total``: how many, if known) a batch per transaction; each
    batch's results come once it is safely on disk. ``progress(done, total)`` returning
    False rolls the batch under way back and raises Cancelled. ``batch``: records a
    transaction (None: ``BATCH``).

    With ``workers`` (None: one a core), many records are read and replayed in that many
    worker processes while this one writes (``importing.workers``); a few records, and every
    import with ``workers=0`` (the window's: a process with Qt's threads is not forked),
    are read right here. ``replace``: a record that differs from a finished game the archive
    holds takes its place (the archived one to the trash); else the archive's is kept.
    ``keep_both``: a game the archive holds from another source (or played here) is imported
    again all the same; else it is kept once (``same_game_elsewhere``). ``before_writing`` is
    done before the first write, while the workers read (the command line's backup). The
    ``items`` may be a ``Reading`` begun already (the command line's, its workers started
    before the archive was opened): it is closed at the end."""
    counter = Counter(progress, total)
    size = batch or BATCH
    statuses: Tally[str] = Tally()

    def settle(read: tuple[str | Path | Line, list[tuple[int, Outcome]]]) -> list[ImportResult]:
        return _settle(archive, *read, replace, keep_both)
    reading = items if isinstance(items, Reading) else Reading(items, workers)
    with closing(read_all(reading, workers, before_writing)) as stream, archive.bulk():
        for results in _batched(archive, stream, size, settle, counter, reading.waiting, reading.left):
            for result in results:
                statuses[result.status] += 1
                if result.status == "error":
                    _logger().warning("import refused: %s", result.message)
            yield from results
    counter.finish()
    _logger().info("import into %s: %s", archive.path, summary(statuses))


#: A long batch ends early once it holds ``SHORT_BATCH`` records or more and the records the
#: writer has not taken yet are no more than ``TAIL``: the import's last commit (with the
#: ratings, its cores idle but one) then holds only them, and the thread's copy of the log
#: into the file (``Archive.bulk``) goes on meanwhile, not after it. Whether or not the next
#: record is read yet: into a big archive the writer is often behind its workers, the next
#: was there at each record, and every record went into one batch, its commit and all of its
#: copy after the ratings. 1,000 records into 100,000 games on a shared machine: four runs of
#: ten kept one batch, the last record to the exit 0.33-0.41 s (the others 0.18-0.23); with
#: the batch ended so, ten of ten made two, 0.19-0.32 s, median 0.23 (the whole import's wall
#: within the machine's noise: 1.3-2.6 s). Measured before, with the next record not read yet
#: as a condition: the commit after the ratings took 0.36-0.46 s (0.18-0.20 of CPU) with the
#: records in one batch, 0.06-0.08 s with a last batch of 40-90 (0.17 ms of it a record: 350
#: records in it gave 126 ms and 90 gave 82 ms). Where the writer is ahead, its first batch's
#: commit is made while the workers read the last of them (some 1 ms a record on two
#: cores). No batch ends early before: each commit more rewrites the pages every batch
#: dirties (the indexes keyed by random ids, the players' figures), and into a big archive
#: the writer is the import's slowest part. Ending one whenever the next record was not read
#: yet (once it held √(200 × the records written)) made 4 commits of 1,000 records into
#: 100,000 games, where the tail's rule alone makes 2: the writer's time on the import's
#: path (its CPU, its commits' wall) 1.03-1.54 s, median 1.15, against 1.00-1.28, median
#: 1.09 (six runs each, alternating); into a fresh archive the same (0.51-0.64 against
#: 0.52-0.62 s, four runs each).
SHORT_BATCH = 100
TAIL = 60
#: Records between two looks ahead at what the import's ratings will read (``Archive.read_ahead``).
LOOK_AHEAD = 100
_LATER = object()   # (the next item, asked for once the batch is committed)


def _batched(archive: Archive, items: Iterator, size: int, settle: Callable[[Any], list[ImportResult]],
             counter: Counter, waiting: Callable[[], bool] | None = None,
             left: Callable[[], int | None] | None = None) -> Iterator[list[ImportResult]]:
    """Each item settled in a transaction of ``size`` items (or fewer once ``left()`` says
    that some but no more than ``TAIL`` are left: ``SHORT_BATCH``), each batch's results
    given once it is committed. While the writer would wait (``waiting()``: the next is not
    read yet), the rows the import's ratings will rate again are read ahead
    (``Archive.read_ahead``). The next item is waited for inside a batch that is not ended
    early: without one, the batch is the last, and the import's ratings are written in its
    commit (not a transaction more)."""
    following = next(items, None)
    written = looked = 0
    while following is not None:
        with archive.batch():
            results: list[ImportResult] = []
            count = 0
            while True:
                results += settle(following)
                counter.step()
                count += 1
                written += 1
                if SHORT_BATCH <= count < size and left is not None and 0 < (left() or 0) <= TAIL:
                    following = _LATER
                    break
                if waiting is not None and written - looked >= LOOK_AHEAD and count < size and waiting():
                    archive.read_ahead()
                    looked = written
                following = next(items, None)
                if following is None:
                    archive.last_batch()
                    break
                if count >= size:
                    break
        yield results
        if following is _LATER:
            archive.read_ahead()
            looked = written
            following = next(items, None)


def _logger() -> logging.Logger:
    # logging loaded at the first word said, by the writer: not before the readers fork, the
    # package's modules are (4.3 ms with one core idle, issue 44).
    import logging
    return logging.getLogger(__name__)


def summary(statuses: dict[str, int]) -> Message:
    """What an import did, counted by result (``ImportResult.status`` → how many)."""
    done = Message("{count} records: {imported} imported, {duplicate} already in the archive, "
                   "{extended} extended, {failed} failed", count=sum(statuses.values()),
                   imported=statuses.get("imported", 0), duplicate=statuses.get("duplicate", 0),
                   extended=statuses.get("extended", 0), failed=statuses.get("error", 0))
    if statuses.get("forked"):
        done = Message("{done}; {forked} with another history kept beside the archive's", done=done,
                       forked=statuses["forked"])
    if not statuses.get("kept"):
        return done
    return Message("{done}; {kept} kept as they are in the archive (the records differ)", done=done,
                   kept=statuses["kept"])


def import_bundles(archive: Archive, where: str, games: Iterable[dict | Message | ImportResult], *, total: int = 0,
                   progress: Progress | None = None, batch: int | None = None) -> Iterator[ImportResult]:
    """Games of ours (bundles: ``_import_bundle``) from one place (``where``: another
    archive, the hall), a batch per transaction; a game that place could not give whole
    comes as the words why (an error, and the others go on), one it knows the outcome of
    already as its result. ``progress`` and ``batch`` as
    ``import_files``'s."""
    counter = Counter(progress, total)
    statuses: Tally[str] = Tally()

    def settle(game: dict | Message | ImportResult) -> list[ImportResult]:
        if isinstance(game, ImportResult):   # (known already where they come from)
            return [game]
        if isinstance(game, Message):
            return [ImportResult(where, "error", message=Message("{file}: {problem}", file=where, problem=game))]
        return [guarded(where, 1, _import_bundle, archive, game)]
    with archive.bulk():
        for results in _batched(archive, iter(games), batch or BATCH, settle, counter):
            for result in results:
                statuses[result.status] += 1
            yield from results
    counter.finish()
    _logger().info("games of %s into %s: %s", where, archive.path, summary(statuses))


def import_file(archive: Archive, path: str | Path) -> list[ImportResult]:
    """The games of one file. A file past the limits of any record (size, depth, numbers,
    text: ``records.limits``) is refused before a reader sees it."""
    return _settle(archive, path, read_item(path))


def import_line(archive: Archive, line: Line) -> list[ImportResult]:
    """The game on one line of ``import -``, within the same limits as a file's."""
    return _settle(archive, line, read_item(line))


# -- writing: what the archive decides --------------------------------------------------------

def _settle(archive: Archive, item: str | Path | Line, outcomes: list[tuple[int, Outcome]],
            replace: bool = False, keep_both: bool = False) -> list[ImportResult]:
    """The results of a file's (or line's) games, each game written on its own, under the
    file's name as it came, as its reader named it (a Path made of it here was 0.03 M
    instructions a record of an import's writer)."""
    path: str | Path = item.where if isinstance(item, Line) else item
    results = []
    for position, outcome in outcomes:
        if isinstance(outcome, ReadGame):
            outcome = guarded(path, position, _write_record, archive, outcome, replace, keep_both)
        elif isinstance(outcome, OurBundle):
            outcome = guarded(path, position, _import_bundle, archive, outcome.data)
        results.append(outcome)
    return results


def _write_record(path: str | Path, archive: Archive, read: ReadGame, replace: bool = False,
                  keep_both: bool = False) -> ImportResult:
    """What the archive does with a record of a game it may hold already. It only ever goes
    on with an unfinished game (a longer export of it, which says where it stands) or puts
    a corrected version in place of an unfinished one; a finished game, or one the archive
    holds more of than a record that does not say where it stands, is kept as it is unless
    ``replace`` (and the import says how the record differs)."""
    name = Message("{source} game {id}", source=read.source, id=read.source_id)
    versions = archive.from_source(read.source, read.source_id)
    for version in versions:
        if version.source_digest == read.digest:
            said = (Message("{game} is already in the archive (in the trash: restore it to see it)", game=name)
                    if version.deleted_at else Message("{game} is already in the archive", game=name))
            return ImportResult(str(path), "duplicate", version.id, read.source_id, said)
    listed = [version for version in versions if not version.deleted_at]
    # Decoded again from its rows only to be compared with a version the archive lists: for
    # a new game that was two thirds of the writer's time (issue 30).
    events = read.replayed_events() if listed else []
    for version in listed:
        ours = archive.events(version.id)
        if ours == events:   # another record of the very same game (its other fields changed)
            archive.set_source_digest(version.id, read.digest)
            return ImportResult(str(path), "duplicate", version.id, read.source_id,
                                Message("{game} is already in the archive", game=name))
        if not version.finished and read.stands_at_stage and _same_prefix(ours, events):
            # The same record, exported again after more of the game was played.
            archive.append(version.id, events[len(ours):])
            archive.set_source_digest(version.id, read.digest)
            return ImportResult(str(path), "extended", version.id, read.source_id,
                                Message("added {count} events to {game}", count=len(events) - len(ours),
                                        game=name))
        if not replace and (version.finished or (not read.stands_at_stage and _same_prefix(events, ours))):
            return ImportResult(str(path), "kept", version.id, read.source_id, Message(
                "{game} differs from the one in the archive ({how}); the archive's game was kept as it "
                "is", game=name, how=how_they_differ(ours, events)))
    twin = None if listed or keep_both else same_game_elsewhere(archive, read)
    if twin is not None:
        return ImportResult(str(path), "duplicate", twin.id, read.source_id, Message(
            "{game} is already in the archive as {other} (the same start, seats, nicknames, roles and result): kept "
            "once; import with --keep-both to keep both", game=name, other=_source_name(twin)))
    notes = list(read.notes)
    # Another version of the record (corrected, or played differently) replaces the one
    # listed; the old one goes to the trash, so nothing is lost and nothing is listed twice.
    for version in listed:
        archive.trash(version.id)
        notes.insert(0, Message("replaces the earlier version of {game} ({id}), now in the trash",
                                game=name, id=version.id))
    game_id = archive.write_new(read.new)
    if read.tournament:
        from mafia_desktop.store.contests import attach, source_event   # +15 ms to an import without events
        attach(archive, source_event(archive, read.source, read.tournament), game_id)
    return ImportResult(str(path), "imported", game_id, read.source_id, joined(notes), state=read.state)


#: Two services' records of one game start within this of each other (their clocks, a
#: start typed by hand).
SAME_START = timedelta(minutes=10)
#: The games of the same people looked at on either side of a record's start. The same ten
#: people seat by seat begin only one game in twenty minutes, recorded once a source: more
#: are copies of one record under other ids (5,000 of them each read all the others' rows:
#: 9 ms a record, measured, where this bound reads at most 40).
NEAREST = 20


def same_game_elsewhere(archive: Archive, read: ReadGame) -> GameRow | None:
    """The archive's game, from another source or played here, that is the record's game: it
    began within ``SAME_START`` of it (among the ``NEAREST`` of the same people on either side
    of its start), at a table of as many seats, with the same nicknames seat by seat, the same
    roles and the same result (a game the record does not finish, or whose roles it does not
    know, is nobody's twin)."""
    if read.seating is None:
        return None
    start = read.new.row["created_at"]
    began = datetime.fromisoformat(start)
    window = (utc_stamp(began - SAME_START), utc_stamp(began + SAME_START))
    # The archive gives only the games of the same people in seat order, won by the same
    # team, begun in the window; each of another source compared here by its seats' rows
    # (nicknames and roles), not the game folded again.
    for game_id, source in archive.twin_candidates(start, window, read.new.nicknames, read.new.row["winner"],
                                                   NEAREST):
        if source != read.source and seats_seating(archive.seats_of(game_id)) == read.seating:
            return archive.game(game_id)
    return None


def _source_name(row: GameRow) -> Message:
    if not row.source:
        return Message("a game played at this table ({id})", id=row.id[:8])
    return Message("{source} game {id}", source=row.source, id=row.source_id)


#: The source of a game kept beside the archive's game of the same id because their
#: histories differ (another archive's or a bundle's); its source id is that game's id.
FORKED_SOURCE = "mafia-desktop"


def _import_bundle(path: str | Path, archive: Archive, data: dict) -> ImportResult:
    """One game of ours (a bundle, or a game of another archive): new, already here, the
    start of ours (a duplicate), ours and more (extended), or another history of a game we
    hold, then kept beside ours under a new id (``FORKED_SOURCE``). A game from another
    archive's trash stays in the trash."""
    game_id, events, times, source, source_id = bundle.read(data)
    name = Message("game {id}", id=game_id)
    trashed = bundle.trashed(data)
    # The game's family here: the game of its id, the game it is another history of, and the
    # other histories of that game kept before (each, merged back, is already here).
    root = source_id if source == FORKED_SOURCE and source_id else game_id
    family = [version for version in dict.fromkeys([game_id, root]) if archive.has_game(version)]
    family += [row.id for row in archive.from_source(FORKED_SOURCE, root) if row.id not in family]
    for version in family:
        if _same_prefix(events, archive.events(version)):
            return ImportResult(str(path), "duplicate", version, source_id or None,
                                Message("{game} is already in the archive", game=name))
    # Replayed only now (a game kept once is most of a merge made again), and once: the
    # state is what the archive's write needs.
    try:
        state = fold(events)
    except RuleViolation as error:
        raise RecordError("{game}: {problem}", game=name, problem=error.message) from None
    if not archive.has_game(game_id):
        archive.write_new(new_game(events, state, game_id=game_id, source=source, source_id=source_id, at=times))
        _as_it_was(archive, game_id, data)
        return ImportResult(str(path), "imported", game_id, source_id or None,
                            Message("{game} is in the trash, as it was there", game=name) if trashed else "")
    ours = archive.events(game_id)
    if _same_prefix(ours, events):
        # The same game went on elsewhere (another table's laptop): add what we lack.
        archive.append(game_id, events[len(ours):], state=state, at=times[len(ours):])
        return ImportResult(str(path), "extended", game_id, source_id or None,
                            Message("added {count} events to {game}", count=len(events) - len(ours), game=name))
    fork = archive.write_new(new_game(events, state, source=FORKED_SOURCE, source_id=root, at=times))
    _as_it_was(archive, fork, data)
    return ImportResult(str(path), "forked", fork, source_id or None, Message(
        "{game} has another history here ({how}): both are kept, the incoming one as game {fork}",
        game=name, how=how_they_differ(ours, events), fork=fork))


def _as_it_was(archive: Archive, game_id: str, data: dict) -> None:
    """A new game from a bundle marked as it was where it was written: "not rated", in the trash."""
    if not bundle.rated(data):
        archive.set_rated(game_id, False)
    if bundle.trashed(data):
        archive.trash(game_id)


def _same_prefix(shorter: list[Event], longer: list[Event]) -> bool:
    return len(shorter) <= len(longer) and longer[:len(shorter)] == shorter


def export_bundle(archive: Archive, game_id: str) -> dict:
    """The game as our bundle, its events checked against their digests once (a damaged
    game raises ``DamagedGame``); a game in the trash, or marked "not rated", says so."""
    row = archive.game(game_id)
    events, times = archive.events_and_times(row.id)
    return bundle.write(row.id, events, times, source=row.source, source_id=row.source_id,
                        deleted_at=row.deleted_at, rated=archive.is_rated(row.id))


def write_json(out: Path, data: dict) -> None:
    """A record or bundle as a readable UTF-8 file (names in every alphabet as they are)."""
    out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
