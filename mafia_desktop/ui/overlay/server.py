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

A request must name this computer in its Host: a loopback name, or (serving beyond the
loopback) one of the machine's own addresses. A page of another site whose name was made to
point at 127.0.0.1 (DNS rebinding: its Host and Origin both say ``evil.example``) gets 403.
A connection that has not said its whole request within ``HEAD_WAIT_MS`` is closed, and one
client address holds at most ``PER_CLIENT`` connections: idle sockets cannot pile up.
"""

from __future__ import annotations

import hashlib
import html
import re
import secrets
from urllib.parse import parse_qs, urlsplit

import shiboken6
from PySide6.QtCore import QByteArray, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QHostInfo, QNetworkInterface, QTcpServer, QTcpSocket
from PySide6.QtWebSockets import QWebSocket, QWebSocketServer

from mafia_desktop.package_files import RESOURCES

#: The pages: the whole overlay for a 1920×1080 browser source, and each piece alone.
PIECES = {"/": "all", "/cards": "cards", "/timer": "timer", "/vote": "vote", "/announcements": "announcements"}
LIVE = "/live"
#: A seat's photo: ``/photo/SEAT?v=VERSION``, served only while that seat's player sits at the
#: table shown (or sat at the one before: a frame behind the delay may still name him).
_PHOTO = re.compile(r"/photo/([1-9][0-9]?)")
_FILES = {"/overlay.css": ("overlay.css", "text/css"), "/overlay.js": ("overlay.js", "text/javascript")}
_HEAD_LIMIT = 16 * 1024   # a request's head larger than this is no browser's
#: A page that reads nothing (a browser stalled, the streaming PC asleep) is let go once this
#: much waits for it, not kept in the app's memory without end; it comes back by itself
#: (overlay.js reconnects) to the last frame.
STALLED_BYTES = 4_000_000
_REASONS = {200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed"}
#: A connection that has not finished its request's head by then is closed (a browser sends
#: it at once; only a stalled or hostile client takes longer).
HEAD_WAIT_MS = 5000
#: The connections one client address may hold at once (requests and live feeds alike): OBS
#: with every piece's page open holds a handful; the rest are refused at once.
PER_CLIENT = 32
#: The names of this computer on the loopback, as a browser puts them in Host.
LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "::1"})


def _resource(name: str) -> bytes:
    return (RESOURCES / "overlay" / name).read_bytes()


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
        self._hosts: frozenset[str] = LOOPBACK_HOSTS   # the names a request's Host may give
        self._requests: dict[int, str] = {}   # the connections not yet a feed: their client's address, by key
        self._keys = 0
        self._photos: dict[tuple[int, str], bytes] = {}   # (seat, version): the photo, of this table and the last
        self._table_photos: dict[tuple[int, str], bytes] = {}

    # -- listening -----------------------------------------------------------------------
    def start(self, port: int, *, token: str | None = None,
              address: QHostAddress | QHostAddress.SpecialAddress = QHostAddress.SpecialAddress.LocalHost) -> bool:
        """Listen on ``address`` (the loopback unless told) at ``port`` (0: any free one);
        False, with ``error()`` saying why, when the port is taken."""
        self.stop()
        self.token = token
        self._hosts = LOOPBACK_HOSTS | own_hosts() if token is not None else LOOPBACK_HOSTS
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

    def show_photos(self, photos: dict[int, bytes]) -> dict[int, str]:
        """The photos of the seats at the table now, by seat; each one's version, for the frames."""
        versions = {seat: hashlib.sha256(photo).hexdigest()[:16] for seat, photo in photos.items()}
        table = {(seat, versions[seat]): photo for seat, photo in photos.items()}
        self._photos = {**self._table_photos, **table}
        self._table_photos = table
        return versions

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
            client = socket.peerAddress().toString()
            if self._held_by(client) >= PER_CLIENT:
                socket.abort()   # this client holds enough already: refused before it says a word
                socket.deleteLater()
                continue
            self._keys += 1
            key = self._keys
            self._requests[key] = client
            socket.setProperty("overlay-key", key)
            # Counted until it closes (or becomes a feed, counted as one: ``_live``). Both
            # signals: a socket a feed took over is deleted without a word to Python.
            socket.disconnected.connect(lambda key=key: self._requests.pop(key, None))
            socket.destroyed.connect(lambda _=None, key=key: self._requests.pop(key, None))
            socket.readyRead.connect(self._read_head)
            socket.disconnected.connect(socket.deleteLater)
            # The timer is the socket's child: gone with it, and stopped once the feed takes it over.
            waiting = QTimer(socket, singleShot=True, interval=HEAD_WAIT_MS, objectName="head-wait")
            waiting.timeout.connect(lambda socket=socket: socket.abort())
            waiting.start()

    def _held_by(self, client: str) -> int:
        """The connections ``client`` holds: its requests and its feeds."""
        return sum(address == client for address in self._requests.values()) + \
            sum(socket.peerAddress().toString() == client for socket in self._live)

    def held(self) -> int:
        """The connections open now, requests and live feeds (for the tests and the bench)."""
        return len(self._requests) + len(self._live)

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
        if not self._allowed(target.query) or not self._ours(headers):
            self._answer(socket, 403)
        elif method != "GET":
            self._answer(socket, 405)
        elif target.path == LIVE and headers.get("upgrade", "").lower() == "websocket":
            if not _same_origin(headers):
                self._answer(socket, 403)   # another site's page in the host's browser reads nothing
            else:
                waiting = socket.findChild(QTimer, "head-wait")
                if waiting is not None:
                    waiting.stop()   # a feed stays as long as it reads
                self._requests.pop(socket.property("overlay-key"), None)   # counted as a feed from now
                self._sockets.handleConnection(socket)   # it reads the head we only peeked at
        elif target.path in PIECES:
            query = f"?{html.escape(target.query)}" if target.query else ""   # the token, for its files
            page = _resource("overlay.html").replace(b"{piece}", PIECES[target.path].encode()) \
                .replace(b"{query}", query.encode())
            self._answer(socket, 200, page, "text/html")
        elif (seat := _PHOTO.fullmatch(target.path)) is not None:
            version = parse_qs(target.query).get("v", [""])[0]
            photo = self._photos.get((int(seat.group(1)), version))
            if photo is None:
                self._answer(socket, 404)
            else:
                self._answer(socket, 200, photo, "image/png" if photo.startswith(b"\x89PNG") else "image/jpeg")
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

    def _ours(self, headers: dict[str, str]) -> bool:
        """The request names this computer (its Host, and its Origin when it has one)."""
        return _host_name(headers.get("host", "")) in self._hosts and _same_origin(headers)

    def _answer(self, socket: QTcpSocket, status: int, body: bytes = b"", kind: str = "text/plain") -> None:
        socket.readAll()
        if not body:
            body = f"{status} {_REASONS[status]}\n".encode()
        charset = "; charset=utf-8" if not kind.startswith("image/") else ""
        head = (f"HTTP/1.1 {status} {_REASONS[status]}\r\nContent-Type: {kind}{charset}\r\n"
                f"Content-Length: {len(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
                "Connection: close\r\n\r\n")
        socket.write(QByteArray(head.encode() + body))
        socket.disconnectFromHost()


def _headers(header_lines: list[str]) -> dict[str, str]:
    headers = {}
    for line in header_lines:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return headers


def _host_name(host: str) -> str:
    """The name in a Host header, without its port (an IPv6 address without its brackets)."""
    try:
        return (urlsplit(f"//{host}").hostname or "").lower()
    except ValueError:   # a broken port or bracket: no name of ours
        return ""


def own_hosts() -> frozenset[str]:
    """This machine's own addresses and name, as another computer reaches it."""
    names = {address.toString().split("%")[0].lower() for address in QNetworkInterface.allAddresses()
             if address.protocol() in (QAbstractSocket.NetworkLayerProtocol.IPv4Protocol,
                                       QAbstractSocket.NetworkLayerProtocol.IPv6Protocol)}
    name = QHostInfo.localHostName().lower()
    return frozenset(names | ({name, f"{name}.local"} if name else set()))


def _same_origin(headers: dict[str, str]) -> bool:
    """The feed is for our own pages (and for clients that send no Origin, as OBS's own
    WebSocket clients and the tests); a page of another site may not follow it."""
    origin = headers.get("origin")
    return origin is None or urlsplit(origin).netloc.lower() == headers.get("host", "").lower()
