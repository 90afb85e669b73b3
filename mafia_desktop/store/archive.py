"""The archive: every game in one SQLite file, as an append-only event log.

``events`` is the truth; ``games``, ``game_players`` and ``players`` are projections
rebuilt from it (``rebuild_projections``). Each append is one transaction, committed and
synced (WAL, synchronous=FULL) before the call returns, so a crash or a flat battery loses
nothing that was acknowledged.
"""

from __future__ import annotations

import itertools
import json
import logging
import sqlite3
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from json import encoder
from typing import TYPE_CHECKING, Callable, Iterator, Sequence
from urllib.parse import urlsplit

from mafia_desktop.engine.errors import Message, RuleViolation, reason

from mafia_desktop.store import event_rows, figures, guard, packing, paths, room, rows as game_rows, schema, upkeep
from mafia_desktop.store.errors import ArchiveDamaged, ArchiveError, ArchiveReadOnly, DamagedGame, UnknownGame
from mafia_desktop.store.locking import WriterLock
from mafia_desktop.store.sorting import SEPARATOR, listing_keys

logger = logging.getLogger(__name__)

#: A seat's row in ``game_players`` after its key, ``player`` (the person) second.
_SEAT_COLUMNS = ("nickname, player, role, won, killed_first, fouls, removed, best_named, "
                 "best_black, left_how, left_round")

if TYPE_CHECKING:
    from sqlite_utils import Database

    from mafia_desktop.store import digests

    from mafia_desktop.store.check import Report

    from mafia_desktop.engine import Event, Game, State
    from mafia_desktop.engine.rating import Rating

# The rules engine, the digests (hashlib), the backups, the ratings, the check, sqlite-utils and
# uuid are imported where they are used, not here: the start page lists games without them, and
# each import says what it would add to every start, the window's and each command's (measured:
# the import's time in a process that holds what the window's start loads).


def utc_now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def local_time(stamp: str | None) -> datetime | None:
    """An archive time stamp (UTC) as the host's wall-clock time; None if there is none."""
    if not stamp:
        return None
    try:
        return datetime.fromisoformat(stamp).astimezone()
    except ValueError:
        return None


def _stamps(at: str | Sequence[str] | None, count: int) -> list[str]:
    """One time stamp per event: the ones given, else now."""
    if at is None or isinstance(at, str):
        return [at or utc_now()] * count
    if len(at) != count:
        raise ArchiveError("{count} events but {stamps} time stamps", count=count, stamps=len(at))
    return [stamp or utc_now() for stamp in at]


def _listing(state: State, first: str, last: str, finished_at: str | None, seated: str) -> dict:
    """A game's listed columns as its state and its events' times give them."""
    labels = state.labels
    where, host, players = listing_keys(labels.club, labels.tournament, labels.table, labels.number,
                                        labels.host, seated)
    return {"updated_at": last, "created_at": first, "finished_at": finished_at,
            **game_rows.state_columns(state), "sort_where": where, "sort_host": host, "sort_players": players}


def _seat_rows(state: State) -> list[tuple]:
    """Each seat's row in ``game_players`` after its number and person: nickname, role and
    what the game says of him for the statistics."""
    from mafia_desktop.engine.facts import seat_facts   # the rules engine: +40 ms to every start
    return [(seat.nickname, seat.role.value if seat.role else None,
             facts.won, int(facts.killed_first), facts.fouls, int(facts.removed),
             facts.best_named, facts.best_black, facts.left_how, facts.left_round)
            for seat, facts in zip(state.seats, seat_facts(state))]


@dataclass(frozen=True)
class NewGame:
    """A new game's rows, made ready away from the file (``new_game``): an import works them
    out in its worker processes while the one writer writes the games before."""

    id: str
    #: The games row but for the columns the registry decides (``seated``, ``sort_players``)
    #: and the events' count and last digest (from ``events``).
    row: dict
    #: ``(game_id, seq, type, payload, at, digest)``, the digests chained from the game's start.
    events: list[tuple]
    seats: list[tuple]           # as ``_seat_rows`` makes them, in seat order
    nicknames: list[str]         # in seat order: the registry says who each is
    first: str
    last: str
    ended: bool
    #: The events' times are kept as milliseconds after this moment (``event_rows``)...
    time_base: int | None = None
    #: ... each event's as ``event_rows.stored`` keeps it (worked out in an import's workers).
    kept_at: tuple = ()
    #: ... and each payload as ``packing.pack`` keeps it (the same).
    kept_payloads: tuple = ()


def checked_state(events: Sequence[Event], game: Game | None = None) -> State:
    """Where a new game's events lead (a GameCreated first), checked by folding them: a game
    the rules refuse raises ArchiveError. A ``game`` whose commands built exactly these
    events was checked already."""
    from mafia_desktop.engine import fold   # the rules engine: +40 ms to every start
    from mafia_desktop.engine.events import GameCreated   # the rules engine: +40 ms to every start
    if not events or not isinstance(events[0], GameCreated):
        raise ArchiveError("A game starts with its creation event")
    if game is not None and game.events == list(events):
        return game.state
    try:
        return fold(events)
    except RuleViolation as error:
        raise ArchiveError(error.message) from None


def new_game(events: Sequence[Event], state: State, *, game_id: str | None = None, source: str = "",
             source_id: str = "", source_digest: str = "", at: str | Sequence[str] | None = None) -> NewGame:
    """The rows of a new game whose ``events`` the rules have checked, ``state`` where they
    lead; pure (no file), so that an import's workers can make them."""
    stamps = _stamps(at, len(events))
    if game_id is None:
        import uuid   # uuid: +3 ms to every start
        game_id = str(uuid.uuid4())
    first, last = min(stamps), max(stamps)
    ended_at = None
    if state.ended:
        ended_at = next(stamp for event, stamp in zip(reversed(events), reversed(stamps))
                        if event.type == "game_ended")
    from . import digests   # hashlib: +4 ms to every start
    rows = _event_rows(game_id, events, stamps, 1, digests.start(game_id))
    listing = _listing(state, first, last, ended_at, "")
    del listing["sort_players"]      # the players as the registry names them: when written
    base = event_rows.base_of(stamps)
    row = {"id": game_id, **game_rows.game_columns(state), "source": source, "source_id": source_id,
           "source_digest": source_digest, **listing, "time_base": base}
    return NewGame(game_id, row, rows, _seat_rows(state), [seat.nickname for seat in state.seats], first, last,
                   state.ended, base, tuple(event_rows.stored(stamp, base) for stamp in stamps),
                   tuple(packing.pack(row[3]) for row in rows))


