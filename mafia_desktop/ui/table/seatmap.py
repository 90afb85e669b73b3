"""The seat map: the table's seats on a circle, painted from the state, tapped by the host.

Drawing is a plain function (``paint_seat_map``) and hit-testing is ``Layout.seat_at``, so
both can be used and tested without the widget. A tap emits ``seatTapped``; a long press or
a right click emits ``seatMenuRequested`` (fouls, removal).

Right to left (Hebrew): the circle is never mirrored — seats stay where the table numbers
them, clockwise from the top. Texts in the centre follow the layout direction; each text in
a seat takes its direction from its own letters (a Hebrew nickname in an English window, a
Latin one in a Hebrew window); the clock and the badges are numbers and read left to right
everywhere; the foul marks fill in the reading direction.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor, QFont, QFontMetricsF, QGuiApplication, QImage, QPainter, QPainterPath, QPalette, QPen, QTextOption,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from mafia_desktop.i18n import translate
from mafia_desktop.store.housekeeping import giving_way

from mafia_desktop.ui.shared.colours import black_seat_ring, contrast, ink_on, is_dark, shade
from mafia_desktop.ui.shared.whole_text import halves
from mafia_desktop.ui.table import seat_access
from mafia_desktop.ui.table.geometry import (
    ANSWER_RING, BADGE, DEPARTURE_ROW, FOUL_MARK, NICKNAME_ROW, NOMINEE_BADGE, NUMBER_ROW, ROLE_ROW, VOTED_BADGE,
    Layout, SeatSpot, foul_centres, row_half_width, thumb_box,
)
from mafia_desktop.ui.table.seatview import SeatView, gone_words
from mafia_desktop.ui.table.signs import paint_sign


class SeatMap(QWidget):
    seatTapped = Signal(int)
    #: Two quick taps on one seat: a foul for it (its first tap was a tap of its own).
    seatDoubleTapped = Signal(int)
    seatMenuRequested = Signal(int, QPoint)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        seat_access.install()   # each seat a child a screen reader reads (seat_access)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, 360)
        self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, True)
        self.views: list[SeatView] = []
        self.centre_lines: list[str] = []
        self.timer_text = ""
        self.timer_state = "normal"   # "normal", "warning", "over"
        self._press_seat: int | None = None
        self._press_at = QPointF()
        self._by_touch = self._held = False
        self._long_press = QTimer(self, singleShot=True)
        self._long_press.timeout.connect(self._on_long_press)
        #: The last tap (its seat, when on ``_tap_time``), for a finger's double tap.
        self._last_tap: tuple[int, int] | None = None
        self._tap_time = QElapsedTimer()
        self._tap_time.start()

    def show_state(self, views: list[SeatView], centre_lines: list[str], timer_text: str,
                   timer_state: str) -> None:
        before, summary_before = self.views, self.summary()
        self.views, self.centre_lines = views, centre_lines
        self.timer_text, self.timer_state = timer_text, timer_state
        self.update()
        seat_access.announce(self, before, summary_before)

    def summary(self) -> str:
        """The centre in words (the phase, the headline, the clock): the map's description
        for a screen reader."""
        return " · ".join(part for part in (*self.centre_lines, self.timer_text) if part)

    def seat_radius(self) -> float:
        spots = self.layout_now().spots()
        return spots[0].radius if spots else 0.0

    def layout_now(self) -> Layout:
        return Layout(self.width(), self.height(), len(self.views))

    def seat_at(self, point: QPointF | QPoint) -> int | None:
        return self.layout_now().seat_at(point.x(), point.y())

    def seat_centre(self, seat: int) -> QPoint:
        spot = self.layout_now().spots()[seat - 1]
        return QPoint(round(spot.x), round(spot.y))

    # -- painting ------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        with QPainter(self) as painter:
            paint_seat_map(painter, QRectF(self.rect()), self.palette(), self.views, self.centre_lines,
                           self.timer_text, self.timer_state)

    # -- input ---------------------------------------------------------------------------
    # A finger and a mouse do the same: a tap is a press and release on one seat, a press
    # held for the platform's press-and-hold time (QStyleHints) opens the seat's menu, two
    # taps on one seat within its double-click time are a double tap. A finger that slides
    # off (past the drag distance) taps nothing. A held finger's menu opens when it lifts:
    # opened under it, the lift would press the menu's first row.
    def event(self, event) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd):
            points = event.points()
            if points:
                where = points[0].position()
                if kind is QEvent.Type.TouchBegin:
                    self._press(where, touch=True)
                elif kind is QEvent.Type.TouchUpdate:
                    self._move(where)
                else:
                    self._release(where, double=self._second_tap(where))
            event.accept()
            return True
        if kind is QEvent.Type.TouchCancel:
            self._cancel()
            event.accept()
            return True
        if kind is QEvent.Type.ToolTip:   # a seat's whole nickname, which its circle may cut
            seat = self.seat_at(event.pos())
            view = next((view for view in self.views if view.number == seat), None)
            if view is not None and view.nickname:
                QToolTip.showText(event.globalPos(), f"{view.number}. {view.nickname}", self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press(event.position(), touch=False)

    def mouseMoveEvent(self, event) -> None:
        self._move(event.position())

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._release(event.position(), double=False)

    def mouseDoubleClickEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._cancel()
            seat = self.seat_at(event.position())
            if seat is not None:
                self.seatDoubleTapped.emit(seat)

    def contextMenuEvent(self, event) -> None:
        seat = self.seat_at(event.pos())
        if seat is not None:
            self.seatMenuRequested.emit(seat, event.globalPos())

    def _press(self, where: QPointF, *, touch: bool) -> None:
        giving_way.HOST.noted()   # a tap that only opens a menu is the host at work too
        self._press_seat, self._press_at = self.seat_at(where), QPointF(where)
        self._by_touch, self._held = touch, False
        if self._press_seat is not None:
            self._long_press.start(QGuiApplication.styleHints().mousePressAndHoldInterval())

    def _move(self, where: QPointF) -> None:
        if self._press_seat is not None and \
                (where - self._press_at).manhattanLength() > QGuiApplication.styleHints().startDragDistance():
            self._cancel()

    def _release(self, where: QPointF, *, double: bool) -> None:
        seat, self._press_seat = self._press_seat, None
        if seat is not None and self._held:
            self._held = False
            self.seatMenuRequested.emit(seat, self.mapToGlobal(self.seat_centre(seat)))
            return
        if seat is None or not self._long_press.isActive():
            return   # nothing pressed, or the long press has opened the menu already
        self._long_press.stop()
        if self.seat_at(where) != seat:
            return
        if double:
            self._last_tap = None
            self.seatDoubleTapped.emit(seat)
        else:
            self._last_tap = (seat, self._tap_time.elapsed())
            self.seatTapped.emit(seat)

    def _second_tap(self, where: QPointF) -> bool:
        """Is this finger's tap the second on its seat within the double-click time? (A
        mouse's double click comes as an event of its own.)"""
        last = self._last_tap
        return last is not None and last[0] == self.seat_at(where) and \
            self._tap_time.elapsed() - last[1] <= QGuiApplication.styleHints().mouseDoubleClickInterval()

    def _cancel(self) -> None:
        self._long_press.stop()
        self._press_seat, self._held = None, False

    def _on_long_press(self) -> None:
        if self._press_seat is None:
            return
        if self._by_touch:
            self._held = True   # the menu opens when the finger lifts
            return
        seat, self._press_seat = self._press_seat, None
        self.seatMenuRequested.emit(seat, self.mapToGlobal(self.seat_centre(seat)))


