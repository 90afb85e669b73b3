"""``mafia-desktop --self-test``: an installed app (wheel or bundle) checks itself, offscreen.

The main window opens on a temporary archive (the host's own archive is never opened) and a
whole short game is played through it the way a host plays it: "New game" on the start page,
the dialog filled with ten nicknames and a random deal, the night's meetings, speeches, a
nomination by a tap on the seat map, a foul from the toolbar and its undo; the archive file is
read back for those events, the audience screen opened, and the game played on to its end.
Then the protocol is exported as a PDF into the temporary folder and drawn through Qt PDF
(printing), the archive browser and a player's page (Qt Charts) are opened, the settings'
tournament hall tests a connection (the database driver), and the About box is read for the
version. Each room of the app is entered, so that a module missing from a bundle fails here.

One line per step goes to standard output, and at the end "self-test: N passed, N failed";
the exit code is 0 when every step passed, and 1 with "self-test FAILED at <step>: <why>" on
standard error at the first that did not (the steps after it are not run). CI runs it
on the wheel installed in a fresh environment, ``packaging/build`` on the frozen bundle.
"""

from __future__ import annotations

import os
import random
import socket
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TextIO, TypeVar

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop, Qt, QTimer, QUrl, qInstallMessageHandler
from PySide6.QtWidgets import (
    QApplication, QComboBox, QFileDialog, QLineEdit, QMessageBox, QPushButton, QRadioButton,
)

from mafia_desktop import __version__, i18n
from mafia_desktop.package_files import RESOURCES
from mafia_desktop.store import Archive
from mafia_desktop.store.opening.paths import default_db_path

from mafia_desktop.ui.shared import theme
from mafia_desktop.ui.table.sounds import SOUNDS
from mafia_desktop.ui.window import MainWindow

# What a step needs beyond the window's start is loaded by that step: the window step reports
# how long the start took, and each import says what it would add to that figure.
if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QDialog

    from mafia_desktop.ui.table.controller import GameController

T = TypeVar("T")
W = TypeVar("W", bound="QObject")

NICKNAMES = ["Anna", "Boris", "Ģirts", "Дмитрий", "דנה", "Eve", "Finn", "Gus", "Hal", "Ivy"]
NOMINATED = 5        # the seat that seat 1 nominates in the first speech
#: A whole game of ten seats voted out one black seat a day is done in far fewer.
MAX_CLICKS = 400
#: A step that waits longer than this (a dialog nobody answers) ends the self-test.
TIMEOUT_S = 120
_IMPORTED_AT = time.perf_counter()


class SelfTestFailure(Exception):
    """A check that did not hold; its message says what was expected and what was found."""


def check(condition: object, message: str) -> None:
    if not condition:
        raise SelfTestFailure(message)


def present(value: T | None, message: str) -> T:
    """``value``, which must be there (a widget found by name, the window's open game)."""
    if value is None:
        raise SelfTestFailure(message)
    return value


def _child(parent: QObject, kind: type[W], name: str) -> W:
    """The widget of ``kind`` called ``name`` inside ``parent``."""
    return present(parent.findChild(kind, name), f"no {kind.__name__} {name!r} in {type(parent).__name__}")


@dataclass
class Context:
    """What the steps share: the temporary folder, its archive, the window, the game."""

    folder: Path
    archive: Archive | None = None
    window: MainWindow | None = None
    game_id: str = ""
    pdf: Path | None = None
    #: A message box a step waits for (``_answering``); any other is closed and reported.
    expected: type | None = None
    unexpected: list[str] = field(default_factory=list)
    #: The host's own archive as it was before the self-test (None: there is none).
    own_before: tuple | None = None

    @property
    def archive_path(self) -> Path:
        return self.folder / "archive.sqlite3"

    @property
    def win(self) -> MainWindow:
        """The window, once the step ``window`` has opened it."""
        return present(self.window, "the main window is not open")

    @property
    def controller(self) -> GameController:
        """The window's game, once the step ``new_game`` has opened one."""
        return present(self.win.controller, "no game is open in the window")

    def close(self) -> None:
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
        if self.archive is not None and not self.archive.closed:
            self.archive.close()


# -- helpers ---------------------------------------------------------------------------------

