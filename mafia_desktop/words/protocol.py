"""Every word the game protocol prints about roles, teams, outcomes and rules, in one place,
each a translatable template of the context "ProtocolWords".

Words kept in tables are marked with ``QT_TRANSLATE_NOOP`` (the catalog gathers them) and
translated when a protocol is built (``text``); sentences with values are whole templates
with named places, translated and filled in the functions below. ``fill`` makes Paragraph
markup of a template: the translation's own characters escaped, the values (markup already:
numbers, escaped or bold text) in their places.

Words that come from elsewhere are translated in their own contexts: the engine's messages
(morning news, why there is no vote, scoring descriptions) with ``message_text``, the rule
options' words with ``mafia_desktop.words.rules``' own functions (context "RuleWords": the
new-game dialog shows the same words).
"""

from __future__ import annotations

import re
from dataclasses import fields
from typing import Any, Callable
from xml.sax.saxutils import escape

from mafia_desktop.engine import LeftHow, Phase, Role, Ruleset, Winner
from mafia_desktop.engine.errors import Message
from mafia_desktop.engine.ruleset import Timers
from mafia_desktop.engine.steps import StepKind
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, TrContext, message_text, translate
from mafia_desktop.words import table as table_words
from mafia_desktop.words.rules import ENUM_OPTIONS, FLAG_OPTIONS, flag_words, option_label, value_words

CONTEXT = "ProtocolWords"
ProtocolWords = TrContext(CONTEXT)   # its counts (lupdate reads ProtocolWords.tr)


def text(word: str) -> str:
    """A word kept in this module's tables, in the installed language."""
    return translate(CONTEXT, word)


def fill(template: str, **values: Any) -> str:
    """A translated template as Paragraph markup: its own characters escaped, the values
    (markup already) in their places. A translation that lost a place prints unfilled
    rather than failing (the catalog's check catches it first)."""
    try:
        return escape(template).format(**values)
    except (KeyError, IndexError, ValueError):
        return escape(template)


def labelled(label: str, value: str, *, bold: bool = False) -> str:
    """"<b>Left:</b> 8": a label of this module's (translated here) and its value (markup)."""
    word = escape(text(label))
    return f"<b>{word}:</b> {value}" if bold else f"{word}: {value}"


def said(value: Message | str) -> str:
    """Text from the engine (a Message, or a plain string) in the installed language."""
    return message_text(value)


TITLE = QT_TRANSLATE_NOOP("ProtocolWords", "MAFIA GAME PROTOCOL")
UNFINISHED = QT_TRANSLATE_NOOP("ProtocolWords", "UNFINISHED")
UNFINISHED_NOTE = QT_TRANSLATE_NOOP(
    "ProtocolWords",
    "The game was not finished: roles, night actions and the best move's score stay hidden.")

ROLE = {
    Role.CIVILIAN: QT_TRANSLATE_NOOP("ProtocolWords", "Civilian"),
    Role.SHERIFF: QT_TRANSLATE_NOOP("ProtocolWords", "Sheriff"),
    Role.COMMISSAR: QT_TRANSLATE_NOOP("ProtocolWords", "Commissar"),
    Role.DOCTOR: QT_TRANSLATE_NOOP("ProtocolWords", "Doctor"),
    Role.MISTRESS: QT_TRANSLATE_NOOP("ProtocolWords", "Mistress"),
    Role.MAFIA: QT_TRANSLATE_NOOP("ProtocolWords", "Mafia"),
    Role.DON: QT_TRANSLATE_NOOP("ProtocolWords", "Don"),
}
#: The roles reveal's word for two or more players of a role ("Civilians 1, 3, 4").
ROLE_PLURAL = {**ROLE, Role.CIVILIAN: QT_TRANSLATE_NOOP("ProtocolWords", "Civilians")}
#: A role held by one player, inside the table of roles ("6 civilians, sheriff, 2 mafia, don").
ROLE_ONE = {
    Role.CIVILIAN: QT_TRANSLATE_NOOP("ProtocolWords", "1 civilian"),
    Role.SHERIFF: QT_TRANSLATE_NOOP("ProtocolWords", "sheriff"),
    Role.COMMISSAR: QT_TRANSLATE_NOOP("ProtocolWords", "commissar"),
    Role.DOCTOR: QT_TRANSLATE_NOOP("ProtocolWords", "doctor"),
    Role.MISTRESS: QT_TRANSLATE_NOOP("ProtocolWords", "mistress"),
    Role.MAFIA: QT_TRANSLATE_NOOP("ProtocolWords", "1 mafia"),
    Role.DON: QT_TRANSLATE_NOOP("ProtocolWords", "don"),
}
#: A role held by ``count`` players, inside the table of roles.
ROLE_MANY = {
    Role.CIVILIAN: QT_TRANSLATE_NOOP("ProtocolWords", "{count} civilians"),
    Role.SHERIFF: QT_TRANSLATE_NOOP("ProtocolWords", "{count} sheriff"),
    Role.COMMISSAR: QT_TRANSLATE_NOOP("ProtocolWords", "{count} commissar"),
    Role.DOCTOR: QT_TRANSLATE_NOOP("ProtocolWords", "{count} doctor"),
    Role.MISTRESS: QT_TRANSLATE_NOOP("ProtocolWords", "{count} mistress"),
    Role.MAFIA: QT_TRANSLATE_NOOP("ProtocolWords", "{count} mafia"),
    Role.DON: QT_TRANSLATE_NOOP("ProtocolWords", "{count} don"),
}

