"""The steps of the host's agenda: what the table does next.

The state keeps an agenda, a queue of ``Step`` values; its head is what happens now.
Every event either resolves the head step or acts beside it (a foul, an undo).
"""

from __future__ import annotations

from enum import Enum
from functools import lru_cache

from mafia_desktop.engine.errors import QT_TR_NOOP, Message
from mafia_desktop.records import record


class StepKind(str, Enum):
    DEAL = "deal"                        # roles are dealt (setup)
    AGREEMENT = "agreement"              # roles night: the mafia meet and agree
    ROLE_MEETING = "role_meeting"        # roles night: a town role meets the host
    SHOT = "shot"                        # the mafia shoot
    DON_CHECK = "don_check"
    SHERIFF_CHECK = "sheriff_check"
    COMMISSAR_CHECK = "commissar_check"
    DOCTOR = "doctor"
    MISTRESS = "mistress"
    BEST_MOVE = "best_move"              # the first killed names three seats
    LAST_WORD = "last_word"
    OPEN_TALK = "open_talk"              # one shared timer for the whole table
    SPEECH = "speech"                    # a player's turn in the discussion
    JUSTIFICATION = "justification"      # Latvian: a candidate defends himself
    TIE_SPEECH = "tie_speech"            # a tied nominee speaks again before the revote
    VOTE = "vote"                        # "who is for seat N leaving?"
    REMOVE_ALL_VOTE = "remove_all_vote"  # car crash / Latvian outcome vote
    END = "end"                          # announce the winner, reveal every role


#: Steps during which a player speaks (or the table talks) against a timer.
TIMED_TALK = frozenset({
    StepKind.AGREEMENT, StepKind.ROLE_MEETING, StepKind.LAST_WORD, StepKind.OPEN_TALK,
    StepKind.SPEECH, StepKind.JUSTIFICATION, StepKind.TIE_SPEECH, StepKind.BEST_MOVE,
})

@record(frozen=True, init=False)
class Step:
    kind: StepKind
    seat: int | None = None
    seconds: int = 0
    #: A third-foul penalty: the player has lost this speech (he may still nominate).
    silent: bool = False
    #: For ROLE_MEETING: which role meets the host.
    role: str | None = None

    def __init__(self, kind: StepKind, seat: int | None = None, seconds: int = 0, silent: bool = False,
                 role: str | None = None) -> None:
        # The fields set at once: a frozen dataclass's own __init__ sets them one
        # ``object.__setattr__`` at a time, and an agenda makes 44 steps a game.
        self.__dict__.update(kind=kind, seat=seat, seconds=seconds, silent=silent, role=role)


@lru_cache(maxsize=None)
def kept_step(kind: StepKind, seat: int | None = None, seconds: int = 0) -> Step:
    """``Step(kind, seat, seconds)``, made once: a step is a value (frozen, compared by its
    fields), and every day's agenda asks for the same speeches and votes again (a replayed
    game's 44 steps: 0.36 µs each made anew, 0.09 kept). The kinds, seats and the rulesets'
    timers are few, so are the steps kept. ``kind`` is a StepKind member, never its text: the
    two are equal, and a step kept for one would be given for the other (``typed`` would tell
    them apart, at 0.03 M instructions of a replayed record)."""
    return Step(kind, seat, seconds)


_LABELS = {
    StepKind.DEAL: Message("dealing the roles"),
    StepKind.AGREEMENT: Message("the mafia's agreement"),
    StepKind.SHOT: Message("the mafia's shot"),
    StepKind.DON_CHECK: Message("the don's check"),
    StepKind.SHERIFF_CHECK: Message("the sheriff's check"),
    StepKind.COMMISSAR_CHECK: Message("the commissar's check"),
    StepKind.DOCTOR: Message("the doctor's save"),
    StepKind.MISTRESS: Message("the mistress's visit"),
    StepKind.OPEN_TALK: Message("the open talk"),
    StepKind.REMOVE_ALL_VOTE: Message("the vote on all of them leaving"),
    StepKind.END: Message("the end of the game"),
}

#: A seat's step; the template's place is {seat}.
_SEAT_LABELS = {
    StepKind.BEST_MOVE: QT_TR_NOOP("seat {seat}'s best move"),
    StepKind.LAST_WORD: QT_TR_NOOP("seat {seat}'s last word"),
    StepKind.SPEECH: QT_TR_NOOP("seat {seat}'s speech"),
    StepKind.JUSTIFICATION: QT_TR_NOOP("seat {seat}'s justification"),
    StepKind.TIE_SPEECH: QT_TR_NOOP("seat {seat}'s extra speech"),
    StepKind.VOTE: QT_TR_NOOP("the vote on seat {seat}"),
}

#: A role meeting the host on the roles night (``Ruleset.roles_night``).
_MEETINGS = {
    "sheriff": Message("the sheriff meeting the host"),
    "commissar": Message("the commissar meeting the host"),
    "doctor": Message("the doctor meeting the host"),
    "mistress": Message("the mistress meeting the host"),
    "don": Message("the don meeting the host"),
}


def step_label(step: Step | None) -> Message:
    """The step in the host's words, for messages ("seat 4's speech"): a translatable
    ``Message`` whose ``str()`` is the English."""
    if step is None:
        return Message("nothing (the game is over)")
    if step.kind is StepKind.ROLE_MEETING:
        meeting = _MEETINGS.get(step.role) if step.role else None
        return meeting or Message("the {role} meeting the host", role=step.role)
    if step.kind in _SEAT_LABELS and step.seat is not None:
        return Message(_SEAT_LABELS[step.kind], seat=step.seat)
    return _LABELS.get(step.kind) or Message(step.kind.value)
