"""Points of a finished game, where the preset keeps them."""

from __future__ import annotations

from .roles import Team, Winner
from .state import State


def evening_points(state: State) -> dict[int, int]:
    """[002 scoring] Mafia win: each surviving black gets the initial number of town players.
    Town win: each town player gets the number of players still at the table (RULES §5
    default: every town player, alive or not)."""
    if not state.ruleset.evening_points or state.winner not in (Winner.RED, Winner.BLACK):
        return {}
    at_table = len(state.living())
    reds = [s for s in state.seats if s.team is Team.RED]
    if state.winner is Winner.BLACK:
        return {s.number: len(reds) for s in state.seats if s.team is Team.BLACK and s.alive}
    return {s.number: at_table for s in reds}
