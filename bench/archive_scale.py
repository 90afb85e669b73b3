"""A federation's archive on one laptop (issue 17): every figure against an archive of N games
(default 100,000) that this script generates (``bench/scale_archive.py``), each printed last
with its target beside it, then the table of all of them.

- import: Polemica records through ``mafia-desktop import DIR`` and ``import -`` (one JSON a
  line on stdin), whole processes, each into a copy of the big archive: records per second;
- start to an interactive window (shown, event loop idle) through the app's own entry point,
  against a bare PySide6 window started the same way in the same run (medians of 7);
- the games list: its first screen (Ctrl+F), scrolling to any row, sorting by any column;
- a nickname search (parts of names, four alphabets, other case, old names of renamed players),
  typed to its first screen painted, and the time until every game found is counted (a
  search found in many games counts them in a thread);
- the Players tab shown, a player's page;
- resident memory with the list, a search, the Players tab and a replay open;
- the protocols of 100 games in one PDF.

Prints figures; asserts nothing.
Run: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/archive_scale.py [--games 100000]
     [--keep PATH] [--records 3000] [--only startup,window,pdf,import] [--starts 7]
(``--keep``: build the archive there once and reuse it; the imports go into copies of it.)
"""

from __future__ import annotations

import argparse
import compileall
import io
import json
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from contextlib import closing
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT), str(HERE)]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from figures import resident_mb  # noqa: E402
from scale_archive import NICKNAMES, build, renamed  # noqa: E402

from mafia_desktop.store import Archive  # noqa: E402

REAL = ROOT / "tests" / "data" / "real-games" / "polemica"
FIGURES: list[tuple[str, str, str, bool]] = []


def figure(name: str, value: float, unit: str, target: float, *, at_least: bool = False, note: str = "") -> None:
    """One figure, printed with its target last on the line, and kept for the table."""
    ok = value >= target if at_least else value <= target
    shown = f"{value:.2f}" if unit in ("×", "s") else f"{value:.0f}"
    wanted = f"{'≥' if at_least else '≤'} {target:g} {unit}".replace(" ×", "×")
    FIGURES.append((name, f"{shown} {unit}".replace(" ×", "×"), wanted, ok))
    print(f"{name}: {shown} {unit}{f' ({note})' if note else ''}   target {wanted}", flush=True)


def timed(call) -> float:
    start = time.perf_counter()
    call()
    return (time.perf_counter() - start) * 1000


def timed_cpu(call) -> tuple[float, float]:
    """Milliseconds of wall time and of this thread's CPU time (the window's work, whatever
    else shares the cores)."""
    start, cpu = time.perf_counter(), time.thread_time()
    call()
    return (time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000


# -- import --------------------------------------------------------------------------------------

def polemica_records(count: int, run: str | None = None) -> list[dict]:
    """Real Polemica records, each under an id of its own, with other people at the table and
    begun at a time of its own in the year from the originals' (a federation's year of games:
    thousands begun at the very same minute would each be a candidate twin of all the others,
    ``importing.same_game_elsewhere``). ``run``: the ids' stem and the people's and times'
    seed (None: a new one; the same one gives the same records)."""
    originals = [json.loads(path.read_text(encoding="utf-8")) for path in sorted(REAL.glob("*.json"))]
    run = run or uuid.uuid4().hex[:8]
    rng = random.Random(run)
    records = []
    for number in range(count):
        record = json.loads(json.dumps(originals[number % len(originals)]))
        record["id"] = f"{run}-{number}"
        began = datetime.fromisoformat(record["started"]) + timedelta(minutes=rng.randrange(365 * 24 * 60))
        record["started"] = began.isoformat(timespec="milliseconds")
        for player, name in zip(record["players"], rng.sample(NICKNAMES, len(record["players"]))):
            player["username"] = name
            player.setdefault("player", {})["username"] = name
        records.append(record)
    return records


def app_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "mafia_desktop", *args]


