"""The stream overlay's speed, in real browsers (Debian's Chromium headless, bench/chromium.py):

1. Tap → overlay repainted in the browser: a game played through the window's tap and button
   handlers (bench/clicking_host.py's host), and for each action that changes the table, the time
   from the tap to the browser's next frame after drawing it (the page stamps it with
   ``performance.timeOrigin + now()``, on the same clock). p50 / p99; target p99 <= 100 ms.
   Also the overlay's own share: from the tap's end (the host's map repainted) to the paint.
2. The app's own tap latency (tap → stored → seat map repainted, as bench/ui_latency.py) with
   the overlay off, then on with three plain WebSocket clients following it (a small Python
   client each, in a process of its own: what the app spends on the overlay), then on with
   three Chromiums (what their drawing costs the CPU the app shares with them): p50 / p99,
   target p99 <= 16 ms and unchanged. Also the CPU the app's thread spent on the tap (which
   a busy machine hardly changes) and, after it, on the frame; and the followers' own CPU.
   Once with the taps back to back (each lands while the browsers draw the last frame), once
   ``--pace`` apart (a quick host: they are done drawing by then).
3. The delay: the overlay set to ``--delay`` seconds, taps a moment apart, each one's repaint
   in the browser against its tap: how far from the setting (target within 1 s).
Prints figures; asserts nothing.
Run: .venv/bin/python bench/overlay_stream.py [--delay 10] [--pace 0.25] [--steps N]

Figures, 2 Dec 2026, this 2-core machine quiet (load average 0.9; nothing else running),
p50 / p99 ms, taps back to back (250 ms apart in brackets):
  tap, overlay off                       8.7 / 12.7   (10.5 / 15.6)
  tap, overlay + 3 WebSocket clients     9.6 / 13.3   (10.5 / 16.1)   the clients 1.9 ms CPU a frame
  tap, overlay + 3 Chromiums            13.7 / 24.1   (10.8 / 16.1)   the Chromiums 19-25 ms CPU a frame
  the app's CPU on a tap: 8.3-10.2 / 12.0-15.0 in all six; on the frame, after the tap, 2.9 / 9-12
  tap → repainted in Chromium           18.5 / 46.9;  of it after the host's map 7.5 / 33.0
  the delay (10 s) held                 +8 … +58 ms
Back to back, the three Chromiums' drawing (57 ms of CPU a frame together, on the same two
cores) is what slows the tap; at a quick host's pace they are done by the next tap and the
tap is as with the overlay off. (The figures of the night before, load average 8 to 11:
90 / 224 ms off, 115 / 358 ms with three Chromiums, the other agents' work.)
"""

from __future__ import annotations

import argparse
import itertools
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

PAINTED = "return (window.painted.find((p) => p[0] >= arguments[0]) || [null, null])[1]"
#: The same, waited for inside the page (no poll from here to stand in its way).
PAINTED_THEN = """const [seq, done] = arguments;
(function look() { const p = window.painted.find((p) => p[0] >= seq); p ? done(p[1]) : setTimeout(look, 1); })();"""


#: A plain follower of the feed: reads each frame and parses it, as a page would before drawing.
PLAIN_CLIENT = """
import json, sys, websocket
feed = websocket.create_connection(sys.argv[1])
try:
    while text := feed.recv():   # empty once the app closed the feed
        json.loads(text)
except websocket.WebSocketException:
    pass
"""


