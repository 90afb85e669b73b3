"""Polemica records replayed through the engine (tests/data/real-games; the
format: docs/formats.md §2)."""

import json

import pytest

from mafia_desktop.engine import Game, LeftHow, StepKind, Timeline, Winner, commands as c, fold
from mafia_desktop.engine.events import FoulGiven, Nominated, SpeechSkipped
from mafia_desktop.engine.ruleset import FirstDayVote
from mafia_desktop.formats import RecordError, polemica
from mafia_desktop.formats.polemica import writing as polemica_writing

from tests.real_games import REAL_GAMES as REAL
from tests.engine.table import Table

#: README "334187, replayed by hand": who left, when and how.
DEPARTURES_334187 = [
    (4, 1, "night", "killed"), (8, 2, "day", "voted"), (2, 3, "day", "voted"),
    (1, 3, "night", "killed"), (5, 4, "night", "killed"), (7, 5, "day", "voted"),
    (10, 5, "night", "killed"), (9, 6, "day", "voted"),
]


def real_record(name: str) -> dict:
    return json.loads((REAL / name).read_text(encoding="utf-8"))


def departures(state):
    return [(d.seat, d.round, d.phase.value, d.how.value) for d in state.departures]


def imported_state(data: dict):
    return fold(polemica.read(data).events)


def polemica_files():
    return sorted(p.name for p in (REAL / "polemica").glob("*.json")) if REAL.is_dir() else []


# -- every real record -----------------------------------------------------------------------

@pytest.mark.parametrize("name", polemica_files())
def test_every_real_record_imports_and_its_log_folds(name):
    imported = polemica.read(real_record(f"polemica/{name}"))
    assert imported.source == "polemica" and imported.source_id == name.split("_")[0].removesuffix(".json")
    assert imported.started_at.startswith("2025-")
    assert fold(imported.events).ruleset.preset == "sport"


def test_334187_departures_as_in_the_readme_and_the_town_wins():
    state = imported_state(real_record("polemica/334187.json"))
    assert departures(state) == DEPARTURES_334187
    assert state.winner is Winner.RED and state.ended


def test_334187_agrees_with_the_hand_replay():
    from tests.engine.test_real_game_334187 import play_334187
    ours, hand = imported_state(real_record("polemica/334187.json")), play_334187().state
    assert departures(ours) == departures(hand)
    assert [[(r.ballot, r.votes, r.abstainers) for r in d.rounds] for d in ours.days] == \
           [[(r.ballot, r.votes, r.abstainers) for r in d.rounds] for d in hand.days]
    assert [d.remove_all for d in ours.days] == [d.remove_all for d in hand.days]
    assert [s.fouls for s in ours.seats] == [s.fouls for s in hand.seats]
    assert [d.skipped for d in ours.days] == [d.skipped for d in hand.days]
    assert ours.best_move == hand.best_move
    assert [n.shots for n in ours.nights] == [n.shots for n in hand.nights]


def test_334187_labels_and_first_day_rule():
    imported = polemica.read(real_record("polemica/334187.json"))
    state = fold(imported.events)
    assert (state.labels.table, state.labels.number, state.labels.host) == ("1", "3", "Judge")
    assert state.ruleset.first_day_vote is FirstDayVote.NO_BREAK   # "liftOnly"
    assert imported.source_id == "334187" and imported.started_at == "2025-04-05T13:00:00.000"


def test_334187_fouls_fall_where_the_record_puts_them():
    # Seat 6's third foul came in seat 5's last word on day 5: his speech that day is lost,
    # yet he nominates seat 7 in it, as the record shows.
    events = polemica.read(real_record("polemica/334187.json")).events
    timeline = Timeline()
    skipped_on_day_5 = []
    for event in events:
        if isinstance(event, SpeechSkipped) and timeline.state.round == 5:
            skipped_on_day_5.append(event.seat)
        timeline.push(event)
    assert skipped_on_day_5 == [6, 9]
    assert Nominated(6, 7) in events
    assert sum(isinstance(e, FoulGiven) for e in events) == 16


