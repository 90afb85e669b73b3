"""The protocol's typeface: DejaVu Sans, which covers Latin, Latvian, Cyrillic and Hebrew.

The TTFs ship inside the package (``mafia_desktop/resources/fonts``, licence beside them) and
are read from beside it (``package_files``), so an installed wheel or a frozen bundle finds
them as well as a checkout does; a system font path is never used.
"""

from __future__ import annotations

from io import BytesIO
from pathlib import Path
from typing import Any

from reportlab import rl_config
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from mafia_desktop.package_files import RESOURCES

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"

_FONT_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


def font_file(filename: str) -> Path:
    return RESOURCES / "fonts" / filename


class MeasuredFont(TTFont):
    """A TTF that remembers the widths it measured: laying out and drawing a protocol measure
    the same words (seat numbers, roles, "Vote") again and again, each time glyph by glyph
    in reportlab's pure Python."""

    #: Past this many texts the widths are forgotten and measured anew (memory stays small).
    LIMIT = 50_000

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.widths: dict[tuple[str, float, str], float] = {}

    def stringWidth(self, text: str, size: float, encoding: str = "utf8") -> float:  # noqa: N802 (reportlab's name)
        key = (text, size, encoding)
        width = self.widths.get(key)
        if width is None:
            if len(self.widths) >= self.LIMIT:
                self.widths.clear()
            width = self.widths[key] = super().stringWidth(text, size, encoding)
        return width


def register_fonts() -> None:
    """Register both faces and their family (so ``<b>`` in a Paragraph picks the bold face).
    Parsing a TTF takes a while, so this happens once per process.
    Every paper starts here, so here too its streams are made binary: compressed, not also
    ASCII85-encoded (a fifth larger, and in reportlab's pure Python the slowest part of
    writing a tournament's protocols)."""
    rl_config.useA85 = 0
    if REGULAR in pdfmetrics.getRegisteredFontNames():
        return
    for name, filename in _FONT_FILES.items():
        pdfmetrics.registerFont(MeasuredFont(name, BytesIO(font_file(filename).read_bytes())))
    # No italic face ships: <i> falls back to the upright faces rather than failing.
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR,
                                  boldItalic=BOLD)
