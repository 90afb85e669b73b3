"""What a finished (or unfinished) game says about each seat, for the archive's statistics.

One plain record per seat, derived from the state alone, so the archive can keep it beside
the seat and never fold thousands of games to draw a player's page.
"""

from __future__ import annotations

from dataclasses import dataclass

from mafia_desktop.engine.roles import Winner
from mafia_desktop.engine.state import LeftHow, State


@dataclass(frozen=True)
class SeatFacts:
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


def seat_facts(state: State) -> list[SeatFacts]:
    decided = state.ended and state.winner in (Winner.RED, Winner.BLACK)
    best = state.best_move
    facts = []
    for seat in state.seats:
        won = None
        if state.ended:
            won = int(decided and seat.team is not None and state.winner is not None
                      and seat.team.value == state.winner.value)
        mine = best if best is not None and best.seat == seat.number else None
        facts.append(SeatFacts(
            seat=seat.number, won=won, killed_first=state.first_killed == seat.number,
            fouls=seat.fouls, removed=seat.left is not None and seat.left.how is LeftHow.REMOVED,
            best_named=len(mine.guesses) if mine else 0, best_black=mine.black if mine else 0,
            left_how=seat.left.how.value if seat.left else None,
            left_round=seat.left.round if seat.left else None,
        ))
    return facts
