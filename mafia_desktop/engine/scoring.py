"""Points of a finished game, where the preset keeps them (the protocol's points column)."""

from __future__ import annotations

from mafia_desktop.engine.points import SYSTEMS
from mafia_desktop.engine.state import State


def evening_points(state: State) -> dict[int, int]:
    """[002 scoring] The seats that earned evening points (the ``evening-002`` system of
    ``points``), for a game whose ruleset keeps them; {} for any other game."""
    if state.ruleset is None or not state.ruleset.evening_points:
        return {}
    return {line.seat: int(line.points) for line in SYSTEMS["evening-002"].lines(state)}
