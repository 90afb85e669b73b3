"""A player renamed, or merged into another: the games keep the nickname as it was recorded
(the log is never rewritten); the old name becomes an alias, so his games, his statistics,
his rating and any later game recorded under the old name count for the new one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mafia_desktop.engine.errors import Message
from mafia_desktop.store.errors import ArchiveError
from mafia_desktop.store.housekeeping import photos
from mafia_desktop.store.projections import figures, players

if TYPE_CHECKING:
    from mafia_desktop.store.archive import Archive


def merge_target(archive: Archive, old: str, new: str) -> str | None:
    """The registered player, other than ``old``, whom renaming ``old`` to ``new`` would
    merge him into (the name in any case); None if ``new`` is nobody's name yet."""
    registered = archive.conn.execute("SELECT nickname FROM players").fetchall()
    return next((name for (name,) in registered
                 if name.casefold() == new.casefold() and name.casefold() != old.casefold()), None)


def rename(archive: Archive, old: str, new: str) -> Message:
    """Give a player a new name, or merge him into another player when the name is taken;
    returns what was done, in words."""
    conn = archive.conn
    new = new.strip()
    current = conn.execute("SELECT nickname FROM players WHERE nickname = ?", [old]).fetchone()
    if current is None:
        raise ArchiveError("There is no player {name!r} in the archive", name=old)
    old = current[0]
    if not new:
        raise ArchiveError("A player needs a name")
    if new == old:
        raise ArchiveError("{name} is already called so", name=old)
    target = merge_target(archive, old, new)
    aliases = dict(conn.execute("SELECT alias, player FROM player_aliases").fetchall())
    owner = next((person for alias, person in aliases.items() if alias.casefold() == new.casefold()), None)
    if target is None and owner is not None and owner.casefold() != old.casefold():
        raise ArchiveError("{name!r} is another name of {owner}: rename to {owner} to merge",
                           name=new, owner=owner)
    merge = target is not None
    new = target if target is not None else new
    together = conn.execute(
        "SELECT count(*) FROM game_players a JOIN game_players b ON a.game = b.game "
        "WHERE a.player = ? AND b.player = ? AND a.seat <> b.seat", [old, new]).fetchone()[0]
    if merge and together:
        raise ArchiveError("{old} and {new} sat at the same table in %n game(s): "
                           "they are two people, not one", "", together, old=old, new=new)
    with archive.atomic():
        # The new name is the person now: it is no one's alias any more.
        conn.execute("DELETE FROM player_aliases WHERE alias = ? AND alias <> ?", [new, old])
        conn.execute("UPDATE player_aliases SET player = ? WHERE player = ?", [new, old])
        conn.execute("INSERT OR REPLACE INTO player_aliases (alias, player) VALUES (?, ?)", [old, new])
        moved = [row[0] for row in conn.execute(
            "SELECT DISTINCT g.id FROM game_players p JOIN games g ON g.key = p.game WHERE p.player = ?", [old])]
        figures.count(conn, moved, -1)
        conn.execute("UPDATE game_players SET player = ? WHERE player = ?", [new, old])
        figures.count(conn, moved, 1)
        photos.rename(archive, old, new)
        from mafia_desktop.store.projections import ratings   # (not at start-up: tests/test_start_up.py)
        ratings.rename(conn, old, new, merge=merge)
        players.list_players(conn, moved)
        first, last = conn.execute("SELECT min(first_seen), max(last_seen) FROM players WHERE nickname IN (?, ?)",
                                   [old, new]).fetchone()
        conn.execute("DELETE FROM players WHERE nickname IN (?, ?)", [old, new])
        conn.execute("INSERT INTO players (nickname, first_seen, last_seen) VALUES (?, ?, ?)", [new, first, last])
    archive.registry.forget()
    listed = conn.execute(
        "SELECT count(DISTINCT game) FROM game_players WHERE player = ? AND game IN "
        "(SELECT key FROM games WHERE deleted_at IS NULL)", [new]).fetchone()[0]
    if merge:
        return Message("{old} merged into {new}: %n game(s) moved, {count} in all now", "", len(moved),
                       old=old, new=new, count=listed)
    return Message("{old} is now called {new} (%n game(s))", "", listed, old=old, new=new)
