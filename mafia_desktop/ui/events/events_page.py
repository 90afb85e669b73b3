"""Events: the list of club evenings and tournaments, and one event's page with its games
and standings, which are read again each time the page is shown (after every game), and
its link to the rating service (its menu: link, publish the evening)."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout, QLabel, QMenu,
    QListWidget, QListWidgetItem, QMessageBox, QPushButton, QSpinBox, QStackedWidget, QTableView, QTabWidget,
    QVBoxLayout, QWidget,
)

from mafia_desktop.i18n import date_span, message_text, translate
from mafia_desktop.protocol.archived import write_protocols, write_protocols_pdf
from mafia_desktop.protocol.standings import write_standings_csv, write_standings_pdf
from mafia_desktop.store import Archive, ArchiveError, GameRow
from mafia_desktop.words.rules import kind_words
from mafia_desktop.words.titles import preset_title, system_title
from mafia_desktop.store.contests import (
    Contest, attach, contest, contest_games, contest_standings, contests, detach, games_outside_events,
    players_of_event,
)

from mafia_desktop.ui.archive.games_model import GamesModel, started_words, where_words
from mafia_desktop.ui.events.event_dialog import EventDialog
from mafia_desktop.ui.events.seating_dialog import SeatingDialog
from mafia_desktop.ui.events.standings_model import StandingsModel
from mafia_desktop.ui.shared.direction import leading_edge
from mafia_desktop.ui.shared.errors import error_words
from mafia_desktop.ui.shared.remembered import RememberedColumns
from mafia_desktop.ui.shared.shown_page import sized_by_shown_page
from mafia_desktop.ui.shared.touch import finger_sized, rows_view, touch_button
from mafia_desktop.ui.shared.theme import FINGER, TARGET, primary
from mafia_desktop.words.bidi import left_to_right

logger = logging.getLogger(__name__)


def _button(text: str, name: str, slot) -> QPushButton:
    return touch_button(text, name, slot, height=TARGET)


def _table(name: str, model) -> QTableView:
    return rows_view(name, model, row_height=FINGER)


def event_words(event: Contest) -> str:
    dates = left_to_right(date_span(event.starts, event.ends))   # "20.11–21.11", not turned round in Hebrew
    # PySide6 lets a QObject class's own tr be called on the class (i18n says why it is
    # used here); its stubs have tr take an instance.
    tables = EventsPage.tr("%n table(s)", "", event.tables)  # type: ignore[arg-type]
    parts = [kind_words(event.kind), dates, tables,
             translate("EventsPage", "scoring: {system}").format(system=system_title(event.system.name))]
    return " · ".join(p for p in parts if p)


class EventPage(QWidget):
    """One event: its standings, its games, a new game at a table, exports."""

    newGameRequested = Signal(str, str)      # event id, table
    gameOpenRequested = Signal(str)          # a game to resume or replay
    publishRequested = Signal(list)          # the evening's games, to the rating service
    closeRequested = Signal()

    def __init__(self, archive: Archive, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        self.shown_event: Contest | None = None
        self.title = QLabel(objectName="event-title")
        font = self.title.font()
        font.setPointSize(20)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(leading_edge())   # an event's name at the start of the line in Hebrew too
        self.subtitle = QLabel(objectName="event-subtitle", wordWrap=True)
        self.subtitle.setAlignment(leading_edge())
        self.standings = StandingsModel()
        self.standings_view = _table("standings", self.standings)
        self.standings_columns = RememberedColumns(self.standings_view, "standings", stretch=1, wrap={5})
        self.games = GamesModel()
        self.games_view = _table("event-games", self.games)
        self.games_columns = RememberedColumns(self.games_view, "event-games", stretch=2, wrap={1, 3})
        self.games_view.doubleClicked.connect(self.open_game)
        self.table_box = QSpinBox(objectName="new-game-table", minimum=1, maximum=1, prefix=self.tr("Table "))
        self.table_box.setMinimumHeight(TARGET)

        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        layout.addLayout(top)
        top.addWidget(_button(self.tr("Back"), "back", self.closeRequested.emit))
        heading = QVBoxLayout()
        top.addLayout(heading, 1)
        heading.addWidget(self.title)
        heading.addWidget(self.subtitle)
        top.addWidget(_button(self.tr("Settings…"), "edit-event", self.edit))
        # The rating service's two: kept in one menu, the top row fits a tablet in every language.
        self.service_button = QPushButton(self.tr("Rating service"), objectName="event-service")
        self.service_button.setMinimumHeight(TARGET)
        service_menu = QMenu(self.service_button, objectName="event-service-menu")
        self.link_action = service_menu.addAction(self.tr("Link to the rating service…"), self.link_to_service)
        self.publish_action = service_menu.addAction(self.tr("Publish the evening"), self.publish_evening)
        self.service_button.setMenu(service_menu)
        top.addWidget(self.service_button)
        # The standings and the games take turns on tabs: side by side they need 1,250 px in
        # a longer language, and a tablet has 1,024.
        self.tabs = QTabWidget(objectName="event-tabs")
        sized_by_shown_page(self.tabs)
        layout.addWidget(self.tabs, 1)
        standings_page, games_page = QWidget(), QWidget()
        left, right = QVBoxLayout(standings_page), QVBoxLayout(games_page)
        self.tabs.addTab(standings_page, self.tr("Standings (finished games)"))
        self.tabs.addTab(games_page, self.tr("Games (%n)", "", 0))
        left.addWidget(self.standings_view, 1)
        exports = QHBoxLayout()
        left.addLayout(exports)
        #: What needs a game of the event (greyed while it has none), and what a finished one.
        self.needs_games = [_button(self.tr("All protocols…"), "all-protocols", self.export_protocols),
                            _button(self.tr("Protocols in one PDF…"), "protocols-pdf", self.export_protocols_pdf)]
        self.needs_standings = [_button(self.tr("Standings PDF…"), "standings-pdf", self.export_pdf),
                                _button(self.tr("Standings CSV…"), "standings-csv", self.export_csv)]
        for button in (*self.needs_standings, *self.needs_games):
            exports.addWidget(button)
        exports.addWidget(_button(self.tr("Seating plan…"), "seating-plan", self.seating_plan))
        self.no_games = QLabel(self.tr("No game yet: “New game at this table” starts one, “Add games…” brings in "
                                       "games played or imported before."), wordWrap=True, objectName="no-games")
        right.addWidget(self.no_games)
        right.addWidget(self.games_view, 1)
        # The host's next step, whichever tab is shown: the next game of the event.
        new_row = QHBoxLayout()
        layout.addLayout(new_row)
        new_row.addWidget(self.table_box)
        new_row.addWidget(primary(_button(self.tr("New game at this table"), "event-new-game", self.new_game)), 1)
        game_row = QHBoxLayout()
        right.addLayout(game_row)
        self.needs_games += [_button(self.tr("Open"), "event-open-game", self.open_game),
                             _button(self.tr("Take out"), "take-out", self.take_out)]
        game_row.addWidget(self.needs_games[-2])
        game_row.addWidget(_button(self.tr("Add games…"), "add-games", self.add_games))
        game_row.addWidget(self.needs_games[-1])

    def show_event(self, event_id: str) -> None:
        self.shown_event = contest(self.archive, event_id)
        self.refresh()
        # Its standings once it has them; before, its games, where the first game starts.
        self.tabs.setCurrentIndex(0 if self.standings.rows else 1)

    def refresh(self) -> None:
        """Games and standings read again: the standings follow each finished game."""
        if self.shown_event is None:
            return
        self.shown_event = contest(self.archive, self.shown_event.id)
        self.title.setText(message_text(self.shown_event.name))
        self.subtitle.setText(event_words(self.shown_event))
        self.table_box.setMaximum(self.shown_event.tables)
        self.table_box.setVisible(self.shown_event.tables > 1)
        self.games.set_rows(contest_games(self.archive, self.shown_event.id))
        try:
            self.standings.set_rows(contest_standings(self.archive, self.shown_event.id))
        except ArchiveError as error:
            self.standings.set_rows([])
            QMessageBox.warning(self, self.tr("Standings"), error_words(error))
        # An empty event says what to do, and nothing that needs a game seems to act.
        has_games = bool(self.games.rows)
        self.no_games.setVisible(not has_games)
        self.tabs.setTabText(1, self.tr("Games (%n)", "", len(self.games.rows)))
        for button in self.needs_games:
            button.setEnabled(has_games)
        for button in self.needs_standings:
            button.setEnabled(bool(self.standings.rows))
        self.publish_action.setEnabled(any(row.finished for row in self.games.rows))

    @property
    def _event(self) -> Contest:
        """The event shown: the page's buttons act on it, and the page is shown with one."""
        assert self.shown_event is not None, "no event is shown"
        return self.shown_event

    def selected_game(self) -> GameRow | None:
        rows = self.games_view.selectionModel().selectedRows()
        return self.games.row_at(rows[0]) if rows else None

    # -- games ---------------------------------------------------------------------------
    def new_game(self) -> None:
        self.newGameRequested.emit(self._event.id, str(self.table_box.value()))

    def open_game(self) -> None:
        row = self.selected_game()
        if row is not None:
            self.gameOpenRequested.emit(row.id)

    def add_games(self) -> None:
        """Games played outside any event (imported ones too), the latest first."""
        free = games_outside_events(self.archive)
        dialog = PickGames(free, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        for game_id in dialog.chosen():
            attach(self.archive, self._event.id, game_id)
        self.refresh()

    def take_out(self) -> None:
        row = self.selected_game()
        if row is not None:
            detach(self.archive, row.id)
            self.refresh()

    # -- the rating service ----------------------------------------------------------------
    def link_to_service(self) -> None:
        """The service's event this one is published into (read from the service, or typed)."""
        from mafia_desktop.ui.publishing.account import saved_service
        from mafia_desktop.ui.publishing.event_link import EventLinkDialog
        EventLinkDialog(self.archive, self._event, saved_service(), self).exec()

    def publish_evening(self) -> None:
        """Every finished game of the event (an unfinished one goes once it ends)."""
        finished = [row.id for row in self.games.rows if row.finished]
        if finished:
            self.publishRequested.emit(finished)

    def edit(self) -> None:
        dialog = EventDialog(self.archive, self._event, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.refresh()

    # -- exports -------------------------------------------------------------------------
    def _save_path(self, caption: str, suffix: str, kind: str) -> str:
        name = self.tr("{event} standings").format(event=message_text(self._event.name))
        suggested = Path.home() / f"{name}.{suffix}"
        path, _ = QFileDialog.getSaveFileName(self, caption, str(suggested), kind)
        return path

    def export_pdf(self) -> None:
        path = self._save_path(self.tr("Standings PDF"), "pdf", "PDF (*.pdf)")
        event = self._event
        if path:
            self._write(lambda: write_standings_pdf(event, self.standings.rows, path,
                                                    games=sum(row.finished for row in self.games.rows)), path)

    def export_csv(self) -> None:
        path = self._save_path(self.tr("Standings CSV"), "csv", "CSV (*.csv)")
        if path:
            self._write(lambda: write_standings_csv(self.standings.rows, path), path)

    def seating_plan(self) -> None:
        """A plan for the event's tables, with the players who have played in it so far."""
        event = self._event
        SeatingDialog(players_of_event(self.archive, event.id), tables=event.tables,
                      title=message_text(event.name), parent=self).exec()

    def export_protocols(self) -> None:
        """Every game's protocol with its points, into a folder (names already there are kept)."""
        folder = QFileDialog.getExistingDirectory(self, self.tr("Folder for the protocols"), str(Path.home()))
        if folder:
            ids = [row.id for row in self.games.rows]
            self._write(lambda: list(write_protocols(self.archive, ids, Path(folder))), folder)

    def export_protocols_pdf(self) -> None:
        """Every game's protocol with its points, in the order played, in one PDF to print."""
        name = self.tr("{event} protocols").format(event=message_text(self._event.name))
        suggested = Path.home() / f"{name}.pdf"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Protocols in one PDF"), str(suggested), "PDF (*.pdf)")
        ids = [row.id for row in self.games.rows]
        if path and ids:
            self._write(lambda: write_protocols_pdf(self.archive, ids, path), path)

    def _write(self, write, where: str) -> None:
        try:
            write()
        except Exception as error:   # a full disk, a damaged game: said, never a traceback
            logger.warning("could not write %s", where, exc_info=True)
            QMessageBox.warning(self, self.tr("Export"), self.tr("Could not write {where}: {error}").format(
                where=where, error=error_words(error)))
            return
        QMessageBox.information(self, self.tr("Export"), self.tr("Saved: {where}").format(where=where))


class PickGames(QDialog):
    """Tick the games to add to the event."""

    def __init__(self, rows: list[GameRow], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add games to the event"))
        self.resize(720, 520)
        self.list = QListWidget(objectName="free-games")
        for row in rows:
            words = " · ".join(part for part in (started_words(row.created_at), preset_title(row.ruleset),
                                                 where_words(row)) if part)
            item = QListWidgetItem(words)
            item.setData(Qt.ItemDataRole.UserRole, row.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Games outside any event, the latest first:") if rows else
                                self.tr("Every game belongs to an event already.")))
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        finger_sized(self)

    def chosen(self) -> list[str]:
        items = [self.list.item(row) for row in range(self.list.count())]
        return [item.data(Qt.ItemDataRole.UserRole) for item in items
                if item.checkState() == Qt.CheckState.Checked]


class EventsPage(QWidget):
    """The events, the latest first; "New event…"; opening one shows its page."""

    newGameRequested = Signal(str, str)
    gameOpenRequested = Signal(str)
    publishRequested = Signal(list)
    closeRequested = Signal()

    def __init__(self, archive: Archive, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        self.list = QListWidget(objectName="events")
        self.list.itemActivated.connect(lambda item: self.open_event(item.data(Qt.ItemDataRole.UserRole)))
        font = self.list.font()
        font.setPointSize(14)
        self.list.setFont(font)
        self.page = EventPage(archive)
        self.page.newGameRequested.connect(self.newGameRequested)
        self.page.gameOpenRequested.connect(self.gameOpenRequested)
        self.page.publishRequested.connect(self.publishRequested)
        self.page.closeRequested.connect(self.show_list)
        list_page = QWidget()
        column = QVBoxLayout(list_page)
        top = QHBoxLayout()
        column.addLayout(top)
        top.addWidget(_button(self.tr("Back"), "back", self.closeRequested.emit))
        top.addWidget(_button(self.tr("New event…"), "new-event", self.new_event), 1)
        self.no_events = QLabel(self.tr("No club evening or tournament yet: “New event…” makes one, and its games and "
                                        "standings are kept here."), wordWrap=True, objectName="no-events")
        column.addWidget(self.no_events)
        column.addWidget(self.list, 1)
        self.open_button = primary(_button(self.tr("Open"), "open-event", self._open_current))
        column.addWidget(self.open_button)
        self.stack = QStackedWidget()
        sized_by_shown_page(self.stack)
        self.stack.addWidget(list_page)
        self.stack.addWidget(self.page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        for event in contests(self.archive):
            item = QListWidgetItem(f"{message_text(event.name)}\n{event_words(event)}")
            item.setData(Qt.ItemDataRole.UserRole, event.id)
            self.list.addItem(item)
        if self.list.count():
            self.list.setCurrentRow(0)
        self.no_events.setVisible(not self.list.count())
        self.open_button.setEnabled(bool(self.list.count()))
        if self.stack.currentWidget() is self.page:
            self.page.refresh()

    def new_event(self) -> None:
        dialog = EventDialog(self.archive, parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.refresh()
            assert dialog.event_id is not None   # an accepted dialog has saved its event
            self.open_event(dialog.event_id)

    def _open_current(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.open_event(item.data(Qt.ItemDataRole.UserRole))

    def open_event(self, event_id: str) -> None:
        self.page.show_event(event_id)
        self.stack.setCurrentWidget(self.page)

    def show_list(self) -> None:
        self.refresh()
        self.stack.setCurrentIndex(0)
