"""Issue 15: every game verifiable, and honest refusals.

§1 damage goes unnoticed → seeded bit flips in copies are harmless or reported, never a
silently shorter game; a cut log and a changed event are named; the upgrade seals old games.
§2 damaged games crash → show/export and the API say the archive's own error.
§3 files changed that should not be → foreign and zeroed-header files are left alone, the
latter repaired into a new file.
"""

import json
import random
import shutil
import sqlite3

import pytest

from mafia_desktop.__main__ import main
from mafia_desktop.engine import preset
from mafia_desktop.store import Archive, ArchiveDamaged, ArchiveError, DamagedGame, DamagedHeader, NotAnArchive, UnknownGame
from mafia_desktop.store.opening import schema
from mafia_desktop.store.log import packing
from mafia_desktop.store.log.event_log import EventLog
from mafia_desktop.store.opening import upkeep
from mafia_desktop.store.housekeeping.backups import make_backup
from mafia_desktop.engine.autoplay import RandomHost

from .test_archive import digest


def played(archive: Archive, games: int, seed: int = 0) -> dict[str, list]:
    """Finished random games (seeded), stored as the window stores them; id → events."""
    logs = {}
    for n in range(games):
        rng = random.Random(seed + n)
        host = RandomHost(preset(("sport", "mastermind", "latvian", "classic")[n % 4]), rng,
                          undo_rate=0.03, check_undo=False)
        game_id = host.play_into(archive)
        logs[game_id] = list(host.game.events)
    return logs


@pytest.fixture(scope="module")
def six_games(tmp_path_factory):
    path = tmp_path_factory.mktemp("six") / "archive.sqlite3"
    with Archive(path) as archive:
        logs = played(archive, 6)
    return path, logs


def test_a_cut_log_is_damaged_from_its_first_missing_event_with_the_way_back(tmp_path, six_games):
    path = tmp_path / "archive.sqlite3"
    shutil.copy(six_games[0], path)
    game_id, events = next(iter(six_games[1].items()))
    with Archive(path) as archive:
        [written] = make_backup(archive).written
        archive.conn.execute("DELETE FROM events WHERE game = (SELECT key FROM games WHERE id = ?) AND seq > 35", [game_id])
        with pytest.raises(DamagedGame) as refused:
            archive.load(game_id)
        assert refused.value.problem.template == "events are missing from event {event} on"
        assert refused.value.problem.args == {"event": 36}
        assert refused.value.backup == written.path
        assert str(written.path) in str(refused.value) and "replay and protocol are refused" in str(refused.value)
        # The start-up check sees it too, and the listing still has the game's row.
        assert archive.check().damaged[game_id].event == 36
        assert game_id in archive.damaged and archive.game(game_id).finished



def test_the_way_back_is_looked_for_in_the_second_folder_once_a_game_is_found_damaged(tmp_path, six_games):
    # The command line's writer is given the second folder as a function (it is in the
    # window's settings): read only when a backup is looked for.
    path, stick = tmp_path / "archive.sqlite3", tmp_path / "stick"
    stick.mkdir()
    shutil.copy(six_games[0], path)
    game_id = next(iter(six_games[1]))
    asked = []
    with Archive(path) as archive:
        beside, second = make_backup(archive, extra=[stick]).written
        beside.path.unlink()                                      # only the stick holds it now
        archive.more_backup_folders = lambda: asked.append(1) or [stick]
        archive.load(game_id)
        assert not asked
        archive.conn.execute("DELETE FROM events WHERE game = (SELECT key FROM games WHERE id = ?) AND seq > 35", [game_id])
        with pytest.raises(DamagedGame) as refused:
            archive.load(game_id)
        assert refused.value.backup == second.path and asked == [1]
        with pytest.raises(DamagedGame):
            archive.load(game_id)
        assert asked == [1] and archive.backup_folders == [beside.path.parent, stick]

