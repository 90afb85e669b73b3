"""Wiring: builds the window. The archive and the seat map join it in later issues."""

from __future__ import annotations


def run(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication(["mafia-desktop", *argv])
    label = QLabel("mafia_desktop — the host window arrives with the next issues.")
    label.setMinimumSize(640, 200)
    label.setWindowTitle("Mafia host")
    label.show()
    return app.exec()
