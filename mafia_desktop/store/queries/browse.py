"""Finding games: by a player's nickname, dates, rules, result; in the order of any column.

A 100,000-game archive is never read whole. ``Listing`` asks SQL for the games that pass a
filter in a column's order, and gets only their rowids, from the column's sort index (which
carries the filters too: no game's row is read for it); the rows themselves are read a page
at a time, as the list shows them (``rows``).

A nickname matches anywhere in the name and regardless of case in every alphabet (SQLite's
own NOCASE folds only ASCII, and our players are Hebrew, Latvian and Russian too): each game
keeps its players' names folded (``sort_players``), which SQL searches; a name the player had
before a rename or a merge is found through the registry's aliases.
"""

# (Annotations evaluated here, not kept as text: a named tuple's fields given as text are each
# compiled into a reference when its class is made, 28 µs a field at every start: issue 44.)
from array import array
from datetime import date, datetime, time, timedelta
from typing import NamedTuple

from mafia_desktop.store.projections.listing import LISTED, GameRow
from mafia_desktop.store.archive import Archive
from mafia_desktop.store.opening.layout import SORTS
from mafia_desktop.store.projections.sort_keys import SEPARATOR, needle
from mafia_desktop.time_stamps import utc_stamp

#: The sortable columns, in the games list's order.
COLUMNS = tuple(SORTS)


class ListedGame(NamedTuple):
    """A game as the list shows it. (Named tuples here: a dataclass's code is compiled at
    every start, and the start page lists its games through this module: issue 44.)"""

    row: GameRow
    #: The players in seat order, as the registry knows them now.
    players: tuple[str, ...]


class GameFilter(NamedTuple):
    nickname: str = ""
    #: Local calendar days, both included.
    since: date | None = None
    until: date | None = None
    preset: str | None = None
    #: "red", "black" or "draw".
    winner: str | None = None
    unfinished_only: bool = False
    finished_only: bool = False
    #: The games in the trash instead of those outside it.
    trash: bool = False
    #: One person's games (the registry's name, or one he had): a player's page.
    player: str | None = None


def _utc_bound(day: date) -> str:
    """Local midnight at the start of ``day`` as the archive's UTC time stamp."""
    return utc_stamp(datetime.combine(day, time()))


def _aliases_matching(archive: Archive, folded: str) -> list[str]:
    """The people one of whose earlier names (before a rename or a merge) contains ``folded``."""
    return sorted({person for alias, person in archive.conn.execute(
        "SELECT alias, player FROM player_aliases").fetchall() if folded in alias.casefold()})


def matching_players(archive: Archive, text: str) -> list[str]:
    """The people whose name, or any name they were recorded under, contains ``text``."""
    folded = needle(text)
    return _people_matching(archive, folded, _aliases_matching(archive, folded))


def _people_matching(archive: Archive, folded: str, earlier: list[str]) -> list[str]:
    """The registered people whose name contains ``folded``, and those of ``earlier``."""
    registered = {name for (name,) in archive.conn.execute("SELECT nickname FROM players").fetchall()
                  if folded in name.casefold()}
    return sorted(registered | set(earlier))


#: How far down the column's order the first screen of a search looks (a row read for each:
#: about 2 µs) before it leaves the finding to the whole search.
WALKED = 5_000

#: Up to this many seats of the people searched for, their games are sorted by themselves;
#: beyond it every game's folded names are scanned. Measured on 100,000 games (a loaded
#: 2-core machine, CPU): 3,700 seats sorted by themselves 29–33 ms, a scan of the names
#: 35–47 ms; 25,000 seats 230 ms against 47–68 ms.
FEW_GAMES = 4_000

#: The names' index (``games_by_players``) carries the keys of these columns' orders too: a
#: search sorted by one of them is answered from that index alone (its matches sorted by
#: themselves, about 10 ms for 20,000), not by walking the column's own index and asking of
#: each of 100,000 games whether it is among the matches (twice as long).
_NAMES_INDEX = frozenset(SORTS["players"])
BY_NAMES = tuple(column for column, keys in SORTS.items() if _NAMES_INDEX.issuperset(keys))


