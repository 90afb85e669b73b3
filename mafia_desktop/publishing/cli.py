"""``mafia-desktop publish``: games to the rating service from the command line.

    mafia-desktop publish GAME_ID… | --event EVENT_ID [--service URL] [--user NAME]
        [--service-event N] [--players FILE.csv] [--dry-run] [--json]

The links given (``--service-event``: our event ↔ the service's event; ``--players``: a CSV of
``nickname,service_user_id`` lines) are kept in the archive, as the window's are. The games
asked wait in the archive's queue until the service answered (``queue.send_waiting``); the
seats still unlinked are said first. The password comes from ``MAFIARATINGS_PASSWORD``, the
keyring (``secrets``) or a prompt, never from an argument. Exit 0 when every game asked is
published (or already was), 1 when one is not (the service refused it, in its words; or it
cannot be sent yet: not finished, no link), 2 when the service cannot be reached.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from mafia_desktop.engine.errors import Message
from mafia_desktop.numerals import digits, positive
from mafia_desktop.store import ArchiveError

if TYPE_CHECKING:   # (the archive's modules loaded where one is opened: an import forks its readers first)
    from mafia_desktop.store.archive import Archive

Words = Callable[[Message], str]
PASSWORD_VARIABLE = "MAFIARATINGS_PASSWORD"
USER_VARIABLE = "MAFIARATINGS_USER"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("game_ids", metavar="GAME_ID", nargs="*", help="the games to publish")
    p.add_argument("--event", metavar="EVENT_ID", help="every game of this event of ours (publish the evening)")
    p.add_argument("--service", metavar="URL", help="the rating service's site (default: https://mafiaratings.com)")
    p.add_argument("--user", metavar="NAME", help=f"the service's account, its name or e-mail (default: "
                                                  f"${USER_VARIABLE}); its password from ${PASSWORD_VARIABLE}, the "
                                                  "system's keyring or a prompt, never an argument")
    p.add_argument("--service-event", metavar="N", type=int,
                   help="link the games' event of ours to the service's event N (kept in the archive)")
    p.add_argument("--players", metavar="FILE.csv",
                   help="nickname,service_user_id lines: each player's user id on the service (kept as links)")
    p.add_argument("--dry-run", action="store_true", help="print the JSON that would be sent; send nothing")
    p.add_argument("--json", action="store_true", help="one JSON object a game and line")


def run(args: argparse.Namespace, archive: Archive, words: Words) -> int:
    from mafia_desktop.publishing.service import DEFAULT_SITE, ServiceError
    if bool(args.game_ids) == bool(args.event):
        return _usage(words, Message("publish GAME_ID… or --event EVENT_ID, one of them"))
    site = args.service or DEFAULT_SITE
    try:
        games = _games(archive, args)
        if args.players:
            _link_players(archive, Path(args.players))
        service = None
        if not args.dry_run or args.service_event:
            service = _service(site, args.user or os.environ.get(USER_VARIABLE, ""), words)
            if service is None:
                return 2
        if args.service_event:
            _link_events(archive, games, args.service_event, service)
        _say_unlinked(archive, games, words)
        if args.dry_run:
            return _dry_run(archive, games, words)
        assert service is not None
        return _publish(archive, service, games, args.json, words)
    except ServiceError as error:
        _tell(words, error.message)
        return 2 if error.unreachable else 1
    except (ArchiveError, _Refused) as error:
        _tell(words, error.message)
        return 1


class _Refused(Exception):
    """What the command itself refuses, in words (a game in no event, a bad CSV line)."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


def _usage(words: Words, message: Message) -> int:
    _tell(words, message)
    return 2


def _tell(words: Words, message: Message) -> None:
    print(f"mafia-desktop: {words(message)}", file=sys.stderr)


def _games(archive: Archive, args: argparse.Namespace) -> list[str]:
    from mafia_desktop.store.contests import contest, contest_games
    if args.event:
        return [row.id for row in contest_games(archive, contest(archive, args.event).id)]
    return [archive.game(game_id).id for game_id in args.game_ids]