def as_installed() -> dict[str, str]:
    """The environment of a process that runs the app as an installed one does: from compiled
    bytecode (pip compiles it on install), not compiling every module at each start."""
    compileall.compile_dir(str(ROOT / "mafia_desktop"), quiet=1)
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def bench_import(path: Path, count: int, folder: Path) -> None:
    """Both imports, whole processes, each against the floor that its halves set on this
    machine now (``import_halves``: reading and writing apart into a fresh archive, measured
    just before the import and again just after it, the mean of the two: this machine's
    speed drifts by a third within minutes, and a floor taken once, before, set the ratio of
    the very same rate at 0.56 or 0.79), with the CPU the processes used and how busy the
    cores were. Beside it, two floors more: the halves with both cores busy (each half while
    a second reader works on the other core, as in an import), and, where the archive holds
    games already, the halves into a copy of it (a big archive's indexes make each record's
    writing dearer: the import writes there, not into a fresh one). Every floor is the halves
    of as many records as the import: a record's writing grows with the archive it goes into
    (the writing half 0.259 ms a record for 1,000 records into a fresh archive, 0.270-0.272
    for 5,000, measured), so the halves of the first 1,000 alone made a floor for 5,000
    records quicker than their own."""
    from import_halves import halves
    import process_clock
    records = polemica_records(2 * count)
    files = folder / "records"
    files.mkdir()
    for number, record in enumerate(records[:count]):
        (files / f"{number:06d}.json").write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    stream = folder / "records.jsonl"
    stream.write_text("\n".join(json.dumps(record, ensure_ascii=False) for record in records[count:]) + "\n",
                      encoding="utf-8")
    events = sum(len(r.get("votes") or []) for r in records[:count]) / count
    env = as_installed()
    big = holds_games(path)
    for name, args, given in (("import DIR (whole process)", [str(files)], None),
                              ("import - (JSON lines on stdin)", ["-"], stream)):
        before = halves(folder / f"halves-{len(FIGURES)}-before.sqlite3", count, statements=False)
        into = as_given(path, folder / "into.sqlite3")
        # The backup a big import makes first is a copy of the whole archive (2.5 GB here):
        # made and timed apart, so that the import finds it up to date; and on the disk before
        # the import begins (the kernel wrote its hundreds of MB out while the import synced
        # its commits, which waited behind them).
        began = time.perf_counter()
        subprocess.run(app_command("--db", str(into), "backup"), capture_output=True, env=env, check=True)
        os.sync()
        print(f"  a backup before the import, made apart and synced: {time.perf_counter() - began:.1f} s")
        with open(given or os.devnull, "rb") as stdin, open(folder / "out", "w+") as out, \
                open(folder / "err", "w+") as err:
            tree = process_clock.run(lambda: subprocess.Popen(
                app_command("--db", str(into), "import", *args), stdin=stdin, stdout=out, stderr=err, env=env))
            out.seek(0)
            err.seek(0)
            said, complaints = out.read().strip(), err.read()
        print(f"  {said.splitlines()[-1] if said else complaints[-300:]}")
        backup = next((line for line in complaints.splitlines() if "backup was made" in line), "")
        rate = count / tree.wall
        after = halves(folder / f"halves-{len(FIGURES)}-after.sqlite3", count, statements=False)
        reading, writing = (statistics.mean(pair) for pair in zip(before, after))
        floor = 2000 / (reading + writing)
        print(f"  the halves before the import {sum(before):.2f} ms a record, after it {sum(after):.2f}")
        beside = halves(folder / f"halves-{len(FIGURES)}-busy.sqlite3", count, statements=False,
                        beside=True)
        busy = 2000 / sum(beside)
        print(f"  the floor with both cores busy (each half beside a second reader: reading {beside[0] / reading:.2f}×, "
              f"writing {beside[1] / writing:.2f}× alone): {busy:.0f} records/s, the import {rate / busy:.2f} of it")
        if big:
            copy = folder / "own-floor.sqlite3"
            shutil.copyfile(path, copy)
            own = 2000 / sum(halves(copy, count, statements=False))
            copy.unlink()
            print(f"  the halves into a copy of {path.name} (its own floor): {own:.0f} records/s, "
                  f"the import {rate / own:.2f} of it")
        print(f"  {tree.total / count * 1000:.2f} ms of CPU a record (the halves: {reading:.2f} + {writing:.2f}); "
              f"{tree.shares()}" + (f"; {backup.strip()}" if backup else ""))
        figure(name, rate, "records/s", 1000, at_least=True,
               note=f"{count} Polemica records, {events:.0f} votes each on average, into {path.name}; "
                    f"the halves' floor on 2 cores {floor:.0f} records/s, {rate / floor:.2f} of it")
        figure(f"{name}: share of the floor", rate / floor, "×", 0.85, at_least=True)


