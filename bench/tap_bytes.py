"""Bytes a tap writes: what this process writes (``wchar`` in /proc/self/io: the log, and
the checkpoints' share) for each acknowledged append of a host's game (random play, as the
window stores it), in an empty archive and in one that holds some games already; and the
write-ahead log's largest size, which is the room a game in play needs beyond what its
events add to the file (a disk with less refuses taps). Prints figures; asserts nothing.
Run: .venv/bin/python bench/tap_bytes.py [--games 200] [--taps 400]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mafia_desktop.engine import preset  # noqa: E402
from mafia_desktop.engine.autoplay import RandomHost  # noqa: E402
from mafia_desktop.store import Archive  # noqa: E402


def play(archive: Archive, seed: int, taps: int | None = None, times: list[float] | None = None) -> list[int]:
    """One game tapped through (or ``taps`` of it); the bytes written at each append (and
    into ``times`` each append's time, in ms)."""
    host = RandomHost(preset("sport"), random.Random(seed), undo_rate=0.03, check_undo=False)
    game_id = archive.create_game(host.game.events)
    stored, written = len(host.game.events), []
    while not host.state.ended and (taps is None or len(written) < taps):
        host.act()
        before, started = _written(), time.perf_counter()
        archive.append(game_id, host.game.events[stored:], state=host.state)
        if times is not None:
            times.append((time.perf_counter() - started) * 1000)
        written.append(_written() - before)
        stored = len(host.game.events)
    return written


def _written() -> int:
    """The bytes this process has handed to write() so far."""
    for line in Path("/proc/self/io").read_text().splitlines():
        if line.startswith("wchar:"):
            return int(line.split()[1])
    raise SystemExit("this bench reads /proc/self/io (Linux)")


def figures(label: str, grown: list[int]) -> None:
    print(f"{label}: {len(grown)} taps, {statistics.mean(grown) / 1e3:.1f} kB a tap on average "
          f"(median {statistics.median(grown) / 1e3:.1f} kB, most {max(grown) / 1e3:.1f} kB)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200, help="games in the fuller archive")
    parser.add_argument("--taps", type=int, default=400)
    parser.add_argument("--wal-pages", type=int, default=0,
                        help="the log's pages between checkpoints (SQLite's wal_autocheckpoint; 0: the archive's)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "empty.sqlite3"
        with Archive(path) as archive:
            if args.wal_pages:
                archive.conn.execute(f"PRAGMA wal_autocheckpoint = {args.wal_pages}")
            archive.checkpoint()
            figures("an empty archive", play(archive, 1, args.taps))
        path = Path(folder) / "fuller.sqlite3"
        with Archive(path) as archive:
            if args.wal_pages:
                archive.conn.execute(f"PRAGMA wal_autocheckpoint = {args.wal_pages}")
            for seed in range(args.games):
                play(archive, 100 + seed)
            archive.checkpoint()
            size = path.stat().st_size
            figures(f"an archive of {args.games} games ({size / 1e6:.1f} MB)", play(archive, 2, args.taps))
            times: list[float] = []
            for seed in range(5):
                play(archive, 300 + seed, times=times)
            times.sort()
            print(f"append, {len(times)} taps: p50 {times[len(times) // 2]:.2f} ms, "
                  f"p99 {times[int(len(times) * 0.99)]:.2f} ms")
            wal = path.with_name(path.name + "-wal").stat().st_size   # (it never shrinks while open)
            print(f"the log's largest size: {wal / 1e6:.2f} MB (reused from its start after each "
                  f"checkpoint, every {archive.conn.execute('PRAGMA wal_autocheckpoint').fetchone()[0]} pages): "
                  "the room a game in play needs beyond what its events add to the file")


if __name__ == "__main__":
    main()