def _payload_encoder() -> Callable[[dict], str]:
    """``json.dumps(payload, ensure_ascii=False)``, the same text, made once for all events:
    ``JSONEncoder.encode`` builds its C encoder anew at each call (2.1 µs an event → 0.9
    with the one kept here; an import writes 46 events a game). A payload is never circular:
    it is not looked for."""
    make = getattr(encoder, "c_make_encoder", None)   # (the C accelerator's: not in the stubs)
    if make is None:     # a Python without it
        return json.JSONEncoder(ensure_ascii=False).encode

    def refuse(value: object) -> None:
        raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")
    made = make(None, refuse, encoder.encode_basestring, None, ": ", ", ", False, False, True)
    return lambda payload: "".join(made(payload, 0))


_PAYLOAD = _payload_encoder()


def _event_rows(game_id: str, events: Sequence[Event], stamps: Sequence[str], start: int,
                previous: bytes) -> list[tuple]:
    """The rows of the events from number ``start`` on, each with its digest chained to the
    one before (``previous``: the digest of event ``start - 1``, or the game's anchor)."""
    from mafia_desktop.engine import to_json   # the rules engine: +40 ms to every start

    from . import digests   # hashlib: +4 ms to every start
    rows = []
    for offset, (event, stamp) in enumerate(zip(events, stamps)):
        payload = to_json(event)
        del payload["type"]
        seq, text = start + offset, _PAYLOAD(payload)
        previous = digests.chained(previous, seq, event.type, text, stamp)
        rows.append((game_id, seq, event.type, text, stamp, previous))
    return rows


@dataclass(frozen=True)
class GameRow:
    """One game as the archive lists it."""

    id: str
    ruleset: str
    created_at: str
    updated_at: str
    finished_at: str | None
    finished: bool
    winner: str | None
    club: str
    tournament: str
    table_no: str
    game_no: str
    host: str
    phase: str
    round: int
    players: int
    source: str
    source_id: str
    source_digest: str
    deleted_at: str | None

    @classmethod
    def from_row(cls, row: dict) -> GameRow:
        values = {name: row[name] for name in cls.__dataclass_fields__}
        values["finished"] = bool(values["finished"])
        return cls(**values)

    @classmethod
    def from_values(cls, values: Sequence) -> GameRow:
        """From the columns in ``LISTED`` order (the fast way for thousands of rows)."""
        game = cls(*values[:_FIELDS])
        object.__setattr__(game, "finished", bool(game.finished))
        return game


_FIELDS = len(GameRow.__dataclass_fields__)
#: The most of SQLite's page cache an import holds (``Archive.bulk``); the pages are taken
#: as they are read, so a small archive's import takes far less. 128 MB: at 100,000 games
#: the writer peaked at 198 MB resident (285 with 256 MB), at no cost in speed measured.
BULK_CACHE_MB = 128
#: What ``Archive._project`` reads of a game's row: its listing as ``_listing`` makes it.
_PROJECTED = ("updated_at", "created_at", "finished_at", "finished", "winner", "club", "tournament", "table_no",
              "game_no", "host", "phase", "round", "players", "sort_where", "sort_host", "sort_players", "seated")
#: Numbers for the savepoints' names (``Archive.atomic``).
_SAVEPOINTS = itertools.count(1)
#: What a listing reads of a game's row (not its options: they are the bulk of the row).
LISTED = ", ".join(GameRow.__dataclass_fields__)


