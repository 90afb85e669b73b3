"""The host's choices: Qt's organisation and application names set once (preferences.py),
plain QSettings() everywhere, the file the tests' folder holds."""

import ast

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from mafia_desktop import preferences
from mafia_desktop.i18n import catalog


def test_the_app_is_named_to_qt_once_and_settings_find_its_file(settings_of_the_test):
    assert QCoreApplication.organizationName() == QCoreApplication.applicationName() == "mafia-desktop"
    preferences.save_auto_start_timers(False)
    QSettings().sync()
    assert (settings_of_the_test / "mafia-desktop" / "mafia-desktop.conf").exists()
    assert preferences.auto_start_timers() is False


def test_every_qsettings_is_the_plain_one_and_only_preferences_names_the_app():
    named, with_arguments = [], []
    for path in sorted(catalog.PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            if name == "QSettings" and (node.args or node.keywords):
                with_arguments.append(f"{path.name}:{node.lineno}")
            if name in ("setOrganizationName", "setApplicationName"):
                named.append(path.name)
    assert with_arguments == [] and set(named) == {"preferences.py"}


def test_a_windows_state_is_kept_and_none_before():
    assert preferences.window_state("table-splitter") is None
    preferences.save_window_state("table-splitter", QByteArray(b"\x00\xff state"))
    assert preferences.window_state("table-splitter") == QByteArray(b"\x00\xff state")
