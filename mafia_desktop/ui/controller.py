"""The one controller: runs an action on the engine, stores its events, says ``changed``.

Data flows one way: a tap → an action (``intents``) → a command on the engine → events →
appended to the archive → the new state → every view repaints from it.
"""

from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QObject, Signal

from mafia_desktop.engine import Game, RuleViolation, State, commands as c
from mafia_desktop.i18n import message_text
from mafia_desktop.store import Archive, ArchiveError

from . import intents
from .intents import Action


class GameController(QObject):
    changed = Signal()
    #: A refused action or a failed save, in the host's words; nothing changed.
    failed = Signal(str)

    def __init__(self, archive: Archive, game_id: str, *, clock: Callable[[], float] = time.time,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        self.game_id = game_id
        self.clock = clock
        self.game: Game = archive.load(game_id)
        #: Seats tapped for the current step's selection (hands raised, best-move seats).
        self.pending: list[int] = []

    @property
    def state(self) -> State:
        return self.game.state

    # -- actions -----------------------------------------------------------------------------
    def perform(self, action: Action) -> bool:
        kwargs = dict(action.kwargs)
        if action.timed:
            kwargs["now"] = self.clock()
        return self.run(action.command, **kwargs)

    def run(self, command: Callable[..., list], **kwargs) -> bool:
        step_before = self.state.step
        try:
            events = self.game.run(command, **kwargs)
        except RuleViolation as refusal:
            self.failed.emit(message_text(refusal.message))
            return False
        try:
            self.archive.append(self.game_id, events, state=self.state)
        except (ArchiveError, OSError) as error:
            # The archive is the truth: go back to what it holds.
            self.game = self.archive.load(self.game_id)
            # The system's own words for a failed write (a full disk) come in its language.
            reason = message_text(error.message, "archive") if isinstance(error, ArchiveError) else str(error)
            self.failed.emit(self.tr("Could not save to the archive ({reason}); the action was not recorded")
                             .format(reason=reason))
            return False
        if self.state.step != step_before:
            self.pending = []
        self.changed.emit()
        return True

    def tap(self, seat: int) -> None:
        """A tap on a seat: the step's action, or a change of the pending selection."""
        if not self.state.is_seat(seat):
            return
        action = intents.tap(self.state, seat)
        if action is not None:
            self.perform(action)
            return
        if intents.selection_limit(self.state) == 0:
            self.failed.emit(self.tr("A tap on a seat does nothing now: use the buttons"))
            return
        self.toggle(seat)

    def toggle(self, seat: int) -> None:
        if seat in self.pending:
            self.pending = [s for s in self.pending if s != seat]
            self.changed.emit()
            return
        candidate = self.pending + [seat]
        consumer = intents.selection_action(self.state, candidate)
        if consumer is not None:
            try:
                consumer.command(self.state, **consumer.kwargs)   # a dry run: the engine decides
            except RuleViolation as refusal:
                self.failed.emit(message_text(refusal.message))
                return
        self.pending = candidate
        self.changed.emit()

    def undo(self) -> bool:
        return self.run(c.undo)

    def redo(self) -> bool:
        return self.run(c.redo)

    def foul(self, seat: int, *, technical: bool = False) -> bool:
        return self.run(c.foul, seat=seat, reason="", technical=technical)

    def remove(self, seat: int, reason: str) -> bool:
        return self.run(c.remove, seat=seat, reason=reason)
