"""A vote's outcome is read aloud from the panel, so it shows whole at a tablet's 1024×600 in
every language: 334187's first day ("Votes: seat 1: 5, seat 2: 4, seat 3: 0, seat 4: 1. Seat 1
has the most votes, but on the first day a single leader stays (club rule) and speaks again.")
was cut after "and" at the announcement's 20 pt; the label now steps its font down to fit, and
back up for a short one."""

from __future__ import annotations


import pytest
from PySide6.QtCore import Qt

from mafia_desktop.engine import StepKind
from mafia_desktop.engine.ruleset import FirstDayVote
from mafia_desktop.i18n import LANGUAGES
from tests.engine.table import Table
from tests.engine.test_real_game_334187 import day_four_remove_all_vote

from .fit import cuts
from .test_host_at_the_table import LEFT, announced, on_the_table, vote_by_clicks


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_first_days_long_outcome_shows_whole_on_a_tablet(qtbot, window_in, archive, language):
    window = window_in(language)
    t = Table(first_day_vote=FirstDayVote.NO_BREAK)
    t.to_day()
    t.speak({2: 1, 3: 2, 4: 3, 5: 4})
    controller = on_the_table(qtbot, window, archive, t)
    vote_by_clicks(qtbot, window, {1: [2, 3, 5, 6, 7], 2: [1, 4, 8, 9], 3: []})
    assert controller.state.step.kind is StepKind.TIE_SPEECH and len(announced(window).splitlines()) == 2
    qtbot.waitUntil(lambda: not cuts(window.panel), timeout=2000)   # the layout settles in an event or two
    label = window.panel.announcement
    assert label.height() <= window.panel.height() and label.font().pointSize() >= 12
    label.setText("Votes: seat 7: 0, seat 2: 5, seat 3: 3.\nSeat 2 is voted out.")   # 334187, day 3: 20 pt again
    qtbot.waitUntil(lambda: label.font().pointSize() == 20, timeout=2000)


def test_a_long_days_announcements_scroll_with_the_latest_in_view(qtbot, window, archive):
    # 334187's day 4: the morning, two votes and the ask for the remove-all vote, some of two
    # lines; opened at 1024×600 they ran off the screen's bottom edge.
    controller = on_the_table(qtbot, window, archive, day_four_remove_all_vote())
    panel = window.panel
    assert controller.state.step.kind is StepKind.REMOVE_ALL_VOTE
    qtbot.mouseClick(panel.said_today_button, LEFT)
    scroll = panel.said_scroll
    bar = scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=2000)
    assert scroll.geometry().bottom() <= panel.flow.height() and not cuts(panel)
    last_line = panel.said_today.text().splitlines()[-1]
    assert last_line.startswith("Ask: who is for seats 6 and 7 all leaving?")


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_a_refusal_beside_a_long_vote_step_leaves_every_line_whole(qtbot, window_in, archive, language):
    """Hosting the Latvian rules in Latvian at 1024×600: the vote on the first of two
    candidates (seven lines of details) and the refusal of a count without the last
    candidate's hand (five lines) ran over each other; the step's words now step their
    type down to share the room."""
    from tests.engine.test_latvian import latvian
    window = window_in(language)
    t = latvian()
    t.next()
    t.speak({s: [2, 8] if s not in (2, 8) else [1] for s in range(1, 11)})
    t.talk_through()
    controller = on_the_table(qtbot, window, archive, t)
    assert controller.state.step.kind is StepKind.VOTE and controller.state.step.seat == 2
    for seat in (1, 3, 4, 5):
        qtbot.mouseClick(window.seat_map, LEFT, pos=window.seat_map.seat_centre(seat))
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.panel.message.isVisible() and controller.state.days[0].rounds[0].votes == {}
    qtbot.waitUntil(lambda: not cuts(window.panel), timeout=2000)   # the layout settles in an event or two
