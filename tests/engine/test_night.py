"""Nights: the shot, the checks, the doctor and the mistress, the morning news
[004 §2.1–§2.2], [000 Night 1], [001 Night, Morning], [002 §3], docs/rules.md §5."""

import pytest

from mafia_desktop.engine import Role, RuleViolation, StepKind, commands as c
from mafia_desktop.engine.narration import morning_news

from .table import Table
from .test_latvian import seat_4_voted_out_on_day_one


def night_one(preset="sport", **kwargs) -> Table:
    t = Table(preset, **kwargs)
    t.to_day()
    t.speak() if preset != "latvian" else None
    return t


def test_no_shot_on_the_first_night():
    # 004 §2.1.1: on the first night the mafia do not hunt and nobody checks.
    t = Table()
    with pytest.raises(RuleViolation, match="No shot on the first night"):
        t.run(c.shoot, target=1)
    assert [st.kind for st in t.state.agenda] == [StepKind.AGREEMENT, StepKind.ROLE_MEETING]
    assert t.state.agenda[0].seconds == 60 and t.state.agenda[1].seconds == 15


def test_shot_hits_when_every_living_black_shoots_the_same_living_seat():
    # 004 §2.1.2: a hit only if all living mafia shot one and the same living player.
    t = night_one()
    t.night(shots={2: 5, 7: 5, 9: 5}, don=1, sheriff=1)
    assert t.state.nights[1].victim == 5


def test_shot_misses_when_one_black_does_not_shoot():
    # 004 §2.1.2 (record 328635: seat 3 did not shoot).
    t = night_one()
    t.night(shots={2: 5, 7: 5, 9: None}, don=1, sheriff=1)
    assert t.state.nights[1].victim is None and t.state.living() == list(range(1, 11))


def test_shot_misses_when_the_shots_split():
    # 004 §2.1.2: different mafiosi shot different players → miss.
    t = night_one()
    t.night(shots={2: 5, 7: 6, 9: 5}, don=1, sheriff=1)
    assert t.state.nights[1].hit is None


def test_a_black_may_shoot_his_own_seat():
    # 004 §2.1.2 names any living player, a black one included.
    t = night_one()
    t.night(9, don=1, sheriff=1)
    assert t.state.nights[1].victim == 9


def test_every_living_black_must_be_recorded():
    t = night_one()
    with pytest.raises(RuleViolation, match="every black player: seat 9"):
        t.run(c.shoot, shots={2: 5, 7: 5})
    with pytest.raises(RuleViolation, match="Seat 3 is not a black player"):
        t.run(c.shoot, shots={2: 5, 3: 5, 7: 5, 9: 5})


def test_don_checks_any_seat_alive_or_gone():
    # 004 §2.1.3: the don names a living or a gone player; answer: sheriff or not.
    t = night_one()
    t.night(8, don=8, sheriff=2)
    assert t.state.nights[1].don_check.answer is True
    t.morning()
    t.speak()
    t.run(c.shoot, target=1)
    t.run(c.don_check, seat=8)                            # 8 was killed last night
    assert t.state.nights[2].don_check.answer is True


def test_don_step_happens_even_when_the_don_is_gone():
    # 004 §2.1.3: the don's 15 s run even if he is no longer at the table; no check.
    t = night_one()
    t.run(c.remove, seat=7)
    t.run(c.shoot, target=1)
    assert (t.step.kind, t.step.seconds) == (StepKind.DON_CHECK, 15)
    with pytest.raises(RuleViolation, match="The don has left the table"):
        t.run(c.don_check, seat=3)
    t.run(c.don_check, seat=None)
    assert t.step.kind is StepKind.SHERIFF_CHECK


def test_sheriff_check_answers_black_or_red_and_is_skipped_when_he_is_gone():
    # 004 §2.1.3: the sheriff checks one player, black or red; no check once he is gone.
    t = night_one()
    t.night(None, don=1, sheriff=9)
    assert t.state.nights[1].sheriff_check.answer is True
    t.speak()
    t.run(c.remove, seat=8)                               # removed at night, before his step
    t.night(None, don=1)
    assert t.state.nights[2].sheriff_check is None and t.state.phase.value == "day"
    t.speak()
    assert [st.kind for st in t.state.agenda] == [StepKind.SHOT, StepKind.DON_CHECK]


def latvian_night(commissar_target=4, doctor_target=None, shot=1):
    t = seat_4_voted_out_on_day_one()
    t.talk_through()
    assert [st.kind for st in t.state.agenda] == [StepKind.SHOT, StepKind.COMMISSAR_CHECK, StepKind.DOCTOR]
    t.night(shot, commissar=commissar_target, doctor=doctor_target)
    return t


