"""Where a line starts in the host's language."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication


def leading_edge() -> Qt.AlignmentFlag:
    """Where a line starts in the host's language (right in Hebrew), whatever the letters
    of the text (a Latin nickname in a Hebrew window still starts at the right)."""
    return Qt.AlignmentFlag.AlignAbsolute | (Qt.AlignmentFlag.AlignRight if QGuiApplication.isRightToLeft()
                                             else Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignVCenter
