"""Widgets sized for a finger, as the pages and dialogs make them: a button that does one
thing, and a read-only table whose rows are chosen one at a time."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QPushButton, QTableView


def touch_button(text: str, name: str, slot, *, height: int, checkable: bool = False) -> QPushButton:
    button = QPushButton(text, objectName=name, checkable=checkable)
    button.setMinimumHeight(height)
    button.clicked.connect(slot)
    return button


def rows_view(name: str, model, *, row_height: int) -> QTableView:
    view = QTableView(objectName=name)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setDefaultSectionSize(row_height)
    view.verticalHeader().hide()
    return view
