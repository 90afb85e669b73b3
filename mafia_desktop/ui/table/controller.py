"""The one controller: runs an action on the engine, stores its events, says ``changed``.

Data flows one way: a tap → an action (``intents``) → a command on the engine → events →
appended to the archive → the new state → every view repaints from it. Every tap is an
action, a raised hand too, so the archive holds it before the tap returns.

Beside the state the controller keeps what the last action leaves the host to say: the
announcements it led to (``announcement``) and, after a night choice, the answer to give
the checker (``answer``), with the table as it stood before it (``before``). All three are
read off the log, so a game resumed after a crash shows them again.
"""

from __future__ import annotations

import logging
import time
from typing import Callable

from PySide6.QtCore import QObject, Signal

from mafia_desktop.engine import Game, RuleViolation, State, StepKind, commands as c, events as ev
from mafia_desktop.engine import takeback
from mafia_desktop.engine.folding import fold, to_redo
from mafia_desktop.engine.narration import announcements, said_this_round
from mafia_desktop.engine.state import snapshot
from mafia_desktop.i18n import message_text
from mafia_desktop.preferences import auto_start_timers, timers_after_announcements
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.housekeeping import giving_way
from mafia_desktop.time_stamps import local_time

from mafia_desktop.ui.shared.errors import error_words
from mafia_desktop.ui.table import intents
from mafia_desktop.ui.table.intents import Action
from mafia_desktop.words.answers import NightAnswer, night_answer

logger = logging.getLogger(__name__)


def _place(state: State) -> tuple:
    """Where the game stands: an announcement stays while this is the same."""
    return state.phase, state.round, state.step, len(state.agenda)


