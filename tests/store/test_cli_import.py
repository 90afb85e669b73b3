"""``mafia-desktop import`` on a folder of records and on a stream of them (``-``: one JSON a
line), a line that counts while many records go in, and one while an older archive is
upgraded."""

import io
import json
import os
import subprocess
import sys

import pytest

from mafia_desktop.__main__ import main
from mafia_desktop.store import Archive
from mafia_desktop.store import importing
from tests.real_games import REAL_GAMES as REAL

from .test_cli import run
from .test_upkeep import archive_of, as_version_4


def record(number: int) -> dict:
    """A real Polemica record under an id of its own."""
    data = json.loads((REAL / "polemica" / "333915.json").read_text(encoding="utf-8"))
    return dict(data, id=f"333915-{number}")


def test_a_folder_imports_every_json_file_in_it_and_in_its_folders(capsys, tmp_path):
    folder = tmp_path / "records"
    (folder / "2025").mkdir(parents=True)
    (folder / "a.json").write_text(json.dumps(record(1)), encoding="utf-8")
    (folder / "2025" / "b.JSON").write_text(json.dumps(record(2)), encoding="utf-8")
    (folder / "notes.txt").write_text("not a record")
    db = tmp_path / "a.sqlite3"
    code, out, _ = run(capsys, "--db", str(db), "import", str(folder), "--json")
    assert code == 0 and [json.loads(line)["source_id"] for line in out.splitlines()] == ["333915-2", "333915-1"]


def test_records_from_the_standard_input_one_a_line(capsys, tmp_path, monkeypatch):
    stream = "\n".join([json.dumps(record(1)), "", "{not json", json.dumps(record(2), ensure_ascii=False)])
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stream.encode("utf-8")), encoding="utf-8"))
    db = tmp_path / "a.sqlite3"
    code, out, err = run(capsys, "--db", str(db), "import", "-")
    assert code == 1
    assert "<stdin>:3: refused: the file is not JSON" in err and "Traceback" not in err
    assert "3 records: 2 imported, 0 already in the archive, 0 extended, 1 failed" in out
    with Archive(db, write=False) as archive:
        assert sorted(row.source_id for row in archive.games()) == ["333915-1", "333915-2"]