def paint_seat_map(painter: QPainter, rect: QRectF, palette: QPalette, views: list[SeatView],
                   centre_lines: list[str], timer_text: str, timer_state: str) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(rect, palette.color(QPalette.ColorRole.Window))
    if not views:
        return
    layout = Layout(rect.width(), rect.height(), len(views))
    _paint_table(painter, layout, palette)
    _paint_centre(painter, layout, palette, centre_lines, timer_text, timer_state)
    for view, spot in zip(views, layout.spots()):
        paint_seat(painter, spot, view, palette)


def _paint_table(painter: QPainter, layout: Layout, palette: QPalette) -> None:
    cx, cy = layout.centre
    radius = layout.ring_radius - layout.seat_radius * 1.1
    painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 2))
    painter.setBrush(palette.color(QPalette.ColorRole.AlternateBase))
    painter.drawEllipse(QPointF(cx, cy), radius, radius)


def _paint_centre(painter: QPainter, layout: Layout, palette: QPalette, lines: list[str],
                  timer_text: str, timer_state: str) -> None:
    cx, cy = layout.centre
    width = (layout.ring_radius - layout.seat_radius * 1.2) * 1.5
    text_colour = palette.color(QPalette.ColorRole.WindowText)
    y = cy - layout.outer * 0.30
    for index, line in enumerate(lines[:3]):
        font = QFont(painter.font())
        font.setPixelSize(max(12, int(layout.outer * (0.075 if index == 0 else 0.045))))
        font.setBold(index == 0)
        box = QRectF(cx - width / 2, y, width, font.pixelSize() * 2.6)   # two lines at its size
        font = wrapped_to_fit(line, font, box)
        painter.setFont(font)
        painter.setPen(text_colour)
        painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap, line)
        y += QFontMetricsF(font).boundingRect(box, Qt.TextFlag.TextWordWrap, line).height() + 6
    if timer_text:
        font = QFont(painter.font())
        font.setPixelSize(max(18, int(layout.outer * 0.22)))
        font.setBold(True)
        painter.setFont(font)
        colour = {"warning": shade(palette, "caution"), "over": shade(palette, "alarm")}.get(timer_state, text_colour)
        painter.setPen(colour)
        painter.drawText(QRectF(cx - width / 2, cy - layout.outer * 0.02, width, layout.outer * 0.3),
                         timer_text, _option(Qt.LayoutDirection.LeftToRight))   # "-0:05", not "0:05-"


