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
    assert evening["G5"] not in [g.row.id for g in window.archive_page.games.model.games()]
    assert {row.id for row in window.archive.games(trash=True)} == {evening["G4"], evening["G5"]}
    window.archive.restore(evening["G5"])
    page = find_and_replay(qtbot, window, "Ježiks")
    qtbot.mouseClick(page.close_button, LEFT)
    assert window.pages.currentWidget() is window.archive_page
    assert evening["G5"] in [g.row.id for g in window.archive_page.games.model.games()]


def test_a_players_game_opens_in_the_replay(qtbot, window, evening):
    window.archive_action.trigger()
    players = window.archive_page.players
    window.archive_page.tabs.setCurrentWidget(players)
    player_page = players.open_player("Anna")
    with qtbot.waitSignal(window.archive_page.gameOpenRequested):
        player_page.gameOpenRequested.emit(evening["G1"])
    assert window.pages.currentWidget() is window.replay_page
    assert window.replay_page.game_id == evening["G1"]


def all_text(widget) -> str:
    from PySide6.QtWidgets import QLabel
    return "\n".join(label.text() for label in widget.findChildren(QLabel) if label.isVisible())


def test_a_finished_game_opens_with_its_roles_hidden_in_every_word(qtbot, window, evening):
    page = find_and_replay(qtbot, window, "Ježiks")          # the Latvian game, at its end
    assert page.state.ended
    shown = all_text(page)
    assert not any(word in shown for word in ("Mafia:", "Commissar:", "Doctor:", "Don:"))
    page.set_show_roles(True)
    assert "Mafia: 2" in all_text(page)
    page.close_button.click()
    page = find_and_replay(qtbot, window, "Adrian")          # the next game: hidden again
    assert not page.show_roles and all(view.role is None for view in page.seat_map.views)


def test_ctrl_f_puts_the_cursor_in_the_search_box(qtbot, window, evening):
    window.archive_action.trigger()
    assert window.archive_page.games.search.hasFocus()


def test_a_double_click_opens_the_game_once(qtbot, window, evening, monkeypatch):
    window.archive_action.trigger()
    opened = []
    window.archive_page.gameOpenRequested.connect(opened.append)
    view = window.archive_page.games.table
    rect = view.visualRect(view.model().index(1, 0))
    qtbot.mouseClick(view.viewport(), LEFT, pos=rect.center())   # a double-click: a click,
    qtbot.mouseDClick(view.viewport(), LEFT, pos=rect.center())  # then the second press
    assert len(opened) == 1


def test_a_rename_on_the_players_tab_reaches_the_games_search(qtbot, window, evening):
    window.archive_action.trigger()
    page = window.archive_page
    page.tabs.setCurrentWidget(page.players)
    player = page.players.open_player("Anna")
    player.ask_new_name = lambda: "Zelda"
    player.show_message = lambda text: None
    player.rename()
    page.tabs.setCurrentWidget(page.games)
    page.games.search.setText("zelda")
    assert len(page.games.model.games()) == 3
    page.games.search.setText("Anna")                         # her old name finds her too
    assert len(page.games.model.games()) == 3


def test_a_damaged_game_is_explained_and_not_replayed(qtbot, window, evening, monkeypatch):
    warnings = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning",
                        staticmethod(lambda parent, title, text: warnings.append(text)))
    window.archive.conn.execute(
        "INSERT INTO events (id, type, payload, at) SELECT (key << 20) + 999, 1, "
        "'{\"seat\": 42, \"reason\": \"\", \"technical\": false}', 0 FROM games WHERE id = ?",
        [evening["G3"]])
    window.archive_action.trigger()
    window.replay_game(evening["G3"])
    # An event written behind the app's back has no digest: the game is damaged from there.
    assert warnings and "is damaged: events are missing from event 6 on" in warnings[0]
    assert "replay and protocol are refused" in warnings[0]
    assert window.pages.currentWidget() is window.archive_page


def test_back_from_a_replay_opened_from_an_event_returns_to_the_event(qtbot, window, evening):
    from mafia_desktop.engine.points import system
    from mafia_desktop.store.contests import attach, create_contest
    event = create_contest(window.archive, name="Cup", kind="tournament", system=system("sport"))
    attach(window.archive, event, evening["G1"])
    window.events_action.trigger()
    window.events_page.open_event(event)
    window.events_page.page.games_view.selectRow(0)
    window.events_page.page.open_game()
    assert window.pages.currentWidget() is window.replay_page
    window.replay_page.close_button.click()
    assert window.pages.currentWidget() is window.events_page


def test_not_rated_from_the_replay_takes_the_game_out_of_the_ratings_and_back(qtbot, window, evening):
    from mafia_desktop.store.projections import ratings
    page = find_and_replay(qtbot, window, "ёжик")           # G2, ended after G1
    before = {row.nickname: row for row in ratings.table(window.archive.conn)}
    assert page.rated_button.isChecked() and before["Ёжик"].games == 2
    qtbot.mouseClick(page.rated_button, LEFT)
    assert not window.archive.is_rated(evening["G2"])
    assert not page.rated_button.isChecked() and page.rated_button.text() == "Not rated"
    assert "not rated now" in window.statusBar().currentMessage()
    after = {row.nickname: row for row in ratings.table(window.archive.conn)}
    assert after["Ёжик"].games == 1 and after["Ёжик"].overall != before["Ёжик"].overall
    assert ratings.of_game(window.archive.conn, evening["G2"]).p is None
    qtbot.mouseClick(page.rated_button, LEFT)
    assert window.archive.is_rated(evening["G2"]) and page.rated_button.isChecked()
    assert {row.nickname: row for row in ratings.table(window.archive.conn)} == before


def test_not_rated_in_a_read_only_archive_is_refused_in_words_and_changes_nothing(
        qtbot, window_factory, tmp_path, monkeypatch):
    from mafia_desktop.engine.errors import Message
    from mafia_desktop.store import Archive
    from mafia_desktop.store.opening import paths
    path = tmp_path / "archive.sqlite3"
    with Archive(path) as archive:
        ids = build_evening(archive)
    monkeypatch.setattr(paths, "why_read_only", lambda path: Message("the file is read-only"))
    win = window_factory(path)
    warnings = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning",
                        staticmethod(lambda parent, title, text: warnings.append(text)))
    page = find_and_replay(qtbot, win, "ёжик")
    qtbot.mouseClick(page.rated_button, LEFT)
    assert len(warnings) == 1 and warnings[0].startswith("The game's rating was not changed: ")
    assert "read-only" in warnings[0]
    assert page.rated_button.isChecked() and page.rated_button.text() == "Rated"
    assert win.archive.is_rated(ids["G2"])
