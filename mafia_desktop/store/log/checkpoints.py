"""The write-ahead log copied into the archive's file by a thread of its own while a long run
of batches (an import) goes on writing (``Archive.bulk``)."""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from mafia_desktop.store.errors import ArchiveError
from mafia_desktop.store.log import guarded_connection

logger = logging.getLogger(__name__)


class Checkpoints:
    """A thread with a connection of its own that runs SQLite's passive checkpoint each time
    it is nudged (after a commit): the log's committed pages copied into the file and the
    file synced while the writer goes on, where its next commit did it (the writer's
    connection makes none meanwhile: ``wal_autocheckpoint`` 0). Only a help: a log it could
    not copy is copied at the run's end, or by a later commit, as before."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._wanted = threading.Event()
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="archive-checkpoints", daemon=True)
        self._thread.start()

    def nudge(self) -> None:
        self._wanted.set()

    def close(self) -> None:
        """The thread ended, once the checkpoint under way is done."""
        self._closing = True
        self._wanted.set()
        self._thread.join()

    def _run(self) -> None:
        try:
            conn = guarded_connection.connect(str(self._path), self._path, isolation_level=None)
        except ArchiveError as error:
            logger.info("no checkpoints beside the writer of %s: %s", self._path, error.message)
            return
        try:
            while not self._closing:
                self._wanted.wait()
                self._wanted.clear()
                if not self._closing:
                    conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
        except ArchiveError as error:
            logger.info("a checkpoint beside the writer of %s: %s", self._path, error.message)
        finally:
            conn.close()
