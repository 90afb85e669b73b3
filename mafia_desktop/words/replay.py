"""One line per logged event, in the host's words: "Seat 4 nominated seat 7", "Votes for
seat 7: 3, 5, 9 (3) — seat 7 voted out". Used by the replay of an archived game.

Plain functions of the event and the states just before and after it (no Qt). What an
event led to (who left, a revote, the winner) is read off the two states, never guessed.
Roles stay out of every line unless ``show_roles``: not the deal, not a check's answer, not
who shot whom when the shots differ (the shooters are the black players), not how many of a
best move's guesses were black.

Every line variant is one translatable template (context "EventWords") with named places;
the engine's own words (step labels, why there is no vote) are ``Message``s, shown with
``message_text``.

``walk(events)`` runs through a log once and hands each event with its before and after
states, so the lines of a whole game cost two folds, not one fold per event.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from mafia_desktop.engine import Event, LeftHow, Phase, Role, State, StepKind, Timeline, Winner, step_label
from mafia_desktop.engine.events import PlayerRemoved, ShotsFired
from mafia_desktop.engine.roles import BLACK_ROLES, SPECIAL_ROLES
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, MESSAGE_CONTEXT, TrContext, message_text, translate

from mafia_desktop.words.citations import spoken
from mafia_desktop.words.table import clock, seats_and

EventWords = TrContext("EventWords")   # its counts (lupdate reads EventWords.tr)

#: What the host says about the end; the role-free side of ``wording.WINNER_WORDS``.
WINNER_LINES = {Winner.RED: QT_TRANSLATE_NOOP("EventWords", "the town wins"),
                Winner.BLACK: QT_TRANSLATE_NOOP("EventWords", "the mafia wins"),
                Winner.DRAW: QT_TRANSLATE_NOOP("EventWords", "a draw: everyone left together")}
#: The roles the deal names (``SPECIAL_ROLES``: in the order a host reveals them, the
#: civilians unsaid), each with its seats.
DEAL_WORDS = {
    Role.DON: QT_TRANSLATE_NOOP("EventWords", "don {seats}"),
    Role.MAFIA: QT_TRANSLATE_NOOP("EventWords", "mafia {seats}"),
    Role.SHERIFF: QT_TRANSLATE_NOOP("EventWords", "sheriff {seats}"),
    Role.COMMISSAR: QT_TRANSLATE_NOOP("EventWords", "commissar {seats}"),
    Role.DOCTOR: QT_TRANSLATE_NOOP("EventWords", "doctor {seats}"),
    Role.MISTRESS: QT_TRANSLATE_NOOP("EventWords", "mistress {seats}"),
}
#: "New game: 10 players, sport rules", per preset.
NEW_GAME_WORDS = {
    "sport": QT_TRANSLATE_NOOP("EventWords", "New game: {count} players, sport rules"),
    "mastermind": QT_TRANSLATE_NOOP("EventWords", "New game: {count} players, mastermind rules"),
    "latvian": QT_TRANSLATE_NOOP("EventWords", "New game: {count} players, latvian rules"),
    "classic": QT_TRANSLATE_NOOP("EventWords", "New game: {count} players, classic rules"),
}

#: The event types whose line says more with the roles shown; every other line is the same
#: either way (an undo or a redo reads as the action it takes back or puts back).
ROLE_SENSITIVE = frozenset({"roles_dealt", "shots_fired", "don_checked", "sheriff_checked",
                            "commissar_checked", "best_move"})

Words = Callable[[Event, State, State, bool], str]
_WORDS: dict[str, Words] = {}


def _say(text: str) -> str:
    """A template marked with QT_TRANSLATE_NOOP("EventWords", …), in the host's language."""
    return translate("EventWords", text)


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
        return f"[{event.type}]"   # the event's own name: every known type has its words
    line = words(event, before, after, show_roles)
    outcome = outcome_words(event, before, after)
    return translate("EventWords", "{event} — {outcome}").format(event=line, outcome=outcome) if outcome \
        else line


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
        return translate("EventWords", "N{night}").format(night=state.round)
    if state.phase is Phase.DAY:
        return translate("EventWords", "D{day}").format(day=state.day_number)
    return translate("EventWords", "End") if state.phase is Phase.END else translate("EventWords", "Setup")


# -- the lines -------------------------------------------------------------------------------

def _seats(seats: Iterable[int]) -> str:
    return ", ".join(map(str, seats))


