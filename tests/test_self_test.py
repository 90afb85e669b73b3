"""``mafia-desktop --self-test`` (issue 9): it passes on this install without touching the
host's archive, and a failing step gives a non-zero exit and says which step and why."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import qWarning
from PySide6.QtWidgets import QMessageBox

from mafia_desktop import self_test
from mafia_desktop.self_test import SelfTestFailure


@pytest.mark.slow
def test_self_test_passes_in_a_fresh_process_and_leaves_the_hosts_archive_alone(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {name: value for name, value in os.environ.items()
           if not name.startswith("XDG_") and name != "MAFIA_DESKTOP_DB"}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-m", "mafia_desktop", "--self-test"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[-1] == f"self-test: {len(self_test.STEPS)} passed, 0 failed"
    assert "propagateSizeHints" not in result.stderr    # Qt's chatter only when a step fails
    assert sum(line.startswith("ok  ") for line in lines) == len(self_test.STEPS)
    # A whole game to its winner, and every room entered (a module missing from any fails it).
    assert re.search(r"^ok  the game played to its end .*: (red|black) won after \d+ clicks", result.stdout, re.M)
    for room in ("audience screen", "archive browser", "hall settings: a connection tested"):
        assert any(line.startswith(f"ok  {room}") for line in lines), room
    assert "Connection refused" in result.stdout   # the hall's driver loaded and tried
    used, never = re.search(r"used (\S+), never (\S+)", result.stdout).groups()
    assert Path(never) == home / ".local" / "share" / "mafia-desktop" / "archive.sqlite3"
    assert not Path(never).parent.exists()          # the host's archive: not even its folder
    assert not Path(used).parent.exists()           # the temporary archive is gone again
    assert sorted(path.name for path in tmp_path.iterdir()) == ["home"]   # nothing left in the cwd


def run_steps(monkeypatch, *steps) -> tuple[int, str, str]:
    """The self-test in this process with only ``steps`` (name, function)."""
    monkeypatch.setattr(self_test, "STEPS", list(steps))
    out, err = io.StringIO(), io.StringIO()
    code = self_test.run(out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def test_a_failed_check_exits_non_zero_naming_the_step(qapp, monkeypatch):
    def archive_is_empty(ctx) -> str:
        qWarning("QSQLITE: the disk is read-only")
        raise SelfTestFailure("the archive holds no 'foul' event")
    code, out, err = run_steps(monkeypatch, ("resources in the package", self_test.resources),
                               ("the archive file holds the events", archive_is_empty))
    assert code == 1
    assert "ok  resources in the package" in out and out.endswith("self-test: 1 passed, 1 failed\n")
    assert "self-test FAILED at 'the archive file holds the events': the archive holds no 'foul' event" in err
    assert "Qt's last messages before it:\n  QSQLITE: the disk is read-only" in err   # after the reason


def test_an_error_in_a_step_exits_non_zero_with_its_traceback(qapp, monkeypatch):
    def broken(ctx) -> str:
        return {}["no such key"]
    code, out, err = run_steps(monkeypatch, ("a broken step", broken))
    assert code == 1
    assert "Traceback" in err and "self-test FAILED at 'a broken step': KeyError" in err


def test_a_message_box_fails_the_step_instead_of_waiting_for_a_click(qapp, monkeypatch):
    def export_fails(ctx) -> str:
        QMessageBox.warning(None, "Export protocol", "The protocol could not be written: disk full")
        return "exported"
    code, out, err = run_steps(monkeypatch, ("protocol PDF exported", export_fails))
    assert code == 1
    assert "a message box came up: Export protocol: The protocol could not be written: disk full" in err
