"""``mafia-desktop hall …``: the organiser's setup, and a table's sync and status.

    mafia-desktop hall setup URL --tables N     # the organiser's URL to an empty database
    mafia-desktop --db PATH hall sync TABLE_URL  # push what the hall lacks, then exit 0
    mafia-desktop --db PATH hall status TABLE_URL

A URL without a password takes it from the keyring (Settings → Tournament hall keeps it
there), then from libpq's own ``PGPASSWORD`` or ``~/.pgpass``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable

from mafia_desktop.engine.errors import Message
from mafia_desktop.hall.connection import HallError, connect

Words = Callable[[Message | str], str]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="hall_command", metavar="HALL_COMMAND", required=True)
    setup = sub.add_parser("setup", help="create the hall in an empty PostgreSQL database: its schema, and a "
                                         "role for each table and the head judge (their URLs printed once)")
    setup.add_argument("url", metavar="URL", help="the organiser's URL: postgresql://user:password@host:port/db")
    setup.add_argument("--tables", type=int, required=True, metavar="N", help="how many tables play")
    for name, text in (("sync", "push every event of this archive the hall does not have yet, then exit "
                                "(0: the hall has everything)"),
                       ("status", "what is waiting for the hall, and what it refused")):
        p = sub.add_parser(name, help=text, description=text)
        p.add_argument("url", metavar="TABLE_URL", help="the table's URL, as hall setup printed it")
        p.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS, help="the table's archive")


def run(args: argparse.Namespace, db_path: Path, words: Words) -> int:
    try:
        return {"setup": _setup, "sync": _sync, "status": _status}[args.hall_command](args, db_path, words)
    except HallError as error:
        print(f"mafia-desktop: {words(error.message)}", file=sys.stderr)
        return 2


def _setup(args: argparse.Namespace, db_path: Path, words: Words) -> int:
    from mafia_desktop.hall.setup import setup
    for login in setup(args.url, args.tables):
        who = Message("table {number}", number=login.table) if login.table else Message("head judge")
        print(f"{words(who)}: {login.url}")
    print(words(Message("Give each table its URL (Settings → Tournament hall) and the head judge his. "
                        "The passwords are shown only now: the server keeps only their hashes.")))
    return 0


def _sync(args: argparse.Namespace, db_path: Path, words: Words) -> int:
    from mafia_desktop.hall import push
    log = _log(db_path)
    with connect(args.url, password=_saved_password(args.url)) as hall:
        heads = push.hall_heads(hall)
        local = push.local_heads(log, push.hall_start(hall))
        done = push.push(hall, log, heads, local=local, url=args.url)
        left = push.waiting(local, heads)
    for why in done.refused.values():
        print(f"mafia-desktop: {words(why)}")
    print(words(Message("pushed {events} events of {games} games; {left} waiting", events=done.events,
                        games=done.games, left=left)))
    return 0 if left == 0 and not done.refused else 1


def _status(args: argparse.Namespace, db_path: Path, words: Words) -> int:
    from mafia_desktop.hall import push
    log = _log(db_path)
    with connect(args.url, password=_saved_password(args.url)) as hall:
        local = push.local_heads(log, push.hall_start(hall))
        heads = push.hall_heads(hall)
        refused = hall.execute("SELECT game_id, seq, reason, at FROM hall.refusals ORDER BY at").fetchall()
    for game_id, count in sorted(local.items()):
        there = heads.get(game_id, (0, b""))[0]
        print(words(Message("game {game}: {here} events here, {there} in the hall", game=game_id, here=count,
                            there=there)))
    for game_id, seq, reason, at in refused:
        print(words(Message("refused {at:%Y-%m-%d %H:%M}: {reason}", at=at, reason=reason)))
    left = push.waiting(local, heads)
    print(words(Message("{left} events waiting, {refused} refusals", left=left, refused=len(refused))))
    return 0


def _log(db_path: Path):
    from mafia_desktop.hall import push
    from mafia_desktop.store.errors import ArchiveError
    if not db_path.exists():
        raise HallError("there is no archive at {path}", path=db_path)
    try:
        return push.open_log(db_path)
    except ArchiveError as error:
        raise HallError("{problem}", problem=error.message) from None


def _saved_password(url: str) -> str | None:
    from mafia_desktop.hall.secrets import password_for
    return password_for(url)
