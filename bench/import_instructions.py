"""The whole ``mafia-desktop import DIR`` counted in instructions, process by process: the
writer before it forks its workers (the cores' serial start: one of two idle), the writer
after, each worker; against the halves' instructions a record (``reading_instructions``'s
reading, the writer's own), what the whole process adds to them is its fixed cost. Counted by
valgrind's callgrind, which a shared machine's load does not change (where the same import's
CPU time varies by a quarter from run to run).

Prints figures; asserts nothing. Needs valgrind (``apt-get install valgrind``), but with
``--without-callgrind`` (the benches' smoke run: the import run alone, nothing counted).
Run: .venv/bin/python bench/import_instructions.py [--records 400]   (a few minutes)
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from archive_scale import app_command, as_installed, polemica_records  # noqa: E402


def counted(folder: Path, records: Path) -> dict[int, dict[int, int]]:
    """Instructions of a whole import into a fresh archive: process id → part → count (the
    writer's part 1 ends at its first fork: callgrind's dump before glibc's ``_Fork``)."""
    out = folder / "callgrind"
    out.mkdir()
    command = ["valgrind", "--tool=callgrind", "--trace-children=yes", f"--callgrind-out-file={out}/%p.out",
               "--dump-before=_Fork", *app_command("--db", str(folder / "fresh.sqlite3"), "import", str(records))]
    subprocess.run(command, capture_output=True, check=True, env=as_installed())
    found: dict[int, dict[int, int]] = {}
    for path in out.iterdir():
        head = path.read_text(encoding="utf-8", errors="replace")
        total = re.search(r"^summary: (\d+)", head, re.M)
        part = re.search(r"^part: (\d+)", head, re.M)
        if total is not None:
            found.setdefault(int(path.name.split(".")[0]), {})[int(part.group(1)) if part else 1] = int(total.group(1))
    return found


def sent_bytes(records: Path) -> float:
    """Bytes a record that the workers send the writer for these records, pickled a chunk at a
    time as they send them (``workers.read_chunk``), read here."""
    from mafia_desktop.store.importing import workers
    from mafia_desktop.store.importing.reading import file_names_in
    names = file_names_in([records])
    chunks = [names[start:start + workers.CHUNK] for start in range(0, len(names), workers.CHUNK)]
    return sum(len(pickle.dumps(workers.read_chunk(chunk), pickle.HIGHEST_PROTOCOL)) for chunk in chunks) / len(names)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=400)
    parser.add_argument("--without-callgrind", action="store_true", help="run the import alone: nothing counted")
    args = parser.parse_args()
    if not args.without_callgrind and shutil.which("valgrind") is None:
        raise SystemExit("needs valgrind: apt-get install valgrind")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        records = folder / "records"
        records.mkdir()
        # The same records in every run (``reading_instructions``' seed): with new people each
        # run, the same code's workers counted 8.26 and 8.50 M a record; so, 8.257 in each of two.
        for number, record in enumerate(polemica_records(args.records, "fixed")):
            (records / f"{number:06d}.json").write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
        sent = sent_bytes(records)
        if args.without_callgrind:
            subprocess.run(app_command("--db", str(folder / "fresh.sqlite3"), "import", str(records)),
                           capture_output=True, check=True, env=as_installed())
            print(f"the whole import: {args.records} Polemica records imported without callgrind, nothing counted; "
                  f"the workers send {sent:.0f} bytes a record pickled")
            return
        found = counted(folder, records)
    writer = found.pop(min(found))   # (the first process: the workers' ids come after it)
    before = writer.get(1, 0)
    after = sum(count for part, count in writer.items() if part > 1)
    workers = [sum(parts.values()) for parts in found.values()]
    total = before + after + sum(workers)
    print(f"the whole import of {args.records} Polemica records into a fresh archive ({len(workers)} workers), "
          "callgrind:")
    print(f"  the writer before it forks its workers: {before / 1e9:.3f} G instructions (one core idle meanwhile)")
    print(f"  the writer after: {after / 1e9:.3f} G, {after / args.records / 1e6:.2f} M a record")
    print(f"  the workers: {' + '.join(f'{count / 1e9:.3f}' for count in workers)} G, "
          f"{sum(workers) / args.records / 1e6:.2f} M a record")
    print(f"  in all: {total / 1e9:.3f} G, {total / args.records / 1e6:.2f} M a record; the cores' time "
          f"(the serial start counted twice): {(total + before) / args.records / 1e6:.2f} M a record")
    print(f"  what the workers send the writer: {sent:.0f} bytes a record pickled")
    print(f"  (the reading half alone: bench/reading_instructions.py; {os.cpu_count()} cores here)")


if __name__ == "__main__":
    main()
