"""Importing files into the archive: Polemica and mafiaratings records, and our own bundles.

Each game in a file is imported on its own: it is replayed through the rules first, and
only a game that replays completely is written. A game already in the archive (the same
source id, or the same game id for a bundle) is recognised and not duplicated.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from mafia_desktop.engine import Event, RuleViolation, fold

from .archive import Archive
from .errors import ArchiveError
from .records import ImportedGame, RecordError, bundle


@dataclass
class ImportResult:
    file: str
    status: str                  # "imported", "duplicate", "extended" or "error"
    game_id: str | None = None
    source_id: str | None = None
    message: str = ""

    @property
    def ok(self) -> bool:
        return self.status != "error"


#: Files imported in one transaction: one sync to disk for the lot, not one per game.
BATCH = 25


def import_files(archive: Archive, paths: list[str | Path]) -> Iterator[ImportResult]:
    """Import files in batches; each batch's results come once it is safely on disk."""
    for start in range(0, len(paths), BATCH):
        with archive.batch():
            results = [r for path in paths[start:start + BATCH] for r in import_file(archive, path)]
        yield from results


def import_file(archive: Archive, path: str | Path) -> list[ImportResult]:
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        return [ImportResult(str(path), "error", message=f"{path}: cannot be read as JSON ({error})")]
    results = []
    for position, item in enumerate(_games_in(data), start=1):
        results.append(_import_one(archive, path, position, item))
    if not results:
        results.append(ImportResult(str(path), "error", message=f"{path}: holds no game record"))
    return results


def _games_in(data: Any) -> Iterator[Any]:
    """A file holds one game, a list of games, or an API answer with ``games[]``."""
    if isinstance(data, list):
        yield from data
    elif isinstance(data, dict) and isinstance(data.get("games"), list):
        yield from data["games"]
    else:
        yield data


def _import_one(archive: Archive, path: Path, position: int, data: Any) -> ImportResult:
    label = f"{path}" if position == 1 else f"{path} (game {position})"
    try:
        if bundle.is_bundle(data):
            return _import_bundle(archive, path, data)
        imported = read_record(data)
    except RecordError as error:
        return ImportResult(str(path), "error", message=f"{label}: {error}")
    digest = record_digest(data)
    versions = archive.from_source(imported.source, imported.source_id)
    for version in versions:
        if version.source_digest == digest:
            return ImportResult(str(path), "duplicate", version.id, imported.source_id,
                                f"{imported.source} game {imported.source_id} is already in the archive")
    try:
        for version in versions:
            ours = archive.events(version.id)
            if _same_prefix(ours, imported.events):
                # The same record, exported again after more of the game was played.
                archive.append(version.id, imported.events[len(ours):])
                archive.set_source_digest(version.id, digest)
                return ImportResult(str(path), "extended", version.id, imported.source_id,
                                    f"added {len(imported.events) - len(ours)} events to the game")
        game_id = archive.create_game(imported.events, source=imported.source,
                                      source_id=imported.source_id, source_digest=digest,
                                      at=imported.started_at, game=imported.game)
    except ArchiveError as error:
        return ImportResult(str(path), "error", message=f"{label}: {error}")
    notes = list(imported.warnings)
    if versions:
        notes.insert(0, f"another version of {imported.source} game {imported.source_id} is in the "
                        f"archive ({versions[0].id}); this one was kept beside it")
    return ImportResult(str(path), "imported", game_id, imported.source_id, "; ".join(notes))


def record_digest(data: Any) -> str:
    """The same record, byte for byte in meaning, gives the same digest."""
    canonical = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def read_record(data: Any) -> ImportedGame:
    """The events of a Polemica or mafiaratings game record."""
    if not isinstance(data, dict):
        raise RecordError("not a game record (expected a JSON object)")
    players = data.get("players")
    if data.get("version") == 4 and isinstance(players, list) and players and "position" in players[0]:
        from .records import polemica
        return polemica.read(data)
    if isinstance(players, list) and players and isinstance(players[0], dict) and "name" in players[0]:
        from .records import mafiaratings
        return mafiaratings.read(data)
    raise RecordError("not a record this app knows (Polemica version 4, mafiaratings, or a "
                      "mafia-desktop bundle)")


def _import_bundle(archive: Archive, path: Path, data: dict) -> ImportResult:
    game_id, events, times, source, source_id = bundle.read(data)
    try:
        fold(events)
    except RuleViolation as error:
        raise RecordError(f"game {game_id}: {error}") from None
    if not archive.has_game(game_id):
        archive.create_game(events, game_id=game_id, source=source, source_id=source_id, at=times)
        return ImportResult(str(path), "imported", game_id, source_id or None)
    ours = archive.events(game_id)
    if _same_prefix(events, ours) and len(events) <= len(ours):
        return ImportResult(str(path), "duplicate", game_id, source_id or None,
                            f"game {game_id} is already in the archive")
    if _same_prefix(ours, events):
        # The same game went on elsewhere (another table's laptop): add what we lack.
        archive.append(game_id, events[len(ours):], at=times[len(ours):])
        return ImportResult(str(path), "extended", game_id, source_id or None,
                            f"added {len(events) - len(ours)} events to game {game_id}")
    raise RecordError(f"game {game_id} is in the archive with a different history; "
                      "the archive's version was kept")


def _same_prefix(shorter: list[Event], longer: list[Event]) -> bool:
    return len(shorter) <= len(longer) and longer[:len(shorter)] == shorter


def export_bundle(archive: Archive, game_id: str) -> dict:
    row = archive.game(game_id)
    return bundle.write(row.id, archive.events(row.id), archive.event_times(row.id),
                        source=row.source, source_id=row.source_id)
