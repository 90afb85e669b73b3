"""Protocol speed: seconds to write one game's PDF, and an evening of 10 games.

Target (issue 5): <= 0.5 s per game. Prints figures; asserts nothing.
Run: .venv/bin/python bench/protocol_speed.py
"""

from __future__ import annotations

import io
import json
import random
import statistics
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mafia_desktop.engine import PRESETS, Game, commands as c  # noqa: E402
from mafia_desktop.engine.autoplay import RandomHost, random_ruleset  # noqa: E402
from mafia_desktop.protocol import write_protocol  # noqa: E402
from mafia_desktop.store.importing import read_record  # noqa: E402

EVENING = datetime(2026, 11, 29, 19, 0)
RECORD = Path(__file__).resolve().parent.parent / "tests" / "data" / "real-games" / "polemica" / "334187.json"
#: A nickname in each script the protocol prints: Latin, Latvian, Cyrillic, Hebrew.
NICKNAMES = {1: "Adrian", 2: "Žanis Ķēniņš", 3: "Ёжик в тумане", 4: "דני הגדול"}


def real_334187() -> list:
    """The real game 334187 as its record holds it, labelled, with nicknames in four scripts."""
    game = Game(read_record(json.loads(RECORD.read_text(encoding="utf-8"))).events)
    game.run(c.label, club="Mafia Club Rīga", tournament="Autumn Cup", table="1", number="3",
             host="Jānis Bērziņš")
    for seat, nickname in NICKNAMES.items():
        game.run(c.rename, seat=seat, nickname=nickname)
    return game.events


def timed_protocol(events, index: int = 0) -> float:
    start = EVENING + timedelta(hours=index)
    began = time.perf_counter()
    write_protocol(events, io.BytesIO(), game_id=str(index), started_at=start,
                   finished_at=start + timedelta(minutes=55))
    return time.perf_counter() - began


def random_games(name: str, count: int) -> list[list]:
    logs = []
    for seed in range(count):
        rng = random.Random(seed)
        game = RandomHost(random_ruleset(name, rng), rng, undo_rate=0.03,
                          check_undo=False).play()
        game.run(c.label, club="Bench club", table="1", number=str(seed + 1), host="Host")
        logs.append(game.events)
    return logs


def main() -> None:
    real = real_334187()
    first = timed_protocol(real)   # includes reading and registering the fonts, once a process
    again = [timed_protocol(real) for _ in range(5)]
    print(f"334187 ({len(real)} events): first protocol in a process {first:.3f} s "
          f"(fonts loaded), then median {statistics.median(again):.3f} s")
    for name in PRESETS:
        logs = random_games(name, 10)
        seconds = [timed_protocol(events, i) for i, events in enumerate(logs)]
        print(f"{name:10s} 10 random games, events/game median "
              f"{statistics.median(len(e) for e in logs):.0f}: "
              f"median {statistics.median(seconds):.3f} s, slowest {max(seconds):.3f} s per game; "
              f"evening of 10: {sum(seconds):.2f} s")


if __name__ == "__main__":
    main()
