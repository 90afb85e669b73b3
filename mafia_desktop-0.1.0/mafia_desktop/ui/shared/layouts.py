"""Emptying a layout whose widgets are rebuilt on every change."""

from __future__ import annotations

from PySide6.QtWidgets import QLayout, QWidget


def clear_layout(layout: QLayout) -> list[QWidget]:
    """Take every widget (and nested layout) out now; returns the widgets taken.

    ``deleteLater`` alone would leave the old widgets visible until the next pass of the
    event loop, so each is first taken off its parent."""
    taken = []
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()
            taken.append(widget)
        elif item.layout() is not None:
            taken += clear_layout(item.layout())
    return taken
