"""The games list over a larger archive: a sound Qt model in every order, rows read from the
archive only as the view shows them, and each column's order as SQL gives it equal to the
order of the column's values (numbers in labels as numbers, names in every alphabet folded)."""

import random
import threading

import pytest
from PySide6.QtCore import Qt

from mafia_desktop.engine import Game, preset
from mafia_desktop.engine import events as ev
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.queries import browse
from mafia_desktop.store.queries.browse import GameFilter, Listing
from mafia_desktop.engine.autoplay import RandomHost
from mafia_desktop.ui.archive.archive_model import ArchiveGamesModel
from mafia_desktop.ui.archive.games_browser import GamesBrowser
from mafia_desktop.ui.archive import listing_model
from mafia_desktop.ui.archive.listing_model import PAGE, SCREEN
from mafia_desktop.ui.shared.background import Background
from mafia_desktop.ui.start_page import StartPage

NAMES = ("anna", "Boris", "ёжик", "ЁЛКА", "Ježiks", "žanis", "שרה", "Cid", "dana", "Eva", "Fil", "Gus",
         "Ivo", "Jan", "Kai", "Lev")
CLUBS = ("Rīga", "rīga", "Ōsaka", "Вильнюс", "")


def three_logs() -> list[list]:
    """A random game (seeded) of each of three rule sets."""
    return [RandomHost(preset(name), random.Random(seed), undo_rate=0.0, check_undo=False).play().events
            for seed, name in enumerate(("sport", "latvian", "mastermind"))]


@pytest.fixture(scope="module")
def logs():
    return three_logs()


def many_games(archive) -> None:
    """150 games: labels and people drawn at random, one in ten unfinished."""
    logs = three_logs()
    rng = random.Random(7)
    with archive.batch():
        for number in range(150):
            log = logs[number % len(logs)]
            names = tuple(rng.sample(NAMES, len(log[0].nicknames)))
            labels = ev.GameLabelled(rng.choice(CLUBS), "", str(rng.randint(1, 12)), str(rng.randint(1, 3)),
                                     rng.choice(NAMES))
            events = [ev.GameCreated(log[0].ruleset, names), labels, *log[1:]]
            if number % 10 == 3:
                events = events[: len(events) // 2]
            day = (f"2026-{1 + number % 12:02d}-{1 + number % 28:02d}"
                   f"T{10 + number % 10:02d}:{number % 60:02d}:00.000+00:00")
            archive.create_game(events, at=day, game=Game(events))


@pytest.fixture
def many(tmp_path, built_once):
    """An archive of ``many_games`` (built once a session), the test's own copy."""
    built_once.copy(many_games, tmp_path / "many.sqlite3")
    with Archive(tmp_path / "many.sqlite3") as archive:
        yield archive


def test_the_windowed_model_is_sound_in_every_order(qtmodeltester, many):
    model = ArchiveGamesModel(many)
    qtmodeltester.check(model)
    for column in range(model.columnCount()):
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            model.sort(column, order)
            qtmodeltester.check(model)
    model.set_filter(many, GameFilter(nickname="ЁЖ"))
    qtmodeltester.check(model)


@pytest.fixture
def rows_read(monkeypatch) -> list[tuple[int, int]]:
    """Each (start, stop) of the rows a list reads from the archive, in order."""
    read = []
    real = Listing.rows

    def rows(self, start, stop):
        read.append((start, stop))
        return real(self, start, stop)
    monkeypatch.setattr(Listing, "rows", rows)
    return read


def test_rows_are_read_as_the_view_shows_them(qtbot, many, rows_read):
    read = rows_read
    widget = GamesBrowser(many)
    qtbot.addWidget(widget)
    widget.resize(1280, 600)
    widget.show()
    qtbot.waitExposed(widget)
    assert widget.model.rowCount() == 150
    assert set(read) == {(0, PAGE)}                           # the first screen only
    read.clear()
    widget.table.scrollTo(widget.model.index(140, 0))
    qtbot.waitUntil(lambda: bool(read))
    assert all(start >= PAGE for start, _ in read)            # the page at row 140, not the ones before


def test_the_start_pages_list_reads_its_first_screen_then_the_rest_of_its_page(qtbot, many, rows_read):
    read = rows_read
    page = StartPage(many)
    qtbot.addWidget(page)
    page.which.setCurrentIndex(page.which.findData("finished"))   # 135 games
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    qtbot.waitUntil(lambda: bool(read))                       # painted
    qtbot.wait(50)
    assert set(read) == {(0, SCREEN)}                         # the rows of a first screen only
    whole = [game.row.id for game in page.model.listing.rows(0, PAGE)]
    read.clear()
    page.table.scrollTo(page.model.index(40, 0))
    qtbot.waitUntil(lambda: bool(read))
    assert read == [(SCREEN, PAGE)]                           # the rest of the page, once
    assert [page.model.game(row).row.id for row in range(PAGE)] == whole


def sort_values(game, column: int):
    row = game.row
    if column == 0:
        return (row.created_at,)
    if column == 1:
        return tuple(part.casefold() if not part.isdigit() else int(part)
                     for part in (row.club, row.tournament, row.table_no, row.game_no)) + (row.created_at,)
    if column == 2:
        return (row.ruleset, row.created_at)
    if column == 3:
        return (row.host.casefold(), row.created_at)
    if column == 4:
        return (tuple(name.casefold() for name in game.players), row.created_at)
    if column == 5:
        return (row.winner or "", row.created_at)
    return (row.finished, row.updated_at)


@pytest.mark.parametrize("column", range(7))
def test_each_column_sorts_as_its_values_do_in_both_orders(many, column):
    model = ArchiveGamesModel(many)
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        model.sort(column, order)
        values = [sort_values(game, column) for game in model.games()]
        assert values == sorted(values, reverse=order == Qt.SortOrder.DescendingOrder)
        assert len(values) == 150


def test_a_sort_keeps_the_chosen_game_chosen(qtbot, many):
    widget = GamesBrowser(many)
    qtbot.addWidget(widget)
    widget.show()
    widget.table.selectRow(37)
    chosen = widget.selected_id()
    widget.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)
    assert widget.selected_id() == chosen


