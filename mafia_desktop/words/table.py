"""The flow panel's words: what happens now and what comes next, as the host says it.

Plain functions of the state (no widgets), so they are tested like the engine. Every
sentence is one translatable template (context "Wording") with named places; the engine's
own texts (step labels, the morning news, why there is no vote) are ``Message``s, shown
with ``message_text``. ``describe(..., replay=True)`` gives the replay's words: nothing the
host would tap, and (unless ``show_roles``) nothing that says who holds a role.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from mafia_desktop.engine import LeftHow, Role, State, StepKind, Winner, step_label
from mafia_desktop.engine.flow import counts_the_rest_here, last_candidate_to_raise, seats_and as flow_seats_and
from mafia_desktop.engine.narration import morning_news, vote_outlook
from mafia_desktop.engine.roles import NIGHT_ACTORS, SPECIAL_ROLES
from mafia_desktop.engine.ruleset import Discussion
from mafia_desktop.engine.validate import rest_counts_for_last
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, message_text, translate

#: A role as a word inside a sentence ("civilian"); shown with ``role_name``.
ROLE_NAMES = {
    Role.CIVILIAN: QT_TRANSLATE_NOOP("Wording", "civilian"),
    Role.SHERIFF: QT_TRANSLATE_NOOP("Wording", "sheriff"),
    Role.COMMISSAR: QT_TRANSLATE_NOOP("Wording", "commissar"),
    Role.DOCTOR: QT_TRANSLATE_NOOP("Wording", "doctor"),
    Role.MISTRESS: QT_TRANSLATE_NOOP("Wording", "mistress"),
    Role.MAFIA: QT_TRANSLATE_NOOP("Wording", "mafia"),
    Role.DON: QT_TRANSLATE_NOOP("Wording", "don"),
}
#: A role as a label or a list's heading ("Civilian"); shown with ``role_title``.
ROLE_TITLES = {
    Role.CIVILIAN: QT_TRANSLATE_NOOP("Wording", "Civilian"),
    Role.SHERIFF: QT_TRANSLATE_NOOP("Wording", "Sheriff"),
    Role.COMMISSAR: QT_TRANSLATE_NOOP("Wording", "Commissar"),
    Role.DOCTOR: QT_TRANSLATE_NOOP("Wording", "Doctor"),
    Role.MISTRESS: QT_TRANSLATE_NOOP("Wording", "Mistress"),
    Role.MAFIA: QT_TRANSLATE_NOOP("Wording", "Mafia"),
    Role.DON: QT_TRANSLATE_NOOP("Wording", "Don"),
}
WINNER_WORDS = {Winner.RED: QT_TRANSLATE_NOOP("Wording", "The town wins!"),
                Winner.BLACK: QT_TRANSLATE_NOOP("Wording", "The mafia wins!"),
                Winner.DRAW: QT_TRANSLATE_NOOP("Wording", "A draw: everyone left together.")}
#: The roles night's meetings: a role meets the host.
MEETINGS = {
    Role.CIVILIAN: QT_TRANSLATE_NOOP("Wording", "The civilian meets the host"),
    Role.SHERIFF: QT_TRANSLATE_NOOP("Wording", "The sheriff meets the host"),
    Role.COMMISSAR: QT_TRANSLATE_NOOP("Wording", "The commissar meets the host"),
    Role.DOCTOR: QT_TRANSLATE_NOOP("Wording", "The doctor meets the host"),
    Role.MISTRESS: QT_TRANSLATE_NOOP("Wording", "The mistress meets the host"),
    Role.MAFIA: QT_TRANSLATE_NOOP("Wording", "The mafia meets the host"),
    Role.DON: QT_TRANSLATE_NOOP("Wording", "The don meets the host"),
}


def words(text: str) -> str:
    """A template marked with QT_TRANSLATE_NOOP("Wording", …), in the host's language."""
    return translate("Wording", text)


def role_name(role: Role) -> str:
    return words(ROLE_NAMES[role])


def role_title(role: Role) -> str:
    return words(ROLE_TITLES[role])


