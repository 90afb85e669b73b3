"""The main window: the start page, the game page, the toolbar and the host's keys.

The game page (and with it the rules engine) is loaded when the first game is opened, so
the window is up and the games to resume are listed as soon as possible.
"""

from __future__ import annotations

import gc
import logging
from datetime import datetime, timezone
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont, QIcon, QKeySequence
# Its dialogs and boxes by way of the module, made when first shown: QMessageBox's type and
# its enums cost every start 3.5 ms when imported by name.
from PySide6 import QtWidgets
from PySide6.QtWidgets import (
    QApplication, QLabel, QMainWindow, QMenu, QSizePolicy, QStackedWidget, QToolBar, QToolButton, QVBoxLayout, QWidget,
)

from mafia_desktop import __version__, logs, preferences
from mafia_desktop.package_files import RESOURCES
from mafia_desktop.i18n import current_language, install, message_text
from mafia_desktop.store import Archive, ArchiveError

from mafia_desktop.ui.shared.errors import error_words
from mafia_desktop.ui.shared.keys import mute_keys
from mafia_desktop.ui.shared.screen import fit_to_screen
from mafia_desktop.ui.shared.shown_page import sized_by_shown_page
from mafia_desktop.ui.shared.touch import finger_sized
from mafia_desktop.ui.start_page import StartPage
from mafia_desktop.ui.table.steady_clock import SteadyClock

logger = logging.getLogger(__name__)

if TYPE_CHECKING:
    from mafia_desktop.ui.publishing.publisher import Publisher
    from mafia_desktop.ui.shared.background import Background
    from mafia_desktop.ui.shared.hall_link import HallLink
    from mafia_desktop.ui.shared.colours import ColouredLabel
    from mafia_desktop.ui.archive.archive_page import ArchivePage
    from mafia_desktop.ui.audience.faces import Faces
    from mafia_desktop.ui.audience.source import ReplaySource, ShownSource, TableSource
    from mafia_desktop.ui.audience.window import AudienceWindow
    from mafia_desktop.ui.overlay.panel import OverlayPanel
    from mafia_desktop.ui.overlay.stream import StreamOverlay
    from mafia_desktop.ui.events.events_page import EventsPage
    from mafia_desktop.ui.hall.hall_page import HallPage
    from mafia_desktop.ui.table.game_page import GamePage
    from mafia_desktop.ui.table.night_music import NightMusic
    from mafia_desktop.ui.table.sounds import Sounds
    from mafia_desktop.ui.archive.replay_page import ReplayPage

TICK_MS = 100
WARM_UP_MS = 300
KEYS_BACK_MS = 250
ICONS = RESOURCES / "icons"
ICON_SIZES = (16, 32, 48, 64, 128, 256)   # drawn by packaging/make_icon.py


