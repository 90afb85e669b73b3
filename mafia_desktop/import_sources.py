"""An ``import``'s sources sorted out, and its readers forked, before the commands' code is
loaded (``__main__``): a plain ``mafia-desktop import DIR`` (or ``-``) is read here without
argparse, and its readers begin while the writer loads the rest (the commands, the archive,
its words). What the readers do not need waits until they have forked: ``commands`` with
what it loads (json's encoder aside, sqlite3's schema checks, the terminal's words) was
2.2 M instructions of the serial start, one core idle (issue 44)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Iterator

from mafia_desktop.collector import held


def early_import(argv: list[str]) -> ImportSources | None:
    """An ``import``'s sources, its readers forked, when ``argv`` is a plain import (the
    options before the command ``--db PATH`` and ``--verbose``; after it the names and the
    import's own flags, as ``commands._parser`` reads them), read without argparse: for
    anything else (``--help``, an option abbreviated, ``--``, a name that begins with ``-``)
    None, and the parser reads it and says what it says. A file that cannot be read here is left to the
    import itself, which says so as it always did."""
    names, args = plain_import(argv)
    if not names:
        return None
    try:
        return ImportSources(names, args)
    except OSError:
        return None


#: A plain import's flags, as the parser names them.
_IMPORT_FLAGS = {"--json": "json", "--replace": "replace", "--keep-both": "keep_both", "--verbose": "verbose"}


def plain_import(argv: list[str]) -> tuple[list[str], SimpleNamespace | None]:
    """The names a plain ``import`` reads (``early_import``), none for anything else; and
    what the parser would make of the command (its ``--db`` the last given, as its
    sub-command's overrides the main one's), or None if only the parser can say (names
    after an option: it takes the first run of them as the files and refuses the rest)."""
    args = SimpleNamespace(db=None, verbose=False, overlay=False, self_test=False, command="import",
                           files=[], json=False, replace=False, keep_both=False)   # (its handler: ``commands``')
    at = 0
    while at < len(argv) and argv[at] != "import":
        if argv[at] == "--db" and at + 1 < len(argv):
            args.db = argv[at + 1]
            at += 2
        elif argv[at].startswith("--db="):
            args.db = argv[at].removeprefix("--db=")
            at += 1
        elif argv[at] == "--verbose":
            args.verbose = True
            at += 1
        else:
            return [], None
    names: list[str] = []
    run_ended, plain = False, True   # (a name after the names' run and an option: the parser refuses it)
    rest = argv[at + 1:]
    while rest:
        arg = rest.pop(0)
        if arg == "--db" and rest:
            args.db = rest.pop(0)
            run_ended = bool(names)
        elif arg == "-" or not arg.startswith("-"):
            plain = plain and not run_ended
            names.append(arg)
        elif arg.startswith("--db="):
            args.db = arg.removeprefix("--db=")
            run_ended = bool(names)
        elif arg in _IMPORT_FLAGS:
            setattr(args, _IMPORT_FLAGS[arg], True)
            run_ended = bool(names)
        else:
            return [], None
    if args.db is not None and args.db.startswith("-"):   # (the parser's: --db expects one argument)
        plain = False
    args.files = names
    return names, args if plain and names else None


class ImportSources:
    """What an ``import`` reads, sorted out from the names given: other archives (merged game
    by game after the records, ``importing.archives``), streams of JSON lines, files (each
    folder walked once), how many; and its records' ``Reading``, its workers forked when this
    is made (``close`` stops them)."""

    def __init__(self, names: list[str], args: SimpleNamespace | None = None) -> None:
        #: The command as the parser would read it (``plain_import``), None if only it can say.
        self.args = args
        # Nothing the modules make is garbage: the collector's passes over them (16 M of the
        # 0.5 G instructions before the readers fork, one core idle) wait until they have.
        with held():
            self._start(names)

    def _start(self, names: list[str]) -> None:
        # The rules and the import's modules, which the readers share: +50 ms to every command.
        from mafia_desktop.store.importing.reading import file_names_in
        from mafia_desktop.store.importing.workers import Reading
        # (The games' digests: loaded by each reader at its first game, and by the writer. Once
        # here, not in three processes.)
        from mafia_desktop.store.log import digests  # noqa: F401
        self.names = names
        # (A folder is no archive: the merging's modules, sqlite3's schema checks with them, are
        # loaded before the readers fork only for a file named.)
        files = [name for name in names if name != "-" and not os.path.isdir(name)]
        if files:
            from mafia_desktop.store.importing.archives import is_archive
            files = [name for name in files if is_archive(name)]
        self.archives = [Path(name) for name in files]
        # A file of JSON lines (``export --all --json-lines``) is read as the standard input is.
        self.streamed = [name for name in names if name == "-" or Path(name).suffix.lower() == ".jsonl"]
        # Each folder walked once (it was twice: 0.15 s for 3,000 files, for the count alone).
        self.named = [name if name in self.streamed else file_names_in([name]) for name in names
                      if Path(name) not in self.archives]
        self.total = 0 if self.streamed else sum(len(files) for files in self.named if isinstance(files, list))
        self.reading = Reading(self._items(), workers=None) if self.named else None

    def _items(self) -> Iterator:
        from mafia_desktop.store.importing.reading import lines
        for files in self.named:
            if files == "-":
                yield from lines(sys.stdin.buffer)
            elif isinstance(files, str):
                with open(files, "rb") as stream:
                    yield from lines(stream, files)
            else:
                yield from files

    def close(self) -> None:
        if self.reading is not None:
            self.reading.close()
