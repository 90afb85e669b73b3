"""``check`` sees what a replay sees: a game whose log verifies but does not replay is damage,
and so is a column of its row (its rules, options, winner, labels) that says other than its
events: no digest covers the row, and a flipped bit there showed "sPort" in ``show`` while
the check blamed another game."""

from __future__ import annotations

import shutil
import sqlite3

import pytest

from mafia_desktop.__main__ import main
from mafia_desktop.store import Archive
from mafia_desktop.store.log import digests, event_rows

from .test_integrity import six_games  # noqa: F401 (a fixture)


@pytest.fixture
def copy(tmp_path, six_games):  # noqa: F811
    source, logs = six_games
    path = tmp_path / "copy.sqlite3"
    shutil.copy(source, path)
    return path, sorted(logs)


def _changed(path, sql, *params) -> None:
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(sql, params)
    conn.close()


def test_a_damaged_ruleset_column_is_found_by_check_and_blamed_on_its_game(copy, capsys):
    path, ids = copy
    victim = ids[2]
    _changed(path, "UPDATE games SET ruleset = 'sPort' WHERE id = ?", victim)
    with Archive(path, write=False) as archive:
        report = archive.check(full=True)
        assert list(report.damaged) == [victim] and not report.integrity
        assert report.damaged[victim].kind == "row"
        assert "says ruleset 'sPort'" in str(report.damaged[victim].words)
    code = main(["--db", str(path), "check"])
    out = capsys.readouterr()
    assert code != 0 and victim[:8] in out.out + out.err


@pytest.mark.parametrize("column, value", [("options", '{"preset": "sport", "nomination_lo'),
                                           ("winner", "blacK"), ("host", "Judge\u0301"), ("players", 11)])
def test_every_column_a_game_is_shown_from_is_checked(copy, column, value):
    path, ids = copy
    _changed(path, f"UPDATE games SET {column} = ? WHERE id = ?", value, ids[0])
    with Archive(path, write=False) as archive:
        report = archive.check(full=True)
    assert list(report.damaged) == [ids[0]] and f"says {column}" in str(report.damaged[ids[0]].words)


def test_a_game_that_does_not_replay_is_damage_though_its_digests_verify(copy):
    path, ids = copy
    game_id = ids[1]
    conn = sqlite3.connect(path)
    rows = [row[:4] for row in event_rows.read_game(conn, game_id)]
    # The deal dealt again at the end, the chain made again over it: the digests verify.
    deal = next(row for row in rows if row[1] == "roles_dealt")
    rows[-1] = (rows[-1][0], deal[1], deal[2], rows[-1][3])
    chain = digests.chain(game_id, rows)
    with conn:
        codes, key = event_rows.TypeCodes(), event_rows.head(conn, game_id)[0]
        conn.executemany("UPDATE events SET type = ?, payload = ?, digest = ? WHERE id = ?",
                         [(codes.code(conn, kind), payload, digest, event_rows.first_id(key) + seq)
                          for (seq, kind, payload, _), digest in zip(rows, chain)])
        conn.execute("UPDATE games SET event_digest = ? WHERE id = ?", [chain[-1], game_id])
    conn.close()
    with Archive(path, write=False) as archive:
        report = archive.check(full=True)
    assert list(report.damaged) == [game_id]
    assert report.damaged[game_id].kind == "replay" and "does not replay" in str(report.damaged[game_id].words)


def test_a_whole_archive_is_still_whole(copy):
    path, ids = copy
    with Archive(path, write=False) as archive:
        report = archive.check(full=True)
    assert report.ok and report.games == len(ids)
