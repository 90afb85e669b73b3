"""Every given real record (tests/data/real-games; the formats: docs/formats.md) imports
with the departures and the winner the record itself states, and a Polemica export of each
finished one re-imports to the same."""

import json

import pytest

from mafia_desktop.engine import LeftHow, StepKind, Winner
from mafia_desktop.store.importing import read_record
from mafia_desktop.engine.ruleset import FirstDayVote
from mafia_desktop.formats import RecordError, mafiaratings, polemica
from mafia_desktop.formats.polemica import writing as polemica_writing

from tests.real_games import REAL_GAMES as REAL

from .mafiaratings_checks import problems
from .test_polemica import DEPARTURES_334187, departures

RECORDS = sorted(str(p.relative_to(REAL)) for p in REAL.glob("*/*.json"))
MAFIARATINGS_WINNERS = {"civ": Winner.RED, "maf": Winner.BLACK}


def record(name: str) -> dict:
    return json.loads((REAL / name).read_text(encoding="utf-8"))


def imported(name: str):
    return read_record(record(name))


def test_the_given_records_are_all_here():
    assert {name.split("/")[0] for name in RECORDS} == {"polemica", "polemica-room", "mafiaratings",
                                                        "mafiaratings-v0"}
    assert len(RECORDS) == 13


# -- mafiaratings: the record states each death and the winner -----------------------------------

def stated_deaths(data: dict) -> list[tuple[int, int, str, str]]:
    """(seat, round, phase, how) in our numbering from each player's ``death``: the service's
    night r is our night r, its day r our day r + 1; a removal's round is its time's."""
    found = []
    for seat, player in enumerate(data["players"], start=1):
        death = player.get("death")
        if death is None:
            continue
        if death["type"] == "night":
            found.append((seat, death["round"], "night", "killed"))
        elif death["type"] == "day":
            found.append((seat, death["round"] + 1, "day", "voted"))
        else:
            found.append((seat, death["time"]["round"] + 1, "day", "removed"))
    return sorted(found)


@pytest.mark.parametrize("name", [n for n in RECORDS if n.startswith("mafiaratings")])
def test_a_mafiaratings_record_imports_with_its_stated_deaths_and_winner(name):
    # Either shape: the older export's deaths are read by its own numbering.
    data = record(name)
    game = imported(name)
    stated = stated_v0_deaths if name.startswith("mafiaratings-v0/") else stated_deaths
    assert sorted(departures(game.game.state)) == stated(data)
    assert game.game.state.winner is MAFIARATINGS_WINNERS[data["winner"]] and game.game.state.ended


# -- the older mafiaratings shape: rounds a day then its night, targets from 0 ------------------

#: (seat, round, phase, how) in our numbering: v0 round r is our day r + 1 and night r + 1.
V0_HOW = {"night": ("night", "killed"), "day": ("day", "voted"), "kick-out": ("day", "removed"),
          "warning": ("day", "removed"), "gave-up": ("day", "removed")}


def stated_v0_deaths(data: dict) -> list[tuple[int, int, str, str]]:
    return sorted((seat, player["death_round"] + 1, *V0_HOW[player["death_type"]])
                  for seat, player in enumerate(data["players"], start=1) if "death_type" in player)


@pytest.mark.parametrize("name", [n for n in RECORDS if n.startswith("mafiaratings-v0/")])
def test_an_older_mafiaratings_record_is_the_services_game_and_says_its_shape(name):
    game = imported(name)
    assert game.source == "mafiaratings" and game.source_id == record(name)["id"]
    assert "An older mafiaratings export" in str(game.warnings[0])


def test_1109_older_shape_targets_count_from_zero():
    # README: the don's shooting round_0: 5 is seat 6, killed that night; votes likewise.
    state = imported("mafiaratings-v0/1109.json").game.state
    assert dict(state.nights[1].shots) == {1: 6, 7: 6, 8: 6}
    assert state.days[1].rounds[0].votes[2] == (1, 7, 8)   # seat 2 voted out on day 2 with 3 hands
    assert state.nights[1].sheriff_check.seat == 9 and state.nights[1].don_check.seat == 10


def test_1113_older_shape_two_kick_outs_make_a_table_of_eight():
    state = imported("mafiaratings-v0/1113.json").game.state
    assert state.departures[:2] == [d for d in state.departures if d.how is LeftHow.REMOVED]
    assert [d.seat for d in state.departures[:2]] == [9, 10] and state.days[0].rounds == []


def test_an_older_record_with_a_broken_round_key_is_refused():
    data = record("mafiaratings-v0/1109.json")
    data["players"][0]["voting"]["round_x"] = 3
    with pytest.raises(RecordError, match=r"^game 1109: seat 1's voting: 'round_x' is not round_N$"):
        read_record(data)


def test_4842_plays_civilians_without_a_role_key_and_fouls_at_their_moments():
    state = imported("mafiaratings/4842.json").game.state
    assert [s.role.value for s in state.seats].count("civilian") == 6
    assert [s.fouls for s in state.seats] == [0, 1, 0, 2, 1, 0, 2, 1, 0, 0]
    assert state.adjustments[0].seat == 5 and float(state.adjustments[0].points) == 0.2   # "bonus": 0.2


