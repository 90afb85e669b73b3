"""The window's start (issue 17): the start page filled in when the event loop first idles,
with nothing loaded that it does not show and the collector held off; the command line of a
plain start read as the parser reads it; the warm-up after the first paint, however slow the
start."""

import gc
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject

from mafia_desktop import __main__ as cli, commands, window_start
from mafia_desktop.store import Archive
from mafia_desktop.ui import window as window_module
from mafia_desktop.ui.window import MainWindow
from tests.engine.table import Table

ROOT = Path(__file__).resolve().parent.parent

STARTED = """
import gc, linecache, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from mafia_desktop.__main__ import main
app = QApplication(["mafia-desktop"])

def report():   # the event loop's second round: the window is painted, the loop idle
    modules = sorted(sys.modules)   # (before this report's own json)
    import json
    window = next(w for w in app.topLevelWidgets() if w.isVisible())
    qt_types = sorted(name for module in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets")
                      for name in vars(sys.modules[module]) if name.startswith("Q"))
    kept = sum(entry[0] for entry in linecache.cache.values() if len(entry) > 1)   # the sources' bytes
    print(json.dumps({"modules": modules, "qt_types": qt_types, "sources_kept": kept,
                      "listed": window.start.model.rowCount(),
                      "first": window.start.model.data(window.start.model.index(0, 3)),
                      "warmed": window.game_page is not None, "collecting": gc.isenabled(),
                      "language": sys.modules["mafia_desktop.i18n"].current_language(),
                      "plain": getattr(sys.modules["shibokensupport.feature"]._mod_uses_pyside, "plain", False),
                      "served": sorted(name for name in modules
                                       if type(getattr(sys.modules[name], "__loader__", None)).__name__
                                       == "ServedFromOneFile")}))
    QTimer.singleShot(1500, warmed)

def warmed():
    import json
    print(json.dumps({"collecting": gc.isenabled(), "frozen": gc.get_freeze_count()}))
    app.quit()
QTimer.singleShot(0, lambda: QTimer.singleShot(0, report))
sys.exit(main(["--db", sys.argv[1]]))
"""


def test_the_window_start_is_read_as_the_parser_reads_it():
    for argv in ([], ["--db", "club.sqlite3"], ["--db=club.sqlite3"], ["--db="], ["--db", "games"],
                 ["--overlay"], ["--db", "club.sqlite3", "--overlay"], ["--overlay", "--db=club.sqlite3"]):
        parsed = vars(commands._parser().parse_args(argv))
        assert vars(window_start.window_start(argv)) == parsed
    for argv in (["games"], ["--db", "x", "games"], ["--db"], ["--db", "-x"], ["--help"], ["--version"],
                 ["--self-test"], ["--db", "a", "--db", "b"], ["--dbx"]):
        assert window_start.window_start(argv) is None   # the parser's to read (and to refuse)


