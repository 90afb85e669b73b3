"""Qt for Python's import hook asked its question from a module's bytes (issue 44): the same
answer as PySide's own, for every module loaded."""

import sys
import types

from mafia_desktop.ui.shared import pyside_sources

HOOK = sys.modules["shibokensupport.feature"]
STANDARD = {"json", "typing", "logging", "datetime", "pathlib", "threading", "sqlite3", "sys", "gc", "linecache"}


def _pysides_own():
    asked = HOOK._mod_uses_pyside
    return asked.__closure__[0].cell_contents if getattr(asked, "plain", False) else asked


def test_the_hook_reads_plainly_once_the_app_is_loaded():
    import mafia_desktop.app   # noqa: F401
    assert getattr(HOOK._mod_uses_pyside, "plain", False)
    assert not pyside_sources.read_sources_plainly()   # once, not wrapped again


def test_each_module_of_the_start_gets_the_answer_pysides_own_reading_gives():
    import mafia_desktop.ui.window   # noqa: F401
    own, plain = _pysides_own(), pyside_sources.plain_reader(_pysides_own())
    # The app's modules and the standard library's that the start names after Qt.
    modules = [module for name, module in list(sys.modules.items()) if module is not None and (
        name.startswith("mafia_desktop") or name in STANDARD)]
    answers = {module.__name__: own(module) for module in modules}
    assert {module.__name__: plain(module) for module in modules} == answers
    # Both kinds among them: the window's modules name PySide6, the standard library's do not.
    assert answers["mafia_desktop.ui.window"] and not answers["json"]


def test_a_module_without_a_plain_source_is_left_to_pyside(tmp_path):
    seen = []
    plain = pyside_sources.plain_reader(lambda module: seen.append(module.__name__) or True)
    compiled, gone = types.ModuleType("compiled"), types.ModuleType("gone")
    compiled.__file__ = str(tmp_path / "compiled.pyc")
    gone.__file__ = str(tmp_path / "gone.py")   # (no such file)
    assert plain(compiled) and plain(gone) and plain(sys)   # (sys: built in, no file)
    assert seen == ["compiled", "gone", "sys"]
    written = tmp_path / "written.py"
    written.write_text("from PySide6 import QtCore\n")
    module = types.ModuleType("written")
    module.__file__ = str(written)
    assert plain(module) and seen == ["compiled", "gone", "sys"]
    written.write_text("import json\n")
    assert not plain(module)
