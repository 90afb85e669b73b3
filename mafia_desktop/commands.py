"""The command line's commands (``mafia-desktop COMMAND ...``, ``--help``, ``--version``,
``--self-test``): their parser, their handlers and what they share. The window's own start
never loads this module (``__main__`` reads its command line itself: ``window_start``): not
argparse, not json, not the code of fifteen commands (issue 44)."""

from __future__ import annotations

import json
import sqlite3
import sys
import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from datetime import date, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Callable

from mafia_desktop import __version__
from mafia_desktop.counting_line import CountingLine
from mafia_desktop.engine.errors import MafiaError, Message
from mafia_desktop.import_sources import ImportSources, early_import
from mafia_desktop import store   # (its Archive loaded at its first use: ``store``)
from mafia_desktop.store import ArchiveError, resolve_db_path
from mafia_desktop.store.housekeeping.disk_room import size_words
from mafia_desktop.store.opening import restore_journal, schema
from mafia_desktop.terminal_messages import in_language as _language, speaker as _speaker
from mafia_desktop.terminal_messages import tell as _tell, words as _words
from mafia_desktop.time_stamps import utc_stamp
from mafia_desktop.window_start import OVERLAY_HELP, VERBOSE_HELP, open_window, window_start

if TYPE_CHECKING:
    import argparse

    from mafia_desktop.store.archive import Archive

# Each command's modules, and the window's, are imported where they are used: each such import
# says what it would add to every command's start were it up here (measured: the import's time
# in a process that holds what a command's start loads: mafia-desktop games --help).


def main(argv: list[str], *, whole_process: bool = False) -> int:
    """A command run (``whole_process``: this process is the command's, ended at once after
    an import: ``_end_at_once``)."""
    return run(argv, early_import(argv), whole_process=whole_process)


def run(argv: list[str], early: ImportSources | None, *, whole_process: bool = False) -> int:
    """``main``, a plain ``import``'s sources begun already (``import_sources.early_import``:
    ``__main__`` begins them before this module is loaded)."""
    # A plain ``import`` forks its readers before anything else is loaded (the parser of every
    # command, the words): they read while this process goes on (issue 44). Stopped at the end
    # whatever happens (argparse's refusal, an archive that will not open).
    try:
        code = _command(argv, early)
    finally:
        if early is not None:
            early.close()
    if whole_process and early is not None and threading.active_count() == 1:
        _end_at_once(code)   # (a thread still at work is waited for, as the interpreter's end does)
    return code


def _end_at_once(code: int) -> None:
    """The process ended once its work is done (an import's: its archive closed, its readers
    stopped): what was registered to be done at the end done (``atexit``), what is written
    flushed, but not every object taken down one by one first, as the interpreter's end does
    (some 50 M instructions after an import, issue 44)."""
    import atexit
    import os
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):   # (a reader gone, a pipe closed: as the interpreter's end says)
            code = 120
    os._exit(code)


def _command(argv: list[str], early: ImportSources | None) -> int:
    # A plain import is read without the parser of every command (argparse, the hall's and the
    # service's arguments: 44 M instructions in the writer while its readers read, issue 44).
    args = window_start(argv) or _plain_args(early) or _parser().parse_args(argv)
    if early is not None and args.command == "import" and args.files == early.names:
        args.sources = early
    if args.self_test:   # on a temporary archive: never the host's own
        from mafia_desktop.self_test import run as self_test   # Qt, the window: +155 ms to every command
        return self_test()
    db_path = resolve_db_path(args.db)
    if args.command is None:
        return open_window(db_path, overlay=args.overlay, verbose=args.verbose)
    from mafia_desktop import logs   # (logging: loaded by the writer, its readers forked: an import logs anyway)
    if args.verbose:   # a command's log goes to the terminal only
        logs.start(verbose=True)
    else:
        logs.quiet()
    try:
        return args.handler(args, db_path)
    except MafiaError as error:   # the archive's refusal, a record's, the rules': in the host's words
        _tell(error.message)
        return 2
    except (OSError, sqlite3.Error) as error:   # outside the archive: a file to read or write
        print(f"mafia-desktop: {error}", file=sys.stderr)
        return 2


def _plain_args(early: ImportSources | None) -> SimpleNamespace | None:
    """A plain import's command as the parser would read it (``import_sources.plain_import``),
    its handler ours; None if only the parser can say."""
    if early is None or early.args is None:
        return None
    early.args.handler = _import
    return early.args


