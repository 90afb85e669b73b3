"""Reading a mafiaratings record: replayed through the engine (the package's docstring says
how the format is read)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timezone
from typing import Any, Iterable

from mafia_desktop.engine import LeftHow, Phase, Role, State, StepKind, preset
from mafia_desktop.engine.errors import Message
from mafia_desktop.engine.ruleset import FirstDayVote, Ruleset
from mafia_desktop.numerals import digits

from mafia_desktop.formats import ImportedGame, RecordError, malformed
from mafia_desktop.formats.limits import (
    MAX_DAYS, MAX_FOULS, MAX_LABEL, MAX_ROUNDS, MAX_SEATS, FieldError, entries, mapping, nickname,
    known, record_id, seat, shown, text, whole,
)
from mafia_desktop.formats.mafiaratings.times import moment
from mafia_desktop.formats.replay import (
    At, Arrangement, BestMove, Check, Entry, Foul, Inference, Nomination, Points,
    Removal, RemoveAllVote, Script, Shot, Vote, check_winner, describe, epoch, replay,
    unique_nicknames,
)
from mafia_desktop.formats.mafiaratings.codes import (
    SOURCE, RULE_DIGITS, ROLES, WINNERS, REMOVALS, BONUS_TITLES, ALL_FEATURES,
)


@dataclass(frozen=True)
class Death:
    """A player's departure as the record tells it, in our numbering where it says."""

    how: LeftHow | None
    round: int | None = None
    phase: Phase | None = None
    at: At | None = None           # a removal's moment
    kind: str = ""                 # the record's type ("kickOut", ...)


class Features:
    """What the record promises to hold. A record without ``features`` (older exports)
    says nothing: whatever it holds is taken."""

    def __init__(self, letters: object) -> None:
        self.letters = None if letters is None else set(text(letters, len(ALL_FEATURES) * 2, "features"))

    def __contains__(self, letter: str) -> bool:
        return self.letters is None or letter in self.letters


def read(data: dict[str, Any]) -> ImportedGame:
    if not isinstance(data, dict) or "id" not in data:
        raise RecordError("Not a mafiaratings game record: it has no id")
    try:
        identity = record_id(data["id"])
        tournament = record_id(data["tournamentId"]) if data.get("tournamentId") not in (None, "", 0) else ""
    except FieldError as error:
        raise RecordError("{problem}", problem=error.message) from None
    name = Message("game {id}", id=identity)
    try:
        record = _Record(data, name)
        script = record.script()
        end_time = record.end_time if script.finished else None   # (checked here: refused naming the game)
    except FieldError as error:
        raise RecordError("{game}: {problem}", game=name, problem=error.message) from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        raise malformed(name, error) from None
    replayed = replay(script)
    state = replayed.game.state
    if "d" in record.features:
        compare_departures(name, state, record.deaths)
    else:
        record.warnings.append(Message("The record does not say who left when (no 'd' in its features): "
                                       "the departures are the rules' alone."))
    if script.finished:
        check_winner(name, state, WINNERS[data["winner"]])
    warnings = record.warnings + replayed.warnings + [_unplaced(e) for e in replayed.unplaced]
    return ImportedGame(SOURCE, identity, replayed.game.events, started_at=_iso(data.get("startTime")),
                        warnings=warnings, game=replayed.game, tournament=tournament,
                        ended_at=_iso(end_time))


