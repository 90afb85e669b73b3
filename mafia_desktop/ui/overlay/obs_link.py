"""The window's connection to OBS: Qt's QWebSocket on the window's event loop (asynchronous:
it never waits, so the table never waits on OBS), carrying an ``ObsSession``'s texts
(``stream.obs``: the protocol). Why QWebSocket: the overlay's server already rests on
QtWebSockets (``server``), Python's library has no WebSocket client, and a thread would
only move the waiting elsewhere.

What goes wrong is a word (``status``, shown on the overlay's window), never a stall: OBS not
running or its server off, a wrong password, OBS closed in the middle of a game, OBS slow to
answer. A connection lost is tried again every few seconds (OBS restarted comes back to the
scene of the moment); a password refused is not (the streamer sets it again).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, QUrl, Signal
from PySide6.QtWebSockets import QWebSocket

from mafia_desktop.engine.errors import Message
from mafia_desktop.stream.obs import SWITCH, ObsProtocolError, ObsSession, closed_words, final

#: Seconds between one try and the next, and that OBS has to answer before it is called slow.
RETRY_SECONDS = 5
ANSWER_SECONDS = 5


class ObsLink(QObject):
    #: ``status`` changed, or OBS listed its scenes.
    changed = Signal()

    def __init__(self, parent: QObject | None = None, *, retry_seconds: float = RETRY_SECONDS,
                 answer_seconds: float = ANSWER_SECONDS) -> None:
        super().__init__(parent)
        self.address = ""
        self.password = ""
        self.session: ObsSession | None = None
        #: What the overlay's window says of OBS (None: nothing, OBS is not followed).
        self.status: Message | None = None
        self.answer_seconds = answer_seconds
        # One socket, opened again for each try: a socket deleted later beside its link's own
        # deletion is deleted twice (PySide6), a crash.
        self._socket = QWebSocket(parent=self)
        self._socket.textMessageReceived.connect(self._received)
        self._socket.connected.connect(self._connected)
        self._socket.disconnected.connect(self._closed)
        self._dropping = False   # closed on purpose: its disconnection is no news
        self._opened = False     # the socket connected (else it was refused)
        self._wanted = ""      # the scene of the moment: sent again after a reconnection
        self._retry = QTimer(self, singleShot=True, interval=round(retry_seconds * 1000))
        self._retry.timeout.connect(self._open)
        self._answer = QTimer(self, singleShot=True, interval=round(answer_seconds * 1000))
        self._answer.timeout.connect(self._slow)

    # -- the connection ----------------------------------------------------------------------
    def start(self, address: str, password: str) -> None:
        self.stop()
        self.address, self.password = address, password
        self._open()

    def stop(self) -> None:
        """No more OBS: the socket closed, nothing tried again, nothing said."""
        self._retry.stop()
        self._answer.stop()
        self._drop()
        self.session, self.status, self.address, self._wanted = None, None, "", ""
        self.changed.emit()

    def active(self) -> bool:
        """Connected or trying to be."""
        return bool(self.address)

    def identified(self) -> bool:
        return self.session is not None and self.session.identified

    def _open(self) -> None:
        self._drop()
        self._opened = False
        self.session = ObsSession(self.password)
        if self._wanted:
            self.session.switch(self._wanted)   # sent once OBS has identified us
        if self.status is None:   # the first try; a try again keeps saying why it is tried
            self._say(Message("Connecting to OBS at {address}…", address=self.address))
        self._answer.start()   # the whole handshake within the time OBS has to answer
        self._socket.open(QUrl(self.address))

    def _drop(self) -> None:
        self._dropping = True
        self._socket.abort()
        self._dropping = False

    def _connected(self) -> None:
        self._opened = True

    def _closed(self) -> None:
        if self._dropping or not self.active():
            return   # closed on purpose
        code = self._socket.closeCode().value
        if not self._opened:
            self._lost(Message("OBS is not answering at {address} (not running, or its WebSocket server is off "
                               "in Tools → WebSocket Server Settings); it is tried again every few seconds",
                               address=self.address))
        else:
            self._lost(closed_words(code, self.address), again=not final(code))

    def _slow(self) -> None:
        if self.identified():
            self._say(Message("OBS at {address} has not answered for {seconds} s", address=self.address,
                              seconds=round(self.answer_seconds)))
        else:
            self._lost(Message("OBS at {address} did not answer within {seconds} s; it is tried again every few "
                               "seconds", address=self.address, seconds=round(self.answer_seconds)))

    def _lost(self, words: Message, *, again: bool = True) -> None:
        """The connection is over, for ``words``' reason; tried again later unless ``again`` is False."""
        self._say(words)
        self._answer.stop()
        self._drop()
        if again:
            self._retry.start()

    # -- the conversation --------------------------------------------------------------------
    def _received(self, text: str) -> None:
        session = self.session
        if session is None:
            return
        listed = session.scenes is not None
        try:
            answers = session.received(text)
        except ObsProtocolError as error:
            self._lost(error.message)
            return
        self._send(answers)
        if session.identified and session.waiting():
            self._answer.start()   # OBS answers: it has the time again for what still waits
        elif session.identified:
            self._answer.stop()
        self._say(self._words())
        if not listed and session.scenes is not None:
            self.changed.emit()   # the settings' test shows them

    def _words(self) -> Message:
        session = self.session
        assert session is not None
        if not session.identified:
            return Message("Connecting to OBS at {address}…", address=self.address)
        if SWITCH in session.problems:   # the scene not shown: that first
            return session.problems[SWITCH]
        following = Message("OBS follows the table: scene {scene}", scene=session.shown) if session.shown \
            else Message("OBS follows the table")
        if session.problem is None:
            return following
        return Message("{following}. {problem}", following=following, problem=session.problem)

    def _send(self, texts: list[str]) -> None:
        socket = self._socket
        if not texts or not socket.isValid():
            return
        for text in texts:
            socket.sendTextMessage(text)
        socket.flush()   # now, not when the loop next turns (after the host's next tap, perhaps)
        if not self._answer.isActive():
            self._answer.start()

    def _say(self, words: Message) -> None:
        if self.status is None or str(words) != str(self.status):
            self.status = words
            self.changed.emit()

    # -- what the table asks -----------------------------------------------------------------
    def switch(self, scene: str) -> None:
        """Show ``scene`` on the program (now, or once OBS is back)."""
        self._wanted = scene
        if self.session is not None:
            self._send(self.session.switch(scene))

    def chapter(self, name: str) -> None:
        """A chapter in OBS's recording, if it records and can (not marked later if OBS is away)."""
        if self.session is not None:
            self._send(self.session.chapter(name))

    def scenes(self) -> list[str] | None:
        """OBS's scenes as it listed them (None: not yet)."""
        return self.session.scenes if self.session is not None else None
