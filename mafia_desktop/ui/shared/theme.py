"""The app's look in one place: its two palettes (light, and dark for a dim club room), the
type scale, the spacing and the style sheet every room is drawn with.

``apply(app, scheme)`` sets them on the application: "system" follows the desktop's light or
dark (and turns with it at dusk), "light" and "dark" are the host's own choice (Settings).
Where the desktop asks for high contrast the desktop's own palette stays: our colours would
only soften it.

The rooms take sizes from here (``TYPE``, ``SPACE``) and mark the host's next action with
``primary``: on every screen one button, filled with the accent, says what to do next.
"""

# (Annotations evaluated here, not kept as text: a named tuple's fields given as text are each
# compiled into a reference when its class is made, 28 µs a field at every start: issue 44.)
from typing import NamedTuple, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QStyleFactory

from mafia_desktop.preferences import THEMES

Button = TypeVar("Button", bound=QAbstractButton)

#: The host's choices (Settings): the desktop's, or one of ours whatever the desktop says.
SCHEMES = THEMES

#: Point sizes: a caption, body text, a title, the line the host reads aloud, a big figure.
TYPE = {"caption": 11, "body": 13, "title": 16, "headline": 20, "display": 26}
#: Pixels between things: tight, normal, between groups, around a page.
SPACE = {"tight": 4, "normal": 8, "group": 16, "page": 24}
#: px: the smallest target a finger hits surely.
FINGER = 48
#: px: a button the host reaches for at every step (the flow panel's, an event's): above FINGER.
TARGET = 56


class Colours(NamedTuple):
    """One scheme's colours. Every text colour reads on the ground it is drawn on at a
    contrast of at least 4.5:1 (WCAG AA; ``tests/ui/test_theme.py`` holds them to it).
    (A named tuple: as a frozen dataclass its thirteen fields cost every start 2 ms.)"""

    window: str        # the page's ground
    surface: str       # lists, fields, the panel's boxes
    alternate: str     # every other row
    text: str          # text on the window and on a surface
    muted: str         # a caption, a rule's section, a placeholder
    button: str        # an ordinary button
    button_text: str
    accent: str        # the primary button's fill, the selection
    on_accent: str     # text on the accent
    border: str
    tooltip: str
    tooltip_text: str
    link: str


LIGHT = Colours(window="#f3f4f6", surface="#ffffff", alternate="#eceef2", text="#17191c", muted="#555c66",
                button="#e2e5ea", button_text="#17191c", accent="#1d4ed8", on_accent="#ffffff",
                border="#b9bfc8", tooltip="#17191c", tooltip_text="#f3f4f6", link="#1d4ed8")
DARK = Colours(window="#181b20", surface="#22262d", alternate="#1d2127", text="#eceef2", muted="#a9b0bb",
               button="#2f353e", button_text="#eceef2", accent="#7aa7ff", on_accent="#0b0d10",
               border="#454c57", tooltip="#eceef2", tooltip_text="#181b20", link="#8fb5ff")


def colours_of(dark: bool) -> Colours:
    return DARK if dark else LIGHT


def palette(colours: Colours) -> QPalette:
    """A Qt palette of the scheme (the roles Qt's own widgets paint with)."""
    role = QPalette.ColorRole
    made = QPalette(QColor(colours.button), QColor(colours.window))   # Qt derives the shades
    for name, value in ((role.Window, colours.window), (role.WindowText, colours.text),
                        (role.Base, colours.surface), (role.AlternateBase, colours.alternate),
                        (role.Text, colours.text), (role.PlaceholderText, colours.muted),
                        (role.Button, colours.button), (role.ButtonText, colours.button_text),
                        (role.Highlight, colours.accent), (role.HighlightedText, colours.on_accent),
                        (role.ToolTipBase, colours.tooltip), (role.ToolTipText, colours.tooltip_text),
                        (role.Link, colours.link), (role.BrightText, colours.on_accent)):
        made.setColor(name, QColor(value))
    # Greyed text (a button that cannot act now) still reads, softly.
    made.setColor(QPalette.ColorGroup.Disabled, role.ButtonText, QColor(colours.muted))
    made.setColor(QPalette.ColorGroup.Disabled, role.WindowText, QColor(colours.muted))
    made.setColor(QPalette.ColorGroup.Disabled, role.Text, QColor(colours.muted))
    return made


