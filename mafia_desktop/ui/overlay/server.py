"""The overlay's web server, on the Qt event loop the window already runs: the pages over
plain HTTP and the live feed over a WebSocket, on one port.

Why these modules: PySide6 ships QtHttpServer and QtWebSockets, but QHttpServer's routes
in PySide6 take the request alone and must answer at once (the responder cannot be kept),
so it can serve pages but no live stream (server-sent events need an answer that stays
open). QtWebSockets can: ``QWebSocketServer.handleConnection`` takes over a TCP socket whose
upgrade request it has not yet read. So a ``QTcpServer`` (QtNetwork) accepts, peeks at the
request's head, answers a page itself (GET only, a few fixed files) and hands an upgrade to
``/live`` to the WebSocket server. No thread, no dependency beyond PySide6: frames are sent
from the window's own thread, where the table's state lives.

It listens on 127.0.0.1 unless told otherwise. With a ``token`` (the setting that serves
beyond the loopback) every request must carry ``?token=…`` in its URL; without it the
answer is 403 and nothing else, page or feed.
"""

from __future__ import annotations

import html
import secrets
from importlib import resources
from urllib.parse import parse_qs, urlsplit

import shiboken6
from PySide6.QtCore import QByteArray, QObject, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket
from PySide6.QtWebSockets import QWebSocket, QWebSocketServer

#: The pages: the whole overlay for a 1920×1080 browser source, and each piece alone.
PIECES = {"/": "all", "/cards": "cards", "/timer": "timer", "/vote": "vote", "/announcements": "announcements"}
LIVE = "/live"
_FILES = {"/overlay.css": ("overlay.css", "text/css"), "/overlay.js": ("overlay.js", "text/javascript")}
_HEAD_LIMIT = 16 * 1024   # a request's head larger than this is no browser's
#: A page that reads nothing (a browser stalled, the streaming PC asleep) is let go once this
#: much waits for it, not kept in the app's memory without end; it comes back by itself
#: (overlay.js reconnects) to the last frame.
STALLED_BYTES = 4_000_000
_REASONS = {200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed"}


def _resource(name: str) -> bytes:
    return resources.files("mafia_desktop").joinpath("resources", "overlay", name).read_bytes()


class OverlayServer(QObject):
    """``start(port)`` / ``stop()``; ``send(text)`` to every page that follows the feed (and
    to each page that joins later: the last frame is kept)."""

    #: A page joined or left the live feed (the count of those following now).
    followers = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tcp = QTcpServer(self)
        self._tcp.newConnection.connect(self._accept)
        self._sockets = QWebSocketServer("mafia-desktop", QWebSocketServer.SslMode.NonSecureMode, self)
        self._sockets.newConnection.connect(self._joined)
        self._live: list[QWebSocket] = []
        self._last = ""
        self.token: str | None = None

    # -- listening -----------------------------------------------------------------------
    def start(self, port: int, *, token: str | None = None,
              address: QHostAddress | QHostAddress.SpecialAddress = QHostAddress.SpecialAddress.LocalHost) -> bool:
        """Listen on ``address`` (the loopback unless told) at ``port`` (0: any free one);
        False, with ``error()`` saying why, when the port is taken."""
        self.stop()
        self.token = token
        return self._tcp.listen(QHostAddress(address), port)

    def error(self) -> str:
        return self._tcp.errorString()

    def stop(self) -> None:
        self._tcp.close()
        for socket in list(self._live):
            socket.close()
        self._live.clear()

    def listening(self) -> bool:
        return self._tcp.isListening()

    def port(self) -> int:
        return self._tcp.serverPort()

    def follower_count(self) -> int:
        return len(self._live)

    # -- the feed ------------------------------------------------------------------------
    def send(self, text: str) -> None:
        self._last = text
        for socket in list(self._live):
            if socket.bytesToWrite() > STALLED_BYTES:
                socket.abort()
                self._left(socket)
                continue
            socket.sendTextMessage(text)
            socket.flush()   # now, not when the event loop next turns (the host's repaint first)

    def _joined(self) -> None:
        while self._sockets.hasPendingConnections():
            socket = self._sockets.nextPendingConnection()
            self._live.append(socket)
            socket.disconnected.connect(lambda socket=socket: self._left(socket))
            if self._last:
                socket.sendTextMessage(self._last)
            self.followers.emit(len(self._live))

    def _left(self, socket: QWebSocket) -> None:
        if socket in self._live:
            self._live.remove(socket)
            if shiboken6.isValid(socket):
                socket.deleteLater()
            self.followers.emit(len(self._live))

    # -- requests ------------------------------------------------------------------------
    def _accept(self) -> None:
        while self._tcp.hasPendingConnections():
            socket = self._tcp.nextPendingConnection()
            socket.readyRead.connect(self._read_head)
            socket.disconnected.connect(socket.deleteLater)

    def _read_head(self) -> None:
        socket = self.sender()
        if not isinstance(socket, QTcpSocket):   # only the sockets' readyRead comes here
            return
        head = bytes(socket.peek(_HEAD_LIMIT).data())
        if b"\r\n\r\n" not in head and len(head) < _HEAD_LIMIT:
            return   # the rest of the head is on its way
        socket.readyRead.disconnect(self._read_head)
        lines = head.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
        parts = lines[0].split(" ")
        if b"\r\n\r\n" not in head or len(parts) != 3:
            self._answer(socket, 400)
            return
        method, target, headers = parts[0], urlsplit(parts[1]), _headers(lines[1:])
        if not self._allowed(target.query):
            self._answer(socket, 403)
        elif method != "GET":
            self._answer(socket, 405)
        elif target.path == LIVE and headers.get("upgrade", "").lower() == "websocket":
            if not _same_origin(headers):
                self._answer(socket, 403)   # another site's page in the host's browser reads nothing
            else:
                self._sockets.handleConnection(socket)   # it reads the head we only peeked at
        elif target.path in PIECES:
            query = f"?{html.escape(target.query)}" if target.query else ""   # the token, for its files
            page = _resource("overlay.html").replace(b"{piece}", PIECES[target.path].encode()) \
                .replace(b"{query}", query.encode())
            self._answer(socket, 200, page, "text/html")
        elif target.path in _FILES:
            name, kind = _FILES[target.path]
            self._answer(socket, 200, _resource(name), kind)
        else:
            self._answer(socket, 404)

    def _allowed(self, query: str) -> bool:
        if self.token is None:
            return True
        given = parse_qs(query).get("token", [""])[0]
        return secrets.compare_digest(given.encode(), self.token.encode())

    def _answer(self, socket: QTcpSocket, status: int, body: bytes = b"", kind: str = "text/plain") -> None:
        socket.readAll()
        if not body:
            body = f"{status} {_REASONS[status]}\n".encode()
        head = (f"HTTP/1.1 {status} {_REASONS[status]}\r\nContent-Type: {kind}; charset=utf-8\r\n"
                f"Content-Length: {len(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n")
        socket.write(QByteArray(head.encode() + body))
        socket.disconnectFromHost()


def _headers(header_lines: list[str]) -> dict[str, str]:
    headers = {}
    for line in header_lines:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return headers


def _same_origin(headers: dict[str, str]) -> bool:
    """The feed is for our own pages (and for clients that send no Origin, as OBS's own
    WebSocket clients and the tests); a page of another site may not follow it."""
    origin = headers.get("origin")
    return origin is None or urlsplit(origin).netloc.lower() == headers.get("host", "").lower()
