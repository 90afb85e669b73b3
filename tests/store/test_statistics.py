"""Players' statistics of a hand-built archive (tests/store/evening.py), figures worked out by
hand from the games' stories; renaming and merging keep every game."""

import pytest

from mafia_desktop.engine import commands as c
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.queries.browse import find_games
from mafia_desktop.store.queries.statistics import PlayerStats, RoleRecord, player_stats, roles_played
from tests.engine.table import Table
from tests.store.evening import build_evening


@pytest.fixture()
def evening(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        build_evening(archive)
        yield archive


def stats_of(archive, name):
    [stats] = player_stats(archive, name)
    return stats


def test_games_and_wins_count_finished_games_outside_the_trash(evening):
    # Adrian: G1 civilian (town won), G2 mafia (removed, lost); G3 unfinished, G4 trashed.
    adrian = stats_of(evening, "adrian")
    assert (adrian.nickname, adrian.games, adrian.wins, adrian.win_rate) == ("Adrian", 2, 1, 0.5)
    assert adrian.role("civilian").wins == 1 and adrian.role("mafia").games == 1
    assert adrian.role("mafia").win_rate == 0.0 and adrian.removals == 1


def test_wins_by_role_across_rulesets(evening):
    # Anna: sheriff in G1 and G2 (town won both), commissar in the Latvian G5 (town won).
    anna = stats_of(evening, "Anna")
    assert (anna.games, anna.wins) == (3, 3)
    assert [(r.role, r.games, r.wins) for r in anna.roles] == [("sheriff", 2, 2), ("commissar", 1, 1)]
    assert anna.fouls == 3 and anna.fouls_per_game == 1.0   # three fouls in 334187


def test_killed_first_and_best_move_accuracy(evening):
    # Ёжик was shot on night 1 of 334187 and named 6 and 8: two seats, no black.
    hedgehog = stats_of(evening, "Ёжик")
    assert (hedgehog.games, hedgehog.wins, hedgehog.killed_first) == (2, 2, 1)
    assert (hedgehog.best_named, hedgehog.best_black, hedgehog.best_move_accuracy) == (2, 0, 0.0)
    assert stats_of(evening, "Adrian").best_move_accuracy is None   # never made one


def test_the_don_who_lost_twice(evening):
    don = stats_of(evening, "Don Corleone")
    assert (don.games, don.wins, don.removals) == (2, 0, 1)
    assert [(r.role, r.games, r.wins) for r in don.roles] == [("don", 2, 0)]


def test_every_registered_player_is_listed(evening):
    names = [s.nickname for s in player_stats(evening)]
    assert names[:5] == ["Adrian", "Anna", "Don Corleone", "Ježiks", "Player 1"]
    assert "Ёжик" in names and len(names) == len(set(names))


def test_renaming_keeps_every_game_and_the_old_name_still_finds_them(evening):
    message = evening.rename_player("Anna", "Anna K.")
    assert "now called Anna K." in message
    assert stats_of(evening, "Anna K.").games == 3
    assert stats_of(evening, "anna").nickname == "Anna K."     # the old name leads to her
    assert "Anna" not in [s.nickname for s in player_stats(evening)]
    assert len(evening.games(player="Anna")) == 3              # G1, G2 and G5 (G3 had no Anna)


def test_merging_two_names_adds_their_games_up(evening):
    message = evening.rename_player("Ježiks", "Ёжик")
    assert "merged into Ёжик" in message
    hedgehog = stats_of(evening, "Ёжик")
    assert (hedgehog.games, hedgehog.wins, hedgehog.killed_first) == (3, 3, 2)
    assert "Ježiks" not in [s.nickname for s in player_stats(evening)]


def test_a_merge_survives_rebuilding_the_projections_from_the_log(evening):
    evening.rename_player("Ježiks", "Ёжик")
    evening.rebuild_projections()
    assert stats_of(evening, "Ёжик").games == 3


def test_two_people_who_sat_at_one_table_are_not_merged(evening):
    before = stats_of(evening, "Adrian")
    with pytest.raises(ArchiveError, match="same table in 3 game"):
        evening.rename_player("Don Corleone", "Adrian")
    assert stats_of(evening, "Adrian") == before


def test_renaming_an_unknown_player_or_to_nothing_is_refused(evening):
    with pytest.raises(ArchiveError, match="no player"):
        evening.rename_player("Nobody", "X")
    with pytest.raises(ArchiveError, match="needs a name"):
        evening.rename_player("Anna", "  ")


def test_renaming_back_undoes_a_rename(evening):
    evening.rename_player("Anna", "Anna K.")
    evening.rename_player("Anna K.", "Anna")
    assert stats_of(evening, "Anna").games == 3
    assert [s.nickname for s in player_stats(evening, "Anna K.")] == ["Anna"]


def test_a_name_in_another_case_of_any_alphabet_is_the_same_person(evening):
    message = evening.rename_player("Ježiks", "ёжик")      # Ёжик is registered already
    assert "merged into Ёжик" in message and "3 in all" in message
    assert stats_of(evening, "Ёжик").games == 3


def test_a_corrected_nickname_leaves_the_registry(evening):
    t = Table()
    t.game.run(c.rename, seat=3, nickname="Ana")
    game_id = evening.create_game(t.game.events)
    assert evening.nicknames("Ana") == ["Ana"]
    evening.append(game_id, t.game.run(c.rename, seat=3, nickname="Anna"), state=t.state)
    assert evening.nicknames("Ana") == []                  # the typo is gone
    assert "Anna" in evening.nicknames("An")
    [listed] = [game for game in find_games(evening) if game.row.id == game_id]
    assert listed.players[2] == "Anna"                   # the list shows the correction


def test_the_roles_read_packed_are_the_records_the_most_played_first(evening):
    # The Players tab reads every player's roles packed, made records only when read.
    anna = stats_of(evening, "Anna")
    records = (RoleRecord("sheriff", 2, 2), RoleRecord("commissar", 1, 1))
    assert anna.roles == records and records == anna.roles and hash(anna.roles) == hash(records)
    assert anna == PlayerStats("Anna", games=3, wins=3, fouls=3, roles=records)
    assert stats_of(evening, "Player 7").roles == ()          # registered, no finished game


def test_the_roles_played_are_those_of_every_players_records(evening):
    played = {record.role for stats in player_stats(evening) for record in stats.roles if record.games}
    assert sorted(roles_played(evening)) == sorted(played)
    assert "mistress" not in played