def test_a_changed_event_is_named_by_its_number(tmp_path, six_games):
    path = tmp_path / "archive.sqlite3"
    shutil.copy(six_games[0], path)
    game_id = list(six_games[1])[1]
    with Archive(path) as archive:
        archive.conn.execute("UPDATE events SET payload = payload || ' ' WHERE game = (SELECT key FROM games WHERE id = ?) AND seq = 7",
                             [game_id])
        with pytest.raises(DamagedGame, match="event 7 differs from what was written.*no backup holds it whole"):
            archive.events(game_id)
        report = archive.check(full=True)
    assert report.integrity == [] and list(report.damaged) == [game_id] and report.damaged[game_id].event == 7
    assert not report.ok


def test_events_whose_game_row_is_gone_are_reported(tmp_path, six_games):
    path = tmp_path / "archive.sqlite3"
    shutil.copy(six_games[0], path)
    game_id = list(six_games[1])[2]
    with Archive(path) as archive:
        key = archive.conn.execute("SELECT key FROM games WHERE id = ?", [game_id]).fetchone()[0]
        archive.conn.execute("PRAGMA foreign_keys = OFF")
        archive.conn.execute("DELETE FROM game_players WHERE game = ?", [key])
        archive.conn.execute("DELETE FROM games WHERE id = ?", [game_id])
        # The game's text id was on its row alone: its events are named by their key.
        problem = archive.check(full=True).damaged[f"#{key}"]
        assert problem.kind == "no-row" and f"its {len(six_games[1][game_id])} events" in str(problem.words)
        with pytest.raises(UnknownGame):
            archive.events(game_id)


def flip_a_bit(path, rng: random.Random) -> int:
    data = bytearray(path.read_bytes())
    offset = rng.randrange(len(data))
    data[offset] ^= 1 << rng.randrange(8)
    path.write_bytes(bytes(data))
    return offset


@pytest.mark.parametrize("seed", range(60))
def test_a_bit_flip_is_harmless_or_reported_never_a_shorter_game(tmp_path, six_games, seed):
    # Issue 15 §1: of 31 games × 30 copies, 11 loaded with fewer events and no error.
    source, logs = six_games
    path = tmp_path / "copy.sqlite3"
    shutil.copy(source, path)
    offset = flip_a_bit(path, random.Random(seed))
    try:
        archive = Archive(path, write=False)
    except ArchiveError:
        return   # refused as a whole, in the archive's words
    with archive:
        report = archive.check(full=True)
        try:
            listed = {row.id for row in archive.games()}
        except ArchiveError:
            listed = set()
        for game_id, events in logs.items():
            try:
                loaded = archive.load(game_id)
            except ArchiveError:
                assert not report.ok, f"flip at {offset}: {game_id} refused but the check saw nothing"
                continue
            assert loaded.events == events, f"flip at {offset}: {game_id} loaded as another game"
            assert loaded.state.ended
        if listed != set(logs):
            assert not report.ok, f"flip at {offset}: games missing from the list, the check saw nothing"


def test_bit_flips_are_caught_in_the_events_themselves(tmp_path, six_games):
    """The flips above must reach the log: flips only in the events' payloads, each found
    unless the event still reads exactly as written (a flip in the few bits that pad a
    packed payload's last byte changes nothing of it)."""
    source, logs = six_games
    rng = random.Random(99)
    accounted = 0
    for n in range(10):
        path = tmp_path / f"copy{n}.sqlite3"
        shutil.copy(source, path)
        data = bytearray(path.read_bytes())
        game_id = rng.choice(sorted(logs))
        seq = rng.randrange(1, len(logs[game_id]) + 1)
        places, payload = payload_in_file(path, data, game_id, seq)
        offset, bit = rng.randrange(len(payload)), 1 << rng.randrange(7)   # stays ASCII
        for where in places:   # the live record, and any stale copy of it a page split left
            data[where + offset] ^= bit
        path.write_bytes(bytes(data))
        flipped = bytes(data[places[0]:places[0] + len(payload)])
        if packing.unpack(payload) != packing.DAMAGED and packing.unpack(flipped) == packing.unpack(payload):
            with Archive(path, write=False) as archive:
                assert archive.events(game_id) == logs[game_id]   # the same event: nothing to find
            accounted += 1
            continue
        with Archive(path, write=False) as archive:
            with pytest.raises(DamagedGame) as refused:
                archive.events(game_id)
            accounted += refused.value.problem.args == {"event": seq}
    assert accounted == 10


