"""One game, counted once (issue 29): the same real game imported from Polemica and from
mafiaratings, or played at this table and then imported, is one game in the archive unless
the host asks to keep both."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.store import Archive
from mafia_desktop.store import importing
from mafia_desktop.store.importing import workers
from mafia_desktop.store.importing import Line, import_files, read_record

from tests.real_games import MAFIARATINGS, POLEMICA

ROOT = Path(__file__).resolve().parents[2]
BOTH = (POLEMICA / "334187.json", MAFIARATINGS / "334187.json")


@pytest.mark.parametrize("order", [BOTH, BOTH[::-1]], ids=["polemica first", "mafiaratings first"])
def test_a_game_from_two_services_is_kept_once(tmp_path, order):
    with Archive(tmp_path / "a.sqlite3") as archive:
        first, second = (list(import_files(archive, [path]))[0] for path in order)
        assert first.status == "imported" and second.status == "duplicate"
        assert second.game_id == first.game_id and "is already in the archive as" in str(second.message)
        assert len(archive.games()) == 1
        assert {row[0] for row in archive.conn.execute("SELECT count(*) FROM game_players GROUP BY player")} == {1}


def test_a_game_from_two_services_is_kept_once_when_read_in_worker_processes(tmp_path, monkeypatch):
    """A big import reads its records in workers, which send no replayed state back: the
    twin is found all the same (it was imported twice)."""
    monkeypatch.setattr(workers, "PARALLEL_FROM", 1)
    with Archive(tmp_path / "a.sqlite3") as archive:
        first, second = import_files(archive, list(BOTH), workers=2)
        assert first.status == "imported" and second.status == "duplicate"
        assert second.game_id == first.game_id and len(archive.games()) == 1


def test_a_game_played_here_is_not_imported_again(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        record = read_record(json.loads(BOTH[0].read_text(encoding="utf-8")))
        played = archive.create_game(record.events, at=record.started_at)   # hosted here, at its own time
        [result] = import_files(archive, [BOTH[1]])
        assert result.status == "duplicate" and result.game_id == played
        assert "a game played at this table" in str(result.message)


def test_keep_both_imports_the_second_record_all_the_same(tmp_path):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        list(import_files(archive, [BOTH[0]]))
    done = subprocess.run([sys.executable, "-m", "mafia_desktop", "--db", str(path), "import", str(BOTH[1]),
                           "--keep-both"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    with Archive(path, write=False) as archive:
        assert len(archive.games()) == 2


def test_a_game_that_differs_in_a_role_is_another_game(tmp_path):
    data = json.loads(BOTH[1].read_text(encoding="utf-8"))
    with Archive(tmp_path / "a.sqlite3") as archive:
        list(import_files(archive, [BOTH[0]]))
        players = data["players"] if isinstance(data.get("players"), list) else None
        if players is None:
            pytest.fail("the mafiaratings record keeps its players as a list")
        sheriff = next(p for p in players if p.get("role") == "sheriff")
        civilian = next(p for p in players if p.get("role") in (None, "civ", "civilian", "town"))
        sheriff["role"], civilian["role"] = civilian.get("role"), "sheriff"
        changed = tmp_path / "changed.json"
        changed.write_text(json.dumps(data), encoding="utf-8")
        [result] = import_files(archive, [changed])
        assert result.status == "imported", result.message


def test_the_twin_lookup_compares_only_the_games_of_the_same_people(tmp_path, monkeypatch):
    """Issue 44: a record's twin was looked for among every game begun within ten minutes of
    it, each row built and its seats read. Now the archive gives only those of the same
    people seat by seat, the same result, from another source: of many games begun at that
    very minute by other people, the one the record must be compared with."""
    original = json.loads(BOTH[0].read_text(encoding="utf-8"))
    others = []
    for number in range(12):      # the same game, begun at the same minute, by other people
        record = json.loads(json.dumps(original))
        record["id"] = f"other-table-{number}"
        for player in record["players"]:
            player["username"] = player["player"]["username"] = f"{player['username']} of table {number}"
        others.append(record)
    with Archive(tmp_path / "a.sqlite3") as archive:
        assert [r.status for r in import_files(archive, [Line(f"<{r['id']}>", json.dumps(r).encode())
                                                        for r in others])] == ["imported"] * len(others)
        [twin] = import_files(archive, [BOTH[0]])    # (the last of them all to begin: listed last)
        compared = []
        seats_of = Archive.seats_of
        monkeypatch.setattr(Archive, "seats_of", lambda self, game_id: compared.append(game_id)
                            or seats_of(self, game_id))
        [result] = import_files(archive, [BOTH[1]])
        assert result.status == "duplicate" and result.game_id == twin.game_id
        assert compared == [twin.game_id]
        # Copies of one record (one source) are nobody's twin: none of them is compared.
        compared.clear()
        again = json.loads(json.dumps(others[0]))
        again["id"] = "other-table-again"
        [result] = import_files(archive, [Line("<again>", json.dumps(again).encode())])
        assert result.status == "imported" and compared == []


def test_the_twin_lookup_reads_a_bounded_number_of_games_of_the_same_people(tmp_path, monkeypatch):
    """Copies of one record under other ids (the same people, begun at the same minute): each
    lookup reads at most ``NEAREST`` of them on either side of its start, not every copy."""
    monkeypatch.setattr(importing, "NEAREST", 2)
    original = json.loads(BOTH[0].read_text(encoding="utf-8"))
    copies = [Line(f"<copy {number}>", json.dumps({**original, "id": f"copy-{number}"}).encode())
              for number in range(8)]
    read = []
    candidates = Archive.twin_candidates
    monkeypatch.setattr(Archive, "twin_candidates", lambda self, *args: read.append(candidates(self, *args))
                        or read[-1])
    with Archive(tmp_path / "a.sqlite3") as archive:
        assert {r.status for r in import_files(archive, copies)} == {"imported"}
    assert [len(rows) for rows in read] == [0, 1, 2, 2, 2, 2, 2, 2]
