"""The window's link to the rating service: the games the host publishes (a game, an
evening), the queue sent behind his back (when the window starts, after a game of a linked
event ends, every few minutes while something waits, and on demand from the status line),
and the line that says what waits and why.

Before anything is sent the host is asked what the service needs: the event's link (once)
and the players' accounts (once each; a seat left without one is said). What the service
answered is shown game by game (``outcomes``); the queue sent behind his back says itself in
the status line only.
"""

from __future__ import annotations

import html
import logging
from pathlib import Path
from typing import ClassVar, Sequence

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from mafia_desktop import preferences
from mafia_desktop.i18n import message_text
from mafia_desktop.store import Archive
from mafia_desktop.ui.publishing.account import saved_service
from mafia_desktop.ui.publishing.calls import WaitingService, fault_words

logger = logging.getLogger(__name__)

#: While games wait after a fault, the queue is sent again this often.
RETRY_MS = 5 * 60 * 1000
#: The status line's link that sends the queue now.
SEND_NOW = "send"


class Publisher(QObject):
    #: The status line's words (rich text with its "Send now" link; "" for no line).
    statusChanged = Signal(str)
    #: The archives a run is sending from, whichever window's: a window built again in another
    #: language while its run waits for the service must not send the same game beside it.
    _sending: ClassVar[set[Path]] = set()

    def __init__(self, archive: Archive, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        self.running = False
        self._stopped = False
        self._again = False
        #: Why the last run left games waiting ("" when it left none, or none ran yet).
        self._why = ""
        self._said: str | None = None
        self._retry = QTimer(self, interval=RETRY_MS, singleShot=True)
        self._retry.timeout.connect(self.send)
        #: The last outcomes shown (kept alive while the host reads them).
        self.shown: QDialog | None = None

    # -- sending -------------------------------------------------------------------------------
    def send(self) -> list:
        """The queue, if an account is set: what waits is sent (the window's loop goes on)."""
        return self._run(None)

    def publish(self, game_ids: Sequence[str]) -> list:
        """These games into the queue, and sent at once; their outcomes."""
        from mafia_desktop.store.publishing import enqueue
        enqueue(self.archive, list(game_ids))
        return self._run(list(game_ids))

    def _run(self, game_ids: list[str] | None) -> list:
        if self.running or self.archive.path in Publisher._sending:   # under way: once more after it
            self._again = True
            return []
        if self._stopped or self.archive.closed or not self.archive.writable:
            return []
        service = saved_service()
        if service is None:
            self._why = self.tr("no account set (Settings → Rating service)")
            self.tell()
            return []
        from mafia_desktop.publishing.queue import send_waiting
        self.running = True
        Publisher._sending.add(self.archive.path)
        self._retry.stop()
        self.tell()
        outcomes: list = []
        try:
            outcomes = send_waiting(self.archive, WaitingService(service, lambda: self._stopped), game_ids=game_ids)
            left = [outcome for outcome in outcomes if outcome.state == "waiting"]
            self._why = message_text(left[0].words) if left else ""
        except Exception as error:   # the archive closed under it, a bug: said, the games wait
            logger.error("the rating service's queue was not sent", exc_info=True)
            self._why = fault_words(error)
        finally:
            self.running = False
            Publisher._sending.discard(self.archive.path)
        if self._again and not self._stopped:
            self._again = False
            QTimer.singleShot(0, self, self.send)
        elif self._waiting():
            self._retry.start()
        self.tell()
        return outcomes

    def game_ended(self, game_id: str) -> None:
        """A game of an event linked to the service goes into the queue as it ends; the queue
        is sent (once the window has drawn the end)."""
        from mafia_desktop.store.contests import contest_of
        from mafia_desktop.store.publishing import enqueue, event_link
        if not preferences.rating_service_account() or not self.archive.writable:
            return
        event = contest_of(self.archive, game_id)
        if event is not None and event_link(self.archive, event.id) is not None:
            enqueue(self.archive, [game_id])
        QTimer.singleShot(0, self, self.send)

    def stop(self) -> None:
        """No more runs (the window closes); a call under way is waited for by its run."""
        self._stopped = True
        self._retry.stop()

    # -- the host's publishing ----------------------------------------------------------------
    def publish_asked(self, game_ids: Sequence[str], parent: QWidget) -> None:
        """The host's "Publish": the event linked and the players' accounts asked for first
        (Cancel sends nothing), then the games sent and the service's answers shown."""
        from mafia_desktop.store.contests import contest_of
        from mafia_desktop.store.publishing import event_link, unlinked_seats

        from mafia_desktop.ui.publishing.event_link import EventLinkDialog
        from mafia_desktop.ui.publishing.outcomes import OutcomesDialog
        from mafia_desktop.ui.publishing.player_links import PlayerLinksDialog
        title = self.tr("Rating service")
        if not self.archive.writable:
            QMessageBox.information(parent, title, message_text(self.archive.read_only_message()))
            return
        service = saved_service()
        if service is None:
            QMessageBox.information(parent, title, self.tr("No account of the rating service is set: Settings → "
                                                           "Rating service, then publish again."))
            return
        if self.running or self.archive.path in Publisher._sending:
            QMessageBox.information(parent, title, self.tr("Games are being sent to the rating service: "
                                                           "publish again in a moment."))
            return
        events = {event.id: event for event in filter(None, (contest_of(self.archive, g) for g in game_ids))}
        for event in events.values():
            if event_link(self.archive, event.id) is None:
                if EventLinkDialog(self.archive, event, service, parent).exec() != QDialog.DialogCode.Accepted:
                    return
        seats = self._unlinked(game_ids, unlinked_seats)
        before: list[str] = []
        if seats:
            if PlayerLinksDialog(self.archive, seats, service, parent).exec() != QDialog.DialogCode.Accepted:
                return
            left = self._unlinked(game_ids, unlinked_seats)
            if left:
                before.append(self.tr("Sent without a player, so with no rating there: {names}").format(
                    names=", ".join(sorted(left, key=str.casefold))))
        outcomes = self.publish(game_ids)
        dialog = OutcomesDialog(self.archive, outcomes, parent, before=before)
        dialog.setObjectName("publishing-outcomes")
        if self.shown is not None:
            self.shown.close()
        self.shown = dialog
        dialog.show()   # the host reads it and closes it; the window is not stopped

    def _unlinked(self, game_ids: Sequence[str], unlinked_seats) -> dict[str, list[int]]:
        """Nickname → its seats without a linked account, over the games."""
        seats: dict[str, list[int]] = {}
        for game_id in game_ids:
            for seat, nickname in unlinked_seats(self.archive, game_id):
                seats.setdefault(nickname, []).append(seat)
        return seats

    # -- the status line -----------------------------------------------------------------------
    def _waiting(self) -> list:
        from mafia_desktop.store.publishing import waiting
        return waiting(self.archive) if not self.archive.closed else []

    def words(self) -> str:
        """What waits and why, in plain words ("" when no account is set and nothing waits)."""
        account = bool(preferences.rating_service_account())
        left = len(self._waiting())
        if self.running:
            return self.tr("Rating service: sending…")
        if not left:
            return self.tr("Rating service: everything sent") if account else ""
        why = self._why or self.tr("not sent yet")
        return self.tr("Rating service: %n game(s) waiting — {why}", "", left).format(why=why)

    def details(self) -> str:
        """Each waiting game and why it waits, for the status line's tooltip."""
        from mafia_desktop.ui.publishing.outcomes import game_words
        return "\n".join(" — ".join(part for part in (game_words(self.archive, kept.game_id), kept.reason) if part)
                         for kept in self._waiting())

    def status_text(self) -> str:
        """The words, and a link that sends the queue now while something waits."""
        words = self.words()
        if not words or self.running or not self._waiting():
            return html.escape(words)
        link = html.escape(self.tr("Send now"))
        return f'{html.escape(words)} · <a href="{SEND_NOW}">{link}</a>'

    def tell(self) -> None:
        said = self.status_text()
        if said != self._said:
            self._said = said
            self.statusChanged.emit(said)
