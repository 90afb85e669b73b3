"""The stream's overlay without a browser: the frames a page receives over the live feed
(the exact text, through a real WebSocket), the delay, the token, the pages."""

from __future__ import annotations

import json
import socket
import threading
import urllib.error
import urllib.request

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

from mafia_desktop import i18n
from mafia_desktop.engine import commands, fold
from mafia_desktop.preferences import OverlaySettings
from mafia_desktop.ui.audience.source import FedSource
from mafia_desktop.ui.overlay import publisher as publisher_module
from mafia_desktop.ui.overlay.delay import DelayLine
from mafia_desktop.ui.overlay.frame import frame_of
from mafia_desktop.ui.overlay.publisher import OverlayPublisher
from mafia_desktop.ui.overlay.server import PIECES, OverlayServer
from mafia_desktop.words.audience import at_the_end

from .test_audience import classic_nights, real_334187, said_secrets, secret_words


class Page:
    """A page's side of the live feed: every text message as it came."""

    def __init__(self, qtbot, url: str) -> None:
        self.received: list[str] = []
        self.socket = QWebSocket()
        self.socket.textMessageReceived.connect(self.received.append)
        with qtbot.waitSignal(self.socket.connected, timeout=3000):
            self.socket.open(QUrl(url))

    def close(self) -> None:
        self.socket.close()


def fetch(qtbot, url: str) -> tuple[int, bytes]:
    """GET ``url`` from a thread, the server's event loop running meanwhile."""
    answer = []

    def get() -> None:
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                answer.append((response.status, response.read()))
        except urllib.error.HTTPError as error:
            answer.append((error.code, error.read()))
    thread = threading.Thread(target=get, daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: bool(answer), timeout=6000)
    return answer[0]


def played_through(qtbot, server, events, *, roles: bool) -> list[tuple[str, bool]]:
    """Each state of the game shown, and the page's messages for it: (the text, was it the end)."""
    source = FedSource(clock=lambda: 1000.0)
    publisher = OverlayPublisher(server, roles=roles)
    publisher.follow(source)
    page = Page(qtbot, f"ws://127.0.0.1:{server.port()}/live")
    seen = []
    for n in range(1, len(events) + 1):
        state = fold(events[:n], check=False)
        before = publisher.seq
        source.show("game", state)
        qtbot.waitUntil(lambda: not publisher.pending(), timeout=3000)   # made once the move is done
        if publisher.seq != before:
            qtbot.waitUntil(lambda: any(json.loads(text)["seq"] == publisher.seq for text in page.received),
                            timeout=3000)
        seen += [(text, at_the_end(state)) for text in page.received[len(seen):]]
    page.close()
    return seen


@pytest.mark.parametrize("log", [real_334187, classic_nights], ids=["334187", "classic"])
def test_with_the_roles_off_the_page_never_receives_a_role_or_a_night_action(qtbot, server, log):
    secrets = secret_words()
    seen = played_through(qtbot, server, log(), roles=False)
    assert len(seen) > 5
    for text, ended in seen:
        frame = json.loads(text)
        assert '"night"' not in text and "night" not in frame
        if not ended:
            assert '"role"' not in text and '"black"' not in text, text
            assert not said_secrets(text, secrets), text
    if log is real_334187:   # the end reveals them, as on the audience screen
        assert any('"role"' in text for text, ended in seen if ended)


def test_with_the_roles_on_the_page_receives_each_role_and_the_nights_actions(qtbot, server):
    seen = played_through(qtbot, server, real_334187(), roles=True)
    frames = [json.loads(text) for text, _ in seen]
    dealt = [all(card.get("role") for card in frame["seats"]) and bool(frame["seats"]) for frame in frames]
    first = dealt.index(True)   # from the deal on, every card says its role
    assert all(dealt[first:]) and not seen[first][1]
    nights = [line for frame in frames for line in frame.get("night", [])]
    assert any(line.startswith("The mafia shot seat") or line == "The mafia missed" for line in nights)
    assert any(line.startswith("The sheriff checked seat") for line in nights)


def test_the_delay_holds_every_frame_back_by_its_seconds():
    line = DelayLine(30.0)
    line.push(100.0, "a")
    line.push(101.0, "b")
    assert line.due(129.9) is None and line.next_due() == 130.0
    assert line.due(130.0) == "a"
    line.push(140.0, "c")
    assert line.due(175.0) == "c"   # b passed over: never shown late
    assert line.next_due() is None


def delayed(qtbot, server, delay: float, *, roles: bool = False):
    """A publisher held back by ``delay`` on a clock the test sets (``now[0]``, from 1000.0),
    following a fed source, and a page: (now, publisher, source, page)."""
    now = [1000.0]
    publisher = OverlayPublisher(server, roles=roles, delay=delay, clock=lambda: now[0])
    source = FedSource(clock=lambda: 1000.0)
    page = Page(qtbot, f"ws://127.0.0.1:{server.port()}/live")
    publisher.follow(source)
    return now, publisher, source, page


