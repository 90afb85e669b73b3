"""One player: the figures, the results by role (a Qt chart), his rating's history (a chart
whose points open their games), the games, renaming the player or merging two names of
one person, and his photo (chosen from a file, kept in the archive: the stream's overlay
and the audience screen show it).

The dialogs are asked through small methods (``ask_new_name``, ``confirm_merge``,
``show_message``, ``show_warning``, ``ask_photo_file``, ``show_photo_warning``) so that
tests can answer them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCharts import (
    QAbstractBarSeries, QBarCategoryAxis, QBarSet, QChart, QChartView, QHorizontalStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView, QFileDialog, QFrame, QGridLayout, QHBoxLayout, QInputDialog, QLabel, QLineEdit,
    QMessageBox, QPushButton, QStackedWidget, QTableView, QTabWidget, QVBoxLayout, QWidget,
)

from mafia_desktop.i18n import message_text, translate
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.projections import ratings
from mafia_desktop.store.queries.browse import GameFilter
from mafia_desktop.store.queries.statistics import PlayerStats, player_stats

from mafia_desktop.ui.archive.games_model import RecentGamesModel
from mafia_desktop.ui.archive.rating_chart import RatingChart
from mafia_desktop.ui.archive.players_model import ROLE_ORDER, best_move_words, fouls_words, percent, role_title
from mafia_desktop.ui.shared.direction import leading_edge
from mafia_desktop.ui.shared.keys import EnterOpens
from mafia_desktop.ui.shared.numbers import decimal
from mafia_desktop.ui.shared.photos import PhotoRefused, photo_from_file
from mafia_desktop.ui.shared.remembered import RememberedColumns
from mafia_desktop.ui.shared.shown_page import sized_by_shown_page
from mafia_desktop.ui.shared.theme import FINGER, TYPE, primary

#: Wins and losses: blue and orange read apart for the colour-blind too, and neither is the
#: town's red or the mafia's black.
WIN_COLOUR = QColor("#2f7ebc")
LOSS_COLOUR = QColor("#e3892b")
#: The photo's thumbnail on the page, in pixels: the buttons' height, so that the page fits a
#: tablet's 600 pixels as it did.
THUMBNAIL = FINGER
#: A bar's count is written in it when the bar is at least this part of the axis (an eighth
#: of a chart 420 px wide is about 30 px: three bold digits).
LABEL_ROOM = 8


def big_button(text: str, name: str) -> QPushButton:
    button = QPushButton(text, objectName=name)
    button.setMinimumHeight(FINGER)
    button.setMinimumWidth(120)
    return button


def scaled_font(widget: QWidget, points: int, *, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSize(points)
    font.setBold(bold)
    return font


class Figure(QFrame):
    """A big number with its caption under it."""

    def __init__(self, caption: str, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.value = QLabel(objectName=f"{name}-value", alignment=Qt.AlignmentFlag.AlignCenter)
        self.value.setFont(scaled_font(self, 26, bold=True))
        self.caption = QLabel(caption, alignment=Qt.AlignmentFlag.AlignCenter)
        self.caption.setFont(scaled_font(self, 12))
        self.caption.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)   # seven tiles and two charts in a tablet's height
        layout.setSpacing(0)
        layout.addWidget(self.value)
        layout.addWidget(self.caption)

    def set(self, value: str, tooltip: str = "") -> None:
        self.value.setText(value)
        self.setToolTip(tooltip)


def role_label(role: str, wins: int, games: int) -> str:
    """The chart's category: "Sheriff<br>2 of 2 won" ("Unknown" where a record kept no role),
    the role and its count on two lines: the chart cuts a longer language's label on one."""
    title = translate("PlayerPage", "Unknown") if role == "unknown" else role_title(role)
    label = translate("PlayerPage", "{role} {wins} of {games} won").format(role=title, wins=wins, games=games)
    at = label.find(title)
    if at < 0:
        return label
    end = at + len(title)
    space = label.find(" ", end) if at == 0 else label.rfind(" ", 0, at)   # after the role, or before it
    return label if space < 0 else label[:space] + "<br>" + label[space + 1:]


