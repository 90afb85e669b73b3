"""Issue 43: the night music [004 §2.1, §2.2]: "Night falls", and the host turns the music
on; he turns it off, then "Day comes". The club's tracks (Settings → Night music) play from
the night's fall to the morning, faded in and out, shuffled; a missing or broken file is
skipped with a word; the mute key silences it; no Qt Multimedia is a word, not a crash.

Most tests give the window's music a recording player (what is played, when, how loud);
one plays generated WAV files through Qt Multimedia's own player, which needs no sound card.
"""

from __future__ import annotations

import math
import random
import struct
import subprocess
import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from mafia_desktop import preferences
from mafia_desktop.engine import Phase
from mafia_desktop.ui.table.night_music import FADE_IN, FADE_OUT, NightMusic
from tests.engine.table import Table

from .test_host_at_the_table import key, on_the_table

ROOT = Path(__file__).resolve().parents[2]


def write_wav(path: Path, seconds: float = 0.1) -> Path:
    """A short tone, made here: no music file is kept in the repository."""
    rate = 8000
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(b"".join(struct.pack("<h", int(6000 * math.sin(i / 8))) for i in range(int(rate * seconds))))
    return path


class RecordingPlayer:
    """A player that plays nothing and keeps what it was asked, the test finishing or
    breaking its tracks."""

    def __init__(self, ended, failed) -> None:
        self.ended, self.failed = ended, failed
        self.track: Path | None = None
        self.volume = 0.0
        self.muted = False
        self.stops = 0

    def play(self, path: Path) -> None:
        self.track = path

    def stop(self) -> None:
        self.track = None
        self.stops += 1

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def set_muted(self, muted: bool) -> None:
        self.muted = muted


@pytest.fixture
def tracks(tmp_path) -> list[Path]:
    folder = tmp_path / "club-music"
    folder.mkdir()
    found = [write_wav(folder / f"{name}.wav") for name in ("a", "b", "c", "d")]
    (folder / "notes.txt").write_text("not a track")
    preferences.save_night_music_settings(preferences.NightMusicSettings(folder=str(folder), volume=80))
    return found


@pytest.fixture
def music(window):
    """The window's music, with a recording player and its own seeded order."""
    made: list[RecordingPlayer] = []

    def factory(parent, ended, failed):
        made.append(RecordingPlayer(ended, failed))
        return made[-1]

    window.night_music.player_factory = factory
    window.night_music.rng = random.Random(7)
    window.night_music.made = made
    return window.night_music


def player(music: NightMusic) -> RecordingPlayer:
    return music.made[0]


def status(window) -> str:
    return window.statusBar().currentMessage()


def day_one() -> Table:
    """A sport game at its first day's first speech."""
    t = Table()
    t.to_day()
    return t


def test_music_fades_in_when_night_falls_and_out_by_the_morning(qtbot, window, archive, clock, tracks, music):
    # 004 §2.1: "Night falls", the music on; §2.2: off, then "Day comes". A new game begins at night.
    controller = on_the_table(qtbot, window, archive, Table())
    window.tick()
    assert controller.state.phase is Phase.NIGHT
    assert player(music).track in tracks and player(music).volume == 0.0
    clock.now += FADE_IN / 2
    window.tick()
    assert player(music).volume == pytest.approx(0.4)          # half way to 80 %
    clock.now += FADE_IN
    window.tick()
    assert player(music).volume == pytest.approx(0.8)
    while controller.state.phase is Phase.NIGHT:                # the host goes on to the morning
        key(qtbot, window, Qt.Key.Key_Return)
    window.tick()
    assert player(music).track is not None                      # fading out, not cut
    clock.now += FADE_OUT / 2
    window.tick()
    assert player(music).volume == pytest.approx(0.4)
    clock.now += FADE_OUT
    window.tick()
    assert player(music).track is None and not music.playing
    window.tick()
    assert player(music).stops == 1                             # the day stays silent


def test_the_next_night_plays_again_and_the_game_left_stops_it(qtbot, window, archive, clock, tracks, music):
    t = day_one()
    t.speak()                                                   # nobody nominated: night 1
    on_the_table(qtbot, window, archive, t)
    window.tick()
    assert music.playing and player(music).track is not None
    window.go_home()                                            # off the table: the music goes
    window.tick()
    clock.now += FADE_OUT
    window.tick()
    assert not music.playing and player(music).track is None


def test_the_order_is_shuffled_and_each_track_follows_the_last(qtbot, window, archive, tracks, music):
    on_the_table(qtbot, window, archive, Table())
    window.tick()
    for _ in range(len(tracks) - 1):
        player(music).ended()
        qtbot.waitUntil(lambda: len(music.played) > _ + 1, timeout=2000)
    order = list(tracks)
    random.Random(7).shuffle(order)
    assert music.played == order != sorted(order)
    player(music).ended()                                       # the folder played through: shuffled again
    qtbot.waitUntil(lambda: len(music.played) == len(tracks) + 1, timeout=2000)
    assert music.played[-1] in tracks


def test_a_broken_or_missing_track_is_skipped_with_a_word(qtbot, window, archive, tracks, music):
    on_the_table(qtbot, window, archive, Table())
    window.tick()
    first = music.played[0]
    player(music).failed(first, "Could not open file")          # the player cannot play it
    qtbot.waitUntil(lambda: len(music.played) == 2, timeout=2000)
    assert f"{first.name} cannot be played (Could not open file): skipped" in status(window)
    music.queue[0].unlink()                                     # the next file is gone from the folder
    gone = music.queue[0]
    player(music).ended()
    qtbot.waitUntil(lambda: len(music.played) == 3, timeout=2000)
    assert gone not in music.played and f"{gone.name} is missing: skipped" in status(window)
    assert window.controller.state.phase is Phase.NIGHT         # the table went on all along


