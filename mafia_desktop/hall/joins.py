"""Where in a table's archive the table joined a hall: the archive's last game's rowid at the
table's first connection to that hall, kept on this laptop (``hall-joins.json`` in the
user's state folder), so that every game begun after it is the hall's whatever the laptop's
clock said when it was begun (a clock set back by hand after joining loses no game).

A join is keyed by the archive's file and the hall's identity (its database, the table's
login and the moment the organiser set it up: a hall set up again is joined again). Lost
(another laptop, the file deleted), the table's games are found as before: by the clock,
and after the first game the hall holds.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from pathlib import Path

logger = logging.getLogger(__name__)

FILE_NAME = "hall-joins.json"


def joins_file() -> Path:
    import platformdirs   # +11 ms, once a hall is used
    return Path(platformdirs.user_state_dir("mafia-desktop", appauthor=False)) / FILE_NAME


def join_key(archive: str, hall: str) -> str:
    """The join's name: a digest of the archive's path and the hall's identity (no secret in either)."""
    return hashlib.sha256(f"{Path(archive).resolve()}\n{hall}".encode()).hexdigest()[:32]


def _read() -> dict[str, int]:
    try:
        data = json.loads(joins_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, int)}


def joined(key: str) -> int | None:
    """The archive's rowid the table joined the hall at (None: not joined from this laptop)."""
    return _read().get(key)


def join(key: str, rowid: int) -> int:
    """Kept, unless a join is kept already (the first one stands); the rowid that stands."""
    joins = _read()
    if key in joins:
        return joins[key]
    joins[key] = rowid
    path = joins_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        new = path.with_suffix(".new")
        new.write_text(json.dumps(joins, indent=1), encoding="utf-8")
        os.replace(new, path)
    except OSError:   # a read-only home: the join holds for this run (the clock's rule stays)
        logger.warning("the hall's join was not kept in %s", path, exc_info=True)
    return rowid
