"""How a record differs from the game the archive holds of it, in the host's words: an import
that keeps a finished game as it was says why it did (``importing``)."""

from __future__ import annotations

from typing import Sequence

from mafia_desktop.engine import Event, State, StepKind, Winner, fold
from mafia_desktop.engine.errors import Message, joined

#: How a game stands at its end, or that it has none.
_ENDINGS = {Winner.RED: Message("the town won"), Winner.BLACK: Message("the mafia won"),
            Winner.DRAW: Message("a draw")}


def ending(state: State) -> Message:
    return _ENDINGS[state.result] if state.ended else Message("unfinished")


def how_they_differ(ours: Sequence[Event], theirs: Sequence[Event]) -> Message:
    """What differs between the archive's events (``ours``) and a record's: the nicknames,
    the end, and where the two logs part."""
    archived, recorded = fold(ours, check=False), fold(theirs)
    parts = [Message("seat {seat} is {ours!r} in the archive, {theirs!r} in the record", seat=number,
                     ours=mine.nickname, theirs=other.nickname)
             for number, (mine, other) in enumerate(zip(archived.seats, recorded.seats), start=1)
             if mine.nickname != other.nickname]
    if (archived.ended, archived.winner) != (recorded.ended, recorded.winner):
        parts.append(Message("the archive's game: {ours}; the record: {theirs}", ours=ending(archived),
                             theirs=ending(recorded)))
    # Where the logs part; past the creation event if it differs only in the nicknames said.
    skip = 1 if parts and _same_table(ours[0], theirs[0]) else 0
    first = next((n for n, (a, b) in enumerate(zip(ours, theirs)) if a != b and n >= skip), None)
    if first is None and len(ours) != len(theirs):
        first = min(len(ours), len(theirs))
    if first == 0:
        parts.append(Message("the game's rules differ"))
    elif first is not None:
        state = fold(theirs[:first], check=False)
        moment = _moment(state)
        if first >= len(theirs):
            if state.step is None or state.step.kind is not StepKind.END:   # (else: the ending said it)
                parts.append(Message("the record ends at {moment}, where the archive's game goes on "
                                     "(%n event(s) more)", "", len(ours) - first, moment=moment))
        elif first >= len(ours):
            parts.append(Message("the record goes on past the archive's game, from {moment}", moment=moment))
        elif ours[first].type == theirs[first].type:
            parts.append(Message("from {moment} on: event {number} ({kind}) is not the same", moment=moment,
                                 number=first + 1, kind=ours[first].type))
        else:
            parts.append(Message("from {moment} on: event {number} is {ours} in the archive, {theirs} in the "
                                 "record", moment=moment, number=first + 1, ours=ours[first].type,
                                 theirs=theirs[first].type))
    return joined(parts)


def _same_table(ours: Event, theirs: Event) -> bool:
    """Creation events alike but for the nicknames: the same rules."""
    return getattr(ours, "ruleset", None) == getattr(theirs, "ruleset", None)


def _moment(state: State) -> Message:
    from mafia_desktop.formats.replay import describe, point_of   # +11 ms to every import
    return describe(point_of(state)) if state.step is not None else Message("the end of the game")
