"""A restore as a journal: the archive's place changes hands in steps that a kill may cut
anywhere, and the next writer finishes what was begun.

1. the backup is written beside the archive as ``.NAME.restoring``, synced and checked;
2. the journal ``.NAME.restore-journal`` is written (synced): from here on the restore is
   finished, never undone, since the new file is whole;
3. the archive is moved aside, then its ``-wal`` and ``-shm`` with it (the log holds its last
   acknowledged moves: it goes with its file, never left beside the new one to be
   overwritten);
4. the new file is renamed into the archive's place;
5. the journal is removed.

Each step done again does nothing more (``carry_out``), so a start after a kill (``settle``,
under the writer's lock) carries the journal out to its end; a ``.restoring`` file without
a journal is a copy cut short, removed, and the archive is as it was. Either way the host is
told.
"""

from __future__ import annotations

import os
from pathlib import Path

from mafia_desktop.engine.errors import Message
from mafia_desktop.store.opening import schema

#: What SQLite keeps beside a database file under its name.
BESIDE = schema.BESIDE


def temp_for(archive: Path) -> Path:
    """Where the backup is rebuilt before it takes the archive's place."""
    return archive.with_name(f".{archive.name}.restoring")


def journal_for(archive: Path) -> Path:
    return archive.with_name(f".{archive.name}.restore-journal")


def begin(archive: Path, aside: Path | None) -> None:
    """Step 2: the restore promised, once the new file at ``temp_for`` is whole and synced."""
    journal = journal_for(archive)
    import json   # (a restore's: not loaded with the archive before the first paint, issue 44)
    part = journal.with_name(f"{journal.name}.{os.getpid()}.part")
    with open(part, "w", encoding="utf-8") as handle:
        json.dump({"aside": None if aside is None else aside.name}, handle)
        handle.flush()
        os.fsync(handle.fileno())
    schema.replace_synced(part, journal)


def carry_out(archive: Path) -> Path | None:
    """Steps 3 to 5 of the journal beside ``archive``, each done unless it is done already;
    returns where the file it replaced went (None if there was none)."""
    import json
    from mafia_desktop.store import stop_points   # (a restore's alone: not every start's)
    journal = journal_for(archive)
    named = json.loads(journal.read_text(encoding="utf-8"))["aside"]
    aside = None if named is None else archive.with_name(named)
    temp = temp_for(archive)
    if temp.exists():
        if aside is not None:
            if archive.exists():
                os.rename(archive, aside)
                stop_points.reached("restore-moved-aside")
            for ending in BESIDE:
                beside = archive.with_name(archive.name + ending)
                if beside.exists():
                    os.rename(beside, aside.with_name(aside.name + ending))
            stop_points.reached("restore-log-moved")
        schema.replace_synced(temp, archive)
        stop_points.reached("restore-replaced")
    journal.unlink()
    return aside


def pending(archive: Path) -> bool:
    """Did a kill cut a restore of this archive short (for the next writer to settle)?"""
    archive = Path(archive).expanduser().resolve()   # the file itself, as the opening finds it
    return journal_for(archive).exists() or temp_for(archive).exists()


def settle(archive: Path) -> Message | None:
    """At a writer's start, under the lock: a restore a kill cut short finished (its journal
    carried out) or, if it had not yet begun to move files, its copy removed; what the host
    is told of it (None: there was none)."""
    if journal_for(archive).exists():
        aside = carry_out(archive)
        if aside is None:
            return Message("A restore of a backup was cut short (the app was stopped); it is finished now: "
                           "{path} is the backup restored", path=archive)
        return Message("A restore of a backup was cut short (the app was stopped); it is finished now: {path} "
                       "is the backup restored, and the archive it replaced is kept as {aside}",
                       path=archive, aside=aside)
    temp = temp_for(archive)
    if temp.exists():
        temp.unlink()
        return Message("A restore of a backup was cut short (the app was stopped) before it changed "
                       "anything: its unfinished copy was removed and {path} is as it was", path=archive)
    return None
