"""Every word the protocol prints about roles, teams, outcomes and rules, in one place
(the one file to translate)."""

from __future__ import annotations

import re
from dataclasses import fields
from typing import Any

from mafia_desktop.engine import LeftHow, Phase, Role, Ruleset, Winner
from mafia_desktop.engine.ruleset import Timers
from mafia_desktop.rule_words import ENUM_OPTIONS, FLAG_OPTIONS
from mafia_desktop.engine.steps import StepKind

TITLE = "MAFIA GAME PROTOCOL"
UNFINISHED = "UNFINISHED"
UNFINISHED_NOTE = ("The game was not finished: roles, night actions and the best move's score "
                   "stay hidden.")

ROLE = {
    Role.CIVILIAN: "Civilian", Role.SHERIFF: "Sheriff", Role.COMMISSAR: "Commissar",
    Role.DOCTOR: "Doctor", Role.MISTRESS: "Mistress", Role.MAFIA: "Mafia", Role.DON: "Don",
}
ROLE_PLURAL = {**ROLE, Role.CIVILIAN: "Civilians"}
#: The order roles are revealed in: the black team first, as the host announces them.
REVEAL_ORDER = (Role.DON, Role.MAFIA, Role.SHERIFF, Role.COMMISSAR, Role.DOCTOR, Role.MISTRESS,
                Role.CIVILIAN)

WINNER = {
    Winner.RED: "The town (red team) wins",
    Winner.BLACK: "The mafia (black team) wins",
    Winner.DRAW: "Draw: nobody wins",
}
NO_WINNER = "No winner: the game is unfinished"

PRESET = {
    "sport": "Sport (FIIM-style, Crime Time rules 2013)",
    "mastermind": "Mastermind (Hebrew club rules)",
    "latvian": "Latvian rules",
    "classic": "Classic (party rules, evening points)",
}

# -- labels of the form ----------------------------------------------------------------------
HEADER_BOXES = ("Club", "Tournament", "Date", "Time", "Table №", "Game №", "Host (judge)")
PLAYER_COLUMNS = ("№", "Player", "Role", "Fouls", "Left the table", "Points")
TECHNICAL_FOULS_COLUMN = "Tech."
FOUL_MARK = "×"
REMOVED_MARK = "R"
FOUL_LEGEND = "× a foul · R in a dark box: removed from the game"
ROUNDS_COLUMNS = ("Day: nominations and votes", "Night: shot, checks, morning")
RESULT = "Result"
WINNING_TEAM = "Winning team"
ROLES = "Roles"
BEST_MOVE = "Best move"
HIDDEN = "hidden until the game ends"
SIGNATURES = ("Host (judge)", "Players' captain", "Players' captain")
NOTES = "Notes (protests, comments)"
PENALTIES = "Penalties explained"
FOUL = "foul"
TECHNICAL_FOUL = "technical foul"
REMOVAL = "removed"
DISQUALIFIED = "disqualified"
RULES = "Rules"
CHANGED_OPTIONS = "changed from the preset"
NO_CHANGES = "none"
PAGE = "Page"
GAME_ID = "Game id"
NO_GAME = "The log holds no game: there is nothing to print"


# -- rounds ----------------------------------------------------------------------------------

def day_label(ruleset: Ruleset, round_: int) -> str:
    """The day as the table calls it: mastermind counts from Day 0 [000]."""
    return f"Day {round_ + ruleset.day_number_offset}"


def night_label(round_: int) -> str:
    """Night N is the night after round N's day (mastermind: Night 0 is the roles night
    before Day 0, so its nights need no offset)."""
    return f"Night {round_}"


def departure(ruleset: Ruleset, how: LeftHow, phase: Phase, round_: int, reason: str) -> str:
    when = day_label(ruleset, round_) if phase is Phase.DAY else night_label(round_)
    if how is LeftHow.KILLED:
        return f"killed, {when.lower()}"
    if how is LeftHow.VOTED:
        return f"voted out, {when.lower()}"
    return f"removed, {when.lower()}" + (f" ({reason})" if reason else "")


def vote_round(number: int) -> str:
    return "Vote" if number == 1 else "Revote" if number == 2 else f"Revote {number - 1}"


NOMINATED = "Nominated"
PUT_TO_THE_VOTE = "Put to the vote by the host"
WITHDRAWN = "Withdrawn"
NOBODY_NOMINATED = "Nobody nominated"
ABSTAINED_COUNTED = "+{seats} did not vote"


def abstained(round_number: int, seats: str) -> str:
    """Voters who raised no hand where that vote is simply lost (classic)."""
    where = "" if round_number == 1 else f" in the {vote_round(round_number).lower()}"
    return f"Did not vote{where}: {seats}"