def _parser() -> argparse.ArgumentParser:
    # argparse loaded here: a plain import forks its readers before (8 M instructions).
    import argparse
    db_help = "the archive file (default: $MAFIA_DESKTOP_DB or the user data folder)"
    parser = argparse.ArgumentParser(prog="mafia-desktop", description="The Mafia host's console.")
    parser.add_argument("--db", metavar="PATH", help=db_help)
    parser.add_argument("--overlay", action="store_true", help=OVERLAY_HELP)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--verbose", action="store_true", help=VERBOSE_HELP)
    parser.add_argument("--self-test", action="store_true",
                        help="play a short game in an offscreen window on a temporary archive, export its "
                             "protocol, open every room of the app, and exit 0 if all went well")
    parser.set_defaults(command=None)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def command(name: str, handler: Callable, help_text: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS, help=db_help)
        p.add_argument("--verbose", action="store_true", default=argparse.SUPPRESS, help=VERBOSE_HELP)
        p.set_defaults(handler=handler)
        return p

    p = command("import", _import, "import game records (Polemica, mafiaratings, mafia-desktop JSON)")
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="a record's file, a folder of them (every .json file in it), or - for records "
                        "on the standard input, one JSON a line")
    p.add_argument("--json", action="store_true", help="one JSON object per game and line")
    p.add_argument("--replace", action="store_true",
                   help="a record that differs from a finished game in the archive takes its place (the "
                        "archived game goes to the trash); without it the archive's game is kept")
    p.add_argument("--keep-both", action="store_true",
                   help="a game the archive holds from another service (or played here) is imported again; "
                        "without it the game is kept once")
    p = command("games", _games, "list the games in the archive, newest first")
    p.add_argument("--player", metavar="NICK", help="only games with this nickname")
    p.add_argument("--unfinished", action="store_true", help="only games still to finish")
    p.add_argument("--trash", action="store_true", help="list the trash instead")
    p.add_argument("--json", action="store_true")
    p = command("show", _show, "print one game")
    p.add_argument("game_id", metavar="GAME_ID")
    p.add_argument("--json", action="store_true")
    p = command("export", _export, "export one game (JSON or PDF), or an evening's protocols")
    p.add_argument("game_id", metavar="GAME_ID", nargs="?")
    p.add_argument("--json", metavar="OUT", dest="json_out", help="our lossless JSON")
    p.add_argument("--mafiaratings", metavar="OUT", help="the mafiaratings game JSON")
    p.add_argument("--polemica", metavar="OUT", help="the Polemica competition game JSON (API version 4)")
    p.add_argument("--pdf", metavar="OUT", help="the printable protocol (with --all-since: every game's, in one file)")
    p.add_argument("--all-since", metavar="DATE", help="every game since DATE (YYYY-MM-DD)")
    p.add_argument("--all", action="store_true", help="every game of the archive, its trash too (with --json-lines)")
    p.add_argument("--json-lines", metavar="OUT",
                   help="with --all: our lossless JSON, one game a line (OUT.jsonl, or - for the standard "
                        "output), for another laptop's 'import OUT.jsonl'")
    p.add_argument("--pdf-dir", metavar="DIR", help="where --all-since writes the protocols")
    p.add_argument("--language", metavar="CODE",
                   help="the protocols' language: en, ru, he (right to left) or lv "
                        "(default: the one chosen in the window's settings)")
    for name, handler, text in (("trash", _trash, "move a game to the trash"),
                                ("restore", _restore, "take a game back out of the trash")):
        command(name, handler, text).add_argument("game_id", metavar="GAME_ID")
    command("empty-trash", _empty_trash, "delete the games in the trash for good")
    p = command("points", _points, "print each seat's points for one game under a scoring system")
    p.add_argument("game_id", metavar="GAME_ID")
    p.add_argument("--system", metavar="NAME", required=True, help="see: mafia-desktop systems")
    p.add_argument("--json", action="store_true", help="an object: seat number → points")
    command("systems", _systems, "list the scoring systems (names for points --system)")
    p = command("ratings", _ratings, "the club's ratings (as the mafiaratings service computes them): "
                                     "a line a player, the best first")
    p.add_argument("--since", metavar="DATE", help="only games that ended from DATE on (YYYY-MM-DD)")
    p.add_argument("--until", metavar="DATE", help="only games that ended up to DATE, that day included")
    p.add_argument("--game", metavar="GAME_ID", help="each seat's rating before this game and its change")
    p.add_argument("--start", metavar="FILE.csv",
                   help="starting ratings so the club goes on from the service's: a line a player, "
                        "nickname, overall, red, black (every game is rated again from them)")
    p.add_argument("--not-rated", metavar="GAME_ID", help="mark a game not rated: it earns nothing, changes nothing")
    p.add_argument("--rated", metavar="GAME_ID", help="count a game marked not rated again")
    p.add_argument("--json", action="store_true", help="one JSON object a line (with --game: one object)")
    p = command("check", _check, "SQLite's integrity check and every game against its digests; "
                                 "exit 1 if anything is damaged")
    p.add_argument("--quick", action="store_true", help="only each game's count and last digest (fast)")
    p.add_argument("--json", action="store_true", help="the report as one JSON object")
    command("backup", _backup, "make a backup of the archive now (beside it, and in the second folder "
                               "chosen in the window's settings)")
    command("backups", _backups, "list the archive's backups, newest first")
    p = command("restore-backup", _restore_backup,
                "put a backup in the archive's place; the current file is moved aside, never overwritten")
    p.add_argument("backup", metavar="BACKUP", help="a backup's file, its name from 'backups', or 'latest'")
    p = command("hall", _hall, "the tournament hall on a PostgreSQL server: setup, a table's sync and status")
    from mafia_desktop.hall.cli import add_arguments   # +5 ms to the window's start
    add_arguments(p)
    p = command("publish", _publish, "publish games to the mafiaratings rating service (they wait in the archive "
                                     "until it answered; exit 0 published, 1 refused, 2 not reached)")
    from mafia_desktop.publishing.cli import add_arguments as publishing_arguments
    publishing_arguments(p)
    p = command("repair", _repair, "copy an archive whose header is damaged into a new file, repaired")
    p.add_argument("--into", metavar="PATH", help="the new file (default: NAME-repaired beside it)")
    return parser


