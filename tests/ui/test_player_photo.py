"""A player's photo chosen on his page: kept in the archive scaled down to a 256-pixel
square JPEG; a file that is no picture, a broken one, one too large, or a picture that would
unpack to too many pixels is refused in words, and the photo kept before stays."""

from __future__ import annotations

import struct
import zlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from mafia_desktop.ui.archive.player_page import PlayerPage
from mafia_desktop.ui.shared import photos
from tests.store.evening import build_evening


@pytest.fixture
def page(qtbot, archive):
    build_evening(archive)
    made = PlayerPage(archive, "Adrian")
    qtbot.addWidget(made)
    made.resize(1024, 600)
    made.show()
    qtbot.waitExposed(made)
    made.warnings = []
    made.show_photo_warning = made.warnings.append
    return made


def choose(page: PlayerPage, path) -> None:
    page.ask_photo_file = lambda: path
    page.photo_button.click()


def picture(tmp_path, width: int, height: int, name: str = "photo.png") -> object:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#3070c0"))
    for x in range(width // 2 - 5, width // 2 + 5):   # a mark in the middle, kept by the crop
        for y in range(height):
            image.setPixelColor(x, y, QColor("#ff0000"))
    path = tmp_path / name
    assert image.save(str(path))
    return path


def png_claiming(width: int, height: int) -> bytes:
    """A PNG's header with its checksums right, claiming ``width`` × ``height`` pixels."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + \
        chunk(b"IEND", b"")


def test_a_chosen_photo_is_kept_as_a_small_square_and_shown(page, tmp_path):
    choose(page, picture(tmp_path, 600, 900))
    kept = page.archive.player_photo("Adrian")
    assert kept is not None and kept.startswith(b"\xff\xd8\xff") and len(kept) < 40_000
    image = QImage.fromData(kept)
    assert (image.width(), image.height()) == (photos.SIDE, photos.SIDE)
    middle = image.pixelColor(photos.SIDE // 2, photos.SIDE // 2)
    assert middle.red() > 200 and middle.blue() < 80   # the middle kept (the mark)
    assert page.photo.isVisible() and page.no_photo_button.isVisible() and page.warnings == []
    page.no_photo_button.click()
    assert page.archive.player_photo("Adrian") is None and not page.photo.isVisible()


@pytest.mark.parametrize("contents, words", [
    (b"just words, named like a picture", "not a picture"),
    (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + b"\x00" * 40, "damaged"),      # a JPEG cut after its start
    (png_claiming(60_000, 60_000), "too large to open"),                 # a few bytes unpacking to 10 GB
])
def test_a_hostile_or_broken_file_is_refused_in_words_and_the_photo_stays(page, tmp_path, contents, words):
    choose(page, picture(tmp_path, 300, 300))
    before = page.archive.player_photo("Adrian")
    path = tmp_path / "chosen.png"
    path.write_bytes(contents)
    choose(page, path)
    assert len(page.warnings) == 1 and words in page.warnings[0] and "not changed" in page.warnings[0]
    assert page.archive.player_photo("Adrian") == before


def test_a_file_too_large_is_refused_before_it_is_read(page, tmp_path, monkeypatch):
    monkeypatch.setattr(photos, "MOST_FILE_BYTES", 1000)
    choose(page, picture(tmp_path, 400, 400))
    assert "larger than" in page.warnings[0] and page.archive.player_photo("Adrian") is None


def test_a_file_gone_is_said(page, tmp_path):
    choose(page, tmp_path / "gone.jpg")
    assert "cannot be read" in page.warnings[0]


def test_the_page_with_a_photo_fits_a_tablet(page, tmp_path, qtbot):
    choose(page, picture(tmp_path, 300, 300))
    top = page.photo.parentWidget()
    assert page.photo.isVisible() and page.no_photo_button.isVisible()
    assert page.minimumSizeHint().width() <= 1024 and top.width() <= 1024
    assert page.photo.pixmap().width() == page.photo.width() and Qt.AlignmentFlag.AlignCenter
