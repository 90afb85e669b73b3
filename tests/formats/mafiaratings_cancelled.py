"""Which day's vote the rating service reads as cancelled, and who it then says did not vote:
its ``Game::check_voting`` and ``Game::is_voting_canceled`` (szotin/mafiaratings,
include/game.php), read from the record alone as the service reads it.

The service does not replay the rules: a removal on day r cancels that day's vote unless the
hands the record keeps decided it before the removal (``when_voting_is_decided``: one seat
with the most votes in the day's last round, decided at the vote on the first nominee to
hold them, else at the vote on the second-last nominee); a removal after a day's decided vote
cancels the next day's, unless the removed player was one that vote removed. On a day not
cancelled, every player at the table at the vote with no entry in his ``voting`` list is
flagged, where the day had a nominee (two on day 0).

Times are the service's ``{round, time, votingRound, nominee, speaker}``; they are compared
as its ``compare_gametimes`` does: by round, then by the moment's place in a round, then
within the vote by voting round and the nominees' order (nomination order from the day's
first speaker), within speeches by the speakers' order.
"""

from __future__ import annotations

from typing import Any

#: The service's ``gametime_to_int``.
TIME_ORDER = {name: order for order, name in enumerate((
    "start", "arrangement", "relaxed sitting", "night start", "shooting", "don", "sheriff", "day start",
    "night kill speaking", "speaking", "voting start", "voting", "voting kill all", "day kill speaking"))}
END_ORDER = len(TIME_ORDER)
REMOVALS = {"warnings", "techFouls", "kickOut", "teamKickOut", "giveUp"}
ROTATION_DIGIT, AFTER_LAST = 0, "1"
REVOTE_ORDER_DIGIT, REVERSE = 5, "1"


