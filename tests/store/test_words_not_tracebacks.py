"""What a damaged or hostile file gets is words, never a traceback: a schema version no app
wrote, a record's death of the wrong kind, a restore onto a read-only medium, a line of
``import -`` past its limit (refused while it is read, never held whole)."""

from __future__ import annotations

import io
import os
import shlex
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.formats import RecordError, limits
from mafia_desktop.store.importing import lines, read_record
from mafia_desktop.store import Archive, NotAnArchive
from mafia_desktop.store.housekeeping import backups, damaged_trees
from mafia_desktop.store.opening import schema
from tests.formats.test_real_records import record
from tests.store.evening import blacks_removed


@pytest.mark.parametrize("version", [0, -1, "'eleven'", "2.5"])
def test_a_schema_version_no_app_wrote_is_refused_in_words_and_nothing_written(tmp_path, version):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        archive.create_game(blacks_removed().game.events)
    conn = sqlite3.connect(path)
    conn.execute(f"UPDATE schema_version SET version = {version}")
    conn.commit()
    conn.close()
    content = path.read_bytes()
    with pytest.raises(NotAnArchive, match="no usable schema version"):
        schema.inspect(path)
    with pytest.raises(NotAnArchive, match="no usable schema version"):
        Archive(path)
    assert not list(tmp_path.glob("*.bak")) and not list(tmp_path.glob(".*.part"))   # no .v0.bak copy
    assert path.read_bytes() == content


@pytest.mark.parametrize("kind", [["night"], {"night": 1}])
def test_an_older_shape_death_type_of_the_wrong_kind_is_named_by_its_field(kind):
    data = record("mafiaratings-v0/1109.json")
    seat, player = next((n, p) for n, p in enumerate(data["players"], start=1) if "death_type" in p)
    player["death_type"] = kind
    with pytest.raises(RecordError, match=f"seat {seat}: unknown death type"):
        read_record(data)


@pytest.mark.parametrize("kind", [["night"], {"night": 1}])
def test_a_current_shape_death_type_of_the_wrong_kind_is_named_by_its_field(kind):
    data = record("mafiaratings/4872.json")
    data["players"][9]["death"]["type"] = kind
    with pytest.raises(RecordError, match="seat 10: unknown death type"):
        read_record(data)




def test_a_restore_on_a_read_only_medium_says_so_in_words(tmp_path):
    if os.name == "nt" or shutil.which("unshare") is None:
        pytest.skip("unshare (util-linux) is not installed")
    folder = tmp_path / "stick"
    path = folder / "archive.sqlite3"
    with Archive(path) as archive:
        archive.create_game(blacks_removed().game.events)
        [backup] = backups.make_backup(archive).written
    mount = ["unshare", "--mount", "--map-root-user"] if os.geteuid() != 0 else ["unshare", "--mount"]
    remount = f"mount --bind {folder} {folder} && mount -o remount,ro,bind {folder} {folder}"
    probe = subprocess.run([*mount, "sh", "-c", remount], capture_output=True, text=True)
    if probe.returncode != 0:
        pytest.skip(f"no mount namespace here: {probe.stderr.strip()}")
    command = [str(Path(sys.executable).with_name("mafia-desktop")), "--db", str(path), "restore-backup",
               str(backup.path)]
    done = subprocess.run([*mount, "sh", "-c", f"{remount} && exec {shlex.join(command)}"], capture_output=True,
                          text=True, timeout=120, env={**os.environ, "HOME": str(tmp_path)})
    assert done.returncode != 0
    assert "read-only" in done.stderr and "Errno" not in done.stderr and "Traceback" not in done.stderr, done.stderr
    with Archive(path) as archive:   # nothing changed
        assert len(archive.games()) == 1


#: A process that feeds ``mafia-desktop import -`` one line of ``MB`` megabytes and says the
#: import's exit code and its peak memory (its children's, in kB).
FEED = """
import resource, subprocess, sys
command, megabytes = sys.argv[1:-1], int(sys.argv[-1])
child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
block = b"[" * (1 << 20)
for _ in range(megabytes):
    child.stdin.write(block)
child.stdin.write(b"\\n")
child.stdin.close()
print(child.wait(), resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
"""


@pytest.mark.skipif(sys.platform != "linux", reason="ru_maxrss in kB: Linux")
def test_import_from_a_stream_keeps_its_line_limit_while_reading(tmp_path):
    command = [str(Path(sys.executable).with_name("mafia-desktop")), "--db", str(tmp_path / "a.sqlite3"),
               "import", "-"]
    done = subprocess.run([sys.executable, "-c", FEED, *command, "300"], capture_output=True, text=True,
                          timeout=300, env={**os.environ, "HOME": str(tmp_path)})
    code, peak_kb = map(int, done.stdout.split())
    assert code == 1                        # the line refused in words
    assert peak_kb < 200 * 1024, peak_kb    # not the 300 MB line read whole (52 MB measured; 656 MB before)


def test_an_overlong_line_is_refused_and_the_next_one_read():
    stream = io.BytesIO(b"[" * (limits.MAX_FILE_BYTES * 2 + 5) + b'\n\n{"id": 1}\n')
    found = list(lines(stream))
    assert [line.where for line in found] == ["<stdin>:1", "<stdin>:3"]
    assert len(found[0].text) == limits.MAX_FILE_BYTES + 1 and found[1].text == b'{"id": 1}\n'
    with pytest.raises(limits.FileRefused, match="more than"):
        limits.loads(found[0].text)


