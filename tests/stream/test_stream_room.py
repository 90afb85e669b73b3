"""The stream room is Qt-free where it talks to OBS, as the hall and the publishing are: the
protocol and the keyring load no PySide6 (the socket is the window's); the moments' chapter
titles are words (``words``: Qt's translations, QtCore alone); the room asks nothing of the window."""

from __future__ import annotations

import subprocess
import sys

from tests.test_house import PACKAGE, _importers, imports


def test_the_stream_room_loads_no_qt_and_sits_below_the_window():
    loaded = "print(sorted(name for name in sys.modules if name.startswith('PySide6.Qt')))\n"
    for modules, qt in (("mafia_desktop.stream.obs, mafia_desktop.stream.secrets", "[]"),
                        ("mafia_desktop.stream.moments", "['PySide6.QtCore']")):
        done = subprocess.run([sys.executable, "-c", f"import sys, {modules}\n" + loaded], capture_output=True,
                              text=True, timeout=120, cwd=PACKAGE.parent)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == qt, modules
    above = ("mafia_desktop.preferences", "mafia_desktop.ui", "mafia_desktop.app", "mafia_desktop.__main__",
             "mafia_desktop.commands")
    assert _importers(imports(), "mafia_desktop.stream", above) == {}
