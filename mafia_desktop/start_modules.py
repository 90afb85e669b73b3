"""The window's start reads its modules' bytecode from one file, not from sixty (issue 44).

Each module of ours imported the usual way costs some fifteen system calls (its folder's and
its source's stats; its bytecode's file opened, read and closed; PySide's import hook reading
the source once more, for the word "PySide6") and the import system's Python around them:
for the 56 modules of the first paint 950 system calls and some 8 M instructions of every
start (2-3 ms). Here a finder placed before Python's own in ``sys.meta_path`` serves them from
one file read at once, ``__pycache__/start-modules.cpython-311.bin`` beside the
package's own bytecode, each module checked against its source as Python checks a ``.pyc``
(more strictly: the source's size and its time to the nanosecond, one stat): a module changed
since, moved, or not in the file is imported the usual way. A module served so is the same as
one imported from its ``.pyc`` (a ``SourceFileLoader`` its loader, the same ``__file__``,
``__cached__``, ``__path__``), its bytecode the same bytes.

Once the window is painted (``settle``) the finder steps aside; if the start imported a module
of ours it could not serve (the first start after an install or an upgrade, a source edited),
the file is written again, once, from the modules that start imported: their sources read
and their bytecode taken from the ``.pyc`` Python wrote (compiled where there is none that
matches). Not where Python writes no bytecode (``sys.dont_write_bytecode``), nor where the
folder is not ours to write (the start goes on as before)."""

from __future__ import annotations

import _imp
import marshal
import os
import sys
from importlib.machinery import ModuleSpec, PathFinder, SourceFileLoader
from importlib.util import MAGIC_NUMBER, cache_from_source

PACKAGE = __name__.rpartition(".")[0]
#: The package's folder: every entry's source is found from it.
ROOT = os.path.dirname(__file__)
#: The file's first bytes: Python's own bytecode's magic (a new Python reads none of it) and ours.
HEADER = MAGIC_NUMBER + b"mafia start modules 1\n"
#: What makes a module's entry: its source (a path from ``ROOT``), whether it is a package,
#: its source's time (ns) and size, whether the source names PySide6, and where its
#: bytecode lies in the file.
Entry = tuple[str, bool, int, int, bool, int, int]


def bundle_path(root: str = ROOT) -> str:
    """Where the file lies for this Python and its optimisation level (``-O``): beside the
    package's bytecode, under ``sys.pycache_prefix`` if one is set."""
    return cache_from_source(os.path.join(root, "start-modules.py")).removesuffix(".pyc") + ".bin"


class ServedFromOneFile(SourceFileLoader):
    """A module's loader, as Python's own for a source file, whose bytecode comes from the
    file while the finder holds it (from the ``.pyc`` afterwards: a reload)."""

    def __init__(self, fullname: str, path: str, finder: StartModules, names_pyside: bool) -> None:
        super().__init__(fullname, path)
        self.finder = finder
        #: Does its source hold "PySide6"? PySide's hook asks (``pyside_sources``): known here.
        self.names_pyside = names_pyside

    def get_code(self, fullname: str):
        code = self.finder.bytecode(fullname) if fullname == self.name else None
        return super().get_code(fullname) if code is None else code


