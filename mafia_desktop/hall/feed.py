"""The table's worker: pushes what the hall lacks, in a thread of its own, so a host's tap
never waits for the network. Woken after each write to the archive (``wake``), and every
second in any case; when the hall cannot be reached it tries again, a little later each
time (up to ``RETRY_MAX`` seconds), and catches up from the archive when it can.

Nothing here is kept that the archive and the hall do not have: a worker killed at any
moment, or started for the first time after a day offline, finds out again what is waiting.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from mafia_desktop.engine.errors import Message
from mafia_desktop.hall import push, secrets
from mafia_desktop.hall.connection import HallError, HallRefused, connect, my_table, said, shown_url, unencrypted
from mafia_desktop.time_stamps import utc_stamp

if TYPE_CHECKING:   # the driver is loaded once a hall is used
    import sqlite3

    import psycopg

logger = logging.getLogger(__name__)

POLL = 1.0
RETRY_FIRST = 0.5
RETRY_MAX = 4.0          # the network back: caught up within seconds
REFUSED_RETRY = 15.0     # a refusal (a password) is not cured by trying often
#: A push that has heard nothing for this long is given up (its socket shut): a network that
#: swallows packets without a word would otherwise hold the worker for good. Each chunk is
#: committed, so a long catch-up given up goes on from where it got.
PUSH_TIMEOUT = 20.0
#: Seconds between two looks at the seats the head judge hands out.
SEATS_EVERY = 5.0
#: Seconds between two reads of every game of the hall's time in the archive; in between,
#: only the games just written (and those still waiting) are read again.
FULL_SCAN_EVERY = 30.0


@dataclass(frozen=True)
class FeedStatus:
    """What the window says of the hall."""

    connected: bool = False
    waiting: int = 0                                   # events not in the hall yet
    problem: Message | None = None                     # why it is not connected, if it is not
    unreachable: bool = False                          # the problem is the network's (it tries again)
    refused: dict[str, Message] = field(default_factory=dict)   # game id → why the hall refused it
    pushed_at: float | None = None                     # time.monotonic() of the last event pushed
    table: int | None = None                           # this login's table (None: the head judge's)
    next_seats: list[str] | None = None                # what the head judge handed for the next game
    next_round: int | None = None                      # and its round
    clock: Message | None = None                       # this laptop's clock is off the hall's
    unencrypted: Message | None = None                 # the hall is reached off this machine without TLS
    left_out: tuple[Message, ...] = ()                 # what of the archive stays at the table, and why


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
        #: Games written since the last round (None: look at every game).
        self._written: set[str] | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="hall-feed", daemon=True)
        self._thread.start()

    def wake(self, game_id: str | None = None) -> None:
        """``game_id`` was written (None: something, somewhere): push it now."""
        with self._lock:
            if game_id is None:
                self._written = None
            elif self._written is not None:
                self._written.add(game_id)
        self._wake.set()

    def stop(self, timeout: float = 5.0) -> None:
        """One last push of what is waiting (within ``timeout``), then the worker ends."""
        self._stop.set()
        self._wake.set()
        if self._thread:
            self._thread.join(timeout)

    def status(self) -> FeedStatus:
        with self._lock:
            return self._status

    def _say(self, **changes) -> None:
        with self._lock:
            before, self._status = self._status, replace(self._status, **changes)
        if before.connected != self._status.connected or before.problem != self._status.problem:
            if self._status.connected:
                logger.info("connected to the hall at %s", shown_url(self.url))
            else:
                logger.warning("not connected to the hall at %s: %s", shown_url(self.url), self._status.problem)

    def _run(self) -> None:
        self._hall: psycopg.Connection | None = None
        self._log: sqlite3.Connection | None = None
        self._heads: push.Heads = {}
        self._local: dict[str, int] = {}          # the archive's games of the hall's time: their counts
        # Until the hall says when it was set up: the games since this worker started.
        self._scope = push.Scope(utc_stamp(datetime.now(timezone.utc) - push.CLOCK_MARGIN))
        self._offset = 0.0
        self._fresh, self._seats_read, self._scanned = True, 0.0, 0.0
        retry = RETRY_FIRST
        while True:
            self._wake.clear()
            pause = self.poll
            try:
                self._log = self._log or push.open_log(self.archive)
                if self._hall is None:
                    # A password typed since for this session (the judge's page keeps it) is taken too.
                    self._hall = connect(self.url, password=self.password or secrets.password_for(self.url))
                    self._fresh = True     # the hall's heads and this login's table read again
                with _watchdog(self._hall, self.push_timeout):
                    pause = self._round()
                retry = RETRY_FIRST
            except HallError as error:
                _closed(self._hall)
                self._hall = None
                self._say(connected=False, problem=error.message, waiting=self._waiting(),
                          unreachable=not isinstance(error, HallRefused))
                pause, retry = (REFUSED_RETRY if isinstance(error, HallRefused) else retry), min(retry * 2, RETRY_MAX)
            except Exception as error:   # the archive unreadable for a moment (being backed up, moved)
                logger.exception("the hall's worker stopped for a moment")
                _closed(self._hall)
                _closed(self._log)
                self._hall = self._log = None
                self._say(connected=False, problem=Message("the hall's worker stopped for a moment: {problem}",
                                                           problem=str(error)))
                pause = retry
            if self._stop.is_set() and not self._wake.is_set():
                break   # stopped, and nothing written since this round began: it was the last
            self._wake.wait(pause)
        _closed(self._hall)
        _closed(self._log)

    def _round(self) -> float:
        """One push of what is waiting (and, now and then, a look at the seats handed out);
        the seconds until the next unless woken. The server's errors said as HallErrors."""
        # Here, in the feed's thread: at the top, +150 ms (psycopg) and +100 ms (the judge's rules
        # engine) to the window's warm-up with a hall, in the window's thread.
        import psycopg

        from mafia_desktop.hall.judge import next_round
        hall, log = self._hall, self._log
        assert hall is not None and log is not None, "_run connects before each round"
        try:
            if self._fresh:
                table = my_table(hall)
                hall.commit()
                self._heads = push.hall_heads(hall) if table is not None else {}
                self._offset = push.clock_offset(hall, table=table is not None)
                self._say(table=table, clock=push.clock_said(self._offset), unencrypted=Message(
                    "the hall at {url} is reached without TLS: what this table sends can be read on the way",
                    url=shown_url(self.url)) if unencrypted(hall) else None)
                self._fresh, self._seats_read, self._scanned = False, 0.0, 0.0
            if self.status().table is None:   # the head judge's login reads; it has nothing to send
                self._say(connected=True, problem=None)
                return REFUSED_RETRY
            self._read_local(log)
            done = push.push(hall, log, self._heads, local=self._local, refused=self.status().refused,
                             url=self.url)
            if time.monotonic() - self._seats_read >= SEATS_EVERY:
                handed = next_round(hall)
                self._say(next_round=handed[0] if handed else None, next_seats=handed[1] if handed else None)
                hall.execute("SELECT hall.stop_long_statements()")   # a table that lifted its timeout
                hall.commit()
                self._seats_read = time.monotonic()
        except psycopg.Error as error:
            if not hall.closed:
                hall.rollback()
            raise said(error, self.url) from None
        self._say(connected=True, problem=None, unreachable=False, refused=done.refused, waiting=self._waiting(),
                  **({"pushed_at": time.monotonic()} if done.events else {}))
        return self.poll

    def _read_local(self, log: sqlite3.Connection) -> None:
        """The archive's counts: every game of the hall's time now and then, else only the
        games written since the last round and those the hall still lacks."""
        with self._lock:
            written, self._written = self._written, set()
        if written is None or time.monotonic() - self._scanned >= FULL_SCAN_EVERY:
            if self._hall is not None and self.status().table is not None:   # the first game the hall has, anew
                self._scope = push.scope(self._hall, log, self._heads, self._offset)
            self._local = push.local_heads(log, self._scope)
            self._say(left_out=tuple(push.left_out(log, self._scope)))
            self._scanned = time.monotonic()
            return
        lacking = {game_id for game_id, count in self._local.items()
                   if count > self._heads.get(game_id, (0, b""))[0]}
        self._local.update(push.local_heads(log, self._scope, written | lacking))

    def _waiting(self) -> int:
        """Events the hall lacks, as far as this worker knows: offline too, what was written
        counts (against the hall's heads as last read)."""
        try:
            if self._log is not None:
                self._read_local(self._log)
        except Exception:   # the archive unreadable for a moment: the counts as last read
            logger.info("the archive's counts for the hall not read this time", exc_info=True)
        return push.waiting(self._local, self._heads)


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


def _closed(connection: psycopg.Connection | sqlite3.Connection | None) -> None:
    if connection is not None:
        try:
            connection.close()
        except Exception:   # closing a connection already broken
            logger.debug("a connection did not close cleanly", exc_info=True)
