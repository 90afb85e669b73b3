"""What the host announces after each action (``narration.announcements``): every outcome
in his words, at the step it leads to [004 §2.2–§2.4.3], [000 Split], docs/rules.md §7."""

from mafia_desktop.engine import StepKind, commands as c
from mafia_desktop.engine.narration import announcements
from mafia_desktop.engine.ruleset import FirstDayVote, FourAliveTie, SecondTie
from mafia_desktop.engine.state import snapshot

from .table import Table
from .test_voting import day_two


def said(t: Table, command, **kwargs) -> list[str]:
    """Run one action; what the host announces after it (English)."""
    before = snapshot(t.state)
    t.run(command, **kwargs)
    return [str(line) for line in announcements(before, t.state)]


def vote_said(t: Table, hands: dict[int, list[int]]) -> list[str]:
    """One vote round; the announcements after its last nominee."""
    ballot = list(t.state.vote_round.ballot)
    for nominee in ballot[:-1]:
        assert said(t, c.vote, nominee=nominee, voters=hands.get(nominee, [])) == []
    return said(t, c.vote, nominee=ballot[-1], voters=hands.get(ballot[-1], []))


def test_announce_who_leaves_with_the_count():
    # 004 §2.4: one nominee with strictly most votes leaves.
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    assert vote_said(t, {3: [1, 2, 5, 6, 7]}) == ["Votes: seat 3: 5, seat 4: 4.", "Seat 3 is voted out."]
    assert t.step.kind is StepKind.LAST_WORD and t.step.seat == 3


def test_announce_a_tie_and_who_speaks_again():
    # 004 §2.4.1: the tied speak 30 s each, then a revote.
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    assert vote_said(t, {3: [1, 2, 6], 4: [3, 5, 7]}) == [
        "Votes: seat 3: 3, seat 4: 3, seat 5: 3.", "A tie between seats 3, 4 and 5: each speaks again, then a revote."]
    assert t.step.kind is StepKind.TIE_SPEECH and t.step.seat == 3


def test_announce_the_revote_after_a_tie():
    # 004 §2.4.1: again one top → he leaves.
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    vote_said(t, {3: [1, 2, 6], 4: [3, 5, 7]})
    t.talk_through()
    assert vote_said(t, {3: [1, 2, 6, 9], 4: [3, 5, 7]}) == [
        "Votes: seat 3: 4, seat 4: 3, seat 5: 2.", "Seat 3 is voted out."]


def test_announce_the_remove_all_question_with_the_majority_needed():
    # 004 §2.4.2: a tie in the revote among all → "who is for all of them leaving?"
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    t.vote({3: [1, 2, 6], 4: [3, 5, 7]})
    t.talk_through()
    assert vote_said(t, {3: [1, 2, 6], 4: [3, 5, 7]}) == [
        "Votes: seat 3: 3, seat 4: 3, seat 5: 3.", "A tie again between seats 3, 4 and 5.",
        "Ask: who is for seats 3, 4 and 5 all leaving? 5 of 9 needed."]
    assert t.step.kind is StepKind.REMOVE_ALL_VOTE


def test_announce_the_failed_remove_all_vote():
    # 004 §2.4.2: no majority → all stay (334187 day 4: 3 of 6).
    t = _at_remove_all()
    assert said(t, c.remove_all_vote, yes=[1, 2, 6, 7]) == [
        "4 of 9 are for all of them leaving; 5 needed: nobody leaves."]
    assert t.state.phase.value == "night"


def test_announce_the_passed_remove_all_vote():
    # 004 §2.4.2: a majority → all of them leave, each with a last word.
    t = _at_remove_all()
    # Three reds leave at once: 2, 7, 9 against 1, 6, 8; the mafia's win is said after their words.
    assert said(t, c.remove_all_vote, yes=[1, 2, 6, 7, 8]) == [
        "5 of 9 are for all of them leaving: seats 3, 4 and 5 leave the table."]
    assert t.step.kind is StepKind.LAST_WORD


