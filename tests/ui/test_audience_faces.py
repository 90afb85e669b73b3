"""The audience screen with the players' faces: each seat's photo fills its circle under a
dark veil (the seat's words stay readable on it), grey once the player has left; the seats
without one as before. A screenshot kept in the temporary folder to be looked at."""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtGui import QColor

from mafia_desktop.engine import fold
from mafia_desktop.ui.audience.painting import Oval
from mafia_desktop.ui.audience.source import FedSource
from mafia_desktop.ui.audience.window import AudienceWindow

from .test_audience import real_334187
from .test_overlay_page import DAY, WITHOUT_PHOTO, portrait


def test_the_seats_show_their_players_faces_grey_once_gone(qtbot):
    photos = {seat: portrait(seat) for seat in range(1, 11) if seat not in WITHOUT_PHOTO}
    asked = []
    source = FedSource(clock=lambda: 1000.0)
    window = AudienceWindow(source, faces=lambda state: asked.append(state) or photos)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    source.show("game", fold(real_334187()[:DAY], check=False))   # seats 4 and 8 gone
    assert set(window.images) == set(photos)
    assert window.images[4].isGrayscale() and not window.images[5].isGrayscale()
    before = window.images
    source.show("game", fold(real_334187()[:DAY + 1], check=False))
    assert window.images is before   # the same faces: not decoded again
    picture = window.grab().toImage()
    spots = Oval(picture.width(), picture.height(), 10).spots()

    def near(seat: int) -> QColor:   # a point inside the circle, off its words
        spot = spots[seat - 1]
        return picture.pixelColor(round(spot.x - spot.radius * 0.55), round(spot.y + spot.radius * 0.55))
    face, gone = near(5), near(4)
    assert face.saturation() > 30 and gone.saturation() < 15   # a face in colour, a gone one grey
    path = Path(tempfile.gettempdir()) / "audience-faces.png"
    picture.save(str(path))
    window.faces = None   # without faces: every seat as before, seat 3 (no photo) as it was
    source.show("game", fold(real_334187()[:DAY + 2], check=False))
    assert window.images == {}
    plain = window.grab().toImage()
    spot = spots[2]
    at = (round(spot.x - spot.radius * 0.55), round(spot.y + spot.radius * 0.55))
    assert plain.pixelColor(*at) == picture.pixelColor(*at)
