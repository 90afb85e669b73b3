"""The players' figures projection (``player_figures``), kept up to date as games are written,
equals a full recomputation from the seats' rows on random archives: games created whole or
cut short and finished later, an end undone, the trash and its emptying, renames and merges
(in every alphabet and case); and a rebuild gives the same figures again."""

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from mafia_desktop.engine import events as ev, fold, preset
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.projections import figures
from mafia_desktop.store.queries.statistics import player_stats
from mafia_desktop.engine.autoplay import RandomHost

#: Two spellings of one person in several alphabets, and plain names.
NAMES = ("Anna", "ANNA", "Ёжик", "ЁЖИК", "Ježiks", "Boris", "Cid", "Dana", "Eva", "Fil", "Gus", "Hel",
         "Ivo", "Jan", "Kai", "Lev", "Mia", "שרה")


def _log(seed: int) -> list:
    rng = random.Random(seed)
    return RandomHost(preset(("sport", "mastermind", "latvian")[seed % 3]), rng, undo_rate=0.05,
                      check_undo=False).play().events


LOGS = [_log(seed) for seed in range(6)]


def seated(log: list, rng: random.Random) -> list:
    """The log with other people at the table (their names unique in any case)."""
    size = len(log[0].nicknames)
    chosen, folded = [], set()
    for name in rng.sample(NAMES, len(NAMES)):
        if name.casefold() not in folded and len(chosen) < size:
            chosen.append(name)
            folded.add(name.casefold())
    return [ev.GameCreated(log[0].ruleset, tuple(chosen)), *log[1:]]


operation = st.one_of(
    st.tuples(st.just("create"), st.integers(0, len(LOGS) - 1), st.integers(0, 10**6), st.booleans()),
    st.tuples(st.just("finish"), st.integers(0, 30)),
    st.tuples(st.just("undo"), st.integers(0, 30)),
    st.tuples(st.just("trash"), st.integers(0, 30)),
    st.tuples(st.just("restore"), st.integers(0, 30)),
    st.tuples(st.just("empty"),),
    st.tuples(st.just("rename"), st.sampled_from(NAMES), st.sampled_from(NAMES + ("Zed", "зед"))),
)


def play(archive: Archive, operations) -> None:
    games: list[tuple[str, list]] = []     # (id, the whole log)
    for op in operations:
        kind = op[0]
        if kind == "create":
            log = seated(LOGS[op[1]], random.Random(op[2]))
            cut = log if op[3] else log[: len(log) // 2]
            games.append((archive.create_game(cut), log))
            continue
        if not games and kind != "empty":
            continue
        game_id, log = games[op[1] % len(games)] if len(op) > 1 and isinstance(op[1], int) else (None, None)
        try:
            if kind == "finish":
                stored = archive.events(game_id)
                if len(stored) < len(log) and stored == log[: len(stored)]:
                    archive.append(game_id, log[len(stored):])
            elif kind == "undo":
                if fold(archive.events(game_id)).can_undo:
                    archive.append(game_id, [ev.Undone()])
            elif kind == "trash":
                archive.trash(game_id)
            elif kind == "restore":
                archive.restore(game_id)
            elif kind == "empty":
                archive.empty_trash()
                games = [(gid, whole) for gid, whole in games if archive.has_game(gid)]
            elif kind == "rename":
                archive.rename_player(op[1], op[2])
        except ArchiveError:   # a rename the archive refuses (two people at one table, no such player)
            pass


def figures_of(archive: Archive) -> list:
    return [(s.nickname, s.games, s.wins, s.killed_first, s.best_named, s.best_black, s.fouls, s.removals,
             sorted((r.role, r.games, r.wins) for r in s.roles)) for s in player_stats(archive)]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(st.lists(operation, min_size=1, max_size=14))
def test_the_projection_equals_a_full_recount_on_random_archives(tmp_path_factory, operations):
    with Archive(tmp_path_factory.mktemp("figures") / "a.sqlite3") as archive:
        play(archive, operations)
        assert figures.projected(archive.conn) == figures.from_seats(archive.conn)
        shown = figures_of(archive)
        archive.rebuild_projections()
        assert figures.projected(archive.conn) == figures.from_seats(archive.conn)
        assert figures_of(archive) == shown


def test_a_finished_game_counts_until_its_end_is_undone_or_it_goes_to_the_trash(tmp_path):
    log = seated(LOGS[0], random.Random(1))
    with Archive(tmp_path / "a.sqlite3") as archive:
        game_id = archive.create_game(log)
        one = log[0].nicknames[0]
        assert player_stats(archive, one)[0].games == 1
        archive.trash(game_id)
        assert player_stats(archive, one)[0].games == 0
        archive.restore(game_id)
        assert player_stats(archive, one)[0].games == 1
        archive.append(game_id, [ev.Undone()])
        assert player_stats(archive, one)[0].games == 0
        assert figures.projected(archive.conn) == figures.from_seats(archive.conn) == []


@pytest.mark.parametrize("old, new, games", [("Anna", "Zed", 1), ("Ёжик", "Boris", 2)])
def test_a_rename_or_a_merge_moves_the_figures_with_the_games(tmp_path, old, new, games):
    others = tuple(f"Q{seat}" for seat in range(2, 11))
    with Archive(tmp_path / "a.sqlite3") as archive:
        archive.create_game([ev.GameCreated(LOGS[0][0].ruleset, (old, *others)), *LOGS[0][1:]])
        archive.create_game([ev.GameCreated(LOGS[0][0].ruleset, ("Boris", *others)), *LOGS[0][1:]])
        before = player_stats(archive, old)[0]
        archive.rename_player(old, new)
        after = player_stats(archive, new)[0]
        assert (after.games, after.wins, after.fouls) == (games, games * before.wins, games * before.fouls)
        assert figures.projected(archive.conn) == figures.from_seats(archive.conn)
