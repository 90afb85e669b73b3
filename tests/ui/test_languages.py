"""The window in each language: English, Russian, Hebrew (right to left), Latvian.

Until the translators finish there are no .qm files: a language then falls back to English
words, but Hebrew still turns the window right to left. A fake translator (every template
the catalog knows comes back as «template») shows that nothing on the window's pages
bypasses translation, and that each text is looked up in the context the catalog gives it.
"""

from __future__ import annotations

import random

import pytest
import shiboken6
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton, QApplication, QComboBox, QDialog, QDialogButtonBox, QGroupBox, QLabel, QLineEdit, QTableView,
    QToolBar, QWidget,
)

from mafia_desktop import i18n, qm_translations
from mafia_desktop.app import ShownWindow
from mafia_desktop.engine import StepKind, commands as c
from mafia_desktop.engine import fold, preset
from mafia_desktop.engine.points import system
from mafia_desktop.i18n import LANGUAGES, current_language, install, translate
from mafia_desktop.preferences import save_language, saved_language
from mafia_desktop.store.contests import attach, create_contest
from mafia_desktop.ui.events.event_dialog import EventDialog
from mafia_desktop.ui.events.events_page import PickGames
from mafia_desktop.ui.events.system_editor import SystemEditor
from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
from mafia_desktop.ui.table.new_game import NewGameDialog
from mafia_desktop.ui.window import MainWindow
from tests.store.test_contests import store_games
from tests.ui.fit import tab_widgets

RTL, LTR = Qt.LayoutDirection.RightToLeft, Qt.LayoutDirection.LeftToRight
NAMES = ["Anna", "Boris", "Ģirts", "Дмитрий", "דנה", "Eve", "Finn", "Gus", "Hal", "Ivy"]


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    """Whatever a test installs, the next test starts in English, left to right."""
    yield
    install("en", qapp)
    assert qapp.layoutDirection() == LTR and current_language() == "en"


@pytest.fixture
def windows(qtbot, archive):
    """Main windows on the test's archive, closed at the end (a rebuild closes its old one)."""
    made: list[MainWindow] = []

    def make() -> MainWindow:
        win = MainWindow(archive, sounds=False, rng=random.Random(5))
        made.append(win)
        win.resize(1024, 600)
        win.show()
        return win
    make.made = made
    yield make
    for win in made:
        if shiboken6.isValid(win):
            win.close()
            win.deleteLater()


def game_in(archive) -> str:
    events = c.create_game(preset("sport"), NAMES)
    events += c.deal_random(fold(events), rng=random.Random(1))
    return archive.create_game(events)


# -- each language -----------------------------------------------------------------------

@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_the_window_opens_in_each_language(qapp, windows, archive, code):
    install(code, qapp)
    assert current_language() == code
    win = windows()
    game_id = game_in(archive)
    win.open_game(game_id)
    win.show_archive()
    win.show_events()
    win.go_home()
    assert win.windowTitle() == translate("MainWindow", "Mafia host")
    assert win.start.new_button.text() == translate("StartPage", "New game")
    direction = RTL if code == "he" else LTR
    assert qapp.layoutDirection() == direction and win.layoutDirection() == direction
    assert win.start.layoutDirection() == direction and win.start.table.layoutDirection() == direction


def test_a_missing_translation_falls_back_to_english(qapp, monkeypatch, tmp_path, windows):
    """No .qm file for the language (the translators are not done): English words, the
    language still chosen, no error."""
    (tmp_path / "translations").mkdir()
    monkeypatch.setattr(qm_translations, "RESOURCES", tmp_path)   # the shipped files' folder, without any
    for code in ("ru", "he", "lv"):
        install(code, qapp)
        assert current_language() == code
        assert translate("MainWindow", "Mafia host") == "Mafia host"
        win = windows()
        assert win.windowTitle() == "Mafia host" and win.home_action.text() == "Games"
    install("xx", qapp)   # not a language the app has: English
    assert current_language() == "en" and qapp.layoutDirection() == LTR