class _Record:
    """One record, checked field by field as it is turned into the entries of a replay."""

    def __init__(self, data: dict[str, Any], name: Message) -> None:
        self.data, self.name = data, name
        self.features = Features(data.get("features"))
        self.players = [mapping(p, Message("player {index}", index=i))
                        for i, p in enumerate(entries(data["players"], MAX_SEATS, "players"), start=1)]
        self.size = len(self.players)
        if not self.players:
            raise FieldError("the record has no players")
        self.warnings: list[Message] = []
        self.counted: list[int] = []     # seats whose fouls the record only counts
        self.finished = data.get("winner") is not None
        if self.finished and not known(data["winner"], WINNERS):
            raise FieldError("unknown winner {winner}", winner=shown(data["winner"]))
        self.deaths: dict[int, Death] = {}
        if "d" in self.features:
            for number, player in self.seats():
                death = self._death(number, player)
                if death is not None:
                    self.deaths[number] = death

    def seats(self) -> Iterable[tuple[int, dict[str, Any]]]:
        return enumerate(self.players, start=1)

    @property
    def end_time(self) -> int | str | None:
        """``endTime``: when the game ended (the service orders games by it), checked as the start."""
        return _start_time(self.data.get("endTime"), "endTime")

    def script(self) -> Script:
        nicknames, notes = unique_nicknames(nickname(p.get("name"), number) for number, p in self.seats())
        self.warnings += notes
        ruleset = ruleset_from_digits(self.data.get("rules"), self.name, self.warnings)
        if any(self._foul_count(n, p, "techFouls") for n, p in self.seats()):
            ruleset = replace(ruleset, technical_fouls=True)   # counted where the record has some
        found: list[Entry] = []
        for number, player in self.seats():
            found += self._day_entries(number, player) + self._night_entries(number, player)
            found += self._discipline(number, player) + self._bonus(number, player)
        found += self._victims_shots(found)
        found += self._arrangement()
        if self.counted:
            self.warnings.append(Message("The record counts the fouls of seats {seats} without saying when: "
                                         "each is given in the player's own last word, at his removal, or at "
                                         "the end.", seats=", ".join(map(str, self.counted))))
        for letter, what in (("g", Message("the don's checks")), ("s", Message("the sheriff's checks"))):
            if letter not in self.features:
                self.warnings.append(Message("The record does not keep {what} (no '{letter}' in its features): "
                                             "each night is replayed without one.", what=what, letter=letter))
        moderator = mapping(self.data.get("moderator"), "moderator")
        return Script(
            name=self.name, ruleset=ruleset, nicknames=nicknames,
            roles=[self._role(number, p) for number, p in self.seats()],
            entries=found, finished=self.finished,
            labels={"host": text(moderator.get("name"), MAX_LABEL, Message("the moderator's name"))},
            clock_start=epoch(_start_time(self.data.get("startTime"))),
            inference=_FromDeaths(self),
            known_until=max((p for d in self.deaths.values() if (p := _period(d))), default=None),
        )

    def _role(self, number: int, player: dict[str, Any]) -> Role:
        role = player.get("role", "civ")    # a key left out: a civilian
        if not known(role, ROLES):
            raise FieldError("seat {seat} has an unknown role {role}", seat=number, role=shown(role))
        return ROLES[role]

    def _per_round(self, number: int, player: dict[str, Any], key: str) -> Iterable[tuple[int, Any]]:
        """(index, value) of each non-null value of a per-round list."""
        what = Message("seat {seat}'s {key}", seat=number, key=key)
        for index, value in enumerate(entries(player.get(key), MAX_DAYS + 1, what)):
            if value is not None:
                yield index, value

    # -- days ------------------------------------------------------------------------------
    def _day_entries(self, number: int, player: dict[str, Any]) -> list[Entry]:
        found: list[Entry] = []
        if "n" in self.features:
            for index, target in self._per_round(number, player, "nominating"):
                day = index + 1
                target = seat(target, self.size, Message("seat {seat}'s nomination on day {day}", seat=number,
                                                         day=day))
                found.append(Entry(At(StepKind.SPEECH, day, number), Nomination(number, target),
                                   Message("day {day}, seat {seat}'s speech", day=day, seat=number),
                                   Message("seat {seat}'s nomination of seat {nominee}", seat=number,
                                           nominee=target)))
        if "v" in self.features:
            for index, votes in self._per_round(number, player, "voting"):
                votes = entries(votes, MAX_ROUNDS + 1, "voting") if isinstance(votes, list) else [votes]
                found += self._votes(number, index + 1, votes)
        return found

    def _votes(self, number: int, day: int, votes: list[Any]) -> list[Entry]:
        found: list[Entry] = []
        what = Message("seat {seat}'s voting on day {day}", seat=number, day=day)
        for round_number, vote in enumerate(votes, start=1):
            if isinstance(vote, bool):
                if round_number != len(votes):
                    raise FieldError("{what}: true/false comes last", what=what)
                if "k" not in self.features:
                    continue   # not promised: the answer comes from the stated deaths
                found.append(Entry(At(StepKind.REMOVE_ALL_VOTE, day), RemoveAllVote(number, vote),
                                   Message("day {day}, the vote on all of them leaving", day=day),
                                   Message("seat {seat}'s yes", seat=number) if vote
                                   else Message("seat {seat}'s no", seat=number)))
            elif vote is not None:
                vote = seat(vote, self.size, what)
                found.append(Entry(At(StepKind.VOTE, day, vote, round_number), Vote(number),
                                   Message("day {day}, vote round {round}", day=day, round=round_number),
                                   Message("seat {seat}'s vote for seat {nominee}", seat=number, nominee=vote)))
        return found

    # -- nights ----------------------------------------------------------------------------
    def _night_entries(self, number: int, player: dict[str, Any]) -> list[Entry]:
        found: list[Entry] = []
        if "h" in self.features:
            for index, target in self._per_round(number, player, "shooting"):
                night = index + 1   # shooting starts at night 1
                target = seat(target, self.size, Message("seat {seat}'s shot on night {night}", seat=number,
                                                         night=night))
                found.append(Entry(At(StepKind.SHOT, night), Shot(number, target),
                                   Message("night {night}, the mafia's shot", night=night),
                                   Message("seat {seat}'s shot at seat {target}", seat=number, target=target)))
        for key, kind in (("don", StepKind.DON_CHECK), ("sheriff", StepKind.SHERIFF_CHECK)):
            letter = "g" if key == "don" else "s"
            if player.get(key) is not None and letter in self.features:
                night = whole(player[key], 1, MAX_DAYS, Message("the night seat {seat} was checked", seat=number))
                at = At(kind, night)
                found.append(Entry(at, Check(number), describe(at),
                                   Message("the check of seat {seat}", seat=number)))
        if player.get("legacy") and "l" in self.features:
            found.append(self._legacy(number, player["legacy"]))
        return found

    def _victims_shots(self, found: list[Entry]) -> list[Entry]:
        """The service cuts each player's lists at his death, so a black player killed at night
        writes no shot that night (its own check skips it): where the others' shots all name
        him, his is theirs, not a miss (a 2020 game: two mafiosi shot their own don)."""
        if "h" not in self.features:
            return []
        shots: dict[int, list[Shot]] = {}
        for entry in found:
            if isinstance(entry.action, Shot) and entry.at.number is not None:
                shots.setdefault(entry.at.number, []).append(entry.action)
        added: list[Entry] = []
        for number, death in sorted(self.deaths.items()):
            night = death.round
            role = self._role(number, self.players[number - 1])
            if death.how is not LeftHow.KILLED or night is None or not role.is_black:
                continue
            tonight = shots.get(night, [])
            if tonight and all(s.target == number for s in tonight) and all(s.shooter != number for s in tonight):
                at = At(StepKind.SHOT, night)
                added.append(Entry(at, Shot(number, number), Message("night {night}, the mafia's shot", night=night),
                                   Message("seat {seat}'s shot at seat {target}", seat=number, target=number)))
        return added

    def _legacy(self, number: int, legacy: object) -> Entry:
        what = Message("seat {seat}'s best move", seat=number)
        guesses = tuple(seat(s, self.size, what) for s in entries(legacy, 3, what))
        death = self.deaths.get(number)
        killed = death is not None and death.how is LeftHow.KILLED and death.round is not None
        day = death.round + 1 if killed and death is not None and death.round is not None else None
        return Entry(At(StepKind.BEST_MOVE, day, number), BestMove(guesses), what,
                     Message("seat {seat}'s best move {guesses}", seat=number, guesses=list(guesses)))

    def _arrangement(self) -> list[Entry]:
        """Older exports: ``arranged`` = the night the don planned to shoot this seat."""
        if "a" not in self.features:
            return []
        planned = sorted((whole(p["arranged"], 1, 3, "arranged"), number) for number, p in self.seats()
                         if p.get("arranged") is not None)
        if not planned:
            return []
        seats = tuple(number for _, number in planned)
        return [Entry(At(StepKind.AGREEMENT, 0), Arrangement(seats), Message("night 0, the arrangement"),
                      Message("the arrangement {seats}", seats=list(seats)))]

    # -- departures ------------------------------------------------------------------------
    def _death(self, number: int, player: dict[str, Any]) -> Death | None:
        death = player.get("death")
        time = None
        if isinstance(death, dict):
            kind, rnd, time = death.get("type"), death.get("round"), death.get("time")
        elif death is None or death is False:
            kind, rnd, time = self._older_death(number, player)
            if kind is None and rnd is None and not player.get("dead"):
                return None
        elif death is True:
            kind, rnd = None, None
        elif isinstance(death, str):
            kind, rnd = death, None
        else:
            kind, rnd = None, death
        what = Message("seat {seat}'s death", seat=number)
        rnd = None if rnd is None or "u" not in self.features else whole(rnd, 0, MAX_DAYS, what)
        if "t" not in self.features:
            kind = None
        if kind is not None and not isinstance(kind, str):   # a list or an object: named, not unhashable
            raise FieldError("seat {seat}: unknown death type {kind}", seat=number, kind=shown(kind))
        if kind == "night":
            return Death(LeftHow.KILLED, rnd, Phase.NIGHT, kind=kind)
        if kind == "day":
            return Death(LeftHow.VOTED, None if rnd is None else rnd + 1, Phase.DAY, kind=kind)
        if kind in REMOVALS:
            return self._removal(number, player, kind, rnd, time if "c" in self.features else None)
        if kind is None:
            return Death(None)   # the record says he left, not how
        raise FieldError("seat {seat}: unknown death type {kind}", seat=number, kind=shown(kind))

    def _older_death(self, number: int, player: dict[str, Any]) -> tuple[str | None, int | None, dict | None]:
        """``dead: {night: n}`` / ``{day: d}``; with a "time" it is a removal (game.js)."""
        dead = player.get("dead")
        if not isinstance(dead, dict):
            return None, None, None
        if "time" in dead:
            kind = "warnings" if self._foul_count(number, player, "warnings") >= 4 else "kickOut"
            return kind, dead.get("night", dead.get("day")), dead
        if "night" in dead:
            return "night", dead["night"], None
        return "day", dead.get("day"), None

    def _removal(self, number: int, player: dict[str, Any], kind: str, rnd: int | None,
                 time: object) -> Death:
        fouls = self._detailed(number, player, "warnings" if kind != "techFouls" else "techFouls")
        due = 4 if kind == "warnings" else 2
        if time is not None:
            at = self._moment(time, Message("seat {seat}'s death.time", seat=number))
            if (at.kind is StepKind.VOTE and at.number is not None and isinstance(time, dict)
                    and "votingRound" not in time):
                # An older time without the round: the rounds kept for that day were complete.
                at = replace(at, vote_round=self._rounds_recorded(at.number - 1) + 1)
        elif kind in ("warnings", "techFouls") and len(fouls) >= due:
            at = fouls[due - 1]   # the foul that removed him
        elif rnd is not None:
            self.warnings.append(Message("Seat {seat} left ({kind}) on the record's round {round} without a time: "
                                         "removed at the start of day {day}'s discussion.",
                                         seat=number, kind=kind, round=rnd, day=rnd + 1))
            at = At(StepKind.SPEECH, rnd + 1)
        else:
            raise FieldError("seat {seat}'s {kind} does not say when", seat=number, kind=kind)
        if kind == "teamKickOut":
            self.warnings.append(Message("Seat {seat} was removed with his team's defeat (teamKickOut): this app "
                                         "plays it as a removal, and the rules decide the winner.", seat=number))
        if at.kind in (StepKind.END, StepKind.LAST_WORD):
            # The end, or a last word that may be the final speech of a game won at night:
            # when that is, the rules say.
            return Death(LeftHow.REMOVED, None, None, at, kind)
        phase = Phase.NIGHT if at.period and at.period[1] else Phase.DAY
        return Death(LeftHow.REMOVED, at.number, phase, at, kind)

    def voted_for(self) -> dict[int, list[int]]:
        """Day → the seats voted for in its first round (the nominees, where the record
        keeps no nominations)."""
        days: dict[int, list[int]] = {}
        for number, player in self.seats():
            for index, votes in self._per_round(number, player, "voting"):
                first = votes[0] if isinstance(votes, list) and votes else votes
                if isinstance(first, int) and not isinstance(first, bool):
                    chosen = days.setdefault(index + 1, [])
                    if first not in chosen:
                        chosen.append(seat(first, self.size, "voting"))
        return days

    def _rounds_recorded(self, index: int) -> int:
        """How many vote rounds the record has for the service's day ``index``."""
        most = 0
        for _, player in self.seats():
            voting = player.get("voting")   # (a number there is refused by ``_per_round``, with its words)
            votes = voting[index] if isinstance(voting, list) and index < len(voting) else None
            if isinstance(votes, list):
                most = max(most, sum(1 for v in votes if not isinstance(v, bool)))
            elif votes is not None:
                most = max(most, 1)
        return most

    # -- fouls -----------------------------------------------------------------------------
    def _detailed(self, number: int, player: dict[str, Any], key: str) -> list[At]:
        """The moments of a player's fouls (``warnings``) or technical fouls (``techFouls``),
        where the record gives them."""
        if "w" not in self.features or not isinstance(player.get(key), list):
            return []
        what = Message("seat {seat}'s {key}", seat=number, key=key)
        listed = entries(player[key], MAX_FOULS, what)
        if "r" not in self.features and self.features.letters is not None:
            return []
        return [self._moment(item, what) for item in listed if isinstance(item, dict) and item]

    def _moment(self, time: object, what: Message) -> At:
        """The moment a game time names. One inside a vote round the record keeps no hand of
        is a round a removal called off (written so, as the service reads a cancelled vote):
        it came before any hand that counts, at the round's first vote."""
        at = moment(time, self.size, what)
        if (at.kind is StepKind.VOTE and at.number is not None and at.vote_round is not None
                and not self._hands_in(at.number - 1, at.vote_round)):
            at = replace(at, seat=None)
        return at

    def _hands_in(self, index: int, round_number: int) -> bool:
        """Whether anybody's ``voting`` holds a hand in the service's day ``index``'s round."""
        for _, player in self.seats():
            voting = player.get("voting")
            votes = voting[index] if isinstance(voting, list) and index < len(voting) else None
            cast = [v for v in (votes if isinstance(votes, list) else [votes]) if not isinstance(v, bool)]
            if len(cast) >= round_number and cast[round_number - 1] is not None:
                return True
        return False

    def _foul_count(self, number: int, player: dict[str, Any], key: str) -> int:
        value = player.get(key)
        if value is None or "w" not in self.features:
            return 0
        what = Message("seat {seat}'s {key}", seat=number, key=key)
        if isinstance(value, list):
            return len(entries(value, MAX_FOULS, what))
        return whole(value, 0, MAX_FOULS, what)

    def _discipline(self, number: int, player: dict[str, Any]) -> list[Entry]:
        """Fouls at their moments where the record gives them; a bare count where it changes
        nothing in the flow (the player's own last word, or the end); a removal at its time,
        after the fouls that came with it."""
        death = self.deaths.get(number)
        found: list[Entry] = []
        for key, technical in (("warnings", False), ("techFouls", True)):
            moments = self._detailed(number, player, key)
            what = (Message("seat {seat}'s technical foul", seat=number) if technical
                    else Message("seat {seat}'s foul", seat=number))
            found += [Entry(at, Foul(number, technical), describe(at), what) for at in moments]
            counted = self._foul_count(number, player, key) - len(moments)
            found += self._counted(number, death, counted, technical, what)
        if death is not None and death.how is LeftHow.REMOVED and death.at is not None:   # a removal's is set
            found.append(Entry(death.at, Removal(number, death.kind), describe(death.at),
                               Message("seat {seat}'s {kind}", seat=number, kind=death.kind)))
        return found

    def _counted(self, number: int, death: Death | None, count: int, technical: bool,
                 what: Message) -> list[Entry]:
        if count <= 0:
            return []
        if number not in self.counted:
            self.counted.append(number)
        if death is not None and death.how is LeftHow.REMOVED and death.at is not None:
            at, optional = death.at, False
        elif death is None:
            at, optional = At(StepKind.END), not self.finished
        else:
            day = death.round
            if day is not None and death.how is LeftHow.KILLED:
                day += 1   # a night victim speaks in the next morning
            at, optional = At(StepKind.LAST_WORD, day, number), True
        return [Entry(at, Foul(number, technical), describe(at), what, optional=optional) for _ in range(count)]

    def _bonus(self, number: int, player: dict[str, Any]) -> list[Entry]:
        """``bonus``: extra points (a number), titles (a word), or a list of those; older
        exports' ``best_player``. Points are kept; a title is named in a warning."""
        bonus = player.get("bonus")
        items = entries(bonus, 5, Message("seat {seat}'s bonus", seat=number)) if isinstance(bonus, list) \
            else ([] if bonus is None else [bonus])
        if player.get("best_player") is True:
            items.append("bestPlayer")
        found: list[Entry] = []
        for item in items:
            if isinstance(item, (int, float)) and not isinstance(item, bool):
                if item:
                    found.append(Entry(At(StepKind.END), Points(number, item, "mafiaratings bonus"),
                                       describe(At(StepKind.END)),
                                       Message("seat {seat}'s bonus of {points}", seat=number, points=item),
                                       optional=not self.finished))
            elif item in BONUS_TITLES:
                self.warnings.append(Message("Seat {seat}'s bonus {title!r} is a title, not points: not kept.",
                                             seat=number, title=item))
            else:
                raise FieldError("seat {seat}'s bonus {bonus} is neither points nor a title ({titles})",
                                 seat=number, bonus=shown(item), titles=", ".join(BONUS_TITLES))
        return found


