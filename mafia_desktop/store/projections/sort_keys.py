"""The games list's sort keys, kept on each game's row so that SQL sorts and searches them.

SQLite's NOCASE folds only ASCII, and our players are Hebrew, Latvian and Russian too: the
keys are folded here (``str.casefold``) when a game is written. Numbers in labels sort as
numbers ("table 2" before "table 10").
"""

from __future__ import annotations

import re

#: Between the names in a game's ``seated`` and ``sort_players`` columns.
SEPARATOR = "\x1f"
_DIGITS = re.compile(r"\d+")


def natural(text: str) -> str:
    """``text`` folded, each run of digits padded so that it sorts as a number."""
    return _DIGITS.sub(lambda run: run.group().rjust(12, "0"), text.casefold())


def listing_keys(club: str, tournament: str, table_no: str, game_no: str, host: str,
                 seated: str) -> tuple[str, str, str]:
    """``(sort_where, sort_host, sort_players)`` of a game's row. ``sort_players`` is the
    players in seat order, folded: the Players column's key, and what a nickname search
    looks in (a part of a name never spans the separator)."""
    where = SEPARATOR.join(natural(part) for part in (club, tournament, table_no, game_no))
    return where, host.casefold(), seated.casefold()


def needle(text: str) -> str:
    """What a search looks for: the typed text folded (never the separator)."""
    return text.strip().replace(SEPARATOR, "").casefold()
