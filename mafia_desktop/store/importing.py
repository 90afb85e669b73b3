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

import hashlib
import json
from datetime import datetime, timezone
from contextlib import closing
from dataclasses import dataclass, field, replace
from itertools import chain, islice
from pathlib import Path
from typing import Any, BinaryIO, Iterable, Iterator

from mafia_desktop.engine import Event, RuleViolation, fold
from mafia_desktop.engine.errors import Message, joined

from .archive import Archive, NewGame, checked_state, new_game
from .errors import ArchiveError
from .records import ImportedGame, RecordError, bundle, limits
from .upkeep import Counter, Progress


@dataclass
class ImportResult:
    file: str
    status: str                  # "imported", "duplicate", "extended" or "error"
    game_id: str | None = None
    source_id: str | None = None
    #: What happened, in words: a Message (a str, its English), shown with
    #: ``message_text(result.message, "archive")``.
    message: Message | str = ""
    #: The game's state as imported (None if not known here): a summary need not fold it again.
    state: Any = field(default=None, repr=False, compare=False)

    @property
    def ok(self) -> bool:
        return self.status != "error"


#: Files (or lines) imported in one transaction: one sync to disk for the lot.
BATCH = 200
#: The same for a long import on the command line (nothing there to cancel half-way but
#: Ctrl+C): the pages every game touches go to the log once a batch. Measured, 3,000 records
#: into 2,000 games: 345-411 records/s with 200 a batch, 402-453 with 1,000 (system time
#: 0.66 → 0.46 ms a record).
LONG_BATCH = 1000


@dataclass(frozen=True)
class Line:
    """One line of a stream of records: where it is, and its bytes (UTF-8, as JSON is)."""

    where: str
    text: bytes


def files_in(paths: Iterable[str | Path]) -> list[Path]:
    """The files to import: each file named, and every ``.json`` file in a folder named (and
    in its folders), in name order."""
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.suffix.lower() == ".json" and p.is_file())
        else:
            found.append(path)
    return found


def lines(stream: BinaryIO, name: str = "<stdin>") -> Iterator[Line]:
    """The records of a stream, one JSON a line (blank lines skipped), read as they come."""
    for number, text in enumerate(stream, start=1):
        if text.strip():
            yield Line(f"{name}:{number}", text)


def import_files(archive: Archive, items: Iterable[str | Path | Line], *, total: int = 0,
                 progress: Progress | None = None, workers: int | None = 0,
                 batch: int | None = None) -> Iterator[ImportResult]:
    """Import files and lines (``total``: how many, if known) a batch per transaction; each
    batch's results come once it is safely on disk. ``progress(done, total)`` returning
    False rolls the batch under way back and raises Cancelled. ``batch``: records a
    transaction (None: ``BATCH``).

    With ``workers`` (None: one a core), many records are read and replayed in that many
    worker processes while this one writes (``import_workers``); a few records, and every
    import with ``workers=0`` (the window's: a process with Qt's threads is not forked),
    are read right here."""
    from .import_workers import read_all
    counter = Counter(progress, total)
    size = batch or BATCH
    with closing(read_all(items, workers)) as stream:
        for first in stream:
            with archive.batch():
                results = []
                for item, outcomes in chain([first], islice(stream, size - 1)):
                    results += _settle(archive, item, outcomes)
                    counter.step()
            yield from results
    counter.finish()


def summary(statuses: dict[str, int]) -> Message:
    """What an import did, counted by result (``ImportResult.status`` → how many)."""
    return Message("{count} records: {imported} imported, {duplicate} already in the archive, "
                   "{extended} extended, {failed} failed", count=sum(statuses.values()),
                   imported=statuses.get("imported", 0), duplicate=statuses.get("duplicate", 0),
                   extended=statuses.get("extended", 0), failed=statuses.get("error", 0))


def import_file(archive: Archive, path: str | Path) -> list[ImportResult]:
    """The games of one file. A file past the limits of any record (size, depth, numbers,
    text: ``records.limits``) is refused before a reader sees it."""
    return _settle(archive, path, read_item(path))


def import_line(archive: Archive, line: Line) -> list[ImportResult]:
    """The game on one line of ``import -``, within the same limits as a file's."""
    return _settle(archive, line, read_item(line))


# -- reading: no archive needed (an import's worker processes do this part) -----------------