def wrapped_to_fit(text: str, font: QFont, box: QRectF) -> QFont:
    """``font``, smaller down to 10 px, until ``text`` wrapped fits ``box``: a longer
    language's step in the table's centre (a Latvian revote's) took three lines of two, the
    last cut."""
    font = QFont(font)
    while (QFontMetricsF(font).boundingRect(box, Qt.TextFlag.TextWordWrap, text).height() > box.height()
           and font.pixelSize() > 10):
        font.setPixelSize(font.pixelSize() - 1)
    return font


def seat_colours(view: SeatView, palette: QPalette) -> tuple[QColor, QColor, QColor]:
    """A seat's fill, its text and its ring, from the palette (light or dark): picked seats
    in the highlight, a black player's seat (roles shown) near black with a ring that shows
    it on a dark map, a departed one greyed, the one who has the floor ringed in the
    highlight. A black who left (roles revealed) stays greyed, told by his ring."""
    gone = view.status != "alive"
    if view.selected:
        fill = palette.color(QPalette.ColorRole.Highlight)
        ring = palette.color(QPalette.ColorRole.Text)
    elif view.black and not gone:
        fill, ring = shade(palette, "black-seat"), black_seat_ring(palette)
    elif is_dark(palette):   # lit seats at a dark table; a departed one a hole in it
        fill = palette.color(QPalette.ColorRole.Base) if gone else palette.color(QPalette.ColorRole.Button).lighter(120)
        ring = palette.color(QPalette.ColorRole.Mid if gone else QPalette.ColorRole.Light)
    elif gone:
        fill = ring = palette.color(QPalette.ColorRole.Mid)
    else:
        fill, ring = palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Dark)
    if view.black and gone and not view.selected:
        ring = black_seat_ring(palette)
    text = palette.color(QPalette.ColorRole.Text)
    if contrast(text, fill) < 4.5:
        text = ink_on(fill)
    if view.speaking:
        ring = palette.color(QPalette.ColorRole.Highlight)
    return fill, text, ring


#: A face under a seat's words is veiled this dark (of 255), the words white on it.
FACE_VEIL = 150
#: The narrowest a seat's word is drawn (a percentage of its letters' width; Qt narrows
#: a font that has no condensed face itself).
NARROWEST = 70


