"""The app's log, for whoever looks into a problem after the evening: the standard library's
``logging`` into a rotating file in the user's log folder (``platformdirs``), its path shown in
the About box; ``--verbose`` writes the same lines (and the details) to the terminal too.

What is logged: every action the rules or the archive refuse, each import's outcome, the hall's
connection as it changes, each backup, and every exception nobody expected, with its traceback
(the host sees a sentence, never the traceback). Modules log through
``logging.getLogger(__name__)``; nothing is written before ``start`` (the window's start calls
it), so a test or a command without ``--verbose`` leaves no file anywhere.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from logging.handlers import RotatingFileHandler

#: Every module's logger is a child of this one (``mafia_desktop.hall.feed`` ...).
ROOT = "mafia_desktop"
FILE_NAME = "mafia-desktop.log"
#: A long evening logs a few hundred lines; three files of a megabyte keep weeks of them.
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"

_handlers: list[logging.Handler] = []


def log_path() -> Path:
    import platformdirs   # +4 ms to the window's start, were it up here: asked at the first record
    return Path(platformdirs.user_log_dir("mafia-desktop", appauthor=False)) / FILE_NAME


def start(*, to_file: Path | None = None, in_log_folder: bool = False, verbose: bool = False) -> Path | None:
    """Log into ``to_file`` (rotated), or with ``in_log_folder`` into the user's log folder
    (``log_path``, found and made at the first record: the window's start), and with
    ``verbose`` also to standard error, details included. Started again, it replaces what it
    started before. Returns ``to_file``, or None if its folder cannot be made (a read-only
    home: the app works on without a log) or with ``in_log_folder``."""
    stop()
    logger = logging.getLogger(ROOT)
    logger.setLevel(logging.DEBUG if verbose else logging.INFO)
    logger.propagate = False
    formatter = logging.Formatter(FORMAT)
    written: Path | None = None
    if in_log_folder:
        _add(logger, RotatedWhenWritten(log_path), formatter)
    elif to_file is not None:
        try:
            to_file.parent.mkdir(parents=True, exist_ok=True)
            handler: logging.Handler = RotatedWhenWritten(to_file)
            written = to_file
        except OSError as error:
            handler = logging.NullHandler()
            _no_log_file(error)
        _add(logger, handler, formatter)
    if verbose and sys.stderr is not None:   # a gui-script on Windows has no terminal
        _add(logger, logging.StreamHandler(sys.stderr), formatter)
    return written


def quiet() -> None:
    """A command's log written nowhere (no ``--verbose``). Left without a handler, Python's
    last resort printed each of its warnings on the terminal: every refused record a second
    time ("import refused: ..."), and a record no reader foresaw with its traceback."""
    logger = logging.getLogger(ROOT)
    if not any(type(handler) is logging.NullHandler for handler in logger.handlers):
        logger.addHandler(logging.NullHandler())


def _add(logger: logging.Logger, handler: logging.Handler, formatter: logging.Formatter) -> None:
    handler.setFormatter(formatter)
    logger.addHandler(handler)
    _handlers.append(handler)


def stop() -> None:
    """Back to nothing written: the records go up to the root logger again (pytest's caplog)."""
    logger = logging.getLogger(ROOT)
    for handler in _handlers:
        logger.removeHandler(handler)
        handler.close()
    _handlers.clear()
    logger.setLevel(logging.NOTSET)
    logger.propagate = True


def current_file() -> Path | None:
    """The file the log goes to now (the About box shows it), None if there is none."""
    for handler in _handlers:
        if isinstance(handler, RotatedWhenWritten) and not handler.failed:
            return handler.path
    return None


def _no_log_file(error: OSError) -> None:
    if sys.stderr is not None:   # a gui-script on Windows has no terminal
        print(f"mafia-desktop: no log file ({error})", file=sys.stderr)


class RotatedWhenWritten(logging.Handler):
    """The rotating file (``MAX_BYTES``, ``BACKUPS``), made at the first record: a window's
    start logs nothing, and ``logging.handlers`` brings sockets, pickle and queues with it
    (some 5 ms of the window's start, measured). ``path`` may be a function that finds it
    (``log_path``), asked at the first record or when the file is asked for; a folder that
    cannot be made then leaves the app without a log (``failed``), as ``start`` does."""

    def __init__(self, path: Path | Callable[[], Path]) -> None:
        super().__init__()
        self._where = path
        self.file: RotatingFileHandler | None = None
        self.failed = False

    @property
    def path(self) -> Path:
        if callable(self._where):
            self._where = self._where()
        return self._where

    def emit(self, record: logging.LogRecord) -> None:
        if self.file is None:
            if self.failed:
                return
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                self.failed = True
                _no_log_file(error)
                return
            from logging.handlers import RotatingFileHandler
            self.file = RotatingFileHandler(self.path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8",
                                            delay=True)
            self.file.setFormatter(self.formatter)
        self.file.emit(record)

    def setFormatter(self, formatter: logging.Formatter | None) -> None:   # noqa: N802 (logging's name)
        super().setFormatter(formatter)
        if self.file is not None:
            self.file.setFormatter(formatter)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
        super().close()

