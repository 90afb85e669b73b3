"""Game records from other services, turned into our event log by replaying them through
the engine's rules (the engine, not the record, decides who left when and who won).

Each reader is a pure function ``read(data: dict) -> ImportedGame`` that raises
``RecordError`` naming the game and the first entry the rules refuse; the archive adds the
file name and writes nothing of a game that fails.
"""

from __future__ import annotations

from dataclasses import field

from mafia_desktop.engine import Event, Game
from mafia_desktop.engine.errors import MafiaError, Message, reason
from mafia_desktop.records import record


class RecordError(MafiaError):
    """A record that cannot be replayed: malformed, or inconsistent with the rules.
    Carries a translatable ``message``, as every error of ours does."""


def malformed(name: Message, error: Exception) -> RecordError:
    """A record a reader could not make sense of ("game 7: malformed record (no field 'id')"),
    in the record's words, never Python's name of the error. A reader's own
    ``ValueError(Message(...))`` keeps its words translatable."""
    detail = reason(error)
    if isinstance(error, KeyError) and not isinstance(detail, Message):
        detail = Message("it has no field {field}", field=repr(error.args[0]) if error.args else "?")
    return RecordError("{game}: malformed record ({detail})", game=name, detail=detail)


@record
class ImportedGame:
    source: str                  # "polemica", "mafiaratings", "bundle"
    source_id: str               # the record's own id, so a second import is recognised
    events: list[Event]
    started_at: str | None = None   # ISO time the game started, when the record says
    warnings: list[Message] = field(default_factory=list)  # what the import could not place exactly
    game: Game | None = None     # the replayed game, whose state the archive can reuse
    tournament: str = ""         # the source's tournament id: the game is that event's (rated as one)
    #: False for an unfinished record that does not say where it stands (no stage): read as far
    #: as its data goes, it is never taken as the place an archived game goes on from.
    stands_at_stage: bool = True
    #: ISO time the game ended, where the record says: the end the archive keeps, by which the
    #: rating orders games (as the rating service does: by their end).
    ended_at: str | None = None
