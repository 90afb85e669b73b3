"""The tournament hall on loopback (issue 18): a throwaway PostgreSQL (bench/pgserver.py),
a hall of 30 tables, each table a process of its own playing real games into its own
archive with the window's feed pushing them, all at once.

Figures, each printed last on its line with its target:
- an event reaching the hall after the local write, p50 and p99 (the server's received_at
  against the table's clock after the write returned: one machine, one clock);
- the head judge's page repainted with 30 tables (the Hall page, ``judge_repaint_ms``);
- a table offline for a 10-game day catching up: ``mafia-desktop hall sync``, whole process.

Prints figures; asserts nothing.
Run: .venv/bin/python bench/hall.py [--tables 30] [--events 120] [--pace 0.05]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT)]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from mafia_desktop.hall.connection import connect  # noqa: E402
from mafia_desktop.hall.setup import setup  # noqa: E402

from bench.figures import percentile  # noqa: E402
from bench.pgserver import Server  # noqa: E402

# One table: its games played an event every PACE seconds (a real table: one every few
# seconds; faster here, so that 30 tables press the hall harder than a real hall does), each
# write's moment (the table's clock, after the write returned) printed for the bench.
TABLE = """
import json, sys, time
sys.path.insert(0, {root!r})
from mafia_desktop.engine import Timeline
from mafia_desktop.hall.feed import Feed
from mafia_desktop.store import Archive
from bench.hall_tables import script
archive = Archive({path!r})
feed = Feed(archive.path, {url!r}, poll=1.0)
archive.written.append(feed.wake)
feed.start()
while not feed.status().connected:   # the window's feed is up long before the first tap
    time.sleep(0.05)
events = script({number})[:{events}]
timeline = Timeline()
timeline.push(events[0])
game_id = archive.create_game(events[:1])
written = []
for event in events[1:]:
    time.sleep({pace})
    timeline.push(event)
    archive.append(game_id, [event], state=timeline.state)
    written.append(time.time())
deadline = time.monotonic() + 60
while feed.status().waiting and time.monotonic() < deadline:
    time.sleep(0.05)
feed.stop()
print(json.dumps({{"game": game_id, "written": written}}))
"""


def figure(name: str, value: float, unit: str, target: float, note: str = "") -> None:
    ok = "ok" if value <= target else "MISSED"
    print(f"{name}: {value:.0f} {unit}{f' ({note})' if note else ''}   target ≤ {target:g} {unit}   {ok}", flush=True)


def bench_latency(logins, folder: Path, tables: int, events: int, pace: float, organiser: str) -> None:
    children = []
    for number in range(tables):
        script = TABLE.format(root=str(ROOT), path=str(folder / f"table{number + 1}.sqlite3"),
                              url=logins[number].url, number=number, events=events, pace=pace)
        children.append(subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True))
    results = [json.loads(child.communicate()[0].strip().splitlines()[-1]) for child in children]
    delays = []
    with connect(organiser) as hall:
        for result in results:
            received = [row[0].timestamp() for row in hall.execute(
                "SELECT received_at FROM hall.events WHERE game_id = %s AND seq > 1 ORDER BY seq", [result["game"]])]
            if len(received) != len(result["written"]):
                print(f"  table of game {result['game']}: {len(result['written'])} written, {len(received)} in the hall")
            delays += [(got - wrote) * 1000 for got, wrote in zip(received, result["written"])]
    note = f"{len(delays)} events from {tables} tables at once, an event every {pace * 1000:.0f} ms at each"
    figure("event in the hall after the local write, p50", statistics.median(delays), "ms", 1000, note)
    figure("event in the hall after the local write, p99", percentile(delays, 99), "ms", 1000, note)


def bench_catch_up(login, folder: Path) -> None:
    from mafia_desktop.store import Archive

    from bench.hall_tables import play, script
    path = folder / "offline.sqlite3"
    with Archive(path) as archive:
        for number in range(10):
            play(archive, script(number))
        count = archive.conn.execute("SELECT count(*) FROM events").fetchone()[0]
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "mafia_desktop", "--db", str(path), "hall", "sync", login.url],
                          capture_output=True, text=True, cwd=ROOT)
    seconds = time.perf_counter() - began
    print(f"  {done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr[-300:]}")
    figure("catch-up of a table offline for a 10-game day (hall sync, whole process)", seconds * 1000, "ms",
           5000, f"{count} events")


def bench_judge_page(judge_url: str, tables: int) -> None:
    """The Hall page as the head judge opens it (1280×800, every table's card read from the
    hall), then every card's words changed and the page repainted (``judge_repaint_ms``)."""
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.ui.hall.hall_page import HallPage, judge_repaint_ms
    app = QApplication.instance() or QApplication([])
    page = HallPage()
    page.resize(1280, 800)
    page.show()
    page.connect_to(judge_url, None)
    deadline = time.monotonic() + 30
    while len(page.cards) < tables and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    milliseconds = judge_repaint_ms(page)
    page.shut()
    figure("the head judge's page repainted with every table's card changed", milliseconds, "ms", 100,
           f"{len(page.cards)} tables, 1280×800, median of 5")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--events", type=int, default=120, help="events each table plays")
    parser.add_argument("--pace", type=float, default=0.05, help="seconds between a table's events")
    args = parser.parse_args()
    server = Server()
    server.start()
    try:
        organiser = server.create_database("bench")
        logins = setup(organiser, args.tables).logins
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            bench_latency(logins, folder, args.tables, args.events, args.pace, organiser)
            bench_judge_page(logins[-1].url, args.tables)
            bench_catch_up(logins[args.tables - 1], folder)   # the last table's laptop, offline all day
    finally:
        server.destroy()


if __name__ == "__main__":
    main()