def _period(death: Death) -> tuple[int, int] | None:
    """The day or night of a stated death, as the replay orders them."""
    if death.round is None or death.phase is None:
        return None
    return (death.round, 1 if death.phase is Phase.NIGHT else 0)


class _FromDeaths(Inference):
    """What a record without ``k`` (remove-all answers), ``h`` (shots), ``n`` (nominations)
    or ``v`` (votes) leaves out, read from its stated deaths (and its votes, for nominees)."""

    def __init__(self, record: _Record) -> None:
        self.features, self.deaths = record.features, record.deaths
        self.voted_for = record.voted_for() if "v" in record.features else {}

    def _voted_out(self, day: int) -> list[int]:
        return sorted(number for number, death in self.deaths.items()
                      if death.how is LeftHow.VOTED and death.round == day)

    def nominations(self, state: State):
        if "n" in self.features or not state.speakers_left():
            return None
        day, speakers = state.round, state.speakers_left()   # from the day's first speech on
        if "v" in self.features:
            nominees, note = self.voted_for.get(day, []), Message(
                "Day {day}: the record keeps no nominations (no 'n' in its features): the seats voted for are "
                "put to the vote.", day=day)
        elif "d" in self.features:
            nominees, note = self._voted_out(day), Message(
                "Day {day}: the record keeps neither nominations nor votes (no 'n', no 'v' in its features): "
                "the seats its deaths say were voted out are put to the vote.", day=day)
        else:
            return None
        nominees = sorted((s for s in nominees if state.alive(s)),
                          key=lambda s: (s - speakers[0]) % state.size)
        if not nominees:
            return None
        if len(nominees) == 1 and day == 1 and state.rules.first_day_vote is FirstDayVote.STANDARD:
            # [004 §2.2.1] a single nominee on day 1 has no vote: a second one, voted for by nobody.
            nominees.append(next(s for s in speakers if s not in nominees))
        if len(nominees) > len(speakers):
            return None
        return list(zip(speakers, nominees)), note

    def votes(self, state: State):
        if "v" in self.features or "d" not in self.features:
            return None
        rnd, day = state.open_round, state.round
        leaving = [s for s in rnd.ballot if s in self._voted_out(day)]
        hands = hands_for(list(rnd.ballot), list(rnd.voters), leaving)
        if hands is None:
            return None
        return hands, Message("Day {day}, vote round {round}: the record keeps no votes (no 'v' in its features): "
                              "hands are made up to give the outcome its deaths state.", day=day, round=rnd.number)

    def remove_all(self, state: State):
        if "k" in self.features or "d" not in self.features:
            return None
        vote = state.open_remove_all
        left = {number for number, death in self.deaths.items()
                if death.how in (LeftHow.VOTED, None) and death.round in (state.round, None)}
        day = state.round
        if set(vote.candidates) <= left:
            return list(vote.voters), Message(
                "Day {day}: the record does not say how each player answered the vote on all of them leaving; "
                "its deaths say they left, so the vote passed.", day=day)
        if not set(vote.candidates) & left:
            return [], Message(
                "Day {day}: the record does not say how each player answered the vote on all of them leaving; "
                "its deaths say they stayed, so the vote failed.", day=day)
        return None

    def shots(self, state: State):
        if "h" in self.features or "d" not in self.features:
            return None
        night = state.round
        victims = [number for number, death in self.deaths.items()
                   if death.how is LeftHow.KILLED and death.round == night]
        target = victims[0] if len(victims) == 1 else None
        return {shooter: target for shooter in state.living_black()}, Message(
            "Night {night}: the record keeps no shots (no 'h' in its features); its deaths give the night's "
            "outcome.", night=night)


