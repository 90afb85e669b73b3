"""What the host says: the morning news and whether there is a vote today.

Plain functions of the state, shared by the window, the protocol and the tests. They
return ``Message`` values (translatable; ``str()`` is the English).
"""

from __future__ import annotations

from .errors import Message
from .flow import FIRST_DAY_NONE, monster_reason
from .roles import Role
from .ruleset import FirstDayVote
from .state import Night, Phase, State


def morning_news(state: State, night: Night) -> list[Message]:
    """The host's announcement after ``night`` [004 §2.2], [001 Morning]."""
    if night.round == 0 or not night.resolved:
        return []
    lines = []
    if night.victim is not None:
        lines.append(Message("Seat {seat} was killed.", seat=night.victim))
    elif night.saved:
        lines.append(Message("The mafia shot, but the doctor saved the victim."))  # [001] no names
    else:
        lines.append(Message("The mafia missed: nobody was killed."))
    check = night.commissar_check
    commissar = state.seat_with(Role.COMMISSAR)
    if check is not None and check.answer is not None and night.victim != commissar:
        # [001] announced without saying who checked whom; not if the commissar was killed.
        lines.append(Message("The commissar's check found a black player.") if check.answer
                     else Message("The commissar's check found a player who is not black."))
    return lines


def vote_outlook(state: State) -> Message | None:
    """Why there will be no vote today, as far as it is known already; None if there may be one."""
    day = state.day
    if state.phase is not Phase.DAY or day is None:
        return None
    if day.no_vote_reason:
        return day.no_vote_reason
    if day.vote_complete:
        return None
    rules = state.ruleset
    if state.monster_seat is not None and rules.monster_rule:
        return monster_reason(state.monster_seat)
    if day.round == 1 and rules.first_day_vote is FirstDayVote.NONE:
        return FIRST_DAY_NONE
    return None
