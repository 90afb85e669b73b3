"""The ruleset's options in words, for the new-game dialog and the protocol alike.

The words are English, marked for translation in the context "RuleWords" (the tables are
built at import, before a language is installed); ``option_label``, ``value_words`` and
``flag_words`` give them in the installed language.
"""

from __future__ import annotations

from enum import Enum

# The engine's marker: the same name as Qt's (the catalog reads it).
from mafia_desktop.engine.errors import QT_TRANSLATE_NOOP
from mafia_desktop.engine.ruleset import (
    AllSeatedTie, BestMove, Discussion, FirstDayVote, FourAliveTie, RemoveAllVoters,
    RevoteOrder, Rotation, SecondTie, Shooting, ThirdFoul, ThreeOfNineTie, Withdrawal,
)
from mafia_desktop.i18n import translate

CONTEXT = "RuleWords"

#: Option → (label, words per value). Enum options are spelled out value by value.
ENUM_OPTIONS: dict[str, tuple[str, dict[Enum, str]]] = {
    "discussion": (QT_TRANSLATE_NOOP("RuleWords", "discussion"), {
        Discussion.SPEECHES: QT_TRANSLATE_NOOP("RuleWords", "one speech each, nominations inside it"),
        Discussion.NOMINATIONS: QT_TRANSLATE_NOOP("RuleWords", "open talk, then one or two nominations each"),
        Discussion.OPEN: QT_TRANSLATE_NOOP("RuleWords", "open talk, the host puts players to the vote")}),
    "first_day_vote": (QT_TRANSLATE_NOOP("RuleWords", "first-day vote"), {
        FirstDayVote.STANDARD: QT_TRANSLATE_NOOP("RuleWords", "a single nominee means no vote"),
        FirstDayVote.TO_TALK: QT_TRANSLATE_NOOP("RuleWords", "the leaders do not leave, they speak 30 s more"),
        FirstDayVote.NO_BREAK: QT_TRANSLATE_NOOP(
            "RuleWords", "a single leader stays; tied players can still leave together"),
        FirstDayVote.SELF_BREAK: QT_TRANSLATE_NOOP("RuleWords", "the leader leaves only if he voted for himself"),
        FirstDayVote.NONE: QT_TRANSLATE_NOOP("RuleWords", "no vote on the first day"),
        FirstDayVote.AS_ANY_DAY: QT_TRANSLATE_NOOP("RuleWords", "as on any other day: a single nominee is voted on")}),
    "second_tie": (QT_TRANSLATE_NOOP("RuleWords", "a tie in the revote"), {
        SecondTie.NARROW: QT_TRANSLATE_NOOP("RuleWords", "revote among the top; all equal → vote on all leaving"),
        SecondTie.REMOVE_ALL: QT_TRANSLATE_NOOP("RuleWords", "vote on all of them leaving"),
        SecondTie.NOBODY: QT_TRANSLATE_NOOP("RuleWords", "nobody leaves")}),
    "remove_all_voters": (QT_TRANSLATE_NOOP("RuleWords", "vote on all leaving"), {
        RemoveAllVoters.EVERYONE: QT_TRANSLATE_NOOP("RuleWords", "every living player votes"),
        RemoveAllVoters.NON_CANDIDATES: QT_TRANSLATE_NOOP("RuleWords", "the nominees do not vote")}),
    "tie_with_four_alive": (QT_TRANSLATE_NOOP("RuleWords", "a tie with four alive"), {
        FourAliveTie.REMOVE_ALL_VOTE: QT_TRANSLATE_NOOP("RuleWords", "vote on both leaving as usual"),
        FourAliveTie.NOBODY_LEAVES: QT_TRANSLATE_NOOP("RuleWords", "nobody leaves")}),
    "tie_of_three_with_nine_alive": (QT_TRANSLATE_NOOP("RuleWords", "a three-way tie with nine alive"), {
        ThreeOfNineTie.AS_USUAL: QT_TRANSLATE_NOOP("RuleWords", "as usual"),
        ThreeOfNineTie.NO_FURTHER_VOTE: QT_TRANSLATE_NOOP("RuleWords", "no further vote"),
        ThreeOfNineTie.AFTER_FIRST_ROUND: QT_TRANSLATE_NOOP("RuleWords", "no further vote after the first round")}),
    "all_seated_tied": (QT_TRANSLATE_NOOP("RuleWords", "everyone at the table tied"), {
        AllSeatedTie.NOBODY_LEAVES: QT_TRANSLATE_NOOP("RuleWords", "nobody leaves"),
        AllSeatedTie.DRAW_VOTE: QT_TRANSLATE_NOOP("RuleWords", "a vote on all leaving; passed, the game is a draw")}),
    "revote_order": (QT_TRANSLATE_NOOP("RuleWords", "revote order"), {
        RevoteOrder.SAME: QT_TRANSLATE_NOOP("RuleWords", "as the first vote"),
        RevoteOrder.REVERSE: QT_TRANSLATE_NOOP("RuleWords", "reversed")}),
    "rotation": (QT_TRANSLATE_NOOP("RuleWords", "first speaker"), {
        Rotation.NEXT_STARTER: QT_TRANSLATE_NOOP("RuleWords", "the next after the previous day's first"),
        Rotation.AFTER_LAST: QT_TRANSLATE_NOOP("RuleWords", "the day ends after the previous day's last speaker"),
        Rotation.FROM_FIRST: QT_TRANSLATE_NOOP("RuleWords", "the lowest living seat every day")}),
    "withdrawal": (QT_TRANSLATE_NOOP("RuleWords", "withdrawing a nomination"), {
        Withdrawal.ALLOWED: QT_TRANSLATE_NOOP("RuleWords", "allowed"),
        Withdrawal.REPLACE: QT_TRANSLATE_NOOP("RuleWords", "a new nomination replaces one's own"),
        Withdrawal.FORBIDDEN: QT_TRANSLATE_NOOP("RuleWords", "not allowed")}),
    "best_move": (QT_TRANSLATE_NOOP("RuleWords", "best move"), {
        BestMove.FIRST_NIGHT: QT_TRANSLATE_NOOP("RuleWords", "the player killed on the first night names three"),
        BestMove.FIRST_KILLED: QT_TRANSLATE_NOOP("RuleWords", "the first killed names three"),
        BestMove.NONE: QT_TRANSLATE_NOOP("RuleWords", "not recorded")}),
    "third_foul": (QT_TRANSLATE_NOOP("RuleWords", "third foul"), {
        ThirdFoul.LOSE_SPEECH: QT_TRANSLATE_NOOP("RuleWords", "the next speech is lost"),
        ThirdFoul.CUT_SPEECH: QT_TRANSLATE_NOOP("RuleWords", "the next speech is cut to 30 s"),
        ThirdFoul.NO_PENALTY: QT_TRANSLATE_NOOP("RuleWords", "no penalty")}),
    "shooting": (QT_TRANSLATE_NOOP("RuleWords", "the shot"), {
        Shooting.EACH_BLACK: QT_TRANSLATE_NOOP("RuleWords", "each black shoots; a hit needs all on one seat"),
        Shooting.AGREED: QT_TRANSLATE_NOOP("RuleWords", "the mafia agree on one victim")}),
}

