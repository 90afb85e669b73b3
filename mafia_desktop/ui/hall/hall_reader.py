"""The head judge's reading of the hall, in a thread of its own: the page never waits for the
server, and the one connection is only ever used from that thread.

Twice a second (while the page is shown) it reads what is new (``hall.judge.Watch``), puts
each table's game into words (``words.hall``: strings only cross to the window, the states
stay here, where they go on changing) and hands over the cards that changed. The standings
are counted again whenever a table's game ends or a new one starts. What the page asks for
(a table's games, a game's log for its protocol, the seating handed) is queued to the same
thread and answered with a signal.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal, Slot

from mafia_desktop.hall.connection import HallError, HallNeedsPassword, HallRefused, connect, said, shown_url
from mafia_desktop.hall import nicknames
from mafia_desktop.hall.judge import Watch
from mafia_desktop.i18n import translate
from mafia_desktop.words.hall import CardWords, card_words, game_line

from mafia_desktop.ui.shared.errors import error_words
from mafia_desktop.ui.table.seatview import seat_views

if TYPE_CHECKING:
    import psycopg

logger = logging.getLogger(__name__)

REFRESH_MS = 500


@dataclass(frozen=True)
class ReaderStatus:
    connected: bool
    url: str = ""        # without the password
    name: str = ""       # the hall's, as the organiser set it up
    problem: str = ""    # why not, in words
    refused: bool = False   # trying again changes nothing until the judge types another login
    needs_password: bool = False   # refused for want of a password: the page asks for it


def with_seats(words: CardWords, table) -> CardWords:
    """The card's small seat map: the host's seat views, made here where the state is (a
    replay's views: no role shown unless the judge asks, then every role)."""
    state = table.state
    if state is None or state.ruleset is None:
        return words
    def views(show_roles: bool) -> tuple:
        # Each nickname as the judge must see it: a zero-width space or a direction control written out.
        return tuple(replace(view, nickname=nicknames.shown(view.nickname))
                     for view in seat_views(state, show_roles, as_the_game_needs=False))
    return replace(words, seats=views(False), seats_with_roles=views(True))


class _Worker(QObject):
    status = Signal(object)          # ReaderStatus
    cards = Signal(object)             # [CardWords] whose card changed (all of them at first)
    standings = Signal(object)         # [Standing]
    games = Signal(int, object)        # table, [GameLine]
    log = Signal(str, object)        # game id, GameLog (None: not in the hall)
    handed = Signal(int, str)        # round, why it failed ("" when handed)
    rounds = Signal(object)          # {round handed: whether a game of it reached the hall}
    failed = Signal(str)             # a request that failed, in words

    def __init__(self) -> None:
        super().__init__()
        self.url = ""
        self.password: str | None = None
        self.conn: psycopg.Connection | None = None
        self.watch: Watch | None = None
        self.refused = False
        self.system = ""
        self.last: dict[int, CardWords] = {}
        self.games_seen: tuple = ()
        self.timer: QTimer | None = None
        self.refresh_failed = ""   # what the last look twice a second failed on (said once)

    @Slot()
    def begin(self) -> None:
        self.timer = QTimer(self, interval=REFRESH_MS)
        self.timer.timeout.connect(self.refresh)

    @Slot(str, str)
    def open(self, url: str, password: str) -> None:
        self._close()
        self.url, self.password, self.refused = url, password or None, False
        self.last, self.games_seen = {}, ()
        self.refresh()

    @Slot(bool)
    def set_active(self, active: bool) -> None:
        # begin() makes the timer as the thread starts, before any call queued to the thread.
        assert self.timer is not None
        if active:
            self.timer.start()
            self.refresh()
        else:
            self.timer.stop()
            self._close()   # the hall ends a session idle for minutes: a hidden page holds none

    @Slot(str)
    def set_system(self, name: str) -> None:
        self.system = name
        self._ask(self._standings)

    @Slot()
    def refresh(self) -> None:
        self._ask(self._refresh, periodic=True)

    @Slot(int)
    def ask_games(self, table: int) -> None:
        self._ask(lambda watch: self.games.emit(table, [game_line(t) for t in watch.games(table)]))

    @Slot()
    def ask_rounds(self) -> None:
        if not self._ask(lambda watch: self.rounds.emit(watch.handed_rounds())):
            self.failed.emit(translate("HallReader", "The seating was not handed: the hall cannot be reached."))

    @Slot(str)
    def ask_log(self, game_id: str) -> None:
        self._ask(lambda watch: self.log.emit(game_id, watch.log(game_id)))

    @Slot(str, int)
    def accept(self, game_id: str, table: int) -> None:
        """The judge counts the game: its table's list and the standings read again."""
        def work(watch) -> None:
            watch.accept(game_id)
            self.games.emit(table, [game_line(t) for t in watch.games(table)])
            self._standings(watch)
        self._ask(work)

    @Slot(int, object)
    def hand(self, round_number: int, tables: list) -> None:
        def work(watch: Watch) -> None:
            watch.hand_seating(round_number, tables)
            self.handed.emit(round_number, "")
        if not self._ask(work):
            self.handed.emit(round_number, translate("HallReader", "The seating was not handed: the hall "
                                                                   "cannot be reached."))

    @Slot()
    def stop(self) -> None:
        if self.timer:
            self.timer.stop()
        self._close()

    # -- the work, in this thread ---------------------------------------------------------
    def _refresh(self, watch) -> None:
        tables = watch.tables()
        now = watch.now()
        cards = []
        for table in tables:
            try:
                cards.append(with_seats(card_words(table, now), table))
            except Exception as error:   # one table's stored values cannot take the other cards away
                logger.warning("table %s's card could not be made", table.number, exc_info=True)
                cards.append(CardWords(table.number, table.game_id, problem=error_words(error)))
        changed = [card for card in cards if self.last.get(card.number) != card]
        self.last = {card.number: card for card in cards}
        if changed:
            self.cards.emit(changed)
        seen = tuple((card.game_id, card.ended) for card in cards)
        if seen != self.games_seen:   # a game ended or began: the standings follow
            self.games_seen = seen
            self._standings(watch)

    def _standings(self, watch) -> None:
        if self.system:
            self.standings.emit(watch.standings(self.system))

    def _ask(self, work, *, periodic: bool = False) -> bool:
        """Do ``work(watch)``; a failure is said (and the connection made again next time).
        ``periodic``: the look twice a second, whose failure with what the hall holds is said
        once, not at every look."""
        if not self.url or self.refused:
            return False
        import psycopg   # +90 ms to opening the Hall page, in the window's thread (here: the reader's)
        try:
            if self.watch is None:
                self.conn = conn = connect(self.url, password=self.password)
                self.watch = Watch(conn)
                self.status.emit(ReaderStatus(True, shown_url(self.url), self.watch.name()))
            work(self.watch)
            if periodic:
                self.refresh_failed = ""
            return True
        except (HallError, psycopg.Error) as error:
            problem = error if isinstance(error, HallError) else said(error, self.url)
            self._close()
            self.refused = isinstance(problem, HallRefused)
            self.status.emit(ReaderStatus(False, shown_url(self.url), problem=error_words(problem),
                                          refused=self.refused,
                                          needs_password=isinstance(problem, HallNeedsPassword)))
        except Exception as error:   # a log the engine cannot read whole (a protocol): said, not a crash
            words = error_words(error)
            if not periodic or words != self.refresh_failed:
                logger.warning("the hall's game could not be read", exc_info=True)
                self.failed.emit(words)
            if periodic:
                self.refresh_failed = words
            return True
        return False

    def _close(self) -> None:
        if self.conn is not None:
            try:
                self.conn.close()
            except Exception:   # closing a connection already broken
                logger.debug("a hall connection did not close cleanly", exc_info=True)
        self.conn = self.watch = None


class HallReader(QObject):
    """The window's side of the reader: its requests go to the thread, its answers come back
    as these signals (in the window's thread)."""

    status = Signal(object)
    cards = Signal(object)
    standings = Signal(object)
    games = Signal(int, object)
    log = Signal(str, object)
    handed = Signal(int, str)
    rounds = Signal(object)
    failed = Signal(str)

    _open = Signal(str, str)
    _active = Signal(bool)
    _system = Signal(str)
    _refresh = Signal()
    _games = Signal(int)
    _log = Signal(str)
    _hand = Signal(int, object)
    _rounds = Signal()
    _accept = Signal(str, int)
    _stop = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker_thread = QThread(objectName="hall-reader")
        self.worker = _Worker()
        self.worker.moveToThread(self.worker_thread)
        self.worker_thread.started.connect(self.worker.begin)
        # The timer stopped in its own thread as the thread ends, whatever was still queued to it
        # (a page shown again just before the window closed restarted it: Qt then warned, the
        # worker deleted with its timer running from another thread).
        self.worker_thread.finished.connect(self.worker.stop, Qt.ConnectionType.DirectConnection)
        for mine, theirs in ((self._open, self.worker.open), (self._active, self.worker.set_active),
                             (self._system, self.worker.set_system), (self._refresh, self.worker.refresh),
                             (self._games, self.worker.ask_games), (self._log, self.worker.ask_log),
                             (self._hand, self.worker.hand), (self._accept, self.worker.accept),
                             (self._rounds, self.worker.ask_rounds),
                             (self._stop, self.worker.stop)):
            mine.connect(theirs)
        for answer, said_here in ((self.worker.status, self.status), (self.worker.cards, self.cards),
                                  (self.worker.standings, self.standings), (self.worker.games, self.games),
                                  (self.worker.log, self.log), (self.worker.handed, self.handed),
                                  (self.worker.rounds, self.rounds),
                                  (self.worker.failed, self.failed)):
            answer.connect(said_here)
        self.worker_thread.start()

    def open(self, url: str, password: str | None) -> None:
        self._open.emit(url, password or "")

    def set_active(self, active: bool) -> None:
        self._active.emit(active)

    def set_system(self, name: str) -> None:
        self._system.emit(name)

    def refresh(self) -> None:
        self._refresh.emit()

    def ask_games(self, table: int) -> None:
        self._games.emit(table)

    def ask_log(self, game_id: str) -> None:
        self._log.emit(game_id)

    def hand(self, round_number: int, tables: list[list[str]]) -> None:
        self._hand.emit(round_number, tables)

    def accept(self, game_id: str, table: int) -> None:
        self._accept.emit(game_id, table)

    def ask_rounds(self) -> None:
        self._rounds.emit()

    def close(self) -> None:
        """The connection closed and the thread ended (before the window goes)."""
        if self.worker_thread.isRunning():
            self._stop.emit()
            self.worker_thread.quit()
            self.worker_thread.wait()