def test_the_start_page_is_filled_in_when_the_window_is_up_and_nothing_else_is_loaded(tmp_path):
    path = tmp_path / "club.sqlite3"
    table = Table()
    table.to_day()
    with Archive(path) as archive:
        archive.create_game(table.game.events)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", STARTED, str(path)], capture_output=True, text=True,
                          timeout=120, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    seen, later = (json.loads(line) for line in done.stdout.strip().splitlines()[-2:])
    assert seen["listed"] == 1 and seen["first"] == "day 1"   # what the host sees, there at once
    assert not seen["warmed"]   # the game page comes 300 ms later
    # The collector waits out the start (nothing it makes is garbage), then goes on past it.
    assert not seen["collecting"] and later["collecting"] and later["frozen"] > 10_000
    ours = {name for name in seen["modules"] if name.startswith("mafia_desktop")}
    # Not the rules engine (its errors' words only), the game page, the archive's pages,
    # the backups, hashlib, the colours' banner, sqlite-utils or Qt Multimedia, the log's
    # folder (platformdirs: asked at the first record), the rooms' settings records, signal's
    # enums (a test's stop point), the table's sounds (the warm-up's) or the night music (the
    # first night's); nor dataclasses (the code each one writes is compiled at every start:
    # the start page's records are named tuples), nor importlib.resources (the package's
    # files are found beside it: ``package_files``), nor the archive's housekeeping and the
    # projections' following of a write (loaded when first named), nor the backups' chunks,
    # nor an old archive's migrations.
    assert {name for name in ours if name.startswith("mafia_desktop.engine")} == {
        "mafia_desktop.engine", "mafia_desktop.engine.errors"}
    for later in ("mafia_desktop.ui.table.game_page", "mafia_desktop.ui.archive.archive_page",
                  "mafia_desktop.store.housekeeping.backups", "mafia_desktop.ui.shared.colours", "sqlite_utils",
                  "PySide6.QtMultimedia", "logging.handlers", "mafia_desktop.ui.publishing.publisher", "html",
                  "hashlib", "platformdirs", "mafia_desktop.settings_records", "signal",
                  "mafia_desktop.ui.table.sounds", "mafia_desktop.ui.table.night_music", "dataclasses",
                  "importlib.resources", "mafia_desktop.store.housekeeping.chunks",
                  *(f"mafia_desktop.store.housekeeping.{name}" for name in ("photos", "renames", "repair", "trash",
                                                                              "videos")),
                  *(f"mafia_desktop.store.projections.{name}" for name in ("following", "figures", "seats")),
                  "mafia_desktop.store.opening.relayout", "mafia_desktop.store.opening.repack",
                  "glob",   # (a killed copy's parts are found by their names: ``paths.remove_stray_parts``)
                  "mafia_desktop.ui.shared.hall_link", "mafia_desktop.hall.secrets",   # (the warm-up's)
                  "mafia_desktop.ui.shared.background",
                  # (the about box's; the game page's and the backups')
                  "mafia_desktop.words.bidi", "mafia_desktop.store.housekeeping.giving_way",
                  # (the command line's commands and their words: ``__main__`` reads the window's start)
                  "mafia_desktop.commands", "mafia_desktop.terminal_messages",
                  # (a payload's packing, read or written; a game's columns, written)
                  "mafia_desktop.store.log.packing", "mafia_desktop.store.projections.game_columns",
                  # (json: the schema's shape is Python, the first rows' ids written without it)
                  "json",
                  # (the players' registry and the rating queue, asked at the first write or look-up;
                  # sqlite-utils' view, the stop points of an upgrade's and a restore's steps)
                  "mafia_desktop.store.projections.players", "mafia_desktop.store.projections.rating_queue",
                  "mafia_desktop.store.sqlite_utils_view", "mafia_desktop.store.stop_points"):
        assert later not in seen["modules"]
    # Nor the Qt types the first screen does not show, each made with its enums when first
    # named (PySide makes a type at its first use): the upgrade's progress dialog, a tab widget.
    assert not {"QProgressDialog", "QDialog", "QTabWidget"} & set(seen["qt_types"])
    # Nor the delegate type of a combo box's own list (the start page's is marked finger-sized,
    # not asked for it), nor, in English, Qt's library paths (the path of Qt's own translations).
    assert "QItemDelegate" not in seen["qt_types"]
    assert "QStackedLayout" not in seen["qt_types"]   # (the window's stack says a page is added itself)
    assert seen["language"] != "en" or "QLibraryInfo" not in seen["qt_types"]
    # PySide's import hook read the source of every module imported after Qt (and of each one
    # an import named after it, the standard library's among them): not kept once the
    # window is made (900 kB of text, 2 MB of the start's memory); read as bytes, not through
    # inspect and linecache, from before Qt loads (``pyside_sources``: 15 M instructions).
    assert seen["sources_kept"] < 50_000 and seen["plain"]


def test_the_second_start_reads_the_modules_of_the_first_paint_from_one_file(tmp_path):
    # The first start imports them as usual and writes their bytecode into one file once the
    # window is painted; the next reads every one from it (``start_modules``, issue 44), all
    # but those imported before the window's start is known. (Bytecode of its own, under a
    # prefix: the first start compiles, the checkout's own is left alone.)
    path = tmp_path / "club.sqlite3"
    Archive(path).close()
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env.update({"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path / "config"),
                "HOME": str(tmp_path), "PYTHONPYCACHEPREFIX": str(tmp_path / "bytecode")})
    seen = []
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", STARTED, str(path)], capture_output=True, text=True,
                              timeout=120, env=env, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        seen.append(json.loads(done.stdout.strip().splitlines()[-2]))
    first, second = seen
    assert first["served"] == [] and first["modules"] == second["modules"]
    ours = {name for name in second["modules"] if name.startswith("mafia_desktop")}
    assert ours - set(second["served"]) == {"mafia_desktop", "mafia_desktop.__main__", "mafia_desktop.collector",
                                            "mafia_desktop.window_start", "mafia_desktop.desktop_libraries",
                                            "mafia_desktop.start_modules"}
    assert second["listed"] == first["listed"] and second["plain"]


