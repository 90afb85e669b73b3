"""The agenda's steps are values made once (``steps.kept_step``): the same step as one made
anew, shared by every day that asks for it, and never changed where one game changes its own
(a third foul's penalty makes a new step)."""

import dataclasses

import pytest

from mafia_desktop.engine.steps import Step, StepKind, kept_step

from .table import Table


def test_a_kept_step_is_the_step_made_anew_and_made_once():
    kept = kept_step(StepKind.SPEECH, 4, 60)
    assert kept == Step(StepKind.SPEECH, 4, 60) and kept_step(StepKind.SPEECH, 4, 60) is kept
    assert kept_step(StepKind.SPEECH, 5, 60) != kept and kept_step(StepKind.VOTE, 4) != kept
    with pytest.raises(dataclasses.FrozenInstanceError):
        kept.seconds = 0   # type: ignore[misc]   # shared: a value nobody may change


def test_every_day_asks_the_same_kept_speeches():
    t = Table()
    t.to_day()
    first_day = list(t.state.agenda)
    assert all(step is kept_step(step.kind, step.seat, step.seconds) for step in first_day)
    assert first_day == [Step(StepKind.SPEECH, seat, t.state.rules.timers.speech) for seat in range(1, 11)]
