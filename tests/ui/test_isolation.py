"""Issue 38: in Hebrew, names, paths, signed numbers and sizes are isolates inside the
sentence around them (Unicode's FSI/LRI … PDI), so that a path keeps its leading slash,
"+32.23" keeps its sign in front, "+10 s" is not "10 or more seconds", "85 kB" stays in one
piece, and two Hebrew nicknames side by side stay apart and in order."""

from __future__ import annotations

import pytest

from mafia_desktop.i18n import install
from mafia_desktop.words.bidi import FSI, LRI, LRM, PDI, RLM, isolated, left_to_right, names

HEBREW = ["דנה", "אבי", "Anna"]


@pytest.fixture
def in_hebrew(qapp):
    install("he", qapp)
    yield
    install("en", qapp)


def test_a_list_of_hebrew_nicknames_keeps_each_apart_and_starts_at_the_right(in_hebrew):
    listed = names(HEBREW)
    assert listed == RLM + f"{FSI}דנה{PDI}, {FSI}אבי{PDI}, {FSI}Anna{PDI}"


def test_a_list_in_english_starts_at_the_left_and_still_isolates(qapp):
    assert names(HEBREW) == LRM + f"{FSI}דנה{PDI}, {FSI}אבי{PDI}, {FSI}Anna{PDI}"
    assert names([]) == "" and isolated("") == ""


def test_paths_and_signed_numbers_read_left_to_right_in_hebrew_only(in_hebrew):
    assert left_to_right("/tmp/a.sqlite3") == f"{LRI}/tmp/a.sqlite3{PDI}"


def test_nothing_is_added_in_a_left_to_right_language(qapp):
    assert left_to_right("/tmp/a.sqlite3") == "/tmp/a.sqlite3"


def test_a_ratings_change_keeps_its_sign_in_front(in_hebrew):
    from mafia_desktop.ui.archive.ratings_page import shown
    assert shown(32.234, signed=True) == f"{LRI}+32.23{PDI}"


def test_a_size_keeps_its_unit(in_hebrew):
    from mafia_desktop.ui.shared.numbers import data_size
    assert data_size(85_000).startswith(LRI) and data_size(85_000).endswith(PDI)


def test_the_timers_ten_more_seconds_keep_the_plus_in_front(in_hebrew):
    from mafia_desktop.engine import StepKind
    from mafia_desktop.ui.table.intents import timer_actions
    from tests.engine.table import Table
    t = Table()
    t.to_day()
    assert t.state.step.kind is StepKind.SPEECH
    extend = next(action for action in timer_actions(t.state) if action.key == "extend")
    assert extend.label.startswith(f"{LRI}+10{PDI}")


def test_the_about_box_isolates_the_archives_path(in_hebrew, qtbot, archive):
    from mafia_desktop.ui.window import MainWindow
    win = MainWindow(archive, sounds=False)
    qtbot.addWidget(win)
    assert f"{LRI}{archive.path}{PDI}" in win.about_text()


def test_the_games_list_isolates_each_player(in_hebrew, archive):
    from mafia_desktop.ui.archive.archive_model import COLUMNS, column_of
    from mafia_desktop.store.queries.browse import ListedGame
    game = ListedGame(row=None, players=tuple(HEBREW))   # type: ignore[arg-type]   # the cell reads the players only
    assert COLUMNS[column_of("players")].text(game) == names(HEBREW)


def test_an_events_dates_keep_their_order_in_hebrew(in_hebrew, archive):
    # "20.11.2026–21.11.2026" was shown "21.11.2026–20.11.2026" on a Hebrew event's line.
    from mafia_desktop.engine.points import system
    from mafia_desktop.store.contests import contest, create_contest
    from mafia_desktop.ui.events.events_page import event_words
    event = contest(archive, create_contest(archive, name="ערב", kind="evening", system=system("sport"),
                                            starts="2026-11-20", ends="2026-11-21"))
    assert f"{LRI}20.11.2026–21.11.2026{PDI}" in event_words(event)
