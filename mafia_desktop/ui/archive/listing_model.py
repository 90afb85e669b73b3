"""A table of archive games as a window over SQL: the model holds the list's order
(``browse.Listing``: the rowids of the games that pass the filter, in a column's order, from
that column's index) and reads the rows a page at a time as the view shows them, keeping the
last pages read. 100,000 games cost the model 8 bytes each and the rows on screen."""

from __future__ import annotations

import sqlite3
from collections import OrderedDict
from typing import TYPE_CHECKING, Any, ClassVar, Mapping, Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Signal

from mafia_desktop.store import Archive, ArchiveError, GameRow
from mafia_desktop.store.queries.browse import GameFilter, Listing, ListedGame

if TYPE_CHECKING:
    from mafia_desktop.ui.shared.background import Background

#: Rows read at once, and pages kept: a screen is a page or two; scrolling back is free.
PAGE = 64
KEPT_PAGES = 40
#: A first screen's rows, for a list that shows no more before it is scrolled (the start
#: page's: 6 to 12 rows of 48 px at 1024×600 to 1280×800): its first page is read only so far
#: at first, the rest once a row past them is shown. The start page's first paint reads 16
#: rows, not 64: 0.4 ms against 1.0-1.2 (issue 44).
SCREEN = 16
#: A search found in many games shows this many at once; the rest come from a thread.
FIRST = PAGE