def test_a_folder_of_nothing_playable_is_said_once_and_the_night_goes_on(qtbot, window, archive, tracks, music):
    on_the_table(qtbot, window, archive, Table())
    window.tick()
    for _ in range(len(tracks)):
        player(music).failed(music.current, "Unsupported format")
        qtbot.wait(1)
    qtbot.waitUntil(lambda: not music.playing, timeout=2000)
    assert "none of the tracks could be played" in status(window)
    assert len(music.played) == len(tracks)                    # each tried once, no endless loop


def test_no_music_where_the_rules_ask_none_unless_the_club_plays_every_night(qtbot, window, archive, tracks, music):
    # 000 has no music (the mastermind preset): silent by default; "every night" plays it.
    on_the_table(qtbot, window, archive, Table("mastermind"))
    window.tick()
    assert music.played == []
    window.go_home()
    window.tick()
    preferences.save_night_music_settings(preferences.NightMusicSettings(folder=str(tracks[0].parent),
                                                                         when="always"))
    on_the_table(qtbot, window, archive, Table("mastermind"))
    window.tick()
    assert len(music.played) == 1


def test_never_and_no_folder_are_silent(qtbot, window, archive, tracks, music):
    preferences.save_night_music_settings(preferences.NightMusicSettings(folder=str(tracks[0].parent),
                                                                         when="never"))
    on_the_table(qtbot, window, archive, Table())
    window.tick()
    assert music.played == [] and music.made == []              # not even loaded
    preferences.save_night_music_settings(preferences.NightMusicSettings())
    window.go_home()
    window.tick()
    on_the_table(qtbot, window, archive, Table())
    window.tick()
    assert music.played == []


def test_the_mute_key_silences_the_music_and_brings_it_back(qtbot, window, archive, tracks, music):
    on_the_table(qtbot, window, archive, Table())
    window.tick()
    qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert player(music).muted and "muted" in status(window)
    assert window.controller.state.phase is Phase.NIGHT         # Ctrl+M is not the mafia's miss (M)
    qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert not player(music).muted and "on again" in status(window)


def test_no_qt_multimedia_is_a_word_not_a_crash(qtbot, window, archive, tracks, monkeypatch):
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)   # the import fails
    controller = on_the_table(qtbot, window, archive, Table())
    window.tick()
    assert "Qt Multimedia is missing" in status(window)
    while controller.state.phase is Phase.NIGHT:
        key(qtbot, window, Qt.Key.Key_Return)
    window.tick()
    assert controller.state.phase is Phase.DAY and not window.night_music.playing


def test_qt_multimedia_plays_the_tracks_to_their_end_and_skips_a_broken_one(qtbot, tmp_path):
    pytest.importorskip("PySide6.QtMultimedia")
    folder = tmp_path / "music"
    folder.mkdir()
    good = [write_wav(folder / f"{name}.wav", seconds=0.05) for name in ("one", "two")]
    (folder / "broken.ogg").write_bytes(b"no music here " * 20)
    preferences.save_night_music_settings(preferences.NightMusicSettings(folder=str(folder)))
    music = NightMusic(rng=random.Random(3))
    said: list[str] = []
    music.said.connect(said.append)
    music.follow(True, True, 0.0)
    if not music.playing:                                      # a Qt without a media backend
        pytest.skip(" ".join(said))
    qtbot.waitUntil(lambda: set(good) <= set(music.played) and any("broken.ogg" in words for words in said),
                    timeout=10_000)
    music.stop()
    assert (folder / "broken.ogg") in music.played


def test_the_window_starts_without_loading_qt_multimedia():
    # Qt Multimedia takes half a second to load: the first night loads it, not the start.
    code = ("import sys; import mafia_desktop.ui.window, mafia_desktop.ui.table.night_music, "
            "mafia_desktop.ui.table.night_music_box; print('PySide6.QtMultimedia' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "False", done.stderr


def test_the_settings_keep_the_folder_when_and_volume(qtbot, window, tracks):
    from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
    dialog = SettingsDialog(window)
    qtbot.addWidget(dialog)
    box = dialog.music_box
    assert box is not None and dialog.tabs.tabText(dialog.tabs.indexOf(box)) == "Night music"
    assert "4 tracks" in box.folder_label.text()
    box.when.setCurrentIndex(box.when.findData("always"))
    box.volume.setValue(35)
    box.choose_folder(str(tracks[0].parent.parent))             # a folder with no music in it
    assert "0 tracks" in box.folder_label.text()
    dialog.accept()
    assert preferences.night_music_settings() == preferences.NightMusicSettings(
        folder=str(tracks[0].parent.parent), when="always", volume=35)



def test_a_qt_multimedia_without_a_backend_is_a_word_not_a_crash(qtbot, window, archive, tracks, monkeypatch):
    multimedia = pytest.importorskip("PySide6.QtMultimedia")
    monkeypatch.setattr(multimedia.QMediaPlayer, "isAvailable", lambda self: False)
    on_the_table(qtbot, window, archive, Table())
    window.tick()
    assert "Qt Multimedia is missing (no media backend)" in status(window)
    assert not window.night_music.playing and window.night_music.played == []