def paint_seat(painter: QPainter, spot: SeatSpot, view: SeatView, palette: QPalette,
               face: QImage | None = None) -> None:
    """One seat, all it shows (the audience screen paints its seats with it too, with the
    player's ``face`` filling the circle under a dark veil: the words stay readable)."""
    centre = QPointF(spot.x, spot.y)
    r = spot.radius
    gone = view.status != "alive"
    fill, text, ring = seat_colours(view, palette)
    border = QPen(ring, max(2.0, r * (0.12 if view.speaking else 0.04)))
    painter.setPen(border)
    painter.setBrush(fill)
    painter.drawEllipse(centre, r, r)
    if face is not None and not face.isNull():
        circle = QPainterPath()
        circle.addEllipse(centre, r - border.widthF() / 2, r - border.widthF() / 2)
        painter.save()
        painter.setClipPath(circle)
        painter.drawImage(QRectF(spot.x - r, spot.y - r, 2 * r, 2 * r), face)
        painter.fillPath(circle, QColor(0, 0, 0, FACE_VEIL + (60 if gone else 0)))
        painter.restore()
        text = QColor("white")

    # Inside the circle, top to bottom: role (when shown), number, nickname, departure.
    _text(painter, spot, view.role_word.upper(), ROLE_ROW, bold=True, colour=text)
    _text(painter, spot, str(view.number), NUMBER_ROW, bold=True, colour=text)
    lines = [view.nickname] if gone else nickname_lines(view.nickname, r, painter.font())
    _text(painter, spot, lines[0], NICKNAME_ROW, colour=text)
    if gone:
        _text(painter, spot, gone_words(view.status, view.left_when), DEPARTURE_ROW, colour=text)
    elif len(lines) > 1:   # a long name on two lines, where a departure's words would stand
        _text(painter, spot, lines[1], DEPARTURE_ROW, colour=text)
    _paint_fouls(painter, spot, view, palette)
    if view.nominee is not None:   # the place on today's ballot
        place = translate("SeatMap", "#{place}").format(place=view.nominee)
        alarm = shade(palette, "alarm-fill")
        _badge(painter, _at(spot, *NOMINEE_BADGE), r * BADGE, place, alarm, ink_on(alarm))
    if view.voted_for is not None:
        voted = translate("SeatMap", "→{seat}").format(seat=view.voted_for)
        _badge(painter, _at(spot, *VOTED_BADGE), r * BADGE, voted,
               palette.color(QPalette.ColorRole.Highlight), palette.color(QPalette.ColorRole.HighlightedText))
    if view.shot:   # tonight's target: a dashed ring in the alarm's colour (an answer's is whole)
        ring_radius, width = ANSWER_RING
        pen = QPen(shade(palette, "alarm"), max(3.0, r * width))
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, r * ring_radius, r * ring_radius)
    if view.answer is not None:
        _paint_answer(painter, spot, view, palette)


