"""The players' table: a thin model over a plain list of ``PlayerStats``, sortable by any column.

One column per role that someone in the archive has played, in the roles' own order
(civilian, sheriff, commissar, doctor, mistress, mafia, don): a club that plays only the sport
rules sees civilian, sheriff, mafia and don; a club that also plays the Latvian rules sees
commissar and doctor beside them. No column is ever empty for everybody, and no role hides
behind a combined "other" figure that would add up two different jobs.
"""

from __future__ import annotations


from collections.abc import Callable, Iterable
from dataclasses import dataclass
from operator import itemgetter
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import QAbstractTableModel, QCollatorSortKey, QModelIndex, QPersistentModelIndex, Qt

from mafia_desktop.engine import Role
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, translate
from mafia_desktop.store.queries.statistics import PlayerStats
from mafia_desktop.words.collation import name_key
from mafia_desktop.words.table import role_name
from mafia_desktop.words.table import role_title as wording_title

from mafia_desktop.ui.shared.item_roles import ALIGNMENT, DISPLAY, TOOLTIP
from mafia_desktop.ui.shared.numbers import decimal
from mafia_desktop.ui.shared.whole_text import halves

#: Every role (its archive name) in the engine's order: the town first, then the mafia.
ROLE_ORDER = tuple(role.value for role in Role)
_ROLES = set(ROLE_ORDER)

#: The roles' words are the flow panel's (``wording.role_name``, ``role_title``, context
#: "Wording"); only a record that kept no role has its own.
NO_ROLE = QT_TRANSLATE_NOOP("PlayersModel", "role not recorded")
NO_ROLE_TITLE = QT_TRANSLATE_NOOP("PlayersModel", "Role not recorded")

DASH = "—"


#: A column's title this long (characters) or longer goes on two lines.
TWO_LINES_FROM = 10


class Listed(Protocol):
    """What a row of a players' table has (``PlayerStats`` here, ``PlayerRating`` in the ratings')."""

    @property
    def nickname(self) -> str: ...

    @property
    def games(self) -> int: ...


Row = TypeVar("Row", bound=Listed)


def percent(rate: float | None) -> str:
    """A share as a whole percent ("67%"), or a dash where it is undefined."""
    return DASH if rate is None else f"{int(rate * 100 + 0.5)}%"


def best_move_words(stats: PlayerStats) -> str:
    """Blacks named over seats named in all the player's best moves: "3/6 (50%)"; a dash if there were none."""
    if not stats.best_named:
        return DASH
    return f"{stats.best_black}/{stats.best_named} ({percent(stats.best_move_accuracy)})"


def fouls_words(stats: PlayerStats) -> str:
    rate = stats.fouls_per_game
    return DASH if rate is None else decimal(rate, 1)


def role_words(role: str) -> str:
    """A role (its archive name, "sheriff") as a word in a sentence, in the host's language."""
    if role == "unknown":
        return translate("PlayersModel", NO_ROLE)
    return role_name(Role(role)) if role in _ROLES else role


def role_title(role: str) -> str:
    """A role as a title: "Sheriff"."""
    if role == "unknown":
        return translate("PlayersModel", NO_ROLE_TITLE)
    return wording_title(Role(role)) if role in _ROLES else role.capitalize()


def record_words(wins: int, games: int) -> str:
    """"won 1 of 2 (50%)"."""
    if not games:
        return translate("PlayersModel", "won {wins} of {games}").format(wins=wins, games=games)
    return translate("PlayersModel", "won {wins} of {games} ({percent})").format(
        wins=wins, games=games, percent=percent(wins / games))


def roles_tooltip(stats: PlayerStats) -> str:
    if not stats.roles:
        return translate("PlayersModel", "{player}: no finished game yet").format(player=stats.nickname)
    lines = [translate("PlayersModel", "{role}: {record}").format(role=role_title(r.role),
                                                                 record=record_words(r.wins, r.games))
             for r in stats.roles]
    return "\n".join([stats.nickname, *lines])