WINNER = {
    Winner.RED: QT_TRANSLATE_NOOP("ProtocolWords", "The town (red team) wins"),
    Winner.BLACK: QT_TRANSLATE_NOOP("ProtocolWords", "The mafia (black team) wins"),
    Winner.DRAW: QT_TRANSLATE_NOOP("ProtocolWords", "Draw: nobody wins"),
}
NO_WINNER = QT_TRANSLATE_NOOP("ProtocolWords", "No winner: the game is unfinished")

PRESET = {
    "sport": QT_TRANSLATE_NOOP("ProtocolWords", "Sport (FIIM-style, Crime Time rules 2013)"),
    "mastermind": QT_TRANSLATE_NOOP("ProtocolWords", "Mastermind (Hebrew club rules)"),
    "latvian": QT_TRANSLATE_NOOP("ProtocolWords", "Latvian rules"),
    "classic": QT_TRANSLATE_NOOP("ProtocolWords", "Classic (party rules, evening points)"),
}

# -- labels of the form ----------------------------------------------------------------------
HEADER_BOXES = (
    QT_TRANSLATE_NOOP("ProtocolWords", "Club"),
    QT_TRANSLATE_NOOP("ProtocolWords", "Tournament"),
    QT_TRANSLATE_NOOP("ProtocolWords", "Date"),
    QT_TRANSLATE_NOOP("ProtocolWords", "Time"),
    QT_TRANSLATE_NOOP("ProtocolWords", "Table №"),
    QT_TRANSLATE_NOOP("ProtocolWords", "Game №"),
    QT_TRANSLATE_NOOP("ProtocolWords", "Host (judge)"),
)
SEAT_COLUMN = QT_TRANSLATE_NOOP("ProtocolWords", "№")
PLAYER_COLUMN = QT_TRANSLATE_NOOP("ProtocolWords", "Player")
ROLE_COLUMN = QT_TRANSLATE_NOOP("ProtocolWords", "Role")
FOULS_COLUMN = QT_TRANSLATE_NOOP("ProtocolWords", "Fouls")
LEFT_COLUMN = QT_TRANSLATE_NOOP("ProtocolWords", "Left the table")
POINTS_COLUMN = QT_TRANSLATE_NOOP("ProtocolWords", "Points")
TECHNICAL_FOULS_COLUMN = QT_TRANSLATE_NOOP("ProtocolWords", "Tech.")
FOUL_MARK = "×"
REMOVED_MARK = QT_TRANSLATE_NOOP("ProtocolWords", "R")
FOUL_LEGEND = QT_TRANSLATE_NOOP("ProtocolWords", "D2 a foul given on day 2, N2 at night 2 · "
                                                 "R in a dark box: removed from the game · "
                                                 "(8) among a day's nominees: the one who left · "
                                                 "4: 2,5,7,9 four hands, those of seats 2, 5, 7 and 9")
#: A foul box: when the foul was given.
FOUL_ON_DAY = QT_TRANSLATE_NOOP("ProtocolWords", "D{day}")
FOUL_AT_NIGHT = QT_TRANSLATE_NOOP("ProtocolWords", "N{night}")
ROUNDS_COLUMNS = (QT_TRANSLATE_NOOP("ProtocolWords", "Day: nominations and votes"),
                  QT_TRANSLATE_NOOP("ProtocolWords", "Night: shot, checks, morning"))