def null_payload(path: Path, game_id: str, seq: int) -> None:
    """The event's payload NULL, as a bit flip in its record's header makes it (the column's
    NOT NULL lifted for the write and put back, the schema as it was)."""
    conn = sqlite3.connect(path)
    [sql] = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'events'").fetchone()
    key = conn.execute("SELECT key FROM games WHERE id = ?", [game_id]).fetchone()[0]
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_master SET sql = ? WHERE name = 'events'", [sql.replace("payload TEXT NOT NULL",
                                                                                      "payload TEXT")])
    conn.commit()
    conn.close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE events SET payload = NULL WHERE id = ?", [(key << 20) + seq])
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_master SET sql = ? WHERE name = 'events'", [sql])
    conn.commit()
    conn.close()


def cli(path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(Path(sys.executable).with_name("mafia-desktop")), "--db", str(path), *args],
                          capture_output=True, text=True, timeout=120, env={**os.environ, "HOME": str(path.parent)})


def test_a_payload_a_flip_made_null_is_a_damaged_game_in_words(tmp_path):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        damaged = archive.create_game(blacks_removed().game.events)
        whole = archive.create_game(blacks_removed().game.events)
    null_payload(path, damaged, 3)
    listed = cli(path, "games")
    [line] = [line for line in listed.stdout.splitlines() if line.startswith(damaged[:8])]
    assert "DAMAGED" in line and "DAMAGED" not in next(line for line in listed.stdout.splitlines()
                                                       if line.startswith(whole[:8]))
    for args in (["check"], ["show", damaged], ["export", damaged, "--json", str(tmp_path / "out.json")]):
        done = cli(path, *args)
        assert "Traceback" not in done.stderr and "AttributeError" not in done.stderr, done.stderr
        assert f"Game {damaged} is damaged: event 3 differs" in done.stdout + done.stderr, args
    with Archive(path, write=False) as archive:
        assert set(archive.check(full=True).damaged) == {damaged}


def test_a_flip_in_an_index_names_the_game_it_touches_and_the_index_is_rebuilt(tmp_path):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        ids = [archive.create_game(blacks_removed().game.events) for _ in range(50)]
    conn = sqlite3.connect(path)
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    [page, *_] = [p for (p,) in conn.execute("SELECT pageno FROM dbstat WHERE name = 'games_list' "
                                             "AND pagetype = 'leaf'")]
    conn.close()
    data = bytearray(path.read_bytes())
    at = data.index(b"20", (page - 1) * page_size, page * page_size)   # a start's or an update's year
    data[at] ^= ord("2") ^ ord("v")                                    # "v026-12-04", as the issue saw
    path.write_bytes(bytes(data))
    done = cli(path, "check")
    assert "Traceback" not in done.stderr, done.stderr
    said = done.stdout.splitlines()
    assert "missing from index games_list" in said[0]
    [touched] = [line for line in said if line.startswith("The index games_list (of games) is damaged; 1 game")]
    assert touched.split(": ")[-1] in ids
    assert any(line.startswith("Rebuilt from the tables: games_list.") for line in said)
    assert said[-1].startswith("The archive is whole: 50 games")
    again = cli(path, "check")
    assert again.returncode == 0 and again.stdout.splitlines()[0] == "SQLite integrity_check: ok"
    assert "v0" not in cli(path, "games").stdout


def swap_two_cells(path: Path, tree: str) -> list[int]:
    """Two cells of a leaf page of ``tree`` swapped (their pointers: a flip's kind of damage);
    the keys its cells hold (their rowids, or their first columns)."""
    conn = sqlite3.connect(path)
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    pages = [p for (p,) in conn.execute("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf'", [tree])]
    conn.close()
    page = pages[len(pages) // 2]
    data = bytearray(path.read_bytes())
    start = (page - 1) * size
    held = damaged_trees.page_cells(bytes(data[start:start + size]), 0)
    count = int.from_bytes(data[start + 3:start + 5], "big")
    first = start + 8 + 2 * (count // 2)
    data[first:first + 2], data[first + 2:first + 4] = data[first + 2:first + 4], data[first:first + 2]
    path.write_bytes(bytes(data))
    return [rowid if rowid is not None else values[0] for rowid, values in held]


@pytest.mark.parametrize("tree", ["events", "game_players"])
def test_check_names_the_games_a_damaged_page_touches(tmp_path, tree):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        for _ in range(50):
            archive.create_game(blacks_removed().game.events)
        keys = dict(archive.conn.execute("SELECT key, id FROM games").fetchall())
    held = swap_two_cells(path, tree)
    on_page = {keys[key >> 20 if tree == "events" else key] for key in held}
    done = cli(path, "check")
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    [said] = [line for line in done.stdout.splitlines() if line.startswith(f"Rows of the table {tree} are damaged")]
    named = set(said.split(": ", 1)[1].split(", "))
    assert named and (named <= on_page if tree == "events" else len(named) <= 2 and named <= on_page)
    if tree == "events":
        assert named == on_page   # every game with a row on the page
