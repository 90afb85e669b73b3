"""Widgets sized for a finger, as the pages and dialogs make them: a button that does one
thing, a read-only table whose rows are chosen one at a time, and a dialog's every control
made at least a finger's size."""

from __future__ import annotations

# The kinds of control only ``finger_sized`` looks for by way of the module: each type imported
# by name is made with its enums at the import (2 ms of the first paint, whose start page is
# built finger-sized: ``finger_combo``).
from PySide6 import QtWidgets
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QPushButton, QStyledItemDelegate, QTableView, QWidget

from mafia_desktop.ui.shared.theme import FINGER   # the theme's: one size for every room

#: px: a check or option box's own square, big enough to see where a finger lands.
INDICATOR = 26
#: A combo box's property: its list's rows already drawn by a styled delegate.
_FINGER_ROWS = "fingerRows"


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


def finger_combo(combo: QComboBox) -> QComboBox:
    """A drop-down list a finger high, and the rows of its list too."""
    combo.setMinimumHeight(max(combo.minimumHeight(), FINGER))
    if not combo.property(_FINGER_ROWS):
        # Its list's rows as the theme sizes them (a finger high): Qt's own delegate for a
        # combo box's list draws them as a menu, 22 px, whatever the style sheet says. (Marked,
        # not asked for its delegate: Qt's own would make PySide's QItemDelegate type, 0.8 M
        # instructions of the first paint, whose start page has a combo box: issue 44.)
        combo.setItemDelegate(QStyledItemDelegate(combo))
        combo.setProperty(_FINGER_ROWS, True)
    return combo


def finger_sized(root: QWidget) -> None:
    """Every button, check and option box, list box, spin box, text field and list row on
    ``root`` at least ``FINGER`` high, and each box's label beside it, the boxes' squares
    ``INDICATOR`` wide (a dialog's, once built; rows made later call it again)."""
    for widget in [root, *root.findChildren(QWidget)]:
        if isinstance(widget, QtWidgets.QToolButton) or widget.objectName().startswith("qt_"):
            continue   # a tab bar's scroll arrows, a spin box's own parts
        if isinstance(widget, QComboBox):
            finger_combo(widget)
        elif isinstance(widget, (QtWidgets.QAbstractButton, QtWidgets.QAbstractSpinBox, QtWidgets.QLineEdit)):
            widget.setMinimumHeight(max(widget.minimumHeight(), FINGER))
        elif isinstance(widget, QtWidgets.QLabel) and isinstance(
                widget.buddy(), (QComboBox, QtWidgets.QAbstractSpinBox, QtWidgets.QLineEdit)):
            # A form's label as high as its box, its text in the middle: a form sets a label
            # at its row's top whatever its alignment, a line above the text of its box.
            widget.setMinimumHeight(max(widget.minimumHeight(), FINGER))
        if isinstance(widget, (QtWidgets.QCheckBox, QtWidgets.QRadioButton)):
            kind = "QCheckBox" if isinstance(widget, QtWidgets.QCheckBox) else "QRadioButton"
            widget.setStyleSheet(f"{kind}::indicator {{ width: {INDICATOR}px; height: {INDICATOR}px; }}")
        if isinstance(widget, QtWidgets.QListWidget):   # rows ticked one by one (games, tie-breaks)
            widget.setStyleSheet(f"QListWidget::item {{ min-height: {FINGER}px; }}"
                                 f"QListWidget::indicator {{ width: {INDICATOR}px; height: {INDICATOR}px; }}")
            # Its rows placed again at that height: placed before (a dialog's size asked for),
            # each was a finger high but drawn a line below the last, over it.
            widget.ensurePolished()
            widget.doItemsLayout()
