"""The table of options: one row per field of ``Ruleset``, that every room reads.

A row says where the new-game dialog offers the option (or that the preset alone sets it),
the role it concerns (a question only at a table that deals that role), whether the
protocol prints it among the options changed from the preset, and how each format a game is
read from and written to says it: the record's place for it, the same both ways, or
``NOT_EXPRESSIBLE`` (a record read plays the format's own value; a game that needs another
is refused, or written only where it plays the same) or ``LEFT_OUT`` (not written, and
changing nothing the record keeps). The words for an option are the host's:
``mafia_desktop.words.rules`` and the protocol's (``words.protocol``).
tests/test_roles_and_options.py fails on a field without a row, and checks the rows against
the dialog, the words and the formats; CONTRIBUTING.md has the checklist for a new option.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mafia_desktop.engine.roles import ROLE_TABLE, Role


class Offered(str, Enum):
    """Where the new-game dialog offers an option."""

    TABLE = "table"    # the first tab, "Table and seats": the preset, the players and the cards
    CLUB = "club"      # the "Club options" tab, in the table's order (docs/rules.md §7)
    PRESET = "preset"  # not offered: the preset's value


#: A format's word for an option it has no place for: a record read plays the format's own
#: value; a game that needs another is refused (Polemica: written where it plays the same).
NOT_EXPRESSIBLE = "not expressible in this format"
#: A format's word for an option it leaves out: changing it changes nothing the record keeps.
LEFT_OUT = "left out: it changes nothing the record keeps"


@dataclass(frozen=True)
class OptionRow:
    """How one option is offered, printed and recorded. The formats have no default: a new
    option's row says how each records it, or that it cannot."""

    offered: Offered
    #: The Polemica record's place for it, or NOT_EXPRESSIBLE / LEFT_OUT.
    polemica: str
    #: The mafiaratings record's place for it ("rules[4]": the fifth of its ``rules`` digits),
    #: or NOT_EXPRESSIBLE / LEFT_OUT.
    mafiaratings: str
    #: The role the option is about: a question only where that role may be dealt.
    role: Role | None = None
    #: Printed among the options changed from the preset (else printed apart, as the preset
    #: and the roles are, or not at all: the roles night follows from the roles).
    printed: bool = True


_TABLE, _CLUB, _PRESET = Offered.TABLE, Offered.CLUB, Offered.PRESET
_NONE = NOT_EXPRESSIBLE

#: Every option, the club's in the order the dialog shows them (its choices, then its boxes).
#: Columns: where it is offered, Polemica's place, mafiaratings' place.
OPTION_TABLE: dict[str, OptionRow] = {
    "preset": OptionRow(_TABLE, _NONE, LEFT_OUT, printed=False),
    "roles": OptionRow(_TABLE, _NONE, _NONE, printed=False),
    "first_day_vote": OptionRow(_CLUB, "zeroVoting", "rules[4]"),
    "withdrawal": OptionRow(_CLUB, _NONE, "rules[3]"),
    "rotation": OptionRow(_CLUB, _NONE, "rules[0]"),
    "revote_order": OptionRow(_CLUB, _NONE, "rules[5]"),
    "tie_with_four_alive": OptionRow(_CLUB, _NONE, "rules[7]"),
    "tie_of_three_with_nine_alive": OptionRow(_CLUB, "config.lift3From9", "rules[8]"),
    "all_seated_tied": OptionRow(_CLUB, _NONE, "rules[6]"),
    "best_move": OptionRow(_CLUB, _NONE, "rules[9]"),
    "third_foul": OptionRow(_CLUB, _NONE, "rules[11]"),
    "monster_rule": OptionRow(_CLUB, _NONE, _NONE),
    "technical_fouls": OptionRow(_CLUB, "players[].techs", "rules[12]"),
    "final_speech_at_end": OptionRow(_CLUB, _NONE, "rules[10]"),
    "black_wins_at_parity": OptionRow(_CLUB, _NONE, _NONE),
    "mistress_blocks": OptionRow(_CLUB, _NONE, _NONE, role=Role.MISTRESS),
    "timers": OptionRow(_PRESET, LEFT_OUT, LEFT_OUT),
    "discussion": OptionRow(_PRESET, _NONE, _NONE),
    "nominations_per_speech": OptionRow(_PRESET, _NONE, _NONE),
    "repeat_nomination_counts": OptionRow(_PRESET, _NONE, _NONE),
    "ballot_by_seat": OptionRow(_PRESET, _NONE, _NONE),
    "abstain_to_last": OptionRow(_PRESET, _NONE, _NONE),
    "candidate_may_vote_self": OptionRow(_PRESET, _NONE, _NONE),
    "day_zero_split": OptionRow(_PRESET, _NONE, _NONE),
    "second_tie": OptionRow(_PRESET, _NONE, _NONE),
    "remove_all_voters": OptionRow(_PRESET, _NONE, _NONE),
    "shooting": OptionRow(_PRESET, _NONE, _NONE),
    "black_may_be_shot": OptionRow(_PRESET, _NONE, _NONE),
    "night_order": OptionRow(_PRESET, _NONE, _NONE),
    "don_step_when_gone": OptionRow(_PRESET, _NONE, _NONE, role=Role.DON),
    "roles_night": OptionRow(_PRESET, _NONE, _NONE, printed=False),
    "killed_commissar_last_word": OptionRow(_PRESET, _NONE, _NONE, role=Role.COMMISSAR),
    "doctor_self_saves": OptionRow(_PRESET, _NONE, _NONE, role=Role.DOCTOR),
    "day_number_offset": OptionRow(_PRESET, _NONE, _NONE),
    "cards_shown": OptionRow(_PRESET, _NONE, _NONE),
    "evening_points": OptionRow(_PRESET, _NONE, _NONE),
}

#: The options the club may change, in the order the new-game dialog shows them.
CLUB_OPTIONS = tuple(name for name, row in OPTION_TABLE.items() if row.offered is Offered.CLUB)


def left_out_of(format_of: str) -> frozenset[str]:
    """The options a format leaves out (``"polemica"`` or ``"mafiaratings"``): a writer
    does not compare them."""
    return frozenset(name for name, row in OPTION_TABLE.items() if getattr(row, format_of) == LEFT_OUT)


def option_applies(name: str, preset: str) -> bool:
    """Is the option a question at this preset's table (its role, if any, may be dealt)?"""
    role = OPTION_TABLE[name].role
    return role is None or preset in ROLE_TABLE[role].presets