def test_334187_only_the_first_killed_makes_a_best_move():
    # Seats 5, 7, 8 and 10's guess.mafs are Polemica's side game, not a best move: no note.
    imported = polemica.read(real_record("polemica/334187.json"))
    assert fold(imported.events).best_move.guesses == (6, 8)
    assert not any("best move" in w for w in imported.warnings)


def written_with_guesses(table, guesses: dict[int, list[int]]) -> dict:
    """A game played here written as a Polemica record, with these seats' ``guess.mafs``."""
    record = polemica_writing.write(table.state, "hand", table.game.events)
    for number, mafs in guesses.items():
        record["players"][number - 1]["guess"] = {"mafs": mafs}
    return record


def test_other_players_guesses_are_a_side_game_left_out_without_a_note():
    # Seat 1, killed on night 1, names 2, 7, 9; seat 4 (killed on night 2) and seat 6 guess too.
    t = Table()
    t.to_day()
    t.speak()
    t.night(1, don=8, sheriff=2)
    t.morning(guesses=[2, 7, 9])
    t.speak()
    t.night(4, don=3, sheriff=3)
    t.morning()
    imported = polemica.read(written_with_guesses(t, {4: [2, 7], 6: [9]}))
    best = fold(imported.events).best_move
    assert (best.seat, best.guesses) == (1, (2, 7, 9))
    assert not any("best move" in w for w in imported.warnings)


def test_a_best_move_of_the_first_killed_the_rules_do_not_give_is_left_out_with_a_note():
    # Night 1 a miss, seat 4 killed on night 2: in sport only a first night's victim makes one.
    t = Table()
    t.to_day()
    t.speak()
    t.night(shots={2: 4, 7: 5, 9: 4}, don=1, sheriff=1)
    t.morning()
    t.speak()
    t.night(4, don=3, sheriff=3)
    t.morning()
    imported = polemica.read(written_with_guesses(t, {4: [2, 7, 9], 5: [2]}))
    assert fold(imported.events).best_move is None
    assert [w for w in imported.warnings if "best move" in w] == [
        "the best move the record gives seat 4, the first player killed at night, is left out: the rules give "
        "none in this game."]


# -- unfinished records stop at their stage and can go on -------------------------------------

def test_333915_stops_at_the_shot_of_night_2_and_the_game_goes_on():
    imported = polemica.read(real_record("polemica/333915.json"))
    state = fold(imported.events)
    assert (state.step.kind, state.round, state.phase.value) == (StepKind.SHOT, 2, "night")
    assert departures(state) == [(10, 1, "night", "killed")]
    day_two = state.days[1]
    assert [r.ballot for r in day_two.rounds] == [(3, 4, 5, 6, 8), (4, 5, 6)]
    assert day_two.remove_all.yes == (7, 8) and day_two.remove_all.passed is False
    assert state.days[0].rounds == []                 # a single nominee on day 1: no vote
    game = Game(imported.events)
    game.run(c.shoot, target=1)
    assert game.state.step.kind is StepKind.DON_CHECK


def test_328635_stops_at_the_don_check_of_night_2_and_the_game_goes_on():
    imported = polemica.read(real_record("polemica/328635.json"))
    state = fold(imported.events)
    assert (state.step.kind, state.round) == (StepKind.DON_CHECK, 2)
    assert state.ruleset.first_day_vote is FirstDayVote.NONE
    assert state.nights[1].shots == ((2, 10), (3, None), (4, 10)) and state.nights[1].victim is None
    assert state.nights[2].shots == ((2, 10), (4, 10))
    assert departures(state) == [(3, 2, "day", "voted")]    # nominated himself, all voted
    game = Game(imported.events)
    game.run(c.don_check, seat=1)
    game.run(c.sheriff_check, seat=4)
    assert departures(game.state)[-1] == (10, 2, "night", "killed")


