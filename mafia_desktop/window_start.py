"""The window's start: its command line (nothing, ``--db PATH``, ``--overlay``,
``--verbose``) read without argparse, and the window opened. Light on purpose: all that a
start loads before Qt is on the host's clock (issue 44), so not the commands' code
(``commands``), argparse or json."""

from __future__ import annotations

import sys
from types import SimpleNamespace
from typing import TYPE_CHECKING

from mafia_desktop.collector import held
from mafia_desktop.desktop_libraries import check_before_the_window, no_display

if TYPE_CHECKING:
    from pathlib import Path

VERBOSE_HELP = "also write the log (mafia_desktop.logs) to the terminal, with its details"
OVERLAY_HELP = "start the stream overlay with the window (its port and delay as in the settings)"


def window_start(argv: list[str]) -> SimpleNamespace | None:
    """The window's usual start (nothing, ``--db PATH`` or ``--db=PATH``) read without
    argparse's parser, which would add about 3 ms to it (fifteen commands described, gettext's look
    for translations, the terminal's size for a help it does not print); None for anything
    else (a command, ``--help``, ``--version``, a mistake): the parser reads that and says what
    it says. ``--overlay`` (the streaming PC's start) and ``--verbose`` may come with either."""
    overlay, verbose = "--overlay" in argv, "--verbose" in argv
    argv = [arg for arg in argv if arg not in ("--overlay", "--verbose")]
    if not argv:
        db = None
    elif len(argv) == 2 and argv[0] == "--db" and not argv[1].startswith("-"):
        db = argv[1]
    elif len(argv) == 1 and argv[0].startswith("--db="):
        db = argv[0].removeprefix("--db=")
    else:
        return None
    return SimpleNamespace(db=db, self_test=False, command=None, overlay=overlay, verbose=verbose)


def open_window(db_path: Path, *, overlay: bool = False, verbose: bool = False) -> int:
    """The host's window on the archive at ``db_path``, until it is closed: its exit code (2:
    no display to open it on, 3: a library Qt needs is missing)."""
    if no_display():
        if sys.stderr is not None:
            from mafia_desktop.terminal_messages import tell
            from mafia_desktop.engine.errors import Message
            tell(Message("there is no display to open the window on (no DISPLAY or WAYLAND_DISPLAY: a terminal "
                         "over ssh?). Start it on the desktop, or work on the archive from here with the "
                         "command-line tools: mafia-desktop --help lists them (games, show, import, export, "
                         "check, backup, ...)."))
        return 2
    problem = check_before_the_window()   # Qt would abort, naming the wrong library
    if problem:
        if sys.stderr is not None:   # a gui-script on Windows has none
            print(problem, file=sys.stderr, end="")
        return 3
    from mafia_desktop import logs   # logging.handlers: +12 ms to every command
    logs.start(in_log_folder=True, verbose=verbose)   # (platformdirs asked at the first record)
    # Nothing the start makes is garbage: the collector's passes over it (10 ms of it) wait
    # until the window's warm-up, which freezes it all and lets the collector go on.
    with held():
        # The archive's and its list's modules need no Qt: imported before it, their own imports
        # are not read through by PySide's import hook, which looks for "PySide6" in the source
        # of every module imported after Qt's (its ``__feature__`` support): 8 M instructions.
        import mafia_desktop.store.archive, mafia_desktop.store.queries.browse  # noqa: E401, F401
        from mafia_desktop.app import run   # Qt, the window: +155 ms to every command
        return run(db_path, overlay=overlay)   # (the collector back after it, if it never warmed up)
