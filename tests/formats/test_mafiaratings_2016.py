"""The service's older export shape (2016), read from records made here by hand in that shape
(tests/data/real-games/README.md, "The older mafiaratings export"): the facts of the shape that
real records of it show (issue 43)."""

from __future__ import annotations

import copy

import pytest

from mafia_desktop.engine import fold
from mafia_desktop.formats import RecordError
from mafia_desktop.formats.mafiaratings import reading_2016
from mafia_desktop.store.importing import read_record

from .test_polemica import departures

#: A two-day game, unfinished, as a 2016 export writes it (targets from 0, rounds a day and
#: its night). Seats 1 (don), 2, 3 black, 4 the sheriff. Day 1: seat 5 alone nominates seat 6:
#: no vote, yet every player's ``round_0`` names him. Night 1: seat 10 killed. Day 2: seats 2,
#: 7 and 9 nominated, 4-4-1, then 5-4 between 2 and 7 in a second round: seat 2 leaves.
HAND_MADE = {
    "id": "9001", "club_id": 1, "event_id": 2, "start_time": 1479698646, "end_time": 1479701870,
    "language": 2, "moderator_id": 3,
    "players": [
        {"user_id": 11, "nick_name": "Ada", "role": "don", "voting": {"round_0": 5, "round_1": [6, 6]},
         "shooting": {"round_0": 9}},
        {"user_id": 12, "nick_name": "Ben", "role": "maf", "death_round": 1, "death_type": "day",
         "voting": {"round_0": 5, "round_1": [6, 6]}, "shooting": {"round_0": 9}},
        {"user_id": 13, "nick_name": "Cai", "role": "maf", "voting": {"round_0": 5, "round_1": [6, 6]},
         "shooting": {"round_0": 9}},
        {"user_id": 14, "nick_name": "Dov", "role": "srf", "voting": {"round_0": 5, "round_1": [1, 1]},
         "nominating": {"round_1": 1}},
        {"user_id": 15, "nick_name": "Eli", "role": "civ", "voting": {"round_0": 5, "round_1": [1, 1]},
         "nominating": {"round_0": 5, "round_1": 6}},
        {"user_id": 16, "nick_name": "Fay", "role": "civ", "voting": {"round_0": 5, "round_1": [1, 1]},
         "nominating": {"round_1": 8}},
        {"user_id": 17, "nick_name": "Gil", "role": "civ", "voting": {"round_0": 5, "round_1": [8, 1]}},
        {"user_id": 18, "nick_name": "Hod", "role": "civ", "voting": {"round_0": 5, "round_1": [1, 1]}},
        {"user_id": 19, "nick_name": "Ido", "role": "civ", "voting": {"round_0": 5, "round_1": [6, 6]}},
        {"user_id": 20, "nick_name": "Jon", "role": "civ", "death_round": 0, "death_type": "night",
         "voting": {"round_0": 5}},
    ],
}


def hand_made() -> dict:
    return copy.deepcopy(HAND_MADE)


def test_a_first_day_single_nominee_written_with_everyones_vote_is_no_vote():
    # [004 §2.2.1] a single nominee on day 1 has no vote: the votes the shape writes for him
    # are not a vote, and he stays.
    state = fold(read_record(hand_made()).events)
    first = state.days[0]
    assert [n.seat for n in first.nominations] == [6] and first.rounds == [] and state.alive(6)
    assert "Only one nominee on the first day" in str(first.no_vote_reason)


def test_a_voting_list_is_one_seat_per_voting_round_of_that_day():
    state = fold(read_record(hand_made()).events)
    second = state.days[1]
    assert [r.ballot for r in second.rounds] == [(2, 7, 9), (2, 7)]
    assert second.rounds[0].votes == {2: (4, 5, 6, 8), 7: (1, 2, 3, 9), 9: (7,)}
    assert second.rounds[1].votes == {2: (4, 5, 6, 7, 8), 7: (1, 2, 3, 9)}
    assert departures(state) == [(10, 1, "night", "killed"), (2, 2, "day", "voted")]


def test_a_voting_list_with_a_seat_off_the_table_is_refused_in_words():
    data = hand_made()
    data["players"][6]["voting"]["round_1"] = [8, 10]
    with pytest.raises(RecordError, match=r"^game 9001: seat 7's voting is 10, outside 0 to 9$"):
        read_record(data)


@pytest.mark.parametrize("name", ["", "  "])
def test_an_empty_nickname_is_a_guest_named_by_the_seat_and_said_so(name):
    data = hand_made()
    data["players"][9]["nick_name"] = name
    del data["players"][9]["user_id"]            # a guest without an account
    imported = read_record(data)
    assert fold(imported.events).seat(10).nickname == "Player 10"
    assert any("Seat 10" in str(w) and "Player 10" in str(w) for w in imported.warnings)


@pytest.mark.parametrize("kind", [["night"], {"type": "night"}, 3])
def test_a_death_type_that_is_a_list_or_an_object_is_refused_in_words(kind):
    data = hand_made()
    data["players"][9]["death_type"] = kind
    with pytest.raises(RecordError, match=r"^game 9001: seat 10: unknown death type "):
        read_record(data)


def test_the_hand_made_record_is_the_older_shape():
    assert reading_2016.is_v0(hand_made())


def test_a_list_is_a_days_vote_rounds_only_a_list_of_shots_is_refused_in_words():
    data = hand_made()
    data["players"][0]["shooting"]["round_0"] = [9, 9]
    with pytest.raises(RecordError, match=r"^game 9001: seat 1's shooting is \[9, 9\], not a whole number$"):
        read_record(data)
