"""What the audience screen shows, worked out from the state alone (no widgets), so that
what spectators may see is tested without painting.

The seats are the table's own seat views with every role hidden until the game is over;
at night the seats show only who sits where and who has left before (no pick, no answer,
nobody's floor).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from mafia_desktop.engine import State
from mafia_desktop.engine.state import snapshot
from mafia_desktop.words import audience as words
from mafia_desktop.words.table import clock

from mafia_desktop.ui.table.seatview import SeatView, seat_views


@dataclass(frozen=True)
class Scene:
    caption: str = ""                      # the game's labels
    phase: str = ""                        # "Day 2", "Night 1", "Game over"
    headline: str = ""                     # "Seat 5 speaks", the winner
    speaker: str = ""                      # the nickname of whoever has the floor
    timer: str = ""                        # "0:42", "" when untimed or at night
    timer_state: str = "normal"            # "normal", "warning", "over"
    nominees: str = ""
    tally: tuple[tuple[str, bool], ...] = ()   # a vote's counts: (words, is it his turn)
    lines: tuple[str, ...] = ()            # the vote's details, the morning, the host's announcements
    seats: tuple[SeatView, ...] = ()

    def texts(self) -> list[str]:
        """Every text the screen shows besides the seats', in reading order."""
        return [text for text in (self.caption, self.phase, self.headline, self.speaker, self.timer,
                                  self.nominees, *(row for row, _ in self.tally), *self.lines) if text]


def audience_seats(state: State) -> tuple[SeatView, ...]:
    views = seat_views(state, state.ended, as_the_game_needs=False)
    if words.in_the_dark(state):
        views = [replace(view, speaking=False, selected=False, nominee=None, voted_for=None, answer=None)
                 for view in views]
    return tuple(views)


def scene_of(state: State | None, seconds: float | None, said: Sequence[str] = ()) -> Scene:
    """The screen for ``state``; ``seconds`` left on its timer; ``said``: what the host has
    just announced (``words.audience.said``)."""
    if state is None or state.ruleset is None:
        return Scene()
    dark = words.in_the_dark(state)
    timed = not dark and not words.at_the_end(state) and seconds is not None
    lines = [*words.vote_details(state), words.morning(state), *said, *words.revealed(state)]
    return Scene(
        caption=words.caption(state),
        phase=words.phase(state),
        headline=words.headline(state),
        speaker=words.speaker(state),
        timer=clock(seconds) if timed else "",
        timer_state=state.timer_state(seconds) if timed else "normal",
        nominees="" if words.tally(state) else words.nominees(state),
        tally=tuple(words.tally(state)),
        lines=tuple(line for line in lines if line),
        seats=audience_seats(state),
    )


class Announced:
    """What the host has just announced, kept between the moves of one game: ``follow``
    with each new state (and its game) says it anew when the state moved, keeps it when
    only the clock did, forgets it when another game is opened."""

    def __init__(self) -> None:
        self._game_id: str | None = None
        self._previous: State | None = None
        self.said: list[str] = []

    def follow(self, game_id: str | None, state: State | None) -> list[str]:
        if game_id != self._game_id or state is None:
            self._game_id, self._previous, self.said = game_id, None, []
        if state is not None and state != self._previous:
            self.said = words.said(self._previous, state)
            self._previous = snapshot(state)
        return self.said