def _step(state: State) -> str:
    """The step an event resolves ("seat 4's speech"), in the host's language."""
    return message_text(step_label(state.step))


def _capital(line: str) -> str:
    """A line that starts with a step's name ("seat 4's speech ended"), as a sentence."""
    return line[:1].upper() + line[1:]


def _label(state: State) -> str:
    """The step an event resolves, as a subject: "seat 4's speech", "the mafia's agreement"."""
    return _step(state) if state.step is not None else translate("EventWords", "the talk")


@words_for("game_created")
def _created(event, before, after, show_roles) -> str:
    preset = event.ruleset.preset
    if preset in NEW_GAME_WORDS:
        return _say(NEW_GAME_WORDS[preset]).format(count=len(event.nicknames))
    return translate("EventWords", "New game: {count} players, {preset} rules").format(
        count=len(event.nicknames), preset=preset)


@words_for("game_labelled")
def _labelled(event, before, after, show_roles) -> str:
    parts = [event.club, event.tournament,
             event.table and translate("EventWords", "table {table}").format(table=event.table),
             event.number and translate("EventWords", "game {number}").format(number=event.number),
             event.host and translate("EventWords", "host {host}").format(host=event.host)]
    shown = ", ".join(p for p in parts if p)
    return translate("EventWords", "Game labelled: {labels}").format(labels=shown) if shown \
        else translate("EventWords", "Game labels cleared")


@words_for("nickname_changed")
def _renamed(event, before, after, show_roles) -> str:
    old = before.seat(event.seat).nickname if before.is_seat(event.seat) else ""
    if old:
        return translate("EventWords", "Seat {seat} renamed: {old} → {new}").format(
            seat=event.seat, old=old, new=event.nickname)
    return translate("EventWords", "Seat {seat} is now called {new}").format(seat=event.seat, new=event.nickname)


@words_for("roles_dealt")
def _dealt(event, before, after, show_roles) -> str:
    if not show_roles:
        return translate("EventWords", "Roles dealt")
    parts = []
    for role in SPECIAL_ROLES:
        seats = [seat for seat, dealt in enumerate(event.roles, start=1) if dealt is role]
        if seats:
            parts.append(_say(DEAL_WORDS[role]).format(seats=_seats(seats)))
    if not parts:
        return translate("EventWords", "Roles dealt: civilians only")
    return translate("EventWords", "Roles dealt: {roles}").format(roles="; ".join(parts))


@words_for("arrangement_recorded")
def _arrangement(event, before, after, show_roles) -> str:
    return translate("EventWords", "The mafia's arrangement: seats {seats}").format(seats=_seats(event.seats))


@words_for("speech_started")
def _started(event, before, after, show_roles) -> str:
    if event.by_itself:   # the host's setting: the step an announcement led to
        return translate("EventWords", "Timer started by itself: {step}").format(step=_step(before))
    if before.timer.used > 0:
        return translate("EventWords", "Timer resumed: {step}").format(step=_step(before))
    return translate("EventWords", "Timer started: {step}").format(step=_step(before))


@words_for("speech_paused")
def _paused(event, before, after, show_roles) -> str:
    left = after.remaining(event.at)
    if event.by_itself and left is not None:   # the app closed mid-speech and opened again
        return translate("EventWords", "Timer paused as the game was opened again: {step} ({time} left)").format(
            step=_step(before), time=clock(left))
    if left is None:
        return translate("EventWords", "Timer paused: {step}").format(step=_step(before))
    return translate("EventWords", "Timer paused: {step} ({time} left)").format(step=_step(before), time=clock(left))


@words_for("speech_extended")
def _extended(event, before, after, show_roles) -> str:
    return translate("EventWords", "+{seconds} s for {step}").format(seconds=event.seconds, step=_step(before))


@words_for("speech_ended")
def _ended(event, before, after, show_roles) -> str:
    line = _capital(translate("EventWords", "{step} ended").format(step=_label(before)))
    return _then_started(line, event, after)


def _then_started(line: str, event, after: State) -> str:
    """A speech ended (or skipped) with the next step's timer started in the same tap."""
    if event.then_start and after.timer.running:
        return translate("EventWords", "{line}; timer started: {step}").format(line=line, step=_step(after))
    return line


