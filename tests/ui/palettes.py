"""The two palettes a host's system may give the app: Qt's light one, and a dark one like the
desktops' own (KDE's Breeze Dark), its shades derived by Qt from the button and window."""

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QStyleFactory

DARK = {
    QPalette.ColorRole.WindowText: "#fcfcfc", QPalette.ColorRole.Text: "#fcfcfc",
    QPalette.ColorRole.ButtonText: "#fcfcfc", QPalette.ColorRole.Base: "#1b1e20",
    QPalette.ColorRole.AlternateBase: "#232629", QPalette.ColorRole.Highlight: "#3daee9",
    QPalette.ColorRole.HighlightedText: "#fcfcfc", QPalette.ColorRole.ToolTipBase: "#31363b",
    QPalette.ColorRole.ToolTipText: "#fcfcfc", QPalette.ColorRole.PlaceholderText: "#a1a9b1",
    QPalette.ColorRole.Link: "#1d99f3", QPalette.ColorRole.BrightText: "#ffffff",
}


def light_palette() -> QPalette:
    return QStyleFactory.create("Fusion").standardPalette()


def dark_palette() -> QPalette:
    palette = QPalette(QColor("#31363b"), QColor("#2a2e32"))   # button, window: Qt derives the rest
    for role, colour in DARK.items():
        palette.setColor(role, QColor(colour))
    return palette
