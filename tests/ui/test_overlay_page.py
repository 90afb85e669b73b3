"""The overlay's page in a real browser (Chromium headless, bench/chromium.py), fed by a
publisher from a real game (334187): each piece's page draws its piece alone, the players'
photos on the cards (a placeholder for the rest) served by seat and nothing else, a player
who has left is gone but readable, the font size and the cards' layout as set. Screenshots
of the whole overlay with photos, day and night, kept in the temporary folder."""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from mafia_desktop.engine import fold
from mafia_desktop.preferences import OverlaySettings
from mafia_desktop.ui.audience.source import FedSource
from mafia_desktop.ui.overlay.publisher import OverlayPublisher
from mafia_desktop.ui.overlay.server import PIECES, OverlayServer
from mafia_desktop.ui.shared.photos import SIDE, photo_bytes


from .test_audience import real_334187

pytestmark = pytest.mark.slow

DAY, NIGHT = 78, 82   # a vote on day 3 (seats 4 and 8 gone), and the night after it (seat 2 gone too)
WITHOUT_PHOTO = (3, 8)


def portrait(seat: int) -> bytes:
    """A made-up portrait, taller than wide (the photo keeps its middle square)."""
    image = QImage(600, 800, QImage.Format.Format_RGB32)
    image.fill(QColor.fromHsv(seat * 36 % 360, 120, 200))
    with QPainter(image) as painter:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor.fromHsv(25, 90, 230))   # a face
        painter.drawEllipse(QPointF(300, 360), 120, 150)
        painter.setBrush(QColor.fromHsv(seat * 36 % 360, 200, 90))   # shoulders
        painter.drawEllipse(QRectF(110, 560, 380, 400))
    return photo_bytes(image)


class Fed:
    """A server and a publisher following a fed source, the players' photos but two."""

    def __init__(self, settings: OverlaySettings = OverlaySettings()) -> None:
        self.server = OverlayServer()
        assert self.server.start(0)
        self.source = FedSource(clock=lambda: 1000.0)
        self.publisher = OverlayPublisher(self.server)
        self.publisher.look = settings.look
        self.photos = {seat: portrait(seat) for seat in range(1, 11) if seat not in WITHOUT_PHOTO}
        self.publisher.faces = lambda state: self.photos
        self.publisher.follow(self.source)
        self.events = real_334187()

    def show(self, qtbot, browser, moves: int) -> dict:
        self.source.show("game", fold(self.events[:moves], check=False))
        qtbot.waitUntil(lambda: not self.publisher.pending(), timeout=3000)
        return browser.wait_for(self.publisher.seq)

    def url(self, path: str = "/") -> str:
        return f"http://127.0.0.1:{self.server.port()}{path}"

    def stop(self) -> None:
        self.server.stop()


@pytest.fixture
def fed():
    made = Fed()
    yield made
    made.stop()


DISPLAYS = "return Object.fromEntries([...document.querySelectorAll('.piece')].map((p) => " \
           "[p.id, getComputedStyle(p).display]))"


def test_each_piece_page_draws_its_piece_alone(qtbot, browser, fed):
    for path, piece in PIECES.items():
        browser.open(fed.url(path))
        drawn = set()
        for moves in (DAY - 2, DAY):   # a speech (the timer), a vote (the tally)
            fed.show(qtbot, browser, moves)
            displays = browser.script(DISPLAYS)
            drawn |= {name for name, display in displays.items() if display != "none"}
            cards = browser.script("return [...document.querySelectorAll('.card')]"
                                   ".map((c) => {const r = c.getBoundingClientRect(); return [r.width, r.y];})")
            assert (max(width for width, _ in cards) > 0) == (piece in ("all", "cards")), path   # none elsewhere
            if piece in ("all", "cards"):
                assert len({y for _, y in cards}) == 1, path   # a row of ten
        assert drawn == ({"announcements", "timer", "vote", "cards"} if piece == "all" else {piece}), path


def luminance(colour: str) -> float:
    red, green, blue = (int(part) / 255 for part in colour[colour.index("(") + 1:colour.index(")")].split(",")[:3])
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (red, green, blue)]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


GONE = """
const card = document.querySelector(`.card[data-seat="${arguments[0]}"]`);
const gone = card.querySelector('.gone');
let opacity = 1, filters = [];
for (let node = gone; node; node = node.parentElement) {
  opacity *= +getComputedStyle(node).opacity;
  if (getComputedStyle(node).filter !== 'none') filters.push(getComputedStyle(node).filter);
}
const img = card.querySelector('.face > img');
// What a viewer sees at the number's and at the band's middle: themselves, not the face over them.
const top = (node) => { const r = node.getBoundingClientRect();
  return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2).closest('.number, .gone'); };
const onTop = [top(card.querySelector('.number')), top(gone)].map((node) => node ? node.firstChild.textContent : null);
return {left: card.classList.contains('left'), text: gone.textContent, opacity, filters, on_top: onTop,
        colour: getComputedStyle(gone).color, band: getComputedStyle(gone).backgroundColor,
        filter: img ? getComputedStyle(img).filter : null,
        face: getComputedStyle(card.querySelector('.face')).backgroundImage,
        live: getComputedStyle(document.querySelector('.card:not(.left) .face > img')).filter};
"""


