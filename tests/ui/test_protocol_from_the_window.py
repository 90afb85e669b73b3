"""The protocol from the window: the export's file name and content, and printing."""

from pathlib import Path

from pypdf import PdfReader
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog

from mafia_desktop.ui.shared.printing import paint_pdf

from bench.clicking_host import ClickingHost

from .test_full_games import NAMES, SPORT_CARDS


def finished_game(qtbot, window) -> ClickingHost:
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS, labels={"club": "Crime Time", "table": "1", "number": "3"})
    host.play_to_end()
    return host


def test_export_protocol_at_the_end_offers_a_sensible_name(qtbot, window, tmp_path, monkeypatch):
    finished_game(qtbot, window)
    offered = []

    def save_dialog(parent, caption, suggested, filters):
        offered.append(suggested)
        return str(tmp_path / "protocol.pdf"), filters
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_dialog))
    window.panel.buttons["export-protocol"].click()
    assert Path(offered[0]).name.endswith("table1 game3.pdf")
    text = "\n".join(page.extract_text() for page in PdfReader(str(tmp_path / "protocol.pdf")).pages)
    assert "Crime Time" in text and "Ģirts" in text and ("town" in text or "mafia" in text)
    assert "Protocol saved" in window.panel.message.text()


def test_printing_draws_every_page(qtbot, window, tmp_path):
    finished_game(qtbot, window)
    from mafia_desktop.protocol import write_protocol
    pdf = tmp_path / "p.pdf"
    write_protocol(window.archive.events(window.controller.game_id), pdf)
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    pages = paint_pdf(pdf, printer)
    assert pages == len(PdfReader(str(pdf)).pages)
    assert len(PdfReader(str(tmp_path / "printed.pdf")).pages) == pages


def test_a_high_resolution_printer_gets_pages_of_at_most_300_dpi(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtPdf import QPdfDocument

    from mafia_desktop.protocol import write_protocol
    finished_game(qtbot, window)
    pdf = tmp_path / "p.pdf"
    write_protocol(window.archive.events(window.controller.game_id), pdf)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setResolution(1200)                             # what a good printer asks for
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    rendered = []
    render = QPdfDocument.render

    def spy(document, page, size, *options):
        rendered.append(size)
        return render(document, page, size, *options)
    monkeypatch.setattr(QPdfDocument, "render", spy)
    pages = paint_pdf(pdf, printer)
    assert printer.logicalDpiX() == 1200 and len(rendered) == pages
    # A4 at 300 dpi: 2480 × 3508 pixels, not the 9920 × 14032 of 1200 dpi.
    assert all(size.width() <= 2481 and size.height() <= 3509 for size in rendered), rendered
    assert len(PdfReader(str(tmp_path / "printed.pdf")).pages) == pages
