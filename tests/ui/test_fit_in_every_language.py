"""Issues 29 and 38: every page and dialog, in each language, at a tablet's 1024×600: no
label, button, box, tab or column title whose text is wider than its place, no table that
scrolls sideways, no dialog bigger than the screen (tests/ui/fit.py says what counts as a
cut), and a window that never asks for more than the screen, whatever rooms were opened
before.

The real translations (the compiled .qm files) are installed, as the host's window has them.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass
from unittest import mock

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from mafia_desktop.engine import commands as c
from mafia_desktop.engine import fold, preset
from mafia_desktop.engine.points import system
from mafia_desktop.engine.seating import SeatingPlan, plan_seating
from mafia_desktop.i18n import LANGUAGES, install
from mafia_desktop.store.contests import attach, contest_standings, create_contest
from mafia_desktop.ui.window import MainWindow
from tests.conftest import deleted_now
from tests.store.test_contests import store_games

from .fit import SCREEN, cuts_in_every_tab, tab_widgets, too_big

LANGUAGE_CODES = sorted(LANGUAGES)
NAMES = ["Anna", "Boris", "Ģirts", "Дмитрий", "דנה", "Eve", "Finn", "Gus", "Hal", "Ivy"]


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    install("en", qapp)


@dataclass(frozen=True)
class EveningGames:
    """What ``evening_games`` stored: the finished games' ids, the event's, the unfinished game's."""

    finished: tuple[str, ...]
    event: str
    unfinished: str


def evening_games(archive) -> EveningGames:
    """An evening's games, finished and in an event, and one unfinished (built once a session
    and copied for each test: tests/ui/conftest.py)."""
    finished = tuple(store_games(archive))
    event = create_contest(archive, name="Friday evening", kind="evening", system=system("sport"),
                           starts="2026-11-21", ends="2026-11-23")
    for game_id in finished:
        attach(archive, event, game_id)
    events = c.create_game(preset("sport"), NAMES)
    events += c.deal_random(fold(events), rng=random.Random(1))
    return EveningGames(finished, event, archive.create_game(events))


class Evening:
    """A window on an archive with an evening's games (``evening_games``), one unfinished, and an event."""

    def __init__(self, archive, games: EveningGames) -> None:
        self.archive = archive
        self.finished, self.event, self.unfinished = games.finished, games.event, games.unfinished
        self.window: MainWindow | None = None

    def open(self) -> MainWindow:
        self.window = MainWindow(self.archive, sounds=False, rng=random.Random(5))
        self.window.resize(SCREEN)
        self.window.show()
        return self.window

    def close(self) -> None:
        """The window closed and deleted at once (not at the end of the test: a language or a
        look put back after it would retranslate or repolish it first)."""
        if self.window is not None and shiboken6.isValid(self.window):
            self.window.close()
            self.window.deleteLater()
            deleted_now()


def settle(qtbot, widget: QWidget) -> None:
    """Laid out and painted once, as the host first sees it."""
    qtbot.waitExposed(widget)
    QApplication.processEvents()


# -- the pages: (name, how it is opened on the window) -----------------------------------------

def _start(win: MainWindow, evening: Evening) -> QWidget:
    win.go_home()
    return win.start


def _table(win: MainWindow, evening: Evening) -> QWidget:
    win.open_game(evening.unfinished)
    return win.game_page


def _games(win: MainWindow, evening: Evening) -> QWidget:
    win.show_archive()
    return win.archive_page


def _players(win: MainWindow, evening: Evening) -> QWidget:
    win.show_archive()
    win.archive_page.tabs.setCurrentWidget(win.archive_page.players)
    return win.archive_page


def _player(win: MainWindow, evening: Evening) -> QWidget:
    win.show_archive()
    win.archive_page.open_player("Ada")
    return win.archive_page


def _ratings(win: MainWindow, evening: Evening) -> QWidget:
    win.show_archive()
    win.archive_page.tabs.setCurrentWidget(win.archive_page.ratings)
    return win.archive_page


