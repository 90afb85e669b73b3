"""The rows an import makes of a real record (``new_game``: the events packed and chained, the
listing, the seats) stay what they were, byte for byte, however the reading half is made
quicker (issue 44): the archives already written hold them, and a re-import finds its games
by them. And they are the rows of the game's own state, as a plain fold of its events gives it,
whatever the replay of the record built on the way."""

from __future__ import annotations

import hashlib

import pytest

from mafia_desktop.engine import fold, from_json, to_json
from mafia_desktop.formats import limits
from mafia_desktop.store.importing.reading import read_record, record_digest, seating
from mafia_desktop.store.new_games import NewGame, checked_state, new_game
from tests.real_games import REAL_GAMES

GAME_ID = "00000000-0000-4000-8000-000000000044"
AT = "2024-05-01T18:00:00.000Z"

#: Each real record's rows, digested (``rows_digest``), as the code before issue 44's changes
#: made them. A change of the archive's rows changes these: on purpose only.
ROWS = {
    "mafiaratings-v0/1109.json": "d568ebc08a2da0069fc15336d656b41c0a2b8b9588325cb592494eddd84205bd",
    "mafiaratings-v0/1113.json": "87cdffd59e3a42994677fa51852bfad5469ed050d338593afbb3db59ab47ccad",
    "mafiaratings/334187.json": "1d558b70eed5704d48f442abed3bc067137bff4324c6fa8b46588e6afa7a57a5",
    "mafiaratings/4842.json": "a17ad8e0c98bab2ed36a46f412a7362e62b60b6d01df7b5262e239506205a9b3",
    "mafiaratings/4870.json": "ea9b3f32edfb4b350c28da9728911e5ba9a21e9d849624d91483ca76b6f24f52",
    "mafiaratings/4872.json": "2986867ef4dddccd8a314c70f6083fa4d60e8ed06e622dd77a9fb921ed9ebde2",
    "polemica-room/314446.json": "85582a8f2fb23bbca7d707d7d2d2ee9628de9b6cfadba3fa1e23e6e1689e122a",
    "polemica/328635.json": "cbc22170eff04c9b2bede6070ddd42e762ea3392af12a891108e9c5d111faa19",
    "polemica/328635_with_shot.json": "74b9c8c6e33d2b28eb4824303b0870fdcf78ec04efced49b68f08aac0a43a78a",
    "polemica/328635_with_voted_black.json": "6f6b5c81e539cbf67a942064ceb38ef6649e6e4426229f236ecbd909241f0113",
    "polemica/328635_without_black_shot.json": "a7e57d9a716d5743b25a2f993047e4bbfbf1646ed6e67cc3a8cef18e8839a9a9",
    "polemica/333915.json": "b2b7b8bdb46b5783bdfc61ad1c8832bde600e3c164dc09010daea513075a109d",
    "polemica/334187.json": "dd35937ec1501cc7c4f3386ad70f59578a66b2e24a808ee85741ef8e7acbc534",
}


def rows_digest(new: NewGame, digest: str) -> str:
    """Everything ``new_game`` made, and the record's digest, in one digest."""
    made = (new.row, new.events, new.seats, new.nicknames, new.first, new.last, new.ended, new.time_base,
            new.kept_at, new.kept_payloads, digest)
    return hashlib.sha256(repr(made).encode("utf-8")).hexdigest()


def rows_of(data) -> tuple[NewGame, str]:
    imported = read_record(data)
    state = checked_state(imported.events, imported.game)
    digest = record_digest(data)
    return new_game(imported.events, state, game_id=GAME_ID, source=imported.source, source_id=imported.source_id,
                    source_digest=digest, at=AT), digest


def records() -> list[str]:
    return sorted(str(path.relative_to(REAL_GAMES)) for path in REAL_GAMES.rglob("*.json"))


@pytest.mark.parametrize("name", records())
def test_a_real_records_rows_are_the_ones_written_before(name):
    new, digest = rows_of(limits.load(REAL_GAMES / name))
    assert rows_digest(new, digest) == ROWS[name]


@pytest.mark.parametrize("name", records())
def test_a_real_records_rows_are_those_of_its_events_folded_afresh(name):
    data = limits.load(REAL_GAMES / name)
    imported = read_record(data)
    replayed = checked_state(imported.events, imported.game)
    # The events as the archive gives them back, folded with every rule checked again.
    events = [from_json(to_json(event)) for event in imported.events]
    folded = fold(events)
    assert folded == replayed
    assert seating(folded) == seating(replayed)
    again = new_game(events, folded, game_id=GAME_ID, source=imported.source, source_id=imported.source_id,
                     source_digest=record_digest(data), at=AT)
    assert again == rows_of(data)[0]


def test_a_new_games_id_is_a_random_uuid_as_uuid4_writes_it():
    import uuid

    from mafia_desktop.store.new_games import random_id
    ids = [random_id() for _ in range(200)]
    assert len(set(ids)) == 200
    for text in ids:
        assert str(uuid.UUID(text)) == text
        assert uuid.UUID(text).version == 4 and uuid.UUID(text).variant == uuid.RFC_4122
