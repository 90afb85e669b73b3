"""The club options of RULES.md §7 in the host's words, for the new-game dialog."""

from __future__ import annotations

from enum import Enum

from mafia_desktop.engine.ruleset import (
    AllSeatedTie, BestMove, FirstDayVote, FourAliveTie, RevoteOrder, Rotation, ThirdFoul,
    ThreeOfNineTie, Withdrawal,
)

PRESET_WORDS = {
    "sport": "10 players, sheriff and don (Crime Time / FIIM)",
    "mastermind": "10 players, day 0 and the split (Hebrew club rules)",
    "latvian": "up to 13, commissar and doctor, two nominations each",
    "classic": "any table, optional doctor, mistress, commissar (party rules)",
}

OPTION_LABELS = {
    "first_day_vote": "First day's vote",
    "withdrawal": "Withdrawing a nomination",
    "rotation": "Who opens each day",
    "revote_order": "Order of a revote",
    "tie_with_four_alive": "A tie with four players left",
    "tie_of_three_with_nine_alive": "Three tied with nine left",
    "all_seated_tied": "Everyone at the table tied",
    "best_move": "Best move",
    "third_foul": "Third foul",
    "monster_rule": "Monster rule: a removal cancels the day's vote",
    "technical_fouls": "Technical fouls (the second removes)",
    "final_speech_at_end": "Last word before the win is announced",
    "black_wins_at_parity": "The mafia win when they equal the town",
    "mistress_blocks": "The mistress blocks the player she visits",
}

VALUE_WORDS: dict[Enum, str] = {
    FirstDayVote.STANDARD: "a single nominee → no vote",
    FirstDayVote.TO_TALK: "the leader speaks 30 s more, nobody leaves",
    FirstDayVote.NO_BREAK: "a single leader stays; the tied may leave together",
    FirstDayVote.SELF_BREAK: "the leader leaves only if he voted for himself",
    FirstDayVote.NONE: "no vote on the first day",
    Withdrawal.ALLOWED: "allowed: withdraw, then nominate another",
    Withdrawal.REPLACE: "a new nomination replaces one's own",
    Withdrawal.FORBIDDEN: "not allowed",
    Rotation.NEXT_STARTER: "the seat after the previous day's first speaker",
    Rotation.AFTER_LAST: "so that the day ends after the previous day's last speaker",
    Rotation.FROM_FIRST: "the first seat, every day",
    RevoteOrder.SAME: "the same order as the first vote",
    RevoteOrder.REVERSE: "the reverse order",
    FourAliveTie.REMOVE_ALL_VOTE: "vote to remove them all, as usual",
    FourAliveTie.NOBODY_LEAVES: "no further vote, nobody leaves",
    ThreeOfNineTie.AS_USUAL: "as usual",
    ThreeOfNineTie.NO_FURTHER_VOTE: "no further vote",
    ThreeOfNineTie.AFTER_FIRST_ROUND: "no further vote after the first round",
    AllSeatedTie.NOBODY_LEAVES: "nobody leaves, night falls",
    AllSeatedTie.DRAW_VOTE: "vote to remove all: the game is a draw",
    BestMove.FIRST_KILLED: "the first killed names three",
    BestMove.NONE: "not recorded",
    ThirdFoul.LOSE_SPEECH: "next speech lost (30 s with 3–4 left)",
    ThirdFoul.CUT_SPEECH: "next speech cut to 30 s",
    ThirdFoul.NO_PENALTY: "no penalty",
}


def value_words(member: Enum) -> str:
    return VALUE_WORDS.get(member, member.value.replace("_", " "))