def _paint_answer(painter: QPainter, spot: SeatSpot, view: SeatView, palette: QPalette) -> None:
    """The seat a checker just pointed at: a thick ring, and the sign of his answer."""
    r = spot.radius
    ring, width = ANSWER_RING
    painter.setPen(QPen(shade(palette, "caution"), max(3.0, r * width)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(spot.x, spot.y), r * ring, r * ring)
    if view.gesture is not None:
        thumb = thumb_box()
        box = QRectF(spot.x + r * thumb.left, spot.y + r * thumb.top, r * (thumb.right - thumb.left),
                     r * (thumb.bottom - thumb.top))
        paint_sign(painter, box, view.gesture, palette)


def _at(spot: SeatSpot, x: float, y: float) -> QPointF:
    """A point given in seat radii from the seat's centre."""
    return QPointF(spot.x + spot.radius * x, spot.y + spot.radius * y)


#: A nickname shrunk below this share of its type's size goes on two lines instead.
SHRINK_BEFORE_TWO_LINES = 0.75


def nickname_lines(nickname: str, radius: float, font: QFont) -> list[str]:
    """The nickname on one line, or on two (broken at the space or hyphen nearest its middle)
    where one line would shrink its type below ``SHRINK_BEFORE_TWO_LINES`` of its size:
    "Aleksandra Garvārdiņa-Bērziņa" reads in two lines, not as "Aleksandra Ga…" in tiny type."""
    top, bottom, size = NICKNAME_ROW
    room = 2 * radius * row_half_width(top, bottom)
    sized = QFont(font)
    sized.setPixelSize(max(8, int(radius * size)))
    if QFontMetricsF(sized).horizontalAdvance(nickname) * SHRINK_BEFORE_TWO_LINES <= room:
        return [nickname]
    two = halves(nickname, " -")
    return list(two) if two else [nickname]


def _text(painter: QPainter, spot: SeatSpot, text: str, row: tuple[float, float, float],
          *, colour: QColor, bold: bool = False) -> None:
    """One line of text inside the seat in its ``row`` (top, bottom in seat radii from the
    centre, the type's size), fitted to the circle's width there (``fitted``)."""
    if not text:
        return
    top, bottom, size = row
    r = spot.radius
    half_width = r * row_half_width(top, bottom)
    font = QFont(painter.font())
    font.setBold(bold)
    font.setPixelSize(max(8, int(r * size)))
    font, shown = fitted(text, font, 2 * half_width)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(QRectF(spot.x - half_width, spot.y + r * top, 2 * half_width, r * (bottom - top)),
                     shown, _option(Qt.LayoutDirection.LayoutDirectionAuto))


def fitted(text: str, font: QFont, width: float) -> tuple[QFont, str]:
    """``text`` in ``font`` shrunk to ``width``: smaller down to the least readable size,
    then narrower letters ("KOMISĀRS", "КОМИССАР" on a tablet's seat), and only then cut
    at its own end."""
    font = QFont(font)
    metrics = QFontMetricsF(font)
    while metrics.horizontalAdvance(text) > width and font.pixelSize() > 9:
        font.setPixelSize(font.pixelSize() - 1)
        metrics = QFontMetricsF(font)
    stretch = font.stretch() or QFont.Stretch.Unstretched.value
    while metrics.horizontalAdvance(text) > width and stretch > NARROWEST:
        stretch -= 5
        font.setStretch(stretch)
        metrics = QFontMetricsF(font)
    return font, metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


_OPTIONS: dict[Qt.LayoutDirection, QTextOption] = {}


def _option(direction: Qt.LayoutDirection) -> QTextOption:
    """Centred on one line; ``LayoutDirectionAuto``: the direction of the text's first letter.

    Made once per direction: PySide6 6.12's QTextOption.setTextDirection and setWrapMode
    drop a reference to None on every call, and a seat map painted ten times a second for
    an evening would bring None's count to zero and abort the app."""
    if direction not in _OPTIONS:
        option = QTextOption(Qt.AlignmentFlag.AlignCenter)
        option.setTextDirection(direction)
        option.setWrapMode(QTextOption.WrapMode.NoWrap)
        _OPTIONS[direction] = option
    return _OPTIONS[direction]


def _paint_fouls(painter: QPainter, spot: SeatSpot, view: SeatView, palette: QPalette) -> None:
    """Four marks on an arc above the seat; filled for each foul, red from the third."""
    dot = max(3.0, spot.radius * FOUL_MARK)
    right_to_left = painter.layoutDirection() == Qt.LayoutDirection.RightToLeft
    for index, (x, y) in enumerate(foul_centres(right_to_left)):
        given = index < view.fouls
        colour = shade(palette, "alarm") if given and view.fouls >= 3 else palette.color(QPalette.ColorRole.WindowText)
        painter.setPen(QPen(colour, 1.5))
        painter.setBrush(colour if given else Qt.BrushStyle.NoBrush)
        painter.drawEllipse(_at(spot, x, y), dot, dot)


def _badge(painter: QPainter, centre: QPointF, radius: float, text: str, fill: QColor, ink: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius * 1.25, radius)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(9, int(radius * 0.95)))
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(QRectF(centre.x() - radius * 1.3, centre.y() - radius, radius * 2.6, radius * 2),
                     text, _option(Qt.LayoutDirection.LeftToRight))   # "#2", "→7": symbols and numbers
