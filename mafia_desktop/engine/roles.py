"""Roles and teams, and the table of roles: one row per ``Role`` that every room reads.

A row says what the rules need to know of a role (its team, its own turn at night and how
it acts, whether a table deals one card of it or any number, the presets that deal it) and
what a record of another service calls it (Polemica's and mafiaratings' role codes, or
None: that format has no such role). The words for a role are the host's, so they live in ``mafia_desktop.words``
(and the seat map's and the standings' own), each a table keyed by ``Role``;
tests/test_roles_and_options.py fails on a role missing from any of them. CONTRIBUTING.md
has the checklist for adding a role.
"""

from __future__ import annotations

from enum import Enum

from mafia_desktop.engine.errors import QT_TR_NOOP, Message
from mafia_desktop.engine.steps import StepKind
from mafia_desktop.records import record


class Team(str, Enum):
    RED = "red"      # the town: civilians and the town's special roles
    BLACK = "black"  # the mafia and the don


class Role(str, Enum):
    CIVILIAN = "civilian"
    SHERIFF = "sheriff"
    COMMISSAR = "commissar"
    DOCTOR = "doctor"
    MISTRESS = "mistress"
    MAFIA = "mafia"
    DON = "don"

    @property
    def team(self) -> Team:
        return Team.BLACK if self in BLACK_ROLES else Team.RED

    @property
    def is_black(self) -> bool:
        return self in BLACK_ROLES


class NightAction(str, Enum):
    """How a role acts at night on a seat of his choice."""

    CHECK = "check"  # he learns something of the seat: the host answers with a sign
    SAVE = "save"    # the seat survives the shot
    VISIT = "visit"  # the seat's night action is blocked (``Ruleset.mistress_blocks``)


@record(frozen=True)
class NightTurn:
    """A role's own turn at night: its step on the agenda, the event that resolves it."""

    step: StepKind
    event: str
    action: NightAction


@record(frozen=True)
class RoleRow:
    """What the rules and the records know of one role. No field has a default: a new
    role's row says each, a format's "none" included."""

    team: Team
    #: Its own turn at night; None: it acts at night with its team (the shot) or not at all.
    night: NightTurn | None
    #: One card of it at a table at most (every role but the civilians and the mafia).
    single: bool
    #: The presets whose table may deal it (``ruleset.PRESETS``).
    presets: frozenset[str]
    #: Its ``players[].role`` code in a Polemica record; None: the format has no such role.
    polemica: int | None
    #: Its ``players[].role`` name in a mafiaratings record; None: the format has none.
    mafiaratings: str | None


_SPORT = frozenset({"sport", "mastermind"})
_ANY = _SPORT | {"latvian", "classic"}
_CHECK, _SAVE, _VISIT = NightAction.CHECK, NightAction.SAVE, NightAction.VISIT

#: The table of roles, in the order the host reveals them at the end: the black team first
#: (the don, who leads it), then the town's special roles, the civilians last.
ROLE_TABLE: dict[Role, RoleRow] = {
    Role.DON: RoleRow(Team.BLACK, NightTurn(StepKind.DON_CHECK, "don_checked", _CHECK), single=True,
                      presets=_SPORT, polemica=0, mafiaratings="don"),
    Role.MAFIA: RoleRow(Team.BLACK, None, single=False, presets=_ANY, polemica=1, mafiaratings="maf"),
    Role.SHERIFF: RoleRow(Team.RED, NightTurn(StepKind.SHERIFF_CHECK, "sheriff_checked", _CHECK), single=True,
                          presets=_SPORT, polemica=3, mafiaratings="sheriff"),
    Role.COMMISSAR: RoleRow(Team.RED, NightTurn(StepKind.COMMISSAR_CHECK, "commissar_checked", _CHECK),
                            single=True, presets=frozenset({"latvian", "classic"}), polemica=None, mafiaratings=None),
    Role.DOCTOR: RoleRow(Team.RED, NightTurn(StepKind.DOCTOR, "doctor_saved", _SAVE), single=True,
                         presets=frozenset({"latvian", "classic"}), polemica=None, mafiaratings=None),
    Role.MISTRESS: RoleRow(Team.RED, NightTurn(StepKind.MISTRESS, "mistress_visited", _VISIT), single=True,
                           presets=frozenset({"classic"}), polemica=None, mafiaratings=None),
    Role.CIVILIAN: RoleRow(Team.RED, None, single=False, presets=_ANY, polemica=2, mafiaratings="civ"),
}

#: The order roles are revealed in (the table's): the protocol, the replay's deal, the end.
REVEAL_ORDER = tuple(ROLE_TABLE)
#: The roles a host names when he tells who holds what: all but the civilians (the rest).
SPECIAL_ROLES = tuple(role for role in REVEAL_ORDER if role is not Role.CIVILIAN)
BLACK_ROLES = frozenset(role for role, row in ROLE_TABLE.items() if row.team is Team.BLACK)
#: The role whose night step each step is ("the sheriff's check").
NIGHT_ACTORS = {row.night.step: role for role, row in ROLE_TABLE.items() if row.night is not None}
#: The night steps that are a check (any seat, answered by a sign), not a save or a visit.
CHECK_STEPS = frozenset(row.night.step for row in ROLE_TABLE.values()
                        if row.night is not None and row.night.action is NightAction.CHECK)


#: A role's name inside the engine's sentences ("There can be only one doctor").
ROLE_WORDS = {
    Role.CIVILIAN: QT_TR_NOOP("civilian"),
    Role.SHERIFF: QT_TR_NOOP("sheriff"),
    Role.COMMISSAR: QT_TR_NOOP("commissar"),
    Role.DOCTOR: QT_TR_NOOP("doctor"),
    Role.MISTRESS: QT_TR_NOOP("mistress"),
    Role.MAFIA: QT_TR_NOOP("mafia"),
    Role.DON: QT_TR_NOOP("don"),
}


def role_word(role: Role) -> Message:
    """The role's name as a translatable word (its English is the role's value)."""
    return Message(ROLE_WORDS[Role(role)])


class Winner(str, Enum):
    RED = "red"
    BLACK = "black"
    DRAW = "draw"  # only where a club option makes a draw possible (docs/options.md `all_seated_tied`)
