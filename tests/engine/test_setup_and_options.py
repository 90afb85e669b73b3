"""Setup steps and the remaining options: nicknames, the arrangement, the classic host's
nominations, the mistress's power [000 Night 0], [002 §2], docs/rules.md §5."""

import pytest

from mafia_desktop.engine import Role, RuleViolation, StepKind, commands as c

from .table import Table
from .test_night import CLASSIC_DEAL, CLASSIC_ROLES


def test_a_nickname_can_be_corrected_but_not_duplicated():
    t = Table()
    t.run(c.rename, seat=3, nickname="  Ģirts ")
    assert t.state.seat(3).nickname == "Ģirts"
    with pytest.raises(RuleViolation, match="Seat 3 is already called 'ģirts'"):
        t.run(c.rename, seat=4, nickname="ģirts")


def test_labels_are_recorded_and_may_be_corrected_after_the_end():
    t = Table()
    t.run(c.label, club="Crime Time", table="2", number="7", host="Judge")
    assert (t.state.labels.club, t.state.labels.number) == ("Crime Time", "7")
    with pytest.raises(RuleViolation, match="at most 200"):
        t.run(c.label, club="x" * 201)


def test_mastermind_static_arrangement_is_recorded_on_the_roles_night():
    # 000 Night 0: the don shows the mafia three seats to shoot on the next three nights.
    t = Table("mastermind")
    assert t.step.kind is StepKind.AGREEMENT
    t.run(c.record_arrangement, seats=[4, 1, 8])
    assert t.state.nights[0].arrangement == (4, 1, 8)
    t.to_day()
    with pytest.raises(RuleViolation, match="Not now"):
        t.run(c.record_arrangement, seats=[3])


def test_roles_night_steps_per_preset():
    # 004 §2.1.1 (agreement 60 s, sheriff 15 s); 001 (mafia, commissar, doctor); 002 §1.
    assert [(st.kind, st.role) for st in Table().state.agenda] == [
        (StepKind.AGREEMENT, None), (StepKind.ROLE_MEETING, "sheriff")]
    latvian = Table("latvian", deal=["civilian", "mafia", "commissar", "civilian", "mafia",
                                     "doctor", "civilian", "civilian", "mafia", "civilian"])
    assert [st.role for st in latvian.state.agenda] == [None, "commissar", "doctor"]


def test_classic_host_puts_players_to_the_vote():
    # 002 §2: the host puts the most suspicious players to the vote.
    t = Table("classic", roles=CLASSIC_ROLES, deal=CLASSIC_DEAL)
    t.to_day()
    with pytest.raises(RuleViolation, match="the host puts players to the vote"):
        t.run(c.nominate, by=1, seat=2)
    t.run(c.nominate, by=None, seat=2)
    with pytest.raises(RuleViolation, match="Seat 2 is already on the ballot"):
        t.run(c.nominate, by=None, seat=2)
    t.run(c.nominate, by=None, seat=4)
    t.run(c.nominate, by=None, seat=5)
    t.run(c.withdraw, by=None, seat=5)                   # the host changes his mind
    with pytest.raises(RuleViolation, match="Seat 5 is not on the ballot"):
        t.run(c.withdraw, by=None, seat=5)
    t.next()
    t.vote({2: [1, 3, 5, 6, 7], 4: [2]})                 # abstainers are not counted here
    assert t.state.days[0].rounds[0].counts(False) == {2: 5, 4: 1}
    assert t.state.seat(2).left is not None


def test_classic_tie_twice_nobody_leaves():
    # docs/rules.md §5 default: a tie → revote among the tied; a second tie → nobody leaves.
    t = Table("classic", roles=CLASSIC_ROLES, deal=CLASSIC_DEAL)
    t.to_day()
    t.run(c.nominate, by=None, seat=2)
    t.run(c.nominate, by=None, seat=4)
    t.next()
    t.vote({2: [1, 3], 4: [5, 6]})
    assert t.state.vote_round.number == 2
    t.vote({2: [1, 3], 4: [5, 6]})
    assert t.state.departures == [] and t.step.kind is StepKind.SHOT


def test_in_sport_only_players_nominate():
    t = Table()
    t.to_day()
    with pytest.raises(RuleViolation, match="the players nominate, not the host"):
        t.run(c.nominate, by=None, seat=2)


def test_mistress_power_can_be_switched_off():
    # docs/rules.md §5: the seed names the role, not its power: a preset option.
    t = Table("classic", roles=CLASSIC_ROLES, deal=CLASSIC_DEAL, mistress_blocks=False)
    t.to_day()
    t.next()
    t.night(1, doctor=1, mistress=3, commissar=2)
    assert t.state.nights[1].saved and t.state.nights[1].commissar_check.answer is True


def test_mastermind_gives_a_sixty_second_will_to_the_killed_and_voted():
    # 000 Morning: every player killed or voted out leaves a one-minute "will".
    t = Table("mastermind")
    t.to_day()
    t.speak()
    t.night(5, don=1, sheriff=1)
    t.run(c.best_move, guesses=[])
    assert (t.step.kind, t.step.seconds) == (StepKind.LAST_WORD, 60)


def test_role_mix_checks():
    from mafia_desktop.engine import preset
    with pytest.raises(RuleViolation, match="The sport table is 10 players"):
        preset("sport", roles={Role.MAFIA: 3, Role.CIVILIAN: 7})
    with pytest.raises(RuleViolation, match="at most 13"):
        preset("latvian", roles={Role.MAFIA: 4, Role.CIVILIAN: 10})
    with pytest.raises(RuleViolation, match="The latvian preset has no mistress"):
        preset("latvian", roles={Role.MAFIA: 2, Role.MISTRESS: 1, Role.CIVILIAN: 5})
    with pytest.raises(RuleViolation, match="only one doctor"):
        preset("classic", roles={Role.MAFIA: 2, Role.DOCTOR: 2, Role.CIVILIAN: 5})
    with pytest.raises(RuleViolation, match="Unknown ruleset 'poker'"):
        preset("poker")
