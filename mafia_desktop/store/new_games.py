"""A new game's rows, made ready away from the file: an import works them out in its worker
processes while the one writer writes the games before (``Archive.write_new`` writes them)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Sequence

from mafia_desktop.store.errors import ArchiveError
from mafia_desktop.store.log import event_rows, packing
from mafia_desktop.store.log.event_log import chained_events
from mafia_desktop.store.log.event_log import stamps_for
from mafia_desktop.store.projections import game_columns, listing
from mafia_desktop.store.projections.seats import seat_rows
from mafia_desktop.records import record

if TYPE_CHECKING:
    from mafia_desktop.engine import Event, Game, State


@record(frozen=True)
class NewGame:
    """A new game's rows (``new_game``). Its events are kept as the archive writes them, each
    field apart, without their payloads' texts: what an import's worker sends its writer,
    2.2 kB a record pickled where rows with the texts were 6.1 (issue 44)."""

    id: str
    #: The games row but for the columns the registry decides (``seated``, ``sort_players``)
    #: and the events' count and last digest (from ``events``).
    row: dict
    #: The events' types, in order (numbered from 1)...
    kinds: list[str]
    #: ... each payload as ``packing.pack`` keeps it...
    payloads: tuple[str | bytes, ...]
    #: ... each time as ``event_rows.stored`` keeps it, after ``time_base``...
    kept_at: tuple[int | str, ...]
    #: ... and each digest, chained from the game's start.
    digests: list[bytes]
    seats: list[tuple]           # as ``seats.seat_rows`` makes them, in seat order
    nicknames: list[str]         # in seat order: the registry says who each is
    first: str
    last: str
    ended: bool
    #: The events' times are kept as milliseconds after this moment (``event_rows``).
    time_base: int | None

    def rows(self) -> list[tuple]:
        """The events' rows ``(game_id, seq, type, payload, at, digest)``, as the archive gives
        them back: the payloads' texts and the time stamps (``event_rows.read``)."""
        return [(self.id, seq, kind, packing.unpack(payload), event_rows.stamp(at, self.time_base), digest)
                for seq, kind, payload, at, digest in zip(range(1, len(self.kinds) + 1), self.kinds, self.payloads,
                                                          self.kept_at, self.digests)]


def random_id() -> str:
    """A new game's id: a random UUID's text, as ``str(uuid.uuid4())`` writes it (version 4,
    RFC 4122's variant), without the uuid module: loading it (with ``platform`` and libuuid)
    cost each of an import's workers 6-11 ms before its first game (issue 44)."""
    value = bytearray(os.urandom(16))
    value[6] = value[6] & 0x0F | 0x40
    value[8] = value[8] & 0x3F | 0x80
    text = value.hex()
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"


def checked_state(events: Sequence[Event], game: Game | None = None) -> State:
    """Where a new game's events lead (a GameCreated first), checked by folding them: a game
    the rules refuse raises ArchiveError. A ``game`` whose commands built exactly these
    events was checked already."""
    from mafia_desktop.engine import RuleViolation, fold
    from mafia_desktop.engine.events import GameCreated
    if not events or not isinstance(events[0], GameCreated):
        raise ArchiveError("A game starts with its creation event")
    if game is not None and game.events == list(events):
        return game.state
    try:
        return fold(events)
    except RuleViolation as error:
        raise ArchiveError(error.message) from None


def new_game(events: Sequence[Event], state: State, *, game_id: str | None = None, source: str = "",
             source_id: str = "", source_digest: str = "", at: str | Sequence[str] | None = None) -> NewGame:
    """The rows of a new game whose ``events`` the rules have checked, ``state`` where they
    lead; pure (no file), so that an import's workers can make them."""
    from mafia_desktop.store.log import digests
    stamps = stamps_for(at, len(events))
    if game_id is None:
        game_id = random_id()
    first, last = min(stamps), max(stamps)
    ended_at = None
    if state.ended:
        ended_at = next(stamp for event, stamp in zip(reversed(events), reversed(stamps))
                        if event.type == "game_ended")
    kinds, texts, chain = chained_events(events, stamps, 1, digests.start(game_id))
    listed = listing.columns(state, first, last, ended_at, "")
    del listed["sort_players"]      # the players as the registry names them: when written
    base = event_rows.base_of(stamps)
    row = {"id": game_id, **game_columns.game_columns(state), "source": source, "source_id": source_id,
           "source_digest": source_digest, **listed, "time_base": base}
    # Each stamp's kept time worked out once: a record's events share one or two stamps.
    kept = {stamp: event_rows.stored(stamp, base) for stamp in set(stamps)}
    return NewGame(game_id, row, kinds, tuple(map(packing.pack, texts)), tuple(map(kept.__getitem__, stamps)), chain,
                   seat_rows(state), [seat.nickname for seat in state.seats], first, last, state.ended, base)
