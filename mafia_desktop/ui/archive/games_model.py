"""The short list of games (started, rules, where, stage, players): over a plain list of rows,
or as a window over the archive (the start page)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, ClassVar, Mapping, Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from mafia_desktop.i18n import QT_TRANSLATE_NOOP, message_text, moment_text, translate
from mafia_desktop.store import ArchiveError, GameRow
from mafia_desktop.time_stamps import local_time
from mafia_desktop.words.titles import preset_title

from mafia_desktop.ui.archive.listing_model import PAGE, ListingModel
from mafia_desktop.ui.shared.item_roles import DISPLAY
from mafia_desktop.ui.shared.rows_model import RowsModel

if TYPE_CHECKING:
    from mafia_desktop.engine import Step
    from mafia_desktop.store import Archive

COLUMNS = (QT_TRANSLATE_NOOP("GamesModel", "Started"), QT_TRANSLATE_NOOP("GamesModel", "Rules"),
           QT_TRANSLATE_NOOP("GamesModel", "Where"), QT_TRANSLATE_NOOP("GamesModel", "Stage"),
           QT_TRANSLATE_NOOP("GamesModel", "Players"))


def started_words(stamp: str) -> str:
    """An archive time stamp (UTC) on the host's clock, in his locale: "05.10.2026 15:00"."""
    when = local_time(stamp)
    return moment_text(when) if when else stamp


def stage_words(row: GameRow, step: Step | None = None) -> str:
    """Where the game stands: its result, or its phase and (``step``, if known) the step it
    resumes at ("day 1, the vote on seat 3")."""
    phase = _phase_words(row)
    if step is None or row.finished or row.phase == "setup":
        return phase
    from mafia_desktop.engine import step_label   # the rules' words: +1 ms to the window's start
    return translate("GamesModel", "{stage}, {step}").format(stage=phase, step=message_text(step_label(step)))


def _phase_words(row: GameRow) -> str:
    if row.finished:
        return {"red": translate("GamesModel", "town won"), "black": translate("GamesModel", "mafia won"),
                "draw": translate("GamesModel", "draw")}.get(row.winner or "", translate("GamesModel", "finished"))
    if row.phase == "setup":
        return translate("GamesModel", "setting up")
    if row.round == 0:
        return translate("GamesModel", "roles night")
    if row.phase == "day":
        return translate("GamesModel", "day {round}").format(round=row.round)
    if row.phase == "night":
        return translate("GamesModel", "night {round}").format(round=row.round)
    return f"{row.phase} {row.round}"


def damage_words(problem) -> str:
    """A damaged game's stage in the lists: what is wrong instead of what it would say."""
    return translate("GamesModel", "DAMAGED: {problem}").format(problem=message_text(problem.words))


def where_words(row: GameRow) -> str:
    parts = [row.club, row.tournament,
             row.table_no and translate("GamesModel", "table {table}").format(table=row.table_no),
             row.game_no and translate("GamesModel", "game {number}").format(number=row.game_no)]
    return ", ".join(p for p in parts if p)


def _stage_cell(model: "GameColumns", row: GameRow) -> str:
    if row.id in model.damaged:
        return damage_words(model.damaged[row.id])
    return stage_words(row, model.resumes(row) if model.resumes and not row.finished else None)


class ResumeSteps:
    """Where each unfinished game resumes, folded from its log when a list first shows it
    (a view asks only for the rows it paints: the start page's few unfinished games, about
    7 ms each) and kept while that list is shown; a game that cannot be folded says none."""

    def __init__(self, archive: Archive) -> None:
        self.archive = archive
        self.known: dict[str, Step | None] = {}

    def __call__(self, row: GameRow) -> Step | None:
        if row.id not in self.known:
            try:
                self.known[row.id] = self.archive.load(row.id).state.step
            except ArchiveError:
                self.known[row.id] = None
        return self.known[row.id]


#: Each column's text, made only for the cell asked (the view asks each cell several times:
#: to fit the columns, then to paint).
_CELLS = (lambda model, row: started_words(row.created_at), lambda model, row: preset_title(row.ruleset),
          lambda model, row: where_words(row), _stage_cell, lambda model, row: str(row.players))
STAGE = _CELLS.index(_stage_cell)   # the column of a game's stage (its result, or where it resumes)


class GameColumns:
    """The short list's columns (started, rules, where, stage, players) for a model whose
    subclass says where the row at a number is (``row_number``)."""

    columns: ClassVar[Sequence[str]] = COLUMNS
    #: Game id → what is wrong with it (the archive's ``damaged``): shown as its stage.
    damaged: Mapping = {}
    #: An unfinished game's step (``ResumeSteps``), said with its phase; None: the phase alone.
    resumes: Callable[[GameRow], Step | None] | None = None

    def row_number(self, number: int) -> GameRow | None:
        raise NotImplementedError

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if role != DISPLAY or not index.isValid():
            return None
        row = self.row_number(index.row())
        if row is None:
            return None
        return _CELLS[index.column()](self, row)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("GamesModel", COLUMNS[section])
        return None


class GamesModel(GameColumns, RowsModel):
    """Over a plain list of rows (a player's games, an event's)."""

    def row_number(self, number: int) -> GameRow:
        return self.rows[number]


class RecentGamesModel(GameColumns, ListingModel):
    """The start page's lists (unfinished, finished, the trash), the most recent first, and a
    player's games: a window over the archive, however many games it holds."""

    def __init__(self, sort: str = "finished", *, first_screen: int = PAGE) -> None:
        super().__init__(sort=sort, descending=True, first_screen=first_screen)

    def row_number(self, number: int) -> GameRow | None:
        game = self.game(number)
        return game.row if game else None