def as_given(path: Path, into: Path) -> Path:
    """``into``, a copy of the archive at ``path`` as it was given, with nothing an earlier
    import left beside it (its log, its lock, its backups): each import goes into the archive
    the figure names. Both went into ``path`` in turn, the second into what the first left:
    "1,000 records into a fresh archive" went into one of 1,000 games, and rated them all
    again at its end."""
    for left in into.parent.glob(into.name + "*"):
        left.unlink()
    shutil.rmtree(into.with_name(into.stem + "-backups"), ignore_errors=True)
    shutil.copyfile(path, into)
    return into


def holds_games(path: Path) -> bool:
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
        return conn.execute("SELECT EXISTS (SELECT 1 FROM games)").fetchone()[0] == 1


# -- start-up ------------------------------------------------------------------------------------

STARTUP = """
import os, sys, time
start, cpu = time.perf_counter(), time.process_time()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, {root!r})


def when_idle(app):
    # The window is shown, then painted in the event loop's first round; a timer queued now
    # fires in that round, the one it queues in the next: the loop is idle, the window up.
    from PySide6.QtCore import QTimer

    def report():
        print(time.perf_counter() - start, time.process_time() - cpu)
        app.quit()
    QTimer.singleShot(0, lambda: QTimer.singleShot(0, report))


if sys.argv[1] == "bare":
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow
    app = QApplication([])
    window = QMainWindow()
    window.resize(1280, 800)
    window.show()
    when_idle(app)
    app.exec()
elif sys.argv[1] == "floor":
    sys.path.insert(0, {bench!r})
    from startup_floor import start_window
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    window = start_window()
    window.show()
    when_idle(app)
    app.exec()
else:
    # As the console script starts: nothing of Qt imported before the app imports it (the
    # order decides what PySide's import hook reads, issue 44), the report armed on the
    # QApplication that app.run makes (``theme.application``) once that module is loaded.
    import importlib.util

    class ArmTheApplication:
        def find_spec(self, name, path=None, target=None):
            if name != "mafia_desktop.ui.shared.theme":
                return None
            sys.meta_path.remove(self)
            spec = importlib.util.find_spec(name)
            load = spec.loader.exec_module

            def exec_module(module):
                load(module)
                made = module.application

                def application(program):
                    app = made(program)
                    when_idle(app)
                    return app
                module.application = application
            spec.loader.exec_module = exec_module
            return spec

    sys.meta_path.insert(0, ArmTheApplication())
    from mafia_desktop.__main__ import main
    main(["--db", sys.argv[2]])
"""


