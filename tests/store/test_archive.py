"""The archive file: the event log, projections, trash, migrations and every bad file."""

import hashlib
import sqlite3

import pytest

from mafia_desktop.engine import Game, LeftHow, commands as c, fold, preset
from mafia_desktop.store import Archive, ArchiveBusy, ArchiveError, ArchiveTooNew, NotAnArchive, UnknownGame
from mafia_desktop.store.opening import schema

from tests.engine.table import SPORT_DEAL


def new_game(archive: Archive, names=None) -> tuple[str, Game]:
    game = Game.new(preset("sport"), names or [f"Player {i}" for i in range(1, 11)])
    game_id = archive.create_game(game.events)
    store(archive, game_id, game, c.deal_roles, roles=SPORT_DEAL)
    return game_id, game


def store(archive: Archive, game_id: str, game: Game, command, **kwargs) -> None:
    """What the window does for every tap: run the command, append its events."""
    archive.append(game_id, game.run(command, **kwargs), state=game.state)


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_archive_is_created_on_first_use_with_the_tables(tmp_path):
    path = tmp_path / "sub" / "archive.sqlite3"
    with Archive(path) as archive:
        tables = set(archive.db.table_names())
    assert {"games", "events", "players", "schema_version", "game_players"} <= tables
    assert schema.inspect(path) == schema.SCHEMA_VERSION


