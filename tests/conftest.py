"""Tests run without a screen: Qt draws offscreen; and never in the machine's own language
or with the host's own settings (a developer's Russian desktop must not change the results)."""

import functools
import gc
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tests.isolation import isolate_run

# Before any test module is imported: a home of the run's own, never the developer's
# (tests/isolation.py); removed at the end (``pytest_unconfigure``).
HOME = Path(tempfile.mkdtemp(prefix="mafia-tests-home-"))
isolate_run(HOME)

# The offscreen screen is the smallest one the app serves: a 1280×720 tablet's window room,
# 1024×600 (mafia_desktop/ui/shared/screen.py); a window or dialog that sizes itself to its
# screen does so as on that tablet.
# A plain "offscreen" set by the caller (a CI runner's environment) gets that screen too: Qt's
# own offscreen screen is 800×800, and the tests that measure a room against the tablet's
# failed there. Another platform (xcb, to watch the tests) is left as it is.
_TABLET = Path(__file__).parent / "data" / "tablet_screen.json"
if os.environ.get("QT_QPA_PLATFORM", "offscreen") in ("offscreen", ""):
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_TABLET}"

# Property tests: CI runs a fixed, repeatable set of examples (derandomized, no example
# database), so it never goes red by chance; a longer random search is one command away
# (README, "Tests"): pytest --hypothesis-profile=random. A failure it finds becomes a plain test.
_PROPERTY_SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True)
settings.register_profile("ci", derandomize=True, database=None, max_examples=100, **_PROPERTY_SETTINGS)
settings.register_profile("random", max_examples=1000, **_PROPERTY_SETTINGS)
settings.load_profile("ci")


def pytest_unconfigure(config):
    shutil.rmtree(HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def settings_of_the_test(tmp_path, monkeypatch):
    """QSettings writes to tmp_path, where the command line reads it without Qt too
    (``settings_file``, no system-wide file beside it); the system's language is English."""
    from PySide6.QtCore import QSettings, QStandardPaths

    from mafia_desktop import i18n, settings_file
    monkeypatch.setattr(i18n, "system_language", lambda: "en")
    monkeypatch.setattr(settings_file, "system_language", lambda: "en")
    monkeypatch.setattr(settings_file, "user_folder", lambda: tmp_path / "settings")
    monkeypatch.setattr(settings_file, "system_folders", lambda: [])
    formats = (QSettings.Format.NativeFormat, QSettings.Format.IniFormat)
    for format_ in formats:
        QSettings.setPath(format_, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    yield tmp_path / "settings"
    default = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    for format_ in formats:
        QSettings.setPath(format_, QSettings.Scope.UserScope, default)


@pytest.fixture(autouse=True)
def backups_on_their_own(request, monkeypatch):
    """A window backs its archive up when a game ends and when it closes
    (``MainWindow.backs_up_on_its_own``) only in a test marked ``backs_up_on_its_own``: the
    others look at no backup, and a backup of each of the suite's hundreds of windows and
    games was work for nothing."""
    if request.node.get_closest_marker("backs_up_on_its_own") is None:
        from mafia_desktop.ui.window import MainWindow
        monkeypatch.setattr(MainWindow, "backs_up_on_its_own", False)


@pytest.fixture(autouse=True)
def collected():
    """A window's warm-up freezes what the start made (``gc.freeze``), and a start through
    ``window_start`` holds the collector off until then: both undone after each test, or the
    suite's hundreds of windows would never be freed."""
    yield
    gc.unfreeze()
    gc.enable()
    windows_gone()


def windows_gone() -> None:
    """No window outlives its test: those it closed (pytest-qt's ``deleteLater``, a
    fixture's) deleted now, and any it left (a bench's host window, one kept by a
    connection) closed and deleted. A window kept goes on ticking, and every later change of
    the look or the language (a new style sheet repolishes every widget there is, a language
    retranslates it) pays for it: test_theme took 113 s of CPU for that."""
    from PySide6.QtWidgets import QApplication
    if QApplication.instance() is None:
        return
    deleted_now()
    for window in QApplication.topLevelWidgets():
        if window.parent() is None:   # (a menu or a list's popup goes with its window)
            window.close()
            window.deleteLater()
    deleted_now()


def deleted_now() -> None:
    """The widgets closed with ``deleteLater`` deleted now: Qt deletes them only in an event
    loop's round, which a test without ``qtbot.wait`` never runs. Their work in the
    background is waited for first: it reports to them when it ends (a window closed just
    as its warm-up's timer came has a quick check running)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication
    if QApplication.instance() is None:
        return
    from mafia_desktop.ui.shared.background import Background
    for window in QApplication.topLevelWidgets():
        for background in window.findChildren(Background):
            background.wait()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_teardown(item):
    """The widgets pytest-qt has just closed deleted before the test's fixtures are undone:
    a fixture that puts English or the light look back would retranslate or repolish them."""
    deleted_now()


@pytest.fixture(scope="session", autouse=True)
def empty_archives_copied(tmp_path_factory):
    """A new archive file is a copy of the empty one, made once a session (tests/built_once.py)."""
    from mafia_desktop.store.opening import schema
    from tests.built_once import copying_create_file
    with pytest.MonkeyPatch.context() as patch:
        copying = copying_create_file(schema.create_file, tmp_path_factory.mktemp("empty-archive"))
        patch.setattr(schema, "create_file", copying)
        yield


@pytest.fixture(scope="session", autouse=True)
def one_command_line_parser():
    """The command line's parser made once a session: the app makes it once a process (6 ms of
    argparse), the tests run its commands some 700 times in one."""
    from mafia_desktop import commands
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(commands, "_parser", functools.cache(commands._parser))
        yield


@pytest.fixture(scope="session")
def package_templates():
    """Every template the package's code marks, and what cannot be translated
    (``catalog.extract``: a parse of the whole package, over a second), read once a session
    for the four modules of tests that read it."""
    from mafia_desktop.i18n import catalog
    return catalog.extract()


@pytest.fixture(scope="session")
def built_once(tmp_path_factory):
    """Archives built once a session, copied for each test (tests/built_once.py)."""
    from tests.built_once import BuiltOnce
    return BuiltOnce(tmp_path_factory.mktemp("built-once"))


@pytest.fixture(scope="session", autouse=True)
def english_installed(qapp):
    """The app's light theme, and the app's English, its plural forms too ("1 game", "2 games"), installed as app.run
    installs it, on a machine whose locale is American English whatever the developer's
    (dates "11/29/2026", times "7:05 PM"); a test that installs another language puts
    English back after it."""
    from PySide6.QtCore import QLocale

    from mafia_desktop import i18n
    i18n._system_locale = lambda: QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    i18n.install("en", qapp)
    from mafia_desktop.ui.shared import theme
    theme.apply(qapp, "light")   # the look app.run gives the window (tests/ui/test_theme.py: the dark one)
    yield