@words_for("speech_skipped")
def _skipped(event, before, after, show_roles) -> str:
    if not event.reason:
        return _capital(translate("EventWords", "{step} skipped").format(step=_label(before)))
    reason = translate(MESSAGE_CONTEXT, event.reason)   # the engine's two reasons, or the host's words
    line = _capital(translate("EventWords", "{step} skipped ({reason})").format(step=_label(before), reason=reason))
    return _then_started(line, event, after)


@words_for("nominated")
def _nominated(event, before, after, show_roles) -> str:
    if event.by is None:
        return translate("EventWords", "The host put seat {seat} to the vote").format(seat=event.seat)
    replaced = _withdrawn_by(before, after, event.by)
    if replaced:
        return translate("EventWords", "Seat {by} nominated seat {seat} (instead of seat {old})").format(
            by=event.by, seat=event.seat, old=replaced[0])
    return translate("EventWords", "Seat {by} nominated seat {seat}").format(by=event.by, seat=event.seat)


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
        return translate("EventWords", "The host took seat {seat} off the vote").format(seat=event.seat)
    return translate("EventWords", "Seat {by} withdrew his nomination of seat {seat}").format(
        by=event.by, seat=event.seat)


#: A tap towards a step's choice, per step: (picked, taken back).
_PICK_WORDS = {
    StepKind.VOTE: (QT_TRANSLATE_NOOP("EventWords", "Seat {seat} raised his hand for seat {nominee}"),
                    QT_TRANSLATE_NOOP("EventWords", "Seat {seat} lowered his hand for seat {nominee}")),
    StepKind.REMOVE_ALL_VOTE: (QT_TRANSLATE_NOOP("EventWords", "Seat {seat} is for all of them leaving"),
                               QT_TRANSLATE_NOOP("EventWords", "Seat {seat} took back his yes")),
    StepKind.BEST_MOVE: (QT_TRANSLATE_NOOP("EventWords", "Seat {nominee}'s best move names seat {seat}"),
                         QT_TRANSLATE_NOOP("EventWords", "Seat {nominee}'s best move drops seat {seat}")),
    StepKind.AGREEMENT: (QT_TRANSLATE_NOOP("EventWords", "The arrangement names seat {seat}"),
                         QT_TRANSLATE_NOOP("EventWords", "The arrangement drops seat {seat}")),
}


@words_for("picked", "unpicked")
def _picked(event, before, after, show_roles) -> str:
    step = before.step
    if step is not None and step.kind is StepKind.SHOT:
        if not show_roles:
            return translate("EventWords", "A shot recorded")
        shooter = before.living_black()[len(before.picked)]
        if event.seat is None:
            return translate("EventWords", "{shooter} → none").format(shooter=shooter)
        return translate("EventWords", "{shooter} → {target}").format(shooter=shooter, target=event.seat)
    templates = _PICK_WORDS.get(step.kind) if step is not None else None
    if templates is None:
        return f"[{event.type}]"
    template = templates[0] if event.type == "picked" else templates[1]
    return _say(template).format(seat=event.seat, nominee=step.seat)


@words_for("votes_cast")
def _votes(event, before, after, show_roles) -> str:
    rnd = _round_closed_by(before, after)
    last = rnd is not None and (event.nominee == rnd.ballot[-1] or event.rest_to_last)
    abstainers = len(rnd.abstainers) if last and after.rules.abstain_to_last and rnd.abstainers else 0
    places = {"seat": event.nominee, "voters": _seats(event.voters), "count": len(event.voters),
              "abstainers": abstainers}
    if event.rest_to_last:
        hands = translate("EventWords", "Votes for seat {seat}: {voters} ({count})").format(**places) \
            if event.voters else translate("EventWords", "Votes for seat {seat}: no hands").format(**places)
        return EventWords.tr("{hands}; the other %n count(s) for seat {last}", "", abstainers).format(
            hands=hands, last=rnd.ballot[-1])
    if event.voters and abstainers:
        template = QT_TRANSLATE_NOOP("EventWords", "Votes for seat {seat}: {voters} ({count}) "
                                                   "+ {abstainers} who did not vote")
    elif event.voters:
        template = QT_TRANSLATE_NOOP("EventWords", "Votes for seat {seat}: {voters} ({count})")
    elif abstainers:
        template = QT_TRANSLATE_NOOP("EventWords", "Votes for seat {seat}: no hands + {abstainers} who did not vote")
    else:
        template = QT_TRANSLATE_NOOP("EventWords", "Votes for seat {seat}: no hands")
    return _say(template).format(**places)