# -- handlers ------------------------------------------------------------------------------------

def _import(args: argparse.Namespace, db_path: Path) -> int:
    from mafia_desktop.store.importing import BATCH, LONG_BATCH, import_files, summary
    # The language is read from the settings once, at the first words said, not for each
    # record with something to say; on Linux without Qt (its start, 0.5 G instructions, was as
    # much as the rest of the parent's start: issue 44).
    speaking, speakers = ExitStack(), list[Callable[[Message | str], str]]()
    # The workers were forked before the parser was made (``_early_import``), or are now:
    # before the archive is opened (a new one made, sqlite-utils loaded for it), backed up and
    # the words loaded (Qt), they read meanwhile, where that was all done before they began,
    # one core idle (issue 44).
    sources = getattr(args, "sources", None) or ImportSources(args.files)
    speaking.callback(sources.close)
    archives, total, reading = sources.archives, sources.total, sources.reading

    def words(message: Message | str) -> str:
        if not speakers:
            speakers.append(_speaker(speaking))
        return speakers[0](message)
    # Many records: a line that counts, and only what needs a look (errors, notes) line by line.
    many = total == 0 or total > BATCH or bool(archives)
    counting = CountingLine(lambda done, of: words(
        Message("Records: {done} of {total}", done=done, total=of) if of
        else Message("Records read: {done}", done=done))) if many else None
    merging = None if counting is None else CountingLine(lambda done, of: words(
        Message("Games of the other archive: {done} of {total}", done=done, total=of)))
    statuses: Counter[str] = Counter()
    with speaking:
        with _writer(db_path) as archive:
            def back_up() -> None:
                # (An archive with no game yet has nothing to lose, as ``backup_first`` would say: the
                # backups' module and the settings' second folder not loaded for it, 8 ms of the
                # writer's while its readers read, issue 44.)
                if (many or args.replace) and archive.writable and archive.games(limit=1):
                    from mafia_desktop.store.housekeeping.backups import backup_first   # hashlib: +8 ms to each command
                    made = backup_first(archive, extra=_extra_folders())
                    for written in made.written if made else []:
                        _tell(Message("A backup was made before the import: {path}", path=written.path))
            # Many records are read in worker processes, one a core (``store.importing.workers``),
            # the first of them while the backup is made.
            def results():
                if reading is not None:
                    yield from import_files(archive, reading, total=total, progress=counting,
                                            batch=LONG_BATCH if many else None, replace=args.replace,
                                            keep_both=args.keep_both, before_writing=back_up)
                elif archives:
                    from mafia_desktop.store.importing.archives import check_other   # (tempfile: a merge's alone)
                    for other in archives:   # refused before a backup is made for them
                        check_other(Path(other))
                    back_up()
                for other in archives:
                    from mafia_desktop.store.importing.archives import import_archive   # (tempfile: a merge's alone)
                    if counting is not None and merging is not None:
                        counting.end()   # (the records' count left on its line)
                        yield from import_archive(archive, other, progress=merging)
                        merging.end()
            for result in results():
                statuses[result.status] += 1
                if counting is not None and not args.json and result.ok and not result.message:
                    continue
                if counting is not None and merging is not None:
                    counting.clear()
                    merging.clear()
                if args.json:
                    print(json.dumps(_import_record(archive, result), ensure_ascii=False), flush=True)
                elif result.ok:
                    print(f"{result.status}: {result.file} → {result.game_id}"
                          + (f" ({words(result.message)})" if result.message else ""))
                else:
                    print(f"error: {words(result.message)}", file=sys.stderr)
        if counting is not None:
            counting.end()
            print(words(summary(statuses)))
        if statuses["kept"]:
            print(words(Message("To put the records that differ in place of the archived games, import them "
                                "again with --replace (the archived games go to the trash).")), file=sys.stderr)
    return 0 if not statuses["error"] else 1


