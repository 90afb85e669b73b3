"""Events from the window: a host creates a club evening, plays its games at a table, sees
the standings after each game, edits a scoring table; bad input is explained, nothing saved."""

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from mafia_desktop.engine.points import system
from mafia_desktop.store.contests import (
    attach, contest, contest_games, contest_of, contests, create_contest, scoring_systems,
)
from mafia_desktop.ui.events.event_dialog import EventDialog
from mafia_desktop.ui.events.system_editor import SystemEditor
from tests.engine.event_games import PEOPLE
from tests.store.test_contests import store_games

from bench.clicking_host import ClickingHost

from .test_full_games import NAMES, SPORT_CARDS

LEFT = Qt.MouseButton.LeftButton


def test_the_event_dialog_creates_an_event(qtbot, archive):
    dialog = EventDialog(archive)
    qtbot.addWidget(dialog)
    dialog.name.setText("Friday evening")
    dialog.tables.setValue(2)
    dialog.system.setCurrentIndex(dialog.system.findData("evening-002"))
    assert "surviving black" in dialog.system_words.text()
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    [event] = contests(archive)
    assert (event.name, event.kind, event.tables, event.system.name) == ("Friday evening", "evening", 2, "evening-002")
    assert event.tiebreak == ("additional", "wins", "wins_don_sheriff", "killed_first")


def test_an_event_without_a_name_is_explained_and_not_saved(qtbot, archive):
    dialog = EventDialog(archive)
    qtbot.addWidget(dialog)
    dialog.save()
    assert "needs a name" in dialog.error.text() and "Nothing was saved" in dialog.error.text()
    assert contests(archive) == []


def test_the_tie_break_order_follows_the_list(qtbot, archive):
    dialog = EventDialog(archive)
    qtbot.addWidget(dialog)
    dialog.name.setText("Cup")
    moved = dialog.tiebreak.takeItem(3)                       # "times killed first" to the top
    dialog.tiebreak.insertItem(0, moved)
    dialog.tiebreak.item(2).setCheckState(Qt.CheckState.Unchecked)   # drop "wins"
    dialog.save()
    assert contest(archive, dialog.event_id).tiebreak == ("killed_first", "additional", "wins_don_sheriff")


def test_a_scoring_table_is_edited_and_saved_under_a_new_name(qtbot, archive):
    editor = SystemEditor(archive, system("sport"))
    qtbot.addWidget(editor)
    editor.name.setText("Our club")
    editor.numbers["win"].setText("1,2")                       # a decimal comma is fine
    editor.best_move[3].setText("0.6")
    editor.save()
    ours = scoring_systems(archive)["Our club"]
    assert ours.win == Fraction("1.2") and dict(ours.best_move)[3] == Fraction("0.6")


def test_a_bad_number_in_a_scoring_table_is_explained_and_not_saved(qtbot, archive):
    editor = SystemEditor(archive, system("sport"))
    qtbot.addWidget(editor)
    editor.numbers["loss"].setText("a lot")
    editor.save()
    assert editor.error.text() == "Loss: a lot is not a number. Nothing was saved."
    assert len(scoring_systems(archive)) == 5                  # the built-in ones only
    editor.numbers["loss"].setText("1e26")
    editor.save()
    assert "between -1000 and 1000" in editor.error.text() and len(scoring_systems(archive)) == 5


def test_the_event_page_shows_the_standings_of_its_games(qtbot, window):
    ids = store_games(window.archive)
    event = create_contest(window.archive, name="Friday evening", kind="evening", system=system("sport"))
    for game_id in ids:
        attach(window.archive, event, game_id)
    window.events_action.trigger()
    page = window.events_page
    page.open_event(event)
    rows = page.page.standings.rows
    assert (rows[0].player, rows[0].total) == ("Ada", Fraction("2.9"))
    assert page.page.standings.data(page.page.standings.index(0, 2)) == "2.9"
    assert len(page.page.games.rows) == 3


def test_a_club_evening_played_through_the_window(qtbot, window):
    # The host opens the event, starts a game at table 2 (name, table and number filled in),
    # plays it to the end, and the standings show it; "New game" stays in the event.
    event = create_contest(window.archive, name="Friday evening", kind="evening",
                           system=system("sport"), tables=2)
    window.events_action.trigger()
    events = window.events_page
    events.open_event(event)
    events.page.table_box.setValue(2)
    host = ClickingHost(qtbot, window, seed=3)
    new_here = events.page.findChild(QPushButton, "event-new-game")
    host.new_game("sport", NAMES, cards=SPORT_CARDS, press=lambda: qtbot.mouseClick(new_here, LEFT))
    assert host.offered_labels["tournament"] == "Friday evening"
    assert (host.offered_labels["table"], host.offered_labels["number"]) == ("2", "1")
    first = window.controller.game_id
    assert contest_of(window.archive, first).id == event
    host.play_to_end()
    host.new_game("sport", NAMES, cards=SPORT_CARDS,
                  press=lambda: window.panel.buttons["new-game-after"].click())
    assert (host.offered_labels["table"], host.offered_labels["number"]) == ("2", "2")
    assert [row.id for row in contest_games(window.archive, event)][0] == first
    window.events_action.trigger()
    standings = events.page.standings.rows
    assert standings and all(row.games == 1 for row in standings)   # the finished game counts
    assert sum(row.wins for row in standings) in (3, 7)             # the mafia's three or the town's seven


def test_the_seating_plan_offers_the_events_players(qtbot, window, monkeypatch):
    from mafia_desktop.ui.events.seating_dialog import SeatingDialog
    ids = store_games(window.archive)
    event = create_contest(window.archive, name="Cup", kind="tournament", system=system("sport"))
    attach(window.archive, event, ids[0])
    offered = []
    monkeypatch.setattr(SeatingDialog, "exec", lambda dialog: offered.append(dialog.names()) or 0)
    window.events_action.trigger()
    window.events_page.open_event(event)
    window.events_page.page.findChild(QPushButton, "seating-plan").click()
    assert offered == [sorted(PEOPLE.values())]


def test_empty_events_say_what_to_do_and_grey_what_cannot_act(qtbot, window):
    window.show_events()
    page = window.events_page
    assert page.no_events.isVisibleTo(page) and not page.open_button.isEnabled()
    event = create_contest(window.archive, name="Friday evening", kind="evening", system=system("sport"))
    page.refresh()
    assert not page.no_events.isVisibleTo(page) and page.open_button.isEnabled()
    page.open_event(event)
    shown = page.page
    assert shown.no_games.isVisibleTo(shown)
    assert not any(button.isEnabled() for button in (*shown.needs_games, *shown.needs_standings))
    for game_id in store_games(window.archive):
        attach(window.archive, event, game_id)
    shown.refresh()
    assert not shown.no_games.isVisibleTo(shown) and all(button.isEnabled() for button in shown.needs_games)
    assert all(button.isEnabled() for button in shown.needs_standings) == bool(shown.standings.rows)