def _process_age() -> tuple[float, str]:
    """Seconds since this process started (Linux: from /proc), else since this module loaded."""
    try:
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return uptime - int(fields[19]) / os.sysconf("SC_CLK_TCK"), "after the process started"
    except (OSError, ValueError, IndexError, AttributeError):
        return time.perf_counter() - _IMPORTED_AT, "after the self-test began"


def _settle(ms: int = 0) -> None:
    """Let Qt deliver what is queued (paints, timers due within ``ms``)."""
    QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, QDeadlineTimer(ms))


def _click(widget, pos=None) -> None:
    from PySide6.QtTest import QTest   # +2 ms to the start the window step reports
    check(widget.isVisible() and widget.isEnabled(), f"{widget.objectName() or widget} cannot be clicked")
    if pos is None:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    else:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    _settle()


def _button(ctx: Context, key: str) -> None:
    """Press one of the flow panel's buttons, as the host's finger would."""
    buttons = ctx.win.panel.buttons
    check(key in buttons, f"no {key!r} button at {ctx.controller.state.step} (buttons: {sorted(buttons)})")
    _click(buttons[key])


def _tap_seat(ctx: Context, seat: int) -> None:
    seat_map = ctx.win.seat_map
    _click(seat_map, seat_map.seat_centre(seat))


def _trigger(action) -> None:
    check(action.isEnabled(), f"the toolbar's {action.text()!r} is disabled")
    action.trigger()
    _settle()


@contextmanager
def _answering(ctx: Context, kind: type[QDialog], answer: Callable) -> Iterator[list]:
    """While inside: the first modal dialog of ``kind`` is answered by ``answer(dialog)``.
    Yields a list that holds what ``answer`` returned (or the error it raised)."""
    results: list = []
    timer = QTimer(interval=20)
    ctx.expected = kind

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, kind) and not results:
            timer.stop()
            try:
                results.append(answer(dialog))
            except Exception as error:   # never leave a modal dialog hanging
                results.append(error)
                dialog.reject()
    timer.timeout.connect(look)
    timer.start()
    try:
        yield results
    finally:
        timer.stop()
        ctx.expected = None
    check(results, f"no {kind.__name__} came up")
    if isinstance(results[0], Exception):
        raise results[0]


@contextmanager
def _save_dialog_answers(path: Path) -> Iterator[list]:
    """The window's "Save as" dialog answers ``path`` (a file dialog cannot be clicked offscreen)."""
    offered: list[str] = []
    original = QFileDialog.getSaveFileName

    def answer(parent, caption, suggested, filters):
        offered.append(suggested)
        return str(path), filters
    # Qt's static method replaced while inside (setattr: the type checker forbids assigning to a method).
    setattr(QFileDialog, "getSaveFileName", staticmethod(answer))
    try:
        yield offered
    finally:
        setattr(QFileDialog, "getSaveFileName", original)


# -- the steps -------------------------------------------------------------------------------

def resources(ctx: Context) -> str:
    """What the app loads at run time is there, read the way the app reads it."""
    root = RESOURCES
    wanted = ["fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf", "fonts/LICENSE-DejaVu.txt",
              "sounds/warning.wav", "sounds/end.wav",
              *(f"icons/mafia-desktop-{size}.png" for size in (16, 32, 48, 64, 128, 256)),
              *(f"translations/mafia_desktop_{code}.qm" for code in ("ru", "he", "lv"))]
    missing = [name for name in wanted if not (root.joinpath(*name.split("/")).is_file())]
    check(not missing, f"missing from the installed package: {', '.join(missing)}")
    return f"{len(wanted)} files"


def window(ctx: Context) -> str:
    ctx.archive = Archive(ctx.archive_path)
    ctx.window = main = MainWindow(ctx.archive, sounds=True, rng=random.Random(9))
    main.show()
    _settle()
    check(main.isVisible(), "the main window did not show")
    check(not main.windowIcon().isNull(), "the window has no icon")
    age, since = _process_age()
    return f"shown {age:.2f} s {since}"


