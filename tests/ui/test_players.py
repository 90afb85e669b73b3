"""The players' side of the archive browser, on the hand-built archive of tests/store/evening.py
(its figures are worked out in tests/store/test_statistics.py)."""

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from mafia_desktop.store.queries.statistics import PlayerStats, RoleRecord, player_stats
from mafia_desktop.ui.archive.player_page import PlayerPage
from mafia_desktop.ui.archive.players_model import PlayersModel, percent
from mafia_desktop.ui.archive.players_page import PlayersPage
from tests.store.evening import build_evening

from .fit import cuts


@pytest.fixture
def evening(archive):
    return archive, build_evening(archive)


@pytest.fixture
def players(qtbot, evening):
    archive, _ = evening
    page = PlayersPage(archive)
    qtbot.addWidget(page)
    page.resize(1024, 600)
    page.show()
    qtbot.waitExposed(page)
    return page


@pytest.fixture
def player_page(qtbot, evening):
    archive, _ = evening

    def make(name: str) -> PlayerPage:
        page = PlayerPage(archive, name)
        qtbot.addWidget(page)
        page.resize(1024, 600)
        page.show()
        qtbot.waitExposed(page)
        return page
    return make


def cell(model: PlayersModel, name: str, column: str) -> str:
    row, col = model.row_of(name), model.column_of(column)
    assert row >= 0 and col >= 0, (name, column)
    return model.data(model.index(row, col))


def column_values(model: PlayersModel, column: str) -> list[str]:
    col = model.column_of(column)
    return [model.data(model.index(row, col)) for row in range(model.rowCount())]


def test_the_players_model_passes_the_model_tester(qtmodeltester, evening):
    archive, _ = evening
    model = PlayersModel(player_stats(archive))
    qtmodeltester.check(model)
    model.sort(model.column_of("Win %"), Qt.SortOrder.DescendingOrder)
    qtmodeltester.check(model)
    model.set_rows([])
    qtmodeltester.check(model)


def test_the_rows_show_the_hand_known_figures(evening):
    archive, _ = evening
    model = PlayersModel(player_stats(archive))
    # The roles someone played, in the roles' order; nobody was a mistress.
    assert model.role_columns == ["civilian", "sheriff", "commissar", "doctor", "mafia", "don"]
    assert [cell(model, "Anna", c) for c in ("Games", "Wins", "Win %", "Sheriff", "Commissar", "Civilian")] \
        == ["3", "3", "100%", "100%", "100%", "—"]
    assert cell(model, "Anna", "Fouls / game") == "1.0"
    assert [cell(model, "Adrian", c) for c in ("Win %", "Removals", "Civilian", "Mafia", "Best move")] \
        == ["50%", "1", "100%", "0%", "—"]
    assert [cell(model, "Ёжик", c) for c in ("Killed first", "Best move")] == ["1", "0/2 (0%)"]
    assert cell(model, "Don Corleone", "Don") == "0%"
    assert cell(model, "Player 5", "Fouls / game") == "0.7"          # 2 fouls in 3 games
    assert [cell(model, "Player 7", c) for c in ("Games", "Win %", "Fouls / game")] == ["0", "—", "—"]
    tip = model.data(model.index(model.row_of("Anna"), 0), Qt.ItemDataRole.ToolTipRole)
    assert "Sheriff: won 2 of 2 (100%)" in tip and "Commissar: won 1 of 1 (100%)" in tip


def test_percentages_are_whole_and_a_dash_where_undefined():
    assert (percent(2 / 3), percent(0.5), percent(0.125), percent(None)) == ("67%", "50%", "13%", "—")


def test_sorting_by_games_puts_the_most_games_first_ties_by_name(evening):
    archive, _ = evening
    model = PlayersModel(player_stats(archive))
    model.sort(model.column_of("Games"), Qt.SortOrder.DescendingOrder)
    games = [stats.games for stats in model.rows]
    assert games == sorted(games, reverse=True)
    assert [stats.nickname for stats in model.rows[:3]] == ["Anna", "Player 5", "Player 6"]
    model.sort(model.column_of("Games"), Qt.SortOrder.AscendingOrder)
    assert [stats.nickname for stats in model.rows[:2]] == ["Player 7", "Player 8"]


