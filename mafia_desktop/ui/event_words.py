"""One line per logged event, in the host's words: "Seat 4 nominated seat 7", "Votes for
seat 7: 3, 5, 9 (3) — seat 7 voted out". Used by the replay of an archived game.

Plain functions of the event and the states just before and after it (no Qt). What an
event led to (who left, a revote, the winner) is read off the two states, never guessed.
Roles stay out of every line unless ``show_roles``: not the deal, not a check's answer, not
who shot whom when the shots differ (the shooters are the black players), not how many of a
best move's guesses were black.

``walk(events)`` runs through a log once and hands each event with its before and after
states, so the lines of a whole game cost two folds, not one fold per event.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from mafia_desktop.engine import Event, LeftHow, Phase, Role, State, Timeline, Winner, step_label

from .wording import ROLE_NAMES, clock

#: What the host says about the end; the role-free side of ``wording.WINNER_WORDS``.
WINNER_LINES = {Winner.RED: "the town wins", Winner.BLACK: "the mafia wins",
                Winner.DRAW: "a draw: everyone left together"}
#: The roles the deal names, in the order a host reveals them (civilians go unsaid).
DEAL_ORDER = (Role.DON, Role.MAFIA, Role.SHERIFF, Role.COMMISSAR, Role.DOCTOR, Role.MISTRESS)

#: The event types whose line says more with the roles shown; every other line is the same
#: either way (an undo or a redo reads as the action it takes back or puts back).
ROLE_SENSITIVE = frozenset({"roles_dealt", "shots_fired", "don_checked", "sheriff_checked",
                            "commissar_checked", "best_move"})

Words = Callable[[Event, State, State, bool], str]
_WORDS: dict[str, Words] = {}


def words_for(*types: str) -> Callable[[Words], Words]:
    def register(function: Words) -> Words:
        for name in types:
            _WORDS[name] = function
        return function
    return register


def has_words(event_type: str) -> bool:
    """Does this event type have its own line (and not the bare fallback)?"""
    return event_type in _WORDS or event_type in ("undone", "redone")


def event_line(event: Event, before: State, after: State, *, show_roles: bool = False,
               action: Event | None = None) -> str:
    """The event in one short line. ``action``: for an undo or a redo, the action it takes
    back or puts back (the log does not say which; ``walk`` knows)."""
    if event.type in ("undone", "redone"):
        return _undo_line(event, before, after, show_roles, action)
    words = _WORDS.get(event.type)
    if words is None:
        return f"[{event.type}]"
    line = words(event, before, after, show_roles)
    outcome = outcome_words(event, before, after)
    return f"{line} — {outcome}" if outcome else line


def walk(events: Iterable[Event]) -> Iterator[tuple[Event, State, State, Event | None]]:
    """Each event with the state before it, the state after it, and (for an undo or a redo)
    the action it takes back or puts back. The states are folded without checks (the log is
    the archive's) and are only valid until the next item: read them, do not keep them.

    Two timelines run one event apart, so no state is copied and nothing is refolded but
    what an undo refolds anyway."""
    behind, ahead = Timeline(), Timeline()
    for event in events:
        ahead.push(event, check=False)
        action = None
        if event.type == "undone":
            action = ahead.redo[-1]
        elif event.type == "redone":
            action = ahead.effective[-1]
        yield event, behind.state, ahead.state, action
        behind.push(event, check=False)


def event_lines(events: Iterable[Event], *, show_roles: bool = False) -> list[str]:
    return [event_line(event, before, after, show_roles=show_roles, action=action)
            for event, before, after, action in walk(events)]


def phase_tag(state: State) -> str:
    """Where the table is, in two or three characters: "N0" (the roles night), "D2", "N2"."""
    if state.phase is Phase.NIGHT:
        return f"N{state.round}"
    if state.phase is Phase.DAY:
        return f"D{state.day_number}"
    return "End" if state.phase is Phase.END else "Setup"


# -- the lines -------------------------------------------------------------------------------

def _seats(seats: Iterable[int]) -> str:
    return ", ".join(map(str, seats))


def _and(seats: Iterable[int]) -> str:
    """"4", "4 and 5", "4, 5 and 6"."""
    words = [str(seat) for seat in seats]
    return " and ".join([", ".join(words[:-1]), words[-1]]) if len(words) > 1 else "".join(words)


def _label(state: State) -> str:
    """The step an event resolves, as a subject: "Seat 4's speech", "The mafia's agreement"."""
    label = step_label(state.step) if state.step is not None else "the talk"
    return label[:1].upper() + label[1:]


@words_for("game_created")
def _created(event, before, after, show_roles) -> str:
    return f"New game: {len(event.nicknames)} players, {event.ruleset.preset} rules"


@words_for("game_labelled")
def _labelled(event, before, after, show_roles) -> str:
    parts = [event.club, event.tournament, event.table and f"table {event.table}",
             event.number and f"game {event.number}", event.host and f"host {event.host}"]
    shown = ", ".join(p for p in parts if p)
    return f"Game labelled: {shown}" if shown else "Game labels cleared"


@words_for("nickname_changed")
def _renamed(event, before, after, show_roles) -> str:
    old = before.seat(event.seat).nickname if before.is_seat(event.seat) else ""
    return f"Seat {event.seat} renamed: {old} → {event.nickname}" if old else \
        f"Seat {event.seat} is now called {event.nickname}"


@words_for("roles_dealt")
def _dealt(event, before, after, show_roles) -> str:
    if not show_roles:
        return "Roles dealt"
    parts = []
    for role in DEAL_ORDER:
        seats = [seat for seat, dealt in enumerate(event.roles, start=1) if dealt is role]
        if seats:
            parts.append(f"{ROLE_NAMES[role]} {_seats(seats)}")
    return "Roles dealt: " + "; ".join(parts) if parts else "Roles dealt: civilians only"


@words_for("arrangement_recorded")
def _arrangement(event, before, after, show_roles) -> str:
    return f"The mafia's arrangement: seats {_seats(event.seats)}"


@words_for("speech_started")
def _started(event, before, after, show_roles) -> str:
    verb = "resumed" if before.timer.used > 0 else "started"
    return f"Timer {verb}: {step_label(before.step)}"


@words_for("speech_paused")
def _paused(event, before, after, show_roles) -> str:
    left = after.remaining(event.at)
    return f"Timer paused: {step_label(before.step)}" + (f" ({clock(left)} left)" if left is not None else "")


@words_for("speech_extended")
def _extended(event, before, after, show_roles) -> str:
    return f"+{event.seconds} s for {step_label(before.step)}"


@words_for("speech_ended")
def _ended(event, before, after, show_roles) -> str:
    return f"{_label(before)} ended"


@words_for("speech_skipped")
def _skipped(event, before, after, show_roles) -> str:
    reason = f" ({event.reason})" if event.reason else ""
    return f"{_label(before)} skipped{reason}"


@words_for("nominated")
def _nominated(event, before, after, show_roles) -> str:
    if event.by is None:
        return f"The host put seat {event.seat} to the vote"
    line = f"Seat {event.by} nominated seat {event.seat}"
    replaced = _withdrawn_by(before, after, event.by)
    return line + (f" (instead of seat {replaced[0]})" if replaced else "")


def _withdrawn_by(before: State, after: State, by: int) -> list[int]:
    """The nominations of ``by`` an event withdrew (a new one replacing his own)."""
    if before.day is None or after.day is None:
        return []
    standing = [(n.by, n.seat) for n in before.day.active_nominations()]
    still = {(n.by, n.seat) for n in after.day.active_nominations()}
    return [seat for who, seat in standing if who == by and (who, seat) not in still]


@words_for("nomination_withdrawn")
def _withdrawn(event, before, after, show_roles) -> str:
    if event.by is None:
        return f"The host took seat {event.seat} off the vote"
    return f"Seat {event.by} withdrew his nomination of seat {event.seat}"


@words_for("votes_cast")
def _votes(event, before, after, show_roles) -> str:
    hands = f"{_seats(event.voters)} ({len(event.voters)})" if event.voters else "no hands"
    line = f"Votes for seat {event.nominee}: {hands}"
    rnd = _round_closed_by(before, after)
    if rnd is not None and after.ruleset.abstain_to_last and rnd.abstainers \
            and event.nominee == rnd.ballot[-1]:
        line += f" + {len(rnd.abstainers)} who did not vote"
    return line


def _round_closed_by(before: State, after: State):
    """The vote round an event closed, if it did."""
    rnd = before.vote_round
    if rnd is None or after.day is None or len(after.day.rounds) < len(before.day.rounds):
        return None
    closed = after.day.rounds[len(before.day.rounds) - 1]
    return closed if closed.closed else None


@words_for("remove_all_voted")
def _remove_all(event, before, after, show_roles) -> str:
    vote = before.day.remove_all if before.day is not None else None
    who = f" ({_seats(vote.candidates)})" if vote is not None else ""
    of = f" of {len(vote.voters)}" if vote is not None else ""
    yes = f"{_seats(event.yes)} ({len(event.yes)}{of})" if event.yes else f"none (0{of})"
    return f"All leaving{who}? Yes: {yes}"


@words_for("day_split")
def _split(event, before, after, show_roles) -> str:
    return f"Split: seats {_and(event.seats)} speak again, nobody leaves"


@words_for("shots_fired")
def _shots(event, before, after, show_roles) -> str:
    night = f"Night {before.round}"
    targets = {target for _, target in event.shots}
    if len(targets) == 1 and None not in targets:
        return f"{night}: the mafia shot seat {next(iter(targets))}"
    if targets == {None}:
        return f"{night}: the mafia did not shoot (a miss)"
    if not show_roles:
        return f"{night}: the shots differ (a miss)"
    each = ", ".join(f"{shooter} → {'none' if target is None else target}" for shooter, target in event.shots)
    return f"{night}: the shots differ ({each}; a miss)"


def _check_line(actor: str, verb: str, answer: Callable[[State, int], str]) -> Words:
    def words(event, before, after, show_roles) -> str:
        if event.seat is None:
            return f"The {actor} {verb} nobody"
        if not show_roles:
            # Whom a checker chose is his secret: with the commissar's public morning news
            # ("found a black player") the seat alone would give the answer away.
            return f"The {actor} {verb} a seat"
        return f"The {actor} {verb} seat {event.seat}: {answer(after, event.seat)}"
    return words


def _don_answer(state: State, seat: int) -> str:
    return "the sheriff" if state.seat(seat).role is Role.SHERIFF else "not the sheriff"


def _black_answer(state: State, seat: int) -> str:
    return "black" if state.seat(seat).role.is_black else "red"


def _commissar_answer(state: State, seat: int) -> str:
    check = state.nights[-1].commissar_check if state.nights else None
    if check is not None and check.seat == seat and check.answer is None:
        return "blocked by the mistress, no answer"
    return "black" if state.seat(seat).role.is_black else "not black"


words_for("don_checked")(_check_line("don", "checked", _don_answer))
words_for("sheriff_checked")(_check_line("sheriff", "checked", _black_answer))
words_for("commissar_checked")(_check_line("commissar", "checked", _commissar_answer))


@words_for("doctor_saved")
def _doctor(event, before, after, show_roles) -> str:
    return "The doctor saved nobody" if event.seat is None else f"The doctor saved seat {event.seat}"


@words_for("mistress_visited")
def _mistress(event, before, after, show_roles) -> str:
    return "The mistress visited nobody" if event.seat is None else f"The mistress visited seat {event.seat}"


@words_for("best_move")
def _best_move(event, before, after, show_roles) -> str:
    line = f"Seat {event.seat}'s best move: " + (_seats(event.guesses) or "no guess")
    if show_roles and after.best_move is not None and event.guesses:
        line += f" ({after.best_move.black} black)"
    return line


@words_for("foul")
def _foul(event, before, after, show_roles) -> str:
    seat = after.seat(event.seat)
    if event.technical:
        line = f"Technical foul for seat {event.seat} ({seat.technical_fouls}/2)"
    else:
        line = f"Foul for seat {event.seat} ({seat.fouls}/4)"
    if event.reason:
        line += f": {event.reason}"
    if seat.penalty_pending and not before.seat(event.seat).penalty_pending:
        line += " — penalty on his next speech"
    return line


@words_for("removed")
def _removed(event, before, after, show_roles) -> str:
    return f"Seat {event.seat} removed from the game" + (f": {event.reason}" if event.reason else "")


@words_for("points_adjusted")
def _points(event, before, after, show_roles) -> str:
    points = f"{event.points:+g}".replace("-", "−")
    word = "point" if abs(event.points) == 1 else "points"
    return f"Seat {event.seat}: {points} {word}" + (f" ({event.reason})" if event.reason else "")


@words_for("game_ended")
def _game_ended(event, before, after, show_roles) -> str:
    return f"Game over: {WINNER_LINES.get(event.winner, str(event.winner))}"


def _undo_line(event: Event, before: State, after: State, show_roles: bool, action: Event | None) -> str:
    if event.type == "undone":
        if action is None:
            return "Undo: the last action taken back"
        # The action ran from the undo's after-state to its before-state.
        return "Undo: " + _lower(event_line(action, after, before, show_roles=show_roles))
    if action is None:
        return "Redo: the last undone action put back"
    return "Redo: " + _lower(event_line(action, before, after, show_roles=show_roles))


def _lower(line: str) -> str:
    return line[:1].lower() + line[1:]


# -- what an event led to --------------------------------------------------------------------

def _new_departures(before: State, after: State) -> list:
    known = {d.seat for d in before.departures}
    return [d for d in after.departures if d.seat not in known]


def outcome_words(event: Event, before: State, after: State) -> str:
    """What followed from the event at once: the morning, who left, a revote, the winner."""
    if before.ruleset is None or after.ruleset is None:
        return ""
    parts = []
    mentioned: set[int] = set()
    morning, victim = _morning(before, after)
    if morning:
        shot = {target for _, target in event.shots} if event.type == "shots_fired" else set()
        parts.append("killed" if victim is not None and shot == {victim} else morning)
        mentioned.add(victim)
    if event.type == "removed":
        mentioned.add(event.seat)
    gone = [d for d in _new_departures(before, after) if d.seat not in mentioned]
    for how in (LeftHow.VOTED, LeftHow.REMOVED, LeftHow.KILLED):
        seats = [d for d in gone if d.how is how]
        if not seats:
            continue
        word = {LeftHow.VOTED: "voted out", LeftHow.REMOVED: "removed", LeftHow.KILLED: "killed"}[how]
        if how is LeftHow.REMOVED:
            parts += [f"seat {d.seat} removed ({d.reason})" if d.reason else f"seat {d.seat} removed"
                      for d in seats]
        else:
            plural = "seats" if len(seats) > 1 else "seat"
            parts.append(f"{plural} {_and(d.seat for d in seats)} {word}")
    parts += _day_news(event, before, after, bool(gone))
    if after.winner is not None and before.winner is None and event.type != "game_ended":
        parts.append(WINNER_LINES[after.winner])
    return "; ".join(parts)


def _morning(before: State, after: State) -> tuple[str, int | None]:
    """The night this event brought to its morning, if any (the roles night has none), and
    its victim."""
    for index, night in enumerate(after.nights):
        was = before.nights[index] if index < len(before.nights) else None
        if night.resolved and (was is None or not was.resolved) and night.round > 0:
            if night.victim is not None:
                return f"morning: seat {night.victim} killed", night.victim
            if night.saved:
                return "morning: the doctor saved the victim", None
            return "morning: nobody killed", None
    return "", None


def _day_news(event: Event, before: State, after: State, someone_left: bool) -> list[str]:
    """The vote starting, a tie, the all-leaving question, or nobody leaving today."""
    if not after.days or event.type == "day_split":
        return []
    index = len(after.days) - 1
    day = after.days[index]
    was = before.days[index] if index < len(before.days) else None
    news = []
    old_rounds = len(was.rounds) if was is not None else 0
    if len(day.rounds) > old_rounds:
        rnd = day.rounds[-1]
        if rnd.number == 1:
            news.append(f"the vote on seats {_seats(rnd.ballot)}" if len(rnd.ballot) > 1
                        else f"the vote on seat {rnd.ballot[0]}")
        else:
            news.append(f"tie: revote on seats {_seats(rnd.ballot)}")
    if day.remove_all is not None and (was is None or was.remove_all is None):
        news.append(f"vote on seats {_and(day.remove_all.candidates)} leaving together")
    if day.vote_complete and (was is None or not was.vote_complete) and not someone_left:
        if day.no_vote_reason:
            news.append(_short_reason(day.no_vote_reason))
        elif event.type == "remove_all_voted":
            news.append("they stay")
        else:
            news.append(_nobody_leaves(after, day))
    return news


def _nobody_leaves(state: State, day) -> str:
    """Nobody leaves after a vote; on the first day a single leader may stay by the rule."""
    rnd = day.rounds[-1] if day.rounds else None
    if rnd is not None and rnd.closed and day.round == 1:
        counts = rnd.counts(state.ruleset.abstain_to_last)
        leaders = rnd.leaders(state.ruleset.abstain_to_last)
        if len(leaders) == 1 and counts[leaders[0]] > 0:
            return f"nobody leaves (seat {leaders[0]} led with {counts[leaders[0]]}: first-day rule)"
    return "nobody leaves"


def _short_reason(reason: str) -> str:
    """A flow reason as a line's tail: no rule reference, no full stop, lower case."""
    text = re.sub(r"\s*\[[^\]]*\]", "", reason).strip().rstrip(".")
    return text[:1].lower() + text[1:]
