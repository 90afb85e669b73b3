"""OBS following the table: at each new moment of the game (``stream.moments``: the day, its
vote, the night, the end, a replay) the streamer's scene for it is put on OBS's program and a
chapter is marked in OBS's recording (once a chapter a game, as the video's chapters are).

It follows the same source as the overlay (the table, or the replay shown) and, like the
overlay's frames, behind the stream's delay: the scene changes with the video it shows. Off
the tap's path: a move only marks it dirty; the moment is read once the loop turns (a burst
of moves, one look), and OBS is only ever written to (``ObsLink``), never waited on.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer

from mafia_desktop.preferences import ObsSettings
from mafia_desktop.stream.moments import Moment, chapter_of, moment_of
from mafia_desktop.ui.audience.source import AudienceSource
from mafia_desktop.ui.overlay.obs_link import ObsLink


class ObsDirector(QObject):
    def __init__(self, link: ObsLink, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link = link
        self.settings = ObsSettings()
        #: The stream's delay in seconds (the overlay's): each scene waits as long.
        self.delay = 0.0
        self.source: AudienceSource | None = None
        self._moment: Moment | None = None
        self._chapters: set[tuple[str | None, tuple[object, ...]]] = set()   # (game, chapter) marked
        self._soon = QTimer(self, singleShot=True, interval=0)
        self._soon.timeout.connect(self.look)

    def start(self, settings: ObsSettings, *, delay: float) -> None:
        """Follow the table in OBS as ``settings`` say (or stop, if they do not), with the
        password the keyring keeps for its address."""
        self.settings, self.delay = settings, delay
        self._moment = None   # OBS, perhaps another one, is shown the moment as it is now
        if settings.follow:
            from mafia_desktop.stream.secrets import password_for   # the keyring: +65 ms, only for OBS
            self.link.start(settings.address, password_for(settings.address) or "")
            self.moved()
        else:
            self.link.stop()

    def stop(self) -> None:
        self._soon.stop()
        self.link.stop()

    def follow(self, source: AudienceSource | None) -> None:
        if self.source is not None:
            self.source.changed.disconnect(self.moved)
        self.source = source
        if source is not None:
            source.changed.connect(self.moved)
            self.moved()

    def moved(self) -> None:
        if self.link.active() and not self._soon.isActive():
            self._soon.start()

    def look(self) -> None:
        """The moment the source is at: a new one is shown (after the delay)."""
        source = self.source
        if source is None or not self.link.active():
            return
        state = source.state()
        moment = moment_of(state, replay=source.is_replay())
        if state is None or moment is None or moment is self._moment:
            return
        self._moment = moment
        scene = self.settings.scenes.get(moment.value, "")
        key, title = chapter_of(state, moment)
        marked = (source.game_id(), key)
        chapter = "" if marked in self._chapters else title
        self._chapters.add(marked)
        if self.delay > 0:
            # Precise, as the overlay's frames: a coarse timer may fire 5 % of its wait late.
            wait = QTimer(self, singleShot=True, timerType=Qt.TimerType.PreciseTimer,
                          interval=round(self.delay * 1000))
            wait.timeout.connect(lambda: self._waited(wait, scene, chapter))
            wait.start()
        else:
            self._show(scene, chapter)

    def _waited(self, wait: QTimer, scene: str, chapter: str) -> None:
        wait.deleteLater()
        self._show(scene, chapter)

    def _show(self, scene: str, chapter: str) -> None:
        if not self.link.active():
            return
        if scene:
            self.link.switch(scene)
        if chapter:
            self.link.chapter(chapter)
