"""Every bench at a tiny size: each still starts, prints its lines and ends well. CI runs it
(a bench nobody runs for weeks breaks unseen: a name moved to bench/figures.py and not
imported). The figures at these sizes mean nothing.

Each bench runs in a process of its own, in a folder of its own, with a time limit, two at a
time; what it printed is shown when it ends. One that needs a tool this machine lacks
(PostgreSQL's binaries, Chromium) is skipped with a line that names it; CI installs both.
A script in bench/ with a ``__main__`` block and no size in SMOKE fails: each new bench gets
one. Exits 1 if any bench failed.
Run: .venv/bin/python bench/smoke.py [--jobs 2] [--only hall,ratings]
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

#: Each bench's arguments at its tiny size, the slowest first (two at a time, they end
#: together). ``{archive}``: a copy of a small archive of this version, made once here.
SMOKE = {
    "hall": ["--tables", "2", "--events", "10", "--pace", "0.01"],
    "hall_watchdog": ["--tables", "2", "--locks", "50", "--calls", "10"],
    "hall_hostile_reads": ["--events", "20", "--kb", "1"],
    "overlay_stream": ["--delay", "1", "--steps", "6", "--pace", "0.05"],
    "obs_follows": ["--games", "1", "--pace", "0.01"],
    "overlay_faces": ["--idle", "20", "--repeat", "1"],
    "backups": ["--archive", "{archive}", "--work", "backups", "--weeks", "2", "--games-between", "2"],
    "archive_scale": ["--games", "30", "--records", "20", "--starts", "1"],
    "input_effort": [],
    "ui_latency": ["--games", "30", "--tapped-games", "1", "--starts", "1", "--backing-up", "{archive}"],
    "ratings": ["--games", "30", "--tapped-games", "1"],
    "archive_browser": ["--games", "30"],
    "store_archive": ["--games", "30", "--copies", "3"],
    "archive_safety": ["--games", "30"],
    "protocol_speed": [],
    "reading_instructions": ["--records", "2", "--without-callgrind"],
    "import_instructions": ["--records", "60", "--without-callgrind"],
    "seating_plan": [],
    "tap_bytes": ["--games", "3", "--taps", "20"],
    "engine_fold": [],
    "night_music": ["--rounds", "1"],
    "resume_steps": ["--games", "5"],
    "records_import": ["--rounds", "1"],
    "import_halves": ["{archive}", "--records", "20"],
    "twin_lookup": ["--records", "20"],
    "archive_bytes": ["--db", "{archive}"],
    "schema_check": ["{archive}"],
}
#: Seconds a bench may take at its tiny size before it is stopped and counted failed.
TIMEOUT = 90
#: Games in the small archive the benches given ``{archive}`` read.
ARCHIVE_GAMES = 30
#: The benches' processes while they run (stopped with their children if the smoke run is).
RUNNING: set[subprocess.Popen] = set()


def missing(name: str) -> str | None:
    """What this machine lacks for the bench ``name`` (None: nothing)."""
    if name in ("hall", "hall_watchdog", "hall_hostile_reads"):
        from bench.pgserver import NoServer, binaries
        try:
            binaries()
        except NoServer as lacking:
            return str(lacking)
    if name == "overlay_stream":
        from bench.chromium import INSTALL
        if shutil.which("chromium") is None or shutil.which("chromedriver") is None:
            return f"Chromium and its driver: {INSTALL}"
    return None


def benches() -> list[str]:
    """The scripts in bench/ that run as a bench (a ``__main__`` block), this one aside."""
    return sorted(path.stem for path in HERE.glob("*.py") if path.name != "smoke.py" and runs_as_script(path))


def runs_as_script(path: Path) -> bool:
    """Whether the module at ``path`` has a ``__main__`` block, however it is written (quotes,
    spacing, the sides swapped): read as Python, not as text."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.If) and isinstance(node.test, ast.Compare) and isinstance(node.test.ops[0], ast.Eq)
                and len(node.test.comparators) == 1):
            sides = [node.test.left, node.test.comparators[0]]
            if (any(isinstance(side, ast.Name) and side.id == "__name__" for side in sides)
                    and any(isinstance(side, ast.Constant) and side.value == "__main__" for side in sides)):
                return True
    return False