#: Yes/no options: (words when True, words when False).
FLAG_OPTIONS: dict[str, tuple[str, str]] = {
    "ballot_by_seat": (QT_TRANSLATE_NOOP("RuleWords", "nominees voted on in seat order"),
                       QT_TRANSLATE_NOOP("RuleWords", "nominees voted on in nomination order")),
    "abstain_to_last": (QT_TRANSLATE_NOOP("RuleWords", "a missing vote counts for the last nominee"),
                        QT_TRANSLATE_NOOP("RuleWords", "a missing vote is lost")),
    "candidate_may_vote_self": (QT_TRANSLATE_NOOP("RuleWords", "a nominee may vote for himself"),
                                QT_TRANSLATE_NOOP("RuleWords", "a nominee may not vote for himself")),
    "repeat_nomination_counts": (
        QT_TRANSLATE_NOOP("RuleWords", "naming a nominee already on the list uses up one's nomination"),
        QT_TRANSLATE_NOOP("RuleWords", "naming a nominee already on the list adds nothing and uses nothing up")),
    "black_may_be_shot": (QT_TRANSLATE_NOOP("RuleWords", "the mafia may shoot one of their own"),
                          QT_TRANSLATE_NOOP("RuleWords", "the mafia's victim is one of the honest players")),
    "day_zero_split": (QT_TRANSLATE_NOOP("RuleWords", "the first-day split is allowed"),
                       QT_TRANSLATE_NOOP("RuleWords", "no first-day split")),
    "monster_rule": (QT_TRANSLATE_NOOP("RuleWords", "a removal cancels the day's vote"),
                     QT_TRANSLATE_NOOP("RuleWords", "a removal does not cancel the vote")),
    "technical_fouls": (QT_TRANSLATE_NOOP("RuleWords", "technical fouls counted, the second removes"),
                        QT_TRANSLATE_NOOP("RuleWords", "no technical fouls")),
    "final_speech_at_end": (QT_TRANSLATE_NOOP("RuleWords", "the last to leave speaks before the win is announced"),
                            QT_TRANSLATE_NOOP("RuleWords", "the win is announced at once")),
    "don_step_when_gone": (QT_TRANSLATE_NOOP("RuleWords", "the don's minute runs even when he is gone"),
                           QT_TRANSLATE_NOOP("RuleWords", "no don's step once he is gone")),
    "killed_commissar_last_word": (QT_TRANSLATE_NOOP("RuleWords", "a killed commissar has a last word"),
                                   QT_TRANSLATE_NOOP("RuleWords", "a killed commissar has no last word")),
    "black_wins_at_parity": (QT_TRANSLATE_NOOP("RuleWords", "the mafia win when they equal the town"),
                             QT_TRANSLATE_NOOP("RuleWords", "the mafia win only when the town is gone")),
    "mistress_blocks": (QT_TRANSLATE_NOOP("RuleWords", "the mistress blocks her visitee's action"),
                        QT_TRANSLATE_NOOP("RuleWords", "the mistress blocks nothing")),
    "cards_shown": (QT_TRANSLATE_NOOP("RuleWords", "a leaving player shows his card"),
                    QT_TRANSLATE_NOOP("RuleWords", "cards stay hidden")),
    "evening_points": (QT_TRANSLATE_NOOP("RuleWords", "evening points kept"),
                       QT_TRANSLATE_NOOP("RuleWords", "no points")),
}


