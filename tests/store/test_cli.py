"""The command line on the archive: --db, import/export of our bundle, listings, trash."""

import json

import pytest

from mafia_desktop import preferences
from mafia_desktop.__main__ import main
from mafia_desktop.engine import commands as c
from mafia_desktop.store import Archive

from .test_archive import new_game, store


@pytest.fixture
def archive_with_a_game(tmp_path):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        game_id, game = new_game(archive)
        store(archive, game_id, game, c.label, club="Crime Time", table="1", number="3")
        store(archive, game_id, game, c.remove, seat=4, reason="phone")
    return path, game_id


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_show_json_gives_players_roles_and_departures(capsys, archive_with_a_game):
    path, game_id = archive_with_a_game
    code, out, _ = run(capsys, "--db", str(path), "show", game_id, "--json")
    shown = json.loads(out)
    assert code == 0 and shown["id"] == game_id and shown["ruleset"] == "sport"
    assert shown["finished"] is False and shown["winner"] is None
    assert shown["players"][1] == {"seat": 2, "nickname": "Player 2", "role": "mafia"}
    assert shown["departures"] == [{"seat": 4, "round": 0, "phase": "night", "how": "removed"}]


def test_db_option_works_after_the_command_and_from_the_environment(capsys, archive_with_a_game, monkeypatch):
    path, game_id = archive_with_a_game
    code, out, _ = run(capsys, "games", "--json", "--db", str(path))
    assert code == 0 and json.loads(out.splitlines()[0])["id"] == game_id
    monkeypatch.setenv("MAFIA_DESKTOP_DB", str(path))
    code, out, _ = run(capsys, "games")
    assert code == 0 and game_id[:8] in out and "Crime Time" in out


def test_games_of_a_player(capsys, archive_with_a_game):
    path, game_id = archive_with_a_game
    assert json.loads(run(capsys, "--db", str(path), "games", "--player", "PLAYER 7", "--json")[1])["id"] == game_id
    assert run(capsys, "--db", str(path), "games", "--player", "Nobody")[1].strip() == "no games with Nobody"


def test_bundle_export_then_import_gives_the_identical_log(capsys, archive_with_a_game, tmp_path):
    path, game_id = archive_with_a_game
    out_file = tmp_path / "game.json"
    assert run(capsys, "--db", str(path), "export", game_id, "--json", str(out_file))[0] == 0
    other = tmp_path / "laptop2.sqlite3"
    code, out, _ = run(capsys, "--db", str(other), "import", str(out_file), "--json")
    record = json.loads(out)
    assert code == 0 and record["status"] == "imported" and record["id"] == game_id
    with Archive(path, write=False) as first, Archive(other, write=False) as second:
        assert second.events(game_id) == first.events(game_id)
        assert second.event_times(game_id) == first.event_times(game_id)
    # A second import is recognised, not duplicated.
    code, out, _ = run(capsys, "--db", str(other), "import", str(out_file), "--json")
    assert code == 0 and json.loads(out)["status"] == "duplicate"
    with Archive(other, write=False) as second:
        assert len(second.games()) == 1


def test_a_bundle_of_the_same_game_played_further_extends_it(capsys, archive_with_a_game, tmp_path):
    path, game_id = archive_with_a_game
    early = tmp_path / "early.json"
    run(capsys, "--db", str(path), "export", game_id, "--json", str(early))
    with Archive(path) as archive:
        game = archive.load(game_id)
        store(archive, game_id, game, c.foul, seat=5)
    late = tmp_path / "late.json"
    run(capsys, "--db", str(path), "export", game_id, "--json", str(late))
    other = tmp_path / "other.sqlite3"
    run(capsys, "--db", str(other), "import", str(early))
    code, out, _ = run(capsys, "--db", str(other), "import", str(late), "--json")
    assert json.loads(out)["status"] == "extended"
    with Archive(other, write=False) as archive:
        assert archive.load(game_id).state.seat(5).fouls == 1


