"""Roles and teams."""

from __future__ import annotations

from enum import Enum


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


class Winner(str, Enum):
    RED = "red"
    BLACK = "black"
    DRAW = "draw"  # only where a club option makes a draw possible (RULES §7 all_seated_tied)
