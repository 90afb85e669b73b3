"""Room on the archive's disk: how much is free, in the host's words, and when to tell him."""

from __future__ import annotations

import shutil
from pathlib import Path

from mafia_desktop.engine.errors import Message


#: Below this much free room on its disk, the host is told when the archive opens: a game in
#: play needs some 4 MB for the write-ahead log (about 60 kB a tap until the checkpoint,
#: ``bench/tap_bytes.py``), an import or a backup far more.
LOW_ROOM = 50_000_000


def size_words(size: int) -> str:
    """A size as the host reads it: "1.27 GB", "12.3 MB", "85 kB" (units of 1000, as
    ``ui.shared.numbers.data_size`` says them in the window)."""
    if size >= 1_000_000_000:
        return f"{size / 1e9:.2f} GB"
    return f"{size / 1e6:.1f} MB" if size >= 100_000 else f"{size / 1e3:.0f} kB"


def room_left(path: Path) -> int | None:
    """The free bytes on the disk holding ``path`` (None if the system cannot say)."""
    folder = Path(path).absolute().parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return None


def low_room(path: Path) -> Message | None:
    """What to tell the host when the archive's disk is nearly full; None while it is not."""
    free = room_left(path)
    if free is None or free >= LOW_ROOM:
        return None
    return Message("Only {free} are left on the disk holding the archive {path}. Free some room soon: once "
                   "the disk is full, no move can be saved.", free=size_words(free), path=path)
