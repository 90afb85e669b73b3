"""Issue 15 in the window: the start-up check marks damaged games, a game that ends and the
closing of the app are backed up, Settings lists the backups with their sizes, checks the
archive and restores a backup, a read-only archive is browsed but not written, and an
archive error that escapes a click is a box, never a traceback."""

import gc
import sys

import pytest

from mafia_desktop.engine import Game, commands as c, preset
from mafia_desktop.engine.errors import Message
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.housekeeping import backups
from mafia_desktop.store.opening import paths
from mafia_desktop.ui.archive.archive_model import column_of
from mafia_desktop.ui.shared.numbers import data_size
from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
from tests.engine.table import SPORT_DEAL
from tests.store.test_backups import rebuilt_file


def a_game(archive: Archive) -> str:
    game = Game.new(preset("sport"), [f"Player {i}" for i in range(1, 11)])
    game.run(c.deal_roles, roles=SPORT_DEAL)
    return archive.create_game(game.events)


def listed_backups(archive: Archive) -> list:
    return backups.backups_in(backups.folder_beside(archive.path), archive.path.stem)


@pytest.mark.backs_up_on_its_own
def test_a_game_that_ends_on_the_table_is_backed_up(qtbot, window, archive):
    window.open_game(a_game(archive))
    for seat in (2, 7, 9):
        window.controller.remove(seat, "phone")
    assert listed_backups(archive) == []
    window.controller.run(c.end_game)
    qtbot.waitUntil(lambda: len(listed_backups(archive)) == 1, timeout=5000)
    [backup] = listed_backups(archive)
    with Archive(rebuilt_file(backup.path), write=False) as copy:
        assert copy.games()[0].finished


@pytest.mark.backs_up_on_its_own
def test_closing_the_app_backs_the_archive_up(qtbot, window_factory, tmp_path):
    win = window_factory(tmp_path / "archive.sqlite3")
    a_game(win.archive)
    win.close()
    [backup] = listed_backups(win.archive)
    with Archive(rebuilt_file(backup.path), write=False) as copy:
        assert len(copy.games()) == 1


@pytest.mark.backs_up_on_its_own
def test_an_archive_only_looked_at_is_not_copied_again_on_closing(qtbot, window_factory, tmp_path):
    # A 2.5 GB archive copied at every close of a window that only read it fills a disk.
    path = tmp_path / "archive.sqlite3"
    win = window_factory(path)
    a_game(win.archive)
    win.close()
    win.archive.close()
    assert len(listed_backups(win.archive)) == 1
    for _ in range(2):   # opened again, looked at, closed: nothing new to keep
        again = window_factory(path)
        again.show_archive()
        again.close()
        again.archive.close()
    assert len(listed_backups(again.archive)) == 1
    changed = window_factory(path)
    a_game(changed.archive)   # a new game: the next close keeps a copy
    changed.close()
    assert len(listed_backups(changed.archive)) == 2


def test_the_start_up_check_marks_a_damaged_game(qtbot, window_factory, tmp_path):
    path = tmp_path / "archive.sqlite3"
    with Archive(path) as archive:
        whole, damaged = a_game(archive), a_game(archive)
        archive.conn.execute("DELETE FROM events WHERE game = (SELECT key FROM games WHERE id = ?) AND seq = 2", [damaged])
    win = window_factory(path)
    qtbot.waitUntil(lambda: win.notice_banner.isVisible(), timeout=5000)
    assert "1 damaged game in the archive" in win.notice_banner.text()
    stages = {row.id: win.start.model.index(n, 3).data() for n, row in enumerate(win.start.model.rows)}
    assert stages[damaged] == "DAMAGED: events are missing from event 2 on" and "DAMAGED" not in stages[whole]
    win.show_archive()   # the archive's list says it in its Finished column
    model = win.archive_page.games.model
    qtbot.waitUntil(lambda: model.rowCount() == 2, timeout=5000)
    finished = {model.game(n).row.id: model.data(model.index(n, column_of("finished"))) for n in range(2)}
    assert finished[damaged].startswith("DAMAGED") and finished[whole].startswith("unfinished")


def test_the_start_up_check_runs_once_however_early_the_warm_up_was_asked(qtbot, window_factory, tmp_path,
                                                                        monkeypatch):
    # A second quick check of a 100,000-game archive reads it all again beside the host.
    checks = []
    real = Archive.check
    monkeypatch.setattr(Archive, "check", lambda self, **kw: (checks.append(kw), real(self, **kw))[1])
    win = window_factory(tmp_path / "archive.sqlite3")
    win.warm_up()                        # asked before the timer's call comes
    win.background.wait()
    qtbot.wait(600)                      # the timer's call (300 ms after the start) has come
    win.background.wait()
    assert checks == [{}]


def test_the_warm_up_keeps_what_the_start_made_out_of_the_collectors_full_passes(window):
    # A full pass over the 45,000 objects of a started window takes 20–30 ms: a stutter.
    # (Nothing is frozen when a test starts: tests/conftest.py gives it all back after each.)
    window.warm_up()                     # or the timer's call, come already
    assert gc.get_freeze_count() > 10_000
    assert all(kept is not window for kept in gc.get_objects())   # what a pass walks


