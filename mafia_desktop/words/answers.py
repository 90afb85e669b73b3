"""The answer the host gives a checker at night, by a gesture, for his eyes only.

After the don, the sheriff or the commissar points at a seat (or the doctor or the mistress
chooses one), the panel shows the choice and its answer large, with the sign to give, until
the host goes on. Plain Python: the answer is the engine's (``Night.*_check``), the sign
its preset's seed's (``Ruleset.check_signs``), the words are translatable (context "Answers").
"""

from __future__ import annotations

from dataclasses import dataclass

from mafia_desktop.engine import Event, State
from mafia_desktop.engine.customs import NOD, SHAKE, Hand, Sign
from mafia_desktop.engine.roles import ROLE_TABLE
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True)
class NightAnswer:
    seat: int                 # the seat checked or chosen
    heading: str              # "The sheriff (seat 8) checked seat 7"
    answer: str               # "BLACK", "RED", "THE SHERIFF", "Seat 5 is saved tonight"
    sign: str                 # what the host shows: "Nod: yes, black", or how he acknowledges
    gesture: Sign | None      # the check's sign, by the preset's seed (None: no yes/no answer)
    black: bool = False       # the answer is "black": painted dark


#: The heading per night choice's event type.
_HEADINGS = {
    "don_checked": QT_TRANSLATE_NOOP("Answers", "The don (seat {actor}) checked seat {seat}"),
    "sheriff_checked": QT_TRANSLATE_NOOP("Answers", "The sheriff (seat {actor}) checked seat {seat}"),
    "commissar_checked": QT_TRANSLATE_NOOP("Answers", "The commissar (seat {actor}) checked seat {seat}"),
    "doctor_saved": QT_TRANSLATE_NOOP("Answers", "The doctor (seat {actor}) chose seat {seat}"),
    "mistress_visited": QT_TRANSLATE_NOOP("Answers", "The mistress (seat {actor}) chose seat {seat}"),
}
#: Who makes each night choice (the engine's table of roles: each night role's event).
_ACTORS = {row.night.event: role for role, row in ROLE_TABLE.items() if row.night}
#: A check's event and the night's check it gives (its answer is a sign: up or down).
_CHECKS = {"don_checked": "don_check", "sheriff_checked": "sheriff_check", "commissar_checked": "commissar_check"}
#: Every other night choice's event (a save, a visit) and its answer: the host nods.
_CHOICES = {
    "doctor_saved": QT_TRANSLATE_NOOP("Answers", "Seat {seat} is saved tonight"),
    "mistress_visited": QT_TRANSLATE_NOOP("Answers", "Seat {seat} is visited tonight"),
}


#: Each sign a preset's seed asks for (engine.customs), in the host's words.
GESTURES = {
    NOD: QT_TRANSLATE_NOOP("Answers", "Nod"),
    SHAKE: QT_TRANSLATE_NOOP("Answers", "Shake your head"),
    Sign(NOD.head, Hand.RING): QT_TRANSLATE_NOOP("Answers", "Nod, and a ring of thumb and finger"),
    Sign(SHAKE.head, Hand.CROSSED): QT_TRANSLATE_NOOP("Answers", "Shake your head, and cross your arms"),
    Sign(NOD.head, Hand.THUMB_DOWN): QT_TRANSLATE_NOOP("Answers", "Nod, and thumb down"),
    Sign(SHAKE.head, Hand.THUMB_UP): QT_TRANSLATE_NOOP("Answers", "Shake your head, and thumb up"),
}
#: A check's answer, large, and what the sign means: (the don's check?, yes?) → words.
_VERDICTS = {
    (True, True): (QT_TRANSLATE_NOOP("Answers", "THE SHERIFF"), QT_TRANSLATE_NOOP("Answers", "yes, the sheriff")),
    (True, False): (QT_TRANSLATE_NOOP("Answers", "NOT THE SHERIFF"),
                    QT_TRANSLATE_NOOP("Answers", "no, not the sheriff")),
    (False, True): (QT_TRANSLATE_NOOP("Answers", "BLACK"), QT_TRANSLATE_NOOP("Answers", "yes, black")),
    (False, False): (QT_TRANSLATE_NOOP("Answers", "RED"), QT_TRANSLATE_NOOP("Answers", "no, red")),
}
#: The commissar's "no" is "not mafia" [001 Night], [002 §3]: he learns no colour beyond it.
_NOT_BLACK = (QT_TRANSLATE_NOOP("Answers", "NOT BLACK"), QT_TRANSLATE_NOOP("Answers", "no, not black"))


def _say(text: str) -> str:
    return translate("Answers", text)


def night_answer(event: Event, before: State, after: State) -> NightAnswer | None:
    """The card for a night choice just made (``event``, from ``before`` to ``after``);
    None for any other action, or a checker who checked nobody."""
    kind = event.type
    seat: int | None = getattr(event, "seat", None)   # each night choice's event has the seat chosen
    if kind not in _HEADINGS or seat is None or not before.nights:
        return None
    night = after.nights[len(before.nights) - 1]   # the morning may have come: same night
    actor = before.seat_with(_ACTORS[kind])
    heading = _say(_HEADINGS[kind]).format(actor=actor, seat=seat)
    if kind in _CHOICES:
        return NightAnswer(seat, heading, _say(_CHOICES[kind]).format(seat=seat),
                           translate("Answers", "Nod: the choice is taken"), None)
    check = getattr(night, _CHECKS[kind])
    if check is None or check.answer is None:
        return NightAnswer(seat, heading, translate("Answers", "No answer: the mistress blocked him"),
                           translate("Answers", "Show nothing"), None)
    don, yes = kind == "don_checked", bool(check.answer)
    big, meaning = _NOT_BLACK if kind == "commissar_checked" and not yes else _VERDICTS[don, yes]
    gesture = before.rules.check_signs.answer(don=don, yes=yes)
    sign = translate("Answers", "{gesture}: {meaning}").format(gesture=_say(GESTURES[gesture]), meaning=_say(meaning))
    return NightAnswer(seat, heading, _say(big), sign, gesture, black=yes and not don)
