"""Checking an archive: SQLite's own ``integrity_check`` and every game against its digests.

``quick`` compares each game's row (count and last digest) with its log's last event: what
a cut or a lost page of the log shows first, in about 60 ms for 10,000 games (the window
runs it at start, in a thread of its own). ``full``
adds SQLite's page-by-page check and verifies every event of every game (``mafia-desktop
check``, and Settings in the window), then sees each game as a replay and the list see it:
its events folded through the rules, and every column of its row that a game is shown or
replayed from (``archive.game_columns``) against what they say. Both only read, through a connection of
their own, so they can run in a thread beside the host's game.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mafia_desktop.engine.errors import Message, RuleViolation

from mafia_desktop.store.housekeeping import damaged_trees
from mafia_desktop.store.log import digests, event_rows
from mafia_desktop.store.log.packing import DAMAGED, unpack
from mafia_desktop.store.projections.game_columns import events_of, game_columns
from mafia_desktop.store.errors import ArchiveError

if TYPE_CHECKING:
    from mafia_desktop.engine import Ruleset

#: integrity_check's report is cut after this many lines (SQLite's own default is 100).
INTEGRITY_LINES = 20


@dataclass
class Report:
    games: int = 0
    #: Game id → what is wrong with it.
    damaged: dict[str, digests.Problem] = field(default_factory=dict)
    #: What SQLite's integrity_check found wrong with the file's pages (empty: nothing;
    #: None: not run, the quick check).
    integrity: list[str] | None = None
    #: The tables and indexes those lines name, with the games they touch.
    trees: list[damaged_trees.DamagedTree] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def only_indexes(self) -> bool:
        """All the damage in indexes (rebuilt from the tables, nothing lost)."""
        return not self.damaged and damaged_trees.only_indexes(self.integrity or [])

    @property
    def ok(self) -> bool:
        return not self.damaged and not self.integrity

    def summary(self) -> Message:
        if self.ok:
            return Message("The archive is whole: {games} games verified in {seconds} s",
                           games=self.games, seconds=f"{self.seconds:.2f}")
        return Message("The archive is damaged: {damaged} of {games} games, %n problem(s) in the "
                       "file's pages", "", len(self.integrity or []), damaged=len(self.damaged), games=self.games)


def quick(conn: sqlite3.Connection, *, payloads: bool = False) -> Report:
    """Every game's row against the end of its log: its last event there, with the digest
    the row keeps, and nothing after it. Two index look-ups a game: a cut log (the issue's
    "115 events read as 35") shows here; a change inside the log shows on loading the game
    and in the full check. With ``payloads``, also every event whose payload a damaged page
    made NULL (a scan of the log's rows, not of their digests: what ``games`` lists)."""
    started = time.perf_counter()
    report = Report()
    bits = event_rows.SEQ_BITS
    for game_id, count, head, last_digest, last in conn.execute(
            f"SELECT g.id, g.event_count, g.event_digest, e.digest, "
            f"(SELECT max(x.id) - (g.key << {bits}) FROM events x WHERE x.id BETWEEN (g.key << {bits}) + 1 "
            f"AND (g.key << {bits}) + {event_rows.MAX_SEQ}) "
            f"FROM games g INDEXED BY games_sealed "
            f"LEFT JOIN events e ON e.id = (g.key << {bits}) + g.event_count"):
        report.games += 1
        if count is None:
            continue   # not sealed yet: an upgrade under way
        count = event_rows.count_read(count) or 0   # (None went on above)
        last = last or 0
        problem = None
        if last > count:
            problem = digests.extra(last, count)
        elif count and last_digest is None:
            problem = digests.missing(last + 1 if last < count else count)
        elif count and (not isinstance(head, bytes) or last_digest != head):   # (a text differs too)
            problem = digests.differs(count)
        if problem is not None:
            report.damaged[game_id] = problem
    if payloads:
        # typeof, not IS NULL: SQLite folds "IS NULL" of a NOT NULL column to false unread.
        for game_id, first in conn.execute(
                f"SELECT g.id, min(e.id) - (g.key << {bits}) FROM events e JOIN games g ON g.key = e.id >> {bits} "
                f"WHERE typeof(e.payload) = 'null' GROUP BY g.key"):
            report.damaged.setdefault(game_id, digests.differs(first))
    report.seconds = time.perf_counter() - started
    return report


def full(conn: sqlite3.Connection) -> Report:
    """SQLite's integrity_check, then every event of every game against its digest."""
    started = time.perf_counter()
    report = Report()
    try:
        lines = [row[0] for row in conn.execute(f"PRAGMA integrity_check({INTEGRITY_LINES})")]
    except ArchiveError as error:   # a page so damaged that the check itself stops
        lines = [str(error.message)]
    report.integrity = [] if lines == ["ok"] else lines
    report.trees = damaged_trees.named(conn, report.integrity)
    try:
        ids = [row[0] for row in conn.execute("SELECT id FROM games ORDER BY id")]
        orphans = conn.execute("SELECT game, count(*) FROM events WHERE game NOT IN (SELECT key FROM games) "
                               "GROUP BY game").fetchall()
    except ArchiveError as error:
        report.integrity.append(str(error.message))
        ids, orphans = [], []
    for key, found in orphans:   # events under a key no game has: named by it
        report.games += 1
        report.damaged[f"#{key}"] = digests.no_row(found)
    codes = event_rows.TypeCodes()
    for game_id in ids:
        report.games += 1
        try:
            rows, problem = digests.check_game(conn, game_id, codes)
            if problem is None and rows:
                problem = as_replayed(conn, game_id, rows)
        except ArchiveError as error:   # a page of this game's log cannot be read at all
            problem = digests.unreadable(error.message)
        if problem is not None:
            report.damaged[game_id] = problem
    report.seconds = time.perf_counter() - started
    return report


def as_replayed(conn: sqlite3.Connection, game_id: str, rows: list[tuple]) -> digests.Problem | None:
    """What is wrong with a game whose log verifies, seen as a replay: its events refused by
    the rules, or a column of its row that says other than its events (a flipped bit in the
    row, which no digest covers)."""
    from mafia_desktop.engine import fold   # the rules engine: +60 ms to mafia-desktop games (it checks)
    try:
        state = fold(events_of(rows))
    except RuleViolation as error:
        return digests.no_replay(error.message)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as error:   # decodes, makes no game
        return digests.no_replay(str(error))
    replayed = game_columns(state)   # every column a game is shown or set up again from
    listed = conn.execute(f"SELECT {', '.join(replayed)} FROM games WHERE id = ?", [game_id]).fetchone()
    for column, value in zip(replayed, listed):
        same = _same_rules(value, state.rules) if column == "options" else value == replayed[column]
        if not same:
            return digests.row_differs(column, value, replayed[column])
    return None


def _same_rules(options: object, ruleset: Ruleset) -> bool:
    """Do a row's options give the game's rules? (Read as rules: an older app's options
    leave out what it did not know, which the rules' defaults fill.)"""
    from mafia_desktop.engine import Ruleset   # +10 ms to mafia-desktop games (it checks)
    text = unpack(options)
    if text == DAMAGED:
        return False
    try:
        return Ruleset.from_dict(json.loads(text)) == ruleset
    except (RuleViolation, TypeError, ValueError, KeyError, AttributeError):
        return False
