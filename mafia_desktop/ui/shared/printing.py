"""Printing a protocol through Qt's print dialog: the PDF's pages, drawn onto the printer.

Each page is rendered as an image at the printer's resolution but never above ``MAX_DPI``:
a high-resolution printer asks for 1200 dpi and more, some 9600×13700 pixels (half a
gigabyte) for an A4 page, while a protocol's text is sharp at 300 dpi.
"""

from __future__ import annotations

import logging
import tempfile
from pathlib import Path

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPagedPaintDevice, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from mafia_desktop.i18n import translate
from mafia_desktop.protocol.archived import write_archived_protocol
from mafia_desktop.store import Archive
from mafia_desktop.ui.shared.errors import error_words

logger = logging.getLogger(__name__)

MAX_DPI = 300


def paint_pdf(pdf: Path, device: QPagedPaintDevice, *, max_dpi: int = MAX_DPI) -> int:
    """Draw every page of ``pdf`` onto ``device`` (a printer), one page each, each page an
    image of at most ``max_dpi``; returns the pages."""
    document = QPdfDocument()
    document.load(str(pdf))
    count = document.pageCount()
    dpi = min(device.logicalDpiX(), max_dpi)
    with QPainter(device) as painter:
        target = painter.viewport()
        for index in range(count):
            if index:
                device.newPage()
            points = document.pagePointSize(index)
            scale = min(target.width() / points.width(), target.height() / points.height())
            shown = QRectF(target.left(), target.top(), points.width() * scale, points.height() * scale)
            pixels = QSize(round(points.width() / 72 * dpi), round(points.height() / 72 * dpi))
            painter.drawImage(shown, document.render(index, pixels))   # scaled up to the printer's dots
    document.close()
    return count


def print_protocol(parent: QWidget, archive: Archive, game_id: str) -> bool:
    """Ask for a printer and print the game's protocol; False if nothing was printed."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    if QPrintDialog(printer, parent).exec() != QDialog.DialogCode.Accepted:
        return False
    try:
        with tempfile.TemporaryDirectory() as folder:
            pdf = Path(folder) / "protocol.pdf"
            write_archived_protocol(archive, game_id, pdf)
            paint_pdf(pdf, printer)
    except Exception as error:   # a damaged game or a printer that fails: say so
        logger.warning("game %s's protocol could not be printed", game_id, exc_info=True)
        QMessageBox.warning(parent, translate("Printing", "Print protocol"), translate(
            "Printing", "The protocol could not be printed: {reason}").format(reason=error_words(error)))
        return False
    return True
