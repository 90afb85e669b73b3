"""Reading records, the half of an import that needs no archive: a file's or line's games
loaded within the hostile-file limits, replayed through the rules, and their rows made
ready (``read_item``). An import's worker processes (``importing.workers``) do this part; the
writing half (``importing``) decides what the archive does with each game.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import field, fields
from datetime import datetime
from operator import attrgetter
from pathlib import Path
from typing import Any, BinaryIO, Iterable, Iterator

from mafia_desktop.engine import Event, from_json
from mafia_desktop.engine.events import json_encoder
from mafia_desktop.engine.errors import Message
from mafia_desktop.time_stamps import utc_stamp
from mafia_desktop.records import record

from mafia_desktop.store.new_games import NewGame, checked_state, new_game
from mafia_desktop.store.errors import ArchiveError
from mafia_desktop.formats import ImportedGame, RecordError, bundle, limits

@record
class ImportResult:
    file: str
    #: "imported", "duplicate", "extended", "kept" (the record differs from the archive's game,
    #: which was left as it is), "forked" (a game of ours with another history than the
    #: archive's: kept beside it under a new id) or "error"
    status: str
    game_id: str | None = None
    source_id: str | None = None
    #: What happened, in words: a Message (a str, its English), shown with
    #: ``message_text(result.message)``.
    message: Message | str = ""
    #: The game's state as imported (None if not known here): a summary need not fold it again.
    state: Any = field(default=None, repr=False, compare=False)

    @property
    def ok(self) -> bool:
        return self.status != "error"


@record(frozen=True)
class Line:
    """One line of a stream of records: where it is, and its bytes (UTF-8, as JSON is)."""

    where: str
    text: bytes


def files_in(paths: Iterable[str | Path]) -> list[Path]:
    """The files to import: each file named, and every ``.json`` file in a folder named (and
    in its folders), in name order."""
    return [Path(name) for name in file_names_in(paths)]


def file_names_in(paths: Iterable[str | Path]) -> list[str]:
    """``files_in``'s files as the texts of their paths (each what ``str`` of its Path says).
    The command line hands them so to its readers: a text is pickled and read back as it is,
    where a Path was made here (1.8 µs, before the readers fork) and made again from its
    parts in the reader (4.2 µs a record, issue 44)."""
    found: list[str] = []
    for path in map(Path, paths):
        if path.is_dir():
            _json_files(str(path), found)
        else:
            found.append(str(path))
    return found


def _json_files(folder: str, found: list[str]) -> None:
    """Every ``.json`` file in the folder and its folders, as ``rglob`` and a sort by path
    gave them (each folder's names in order, a folder's files where its name falls; a link
    to a folder not followed; a folder that cannot be listed passed by), a third of its
    instructions: the command line's walk comes before its readers fork (1,000 files: 77 →
    27 M instructions, issue 44). Each name as its Path would write it (in ``.``, no ``./``)."""
    try:
        with os.scandir(folder) as listing:
            entries = sorted(listing, key=lambda entry: entry.name)
    except OSError:
        return
    within = "" if folder == "." else folder
    for entry in entries:
        name = entry.name
        try:
            if entry.is_dir(follow_symlinks=False):
                _json_files(os.path.join(within, name), found)
            # (``.json`` alone is a name without a suffix, as ``Path.suffix`` has it)
            elif len(name) > 5 and name[-5:].lower() == ".json" and entry.is_file():
                found.append(os.path.join(within, name))
        except OSError:
            continue


def lines(stream: BinaryIO, name: str = "<stdin>") -> Iterator[Line]:
    """The records of a stream, one JSON a line (blank lines skipped), read as they come. A
    line is read up to the limit of a record and no further: the rest of a longer one is read
    past, a piece at a time (a 300 MB line took 0.92 GB read whole), and the line refused by
    ``limits.loads`` from the part kept."""
    number = 0
    while text := stream.readline(limits.MAX_FILE_BYTES + 1):
        number += 1
        if len(text) > limits.MAX_FILE_BYTES and not text.endswith(b"\n"):
            while (rest := stream.readline(_PAST)) and not rest.endswith(b"\n"):
                pass
        if text.strip():
            yield Line(f"{name}:{number}", text)


#: Bytes read at a time past the limit of an overlong line.
_PAST = 1024 * 1024


@record
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
    tournament: str = ""       # the source's tournament id (``ImportedGame.tournament``)
    #: False: the record does not say where it stands (``ImportedGame.stands_at_stage``).
    stands_at_stage: bool = True
    #: What another service's record of this very game has too (``seating``); kept when the
    #: state is not sent from a worker, so that a big import finds such twins as well.
    seating: Seating | None = None

    def replayed_events(self) -> list[Event]:
        if self.events is None:
            self.events = [from_json({"type": kind, **json.loads(payload)}) for _, _, kind, payload, _, _
                           in self.new.rows()]
        return self.events

    def sent(self) -> Sent:
        """What a worker sends back of it (``received`` makes it again): its fields but the
        replayed objects, and its rows', as plain tuples. Pickled as the objects (each a
        dict of its fields), sent and taken were 0.25 M instructions a record; so, 0.19."""
        return (self.source, self.source_id, self.digest, self.notes, self.tournament, self.stands_at_stage,
                self.seating, _NEW_GAMES_FIELDS(self.new))

    @staticmethod
    def received(sent: Sent) -> ReadGame:
        """A game as a worker sent it (``sent``), without its replayed objects."""
        source, source_id, digest, notes, tournament, stands_at_stage, seating, new = sent
        return ReadGame(source, source_id, digest, notes, NewGame(*new), None, None, tournament, stands_at_stage,
                        seating)


#: A ``ReadGame`` as a worker sends it (``ReadGame.sent``).
Sent = tuple
#: A ``NewGame``'s fields, in order, as a tuple (in C).
_NEW_GAMES_FIELDS = attrgetter(*(each.name for each in fields(NewGame)))


@record(frozen=True)
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
        path = item   # (a name as it came: a Path made of a Path again is 5 µs a record)
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
    return [(position, guarded(path, position, _read_game, item))
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
                   source_digest=digest, at=_stamps(imported, started_at, notes))
    return ReadGame(imported.source, imported.source_id, digest, notes, new, imported.events, state,
                    imported.tournament, imported.stands_at_stage, seating(state))


#: A finished game's nicknames and roles seat by seat (``seating``).
Seating = tuple[tuple[str, str | None], ...]


def seating(state: Any) -> Seating | None:
    """What makes two records of a finished game one game, with its start and result
    (``importing.same_game_elsewhere``): each seat's nickname (casefolded) and role; None
    for a game not finished, or whose roles are not all known: nobody's twin."""
    if not state.ended or any(seat.role is None for seat in state.seats):
        return None
    return seats_seating([(seat.nickname, seat.role.value) for seat in state.seats])


