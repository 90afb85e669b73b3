"""Roles and teams."""

from __future__ import annotations

from enum import Enum

from mafia_desktop.engine.errors import QT_TR_NOOP, Message


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


BLACK_ROLES = frozenset({Role.MAFIA, Role.DON})

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
