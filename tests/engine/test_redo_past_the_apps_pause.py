"""Redo past the app's own timer events (``folding.to_redo``, ``commands.again``).

A game resumed with its clock running is paused by the app; the host's Ctrl+Z then takes
back that pause and his action, and the app pauses the clock again (it would run on from
before the close). That pause is a new event, and the log's rules forget the redo at any new
event: those rules stay as they are (every log folds the same in every version), and what
the host can still redo is read off the log, to be done again as it was."""

import random

from hypothesis import given, settings, strategies as st
import pytest

from mafia_desktop.engine import Game, RuleViolation, StepKind, commands as c, fold, from_json, takeback, to_json
from mafia_desktop.engine import events as ev
from mafia_desktop.engine.autoplay import RandomHost, random_ruleset
from mafia_desktop.engine.folding import Timeline, effective_events, redo_group, to_redo

from .table import Table
from .test_voting import day_two


def resumed_mid_speech(*actions) -> Table:
    """Seat 1's speech on day 1, his timer started by the host; 20 s in, the host's
    ``actions``; the app closed and opened again, and paused his clock there."""
    t = Table()
    t.to_day()
    t.run(c.start_timer, now=t.now)
    t.tick(20)
    for action in actions:
        action(t)
    t.run(c.pause_timer, now=t.now, by_itself=True)
    return t


def recorded(t: Table):
    """A recorder as the window's (``takeback.Record``): the command run on the table's
    game, False if the rules refuse it."""
    def record(command, **kwargs) -> bool:
        try:
            t.run(command, **kwargs)
        except RuleViolation:
            return False
        return True
    return record


def undo_as_the_window_does(t: Table) -> takeback.Undone:
    """Ctrl+Z (``GameController.undo``): the app's pause and timer start go with the host's
    action; a clock left running from before the close is paused again at that moment."""
    return takeback.undo(lambda: t.game, recorded(t), recorded(t))


def redo_as_the_window_does(t: Table) -> bool:
    """Ctrl+Shift+Z (``GameController.redo``): the log's redo, or the kept action done again,
    then the app's timer events after it that the rules still take."""
    return takeback.redo(lambda: t.game, to_redo(t.game.events), recorded(t), recorded(t))


def nominate_5(t: Table) -> None:
    t.run(c.nominate, by=1, seat=5)


def test_the_apps_pause_after_an_undo_keeps_the_hosts_action_to_redo():
    t = resumed_mid_speech(nominate_5)
    resumed_at = t.game.events[-1]
    undo_as_the_window_does(t)
    assert t.state.ballot() == [] and not t.state.timer.running
    assert t.game.events[-1] == ev.SpeechPaused(1, resumed_at.at, by_itself=True)
    assert not t.state.can_redo and fold(t.game.events).redo_depth == 0    # the log's rules, as ever
    assert redo_group(to_redo(t.game.events)) == [ev.Nominated(1, 5), resumed_at]


def test_the_action_done_again_is_the_redo_and_the_apps_pause_is_left_out_on_a_paused_clock():
    t = resumed_mid_speech(nominate_5)
    before = fold(t.game.events)
    undo_as_the_window_does(t)
    [nominated, paused] = redo_group(to_redo(t.game.events))
    t.run(c.again, event=nominated)
    with pytest.raises(RuleViolation, match="The timer is not running"):
        t.run(c.again, event=paused)                      # the app's later pause stopped it there
    assert t.state == before and t.state.timer == before.timer
    assert to_redo(t.game.events) == []


def test_the_next_speakers_timer_comes_back_with_the_apps_pause_as_it_was():
    def next_with_his_timer(t: Table) -> None:
        t.run(c.next_turn, now=t.now, then_start=True)   # seat 1's speech ends, seat 2's runs
        t.tick(5)
    t = resumed_mid_speech(next_with_his_timer)
    before = fold(t.game.events)
    assert before.step.seat == 2 and before.timer.used == 5 and not before.timer.running
    undo_as_the_window_does(t)
    assert t.state.step.seat == 1 and t.state.timer.used == 25 and not t.state.timer.running
    redo_as_the_window_does(t)
    assert t.state == before and t.state.timer == before.timer    # 55 s left, not an hour's overtime
    assert isinstance(t.game.events[-1], ev.SpeechPaused) and t.game.events[-1].by_itself


def test_undo_and_redo_done_again_round_trip():
    t = resumed_mid_speech(nominate_5)
    before = fold(t.game.events)
    for _ in range(3):
        undo_as_the_window_does(t)
        assert t.state.ballot() == []
        assert redo_as_the_window_does(t)   # the log's redo where the clock stood paused, else done again
        assert t.state == before and t.state.timer == before.timer and to_redo(t.game.events) == []


