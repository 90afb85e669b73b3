"""Seating plans: how long planning takes and how even the plans are.

Targets (issue 7): 100 players at 10 tables over 10 games plan in a few seconds at most;
every player's seat counts differ by at most 1 (0 when the table size divides the games);
no pair locked apart ever shares a table. For opponents it prints what the search reaches
beside what an even plan would give each pair (⌊q⌋–⌈q⌉ meetings, q = G·(S−1)/(P−1)).
Each size runs with three pairs locked apart where it has more than one table.
Prints figures; asserts nothing.
Run: .venv/bin/python bench/seating_plan.py
"""

from __future__ import annotations

import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mafia_desktop.engine.seating import plan_seating  # noqa: E402

#: (players, tables, games each): the issue's four sizes, then one where 5 sit out a round.
SIZES = [(10, 1, 10), (20, 2, 10), (40, 4, 10), (100, 10, 10), (25, 2, 8)]
APART = [("Player 1", "Player 2"), ("Player 3", "Player 4"), ("Player 5", "Player 6")]


def main() -> None:
    for players, tables, games in SIZES:
        apart = APART if tables > 1 else []
        start = time.perf_counter()
        plan = plan_seating(players, tables=tables, games_per_player=games, apart=apart)
        elapsed = time.perf_counter() - start
        meetings = plan.repeated_meetings()
        aim = games * 9 / (players - 1)
        print(f"{players:3d} players, {tables:2d} {'table' if tables == 1 else 'tables'}, {games} games ({len(plan.rounds)} rounds, "
              f"{len(apart)} pairs apart): planned in {elapsed:.2f} s; "
              f"worst seat spread {plan.seat_spread().worst}; "
              f"pairs meet {_span(meetings.fewest, meetings.most)} times "
              f"(even: {_span(math.floor(aim), math.ceil(aim))}), {meetings.repeats} repeat meetings, "
              f"{meetings.never_met} of {len(meetings.counts) - len(apart)} pairs not kept apart "
              f"never meet; "
              f"apart violations {len(plan.apart_violations())}")


def _span(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}–{high}"


if __name__ == "__main__":
    main()
