"""A protocol straight from the archive: the one way the command line, the export button and
printing turn a stored game into a PDF."""

from __future__ import annotations

import os
from pathlib import Path
from typing import BinaryIO, Iterable, Iterator

from mafia_desktop.engine import fold
from mafia_desktop.store import Archive
from mafia_desktop.time_stamps import local_time
from mafia_desktop.store.contests import game_points
from mafia_desktop.store.opening.paths import free_name

from mafia_desktop.protocol.document import protocol_filename, write_protocol, write_protocols as write_document
from mafia_desktop.protocol.sheet import GameSheet


def suggested_filename(archive: Archive, game_id: str) -> str:
    row = archive.game(game_id)
    return protocol_filename(fold(archive.events(row.id)), local_time(row.created_at))


def write_archived_protocol(archive: Archive, game_id: str, out: str | os.PathLike | BinaryIO) -> None:
    """The stored game's protocol; a game played in an event shows its points under the
    event's scoring system."""
    row = archive.game(game_id)
    write_protocol(archive.events(row.id), out, game_id=row.id,
                   started_at=local_time(row.created_at), finished_at=local_time(row.finished_at),
                   points=game_points(archive, row.id))


def write_protocols_pdf(archive: Archive, game_ids: Iterable[str], out: str | os.PathLike | BinaryIO) -> None:
    """The stored games' protocols, in this order, in one PDF (a tournament's, an evening's);
    each game folded once, for its sheet and for its points."""
    def sheets():
        for game_id in game_ids:
            row = archive.game(game_id)
            events = archive.events(row.id)
            sheet = GameSheet.from_events(events, game_id=row.id, started_at=local_time(row.created_at),
                                          finished_at=local_time(row.finished_at))
            yield sheet, game_points(archive, row.id, sheet.state)
    write_document(sheets(), out)


def write_protocols(archive: Archive, game_ids: Iterable[str], folder: Path) -> Iterator[Path]:
    """Each game's protocol into ``folder`` under its suggested name; a name already taken
    gets (2), (3), ...: nothing there is overwritten. Yields each file once written."""
    folder.mkdir(parents=True, exist_ok=True)
    for game_id in game_ids:
        target = free_name(folder / suggested_filename(archive, game_id))
        write_archived_protocol(archive, game_id, target)
        yield target
