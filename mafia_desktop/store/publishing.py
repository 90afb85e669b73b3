"""Publishing to the rating service, as the archive keeps it: the links the host made once
and the queue of games to publish (offline first: a game waits here until the service
answered). The calls to the service are ``mafia_desktop.publishing``'s; this module only reads
and writes the archive's tables (``layout.PUBLISHING``).

A game's publication is ``waiting`` (asked, not yet answered), ``published`` (the service's
game id and its fixes kept, with the game's last digest as it was sent) or ``refused`` (the
service's words kept). A published game whose log moved on since (its digest is not the one
sent) waits again when asked, and is then sent as a correction of the service's game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from mafia_desktop.store.archive import Archive
from mafia_desktop.time_stamps import utc_now

WAITING, PUBLISHED, REFUSED = "waiting", "published", "refused"


@dataclass(frozen=True)
class Publication:
    game_id: str
    state: str                      # WAITING, PUBLISHED or REFUSED
    service_game_id: int | None     # the service's id once it saved the game
    reason: str                     # the service's words for a refusal
    fixes: str                      # the service's words for what it changed in the record
    published_digest: str | None    # the game's last digest (hex) as published
    attempted_at: str | None        # the last answer's time (the archive's time stamps)


_COLUMNS = "game_id, state, service_game_id, reason, fixes, published_digest, attempted_at"


# -- the links ------------------------------------------------------------------------------------

def link_event(archive: Archive, contest_id: str, service_event_id: int, club_id: int) -> None:
    """Our event is the service's event ``service_event_id`` of the club ``club_id``."""
    with archive.atomic():
        archive.conn.execute("INSERT OR REPLACE INTO service_events (contest_id, service_event_id, club_id) "
                             "VALUES (?, ?, ?)", [contest_id, int(service_event_id), int(club_id)])


def event_link(archive: Archive, contest_id: str) -> tuple[int, int] | None:
    """(the service's event id, its club id) of our event, or None if not linked."""
    row = archive.conn.execute("SELECT service_event_id, club_id FROM service_events WHERE contest_id = ?",
                               [contest_id]).fetchone()
    return (row[0], row[1]) if row else None


def link_player(archive: Archive, nickname: str, user_id: int) -> None:
    """The person behind ``nickname`` (the registry's, so a renamed or merged player keeps
    the link) is the service's user ``user_id``."""
    with archive.atomic():
        archive.conn.execute("INSERT OR REPLACE INTO service_players (player, user_id) VALUES (?, ?)",
                             [archive.player_of(nickname), int(user_id)])


def player_links(archive: Archive) -> dict[str, int]:
    """Person → the service's user id."""
    return dict(archive.conn.execute("SELECT player, user_id FROM service_players ORDER BY player"))


def seat_user_ids(archive: Archive, game_id: str) -> dict[int, int]:
    """Seat → the service's user id, for the seats whose person is linked."""
    key = archive.log.key(game_id)[0]
    return dict(archive.conn.execute(
        "SELECT p.seat, s.user_id FROM game_players p JOIN service_players s ON s.player = p.player "
        "WHERE p.game = ? ORDER BY p.seat", [key]))


def unlinked_seats(archive: Archive, game_id: str) -> list[tuple[int, str]]:
    """(seat, nickname) of the game's seats whose person has no user id on the service: they
    would be sent without one, and earn no rating there."""
    key = archive.log.key(game_id)[0]
    return [(seat, nickname) for seat, nickname in archive.conn.execute(
        "SELECT p.seat, p.nickname FROM game_players p WHERE p.game = ? AND NOT EXISTS "
        "(SELECT 1 FROM service_players s WHERE s.player = p.player) ORDER BY p.seat", [key])]


def host_user_id(archive: Archive, host: str) -> int | None:
    """The service's user id of the game's host (the record's moderator), if linked."""
    if not host.strip():
        return None
    row = archive.conn.execute("SELECT user_id FROM service_players WHERE player = ?",
                               [archive.player_of(host)]).fetchone()
    return row[0] if row else None


# -- the queue -------------------------------------------------------------------------------------

def game_digest(archive: Archive, game_id: str) -> str:
    """The game's last digest as hex: what its log is now (it moves with every event); "" for
    none, or for one that is no digest (a file made elsewhere: its game reads as damaged, and
    the queue refuses it in words when it reads its events)."""
    row = archive.conn.execute("SELECT event_digest FROM games WHERE id = ?", [game_id]).fetchone()
    return row[0].hex() if row and isinstance(row[0], bytes) else ""


def enqueue(archive: Archive, game_ids: Sequence[str]) -> None:
    """Ask for the games to be published: each waits until the service answered. A game
    published and unchanged since stays as it is; one changed since (its digest moved) waits
    again, to be sent as a correction; a refused one waits again (the host asks anew)."""
    with archive.atomic():
        for game_id in game_ids:
            game_id = archive.game(game_id).id
            known = publication(archive, game_id)
            if known is None:
                archive.conn.execute("INSERT INTO publications (game_id, state) VALUES (?, ?)", [game_id, WAITING])
            elif known.state == REFUSED or (known.state == PUBLISHED
                                            and known.published_digest != game_digest(archive, game_id)):
                archive.conn.execute("UPDATE publications SET state = ?, reason = '' WHERE game_id = ?",
                                     [WAITING, game_id])


def waiting(archive: Archive) -> list[Publication]:
    """The games waiting to be sent, in the order they were played."""
    return [Publication(*row) for row in archive.conn.execute(
        f"SELECT {', '.join('p.' + c for c in _COLUMNS.split(', '))} FROM publications p "
        "JOIN games g ON g.id = p.game_id WHERE p.state = ? ORDER BY g.created_at, g.id", [WAITING])]


def publication(archive: Archive, game_id: str) -> Publication | None:
    row = archive.conn.execute(f"SELECT {_COLUMNS} FROM publications WHERE game_id = ?", [game_id]).fetchone()
    return Publication(*row) if row else None


def mark_published(archive: Archive, game_id: str, service_game_id: int | None, fixes: str, digest: str) -> None:
    """The service saved the game: its id there, its fixes and the digest sent are kept."""
    with archive.atomic():
        archive.conn.execute(
            "UPDATE publications SET state = ?, service_game_id = coalesce(?, service_game_id), reason = '', "
            "fixes = ?, published_digest = ?, attempted_at = ? WHERE game_id = ?",
            [PUBLISHED, service_game_id, fixes, digest, utc_now(), game_id])


def mark_refused(archive: Archive, game_id: str, reason: str) -> None:
    """The service refused the game: it stays unpublished, the service's words kept."""
    with archive.atomic():
        archive.conn.execute("UPDATE publications SET state = ?, reason = ?, attempted_at = ? WHERE game_id = ?",
                             [REFUSED, reason, utc_now(), game_id])


def note_waiting(archive: Archive, game_id: str, reason: str) -> None:
    """The game still waits, and why (no event link yet, the service out of reach)."""
    with archive.atomic():
        archive.conn.execute("UPDATE publications SET reason = ?, attempted_at = ? WHERE game_id = ? AND state = ?",
                             [reason, utc_now(), game_id, WAITING])
