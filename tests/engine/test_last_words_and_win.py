"""Last words, the best move and the win [004 §2.2, §2.4], [000 Morning, Winning move,
End of game], [001], [002 §4], docs/rules.md §1, §5, §7."""

import pytest

from mafia_desktop.engine import LeftHow, Role, RuleViolation, StepKind, Winner, commands as c, events as ev
from mafia_desktop.engine.scoring import evening_points

from .table import Table


def test_sport_last_word_is_sixty_seconds_for_killed_and_voted():
    # 004 §2.2 (killed) and §2.4 (voted out): up to one minute.
    t = Table()
    t.to_day()
    t.speak({1: 4})                                       # day 1, single nominee: no vote
    t.night(5, don=1, sheriff=1)
    assert t.step.kind is StepKind.BEST_MOVE
    t.run(c.best_move, guesses=[2, 7, 9])
    assert (t.step.kind, t.step.seat, t.step.seconds) == (StepKind.LAST_WORD, 5, 60)
    t.next()
    t.speak({6: 3})
    t.vote({3: []})
    assert (t.step.kind, t.step.seat, t.step.seconds) == (StepKind.LAST_WORD, 3, 60)


def test_no_last_word_after_a_removal():
    # docs/rules.md §2: removed at once, no last word.
    t = Table()
    t.to_day()
    t.run(c.remove, seat=3)
    assert all(st.kind is not StepKind.LAST_WORD for st in t.state.agenda)


def test_classic_has_no_last_word():
    # 002 §2: the voted-out player shows his card and leaves.
    roles = {Role.MAFIA: 1, Role.CIVILIAN: 4}
    t = Table("classic", roles=roles, deal=["civilian", "mafia", "civilian", "civilian", "civilian"])
    t.to_day()
    t.run(c.nominate, by=None, seat=3)
    t.next()
    t.vote({3: [1, 2]})
    assert t.state.seat(3).left.how is LeftHow.VOTED and t.step.kind is StepKind.SHOT


def test_best_move_only_for_the_first_killed():
    # 000 Winning move: only the first player killed gets it.
    t = Table()
    t.to_day()
    t.speak()
    t.night(5, don=1, sheriff=1)
    t.morning(guesses=[2, 7, 3])
    assert t.state.best_move.black == 2
    t.speak()
    t.night(6, don=1, sheriff=1)
    assert t.step.kind is StepKind.LAST_WORD and t.step.seat == 6


def test_sport_best_move_only_for_the_player_killed_on_the_first_night():
    # docs/rules.md §2 Best move: in sport (FIIM, Polemica, mafiaratings) a miss on night 1 means no
    # best move that game; the first killed on night 2 has his last word only.
    t = Table()
    t.to_day()
    t.speak()
    t.night(None, don=1, sheriff=1)
    t.speak()
    t.night(6, don=1, sheriff=1)
    assert t.step.kind is StepKind.LAST_WORD and t.step.seat == 6
    assert t.state.first_killed == 6 and t.state.best_move is None


def test_mastermind_best_move_for_the_first_killed_whichever_night():
    # 000 Winning move: "the first player killed at night", even after a miss on night 1.
    t = Table("mastermind")
    t.to_day()
    while t.step.kind is not StepKind.SHOT:
        t.next()
    t.night(None, don=1, sheriff=1)
    while t.step.kind is not StepKind.SHOT:
        t.next()
    t.night(6, don=1, sheriff=1)
    assert t.step.kind is StepKind.BEST_MOVE and t.step.seat == 6


def test_best_move_not_recorded_the_first_nights_victim_has_his_last_word_only():
    # docs/options.md `best_move`, its values: the player killed on the first night names three
    # (`first_night`), nobody (`none`: not recorded), the first killed whichever night (`first_killed`).
    t = Table(best_move="none")
    t.to_day()
    t.speak()
    t.night(5, don=1, sheriff=1)
    assert t.step.kind is StepKind.LAST_WORD and t.step.seat == 5
    assert t.state.best_move is None


