"""The night music's part of the settings [004 §2.1, §2.2]: the club's folder of tracks (and
how many it holds), when the music plays (as the preset's seed asks, every night, never),
its volume; the mute key is named. Saved with the dialog (``save``); the next night plays
by it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox, QFileDialog, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QSlider, QWidget,
)

from mafia_desktop import preferences
from mafia_desktop.ui.shared.keys import mute_keys
from mafia_desktop.ui.shared.theme import FINGER
from mafia_desktop.ui.shared.touch import touch_button
from mafia_desktop.ui.table.night_music import tracks_in
from mafia_desktop.words.bidi import left_to_right


class NightMusicBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Night music"), parent)
        self.setObjectName("night-music-box")
        chosen = preferences.night_music_settings()
        self.folder = chosen.folder
        self.folder_label = QLabel(objectName="music-folder", wordWrap=True)
        choose = touch_button(self.tr("Choose a folder…"), "choose-music", self._choose, height=FINGER)
        clear = touch_button(self.tr("No music"), "clear-music", lambda: self.choose_folder(""), height=FINGER)
        self.when = QComboBox(objectName="music-when")
        for value, words in (("rules", self.tr("Where the rules ask for it (sport: every night)")),
                             ("always", self.tr("Every night")), ("never", self.tr("Never"))):
            self.when.addItem(words, value)
        self.when.setCurrentIndex(max(0, self.when.findData(chosen.when)))
        self.volume = QSlider(Qt.Orientation.Horizontal, objectName="music-volume", minimum=0, maximum=100,
                              value=chosen.volume)
        self.volume_label = QLabel(objectName="music-volume-value")
        self.volume.valueChanged.connect(lambda value: self.volume_label.setText(self.tr("{volume} %").format(
            volume=value)))
        self.volume.valueChanged.emit(self.volume.value())
        for widget in (self.when, self.volume):
            widget.setMinimumHeight(FINGER)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_label, 1)
        folder_row.addWidget(choose)
        folder_row.addWidget(clear)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_label)
        key = mute_keys()[0].toString(mute_keys()[0].SequenceFormat.NativeText)
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("The club's tracks play from \u201cNight falls\u201d to the morning, "
                                   "in a shuffled order, faded in and out: they cover the players' gestures."),
                           wordWrap=True))
        form.addRow(self.tr("Folder"), folder_row)
        form.addRow(self.tr("Plays"), self.when)
        form.addRow(self.tr("Volume"), volume_row)
        form.addRow(QLabel(self.tr("{key} mutes it at the table, and brings it back.").format(key=left_to_right(key)),
                           wordWrap=True))
        self.choose_folder(self.folder)

    def _choose(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, self.tr("The night music's folder"),
                                                  self.folder or str(Path.home()))
        if chosen:
            self.choose_folder(chosen)

    def choose_folder(self, folder: str) -> None:
        """Kept when the dialog is accepted; its tracks counted now."""
        self.folder = folder
        if not folder:
            self.folder_label.setText(self.tr("No folder: the nights are silent"))
            return
        found = len(tracks_in(Path(folder)))
        self.folder_label.setText(self.tr("%n track(s) (mp3, ogg, flac, wav) in {folder}", "", found).format(
            folder=left_to_right(folder)))

    def save(self) -> None:
        preferences.save_night_music_settings(preferences.NightMusicSettings(
            folder=self.folder, when=self.when.currentData(), volume=self.volume.value()))