RESULT = QT_TRANSLATE_NOOP("ProtocolWords", "Result")
WINNING_TEAM = QT_TRANSLATE_NOOP("ProtocolWords", "Winning team")
ROLES = QT_TRANSLATE_NOOP("ProtocolWords", "Roles")
BEST_MOVE = QT_TRANSLATE_NOOP("ProtocolWords", "Best move")
HIDDEN = QT_TRANSLATE_NOOP("ProtocolWords", "hidden until the game ends")
SIGNATURES = (QT_TRANSLATE_NOOP("ProtocolWords", "Host (judge)"),
              QT_TRANSLATE_NOOP("ProtocolWords", "Players' captain"),
              QT_TRANSLATE_NOOP("ProtocolWords", "Players' captain"))
NOTES = QT_TRANSLATE_NOOP("ProtocolWords", "Notes (protests, comments)")
PENALTIES = QT_TRANSLATE_NOOP("ProtocolWords", "Penalties explained")
#: What a penalty was, before the host's reason ("foul: spoke out of turn").
FOUL = QT_TRANSLATE_NOOP("ProtocolWords", "foul")
TECHNICAL_FOUL = QT_TRANSLATE_NOOP("ProtocolWords", "technical foul")
REMOVAL = QT_TRANSLATE_NOOP("ProtocolWords", "removed")
DISQUALIFIED = QT_TRANSLATE_NOOP("ProtocolWords", "disqualified")
RULES = QT_TRANSLATE_NOOP("ProtocolWords", "Rules")
CHANGED_OPTIONS = QT_TRANSLATE_NOOP("ProtocolWords", "Changed from the preset")
NO_CHANGES = QT_TRANSLATE_NOOP("ProtocolWords", "none")
NO_GAME = QT_TRANSLATE_NOOP("ProtocolWords", "The log holds no game: there is nothing to print")


def page(number: int) -> str:
    return translate("ProtocolWords", "Page {number}").format(number=number)


def game_id(identifier: str) -> str:
    return translate("ProtocolWords", "Game id {id}").format(id=identifier)


def penalty(kind: str, reason: str) -> str:
    """"foul: spoke out of turn" as markup: ``kind`` one of FOUL, TECHNICAL_FOUL, REMOVAL,
    ``reason`` the host's words as markup (a removal without them: "disqualified")."""
    return fill(translate("ProtocolWords", "{penalty}: {reason}"), penalty=escape(text(kind)),
                reason=reason or escape(text(DISQUALIFIED)))


def extra_points(points: str, reason: str) -> str:
    """"Points +0.25: fine sheriff play" as markup (``reason``: the host's words as markup)."""
    if reason:
        return fill(translate("ProtocolWords", "Points {points}: {reason}"), points=points, reason=reason)
    return fill(translate("ProtocolWords", "Points {points}"), points=points)


# -- rounds ----------------------------------------------------------------------------------

def day_label(ruleset: Ruleset, round_: int) -> str:
    """The day as the table calls it: mastermind counts from Day 0 [000]."""
    return translate("ProtocolWords", "Day {number}").format(number=round_ + ruleset.day_number_offset)


def night_label(round_: int) -> str:
    """Night N is the night after round N's day (mastermind: Night 0 is the roles night
    before Day 0, so its nights need no offset)."""
    return translate("ProtocolWords", "Night {number}").format(number=round_)


_DEPARTURE = {
    (LeftHow.KILLED, Phase.DAY): QT_TRANSLATE_NOOP("ProtocolWords", "killed, day {number}"),
    (LeftHow.KILLED, Phase.NIGHT): QT_TRANSLATE_NOOP("ProtocolWords", "killed, night {number}"),
    (LeftHow.VOTED, Phase.DAY): QT_TRANSLATE_NOOP("ProtocolWords", "voted out, day {number}"),
    (LeftHow.VOTED, Phase.NIGHT): QT_TRANSLATE_NOOP("ProtocolWords", "voted out, night {number}"),
    (LeftHow.REMOVED, Phase.DAY): QT_TRANSLATE_NOOP("ProtocolWords", "removed, day {number}"),
    (LeftHow.REMOVED, Phase.NIGHT): QT_TRANSLATE_NOOP("ProtocolWords", "removed, night {number}"),
}