def test_hebrew_turns_the_window_right_to_left_and_english_back(qapp, windows):
    win = windows()
    install("he", qapp)
    assert QApplication.layoutDirection() == RTL and win.layoutDirection() == RTL
    assert win.findChild(QToolBar, "toolbar").layoutDirection() == RTL
    install("en", qapp)
    assert QApplication.layoutDirection() == LTR and win.layoutDirection() == LTR


def test_the_chart_and_the_standings_read_right_to_left_in_hebrew(qapp, windows, archive):
    store_games(archive)
    install("he", qapp)
    win = windows()
    win.show_archive()
    page = win.archive_page.players.open_player("Ada")
    assert page.count_axis.isReverse()          # the bars grow from the right
    assert page.role_axis.alignment() == Qt.AlignmentFlag.AlignRight
    assert page.title.alignment() & Qt.AlignmentFlag.AlignRight   # a Latin name starts at the right too


# -- the settings and the rebuild ----------------------------------------------------------

def test_the_saved_language_is_the_systems_until_the_host_chooses(settings_of_the_test):
    assert saved_language() == i18n.system_language() == "en"   # tests/conftest.py: English
    save_language("lv")
    assert saved_language() == "lv"
    assert (settings_of_the_test / "mafia-desktop" / "mafia-desktop.conf").exists()   # not the host's own
    with pytest.raises(ValueError):
        save_language("xx")


def test_the_settings_dialog_lists_each_language_in_its_own_name_and_saves_the_choice(qtbot):
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    box = dialog.findChild(QComboBox, "language")
    assert [box.itemText(i) for i in range(box.count())] == list(LANGUAGES.values())
    assert dialog.language() == current_language() == "en"
    dialog.choose("ru")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result() == QDialog.DialogCode.Accepted and saved_language() == "ru"


def test_a_new_language_rebuilds_the_window_and_keeps_the_open_game(qapp, monkeypatch, windows, archive):
    game_id = game_in(archive)
    first = windows()
    first.open_game(game_id)
    shown = ShownWindow(first)

    def host_chooses(code):
        def exec_(dialog) -> int:
            dialog.choose(code)
            dialog.accept()
            return QDialog.DialogCode.Accepted
        monkeypatch.setattr(SettingsDialog, "exec", exec_)

    host_chooses("he")
    first.settings_action.trigger()
    second = shown.window
    windows.made.append(second)
    assert second is not first and not first.isVisible()
    assert saved_language() == "he" and current_language() == "he"
    assert second.layoutDirection() == RTL and second.isVisible() and second.size() == first.size()
    assert second.controller.game_id == game_id and second.pages.currentWidget() is second.game_page
    assert second.controller.state == first.controller.state

    second.show_archive()             # the archive is shown again after the next change
    host_chooses("en")
    second.settings_action.trigger()
    third = shown.window
    windows.made.append(third)
    assert third is not second and saved_language() == "en" and third.layoutDirection() == LTR
    assert third.pages.currentWidget() is third.archive_page

    host_chooses("en")                 # the same language: nothing to rebuild
    third.settings_action.trigger()
    assert shown.window is third


def test_rebuild_in_gives_a_window_in_the_language(qapp, windows):
    first = windows()
    second = first.rebuild_in("lv")
    windows.made.append(second)
    assert current_language() == "lv" and second.archive is first.archive and second.controller is None
    assert second.pages.currentWidget() is second.start


# -- nothing bypasses translation ------------------------------------------------------------

class Wrapping(QTranslator):
    """Every template the catalog knows, «wrapped»; a text the catalog does not know, or
    one looked up in another context, stays as it is (and shows up unwrapped)."""

    def __init__(self, known: set[tuple[str, str]]) -> None:
        super().__init__()
        self.known = known

    def isEmpty(self) -> bool:   # Qt's name
        return False

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»" if (context, source) in self.known else None   # None: not translated


@pytest.fixture(scope="module")
def catalog(package_templates) -> set[tuple[str, str]]:
    templates, _ = package_templates
    return set(templates)