def test_settings_list_the_backups_with_their_sizes_check_and_restore(qtbot, window, archive, monkeypatch):
    first = a_game(archive)
    window.back_up(wait=True)
    dialog = SettingsDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    [backup] = listed_backups(archive)
    assert dialog.backup_list.count() == 1 and data_size(backup.size) in dialog.backup_list.item(0).text()
    assert dialog.backup_summary.text().startswith("1 backup, ")
    dialog._full_check()
    qtbot.waitUntil(lambda: "The archive is whole: 1 games verified" in dialog.check_result.text(), timeout=5000)
    later = a_game(archive)   # played after the backup
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question", staticmethod(lambda *a, **k: dialog_yes()))
    dialog._restore_chosen()
    assert dialog.chosen_backup == listed_backups(archive)[0].path and dialog.result() == 2
    restored = window.restore_backup(dialog.chosen_backup)
    qtbot.addWidget(restored)
    assert [row.id for row in restored.archive.games()] == [first]
    [aside] = archive.path.parent.glob("archive-replaced-*.sqlite3")
    with Archive(aside, write=False) as kept:
        assert {row.id for row in kept.games()} == {first, later}
    assert "is kept as" in restored.notice_banner.text()
    restored.archive.close()


def test_a_backup_the_next_open_would_refuse_is_not_restored_and_the_window_stays_on_the_archive(
        qtbot, window, archive, monkeypatch):
    # Its version older than its tables: restored, the archive did not open again.
    import sqlite3
    first = a_game(archive)
    sent = archive.path.with_name("sent.sqlite3")
    with Archive(sent) as other:
        a_game(other)
    conn = sqlite3.connect(sent)
    conn.execute("UPDATE schema_version SET version = 12")
    conn.commit()
    conn.close()
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning",
                        staticmethod(lambda parent, title, text: shown.append(text)))
    kept = window.restore_backup(sent)
    qtbot.addWidget(kept)
    assert len(shown) == 1 and "sent.sqlite3 holds what no mafia-desktop archive holds" in shown[0]
    assert "is not restored" in shown[0]
    assert [row.id for row in kept.archive.games()] == [first]
    assert not list(archive.path.parent.glob("*replaced*"))
    kept.archive.close()


def dialog_yes():
    from PySide6.QtWidgets import QMessageBox
    return QMessageBox.StandardButton.Yes


def test_a_read_only_archive_is_browsed_and_replayed_not_written(qtbot, window_factory, tmp_path, monkeypatch):
    path = tmp_path / "archive.sqlite3"
    with Archive(path) as archive:
        game_id = a_game(archive)
    monkeypatch.setattr(paths, "why_read_only", lambda path: Message("the file is read-only"))
    win = window_factory(path)
    assert not win.archive.writable and "is read-only here" in win.notice_banner.text()
    told = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.information",
                        staticmethod(lambda parent, title, text: told.append(text)))
    win.new_game()
    assert told and "Copy it to a writable folder" in told[0]
    win.open_game(game_id)
    assert win.pages.currentWidget() is win.replay_page


def test_an_archive_error_escaping_a_click_is_a_box_not_a_traceback(qtbot, monkeypatch):
    from mafia_desktop.app import honest_errors
    shown, passed = [], []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning",
                        staticmethod(lambda parent, title, text: shown.append(text)))
    hook = honest_errors(lambda *info: passed.append(info[1]))
    error = ArchiveError("The archive {path} could not be used ({error})", path="a.sqlite3", error="x")
    hook(ArchiveError, error, None)
    assert shown == ["The archive a.sqlite3 could not be used (x)"] and passed == []
    interrupted = KeyboardInterrupt()
    hook(KeyboardInterrupt, interrupted, None)
    assert passed == [interrupted]
    assert sys.excepthook is not hook


def test_a_hall_or_a_records_error_escaping_a_click_is_said_in_the_hosts_language(qtbot, qapp, monkeypatch):
    """Any error of ours (the root, MafiaError), not the archive's alone, in the host's words."""
    from mafia_desktop.app import honest_errors
    from mafia_desktop.hall.connection import HallUnreachable
    from mafia_desktop.i18n import install
    from mafia_desktop.formats import RecordError
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning",
                        staticmethod(lambda parent, title, text: shown.append(text)))
    hook = honest_errors(lambda *info: None)
    install("ru", qapp)
    try:
        for error in (HallUnreachable("cannot reach the hall at {url} ({problem})", url="hall:5432", problem="x"),
                      RecordError("{game}: malformed record ({detail})", game="game 7", detail="x")):
            hook(type(error), error, None)
    finally:
        install("en", qapp)
    assert shown == ["не удаётся связаться с залом hall:5432 (x)", "game 7: поврежденная запись игры (x)"]


def test_a_bug_escaping_a_click_is_a_sentence_for_the_host_and_its_traceback_in_the_log(
        qtbot, monkeypatch, tmp_path):
    from mafia_desktop import logs
    from mafia_desktop.app import honest_errors
    shown, passed = [], []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.critical",
                        staticmethod(lambda parent, title, text: shown.append(text)))
    log_file = logs.start(to_file=tmp_path / "logs" / "mafia-desktop.log")
    try:
        try:
            {}["no such seat"]
        except KeyError as error:
            honest_errors(lambda *info: passed.append(info[1]))(KeyError, error, error.__traceback__)
    finally:
        logs.stop()
    assert passed == [] and len(shown) == 1
    assert "Something went wrong: KeyError: 'no such seat'" in shown[0] and str(log_file) in shown[0]
    assert "Traceback" not in shown[0]
    written = log_file.read_text(encoding="utf-8")
    assert "ERROR   mafia_desktop.app: unexpected KeyError" in written
    assert "Traceback (most recent call last)" in written and '{}["no such seat"]' in written
