"""The flow panel's words: what happens now and what comes next, as the host says it.

Plain functions of the state (no Qt), so they are tested like the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mafia_desktop.engine import LeftHow, Role, State, StepKind, Winner, step_label
from mafia_desktop.engine.narration import morning_news, vote_outlook
from mafia_desktop.engine.ruleset import Discussion

ROLE_NAMES = {
    Role.CIVILIAN: "civilian", Role.SHERIFF: "sheriff", Role.COMMISSAR: "commissar",
    Role.DOCTOR: "doctor", Role.MISTRESS: "mistress", Role.MAFIA: "mafia", Role.DON: "don",
}
WINNER_WORDS = {Winner.RED: "The town wins!", Winner.BLACK: "The mafia wins!",
                Winner.DRAW: "A draw: everyone left together."}


@dataclass
class Wording:
    phase: str                      # "Day 2", "Night 1", "Roles night"
    headline: str                   # what happens now
    details: list[str] = field(default_factory=list)
    upcoming: str = ""              # what comes next


def clock(seconds: float | None) -> str:
    if seconds is None:
        return ""
    sign = "-" if seconds < 0 else ""
    whole = int(abs(seconds) + (0.999 if seconds > 0 else 0))
    return f"{sign}{whole // 60}:{whole % 60:02d}"


def phase_name(state: State) -> str:
    if state.phase.value == "setup":
        return "Setup"
    if state.phase.value == "end":
        return "Game over"
    if state.phase.value == "night":
        return "Roles night" if state.round == 0 else f"Night {state.round}"
    return f"Day {state.day_number}"


def describe(state: State, pending: list[int] | None = None) -> Wording:
    pending = pending or []
    wording = Wording(phase_name(state), "")
    step = state.step
    if state.ended:
        wording.headline = WINNER_WORDS[state.winner]
        wording.details = reveal_lines(state)
        return wording
    if step is None:
        wording.headline = "Nothing to do"
        return wording
    handler = _STEP_WORDS.get(step.kind)
    if handler:
        handler(state, wording, pending)
    wording.details[:0] = _morning_lines(state)
    wording.upcoming = _upcoming(state)
    return wording


def _speech(state: State, w: Wording, pending: list[int]) -> None:
    step = state.step
    if step.silent:
        w.headline = f"Seat {step.seat} has lost this speech (3 fouls)"
        w.details.append("He may still nominate: tap the seat he names.")
    elif state.ruleset.discussion is Discussion.NOMINATIONS:
        w.headline = f"Seat {step.seat} nominates ({step.seconds} s)"
        w.details.append(f"Tap the one or {'two' if state.nomination_limit() > 1 else 'only one'} "
                         "seat(s) he names.")
    else:
        w.headline = f"Seat {step.seat} speaks"
        w.details.append("Tap a seat to nominate it; tap it again to withdraw.")
    _nominee_lines(state, w)
    outlook = vote_outlook(state)
    if outlook:
        w.details.append(outlook)


def _nominee_lines(state: State, w: Wording) -> None:
    day = state.day
    ballot = state.ballot()
    if not ballot:
        w.details.append("No nominees yet.")
        return
    by = {}
    for n in day.active_nominations():
        by.setdefault(n.seat, []).append("host" if n.by is None else str(n.by))
    w.details.append("Nominees: " + ", ".join(f"{s} (by {', '.join(by.get(s, ['?']))})" for s in ballot))


def _open_talk(state: State, w: Wording, pending: list[int]) -> None:
    if state.ruleset.discussion is Discussion.OPEN:
        w.headline = "Discussion: everyone talks"
        w.details.append("Tap the seats the town puts to the vote; tap again to take one off.")
        _nominee_lines(state, w)
    else:
        w.headline = "Open talk: everyone"


def _vote(state: State, w: Wording, pending: list[int]) -> None:
    step, rnd = state.step, state.vote_round
    position = rnd.ballot.index(step.seat) + 1
    again = "Revote" if rnd.number > 1 else "Vote"
    w.headline = f"{again}: who is for seat {step.seat} leaving? ({position} of {len(rnd.ballot)} nominees)"
    w.details.append(f"Hands: {', '.join(map(str, sorted(pending))) or 'none yet'} ({len(pending)})")
    left = [v for v in state.voters_left() if v not in pending]
    w.details.append(f"Still to vote: {', '.join(map(str, left)) or 'nobody'}")
    if step.seat == rnd.ballot[-1] and state.ruleset.abstain_to_last:
        w.details.append(f"Whoever has not voted counts for seat {step.seat}.")
    counted = {n: len(v) for n, v in rnd.votes.items()}
    if counted:
        w.details.append("So far: " + ", ".join(f"seat {n}: {v}" for n, v in counted.items()))


def _remove_all(state: State, w: Wording, pending: list[int]) -> None:
    vote = state.day.remove_all
    names = " and ".join(map(str, vote.candidates))
    w.headline = f"Who is for seats {names} all leaving?"
    needed = len(vote.voters) // 2 + 1
    w.details.append(f"Yes: {', '.join(map(str, sorted(pending))) or 'none yet'} ({len(pending)}); "
                     f"{needed} of {len(vote.voters)} needed.")


def _shot(state: State, w: Wording, pending: list[int]) -> None:
    w.headline = "The mafia shoot: tap the seat they all shot"
    w.details.append("Black players: " + ", ".join(map(str, state.living_black())))
    w.details.append("Different seats, no shot or two shots → Miss.")


def _check(state: State, w: Wording, pending: list[int]) -> None:
    kind = state.step.kind
    role = {StepKind.DON_CHECK: Role.DON, StepKind.SHERIFF_CHECK: Role.SHERIFF,
            StepKind.COMMISSAR_CHECK: Role.COMMISSAR, StepKind.DOCTOR: Role.DOCTOR,
            StepKind.MISTRESS: Role.MISTRESS}[kind]
    actor = state.living_with(role)
    name = ROLE_NAMES[role]
    verb = {StepKind.DOCTOR: "saves", StepKind.MISTRESS: "visits"}.get(kind, "checks")
    if not actor:
        w.headline = f"The {name} has left: his time passes without a check"
        return
    w.headline = f"The {name} (seat {actor[0]}) {verb} a seat: tap it"
    if kind is StepKind.DOCTOR and state.doctor_last and state.doctor_last[0] == state.round - 1:
        w.details.append(f"Not seat {state.doctor_last[1]} again (saved last night).")


def _best_move(state: State, w: Wording, pending: list[int]) -> None:
    w.headline = f"Seat {state.step.seat}'s best move: tap up to three seats"
    w.details.append(f"Chosen: {', '.join(map(str, pending)) or 'none yet'}")


def _talk(title: str):
    def words(state: State, w: Wording, pending: list[int]) -> None:
        w.headline = title.format(seat=state.step.seat, role=state.step.role)
    return words


def _agreement(state: State, w: Wording, pending: list[int]) -> None:
    w.headline = "The mafia meet and agree"
    w.details.append("Black players: " + ", ".join(map(str, state.living_black())))
    if state.ruleset.day_zero_split:
        w.details.append(f"Static arrangement: {', '.join(map(str, pending)) or 'tap up to three seats'}")


def _last_word(state: State, w: Wording, pending: list[int]) -> None:
    seat = state.seat(state.step.seat)
    how = {LeftHow.KILLED: "killed", LeftHow.VOTED: "voted out"}.get(seat.left.how, "leaves")
    w.headline = f"Seat {seat.number}'s last word ({how})"


def _end(state: State, w: Wording, pending: list[int]) -> None:
    w.headline = WINNER_WORDS[state.winner]
    w.details.append("Announce it and reveal every role.")


_STEP_WORDS = {
    StepKind.DEAL: _talk("Deal the roles"),
    StepKind.AGREEMENT: _agreement,
    StepKind.ROLE_MEETING: _talk("The {role} meets the host"),
    StepKind.SPEECH: _speech,
    StepKind.OPEN_TALK: _open_talk,
    StepKind.JUSTIFICATION: _talk("Seat {seat} justifies himself"),
    StepKind.TIE_SPEECH: _talk("Seat {seat} speaks again"),
    StepKind.VOTE: _vote,
    StepKind.REMOVE_ALL_VOTE: _remove_all,
    StepKind.SHOT: _shot,
    StepKind.DON_CHECK: _check, StepKind.SHERIFF_CHECK: _check, StepKind.COMMISSAR_CHECK: _check,
    StepKind.DOCTOR: _check, StepKind.MISTRESS: _check,
    StepKind.BEST_MOVE: _best_move,
    StepKind.LAST_WORD: _last_word,
    StepKind.END: _end,
}


def _morning_lines(state: State) -> list[str]:
    """The night's news, shown through the day's discussion."""
    day = state.day
    if state.phase.value != "day" or day is None or day.stage.value != "discussion":
        return []
    night = state.nights[-1]
    news = morning_news(state, night)
    return ["Morning: " + " ".join(news)] if news else []


def _upcoming(state: State) -> str:
    rest = state.upcoming()
    speakers = [st.seat for st in rest if st.kind is StepKind.SPEECH]
    if speakers:
        return "Then: " + ", ".join(map(str, speakers))
    if rest:
        return "Then: " + _short(rest[0])
    if state.phase.value == "day":
        return "Then: night" if state.day.vote_complete else "Then: the vote"
    if state.phase.value == "night":
        return "Then: morning"
    return ""


def _short(step) -> str:
    return step_label(step)


def last_answer(state: State) -> str | None:
    """The answer of tonight's latest check, for the host's eyes only."""
    night = state.nights[-1] if state.nights else None
    if night is None or state.phase.value != "night":
        return None
    for check, question, yes, no in ((night.commissar_check, "commissar", "BLACK", "not black"),
                                     (night.sheriff_check, "sheriff", "BLACK", "RED"),
                                     (night.don_check, "don", "THE SHERIFF", "not the sheriff")):
        if check is not None and check.seat is not None:
            answer = "blocked: no answer" if check.answer is None else (yes if check.answer else no)
            return f"The {question} checked seat {check.seat}: {answer}"
    return None


def reveal_lines(state: State) -> list[str]:
    lines = []
    for role in (Role.DON, Role.MAFIA, Role.SHERIFF, Role.COMMISSAR, Role.DOCTOR, Role.MISTRESS):
        seats = [s.number for s in state.seats if s.role is role]
        if seats:
            lines.append(f"{ROLE_NAMES[role].capitalize()}: {', '.join(map(str, seats))}")
    return lines
