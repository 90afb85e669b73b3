"""Discussion: who speaks when, and nominations [004 §2.3], docs/rules.md §7."""

import pytest

from mafia_desktop.engine import RuleViolation, commands as c
from mafia_desktop.engine.ruleset import Rotation, Withdrawal

from .table import Table


def test_speaker_order_day_one_starts_with_the_first_seat():
    # 004 §2.3: day 1 starts with the first living player, then clockwise.
    t = Table()
    t.to_day()
    assert t.state.speakers_left() == list(range(1, 11))


def test_speaker_order_next_day_starts_after_previous_starter():
    # 004 §2.3: each later day starts with the next living seat after the previous starter.
    t = Table()
    t.to_day()
    t.speak()
    t.night(3, don=1, sheriff=1)     # seat 3 killed; day 1 was opened by 1
    t.morning()
    assert t.state.day.starter == 2
    assert t.state.speakers_left() == [2, 4, 5, 6, 7, 8, 9, 10, 1]
    t.speak()
    t.night(4, don=1, sheriff=1)     # the day-3 starter skips the dead
    t.morning()
    assert t.state.day.starter == 5


def test_rotation_after_last_ends_the_day_after_the_previous_last_speaker():
    # docs/options.md `rotation`, second value.
    t = Table(rotation=Rotation.AFTER_LAST)
    t.to_day()
    t.speak()                                       # day 1: 1..10, last speaker 10
    t.night(None)
    assert t.state.speakers_left()[-1] == 1         # today ends with the seat after 10
    assert t.state.day.starter == 2


def test_one_nomination_per_speech():
    # 004 §2.3: a player may put up one candidate in his speech.
    t = Table()
    t.to_day()
    t.run(c.nominate, by=1, seat=5)
    with pytest.raises(RuleViolation, match="Seat 1 already nominated today: seat 5"):
        t.run(c.nominate, by=1, seat=6)


def test_nomination_only_during_own_speech():
    # 004 §2.3.1: nominations are made by the player who has the floor.
    t = Table()
    t.to_day()
    with pytest.raises(RuleViolation, match="Seat 4 can nominate only during his own speech"):
        t.run(c.nominate, by=4, seat=5)


def test_a_player_who_left_cannot_be_nominated():
    # docs/rules.md §1: a player who left cannot be nominated.
    t = Table()
    t.to_day()
    t.speak()
    t.night(6, don=1, sheriff=1)
    t.morning()
    with pytest.raises(RuleViolation, match="Seat 6 has left the table and cannot be nominated"):
        t.run(c.nominate, by=2, seat=6)


def test_withdrawal_within_the_same_speech_then_another_nomination():
    # 004 §2.3.2: withdraw during one's own speech, then nominate another (or the same).
    t = Table()
    t.to_day()
    t.run(c.nominate, by=1, seat=5)
    t.run(c.withdraw, by=1, seat=5)
    t.run(c.nominate, by=1, seat=6)
    assert t.state.ballot() == [6]
    t.next()
    with pytest.raises(RuleViolation, match="Seat 1 can withdraw only during his own speech"):
        t.run(c.withdraw, by=1, seat=6)


def test_withdrawn_nominee_stays_if_someone_else_nominated_him_earlier():
    # 004 §2.3.2: "it stays on the ballot if another player put it up earlier".
    t = Table()
    t.to_day()
    t.speak({1: 7, 2: 4}, until=3)
    t.run(c.nominate, by=3, seat=7)
    t.run(c.withdraw, by=3, seat=7)
    assert t.state.ballot() == [7, 4]


def test_withdrawal_forbidden_option():
    # docs/options.md `withdrawal` = not allowed.
    t = Table(withdrawal=Withdrawal.FORBIDDEN)
    t.to_day()
    t.run(c.nominate, by=1, seat=5)
    with pytest.raises(RuleViolation, match="not allowed"):
        t.run(c.withdraw, by=1, seat=5)


def test_withdrawal_replace_option_replaces_the_nomination():
    # docs/options.md `withdrawal` = automatic: a new nomination replaces one's own.
    t = Table(withdrawal=Withdrawal.REPLACE)
    t.to_day()
    t.run(c.nominate, by=1, seat=5)
    t.run(c.nominate, by=1, seat=6)
    assert t.state.ballot() == [6]


def test_ballot_in_order_of_first_nomination():
    # 004 §2.3.1 / §2.4: repeated nominations keep the first place; order of first nomination.
    t = Table()
    t.to_day()
    t.speak({1: 9, 2: 3, 3: 9, 4: 1, 5: 3})
    assert t.state.ballot() == [9, 3, 1]
    assert t.state.vote_round.ballot == (9, 3, 1)


def test_self_nomination_is_accepted():
    # 004 §2.3.1 names any living player; the record 328635 shows a player nominating himself.
    t = Table()
    t.to_day()
    t.run(c.nominate, by=1, seat=1)
    assert t.state.ballot() == [1]


def test_mastermind_naming_a_listed_seat_adds_nothing_and_uses_nothing_up():
    # 000 Nomination: "if X is not yet on the list, the host adds him and says 'accepted';
    # each player may add at most one nominee" — naming a listed seat adds nobody, so the
    # player may still add a new one in the same speech.
    t = Table("mastermind")
    t.to_day()
    t.speak({1: 5}, until=2)
    t.run(c.nominate, by=2, seat=5)                 # 5 is on the list already: nothing added
    t.run(c.nominate, by=2, seat=6)                 # his one addition
    assert t.state.ballot() == [5, 6]
    with pytest.raises(RuleViolation, match="Seat 2 already nominated today: seat 6"):
        t.run(c.nominate, by=2, seat=7)


def test_sport_naming_a_listed_seat_uses_up_the_nomination():
    # 004 §2.3.1–§2.3.2: one nomination per speech; the nominee keeps his first place.
    t = Table()
    t.to_day()
    t.speak({1: 5}, until=2)
    t.run(c.nominate, by=2, seat=5)
    with pytest.raises(RuleViolation, match="Seat 2 already nominated today: seat 5"):
        t.run(c.nominate, by=2, seat=6)
