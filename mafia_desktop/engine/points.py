"""Points per game under selectable scoring systems.

A scoring system is a value, not code: a named table of numbers. ``system(name)`` gives a
built-in one; a host's own table is a built-in one with numbers changed under a new name
(``dataclasses.replace(system("sport"), name="Our club", win=1.2)``), and ``to_dict`` /
``system_from_dict`` keep it as JSON. Every system answers ``lines(state)`` — each amount a
seat earned and why — and ``points(state)``, their sum for every seat (0 included).

Amounts are exact ``Fraction``s (0.3 is 3/10): a total is summed exactly and rounded only
when shown, to two decimals, half up (``shown``: "0.5", "0.13", "-0.5"; ``json_number``).

The built-in tables
-------------------

``evening-002`` (``EveningTable``) — the party game's points over an evening [002 scoring],
docs/rules.md §5. The amounts come from the game itself:

    black win   each surviving black player: the number of red players dealt ("мирных
                жителей": every red player, special roles included)
    red win     each red player, alive or not (docs/rules.md §5 default; ``town_all=False``: only
                the survivors): the number of players still at the table at the end
    otherwise   nothing (a draw, or no result yet); the seed knows no extra points, so the
                host's adjustments are off (``host_adjustments``)

``sport`` (``PointsTable``) — FIIM-style, the issue's table; its versions differ only in
the best move:

    win 1 · loss 0 (a draw, or no result yet: neither)
    best move of the first killed at night, by the black players among the three he named:
        version 0.5/0.3 (the default; system ``sport``)       3 → 0.5   2 → 0.3
        version 0.4/0.25 (system ``sport-0.4-0.25``)          3 → 0.4   2 → 0.25
        version 0.7/0.5 (system ``sport-0.7-0.5``)            3 → 0.7   2 → 0.5
    removed by fouls −0.5 · disqualified −0.5
    the host's extra points and penalties: as given, each with his written reason
        (``commands.adjust_points``, the event ``PointsAdjusted``)
    first-killed compensation, c = 0.4: Ci = max(0, min(c, c·K / round(c·N))) for a red
        player killed on the first shooting night whose team lost (``compensation``)

``mastermind`` (``PointsTable``) — the Hebrew club [000 Winning move]: win 1 · loss 0; the
winning move by the black players named, 3 → 0.5, 2 → 0.3 (the seed says only that
ranked games score it by that number: **default** the FIIM default version's values);
no removal penalty and no compensation (the seed names none); the host's extras count.

Design calls
------------

* Removal by fouls or disqualification: both leave a ``Departure`` with
  ``LeftHow.REMOVED``. ``fold`` writes the reason ``FOURTH_FOUL`` when the fourth foul
  removes a player and ``SECOND_TECHNICAL_FOUL`` when a second technical foul does (docs/options.md
  ``technical_fouls``): both are "removed by fouls". Any other removal is the host's
  ``PlayerRemoved``: a disqualification, whatever reason he wrote. A fourth foul given to a
  player who has already left (in his last word) removes nobody and costs nothing.
* The first shooting night is night 1: night 0 is the roles night, with no shot in any preset
  [004 §2.1.1]. Its victim (a hit nobody saved) is compensated if he is red and the
  black team won; a miss that night compensates nobody, even if someone dies first later.
  A draw is not a loss.
* Ci depends on the whole event (K: how often the player was killed first there; N: the
  games in the event), so it is not part of one game's ``points``: the standings add
  ``table.compensation(K, N, shot_first_and_lost=...)`` for the seat
  ``shot_first_and_lost(state)`` names. round(c·N) rounds half up (with c = 0.4 there is
  no half: 0.4·N ends in .0, .2, .4, .6 or .8); when it is 0 (N = 1) any K ≥ 1 gets c.
* A best move scores for the seat that made it, the first killed at night (the engine
  records no other), by ``BestMoveRecord.black``; a count the table does not list scores 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from decimal import ROUND_HALF_UP, Decimal, localcontext
from fractions import Fraction
from math import floor
from typing import Any, ClassVar

from mafia_desktop.engine.errors import Message, RuleViolation, joined
from mafia_desktop.engine.folding import FOURTH_FOUL, SECOND_TECHNICAL_FOUL
from mafia_desktop.engine.roles import Team, Winner
from mafia_desktop.engine.state import LeftHow, Night, State

#: The removals ``fold`` makes for fouls; every other removal is a disqualification.
FOUL_REMOVALS = frozenset({FOURTH_FOUL, SECOND_TECHNICAL_FOUL})

#: The sport table's versions: blacks named in the best move → points.
SPORT_VERSIONS: dict[str, dict[int, str]] = {
    "0.5/0.3": {3: "0.5", 2: "0.3"},
    "0.4/0.25": {3: "0.4", 2: "0.25"},
    "0.7/0.5": {3: "0.7", 2: "0.5"},
}
DEFAULT_SPORT_VERSION = "0.5/0.3"


class Kind:
    """What a line of points is for, as the standings add them up."""

    RESULT = "result"        # win, loss, the evening's points
    BEST_MOVE = "best_move"
    REMOVAL = "removal"      # removed by fouls, disqualified
    HOST = "host"            # the host's extra points and penalties


@dataclass(frozen=True)
class PointLine:
    """One amount a seat earned, and why ("win", "best move: 3 black named", ...): ``what``
    is a translatable Message (a str, its English)."""

    seat: int
    points: Fraction
    what: Message
    kind: str = Kind.RESULT


class _Table:
    """What every scoring system shares: the host's adjustments, totals, JSON."""

    kind: ClassVar[str] = ""
    name: str
    host_adjustments: bool
    compensation_cap: Fraction

    def _game_lines(self, state: State) -> list[PointLine]:
        raise NotImplementedError

    def describe(self) -> Message:
        """The table in words, one line (a Message: a str, its English)."""
        raise NotImplementedError

    def lines(self, state: State) -> list[PointLine]:
        """Each amount each seat earned in this game, in the table's order."""
        lines = self._game_lines(state)
        if self.host_adjustments:
            lines += [PointLine(a.seat, a.points, Message("host: {reason}", reason=a.reason), Kind.HOST)
                      for a in state.adjustments]
        return lines

    def points(self, state: State) -> dict[int, Fraction]:
        """Every seat's total for this game (0 for a seat that earned nothing)."""
        totals = {seat.number: Fraction(0) for seat in state.seats}
        for line in self.lines(state):
            totals[line.seat] += line.points
        return totals

    def compensation(self, times_killed_first: int, games: int, *,
                     shot_first_and_lost: bool) -> Fraction:
        """Ci of this table for one game (see ``first_killed_compensation``)."""
        return first_killed_compensation(times_killed_first, games, cap=self.compensation_cap,
                                         shot_first_and_lost=shot_first_and_lost)

    # -- JSON ----------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for f in fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if isinstance(value, Fraction):
                value = _encode(value)
            elif f.name == "best_move":
                value = {str(blacks): _encode(points) for blacks, points in value}
            data[f.name] = value
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Any:
        if not isinstance(data, dict) or data.get("kind", cls.kind) != cls.kind:
            raise RuleViolation("Not a {kind} scoring table: {data!r}", kind=cls.kind, data=data)
        values = {key: value for key, value in data.items() if key != "kind"}
        unknown = set(values) - {f.name for f in fields(cls)}  # type: ignore[arg-type]
        if unknown:
            raise RuleViolation("Unknown scoring option(s): {options}", options=", ".join(sorted(unknown)))
        try:
            return cls(**values)
        except TypeError as error:
            raise RuleViolation("Malformed scoring table: {error}", error=str(error)) from None

    def _normalise(self, *names: str) -> None:
        """Numbers in exact form and flags checked, whatever the caller (or JSON) gave."""
        if not isinstance(self.name, str) or not self.name.strip():
            raise RuleViolation("A scoring system needs a name")
        object.__setattr__(self, "name", self.name.strip())
        for name in names:
            object.__setattr__(self, name, exact(getattr(self, name), name))
        if not isinstance(self.host_adjustments, bool):
            raise RuleViolation("host_adjustments is true or false, not {value!r}", value=self.host_adjustments)


