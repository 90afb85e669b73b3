"""Fold time of whole games: how long rebuilding a game's state from its log takes.

Target (issue 3): a 300-event game folds in <= 5 ms, i.e. <= 16 µs per event.
Prints figures; asserts nothing.
Run: .venv/bin/python bench/engine_fold.py
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mafia_desktop.engine import PRESETS, fold  # noqa: E402
from mafia_desktop.engine.autoplay import RandomHost, random_ruleset  # noqa: E402


def main() -> None:
    for name in PRESETS:
        logs = []
        for seed in range(30):
            rng = random.Random(seed)
            logs.append(RandomHost(random_ruleset(name, rng), rng, undo_rate=0.03,
                                   check_undo=False).play().events)
        per_event, per_game, sizes = [], [], []
        for events in logs:
            start = time.perf_counter()
            for _ in range(5):
                fold(events)
            elapsed = (time.perf_counter() - start) / 5
            per_game.append(elapsed * 1000)
            per_event.append(elapsed * 1e6 / len(events))
            sizes.append(len(events))
        longest = max(range(len(logs)), key=lambda i: sizes[i])
        print(f"{name:10s} {len(logs)} games, events/game median {statistics.median(sizes):.0f}; "
              f"fold median {statistics.median(per_game):.2f} ms, "
              f"longest game ({sizes[longest]} events) {per_game[longest]:.2f} ms; "
              f"{statistics.mean(per_event):.1f} µs/event")


if __name__ == "__main__":
    main()