def _round_closed_by(before: State, after: State):
    """The vote round an event closed, if it did."""
    rnd = before.vote_round
    if rnd is None or after.day is None or len(after.day.rounds) < len(before.today.rounds):
        return None
    closed = after.day.rounds[len(before.today.rounds) - 1]
    return closed if closed.closed else None


@words_for("remove_all_voted")
def _remove_all(event, before, after, show_roles) -> str:
    vote = before.day.remove_all if before.day is not None else None
    places = {"yes": _seats(event.yes), "count": len(event.yes)}
    if vote is not None:
        places |= {"seats": _seats(vote.candidates), "voters": len(vote.voters)}
        template = QT_TRANSLATE_NOOP("EventWords", "All leaving ({seats})? Yes: {yes} ({count} of {voters})") \
            if event.yes else QT_TRANSLATE_NOOP("EventWords", "All leaving ({seats})? Yes: none (0 of {voters})")
    else:
        template = QT_TRANSLATE_NOOP("EventWords", "All leaving? Yes: {yes} ({count})") if event.yes \
            else QT_TRANSLATE_NOOP("EventWords", "All leaving? Yes: none (0)")
    return _say(template).format(**places)


@words_for("day_split")
def _split(event, before, after, show_roles) -> str:
    return translate("EventWords", "Split: seats {seats} speak again, nobody leaves").format(
        seats=seats_and(event.seats))


@words_for("shots_fired")
def _shots(event, before, after, show_roles) -> str:
    night = before.round
    targets = {target for _, target in event.shots}
    if len(targets) == 1 and None not in targets:
        return translate("EventWords", "Night {night}: the mafia shot seat {seat}").format(
            night=night, seat=next(iter(targets)))
    if targets == {None}:
        return translate("EventWords", "Night {night}: the mafia did not shoot (a miss)").format(night=night)
    if not show_roles:
        return translate("EventWords", "Night {night}: the shots differ (a miss)").format(night=night)
    each = ", ".join(translate("EventWords", "{shooter} → none").format(shooter=shooter) if target is None
                     else translate("EventWords", "{shooter} → {target}").format(shooter=shooter, target=target)
                     for shooter, target in event.shots)
    return translate("EventWords", "Night {night}: the shots differ ({shots}; a miss)").format(night=night, shots=each)


# A check's line: nobody, a seat (roles hidden: whom a checker chose is his secret — with the
# commissar's public morning news, "found a black player", the seat alone would give the
# answer away), and each answer with the roles shown.
_DON_WORDS = {
    "nobody": QT_TRANSLATE_NOOP("EventWords", "The don checked nobody"),
    "hidden": QT_TRANSLATE_NOOP("EventWords", "The don checked a seat"),
    "yes": QT_TRANSLATE_NOOP("EventWords", "The don checked seat {seat}: the sheriff"),
    "no": QT_TRANSLATE_NOOP("EventWords", "The don checked seat {seat}: not the sheriff"),
}
_SHERIFF_WORDS = {
    "nobody": QT_TRANSLATE_NOOP("EventWords", "The sheriff checked nobody"),
    "hidden": QT_TRANSLATE_NOOP("EventWords", "The sheriff checked a seat"),
    "yes": QT_TRANSLATE_NOOP("EventWords", "The sheriff checked seat {seat}: black"),
    "no": QT_TRANSLATE_NOOP("EventWords", "The sheriff checked seat {seat}: red"),
}
_COMMISSAR_WORDS = {
    "nobody": QT_TRANSLATE_NOOP("EventWords", "The commissar checked nobody"),
    "hidden": QT_TRANSLATE_NOOP("EventWords", "The commissar checked a seat"),
    "yes": QT_TRANSLATE_NOOP("EventWords", "The commissar checked seat {seat}: black"),
    "no": QT_TRANSLATE_NOOP("EventWords", "The commissar checked seat {seat}: not black"),
    "blocked": QT_TRANSLATE_NOOP("EventWords", "The commissar checked seat {seat}: blocked by the mistress, "
                                               "no answer"),
}


def _check_line(templates: dict[str, str], answer: Callable[[State, int], str]) -> Words:
    def words(event, before, after, show_roles) -> str:
        if event.seat is None:
            return _say(templates["nobody"])
        if not show_roles:
            return _say(templates["hidden"])
        return _say(templates[answer(after, event.seat)]).format(seat=event.seat)
    return words


