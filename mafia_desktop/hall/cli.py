"""``mafia-desktop hall …``: the organiser's setup, and a table's sync and status.

    mafia-desktop hall setup URL --tables N      # the organiser's URL to an empty database
    mafia-desktop hall password URL --table N    # the organiser: a login's password made anew
    mafia-desktop --db PATH hall sync [TABLE_URL]  # push what the hall lacks, then exit 0
    mafia-desktop --db PATH hall status [TABLE_URL]
    mafia-desktop --db PATH hall bring [JUDGE_URL]  # the head judge: every game of the hall into his archive

No password needs to be on the command line (where every user of the laptop reads it in
``ps``): a URL without one takes it from the keyring (Settings → Tournament hall keeps it
there), then libpq's own ``PGPASSWORD`` or ``~/.pgpass``, then asks for it at the terminal.
Without a URL, the one saved in Settings is used: the command line hands it over
(``saved_url``), as the hall reads no settings of the window's (they would load Qt). Every
fault is said in words, exit 2.
"""

from __future__ import annotations

import argparse
import getpass
import sys
from pathlib import Path
from typing import Callable

from mafia_desktop.engine.errors import Message
from mafia_desktop.hall.connection import HallError, HallNeedsPassword, connect, said, shown_url
from mafia_desktop.hall.secrets import has_password, password_for
from mafia_desktop.store.errors import ArchiveError

Words = Callable[[Message | str], str]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="hall_command", metavar="HALL_COMMAND", required=True)
    setup = sub.add_parser("setup", help="create the hall in an empty PostgreSQL database: its schema, and a "
                                         "role for each table and the head judge (their URLs printed once)")
    setup.add_argument("url", metavar="URL", help="the organiser's URL: postgresql://user@host:port/db (the "
                                                   "password from PGPASSWORD, ~/.pgpass or asked for)")
    setup.add_argument("--tables", type=int, required=True, metavar="N", help="how many tables play")
    setup.add_argument("--name", default="", help="the hall's name, as the judge's page shows it (default: the "
                                                  "database's)")
    text = ("a table's (or the head judge's) password made anew, its sessions ended: its new URL printed once (a "
            "login may change its own password, and PostgreSQL cannot forbid it)")
    p = sub.add_parser("password", help=text, description=text)
    p.add_argument("url", metavar="URL", help="the organiser's URL to the hall's database, as for setup")
    who = p.add_mutually_exclusive_group(required=True)
    who.add_argument("--table", type=int, metavar="N", help="the table whose password is made anew")
    who.add_argument("--judge", action="store_true", help="the head judge's")
    for name, text in (("sync", "push every event of this archive the hall does not have yet, then exit "
                                "(0: the hall has everything)"),
                       ("status", "what is waiting for the hall, and what it refused")):
        p = sub.add_parser(name, help=text, description=text)
        p.add_argument("url", metavar="TABLE_URL", nargs="?", default="",
                       help="the table's URL, as hall setup printed it (default: the one saved in Settings)")
        p.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS, help="the table's archive")
    text = ("the head judge's laptop: every game of the hall, with its events, into this archive (the "
            "tournament's protocols, standings and ratings stay here after the day)")
    p = sub.add_parser("bring", help=text, description=text)
    p.add_argument("url", metavar="JUDGE_URL", nargs="?", default="",
                   help="the head judge's URL, as hall setup printed it (default: the one saved in Settings)")
    p.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS, help="the head judge's archive")


def run(args: argparse.Namespace, db_path: Path, words: Words, saved_url: Callable[[], str] = lambda: "") -> int:
    """``saved_url``: the hall's URL saved in Settings, asked for only when none is given."""
    import psycopg   # psycopg: +150 ms to every command (the parser loads this module)
    if not args.url and args.hall_command != "setup":
        args.url = saved_url()
    try:
        return {"setup": _setup, "password": _password, "sync": _sync, "status": _status,
                "bring": _bring}[args.hall_command](args, db_path, words)
    except HallError as error:
        print(f"mafia-desktop: {words(error.message)}", file=sys.stderr)
    except psycopg.Error as error:   # the server gone in mid-command: said as any other fault
        print(f"mafia-desktop: {words(said(error, args.url).message)}", file=sys.stderr)
    return 2


def _setup(args: argparse.Namespace, db_path: Path, words: Words) -> int:
    from mafia_desktop.hall.setup import setup   # +6 ms to every command (the parser loads this module)
    _warn_of_password(args.url, words)
    made = _asking(lambda password: setup(args.url, args.tables, password=password, name=args.name), args.url)
    for login in made.logins:
        who = Message("table {number}", number=login.table) if login.table else Message("head judge")
        print(f"{words(who)}: {login.url}")
    print(words(Message("Give each table its URL (Settings → Tournament hall) and the head judge his. "
                        "The passwords are shown only now: the server keeps only their SCRAM verifiers.")))
    if made.hba:   # none: a note says why
        print(words(Message("Put these lines at the top of the server's pg_hba.conf, above its own host and local "
                            "lines (the first line that matches decides), then reload the server (on Debian: "
                            "pg_ctlcluster {version} main reload): the hall's logins then reach only this database "
                            "(over TLS, where the server has it).", version=made.version)))
    for line in made.hba:
        print(f"    {line}")
    for note in made.notes:
        print(f"mafia-desktop: {words(note)}", file=sys.stderr)
    return 0