class ServiceVoting:
    def __init__(self, record: dict[str, Any]) -> None:
        self.players = record["players"]
        self.rules = record.get("rules", "0" * 13)
        self.size = len(self.players)

    # -- what the record says of each player --------------------------------------------------------
    def _list(self, number: int, key: str) -> list[Any]:
        values = self.players[number - 1].get(key)
        return values if isinstance(values, list) else []

    def days(self) -> int:
        """``count($this->votings)``: the longest nominating or voting list."""
        return max((len(self._list(n, key)) for n in self.numbers() for key in ("nominating", "voting")), default=0)

    def numbers(self) -> range:
        return range(1, self.size + 1)

    def last_round(self) -> int:
        lists = [len(self._list(n, key)) for n in self.numbers() for key in ("nominating", "voting", "shooting")]
        checks = [p[key] for p in self.players for key in ("don", "sheriff") if isinstance(p.get(key), int)]
        return max(lists + checks + [0])

    def death_time(self, number: int, including_speech: bool = False) -> dict[str, Any] | None:
        death = self.players[number - 1].get("death")
        if death is None:
            return {"round": self.last_round(), "time": "end"}
        if "time" in death:
            return dict(death["time"])
        kind = death.get("type")
        if kind == "night":
            return {"round": death.get("round", 0),
                    "time": "night kill speaking" if including_speech else "shooting"}
        if kind == "day":
            day = death["round"]
            if including_speech:
                return {"round": day, "time": "day kill speaking", "speaker": number}
            rounds = next((len(v[day]) - 1 for n in self.numbers() if day < len(v := self._list(n, "voting"))
                           and isinstance(v[day], list)), 0)
            if rounds == 0:
                return {"round": day, "time": "voting", "votingRound": 0, "nominee": number}
            return {"round": day, "time": "voting kill all", "votingRound": rounds}
        fouls = self._list(number, "warnings" if kind == "warnings" else "techFouls")
        due = 4 if kind == "warnings" else 2
        return dict(fouls[due - 1]) if len(fouls) >= due and isinstance(fouls[due - 1], dict) else None

    # -- the order of play ------------------------------------------------------------------------------
    def compare(self, first: dict[str, Any] | None, second: dict[str, Any] | None) -> int:
        """<0, 0, >0 as ``compare_gametimes`` (an unknown time is round 0's start)."""
        first, second = first or {}, second or {}
        if first.get("round", 0) != second.get("round", 0):
            return first.get("round", 0) - second.get("round", 0)
        one, two = first.get("time", "start"), second.get("time", "start")
        if one != two:
            return TIME_ORDER.get(one, END_ORDER) - TIME_ORDER.get(two, END_ORDER)
        day = first.get("round", 0)
        if one == "speaking":
            opener = self.speaks_first(day)
            return ((first["speaker"] - opener) % self.size) - ((second["speaker"] - opener) % self.size)
        if one == "voting":
            if first.get("votingRound", 0) != second.get("votingRound", 0):
                return first.get("votingRound", 0) - second.get("votingRound", 0)
            if "speaker" in first:
                if "speaker" in second:
                    return self.nominated_earlier(day, first["speaker"], second["speaker"], first.get("votingRound", 0))
                return -1 if "nominee" in second else 1
            if "nominee" in first:
                if "nominee" in second:
                    return self.nominated_earlier(day, first["nominee"], second["nominee"], first.get("votingRound", 0))
                return 1
            return -1 if "speaker" in second or "nominee" in second else 0
        return 0

    def _alive_at_day_start(self, index: int, day: int) -> bool:
        return self.compare(self.death_time(index + 1), {"round": day, "time": "night kill speaking"}) > 0

    def _next_speaker(self, index: int, day: int) -> int:
        for step in range(1, self.size + 1):
            candidate = (index + step) % self.size
            if self._alive_at_day_start(candidate, day):
                return candidate
        return -1

    def _previous_speaker(self, index: int, day: int) -> int:
        for step in range(1, self.size + 1):
            candidate = (index - step) % self.size
            if self._alive_at_day_start(candidate, day):
                return candidate
        return -1

    def speaks_first(self, day: int) -> int:
        """``who_speaks_first``: the seat (from 1) that opens the day's discussion."""
        if day == 0:
            return self._next_speaker(self.size - 1, 0) + 1
        previous = self.speaks_first(day - 1) - 1
        if self.rules[ROTATION_DIGIT] != AFTER_LAST:
            previous = self._next_speaker(self._previous_speaker(previous, day - 1), day)
        return self._next_speaker(previous, day) + 1

    def nominated_earlier(self, day: int, one: int, two: int, voting_round: int = 0) -> int:
        if one == two:
            return 0
        sign = -1 if self.rules[REVOTE_ORDER_DIGIT] == REVERSE and voting_round % 2 else 1
        for nominee in self.nominees(day, 0, reverse=False):
            if nominee == one:
                return -sign
            if nominee == two:
                return sign
        return 0

    def nominees(self, day: int, voting_round: int, *, reverse: bool = True) -> list[int]:
        """``get_nominees``: the day's nominations in speech order; for a later voting round,
        those that round's most votes went to."""
        opener = self.speaks_first(day) - 1
        order = [(opener + step) % self.size + 1 for step in range(self.size)]
        named = [nominating[day] for n in order if day < len(nominating := self._list(n, "nominating"))
                 and nominating[day] is not None]
        if voting_round > 0:
            votes = [0] * (self.size + 1)
            for n in self.numbers():
                voting = self._list(n, "voting")
                if day < len(voting) and voting[day] is not None:
                    cast = voting[day]
                    if isinstance(cast, list) and voting_round <= len(cast):
                        cast = cast[voting_round - 1]
                    elif isinstance(cast, list) or voting_round != 1:
                        continue
                    if isinstance(cast, int) and not isinstance(cast, bool):   # PHP counts a null nowhere
                        votes[cast] += 1
            top = max(votes)
            named = [n for n in named if top > 0 and votes[n] == top]
        if reverse and self.rules[REVOTE_ORDER_DIGIT] == REVERSE and voting_round % 2:
            named.reverse()
        return named

    # -- when a vote was decided, and whether it was cancelled ------------------------------------------
    def decided(self, day: int) -> dict[str, Any] | None:
        """``when_voting_is_decided``: the moment the day's last round had its one leader."""
        votes = [0] * self.size
        kill_all = save_all = voting_round = 0
        for n in self.numbers():
            voting = self._list(n, "voting")
            if len(voting) <= day:
                continue
            cast = voting[day]
            if isinstance(cast, list):
                if isinstance(cast[-1], bool):
                    kill_all, save_all = kill_all + cast[-1], save_all + (not cast[-1])
                    voting_round = max(voting_round, len(cast) - 2)
                    cast = cast[-2] if len(cast) >= 2 else None
                else:
                    voting_round = max(voting_round, len(cast) - 1)
                    cast = cast[-1]
            if cast is not None:
                votes[cast - 1] += 1
        top = max(votes)
        winners = [index for index, count in enumerate(votes) if count == top]
        if len(winners) == 1:
            noms = self.nominees(day, voting_round)
            if not noms:
                return None
            if len(noms) == 1:
                return {"round": day, "time": "voting start", "winners": winners}
            nominee = next((n for n in noms[:-2] if votes[n - 1] == top), noms[-2])
            return {"round": day, "time": "voting", "votingRound": voting_round, "nominee": nominee,
                    "winners": winners}
        if kill_all > save_all:
            return {"round": day, "time": "voting kill all", "votingRound": voting_round, "winners": winners}
        return None

    def _night_kill(self, night: int) -> int:
        """``get_night_kill``: the index (from 0) all living blacks shot, or -1."""
        if night <= 0:
            return -1
        shots = [self._list(n, "shooting")[night - 1] if night <= len(self._list(n, "shooting")) else None
                 for n in self.numbers() if self.players[n - 1].get("role") in ("maf", "don")
                 and self.compare({"round": night, "time": "shooting"}, self.death_time(n)) <= 0]
        if not shots or any(s is None for s in shots) or len(set(shots)) != 1:
            return -1
        return shots[0] - 1

    def cancelled(self, day: int) -> bool:
        """``is_voting_canceled``; a removal without a round the service cannot place ("unknown")
        reads as not cancelled, as its callers take GAME_UNKNOWN (-1) for a truthy value only in
        ``check_vote``."""
        for index, player in enumerate(self.players):
            death = player.get("death")
            if not isinstance(death, dict) or death.get("type") not in REMOVALS:
                continue
            removed = death.get("round", (death.get("time") or {}).get("round"))
            if removed is None:
                continue
            gone = self.death_time(index + 1)
            if removed == day:
                decided = self.decided(removed)
                if decided is None or (self.compare(decided, gone) >= 0 and index != self._night_kill(removed)):
                    return True
            elif removed == day - 1:
                decided = self.decided(removed)
                if decided is not None and self.compare(decided, gone) < 0 and index not in decided["winners"]:
                    return True
        return False

    def did_not_vote(self) -> list[str]:
        """``check_voting``'s "did not vote" issues, in its words."""
        found = []
        days = self.days()
        for number in self.numbers():
            gone = self.death_time(number, including_speech=True)
            voting = self._list(number, "voting")
            day = 0
            while day < days and self.compare(gone, {"round": day, "time": "voting", "votingRound": 0}) >= 0:
                if not (day < len(voting) and voting[day] is not None) and not self.cancelled(day):
                    noms = len(self.nominees(day, 0))
                    if noms > 0 and (day > 0 or noms > 1):
                        found.append(f"Player {number} did not vote in round {day}. Although they were alive "
                                     "and voting was not canceled.")
                day += 1
        return found
