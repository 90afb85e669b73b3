"""The ruleset's options in words, for the new-game dialog and the protocol alike."""

from __future__ import annotations

from enum import Enum

from mafia_desktop.engine.ruleset import (
    AllSeatedTie, BestMove, Discussion, FirstDayVote, FourAliveTie, RemoveAllVoters,
    RevoteOrder, Rotation, SecondTie, Shooting, ThirdFoul, ThreeOfNineTie, Withdrawal,
)

#: Option → (label, words per value). Enum options are spelled out value by value.
ENUM_OPTIONS: dict[str, tuple[str, dict[Enum, str]]] = {
    "discussion": ("discussion", {
        Discussion.SPEECHES: "one speech each, nominations inside it",
        Discussion.NOMINATIONS: "open talk, then one or two nominations each",
        Discussion.OPEN: "open talk, the host puts players to the vote"}),
    "first_day_vote": ("first-day vote", {
        FirstDayVote.STANDARD: "a single nominee means no vote",
        FirstDayVote.TO_TALK: "the leaders do not leave, they speak 30 s more",
        FirstDayVote.NO_BREAK: "a single leader stays; tied players can still leave together",
        FirstDayVote.SELF_BREAK: "the leader leaves only if he voted for himself",
        FirstDayVote.NONE: "no vote on the first day"}),
    "second_tie": ("a tie in the revote", {
        SecondTie.NARROW: "revote among the top; all equal → vote on all leaving",
        SecondTie.REMOVE_ALL: "vote on all of them leaving",
        SecondTie.NOBODY: "nobody leaves"}),
    "remove_all_voters": ("vote on all leaving", {
        RemoveAllVoters.EVERYONE: "every living player votes",
        RemoveAllVoters.NON_CANDIDATES: "the nominees do not vote"}),
    "tie_with_four_alive": ("a tie with four alive", {
        FourAliveTie.REMOVE_ALL_VOTE: "vote on both leaving as usual",
        FourAliveTie.NOBODY_LEAVES: "nobody leaves"}),
    "tie_of_three_with_nine_alive": ("a three-way tie with nine alive", {
        ThreeOfNineTie.AS_USUAL: "as usual",
        ThreeOfNineTie.NO_FURTHER_VOTE: "no further vote",
        ThreeOfNineTie.AFTER_FIRST_ROUND: "no further vote after the first round"}),
    "all_seated_tied": ("everyone at the table tied", {
        AllSeatedTie.NOBODY_LEAVES: "nobody leaves",
        AllSeatedTie.DRAW_VOTE: "a vote on all leaving; passed, the game is a draw"}),
    "revote_order": ("revote order", {
        RevoteOrder.SAME: "as the first vote", RevoteOrder.REVERSE: "reversed"}),
    "rotation": ("first speaker", {
        Rotation.NEXT_STARTER: "the next after the previous day's first",
        Rotation.AFTER_LAST: "the day ends after the previous day's last speaker",
        Rotation.FROM_FIRST: "the lowest living seat every day"}),
    "withdrawal": ("withdrawing a nomination", {
        Withdrawal.ALLOWED: "allowed", Withdrawal.REPLACE: "a new nomination replaces one's own",
        Withdrawal.FORBIDDEN: "not allowed"}),
    "best_move": ("best move", {
        BestMove.FIRST_KILLED: "the first killed names three",
        BestMove.NONE: "not recorded"}),
    "third_foul": ("third foul", {
        ThirdFoul.LOSE_SPEECH: "the next speech is lost",
        ThirdFoul.CUT_SPEECH: "the next speech is cut to 30 s",
        ThirdFoul.NO_PENALTY: "no penalty"}),
    "shooting": ("the shot", {
        Shooting.EACH_BLACK: "each black shoots; a hit needs all on one seat",
        Shooting.AGREED: "the mafia agree on one victim"}),
}

#: Yes/no options: (words when True, words when False).
FLAG_OPTIONS: dict[str, tuple[str, str]] = {
    "ballot_by_seat": ("nominees voted on in seat order", "nominees voted on in nomination order"),
    "abstain_to_last": ("a missing vote counts for the last nominee", "a missing vote is lost"),
    "candidate_may_vote_self": ("a nominee may vote for himself",
                                "a nominee may not vote for himself"),
    "day_zero_split": ("the first-day split is allowed", "no first-day split"),
    "monster_rule": ("a removal cancels the day's vote", "a removal does not cancel the vote"),
    "technical_fouls": ("technical fouls counted, the second removes",
                        "no technical fouls"),
    "final_speech_at_end": ("the last to leave speaks before the win is announced",
                            "the win is announced at once"),
    "don_step_when_gone": ("the don's minute runs even when he is gone",
                           "no don's step once he is gone"),
    "killed_commissar_last_word": ("a killed commissar has a last word",
                                   "a killed commissar has no last word"),
    "black_wins_at_parity": ("the mafia win when they equal the town",
                             "the mafia win only when the town is gone"),
    "mistress_blocks": ("the mistress blocks her visitee's action",
                        "the mistress blocks nothing"),
    "cards_shown": ("a leaving player shows his card", "cards stay hidden"),
    "evening_points": ("evening points kept", "no points"),
}