def test_a_start_that_never_warmed_up_gives_the_collector_back(tmp_path, monkeypatch):
    # The collector is held off until the warm-up; a window closed before it (or an archive
    # refused) must not leave the process without one.
    from mafia_desktop import app, desktop_libraries
    seen = []
    monkeypatch.setattr(desktop_libraries, "check_before_the_window", lambda: None)
    monkeypatch.setattr(app, "run", lambda path, **_: seen.append(gc.isenabled()) or 2)
    assert window_start.open_window(tmp_path / "club.sqlite3") == 2
    assert seen == [False] and gc.isenabled()


def test_the_window_start_is_read_with_the_collector_held_off_and_a_command_has_it_back(monkeypatch):
    # The store's modules and the standard library's they bring are imported and the command
    # line read with the collector off (its passes over them: 4 M instructions of every start);
    # a command runs with it on.
    seen = []
    read = window_start.window_start
    monkeypatch.setattr(window_start, "window_start", lambda argv: seen.append(gc.isenabled()) or read(argv))
    monkeypatch.setattr(commands, "run", lambda argv, early, whole_process: seen.append(gc.isenabled()) or 0)
    assert cli.main(["games"]) == 0
    assert seen == [False, True] and gc.isenabled()


def test_the_streaming_pcs_start_opens_the_window_with_the_overlay(tmp_path, monkeypatch):
    from mafia_desktop import app, desktop_libraries
    seen = []
    monkeypatch.setattr(desktop_libraries, "check_before_the_window", lambda: None)
    monkeypatch.setattr(app, "run", lambda path, **options: seen.append(options) or 0)
    for start in (cli.main, cli.window):
        assert start(["--overlay", "--db", str(tmp_path / "club.sqlite3")]) == 0
        assert start(["--db", str(tmp_path / "club.sqlite3")]) == 0
    assert seen == [{"overlay": True}, {"overlay": False}] * 2


class _Painted(QObject):
    def __init__(self, window, order: list[str]) -> None:
        super().__init__()
        self.window, self.order = window, order

    def eventFilter(self, watched, event) -> bool:   # noqa: N802 (Qt's name)
        if watched is self.window and event.type() == QEvent.Type.Paint and "painted" not in self.order:
            self.order.append("painted")
        return False


def test_a_slow_start_paints_the_start_page_before_it_warms_up(qtbot, tmp_path, monkeypatch):
    order = []
    monkeypatch.setattr(MainWindow, "warm_up", lambda self: order.append("warmed up"))
    archive = Archive(tmp_path / "club.sqlite3")
    win = MainWindow(archive, sounds=False)
    qtbot.addWidget(win)
    seen = _Painted(win, order)
    win.installEventFilter(seen)
    win.show()
    time.sleep(window_module.WARM_UP_MS / 1000 + 0.1)   # a busy machine: the event loop starts late
    qtbot.waitUntil(lambda: "warmed up" in order, timeout=5000)
    assert order == ["painted", "warmed up"]
    archive.close()


def test_a_commands_parser_loads_neither_the_rating_services_client_nor_qt():
    """Every command's parser reads ``publishing.cli``: the service's network modules (0.1 G
    instructions) and Qt wait for a command that uses them (issue 44: an import's start
    before its workers)."""
    script = ("import sys; from mafia_desktop.commands import _parser; _parser(); "
              "from mafia_desktop.publishing import DEFAULT_SITE; "
              "print('mafia_desktop.publishing.service' in sys.modules, 'PySide6.QtCore' in sys.modules)")
    loaded = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert loaded.split() == ["True", "False"]
    script = script.replace("from mafia_desktop.publishing import DEFAULT_SITE; ", "")
    loaded = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert loaded.split() == ["False", "False"]


def test_the_first_paints_named_tuples_are_made_from_types_not_text():
    """A named tuple whose fields are annotated as text (``from __future__ import
    annotations``) compiles each into a reference when its class is made: 28 µs a field, 44
    fields at every start (issue 44)."""
    from typing import ForwardRef

    from mafia_desktop.store.projections.listing import GameRow
    from mafia_desktop.store.queries.browse import GameFilter, ListedGame
    from mafia_desktop.ui.shared.theme import Colours
    for made in (GameRow, GameFilter, ListedGame, Colours):
        assert not [name for name, kind in made.__annotations__.items() if isinstance(kind, (str, ForwardRef))]
