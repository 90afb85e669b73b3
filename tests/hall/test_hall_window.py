"""A table's window and the hall: the settings keep the address and the password apart, the
host's taps reach the hall while he plays, the status line says how it stands, and the
seats the head judge hands out fill the next new game."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QDialog

from mafia_desktop import preferences
from mafia_desktop.hall import secrets
from mafia_desktop.hall.connection import connect
from mafia_desktop.hall.judge import Watch
from mafia_desktop.i18n import install
from mafia_desktop.store import Archive
from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
from mafia_desktop.ui.table.new_game import NewGameDialog
from mafia_desktop.ui.window import MainWindow

from bench.hall_tables import play, script
from tests.hall.tables import hall_log, local_log


def a_window(qtbot, path) -> MainWindow:
    win = MainWindow(Archive(path), sounds=False, rng=random.Random(3))
    qtbot.addWidget(win)
    win.show()
    return win


def test_the_settings_keep_the_address_in_the_file_and_the_password_apart(qtbot, hall, tmp_path):
    organiser, logins = hall
    win = a_window(qtbot, tmp_path / "t1.sqlite3")
    dialog = SettingsDialog(win)
    qtbot.addWidget(dialog)
    dialog.hall_box.url.setText(logins[0].url)          # pasted as hall setup printed it
    password = logins[0].url.split(":")[2].split("@")[0]
    assert password not in dialog.hall_box.url.text()   # moved to the password's own field at once
    assert dialog.hall_box.password.text() == password
    dialog.hall_box.test()
    qtbot.waitUntil(lambda: "table 1" in dialog.hall_box.result.text(), timeout=10000)
    dialog.accept()
    assert preferences.hall_url() == logins[0].url.replace(f":{password}@", "@")
    assert secrets.password_for(preferences.hall_url()) == password
    from PySide6.QtCore import QSettings
    QSettings().sync()
    assert password not in open(QSettings().fileName(), encoding="utf-8").read()
    win.archive.close()


@pytest.fixture
def english_afterwards(qapp):
    yield
    install("en", qapp)


@pytest.mark.parametrize("language, refused", [("en", "the hall at {url} refused the password of {role}"),
                                               ("ru", "зал {url} не принял пароль {role}")])
def test_a_wrong_password_is_said_in_the_settings_in_the_hosts_language(qtbot, qapp, hall, tmp_path, language,
                                                                        refused, english_afterwards):
    organiser, logins = hall
    install(language, qapp)
    win = a_window(qtbot, tmp_path / "t1.sqlite3")
    dialog = SettingsDialog(win)
    qtbot.addWidget(dialog)
    url = logins[1].url.split("://")[0] + "://" + logins[1].role + "@" + logins[1].url.split("@")[1]
    dialog.hall_box.url.setText(url)
    dialog.hall_box.password.setText("guessed")
    dialog.hall_box.test()
    qtbot.waitUntil(dialog.hall_box.test_button.isEnabled, timeout=10000)   # the server answered
    assert dialog.hall_box.result.text() == refused.format(url=url, role=logins[1].role)
    assert "guessed" not in dialog.hall_box.result.text()
    win.archive.close()


def test_the_hosts_taps_reach_the_hall_as_he_plays(qtbot, hall, tmp_path):
    organiser, logins = hall
    preferences.save_hall_url(logins[2].url)
    secrets.save_password(preferences.hall_url(), logins[2].url.split(":")[2].split("@")[0])
    win = a_window(qtbot, tmp_path / "t3.sqlite3")
    win.warm_up()
    qtbot.waitUntil(lambda: "everything sent" in win.hall_status.text(), timeout=10000)
    assert win.hall_status.text() == "Hall: table 3 · everything sent"
    play(win.archive, script(0), upto=40)      # written as the window writes: each wakes the feed
    qtbot.waitUntil(lambda: len(hall_log_of(organiser).get(next(iter(local_log(win.archive.path))), [])) == 40,
                    timeout=10000)
    assert hall_log_of(organiser) == local_log(win.archive.path)
    win.close()


def test_the_seats_handed_out_fill_the_next_new_game(qtbot, hall, tmp_path, monkeypatch):
    organiser, logins = hall
    names = [f"Player {n}" for n in range(1, 11)]
    with connect(logins[-1].url) as judge:
        Watch(judge).hand_seating(1, [names[::-1], names, names[5:] + names[:5]])
    preferences.save_hall_url(logins[1].url)
    secrets.save_password(preferences.hall_url(), logins[1].url.split(":")[2].split("@")[0])
    win = a_window(qtbot, tmp_path / "t2.sqlite3")
    win.warm_up()
    qtbot.waitUntil(lambda: win.hall_link.next_seats() is not None, timeout=10000)
    assert win.hall_link.next_seats() == names     # table 2's, and only table 2's
    dialog = NewGameDialog([], win, seats=win.hall_link.next_seats())
    qtbot.addWidget(dialog)
    assert [edit.text() for edit in dialog.name_edits] == names
    assert dialog.seats_note.text() == "The seats the head judge handed this table."
    assert win.hall_link.table() == 2 and win.hall_link.next_round() == 1
    assert dialog.result() != QDialog.DialogCode.Accepted
    # The window's New game: the hall's table and round as the game's labels (the judge
    # holds the game against the seats of the round its number says).
    opened = []

    def look(dialog) -> int:
        opened.append({name: edit.text() for name, edit in dialog.labels.items()})
        return QDialog.DialogCode.Rejected
    monkeypatch.setattr(NewGameDialog, "exec", look)
    win.new_game()
    assert opened and opened[0]["table"] == "2" and opened[0]["number"] == "1"
    win.close()


def test_a_language_switch_keeps_the_hall_page_and_the_login_typed_there(qtbot, hall, tmp_path):
    from mafia_desktop.i18n import install
    organiser, logins = hall
    win = a_window(qtbot, tmp_path / "judge.sqlite3")
    win.show_hall()
    page = win.hall_page
    assert not page.login.isHidden() and page.status_line.text() == "Not signed in to the hall."
    assert page.empty_note.text().startswith("The tables appear here once")
    url = logins[-1].url
    password = url.split(":")[2].split("@")[0]
    page.url_field.setText(url.replace(f":{password}@", "@"))
    page.password_field.setText(password)
    page.connect_typed()
    qtbot.waitUntil(lambda: page.connected, timeout=10000)
    try:
        again = win.rebuild_in("ru")
        qtbot.addWidget(again)
        assert again.pages.currentWidget() is again.hall_page
        qtbot.waitUntil(lambda: again.hall_page.connected, timeout=10000)
        assert again.hall_page.login.isHidden()
    finally:
        install("en")
    again.close()


def hall_log_of(organiser: str) -> dict:
    with connect(organiser) as conn:
        return hall_log(conn)


def test_a_hall_out_of_reach_is_said_short_and_the_host_plays_on(qtbot, tmp_path):
    from bench.pgserver import free_port
    url = f"postgresql://cup_table_1@127.0.0.1:{free_port()}/cup"
    preferences.save_hall_url(url)
    secrets.save_password(url, "secret")
    win = a_window(qtbot, tmp_path / "t1.sqlite3")
    win.warm_up()
    play(win.archive, script(0), upto=4)
    qtbot.waitUntil(lambda: "waiting" in win.hall_status.text(), timeout=10000)
    assert win.hall_status.text() == "Hall: 4 events waiting — no connection; trying again"   # the game and 3 taps
    assert "cannot reach the hall" in win.hall_status.toolTip() and "secret" not in win.hall_status.toolTip()
    win.close()


def test_a_club_without_a_hall_has_no_hall_line(qtbot, tmp_path):
    from PySide6.QtWidgets import QStatusBar
    win = a_window(qtbot, tmp_path / "t1.sqlite3")
    win.warm_up()
    qtbot.wait(50)
    assert win.findChild(QStatusBar) is None     # no empty strip under the table
    win.close()
