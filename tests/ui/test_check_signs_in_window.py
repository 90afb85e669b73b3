"""Issue 43: the night panel shows the check's sign of the game's preset, from its seed
(engine/customs.py), in words and painted: driven through the window, a preset each."""

from __future__ import annotations

from PySide6.QtCore import Qt

from mafia_desktop.engine import StepKind, commands as c
from mafia_desktop.engine.customs import NOD, SHAKE, Hand, Head, Sign
from tests.engine.table import Table
from tests.engine.test_latvian import seat_4_voted_out_on_day_one

from .test_host_at_the_table import CLASSIC_DEAL, CLASSIC_ROLES, key, night_one_shot_at_4, on_the_table, tap


def answers(qtbot, window, seats: list[int]) -> list[tuple[str, str, Sign | None]]:
    """Each check's card after tapping ``seats`` in turn (the host goes on after each)."""
    panel = window.panel
    shown = []
    for seat in seats:
        tap(qtbot, window, seat)
        assert panel.card.isVisibleTo(panel)
        shown.append((panel.card_answer.text(), panel.card_sign.text(), panel.gesture.sign))
        assert panel.gesture.isVisibleTo(panel) and panel.gesture.accessibleName()
        key(qtbot, window, Qt.Key.Key_Return)
    return shown


def test_sport_host_nods_for_the_sheriff_and_for_black(qtbot, window, archive):
    # 004 §2.1.3: a nod if the don found the sheriff; the sheriff's check "fully analogous".
    on_the_table(qtbot, window, archive, night_one_shot_at_4())
    assert answers(qtbot, window, [8, 9]) == [("THE SHERIFF", "Nod: yes, the sheriff", NOD),
                                              ("BLACK", "Nod: yes, black", NOD)]


def test_sport_host_shakes_his_head_for_not_the_sheriff_and_for_red(qtbot, window, archive):
    # 004 §2.1.3: he shakes his head if the checked player is not the sheriff (not mafia).
    on_the_table(qtbot, window, archive, night_one_shot_at_4())
    assert answers(qtbot, window, [1, 3]) == [("NOT THE SHERIFF", "Shake your head: no, not the sheriff", SHAKE),
                                              ("RED", "Shake your head: no, red", SHAKE)]
    assert window.controller.state.phase.value == "day"


def mastermind_night_one() -> Table:
    t = Table("mastermind")
    t.to_day()
    t.speak()
    t.run(c.shoot, target=4)
    assert t.step.kind is StepKind.DON_CHECK
    return t


def test_mastermind_host_adds_the_ring_and_the_thumb_down_to_his_nod(qtbot, window, archive):
    # 000 Don's check: a "yes" nod and 👌 "sheriff"; Sheriff's investigation: a nod and 👎 "black".
    on_the_table(qtbot, window, archive, mastermind_night_one())
    assert answers(qtbot, window, [8, 2]) == [
        ("THE SHERIFF", "Nod, and a ring of thumb and finger: yes, the sheriff", Sign(Head.NOD, Hand.RING)),
        ("BLACK", "Nod, and thumb down: yes, black", Sign(Head.NOD, Hand.THUMB_DOWN))]


def test_mastermind_host_adds_crossed_arms_and_the_thumb_up_to_his_shake(qtbot, window, archive):
    # 000 Don's check: a "no" and 🙅 "not sheriff"; Sheriff's investigation: a "no" and 👍 "red".
    on_the_table(qtbot, window, archive, mastermind_night_one())
    assert answers(qtbot, window, [5, 1]) == [
        ("NOT THE SHERIFF", "Shake your head, and cross your arms: no, not the sheriff",
         Sign(Head.SHAKE, Hand.CROSSED)),
        ("RED", "Shake your head, and thumb up: no, red", Sign(Head.SHAKE, Hand.THUMB_UP))]


def test_latvian_commissar_gets_a_nod_for_mafia_and_a_shake_for_not(qtbot, window, archive):
    # 001 Night: the host tells the commissar truly whether the player is or is not mafia
    # (no gesture named: the head's yes and no, the default).
    for target, expected in ((5, ("BLACK", "Nod: yes, black", NOD)),
                             (7, ("NOT BLACK", "Shake your head: no, not black", SHAKE))):
        t = seat_4_voted_out_on_day_one()
        t.talk_through()
        t.run(c.shoot, target=1)
        assert t.step.kind is StepKind.COMMISSAR_CHECK
        on_the_table(qtbot, window, archive, t)
        assert answers(qtbot, window, [target]) == [expected]


def test_classic_commissar_gets_a_nod_for_mafia_and_a_shake_for_not(qtbot, window, archive):
    # 002 §3: the commissar silently points and learns mafia / not mafia (the default sign).
    for target, expected in ((7, ("BLACK", "Nod: yes, black", NOD)),
                             (1, ("NOT BLACK", "Shake your head: no, not black", SHAKE))):
        t = Table("classic", roles=CLASSIC_ROLES, deal=CLASSIC_DEAL)
        t.to_day()
        t.next()
        t.run(c.shoot, target=6)
        for kind in (StepKind.DOCTOR, StepKind.MISTRESS):       # 002 §1: the order of the night
            t.run(c.NIGHT_COMMANDS[kind], seat=6)
        assert t.step.kind is StepKind.COMMISSAR_CHECK
        on_the_table(qtbot, window, archive, t)
        key(qtbot, window, Qt.Key.Key_Return)    # the mistress's choice, shown again on resuming
        assert answers(qtbot, window, [target]) == [expected]


def test_every_sign_a_preset_asks_for_has_its_words():
    # A new preset's sign without words would fail the panel at the night's first check.
    from mafia_desktop.engine.customs import PRESET_CUSTOMS
    from mafia_desktop.words.answers import GESTURES

    asked = {sign for customs in PRESET_CUSTOMS.values() for sign in vars(customs.check_signs).values()}
    assert asked - set(GESTURES) == set()