@pytest.mark.parametrize("few", [True, False], ids=["through-the-seats", "through-the-folded-names"])
def test_the_search_finds_any_part_of_a_name_in_any_case_and_alphabet(qtbot, many, few, monkeypatch):
    monkeypatch.setattr(browse, "FEW_GAMES", 10**6 if few else 0)
    widget = GamesBrowser(many)
    qtbot.addWidget(widget)
    everyone = widget.model.games()
    for typed, name in (("ЁЛ", "ЁЛКА"), ("ёлк", "ЁЛКА"), ("ŽAN", "žanis"), ("שר", "שרה"), ("NNA", "anna")):
        widget.search.setText(typed)
        expected = [game.row.id for game in everyone if name in game.players]
        assert [game.row.id for game in widget.model.games()] == expected != []
    many.rename_player("Ježiks", "Jezhik")
    widget.search.setText("JEŽ")                              # the old name still finds him
    assert {game.row.id for game in widget.model.games()} == {
        game.row.id for game in everyone if "Ježiks" in game.players}


def test_the_rules_offered_are_those_of_the_games(many):
    assert browse.rulesets(many) == ["latvian", "mastermind", "sport"]


def plain_search(archive, folded: str, sort: str, descending: bool, where: str = "") -> list[int]:
    """The games a search finds, as the plain query orders them (no index named, every game
    read), whose players by their names now or any earlier name contain ``folded``."""
    earlier: dict[str, set[str]] = {}
    for alias, person in archive.conn.execute("SELECT alias, player FROM player_aliases"):
        earlier.setdefault(person.casefold(), set()).add(alias.casefold())
    direction = " DESC" if descending else ""
    order = ", ".join(f"{key}{direction}" for key in (*browse.SORTS[sort], "rowid"))
    found = []
    for rowid, seated in archive.conn.execute(
            f"SELECT rowid, seated FROM games NOT INDEXED WHERE deleted_at IS NULL {where} ORDER BY {order}"):
        names = {name.casefold() for name in seated.split(browse.SEPARATOR)}
        names |= {alias for name in names for alias in earlier.get(name, ())}
        if any(folded in name for name in names):
            found.append(rowid)
    return found


@pytest.mark.parametrize("path", ["seats", "names-index", "column-index"])
def test_every_search_path_finds_the_rows_of_the_plain_query_in_its_order(many, path, monkeypatch):
    monkeypatch.setattr(browse, "FEW_GAMES", 10**6 if path == "seats" else 0)
    if path == "column-index":
        monkeypatch.setattr(browse, "BY_NAMES", ())
    many.rename_player("Ježiks", "Jezhik")
    plans = set()
    for sort in browse.COLUMNS:
        for descending in (True, False):
            for typed in ("ЁЛ", "ŽAN", "שר", "a", "jež", "nobody"):
                listing = Listing(many, GameFilter(nickname=typed), sort, descending)
                assert list(listing.ids) == plain_search(many, typed.casefold(), sort, descending)
                plans.add(browse._conditions(many, GameFilter(nickname=typed), sort).index)
            listing = Listing(many, GameFilter(nickname="a", preset="sport", finished_only=True), sort, descending)
            assert list(listing.ids) == plain_search(many, "a", sort, descending,
                                                     "AND ruleset = 'sport' AND finished = 1")
    expected = {"seats": {"NOT INDEXED"},
                "names-index": {"INDEXED BY games_by_players", "INDEXED BY games_by_where"},
                "column-index": {"INDEXED BY games_by_started", "INDEXED BY games_by_players"}}[path]
    assert expected <= plans