def new_game(ctx: Context) -> str:
    """The start page's "New game", the dialog filled in and "Start the game" clicked."""

    from mafia_desktop.ui.table.new_game import NewGameDialog   # +55 ms to the start the window step reports

    def fill(dialog: NewGameDialog) -> None:
        preset = _child(dialog, QComboBox, "preset")
        preset.setCurrentIndex(preset.findData("sport"))
        for seat, nickname in enumerate(NICKNAMES, start=1):
            _child(dialog, QLineEdit, f"seat-{seat}").setText(nickname)
        check(_child(dialog, QRadioButton, "deal-random").isChecked(), "the random deal is not the default")
        _click(_child(dialog, QPushButton, "start"))
        check(not dialog.isVisible(), f"the new-game dialog refused: {dialog.error.text()}")

    with _answering(ctx, NewGameDialog, fill):
        _click(ctx.win.start.new_button)
    controller = present(ctx.win.controller, "no game was opened after the dialog")
    state = controller.state
    check([seat.nickname for seat in state.seats] == NICKNAMES, "the seats do not hold the nicknames typed")
    check(all(seat.role is not None for seat in state.seats), "the cards were not dealt")
    ctx.game_id = controller.game_id
    return f"sport, 10 seats, game {ctx.game_id[:8]}"


def play(ctx: Context) -> str:
    """Through the night's meetings to the first day; seat 1 speaks (timer started) and
    nominates, seats 2 and 3 speak, seat 3 gets a foul from the toolbar (and Enter: the
    speaker's) that is undone."""
    from mafia_desktop.engine import State, StepKind   # the rules engine: +35 ms to the start the window step reports

    def state() -> State:
        return ctx.controller.state
    for _ in range(5):
        if state().head.kind is StepKind.SPEECH:
            break
        _button(ctx, "next")
    check(state().head.kind is StepKind.SPEECH and state().head.seat == 1,
          f"the first day did not start with seat 1's speech: {state().step}")
    if not state().timer.running:   # the host starts timers by hand (settings)
        _button(ctx, "start")
    check(state().timer.running, "the speech timer did not start")
    _tap_seat(ctx, NOMINATED)
    nominated = [n.seat for n in state().today.active_nominations()]
    check(nominated == [NOMINATED], f"a tap on seat {NOMINATED} did not nominate it (nominations: {nominated})")
    _button(ctx, "next")
    _button(ctx, "next")
    check(state().head.seat == 3, f"seat 3 should speak now: {state().step}")
    _trigger(ctx.win.foul_action)   # "Foul: which seat?" — Enter: the speaker's
    from PySide6.QtTest import QTest   # +2 ms to the start the window step reports
    QTest.keyClick(ctx.win, Qt.Key.Key_Return)
    _settle()
    check(state().seat(3).fouls == 1, f"the toolbar's foul did not reach seat 3 ({state().seat(3).fouls})")
    _trigger(ctx.win.undo_action)
    check(state().seat(3).fouls == 0, "undo did not take the foul back")
    check(ctx.win.redo_action.isEnabled(), "after an undo, redo should be offered")
    return f"{len(ctx.controller.game.events)} events in the game's log"


def archive_holds_the_events(ctx: Context) -> str:
    """A second, read-only connection to the archive file sees every step played."""
    from mafia_desktop.engine import fold   # the rules engine: +35 ms to the start the window step reports
    with Archive(ctx.archive_path, write=False) as reader:
        events = reader.events(ctx.game_id)
    kinds = [event.type for event in events]
    for kind in ("game_created", "roles_dealt", "nominated", "speech_ended", "foul", "undone"):
        check(kind in kinds, f"the archive has no {kind!r} event (it has: {', '.join(dict.fromkeys(kinds))})")
    check(len(events) == len(ctx.controller.game.events),
          f"the archive holds {len(events)} events, the window {len(ctx.controller.game.events)}")
    state = fold(events)
    check(state.timer == ctx.controller.state.timer, "the speech timer in the archive is not the window's")
    check(state.seat(3).fouls == 0, "the undone foul counts in the archive's log")
    check([n.seat for n in state.today.active_nominations()] == [NOMINATED], "the nomination is not in the archive")
    return f"{len(events)} events"


def audience(ctx: Context) -> str:
    """The menu's "Audience screen": the spectators' window follows the game on the table."""
    _trigger(ctx.win.audience_action)
    screen = present(ctx.win.audience, "the audience screen did not open")
    check(screen.isVisible(), "the audience screen did not open")
    screen.close()
    _settle()
    return "opened and closed"


