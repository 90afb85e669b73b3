"""The rows an import makes of a real record (``new_game``: the events packed and chained, the
listing, the seats) stay what they were, byte for byte (the packed payloads: the texts they
unpack to, as a packing's bytes may change, never its texts), however the reading half is
made quicker (issue 44): the archives already written hold them, and a re-import finds its
games by them. And they are the rows of the game's own state, as a plain fold of its events gives it,
whatever the replay of the record built on the way."""

from __future__ import annotations

import hashlib

import pytest

from mafia_desktop.engine import fold, from_json, to_json
from mafia_desktop.formats import limits
from mafia_desktop.store.importing.reading import read_record, record_digest, seating
from mafia_desktop.store.log import packing
from mafia_desktop.store.new_games import NewGame, checked_state, new_game
from tests.real_games import REAL_GAMES

GAME_ID = "00000000-0000-4000-8000-000000000044"
AT = "2024-05-01T18:00:00.000Z"

#: Each real record's rows, digested (``rows_digest``), as the code before issue 44's changes
#: made them (digested again, the packed payloads unpacked, by the code before the near
#: packing: ``packing._NEAR_WINDOW``). A change of the archive's rows changes these: on
#: purpose only.
ROWS = {
    "mafiaratings-v0/1109.json": "c1f3d9e81c6c9e73651be04e9d75559f217c0029963f2f8e4d8016697aa75013",
    "mafiaratings-v0/1113.json": "a89df18cab6a2eaebb60df0234ee052b4028c1f355a1867d53439b47ca8a35c1",
    "mafiaratings/334187.json": "a50f930d299c6a1f2d27999787caf51b6f7c127a023d0135bcb38e8195ca5567",
    "mafiaratings/4842.json": "908f64e2203f39f247f19d704d7c8f17904221b5f2d244f9edab59d3ea36f0ee",
    "mafiaratings/4870.json": "b31ceeb8d44f99c0f234b78a21ad348615ee2bc69a5a66cba4d820550733ee6d",
    "mafiaratings/4872.json": "e7e9fe25d1e487b84ee4deefbe2b48a3e1c4316c49b22480bdaf022f63f565c0",
    "polemica-room/314446.json": "0b72431016f09ef56cf2ab0531a5f31e21ca597d10d7c2211ac754650e37707f",
    "polemica/328635.json": "49d0e4df8121b207f283dce877cfe1086e6c871f42832d7358ac4184ea9605a2",
    "polemica/328635_with_shot.json": "2369dbfc0a96b03398a95cd91297765101bf4dd3599995e9c905b63e4cf96744",
    "polemica/328635_with_voted_black.json": "66b69e3dd44727758abc3bab03cf8b4f7e1a64f50857bcf6aa4772b94b547170",
    "polemica/328635_without_black_shot.json": "1b7a44aedec5ab03021d66e461fdaa32c5b42e9d41c520ceb4c33d220f9a9e8c",
    "polemica/333915.json": "e76f725b5564eb56e249c8bbb30b522b59b0815f83a02a049bc0b6d65bfb7c78",
    "polemica/334187.json": "5ef5491c970c07af34f573710868ad1e39149e78e6344012865e08af2e005619",
}


def rows_digest(new: NewGame, digest: str) -> str:
    """Everything ``new_game`` made, and the record's digest, in one digest; the packed
    payloads as the texts they unpack to."""
    made = (new.row, new.rows(), new.seats, new.nicknames, new.first, new.last, new.ended, new.time_base,
            new.kept_at, tuple(map(packing.unpack, new.payloads)), digest)
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
