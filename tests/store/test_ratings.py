"""The ratings as the archive keeps them (issue 26): written with a game's last event, in the
order games ended, moved by a merge, rebuilt on upgrade, equal to a rating of every game anew."""

from __future__ import annotations

import json
import random
from functools import lru_cache

import pytest

from mafia_desktop.engine import events as ev
from mafia_desktop.engine.points import system
from mafia_desktop.engine.rating import Rating
from mafia_desktop.store import Archive
from mafia_desktop.store import importing
from mafia_desktop.store.projections import ratings
from mafia_desktop.store.errors import ArchiveError
from mafia_desktop.store.contests import attach, create_contest, detach, update_contest
from tests.engine.event_games import blacks_disqualified, mafia_win
from tests.store.test_upkeep import as_version_6, as_version_8

#: Seats 2, 7 and 9 are black at the test table (tests/engine/table.py).
BLACK_SEATS = {2, 7, 9}


@lru_cache(maxsize=None)
def _log(winner: str) -> tuple:
    return tuple((blacks_disqualified() if winner == "red" else mafia_win()).game.events)


def play(archive: Archive, names, winner: str, ended: str) -> str:
    """A finished game of ten (blacks on 2, 7, 9) with these players, ended at ``ended``."""
    log = _log(winner)
    return archive.create_game([ev.GameCreated(log[0].ruleset, tuple(names)), *log[1:]],
                               at=f"{ended}T20:00:00.000+00:00")


TEN = [f"P{n}" for n in range(1, 11)]


def rating(archive: Archive, name: str) -> ratings.PlayerRating:
    return next(row for row in ratings.table(archive.conn) if row.nickname == name)


def rebuilt_equals_kept(archive: Archive) -> None:
    """The rows kept as games came and went are those of every game rated anew."""
    kept = ratings.from_games(archive.conn)
    archive.rebuild_ratings()
    assert rounded(ratings.from_games(archive.conn)) == rounded(kept)


def rounded(tables):
    """Sums in another order differ in the last bits of a float."""
    return [[tuple(round(v, 9) if isinstance(v, float) else v for v in row) for row in rows] for rows in tables]


