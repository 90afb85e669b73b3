"""The look of the protocol: page, type sizes, greys and the grid every table shares.

Sizes are chosen so that a 10-player game of six days fits one A4 page and still reads at
arm's length: 8 pt body text, 7 pt for the vote grids' voter lists.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm

from mafia_desktop.protocol.fonts import BOLD, REGULAR

PAGE_SIZE = A4
MARGIN_SIDE = 10 * mm
MARGIN_TOP = 8 * mm
MARGIN_BOTTOM = 12 * mm
#: SimpleDocTemplate's frame keeps reportlab's default 6 pt padding inside the margins.
FRAME_PADDING = 6
WIDTH = PAGE_SIZE[0] - 2 * MARGIN_SIDE - 2 * FRAME_PADDING

INK = colors.black
MUTED = colors.HexColor("#555555")
RULE = colors.HexColor("#222222")
LIGHT_RULE = colors.HexColor("#9a9a9a")
HEADER_FILL = colors.HexColor("#dcdcdc")
BLACK_TEAM_FILL = colors.HexColor("#ececec")
LEFT_FILL = colors.HexColor("#f6f6f6")
REMOVED_FILL = colors.HexColor("#333333")
ALERT = colors.HexColor("#b00020")

BODY = ParagraphStyle("body", fontName=REGULAR, fontSize=8, leading=9.6, textColor=INK)
BODY_BOLD = ParagraphStyle("body-bold", parent=BODY, fontName=BOLD)
SMALL = ParagraphStyle("small", parent=BODY, fontSize=7, leading=8.2)
SMALL_MUTED = ParagraphStyle("small-muted", parent=SMALL, textColor=MUTED)
CENTRED_BOLD = ParagraphStyle("centred-bold", parent=BODY_BOLD, alignment=TA_CENTER)
CENTRED_SMALL = ParagraphStyle("centred-small", parent=SMALL, alignment=TA_CENTER)
BOX_LABEL = ParagraphStyle("box-label", parent=BODY, fontSize=6, leading=7, textColor=MUTED)
BOX_VALUE = ParagraphStyle("box-value", parent=BODY_BOLD, fontSize=9, leading=11)
COLUMN_HEAD = ParagraphStyle("column-head", parent=BODY_BOLD, fontSize=7, leading=8.4)
COLUMN_HEAD_CENTRED = ParagraphStyle("column-head-centred", parent=COLUMN_HEAD,
                                     alignment=TA_CENTER)
TITLE = ParagraphStyle("title", parent=BODY_BOLD, fontSize=14, leading=17)
BANNER = ParagraphStyle("banner", parent=BODY_BOLD, fontSize=14, leading=17, textColor=ALERT,
                        alignment=TA_RIGHT)
SECTION = ParagraphStyle("section", parent=BODY_BOLD, fontSize=9, leading=11, spaceBefore=5,
                         spaceAfter=2, keepWithNext=1)
WINNER = ParagraphStyle("winner", parent=BODY_BOLD, fontSize=11, leading=13)
FOOTER_SIZE = 6.5
WATERMARK_SIZE = 90


def grid(*extra: tuple) -> list[tuple]:
    """The commands every protocol table starts from: a thin grid, tight padding, a grey head."""
    return [
        ("GRID", (0, 0), (-1, -1), 0.5, RULE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("BACKGROUND", (0, 0), (-1, 0), HEADER_FILL),
        *extra,
    ]