def test_two_undos_come_back_with_two_redos_in_turn():
    t = resumed_mid_speech(nominate_5, lambda t: t.run(c.foul, seat=6))
    before = fold(t.game.events)
    undo_as_the_window_does(t)
    middle = fold(t.game.events)
    undo_as_the_window_does(t)
    assert t.state.ballot() == [] and t.state.seat(6).fouls == 0
    assert [type(e) for e in redo_group(to_redo(t.game.events))] == [ev.Nominated, ev.SpeechPaused]
    redo_as_the_window_does(t)
    assert t.state == middle and t.state.timer == middle.timer
    assert [type(e) for e in redo_group(to_redo(t.game.events))] == [ev.FoulGiven, ev.SpeechPaused]
    redo_as_the_window_does(t)
    assert t.state == before and t.state.timer == before.timer and to_redo(t.game.events) == []


def test_a_new_action_after_the_apps_pause_forgets_the_redo():
    t = resumed_mid_speech(nominate_5)
    undo_as_the_window_does(t)
    t.run(c.nominate, by=1, seat=6)
    assert to_redo(t.game.events) == []


def test_the_same_action_done_by_hand_is_the_redo_done():
    t = resumed_mid_speech(nominate_5, lambda t: t.run(c.foul, seat=6))
    undo_as_the_window_does(t)
    undo_as_the_window_does(t)
    t.run(c.nominate, by=1, seat=5)                      # the host taps it again himself
    assert [type(e) for e in redo_group(to_redo(t.game.events))] == [ev.FoulGiven, ev.SpeechPaused]


def test_a_redo_cut_short_by_a_close_leaves_no_lone_timer_event_to_redo():
    """The vote, the last word's timer the app started and its pause at a resume, undone;
    the app closed after putting back the vote and the timer, not yet the pause: opened
    again, the app pauses the clock, and that pause is all there is to the last word's."""
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    t.vote({3: [1, 2, 5, 6]})
    assert t.step.kind is StepKind.LAST_WORD
    t.run(c.start_timer, now=t.tick(), by_itself=True)
    [paused] = t.run(c.pause_timer, now=t.tick(30), by_itself=True)
    undo_as_the_window_does(t)
    assert t.step.kind is StepKind.VOTE and t.state.redo_depth == 3
    t.run(c.redo)
    t.run(c.redo)
    assert t.state.timer.running and to_redo(t.game.events) == [paused]
    t.run(c.pause_timer, now=t.tick(40), by_itself=True)
    assert to_redo(t.game.events) == []


def test_a_log_with_an_action_done_again_folds_as_any_log_does():
    """Nothing in it is new to the log: ``fold`` (the replay's, the import's, the PDF's) and
    the ``Timeline`` take the same actions, through JSON too."""
    t = resumed_mid_speech(nominate_5)
    undo_as_the_window_does(t)
    redo_as_the_window_does(t)
    events = [from_json(to_json(event)) for event in t.game.events]
    effective, redo = effective_events(events)
    timeline = Timeline()
    timeline.push_all(events)
    assert [event for _, event in effective] == timeline.effective == Game(events).effective
    assert redo == timeline.redo == []
    assert fold(events) == t.state and fold(events).timer == t.state.timer


def test_an_undone_or_redone_marker_is_not_done_again():
    t = resumed_mid_speech(nominate_5)
    for marker in (ev.Undone(), ev.Redone()):
        with pytest.raises(RuleViolation):
            t.run(c.again, event=marker)


@settings(max_examples=20)
@given(seed=st.integers(0, 2**32 - 1))
def test_without_the_apps_timer_events_the_host_redoes_what_the_log_redoes(seed):
    """A log of the host's actions alone (any written before the app's own timer events) is
    redone as ever: ``to_redo`` is the log's own redo stack after every event."""
    rng = random.Random(seed)
    played = RandomHost(random_ruleset("sport", rng), rng, undo_rate=0.0, check_undo=False).play()
    actions = played.effective
    log, timeline = [actions[0]], Timeline()
    timeline.push(actions[0])
    for action in actions[1:]:
        back = rng.randint(0, min(4, len(timeline.effective) - 1)) if rng.random() < 0.3 else 0
        for marker in [ev.Undone()] * back + [ev.Redone()] * back:
            log.append(marker)
            timeline.push(marker)
            assert to_redo(log) == timeline.redo
        log.append(action)
        timeline.push(action)
        assert to_redo(log) == timeline.redo == []