def seats_seating(seats: Iterable[tuple[str, str | None]]) -> Seating:
    """``seating`` from each seat's (nickname, role), as the archive's seats' rows keep them."""
    return tuple((nickname.strip().casefold(), role) for nickname, role in seats)


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


def guarded(path: str | Path, position: int, step, *args: Any) -> Any:
    """One game's step (reading or writing). Whatever is wrong with it becomes an error
    result naming the file: a broken record never stops the other games of the import."""
    label = str(path) if position == 1 else Message("{file} (game {position})", file=path, position=position)
    try:
        return step(path, *args)
    except (RecordError, ArchiveError) as error:
        return ImportResult(str(path), "error", message=Message("{file}: {problem}", file=label, problem=error.message))
    except Exception as error:   # a record malformed in a way no reader foresaw
        import logging   # (not loaded before the readers fork: 4.3 ms with one core idle, issue 44)
        logger = logging.getLogger(__name__)
        # Said where a log listens: a reader forked before the command line's log was set has
        # none, and Python's last resort printed the traceback on the terminal.
        if logger.hasHandlers():
            logger.warning("%s: a malformed record", label, exc_info=True)
        return ImportResult(str(path), "error",
                            message=Message("{file}: malformed record ({problem})", file=label,
                                            problem=str(error)))


