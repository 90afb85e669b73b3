"""The event log: JSON round trips, folding, undo/redo, refused commands, timers."""

import dataclasses
import inspect
import json

import pytest

from mafia_desktop.engine import (
    EVENT_TYPES, Game, RuleViolation, StepKind, commands as c, fold, from_json, preset, to_json,
)
from mafia_desktop.engine import events as ev
from mafia_desktop.engine.roles import Role, Winner
from mafia_desktop.engine.ruleset import FourAliveTie

from .table import Table

SAMPLES = [
    ev.GameCreated(preset("latvian"), tuple(f"P{i}" for i in range(1, 11))),
    ev.GameLabelled("Crime Time", "Cup 2026", "1", "3", "Judge Ёжик"),
    ev.NicknameChanged(3, "Ģirts Ķēniņš"),
    ev.RolesDealt((Role.CIVILIAN, Role.DON)),
    ev.ArrangementRecorded((3, 5, 8)),
    ev.SpeechStarted(4, 1700000000.25),
    ev.SpeechPaused(None, 1700000005.5),
    ev.SpeechExtended(4, 10),
    ev.SpeechEnded(4, 1700000060.0),
    ev.SpeechEnded(4, 1700000061.5, then_start=True),
    ev.SpeechSkipped(6, "third foul"),
    ev.SpeechSkipped(6, "third foul", then_start=True, at=1700000062.0),
    ev.Nominated(3, 7),
    ev.Nominated(None, 2),
    ev.NominationWithdrawn(3, 7),
    ev.Picked(5),
    ev.Picked(None),
    ev.Unpicked(5),
    ev.VotesCast(7, (1, 2, 5)),
    ev.VotesCast(7, (1, 2), rest_to_last=True),
    ev.RemoveAllVoted(()),
    ev.DaySplit((1, 5)),
    ev.ShotsFired(((2, 5), (7, None), (9, 5))),
    ev.DonChecked(None),
    ev.SheriffChecked(8),
    ev.CommissarChecked(2),
    ev.DoctorSaved(6),
    ev.MistressVisited(None),
    ev.BestMoveMade(4, (6, 8)),
    ev.BestMoveMade(4, (6, 8, 9), then_start=True, at=1700000070.0),
    ev.FoulGiven(5, "spoke out of turn", False),
    ev.PlayerRemoved(9, "שם עברי"),
    ev.PointsAdjusted(3, -0.25, "pushed the table, Ģirts"),
    ev.GameEnded(Winner.RED),
    ev.Undone(),
    ev.Undone(slip=True),
    ev.Redone(),
]


def test_every_event_type_has_a_sample():
    assert {type(e) for e in SAMPLES} == set(EVENT_TYPES.values())


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: e.type)
def test_event_round_trips_through_json_exactly(event):
    text = json.dumps(to_json(event), ensure_ascii=False)
    back = from_json(json.loads(text))
    assert back == event and type(back) is type(event)


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES.values(), key=lambda kind: kind.type), ids=lambda k: k.type)
def test_an_event_is_made_as_its_dataclass_would_make_it(kind):
    """Its ``__init__`` sets the fields at once (``records.record``): the same
    parameters, defaults, frozen object and words for a wrong call as the dataclass's own."""
    fields = dataclasses.fields(kind)
    parameters = list(inspect.signature(kind).parameters.values())
    assert [(p.name, p.default, p.kind) for p in parameters] == [
        (f.name, inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default,
         inspect.Parameter.POSITIONAL_OR_KEYWORD) for f in fields]
    made = kind(*[f"value {f.name}" for f in fields])
    assert made.__dict__ == {f.name: f"value {f.name}" for f in fields}
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.extra = 1
    with pytest.raises(TypeError, match=rf"^{kind.__name__}\.__init__\(\) got an unexpected keyword argument 'extra'$"):
        kind(extra=1)


def test_a_later_field_at_its_default_stays_out_of_the_json():
    # Events stored before then_start/rest_to_last existed keep their exact JSON.
    assert to_json(ev.SpeechEnded(4, 60.0)) == {"type": "speech_ended", "seat": 4, "at": 60.0}
    assert to_json(ev.VotesCast(7, (1,), rest_to_last=True))["rest_to_last"] is True
    assert to_json(ev.Undone()) == {"type": "undone"} and to_json(ev.Undone(slip=True))["slip"] is True


@pytest.mark.parametrize("name", ["sport", "mastermind", "latvian", "classic"])
def test_every_preset_round_trips_through_json(name):
    ruleset = preset(name)
    assert type(ruleset).from_dict(json.loads(json.dumps(ruleset.to_dict()))) == ruleset


def test_options_given_as_plain_values_are_decoded():
    assert preset("sport", tie_with_four_alive="remove_all_vote") == preset(
        "sport", tie_with_four_alive=FourAliveTie.REMOVE_ALL_VOTE)
    with pytest.raises(RuleViolation, match="Unknown ruleset option"):
        preset("sport", colour="red")
    with pytest.raises(RuleViolation, match="Bad ruleset option"):
        preset("sport", rotation="sideways")


