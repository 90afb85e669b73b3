"""Faults across processes: a writer killed mid-game loses nothing it acknowledged, and a
second writer is refused while the first holds the archive."""

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from mafia_desktop.engine import commands as c, fold
from mafia_desktop.store import Archive, ArchiveBusy

ROOT = Path(__file__).resolve().parents[2]

# A host who taps as fast as he can: every appended event is acknowledged on stdout.
WRITER = textwrap.dedent("""
    import random, sys
    sys.path.insert(0, {root!r})
    from mafia_desktop.store import Archive
    from mafia_desktop.engine.autoplay import RandomHost
    from mafia_desktop.engine import preset
    archive = Archive(sys.argv[1])
    rng = random.Random(7)
    host = RandomHost(preset("sport"), rng, undo_rate=0.05, check_undo=False)
    game_id = archive.create_game(host.game.events)
    print("game", game_id, flush=True)
    stored = len(host.game.events)
    while not host.state.ended:
        host.act()
        archive.append(game_id, host.game.events[stored:], state=host.state)
        stored = len(host.game.events)
        print("stored", stored, flush=True)
    print("ended", flush=True)
    import time; time.sleep(60)
""")


def start_writer(path: Path) -> subprocess.Popen:
    script = path.parent / "writer.py"
    script.write_text(WRITER.format(root=str(ROOT)))
    return subprocess.Popen([sys.executable, str(script), str(path)], stdout=subprocess.PIPE,
                            text=True, cwd=ROOT)


def test_sigkill_mid_game_loses_no_acknowledged_event_and_the_game_resumes(tmp_path):
    path = tmp_path / "archive.sqlite3"
    writer = start_writer(path)
    game_id = writer.stdout.readline().split()[1]
    acknowledged = 0
    while acknowledged < 60:
        line = writer.stdout.readline()
        assert line.startswith("stored"), line
        acknowledged = int(line.split()[1])
    os.kill(writer.pid, signal.SIGKILL)
    writer.wait()
    with Archive(path) as archive:                        # the lock died with the process
        events = archive.events(game_id)
        assert len(events) >= acknowledged
        assert [row.id for row in archive.unfinished()] == [game_id]
        game = archive.load(game_id)
        assert game.state == fold(events) and not game.state.ended
        # ... and the host goes on where it stopped.
        step_before = game.state.step
        new = game.run(c.foul, seat=game.state.living()[0]) if game.state.living() else []
        archive.append(game_id, new, state=game.state)
        assert archive.load(game_id).state == game.state and step_before is not None
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    check.close()


def test_a_second_process_is_refused_while_the_first_writes(tmp_path):
    path = tmp_path / "archive.sqlite3"
    writer = start_writer(path)
    try:
        writer.stdout.readline()
        deadline = time.time() + 30
        refused = False
        while time.time() < deadline:
            try:
                Archive(path).close()
            except ArchiveBusy as error:
                refused = "open in another mafia-desktop" in str(error)
                break
        assert refused
        with Archive(path, write=False) as reader:        # reading beside it still works
            assert len(reader.games()) == 1
    finally:
        writer.kill()
        writer.wait()
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    check.close()
