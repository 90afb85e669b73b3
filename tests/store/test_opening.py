"""Opening an archive, step by step (store/opening/sequence.py): what a step refuses leaves
the file as it was and holds nothing (no lock, no connection)."""

from __future__ import annotations

import sqlite3

import pytest

from mafia_desktop.store import Archive, NotAnArchive
from mafia_desktop.store.opening import sequence


def _archive_with(tmp_path, statement: str):
    path = tmp_path / "a.sqlite3"
    Archive(path).close()
    conn = sqlite3.connect(path)
    conn.execute(statement)
    conn.commit()
    conn.close()
    return path


@pytest.mark.parametrize("kind, statement", [
    ("trigger", "CREATE TRIGGER wipe AFTER INSERT ON events BEGIN DELETE FROM game_players; END"),
    ("view", "CREATE VIEW everything AS SELECT * FROM games"),
])
def test_an_archive_holding_a_trigger_or_a_view_is_refused_by_name_and_left_as_it_was(tmp_path, kind, statement):
    path = _archive_with(tmp_path, statement)
    before = path.read_bytes()
    with pytest.raises(NotAnArchive) as refused:
        Archive(path)
    assert f"{kind} '" in str(refused.value) and "another program" in str(refused.value)
    assert path.read_bytes() == before
    with pytest.raises(NotAnArchive):
        Archive(path, write=False)
    # Nothing held: the refusal let go of the writer's lock.
    conn = sqlite3.connect(path)
    conn.execute("DROP " + kind.upper() + (" wipe" if kind == "trigger" else " everything"))
    conn.commit()
    conn.close()
    Archive(path).close()


def test_the_steps_run_in_their_order_and_a_refusal_stops_the_rest(tmp_path, monkeypatch):
    steps = []
    for name in ("found", "decide_writable", "refuse_unopenable", "lock_and_make", "schema_is_ours", "connected"):
        real = getattr(sequence, name)

        def step(*args, _real=real, _name=name):
            steps.append(_name)
            return _real(*args)
        monkeypatch.setattr(sequence, name, step)
    sequence.open_file(tmp_path / "a.sqlite3", True).let_go()
    assert steps == ["found", "decide_writable", "refuse_unopenable", "lock_and_make", "schema_is_ours", "connected"]
