"""The players' registry (``players``: every person seen, first and last seen; aliases in
``player_aliases``), and who is who at a table.

A name in another case is the same person in every alphabet ("ЁЖИК" is Ёжик); SQLite's
NOCASE folds only ASCII, so the registry's names are matched here, casefolded, from a map
read once and kept up to date by the writes that change it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    import sqlite3
    from mafia_desktop.store.projections import Change


class Registry:
    """Who is who, read from the archive's registry once and kept up to date."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self._who: dict[str, str] | None = None

    def forget(self) -> None:
        """Read again at the next question (the registry changed under it)."""
        self._who = None

    def people(self) -> dict[str, str]:
        """casefolded name → the person: registered names, then aliases (which win)."""
        if self._who is None:   # fetched at once: a guarded step a row is slower
            # (A name that is not a text, NULL in an older file or under a damaged page, names
            # nobody.)
            self._who = {name.casefold(): person for name, person in self.conn.execute(
                "SELECT nickname, nickname FROM players UNION ALL SELECT alias, player FROM player_aliases"
            ).fetchall() if isinstance(name, str) and isinstance(person, str)}
        return self._who

    def seen(self, people: Sequence[str]) -> None:
        """These people are in the registry now."""
        who = self.people()
        for person in people:
            who.setdefault(person.casefold(), person)

    def person_at(self, nicknames: Sequence[str]) -> dict[int, str]:
        """Seat → the person, for the nicknames in seat order; one person per seat: a
        nickname that is an old name of someone else at this very table is a different
        person, who keeps his own name."""
        who = self.people()
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

    def person(self, nickname: str) -> str:
        """The person behind a nickname as recorded: the registry's spelling of the name, or
        the name it was renamed or merged into; a new name is its own person."""
        return self.people().get(nickname.casefold(), nickname)


def list_players(conn: sqlite3.Connection, game_ids: Sequence[str]) -> None:
    """The games' players in seat order, kept on the game's row so the list is one read
    (and folded, for its sort and search)."""
    conn.executemany(
        "UPDATE games SET seated = (SELECT group_concat(player, char(31)) FROM "
        "(SELECT player FROM game_players WHERE game = games.key ORDER BY seat)) WHERE id = ?1",
        [(game_id,) for game_id in game_ids])
    conn.executemany("UPDATE games SET sort_players = casefold(seated) WHERE id = ?",
                     [(game_id,) for game_id in game_ids])


def from_games(conn: sqlite3.Connection, people: Sequence[str] | None = None) -> None:
    """The registry as the remaining games make it (for ``people``, or everyone): a name no
    game has any more leaves (completion stops offering it), first and last seen from the
    games themselves."""
    import json   # (a write's: not loaded with the archive before the first paint, issue 44)
    which, params = ("", []) if people is None else (
        " AND nickname IN (SELECT value FROM json_each(?))", [json.dumps(list(people))])
    conn.execute("DELETE FROM players WHERE NOT EXISTS "
                 f"(SELECT 1 FROM game_players WHERE player = players.nickname){which}", params)
    conn.execute(
        "UPDATE players SET "
        "first_seen = (SELECT min(g.created_at) FROM games g JOIN game_players p ON p.game = g.key "
        "WHERE p.player = players.nickname), "
        "last_seen = (SELECT max(g.updated_at) FROM games g JOIN game_players p ON p.game = g.key "
        f"WHERE p.player = players.nickname) WHERE 1{which}", params)


def follow(change: Change) -> None:
    """A game's end: everyone at its table was seen now (completion offers the latest first),
    at the game's start (its seats' rows) and its end, not at every tap."""
    if change.state.ended and not change.before["finished"]:
        change.conn.execute("UPDATE players SET last_seen = max(last_seen, ?) WHERE nickname IN "
                            "(SELECT player FROM game_players WHERE game = ?)", [change.last, change.key])
