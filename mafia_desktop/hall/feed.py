"""The table's worker: pushes what the hall lacks, in a thread of its own, so a host's tap
never waits for the network. Woken after each write to the archive (``wake``), and every
second in any case; when the hall cannot be reached it tries again, a little later each
time (up to ``RETRY_MAX`` seconds), and catches up from the archive when it can.

Nothing here is kept that the archive and the hall do not have: a worker killed at any
moment, or started for the first time after a day offline, finds out again what is waiting.
"""

from __future__ import annotations

import os
import socket
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

from mafia_desktop.engine.errors import Message
from mafia_desktop.hall import push
from mafia_desktop.hall.connection import HallError, HallRefused, connect

POLL = 1.0
RETRY_FIRST = 0.5
RETRY_MAX = 4.0          # the network back: caught up within seconds
REFUSED_RETRY = 15.0     # a refusal (a password) is not cured by trying often
#: A push that has heard nothing for this long is given up (its socket shut): a network that
#: swallows packets without a word would otherwise hold the worker for good. Each chunk is
#: committed, so a long catch-up given up goes on from where it got.
PUSH_TIMEOUT = 20.0


@dataclass(frozen=True)
class FeedStatus:
    """What the window says of the hall."""

    connected: bool = False
    waiting: int = 0                                   # events not in the hall yet
    problem: Message | None = None                     # why it is not connected, if it is not
    refused: dict[str, Message] = field(default_factory=dict)   # game id → why the hall refused it
    pushed_at: float | None = None                     # time.monotonic() of the last event pushed


class Feed:
    def __init__(self, archive: Path, url: str, password: str | None = None, *, poll: float = POLL,
                 push_timeout: float = PUSH_TIMEOUT) -> None:
        self.archive, self.url, self.password, self.poll = Path(archive), url, password, poll
        self.push_timeout = push_timeout
        self._status = FeedStatus()
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="hall-feed", daemon=True)
        self._thread.start()

    def wake(self) -> None:
        """Something was written: push it now."""
        self._wake.set()

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread:
            self._thread.join(timeout)

    def status(self) -> FeedStatus:
        with self._lock:
            return self._status

    def _say(self, **changes) -> None:
        with self._lock:
            self._status = replace(self._status, **changes)

    def _run(self) -> None:
        hall = log = None
        heads: push.Heads = {}
        retry = RETRY_FIRST
        while not self._stop.is_set():
            self._wake.clear()
            pause = self.poll
            try:
                log = log or push.open_log(self.archive)
                if hall is None:
                    hall = connect(self.url, password=self.password)
                    heads = push.hall_heads(hall)
                with _watchdog(hall, self.push_timeout):
                    done = push.push(hall, log, heads, refused=self.status().refused, url=self.url)
                left = push.waiting(push.local_heads(log), heads)
                self._say(connected=True, problem=None, refused=done.refused, waiting=left,
                          **({"pushed_at": time.monotonic()} if done.events else {}))
                retry = RETRY_FIRST
            except HallError as error:
                hall = _closed(hall)
                self._say(connected=False, problem=error.message, waiting=self._waiting(log, heads))
                pause, retry = (REFUSED_RETRY if isinstance(error, HallRefused) else retry), min(retry * 2, RETRY_MAX)
            except Exception as error:   # the archive unreadable for a moment (being backed up, moved)
                hall, log = _closed(hall), _closed(log)
                self._say(connected=False, problem=Message("the hall's worker stopped for a moment: {problem}",
                                                           problem=str(error)))
                pause = retry
            self._wake.wait(pause)
        _closed(hall)
        _closed(log)

    def _waiting(self, log, heads: push.Heads) -> int:
        try:
            return push.waiting(push.local_heads(log), heads) if log is not None else self.status().waiting
        except Exception:
            return self.status().waiting


@contextmanager
def _watchdog(hall, seconds: float):
    """Shut the connection's socket if the block takes longer than ``seconds``: the call
    waiting on it fails at once (as a network error), and the worker connects again."""
    def shut() -> None:
        try:
            socket.socket(fileno=os.dup(hall.fileno())).shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
    timer = threading.Timer(seconds, shut)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()


def _closed(connection) -> None:
    if connection is not None:
        try:
            connection.close()
        except Exception:
            pass
    return None
