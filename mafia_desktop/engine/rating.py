"""The club's rating, as the mafiaratings service computes it (issue 26).

Each player has a red rating (his games as a civilian or sheriff), a black one (mafia or
don) and an overall one, the sum of all he earned; all start at 0. In one game the town's
odds are ``p = 1 / (1 + 10 ** ((B - R) / 400))``, R the mean red rating of the red
players and B the mean black rating of the black players before it. A red player earns
``K_win × (1 - p)`` when the town wins and ``-K_loss × p`` when it loses; a black player
``K_win × p`` when the mafia wins and ``-K_loss × (1 - p)`` when it loses. What he earns
goes to his overall rating and to his colour's.

K (win, loss) by the game's kind: a club game 4/3, a tournament's 16/12, an elite
tournament's 64/48; with fewer than 10 players half of each (2/1.5, 8/6, 32/24). The players
counted are the service's player rows of the game, a row a player with a role: here the
seats whose role is known (a seat without one has no row), not the seats.

As the service's ``update_game_ratings`` (include/game_ratings.php) has it: a draw is rated,
and nobody won it, so every red player earns ``-K_loss × p`` and every black one
``-K_loss × (1 - p)``; a game with no black or no red player rates with odds ``p = 0``, so a
red win earns K_win and a black loss costs K_loss, the other outcomes nothing. A game earns
nothing (and has no odds) when it is marked "not rated" or has no result (unfinished).
Games count in the order they ended, then by id (``order``).

The service shows a rating as its ``USER_INITIAL_RATING`` plus what was earned, and that
constant is 0 (``include/constants.php``): what it shows is what it stores, from 0 as here,
so ours are shown as they are and a club's starting ratings are read as its pages show them.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple, Sequence

from mafia_desktop.engine.roles import Team, Winner
from mafia_desktop.records import record


class Kind(str, Enum):
    """What a game counts as for the rating (its event says; a game outside events is a club game)."""
    CLUB = "club"
    TOURNAMENT = "tournament"
    ELITE = "elite"


#: Kind → (K_win, K_loss) at a full table, and with fewer than ``FULL_TABLE`` players.
FACTORS = {
    Kind.CLUB: ((4.0, 3.0), (2.0, 1.5)),
    Kind.TOURNAMENT: ((16.0, 12.0), (8.0, 6.0)),
    Kind.ELITE: ((64.0, 48.0), (32.0, 24.0)),
}
FULL_TABLE = 10


class Rating(NamedTuple):
    """A tuple: a rebuild makes one a seat of every game (a million), four times as fast as
    a frozen dataclass."""
    overall: float = 0.0
    red: float = 0.0
    black: float = 0.0

    def of(self, team: Team) -> float:
        return self.red if team is Team.RED else self.black

    def plus(self, team: Team, amount: float) -> Rating:
        """This rating after ``amount`` earned in a game of that colour."""
        if team is Team.RED:
            return Rating(self.overall + amount, self.red + amount, self.black)
        return Rating(self.overall + amount, self.red, self.black + amount)


@record(frozen=True)
class GameRating:
    """One game's effect: the town's odds (None: the game is not rated) and what each seat
    earned, in seat order (0 for everyone in a game not rated)."""
    p: float | None
    changes: tuple[float, ...]


def factors(kind: Kind, players: int) -> tuple[float, float]:
    full, short = FACTORS[Kind(kind)]
    return full if players >= FULL_TABLE else short


def red_odds(red: Sequence[float], black: Sequence[float]) -> float:
    """The town's odds from the red players' red ratings and the black players' black ones;
    0 where a colour has no player (the service's ``civ_odds``)."""
    if not red or not black:
        return 0.0
    mean_red = sum(red) / len(red)
    mean_black = sum(black) / len(black)
    return 1.0 / (1.0 + 10.0 ** ((mean_black - mean_red) / 400.0))


def stakes(red: Sequence[float], black: Sequence[float], winner: Winner, kind: Kind) -> tuple[float, float, float]:
    """One rated game's town odds and what each red and each black player earns in it, from
    the red players' red ratings and the black players' black ones (a rebuild's step: every
    seat of a colour earns the same, so a game is worked out once, not once a seat). K is
    halved where fewer than ten players count (the service's player rows)."""
    p = red_odds(red, black)
    k_win, k_loss = factors(kind, len(red) + len(black))
    red_earns = k_win * (1 - p) if winner is Winner.RED else -k_loss * p
    black_earns = k_win * p if winner is Winner.BLACK else -k_loss * (1 - p)
    return p, red_earns, black_earns


def game_rating(before: Sequence[Rating], teams: Sequence[Team | None], winner: Winner | None, *,
                kind: Kind = Kind.CLUB, rated: bool = True) -> GameRating:
    """What each seat earns in one game, given the seats' ratings before it and colours
    (None: a seat whose role the record did not keep, which neither counts nor earns)."""
    if len(before) != len(teams):
        raise ValueError("a rating for every seat")
    red = [rating.red for rating, team in zip(before, teams) if team is Team.RED]
    black = [rating.black for rating, team in zip(before, teams) if team is Team.BLACK]
    if not rated or winner is None:
        return GameRating(None, (0.0,) * len(teams))
    p, red_earns, black_earns = stakes(red, black, winner, kind)
    earned: dict[Team | None, float] = {Team.RED: red_earns, Team.BLACK: black_earns}
    return GameRating(p, tuple(earned.get(team, 0.0) for team in teams))


def order(ended_at: str, game_id: str) -> tuple[str, str]:
    """A game's place in the rating's history: when it ended, then its id."""
    return ended_at, game_id