@pytest.fixture
def wrapped(qapp, catalog):
    translator = Wrapping(catalog)
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def texts(widget: QWidget, *, data: set[str] = frozenset()) -> list[str]:
    """What a host reads on ``widget`` (buttons, labels, boxes, placeholders, tabs, headers),
    leaving out the data (names, numbers, dates) and Qt's own standard buttons."""
    found = []
    for button in widget.findChildren(QAbstractButton):
        if isinstance(button.parent(), QDialogButtonBox) and button.objectName() != "start":
            continue   # OK, Cancel, Save: Qt's own translations
        if button.text() and button.metaObject().className() != "QToolButton":
            found.append(button.text())
    for label in widget.findChildren(QLabel):
        found.append(label.text())
    for box in widget.findChildren(QGroupBox):
        found.append(box.title())
    for edit in widget.findChildren(QLineEdit):
        found.append(edit.placeholderText())
    for tabs in tab_widgets(widget):
        found += [tabs.tabText(i) for i in range(tabs.count())]
    for view in widget.findChildren(QTableView):
        model = view.model()
        found += [model.headerData(i, Qt.Orientation.Horizontal) for i in range(model.columnCount())]
    return [text for text in found
            if text and text.strip() and text not in data and not text.replace("/", "").isdigit()]


def unwrapped(found: list[str]) -> list[str]:
    return [text for text in found if "«" not in text]


def test_the_start_page_the_toolbar_and_the_headers_go_through_translation(qapp, wrapped, windows, archive):
    game_in(archive)
    win = windows()
    start = win.start
    assert start.new_button.text() == "«New game»"
    assert [b.text() for b in (start.resume_button, start.export_button, start.print_button,
                               start.trash_button)] == ["«Resume»", "«Export protocol…»", "«Print protocol…»",
                                                        "«Move to trash»"]
    bar = win.findChild(QToolBar, "toolbar")
    from PySide6.QtWidgets import QMenu, QToolButton
    labels = [a.text() for a in bar.actions() + win.findChild(QMenu, "more-menu").actions() if a.text()]
    labels.append(win.findChild(QToolButton, "more").text())   # the bar's own menu
    assert len(labels) == 18 and all(t.startswith("«") and t.endswith("»") for t in labels), labels
    assert win.settings_action.text() == "«Settings…»" and win.windowTitle() == "«Mafia host»"
    assert start.model.headerData(0, Qt.Orientation.Horizontal) == "«Started»"
    assert start.model.data(start.model.index(0, 3)) == "«roles night»"
    assert [start.which.itemText(i) for i in range(start.which.count())] == \
        ["«Unfinished games»", "«Finished games»", "«Trash»"]
    assert unwrapped(texts(start)) == []
    start.which.setCurrentIndex(2)
    assert start.empty_label.text() == "«The trash is empty.»" and start.trash_button.text() == "«Restore»"
    win.roles_action.setEnabled(True)
    win.roles_action.trigger()
    assert win.roles_action.text() == "«Hide roles»"


def test_the_archive_player_and_event_pages_go_through_translation(qapp, wrapped, windows, archive):
    ids = store_games(archive)
    event = create_contest(archive, name="Friday evening", kind="evening", system=system("sport"),
                           starts="2026-11-21", ends="2026-11-23")
    for game_id in ids:
        attach(archive, event, game_id)
    people = set(archive.nicknames(limit=100))
    win = windows()
    win.show_archive()
    browser = win.archive_page.games
    assert unwrapped(texts(win.archive_page, data=people)) == []
    assert browser.count.text() == "«3 game(s)»"   # the source, its count put in by Qt
    assert browser.result.itemText(0) == "«Any result»"
    assert browser.rules.itemText(0) == "«Any rules»"
    assert browser.model.data(browser.model.index(0, 6)) == "«finished»"

    win.archive_page.tabs.setCurrentIndex(1)
    players = win.archive_page.players
    assert unwrapped(texts(players.list_page, data=people)) == []
    tip = players.model.data(players.model.index(0, 0), Qt.ItemDataRole.ToolTipRole)
    assert "«{role}: {record}»" not in tip and "«" in tip
    page = players.open_player("Ada")
    assert unwrapped(texts(page, data=people | {"0.0", "67%", "—"})) == []
    assert all("«" in label for label in page.role_axis.categories())
    assert page.wins_set.label() == "«Won»" and page.count_axis.titleText() == "«games»"

    win.show_events()
    events = win.events_page
    assert unwrapped(texts(events.stack.widget(0))) == []
    assert "«scoring: «Sport (best move 0.5 / 0.3)»»" in events.list.item(0).text()
    events.open_event(event)
    assert unwrapped(texts(events.page, data={"Friday evening"})) == []
    assert events.page.table_box.prefix() == "«Table »"


