"""Repair: a damaged game named with its way back (the newest backup that holds it whole);
every projection rebuilt from the log; the archive checked; digests made for the games an
upgrade found without them."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from mafia_desktop.engine.errors import Message
from mafia_desktop.store.errors import DamagedGame
from mafia_desktop.store.log.event_log import update_game
from mafia_desktop.store.opening import upkeep
from mafia_desktop.store.projections import game_columns, project

if TYPE_CHECKING:
    from mafia_desktop.store.archive import Archive
    from mafia_desktop.store.housekeeping.check import Report
    from mafia_desktop.store.log import digests

logger = logging.getLogger(__name__)


def damaged_game(archive: Archive, game_id: str, problem: digests.Problem) -> DamagedGame:
    """The error for a damaged game: what is wrong, and the way back (the newest backup that
    holds it whole). The game is remembered as damaged."""
    from mafia_desktop.store.housekeeping import backups
    archive.damaged[game_id] = problem
    if archive.more_backup_folders is not None:
        archive.backup_folders += archive.more_backup_folders()
        archive.more_backup_folders = None
    backup = backups.find_whole(archive.backup_folders, archive.path.stem, game_id)
    if backup is None:
        way = Message("no backup holds it whole")
    else:
        way = Message("the last backup that holds it whole is {backup} (restore it from Settings → "
                      "Backups, or with mafia-desktop restore-backup {name})", backup=backup.path,
                      name=backup.path.name)
    return DamagedGame("Game {game} is damaged: {what}. Its replay and protocol are refused. "
                       "The way back: {way}", game=game_id, what=problem.words, way=way,
                       game_id=game_id, problem=problem.words, backup=backup.path if backup else None)


def rebuild(archive: Archive, progress: upkeep.Progress | None = None) -> bool:
    """Every derived row computed again from the event log (and the players' aliases), a
    batch of games per transaction (``upkeep``); False if ``progress`` stopped it (it goes on
    at the next writable open). A game whose log cannot be read keeps its listing, has no
    seats counted, and is named in ``archive.unreadable``: one damaged game never keeps the
    others out."""
    archive.unreadable = []
    with archive.atomic():
        archive.conn.executemany("INSERT OR REPLACE INTO upkeep (task, done) VALUES (?, 0)",
                                 [("rebuild",), ("ratings",)])
    archive.upkeep_left = not upkeep.run(archive, progress)
    return not archive.upkeep_left


def rebuild_game(archive: Archive, game_id: str) -> None:
    """One game's seats, listing, rules and options from its events again (the rebuild's
    step): the projections as a tap runs them, the figures and ratings left to the rebuild's end."""
    from mafia_desktop.engine import fold
    archive.conn.execute("DELETE FROM game_players WHERE game = ?", [archive.log.key(game_id)[0]])
    try:
        state = fold(archive.events(game_id), check=False)
    except Exception:   # a damaged payload, an undo of nothing, a seat that is not there
        logger.warning("game %s cannot be read again", game_id, exc_info=True)
        archive.unreadable.append(game_id)
        return
    project(archive.log, game_id, state, archive.registry, archive.rate, count=False)
    update_game(archive.conn, game_id, game_columns.game_columns(state))   # its rules and options (check holds them)


def check(archive: Archive, *, full: bool = False, payloads: bool = False) -> Report:
    """The quick (``payloads``: and NULL payloads) or the full check (``check.py``), on a
    connection of its own (so it may run in a thread beside the host's game); the damaged
    games it finds are remembered."""
    from mafia_desktop.store.housekeeping import check as checks
    conn = archive.reading_connection()
    try:
        report = checks.full(conn) if full else checks.quick(conn, payloads=payloads)
    finally:
        conn.close()
    archive.damaged.update(report.damaged)
    return report


def rebuild_indexes(archive: Archive, report: Report) -> list[str]:
    """The damaged indexes of a full check's ``report`` rebuilt from their tables, if they are
    all its damage (``Report.only_indexes``); returns their names (none rebuilt: [])."""
    from mafia_desktop.store.housekeeping import damaged_trees
    if not report.only_indexes:
        return []
    archive._need_write()
    names = [tree.name for tree in report.trees if tree.index]
    with archive.atomic():
        damaged_trees.rebuild(archive.conn, names)
    return names


def seal_games(archive: Archive, counter: upkeep.Counter | None = None) -> None:
    """Digests for the games an upgrade found without them, a batch per transaction; the
    'digests' note goes once none is left, so an upgrade cut short goes on next time."""
    while True:
        ids = [row[0] for row in archive.conn.execute(
            "SELECT id FROM games WHERE event_count IS NULL LIMIT ?", [upkeep.BATCH["digests"]])]
        with archive.atomic():
            for game_id in ids:
                archive.log.seal(game_id)
                if counter is not None:
                    counter.step()
            if not ids:
                archive.conn.execute("DELETE FROM upkeep WHERE task = 'digests'")
        if not ids:
            return