def hands_for(ballot: list[int], voters: list[int], leaving: list[int]) -> dict[int, list[int]] | None:
    """Hands that lead to ``leaving``: all on the one who leaves; for several (or none, with
    two nominees at least) an even tie, which the revote keeps and the vote on all leaving
    settles. None where no share of the voters can do it."""
    if len(leaving) == 1:
        return {nominee: (voters if nominee == leaving[0] else []) for nominee in ballot}
    tied = leaving if leaving else ballot[:2]
    if len(tied) < 2 or len(voters) < len(tied):
        return None
    share, rest = divmod(len(voters), len(tied))
    others = [nominee for nominee in ballot if nominee not in tied]
    if rest and (not others or rest >= share):
        return None
    hands: dict[int, list[int]] = {nominee: [] for nominee in ballot}
    queue = list(voters)
    for nominee in tied:
        hands[nominee], queue = queue[:share], queue[share:]
    if queue:
        hands[others[0]] = queue
    return hands


def _start_time(value: object, what: str = "startTime") -> int | str | None:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return whole(int(value), 0, 4_102_444_800, what)   # 2100-01-01
    return text(value, 64, what) or None


def ruleset_from_digits(rules: object, name: Message, warnings: list[Message]) -> Ruleset:
    if rules is None:
        warnings.append(Message("The record names no rules: the sport preset's are used."))
        return preset("sport")
    if not isinstance(rules, str) or len(rules) != len(RULE_DIGITS) or not digits(rules):
        raise RecordError("{game}: rules {rules} are not {count} digits", game=name, rules=shown(rules),
                          count=len(RULE_DIGITS))
    options = {}
    for digit, (option, values) in zip(rules, RULE_DIGITS, strict=True):
        if values is None:
            if digit != "0":
                warnings.append(Message("The {option} rule (digit {digit}) is not played by this app: ignored.",
                                        option=option, digit=digit))
            continue
        if int(digit) >= len(values):
            raise RecordError("{game}: rules {rules!r}: no value {digit} for {option}", game=name, rules=rules,
                              digit=digit, option=option)
        options[option] = values[int(digit)]
    return preset("sport", **options)


