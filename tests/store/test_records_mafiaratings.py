"""mafiaratings records: read through the engine, and written back from our state."""

import pytest

from mafia_desktop.engine import Game, StepKind, Timeline, Winner, commands as c, fold
from mafia_desktop.engine.events import FoulGiven, SpeechSkipped
from mafia_desktop.engine.ruleset import (
    FirstDayVote, FourAliveTie, RevoteOrder, ThreeOfNineTie, Withdrawal,
)
from mafia_desktop.store.records import RecordError, mafiaratings, polemica

from tests.engine.table import Table

from .test_records_polemica import DEPARTURES_334187, departures, real_record



def record_334187() -> dict:
    return real_record("mafiaratings/334187.json")


def imported_state(data: dict):
    return fold(mafiaratings.read(data).events)


def round_trip(state, **options):
    return fold(mafiaratings.read(mafiaratings.write(state, "copy", **options)).events)


# -- the real record -------------------------------------------------------------------------

def test_334187_departures_as_in_the_readme_and_the_town_wins():
    imported = mafiaratings.read(record_334187())
    state = fold(imported.events)
    assert departures(state) == DEPARTURES_334187
    assert state.winner is Winner.RED and state.ended
    assert (imported.source, imported.source_id) == ("mafiaratings", "334187")
    assert imported.started_at == "2025-04-05T13:00:00.000"


def test_334187_is_the_same_game_as_the_polemica_record():
    ours = imported_state(record_334187())
    theirs = fold(polemica.read(real_record("polemica/334187.json")).events)
    assert departures(ours) == departures(theirs) and ours.winner is theirs.winner
    assert [[(r.ballot, r.votes) for r in d.rounds] for d in ours.days] == \
           [[(r.ballot, r.votes) for r in d.rounds] for d in theirs.days]
    assert [d.remove_all for d in ours.days] == [d.remove_all for d in theirs.days]
    assert [[(n.by, n.seat) for n in d.nominations] for d in ours.days] == \
           [[(n.by, n.seat) for n in d.nominations] for d in theirs.days]
    assert [n.shots for n in ours.nights] == [n.shots for n in theirs.nights]
    assert [(n.don_check, n.sheriff_check) for n in ours.nights] == \
           [(n.don_check, n.sheriff_check) for n in theirs.nights]
    assert [s.fouls for s in ours.seats] == [s.fouls for s in theirs.seats]
    assert ours.best_move == theirs.best_move


def test_the_rules_digits_become_ruleset_options():
    # "0002200010000": withdrawal not allowed, first day no-break, four-alive tie as usual,
    # three-of-nine tie: no further vote (the options of the hand replay of 334187).
    rules = imported_state(record_334187()).ruleset
    assert rules.withdrawal is Withdrawal.FORBIDDEN
    assert rules.first_day_vote is FirstDayVote.NO_BREAK
    assert rules.tie_with_four_alive is FourAliveTie.REMOVE_ALL_VOTE
    assert rules.tie_of_three_with_nine_alive is ThreeOfNineTie.NO_FURTHER_VOTE
    assert rules.revote_order is RevoteOrder.SAME and rules.final_speech_at_end


def test_on_record_rules_are_ignored_with_a_warning():
    data = record_334187()
    data["rules"] = "0312200010000"
    imported = mafiaratings.read(data)
    assert sum("not played by this app" in w for w in imported.warnings) == 2
    assert departures(fold(imported.events)) == DEPARTURES_334187


def test_a_rules_digit_out_of_range_is_refused():
    data = record_334187()
    data["rules"] = "0002900010000"
    with pytest.raises(RecordError, match="^game 334187: rules '0002900010000': no value 9 for first_day_vote$"):
        mafiaratings.read(data)


def test_fouls_without_a_time_change_nothing_in_the_flow():
    imported = mafiaratings.read(record_334187())
    timeline = Timeline()
    placed = {}
    for event in imported.events:
        if isinstance(event, FoulGiven):
            step = timeline.state.step
            placed.setdefault(event.seat, set()).add((step.kind, step.seat))
        timeline.push(event)
    assert placed[8] == {(StepKind.LAST_WORD, 8)} and placed[10] == {(StepKind.LAST_WORD, 10)}
    assert placed[6] == {(StepKind.END, None)} and placed[3] == {(StepKind.END, None)}
    assert not any(isinstance(e, SpeechSkipped) for e in imported.events)   # no third-foul penalty
    assert [s.fouls for s in timeline.state.seats] == [0, 1, 1, 0, 2, 3, 0, 3, 3, 3]
    assert any("without saying when" in w for w in imported.warnings)


def test_the_older_dead_form_reads_the_same():
    data = record_334187()
    for player in data["players"]:
        death = player.pop("death", None)
        if death:
            player["dead"] = {death["type"]: death["round"]}
    del data["features"]
    assert departures(imported_state(data)) == DEPARTURES_334187


# -- inconsistent records are refused ---------------------------------------------------------

def test_a_vote_by_a_seat_that_has_left_is_refused():
    data = record_334187()
    data["players"][3]["voting"][1] = [8, 8]
    with pytest.raises(RecordError, match="^game 334187: day 2, vote round 1: Seat 4 has left "
                                          "the table and cannot vote$"):
        mafiaratings.read(data)


def test_a_death_the_rules_do_not_give_is_refused():
    data = record_334187()
    data["players"][7]["death"] = {"round": 1, "type": "night"}
    with pytest.raises(RecordError, match="^game 334187: seat 8: the rules have him voted out on "
                                          "day 2, the record has him killed on night 1$"):
        mafiaratings.read(data)


def test_a_missing_death_is_refused():
    data = record_334187()
    del data["players"][0]["death"]
    with pytest.raises(RecordError, match="^game 334187: seat 1: the rules have him killed on "
                                          "night 3, the record keeps him at the table$"):
        mafiaratings.read(data)


