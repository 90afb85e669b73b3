"""What each seat on the map shows, derived from the state (plain Python, no Qt).

Roles stay hidden unless the host shows them; a night step shows only the role it needs
(the blacks while they shoot, the don at his check, the sheriff meeting the host, ...), and
the end reveals everyone. The live table marks tonight's shot until the morning.
Words are translatable (context "SeatView"): the role's short word is translated where it
is shown (``role_word``), the departure's tag ("N1", "D2") when the view is made.
"""

from __future__ import annotations

from dataclasses import dataclass

from mafia_desktop.engine import Phase, Role, State, StepKind
from mafia_desktop.engine.customs import Sign
from mafia_desktop.engine.roles import BLACK_ROLES, NIGHT_ACTORS
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, translate

from mafia_desktop.words.answers import NightAnswer

#: A role's short word on its seat (painted in capitals).
ROLE_WORDS = {
    Role.CIVILIAN: QT_TRANSLATE_NOOP("SeatView", "civ"),
    Role.SHERIFF: QT_TRANSLATE_NOOP("SeatView", "sheriff"),
    Role.COMMISSAR: QT_TRANSLATE_NOOP("SeatView", "commissar"),
    Role.DOCTOR: QT_TRANSLATE_NOOP("SeatView", "doctor"),
    Role.MISTRESS: QT_TRANSLATE_NOOP("SeatView", "mistress"),
    Role.MAFIA: QT_TRANSLATE_NOOP("SeatView", "mafia"),
    Role.DON: QT_TRANSLATE_NOOP("SeatView", "don"),
}
#: The roles a night step lets the host see: the blacks while they meet and shoot, and
#: each night role at its own step (the engine's table of roles).
STEP_ROLES: dict[StepKind, frozenset[Role]] = {
    StepKind.AGREEMENT: BLACK_ROLES, StepKind.SHOT: BLACK_ROLES,
    **{step: frozenset({role}) for step, role in NIGHT_ACTORS.items()},
}


@dataclass(frozen=True)
class SeatView:
    number: int
    nickname: str
    fouls: int
    status: str                  # "alive", "killed", "voted", "removed"
    left_when: str = ""          # "N1", "D2"
    speaking: bool = False       # has the floor now (speech, last word, vote on him)
    nominee: int | None = None   # place on today's ballot
    selected: bool = False       # picked for the step's choice (a raised hand, a guess)
    voted_for: int | None = None  # in the current vote round
    role: Role | None = None     # only when it may be shown
    black: bool = False
    #: The seat a checker just pointed at ("check"), or a doctor or mistress chose
    #: ("chosen"): on the map while the host gives his answer.
    answer: str | None = None
    #: A check's sign (its preset's), painted beside the seat.
    gesture: Sign | None = None
    #: Tonight's shot went at this seat: marked on the host's map until the morning.
    shot: bool = False

    @property
    def role_word(self) -> str:
        return translate("SeatView", ROLE_WORDS[self.role]) if self.role else ""


def seat_views(state: State, show_roles: bool, *, as_the_game_needs: bool = True,
               answer: NightAnswer | None = None) -> list[SeatView]:
    """``as_the_game_needs``: a night step shows the role it needs and the end shows all
    (the live table); a replay passes False and shows roles only when the host asks.
    ``answer``: the night answer the host is giving, marked on its seat."""
    step = state.step
    if show_roles or (as_the_game_needs and state.ended):
        visible_roles = frozenset(Role)
    elif as_the_game_needs and step is not None:
        visible_roles = STEP_ROLES.get(step.kind, frozenset())
        if step.kind is StepKind.ROLE_MEETING and step.role:   # the sheriff meeting the host
            visible_roles = frozenset({Role(step.role)})
    else:
        visible_roles = frozenset()
    # The ballot's places while it is today's question: gone once the vote is over (the last
    # words, the night) and once the game is won.
    ballot = state.ballot() if (state.phase is Phase.DAY and state.day is not None and not state.day.vote_complete
                                and state.winner is None) else []
    picked = set(state.picked) if step is not None and step.kind is not StepKind.SHOT else set()
    voted = {}
    rnd = state.vote_round
    if rnd is not None:
        voted = {voter: nominee for nominee, hands in rnd.votes.items() for voter in hands}
    # Tonight's shot, on the table and in a replay alike (the replay's log says it too).
    night = state.night if state.phase is Phase.NIGHT else None
    shot_at = {target for _, target in night.shots or () if target is not None} if night else set()
    views = []
    for seat in state.seats:
        left = seat.left
        status = left.how.value if left else "alive"
        when = ""
        if left and left.phase.value == "night":
            when = translate("SeatView", "N{night}").format(night=left.round)
        elif left:
            when = translate("SeatView", "D{day}").format(day=state.day_called(left.round))
        views.append(SeatView(
            number=seat.number, nickname=seat.nickname, fouls=seat.fouls, status=status,
            left_when=when,
            speaking=step is not None and step.seat == seat.number,
            nominee=ballot.index(seat.number) + 1 if seat.number in ballot else None,
            selected=seat.number in picked,
            voted_for=voted.get(seat.number),
            role=seat.role if seat.role in visible_roles else None,
            black=bool(seat.role and seat.role.is_black and seat.role in visible_roles),
            answer=_answer_mark(answer, seat.number),
            gesture=answer.gesture if answer is not None and answer.seat == seat.number else None,
            shot=seat.number in shot_at,
        ))
    return views


def _answer_mark(answer: NightAnswer | None, seat: int) -> str | None:
    """The seat a checker pointed at: "check" (painted with its sign), or a doctor's or
    mistress's "chosen"."""
    if answer is None or answer.seat != seat:
        return None
    return "chosen" if answer.gesture is None else "check"


#: How a seat left, and when ("killed N1"), under its nickname.
GONE_WORDS = {"killed": QT_TRANSLATE_NOOP("SeatMap", "killed {when}"),
              "voted": QT_TRANSLATE_NOOP("SeatMap", "voted {when}"),
              "removed": QT_TRANSLATE_NOOP("SeatMap", "removed {when}")}


def gone_words(status: str, when: str) -> str:
    return translate("SeatMap", GONE_WORDS[status]).format(when=when)
