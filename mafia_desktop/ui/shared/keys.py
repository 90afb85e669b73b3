"""Keys that do on a table what the mouse does, and the night music's mute key."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QTableView


def mute_keys() -> list[QKeySequence]:
    """The night music's mute, at the table: Ctrl+M (M alone is the mafia's miss), and the
    keyboard's own mute key."""
    return [QKeySequence("Ctrl+M"), QKeySequence(Qt.Key.Key_VolumeMute)]


class EnterOpens(QObject):
    """Return or Enter on a table does what a double-click does."""

    def __init__(self, table: QTableView, action) -> None:
        super().__init__(table)
        self.action = action
        table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self.action()
            return True
        return False