class PlainClient:
    """A WebSocket client in a process of its own (websocket-client, selenium's own need)."""

    def __init__(self) -> None:
        self.process: subprocess.Popen | None = None

    def open(self, url: str) -> None:
        live = url.replace("http://", "ws://").rstrip("/") + "/live"
        self.process = subprocess.Popen([sys.executable, "-c", PLAIN_CLIENT, live])

    def quit(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait()


def tree_cpu(pid: int) -> float:
    """CPU seconds spent so far by process ``pid`` and all its descendants (from /proc)."""
    parents: dict[int, int] = {}
    times: dict[int, float] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:   # gone meanwhile
            continue
        child = int(stat.parent.name)
        parents[child] = int(fields[1])
        times[child] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    tree, grown = {pid}, True
    while grown:
        more = {child for child, parent in parents.items() if parent in tree} - tree
        tree |= more
        grown = bool(more)
    return sum(times.get(member, 0.0) for member in tree)


def followers_cpu(followers) -> float:
    """CPU seconds the followers' processes (a Chromium with its driver, a plain client) spent."""
    return sum(tree_cpu(follower.driver.service.process.pid if hasattr(follower, "driver")
                        else follower.process.pid) for follower in followers)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class TimedBot(DirectBot):
    """bench/ui_latency.py's taps (the handlers a click reaches, timed to the seat map's
    repaint); ``then(frame, tapped)`` after each that made a frame (the browser's side).
    Also the CPU the app's thread spent on each tap (``cpu``, what a busy machine does not
    change) and, the tap done, on the overlay's frame (``frame_cpu``: made, sent)."""

    def __init__(self, window, then=None, *, pace: float = 0.0) -> None:
        super().__init__(window)
        self.then = then
        self.pace = pace   # seconds of an idle loop before each tap (0: back to back)
        self.cpu: list[float] = []
        self.frame_cpu: list[float] = []

    def mouseClick(self, widget, button, pos=None) -> None:
        if self.pace:
            from PySide6.QtTest import QTest
            QTest.qWait(round(self.pace * 1000))
        overlay = self.window.overlay
        seq = overlay.publisher.seq if overlay is not None else 0
        wall, cpu = time.time(), time.thread_time()
        super().mouseClick(widget, button, pos)
        self.cpu.append((time.thread_time() - cpu) * 1000)
        if overlay is not None:   # the frame is made once the tap is done
            from PySide6.QtCore import QCoreApplication
            cpu = time.thread_time()
            while overlay.publisher.pending():
                QCoreApplication.processEvents()
            self.frame_cpu.append((time.thread_time() - cpu) * 1000)
        if self.then is not None and overlay.publisher.seq > seq:
            self.then(seq + 1, wall)


def painted_at(browser, seq: int, *, timeout: float = 30.0) -> float:
    """When the browser painted frame ``seq`` (or a later one), seconds since the epoch;
    Qt's loop turning meanwhile (a delayed frame is sent from its timer)."""
    from PySide6.QtCore import QCoreApplication
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        QCoreApplication.processEvents()
        stamp = browser.script(PAINTED.replace("arguments[0]", str(seq)))
        if stamp is not None:
            return stamp / 1000
        time.sleep(0.02)   # the stamp is the browser's own: a slower look changes nothing
    raise SystemExit(f"frame {seq} was never painted")


def painted_now(browser, seq: int) -> float:
    """The same for a frame already sent (and flushed): waited for in the page."""
    browser.driver.set_script_timeout(30)
    return browser.driver.execute_async_script(PAINTED_THEN, seq) / 1000


def game_window(archive, seed: int):
    from bench.clicking_host import open_new_game
    from mafia_desktop.ui.window import MainWindow
    window = MainWindow(archive, sounds=False, rng=random.Random(seed))
    window.resize(1280, 800)
    window.show()
    open_new_game(window, "sport", seed)
    # Shown for real before the first tap: an offscreen window not yet exposed paints nothing
    # at repaint(), and its taps would be timed without the seat map's painting.
    from PySide6.QtTest import QTest
    if not QTest.qWaitForWindowExposed(window, 10000):
        raise SystemExit("the window was never shown")
    return window


def with_overlay(window, browsers, *, delay: int = 0) -> None:
    from mafia_desktop import preferences
    port = free_port()
    preferences.save_overlay_settings(preferences.OverlaySettings(port=port, delay=delay))
    window.start_overlay()
    for browser in browsers:
        browser.open(f"http://127.0.0.1:{port}/")
    from PySide6.QtCore import QCoreApplication
    deadline = time.monotonic() + 30
    while window.overlay.server.follower_count() < len(browsers):   # a plain client joins in its own time
        if time.monotonic() > deadline:
            raise SystemExit("the overlay's followers did not all join")
        QCoreApplication.processEvents()
        time.sleep(0.01)


def play(window, bot, seed: int, *, steps: int | None = None) -> None:
    from bench.clicking_host import ClickingHost
    host = ClickingHost(bot, window, seed=seed)
    played = 0
    while not window.controller.state.ended and (steps is None or played < steps):
        host.play_step()
        played += 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--delay", type=int, default=10, help="the delay to hold (seconds)")
    parser.add_argument("--pace", type=float, default=0.25,
                        help="seconds between taps for the second round of tap latencies (a quick host)")
    parser.add_argument("--steps", type=int, help="the host's steps in each game (default: whole games; "
                                                  "in the delay's, 40)")
    args = parser.parse_args()
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.store import Archive
    from bench.chromium import Chromium

    app = QApplication.instance() or QApplication([])
    print("load average at the start: {:.2f} {:.2f} {:.2f} (2 cores shared)".format(*os.getloadavg()))
    folder = Path(tempfile.mkdtemp(prefix="overlay-bench-"))
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(folder))
    browsers = [Chromium() for _ in range(3)]
    plain = [PlainClient() for _ in range(3)]
    try:
        with Archive(folder / "archive.sqlite3") as archive:
            # 1. tap → repainted in the browser
            window = game_window(archive, 1)
            with_overlay(window, browsers[:1])
            repainted: list[float] = []
            share: list[float] = []

            def timed(seq: int, wall: float) -> None:
                painted = painted_now(browsers[0], seq)
                repainted.append((painted - wall) * 1000)
                share.append((painted - wall) * 1000 - bot.samples[-1])
            bot = TimedBot(window, timed)
            play(window, bot, 1, steps=args.steps)
            window.close()
            print(f"tap → overlay repainted in the browser: {len(repainted)} actions, "
                  f"p50 {percentile(repainted, 50):.1f} ms, p99 {percentile(repainted, 99):.1f} ms, "
                  f"max {max(repainted):.1f} ms (target p99 <= 100 ms)")
            print(f"  of which after the host's map was repainted (frame, socket, browser): "
                  f"p50 {percentile(share, 50):.1f} ms, p99 {percentile(share, 99):.1f} ms")

            # 2. the app's tap latency: the overlay off, followed by three plain clients, by three
            # browsers; the taps back to back, then at a quick host's pace
            for pace, (label, followers) in itertools.product(
                    (0.0, args.pace), (("overlay off", []), ("overlay + 3 WebSocket clients", plain),
                                       ("overlay + 3 Chromiums", browsers))):
                samples: list[float] = []
                cpu: list[float] = []
                frame_cpu: list[float] = []
                frames, spent = 0, 0.0
                for seed in (2, 3):
                    window = game_window(archive, seed)
                    if followers:
                        with_overlay(window, followers)
                    bot = TimedBot(window, pace=pace)
                    before = followers_cpu(followers)
                    play(window, bot, seed, steps=args.steps)
                    app.processEvents()
                    time.sleep(0.5)   # the last frames drawn
                    spent += followers_cpu(followers) - before
                    frames += window.overlay.publisher.seq if followers else 0
                    samples += bot.samples
                    cpu += bot.cpu
                    frame_cpu += bot.frame_cpu
                    window.close()
                    app.processEvents()
                    for follower in set(followers) & set(plain):
                        follower.quit()
                paced = f"taps {pace * 1000:.0f} ms apart" if pace else "taps back to back"
                print(f"tap → stored → repainted, {label}, {paced}: {len(samples)} actions, "
                      f"p50 {percentile(samples, 50):.1f} ms, p99 {percentile(samples, 99):.1f} ms "
                      f"(target p99 <= 16 ms, unchanged)")
                print(f"  the app's CPU on a tap: p50 {percentile(cpu, 50):.1f} ms, p99 {percentile(cpu, 99):.1f} ms"
                      + (f"; then on its frame, off the tap: p50 {percentile(frame_cpu, 50):.1f} ms, "
                         f"p99 {percentile(frame_cpu, 99):.1f} ms" if frame_cpu else ""))
                if followers:
                    print(f"  the 3 followers' CPU: {spent * 1000 / frames:.1f} ms a frame ({frames} frames), "
                          f"{spent * 1000 / len(samples):.1f} ms a tap")

            # 3. the delay held
            window = game_window(archive, 4)
            with_overlay(window, browsers[:1], delay=args.delay)
            taps: list[tuple[int, float]] = []
            bot = TimedBot(window, lambda seq, wall: taps.append((seq, wall)))
            play(window, bot, 4, steps=min(40, args.steps or 40))
            off = [painted_at(browsers[0], seq, timeout=args.delay + 30) - wall - args.delay for seq, wall in taps]
            window.close()
            print(f"delay {args.delay} s over {len(off)} actions: shown {min(off) * 1000:+.0f} … "
                  f"{max(off) * 1000:+.0f} ms from the setting (target within ±1000 ms)")
    finally:
        for follower in browsers + plain:
            follower.quit()
    print("load average at the end: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