def test_a_delayed_publisher_sends_nothing_before_its_time(qtbot, server):
    now, publisher, source, page = delayed(qtbot, server, 45.0)
    source.show("game", fold(real_334187()[:40], check=False))
    qtbot.wait(100)
    assert page.received == []
    now[0] = 1045.0
    publisher.release()
    qtbot.waitUntil(lambda: len(page.received) == 1, timeout=3000)
    assert json.loads(page.received[0])["seq"] == publisher.seq


def test_the_roles_come_only_behind_the_delay(qtbot, server):
    now, publisher, source, page = delayed(qtbot, server, 30.0, roles=True)
    source.show("game", fold(real_334187()[:40], check=False))
    qtbot.waitUntil(lambda: not publisher.pending(), timeout=3000)
    now[0] = 1029.9
    publisher.release()
    qtbot.wait(100)
    assert page.received == []
    now[0] = 1030.0
    publisher.release()
    qtbot.waitUntil(lambda: len(page.received) == 1, timeout=3000)
    assert all(card["role"] for card in json.loads(page.received[0])["seats"])


def test_a_move_only_marks_the_overlay_and_a_burst_of_moves_makes_one_frame(qtbot, server):
    source = FedSource(clock=lambda: 1000.0)
    publisher = OverlayPublisher(server)
    page = Page(qtbot, f"ws://127.0.0.1:{server.port()}/live")
    read = []   # what the host announced, read once a frame is made
    follow = publisher._announced.follow
    publisher._announced.follow = lambda *args: read.append(args) or follow(*args)
    publisher.follow(source)
    events = real_334187()
    for n in (40, 41, 42):   # three moves before the loop turns: the taps made no frame, read nothing
        source.show("game", fold(events[:n], check=False))
    assert publisher.pending() and publisher.seq == 0 and page.received == [] and read == []
    qtbot.waitUntil(lambda: len(page.received) == 1, timeout=3000)
    qtbot.wait(100)
    frame = json.loads(page.received[0])
    assert len(page.received) == 1 and frame["seq"] == publisher.seq == 1 and len(read) == 1
    assert frame == {**frame_of(source.state(), source.seconds()), "seq": 1}   # the last move's


def test_the_delay_counts_from_the_move_not_from_its_frame(qtbot, server):
    now, publisher, _, page = delayed(qtbot, server, 30.0)   # followed at 1000.0: its first move
    now[0] = 1000.4   # the loop turns a while after the move
    qtbot.waitUntil(lambda: not publisher.pending(), timeout=3000)
    now[0] = 1030.0
    publisher.release()
    qtbot.waitUntil(lambda: len(page.received) == 1, timeout=3000)


def test_the_clocks_ticks_make_a_frame_only_when_the_clock_shown_changes(qtbot, server, monkeypatch):
    events = real_334187()[:5]   # day 0, seat 1's speech, its timer started at 1000.0
    timed = fold(events + commands.start_timer(fold(events, check=False), now=1000.0), check=False)
    now = [1000.0]
    source = FedSource(clock=lambda: now[0])
    publisher = OverlayPublisher(server)
    page = Page(qtbot, f"ws://127.0.0.1:{server.port()}/live")
    made = []
    monkeypatch.setattr(publisher_module, "frame_of", lambda *args, **kwargs: made.append(args) or
                        frame_of(*args, **kwargs))
    publisher.follow(source)
    source.show("game", timed)
    qtbot.waitUntil(lambda: len(page.received) == 1, timeout=3000)
    assert len(made) == 1
    for tick in range(1, 31):   # three seconds of ticks, ten a second
        now[0] = 1000.0 + tick / 10 - 0.05
        source.ticked.emit()
        qtbot.waitUntil(lambda: not publisher.pending(), timeout=3000)
    qtbot.waitUntil(lambda: len(page.received) == 3, timeout=3000)
    assert len(made) == 3   # "1:00" shown, then "0:59" and "0:58": a frame made at each and no more
    assert [json.loads(text)["timer"] for text in page.received] == ["1:00", "0:59", "0:58"]


def test_without_a_delay_the_roles_are_not_shown_even_when_chosen():
    assert not OverlaySettings(roles=True, delay=0).roles_shown
    assert OverlaySettings(roles=True, delay=1).roles_shown and not OverlaySettings(delay=60).roles_shown


def test_every_piece_has_its_page_and_an_unknown_one_is_404(qtbot, server):
    base = f"http://127.0.0.1:{server.port()}"
    for path, piece in PIECES.items():
        status, body = fetch(qtbot, base + path)
        assert status == 200 and f'data-piece="{piece}"'.encode() in body
    assert fetch(qtbot, base + "/overlay.js")[0] == 200
    assert fetch(qtbot, base + "/nothing")[0] == 404


