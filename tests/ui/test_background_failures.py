"""Background work never dies silently: each piece ends in ``then`` or ``failed``, and a bug in
it is shown to the host in words and logged with its traceback (issue 28)."""

import logging

import pytest

from mafia_desktop.store import ArchiveError
from mafia_desktop.ui.shared.background import Background, WorkFailed


def broken_check(*args, **kwargs):
    raise KeyError("a seat that is not there")


def test_a_bug_in_the_start_up_check_is_shown_in_the_banner_and_logged(qtbot, window, monkeypatch, caplog):
    window.background.wait()   # the window's own start-up check, done
    monkeypatch.setattr(window.archive, "check", broken_check)
    with caplog.at_level(logging.INFO, logger="mafia_desktop"):
        window.start_quick_check()
        qtbot.waitUntil(lambda: window.notice_banner.isVisible(), timeout=5000)
    shown = window.notice_banner.text()
    assert "Work in the background failed (KeyError: 'a seat that is not there')" in shown
    assert "details are in the log" in shown and "Traceback" not in shown
    logged = [r for r in caplog.records if r.name == "mafia_desktop.ui.shared.background"]
    assert len(logged) == 1 and logged[0].levelno == logging.ERROR and "broken_check failed" in logged[0].getMessage()
    assert logged[0].exc_info[0] is KeyError   # the traceback goes to the log


# The thread still ends with what is not an Exception, after its failure was delivered.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_every_piece_of_work_ends_in_exactly_one_callback(qtbot, caplog):
    background = Background()
    ended: dict[str, list] = {}

    def answers():
        return 42

    def refused():
        raise ArchiveError("No game {game} in this archive", game="g1")

    def interrupted():
        raise KeyboardInterrupt   # not an Exception: still a failure, not a dead thread

    for work in (answers, refused, broken_check, interrupted):
        background.run(work, lambda value, name=work.__name__: ended.setdefault(name, []).append(("then", value)),
                       lambda error, name=work.__name__: ended.setdefault(name, []).append(("failed", error)))
    background.wait()
    qtbot.waitUntil(lambda: len(ended) == 4, timeout=5000)
    assert ended["answers"] == [("then", 42)]
    [(kind, error)] = ended["refused"]
    assert kind == "failed" and not isinstance(error, WorkFailed) and str(error) == "No game g1 in this archive"
    [(kind, error)] = ended["broken_check"]
    assert kind == "failed" and isinstance(error, WorkFailed) and "KeyError" in str(error)
    [(kind, error)] = ended["interrupted"]
    assert kind == "failed" and isinstance(error, WorkFailed) and "interrupted" in str(error)
    assert any("refused: No game g1" in r.getMessage() for r in caplog.records)