def _don_answer(state: State, seat: int) -> str:
    return "yes" if state.seat(seat).role is Role.SHERIFF else "no"


def _black_answer(state: State, seat: int) -> str:
    return "yes" if state.seat(seat).role in BLACK_ROLES else "no"


def _commissar_answer(state: State, seat: int) -> str:
    check = state.nights[-1].commissar_check if state.nights else None
    if check is not None and check.seat == seat and check.answer is None:
        return "blocked"
    return _black_answer(state, seat)


words_for("don_checked")(_check_line(_DON_WORDS, _don_answer))
words_for("sheriff_checked")(_check_line(_SHERIFF_WORDS, _black_answer))
words_for("commissar_checked")(_check_line(_COMMISSAR_WORDS, _commissar_answer))


@words_for("doctor_saved")
def _doctor(event, before, after, show_roles) -> str:
    if event.seat is None:
        return translate("EventWords", "The doctor saved nobody")
    return translate("EventWords", "The doctor saved seat {seat}").format(seat=event.seat)


@words_for("mistress_visited")
def _mistress(event, before, after, show_roles) -> str:
    if event.seat is None:
        return translate("EventWords", "The mistress visited nobody")
    return translate("EventWords", "The mistress visited seat {seat}").format(seat=event.seat)


@words_for("best_move")
def _best_move(event, before, after, show_roles) -> str:
    if not event.guesses:
        return translate("EventWords", "Seat {seat}'s best move: no guess").format(seat=event.seat)
    if show_roles and after.best_move is not None:
        line = translate("EventWords", "Seat {seat}'s best move: {guesses} ({black} black)").format(
            seat=event.seat, guesses=_seats(event.guesses), black=after.best_move.black)
    else:
        line = translate("EventWords", "Seat {seat}'s best move: {guesses}").format(
            seat=event.seat, guesses=_seats(event.guesses))
    return _then_started(line, event, after)


@words_for("foul")
def _foul(event, before, after, show_roles) -> str:
    seat = after.seat(event.seat)
    if event.technical:
        line = translate("EventWords", "Technical foul for seat {seat} ({count}/2)").format(
            seat=event.seat, count=seat.technical_fouls)
    else:
        line = translate("EventWords", "Foul for seat {seat} ({count}/4)").format(seat=event.seat, count=seat.fouls)
    if event.reason:
        line = translate("EventWords", "{foul}: {reason}").format(foul=line, reason=event.reason)
    if seat.penalty_pending and not before.seat(event.seat).penalty_pending:
        line = translate("EventWords", "{foul} — penalty on his next speech").format(foul=line)
    return line


@words_for("removed")
def _removed(event, before, after, show_roles) -> str:
    if event.reason:
        return translate("EventWords", "Seat {seat} removed from the game: {reason}").format(
            seat=event.seat, reason=event.reason)
    return translate("EventWords", "Seat {seat} removed from the game").format(seat=event.seat)


@words_for("points_adjusted")
def _points(event, before, after, show_roles) -> str:
    points = f"{event.points:+g}".replace("-", "−")
    if abs(event.points) == 1:
        template = QT_TRANSLATE_NOOP("EventWords", "Seat {seat}: {points} point ({reason})") if event.reason \
            else QT_TRANSLATE_NOOP("EventWords", "Seat {seat}: {points} point")
    else:
        template = QT_TRANSLATE_NOOP("EventWords", "Seat {seat}: {points} points ({reason})") if event.reason \
            else QT_TRANSLATE_NOOP("EventWords", "Seat {seat}: {points} points")
    return _say(template).format(seat=event.seat, points=points, reason=event.reason)


@words_for("game_ended")
def _game_ended(event, before, after, show_roles) -> str:
    if event.winner in WINNER_LINES:
        return translate("EventWords", "Game over: {result}").format(result=_say(WINNER_LINES[event.winner]))
    return translate("EventWords", "Game over: {result}").format(result=str(event.winner))


def _undo_line(event: Event, before: State, after: State, show_roles: bool, action: Event | None) -> str:
    if event.type == "undone":
        if action is None:
            return translate("EventWords", "Undo: the last action taken back")
        # The action ran from the undo's after-state to its before-state.
        line = event_line(action, after, before, show_roles=show_roles)
        return translate("EventWords", "Undo: {action}").format(action=_lower(line))
    if action is None:
        return translate("EventWords", "Redo: the last undone action put back")
    line = event_line(action, before, after, show_roles=show_roles)
    return translate("EventWords", "Redo: {action}").format(action=_lower(line))


