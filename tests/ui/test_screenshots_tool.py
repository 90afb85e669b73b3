"""The README's pictures are made by the app itself (tools/screenshots.py): the script runs,
and each room it names comes out as a picture of the tablet's size."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def test_the_screenshot_script_makes_the_rooms_it_is_asked_for(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={ROOT / 'tests' / 'data' / 'tablet_screen.json'}",
           "HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "screenshots.py"), str(tmp_path / "out"),
                           "--languages", "he", "--themes", "dark", "--rooms", "table,check,protocol"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    for room in ("table", "check"):
        image = QImage(str(tmp_path / "out" / f"{room}-he-dark.png"))
        assert (image.width(), image.height()) == (1024, 600), room
        assert image.pixelColor(5, 300).lightness() < 128   # the dark theme's ground
    assert not QImage(str(tmp_path / "out" / "protocol-he-dark.png")).isNull()


def test_the_readme_shows_the_pictures_the_script_makes():
    from tools.screenshots import README_ROOMS
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for room, language, scheme in README_ROOMS:
        name = f"resources/screenshots/{room}-{language}-{scheme}.png"
        assert name in readme and (ROOT / name).exists(), name
