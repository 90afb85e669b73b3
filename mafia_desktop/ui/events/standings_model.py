"""The standings table: a thin model over the engine's ranked rows."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QGuiApplication

from mafia_desktop.engine.standings import Standing
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, translate

from mafia_desktop.ui.archive.players_model import role_words
from mafia_desktop.ui.shared.numbers import points_text
from mafia_desktop.ui.shared.rows_model import RowsModel
from mafia_desktop.words.bidi import LRM   # "-0.5" in a right-to-left table: else its minus lands on the right
from mafia_desktop.words.collation import name_order


def role_wins(row: Standing) -> str:
    """"don 1, sheriff 2": each role's wins (the roles in the host's language)."""
    def word(role: str) -> str:
        return translate("StandingsModel", "unknown") if role == "unknown" else role_words(role)
    return ", ".join(translate("StandingsModel", "{role} {count}").format(role=word(role), count=count)
                     for role, count in row.role_wins())


#: (heading, shown text) per column; the headings are translated where shown.
COLUMNS: tuple[tuple[str, Callable[[Standing], str]], ...] = (
    (QT_TRANSLATE_NOOP("StandingsModel", "Place"), lambda r: str(r.place)),
    (QT_TRANSLATE_NOOP("StandingsModel", "Player"), lambda r: r.player),
    (QT_TRANSLATE_NOOP("StandingsModel", "Total"), lambda r: points_text(r.total)),
    (QT_TRANSLATE_NOOP("StandingsModel", "Games"), lambda r: str(r.games)),
    (QT_TRANSLATE_NOOP("StandingsModel", "Wins"), lambda r: str(r.wins)),
    (QT_TRANSLATE_NOOP("StandingsModel", "Wins by role"), role_wins),
    (QT_TRANSLATE_NOOP("StandingsModel", "Extra"), lambda r: points_text(r.extra)),
    (QT_TRANSLATE_NOOP("StandingsModel", "Penalties"), lambda r: points_text(r.penalties)),
    (QT_TRANSLATE_NOOP("StandingsModel", "Best move"), lambda r: points_text(r.best_move)),
    (QT_TRANSLATE_NOOP("StandingsModel", "Ci"), lambda r: points_text(r.compensation)),
    (QT_TRANSLATE_NOOP("StandingsModel", "Killed first"), lambda r: str(r.killed_first)),
)
_TEXT_COLUMNS = {1, 5}


class StandingsModel(RowsModel):
    columns = COLUMNS

    def set_rows(self, rows: list) -> None:
        """The standings in their places; players sharing a place by the host's alphabet
        (the engine's order among them is by character code)."""
        key = name_order()
        super().set_rows(sorted(rows, key=lambda row: (row.place, key(row.player))))

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            text = COLUMNS[index.column()][1](self.rows[index.row()])
            if index.column() not in _TEXT_COLUMNS and QGuiApplication.isRightToLeft():
                return LRM + text
            return text
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() not in _TEXT_COLUMNS:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("StandingsModel", COLUMNS[section][0])
        return None
