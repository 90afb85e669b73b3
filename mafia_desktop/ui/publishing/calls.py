"""The rating service asked from the window: every call in a thread of its own, so the
window never waits for the network; the answer, or the fault in words, handed back in the
window's thread.

``ServiceCalls`` is for what only reads the service (the test of the account, its events,
its players). ``WaitingService`` stands in for the service where the queue is sent
(``publishing.queue.send_waiting``): the queue's own reads and writes of the archive stay
in the window's thread (the archive has one connection, and a write of another thread could
land inside a host's game being written), while each call to the service runs in a thread
and the window's events go on being handled until it answers.
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Callable

from PySide6.QtCore import QEventLoop, QObject, Signal

from mafia_desktop.i18n import message_text, translate

logger = logging.getLogger(__name__)


def fault_words(error: BaseException) -> str:
    """A fault of the service or of the network in the host's words; anything else (a bug)
    named only by its kind, its traceback in the log: never a password, never a traceback."""
    from mafia_desktop.publishing import ServiceError
    if isinstance(error, ServiceError):
        return message_text(error.message)
    return translate("ServiceCalls", "The rating service could not be asked ({kind}); the details are in the "
                                     "log").format(kind=type(error).__name__)


class ServiceCalls(QObject):
    """Calls that only read the service, each in a thread; ``then`` gets the answer,
    ``failed`` the fault's words, in the window's thread (never both, never neither)."""

    _answered = Signal(object, object, object)   # then, failed, (ok, value)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._answered.connect(self._deliver)
        self._threads: list[threading.Thread] = []

    def ask(self, call: Callable[[], Any], then: Callable[[Any], None], failed: Callable[[str], None]) -> None:
        thread = threading.Thread(target=self._work, args=(call, then, failed), daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()

    def _work(self, call: Callable[[], Any], then: Callable, failed: Callable) -> None:
        outcome: tuple[bool, Any]
        try:
            outcome = (True, call())
        except Exception as error:
            from mafia_desktop.publishing import ServiceError
            if not isinstance(error, ServiceError):
                logger.error("a call to the rating service failed", exc_info=True)
            outcome = (False, error)
        try:
            self._answered.emit(then, failed, outcome)
        except RuntimeError:   # the dialog that asked was closed meanwhile: nobody to tell
            pass

    def _deliver(self, then: Callable, failed: Callable, outcome: tuple[bool, Any]) -> None:
        ok, value = outcome
        if ok:
            then(value)
        else:
            failed(fault_words(value))

    @property
    def busy(self) -> bool:
        return any(t.is_alive() for t in self._threads)


class _Answer(QObject):
    """Where a call's thread says it is done: the waiting loop, in the window's thread, ends."""

    done = Signal()


class WaitingService:
    """The service, each of its calls in a thread of its own while the window's loop goes on
    (its paints, its timers, the host's taps); the call returns once the service answered.
    A call under way when the window closes is waited for (the service's own time-out bounds
    it): a game the service saved is kept as sent, never sent twice."""

    def __init__(self, service, stopped: Callable[[], bool] = lambda: False) -> None:
        self.service = service
        #: True once the window closes: the games not yet sent wait for its next start.
        self.stopped = stopped

    def events(self, club_id: int | None = None):
        return self._call(self.service.events, club_id)

    def players(self, name: str):
        return self._call(self.service.players, name)

    def create(self, game: dict):
        return self._call(self.service.create, game)

    def change(self, game_id: int, game: dict):
        return self._call(self.service.change, game_id, game)

    def _call(self, call: Callable, *args: Any) -> Any:
        from mafia_desktop.engine.errors import Message
        from mafia_desktop.publishing import ServiceError
        if self.stopped():
            raise ServiceError(Message("The window closed before the game was sent; it is sent at the next "
                                       "start"), unreachable=True)
        box: list[tuple[bool, Any]] = []
        answer = _Answer()
        loop = QEventLoop()
        answer.done.connect(loop.quit)

        def work() -> None:
            try:
                box.append((True, call(*args)))
            except BaseException as error:   # handed to the caller as it is, in its thread
                box.append((False, error))
            finally:
                answer.done.emit()
        thread = threading.Thread(target=work, daemon=True)
        thread.start()
        if thread.is_alive():
            loop.exec()
        # The loop may end before the call (the application quitting ends every loop):
        # what the service answered is still what the queue keeps.
        thread.join()
        ok, value = box[0]
        if ok:
            return value
        raise value
