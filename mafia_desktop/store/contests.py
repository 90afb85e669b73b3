"""Events in the archive: a club evening or a tournament, its games, its scoring system
and its standings; and the host's own scoring tables.

(Called "contests" in the code: the archive's ``events`` table is the event log.)
An event keeps a copy of the scoring system chosen for it, so editing a custom table later
never changes the standings of an event already played with it. A game belongs to one
event at most; a game in the trash counts for none.
"""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass
from fractions import Fraction
from typing import Sequence

from mafia_desktop.engine import RuleViolation, State, fold
from mafia_desktop.engine.errors import Message, reason
from mafia_desktop.engine.points import SYSTEMS, ScoringSystem, system_from_dict
from mafia_desktop.engine.standings import DEFAULT_TIEBREAK, PlayedGame, Standing, check_tiebreak, standings
from mafia_desktop.numerals import digits

from mafia_desktop.store.projections.listing import LISTED, GameRow
from mafia_desktop.store.archive import Archive
from mafia_desktop.time_stamps import utc_now
from mafia_desktop.store.errors import ArchiveError, UnknownGame

#: An event's kinds (their names: ``words.rules.kind_words``). The kind is also its games'
#: kind for the rating (``ratings.KIND_OF_EVENT``).
KINDS = ("evening", "tournament", "elite")


@dataclass(frozen=True)
class Contest:
    id: str
    name: str
    kind: str                  # "evening", "tournament" or "elite"
    starts: str                # local dates, YYYY-MM-DD ('' if not given)
    ends: str
    tables: int
    system: ScoringSystem
    tiebreak: tuple[str, ...]
    created_at: str


_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _checked(name: str, kind: str, starts: str, ends: str, tables: int, tiebreak: Sequence[str]) -> None:
    if not name.strip():
        raise ArchiveError("An event needs a name")
    if kind not in KINDS:
        raise ArchiveError("An event is a club evening, a tournament or an elite tournament, not {kind!r}",
                           kind=kind)
    for date in (starts, ends):
        if date and not _DATE.fullmatch(date):
            raise ArchiveError("{date!r} is not a date (YYYY-MM-DD)", date=date)
    if starts and ends and ends < starts:
        raise ArchiveError("The event ends ({ends}) before it starts ({starts})", ends=ends, starts=starts)
    if not isinstance(tables, int) or tables < 1:
        raise ArchiveError("An event has at least one table")
    try:
        check_tiebreak(tiebreak)
    except ValueError as error:
        raise ArchiveError(reason(error)) from None


def create_contest(archive: Archive, *, name: str, kind: str, system: ScoringSystem,
                   starts: str = "", ends: str = "", tables: int = 1,
                   tiebreak: Sequence[str] = DEFAULT_TIEBREAK) -> str:
    _checked(name, kind, starts, ends, tables, tiebreak)
    contest_id = str(uuid.uuid4())
    with archive.batch():
        archive.conn.execute(
            "INSERT INTO contests (id, name, kind, starts, ends, tables, system, tiebreak, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [contest_id, name.strip(), kind, starts, ends, tables, json.dumps(system.to_dict()),
             json.dumps(list(tiebreak)), utc_now()])
    return contest_id


def _source_name(source: str, source_id: str) -> Message:
    """The name an imported tournament's event is given (its service, its number there): kept
    in English in the archive, shown in the host's language (``_contest``) until renamed."""
    return Message("{source} tournament {number}", source=source, number=source_id)


def source_event(archive: Archive, source: str, source_id: str) -> str:
    """The event of a tournament another service keeps, whose games are imported from there:
    found, or made with the first of them (a tournament, scored as ``sport``)."""
    row = archive.conn.execute("SELECT id FROM contests WHERE source = ? AND source_id = ?",
                               [source, source_id]).fetchone()
    if row is not None:
        return row[0]
    contest_id = create_contest(archive, name=str(_source_name(source, source_id)), kind="tournament",
                                system=SYSTEMS["sport"])
    with archive.batch():
        archive.conn.execute("UPDATE contests SET source = ?, source_id = ? WHERE id = ?",
                             [source, source_id, contest_id])
    return contest_id


