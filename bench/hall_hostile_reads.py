"""The head judge's reads against a table that fills the hall within its limits (issue 42):
two games of 20,000 events of 64 kB each (the hall's own limits), written by table 1's own
login, beside table 2's real game. The judge's look must stay within its statement timeout
and the app's memory must not follow the payloads (before: every look hit the 10 s timeout,
the app reached 5.4 GB).

Figures, each printed last on its line:
- writing the two games (the table's side, server-side rows);
- the judge's first look (``Watch.tables()``: every card), and the next one;
- the reading process's peak resident memory, and Python's peak allocation during the looks.

Prints figures; asserts nothing.
Run: .venv/bin/python bench/hall_hostile_reads.py [--events 20000] [--kb 64]
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
import tracemalloc
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent)]

from mafia_desktop.hall.connection import connect  # noqa: E402
from mafia_desktop.hall.judge import Watch  # noqa: E402
from mafia_desktop.hall.setup import setup  # noqa: E402
from mafia_desktop.store import Archive  # noqa: E402

from bench.hall_tables import play, script  # noqa: E402
from bench.pgserver import Server  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=20_000)
    parser.add_argument("--kb", type=int, default=64)
    args = parser.parse_args()
    server = Server()
    server.start()
    try:
        logins = setup(server.create_database("hostile"), 2).logins
        with Archive(Path(server.root) / "t2.sqlite3") as archive:   # table 2's real game
            play(archive, script(0))
            path = archive.path
        from mafia_desktop.hall import push
        with connect(logins[1].url) as hall:
            log = push.open_log(path)
            push.push(hall, log, push.hall_heads(hall))
            log.close()
        payload = '{"x": "' + "x" * (args.kb * 1024 - 16) + '"}'
        start = time.perf_counter()
        with connect(logins[0].url) as table:
            table.execute("SET statement_timeout = 0")
            for game_id in ("flood-1", "flood-2"):
                table.execute("INSERT INTO hall.games (game_id, ruleset, options, created_at) "
                              "VALUES (%s, 's', '{}', 'x')", [game_id])
                table.execute("INSERT INTO hall.events (game_id, seq, type, payload, at, digest) SELECT %s, s, "
                              "'undone', %s, 'x', ''::bytea FROM generate_series(1, %s) s",
                              [game_id, payload, args.events])
                table.commit()
        print(f"two games of {args.events} x {args.kb} kB written by table 1: {time.perf_counter() - start:.1f} s")
        with connect(logins[-1].url) as judge:
            watch = Watch(judge)
            tracemalloc.start()
            for look in ("first", "next"):
                start = time.perf_counter()
                fair = watch.tables()[1]
                ended = fair.state is not None and fair.state.ended
                print(f"the judge's {look} look, every card: {(time.perf_counter() - start) * 1000:.0f} ms "
                      f"(table 2's game: {fair.events} events, ended: {ended})")
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
        print(f"Python's peak allocation during the looks: {peak / 2**20:.1f} MB")
        print(f"the process's peak resident memory: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")
    finally:
        server.destroy()


if __name__ == "__main__":
    main()