def play_to_the_end(ctx: Context) -> str:
    """The rest of the game, by the panel's buttons and taps on the seat map: each speaker
    without a nominee before him nominates a black seat, everyone votes it out, the mafia
    shoot a red seat, until a team wins and the host ends the game."""
    from mafia_desktop.engine import StepKind   # +1 ms to the start the window step reports
    controller = ctx.controller
    clicks = 0
    while not controller.state.ended:
        check(clicks < MAX_CLICKS, f"no end after {MAX_CLICKS} clicks, at {controller.state.step}")
        before = len(controller.game.events), controller.answer
        _play_step(ctx, StepKind)
        clicks += 1
        check((len(controller.game.events), controller.answer) != before or controller.state.ended,
              f"a click did nothing at {controller.state.step}: {ctx.win.message}")
    state = controller.state
    winner = present(state.winner, "the game ended without a winner")
    check(all(view.role is not None for view in ctx.win.seat_map.views), "the roles are not revealed")
    with_archive = ctx.win.archive.game(ctx.game_id)
    check(with_archive.finished and with_archive.winner == winner.value,
          "the archive does not hold the game as finished")
    return f"{winner.value} won after {clicks} clicks, {len(controller.game.events)} events"


def _play_step(ctx: Context, StepKind) -> None:
    from mafia_desktop.engine.roles import NIGHT_ACTORS
    state, buttons = ctx.controller.state, ctx.win.panel.buttons
    step = state.head
    if ctx.controller.answer is not None:
        return _button(ctx, "go-on")   # the checker has seen his answer
    if step.kind is StepKind.SPEECH:
        black = [seat for seat in state.living_black() if seat != step.seat]
        if black and not state.today.active_nominations():
            _tap_seat(ctx, black[0])
        return _button(ctx, "next")
    if step.kind is StepKind.VOTE:
        for voter in state.voters_left():
            _tap_seat(ctx, voter)
        return _button(ctx, "votes")
    if step.kind is StepKind.REMOVE_ALL_VOTE:
        for voter in state.open_remove_all.voters:
            _tap_seat(ctx, voter)
        return _button(ctx, "remove_all")
    if step.kind is StepKind.SHOT:
        return _tap_seat(ctx, state.living_red()[0])
    if step.kind in NIGHT_ACTORS:   # a night role's check, save or visit
        return _button(ctx, "nobody") if "nobody" in buttons else _tap_seat(ctx, state.living()[0])
    if step.kind is StepKind.BEST_MOVE:
        for seat in [seat for seat in state.living() if seat != step.seat][:3]:
            _tap_seat(ctx, seat)
        return None
    if step.kind is StepKind.END:
        return _button(ctx, "end")
    return _button(ctx, "next")


def protocol(ctx: Context) -> str:
    """The toolbar's "Export protocol…" writes the PDF where the save dialog says."""
    ctx.pdf = ctx.folder / "protocol.pdf"
    with _save_dialog_answers(ctx.pdf) as offered:
        _trigger(ctx.win.export_action)
    check(offered, "the export did not ask where to save")
    check(ctx.pdf.is_file(), f"no PDF was written ({ctx.win.message or 'no message'})")
    data = ctx.pdf.read_bytes()
    check(data.startswith(b"%PDF-") and b"%%EOF" in data[-1024:], "the protocol is not a whole PDF")
    check(f"mafia-desktop {__version__}".encode() in data, f"the PDF does not name version {__version__}")
    return f"{len(data) // 1024} KiB, suggested name {Path(offered[0]).name!r}"


def printing(ctx: Context) -> str:
    """The protocol's pages drawn through Qt PDF onto a (PDF) printer, as printing does."""
    from PySide6.QtPrintSupport import QPrinter   # +1 ms to the start the window step reports

    from mafia_desktop.ui.shared.printing import paint_pdf   # reportlab: +165 ms to the start the window step reports
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(ctx.folder / "printed.pdf"))
    pages = paint_pdf(present(ctx.pdf, "no protocol was exported"), printer)
    check(pages >= 1, "Qt PDF read no page of the protocol")
    return f"{pages} page(s)"


