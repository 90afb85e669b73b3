"""What an archive costs on disk, and the upgrades that brought it down (version 8's compact
event log, version 10's packed payloads): a copy of an older archive (``--old``, e.g.
scale_archive's 100,000 games as version 7 or 9 wrote them) upgraded the way the app does it
at its first writable open (the backup copy first, then the events moved a batch of games per
transaction, then the file compacted), timed; then the bytes before and after, a game's and
an event's share, and the biggest tables and indexes (dbstat). Or ``--db`` alone: the bytes
of an archive of this version. Prints figures; asserts nothing.
Run: .venv/bin/python bench/archive_bytes.py --old /work/big/v9-100k.sqlite3 --work /tmp/bytes
"""

from __future__ import annotations

import argparse
import shutil
import sqlite3
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mafia_desktop.store import Archive  # noqa: E402
from mafia_desktop.store.opening import schema

#: The tables and indexes listed by size.
SHOWN = 10


def sizes(path: Path) -> None:
    """The file's bytes, per game and per event, and its biggest parts."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        games = conn.execute("SELECT count(*) FROM games").fetchone()[0]
        events = conn.execute("SELECT count(*) FROM events").fetchone()[0]
        parts = conn.execute("SELECT name, sum(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC").fetchall()
    finally:
        conn.close()
    size = path.stat().st_size
    print(f"{path.name}: {size / 1e9:.3f} GB, {games} games, {events} events: "
          f"{size / max(games, 1):,.0f} bytes a game, {size / max(events, 1):.1f} bytes an event (the whole file)")
    events_bytes = sum(part for name, part in parts if name == "events" or name.startswith("sqlite_autoindex_events"))
    print(f"  the event log: {events_bytes / 1e9:.3f} GB, {events_bytes / max(events, 1):.1f} bytes an event")
    for name, part in parts[:SHOWN]:
        print(f"  {name:34} {part / 1e6:9.1f} MB  {part / max(games, 1):8,.0f} bytes a game")


def upgrade(source: Path, work: Path) -> Path:
    """A copy of ``source`` (an older version) upgraded as the app does it; prints the time it took."""
    version = schema.inspect(source)
    if version is None or version >= schema.SCHEMA_VERSION:
        raise SystemExit(f"{source} is not an archive of an older version")
    work.mkdir(parents=True, exist_ok=True)
    copy = work / "upgraded.sqlite3"
    for stale in work.glob("upgraded.sqlite3*"):
        stale.unlink()
    conn = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True)
    target = sqlite3.connect(copy)
    conn.backup(target)   # (the source may be open elsewhere: its last moves are in its -wal)
    target.close()
    conn.close()
    before = copy.stat().st_size
    sizes(copy)
    started = time.perf_counter()
    with Archive(copy) as archive:
        took = time.perf_counter() - started
        archive.checkpoint()
    backup = copy.with_name(f"{copy.name}.v{version}.bak")
    print(f"upgrade {version} → {schema.SCHEMA_VERSION}: {took:.0f} s at the first open (the backup copy of "
          f"{backup.stat().st_size / 1e9:.2f} GB included); {before / 1e9:.3f} GB → {copy.stat().st_size / 1e9:.3f} GB")
    backup.unlink()
    return copy


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--old", type=Path, help="an archive of an older version: a copy of it is upgraded and timed")
    parser.add_argument("--work", type=Path, default=Path("bytes-bench"), help="where the copy goes")
    parser.add_argument("--db", type=Path, help="an archive of this version: its bytes alone")
    parser.add_argument("--keep", action="store_true", help="keep the upgraded copy")
    args = parser.parse_args()
    if args.db:
        sizes(args.db)
    if args.old:
        copy = upgrade(args.old, args.work)
        sizes(copy)
        if not args.keep:
            shutil.rmtree(args.work)


if __name__ == "__main__":
    main()