def test_328635_with_shot_kills_10_on_night_1_and_stops_at_2s_speech():
    imported = polemica.read(real_record("polemica/328635_with_shot.json"))
    state = fold(imported.events)
    assert departures(state) == [(10, 1, "night", "killed")]
    assert (state.step.kind, state.step.seat, state.round) == (StepKind.SPEECH, 2, 2)
    game = Game(imported.events)
    game.run(c.nominate, by=2, seat=3)
    game.run(c.next_turn, now=1.0)
    assert game.state.step.seat == 3


def test_328635_without_black_shot_is_a_miss():
    state = imported_state(real_record("polemica/328635_without_black_shot.json"))
    assert departures(state) == []
    assert state.nights[1].hit is None
    assert (state.step.kind, state.step.seat, state.round) == (StepKind.SPEECH, 2, 2)


def test_328635_with_voted_black_shoots_9_on_night_2():
    imported = polemica.read(real_record("polemica/328635_with_voted_black.json"))
    assert fold(imported.events).nights[2].shots == ((2, 9), (4, 9))
    game = Game(imported.events)
    game.run(c.don_check, seat=None)
    game.run(c.sheriff_check, seat=2)
    assert game.state.seat(9).left.how is LeftHow.KILLED


def test_an_unknown_stage_is_refused_by_name():
    # README: "an importer must know every one of them and refuse a stage it does not know by name".
    data = real_record("polemica/333915.json")
    data["stage"] = {"type": "somethingNew", "day": 2}
    with pytest.raises(RecordError, match="^game 333915: the record's stage: 'somethingNew' is not a stage "
                                          "the Polemica service defines$"):
        polemica.read(data)


def test_shots_recorded_at_the_stage_itself_are_left_for_the_host():
    data = real_record("polemica/333915.json")
    data["shots"].append({"night": 2, "shooter": 2, "victim": 1})
    imported = polemica.read(data)
    assert fold(imported.events).step.kind is StepKind.SHOT
    assert any("seat 2's shot at seat 1" in w for w in imported.warnings)


# -- inconsistent records are refused, naming the game and the entry --------------------------

def test_a_vote_by_a_seat_that_has_left_is_refused():
    data = real_record("polemica/334187.json")
    data["votes"].append({"day": 2, "num": 1, "voter": 4, "candidate": 8})
    with pytest.raises(RecordError, match="^game 334187: day 2, vote round 1: Seat 4 has left "
                                          "the table and cannot vote$"):
        polemica.read(data)


def test_a_changed_result_is_refused():
    data = real_record("polemica/334187.json")
    data["result"] = 1
    with pytest.raises(RecordError, match="^game 334187: the record says the black team won, "
                                          "but under the rules the red team won$"):
        polemica.read(data)


def test_a_revote_the_rules_do_not_call_for_is_refused():
    data = real_record("polemica/334187.json")
    data["votes"].append({"day": 3, "num": 2, "voter": 1, "candidate": 2})
    with pytest.raises(RecordError, match="^game 334187: day 3, vote round 2: seat 1's vote for "
                                          "seat 2 has no place in the game"):
        polemica.read(data)


def test_a_vote_for_a_player_not_on_the_ballot_is_refused():
    data = real_record("polemica/334187.json")
    vote = next(v for v in data["votes"] if v == {"day": 3, "num": 1, "voter": 1, "candidate": 2})
    vote["candidate"] = 9
    with pytest.raises(RecordError, match=r"^game 334187: day 3, vote round 1: seat 1's vote for "
                                          r"seat 9: seat 9 is not on the ballot \(seats 7, 2, 3\)$"):
        polemica.read(data)


