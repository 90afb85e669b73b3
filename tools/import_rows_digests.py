"""The rows an import's reading half makes of records, one digest a record, to compare two
versions of the code: a change meant to make reading quicker must leave them byte for byte
(issue 44). Run it in each checkout and compare what they print:

    .venv/bin/python tools/import_rows_digests.py > after.txt
    (cd ../other && .venv/bin/python tools/import_rows_digests.py) > before.txt
    diff before.txt after.txt

Each line: the record, and the digest of what ``new_game`` made of it under a fixed game id
(the events' rows with their payloads packed and digests chained, the listing's row, the
seats, the times) with the record's digest, its notes and its seating; or, for a record the
reading refuses, the refusal's words. The records: the real ones (tests/data/real-games), the
bench's (``bench/import_halves.lines``, under fixed ids), and each bench record once more with
one vote, shot, check or player broken or left out (a refusal must stay the same refusal).

With ``--unpacked`` the packed payloads are compared as the texts they unpack to: for a change
to the packing, which may give other bytes for the same text (``packing``), never another text.

With ``--archive`` (and ``--workers N``) the rows are the ones an import writes: the records
(the real ones from their folder, the bench's, some twice) imported into a fresh archive, in
this process or in N workers, each game under an id made of its record, each table's rows in
one digest (times of now left out), and the results in one. What ``new_game`` makes is not
all: the writer numbers the event types and binds the values (a change there gave a fresh
archive other type codes, the same ``new_game`` rows). ``--code DIR`` runs another checkout's
code (one whose tool has no ``--archive`` yet):

    .venv/bin/python tools/import_rows_digests.py --archive --workers 2 > after.txt
    .venv/bin/python tools/import_rows_digests.py --archive --workers 2 --code ../other > before.txt
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The checkout whose code makes the rows (``--code``): named before its modules load.
CODE = Path(sys.argv[sys.argv.index("--code") + 1]).resolve() if "--code" in sys.argv[:-1] else ROOT
sys.path[:0] = [str(CODE), str(CODE / "bench")]

from mafia_desktop.formats import limits  # noqa: E402
from mafia_desktop.store.importing import reading  # noqa: E402
from mafia_desktop.store.log import packing  # noqa: E402
from mafia_desktop.store.new_games import checked_state, new_game  # noqa: E402

GAME_ID = "00000000-0000-4000-8000-000000000044"


def rows_of(data: object, unpacked: bool = False) -> str:
    """The digest of the rows made of one record (or its refusal, in words); ``unpacked``: its
    payloads as the texts they unpack to."""
    try:
        imported = reading.read_record(data)
        digest = reading.record_digest(data)
        notes = list(imported.warnings)
        started = reading._utc(imported.started_at, notes)
        state = checked_state(imported.events, imported.game)
        new = new_game(imported.events, state, game_id=GAME_ID, source=imported.source,
                       source_id=imported.source_id, source_digest=digest,
                       at=reading._stamps(imported, started, notes))
        payloads = tuple(map(packing.unpack, new.payloads)) if unpacked else new.payloads
        made = repr((new.row, new.rows(), new.seats, new.nicknames, new.first, new.last, new.ended,
                     new.time_base, new.kept_at, payloads, digest, [str(n) for n in notes],
                     reading.seating(state)))
    except Exception as error:   # a refusal is compared by its words
        return f"refused: {type(error).__name__}: {getattr(error, 'message', error)}"
    return hashlib.sha256(made.encode("utf-8")).hexdigest()[:16]


def bench_records(count: int) -> list[dict]:
    """The bench's records, under the same ids in every run."""
    fixed = uuid.UUID(int=44)
    made, uuid.uuid4 = uuid.uuid4, lambda: fixed
    try:
        from import_halves import lines
        return [json.loads(line.text) for line in lines(count)]
    finally:
        uuid.uuid4 = made


def archive_rows(count: int, workers: int) -> None:
    """Each table's rows that an import of the records writes into a fresh archive, digested
    (``--archive``)."""
    import os
    import re
    import tempfile
    from itertools import count as numbers
    from mafia_desktop.store import Archive, importing
    from mafia_desktop.store.importing.reading import Line
    from mafia_desktop.time_stamps import utc_now

    made = reading.new_game

    def named(*args: object, **kwargs: str) -> object:   # (each game's id made of its record)
        kwargs.setdefault("game_id", str(uuid.uuid5(uuid.NAMESPACE_URL, kwargs["source_id"] + kwargs["source_digest"])))
        return made(*args, **kwargs)
    reading.new_game = named
    records = [Line(f"<bench>:{n}", json.dumps(record, ensure_ascii=False).encode())
               for n, record in enumerate(bench_records(count))]
    contests = numbers(1)
    uuid.uuid4 = lambda: uuid.UUID(int=next(contests))   # (a tournament's contest: the writer's)
    real = CODE / "tests" / "data" / "real-games"
    os.chdir(real)   # (the results name the files as given)
    files = [str(path.relative_to(real)) for path in sorted(real.rglob("*.json"))]
    now = re.compile("'" + utc_now()[:11] + "[^']*'")   # (a trashed game's time, a contest's: today's)
    with tempfile.TemporaryDirectory() as folder:
        with Archive(Path(folder) / "a.sqlite3") as archive:
            results = [(r.file, r.status, r.source_id, str(r.message).replace(folder, "<folder>"))
                       for r in importing.import_files(archive, [*files, *records, *records[:count // 10]],
                                                       workers=workers)]
            for (table,) in archive.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"):
                rows = sorted(now.sub("'<now>'", repr(row)) for row in archive.conn.execute(f"SELECT * FROM {table}"))
                print(table, len(rows), hashlib.sha256(repr(rows).encode("utf-8")).hexdigest()[:16])
    print("results", len(results), hashlib.sha256(repr(results).encode("utf-8")).hexdigest()[:16])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=400, help="bench records (and 150 of them broken)")
    parser.add_argument("--unpacked", action="store_true", help="the payloads compared as the texts they unpack to")
    parser.add_argument("--archive", action="store_true", help="the rows an import writes into a fresh archive")
    parser.add_argument("--workers", type=int, default=0, help="with --archive: read in this many workers")
    parser.add_argument("--code", type=Path, help="run this checkout's code (read before the modules load)")
    args = parser.parse_args()
    if args.archive:
        archive_rows(args.records, args.workers)
        return
    real = CODE / "tests" / "data" / "real-games"
    for path in sorted(real.rglob("*.json")):
        for position, game in enumerate(reading._games_in(limits.load(path)), start=1):
            print(path.relative_to(real), position, rows_of(game, args.unpacked))
    records = bench_records(args.records)
    for number, record in enumerate(records):
        print("bench", number, rows_of(record, args.unpacked))
    rng = random.Random(44)
    for number, record in enumerate(records[:150]):
        for key in ("votes", "shots", "checks", "players"):
            if not record.get(key):
                continue
            victim = rng.randrange(len(record[key]))
            broken = json.loads(json.dumps(record))
            row = broken[key][victim]
            row[rng.choice(sorted(row))] = rng.choice([0, 1, 5, 11, 99, None, "x", -1, 3])
            print("broken", number, key, rows_of(broken, args.unpacked))
            left_out = json.loads(json.dumps(record))
            del left_out[key][victim]
            print("left out", number, key, rows_of(left_out, args.unpacked))


if __name__ == "__main__":
    main()