def _import_record(archive: Archive, result) -> dict:
    from mafia_desktop.store.queries.summary import game_summary   # +17 ms to every command
    record = {"file": result.file, "status": result.status, "source_id": result.source_id,
              "message": result.message or None}
    if result.game_id:
        row = archive.game(result.game_id)
        record.update(game_summary(row, result.state or archive.load(row.id).state))
    return record


def _games(args: argparse.Namespace, db_path: Path) -> int:
    with _reader(db_path) as archive:
        rows = archive.games(player=args.player, trash=args.trash,
                             finished=False if args.unfinished else None)
        # A game cut short, or with a payload a damaged page made NULL, is never listed as whole.
        damaged = archive.check(payloads=True).damaged
        if args.json:
            for row in rows:
                print(json.dumps({**_listing(row), "damaged": row.id in damaged}, ensure_ascii=False))
            return 0
        for row in rows:
            print(_listing_line(row) + ("  DAMAGED: " + _words(damaged[row.id].words) if row.id in damaged else ""))
        if not rows:
            print("no games" + (f" with {args.player}" if args.player else ""))
    return 0


def _listing(row) -> dict:
    return {"id": row.id, "ruleset": row.ruleset, "created_at": row.created_at,
            "finished": row.finished, "winner": row.winner, "club": row.club,
            "table": row.table_no, "game": row.game_no, "host": row.host}


def _listing_line(row) -> str:
    where = " ".join(part for part in (row.club, row.table_no and f"table {row.table_no}",
                                        row.game_no and f"game {row.game_no}") if part)
    result = f"{row.winner} won" if row.finished else f"unfinished ({row.phase} {row.round})"
    return f"{row.id[:8]}  {row.created_at[:16].replace('T', ' ')}  {row.ruleset:10s} {result:22s} {where}"


def _show(args: argparse.Namespace, db_path: Path) -> int:
    from mafia_desktop.store.queries.summary import game_summary   # +17 ms to every command
    with _reader(db_path) as archive:
        row = archive.game(args.game_id)
        summary = game_summary(row, archive.load(row.id).state)
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
        return 0
    print(_listing_line(row))
    for player in summary["players"]:
        print(f"  {player['seat']:>2}  {player['nickname']:20s} {player['role'] or ''}")
    for departure in summary["departures"]:
        print(f"  seat {departure['seat']} {departure['how']} ({departure['phase']} {departure['round']})")
    return 0


