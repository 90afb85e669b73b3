"""The Ratings tab of the archive: the table as the archive keeps it, sorted and searched as
Players is, a player opened from it, the change over a period, and a start file."""

from datetime import datetime, timedelta, timezone

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from mafia_desktop.store.projections import ratings
from mafia_desktop.ui.archive.archive_page import ArchivePage
from tests.store.test_ratings import TEN, play


def _recent(days_ago: int) -> str:
    return (datetime.now(timezone.utc) - timedelta(days=days_ago)).date().isoformat()


@pytest.fixture
def page(qtbot, archive):
    play(archive, TEN, "red", _recent(200))
    play(archive, ["Ёжик", *TEN[1:]], "black", _recent(100))
    play(archive, TEN, "black", _recent(3))
    shown = ArchivePage(archive)
    qtbot.addWidget(shown)
    shown.resize(1024, 600)
    shown.show()
    qtbot.waitExposed(shown)
    bar = shown.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())
    assert shown.tabs.currentWidget() is shown.ratings
    return shown


def column(ratings_page, title):
    model = ratings_page.model
    number = model.column_of(title)
    return [model.data(model.index(row, number)) for row in range(model.rowCount())]


def test_the_table_is_the_archives_the_best_first(page, archive):
    kept = sorted(ratings.table(archive.conn), key=lambda row: -row.overall)
    assert page.ratings.shown_names()[0] == kept[0].nickname
    assert len(page.ratings.shown_names()) == 11        # ten and Ёжик
    assert column(page.ratings, "Overall")[0] == f"{kept[0].overall:.2f}"
    assert page.ratings.count.text() == "11 players"


def test_a_click_on_a_column_sorts_by_it(qtbot, page):
    header = page.ratings.table.horizontalHeader()

    def click(title):
        number = page.ratings.model.column_of(title)
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                         pos=QPoint(header.sectionViewportPosition(number) + 8, header.height() // 2))
    click("Games")
    counts = [int(text) for text in column(page.ratings, "Games")]
    assert counts == sorted(counts) and counts[0] != counts[-1]
    click("Games")
    assert [int(text) for text in column(page.ratings, "Games")] == sorted(counts, reverse=True)
    click("Player")
    names = page.ratings.shown_names()
    assert names == sorted(names, key=str.casefold) or names == sorted(names, key=str.casefold, reverse=True)


def test_search_as_in_players_and_enter_opens_the_player(qtbot, page):
    page.ratings.search.setFocus()
    page.ratings.search.insert("ёж")   # QTest types Latin-1 only
    assert page.ratings.shown_names() == ["Ёжик"]
    assert page.ratings.count.text() == "1 of 11 players"
    qtbot.keyClick(page.ratings.search, Qt.Key.Key_Return)
    assert page.tabs.currentWidget() is page.players
    assert page.players.player_page.nickname == "Ёжик"


def test_the_change_over_the_last_30_days_is_the_last_game_alone(qtbot, page, archive):
    page.ratings.period.setFocus()
    while page.ratings.period.currentData() != 30:
        qtbot.keyClick(page.ratings.period, Qt.Key.Key_Down)
    [last] = [game for game in archive.games() if game.finished_at.startswith(_recent(3))]
    earned = {seat.nickname: seat.change for seat in ratings.of_game(archive.conn, last.id).seats}
    changes = dict(zip(page.ratings.shown_names(), column(page.ratings, "Change")))
    assert changes["Ёжик"] == "0.00"
    assert changes["P2"] == f"{earned['P2']:+.2f}" and changes["P1"] == f"{earned['P1']:.2f}"


def test_a_start_file_from_the_page(qtbot, page, tmp_path, monkeypatch):
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *args: told.append(args[2]))
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: told.append(args[2]))
    good = tmp_path / "service.csv"
    good.write_text("nickname,overall,red,black\nNewcomer,321,300,21\n", encoding="utf-8")
    monkeypatch.setattr(page.ratings, "start_file", lambda: good)
    qtbot.mouseClick(page.ratings.start_button, Qt.MouseButton.LeftButton)
    assert page.ratings.shown_names()[0] == "Newcomer" and "1 player" in told[-1]
    bad = tmp_path / "bad.csv"
    bad.write_text("Someone,lots,0,0\n", encoding="utf-8")
    monkeypatch.setattr(page.ratings, "start_file", lambda: bad)
    qtbot.mouseClick(page.ratings.start_button, Qt.MouseButton.LeftButton)
    assert "line 1" in told[-1] and "lots" in told[-1]
    assert page.ratings.shown_names()[0] == "Newcomer"     # nothing changed


def test_the_page_looks_right(qtbot, page, tmp_path):
    image = page.grab()
    assert image.save(str(tmp_path / "ratings.png"))
    assert not image.isNull()


def test_a_players_page_charts_his_rating_and_a_point_opens_its_game(qtbot, page, archive):
    page.ratings.search.insert("P1")
    qtbot.keyClick(page.ratings.search, Qt.Key.Key_Return)
    player = page.players.player_page
    assert player.nickname == "P1"
    history = ratings.history(archive.conn, "P1")
    chart = player.rating_chart
    assert chart.values("overall") == [] and player.rating_caption.text() == ""   # read when its tab is shown
    player.charts.setCurrentWidget(player.rating_page)
    assert len(history) == 2                  # P1 sat out the game Ёжик played in his seat
    for key in ("overall", "red", "black"):
        assert chart.values(key) == pytest.approx([getattr(point.rating, key) for point in history])
    assert "over 2 rated game" in player.rating_caption.text()
    with qtbot.waitSignal(page.gameOpenRequested) as opened:
        qtbot.mouseClick(chart.viewport(), Qt.MouseButton.LeftButton, pos=chart.position_of(2))
    assert opened.args == [history[1].game_id]


def test_the_point_nearest_a_click_is_its_game():
    from mafia_desktop.ui.archive.rating_chart import game_at
    assert [game_at(x, 3) for x in (0.4, 0.6, 1.4, 2.6, 3.4, 3.6)] == [None, 0, 0, 2, 2, None]


def test_a_players_rating_is_read_when_its_tab_is_shown_and_again_for_the_next_player(qtbot, page, archive,
                                                                                        monkeypatch):
    # Issue 44: behind the results by role, every player opened read his rated games for nobody.
    read = []
    real = ratings.history
    monkeypatch.setattr(ratings, "history", lambda conn, player: read.append(player) or real(conn, player))
    players = page.players
    player = players.open_player("P1")
    assert read == []
    player.charts.setCurrentWidget(player.rating_page)
    assert read == ["P1"] and "over 2 rated game" in player.rating_caption.text()
    players.open_player("P2")
    assert read == ["P1", "P2"] and player.rating_chart.values("overall") == pytest.approx(
        [point.rating.overall for point in real(archive.conn, "P2")])
    player.charts.setCurrentIndex(0)
    players.open_player("P1")
    player.charts.setCurrentWidget(player.rating_page)
    player.charts.setCurrentIndex(0)
    player.charts.setCurrentWidget(player.rating_page)
    assert read == ["P1", "P2", "P1"]   # once for each player shown