def departure(ruleset: Ruleset, how: LeftHow, phase: Phase, round_: int, reason: str) -> str:
    """How and when a player left, as markup: "voted out, day 3", "removed, day 2
    (insulted the host)"; ``reason``: why he was removed, as markup."""
    day = phase is Phase.DAY
    number = round_ + ruleset.day_number_offset if day else round_
    if how not in (LeftHow.KILLED, LeftHow.VOTED):
        how = LeftHow.REMOVED
    words = fill(text(_DEPARTURE[how, Phase.DAY if day else Phase.NIGHT]), number=number)
    if how is LeftHow.REMOVED and reason:
        return fill(translate("ProtocolWords", "{departure} ({reason})"), departure=words, reason=reason)
    return words


def vote_round(number: int) -> str:
    if number == 1:
        return translate("ProtocolWords", "Vote")
    if number == 2:
        return translate("ProtocolWords", "Revote")
    return translate("ProtocolWords", "Revote {number}").format(number=number - 1)


def abstained(round_number: int, seats: str) -> str:
    """Voters who raised no hand where that vote is simply lost (classic), as markup."""
    if round_number == 1:
        return fill(translate("ProtocolWords", "Did not vote: {seats}"), seats=seats)
    if round_number == 2:
        return fill(translate("ProtocolWords", "Did not vote in the revote: {seats}"), seats=seats)
    return fill(translate("ProtocolWords", "Did not vote in the revote {number}: {seats}"),
                number=round_number - 1, seats=seats)


#: Labels, each before a colon and what it labels ("Nominated: 2→8, 3→1").
NOMINATED = QT_TRANSLATE_NOOP("ProtocolWords", "Nominated")
PUT_TO_THE_VOTE = QT_TRANSLATE_NOOP("ProtocolWords", "Put to the vote by the host")
WITHDRAWN = QT_TRANSLATE_NOOP("ProtocolWords", "Withdrawn")
NOBODY_NOMINATED = QT_TRANSLATE_NOOP("ProtocolWords", "Nobody nominated")
ABSTAINED_COUNTED = QT_TRANSLATE_NOOP("ProtocolWords", "+{seats} by the rule")
REMOVE_ALL = QT_TRANSLATE_NOOP("ProtocolWords", "All {seats} to leave?")
REMOVE_ALL_UNDER_WAY = QT_TRANSLATE_NOOP("ProtocolWords",
                                         "All {seats} to leave? (the vote was still under way)")
REMOVE_ALL_RESULT = {True: QT_TRANSLATE_NOOP("ProtocolWords", "a majority, they all leave"),
                     False: QT_TRANSLATE_NOOP("ProtocolWords", "no majority, they all stay")}
#: After the question (in bold): the count, who said yes, and the outcome.
REMOVE_ALL_TALLY = QT_TRANSLATE_NOOP("ProtocolWords", "{yes} yes of {voters} ({seats}): {result}")
REMOVE_ALL_TALLY_NOBODY = QT_TRANSLATE_NOOP("ProtocolWords", "{yes} yes of {voters}: {result}")
SPLIT = QT_TRANSLATE_NOOP("ProtocolWords", "Split: {seats} tie by custom, each speaks 30 s more; nobody leaves")
LEFT = QT_TRANSLATE_NOOP("ProtocolWords", "Left")
REMOVED = QT_TRANSLATE_NOOP("ProtocolWords", "Removed")
REMOVED_SEAT = QT_TRANSLATE_NOOP("ProtocolWords", "{seat} ({reason})")
SPEECH_LOST = QT_TRANSLATE_NOOP("ProtocolWords", "Speech skipped")
GAME_OVER = QT_TRANSLATE_NOOP("ProtocolWords", "The game ends.")

