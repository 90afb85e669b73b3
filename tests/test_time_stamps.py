"""The app's time stamp: one shape, to the character, made in one place (``time_stamps``);
the archive keeps a stamp of that shape as a number and gives it back exactly."""

import random
from datetime import datetime, timedelta, timezone

from mafia_desktop.store.log import event_rows
from mafia_desktop.time_stamps import STAMP_LENGTH, stamp_at, utc_now, utc_stamp

RIGA = timezone(timedelta(hours=2))


def test_a_stamp_is_utc_iso_to_the_millisecond_in_29_characters():
    assert utc_stamp(datetime(2026, 1, 1, 18, 0, tzinfo=timezone.utc)) == "2026-01-01T18:00:00.000+00:00"
    assert utc_stamp(datetime(2026, 1, 1, 20, 0, 0, 999_999, tzinfo=RIGA)) == "2026-01-01T18:00:00.999+00:00"
    assert STAMP_LENGTH == 29 == len(utc_now())
    assert utc_now().endswith("+00:00") and utc_now()[10] == "T"


def test_a_time_without_a_zone_is_this_machines_local_time():
    moment = datetime(2026, 7, 1, 12, 30, 15, 250_000)
    assert utc_stamp(moment) == utc_stamp(moment.astimezone())


def test_the_stamp_is_isoformats_to_the_character_and_the_archive_reads_it_back():
    rng = random.Random(7)
    for _ in range(2000):
        moment = datetime(1970, 1, 1, tzinfo=timezone.utc) + timedelta(microseconds=rng.randrange(-10**15, 10**17))
        moment = moment.astimezone(rng.choice((timezone.utc, RIGA, timezone(timedelta(hours=-5, minutes=-30)))))
        stamp = utc_stamp(moment)
        assert stamp == moment.astimezone(timezone.utc).isoformat(timespec="milliseconds")
        ms = event_rows.milliseconds(stamp)
        assert ms is not None and stamp_at(ms) == stamp


def test_sqlite_reads_a_stamp_as_python_does():
    import sqlite3
    conn = sqlite3.connect(":memory:")
    for stamp in ("2026-01-01T18:00:00.000+00:00", "1969-12-31T23:59:59.999+00:00", "2026-01-01T18:00:00+00:00",
                  "2026-01-01T18:00:00.000+02:00", "yesterday"):
        (ms,) = conn.execute(f"SELECT {event_rows.milliseconds_sql('at')} FROM (SELECT ? AS at)", [stamp]).fetchone()
        assert ms == event_rows.milliseconds(stamp), stamp