def test_sorting_by_win_rate_keeps_players_without_games_last_either_way(evening):
    archive, _ = evening
    model = PlayersModel(player_stats(archive))
    column = model.column_of("Win %")
    model.sort(column, Qt.SortOrder.AscendingOrder)
    names = [stats.nickname for stats in model.rows]
    assert names[:4] == ["Don Corleone", "Player 2", "Player 9", "Adrian"]    # 0%, 0%, 0%, 50%
    assert names[-2:] == ["Player 7", "Player 8"]                             # no game: "—"
    model.sort(column, Qt.SortOrder.DescendingOrder)
    names = [stats.nickname for stats in model.rows]
    # 100% over three games before 100% over two, and "—" still last.
    assert names[:3] == ["Anna", "Player 5", "Player 6"] and names[-2:] == ["Player 7", "Player 8"]
    assert column_values(model, "Win %")[-3] == "0%"


def test_sorting_by_best_move_puts_the_players_who_made_none_last(evening):
    archive, _ = evening
    model = PlayersModel(player_stats(archive))
    model.sort(model.column_of("Best move"), Qt.SortOrder.DescendingOrder)
    assert model.rows[0].nickname == "Ёжик"
    assert column_values(model, "Best move")[1:] == ["—"] * (model.rowCount() - 1)


def test_clicking_a_header_sorts_and_the_chosen_player_stays_chosen(players, qtbot):
    players.table.selectRow(players.model.row_of("Adrian"))
    players.table.sortByColumn(players.model.column_of("Games"), Qt.SortOrder.DescendingOrder)
    assert [stats.games for stats in players.model.rows][:3] == [3, 3, 3]
    assert players.selected_player() == "Adrian"
    players.search.setText("a")          # a new list keeps the column it is sorted by
    games = [stats.games for stats in players.model.rows]
    assert games == sorted(games, reverse=True) and players.selected_player() == "Adrian"


def test_every_column_sorted_by_a_click_has_room_for_its_title_and_arrow(players):
    # The columns are measured once a filling and once a sort, not at each layout by Qt.
    for column in range(players.model.columnCount()):
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            players.table.sortByColumn(column, order)
            assert not cuts(players.table), (column, order)


def test_the_search_box_finds_any_part_of_the_name_in_any_alphabet(players):
    assert len(players.shown_names()) == 15 and players.count.text() == "15 players"
    players.search.insert("ёЖ")   # QTest types Latin-1 only
    assert players.shown_names() == ["Ёжик"]
    assert players.count.text() == "1 of 15 players"
    players.search.setText("an")
    assert players.shown_names() == ["Adrian", "Anna"]
    players.search.setText("JEŽ")
    assert players.shown_names() == ["Ježiks"]
    players.search.setText("nobody at all")
    assert players.shown_names() == [] and not players.open_button.isEnabled()


def test_a_renamed_player_is_found_by_the_old_name_too(players, evening):
    archive, _ = evening
    archive.rename_player("Ježiks", "Hedgehog")
    players.refresh()
    players.search.setText("jež")
    assert players.shown_names() == ["Hedgehog"]


def test_enter_on_the_list_opens_the_player_and_back_returns(players, qtbot):
    players.search.setText("anna")
    qtbot.keyClick(players.table, Qt.Key.Key_Return)
    page = players.player_page
    assert page is not None and players.stack.currentWidget() is page and page.nickname == "Anna"
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert players.stack.currentWidget() is players.list_page
    with qtbot.waitSignal(players.playerOpened) as opened:
        qtbot.mouseClick(players.open_button, Qt.MouseButton.LeftButton)
    assert opened.args == ["Anna"]


def test_the_player_page_is_made_behind_the_list_and_shows_the_player_opened(players, qtbot):
    # Made while the host reads the list: the first player opened as quickly as the next.
    qtbot.waitUntil(lambda: players.player_page is not None)
    page = players.player_page
    assert players.stack.currentWidget() is players.list_page and not page.isVisible()
    assert players.open_player("Adrian") is page and page.nickname == "Adrian" and page.isVisible()
    assert page.title.text() == "Adrian"


def test_a_page_shown_is_read_again_with_the_list_and_a_hidden_one_as_it_is_opened(players, evening):
    archive, ids = evening
    page = players.open_player("Adrian")
    assert page.figures["games"].value.text() == "2"
    archive.trash(ids["G1"])
    players.refresh()                                  # the page on screen: read again at once
    assert page.figures["games"].value.text() == "1"
    players.show_list()
    archive.restore(ids["G1"])
    players.refresh()                                  # hidden: read when a player is opened
    assert players.open_player("Adrian").figures["games"].value.text() == "2"


def test_a_player_page_shows_the_figures(player_page):
    page = player_page("Ёжик")
    shown = {key: figure.value.text() for key, figure in page.figures.items()}
    assert shown == {"games": "2", "wins": "2", "win-rate": "100%", "killed-first": "1",
                     "best-move": "0/2", "fouls": "0.0", "removals": "0"}
    assert "(0%)" in page.figures["best-move"].caption.text()
    assert page.title.text() == "Ёжик"


