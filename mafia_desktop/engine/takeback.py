"""Ctrl+Z and Ctrl+Shift+Z as the host means them: his last action taken back, or given back,
with the app's own timer events that came with it (``by_itself``: a timer the app started
after an announcement, a clock it paused at a resume or after an undo).

The window runs these with two recorders of its own: ``host`` for the host's action (the
window says and shows what it did), ``quiet`` for the app's own events. Each runs a command
on the game and stores its events; False if the rules refused it or it was not stored (and
said so). ``game`` gives the game as it is now: the window loads it again from the archive
after a write that failed."""

from __future__ import annotations

from typing import Callable, NamedTuple

from mafia_desktop.engine import commands as c, events as ev
from mafia_desktop.engine.errors import RuleViolation
from mafia_desktop.engine.folding import redo_group
from mafia_desktop.engine.session import Game

#: Runs a command on the game and stores its events: False if refused or not stored.
Record = Callable[..., bool]


class Undone(NamedTuple):
    done: bool           # the host's action taken back
    paused_again: bool   # the app paused the clock again after it (at the moment it had)


def the_apps(game: Game, kind: type[ev.SpeechStarted | ev.SpeechPaused]) -> ev.SpeechStarted | ev.SpeechPaused | None:
    """The last action in effect if it is a ``kind`` the app took by itself, not the host."""
    last = game.effective[-1]
    return last if isinstance(last, kind) and last.by_itself else None


def undo(game: Callable[[], Game], host: Record, quiet: Record, *, slip: bool = False) -> Undone:
    """Takes back the host's last action; a timer that started by itself after it goes too.
    Right after a resume the log ends in the app's pause of the clock: it is taken back with
    the host's action and made again at its moment, or the clock would run on from before
    the app closed (minutes of red overtime); ``redo`` still gives them back. The log says
    which were the app's, so this holds across any number of closes and resumes.
    ``slip``: an action the host never meant (the first tap of a double tap)."""
    paused = the_apps(game(), ev.SpeechPaused)
    if paused is not None and not quiet(c.undo, slip=slip):
        return Undone(False, False)
    if the_apps(game(), ev.SpeechStarted) is not None and not quiet(c.undo, slip=slip):
        return Undone(False, False)
    done = host(c.undo, slip=slip)
    if paused is not None and game().state.timer.running:
        return Undone(done, quiet(c.pause_timer, now=paused.at, by_itself=True))
    return Undone(done, False)


def redo(game: Callable[[], Game], stack: list[ev.Event], host: Record, quiet: Record) -> bool:
    """Puts back what the last undo took back (``stack``: ``folding.to_redo`` of the log):
    the host's action with the app's timer events after it, as one (``undo`` took them back
    as one); True if the host's action is back. Where the app paused the clock again after
    that undo, its pause forgot the log's redo: the action is done again instead
    (``folding.to_redo`` says why the log's rules stay as they are), then those of the app's
    timer events the rules still take (its pause is left out when the clock already stands
    paused at that moment by its later one)."""
    group = redo_group(stack)
    if not group:
        return host(c.redo)   # refused: said so
    action, *apps = group
    if game().state.can_redo:
        if not host(c.redo):
            return False
        for _ in apps:
            if not (game().state.can_redo and quiet(c.redo)):
                break
    else:
        if not host(c.again, event=action):
            return False
        for event in apps:
            if _taken_again(game(), event) and not quiet(c.again, event=event):
                break
    return True


def _taken_again(game: Game, event: ev.Event) -> bool:
    """Do the rules take ``event`` done again now?"""
    try:
        game.preview(c.again, event=event)
    except RuleViolation:
        return False
    return True
