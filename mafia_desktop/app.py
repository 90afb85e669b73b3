"""Wiring: one function builds the archive and the window (as Mu's app.py:run())."""

from __future__ import annotations

import sys
from pathlib import Path


def run(db_path: Path) -> int:
    from PySide6.QtWidgets import QApplication, QMessageBox

    from mafia_desktop.store import Archive, ArchiveError
    from mafia_desktop.ui.window import MainWindow, app_icon

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("mafia-desktop")
    app.setDesktopFileName("mafia-desktop")   # packaging/linux/mafia-desktop.desktop: its icon on Wayland
    app.setWindowIcon(app_icon())
    try:
        archive = Archive(db_path)
    except (ArchiveError, OSError) as error:
        QMessageBox.critical(None, "Mafia host", str(error))
        return 2
    window = MainWindow(archive)
    window.show()
    try:
        return app.exec()
    finally:
        archive.close()