@dataclass(frozen=True)
class EveningTable(_Table):
    """[002 scoring] Points over an evening; see the module's table."""

    kind: ClassVar[str] = "evening"
    # An evening compensates nobody: a constant, where the sport's table has a field (mypy
    # takes _Table's declaration of it for an instance variable only).
    compensation_cap: ClassVar[Fraction] = Fraction(0)  # type: ignore[misc]
    name: str
    town_all: bool = True          # a red win scores every red player, alive or not
    host_adjustments: bool = False

    def __post_init__(self) -> None:
        self._normalise()
        if not isinstance(self.town_all, bool):
            raise RuleViolation("town_all is true or false, not {value!r}", value=self.town_all)

    def _game_lines(self, state: State) -> list[PointLine]:
        if state.winner is Winner.BLACK:
            reds = sum(1 for s in state.seats if s.team is Team.RED)
            return [PointLine(s.number, Fraction(reds), Message("black win: {count} red players dealt", count=reds))
                    for s in state.seats if s.team is Team.BLACK and s.alive]
        if state.winner is Winner.RED:
            at_table = len(state.living())
            return [PointLine(s.number, Fraction(at_table), Message("red win: {count} at the table", count=at_table))
                    for s in state.seats if s.team is Team.RED and (self.town_all or s.alive)]
        return []

    def describe(self) -> Message:
        parts = [Message("black win: each surviving black gets the number of red players dealt"),
                 Message("red win: each red player gets the number still at the table") if self.town_all
                 else Message("red win: each surviving red player gets the number still at the table")]
        if self.host_adjustments:
            parts.append(HOST_EXTRAS)
        return joined(parts)


