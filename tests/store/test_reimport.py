"""Importing again never quietly rewrites a finished game: a changed record of it is kept out
(the import says how it differs) unless ``--replace`` asks; a record that does not say where
it stands (no stage) is read as far as its data goes, never as a place to go on from."""

from __future__ import annotations

import copy
import json

import pytest

from mafia_desktop.engine import fold
from mafia_desktop.store import Archive
from mafia_desktop.formats import polemica
from tests.real_games import REAL_GAMES as REAL

from .test_cli import run

FINISHED = json.loads((REAL / "polemica" / "334187.json").read_text(encoding="utf-8"))


def _import(capsys, db, data, *options) -> dict:
    record = db.parent / "record.json"
    record.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code, out, err = run(capsys, "--db", str(db), "import", str(record), "--json", *options)
    assert code == 0, out
    result = json.loads(out)
    assert ("import them again with --replace" in err) == (result["status"] == "kept")
    return result


def _log(db, game_id):
    with Archive(db, write=False) as archive:
        return archive.events(game_id), archive.game(game_id), len(archive.games(trash=True))


def _without_the_sheriffs_check(data):
    data["checks"] = [check for check in data["checks"] if check["role"] != 3]


def _without_the_winner(data):
    del data["result"]


def _renamed_to_a_lone_accent(data):
    data["players"][0]["username"] = "\u0301"


@pytest.mark.parametrize("change, how", [
    (_without_the_sheriffs_check, "from night 1, the sheriff's check on: event 32 (sheriff_checked) is not the same"),
    (_without_the_winner, "(the archive's game: the town won; the record: unfinished)"),
    (_renamed_to_a_lone_accent, "seat 1 is 'Player 1' in the archive, '\u0301' in the record"),
])
def test_a_changed_record_of_a_finished_game_leaves_it_as_it_is(capsys, tmp_path, change, how):
    db = tmp_path / "a.sqlite3"
    game_id = _import(capsys, db, FINISHED)["id"]
    before = _log(db, game_id)
    changed = copy.deepcopy(FINISHED)
    change(changed)
    result = _import(capsys, db, changed)
    assert result["status"] == "kept" and result["id"] == game_id
    assert how in result["message"] and "the archive's game was kept as it is" in result["message"]
    assert _log(db, game_id) == before                        # not a byte of it changed, none trashed
    replaced = _import(capsys, db, changed, "--replace")      # asked for: the record takes its place
    assert replaced["status"] == "imported" and replaced["id"] != game_id
    events, row, trashed = _log(db, game_id)
    assert row.deleted_at and trashed == 1 and events == before[0]


def _unfinished(name: str) -> dict:
    return json.loads((REAL / "polemica" / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", ["328635.json", "328635_with_shot.json"])
@pytest.mark.parametrize("absent", [lambda d: d.update(stage=None), lambda d: d.pop("stage")])
def test_a_record_without_a_stage_stands_where_its_data_ends_and_extends_nothing(capsys, tmp_path, name, absent):
    staged = _unfinished(name)
    bare = copy.deepcopy(staged)
    absent(bare)
    ours, theirs = polemica.read(staged).events, polemica.read(bare).events
    assert theirs == ours[:len(theirs)]                       # nothing invented past the record's data
    last = fold(theirs)
    assert not last.ended and last.round == fold(ours).round
    db = tmp_path / "a.sqlite3"
    game_id = _import(capsys, db, staged)["id"]
    before = _log(db, game_id)
    result = _import(capsys, db, bare)
    assert result["status"] in ("duplicate", "kept") and result["id"] == game_id
    events, row, trashed = _log(db, game_id)
    assert (events, trashed) == (before[0], before[2])
    assert {**row._asdict(), "source_digest": ""} == {**before[1]._asdict(), "source_digest": ""}


def test_a_record_that_says_where_it_stands_still_extends_an_unfinished_game(capsys, tmp_path):
    db = tmp_path / "a.sqlite3"
    shorter = _unfinished("328635_with_shot.json")
    game_id = _import(capsys, db, shorter)["id"]
    longer = copy.deepcopy(shorter)
    longer["stage"] = {"type": "speech", "day": 2, "player": 5}
    result = _import(capsys, db, longer)
    assert result["status"] == "extended" and result["id"] == game_id
    events, row, _ = _log(db, game_id)
    assert fold(events).step.seat == 5 and not row.deleted_at
