"""Events in the archive: creating, attaching games, standings from the stored games,
the host's own scoring tables, and every bad input refused with nothing changed."""

from dataclasses import replace
from fractions import Fraction

import pytest

from mafia_desktop.engine import commands as c
from mafia_desktop.engine.points import system
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.contests import (
    attach, contest, contest_games, contest_of, contest_standings, contests, create_contest, detach,
    game_points, next_game_number, save_system, scoring_systems, update_contest,
)
from tests.engine.event_games import PEOPLE, event_tables


@pytest.fixture()
def archive(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as opened:
        yield opened


def store_games(archive: Archive) -> list[str]:
    ids = []
    for n, t in enumerate(event_tables(), start=1):
        for seat, name in PEOPLE.items():
            t.run(c.rename, seat=seat, nickname=name)
        t.run(c.label, table="1", number=str(n))
        ids.append(archive.create_game(t.game.events, at=f"2026-11-2{n}T19:00:00.000+00:00"))
    return ids


@pytest.fixture()
def evening(archive):
    ids = store_games(archive)
    event = create_contest(archive, name="Friday evening", kind="evening", system=system("sport"),
                           starts="2026-11-21", ends="2026-11-23")
    for game_id in ids:
        attach(archive, event, game_id)
    return event, ids


def test_standings_come_from_the_stored_games(archive, evening):
    event, _ = evening
    rows = {row.player: row for row in contest_standings(archive, event)}
    assert rows["Ada"].total == Fraction("2.9") and rows["Ada"].place == 1
    assert rows["Hel"].total == Fraction("2.25") and rows["Hel"].place == 2


def test_a_renamed_player_keeps_his_points(archive, evening):
    event, _ = evening
    archive.rename_player("Ada", "Ada L.")
    rows = {row.player: row for row in contest_standings(archive, event)}
    assert rows["Ada L."].total == Fraction("2.9") and "Ada" not in rows


def test_a_trashed_game_counts_for_no_event(archive, evening):
    event, ids = evening
    archive.trash(ids[2])                         # the mafia's win, with Ada's best move
    rows = {row.player: row for row in contest_standings(archive, event)}
    assert rows["Ada"].total == 2 and rows["Ada"].games == 2
    archive.restore(ids[2])
    assert {row.player: row for row in contest_standings(archive, event)}["Ada"].games == 3


def test_emptying_the_trash_takes_the_game_out_of_its_event(archive, evening):
    event, ids = evening
    archive.trash(ids[0])
    archive.empty_trash()
    assert [row.id for row in contest_games(archive, event)] == ids[1:]


def test_the_event_keeps_its_games_in_order_and_numbers_the_next(archive, evening):
    event, ids = evening
    assert [row.id for row in contest_games(archive, event)] == ids
    assert next_game_number(archive, event, "1") == "4"
    assert next_game_number(archive, event, "2") == "1"
    assert contest_of(archive, ids[0]).name == "Friday evening"


def test_a_game_belongs_to_one_event(archive, evening):
    event, ids = evening
    other = create_contest(archive, name="Cup", kind="tournament", system=system("sport"))
    with pytest.raises(ArchiveError, match="belongs to the event 'Friday evening'"):
        attach(archive, other, ids[0])
    assert contest_of(archive, ids[0]).id == event
    attach(archive, other, ids[0], move=True)
    assert contest_of(archive, ids[0]).id == other
    detach(archive, ids[0])
    assert contest_of(archive, ids[0]) is None and archive.has_game(ids[0])


def test_a_game_of_an_event_has_points_under_its_system(archive, evening):
    _, ids = evening
    name, points = game_points(archive, ids[2])
    assert name == "sport" and points[1] == Fraction("0.5") and points[8] == Fraction("0.25")
    assert game_points(archive, store_games(archive)[0]) is None      # outside any event


def test_changing_the_system_rescores_the_event(archive, evening):
    event, _ = evening
    update_contest(archive, event, system=system("evening-002"), tiebreak=["wins"])
    assert contest(archive, event).tiebreak == ("wins",)
    rows = {row.player: row for row in contest_standings(archive, event)}
    assert rows["Ada"].total == 9 and rows["Boris"].total == 7


def test_events_are_listed_latest_first(archive, evening):
    create_contest(archive, name="Cup", kind="tournament", system=system("sport"), starts="2026-12-05")
    assert [event.name for event in contests(archive)] == ["Cup", "Friday evening"]


@pytest.mark.parametrize("bad, message", [
    ({"name": " "}, "needs a name"),
    ({"kind": "party"}, "a club evening, a tournament or an elite"),
    ({"starts": "21.11.2026"}, "not a date"),
    ({"starts": "2026-11-22", "ends": "2026-11-21"}, "ends .* before it starts"),
    ({"tables": 0}, "at least one table"),
    ({"tiebreak": ["height"]}, "Unknown tie-break"),
])
def test_a_bad_event_is_refused_and_nothing_is_written(archive, bad, message):
    values = {"name": "Evening", "kind": "evening", "system": system("sport"), **bad}
    with pytest.raises(ArchiveError, match=message):
        create_contest(archive, **values)
    assert contests(archive) == []


def test_a_custom_table_is_saved_and_offered_beside_the_built_in_ones(archive):
    ours = replace(system("sport"), name="Our club", win=Fraction("1.2"))
    save_system(archive, ours)
    offered = scoring_systems(archive)
    assert list(offered)[:3] == ["evening-002", "sport", "sport-0.4-0.25"]
    assert offered["Our club"].win == Fraction("1.2")
    with pytest.raises(ArchiveError, match="already"):
        save_system(archive, replace(ours, win=2))
    with pytest.raises(ArchiveError, match="built-in"):
        save_system(archive, replace(ours, name="Sport"))
    save_system(archive, replace(ours, win=2), replace=True)
    assert scoring_systems(archive)["Our club"].win == 2


def test_an_event_keeps_the_table_it_was_scored_with(archive, evening):
    ours = replace(system("sport"), name="Our club", win=Fraction(3))
    save_system(archive, ours)
    event = create_contest(archive, name="Club", kind="evening", system=ours)
    save_system(archive, replace(ours, win=Fraction(5)), replace=True)
    assert contest(archive, event).system.win == 3


def test_an_old_name_at_the_same_table_as_its_new_owner_is_another_person(archive, evening):
    # Ada was renamed Adele; a later game seats a new "Ada" beside Adele: two people, two rows.
    event, _ = evening
    archive.rename_player("Ada", "Adele")
    t = event_tables()[1]
    for seat, name in {**PEOPLE, 1: "Ada", 2: "Adele"}.items():
        t.run(c.rename, seat=seat, nickname=name)
    attach(archive, event, archive.create_game(t.game.events))
    rows = {row.player: row for row in contest_standings(archive, event)}
    assert rows["Adele"].games == 4 and rows["Ada"].games == 1


def test_a_game_in_the_trash_keeps_its_number_taken(archive, evening):
    event, ids = evening
    archive.trash(ids[2])                                # game 3 at table 1
    assert next_game_number(archive, event, "1") == "4"


@pytest.mark.parametrize("number", ["²", "٩"])
def test_a_game_whose_number_is_no_number_of_ours_is_not_counted(archive, evening, number):
    # A label from an imported record: "²" passes str.isdigit and no int reads it; "٩" int
    # reads as 9, but it is no number of ours (the next game is not 10).
    event, _ = evening
    t = event_tables()[0]
    t.run(c.label, table="1", number=number)
    attach(archive, event, archive.create_game(t.game.events))
    assert next_game_number(archive, event, "1") == "4"

def test_every_kind_of_event_has_its_name_and_its_rating():
    from mafia_desktop.store.contests import KINDS
    from mafia_desktop.store.projections.ratings import KIND_OF_EVENT
    from mafia_desktop.words.rules import KIND_WORDS, kind_words
    assert set(KINDS) == set(KIND_WORDS) == set(KIND_OF_EVENT)
    assert [kind_words(kind) for kind in KINDS] == ["Club evening", "Tournament", "Elite tournament"]
