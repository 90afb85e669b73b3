"""The overlay's server on a network, through raw sockets: a request must name this computer
(DNS rebinding: a foreign name in Host and Origin gets no feed), a connection that says
nothing is closed, and one client holds a bounded number of connections."""

from __future__ import annotations

import base64
import os
import socket
import threading

import pytest

from mafia_desktop.ui.overlay import server as server_module
from mafia_desktop.ui.overlay.server import OverlayServer, own_hosts


def upgrade(host: str, origin: str | None = None, path: str = "/live") -> bytes:
    key = base64.b64encode(os.urandom(16)).decode()
    origin_line = f"Origin: {origin}\r\n" if origin else ""
    return (f"GET {path} HTTP/1.1\r\nHost: {host}\r\n{origin_line}Upgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode()


def answered(qtbot, port: int, request: bytes, *, wait_for_frame: bool = False) -> bytes:
    """All the server sends back to ``request`` within a moment (a frame too, when asked)."""
    answer: list[bytes] = []
    done = threading.Event()

    def send() -> None:
        with socket.create_connection(("127.0.0.1", port), timeout=2) as line:
            line.sendall(request)
            got = b""
            try:
                while True:
                    chunk = line.recv(65536)
                    if not chunk:
                        break
                    got += chunk
                    if b"\r\n\r\n" in got and (not wait_for_frame or b'"seq"' in got or b" 101 " not in got):
                        break
            except TimeoutError:
                pass
            answer.append(got)
            done.set()
    threading.Thread(target=send, daemon=True).start()
    qtbot.waitUntil(done.is_set, timeout=6000)
    return answer[0]


def test_a_foreign_name_in_host_and_origin_is_refused_the_feed_and_the_pages(qtbot, server):
    """DNS rebinding: evil.example made to point at 127.0.0.1, its page asking as itself."""
    port = server.port()
    server.send('{"seq":1}')
    evil = f"evil.example:{port}"
    refused = answered(qtbot, port, upgrade(evil, f"http://{evil}"))
    assert refused.startswith(b"HTTP/1.1 403 ") and b'"seq"' not in refused
    assert answered(qtbot, port, upgrade(evil)).startswith(b"HTTP/1.1 403 ")   # no Origin either
    page = f"GET / HTTP/1.1\r\nHost: {evil}\r\n\r\n".encode()
    assert answered(qtbot, port, page).startswith(b"HTTP/1.1 403 ")
    assert answered(qtbot, port, b"GET / HTTP/1.1\r\n\r\n").startswith(b"HTTP/1.1 403 ")   # no Host at all
    assert server.follower_count() == 0


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "LOCALHOST", "[::1]"])
def test_the_loopbacks_names_get_the_feed(qtbot, server, host):
    port = server.port()
    server.send('{"seq":1}')
    got = answered(qtbot, port, upgrade(f"{host}:{port}", f"http://{host}:{port}"), wait_for_frame=True)
    assert got.startswith(b"HTTP/1.1 101 ") and b'{"seq":1}' in got


def test_beyond_the_loopback_the_machines_own_address_is_accepted_with_the_key_and_a_foreign_one_is_not(qtbot):
    served = OverlayServer()
    assert served.start(0, token="k3y")
    try:
        port = served.port()
        served.send('{"seq":1}')
        mine = next(iter(sorted(own_hosts() - {"127.0.0.1", "::1", "localhost"})), "127.0.0.1")
        mine = f"[{mine}]" if ":" in mine else mine
        got = answered(qtbot, port, upgrade(f"{mine}:{port}", path="/live?token=k3y"), wait_for_frame=True)
        assert got.startswith(b"HTTP/1.1 101 ") and b'{"seq":1}' in got
        evil = answered(qtbot, port, upgrade(f"evil.example:{port}", path="/live?token=k3y"))
        assert evil.startswith(b"HTTP/1.1 403 ")
        keyless = answered(qtbot, port, upgrade(f"{mine}:{port}"))
        assert keyless.startswith(b"HTTP/1.1 403 ")
    finally:
        served.stop()


def closed_by_the_server(line: socket.socket) -> bool:
    try:
        return line.recv(1) == b""
    except ConnectionResetError:
        return True
    except BlockingIOError:
        return False


def test_connections_that_say_nothing_or_half_a_request_are_closed(qtbot, server, monkeypatch):
    monkeypatch.setattr(server_module, "HEAD_WAIT_MS", 500)
    port = server.port()
    idle = [socket.create_connection(("127.0.0.1", port)) for _ in range(10)]
    halves = [socket.create_connection(("127.0.0.1", port)) for _ in range(10)]
    for line in halves:
        line.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")   # the head never ends
    lines = idle + halves
    for line in lines:
        line.setblocking(False)
    qtbot.waitUntil(lambda: server.held() == 20, timeout=3000)
    qtbot.waitUntil(lambda: server.held() == 0, timeout=5000)
    assert all(closed_by_the_server(line) for line in lines)
    for line in lines:
        line.close()


def test_a_feed_is_not_closed_for_its_silence(qtbot, server, monkeypatch):
    monkeypatch.setattr(server_module, "HEAD_WAIT_MS", 300)
    port = server.port()
    line = socket.create_connection(("127.0.0.1", port), timeout=3)
    line.sendall(upgrade(f"127.0.0.1:{port}"))
    qtbot.waitUntil(lambda: server.follower_count() == 1, timeout=3000)
    qtbot.wait(800)   # well past the head's wait
    server.send('{"seq":7}')
    qtbot.waitUntil(lambda: server.follower_count() == 1, timeout=1000)
    got = b""
    line.settimeout(3)
    while b'{"seq":7}' not in got:
        chunk = line.recv(4096)
        assert chunk, "the feed was closed"
        got += chunk
    line.close()
    qtbot.waitUntil(lambda: server.follower_count() == 0 and server.held() == 0, timeout=3000)   # counted no more


def test_one_client_holds_a_bounded_number_of_connections(qtbot, server, monkeypatch):
    monkeypatch.setattr(server_module, "PER_CLIENT", 8)
    port = server.port()
    lines = [socket.create_connection(("127.0.0.1", port)) for _ in range(30)]
    for line in lines:
        line.setblocking(False)
    qtbot.waitUntil(lambda: server.held() == 8, timeout=3000)
    qtbot.wait(200)
    assert server.held() == 8
    refused = [line for line in lines if closed_by_the_server(line)]
    assert len(refused) == 22
    for line in lines:
        line.close()
    qtbot.waitUntil(lambda: server.held() == 0, timeout=3000)
    # and once they are gone, the client is served again
    got = answered(qtbot, port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    assert got.startswith(b"HTTP/1.1 200 ")


def test_feeds_that_closed_are_not_counted_against_their_client(qtbot, server, monkeypatch):
    """overlay.js follows again after each loss: an evening of reconnections never locks OBS out."""
    monkeypatch.setattr(server_module, "PER_CLIENT", 4)
    port = server.port()
    for _ in range(12):
        line = socket.create_connection(("127.0.0.1", port), timeout=3)
        line.sendall(upgrade(f"127.0.0.1:{port}"))
        qtbot.waitUntil(lambda: server.follower_count() == 1, timeout=3000)
        line.close()
        qtbot.waitUntil(lambda: server.follower_count() == 0 and server.held() == 0, timeout=3000)
    server.send('{"seq":2}')
    got = answered(qtbot, port, upgrade(f"127.0.0.1:{port}"), wait_for_frame=True)
    assert got.startswith(b"HTTP/1.1 101 ") and b'{"seq":2}' in got
