"""The checks a mafiaratings game record must pass to be accepted, written from the format's
documented meaning (docs/formats.md §3, tests/data/real-games; the service's rules of a valid game): a
record says nothing of a player after he left, every living voter votes in every vote round
the day had, only nominated seats are voted for, only living blacks shoot, a best move only
where the rules give one, and each feature letter only where it holds. Which day's vote a
removal cancelled, and who then did not vote, is read as the service itself reads it
(``mafiaratings_cancelled``, from its ``Game::check``).

``problems(record)`` reads the record alone, as the service does, and returns every
problem in words (empty: the record passes).
"""

from __future__ import annotations

from typing import Any

from .mafiaratings_cancelled import ServiceVoting

#: What was happening, in the order of a round (a night, then a day): the service's game times.
STAGES = {name: order for order, names in enumerate((
    ("start", "arrangement", "relaxed sitting"), ("night start",), ("shooting",), ("don",), ("sheriff",),
    ("day start",), ("night kill speaking",), ("speaking",), ("voting start",), ("voting",),
    ("voting kill all",), ("day kill speaking",), ("end",),
)) for name in names}
NIGHT_END = STAGES["shooting"]       # a night victim has shot with the others
SPEAKING, VOTING, KILL_ALL = STAGES["speaking"], STAGES["voting"], STAGES["voting kill all"]
DAY_END = STAGES["day kill speaking"]
REMOVALS = {"warnings", "techFouls", "kickOut", "teamKickOut", "giveUp"}
FEATURE_LETTERS = set("agsdutclihvknwro")
ROLE_COUNTS = {"civ": 6, "sheriff": 1, "maf": 2, "don": 1}
#: The ``rules`` digits that matter here (docs/formats.md §3's order): the first-day vote's "to talk"
#: value has a vote with a single nominee on day 0; the best move's digit 0 gives one.
FIRST_DAY_DIGIT, TO_TALK = 4, "1"
BEST_MOVE_DIGIT, FIRST_NIGHT = 9, "0"
END = (float("inf"), 0, 0)


def problems(record: dict[str, Any]) -> list[str]:
    return _Checks(record).run()


def time_key(time: dict[str, Any]) -> tuple[float, int, int]:
    """A game time as a key that sorts in the order of play (speakers within a stage are not
    ordered: the rotation is not in the record)."""
    if time.get("time") == "end":
        return END
    return (time["round"], STAGES[time["time"]], time.get("votingRound") or 0)


