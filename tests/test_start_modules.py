"""The window's start reads its modules' bytecode from one file (``start_modules``, issue 44):
served as Python's own import gives them, never a module changed since, and written again
when the start missed one."""

import importlib
import marshal
import os
import sys
from importlib.util import cache_from_source

import pytest

from mafia_desktop import start_modules
from mafia_desktop.start_modules import ServedFromOneFile, StartModules
from mafia_desktop.ui.shared import pyside_sources

SOURCES = {
    "__init__.py": "",
    "plain.py": "VALUE = 1\n\ndef where():\n    return __file__\n",
    "qt.py": "# names PySide6 in a comment only\nVALUE = 'qt'\n",
    "inner/__init__.py": "from . import deep\n\nVALUE = deep.VALUE * 10\n",
    "inner/deep.py": "from .. import plain\n\nVALUE = plain.VALUE + 1\n",
}
MODULES = ("plain", "qt", "inner", "inner.deep")


@pytest.fixture
def package(tmp_path, monkeypatch):
    """A package of its own (a new name for each test: nothing kept from another), its
    bytecode written as an install's is, its modules forgotten after the test."""
    name = f"startpkg_{os.getpid()}_{tmp_path.name.replace('-', '_')}"
    root = tmp_path / name
    for path, text in SOURCES.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    importlib.invalidate_caches()
    yield name, root
    for module in [module for module in sys.modules if module == name or module.startswith(name + ".")]:
        del sys.modules[module]


def _import_all(name: str) -> list[str]:
    importlib.import_module(name)
    return [f"{name}.{module}" for module in MODULES if importlib.import_module(f"{name}.{module}")]


def _forget(name: str) -> None:
    for module in [module for module in sys.modules if module.startswith(name + ".")]:
        del sys.modules[module]


def _written(name: str, root) -> str:
    """The file written from the package's modules as imported the usual way."""
    path = start_modules.bundle_path(str(root))
    assert start_modules.write(path, _import_all(name), str(root))
    _forget(name)
    return path


def test_a_module_is_served_from_the_file_as_its_bytecode_would_give_it(package):
    name, root = package
    plainly = {}
    for module in _import_all(name):
        loaded = sys.modules[module]
        plainly[module] = (loaded.__file__, loaded.__cached__, getattr(loaded, "__path__", None), loaded.VALUE)
    path = _written(name, root)
    finder = start_modules.install(path, str(root), name)
    assert _import_all(name)
    assert finder.served == set(plainly) and not finder.missed
    for module, seen in plainly.items():
        served = sys.modules[module]
        assert type(served.__loader__) is ServedFromOneFile and served.__spec__.loader is served.__loader__
        assert (served.__file__, served.__cached__, getattr(served, "__path__", None), served.VALUE) == seen
    assert sys.modules[f"{name}.plain"].where() == str(root / "plain.py")
    assert sys.modules[f"{name}.plain"].where.__code__.co_filename == str(root / "plain.py")
    written = os.stat(path).st_mtime_ns
    start_modules.settle()   # nothing missed: the file stays as it was
    assert finder not in sys.meta_path and os.stat(path).st_mtime_ns == written


def test_a_module_changed_since_is_imported_from_its_source_and_the_file_written_again(package):
    name, root = package
    path = _written(name, root)
    before = os.stat(path).st_mtime_ns
    plain = root / "plain.py"
    stamp = os.stat(plain).st_mtime_ns
    os.utime(plain, ns=(stamp, stamp + 1_000))   # a microsecond later, the same bytes: not served
    assert StartModules(path, str(root), name).find_spec(f"{name}.plain") is None
    plain.write_text(SOURCES["plain.py"].replace("VALUE = 1", "VALUE = 77"))
    finder = start_modules.install(path, str(root), name)
    _import_all(name)
    assert sys.modules[f"{name}.plain"].VALUE == 77 and sys.modules[f"{name}.inner.deep"].VALUE == 78
    assert finder.missed == {f"{name}.plain"} and type(sys.modules[f"{name}.plain"].__loader__) is not ServedFromOneFile
    start_modules.settle()
    assert os.stat(path).st_mtime_ns != before
    _forget(name)
    again = start_modules.install(path, str(root), name)
    _import_all(name)
    assert sys.modules[f"{name}.plain"].VALUE == 77 and again.served == set(finder.served | finder.missed)
    assert not again.missed