@dataclass(frozen=True)
class Column(Generic[Row]):
    title: str                      # the English title (QT_TRANSLATE_NOOP), translated when shown
    text: Callable[[Row], str]
    key: Callable[[Row], tuple | str | float | QCollatorSortKey | None]   # the sort key; None sorts last
    tooltip: Callable[[Row], str | None] | None = None
    header_tip: str = ""            # in the host's language (columns are made when rows are set)
    role: str = ""                  # a role's column: its title is the role's


def _fixed_before_roles() -> list[Column[PlayerStats]]:
    return [
        Column(QT_TRANSLATE_NOOP("PlayersModel", "Player"), lambda s: s.nickname, lambda s: name_key(s.nickname),
               roles_tooltip, translate("PlayersModel", "The player's name in the archive")),
        Column(QT_TRANSLATE_NOOP("PlayersModel", "Games"), lambda s: str(s.games), lambda s: s.games, None,
               translate("PlayersModel", "Finished games outside the trash")),
        Column(QT_TRANSLATE_NOOP("PlayersModel", "Wins"), lambda s: str(s.wins), lambda s: s.wins),
        Column(QT_TRANSLATE_NOOP("PlayersModel", "Win %"), lambda s: percent(s.win_rate),
               lambda s: None if s.win_rate is None else (s.win_rate, s.games),
               lambda s: record_words(s.wins, s.games) if s.games else None,
               translate("PlayersModel", "Wins over games played")),
    ]


def _role_column(role: str) -> Column[PlayerStats]:
    def rate_key(stats: PlayerStats):
        record = stats.role(role)
        return None if record.win_rate is None else (record.win_rate, record.games)

    def tip(stats: PlayerStats) -> str:
        record = stats.role(role)
        if not record.games:
            return translate("PlayersModel", "{player} has not played {role} yet").format(
                player=stats.nickname, role=role_words(role))
        return translate("PlayersModel", "As {role}: {record}").format(
            role=role_words(role), record=record_words(record.wins, record.games))

    return Column(role.capitalize(), lambda s: percent(s.role(role).win_rate), rate_key,
                  tip, translate("PlayersModel", "Win % as {role} (a dash: never played {role})").format(
                      role=role_words(role)), role)


def _best_move_tip(stats: PlayerStats) -> str | None:
    if not stats.best_named:
        return None
    # A QObject class's own tr, called on the class (i18n says why); PySide6's stubs have it take an instance.
    named = PlayersModel.tr("Named %n seat(s) in best moves, {black} of them black", "", stats.best_named)  # type: ignore[arg-type]
    return named.format(black=stats.best_black)


def _fouls_tip(stats: PlayerStats) -> str | None:
    if not stats.games:
        return None
    in_games = PlayersModel.tr("in %n game(s)", "", stats.games)  # type: ignore[arg-type]  # as above
    return PlayersModel.tr("%n foul(s) {in_games}", "", stats.fouls).format(  # type: ignore[arg-type]
        in_games=in_games)


def _fixed_after_roles() -> list[Column[PlayerStats]]:
    return [
        Column(QT_TRANSLATE_NOOP("PlayersModel", "Killed first"), lambda s: str(s.killed_first),
               lambda s: s.killed_first, None,
               translate("PlayersModel", "Games in which the player was the first shot at night")),
        Column(QT_TRANSLATE_NOOP("PlayersModel", "Best move"), best_move_words,
               lambda s: None if s.best_move_accuracy is None else (s.best_move_accuracy, s.best_black),
               _best_move_tip, translate("PlayersModel", "Blacks named / seats named in best moves")),
        Column(QT_TRANSLATE_NOOP("PlayersModel", "Fouls / game"), fouls_words, lambda s: s.fouls_per_game,
               _fouls_tip, translate("PlayersModel", "Fouls per game played")),
        Column(QT_TRANSLATE_NOOP("PlayersModel", "Removals"), lambda s: str(s.removals), lambda s: s.removals, None,
               translate("PlayersModel", "Games in which the player was removed from the table")),
    ]


def roles_in(rows: list[PlayerStats]) -> list[str]:
    """The roles someone in ``rows`` has played, in ``ROLE_ORDER`` (unrecorded roles left out)."""
    return in_role_order({record.role for stats in rows for record in stats.roles if record.games})


