"""The rules engine: pure Python, no Qt, no SQLite (a test enforces it).

How an action at the table becomes state:

1. **Command** (``commands``): the host taps, the window calls a pure function such as
   ``commands.nominate(state, by=3, seat=7)``. It builds the event for that action and
   checks it against the state and the ruleset (``validate``). If the rules forbid it, it
   raises ``RuleViolation("Seat {seat} has left the table and cannot be nominated", seat=7)``
   and nothing happens; otherwise it returns ``[Nominated(by=3, seat=7)]``.
2. **Events** (``events``): frozen dataclasses, one per thing that happens at the table,
   each with a stable ``type`` name. The caller appends them to the log (the archive
   stores them as JSON; ``to_json``/``from_json`` round-trip exactly). Events record what
   the host saw; consequences (who leaves, who won) are never stored, always derived.
3. **State** (``fold``): ``fold(events)`` replays the log through ``apply``, one function
   per event type, into a ``State``. The same events always give the same state. After
   each event the agenda (``flow``) moves on: ``state.step`` is what happens now,
   ``state.upcoming()`` what follows, so a window can be driven by the state alone.
   ``Undone``/``Redone`` are events too: the log only grows.

Rulesets (``ruleset``) are values recorded in the first event: ``preset("sport")`` and its
siblings ``mastermind``, ``latvian``, ``classic``, each with the options clubs vary.
The engine never reads the clock: callers pass ``now``. ``session.Game`` bundles a log and
its state for callers that just want to run commands.

Words for a person (refusals, step labels, the morning news, why there is no vote, lines of
points) are ``Message`` values: an English template with named places and the values, so
the window can translate them (``mafia_desktop.i18n.message_text``). A Message is a ``str``
whose text is the English, so code that reads them as plain text keeps working.
"""

from typing import TYPE_CHECKING

from mafia_desktop.lazy_names import lend

#: What the package exports. ``fold`` is the function (its module is ``folding``); ``commands``
#: is the module of commands.
__all__ = [
    "EVENT_TYPES", "Day", "DayStage", "Departure", "Event", "Game", "LeftHow", "Message", "Night", "PRESETS",
    "Phase", "Role", "RuleViolation", "Ruleset", "Seat", "State", "Step", "StepKind", "Team", "Timeline",
    "VoteRound", "Winner", "apply", "commands", "fold", "from_json", "preset", "step_label", "to_json",
]

# The type checker reads the names plainly (through ``__getattr__`` it would see Any).
if TYPE_CHECKING:
    from mafia_desktop.engine import commands
    from mafia_desktop.engine.errors import Message, RuleViolation
    from mafia_desktop.engine.events import EVENT_TYPES, Event, from_json, to_json
    from mafia_desktop.engine.folding import Timeline, apply, fold
    from mafia_desktop.engine.roles import Role, Team, Winner
    from mafia_desktop.engine.ruleset import PRESETS, Ruleset, preset
    from mafia_desktop.engine.session import Game
    from mafia_desktop.engine.state import Day, DayStage, Departure, LeftHow, Night, Phase, Seat, State, VoteRound
    from mafia_desktop.engine.steps import Step, StepKind, step_label

# The names are loaded on first use (PEP 562): the window's start, the command line's listings
# and the archive's error messages need ``errors`` alone, and loading every module of the rules
# would cost the window's start a twentieth of a second. Each name's module:
_HOME = {
    "commands": "commands",
    "Message": "errors", "RuleViolation": "errors",
    "EVENT_TYPES": "events", "Event": "events", "from_json": "events", "to_json": "events",
    "Timeline": "folding", "apply": "folding", "fold": "folding",
    "Role": "roles", "Team": "roles", "Winner": "roles",
    "PRESETS": "ruleset", "Ruleset": "ruleset", "preset": "ruleset",
    "Game": "session",
    **dict.fromkeys(("Day", "DayStage", "Departure", "LeftHow", "Night", "Phase", "Seat", "State", "VoteRound"),
                    "state"),
    "Step": "steps", "StepKind": "steps", "step_label": "steps",
}
_HOMES = {name: f"{__name__}.{module}" for name, module in _HOME.items()}


def __getattr__(name: str):
    return lend(globals(), name, _HOMES)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
