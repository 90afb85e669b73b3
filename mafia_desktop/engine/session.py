"""A game in memory: its event log and its current state, for callers that run commands."""

from __future__ import annotations

from typing import Any, Callable, Iterable

from mafia_desktop.engine import commands
from mafia_desktop.engine.events import Event
from mafia_desktop.engine.folding import Timeline, applied
from mafia_desktop.engine.ruleset import Ruleset
from mafia_desktop.engine.state import State, snapshot


class Game:
    """``game.run(commands.nominate, by=3, seat=7)`` checks, records and applies an action."""

    def __init__(self, events: Iterable[Event] = (), *, check: bool = True) -> None:
        self._timeline = Timeline()
        self.events: list[Event] = []
        self._push(list(events), check=check)

    @classmethod
    def new(cls, ruleset: Ruleset, nicknames: Iterable[str]) -> Game:
        return cls(commands.create_game(ruleset, nicknames), check=False)   # the command has just checked it

    @property
    def state(self) -> State:
        return self._timeline.state

    @property
    def effective(self) -> list[Event]:
        """The actions in effect, oldest first (undone ones left out)."""
        return self._timeline.effective

    def run(self, command: Callable[..., list[Event]], /, **kwargs: Any) -> list[Event]:
        """Run a command on the current state; its events are appended and applied."""
        timeline = self._timeline
        new = command(timeline.state, **kwargs)
        timeline.push_all(new, check=False)  # the command has just checked them
        self.events += new
        return new

    def preview(self, command: Callable[..., list[Event]], /, **kwargs: Any) -> State:
        """The state the command would lead to, nothing recorded (what follows a step, for
        the panel's "Then:"); raises RuleViolation as ``run`` would."""
        following = snapshot(self.state)
        for event in command(self.state, **kwargs):
            applied(event)(event, following)
        return following

    def _push(self, events: list[Event], *, check: bool) -> None:
        timeline = self._timeline
        before = timeline.count
        try:
            timeline.push_all(events, check=check)
        finally:   # the log holds what was pushed, up to an event refused
            pushed = timeline.count - before
            self.events += events if pushed == len(events) else events[:pushed]
