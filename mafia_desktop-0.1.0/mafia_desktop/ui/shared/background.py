"""Work the host need not wait for (the start-up check, a backup, the full check), each in a
thread of its own; its result, or its ArchiveError, is handed back in the window's thread.

The work reads the archive through connections of its own (``Archive.reading_connection``),
so the host goes on playing while it runs; the window waits for it before it closes.
"""

from __future__ import annotations

import threading
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal

from mafia_desktop.store import ArchiveError


class Background(QObject):
    _finished = Signal(object, object, object)   # then, failed, (ok, value)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._threads: list[threading.Thread] = []
        self._finished.connect(self._deliver)

    def run(self, work: Callable[[], Any], then: Callable[[Any], None],
            failed: Callable[[ArchiveError], None]) -> None:
        thread = threading.Thread(target=self._work, args=(work, then, failed), daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()

    def _work(self, work: Callable[[], Any], then: Callable, failed: Callable) -> None:
        try:
            outcome = (True, work())
        except ArchiveError as error:
            outcome = (False, error)
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
