"""The log's time stamps: UTC, to the millisecond, as ISO text (``event_rows`` keeps them in
fewer bytes and gives back this very text)."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Sequence

from mafia_desktop.store.errors import ArchiveError


def utc_now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def local_time(stamp: str | None) -> datetime | None:
    """An archive time stamp (UTC) as the host's wall-clock time; None if there is none."""
    if not stamp:
        return None
    try:
        return datetime.fromisoformat(stamp).astimezone()
    except ValueError:
        return None


def stamps_for(at: str | Sequence[str] | None, count: int) -> list[str]:
    """One time stamp per event: the ones given, else now."""
    if at is None or isinstance(at, str):
        return [at or utc_now()] * count
    if len(at) != count:
        raise ArchiveError("{count} events but {stamps} time stamps", count=count, stamps=len(at))
    return [stamp or utc_now() for stamp in at]