def archive_browser(ctx: Context) -> str:
    """The toolbar's "Archive", and a player's page with its chart (Qt Charts)."""
    _trigger(ctx.win.archive_action)
    page = present(ctx.win.archive_page, "the archive browser did not open")
    check(ctx.win.pages.currentWidget() is page, "the archive browser did not open")
    page.tabs.setCurrentWidget(page.players)
    player = page.players.open_player(NICKNAMES[0])
    _settle()
    check(player.isVisible(), f"{NICKNAMES[0]}'s page did not show")
    _trigger(ctx.win.home_action)
    return f"{NICKNAMES[0]}'s page shown"


def hall_settings(ctx: Context) -> str:
    """The menu's "Settings…" and its tournament hall: "Test the connection" to a port where
    nothing listens, which loads the hall's database driver and says why it cannot connect.
    The dialog is cancelled: the host's settings stay as they were."""


    from mafia_desktop.ui.shared.settings_dialog import SettingsDialog   # +85 ms to the start the window step reports
    with socket.socket() as probe:   # a port free a moment ago: the connection is refused
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    address = f"postgresql://table1@127.0.0.1:{port}/hall"

    def try_it(dialog: SettingsDialog) -> str:
        box = present(dialog.hall_box, "the settings have no tournament hall")
        # the hall has a page of its own: the host taps its name first
        _click(dialog.tabs.names.viewport(), dialog.tabs.name_at(dialog.tabs.indexOf(box)))
        check(box.isVisible(), "the settings have no tournament hall")
        _child(box, QLineEdit, "hall-url").setText(address)
        _child(box, QLineEdit, "hall-password").setText("not-a-password")
        _click(box.test_button)
        deadline = time.monotonic() + 20
        while not box.test_button.isEnabled() and time.monotonic() < deadline:
            # Asleep in between, as the window's event loop is: Qt's processEvents keeps the
            # interpreter, and the test's thread (importing the driver) waited 9-14 s for it.
            time.sleep(0.05)
            _settle()
        said = box.result.text()
        dialog.reject()
        return said

    with _answering(ctx, SettingsDialog, try_it) as said:
        _trigger(ctx.win.settings_action)
    check(f"127.0.0.1:{port}" in said[0], f"the hall's test did not say why it cannot connect: {said[0]!r}")
    return said[0]


def about(ctx: Context) -> str:
    """The toolbar's "About" names this version and the archive's file."""

    def read(box: QMessageBox) -> str:
        text = box.text()
        box.accept()
        return text

    with _answering(ctx, QMessageBox, read) as texts:
        _trigger(ctx.win.about_action)
    check(__version__ in texts[0], f"the About box does not show version {__version__}")
    check(str(ctx.archive_path) in texts[0], "the About box does not show the archive's path")
    return f"version {__version__}"


def sounds(ctx: Context) -> str:
    """Qt Multimedia is optional (without it the timer beeps): say what this install has.
    Reported, never failed: a machine without an audio system cannot load it."""
    try:
        # optional (the step says if it is here); +11 ms to the start the window step reports
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError as error:
        return f"no Qt Multimedia here ({error}): the timer beeps instead"

    effect = QSoundEffect()
    effect.setSource(QUrl.fromLocalFile(str(SOUNDS / "warning.wav")))
    deadline = time.monotonic() + 3
    while effect.status() is QSoundEffect.Status.Loading and time.monotonic() < deadline:
        _settle(50)
    status = effect.status()
    if status is QSoundEffect.Status.Ready:
        return "Qt Multimedia loaded warning.wav"
    return f"Qt Multimedia is here, but warning.wav is {status.name} (no audio output on this machine?)"


def fingerprint(path: Path) -> tuple | None:
    """Size and modification time of a file and its write-ahead log; None if there is none."""
    if not path.exists():
        return None
    wal = path.with_name(path.name + "-wal")
    return (path.stat().st_size, path.stat().st_mtime_ns, wal.exists() and wal.stat().st_mtime_ns)


def own_archive_untouched(ctx: Context) -> str:
    own = default_db_path()
    check(fingerprint(own) == ctx.own_before, f"the host's own archive {own} was created or changed")
    return f"used {ctx.archive_path}, never {own}"


