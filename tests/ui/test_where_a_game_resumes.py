"""The start page says where an unfinished game resumes: its phase and, once the window is
up (the rules' code is not loaded before the first paint), its step (issue 28)."""

from PySide6.QtCore import Qt

from mafia_desktop.engine import StepKind, commands as c
from mafia_desktop.store import Archive
from mafia_desktop.ui.archive.games_model import STAGE
from tests.engine.table import Table

from .conftest import activate


def stages(window) -> dict[str, str]:
    model = window.start.model
    return {model.row_at(model.index(row, 0)).id: model.data(model.index(row, STAGE))
            for row in range(model.rowCount())}


def test_an_unfinished_game_says_the_step_it_resumes_at(qtbot, window_factory, tmp_path):
    voting, speaking = Table(), Table()
    voting.to_day()
    voting.speak({1: 3, 2: 5})
    assert (voting.step.kind, voting.step.seat) == (StepKind.VOTE, 3)
    speaking.to_day()
    with Archive(tmp_path / "club.sqlite3") as archive:
        mid_vote = archive.create_game(voting.game.events)
        at_speech = archive.create_game(speaking.game.events)
    window = window_factory(tmp_path / "club.sqlite3")
    assert stages(window) == {mid_vote: "day 1", at_speech: "day 1"}   # the first paint: the phase
    window.warm_up()
    assert stages(window) == {mid_vote: "day 1, the vote on seat 3", at_speech: "day 1, seat 1's speech"}

    # Resumed and moved on: back on the start page it says the new step.
    window.start.table.selectRow(list(stages(window)).index(mid_vote))
    qtbot.mouseClick(window.start.resume_button, Qt.MouseButton.LeftButton)
    assert window.controller.game_id == mid_vote
    activate(qtbot, window)
    window.controller.run(c.vote, nominee=3, voters=[1, 2, 4, 6, 7, 8])
    assert window.controller.state.step.seat == 5
    window.go_home()
    assert stages(window)[mid_vote] == "day 1, the vote on seat 5"
