"""Wiring: one function builds the archive and the window (as Mu's app.py:run())."""

from __future__ import annotations

import linecache
import logging
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

# Before Qt for Python: its import hook then reads each module's source as bytes, not through
# inspect and linecache (15 M instructions of every start, issue 44).
from mafia_desktop.ui.shared import pyside_sources   # noqa: F401
# Its dialogs and boxes by way of the module, made when first shown: QMessageBox's type and
# its enums cost every start 3.5 ms when imported by name.
from PySide6 import QtWidgets
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from mafia_desktop import logs, preferences, start_modules
from mafia_desktop.engine.errors import MafiaError
from mafia_desktop.i18n import install, message_text, translate
from mafia_desktop.preferences import saved_language
from mafia_desktop.store import Archive, ArchiveError, DamagedHeader
from mafia_desktop.store.opening import schema

from mafia_desktop.ui.shared import theme
from mafia_desktop.ui.shared.errors import error_words
from mafia_desktop.ui.shared.work_progress import WorkProgress

if TYPE_CHECKING:
    from mafia_desktop.ui.window import MainWindow

logger = logging.getLogger(__name__)


def run(db_path: Path, *, overlay: bool = False) -> int:
    _let_go_of_read_sources()
    # The window's modules after that: made in the pages of the sources let go (285 page
    # faults fewer than with them imported above, 2 ms), whose own read sources go next.
    from mafia_desktop.ui.window import MainWindow, app_icon
    _let_go_of_read_sources()
    running = QApplication.instance()   # a QCoreApplication to the type checker
    app = running if isinstance(running, QApplication) else theme.application(sys.argv[0])
    app.setDesktopFileName("mafia-desktop")   # packaging/linux/mafia-desktop.desktop: its icon on Wayland
    app.setWindowIcon(app_icon())
    install(saved_language(), app)   # before any word is shown: the host's language, right to left in Hebrew
    theme.apply(app, preferences.theme())   # the look: light, dark, or the desktop's
    # Shown only if the first start after an upgrade takes a while (every game is read again).
    progress = WorkProgress(None, translate("App", "Mafia host"), translate(
        "App", "Upgrading the archive to this version: every game is read again once.\n"
               "Cancel opens the archive as it is now; the upgrade goes on at the next start."))
    try:
        archive = _open(db_path, progress)
    except (ArchiveError, OSError) as error:
        QtWidgets.QMessageBox.critical(None, translate("App", "Mafia host"), error_words(error))
        return 2
    finally:
        progress.close()
    if archive is None:   # a repair declined
        return 2
    shown = ShownWindow(MainWindow(archive))
    shown.window.show()
    if overlay:   # the streaming PC's start (--overlay)
        shown.window.start_overlay()
    # Once painted, the finder that served the start's modules steps aside (and writes its
    # file again if the start imported one it could not serve).
    QTimer.singleShot(0, start_modules.settle)
    previous_hook, previous_thread_hook = sys.excepthook, threading.excepthook
    sys.excepthook, threading.excepthook = honest_errors(previous_hook), log_thread_errors
    try:
        return app.exec()
    finally:
        sys.excepthook, threading.excepthook = previous_hook, previous_thread_hook
        shown.window.archive.close()


def _let_go_of_read_sources() -> None:
    """PySide's import hook (its ``__feature__`` support) reads the source of each module an
    import names after Qt's, to look for "PySide6" in it (the standard library's typing,
    datetime, logging... among them: 0.9 MB at the start), and linecache keeps those lines:
    2 MB of memory. Let go, the next objects are made in their pages, not in new ones (a page
    first touched costs some 7 µs on a virtual machine); a traceback reads its lines again.
    (Where ``pyside_sources`` has the hook read plain bytes, there is nothing to let go.)"""
    linecache.clearcache()


def _open(db_path: Path, progress):
    """The archive; one whose header is damaged is offered a repair into a new file, which
    then takes its place (the damaged file kept beside it). None if the host declines."""
    try:
        return Archive(db_path, progress=progress)
    except DamagedHeader as damaged:
        from mafia_desktop.store.housekeeping import backups   # hashlib: +8 ms to the window's start
        title = translate("App", "Mafia host")
        asked = QtWidgets.QMessageBox.question(None, title, message_text(damaged.message) + "\n\n"
                                     + translate("App", "Repair it into a new file now?"))
        if asked != QtWidgets.QMessageBox.StandardButton.Yes:
            return None
        repaired = schema.repair_header(db_path)
        aside = backups.restore(db_path, repaired)
        QtWidgets.QMessageBox.information(None, title, translate(
            "App", "The repaired copy {repaired} is the archive now; the damaged file is kept as {aside}.").format(
                repaired=repaired, aside=aside))
        return Archive(db_path, progress=progress)


def honest_errors(previous):
    """An exception that no one caught on its way out of a click is said to the host in his
    language, in a box, never as a traceback: an error of ours (a ``MafiaError``: the archive's
    refusal, a record's, the hall's) in its own words, anything else (a bug) as "something went
    wrong", its traceback in the log whose path the box gives. What is not an Exception (Ctrl+C
    in the terminal) goes on to ``previous``."""
    def hook(kind, error, traceback) -> None:
        if not isinstance(error, Exception):
            previous(kind, error, traceback)
            return
        if isinstance(error, MafiaError):
            logger.warning("refused: %s", error.message)
            QtWidgets.QMessageBox.warning(QApplication.activeWindow(), translate("App", "Mafia host"),
                                message_text(error.message))
            return
        logger.error("unexpected %s", kind.__name__, exc_info=(kind, error, traceback))
        where = logs.current_file()
        QtWidgets.QMessageBox.critical(QApplication.activeWindow(), translate("App", "Mafia host"), translate(
            "App", "Something went wrong: {error}. The game on the table is safe in the archive.").format(
                error=f"{kind.__name__}: {error}")
            + ("\n\n" + translate("App", "The details are in the log: {path}").format(path=where) if where else ""))
    return hook


def log_thread_errors(args) -> None:
    """``threading.excepthook``: a thread that dies of an exception leaves it in the log."""
    logger.error("unexpected %s in the thread %s", args.exc_type.__name__, getattr(args.thread, "name", "?"),
                 exc_info=(args.exc_type, args.exc_value, args.exc_traceback))


class ShownWindow:
    """The main window on screen. When the host chooses another language in the settings,
    the window is built again in it (``MainWindow.rebuild_in``) and this keeps the new one."""

    def __init__(self, window: MainWindow) -> None:
        self._keep(window)

    def _keep(self, window: MainWindow) -> None:
        self.window = window
        window.languageChanged.connect(self._rebuild)
        window.replaced.connect(self._keep)

    def _rebuild(self, language: str) -> None:
        self._keep(self.window.rebuild_in(language))
