"""The stream overlay from the window: started and stopped from the Menu, its address with
a copy button, its settings, and what it follows (the table, a replay)."""

from __future__ import annotations

import json
import socket

from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtWebSockets import QWebSocket
from PySide6.QtWidgets import QPushButton

from mafia_desktop import preferences
from mafia_desktop.store.importing import import_files
from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
from tests.real_games import POLEMICA


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def overlay_on(window, port: int) -> None:
    preferences.save_overlay_settings(preferences.OverlaySettings(port=port))
    window.findChild(type(window.overlay_action), "overlay").trigger()


def live_page(qtbot, window) -> tuple[int, QWebSocket, list[str]]:
    """The overlay started from the window and a page connected to its live feed: the port,
    the page's socket and the frames it receives."""
    port = free_port()
    overlay_on(window, port)
    received: list[str] = []
    page = QWebSocket()
    page.textMessageReceived.connect(received.append)
    with qtbot.waitSignal(page.connected, timeout=3000):
        page.open(QUrl(f"ws://127.0.0.1:{port}/live"))
    return port, page, received


def test_the_menu_starts_and_stops_the_overlay_and_its_address_is_copied(qtbot, window):
    port = free_port()
    overlay_on(window, port)
    assert window.overlay.running() and window.overlay.server.port() == port
    panel = window.overlay_panel
    assert panel.isVisible()
    copy = panel.findChild(QPushButton, "overlay-copy-0")
    copy.click()
    assert QGuiApplication.clipboard().text() == f"http://127.0.0.1:{port}/"
    panel.findChild(QPushButton, "overlay-copy-1").click()
    assert QGuiApplication.clipboard().text() == f"http://127.0.0.1:{port}/cards"
    window.overlay_action.trigger()
    assert not window.overlay.running() and not window.overlay_action.isChecked()
    assert not panel.stop_button.isEnabled()


def test_a_port_in_use_is_said_and_nothing_starts(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: said.append(args[2]))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        overlay_on(window, port)
    assert said and str(port) in said[0]
    assert not window.overlay.running() and not window.overlay_action.isChecked()


def test_the_settings_keep_the_port_the_delay_the_roles_and_the_reach(qtbot, window):
    dialog = SettingsDialog(window)
    qtbot.addWidget(dialog)
    box = dialog.overlay_box
    assert not box.roles.isChecked() and not box.beyond.isChecked()   # off unless chosen
    assert not box.roles.isEnabled()   # no roles without a delay
    box.port.setValue(9123)
    box.delay.setValue(60)
    assert box.roles.isEnabled()
    box.roles.setChecked(True)
    box.beyond.setChecked(True)
    dialog.accept()
    chosen = preferences.overlay_settings()
    assert (chosen.port, chosen.delay, chosen.roles, chosen.beyond_loopback) == (9123, 60, True, True)
    assert len(chosen.token) >= 16 and preferences.overlay_settings().token == chosen.token


def test_the_overlay_and_the_audience_screen_follow_a_replay(qtbot, window, archive):
    (result,) = list(import_files(archive, [POLEMICA / "334187.json"]))
    port, page, received = live_page(qtbot, window)
    window.replay_game(result.game_id)
    assert window.audience_action.isEnabled()
    qtbot.waitUntil(lambda: bool(received) and json.loads(received[-1])["phase"] == "Game over", timeout=3000)
    at_the_end = json.loads(received[-1])
    assert all(card.get("role") for card in at_the_end["seats"])   # the game's end: every role revealed
    window.replay_page.set_position(40)
    qtbot.waitUntil(lambda: json.loads(received[-1])["seq"] > at_the_end["seq"], timeout=3000)
    earlier = json.loads(received[-1])
    assert earlier["phase"] != at_the_end["phase"] and not any("role" in card for card in earlier["seats"])
    window.open_audience()
    assert window.audience.scene.phase == earlier["phase"]
    page.close()