@dataclass
class Wording:
    phase: str                      # "Day 2", "Night 1", "Roles night"
    headline: str                   # what happens now
    details: list[str] = field(default_factory=list)
    upcoming: str = ""              # what comes next
    #: The replay's words (nothing to tap) and, there, whether roles may be named.
    replay: bool = field(default=False, repr=False, compare=False)
    show_roles: bool = field(default=True, repr=False, compare=False)
    #: The shots differ and are tapped shooter by shooter.
    split: bool = field(default=False, repr=False, compare=False)

    def live(self, line: str) -> None:
        """A line about what the host taps or has selected: not in a replay."""
        if not self.replay:
            self.details.append(line)

    def secret(self, line: str) -> None:
        """A line that names who holds a role: in a replay only while roles are shown."""
        if not self.replay or self.show_roles:
            self.details.append(line)


def clock(seconds: float | None) -> str:
    if seconds is None:
        return ""
    sign = "-" if seconds < 0 else ""
    whole = int(abs(seconds) + (0.999 if seconds > 0 else 0))
    return f"{sign}{whole // 60}:{whole % 60:02d}"


def seat_list(seats) -> str:
    """Seat numbers as a list: "2, 5, 9"."""
    return ", ".join(map(str, seats))


def seats_and(seats) -> str:
    """"4", "4 and 5", "4, 5 and 6", in the host's language: the engine's own words for it
    (the same in the window, the replay and the protocol)."""
    return message_text(flow_seats_and(seats))


def phase_name(state: State) -> str:
    if state.phase.value == "setup":
        return translate("Wording", "Setup")
    if state.phase.value == "end":
        return translate("Wording", "Game over")
    if state.phase.value == "night":
        if state.round == 0:
            return translate("Wording", "Roles night")
        return translate("Wording", "Night {night}").format(night=state.round)
    return translate("Wording", "Day {day}").format(day=state.day_number)


def describe(state: State, *, replay: bool = False, show_roles: bool = True, split: bool = False,
             following: State | None = None, announced: Sequence[str] = ()) -> Wording:
    """The panel's words for ``state``. ``replay``: the read-only table of a replay, where
    nothing is tapped and, unless ``show_roles``, no line names who holds a role.
    ``split``: the host is tapping each shooter's target (the shots differ). ``following``:
    the state the main button leads to, as the engine plays it: its step is the "Then:".
    ``announced``: the lines the panel's announcement shows now (the morning news not twice)."""
    wording = Wording(phase_name(state), "", replay=replay, show_roles=show_roles, split=split)
    step = state.step
    if state.ended:
        wording.headline = words(WINNER_WORDS[state.result])
        for line in reveal_lines(state):
            wording.secret(line)
        return wording
    if step is None:
        wording.headline = translate("Wording", "Nothing to do")
        return wording
    handler = _STEP_WORDS.get(step.kind)
    if handler:
        handler(state, wording)
    wording.details[:0] = _morning_lines(state, announced)
    wording.upcoming = _then(following) if following is not None else _upcoming(state)
    return wording


def _speech(state: State, w: Wording) -> None:
    step = state.head
    if step.silent:
        w.headline = translate("Wording", "Seat {seat} has lost this speech (3 fouls)").format(seat=step.seat)
        w.details.append(translate("Wording", "He may still nominate") if w.replay else
                         translate("Wording", "He may still nominate: tap the seat he names."))
    elif state.rules.discussion is Discussion.NOMINATIONS:
        w.headline = translate("Wording", "Seat {seat} nominates ({seconds} s)").format(
            seat=step.seat, seconds=step.seconds)
        w.live(translate("Wording", "Tap the one or two seat(s) he names.") if state.nomination_limit() > 1
               else translate("Wording", "Tap the one or only one seat(s) he names."))
    else:
        w.headline = translate("Wording", "Seat {seat} speaks").format(seat=step.seat)
        w.live(translate("Wording", "Tap a seat to nominate it; tap it again to withdraw."))
    _nominee_lines(state, w)
    outlook = vote_outlook(state)
    if outlook:
        w.details.append(message_text(outlook))


def _nominee_lines(state: State, w: Wording) -> None:
    ballot = state.ballot()
    if not ballot:
        w.details.append(translate("Wording", "No nominees yet."))
        return
    by: dict[int, list[str]] = {}
    for n in state.today.active_nominations():   # a ballot is today's
        by.setdefault(n.seat, []).append(translate("Wording", "host") if n.by is None else str(n.by))
    nominees = ", ".join(translate("Wording", "{seat} (by {nominators})").format(
        seat=s, nominators=", ".join(by.get(s, ["?"]))) for s in ballot)
    w.details.append(translate("Wording", "Nominees: {nominees}").format(nominees=nominees))