class GameController(QObject):
    changed = Signal()
    #: A refused action or a failed save, in the host's words; nothing changed.
    failed = Signal(str)

    def __init__(self, archive: Archive, game_id: str, *, clock: Callable[[], float] = time.time,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        self.game_id = game_id
        self.clock = clock
        self.game: Game = archive.load(game_id)
        #: The shots differ: taps at the shot are each shooter's target in turn.
        self.split_shots = False
        self.before: State | None = None
        #: What the host is to say aloud: it stays until the step it leads to is over.
        self.announcement: list[str] = []
        self._announced_at: tuple | None = None
        #: Today's announcements to look back at, oldest first, each with the length of the
        #: log when it was said (an undo takes it back with its action).
        self.said_today: list[tuple[int, list[str]]] = []
        self._said_on: int | None = None
        self.answer: NightAnswer | None = None
        self._redo_read: tuple[Game, int, list[ev.Event]] | None = None
        self._said_after_the_log()
        self._pause_a_resumed_clock()

    def _pause_a_resumed_clock(self) -> None:
        """A speech's clock runs on in the log while the app is closed: resumed, it is paused
        at the last moment the log knows (its last event), the time the speaker had left."""
        since = self.state.timer.running_since
        if since is None:   # not running
            return
        known = [local_time(stamp) for stamp in self.archive.event_times(self.game_id)]
        last = max((moment.timestamp() for moment in known if moment is not None), default=since)
        self._pause_at(max(since, min(self.clock(), last)))

    def _pause_at(self, moment: float) -> None:
        self._record(c.pause_timer, now=moment, by_itself=True)

    @property
    def state(self) -> State:
        return self.game.state

    # -- actions -----------------------------------------------------------------------------
    def perform(self, action: Action) -> bool:
        return self.run(action.command, **self._arguments(action))

    def following(self, action: Action | None) -> State | None:
        """The state ``action`` would lead to, as the engine plays it (the panel's "Then:");
        None without an action or if the rules refuse it."""
        if action is None:
            return None
        try:
            return self.game.preview(action.command, **self._arguments(action))
        except RuleViolation:
            return None

    def _arguments(self, action: Action) -> dict:
        kwargs = dict(action.kwargs)
        if action.timed:
            kwargs["now"] = self.clock()
        return kwargs

    def run(self, command: Callable[..., list], **kwargs) -> bool:
        giving_way.HOST.noted()   # a backup running beside the window waits for the host to pause
        step_before = self.state.step
        before = snapshot(self.state)
        if not self._record(command, **kwargs):
            return False
        if self.state.step != step_before:
            self.split_shots = False
        self._said(None if command is c.undo else self.game.effective[-1], before)
        if self._timer_starts_by_itself(command, kwargs, step_before):
            self._record(c.start_timer, now=self.clock(), by_itself=True)
        self.changed.emit()
        return True

    def _timer_starts_by_itself(self, command: Callable, kwargs: dict, step_before) -> bool:
        """The host's setting: a timed step reached by a vote, a shot, a check (what is
        announced, not Next, which has its own setting) starts its timer at once."""
        step = self.state.step
        return (timers_after_announcements() and command not in (c.undo, c.redo, c.again) and "then_start" not in kwargs
                and step is not None and step != step_before and step_before is not None
                and step_before.kind is not StepKind.DEAL and step.seconds > 0 and not step.silent
                and not self.state.timer.started)

    def _record(self, command: Callable[..., list], **kwargs) -> bool:
        """Run the command and store its events; False (and said) if refused or not stored."""
        try:
            events = self.game.run(command, **kwargs)
        except RuleViolation as refusal:
            step = self.state.step
            logger.info("refused at %s: %s(%s): %s", step.kind.value if step else "the end", command.__name__,
                        kwargs, refusal.message)
            self.failed.emit(message_text(refusal.message))
            return False
        try:
            self.archive.append(self.game_id, events, state=self.state)
        except (ArchiveError, OSError) as error:
            logger.error("game %s: %s not saved to the archive (%s)", self.game_id, command.__name__, error)
            # The archive is the truth: go back to what it holds.
            self.game = self.archive.load(self.game_id)
            self._said_after_the_log()
            # The system's own words for a failed write (a full disk) come in its language.
            self.failed.emit(self.tr("Could not save to the archive ({reason}); the action was not recorded")
                             .format(reason=error_words(error)))
            return False
        return True

    def _said(self, action, before: State) -> None:
        """What the host is to say now that ``action`` took the table from ``before``; an
        undo takes back the words with the action."""
        self.before = before
        if self._said_on != self.state.round:   # a new day (its morning news comes with it)
            # or an undo back into the day before: its words as they were said
            self.said_today = [] if action is not None else self._said_this_round()
            self._said_on = self.state.round
        place = _place(self.state)
        if action is None:
            done = len(self.game.effective)
            self.said_today = [(at, lines) for at, lines in self.said_today if at <= done]
            self.answer = None
        else:
            lines = [message_text(line) for line in announcements(before, self.state)]
            if lines:
                self.announcement, self._announced_at = lines, place
                self.said_today.append((len(self.game.effective), lines))
            self.answer = night_answer(action, before, self.state)
        if place != self._announced_at:   # the step it announced is over (or undone)
            self.announcement = []

    def _said_after_the_log(self) -> None:
        """The words of the last action in effect, as they were when it was taken, and the
        day's "Said today" as it was said (a game resumed, or read again after a failed save)."""
        effective = self.game.effective
        if len(effective) < 2:
            self._said(None, self.state)
            return
        before = fold(effective[:-1], check=False)
        self._said(effective[-1], before)
        if before.phase is not self.state.phase:
            # The day's last words said before the app closed: the night's own instruction
            # stands alone (they stay under "Said today").
            self.announcement = []
        self.said_today = self._said_this_round()

    def _said_this_round(self) -> list[tuple[int, list[str]]]:
        """The round's announcements as the log has them, each with the log's length then."""
        return [(count, [message_text(line) for line in lines])
                for count, lines in said_this_round(self.game.effective, self.state.round)]

    def tap(self, seat: int) -> None:
        """A tap on a seat: the step's action (a pick, a nomination, a shot, a check)."""
        if not self.state.is_seat(seat):
            return
        action = intents.tap(self.state, seat, split=self.split_shots, auto_start=auto_start_timers())
        if action is None:
            self.failed.emit(self.tr("A tap on a seat does nothing now: use the buttons"))
            return
        self.perform(action)

    def shots_differ(self) -> None:
        """The host says the blacks shot at different seats: the next taps are each
        shooter's target, in seat order."""
        self.split_shots = True
        self.changed.emit()

    def go_on(self) -> None:
        """The host has given the checker his sign: the answer leaves the screen."""
        self.answer = None
        self.changed.emit()

    def undo(self, *, slip: bool = False) -> bool:
        """Takes back the host's last action with the app's own timer events around it
        (``takeback.undo``); ``slip``: an action the host never meant (the first tap of a
        double tap)."""
        undone = takeback.undo(lambda: self.game, self.run, self._record, slip=slip)
        if undone.paused_again:   # (the host's undo showed the clock running from before the close)
            self.changed.emit()
        return undone.done

    def redo(self) -> bool:
        """Puts back what the last undo took back, the app's timer events with it
        (``takeback.redo``)."""
        if not takeback.redo(lambda: self.game, self._to_redo(), self.run, self._record):
            return False
        self.changed.emit()
        return True

    @property
    def can_redo(self) -> bool:
        """Has the host anything to redo (the log's redo, or an action the app's pause kept)?"""
        return bool(self._to_redo())

    def _to_redo(self) -> list[ev.Event]:
        """``folding.to_redo`` of the log, read again only once the log has grown."""
        events = self.game.events
        read = self._redo_read
        if read is None or read[0] is not self.game or read[1] != len(events):
            read = self._redo_read = (self.game, len(events), to_redo(events))
        return read[2]

    def foul(self, seat: int, *, technical: bool = False) -> bool:
        return self.run(c.foul, seat=seat, reason="", technical=technical)

    def remove(self, seat: int, reason: str) -> bool:
        return self.run(c.remove, seat=seat, reason=reason)