def test_4870_day_one_remove_all_answer_comes_from_the_deaths():
    game = imported("mafiaratings/4870.json")
    first = game.game.state.days[0]
    assert first.remove_all.candidates == (1, 2) and first.remove_all.passed
    assert any("does not say how each player answered" in w and "the vote passed" in w for w in game.warnings)


def test_4872_four_fouls_during_the_vote_remove_seat_10_and_black_wins():
    state = imported("mafiaratings/4872.json").game.state
    assert state.departures[-1].seat == 10 and state.departures[-1].how is LeftHow.REMOVED
    assert state.seat(10).fouls == 4 and state.winner is Winner.BLACK


# -- Polemica: the result, and what each record states of its course ---------------------------

def test_polemica_334187_as_the_readme_replays_it_by_hand():
    state = imported("polemica/334187.json").game.state
    assert departures(state) == DEPARTURES_334187 and state.winner is Winner.RED


def test_polemica_room_314446_players_leave_in_the_order_of_their_quit_index():
    data = record("polemica-room/314446.json")
    state = imported("polemica-room/314446.json").game.state
    stated = [p["tablePosition"] for p in sorted((p for p in data["players"] if p["quit_index"] is not None),
                                                 key=lambda p: p["quit_index"])]
    assert [d.seat for d in state.departures] == stated
    alive = {p["tablePosition"] for p in data["players"] if p["quit_index"] is None}
    assert set(state.living()) == alive
    assert state.winner is Winner.BLACK and data["winnerCode"] == data["data"]["result"] == 1
    winners = {p["tablePosition"] for p in data["players"] if p["w_l"] == "win"}
    assert winners == {s.number for s in state.seats if s.role.is_black}


@pytest.mark.parametrize("name, step, night", [
    ("polemica/333915.json", StepKind.SHOT, 2),
    ("polemica/328635.json", StepKind.DON_CHECK, 2),
])
def test_an_unfinished_polemica_record_stands_at_its_stage(name, step, night):
    data = record(name)
    state = imported(name).game.state
    assert (data["stage"]["type"], data["stage"]["day"]) == ({StepKind.SHOT: "shooting",
                                                             StepKind.DON_CHECK: "donCheck"}[step], night)
    assert (state.step.kind, state.round) == (step, night) and state.winner is None


# -- export back --------------------------------------------------------------------------------

FINISHED = [n for n in RECORDS if record(n).get("winner") or (record(n).get("data") or record(n)).get("result")
            is not None]


@pytest.mark.parametrize("name", FINISHED)
def test_a_finished_record_exported_to_polemica_reimports_to_the_same_departures_and_winner(name):
    game = imported(name)
    state = game.game.state
    written = polemica_writing.write(state, game.source_id, game.game.events, started_at=game.started_at)
    again = polemica.read(json.loads(json.dumps(written))).game.state
    assert departures(again) == departures(state) and again.winner is state.winner is not None


@pytest.mark.parametrize("name", FINISHED)
def test_a_finished_record_exported_to_mafiaratings_passes_its_checks_and_reimports_the_same(name):
    # Issue 24: a rule the format has no digit for is written as the nearest, with a note.
    game = imported(name)
    state = game.game.state
    notes = []
    written = mafiaratings.write(state, game.source_id, events=game.game.events, notes=notes)
    assert problems(written) == []
    assert bool(notes) is (state.ruleset.first_day_vote is FirstDayVote.NONE)
    again = mafiaratings.read(json.loads(json.dumps(written))).game.state
    assert departures(again) == departures(state) and again.winner is state.winner is not None


def test_every_finished_record_is_among_the_round_trips():
    assert len(FINISHED) == 8


def test_a_game_hosted_tap_by_tap_exports_and_reimports_the_same():
    # The window logs each hand (Picked), the last nominee's vote without a tap
    # (rest_to_last) and Next that starts the next timer: the export says it all the same.
    from mafia_desktop.engine import commands as c
    from tests.engine.table import Table
    t = Table()
    t.to_day()
    t.run(c.next_turn, now=t.tick(), then_start=True)
    t.speak({2: 3, 3: 4})
    for voter in (1, 2, 5, 6, 7):
        t.run(c.pick, seat=voter)
    t.run(c.unpick, seat=7)
    t.run(c.vote, nominee=3, voters=t.state.picked, rest_to_last=True)
    t.talk_through()
    t.night(9, don=1, sheriff=2)
    state = t.state
    assert [d.seat for d in state.departures] == [4, 9]
    written = polemica_writing.write(state, "taps", t.game.events)
    again = polemica.read(json.loads(json.dumps(written))).game.state
    assert departures(again) == departures(state)
    assert again.days[0].rounds[0].counts(True) == state.days[0].rounds[0].counts(True) == {3: 4, 4: 6}


@pytest.mark.parametrize("name", ["latvian", "classic"])
def test_a_game_with_a_role_polemica_has_no_code_for_is_refused_in_words(name):
    # docs/formats.md §2: the service knows the don, mafia, civilians and the sheriff only.
    from mafia_desktop.engine import preset
    from tests.engine.table import Table
    ruleset = preset(name)
    t = Table(ruleset, deal=[role for role, count in ruleset.roles for _ in range(count)])
    with pytest.raises(RecordError, match="^game g: the Polemica format has no "):
        polemica_writing.write(t.state, "g", t.game.events)
