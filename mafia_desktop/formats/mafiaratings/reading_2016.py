"""The older mafiaratings export (games a club saved years ago; tests/data/real-games/README.md,
"The older mafiaratings export"), read as the current shape.

A v0 round is a day followed by its night, counted from 0, so v0 round r is our day r + 1
and our night r + 1; its targets are counted from 0 (0 = seat 1). Per player it keeps
``nick_name``, ``role``, ``death_round`` + ``death_type``, a count of ``warnings``,
``voting`` / ``nominating`` / ``shooting`` as ``{"round_N": target}``, the round of a check
(``checked_by_don`` / ``checked_by_srf``), ``arranged_for_round`` and ``best_player``. The
record is rewritten in the current shape (``mafiaratings``: rounds a night then a day, so our
day r + 1 is its day r and our night r + 1 its night r + 1) and replayed as any other: the
stated deaths and the winner must be the rules'.
"""

from __future__ import annotations

from typing import Any

from mafia_desktop.engine.errors import Message
from mafia_desktop.numerals import digits

from mafia_desktop.formats import ImportedGame, RecordError
from mafia_desktop.formats.mafiaratings import reading as current_shape_reading
from mafia_desktop.formats.limits import (
    MAX_DAYS, MAX_ROUNDS, MAX_SEATS, FieldError, entries, mapping, record_id, shown, whole,
)

#: The v0 death types, in the current shape's words.
DEATH_TYPES = {"night": "night", "day": "day", "warning": "warnings", "kick-out": "kickOut", "gave-up": "giveUp"}
#: What a v0 record holds (the current shape's ``features``): deaths with rounds and types,
#: the don's and sheriff's checks, shots, votes, nominations, fouls (counted), the arrangement.
FEATURES = "agsduthvnw"


def is_v0(data: dict[str, Any]) -> bool:
    players = data.get("players")
    return (isinstance(players, list) and bool(players) and isinstance(players[0], dict)
            and "nick_name" in players[0])


def read(data: dict[str, Any]) -> ImportedGame:
    try:
        name = Message("game {id}", id=record_id(data.get("id")))
    except FieldError as error:
        raise RecordError("{problem}", problem=error.message) from None
    try:
        current = current_shape(data)
    except FieldError as error:
        raise RecordError("{game}: {problem}", game=name, problem=error.message) from None
    imported = current_shape_reading.read(current)
    imported.warnings.insert(0, Message("An older mafiaratings export: read as the current shape, its rounds "
                                        "a day and then its night."))
    if any(isinstance(p, dict) and p.get("mafs_guessed") is not None for p in data["players"]):
        imported.warnings.append(Message("The record counts the blacks a best move found (mafs_guessed) "
                                         "without naming the seats: not kept."))
    return imported


def current_shape(data: dict[str, Any]) -> dict[str, Any]:
    players = [mapping(p, Message("player {index}", index=i))
               for i, p in enumerate(entries(data["players"], MAX_SEATS, "players"), start=1)]
    current = [_player(number, p, len(players)) for number, p in enumerate(players, 1)]
    _no_vote_for_a_first_day_single_nominee(current)
    record: dict[str, Any] = {"id": data["id"], "features": FEATURES, "winner": data.get("winner"),
                              "players": current}
    for key, ours in (("start_time", "startTime"), ("end_time", "endTime")):
        if data.get(key) is not None:
            record[ours] = data[key]
    return record


def _player(number: int, player: dict[str, Any], size: int) -> dict[str, Any]:
    what = Message("seat {seat}", seat=number)
    name = player.get("nick_name")
    if isinstance(name, str) and not name.strip():
        name = None   # a guest without an account: the reader names him by his seat, and says so
    current: dict[str, Any] = {"name": name, "role": player.get("role", "civ")}
    if player.get("death_type") is not None:
        kind = player["death_type"]
        if not isinstance(kind, str) or kind not in DEATH_TYPES:   # a list or an object too
            raise FieldError("seat {seat}: unknown death type {kind}", seat=number, kind=shown(kind))
        rnd = whole(player.get("death_round"), 0, MAX_DAYS, Message("{what}'s death_round", what=what))
        # Its round's day is the current shape's day rnd, its night the current night rnd + 1.
        current["death"] = {"round": rnd + 1 if kind == "night" else rnd, "type": DEATH_TYPES[kind]}
    if player.get("warnings"):
        current["warnings"] = player["warnings"]
    if player.get("best_player") is not None:
        current["best_player"] = player["best_player"]
    for key, ours in (("checked_by_don", "don"), ("checked_by_srf", "sheriff"), ("arranged_for_round", "arranged")):
        if player.get(key) is not None:
            current[ours] = whole(player[key], 0, MAX_DAYS, Message("{what}'s {key}", what=what, key=key)) + 1
    for key in ("voting", "nominating", "shooting"):
        if player.get(key) is not None:
            current[key] = _by_round(player[key], size, Message("{what}'s {key}", what=what, key=key),
                                     rounds_of_a_day=key == "voting")
    return current


def _by_round(rounds: object, size: int, what: Message, *,
              rounds_of_a_day: bool = False) -> list[int | list[int] | None]:
    """``{"round_N": target}`` (targets from 0) as a list by round of seats (from 1); a
    ``voting`` target may be a list, one per voting round of that day (a tie and its revote)."""
    values: list[int | list[int] | None] = []
    for key, target in mapping(rounds, what).items():
        if not isinstance(key, str) or not key.startswith("round_") or not digits(key[6:]):
            raise FieldError("{what}: {key} is not round_N", what=what, key=shown(key))
        index = whole(int(key[6:]), 0, MAX_DAYS, what)
        values += [None] * (index + 1 - len(values))
        if isinstance(target, list) and rounds_of_a_day:
            values[index] = [whole(t, 0, size - 1, what) + 1 for t in entries(target, MAX_ROUNDS, what)]
        else:
            values[index] = whole(target, 0, size - 1, what) + 1
    return values


def _no_vote_for_a_first_day_single_nominee(players: list[dict[str, Any]]) -> None:
    """[004 §2.2.1] A first day with a single nominee has no vote, yet the shape writes every
    living player's ``round_0`` vote for him: those are no vote, and are left out. (On a later
    day the rules put a single nominee to the vote: his votes are kept.)"""
    nominees = {p["nominating"][0] for p in players if p.get("nominating") and p["nominating"][0] is not None}
    if len(nominees) != 1:
        return
    [nominee] = nominees
    votes = [p["voting"][0] for p in players if p.get("voting") and p["voting"][0] is not None]
    if votes and all(v == nominee for v in votes):   # one round, all for him (a list would be a revote)
        for player in players:
            if player.get("voting"):
                player["voting"][0] = None
