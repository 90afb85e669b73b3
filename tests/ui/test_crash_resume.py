"""The app is killed in the middle of a game; restarted, it resumes and the game finishes."""

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtCore import Qt

from mafia_desktop.engine import fold

from bench.clicking_host import ClickingHost

from .test_full_games import NAMES, SPORT_CARDS

ROOT = Path(__file__).resolve().parents[2]

HOST_SCRIPT = textwrap.dedent("""
    import os, sys, random
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, {root!r})
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from mafia_desktop.store import Archive
    from mafia_desktop.ui.window import MainWindow
    from bench.clicking_host import ClickingHost

    class Bot:   # what qtbot does, for a process without pytest
        def mouseClick(self, widget, button, pos=None):
            QTest.mouseClick(widget, button, Qt.KeyboardModifier.NoModifier, pos or QPoint())

    app = QApplication([])
    window = MainWindow(Archive(sys.argv[1]), sounds=False, rng=random.Random(1))
    window.resize(1024, 600)
    window.show()
    host = ClickingHost(Bot(), window, seed=13)   # a game still on at day 3
    host.new_game("sport", {names!r}, cards={cards!r})
    while window.controller.state.round < 3 and not window.controller.state.ended:
        host.play_step()
        print("events", len(window.controller.game.events), flush=True)
    print("mid-game", flush=True)
    import time
    time.sleep(120)
""")


def test_killed_mid_game_the_app_resumes_and_finishes(qtbot, tmp_path, window_factory):
    db = tmp_path / "archive.sqlite3"
    script = tmp_path / "host.py"
    script.write_text(HOST_SCRIPT.format(root=str(ROOT), names=NAMES, cards=SPORT_CARDS))
    process = subprocess.Popen([sys.executable, str(script), str(db)], stdout=subprocess.PIPE,
                               text=True, cwd=ROOT)
    acknowledged = 0
    try:
        for line in process.stdout:
            if line.startswith("events"):
                acknowledged = int(line.split()[1])
            if line.startswith("mid-game"):
                break
        assert acknowledged > 20, "the host process did not get into the game"
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait()

    window = window_factory(db)
    rows = window.start.model.rows
    assert len(rows) == 1 and not rows[0].finished
    qtbot.mouseClick(window.start.resume_button, Qt.MouseButton.LeftButton)
    controller = window.controller
    assert controller is not None and len(controller.game.events) >= acknowledged
    assert controller.state.round >= 2 and not controller.state.ended
    ClickingHost(qtbot, window, seed=13).play_to_end()
    events = window.archive.events(controller.game_id)
    assert fold(events) == controller.state and controller.state.ended
    assert window.archive.game(controller.game_id).finished
