"""The app's log (mafia_desktop.logs): a rotating file, --verbose on the terminal, and what is
logged: refusals, imports, backups, and what nobody expected, with its traceback."""

import json
import logging
import subprocess
import sys
from pathlib import Path
from logging.handlers import RotatingFileHandler

import pytest

from mafia_desktop import logs
from mafia_desktop.store import Archive
from mafia_desktop.store.housekeeping.backups import make_backup
from mafia_desktop.store.importing import import_files


@pytest.fixture
def log_file(tmp_path):
    path = logs.start(to_file=tmp_path / "state" / "log" / logs.FILE_NAME)
    yield path
    logs.stop()


def test_the_log_is_a_rotating_file_in_its_own_folder_made_when_needed(log_file):
    logging.getLogger("mafia_desktop.store.archive").info("a line for the log")
    assert log_file.is_file() and logs.current_file() == log_file
    assert "INFO    mafia_desktop.store.archive: a line for the log" in log_file.read_text(encoding="utf-8")
    handler = next(h for h in logging.getLogger(logs.ROOT).handlers if isinstance(h, logs.RotatedWhenWritten))
    assert isinstance(handler.file, RotatingFileHandler)   # made at the first line
    assert handler.file.maxBytes == logs.MAX_BYTES and handler.file.backupCount == logs.BACKUPS
    logging.getLogger("mafia_desktop").debug("details only with --verbose")
    assert "details only" not in log_file.read_text(encoding="utf-8")


def test_started_again_the_log_replaces_its_handlers_and_stopped_it_writes_nothing(tmp_path):
    first = logs.start(to_file=tmp_path / "a.log")
    second = logs.start(to_file=tmp_path / "b.log")
    logging.getLogger("mafia_desktop.x").warning("once")
    logs.stop()
    logging.getLogger("mafia_desktop.x").warning("after the stop")
    assert not first.exists() and second.read_text(encoding="utf-8").count("once") == 1
    assert "after the stop" not in second.read_text(encoding="utf-8") and logs.current_file() is None


def test_a_folder_that_cannot_be_made_leaves_the_app_without_a_log(tmp_path, capsys):
    (tmp_path / "a-file").write_text("")
    assert logs.start(to_file=tmp_path / "a-file" / "log" / logs.FILE_NAME) is None
    logs.stop()
    assert "no log file" in capsys.readouterr().err


def test_the_windows_log_finds_and_makes_its_folder_at_its_first_record(tmp_path, monkeypatch):
    asked = []

    def found() -> Path:
        asked.append(True)
        return tmp_path / "state" / "log" / logs.FILE_NAME
    monkeypatch.setattr(logs, "log_path", found)
    assert logs.start(in_log_folder=True) is None
    try:
        assert not asked and not (tmp_path / "state").exists()   # nothing asked at the start
        logging.getLogger("mafia_desktop.store.archive").warning("the first line")
        assert asked == [True] and logs.current_file() == found()
        assert "the first line" in found().read_text(encoding="utf-8")
    finally:
        logs.stop()


def test_a_log_folder_that_cannot_be_made_at_the_first_record_leaves_the_app_without_a_log(tmp_path, monkeypatch,
                                                                                            capsys):
    (tmp_path / "a-file").write_text("")
    monkeypatch.setattr(logs, "log_path", lambda: tmp_path / "a-file" / "log" / logs.FILE_NAME)
    logs.start(in_log_folder=True)
    try:
        logging.getLogger("mafia_desktop.x").warning("lost")
        logging.getLogger("mafia_desktop.x").warning("lost again")   # said once
        assert logs.current_file() is None
    finally:
        logs.stop()
    assert capsys.readouterr().err.count("no log file") == 1


def test_the_default_log_lives_in_the_users_log_folder():
    import platformdirs
    assert logs.log_path().parent == platformdirs.user_log_path("mafia-desktop", appauthor=False)


def test_imports_and_backups_are_logged(tmp_path, log_file):
    good = tmp_path / "broken.json"
    good.write_text(json.dumps({"not": "a record"}), encoding="utf-8")
    with Archive(tmp_path / "archive.sqlite3") as archive:
        results = list(import_files(archive, [good]))
        make_backup(archive)
    written = log_file.read_text(encoding="utf-8")
    assert results[0].status == "error"
    assert f"WARNING mafia_desktop.store.importing: import refused: {results[0].message}" in written
    assert "import into" in written and "1 records: 0 imported" in written
    assert "INFO    mafia_desktop.store.housekeeping.backups: backup of" in written and "archive-backups" in written


def test_verbose_writes_a_commands_log_to_the_terminal(tmp_path):
    result = subprocess.run([sys.executable, "-m", "mafia_desktop", "backup", "--verbose",
                             "--db", str(tmp_path / "archive.sqlite3")], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "INFO    mafia_desktop.store.housekeeping.backups: backup of" in result.stderr
    quiet = subprocess.run([sys.executable, "-m", "mafia_desktop", "backup", "--db", str(tmp_path / "archive.sqlite3")],
                           capture_output=True, text=True, timeout=60)
    assert quiet.returncode == 0 and "mafia_desktop.store" not in quiet.stderr


def test_the_halls_connection_is_logged_as_it_changes(tmp_path, caplog):
    import socket
    import time

    from mafia_desktop.hall.feed import Feed
    with socket.socket() as probe:   # a port free a moment ago: nothing listens there
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with Archive(tmp_path / "archive.sqlite3"):
        pass
    feed = Feed(tmp_path / "archive.sqlite3", f"postgresql://table1@127.0.0.1:{port}/hall", password="x", poll=0.1)
    with caplog.at_level(logging.INFO, logger="mafia_desktop"):
        feed.start()
        deadline = time.monotonic() + 20
        while feed.status().problem is None and time.monotonic() < deadline:
            time.sleep(0.05)
        feed.stop()
    said = [r.getMessage() for r in caplog.records if r.name == "mafia_desktop.hall.feed"]
    assert said and said[0].startswith(f"not connected to the hall at postgresql://table1@127.0.0.1:{port}/hall")
    assert "password" not in said[0] and ":x@" not in said[0]
    assert len(said) == len(set(said))   # each change once, not each retry
