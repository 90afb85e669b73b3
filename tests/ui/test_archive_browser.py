"""The archive's games table: search, filters, sorting, opening a game (on tests/store/evening)."""

from datetime import date

import pytest
from PySide6.QtCore import QDate, Qt

from mafia_desktop.store.queries import browse
from mafia_desktop.ui.archive.archive_model import COLUMNS, ArchiveGamesModel, column_of
from mafia_desktop.ui.archive.games_browser import GamesBrowser
from mafia_desktop.words.bidi import isolated
from tests.store.evening import build_evening


@pytest.fixture
def evening(archive):
    return archive, build_evening(archive)


@pytest.fixture
def browser(qtbot, evening):
    archive, ids = evening
    widget = GamesBrowser(archive)
    qtbot.addWidget(widget)
    widget.resize(1280, 700)
    widget.show()
    return widget, {game_id: name for name, game_id in ids.items()}


def shown(widget, names) -> list[str]:
    return [names[game.row.id] for game in widget.model.games()]


def test_the_games_model_passes_the_model_tester(qtmodeltester, evening):
    archive, _ = evening
    model = ArchiveGamesModel(archive)
    qtmodeltester.check(model)
    model.sort(4, Qt.SortOrder.AscendingOrder)
    qtmodeltester.check(model)


def test_each_column_sorts_by_its_own_key_and_reads_its_own_cell(evening):
    archive, _ = evening
    assert sorted(column.sort for column in COLUMNS) == sorted(browse.COLUMNS)   # one column per sort
    model = ArchiveGamesModel(archive)
    for number, column in enumerate(COLUMNS):
        model.sort(number, Qt.SortOrder.AscendingOrder)
        assert (model.sort_key, model.descending) == (column.sort, False)
        game = model.game(0)
        assert model.data(model.index(0, number)) == column.text(game)
    players = column_of("players")
    seated = model.data(model.index(0, players), Qt.ItemDataRole.ToolTipRole)
    assert seated.splitlines()[0] == f"1. {isolated(model.game(0).players[0])}"
    assert model.data(model.index(0, column_of("host")), Qt.ItemDataRole.ToolTipRole) is None


def test_the_list_opens_with_every_game_the_latest_first(browser):
    widget, names = browser
    assert shown(widget, names) == ["G3", "G2", "G1", "G5"]
    assert widget.count.text() == "4 games"
    assert widget.model.data(widget.model.index(2, 1)) == "Rīga"
    assert widget.model.data(widget.model.index(2, 5)) == "town"
    assert [widget.rules.itemText(i) for i in range(widget.rules.count())] == ["Any rules", "Latvian", "Sport"]


def test_typing_a_nickname_finds_the_players_games(browser, qtbot):
    widget, names = browser
    widget.search.insert("ёЖ")   # QTest types Latin-1 only
    assert shown(widget, names) == ["G2", "G1"]
    widget.search.clear()
    qtbot.keyClicks(widget.search, "nobody at all")
    assert shown(widget, names) == [] and widget.count.text() == "0 games"
    assert not widget.open_button.isEnabled()


def test_the_filters_narrow_the_list(browser):
    widget, names = browser
    widget.result.setCurrentIndex(widget.result.findText("Unfinished only"))
    assert shown(widget, names) == ["G3"]
    widget.result.setCurrentIndex(widget.result.findText("Town won"))
    widget.rules.setCurrentIndex(widget.rules.findData("latvian"))
    assert shown(widget, names) == ["G5"]
    widget.rules.setCurrentIndex(0)
    widget.since.setDate(QDate(2026, 10, 1))
    widget.since_on.setChecked(True)
    widget.until.setDate(QDate(2026, 10, 31))
    widget.until_on.setChecked(True)
    assert shown(widget, names) == ["G1"]
    assert widget.wanted().since == date(2026, 10, 1)


def test_sorting_by_a_column_orders_the_rows(browser):
    widget, names = browser
    widget.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert shown(widget, names) == ["G5", "G1", "G2", "G3"]
    widget.table.sortByColumn(6, Qt.SortOrder.AscendingOrder)   # unfinished first
    assert shown(widget, names)[0] == "G3"
    widget.table.sortByColumn(2, Qt.SortOrder.AscendingOrder)   # rules: latvian before sport
    assert shown(widget, names)[0] == "G5"


def test_the_sort_order_survives_a_new_search(browser, qtbot):
    widget, names = browser
    widget.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    qtbot.keyClicks(widget.search, "an")          # Anna and Adrian: G1, G2, G3, G5
    assert shown(widget, names) == ["G5", "G1", "G2", "G3"]


def test_opening_a_game_says_which(browser, qtbot):
    widget, names = browser
    widget.table.selectRow(1)
    with qtbot.waitSignal(widget.gameOpenRequested) as opened:
        qtbot.mouseClick(widget.open_button, Qt.MouseButton.LeftButton)
    assert names[opened.args[0]] == "G2"
