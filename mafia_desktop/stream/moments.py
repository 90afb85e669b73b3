"""Which of the streamer's scenes the table is at (a ``Moment``: the day, its vote, the night,
the end, a replay), and the recording's chapter each moment begins.

Read from the engine's state as the audience screen reads it (``words.audience``): the night
is the dark one, until its morning; the vote is the day's voting stage (its tie speeches and
revotes too); the end is the winner announced. A chapter is titled as the video's chapters
are (``words.chapters``) and keyed by the phase and its round, so that an undo and a redo do
not mark one twice, and a night's morning stays in its night's chapter, as there.
"""

from __future__ import annotations

from enum import Enum

from mafia_desktop.engine import Phase, State
from mafia_desktop.engine.state import DayStage
from mafia_desktop.words.audience import at_the_end, in_the_dark
from mafia_desktop.words.chapters import end_title, replay_title, vote_title
from mafia_desktop.words.table import phase_name


class Moment(str, Enum):
    """Each has a scene of the streamer's choosing (the settings keep them by these values)."""

    DAY = "day"
    VOTE = "vote"
    NIGHT = "night"
    END = "end"
    REPLAY = "replay"


def moment_of(state: State | None, *, replay: bool = False) -> Moment | None:
    """The moment ``state`` is at (a replay's position: a replay); None before the deal."""
    if state is None or state.ruleset is None:
        return None
    if replay:
        return Moment.REPLAY
    if state.phase is Phase.SETUP:
        return None
    if at_the_end(state):
        return Moment.END
    if in_the_dark(state):
        return Moment.NIGHT
    day = state.day
    if state.phase is Phase.DAY and day is not None and day.stage is DayStage.VOTING:
        return Moment.VOTE
    return Moment.DAY


def chapter_of(state: State, moment: Moment) -> tuple[tuple[object, ...], str]:
    """The chapter ``moment`` is in: its key (the same chapter, the same key) and its title."""
    if moment is Moment.REPLAY:
        return ("replay",), replay_title()
    if moment is Moment.END:
        return ("end",), end_title(state)
    if moment is Moment.VOTE:
        return ("vote", state.round), vote_title(state)
    return (state.phase, state.round), phase_name(state)
