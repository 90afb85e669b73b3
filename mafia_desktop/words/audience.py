"""What the audience screen says: the words spectators may read, from the state alone.

Plain functions (no widgets), as the table's words. Before the end nothing here names who
holds a role: a night is only its name (no shot, no check, no step: each would tell who
is awake); the day's headlines are the replay's, with roles hidden; the morning is said in
words of our own ("seat 4 was killed", "nobody was killed": the engine's "the doctor saved
the victim" names a role); and any announcement of the host's that names a role at all is
left out (``names_a_role``). The end is the step where the winner is announced; the roles
are revealed once the game is over.
"""

from __future__ import annotations

import re

from mafia_desktop.engine import Phase, State, StepKind
from mafia_desktop.engine.narration import announcements, morning_news
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, message_text, translate

from mafia_desktop.words.table import (
    ROLE_NAMES, ROLE_TITLES, WINNER_WORDS, describe, phase_name, reveal_lines, seat_list,
)

#: The ways a role's word is written besides the role tables (a word on a seat).
_SHORT_ROLE_WORDS = (QT_TRANSLATE_NOOP("SeatView", "civ"),)


def at_the_end(state: State) -> bool:
    """The winner is being announced, or the game is over: what spectators may learn now."""
    return state.ended or (state.winner is not None and state.step is not None and state.step.kind is StepKind.END)


def in_the_dark(state: State) -> bool:
    """A night (the roles night too) until its morning: the town's eyes are shut and so is
    the screen. A game decided by the night's shot has its morning (the victim's last
    word) still in the night."""
    night = state.night
    return state.phase is Phase.NIGHT and not (night is not None and night.resolved) and not at_the_end(state)


def caption(state: State) -> str:
    """The game's labels, for a hall with several screens: "Spring Cup · table 2 · game 7"."""
    labels = state.labels
    parts = [labels.tournament or labels.club]
    if labels.table:
        parts.append(translate("Audience", "table {table}").format(table=labels.table))
    if labels.number:
        parts.append(translate("Audience", "game {number}").format(number=labels.number))
    return " · ".join(part for part in parts if part)


def headline(state: State) -> str:
    """What happens now, as a spectator may know it."""
    if at_the_end(state):
        return translate("Wording", WINNER_WORDS[state.result])
    if in_the_dark(state) or state.phase is Phase.SETUP:
        return ""
    line = describe(state, replay=True, show_roles=False).headline
    return "" if names_a_role(line) else line


def speaker(state: State) -> str:
    """The nickname of whoever has the floor by day (a speech, a last word, a justification)."""
    step = state.step
    if in_the_dark(state) or at_the_end(state) or step is None or step.seat is None or step.kind is StepKind.VOTE:
        return ""
    return state.seat(step.seat).nickname


def nominees(state: State) -> str:
    """Today's nominees in the order they go to the vote."""
    if state.phase is not Phase.DAY or state.day is None or at_the_end(state):
        return ""
    ballot = state.ballot()
    if not ballot:
        return translate("Audience", "No nominees yet")
    return translate("Audience", "Nominees: {seats}").format(seats="  ·  ".join(map(str, ballot)))


def tally(state: State) -> list[tuple[str, bool]]:
    """During a vote, each nominee's hands as they are counted: (the words, is it his turn).
    Those not yet voted on show a dash."""
    rnd, step = state.vote_round, state.step
    if rnd is None or step is None or step.kind is not StepKind.VOTE:
        return []
    rows = []
    for seat in rnd.ballot:
        if seat in rnd.votes:
            count = str(len(rnd.votes[seat]))
        elif seat == step.seat:
            count = str(len(state.picked))
        else:
            count = "–"
        rows.append((translate("Audience", "seat {seat}: {votes}").format(seat=seat, votes=count),
                     seat == step.seat))
    return rows


def vote_details(state: State) -> list[str]:
    """Who is still to vote; the all-leave vote's yeses against the majority needed."""
    step = state.step
    if step is None or at_the_end(state):
        return []
    if step.kind is StepKind.VOTE:
        left = [seat for seat in state.voters_left() if seat not in state.picked]
        return [translate("Wording", "Still to vote: {seats}").format(seats=seat_list(left)) if left
                else translate("Wording", "Still to vote: nobody")]
    if step.kind is StepKind.REMOVE_ALL_VOTE:
        return [line for line in describe(state, replay=True, show_roles=False).details if not names_a_role(line)]
    return []


def morning(state: State) -> str:
    """Through the day's discussion: what the night did, in words that name no role."""
    if in_the_dark(state) or at_the_end(state) or not state.nights:
        return ""
    day, night = state.day, state.nights[-1]
    if state.phase is Phase.DAY and (day is None or day.stage.value != "discussion"):
        return ""
    if state.phase not in (Phase.DAY, Phase.NIGHT) or night.round == 0 or not night.resolved:
        return ""
    if night.victim is not None:
        return translate("Audience", "Night {night}: seat {seat} was killed").format(
            night=night.round, seat=night.victim)
    return translate("Audience", "Night {night}: nobody was killed").format(night=night.round)


def said(before: State | None, after: State) -> list[str]:
    """What the host announces after the action from ``before`` to ``after`` (a vote's count
    and result, a removal, a third foul), without the morning's news (``morning`` says it)
    and without any line that names a role. Nothing at night."""
    if before is None or in_the_dark(after):
        return []
    news = {str(line) for night in after.nights for line in morning_news(after, night)}
    lines = [message_text(line) for line in announcements(before, after) if str(line) not in news]
    return [line for line in lines if at_the_end(after) or not names_a_role(line)]


def revealed(state: State) -> list[str]:
    """Once the game is over: who held each role ("Don: 3", "Mafia: 5, 9")."""
    return reveal_lines(state) if state.ended else []


def phase(state: State) -> str:
    return phase_name(state)


# -- the guard -------------------------------------------------------------------------------

def role_words() -> set[str]:
    """Every word for a role in the language shown, and in English, lower case."""
    english = {*ROLE_NAMES.values(), *ROLE_TITLES.values(), *_SHORT_ROLE_WORDS}
    shown = {translate("Wording", text) for text in (*ROLE_NAMES.values(), *ROLE_TITLES.values())}
    shown |= {translate("SeatView", text) for text in _SHORT_ROLE_WORDS}
    return {word.lower() for phrase in english | shown for word in re.findall(r"\w+", phrase)}


def names_a_role(text: str) -> bool:
    """Does ``text`` say a role's word, in any of its forms (a Russian or Latvian ending, a
    Hebrew prefix)? Erring on the safe side: a line that only seems to is left out."""
    tokens = [token.lower() for token in re.findall(r"\w+", text)]
    for word in role_words():
        stem = word[:-1] if len(word) >= 4 else word
        for token in tokens:
            if token.startswith(stem) or (_is_hebrew(word) and word in token):
                return True
    return False


def _is_hebrew(word: str) -> bool:
    return any("\u0590" <= letter <= "\u05ff" for letter in word)
