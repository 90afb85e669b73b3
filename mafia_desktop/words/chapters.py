"""A streamed game's video chapters, from its log: each day, each day's vote, each night and
the end, timed from the stream's start, one line each as a video's description takes them
("12:04 Day 2: the vote"). The first line is at 0:00, as the video sites ask.

Plain functions of the events and their time stamps (the archive's ``at``), no widgets.
An undone move that had begun a chapter does not begin it twice: each chapter is said the
first time the game reaches it. OBS's recording is marked live with the same titles
(``stream.moments``).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from mafia_desktop.engine import Phase, State, StepKind
from mafia_desktop.engine.events import Event
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, translate

from mafia_desktop.words.audience import at_the_end
from mafia_desktop.words.replay import walk
from mafia_desktop.words.table import WINNER_WORDS, phase_name

_VOTE = QT_TRANSLATE_NOOP("Chapters", "{day}: the vote")
_BEFORE = QT_TRANSLATE_NOOP("Chapters", "Before the game")
_REPLAY = QT_TRANSLATE_NOOP("Chapters", "Replay")


def chapters(events: Sequence[Event], stamps: Sequence[str], stream_start: datetime) -> list[tuple[float, str]]:
    """(seconds from the stream's start, title), in the game's order; a moment before the
    stream began counts as its start."""
    found: list[tuple[float, str]] = []
    seen: set[tuple[object, ...]] = set()
    for (event, before, after, _), stamp in zip(walk(events), stamps):
        key: tuple[object, ...] | None = None
        title: str | None = None
        if at_the_end(after) and after.winner is not None:
            key, title = ("end",), end_title(after)
        elif after.phase in (Phase.DAY, Phase.NIGHT) and (after.phase, after.round) != (before.phase, before.round):
            key, title = (after.phase, after.round), phase_name(after)
        elif after.step is not None and after.step.kind is StepKind.VOTE and after.phase is Phase.DAY:
            key, title = ("vote", after.round), vote_title(after)
        if key is None or title is None or key in seen:
            continue
        seen.add(key)
        at = (datetime.fromisoformat(stamp) - stream_start).total_seconds()
        found.append((max(0.0, at), title))
    return found


def vote_title(state: State) -> str:
    """"Day 2: the vote"."""
    return translate("Chapters", _VOTE).format(day=phase_name(state))


def end_title(state: State) -> str:
    """The winner, as the host announced him (the game decided: ``state.winner`` is known)."""
    assert state.winner is not None
    return translate("Wording", WINNER_WORDS[state.winner])


def replay_title() -> str:
    """A replay shown on the stream (the analysis after a game)."""
    return translate("Chapters", _REPLAY)


def chapter_text(found: list[tuple[float, str]]) -> str:
    """The chapters as lines for a video's description."""
    if found and found[0][0] >= 1:
        found = [(0.0, translate("Chapters", _BEFORE)), *found]
    return "\n".join(f"{_clock(seconds)} {title}" for seconds, title in found)


def _clock(seconds: float) -> str:
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"
