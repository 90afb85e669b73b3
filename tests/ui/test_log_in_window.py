"""The window's log: a refused tap is logged (not a traceback), the About box names the log."""

import logging

from PySide6.QtCore import Qt

from mafia_desktop import logs

from .test_keys_and_timer import started


def test_a_refused_key_is_logged_with_the_step_and_the_refusal(qtbot, window, caplog):
    started(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_7)
    with caplog.at_level(logging.INFO, logger="mafia_desktop"):
        qtbot.keyClick(window, Qt.Key.Key_0)                  # a second nomination in one speech
    refused = [r for r in caplog.records if r.name == "mafia_desktop.ui.table.controller"]
    assert len(refused) == 1 and refused[0].levelno == logging.INFO
    assert "refused at speech: nominate" in refused[0].getMessage()
    assert "already nominated" in refused[0].getMessage() and refused[0].exc_info is None


def test_the_about_box_names_the_log_file(window, tmp_path):
    assert str(logs.log_path()) in window.about_text()
    path = logs.start(to_file=tmp_path / "here.log")
    try:
        assert str(path) in window.about_text()
    finally:
        logs.stop()