def _replay(win: MainWindow, evening: Evening) -> QWidget:
    win.replay_game(evening.finished[0])
    return win.replay_page


def _events(win: MainWindow, evening: Evening) -> QWidget:
    win.show_events()
    return win.events_page


def _event(win: MainWindow, evening: Evening) -> QWidget:
    win.show_events()
    win.events_page.open_event(evening.event)
    return win.events_page


def _hall(win: MainWindow, evening: Evening) -> QWidget:
    win.show_hall()
    page = win.hall_page
    page.reader.standings.emit(contest_standings(evening.archive, evening.event))
    page.tabs.setCurrentIndex(2)
    return page


PAGES: dict[str, Callable[[MainWindow, Evening], QWidget]] = {
    "start": _start, "table": _table, "games": _games, "players": _players, "player": _player,
    "ratings": _ratings, "replay": _replay, "events": _events, "event": _event, "hall": _hall,
}


@pytest.mark.parametrize("page", sorted(PAGES))
@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_every_page_fits_its_words(qapp, qtbot, evening, code, page):
    install(code, qapp)
    win = evening.open()
    shown = PAGES[page](win, evening)
    settle(qtbot, win)
    assert win.pages.currentWidget() is shown
    found = too_big(win, shown=False) + cuts_in_every_tab(win)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_window_never_asks_for_more_than_the_screen(qapp, qtbot, evening, code):
    """Issue 38: each room in turn, then each again: the window's smallest size after each
    is within the tablet's screen (Qt's stacks asked for their biggest page ever shown)."""
    install(code, qapp)
    win = evening.open()
    found = []
    for name in [*PAGES, *PAGES]:
        PAGES[name](win, evening)
        settle(qtbot, win)
        need = win.minimumSizeHint().expandedTo(win.minimumSize())
        if need.width() > SCREEN.width() or need.height() > SCREEN.height():
            found.append(f"after {name}: the window needs {need.width()}×{need.height()}")
    assert not found, "\n".join(found)


def test_the_first_start_opens_within_the_screen(qapp, qtbot, archive):
    """Issue 38: with no size saved the window opens at the app's 1280×800 only where the
    screen has it: on the tablet, within its 1024×600."""
    from mafia_desktop.ui.shared.screen import available_area
    win = MainWindow(archive, sounds=False)
    qtbot.addWidget(win)
    area = available_area(win)
    assert area.size() == SCREEN   # the tests' screen is the tablet (tests/conftest.py)
    assert win.width() <= area.width() and win.height() <= area.height()
    assert win.width() == SCREEN.width() and win.height() == SCREEN.height()


# -- the dialogs ---------------------------------------------------------------------------

def _new_game(win: MainWindow, evening: Evening) -> QDialog:
    from mafia_desktop.ui.table.new_game import NewGameDialog
    return NewGameDialog(evening.archive.nicknames(limit=100), win)


def _event_dialog(win: MainWindow, evening: Evening) -> QDialog:
    from mafia_desktop.ui.events.event_dialog import EventDialog
    return EventDialog(evening.archive, parent=win)


def _scoring(win: MainWindow, evening: Evening) -> QDialog:
    from mafia_desktop.ui.events.system_editor import SystemEditor
    return SystemEditor(evening.archive, system("sport"), win)


def _pick_games(win: MainWindow, evening: Evening) -> QDialog:
    from mafia_desktop.ui.events.events_page import PickGames
    return PickGames(evening.archive.games(), win)


def _settings(win: MainWindow, evening: Evening) -> QDialog:
    from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
    return SettingsDialog(win)


def _seating(win: MainWindow, evening: Evening) -> QDialog:
    from mafia_desktop.ui.events import seating_dialog
    dialog = seating_dialog.SeatingDialog([f"Player {n}" for n in range(1, 21)], tables=2, title="Friday evening",
                                          parent=win)
    with mock.patch.object(seating_dialog, "plan_seating", _planned_once):
        dialog.make()   # the plan shown
    return dialog


