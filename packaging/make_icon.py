"""Draws the application icon: a round table seen from above, ten seats around it, seven
red (the town) and three black (the mafia), the host's seat-1 marker at the top.

Each size is drawn from the shapes, not scaled from a big picture, and the small sizes are
simplified (fewer, larger seats), so the mark stays readable at 16 px. Writes, into
``mafia_desktop/resources/icons/`` (the one place the app and the bundle read them from):

    mafia-desktop-16.png … mafia-desktop-256.png   the window icon and the Linux icon theme
    mafia-desktop.ico                               Windows (all sizes in one file)
    mafia-desktop.icns                              macOS

Run from the checkout after changing the drawing, and commit the files it writes:

    .venv/bin/python packaging/make_icon.py [--out DIR]

Needs PySide6 (drawing) and Pillow (``.ico``/``.icns``; reportlab already brings it).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

SIZES = (16, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)   # what macOS picks from
NAME = "mafia-desktop"
OUT = Path(__file__).resolve().parent.parent / "mafia_desktop" / "resources" / "icons"

FELT = "#1f6b3a"        # the table
FELT_LIGHT = "#2e8b57"
RIM = "#5d3a1a"         # its wooden edge
RED = "#d32f2f"         # the town's seats
BLACK = "#1a1a1a"       # the mafia's seats
OUTLINE = "#ffffff"     # around every seat, so black seats show on a dark panel too
BLACK_SEATS = {4, 7, 9}   # 1-based, seat 1 at the top, clockwise (as the seat map draws it)


def seats_for(size: int) -> int:
    """Ten seats where they can be told apart; fewer, larger ones on the small sizes."""
    return 10 if size >= 48 else 8 if size >= 32 else 6


def black_seats(count: int) -> set[int]:
    """Which seats (1-based) are black: three of ten, two of eight or six, spread out."""
    return BLACK_SEATS if count == 10 else {3, 6} if count == 8 else {2, 5}


def draw(size: int):
    """One size of the icon as a QImage (ARGB, transparent corners)."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QRadialGradient

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    count = seats_for(size)
    centre = QPointF(size / 2, size / 2)
    small = size < 48   # no card, no white outline: every pixel goes to table and seats
    seat_radius = size * {6: 0.14, 8: 0.105, 10: 0.085}[count]
    ring = size / 2 - seat_radius - (0 if small else size * 0.015)   # inside the square
    table_radius = ring - seat_radius * (0.1 if small else 0.9)
    black = black_seats(count)
    with QPainter(image) as painter:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The table: a felt disc with a wooden rim.
        gradient = QRadialGradient(centre - QPointF(table_radius / 3, table_radius / 3), table_radius * 1.4)
        gradient.setColorAt(0, QColor(FELT_LIGHT))
        gradient.setColorAt(1, QColor(FELT))
        rim = max(1.0, size * 0.035)
        painter.setPen(QPen(QColor(RIM), rim))
        painter.setBrush(QBrush(gradient))
        painter.drawEllipse(centre, table_radius - rim / 2, table_radius - rim / 2)
        # The seats, seat 1 at the top, clockwise.
        outline = 0.0 if small else size * 0.022
        for index in range(count):
            angle = -math.pi / 2 + 2 * math.pi * index / count
            point = QPointF(centre.x() + ring * math.cos(angle), centre.y() + ring * math.sin(angle))
            painter.setPen(QPen(QColor(OUTLINE), outline) if outline else Qt.PenStyle.NoPen)
            painter.setBrush(QColor(BLACK if index + 1 in black else RED))
            r = seat_radius - outline / 2
            painter.drawEllipse(point, r, r)
        if not small:
            # A card face-down in the middle of the table: the deal.
            w, h = table_radius * 0.62, table_radius * 0.86
            card = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
            painter.setPen(QPen(QColor(OUTLINE), max(1.0, size * 0.012)))
            painter.setBrush(QColor(RED))
            painter.drawRoundedRect(card, w * 0.12, w * 0.12)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(BLACK))
            inner = card.adjusted(w * 0.2, h * 0.2, -w * 0.2, -h * 0.2)
            painter.drawEllipse(inner.center(), inner.width() / 2, inner.width() / 2)
    return image


def write_all(out: Path) -> list[Path]:
    from PIL import Image

    out.mkdir(parents=True, exist_ok=True)
    written = []
    for size in SIZES:
        path = out / f"{NAME}-{size}.png"
        if not draw(size).save(str(path), "PNG"):
            raise OSError(f"could not write {path}")
        written.append(path)
    # Windows: one .ico holding every size, each drawn for its size (not scaled).
    pngs = [Image.open(out / f"{NAME}-{size}.png").convert("RGBA") for size in SIZES]
    ico = out / f"{NAME}.ico"
    pngs[-1].save(ico, format="ICO", sizes=[(s, s) for s in SIZES], append_images=pngs[:-1])
    written.append(ico)
    # macOS: .icns from the drawn sizes (512 and 1024 drawn too, for Retina docks).
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        big = []
        for size in ICNS_SIZES:
            path = Path(folder) / f"{size}.png"
            draw(size).save(str(path), "PNG")
            big.append(Image.open(path).convert("RGBA"))
        icns = out / f"{NAME}.icns"
        big[-1].save(icns, format="ICNS", append_images=big[:-1])
        for image in big:
            image.close()
    written.append(icns)
    for image in pngs:
        image.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"where to write (default: {OUT})")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])   # noqa: F841 (fonts, images)
    for path in write_all(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
