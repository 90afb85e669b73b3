"""What the phase guarantees (``State.rules``, ``today``, ``tonight``, ``open_round``, ...)
is there where the rules read it, and its absence says which part is missing instead of
an ``AttributeError`` on None calls later."""

import pytest

from mafia_desktop.engine.state import GameNotReady, State
from mafia_desktop.engine.steps import StepKind

from .table import Table


def test_a_game_not_set_up_has_no_rules_no_step_and_no_winner():
    state = State()
    for part, missing in (("rules", "no ruleset"), ("head", "no step"), ("result", "not won")):
        with pytest.raises(GameNotReady, match=missing):
            getattr(state, part)


def test_the_day_and_its_vote_are_there_in_the_day_and_not_at_night():
    t = Table()
    assert t.state.rules is t.state.ruleset and t.state.tonight is t.state.night   # the roles' night
    with pytest.raises(GameNotReady, match="no day in progress"):
        t.state.today
    t.to_day()
    assert t.state.today is t.state.day and t.state.head is t.state.step
    assert t.state.head.kind is StepKind.SPEECH and t.state.head_seat == t.state.step.seat
    with pytest.raises(GameNotReady, match="no night in progress"):
        t.state.tonight
    with pytest.raises(GameNotReady, match="no vote round open"):
        t.state.open_round
    with pytest.raises(GameNotReady, match="no remove-all vote"):
        t.state.open_remove_all
