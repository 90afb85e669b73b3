"""The stream overlay in a real browser (Chromium headless, bench/chromium.py): the
window offscreen with the overlay on, the page open as OBS would open it, a whole real game
(334187) hosted tap by tap through the window (bench/input_effort.py's hands), and after each
tap what the page shows checked against the table. Screenshots at a vote and at the end."""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from mafia_desktop import i18n, preferences
from mafia_desktop.engine import Phase, StepKind, fold
from mafia_desktop.words import audience as words


from .test_audience import real_334187
from .test_overlay_window import free_port

ROOT = Path(__file__).resolve().parents[2]

#: A real browser started for each test.
pytestmark = pytest.mark.slow


@pytest.fixture
def input_effort():
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import input_effort
    finally:
        sys.path.remove(str(ROOT / "bench"))
    return input_effort


def drawn_as_received(shown: dict, frame: dict) -> None:
    """The page draws the frame it received, every piece of it."""
    for key in ("phase", "headline", "speaker", "nominees", "caption"):
        assert shown[key] == frame[key], key
    assert shown["clock"] == frame["timer"] and shown["lines"] == frame["lines"]
    assert shown["tally"] == [list(row) for row in frame["tally"]]
    assert shown["night"] == frame.get("night", [])
    for card, seat in zip(shown["cards"], frame["seats"], strict=True):
        assert (card["number"], card["nickname"], card["fouls"], card["gone"], card["role"]) == \
            (seat["number"], seat["nickname"], seat["fouls"], seat["gone"], seat.get("role", ""))
        assert (card["speaking"], card["nominee"], card["left"]) == \
            (seat["speaking"], seat["nominee"] is not None, seat["status"] != "alive")


def shows_the_table(shown: dict, state) -> None:
    """What the page shows is the table's: its phase, every seat's fouls and departure, the
    nominees, the vote as it is counted; no role before the end."""
    assert shown["phase"] == words.phase(state)
    assert [card["number"] for card in shown["cards"]] == [seat.number for seat in state.seats]
    assert [card["fouls"] for card in shown["cards"]] == [seat.fouls for seat in state.seats]
    assert [card["left"] for card in shown["cards"]] == [seat.left is not None for seat in state.seats]
    ended = words.at_the_end(state)
    if not ended:
        assert not any(card["role"] for card in shown["cards"])
    if state.phase is Phase.DAY and not ended and not words.in_the_dark(state):
        # Today's ballot while it is the question; once the vote is over (the last words) no
        # seat wears a nominee's badge, as on the host's map.
        ballot = [] if state.day.vote_complete else state.ballot()
        assert [card["number"] for card in shown["cards"] if card["nominee"]] == sorted(ballot)
    step = state.step
    if step is not None and step.kind is StepKind.VOTE and not ended:
        assert len(shown["tally"]) == len(state.vote_round.ballot)
        current = [row for row, lit in shown["tally"] if lit]
        assert current == [words.tally(state)[state.vote_round.ballot.index(step.seat)][0]]


def test_a_whole_real_game_tap_by_tap_on_the_overlay_in_a_browser(qtbot, browser, input_effort, tmp_path):
    port = free_port()
    checked, pictures = [], {}

    def opened(window) -> None:
        preferences.save_overlay_settings(preferences.OverlaySettings(port=port))
        assert window.start_overlay()
        browser.open(f"http://127.0.0.1:{port}/?record")
        qtbot.waitUntil(lambda: not window.overlay.publisher.pending(), timeout=3000)
        shown = browser.wait_for(window.overlay.publisher.seq)
        assert shown["cards"] and shown["dir"] == "ltr"

    def after(kind: str, window) -> None:
        state = window.shown_source().state()
        qtbot.waitUntil(lambda: not window.overlay.publisher.pending(), timeout=3000)
        shown = browser.wait_for(window.overlay.publisher.seq)
        frame = json.loads(browser.script("return window.received[window.received.length - 1]"))
        drawn_as_received(shown, frame)
        shows_the_table(shown, state)
        checked.append(kind)
        if kind == "votes_cast" and "vote" not in pictures and shown["tally"]:
            pictures["vote"] = tmp_path / "overlay-vote.png"
            browser.screenshot(pictures["vote"])
        if kind == "game_ended":
            pictures["end"] = tmp_path / "overlay-end.png"
            browser.screenshot(pictures["end"])
            assert all(card["role"] for card in shown["cards"])   # the end reveals every role
            received = browser.script("return window.received")
            ends = [n for n, text in enumerate(received) if words.headline(state) in json.loads(text)["headline"]]
            for text in received[:ends[0]]:   # the roles off: no role, no night, not even hidden
                assert '"role"' not in text and '"black"' not in text and '"night"' not in text

    things, _, _ = input_effort.host(input_effort.RECORD, opened=opened, after=after)
    assert sum(things.values()) == 160 and checked[-1] == "game_ended" and len(checked) > 100
    assert {"speech_ended", "nominated", "foul", "votes_cast", "shots_fired", "sheriff_checked"} <= set(checked)
    assert set(pictures) == {"vote", "end"}
    for path in pictures.values():   # 1920×1080, the camera showing through where nothing is drawn
        picture = QImage(str(path))
        assert (picture.width(), picture.height()) == (1920, 1080)
        assert picture.pixelColor(1900, 540).alpha() == 0 and picture.pixelColor(100, 1000).alpha() > 0
    assert QImage(str(pictures["end"])).pixelColor(1850, 30).alpha() == 0   # no timer at the end: no box
    for name, path in pictures.items():   # kept where one can look at them after the run
        shutil.copy(path, Path(tempfile.gettempdir()) / f"overlay-{name}.png")


def test_in_hebrew_the_page_reads_right_to_left_and_seat_1_is_on_the_right(qtbot, window, archive, browser):
    i18n.install("he")
    try:
        events = real_334187()
        game_id = archive.create_game(events[:80])
        window.open_game(game_id)
        port = free_port()
        preferences.save_overlay_settings(preferences.OverlaySettings(port=port))
        assert window.start_overlay()
        browser.open(f"http://127.0.0.1:{port}/cards")
        qtbot.waitUntil(lambda: not window.overlay.publisher.pending(), timeout=3000)
        shown = browser.wait_for(window.overlay.publisher.seq)
        assert shown["dir"] == "rtl" and shown["lang"] == "he"
        xs = browser.script("return [...document.querySelectorAll('.card')].map((c) => c.getBoundingClientRect().x)")
        assert xs[0] > xs[1] > xs[-1]   # seat 1 at the right, as Hebrew reads
        assert not browser.script("return document.getElementById('timer').offsetParent")   # cards alone
        shows_the_table(shown, fold(events[:80], check=False))
        assert any("\u0590" <= letter <= "\u05ff" for letter in shown["phase"])
    finally:
        i18n.install("en")