def _at_remove_all() -> Table:
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    t.vote({3: [1, 2, 6], 4: [3, 5, 7]})
    t.talk_through()
    t.vote({3: [1, 2, 6], 4: [3, 5, 7]})
    assert t.step.kind is StepKind.REMOVE_ALL_VOTE
    return t


def test_announce_the_first_day_rule_keeping_a_single_leader():
    # docs/options.md `first_day_vote` no-break (Polemica "liftOnly"): a single leader stays, speaks again.
    t = Table(first_day_vote=FirstDayVote.NO_BREAK)
    t.to_day()
    t.speak({1: 2, 2: 3})
    assert vote_said(t, {2: [1, 3, 4, 5, 6, 7]}) == [
        "Votes: seat 2: 6, seat 3: 4.",
        "Seat 2 has the most votes, but on the first day a single leader stays (club rule) and speaks again."]
    assert t.step.kind is StepKind.TIE_SPEECH and t.step.seat == 2


def test_announce_no_vote_for_a_single_nominee_on_day_one():
    # 004 §2.2.1: one nominee on the first day → no vote.
    t = Table()
    t.to_day()
    t.speak({1: 4}, until=10)
    assert said(t, c.next_turn, now=t.tick()) == ["Only one nominee on the first day: no vote. [004 §2.2.1]"]


def test_announce_the_monster_rule_after_a_removal():
    # 004 §2.4.3: a removal before the day's vote is complete: no vote that day.
    t = day_two(Table())
    t.speak({2: 3, 3: 4}, until=5)
    assert said(t, c.remove, seat=6, reason="insult") == [
        "Seat 6 is removed (insult): he leaves at once, without a last word.",
        "Seat 6 was removed: no vote today (monster rule). [004 §2.4.3]"]


def test_announce_a_fourth_foul_removal():
    t = day_two(Table())
    for _ in range(3):
        t.run(c.foul, seat=6)
    assert said(t, c.foul, seat=6)[0] == "Seat 6 is removed (fourth foul): he leaves at once, without a last word."


def test_announce_the_third_foul_penalty():
    # docs/rules.md §2 fouls: the 3rd foul costs the player his next speech.
    t = day_two(Table())
    t.run(c.foul, seat=6)
    t.run(c.foul, seat=6)
    assert said(t, c.foul, seat=6) == ["Seat 6 has a third foul: he loses his next speech."]


def test_announce_the_mornings_news():
    # 004 §2.2: the host announces the night's victim or a miss.
    t = Table()
    t.to_day()
    t.speak()
    said(t, c.shoot, target=3)
    assert said(t, c.don_check, seat=1) == []
    assert said(t, c.sheriff_check, seat=2) == ["Seat 3 was killed."]
    t = Table()
    t.to_day()
    t.speak()
    said(t, c.shoot, target=None)
    said(t, c.don_check, seat=1)
    assert said(t, c.sheriff_check, seat=2) == ["The mafia missed: nobody was killed."]


def test_announce_the_winner_with_the_reason_after_the_last_word():
    # docs/options.md `final_speech_at_end`: the last to leave speaks before the win is announced.
    t = Table(tie_with_four_alive=FourAliveTie.REMOVE_ALL_VOTE)
    t.down_to_four()
    t.night(6, don=1, sheriff=1)
    t.morning()
    t.speak({7: 8})
    assert vote_said(t, {8: [7, 10]}) == ["Votes: seat 8: 3.", "Seat 8 is voted out."]
    assert t.step.kind is StepKind.LAST_WORD
    assert said(t, c.next_turn, now=t.tick()) == ["The mafia are as many as the town: the mafia wins."]


def test_announce_nobody_leaves_on_a_second_tie_in_classic():
    # docs/rules.md §5 default: a second tie → nobody leaves.
    t = Table(second_tie=SecondTie.NOBODY)
    t = day_two(t)
    t.speak({2: 3, 3: 4, 4: 5})
    t.vote({3: [1, 2, 6], 4: [3, 5, 7]})
    t.talk_through()
    assert vote_said(t, {3: [1, 2, 6], 4: [3, 5, 7]})[-1] == "A tie again between seats 3, 4 and 5: nobody leaves."