class StartModules:
    """The finder, in ``sys.meta_path`` from ``install`` until ``settle``."""

    def __init__(self, path: str, root: str = ROOT, package: str = PACKAGE) -> None:
        self.path, self.root, self.package = path, root, package
        self.entries: dict[str, Entry] = {}
        self.served: set[str] = set()
        #: Modules of the package asked for and not served (not in the file, or changed).
        self.missed: set[str] = set()
        self._read = b""
        self._start = 0
        try:
            self._read_file()
        except (OSError, ValueError, EOFError, TypeError):   # none, or not one we wrote
            self.close()

    def _read_file(self) -> None:
        # Read whole, at once (four system calls; 0.3 ms for 540 kB: mapped instead, with
        # the mmap module's own loading, 0.4), held until the first paint.
        descriptor = os.open(self.path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        try:
            read = self._read = os.read(descriptor, os.fstat(descriptor).st_size)
        finally:
            os.close(descriptor)
        if not read.startswith(HEADER):
            raise ValueError(self.path)
        at = len(HEADER) + 4
        size = int.from_bytes(read[len(HEADER):at], "little")
        self.entries = marshal.loads(memoryview(read)[at:at + size])
        self._start = at + size

    def close(self) -> None:
        self.entries, self._read = {}, b""

    def find_spec(self, fullname: str, path=None, target=None) -> ModuleSpec | None:
        entry = self.entries.get(fullname)
        if entry is None:
            if fullname.startswith(self.package + "."):
                self.missed.add(fullname)
            return None
        source, is_package, mtime_ns, size, names_pyside = entry[:5]
        origin = os.path.join(self.root, source)
        try:
            found = os.stat(origin)
        except OSError:
            found = None
        if found is None or found.st_mtime_ns != mtime_ns or found.st_size != size:
            self.missed.add(fullname)
            return None
        spec = ModuleSpec(fullname, ServedFromOneFile(fullname, origin, self, names_pyside), origin=origin,
                          is_package=is_package)
        spec.has_location = True   # (its __file__ and __cached__ set, as a source file's are)
        if is_package:
            spec.submodule_search_locations = [os.path.dirname(origin)]
        self.served.add(fullname)
        return spec

    def bytecode(self, fullname: str):
        """The module's code from the file (None once the finder has let it go)."""
        entry = self.entries.get(fullname)
        if entry is None:
            return None
        start = self._start + entry[5]
        try:
            code = marshal.loads(memoryview(self._read)[start:start + entry[6]])
        except (EOFError, ValueError, TypeError):   # a file cut short: the module's .pyc, as usual
            return None
        # (As Python's own import does: a folder moved since keeps its tracebacks right.)
        _imp._fix_co_filename(code, os.path.join(self.root, entry[0]))   # type: ignore[attr-defined]
        return code

    def invalidate_caches(self) -> None:
        pass


def install(path: str | None = None, root: str = ROOT, package: str = PACKAGE) -> StartModules:
    """The finder in ``sys.meta_path``, just before Python's path finder (a finder placed
    before it, a bench's or a debugger's, still asked first): the window's start imports its
    modules next."""
    finder = StartModules(bundle_path(root) if path is None else path, root, package)
    paths = next((at for at, found in enumerate(sys.meta_path) if found is PathFinder), len(sys.meta_path))
    sys.meta_path.insert(paths, finder)
    return finder


def step_aside() -> StartModules | None:
    """The finder out of ``sys.meta_path``, its file let go; None if there was none."""
    finder = next((found for found in sys.meta_path if isinstance(found, StartModules)), None)
    if finder is not None:
        sys.meta_path.remove(finder)
        finder.close()
    return finder


def settle() -> None:
    """The first paint is done: the finder steps aside, and the file is written again if the
    start imported a module of ours it could not serve."""
    finder = step_aside()
    if finder is None:
        return
    missed = {name for name in finder.missed if _source_spec(sys.modules.get(name))}
    if missed and not sys.dont_write_bytecode and _writable(finder.path):
        try:
            write(finder.path, sorted(finder.served | missed), finder.root)
        except Exception:   # (a cache of the start's: never a box before the host for it)
            import logging
            logging.getLogger(__name__).warning("the start's modules not written in one file", exc_info=True)


def _writable(path: str) -> bool:
    """Could the file be put at ``path`` (its folder, or the nearest folder that would hold
    it)? Asked before the sources are read: an install the host may not write in (a
    system's, a read-only disk) would otherwise read them all after every first paint, in
    the window's own thread, for a file it can never write."""
    folder = os.path.dirname(path)
    while not os.path.isdir(folder):
        parent = os.path.dirname(folder)
        if parent == folder:
            return False
        folder = parent
    return os.access(folder, os.W_OK)


def _source_spec(module) -> ModuleSpec | None:
    """The module's spec if it was imported from a source file (not a frozen app's, nor a
    compiled extension)."""
    spec: ModuleSpec | None = getattr(module, "__spec__", None)
    if spec is None or not isinstance(spec.loader, SourceFileLoader) or not str(spec.origin).endswith(".py"):
        return None
    return spec


def write(path: str, names: list[str], root: str = ROOT) -> bool:
    """The file of these (imported) modules' bytecode, written whole and then put in place
    (a start reading the last one meanwhile keeps it). False if it cannot be written."""
    entries: dict[str, Entry] = {}
    parts: list[bytes] = []
    at = 0
    for name in names:
        spec = _source_spec(sys.modules.get(name))
        if spec is None:
            continue
        origin = str(spec.origin)
        try:
            found = os.stat(origin)
            with open(origin, "rb") as file:
                source = file.read()
            code = _bytecode_of(origin, source, found)
        except (OSError, SyntaxError, ValueError):
            continue
        entries[name] = (os.path.relpath(origin, root), spec.submodule_search_locations is not None,
                         found.st_mtime_ns, found.st_size, b"PySide6" in source, at, len(code))
        parts.append(code)
        at += len(code)
    index = marshal.dumps(entries)
    written = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(written, "wb") as file:
            file.write(HEADER + len(index).to_bytes(4, "little") + index)
            file.writelines(parts)
        os.replace(written, path)
    except OSError:
        try:
            os.remove(written)
        except OSError:
            pass
        return False
    return True


def _bytecode_of(origin: str, source: bytes, found: os.stat_result) -> bytes:
    """The module's marshalled code: its ``.pyc``'s, if that one was made from this source
    (its time and size, as Python checks it), else compiled as Python's import compiles it."""
    try:
        with open(cache_from_source(origin), "rb") as file:
            cached = file.read()
    except OSError:
        cached = b""
    if (cached[:4] == MAGIC_NUMBER and int.from_bytes(cached[4:8], "little") == 0
            and int.from_bytes(cached[8:12], "little") == int(found.st_mtime) & 0xFFFFFFFF
            and int.from_bytes(cached[12:16], "little") == found.st_size & 0xFFFFFFFF):
        return cached[16:]
    return marshal.dumps(compile(source, origin, "exec", dont_inherit=True))
