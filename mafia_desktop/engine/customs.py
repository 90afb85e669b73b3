"""What each preset's seed asks of the host beyond the game's flow: the sign he gives a
checker at night, and the music he plays from "Night falls" to the morning.

Neither is recorded in a game (a game replays the same whatever sign was given), so both
follow the preset: ``Ruleset.check_signs`` and ``Ruleset.night_music`` read this table.
A check is a yes/no question: the don's "is he the sheriff?", the sheriff's and the
commissar's "is he black (of the mafia)?"; a sign answers it with the head and, where the
seed asks for one, a hand. The words for a sign are the host's: ``words.answers``.
"""

from __future__ import annotations

from enum import Enum

from mafia_desktop.records import record


class Head(str, Enum):
    NOD = "nod"        # yes
    SHAKE = "shake"    # no


class Hand(str, Enum):
    THUMB_UP = "thumb_up"      # 👍
    THUMB_DOWN = "thumb_down"  # 👎
    RING = "ring"              # 👌: thumb and forefinger in a ring
    CROSSED = "crossed"        # 🙅: the forearms crossed


@record(frozen=True)
class Sign:
    """A gesture: the head's, with a hand's beside it or none."""

    head: Head
    hand: Hand | None = None


@record(frozen=True)
class CheckSigns:
    """The sign for each answer of a check, by its question."""

    sheriff: Sign       # the don's check: he is the sheriff
    not_sheriff: Sign   # the don's check: he is not
    black: Sign         # the sheriff's (commissar's) check: he is of the mafia
    red: Sign           # ... he is not

    def answer(self, *, don: bool, yes: bool) -> Sign:
        """The sign for a check's answer: the don's (else the sheriff's or commissar's), yes or no."""
        if don:
            return self.sheriff if yes else self.not_sheriff
        return self.black if yes else self.red


@record(frozen=True)
class Customs:
    check_signs: CheckSigns
    #: The host plays music through the night: on by default (the club's tracks, its switch).
    night_music: bool


NOD, SHAKE = Sign(Head.NOD), Sign(Head.SHAKE)
#: A nod for "yes", a shake for "no", nothing in the hand.
_HEAD_ONLY = CheckSigns(sheriff=NOD, not_sheriff=SHAKE, black=NOD, red=SHAKE)

#: Each preset's customs, from its seed.
PRESET_CUSTOMS: dict[str, Customs] = {
    # 004 §2.1.3: the host nods if the don's checked player is the sheriff, shakes his head if
    # not; the sheriff's check is "fully analogous" (is he of the mafia?): a nod for black.
    # 004 §2.1: "Night falls", and he loudly turns the music on; §2.2: off, then "Day comes".
    "sport": Customs(_HEAD_ONLY, night_music=True),
    # 000 Don's check: a "yes" nod and 👌 "sheriff", a "no" and 🙅 "not sheriff"; Sheriff's
    # investigation: a "no" and 👍 "red", a "yes" nod and 👎 "black". 000 has no music.
    "mastermind": Customs(CheckSigns(sheriff=Sign(Head.NOD, Hand.RING), not_sheriff=Sign(Head.SHAKE, Hand.CROSSED),
                                     black=Sign(Head.NOD, Hand.THUMB_DOWN), red=Sign(Head.SHAKE, Hand.THUMB_UP)),
                          night_music=False),
    # 001 Night: the host tells the commissar truly whether the player "is or is not mafia";
    # 002 §3: the commissar learns mafia / not mafia. Neither names a gesture (default: the
    # head's yes and no, as 004), nor music.
    "latvian": Customs(_HEAD_ONLY, night_music=False),
    "classic": Customs(_HEAD_ONLY, night_music=False),
}
