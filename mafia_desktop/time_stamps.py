"""The app's time stamp, made here and nowhere else: UTC, ISO 8601, to the millisecond,
``2026-01-01T18:00:00.000+00:00``, always ``STAMP_LENGTH`` characters.

The archive keeps a stamp of exactly this form as a number (``store.event_rows``: any other
text is kept as it is), and stamps compare as text (an archive's date bounds, the hall's
scope), so one form, to the character, is what every writer must give. The standard library
only: the archive, the hall and the window import it alike, none of them below the others.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from functools import lru_cache

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
STAMP_LENGTH = 29
UTC_SUFFIX = "+00:00"
_MILLISECOND = timedelta(milliseconds=1)


def utc_now() -> str:
    """Now, as a stamp."""
    return utc_stamp(datetime.now(timezone.utc))


def utc_stamp(moment: datetime) -> str:
    """``moment`` as a stamp (a time without a zone is this machine's local time); its
    microseconds are cut to milliseconds, not rounded (as ``isoformat`` cuts them)."""
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return stamp_at((moment - EPOCH) // _MILLISECOND)


def stamp_at(ms: int) -> str:
    """The stamp of a moment given in milliseconds since the epoch. Put together by hand:
    ``datetime.isoformat`` took 20 µs a stamp, this 1.5 (the archive reads its events' times
    through here). A moment outside ``datetime``'s years raises OverflowError."""
    seconds, milli = divmod(ms, 1000)
    days, seconds = divmod(seconds, 86400)
    hours, seconds = divmod(seconds, 3600)
    minutes, seconds = divmod(seconds, 60)
    return f"{_date(days)}T{hours:02d}:{minutes:02d}:{seconds:02d}.{milli:03d}{UTC_SUFFIX}"


@lru_cache(maxsize=4096)
def _date(days: int) -> str:
    return (EPOCH + timedelta(days=days)).date().isoformat()


def stamp_sql(ms: str) -> str:
    """``stamp_at`` in SQLite's SQL, of the expression ``ms`` (its ``strftime`` gives the
    milliseconds as ``%f``: seconds with three decimals)."""
    return f"(strftime('%Y-%m-%dT%H:%M:%f', {ms} / 1000.0, 'unixepoch') || '{UTC_SUFFIX}')"


def local_time(stamp: str | None) -> datetime | None:
    """A stamp as the host's wall-clock time; None if there is none (or it is no time)."""
    if not stamp:
        return None
    try:
        return datetime.fromisoformat(stamp).astimezone()
    except ValueError:
        return None


def unix_seconds(stamp: str | None) -> int | None:
    """A stamp as whole seconds since the epoch (the rating service's times); None if there
    is none (or it is no time)."""
    if not stamp:
        return None
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return int((moment - EPOCH).total_seconds())
