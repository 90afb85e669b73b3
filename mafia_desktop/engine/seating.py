"""Tournament seating plans: who plays at which table, in which seat, in every round.

``plan_seating(players, tables=T, games_per_player=G, table_size=S)`` gives a
``SeatingPlan``. A round is every table playing one game at the same time, so a round
seats T·S players; with more players than that, the rest sit the round out. Every player
plays exactly G games, so the tournament has R = P·G / (T·S) rounds.

What a plan promises
--------------------

* **Seats** — each player gets every seat number as evenly as possible: his counts of
  seat 1, seat 2, … seat S differ by at most 1, and by 0 when S divides G (20 players at
  2 tables of 10 over 10 games: everyone has every seat exactly once). Guaranteed, not
  searched for: see "Seats" below. Within his games 1–S, S+1–2S, … a player never has
  the same seat twice.
* **Apart** — no pair the host locked apart ever shares a table. Guaranteed: a plan that
  cannot keep them apart is refused with a ``ValueError`` naming the round.
* **Opponents** — pairs meet as evenly as the search manages. A player meets
  G·(S−1) opponents counted with repeats among P−1 others, so at best every pair would
  meet ⌊q⌋ or ⌈q⌉ times, q = G·(S−1)/(P−1). Few tables make that impossible: with 2 tables
  a pair's count is m = (R + v·w)/2 for ±1 vectors v, w over the R rounds, whose Gram
  matrix has rank ≤ R, and that forces Σ m² ≥ 4500 for 20 players over 10 games
  (q = 90/19), which counts within three consecutive values cannot reach: in any such
  plan the most and the fewest meetings of a pair differ by at least 3. The search
  reaches 3–7 (a difference of 4), every pair meeting (``tests/engine/test_seating.py``).
  100 players at 10 tables over 10 games
  could in principle meet at most once each (q < 1), but that needs 8 mutually
  orthogonal Latin squares of order 10 (2 are known), so some pairs meet twice.
  ``bench/seating_plan.py`` prints what the search reaches for 10, 20, 40 and 100.

How a plan is made
------------------

1. **Sitting out.** When P > T·S, each round P − T·S players sit out, dealt from shuffled
   passes over all players (one pass per round a player sits out, R − G passes): everyone
   sits out exactly R − G rounds, never twice in one round, and not in two rounds running
   when it can be helped; a fresh shuffle per pass mixes who sits out together.
2. **Tables, round by round.** Players kept apart are placed first, by a small
   depth-first search (most-locked player first, tables tried cheapest first, empty tables
   treated as one), so a round that can keep them apart does; then each other player
   goes to the table with room where he has met the present players least.
3. **Local search.** Simulated annealing swaps two players between tables of one round,
   never putting a locked pair together, and keeps the best plan seen. It minimises
   Σ (m − q)⁴ over pairs, plus 8 for each pair that never meets (``_pair_cost``). The sum
   of m is fixed, so this evens the meetings out; the 8 only tells when q < 1, where it
   puts a new opponent before evenness. 3,000 steps per game (at most 300,000), the
   temperature falling from 1/20 to 1/500 of what a random swap costs at the start, and
   random numbers from the seed: the same input always gives the same plan.
4. **Seats.** Seat numbers are an edge colouring: a bipartite graph joins each game to its
   S players, each player split into chunks of S consecutive games; every vertex has at
   most S edges, so S colours (seats) colour it properly (König). Each game gets every
   seat once; each chunk gives its player S different seats, hence the evenness above.
   The colouring flips alternating paths, a few milliseconds for 100 players.

Design calls
------------

* **Only full tables.** When P·G is not a multiple of T·S some table would play short in
  some round. A Mafia table's roles are dealt for its size, so instead of planning empty
  seats ``plan_seating`` refuses and names the nearest games-per-player and player counts
  that fill every table of every round.
* **Smallest table: 4** (``MIN_TABLE_SIZE``). The engine accepts a game of 3 (one mafia
  against two); a seat plan for fewer than 4 has no seats worth evening out. Sport tables
  are 10; no upper limit.
* **Names.** Given a number P, the players are "Player 1" … "Player P". Names are unique
  in any letter case ("Anna" and "ANNA" are one player, as in the archive) and not blank.
* **One table with sitting out.** Who sits out is dealt without looking at locked pairs:
  at one table a locked pair is refused as soon as both play in one round.
* Numbers a host reads (``Place``, ``apart_violations``) count from 1, as printed;
  ``rounds`` is a plain tuple, indexed from 0.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mafia_desktop.engine.errors import MafiaError, Message

MIN_TABLE_SIZE = 4
#: Steps the search for keeping locked pairs apart may take in one round before giving up.
_APART_SEARCH_BUDGET = 200_000
#: Annealing temperatures, as fractions of what a random swap costs at the start.
_HOT, _COLD = 0.05, 0.002
_STEPS_PER_GAME, _MAX_STEPS = 3_000, 300_000


class SeatingRefused(MafiaError, ValueError):
    """A plan that cannot be made as asked, in the host's words: ``message`` is a
    translatable Message, ``str()`` its English."""


@dataclass(frozen=True)
class Place:
    """Where a player sits in one round, numbered as printed (from 1)."""

    round: int
    table: int
    seat: int


@dataclass(frozen=True)
class SeatSpread:
    """For each player, how much more often he got his most frequent seat number than his
    rarest one (0: every seat equally often); ``worst``: the largest over players."""

    per_player: dict[str, int]
    worst: int


@dataclass(frozen=True)
class Meetings:
    """How often each pair of players sat at one table.

    ``counts`` has every pair (in the plan's player order), 0 for those who never met;
    ``repeats`` counts meetings beyond a pair's first; ``most`` is the largest count;
    ``fewest`` the smallest and ``never_met`` the pairs with 0 among the pairs not kept
    apart (a locked pair is meant never to meet)."""

    counts: dict[tuple[str, str], int]
    repeats: int
    most: int
    fewest: int
    never_met: int


@dataclass(frozen=True)
class SeatingPlan:
    """``rounds[r][t]`` is table t+1's seat order in round r+1: the players' names, seat 1
    first. Players not in a round sit it out (``sitting_out``). The quality figures:
    ``seat_spread()``, ``repeated_meetings()``, ``apart_violations()``; a player's own
    places: ``games_of(name)``."""

    players: tuple[str, ...]
    table_size: int
    rounds: tuple[tuple[tuple[str, ...], ...], ...]
    apart: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        known = set(self.players)
        for number, tables in enumerate(self.rounds, start=1):
            seated = [name for table in tables for name in table]
            if any(len(table) != self.table_size for table in tables):
                raise SeatingRefused(Message("Round {round} has a table that is not {size} players.",
                                             round=number, size=self.table_size))
            if len(set(seated)) != len(seated) or not known.issuperset(seated):
                raise SeatingRefused(Message("Round {round} seats a player twice or one not listed.",
                                             round=number))
        if not known.issuperset(name for pair in self.apart for name in pair):
            raise SeatingRefused(Message("A pair kept apart names a player not listed."))

    @property
    def tables(self) -> int:
        return len(self.rounds[0]) if self.rounds else 0

    @property
    def games_per_player(self) -> int:
        """Games of the first player: ``plan_seating`` gives every player as many."""
        return len(self.games_of(self.players[0])) if self.players else 0

    @property
    def sitting_out(self) -> tuple[tuple[str, ...], ...]:
        """For each round, the players who do not play it, in player order."""
        return tuple(tuple(name for name in self.players
                           if not any(name in table for table in tables))
                     for tables in self.rounds)

    def games_of(self, player: str) -> tuple[Place, ...]:
        """Every game ``player`` plays, round by round."""
        return tuple(Place(r, t, table.index(player) + 1)
                     for r, tables in enumerate(self.rounds, start=1)
                     for t, table in enumerate(tables, start=1) if player in table)

    def seat_counts(self, player: str) -> tuple[int, ...]:
        """How often ``player`` has seat 1, seat 2, … seat S."""
        counts = [0] * self.table_size
        for place in self.games_of(player):
            counts[place.seat - 1] += 1
        return tuple(counts)

    def seat_spread(self) -> SeatSpread:
        per_player = {}
        for name in self.players:
            counts = self.seat_counts(name)
            per_player[name] = max(counts) - min(counts)
        return SeatSpread(per_player, max(per_player.values(), default=0))

    def repeated_meetings(self) -> Meetings:
        order = {name: i for i, name in enumerate(self.players)}
        counts = {(a, b): 0 for i, a in enumerate(self.players) for b in self.players[i + 1:]}
        for tables in self.rounds:
            for table in tables:
                seated = sorted(table, key=order.__getitem__)
                for i, a in enumerate(seated):
                    for b in seated[i + 1:]:
                        counts[a, b] += 1
        locked = {(a, b) if order[a] < order[b] else (b, a) for a, b in self.apart}
        free = [m for pair, m in counts.items() if pair not in locked]
        return Meetings(counts, repeats=sum(max(0, m - 1) for m in counts.values()),
                        most=max(counts.values(), default=0), fewest=min(free, default=0),
                        never_met=free.count(0))

    def apart_violations(self) -> tuple[tuple[int, int, str, str], ...]:
        """(round, table, a, b) for every locked pair at one table; empty in a plan
        ``plan_seating`` made."""
        return tuple((r, t, a, b)
                     for r, tables in enumerate(self.rounds, start=1)
                     for t, table in enumerate(tables, start=1)
                     for a, b in self.apart if a in table and b in table)


def plan_seating(players: Sequence[str] | int, *, tables: int, games_per_player: int,
                 table_size: int = 10, apart: Iterable[tuple[str, str]] = (),
                 seed: int = 0) -> SeatingPlan:
    """A plan for ``players`` (names, or a count) at ``tables`` tables of ``table_size``,
    each playing ``games_per_player`` games, never seating an ``apart`` pair at one table.
    The same arguments always give the same plan; another ``seed`` gives another one.
    Raises ``SeatingRefused`` (a ``ValueError``), in the host's words, for what cannot be planned."""
    names = _player_names(players)
    count, size = len(names), table_size
    _check_sizes(count, tables, games_per_player, size)
    index = {name: i for i, name in enumerate(names)}
    pairs = _apart_pairs(apart, index)
    apart_of: list[set[int]] = [set() for _ in names]
    for a, b in pairs:
        apart_of[a].add(b)
        apart_of[b].add(a)

    rng = random.Random(seed)
    meet = [[0] * count for _ in names]
    layout: list[list[list[int]]] = []
    for number, group in enumerate(_playing(count, tables * size, games_per_player, rng), 1):
        placed = _place_round(number, group, tables, size, meet, apart_of, names, rng)
        for table in placed:
            _meet(meet, table, +1)
        layout.append(placed)
    if tables > 1:
        aim = games_per_player * (size - 1) / (count - 1)
        layout = _anneal(layout, meet, apart_of, size, aim, rng,
                         iterations=min(_MAX_STEPS, _STEPS_PER_GAME * len(layout) * tables))
    seats = _seat_orders(layout, size)
    return SeatingPlan(
        players=names, table_size=size,
        rounds=tuple(tuple(tuple(names[p] for p in table) for table in tables_)
                     for tables_ in seats),
        apart=tuple((names[a], names[b]) for a, b in pairs))


# -- checking what the host asked for ---------------------------------------------------------

def _player_names(players: Sequence[str] | int) -> tuple[str, ...]:
    if isinstance(players, int):
        return tuple(f"Player {i}" for i in range(1, players + 1))
    names = tuple(players)
    seen: dict[str, str] = {}
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise SeatingRefused(Message("Every player needs a name; one of them is blank."))
        key = name.strip().casefold()
        if key in seen:
            raise SeatingRefused(Message('"{first}" and "{second}" are the same player: '
                                         'give every player a different name.', first=seen[key], second=name))
        seen[key] = name
    return names


def _check_sizes(count: int, tables: int, games: int, size: int) -> None:
    if size < MIN_TABLE_SIZE:
        raise SeatingRefused(Message("A table needs at least {minimum} seats (you asked for {size}).",
                                     minimum=MIN_TABLE_SIZE, size=size))
    if tables < 1:
        raise SeatingRefused(Message("A plan needs at least one table."))
    if games < 1:
        raise SeatingRefused(Message("Every player must play at least one game."))
    if count < size:
        raise SeatingRefused(Message("{count} players cannot fill a table of {size}.", count=count, size=size))
    if count < tables * size:
        values: dict[str, object] = dict(count=count, fit=count // size, size=size, tables=tables, needed=tables * size)
        if count // size == 1:
            raise SeatingRefused(Message("{count} players fill at most 1 table of {size}; "
                                         "{tables} tables need {needed} players.", **values))
        raise SeatingRefused(Message("{count} players fill at most {fit} tables of {size}; "
                                     "{tables} tables need {needed} players.", **values))
    per_round = tables * size
    if count * games % per_round:
        fits_games = _nearest(games, lambda g: count * g % per_round == 0)
        fits_count = _nearest(count, lambda p: p >= per_round and p * games % per_round == 0)
        values = dict(count=count, games=games, seats=count * games, tables=tables, size=size,
                      per_round=per_round, fits_games=_either(fits_games), fits_count=_either(fits_count))
        if tables == 1:
            raise SeatingRefused(Message(
                "{count} players playing {games} games each fill {seats} seats, which is not a whole "
                "number of rounds of 1 table of {size} ({per_round} seats a round), so some table would "
                "play short. With {count} players choose {fits_games} games each, or with {games} games "
                "each bring {fits_count} players.", **values))
        raise SeatingRefused(Message(
            "{count} players playing {games} games each fill {seats} seats, which is not a whole "
            "number of rounds of {tables} tables of {size} ({per_round} seats a round), so some table "
            "would play short. With {count} players choose {fits_games} games each, or with {games} "
            "games each bring {fits_count} players.", **values))


def _nearest(value: int, fits) -> list[int]:
    """The nearest values below and above ``value`` that fit (none below 1)."""
    below = next((v for v in range(value - 1, 0, -1) if fits(v)), None)
    above = next(v for v in range(value + 1, value * 1000 + 1000) if fits(v))
    return [v for v in (below, above) if v is not None]


def _either(values: list[int]) -> Message | int:
    """One number, or two: "20 or 22"."""
    if len(values) == 1:
        return values[0]
    return Message("{lower} or {higher}", lower=values[0], higher=values[1])


def _apart_pairs(apart: Iterable[tuple[str, str]], index: dict[str, int]) -> list[
        tuple[int, int]]:
    """The locked pairs as indexes, each pair once; a name in any case is the player (the
    names are unique regardless of case)."""
    folded = {name.casefold(): i for name, i in index.items()}
    pairs: list[tuple[int, int]] = []
    for a, b in apart:
        for name in (a, b):
            if name.casefold() not in folded:
                raise SeatingRefused(Message('"{name}" is kept apart from someone but is not among the players.',
                                             name=name))
        first, second = folded[a.casefold()], folded[b.casefold()]
        if first == second:
            raise SeatingRefused(Message('"{name}" cannot be kept apart from himself.', name=a))
        if (first, second) not in pairs and (second, first) not in pairs:
            pairs.append((first, second))
    return pairs


# -- building the plan ------------------------------------------------------------------------

def _playing(count: int, per_round: int, games: int, rng: random.Random) -> list[list[int]]:
    """Who plays each round. The players who sit out are dealt from one shuffled pass over
    everyone after another, ``count − per_round`` a round, so everyone sits out exactly as
    often; each pass is shuffled afresh (the same players do not keep sitting out together)
    and puts last whoever is already sitting out this round (no one sits out twice in a
    round) or sat out the round before (nor, where avoidable, twice running)."""
    rounds = count * games // per_round
    out = count - per_round
    resting: list[list[int]] = [[] for _ in range(rounds)]
    if out:
        dealt = 0
        for _ in range(rounds - games):
            current, previous = set(resting[dealt // out]), set(resting[dealt // out - 1])
            circle = list(range(count))
            rng.shuffle(circle)
            circle.sort(key=lambda p: 2 if p in current else p in previous)
            for p in circle:
                resting[dealt // out].append(p)
                dealt += 1
    return [[p for p in range(count) if p not in rest] for rest in map(set, resting)]


def _place_round(number: int, group: list[int], tables: int, size: int,
                 meet: list[list[int]], apart_of: list[set[int]], names: tuple[str, ...],
                 rng: random.Random) -> list[list[int]]:
    """One round's tables: locked players by search, then everyone else greedily."""
    here = set(group)
    locked = sorted((p for p in group if apart_of[p] & here),
                    key=lambda p: (-len(apart_of[p] & here), p))
    placed: list[list[int]] = [[] for _ in range(tables)]
    budget = [_APART_SEARCH_BUDGET]
    if not _place_locked(locked, 0, placed, size, meet, apart_of, budget):
        who = ", ".join(names[p] for p in sorted(locked))
        if tables == 1:
            a = locked[0]
            b = min(apart_of[a] & here)
            raise SeatingRefused(Message("At one table players kept apart cannot both play a round, but "
                                         "{first} and {second} both play round {round}. Add a table "
                                         "or unlock the pair.", first=names[a], second=names[b], round=number))
        raise SeatingRefused(Message("In round {round} the players kept apart ({who}) cannot be spread "
                                     "over {tables} tables of {size}. Unlock a pair or add a table.",
                                     round=number, who=who, tables=tables, size=size))
    locked_set = set(locked)
    free = [p for p in group if p not in locked_set]
    rng.shuffle(free)
    for p in free:
        row = meet[p]
        best = min((t for t in range(tables) if len(placed[t]) < size),
                   key=lambda t: (sum(row[q] for q in placed[t]), t))
        placed[best].append(p)
    return placed


def _place_locked(locked: list[int], k: int, placed: list[list[int]], size: int,
                  meet: list[list[int]], apart_of: list[set[int]], budget: list[int]) -> bool:
    if k == len(locked):
        return True
    budget[0] -= 1
    if budget[0] < 0:
        raise SeatingRefused(Message("Too many players are locked apart to check every way of seating "
                                     "them; unlock some pairs."))
    p = locked[k]
    options = []
    empty_tried = False
    for t, table in enumerate(placed):
        if len(table) >= size or apart_of[p].intersection(table):
            continue
        if not table:
            if empty_tried:          # empty tables are interchangeable: try one
                continue
            empty_tried = True
        options.append((sum(meet[p][q] for q in table), t))
    for _, t in sorted(options):
        placed[t].append(p)
        if _place_locked(locked, k + 1, placed, size, meet, apart_of, budget):
            return True
        placed[t].pop()
    return False


def _meet(meet: list[list[int]], table: list[int], step: int) -> None:
    for i, a in enumerate(table):
        for b in table[i + 1:]:
            meet[a][b] += step
            meet[b][a] += step


def _anneal(layout: list[list[list[int]]], meet: list[list[int]], apart_of: list[set[int]],
            size: int, aim: float, rng: random.Random, *,
            iterations: int) -> list[list[list[int]]]:
    """Swap players between two tables of one round, minimising the pairs' ``_pair_cost``;
    returns the best layout seen (``meet`` is left matching the last one, not the best)."""
    rounds, tables = len(layout), len(layout[0])
    cost_of = [_pair_cost(m, aim) for m in range(rounds + 2)]
    up = [cost_of[m + 1] - cost_of[m] for m in range(rounds + 1)]
    down = [cost_of[m - 1] - cost_of[m] if m else 0.0 for m in range(rounds + 1)]
    random_ = rng.random

    def pick() -> tuple[list[int], list[int], int, int, float]:
        current = layout[int(random_() * rounds)]
        ta = int(random_() * tables)
        tb = int(random_() * (tables - 1))
        tb += tb >= ta
        table_a, table_b = current[ta], current[tb]
        ia, ib = int(random_() * size), int(random_() * size)
        a, b = table_a[ia], table_b[ib]
        ma, mb = meet[a], meet[b]
        # a leaves table_a for table_b and b the other way; the pair a–b stays apart.
        delta = (sum([up[ma[y]] + down[mb[y]] for y in table_b])
                 + sum([down[ma[x]] + up[mb[x]] for x in table_a]) - 2 * up[ma[b]])
        return table_a, table_b, ia, ib, delta

    # Temperatures in proportion to what a random swap costs now, so that any table size,
    # number of games and cost scale anneal alike.
    worse = [move[-1] for move in (pick() for _ in range(200)) if move[-1] > 0]
    typical = sum(worse) / len(worse) if worse else 1.0
    hot, cold = typical * _HOT, typical * _COLD
    cost = best_cost = 0.0
    best = [[list(t) for t in r] for r in layout]
    for step in range(iterations):
        temperature = hot * (cold / hot) ** (step / iterations)
        table_a, table_b, ia, ib, delta = pick()
        if delta > 0 and random_() >= math.exp(-delta / temperature):
            continue
        a, b = table_a[ia], table_b[ib]
        if (apart_of[a] or apart_of[b]) and (
                any(q != b and q in apart_of[a] for q in table_b)
                or any(q != a and q in apart_of[b] for q in table_a)):
            continue
        ma, mb = meet[a], meet[b]
        for x in table_a:
            if x != a:
                ma[x] -= 1; meet[x][a] -= 1; mb[x] += 1; meet[x][b] += 1   # noqa: E702
        for y in table_b:
            if y != b:
                mb[y] -= 1; meet[y][b] -= 1; ma[y] += 1; meet[y][a] += 1   # noqa: E702
        table_a[ia], table_b[ib] = b, a
        cost += delta
        if cost < best_cost - 1e-9:
            best_cost, best = cost, [[list(t) for t in r] for r in layout]
    return best


def _pair_cost(meetings: int, aim: float) -> float:
    """What a pair meeting ``meetings`` times costs the plan: (m − q)⁴, q the meetings an
    even plan gives every pair, plus 8 for a pair that never meets. The fourth power keeps
    the counts close to q (squares would allow a few far-off pairs for many on target); the
    8 matters only when q < 1, where not everyone can meet, and puts meeting someone new
    before evenness."""
    return (meetings - aim) ** 4 + (8.0 if meetings == 0 else 0.0)


def _seat_orders(layout: list[list[list[int]]], size: int) -> list[list[list[int]]]:
    """Seat numbers by edge-colouring games × (player, chunk of ``size`` games): see the
    module's "Seats". Returns each table's players in seat order."""
    edges: dict[tuple, dict[int, tuple]] = {}
    played: dict[int, int] = {}
    for r, tables in enumerate(layout):
        for t, table in enumerate(tables):
            game = ("game", r, t)
            for p in table:
                chunk = ("player", p, played.get(p, 0) // size)
                played[p] = played.get(p, 0) + 1
                _colour(edges, chunk, game, size)
    return [[[edges["game", r, t][seat][1] for seat in range(size)]
             for t in range(len(tables))] for r, tables in enumerate(layout)]


def _colour(edges: dict[tuple, dict[int, tuple]], u: tuple, v: tuple, colours: int) -> None:
    """Colour the edge u–v with one of ``colours`` so that no vertex has two edges of one
    colour (both ends have fewer than ``colours`` edges so far)."""
    at_u, at_v = edges.setdefault(u, {}), edges.setdefault(v, {})
    a = next(c for c in range(colours) if c not in at_u)
    b = next(c for c in range(colours) if c not in at_v)
    if a in at_v and b not in at_u:
        a = b
    elif a in at_v:
        # Swap a and b along the path from v that starts with v's a-edge. The path never
        # reaches u (u, across the bipartition, would be entered by an a-edge it lacks),
        # so afterwards a is free at both ends.
        path, node, c = [v], v, a
        while c in edges[node]:
            node = edges[node][c]
            path.append(node)
            c = b if c == a else a
        for i, (x, y) in enumerate(zip(path, path[1:])):
            old = a if i % 2 == 0 else b
            del edges[x][old], edges[y][old]
        for i, (x, y) in enumerate(zip(path, path[1:])):
            new = b if i % 2 == 0 else a
            edges[x][new], edges[y][new] = y, x
    at_u[a], at_v[a] = v, u
