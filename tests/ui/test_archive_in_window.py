"""The archive from the main window: a host finds last month's game by a player's nickname,
replays it, prints its protocol; JSON export, resume and trash from the replay."""

import json
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from mafia_desktop.store.importing import import_files
from tests.store.evening import build_evening

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def evening(window):
    return build_evening(window.archive)


def save_to(monkeypatch, path: Path) -> list[str]:
    offered = []

    def save_dialog(parent, caption, suggested, filters):
        offered.append(suggested)
        return str(path), filters
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_dialog))
    return offered


def find_and_replay(qtbot, window, nickname: str):
    window.archive_action.trigger()
    browser = window.archive_page.games
    assert window.pages.currentWidget() is window.archive_page
    browser.search.setText(nickname)
    browser.table.selectRow(0)
    qtbot.mouseClick(browser.open_button, LEFT)
    assert window.pages.currentWidget() is window.replay_page
    return window.replay_page


def test_a_host_finds_a_game_by_nickname_replays_it_and_prints_its_protocol(
        qtbot, window, evening, tmp_path, monkeypatch):
    page = find_and_replay(qtbot, window, "ёжик")           # G2 and G1: G2 played last
    assert page.game_id == evening["G2"]
    page.set_position(1)
    qtbot.keyClick(page, Qt.Key.Key_Right)
    assert page.position == 2
    offered = save_to(monkeypatch, tmp_path / "protocol.pdf")
    page.exportPdfRequested.emit(page.game_id)
    assert offered and offered[0].endswith(".pdf")
    text = "\n".join(p.extract_text() for p in PdfReader(str(tmp_path / "protocol.pdf")).pages)
    assert "Ёжик" in text
    assert "Protocol saved" in window.statusBar().currentMessage()


def test_the_json_export_reimports_as_the_same_game(qtbot, window, evening, tmp_path, monkeypatch):
    page = find_and_replay(qtbot, window, "Ježiks")
    assert page.game_id == evening["G5"]
    save_to(monkeypatch, tmp_path / "g5.json")
    page.exportJsonRequested.emit(page.game_id)
    assert json.loads((tmp_path / "g5.json").read_text())["id"] == evening["G5"]
    [result] = list(import_files(window.archive, [tmp_path / "g5.json"]))
    assert result.status == "duplicate"


def test_resume_from_the_replay_opens_an_unfinished_game_on_the_table(qtbot, window, evening):
    window.archive_action.trigger()
    browser = window.archive_page.games
    browser.result.setCurrentIndex(browser.result.findText("Unfinished only"))
    qtbot.mouseClick(browser.open_button, LEFT)
    page = window.replay_page
    assert page.game_id == evening["G3"] and page.resume_button.isEnabled()
    qtbot.mouseClick(page.resume_button, LEFT)
    assert window.pages.currentWidget() is window.game_page
    assert window.controller.game_id == evening["G3"]


def test_trash_from_the_replay_is_reversible_and_back_returns_to_the_list(qtbot, window, evening):
    page = find_and_replay(qtbot, window, "Ježiks")
    qtbot.mouseClick(page.trash_button, LEFT)
    assert window.pages.currentWidget() is window.archive_page
    assert evening["G5"] not in [g.row.id for g in window.archive_page.games.model.games]
    assert {row.id for row in window.archive.games(trash=True)} == {evening["G4"], evening["G5"]}
    window.archive.restore(evening["G5"])
    page = find_and_replay(qtbot, window, "Ježiks")
    qtbot.mouseClick(page.close_button, LEFT)
    assert window.pages.currentWidget() is window.archive_page
    assert evening["G5"] in [g.row.id for g in window.archive_page.games.model.games]


def test_a_players_game_opens_in_the_replay(qtbot, window, evening):
    window.archive_action.trigger()
    players = window.archive_page.players
    window.archive_page.tabs.setCurrentWidget(players)
    player_page = players.open_player("Anna")
    with qtbot.waitSignal(window.archive_page.gameOpenRequested):
        player_page.gameOpenRequested.emit(evening["G1"])
    assert window.pages.currentWidget() is window.replay_page
    assert window.replay_page.game_id == evening["G1"]