class PlayerPage(QWidget):
    gameOpenRequested = Signal(str)
    playersChanged = Signal()
    closeRequested = Signal()

    def __init__(self, archive: Archive, nickname: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        self.nickname = archive.player_of(nickname)
        self.stats = PlayerStats(self.nickname)

        self.back_button = big_button(self.tr("Back"), "back")
        self.back_button.clicked.connect(self.closeRequested)
        self.title = QLabel(objectName="player-name")
        self.title.setFont(scaled_font(self, 26, bold=True))
        self.title.setAlignment(leading_edge())
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rename_button = big_button(self.tr("Rename or merge…"), "rename")
        self.rename_button.clicked.connect(self.rename)
        self.note = QLabel(objectName="note")
        self.note.setWordWrap(True)
        self.photo = QLabel(objectName="player-photo", alignment=Qt.AlignmentFlag.AlignCenter)
        self.photo.setFixedSize(THUMBNAIL, THUMBNAIL)
        self.photo_button = big_button(self.tr("Photo…"), "photo")
        self.photo_button.setToolTip(self.tr("A photo of the player for the stream's overlay and the audience screen"))
        self.photo_button.clicked.connect(self.choose_photo)
        self.no_photo_button = big_button(self.tr("Remove the photo"), "no-photo")
        self.no_photo_button.clicked.connect(self.remove_photo)

        self.figures = {key: Figure(caption, key) for key, caption in (
            ("games", self.tr("games")), ("wins", self.tr("wins")), ("win-rate", self.tr("won")),
            ("killed-first", self.tr("killed first")), ("best-move", self.tr("best move: blacks / named")),
            ("fouls", self.tr("fouls per game")), ("removals", self.tr("removals")))}

        self.chart = QChart()
        self.chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        self.chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self.chart_view = QChartView(self.chart, objectName="chart")
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setMinimumSize(420, 250)
        self.no_chart = QLabel(self.tr("No finished games yet: results by role appear after the first finished game."),
                               alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.chart_stack = QStackedWidget()
        self.chart_stack.addWidget(self.chart_view)
        self.chart_stack.addWidget(self.no_chart)
        # Made by _build_chart, which the refresh at the end of __init__ runs first.
        self.series: QHorizontalStackedBarSeries
        self.wins_set: QBarSet
        self.losses_set: QBarSet
        self.role_axis: QBarCategoryAxis
        self.count_axis: QValueAxis
        #: (dark, right to left) of the chart's series and axes as made (``_build_chart``).
        self._chart_made_for: tuple[bool, bool] | None = None
        #: The roles in the chart, top to bottom.
        self.chart_roles: list[str] = []

        self.rating_caption = QLabel(objectName="rating-caption")
        self.rating_caption.setFont(scaled_font(self, TYPE["body"], bold=True))   # the chart keeps the height
        self.rating_caption.setWordWrap(True)   # a longer language takes two lines, not the chart's room
        self.rating_chart = RatingChart()
        self.rating_chart.gameOpenRequested.connect(self.gameOpenRequested)

        self.games_model = RecentGamesModel(sort="started")
        self.games = QTableView(objectName="player-games")
        self.games.setModel(self.games_model)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.verticalHeader().setDefaultSectionSize(48)
        self.games.verticalHeader().hide()
        self.columns = RememberedColumns(self.games, "player-games", stretch=2, fit_once=True, wrap={1, 3})
        self.games.doubleClicked.connect(self.replay_selected)
        EnterOpens(self.games, self.replay_selected)
        self.games_caption = QLabel(objectName="games-caption")
        self.games_caption.setFont(scaled_font(self, 14, bold=True))
        self.replay_button = primary(big_button(self.tr("Replay the game"), "replay"))
        self.replay_button.clicked.connect(self.replay_selected)

        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addSpacing(12)
        top.addWidget(self.photo)
        top.addWidget(self.title, 1)
        top.addWidget(self.photo_button)
        top.addWidget(self.no_photo_button)
        top.addWidget(self.rename_button)
        figures = QGridLayout()
        for column, figure in enumerate(self.figures.values()):
            figures.addWidget(figure, 0, column)
            figures.setColumnStretch(column, 1)
        # The two charts take turns on tabs: one above the other they need 800 px of height,
        # and a tablet's window has 600.
        self.charts = QTabWidget(objectName="charts")
        sized_by_shown_page(self.charts)
        rating_page = QWidget()
        rating_box = QVBoxLayout(rating_page)
        rating_box.setContentsMargins(0, 0, 0, 0)
        rating_box.addWidget(self.rating_caption)
        rating_box.addWidget(self.rating_chart, 1)
        self.charts.addTab(self.chart_stack, self.tr("Results by role"))
        self.charts.addTab(rating_page, self.tr("Rating"))
        self.rating_page = rating_page
        #: The player whose rating the Rating tab shows (None: none read yet, or read again).
        self._rating_for: str | None = None
        self.charts.currentChanged.connect(self._rating_if_shown)
        chart_box = QVBoxLayout()
        chart_box.addWidget(self.charts, 1)
        games_box = QVBoxLayout()
        games_box.addWidget(self.games_caption)
        games_box.addWidget(self.games, 1)
        games_box.addWidget(self.replay_button)
        bottom = QHBoxLayout()
        bottom.addLayout(chart_box, 5)
        bottom.addSpacing(12)
        bottom.addLayout(games_box, 4)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addLayout(figures)
        layout.addLayout(bottom, 1)
        self.refresh()

    # -- reading ---------------------------------------------------------------------------
    def show_player(self, nickname: str) -> None:
        self.nickname = self.archive.player_of(nickname)
        self.refresh()

    def refresh(self) -> None:
        """Read the player's figures and games again."""
        found = player_stats(self.archive, self.nickname)
        self.stats = found[0] if found else PlayerStats(self.nickname)
        self.nickname = self.stats.nickname
        self.title.setText(self.nickname)
        self._show_photo()
        self._show_figures(self.stats)
        self._show_chart(self.stats)
        self._rating_for = None
        self._rating_if_shown()
        self.games_model.set_filter(self.archive, GameFilter(player=self.nickname))
        games = self.games_model.rowCount()
        self.games_caption.setText(self.tr("Games ({count})").format(count=games) if games
                                   else self.tr("Games: none yet"))
        if games:
            self.games.selectRow(0)
        self.replay_button.setEnabled(bool(games))
        unfinished = games - self.stats.games
        self.note.setText(
            self.tr("Figures count finished games outside the trash; the list also shows %n "
                    "unfinished game(s).", "", unfinished) if unfinished > 0
            else self.tr("Figures count finished games outside the trash."))

    def _show_figures(self, stats: PlayerStats) -> None:
        show = self.figures
        show["games"].set(str(stats.games), self.tr("Finished games outside the trash"))
        show["wins"].set(str(stats.wins))
        show["win-rate"].set(percent(stats.win_rate))
        show["killed-first"].set(str(stats.killed_first),
                                 self.tr("Games in which this player was the first shot at night"))
        # "0/2" big, its percentage in the caption: "0/2 (0%)" on one line would not fit the tile.
        best = show["best-move"]
        if stats.best_named:
            best.set(f"{stats.best_black}/{stats.best_named}",
                     self.tr("Named %n seat(s) in best moves, {black} of them black", "", stats.best_named).format(
                         black=stats.best_black))
            best.caption.setText(self.tr("best move: blacks / named ({percent})").format(
                percent=percent(stats.best_move_accuracy)))
        else:
            best.set(best_move_words(stats), self.tr("No best move yet"))
            best.caption.setText(self.tr("best move: blacks / named"))
        show["fouls"].set(fouls_words(stats), self.tr("%n foul(s) in all", "", stats.fouls))
        show["removals"].set(str(stats.removals),
                             self.tr("Games in which this player was removed from the table"))

    def _rating_if_shown(self) -> None:
        """The rating's chart and caption, read when its tab is shown: behind the results by
        role, every player opened read his rated games and drew their chart for nobody (a
        player's page took 79 ms at 100,000 games, 9 before the rating came)."""
        if self.charts.currentWidget() is self.rating_page and self._rating_for != self.nickname:
            self._show_rating()

    def _show_rating(self) -> None:
        self._rating_for = self.nickname
        history = ratings.history(self.archive.conn, self.nickname)
        self.rating_chart.show_points(history)
        now = history[-1].rating if history else ratings.start_of(self.archive.conn, self.nickname)
        self.rating_caption.setText(self.tr("Rating {overall} (red {red}, black {black}) over %n rated game(s)",
                                            "", len(history)).format(
            overall=decimal(now.overall, 2), red=decimal(now.red, 2), black=decimal(now.black, 2)))

    def _build_chart(self, dark: bool, rtl: bool) -> None:
        """The chart's series and axes, made once and filled for each player in turn (made
        again only when the palette turns dark or light, or the direction of writing
        changes): a chart taken apart and made again costs the page most of its time."""
        chart = self.chart
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
        chart.setTheme(QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight)
        chart.setBackgroundVisible(False)
        chart.legend().setFont(scaled_font(self, 12))   # a theme resets the fonts
        self.wins_set = QBarSet(self.tr("Won"))
        self.wins_set.setColor(WIN_COLOUR)
        self.losses_set = QBarSet(self.tr("Lost or drawn"))
        self.losses_set.setColor(LOSS_COLOUR)
        series = QHorizontalStackedBarSeries()
        series.append(self.wins_set)
        series.append(self.losses_set)
        series.setBarWidth(0.6)
        series.setLabelsVisible(True)
        series.setLabelsPosition(QAbstractBarSeries.LabelsPosition.LabelsCenter)
        for bar_set in (self.wins_set, self.losses_set):
            bar_set.setLabelFont(scaled_font(self, 13, bold=True))
            bar_set.setLabelColor(QColor("white"))
        chart.addSeries(series)
        self.series = series

        self.role_axis = QBarCategoryAxis()
        self.role_axis.setLabelsFont(scaled_font(self, 12))
        self.role_axis.setGridLineVisible(False)
        # Right to left, the bars grow from the right and the roles are named on the right.
        chart.addAxis(self.role_axis, Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(self.role_axis)
        self.count_axis = QValueAxis()
        self.count_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        self.count_axis.setTickAnchor(0)
        self.count_axis.setLabelFormat("%d")
        self.count_axis.setLabelsFont(scaled_font(self, 11))
        self.count_axis.setTitleText(self.tr("games"))
        self.count_axis.setTitleFont(scaled_font(self, 11))
        self.count_axis.setReverse(rtl)
        chart.addAxis(self.count_axis, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(self.count_axis)
        self._chart_made_for = (dark, rtl)

    def _show_chart(self, stats: PlayerStats) -> None:
        records = sorted((r for r in stats.roles if r.games),
                         key=lambda r: ROLE_ORDER.index(r.role) if r.role in ROLE_ORDER else len(ROLE_ORDER))
        self.chart_roles = [record.role for record in records]
        self.chart_stack.setCurrentWidget(self.chart_view if records else self.no_chart)
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        made_for = (dark, QGuiApplication.isRightToLeft())
        if self._chart_made_for != made_for:
            self._build_chart(*made_for)
        # A horizontal bar chart draws its first category at the bottom: the list is reversed
        # so that the roles read top to bottom in the order of ROLE_ORDER.
        shown = list(reversed(records))
        for bar_set, values in ((self.wins_set, [record.wins for record in shown]),
                                (self.losses_set, [record.games - record.wins for record in shown])):
            if bar_set.count() == len(values):
                for number, value in enumerate(values):
                    bar_set.replace(number, value)
            else:
                bar_set.remove(0, bar_set.count())
                bar_set.append(values)
        self.role_axis.setCategories([role_label(r.role, r.wins, r.games) for r in shown])
        most = max((record.games for record in records), default=1)
        step = max(1, -(-most // 8))                  # whole games, at most 8 steps
        top = -(-most // step) * step
        self.count_axis.setRange(0, top)
        self.count_axis.setTickInterval(step)
        # A count is written in its bar only when every bar has room for its own: "2" and
        # "15" side by side in a narrow bar read as "215" (the roles' names say them too).
        counts = [count for record in records for count in (record.wins, record.games - record.wins) if count]
        self.series.setLabelsVisible(bool(counts) and min(counts) * LABEL_ROOM >= top)

    def chart_values(self) -> dict[str, tuple[int, int]]:
        """What the chart draws: role -> (won, lost or drawn)."""
        count = len(self.chart_roles)
        return {role: (int(self.wins_set.at(count - 1 - number)), int(self.losses_set.at(count - 1 - number)))
                for number, role in enumerate(self.chart_roles)}

    # -- the photo -------------------------------------------------------------------------
    def _show_photo(self) -> None:
        data = self.archive.player_photo(self.nickname)
        picture = QPixmap()
        if data is not None and picture.loadFromData(data):
            self.photo.setPixmap(picture.scaled(THUMBNAIL, THUMBNAIL, Qt.AspectRatioMode.KeepAspectRatio,
                                                Qt.TransformationMode.SmoothTransformation))
        else:
            self.photo.setPixmap(QPixmap())
        self.photo.setVisible(data is not None)   # none: the Photo… button says what to do
        self.no_photo_button.setVisible(data is not None)

    def choose_photo(self) -> None:
        """Ask for a picture; scaled down and kept, or refused in words with nothing changed."""
        path = self.ask_photo_file()
        if path is None:
            return
        try:
            self.archive.save_player_photo(self.nickname, photo_from_file(path))
        except PhotoRefused as refused:
            self.show_photo_warning(self.tr("{reason}.\n\nThe photo was not changed.").format(reason=refused))
            return
        except ArchiveError as error:
            self.show_photo_warning(self.tr("{reason}.\n\nThe photo was not changed.").format(
                reason=message_text(error.message)))
            return
        self._show_photo()

    def remove_photo(self) -> None:
        try:
            self.archive.save_player_photo(self.nickname, None)
        except ArchiveError as error:
            self.show_photo_warning(message_text(error.message))
            return
        self._show_photo()

    def ask_photo_file(self) -> Path | None:
        """The picture's file, or None when the host cancels."""
        name, _ = QFileDialog.getOpenFileName(self, self.tr("A photo of {player}").format(player=self.nickname),
                                              "", self.tr("Pictures (*.jpg *.jpeg *.png *.webp *.bmp)"))
        return Path(name) if name else None

    def show_photo_warning(self, text: str) -> None:
        QMessageBox.warning(self, self.tr("Photo"), text)

    # -- games -----------------------------------------------------------------------------
    def selected_game(self) -> str | None:
        rows = self.games.selectionModel().selectedRows()
        row = self.games_model.row_at(rows[0]) if rows else None
        return row.id if row else None

    def replay_selected(self) -> None:
        game_id = self.selected_game()
        if game_id:
            self.gameOpenRequested.emit(game_id)

    # -- renaming and merging ----------------------------------------------------------------
    def rename(self) -> None:
        """Ask for the new name; a name another player has means a merge, confirmed first."""
        old = self.nickname
        new = self.ask_new_name()
        if new is None or not new.strip():
            if new is not None:
                self.show_warning(self.tr("A player needs a name: nothing was changed."))
            return
        new = new.strip()
        target = self._other_player(new)
        if target is not None:
            mine, theirs = len(self.archive.games(player=old)), len(self.archive.games(player=target))
            if not self.confirm_merge(old, mine, target, theirs):
                return
        try:
            message = self.archive.rename_player(old, new)
        except ArchiveError as error:
            self.show_warning(self.tr("{error}.\n\nNothing was changed.").format(
                error=message_text(error.message)))
            return
        self.nickname = self.archive.player_of(old)
        self.refresh()
        self.show_message(message_text(message))
        self.playersChanged.emit()

    def _other_player(self, name: str) -> str | None:
        """The registered player called ``name`` in any case and alphabet, if it is someone
        else (a merge, asked first); None for a new name or a change of case."""
        return self.archive.merge_target(self.nickname, name)

    def ask_new_name(self) -> str | None:
        """The new name, or None when the host cancels."""
        text, accepted = QInputDialog.getText(
            self, self.tr("Rename or merge"),
            self.tr("New name for {player}.\nThe name of another player merges the two into one.").format(
                player=self.nickname),
            QLineEdit.EchoMode.Normal, self.nickname)
        return text if accepted else None

    def confirm_merge(self, old: str, old_games: int, new: str, new_games: int) -> bool:
        answer = QMessageBox.question(
            self, self.tr("Merge two players"),
            self.tr("{new} is already a player.\n\n{old_games}; {new_games}.\n"
                    "Merge {old} into {new}? {all_games}; "
                    "the games keep the name they were recorded under, and {old} will find {new}.").format(
                old=old, new=new, old_games=self.tr("{player} has %n game(s)", "", old_games).format(player=old),
                new_games=self.tr("{player} has %n game(s)", "", new_games).format(player=new),
                all_games=self.tr("All %n game(s) will count for {player}", "", old_games + new_games).format(
                    player=new)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def show_message(self, text: str) -> None:
        QMessageBox.information(self, self.tr("Rename or merge"), text)

    def show_warning(self, text: str) -> None:
        QMessageBox.warning(self, self.tr("Rename or merge"), text)
