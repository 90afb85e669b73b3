"""The reading half of an import (load within the limits, replay through the rules, rows
made: what each worker does) counted in instructions, not seconds: valgrind's callgrind
counts the same for the same code and records, whatever else the machine is doing, where the
CPU time of the same import varies by a quarter from run to run here. The figure to compare
two versions of the code by; ``import_halves`` and ``archive_scale`` give the seconds.

Two runs under callgrind, the same but for the records read: their difference is the
records' own instructions, without Python's start and the imports.

Prints figures; asserts nothing. Needs valgrind (``apt-get install valgrind``), but with
``--without-callgrind`` (the benches' smoke run: both runs in seconds, nothing counted).
Run: .venv/bin/python bench/reading_instructions.py [--records 200]   (about a minute)
"""

from __future__ import annotations

import argparse
import compileall
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

#: Both runs read the same records (one seed: the people's names decide which way the limits
#: are checked, and random ones moved the figure by 0.15 M), from compiled bytecode (a run
#: that compiled a module the other found compiled moved it by 1.6 M).
#: Read in each run before the counted records: the first records fill the caches (the
#: packing dictionary's compressor, the rules' tables), as a worker's first chunk does.
WARM = 20

READ = """
import gc, sys
sys.path[:0] = [{root!r}, {here!r}]
from import_halves import lines, worker_read
count = int(sys.argv[1])
items = lines({warm} + {records}, "fixed")
gc.freeze()   # as an import's workers have it (import_workers)
for item in items[:{warm} + count]:
    worker_read(item)
"""


def instructions(script: Path, count: int, *, counted: bool = True) -> int | None:
    """Instructions callgrind counted for the script reading ``count`` records after the warm
    ones (not ``counted``: the script run alone, None)."""
    command = [sys.executable, str(script), str(count)]
    if not counted:
        subprocess.run(command, check=True)
        return None
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
                          capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise SystemExit(f"callgrind said no count:\n{done.stderr[-500:]}")
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=200)
    parser.add_argument("--without-callgrind", action="store_true", help="run the scripts alone: nothing counted")
    args = parser.parse_args()
    counted = not args.without_callgrind
    if counted and shutil.which("valgrind") is None:
        raise SystemExit("needs valgrind: apt-get install valgrind")
    for code in (HERE.parent / "mafia_desktop", HERE):
        compileall.compile_dir(str(code), quiet=1)
    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder) / "read.py"
        script.write_text(READ.format(root=str(HERE.parent), here=str(HERE), warm=WARM, records=args.records),
                          encoding="utf-8")
        base = instructions(script, 0, counted=counted)
        read = instructions(script, args.records, counted=counted)
    if base is None or read is None:
        print(f"reading (a worker's part): {args.records} Polemica records read without callgrind, nothing counted")
        return
    print(f"reading (a worker's part): {(read - base) / args.records / 1e6:.2f} M instructions a record "
          f"({args.records} Polemica records, callgrind)")


if __name__ == "__main__":
    main()
