"""The real game 334187 (tests/data/real-games/polemica/334187.json), replayed by hand.

Built from the README's decode and the record's votes, shots, checks and fouls; the engine,
not the record, decides who leaves and who wins.
"""

from mafia_desktop.engine import StepKind, Winner, commands as c
from mafia_desktop.engine.ruleset import FirstDayVote, FourAliveTie, ThreeOfNineTie, Withdrawal

from .table import Table


def day_four_remove_all_vote() -> Table:
    """334187 up to its fourth day's vote to remove both tied (the UI's tests open it there:
    the day has seven announcements)."""
    # rules "0002200010000": withdrawal not allowed, first day no-break ("liftOnly"),
    # four-alive tie as usual, three-of-nine tie: no further vote.
    t = Table("sport", first_day_vote=FirstDayVote.NO_BREAK, withdrawal=Withdrawal.FORBIDDEN,
              tie_with_four_alive=FourAliveTie.REMOVE_ALL_VOTE,
              tie_of_three_with_nine_alive=ThreeOfNineTie.NO_FURTHER_VOTE)
    t.to_day()
    # Day 1: nominees 1, 2, 3, 4; votes 5–4–0–1; "lift only" → nobody leaves, 1 speaks again.
    t.speak({2: 1, 3: 2, 4: 3, 5: 4}, fouls={3: [10], 5: [3], 8: [5]})
    t.vote({1: [2, 3, 5, 6, 7], 2: [1, 4, 8, 9], 3: [], 4: [10]})
    assert t.step.kind is StepKind.TIE_SPEECH and t.step.seat == 1
    t.run(c.foul, seat=10)
    t.run(c.foul, seat=9)
    t.talk_through()
    # Night 1: all three blacks shoot 4.
    t.night(4, don=4, sheriff=2)
    # Day 2: 4's best move names 6 and 8; 2 and 8 tie 4–4, revote 5–4 → 8 leaves.
    assert t.step.kind is StepKind.BEST_MOVE and t.step.seat == 4
    t.run(c.best_move, guesses=[6, 8])
    t.run(c.foul, seat=8)
    t.run(c.foul, seat=8)
    t.talk_through(StepKind.LAST_WORD)
    t.speak({2: 8, 3: 1, 8: 2, 9: 6}, fouls={3: [10], 7: [6, 6], 9: [2], 10: [8]})
    t.vote({8: [2, 5, 7, 9], 1: [3], 2: [1, 6, 8, 10], 6: []})
    t.talk_through()
    t.vote({8: [2, 5, 6, 7, 9], 2: [1, 3, 8, 10]})
    t.talk_through()
    # Night 2: the shots split → miss; the sheriff has left, so no sheriff step.
    t.night(shots={2: 7, 7: 1, 9: 7}, don=1)
    # Day 3: nominees 7, 2, 3 → 2 leaves with 5.
    t.speak({3: 7, 5: 2, 7: 3}, fouls={6: [5]})
    t.vote({7: [], 2: [1, 3, 5, 6, 9], 3: [2, 7, 10]})
    t.talk_through()
    t.night(1, don=8)
    # Day 4: 6 and 7 tie 3–3 twice → 3 of 6 for both leaving is no majority.
    t.talk_through(StepKind.LAST_WORD)
    t.speak({5: 6, 6: 7}, fouls={3: [9, 9]})
    t.vote({6: [5, 7, 9], 7: [3, 6, 10]})
    t.talk_through()
    t.vote({6: [5, 7, 9], 7: [3, 6, 10]})
    assert t.step.kind is StepKind.REMOVE_ALL_VOTE
    return t


def play_334187() -> Table:
    t = day_four_remove_all_vote()
    t.run(c.remove_all_vote, yes=[5, 7, 9])
    t.night(5, don=3)
    # Day 5: 6 took his third foul during 5's last word: his speech is lost, yet he
    # nominates 7 in his turn, as the record shows; 9 (third foul on day 4) is silent too.
    t.run(c.foul, seat=6)
    t.talk_through(StepKind.LAST_WORD)
    assert t.step.seat == 6 and t.step.silent
    t.speak({6: 7, 7: 6})
    t.vote({7: [3, 6, 10], 6: [7, 9]})
    t.talk_through()
    # Night 5: the lone mafioso shoots 10; the don has left, his 15 s pass without a check.
    t.night(10, don=None)
    # Day 6: 9 opens, nominates 6; 3 nominates 9; 9 leaves 2–1 → no black left.
    t.talk_through(StepKind.LAST_WORD)
    t.speak({9: 6, 3: 9})
    t.vote({6: [9], 9: [3, 6]})
    return t


def test_334187_departures_and_town_win():
    t = play_334187()
    assert t.departures() == [
        (4, 1, "night", "killed"),
        (8, 2, "day", "voted"),
        (2, 3, "day", "voted"),
        (1, 3, "night", "killed"),
        (5, 4, "night", "killed"),
        (7, 5, "day", "voted"),
        (10, 5, "night", "killed"),
        (9, 6, "day", "voted"),
    ]
    assert t.state.winner is Winner.RED
    # 9's last word comes before the win is announced (docs/options.md `final_speech_at_end`).
    assert t.step.kind is StepKind.LAST_WORD and t.step.seat == 9
    t.next()
    t.run(c.end_game)
    assert t.state.ended


def test_334187_details_on_the_way():
    t = play_334187()
    days = t.state.days
    assert [d.starter for d in days] == [1, 2, 3, 5, 6, 9]
    assert days[0].voted_out == () and days[0].rounds[0].counts(True) == {1: 5, 2: 4, 3: 0, 4: 1}
    assert [r.ballot for r in days[1].rounds] == [(8, 1, 2, 6), (8, 2)]
    assert days[3].remove_all.passed is False and days[3].remove_all.yes == (5, 7, 9)
    nights = t.state.nights
    assert nights[2].hit is None and nights[2].victim is None   # night 2: split shots
    assert nights[1].don_check.answer is False and nights[1].sheriff_check.answer is True
    assert t.state.best_move.guesses == (6, 8) and t.state.best_move.black == 0
    assert [s.fouls for s in t.state.seats] == [0, 1, 1, 0, 2, 3, 0, 3, 3, 3]