def _open_talk(state: State, w: Wording) -> None:
    if state.host_nominates:
        w.headline = translate("Wording", "Discussion: everyone talks")
        w.live(translate("Wording", "Tap the seats the town puts to the vote; tap again to take one off."))
        _nominee_lines(state, w)
    else:
        w.headline = translate("Wording", "Open talk: everyone")


def _vote(state: State, w: Wording) -> None:
    step, rnd = state.head, state.open_round
    hands = state.picked
    places = {"seat": step.seat, "position": rnd.ballot.index(step.seat) + 1, "count": len(rnd.ballot)}
    if rnd.number > 1:
        w.headline = translate("Wording", "Revote: who is for seat {seat} leaving? "
                                          "({position} of {count} nominees)").format(**places)
    else:
        w.headline = translate("Wording", "Vote: who is for seat {seat} leaving? "
                                          "({position} of {count} nominees)").format(**places)
    if hands:
        w.live(translate("Wording", "Hands: {seats} ({count})").format(seats=seat_list(sorted(hands)),
                                                                         count=len(hands)))
    else:
        w.live(translate("Wording", "Hands: none yet (0)"))
    left = [v for v in state.voters_left() if v not in hands]
    w.details.append(translate("Wording", "Still to vote: {seats}").format(seats=seat_list(left)) if left
                     else translate("Wording", "Still to vote: nobody"))
    if counts_the_rest_here(state):
        w.details.append(translate("Wording", "Whoever has not voted counts for seat {seat}.").format(seat=step.seat))
    elif not w.replay and rest_counts_for_last(state):
        w.details.append(translate("Wording", "Then everyone else counts for seat {last}: no hands to tap.").format(
            last=rnd.ballot[-1]))
    last = None if w.replay else last_candidate_to_raise(state, hands)
    if last is not None:
        w.details.append(translate("Wording", "Seat {last} may not vote against himself, nor abstain: "
                                              "his hand goes up now, for seat {seat}.").format(last=last,
                                                                                               seat=step.seat))
    counted = {n: len(v) for n, v in rnd.votes.items()}
    if counted:
        so_far = ", ".join(translate("Wording", "seat {seat}: {votes}").format(seat=n, votes=v)
                           for n, v in counted.items())
        w.details.append(translate("Wording", "So far: {counts}").format(counts=so_far))


def _remove_all(state: State, w: Wording) -> None:
    vote = state.open_remove_all
    yes = state.picked
    w.headline = translate("Wording", "Who is for seats {seats} all leaving?").format(seats=seats_and(vote.candidates))
    places = {"count": len(yes), "needed": vote.needed, "voters": len(vote.voters)}
    if yes:
        w.details.append(translate("Wording", "Yes: {seats} ({count}); {needed} of {voters} needed.").format(
            seats=seat_list(sorted(yes)), **places))
    else:
        w.details.append(translate("Wording", "Yes: none yet (0); {needed} of {voters} needed.").format(**places))


def _shot(state: State, w: Wording) -> None:
    shooters = state.living_black()
    if not w.replay and (w.split or state.picked):
        shooter = shooters[len(state.picked)]
        w.headline = translate("Wording", "Seat {shooter}'s shot: tap the seat he shot").format(shooter=shooter)
        so_far = ", ".join(translate("Wording", "{shooter} → none").format(shooter=s) if t is None else
                           translate("Wording", "{shooter} → {target}").format(shooter=s, target=t)
                           for s, t in zip(shooters, state.picked))
        if so_far:
            w.details.append(translate("Wording", "Shots so far: {shots}").format(shots=so_far))
        w.details.append(translate("Wording", "Shooters in turn: {seats}").format(seats=seat_list(shooters)))
        return
    w.headline = translate("Wording", "The mafia shoot") if w.replay else \
        translate("Wording", "The mafia shoot: tap the seat they all shot")
    w.secret(_black_players(state))
    w.details.append(translate("Wording", "Different seats, no shot or two shots → Miss."))


