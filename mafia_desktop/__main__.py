"""The command line. ``mafia-desktop`` opens the window; sub-commands work on the archive:

    mafia-desktop [--db PATH] [--overlay] [--verbose]   open the host window (--overlay: and the stream overlay;
                                                        --verbose: its log on the terminal)
    mafia-desktop import FILE|DIR|-... [--json]         import game records (- : one JSON a line on stdin;
                                                        a .jsonl file the same; another archive merged)
    mafia-desktop games [--player NICK] [--json]        list the archive
    mafia-desktop show GAME_ID [--json]                 one game
    mafia-desktop export GAME_ID --json OUT | --mafiaratings OUT | --polemica OUT | --pdf OUT [--language CODE]
    mafia-desktop export --all-since DATE --pdf-dir DIR | --pdf OUT [--language CODE]
    mafia-desktop export --all --json-lines OUT.jsonl    every game (the trash's too), our JSON a line
    mafia-desktop trash GAME_ID | restore GAME_ID | empty-trash
    mafia-desktop points GAME_ID --system NAME [--json]
    mafia-desktop systems                               the scoring systems for points --system
    mafia-desktop ratings [--since DATE] [--until DATE] [--json]   the club's ratings, a line a player
    mafia-desktop ratings --game GAME_ID [--json]       each seat's rating before a game and its change
    mafia-desktop ratings --start FILE.csv              starting ratings (nickname, overall, red, black)
    mafia-desktop ratings --not-rated GAME_ID | --rated GAME_ID   a game out of the ratings, or back in
    mafia-desktop check [--quick] [--json]              verify the file and every game (exit 1 on damage)
    mafia-desktop backup | backups                      make a backup now | list the backups
    mafia-desktop restore-backup BACKUP                 put a backup in place (the current file moved aside)
    mafia-desktop publish GAME_ID… | --event EVENT_ID [--service URL] [--user NAME] [--service-event N]
                  [--players FILE.csv] [--dry-run] [--json]   publish to the mafiaratings rating service
    mafia-desktop repair [--into PATH]                  copy an archive whose header is damaged into a new file
    mafia-desktop --self-test                           check this install (offscreen, temporary archive)
    mafia-desktop --version
"""

from __future__ import annotations

import sys

from mafia_desktop.collector import held


def main(argv: list[str] | None = None) -> int:
    whole_process, argv = argv is None, sys.argv[1:] if argv is None else argv
    shown = _plain_window(argv)
    if shown is not None:
        return shown
    # A plain import's readers fork before the commands' code is loaded: the writer loads it
    # while they read (``import_sources``).
    from mafia_desktop.import_sources import early_import
    early = early_import(argv)
    from mafia_desktop import commands
    return commands.run(argv, early, whole_process=whole_process)


def window(argv: list[str] | None = None) -> int:
    """``mafia-desktop-window`` (the gui-script): the window alone, started without a console
    (on Windows no console window behind it, and nothing to print to)."""
    argv = sys.argv[1:] if argv is None else argv
    shown = _plain_window(argv)
    if shown is not None:
        return shown
    import argparse   # (only for a start that is not the usual one)
    from mafia_desktop import window_start as start
    from mafia_desktop.store import resolve_db_path
    parser = argparse.ArgumentParser(prog="mafia-desktop-window", description="The Mafia host's window.")
    parser.add_argument("--db", metavar="PATH", help="the archive file")
    parser.add_argument("--overlay", action="store_true", help=start.OVERLAY_HELP)
    parser.add_argument("--verbose", action="store_true", help=start.VERBOSE_HELP)
    args, _ = parser.parse_known_args(argv)
    return start.open_window(resolve_db_path(args.db), overlay=args.overlay, verbose=args.verbose)


def _plain_window(argv: list[str]) -> int | None:
    """The window's usual start (``window_start``), read and run here: its exit code; None for
    anything else (a command: ``commands``, which the window never loads: argparse, json,
    fifteen commands' code, issue 44). Its modules are imported with the collector held off:
    the store's and the standard library's they bring (typing, sqlite3, datetime, shutil) are
    hardly garbage, and its passes over them were 3.9 M instructions of every start (the few
    cycles they leave are kept instead: 41 pages). The window holds it off until its warm-up
    (``window_start.open_window``); a command has it back."""
    with held():
        from mafia_desktop import window_start as start
        plain = start.window_start(argv)
        if plain is None:   # (a command: the store's paths, and sqlite3 with them, loaded by it if it needs them)
            return None
        from mafia_desktop import start_modules
        start_modules.install()   # the window's modules from one file, until it is painted
        try:
            from mafia_desktop.store import resolve_db_path
            return start.open_window(resolve_db_path(plain.db), overlay=plain.overlay, verbose=plain.verbose)
        finally:   # (a start that ended before its first paint: no display, the archive refused)
            start_modules.step_aside()


if __name__ == "__main__":
    sys.exit(main())
