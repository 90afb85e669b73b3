"""The host's own scoring table: any system's numbers edited and saved under a new name.

The fields are read off the table's dataclass, so a new number in a system shows up here
without a second list; the engine checks the values (a bad one is explained, nothing saved).
"""

from __future__ import annotations

from dataclasses import fields, replace
from fractions import Fraction

from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget,
)

from mafia_desktop.engine import RuleViolation
from mafia_desktop.engine.points import ScoringSystem, shown
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, message_text, translate
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.contests import save_system
from mafia_desktop.words.titles import system_title

from mafia_desktop.ui.shared.colours import ColouredLabel
from mafia_desktop.ui.shared.screen import as_big_as_it_asks
from mafia_desktop.ui.shared.touch import finger_sized

FIELD_WORDS = {
    "win": QT_TRANSLATE_NOOP("SystemEditor", "Win"),
    "loss": QT_TRANSLATE_NOOP("SystemEditor", "Loss"),
    "removed_by_fouls": QT_TRANSLATE_NOOP("SystemEditor", "Removed by fouls"),
    "disqualified": QT_TRANSLATE_NOOP("SystemEditor", "Disqualified"),
    "compensation_cap": QT_TRANSLATE_NOOP("SystemEditor", "First-killed compensation, up to"),
    "host_adjustments": QT_TRANSLATE_NOOP("SystemEditor", "Count the host's extra points and penalties"),
    "town_all": QT_TRANSLATE_NOOP("SystemEditor", "A town win scores every red player (not only the survivors)"),
}


def field_words(name: str) -> str:
    """A number's or a flag's caption (a field nobody worded yet: its own name)."""
    return translate("SystemEditor", FIELD_WORDS[name]) if name in FIELD_WORDS else name
BEST_MOVE_COUNTS = (3, 2, 1)


class SystemEditor(QDialog):
    def __init__(self, archive: Archive, base: ScoringSystem, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Scoring table"))
        self.archive = archive
        self.base = base
        self.saved: ScoringSystem | None = None
        self.name = QLineEdit(self.tr("{name} (ours)").format(name=system_title(base.name)), objectName="system-name")
        self.numbers: dict[str, QLineEdit] = {}
        self.flags: dict[str, QCheckBox] = {}
        self.best_move: dict[int, QLineEdit] = {}
        name_row = QFormLayout()
        name_row.addRow(self.tr("Name"), self.name)
        numbers: list[tuple[str, QLineEdit]] = []   # (caption, its field), in the table's order
        flags = QVBoxLayout()
        for f in fields(base):
            value = getattr(base, f.name)
            if f.name == "name":
                continue
            if f.name == "best_move":
                given = dict(value)
                for count in BEST_MOVE_COUNTS:
                    edit = QLineEdit(shown(given.get(count, Fraction(0))), objectName=f"best-move-{count}")
                    self.best_move[count] = edit
                    numbers.append((self.tr("Best move, {count} black named").format(count=count), edit))
            elif isinstance(value, bool):
                box = QCheckBox(field_words(f.name), objectName=f.name, checked=value)
                self.flags[f.name] = box
                flags.addWidget(box)
            else:
                edit = QLineEdit(shown(value), objectName=f.name)
                self.numbers[f.name] = edit
                numbers.append((field_words(f.name), edit))
        self.error = ColouredLabel(meaning="alarm", bold=True, objectName="error", wordWrap=True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Starting from {name}: {description}").format(
            name=system_title(base.name), description=message_text(base.describe())), wordWrap=True))
        layout.addLayout(name_row)
        # The numbers in two columns: one under the other, a finger's height each, they
        # need 650 px, and a tablet's window has 600.
        columns = QHBoxLayout()
        half = (len(numbers) + 1) // 2
        for part in (numbers[:half], numbers[half:]):
            form = QFormLayout()
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            for caption, edit in part:
                form.addRow(caption, edit)
            columns.addLayout(form, 1)
        layout.addLayout(columns)
        layout.addLayout(flags)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        finger_sized(self)
        as_big_as_it_asks(self)

    def table(self) -> ScoringSystem:
        """The edited table; RuleViolation if a value is not a number the engine takes."""
        changes: dict = {"name": self.name.text()}
        for name, edit in self.numbers.items():
            changes[name] = self._number(field_words(name), edit.text())
        for name, box in self.flags.items():
            changes[name] = box.isChecked()
        if self.best_move:
            changes["best_move"] = {
                count: self._number(self.tr("Best move, {count} black named").format(count=count),
                                    edit.text() or "0")
                for count, edit in self.best_move.items()}
        return replace(self.base, **changes)

    def _number(self, field: str, text: str) -> Fraction:
        """A field's number (a decimal comma is fine); ValueError naming the field otherwise."""
        try:
            value = Fraction(text.strip().replace(",", "."))
        except (ValueError, ZeroDivisionError):
            raise ValueError(self.tr("{field}: {text} is not a number").format(field=field, text=text)) from None
        if abs(value) > 1000:
            raise ValueError(self.tr("{field}: keep it between -1000 and 1000").format(field=field))
        return value

    def save(self) -> None:
        try:
            table = self.table()
            save_system(self.archive, table)
        except ValueError as error:   # a field that is not a number, named in the host's words
            self.error.setText(self.tr("{error}. Nothing was saved.").format(error=error))
            return
        except (RuleViolation, ArchiveError) as error:
            self.error.setText(self.tr("{error}. Nothing was saved.").format(error=message_text(error.message)))
            return
        self.saved = table
        self.accept()