def _export(args: argparse.Namespace, db_path: Path) -> int:
    if args.language is not None:
        from mafia_desktop.i18n import LANGUAGES   # Qt: +75 ms to every command
        if args.language not in LANGUAGES:
            print(f"mafia-desktop: no language {args.language!r}; choose one of "
                  f"{', '.join(LANGUAGES)}", file=sys.stderr)
            return 2
    if args.all or args.json_lines:
        if not (args.all and args.json_lines) or args.game_id:
            print("mafia-desktop: export --all --json-lines OUT", file=sys.stderr)
            return 2
        return _export_all(args.json_lines, db_path)
    if args.all_since:
        if not (args.pdf_dir or args.pdf):
            print("mafia-desktop: --all-since needs --pdf-dir (a file each) or --pdf (one file)", file=sys.stderr)
            return 2
        with _language(args.language):
            return _export_evening(args.all_since, args.pdf_dir and Path(args.pdf_dir), args.pdf and Path(args.pdf),
                                   db_path)
    if not args.game_id or not (args.json_out or args.pdf or args.mafiaratings or args.polemica):
        print("mafia-desktop: export GAME_ID --json OUT | --mafiaratings OUT | --polemica OUT | --pdf OUT",
              file=sys.stderr)
        return 2
    from mafia_desktop.store.importing import write_json   # +50 ms to every command
    with _reader(db_path) as archive:
        row = archive.game(args.game_id)
        if args.json_out:
            from mafia_desktop.store.importing import export_bundle   # +50 ms to every command
            write_json(Path(args.json_out), export_bundle(archive, row.id))
        for target, service in ((args.mafiaratings, "mafiaratings"), (args.polemica, "Polemica")):
            if not target:
                continue
            # +50 ms to every command
            from mafia_desktop.formats import RecordError, mafiaratings
            from mafia_desktop.formats.polemica import writing as polemica_writing
            write = mafiaratings.write if service == "mafiaratings" else polemica_writing.write
            notes: list[Message] = []
            try:
                record = write(archive.load(row.id).state, row.id, events=archive.events(row.id),
                               started_at=row.created_at, notes=notes)
            except RecordError as error:
                _tell(Message("cannot write the {service} format: {problem}", service=service, problem=error.message))
                return 1
            for note in notes:
                print(f"note: {_words(note)}", file=sys.stderr)
            write_json(Path(target), record)
        if args.pdf:
            from mafia_desktop.protocol.archived import write_archived_protocol   # reportlab: +160 ms to every command
            with _language(args.language):
                write_archived_protocol(archive, row.id, Path(args.pdf))
    return 0


def _export_all(out: str, db_path: Path) -> int:
    """Every game as our bundle, one a line, the oldest first; a damaged game is said and
    left out (exit 1). A file is written whole or not at all (beside it, then renamed)."""
    from mafia_desktop.store.importing import export_bundle
    failed = 0
    with _reader(db_path) as archive, ExitStack() as closing:
        part = None if out == "-" else Path(out).with_name(Path(out).name + ".part")
        stream = sys.stdout if part is None else closing.enter_context(open(part, "w", encoding="utf-8"))
        rows = sorted(archive.games() + archive.games(trash=True), key=lambda row: (row.created_at, row.id))
        for row in rows:
            try:
                stream.write(json.dumps(export_bundle(archive, row.id), ensure_ascii=False) + "\n")
            except ArchiveError as error:
                failed += 1
                print(f"error: {_words(error.message)}", file=sys.stderr)
        stream.flush()
    if part is not None:
        part.replace(out)
    print(_words(Message("{count} games written, {failed} damaged left out", count=len(rows) - failed,
                         failed=failed)), file=sys.stderr)
    return 1 if failed else 0


def _export_evening(since: str, folder: Path | None, one_file: Path | None, db_path: Path) -> int:
    # reportlab: +160 ms to every command
    from mafia_desktop.protocol.archived import write_protocols, write_protocols_pdf
    with _reader(db_path) as archive:
        played = [row.id for row in reversed(archive.games(since=_utc_day(since)))]
        if one_file is not None:
            if not played:
                print(f"mafia-desktop: no games since {since}", file=sys.stderr)
                return 1
            write_protocols_pdf(archive, played, one_file)
            print(one_file)
        if folder is not None:
            for target in write_protocols(archive, played, folder):
                print(target)
    return 0


def _utc_day(day: str) -> str:
    """The start of a local calendar day as the archive's UTC time stamp."""
    try:
        start = datetime.fromisoformat(day)
    except ValueError:
        raise ArchiveError("{day!r} is not a date (YYYY-MM-DD)", day=day) from None
    return utc_stamp(start)