def test_the_dialogs_go_through_translation(qapp, wrapped, windows, archive):
    win = windows()
    dialog = NewGameDialog(["Anna"], win)
    assert dialog.windowTitle() == "«New game»"
    assert unwrapped(texts(dialog)) == []
    preset_box = dialog.findChild(QComboBox, "preset")
    assert all(preset_box.itemText(i).startswith("«") for i in range(preset_box.count()))
    dialog.deleteLater()

    event_dialog = EventDialog(archive, parent=win)
    assert event_dialog.windowTitle() == "«New event»"
    assert unwrapped(texts(event_dialog)) == []
    editor = SystemEditor(archive, system("sport"), win)
    assert editor.windowTitle() == "«Scoring table»"
    assert editor.name.text() == "««Sport (best move 0.5 / 0.3)» (ours)»"
    assert unwrapped(texts(editor)) == []
    picker = PickGames([], win)
    assert unwrapped(texts(picker)) == []
    settings = SettingsDialog(win)
    assert unwrapped(texts(settings)) == []
    for widget in (event_dialog, editor, picker, settings):
        widget.deleteLater()


def test_a_language_switch_keeps_the_game_behind_the_event_page_and_the_raised_hands(qtbot, window):
    from mafia_desktop.store.contests import attach, create_contest

    from bench.clicking_host import ClickingHost
    from .test_full_games import SPORT_CARDS
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    game_id = window.controller.game_id
    controller = window.controller
    for speaker, nominee in ((None, None), (None, None), (1, 3), (2, 5)):
        if nominee is not None:
            controller.run(c.nominate, by=speaker, seat=nominee)
        controller.run(c.next_turn, now=1.0)
    while controller.state.step.kind is not StepKind.VOTE:
        controller.run(c.next_turn, now=1.0)
    window.tap_seat(4)
    window.tap_seat(6)                                    # two hands raised for seat 3
    event = create_contest(window.archive, name="Cup", kind="tournament", system=system("sport"))
    attach(window.archive, event, game_id)
    window.show_events()
    window.events_page.open_event(event)
    fresh = window.rebuild_in("lv")
    qtbot.addWidget(fresh)
    assert fresh.controller.game_id == game_id and fresh.controller.state.picked == [4, 6]
    assert fresh.pages.currentWidget() is fresh.events_page
    assert fresh.events_page.stack.currentWidget() is fresh.events_page.page
    assert fresh.events_page.page.shown_event.id == event


def test_an_imported_tournaments_name_is_in_the_hosts_language_until_renamed(qapp, archive):
    # Issue 38: "mafiaratings tournament 32" was English in every language.
    from mafia_desktop.i18n import install, message_text
    from mafia_desktop.store.contests import contest_of, update_contest
    from mafia_desktop.store.importing import import_file
    from tests.real_games import MAFIARATINGS
    game_id = import_file(archive, MAFIARATINGS / "4842.json")[0].game_id
    event = contest_of(archive, game_id)
    assert event.name == "mafiaratings tournament 32"          # the archive keeps the English
    install("lv", qapp)
    try:
        assert message_text(contest_of(archive, game_id).name) == "mafiaratings turnīrs Nr.\u00a032"
        update_contest(archive, event.id, name="Rīgas kauss")
        assert message_text(contest_of(archive, game_id).name) == "Rīgas kauss"   # the host's own name
    finally:
        install("en", qapp)