def _unplaced(entry: Entry) -> Message:
    return Message("{what} ({where}) could not be placed: the rules gave no such moment.",
                   what=entry.what, where=entry.where)


def compare_departures(name: Message, state: State, deaths: dict[int, Death]) -> None:
    """The engine's departures must be the record's: the same seats, ways and rounds."""
    seen = set()
    for departure in state.departures:
        seen.add(departure.seat)
        death = deaths.get(departure.seat)
        ours = _told(departure.how, departure.round, departure.phase)
        if death is None:
            raise RecordError("{game}: seat {seat}: the rules have him {ours}, the record keeps him at the table",
                              game=name, seat=departure.seat, ours=ours)
        if (death.how not in (None, departure.how) or death.round not in (None, departure.round)
                or death.phase not in (None, departure.phase)):
            raise RecordError("{game}: seat {seat}: the rules have him {ours}, the record has him {theirs}",
                              game=name, seat=departure.seat, ours=ours,
                              theirs=_told(death.how, death.round, death.phase))
    for seat_number in sorted(set(deaths) - seen):
        death = deaths[seat_number]
        raise RecordError("{game}: seat {seat}: the record has him {theirs}, the rules keep him at the table",
                          game=name, seat=seat_number, theirs=_told(death.how, death.round, death.phase))


def _told(how: LeftHow | None, rnd: int | None, phase: Phase | None) -> Message:
    what = {LeftHow.KILLED: Message("killed"), LeftHow.VOTED: Message("voted out"),
            LeftHow.REMOVED: Message("removed"), None: Message("leaving")}[how]
    if rnd is None or phase is None:
        return what
    if phase is Phase.NIGHT:
        return Message("{what} on night {round}", what=what, round=rnd)
    if phase is Phase.DAY:
        return Message("{what} on day {round}", what=what, round=rnd)
    return Message("{what} on {phase} {round}", what=what, phase=phase.value, round=rnd)


def _iso(moment: object) -> str | None:
    if isinstance(moment, (int, float)) and not isinstance(moment, bool):
        return datetime.fromtimestamp(moment, timezone.utc).isoformat()
    return moment if isinstance(moment, str) else None
