"""What one protocol is made from: the folded game, plus what the log knows beyond the state
(why each foul was given) and what the caller knows (when, and the game's id)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from mafia_desktop.engine import Event, State, fold
from mafia_desktop.engine import events as ev
from mafia_desktop.engine.folding import effective_events

from mafia_desktop.words import protocol as words


@dataclass(frozen=True)
class GameSheet:
    state: State
    game_id: str = ""
    started_at: datetime | None = None
    finished_at: datetime | None = None
    #: Seat → its fouls and removal the host gave a reason for, in order: (what it was —
    #: ``words.FOUL``, ``TECHNICAL_FOUL`` or ``REMOVAL`` —, the host's words or "").
    penalties: dict[int, list[tuple[str, str]]] = field(default_factory=dict)

    @classmethod
    def from_events(cls, events: list[Event], *, game_id: str = "",
                    started_at: datetime | None = None,
                    finished_at: datetime | None = None) -> GameSheet:
        state = fold(events)
        if state.ruleset is None:
            raise ValueError(words.text(words.NO_GAME))
        return cls(state, game_id, started_at, finished_at, penalty_reasons(events))

    @property
    def finished(self) -> bool:
        """Roles and night actions are printed only once the host has ended the game."""
        return self.state.ended


def penalty_reasons(events: list[Event]) -> dict[int, list[tuple[str, str]]]:
    """Reasons of the fouls and removals still in effect (an undone foul is not one); a
    removal without the host's words is printed "removed: disqualified"."""
    effective, _ = effective_events(events)
    reasons: dict[int, list[tuple[str, str]]] = {}
    for _, event in effective:
        if isinstance(event, ev.FoulGiven) and event.reason:
            kind = words.TECHNICAL_FOUL if event.technical else words.FOUL
            reasons.setdefault(event.seat, []).append((kind, event.reason))
        elif isinstance(event, ev.PlayerRemoved):
            reasons.setdefault(event.seat, []).append((words.REMOVAL, event.reason or ""))
    return reasons