def test_malformed_event_json_is_refused_clearly():
    with pytest.raises(RuleViolation, match="Unknown event type"):
        from_json({"type": "teleported"})
    with pytest.raises(RuleViolation, match="Malformed votes_cast"):
        from_json({"type": "votes_cast", "nominee": "seven", "voters": []})


def test_folding_the_same_events_twice_gives_equal_states():
    t = Table()
    t.to_day()
    t.speak({1: 4, 2: 3})
    t.vote({4: [1, 2, 3]})
    assert fold(t.game.events) == fold(list(t.game.events)) == t.state


def test_fold_refuses_a_broken_log_at_its_first_bad_event():
    t = Table()
    t.to_day()
    bad = t.game.events + [ev.Nominated(3, 7)]            # seat 1 is speaking
    position = len(bad)
    with pytest.raises(RuleViolation, match=rf"Event {position} \(nominated\): Seat 3 can nominate only"):
        fold(bad)


def test_a_refused_command_changes_nothing():
    t = Table()
    t.to_day()
    before_events = list(t.game.events)
    before = fold(before_events)
    with pytest.raises(RuleViolation):
        t.run(c.vote, nominee=1, voters=[2])
    assert t.game.events == before_events and t.state == before


def test_undo_restores_the_previous_state_and_redo_the_next():
    t = Table()
    t.to_day()
    t.run(c.nominate, by=1, seat=5)
    before = fold(t.game.events)
    t.run(c.foul, seat=5)
    after = fold(t.game.events)
    t.run(c.undo)
    assert t.state == before and t.state.can_redo
    t.run(c.redo)
    assert t.state == after and not t.state.can_redo


def test_undo_many_steps_and_the_log_only_grows():
    t = Table()
    t.to_day()
    start = fold(t.game.events)
    t.run(c.nominate, by=1, seat=5)
    t.next()
    t.run(c.nominate, by=2, seat=6)
    length = len(t.game.events)
    for _ in range(3):
        t.run(c.undo)
    assert t.state == start and len(t.game.events) == length + 3
    assert isinstance(t.game.events[-1], ev.Undone)


def test_a_new_action_after_undo_forgets_the_redo():
    t = Table()
    t.to_day()
    t.run(c.nominate, by=1, seat=5)
    t.run(c.undo)
    t.run(c.nominate, by=1, seat=6)
    assert not t.state.can_redo
    with pytest.raises(RuleViolation, match="Nothing to redo"):
        t.run(c.redo)


def test_the_games_creation_cannot_be_undone():
    game = Game.new(preset("sport"), [f"P{i}" for i in range(1, 11)])
    with pytest.raises(RuleViolation, match="Nothing to undo"):
        game.run(c.undo)


def test_speech_lengths_come_from_the_preset():
    # 004 §2.3 (60 s, "ten seconds" at 50 s), 001 (15 s / 30 s / 3 min), 000 (20 s best move).
    rules = {name: preset(name).timers for name in ("sport", "mastermind", "latvian", "classic")}
    assert (rules["sport"].speech, rules["sport"].tie_speech, rules["sport"].warning) == (60, 30, 10)
    assert (rules["latvian"].speech, rules["latvian"].open_talk, rules["latvian"].last_word) == (15, 180, 15)
    assert rules["mastermind"].best_move == 20 and rules["classic"].open_talk_per_player == 60


def test_timer_start_pause_extend_and_remaining_time():
    t = Table()
    t.to_day()
    assert t.state.remaining(5000.0) == 60                # not started: the full minute
    t.run(c.start_timer, now=100.0)
    assert t.state.remaining(130.0) == 30
    t.run(c.pause_timer, now=140.0)
    assert t.state.remaining(999.0) == 20                 # paused: the clock stands still
    t.run(c.extend_timer, seconds=10)
    t.run(c.start_timer, now=200.0)
    assert t.state.remaining(205.0) == 25
    with pytest.raises(RuleViolation, match="already running"):
        t.run(c.start_timer, now=206.0)
    t.run(c.end_speech, now=210.0)
    assert t.step.seat == 2 and t.state.remaining(210.0) == 60


def test_untimed_steps_have_no_timer():
    t = Table()
    t.to_day()
    t.speak()
    assert t.step.kind is StepKind.SHOT and t.state.remaining(0) is None
    with pytest.raises(RuleViolation, match="has no timer"):
        t.run(c.start_timer, now=1.0)


def test_nicknames_must_be_given_and_distinct():
    with pytest.raises(RuleViolation, match="Seats 1 and 2 have the same nickname 'ann'"):
        Game.new(preset("sport"), ["Ann", "ann"] + [f"P{i}" for i in range(3, 11)])
    with pytest.raises(RuleViolation, match="10 seats but 9 nicknames"):
        Game.new(preset("sport"), [f"P{i}" for i in range(1, 10)])


def test_the_deal_must_match_the_table():
    game = Game.new(preset("sport"), [f"P{i}" for i in range(1, 11)])
    with pytest.raises(RuleViolation, match="The deal has 7 × civilian; this table needs 6"):
        game.run(c.deal_roles, roles=["civilian"] * 7 + ["mafia", "mafia", "don"])