def bench_startup(path: Path, folder: Path, starts: int = 7) -> None:
    """The bare window and the app started the same way, by the same Python, from compiled
    bytecode, on the same Qt platform, with settings of their own (the app at its first
    size, 1280×800, as the bare window; the app as its console script starts it, nothing of
    Qt imported before its own import of it), stopped the same way (painted, the event loop idle);
    taken in turn, medians of ``starts`` after one of each to warm the file cache. Beside them the
    floor (``startup_floor``: the same first screen in plain PySide6, no app). The CPU time
    each used is printed too: on a shared machine it varies less than the wall clock."""
    script = folder / "start.py"
    script.write_text(STARTUP.format(root=str(ROOT), bench=str(HERE)))
    env = as_installed()
    compileall.compile_file(str(HERE / "startup_floor.py"), quiet=1)
    env["XDG_CONFIG_HOME"] = str(folder / "config")   # no window size or language of the developer's
    if env.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
        # Qt's offscreen screen is 800×800 unless told: the app fits its window to its screen
        # (798×774 painted) while the bare window and the floor paint 1280×800, 400 page faults
        # more (3 ms on this VM). A screen that holds 1280×800, the same window for each.
        screen = folder / "screen.json"
        screen.write_text(json.dumps({"screens": [{"name": "bench", "x": 0, "y": 0, "width": 1600, "height": 1000,
                                                   "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
        env["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"

    def run(*args: str) -> tuple[float, float]:
        out = subprocess.run([sys.executable, str(script), *args], capture_output=True, text=True, check=True,
                             env=env).stdout
        wall, cpu = out.strip().splitlines()[-1].split()
        return float(wall), float(cpu)
    kinds = {"bare": ("bare",), "floor": ("floor",), "app": ("app", str(path))}
    for args in kinds.values():
        run(*args)
    runs: dict[str, list[tuple[float, float]]] = {kind: [] for kind in kinds}
    for _ in range(starts):
        for kind, args in kinds.items():
            runs[kind].append(run(*args))
    wall = {kind: statistics.median(w for w, _ in taken) for kind, taken in runs.items()}
    cpu = {kind: statistics.median(c for _, c in taken) for kind, taken in runs.items()}
    b, o = wall["bare"], wall["app"]
    print(f"  CPU time: bare {cpu['bare'] * 1000:.0f} ms, floor {cpu['floor'] * 1000:.0f} ms "
          f"({cpu['floor'] / cpu['bare']:.2f}×), mafia-desktop {cpu['app'] * 1000:.0f} ms "
          f"({cpu['app'] / cpu['bare']:.2f}×)")
    print(f"  floor (the same first screen in plain PySide6, bench/startup_floor.py): {wall['floor'] * 1000:.0f} ms, "
          f"{wall['floor'] / b:.2f}× the bare window")
    figure("start to an interactive window / bare PySide6 window", o / b, "×", 1.3,
           note=f"bare {b * 1000:.0f} ms, mafia-desktop {o * 1000:.0f} ms (medians of {starts})")
    # Issue 44's figure: the app against the same first screen in plain PySide6, both measured
    # here, in turn (a shared machine's load falls on both; its CPU time beside it).
    figure("start to an interactive window / its floor", o / wall["floor"], "×", 1.15,
           note=f"floor {wall['floor'] * 1000:.0f} ms, mafia-desktop {o * 1000:.0f} ms; CPU time "
                f"{cpu['app'] / cpu['floor']:.2f}× the floor's")


# -- the window ----------------------------------------------------------------------------------

def searches(archive: Archive) -> list[str]:
    """Whole names and parts of them, in every alphabet and another case, and old names."""
    rng = random.Random(5)
    names = rng.sample(NICKNAMES, 8)
    return [*names, *(name[1:4] for name in names[:4]), *(name.upper() for name in names[4:]),
            "ёжи", "ŠAR", "שר", "nn1", *renamed(archive)[:4]]


def bench_window(path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.ui.window import MainWindow

    app = QApplication.instance() or QApplication([])
    archive = Archive(path)
    window = MainWindow(archive, sounds=False)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    window.warm_up()            # as 300 ms after the start, while the host looks at the start page
    window.background.wait()    # the quick check of every game, in its thread
    app.processEvents()
    figure("games list: first screen (Ctrl+F)", timed(lambda: (window.show_archive(), app.processEvents())), "ms", 100,
           note=f"{window.archive_page.games.model.rowCount()} games")
    browser = window.archive_page.games
    table, model = browser.table, browser.model
    rng = random.Random(3)
    rows = [rng.randrange(model.rowCount()) for _ in range(25)]
    scrolls = [timed(lambda r=r: (table.scrollTo(model.index(r, 0)), table.viewport().repaint())) for r in rows]
    figure("games list: scroll to any row (slowest of 25)", max(scrolls), "ms", 50,
           note=f"median {statistics.median(scrolls):.1f} ms")
    sorts = {}
    for column in range(model.columnCount()):
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            sorts[(column, order)] = timed(lambda c=column, o=order: (table.sortByColumn(c, o), app.processEvents()))
    slowest = max(sorts, key=sorts.get)
    figure("games list: sort by any column (slowest)", sorts[slowest], "ms", 300,
           note=f"column {model.headerData(slowest[0], Qt.Orientation.Horizontal)!r}, median "
                f"{statistics.median(sorts.values()):.0f} ms")
    table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    found, counted = {}, {}
    for text in searches(archive):
        browser.search.clear()
        app.processEvents()
        start = time.perf_counter()
        found[text] = (timed(lambda t=text: (browser.search.setText(t), app.processEvents())), model.rowCount())
        window.background.wait()   # a search found in many games counts the rest in a thread
        app.processEvents()
        counted[text] = ((time.perf_counter() - start) * 1000, model.rowCount())
    slowest = sorted(found, key=lambda text: found[text][0], reverse=True)
    figure("nickname search, typed to repainted (slowest)", found[slowest[0]][0], "ms", 50,
           note=f"{len(found)} searches, median {statistics.median(t for t, _ in found.values()):.1f} ms; slowest "
                + ", ".join(f"{text!r} {found[text][0]:.0f} ms ({found[text][1]} shown)" for text in slowest[:3]))
    last = max(counted, key=lambda text: counted[text][0])
    print(f"  (every game a search finds counted and listed, the slowest: {last!r}, {counted[last][1]} games, "
          f"{counted[last][0]:.0f} ms after typing)")
    page = window.archive_page
    wall, cpu = timed_cpu(lambda: (page.tabs.setCurrentWidget(page.players), app.processEvents()))
    figure("Players tab shown", wall, "ms", 100, note=f"{page.players.model.rowCount()} players; CPU {cpu:.0f} ms")
    players = page.players
    names = [players.model.rows[n].nickname for n in random.Random(9).sample(range(players.model.rowCount()), 6)]
    opened = [timed_cpu(lambda n=name: (players.open_player(n), app.processEvents())) for name in names]
    figure("a player's page (slowest of 6)", max(wall for wall, _ in opened), "ms", 30,
           note=f"{players.player_page.games_model.rowCount()} games listed on the last; in turn "
                f"{', '.join(f'{wall:.0f}' for wall, _ in opened)} ms, CPU "
                f"{', '.join(f'{cpu:.0f}' for _, cpu in opened)} ms")
    players.show_list()
    page.tabs.setCurrentWidget(page.games)
    listed = model.game(0)   # the last search's newest game (none found in a few games: the smoke run)
    window.replay_game(listed.row.id if listed else archive.games(limit=1)[0].id)
    app.processEvents()
    figure("resident memory: list, a search, Players tab, a replay open", resident_mb(), "MB", 250)
    archive.close()


# -- the protocols -------------------------------------------------------------------------------

def bench_protocols(path: Path) -> None:
    from mafia_desktop.protocol.archived import write_protocols_pdf
    with Archive(path, write=False) as archive:
        tournament = [row.id for row in reversed(archive.games(finished=True, limit=100))]
        write_protocols_pdf(archive, tournament[:1], io.BytesIO())     # the fonts read once a process
        out = io.BytesIO()
        seconds = timed(lambda: write_protocols_pdf(archive, tournament, out)) / 1000
    figure("100 protocols as one PDF", seconds, "s", 5, note=f"{len(out.getvalue()) / 1e6:.1f} MB")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--keep", type=Path, help="build the archive here (or reuse it if it exists)")
    parser.add_argument("--records", type=int, default=3000, help="records imported by each import figure")
    parser.add_argument("--only", default="startup,window,pdf,import",
                        help="the parts to run, comma-separated (startup, window, pdf, import)")
    parser.add_argument("--starts", type=int, default=7, help="starts of each window, their median taken")
    args = parser.parse_args()
    parts = set(args.only.split(","))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = args.keep or folder / "federation.sqlite3"
        if not path.exists():
            build(path, args.games)
        if "startup" in parts:
            bench_startup(path, folder, args.starts)
        if "window" in parts:
            bench_window(path)
        if "pdf" in parts:
            bench_protocols(path)
        if "import" in parts:
            bench_import(path, args.records, folder)
    print("\n| figure | value | target | |\n|---|---|---|---|")
    for name, value, target, ok in FIGURES:
        print(f"| {name} | {value} | {target} | {'ok' if ok else 'MISSED'} |")


if __name__ == "__main__":
    main()
