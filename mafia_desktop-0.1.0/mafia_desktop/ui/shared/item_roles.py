"""The item roles the lists' models answer, bound once: the view asks each cell for a dozen
roles as it fits its columns and paints, and each lookup of a Qt enum through its namespace
costs half a microsecond (a player's page fitting its columns asks 2,000 times, the Players
tab 8,000)."""

from __future__ import annotations

from PySide6.QtCore import Qt

DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole
ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