class Archive:
    """An open archive file. ``Archive(path)`` creates it on first use.

    With ``write=True`` (the default) this process becomes the archive's only writer until
    ``close()``; a second writer gets ``ArchiveBusy`` at once. ``write=False`` reads
    alongside a writer (the command line's listings). An archive this process may not write
    (a read-only file, folder or disk) opens read-only either way: ``read_only`` says why,
    and every write is refused with where to copy it.

    ``notices`` are what the host should be told once about the opening (a 0-byte file became
    a new archive); ``damaged`` the games found damaged so far."""

    def __init__(self, path: str | Path, *, write: bool = True, progress: upkeep.Progress | None = None) -> None:
        """``progress(done, total)`` is told how the first start after an upgrade gets on
        (every game read again once); returning False stops it, to go on at the next
        writable open (``upkeep_left`` then says so). A link is opened as the file it leads
        to; a file with two names (hard links) is refused (``paths.real_file``)."""
        self.path = paths.real_file(Path(path))
        self.writable = write
        #: Why this archive cannot be written here (None: it can, or reading was asked for).
        self.read_only: Message | None = None
        self.notices: list[Message] = []
        #: Game id → what is wrong with it, for every game found damaged so far.
        self.damaged: dict[str, digests.Problem] = {}
        #: Where backups are looked for (the way back for a damaged game): the folder beside
        #: the archive, then any the host added (``backups.folders``).
        self.backup_folders: list[Path] = [paths.backups_beside(self.path)]
        #: More of them, asked for when a backup is first looked for: the command line's second
        #: folder is in the window's settings, which take Qt's start to read (0.15 s of CPU
        #: before an import's workers could start, measured).
        self.more_backup_folders: Callable[[], list[Path]] | None = None
        self._lock: WriterLock | None = None
        self._db: Database | None = None
        self._heads: dict[str, tuple[int, bytes]] = {}
        #: Game id → its key and time base (``event_rows``), once read.
        self._keys: dict[str, tuple[int, int | None]] = {}
        self._codes = event_rows.TypeCodes()
        self._who: dict[str, str] | None = None
        #: Told the game's id once its new events are written (the tournament hall's feed
        #: pushes them at once, in a thread of its own: this must return immediately).
        self.written: Callable[[str], None] | None = None
        #: Games the last rebuild of the projections could not read (listed, not counted).
        self.unreadable: list[str] = []
        #: An upgrade's work stopped by the host before its end (it goes on next time).
        self.upkeep_left = False
        #: The games whose ratings a ``batch`` under way rates again at its end (None: no batch).
        self._to_rate: set[str] | None = None
        #: The same for a ``bulk`` run of batches, rated again once at its end (None: no run).
        self._to_rate_after: set[str] | None = None
        try:
            self._open(write, progress)
        except OSError as error:
            self.close()
            raise ArchiveError("The archive {path} cannot be opened ({error})", path=self.path,
                               error=str(error)) from None
        except BaseException:
            self.close()
            raise

    def _open(self, write: bool, progress: upkeep.Progress | None) -> None:
        """Opening, one step after another: the real file found (links resolved, two names
        refused: ``paths.real_file``, in ``__init__``); inspected without a byte written;
        whether this process may write it decided, and what cannot be opened so refused;
        locked (and made, if new); connected; upgraded, a backup first, with the work an
        upgrade leaves done."""
        version = schema.inspect(self.path)
        if write:
            self._decide_writable(version)
        self._refuse_unopenable(version)
        if self.writable:
            version = self._lock_and_make()
        self.conn = self._connect()
        if self.writable and version is not None:   # writable: _lock_and_make gave the version
            self._prepare(version, progress)

    def _decide_writable(self, version: int | None) -> None:
        """Read-only if this process may not write the file (``read_only`` says why); no new
        archive where none can be written."""
        self.read_only = paths.why_read_only(self.path)
        if self.read_only is not None:
            if version is None:
                raise ArchiveReadOnly("No archive can be made at {path}: {why}", path=self.path,
                                      why=self.read_only)
            self.writable = False

    def _refuse_unopenable(self, version: int | None) -> None:
        """What only a writer could open: no archive yet, or an older one to upgrade."""
        if version is None and not self.writable:
            raise ArchiveError("There is no archive at {path} yet", path=self.path)
        if version is not None and version < schema.SCHEMA_VERSION and not self.writable:
            if self.read_only is not None:
                raise ArchiveReadOnly("{path} is from an older mafia-desktop and is read-only here, so it "
                                      "cannot be upgraded: copy it to a writable folder and open the copy",
                                      path=self.path)
            raise ArchiveError("{path} is from an older mafia-desktop; open it once in the "
                               "app (or import into it) to upgrade it", path=self.path)

    def _lock_and_make(self) -> int:
        """The writer's lock; then what a writer tidies and tells (a killed backup's files,
        a disk nearly full); the file inspected again (another process may have made or
        upgraded it meanwhile) and made if new. Its version."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = WriterLock(self.path)
        self._lock.acquire()
        paths.remove_stray_parts(self.backup_folders[0])
        low = room.low_room(self.path)
        if low is not None:
            self.notices.append(low)
        version = schema.inspect(self.path)
        if version is None:
            if self.path.exists():
                self.notices.append(Message("{path} was an empty file (0 bytes): it is now a new, "
                                            "empty archive", path=self.path))
            schema.create_file(self.path)
            version = schema.SCHEMA_VERSION
        return version

    @property
    def db(self) -> Database:
        """The sqlite-utils view of the file, for its transactions. Made on first use: the
        window's start page only reads, and importing sqlite-utils would double its start-up
        (the window asks for it once it is up)."""
        if self._db is None:
            from sqlite_utils import Database as SqliteUtilsDatabase   # sqlite-utils: +80 ms to every start
            self._db = SqliteUtilsDatabase(self.conn)
        return self._db

    def _query(self, sql: str, params: Sequence = ()) -> list[dict]:
        cursor = self.conn.execute(sql, params)
        names = [column[0] for column in cursor.description]
        return [dict(zip(names, row)) for row in cursor.fetchall()]

    def _connect(self) -> sqlite3.Connection:
        if self.writable:
            conn: sqlite3.Connection = guard.connect(str(self.path), self.path, isolation_level=None,
                                                     check_same_thread=False)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=FULL")
            # The sort keys of a renamed player's games are folded as Python folds them.
            conn.create_function("casefold", 1, str.casefold, deterministic=True)
        else:
            conn = self.reading_connection()
        conn.execute("PRAGMA busy_timeout=5000")
        conn.execute("PRAGMA foreign_keys=ON")
        return conn

    def reading_connection(self) -> sqlite3.Connection:
        """Another, read-only connection to the file (a check or a backup in a thread of its
        own reads a consistent snapshot while the host goes on playing)."""
        return schema.open_reading(self.path)[0]

    def _prepare(self, version: int, progress: upkeep.Progress | None) -> None:
        if version < schema.SCHEMA_VERSION:
            self._backup(version)
            schema.migrate(self.conn, version, progress)
        # A migration that needs more work leaves a note, removed once that work is done:
        # a first start cut short goes on at the next one.
        self.upkeep_left = not upkeep.run(self, progress)

    def _backup(self, version: int) -> None:
        """A copy of the file as it was, before its first migration: nothing is ever lost."""
        from mafia_desktop.store import backups   # hashlib: +6 ms to every start
        target = self.path.with_name(f"{self.path.name}.v{version}.bak")
        if not target.exists():
            backups.copy_file(self.path, target)

    def read_only_message(self) -> Message:
        """Why nothing can be saved here, and where a writable copy could go."""
        suggestion = paths.default_db_path()
        if suggestion.resolve() == self.path.resolve() or suggestion.exists():
            suggestion = Path.home() / self.path.name
        return Message("The archive {path} is read-only here ({why}): games can be browsed, replayed and "
                       "exported, but new games and imports need a writable copy. Copy it to a writable "
                       "folder (e.g. {suggestion}) and open the copy (mafia-desktop --db COPY).",
                       path=self.path, why=self.read_only, suggestion=suggestion)

    def close(self) -> None:
        conn = getattr(self, "conn", None)
        if conn is not None:
            conn.close()
            self.conn = None  # type: ignore[assignment]
            self._db = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    @property
    def closed(self) -> bool:
        return getattr(self, "conn", None) is None

    def checkpoint(self) -> None:
        """Everything written so far into the archive file itself, the write-ahead log
        emptied: the file then changes only when something is written again."""
        if self.writable and not self.closed:
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def __enter__(self) -> Archive:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing ---------------------------------------------------------------------------
    def _need_write(self) -> None:
        if not self.writable:
            if self.read_only is not None:
                raise ArchiveReadOnly(self.read_only_message())
            raise ArchiveError("This archive was opened for reading only")

    def create_game(self, events: Sequence[Event], *, game_id: str | None = None,
                    source: str = "", source_id: str = "", source_digest: str = "",
                    at: str | Sequence[str] | None = None, game: Game | None = None) -> str:
        """Store a new game from its first events (a GameCreated first); returns its id.
        The events are checked by folding them, so a game the rules refuse is not written;
        a ``game`` whose commands built exactly these events was checked already."""
        self._need_write()
        state = checked_state(events, game)
        return self.write_new(new_game(events, state, game_id=game_id, source=source, source_id=source_id,
                                       source_digest=source_digest, at=at))

    def write_new(self, game: NewGame) -> str:
        """Store a game ``new_game`` made ready (its events checked by the rules already);
        returns its id. Only who sits where (the registry's people) is looked up here."""
        self._need_write()
        person_at = self._people_at(game.nicknames)
        seated = SEPARATOR.join(person_at[number] for number in range(1, len(game.nicknames) + 1))
        rows = game.events
        with self.atomic():
            key = self._write_row("INSERT INTO games", {
                **game.row, "seated": seated, "sort_players": seated.casefold(),
                "event_count": len(rows), "event_digest": rows[-1][5],
            })
            self._keys[game.id] = (key, game.time_base)
            self._write_events(game.id, rows, game.kept_at, game.kept_payloads)
            self._write_seats(game.id, list(enumerate(game.seats, start=1)), person_at, game.first, game.last,
                              new=True)
            if game.ended:
                figures.count(self.conn, [game.id], 1)
                self.rate([game.id])
        if self.written:
            self.written(game.id)
        return game.id

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Several writes in one transaction (each game's own write is a savepoint in it); the
        games they changed are rated again once, at its end (an import of older games would
        otherwise rate every later game again for each of them)."""
        self._need_write()
        if self._to_rate is not None:
            with self.atomic():
                yield
            return
        from mafia_desktop.store import ratings   # +5 ms to every start
        self._to_rate = set()
        try:
            with self.atomic():
                yield
                if self._to_rate_after is None:
                    ratings.settle(self.conn, self._to_rate)
                elif self._to_rate:
                    # Rated at the run's end; a run killed before it leaves the rating of
                    # every game to the next writable open (the upgrade's 'ratings' upkeep).
                    self.conn.execute("INSERT OR IGNORE INTO upkeep (task) VALUES ('ratings')")
                    self._to_rate_after |= self._to_rate
        finally:
            self._to_rate = None

    def rate(self, game_ids: Sequence[str]) -> None:
        """Rate these games again, and those after them, in the transaction under way (at the
        end of the batch, inside one)."""
        if self._to_rate is not None:
            self._to_rate.update(game_ids)
        else:
            from mafia_desktop.store import ratings   # +5 ms to every start
            ratings.settle(self.conn, game_ids)

    def set_rated(self, game_id: str, rated: bool) -> None:
        """Mark a game rated or "not rated" (then it earns nothing and changes no rating)."""
        self._need_write()
        row = self.game(game_id)
        with self.batch():
            self._update_game(row.id, {"rated": int(rated)})
            self.rate([row.id])

    def rebuild_ratings(self) -> None:
        """Every game rated again, in order, from the starting ratings (one transaction)."""
        from mafia_desktop.store import ratings   # +5 ms to every start
        self._need_write()
        with self.batch():
            ratings.replay(self.conn)

    def set_rating_starts(self, starts: dict[str, Rating]) -> int:
        """The club's starting ratings (nickname → rating: ``rating_starts``), in place of any
        before; every game is rated again from them. Returns how many players have one."""
        self._need_write()
        people: dict[str, Rating] = {}
        for nickname, rating in starts.items():
            person = self.player_of(nickname)
            if person in people:
                raise ArchiveError("{name} and another name in the file are the same player, {person}",
                                   name=nickname, person=person)
            people[person] = rating
        from mafia_desktop.store import ratings   # +5 ms to every start
        with self.batch():
            ratings.set_starts(self.conn, people)
        return len(people)

    def is_rated(self, game_id: str) -> bool:
        return bool(self.conn.execute("SELECT rated FROM games WHERE id = ?", [self.game(game_id).id]).fetchone()[0])

    @contextmanager
    def atomic(self) -> Iterator[None]:
        """One transaction, or a savepoint inside the one under way: all of it or nothing.
        sqlite-utils' ``atomic`` says the same, but importing sqlite-utils costs a command
        line import 0.25-0.35 s of CPU (measured), and a game's writes need nothing else of it."""
        conn = self.conn
        if conn.in_transaction:
            name = f"archive_{next(_SAVEPOINTS)}"
            conn.execute(f"SAVEPOINT {name}")
            try:
                yield
            except BaseException:
                self._rolled_back()
                if conn.in_transaction:   # (an error may have ended the whole transaction)
                    conn.execute(f"ROLLBACK TO SAVEPOINT {name}")
                    conn.execute(f"RELEASE SAVEPOINT {name}")
                raise
            conn.execute(f"RELEASE SAVEPOINT {name}")
            return
        conn.execute("BEGIN")
        try:
            yield
            conn.execute("COMMIT")
        except BaseException:   # a failed commit too
            self._rolled_back()
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise

    def _rolled_back(self) -> None:
        """What was kept of rows that a rollback takes back: read from the file again."""
        self._codes.forget()
        self._keys.clear()

    @contextmanager
    def bulk(self) -> Iterator[None]:
        """A long run of batches (an import): SQLite's page cache at ``BULK_CACHE_MB`` and
        its temporary files in memory for the while, as they were again after.

        Measured, 1,000 records a transaction into 100,000 games (2.6 GB), the writing alone:
        2.2-2.5 → 1.5 ms of CPU a record, 2.8-3.0 → 1.6-1.9 ms wall. A batch dirties some 17
        pages a game (70 MB a batch) in indexes keyed by random ids (the events', the seats'),
        which the default 2 MB cache spilled to the log and read back again and again; and
        each game's savepoint kept the pages it found dirty in a temporary file (170 KB a
        game written, the sub-journal), which in memory is one game's pages at most.

        The games its batches changed are rated again once, at its end: each batch of older
        games rated every later game again (issue 30)."""
        self._need_write()
        conn = self.conn
        cache = conn.execute("PRAGMA cache_size").fetchone()[0]
        temp = conn.execute("PRAGMA temp_store").fetchone()[0]
        noted = conn.execute("SELECT 1 FROM upkeep WHERE task = 'ratings'").fetchone() is not None
        conn.execute(f"PRAGMA cache_size = {-BULK_CACHE_MB * 1024}")
        conn.execute("PRAGMA temp_store = MEMORY")
        self._to_rate_after = set()
        try:
            yield
        finally:
            to_rate, self._to_rate_after = self._to_rate_after, None
            if not self.closed:
                if to_rate:
                    from mafia_desktop.store import ratings   # +5 ms to every start
                    with self.atomic():
                        ratings.settle(conn, to_rate)
                        if not noted:
                            conn.execute("DELETE FROM upkeep WHERE task = 'ratings'")
                conn.execute(f"PRAGMA cache_size = {cache}")
                conn.execute(f"PRAGMA temp_store = {temp}")

    def append(self, game_id: str, events: Sequence[Event], *, state: State | None = None,
               at: str | Sequence[str] | None = None) -> None:
        """Append events to a game in one transaction; durable when this returns.

        ``state`` is the game's state after these events, if the caller has it already
        (the window does); otherwise the game is folded again for the projection."""
        self._need_write()
        if not events:
            return
        stamps = _stamps(at, len(events))
        try:
            with self.atomic():
                start = self._head(game_id)[0] + 1
                self._insert_events(game_id, events, stamps, start=start)
                if state is None:
                    from mafia_desktop.engine import fold   # the rules engine: +40 ms to every start
                    state = fold(self.events(game_id))
                self._project(game_id, state)
        except ArchiveReadOnly:
            self._heads.pop(game_id, None)
            raise
        except ArchiveError as error:
            self._heads.pop(game_id, None)   # read again from the file next time
            raise ArchiveError("The events were not saved ({error})", error=error.message) from None
        if self.written:
            self.written(game_id)

    def _head(self, game_id: str) -> tuple[int, bytes]:
        """The game's last event: its number and digest (kept after the first read)."""
        if game_id not in self._heads:
            from mafia_desktop.store import digests   # hashlib: +4 ms to every start
            row = event_rows.head(self.conn, game_id)
            if row is None:
                raise UnknownGame("No game {game} in this archive", game=game_id)
            key, count, digest, base = row
            self._keys[game_id] = (key, base)
            if count is None:   # not sealed yet (an upgrade under way)
                self._seal(game_id)
                return self._head(game_id)
            self._heads[game_id] = (count, bytes(digest) if digest else digests.start(game_id))
        return self._heads[game_id]

    def _key(self, game_id: str) -> tuple[int, int | None]:
        """The game's key and time base (``event_rows``)."""
        if game_id not in self._keys:
            row = event_rows.head(self.conn, game_id)
            if row is None:
                raise UnknownGame("No game {game} in this archive", game=game_id)
            self._keys[game_id] = (row[0], row[3])
        return self._keys[game_id]

    def _write_events(self, game_id: str, rows: list[tuple], kept_at: Sequence[int | str] = (),
                      kept_payloads: Sequence[str | bytes] = ()) -> None:
        """Rows as ``_event_rows`` makes them, kept as ``event_rows`` says (their times and
        payloads as ``kept_at`` and ``kept_payloads`` have them, if given)."""
        if rows[-1][1] > event_rows.MAX_SEQ:
            raise ArchiveError("A game holds at most {limit} events", limit=event_rows.MAX_SEQ)
        # Plain executemany, not sqlite-utils' insert_all: measured on a game's 46 events,
        # 300 µs against 630 µs (its rows are dicts, its table looked at on every call);
        # one row, a tap's, 7 µs against 113 µs.
        key, base = self._key(game_id)
        self.conn.executemany("INSERT INTO events (id, type, payload, at, digest) VALUES (?, ?, ?, ?, ?)",
                              event_rows.to_rows(self.conn, self._codes, key, base, rows, kept_at,
                                                 kept_payloads))
        self._heads[game_id] = (rows[-1][1], rows[-1][5])

    def _insert_events(self, game_id: str, events: Sequence[Event], stamps: Sequence[str],
                       *, start: int) -> None:
        """The events after event ``start - 1``; the game's row gets the new count and last
        digest in the same transaction."""
        rows = _event_rows(game_id, events, stamps, start, self._head(game_id)[1])
        self._write_events(game_id, rows)
        self.conn.execute("UPDATE games SET event_count = ?, event_digest = ? WHERE key = ?",
                          [rows[-1][1], rows[-1][5], self._key(game_id)[0]])

    def _project(self, game_id: str, state: State, *, count: bool = True) -> None:
        """The rows derived from a game's state: its listing, seats and the nickname registry;
        with ``count``, the players' figures too (a rebuild counts them all at its end)."""
        key, base = self._key(game_id)
        first, last, finished_at = event_rows.times(self.conn, self._codes, key, base)
        listed = self._query(f"SELECT deleted_at, {', '.join(_PROJECTED)} FROM games WHERE key = ?", [key])[0]
        finished, deleted_at, seated = listed["finished"], listed["deleted_at"], listed["seated"]
        counted = count and deleted_at is None
        if counted and finished:   # what the game counted so far goes, its new figures come
            figures.count(self.conn, [game_id], -1)
        listing = _listing(state, first, last, finished_at if state.ended else None, seated)
        moved = {name: value for name, value in listing.items() if listed[name] != value}
        # A tap moves only the game's last time: the row's listed columns (and the list's
        # indexes that hold them) are written when something else listed changes (a new day,
        # a label, the end), so a tap writes its event and the game's count, not the list.
        if set(moved) - {"updated_at"}:
            self._update_game(game_id, moved)
        if state.ended and not finished:
            # Everyone at this table was seen now (completion offers the latest first): at the
            # game's start (its seats' rows) and its end, not at every tap.
            self.conn.execute("UPDATE players SET last_seen = max(last_seen, ?) WHERE nickname IN "
                              "(SELECT player FROM game_players WHERE game = ?)", [last, key])
        known = {row[0]: row[1:] for row in self.conn.execute(
            f"SELECT seat, {_SEAT_COLUMNS} FROM game_players WHERE game = ?", [key])}
        rows = _seat_rows(state)
        changed = [(number, row) for number, row in enumerate(rows, start=1)
                   if known.get(number, ())[:1] + known.get(number, ())[2:] != row]
        if changed:
            self._write_seats(game_id, changed, self._people_at([seat.nickname for seat in state.seats]), first,
                              last)
            renamed = [known[number][1] for number, row in changed
                       if number in known and known[number][0] != row[0]]
            if renamed or len(known) < len(rows):
                self._list_players([game_id])
            # A corrected nickname leaves the registry once no game has it any more.
            self.conn.executemany(
                "DELETE FROM players WHERE nickname = ?1 AND NOT EXISTS "
                "(SELECT 1 FROM game_players WHERE player = ?1)", [(name,) for name in renamed])
        if counted and state.ended:
            figures.count(self.conn, [game_id], 1)
        if counted and (finished or state.ended):
            self.rate([game_id])

    def _write_seats(self, game_id: str, numbered: Sequence[tuple[int, tuple]], person_at: dict[int, str],
                     first: str, last: str, *, new: bool = False) -> None:
        """Seats' rows (``(number, row)``, row as ``_seat_rows`` makes it) and their people in
        the registry, seen from ``first`` to ``last``; ``new``: a new game's, none there yet."""
        # Hand SQL, as for the events: ten seats 79 µs against 337 µs with insert_all(replace=True).
        # A new game's seats are plain inserts: with the foreign keys on, OR REPLACE costs
        # 0.25 ms a game's ten seats against 0.11 ms (measured in an import).
        key = self._key(game_id)[0]
        self.conn.executemany(
            f"INSERT {'' if new else 'OR REPLACE '}INTO game_players (game, seat, {_SEAT_COLUMNS}) "
            f"VALUES (?, ?, ?, ?, {', '.join('?' * 9)})",
            [(key, number, row[0], person_at[number], *row[1:]) for number, row in numbered])
        people = [person_at[number] for number, _ in numbered]
        # The registry's times are merged (the earliest first seen, the latest last seen):
        # sqlite-utils' upsert would replace them.
        self.conn.executemany(
            "INSERT INTO players (nickname, first_seen, last_seen) VALUES (?, ?, ?) ON CONFLICT "
            "(nickname) DO UPDATE SET first_seen = min(first_seen, excluded.first_seen), "
            "last_seen = max(last_seen, excluded.last_seen)",
            [(person, first, last) for person in people])
        who = self._people()
        for person in people:
            who.setdefault(person.casefold(), person)

    def _list_players(self, game_ids: Sequence[str]) -> None:
        """The games' players in seat order, kept on the game's row so the list is one read
        (and folded, for its sort and search)."""
        self.conn.executemany(
            "UPDATE games SET seated = (SELECT group_concat(player, char(31)) FROM "
            "(SELECT player FROM game_players WHERE game = games.key ORDER BY seat)) WHERE id = ?1",
            [(game_id,) for game_id in game_ids])
        self.conn.executemany("UPDATE games SET sort_players = casefold(seated) WHERE id = ?",
                              [(game_id,) for game_id in game_ids])

    # -- who is who ----------------------------------------------------------------------------
    # A name in another case is the same person in every alphabet ("ЁЖИК" is Ёжик); SQLite's
    # NOCASE folds only ASCII, so the registry's names are matched here, casefolded, from a
    # map read once and kept up to date by the writes that change it.
    def _people(self) -> dict[str, str]:
        """casefolded name → the person: registered names, then aliases (which win)."""
        if self._who is None:   # fetched at once: a guarded step a row is slower
            self._who = {name.casefold(): person for name, person in self.conn.execute(
                "SELECT nickname, nickname FROM players UNION ALL SELECT alias, player FROM player_aliases"
            ).fetchall()}
        return self._who

    def _people_at(self, nicknames: Sequence[str]) -> dict[int, str]:
        """Seat → the person, for the nicknames in seat order; one person per seat: a
        nickname that is an old name of someone else at this very table is a different
        person, who keeps his own name."""
        who = self._people()
        person_at = {number: who.get(nickname.casefold(), nickname)
                     for number, nickname in enumerate(nicknames, start=1)}
        counts: dict[str, int] = {}
        for person in person_at.values():
            counts[person.casefold()] = counts.get(person.casefold(), 0) + 1
        if len(counts) == len(person_at):   # everyone once (as nearly always): nothing to sort out
            return person_at
        for number, nickname in enumerate(nicknames, start=1):
            person = person_at[number]
            if counts[person.casefold()] > 1 and nickname.casefold() != person.casefold():
                person_at[number] = nickname
        return person_at

    def player_of(self, nickname: str) -> str:
        """The person behind a nickname as recorded: the registry's spelling of the name, or
        the name it was renamed or merged into; a new name is its own person."""
        return self._people().get(nickname.casefold(), nickname)

    def merge_target(self, old: str, new: str) -> str | None:
        """The registered player, other than ``old``, whom renaming ``old`` to ``new`` would
        merge him into (the name in any case); None if ``new`` is nobody's name yet."""
        registered = self.conn.execute("SELECT nickname FROM players").fetchall()
        return next((name for (name,) in registered
                     if name.casefold() == new.casefold() and name.casefold() != old.casefold()), None)

    # Every tap and every imported game writes through here: plain statements over known
    # columns, without the table inspection sqlite-utils' generic insert/update does on each
    # call (measured in a new archive: a game's row 43 µs against 246 µs with ``db.table("games").insert``).
    def _write_row(self, statement: str, row: dict) -> int:
        """The row written; returns its rowid (a game's key)."""
        names = ", ".join(row)
        marks = ", ".join("?" for _ in row)
        return self.conn.execute(f"{statement} ({names}) VALUES ({marks})", list(row.values())).lastrowid or 0

    def _update_game(self, game_id: str, values: dict) -> None:
        assignments = ", ".join(f"{name} = ?" for name in values)
        self.conn.execute(f"UPDATE games SET {assignments} WHERE id = ?", [*values.values(), game_id])

    # -- reading ---------------------------------------------------------------------------
    def _log(self, game_id: str) -> list[tuple]:
        """The game's stored events as ``(seq, type, payload, at)``, checked against their
        digests and the count on the game's row: a log changed or cut short raises
        DamagedGame (never a shorter game)."""
        from mafia_desktop.store import digests   # hashlib: +4 ms to every start
        try:
            rows, problem = digests.check_game(self.conn, game_id, self._codes)
        except ArchiveDamaged as error:   # a page or a text of its log cannot be read at all
            raise self.damage(game_id, digests.unreadable(error.message)) from None
        if problem is not None:
            raise self.damage(game_id, problem)
        if not rows:
            raise UnknownGame("No game {game} in this archive", game=game_id)
        return rows

    def damage(self, game_id: str, problem: digests.Problem) -> DamagedGame:
        """The error for a damaged game: what is wrong, and the way back (the newest backup
        that holds it whole). The game is remembered as damaged."""
        from mafia_desktop.store import backups   # hashlib: +6 ms to every start
        self.damaged[game_id] = problem
        if self.more_backup_folders is not None:
            self.backup_folders += self.more_backup_folders()
            self.more_backup_folders = None
        backup = backups.find_whole(self.backup_folders, self.path.stem, game_id)
        if backup is None:
            way = Message("no backup holds it whole")
        else:
            way = Message("the last backup that holds it whole is {backup} (restore it from Settings → "
                          "Backups, or with mafia-desktop restore-backup {name})", backup=backup.path,
                          name=backup.path.name)
        return DamagedGame("Game {game} is damaged: {what}. Its replay and protocol are refused. "
                           "The way back: {way}", game=game_id, what=problem.words, way=way,
                           game_id=game_id, problem=problem.words, backup=backup.path if backup else None)

    def events(self, game_id: str) -> list[Event]:
        rows = self._log(game_id)
        try:
            return game_rows.events_of(rows)
        except (RuleViolation, ValueError, TypeError) as error:
            raise ArchiveError("Game {game} has a damaged event: {problem}", game=game_id,
                               problem=reason(error)) from None

    def event_times(self, game_id: str) -> list[str]:
        return [row[3] for row in self._log(game_id)]

    # -- a streamed game's video -------------------------------------------------------------
    def video(self, game_id: str) -> tuple[str, str]:
        """The game's video link and the stream's start (UTC), "" each when not known."""
        row = self.conn.execute("SELECT url, stream_start FROM game_videos WHERE game_id = ?", [game_id]).fetchone()
        return (row[0], row[1]) if row else ("", "")

    def save_video(self, game_id: str, *, url: str | None = None, stream_start: str | None = None) -> None:
        """Keep the game's video link (an http(s) address, or "" for none) and/or the stream's
        start (an ISO time with its zone); a bad one is refused and nothing changes."""
        self._need_write()
        row = self.game(game_id)
        old_url, old_start = self.video(row.id)
        url = old_url if url is None else url.strip()
        if url and (urlsplit(url).scheme not in ("http", "https") or not urlsplit(url).netloc or " " in url):
            raise ArchiveError("Not a video's address: {url} (it starts with https://)", url=url)
        stream_start = old_start if stream_start is None else stream_start
        if stream_start:
            try:
                zoned = datetime.fromisoformat(stream_start).utcoffset() is not None
            except ValueError:
                zoned = False
            if not zoned:
                raise ArchiveError("Not a time of day with its zone: {time}", time=stream_start)
        with self.db.atomic():
            self.db.table("game_videos").upsert({"game_id": row.id, "url": url, "stream_start": stream_start},
                                          pk="game_id")

    def load(self, game_id: str) -> Game:
        """The game rebuilt by folding its events through the rules."""
        from mafia_desktop.engine import Game   # the rules engine: +40 ms to every start
        events = self.events(game_id)
        try:
            return Game(events)
        except RuleViolation as error:
            raise ArchiveError("Game {game} cannot be replayed: {problem}", game=game_id,
                               problem=error.message) from None
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as error:
            # Events that decode but make no game (never written so by this app).
            raise ArchiveError("Game {game} cannot be replayed: {problem}", game=game_id,
                               problem=str(error)) from None

    def game(self, game_id: str) -> GameRow:
        rows = list(self._query(f"SELECT {LISTED} FROM games WHERE id = ?", [game_id]))
        if not rows:
            prefix = game_id.replace("%", "").replace("_", "")
            matches = list(self._query(f"SELECT {LISTED} FROM games WHERE id LIKE ? || '%'", [prefix])) \
                if len(prefix) >= 4 else []
            if len(matches) != 1:
                if not matches:
                    raise UnknownGame("No game {game} in this archive", game=game_id)
                raise UnknownGame("{game} matches {count} games; give more of the id", game=game_id,
                                  count=len(matches))
            rows = matches
        return GameRow.from_row(rows[0])

    def games(self, *, player: str | None = None, finished: bool | None = None,
              trash: bool = False, since: str | None = None, limit: int | None = None) -> list[GameRow]:
        """Games, the most recently played first; only the trash with ``trash=True``."""
        where = ["deleted_at IS NOT NULL" if trash else "deleted_at IS NULL"]
        params: list = []
        if finished is not None:
            where.append("finished = ?")
            params.append(int(finished))
        if since:
            where.append("created_at >= ?")
            params.append(since)
        if player:
            where.append("key IN (SELECT game FROM game_players WHERE player = ?)")
            params.append(self.player_of(player))
        # The unfinished (or finished) games from the index that leads with it: the start page
        # lists the few unfinished of 100,000 without a walk through the others.
        indexed = "INDEXED BY games_by_finished " if finished is not None and not player else ""
        sql = f"SELECT {LISTED} FROM games {indexed}WHERE {' AND '.join(where)} ORDER BY updated_at DESC, id"
        if limit:
            sql += f" LIMIT {int(limit)}"
        return [GameRow.from_row(row) for row in self._query(sql, params)]

    def unfinished(self) -> list[GameRow]:
        return self.games(finished=False)

    def from_source(self, source: str, source_id: str) -> list[GameRow]:
        """Games imported from this record id (several versions of one record may exist)."""
        return [GameRow.from_row(row) for row in self._query(
            f"SELECT {LISTED} FROM games WHERE source = ? AND source_id = ? ORDER BY created_at",
            [source, source_id])]

    def games_begun_between(self, first: str, last: str) -> list[GameRow]:
        """The listed games (not the trash's) begun between two moments (the archive's time
        format), by the index of start times."""
        return [GameRow.from_row(row) for row in self._query(
            f"SELECT {LISTED} FROM games WHERE created_at BETWEEN ? AND ? AND deleted_at IS NULL ORDER BY created_at",
            [first, last])]

    def seats_of(self, game_id: str) -> list[tuple[str, str | None]]:
        """Each seat's nickname (the game's own) and role, in seat order, as its rows keep them."""
        return self.conn.execute("SELECT nickname, role FROM game_players WHERE game = ? ORDER BY seat",
                                 [self._key(game_id)[0]]).fetchall()

    def set_source_digest(self, game_id: str, digest: str) -> None:
        self._need_write()
        with self.atomic():
            self._update_game(game_id, {"source_digest": digest})

    def has_game(self, game_id: str) -> bool:
        return self.conn.execute("SELECT 1 FROM games WHERE id = ?", [game_id]).fetchone() is not None

    def nicknames(self, prefix: str = "", *, limit: int = 20) -> list[str]:
        """Nicknames seen before, for completion: most recently seen first."""
        escaped = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        return [row[0] for row in self.conn.execute(
            "SELECT nickname FROM players WHERE nickname LIKE ? ESCAPE '\\' "
            "ORDER BY last_seen DESC LIMIT ?", [escaped + "%", limit])]

    # -- the players' registry ---------------------------------------------------------------
    def rename_player(self, old: str, new: str) -> Message:
        """Give a player a new name, or merge him into another player when the name is taken.

        The games keep the nickname as it was recorded (the log is never rewritten); the
        old name becomes an alias, so his games, his statistics and any later game recorded
        under the old name count for the new one. Returns what was done, in words."""
        self._need_write()
        new = new.strip()
        current = self.conn.execute("SELECT nickname FROM players WHERE nickname = ?", [old]).fetchone()
        if current is None:
            raise ArchiveError("There is no player {name!r} in the archive", name=old)
        old = current[0]
        if not new:
            raise ArchiveError("A player needs a name")
        if new == old:
            raise ArchiveError("{name} is already called so", name=old)
        target = self.merge_target(old, new)
        aliases = dict(self.conn.execute("SELECT alias, player FROM player_aliases").fetchall())
        owner = next((person for alias, person in aliases.items() if alias.casefold() == new.casefold()), None)
        if target is None and owner is not None and owner.casefold() != old.casefold():
            raise ArchiveError("{name!r} is another name of {owner}: rename to {owner} to merge",
                               name=new, owner=owner)
        merge = target is not None
        new = target if target is not None else new
        together = self.conn.execute(
            "SELECT count(*) FROM game_players a JOIN game_players b ON a.game = b.game "
            "WHERE a.player = ? AND b.player = ? AND a.seat <> b.seat", [old, new]).fetchone()[0]
        if merge and together:
            raise ArchiveError("{old} and {new} sat at the same table in %n game(s): "
                               "they are two people, not one", "", together, old=old, new=new)
        aliases_table = self.db.table("player_aliases")
        with self.db.atomic():
            # The new name is the person now: it is no one's alias any more.
            aliases_table.delete_where("alias = ? AND alias <> ?", [new, old])
            self.conn.execute("UPDATE player_aliases SET player = ? WHERE player = ?", [new, old])
            aliases_table.insert({"alias": old, "player": new}, replace=True)
            moved = [row[0] for row in self.conn.execute(
                "SELECT DISTINCT g.id FROM game_players p JOIN games g ON g.key = p.game WHERE p.player = ?", [old])]
            figures.count(self.conn, moved, -1)
            self.conn.execute("UPDATE game_players SET player = ? WHERE player = ?", [new, old])
            figures.count(self.conn, moved, 1)
            from mafia_desktop.store import ratings   # +5 ms to every start
            ratings.rename(self.conn, old, new, merge=merge)
            self._list_players(moved)
            first, last = self.conn.execute(
                "SELECT min(first_seen), max(last_seen) FROM players WHERE nickname IN (?, ?)",
                [old, new]).fetchone()
            players = self.db.table("players")
            players.delete_where("nickname IN (?, ?)", [old, new])
            players.insert({"nickname": new, "first_seen": first, "last_seen": last})
        self._who = None
        listed = self.conn.execute(
            "SELECT count(DISTINCT game) FROM game_players WHERE player = ? AND game IN "
            "(SELECT key FROM games WHERE deleted_at IS NULL)", [new]).fetchone()[0]
        if merge:
            return Message("{old} merged into {new}: %n game(s) moved, {count} in all now", "", len(moved),
                           old=old, new=new, count=listed)
        return Message("{old} is now called {new} (%n game(s))", "", listed, old=old, new=new)

    # -- trash -----------------------------------------------------------------------------
    def trash(self, game_id: str) -> None:
        self._need_write()
        row = self.game(game_id)
        if row.deleted_at:
            return
        with self.db.atomic():
            figures.count(self.conn, [row.id], -1)   # before: a game in the trash counts nothing
            self._update_game(row.id, {"deleted_at": utc_now()})
            self.rate([row.id])   # (an import's replaced version: at its batch's end)

    def restore(self, game_id: str) -> None:
        self._need_write()
        row = self.game(game_id)
        if not row.deleted_at:
            return
        with self.db.atomic():
            self._update_game(row.id, {"deleted_at": None})
            figures.count(self.conn, [row.id], 1)
            self.rate([row.id])

    def empty_trash(self) -> int:
        """Delete the games in the trash for good; returns how many."""
        self._need_write()
        ids = [row.id for row in self.games(trash=True)]
        people = [row[0] for row in self.conn.execute(
            "SELECT DISTINCT player FROM game_players WHERE game IN "
            "(SELECT key FROM games WHERE id IN (SELECT value FROM json_each(?)))",
            [json.dumps(ids)])]
        with self.db.atomic():
            for game_id in ids:
                key = self._key(game_id)[0]
                self.db.table("contest_games").delete_where("game_id = ?", [game_id])
                self.conn.execute("DELETE FROM game_players WHERE game = ?", [key])
                self.conn.execute("DELETE FROM events WHERE id BETWEEN ? AND ?", event_rows.span(key))
                self.conn.execute("DELETE FROM games WHERE id = ?", [game_id])
                self._heads.pop(game_id, None)
                self._keys.pop(game_id, None)
            self.registry_from_games(people)
        return len(ids)

    def registry_from_games(self, people: Sequence[str] | None = None) -> None:
        """The registry as the remaining games make it (for ``people``, or everyone): a name no
        game has any more leaves (completion stops offering it), first and last seen from the
        games themselves."""
        which, params = ("", []) if people is None else (
            " AND nickname IN (SELECT value FROM json_each(?))", [json.dumps(list(people))])
        self.conn.execute("DELETE FROM players WHERE NOT EXISTS "
                          f"(SELECT 1 FROM game_players WHERE player = players.nickname){which}", params)
        self.conn.execute(
            "UPDATE players SET "
            "first_seen = (SELECT min(g.created_at) FROM games g JOIN game_players p ON p.game = g.key "
            "WHERE p.player = players.nickname), "
            "last_seen = (SELECT max(g.updated_at) FROM games g JOIN game_players p ON p.game = g.key "
            f"WHERE p.player = players.nickname) WHERE 1{which}", params)
        self._who = None

    def recount_figures(self) -> None:
        """Every player's figures counted again from the seats' rows (the rebuild's last step)."""
        figures.recount(self.conn)

    # -- maintenance -----------------------------------------------------------------------
    def rebuild_projections(self, progress: upkeep.Progress | None = None) -> bool:
        """Recompute every derived row from the event log (and the players' aliases), a batch
        of games per transaction (``upkeep``); False if ``progress`` stopped it (it goes on
        at the next writable open). A game whose log cannot be read keeps its listing, has
        no seats counted, and is named in ``unreadable``: one damaged game never keeps the
        others out."""
        self._need_write()
        self.unreadable = []
        self.db.table("upkeep").insert_all([{"task": "rebuild", "done": 0}, {"task": "ratings", "done": 0}],
                                           replace=True)
        self.upkeep_left = not upkeep.run(self, progress)
        return not self.upkeep_left

    def rebuild_game(self, game_id: str) -> None:
        """One game's seats, listing, rules and options from its events again (the rebuild's
        step)."""
        from mafia_desktop.engine import fold   # the rules engine: +40 ms to every start
        self.conn.execute("DELETE FROM game_players WHERE game = ?", [self._key(game_id)[0]])
        try:
            state = fold(self.events(game_id), check=False)
        except Exception:   # a damaged payload, an undo of nothing, a seat that is not there
            logger.warning("game %s cannot be read again", game_id, exc_info=True)
            self.unreadable.append(game_id)
            return
        self._project(game_id, state, count=False)
        self._update_game(game_id, game_rows.game_columns(state))   # its rules and options too (check holds them)

    def check(self, *, full: bool = False) -> Report:
        """The quick or the full check (``check.py``), on a connection of its own (so it may
        run in a thread beside the host's game); the damaged games it finds are remembered
        in ``damaged``."""
        from mafia_desktop.store import check   # hashlib: +5 ms to every start
        conn = self.reading_connection()
        try:
            report = check.full(conn) if full else check.quick(conn)
        finally:
            conn.close()
        self.damaged.update(report.damaged)
        return report

    def seal_games(self, counter: upkeep.Counter | None = None) -> None:
        """Digests for the games an upgrade found without them, a batch per transaction; the
        'digests' note goes once none is left, so an upgrade cut short goes on next time."""
        self._need_write()
        while True:
            ids = [row[0] for row in self.conn.execute(
                "SELECT id FROM games WHERE event_count IS NULL LIMIT ?", [upkeep.BATCH["digests"]])]
            with self.db.atomic():
                for game_id in ids:
                    self._seal(game_id)
                    if counter is not None:
                        counter.step()
                if not ids:
                    self.db.table("upkeep").delete_where("task = 'digests'")
            if not ids:
                return

    def _seal(self, game_id: str) -> None:
        """The chain for a game's events as they are now (the upgrade's starting point)."""
        from mafia_desktop.store import digests   # hashlib: +4 ms to every start
        key, base = self._key(game_id)
        rows = [row[:4] for row in event_rows.read(self.conn, self._codes, key, base)]
        chain = digests.chain(game_id, rows)
        self.conn.executemany("UPDATE events SET digest = ? WHERE id = ?",
                              [(digest, event_rows.first_id(key) + row[0]) for digest, row in zip(chain, rows)])
        self.conn.execute("UPDATE games SET event_count = ?, event_digest = ? WHERE key = ?",
                          [len(rows), chain[-1] if chain else None, key])