@dataclass
class ReadGame:
    """A record read and replayed through the rules, its rows ready to be written: what is
    left is what only the archive can say (already there, a longer export of a game it has,
    another version of one, or new)."""

    source: str
    source_id: str
    digest: str
    notes: list[Message]
    new: NewGame
    #: The replayed events and state; None once sent from a worker process (the events
    #: are then read back from ``new``'s rows, if they are needed at all).
    events: list[Event] | None = field(default=None, repr=False)
    state: Any = field(default=None, repr=False)

    def replayed_events(self) -> list[Event]:
        if self.events is None:
            from mafia_desktop.engine import from_json
            self.events = [from_json({"type": kind, **json.loads(payload)}) for _, _, kind, payload, _, _
                           in self.new.events]
        return self.events

    def sent(self) -> ReadGame:
        """Without what a worker need not send back (the replayed objects)."""
        return replace(self, events=None, state=None)


@dataclass(frozen=True)
class OurBundle:
    """A game only the archive can read (a bundle of our own: its history is compared with
    the archive's), read in the writing process."""

    data: Any


#: What reading one game of a file gives: a result already (an error), or what to write.
Outcome = ImportResult | ReadGame | OurBundle


def read_item(item: str | Path | Line) -> list[tuple[int, Outcome]]:
    """Each game of a file or line, by its position in it, read and replayed."""
    if isinstance(item, Line):
        path: str | Path = item.where
        try:
            data = limits.loads(item.text)
        except limits.FileRefused as error:
            return [(1, _refused(item.where, error))]
    else:
        path = Path(item)
        try:
            data = limits.load(path)
        except OSError as error:
            return [(1, ImportResult(str(path), "error", message=Message("{file}: cannot be read as JSON ({error})",
                                                                         file=path, error=str(error))))]
        except limits.FileRefused as error:
            return [(1, _refused(path, error))]
    games = list(_games_in(data))
    if len(games) > limits.MAX_GAMES_PER_FILE:
        return [(1, ImportResult(str(path), "error", message=Message(
            "{file}: refused: the file holds {count} games; a file of game records holds at most {limit}",
            file=path, count=len(games), limit=limits.MAX_GAMES_PER_FILE)))]
    if not games:
        return [(1, ImportResult(str(path), "error", message=Message("{file}: holds no game record", file=path)))]
    return [(position, _guarded(path, position, _read_game, item))
            for position, item in enumerate(games, start=1)]


def _read_game(path: str | Path, data: Any) -> Outcome:
    if bundle.is_bundle(data):
        return OurBundle(data)
    imported = read_record(data)
    digest = record_digest(data)
    notes = list(imported.warnings)
    started_at = _utc(imported.started_at, notes)
    state = checked_state(imported.events, imported.game)
    new = new_game(imported.events, state, source=imported.source, source_id=imported.source_id,
                   source_digest=digest, at=started_at)
    return ReadGame(imported.source, imported.source_id, digest, notes, new, imported.events, state)


def _refused(where: str | Path, error: limits.FileRefused) -> ImportResult:
    return ImportResult(str(where), "error", message=Message("{file}: refused: {problem}", file=where,
                                                             problem=error.message))


def _games_in(data: Any) -> Iterator[Any]:
    """A file holds one game, a list of games, or an API answer with ``games[]``."""
    if isinstance(data, list):
        yield from data
    elif isinstance(data, dict) and isinstance(data.get("games"), list):
        yield from data["games"]
    else:
        yield data


def _guarded(path: str | Path, position: int, step, *args: Any) -> Any:
    """One game's step (reading or writing). Whatever is wrong with it becomes an error
    result naming the file: a broken record never stops the other games of the import."""
    label = str(path) if position == 1 else Message("{file} (game {position})", file=path, position=position)
    try:
        return step(path, *args)
    except (RecordError, ArchiveError) as error:
        return ImportResult(str(path), "error", message=Message("{file}: {problem}", file=label, problem=error.message))
    except Exception as error:   # a record malformed in a way no reader foresaw
        return ImportResult(str(path), "error",
                            message=Message("{file}: malformed record ({kind}: {problem})", file=label,
                                            kind=type(error).__name__, problem=str(error)))


# -- writing: what the archive decides --------------------------------------------------------

def _settle(archive: Archive, item: str | Path | Line, outcomes: list[tuple[int, Outcome]]) -> list[ImportResult]:
    """The results of a file's (or line's) games, each game written on its own."""
    path: str | Path = item.where if isinstance(item, Line) else Path(item)
    results = []
    for position, outcome in outcomes:
        if isinstance(outcome, ReadGame):
            outcome = _guarded(path, position, _write_record, archive, outcome)
        elif isinstance(outcome, OurBundle):
            outcome = _guarded(path, position, _import_bundle, archive, outcome.data)
        results.append(outcome)
    return results