def _ratings(args: argparse.Namespace, db_path: Path) -> int:
    from mafia_desktop.store.projections import ratings   # +5 ms to every command
    if args.not_rated or args.rated:
        with _writer(db_path) as archive:
            game_id = archive.game(args.not_rated or args.rated).id
            archive.set_rated(game_id, bool(args.rated))
        print(f"{'rated' if args.rated else 'not rated'}: {game_id} (every game after it rated again)")
        return 0
    if args.start:
        if args.game or args.since or args.until:
            raise ArchiveError("--start takes no other option: it sets the starting ratings")
        from mafia_desktop.formats.rating_starts import read_file   # +45 ms to every command
        starts = read_file(Path(args.start))   # the whole file checked before the archive is opened
        with _writer(db_path) as archive:
            count = archive.set_rating_starts(starts)
        print(_words(Message("starting ratings for %n player(s); every game rated again from them", "", count)))
        return 0
    with _reader(db_path) as archive:
        if args.game:
            return _game_ratings(ratings.of_game(archive.conn, archive.game(args.game).id), as_json=args.json)
        since = _utc_day(args.since) if args.since else None
        until = _utc_day(_next_day(args.until)) if args.until else None
        table = sorted(ratings.table(archive.conn, since=since, until=until),
                       key=lambda row: (-row.overall, row.nickname.casefold()))
    for row in table:
        if args.json:
            print(json.dumps({"nickname": row.nickname, "overall": round(row.overall, 2), "red": round(row.red, 2),
                              "black": round(row.black, 2), "games": row.games, "change": round(row.change, 2)},
                             ensure_ascii=False))
        else:
            print(f"{row.nickname:24s} {row.overall:9.2f} {row.red:9.2f} {row.black:9.2f} {row.games:6d}")
    if not table and not args.json:
        print("no rated games" + (" in that period" if since or until else ""))
    return 0


def _game_ratings(game, *, as_json: bool) -> int:
    seats = [{"seat": seat.seat, "nickname": seat.nickname, "team": seat.team,
              "before": {"overall": seat.before.overall, "red": seat.before.red, "black": seat.before.black},
              "change": seat.change} for seat in game.seats]
    if as_json:
        print(json.dumps({"game": game.game_id, "p": game.p, "rated": game.p is not None, "seats": seats},
                         ensure_ascii=False))
        return 0
    print(f"{game.game_id}  p = {game.p:.4f}" if game.p is not None else f"{game.game_id}  not rated")
    for seat in seats:
        print(f"  {seat['seat']:>2}  {seat['nickname']:24s} {seat['team'] or '':5s} "
              f"{seat['before']['overall']:9.2f} {seat['change']:+8.2f}")
    return 0


def _next_day(day: str) -> str:
    try:
        return (date.fromisoformat(day) + timedelta(days=1)).isoformat()
    except ValueError:
        raise ArchiveError("{day!r} is not a date (YYYY-MM-DD)", day=day) from None


def _trash(args: argparse.Namespace, db_path: Path) -> int:
    with _writer(db_path) as archive:
        archive.trash(args.game_id)
    print(f"moved to the trash: {args.game_id} (mafia-desktop restore {args.game_id} brings it back)")
    return 0


def _restore(args: argparse.Namespace, db_path: Path) -> int:
    with _writer(db_path) as archive:
        archive.restore(args.game_id)
    print(f"restored: {args.game_id}")
    return 0


def _empty_trash(args: argparse.Namespace, db_path: Path) -> int:
    with _writer(db_path) as archive:
        count = archive.empty_trash()
    print(f"deleted {count} game(s) for good")
    return 0


def _known_systems(db_path: Path) -> dict:
    """The built-in scoring systems and the club's own tables kept in the archive (read
    only: an archive that is not there yet is not created for this)."""
    from mafia_desktop.engine.points import SYSTEMS   # the rules engine: +35 ms to every command
    from mafia_desktop.store.contests import scoring_systems   # +45 ms to every command
    if schema.inspect(db_path) != schema.SCHEMA_VERSION:
        return dict(SYSTEMS)
    with store.Archive(db_path, write=False) as archive:
        return scoring_systems(archive)


