"""The audience screen's window: full screen on a second screen when there is one (a
projector, a monitor turned to the hall), else a window of its own that streaming software
can capture; F11 toggles full screen, Esc leaves it, a double click too.

It follows an ``AudienceSource`` live: every action of the host makes the scene again, every
tick of a running timer shows the clock again. Its colours are its own, dark and of high
contrast whatever the host's desktop, and none of them tells a team before the end.
Showing it never takes the keys from the host's window. With ``faces`` (``Faces.of``) each
seat shows its player's photo, grey once he has left.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QKeySequence, QPainter, QPalette, QScreen
from PySide6.QtWidgets import QWidget

from mafia_desktop.engine import State
from mafia_desktop.ui.audience.painting import paint_audience
from mafia_desktop.ui.audience.scene import Announced, Scene, scene_of
from mafia_desktop.ui.audience.source import AudienceSource

#: Light on black; the floor and the vote being counted in yellow (black on it).
COLOURS = {
    QPalette.ColorRole.Window: "#000000", QPalette.ColorRole.WindowText: "#ffffff",
    QPalette.ColorRole.Base: "#101010", QPalette.ColorRole.AlternateBase: "#0d1a14",
    QPalette.ColorRole.Button: "#2b2f36", QPalette.ColorRole.Text: "#ffffff",
    QPalette.ColorRole.ButtonText: "#ffffff", QPalette.ColorRole.Light: "#d0d0d0",
    QPalette.ColorRole.Mid: "#5a5a5a", QPalette.ColorRole.Dark: "#202020",
    QPalette.ColorRole.Highlight: "#ffd600", QPalette.ColorRole.HighlightedText: "#000000",
    QPalette.ColorRole.PlaceholderText: "#b8b8b8",
}


def audience_palette() -> QPalette:
    palette = QPalette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for role, colour in COLOURS.items():
            palette.setColor(group, role, QColor(colour))
    return palette


class AudienceWindow(QWidget):
    def __init__(self, source: AudienceSource, parent: QWidget | None = None, *,
                 faces: Callable[[State], dict[int, bytes]] | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("audience")
        self.source = source
        self.faces = faces
        self.scene = Scene()
        self.images: dict[int, QImage] = {}   # the faces shown, by seat (grey for the gone)
        self._faces_read: tuple | None = None
        self._announced = Announced()
        self.setPalette(audience_palette())
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)   # the host keeps his keys
        self.setMinimumSize(640, 360)
        self.setAccessibleName(self.tr("Audience screen"))
        source.changed.connect(self.follow)
        source.ticked.connect(self.tick)
        self.follow()

    # -- following the game --------------------------------------------------------------
    def follow(self) -> None:
        """The game moved: what the host has just announced (if it moved at all), and the
        scene made again."""
        state = self.source.state()
        said = self._announced.follow(self.source.game_id(), state)
        scene = scene_of(state, self.source.seconds(), said)
        self._show_faces(state, scene)
        self._show(scene)

    def _show_faces(self, state: State | None, scene: Scene) -> None:
        """The photos of the table's players, decoded once; grey for those the scene shows gone."""
        photos = self.faces(state) if self.faces is not None and state is not None else {}
        gone = frozenset(view.number for view in scene.seats if view.status != "alive")
        if self._faces_read is not None and photos is self._faces_read[0] and gone == self._faces_read[1]:
            return   # (the same dict while the table's faces stay: decoded once)
        self._faces_read = (photos, gone)
        images = {}
        for seat, data in photos.items():
            image = QImage.fromData(data)
            if not image.isNull():
                images[seat] = image.convertToFormat(QImage.Format.Format_Grayscale8) if seat in gone else image
        self.images = images
        self.update()

    def tick(self) -> None:
        self._show(scene_of(self.source.state(), self.source.seconds(), self._announced.said))

    def _show(self, scene: Scene) -> None:
        if scene == self.scene:
            return
        self.scene = scene
        title = self.tr("Audience screen")
        self.setWindowTitle(f"{title} — {scene.caption}" if scene.caption else title)
        self.setAccessibleDescription(" · ".join(scene.texts()))
        self.update()

    def paintEvent(self, event) -> None:
        with QPainter(self) as painter:
            paint_audience(painter, QRectF(self.rect()), self.palette(), self.scene, self.images)

    # -- screens -------------------------------------------------------------------------
    def show_beside(self, host_screen: QScreen | None) -> None:
        """Full screen on a screen other than the host's, if there is one; else a window."""
        others = [screen for screen in QGuiApplication.screens() if screen is not host_screen]
        if others:
            screen = others[0]
            self.winId()   # the native window, to put on that screen
            self.windowHandle().setScreen(screen)
            self.setGeometry(screen.geometry())
            self.showFullScreen()
        else:
            area = (host_screen or QGuiApplication.primaryScreen()).availableGeometry()
            self.resize(min(1280, area.width() * 4 // 5), min(720, area.height() * 4 // 5))
            self.showNormal()
        self.raise_()

    def toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_F11 or event.matches(QKeySequence.StandardKey.FullScreen):
            self.toggle_full_screen()
        elif event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        else:
            super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        self.toggle_full_screen()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.WindowStateChange:   # no pointer over the show
            self.setCursor(Qt.CursorShape.BlankCursor if self.isFullScreen() else Qt.CursorShape.ArrowCursor)
