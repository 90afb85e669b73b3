"""The replay of an archived game: the table as it stood after any logged step, read-only.

Position n (1 … number of events) shows ``fold(events[:n], check=False)``: the log's first n
entries, undo and redo resolved, exactly as the live table stood after them. The seat map
is the game page's, with nothing to tap; beside it what the step was, what the table was
waiting for, and the whole log, one line per event but a slip's: an action the host never
meant (a double tap's first tap) and its undo are left out of the steps (the archive keeps
them), so every step listed is one he meant, each at its own position. Roles stay hidden
until the host shows them (a red banner says so while they are visible).

Opening a game shows its end: the result, the last word said, and for an unfinished game
the step a resume would continue from; Home goes back to the start.

Nothing here writes to the archive: resuming, exporting, the trash and "not rated" are
requests the window carries out (``resumeRequested`` and its siblings, each with the game's id).

Every word is translatable (context "ReplayPage"); the flow's words are ``words.table``'s.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView, QFrame, QHBoxLayout, QLabel, QListWidget, QPushButton, QSizePolicy,
    QSlider, QSplitter, QVBoxLayout, QWidget,
)

from mafia_desktop.engine import RuleViolation, State
from mafia_desktop.engine.events import Undone
from mafia_desktop.engine.folding import fold
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, moment_text, translate
from mafia_desktop.store import Archive, ArchiveError, GameRow
from mafia_desktop.time_stamps import local_time

from mafia_desktop.ui.archive.video_dialog import VideoDialog
from mafia_desktop.ui.shared.colours import ColouredLabel
from mafia_desktop.ui.shared.remembered import remember_splitter
from mafia_desktop.ui.table.seatmap import SeatMap
from mafia_desktop.ui.table.seatview import seat_views
from mafia_desktop.words.replay import ROLE_SENSITIVE, event_line, phase_tag, walk
from mafia_desktop.words.table import Wording, describe, phase_name
from mafia_desktop.ui.shared.screen import SMALLEST
from mafia_desktop.ui.shared.theme import TARGET, primary

#: A finished game's result, by the archive's winner.
RESULT_WORDS = {"red": QT_TRANSLATE_NOOP("ReplayPage", "The town won"),
                "black": QT_TRANSLATE_NOOP("ReplayPage", "The mafia won"),
                "draw": QT_TRANSLATE_NOOP("ReplayPage", "A draw")}
#: The rules a game was played with, by preset.
RULES_WORDS = {"sport": QT_TRANSLATE_NOOP("ReplayPage", "Sport rules"),
               "mastermind": QT_TRANSLATE_NOOP("ReplayPage", "Mastermind rules"),
               "latvian": QT_TRANSLATE_NOOP("ReplayPage", "Latvian rules"),
               "classic": QT_TRANSLATE_NOOP("ReplayPage", "Classic rules")}


@dataclass(frozen=True)
class Entry:
    """One event of the log as the replay lists it."""

    tag: str          # where it happened: "D2", "N1", "Setup"
    hidden: str       # its line with the roles hidden
    shown: str        # its line with the roles shown
    starts: bool      # the table entered another phase with it (a day, a night, the end)
    count: int        # the events up to it: its position


def entries_of(events) -> list[Entry]:
    """Every event's line and phase in one pass over the log (see ``words.replay.walk``),
    but a slip's: a slipped undo takes the line of the action it took back with it."""
    entries: list[Entry] = []
    listed: list = []   # the event of each entry
    for count, (event, before, after, action) in enumerate(walk(events), start=1):
        if isinstance(event, Undone) and event.slip and listed and listed[-1] is action:
            entries.pop()
            listed.pop()
            continue
        hidden = event_line(event, before, after, show_roles=False, action=action)
        sensitive = (action or event).type in ROLE_SENSITIVE
        shown = event_line(event, before, after, show_roles=True, action=action) if sensitive else hidden
        entries.append(Entry(phase_tag(before), hidden, shown,
                             (after.phase, after.round) != (before.phase, before.round), count))
        listed.append(event)
    return entries


def read_only(state: State, *, show_roles: bool) -> Wording:
    """The flow panel's words without what the host would tap or has selected (nothing
    can be tapped in a replay) and, while roles are hidden, without who holds one (the
    live panel names the blacks and the checker at night)."""
    return describe(state, replay=True, show_roles=show_roles)


