"""What the night music needs of a player: play a file, stop, set the volume and the mute,
and say when a track ended or could not be played. ``QtPlayer`` is Qt Multimedia's
(``QMediaPlayer`` and ``QAudioOutput``), loaded when the music is first needed: the module
takes half a second to import, which the window's start does not wait for. The tests give
``NightMusic`` a player of their own, or this one on generated WAV files (it plays them
with no sound card, to their end).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Protocol

from PySide6.QtCore import QObject, QUrl

#: What a player calls back: a track played to its end; a track that cannot be played (its
#: path and the player's reason).
Ended = Callable[[], None]
Failed = Callable[[Path, str], None]


class Player(Protocol):
    def play(self, path: Path) -> None: ...

    def stop(self) -> None: ...

    def set_volume(self, volume: float) -> None:
        """0 (silent) to 1 (the file's own loudness)."""

    def set_muted(self, muted: bool) -> None: ...


#: Makes a player (its parent and the two callbacks), or gives the reason there is none.
PlayerFactory = Callable[[QObject, Ended, Failed], "Player | str"]


class QtPlayer(QObject):
    """Qt Multimedia's player and its audio output. Loading is the backend's, in the
    background: the table never waits for a file."""

    def __init__(self, parent: QObject, ended: Ended, failed: Failed) -> None:
        super().__init__(parent)
        from PySide6.QtMultimedia import QAudioOutput, QMediaPlayer   # +0.5 s: the first night only
        self._statuses = QMediaPlayer.MediaStatus
        self.output = QAudioOutput(self)
        self.player = QMediaPlayer(self)
        self.player.setAudioOutput(self.output)
        self.path: Path | None = None
        self._ended, self._failed = ended, failed
        self.player.mediaStatusChanged.connect(self._status)
        self.player.errorOccurred.connect(self._error)

    def play(self, path: Path) -> None:
        self.path = path
        self.player.setSource(QUrl.fromLocalFile(str(path)))
        self.player.play()

    def stop(self) -> None:
        self.path = None
        self.player.stop()

    def set_volume(self, volume: float) -> None:
        self.output.setVolume(volume)

    def set_muted(self, muted: bool) -> None:
        self.output.setMuted(muted)

    def _status(self, status) -> None:
        if status == self._statuses.EndOfMedia and self.path is not None:
            self._ended()

    def _error(self, error, words: str) -> None:
        # Said once per file: the invalid status that follows an error is not said again.
        if self.path is not None:
            path, self.path = self.path, None
            self._failed(path, words)


def qt_player(parent: QObject, ended: Ended, failed: Failed) -> Player | str:
    """Qt Multimedia's player, or why there is none (the module or its backend missing)."""
    try:
        from PySide6.QtMultimedia import QMediaPlayer
    except ImportError as error:
        return str(error) or type(error).__name__
    player = QtPlayer(parent, ended, failed)
    if not QMediaPlayer.isAvailable(player.player):
        player.deleteLater()
        return "no media backend"
    return player