def test_a_player_who_has_left_is_gone_but_readable(qtbot, browser, fed):
    browser.open(fed.url())
    fed.show(qtbot, browser, DAY)
    for seat in (4, 8):   # with a photo, and without
        gone = browser.script(GONE.replace("arguments[0]", str(seat)))
        assert gone["left"] and gone["text"] and gone["on_top"] == [str(seat), gone["text"]]
        assert gone["opacity"] == 1 and gone["filters"] == []        # the words neither faded nor dimmed
        assert gone["band"].startswith("rgb(") or gone["band"].endswith(", 1)")   # a solid band
        lighter, darker = sorted((luminance(gone["colour"]), luminance(gone["band"])), reverse=True)
        assert (lighter + 0.05) / (darker + 0.05) >= 7, gone         # WCAG's AAA contrast
        if seat in WITHOUT_PHOTO:   # the placeholder in its dim colours
            assert "rgb(62, 66, 72)" in gone["face"], gone["face"]
        else:   # the photo gone grey and dim
            assert "grayscale(1)" in gone["filter"] and "brightness" in gone["filter"]
        assert gone["live"] == "none"                                # a player still in keeps his colours


PHOTOS = """
return [...document.querySelectorAll('.card')].map((card) => {
  const img = card.querySelector('.face > img');
  return {seat: +card.dataset.seat, src: img ? img.getAttribute('src') : null,
          width: img ? img.naturalWidth : 0, complete: img ? img.complete : true,
          none: card.querySelector('.face').classList.contains('none')};
});
"""
FETCH = """
const done = arguments[arguments.length - 1];
Promise.all(arguments[0].map((path) => fetch(path).then((answer) => answer.status))).then(done);
"""


def test_the_cards_show_the_players_photos_served_by_seat_and_nothing_else(qtbot, browser, fed):
    browser.open(fed.url("/cards"))
    frame = fed.show(qtbot, browser, DAY)
    assert frame["cards"]
    qtbot.waitUntil(lambda: all(card["complete"] for card in browser.script(PHOTOS)), timeout=5000)
    cards = browser.script(PHOTOS)
    for card in cards:
        if card["seat"] in WITHOUT_PHOTO:
            assert card["none"] and card["src"] is None   # the placeholder
        else:
            assert not card["none"] and card["width"] == SIDE, card
    served = next(card["src"] for card in cards if card["seat"] == 1)
    version = served.split("v=")[1]
    asked = [served, "/photo/3?v=" + version, "/photo/2?v=" + version, "/photo/11?v=" + version,
             "/photo/1", "/photo/01?v=" + version, "/photo/1/../2?v=" + version, "/photo/%31?v=" + version]
    statuses = browser.script_async(FETCH, asked)
    assert statuses == [200, 404, 404, 404, 404, 404, 404, 404], list(zip(asked, statuses))


def test_the_font_size_and_the_cards_layout_are_the_streamers(qtbot, browser, fed):
    browser.open(fed.url())
    fed.show(qtbot, browser, DAY)
    size = "return parseFloat(getComputedStyle(document.querySelector('.card .nickname')).fontSize)"
    boxes = "return [...document.querySelectorAll('.card')].map((c) => {const r = c.getBoundingClientRect();" \
            " return [r.x, r.y];})"
    plain = browser.script(size)
    row = browser.script(boxes)
    assert len({y for _, y in row}) == 1 and row == sorted(row)   # a row of ten
    fed.publisher.look = OverlaySettings(font_percent=150, layout="column").look
    fed.show(qtbot, browser, DAY + 1)
    assert browser.script(size) == pytest.approx(plain * 1.5, rel=0.02)
    column = browser.script(boxes)
    assert len({x for x, _ in column}) == 1 and [y for _, y in column] == sorted(y for _, y in column)


def test_screenshots_of_the_overlay_with_photos_by_day_and_by_night(qtbot, browser, fed, tmp_path):
    browser.open(fed.url())
    for name, moves in (("day", DAY), ("night", NIGHT)):
        fed.show(qtbot, browser, moves)
        qtbot.waitUntil(lambda: all(card["complete"] for card in browser.script(PHOTOS)), timeout=5000)
        path = tmp_path / f"overlay-photos-{name}.png"
        browser.screenshot(path)
        picture = QImage(str(path))
        assert (picture.width(), picture.height()) == (1920, 1080)
        assert picture.pixelColor(960, 400).alpha() == 0   # the camera shows through the middle
        shutil.copy(path, Path(tempfile.gettempdir()) / path.name)   # to be looked at after the run
    received = browser.script("return window.drawn")
    assert received == fed.publisher.seq and json.dumps(received)
