"""Printing a protocol through Qt's print dialog: the PDF's pages, drawn onto the printer."""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QPagedPaintDevice, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from mafia_desktop.engine.errors import Message
from mafia_desktop.i18n import message_text, translate
from mafia_desktop.store import Archive


def paint_pdf(pdf: Path, device: QPagedPaintDevice) -> int:
    """Draw every page of ``pdf`` onto ``device`` (a printer), one page each; returns pages."""
    document = QPdfDocument()
    document.load(str(pdf))
    count = document.pageCount()
    with QPainter(device) as painter:
        target = painter.viewport()
        for index in range(count):
            if index:
                device.newPage()
            points = document.pagePointSize(index)
            scale = min(target.width() / points.width(), target.height() / points.height())
            size = QSize(int(points.width() * scale), int(points.height() * scale))
            painter.drawImage(target.topLeft(), document.render(index, size))
    document.close()
    return count


def print_protocol(parent: QWidget, archive: Archive, game_id: str) -> bool:
    """Ask for a printer and print the game's protocol; False if nothing was printed."""
    from mafia_desktop.protocol.archived import write_archived_protocol
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    if QPrintDialog(printer, parent).exec() != QDialog.DialogCode.Accepted:
        return False
    try:
        with tempfile.TemporaryDirectory() as folder:
            pdf = Path(folder) / "protocol.pdf"
            write_archived_protocol(archive, game_id, pdf)
            paint_pdf(pdf, printer)
    except Exception as error:   # a damaged game or a printer that fails: say so
        message = getattr(error, "message", None)   # an archive's error or the engine's refusal
        reason = message_text(message) if isinstance(message, Message) else str(error)
        QMessageBox.warning(parent, translate("Printing", "Print protocol"),
                            translate("Printing", "The protocol could not be printed: {reason}").format(reason=reason))
        return False
    return True