def _link_players(archive: Archive, path: Path) -> None:
    from mafia_desktop.store.publishing import link_player
    with path.open(encoding="utf-8-sig", newline="") as file:
        rows = [row for row in csv.reader(file) if row and any(cell.strip() for cell in row)]
    links: list[tuple[str, int]] = []
    for number, row in enumerate(rows, start=1):
        nickname, user_id = (cell.strip() for cell in (row + ["", ""])[:2])
        account = positive(user_id)
        if account is None:
            if number == 1 and not digits(nickname):
                continue   # a heading line
            raise _Refused(Message("{file}, line {line}: a nickname and the service's user id (a number) are "
                                   "expected", file=path.name, line=number))
        links.append((nickname, account))
    with archive.atomic():
        for nickname, user in links:
            link_player(archive, nickname, user)


def _service(site: str, user: str, words: Words):
    from mafia_desktop.publishing.secrets import password_for
    from mafia_desktop.publishing.service import Service
    if not user:
        _tell(words, Message("Which account of the rating service? --user NAME"))
        return None
    password = os.environ.get(PASSWORD_VARIABLE) or password_for(site, user)
    if not password and sys.stdin.isatty():
        import getpass
        password = getpass.getpass(words(Message("Password of {user} on {site}: ", user=user, site=site)))
    if not password:
        _tell(words, Message("No password for {user}: set {variable}, or save it in the window (Settings → Rating "
                             "service)", user=user, variable=PASSWORD_VARIABLE))
        return None
    return Service(site, user, password)


def _link_events(archive: Archive, games: list[str], service_event: int, service) -> None:
    """The games' events of ours linked to the service's event (its club asked of the service)."""
    from mafia_desktop.store.contests import contest_of
    from mafia_desktop.store.publishing import link_event
    found = service.event(service_event)
    if found is None:
        raise _Refused(Message("The rating service has no event {id}", id=service_event))
    events = set()
    for game_id in games:
        event = contest_of(archive, game_id)
        if event is None:
            raise _Refused(Message("game {id} is in no event of ours: put it in one to link it to the service's "
                                   "event", id=game_id))
        events.add(event.id)
    for event_id in events:
        link_event(archive, event_id, found.id, found.club_id)


def _say_unlinked(archive: Archive, games: list[str], words: Words) -> None:
    from mafia_desktop.store.publishing import unlinked_seats
    for game_id in games:
        seats = unlinked_seats(archive, game_id)
        if seats:
            listed = ", ".join(f"{seat} {nickname}" for seat, nickname in seats)
            _tell(words, Message("game {id}: seats sent without a user id of the service (no rating there): {seats}",
                                 id=game_id, seats=listed))


def _dry_run(archive: Archive, games: list[str], words: Words) -> int:
    from mafia_desktop.formats import RecordError
    from mafia_desktop.publishing.queue import game_json
    from mafia_desktop.store.contests import contest_of
    from mafia_desktop.store.publishing import event_link
    code = 0
    for game_id in games:
        event = contest_of(archive, game_id)
        link = event_link(archive, event.id) if event else None
        if link is None:
            _tell(words, Message("game {id}: its event is not linked to an event of the rating service "
                                 "(--service-event N)", id=game_id))
            code = 1
            continue
        try:
            print(json.dumps(game_json(archive, game_id, *link), ensure_ascii=False))
        except RecordError as error:
            _tell(words, error.message)
            code = 1
    return code


def _publish(archive: Archive, service, games: list[str], as_json: bool, words: Words) -> int:
    from mafia_desktop.publishing.queue import send_waiting
    from mafia_desktop.store.publishing import PUBLISHED, REFUSED, enqueue, publication
    enqueue(archive, games)
    outcomes = {outcome.game_id: outcome for outcome in send_waiting(archive, service, game_ids=games)}
    unreachable = any(outcome.unreachable for outcome in outcomes.values())
    code = 0
    for game_id in games:
        kept = publication(archive, game_id)
        assert kept is not None
        outcome = outcomes.get(game_id)
        if outcome is not None:
            said = outcome.words
        elif kept.state == PUBLISHED:
            said = Message("game {id} was published already (its game {service_id})", id=game_id,
                           service_id=kept.service_game_id or "?")
        else:
            said = Message("game {id} still waits: the rating service could not be reached", id=game_id)
        if kept.state == REFUSED or (kept.state != PUBLISHED and not unreachable):
            code = max(code, 1)
        if as_json:
            print(json.dumps({"id": game_id, "state": kept.state, "service_game_id": kept.service_game_id,
                              "fixes": kept.fixes, "reason": kept.reason, "message": words(said)},
                             ensure_ascii=False))
        else:
            print(words(said))
    return 2 if unreachable else code