def test_no_best_move_if_two_left_by_the_first_days_vote():
    # docs/options.md `best_move`: "Either way there is none when two or more players left in
    # the first day's vote".
    t = Table(tie_with_four_alive="remove_all_vote")
    t.to_day()
    t.speak({1: 4, 2: 3})
    t.vote({4: [1, 2, 3, 4, 5]})
    t.talk_through()
    t.vote({4: [1, 2, 3, 4, 5]})
    t.run(c.remove_all_vote, yes=[1, 2, 5, 6, 7, 8])
    t.talk_through()
    t.night(5, don=1, sheriff=1)
    assert t.step.kind is StepKind.LAST_WORD


def test_mastermind_best_move_is_twenty_seconds():
    # 000 Winning move: 20 seconds to name three suspects.
    t = Table("mastermind")
    t.to_day()
    t.speak()
    t.night(5, don=1, sheriff=1)
    assert (t.step.kind, t.step.seconds) == (StepKind.BEST_MOVE, 20)
    with pytest.raises(RuleViolation, match="at most three"):
        t.run(c.best_move, guesses=[1, 2, 3, 4])


def test_town_wins_when_no_black_is_left():
    # docs/rules.md §1, 004 §1.2: red wins when every black player has left.
    t = Table()
    t.to_day()
    for seat in (2, 7):
        t.run(c.remove, seat=seat)
    assert t.state.winner is None
    t.run(c.remove, seat=9)
    assert t.state.winner is Winner.RED and t.step.kind is StepKind.END


def test_black_wins_at_parity():
    # 004 §1.3: the mafia win when they equal or outnumber the town.
    t = Table()
    t.to_day()
    for seat in (1, 3, 4):
        t.run(c.remove, seat=seat)
    assert t.state.winner is None                          # 3 black vs 4 red
    t.run(c.remove, seat=5)
    assert t.state.winner is Winner.BLACK                  # 3 vs 3


def test_several_leaving_at_once_all_leave_before_the_win_check():
    # docs/rules.md §1: in a multi-player elimination all leave first, then the win is checked.
    # Latvian table of 5: 1 civilian, 2 and 5 mafia, 3 commissar, 4 doctor.
    roles = {Role.MAFIA: 2, Role.COMMISSAR: 1, Role.DOCTOR: 1, Role.CIVILIAN: 1}
    t = Table("latvian", roles=roles, deal=["civilian", "mafia", "commissar", "doctor", "mafia"])
    t.to_day()
    t.next()
    t.speak({1: 2, 2: 1, 3: [1, 2], 4: [1, 2], 5: 1})
    t.talk_through()
    assert t.state.day.candidates == (1, 2)
    # Five voting, two candidates never tie now that the last candidate must vote for the
    # other (001 Balsošana); a game recorded before that was asked (2's hand down: 2–2) shows
    # what the fold does with the remove-all vote that follows.
    t.as_recorded(ev.VotesCast(1, (3, 5)), ev.VotesCast(2, (1, 4)))
    t.talk_through()
    t.as_recorded(ev.VotesCast(1, (3, 5)), ev.VotesCast(2, (1, 4)))
    t.run(c.remove_all_vote, yes=[3, 4])                  # outcome 1: both leave
    # Had seat 1 left alone first, 2 black vs 2 red would have ended the game.
    assert [d.seat for d in t.state.departures] == [1, 2]
    assert t.state.winner is None and t.state.living() == [3, 4, 5]