def test_a_nomination_by_a_player_who_has_left_is_refused():
    data = real_record("polemica/334187.json")
    data["votes"].append({"day": 3, "num": 0, "voter": 8, "candidate": 9})
    with pytest.raises(RecordError, match="^game 334187: day 3, seat 8's speech: seat 8's "
                                          "nomination of seat 9 has no place"):
        polemica.read(data)


def test_a_shot_by_a_player_who_has_left_is_refused():
    data = real_record("polemica/334187.json")
    data["shots"].append({"night": 3, "shooter": 2, "victim": 1})
    with pytest.raises(RecordError, match="^game 334187: night 3, the mafia's shot: Seat 2 is not "
                                          "a black player at the table"):
        polemica.read(data)


def test_a_finished_record_whose_data_ends_too_soon_is_refused():
    data = real_record("polemica/334187.json")
    data["votes"] = [v for v in data["votes"] if v["day"] != 6]
    # Day 6 has no data left: the replay stops at its first step, not after empty days.
    with pytest.raises(RecordError, match="^game 334187: day 6, seat 10's last word: the record ends "
                                          "with night 5, but the rules do not end the game: this step "
                                          "expects the end of seat 10's last word$"):
        polemica.read(data)


def test_data_after_the_stage_of_an_unfinished_record_is_refused():
    data = real_record("polemica/328635_with_shot.json")
    data["votes"].append({"day": 2, "num": 1, "voter": 1, "candidate": 3})
    with pytest.raises(RecordError, match="^game 328635: day 2, vote round 1: seat 1's vote for "
                                          "seat 3 has no place"):
        polemica.read(data)


def test_an_unknown_first_day_rule_is_refused():
    data = real_record("polemica/334187.json")
    data["zeroVoting"] = "whatever"
    with pytest.raises(RecordError, match="^game 334187: unknown first-day rule"):
        polemica.read(data)


def test_a_malformed_record_names_the_game_and_the_field():
    data = real_record("polemica/334187.json")
    del data["players"][3]["position"]
    with pytest.raises(RecordError, match="^game 334187: player 4's position is None, not a seat number$"):
        polemica.read(data)


# -- options, nicknames, discipline ----------------------------------------------------------

def test_respeech_is_the_to_talk_first_day_rule():
    # Day 1 of 334187 had one leader: under "respeech" he also speaks again and stays.
    data = real_record("polemica/334187.json")
    data["zeroVoting"] = "respeech"
    state = imported_state(data)
    assert state.ruleset.first_day_vote is FirstDayVote.TO_TALK
    assert departures(state) == DEPARTURES_334187


def test_a_record_without_zero_voting_plays_the_standard_first_day():
    assert imported_state(real_record("polemica/333915.json")).ruleset.first_day_vote \
        is FirstDayVote.STANDARD


def test_missing_and_repeated_nicknames_are_made_unique_with_a_warning():
    data = real_record("polemica/333915.json")
    data["players"][1]["username"] = "player 1"
    del data["players"][2]["username"]
    imported = polemica.read(data)
    names = [s.nickname for s in fold(imported.events).seats]
    assert names[:3] == ["Player 1", "player 1 (2)", "Player 3"]
    assert len(imported.warnings) == 2


@pytest.mark.parametrize("name, refusal", [
    ("  ", "seat 3's nickname is empty"),
    ("a\nb", "seat 3's nickname holds a control character"),
    ("\0", "seat 3's nickname holds a control character"),
    ("x" * 101, "seat 3's nickname has 101 characters; at most 100"),
])
def test_an_empty_or_hostile_nickname_is_refused(name, refusal):
    data = real_record("polemica/333915.json")
    data["players"][2]["username"] = name
    with pytest.raises(RecordError, match=f"^game 333915: {refusal}"):
        polemica.read(data)


def test_a_foul_at_an_unknown_stage_is_refused_by_name():
    data = real_record("polemica/333915.json")
    data["players"][6]["fouls"] = [{"time": "2025-04-09T13:30:00", "stage": {"type": "odd", "day": 2}}]
    with pytest.raises(RecordError, match="^game 333915: seat 7's fouls: 'odd' is not a stage"):
        polemica.read(data)


