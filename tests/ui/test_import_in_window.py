"""Records imported from the window (files, a folder) with a progress dialog; its Cancel rolls
the batch under way back whole and keeps the batches before it. The first start after an
upgrade shows the same dialog, and a Cancel there opens the archive with a word about it."""

import json

import pytest

from mafia_desktop import app
from mafia_desktop.i18n import install
from mafia_desktop.store import Archive
from mafia_desktop.store import importing
from mafia_desktop.store.opening import upkeep
from mafia_desktop.ui.archive.games_browser import GamesBrowser
from mafia_desktop.ui.shared.work_progress import WorkProgress
from mafia_desktop.ui.window import MainWindow
from tests.real_games import REAL_GAMES as REAL
from tests.store.test_cli_import import record
from tests.store.test_upkeep import archive_of, as_version_4


@pytest.fixture
def records(tmp_path):
    folder = tmp_path / "records"
    folder.mkdir()
    for number in range(7):
        (folder / f"{number}.json").write_text(json.dumps(record(number)), encoding="utf-8")
    return folder


@pytest.fixture
def browser(qtbot, archive):
    widget = GamesBrowser(archive)
    qtbot.addWidget(widget)
    reports = []
    widget.importer.report = lambda text, problems: reports.append(text)
    return widget, reports


def cancel_when(count: int, monkeypatch) -> None:
    """The host presses Cancel once ``count`` records are reported done."""
    real = WorkProgress.__call__

    def told(self, done, total):
        going_on = real(self, done, total)
        if done >= count:
            self.dialog.cancel()
        return going_on and not self.dialog.wasCanceled()
    monkeypatch.setattr(WorkProgress, "__call__", told)
    monkeypatch.setattr(upkeep, "TELL_EVERY", 0)


def test_a_folder_imported_from_the_window_is_listed(browser, records):
    widget, reports = browser
    widget.importer.ask_folder = lambda: str(records)
    with_signal = []
    widget.imported.connect(lambda: with_signal.append(True))
    widget.import_folder_button.click()
    assert reports == ["7 records: 7 imported, 0 already in the archive, 0 extended, 0 failed"]
    assert with_signal == [True]


def test_cancel_keeps_the_batches_done_and_nothing_of_the_one_under_way(browser, records, monkeypatch, archive):
    widget, reports = browser
    monkeypatch.setattr(importing, "BATCH", 3)
    cancel_when(5, monkeypatch)                       # in the second batch
    widget.importer.ask_files = lambda: sorted(str(path) for path in records.iterdir())
    widget.import_files_button.click()
    assert sorted(row.source_id for row in archive.games()) == ["333915-0", "333915-1", "333915-2"]
    assert archive.conn.execute("SELECT count(*) FROM events WHERE game NOT IN (SELECT key FROM games)"
                                ).fetchone()[0] == 0
    assert reports[0].startswith("3 records: 3 imported") and "Stopped" in reports[0]


@pytest.mark.parametrize("answer", [False, True])
def test_a_record_that_differs_from_a_finished_game_is_a_question_to_the_host(browser, tmp_path, archive, answer):
    widget, reports = browser
    finished = json.loads((REAL / "polemica" / "334187.json").read_text(encoding="utf-8"))
    path = tmp_path / "334187.json"
    path.write_text(json.dumps(finished), encoding="utf-8")
    widget.importer.ask_files = lambda: [str(path)]
    widget.import_files_button.click()
    (archived,) = archive.games()
    del finished["result"]                            # the winner deleted by a hand edit
    path.write_text(json.dumps(finished), encoding="utf-8")
    questions = []
    widget.importer.ask_replace = lambda text: questions.append(text) or answer
    widget.import_files_button.click()
    assert len(questions) == 1 and "the town won; the record: unfinished" in questions[0]
    assert "1 kept as they are in the archive" in reports[1]
    listed = archive.games()
    if answer:                                        # replaced: the archived game in the trash
        assert [row.id for row in archive.games(trash=True)] == [archived.id]
        assert len(listed) == 1 and not listed[0].finished
    else:
        assert listed == [archived] and archive.games(trash=True) == []


