"""The moments OBS's scenes follow, read from the engine's state, and the recording's chapters
they begin: the same titles as the video's chapters (``words.chapters``) of the same game."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from mafia_desktop.engine import Phase, StepKind, fold
from mafia_desktop.stream.moments import Moment, chapter_of, moment_of
from mafia_desktop.words.chapters import chapters
from tests.ui.test_audience import classic_nights, real_334187

GAMES = {"sport, Polemica 334187": real_334187, "classic nights": classic_nights}


def states(events):
    return [fold(events[:n], check=False) for n in range(1, len(events) + 1)]


def moments_and_chapters(events) -> tuple[list[Moment], list[str]]:
    """The moments in the game's order (each change once) and the chapters they begin."""
    moments: list[Moment] = []
    titles, seen = [], set()
    for state in states(events):
        moment = moment_of(state)
        if moment is None or (moments and moments[-1] is moment):
            continue
        moments.append(moment)
        key, title = chapter_of(state, moment)
        if key not in seen:
            seen.add(key)
            titles.append(title)
    return moments, titles


@pytest.mark.parametrize("game", GAMES)
def test_the_recordings_chapters_are_the_videos_chapters(game):
    events = GAMES[game]()
    start = datetime(2026, 3, 1, 18, 0, tzinfo=timezone.utc)
    stamps = [(start + timedelta(seconds=n)).isoformat() for n in range(len(events))]
    _, titles = moments_and_chapters(events)
    assert titles == [title for _, title in chapters(events, stamps, start)]
    assert titles[0] == "Roles night"


def test_a_whole_game_goes_night_day_vote_and_ends_once():
    events = real_334187()
    moments, _ = moments_and_chapters(events)
    final = fold(events)
    assert moments[0] is Moment.NIGHT and moments[-1] is Moment.END and moments.count(Moment.END) == 1
    assert moments.count(Moment.NIGHT) == len(final.nights)
    assert moments.count(Moment.VOTE) == sum(1 for day in final.days if day.rounds or day.remove_all)
    assert all(a is not b for a, b in zip(moments, moments[1:]))


def test_each_moment_is_where_the_table_is():
    found: dict[tuple, set] = {}
    for state in states(real_334187()):
        step = state.step.kind if state.step is not None else None
        found.setdefault((step, state.phase), set()).add(moment_of(state))
    assert found[StepKind.VOTE, Phase.DAY] == found[StepKind.REMOVE_ALL_VOTE, Phase.DAY] == {Moment.VOTE}
    assert found[StepKind.SPEECH, Phase.DAY] == found[StepKind.BEST_MOVE, Phase.DAY] == {Moment.DAY}
    assert found[StepKind.SHOT, Phase.NIGHT] == found[StepKind.AGREEMENT, Phase.NIGHT] == {Moment.NIGHT}
    assert found[StepKind.TIE_SPEECH, Phase.DAY] >= {Moment.VOTE}   # a tie's speeches are the vote's
    assert found[StepKind.END, Phase.DAY] == found[None, Phase.END] == {Moment.END}
    # After the vote, the last word of the one voted out: the day again.
    assert found[StepKind.LAST_WORD, Phase.DAY] == {Moment.DAY}


def test_before_the_deal_no_moment_and_a_replay_is_a_replay_wherever_it_stands():
    events = real_334187()
    first = fold(events[:1], check=False)
    assert first.phase is Phase.SETUP and moment_of(first) is None and moment_of(None) is None
    middle = fold(events[: len(events) // 2], check=False)
    assert moment_of(middle) is not Moment.REPLAY
    assert moment_of(middle, replay=True) is Moment.REPLAY
    assert chapter_of(middle, Moment.REPLAY) == (("replay",), "Replay")