def test_a_disqualification_removes_the_player_at_its_stage():
    data = real_record("polemica/333915.json")
    data["players"][6]["disqual"] = {"time": "2025-04-09T14:09:00", "stage": {"type": "shooting", "day": 2}}
    state = imported_state(data)
    assert departures(state)[-1] == (7, 2, "night", "removed")
    assert state.step.kind is StepKind.SHOT


def test_a_disqualification_after_a_fourth_foul_removes_only_once():
    data = real_record("polemica/328635_with_shot.json")
    stage = {"type": "speech", "day": 2, "player": 2}
    data["players"][6]["fouls"] = [{"time": f"2025-03-26T18:0{i}:00", "stage": stage} for i in range(4)]
    data["players"][6]["disqual"] = {"stage": stage}
    state = imported_state(data)
    assert departures(state)[-1] == (7, 2, "day", "removed")
    assert state.seat(7).left.reason == "fourth foul"


def test_technical_fouls_are_counted_when_the_record_has_some():
    data = real_record("polemica/333915.json")
    data["players"][6]["techs"] = [{"time": "2025-04-09T13:30:00",
                                    "stage": {"type": "speech", "day": 2, "player": 7}}]
    state = imported_state(data)
    assert state.ruleset.technical_fouls
    assert (state.seat(7).technical_fouls, state.seat(7).fouls) == (1, 0)


# -- the stages, the room shape, penalties, the remove-all ballot (README "Polemica's two shapes") --

def placed(data: dict, seat: int) -> list[tuple[StepKind, int | None, int, bool]]:
    """(step kind, step seat, day or night, just after a remove-all vote) of each foul of ``seat``."""
    timeline, found, previous = Timeline(), [], None
    for event in polemica.read(data).events:
        if isinstance(event, FoulGiven) and event.seat == seat:
            step = timeline.state.step
            found.append((step.kind, step.seat, timeline.state.round, previous is StepKind.REMOVE_ALL_VOTE))
        previous = timeline.state.step.kind if timeline.state.step else None
        timeline.push(event)
    return found


@pytest.mark.parametrize("stage, step", [
    ({"type": "dealing", "day": 0}, (StepKind.AGREEMENT, None, 0)),
    ({"type": "briefing", "day": 0}, (StepKind.AGREEMENT, None, 0)),
    ({"type": "comIntro", "day": 0}, (StepKind.ROLE_MEETING, None, 0)),
    ({"type": "speech", "day": 2, "player": 5}, (StepKind.SPEECH, 5, 2)),
    ({"type": "reSpeech", "day": 2, "player": 8, "voting": 1}, (StepKind.TIE_SPEECH, 8, 2)),
    ({"type": "voting", "day": 2, "voting": 2}, (StepKind.VOTE, 8, 2)),        # the revote's first
    ({"type": "voting", "day": 2, "player": 8, "voting": 1}, (StepKind.VOTE, 8, 2)),
    ({"type": "voted", "day": 2, "player": 8, "voting": 2}, (StepKind.LAST_WORD, 8, 2)),
    ({"type": "toVoting", "day": 3, "voting": 1}, (StepKind.SPEECH, 2, 3)),     # after the discussion
    ({"type": "toVoting", "day": 2, "voting": 2}, (StepKind.VOTE, 8, 2)),       # before the revote
    ({"type": "toLift", "day": 4}, (StepKind.REMOVE_ALL_VOTE, None, 4)),
    ({"type": "lift", "day": 4}, (StepKind.REMOVE_ALL_VOTE, None, 4)),
    ({"type": "shooting", "day": 2}, (StepKind.SHOT, None, 2)),
    ({"type": "shooted", "day": 2, "player": 4}, (StepKind.LAST_WORD, 4, 2)),
    ({"type": "donCheck", "day": 2}, (StepKind.DON_CHECK, None, 2)),
    ({"type": "checks", "day": 2}, (StepKind.DON_CHECK, None, 2)),
    ({"type": "comCheck", "day": 1}, (StepKind.SHERIFF_CHECK, None, 1)),       # 8 leaves on day 2
    ({"type": "guess", "day": 2, "player": 4}, (StepKind.BEST_MOVE, 4, 2)),
    ({"type": "toDay", "day": 3}, (StepKind.SPEECH, 3, 3)),                     # night 2 missed
    ({"type": "comKill", "day": 4}, (StepKind.LAST_WORD, 1, 4)),               # night 3's victim
    ({"type": "toNight", "day": 3}, (StepKind.SHOT, None, 3)),
    ({"type": "gameOver", "day": 6}, (StepKind.END, None, 6)),
])
def test_every_stage_is_placed_where_it_belongs(stage, step):
    # Seat 3 of 334187 stays to the end; his only foul is the one under test.
    data = real_record("polemica/334187.json")
    data["players"][2]["fouls"] = [{"time": "2025-04-05T14:00:00", "stage": stage}]
    assert [p[:3] for p in placed(data, 3)] == [step]


