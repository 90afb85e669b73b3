"""The hall's watchdog (issue 42): what one call of ``hall.stop_long_statements()`` costs the
server, as the head judge's page makes it twice a second and every table's feed every few
seconds: with 30 tables' sessions idle, and with another user of the server holding 5,000
advisory locks (the watchdog reads the server's whole lock table to find a hall login's).

Prints figures; asserts nothing.
Run: .venv/bin/python bench/hall_watchdog.py [--tables 30] [--locks 5000] [--calls 300]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[1])]


def main() -> None:
    import psycopg

    from mafia_desktop.hall.setup import setup

    from bench.pgserver import Server
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--locks", type=int, default=5000)
    parser.add_argument("--calls", type=int, default=300)
    args = parser.parse_args()
    server = Server()
    server.start()
    try:
        logins = setup(server.create_database("watchdog"), args.tables).logins
        tables = [psycopg.connect(login.url, autocommit=True) for login in logins[:-1]]
        judge = psycopg.connect(logins[-1].url, autocommit=True)

        def per_call() -> float:
            start = time.perf_counter()
            for _ in range(args.calls):
                judge.execute("SELECT hall.stop_long_statements()").fetchone()
            return (time.perf_counter() - start) / args.calls * 1000
        print(f"watchdog, {len(tables) + 1} hall sessions idle: {per_call():.2f} ms a call")
        with psycopg.connect(server.url(), autocommit=True) as other:
            other.execute("SELECT count(pg_advisory_lock(i)) FROM generate_series(1, %s) i", [args.locks])
            print(f"watchdog, {args.locks} advisory locks held by another user: {per_call():.2f} ms a call")
        for conn in [*tables, judge]:
            conn.close()
    finally:
        server.destroy()


if __name__ == "__main__":
    main()
