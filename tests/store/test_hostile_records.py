"""Hostile records: every file past the limits of a game record is refused with its name and
the limit, the other files of the same import are imported all the same, and a game already
in the archive is never changed (records.limits; issue 14's fuzzing run).

The property test mutates the given real records (a value anywhere made huge, infinite or
deep; a seat off the table; a nickname empty or with a control character; a list inflated
past its count; a game number of 1e18) and checks exactly that."""

from __future__ import annotations

import json
import math
import re
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from mafia_desktop.store import Archive
from mafia_desktop.store.importing import import_files
from mafia_desktop.formats import limits

from tests.real_games import REAL_GAMES as REAL

GIVEN = sorted(REAL.glob("*/*.json"))
#: What no refusal says: Python's name of an error ("TypeError: '>' not supported …").
PYTHONS_WORDS = re.compile(r"\b[A-Z][A-Za-z]*(Error|Exception)\b|Traceback")
DEEP = "\u2063deep:"          # stands for a nesting written into the text after dumping


def load(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def dumped(data) -> str:
    """The JSON of a mutated record; ``DEEP + n`` strings become n nested lists."""
    text = json.dumps(data, ensure_ascii=False)
    while DEEP in text:
        start = text.index('"' + DEEP)
        end = text.index('"', start + 1)
        depth = int(text[start + 1 + len(DEEP):end])
        text = text[:start] + "[" * depth + "]" * depth + text[end + 1:]
    return text


def family(path: Path) -> str:
    """Files of one game share its id (328635 and its hand-edited copies)."""
    return path.stem.split("_")[0]


def import_beside(original: Path, hostile_text: str | bytes) -> tuple[list, dict, dict]:
    """Into an archive already holding ``original``: two good files of other games around a
    hostile one, in one command. Returns the results and the original game before and after."""
    goods = [p for p in GIVEN if family(p) != family(original) and family(p) in ("4842", "314446", "333915")][:2]
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        hostile = folder / "hostile.json"
        hostile.write_bytes(hostile_text if isinstance(hostile_text, bytes) else hostile_text.encode("utf-8"))
        game_id, before = holding(original, folder / "archive.sqlite3")
        with Archive(folder / "archive.sqlite3") as archive:
            results = list(import_files(archive, [goods[0], hostile, goods[1]]))
            after = _game(archive, game_id)
            listed = len(archive.games())
    return results, before, {**after, "listed": listed}


#: Each original's archive (imported once a run: a hundred hostile records go beside each),
#: its game's id and the game as imported.
_HOLDING: dict[Path, tuple[Path, str, dict]] = {}
_HOLDING_FOLDER = tempfile.TemporaryDirectory(prefix="mafia-hostile-")


def holding(original: Path, path: Path) -> tuple[str, dict]:
    """An archive holding ``original`` alone put at ``path``; its game's id and the game."""
    if original not in _HOLDING:
        made = Path(_HOLDING_FOLDER.name) / str(len(_HOLDING)) / "archive.sqlite3"
        with Archive(made) as archive:
            [first] = list(import_files(archive, [original]))
            assert first.status == "imported", first.message
            _HOLDING[original] = (made, first.game_id, _game(archive, first.game_id))
    made, game_id, before = _HOLDING[original]
    shutil.copyfile(made, path)
    return game_id, before


def _game(archive: Archive, game_id: str) -> dict:
    row = archive.game(game_id)
    return {"events": archive.events(game_id), "trashed": row.deleted_at is not None}


def assert_refused_alone(results: list, before: dict, after: dict, refusal: str = "") -> None:
    good_a, hostile, good_b = results
    assert hostile.status == "error" and hostile.file.endswith("hostile.json")
    assert str(hostile.message).startswith(hostile.file), hostile.message
    assert refusal in str(hostile.message), hostile.message
    assert not PYTHONS_WORDS.search(str(hostile.message)), hostile.message   # the archive's words
    assert good_a.status == good_b.status == "imported", (good_a.message, good_b.message)
    assert after["events"] == before["events"] and not after["trashed"] and after["listed"] == 3


# -- the cases the fuzzing run found, one by one --------------------------------------------------

MAFIARATINGS = REAL / "mafiaratings" / "4872.json"
POLEMICA = REAL / "polemica" / "334187.json"


@pytest.mark.parametrize("count, refusal", [
    ("1e30", "the number 1e+30, beyond"),
    ("9223372036854775808", "a number of 19 digits"),
    ("11", "seat 2's warnings is 11, outside 0 to 10"),
])
def test_a_huge_warnings_count_is_refused(count, refusal):
    data = load(MAFIARATINGS)
    data["features"] = "gsdutclhvnw"                  # a bare count of warnings
    data["players"][1]["warnings"] = "@count@"
    text = json.dumps(data).replace('"@count@"', count)
    assert_refused_alone(*import_beside(MAFIARATINGS, text), refusal)


@pytest.mark.parametrize("depth", [40, 1000, 100_000])
def test_deep_nesting_is_refused(depth):
    data = load(POLEMICA)
    data["bonuses"] = DEEP + str(depth)
    assert_refused_alone(*import_beside(POLEMICA, dumped(data)), "nests more than 32 levels deep")


def test_an_integer_of_five_thousand_digits_is_refused():
    text = POLEMICA.read_text(encoding="utf-8").replace('"num": 3', '"num": ' + "7" * 5000, 1)
    assert_refused_alone(*import_beside(POLEMICA, text), "a number of 5000 digits")


@pytest.mark.parametrize("player", [11, 12, 100, 2 ** 40, 0, -1])
def test_a_stage_player_off_the_table_is_refused_and_the_game_in_the_archive_stays(player):
    data = load(REAL / "polemica" / "333915.json")
    data["stage"] = {"type": "speech", "day": 2, "player": player}
    results, before, after = import_beside(REAL / "polemica" / "333915.json", json.dumps(data))
    assert_refused_alone(results, before, after, "the record's stage's player")


@pytest.mark.parametrize("number, refusal", [
    ("Infinity", "Infinity, which is not a number"), ("1e18", "the number 1e+18, beyond"),
    ("1000000000000000000", "a number of 19 digits"), ("-5", "the game number is -5, outside 0 to"),
])
def test_a_game_number_of_inf_or_1e18_is_refused(number, refusal):
    text = POLEMICA.read_text(encoding="utf-8").replace('"num": 3', '"num": ' + number, 1)
    assert_refused_alone(*import_beside(POLEMICA, text), refusal)


@pytest.mark.parametrize("nickname, refusal", [
    ("", "seat 3's nickname is empty"), ("\0", "seat 3's nickname holds a control character"),
    ("Player\nThree", "seat 3's nickname holds a control character"),
    ("x" * 1_000_000, "a text of 1000000 characters"), ("x" * 101, "seat 3's nickname has 101 characters"),
])
def test_an_empty_or_hostile_nickname_is_refused(nickname, refusal):
    data = load(MAFIARATINGS)
    data["players"][2]["name"] = nickname
    assert_refused_alone(*import_beside(MAFIARATINGS, json.dumps(data)), refusal)


def test_a_file_past_the_size_limit_is_refused_before_it_is_read():
    text = '{"id": 1, "padding": "' + "x" * limits.MAX_FILE_BYTES + '"}'
    assert_refused_alone(*import_beside(POLEMICA, text),
                         f"a file of game records holds at most {limits.MAX_FILE_BYTES}")


def test_a_file_of_too_many_games_is_refused():
    text = json.dumps([{"id": n} for n in range(limits.MAX_GAMES_PER_FILE + 1)])
    assert_refused_alone(*import_beside(POLEMICA, text), "the file holds 1001 games")


def test_true_where_a_seat_is_due_is_refused():
    data = load(POLEMICA)
    data["votes"][0]["voter"] = True
    assert_refused_alone(*import_beside(POLEMICA, json.dumps(data)), "is True, not a seat number")


@pytest.mark.parametrize("source, change, refusal", [
    (POLEMICA, lambda d: d.update(result=[1]), "unknown result [1]"),
    (POLEMICA, lambda d: d["players"][0].update(role={"id": 2}), "seat 1 has an unknown role {'id': 2}"),
    (POLEMICA, lambda d: d.update(zeroVoting=["none"]), "unknown first-day rule zeroVoting=['none']"),
    (MAFIARATINGS, lambda d: d.update(winner=["civ"]), "unknown winner ['civ']"),
    (MAFIARATINGS, lambda d: d["players"][0].update(role=["don"]), "seat 1 has an unknown role ['don']"),
    (MAFIARATINGS, lambda d: d["players"][0].update(name="Ann\ud800"), "half a character"),
    (REAL / "mafiaratings" / "4842.json", lambda d: d["players"][1]["warnings"][0].update(time=["speaking"]),
     "time is ['speaking'], not the name of a moment"),
])
def test_a_value_of_the_wrong_kind_is_named_by_its_field(source, change, refusal):
    # Issue 25: "malformed record (TypeError: unhashable type: 'list')" and
    # "UnicodeEncodeError: surrogates not allowed" were Python's words, not the record's.
    data = load(source)
    change(data)
    assert_refused_alone(*import_beside(source, json.dumps(data)), refusal)


def test_a_bundle_with_a_nickname_where_a_role_is_due_names_the_field(tmp_path):
    from mafia_desktop.store.importing import export_bundle
    with Archive(tmp_path / "a.sqlite3") as archive:
        [result] = list(import_files(archive, [POLEMICA]))
        data = export_bundle(archive, result.game_id)
    dealt = next(item["event"] for item in data["events"] if item["event"]["type"] == "roles_dealt")
    dealt["roles"][0] = "Player 1"
    data["id"] = "another-game"
    results, before, after = import_beside(MAFIARATINGS, json.dumps(data))
    assert_refused_alone(results, before, after, "Malformed roles_dealt event: its roles: 'Player 1' is none of")


ROOM = REAL / "polemica-room" / "314446.json"
MAFIARATINGS_4842 = REAL / "mafiaratings" / "4842.json"
OLDER = REAL / "mafiaratings-v0" / "1109.json"


@pytest.mark.parametrize("source, change, refusal", [
    # Issue 25's kind, found again by a random mutation run: "malformed record (unhashable type:
    # 'list')" and "(invalid literal for int() with base 10: '²')" were Python's words.
    (POLEMICA, lambda d: d["checks"][0].update(role=[0]), "game 334187: a check by role [0] (only 0"),
    (ROOM, lambda d: d["data"]["checks"][0].update(role={"id": 3}), "a check by role {'id': 3} (only 0"),
    # ``str.isdigit`` holds for a superscript two, which ``int`` does not read
    (ROOM, lambda d: d["data"]["players"][3]["penalties"][0]["votes"].update({"\u00b2": True}),
     "game 314446: seat 4's penalty vote is '\u00b2', not a seat number"),
    # (the rules quoted once: they were "'²²…'", a quoted quotation)
    (MAFIARATINGS_4842, lambda d: d.update(rules="\u00b2" * 13), "rules '" + "\u00b2" * 13 + "' are not 13 digits"),
    (OLDER, lambda d: d["players"][0]["voting"].update({"round_\u00b2": 1}), "game 1109: seat 1's voting: "
                                                                              "'round_\u00b2' is not round_N"),
])
def test_a_digit_no_int_reads_or_a_list_where_a_code_is_due_is_refused_in_the_records_words(source, change, refusal):
    data = load(source)
    change(data)
    results, before, after = import_beside(source, json.dumps(data))
    assert_refused_alone(results, before, after, refusal)
    assert "malformed record" not in str(results[1].message)


def test_an_end_time_out_of_range_is_refused_naming_the_game():
    # It was checked after the replay, outside the reader's checks: "malformed record (endTime is …)".
    data = load(MAFIARATINGS_4842)
    data["endTime"] = 10 ** 12    # milliseconds, where the service writes seconds
    results, before, after = import_beside(MAFIARATINGS_4842, json.dumps(data))
    assert_refused_alone(results, before, after, "game 4842: endTime is 1000000000000, outside 0 to 4102444800")


@pytest.mark.parametrize("voting", [5, True])
def test_a_voting_that_is_a_number_beside_a_removal_timed_in_a_vote_is_refused_by_its_field(voting):
    # A removal whose time is in a vote but names no round counts the rounds the record keeps
    # that day, and a voting of 5 met len(): "malformed record (object of type 'int' has no len())".
    data = load(REAL / "mafiaratings" / "4872.json")
    del data["players"][9]["death"]["time"]["votingRound"]
    data["players"][0]["voting"] = voting
    results, before, after = import_beside(REAL / "mafiaratings" / "4872.json", json.dumps(data))
    assert_refused_alone(results, before, after, f"game 4872: seat 1's voting is {voting}, not a list")


@pytest.mark.parametrize("source, field, moment", [
    (MAFIARATINGS_4842, "startTime", "0001-01-01T00:00:00+14:00"),
    (POLEMICA, "started", "9999-12-31T23:59:59-14:00"),
    # In UTC, but a finished game's twin is looked for from ten minutes before it: the year 1
    # was "malformed record (date value out of range)"; 1969 and 2100 are no game's either.
    (MAFIARATINGS_4842, "startTime", "0001-01-01T00:00:00+00:00"),
    (POLEMICA, "started", "0001-01-01T00:00:00Z"),
    (POLEMICA, "started", "9999-12-31T23:55:00+00:00"),
    (POLEMICA, "started", "1969-12-31T23:59:59+00:00"),
    (POLEMICA, "started", "2100-01-01T00:00:00+00:00"),
])
def test_a_start_time_past_the_years_utc_can_hold_is_left_out_with_a_note(tmp_path, source, field, moment):
    # A date in the year 1 or 9999 whose zone takes it past them in UTC raised OverflowError:
    # as a start time that is no date, the import's time is used and said so.
    data = load(source)
    data[field] = moment
    data.pop("endTime", None)
    (tmp_path / "early.json").write_text(json.dumps(data), encoding="utf-8")
    with Archive(tmp_path / "archive.sqlite3") as archive:
        [result] = list(import_files(archive, [tmp_path / "early.json"]))
    assert result.status == "imported", result.message
    assert f"the start time {moment!r} is not a date: the import time is used" in str(result.message)


def _bundle_of_polemica(tmp_path: Path) -> dict:
    from mafia_desktop.store.importing import export_bundle
    with Archive(tmp_path / "a.sqlite3") as archive:
        [result] = list(import_files(archive, [POLEMICA]))
        data = export_bundle(archive, result.game_id)
    data["id"] = "another-game"
    return data


def _ruleset(data: dict) -> dict:
    return next(item["event"] for item in data["events"] if item["event"]["type"] == "game_created")["ruleset"]


@pytest.mark.parametrize("change, refusal", [
    # Met by the rules only as the game was folded: "unhashable type: 'list'", "'>' not
    # supported between instances of 'list' and 'int'", "2 is not a valid Role", each
    # "malformed record" with a traceback in the log.
    (lambda r: r.update(preset=["sport"]), "its ruleset: preset is ['sport'], none of sport"),
    (lambda r: r.update(roles_night=["agreement", 2]), "its ruleset: roles_night holds 2, none of agreement"),
    (lambda r: r.update(night_order=[["shot"]]), "its ruleset: night_order holds ['shot'], none of"),
    (lambda r: r.update(nominations_per_speech=[1]), "its ruleset: nominations_per_speech is [1], not a whole number"),
    (lambda r: r["timers"].update(last_word=[60]), "its ruleset: the last_word timer is [60], not seconds"),
    (lambda r: r.update(roles=[["civilian", 6], ["sheriff", 1], ["mafia", [2]], ["don", 1]]),
     "its ruleset: roles hold ['mafia', [2]], not a role and a count"),
    (lambda r: r.update(monster_rule="yes"), "its ruleset: monster_rule is 'yes', not true or false"),
])
def test_a_bundles_ruleset_of_the_wrong_kinds_is_refused_naming_the_option(tmp_path, change, refusal):
    data = _bundle_of_polemica(tmp_path)
    change(_ruleset(data))
    results, before, after = import_beside(MAFIARATINGS, json.dumps(data))
    assert_refused_alone(results, before, after, "Malformed game_created event: " + refusal)
    assert "malformed record" not in str(results[1].message)


def test_a_bundles_ruleset_that_is_a_list_is_refused_naming_it(tmp_path):
    data = _bundle_of_polemica(tmp_path)
    created = next(item["event"] for item in data["events"] if item["event"]["type"] == "game_created")
    created["ruleset"] = [created["ruleset"]]   # ('list' object has no attribute 'items')
    assert_refused_alone(*import_beside(MAFIARATINGS, json.dumps(data)),
                         "Malformed game_created event: its ruleset: [{")


def test_a_bundles_event_without_a_field_it_must_have_names_the_field(tmp_path):
    data = _bundle_of_polemica(tmp_path)
    ended = next(item["event"] for item in data["events"] if item["event"]["type"] == "speech_ended")
    del ended["seat"]   # ("SpeechEnded.__init__() missing 1 required positional argument: 'seat'")
    assert_refused_alone(*import_beside(MAFIARATINGS, json.dumps(data)), "Malformed speech_ended event: it has no seat")


@pytest.mark.parametrize("change, refusal", [
    # Imported as they came: a game id with a new line and a NUL, or of thousands of
    # characters; a source of {'a': 1} and an event's time of [1], as Python's repr of them.
    (lambda b: b.update(id="another\ngame\0"), "the bundle's game id holds a control character"),
    (lambda b: b.update(id="x" * 5000), "the bundle's game id has 5000 characters; at most 64"),
    (lambda b: b.update(source={"a": 1}), "the bundle's source is {'a': 1}, not a text"),
    (lambda b: b.update(source_id=[334187]), "the bundle's source id is [334187], not a text"),
    (lambda b: b["events"][0].update(recorded=[1]), "game another-game: event 1: its time is [1], not a text"),
])
def test_a_bundles_id_source_or_time_that_is_no_text_the_app_writes_is_refused(tmp_path, change, refusal):
    data = _bundle_of_polemica(tmp_path)
    change(data)
    assert_refused_alone(*import_beside(MAFIARATINGS, json.dumps(data)), refusal)


def test_text_that_is_not_utf8_or_not_json_is_refused():
    assert_refused_alone(*import_beside(POLEMICA, b"\xff\xfe{}"), "not UTF-8 text")
    assert_refused_alone(*import_beside(POLEMICA, "{"), "not JSON")


# -- the property ---------------------------------------------------------------------------------

def paths(value, path=()):
    """Every place in a document, containers included."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, path + (index,))


def get(data, path):
    for key in path:
        data = data[key]
    return data


def put(data, path, value):
    if not path:
        return value
    get(data, path[:-1])[path[-1]] = value
    return data


def game_of(data) -> tuple[dict, tuple]:
    """The v4 game (a room's is inside ``data``) and its path."""
    return (data["data"], ("data",)) if isinstance(data.get("data"), dict) else (data, ())


def seat_places(data) -> list[tuple]:
    """Where a record names a seat, in the fields its reader uses."""
    game, base = game_of(data)
    found = []
    if "version" in game:                                       # Polemica
        for i, player in enumerate(game["players"]):
            found.append(base + ("players", i, "position"))
            for key in ("fouls", "techs"):
                found += [base + ("players", i, key, k, "stage", "player")
                          for k, foul in enumerate(player.get(key) or []) if "player" in foul["stage"]]
            found += [base + ("players", i, "guess", "mafs", k)
                      for k in range(len((player.get("guess") or {}).get("mafs") or []))]
            found += [base + ("players", i, "penalties", k, "player")
                      for k in range(len(player.get("penalties") or []))]
        for j, vote in enumerate(game.get("votes") or []):
            found.append(base + ("votes", j, "voter"))
            if vote.get("num") is not None:
                found.append(base + ("votes", j, "candidate"))
        for j in range(len(game.get("shots") or [])):
            found += [base + ("shots", j, "shooter"), base + ("shots", j, "victim")]
        found += [base + ("checks", j, "player") for j in range(len(game.get("checks") or []))]
        if "player" in (game.get("stage") or {}):
            found.append(base + ("stage", "player"))
        return found
    if older_shape(game):                                       # mafiaratings, its older export
        for i, player in enumerate(game["players"]):
            found += [("players", i, key, r) for key in ("nominating", "voting", "shooting")
                      for r in player.get(key) or {}]
        return found
    for i, player in enumerate(game["players"]):                # mafiaratings
        for key in ("nominating", "shooting", "legacy"):
            found += [("players", i, key, d) for d, v in enumerate(player.get(key) or []) if v is not None]
        for d, votes in enumerate(player.get("voting") or []):
            if isinstance(votes, list):
                found += [("players", i, "voting", d, r) for r, v in enumerate(votes) if not isinstance(v, bool)]
            elif votes is not None:
                found.append(("players", i, "voting", d))
        for k, warning in enumerate(player.get("warnings") if isinstance(player.get("warnings"), list) else []):
            found += [("players", i, "warnings", k, key) for key in ("speaker", "nominee") if key in warning]
    return found


def older_shape(game) -> bool:
    return "nick_name" in game["players"][0]


def nickname_places(data) -> list[tuple]:
    game, base = game_of(data)
    key = "username" if "version" in game else "nick_name" if older_shape(game) else "name"
    return [base + ("players", i, key) for i in range(len(game["players"]))]


def number_places(data) -> list[tuple]:
    game, base = game_of(data)
    return [("id",)] + ([base + ("num",)] if "num" in game else [])


GENERIC = [10 ** 18, -(10 ** 18), 2 ** 63, 1e30, -1e30, math.inf, -math.inf, math.nan,
           "x" * (limits.MAX_TEXT + 1), DEEP + "40", DEEP + "3000"]
#: (True is no seat, but at the end of a mafiaratings voting list it is the remove-all answer:
#: the plain test below refuses it where a seat is due.)
SEATS = [0, -1, 11, 12, 100, 2 ** 40, "3", 2.5]
#: The older mafiaratings shape counts seats from 0: 0 is seat 1 there, 10 none.
OLDER_SEATS = [-1, 10, 11, 100, 2 ** 40, "3", 2.5]
NICKNAMES = ["", "   ", "\0", "a\nb", "tab\there", "x" * (limits.MAX_NICKNAME + 1)]
GAME_NUMBERS = [math.inf, 1e18, 10 ** 18, -1, 2.5]


@st.composite
def hostile_records(draw):
    original = draw(st.sampled_from(GIVEN))
    data = load(original)
    kind = draw(st.sampled_from(["anywhere", "seat", "nickname", "number", "count"]))
    if kind == "anywhere":
        place = draw(st.sampled_from(list(paths(data))))
        value = draw(st.sampled_from(GENERIC))
    elif kind == "seat":
        seats = OLDER_SEATS if older_shape(game_of(data)[0]) else SEATS
        place, value = draw(st.sampled_from(seat_places(data))), draw(st.sampled_from(seats))
    elif kind == "nickname":
        # In the older mafiaratings shape a blank nick_name is a guest without an account: imported,
        # named by the seat (tests/formats/test_mafiaratings_2016.py), not a hostile value.
        names = [n for n in NICKNAMES if n.strip()] if older_shape(game_of(data)[0]) else NICKNAMES
        place, value = draw(st.sampled_from(nickname_places(data))), draw(st.sampled_from(names))
    elif kind == "number":
        place, value = draw(st.sampled_from(number_places(data))), draw(st.sampled_from(GAME_NUMBERS))
    else:   # a list of one player's fouls, or of the votes, past what a game holds
        game, base = game_of(data)
        seat = draw(st.integers(0, len(game["players"]) - 1))
        if "version" in game:
            foul = {"time": "2025-01-01T00:00:00", "stage": {"type": "speech", "day": 1, "player": seat + 1}}
            place, value = draw(st.sampled_from([
                (base + ("players", seat, "fouls"), [foul] * (limits.MAX_FOULS + 1)),
                (base + ("votes",), [{"day": 1, "num": 0, "voter": 1, "candidate": 2}] * (limits.MAX_ENTRIES + 1)),
            ]))
        else:
            place, value = ("players", seat, "warnings"), draw(st.sampled_from(
                [limits.MAX_FOULS + 1, [{"round": 0, "time": "speaking", "speaker": 1}] * (limits.MAX_FOULS + 1)]))
    return original, dumped(put(data, place, value)), (kind, place, value if not isinstance(value, str)
                                                       else value[:20])


@pytest.mark.slow
@given(hostile_records())
def test_a_mutated_record_is_refused_alone_and_changes_nothing(case):
    original, text, _ = case
    assert_refused_alone(*import_beside(original, text))