@dataclass(frozen=True)
class PointsTable(_Table):
    """Win and loss, the best move, removals, the host's extras, the first-killed
    compensation's cap; see the module's table (``sport``, ``mastermind``)."""

    kind: ClassVar[str] = "table"
    name: str
    win: Fraction = Fraction(1)
    loss: Fraction = Fraction(0)
    #: Black players named in the best move → points, most first ((3, 1/2), (2, 3/10)).
    best_move: tuple[tuple[int, Fraction], ...] = ()
    removed_by_fouls: Fraction = Fraction(0)
    disqualified: Fraction = Fraction(0)
    #: c in Ci = max(0, min(c, c·K / round(c·N))); 0: no compensation.
    compensation_cap: Fraction = Fraction(0)
    host_adjustments: bool = True

    def __post_init__(self) -> None:
        self._normalise("win", "loss", "removed_by_fouls", "disqualified", "compensation_cap")
        object.__setattr__(self, "best_move", _best_move_table(self.best_move))
        if self.compensation_cap < 0:
            raise RuleViolation("The first-killed compensation cannot be negative")

    def _game_lines(self, state: State) -> list[PointLine]:
        lines = []
        winner = state.winner
        if winner in (Winner.RED, Winner.BLACK):
            for seat in state.seats:
                won = seat.team is not None and seat.team.value == winner.value
                lines.append(PointLine(seat.number, self.win if won else self.loss,
                                       WIN if won else LOSS))
        best = state.best_move
        value = dict(self.best_move).get(best.black) if best is not None else None
        if best is not None and value:
            lines.append(PointLine(best.seat, value, Message("best move: {count} black named", count=best.black),
                                   Kind.BEST_MOVE))
        for seat in state.seats:
            left = seat.left
            if left is None or left.how is not LeftHow.REMOVED:
                continue
            by_fouls = left.reason in FOUL_REMOVALS
            value = self.removed_by_fouls if by_fouls else self.disqualified
            if value:
                if left.reason in ("", REMOVED_BY_FOULS if by_fouls else DISQUALIFIED):
                    what = REMOVED_BY_FOULS if by_fouls else DISQUALIFIED
                elif by_fouls:
                    what = Message("removed by fouls ({reason})", reason=left.reason)
                else:
                    what = Message("disqualified ({reason})", reason=left.reason)
                lines.append(PointLine(seat.number, value, what, Kind.REMOVAL))
        return lines

    def describe(self) -> Message:
        parts = [Message("win {win}, loss {loss}", win=shown(self.win), loss=shown(self.loss))]
        if self.best_move:
            scale = joined([Message("{count} black → {points}", count=blacks, points=shown(points))
                            for blacks, points in self.best_move], ", ")
            parts.append(Message("best move {scale}", scale=scale))
        parts.append(Message("removed by fouls {fouls}, disqualified {disqualified}",
                             fouls=shown(self.removed_by_fouls), disqualified=shown(self.disqualified)))
        if self.compensation_cap:
            parts.append(Message("first-killed compensation up to {cap}", cap=shown(self.compensation_cap)))
        if self.host_adjustments:
            parts.append(HOST_EXTRAS)
        return joined(parts)


