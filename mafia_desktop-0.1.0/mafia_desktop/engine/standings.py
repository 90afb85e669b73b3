"""Standings of an event (a club evening or a tournament): every player's points over its
games under one scoring system, ranked with the system's tie-breaks.

Only finished games count: a game without a result has no points yet. A player is the
person the archive knows (a renamed or merged nickname counts as one player), so the
caller gives each game's seat → player map.

Columns (``Standing``): total; games; wins, and wins by role; the host's extra points
(positive adjustments) and penalties (negative adjustments and removals); best-move
points; Ci, the first-killed compensation (``points.first_killed_compensation``), where
K = the games of the event in which the player was shot on the first shooting night and
N = the games he played in the event; and K itself ("killed first").

Tie-breaks, in order (``DEFAULT_TIEBREAK``, the sport system's): the additional points
(extra + penalties + best move), then wins, then wins as don or sheriff, then times killed
first (more ranks higher: the compensation rewards bad luck too). Players equal on the
total and every tie-break share a place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Callable

from mafia_desktop.engine.errors import QT_TRANSLATE_NOOP, Message
from mafia_desktop.engine.points import Kind, ScoringSystem, first_shooting_night, shot_first_and_lost
from mafia_desktop.engine.roles import Role
from mafia_desktop.engine.state import State


@dataclass(frozen=True)
class PlayedGame:
    game_id: str
    state: State
    #: Seat → the player (the archive's person) who sat there.
    players: Mapping[int, str]


@dataclass(frozen=True)
class Standing:
    player: str
    place: int = 0
    total: Fraction = Fraction(0)
    games: int = 0
    wins: int = 0
    wins_by_role: Mapping[str, int] = field(default_factory=dict)
    extra: Fraction = Fraction(0)
    penalties: Fraction = Fraction(0)
    best_move: Fraction = Fraction(0)
    compensation: Fraction = Fraction(0)
    killed_first: int = 0

    @property
    def additional(self) -> Fraction:
        return self.extra + self.penalties + self.best_move

    def role_wins(self) -> list[tuple[str, int]]:
        """(role, wins) for the roles won as, in the roles' own order (then any other)."""
        order = [role.value for role in Role]
        won = [role for role, wins in self.wins_by_role.items() if wins]
        return [(role, self.wins_by_role[role])
                for role in sorted(won, key=lambda r: (order.index(r) if r in order else len(order), r))]

    @property
    def wins_don_or_sheriff(self) -> int:
        return self.wins_by_role.get(Role.DON.value, 0) + self.wins_by_role.get(Role.SHERIFF.value, 0)


#: Tie-break name → what it compares (more is better).
TIEBREAKS: dict[str, Callable[[Standing], object]] = {
    "additional": lambda s: s.additional,
    "wins": lambda s: s.wins,
    "wins_don_sheriff": lambda s: s.wins_don_or_sheriff,
    "killed_first": lambda s: s.killed_first,
    "best_move": lambda s: s.best_move,
    "games": lambda s: -s.games,   # fewer games for the same points ranks higher
}
#: Tie-break name → its words (English; shown with ``translate("Standings", word)``).
TIEBREAK_WORDS = {
    "additional": QT_TRANSLATE_NOOP("Standings", "extra + penalties + best move"),
    "wins": QT_TRANSLATE_NOOP("Standings", "wins"),
    "wins_don_sheriff": QT_TRANSLATE_NOOP("Standings", "wins as don or sheriff"),
    "killed_first": QT_TRANSLATE_NOOP("Standings", "times killed first"),
    "best_move": QT_TRANSLATE_NOOP("Standings", "best-move points"),
    "games": QT_TRANSLATE_NOOP("Standings", "fewer games"),
}
DEFAULT_TIEBREAK = ("additional", "wins", "wins_don_sheriff", "killed_first")


def check_tiebreak(order: Sequence[str]) -> tuple[str, ...]:
    unknown = [name for name in order if name not in TIEBREAKS]
    if unknown:
        raise ValueError(Message("Unknown tie-break {names}; known: {known}",
                                 names=", ".join(unknown), known=", ".join(TIEBREAKS)))
    return tuple(order)


@dataclass
class _Tally:
    total: Fraction = Fraction(0)
    games: int = 0
    wins: int = 0
    wins_by_role: dict[str, int] = field(default_factory=dict)
    extra: Fraction = Fraction(0)
    penalties: Fraction = Fraction(0)
    best_move: Fraction = Fraction(0)
    compensation: Fraction = Fraction(0)
    killed_first: int = 0
    compensated_games: int = 0


def _add_game(tallies: dict[str, _Tally], game: PlayedGame, system: ScoringSystem) -> None:
    state = game.state
    night = first_shooting_night(state)
    shot_first = night.victim if night is not None else None
    compensated = shot_first_and_lost(state)
    if len(set(game.players.values())) < len(game.players):
        raise ValueError(f"Game {game.game_id}: one player in two seats")   # the archive prevents it
    for seat in state.seats:
        tally = tallies.setdefault(game.players[seat.number], _Tally())
        tally.games += 1
        if seat.team is not None and state.winner is not None and seat.team.value == state.winner.value:
            tally.wins += 1
            role = seat.role.value if seat.role else "unknown"
            tally.wins_by_role[role] = tally.wins_by_role.get(role, 0) + 1
        tally.killed_first += shot_first == seat.number
        tally.compensated_games += compensated == seat.number
    for line in system.lines(state):
        tally = tallies[game.players[line.seat]]
        tally.total += line.points
        if line.kind == Kind.BEST_MOVE:
            tally.best_move += line.points
        elif line.kind == Kind.REMOVAL or (line.kind == Kind.HOST and line.points < 0):
            tally.penalties += line.points
        elif line.kind == Kind.HOST:
            tally.extra += line.points


def standings(games: Sequence[PlayedGame], system: ScoringSystem, *,
              tiebreak: Sequence[str] = DEFAULT_TIEBREAK) -> list[Standing]:
    """The ranked table, first place first."""
    order = check_tiebreak(tiebreak)
    tallies: dict[str, _Tally] = {}
    for game in games:
        if game.state.ended:
            _add_game(tallies, game, system)
    rows = []
    for player, tally in tallies.items():
        # Ci per compensated game, with K and N over the whole event.
        for _ in range(tally.compensated_games):
            tally.compensation += system.compensation(tally.killed_first, tally.games,
                                                      shot_first_and_lost=True)
        rows.append(Standing(
            player=player, total=tally.total + tally.compensation, games=tally.games,
            wins=tally.wins, wins_by_role=dict(tally.wins_by_role), extra=tally.extra,
            penalties=tally.penalties, best_move=tally.best_move,
            compensation=tally.compensation, killed_first=tally.killed_first))

    def rank_key(row: Standing) -> tuple:
        return (row.total, *(TIEBREAKS[name](row) for name in order))

    rows.sort(key=lambda row: row.player.casefold())
    rows.sort(key=rank_key, reverse=True)
    placed: list[Standing] = []
    for index, row in enumerate(rows):
        same = placed and rank_key(placed[-1]) == rank_key(row)
        place = placed[-1].place if same else index + 1
        placed.append(replace(row, place=place))
    return placed
