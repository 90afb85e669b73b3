"""The archive's and the records' words are translatable Messages, the engine's refusal
kept inside them; the English (what the command line prints) is unchanged."""

import json

import pytest

from mafia_desktop import i18n
from mafia_desktop.engine.errors import Message
from mafia_desktop.store.archive import Archive
from mafia_desktop.store.errors import ArchiveError, UnknownGame
from mafia_desktop.store.importing import import_file
from mafia_desktop.formats import RecordError, polemica

from tests.real_games import REAL_GAMES as REAL


def real_record(name: str) -> dict:
    return json.loads((REAL / name).read_text(encoding="utf-8"))


def test_a_records_refusal_keeps_the_engines_message_inside():
    data = real_record("polemica/334187.json")
    data["votes"].append({"day": 2, "num": 1, "voter": 4, "candidate": 8})
    with pytest.raises(RecordError) as refused:
        polemica.read(data)
    message = refused.value.message
    assert message.template == "{game}: {where}: {problem}"
    assert message.args["game"].template == "game {id}"
    assert message.args["where"] == "day 2, vote round 1"
    problem = message.args["problem"]
    assert problem.template == "Seat {seat} has left the table and cannot vote" and problem.args == {"seat": 4}
    assert str(refused.value) == "game 334187: day 2, vote round 1: Seat 4 has left the table and cannot vote"


def test_an_unknown_game_is_a_template_with_the_id(tmp_path):
    with Archive(tmp_path / "a.sqlite") as archive:
        with pytest.raises(UnknownGame) as refused:
            archive.events("nope")
    assert refused.value.message.template == "No game {game} in this archive"
    assert refused.value.message.args == {"game": "nope"}
    assert str(refused.value) == "No game nope in this archive"


def test_an_import_says_what_happened_in_messages(tmp_path, monkeypatch):
    record = tmp_path / "334187.json"
    data = real_record("polemica/334187.json")
    data["votes"].append({"day": 2, "num": 1, "voter": 4, "candidate": 8})
    record.write_text(json.dumps(data), encoding="utf-8")
    with Archive(tmp_path / "a.sqlite") as archive:
        [result] = import_file(archive, record)
    assert result.status == "error" and isinstance(result.message, Message)
    assert result.message == (f"{record}: game 334187: day 2, vote round 1: Seat 4 has left the table "
                              "and cannot vote")
    words = {("", "Seat {seat} has left the table and cannot vote"): "Platz {seat} ist weg",
             ("", "{game}: {where}: {problem}"): "{game} — {where} — {problem}"}
    monkeypatch.setattr(i18n, "translate", lambda context, text, *rest: words.get((context, text), text))
    assert i18n.message_text(result.message) == \
        f"{record}: game 334187 — day 2, vote round 1 — Platz 4 ist weg"


def test_a_rename_says_what_was_done_as_a_message(tmp_path):
    with Archive(tmp_path / "a.sqlite") as archive:
        with pytest.raises(ArchiveError) as refused:
            archive.rename_player("Nobody", "Anna")
    assert refused.value.message.template == "There is no player {name!r} in the archive"
    assert str(refused.value) == "There is no player 'Nobody' in the archive"