def word(text: str) -> str:
    """A word of these tables in the installed language (English if none is)."""
    return translate(CONTEXT, text)


def option_label(name: str) -> str:
    """An option's label, translated: "first-day vote" for a choice, the words when true
    for a yes/no option."""
    return word(ENUM_OPTIONS[name][0] if name in ENUM_OPTIONS else FLAG_OPTIONS[name][0])


def value_words(name: str, member: Enum) -> str:
    """One value of a choice, translated ("a single nominee means no vote"); a value the
    table does not spell out reads as its name."""
    words = ENUM_OPTIONS[name][1].get(member)
    return word(words) if words else member.value.replace("_", " ")


def flag_words(name: str, value: bool) -> str:
    """A yes/no option's words for ``value``, translated."""
    return word(FLAG_OPTIONS[name][0 if value else 1])


#: An event's kind (the archive's ``contests.KINDS``) → its name, in the context "Contests".
KIND_WORDS = {"evening": QT_TRANSLATE_NOOP("Contests", "Club evening"),
              "tournament": QT_TRANSLATE_NOOP("Contests", "Tournament"),
              "elite": QT_TRANSLATE_NOOP("Contests", "Elite tournament")}


def kind_words(kind: str) -> str:
    """"Club evening" or "Tournament", in the installed language (an unknown kind as it is)."""
    return translate("Contests", KIND_WORDS[kind]) if kind in KIND_WORDS else kind