REMOVE_ALL = "All {seats} to leave?"
REMOVE_ALL_RESULT = {True: "a majority, they all leave", False: "no majority, they all stay"}
YES_OF = "{yes} yes of {voters}"
SPLIT = "Split: {seats} tie by custom, each speaks 30 s more; nobody leaves"
LEFT = "Left"
NOBODY_LEFT = "Nobody left"
REMOVED = "Removed"
SPEECH_LOST = "Speech skipped"
VOTE_UNDER_WAY = "the vote was still under way"
GAME_OVER = "The game ends"

# -- nights ----------------------------------------------------------------------------------
SHOTS = "Shots"
SHOT = "Shot"
NO_SHOT = "no shot"
NONE = "none"
HIT = "hit {seat}"
MISS = "miss"
SAVED_BY_DOCTOR = "saved by the doctor"
ARRANGEMENT = "The don's arrangement: {seats}"
MORNING = "Morning"
CHECK = {
    StepKind.DON_CHECK: "Don",
    StepKind.SHERIFF_CHECK: "Sheriff",
    StepKind.COMMISSAR_CHECK: "Commissar",
}
#: The checker's answer: True / False as the engine's Check.answer.
CHECK_ANSWER = {
    StepKind.DON_CHECK: {True: "sheriff", False: "not the sheriff"},
    StepKind.SHERIFF_CHECK: {True: "black", False: "red"},
    StepKind.COMMISSAR_CHECK: {True: "black", False: "not black"},
}
CHECKED = "{who} checked {seat}"
NO_CHECK = "no check"
BLOCKED = "blocked by the mistress"
DOCTOR = "Doctor saved"
DOCTOR_NOBODY = "Doctor: nobody"
MISTRESS = "Mistress visited"
MISTRESS_NOBODY = "Mistress: nobody"

# -- best move -------------------------------------------------------------------------------

def best_move(seat: int, guesses: tuple[int, ...], black: int | None) -> str:
    named = ", ".join(map(str, guesses)) if guesses else "nobody"
    score = "" if black is None else f": {black} of them black"
    return f"Seat {seat} named {named}{score}"


# -- rules and options -----------------------------------------------------------------------

_TIMER_NAMES = {
    "speech": "speech", "last_word": "last word", "tie_speech": "tie speech",
    "agreement": "mafia agreement", "role_meeting": "role meeting", "don_check": "don's check",
    "sheriff_check": "sheriff's check", "best_move": "best move", "open_talk": "open talk",
    "open_talk_per_player": "open talk per player", "penalty_speech": "penalty speech",
    "warning": "warning",
}


def table_of_roles(roles: tuple[tuple[Role, int], ...]) -> str:
    """"10 players: 6 civilians, sheriff, 2 mafia, don"."""
    parts = []
    for role, count in roles:
        if count == 1 and role not in (Role.CIVILIAN, Role.MAFIA):
            parts.append(ROLE[role].lower())
        else:
            parts.append(f"{count} {(ROLE_PLURAL if count > 1 else ROLE)[role].lower()}")
    return f"{sum(count for _, count in roles)} players: " + ", ".join(parts)


def option(name: str, value: Any, default: Any) -> str:
    """One option that differs from the preset, in words."""
    if name in ENUM_OPTIONS:
        label, values = ENUM_OPTIONS[name]
        return f"{label}: {values.get(value, str(value))}"
    if name in FLAG_OPTIONS:
        return FLAG_OPTIONS[name][0 if value else 1]
    if name == "roles":
        return "table of " + table_of_roles(value)
    if name == "timers":
        changed = [f"{_TIMER_NAMES.get(f.name, f.name)} {getattr(value, f.name)} s"
                   for f in fields(Timers) if getattr(value, f.name) != getattr(default, f.name)]
        return "timers: " + ", ".join(changed)
    if name == "nominations_per_speech":
        return f"up to {value} nominations per speech"
    if name == "doctor_self_saves":
        return "the doctor may save himself " + ("any number of times" if value is None
                                                 else f"{value} time(s) a game")
    if name == "day_number_offset":
        return f"days counted from {1 + value}"
    if name == "night_order":
        return "night order: " + ", ".join(kind.value.replace("_", " ") for kind in value)
    return f"{name.replace('_', ' ')}: {value}"


_SEED_REFERENCE = re.compile(r"\s*\[\d{3}[^\]]*\]")


def engine_reason(text: str) -> str:
    """The engine's own sentence without its pointer into the rule documents ("[004 §2.2.1]"),
    which means nothing to a judge from another club."""
    return _SEED_REFERENCE.sub("", text).strip()


def seats(numbers: Any, separator: str = ", ") -> str:
    return separator.join(str(n) for n in numbers)
