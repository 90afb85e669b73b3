"""The command line's settings without Qt (``settings_file``): what Qt wrote is read as
``preferences`` reads it, or left to Qt (None), never read otherwise."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from mafia_desktop import preferences, settings_file

#: Where Qt keeps them (the tests' fixture puts the test's folder in their place).
QTS_FOLDERS = settings_file.user_folder, settings_file.system_folders


@pytest.fixture
def written(settings_of_the_test):
    """Qt's settings file and the one read without Qt are the same file (the fixture's)."""
    return settings_of_the_test


@pytest.mark.parametrize("folder", ["/media/stick/backups", "/tmp/Ünï code/a, b;c = d", ' /tmp/"quoted" \\ end ',
                                    "@at/the start", "/tmp/tab\there", ""])
def test_the_second_folder_is_read_as_qt_reads_it_or_left_to_qt(written, folder):
    preferences.save_second_backup_folder(Path(folder) if folder else None)
    QSettings().sync()
    read = settings_file.second_backup_folders()
    assert read is None or read == preferences.second_backup_folders()
    if "\t" not in folder and not folder.startswith("@"):   # (plain, or quoted with its quotes and \ escaped)
        assert read == preferences.second_backup_folders()


@pytest.mark.parametrize("code", ["ru", "he", "lv", "en"])
def test_the_language_chosen_is_read_without_qt(written, code):
    preferences.save_language(code)
    QSettings().sync()
    assert settings_file.saved_language() == preferences.saved_language() == code


def test_a_system_wide_settings_file_beside_the_hosts_is_left_to_qt(written, tmp_path, monkeypatch):
    preferences.save_language("ru")
    QSettings().sync()
    assert settings_file.saved_language() == "ru"
    (tmp_path / "xdg" / "mafia-desktop").mkdir(parents=True)
    (tmp_path / "xdg" / "mafia-desktop" / "mafia-desktop.conf").write_text("[General]\nlanguage=lv\n")
    monkeypatch.setattr(settings_file, "system_folders", lambda: [tmp_path / "xdg"])
    assert settings_file.saved_language() is None and settings_file.second_backup_folders() is None


def test_the_folders_are_qts_on_linux(monkeypatch, tmp_path):
    monkeypatch.setattr(settings_file, "user_folder", QTS_FOLDERS[0])
    monkeypatch.setattr(settings_file, "system_folders", QTS_FOLDERS[1])
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_CONFIG_DIRS", f"{tmp_path / 'a'}:relative:{tmp_path / 'b'}")
    assert settings_file.settings_path() == tmp_path / "config" / "mafia-desktop" / "mafia-desktop.conf"
    assert settings_file.system_folders() == [tmp_path / "a", tmp_path / "b"]
    monkeypatch.delenv("XDG_CONFIG_HOME")
    monkeypatch.delenv("XDG_CONFIG_DIRS")
    assert settings_file.user_folder() == Path.home() / ".config"
    assert settings_file.system_folders() == [Path("/etc/xdg")]


@pytest.mark.parametrize("environment", [{"LANG": "ru_RU.UTF-8"}, {"LANG": "de_DE.UTF-8"}, {"LANG": "C"},
                                         {"LANG": "en_US.UTF-8", "LC_MESSAGES": "lv_LV.UTF-8"},
                                         {"LANG": "ru_RU.UTF-8", "LC_ALL": "he_IL.UTF-8"},
                                         {"LANG": "en_US.UTF-8", "LANGUAGE": "de:lv:ru"}, {}])
def test_the_systems_language_is_the_one_qt_finds(tmp_path, environment):
    """Qt reads the environment once a process: each asked in a process of its own."""
    script = ("from mafia_desktop import i18n, settings_file; "
              "print(i18n.system_language(), settings_file.system_language())")
    env = {name: value for name, value in os.environ.items()
           if name not in ("LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                          env={**env, **environment})
    qt, ours = done.stdout.split()
    assert ours == qt
