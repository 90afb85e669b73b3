"""The seating plan from the window: a plan for 20 players at 2 tables, its figures, its PDF."""

from pypdf import PdfReader
from PySide6.QtWidgets import QFileDialog

from mafia_desktop.ui.events.seating_dialog import SeatingDialog

PLAYERS = [f"Player {n}" for n in range(1, 19)] + ["Ģirts", "Ёжик"]


def test_a_plan_is_made_and_saved(qtbot, tmp_path, monkeypatch):
    dialog = SeatingDialog(PLAYERS, tables=2, title="Autumn Cup")
    qtbot.addWidget(dialog)
    dialog.apart.setPlainText("Ģirts / Ёжик")
    dialog.make()
    assert dialog.plan is not None and len(dialog.plan.rounds) == 10
    assert "differ by at most 0" in dialog.outcome.text()
    assert dialog.plan.apart_violations() == ()
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *args: (str(tmp_path / "plan.pdf"), "")))
    dialog.save()
    text = "".join(page.extract_text() for page in PdfReader(str(tmp_path / "plan.pdf")).pages)
    assert "Ģirts" in text and "Autumn Cup" in text


def test_counts_that_leave_a_table_short_are_explained(qtbot):
    dialog = SeatingDialog(PLAYERS[:19], tables=2)
    qtbot.addWidget(dialog)
    dialog.make()
    assert dialog.plan is None and not dialog.save_button.isEnabled()
    assert dialog.outcome.text() == "19 players fill at most 1 table of 10; 2 tables need 20 players."


def test_a_malformed_pair_is_explained(qtbot):
    dialog = SeatingDialog(PLAYERS, tables=2)
    qtbot.addWidget(dialog)
    dialog.apart.setPlainText("Ģirts and Ёжик")
    dialog.make()
    assert "slash" in dialog.outcome.text() and dialog.plan is None


def test_the_dialog_keeps_qts_own_size_and_result(qtbot):
    """Its fields once hid QWidget.size() and QDialog.result() (a spin box, a label)."""
    dialog = SeatingDialog(PLAYERS, tables=2)
    qtbot.addWidget(dialog)
    dialog.resize(640, 600)
    dialog.reject()
    assert (dialog.size().width(), dialog.size().height()) == (640, 600)
    assert dialog.result() == SeatingDialog.DialogCode.Rejected


def test_the_dialog_shows_who_sits_where_in_each_round(qtbot):
    """Issue 29: the plan itself on the screen, not only its figures and its PDF."""
    from PySide6.QtCore import Qt

    dialog = SeatingDialog(PLAYERS[:15], tables=1, title="Autumn Cup")
    qtbot.addWidget(dialog)
    dialog.games.setValue(2)
    dialog.show()
    assert not dialog.plan_view.isVisible()
    dialog.make()
    view, model = dialog.plan_view, dialog.plan_view.model()
    assert view.isVisible() and dialog.plan is not None
    shown: dict[tuple[str, str], list[str]] = {}   # (round, table) words → the names across the seats
    round_words = ""
    for row in range(model.rowCount()):
        cells = [model.index(row, column).data() for column in range(model.columnCount())]
        round_words = cells[0] or round_words       # said on a round's first row
        shown[(round_words, cells[1])] = cells[2:]
    assert model.headerData(2, Qt.Orientation.Horizontal) == "Seat 1"
    for player in PLAYERS[:15]:
        for place in dialog.plan.games_of(player):
            seats = shown[(f"Round {place.round}", f"Table {place.table}")]
            assert seats[place.seat - 1] == player
    resting = [row for row in range(model.rowCount()) if model.index(row, 1).data() == "Sitting out"]
    assert resting and view.columnSpan(resting[0], 2) == dialog.plan.table_size
    sitting = model.index(resting[0], 2).data().split(", ")
    assert len(sitting) == 5 and not set(sitting) & set(dialog.plan.rounds[0][0])

    dialog.table_size.setValue(30)   # counts that cannot be planned: no plan shown
    dialog.make()
    assert dialog.plan is None and not view.isVisible()