def payload_in_file(path, data: bytes, game_id: str, seq: int) -> tuple[list[int], bytes]:
    """Where the event's payload lies in the file's bytes, and the payload: its record ends
    with the payload, the time (an integer of 0 to 6 bytes, as SQLite keeps one) and the digest.
    A page that split may leave a stale copy of the record in a free page of the file (how
    often depends on the games' ids and times, so on the day): every copy is listed."""
    with Archive(path, write=False) as archive:
        payload, at, stored = archive.conn.execute(
            "SELECT payload, at, digest FROM events WHERE game = (SELECT key FROM games WHERE id = ?) AND seq = ?",
            [game_id, seq]).fetchone()
    size = next(size for size, most in ((0, 1), (1, 2 ** 7), (2, 2 ** 15), (3, 2 ** 23), (4, 2 ** 31), (6, 2 ** 47))
                if (at in (0, 1) if size == 0 else -most <= at < most))
    raw = payload if isinstance(payload, bytes) else payload.encode("utf-8")   # packed, or its text
    places, at = [], data.find(stored)
    while at >= 0:
        where = at - size - len(raw)
        if data[where:where + len(raw)] == raw:
            places.append(where)
        at = data.find(stored, at + 1)
    assert places, "the event's record is not in the file"
    return places, raw


@pytest.mark.parametrize("kept", ["packed", "text"])
def test_a_payload_that_is_no_longer_utf8_is_damage_not_a_decoding_error(tmp_path, six_games, kept):
    path = tmp_path / "copy.sqlite3"
    shutil.copy(six_games[0], path)
    game_id = sorted(six_games[1])[0]
    if kept == "text":   # a payload kept as its text (one packing would not shorten)
        with Archive(path) as archive:
            archive.conn.execute("UPDATE events SET payload = CAST(x'7b2273656174223a20337d' AS TEXT) "
                                 "WHERE game = (SELECT key FROM games WHERE id = ?) AND seq = 3", [game_id])
    data = bytearray(path.read_bytes())
    for where in payload_in_file(path, data, game_id, 3)[0]:
        data[where + 1] = 0xFF
    path.write_bytes(bytes(data))
    with Archive(path, write=False) as archive:
        with pytest.raises(DamagedGame, match="event 3 differs"):
            archive.events(game_id)
        assert list(archive.check(full=True).damaged) == [game_id]


