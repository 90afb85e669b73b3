"""The night music's cost (issue 43): what the window's start does not pay, and what the
first night pays once. Prints, each in a fresh process (the figures of a first start):

- whether the window's modules load Qt Multimedia (they must not: it is the first night's);
- a fresh interpreter's import of Qt Multimedia (QtCore and QtGui with it);
- from "Night falls" (``NightMusic.follow``) to the first track asked of Qt's player, on a
  folder of generated WAV files, the player made at that moment (the first night), and again
  at the next night (the player kept).

Run: .venv/bin/python bench/night_music.py [--rounds 3]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

IMPORTED = ("import sys, mafia_desktop.ui.window, mafia_desktop.ui.table.night_music; "
            "print('PySide6.QtMultimedia' in sys.modules)")
IMPORT_ALONE = ("import time; t = time.perf_counter(); import PySide6.QtMultimedia; "
                "print((time.perf_counter() - t) * 1000)")
NIGHTS = """
import math, random, struct, sys, time, wave
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from mafia_desktop import preferences
from mafia_desktop.ui.table.night_music import NightMusic
folder = Path(sys.argv[1])
for i in range(3):
    with wave.open(str(folder / f"{i}.wav"), "wb") as out:
        out.setnchannels(1); out.setsampwidth(2); out.setframerate(8000)
        out.writeframes(b"".join(struct.pack("<h", int(5000 * math.sin(n / 9))) for n in range(8000)))
preferences.save_night_music_settings(preferences.NightMusicSettings(folder=str(folder)))
music = NightMusic(rng=random.Random(1))
figures = []
for night in range(2):
    start = time.perf_counter()
    music.follow(True, True, 0.0)
    figures.append((time.perf_counter() - start) * 1000)
    music.follow(False, True, 1.0)
    music.follow(False, True, 100.0)
print(*figures, music.playing, len(music.played))
"""


def run(code: str, *args: str, home: str) -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": home, "XDG_CONFIG_HOME": home}
    done = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300)
    if done.returncode != 0:
        raise SystemExit(done.stderr[-2000:])
    return done.stdout.strip().splitlines()[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="night-music-bench-") as home:
        print(f"the window's modules load Qt Multimedia: {run(IMPORTED, home=home)}")
        imports, firsts, nexts = [], [], []
        for _ in range(args.rounds):
            imports.append(float(run(IMPORT_ALONE, home=home)))
            folder = Path(tempfile.mkdtemp(dir=home))
            first, second, playing, played = run(NIGHTS, str(folder), home=home).split()
            if playing != "False" or played != "2":
                raise SystemExit(f"the nights did not play and stop as they should: {playing}, {played} played")
            firsts.append(float(first))
            nexts.append(float(second))
        print(f"Qt Multimedia imported by a fresh interpreter (QtCore, QtGui with it): "
              f"median {sorted(imports)[len(imports) // 2]:.0f} ms (of {args.rounds} fresh processes)")
        print(f"night falls → the first track asked, the player made then (the first night): "
              f"median {sorted(firsts)[len(firsts) // 2]:.0f} ms")
        print(f"night falls → the first track asked, the next night: median {sorted(nexts)[len(nexts) // 2]:.1f} ms")


if __name__ == "__main__":
    main()
