"""The mafiaratings format's own words, the same both ways: its rule digits, role, winner
and death names, its ``features`` letters."""

from __future__ import annotations

from typing import Any

from mafia_desktop.engine import Role, Winner
from mafia_desktop.engine.roles import ROLE_TABLE
from mafia_desktop.engine.ruleset import (
    AllSeatedTie, BestMove as BestMoveRule, FirstDayVote, FourAliveTie, RevoteOrder, Rotation,
    ThirdFoul, ThreeOfNineTie, Withdrawal,
)


SOURCE = "mafiaratings"

#: The options of docs/rules.md §7 in the order of the record's 13 ``rules`` digits: (our
#: option, its values by digit). None: an option the engine does not play (on-record
#: colours), read and ignored.
#: The first-day vote keeps the digits records were written with; "as any other day" (000,
#: docs/rules.md §7's second value) was added last, so no earlier record changes its meaning.
RULE_DIGITS: tuple[tuple[str, tuple[Any, ...] | None], ...] = (
    ("rotation", (Rotation.NEXT_STARTER, Rotation.AFTER_LAST)),
    ("on-record colours", None),
    ("on-record count", None),
    ("withdrawal", (Withdrawal.ALLOWED, Withdrawal.REPLACE, Withdrawal.FORBIDDEN)),
    ("first_day_vote", (FirstDayVote.STANDARD, FirstDayVote.TO_TALK, FirstDayVote.NO_BREAK,
                        FirstDayVote.SELF_BREAK, FirstDayVote.AS_ANY_DAY)),
    ("revote_order", (RevoteOrder.SAME, RevoteOrder.REVERSE)),
    ("all_seated_tied", (AllSeatedTie.NOBODY_LEAVES, AllSeatedTie.DRAW_VOTE)),
    ("tie_with_four_alive", (FourAliveTie.REMOVE_ALL_VOTE, FourAliveTie.NOBODY_LEAVES)),
    ("tie_of_three_with_nine_alive", (ThreeOfNineTie.AS_USUAL, ThreeOfNineTie.NO_FURTHER_VOTE,
                                      ThreeOfNineTie.AFTER_FIRST_ROUND)),
    ("best_move", (BestMoveRule.FIRST_NIGHT, BestMoveRule.NONE)),
    ("final_speech_at_end", (True, False)),
    ("third_foul", (ThirdFoul.LOSE_SPEECH, ThirdFoul.CUT_SPEECH, ThirdFoul.NO_PENALTY)),
    ("technical_fouls", (False, True)),
)
#: Rules with no digit, and the nearest the format can say: the record then leaves out what
#: that digit would play otherwise (day 1's nominations, that had no vote; a best move after
#: a later night), so that it reads back to the same game.
NEAREST: dict[tuple[str, Any], Any] = {
    ("first_day_vote", FirstDayVote.NONE): FirstDayVote.STANDARD,
    ("best_move", BestMoveRule.FIRST_KILLED): BestMoveRule.FIRST_NIGHT,
}
#: ``players[].role`` names: the engine's table of roles says each role's (or that it has
#: none); "srf" is the older exports' sheriff.
ROLE_NAMES = {role: row.mafiaratings for role, row in ROLE_TABLE.items() if row.mafiaratings is not None}
ROLES = {**{name: role for role, name in ROLE_NAMES.items()}, "srf": Role.SHERIFF}
WINNERS = {"civ": Winner.RED, "maf": Winner.BLACK, "tie": Winner.DRAW}
#: Death types that are a removal, and the reason the departure keeps.
REMOVALS = ("warnings", "techFouls", "kickOut", "teamKickOut", "giveUp")
#: ``bonus`` words: titles the host gave, not points (this app keeps points only).
BONUS_TITLES = ("bestPlayer", "bestMove", "worstMove")
#: Every detail a record may hold (the service's ``features`` letters).
ALL_FEATURES = "agsdutclihvknwro"