def test_many_records_show_a_line_that_counts_and_only_what_needs_a_look(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(importing, "BATCH", 2)
    folder = tmp_path / "records"
    folder.mkdir()
    for number in range(5):
        (folder / f"{number}.json").write_text(json.dumps(record(number)), encoding="utf-8")
    (folder / "9-broken.json").write_text("{")
    db = tmp_path / "a.sqlite3"
    code, out, err = run(capsys, "--db", str(db), "import", str(folder))
    assert code == 1
    assert err.startswith("Records: 1 of 6\n") and err.endswith("Records: 6 of 6\n")
    assert "Records: 6 of 6" in err and "9-broken.json: refused: the file is not JSON" in err
    assert "imported:" not in out            # each record that went in is counted, not listed
    assert "6 records: 5 imported, 0 already in the archive, 0 extended, 1 failed" in out
    assert main(["--db", str(db), "import", str(folder)]) == 1
    assert "6 records: 0 imported, 5 already in the archive, 0 extended, 1 failed" in capsys.readouterr().out


def test_the_first_start_after_an_upgrade_counts_the_games(capsys, tmp_path):
    path = tmp_path / "old.sqlite3"
    archive_of(path, 6)
    as_version_4(path)
    code, _, err = run(capsys, "--db", str(path), "games")
    assert code == 0 and "Upgrading the archive: games 6 of 6" in err


def test_many_records_are_told_in_the_language_of_the_settings_from_the_first_words_to_the_last(tmp_path):
    # The language is installed once for the whole import. Installed for each thing said, it
    # left its translators to a QCoreApplication shut down, and the second thing said in
    # Russian ended the import with a RuntimeError (in a process of its own, without the
    # tests' application).
    folder = tmp_path / "records"
    folder.mkdir()
    for number in range(3):
        (folder / f"{number}.json").write_text(json.dumps(record(number)), encoding="utf-8")
    for name in ("7-broken.json", "8-broken.json", "9-broken.json"):
        (folder / name).write_text("{")
    script = ("import sys; from mafia_desktop.store import importing; importing.BATCH = 2; "
              "from mafia_desktop.preferences import save_language; save_language('ru'); "
              "from mafia_desktop.__main__ import main; "
              f"sys.exit(main(['--db', {str(tmp_path / 'a.sqlite3')!r}, 'import', {str(folder)!r}]))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env={**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "settings")})
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("Записи: 1 из 6\n") and done.stderr.endswith("Записи: 6 из 6\n")
    assert done.stderr.count(": отклонен: ") == 3
    assert "Записей: 6; импортировано: 3, уже были в архиве: 0, дополнено: 0, с ошибкой: 3" in done.stdout


def test_a_few_records_are_imported_without_sqlite_utils_and_without_qt(tmp_path):
    """Each costs a command line import 0.15-0.35 s of CPU before its workers could start
    (measured): a game's writes need no sqlite-utils, and Qt is started only for the first
    words said (none here: two records with nothing to say) and a backup looked for."""
    folder = tmp_path / "records"
    folder.mkdir()
    for number in range(2):
        (folder / f"{number}.json").write_text(json.dumps(record(number)), encoding="utf-8")
    Archive(tmp_path / "a.sqlite3").close()
    script = ("import sys; from mafia_desktop.__main__ import main; "
              f"code = main(['--db', {str(tmp_path / 'a.sqlite3')!r}, 'import', {str(folder)!r}]); "
              "print(code, 'sqlite_utils' in sys.modules, 'PySide6.QtCore' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.count("imported: ") == 2 and out.splitlines()[-1] == "0 False False"


def test_many_records_are_read_by_workers_forked_before_the_archive_is_made_and_qt_is_never_loaded(tmp_path):
    """Issue 44: the workers read while the writer opens the archive (a new one made from
    its shipped statements, sqlite-utils never loaded), backs it up and says its words, in the
    settings' language without Qt (its start was as much as the rest of the writer's)."""
    from mafia_desktop.store.importing import workers
    folder = tmp_path / "records"
    folder.mkdir()
    for number in range(workers.PARALLEL_FROM):
        (folder / f"{number}.json").write_text(json.dumps(record(number)), encoding="utf-8")
    settings = tmp_path / "settings" / "mafia-desktop"
    settings.mkdir(parents=True)
    (settings / "mafia-desktop.conf").write_text("[General]\nlanguage=ru\n", encoding="utf-8")
    archive = tmp_path / "a.sqlite3"
    script = ("import os, sys; from mafia_desktop.store import importing; importing.BATCH = 2\n"
              "forks = []\n"
              f"os.register_at_fork(before=lambda: forks.append(({str(archive)!r} in os.listdir({str(tmp_path)!r}),"
              " 'sqlite_utils' in sys.modules, 'PySide6.QtCore' in sys.modules)))\n"
              "from mafia_desktop.__main__ import main\n"
              f"code = main(['--db', {str(archive)!r}, 'import', {str(folder)!r}])\n"
              "print(code, forks[0], 'sqlite_utils' in sys.modules, 'PySide6.QtCore' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                          env={**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "settings"),
                               "XDG_CONFIG_DIRS": str(tmp_path / "no-system-settings")})
    assert done.stdout.splitlines()[-1] == "0 (False, False, False) False False"
    assert f"Записей: {workers.PARALLEL_FROM}; импортировано: {workers.PARALLEL_FROM}" in done.stdout
    assert done.stderr.startswith(f"Записи: 1 из {workers.PARALLEL_FROM}\n")


def test_a_folder_gives_its_json_files_in_the_order_and_number_a_sort_of_rglob_gave(tmp_path):
    # ``files_in`` walks with ``os.scandir`` (a third of ``rglob``'s instructions, before the
    # readers fork): the same files in the same order, names that sort around a folder's
    # name, a suffix in capitals, ``.json`` alone (no suffix), links to a folder and to nowhere.
    top = tmp_path / "records"
    for name in ("a/b/x.json", "a/z.json", "a-c/y.JSON", "a.json", ".json", "..json", "q.json.txt", "r.Json",
                 "d/.json", "d/e/f/g.json", "notes.txt"):
        (top / name).parent.mkdir(parents=True, exist_ok=True)
        (top / name).write_text("{}")
    (top / "elsewhere.json").symlink_to(top / "a.json")
    (top / "nowhere.json").symlink_to(tmp_path / "missing.json")
    (top / "folder.json").mkdir()
    (top / "linked").symlink_to(top / "a", target_is_directory=True)
    by_rglob = sorted(path for path in top.rglob("*") if path.suffix.lower() == ".json" and path.is_file())
    assert importing.files_in([top, top / "notes.txt"]) == [*by_rglob, top / "notes.txt"]
    assert [path.relative_to(top).as_posix() for path in by_rglob] == [
        "..json", "a/b/x.json", "a/z.json", "a-c/y.JSON", "a.json", "d/e/f/g.json", "elsewhere.json", "r.Json"]


def many_records(tmp_path, count: int):
    folder = tmp_path / "records"
    folder.mkdir()
    for number in range(count):
        (folder / f"{number}.json").write_text(json.dumps(record(number)), encoding="utf-8")
    return folder


def test_a_plain_import_forks_its_readers_and_is_read_without_the_commands_parser(tmp_path):
    # Issue 44: the parser of every command (the hall's and the service's among them) is not
    # made for a plain import: neither with one core idle before its readers fork, nor after.
    from mafia_desktop.store.importing import workers
    folder = many_records(tmp_path, workers.PARALLEL_FROM)
    script = ("import os, sys\n"
              "forks = []\n"
              "os.register_at_fork(before=lambda: forks.append('mafia_desktop.hall.cli' in sys.modules))\n"
              "from mafia_desktop.__main__ import main\n"
              f"code = main(['--db', {str(tmp_path / 'a.sqlite3')!r}, 'import', {str(folder)!r}, '--json'])\n"
              "print(code, bool(forks), forks[0], 'mafia_desktop.hall.cli' in sys.modules, 'argparse' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[-1] == "0 True False False False"
    assert done.stdout.count('"status": "imported"') == workers.PARALLEL_FROM


def test_a_plain_imports_readers_fork_before_what_only_the_writer_needs_is_loaded(tmp_path):
    # Issue 44: the serial start before the fork (one core idle) loads what the readers read
    # with, not the commands' code, the archive's schema checks, shutil, logging or the
    # writer's threads: the writer loads those while they read. The words it prints are the same.
    from mafia_desktop.store.importing import workers
    folder = many_records(tmp_path, workers.PARALLEL_FROM)
    (folder / "broken.json").write_text("{")
    writers = ("mafia_desktop.commands", "mafia_desktop.store.opening.schema", "shutil", "logging", "threading")
    script = ("import os, sys\n"
              "forks = []\n"
              f"os.register_at_fork(before=lambda: forks.append([name in sys.modules for name in {writers!r}]))\n"
              "from mafia_desktop.__main__ import main\n"
              f"code = main(['--db', {str(tmp_path / 'a.sqlite3')!r}, 'import', {str(folder)!r}])\n"
              "print(code, forks[0])")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.stdout.splitlines()[-1] == "1 [False, False, False, False, False]"
    assert done.stdout.count("imported: ") == workers.PARALLEL_FROM
    assert f"error: {folder / 'broken.json'}: refused: the file is not JSON" in done.stderr


def test_an_archive_with_no_game_yet_is_not_backed_up_before_an_import_nor_its_module_loaded(tmp_path):
    # Nothing to lose: the backups' module and the settings are not loaded for it (8 ms of the
    # writer's while its readers read); with games in it, the backup is made as before.
    folder = many_records(tmp_path, 3)
    script = ("import sys\n"
              "from mafia_desktop.__main__ import main\n"
              f"code = main(['--db', {str(tmp_path / 'a.sqlite3')!r}, 'import', {str(folder)!r}, '--replace'])\n"
              "print(code, 'mafia_desktop.store.housekeeping.backups' in sys.modules)")
    for loaded in (False, True):
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
        assert done.stdout.splitlines()[-1] == f"0 {loaded}"
        assert ("A backup was made before the import" in done.stderr) == loaded


def test_the_names_of_a_folders_files_are_what_their_paths_say(tmp_path, monkeypatch):
    # The command line hands its readers the names (``file_names_in``), not Paths: each the
    # text of its Path, in the current folder too (``./`` left out, as a Path leaves it out).
    for name in ("a/b/x.json", "a/z.json", "y.JSON", "notes.txt"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("{}")
    monkeypatch.chdir(tmp_path / "a")
    for named in ([tmp_path], [tmp_path / "a", "../y.JSON"], ["."], ["./b/"], ["b//"]):
        found = importing.reading.file_names_in(named)
        assert found == [str(path) for path in importing.files_in(named)] and found
        assert all(isinstance(name, str) for name in found)
    assert importing.reading.file_names_in(["."]) == ["b/x.json", "z.json"]


def test_an_import_the_parser_refuses_after_its_readers_forked_is_refused_as_before_and_stops_them(
        capsys, tmp_path, monkeypatch):
    from mafia_desktop.store.importing import workers
    monkeypatch.setattr(workers, "PARALLEL_FROM", 2)
    folder = many_records(tmp_path, 3)
    forked = []
    plain = workers.Reading.__init__
    monkeypatch.setattr(workers.Reading, "__init__", lambda self, *a, **k: forked.append(self) or plain(self, *a, **k))
    # (argparse takes the first names as the files and refuses what follows an option)
    with pytest.raises(SystemExit) as refused:
        main(["--db", str(tmp_path / "a.sqlite3"), "import", str(folder), "--json", str(folder)])
    assert refused.value.code == 2 and forked
    assert capsys.readouterr().err.endswith(f"mafia-desktop: error: unrecognized arguments: {folder}\n")
    assert [len(reading.pids) for reading in forked] == [os.cpu_count()]
    for pid in forked[0].pids:     # (each reaped: no such child left)
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)
    assert not (tmp_path / "a.sqlite3").exists()


@pytest.mark.parametrize("argv", [
    ["import", "a.json"], ["--db", "x.db", "import", "a.json", "b", "-", "--json"],
    ["--db=x.db", "--verbose", "import", "--replace", "a", "--keep-both"],
    ["--db", "x.db", "import", "--db", "y.db", "a", "b", "--db=z.db"], ["import", "--verbose", "--json", "a"],
    ["--db", "import", "import", "import"], ["import", "", "a"]])
def test_a_plain_import_is_read_as_the_parser_reads_it(argv):
    from mafia_desktop.commands import _import, _parser
    from mafia_desktop.import_sources import plain_import
    names, args = plain_import(argv)
    assert args is not None and names == args.files
    assert {**vars(args), "handler": _import} == vars(_parser().parse_args(argv))


@pytest.mark.parametrize("argv", [
    ["import", "a", "--json", "b"], ["import", "a", "--db", "x", "b"], ["import", "--db", "-x", "a"],
    ["--db", "-x", "import", "a"]])
def test_an_import_the_parser_would_refuse_is_left_to_it(argv):
    from mafia_desktop.import_sources import plain_import
    assert plain_import(argv)[1] is None


@pytest.mark.parametrize("argv", [
    ["import"], ["import", "--keep", "a"], ["import", "--", "a"], ["-h"], ["import", "-x"], ["games"],
    ["--overlay", "import", "a"], ["import", "a", "--db"]])
def test_anything_but_a_plain_import_is_the_parsers(argv):
    from mafia_desktop.import_sources import plain_import
    assert plain_import(argv) == ([], None)


def test_an_import_whose_options_only_the_parser_reads_is_read_after_it_as_before(capsys, tmp_path, monkeypatch):
    # An option abbreviated (argparse's ``--keep`` for ``--keep-both``) is not a plain import:
    # its readers fork once the parser has read it, as they did before.
    from mafia_desktop.store.importing import workers
    monkeypatch.setattr(workers, "PARALLEL_FROM", 2)
    folder = many_records(tmp_path, 3)
    code, out, _ = run(capsys, "--db", str(tmp_path / "a.sqlite3"), "import", str(folder), "--keep", "--json")
    assert code == 0 and out.count('"status": "imported"') == 3


def test_an_import_process_ends_at_once_with_its_words_flushed_and_its_exit_handlers_run(tmp_path):
    # Issue 44: not every object taken down one by one at its end (``_end_at_once``); what it
    # printed (a pipe: kept in a buffer until then) and what ``atexit`` holds are not lost.
    from mafia_desktop.store.importing import workers
    folder = many_records(tmp_path, workers.PARALLEL_FROM)
    (folder / "broken.json").write_text("{")
    ran = tmp_path / "ran"
    script = ("import atexit, sys\n"
              f"atexit.register(lambda: open({str(ran)!r}, 'w').write('yes'))\n"
              f"sys.argv = ['mafia-desktop', '--db', {str(tmp_path / 'a.sqlite3')!r}, 'import', {str(folder)!r}]\n"
              "from mafia_desktop.__main__ import main\n"
              "main()\n"
              "print('not reached')\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 1 and ran.read_text() == "yes"
    assert done.stdout.count("imported: ") == workers.PARALLEL_FROM
    assert "broken.json: refused" in done.stderr and "not reached" not in done.stdout


def collecting(chunk):
    """A worker's part that tells whether its collector is on (``read_chunk``'s stand-in)."""
    import gc
    from mafia_desktop.store.importing.reading import ImportResult
    return [[(1, ImportResult(str(item), "error", message=str(gc.isenabled())))] for item in chunk]


def test_the_workers_collect_their_garbage_though_forked_while_the_writer_did_not(tmp_path, monkeypatch):
    # The command line keeps the collector off while its modules load and its readers fork
    # (``ImportSources``): on again in the writer once they have, and in each reader.
    import gc

    from mafia_desktop.import_sources import ImportSources
    from mafia_desktop.store.importing import workers
    monkeypatch.setattr(workers, "PARALLEL_FROM", 2)
    monkeypatch.setattr(workers, "read_chunk", collecting)
    sources = ImportSources([str(many_records(tmp_path, 3))])
    try:
        assert sources.reading is not None and gc.isenabled()
        told = [outcome.message for _, outcomes in sources.reading for _, outcome in outcomes]
    finally:
        sources.close()
    assert told == ["True"] * 3


@pytest.mark.parametrize("readers", [False, True])
def test_a_record_no_reader_foresaw_is_one_line_on_the_terminal_never_a_traceback(tmp_path, readers):
    # A random mutation run's records, imported on the command line: Python's last resort
    # printed every warning of a log nobody had started, each refusal a second time ("import
    # refused: ...") and, for a record no reader foresaw, its traceback; a reader forked
    # before the command's log was set (``readers``: as many records as fork them) printed it too.
    from mafia_desktop.store.importing import workers
    folder = many_records(tmp_path, workers.PARALLEL_FROM if readers else 2)
    script = ("import sys\n"
              "from mafia_desktop.store.importing import reading\n"
              "read = reading.read_record\n"
              "def unforeseen(data):\n"
              "    if data['id'] == '333915-1':\n"
              "        raise TypeError(\"'>' not supported between instances of 'list' and 'int'\")\n"
              "    return read(data)\n"
              "reading.read_record = unforeseen\n"
              "from mafia_desktop.__main__ import main\n"
              f"sys.exit(main(['--db', {str(tmp_path / 'a.sqlite3')!r}, 'import', {str(folder)!r}]))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr.splitlines() == [f"error: {folder / '1.json'}: malformed record ('>' not supported between "
                                        "instances of 'list' and 'int')"], done.stderr
