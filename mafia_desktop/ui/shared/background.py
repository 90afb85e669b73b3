"""Work the host need not wait for (the start-up check, a backup, the full check), each in a
thread of its own; its result, or its failure, is handed back in the window's thread.

Every piece of work ends in exactly one of its two callbacks (as Anki's ``QueryOp``): ``then``
with the result, or ``failed`` with an ArchiveError. The archive's own refusals come as they
are; anything else the work raised (a bug) comes as ``WorkFailed`` in words, and its
traceback goes to the log: a thread never dies with nobody told.

The work reads the archive through connections of its own (``Archive.reading_connection``),
so the host goes on playing while it runs; the window waits for it before it closes.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal

from mafia_desktop.store import ArchiveError

logger = logging.getLogger(__name__)


class WorkFailed(ArchiveError):
    """Work in the background raised what nobody expected; the traceback is in the log."""

    @classmethod
    def of(cls, error: BaseException) -> WorkFailed:
        return WorkFailed("Work in the background failed ({kind}: {problem}); the details are in the log",
                          kind=type(error).__name__, problem=str(error))


#: How long a thread keeps Python's lock while another waits for it (Python's default: 5 ms).
#: A tap lets the lock go a dozen times (each SQLite call) and waited up to that each time
#: for a backup's thread to give it back: 40–60 ms a tap, measured while a backup of
#: 100,000 games ran.
SWITCH_INTERVAL = 0.001


class Background(QObject):
    _finished = Signal(object, object, object)   # then, failed, (ok, value)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._threads: list[threading.Thread] = []
        self._finished.connect(self._deliver)
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))

    def run(self, work: Callable[[], Any], then: Callable[[Any], None],
            failed: Callable[[ArchiveError], None]) -> None:
        thread = threading.Thread(target=self._work, args=(work, then, failed), daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()

    def _work(self, work: Callable[[], Any], then: Callable, failed: Callable) -> None:
        # Even what is not an Exception (the thread interrupted) ends in ``failed``.
        outcome: tuple[bool, Any] = (False, WorkFailed.of(InterruptedError("the work was interrupted")))
        try:
            outcome = (True, work())
        except ArchiveError as error:
            logger.warning("%s refused: %s", _name(work), error.message)
            outcome = (False, error)
        except Exception as error:
            logger.error("%s failed", _name(work), exc_info=True)
            outcome = (False, WorkFailed.of(error))
        finally:
            self._finished.emit(then, failed, outcome)

    def _deliver(self, then: Callable, failed: Callable, outcome: tuple[bool, Any]) -> None:
        ok, value = outcome
        (then if ok else failed)(value)

    @property
    def busy(self) -> bool:
        return any(t.is_alive() for t in self._threads)

    def wait(self) -> None:
        """Until every piece of work has finished (before the archive is closed)."""
        for thread in self._threads:
            thread.join()
        self._threads = []


def lower_this_thread() -> None:
    """The thread's work yields the cores to the window's (a backup of a big archive hashes
    and compresses for minutes). Linux gives each thread a nice value of its own; elsewhere
    the work runs as it is."""
    if sys.platform.startswith("linux"):
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)
        except OSError:
            pass


def _name(work: Callable) -> str:
    """The work's name for the log: ``Archive.check`` rather than ``<lambda>`` where it can."""
    return getattr(work, "__qualname__", None) or repr(work)