def style_sheet(colours: Colours) -> str:
    """What a palette cannot say: rounded buttons, the primary one filled, finger-sized rows
    in drop-down lists, menus and the toolbar, a spin box's − and + a finger wide at its two
    ends (Qt's were 12 px arrows, one above the other) and gone while it is fixed (a preset's
    ten seats: they looked tappable), the tabs spaced."""
    c = colours
    s = SPACE
    return f"""
QPushButton {{ background: {c.button}; color: {c.button_text}; border: 1px solid {c.border};
    border-radius: 8px; padding: {s['normal']}px {s['group']}px; }}
QPushButton:hover {{ border-color: {c.accent}; }}
QPushButton:checked {{ background: {c.alternate}; border: 2px solid {c.accent}; }}
QPushButton:disabled {{ color: {c.muted}; }}
QPushButton[primary="true"] {{ background: {c.accent}; color: {c.on_accent}; border: 1px solid {c.accent};
    font-weight: bold; }}
QPushButton[primary="true"]:disabled {{ background: {c.button}; color: {c.muted}; border-color: {c.border}; }}
QToolBar {{ spacing: {s['tight']}px; padding: {s['tight']}px; }}
QToolBar QToolButton {{ min-height: {FINGER}px; min-width: {FINGER}px;
    padding: 0 {s['normal']}px; border-radius: 8px; }}
QToolBar QToolButton#more {{ padding: 0 {s['group'] + 12}px; }}   /* the arrow's room, on either side */
QToolBar QToolButton#more::menu-indicator {{ subcontrol-origin: padding; subcontrol-position: center right;
    right: {s['normal']}px; }}
QComboBox QAbstractItemView::item {{ min-height: {FINGER}px; }}
QMenu::item {{ padding: 16px 28px; }}
QSpinBox {{ padding-left: {FINGER}px; padding-right: {FINGER}px; }}
QSpinBox::down-button {{ subcontrol-origin: border; subcontrol-position: center left;
    width: {FINGER - 2}px; height: {FINGER - 2}px; }}
QSpinBox::up-button {{ subcontrol-origin: border; subcontrol-position: center right;
    width: {FINGER - 2}px; height: {FINGER - 2}px; }}
QSpinBox:disabled {{ background: {c.window}; }}
QSpinBox::up-button:disabled, QSpinBox::down-button:disabled {{ background: {c.window}; border: none; }}
QSpinBox::up-arrow:disabled, QSpinBox::down-arrow:disabled {{ image: none; }}
QTabBar::tab {{ min-height: {FINGER - 2 * s['normal']}px; padding: {s['normal']}px {s['group']}px; }}
QToolTip {{ background: {c.tooltip}; color: {c.tooltip_text}; border: 1px solid {c.border};
    padding: {s['tight']}px; }}
"""


def high_contrast_asked() -> bool:
    """Has the desktop asked for high contrast (Qt 6.10's accessibility hints)?"""
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None)
    if accessibility is None:
        return False
    return accessibility().contrastPreference() == Qt.ContrastPreference.HighContrast


def application(program: str) -> QApplication:
    """The app's QApplication, drawn by Fusion, the same on every desktop: chosen by Qt as it
    starts (``-style``). Set afterwards (``setStyle``), PySide makes Python's QStyle type and
    its enums for the style handed back: 5-10 ms of the window's start (issue 44)."""
    app = QApplication([program, "-style", "Fusion"])
    app._theme_fusion = True   # type: ignore[attr-defined]   # (asking its style would make that type)
    return app


def system_is_dark() -> bool:
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def apply(app: QApplication, scheme: str = "system") -> bool | None:
    """The scheme on the whole app; True if it is dark now, False if light, None where the
    desktop's high contrast was kept. "system" keeps following the desktop."""
    if not getattr(app, "_theme_follows", False):
        app._theme_follows = True   # type: ignore[attr-defined]   # connected once
        QGuiApplication.styleHints().colorSchemeChanged.connect(lambda *_: _follow(app))
    app._theme_scheme = scheme if scheme in SCHEMES else "system"   # type: ignore[attr-defined]
    return _follow(app)


def _follow(app: QApplication) -> bool | None:
    scheme = getattr(app, "_theme_scheme", "system")
    if high_contrast_asked():   # the desktop's own colours, ours taken off if they were on
        app.setStyleSheet("")
        app.setPalette(QPalette())
        return None
    dark = system_is_dark() if scheme == "system" else scheme == "dark"
    colours = colours_of(dark)
    if not getattr(app, "_theme_fusion", False):   # (an app made elsewhere: the tests')
        app.setStyle(QStyleFactory.create("Fusion"))   # the same drawing on every desktop
        app._theme_fusion = True   # type: ignore[attr-defined]
    app.setPalette(palette(colours))
    app.setStyleSheet(style_sheet(colours))
    return dark


def primary(button: Button, on: bool = True) -> Button:
    """The host's next action on this screen: filled with the accent. A button not yet
    polished (one being built) takes the style sheet's rule when it is, as it is first shown;
    one on screen is polished again. (Asking a button for its style makes PySide's QStyle
    type and its enums: 5 ms of the first paint, for a button the start page builds.)"""
    if bool(button.property("primary")) != on:
        button.setProperty("primary", on)
        if button.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
            style = button.style()
            style.unpolish(button)
            style.polish(button)
    return button


def text_pairs(colours: Colours) -> list[tuple[str, str, str]]:
    """Each (text, ground) pair the scheme draws, named: what must read at 4.5:1."""
    return [("text on window", colours.text, colours.window), ("text on surface", colours.text, colours.surface),
            ("text on alternate rows", colours.text, colours.alternate),
            ("muted on window", colours.muted, colours.window), ("muted on surface", colours.muted, colours.surface),
            ("button text", colours.button_text, colours.button), ("primary", colours.on_accent, colours.accent),
            ("tooltip", colours.tooltip_text, colours.tooltip), ("link on window", colours.link, colours.window),
            ("muted on button", colours.muted, colours.button)]

