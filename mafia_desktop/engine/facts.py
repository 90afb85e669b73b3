"""What a finished (or unfinished) game says about each seat, for the archive's statistics.

One plain record per seat, derived from the state alone, so the archive can keep it beside
the seat and never fold thousands of games to draw a player's page.
"""

from __future__ import annotations

from typing import NamedTuple

from mafia_desktop.engine.roles import BLACK_ROLES, Winner
from mafia_desktop.engine.state import LeftHow, State


class SeatFacts(NamedTuple):
    """(A named tuple: as a frozen dataclass, its ten fields were set one ``object.__setattr__``
    at a time, for each seat of every game an import writes.)"""

    seat: int
    #: 1 won, 0 lost (a draw is neither a win nor a loss: 0), None while the game is on.
    won: int | None
    #: The first player killed at night (the one the best move belongs to).
    killed_first: bool
    fouls: int
    #: Left the table by the host's decision: the fourth foul or a disqualification.
    removed: bool
    #: The best move, if this seat made one: seats named and how many of them were black.
    best_named: int
    best_black: int
    left_how: str | None
    left_round: int | None


#: Under plain names: a member read off its Enum class goes through ``EnumType.__getattr__``.
_REMOVED, _RED, _BLACK = LeftHow.REMOVED, Winner.RED, Winner.BLACK


def seat_facts(state: State) -> list[SeatFacts]:
    # The result asked once a game, not once a seat; each member's ``_value_`` read as it is
    # (``value`` is a property: a call each).
    ended, winner = state.ended, state.winner
    decided = ended and (winner is _RED or winner is _BLACK)
    black_won = winner is _BLACK
    best = state.best_move
    facts = []
    for seat in state.seats:
        role, left = seat.role, seat.left
        # (a seat's team is black or red as its role is one of the black roles or not)
        won = int(decided and role is not None and (role in BLACK_ROLES) == black_won) if ended else None
        mine = best if best is not None and best.seat == seat.number else None
        facts.append(SeatFacts(
            seat.number, won, state.first_killed == seat.number, seat.fouls,
            left is not None and left.how is _REMOVED,
            len(mine.guesses) if mine else 0, mine.black if mine else 0,
            left.how._value_ if left else None, left.round if left else None,
        ))
    return facts