def test_a_damaged_page_is_the_archives_own_error_never_sqlites(tmp_path, six_games):
    # Issue 15 §2: the API raised raw sqlite3 errors and a TypeError.
    path = tmp_path / "archive.sqlite3"
    shutil.copy(six_games[0], path)
    data = bytearray(path.read_bytes())
    pages = len(data) // 4096
    for page in range(pages // 2, pages // 2 + 3):
        data[page * 4096:(page + 1) * 4096] = b"\xff" * 4096
    path.write_bytes(bytes(data))
    with Archive(path, write=False) as archive:
        errors = []
        for call in (archive.games, lambda: [archive.load(g) for g in six_games[1]],
                     lambda: archive.check(full=True)):
            try:
                call()
            except Exception as error:
                errors.append(error)
        assert all(isinstance(e, ArchiveError) and not isinstance(e, sqlite3.Error) for e in errors), errors
        report = archive.check(full=True)
    assert not report.ok
    assert any(isinstance(e, (ArchiveDamaged, DamagedGame)) for e in errors) or report.integrity


def test_show_and_export_of_a_damaged_game_say_so_without_a_traceback(tmp_path, six_games, capsys):
    path = tmp_path / "archive.sqlite3"
    shutil.copy(six_games[0], path)
    game_id = list(six_games[1])[3]
    conn = sqlite3.connect(path)
    conn.execute("DELETE FROM events WHERE game = (SELECT key FROM games WHERE id = ?) AND seq > 20", [game_id])
    conn.commit()
    conn.close()
    for argv in (["show", game_id], ["show", game_id, "--json"], ["export", game_id, "--pdf", str(tmp_path / "x.pdf")],
                 ["export", game_id, "--json", str(tmp_path / "x.json")]):
        assert main(["--db", str(path), *argv]) == 2
        err = capsys.readouterr().err
        assert "is damaged: events are missing from event 21 on" in err and "Traceback" not in err
    assert not (tmp_path / "x.pdf").exists() and not (tmp_path / "x.json").exists()
    assert main(["--db", str(path), "check"]) == 1
    out = capsys.readouterr().out
    assert "DAMAGED" in out and "integrity_check: ok" in out
    assert main(["--db", str(path), "check", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["damaged"][0]["id"] == game_id and report["damaged"][0]["event"] == 21
    assert main(["--db", str(path), "games"]) == 0
    assert "DAMAGED: events are missing from event 21 on" in capsys.readouterr().out


def test_check_of_a_whole_archive_exits_zero(six_games, capsys):
    assert main(["--db", str(six_games[0]), "check"]) == 0
    assert "The archive is whole: 6 games verified" in capsys.readouterr().out


def v3_file(path, logs: dict[str, list]) -> None:
    """An archive as version 3 wrote it (no digests)."""
    from mafia_desktop.engine import to_json
    conn = sqlite3.connect(path)
    conn.executescript(f"PRAGMA application_id = {schema.APPLICATION_ID};" + schema.SCHEMA_V1
                       + schema.MIGRATIONS[1] + schema.MIGRATIONS[2])
    for game_id, events in logs.items():
        conn.execute("INSERT INTO games (id, ruleset, options, created_at, updated_at) VALUES "
                     "(?, 'sport', '{}', '2026-01-01', '2026-01-01')", [game_id])
        for seq, event in enumerate(events, start=1):
            payload = to_json(event)
            kind = payload.pop("type")
            conn.execute("INSERT INTO events VALUES (?, ?, ?, ?, '2026-01-01T12:00:00.000+00:00')",
                         [game_id, seq, kind, json.dumps(payload)])
    conn.commit()
    conn.close()


def test_the_upgrade_seals_every_game_and_an_upgrade_cut_short_goes_on(tmp_path, six_games, monkeypatch):
    logs = six_games[1]
    path = tmp_path / "old.sqlite3"
    v3_file(path, logs)
    monkeypatch.setitem(upkeep.BATCH, "digests", 2)
    calls = []
    real_seal = EventLog.seal

    def seal_then_die(self, game_id):
        calls.append(game_id)
        if len(calls) == 5:   # the battery goes flat in the third batch
            raise KeyboardInterrupt
        real_seal(self, game_id)
    monkeypatch.setattr(EventLog, "seal", seal_then_die)
    with pytest.raises(KeyboardInterrupt):
        Archive(path)
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT count(*) FROM games WHERE event_count IS NOT NULL").fetchone()[0] == 4
    assert {task for (task,) in conn.execute("SELECT task FROM upkeep")} == {"digests", "rebuild", "listing", "ratings"}
    conn.close()
    monkeypatch.setattr(EventLog, "seal", real_seal)
    with Archive(path) as archive:
        assert archive.conn.execute("SELECT count(*) FROM upkeep").fetchone()[0] == 0
        assert archive.check(full=True).ok
        for game_id, events in logs.items():
            assert archive.events(game_id) == events
    assert schema.inspect(tmp_path / "old.sqlite3.v3.bak") == 3


def test_a_foreign_file_is_refused_untouched_whatever_it_holds(tmp_path):
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 7")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.close()
    before = digest(path)
    for attempt in (lambda: Archive(path), lambda: Archive(path, write=False)):
        with pytest.raises(NotAnArchive, match="no tables"):
            attempt()
    assert digest(path) == before
    assert main(["--db", str(path), "games"]) == 2 and digest(path) == before


def test_a_zeroed_header_is_offered_a_repair_into_a_new_file(tmp_path, six_games, capsys):
    path = tmp_path / "archive.sqlite3"
    shutil.copy(six_games[0], path)
    data = bytearray(path.read_bytes())
    data[68:72] = bytes(4)            # the application id, at offset 68 of the header
    path.write_bytes(bytes(data))
    before = digest(path)
    with pytest.raises(DamagedHeader, match=r"6 games\) whose header is damaged") as refused:
        Archive(path)
    assert refused.value.path == path and digest(path) == before
    assert main(["--db", str(path), "repair"]) == 0
    repaired = tmp_path / "archive-repaired.sqlite3"
    assert str(repaired) in capsys.readouterr().out and digest(path) == before
    with Archive(repaired, write=False) as archive:
        assert archive.check(full=True).ok
        assert {g: archive.events(g) for g in six_games[1]} == six_games[1]
    # ... and put in place of the damaged file, which is kept beside it.
    assert main(["--db", str(path), "restore-backup", str(repaired)]) == 0
    with Archive(path) as archive:
        assert len(archive.games()) == 6
    [kept] = tmp_path.glob("archive-replaced-*.sqlite3")
    assert digest(kept) == before


@pytest.mark.parametrize("column, table", [("digest", "events"), ("event_digest", "games")])
def test_a_digest_stored_as_a_text_is_damage_never_a_type_error(tmp_path, six_games, column, table):
    from mafia_desktop.store.importing.archives import import_archive
    path = tmp_path / "sent.sqlite3"
    shutil.copy(six_games[0], path)
    conn = sqlite3.connect(path)
    conn.execute(f"UPDATE {table} SET {column} = 'not a digest'")
    conn.commit()
    conn.close()
    with Archive(path, write=False) as archive:
        report = archive.check()
        assert sorted(report.damaged) == sorted(six_games[1]) and not report.ok
        with pytest.raises(DamagedGame, match="differs"):
            archive.events(list(six_games[1])[0])
    mine = tmp_path / "mine.sqlite3"
    with Archive(mine) as archive:
        results = list(import_archive(archive, path))
        assert archive.games() == []
    assert "damaged there and was skipped" in " ".join(str(result) for result in results)


@pytest.mark.parametrize("column, value", [("event_count", "'a text'"), ("event_count", "x'00'"),
                                           ("time_base", "x'00'"), ("time_base", "'a text'")])
def test_a_count_or_time_base_of_no_number_is_damage_never_a_type_error(tmp_path, six_games, column, value):
    from mafia_desktop.store.importing.archives import import_archive
    path = tmp_path / "sent.sqlite3"
    shutil.copy(six_games[0], path)
    game_id = list(six_games[1])[0]
    conn = sqlite3.connect(path)
    conn.execute(f"UPDATE games SET {column} = {value} WHERE id = ?", [game_id])
    conn.commit()
    conn.close()
    with Archive(path, write=False) as archive:
        with pytest.raises(DamagedGame):
            archive.events(game_id)
        assert list(archive.check(full=True).damaged) == [game_id]
    mine = tmp_path / "mine.sqlite3"
    with Archive(mine) as archive:
        results = " ".join(str(result) for result in import_archive(archive, path))
        assert game_id not in {row.id for row in archive.games()} and len(archive.games()) == 5
    assert "damaged there and was skipped" in results and game_id in results


def test_a_game_id_that_is_a_blob_is_a_damaged_game_never_an_attribute_error(tmp_path, six_games):
    from mafia_desktop.store.importing.archives import import_archive
    path = tmp_path / "sent.sqlite3"
    shutil.copy(six_games[0], path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE games SET id = x'00' WHERE id = ?", [list(six_games[1])[0]])
    conn.commit()
    conn.close()
    with Archive(path, write=False) as archive:
        assert list(archive.check(full=True).damaged) == [b"\x00"]
    mine = tmp_path / "mine.sqlite3"
    with Archive(mine) as archive:
        results = " ".join(str(result) for result in import_archive(archive, path))
        assert len(archive.games()) == 5
    assert "damaged there and was skipped" in results
