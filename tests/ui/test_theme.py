"""Issue 38: one theme styles every room, light and dark: its text reads on its ground at a
contrast of at least 4.5:1 (WCAG AA), every room is built under both, and each room shows
the host's next action as its one primary button."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QLabel, QWidget

from mafia_desktop import preferences
from mafia_desktop.ui.shared import theme
from mafia_desktop.ui.shared.colours import contrast

from .test_fit_in_every_language import DIALOGS, PAGES, settle

AA = 4.5


@pytest.fixture(params=["light", "dark"])
def scheme(request, qapp):
    """The look for the test; light again after it (asked for before ``evening``, it is put
    back once the evening's window is gone: not repolished on its way out)."""
    dark = theme.apply(qapp, request.param)
    assert dark is (request.param == "dark")
    yield request.param
    theme.apply(qapp, "light")   # as tests/conftest.py set it


@pytest.mark.parametrize("colours", [theme.LIGHT, theme.DARK], ids=["light", "dark"])
def test_every_text_colour_reads_on_its_ground(colours):
    weak = [f"{name}: {contrast(QColor(text), QColor(ground)):.2f}"
            for name, text, ground in theme.text_pairs(colours) if contrast(QColor(text), QColor(ground)) < AA]
    assert not weak


def test_the_dark_theme_is_dark_and_the_light_light(qapp, scheme):
    window = QApplication.palette().color(QPalette.ColorRole.Window)
    assert (window.lightness() < 128) is (scheme == "dark")
    assert "QPushButton[primary=\"true\"]" in qapp.styleSheet()


def _ground(widget: QWidget) -> QColor:
    """The colour a widget's text is drawn on: its own filled background, a list's or a
    field's base, or the nearest filled ancestor's, else the window's."""
    at: QWidget | None = widget
    while at is not None:
        if at.autoFillBackground() or isinstance(at.parentWidget(), QAbstractScrollArea) and \
                at is at.parentWidget().viewport():
            return at.palette().color(at.backgroundRole())
        at = at.parentWidget()
    return widget.palette().color(QPalette.ColorRole.Window)


def unreadable(root: QWidget) -> list[str]:
    """Shown labels and buttons whose text (by their palette) reads under 4.5:1 on their
    ground; a widget with a style sheet of its own is held to it by its colours' tests."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) or not widget.isEnabled() or widget.styleSheet():
            continue
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            ink = widget.palette().color(widget.foregroundRole())
        elif isinstance(widget, QAbstractButton) and widget.text() and not isinstance(widget.parent(), QLabel):
            continue   # drawn by the style sheet: button text on button (``text_pairs``)
        else:
            continue
        ratio = contrast(ink, _ground(widget))
        if ratio < AA:
            found.append(f"{widget.metaObject().className()}#{widget.objectName()} {widget.text()[:40]!r}: "
                         f"{ratio:.2f}")
    return found


@pytest.mark.parametrize("page", sorted(PAGES))
def test_every_room_is_built_and_reads_in_both_themes(qtbot, scheme, evening, page):
    win = evening.open()
    shown = PAGES[page](win, evening)
    settle(qtbot, win)
    assert win.pages.currentWidget() is shown
    assert not unreadable(win), "\n".join(unreadable(win))
    window = win.palette().color(QPalette.ColorRole.Window)
    assert (window.lightness() < 128) is (scheme == "dark")


@pytest.mark.parametrize("dialog", sorted(DIALOGS))
def test_every_dialog_is_built_and_reads_in_both_themes(qtbot, scheme, evening, dialog):
    win = evening.open()
    shown = DIALOGS[dialog](win, evening)
    qtbot.addWidget(shown)
    shown.show()
    settle(qtbot, shown)
    assert not unreadable(shown), "\n".join(unreadable(shown))


#: The rooms where the host has a next action, and the button that is it.
NEXT_ACTION = {"start": "new-game", "games": "replay", "players": "open", "ratings": "open", "events": "open-event",
               "event": "event-new-game", "replay": "forward", "player": "replay", "table": None}


@pytest.mark.parametrize("page", sorted(NEXT_ACTION))
def test_each_room_shows_the_hosts_next_action_as_its_primary_button(qtbot, evening, page):
    win = evening.open()
    shown = PAGES[page](win, evening)
    settle(qtbot, win)
    marked = [button.objectName() for button in shown.findChildren(QAbstractButton)
              if button.isVisibleTo(shown) and button.property("primary")]
    if NEXT_ACTION[page] is None:   # the table: the step's own action, whichever it is now
        assert len(marked) == 1 and marked[0].startswith("action-"), marked
    else:
        assert marked == [NEXT_ACTION[page]]


def test_a_button_marked_primary_while_it_is_built_is_filled_as_one_marked_on_screen(qtbot, scheme):
    """``primary`` leaves a button not yet polished to take the style sheet's rule when it is
    first shown (the start page's "New game", built before the window is up), and polishes a
    button on screen again: both are filled with the accent, an ordinary one is not."""
    from PySide6.QtWidgets import QPushButton
    built = theme.primary(QPushButton("New game"))
    shown, plain = QPushButton("New game"), QPushButton("New game")
    for button in (built, shown, plain):
        qtbot.addWidget(button)
        button.resize(200, 56)
        button.show()
    qtbot.waitExposed(shown)
    theme.primary(shown)

    def fill(button) -> QColor:   # inside the rounded border, left of the centred text
        return button.grab().toImage().pixelColor(14, 28)
    accent = QColor(theme.colours_of(scheme == "dark").accent)
    assert fill(built) == fill(shown) == accent
    assert fill(plain) != accent


def test_the_settings_choose_the_look_and_it_applies_at_once(qtbot, qapp):
    from PySide6.QtWidgets import QComboBox

    from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    box = dialog.findChild(QComboBox, "theme")
    assert box.currentData() == "system"          # the desktop's, until the host chooses
    box.setCurrentIndex(box.findData("dark"))
    try:
        dialog.accept()
        assert preferences.theme() == "dark"
        assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128
    finally:
        theme.apply(qapp, "light")


def test_the_system_look_follows_the_desktop_turning_dark(qapp, monkeypatch):
    """ "As the system": the desktop turning dark at dusk turns the app dark with it."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    dark = {"now": False}
    monkeypatch.setattr(theme, "system_is_dark", lambda: dark["now"])
    try:
        assert theme.apply(qapp, "system") is False
        dark["now"] = True
        QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
        assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128
    finally:
        monkeypatch.undo()
        theme.apply(qapp, "light")


def test_high_contrast_keeps_the_desktops_own_palette(qapp, monkeypatch):
    """A desktop asking for high contrast (turned on while the app runs, too) gets its own
    colours back: ours, and our style sheet, are taken off."""
    monkeypatch.setattr(theme, "high_contrast_asked", lambda: True)
    try:
        assert theme.apply(qapp, "dark") is None
        window = QApplication.palette().color(QPalette.ColorRole.Window).name()
        assert window not in (theme.LIGHT.window, theme.DARK.window) and qapp.styleSheet() == ""
    finally:
        monkeypatch.undo()
        theme.apply(qapp, "light")


def test_the_app_is_drawn_by_fusion_chosen_as_qt_starts():
    # (A process of its own: a test's QApplication is made already.)
    import subprocess
    import sys
    code = ("import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
            "from mafia_desktop.ui.shared import theme\n"
            "app = theme.application('mafia-desktop')\n"
            "print(app.style().name())\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-1:] == ["fusion"], (done.stdout, done.stderr)


def test_a_fixed_spin_box_shows_its_number_without_buttons_to_tap(qtbot, scheme):
    # Found hosting 334187: the sport preset's ten seats, fixed, kept a − and a + drawn as
    # ready to tap. Disabled, the box's two finger-wide ends are its ground, no arrow on them.
    from PySide6.QtWidgets import QSpinBox, QStyle, QStyleOptionSpinBox
    box = QSpinBox(value=10)
    qtbot.addWidget(box)
    box.resize(300, theme.FINGER)
    box.show()
    qtbot.waitExposed(box)

    def ends_are_plain() -> bool:
        option = QStyleOptionSpinBox()
        box.initStyleOption(option)
        picture = box.grab().toImage()
        for control in (QStyle.SubControl.SC_SpinBoxUp, QStyle.SubControl.SC_SpinBoxDown):
            rect = box.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, control, box)
            inside = rect.adjusted(4, 4, -4, -4)
            colours = {picture.pixel(x, y) for x in range(inside.left(), inside.right(), 2)
                       for y in range(inside.top(), inside.bottom(), 2)}
            if len(colours) > 1:
                return False
        return True

    assert not ends_are_plain()          # enabled: an arrow on each end
    box.setEnabled(False)
    assert ends_are_plain()