def _planned_once(names, *, tables: int, games_per_player: int, table_size: int, apart) -> SeatingPlan:
    """``plan_seating``, each plan made once a session: the same arguments give the same plan
    (its seed is fixed), not a few tenths of a second of annealing again in every language."""
    return _plan(tuple(names), tables, games_per_player, table_size, tuple(apart))


@functools.cache
def _plan(names: tuple[str, ...], tables: int, games_per_player: int, table_size: int, apart: tuple) -> SeatingPlan:
    return plan_seating(names, tables=tables, games_per_player=games_per_player, table_size=table_size, apart=apart)


def _points(win: MainWindow, evening: Evening) -> QDialog:
    from mafia_desktop.ui.table.points_dialog import PointsDialog
    return PointsDialog(3, "Дмитрий", win)


def _video(win: MainWindow, evening: Evening) -> QDialog:
    from mafia_desktop.ui.archive.video_dialog import VideoDialog
    return VideoDialog(evening.archive, evening.finished[0], win)


def _hand_seating(win: MainWindow, evening: Evening) -> QDialog:
    from mafia_desktop.ui.hall.seating_hand import HandSeatingDialog
    return HandSeatingDialog(3, parent=win)


def _event_link(win: MainWindow, evening: Evening) -> QDialog:
    from mafia_desktop.publishing import ServiceEvent
    from mafia_desktop.store.contests import contest
    from mafia_desktop.ui.publishing.event_link import EventLinkDialog
    dialog = EventLinkDialog(evening.archive, contest(evening.archive, evening.event), None, win)
    dialog._listed([ServiceEvent(id=7, name="Friday evening at the club", club_id=3, start=1_795_000_000)])
    return dialog


def _player_links(win: MainWindow, evening: Evening) -> QDialog:
    from mafia_desktop.publishing import ServicePlayer
    from mafia_desktop.ui.publishing.player_links import PlayerLinksDialog
    dialog = PlayerLinksDialog(evening.archive, {name: [seat] for seat, name in enumerate(NAMES, start=1)}, None,
                               win)
    dialog._suggested({"Anna": [ServicePlayer(id=101, name="Anna"), ServicePlayer(id=102, name="Anna K.")]})
    return dialog


def _outcomes(win: MainWindow, evening: Evening) -> QDialog:
    from mafia_desktop.engine.errors import Message
    from mafia_desktop.publishing.queue import Outcome
    from mafia_desktop.ui.publishing.outcomes import OutcomesDialog
    game = evening.finished[0]
    return OutcomesDialog(evening.archive, [Outcome(game, "refused", Message("This game has 5 civilians. Must be 6."))],
                          win, before=["Sent without a player, so with no rating there: Anna, Boris"])


DIALOGS: dict[str, Callable[[MainWindow, Evening], QDialog]] = {
    "new game": _new_game, "event": _event_dialog, "scoring": _scoring, "pick games": _pick_games,
    "settings": _settings, "seating": _seating, "points": _points, "video": _video,
    "hand seating": _hand_seating, "event link": _event_link, "player links": _player_links,
    "outcomes": _outcomes,
}


@pytest.mark.parametrize("dialog", sorted(DIALOGS))
@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_every_dialog_fits_its_words_and_the_screen(qapp, qtbot, evening, code, dialog):
    install(code, qapp)
    win = evening.open()
    shown = DIALOGS[dialog](win, evening)
    qtbot.addWidget(shown)
    shown.show()
    settle(qtbot, shown)
    found = too_big(shown) + cuts_in_every_tab(shown)
    assert not found, "\n".join(found)


# -- finger-sized targets ---------------------------------------------------------------------

