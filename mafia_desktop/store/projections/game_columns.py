"""What a game's rows are made of, as its events give them: the events of its stored rows, and
the columns of its row that its state alone decides. The archive writes them; ``check`` holds
a game's row to them."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

from mafia_desktop.store.log import packing

if TYPE_CHECKING:
    from mafia_desktop.engine import Event, Ruleset, State


def events_of(rows: Sequence[tuple]) -> list[Event]:
    """The events of a game's stored rows ``(seq, type, payload, at)``; a payload that no
    longer decodes raises (RuleViolation, ValueError, TypeError)."""
    from mafia_desktop.engine import from_json   # the rules engine: +30 ms to every start
    return [from_json({"type": kind, **json.loads(payload)}) for _, kind, payload, _ in rows]


def options_text(ruleset: Ruleset) -> str:
    """A game's options as text (JSON)."""
    return json.dumps(ruleset.to_dict())


@lru_cache(maxsize=64)
def options(ruleset: Ruleset) -> str | bytes:
    """A game's options as its row keeps them (``packing``). A Ruleset is immutable, and an
    import's games mostly share a few: 0.09 ms a game made anew (measured in an import of
    real records)."""
    return packing.pack(options_text(ruleset))


def state_columns(state: State) -> dict:
    """The listed columns the game's state alone gives."""
    labels = state.labels
    return {
        "finished": int(state.ended), "winner": state.result.value if state.ended else None,
        "club": labels.club, "tournament": labels.tournament, "table_no": labels.table,
        "game_no": labels.number, "host": labels.host, "phase": state.phase.value,
        "round": state.round, "players": state.size,
    }


def game_columns(state: State) -> dict:
    """The columns of a game's row that its state alone gives (its rules and options, and the
    listing but for the times and sort keys): what ``check`` holds the row to."""
    return {"ruleset": state.rules.preset, "options": options(state.rules), **state_columns(state)}
