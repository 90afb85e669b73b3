"""OBS following the table: what it costs the host's tap, and how soon OBS shows the scene.

A stand-in OBS (bench/obs_stand_in.py, in a process of its own, writing down when each
request arrives) is followed while games are tapped through the window's handlers (the
host of bench/clicking_host.py), ``--pace`` apart, the loop running between the taps:
1. The tap (tap → stored → seat map repainted, as bench/ui_latency.py) with the overlay on
   and OBS not followed, then followed: p50 / p99 ms; target unchanged (OBS is written to
   after the tap, when the loop turns, never waited on).
2. The loop's turn after a tap (the overlay's frame and OBS's look at the moment): p50 / p99 ms.
3. A tap that begins a new moment → the stand-in has the scene switch: p50 / p99 ms.
Prints figures; asserts nothing.

Figures, 4 Dec 2026, this 2-core machine shared (load average 8.5: other agents' work), two
sport games, taps 250 ms apart, p50 / p99 ms:
  tap, overlay on, OBS not followed      24.8 / 53.8   (152 taps)
  tap, overlay on, OBS followed          25.7 / 66.5   (152 taps): the same, within the load's noise
  the loop's turn after a tap             6.4 / 22.7 without OBS, 8.7 / 40.9 with it
  tap → OBS has the scene                40.1 / 138.0  (28 new moments; the tap itself is most of it)
An earlier run at load 11-12: taps 31.8 / 60.1 and 29.4 / 62.4, tap → OBS 45.3 / 169.1.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from figures import percentile  # noqa: E402
from ui_latency import DirectBot  # noqa: E402  (bench/ is the script's own folder)

SCENES = {"day": "Table", "vote": "Vote close-up", "night": "Night", "end": "Results", "replay": "Analysis"}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def listening(port: int, patience: float = 60) -> None:
    """Once the stand-in takes connections (its process starts Qt: seconds on a busy machine)."""
    until = time.monotonic() + patience
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            if time.monotonic() > until:
                raise
            time.sleep(0.1)


def played(window, seed: int, pace: float) -> tuple[list[float], list[float], list[tuple[float, str]]]:
    """A sport game tapped to its end: each tap's ms, each loop turn's ms after it, and
    (the tap's start, time.time(), the moment) of each tap that began a new moment."""
    from PySide6.QtWidgets import QApplication

    from bench.clicking_host import ClickingHost, open_new_game
    from mafia_desktop.stream.moments import moment_of
    open_new_game(window, "sport", seed)
    bot = DirectBot(window)
    host = ClickingHost(bot, window, seed=seed)
    turns, began = [], []
    QApplication.processEvents()
    moment = moment_of(window.shown_source().state())
    while not window.controller.state.ended:
        tapped = time.time()
        host.play_step()
        start = time.perf_counter()
        QApplication.processEvents()
        turns.append((time.perf_counter() - start) * 1000)
        now = moment_of(window.shown_source().state())
        if now is not None and now is not moment:
            began.append((tapped, now.value))
        moment = now
        until = time.monotonic() + pace   # the loop runs on between a host's taps
        while time.monotonic() < until:
            QApplication.processEvents()
            time.sleep(0.002)
    return bot.samples, turns, began


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="games tapped each way")
    parser.add_argument("--pace", type=float, default=0.25, help="seconds between taps, the loop running")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["HOME"] = folder   # the bench's own settings, not the user's (set before Qt reads them)
        os.environ["XDG_CONFIG_HOME"] = str(Path(folder) / ".config")
        os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
        from PySide6.QtWidgets import QApplication

        from mafia_desktop import preferences
        from mafia_desktop.store import Archive
        from mafia_desktop.ui.window import MainWindow
        application = QApplication.instance() or QApplication([])
        port, arrivals = free_port(), Path(folder) / "arrivals.jsonl"
        obs = subprocess.Popen([sys.executable, "-c", f"import sys; sys.path.insert(0, {str(ROOT)!r}); "
                                f"from bench.obs_stand_in import serve; serve({port}, {str(arrivals)!r})"])
        try:
            listening(port)
            archive = Archive(Path(folder) / "archive.sqlite3")
            window = MainWindow(archive, sounds=False, rng=random.Random(5))
            window.resize(1024, 600)
            window.show()
            preferences.save_overlay_settings(preferences.OverlaySettings(port=free_port()))
            figures = {}
            for follow in (False, True):
                preferences.save_obs_settings(preferences.ObsSettings(
                    follow=follow, address=f"ws://127.0.0.1:{port}", scenes=SCENES))
                window.start_overlay()
                waited = time.monotonic() + 30
                while follow and not window.overlay.obs.link.identified() and time.monotonic() < waited:
                    application.processEvents()
                    time.sleep(0.01)
                if follow and not window.overlay.obs.link.identified():
                    print(f"OBS not identified: {window.overlay.obs.link.status}")
                taps, turns, began = [], [], []
                for seed in range(args.games):
                    game_taps, game_turns, game_began = played(window, seed, args.pace)
                    taps += game_taps
                    turns += game_turns
                    began += game_began
                settle = time.monotonic() + 1
                while time.monotonic() < settle:
                    application.processEvents()
                    time.sleep(0.01)
                window.stop_overlay()
                figures[follow] = taps, turns, began
            switches = [(at, data["sceneName"]) for at, kind, data in
                        (json.loads(line) for line in arrivals.read_text(encoding="utf-8").splitlines())
                        if kind == "SetCurrentProgramScene"]
            window.close()
            archive.close()
        finally:
            obs.terminate()
            obs.wait(10)
    for follow, (taps, turns, _) in figures.items():
        label = "OBS followed" if follow else "OBS not followed"
        print(f"tap, overlay on, {label:17} p50 {percentile(taps, 50):6.1f}  p99 {percentile(taps, 99):6.1f} ms"
              f"  ({len(taps)} taps)")
        print(f"loop's turn after it, {label:17} p50 {percentile(turns, 50):6.1f}  p99 {percentile(turns, 99):6.1f} ms")
    # Each new moment against the first switch to its scene the stand-in had after the tap.
    delays = []
    for tapped, moment in figures[True][2]:
        arrived = next((at for at, scene in switches if at >= tapped and scene == SCENES[moment]), None)
        if arrived is not None:
            delays.append((arrived - tapped) * 1000)
    if delays:
        print(f"tap → OBS has the scene       p50 {percentile(delays, 50):6.1f}  p99 {percentile(delays, 99):6.1f} ms"
              f"  ({len(delays)} of {len(figures[True][2])} new moments; {len(switches)} switches)")
    else:
        print("tap → OBS has the scene: no switch arrived")


if __name__ == "__main__":
    main()
