"""Screenshots of the app, made from the app itself: every room (or those named) in each
language and theme, at a tablet's 1024×600, into a folder.

    .venv/bin/python tools/screenshots.py OUT [--languages en,ru,lv,he] [--themes light,dark]
                                             [--rooms table,check,...] [--readme]

``--readme`` makes the README's pictures (resources/screenshots/): the table, a check's
answer, the audience screen, the archive, a replay and a protocol page, in English. Run it
again after a change to what they show: the pictures then stay what the app looks like.

The archive is a temporary one holding the real game 334187 (tests/data/real-games) and
two more, the table opened on that game at its second day's vote and at its first
night's sheriff's check; the window runs offscreen on a screen of the tablet's size, with
settings of its own (the host's are never read).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
TABLET = ROOT / "tests" / "data" / "tablet_screen.json"
RECORDS = [ROOT / "tests" / "data" / "real-games" / "polemica" / name for name in ("334187.json", "333915.json")] \
    + [ROOT / "tests" / "data" / "real-games" / "mafiaratings" / "4842.json"]
README_SHOTS = ROOT / "resources" / "screenshots"
#: (room, language, theme) for the README.
README_ROOMS = [("table", "en", "light"), ("check", "en", "dark"), ("audience", "en", "dark"),
                ("games", "en", "light"), ("replay", "en", "light"), ("protocol", "en", "light")]
ROOMS = ("start", "table", "check", "audience", "games", "players", "player", "ratings", "replay", "events",
         "event", "new-game", "settings", "night-music", "protocol", "rating-service", "event-link", "player-links", "outcomes")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, nargs="?", default=README_SHOTS)
    parser.add_argument("--languages", default="en,ru,lv,he")
    parser.add_argument("--themes", default="light,dark")
    parser.add_argument("--rooms", default=",".join(ROOMS))
    parser.add_argument("--readme", action="store_true", help="the README's pictures, into resources/screenshots")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={TABLET}")
    home = tempfile.mkdtemp(prefix="mafia-desktop-shots-")
    os.environ["HOME"] = os.environ["XDG_CONFIG_HOME"] = home   # nobody's settings but these
    wanted = README_ROOMS if args.readme else [
        (room, language, scheme) for language in args.languages.split(",") for scheme in args.themes.split(",")
        for room in args.rooms.split(",")]
    args.out.mkdir(parents=True, exist_ok=True)
    for path in Studio(Path(home)).shoot(wanted, args.out):
        print(path)
    return 0


class Studio:
    """An app on a temporary archive, each room shown in turn and grabbed."""

    def __init__(self, folder: Path) -> None:
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication

        self.app = QApplication.instance() or QApplication([])
        for format_ in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            QSettings.setPath(format_, QSettings.Scope.UserScope, str(folder / "settings"))
        from mafia_desktop.store import Archive
        from mafia_desktop.store.importing import import_file
        self.folder = folder
        self.archive = Archive(folder / "archive.sqlite3")
        self.games = [result.game_id for path in RECORDS for result in import_file(self.archive, path)
                      if result.game_id]
        self.real = self.games[0]
        self.voting = self._cut_at(lambda state, kind: state.round == 2 and kind.value == "vote")
        self.checking = self._cut_at(lambda state, kind: kind.value == "sheriff_check")
        self.event = self._make_event()

    def _cut_at(self, wanted) -> str:
        """A copy of the real game, unfinished, stopped at the first step ``wanted`` names."""
        from mafia_desktop.engine.folding import fold
        events = self.archive.events(self.real)
        for count in range(2, len(events)):
            state = fold(events[:count], check=False)
            if state.step is not None and wanted(state, state.step.kind):
                return self.archive.create_game(events[:count])
        raise SystemExit("the real game has no such step")

    def _make_event(self) -> str:
        from mafia_desktop.engine.points import system
        from mafia_desktop.store.contests import attach, contest_of, create_contest
        event = create_contest(self.archive, name="Friday evening", kind="evening", system=system("sport"),
                               starts="2026-11-20", ends="2026-11-21")
        for game_id in self.games:
            if contest_of(self.archive, game_id) is None:   # a record of the service's comes with its own
                attach(self.archive, event, game_id)
        return event

    def shoot(self, wanted: list[tuple[str, str, str]], out: Path):
        from mafia_desktop.i18n import install
        from mafia_desktop.ui.shared import theme
        for room, language, scheme in wanted:
            install(language, self.app)
            theme.apply(self.app, scheme)
            path = out / f"{room}-{language}-{scheme}.png"
            getattr(self, "_" + room.replace("-", "_"))(path)
            yield path

    # -- the rooms ---------------------------------------------------------------------------
    def _window(self):
        import random

        from mafia_desktop.ui.window import MainWindow
        window = MainWindow(self.archive, sounds=False, rng=random.Random(3))
        window.resize(1024, 600)
        window.show()
        window.warm_up()
        self._settle()
        return window

    def _settle(self) -> None:
        from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
        loop = QEventLoop()
        QTimer.singleShot(150, loop.quit)
        loop.exec()
        QCoreApplication.processEvents()

    def _grab(self, widget, path: Path) -> None:
        self._settle()
        widget.grab().save(str(path))
        widget.close()
        widget.deleteLater()

    def _start(self, path: Path) -> None:
        self._grab(self._window(), path)

    def _table(self, path: Path) -> None:
        window = self._window()
        window.open_game(self.voting)
        self._grab(window, path)

    def _check(self, path: Path) -> None:
        window = self._window()
        window.open_game(self.checking)
        if window.controller.answer is not None:
            window.game_page.go_on()     # the don's answer, given before the app was closed
        window.game_page.tap_seat(7)     # the sheriff checks seat 7: the don
        self._grab(window, path)

    def _audience(self, path: Path) -> None:
        window = self._window()
        window.open_game(self.voting)
        window.open_audience()
        audience = window.audience
        audience.showNormal()
        audience.resize(1024, 576)
        self._settle()
        audience.grab().save(str(path))
        window.close()

    def _games(self, path: Path) -> None:
        window = self._window()
        window.show_archive()
        self._grab(window, path)

    def _players(self, path: Path) -> None:
        window = self._window()
        window.show_archive()
        window.archive_page.tabs.setCurrentWidget(window.archive_page.players)
        self._grab(window, path)

    def _player(self, path: Path) -> None:
        window = self._window()
        window.show_archive()
        window.archive_page.open_player(self._first_player())
        self._grab(window, path)

    def _first_player(self) -> str:
        from mafia_desktop.engine.folding import fold
        return fold(self.archive.events(self.real), check=False).seat(1).nickname

    def _ratings(self, path: Path) -> None:
        window = self._window()
        window.show_archive()
        window.archive_page.tabs.setCurrentWidget(window.archive_page.ratings)
        self._grab(window, path)

    def _replay(self, path: Path) -> None:
        window = self._window()
        window.replay_game(self.real)
        page = window.replay_page
        page.set_position(len(page.entries) // 2)
        self._grab(window, path)

    def _events(self, path: Path) -> None:
        window = self._window()
        window.show_events()
        self._grab(window, path)

    def _event(self, path: Path) -> None:
        window = self._window()
        window.show_events()
        window.events_page.open_event(self.event)
        self._grab(window, path)

    def _new_game(self, path: Path) -> None:
        from mafia_desktop.ui.table.new_game import NewGameDialog
        window = self._window()
        dialog = NewGameDialog(self.archive.nicknames(limit=100), window)
        dialog.show()
        self._grab(dialog, path)
        window.close()

    def _settings(self, path: Path) -> None:
        from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
        window = self._window()
        dialog = SettingsDialog(window)
        dialog.show()
        self._grab(dialog, path)
        window.close()

    def _night_music(self, path: Path) -> None:
        """Settings → Night music, on a folder of three made-up tracks (issue 43)."""
        from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
        folder = Path(tempfile.mkdtemp(prefix="night-music-"))
        for name in ("01 Noir.mp3", "02 Midnight.ogg", "03 Rain.flac"):
            (folder / name).write_bytes(b"")
        window = self._window()
        dialog = SettingsDialog(window)
        assert dialog.music_box is not None
        dialog.music_box.choose_folder(str(folder))
        dialog.tabs.setCurrentWidget(dialog.music_box)
        dialog.show()
        self._grab(dialog, path)
        window.close()

    # -- the rating service (issue 40): its answers made up here, no network is asked -----------
    def _rating_service(self, path: Path) -> None:
        from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
        window = self._window()
        dialog = SettingsDialog(window)
        assert dialog.service_box is not None
        dialog.tabs.setCurrentWidget(dialog.service_box)
        dialog.service_box.user.setText("referee@club.example")
        dialog.service_box._listed(self._service_events())
        dialog.show()
        self._grab(dialog, path)
        window.close()

    def _service_events(self) -> list:
        from mafia_desktop.publishing import ServiceEvent
        return [ServiceEvent(id=8123, name="Friday evening", club_id=42, start=1_795_290_000),
                ServiceEvent(id=8011, name="Riga Cup 2026", club_id=42, start=1_792_000_000)]

    def _event_link(self, path: Path) -> None:
        from mafia_desktop.store.contests import contest
        from mafia_desktop.ui.publishing.event_link import EventLinkDialog
        window = self._window()
        dialog = EventLinkDialog(self.archive, contest(self.archive, self.event), None, window)
        dialog._listed(self._service_events())
        dialog.list.setCurrentRow(0)
        dialog.show()
        self._grab(dialog, path)
        window.close()

    def _player_links(self, path: Path) -> None:
        from mafia_desktop.engine.folding import fold
        from mafia_desktop.publishing import ServicePlayer
        from mafia_desktop.ui.publishing.player_links import PlayerLinksDialog
        window = self._window()
        state = fold(self.archive.events(self.real), check=False)
        seats = {state.seat(n).nickname: [n] for n in range(1, 11)}
        first = state.seat(1).nickname
        dialog = PlayerLinksDialog(self.archive, seats, None, window)
        dialog._suggested({first: [ServicePlayer(id=1204, name=first), ServicePlayer(id=877, name=first + " 2")]})
        dialog.show()
        self._grab(dialog, path)
        window.close()

    def _outcomes(self, path: Path) -> None:
        from mafia_desktop.engine.errors import Message
        from mafia_desktop.publishing.queue import Outcome
        from mafia_desktop.ui.publishing.outcomes import OutcomesDialog
        window = self._window()
        outcomes = [Outcome(self.games[0], "published", Message("Published: the service's game {number}", number=5121)),
                    Outcome(self.games[1], "refused", Message("The rating service refused the game: {why}",
                                                              why="This game has 5 civilians. Must be 6."))]
        dialog = OutcomesDialog(self.archive, outcomes, window,
                                before=["Sent without a player, so with no rating there: Gus, Ivy"])
        dialog.show()
        self._grab(dialog, path)
        window.close()

    def _protocol(self, path: Path) -> None:
        """The protocol's first page, as the PDF draws it (Qt's PDF reader renders it)."""
        from PySide6.QtCore import QSize
        from PySide6.QtPdf import QPdfDocument

        from mafia_desktop.protocol.archived import write_archived_protocol
        pdf = self.folder / "protocol.pdf"
        write_archived_protocol(self.archive, self.real, pdf)
        document = QPdfDocument()
        document.load(str(pdf))
        page = document.pagePointSize(0)
        scale = 1000 / page.width()
        document.render(0, QSize(int(page.width() * scale), int(page.height() * scale))).save(str(path))


if __name__ == "__main__":
    sys.exit(main())
