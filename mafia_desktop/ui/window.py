"""The main window: the start page, the game page, the toolbar and the host's keys.

The game page (and with it the rules engine) is loaded when the first game is opened, so
the window is up and the games to resume are listed as soon as possible.
"""

from __future__ import annotations

import time
from html import escape
from importlib.resources import files
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QAction, QFont, QIcon, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMessageBox, QStackedWidget, QToolBar

from mafia_desktop.store import Archive

from .sounds import Sounds
from .start_page import StartPage

if TYPE_CHECKING:
    from .archive_page import ArchivePage
    from .events_page import EventsPage
    from .game_page import GamePage
    from .replay_page import ReplayPage

TICK_MS = 100
WARM_UP_MS = 300
ICONS = files("mafia_desktop") / "resources" / "icons"
ICON_SIZES = (16, 32, 48, 64, 128, 256)   # drawn by packaging/make_icon.py


def app_icon() -> QIcon:
    """The application icon, each size as drawn for it (not scaled from one picture)."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(ICONS / f"mafia-desktop-{size}.png"), QSize(size, size))
    return icon


class MainWindow(QMainWindow):
    def __init__(self, archive: Archive, *, clock_fn: Callable[[], float] = time.time,
                 sounds: bool = True, rng=None) -> None:
        super().__init__()
        self.archive = archive
        self.clock = clock_fn
        self.rng = rng
        self.sounds = Sounds(self, enabled=sounds)
        self.game_page: GamePage | None = None
        self.archive_page: ArchivePage | None = None
        self.replay_page: ReplayPage | None = None
        self.events_page: EventsPage | None = None
        #: Where "Back" on a replay returns to (the archive, or a player's page in it).
        self._replay_from = None
        self.setWindowTitle("Mafia host")
        self.setWindowIcon(app_icon())
        self.resize(1280, 800)
        self.start = StartPage(archive)
        self.start.newGameRequested.connect(self.new_game)
        self.start.resumeRequested.connect(self.open_game)
        self.start.exportRequested.connect(self.export_protocol)
        self.start.printRequested.connect(self.print_protocol)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.start)
        self.setCentralWidget(self.pages)
        self._build_toolbar()
        self.ticker = QTimer(self, interval=TICK_MS)
        self.ticker.timeout.connect(self.tick)
        self.ticker.start()
        QTimer.singleShot(WARM_UP_MS, self.warm_up)

    def warm_up(self) -> None:
        """Once the window is up: what the first tap and the first "ten seconds" need."""
        if self.archive.closed:   # the window was closed (and its archive) before this came
            return
        if self.archive.writable:
            self.archive.db
        self.sounds.load()
        self._game_page()

    # -- what the tests and the toolbar reach through the window --------------------------
    @property
    def controller(self):
        return self.game_page.controller if self.game_page else None

    @property
    def seat_map(self):
        return self._game_page().seat_map

    @property
    def panel(self):
        return self._game_page().panel

    @property
    def roles_banner(self):
        return self._game_page().roles_banner

    @property
    def message(self) -> str:
        return self.game_page.message if self.game_page else ""

    def tap_seat(self, seat: int) -> None:
        self._game_page().tap_seat(seat)

    def show_message(self, text: str) -> None:
        self._game_page().show_message(text)

    def _game_page(self) -> GamePage:
        if self.game_page is None:
            from .game_page import GamePage
            page = GamePage(self.archive, clock_fn=self.clock, sounds=self.sounds)
            page.changed.connect(self._set_game_actions)
            page.exportRequested.connect(self.export_protocol)
            page.printRequested.connect(self.print_protocol)
            page.newGameRequested.connect(self.new_game)
            self.pages.addWidget(page)
            self.game_page = page
        return self.game_page

    # -- toolbar and keys ----------------------------------------------------------------
    def _build_toolbar(self) -> None:
        bar = QToolBar("Game", objectName="toolbar")
        bar.setMovable(False)
        font = QFont(bar.font())
        font.setPointSize(13)
        bar.setFont(font)
        self.addToolBar(bar)

        def action(text: str, slot, shortcut=None, *, name: str, checkable: bool = False) -> QAction:
            act = QAction(text, self, objectName=name, checkable=checkable)
            if shortcut:
                act.setShortcuts(shortcut if isinstance(shortcut, list) else [shortcut])
            act.triggered.connect(slot)
            bar.addAction(act)
            return act

        self.home_action = action("Games", self.go_home, name="home")
        self.archive_action = action("Archive", self.show_archive, QKeySequence("Ctrl+F"), name="archive")
        self.events_action = action("Events", self.show_events, name="events")
        self.undo_action = action("Undo", lambda: self.controller.undo(), QKeySequence.StandardKey.Undo,
                                  name="undo")
        self.redo_action = action("Redo", lambda: self.controller.redo(),
                                  [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")], name="redo")
        self.roles_action = action("Show roles", self.toggle_roles, QKeySequence("Ctrl+R"), name="roles",
                                   checkable=True)
        self.foul_action = action("Foul on the speaker (F)", lambda: self.game_page.foul_speaker(),
                                  QKeySequence("F"), name="foul")
        self.export_action = action("Export protocol…", lambda: self.export_protocol(self.current_id()),
                                    QKeySequence("Ctrl+E"), name="export")
        self.fullscreen_action = action("Full screen", self.toggle_full_screen, QKeySequence("F11"),
                                        name="fullscreen")
        self.about_action = action("About", self.show_about, name="about")
        self._game_actions = [self.undo_action, self.redo_action, self.roles_action, self.foul_action,
                              self.export_action]
        self._set_game_actions()

    def _on_game(self) -> bool:
        return self.controller is not None and self.pages.currentWidget() is self.game_page

    def _set_game_actions(self) -> None:
        on_game = self._on_game()
        for act in self._game_actions:
            act.setEnabled(on_game)
        if on_game:
            state = self.controller.state
            self.undo_action.setEnabled(state.can_undo)
            self.redo_action.setEnabled(state.can_redo)

    def keyPressEvent(self, event) -> None:
        if self._on_game() and self.game_page.key(event.key(), event.text()):
            return
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            return
        super().keyPressEvent(event)

    def toggle_roles(self) -> None:
        shown = self.roles_action.isChecked()
        self.roles_action.setText("Hide roles" if shown else "Show roles")
        if self.game_page:
            self.game_page.set_show_roles(shown)

    def toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def tick(self) -> None:
        if self._on_game():
            self.game_page.tick()

    # -- pages ---------------------------------------------------------------------------
    def go_home(self) -> None:
        self.pages.setCurrentWidget(self.start)
        self.start.refresh()
        self._set_game_actions()

    def show_archive(self) -> None:
        """Past games and players, read fresh from the archive each time it is shown."""
        if self.archive_page is None:
            from .archive_page import ArchivePage
            self.archive_page = ArchivePage(self.archive)
            self.archive_page.gameOpenRequested.connect(self.replay_game)
            self.archive_page.closeRequested.connect(self.go_home)
            self.pages.addWidget(self.archive_page)
        else:
            self.archive_page.reload()
        self.pages.setCurrentWidget(self.archive_page)
        self.archive_page.focus_search()
        self._set_game_actions()

    def _replay(self) -> ReplayPage:
        if self.replay_page is None:
            from .replay_page import ReplayPage
            page = ReplayPage(self.archive)
            page.closeRequested.connect(self.close_replay)
            page.exportPdfRequested.connect(self.export_protocol)
            page.exportJsonRequested.connect(self.export_json)
            page.resumeRequested.connect(self.open_game)
            page.trashRequested.connect(self.trash_replayed)
            self.pages.addWidget(page)
            self.replay_page = page
        return self.replay_page

    def replay_game(self, game_id: str) -> None:
        """A past game, read-only, step by step."""
        from mafia_desktop.store import ArchiveError
        page = self._replay()
        try:
            page.open(game_id)
        except Exception as error:   # a damaged game: explained, never a traceback
            QMessageBox.warning(self, "Replay", str(error) if isinstance(error, ArchiveError)
                                else f"This game cannot be replayed: {error}")
            return
        if self.pages.currentWidget() is not page:
            self._replay_from = self.pages.currentWidget()
        self.pages.setCurrentWidget(page)
        self._set_game_actions()

    def close_replay(self) -> None:
        """Back where the replay was opened from: the archive, an event, the start page."""
        if self._replay_from is not None and self._replay_from is self.archive_page:
            self.show_archive()
        elif self._replay_from is not None and self._replay_from is self.events_page:
            self.show_events()
        else:
            self.go_home()

    def trash_replayed(self, game_id: str) -> None:
        """Reversible: the game waits in the start page's trash until the host empties it."""
        self.archive.trash(game_id)
        self.statusBar().showMessage("The game was moved to the trash (Games → Trash restores it)", 8000)
        self.close_replay()

    def export_json(self, game_id: str | None) -> None:
        """The game's lossless JSON (re-importing it gives back the identical log)."""
        if not game_id:
            return
        from pathlib import Path

        from mafia_desktop.protocol.archived import suggested_filename
        from mafia_desktop.store.importing import export_bundle, write_json
        try:
            suggested = Path.home() / Path(suggested_filename(self.archive, game_id)).with_suffix(".json").name
            bundle = export_bundle(self.archive, game_id)
        except Exception as error:   # a damaged game: say so, never a traceback
            QMessageBox.warning(self, "Export JSON", f"This game cannot be exported: {error}")
            return
        path, _ = QFileDialog.getSaveFileName(self, "Export JSON", str(suggested), "JSON (*.json)")
        if not path:
            return
        try:
            write_json(Path(path), bundle)
        except OSError as error:
            QMessageBox.warning(self, "Export JSON", f"The file could not be written: {error}")
            return
        self.statusBar().showMessage(f"Saved: {path}", 8000)

    def current_id(self) -> str | None:
        return self.controller.game_id if self.controller else None

    def new_game(self, event_id: str | None = None, table: str | None = None) -> None:
        """A new game; inside an event its name, table and next game number are filled in.
        "New game" after a game of an event stays in that event, at the same table."""
        from mafia_desktop.store.contests import attach, contest, contest_of, next_game_number

        from .new_game import NewGameDialog
        if event_id is None and self._on_game():
            current = contest_of(self.archive, self.controller.game_id)
            if current is not None:
                event_id, table = current.id, self.controller.state.labels.table or "1"
        labels = {}
        if event_id is not None:
            table = table or "1"
            labels = {"tournament": contest(self.archive, event_id).name, "table": table,
                      "number": next_game_number(self.archive, event_id, table)}
        dialog = NewGameDialog(self.archive.nicknames(limit=5000), self, rng=self.rng, labels=labels)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        self.activateWindow()   # the host's keys belong to the window again
        if accepted:
            game_id = self.archive.create_game(dialog.events)
            if event_id is not None:
                attach(self.archive, event_id, game_id)
            self.open_game(game_id)

    def show_events(self) -> None:
        """Club evenings and tournaments; their standings are read again each time."""
        if self.events_page is None:
            from .events_page import EventsPage
            self.events_page = EventsPage(self.archive)
            self.events_page.newGameRequested.connect(self.new_game)
            self.events_page.gameOpenRequested.connect(self.open_or_replay)
            self.events_page.closeRequested.connect(self.go_home)
            self.pages.addWidget(self.events_page)
        else:
            self.events_page.refresh()
        self.pages.setCurrentWidget(self.events_page)
        self._set_game_actions()

    def open_or_replay(self, game_id: str) -> None:
        """An unfinished game goes back on the table; a finished one is replayed."""
        if self.archive.game(game_id).finished:
            self.replay_game(game_id)
        else:
            self.open_game(game_id)

    def open_game(self, game_id: str) -> None:
        from mafia_desktop.store import ArchiveError
        page = self._game_page()
        try:
            page.open(game_id)
        except ArchiveError as error:   # a damaged game stays on the start page, explained
            QMessageBox.warning(self, "Open game", str(error))
            self.go_home()
            return
        self.pages.setCurrentWidget(page)
        self._set_game_actions()

    # -- about ---------------------------------------------------------------------------
    def about_text(self) -> str:
        """The version, where the archive is (and how to back it up), the shipped font's licence."""
        from mafia_desktop import __version__
        return (
            f"<h3>Mafia host {__version__}</h3>"
            f"<p>mafia-desktop {__version__}, MIT licence.</p>"
            f"<p><b>The archive</b> (every game, one file):<br><code>{escape(str(self.archive.path))}</code><br>"
            "To back it up, copy that file while the app is closed.</p>"
            "<p><b>Font</b>: the PDF protocol is printed in DejaVu Sans (Bitstream Vera and "
            "DejaVu licence: free to use, copy, modify and redistribute; the full text is under "
            "“Show Details”).</p>"
            "<p>Made with Qt for Python (PySide6, LGPLv3) and ReportLab (BSD).</p>"
        )

    def show_about(self) -> None:
        from mafia_desktop.protocol.fonts import font_file
        box = QMessageBox(self)
        box.setObjectName("about")
        box.setWindowTitle("About Mafia host")
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(self.about_text())
        box.setIconPixmap(app_icon().pixmap(64, 64))
        box.setDetailedText(font_file("LICENSE-DejaVu.txt").read_text(encoding="utf-8"))
        box.exec()

    # -- protocol ------------------------------------------------------------------------
    def print_protocol(self, game_id: str | None) -> None:
        if game_id:
            from .printing import print_protocol
            print_protocol(self, self.archive, game_id)

    def export_protocol(self, game_id: str | None) -> None:
        """Save a game's PDF protocol where the host chooses (a sensible name is offered)."""
        if not game_id:
            return
        from pathlib import Path

        from mafia_desktop.protocol.archived import suggested_filename, write_archived_protocol
        try:
            suggested = str(Path.home() / suggested_filename(self.archive, game_id))
        except Exception as error:   # a damaged game: say so, never a traceback
            QMessageBox.warning(self, "Export protocol", f"This game cannot be exported: {error}")
            return
        path, _ = QFileDialog.getSaveFileName(self, "Export protocol", suggested, "PDF (*.pdf)")
        if not path:
            return
        try:
            write_archived_protocol(self.archive, game_id, path)
        except Exception as error:
            QMessageBox.warning(self, "Export protocol", f"The protocol could not be written: {error}")
            return
        if self._on_game():
            self.show_message(f"Protocol saved: {path}")
        else:
            self.statusBar().showMessage(f"Protocol saved: {path}", 8000)