class _Conditions:
    """The filter's SQL conditions and values, and the index to find them by."""

    def __init__(self, where: list[str], params: list, index: str,
                 walk: tuple[str, list, str, list] | None = None, seats: int = 0) -> None:
        self.where = where
        self.params = params
        self.index = index
        #: A nickname searched: the other conditions and the one on the names apart, ``(others,
        #: their values, names, theirs)``, for ``Listing``'s first screen; else None.
        self.walk = walk
        #: The seats of the people found (counted up to ``FEW_GAMES + 1``).
        self.seats = seats


def _conditions(archive: Archive, wanted: GameFilter, sort: str) -> _Conditions:
    """The filter's conditions, and the index to find them by: none when the games found
    are few enough to be sorted by themselves, the names' index when a nickname is searched
    in one of its orders, else the column's own."""
    where, params = ["deleted_at IS NOT NULL" if wanted.trash else "deleted_at IS NULL"], []
    if wanted.since:
        where.append("created_at >= ?")
        params.append(_utc_bound(wanted.since))
    if wanted.until:
        where.append("created_at < ?")
        params.append(_utc_bound(wanted.until + timedelta(days=1)))
    if wanted.preset is not None:
        where.append("ruleset = ?")
        params.append(wanted.preset)
    if wanted.winner is not None:
        where.append("finished = 1 AND winner = ?")
        params.append(wanted.winner)
    if wanted.unfinished_only:
        where.append("finished = 0")
    if wanted.finished_only:
        where.append("finished = 1")
    index = f"INDEXED BY games_by_{sort}"
    if wanted.player is not None:
        index = "NOT INDEXED"   # a person plays a few hundred games: found through the seats' index
        where.append("rowid IN (SELECT game FROM game_players WHERE player = ?)")   # (rowid: the game's key)
        params.append(archive.player_of(wanted.player))
    folded, walk, seats = needle(wanted.nickname), None, 0
    if folded:
        # The people are found in the registry (a row a person). A few people's games come
        # through the seats' index in a few milliseconds; many people's (a part of a name
        # found in hundreds) from one scan of every game's folded names, which is quicker
        # than fetching tens of thousands of games one by one through their seats.
        import json   # (a search's: not the first paint's)
        earlier = _aliases_matching(archive, folded)
        people = json.dumps(_people_matching(archive, folded, earlier))
        (seats,) = archive.conn.execute("SELECT count(*) FROM (SELECT 1 FROM game_players WHERE player IN "
                                        "(SELECT value FROM json_each(?)) LIMIT ?)", [people, FEW_GAMES + 1]).fetchone()
        found, values = "instr(sort_players, ?) > 0", [folded]
        if earlier:   # an old name is on no game's row: its person's games, by the seats
            found = (f"({found} OR rowid IN (SELECT game FROM game_players WHERE player IN "
                     "(SELECT value FROM json_each(?))))")
            values.append(json.dumps(earlier))
        walk = (" AND ".join(where), list(params), found, values)
        if seats <= FEW_GAMES:
            index = "NOT INDEXED"
            where.append("rowid IN (SELECT game FROM game_players WHERE player IN (SELECT value FROM json_each(?)))")
            params.append(people)
        else:
            if sort in BY_NAMES:
                index = "INDEXED BY games_by_players"
            else:
                found = f"rowid IN (SELECT rowid FROM games INDEXED BY games_by_players WHERE {found})"
            where.append(found)
            params.extend(values)
    return _Conditions(where, params, index, walk, seats)


