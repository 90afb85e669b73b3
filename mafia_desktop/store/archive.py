"""The archive: every game in one SQLite file, as an append-only event log.

``Archive`` is the one door, and hands the work to three rooms:

- the log (``store/log``): the lock, the transaction, appending and reading events;
- the projections (``store/projections``): the rows derived from the log that the window
  reads (listing, seats and players, figures, ratings), each following every write in the
  same transaction, and rebuilt from the log on request;
- housekeeping (``store/housekeeping``): the trash, renames, videos, repair, backups.

Opening it is one sequence (``store/opening/sequence.py``). Each append is one transaction,
committed and synced (WAL, synchronous=FULL) before the call returns, so a crash or a flat
battery loses nothing that was acknowledged.
"""

from __future__ import annotations

import logging
import sqlite3
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator, Sequence

from mafia_desktop.collector import held
from mafia_desktop.engine.errors import Message, RuleViolation, reason
from mafia_desktop.store.errors import ArchiveError, ArchiveReadOnly, DamagedGame, UnknownGame
from mafia_desktop.store.log.event_log import EventLog, update_game, write_row
from mafia_desktop.store.log.event_log import stamps_for
from mafia_desktop.store.opening import paths, schema, sequence, upkeep
from mafia_desktop.store import housekeeping, projections   # their modules loaded when first named
from mafia_desktop.store.projections.listing import LISTED, GameRow
from mafia_desktop.store.projections.sort_keys import SEPARATOR

if TYPE_CHECKING:
    from sqlite_utils import Database

    from mafia_desktop.store.projections.players import Registry
    from mafia_desktop.store.projections.rating_queue import RatingQueue

    from mafia_desktop.engine import Event, Game, State
    from mafia_desktop.engine.rating import Rating
    from mafia_desktop.store.housekeeping.check import Report
    from mafia_desktop.store.log import digests
    from mafia_desktop.store.log.checkpoints import Checkpoints
    from mafia_desktop.store.log.locking import WriterLock
    from mafia_desktop.store.new_games import NewGame

logger = logging.getLogger(__name__)

# The rules engine, the ratings and sqlite-utils are imported where they are used, not here:
# the start page lists games without them, and each import says what it would add to every
# start, the window's and each command's (measured: the import's time in a process that holds
# what the window's start loads).