def test_import_of_a_broken_file_fails_with_its_name_and_writes_nothing(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    db = tmp_path / "a.sqlite3"
    code, _, err = run(capsys, "--db", str(db), "import", str(bad))
    assert code == 1 and str(bad) in err
    with Archive(db, write=False) as archive:
        assert archive.games() == []


def test_import_of_a_broken_bundle_names_the_game_and_event(capsys, archive_with_a_game, tmp_path):
    path, game_id = archive_with_a_game
    out_file = tmp_path / "game.json"
    run(capsys, "--db", str(path), "export", game_id, "--json", str(out_file))
    data = json.loads(out_file.read_text())
    data["events"].insert(3, {"recorded": "x", "event": {"type": "nominated", "by": 9, "seat": 1}})
    out_file.write_text(json.dumps(data))
    code, _, err = run(capsys, "--db", str(tmp_path / "b.sqlite3"), "import", str(out_file))
    assert code == 1 and game_id in err and "Event 4 (nominated)" in err


def test_trash_and_restore_from_the_command_line(capsys, archive_with_a_game):
    path, game_id = archive_with_a_game
    assert run(capsys, "--db", str(path), "trash", game_id)[0] == 0
    assert run(capsys, "--db", str(path), "games")[1].strip() == "no games"
    assert game_id[:8] in run(capsys, "--db", str(path), "games", "--trash")[1]
    run(capsys, "--db", str(path), "restore", game_id)
    assert game_id[:8] in run(capsys, "--db", str(path), "games")[1]


def test_an_unknown_game_is_a_clear_error(capsys, archive_with_a_game):
    path, _ = archive_with_a_game
    code, _, err = run(capsys, "--db", str(path), "show", "nope-nope")
    assert code == 2 and "No game nope-nope" in err


def test_a_foreign_file_given_as_db_is_refused(capsys, tmp_path):
    foreign = tmp_path / "notes.txt"
    foreign.write_text("shopping list")
    code, _, err = run(capsys, "--db", str(foreign), "games")
    assert code == 2 and "not a mafia-desktop archive" in err
    assert foreign.read_text() == "shopping list"


from tests.real_games import REAL_GAMES as REAL  # noqa: E402


def test_every_polemica_file_imports_into_one_archive(capsys, tmp_path):
    db = tmp_path / "a.sqlite3"
    files = sorted(str(f) for f in (REAL / "polemica").glob("*.json"))
    code, out, _ = run(capsys, "--db", str(db), "import", *files, "--json")
    records = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and [r["status"] for r in records] == ["imported"] * len(files)
    finished = [r for r in records if r["finished"]]
    assert [r["source_id"] for r in finished] == ["334187"] and finished[0]["winner"] == "red"
    assert [(d["seat"], d["round"], d["phase"], d["how"]) for d in finished[0]["departures"]] == [
        (4, 1, "night", "killed"), (8, 2, "day", "voted"), (2, 3, "day", "voted"),
        (1, 3, "night", "killed"), (5, 4, "night", "killed"), (7, 5, "day", "voted"),
        (10, 5, "night", "killed"), (9, 6, "day", "voted")]
    assert {r["finished"] for r in records if r["source_id"] != "334187"} == {False}
    # The hand-edited copies of 328635 share its id: each replaces the one before, which
    # goes to the trash; one version of each game is listed.
    with Archive(db, write=False) as archive:
        assert sorted(row.source_id for row in archive.games()) == ["328635", "333915", "334187"]
        assert len(archive.games(trash=True)) == 3
    # The second time, nothing is duplicated.
    code, out, _ = run(capsys, "--db", str(db), "import", *files, "--json")
    assert code == 0 and {json.loads(line)["status"] for line in out.splitlines()} == {"duplicate"}
    with Archive(db, write=False) as archive:
        assert len(archive.games()) == 3 and len(archive.games(trash=True)) == 3


def test_an_unfinished_import_resumes(capsys, tmp_path):
    db = tmp_path / "a.sqlite3"
    _, out, _ = run(capsys, "--db", str(db), "import", str(REAL / "polemica" / "333915.json"), "--json")
    game_id = json.loads(out)["id"]
    with Archive(db) as archive:
        game = archive.load(game_id)
        assert game.state.step.kind.value == "shot" and game.state.round == 2
        store(archive, game_id, game, c.shoot, target=5)
        assert archive.load(game_id).state.nights[-1].shots is not None


def test_mafiaratings_export_of_a_rule_without_a_digit_writes_the_nearest_with_a_note(capsys, tmp_path):
    db = tmp_path / "a.sqlite3"
    _, out, _ = run(capsys, "--db", str(db), "import", str(REAL / "polemica" / "328635.json"), "--json")
    game_id = json.loads(out)["id"]
    code, _, err = run(capsys, "--db", str(db), "export", game_id, "--mafiaratings", str(tmp_path / "x.json"))
    assert code == 0 and "note: The mafiaratings format has no digit for the first_day_vote rule 'none'" in err
    assert json.loads((tmp_path / "x.json").read_text(encoding="utf-8"))["rules"][4] == "0"


def mastermind_dealt(archive: Archive):
    """A mastermind game in the archive, its cards dealt: (its id, the game)."""
    from mafia_desktop.engine import Game, preset
    from tests.engine.table import SPORT_DEAL
    game = Game.new(preset("mastermind"), [f"Player {i}" for i in range(1, 11)])
    game_id = archive.create_game(game.events)
    store(archive, game_id, game, c.deal_roles, roles=SPORT_DEAL)
    return game_id, game


def test_mafiaratings_export_of_a_game_the_format_cannot_hold_is_a_clear_error(capsys, tmp_path):
    db = tmp_path / "a.sqlite3"
    with Archive(db) as archive:
        game_id, _ = mastermind_dealt(archive)
    code, _, err = run(capsys, "--db", str(db), "export", game_id, "--mafiaratings", str(tmp_path / "x.json"))
    assert code == 1 and "cannot write the mafiaratings format" in err
    assert not (tmp_path / "x.json").exists()


def test_a_records_refusal_is_said_in_the_language_of_the_settings(capsys, tmp_path):
    preferences.save_language("ru")
    db = tmp_path / "a.sqlite3"
    with Archive(db) as archive:
        game_id, _ = mastermind_dealt(archive)
    code, _, err = run(capsys, "--db", str(db), "export", game_id, "--mafiaratings", str(tmp_path / "x.json"))
    assert code == 1 and "нельзя записать игру в формате mafiaratings" in err
    assert "формат mafiaratings не может записать эти правила" in err and "cannot" not in err


def export_and_import_again(capsys, tmp_path, record, option: str) -> tuple[dict, dict, dict]:
    """Import a record, export it in a service's format, import that into another archive:
    (the first import, what was written, the second import)."""
    db = tmp_path / "a.sqlite3"
    _, out, _ = run(capsys, "--db", str(db), "import", str(record), "--json")
    first = json.loads(out)
    target = tmp_path / "written.json"
    assert run(capsys, "--db", str(db), "export", first["id"], option, str(target))[0] == 0
    _, out, _ = run(capsys, "--db", str(tmp_path / "b.sqlite3"), "import", str(target), "--json")
    return first, json.loads(target.read_text(encoding="utf-8")), json.loads(out)


def test_mafiaratings_export_and_reimport_keep_departures_and_winner(capsys, tmp_path):
    first, _, again = export_and_import_again(capsys, tmp_path, REAL / "polemica" / "334187.json", "--mafiaratings")
    assert again["status"] == "imported" and again["winner"] == "red"
    assert again["departures"] == first["departures"]


def test_a_real_game_round_trips_through_our_json(capsys, tmp_path):
    # Timer events carry an "at" of their own: the bundle must keep both times apart.
    db = tmp_path / "a.sqlite3"
    _, out, _ = run(capsys, "--db", str(db), "import", str(REAL / "polemica" / "334187.json"), "--json")
    game_id = json.loads(out)["id"]
    with Archive(db) as archive:
        game = archive.load(game_id)
        store(archive, game_id, game, c.label, club="X")
    bundle = tmp_path / "b.json"
    assert run(capsys, "--db", str(db), "export", game_id, "--json", str(bundle))[0] == 0
    other = tmp_path / "other.sqlite3"
    code, out, _ = run(capsys, "--db", str(other), "import", str(bundle), "--json")
    assert code == 0 and json.loads(out)["status"] == "imported"
    with Archive(db, write=False) as first, Archive(other, write=False) as second:
        assert second.events(game_id) == first.events(game_id)
        assert second.event_times(game_id) == first.event_times(game_id)


def test_a_broken_record_is_an_error_and_the_others_still_import(capsys, tmp_path):
    good = REAL / "polemica" / "333915.json"
    record = json.loads((REAL / "polemica" / "334187.json").read_text())
    record["shots"][0]["shooter"] = None                  # a malformed entry, not just a wrong one
    record["started"] = 12345
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    db = tmp_path / "a.sqlite3"
    code, out, err = run(capsys, "--db", str(db), "import", str(good), str(bad))
    assert code == 1 and str(bad) in err and "Traceback" not in err
    with Archive(db, write=False) as archive:
        assert [row.source_id for row in archive.games()] == ["333915"]


def test_a_record_without_a_time_zone_keeps_its_wall_clock_time(capsys, tmp_path):
    db = tmp_path / "a.sqlite3"
    _, out, _ = run(capsys, "--db", str(db), "import", str(REAL / "polemica" / "333915.json"), "--json")
    from datetime import datetime
    created = datetime.fromisoformat(json.loads(out)["created_at"])
    assert created.tzinfo is not None and created.astimezone().strftime("%H:%M") == "14:00"


def test_polemica_export_and_reimport_keep_departures_and_winner(capsys, tmp_path):
    first, written, again = export_and_import_again(capsys, tmp_path, REAL / "polemica-room" / "314446.json",
                                                    "--polemica")
    assert written["version"] == 4 and written["result"] == 1 and written["config"] == {"lift3From9": False}
    assert again["status"] == "imported" and again["winner"] == "black"
    assert again["departures"] == first["departures"]


def test_polemica_export_of_a_game_its_rules_would_change_is_a_clear_error(capsys, tmp_path):
    # Mastermind puts a single nominee to the vote on day 0 (000 Voting); the service's sport
    # rules would not, so the game cannot be written as a Polemica record.
    db = tmp_path / "a.sqlite3"
    with Archive(db) as archive:
        game_id, game = mastermind_dealt(archive)
        while game.state.round == 0:
            store(archive, game_id, game, c.next_turn, now=1.0)
        store(archive, game_id, game, c.nominate, by=1, seat=4)
        while game.state.step.kind.value == "speech":
            store(archive, game_id, game, c.next_turn, now=1.0)
        store(archive, game_id, game, c.vote, nominee=4, voters=[])
        assert game.state.seat(4).left is not None
    code, _, err = run(capsys, "--db", str(db), "export", game_id, "--polemica", str(tmp_path / "x.json"))
    assert code == 1 and "cannot write the Polemica format" in err and "would play differently" in err
    assert not (tmp_path / "x.json").exists()