class ListingModel(QAbstractTableModel):
    """A subclass names its columns and says ``data``.

    Given the window's ``background`` (``ui.shared.background.Background``), a search found
    in many games shows its first games at once and reads the rest in a thread, on a
    connection of its own, then adds them (``counted``): typing is never held up by
    counting 20,000 games."""

    #: The whole list of a search is known (rows were added, or the list was read again).
    counted = Signal()
    background: Background | None = None

    #: Game id → what is wrong with it (the archive's ``damaged``): shown in the list.
    damaged: Mapping = {}
    columns: ClassVar[Sequence[Any]] = ()

    def __init__(self, archive: Archive | None = None, wanted: GameFilter = GameFilter(), *,
                 sort: str = "started", descending: bool = True, first_screen: int = PAGE) -> None:
        super().__init__()
        self.listing: Listing | None = None
        #: The column the list is sorted by (its sort key in ``browse.COLUMNS``), and how.
        self.sort_key, self.descending = sort, descending
        self._pages: OrderedDict[int, list[ListedGame]] = OrderedDict()
        #: The rows the first page is read with at first (``SCREEN``; a whole page by default:
        #: a list whose columns are fitted to its first rows reads them all at once).
        self.first_screen = first_screen
        #: The first page while it holds only those rows.
        self._screen_only: list[ListedGame] | None = None
        #: The lists whose rest a thread is reading → its connection (to stop it).
        self._counting: dict[Listing, sqlite3.Connection] = {}
        if archive is not None:
            self.set_filter(archive, wanted)

    def set_filter(self, archive: Archive, wanted: GameFilter) -> None:
        """The games that pass ``wanted``, in the list's order (read again from the archive)."""
        self.beginResetModel()
        self.listing = Listing(archive, wanted, self.sort_key, self.descending,
                               first=FIRST if self.background else None)
        self._pages.clear()
        self.endResetModel()
        self._read_rest()

    @property
    def pending(self) -> bool:
        """Only the first games of the list are known yet (the rest are being read)."""
        return self.listing is not None and self.listing.pending

    def _read_rest(self) -> None:
        """The rest of a pending list, read in the window's thread; a count still running for
        a list typed over since is stopped, not left to share the cores."""
        self._stop_counts()
        listing = self.listing
        if listing is None or not listing.pending:
            return
        assert self.background is not None   # a list is read in part only with a thread for the rest

        def read() -> object:
            conn = listing.archive.reading_connection()
            self._counting[listing] = conn
            try:
                return listing.every_id(conn) if listing is self.listing else None
            except sqlite3.OperationalError:
                if listing is not self.listing:   # stopped (``_stop_counts``): another list since
                    return None
                raise
            finally:
                self._counting.pop(listing, None)
                conn.close()

        def failed(_error: ArchiveError) -> None:   # no second connection (a read-only copy): read it here
            if listing is self.listing and listing.pending and not listing.archive.closed:
                self._take_rest(listing, listing.every_id(listing.archive.conn))

        self.background.run(read, lambda ids: self._take_rest(listing, ids), failed)

    def _stop_counts(self) -> None:
        for counting, conn in list(self._counting.items()):
            if counting is not self.listing:
                try:
                    conn.interrupt()   # its thread's read ends (``_read_rest``: None, not a failure)
                except sqlite3.ProgrammingError:   # it has just finished and closed
                    pass

    def _take_rest(self, listing: Listing, ids) -> None:
        if listing is not self.listing or not listing.pending or listing.archive.closed or ids is None:
            return   # another search, or sort, since
        shown = len(listing)
        if not listing.begins(ids):   # games written or trashed meanwhile: the list read again
            self.beginResetModel()
            listing.complete(ids)
            self._pages.clear()
            self.endResetModel()
        elif len(ids) == shown:
            listing.complete(ids)
        else:
            self.beginInsertRows(QModelIndex(), shown, len(ids) - 1)
            listing.complete(ids)
            self.endInsertRows()
        self.counted.emit()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() or self.listing is None else len(self.listing)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def game(self, row: int) -> ListedGame | None:
        """The game at ``row``, from its page (read now if it is not kept); None if it can no
        longer be read (the archive was closed, or the game deleted since)."""
        number = row // PAGE
        place = row - number * PAGE
        page = self._pages.get(number)
        if page is None:
            if self.listing is None:
                return None
            screen_only = number == 0 and place < self.first_screen < PAGE
            page = self.listing.rows(number * PAGE, self.first_screen if screen_only else (number + 1) * PAGE)
            if number == 0:
                self._screen_only = page if screen_only else None
            self._pages[number] = page
            while len(self._pages) > KEPT_PAGES:
                self._pages.popitem(last=False)
        else:
            self._pages.move_to_end(number)
            if page is self._screen_only and place >= self.first_screen and self.listing is not None:
                # (From the screen's end, not the page's: a game gone since the screen was read stays gone.)
                page.extend(self.listing.rows(self.first_screen, PAGE))
                self._screen_only = None
        return page[place] if place < len(page) else None

    def resort(self, sort: str, descending: bool) -> None:
        """The same games in another column's order, from SQL; the rows chosen stay chosen."""
        if (sort, descending) == (self.sort_key, self.descending) and self.listing is not None \
                and self.listing.sort == sort and self.listing.descending == descending:
            return   # the view asks twice for one click (its header, then itself)
        self.sort_key, self.descending = sort, descending
        if self.listing is None:
            return
        if self.listing.pending:   # a layout change keeps the rows: all of them, then the new order
            self._take_rest(self.listing, self.listing.every_id(self.listing.archive.conn))
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        at = {row: self.listing.rowid_at(row) for row in {index.row() for index in before}}
        kept = [at[index.row()] for index in before]
        # Whole, as the list was: the chosen rows are found in it, wherever the order puts them.
        self.listing = Listing(self.listing.archive, self.listing.wanted, sort, descending)
        self._stop_counts()
        self._pages.clear()
        where = {rowid: self.listing.position(rowid) if rowid is not None else -1
                 for rowid in set(kept)}   # a row's cells: one search
        self.changePersistentIndexList(before, [self.index(where[rowid], index.column())
                                                for rowid, index in zip(kept, before)])
        self.layoutChanged.emit()

    def game_at(self, index: QModelIndex) -> ListedGame | None:
        return self.game(index.row()) if index.isValid() else None

    def row_at(self, index: QModelIndex) -> GameRow | None:
        game = self.game_at(index)
        return game.row if game else None

    def games(self) -> list[ListedGame]:
        """Every game listed, in order (read whole: for small lists and tests)."""
        return self.listing.rows(0, len(self.listing)) if self.listing is not None else []

    @property
    def rows(self) -> list[GameRow]:
        """Every game's row, in order (read whole: for small lists and tests)."""
        return [game.row for game in self.games()]