def test_the_chart_has_one_bar_per_role_with_wins_and_losses(player_page):
    anna = player_page("Anna")
    assert anna.chart_roles == ["sheriff", "commissar"]
    assert anna.chart_values() == {"sheriff": (2, 0), "commissar": (1, 0)}
    # Drawn bottom to top: the first role is the last category.
    assert anna.role_axis.categories() == ["Commissar<br>1 of 1 won", "Sheriff<br>2 of 2 won"]
    adrian = player_page("Adrian")
    assert adrian.chart_values() == {"civilian": (1, 0), "mafia": (0, 1)}
    assert [adrian.wins_set.at(i) for i in range(2)] == [0, 1]       # mafia, civilian
    assert [adrian.losses_set.at(i) for i in range(2)] == [1, 0]
    assert player_page("Don Corleone").chart_values() == {"don": (0, 2)}


def test_the_bars_are_labelled_with_their_counts_only_where_every_count_has_room(player_page):
    # 2 and 15 side by side in a narrow bar read as "215": then the roles' names alone say them.
    page = player_page("Anna")
    assert page.series.isLabelsVisible()                       # 2 and 1 on an axis of 2 games
    page._show_chart(PlayerStats("Many", roles=(RoleRecord("civilian", 200, 53), RoleRecord("sheriff", 17, 2))))
    assert not page.series.isLabelsVisible()
    assert page.role_axis.categories() == ["Sheriff<br>2 of 17 won", "Civilian<br>53 of 200 won"]
    page._show_chart(PlayerStats("Even", roles=(RoleRecord("civilian", 40, 20), RoleRecord("mafia", 30, 10))))
    assert page.series.isLabelsVisible()


def test_a_player_without_finished_games_has_no_chart_but_dashes(player_page):
    page = player_page("Player 7")
    assert page.chart_roles == [] and page.chart_stack.currentWidget() is page.no_chart
    assert page.figures["win-rate"].value.text() == "—" and page.figures["fouls"].value.text() == "—"