def _password(args: argparse.Namespace, db_path: Path, words: Words) -> int:
    from mafia_desktop.hall.setup import new_password   # +6 ms to every command (the parser loads this module)
    _warn_of_password(args.url, words)
    login = _asking(lambda password: new_password(args.url, None if args.judge else args.table, password=password),
                    args.url)
    who = Message("table {number}", number=login.table) if login.table else Message("head judge")
    print(f"{words(who)}: {login.url}")
    print(words(Message("The old password no longer logs in, and the login's sessions were ended: give the new URL "
                        "to its laptop (Settings → Tournament hall).")))
    return 0


def _sync(args: argparse.Namespace, db_path: Path, words: Words) -> int:
    from mafia_desktop.hall import push   # +3 ms to every command (the parser loads this module)
    url = _table_url(args)
    log = _log(db_path)
    with _connected(url, words) as hall:
        heads, offset, within, local = _table_now(hall, log)
        done = push.push(hall, log, heads, local=local, url=url)
        left = push.waiting(local, heads)
    _said_of_clock(offset, words)
    for why in done.refused.values():
        print(f"mafia-desktop: {words(why)}")
    for why in push.left_out(log, within):
        print(words(why))
    print(words(Message("pushed {events} events of {games} games; {left} waiting", events=done.events,
                        games=done.games, left=left)))
    return 0 if left == 0 and not done.refused else 1


def _status(args: argparse.Namespace, db_path: Path, words: Words) -> int:
    from mafia_desktop.hall import push   # +3 ms to every command (the parser loads this module)
    url = _table_url(args)
    log = _log(db_path)
    with _connected(url, words) as hall:
        heads, offset, within, local = _table_now(hall, log)
        refused = hall.execute("SELECT game_id, seq, reason, received_at FROM hall.refusals "
                               "ORDER BY received_at").fetchall()
    _said_of_clock(offset, words)
    for game_id, count in sorted(local.items()):
        there = heads.get(game_id, (0, b""))[0]
        print(words(Message("game {game}: {here} events here, {there} in the hall", game=game_id, here=count,
                            there=there)))
    for why in push.left_out(log, within):
        print(words(why))
    for game_id, seq, reason, at in refused:
        print(words(Message("refused {at:%Y-%m-%d %H:%M}: {reason}", at=at, reason=reason)))
    left = push.waiting(local, heads)
    print(words(Message("{left} events waiting, {refused} refusals", left=left, refused=len(refused))))
    return 0


def _bring(args: argparse.Namespace, db_path: Path, words: Words) -> int:
    """Every game of the hall into this archive, a line a game that needs a look (the rest
    counted), then the summary; exit 1 if a game could not be brought."""
    from collections import Counter

    from mafia_desktop.counting_line import CountingLine
    from mafia_desktop.hall.bring import bring
    from mafia_desktop.store import Archive
    from mafia_desktop.store.errors import ArchiveError
    from mafia_desktop.store.importing import summary
    url = _table_url(args)
    counting = CountingLine(lambda done, total: words(Message("Games of the hall: {done} of {total}", done=done,
                                                              total=total)))
    statuses: Counter[str] = Counter()
    try:
        with _connected(url, words) as hall, Archive(db_path) as archive:
            for result in bring(archive, hall, shown_url(url), progress=counting):
                statuses[result.status] += 1
                if result.message:
                    counting.clear()
                    print(words(result.message), file=sys.stderr if result.status == "error" else sys.stdout)
    except ArchiveError as error:
        raise HallError("{problem}", problem=error.message) from None
    counting.end()
    print(words(summary(statuses)))
    return 1 if statuses["error"] else 0


def _table_now(hall, log):
    """The hall's heads of this table's games, the laptop's clock against the server's, the
    archive's games of the hall and their counts."""
    from mafia_desktop.hall import push   # +3 ms to every command (the parser loads this module)
    heads = push.hall_heads(hall)
    offset = push.clock_offset(hall)
    within = push.scope(hall, log, heads, offset)
    return heads, offset, within, push.local_heads(log, within)


def _table_url(args: argparse.Namespace) -> str:
    """The hall's URL given (a table's, or the head judge's), or the one saved in Settings."""
    if not args.url:
        raise HallError("no hall's URL given, and none is saved in Settings → Tournament hall")
    return args.url


def _connected(url: str, words: Words):
    _warn_of_password(url, words)
    saved = password_for(url)
    return _asking(lambda password: connect(url, password=password or saved), url)


def _asking(attempt, url: str):
    """``attempt(None)``; if the server needs a password none of its sources had, it is asked
    for at the terminal (never echoed) and tried once more."""
    try:
        return attempt(None)
    except HallNeedsPassword:
        if not sys.stdin or not sys.stdin.isatty():
            raise
        return attempt(getpass.getpass(f"Password for {shown_url(url)}: "))


def _warn_of_password(url: str, words: Words) -> None:
    if has_password(url):
        print("mafia-desktop: " + words(Message(
            "a password on the command line is seen by every user of this laptop: leave it out of the URL (it is "
            "then taken from Settings → Tournament hall, PGPASSWORD or ~/.pgpass, or asked for)")), file=sys.stderr)


def _said_of_clock(offset: float, words: Words) -> None:
    from mafia_desktop.hall import push   # +3 ms to every command (the parser loads this module)
    clock = push.clock_said(offset)
    if clock is not None:
        print(f"mafia-desktop: {words(clock)}", file=sys.stderr)


def _log(db_path: Path):
    from mafia_desktop.hall import push   # +3 ms to every command (the parser loads this module)
    if not db_path.exists():
        raise HallError("there is no archive at {path}", path=db_path)
    try:
        return push.open_log(db_path)
    except ArchiveError as error:
        raise HallError("{problem}", problem=error.message) from None