ScoringSystem = EveningTable | PointsTable

#: The words of a line of points and of ``describe()``.
WIN = Message("win")
LOSS = Message("loss")
REMOVED_BY_FOULS = Message("removed by fouls")
DISQUALIFIED = Message("disqualified")
HOST_EXTRAS = Message("the host's extra points")


# -- the first-killed compensation ------------------------------------------------------------

def first_shooting_night(state: State) -> Night | None:
    """Night 1: the roles night (0) has no shot [004 §2.1.1]."""
    return next((night for night in state.nights if night.round == 1), None)


def shot_first_and_lost(state: State) -> int | None:
    """The red player killed on the first shooting night, if his team lost; else None."""
    night = first_shooting_night(state)
    if night is None or night.victim is None or state.winner is not Winner.BLACK:
        return None
    return night.victim if state.seat(night.victim).team is Team.RED else None


def first_killed_compensation(times_killed_first: int, games: int, *, shot_first_and_lost: bool,
                              cap: Fraction = Fraction(2, 5)) -> Fraction:
    """Ci = max(0, min(c, c·K / round(c·N))) with c = ``cap``, K = ``times_killed_first``
    and N = ``games`` in the event, for a game where the seat was ``shot_first_and_lost``;
    0 for any other game. round() rounds half up; round(c·N) = 0 gives c for any K ≥ 1."""
    if games < 1 or not 0 <= times_killed_first <= games:
        raise ValueError(f"killed first {times_killed_first} times in {games} games?")
    cap = exact(cap, Message("compensation cap"))
    if not shot_first_and_lost or times_killed_first == 0 or cap == 0:
        return Fraction(0)
    share = floor(cap * games + Fraction(1, 2))
    if share == 0:
        return cap
    return max(Fraction(0), min(cap, cap * times_killed_first / share))


# -- numbers ----------------------------------------------------------------------------------

def exact(value: Any, what: str) -> Fraction:
    """A number as written, exactly: 0.3 and "0.3" are 3/10, "1/3" is 1/3. ``what`` names
    it in a refusal: an option's name (``compensation_cap``) or a Message."""
    if isinstance(value, bool):
        raise RuleViolation("The {what} must be a number, not {value!r}", what=what, value=value)
    if isinstance(value, float):
        value = repr(value)  # the decimal written, not its binary neighbour
    try:
        return Fraction(value)
    except (TypeError, ValueError, ZeroDivisionError, OverflowError):
        raise RuleViolation("The {what} must be a number, not {value!r}", what=what, value=value) from None