def _black_players(state: State) -> str:
    return translate("Wording", "Black players: {seats}").format(seats=seat_list(state.living_black()))


class _Checker(NamedTuple):
    """A night role's step: its words when he has left, at the table (live), and in a
    replay with the roles shown and hidden."""
    role: Role
    gone: str
    live: str
    shown: str
    hidden: str


_CHECKERS = {
    StepKind.DON_CHECK: _Checker(
        Role.DON,
        QT_TRANSLATE_NOOP("Wording", "The don has left: his time passes without a check"),
        QT_TRANSLATE_NOOP("Wording", "The don (seat {seat}) checks a seat: tap it"),
        QT_TRANSLATE_NOOP("Wording", "The don (seat {seat}) checks a seat"),
        QT_TRANSLATE_NOOP("Wording", "The don checks a seat")),
    StepKind.SHERIFF_CHECK: _Checker(
        Role.SHERIFF,
        QT_TRANSLATE_NOOP("Wording", "The sheriff has left: his time passes without a check"),
        QT_TRANSLATE_NOOP("Wording", "The sheriff (seat {seat}) checks a seat: tap it"),
        QT_TRANSLATE_NOOP("Wording", "The sheriff (seat {seat}) checks a seat"),
        QT_TRANSLATE_NOOP("Wording", "The sheriff checks a seat")),
    StepKind.COMMISSAR_CHECK: _Checker(
        Role.COMMISSAR,
        QT_TRANSLATE_NOOP("Wording", "The commissar has left: his time passes without a check"),
        QT_TRANSLATE_NOOP("Wording", "The commissar (seat {seat}) checks a seat: tap it"),
        QT_TRANSLATE_NOOP("Wording", "The commissar (seat {seat}) checks a seat"),
        QT_TRANSLATE_NOOP("Wording", "The commissar checks a seat")),
    StepKind.DOCTOR: _Checker(
        Role.DOCTOR,
        QT_TRANSLATE_NOOP("Wording", "The doctor has left: his time passes without a check"),
        QT_TRANSLATE_NOOP("Wording", "The doctor (seat {seat}) saves a seat: tap it"),
        QT_TRANSLATE_NOOP("Wording", "The doctor (seat {seat}) saves a seat"),
        QT_TRANSLATE_NOOP("Wording", "The doctor saves a seat")),
    StepKind.MISTRESS: _Checker(
        Role.MISTRESS,
        QT_TRANSLATE_NOOP("Wording", "The mistress has left: his time passes without a check"),
        QT_TRANSLATE_NOOP("Wording", "The mistress (seat {seat}) visits a seat: tap it"),
        QT_TRANSLATE_NOOP("Wording", "The mistress (seat {seat}) visits a seat"),
        QT_TRANSLATE_NOOP("Wording", "The mistress visits a seat")),
}


def _check(state: State, w: Wording) -> None:
    kind = state.head.kind
    checker = _CHECKERS[kind]
    actor = state.living_with(checker.role)
    if not actor:
        w.headline = words(checker.gone)
        return
    template = checker.hidden if w.replay and not w.show_roles else checker.shown if w.replay else checker.live
    w.headline = words(template).format(seat=actor[0])
    if kind is StepKind.DOCTOR and state.doctor_last and state.doctor_last[0] == state.round - 1:
        w.details.append(translate("Wording", "Not seat {seat} again (saved last night).").format(
            seat=state.doctor_last[1]))


def _best_move(state: State, w: Wording) -> None:
    seat = state.head.seat
    w.headline = translate("Wording", "Seat {seat}'s best move").format(seat=seat) if w.replay else \
        translate("Wording", "Seat {seat}'s best move: tap up to three seats").format(seat=seat)
    w.live(translate("Wording", "Chosen: {seats}").format(seats=seat_list(state.picked)) if state.picked
           else translate("Wording", "Chosen: none yet"))


def _deal(state: State, w: Wording) -> None:
    w.headline = translate("Wording", "Deal the roles")


def _meeting(state: State, w: Wording) -> None:
    w.headline = words(MEETINGS[Role(state.head.role)])


def _justification(state: State, w: Wording) -> None:
    w.headline = translate("Wording", "Seat {seat} justifies himself").format(seat=state.head.seat)


