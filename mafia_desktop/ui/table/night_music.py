"""The night's music [004 §2.1, §2.2]: "Night falls", and the host turns the music on,
loudly (it masks the players' gestures); he turns it off, then "Day comes".

The club's tracks (a folder of mp3, ogg, flac or wav files: Settings → Night music) play in
a shuffled order from the night's fall to the morning, faded in and out, at the chosen
volume; the mute key silences them at once. Whether a night has music is the settings'
choice: where the preset's seed asks for it (``Ruleset.night_music``), every night, or
never. A missing or unplayable file is skipped with a word on the status line, never a
stall of the table; no Qt Multimedia at all is a word too. The window calls ``follow``
with the table's phase at every tick and on its clock, which the fades run on.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from mafia_desktop import preferences
from mafia_desktop.ui.table.music_player import Player, PlayerFactory, qt_player
from mafia_desktop.words.bidi import left_to_right

#: The files Qt Multimedia plays that a club's music comes in.
MUSIC_SUFFIXES = frozenset({".mp3", ".ogg", ".flac", ".wav"})
FADE_IN = 3.0    # seconds from silence to the chosen volume
FADE_OUT = 4.0   # and back: the host says "Day comes" as it ends


def tracks_in(folder: Path) -> list[Path]:
    """The folder's music files, by name (none for a folder that is gone)."""
    try:
        return sorted(path for path in folder.iterdir() if path.suffix.lower() in MUSIC_SUFFIXES and path.is_file())
    except OSError:
        return []


class NightMusic(QObject):
    said = Signal(str)   # a word for the status line

    def __init__(self, parent: QObject | None = None, *, rng: random.Random | None = None,
                 player_factory: PlayerFactory = qt_player) -> None:
        super().__init__(parent)
        self.rng = rng or random.Random()
        self.player_factory = player_factory
        #: Made when a night first needs it; a text: why there is none (said once).
        self._player: Player | str | None = None
        self._night = False          # the table's night, as last followed
        self.playing = False         # a night's music is on (fading in or out included)
        self.muted = False
        self.tracks: list[Path] = []
        self.queue: list[Path] = []  # tonight's order, shuffled
        self.current: Path | None = None
        self.played: list[Path] = []  # every track started, in order: for the tests
        self.failures = 0            # tracks that failed one after another
        self.volume = 0.0            # now, 0–1
        self.target = 0.0            # the chosen volume, 0–1
        #: The fade under way: its start, from, to, and length in seconds.
        self._fade: tuple[float, float, float, float] | None = None

    # -- the table's phase ----------------------------------------------------------------
    def follow(self, night: bool, by_the_rules: bool, now: float) -> None:
        """The table's phase now: night falls → the music fades in; the morning (the game's
        end, or the game left) → it fades out. ``by_the_rules``: the game's preset asks for
        night music."""
        if night and not self._night:
            self._start(by_the_rules, now)
        elif not night and self._night and self.playing:
            self._fade = (now, self.volume, 0.0, FADE_OUT)
        self._night = night
        self._step(now)

    def _start(self, by_the_rules: bool, now: float) -> None:
        settings = preferences.night_music_settings()
        if not settings.plays(by_the_rules):
            return
        player = self._ready()
        if player is None:
            return
        self.tracks = tracks_in(Path(settings.folder))
        if not self.tracks:
            self.said.emit(self.tr("Night music: no mp3, ogg, flac or wav files in {folder}").format(
                folder=left_to_right(settings.folder)))
            return
        self.queue, self.failures, self.playing = [], 0, True
        self.target = settings.volume / 100
        player.set_muted(self.muted)
        player.set_volume(self.volume)
        self._fade = (now, self.volume, self.target, FADE_IN)
        self._next()

    def _ready(self) -> Player | None:
        """The player, made the first time; None (said once) where Qt Multimedia is missing."""
        if self._player is None:
            self._player = self.player_factory(self, self._ended, self._failed)
            if isinstance(self._player, str):
                self.said.emit(self.tr("Night music cannot play here: Qt Multimedia is missing ({reason}). "
                                       "The nights go on without it.").format(reason=self._player))
        return None if isinstance(self._player, str) else self._player

    def _made(self) -> Player | None:
        """The player if one was made."""
        return None if isinstance(self._player, str) else self._player

    def _step(self, now: float) -> None:
        """The fade, by the clock; at the end of a fade out the music stops."""
        player = self._made()
        if self._fade is None or player is None:
            return
        start, begin, end, seconds = self._fade
        if now < start:   # the window's clock stepped back (a new anchor): the fade goes on from here
            start, self._fade = now, (now, begin, end, seconds)
        share = min(1.0, max(0.0, (now - start) / seconds))
        self.volume = begin + (end - begin) * share
        player.set_volume(self.volume)
        if share < 1.0:
            return
        self._fade = None
        if end == 0.0:
            self.stop()

    # -- the tracks -------------------------------------------------------------------------
    def _next(self) -> None:
        """The next track in tonight's order (shuffled again when it runs out); a missing
        one skipped; none at all playable: silence, said."""
        player = self._ready()
        while self.playing and player is not None:
            if self.failures >= len(self.tracks):
                self.said.emit(self.tr("Night music: none of the tracks could be played; the night goes on "
                                       "without it"))
                self.stop()
                return
            if not self.queue:
                self.queue = list(self.tracks)
                self.rng.shuffle(self.queue)
            path = self.queue.pop(0)
            if path.is_file():
                self.current = path
                self.played.append(path)
                player.play(path)
                return
            self.failures += 1
            self.said.emit(self.tr("Night music: {name} is missing: skipped").format(name=left_to_right(path.name)))

    def _ended(self) -> None:
        self.failures = 0
        # Not from inside the player's own signal: the next file is set once it has returned.
        QTimer.singleShot(0, self, self._next)

    def _failed(self, path: Path, reason: str) -> None:
        if path != self.current or not self.playing:
            return
        self.failures += 1
        self.current = None
        self.said.emit(self.tr("Night music: {name} cannot be played ({reason}): skipped").format(
            name=left_to_right(path.name), reason=reason))
        QTimer.singleShot(0, self, self._next)

    # -- the host's -------------------------------------------------------------------------
    def toggle_mute(self) -> None:
        """The mute key: silent at once, or back."""
        self.muted = not self.muted
        player = self._made()
        if player is not None:
            player.set_muted(self.muted)
        self.said.emit(self.tr("Night music muted") if self.muted else self.tr("Night music on again"))

    def stop(self) -> None:
        """Silence now (a fade's end, the window closed)."""
        self.playing, self.current, self._fade, self.queue = False, None, None, []
        player = self._made()
        if player is not None:
            player.stop()
