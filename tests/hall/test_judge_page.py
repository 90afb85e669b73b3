"""The head judge's Hall page against a real PostgreSQL: three tables pushing their games,
the cards as they stand (roles hidden until shown), the standings after a game's end, a
protocol printed from the hall, the seats handed to the tables, a wrong password said."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from mafia_desktop.engine import fold
from mafia_desktop.hall.connection import connect
from mafia_desktop.hall.judge import next_seats
from mafia_desktop.store import Archive
from mafia_desktop.words.table import ROLE_NAMES, ROLE_TITLES

from mafia_desktop.ui.hall.hall_page import GamesModel, HallPage, judge_repaint_ms

from bench.hall_tables import play, script
from tests.hall.tables import pushed, seat_as_played

ROLE_WORD = re.compile(r"\b(" + "|".join({*ROLE_NAMES.values(), *ROLE_TITLES.values()}) + r")\b", re.IGNORECASE)


def in_day(events: list) -> int:
    """How many of the game's events bring it to its first day's second speech (the roles
    dealt, nobody at a night step)."""
    for count in range(1, len(events)):
        state = fold(events[:count])
        if state.phase.value == "day" and state.step is not None and state.step.kind.value == "speech" \
                and state.ballot() and state.seats[0].role is not None:
            return count
    raise AssertionError("the game has no day with a nominee")


@pytest.fixture
def page(qtbot):
    shown = HallPage()
    qtbot.addWidget(shown)
    shown.resize(1280, 760)
    shown.show()
    yield shown
    shown.shut()


def play_at(tmp_path, number: int, upto: int | None, url: str) -> tuple[Archive, str, list]:
    archive = Archive(tmp_path / f"table{number}.sqlite3")
    events = script(number - 1)
    game_id = play(archive, events, upto=upto)
    pushed(url, archive.path)
    return archive, game_id, events


def test_three_tables_as_they_stand_roles_hidden_until_shown(hall, tmp_path, page, qtbot):
    organiser, logins = hall
    judge = logins[-1]
    first, _, events = play_at(tmp_path, 1, None, logins[0].url)   # not pushed beyond its first event yet
    first.close()
    upto = in_day(script(1))
    second, second_id, second_events = play_at(tmp_path, 2, upto, logins[1].url)
    page.connect_to(judge.url, None)
    qtbot.waitUntil(lambda: len(page.cards) == 3 and page.connected, timeout=10000)
    qtbot.waitUntil(lambda: "Nominees" in page.cards[2].text(), timeout=5000)
    texts = page.card_texts()
    assert "No game yet" in texts[3]
    state = fold(second_events[:upto])
    assert f"Day {state.day_number}" in texts[2]
    assert f"Seat {state.step.seat} speaks" in texts[2] or f"Seat {state.step.seat} nominates" in texts[2]
    assert state.seat(state.step.seat).nickname in texts[2]
    assert ", ".join(map(str, state.ballot())) in texts[2]
    assert "wins" in texts[1]   # table 1's game is over
    assert not any(ROLE_WORD.search(text) for text in texts.values()), texts
    qtbot.mouseClick(page.roles_button, Qt.MouseButton.LeftButton)
    shown = page.card_texts()
    don = [seat.number for seat in state.seats if seat.role is not None and seat.role.value == "don"]
    assert f"Don: {don[0]}" in shown[2] and ROLE_WORD.search(shown[1])
    page.hide()   # the judge leaves the page: the roles are hidden again
    page.show()
    assert not page.roles_button.isChecked() and not any(ROLE_WORD.search(t) for t in page.card_texts().values())

    # Table 2 plays on: its card follows within the refresh.
    for event in second_events[upto:upto + 12]:
        second.append(second_id, [event])
    pushed(logins[1].url, second.path)
    later = fold(second_events[:upto + 12])
    from mafia_desktop.words.table import phase_name
    qtbot.waitUntil(lambda: phase_name(later) in page.cards[2].text()
                    and page.cards[2].words.events == upto + 12, timeout=5000)
    second.close()
    assert judge_repaint_ms(page, times=3) > 0


def test_the_standings_follow_a_games_end_and_its_protocol_prints_from_the_hall(
        hall, tmp_path, page, qtbot, monkeypatch):
    organiser, logins = hall
    events = script(0)
    seat_as_played(logins[-1].url, 1, events)    # the seats the judge handed: the game counts
    archive = Archive(tmp_path / "table1.sqlite3")
    game_id = play(archive, events, upto=len(events) - 1)
    pushed(logins[0].url, archive.path)
    page.connect_to(logins[-1].url, None)
    qtbot.waitUntil(lambda: 1 in page.cards and page.cards[1].words.events == len(events) - 1, timeout=10000)
    assert page.standings_model.rows == []
    archive.append(game_id, events[-1:])
    pushed(logins[0].url, archive.path)
    archive.close()
    qtbot.waitUntil(lambda: len(page.standings_model.rows) == 10, timeout=3000)
    ended = fold(events)
    winners = {seat.nickname for seat in ended.seats if seat.team is not None and seat.team.value == ended.winner.value}
    assert {row.player for row in page.standings_model.rows if row.wins} == winners

    qtbot.mouseClick(page.cards[1], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.selected_game() is not None, timeout=3000)
    assert page.selected_game().ended and page.tabs.currentIndex() == 1
    target = tmp_path / "protocol.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(target), "")))
    page.export_protocol()
    qtbot.waitUntil(target.exists, timeout=5000)
    qtbot.waitUntil(lambda: "Saved" in page.status_line.text(), timeout=5000)
    text = "".join(p.extract_text() for p in PdfReader(str(target)).pages)
    assert ended.seats[0].nickname in text and "UNFINISHED" not in text


def test_the_seating_handed_reaches_each_tables_next_game(hall, page, qtbot, monkeypatch):
    organiser, logins = hall
    page.connect_to(logins[-1].url, None)
    qtbot.waitUntil(lambda: len(page.cards) == 3, timeout=10000)
    from mafia_desktop.ui.hall import seating_hand
    seats = [[f"T{t} P{s}" for s in range(1, 11)] for t in range(1, 4)]

    def typed(dialog) -> int:
        dialog.text.setPlainText("\n".join(f"Table {t}: " + ", ".join(names) for t, names in enumerate(seats, 1)))
        dialog.accept()
        return dialog.result()
    monkeypatch.setattr(seating_hand.HandSeatingDialog, "exec", typed)
    page.hand_seating()
    qtbot.waitUntil(lambda: "seats are handed" in page.status_line.text(), timeout=5000)
    for login, names in zip(logins[:3], seats):
        with connect(login.url) as table:
            assert next_seats(table) == names


def test_a_seating_that_seats_a_player_twice_is_said_and_not_handed(qtbot):
    from mafia_desktop.ui.hall.seating_hand import HandSeatingDialog
    dialog = HandSeatingDialog(2)
    qtbot.addWidget(dialog)
    dialog.text.setPlainText("Anna, Boris\nVera, anna")
    dialog.accept()
    assert dialog.result() == 0 and dialog.problem.text() == "anna is seated twice."
    dialog.text.setPlainText("Anna\nBoris\nVera")
    dialog.accept()
    assert dialog.problem.text() == "3 lines for 2 tables: one line a table."


def test_a_wrong_judge_password_is_said_clearly_and_never_shown(hall, page, qtbot):
    organiser, logins = hall
    judge = logins[-1]
    from urllib.parse import urlsplit
    parts = urlsplit(judge.url)
    bare = judge.url.replace(f":{parts.password}@", "@")
    page.start()
    assert page.login.isVisible() and "Settings → Tournament hall" in page.login_note.text()
    page.url_field.setText(bare)
    page.password_field.setText("not-the-password")
    qtbot.mouseClick(page.findChild(type(page.roles_button), "hall-connect"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "refused the password" in page.status_line.text(), timeout=10000)
    assert page.login.isVisible() and not page.connected and page.password_field.text() == ""
    assert parts.password not in page.status_line.text() and "not-the-password" not in page.status_line.text()
    page.password_field.setText(parts.password)
    page.connect_typed()
    qtbot.waitUntil(lambda: page.connected and len(page.cards) == 3, timeout=10000)
    assert not page.login.isVisible()


def test_the_toolbars_hall_opens_the_page_with_the_saved_login(hall, tmp_path, qtbot, monkeypatch):
    import random

    from mafia_desktop import preferences
    from mafia_desktop.hall import secrets
    from mafia_desktop.ui.window import MainWindow
    organiser, logins = hall
    monkeypatch.setattr(secrets, "_keyring", lambda: None)   # this process only, not the system's keyring
    from urllib.parse import urlsplit
    password = urlsplit(logins[-1].url).password
    bare = logins[-1].url.replace(f":{password}@", "@")
    preferences.save_hall_url(bare)
    secrets.save_password(bare, password)
    with Archive(tmp_path / "judge.sqlite3") as archive:
        window = MainWindow(archive, sounds=False, rng=random.Random(1))
        qtbot.addWidget(window)
        window.show()
        window.hall_action.trigger()
        assert window.pages.currentWidget() is window.hall_page
        qtbot.waitUntil(lambda: len(window.hall_page.cards) == 3, timeout=10000)
        assert password not in window.hall_page.status_line.text()
        window.close()


def test_a_running_timer_counts_down_on_the_servers_clock(hall, tmp_path, page, qtbot):
    organiser, logins = hall
    from mafia_desktop.engine import commands
    events = script(0)
    upto = in_day(events)
    archive, game_id, _ = play_at(tmp_path, 1, upto, logins[0].url)
    state = fold(events[:upto])
    # The table's own clock says 1000 s: only the server's time of the event counts.
    archive.append(game_id, commands.start_timer(state, now=1000.0))
    pushed(logins[0].url, archive.path)
    archive.close()
    online = connect(logins[0].url)     # the table's feed holds its connection while it plays
    page.connect_to(logins[-1].url, None)
    qtbot.waitUntil(lambda: 1 in page.cards and page.cards[1].words.timer_running, timeout=10000)
    seconds = state.step.seconds

    def shown() -> int:
        minutes, secs = page.cards[1].timer.text().split(":")
        return int(minutes) * 60 + int(secs)
    first = shown()
    assert seconds - 3 <= first <= seconds
    qtbot.waitUntil(lambda: shown() <= first - 2, timeout=5000)
    online.close()        # the laptop closed: the card stops its clock where it was last heard
    qtbot.waitUntil(lambda: not page.cards[1].words.timer_running, timeout=5000)
    stopped = shown()
    qtbot.wait(1500)
    assert shown() == stopped and "Offline" in page.cards[1].text()


def test_a_round_handed_after_games_seated_by_hand_is_the_next_games(hall, tmp_path):
    organiser, logins = hall
    from mafia_desktop.hall.judge import Watch
    with Archive(tmp_path / "table1.sqlite3") as archive:   # table 1 has played one game, seated by hand
        play(archive, script(0), upto=5)
        path = archive.path
    pushed(logins[0].url, path)
    names = [f"P{seat}" for seat in range(1, 11)]
    with connect(logins[-1].url) as judge:
        Watch(judge).hand_seating(2, [names, names[::-1]])
    with connect(logins[0].url) as table:
        assert next_seats(table) == names
    with connect(logins[1].url) as table:   # table 2 has played none: round 2 is still ahead of it
        assert next_seats(table) == names[::-1]


def test_a_game_not_as_seated_is_listed_apart_and_the_judge_counts_it_with_a_tap(hall, tmp_path, page, qtbot,
                                                                                 monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    organiser, logins = hall
    events = script(0)
    with Archive(tmp_path / "table1.sqlite3") as archive:   # no seats handed for its round
        play(archive, events)
        pushed(logins[0].url, archive.path)
    page.connect_to(logins[-1].url, None)
    qtbot.waitUntil(lambda: 1 in page.cards and bool(page.cards[1].words.result), timeout=10000)
    assert "Not counted: the hall handed no seats for round 3 at this table" in page.cards[1].text()
    qtbot.mouseClick(page.cards[1], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.selected_game() is not None, timeout=3000)
    assert page.games_model.data(page.games_model.index(0, GamesModel.STRETCHED)).startswith("Not counted")
    assert page.standings_model.rows == [] and page.accept_button.isEnabled()
    assert "No game counts yet" in page.standings_note.text() and page.standings_view.isHidden()
    asked = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(
        lambda *args: asked.append(args[2]) or QMessageBox.StandardButton.Yes))
    qtbot.mouseClick(page.accept_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(page.standings_model.rows) == 10, timeout=5000)
    assert "no seats for round 3" in asked[0]
    qtbot.waitUntil(lambda: page.games_model.data(page.games_model.index(0, GamesModel.STRETCHED)) == "accepted", timeout=3000)
    assert not page.accept_button.isEnabled() and not page.standings_view.isHidden()


def as_it_stands(page: HallPage, qtbot) -> None:
    """The page with no words coming (the reader stopped: its last cards delivered) and every
    layout they asked for done. A line shown on a card reaches the scroll bar through a chain
    of posted events (the card's layout, the grid's, the scroll area's), one link a round:
    a fixed wait could end half-way along it on a busy machine (the scroll bar's maximum 7,
    not 0, once)."""
    page.reader.set_active(False)
    qtbot.waitUntil(lambda: not page.reader.worker.timer.isActive(), timeout=5000)
    for _ in range(10):   # a round sends what was posted before it; the chain is a few links long
        QApplication.sendPostedEvents()


def test_twelve_tables_fit_one_screen_each_with_its_seat_map(pg_server, tmp_path, qtbot):
    from mafia_desktop.hall.setup import setup
    organiser = pg_server.create_database("twelve")
    logins = setup(organiser, 12).logins
    for number in range(1, 13):
        events = script(number)
        with Archive(tmp_path / f"t{number}.sqlite3") as archive:
            play(archive, events, upto=None if number % 3 == 0 else in_day(events))
            pushed(logins[number - 1].url, archive.path)
    page = HallPage()
    qtbot.addWidget(page)
    page.resize(1280, 800)   # the head judge's laptop, not a tablet
    page.show()
    page.connect_to(logins[-1].url, None)
    qtbot.waitUntil(lambda: len(page.cards) == 12 and all(card.map.views and "Offline" in card.heard.text()
                                                          for card in page.cards.values()), timeout=15000)
    as_it_stands(page, qtbot)
    viewport = page.grid_scroll.viewport()
    assert page.grid_scroll.verticalScrollBar().maximum() == 0
    for card in page.cards.values():
        corner = card.mapTo(viewport, card.rect().bottomRight())
        assert viewport.rect().contains(corner), card.number
        assert card.map.isVisible() and len(card.map.views) == 10
    ended = page.cards[3]
    state = fold(script(3))
    gone = {view.number for view in ended.map.views if view.status != "alive"}
    assert gone == {departure.seat for departure in state.departures}
    assert not any(view.role for view in ended.map.views)      # roles only when the judge shows them
    qtbot.mouseClick(page.roles_button, Qt.MouseButton.LeftButton)
    assert all(view.role for view in ended.map.views)
    assert "Offline: the table's laptop is not connected" in page.cards[1].text()   # no feed holds a connection
    page.shut()


def test_a_table_gone_quiet_or_offline_is_said_and_its_timer_stops():
    from datetime import datetime, timedelta, timezone

    from mafia_desktop.hall.judge import TableNow
    from mafia_desktop.words.hall import card_words
    events = script(0)
    upto = in_day(events)
    state = fold(events[:upto])
    now = datetime.now(timezone.utc)
    playing = TableNow(1, "g", state, upto, last_event_at=now - timedelta(minutes=7), online=True)
    assert card_words(playing, now).heard == "Quiet: no event for 7 min" and card_words(playing, now).quiet
    recent = TableNow(1, "g", state, upto, last_event_at=now - timedelta(minutes=2), online=True)
    assert card_words(recent, now).heard == "Last event 2 min ago" and not card_words(recent, now).quiet
    closed = TableNow(1, "g", state, upto, last_event_at=now - timedelta(minutes=3), online=False)
    words = card_words(closed, now)
    assert words.heard == "Offline: the table's laptop is not connected (last event 3 min ago)" and words.quiet
    assert not words.timer_running
    over = TableNow(1, "g", fold(events), len(events), last_event_at=now - timedelta(hours=1), online=True)
    assert card_words(over, now).heard == ""     # a game over is quiet by nature


def test_a_cyrillic_nickname_starts_where_a_hebrew_cards_lines_do(qtbot):
    from mafia_desktop.ui.hall.table_card import TableCard
    from mafia_desktop.words.hall import CardWords
    card = TableCard(1)
    qtbot.addWidget(card)
    card.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    card.set_words(CardWords(1, "g", phase="יום 1", speaker="Жанна"))
    assert card.speaker.text() == "\u200fЖанна" and "Жанна" in card.text().splitlines()
    english = TableCard(2)
    qtbot.addWidget(english)
    english.set_words(CardWords(2, "g", phase="Day 1", speaker="שרה"))
    assert english.speaker.text() == "\u200eשרה"


def test_the_judge_brings_the_halls_games_into_his_archive_with_a_click(hall, tmp_path, qtbot):
    organiser, logins = hall
    table, game_id, events = play_at(tmp_path, 1, None, logins[0].url)
    table.close()
    with Archive(tmp_path / "judge.sqlite3") as archive:
        shown = HallPage(archive=archive)
        qtbot.addWidget(shown)
        reports: list[str] = []
        shown.report_brought = lambda text, problems: reports.append(text)
        shown.connect_to(logins[-1].url, None)
        qtbot.waitUntil(lambda: 1 in shown.cards, timeout=10000)
        with qtbot.waitSignal(shown.brought, timeout=10000):
            qtbot.mouseClick(shown.bring_button, Qt.MouseButton.LeftButton)
        assert reports == ["1 records: 1 imported, 0 already in the archive, 0 extended, 0 failed"]
        assert archive.events(game_id) == events and archive.game(game_id).finished
        shown.shut()
    without = HallPage()    # (a page with no archive to bring them into: no such button)
    qtbot.addWidget(without)
    assert without.bring_button.isHidden()
    without.shut()


def test_the_seating_dialog_offers_the_next_round_and_asks_before_a_played_one(hall, tmp_path, page, qtbot,
                                                                             monkeypatch):
    import dataclasses

    from PySide6.QtWidgets import QMessageBox

    from mafia_desktop.hall.judge import Watch
    from mafia_desktop.ui.hall import seating_hand
    organiser, logins = hall
    events = script(0)
    events[1] = dataclasses.replace(events[1], number="1")
    seat_as_played(logins[-1].url, 1, events)           # round 1 handed, and played at table 1
    with Archive(tmp_path / "table1.sqlite3") as archive:
        play(archive, events, upto=8)
        pushed(logins[0].url, archive.path)
    page.connect_to(logins[-1].url, None)
    qtbot.waitUntil(lambda: len(page.cards) == 3 and page.connected, timeout=10000)
    offered, asked = [], []

    def typed(dialog, round_number: int) -> int:
        offered.append(dialog.round.value())
        dialog.round.setValue(round_number)
        dialog.text.setPlainText("\n".join(", ".join(f"R{round_number} T{t} P{s}" for s in range(1, 11))
                                           for t in range(1, 4)))
        dialog.accept()
        return dialog.result()
    monkeypatch.setattr(QMessageBox, "question", staticmethod(
        lambda *args: asked.append(args[2]) or QMessageBox.StandardButton.No))
    monkeypatch.setattr(seating_hand.HandSeatingDialog, "exec", lambda dialog: typed(dialog, 1))
    page.hand_seating()
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert offered == [2] and "Round 1 is already being played" in asked[0]
    with connect(logins[-1].url) as judge:   # answered no: round 1's seats stay
        assert Watch(judge).handed_rounds() == {1: True}
        assert judge.execute("SELECT count(*) FROM hall.seating WHERE nickname LIKE 'R1 T%'").fetchone()[0] == 0
    monkeypatch.setattr(seating_hand.HandSeatingDialog, "exec", lambda dialog: typed(dialog, 2))
    page.hand_seating()
    qtbot.waitUntil(lambda: "Round 2's seats are handed" in page.status_line.text(), timeout=5000)
    assert offered == [2, 2] and len(asked) == 1


def test_a_nickname_with_a_direction_control_is_written_out_on_the_card(hall, tmp_path, page, qtbot):
    import dataclasses
    organiser, logins = hall
    events = script(0)
    names = list(events[0].nicknames)
    names[1] = "\u202e" + names[1]
    events[0] = dataclasses.replace(events[0], nicknames=tuple(names))
    upto = in_day(events)
    with Archive(tmp_path / "table1.sqlite3") as archive:
        play(archive, events, upto=upto)
        pushed(logins[0].url, archive.path)
    page.connect_to(logins[-1].url, None)
    qtbot.waitUntil(lambda: 1 in page.cards and bool(page.cards[1].words.seats), timeout=10000)
    shown = [seat.nickname for seat in page.cards[1].words.seats]
    assert shown[1] == "⟨U+202E⟩" + names[1][1:] and "\u202e" not in "".join(shown)


def test_a_saved_url_without_a_password_asks_for_the_password_not_a_login(hall, page, qtbot):
    from urllib.parse import urlsplit

    from mafia_desktop import preferences
    organiser, logins = hall
    bare = logins[-1].url.replace(f":{urlsplit(logins[-1].url).password}@", "@")
    preferences.save_hall_url(bare)
    try:
        page.started = False
        page.start()
        qtbot.waitUntil(lambda: page.login.isVisible() and "needs the head judge's password" in
                        page.login_note.text(), timeout=10000)
        assert "No head judge's login is set" not in page.login_note.text()
    finally:
        preferences.save_hall_url("")


def test_the_windows_hall_line_takes_the_password_typed_on_the_judges_page(hall, tmp_path):
    """The judge's laptop feeds the hall with the same login: a password typed on the page for
    this session reaches the window's line too, not "needs the password" after connecting."""
    from urllib.parse import urlsplit

    from mafia_desktop.hall import secrets
    from mafia_desktop.hall.feed import Feed

    from tests.hall.test_hall_faults import until
    organiser, logins = hall
    password = urlsplit(logins[-1].url).password
    bare = logins[-1].url.replace(f":{password}@", "@")
    feed = Feed(tmp_path / "judge.sqlite3", bare, secrets.password_for(bare), poll=0.2)
    Archive(tmp_path / "judge.sqlite3").close()
    feed.start()
    try:
        until(lambda: feed.status().problem is not None, what="the feed refused for want of a password")
        assert "needs the password" in str(feed.status().problem)
        secrets.keep_for_session(bare, password)   # what the page does once the typed password connects
        feed.wake()
        until(lambda: feed.status().connected, what="the feed connected with the page's password")
    finally:
        feed.stop()
