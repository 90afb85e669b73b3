"""The protocol's typeface: DejaVu Sans, which covers Latin, Latvian, Cyrillic and Hebrew.

The TTFs ship inside the package (``mafia_desktop/resources/fonts``, licence beside them) and
are read through ``importlib.resources``, so an installed wheel or a frozen bundle finds them
as well as a checkout does; a system font path is never used.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from io import BytesIO

from reportlab import rl_config
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"

_FONT_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


def font_file(filename: str) -> Traversable:
    return files("mafia_desktop") / "resources" / "fonts" / filename


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
        pdfmetrics.registerFont(TTFont(name, BytesIO(font_file(filename).read_bytes())))
    # No italic face ships: <i> falls back to the upright faces rather than failing.
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR,
                                  boldItalic=BOLD)