def update_contest(archive: Archive, contest_id: str, **changes) -> None:
    """Change an event's name, kind, dates, tables, scoring system or tie-breaks."""
    current = contest(archive, contest_id)
    values = {name: changes.get(name, getattr(current, name))
              for name in ("name", "kind", "starts", "ends", "tables", "system", "tiebreak")}
    unknown = set(changes) - set(values)
    if unknown:
        raise ArchiveError("An event has no {fields}", fields=", ".join(sorted(unknown)))
    _checked(values["name"], values["kind"], values["starts"], values["ends"], values["tables"],
             values["tiebreak"])
    with archive.batch():
        archive.conn.execute(
            "UPDATE contests SET name = ?, kind = ?, starts = ?, ends = ?, tables = ?, system = ?, "
            "tiebreak = ? WHERE id = ?",
            [values["name"].strip(), values["kind"], values["starts"], values["ends"], values["tables"],
             json.dumps(values["system"].to_dict()), json.dumps(list(values["tiebreak"])), current.id])
        if values["kind"] != current.kind:   # its games count for the rating as the new kind
            archive.rate([row[0] for row in archive.conn.execute(
                "SELECT game_id FROM contest_games WHERE contest_id = ?", [current.id])])


def _contest(row: Sequence) -> Contest:
    contest_id, name, kind, starts, ends, tables, system, tiebreak, created_at, source, source_id = row
    generated = _source_name(source, source_id) if source else None
    if generated is not None and name == generated:   # named by the import, not renamed:
        name = generated                                 # shown in the host's words
    try:
        scoring = system_from_dict(json.loads(system))
        order = check_tiebreak(json.loads(tiebreak))
    except (RuleViolation, ValueError) as error:
        raise ArchiveError("The event {name!r} has a damaged scoring system: {problem}",
                           name=name, problem=reason(error)) from None
    return Contest(contest_id, name, kind, starts, ends, tables, scoring, order, created_at)


_COLUMNS = "id, name, kind, starts, ends, tables, system, tiebreak, created_at, source, source_id"


def contests(archive: Archive) -> list[Contest]:
    """Every event, the latest first."""
    return [_contest(row) for row in archive.conn.execute(
        f"SELECT {_COLUMNS} FROM contests ORDER BY coalesce(nullif(starts, ''), created_at) DESC, "
        "created_at DESC")]


def contest(archive: Archive, contest_id: str) -> Contest:
    row = archive.conn.execute(f"SELECT {_COLUMNS} FROM contests WHERE id = ?", [contest_id]).fetchone()
    if row is None:
        raise ArchiveError("No event {event} in this archive", event=contest_id)
    return _contest(row)


def contest_of(archive: Archive, game_id: str) -> Contest | None:
    row = archive.conn.execute("SELECT contest_id FROM contest_games WHERE game_id = ?", [game_id]).fetchone()
    return contest(archive, row[0]) if row else None


# -- games ----------------------------------------------------------------------------------

def games_outside_events(archive: Archive) -> list[GameRow]:
    """Games played outside any event (imported ones too), the latest first."""
    taken = {game_id for (game_id,) in archive.conn.execute("SELECT game_id FROM contest_games")}
    return [row for row in archive.games() if row.id not in taken]


def players_of_event(archive: Archive, contest_id: str) -> list[str]:
    """Everyone who played in the event's games outside the trash, by name."""
    return [name for (name,) in archive.conn.execute(
        "SELECT DISTINCT player FROM game_players WHERE game IN "
        "(SELECT g.key FROM contest_games c JOIN games g ON g.id = c.game_id "
        "WHERE c.contest_id = ? AND g.deleted_at IS NULL) ORDER BY player", [contest_id])]


def attach(archive: Archive, contest_id: str, game_id: str, *, move: bool = False) -> None:
    """Put a game into an event. A game already in another event stays there unless
    ``move`` is given (the host is asked first)."""
    target = contest(archive, contest_id)
    game = archive.game(game_id)
    current = contest_of(archive, game.id)
    if current is not None and current.id != target.id and not move:
        raise ArchiveError("This game belongs to the event {name!r}; move it from there", name=current.name)
    with archive.batch():
        archive.conn.execute("INSERT OR REPLACE INTO contest_games (game_id, contest_id) VALUES (?, ?)",
                             [game.id, target.id])
        archive.rate([game.id])   # the event's kind is the game's