def _stamps(imported: ImportedGame, started_at: str | None, notes: list[Message]) -> str | list[str] | None:
    """The events' time stamps: the record's start, and its end (where it gives one, not before
    the start) for the game's last event: the archive's end of the game, by which the rating
    orders games as the rating service does (by their end, then id)."""
    events = imported.events
    if started_at is None or not events or events[-1].type != "game_ended":
        return started_at
    ended_at = _utc(imported.ended_at, notes, Message("the end time {moment!r} is not a date: the game's start "
                                                      "is its end", moment=imported.ended_at))
    if ended_at is None or ended_at < started_at:
        return started_at
    return [started_at] * (len(events) - 1) + [ended_at]


def _utc(moment: Any, notes: list[Message], unreadable: Message | None = None) -> str | None:
    """A record's start (or end) time as UTC ISO text; a time without a zone is this machine's
    local time (the host's club). An unreadable time is dropped with a note, and so is one
    outside the years a game record's time can name (``EARLIEST`` to ``LATEST``, as a
    mafiaratings record's seconds): the year 1, say, whose stamp no time can be taken from
    (a twin's ten minutes before it: "date value out of range")."""
    if moment is None:
        return None
    try:
        stamp = utc_stamp(datetime.fromisoformat(str(moment)))
    except (ValueError, OverflowError):   # (OverflowError: the year 1 at +14:00, past datetime's years in UTC)
        stamp = None
    if stamp is None or not EARLIEST <= stamp < LATEST:
        notes.append(unreadable or Message("the start time {moment!r} is not a date: the import time is used",
                                           moment=moment))
        return None
    return stamp


#: The years a record's start or end may name, as stamps (stamps compare as text).
EARLIEST, LATEST = "1970-01-01T00:00:00.000+00:00", "2100-01-01T00:00:00.000+00:00"


def record_digest(data: Any) -> str:
    """The same record, byte for byte in meaning, gives the same digest: of the text
    ``json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))`` makes."""
    return hashlib.sha256("".join(_CANONICAL(data, False)).encode("utf-8")).hexdigest()


#: ``record_digest``'s encoder, made once: ``json.dumps`` makes an encoder object and its C
#: encoder at each call. (A parsed record holds no cycle: not looked for.)
_CANONICAL = json_encoder((",", ":"), sort_keys=True)


def read_record(data: Any) -> ImportedGame:
    """The events of a Polemica or mafiaratings game record (either mafiaratings shape)."""
    if not isinstance(data, dict):
        raise RecordError("not a game record (expected a JSON object)")
    from mafia_desktop.formats import polemica   # +8 ms to an import of another format's records
    if polemica.is_room_game(data):
        return polemica.read(data)
    players = data.get("players")
    if data.get("version") == 4 and isinstance(players, list) and players and isinstance(players[0], dict) \
            and "position" in players[0]:
        return polemica.read(data)
    from mafia_desktop.formats.mafiaratings import reading_2016   # +11 ms to an import of another format's
    if reading_2016.is_v0(data):
        return reading_2016.read(data)
    if isinstance(players, list) and players and isinstance(players[0], dict) and (
            "name" in players[0] or "features" in data or "rules" in data):   # a name may be left out
        from mafia_desktop.formats import mafiaratings   # +14 ms to an import of another format's
        return mafiaratings.read(data)
    raise RecordError("not a record this app knows (Polemica version 4, mafiaratings, or a "
                      "mafia-desktop bundle)")
