"""Finding games: by nickname in any alphabet and case, dates, rules, result, unfinished."""

from datetime import date

import pytest

from mafia_desktop.store import Archive
from mafia_desktop.store.queries.browse import GameFilter, find_games, matching_players
from tests.store.evening import build_evening


@pytest.fixture()
def evening(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        yield archive, build_evening(archive)


def found(archive, ids, **wanted) -> list[str]:
    by_id = {game_id: name for name, game_id in ids.items()}
    return [by_id[listed.row.id] for listed in find_games(archive, GameFilter(**wanted))]


def test_every_game_outside_the_trash_is_listed_most_recent_first(evening):
    archive, ids = evening
    assert found(archive, ids) == ["G3", "G2", "G1", "G5"]


def test_a_listed_game_carries_its_players_in_seat_order(evening):
    archive, ids = evening
    listed = {game.row.id: game for game in find_games(archive)}
    assert listed[ids["G1"]].players[:4] == ("Adrian", "Player 2", "Player 3", "Ёжик")
    assert len(listed[ids["G5"]].players) == 6


def test_a_nickname_matches_any_part_of_the_name_in_any_case(evening):
    archive, ids = evening
    assert found(archive, ids, nickname="DRIA") == ["G3", "G2", "G1"]
    assert found(archive, ids, nickname="ёЖ") == ["G2", "G1"]   # Cyrillic, other case
    assert found(archive, ids, nickname="nobody") == []


def test_a_renamed_player_is_found_by_his_old_and_his_new_name(evening):
    archive, ids = evening
    archive.rename_player("Ježiks", "Ёжик")
    assert found(archive, ids, nickname="ježiks") == ["G2", "G1", "G5"]
    assert found(archive, ids, nickname="Ёжик") == ["G2", "G1", "G5"]
    assert matching_players(archive, "jež") == ["Ёжик"]


def test_dates_are_local_days_and_both_ends_are_included(evening):
    archive, ids = evening
    assert found(archive, ids, since=date(2026, 10, 5), until=date(2026, 11, 10)) == ["G2", "G1"]
    assert found(archive, ids, since=date(2026, 11, 11)) == ["G3"]
    assert found(archive, ids, until=date(2026, 9, 30)) == ["G5"]


def test_rules_result_and_unfinished_filters(evening):
    archive, ids = evening
    assert found(archive, ids, preset="latvian") == ["G5"]
    assert found(archive, ids, winner="red") == ["G2", "G1", "G5"]
    assert found(archive, ids, winner="black") == []
    assert found(archive, ids, unfinished_only=True) == ["G3"]
    assert found(archive, ids, nickname="adrian", unfinished_only=True) == ["G3"]


def test_the_first_rows_ids_are_written_as_json_writes_them():
    # The first screen's rows are read by their rowids in a JSON array, written without the
    # json module (issue 44): the same text json.dumps writes, for none, one and many.
    import json

    from mafia_desktop.store.queries.browse import _json_ints
    for numbers in ([], [7], [1, 22, 333, -4, 2**62]):
        assert _json_ints(numbers) == json.dumps(numbers)