@pytest.mark.parametrize("dialog", sorted(DIALOGS))
def test_every_dialogs_targets_are_finger_sized(qapp, qtbot, evening, dialog):
    """Issue 29: each button, check and option box, list box, spin box, field and ticked row
    of a dialog, on each of its tabs, at least a finger high (the new game's seats and its
    club options on two tabs, so that they fit the screen so)."""
    small = _on_every_tab(qtbot, DIALOGS[dialog](evening.open(), evening), _small_targets)
    assert not small, "\n".join(small)


@pytest.mark.parametrize("dialog", sorted(DIALOGS))
def test_every_forms_labels_stand_beside_the_middle_of_their_boxes(qapp, qtbot, evening, dialog):
    # Found at 1024×600: a form sets a label at its row's top, a line above the text of its
    # finger-high box ("Preset", "Players" on the new game's first tab).
    askew = _on_every_tab(qtbot, DIALOGS[dialog](evening.open(), evening), _labels_askew)
    assert not askew, "\n".join(askew)


def _on_every_tab(qtbot, shown: QDialog, check: Callable[[QWidget], list[str]]) -> list[str]:
    """What ``check`` finds on the dialog shown, and on each of its tabs shown in turn."""
    qtbot.addWidget(shown)
    shown.show()
    settle(qtbot, shown)
    found = check(shown)
    for tabs in tab_widgets(shown):
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            QApplication.processEvents()
            found += [f"tab {tabs.tabText(index)!r}: {each}" for each in check(tabs.currentWidget())]
    return found


def _labels_askew(root: QWidget) -> list[str]:
    """The shown forms' labels whose middle is not level with their one-line box's."""
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QFormLayout, QLineEdit
    askew = []
    for form in root.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label, field = (form.itemAt(row, role) for role in (QFormLayout.ItemRole.LabelRole,
                                                                QFormLayout.ItemRole.FieldRole))
            label, field = label and label.widget(), field and (field.widget() or _first_widget(field.layout()))
            if (label is None or not isinstance(field, (QComboBox, QAbstractSpinBox, QLineEdit))
                    or not label.isVisibleTo(root)):
                continue
            off = field.mapToGlobal(field.rect().center()).y() - label.mapToGlobal(label.rect().center()).y()
            if abs(off) > 2:
                askew.append(f"{label.text()!r} {off} px off its box's middle")
    return askew


def _first_widget(layout) -> QWidget | None:
    """The first box of a row made of several (the dates "from" and "to"), None if none."""
    items = [layout.itemAt(index) for index in range(layout.count())] if layout is not None else []
    return next((item.widget() for item in items if item.widget() is not None), None)


def _small_targets(root: QWidget) -> list[str]:
    """The shown targets on ``root`` smaller than a finger."""
    from PySide6.QtWidgets import (
        QAbstractButton, QAbstractSpinBox, QCheckBox, QComboBox, QLineEdit, QListWidget, QRadioButton, QSpinBox,
        QStyle, QStyleOptionButton, QStyleOptionSpinBox, QToolButton,
    )

    from mafia_desktop.ui.shared.touch import FINGER, INDICATOR
    small = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or isinstance(widget, QToolButton) or widget.objectName().startswith("qt_"):
            continue
        if isinstance(widget, (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit)) and widget.height() < FINGER:
            small.append(f"{widget.metaObject().className()} {widget.objectName()!r} {widget.height()} px high")
        if type(widget) is QSpinBox:
            option = QStyleOptionSpinBox()
            widget.initStyleOption(option)
            for part in (QStyle.SubControl.SC_SpinBoxUp, QStyle.SubControl.SC_SpinBoxDown):
                box = widget.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, part, widget)
                if min(box.width(), box.height()) < FINGER - 4:
                    small.append(f"{widget.objectName()!r}: its {part.name} is {box.width()}×{box.height()}")
        if isinstance(widget, QComboBox) and widget.count() and widget.view().sizeHintForRow(0) < FINGER:
            small.append(f"{widget.objectName()!r}: its list's rows are {widget.view().sizeHintForRow(0)} px high")
        if isinstance(widget, (QCheckBox, QRadioButton)):
            option = QStyleOptionButton()
            option.initFrom(widget)
            element = (QStyle.SubElement.SE_CheckBoxIndicator if isinstance(widget, QCheckBox)
                       else QStyle.SubElement.SE_RadioButtonIndicator)
            if widget.style().subElementRect(element, option, widget).height() < INDICATOR:
                small.append(f"{widget.objectName()!r}: its box is small")
        if isinstance(widget, QListWidget):
            # Each row a finger high, and the next below it, not over it (found: 48-px rows placed
            # 14 px apart, their boxes drawn over one another).
            tops = [widget.visualItemRect(widget.item(row)).top() for row in range(widget.count())] + [None]
            for row in range(widget.count()):
                high = widget.visualItemRect(widget.item(row)).height()
                apart = high if tops[row + 1] is None else tops[row + 1] - tops[row]
                if min(high, apart) < FINGER:
                    small.append(f"{widget.objectName()!r} row {row} is {high} px high, {apart} px from the next")
                    break
    return small


