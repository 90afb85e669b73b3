"""What feeds an audience screen: one game's current state and its timer, and word when
either changes.

``AudienceSource`` is the interface: ``state()`` (the engine's ``State``, None before a game),
``seconds()`` (left on the step's timer, negative when over, None when the step is untimed),
``game_id()`` and ``now()`` (the clock the timer runs on); the signal ``changed`` after
every action, ``ticked`` when only the clock moved. ``TableSource`` follows the game on this
window's table, ``ReplaySource`` a replay's position; ``FedSource`` is fed from outside
(``show``), as the hall's page will feed it from the server's events. ``ShownSource`` is
whichever of them the host has in front of him (the table, or a replay for the analysis on
stream): the audience screen and the overlay follow it.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, QTimer, Signal

from mafia_desktop.engine import State

if TYPE_CHECKING:
    from mafia_desktop.ui.archive.replay_page import ReplayPage
    from mafia_desktop.ui.table.game_page import GamePage

TICK_MS = 100


class AudienceSource(QObject):
    """The interface; a source gives ``state``, ``game_id`` and ``now`` (the clock the
    state's timer runs on) and says ``changed`` after each action; the ticking is here."""

    #: The game moved (an action, an undo, another game opened): the screen is made again.
    changed = Signal()
    #: Only the clock moved (ten times a second while a timer runs): the timer is shown again.
    ticked = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ticker = QTimer(self, interval=TICK_MS)
        self._ticker.timeout.connect(self._tick)
        self._ticker.start()

    def state(self) -> State | None:
        raise NotImplementedError

    def game_id(self) -> str | None:
        raise NotImplementedError

    def now(self) -> float:
        raise NotImplementedError

    def seconds(self) -> float | None:
        """Left on the step's timer (negative when over); None if the step is untimed."""
        state = self.state()
        return state.remaining(self.now()) if state is not None else None

    def is_replay(self) -> bool:
        """A replay's position, not a game being played (OBS shows the replay's scene)."""
        return False

    def _tick(self) -> None:
        state = self.state()
        if state is not None and state.timer.running:
            self.ticked.emit()


class TableSource(AudienceSource):
    """The game on the table: the host's every action (``GamePage.changed``) and its clock.
    While the host gives a checker his answer the table still stands at his night step,
    and so does this (``controller.before``): the morning comes to the spectators when the
    host goes on to it. A tap that a second tap could still make a slip is not theirs yet
    either (``GamePage.tentative``): a slip never reaches them."""

    def __init__(self, page: GamePage, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.page = page
        page.changed.connect(self.changed)

    def state(self) -> State | None:
        controller = self.page.controller
        if controller is None:
            return None
        if self.page.tentative is not None:
            return self.page.tentative
        if controller.answer is not None and controller.before is not None:
            return controller.before
        return controller.state

    def game_id(self) -> str | None:
        controller = self.page.controller
        return controller.game_id if controller is not None else None

    def now(self) -> float:
        return self.page.clock()


class FedSource(AudienceSource):
    """A game fed from outside: ``show(game_id, state)`` each time it moves (a state folded
    from the events a server sent). Its timer runs on ``clock``, the time of day."""

    def __init__(self, *, clock: Callable[[], float] = time.time, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self._game_id: str | None = None
        self._state: State | None = None

    def show(self, game_id: str, state: State) -> None:
        self._game_id, self._state = game_id, state
        self.changed.emit()

    def state(self) -> State | None:
        return self._state

    def game_id(self) -> str | None:
        return self._game_id

    def now(self) -> float:
        return self.clock()


class ReplaySource(AudienceSource):
    """A replay at its position: every move of the slider or the keys. Its timers stand
    (the replay has no clock), so no timer is shown."""

    def __init__(self, page: ReplayPage, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self._ticker.stop()
        page.positionChanged.connect(self.changed)

    def state(self) -> State | None:
        return self.page.state if self.page.game_id else None

    def game_id(self) -> str | None:
        return self.page.game_id

    def now(self) -> float:
        return time.time()

    def seconds(self) -> float | None:
        return None

    def is_replay(self) -> bool:
        return True


class ShownSource(AudienceSource):
    """The source the host has in front of him, switched by the window (``switch``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ticker.stop()   # the shown source ticks
        self.inner: AudienceSource | None = None

    def switch(self, inner: AudienceSource | None) -> None:
        if inner is self.inner:
            return
        if self.inner is not None:
            self.inner.changed.disconnect(self.changed)
            self.inner.ticked.disconnect(self.ticked)
        self.inner = inner
        if inner is not None:
            inner.changed.connect(self.changed)
            inner.ticked.connect(self.ticked)
        self.changed.emit()

    def state(self) -> State | None:
        return self.inner.state() if self.inner is not None else None

    def game_id(self) -> str | None:
        return self.inner.game_id() if self.inner is not None else None

    def now(self) -> float:
        return self.inner.now() if self.inner is not None else time.time()

    def seconds(self) -> float | None:
        return self.inner.seconds() if self.inner is not None else None

    def is_replay(self) -> bool:
        return self.inner is not None and self.inner.is_replay()