def detach(archive: Archive, game_id: str) -> None:
    """Take a game out of its event (the game itself stays in the archive)."""
    game = archive.game(game_id)
    with archive.batch():
        archive.conn.execute("DELETE FROM contest_games WHERE game_id = ?", [game.id])
        archive.rate([game.id])   # a club game again


def contest_games(archive: Archive, contest_id: str) -> list[GameRow]:
    """The event's games outside the trash, in the order they were played."""
    return [GameRow.from_values(row) for row in archive.conn.execute(
        f"SELECT {LISTED} FROM games WHERE deleted_at IS NULL AND id IN "
        "(SELECT game_id FROM contest_games WHERE contest_id = ?) ORDER BY created_at, id", [contest_id])]


def next_game_number(archive: Archive, contest_id: str, table: str) -> str:
    """The number the next game at this table gets: one more than the highest so far, the
    games in the trash counted too (a game restored later never shares its number)."""
    numbers = [int(number) for (number,) in archive.conn.execute(
        "SELECT game_no FROM games WHERE table_no = ? AND id IN "
        "(SELECT game_id FROM contest_games WHERE contest_id = ?)", [table, contest_id])
        if digits(number)]
    return str(max(numbers, default=0) + 1)


# -- points ---------------------------------------------------------------------------------

def played_games(archive: Archive, contest_id: str) -> list[PlayedGame]:
    """The event's games, each folded, with the person behind every seat."""
    played = []
    for row in contest_games(archive, contest_id):
        try:
            state = fold(archive.events(row.id), check=False)
        except (RuleViolation, UnknownGame) as error:
            raise ArchiveError("Game {game} of this event cannot be read: {problem}",
                               game=row.id, problem=reason(error)) from None
        people = dict(archive.conn.execute(
            "SELECT seat, player FROM game_players WHERE game = (SELECT key FROM games WHERE id = ?)",
            [row.id]).fetchall())
        played.append(PlayedGame(row.id, state, people))
    return played


def contest_standings(archive: Archive, contest_id: str) -> list[Standing]:
    event = contest(archive, contest_id)
    return standings(played_games(archive, contest_id), event.system, tiebreak=event.tiebreak)


def game_points(archive: Archive, game_id: str, state: State | None = None) -> tuple[str, dict[int, Fraction]] | None:
    """(system name, seat → points) of a game played in an event; None for any other game.
    ``state``: the game's, if the caller has it folded already."""
    event = contest_of(archive, game_id)
    if event is None:
        return None
    return event.system.name, event.system.points(state or fold(archive.events(game_id), check=False))


# -- the host's own scoring tables ------------------------------------------------------------

def save_system(archive: Archive, table: ScoringSystem, *, replace: bool = False) -> None:
    """Keep a custom table under its name. A built-in name is never taken; an existing
    custom one is replaced only when asked."""
    if table.name.casefold() in {name.casefold() for name in SYSTEMS}:
        raise ArchiveError("{name!r} is a built-in system: save yours under another name", name=table.name)
    taken = archive.conn.execute("SELECT 1 FROM scoring_systems WHERE name = ?", [table.name]).fetchone()
    if taken and not replace:
        raise ArchiveError("There is a scoring system called {name!r} already", name=table.name)
    with archive.batch():
        archive.conn.execute("INSERT OR REPLACE INTO scoring_systems (name, definition) VALUES (?, ?)",
                             [table.name, json.dumps(table.to_dict())])


def scoring_systems(archive: Archive) -> dict[str, ScoringSystem]:
    """The built-in systems, then the host's own (a damaged one is left out)."""
    found: dict[str, ScoringSystem] = dict(SYSTEMS)
    for name, definition in archive.conn.execute("SELECT name, definition FROM scoring_systems ORDER BY name"):
        try:
            found[name] = system_from_dict(json.loads(definition))
        except (RuleViolation, ValueError):
            continue
    return found