def test_a_streamed_game_keeps_the_streams_start_and_its_page_gives_the_chapters(qtbot, window, archive):
    from datetime import datetime, timedelta, timezone

    from PySide6.QtWidgets import QDialogButtonBox

    from mafia_desktop.ui.archive.video_dialog import VideoDialog
    from tests.ui.test_audience import real_334187
    events = real_334187()
    began = datetime(2026, 3, 1, 18, 0, tzinfo=timezone.utc)
    game_id = archive.create_game(events, at=[(began + timedelta(seconds=60 + 5 * n)).isoformat()
                                                for n in range(len(events))])
    port, page, _ = live_page(qtbot, window)
    qtbot.waitUntil(lambda: window.overlay.stream_start is not None, timeout=3000)
    window.overlay.stream_start = began.timestamp()   # as if the stream had begun at 18:00
    window.open_game(game_id)
    assert archive.video(game_id) == ("", began.isoformat(timespec="seconds"))
    page.close()

    dialog = VideoDialog(archive, game_id, window)
    qtbot.addWidget(dialog)
    lines = dialog.chapters.toPlainText().splitlines()
    assert lines[0] == "0:00 Before the game" and lines[-1].endswith(" The town wins!")
    assert "Day 1: the vote" in " ".join(lines) and sum(" Night " in f" {line}" for line in lines) == 5
    # The log's first event at 18:01:00, one every 5 s: the deal (the third) begins the roles
    # night at 1:10 into the stream.
    assert [event.type for event in events[:3]] == ["game_created", "game_labelled", "roles_dealt"]
    assert lines[1] == "1:10 Roles night" and lines[2].endswith(" Day 1")
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == dialog.chapters.toPlainText()
    dialog.link.setText("not a link")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save).click()
    assert dialog.problem.isVisibleTo(dialog) and archive.video(game_id)[0] == ""   # refused, nothing kept
    dialog.link.setText("https://video.example/watch?v=334187")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save).click()
    assert archive.video(game_id)[0] == "https://video.example/watch?v=334187"


def test_the_settings_keep_the_overlays_font_size_and_its_cards_layout(qtbot, window):
    dialog = SettingsDialog(window)
    qtbot.addWidget(dialog)
    box = dialog.overlay_box
    assert box.font_size.value() == 100 and box.layout_choice.currentData() == "row"   # as laid out, unless chosen
    box.font_size.setValue(140)
    box.layout_choice.setCurrentIndex(box.layout_choice.findData("column"))
    dialog.accept()
    chosen = preferences.overlay_settings()
    assert (chosen.font_percent, chosen.layout) == (140, "column")
    assert chosen.look == {"scale": 1.4, "layout": "column"}


def test_the_window_serves_the_seated_players_photos_and_no_one_elses(qtbot, window, archive):
    from mafia_desktop.engine import events as ev, fold
    from tests.ui.test_audience import real_334187
    from tests.ui.test_overlay import fetch
    events = real_334187()
    game_id = archive.create_game(events[:40])
    archive.create_game([ev.GameCreated(events[0].ruleset, tuple(f"Other {n}" for n in range(1, 11)))])
    seated = [seat.nickname for seat in fold(events[:1], check=False).seats]
    archive.save_player_photo(seated[2], b"\xff\xd8\xff\xe0seat three")
    archive.save_player_photo("Other 5", b"\xff\xd8\xff\xe0not at this table")
    window.open_game(game_id)
    port, page, received = live_page(qtbot, window)
    qtbot.waitUntil(lambda: bool(received), timeout=3000)
    versions = {seat["number"]: seat["photo"] for seat in json.loads(received[-1])["seats"] if "photo" in seat}
    assert list(versions) == [3]
    status, body = fetch(qtbot, f"http://127.0.0.1:{port}/photo/3?v={versions[3]}")
    assert (status, body) == (200, b"\xff\xd8\xff\xe0seat three")
    for seat in (5, 4):   # Other 5's photo is no seat's here; seat 4 has none
        assert fetch(qtbot, f"http://127.0.0.1:{port}/photo/{seat}?v={versions[3]}")[0] == 404
    # A photo chosen while the overlay runs reaches the page with the next move.
    archive.save_player_photo(seated[3], b"\xff\xd8\xff\xe0seat four")
    window.controller.foul(1)
    qtbot.waitUntil(lambda: "photo" in json.loads(received[-1])["seats"][3], timeout=3000)
    page.close()
