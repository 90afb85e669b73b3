"""Every role and every option in every room.

A role needs its row in the engine's table of roles (``engine.roles.ROLE_TABLE``: team,
night turn, presets, each format's code or None) and its entry in every table of words,
lines and looks keyed by it; an option (a field of ``Ruleset``) needs its row in the table
of options (``engine.options.OPTION_TABLE``: where the dialog offers it, how each format
records it or that it cannot), its words, and formats that do what the row says. The
checks return what is missing, by name (``role_problems``, ``option_problems``); the last
tests prove they notice a missing entry. CONTRIBUTING.md has the checklists.

Besides the rooms listed here, every table keyed by ``Role`` or by a night step anywhere in
the package is found by itself (``keyed_tables``) and must cover a whole family of roles
(every role, the night roles, ...): a new table is checked without being named here.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, fields, replace
from enum import Enum
from typing import Any

import pytest

import mafia_desktop
from mafia_desktop.engine import Message, commands as c, events, steps, validate
from mafia_desktop.engine.folding import fold
from mafia_desktop.engine.options import (
    CLUB_OPTIONS, LEFT_OUT, NOT_EXPRESSIBLE, OPTION_TABLE, Offered, option_applies,
)
from mafia_desktop.engine.roles import (
    ROLE_TABLE, ROLE_WORDS, SPECIAL_ROLES, NightAction, NightTurn, Role, RoleRow, Team,
)
from mafia_desktop.engine.ruleset import PRESETS, Ruleset, ThirdFoul, Timers, preset
from mafia_desktop.engine.steps import StepKind
from mafia_desktop.protocol import rounds, sections, standings
from mafia_desktop.formats import RecordError, mafiaratings
from mafia_desktop.formats.mafiaratings import codes as mafiaratings_codes, reading as mafiaratings_reading
from mafia_desktop.formats.mafiaratings import writing as mafiaratings_writing
from mafia_desktop.formats.polemica import reading as polemica, writing as polemica_export
from mafia_desktop.ui.table import intents, new_game, seatview
from mafia_desktop.words import answers, options as option_words, protocol as protocol_words, replay
from mafia_desktop.words import rules as rule_words, table as table_words, titles

# -- the families of roles a table may be keyed by -------------------------------------------

#: Which roles a table covers, as a test on the role's row.
FAMILIES: dict[str, Callable[[Role, RoleRow], bool]] = {
    "every role": lambda role, row: True,
    "every role but the civilians": lambda role, row: role in SPECIAL_ROLES,
    "the night roles": lambda role, row: row.night is not None,
    "the roles that check": lambda role, row: row.night is not None and row.night.action is NightAction.CHECK,
    "the roles a Polemica record has": lambda role, row: row.polemica is not None,
    "the roles a mafiaratings record has": lambda role, row: row.mafiaratings is not None,
}


def family(name: str, table: Mapping[Any, RoleRow]) -> set:
    return {role for role, row in table.items() if FAMILIES[name](role, row)}


def night_steps(roles: Iterable, table: Mapping[Any, RoleRow]) -> set[StepKind]:
    return {turn.step for role in roles if role in table and (turn := table[role].night) is not None}


# -- the rooms: tables keyed by a role, by its night step, by its night event ----------------

#: (the room, its table, the family it covers).
ROLE_ROOMS: list[tuple[str, Mapping, str]] = [
    ("the engine's sentences (engine.roles.ROLE_WORDS)", ROLE_WORDS, "every role"),
    ("the flow panel's word (words.table.ROLE_NAMES)", table_words.ROLE_NAMES, "every role"),
    ("the flow panel's title (words.table.ROLE_TITLES)", table_words.ROLE_TITLES, "every role"),
    ("the roles night's meeting (words.table.MEETINGS)", table_words.MEETINGS, "every role"),
    ("the protocol's name (words.protocol.ROLE)", protocol_words.ROLE, "every role"),
    ("the protocol's plural (words.protocol.ROLE_PLURAL)", protocol_words.ROLE_PLURAL, "every role"),
    ("the protocol's table of roles, one (words.protocol.ROLE_ONE)", protocol_words.ROLE_ONE, "every role"),
    ("the protocol's table of roles, many (words.protocol.ROLE_MANY)", protocol_words.ROLE_MANY, "every role"),
    ("the standings' wins by role (protocol.standings.ROLE)", standings.ROLE, "every role"),
    ("the seat map's look (ui.table.seatview.ROLE_WORDS)", seatview.ROLE_WORDS, "every role"),
    ("the replay's deal (words.replay.DEAL_WORDS)", replay.DEAL_WORDS, "every role but the civilians"),
    ("the refusal once he has left (engine.validate._ROLE_GONE)", validate._ROLE_GONE, "the night roles"),
]
#: (the room, its table, the family whose night steps it covers).
STEP_ROOMS: list[tuple[str, Mapping, str]] = [
    ("the step's name (engine.steps._LABELS)", steps._LABELS, "the night roles"),
    ("the command (engine.commands.NIGHT_COMMANDS)", c.NIGHT_COMMANDS, "the night roles"),
    ("the flow panel's words (words.table._CHECKERS)", table_words._CHECKERS, "the night roles"),
    ("the seat map's tap (ui.table.intents._NIGHT_VERBS)", intents._NIGHT_VERBS, "the night roles"),
    ("the seat map's roles shown (ui.table.seatview.STEP_ROLES)", seatview.STEP_ROLES, "the night roles"),
    ("the protocol's night line (protocol.rounds.NIGHT_LINES)", rounds.NIGHT_LINES, "the night roles"),
    ("the protocol's night order (words.protocol._NIGHT_STEPS)", protocol_words._NIGHT_STEPS, "the night roles"),
    ("the protocol's check (words.protocol.CHECKED)", protocol_words.CHECKED, "the roles that check"),
    ("the protocol's no check (words.protocol.NO_CHECK)", protocol_words.NO_CHECK, "the roles that check"),
    ("the protocol's answer (words.protocol.CHECK_ANSWER)", protocol_words.CHECK_ANSWER, "the roles that check"),
]


def room_problems(roles: Iterable, table: Mapping[Any, RoleRow]) -> list[str]:
    problems = []
    for room, words, name in ROLE_ROOMS:
        # "every role": a role without a row too (the rest are known by their rows)
        wanted = set(roles) if name == "every role" else family(name, table) & set(roles)
        problems += [f"{role.value}: nothing in {room}" for role in roles if role in wanted and role not in words]
    for room, words, name in STEP_ROOMS:
        wanted = night_steps(family(name, table) & set(roles), table)
        problems += [f"{step.value}: nothing in {room}" for step in sorted(wanted - set(words))]
    for role in roles:
        turn = table[role].night if role in table else None
        if turn is None:
            continue
        if turn.event not in events.EVENT_TYPES:
            problems.append(f"{role.value}: its night event {turn.event!r} is not an event (engine.events)")
        if turn.event not in answers._HEADINGS:
            problems.append(f"{role.value}: nothing in the night answer's heading (words.answers._HEADINGS)")
        answered = answers._CHECKS if turn.action is NightAction.CHECK else answers._CHOICES
        if turn.event not in answered:
            problems.append(f"{role.value}: no night answer for its {turn.action.value} (words.answers)")
        if turn.event not in replay._WORDS:
            problems.append(f"{role.value}: no line for its event in the replay (words.replay.words_for)")
        if role.value not in steps._MEETINGS:
            problems.append(f"{role.value}: nothing in the roles night's step name (engine.steps._MEETINGS)")
    return problems


def row_problems(roles: Iterable, table: Mapping[Any, RoleRow]) -> list[str]:
    problems = []
    for role in roles:
        row = table.get(role)
        if row is None:
            problems.append(f"{role.value}: no row in the table of roles (engine.roles.ROLE_TABLE)")
            continue
        if not row.presets or not row.presets <= set(PRESETS):
            problems.append(f"{role.value}: its presets {sorted(row.presets)} are not some of {PRESETS}")
    for what in ("polemica", "mafiaratings"):
        codes = [getattr(row, what) for row in table.values() if getattr(row, what) is not None]
        if len(codes) != len(set(codes)):
            problems.append(f"two roles share a {what} code: {codes}")
    steps_taken = [row.night.step for row in table.values() if row.night]
    if len(steps_taken) != len(set(steps_taken)):
        problems.append(f"two roles share a night step: {steps_taken}")
    return problems


def format_problems(roles: Iterable, table: Mapping[Any, RoleRow]) -> list[str]:
    """Each format reads and writes the role by its code; a role it has no code for is
    refused when written."""
    problems = []
    for role in roles:
        row = table.get(role)
        if row is None:
            continue
        for what, read, written in (("polemica", polemica.ROLES, polemica_export.CODES),
                                    ("mafiaratings", mafiaratings_codes.ROLES, mafiaratings_codes.ROLE_NAMES)):
            code = getattr(row, what)
            if code is not None and (read.get(code) is not role or written.get(role) != code):
                problems.append(f"{role.value}: the {what} format does not read and write it as {code!r}")
            if code is None and role in written:
                problems.append(f"{role.value}: the {what} format writes it but its row says it has no code")
    return problems


def role_problems(roles: Iterable = tuple(Role), table: Mapping[Any, RoleRow] = ROLE_TABLE) -> list[str]:
    """What each role lacks: its row, its words, its lines, its look, its codes."""
    roles = list(roles)
    extra = [f"{role}: a row for no role" for role in table if role not in roles]
    return extra + row_problems(roles, table) + room_problems(roles, table) + format_problems(roles, table)


# -- any table keyed by a role or a night step, wherever it is ---------------------------------

def package_modules() -> list:
    found = []
    for info in pkgutil.walk_packages(mafia_desktop.__path__, "mafia_desktop."):
        if info.name.endswith("__main__"):
            continue
        found.append(importlib.import_module(info.name))
    return found


def keyed_tables(modules: Iterable) -> dict[int, tuple[str, Mapping]]:
    """Every module-level mapping of the package keyed by roles or by steps, once each."""
    found: dict[int, tuple[str, Mapping]] = {}
    for module in modules:
        for name, value in vars(module).items():
            if (isinstance(value, Mapping) and value and id(value) not in found
                    and all(isinstance(key, (Role, StepKind)) for key in value)):
                found[id(value)] = (f"{module.__name__}.{name}", value)
    return found


def family_problems(modules: Iterable, table: Mapping[Any, RoleRow] = ROLE_TABLE) -> list[str]:
    """A table keyed by roles covers a whole family of them; one keyed by steps holds the
    night steps of a whole family, or none."""
    problems = []
    for where, found in keyed_tables(modules).values():
        if all(isinstance(key, Role) for key in found):
            keys = set(found)
            families = {name: family(name, table) for name in FAMILIES}
        else:
            keys = set(found) & night_steps(table, table)
            families = {name: night_steps(family(name, table), table) for name in FAMILIES}
            families["no role"] = set()
        if keys in families.values():
            continue
        nearest = min((name for name, members in families.items() if keys <= members),
                      key=lambda name: len(families[name]), default=None)
        missing = sorted(str(getattr(key, "value", key)) for key in families[nearest] - keys) if nearest else []
        problems.append(f"{where}: missing {', '.join(missing)} of {nearest}" if nearest
                        else f"{where}: keyed by {sorted(k.value for k in keys)}, no family of roles")
    return problems


# -- options ------------------------------------------------------------------------------

#: The new-game dialog's first tab: the options it has a place for.
FIRST_TAB = {"preset": "the preset's box", "roles": "the players' count and the cards' counts"}
#: A value other than the preset's, for an option whose type says none.
OTHER_VALUES: dict[str, Any] = {
    "preset": "mastermind",
    "roles": ((Role.CIVILIAN, 7), (Role.SHERIFF, 1), (Role.MAFIA, 1), (Role.DON, 1)),
    "timers": Timers(speech=30),
}


def other_values(name: str, value: Any) -> list[Any]:
    if name in OTHER_VALUES:
        return [OTHER_VALUES[name]]
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, Enum):
        return [member for member in type(value) if member is not value]
    if isinstance(value, int):
        return [value + 1]
    if value is None:
        return [1]
    if isinstance(value, tuple) and len(value) > 1:
        return [value[::-1]]
    return []


def words_problems(name: str, value: Any, row: Any) -> list[str]:
    problems = []
    if isinstance(value, bool):
        if name not in rule_words.FLAG_OPTIONS:
            problems.append(f"{name}: no words when on and off (words.rules.FLAG_OPTIONS)")
    elif isinstance(value, Enum):
        spelled = rule_words.ENUM_OPTIONS.get(name, ("", {}))[1]
        if name not in rule_words.ENUM_OPTIONS:
            problems.append(f"{name}: no label and values (words.rules.ENUM_OPTIONS)")
        problems += [f"{name}: no words for its value {member.value!r} (words.rules.ENUM_OPTIONS)"
                     for member in type(value) if name in rule_words.ENUM_OPTIONS and member not in spelled]
    elif row.printed and name not in protocol_words.SPELLED:
        problems.append(f"{name}: no sentence in the protocol (words.protocol.SPELLED)")
    if row.offered is Offered.CLUB and not isinstance(value, (bool, Enum)):
        problems.append(f"{name}: the dialog's club options are yes/no boxes and choices; it is neither")
    if row.offered is Offered.TABLE and name not in FIRST_TAB:
        problems.append(f"{name}: the dialog's first tab has no place for it (NewGameDialog)")
    return problems


def _polemica_says(ruleset: Ruleset, name: str) -> bool:
    return name not in polemica_export.unsaid_options(ruleset)


def _mafiaratings_says(ruleset: Ruleset, name: str) -> bool | None:
    """True: written and read back with the value; False: refused; None: written, not kept."""
    try:
        digits = mafiaratings_writing.digits_from_ruleset(ruleset, "test", [])
    except RecordError:
        return False
    read = mafiaratings_reading.ruleset_from_digits(digits, Message("test"), [])
    return True if getattr(read, name) == getattr(ruleset, name) else None


def recorded_problems(name: str, value: Any, row: Any, base: Ruleset) -> list[str]:
    """The formats do what the row says: a place → some other value is written (and,
    mafiaratings, read back); NOT_EXPRESSIBLE → every other value is refused (Polemica: named
    among the rules it cannot say); LEFT_OUT → no other value is refused (the writers read
    the table for these: they compare every other option)."""
    problems = []
    digits = {option: f"rules[{index}]" for index, (option, values) in enumerate(mafiaratings.RULE_DIGITS) if values}
    if row.mafiaratings not in (NOT_EXPRESSIBLE, LEFT_OUT) and digits.get(name) != row.mafiaratings:
        problems.append(f"{name}: its row says mafiaratings {row.mafiaratings}, the format's RULE_DIGITS "
                        f"{digits.get(name, 'nothing')}")
    if name in digits and row.mafiaratings != digits[name]:
        problems.append(f"{name}: mafiaratings has it as {digits[name]}, its row says {row.mafiaratings!r}")
    others = other_values(name, value)
    if not others:
        return problems + [f"{name}: no other value to try (OTHER_VALUES in this test)"]
    changed = [replace(base, **{name: other}) for other in others]
    for what, place, says in (("polemica", row.polemica, [_polemica_says(r, name) for r in changed]),
                              ("mafiaratings", row.mafiaratings, [_mafiaratings_says(r, name) for r in changed])):
        if place == NOT_EXPRESSIBLE and any(said is not False for said in says):
            problems.append(f"{name}: {what} records another value, its row says {NOT_EXPRESSIBLE!r}")
        elif place == LEFT_OUT and False in says:
            problems.append(f"{name}: {what} refuses another value, its row says {LEFT_OUT!r}")
        elif place not in (NOT_EXPRESSIBLE, LEFT_OUT) and True not in says:
            problems.append(f"{name}: {what} records no other value, its row says {place!r}")
    return problems


def option_problems(ruleset_type: type = Ruleset, table: Mapping[str, Any] = OPTION_TABLE) -> list[str]:
    """What each option lacks: its row, its words, its place in the dialog, its formats."""
    base = preset("sport")
    names = [f.name for f in fields(ruleset_type)]
    defaults = {f.name: f.default for f in fields(ruleset_type)}
    problems = [f"{name}: a row for no option" for name in table if name not in names]
    for name in names:
        row = table.get(name)
        if row is None:
            problems.append(f"{name}: no row in the table of options (engine.options.OPTION_TABLE)")
            continue
        value = getattr(base, name, defaults[name])
        problems += words_problems(name, value, row)
        if row.role is not None and not ROLE_TABLE[row.role].presets:
            problems.append(f"{name}: it is about a role no preset deals")
        if hasattr(base, name):   # a field of a Ruleset the formats know
            problems += recorded_problems(name, value, row, base)
    return problems


# == the tests ===============================================================================

def test_every_role_has_its_row_words_lines_look_and_codes():
    assert role_problems() == []


def test_every_table_keyed_by_roles_or_night_steps_covers_a_family_of_roles():
    assert family_problems(package_modules()) == []


def test_every_option_has_its_row_words_place_and_formats():
    assert option_problems() == []


def test_the_presets_have_their_words():
    for where, table in (("words.protocol.PRESET", protocol_words.PRESET),
                         ("words.options.PRESET_WORDS", option_words.PRESET_WORDS),
                         ("words.titles.PRESET_TITLES", titles.PRESET_TITLES),
                         ("words.replay.NEW_GAME_WORDS", replay.NEW_GAME_WORDS)):
        assert set(table) == set(PRESETS), where


def test_the_protocol_prints_the_options_the_table_says_and_no_other():
    assert sections._NOT_AN_OPTION == {name for name, row in OPTION_TABLE.items() if not row.printed}
    sport = preset("sport")
    for name in OPTION_TABLE:
        value = getattr(sport, name)
        if not OPTION_TABLE[name].printed or not other_values(name, value):
            continue
        other = other_values(name, value)[0]
        said = protocol_words.option(name, other, value)
        assert said and said != f"{name.replace('_', ' ')}: {other}", name   # not the words of no option


def test_the_dialog_offers_each_preset_the_club_options_that_apply():
    assert new_game.CLUB_OPTIONS is CLUB_OPTIONS
    assert [name for name in CLUB_OPTIONS if not option_applies(name, "sport")] == ["mistress_blocks"]
    assert option_applies("mistress_blocks", "classic")


def test_the_dialog_counts_the_special_cards_in_the_order_they_wake():
    assert new_game.special_cards(preset("latvian")) == [Role.MAFIA, Role.COMMISSAR, Role.DOCTOR]
    assert new_game.special_cards(preset("classic")) == [Role.MAFIA, Role.DOCTOR, Role.MISTRESS, Role.COMMISSAR]
    assert set(new_game.special_cards(preset("sport"))) == {Role.SHERIFF, Role.MAFIA, Role.DON}


def dealt_game(role: Role):
    """A game that deals ``role``, at the first preset that may deal it."""
    name = sorted(ROLE_TABLE[role].presets)[0]
    counts = dict(preset(name).roles)
    if role not in counts:
        counts[role], counts[Role.CIVILIAN] = 1, counts[Role.CIVILIAN] - 1
    rules = preset(name, roles=counts)
    log = c.create_game(rules, [f"player {n}" for n in range(1, rules.table_size + 1)])
    log += c.deal_random(fold(log), rng=random.Random(1))
    return fold(log), log


@pytest.mark.parametrize("role", [role for role, row in ROLE_TABLE.items()
                                  if row.polemica is None or row.mafiaratings is None])
def test_a_game_dealing_a_role_a_format_has_not_is_refused_not_broken(role):
    state, log = dealt_game(role)
    if ROLE_TABLE[role].polemica is None:
        with pytest.raises(RecordError, match="has no|cannot record"):
            polemica_export.write(state, "g1", log)
    if ROLE_TABLE[role].mafiaratings is None:
        with pytest.raises(RecordError):
            mafiaratings.write(state, "g1", events=log)


# -- the checks notice what is missing ----------------------------------------------------------

class Extra(str, Enum):
    WITCH = "witch"


def test_a_role_missing_a_word_is_reported(monkeypatch):
    monkeypatch.delitem(protocol_words.ROLE_MANY, Role.MISTRESS)
    monkeypatch.delitem(intents._NIGHT_VERBS, StepKind.DOCTOR)
    assert role_problems() == [
        "mistress: nothing in the protocol's table of roles, many (words.protocol.ROLE_MANY)",
        "doctor: nothing in the seat map's tap (ui.table.intents._NIGHT_VERBS)",
    ]


def test_a_new_role_without_its_row_and_words_is_reported():
    problems = role_problems([*Role, Extra.WITCH])
    assert problems[0] == "witch: no row in the table of roles (engine.roles.ROLE_TABLE)"
    assert "witch: nothing in the seat map's look (ui.table.seatview.ROLE_WORDS)" in problems
    assert "witch: nothing in the protocol's plural (words.protocol.ROLE_PLURAL)" in problems


def test_a_new_night_role_without_its_rooms_is_reported():
    witch = RoleRow(Team.RED, NightTurn(StepKind.JUSTIFICATION, "witch_brewed", NightAction.CHECK), single=True,
                    presets=frozenset({"classic"}), polemica=None, mafiaratings=None)
    problems = role_problems([*Role, Extra.WITCH], {**ROLE_TABLE, Extra.WITCH: witch})
    for expected in ("witch: nothing in the refusal once he has left (engine.validate._ROLE_GONE)",
                     "justification: nothing in the command (engine.commands.NIGHT_COMMANDS)",
                     "justification: nothing in the protocol's night line (protocol.rounds.NIGHT_LINES)",
                     "justification: nothing in the protocol's check (words.protocol.CHECKED)",
                     "witch: its night event 'witch_brewed' is not an event (engine.events)",
                     "witch: no night answer for its check (words.answers)",
                     "witch: no line for its event in the replay (words.replay.words_for)",
                     "witch: nothing in the roles night's step name (engine.steps._MEETINGS)"):
        assert expected in problems


def test_a_role_a_format_reads_under_another_code_is_reported(monkeypatch):
    monkeypatch.setitem(ROLE_TABLE, Role.DOCTOR, replace(ROLE_TABLE[Role.DOCTOR], polemica=3))
    assert role_problems() == [
        "two roles share a polemica code: [0, 1, 3, 3, 2]",
        "doctor: the polemica format does not read and write it as 3",
    ]


def test_a_table_keyed_by_roles_that_leaves_one_out_is_found_anywhere(monkeypatch):
    monkeypatch.setattr(table_words, "NEW_ROLE_TABLE", {role: role.value for role in Role if role is not Role.DON},
                        raising=False)
    monkeypatch.setattr(rounds, "NEW_STEP_TABLE", {StepKind.DON_CHECK: 1, StepKind.SHOT: 2}, raising=False)
    assert family_problems([table_words, rounds]) == [
        "mafia_desktop.words.table.NEW_ROLE_TABLE: missing don of every role",
        "mafia_desktop.protocol.rounds.NEW_STEP_TABLE: missing sheriff_check of the roles a Polemica record has",
    ]


def test_an_option_without_its_row_is_reported():
    @dataclass(frozen=True)
    class Bigger(Ruleset):
        witches_brew: bool = False
    assert option_problems(Bigger) == ["witches_brew: no row in the table of options (engine.options.OPTION_TABLE)"]


def test_an_option_without_words_or_with_a_wrong_format_is_reported(monkeypatch):
    monkeypatch.delitem(rule_words.FLAG_OPTIONS, "monster_rule")
    monkeypatch.setitem(OPTION_TABLE, "rotation", replace(OPTION_TABLE["rotation"], mafiaratings=NOT_EXPRESSIBLE))
    monkeypatch.setitem(OPTION_TABLE, "withdrawal", replace(OPTION_TABLE["withdrawal"], polemica="withdrawal"))
    monkeypatch.delitem(rule_words.ENUM_OPTIONS["third_foul"][1], ThirdFoul.CUT_SPEECH)
    assert option_problems() == [
        "monster_rule: no words when on and off (words.rules.FLAG_OPTIONS)",
        "rotation: mafiaratings has it as rules[0], its row says 'not expressible in this format'",
        "rotation: mafiaratings records another value, its row says 'not expressible in this format'",
        "withdrawal: polemica records no other value, its row says 'withdrawal'",
        "third_foul: no words for its value 'cut_speech' (words.rules.ENUM_OPTIONS)",
    ]
