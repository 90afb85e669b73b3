"""Date pickers that write a day as the lists and the protocol do (the locale's short date,
the year in full), left to right in every language: a right-to-left picker (Hebrew) would
swap the day's parts ("2026.12.1"), where Hebrew writes "1.12.2026"."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDateTimeEdit

from mafia_desktop.i18n import date_pattern


def as_the_lists_write(edit: QDateTimeEdit, *, seconds: bool = False) -> QDateTimeEdit:
    # The direction first: the picker reads its format's parts in the direction it has then.
    edit.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    edit.setDisplayFormat(f"{date_pattern()} HH:mm:ss" if seconds else date_pattern())
    return edit


def day_of(edit: QDateTimeEdit) -> date:
    """The picker's day (QDate.toPython's is the same, typed as any object)."""
    day = edit.date()
    return date(day.year(), day.month(), day.day())
