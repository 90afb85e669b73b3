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
        if item is None:
            break
        widget, nested = item.widget(), item.layout()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()
            taken.append(widget)
        elif nested is not None:
            taken += clear_layout(nested)
    return taken