class Listing:
    """The games (outside the trash, or in it) that pass ``wanted``, in the order of the column ``sort``
    (one of ``COLUMNS``): their number, their rowids in that order, their rows on demand.

    Found by a name or a person, the games' rowids are read at once (the search has read
    every candidate anyway). Passing only the filters the sort index carries (the whole
    list, a day, a result), they are counted from the index and their rows read by position
    from it, a page at a time: 100,000 rowids taken into Python cost the first screen more
    than all the rest of it (their JSON alone 82 million instructions of 377). The rowids
    in order are read whole only when asked for (``ids``: to keep a chosen row chosen
    through a sort).

    Asked for its ``first`` games only (the window's list), a part of a name found in many
    games gives them at once, found by walking the column's own index from the top, and is
    ``pending``: the rest, and so the number, are read by ``every_id`` (in a thread of the
    window's, on a connection of its own) and handed over by ``complete``."""

    def __init__(self, archive: Archive, wanted: GameFilter = GameFilter(), sort: str = "started",
                 descending: bool = True, *, first: int | None = None) -> None:
        self.archive = archive
        self.wanted = wanted
        self.sort = sort
        self.descending = descending
        found = _conditions(archive, wanted, sort)
        direction = " DESC" if descending else ""
        self._order = ", ".join(f"{column}{direction}" for column in (*SORTS[sort], "rowid"))
        self._found = f"SELECT rowid FROM games {found.index} WHERE {' AND '.join(found.where)}"
        self._ordered = f"{self._found} ORDER BY {self._order}"
        self._params = found.params
        self._ids: array | None = None
        self.pending = False
        if first and found.walk and self._dense(found.seats, first):
            top = self._top(first, *found.walk)
            if top is not None:
                self._ids, whole = top
                self.pending = not whole
        if self._ids is not None:
            self._count = len(self._ids)
        elif needle(wanted.nickname) or wanted.player is not None:
            self._count = len(self.ids)
        else:
            (self._count,) = archive.conn.execute(f"SELECT count(*) FROM ({self._found})", self._params).fetchone()

    def _dense(self, seats: int, first: int) -> bool:
        """Whether the games found are many, or common enough among all (at most one a seat)
        that the walk finds ``first`` of them in its first ``WALKED`` games."""
        if seats > FEW_GAMES:
            return True
        (games,) = self.archive.conn.execute("SELECT max(rowid) FROM games").fetchone()
        return seats * WALKED >= first * (games or 0)

    def _top(self, first: int, others: str, values: list, names: str, named: list) -> tuple[array, bool] | None:
        """The first ``first`` games found, from the top of the column's order (the games
        that pass the other filters, walked in blocks that double, a row read for each one's
        names), and whether they are the whole list; None if the first ``WALKED`` hold fewer
        and the list goes on."""
        top, walked, block = array("q"), 0, first * 4
        while walked < WALKED:
            (rowids,) = self.archive.conn.execute(
                f"SELECT json_group_array(rowid) FROM (SELECT rowid FROM games INDEXED BY games_by_{self.sort} "
                f"WHERE {others} ORDER BY {self._order} LIMIT ? OFFSET ?)", [*values, block, walked]).fetchone()
            top.extend(rowid for (rowid,) in self.archive.conn.execute(
                f"SELECT rowid FROM games WHERE rowid IN (SELECT value FROM json_each(?)) AND {names} "
                f"ORDER BY {self._order} LIMIT ?", [rowids, *named, first - len(top)]))
            if rowids.count(",") + 1 < block:   # the end of the list ("[]" too)
                return top, True
            if len(top) >= first:
                return top, False
            walked, block = walked + block, block * 2
        return None

    @property
    def ids(self) -> array:
        """Rowids in the list's order (8 bytes a game), read in one query the first time."""
        if self._ids is None or self.pending:
            self.complete(self.every_id(self.archive.conn))
        assert self._ids is not None, "complete() has read them"
        return self._ids

    def every_id(self, conn) -> array:
        """Every game's rowid in the list's order, read through ``conn`` (the archive's, or
        another connection to it in another thread)."""
        # One value back, not a row per game: a JSON array is three times quicker for
        # Python to take in than 100,000 rows of one number (measured: 24 ms against 75).
        import json   # (the whole list's: after the first paint)
        (found,) = conn.execute(f"SELECT json_group_array(rowid) FROM ({self._ordered})", self._params).fetchone()
        return array("q", json.loads(found))

    def begins(self, ids: array) -> bool:
        """Whether the games given so far are the first of ``ids`` (no game was written or
        trashed in between)."""
        return self._ids is not None and ids[:self._count] == self._ids[:self._count]

    def complete(self, ids: array) -> None:
        """The whole list (``every_id``'s) in place of its first games."""
        self._ids, self._count, self.pending = ids, len(ids), False

    def __len__(self) -> int:
        return self._count

    def rows(self, start: int, stop: int) -> list[ListedGame]:
        """The games at positions ``start`` to ``stop`` (excluded), read from the archive now."""
        stop = min(stop, self._count)
        if start >= stop or self.archive.closed:   # a window on an archive just replaced (a backup restored)
            return []
        if self._ids is not None:
            wanted = self._ids[start:stop].tolist()
        else:   # the sort index walked to the position: a few milliseconds for 100,000 games
            wanted = [rowid for (rowid,) in self.archive.conn.execute(
                f"{self._ordered} LIMIT ? OFFSET ?", [*self._params, stop - start, start]).fetchall()]
        found = {values[0]: values[1:] for values in self.archive.conn.execute(
            f"SELECT rowid, {LISTED}, seated FROM games WHERE rowid IN (SELECT value FROM json_each(?))",
            [_json_ints(wanted)])}
        return [_listed(found[rowid]) for rowid in wanted if rowid in found]

    def rowid_at(self, position: int) -> int | None:
        """The rowid of the game at ``position`` (None past the end), without reading every rowid."""
        if not 0 <= position < self._count:
            return None
        if self._ids is not None:
            return self._ids[position] if position < len(self._ids) else None
        row = self.archive.conn.execute(f"{self._ordered} LIMIT 1 OFFSET ?", [*self._params, position]).fetchone()
        return row[0] if row else None

    def position(self, rowid: int) -> int:
        """Where the game with this rowid is in the list; -1 if it is not."""
        try:
            place = self.ids.index(rowid)
        except ValueError:
            return -1
        return place if place < self._count else -1