def test_a_module_not_in_the_file_is_imported_and_added_to_it(package):
    name, root = package
    path = start_modules.bundle_path(str(root))
    finder = start_modules.install(path, str(root), name)   # no file yet: the first start after an install
    _import_all(name)
    assert not finder.served and len(finder.missed) == len(MODULES)
    start_modules.settle()
    _forget(name)
    assert set(StartModules(path, str(root), name).entries) == {f"{name}.{module}" for module in MODULES}


def test_where_python_writes_no_bytecode_nor_is_the_file_written(package, monkeypatch):
    name, root = package
    path = start_modules.bundle_path(str(root))
    start_modules.install(path, str(root), name)
    _import_all(name)
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    start_modules.settle()
    assert not os.path.exists(path)
    # A folder it cannot write in: the start goes on, nothing written.
    assert not start_modules.write(str(root / "plain.py" / "no" / "file.bin"), [f"{name}.plain"], str(root))


def test_where_the_folder_is_not_the_hosts_to_write_in_the_sources_are_not_even_read(package, monkeypatch):
    # (a system's install, a read-only disk: else every start read them all after its first
    # paint, in the window's thread, for a file it could never write)
    name, root = package
    path = start_modules.bundle_path(str(root))
    start_modules.install(path, str(root), name)
    _import_all(name)
    folder = os.path.dirname(path)
    monkeypatch.setattr(os, "access", lambda where, mode: os.path.abspath(where) != os.path.abspath(folder))
    tried = []
    monkeypatch.setattr(start_modules, "write", lambda *args: tried.append(args))
    start_modules.settle()
    assert tried == [] and not os.path.exists(path)


def test_a_file_cut_short_or_of_another_kind_serves_nothing_wrongly(package):
    name, root = package
    path = _written(name, root)
    whole = open(path, "rb").read()
    for damaged in (whole[:len(whole) - 40], b"", b"not ours" + whole[8:]):
        with open(path, "wb") as file:
            file.write(damaged)
        start_modules.install(path, str(root), name)
        _import_all(name)
        assert sys.modules[f"{name}.inner.deep"].VALUE == 2 and sys.modules[f"{name}.qt"].VALUE == "qt"
        start_modules.settle()
        _forget(name)


def test_the_bytecode_written_is_the_pycs_where_it_matches_else_compiled(package):
    name, root = package
    _import_all(name)
    origin = str(root / "plain.py")
    found = os.stat(origin)
    source = open(origin, "rb").read()
    with open(cache_from_source(origin), "rb") as file:
        assert start_modules._bytecode_of(origin, source, found) == file.read()[16:]
    os.remove(cache_from_source(origin))
    compiled = marshal.loads(start_modules._bytecode_of(origin, source, found))
    assert compiled == compile(source, origin, "exec", dont_inherit=True)


def test_pysides_hook_is_answered_from_the_file_not_the_source(package):
    name, root = package
    path = _written(name, root)
    start_modules.install(path, str(root), name)
    _import_all(name)
    asked = []
    answer = pyside_sources.plain_reader(lambda module: asked.append(module) or False)
    (root / "qt.py").unlink()   # (read now, it would say nothing)
    assert answer(sys.modules[f"{name}.qt"]) and not answer(sys.modules[f"{name}.plain"]) and not asked
    start_modules.settle()


def test_a_file_that_cannot_be_written_is_only_noted_in_the_log(package, monkeypatch, caplog):
    # (settle runs in the event loop once the window is painted: an error there would be a
    # box before the host about a cache of his start.)
    name, root = package
    start_modules.install(start_modules.bundle_path(str(root)), str(root), name)
    _import_all(name)
    monkeypatch.setattr(start_modules, "write", lambda *args: 1 / 0)
    start_modules.settle()
    assert "not written in one file" in caplog.text


def test_a_start_that_ends_before_its_first_paint_leaves_no_finder_behind(monkeypatch):
    from mafia_desktop import __main__ as cli, window_start
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    seen = []
    monkeypatch.setattr(window_start, "open_window", lambda path, **_: seen.append(
        [type(found) for found in sys.meta_path].count(StartModules)) or 2)   # (no display, say)
    assert cli.main(["--db", "club.sqlite3"]) == 2
    assert seen == [1] and not any(isinstance(found, StartModules) for found in sys.meta_path)
