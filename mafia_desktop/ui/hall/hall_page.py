"""The head judge's page (toolbar Hall): every table of the tournament hall live, each
table's games with their protocols, the standings, and the next round's seats handed out.

The hall is read in a thread of its own (``HallReader``); this page only puts the words it
gets into cards. The roles stay hidden unless the judge shows them, and are hidden again
whenever he leaves the page. The login is the head judge's: the URL from the settings
(Settings → Tournament hall), the password from the system's keyring, or both typed here
for this session; the password is never shown.
"""

from __future__ import annotations

import logging
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QApplication, QComboBox, QDialog, QFileDialog, QFormLayout, QFrame, QGridLayout,
    QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMessageBox, QPushButton, QScrollArea, QTableView, QTabWidget,
    QVBoxLayout, QWidget,
)

from mafia_desktop import preferences
from mafia_desktop.engine.points import SYSTEMS
from mafia_desktop.hall import secrets
from mafia_desktop.hall.connection import shown_url
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, moment_text, translate
from mafia_desktop.protocol.document import protocol_filename, write_protocols
from mafia_desktop.protocol.sheet import GameSheet
from mafia_desktop.time_stamps import local_time
from mafia_desktop.words.hall import CardWords, GameLine, table_title
from mafia_desktop.words.titles import system_title

from mafia_desktop.ui.events.standings_model import StandingsModel
from mafia_desktop.ui.hall.hall_reader import HallReader, ReaderStatus
from mafia_desktop.ui.hall.seating_hand import HandSeatingDialog
from mafia_desktop.ui.hall.table_card import MIN_WIDTH, TableCard
from mafia_desktop.ui.shared.colours import ColouredLabel
from mafia_desktop.ui.shared.errors import error_words
from mafia_desktop.ui.shared.printing import paint_pdf
from mafia_desktop.ui.shared.remembered import RememberedColumns
from mafia_desktop.ui.shared.rows_model import RowsModel
from mafia_desktop.ui.shared.shown_page import sized_by_shown_page
from mafia_desktop.ui.shared.theme import FINGER
from mafia_desktop.ui.shared.touch import rows_view, touch_button

if TYPE_CHECKING:
    from mafia_desktop.store.archive import Archive

logger = logging.getLogger(__name__)

DEFAULT_SYSTEM = "sport"


class GamesModel(RowsModel):
    """A table's games in the hall, oldest first."""

    columns = (QT_TRANSLATE_NOOP("HallGames", "Game"), QT_TRANSLATE_NOOP("HallGames", "Tournament"),
               QT_TRANSLATE_NOOP("HallGames", "Begun"), QT_TRANSLATE_NOOP("HallGames", "Length"),
               QT_TRANSLATE_NOOP("HallGames", "Result"), QT_TRANSLATE_NOOP("HallGames", "In the standings"),
               QT_TRANSLATE_NOOP("HallGames", "Last event"))
    #: The column that takes the page's width (why a game is not counted).
    STRETCHED = 5

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        game: GameLine = self.rows[index.row()]
        # "Begun" as the reasons name the table's other games: the server's time, to the second.
        return (game.number or str(index.row() + 1), game.tournament,
                f"{game.begun_at.astimezone():%H:%M:%S}" if game.begun_at else "", game.length, game.result,
                game.counted, moment_text(game.last_event_at.astimezone()) if game.last_event_at else ""
                )[index.column()]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("HallGames", self.columns[section])
        return None


def _button(text: str, name: str, slot, *, checkable: bool = False) -> QPushButton:
    return touch_button(text, name, slot, height=FINGER, checkable=checkable)


def _tab_page(caption: str, chooser: QWidget, view: QTableView, *buttons: QWidget,
              note: QLabel | None = None) -> QWidget:
    """A tab of the page: the caption and its chooser on top (the buttons at its end), a note,
    then the table."""
    page = QWidget()
    column = QVBoxLayout(page)
    top = QHBoxLayout()
    top.addWidget(QLabel(caption))
    top.addWidget(chooser)
    top.addStretch(1)
    for button in buttons:
        top.addWidget(button)
    column.addLayout(top)
    if note is not None:
        column.addWidget(note)
    column.addWidget(view, 1)
    return page


