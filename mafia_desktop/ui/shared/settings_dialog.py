"""The host's settings: the language of the window (and of what it prints); how the table's
timers start; the archive's backups (the list with their sizes, a second folder, back up
now, restore one) and its full check; the tournament hall this laptop feeds (``hall_box``);
the rating service games are published to (``ui.publishing.service_box``); the stream
overlay's port, delay, roles and reach (``overlay_box``); OBS following the table (``obs_box``);
the night music (``music_box``).

Every language is offered in its own name (a host who cannot read the current one still
finds his); the choice is saved when the dialog is accepted and the window is built again
in it (``MainWindow.rebuild_in``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable, Protocol, runtime_checkable

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QGridLayout, QGroupBox, QHBoxLayout,
    QLabel, QListWidget, QListWidgetItem, QMessageBox, QPushButton, QVBoxLayout, QWidget,
)

from mafia_desktop import preferences
from mafia_desktop.i18n import LANGUAGES, current_language, moment_text
from mafia_desktop.store.housekeeping.backups import all_backups
from mafia_desktop.ui.overlay.obs_box import ObsBox
from mafia_desktop.ui.overlay.settings_box import OverlayBox
from mafia_desktop.ui.publishing.service_box import ServiceBox
from mafia_desktop.ui.shared import theme
from mafia_desktop.ui.shared.hall_box import HallBox
from mafia_desktop.ui.table.night_music_box import NightMusicBox
from mafia_desktop.ui.shared.numbers import data_size
from mafia_desktop.ui.shared.side_tabs import SideTabs
from mafia_desktop.ui.shared.touch import finger_sized, touch_button

if TYPE_CHECKING:
    from mafia_desktop.store import Archive

#: ``exec()``'s result when the host chose a backup to restore (``chosen_backup``).
RESTORE = 2


@runtime_checkable
class ArchiveWindow(Protocol):
    """The window, as the dialog uses it (the window's module imports this one)."""

    archive: Archive

    def back_up(self, *, wait: bool = False, then: Callable[[], None] | None = None) -> None: ...

    def run_full_check(self, then: Callable[[str], None]) -> None: ...

    def notify(self, text: str) -> None: ...


class SettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.language_box = QComboBox(objectName="language")
        for code, name in LANGUAGES.items():
            self.language_box.addItem(name, code)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(current_language())))
        self.language_box.setMinimumHeight(theme.FINGER)
        # The look: the desktop's light or dark (it turns with it), or one of them always.
        self.theme_box = QComboBox(objectName="theme")
        for scheme, words in (("system", self.tr("As the system: light or dark")), ("light", self.tr("Light")),
                              ("dark", self.tr("Dark, for a dim room"))):
            self.theme_box.addItem(words, scheme)
        self.theme_box.setCurrentIndex(max(0, self.theme_box.findData(preferences.theme())))
        note = QLabel(self.tr("The window is built again in the chosen language; "
                              "the game on the table stays where it is."), wordWrap=True)
        self.auto_start = QCheckBox(self.tr("Next (Enter) also starts the next speaker's timer"),
                                    objectName="auto-start")
        self.auto_start.setChecked(preferences.auto_start_timers())
        self.auto_start.setMinimumHeight(theme.FINGER)
        self.start_after = QCheckBox(self.tr("After an announcement, a shot or a check, start the next timer "
                                             "(the last word, the don's check) by itself"),
                                     objectName="start-after-announcement")
        self.start_after.setChecked(preferences.timers_after_announcements())
        self.start_after.setMinimumHeight(theme.FINGER)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        for button in buttons.buttons():
            button.setMinimumHeight(theme.FINGER)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        # One grid, so that both boxes begin at one edge; the language's note under its box alone.
        choices = QGridLayout()
        rows: list[tuple[str | None, QWidget]] = [(self.tr("Language"), self.language_box), (None, note),
                                                  (self.tr("Look"), self.theme_box)]
        for line, (heading, field) in enumerate(rows):
            if heading is not None:
                label = QLabel(heading)
                label.setBuddy(field)
                choices.addWidget(label, line, 0)
            choices.addWidget(field, line, 1)
        choices.setColumnStretch(1, 1)
        general = QWidget(objectName="settings-general")
        general_column = QVBoxLayout(general)
        general_column.addLayout(choices)
        general_column.addWidget(self.auto_start)
        general_column.addWidget(self.start_after)
        general_column.addStretch(1)
        layout = QVBoxLayout(self)
        #: The window, when the dialog is opened from one: its archive's backups and check.
        self.window_ = parent if isinstance(parent, ArchiveWindow) else None
        self.second_folder = preferences.second_backup_folder()
        self.chosen_backup: Path | None = None
        self.hall_box: HallBox | None = None
        self.service_box: ServiceBox | None = None
        self.overlay_box: OverlayBox | None = None
        self.obs_box: ObsBox | None = None
        self.music_box: NightMusicBox | None = None
        if self.window_ is None:
            layout.addWidget(general)
        else:
            self.hall_box = HallBox(self)
            self.service_box = ServiceBox(self)
            self.overlay_box = OverlayBox(self)
            self.obs_box = ObsBox(self)
            self.music_box = NightMusicBox(self)
            # A page each, named by its box in a column beside it: one above the other they
            # were taller than a laptop's screen, a row of tabs wider than a tablet's.
            self.tabs: SideTabs = SideTabs(objectName="settings-tabs")
            self.tabs.addTab(general, self.tr("General"))
            for box in (self._backups_box(), self.hall_box, self.service_box, self.overlay_box, self.obs_box,
                        self.music_box):
                self.tabs.addTab(box, box.title())
                box.setTitle("")
                box.setFlat(True)
            layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.resize(640, 560 if self.window_ is not None else 240)
        finger_sized(self)

    # -- backups and the check -----------------------------------------------------------
    def _backups_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Backups and the check"))
        self.backup_summary = QLabel(objectName="backup-summary", wordWrap=True)
        self.backup_list = QListWidget(objectName="backups")
        self.second_label = QLabel(objectName="second-folder", wordWrap=True)
        choose = self._button(self.tr("Choose a second folder…"), "choose-second", self._choose_second)
        clear = self._button(self.tr("No second folder"), "clear-second", self._clear_second)
        now = self._button(self.tr("Back up now"), "back-up-now", self._back_up_now)
        restore = self._button(self.tr("Restore the chosen backup…"), "restore-backup", self._restore_chosen)
        check = self._button(self.tr("Check the archive"), "full-check", self._full_check)
        self.check_result = QLabel(objectName="check-result", wordWrap=True)
        self.check_result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        second = QHBoxLayout()
        second.addWidget(self.second_label, 1)
        second.addWidget(choose)
        second.addWidget(clear)
        actions = QHBoxLayout()
        for button in (now, restore, check):
            actions.addWidget(button)
        column = QVBoxLayout(box)
        column.addWidget(self.backup_summary)
        column.addWidget(self.backup_list, 1)
        column.addLayout(second)
        column.addLayout(actions)
        column.addWidget(self.check_result)
        self.refresh_backups()
        return box

    def _button(self, text: str, name: str, slot) -> QPushButton:
        return touch_button(text, name, slot, height=theme.FINGER)

    @property
    def _window(self) -> ArchiveWindow:
        """The window the dialog was opened from: the backups' box is there only then."""
        assert self.window_ is not None
        return self.window_

    def _folders(self) -> list[Path]:
        archive = self._window.archive
        return [archive.backup_folders[0]] + ([self.second_folder] if self.second_folder else [])

    def refresh_backups(self) -> None:
        """The backups in the folder beside the archive and the second one, each with its size."""
        archive = self._window.archive
        found = all_backups(self._folders(), archive.path.stem)
        self.backup_list.clear()
        for backup in found:
            when = moment_text(backup.when.astimezone())
            item = QListWidgetItem(f"{when}   {data_size(backup.size)}   {backup.path.parent}")
            item.setData(Qt.ItemDataRole.UserRole, str(backup.path))
            self.backup_list.addItem(item)
        if found:
            self.backup_list.setCurrentRow(0)
        folder = archive.backup_folders[0]
        self.backup_summary.setText(
            self.tr("%n backup(s), {size} in all, in {folder}. One is made after every finished game and "
                    "when the app closes; the last 10 are kept, and one a week for a year.", "", len(found)).format(
                size=data_size(sum(b.size for b in found)), folder=folder)
            if found else self.tr("No backups yet in {folder}: one is made after every finished game and when "
                                  "the app closes.").format(folder=folder))
        self.second_label.setText(self.tr("Second folder: {folder}").format(folder=self.second_folder)
                                  if self.second_folder else self.tr("Second folder: none"))

    def _choose_second(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, self.tr("A second folder for the backups"),
                                                  str(self.second_folder or Path.home()))
        if chosen:
            self.choose_second_folder(Path(chosen))

    def choose_second_folder(self, folder: Path | None) -> None:
        """Kept when the dialog is accepted."""
        self.second_folder = folder
        self.refresh_backups()

    def _clear_second(self) -> None:
        self.choose_second_folder(None)

    def _back_up_now(self) -> None:
        preferences.save_second_backup_folder(self.second_folder)
        self._window.back_up(then=self._after_backup)

    def _after_backup(self) -> None:
        if shiboken6.isValid(self) and self.isVisible():
            self.refresh_backups()

    def _restore_chosen(self) -> None:
        item = self.backup_list.currentItem()
        if item is None:
            return
        backup = Path(item.data(Qt.ItemDataRole.UserRole))
        answer = QMessageBox.question(
            self, self.tr("Restore a backup"),
            self.tr("Put the backup {backup} in the archive's place? The archive as it is now is not "
                    "deleted: it is kept beside it under a new name.").format(backup=backup.name))
        if answer == QMessageBox.StandardButton.Yes:
            self.chosen_backup = backup
            self.done(RESTORE)

    def _full_check(self) -> None:
        self.check_result.setText(self.tr("Checking every page of the file and every game…"))
        self._window.run_full_check(self._checked)

    def _checked(self, words: str) -> None:
        if shiboken6.isValid(self) and self.isVisible():
            self.check_result.setText(words)
        elif shiboken6.isValid(self._window):
            self._window.notify(words)

    # -- the choice ------------------------------------------------------------------------
    def language(self) -> str:
        """The chosen language's code ("en", "ru", "he", "lv")."""
        return self.language_box.currentData()

    def choose(self, code: str) -> None:
        self.language_box.setCurrentIndex(self.language_box.findData(code))

    def accept(self) -> None:
        preferences.save_language(self.language())
        scheme = self.theme_box.currentData()
        application = QApplication.instance()
        if scheme != preferences.theme() and isinstance(application, QApplication):
            theme.apply(application, scheme)   # at once, every window (a new sheet repolishes them all)
        preferences.save_theme(scheme)
        preferences.save_auto_start_timers(self.auto_start.isChecked())
        preferences.save_timers_after_announcements(self.start_after.isChecked())
        if self.window_ is not None:
            preferences.save_second_backup_folder(self.second_folder)
        if self.hall_box is not None:
            self.hall_box.save()
        if self.service_box is not None:
            self.service_box.save()
        if self.overlay_box is not None:
            self.overlay_box.save()
        if self.obs_box is not None:
            self.obs_box.save()
        if self.music_box is not None:
            self.music_box.save()
        super().accept()
