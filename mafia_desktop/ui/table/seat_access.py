"""The seat map for screen readers: Qt's accessibility interface for the painted widget.

Each seat is an accessible child, a button: its name is the seat's number and nickname
("Seat 4, Anna"), its description what the map shows of it ("killed N1, sheriff, 2 fouls,
nominee #1"). The map's own description is what its centre says (the phase, the headline,
the clock). A change is told to an assistive technology only while one listens
(``QAccessible.isActive``): the map is repainted ten times a second.

Qt's cache owns the interfaces a screen reader has asked for; the map keeps one per seat and
hands the old ones back to Qt (``deleteAccessibleInterface``) when the table's size changes.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget

from mafia_desktop.i18n import TrContext, translate
from mafia_desktop.words.table import role_name

from mafia_desktop.ui.table.seatview import SeatView, gone_words

SeatAccess = TrContext("SeatAccess")
_installed = False


def seat_name(view: SeatView) -> str:
    if not view.nickname:
        return translate("SeatAccess", "Seat {number}").format(number=view.number)
    return translate("SeatAccess", "Seat {number}, {nickname}").format(number=view.number, nickname=view.nickname)


def seat_state(view: SeatView) -> str:
    """What the map shows of a seat, in words, in the order the eye reads it."""
    parts = [gone_words(view.status, view.left_when) if view.status != "alive"
             else translate("SeatAccess", "at the table")]
    if view.role is not None:
        parts.append(role_name(view.role))
    if view.fouls:
        parts.append(SeatAccess.tr("%n foul(s)", "", view.fouls))
    if view.speaking:
        parts.append(translate("SeatAccess", "has the floor"))
    if view.nominee is not None:
        parts.append(translate("SeatAccess", "nominee #{place}").format(place=view.nominee))
    if view.selected:
        parts.append(translate("SeatAccess", "chosen"))
    if view.voted_for is not None:
        parts.append(translate("SeatAccess", "votes for seat {seat}").format(seat=view.voted_for))
    if view.answer is not None:
        parts.append(translate("SeatAccess", "the night's choice"))
    return ", ".join(parts)


def install() -> None:
    """Qt asks this factory for the seat map's interface (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def _factory(key: str, widget) -> QAccessibleInterface | None:
    # By the class's name: the seat map imports this module, so this one does not import it.
    return SeatMapAccessible(widget) if key == "SeatMap" else None


def announce(seat_map, before: list[SeatView], summary_before: str) -> None:
    """Tell a listening screen reader which seats (and whether the centre) changed."""
    if not QAccessible.isActive():
        return
    for index, view in enumerate(seat_map.views):
        old = before[index] if index < len(before) else None
        for kind, words in ((QAccessible.Event.NameChanged, seat_name),
                            (QAccessible.Event.DescriptionChanged, seat_state)):
            if old is None or words(old) != words(view):
                event = QAccessibleEvent(seat_map, kind)
                event.setChild(index)
                QAccessible.updateAccessibility(event)
    if seat_map.summary() != summary_before:
        QAccessible.updateAccessibility(QAccessibleEvent(seat_map, QAccessible.Event.DescriptionChanged))


class SeatMapAccessible(QAccessibleWidget):
    def __init__(self, seat_map) -> None:
        super().__init__(seat_map, QAccessible.Role.Grouping)
        self.seat_map = seat_map
        self._seats: list[SeatAccessible] = []

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return translate("SeatAccess", "Seat map")
        if kind == QAccessible.Text.Description:
            return self.seat_map.summary()
        return super().text(kind)

    def childCount(self) -> int:   # noqa: N802 (Qt's names, here and below)
        return len(self.seat_map.views)

    # Qt's child() and childAt() answer nullptr where there is no child (QAccessibleInterface's
    # documentation); PySide6's stubs leave that None out, here and in SeatAccessible.
    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        count = len(self.seat_map.views)
        if len(self._seats) != count:
            for old in self._seats:   # Qt owns those a reader asked for: it lets them go
                QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(old))
            self._seats = [SeatAccessible(self, number) for number in range(count)]
        return self._seats[index] if 0 <= index < count else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((index for index, seat in enumerate(self._seats) if seat is child), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        seat = self.seat_map.seat_at(self.seat_map.mapFromGlobal(QPoint(x, y)))
        return self.child(seat - 1) if seat is not None else None


class SeatAccessible(QAccessibleInterface):
    """One seat: a button (a tap is the step's action) with its number, nickname and state."""

    def __init__(self, owner: SeatMapAccessible, index: int) -> None:
        super().__init__()
        self.owner, self.index = owner, index

    def _view(self) -> SeatView | None:
        views = self.owner.seat_map.views
        return views[self.index] if self.index < len(views) else None

    def isValid(self) -> bool:   # noqa: N802
        return self._view() is not None

    def object(self):
        return None

    def window(self):
        return self.owner.window()

    def parent(self) -> QAccessibleInterface:
        return self.owner

    def child(self, index: int) -> None:  # type: ignore[override]
        return None

    def childCount(self) -> int:   # noqa: N802
        return 0

    def indexOfChild(self, child) -> int:   # noqa: N802
        return -1

    def childAt(self, x: int, y: int) -> None:  # type: ignore[override]  # noqa: N802
        return None

    def text(self, kind: QAccessible.Text) -> str:
        view = self._view()
        if view is None:
            return ""
        if kind == QAccessible.Text.Name:
            return seat_name(view)
        if kind == QAccessible.Text.Description:
            return seat_state(view)
        return ""

    def setText(self, kind, text) -> None:   # noqa: N802 (read only)
        pass

    def rect(self) -> QRect:
        seat_map = self.owner.seat_map
        centre, radius = seat_map.seat_centre(self.index + 1), round(seat_map.seat_radius())
        return QRect(seat_map.mapToGlobal(centre - QPoint(radius, radius)), QSize(2 * radius, 2 * radius))

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Button

    def state(self):
        state = QAccessible.State()
        state.selectable = True
        view = self._view()
        state.selected = bool(view and view.selected)
        return state
