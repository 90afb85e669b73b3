"""Keys that do on a table what the mouse does, and the night music's mute key."""

from __future__ import annotations

from typing import TYPE_CHECKING

# The events' types by way of their modules, made at the first key a table gets: QEvent's and
# its enum of 179 kinds cost every start 2.5 ms when imported by name (the window needs
# mute_keys only).
from PySide6 import QtCore, QtGui
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence

if TYPE_CHECKING:
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

    def eventFilter(self, watched: QObject, event: QtCore.QEvent) -> bool:
        if (isinstance(event, QtGui.QKeyEvent) and event.type() == QtCore.QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self.action()
            return True
        return False
