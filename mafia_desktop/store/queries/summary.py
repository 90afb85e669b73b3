"""A game as the command line prints it with ``--json``."""

from __future__ import annotations

from typing import Any

from mafia_desktop.engine import State

from mafia_desktop.store.projections.listing import GameRow


def game_summary(row: GameRow, state: State) -> dict[str, Any]:
    """id, ruleset, finished, winner ("red"/"black"/"draw" or null), players with their roles,
    departures in order (round counts days from 1; round 0 is the roles night)."""
    return {
        "id": row.id,
        "ruleset": row.ruleset,
        "finished": state.ended,
        "winner": state.winner.value if state.ended and state.winner else None,
        "created_at": row.created_at,
        "finished_at": row.finished_at,
        "club": row.club, "tournament": row.tournament, "table": row.table_no,
        "game": row.game_no, "host": row.host,
        "source": row.source or None, "source_id": row.source_id or None,
        "players": [{"seat": s.number, "nickname": s.nickname,
                     "role": s.role.value if s.role else None} for s in state.seats],
        "departures": [{"seat": d.seat, "round": d.round, "phase": d.phase.value,
                        "how": d.how.value} for d in state.departures],
    }