#: The most of SQLite's page cache an import holds (``Archive.bulk``); the pages are taken
#: as they are read, so a small archive's import takes far less. 128 MB: at 100,000 games
#: the writer peaked at 198 MB resident (285 with 256 MB), at no cost in speed measured.
BULK_CACHE_MB = 128


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
        opening = sequence.open_file(Path(path), write)
        self.path = opening.path
        self.writable = opening.writable
        #: Why this archive cannot be written here (None: it can, or reading was asked for).
        self.read_only: Message | None = opening.read_only
        self.notices: list[Message] = opening.notices
        self._lock: WriterLock | None = opening.lock
        assert opening.conn is not None
        self.conn: sqlite3.Connection = opening.conn
        self._db: Database | None = None
        #: Game id → what is wrong with it, for every game found damaged so far.
        self.damaged: dict[str, digests.Problem] = {}
        #: Where backups are looked for (the way back for a damaged game): the folder beside
        #: the archive, then any the host added (``backups.folders``).
        self.backup_folders: list[Path] = [paths.backups_beside(self.path)]
        #: More of them, asked for when a backup is first looked for: the command line's second
        #: folder is in the window's settings, which take Qt's start to read (0.15 s of CPU
        #: before an import's workers could start, measured).
        self.more_backup_folders: Callable[[], list[Path]] | None = None
        self.log = EventLog(self.conn, self.damage)
        self._registry: Registry | None = None
        #: Counts the changes to the players' photos made through this archive: who shows
        #: them (the overlay, the audience screen) reads them again when it moves.
        self.photos_changed = 0
        self._rating_queue: RatingQueue | None = None
        #: Each is told the game's id once its new events are written (the tournament hall's
        #: feed pushes them at once, in a thread of its own: each must return immediately).
        self.written: list[Callable[[str], None]] = []
        #: Games the last rebuild of the projections could not read (listed, not counted).
        self.unreadable: list[str] = []
        #: An upgrade's work stopped by the host before its end (it goes on next time).
        self.upkeep_left = False
        #: The thread that copies the log into the file during a ``bulk`` run.
        self._checkpoints: Checkpoints | None = None
        if self.writable:
            assert opening.version is not None
            try:
                self.upkeep_left = not sequence.upgrade(self, opening.version, progress)
            except BaseException:
                self.close()
                raise

    @property
    def db(self) -> Database:
        """The sqlite-utils view of the file, for its transactions. Made on first use: the
        window's start page only reads, and importing sqlite-utils would double its start-up
        (the window asks for it once it is up)."""
        if self._db is None:
            from mafia_desktop.store.sqlite_utils_view import database
            self._db = database(self.conn)
        return self._db

    @property
    def registry(self) -> Registry:
        """Who sits behind each nickname (``players.Registry``). Made at its first question,
        as the rating queue (``_ratings``): the window's start asks neither, and their
        modules with the view of ``db``'s were 0.45 ms of it (issue 44)."""
        if self._registry is None:
            from mafia_desktop.store.projections.players import Registry
            self._registry = Registry(self.conn)
        return self._registry

    @property
    def _ratings(self) -> RatingQueue:
        if self._rating_queue is None:
            from mafia_desktop.store.projections.rating_queue import RatingQueue
            self._rating_queue = RatingQueue(self.conn)
        return self._rating_queue

    def reading_connection(self) -> sqlite3.Connection:
        """Another, read-only connection to the file (a check or a backup in a thread of its
        own reads a consistent snapshot while the host goes on playing)."""
        return schema.open_reading(self.path)[0]

    @property
    def changes(self) -> int:
        """A count that grows with every write through this archive (a page that shows the
        archive reads it again only when it moved)."""
        return self.conn.total_changes

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

    # -- transactions --------------------------------------------------------------------------
    def _need_write(self) -> None:
        if not self.writable:
            if self.read_only is not None:
                raise ArchiveReadOnly(self.read_only_message())
            raise ArchiveError("This archive was opened for reading only")

    def atomic(self) -> AbstractContextManager[None]:
        """One transaction, or a savepoint inside the one under way (``EventLog.atomic``)."""
        return self.log.atomic()

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Several writes in one transaction (each game's own write is a savepoint in it); the
        games they changed are rated again once, at its end (``RatingQueue``)."""
        self._need_write()
        with self._ratings.batch(self.log.atomic):
            yield
        if self._checkpoints is not None and not self.conn.in_transaction:   # (in a bulk run, committed)
            self._checkpoints.nudge()

    @contextmanager
    def bulk(self) -> Iterator[None]:
        """A long run of batches (an import): SQLite's page cache at ``BULK_CACHE_MB`` and
        its temporary files in memory for the while, as they were again after; the games its
        batches changed rated again once, at its end (issue 30); the log copied into the file
        by a thread of its own after each commit, not in the commits (``Checkpoints``), and
        what is left at its end (issue 44).

        Measured, 1,000 records a transaction into 100,000 games (2.6 GB), the writing alone:
        2.2-2.5 → 1.5 ms of CPU a record, 2.8-3.0 → 1.6-1.9 ms wall. A batch dirties some 17
        pages a game (70 MB a batch) in indexes keyed by random ids (the events', the seats'),
        which the default 2 MB cache spilled to the log and read back again and again; and
        each game's savepoint kept the pages it found dirty in a temporary file (170 KB a
        game written, the sub-journal), which in memory is one game's pages at most.

        SQLite copies the log into the file in the commit that finds it long (a checkpoint: the
        pages written, then the file synced): into 100,000 games each of an import's commits
        copied 25-30 MB so, its writer (the import's slowest part there) waiting 0.5 s in its
        commits for 1,000 records. Copied by the thread meanwhile, the writer's commits and
        the last copy at the end took 0.29-0.35 s (three runs, each against one of the code
        before: 0.51-0.55)."""
        self._need_write()
        conn = self.conn
        cache = conn.execute("PRAGMA cache_size").fetchone()[0]
        temp = conn.execute("PRAGMA temp_store").fetchone()[0]
        automatic = conn.execute("PRAGMA wal_autocheckpoint").fetchone()[0]
        conn.execute(f"PRAGMA cache_size = {-BULK_CACHE_MB * 1024}")
        conn.execute("PRAGMA temp_store = MEMORY")
        from mafia_desktop.store.log.checkpoints import Checkpoints
        conn.execute("PRAGMA wal_autocheckpoint = 0")
        self._checkpoints = Checkpoints(self.path)
        # No collector's passes while the run writes: what a record makes is freed by its
        # counts (1,000 records written left no cycle to collect), and the passes walked
        # what lives through the run again and again (the rows read ahead for the ratings):
        # 106 passes, 29 ms of the writer's CPU, 1,000 records into 100,000 games.
        try:
            with held(), self._ratings.run(self.log.atomic, lambda: self.closed):
                yield
        finally:
            self._checkpoints.close()
            self._checkpoints = None
            if not self.closed:
                conn.execute(f"PRAGMA cache_size = {cache}")
                conn.execute(f"PRAGMA temp_store = {temp}")
                conn.execute(f"PRAGMA wal_autocheckpoint = {automatic}")
                # What the thread has not copied, copied now: not by the next commit (in the
                # window, a tap's).
                conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()

    def last_batch(self) -> None:
        """The batch under way is the last of a ``bulk`` run: the run's games are rated again
        in its transaction (``RatingQueue.last_batch``)."""
        self._ratings.last_batch()

    def read_ahead(self) -> None:
        """In a ``bulk`` run, the rows its end will rate again read now (the writer would only
        wait for its workers): ``RatingQueue.read_ahead``."""
        self._ratings.read_ahead()

    def rate(self, game_ids: Sequence[str]) -> None:
        """Rate these games again, and those after them, in the transaction under way (at the
        end of the batch, inside one)."""
        self._ratings.rate(game_ids)

    def _tell_written(self, game_id: str) -> None:
        for listener in list(self.written):
            listener(game_id)

    # -- writing a game --------------------------------------------------------------------------
    def create_game(self, events: Sequence[Event], *, game_id: str | None = None,
                    source: str = "", source_id: str = "", source_digest: str = "",
                    at: str | Sequence[str] | None = None, game: Game | None = None) -> str:
        """Store a new game from its first events (a GameCreated first); returns its id.
        The events are checked by folding them, so a game the rules refuse is not written;
        a ``game`` whose commands built exactly these events was checked already."""
        from mafia_desktop.store.new_games import checked_state, new_game   # +1 ms to every start
        self._need_write()
        state = checked_state(events, game)
        return self.write_new(new_game(events, state, game_id=game_id, source=source, source_id=source_id,
                                       source_digest=source_digest, at=at))

    def write_new(self, game: NewGame) -> str:
        """Store a game ``new_game`` made ready (its events checked by the rules already);
        returns its id. Only who sits where (the registry's people) is looked up here."""
        self._need_write()
        person_at, seated = self._seated(game.nicknames)
        with self.atomic():
            key = write_row(self.conn, "INSERT INTO games", {
                **game.row, "seated": seated, "sort_players": seated.casefold(),
                "event_count": len(game.kinds), "event_digest": game.digests[-1],
            })
            self.log.note_key(game.id, key, game.time_base)
            self.log.write_events(game.id, 1, game.kinds, game.payloads, game.kept_at, game.digests)
            projections.seats.write(self.conn, key, list(enumerate(game.seats, start=1)), person_at, game.first,
                                    game.last, self.registry, new=True)
            if game.ended:
                projections.figures.count(self.conn, [game.id], 1)
                self.rate([game.id])
        self._tell_written(game.id)
        return game.id

    def _seated(self, nicknames: Sequence[str]) -> tuple[dict[int, str], str]:
        """Seat → the person for a game's nicknames in seat order, and the game's ``seated``
        column: the people joined (folded, its ``sort_players``)."""
        person_at = self.registry.person_at(nicknames)
        return person_at, SEPARATOR.join(person_at[number] for number in range(1, len(nicknames) + 1))

    def append(self, game_id: str, events: Sequence[Event], *, state: State | None = None,
               at: str | Sequence[str] | None = None) -> None:
        """Append events to a game in one transaction, every projection following them in it;
        durable when this returns.

        ``state`` is the game's state after these events, if the caller has it already
        (the window does); otherwise the game is folded again for the projections."""
        self._need_write()
        if not events:
            return
        stamps = stamps_for(at, len(events))
        try:
            with self.atomic():
                self.log.append(game_id, events, stamps)
                if state is None:
                    from mafia_desktop.engine import fold   # the rules engine: +40 ms to every start
                    state = fold(self.events(game_id))
                projections.project(self.log, game_id, state, self.registry, self.rate)
        except ArchiveReadOnly:
            raise
        except ArchiveError as error:
            raise ArchiveError("The events were not saved ({error})", error=error.message) from None
        self._tell_written(game_id)

    def set_source_digest(self, game_id: str, digest: str) -> None:
        self._need_write()
        with self.atomic():
            update_game(self.conn, game_id, {"source_digest": digest})

    # -- ratings -------------------------------------------------------------------------------
    def set_rated(self, game_id: str, rated: bool) -> None:
        """Mark a game rated or "not rated" (then it earns nothing and changes no rating)."""
        self._need_write()
        row = self.game(game_id)
        with self.batch():
            update_game(self.conn, row.id, {"rated": int(rated)})
            self.rate([row.id])

    def rebuild_ratings(self) -> None:
        """Every game rated again, in order, from the starting ratings (one transaction)."""
        from mafia_desktop.store.projections import ratings   # +5 ms to every start
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
        from mafia_desktop.store.projections import ratings   # +5 ms to every start
        with self.batch():
            ratings.set_starts(self.conn, people)
        return len(people)

    def is_rated(self, game_id: str) -> bool:
        return bool(self.conn.execute("SELECT rated FROM games WHERE id = ?", [self.game(game_id).id]).fetchone()[0])

    # -- reading a game --------------------------------------------------------------------------
    def events(self, game_id: str) -> list[Event]:
        return self.events_and_times(game_id)[0]

    def event_times(self, game_id: str) -> list[str]:
        return [row[3] for row in self.log.stored(game_id)]

    def events_and_times(self, game_id: str) -> tuple[list[Event], list[str]]:
        """The game's events and the time each was recorded, its log read and checked once."""
        rows = self.log.stored(game_id)
        try:
            events = projections.game_columns.events_of(rows)
        except (RuleViolation, ValueError, TypeError) as error:
            raise ArchiveError("Game {game} has a damaged event: {problem}", game=game_id,
                               problem=reason(error)) from None
        return events, [row[3] for row in rows]

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

    def damage(self, game_id: str, problem: digests.Problem) -> DamagedGame:
        """The error for a damaged game, with its way back (``repair.damaged_game``)."""
        return housekeeping.repair.damaged_game(self, game_id, problem)

    # -- the listing -------------------------------------------------------------------------------
    def _listed(self, where: str, params: Sequence = ()) -> list[GameRow]:
        cursor = self.conn.execute(f"SELECT {LISTED} FROM games {where}", params)
        return [GameRow.from_values(row) for row in cursor.fetchall()]

    def game(self, game_id: str) -> GameRow:
        rows = self._listed("WHERE id = ?", [game_id])
        if not rows:
            prefix = game_id.replace("%", "").replace("_", "")
            matches = self._listed("WHERE id LIKE ? || '%'", [prefix]) if len(prefix) >= 4 else []
            if len(matches) != 1:
                if not matches:
                    raise UnknownGame("No game {game} in this archive", game=game_id)
                raise UnknownGame("{game} matches {count} games; give more of the id", game=game_id,
                                  count=len(matches))
            rows = matches
        return rows[0]

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
        sql = f"{indexed}WHERE {' AND '.join(where)} ORDER BY updated_at DESC, id"
        if limit:
            sql += f" LIMIT {int(limit)}"
        return self._listed(sql, params)

    def unfinished(self) -> list[GameRow]:
        return self.games(finished=False)

    def from_source(self, source: str, source_id: str) -> list[GameRow]:
        """Games imported from this record id (several versions of one record may exist)."""
        return self._listed("WHERE source = ? AND source_id = ? ORDER BY created_at", [source, source_id])

    def twin_candidates(self, began: str, within: tuple[str, str], nicknames: Sequence[str], winner: str,
                        nearest: int) -> list[tuple[str, str]]:
        """``(id, source)`` of the listed games (not the trash's) that may be another record's
        game of these nicknames in seat order, begun at ``began``: the same people as the
        registry knows them (the players' key the list sorts by), won by the same team, begun
        between the two moments of ``within`` (the archive's time format); the ``nearest``
        begun at ``began`` or after, and as many before it. From the index that leads with the
        players' key, so a lookup reads at most twice ``nearest`` rows: 5,000 copies of one
        game begun at one minute read every other copy's row (issue 44)."""
        key = self._seated(nicknames)[1].casefold()
        where = ("FROM games INDEXED BY games_by_players WHERE deleted_at IS NULL AND sort_players = ? "
                 "AND winner = ? AND players = ? AND created_at")
        params = [key, winner, len(nicknames)]
        return self.conn.execute(
            f"SELECT * FROM (SELECT id, source {where} BETWEEN ? AND ? ORDER BY created_at LIMIT ?) UNION ALL "
            f"SELECT * FROM (SELECT id, source {where} >= ? AND created_at < ? ORDER BY created_at DESC LIMIT ?)",
            [*params, began, within[1], nearest, *params, within[0], began, nearest]).fetchall()

    def seats_of(self, game_id: str) -> list[tuple[str, str | None]]:
        """Each seat's nickname (the game's own) and role, in seat order, as its rows keep them."""
        return self.conn.execute("SELECT nickname, role FROM game_players WHERE game = ? ORDER BY seat",
                                 [self.log.key(game_id)[0]]).fetchall()

    def has_game(self, game_id: str) -> bool:
        return self.conn.execute("SELECT 1 FROM games WHERE id = ?", [game_id]).fetchone() is not None

    # -- the players -------------------------------------------------------------------------------
    def nicknames(self, prefix: str = "", *, limit: int = 20) -> list[str]:
        """Nicknames seen before, for completion: most recently seen first."""
        escaped = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        return [row[0] for row in self.conn.execute(
            "SELECT nickname FROM players WHERE nickname LIKE ? ESCAPE '\\' "
            "ORDER BY last_seen DESC LIMIT ?", [escaped + "%", limit])]

    def player_of(self, nickname: str) -> str:
        """The person behind a nickname as recorded (``players.Registry.person``)."""
        return self.registry.person(nickname)

    def merge_target(self, old: str, new: str) -> str | None:
        return housekeeping.renames.merge_target(self, old, new)

    def rename_player(self, old: str, new: str) -> Message:
        """Give a player a new name, or merge him into another (``renames``)."""
        self._need_write()
        self.photos_changed += 1   # (a photo may go with the name)
        return housekeeping.renames.rename(self, old, new)

    def registry_from_games(self, people: Sequence[str] | None = None) -> None:
        """The registry as the remaining games make it (``players.from_games``)."""
        from mafia_desktop.store.projections import players
        players.from_games(self.conn, people)
        self.registry.forget()

    def recount_figures(self) -> None:
        """Every player's figures counted again from the seats' rows (the rebuild's last step)."""
        projections.figures.recount(self.conn)

    # -- housekeeping ------------------------------------------------------------------------------
    def trash(self, game_id: str) -> None:
        self._need_write()
        housekeeping.trash.put(self, game_id)

    def restore(self, game_id: str) -> None:
        self._need_write()
        housekeeping.trash.restore(self, game_id)

    def empty_trash(self) -> int:
        """Delete the games in the trash for good; returns how many."""
        self._need_write()
        return housekeeping.trash.empty(self)

    def video(self, game_id: str) -> tuple[str, str]:
        """The game's video link and the stream's start (UTC), "" each when not known."""
        return housekeeping.videos.video(self, game_id)

    def save_video(self, game_id: str, *, url: str | None = None, stream_start: str | None = None) -> None:
        self._need_write()
        housekeeping.videos.save(self, game_id, url=url, stream_start=stream_start)

    def player_photo(self, player: str) -> bytes | None:
        """The player's photo (a small JPEG or PNG), None without one."""
        return housekeeping.photos.photo(self, player)

    def photos_of(self, nicknames: Sequence[str]) -> dict[str, bytes]:
        """The photos of the people behind these nicknames, by the nickname (``photos``)."""
        return housekeeping.photos.photos_of(self, nicknames)

    def save_player_photo(self, player: str, data: bytes | None) -> None:
        """Keep the player's photo (None: take it away); bad data is refused (``photos.save``)."""
        self._need_write()
        housekeeping.photos.save(self, player, data)
        self.photos_changed += 1

    def rebuild_projections(self, progress: upkeep.Progress | None = None) -> bool:
        """Every derived row computed again from the event log (``repair.rebuild``)."""
        self._need_write()
        return housekeeping.repair.rebuild(self, progress)

    def rebuild_game(self, game_id: str) -> None:
        housekeeping.repair.rebuild_game(self, game_id)

    def check(self, *, full: bool = False, payloads: bool = False) -> Report:
        return housekeeping.repair.check(self, full=full, payloads=payloads)

    def rebuild_indexes(self, report: Report) -> list[str]:
        return housekeeping.repair.rebuild_indexes(self, report)

    def seal_games(self, counter: upkeep.Counter | None = None) -> None:
        self._need_write()
        housekeeping.repair.seal_games(self, counter)
