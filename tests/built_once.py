"""Archives built once a test session and copied for each test that asks (the fixture
``built_once``, tests/conftest.py): a test that needs thirty played games gets its own file
of them in milliseconds, not the second or two that playing them takes. And the empty
archive every new file starts as (``copying_create_file``): made once, copied after."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any

from mafia_desktop.store import Archive
from mafia_desktop.store.opening import schema


class BuiltOnce:
    """Each builder, with its arguments, run once into an archive of its own in ``folder``;
    ``copy`` puts a copy of that file where a test wants it."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._made: dict[tuple[Callable, tuple], tuple[Path, Any]] = {}

    def made(self, build: Callable[..., Any], *args: Hashable) -> tuple[Path, Any]:
        """The file ``build(archive, *args)`` made (built now if not yet) and what the builder
        returned (shared by every test that asks: read it, do not change it)."""
        key = (build, args)
        if key not in self._made:
            source = self.folder / str(len(self._made)) / "archive.sqlite3"
            with Archive(source) as archive:
                result = build(archive, *args)
            # Closed, the file is the whole archive: no write-ahead log left beside it.
            assert not source.with_name(source.name + "-wal").exists()
            self._made[key] = (source, result)
        return self._made[key]

    def copy(self, build: Callable[..., Any], to: Path, *args: Hashable) -> Any:
        """``build(archive, *args)``'s archive copied to ``to`` (not opened); what the builder returned."""
        source, result = self.made(build, *args)
        to.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, to)
        return result


def copying_create_file(made_by: Callable[[Path], None], folder: Path) -> Callable[[Path], None]:
    """``schema.create_file`` for the tests: the empty archive ``made_by`` (the real one)
    makes, made once in ``folder`` and then copied the same way, beside the new file and moved
    into place (a quarter of the CPU: an empty archive is made some 800 times a run; its bytes
    are the same, tests/test_built_once.py). ``made_by`` stays at hand as its attribute."""
    template = folder / "empty.sqlite3"
    making = threading.Lock()   # the hall's tables open their archives from three threads at once

    def create_file(path: Path) -> None:
        with making:
            if not template.exists():
                made_by(template)
        temp = path.with_name(f".{path.name}.new")
        temp.unlink(missing_ok=True)
        shutil.copyfile(template, temp)
        schema.replace_synced(temp, path)
    create_file.made_by = made_by   # type: ignore[attr-defined]
    return create_file