def _lower(line: str) -> str:
    return line[:1].lower() + line[1:]


# -- what an event led to --------------------------------------------------------------------

def _new_departures(before: State, after: State) -> list:
    known = {d.seat for d in before.departures}
    return [d for d in after.departures if d.seat not in known]


#: Who left at once, per way of leaving: (one seat, several seats).
_GONE_WORDS = {
    LeftHow.VOTED: (QT_TRANSLATE_NOOP("EventWords", "seat {seat} voted out"),
                    QT_TRANSLATE_NOOP("EventWords", "seats {seats} voted out")),
    LeftHow.KILLED: (QT_TRANSLATE_NOOP("EventWords", "seat {seat} killed"),
                     QT_TRANSLATE_NOOP("EventWords", "seats {seats} killed")),
}


def outcome_words(event: Event, before: State, after: State) -> str:
    """What followed from the event at once: the morning, who left, a revote, the winner."""
    if before.ruleset is None or after.ruleset is None:
        return ""
    parts = []
    mentioned: set[int] = set()
    morning, victim = _morning(before, after)
    if morning:
        shot = {target for _, target in event.shots} if isinstance(event, ShotsFired) else set()
        parts.append(translate("EventWords", "killed") if victim is not None and shot == {victim} else morning)
        if victim is not None:
            mentioned.add(victim)
    if isinstance(event, PlayerRemoved):
        mentioned.add(event.seat)
    gone = [d for d in _new_departures(before, after) if d.seat not in mentioned]
    for how in (LeftHow.VOTED, LeftHow.REMOVED, LeftHow.KILLED):
        seats = [d for d in gone if d.how is how]
        if not seats:
            continue
        if how is LeftHow.REMOVED:
            parts += [translate("EventWords", "seat {seat} removed ({reason})").format(seat=d.seat, reason=d.reason)
                      if d.reason else translate("EventWords", "seat {seat} removed").format(seat=d.seat)
                      for d in seats]
        else:
            one, several = _GONE_WORDS[how]
            parts.append(_say(several).format(seats=seats_and(d.seat for d in seats)) if len(seats) > 1
                         else _say(one).format(seat=seats[0].seat))
    parts += _day_news(event, before, after, bool(gone))
    if after.winner is not None and before.winner is None and event.type != "game_ended":
        parts.append(_say(WINNER_LINES[after.winner]))
    return "; ".join(parts)


def _morning(before: State, after: State) -> tuple[str, int | None]:
    """The night this event brought to its morning, if any (the roles night has none), and
    its victim."""
    for index, night in enumerate(after.nights):
        was = before.nights[index] if index < len(before.nights) else None
        if night.resolved and (was is None or not was.resolved) and night.round > 0:
            if night.victim is not None:
                return translate("EventWords", "morning: seat {seat} killed").format(seat=night.victim), night.victim
            if night.saved:
                return translate("EventWords", "morning: the doctor saved the victim"), None
            return translate("EventWords", "morning: nobody killed"), None
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
            news.append(translate("EventWords", "the vote on seats {seats}").format(seats=_seats(rnd.ballot))
                        if len(rnd.ballot) > 1
                        else translate("EventWords", "the vote on seat {seat}").format(seat=rnd.ballot[0]))
        else:
            news.append(translate("EventWords", "tie: revote on seats {seats}").format(seats=_seats(rnd.ballot)))
    if day.remove_all is not None and (was is None or was.remove_all is None):
        news.append(translate("EventWords", "vote on seats {seats} leaving together").format(
            seats=seats_and(day.remove_all.candidates)))
    if day.vote_complete and (was is None or not was.vote_complete) and not someone_left:
        why = day.why_nobody_left()
        if event.type == "remove_all_voted":   # its line has the count already
            news.append(translate("EventWords", "they stay"))
        elif why is not None:
            news.append(_short_reason(message_text(why)))
        else:
            news.append(translate("EventWords", "nobody leaves"))
    return news


def _short_reason(reason: str) -> str:
    """A flow reason as a line's tail: no rule reference, no full stop, lower case."""
    text = spoken(reason).rstrip(".")
    return text[:1].lower() + text[1:]