def _points(args: argparse.Namespace, db_path: Path) -> int:
    from mafia_desktop.engine.points import json_number, shown   # the rules engine: +35 ms to every command
    known = _known_systems(db_path)
    table = known.get(args.system) or next(
        (found for name, found in known.items() if name.casefold() == args.system.casefold()), None)
    if table is None:
        print(f"mafia-desktop: Unknown scoring system {args.system!r}; choose one of {', '.join(known)}",
              file=sys.stderr)
        return 2
    with _reader(db_path) as archive:
        row = archive.game(args.game_id)
        state = archive.load(row.id).state
    totals = table.points(state)
    if args.json:
        print(json.dumps({str(seat): json_number(points) for seat, points in totals.items()}))
        return 0
    print(f"{_listing_line(row)}  ({table.name})")
    if state.winner is None:
        print("  no result yet: the points so far")
    reasons: dict[int, list[str]] = {}
    for line in table.lines(state):
        sign = "+" if line.points > 0 else ""
        reasons.setdefault(line.seat, []).append(f"{line.what} {sign}{shown(line.points)}")
    for seat in state.seats:
        why = "; ".join(reasons.get(seat.number, []))
        print(f"  {seat.number:>2}  {seat.nickname:20s} {shown(totals[seat.number]):>6}  {why}".rstrip())
    return 0


def _systems(args: argparse.Namespace, db_path: Path) -> int:
    for name, table in _known_systems(db_path).items():
        print(f"{name:16s} {table.describe()}")
    return 0


def _reader(db_path: Path) -> Archive:
    """Listings read beside a running window. A missing archive is created empty first, an
    older one upgraded, a restore a kill cut short finished (each needs the writer's place for
    a moment)."""
    version = schema.inspect(db_path)
    if version is None or version < schema.SCHEMA_VERSION or restore_journal.pending(db_path):
        with _writer(db_path):
            pass
    archive = store.Archive(db_path, write=False)
    archive.backup_folders += _extra_folders()
    return archive


@contextmanager
def _writer(db_path: Path) -> Iterator[Archive]:
    """The archive open for writing (read-only if it must be), what the host should know
    about it said first; the backup folder chosen in the window's settings known to it. The
    first start after an upgrade counts the games it reads again."""
    counting = CountingLine(lambda done, total: _words(
        Message("Upgrading the archive: games {done} of {total}", done=done, total=total)))
    with store.Archive(db_path, progress=counting) as archive:
        counting.end()
        archive.more_backup_folders = _extra_folders
        for notice in archive.notices + ([archive.read_only_message()] if archive.read_only else []):
            _tell(notice)
        yield archive


# -- checks and backups --------------------------------------------------------------------------

def _hall(args: argparse.Namespace, db_path: Path) -> int:
    from mafia_desktop.hall.cli import run   # +5 ms to the window's start

    def saved_url() -> str:
        from mafia_desktop.preferences import hall_url   # Qt: +80 ms to every command
        return hall_url()
    return run(args, db_path, _words, saved_url)


def _publish(args: argparse.Namespace, db_path: Path) -> int:
    from mafia_desktop.publishing.cli import run
    with _writer(db_path) as archive:
        from mafia_desktop.preferences import saved_language   # Qt: +80 ms to every command
        language = saved_language()
        return run(args, archive, lambda message: _words(message, language))


def _check(args: argparse.Namespace, db_path: Path) -> int:
    with _reader(db_path) as archive:
        report = archive.check(full=not args.quick)
    trees, found, rebuilt = report.trees, report.integrity, list[str]()
    if report.only_indexes:   # nothing lost: each index made again from its table
        with _writer(db_path) as archive:
            if archive.writable:
                rebuilt = archive.rebuild_indexes(report)
                report = archive.check(full=True)
    with _reader(db_path) as archive:
        rows = {game_id: _row_or_none(archive, game_id) for game_id in report.damaged}
        said = {game_id: archive.damage(game_id, problem).message for game_id, problem in report.damaged.items()}
    told = [_tree_words(tree) for tree in trees]
    if report.only_indexes and not rebuilt:
        told.append(_words(Message("This archive cannot be written here: copy it to a writable folder and run "
                                   "check there, which rebuilds the damaged indexes from the tables.")))
    if rebuilt:
        told.append(_words(Message("Rebuilt from the tables: {indexes}. An index holds only copies of the "
                                   "tables' rows: nothing was lost.", indexes=", ".join(rebuilt))))
    if args.json:
        print(json.dumps({"ok": report.ok, "games": report.games, "seconds": round(report.seconds, 3),
                          "integrity": report.integrity,
                          "trees": [{"name": tree.name, "table": tree.table, "index": tree.index,
                                     "games": tree.games} for tree in trees],
                          "rebuilt": rebuilt, "told": told,
                          "damaged": [{"id": game_id, "problem": problem.kind, "event": problem.event,
                                       "message": _words(said[game_id])}
                                      for game_id, problem in report.damaged.items()]}, ensure_ascii=False))
        return 0 if report.ok else 1
    if found is not None:   # as it was found (before an index was rebuilt)
        print("SQLite integrity_check: " + ("ok" if not found else "; ".join(found)))
    for line in told:
        print(line)
    for game_id in report.damaged:
        row = rows[game_id]
        print(f"DAMAGED {_listing_line(row) if row else game_id}\n    {_words(said[game_id])}")
    print(_words(report.summary()))
    return 0 if report.ok else 1


