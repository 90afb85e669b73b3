"""The window's link to the tournament hall: the feed that pushes this table's games (a
worker thread: a host's tap never waits for it), and the line that says how it stands.

Started from the settings (the hall's URL, the password in the keyring); woken by the
archive after each write (``Archive.written``); read twice a second for the status line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from mafia_desktop import preferences
from mafia_desktop.hall.secrets import password_for
from mafia_desktop.i18n import message_text

if TYPE_CHECKING:
    from mafia_desktop.hall.feed import Feed

STATUS_EVERY_MS = 500


class HallLink(QObject):
    #: The status line's words ("" when no hall is set).
    statusChanged = Signal(str)

    def __init__(self, archive, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        self.feed: Feed | None = None
        self._said = ""
        self._timer = QTimer(self, interval=STATUS_EVERY_MS)
        self._timer.timeout.connect(self._tell)

    def start(self) -> None:
        """(Again) with the settings' hall; nothing if none is set or the archive is read-only."""
        self.stop()
        url = preferences.hall_url()
        if not url or not self.archive.writable:
            self._say("")
            return
        from mafia_desktop.hall.feed import Feed   # +8 ms to the window's start
        self.feed = Feed(self.archive.path, url, password_for(url))
        self.archive.written.append(self.feed.wake)
        self.feed.start()
        self._timer.start()
        self._tell()

    def stop(self) -> None:
        self._timer.stop()
        if self.feed is not None:
            self.archive.written.remove(self.feed.wake)
            self.feed.stop(timeout=1.0)
            self.feed = None

    def next_seats(self) -> list[str] | None:
        """The seats the head judge handed this table for its next game, if any."""
        return self.feed.status().next_seats if self.feed else None

    def next_round(self) -> int | None:
        """The round of those seats: the new game's number."""
        return self.feed.status().next_round if self.feed else None

    def table(self) -> int | None:
        """This laptop's table in the hall (None: no hall, not connected yet, or the judge's)."""
        return self.feed.status().table if self.feed else None

    def words(self) -> str:
        """The status line: how the hall stands for this table."""
        if self.feed is None:
            return ""
        status = self.feed.status()
        if status.refused:
            why = next(iter(status.refused.values()))
            return self.tr("Hall: refused — {why}").format(why=message_text(why))
        if not status.connected:
            if status.unreachable:   # the network's: said short (the details in the tooltip)
                problem = self.tr("no connection; trying again")
            else:
                problem = message_text(status.problem) if status.problem else self.tr("connecting…")
            if status.waiting:
                return self.tr("Hall: %n event(s) waiting — {problem}", "", status.waiting).format(problem=problem)
            return self.tr("Hall: {problem}").format(problem=problem)
        if status.table is None:
            return self.tr("Hall: signed in as the head judge")
        if status.waiting:
            said = self.tr("Hall: table {table} · %n event(s) waiting", "", status.waiting).format(table=status.table)
        else:
            said = self.tr("Hall: table {table} · everything sent").format(table=status.table)
        # What the host should know: a clock off the hall's, a hall reached without TLS.
        return " · ".join([said, *(message_text(warning) for warning in (status.clock, status.unencrypted)
                                   if warning is not None)])

    def details(self) -> str:
        """The whole of the last problem, and what stays at this table, for the status line's tooltip."""
        status = self.feed.status() if self.feed else None
        if status is None:
            return ""
        return "\n".join(message_text(said) for said in (status.problem, *status.left_out) if said is not None)

    def _tell(self) -> None:
        self._say(self.words())

    def _say(self, words: str) -> None:
        if words != self._said:
            self._said = words
            self.statusChanged.emit(words)
