"""Sending the games that wait to be published (``store.publishing``), each once.

A waiting game is sent with its event's link (no link: it stays waiting, and says so) as the
API's JSON (``formats.mafiaratings.publishing``): created on the service, or, when the
service already has it (its game id kept), corrected with ``op=change``. The answer is kept
(the service's game id, its fixes), or the refusal with the service's words. A network fault
stops the run: that game and the rest stay waiting, the fault said in words, and the next run
(at start, after a game, on demand) sends them. A game published and unchanged since is
never in the queue, so never sent twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, Sequence

from mafia_desktop.engine.errors import Message
from mafia_desktop.publishing.service import Answer, ServiceError
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.contests import contest_of
from mafia_desktop.store.publishing import (PUBLISHED, REFUSED, WAITING, Publication, event_link, game_digest,
                                            host_user_id, mark_published, mark_refused, note_waiting,
                                            seat_user_ids, waiting)

#: The start of the service's refusal of an account (``include/api.php``): no game's fault,
#: so the run stops and the games wait for the account to be put right.
_ACCOUNT_REFUSED = "Authorization failed"


class Sender(Protocol):
    """What the queue asks of the service (``Service``, or the window's stand-in for it)."""

    def create(self, game: dict) -> Answer: ...

    def change(self, game_id: int, game: dict) -> Answer: ...


@dataclass(frozen=True)
class Outcome:
    game_id: str
    state: str          # WAITING, PUBLISHED or REFUSED
    words: Message
    #: The run stopped at this game: the service could not be reached (or took no account).
    unreachable: bool = False


def game_json(archive: Archive, game_id: str, service_event_id: int, club_id: int) -> dict[str, Any]:
    """The game as the API takes it, with the archive's links (seats, host). Raises
    RecordError (in words) for a game the service would not take, ArchiveError for a damaged one."""
    from mafia_desktop.formats.mafiaratings.publishing import game_json as api_json
    row = archive.game(game_id)
    events = archive.events(row.id)
    return api_json(archive.load(row.id).state, row.id, event_id=service_event_id, club_id=club_id,
                    started_at=row.created_at, ended_at=row.finished_at or row.updated_at, events=events,
                    user_ids=seat_user_ids(archive, row.id), moderator_id=host_user_id(archive, row.host))


def send_waiting(archive: Archive, service: Sender, *, game_ids: Sequence[str] | None = None) -> list[Outcome]:
    """Send the waiting games (only ``game_ids`` of them, if given), in the order they were
    played; an outcome a game, in words. A network fault ends the run (its outcome the last)."""
    from mafia_desktop.formats import RecordError
    wanted = None if game_ids is None else set(game_ids)
    outcomes: list[Outcome] = []
    for queued in waiting(archive):
        if wanted is not None and queued.game_id not in wanted:
            continue
        game = Message("game {id}", id=queued.game_id)
        if queued.published_digest is not None and not queued.service_game_id:
            # Published, but the service's id of it was never learnt: a create would make a
            # second game there.
            words = Message("{game} changed after it was published, and the rating service's id of it is not "
                            "known: correct it on the service's site", game=game)
            mark_refused(archive, queued.game_id, str(words))
            outcomes.append(Outcome(queued.game_id, REFUSED, words))
            continue
        try:
            row = archive.game(queued.game_id)
            unsent = _why_unsent(archive, queued, row.finished, game)
            if unsent is not None:
                note_waiting(archive, queued.game_id, str(unsent))
                outcomes.append(Outcome(queued.game_id, WAITING, unsent))
                continue
            contest = contest_of(archive, row.id)
            assert contest is not None
            link = event_link(archive, contest.id)
            assert link is not None
            digest = game_digest(archive, row.id)
            record = game_json(archive, row.id, *link)
        except (RecordError, ArchiveError) as error:
            words = Message("{game} is not published: {problem}", game=game, problem=error.message)
            mark_refused(archive, queued.game_id, str(error.message))
            outcomes.append(Outcome(queued.game_id, REFUSED, words))
            continue
        try:
            if queued.service_game_id:
                answer = service.change(queued.service_game_id, record)
            else:
                answer = service.create(record)
        except ServiceError as error:
            if error.unreachable or error.words.startswith(_ACCOUNT_REFUSED):
                note_waiting(archive, queued.game_id, str(error.message))
                outcomes.append(Outcome(queued.game_id, WAITING, error.message, unreachable=True))
                break
            mark_refused(archive, queued.game_id, error.words)
            outcomes.append(Outcome(queued.game_id, REFUSED, Message(
                "The rating service refused {game}: {words}", game=game, words=error.words)))
            continue
        mark_published(archive, queued.game_id, answer.game_id or None, answer.fixes, digest)
        outcomes.append(Outcome(queued.game_id, PUBLISHED, _published_words(game, answer, queued)))
    return outcomes


def _why_unsent(archive: Archive, queued: Publication, finished: bool, game: Message) -> Message | None:
    """Why the game cannot be sent yet (it waits), or None."""
    if not finished:
        return Message("{game} waits for its end to be published", game=game)
    contest = contest_of(archive, queued.game_id)
    if contest is None:
        return Message("{game} waits: it is in no event (an event of ours linked to the rating service's "
                       "is where its games are published)", game=game)
    if event_link(archive, contest.id) is None:
        return Message("{game} waits: the event {name!r} is not linked to an event of the rating service",
                       game=game, name=contest.name)
    return None


def _published_words(game: Message, answer: Answer, queued: Publication) -> Message:
    corrected = bool(queued.service_game_id)
    if answer.fixes:
        return Message("{game} is published on the rating service ({what}); the service fixed: {fixes}", game=game,
                       what=_what(corrected, answer.game_id), fixes=answer.fixes)
    return Message("{game} is published on the rating service ({what})", game=game,
                   what=_what(corrected, answer.game_id))


def _what(corrected: bool, service_id: int) -> Message:
    if corrected:
        return Message("its game {id} corrected", id=service_id)
    return Message("its game {id}", id=service_id) if service_id else Message("its game id not learnt")
