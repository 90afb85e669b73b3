"""How ``mafia_desktop/store/payloads-1.dict`` was made (once: the file is frozen, since every
archive's packed payloads are read with it; a better one would be ``payloads-2.dict``).

What an archive repeats most, most common last (DEFLATE reaches the dictionary's end for
less): the four presets' rules as a game's row keeps them (a game's creation event holds them
too), then one payload of every event type, from the real records given (imported into a
scratch archive) and, for types those lack, from random games of each preset, in the order of
how often the type occurs.

Run: .venv/bin/python tools/payload_dictionary.py tests/data/real-games OUT
"""

from __future__ import annotations

import collections
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mafia_desktop.engine.ruleset import PRESETS, preset  # noqa: E402
from mafia_desktop.store import Archive  # noqa: E402
from mafia_desktop.store.new_games import new_game  # noqa: E402
from mafia_desktop.engine import fold  # noqa: E402
from mafia_desktop.engine.autoplay import RandomHost, random_ruleset  # noqa: E402
from mafia_desktop.store.importing import import_file  # noqa: E402
from mafia_desktop.store.projections.game_columns import options_text  # noqa: E402


def samples(records: Path) -> dict[str, list[str]]:
    """Payloads by event type: the real records' first, then random games'."""
    logs = []
    with tempfile.TemporaryDirectory() as folder:
        with Archive(Path(folder) / "scratch.sqlite3") as archive:
            for path in sorted(records.rglob("*.json")):
                import_file(archive, path)
            logs = [archive.events(game_id) for (game_id,) in archive.conn.execute("SELECT id FROM games ORDER BY id")]
    rng = random.Random(1)
    for seed in range(40):
        logs.append(RandomHost(random_ruleset(PRESETS[seed % len(PRESETS)], rng), rng).play().events)
    found: dict[str, list[str]] = collections.defaultdict(list)
    for log in logs:
        for _, _, kind, payload, _, _ in new_game(log, fold(log)).rows():
            found[kind].append(payload)
    return found


def dictionary(records: Path) -> bytes:
    found = samples(records)
    kinds = sorted((kind for kind in found if kind != "game_created"), key=lambda kind: (len(found[kind]), kind))
    rules = "".join(options_text(preset(name)) for name in PRESETS)
    return (rules + "".join(found[kind][0] for kind in kinds)).encode("utf-8")


if __name__ == "__main__":
    Path(sys.argv[2]).write_bytes(dictionary(Path(sys.argv[1])))
