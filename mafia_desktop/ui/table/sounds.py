"""The timer's two sounds: "ten seconds" and "time is up".

Qt Multimedia plays the WAV files shipped with the package; where it cannot load (no
audio system, e.g. a bare CI machine) the window falls back to the system beep.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QUrl
from PySide6.QtWidgets import QApplication

from mafia_desktop.package_files import RESOURCES

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect

SOUNDS = RESOURCES / "sounds"


class Sounds(QObject):
    def __init__(self, parent: QObject | None = None, *, enabled: bool = True) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self.played: list[str] = []   # what was played, for tests and the status line
        self._effects: dict[str, QSoundEffect] | None = None

    def load(self) -> None:
        """Load the sounds (Qt Multimedia takes a while: done once the window is up)."""
        if self._effects is not None or not self.enabled:
            return
        self._effects = {}
        try:
            from PySide6.QtMultimedia import QSoundEffect   # +11 ms to the window's start
        except ImportError:
            return
        for name in ("warning", "end"):
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(SOUNDS / f"{name}.wav")))
            self._effects[name] = effect

    def play(self, name: str) -> None:
        self.played.append(name)
        if not self.enabled:
            return
        self.load()
        effect = self._effects.get(name) if self._effects is not None else None
        if effect is not None:
            effect.play()
        else:
            QApplication.beep()
