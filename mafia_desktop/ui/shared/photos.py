"""A player's photo from a file the host chose: read by Qt's image readers within bounds,
cropped to a square about its middle and scaled down to ``SIDE`` pixels, as a JPEG for the
archive. A file that is too large, no picture, broken, or a picture too large to unpack
(a few bytes claiming a 60,000-pixel square) is refused with words, and nothing is kept."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QSize, Qt
from PySide6.QtGui import QImage, QImageReader, QPainter

from mafia_desktop.i18n import translate

#: The photo's side as kept: the overlay's card shows it at about 180 pixels of a 1920 page.
SIDE = 256
#: The most a chosen file may weigh (a phone's photo is 2–8 MB) and the most pixels it may
#: unpack to (a 50-megapixel camera's).
MOST_FILE_BYTES = 40_000_000
MOST_PIXELS = 60_000_000
_QUALITY = 85


class PhotoRefused(ValueError):
    """The file cannot be a player's photo; its message says why, in the host's language."""


def photo_from_file(path: Path) -> bytes:
    """The file's picture as a player's photo (JPEG, ``SIDE`` square); PhotoRefused if it
    cannot be one."""
    try:
        size = path.stat().st_size
    except OSError as error:
        raise PhotoRefused(translate("Photos", "The file cannot be read: {reason}").format(
            reason=error.strerror or error)) from None
    if size > MOST_FILE_BYTES:
        raise PhotoRefused(translate("Photos", "The file is larger than {most} MB: choose a smaller photo").format(
            most=MOST_FILE_BYTES // 1_000_000))
    reader = QImageReader(str(path))
    reader.setAutoTransform(True)   # a phone's photo stands as it was taken
    if not reader.canRead():
        raise PhotoRefused(translate("Photos", "This file is not a picture (a JPEG or PNG photo, for instance)"))
    claimed = reader.size()
    if not claimed.isValid():   # not even its size can be read
        raise _damaged(reader)
    if claimed.width() * claimed.height() > MOST_PIXELS:
        raise PhotoRefused(translate("Photos", "This picture is too large to open ({width} × {height} pixels)").format(
            width=claimed.width(), height=claimed.height()))
    shorter = min(claimed.width(), claimed.height())
    if shorter > SIDE:   # decoded small at once (a JPEG's own scaling): a phone's photo in a tenth of the time
        reader.setScaledSize(QSize(max(SIDE, round(claimed.width() * SIDE / shorter)),
                                   max(SIDE, round(claimed.height() * SIDE / shorter))))
    image = reader.read()
    if image.isNull():
        raise _damaged(reader)
    return photo_bytes(image)


def _damaged(reader: QImageReader) -> PhotoRefused:
    return PhotoRefused(translate("Photos", "This picture is damaged and cannot be read: {reason}").format(
        reason=reader.errorString()))


def photo_bytes(image: QImage) -> bytes:
    """``image`` cropped to its middle square and scaled down to ``SIDE``, as a JPEG."""
    side = min(image.width(), image.height())
    square = image.copy(QRect((image.width() - side) // 2, (image.height() - side) // 2, side, side))
    if side > SIDE:
        square = square.scaled(SIDE, SIDE, Qt.AspectRatioMode.IgnoreAspectRatio,
                               Qt.TransformationMode.SmoothTransformation)
    # Transparency over white (JPEG keeps none): a cut-out portrait does not turn black.
    flat = QImage(square.size(), QImage.Format.Format_RGB32)
    flat.fill(Qt.GlobalColor.white)
    painter = QPainter(flat)
    painter.drawImage(0, 0, square)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    flat.save(buffer, "JPEG", _QUALITY)   # type: ignore[call-overload]  # (the stubs say bytes; Qt takes text)
    buffer.close()
    return bytes(data.data())
