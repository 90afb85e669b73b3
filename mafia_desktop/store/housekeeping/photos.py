"""The players' photos, kept in the archive by the person (a renamed or merged player keeps
his: ``renames``). The window scales a chosen file down before it comes here
(``ui/shared/photos``); the archive takes only a small JPEG or PNG, whatever calls it."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from mafia_desktop.store.errors import ArchiveError

if TYPE_CHECKING:
    from mafia_desktop.store.archive import Archive

#: The most a photo may weigh: a 256-pixel JPEG is some 20 KB.
MOST_BYTES = 300_000
_KINDS = (b"\xff\xd8\xff", b"\x89PNG\r\n\x1a\n")


def photo(archive: Archive, player: str) -> bytes | None:
    """The player's photo (he as the registry knows him), None without one."""
    row = archive.conn.execute("SELECT photo FROM player_photos WHERE player = ?",
                               [archive.player_of(player)]).fetchone()
    return row[0] if row and isinstance(row[0], bytes) else None   # (a number or a text: no photo)


def photos_of(archive: Archive, nicknames: Iterable[str]) -> dict[str, bytes]:
    """The photos of the people behind these nicknames as recorded, by the nickname; those
    without one left out. One query, whoever sits at the table."""
    person = {nickname: archive.player_of(nickname) for nickname in nicknames if nickname}
    if not person:
        return {}
    wanted = sorted({name.casefold() for name in person.values()})
    marks = ", ".join("?" * len(wanted))
    rows = archive.conn.execute(f"SELECT player, photo FROM player_photos WHERE lower(player) IN ({marks})",
                                wanted).fetchall()
    # Only a blob is a photo: bytes() of a number a file made elsewhere holds there would be
    # that many zero bytes (2**62: a MemoryError), of a text a TypeError.
    found = {player.casefold(): data for player, data in rows if isinstance(player, str) and isinstance(data, bytes)}
    return {nickname: found[name.casefold()] for nickname, name in person.items() if name.casefold() in found}


def save(archive: Archive, player: str, data: bytes | None) -> None:
    """Keep ``data`` as the player's photo (None: take his photo away); a player the archive
    does not know, or data that is no small JPEG or PNG, is refused and nothing changes."""
    row = archive.conn.execute("SELECT nickname FROM players WHERE nickname = ?",
                               [archive.player_of(player)]).fetchone()
    if row is None:
        raise ArchiveError("There is no player {name!r} in the archive", name=player)
    if data is not None:
        if len(data) > MOST_BYTES:
            raise ArchiveError("A photo of {size} KB is too large to keep (at most {most} KB)",
                               size=len(data) // 1000, most=MOST_BYTES // 1000)
        if not data.startswith(_KINDS):
            raise ArchiveError("Only a JPEG or PNG photo can be kept")
    with archive.atomic():
        if data is None:
            archive.conn.execute("DELETE FROM player_photos WHERE player = ?", [row[0]])
        else:
            archive.conn.execute(
                "INSERT INTO player_photos (player, photo, changed_at) VALUES (?, ?, ?) "
                "ON CONFLICT (player) DO UPDATE SET photo = excluded.photo, changed_at = excluded.changed_at",
                [row[0], data, datetime.now(timezone.utc).isoformat(timespec="seconds")])


def rename(archive: Archive, old: str, new: str) -> None:
    """The photo goes with the player's new name; merged into one who has a photo, his stays."""
    archive.conn.execute("UPDATE OR IGNORE player_photos SET player = ? WHERE player = ?", [new, old])
    if old.casefold() != new.casefold():   # (the names are alike but for case: one row, moved already)
        archive.conn.execute("DELETE FROM player_photos WHERE player = ?", [old])