# -- nights ----------------------------------------------------------------------------------
SHOTS = QT_TRANSLATE_NOOP("ProtocolWords", "Shots")
SHOT = QT_TRANSLATE_NOOP("ProtocolWords", "Shot")
NO_SHOT = QT_TRANSLATE_NOOP("ProtocolWords", "no shot")
NONE = QT_TRANSLATE_NOOP("ProtocolWords", "none")
HIT = QT_TRANSLATE_NOOP("ProtocolWords", "hit {seat}")
HIT_SAVED = QT_TRANSLATE_NOOP("ProtocolWords", "hit {seat}, saved by the doctor")
MISS = QT_TRANSLATE_NOOP("ProtocolWords", "miss")
ARRANGEMENT = QT_TRANSLATE_NOOP("ProtocolWords", "The don's arrangement: {seats}")
MORNING = QT_TRANSLATE_NOOP("ProtocolWords", "Morning")
#: "Don checked 8": the checker, whom.
CHECKED = {
    StepKind.DON_CHECK: QT_TRANSLATE_NOOP("ProtocolWords", "Don checked {seat}"),
    StepKind.SHERIFF_CHECK: QT_TRANSLATE_NOOP("ProtocolWords", "Sheriff checked {seat}"),
    StepKind.COMMISSAR_CHECK: QT_TRANSLATE_NOOP("ProtocolWords", "Commissar checked {seat}"),
}
NO_CHECK = {
    StepKind.DON_CHECK: QT_TRANSLATE_NOOP("ProtocolWords", "Don: no check"),
    StepKind.SHERIFF_CHECK: QT_TRANSLATE_NOOP("ProtocolWords", "Sheriff: no check"),
    StepKind.COMMISSAR_CHECK: QT_TRANSLATE_NOOP("ProtocolWords", "Commissar: no check"),
}
#: The checker's answer: True / False as the engine's Check.answer.
CHECK_ANSWER = {
    StepKind.DON_CHECK: {True: QT_TRANSLATE_NOOP("ProtocolWords", "sheriff"),
                         False: QT_TRANSLATE_NOOP("ProtocolWords", "not the sheriff")},
    StepKind.SHERIFF_CHECK: {True: QT_TRANSLATE_NOOP("ProtocolWords", "black"),
                             False: QT_TRANSLATE_NOOP("ProtocolWords", "red")},
    StepKind.COMMISSAR_CHECK: {True: QT_TRANSLATE_NOOP("ProtocolWords", "black"),
                               False: QT_TRANSLATE_NOOP("ProtocolWords", "not black")},
}
BLOCKED = QT_TRANSLATE_NOOP("ProtocolWords", "blocked by the mistress")
DOCTOR = QT_TRANSLATE_NOOP("ProtocolWords", "Doctor saved {seat}")
DOCTOR_BLOCKED = QT_TRANSLATE_NOOP("ProtocolWords", "Doctor saved {seat} (blocked by the mistress)")
DOCTOR_NOBODY = QT_TRANSLATE_NOOP("ProtocolWords", "Doctor: nobody")
MISTRESS = QT_TRANSLATE_NOOP("ProtocolWords", "Mistress visited {seat}")
MISTRESS_NOBODY = QT_TRANSLATE_NOOP("ProtocolWords", "Mistress: nobody")

# -- best move -------------------------------------------------------------------------------

def best_move(seat: int, guesses: tuple[int, ...], black: int | None) -> str:
    """"Seat 4 named 6, 8: 0 of them black" (the score only once the game is over)."""
    if not guesses:
        named = translate("ProtocolWords", "Seat {seat} named nobody")
    elif black is None:
        named = translate("ProtocolWords", "Seat {seat} named {seats}")
    else:
        named = translate("ProtocolWords", "Seat {seat} named {seats}: {black} of them black")
    return named.format(seat=seat, seats=seats(guesses), black=black)


# -- rules and options -----------------------------------------------------------------------

_TIMER_NAMES = {
    "speech": QT_TRANSLATE_NOOP("ProtocolWords", "speech"),
    "last_word": QT_TRANSLATE_NOOP("ProtocolWords", "last word"),
    "tie_speech": QT_TRANSLATE_NOOP("ProtocolWords", "tie speech"),
    "agreement": QT_TRANSLATE_NOOP("ProtocolWords", "mafia agreement"),
    "role_meeting": QT_TRANSLATE_NOOP("ProtocolWords", "role meeting"),
    "don_check": QT_TRANSLATE_NOOP("ProtocolWords", "don's check"),
    "sheriff_check": QT_TRANSLATE_NOOP("ProtocolWords", "sheriff's check"),
    "best_move": QT_TRANSLATE_NOOP("ProtocolWords", "best move"),
    "open_talk": QT_TRANSLATE_NOOP("ProtocolWords", "open talk"),
    "open_talk_per_player": QT_TRANSLATE_NOOP("ProtocolWords", "open talk per player"),
    "penalty_speech": QT_TRANSLATE_NOOP("ProtocolWords", "penalty speech"),
    "warning": QT_TRANSLATE_NOOP("ProtocolWords", "warning"),
}
#: The night's steps in the night order option ("night order: shot, don check, ...").
_NIGHT_STEPS = {
    StepKind.SHOT: QT_TRANSLATE_NOOP("ProtocolWords", "shot"),
    StepKind.DON_CHECK: QT_TRANSLATE_NOOP("ProtocolWords", "don check"),
    StepKind.SHERIFF_CHECK: QT_TRANSLATE_NOOP("ProtocolWords", "sheriff check"),
    StepKind.COMMISSAR_CHECK: QT_TRANSLATE_NOOP("ProtocolWords", "commissar check"),
    StepKind.DOCTOR: QT_TRANSLATE_NOOP("ProtocolWords", "doctor"),
    StepKind.MISTRESS: QT_TRANSLATE_NOOP("ProtocolWords", "mistress"),
}