def test_doctor_saves_the_victim():
    # 001 Night: if the doctor picked the mafia's victim, the victim lives.
    t = latvian_night(doctor_target=1, shot=1)
    night = t.state.nights[1]
    assert night.saved and night.victim is None and t.state.alive(1)
    assert morning_news(t.state, night)[0] == "The mafia shot, but the doctor saved the victim."


def test_doctor_may_save_himself_but_not_the_same_player_two_nights_running():
    # 001 Night: the doctor may treat himself; never the same player twice in a row.
    t = latvian_night(doctor_target=6, shot=1)
    t.talk_through(StepKind.LAST_WORD)
    t.next()
    t.speak({s: [7] if s != 7 else [8] for s in t.state.speakers_left()})
    t.talk_through()
    t.vote({7: [8]})
    t.talk_through()
    t.run(c.shoot, target=10)
    t.run(c.commissar_check, seat=2)
    with pytest.raises(RuleViolation, match="two nights running"):
        t.run(c.doctor_save, seat=6)
    t.run(c.doctor_save, seat=10)
    assert t.state.nights[2].saved


def test_commissar_result_announced_without_who_checked_whom():
    # 001 Morning: the commissar's result is announced without naming anyone.
    t = latvian_night(commissar_target=5, shot=10)
    news = morning_news(t.state, t.state.nights[1])
    assert news == ["Seat 10 was killed.", "The commissar's check found a black player."]


def test_commissar_result_not_announced_when_the_commissar_was_killed():
    # 001 Morning: "if the mafia killed the commissar, the check is not announced".
    t = latvian_night(commissar_target=5, shot=3)
    assert morning_news(t.state, t.state.nights[1]) == ["Seat 3 was killed."]


CLASSIC_DEAL = ["civilian", "mafia", "doctor", "civilian", "mistress", "commissar",
                "civilian", "mafia", "civilian"]
CLASSIC_ROLES = {Role.MAFIA: 2, Role.DOCTOR: 1, Role.MISTRESS: 1, Role.COMMISSAR: 1, Role.CIVILIAN: 4}


def classic_first_night() -> Table:
    t = Table("classic", roles=CLASSIC_ROLES, deal=CLASSIC_DEAL)
    t.to_day()
    t.next()                                              # open talk, nobody put to the vote
    assert [st.kind for st in t.state.agenda] == [
        StepKind.SHOT, StepKind.DOCTOR, StepKind.MISTRESS, StepKind.COMMISSAR_CHECK]
    return t


def test_mistress_blocks_the_doctor():
    # 002 §1 order mafia, doctor, mistress, commissar; docs/rules.md §5 default: the visited player's
    # action is blocked — a blocked doctor saves nobody.
    t = classic_first_night()
    t.night(1, doctor=1, mistress=3, commissar=2)
    assert t.state.nights[1].victim == 1


def test_mistress_blocks_the_commissar():
    # docs/rules.md §5 default: a blocked commissar learns nothing.
    t = classic_first_night()
    t.night(4, doctor=1, mistress=6, commissar=2)
    assert t.state.nights[1].commissar_check.answer is None


def test_mistress_visits_another_player():
    t = classic_first_night()
    t.run(c.shoot, target=4)
    t.run(c.doctor_save, seat=1)
    with pytest.raises(RuleViolation, match="visits another player"):
        t.run(c.mistress_visit, seat=5)


def test_classic_doctor_saves_himself_once_per_game():
    # docs/rules.md §5 default: the doctor may pick himself once per game.
    t = classic_first_night()
    t.night(3, doctor=3, mistress=1, commissar=2)
    assert t.state.alive(3)
    t.next()
    t.night(4, doctor=1, mistress=1, commissar=2)
    t.next()
    t.run(c.shoot, target=7)
    with pytest.raises(RuleViolation, match="already saved himself"):
        t.run(c.doctor_save, seat=3)


def test_classic_mafia_victim_is_one_of_the_honest_players():
    # 002 §3: "the mafia agree which of the honest townspeople to kill" — a shot at a mafia
    # seat is refused in classic (sport and mastermind allow it: 004 §2.1.2).
    t = classic_first_night()
    with pytest.raises(RuleViolation, match="Seat 8 is one of the mafia"):
        t.run(c.shoot, target=8)
    assert t.step.kind is StepKind.SHOT
    t.night(4, doctor=1, mistress=3, commissar=2)
    assert t.state.nights[1].victim == 4


def test_mastermind_mafia_may_shoot_one_of_their_own():
    # 000 Night 1 / 004 §2.1.2: any seat; a hit on a black player kills him.
    t = night_one("mastermind")
    t.night(9, don=1, sheriff=1)
    assert t.state.nights[1].victim == 9