@pytest.fixture
def archive(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as opened:
        yield opened


def test_a_finished_game_is_rated_when_written(archive):
    # A club game of ten, everyone at 0: p = 0.5; the town won: red +4 × 0.5, black −3 × 0.5.
    game_id = play(archive, TEN, "red", "2026-01-01")
    assert rating(archive, "P1") == ratings.PlayerRating("P1", 2.0, 2.0, 0.0, 1, 2.0)
    assert rating(archive, "P2") == ratings.PlayerRating("P2", -1.5, 0.0, -1.5, 1, -1.5)
    seats = ratings.of_game(archive.conn, game_id)
    assert seats.p == 0.5
    assert [seat.change for seat in seats.seats] == [-1.5 if n in BLACK_SEATS else 2.0 for n in range(1, 11)]
    assert all(seat.before == Rating() for seat in seats.seats)


def test_the_second_game_reads_the_first_games_ratings(archive):
    play(archive, TEN, "red", "2026-01-01")
    second = play(archive, TEN, "black", "2026-01-02")
    # R = mean red rating of the reds (2.0 each), B = the blacks' black (−1.5 each):
    # p = 1 / (1 + 10 ** (−3.5 / 400)); the mafia won: black +4p, red −3p.
    p = 1 / (1 + 10 ** (-3.5 / 400))
    assert ratings.of_game(archive.conn, second).p == pytest.approx(p)
    assert rating(archive, "P1").overall == pytest.approx(2.0 - 3 * p)
    assert rating(archive, "P2").black == pytest.approx(-1.5 + 4 * p)
    assert rating(archive, "P2").red == 0.0 and rating(archive, "P2").games == 2


def test_a_game_ended_earlier_but_written_later_counts_first(tmp_path):
    # The same two games written in either order give the same ratings: they count by when they ended.
    results = []
    for order in (("01", "02"), ("02", "01")):
        with Archive(tmp_path / f"{order[0]}.sqlite3") as archive:
            for day in order:
                play(archive, TEN, "red" if day == "01" else "black", f"2026-01-{day}")
            results.append([(r.nickname, r.overall, r.red, r.black, r.games) for r in ratings.table(archive.conn)])
            rebuilt_equals_kept(archive)
    assert rounded([results[0]]) == rounded([results[1]])


def test_a_tournament_game_counts_16_and_12(archive):
    game_id = play(archive, TEN, "black", "2026-02-01")
    attach(archive, create_contest(archive, name="Cup", kind="tournament", system=system("sport")), game_id)
    # p = 0.5: black +16 × 0.5, red −12 × 0.5.
    assert rating(archive, "P2").overall == 8.0 and rating(archive, "P1").overall == -6.0
    detach(archive, game_id)   # a club game again
    assert rating(archive, "P2").overall == 2.0 and rating(archive, "P1").overall == -1.5


def test_an_elite_event_and_a_kind_changed_later(archive):
    cup = create_contest(archive, name="Cup", kind="tournament", system=system("sport"))
    attach(archive, cup, play(archive, TEN, "red", "2026-02-01"))
    update_contest(archive, cup, kind="elite")
    assert rating(archive, "P1").overall == 32.0 and rating(archive, "P2").overall == -24.0


def test_a_game_not_rated_changes_nothing_and_tells_its_ratings_before(archive):
    play(archive, TEN, "red", "2026-01-01")
    second = play(archive, TEN, "red", "2026-01-02")
    before = ratings.table(archive.conn)
    archive.set_rated(second, False)
    assert not archive.is_rated(second)
    assert rating(archive, "P1") == ratings.PlayerRating("P1", 2.0, 2.0, 0.0, 1, 2.0)
    seats = ratings.of_game(archive.conn, second)
    assert seats.p is None and {seat.change for seat in seats.seats} == {0.0}
    assert seats.seats[0].before == Rating(2.0, 2.0, 0.0)
    archive.set_rated(second, True)
    assert ratings.table(archive.conn) == before


def test_trash_and_restore_take_a_game_out_of_the_ratings_and_back(archive):
    first = play(archive, TEN, "red", "2026-01-01")
    play(archive, TEN, "black", "2026-01-02")
    both = ratings.table(archive.conn)
    archive.trash(first)
    assert rating(archive, "P1").games == 1
    rebuilt_equals_kept(archive)
    archive.restore(first)
    assert ratings.table(archive.conn) == both


def test_a_merge_moves_the_ratings_and_rates_the_games_after_again(archive):
    play(archive, TEN, "red", "2026-01-01")
    play(archive, ["Ann", *TEN[1:]], "red", "2026-01-02")     # P1 came as "Ann"
    play(archive, TEN, "black", "2026-01-03")
    assert rating(archive, "Ann").games == 1 and rating(archive, "P1").games == 2
    archive.rename_player("Ann", "P1")
    assert "Ann" not in {row.nickname for row in ratings.table(archive.conn)}
    merged = rating(archive, "P1")
    assert merged.games == 3
    # Game 3 now reads P1's three-game history: the same as a rating of every game anew.
    rebuilt_equals_kept(archive)
    assert rating(archive, "P1") == merged
    assert [point.game_id for point in ratings.history(archive.conn, "P1")] == [
        row.id for row in sorted(archive.games(player="P1"), key=lambda g: g.finished_at)]


def test_a_rename_keeps_every_number(archive):
    play(archive, TEN, "red", "2026-01-01")
    play(archive, TEN, "black", "2026-01-02")
    ratings.set_starts(archive.conn, {"P1": Rating(100, 60, 40)})
    was = rating(archive, "P1")
    archive.rename_player("P1", "Pavel")
    assert rating(archive, "Pavel") == ratings.PlayerRating("Pavel", *[getattr(was, f) for f in (
        "overall", "red", "black", "games", "change")])
    assert ratings.start_of(archive.conn, "Pavel") == Rating(100, 60, 40)
    rebuilt_equals_kept(archive)


def test_starting_ratings_carry_on_from_the_service(archive):
    with archive.batch():
        ratings.set_starts(archive.conn, {"P1": Rating(120, 100, 20), "Nobody": Rating(5, 5, 0)})
    play(archive, TEN, "red", "2026-01-01")
    # R = (100 + 0 × 6) / 7, B = 0: p above 0.5, so the town's win earns less than 2.
    p = 1 / (1 + 10 ** ((0 - 100 / 7) / 400))
    assert rating(archive, "P1").overall == pytest.approx(120 + 4 * (1 - p))
    assert rating(archive, "P1").change == pytest.approx(4 * (1 - p))   # earned here, the start aside
    assert rating(archive, "Nobody") == ratings.PlayerRating("Nobody", 5, 5, 0, 0, 0)


def test_many_games_in_any_order_equal_a_rating_of_every_game_anew(archive):
    rng = random.Random(26)
    people = [f"N{n}" for n in range(16)]
    with archive.batch():
        for number in range(12):
            play(archive, rng.sample(people, 10), rng.choice(["red", "black"]), f"2026-03-{rng.randint(1, 28):02d}")
    for number in range(8):   # one at a time, older and newer
        play(archive, rng.sample(people, 10), rng.choice(["red", "black"]), f"2026-03-{rng.randint(1, 28):02d}")
    rebuilt_equals_kept(archive)
    assert sum(row.games for row in ratings.table(archive.conn)) == 20 * 10


def every_row(archive: Archive) -> tuple[list, list]:
    conn = archive.conn
    return (conn.execute("SELECT * FROM game_ratings ORDER BY ended_at, game_id").fetchall(),
            conn.execute("SELECT * FROM player_ratings ORDER BY player").fetchall())


def as_rated_anew(archive: Archive) -> tuple[list, list]:
    """The rows a rating of every game from the starts writes (taken back after)."""
    with pytest.raises(ZeroDivisionError), archive.atomic():
        ratings.replay(archive.conn)
        anew = every_row(archive)
        1 / 0
    return anew


@pytest.mark.parametrize("seed", range(4))
def test_rating_again_only_the_changed_games_gives_every_number_a_rating_anew_gives(archive, seed):
    """Only the games a batch changed are read again from their seats; the others from there
    on keep their rows' people, each person's rating before is his first seat's after it.
    Batches of older and newer games, trash, "not rated", events and starts in random order:
    the rows are exactly (not rounded) those of every game rated anew."""
    rng = random.Random(seed)
    people = [f"N{n}" for n in range(14)]
    ratings.set_starts(archive.conn, {"N3": Rating(40, 25, 15)})
    day = lambda: f"2026-{rng.randint(1, 4):02d}-{rng.randint(1, 28):02d}"   # noqa: E731
    games: list[str] = []
    cup = create_contest(archive, name="Cup", kind="tournament", system=system("sport"))
    for step in range(14):
        what = rng.random()
        if what < 0.5 or len(games) < 4:
            with archive.batch():
                games += [play(archive, rng.sample(people, 10), rng.choice(["red", "black"]), day())
                          for _ in range(rng.randint(1, 6))]
        elif what < 0.6:   # a run of batches (an import's), rated once at its end
            with archive.bulk():
                for _ in range(rng.randint(2, 4)):
                    with archive.batch():
                        games += [play(archive, rng.sample(people, 10), rng.choice(["red", "black"]), day())
                                  for _ in range(rng.randint(1, 3))]
                        if rng.random() < 0.3:
                            archive.trash(rng.choice(games))
                        if rng.random() < 0.5:
                            archive.read_ahead()
                    if rng.random() < 0.5:
                        archive.read_ahead()
        elif what < 0.7:
            archive.trash(rng.choice(games))
        elif what < 0.8:
            archive.set_rated(rng.choice(games), rng.random() < 0.3)
        else:
            attach(archive, cup, rng.choice(games))
        assert every_row(archive) == as_rated_anew(archive), step
    assert every_row(archive)[0]
    # Rows read back further than a replay needs: rated again from there, the same.
    kept = ratings.Kept()
    kept.reach(archive.conn, min(ratings.earliest(archive.conn, json.dumps([game])) or ("9",) for game in games))
    rows = every_row(archive)
    with archive.atomic():
        ratings.settle(archive.conn, [games[-1]], kept)
    assert every_row(archive) == rows


def test_the_rows_read_ahead_carry_each_games_winner_whether_or_not_its_end_moved(archive):
    """``Kept`` finds a row's winner by its game's end and id (``games_by_end``, in the rows'
    order); a game whose end moved since its row was written (an import extending it in the
    same run) by its id; a row without a game is left out: the rows and winners a plain join
    by id reads."""
    rng = random.Random(7)
    people = [f"N{n}" for n in range(12)]
    games = [play(archive, rng.sample(people, 10), "red", f"2026-02-{day}") for day in range(10, 20)]
    conn = archive.conn
    conn.execute("UPDATE games SET finished_at = '2026-03-30T20:00:00.000+00:00', winner = 'draw' WHERE id = ?",
                 [games[3]])
    conn.execute("PRAGMA foreign_keys = OFF")   # (a row whose game is gone: none the archive lets be)
    conn.execute("DELETE FROM games WHERE id = ?", [games[6]])
    conn.execute("PRAGMA foreign_keys = ON")
    kept = ratings.Kept()
    kept.reach(conn, ("2026-02-01", ""))
    plain = conn.execute("SELECT r.game_id, g.winner FROM game_ratings r CROSS JOIN games g ON g.id = r.game_id "
                         "ORDER BY r.ended_at, r.game_id").fetchall()
    assert [(game[0], game[2]) for game in kept.games] == plain
    assert (games[3], "draw") in plain and len(plain) == 9


def test_a_run_reads_ahead_what_its_end_rates_again_and_rates_as_a_rating_anew(archive, monkeypatch):
    """An import's run reads back the rows its end will rate again (``ratings.Kept``) while
    its writer waits, each time further back here, in a batch or between two: its end's rows
    are exactly those of every game rated anew."""
    rng = random.Random(44)
    people = [f"N{n}" for n in range(12)]
    for day in range(10, 28):
        play(archive, rng.sample(people, 10), rng.choice(["red", "black"]), f"2026-02-{day}")
    reached = []
    plain = ratings.Kept.reach
    monkeypatch.setattr(ratings.Kept, "reach", lambda kept, conn, since: reached.append(since) or plain(kept, conn,
                                                                                                     since))
    with archive.bulk():
        for day in (25, 20, 21, 14, 9):
            with archive.batch():
                play(archive, rng.sample(people, 10), rng.choice(["red", "black"]), f"2026-02-{day:02d}")
                if day % 2:
                    archive.read_ahead()      # (in the batch, its games not committed yet)
                play(archive, rng.sample(people, 10), rng.choice(["red", "black"]), f"2026-03-{day:02d}")
            archive.read_ahead()
    assert [since[0][8:10] for since in reached] == ["25", "25", "20", "20", "20", "14", "09", "09", "09"]
    assert every_row(archive) == as_rated_anew(archive)


def test_the_rating_is_written_in_the_same_transaction_as_the_last_event(archive, monkeypatch):
    from tests.engine.table import Table
    from mafia_desktop.engine import commands as c
    t = Table()
    t.to_day()
    for seat in (2, 7, 9):
        t.run(c.remove, seat=seat, reason="phone")
    game_id = archive.create_game(t.game.events)
    played = len(t.game.events)
    t.run(c.end_game)

    def broken(conn, game_ids, kept=None):   # as the guarded connection says a failed write
        raise ArchiveError("disk I/O error")
    monkeypatch.setattr(ratings, "settle", broken)
    with pytest.raises(ArchiveError, match="not saved"):
        archive.append(game_id, t.game.events[played:])
    assert not archive.game(game_id).finished     # the last event went with the rating
    monkeypatch.undo()
    archive.append(game_id, t.game.events[played:])
    assert rating(archive, "Player 1").games == 1


def test_an_archive_of_version_6_is_rated_on_upgrade(tmp_path):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        play(archive, TEN, "red", "2026-01-01")
        play(archive, TEN, "black", "2026-01-02")
        kept = ratings.from_games(archive.conn)
    as_version_6(path)
    with Archive(path) as archive:
        assert ratings.from_games(archive.conn) == kept
        assert archive.conn.execute("SELECT count(*) FROM upkeep").fetchone()[0] == 0


def test_an_archive_of_version_8_keeps_its_ratings_a_row_a_game_on_upgrade(tmp_path):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        play(archive, TEN, "red", "2026-01-01")
        play(archive, TEN, "black", "2026-01-02")
        ratings.set_starts(archive.conn, {"P1": Rating(100, 60, 40)})
        kept = ratings.from_games(archive.conn)
    as_version_8(path)
    with Archive(path) as archive:
        tables = {name for (name,) in archive.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert "seat_ratings" not in tables and "game_ratings" in tables
        assert ratings.from_games(archive.conn) == kept     # the starts stayed; the games rated again
        assert len(kept[0]) == 20 and archive.conn.execute("SELECT count(*) FROM game_ratings").fetchone()[0] == 2


def test_a_mafiaratings_record_of_a_tournament_is_that_events_tournament_game(archive):
    from mafia_desktop.store.contests import contest_of
    from mafia_desktop.store.importing import import_file
    from tests.real_games import MAFIARATINGS
    games = [import_file(archive, MAFIARATINGS / f"{number}.json")[0].game_id
             for number in (4842, 4870, 334187)]           # tournamentId 32, 32, none
    first, second, club = (contest_of(archive, game_id) for game_id in games)
    assert (first.kind, first.name) == ("tournament", "mafiaratings tournament 32")
    assert second.id == first.id and club is None
    # The earliest of them at even odds, the town winning: a tournament's 16 × 0.5 for the reds.
    earliest = min(games[:2], key=lambda game_id: archive.game(game_id).finished_at)
    seats = ratings.of_game(archive.conn, earliest)
    assert seats.p == 0.5
    assert {seat.change for seat in seats.seats if seat.team == "red"} == {8.0}


def _many_records(tmp_path, count: int) -> list:
    from tests.store.test_import_workers import record
    paths = []
    for number in range(count):
        path = tmp_path / f"{number}.json"
        path.write_text(json.dumps(record(number, "334187")), encoding="utf-8")   # a finished game
        paths.append(path)
    return paths


def test_an_import_of_many_batches_rates_the_games_after_once_at_its_end(archive, tmp_path, monkeypatch):
    """Each batch of older games rated every later game again (issue 30); the end's one rating
    gives what rating every game anew gives."""
    for day in range(1, 4):
        play(archive, TEN, "red" if day % 2 else "black", f"2026-01-0{day}")
    monkeypatch.setattr(importing, "BATCH", 2)
    settled = []
    plain = ratings.settle
    monkeypatch.setattr(ratings, "settle", lambda conn, ids, *kept: settled.append(set(ids)) or plain(conn, ids, *kept))
    results = list(importing.import_files(archive, _many_records(tmp_path, 5), workers=0))
    assert [result.status for result in results] == ["imported"] * 5
    assert settled == [{result.game_id for result in results}]
    assert archive.conn.execute("SELECT count(*) FROM upkeep WHERE task = 'ratings'").fetchone()[0] == 0
    rebuilt_equals_kept(archive)


def test_an_import_killed_before_its_rating_leaves_every_game_rated_at_the_next_open(tmp_path, monkeypatch):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        play(archive, TEN, "red", "2026-01-01")
        monkeypatch.setattr(importing, "BATCH", 2)

        def killed(conn, ids, kept=None):
            raise KeyboardInterrupt
        monkeypatch.setattr(ratings, "settle", killed)
        with pytest.raises(KeyboardInterrupt):
            list(importing.import_files(archive, _many_records(tmp_path, 6), workers=0))
        monkeypatch.undo()
        # The batches before are in; the last, whose transaction rates the run's games, is not.
        assert len(archive.games()) == 5
    with Archive(path) as archive:                  # the upgrade's work: every game rated again
        assert archive.conn.execute("SELECT count(*) FROM upkeep").fetchone()[0] == 0
        assert len({row[0] for row in archive.conn.execute("SELECT game_id FROM game_ratings")}) == 5
        rebuilt_equals_kept(archive)


# -- as the rating service has it (issue 43: its include/game_ratings.php) ----------------------

def _service_record(tmp_path, name: str, winner: str, start: int, end: int | None):
    """A file of a finished game in the service's format, written from a game played here,
    with the service's start and end (Unix seconds)."""
    from mafia_desktop.formats import mafiaratings
    table = blacks_disqualified() if winner == "red" else mafia_win()
    record = mafiaratings.write(table.state, name)
    record["startTime"] = start
    if end is not None:
        record["endTime"] = end
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def test_an_imported_record_ends_at_its_end_time_and_counts_by_it(archive, tmp_path):
    from mafia_desktop.store.importing import import_file
    # A started first but ended last: the service orders games by their end.
    long = import_file(archive, _service_record(tmp_path, "long", "red", 1_700_000_000, 1_700_009_000))[0]
    short = import_file(archive, _service_record(tmp_path, "short", "black", 1_700_001_000, 1_700_004_000))[0]
    assert archive.game(long.game_id).finished_at.startswith("2023-11-15T00:43:20")   # 1_700_009_000
    assert archive.game(short.game_id).finished_at.startswith("2023-11-14T23:20:00")  # 1_700_004_000
    assert [point.game_id for point in ratings.history(archive.conn, "Player 1")] == [short.game_id, long.game_id]
    assert ratings.of_game(archive.conn, short.game_id).p == 0.5     # the first game counted
    assert ratings.of_game(archive.conn, long.game_id).p != 0.5


def test_a_record_without_an_end_time_ends_at_its_start(archive, tmp_path):
    from mafia_desktop.store.importing import import_file
    result = import_file(archive, _service_record(tmp_path, "plain", "red", 1_700_000_000, None))[0]
    assert archive.game(result.game_id).finished_at.startswith("2023-11-14T22:13:20")


def test_a_draw_is_rated_as_a_loss_for_everyone(archive):
    # The service rates a draw with nobody's win: red −K_loss × p, black −K_loss × (1 − p);
    # at even odds in a club game, −1.5 each. (No preset ends in a draw: the row says it.)
    game_id = play(archive, TEN, "red", "2026-01-01")
    archive.conn.execute("UPDATE games SET winner = 'draw' WHERE id = ?", [game_id])
    archive.rebuild_ratings()
    seats = ratings.of_game(archive.conn, game_id)
    assert seats.p == 0.5 and {seat.change for seat in seats.seats} == {-1.5}
    assert rating(archive, "P1").overall == -1.5 and rating(archive, "P2").black == -1.5


def test_an_import_rates_its_games_in_its_last_batch_s_transaction(archive, tmp_path, monkeypatch):
    """Issue 44: the import's ratings were a transaction of their own after its last batch (a
    commit and a sync more in its tail, its workers done); now its last batch's commit holds
    them: as many transactions as batches."""
    play(archive, TEN, "red", "2026-01-01")
    monkeypatch.setattr(importing, "BATCH", 2)
    settled, statements = [], []
    plain = ratings.settle
    monkeypatch.setattr(ratings, "settle",
                        lambda conn, ids, *kept: settled.append(conn.in_transaction) or plain(conn, ids, *kept))
    archive.conn.set_trace_callback(statements.append)
    results = list(importing.import_files(archive, _many_records(tmp_path, 5), workers=0))
    archive.conn.set_trace_callback(None)
    assert [result.status for result in results] == ["imported"] * 5
    assert statements.count("COMMIT") == 3 and settled == [True]
    assert archive.conn.execute("SELECT count(*) FROM upkeep WHERE task = 'ratings'").fetchone()[0] == 0
    rebuilt_equals_kept(archive)


def test_a_merge_rates_its_games_in_its_last_batch_s_transaction(archive, tmp_path, monkeypatch):
    """Issue 44: another archive's games (``import_bundles``: a merge, the hall's) as an import's
    records are: the ratings in the last batch's commit, as many transactions as batches."""
    with Archive(tmp_path / "other.sqlite3") as other:
        played = [play(other, TEN, "red" if day % 2 else "black", f"2026-01-0{day}") for day in range(1, 6)]
        bundles = [importing.export_bundle(other, game_id) for game_id in played]
    monkeypatch.setattr(importing, "BATCH", 2)
    settled, statements = [], []
    plain = ratings.settle
    monkeypatch.setattr(ratings, "settle",
                        lambda conn, ids, *kept: settled.append(conn.in_transaction) or plain(conn, ids, *kept))
    archive.conn.set_trace_callback(statements.append)
    results = list(importing.import_bundles(archive, "other", bundles))
    archive.conn.set_trace_callback(None)
    assert [result.status for result in results] == ["imported"] * 5
    assert statements.count("COMMIT") == 3 and settled == [True]
    assert archive.conn.execute("SELECT count(*) FROM upkeep WHERE task = 'ratings'").fetchone()[0] == 0
    rebuilt_equals_kept(archive)


def test_a_players_seat_read_alone_is_the_seat_every_seats_reading_finds():
    # Issue 44: a player's page reads his seat of each game alone (where the game's seats put
    # him); a seat that is not his rated one (not rated, another name, his second) is
    # looked for among them all, as before.
    from array import array

    from mafia_desktop.store.projections import ratings
    from mafia_desktop.store.projections.sort_keys import SEPARATOR
    players = SEPARATOR.join(["Ann", "Bob", "ann", "Cid"])
    teams = "r-bb"
    packed = array("d", [float(n) for n in range(16)]).tobytes()
    every = {seat.seat: seat for seat in ratings.seats_of(players, teams, packed)}
    for player, hint, found in (("Cid", 4, 4), ("Cid", 1, 4), ("Cid", None, 4), ("Bob", 2, None), ("ann", 3, 1),
                                ("Ann", 1, 1), ("Nobody", 2, None), ("Cid", 9, 4), ("Cid", 0, 4)):
        seat = ratings._seat_of(player, players, teams, packed, hint)
        assert seat == (every[found] if found else None), (player, hint)


def test_a_rows_seats_are_packed_as_an_array_of_doubles_reads_them_back():
    # ``_rate`` packs each row's numbers with a ``Struct`` made once a width (a quarter of the
    # loop's instructions); ``seats_of`` reads them back with ``array("d")``.
    from array import array

    from mafia_desktop.store.projections.ratings import _packer
    for numbers in ([0.0] * 4, [1.5, -2.25, 3e-300, 7.0, *([0.1] * 36)], [float(n) / 3 for n in range(48)]):
        packed = _packer(len(numbers))(*numbers)
        assert packed == array("d", numbers).tobytes()
        assert list(array("d", packed)) == numbers
