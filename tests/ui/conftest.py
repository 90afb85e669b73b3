import random

import pytest

from mafia_desktop.i18n import install
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
    return _shown(qtbot, archive, clock)


@pytest.fixture
def window_in(qtbot, qapp, archive, clock):
    """``window``'s window built in a language (installed first: the window's words are made
    as it is built); English again after the test."""
    def make(language: str) -> MainWindow:
        install(language, qapp)
        return _shown(qtbot, archive, clock)
    yield make
    install("en", qapp)


def _shown(qtbot, archive, clock) -> MainWindow:
    """The window at a tablet's 1024×600, shown and active."""
    win = MainWindow(archive, clock_fn=clock, sounds=False, rng=random.Random(5))
    qtbot.addWidget(win)
    win.resize(1024, 600)
    win.show()
    qtbot.waitExposed(win)
    activate(qtbot, win)
    return win


def activate(qtbot, win) -> None:
    """Keyboard shortcuts go to the active window (offscreen, nobody clicks it active)."""
    from PySide6.QtWidgets import QApplication
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=3000)


def opened_an_hour_later(qtbot, window, archive, clock, table):
    """The game of ``table`` (``tests.engine.table.Table``) stored with its last event
    logged 20 s after the others, the app closed then and opened on it an hour later (its
    clock paused at that moment by the app); the window's controller."""
    from datetime import datetime, timezone
    stamps = [table.now] * (len(table.game.events) - 1) + [table.now + 20]
    at = [datetime.fromtimestamp(stamp, timezone.utc).isoformat() for stamp in stamps]
    clock.now = table.now + 3600
    window.open_game(archive.create_game(table.game.events, at=at))
    activate(qtbot, window)
    return window.controller


@pytest.fixture
def window_factory(qtbot, clock):
    """Windows on archives of the test's choosing (closed at the end)."""
    opened = []

    def make(path, *, clock_fn=clock) -> MainWindow:
        archive = Archive(path)
        opened.append(archive)
        win = MainWindow(archive, clock_fn=clock_fn, sounds=False, rng=random.Random(6))
        qtbot.addWidget(win)
        win.resize(1024, 600)
        win.show()
        return win
    yield make
    for archive in opened:
        archive.close()


@pytest.fixture
def evening(tmp_path, built_once):
    """A window's archive with an evening's games, one unfinished, and an event (the rooms'
    tests open every room on it: test_fit_in_every_language, test_theme); the games built
    once a session, the file the test's own copy."""
    from .test_fit_in_every_language import Evening, evening_games
    path = tmp_path / "evening.sqlite3"
    games = built_once.copy(evening_games, path)
    with Archive(path) as archive:
        made = Evening(archive, games)
        yield made
        made.close()


@pytest.fixture
def server(qtbot):
    """The audience overlay's server, started on a free port, stopped at the end."""
    from mafia_desktop.ui.overlay.server import OverlayServer
    served = OverlayServer()
    assert served.start(0)
    yield served
    served.stop()


@pytest.fixture
def browser(qapp):
    """A real Chromium (headless, bench/chromium.py) for the test, quit after it."""
    from bench.chromium import Chromium, NoBrowser
    try:
        opened = Chromium()
    except NoBrowser as missing:   # never skipped: CI installs it
        pytest.fail(str(missing), pytrace=False)
    yield opened
    opened.quit()