def _best_move_table(value: Any) -> tuple[tuple[int, Fraction], ...]:
    pairs = value.items() if isinstance(value, Mapping) else value
    table: dict[int, Fraction] = {}
    try:
        for blacks, points in pairs:
            count = int(blacks) if isinstance(blacks, (int, str)) and not isinstance(blacks, bool) else -1
            if not 0 <= count <= 3:
                raise RuleViolation("A best move names 0 to 3 black players, not {blacks!r}", blacks=blacks)
            table[count] = exact(points, Message("best move points for {count} black", count=count))
    except (TypeError, ValueError):
        raise RuleViolation("The best move table maps black players named to points, not {value!r}",
                            value=value) from None
    return tuple((blacks, table[blacks]) for blacks in sorted(table, reverse=True) if table[blacks])


def _encode(value: Fraction) -> int | float | str:
    """Exact JSON: 1, 0.25, or "1/3" where no decimal is exact."""
    if value.denominator == 1:
        return int(value)
    as_float = float(value)
    return as_float if Fraction(repr(as_float)) == value else str(value)


def rounded(points: Fraction) -> Decimal:
    """Two decimals, half up (away from zero): 2/15 → 0.13, 1/8 → 0.13, -1/2 → -0.50.
    Precise for any size (a context of its own: the default 28 digits would refuse 1e26)."""
    digits = len(str(abs(points.numerator) // points.denominator)) + 4
    with localcontext() as context:
        context.prec = max(28, digits)
        return (Decimal(points.numerator) / Decimal(points.denominator)).quantize(
            Decimal("0.01"), rounding=ROUND_HALF_UP)


def shown(points: Fraction) -> str:
    """Points for print: 0.5 (not 0.50, not 0.5000000001), 1, -0.5, 0.13."""
    text = f"{rounded(points):f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def json_number(points: Fraction) -> int | float:
    """Points for JSON, rounded as ``shown``: 1, 0.5, 0.13."""
    value = rounded(points)
    return int(value) if value == value.to_integral_value() else float(value)


# -- the built-in systems ---------------------------------------------------------------------

def evening_002() -> EveningTable:
    return EveningTable("evening-002")


def sport(version: str = DEFAULT_SPORT_VERSION) -> PointsTable:
    """The FIIM-style table in one of ``SPORT_VERSIONS``."""
    if version not in SPORT_VERSIONS:
        raise RuleViolation("Unknown sport version {version!r}; choose one of {versions}",
                            version=version, versions=", ".join(SPORT_VERSIONS))
    name = "sport" if version == DEFAULT_SPORT_VERSION else "sport-" + version.replace("/", "-")
    return PointsTable(name, win=Fraction(1), loss=Fraction(0), best_move=_best_move_table(SPORT_VERSIONS[version]),
                       removed_by_fouls=Fraction("-0.5"), disqualified=Fraction("-0.5"),
                       compensation_cap=Fraction("0.4"))


def mastermind() -> PointsTable:
    return PointsTable("mastermind", best_move=_best_move_table(SPORT_VERSIONS[DEFAULT_SPORT_VERSION]))


_BUILT_IN: tuple[ScoringSystem, ...] = (
    evening_002(), sport(), *(sport(v) for v in SPORT_VERSIONS if v != DEFAULT_SPORT_VERSION), mastermind())
SYSTEMS: dict[str, ScoringSystem] = {table.name: table for table in _BUILT_IN}


def system(name: str) -> ScoringSystem:
    """A built-in system by name (``SYSTEMS``)."""
    try:
        return SYSTEMS[name]
    except KeyError:
        raise RuleViolation("Unknown scoring system {name!r}; choose one of {systems}",
                            name=name, systems=", ".join(SYSTEMS)) from None


def system_from_dict(data: Any) -> ScoringSystem:
    """A system kept by ``to_dict`` (a custom table too); a malformed one raises RuleViolation."""
    kinds = {cls.kind: cls for cls in (EveningTable, PointsTable)}
    kind = data.get("kind") if isinstance(data, dict) else None
    if kind not in kinds:
        raise RuleViolation("Unknown kind of scoring system {kind!r}; choose one of {kinds}",
                            kind=kind, kinds=", ".join(kinds))
    return kinds[kind].from_dict(data)
