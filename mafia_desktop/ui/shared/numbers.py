"""Numbers as the host's language writes them (QLocale: "0,5" in Russian and Latvian, "0.5"
in English and Hebrew): points, rates and sizes on the screen. The printed papers keep the
protocol's own."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QLocale

from mafia_desktop.engine.points import shown
from mafia_desktop.words.bidi import left_to_right


def points_text(points: Fraction) -> str:
    """Points rounded as the protocol rounds them (0.5, not 0.50; 1; -0.25), in the locale."""
    text = shown(points)
    places = len(text.partition(".")[2])
    return QLocale().toString(float(text), "f", places)


def decimal(value: float, places: int) -> str:
    """A rate or a rating with ``places`` decimals: 0.3 fouls a game, a rating of 2.45."""
    return QLocale().toString(float(value), "f", places)


def data_size(size: int) -> str:
    """A file's size: "12.3 MB", "85 kB" (units of 1000, as the disk's maker counts)."""
    return left_to_right(QLocale().formattedDataSize(size, 1, QLocale.DataSizeFormat.DataSizeSIFormat))
