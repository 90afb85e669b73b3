"""The panel's "Then:" line is the step the engine goes to when the main button is pressed:
checked at every step of whole games played through the window, and under the remove-all
question, where the night (or the last words) follows, never "the vote" (issue 28)."""

import pytest

from mafia_desktop.engine import StepKind, step_label
from tests.engine.table import Table

from bench.clicking_host import ClickingHost

from .test_full_games import NAMES, SPORT_CARDS
from .test_host_at_the_table import LEFT, on_the_table, tap

LATVIAN = ["civilian", "mafia", "commissar", "civilian", "mafia", "doctor", "civilian", "civilian", "mafia",
           "civilian"]


def expected_then(state) -> str:
    """Independently of the panel: the engine's current step in the panel's words."""
    step = state.step
    if state.ended or step is None:
        return ""
    if step.kind is StepKind.SPEECH:
        return f"Then: {step.seat}"   # the speakers from this one on
    return f"Then: {step_label(step)}"


class CheckingHost(ClickingHost):
    """Before each press of the main button: the "Then:" shown; after it: the step reached."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.checked: set[StepKind] = set()

    def button(self, key: str) -> None:
        panel, state = self.window.panel, self.state
        main = next((a for a in self.window.game_page._buttons() if a.primary), None)
        shown = panel.upcoming.text()
        kind = state.step.kind if state.step else None
        super().button(key)
        if main is None or main.key != key:
            return   # a tap's button, or the checker's answer put away
        want = expected_then(self.state)
        assert shown.startswith(want) if want.endswith(tuple("0123456789")) else shown == want, \
            f"at {kind}: the panel said {shown!r}, the engine went to {self.state.step}"
        self.checked.add(kind)


@pytest.mark.parametrize("preset, cards, counts", [
    ("sport", SPORT_CARDS, None),
    ("latvian", LATVIAN, {"mafia": 3, "commissar": 1, "doctor": 1}),
])
def test_then_names_the_step_the_main_button_leads_to_at_every_step(qtbot, window, preset, cards, counts):
    host = CheckingHost(qtbot, window, seed=7)
    host.new_game(preset, NAMES, cards=cards, counts=counts)
    no_check = {kind: (lambda h: h.button("nobody")) for kind in (StepKind.DON_CHECK, StepKind.SHERIFF_CHECK,
                                                                  StepKind.COMMISSAR_CHECK)}
    host.play_to_end(choose=no_check)
    assert window.controller.state.ended
    # Each kind of step that has a main button was checked at least once.
    pressed = {StepKind.SPEECH, StepKind.VOTE, StepKind.LAST_WORD, StepKind.END}
    pressed |= {StepKind.AGREEMENT, StepKind.ROLE_MEETING}
    pressed |= {StepKind.SHERIFF_CHECK, StepKind.DON_CHECK} if preset == "sport" else \
        {StepKind.JUSTIFICATION, StepKind.COMMISSAR_CHECK, StepKind.DOCTOR}
    assert pressed <= host.checked, pressed - host.checked


def crash(table: Table) -> Table:
    """Day 1: seats 4 and 3 tied twice: the remove-all question."""
    table.to_day()
    table.speak({1: 4, 2: 3})
    table.vote({4: [1, 2, 3, 4, 5]})
    table.talk_through()
    table.vote({4: [1, 2, 3, 4, 5]})
    assert table.step.kind is StepKind.REMOVE_ALL_VOTE
    return table


def test_under_the_remove_all_question_then_is_the_night_or_the_last_words(qtbot, window, archive):
    on_the_table(qtbot, window, archive, crash(Table()))
    upcoming = window.panel.upcoming
    assert upcoming.text() == "Then: the mafia's shot"          # nobody for it yet: the night
    for seat in (1, 2, 5, 6, 7, 8):
        tap(qtbot, window, seat)
    assert upcoming.text() == "Then: seat 4's last word"        # a majority: they leave, each speaks
    qtbot.mouseClick(window.panel.buttons["remove_all"], LEFT)
    assert window.controller.state.step.kind is StepKind.LAST_WORD and window.controller.state.step.seat == 4