@cache
def app_icon() -> QIcon:
    """The application icon, each size as drawn for it (not scaled from one picture); made
    once (the application's and the window's)."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(ICONS / f"mafia-desktop-{size}.png"), QSize(size, size))
    return icon


def keys(standard: QKeySequence.StandardKey, *named: str) -> list[QKeySequence]:
    """The platform's own keys for ``standard`` (Redo is Ctrl+Y on Windows, Ctrl+Shift+Z on
    Linux, Cmd+Shift+Z on macOS; full screen F11 or Ctrl+Cmd+F), then the keys the README
    names, each once."""
    found: list[QKeySequence] = []
    for sequence in [*QKeySequence.keyBindings(standard), *map(QKeySequence, named)]:
        if not sequence.isEmpty() and sequence not in found:
            found.append(sequence)
    return found


class MainWindow(QMainWindow):
    #: The host chose another language in the settings (its code, already saved):
    #: ``rebuild_in`` gives the window again in that language.
    languageChanged = Signal(str)
    #: This window gave way to another one on another archive file (a backup restored):
    #: whoever kept this one keeps that one.
    replaced = Signal(object)
    #: A game that ends, and closing the app (if anything changed since the last backup), back
    #: the archive up: the app's rule. The tests turn it off where they look at no backup
    #: (tests/conftest.py).
    backs_up_on_its_own = True

    def __init__(self, archive: Archive, *, clock_fn: Callable[[], float] | None = None,
                 sounds: bool = True, rng=None) -> None:
        super().__init__()
        self.archive = archive
        # The way back for a damaged game is looked for in the host's second folder too.
        archive.backup_folders = [archive.backup_folders[0], *preferences.second_backup_folders()]
        #: Now, for the engine's timed commands: the time of day on the monotonic clock.
        self.clock = clock_fn or SteadyClock()
        self.rng = rng
        # The table's sounds and the night music, made when first needed (``sounds``,
        # ``night_music``): their modules and Qt's URL type are 2.5 ms of the first paint.
        self._sounds_on = sounds
        self._sounds: Sounds | None = None
        self._night_music: NightMusic | None = None
        self.game_page: GamePage | None = None
        self.archive_page: ArchivePage | None = None
        self.replay_page: ReplayPage | None = None
        self.events_page: EventsPage | None = None
        self.hall_page: HallPage | None = None
        #: The spectators' screen, once opened (a window of its own).
        self.audience: AudienceWindow | None = None
        #: The stream's overlay, once started from the menu (or ``--overlay``), and its window.
        self.overlay: StreamOverlay | None = None
        self.overlay_panel: OverlayPanel | None = None
        #: What the audience screen and the overlay follow: the table, or the replay shown.
        self._shown: ShownSource | None = None
        #: The game page's and the replay's sources of that, each made once with its page.
        self._table_source: TableSource | None = None
        self._faces_read: Faces | None = None
        self._replay_source: ReplaySource | None = None
        self._streamed: set[str] = set()   # the games whose stream's start is kept
        #: Where "Back" on a replay returns to (the archive, or a player's page in it).
        self._replay_from: QWidget | None = None
        self.setWindowTitle(self.tr("Mafia host"))
        self.setWindowIcon(app_icon())
        saved = preferences.window_state("main")   # the size and place the host left it in
        if saved is None or not self.restoreGeometry(saved):
            self.resize(1280, 800)
        fit_to_screen(self, self.size())   # within today's screen, whatever the last one was
        # Built from the window down, each room made in its place: a tree given a parent
        # later is walked again, widget by widget (the style sheet's styles, the fonts and
        # palettes resolved again): 5 ms of the start page's 10.
        central = QWidget(self)
        self.setCentralWidget(central)
        self._column = QVBoxLayout(central)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(0)
        self.pages = QStackedWidget(central)
        self._column.addWidget(self.pages, 1)
        sized_by_shown_page(self.pages)   # the window asks for the shown room's size only
        self.start = StartPage(archive, self.pages)
        self.start.newGameRequested.connect(self.new_game)
        self.start.resumeRequested.connect(self.open_game)
        self.start.exportRequested.connect(self.export_protocol)
        self.start.printRequested.connect(self.print_protocol)
        self.pages.addWidget(self.start)   # built finger-sized (``finger_sized``'s walk: 4 ms of the first paint)
        self._banner: ColouredLabel | None = None
        self._notices: list[str] = []
        self._background: Background | None = None   # (``background``: made at the warm-up's check)
        #: Game id → whether it had ended when last seen (a game that ends is backed up).
        self._ended: dict[str, bool] = {}
        self._rebuilding = False
        self._build_toolbar()
        self._hall_link: HallLink | None = None   # (``hall_link``: made and started at the warm-up)
        self._hall_status: QLabel | None = None
        #: The rating service's link, made at the window's warm-up (``publisher``).
        self._publisher: Publisher | None = None
        self._publishing_status: QLabel | None = None
        self.ticker = QTimer(self, interval=TICK_MS)
        self.ticker.timeout.connect(self.tick)
        self.ticker.start()
        self._warmed = False
        # The warm-up's 300 ms count from the event loop's first round, the one that paints
        # the window: a start slower than that (a busy machine) still shows the start page
        # first, then warms up. (A timer of ``self``'s: none after a rebuild closed it. Started
        # by a lambda: a timer given a context and a slot in a round of the loop makes Qt's
        # QMetaMethod type, 1 ms of the first paint.)
        warming = QTimer(self, singleShot=True, interval=WARM_UP_MS)
        warming.timeout.connect(self.warm_up)
        QTimer.singleShot(0, self, lambda: warming.start())
        if archive.read_only is not None:
            self.notify(message_text(archive.read_only_message()))
        while archive.notices:   # said once, by the first window on the archive
            self.notify(message_text(archive.notices.pop(0)))
        if archive.upkeep_left:
            self.notify(self.tr("The archive's upgrade was stopped before its end: until it is done, the players' "
                                "figures and the list's sorting and search may leave out older games. It goes on "
                                "at the next start."))

    @property
    def publisher(self) -> Publisher:
        """The rating service: the games the host publishes, and the queue sent behind his
        back. Made on first use (the warm-up sends the queue): its modules and html's are not
        the start page's (some 4 ms of the window's start)."""
        if self._publisher is None:
            from mafia_desktop.ui.publishing.publisher import Publisher
            self._publisher = Publisher(self.archive, self)
            self._publisher.statusChanged.connect(self._say_publishing)
        return self._publisher

    @property
    def background(self) -> Background:
        """The window's work in threads (the start-up check, backups), made at its first use:
        the warm-up's check. Its module is not the first paint's (3.5 M instructions)."""
        if self._background is None:
            from mafia_desktop.ui.shared.background import Background
            self._background = Background(self)
        return self._background

    def _wait_for_the_background(self) -> None:
        if self._background is not None:
            self._background.wait()

    @property
    def hall_link(self) -> HallLink:
        """The tournament hall this table feeds, made on first use (the warm-up starts it):
        its modules, and the source of urllib's parser that PySide's import hook reads when
        they name it, are not the first paint's (0.3 ms)."""
        if self._hall_link is None:
            from mafia_desktop.ui.shared.hall_link import HallLink
            self._hall_link = HallLink(self.archive, self)
            self._hall_link.statusChanged.connect(self._say_hall)
        return self._hall_link

    @property
    def sounds(self) -> Sounds:
        """The table's sounds (the timer's warning and end): made at the warm-up, which loads them."""
        if self._sounds is None:
            from mafia_desktop.ui.table.sounds import Sounds
            self._sounds = Sounds(self, enabled=self._sounds_on)
        return self._sounds

    @property
    def night_music(self) -> NightMusic:
        """The club's music from "Night falls" to the morning [004 §2.1, §2.2]: the ticks
        follow the table. Made at the first night on the table (or the first mute)."""
        if self._night_music is None:
            from mafia_desktop.ui.table.night_music import NightMusic
            self._night_music = NightMusic(self, rng=self.rng)
            self._night_music.said.connect(lambda words: self.statusBar().showMessage(words, 8000))
        return self._night_music

    def _add_page(self, page: QWidget) -> None:
        """A room of the window: its buttons, boxes and fields a finger high, as a tablet needs."""
        finger_sized(page)
        self.pages.addWidget(page)

    def warm_up(self) -> None:
        """Once the window is up: what the first tap and the first "ten seconds" need. Once
        only: asked early (a test, a bench), the timer's call does nothing (a second quick
        check of 100,000 games would read the whole archive again beside the host)."""
        if self.archive.closed or self._warmed:   # closed (and its archive) before this came
            return
        self._warmed = True
        if self.archive.writable:
            self.archive.db
        self.hall_link.start()
        # What waits for the rating service goes once the window is up (if an account is set).
        QTimer.singleShot(0, self, self.publisher.send)
        self.sounds.load()
        self._game_page()
        self.start.show_steps()
        self.start_quick_check()
        # The archive's pages are built on Ctrl+F; their code is loaded now (a tenth of a
        # second less to wait then; a player's page brings Qt Charts), not at the start: +165 ms to it.
        from mafia_desktop.ui.archive import archive_page, player_page, replay_page  # noqa: F401
        # The rooms' settings records (the last new game's setup among them): made now, not at
        # the first tap on "New game" (3 ms), nor at the start.
        from mafia_desktop import settings_records  # noqa: F401
        # What the archive's writes hand their work to (a game's projections, the trash): loaded
        # now, not at the host's first tap that writes, nor before the first paint.
        from mafia_desktop.store.housekeeping import trash  # noqa: F401
        from mafia_desktop.store.projections import following  # noqa: F401
        # What the start made lives as long as the window: kept out of the collector's full
        # passes, each of which otherwise walks its 45,000 objects (20–30 ms: a search or a
        # tap that stutters now and then). The start held the collector off (``window_start``).
        gc.freeze()
        gc.enable()

    # -- what the host must know: notices, checks and backups -----------------------------
    @property
    def notice_banner(self) -> ColouredLabel:
        """What the host must know about the archive (read-only, damaged games, a file made
        new): a line above every page, not a box that stops the game. Made with the first
        notice: its style sheet would cost every start a few milliseconds."""
        if self._banner is None:
            from mafia_desktop.ui.shared.colours import ColouredLabel   # +2 ms to the window's start (its style sheet)
            self._banner = ColouredLabel(meaning="notice", banner=True, padding=8, objectName="notice-banner",
                                         wordWrap=True)
            self._banner.hide()
            self._column.insertWidget(0, self._banner)
        return self._banner

    def notify(self, text: str) -> None:
        """A line in the banner above the pages (until the window is closed)."""
        if text not in self._notices:
            self._notices.append(text)
        self.notice_banner.setText("\n".join(self._notices))
        self.notice_banner.show()

    def start_quick_check(self) -> None:
        """Each game's row against the end of its log, in a thread of its own (about 60 ms
        for 10,000 games); damaged games are then marked in the lists."""
        self.background.run(self.archive.check, self._checked, self._check_failed)

    def _checked(self, report) -> None:
        if report.damaged:
            self.notify(self.tr("%n damaged game(s) in the archive: they are marked in the lists, and "
                                "Settings → Check the archive tells what is wrong and which backup holds "
                                "them whole.", "", len(report.damaged)))
            if self.pages.currentWidget() is self.start:
                self.start.refresh()

    def _check_failed(self, error: ArchiveError) -> None:
        self.notify(error_words(error))

    def run_full_check(self, then) -> None:
        """SQLite's page-by-page check and every game's digests, in the background; ``then``
        gets the words of the report."""
        def report_words(report) -> str:
            lines = [message_text(report.summary())]
            lines += [self.tr("The file's pages: {problem}").format(problem=line) for line in report.integrity or []]
            lines += [error_words(self.archive.damage(game_id, problem)) for game_id, problem in report.damaged.items()]
            if report.damaged and self.pages.currentWidget() is self.start:
                self.start.refresh()
            return "\n\n".join(lines)
        self.background.run(lambda: self.archive.check(full=True), lambda report: then(report_words(report)),
                            lambda error: then(error_words(error)))

    def back_up(self, *, wait: bool = False, then: Callable[[], None] | None = None) -> None:
        """A backup into the folder beside the archive (and the host's second folder), in the
        background (``then`` called once it is written), or at once with ``wait`` (on closing)."""

        from mafia_desktop.store.housekeeping import giving_way
        from mafia_desktop.store.housekeeping.backups import make_backup   # hashlib: +8 ms to the window's start
        if self.archive.closed or not self.archive.writable:
            return
        extra = preferences.second_backup_folders()

        def work():
            return make_backup(self.archive, extra=extra, pace=giving_way.HOST.give_way)

        def done(result) -> None:
            for notice in result.notices:
                self.notify(message_text(notice))
            if then is not None:
                then()
        if wait:
            self._wait_for_the_background()
            try:
                done(work())
            except ArchiveError as error:
                QtWidgets.QMessageBox.warning(self, self.tr("Backup"), error_words(error))
            return

        def behind_the_game():
            from mafia_desktop.ui.shared.background import lower_this_thread
            lower_this_thread()   # (its thread ends with it)
            return work()
        self.background.run(behind_the_game, done, lambda error: self.notify(error_words(error)))

    def _watch_the_end(self) -> None:
        """A game that has just ended on the table is backed up and handed to the publisher
        (the publishing does not hang on the backup: the tests switch backups off)."""
        controller = self.controller
        if controller is None:
            return
        ended, before = controller.state.ended, self._ended.get(controller.game_id)
        self._ended[controller.game_id] = ended
        if ended and before is False:
            if self.backs_up_on_its_own:
                self.back_up()
            self.publisher.game_ended(controller.game_id)

    def closeEvent(self, event) -> None:
        """On closing the app (not a rebuild in another language): the backup, if anything
        changed since the last one (or there is none yet), once the work under way is done."""
        if self._night_music is not None:
            self._night_music.stop()
        self._wait_for_the_background()
        if self._hall_link is not None:
            self._hall_link.stop()
        if self._publisher is not None:
            self._publisher.stop()
        if self.hall_page is not None:
            self.hall_page.shut()   # the head judge's connection closed, its thread ended
        preferences.save_window_state("main", self.saveGeometry())
        if self.audience is not None:   # the spectators' screen goes with the host's window
            self.audience.close()
            self.audience.deleteLater()
            self.audience = None
        if self.overlay is not None and not self._rebuilding:
            self.overlay.stop()
        if self.backs_up_on_its_own and not self._rebuilding and not self.archive.closed and self.archive.writable:
            from mafia_desktop.store.housekeeping.backups import unchanged_since_backup   # hashlib: +8 ms to the start
            self.archive.checkpoint()   # so that an archive only looked at is seen unchanged
            if not unchanged_since_backup(self.archive):
                self.back_up(wait=True)
        super().closeEvent(event)

    # -- the tournament hall's line ----------------------------------------------------------
    @property
    def hall_status(self) -> QLabel:
        """The status line's words on the hall: made (and the status bar with it) the first
        time there are any, so a club without a hall has no empty strip under its table."""
        if self._hall_status is None:
            self._hall_status = QLabel(objectName="hall-status")
            self.statusBar().addPermanentWidget(self._hall_status)
        return self._hall_status

    def _say_hall(self, words: str) -> None:
        if words or self._hall_status is not None:
            self.hall_status.setText(words)
            self.hall_status.setToolTip(self.hall_link.details())   # the whole problem, if any

    # -- the rating service's line ------------------------------------------------------------
    @property
    def publishing_status(self) -> QLabel:
        """What waits for the rating service and why, with its "Send now": made the first time
        there is anything to say, as the hall's line."""
        if self._publishing_status is None:
            from mafia_desktop.ui.publishing.publisher import SEND_NOW
            label = QLabel(objectName="publishing-status", textFormat=Qt.TextFormat.RichText)
            label.linkActivated.connect(lambda link: self.publisher.send() if link == SEND_NOW else None)
            self.statusBar().addPermanentWidget(label)
            self._publishing_status = label
        return self._publishing_status

    def _say_publishing(self, words: str) -> None:
        if words or self._publishing_status is not None:
            self.publishing_status.setText(words)
            self.publishing_status.setToolTip(self.publisher.details())

    def publish(self, game_ids: list[str]) -> None:
        """The host's "Publish": the links asked for, the games sent, the service's answers shown."""
        self.publisher.publish_asked(game_ids, self)
        if self.replay_page is not None and self.replay_page.game_id in game_ids:
            self.replay_page.show_publication()

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
            from mafia_desktop.ui.table.game_page import GamePage   # the rules engine: +60 ms to the window's start
            page = GamePage(self.archive, clock_fn=self.clock, sounds=self.sounds)
            page.changed.connect(self._set_game_actions)
            page.changed.connect(self._watch_the_end)
            page.exportRequested.connect(self.export_protocol)
            page.printRequested.connect(self.print_protocol)
            page.newGameRequested.connect(self.new_game)
            self._add_page(page)
            self.game_page = page
        return self.game_page

    # -- toolbar and keys ----------------------------------------------------------------
    def _build_toolbar(self) -> None:
        """What the host needs during a game on the bar; the protocol, a new game, full
        screen, settings and About in the menu at its end, so that nothing is cut off at
        1000 px in any language. Every action's key works wherever the action sits."""
        bar = QToolBar(self.tr("Game"), objectName="toolbar")
        bar.setMovable(False)
        font = QFont(bar.font())
        font.setPointSize(13)
        bar.setFont(font)
        self.addToolBar(bar)
        menu = QMenu(self, objectName="more-menu")

        def action(text: str, slot, shortcut=None, *, name: str, checkable: bool = False,
                   in_menu: bool = False) -> QAction:
            act = QAction(text, self, objectName=name, checkable=checkable)
            if shortcut:
                act.setShortcuts(shortcut if isinstance(shortcut, list) else [shortcut])
            act.triggered.connect(slot)
            (menu if in_menu else bar).addAction(act)
            self.addAction(act)   # its key works while the menu is closed
            return act

        self.home_action = action(self.tr("Games"), self.go_home, name="home")
        self.archive_action = action(self.tr("Archive"), self.show_archive,
                                     keys(QKeySequence.StandardKey.Find, "Ctrl+F"), name="archive")
        self.events_action = action(self.tr("Events"), self.show_events, name="events")
        self.hall_action = action(self.tr("Hall"), self.show_hall, QKeySequence("Ctrl+H"), name="hall")
        self.undo_action = action(self.tr("Undo"), lambda: self.controller.undo(), QKeySequence.StandardKey.Undo,
                                  name="undo")
        self.redo_action = action(self.tr("Redo"), lambda: self.controller.redo(),
                                  keys(QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z", "Ctrl+Y"), name="redo")
        self.roles_action = action(self.tr("Show roles"), self.toggle_roles, QKeySequence("Ctrl+R"), name="roles",
                                   checkable=True)
        self.foul_action = action(self.tr("Foul (F)"), lambda: self._game_page().arm_foul(),
                                  QKeySequence("F"), name="foul")
        self.new_game_action = action(self.tr("New game"), lambda: self.new_game(),
                                      keys(QKeySequence.StandardKey.New, "Ctrl+N"),
                                      name="new-game", in_menu=True)
        self.export_action = action(self.tr("Export protocol…"), lambda: self.export_protocol(self.current_id()),
                                    QKeySequence("Ctrl+E"), name="export", in_menu=True)
        self.print_action = action(self.tr("Print protocol…"), lambda: self.print_protocol(self.current_id()),
                                   keys(QKeySequence.StandardKey.Print, "Ctrl+P"), name="print", in_menu=True)
        self.audience_action = action(self.tr("Audience screen"), self.open_audience, QKeySequence("Ctrl+Shift+A"),
                                      name="audience", in_menu=True)
        self.overlay_action = action(self.tr("Stream overlay"), self.toggle_overlay, name="overlay",
                                     checkable=True, in_menu=True)
        menu.addSeparator()
        self.fullscreen_action = action(self.tr("Full screen"), self.toggle_full_screen,
                                        keys(QKeySequence.StandardKey.FullScreen, "F11"), name="fullscreen",
                                        in_menu=True)
        self.settings_action = action(self.tr("Settings…"), self.show_settings, name="settings", in_menu=True)
        self.mute_action = action(self.tr("Mute the night music"), lambda: self.night_music.toggle_mute(),
                                  mute_keys(), name="mute-music", in_menu=True)
        self.about_action = action(self.tr("About"), self.show_about, name="about", in_menu=True)
        spacer = QWidget(bar)   # made in its place, as the start page's (``StartPage``)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        bar.addWidget(spacer)
        more = QToolButton(bar, objectName="more", text=self.tr("Menu"),
                           popupMode=QToolButton.ToolButtonPopupMode.InstantPopup)
        more.setMenu(menu)
        more.setFont(font)
        bar.addWidget(more)
        self._game_actions = [self.undo_action, self.redo_action, self.roles_action, self.foul_action,
                              self.export_action, self.print_action]
        self._set_game_actions()

    def _on_game(self) -> bool:
        return self.controller is not None and self.pages.currentWidget() is self.game_page

    def _set_game_actions(self) -> None:
        on_game = self._on_game()
        for act in self._game_actions:
            act.setEnabled(on_game)
        self.audience_action.setEnabled(on_game or self._on_replay())
        if on_game:
            state = self.controller.state
            self.undo_action.setEnabled(state.can_undo)
            self.redo_action.setEnabled(self.controller.can_redo)

    def keyPressEvent(self, event) -> None:
        if self._on_game():
            from mafia_desktop.store.housekeeping import giving_way   # (the game page's: loaded with it)
            giving_way.HOST.noted()   # (a backup running beside the window waits for the host to pause)
            if self._game_page().key(event.key(), event.text()):
                return
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
            return
        super().keyPressEvent(event)

    def toggle_roles(self) -> None:
        shown = self.roles_action.isChecked()
        self.roles_action.setText(self.tr("Hide roles") if shown else self.tr("Show roles"))
        if self.game_page:
            self.game_page.set_show_roles(shown)

    def toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def _on_replay(self) -> bool:
        return self.replay_page is not None and self.pages.currentWidget() is self.replay_page

    def shown_source(self) -> ShownSource:
        """The game the spectators follow: the table's, or the replay's while one is shown."""
        if self._shown is None:
            from mafia_desktop.ui.audience.source import ShownSource   # +20 ms to the window's start
            self._shown = ShownSource(self)
        return self._shown

    def _show_the_table(self) -> None:
        from mafia_desktop.ui.audience.source import TableSource   # +20 ms to the window's start
        if self._table_source is None:
            page = self._game_page()
            self._table_source = TableSource(page, parent=page)
        self.shown_source().switch(self._table_source)

    def _show_the_replay(self) -> None:
        from mafia_desktop.ui.audience.source import ReplaySource   # +20 ms to the window's start
        if self._replay_source is None:
            page = self._replay()
            self._replay_source = ReplaySource(page, parent=page)
        self.shown_source().switch(self._replay_source)

    def _faces(self) -> Faces:
        """The players' photos for the spectators, one reader for the screen and the overlay."""
        from mafia_desktop.ui.audience.faces import Faces
        if self._faces_read is None or self._faces_read.archive is not self.archive:
            self._faces_read = Faces(self.archive)
        return self._faces_read

    def open_audience(self) -> None:
        """The spectators' screen for the game on the table (or the replay shown), following
        it live: full screen on another screen if there is one. The host's keys stay with
        this window."""
        if self.controller is None and not self._on_replay():
            return
        if self.audience is None:
            from mafia_desktop.ui.audience.window import AudienceWindow   # +65 ms to the window's start
            self.audience = AudienceWindow(self.shown_source(), faces=self._faces().of)
        if not self.audience.isVisible():
            self.audience.show_beside(self.screen())
        self.audience.raise_()
        self.activateWindow()
        # Some systems give a new window the keys once it is up, whatever it asked: back.
        QTimer.singleShot(KEYS_BACK_MS, self, self.activateWindow)

    # -- the stream's overlay -----------------------------------------------------------
    def toggle_overlay(self) -> None:
        if self.overlay_action.isChecked():
            self.start_overlay()
        else:
            self.stop_overlay()

    def start_overlay(self, *, stream_start: float | None = None) -> bool:
        """Serve the overlay with the settings' port, delay and roles, following what the
        spectators follow; its window shows the address. False (and why, in a box) when the
        port is taken."""
        from mafia_desktop.ui.overlay.panel import OverlayPanel   # Qt WebSockets: +55 ms to the window's start
        from mafia_desktop.ui.overlay.stream import StreamOverlay   # Qt WebSockets: +55 ms to the window's start
        if self.overlay is None:
            self.overlay = StreamOverlay(self)
            self.overlay.publisher.faces = self._faces().of
            self.overlay.changed.connect(self._overlay_changed)
            self.overlay.follow(self.shown_source())
        if stream_start is not None:
            self.overlay.stream_start = stream_start
        problem = self.overlay.start(preferences.overlay_settings(), preferences.obs_settings())
        if problem is not None:
            QtWidgets.QMessageBox.warning(self, self.tr("Stream overlay"),
                                self.tr("The overlay cannot start on port {port}: {reason}").format(
                                    port=self.overlay.settings.port, reason=problem))
            return False
        if self.overlay_panel is None:
            self.overlay_panel = OverlayPanel(self.overlay, self)
        self.overlay_panel.show()
        return True

    def stop_overlay(self) -> None:
        if self.overlay is not None:
            self.overlay.stop()

    def _overlay_changed(self) -> None:
        self.overlay_action.setChecked(self.overlay is not None and self.overlay.running())
        self._note_the_stream()

    def _note_the_stream(self) -> None:
        """The game on the table was streamed: its chapters are timed from the stream's start
        (the moment a page first followed the overlay), kept with the game unless known."""
        overlay, controller = self.overlay, self.controller
        if overlay is None or overlay.stream_start is None or controller is None or not overlay.running():
            return
        game_id = controller.game_id
        if game_id in self._streamed or not self.archive.writable:
            return
        self._streamed.add(game_id)
        if not self.archive.video(game_id)[1]:
            began = datetime.fromtimestamp(overlay.stream_start, timezone.utc).isoformat(timespec="seconds")
            self.archive.save_video(game_id, stream_start=began)

    def tick(self) -> None:
        if self._on_game():
            self._game_page().tick()
        night, by_the_rules = self._night_on_the_table()
        if night or self._night_music is not None:   # no music made before the first night
            self.night_music.follow(night, by_the_rules, self.clock())

    def _night_on_the_table(self) -> tuple[bool, bool]:
        """Is it night in the game on the table, and do its rules play music through it?"""
        controller = self.controller if self._on_game() else None
        if controller is None:
            return False, False
        # The night the checker woke in lasts until the host gives his answer and goes on.
        state = controller.before if controller.answer is not None and controller.before is not None \
            else controller.state
        return state.at_night, state.music_tonight

    # -- pages ---------------------------------------------------------------------------
    def go_home(self) -> None:
        self.pages.setCurrentWidget(self.start)
        self.start.refresh()
        self._set_game_actions()

    def show_archive(self) -> None:
        """Past games and players, read fresh from the archive each time it is shown."""
        if self.archive_page is None:
            from mafia_desktop.ui.archive.archive_page import ArchivePage   # +155 ms to the window's start
            self.archive_page = ArchivePage(self.archive, background=self.background)
            self.archive_page.gameOpenRequested.connect(self.replay_game)
            self.archive_page.publishRequested.connect(lambda game_id: self.publish([game_id]))
            self.archive_page.closeRequested.connect(self.go_home)
            self._add_page(self.archive_page)
        else:
            self.archive_page.reload()
        self.pages.setCurrentWidget(self.archive_page)
        self.archive_page.focus_search()
        self._set_game_actions()

    def _replay(self) -> ReplayPage:
        if self.replay_page is None:
            from mafia_desktop.ui.archive.replay_page import ReplayPage   # +65 ms to the window's start
            page = ReplayPage(self.archive)
            page.closeRequested.connect(self.close_replay)
            page.exportPdfRequested.connect(self.export_protocol)
            page.exportJsonRequested.connect(self.export_json)
            page.resumeRequested.connect(self.open_game)
            page.trashRequested.connect(self.trash_replayed)
            page.ratedRequested.connect(self.rate_replayed)
            page.publishRequested.connect(lambda game_id: self.publish([game_id]))
            self._add_page(page)
            self.replay_page = page
        return self.replay_page

    def replay_game(self, game_id: str) -> None:
        """A past game, read-only, step by step."""

        page = self._replay()
        try:
            page.open(game_id)
        except Exception as error:   # a damaged game: explained, never a traceback
            logger.warning("game %s cannot be replayed", game_id, exc_info=True)
            QtWidgets.QMessageBox.warning(self, self.tr("Replay"), error_words(error) if isinstance(error, ArchiveError)
                                else self.tr("This game cannot be replayed: {error}").format(
                                    error=error_words(error)))
            return
        if self.pages.currentWidget() is not page:
            self._replay_from = self.pages.currentWidget()
        self.pages.setCurrentWidget(page)
        self._show_the_replay()
        self._set_game_actions()

    def close_replay(self) -> None:
        """Back where the replay was opened from: the archive, an event, the start page;
        the spectators back to the table, if a game is on it."""
        if self.controller is not None:
            self._show_the_table()
        if self._replay_from is not None and self._replay_from is self.archive_page:
            self.show_archive()
        elif self._replay_from is not None and self._replay_from is self.events_page:
            self.show_events()
        else:
            self.go_home()

    def trash_replayed(self, game_id: str) -> None:
        """Reversible: the game waits in the start page's trash until the host empties it."""
        self.archive.trash(game_id)
        self.statusBar().showMessage(self.tr("The game was moved to the trash (Games → Trash restores it)"), 8000)
        self.close_replay()

    def rate_replayed(self, game_id: str, rated: bool) -> None:
        """The game out of the club's ratings or back in: it and every game after it are rated
        again, here as a rename's merge is (a game 1,000 back at 100,000 games: some 0.4 s of
        CPU), under a wait cursor."""
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.archive.set_rated(game_id, rated)
        except ArchiveError as error:
            QApplication.restoreOverrideCursor()
            QtWidgets.QMessageBox.warning(self, self.tr("Ratings"), self.tr(
                "The game's rating was not changed: {why}").format(why=error_words(error)))
            return
        QApplication.restoreOverrideCursor()
        if self.replay_page is not None and self.replay_page.game_id == game_id:
            self.replay_page.show_rated(self.archive.is_rated(game_id))
        self.statusBar().showMessage(
            self.tr("The game counts for the ratings again; the games after it were rated again") if rated else
            self.tr("The game is not rated now: it changes no rating; the games after it were rated again"), 8000)

    def export_json(self, game_id: str | None) -> None:
        """The game's lossless JSON (re-importing it gives back the identical log)."""
        if not game_id:
            return


        from mafia_desktop.protocol.archived import suggested_filename   # reportlab: +160 ms to the window's start
        from mafia_desktop.store.importing import export_bundle, write_json   # +65 ms to the window's start
        try:
            suggested = Path.home() / Path(suggested_filename(self.archive, game_id)).with_suffix(".json").name
            bundle = export_bundle(self.archive, game_id)
        except Exception as error:   # a damaged game: say so, never a traceback
            logger.warning("game %s cannot be exported as JSON", game_id, exc_info=True)
            QtWidgets.QMessageBox.warning(self, self.tr("Export JSON"),
                                self.tr("This game cannot be exported: {error}").format(error=error_words(error)))
            return
        path, _ = QtWidgets.QFileDialog.getSaveFileName(self, self.tr("Export JSON"), str(suggested), "JSON (*.json)")
        if not path:
            return
        try:
            write_json(Path(path), bundle)
        except OSError as error:
            QtWidgets.QMessageBox.warning(self, self.tr("Export JSON"),
                                self.tr("The file could not be written: {error}").format(error=error))
            return
        self.statusBar().showMessage(self.tr("Saved: {path}").format(path=path), 8000)

    def current_id(self) -> str | None:
        return self.controller.game_id if self.controller else None

    def new_game(self, event_id: str | None = None, table: str | None = None) -> None:
        """A new game; inside an event its name, table and next game number are filled in.
        "New game" after a game of an event stays in that event, at the same table."""

        # +45 ms to the window's start
        from mafia_desktop.store.contests import attach, contest, contest_of, next_game_number

        from mafia_desktop.ui.table.new_game import NewGameDialog   # +55 ms to the window's start
        if not self.archive.writable:   # said before the host fills in a whole dialog
            QtWidgets.QMessageBox.information(self, self.tr("New game"), message_text(self.archive.read_only_message()))
            return
        if event_id is None and self._on_game():
            current = contest_of(self.archive, self.controller.game_id)
            if current is not None:
                event_id, table = current.id, self.controller.state.labels.table or "1"
        labels = {}
        if event_id is not None:
            table = table or "1"
            labels = {"tournament": message_text(contest(self.archive, event_id).name), "table": table,
                      "number": next_game_number(self.archive, event_id, table)}
        seats = self.hall_link.next_seats()
        if seats and self.hall_link.table():
            # The hall's table and round, as the judge knows them: the round is the number
            # the judge holds the game's seats against.
            labels["table"] = labels.get("table") or str(self.hall_link.table())
            labels["number"] = str(self.hall_link.next_round() or labels.get("number") or "")
        dialog = NewGameDialog(self.archive.nicknames(limit=5000), self, rng=self.rng, labels=labels,
                               seats=seats)
        accepted = dialog.exec() == QtWidgets.QDialog.DialogCode.Accepted
        self.activateWindow()   # the host's keys belong to the window again
        if accepted:
            game_id = self.archive.create_game(dialog.events)
            if event_id is not None:
                attach(self.archive, event_id, game_id)
            self.open_game(game_id)

    def _events_page(self) -> EventsPage:
        if self.events_page is None:
            from mafia_desktop.ui.events.events_page import EventsPage   # reportlab: +205 ms to the window's start
            self.events_page = EventsPage(self.archive)
            self.events_page.newGameRequested.connect(self.new_game)
            self.events_page.gameOpenRequested.connect(self.open_or_replay)
            self.events_page.publishRequested.connect(self.publish)
            self.events_page.closeRequested.connect(self.go_home)
            self._add_page(self.events_page)
        return self.events_page

    def show_events(self) -> None:
        """Club evenings and tournaments; their standings are read again each time."""
        made = self.events_page is None
        page = self._events_page()
        if not made:
            page.refresh()
        self.pages.setCurrentWidget(page)
        self._set_game_actions()

    def show_hall(self, *, login: tuple[str, str | None] | None = None) -> None:
        """The head judge's page: every table of the tournament hall, live (``login``: the
        one to read it with, else the settings')."""
        if self.hall_page is None:
            from mafia_desktop.ui.hall.hall_page import HallPage   # reportlab, the judge: +250 ms to the window's start
            self.hall_page = HallPage(archive=self.archive)
            self._add_page(self.hall_page)
        if login is not None:
            self.hall_page.start(login)
        self.pages.setCurrentWidget(self.hall_page)
        self._set_game_actions()

    def open_or_replay(self, game_id: str) -> None:
        """An unfinished game goes back on the table; a finished one is replayed."""
        if self.archive.game(game_id).finished:
            self.replay_game(game_id)
        else:
            self.open_game(game_id)

    def open_game(self, game_id: str) -> None:
        if not self.archive.writable:   # nothing can be played on: the game is replayed
            self.replay_game(game_id)
            return
        page = self._game_page()
        try:
            page.open(game_id)
        except ArchiveError as error:   # a damaged game stays on the start page, explained
            QtWidgets.QMessageBox.warning(self, self.tr("Open game"), error_words(error))
            self.go_home()
            return
        self.pages.setCurrentWidget(page)
        self._show_the_table()
        self._note_the_stream()
        self._set_game_actions()

    # -- settings: the language, the backups ---------------------------------------------
    def show_settings(self) -> None:
        """The settings dialog; a new language (saved by the dialog) is announced with
        ``languageChanged``: whoever keeps the window (``app.run``) calls ``rebuild_in``. A
        backup chosen there to restore is restored (``restore_backup``)."""

        from mafia_desktop.ui.shared.settings_dialog import RESTORE, SettingsDialog   # +85 ms to the window's start
        dialog = SettingsDialog(self)
        result = dialog.exec()
        self.activateWindow()
        if result == RESTORE and dialog.chosen_backup is not None:
            self.restore_backup(dialog.chosen_backup)
        elif result == QtWidgets.QDialog.DialogCode.Accepted:
            self.hall_link.start()   # the hall's address or password may be new
            self.publisher.tell()    # the rating service's account may be new
            if self.overlay is not None and self.overlay.running():
                self.start_overlay()   # its port, delay, roles or reach may be new
            if dialog.language() != current_language():
                self.languageChanged.emit(dialog.language())

    def rebuild_in(self, language: str) -> MainWindow:
        """Install ``language`` and build the window again, every word in it: the same
        archive, size and place; the game that was on the table is opened again (or the
        archive, the events or the replay shown again). This window closes; the new one
        is returned (whoever kept this one keeps that one)."""
        install(language)
        window = self._successor(self.archive)
        shown = self.pages.currentWidget()
        if self.controller is not None:   # the game on the table, even behind another page
            window.open_game(self.controller.game_id)   # the raised hands are in its log
            if self.audience is not None and self.audience.isVisible():
                window.open_audience()   # the spectators' screen, in the new language too
        if self.archive_page is not None and shown is self.archive_page:
            window.show_archive()
        elif self.events_page is not None and shown is self.events_page:
            window.show_events()
            event = self.events_page.page.shown_event
            if self.events_page.stack.currentWidget() is self.events_page.page and event is not None:
                window._events_page().open_event(event.id)
        elif self.hall_page is not None and shown is self.hall_page:
            window.show_hall(login=self.hall_page.login_used)   # the judge's login is not asked again
        elif self.replay_page is not None and shown is self.replay_page and self.replay_page.game_id:
            window.replay_game(self.replay_page.game_id)
            window._replay().set_position(self.replay_page.position)
        elif shown is self.start:
            window.go_home()
        if self.overlay is not None and self.overlay.running():   # the stream goes on, in the new words
            self.overlay.stop()
            window.start_overlay(stream_start=self.overlay.stream_start)
        self._give_way_to(window)
        return window

    def _successor(self, archive: Archive) -> MainWindow:
        window = MainWindow(archive, clock_fn=self.clock, sounds=self.sounds.enabled, rng=self.rng)
        window.resize(self.size())
        window.move(self.pos())
        return window

    def _give_way_to(self, window: MainWindow) -> None:
        if self.isFullScreen():
            window.showFullScreen()
        elif self.isMaximized():
            window.showMaximized()
        elif self.isVisible():
            window.show()
        self.ticker.stop()
        self._rebuilding = True
        self.close()
        self.deleteLater()

    def restore_backup(self, backup: Path) -> MainWindow:
        """Put a backup in the archive's place (the file as it is now moved aside beside it)
        and go on in a new window on it; returned, and announced with ``replaced``. A backup
        that cannot be restored is explained and this window stays."""

        from mafia_desktop.store.housekeeping import backups   # hashlib: +8 ms to the window's start
        path, folders = self.archive.path, list(self.archive.backup_folders)
        self._wait_for_the_background()
        self.archive.close()
        restored: Path | None = backup
        try:
            aside = backups.restore(path, backup)
        except ArchiveError as error:
            QtWidgets.QMessageBox.warning(self, self.tr("Restore a backup"), error_words(error))
            aside, restored = None, None
        archive = Archive(path)
        archive.backup_folders = folders
        window = self._successor(archive)
        if restored is not None:
            window.notify(self.tr("Restored the backup {backup}.").format(backup=backup))
        if aside is not None:
            window.notify(self.tr("The archive as it was is kept as {aside}: games played since that backup "
                                  "are there (open it with --db, export them as JSON and import them here)."
                                  ).format(aside=aside))
        window.go_home()
        self._give_way_to(window)
        self.replaced.emit(window)
        return window

    # -- about ---------------------------------------------------------------------------
    def about_text(self) -> str:
        """The version, where the archive and its backups are, the shipped font's licence."""
        from html import escape   # +2 ms to the window's start

        from mafia_desktop.words.bidi import left_to_right   # a path in a Hebrew sentence keeps its slashes

        return "".join((
            self.tr("<h3>Mafia host {version}</h3>").format(version=__version__),
            self.tr("<p>mafia-desktop {version}, MIT licence.</p>").format(version=__version__),
            self.tr("<p><b>The archive</b> (every game, one file):<br><code>{path}</code><br>"
                    "It is backed up by itself after every finished game and when the app closes, into "
                    "<code>{backups}</code> (and a second folder, if one is chosen in Settings, where "
                    "the backups are listed and restored).</p>").format(
                        path=escape(left_to_right(str(self.archive.path))),
                        backups=escape(left_to_right(str(self.archive.backup_folders[0])))),
            self.tr("<p><b>Font</b>: the PDF protocol is printed in DejaVu Sans (Bitstream Vera and "
                    "DejaVu licence: free to use, copy, modify and redistribute; the full text is under "
                    "“Show Details”).</p>"),
            self.tr("<p><b>The log</b> (what the app did and every problem it met, for whoever looks "
                    "into one):<br><code>{path}</code></p>").format(
                        path=escape(left_to_right(str(logs.current_file() or logs.log_path())))),
            self.tr("<p>Made with Qt for Python (PySide6, LGPLv3) and ReportLab (BSD).</p>"),
        ))

    def show_about(self) -> None:

        from mafia_desktop.protocol.fonts import font_file   # reportlab: +175 ms to the window's start
        box = QtWidgets.QMessageBox(self)
        box.setObjectName("about")
        box.setWindowTitle(self.tr("About Mafia host"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(self.about_text())
        box.setIconPixmap(app_icon().pixmap(64, 64))
        box.setDetailedText(font_file("LICENSE-DejaVu.txt").read_text(encoding="utf-8"))
        box.exec()

    # -- protocol ------------------------------------------------------------------------
    def print_protocol(self, game_id: str | None) -> None:
        if game_id:
            from mafia_desktop.ui.shared.printing import print_protocol   # reportlab: +165 ms to the window's start
            print_protocol(self, self.archive, game_id)

    def export_protocol(self, game_id: str | None) -> None:
        """Save a game's PDF protocol where the host chooses (a sensible name is offered)."""
        if not game_id:
            return


        # reportlab: +160 ms to the window's start
        from mafia_desktop.protocol.archived import suggested_filename, write_archived_protocol
        try:
            suggested = str(Path.home() / suggested_filename(self.archive, game_id))
        except Exception as error:   # a damaged game: say so, never a traceback
            logger.warning("game %s's protocol cannot be named", game_id, exc_info=True)
            QtWidgets.QMessageBox.warning(self, self.tr("Export protocol"),
                                self.tr("This game cannot be exported: {error}").format(error=error_words(error)))
            return
        path, _ = QtWidgets.QFileDialog.getSaveFileName(self, self.tr("Export protocol"), suggested, "PDF (*.pdf)")
        if not path:
            return
        try:
            write_archived_protocol(self.archive, game_id, path)
        except Exception as error:
            logger.warning("game %s's protocol could not be written", game_id, exc_info=True)
            QtWidgets.QMessageBox.warning(self, self.tr("Export protocol"),
                                self.tr("The protocol could not be written: {error}").format(
                                    error=error_words(error)))
            return
        saved = self.tr("Protocol saved: {path}").format(path=path)
        if self._on_game():
            self._game_page().show_message(saved, error=False)
        else:
            self.statusBar().showMessage(saved, 8000)
