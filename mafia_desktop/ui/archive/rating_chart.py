"""A player's rating over his rated games: overall, red and black, a point a game (in the
order they counted); a click on a point opens that game."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QMargins, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QWidget

from mafia_desktop.store.projections.ratings import Point

#: The red rating in the town's red; the overall one in the blue of wins (player_page).
RED_COLOUR = QColor("#c62828")
OVERALL_COLOUR = QColor("#2f7ebc")


def game_at(x: float, count: int) -> int | None:
    """The game (0-based, in order) whose point is nearest to ``x`` on the games' axis (games
    are numbered from 1); None off the chart's games."""
    number = round(x)
    return number - 1 if 1 <= number <= count else None


class RatingChart(QChartView):
    #: A point was clicked: its game's id.
    gameOpenRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rating-chart")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumSize(420, 200)
        chart = QChart()
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.setBackgroundVisible(False)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        # The plot takes the room, not the chart's own frame: a tablet's page has little height.
        chart.setMargins(QMargins(4, 4, 4, 16))   # the legend whole under the plot
        self.setChart(chart)
        self.points: list[Point] = []
        self.series = {key: QLineSeries() for key in ("overall", "red", "black")}
        for key, name in (("overall", self.tr("Overall")), ("red", self.tr("Red")), ("black", self.tr("Black"))):
            self.series[key].setName(name)   # a property of QAbstractSeries, which PySide6's stubs leave out
        ink = self.palette().color(QPalette.ColorRole.WindowText)
        for key, colour in (("overall", OVERALL_COLOUR), ("red", RED_COLOUR), ("black", ink)):
            series = self.series[key]
            series.setPen(QPen(colour, 3 if key == "overall" else 2))
            series.setPointsVisible(True)
            series.clicked.connect(self._clicked)
            chart.addSeries(series)
        self.games_axis = QValueAxis(labelFormat="%d")
        self.games_axis.setTitleText(self.tr("rated games"))
        self.games_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        self.games_axis.setTickAnchor(0)
        self.rating_axis = QValueAxis(labelFormat="%.0f")
        chart.addAxis(self.games_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.rating_axis, Qt.AlignmentFlag.AlignLeft)
        for series in self.series.values():
            series.attachAxis(self.games_axis)
            series.attachAxis(self.rating_axis)

    def show_points(self, points: Sequence[Point]) -> None:
        self.points = list(points)
        for key, series in self.series.items():
            series.replace([QPointF(number, getattr(point.rating, key))
                            for number, point in enumerate(self.points, start=1)])
        values = [getattr(point.rating, key) for point in self.points for key in self.series] or [0.0]
        low, high = min(values + [0.0]), max(values + [0.0])
        room = max(1.0, (high - low) * 0.08)
        self.rating_axis.setRange(low - room, high + room)
        self.rating_axis.applyNiceNumbers()   # ticks on round numbers (no "-0")
        count = max(1, len(self.points))
        self.games_axis.setRange(0.5, count + 0.5)
        self.games_axis.setTickInterval(max(1, -(-count // 8)))   # whole games, at most 8 steps

    def values(self, key: str) -> list[float]:
        """What the chart draws for one rating, a value a game."""
        return [point.y() for point in self.series[key].points()]

    def position_of(self, number: int, key: str = "overall") -> QPoint:
        """Where game ``number`` (from 1) of a rating is drawn, in the view's coordinates."""
        series = self.series[key]
        scene = self.chart().mapToScene(self.chart().mapToPosition(series.at(number - 1), series))
        return self.mapFromScene(scene)

    def _clicked(self, where: QPointF) -> None:
        index = game_at(where.x(), len(self.points))
        if index is not None:
            self.gameOpenRequested.emit(self.points[index].game_id)