def _view(name: str, model) -> QTableView:
    view = rows_view(name, model, row_height=FINGER)
    view.horizontalHeader().setStretchLastSection(True)
    return view


class HallPage(QWidget):
    #: Games of the hall were written into the archive (the archive's pages read it again).
    brought = Signal()

    def __init__(self, parent: QWidget | None = None, *, archive: Archive | None = None) -> None:
        """``archive``: the one the hall's games are brought into (None: no such button)."""
        super().__init__(parent)
        self.setObjectName("hall-page")
        self.archive = archive
        self.reader = HallReader(self)
        self.reader.status.connect(self._status)
        self.reader.cards.connect(self.show_cards)
        self.reader.standings.connect(self._standings)
        self.reader.games.connect(self._games)
        self.reader.log.connect(self._log)
        self.reader.handed.connect(self._handed)
        self.reader.rounds.connect(self._hand_seating_after)
        self.reader.failed.connect(self._failed)
        self.cards: dict[int, TableCard] = {}
        self.connected = False
        self.started = False
        self._columns = 0
        self._wanted: dict[str, str] = {}    # game id → what its log was asked for ("pdf", "print")
        #: The login the page reads the hall with (URL, password): a page built again in
        #: another language connects with it, without asking.
        self.login_used: tuple[str, str | None] | None = None

        # -- the login, when none is set or it was refused --------------------------------
        self.login = QFrame(objectName="hall-login")
        self.login.setFrameShape(QFrame.Shape.StyledPanel)
        self.login_note = QLabel(wordWrap=True, objectName="hall-login-note")
        self.url_field = QLineEdit(objectName="hall-url")
        self.url_field.setPlaceholderText("postgresql://hall_judge@192.168.1.10:5432/hall")
        self.password_field = QLineEdit(objectName="hall-password", echoMode=QLineEdit.EchoMode.Password)
        self.password_field.returnPressed.connect(self.connect_typed)
        connect_button = _button(self.tr("Connect"), "hall-connect", self.connect_typed)
        form = QFormLayout()
        form.addRow(self.tr("The head judge's URL"), self.url_field)
        form.addRow(self.tr("Password"), self.password_field)
        login_column = QVBoxLayout(self.login)
        login_column.addWidget(self.login_note)
        login_column.addLayout(form)
        login_column.addWidget(connect_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.login.hide()

        # -- the bar: what the judge does -------------------------------------------------
        self.roles_button = _button(self.tr("Show roles"), "hall-roles", self.toggle_roles, checkable=True)
        self.seating_button = _button(self.tr("Hand seating to the tables…"), "hall-seating", self.hand_seating)
        self.status_line = ColouredLabel(meaning=None, wordWrap=True, objectName="hall-status")
        bar = QHBoxLayout()
        bar.addWidget(self.status_line, 1)
        bar.addWidget(self.roles_button)
        bar.addWidget(self.seating_button)
        self.bring_button = _button(self.tr("Bring the hall's games into this archive"), "hall-bring",
                                    self.bring_games)
        self.bring_button.setToolTip(self.tr("Every game of the hall, with its events, into this laptop's archive: the "
                                             "tournament's protocols, standings and ratings stay here after the day"))
        self.bring_button.setVisible(archive is not None)
        self.bring_button.setEnabled(archive is not None and archive.writable)
        bar.addWidget(self.bring_button)

        # -- the tables' cards ------------------------------------------------------------
        self.grid_host = QWidget(objectName="hall-cards")
        self.grid = QGridLayout(self.grid_host)
        self.grid.setSpacing(8)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.empty_note = QLabel(self.tr("Connecting to the hall…"), objectName="hall-empty", wordWrap=True)
        self.grid.addWidget(self.empty_note, 0, 0)
        self.grid_scroll = QScrollArea(objectName="hall-scroll", widgetResizable=True)
        self.grid_scroll.setWidget(self.grid_host)
        self.grid_scroll.setFrameShape(QFrame.Shape.NoFrame)

        # -- a table's games --------------------------------------------------------------
        self.games_table = QComboBox(objectName="hall-games-table")
        self.games_table.currentIndexChanged.connect(self._ask_games)
        self.games_model = GamesModel()
        self.games_view = _view("hall-games", self.games_model)
        header = self.games_view.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(GamesModel.STRETCHED, QHeaderView.ResizeMode.Stretch)
        self.games_view.doubleClicked.connect(lambda _: self.export_protocol())
        self.accept_button = _button(self.tr("Count it"), "hall-accept", self.accept_game)
        self.accept_button.setToolTip(self.tr("Count the chosen game in the standings as it stands, though it is not "
                                              "as the hall seated it"))
        self.accept_button.setEnabled(False)
        self.games_view.selectionModel().selectionChanged.connect(lambda *_: self._game_chosen())
        games_page = _tab_page(
            self.tr("Table"), self.games_table, self.games_view, self.accept_button,
            _button(self.tr("Protocol PDF…"), "hall-protocol-pdf", self.export_protocol),
            _button(self.tr("Print protocol…"), "hall-protocol-print", self.print_protocol))

        # -- the standings ----------------------------------------------------------------
        self.system = QComboBox(objectName="hall-system")
        for name in SYSTEMS:
            self.system.addItem(system_title(name), name)
        self.system.setCurrentIndex(max(self.system.findData(DEFAULT_SYSTEM), 0))
        self.system.currentIndexChanged.connect(lambda _: self.reader.set_system(self.system.currentData()))
        self.standings_model = StandingsModel()
        self.standings_view = _view("hall-standings", self.standings_model)
        self.standings_columns = RememberedColumns(self.standings_view, "hall-standings", stretch=1, wrap={5})
        self.standings_note = QLabel(wordWrap=True, objectName="hall-standings-note")
        standings_page = _tab_page(self.tr("Scoring"), self.system, self.standings_view, note=self.standings_note)
        self._standings([])

        self.tabs = QTabWidget(objectName="hall-tabs")
        sized_by_shown_page(self.tabs)
        self.tabs.addTab(self.grid_scroll, self.tr("Tables"))
        self.tabs.addTab(games_page, self.tr("Games"))
        self.tabs.addTab(standings_page, self.tr("Standings"))
        self.tabs.currentChanged.connect(lambda _: self._ask_games())
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 4, 8, 4)
        column.addLayout(bar)
        column.addWidget(self.login)
        column.addWidget(self.tabs, 1)
        self.reader.set_system(self.system.currentData())

    # -- the login ---------------------------------------------------------------------------
    def start(self, login: tuple[str, str | None] | None = None) -> None:
        """The first time the page is shown: ``login`` (the page's before a rebuild), the
        login the settings keep, or the fields."""
        if self.started:
            return
        self.started = True
        if login is not None:
            self.url_field.setText(shown_url(login[0]))
            self.connect_to(*login)
            return
        url = preferences.hall_url()
        password = secrets.password_for(url) if url else None
        self.url_field.setText(url)
        if url:   # no password saved: libpq's own files may have it, else the server says so
            self.connect_to(url, password)
        else:
            self._ask_login(self.tr("No head judge's login is set for this laptop. Set the hall's URL and the head "
                                    "judge's password in Settings → Tournament hall, or type them here for this "
                                    "session."))

    def connect_to(self, url: str, password: str | None) -> None:
        self.started = True
        self.login_used = (url, password)
        self.status_line.set_meaning(None)
        self.status_line.setText(self.tr("Connecting to {url}…").format(url=shown_url(url)))
        self.reader.open(url, password)
        self.reader.set_active(self.isVisible())

    def connect_typed(self) -> None:
        url = self.url_field.text().strip()
        if not url:
            self.login_note.setText(self.tr("Type the head judge's URL: postgresql://role@host:port/database."))
            return
        self.connect_to(url, self.password_field.text() or secrets.password_for(url))
        self.url_field.setText(shown_url(url))   # a password pasted into the URL is not left on screen

    def _ask_login(self, why: str) -> None:
        """One state on the whole page: the login asked for, and nothing that says otherwise."""
        self.login_note.setText(why)
        self.status_line.set_meaning(None)
        self.status_line.setText(self.tr("Not signed in to the hall."))
        if not self.cards:
            self.empty_note.setText(self.tr("The tables appear here once the head judge's login is given above."))
        self.login.show()
        self.password_field.clear()
        (self.password_field if self.url_field.text() else self.url_field).setFocus()

    def _status(self, status: ReaderStatus) -> None:
        self.connected = status.connected
        if status.connected:
            self.login.hide()
            url, password = self.login_used or ("", None)
            if password:
                # Typed here: kept for this run of the app (a language switch does not ask again).
                secrets.keep_for_session(url, password)
            self.status_line.set_meaning(None)
            self.status_line.setText(self.tr("The hall {name}: every table, read twice a second.").format(
                name=status.name or status.url))
            self.status_line.setToolTip(status.url)
            return
        self.status_line.set_meaning("alarm")
        self.empty_note.setText(self.tr("Nothing read from the hall yet."))
        if status.refused:
            self._ask_login(self.tr("The hall at {url} needs the head judge's password: type it here (or save it in "
                                    "Settings → Tournament hall).").format(url=status.url)
                            if status.needs_password else status.problem)
            self.status_line.set_meaning("alarm")
            self.status_line.setText(status.problem)
        else:
            self.status_line.setText(self.tr("{problem}. Trying again; the cards show what was last read.").format(
                problem=status.problem))

    # -- the cards ------------------------------------------------------------------------------
    def show_cards(self, changed: list[CardWords]) -> None:
        """The cards whose words changed (a new table gets its card)."""
        added = False
        for words in changed:
            card = self.cards.get(words.number)
            if card is None:
                card = self.cards[words.number] = TableCard(words.number)
                card.set_show_roles(self.roles_button.isChecked())
                card.clicked.connect(self.show_games_of)
                self.games_table.addItem(table_title(words.number), words.number)
                added = True
            card.set_words(words)
        if added:
            self._lay_out(force=True)
        shown = self.games_table.currentData()
        if self.tabs.currentIndex() == 1 and any(words.number == shown for words in changed):
            self._ask_games()

    def card_texts(self) -> dict[int, str]:
        return {number: card.text() for number, card in self.cards.items()}

    def _lay_out(self, *, force: bool = False) -> None:
        """As many cards a row as fit the page's width (five on 1280 px), the rest below."""
        if not self.cards:
            return
        width = self.grid_scroll.viewport().width() - 4
        columns = max(1, width // (MIN_WIDTH + self.grid.horizontalSpacing()))
        if columns == self._columns and not force:
            return
        self._columns = columns
        self.empty_note.hide()
        for index, number in enumerate(sorted(self.cards)):
            self.grid.addWidget(self.cards[number], index // columns, index % columns)
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)

    def resizeEvent(self, event) -> None:   # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._lay_out()

    def toggle_roles(self) -> None:
        shown = self.roles_button.isChecked()
        self.roles_button.setText(self.tr("Hide roles") if shown else self.tr("Show roles"))
        for card in self.cards.values():
            card.set_show_roles(shown)

    def hide_roles(self) -> None:
        if self.roles_button.isChecked():
            self.roles_button.setChecked(False)
            self.toggle_roles()

    def showEvent(self, event) -> None:   # noqa: N802
        super().showEvent(event)
        self.start()
        self.reader.set_active(True)
        self._lay_out()

    def hideEvent(self, event) -> None:   # noqa: N802
        super().hideEvent(event)
        if not event.spontaneous():   # the judge went to another page (not the window minimised)
            self.hide_roles()
            self.reader.set_active(False)

    # -- a table's games and their protocols ----------------------------------------------------
    def show_games_of(self, table: int) -> None:
        self.games_table.setCurrentIndex(self.games_table.findData(table))
        self.tabs.setCurrentIndex(1)
        self._ask_games()

    def _ask_games(self) -> None:
        table = self.games_table.currentData()
        if table is not None and self.tabs.currentIndex() == 1:
            self.reader.ask_games(table)

    def _games(self, table: int, games: list[GameLine]) -> None:
        if table != self.games_table.currentData():
            return
        chosen = self.selected_game()
        self.games_model.set_rows(games)
        for row, game in enumerate(games):
            if chosen is not None and game.game_id == chosen.game_id:
                self.games_view.selectRow(row)
        if self.selected_game() is None and games:
            self.games_view.selectRow(len(games) - 1)
        self._game_chosen()

    def _game_chosen(self) -> None:
        game = self.selected_game()
        self.accept_button.setEnabled(game is not None and game.can_accept)

    def accept_game(self) -> None:
        """The chosen game counts as it stands (asked first: it is not as the hall seated it)."""
        game = self.selected_game()
        if game is None or not game.can_accept:
            return
        asked = QMessageBox.question(self, self.tr("Count the game"), self.tr(
            "Game {number} of table {table} is not counted: {why}\n\nCount it in the standings as it stands?").format(
            number=game.number or "?", table=game.table, why=game.counted))
        if asked == QMessageBox.StandardButton.Yes:
            self.reader.accept(game.game_id, game.table)

    def selected_game(self) -> GameLine | None:
        rows = self.games_view.selectionModel().selectedRows()
        return self.games_model.row_at(rows[0]) if rows else None

    def export_protocol(self) -> None:
        self._ask_log("pdf")

    def print_protocol(self) -> None:
        self._ask_log("print")

    def _ask_log(self, purpose: str) -> None:
        game = self.selected_game()
        if game is None:
            QMessageBox.information(self, self.tr("Protocol"), self.tr("Choose one of the table's games first."))
            return
        self._wanted[game.game_id] = purpose
        self.reader.ask_log(game.game_id)

    def _log(self, game_id: str, log) -> None:
        purpose = self._wanted.pop(game_id, None)
        if purpose is None:
            return
        if log is None:
            QMessageBox.warning(self, self.tr("Protocol"), self.tr("The hall no longer has this game."))
            return
        try:
            sheet, points = self.sheet(log)
        except Exception as error:   # a log the rules refuse: said, never a traceback
            logger.warning("the hall's game has no protocol", exc_info=True)
            self._failed(self.tr("This game's protocol cannot be made: {problem}").format(problem=error_words(error)))
            return
        if purpose == "pdf":
            suggested = Path.home() / protocol_filename(sheet.state, sheet.started_at)
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Protocol PDF"), str(suggested), "PDF (*.pdf)")
            if path:
                self._write(sheet, points, Path(path))
        else:
            self._print(sheet, points)

    def sheet(self, log):
        """The game's protocol sheet, from the hall's events; a finished game's points under
        the standings' scoring system."""
        sheet = GameSheet.from_events(log.events, game_id=log.game_id, started_at=local_time(log.created_at))
        if sheet.state.ended and log.last_event_at is not None:
            sheet = replace(sheet, finished_at=log.last_event_at.astimezone())
        name = self.system.currentData()
        points = (name, SYSTEMS[name].points(sheet.state)) if sheet.state.ended and name in SYSTEMS else None
        return sheet, points

    def _write(self, sheet, points, path: Path) -> bool:
        try:
            write_protocols([(sheet, points)], path)
        except OSError as error:
            self._failed(self.tr("The file could not be written: {error}").format(error=error))
            return False
        self.status_line.set_meaning(None)
        self.status_line.setText(self.tr("Saved: {path}").format(path=path))
        return True

    def _print(self, sheet, points) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if QPrintDialog(printer, self).exec() != QDialog.DialogCode.Accepted:
            return
        with tempfile.TemporaryDirectory() as folder:
            pdf = Path(folder) / "protocol.pdf"
            if self._write(sheet, points, pdf):
                paint_pdf(pdf, printer)

    def _failed(self, words: str) -> None:
        QMessageBox.warning(self, self.tr("Hall"), words)

    # -- the standings and the seating ----------------------------------------------------------
    def _standings(self, rows) -> None:
        self.standings_model.set_rows(rows)
        self.standings_note.setText(self.tr(
            "Every finished game in the hall that is as the hall seated it (or that you counted on the Games tab), "
            "counted again as each one ends.") if rows else self.tr(
            "No game counts yet: the standings fill in as the tables' games end (a game not as seated waits on the "
            "Games tab for you to count it)."))
        self.standings_view.setVisible(bool(rows))

    def hand_seating(self) -> None:
        if not self.connected or not self.cards:
            QMessageBox.information(self, self.tr("Hand seating to the tables"),
                                    self.tr("Connect to the hall first: the seats are handed through it."))
            return
        self.reader.ask_rounds()   # the dialog opens with the hall's rounds (_hand_seating_after)

    def _hand_seating_after(self, handed: dict[int, bool]) -> None:
        """The seating dialog on the next round not handed; a round whose games reached the
        hall is handed again only when the judge says so."""
        dialog = HandSeatingDialog(len(self.cards), round_number=max(handed, default=0) + 1, parent=self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        number = dialog.round.value()
        if handed.get(number) and QMessageBox.question(self, self.tr("Hand seating to the tables"), self.tr(
                "Round {round} is already being played: hand it again and replace its seats? Its games are then "
                "held against the new seats.").format(round=number)) != QMessageBox.StandardButton.Yes:
            return
        self.reader.hand(number, dialog.seats)

    def bring_games(self) -> None:
        """Every game of the hall into the archive (``hall.bring``), through a connection of its
        own with the page's login, under a progress dialog; then what was done, in words."""
        if self.archive is None or self.login_used is None:
            return
        from mafia_desktop.hall.bring import bring
        from mafia_desktop.hall.connection import HallError, connect
        from mafia_desktop.i18n import message_text
        from mafia_desktop.store.errors import ArchiveError
        from mafia_desktop.store.importing import summary
        from mafia_desktop.store.opening.upkeep import Cancelled
        from mafia_desktop.ui.shared.work_progress import WorkProgress
        url, password = self.login_used
        progress = WorkProgress(self, self.tr("Bring the hall's games"), self.tr("Reading the hall's games…"))
        statuses: dict[str, int] = {}
        problems: list[str] = []
        try:
            with connect(url, password=password) as hall:
                for result in bring(self.archive, hall, shown_url(url), progress=progress):
                    statuses[result.status] = statuses.get(result.status, 0) + 1
                    if not result.ok or result.status == "forked":
                        problems.append(message_text(result.message))
        except Cancelled:
            problems.append(self.tr("Stopped: the games after these were not brought (bring them again to go on)."))
        except (HallError, ArchiveError) as error:
            problems.append(message_text(error.message))
        except Exception as error:   # the server gone in mid-way (psycopg's own errors)
            problems.append(error_words(error))
        finally:
            progress.close()
        if statuses.get("imported") or statuses.get("extended") or statuses.get("forked"):
            self.brought.emit()
        self.report_brought("\n\n".join([message_text(summary(statuses)), *problems[:8]]), bool(problems))

    def report_brought(self, text: str, problems: bool) -> None:
        box = QMessageBox.warning if problems else QMessageBox.information
        box(self, self.tr("Bring the hall's games"), text)

    def _handed(self, round_number: int, problem: str) -> None:
        if problem:
            self._failed(problem)
            return
        self.status_line.set_meaning(None)
        self.status_line.setText(self.tr("Round {round}'s seats are handed: each table's next new game opens "
                                         "with them.").format(round=round_number))

    def shut(self) -> None:
        """The reader's thread ended (the window is closing)."""
        self.reader.close()

    def closeEvent(self, event) -> None:   # noqa: N802
        self.shut()
        super().closeEvent(event)


def judge_repaint_ms(page: HallPage, *, times: int = 5) -> float:
    """The head judge's page repainted with every card's words changed (a timer ticking at
    each table, a nominee more), layout included: the median of ``times``, in milliseconds.
    bench/hall.py prints it (the issue's figure: at most 100 ms with 30 tables)."""
    samples, real = [], [card.words for card in page.cards.values()]
    for turn in range(times):
        changed = [replace(card.words, timer=f"0:{turn:02d}", nominees=f"{card.words.nominees} {turn}".strip())
                   for card in page.cards.values()]
        start = time.perf_counter()
        page.show_cards(changed)
        QApplication.sendPostedEvents()      # the labels' layout requests
        page.repaint()
        samples.append((time.perf_counter() - start) * 1000)
    page.show_cards(real)   # the cards as the hall has them again
    samples.sort()
    return samples[len(samples) // 2]