def test_a_changed_winner_is_refused():
    data = record_334187()
    data["winner"] = "maf"
    with pytest.raises(RecordError, match="^game 334187: the record says the black team won"):
        mafiaratings.read(data)


def test_without_votes_the_hands_are_made_up_to_give_the_stated_outcome():
    # README: "without n or v there are no nominations or votes to replay": the outcome of
    # each day comes from the stated deaths, with a warning.
    data = record_334187()
    data["features"] = "gsdutclhknw"
    imported = mafiaratings.read(data)
    assert departures(fold(imported.events)) == DEPARTURES_334187
    assert any("hands are made up" in w for w in imported.warnings)


def test_without_nominations_or_votes_the_voted_out_are_put_to_the_vote():
    data = record_334187()
    data["features"] = "gsdutclhw"
    imported = mafiaratings.read(data)
    state = fold(imported.events)
    assert departures(state) == DEPARTURES_334187 and state.winner is Winner.RED
    assert any("neither nominations nor votes" in w for w in imported.warnings)


# -- writing ---------------------------------------------------------------------------------

def test_writing_334187_gives_back_the_record():
    state = imported_state(record_334187())
    written = mafiaratings.write(state, "334187", started_at="2025-04-05T13:00:00.000")
    original = record_334187()
    for player in original["players"]:
        del player["id"]
    assert written["players"] == original["players"]
    assert (written["rules"], written["winner"]) == (original["rules"], "civ")


def test_the_polemica_and_mafiaratings_games_write_the_same_players():
    ours = imported_state(record_334187())
    theirs = fold(polemica.read(real_record("polemica/334187.json")).events)
    assert mafiaratings.write(ours, "x")["players"] == mafiaratings.write(theirs, "x")["players"]


def test_read_of_write_keeps_departures_and_winner_of_a_finished_game():
    state = fold(polemica.read(real_record("polemica/334187.json")).events)
    again = round_trip(state)
    assert departures(again) == departures(state) and again.winner is state.winner is Winner.RED


def test_read_of_write_keeps_an_unfinished_game_resumable():
    events = polemica.read(real_record("polemica/333915.json")).events
    state = fold(events)
    written = mafiaratings.write(state, "333915")
    assert "winner" not in written
    imported = mafiaratings.read(written)
    again = fold(imported.events)
    assert departures(again) == departures(state) and again.winner is None
    assert again.step.kind is StepKind.SHOT and again.round == 2
    game = Game(imported.events)
    game.run(c.shoot, target=1)
    assert game.state.step.kind is StepKind.DON_CHECK


def test_rules_the_format_cannot_say_are_refused_on_writing():
    state = fold(polemica.read(real_record("polemica/328635.json")).events)   # no vote on day 1
    with pytest.raises(RecordError, match="^game 328635: the first_day_vote rule 'none' has no "
                                          "mafiaratings digit$"):
        mafiaratings.write(state, "328635")


def removed_on_day_one() -> Table:
    """Seat 5 takes four fouls in seat 3's speech on day 1: removed, no vote that day."""
    t = Table()
    t.to_day()
    t.speak({1: 2, 2: 4}, until=3)
    for _ in range(4):
        t.run(c.foul, seat=5)
    t.speak({3: 1})
    return t


def test_a_removal_is_written_with_its_moment_and_read_back():
    t = removed_on_day_one()
    written = mafiaratings.write(t.state, "t1", events=t.game.events)
    assert written["players"][4]["death"] == {
        "round": 0, "type": "warnings", "time": {"round": 0, "time": "speaking", "speaker": 3}}
    again = round_trip(t.state, events=t.game.events)
    assert departures(again) == departures(t.state) == [(5, 1, "day", "removed")]
    assert again.seat(5).left.reason == "fourth foul"
    assert again.days[0].no_vote_reason == t.state.days[0].no_vote_reason


def test_without_the_log_a_removal_is_dated_at_the_end_of_that_days_discussion():
    t = removed_on_day_one()
    assert mafiaratings.write(t.state, "t1")["players"][4]["death"]["time"]["speaker"] == 10
    assert departures(round_trip(t.state)) == [(5, 1, "day", "removed")]


def test_a_removal_without_a_time_comes_at_the_start_of_that_day_with_a_warning():
    t = removed_on_day_one()
    written = mafiaratings.write(t.state, "t1", events=t.game.events)
    del written["players"][4]["death"]["time"]
    imported = mafiaratings.read(written)
    assert departures(fold(imported.events)) == [(5, 1, "day", "removed")]
    assert any("removed at the start of day 1's discussion" in w for w in imported.warnings)


def test_a_removal_during_the_vote_is_read_back_in_the_same_round():
    # Day 2: seats 3 and 4 nominated; seat 5 is disqualified as the vote begins: no vote.
    t = Table()
    t.to_day()
    t.speak()
    t.night(10, don=1, sheriff=1)
    t.morning()
    t.speak({2: 3, 3: 4})
    assert t.step.kind is StepKind.VOTE
    t.run(c.remove, seat=5, reason="disqualified")
    written = mafiaratings.write(t.state, "t2", events=t.game.events)
    assert written["players"][4]["death"] == {
        "round": 1, "type": "kickOut", "time": {"round": 1, "time": "voting", "votingRound": 0, "nominee": 3}}
    again = round_trip(t.state, events=t.game.events)
    assert departures(again) == departures(t.state) == [(10, 1, "night", "killed"),
                                                        (5, 2, "day", "removed")]
    assert again.days[1].no_vote_reason == t.state.days[1].no_vote_reason
    assert "monster rule" in again.days[1].no_vote_reason