@pytest.mark.parametrize("page", sorted(PAGES))
def test_every_rooms_targets_are_finger_sized(qapp, qtbot, evening, page):
    """Issue 38: each button, box and field of a room, and the toolbar's buttons, at least a
    finger high (the toolbar's were text of the font's height)."""
    from PySide6.QtWidgets import QToolBar, QToolButton

    from mafia_desktop.ui.shared.touch import FINGER
    win = evening.open()
    shown = PAGES[page](win, evening)
    settle(qtbot, win)
    small = _small_targets(shown)
    bar = win.findChild(QToolBar, "toolbar")
    small += [f"toolbar {button.text()!r} {button.height()} px high" for button in bar.findChildren(QToolButton)
              if button.isVisibleTo(bar) and button.objectName() != "qt_toolbar_ext_button"
              and button.height() < FINGER]
    assert not small, "\n".join(small)


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_new_games_names_have_room_and_its_page_no_scrolling(qapp, qtbot, evening, code):
    """The club's, the tournament's and the host's names are typed where they can be read
    (two fields to a row left them some 55 px), and the table's page of up to 13 seats (a
    Latvian table's most) fits 1024×600 without a scroll bar in every preset: the Latvian
    rules' three cards and a party's four beside the game's labels scrolled the club and the
    host below the fold, and a Latvian table of 13 its seats 7 and 13 (539 px in 452)."""
    from PySide6.QtWidgets import QScrollArea

    from mafia_desktop.engine import PRESETS
    install(code, qapp)
    win = evening.open()
    shown = _new_game(win, evening)
    qtbot.addWidget(shown)
    shown.resize(SCREEN)
    shown.show()
    settle(qtbot, shown)
    scrolling = []
    for name in PRESETS:
        shown.preset_box.setCurrentIndex(shown.preset_box.findData(name))
        shown.size_box.setValue(min(13, shown.size_box.maximum()))
        settle(qtbot, shown)
        # (asked of the page's least size: a scroll bar shows only once the area hears of it)
        scrolling += [f"{name}: {area.widget().minimumSizeHint().height()} px in {area.viewport().height()}"
                      for area in shown.findChildren(QScrollArea) if area.isVisible()
                      and (area.verticalScrollBar().isVisible() or area.horizontalScrollBar().isVisible()
                           or area.widget().minimumSizeHint().height() > area.viewport().height())]
    assert not scrolling
    shown.tabs.setCurrentIndex(next(i for i in range(shown.tabs.count())
                                    if shown.tabs.widget(i).isAncestorOf(shown.labels["club"])))
    settle(qtbot, shown)
    narrow = {name: shown.labels[name].width() for name in ("club", "tournament", "host")
              if shown.labels[name].width() < 200}
    assert not narrow