def test_a_read_only_archive_offers_no_import(qtbot, tmp_path):
    path = tmp_path / "a.sqlite3"
    Archive(path).close()
    with Archive(path, write=False) as archive:
        widget = GamesBrowser(archive)
        qtbot.addWidget(widget)
        assert not widget.import_files_button.isEnabled() and not widget.import_folder_button.isEnabled()


def test_a_cancelled_upgrade_opens_the_archive_and_says_so(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "old.sqlite3"
    archive_of(path, 12)
    as_version_4(path)
    monkeypatch.setitem(upkeep.BATCH, "listing", 4)
    cancel_when(6, monkeypatch)
    progress = WorkProgress(None, "Mafia host", "Upgrading")
    archive = app._open(path, progress)
    try:
        assert progress.cancelled and archive.upkeep_left
        window = MainWindow(archive, sounds=False)
        qtbot.addWidget(window)
        assert "upgrade was stopped" in window.notice_banner.text()
    finally:
        progress.close()
        archive.close()
    with Archive(path) as again:
        assert not again.upkeep_left


def test_a_records_refusal_is_said_in_the_hosts_language(browser, tmp_path, qapp):
    widget, reports = browser
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "333915.json").write_text(json.dumps(dict(record(1), stage={"type": "somethingNew", "day": 2})),
                                        encoding="utf-8")
    widget.importer.ask_folder = lambda: str(folder)
    install("ru", qapp)
    try:
        widget.import_folder_button.click()
    finally:
        install("en", qapp)
    assert "'somethingNew' — такого этапа в сервисе Polemica нет" in reports[0]
    assert "is not a stage" not in reports[0]
def test_another_archive_is_merged_from_the_window(browser, tmp_path):
    """Archive → Import another archive…: another laptop's file, its games listed here after,
    its trash kept as trash; a second time nothing new."""
    from tests.store.evening import build_evening
    widget, reports = browser
    other = tmp_path / "laptop2.sqlite3"
    with Archive(other) as archive:
        ids = build_evening(archive)
    widget.importer.ask_archive = lambda: str(other)
    with_signal = []
    widget.imported.connect(lambda: with_signal.append(True))
    widget.import_archive_button.click()
    assert reports[0].startswith("5 records: 5 imported, 0 already in the archive, 0 extended, 0 failed")
    assert with_signal == [True]
    assert ids["G4"] in {row.id for row in widget.archive.games(trash=True)}
    widget.import_archive_button.click()
    assert reports[1] == "5 records: 0 imported, 5 already in the archive, 0 extended, 0 failed"
    assert with_signal == [True]


def test_a_file_of_every_game_one_a_line_is_read_by_the_same_button(browser, tmp_path):
    from mafia_desktop.store.importing import export_bundle
    from tests.store.evening import build_evening
    widget, reports = browser
    other = tmp_path / "laptop2.sqlite3"
    with Archive(other) as archive:
        build_evening(archive)
        rows = archive.games() + archive.games(trash=True)
        lines = [json.dumps(export_bundle(archive, row.id), ensure_ascii=False) for row in rows]
    (tmp_path / "club.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    widget.importer.ask_archive = lambda: str(tmp_path / "club.jsonl")
    widget.import_archive_button.click()
    assert reports == ["5 records: 5 imported, 0 already in the archive, 0 extended, 0 failed"]
    assert len(widget.archive.games()) == 4 and len(widget.archive.games(trash=True)) == 1


def test_another_archive_refused_is_said_before_a_backup_is_made_for_it(browser, tmp_path):
    from tests.store.test_refused_files import KINDS, _a_game, _given, as_found
    widget, reports = browser
    _a_game(widget.archive)
    make, words = KINDS["another program's (write-ahead log)"]
    given = _given(tmp_path, make(tmp_path))
    before, beside_ours = as_found(given), sorted(p.name for p in widget.archive.path.parent.iterdir())
    widget.importer.ask_archive = lambda: str(given)
    widget.import_archive_button.click()
    assert len(reports) == 1 and words in reports[0]
    assert as_found(given) == before
    assert sorted(p.name for p in widget.archive.path.parent.iterdir()) == beside_ours   # no backups' folder