def languages(ctx: Context) -> str:
    """Each translation loads and says its own words; Hebrew turns the window right to left."""

    said = []
    try:
        for code in ("ru", "he", "lv"):
            i18n.install(code)
            word = i18n.translate("MainWindow", "Archive")
            check(word != "Archive", f"the {code} translation did not load")
            said.append(f"{code} {word}")
        i18n.install("he")
        check(QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft, "Hebrew is not right to left")
    finally:
        i18n.install("en")
    return ", ".join(said)


STEPS: list[tuple[str, Callable[[Context], str]]] = [
    ("resources in the package", resources),
    ("main window on a temporary archive", window),
    ("new game: 10 nicknames, random deal", new_game),
    ("speeches, a nomination, a foul, undo", play),
    ("the archive file holds the events", archive_holds_the_events),
    ("audience screen", audience),
    ("the game played to its end", play_to_the_end),
    ("protocol PDF exported", protocol),
    ("protocol printed through Qt PDF", printing),
    ("archive browser and a player's page", archive_browser),
    ("hall settings: a connection tested", hall_settings),
    ("About box", about),
    ("translations", languages),
    ("sounds", sounds),
    ("the host's own archive untouched", own_archive_untouched),
]


def run(*, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Every step in order; 0 if all passed, else 1 with the failed step and why on ``err``."""
    out, err = out or sys.stdout, err or sys.stderr
    # Qt's own chatter (no audio device, the offscreen platform's limits) is shown only if a
    # step fails, after the reason.
    qt_messages: list[str] = []
    previous_handler = qInstallMessageHandler(lambda mode, context, text: qt_messages.append(text))
    if QApplication.instance() is None:   # offscreen whatever the desktop: nothing pops up
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if isinstance(app, QApplication):
        theme.apply(app, "light")   # the look a host's window has, its style sheet too
    print(f"mafia-desktop {__version__} self-test (Python {sys.version.split()[0]}, "
          f"Qt platform {QApplication.platformName()})", file=out, flush=True)
    name, passed = "start", 0
    watchdog = threading.Timer(TIMEOUT_S, _timed_out, args=(lambda: name, err))
    watchdog.daemon = True
    watchdog.start()
    try:
        with tempfile.TemporaryDirectory(prefix="mafia-desktop-self-test-") as folder:
            ctx = Context(Path(folder), own_before=fingerprint(default_db_path()))
            guard = QTimer(interval=50)
            guard.timeout.connect(lambda: _close_unexpected(ctx))
            guard.start()
            try:
                for name, step in STEPS:
                    started = time.perf_counter()
                    detail = step(ctx)
                    check(not ctx.unexpected, f"a message box came up: {' / '.join(ctx.unexpected)}")
                    print(f"ok  {name} ({time.perf_counter() - started:.2f} s): {detail}", file=out, flush=True)
                    passed += 1
            except SelfTestFailure as failure:
                return _failed(name, str(failure), passed, qt_messages, out, err)
            except Exception as error:   # a bug, not a check: say where, with the traceback
                traceback.print_exc(file=err)
                return _failed(name, f"{type(error).__name__}: {error}", passed, qt_messages, out, err)
            finally:
                guard.stop()
                ctx.close()
                _settle()
    finally:
        watchdog.cancel()
        qInstallMessageHandler(previous_handler)
    print(f"self-test: {passed} passed, 0 failed", file=out, flush=True)
    return 0


def _failed(step: str, why: str, passed: int, qt_messages: list[str], out: TextIO, err: TextIO) -> int:
    print(f"mafia-desktop: self-test FAILED at {step!r}: {why}", file=err, flush=True)
    if qt_messages:
        print("Qt's last messages before it:", *(f"  {text}" for text in qt_messages[-20:]),
              sep="\n", file=err, flush=True)
    print(f"self-test: {passed} passed, 1 failed", file=out, flush=True)
    return 1


def _close_unexpected(ctx: Context) -> None:
    """A message box no step waits for (an error shown to the host) is the failure: keep its
    words and close it, so the step returns and fails instead of waiting for a click."""
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox) and ctx.expected is not QMessageBox:
        ctx.unexpected.append(f"{box.windowTitle()}: {box.text()}")
        box.reject()


def _timed_out(step: Callable[[], str], err: TextIO) -> None:
    print(f"mafia-desktop: self-test FAILED at {step()!r}: no answer after {TIMEOUT_S} s "
          "(a dialog waiting for a click?)", file=err, flush=True)
    os._exit(1)