def table_of_roles(roles: tuple[tuple[Role, int], ...]) -> str:
    """"10 players: 6 civilians, sheriff, 2 mafia, don"."""
    parts = [text(ROLE_ONE[role]) if count == 1 else text(ROLE_MANY[role]).format(count=count)
             for role, count in roles]
    return translate("ProtocolWords", "{count} players: {roles}").format(
        count=sum(count for _, count in roles), roles=", ".join(parts))


def _roles(value: tuple[tuple[Role, int], ...], default: Any) -> str:
    return translate("ProtocolWords", "table of {roles}").format(roles=table_of_roles(value))


def _timers(value: Timers, default: Timers) -> str:
    changed = [translate("ProtocolWords", "{timer} {seconds} s").format(
                   timer=text(_TIMER_NAMES[f.name]) if f.name in _TIMER_NAMES else f.name,
                   seconds=getattr(value, f.name))
               for f in fields(Timers) if getattr(value, f.name) != getattr(default, f.name)]
    return translate("ProtocolWords", "timers: {timers}").format(timers=", ".join(changed))


def _nominations(value: int, default: Any) -> str:
    return translate("ProtocolWords", "up to {count} nominations per speech").format(count=value)


def _doctor_self_saves(value: int | None, default: Any) -> str:
    if value is None:
        return translate("ProtocolWords", "the doctor may save himself any number of times")
    return ProtocolWords.tr("the doctor may save himself %n time(s) a game", "", value)


def _day_number_offset(value: int, default: Any) -> str:
    return translate("ProtocolWords", "days counted from {day}").format(day=1 + value)


def _night_order(value: tuple[StepKind, ...], default: Any) -> str:
    steps = [text(_NIGHT_STEPS[kind]) if kind in _NIGHT_STEPS else kind.value.replace("_", " ") for kind in value]
    return translate("ProtocolWords", "night order: {steps}").format(steps=", ".join(steps))


#: The options that are neither a choice nor a yes/no (``words.rules``' tables), each in a
#: sentence of its own: (the option's value, the preset's) → words.
SPELLED: dict[str, Callable[[Any, Any], str]] = {
    "roles": _roles, "timers": _timers, "nominations_per_speech": _nominations,
    "doctor_self_saves": _doctor_self_saves, "day_number_offset": _day_number_offset, "night_order": _night_order,
}


def option(name: str, value: Any, default: Any) -> str:
    """One option that differs from the preset, in words."""
    if name in ENUM_OPTIONS:
        shown = value_words(name, value) if value in ENUM_OPTIONS[name][1] else str(value)
        return translate("ProtocolWords", "{option}: {value}").format(option=option_label(name), value=shown)
    if name in FLAG_OPTIONS:
        return flag_words(name, bool(value))
    if name in SPELLED:
        return SPELLED[name](value, default)
    return translate("ProtocolWords", "{option}: {value}").format(option=name.replace("_", " "), value=value)


_SEED_REFERENCE = re.compile(r"\s*\[\d{3}[^\]]*\]")


def engine_reason(reason: Message | str) -> str:
    """The engine's own sentence in the installed language, without its pointer into the
    rule documents ("[004 §2.2.1]"), which means nothing to a judge from another club."""
    return _SEED_REFERENCE.sub("", said(reason)).strip()


def seats(numbers: Any, separator: str = ", ") -> str:
    return separator.join(str(n) for n in numbers)


def seats_and(numbers: Any) -> str:
    """"1 and 5", "1, 3 and 5", as markup: the window's own words for it."""
    return escape(table_words.seats_and(numbers))
