"""Wiring: builds the archive and the window (as Mu's app.py:run())."""

from __future__ import annotations

from pathlib import Path


def run(db_path: Path) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication(["mafia-desktop"])
    label = QLabel(f"mafia_desktop — archive: {db_path}")
    label.setMinimumSize(640, 200)
    label.setWindowTitle("Mafia host")
    label.show()
    return app.exec()