def _write_record(path: str | Path, archive: Archive, read: ReadGame) -> ImportResult:
    name = Message("{source} game {id}", source=read.source, id=read.source_id)
    versions = archive.from_source(read.source, read.source_id)
    for version in versions:
        if version.source_digest == read.digest:
            said = (Message("{game} is already in the archive (in the trash: restore it to see it)", game=name)
                    if version.deleted_at else Message("{game} is already in the archive", game=name))
            return ImportResult(str(path), "duplicate", version.id, read.source_id, said)
    listed = [version for version in versions if not version.deleted_at]
    for version in listed:
        ours = archive.events(version.id)
        events = read.replayed_events()
        if _same_prefix(ours, events):
            # The same record, exported again after more of the game was played.
            archive.append(version.id, events[len(ours):])
            archive.set_source_digest(version.id, read.digest)
            return ImportResult(str(path), "extended", version.id, read.source_id,
                                Message("added {count} events to {game}", count=len(events) - len(ours),
                                        game=name))
    notes = list(read.notes)
    # Another version of the record (corrected, or played differently) replaces the one
    # listed; the old one goes to the trash, so nothing is lost and nothing is listed twice.
    for version in listed:
        archive.trash(version.id)
        notes.insert(0, Message("replaces the earlier version of {game} ({id}), now in the trash",
                                game=name, id=version.id))
    game_id = archive.write_new(read.new)
    return ImportResult(str(path), "imported", game_id, read.source_id, joined(notes), state=read.state)


def _utc(moment: Any, notes: list[Message]) -> str | None:
    """A record's start time as UTC ISO text; a time without a zone is this machine's local
    time (the host's club). An unreadable time is dropped with a note."""
    if moment is None:
        return None
    try:
        parsed = datetime.fromisoformat(str(moment).replace("Z", "+00:00"))
    except ValueError:
        notes.append(Message("the start time {moment!r} is not a date: the import time is used", moment=moment))
        return None
    if parsed.tzinfo is None:
        parsed = parsed.astimezone()
    return parsed.astimezone(timezone.utc).isoformat(timespec="milliseconds")


def record_digest(data: Any) -> str:
    """The same record, byte for byte in meaning, gives the same digest."""
    canonical = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def read_record(data: Any) -> ImportedGame:
    """The events of a Polemica or mafiaratings game record."""
    if not isinstance(data, dict):
        raise RecordError("not a game record (expected a JSON object)")
    from .records import polemica
    if polemica.is_room_game(data):
        return polemica.read(data)
    players = data.get("players")
    if data.get("version") == 4 and isinstance(players, list) and players and isinstance(players[0], dict) \
            and "position" in players[0]:
        return polemica.read(data)
    if isinstance(players, list) and players and isinstance(players[0], dict) and (
            "name" in players[0] or "features" in data or "rules" in data):   # a name may be left out
        from .records import mafiaratings
        return mafiaratings.read(data)
    raise RecordError("not a record this app knows (Polemica version 4, mafiaratings, or a "
                      "mafia-desktop bundle)")


def _import_bundle(path: str | Path, archive: Archive, data: dict) -> ImportResult:
    game_id, events, times, source, source_id = bundle.read(data)
    try:
        fold(events)
    except RuleViolation as error:
        raise RecordError("{game}: {problem}", game=Message("game {id}", id=game_id), problem=error.message) from None
    if not archive.has_game(game_id):
        archive.create_game(events, game_id=game_id, source=source, source_id=source_id, at=times)
        return ImportResult(str(path), "imported", game_id, source_id or None)
    ours = archive.events(game_id)
    if _same_prefix(events, ours) and len(events) <= len(ours):
        return ImportResult(str(path), "duplicate", game_id, source_id or None,
                            Message("{game} is already in the archive", game=Message("game {id}", id=game_id)))
    if _same_prefix(ours, events):
        # The same game went on elsewhere (another table's laptop): add what we lack.
        archive.append(game_id, events[len(ours):], at=times[len(ours):])
        return ImportResult(str(path), "extended", game_id, source_id or None,
                            Message("added {count} events to {game}", count=len(events) - len(ours),
                                    game=Message("game {id}", id=game_id)))
    raise RecordError("{game} is in the archive with a different history; the archive's version was kept",
                      game=Message("game {id}", id=game_id))


def _same_prefix(shorter: list[Event], longer: list[Event]) -> bool:
    return len(shorter) <= len(longer) and longer[:len(shorter)] == shorter


def export_bundle(archive: Archive, game_id: str) -> dict:
    row = archive.game(game_id)
    return bundle.write(row.id, archive.events(row.id), archive.event_times(row.id),
                        source=row.source, source_id=row.source_id)


def write_json(out: Path, data: dict) -> None:
    """A record or bundle as a readable UTF-8 file (names in every alphabet as they are)."""
    out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
