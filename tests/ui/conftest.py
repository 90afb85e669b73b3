import random

import pytest

from mafia_desktop.store import Archive
from mafia_desktop.ui.window import MainWindow


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def archive(tmp_path):
    with Archive(tmp_path / "archive.sqlite3") as opened:
        yield opened


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def window(qtbot, archive, clock):
    win = MainWindow(archive, clock_fn=clock, sounds=False, rng=random.Random(5))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win