@pytest.mark.parametrize("walked", [0, 5_000], ids=["walk-given-up", "walk-finds-them"])
def test_a_search_asked_for_its_first_games_gives_the_first_of_the_whole_list(many, walked, monkeypatch):
    # The window's first screen of a search: its first games found by walking the column's
    # index from the top; if they are too rare there, the whole search at once.
    monkeypatch.setattr(browse, "WALKED", walked)
    many.rename_player("Ježiks", "Jezhik")
    pending = set()
    for sort in browse.COLUMNS:
        for descending in (True, False):
            for typed in ("ЁЛ", "ŽAN", "a", "jež", "nobody", "cid"):
                whole = plain_search(many, typed.casefold(), sort, descending)
                listing = Listing(many, GameFilter(nickname=typed), sort, descending, first=8)
                pending.add(listing.pending)
                shown = [listing.rowid_at(n) for n in range(len(listing))]
                assert shown == (whole[:8] if listing.pending else whole)
                assert list(listing.ids) == whole and len(listing) == len(whole) and not listing.pending
            # With the filters the sort index carries: the walk passes only the games they keep.
            whole = plain_search(many, "a", sort, descending, "AND ruleset = 'sport' AND finished = 1")
            listing = Listing(many, GameFilter(nickname="a", preset="sport", finished_only=True), sort, descending,
                              first=8)
            assert [listing.rowid_at(n) for n in range(len(listing))] == whole[:len(listing)] and len(whole) > 8
            assert list(listing.ids) == whole
    assert pending == ({False} if walked == 0 else {True, False})


class HeldBackground:
    """The window's ``Background`` whose work waits until the test lets it run."""

    def __init__(self):
        self.held = []

    def run(self, work, then, failed):
        self.held.append((work, then))

    def finish(self):
        for work, then in self.held:
            then(work())
        self.held = []


@pytest.fixture
def browser(qtbot, many, monkeypatch):
    """A games browser over ``many`` whose search shows 8 games first, the rest read by the
    background given."""
    monkeypatch.setattr(listing_model, "FIRST", 8)

    def make(background) -> GamesBrowser:
        widget = GamesBrowser(many, background=background)
        qtbot.addWidget(widget)
        return widget
    return make


def test_a_search_found_in_many_games_shows_its_first_at_once_and_counts_the_rest_in_a_thread(
        qtbot, many, browser):
    widget = browser(Background())
    with qtbot.waitSignal(widget.model.counted, timeout=5_000):
        widget.search.setText("A")
        assert widget.model.rowCount() == 8 and widget.count.text() == "Counting the games…"
        first = [game.row.id for game in widget.model.games()]
    whole = [game.row.id for game in browse.find_games(many, GameFilter(nickname="a"))]
    assert len(whole) > 8 and [game.row.id for game in widget.model.games()] == whole
    assert first == whole[:8] and widget.count.text() == f"{len(whole)} games"
    assert widget.table.selectionModel().selectedRows()[0].row() == 0   # the rows came below it


def test_a_search_counted_late_gives_way_to_the_next_one_and_to_games_written_meanwhile(many, logs, browser):
    background = HeldBackground()
    widget = browser(background)
    widget.search.setText("a")
    widget.search.setText("an")          # typed on before the first was counted
    background.finish()                  # the first search's games arrive after the second's
    assert [game.row.id for game in widget.model.games()] == [
        game.row.id for game in browse.find_games(many, GameFilter(nickname="an"))]
    widget.search.setText("a")
    newest = [ev.GameCreated(logs[0][0].ruleset, ("anna", *logs[0][0].nicknames[1:])), *logs[0][1:]]
    many.create_game(newest, at="2027-01-01T10:00:00.000+00:00", game=Game(newest))
    background.finish()                  # counted after a game was written at the top of the list
    whole = [game.row.id for game in browse.find_games(many, GameFilter(nickname="a"))]
    assert [game.row.id for game in widget.model.games()] == whole and len(whole) == 151
    assert widget.count.text() == "151 games"


