"""Printing a protocol through Qt's print dialog: the PDF's pages, drawn onto the printer."""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QPagedPaintDevice, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QWidget

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
    """Ask for a printer and print the game's protocol; False if the host cancelled."""
    from datetime import datetime

    from mafia_desktop.protocol import write_protocol
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    if QPrintDialog(printer, parent).exec() != QDialog.DialogCode.Accepted:
        return False
    row = archive.game(game_id)
    with tempfile.TemporaryDirectory() as folder:
        pdf = Path(folder) / "protocol.pdf"
        write_protocol(archive.events(game_id), pdf, game_id=game_id,
                       started_at=datetime.fromisoformat(row.created_at),
                       finished_at=datetime.fromisoformat(row.finished_at) if row.finished_at else None)
        paint_pdf(pdf, printer)
    return True
