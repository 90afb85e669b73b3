"""A game as the rating service's API takes it (``api/ops/game.php``, ``op=create`` and
``op=change``): the record ``writing.write`` makes (the service's own export shape) with
what only the API needs. One direction: our game → the API's JSON.

The service's facts (its ``Game`` class): a game is saved only under an existing event
(``eventId`` > 0; without one the answer is a success and nothing is kept) of its club
(``clubId``); ``startTime`` and ``endTime`` are integer unix seconds (ISO text is stored as
0, which breaks its own lists); a player's ``id`` is the service's user id (a seat without
one gets no player row there, so no rating); ``moderator`` is ``{"id": …}``; the record's
``id`` is the service's game id, so ours is left out. Its sport tables seat exactly ten: any
other size is refused here, in words, before anything is sent.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from mafia_desktop.engine import Event, Phase, State
from mafia_desktop.engine.errors import Message
from mafia_desktop.formats import RecordError
from mafia_desktop.formats.mafiaratings.writing import write
from mafia_desktop.time_stamps import unix_seconds

#: The service's tables seat ten.
SEATS = 10


def game_json(state: State, game_id: str, *, event_id: int, club_id: int, started_at: str | None,
              ended_at: str | None, events: Iterable[Event] | None = None,
              user_ids: Mapping[int, int] | None = None, moderator_id: int | None = None,
              notes: list[Message] | None = None) -> dict[str, Any]:
    """The game for ``op=create`` / ``op=change``. ``user_ids``: seat → the service's user
    id (a seat left out is sent without one); ``moderator_id`` the host's. Raises
    RecordError, in words, for a game the service would not take as it is."""
    name = Message("game {id}", id=game_id)
    if len(state.seats) != SEATS:
        raise RecordError("{game}: the rating service takes games of {seats} players, this one has {count}",
                          game=name, seats=SEATS, count=len(state.seats))
    if state.phase is not Phase.END:
        raise RecordError("{game}: only a finished game is published", game=name)
    if event_id <= 0:
        raise RecordError("{game}: no event of the rating service to publish it in", game=name)
    record = write(state, game_id, events=events, notes=notes)
    record.pop("id", None)   # the service's own game id (``op=change`` names it)
    start, end = unix_seconds(started_at), unix_seconds(ended_at)
    if start is None:
        raise RecordError("{game}: its start time is not known", game=name)
    record["startTime"] = start
    record["endTime"] = max(end if end is not None else start, start)
    record["eventId"], record["clubId"] = int(event_id), int(club_id)
    record.pop("moderator", None)
    if moderator_id:
        record["moderator"] = {"id": int(moderator_id)}
    ids = user_ids or {}
    for number, player in enumerate(record["players"], start=1):
        if ids.get(number):
            player["id"] = int(ids[number])
    return record
