"""The steps of the host's agenda: what the table does next.

The state keeps an agenda, a queue of ``Step`` values; its head is what happens now.
Every event either resolves the head step or acts beside it (a foul, an undo).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


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

@dataclass(frozen=True)
class Step:
    kind: StepKind
    seat: int | None = None
    seconds: int = 0
    #: A third-foul penalty: the player has lost this speech (he may still nominate).
    silent: bool = False
    #: For ROLE_MEETING: which role meets the host.
    role: str | None = None


_LABELS = {
    StepKind.DEAL: "dealing the roles",
    StepKind.AGREEMENT: "the mafia's agreement",
    StepKind.SHOT: "the mafia's shot",
    StepKind.DON_CHECK: "the don's check",
    StepKind.SHERIFF_CHECK: "the sheriff's check",
    StepKind.COMMISSAR_CHECK: "the commissar's check",
    StepKind.DOCTOR: "the doctor's save",
    StepKind.MISTRESS: "the mistress's visit",
    StepKind.OPEN_TALK: "the open talk",
    StepKind.REMOVE_ALL_VOTE: "the vote on all of them leaving",
    StepKind.END: "the end of the game",
}

_SEAT_LABELS = {
    StepKind.BEST_MOVE: "seat {}'s best move",
    StepKind.LAST_WORD: "seat {}'s last word",
    StepKind.SPEECH: "seat {}'s speech",
    StepKind.JUSTIFICATION: "seat {}'s justification",
    StepKind.TIE_SPEECH: "seat {}'s extra speech",
    StepKind.VOTE: "the vote on seat {}",
}


def step_label(step: Step | None) -> str:
    """The step in the host's words, for messages ("seat 4's speech")."""
    if step is None:
        return "nothing (the game is over)"
    if step.kind is StepKind.ROLE_MEETING:
        return f"the {step.role} meeting the host"
    if step.kind in _SEAT_LABELS and step.seat is not None:
        return _SEAT_LABELS[step.kind].format(step.seat)
    return _LABELS.get(step.kind, step.kind.value)