def test_double_clicking_a_game_asks_to_replay_it(player_page, evening, qtbot):
    _, ids = evening
    page = player_page("Adrian")
    listed = [row.id for row in page.games_model.rows]
    assert listed == [ids["G3"], ids["G2"], ids["G1"]]      # unfinished G3 too, not the trashed G4
    rect = page.games.visualRect(page.games_model.index(1, 0))
    with qtbot.waitSignal(page.gameOpenRequested) as opened:
        qtbot.mouseClick(page.games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(page.games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert opened.args == [ids["G2"]]
    page.games.selectRow(2)
    with qtbot.waitSignal(page.gameOpenRequested) as opened:
        qtbot.mouseClick(page.replay_button, Qt.MouseButton.LeftButton)
    assert opened.args == [ids["G1"]]


def test_renaming_through_the_page_keeps_the_games(player_page, evening, qtbot, monkeypatch):
    archive, _ = evening
    page = player_page("Anna")
    said = []
    monkeypatch.setattr(page, "ask_new_name", lambda: "  Anna K. ")
    monkeypatch.setattr(page, "confirm_merge", lambda *args: pytest.fail("not a merge"))
    monkeypatch.setattr(page, "show_message", said.append)
    monkeypatch.setattr(page, "show_warning", lambda text: pytest.fail(text))
    with qtbot.waitSignal(page.playersChanged):
        qtbot.mouseClick(page.rename_button, Qt.MouseButton.LeftButton)
    assert len(said) == 1 and said[0].startswith("Anna is now called Anna K.")
    assert page.nickname == "Anna K." and page.title.text() == "Anna K."
    assert page.figures["games"].value.text() == "3" and page.games_model.rowCount() == 3
    assert [s.nickname for s in player_stats(archive, "Anna")] == ["Anna K."]


def test_merging_asks_first_with_both_games_counts(player_page, evening, qtbot, monkeypatch):
    archive, _ = evening
    page = player_page("Ježiks")
    asked = []
    monkeypatch.setattr(page, "ask_new_name", lambda: "Ёжик")
    monkeypatch.setattr(page, "confirm_merge", lambda *args: asked.append(args) or False)
    page.rename()                                     # the host says no: nothing changes
    assert asked == [("Ježiks", 1, "Ёжик", 2)]
    assert page.nickname == "Ježiks" and player_stats(archive, "Ježiks")[0].nickname == "Ježiks"
    monkeypatch.setattr(page, "confirm_merge", lambda *args: True)
    said = []
    monkeypatch.setattr(page, "show_message", said.append)
    with qtbot.waitSignal(page.playersChanged):
        page.rename()
    assert said == ["Ježiks merged into Ёжик: 1 game moved, 3 in all now"]
    assert page.nickname == "Ёжик" and page.figures["games"].value.text() == "3"
    assert page.chart_values() == {"civilian": (3, 0)}


def test_a_refused_merge_warns_and_changes_nothing(player_page, evening, monkeypatch):
    archive, _ = evening
    before = player_stats(archive)
    page = player_page("Don Corleone")
    warnings, changed = [], []
    page.playersChanged.connect(lambda: changed.append(True))
    monkeypatch.setattr(page, "ask_new_name", lambda: "Adrian")
    monkeypatch.setattr(page, "confirm_merge", lambda *args: True)
    monkeypatch.setattr(page, "show_message", lambda text: pytest.fail(text))
    monkeypatch.setattr(page, "show_warning", warnings.append)
    page.rename()
    assert len(warnings) == 1 and "sat at the same table in 3 games" in warnings[0]
    assert "Nothing was changed" in warnings[0]
    assert player_stats(archive) == before and changed == []
    assert page.nickname == "Don Corleone" and page.figures["games"].value.text() == "2"


def test_cancelling_the_name_dialog_changes_nothing(player_page, evening, monkeypatch):
    archive, _ = evening
    before = player_stats(archive)
    page = player_page("Anna")
    monkeypatch.setattr(page, "ask_new_name", lambda: None)
    monkeypatch.setattr(page, "show_warning", lambda text: pytest.fail(text))
    page.rename()
    assert player_stats(archive) == before and page.nickname == "Anna"


def test_the_list_refreshes_after_a_rename_on_the_player_page(players, monkeypatch):
    page = players.open_player("Anna")
    monkeypatch.setattr(page, "ask_new_name", lambda: "Anna K.")
    monkeypatch.setattr(page, "show_message", lambda text: None)
    page.rename()
    page.closeRequested.emit()
    assert "Anna K." in players.shown_names() and "Anna" not in players.shown_names()
    assert players.selected_player() == "Anna K."
    assert cell(players.model, "Anna K.", "Games") == "3"


def test_a_game_opened_on_a_player_page_reaches_the_list_page_signal(players, evening, qtbot):
    _, ids = evening
    page = players.open_player("Don Corleone")
    page.games.selectRow(0)
    with qtbot.waitSignal(players.gameOpenRequested) as opened:
        qtbot.keyClick(page.games, Qt.Key.Key_Return)
    assert opened.args == [ids["G2"]]


def answer_the_dialog(answer) -> None:
    """Answer the next modal dialog (QInputDialog, QMessageBox) as soon as it is up."""
    def check() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, check)
        else:
            answer(dialog)
    QTimer.singleShot(0, check)


def test_the_real_dialogs_ask_and_answer(player_page):
    page = player_page("Ježiks")

    def type_name(dialog: QInputDialog) -> None:
        assert dialog.textValue() == "Ježiks" and "Ježiks" in dialog.labelText()
        dialog.setTextValue("Ёжик")
        dialog.accept()
    answer_the_dialog(type_name)
    assert page.ask_new_name() == "Ёжик"
    answer_the_dialog(lambda dialog: dialog.reject())
    assert page.ask_new_name() is None
    shown = []

    def say_yes(box: QMessageBox) -> None:
        shown.append(box.text())
        box.button(QMessageBox.StandardButton.Yes).click()
    answer_the_dialog(say_yes)
    assert page.confirm_merge("Ježiks", 1, "Ёжик", 2) is True
    assert "Ježiks has 1 game; Ёжик has 2 games" in shown[0]
    answer_the_dialog(lambda box: box.button(QMessageBox.StandardButton.No).click())
    assert page.confirm_merge("Ježiks", 1, "Ёжик", 2) is False


def test_by_name_players_are_in_the_order_a_person_counts_and_those_who_played_first():
    from mafia_desktop.store.queries.statistics import PlayerStats
    rows = [PlayerStats("Player 10", games=3), PlayerStats("Player 2", games=1), PlayerStats("Anna", games=0),
            PlayerStats("player 1", games=2), PlayerStats("Boris", games=4)]
    model = PlayersModel(rows)
    model.sort(0, Qt.SortOrder.AscendingOrder)
    assert [s.nickname for s in model.rows] == ["Boris", "player 1", "Player 2", "Player 10", "Anna"]
    model.sort(0, Qt.SortOrder.DescendingOrder)
    assert [s.nickname for s in model.rows] == ["Player 10", "Player 2", "player 1", "Boris", "Anna"]