def in_role_order(played: Iterable[str]) -> list[str]:
    """These roles in ``ROLE_ORDER`` (unrecorded roles left out)."""
    played = set(played)
    return [role for role in ROLE_ORDER if role in played]


ANSWERED = frozenset((DISPLAY, TOOLTIP, ALIGNMENT))
NAME_ALIGNED = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
FIGURE_ALIGNED = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)


class PlayerRows(QAbstractTableModel, Generic[Row]):
    """A table of players, a row each, in ``columns``; keeps the last sort and applies it
    again to new rows (a subclass's ``set_rows``)."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Row] = []
        self.columns: list[Column[Row]] = []
        self._sort: tuple[int, Qt.SortOrder] | None = None

    def column_of(self, title: str) -> int:
        """The column's number by its English title ("Win %", "Sheriff", ...); -1 if not shown."""
        titles = [column.title for column in self.columns]
        return titles.index(title) if title in titles else -1

    # -- QAbstractTableModel ---------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if role not in ANSWERED or not index.isValid():
            return None
        stats, column = self.rows[index.row()], self.columns[index.column()]
        if role == DISPLAY:
            return column.text(stats)
        if role == TOOLTIP:
            return column.tooltip(stats) if column.tooltip else None
        return NAME_ALIGNED if index.column() == 0 else FIGURE_ALIGNED

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            column = self.columns[section]
            return two_line_title(role_title(column.role) if column.role else translate("PlayersModel", column.title))
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].header_tip or None
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.columns):
            return
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        names = [self.rows[index.row()].nickname for index in before]
        self._order(column, order)
        where = {stats.nickname: number for number, stats in enumerate(self.rows)}
        self.changePersistentIndexList(
            before, [self.index(where[name], index.column()) for name, index in zip(names, before)])
        self.layoutChanged.emit()

    def _order(self, column: int, order: Qt.SortOrder) -> None:
        """Sort by the column's key, ties by name (in the order a person counts); rows without a
        figure last either way. By name, the players of no finished game (a registry's name,
        every game in the trash) come after those who played."""
        key = self.columns[column].key
        by_name = sorted(self.rows, key=lambda s: name_key(s.nickname))
        groups = ([[s for s in by_name if s.games], [s for s in by_name if not s.games]] if column == 0
                  else [by_name])
        self.rows = []
        for group in groups:
            keyed = [(key(stats), stats) for stats in group]   # each key made once (a name's: a collator's)
            known = [pair for pair in keyed if pair[0] is not None]
            known.sort(key=itemgetter(0), reverse=order == Qt.SortOrder.DescendingOrder)
            self.rows += [stats for _, stats in known] + [stats for figure, stats in keyed if figure is None]

    def row_at(self, index: QModelIndex | QPersistentModelIndex) -> Row | None:
        return self.rows[index.row()] if index.isValid() and index.row() < len(self.rows) else None

    def row_of(self, nickname: str) -> int:
        """The row showing this player, or -1."""
        return next((number for number, stats in enumerate(self.rows) if stats.nickname == nickname), -1)


def two_line_title(title: str) -> str:
    """A column's title of two words or more on two lines ("Killed", "first"): a dozen
    figures' columns side by side fit a tablet's 1024 px so, in every language."""
    two = halves(title) if len(title) >= TWO_LINES_FROM else None
    return "\n".join(two) if two else title


class PlayersModel(PlayerRows[PlayerStats]):
    """Rows are ``PlayerStats``; ``roles`` chooses the role columns (by default the roles
    played in ``rows``)."""

    def __init__(self, rows: list[PlayerStats] | None = None, *, roles: list[str] | None = None) -> None:
        super().__init__()
        self.role_columns: list[str] = []
        self.set_rows(list(rows or []), roles=roles)

    def set_rows(self, rows: list[PlayerStats], *, roles: list[str] | None = None) -> None:
        self.beginResetModel()
        self.role_columns = list(roles) if roles is not None else roles_in(rows)
        self.columns = [*_fixed_before_roles(), *map(_role_column, self.role_columns), *_fixed_after_roles()]
        self.rows = list(rows)
        if self._sort and self._sort[0] < len(self.columns):
            self._order(*self._sort)
        self.endResetModel()