def test_every_stage_the_service_defines_is_known():
    assert set(polemica.STAGES) == {
        "dealing", "briefing", "comIntro", "speech", "reSpeech", "voting", "voted", "toVoting", "lift",
        "toLift", "liftResult", "shooting", "shooted", "donCheck", "comCheck", "checks", "guess", "comKill",
        "toDay", "toNight", "gameOver"}


def test_lift_result_falls_right_after_the_remove_all_vote():
    data = real_record("polemica/334187.json")
    data["players"][2]["fouls"] = [{"time": "2025-04-05T14:00:00", "stage": {"type": "liftResult", "day": 4}}]
    assert placed(data, 3) == [(StepKind.SHOT, None, 4, True)]   # the vote failed: night 4


def fourth_foul_in_voted() -> dict:
    """334187 up to day 3's first speech; seat 6, with three fouls already, gets his fourth
    in seat 8's last word after day 2's vote."""
    data = real_record("polemica/334187.json")
    data["result"], data["stage"] = None, {"type": "speech", "day": 3, "player": 3}
    data["votes"] = [v for v in data["votes"] if v["day"] <= 2]
    data["shots"] = [s for s in data["shots"] if s["night"] <= 2]
    data["checks"] = [c for c in data["checks"] if c["night"] <= 2]
    for player in data["players"]:
        player["fouls"] = [f for f in player["fouls"] if f["stage"]["day"] <= 2]
    data["players"][5]["fouls"] = [{"time": f"2025-04-05T14:0{i}:00", "stage": {"type": "speech", "day": 1,
                                                                                 "player": 6}}
                                   for i in range(3)]
    data["players"][5]["fouls"].append({"time": "2025-04-05T14:59:00",
                                        "stage": {"type": "voted", "day": 2, "player": 8, "voting": 2}})
    return data


def test_a_fourth_foul_in_voted_falls_after_that_days_vote_and_cancels_the_next_days():
    # README: "a fourth foul in voted is after that day's vote: under the monster rule it
    # cancels the next day's vote, not this one's" [004 §2.4.3].
    state = imported_state(fourth_foul_in_voted())
    assert (6, 2, "day", "removed") in departures(state)
    assert (8, 2, "day", "voted") in departures(state)          # day 2's vote stood
    assert state.monster_seat == 6 and state.step.kind is StepKind.SPEECH and state.round == 3