def test_events_round_trip_and_the_game_is_rebuilt_by_folding(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        game_id, game = new_game(archive)
        store(archive, game_id, game, c.label, club="Crime Time", table="2", number="7", host="Judge")
        store(archive, game_id, game, c.next_turn, now=1.0)
        assert archive.events(game_id) == game.events
        assert archive.load(game_id).state == game.state
        row = archive.game(game_id)
        assert (row.club, row.table_no, row.game_no, row.host) == ("Crime Time", "2", "7", "Judge")
        assert row.finished is False and row.phase == "night"
        assert [seq for (seq,) in archive.db.execute(
            "SELECT seq FROM events WHERE game = (SELECT key FROM games WHERE id = ?) ORDER BY seq", [game_id])] == list(
            range(1, len(game.events) + 1))


def test_unfinished_games_are_listed_newest_first(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        first, _ = new_game(archive)
        second, _ = new_game(archive)
        assert [row.id for row in archive.unfinished()] == [second, first]
        assert archive.game(first[:8]).id == first          # a short id is enough


def test_a_finished_game_is_projected_with_its_winner(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        game_id, game = new_game(archive)
        for seat in (2, 7, 9):
            store(archive, game_id, game, c.remove, seat=seat)
        store(archive, game_id, game, c.end_game)
        row = archive.game(game_id)
        assert row.finished and row.winner == "red" and row.finished_at is not None
        assert archive.unfinished() == []


def test_nickname_registry_completes_earlier_nicknames(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        new_game(archive, [f"Ann{i}" for i in range(10)])
        new_game(archive, ["Anna", "Boris", "Ģirts", "Ольга", "דנה", "Eve", "Finn", "Gus", "Hal", "Ivy"])
        assert archive.nicknames("ann")[0] == "Anna"
        assert "Ann3" in archive.nicknames("Ann")
        assert archive.nicknames("ол") == ["Ольга"] or archive.nicknames("Ол") == ["Ольга"]
        assert archive.nicknames("%") == []                  # LIKE wildcards are literal


def test_games_of_a_player(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        first, _ = new_game(archive)
        new_game(archive, ["Zed"] + [f"Q{i}" for i in range(9)])
        assert [row.id for row in archive.games(player="player 3")] == [first]


def test_projections_can_be_rebuilt_from_the_events(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        game_id, game = new_game(archive)
        store(archive, game_id, game, c.label, club="X")
        before = [dict(r) for r in archive.db.query("SELECT * FROM games")]
        players = [dict(r) for r in archive.db.query("SELECT * FROM game_players ORDER BY seat")]
        archive.db.execute("UPDATE games SET club = 'garbage', winner = 'black'")
        archive.db.execute("DELETE FROM game_players")
        archive.rebuild_projections()
        assert [dict(r) for r in archive.db.query("SELECT * FROM games")] == before
        assert [dict(r) for r in archive.db.query("SELECT * FROM game_players ORDER BY seat")] == players


def test_trash_is_reversible_until_emptied(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        game_id, _ = new_game(archive)
        archive.trash(game_id)
        assert archive.games() == [] and [r.id for r in archive.games(trash=True)] == [game_id]
        archive.restore(game_id)
        assert [r.id for r in archive.games()] == [game_id]
        archive.trash(game_id)
        assert archive.empty_trash() == 1
        with pytest.raises(UnknownGame):
            archive.events(game_id)


def test_random_bytes_are_refused_and_left_alone(tmp_path):
    path = tmp_path / "photo.sqlite3"
    path.write_bytes(bytes(range(256)) * 40)
    before = digest(path)
    with pytest.raises(NotAnArchive, match="not a mafia-desktop archive"):
        Archive(path)
    assert digest(path) == before


def test_another_programs_sqlite_file_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.execute("INSERT INTO notes VALUES ('keep me')")
    conn.commit()
    conn.close()
    before = digest(path)
    with pytest.raises(NotAnArchive, match="another program"):
        Archive(path)
    assert digest(path) == before
    assert not (tmp_path / "other.db-wal").exists()


def test_an_archive_from_a_newer_version_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "a.sqlite3"
    Archive(path).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE schema_version SET version = 99")
    conn.commit()
    conn.close()
    before = digest(path)
    with pytest.raises(ArchiveTooNew, match="newer mafia-desktop"):
        Archive(path)
    assert digest(path) == before


def test_a_damaged_event_is_reported_with_its_game(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        game_id, _ = new_game(archive)
        archive.db.execute("UPDATE events SET payload = '{\"by\": 1}' WHERE seq = 2 AND "
                           "game = (SELECT key FROM games WHERE id = ?)", [game_id])
        with pytest.raises(ArchiveError, match=f"Game {game_id}"):
            archive.load(game_id)


def test_a_file_of_the_previous_version_opens_and_keeps_its_games(tmp_path):
    path = tmp_path / "old.sqlite3"
    game = Game.new(preset("sport"), [f"Old {i}" for i in range(1, 11)])
    game.run(c.deal_roles, roles=SPORT_DEAL)
    conn = sqlite3.connect(path)
    conn.executescript(f"PRAGMA application_id = {schema.APPLICATION_ID};" + schema.SCHEMA_V1)
    conn.execute("INSERT INTO games (id, ruleset, options, created_at, updated_at) VALUES "
                 "('g1', 'sport', '{}', '2025-01-01', '2025-01-01')")
    from mafia_desktop.engine import to_json
    import json
    for seq, event in enumerate(game.events, start=1):
        payload = to_json(event)
        kind = payload.pop("type")
        conn.execute("INSERT INTO events VALUES ('g1', ?, ?, ?, '2025-01-01')", [seq, kind, json.dumps(payload)])
    conn.commit()
    conn.close()
    assert schema.inspect(path) == 1
    with Archive(path) as archive:
        assert archive.load("g1").state == game.state
        archive.rebuild_projections()
        assert archive.games()[0].players == 10 and archive.games()[0].deleted_at is None
        # Version 3's seat rows were filled by folding the game: the person and his fouls.
        assert archive.conn.execute(
            "SELECT count(*) FROM game_players WHERE player = nickname AND fouls = 0").fetchone()[0] == 10
    assert schema.inspect(path) == schema.SCHEMA_VERSION
    assert schema.inspect(tmp_path / "old.sqlite3.v1.bak") == 1   # the file as it was, kept


def test_a_second_writer_is_told_clearly(tmp_path):
    path = tmp_path / "a.sqlite3"
    with Archive(path):
        with pytest.raises(ArchiveBusy, match="open in another mafia-desktop"):
            Archive(path)
        with Archive(path, write=False) as reader:        # listings still work beside it
            assert reader.games() == []
    Archive(path).close()                                 # free again once closed


def test_reading_only_cannot_write(tmp_path):
    path = tmp_path / "a.sqlite3"
    Archive(path).close()
    with Archive(path, write=False) as reader:
        with pytest.raises(ArchiveError, match="reading only"):
            reader.create_game(Game.new(preset("sport"), [f"P{i}" for i in range(10)]).events)


def test_a_game_the_rules_refuse_is_not_written(tmp_path):
    from mafia_desktop.engine import events as ev
    with Archive(tmp_path / "a.sqlite3") as archive:
        game = Game.new(preset("sport"), [f"P{i}" for i in range(10)])
        with pytest.raises(ArchiveError, match=r"Event 2 \(nominated\): Seat 1 can nominate only"):
            archive.create_game(game.events + [ev.Nominated(1, 2)])
        assert archive.games() == []


def test_a_departure_is_listed_in_the_state_after_reload(tmp_path):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        game_id, game = new_game(archive)
        store(archive, game_id, game, c.remove, seat=4, reason="phone")
    with Archive(path) as archive:
        state = archive.load(game_id).state
    assert state.seat(4).left.how is LeftHow.REMOVED
    assert fold(game.events) == state


def test_an_sqlite_file_with_no_tables_is_refused_untouched(tmp_path):
    # Issue 15 §3: another program's fresh database (no tables, its own user_version) is not
    # ours to change, whatever it holds; creation is atomic, so no half archive looks so.
    path = tmp_path / "a.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 7")
    conn.execute("VACUUM")
    conn.close()
    before = digest(path)
    with pytest.raises(NotAnArchive, match=r"no tables \(user version 7\).*not changed"):
        Archive(path)
    assert digest(path) == before and sorted(p.name for p in tmp_path.iterdir()) == ["a.sqlite3"]


def test_a_zero_byte_file_becomes_a_new_archive_and_the_host_is_told(tmp_path):
    path = tmp_path / "a.sqlite3"
    path.touch()
    with Archive(path) as archive:
        assert archive.games() == []
        [notice] = archive.notices
    assert notice.template.startswith("{path} was an empty file (0 bytes)")
    assert schema.inspect(path) == schema.SCHEMA_VERSION


def test_a_failed_write_is_an_archive_error_and_the_next_one_is_numbered_right(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        game_id, game = new_game(archive)
        archive.conn.execute("CREATE TRIGGER refuse BEFORE INSERT ON events BEGIN "
                             "SELECT RAISE(ABORT, 'disk full'); END")
        with pytest.raises(ArchiveError, match="not saved"):
            archive.append(game_id, game.run(c.foul, seat=3), state=game.state)
        archive.conn.execute("DROP TRIGGER refuse")
        game = archive.load(game_id)
        store(archive, game_id, game, c.foul, seat=4)
        assert archive.load(game_id).state.seat(4).fouls == 1
        assert archive.load(game_id).state.seat(3).fouls == 0


def test_a_payload_is_kept_as_the_text_json_dumps_gives_it():
    """The payload's text is what its digest covers: ``payload_text``, which writes the plain
    values itself, gives exactly ``json.dumps`` of the event's JSON (its type aside, with
    ``ensure_ascii=False``), for every event of real games and for awkward values."""
    import json
    import math

    from mafia_desktop.engine import events as ev
    from mafia_desktop.engine import to_json
    from mafia_desktop.engine.errors import Message
    from mafia_desktop.engine.events import payload_text
    from tests.engine.event_games import event_tables

    played = [event for table in event_tables() for event in table.game.events]
    awkward = [
        ev.NicknameChanged(3, "Ёжик \u2028 \"quoted\" \\ 🙂 \x01"),
        ev.PointsAdjusted(2, -0.0, "x"), ev.PointsAdjusted(2, 1e20, ""), ev.PointsAdjusted(2, 0.1 + 0.2, "y"),
        ev.PointsAdjusted(2, math.inf, "beyond"), ev.PointsAdjusted(2, math.nan, "none"),
        ev.SpeechEnded(None, 1773025263.25), ev.SpeechEnded(4, 1.0, True), ev.SpeechPaused(2 ** 53, 0.0),
        ev.PlayerRemoved(5, Message("disqualified")), ev.ShotsFired(((7, None), (9, 1))), ev.Redone(),
        ev.Undone(slip=True), ev.BestMoveMade(1, (2, 3, 4), True, 5.5),
    ]
    for event in played + awkward:
        payload = to_json(event)
        del payload["type"]
        assert payload_text(event) == json.dumps(payload, ensure_ascii=False), event
    with pytest.raises(TypeError):
        payload_text(ev.SpeechEnded(object(), 1.0))   # type: ignore[arg-type]


def test_event_types_are_numbered_in_the_order_the_first_game_uses_them(tmp_path):
    # A type's code is the archive's own (``event_rows.TypeCodes``): an import gives the same
    # codes, and so the same rows, whichever way it looks the types up.
    from mafia_desktop.store.importing import import_file
    from tests.real_games import REAL_GAMES
    with Archive(tmp_path / "a.sqlite3") as archive:
        [result] = import_file(archive, REAL_GAMES / "polemica" / "333915.json")
        used = list(dict.fromkeys(event.type for event in archive.events(result.game_id)))
        numbered = [name for (name,) in archive.conn.execute("SELECT name FROM event_types ORDER BY code")]
    assert numbered == used and len(used) > 8