def _tie_speech(state: State, w: Wording) -> None:
    w.headline = translate("Wording", "Seat {seat} speaks again").format(seat=state.head.seat)


def _agreement(state: State, w: Wording) -> None:
    w.headline = translate("Wording", "The mafia meet and agree")
    w.secret(_black_players(state))
    if state.arrangement_tapped:
        w.live(translate("Wording", "Static arrangement: {seats}").format(seats=seat_list(state.picked))
               if state.picked else translate("Wording", "Static arrangement: tap up to three seats"))


_LAST_WORDS: dict[LeftHow | None, str] = {
    LeftHow.KILLED: QT_TRANSLATE_NOOP("Wording", "Seat {seat}'s last word (killed)"),
    LeftHow.VOTED: QT_TRANSLATE_NOOP("Wording", "Seat {seat}'s last word (voted out)"),
}


def _last_word(state: State, w: Wording) -> None:
    seat = state.seat(state.head_seat)
    how = seat.left.how if seat.left else None   # a last word is a departed player's
    template = _LAST_WORDS.get(how, QT_TRANSLATE_NOOP("Wording", "Seat {seat}'s last word (leaves)"))
    w.headline = words(template).format(seat=seat.number)


def _end(state: State, w: Wording) -> None:
    w.headline = words(WINNER_WORDS[state.result])
    w.details.append(translate("Wording", "Announce it and reveal every role."))


_STEP_WORDS = {
    StepKind.DEAL: _deal,
    StepKind.AGREEMENT: _agreement,
    StepKind.ROLE_MEETING: _meeting,
    StepKind.SPEECH: _speech,
    StepKind.OPEN_TALK: _open_talk,
    StepKind.JUSTIFICATION: _justification,
    StepKind.TIE_SPEECH: _tie_speech,
    StepKind.VOTE: _vote,
    StepKind.REMOVE_ALL_VOTE: _remove_all,
    StepKind.SHOT: _shot,
    **{step: _check for step in NIGHT_ACTORS},   # each night role's check, save or visit
    StepKind.BEST_MOVE: _best_move,
    StepKind.LAST_WORD: _last_word,
    StepKind.END: _end,
}


def _morning_lines(state: State, announced: Sequence[str] = ()) -> list[str]:
    """The night's news, shown through the day's discussion once its announcement is gone."""
    day = state.day
    if state.phase.value != "day" or day is None or day.stage.value != "discussion":
        return []
    night = state.nights[-1]
    news = [message_text(line) for line in morning_news(state, night)]
    if not news or set(news) <= set(announced):
        return []
    return [translate("Wording", "Morning: {news}").format(news=" ".join(news))]


def _then(following: State) -> str:
    """What the engine does next: the speakers in turn from the next one, else the next step;
    nothing once the game is over (its end is announced, not awaited)."""
    step = following.step
    if following.ended or step is None:
        return ""
    if step.kind is StepKind.SPEECH:
        speakers = [st.seat for st in following.agenda if st.kind is StepKind.SPEECH]
        return translate("Wording", "Then: {seats}").format(seats=seat_list(speakers))
    return translate("Wording", "Then: {step}").format(step=message_text(step_label(step)))


def _upcoming(state: State) -> str:
    if state.winner is not None and state.step is not None and state.step.kind is StepKind.END:
        return ""   # the game is decided: nothing comes after the announcement
    rest = state.upcoming()
    speakers = [st.seat for st in rest if st.kind is StepKind.SPEECH]
    if speakers:
        return translate("Wording", "Then: {seats}").format(seats=seat_list(speakers))
    if rest:
        return translate("Wording", "Then: {step}").format(step=message_text(step_label(rest[0])))
    if state.phase.value == "day":
        return translate("Wording", "Then: night") if state.today.vote_complete else \
            translate("Wording", "Then: the vote")
    if state.phase.value == "night":
        return translate("Wording", "Then: morning")
    return ""


def reveal_lines(state: State) -> list[str]:
    lines = []
    for role in SPECIAL_ROLES:
        seats = [s.number for s in state.seats if s.role is role]
        if seats:
            lines.append(translate("Wording", "{role}: {seats}").format(role=role_title(role), seats=seat_list(seats)))
    return lines
