"""A refusal is written by the headline the host is reading, not at the panel's foot, and is
said to a screen reader (issue 28)."""

from PySide6.QtCore import QPoint
from PySide6.QtGui import QAccessible

from tests.engine.table import Table
from tests.engine.test_voting import day_two

from .test_host_at_the_table import on_the_table, tap

REFUSED = "Seat 10 has left the table"


def top_in_panel(widget, panel) -> int:
    return widget.mapTo(panel, QPoint(0, 0)).y()


def test_a_refused_tap_is_written_above_the_headline_and_announced(qtbot, window, archive, monkeypatch):
    said = []
    monkeypatch.setattr(QAccessible, "updateAccessibility",
                        staticmethod(lambda event: said.append((event.type(), event.message(), event.politeness()))))
    on_the_table(qtbot, window, archive, day_two(Table()))
    panel = window.panel
    tap(qtbot, window, 10)                                  # seat 10 was killed: refused
    qtbot.waitUntil(lambda: panel.message.isVisible())
    assert panel.message.text().startswith(REFUSED)
    # Between the phase and the headline: where the eye is, not under the buttons.
    assert top_in_panel(panel.phase, panel) < top_in_panel(panel.message, panel) < top_in_panel(panel.headline, panel)
    assert top_in_panel(panel.headline, panel) - top_in_panel(panel.message, panel) < panel.height() // 4
    assert panel.message.accessibleName() == panel.message.text()
    assert panel.headline.accessibleDescription() == panel.message.text()
    announced = [(kind, text, politeness) for kind, text, politeness in said if text.startswith(REFUSED)]
    assert announced == [(QAccessible.Event.Announcement, panel.message.text(),
                          QAccessible.AnnouncementPoliteness.Assertive)]
    window.tick()                                           # a repaint says nothing again
    assert len([text for _, text, _ in said if text.startswith(REFUSED)]) == 1
    tap(qtbot, window, 10)                                  # the same refusal again: said again
    assert len([text for _, text, _ in said if text.startswith(REFUSED)]) == 2