def test_a_search_sorted_before_its_count_came_is_counted_and_keeps_its_rows_through_the_sort(many, browser):
    background = HeldBackground()
    widget = browser(background)
    widget.search.setText("a")
    chosen = widget.selected_id()
    rows = []
    widget.model.layoutAboutToBeChanged.connect(lambda *_: rows.append(widget.model.rowCount()))
    widget.model.layoutChanged.connect(lambda *_: rows.append(widget.model.rowCount()))
    widget.table.sortByColumn(2, Qt.SortOrder.AscendingOrder)    # the host sorts before the count came
    whole = len(browse.find_games(many, GameFilter(nickname="a")))
    assert rows == [whole, whole] and not widget.model.pending   # the rows came, then the new order
    assert widget.count.text() == f"{whole} games" and widget.selected_id() == chosen
    background.finish()                                          # the count's late answer changes nothing
    assert widget.model.rowCount() == whole and widget.selected_id() == chosen


def test_a_search_of_exactly_its_first_screen_is_whole_at_once_and_keeps_its_chosen_game(qtbot, many, monkeypatch):
    exactly = len(browse.find_games(many, GameFilter(nickname="cid")))
    monkeypatch.setattr(listing_model, "FIRST", exactly)
    background = HeldBackground()
    widget = GamesBrowser(many, background=background)
    qtbot.addWidget(widget)
    widget.search.setText("cid")
    assert not widget.model.pending and background.held == [] and widget.count.text() == f"{exactly} games"
    assert widget.selected_id() is not None


def test_a_count_typed_over_is_stopped_and_one_that_failed_after_the_archive_closed_is_dropped(
        qtbot, many, monkeypatch):
    monkeypatch.setattr(listing_model, "FIRST", 8)
    background = Background()
    model = ArchiveGamesModel()
    model.background = background
    began = threading.Event()
    whole = Listing.every_id

    def endless(listing, conn):   # a count that runs until it is stopped (and says it runs)
        conn.create_function("running", 0, lambda: began.set() or 1)
        return conn.execute("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) "
                            "SELECT count(*) FROM n WHERE running()").fetchone()
    monkeypatch.setattr(Listing, "every_id", endless)
    model.set_filter(many, GameFilter(nickname="a"))
    assert began.wait(5)
    monkeypatch.setattr(Listing, "every_id", whole)
    with qtbot.waitSignal(model.counted, timeout=5_000):
        model.set_filter(many, GameFilter(nickname="an"))        # typed on: the first count is stopped
    for thread in background._threads:
        thread.join(5)
    assert not background.busy
    assert model.rowCount() == len(browse.find_games(many, GameFilter(nickname="an")))

    failures = []
    background.run = lambda work, then, failed: failures.append(failed)
    model.set_filter(many, GameFilter(nickname="a"))
    many.close()                                  # a backup restored: the window closed its archive
    failures[0](ArchiveError("no second connection"))   # then the thread's failure comes: nothing read
    assert model.pending


@pytest.mark.parametrize("wanted", [GameFilter(), GameFilter(preset="sport"), "result",
                                    GameFilter(unfinished_only=True), GameFilter(trash=True)],
                         ids=["all", "rules", "result", "unfinished", "trash"])
def test_a_list_read_by_position_has_the_rows_of_the_plain_query_in_its_order(many, wanted):
    # The filters the sort index carries: the games counted, their rows read a page at a time
    # from the index; the plain query lists every row it reads.
    for game in many.games()[:7]:
        many.trash(game.id)
    if wanted == "result":
        wanted = GameFilter(winner=next(game.winner for game in many.games() if game.finished))
    for sort in browse.COLUMNS:
        for descending in (True, False):
            found = browse._conditions(many, wanted, sort)
            where, params = found.where, found.params
            direction = " DESC" if descending else ""
            order = ", ".join(f"{key}{direction}" for key in (*browse.SORTS[sort], "rowid"))
            plain = [rowid for (rowid,) in many.conn.execute(
                f"SELECT rowid FROM games NOT INDEXED WHERE {' AND '.join(where)} ORDER BY {order}", params)]
            ids = {rowid: game_id for rowid, game_id in many.conn.execute("SELECT rowid, id FROM games")}
            listing = Listing(many, wanted, sort, descending)
            assert len(listing) == len(plain) and plain
            by_pages = [game.row.id for start in range(0, len(plain), 9) for game in listing.rows(start, start + 9)]
            assert by_pages == [ids[rowid] for rowid in plain]
            assert [listing.rowid_at(n) for n in (0, len(plain) - 1, len(plain))] == [plain[0], plain[-1], None]
            assert list(listing.ids) == plain and listing.position(plain[-1]) == len(plain) - 1