def _say(text: str) -> str:
    """A template marked with QT_TRANSLATE_NOOP("ReplayPage", …), in the host's language."""
    return translate("ReplayPage", text)


def heading_lines(row: GameRow, final: State) -> tuple[str, str]:
    """The game's heading: when and where; then the rules, the host and the result."""
    when = _local(row.created_at)
    where = [row.club, row.tournament,
             row.table_no and translate("ReplayPage", "Table {table}").format(table=row.table_no),
             row.game_no and translate("ReplayPage", "Game {game}").format(game=row.game_no)]
    first = " · ".join(part for part in [when, *where] if part)
    if not row.finished:
        result = translate("ReplayPage", "Unfinished ({phase})").format(phase=phase_name(final))
    elif (winner := row.winner or "") in RESULT_WORDS:
        result = _say(RESULT_WORDS[winner])
    else:
        result = translate("ReplayPage", "Finished")
    rules = _say(RULES_WORDS[row.ruleset]) if row.ruleset in RULES_WORDS else \
        translate("ReplayPage", "{preset} rules").format(preset=row.ruleset.capitalize())
    second = [rules, translate("ReplayPage", "{count} players").format(count=final.size),
              row.host and translate("ReplayPage", "host {host}").format(host=row.host), result]
    return first, " · ".join(part for part in second if part)


def _local(stamp: str | None) -> str:
    """An archive time stamp (UTC) on the host's wall clock, in his locale: "05.04.2025 16:00"."""
    return moment_text(local_time(stamp))