class _Checks:
    def __init__(self, record: dict[str, Any]) -> None:
        self.record = record
        self.players = record["players"]
        self.features = set(record.get("features", ""))
        self.rules = record.get("rules", "0" * 13)
        self.found: list[str] = []
        self.service = ServiceVoting(record)

    def run(self) -> list[str]:
        self._table()
        self._features()
        for number, player in self.seats():
            self._lists(number, player)
            self._participation(number, player)
            self._shooting(number, player)
            self._legacy(number, player)
        for day in range(self._days()):
            self._nominations(day)
            self._votes(day)
        if "v" in self.features:
            self.found += self.service.did_not_vote()
        return self.found

    def seats(self):
        return enumerate(self.players, start=1)

    def problem(self, text: str) -> None:
        self.found.append(text)

    # -- when each player left -----------------------------------------------------------------
    def gone(self, number: int) -> tuple[float, int, int]:
        """The last moment the player was at the table."""
        death = self.players[number - 1].get("death")
        if death is None:
            return END
        if death["type"] == "night":
            return (death["round"], NIGHT_END, 0)
        if death["type"] == "day":
            return (death["round"], DAY_END, 0)
        return time_key(death["time"])

    def present(self, number: int, moment: tuple[float, int, int]) -> bool:
        return self.gone(number) >= moment

    def stayed(self, number: int, moment: tuple[float, int, int]) -> bool:
        """At the table through the whole of ``moment`` (not removed during it)."""
        return self.gone(number) > moment

    # -- the table ------------------------------------------------------------------------------
    def _table(self) -> None:
        if len(self.players) != 10:
            self.problem(f"the game has {len(self.players)} players, not 10")
        counts = {role: 0 for role in ROLE_COUNTS}
        for number, player in self.seats():
            role = player.get("role", "civ")
            if role not in counts:
                self.problem(f"player {number} has an unknown role {role!r}")
                continue
            counts[role] += 1
        if counts != ROLE_COUNTS:
            self.problem(f"the roles are {counts}, not {ROLE_COUNTS}")
        if self.record.get("winner") not in ("civ", "maf", "tie", None):
            self.problem(f"unknown winner {self.record.get('winner')!r}")

    def _features(self) -> None:
        unknown = self.features - FEATURE_LETTERS
        if unknown:
            self.problem(f"unknown feature letters {sorted(unknown)}")
        answers = any(isinstance(votes, list) and votes and isinstance(votes[-1], bool)
                      for _, player in self.seats() for votes in player.get("voting", []))
        if ("k" in self.features) != answers:
            self.problem("'k' claimed, but no remove-all answers are written" if not answers
                         else "remove-all answers written without 'k'")
        if "l" in self.features and self.rules[BEST_MOVE_DIGIT] != FIRST_NIGHT:
            self.problem("'l' claimed under rules that give no best move")
        removals = [p["death"] for _, p in self.seats() if p.get("death", {}).get("type") in REMOVALS]
        timed = any("time" in death for death in removals)
        if "c" in self.features and not all("time" in death for death in removals):
            self.problem("'c' claimed, but a removal has no time")
        if timed and "c" not in self.features:
            self.problem("removal times written without 'c'")
        for _, player in self.seats():
            death = player.get("death")
            if death is not None and ("round" not in death or "type" not in death):
                self.problem(f"a death without round or type: {death}")

    # -- each player's lists ----------------------------------------------------------------------
    def _lists(self, number: int, player: dict[str, Any]) -> None:
        for key in ("nominating", "voting", "shooting"):
            values = player.get(key)
            if values is None:
                continue
            if not isinstance(values, list) or not values:
                self.problem(f"player {number}'s {key} is {values!r}, not a list with entries")
            elif values[-1] is None:
                self.problem(f"player {number}'s {key} is padded with nulls")
        if "shooting" in player and player.get("role") not in ("maf", "don"):
            self.problem(f"player {number} shoots but is red")

    def _participation(self, number: int, player: dict[str, Any]) -> None:
        for day, target in enumerate(player.get("nominating", [])):
            if target is not None and not self.present(number, (day, SPEAKING, 0)):
                self.problem(f"player {number} nominates on day {day} after he left")
        for day, votes in enumerate(player.get("voting", [])):
            for rnd, vote in enumerate(_as_list(votes)):
                moment = (day, KILL_ALL, 0) if isinstance(vote, bool) else (day, VOTING, rnd)
                if vote is not None and not self.present(number, moment):
                    self.problem(f"player {number} votes on day {day} (round {rnd}) after he left")

    def _shooting(self, number: int, player: dict[str, Any]) -> None:
        for index, target in enumerate(player.get("shooting", [])):
            night = index + 1
            if target is not None and not self.present(number, (night, NIGHT_END, 0)):
                self.problem(f"player {number} shoots on night {night} after he left")

    def _legacy(self, number: int, player: dict[str, Any]) -> None:
        if "legacy" not in player:
            return
        death = player.get("death") or {}
        if self.rules[BEST_MOVE_DIGIT] != FIRST_NIGHT:
            self.problem(f"player {number} has a best move under rules that give none")
        if death.get("type") != "night" or death.get("round") != 1:
            self.problem(f"player {number} has a best move but was not killed on the first night ({death})")

    # -- each day ---------------------------------------------------------------------------------
    def _days(self) -> int:
        return max((len(p.get(key, [])) for _, p in self.seats() for key in ("nominating", "voting")), default=0)

    def nominees(self, day: int) -> list[int]:
        return [p["nominating"][day] for _, p in self.seats()
                if day < len(p.get("nominating", [])) and p["nominating"][day] is not None]

    def _nominations(self, day: int) -> None:
        nominees = self.nominees(day)
        for seat in sorted(set(nominees)):
            if nominees.count(seat) > 1:
                self.problem(f"player {seat} is nominated {nominees.count(seat)} times on day {day}")
            if not self.present(seat, (day, SPEAKING, 0)):
                self.problem(f"player {seat} is nominated on day {day} after he left")

    def _votes(self, day: int) -> None:
        nominees = set(self.nominees(day))
        cast = {number: [v for v in _as_list(p["voting"][day]) if not isinstance(v, bool)]
                for number, p in self.seats() if day < len(p.get("voting", [])) and p["voting"][day] is not None}
        rounds = max((len(votes) for votes in cast.values()), default=0)
        for number, votes in cast.items():
            for rnd, vote in enumerate(votes):
                if "n" in self.features and vote not in nominees:
                    self.problem(f"player {number} votes for {vote}, not nominated on day {day}")
                elif not self.present(vote, (day, VOTING, rnd)):
                    self.problem(f"player {number} votes for {vote} on day {day} (round {rnd}) after he left")
        if rounds == 0 and self._expects_a_vote(day, nominees):
            self.problem(f"day {day} has nominees {sorted(nominees)} and no vote, and nothing cancelled it")
        if self.service.cancelled(day):
            return   # nobody had to vote (the service's reading)
        # A removal during a round ends it where it stands: the votes not yet taken are not.
        cut = {self.gone(number)[2] for number, _ in self.seats() if self.gone(number)[:2] == (day, VOTING)}
        for number, _ in self.seats():
            for rnd in range(rounds):
                if rnd not in cut and self.stayed(number, (day, VOTING, rnd)) and len(cast.get(number, [])) <= rnd:
                    self.problem(f"player {number} was at the table and did not vote on day {day} (round {rnd})")

    def _expects_a_vote(self, day: int, nominees: set[int]) -> bool:
        if "n" not in self.features or "v" not in self.features:
            return False
        if len(nominees) < 2 and not (nominees and (day > 0 or self.rules[FIRST_DAY_DIGIT] == TO_TALK)):
            return False
        return not self.service.cancelled(day) and all(self.present(seat, (day, VOTING, 0)) for seat in nominees)


def _as_list(votes: Any) -> list[Any]:
    return votes if isinstance(votes, list) else [votes]