def test_beyond_the_loopback_nothing_is_served_without_the_token(qtbot):
    served = OverlayServer()
    assert served.start(0, token="s3cret")
    base = f"http://127.0.0.1:{served.port()}"
    try:
        for path in ("/", "/cards", "/overlay.js", "/live"):
            status, body = fetch(qtbot, base + path)
            assert status == 403 and b"<html" not in body
            assert fetch(qtbot, base + path + "?token=wrong")[0] == 403
        status, body = fetch(qtbot, base + "/?token=s3cret")
        assert status == 200 and b'href="overlay.css?token=s3cret"' in body
        served.send('{"seq":1}')
        socket = QWebSocket()
        socket.open(QUrl(f"ws://127.0.0.1:{served.port()}/live"))
        qtbot.wait(300)
        assert socket.state().name != "ConnectedState" and served.follower_count() == 0
        page = Page(qtbot, f"ws://127.0.0.1:{served.port()}/live?token=s3cret")
        qtbot.waitUntil(lambda: page.received == ['{"seq":1}'], timeout=3000)
    finally:
        served.stop()


def test_another_sites_page_cannot_follow_the_feed(qtbot, server):
    foreign = QWebSocket("http://elsewhere.example")
    foreign.open(QUrl(f"ws://127.0.0.1:{server.port()}/live"))
    ours = Page(qtbot, f"ws://127.0.0.1:{server.port()}/live")
    qtbot.wait(300)
    assert foreign.state().name != "ConnectedState" and server.follower_count() == 1
    ours.close()


def raw(qtbot, port: int, request: bytes) -> bytes:
    """What the server answers to ``request`` sent as it is (from a thread)."""
    answer = []

    def send() -> None:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as line:
            line.sendall(request)
            answer.append(line.recv(4096))
    threading.Thread(target=send, daemon=True).start()
    qtbot.waitUntil(lambda: bool(answer), timeout=6000)
    return answer[0]


def test_a_broken_or_other_request_gets_its_error_and_nothing_else(qtbot, server):
    port = server.port()
    assert raw(qtbot, port, b"nonsense\r\n\r\n").startswith(b"HTTP/1.1 400 ")
    assert raw(qtbot, port, b"GET /" + b"x" * 20000).startswith(b"HTTP/1.1 400 ")   # a head without end
    assert raw(qtbot, port, b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n").startswith(b"HTTP/1.1 405 ")
    assert raw(qtbot, port, b"GET /../etc/passwd HTTP/1.1\r\nHost: localhost\r\n\r\n").startswith(b"HTTP/1.1 404 ")
    assert fetch(qtbot, f"http://127.0.0.1:{port}/")[0] == 200   # and it goes on serving


def test_a_page_that_reads_nothing_is_let_go_before_it_fills_the_apps_memory(qtbot, server, monkeypatch):
    monkeypatch.setattr("mafia_desktop.ui.overlay.server.STALLED_BYTES", 100_000)
    stalled = socket.create_connection(("127.0.0.1", server.port()), timeout=5)
    stalled.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    stalled.sendall(b"GET /live HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
    qtbot.waitUntil(lambda: server.follower_count() == 1, timeout=5000)
    reading = Page(qtbot, f"ws://127.0.0.1:{server.port()}/live")   # a browser that reads
    assert server.follower_count() == 2
    frame = json.dumps({"seq": 0, "padding": "x" * 60_000})
    for _ in range(200):   # 12 MB, more than the kernel's buffers hold for the stalled page
        server.send(frame)
        qtbot.wait(5)
        if server.follower_count() == 1:
            break
    assert server.follower_count() == 1   # the stalled page let go, the reading one kept
    server.send(json.dumps({"seq": 1}))
    qtbot.waitUntil(lambda: '"seq": 1' in (reading.received or [""])[-1], timeout=5000)
    reading.close()
    stalled.close()


def test_in_hebrew_the_frame_reads_right_to_left(qtbot, server):
    i18n.install("he")
    try:
        source = FedSource(clock=lambda: 1000.0)
        publisher = OverlayPublisher(server)
        page = Page(qtbot, f"ws://127.0.0.1:{server.port()}/live")
        publisher.follow(source)
        source.show("game", fold(real_334187()[:60], check=False))
        qtbot.waitUntil(lambda: len(page.received) >= 1, timeout=3000)
        frame = json.loads(page.received[-1])
        assert frame["lang"] == "he" and frame["dir"] == "rtl"
        assert any("\u0590" <= letter <= "\u05ff" for letter in frame["phase"] + frame["headline"])
    finally:
        i18n.install("en")