@dataclass
class Outcome:
    name: str
    command: str
    status: str          # ok, failed, skipped
    seconds: float = 0.0
    said: str = ""       # what it printed (stdout; both streams when it failed), or why it was skipped


def stop(process: subprocess.Popen, how: signal.Signals) -> None:
    """Send ``how`` to a bench's process and its children (its session), if still there."""
    try:
        os.killpg(process.pid, how)
    except ProcessLookupError:
        pass


def run(name: str, folder: Path, archive: Path) -> Outcome:
    """The bench ``name`` at its tiny size, in a folder of its own under ``folder``."""
    lacking = missing(name)
    if lacking:
        return Outcome(name, f"bench/{name}.py", "skipped", said=lacking)
    work = folder / name
    work.mkdir()
    if any("{archive}" in arg for arg in SMOKE[name]):
        shutil.copyfile(archive, work / archive.name)   # its own: some write to it
    args = [arg.replace("{archive}", str(work / archive.name)) for arg in SMOKE[name]]
    command = f"bench/{name}.py {' '.join(args)}".strip()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(work / "config"))
    began = time.perf_counter()
    # A session of its own: a bench stopped at its time limit is stopped with its children
    # (browsers, a PostgreSQL server), an interrupt first, so that its own clean-up runs.
    process = subprocess.Popen([sys.executable, str(HERE / f"{name}.py"), *args], cwd=work, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    RUNNING.add(process)
    try:
        out, err = process.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        stop(process, signal.SIGINT)
        try:
            out, err = process.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            stop(process, signal.SIGKILL)
            out, err = process.communicate()
        err += f"\nstopped after {TIMEOUT} s"
    finally:
        RUNNING.discard(process)
    seconds = time.perf_counter() - began
    if process.returncode == 0:
        return Outcome(name, command, "ok", seconds, out)
    return Outcome(name, command, "failed", seconds, out + err + f"\nexit code {process.returncode}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2, help="benches run at once")
    parser.add_argument("--only", help="these benches alone, comma-separated")
    args = parser.parse_args(argv)
    names = [name for name in SMOKE if not args.only or name in args.only.split(",")]
    unsized = [name for name in benches() if name not in SMOKE]
    outcomes = [Outcome(name, f"bench/{name}.py", "failed", said="no tiny size in bench/smoke.py's SMOKE")
                for name in unsized]
    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-smoke-") as tmp:
        folder = Path(tmp)
        archive = folder / "small.sqlite3"
        if any("{archive}" in arg for name in names for arg in SMOKE[name]):
            from bench.scale_archive import build
            build(archive, ARCHIVE_GAMES)
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            try:
                for done in as_completed([pool.submit(run, name, folder, archive) for name in names]):
                    outcome = done.result()
                    outcomes.append(outcome)
                    print(f"== {outcome.command}: {outcome.status}"
                          + (f" in {outcome.seconds:.1f} s" if outcome.status != "skipped" else ""), flush=True)
                    print("\n".join(f"   {line}" for line in outcome.said.strip().splitlines()), flush=True)
            except KeyboardInterrupt:   # their own sessions: the terminal's Ctrl+C never reached them
                pool.shutdown(cancel_futures=True, wait=False)
                for process in list(RUNNING):
                    stop(process, signal.SIGINT)
                raise
    for outcome in outcomes[:len(unsized)]:
        print(f"== bench/{outcome.name}.py: failed: {outcome.said}")
    failed = [o.name for o in outcomes if o.status == "failed"]
    skipped = [o.name for o in outcomes if o.status == "skipped"]
    print(f"smoke: {len(outcomes)} benches in {time.perf_counter() - began:.0f} s: "
          f"{len(outcomes) - len(failed) - len(skipped)} ok"
          + (f", skipped {', '.join(skipped)}" if skipped else "")
          + (f", FAILED {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