def _tree_words(tree) -> str:
    """A damaged table or index, and the games it touches, for ``check``."""
    games = ", ".join(tree.games[:20]) + (" …" if len(tree.games) > 20 else "")
    if tree.index and tree.games:
        return _words(Message("The index {index} (of {table}) is damaged; %n game(s) touched: {games}", "",
                              len(tree.games), index=tree.name, table=tree.table, games=games))
    if tree.index:
        return _words(Message("The index {index} (of {table}) is damaged", index=tree.name, table=tree.table))
    if tree.games:
        return _words(Message("Rows of the table {table} are damaged; %n game(s) touched: {games}", "",
                              len(tree.games), table=tree.name, games=games))
    return _words(Message("Pages of the table {table} are damaged: the games listed below as damaged are "
                          "the ones it touches", table=tree.name))


def _row_or_none(archive: Archive, game_id: str):
    try:
        return archive.game(game_id)
    except ArchiveError:
        return None


def _extra_folders() -> list[Path]:
    from mafia_desktop import settings_file
    folders = settings_file.second_backup_folders()   # (without Qt where it can be read so)
    if folders is not None:
        return folders
    from mafia_desktop import preferences   # Qt: +75 ms to every command
    return preferences.second_backup_folders()


def _backup(args: argparse.Namespace, db_path: Path) -> int:
    from mafia_desktop.store.housekeeping.backups import make_backup   # hashlib: +8 ms to every command
    with _reader(db_path) as archive:
        result = make_backup(archive, extra=_extra_folders())
    for backup in result.written:
        print(f"{backup.path}  ({size_words(backup.size)})")
    print(_words(Message("New in the backups: {size}", size=size_words(result.stored))))
    for notice in result.notices:
        _tell(notice)
    return 0


def _backups(args: argparse.Namespace, db_path: Path) -> int:
    # hashlib: +8 ms to every command
    from mafia_desktop.store.housekeeping.backups import all_backups, disk_use, folder_beside
    found = all_backups([folder_beside(db_path), *_extra_folders()], db_path.stem)
    for backup in found:
        when = backup.when.astimezone().strftime("%Y-%m-%d %H:%M")   # ISO: the command line is read by scripts too
        print(f"{when}  {size_words(backup.size):>9}  {backup.path}")
    if not found:
        print(f"no backups yet in {folder_beside(db_path)}")
    else:
        print(_words(Message("On disk: {size} for these backups (a backup keeps only what changed since the "
                             "one before, compressed)", size=size_words(disk_use(found)))))
    return 0


def _restore_backup(args: argparse.Namespace, db_path: Path) -> int:
    # hashlib: +8 ms to every command
    from mafia_desktop.store.housekeeping.backups import all_backups, folder_beside, restore
    found = all_backups([folder_beside(db_path), *_extra_folders()], db_path.stem)
    chosen = Path(args.backup).expanduser()
    if args.backup == "latest":
        if not found:
            raise ArchiveError("There is no backup of {path} yet", path=db_path)
        chosen = found[0].path
    elif not chosen.exists():
        named = [backup.path for backup in found if backup.path.name == args.backup]
        if not named:
            raise ArchiveError("No backup {name}: mafia-desktop backups lists them", name=args.backup)
        chosen = named[0]
    aside = restore(db_path, chosen)
    print(_words(Message("Restored {backup} as {path}.", backup=chosen, path=db_path)))
    if aside is not None:
        print(_words(Message("The archive as it was is kept as {aside}: games played since the backup are "
                             "there (open it with --db, export them with --json, import them back).",
                             aside=aside)))
    return 0


def _repair(args: argparse.Namespace, db_path: Path) -> int:
    target = schema.repair_header(db_path, Path(args.into).expanduser() if args.into else None)
    print(_words(Message("Repaired into {target}; the damaged file was not changed. To use the repaired "
                         "copy: mafia-desktop restore-backup {target}", target=target)))
    return 0