def _json_ints(numbers: list[int]) -> str:
    """Integers as a JSON array, as ``json.dumps`` writes them, for SQLite's ``json_each``: the
    first screen's rows are read so without the json module (issue 44)."""
    return f"[{', '.join(map(str, numbers))}]"


def _listed(values) -> ListedGame:
    seated = values[-1]
    return ListedGame(GameRow.from_values(values), tuple(seated.split(SEPARATOR)) if seated else ())


def rulesets(archive: Archive) -> list[str]:
    """The rulesets of the games outside the trash: a seek in the rules' index per ruleset,
    not a read of every game."""
    return [name for (name,) in archive.conn.execute(
        "WITH RECURSIVE found(name) AS ("
        "SELECT min(ruleset) FROM games WHERE deleted_at IS NULL UNION ALL "
        "SELECT (SELECT min(ruleset) FROM games WHERE deleted_at IS NULL AND ruleset > name) FROM found "
        "WHERE name IS NOT NULL) SELECT name FROM found WHERE name IS NOT NULL")]


def rowid_of(archive: Archive, game_id: str) -> int | None:
    row = archive.conn.execute("SELECT rowid FROM games WHERE id = ?", [game_id]).fetchone()
    return row[0] if row else None


def find_games(archive: Archive, wanted: GameFilter = GameFilter()) -> list[ListedGame]:
    """The games (not in the trash) that pass the filter, the latest first, rows and all."""
    listing = Listing(archive, wanted)
    return listing.rows(0, len(listing))