def test_the_win_ends_the_game_after_the_last_word():
    # docs/options.md `final_speech_at_end`: the last player to leave speaks before the announcement.
    t = Table("mastermind")
    t.to_day()
    for seat in (1, 3, 4):
        t.run(c.remove, seat=seat)
    t.speak({2: 6, 5: 8})
    t.vote({6: [2, 5, 6, 7]})                              # 6 leaves 4–3: 3 black vs 3 red
    assert t.state.winner is Winner.BLACK
    assert [(st.kind, st.seat) for st in t.state.agenda] == [(StepKind.LAST_WORD, 6), (StepKind.END, None)]
    t.next()
    t.run(c.end_game)
    assert t.state.ended and t.state.phase.value == "end"
    with pytest.raises(RuleViolation, match="The game is over"):
        t.run(c.foul, seat=2)


def test_classic_any_table_size_and_role_mix():
    # 002: any number of players, optional doctor / mistress / commissar.
    roles = {Role.MAFIA: 3, Role.DOCTOR: 1, Role.MISTRESS: 1, Role.COMMISSAR: 1, Role.CIVILIAN: 7}
    deal = ["mafia", "civilian", "doctor", "civilian", "mafia", "mistress", "civilian",
            "commissar", "civilian", "mafia", "civilian", "civilian", "civilian"]
    t = Table("classic", roles=roles, deal=deal)
    assert t.state.size == 13
    assert [st.role for st in t.state.agenda] == [None, "doctor", "mistress", "commissar"]
    t.to_day()
    assert (t.step.kind, t.step.seconds) == (StepKind.OPEN_TALK, 13 * 60)
    with pytest.raises(RuleViolation, match="outnumbered"):
        Table("classic", roles={Role.MAFIA: 3, Role.CIVILIAN: 3}, deal=["mafia"] * 3 + ["civilian"] * 3)


def test_classic_black_wins_only_when_no_town_is_left_option():
    # 002 §4: "until all mafia or all honest players are gone" (docs/rules.md §5: selectable).
    roles = {Role.MAFIA: 1, Role.CIVILIAN: 3}
    deal = ["mafia", "civilian", "civilian", "civilian"]
    t = Table("classic", roles=roles, deal=deal, black_wins_at_parity=False)
    t.to_day()
    t.run(c.remove, seat=2)
    t.run(c.remove, seat=3)
    assert t.state.winner is None                          # 1 vs 1: the game goes on
    t.run(c.remove, seat=4)
    assert t.state.winner is Winner.BLACK


def test_classic_evening_points():
    # 002 scoring: mafia win → each surviving black gets the initial number of town players;
    # town win → each town player gets the number of players still at the table.
    roles = {Role.MAFIA: 1, Role.CIVILIAN: 4}
    deal = ["mafia", "civilian", "civilian", "civilian", "civilian"]
    t = Table("classic", roles=roles, deal=deal)
    t.to_day()
    t.run(c.remove, seat=2)
    t.run(c.remove, seat=1)
    assert t.state.winner is Winner.RED
    assert evening_points(t.state) == {2: 3, 3: 3, 4: 3, 5: 3}
    t = Table("classic", roles=roles, deal=deal)
    t.to_day()
    for seat in (2, 3, 4):
        t.run(c.remove, seat=seat)
    assert t.state.winner is Winner.BLACK and evening_points(t.state) == {1: 4}


def test_a_removal_after_the_win_does_not_change_the_result():
    # docs/options.md `final_speech_at_end`: nothing in the final speech changes the result, not
    # even removing every black player during it.
    t = Table()
    t.to_day()
    t.speak({2: 1, 3: 3})
    t.vote({1: list(range(1, 11))})
    t.talk_through()
    t.night(3, don=1, sheriff=2)
    t.morning()
    t.speak({2: 4, 4: 6})
    t.vote({4: [2, 4, 5, 6, 7, 8, 9, 10]})
    t.talk_through()
    t.night(5, don=1, sheriff=7)            # 3 black, 3 red: black wins; 5 speaks last
    assert t.state.winner is Winner.BLACK and t.step.kind is StepKind.LAST_WORD
    for black in (2, 7, 9):
        t.run(c.remove, seat=black)
    assert t.state.winner is Winner.BLACK
    assert t.step.kind is StepKind.LAST_WORD and t.step.seat == 5
