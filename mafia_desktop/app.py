"""Wiring: one function builds the archive and the window (as Mu's app.py:run())."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mafia_desktop.ui.window import MainWindow


def run(db_path: Path) -> int:
    from PySide6.QtWidgets import QApplication, QMessageBox

    from mafia_desktop.i18n import install, message_text, saved_language, translate
    from mafia_desktop.store import Archive, ArchiveError
    from mafia_desktop.ui.window import MainWindow, app_icon

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("mafia-desktop")
    app.setDesktopFileName("mafia-desktop")   # packaging/linux/mafia-desktop.desktop: its icon on Wayland
    app.setWindowIcon(app_icon())
    install(saved_language(), app)   # before any word is shown: the host's language, right to left in Hebrew
    notice = _upgrade_notice(db_path)
    try:
        archive = Archive(db_path)
    except (ArchiveError, OSError) as error:
        if notice is not None:
            notice.close()
        QMessageBox.critical(None, translate("App", "Mafia host"),
                             message_text(error.message, "archive") if isinstance(error, ArchiveError)
                             else str(error))
        return 2
    shown = ShownWindow(MainWindow(archive))
    shown.window.show()
    if notice is not None:
        notice.close()
    try:
        return app.exec()
    finally:
        archive.close()


class ShownWindow:
    """The main window on screen. When the host chooses another language in the settings,
    the window is built again in it (``MainWindow.rebuild_in``) and this keeps the new one."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        window.languageChanged.connect(self._rebuild)

    def _rebuild(self, language: str) -> None:
        self.window = self.window.rebuild_in(language)
        self.window.languageChanged.connect(self._rebuild)


def _upgrade_notice(db_path: Path):
    """A word on screen while an archive from an older version is upgraded (every game is
    read again once: a large archive takes a while); None when there is nothing to do."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QLabel

    from mafia_desktop.i18n import translate
    from mafia_desktop.store import ArchiveError, schema
    try:
        version = schema.inspect(db_path)
    except ArchiveError:
        return None   # Archive() says what is wrong with the file
    if version is None or version >= schema.SCHEMA_VERSION:
        return None
    notice = QLabel(translate("App", "Upgrading the archive to this version: every game is read again once.\n"
                                     "Please wait; nothing is lost if this is interrupted."),
                    alignment=Qt.AlignmentFlag.AlignCenter)
    notice.setWindowTitle(translate("App", "Mafia host"))
    notice.setMargin(32)
    notice.show()
    QApplication.processEvents()
    return notice
