"""A streamed game's video: its link and the stream's start, so a replay can open the video
at each moment of the game."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from mafia_desktop.store.errors import ArchiveError

if TYPE_CHECKING:
    from mafia_desktop.store.archive import Archive


def video(archive: Archive, game_id: str) -> tuple[str, str]:
    """The game's video link and the stream's start (UTC), "" each when not known."""
    row = archive.conn.execute("SELECT url, stream_start FROM game_videos WHERE game_id = ?", [game_id]).fetchone()
    return (row[0], row[1]) if row else ("", "")


def save(archive: Archive, game_id: str, *, url: str | None = None, stream_start: str | None = None) -> None:
    """Keep the game's video link (an http(s) address, or "" for none) and/or the stream's
    start (an ISO time with its zone); a bad one is refused and nothing changes."""
    row = archive.game(game_id)
    old_url, old_start = video(archive, row.id)
    url = old_url if url is None else url.strip()
    if url and (urlsplit(url).scheme not in ("http", "https") or not urlsplit(url).netloc or " " in url):
        raise ArchiveError("Not a video's address: {url} (it starts with https://)", url=url)
    stream_start = old_start if stream_start is None else stream_start
    if stream_start:
        try:
            zoned = datetime.fromisoformat(stream_start).utcoffset() is not None
        except ValueError:
            zoned = False
        if not zoned:
            raise ArchiveError("Not a time of day with its zone: {time}", time=stream_start)
    with archive.atomic():
        archive.conn.execute("INSERT INTO game_videos (game_id, url, stream_start) VALUES (?, ?, ?) "
                             "ON CONFLICT (game_id) DO UPDATE SET url = excluded.url, "
                             "stream_start = excluded.stream_start", [row.id, url, stream_start])