class ReplayPage(QWidget):
    exportPdfRequested = Signal(str)
    exportJsonRequested = Signal(str)
    resumeRequested = Signal(str)
    trashRequested = Signal(str)
    #: The host marked the game rated (True) or "not rated" (False).
    ratedRequested = Signal(str, bool)
    #: The game to the rating service.
    publishRequested = Signal(str)
    closeRequested = Signal()
    #: The position shown changed (to the int given).
    positionChanged = Signal(int)

    def __init__(self, archive: Archive, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        self.game_id: str | None = None
        self.row: GameRow | None = None
        self.events: list = []
        self.entries: list[Entry] = []
        self.counts: list[int] = []          # each entry's position, as the list shows them
        self.starts: list[int] = []          # positions where a day, a night or the end begins
        self.state = State()
        self.position = 0
        self.current = 0                     # the entry shown (its row in the log's list)
        self.show_roles = False
        self._syncing = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)   # the arrow keys belong to the page

        self.roles_banner = ColouredLabel(
            self.tr("ROLES VISIBLE TO ANYONE WHO LOOKS — “Hide roles” or Ctrl+R hides them"), meaning="alarm-fill",
            banner=True, bold=True, objectName="roles-banner", alignment=Qt.AlignmentFlag.AlignCenter)
        self.roles_banner.hide()

        self.close_button = self._button(self.tr("← Back to the list"), "close", self.closeRequested.emit)
        self.roles_button = self._button(self.tr("Show roles"), "roles", None)
        self.roles_button.setCheckable(True)
        self.roles_button.toggled.connect(self.set_show_roles)
        self.resume_button = self._button(self.tr("Resume the game"), "resume",
                                          lambda: self._emit(self.resumeRequested))
        self.pdf_button = self._button(self.tr("Export PDF…"), "export-pdf",
                                       lambda: self._emit(self.exportPdfRequested))
        self.json_button = self._button(self.tr("Export JSON…"), "export-json",
                                        lambda: self._emit(self.exportJsonRequested))
        self.trash_button = self._button(self.tr("Move to trash"), "trash", lambda: self._emit(self.trashRequested))
        self.video_button = self._button(self.tr("Video…"), "video", self.show_video)
        # Checked: the game counts for the club's ratings; unchecked, it is "not rated".
        self.rated_button = self._button(self.tr("Rated"), "rated", None)
        self.rated_button.setCheckable(True)
        self.rated_button.clicked.connect(self._rated_clicked)
        # "Publish": its tooltip says where to, and where the game stands there.
        self.publish_button = self._button(self.tr("Publish"), "publish",
                                           lambda: self._emit(self.publishRequested))
        top = QHBoxLayout()
        top.addWidget(self.close_button)
        top.addStretch(1)
        buttons = (self.roles_button, self.video_button, self.rated_button, self.resume_button, self.pdf_button,
                   self.json_button, self.publish_button, self.trash_button)
        # One row, or two where a longer language's words would widen the page past the screen.
        one_row = sum(button.sizeHint().width() + 6 for button in (self.close_button, *buttons))
        second = top if one_row <= SMALLEST.width() - 40 else QHBoxLayout()
        if second is not top:
            second.addStretch(1)   # under the first row's buttons, at the same side
        for button in buttons:
            (top if button in buttons[:4] else second).addWidget(button)

        self.seat_map = SeatMap()   # read-only: its taps and long presses are not connected
        self.seat_map.setMinimumSize(280, 280)   # the step list and the buttons share a tablet's 600 px

        self.title = self._label(13, bold=True, name="title")
        self.subtitle = self._label(11, name="subtitle")
        self.step_title = self._label(15, bold=True, name="step-title")
        self.step_line = self._label(13, name="step-line")
        self.step_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.now_title = self._label(12, bold=True, name="now-title")
        self.now_details = self._label(11, name="now-details")
        rule = QFrame(frameShape=QFrame.Shape.HLine, frameShadow=QFrame.Shadow.Sunken)
        self.log = QListWidget(objectName="log")
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # clicks select; the keys stay the page's
        self.log.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.log.setWordWrap(True)
        self.log.setAlternatingRowColors(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        font = QFont(self.log.font())
        font.setPointSize(12)
        self.log.setFont(font)
        palette = self.log.palette()   # the current line stays marked while the page has the focus
        for role in (QPalette.ColorRole.Highlight, QPalette.ColorRole.HighlightedText):
            palette.setColor(QPalette.ColorGroup.Inactive, role, palette.color(QPalette.ColorGroup.Active, role))
        self.log.setPalette(palette)
        self.log.currentRowChanged.connect(self._on_row)
        side = QVBoxLayout()
        for widget in (self.title, self.subtitle, rule, self.step_title, self.step_line, self.now_title,
                       self.now_details):
            side.addWidget(widget)
        side.addWidget(self.log, 1)
        side_widget = QWidget()
        side_widget.setLayout(side)
        side_widget.setMinimumWidth(420)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, objectName="replay-splitter", childrenCollapsible=False)
        self.splitter.addWidget(self.seat_map)
        self.splitter.addWidget(side_widget)
        self.splitter.setSizes([1000, 1000])
        remember_splitter(self.splitter, "replay-splitter")

        # Right to left the row is mirrored (First at the right): a translation turns the arrows.
        self.first_button = self._button(self.tr("|◀ First"), "first", self.first)
        self.back_button = self._button(self.tr("◀ Back"), "back", self.back)
        self.forward_button = primary(self._button(self.tr("Forward ▶"), "forward", self.forward))
        self.last_button = self._button(self.tr("Last ▶|"), "last", self.last)
        self.slider = QSlider(Qt.Orientation.Horizontal, objectName="slider")
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setMinimumHeight(TARGET)
        self.slider.setPageStep(10)
        # The steps gone by are lit: the groove's part before the handle, which a style sheet
        # calls the sub-page left to right and the add-page right to left (Hebrew), where the
        # first step's handle stands at the right end.
        done = "add-page" if self.slider.layoutDirection() == Qt.LayoutDirection.RightToLeft else "sub-page"
        self.slider.setStyleSheet(
            "QSlider::groove:horizontal { height: 8px; border-radius: 4px; background: palette(mid); }"
            f"QSlider::{done}:horizontal {{ border-radius: 4px; background: palette(highlight); }}"
            "QSlider::handle:horizontal { width: 32px; margin: -14px 0; border-radius: 16px;"
            " background: palette(highlight); border: 2px solid palette(base); }")
        self.slider.valueChanged.connect(self._on_slider)
        bottom = QHBoxLayout()
        bottom.addWidget(self.first_button)
        bottom.addWidget(self.back_button)
        bottom.addWidget(self.slider, 1)
        bottom.addWidget(self.forward_button)
        bottom.addWidget(self.last_button)

        self._centre_later = QTimer(self, singleShot=True, interval=0)
        self._centre_later.timeout.connect(self._centre_current)

        layout = QVBoxLayout(self)
        layout.addWidget(self.roles_banner)
        layout.addLayout(top)
        if second is not top:
            layout.addLayout(second)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(bottom)

    def show_video(self) -> None:
        """The game's video: its link, the stream's start, the chapters to copy."""
        if self.game_id:
            VideoDialog(self.archive, self.game_id, self).exec()

    def _button(self, text: str, name: str, slot) -> QPushButton:
        button = QPushButton(text, objectName=name)
        button.setMinimumHeight(TARGET)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # the page keeps the keys
        font = QFont(button.font())
        font.setPointSize(13)
        button.setFont(font)
        button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        if slot is not None:
            button.clicked.connect(lambda _=False: slot())
        return button

    def _label(self, size: int, *, bold: bool = False, name: str) -> QLabel:
        label = QLabel(objectName=name)
        label.setWordWrap(True)
        font = QFont(label.font())
        font.setPointSize(size)
        font.setBold(bold)
        label.setFont(font)
        return label

    def _emit(self, signal) -> None:
        if self.game_id is not None:
            signal.emit(self.game_id)

    def show_publication(self) -> None:
        """Whether the rating service has the game (or refused it, and why), on its button."""
        from mafia_desktop.ui.publishing.outcomes import publication_words
        row = self.row
        self.publish_button.setEnabled(bool(row and row.finished and not row.deleted_at))
        self.publish_button.setToolTip((row and publication_words(self.archive, row.id))
                                       or self.tr("Publish to the rating service"))

    def _rated_clicked(self, checked: bool) -> None:
        if self.game_id is None:
            return
        self.show_rated(not checked)     # as the archive has it until the window has changed it
        self.ratedRequested.emit(self.game_id, checked)

    def show_rated(self, rated: bool) -> None:
        """The rated button as the game is: rated, or "not rated"."""
        self.rated_button.setChecked(rated)
        self.rated_button.setText(self.tr("Rated") if rated else self.tr("Not rated"))
        self.rated_button.setToolTip(
            self.tr("The game counts for the club's ratings; click to mark it not rated") if rated else
            self.tr("The game earns nothing and changes no rating; click to rate it again"))

    # -- the game ------------------------------------------------------------------------
    @property
    def count(self) -> int:
        """The steps listed (the log's events but a slip's)."""
        return len(self.entries)

    def open(self, game_id: str) -> None:
        """Show a game at its end. Raises ArchiveError (and keeps the game shown) if the
        game cannot be read or replayed."""
        events = self.archive.events(game_id)
        row = self.archive.game(game_id)
        try:
            fold(events)   # checked once: every position below is then a fold without checks
            entries = entries_of(events)
        except RuleViolation as error:   # a seat that does not exist, an undo of nothing, ...
            raise ArchiveError("Game {game} cannot be replayed: {reason}", game=row.id, reason=error.message) from None
        if self.show_roles:              # each game opens with its roles hidden
            self.set_show_roles(False)
        self.game_id, self.row, self.events, self.entries = row.id, row, events, entries
        self.counts = [entry.count for entry in entries]
        self.starts = [entry.count for entry in entries if entry.starts]
        self._syncing = True
        try:
            self.log.clear()
            self.log.addItems(self._lines())
            self.slider.setRange(1, len(entries))
        finally:
            self._syncing = False
        self.resume_button.setEnabled(not row.finished and not row.deleted_at)
        self.resume_button.setToolTip("" if not row.finished else self.tr("A finished game cannot be resumed"))
        self.trash_button.setEnabled(not row.deleted_at)
        self.trash_button.setText(self.tr("In the trash") if row.deleted_at else self.tr("Move to trash"))
        self.show_rated(self.archive.is_rated(row.id))
        self.show_publication()
        self.position = 0
        self.set_position(self.counts[-1])
        title, subtitle = heading_lines(row, self.state)
        self.title.setText(title)
        self.subtitle.setText(subtitle)
        self.setFocus()

    def _lines(self) -> list[str]:
        line = self.tr("{number}. {tag} · {event}")
        return [line.format(number=n, tag=entry.tag, event=entry.shown if self.show_roles else entry.hidden)
                for n, entry in enumerate(self.entries, start=1)]

    # -- moving --------------------------------------------------------------------------
    def set_position(self, n: int) -> None:
        """Show the table after the first ``n`` events: after the last step listed up to
        there (within a slip the table stood as before it)."""
        if not self.events:
            return
        self.current = max(0, bisect.bisect_right(self.counts, int(n)) - 1)
        n = self.counts[self.current]
        changed = n != self.position
        self.position = n
        self.state = fold(self.events[:n], check=False)
        self.refresh()
        if changed:
            self.positionChanged.emit(n)

    def first(self) -> None:
        self._to_row(0)

    def last(self) -> None:
        self._to_row(self.count - 1)

    def back(self) -> None:
        self._to_row(self.current - 1)

    def forward(self) -> None:
        self._to_row(self.current + 1)

    def _to_row(self, row: int) -> None:
        if self.counts:
            self.set_position(self.counts[max(0, min(row, self.count - 1))])

    def previous_phase(self) -> None:
        """To the start of this day or night; from its start, to the one before."""
        index = bisect.bisect_left(self.starts, self.position)
        self.set_position(self.starts[index - 1] if index > 0 else 1)

    def next_phase(self) -> None:
        index = bisect.bisect_right(self.starts, self.position)
        self.set_position(self.starts[index] if index < len(self.starts) else self.counts[-1])

    def _on_row(self, row: int) -> None:
        if not self._syncing and row >= 0:
            self._to_row(row)

    def _on_slider(self, value: int) -> None:
        if not self._syncing:
            self._to_row(value - 1)

    def keyPressEvent(self, event) -> None:
        # The arrows follow the timeline as drawn: right to left (Hebrew), Left goes forward.
        earlier, later = ((self.forward, self.back) if self.layoutDirection() == Qt.LayoutDirection.RightToLeft
                          else (self.back, self.forward))
        moves = {
            Qt.Key.Key_Left: earlier, Qt.Key.Key_Up: self.back,
            Qt.Key.Key_Right: later, Qt.Key.Key_Down: self.forward,
            Qt.Key.Key_Home: self.first, Qt.Key.Key_End: self.last,
            Qt.Key.Key_PageUp: self.previous_phase, Qt.Key.Key_PageDown: self.next_phase,
        }
        move = moves.get(event.key())
        if move is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            move()
            event.accept()
        elif event.key() == Qt.Key.Key_R and event.modifiers() == Qt.KeyboardModifier.ControlModifier:
            self.roles_button.toggle()
            event.accept()
        else:
            super().keyPressEvent(event)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.setFocus()

    # -- roles ---------------------------------------------------------------------------
    def set_show_roles(self, shown: bool) -> None:
        self.show_roles = bool(shown)
        if self.roles_button.isChecked() != self.show_roles:
            self.roles_button.setChecked(self.show_roles)   # comes back here once, unchanged
            return
        self.roles_button.setText(self.tr("Hide roles") if shown else self.tr("Show roles"))
        for index, line in enumerate(self._lines()):
            self.log.item(index).setText(line)
        self.refresh()

    # -- painting ------------------------------------------------------------------------
    def _centre_current(self) -> None:
        item = self.log.item(self.current)
        if item is not None:
            self.log.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtCenter)

    def refresh(self) -> None:
        self.roles_banner.setVisible(self.show_roles)
        if not self.events:
            return
        state, n = self.state, self.current + 1
        entry = self.entries[self.current]
        wording = read_only(state, show_roles=self.show_roles)
        self.step_title.setText(self.tr("Step {number} of {count} · {tag}").format(number=n, count=self.count,
                                                                                   tag=entry.tag))
        self.step_line.setText(entry.shown if self.show_roles else entry.hidden)
        self.now_title.setText(self.tr("Now: {phase} — {headline}").format(phase=wording.phase,
                                                                           headline=wording.headline)
                               if wording.headline else self.tr("Now: {phase}").format(phase=wording.phase))
        # At the end the step's line says "Game over" already: the title and the map say only the result.
        self.now_title.setVisible(not state.ended)
        details = "\n".join([*wording.details, wording.upcoming] if wording.upcoming else wording.details)
        self.now_details.setText(details)
        self.now_details.setVisible(bool(details))
        centre = [wording.headline] if state.ended else [wording.phase, wording.headline]
        self.seat_map.show_state(seat_views(state, self.show_roles, as_the_game_needs=False), centre, "", "normal")
        self._syncing = True
        try:
            self.log.setCurrentRow(n - 1)
            self.slider.setValue(n)
        finally:
            self._syncing = False
        self._centre_current()
        # Wrapped lines get their heights when the list is laid out again (a banner shown,
        # the window resized): centre the current line once more after that.
        self._centre_later.start()
        self.first_button.setEnabled(n > 1)
        self.back_button.setEnabled(n > 1)
        self.forward_button.setEnabled(n < self.count)
        self.last_button.setEnabled(n < self.count)