def test_a_room_game_is_read_from_its_match_payload_with_the_rules_in_config():
    from mafia_desktop.engine.ruleset import ThreeOfNineTie
    imported = polemica.read(real_record("polemica-room/314446.json"))
    state = fold(imported.events)
    assert (imported.source, imported.source_id) == ("polemica-room", "314446")
    assert state.ruleset.first_day_vote is FirstDayVote.NONE              # zeroVoting: "none"
    assert state.ruleset.tie_of_three_with_nine_alive is ThreeOfNineTie.AFTER_FIRST_ROUND   # lift3From9: false
    assert state.days[0].rounds == [] and state.nights[1].victim == 2     # the mafia shot one of its own
    # Third fouls: seat 10's came in 9's last word on day 2 (stage "voted"), 6's and 7's in speeches.
    assert state.days[2].skipped == [6, 7, 10]


def test_a_room_penalty_voted_through_is_kept_as_the_foul_it_gave():
    data = real_record("polemica-room/314446.json")
    penalty = data["data"]["players"][5]["penalties"][0]                  # tech on seat 10, 3 of 10 said yes
    assert fold(polemica.read(data).events).seat(10).technical_fouls == 0
    penalty["votes"] = {str(s): True for s in range(1, 11)}
    state = fold(polemica.read(data).events)
    assert state.seat(10).technical_fouls == 1 and state.ruleset.technical_fouls


def test_a_room_penalty_removal_voted_through_removes_the_player_where_it_was_given():
    data = real_record("polemica-room/314446.json")
    penalty = data["data"]["players"][5]["penalties"][0]
    penalty.update(type="kick", player=4, votes={str(s): True for s in range(1, 11)})
    data["data"]["result"] = None
    data["data"]["stage"] = {"type": "speech", "day": 1, "player": 10}
    for key in ("votes", "shots", "checks"):
        data["data"][key] = []
    for player in data["data"]["players"]:
        player["fouls"] = [f for f in player["fouls"] if f["stage"]["day"] <= 1]
        player["penalties"] = [p for p in player.get("penalties", []) if p["stage"]["day"] <= 1]
    state = imported_state(data)
    assert departures(state) == [(4, 1, "day", "removed")]


def test_a_stopped_speech_voted_through_is_named_in_a_warning():
    data = real_record("polemica-room/314446.json")
    data["data"]["players"][3]["penalties"][0]["votes"] = {"4": True, "7": True, "10": True}   # 3 of 5
    imported = polemica.read(data)
    assert any("penalty 'stop'" in w and "not recorded" in w for w in imported.warnings)


def test_remove_all_ballot_rows_are_for_or_against_not_seats():
    # 334187 day 4: 5, 7 and 9 for (candidate 1); an "against" row (candidate 0) changes nothing.
    data = real_record("polemica/334187.json")
    data["votes"].append({"day": 4, "voter": 3, "candidate": 0})
    state = imported_state(data)
    assert state.days[3].remove_all.yes == (5, 7, 9) and departures(state) == DEPARTURES_334187
    data["votes"][-1]["candidate"] = 1                 # a fourth yes of six: both leave, 7 shoots no more
    with pytest.raises(RecordError, match="^game 334187: night 4, the mafia's shot: Seat 7 is not a black"):
        imported_state(data)
    data["votes"][-1]["candidate"] = 7
    with pytest.raises(RecordError, match=r"^game 334187: day 4's remove-all ballot: seat 3 answered 7, "
                                          r"not 1 \(for\) or 0 \(against\)$"):
        polemica.read(data)


@pytest.mark.parametrize("label", ["²", "٣", "Final A"])
def test_a_game_number_or_table_that_is_no_number_is_written_as_its_text(label):
    # "²" passes str.isdigit and no int reads it; "٣" int reads, but it is no number of ours.
    t = Table()
    t.run(c.label, table=label, number=label)
    record = polemica_writing.write(t.state, "hand", t.game.events)
    assert (record["num"], record["table"]) == (label, label)


def test_a_game_number_and_table_of_digits_are_written_as_numbers():
    t = Table()
    t.run(c.label, table="2", number="07")
    record = polemica_writing.write(t.state, "hand", t.game.events)
    assert (record["num"], record["table"]) == (7, 2)
