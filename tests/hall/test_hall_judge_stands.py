"""The judge counts only what he can stand behind (issue 42, part B): each attack run as a
table's own login on a real PostgreSQL; the game listed apart with its reason until the judge
counts it, nicknames folded and shown, the card on the table's real game, every stored value
survived and every read bounded, and no game of the hall's lost to a clock set back."""

from __future__ import annotations

import dataclasses
import re
import tracemalloc
import uuid
from datetime import datetime, timedelta, timezone

import psycopg

from mafia_desktop.hall import judge as judge_module, nicknames
from mafia_desktop.hall.connection import connect
from mafia_desktop.hall.judge import Watch
from mafia_desktop.store import Archive

from bench.hall_tables import play, script
from tests.hall.tables import hall_log, local_log, pushed, seat_as_played, seated_and_pushed
from tests.hall.test_hall_attacks import insert_event, iso, mafia_desktop


def relabelled(events: list, number: int | None = None, renamed: dict[int, str] | None = None) -> list:
    """The script's game labelled with round ``number`` and with seats renamed (seat → nickname)."""
    created, labelled, *rest = events
    names = list(created.nicknames)
    for seat, name in (renamed or {}).items():
        names[seat - 1] = name
    created = dataclasses.replace(created, nicknames=tuple(names))
    if number is not None:
        labelled = dataclasses.replace(labelled, number=str(number))
    return [created, labelled, *rest]


def judged(url: str, table: int) -> list:
    with connect(url) as conn:
        return Watch(conn).games(table)


# -- what a game's own log says ----------------------------------------------------------------

def test_a_whole_game_pushed_in_an_instant_is_listed_apart_until_the_judge_counts_it(hall, tmp_path, monkeypatch):
    monkeypatch.setattr(judge_module, "FLOOR", judge_module.Floor())   # the real floor, lifted by conftest
    organiser, logins = hall
    events = script(0)
    seat_as_played(logins[-1].url, 3, events)
    with Archive(tmp_path / "t3.sqlite3") as archive:   # table 3 inserts a finished game in one go
        game_id = play(archive, events)
        pushed(logins[2].url, archive.path)
    [game] = judged(logins[-1].url, 3)
    floor = judge_module.Floor().seconds(53, 21)       # script 0: 53 speeches, 21 votes
    assert not game.counts and game.length is not None and game.length < floor
    assert f"its {len(events)} events arrived within" in str(game.apart[0])
    assert f"53 speeches and 21 votes take at least {floor:.0f} s" in str(game.apart[0])
    with connect(logins[-1].url) as conn:
        watch = Watch(conn)
        assert watch.standings("sport") == []
        watch.accept(game_id)
        assert watch.games(3)[0].counts and len(watch.standings("sport")) == 10


def test_a_game_begun_out_of_its_rounds_order_is_listed_apart(hall, tmp_path):
    organiser, logins = hall
    second, fourth = relabelled(script(1), 2), relabelled(script(0), 4)
    for events in (second, relabelled(script(2), 3), fourth):
        seat_as_played(logins[-1].url, 3, events)
    with Archive(tmp_path / "t3.sqlite3") as archive:
        unfinished = play(archive, second, upto=10)     # round 2 left unfinished, round 3 never played
        pushed(logins[2].url, archive.path)
        ahead = play(archive, fourth)
        pushed(logins[2].url, archive.path)
    games = {game.game_id: game for game in judged(logins[-1].url, 3)}
    assert [str(why) for why in games[ahead].apart] == ["begun before this table's round 2 was over"]
    assert not games[ahead].counts and games[unfinished].apart == ()


def test_a_round_labelled_in_another_scripts_digits_is_no_round_number(hall, tmp_path):
    # "٣" int reads as 3, but no label of ours is written so (``numerals.digits``, as the table's
    # New game and the event's numbering read it): the game is held against the table's next round.
    organiser, logins = hall
    created, labelled, *rest = script(0)
    seated_and_pushed(logins, tmp_path / "t1.sqlite3", [created, dataclasses.replace(labelled, number="٣"), *rest])
    [game] = judged(logins[-1].url, 1)
    assert game.round == 1


def test_points_and_fouls_after_a_games_end_are_flagged_with_what_changed(hall, tmp_path):
    organiser, logins = hall
    events = script(0)
    game_id = seated_and_pushed(logins, tmp_path / "t1.sqlite3", events)
    with connect(logins[-1].url) as conn:
        before = {row.player: row.total for row in Watch(conn).standings("sport")}
    assert judged(logins[-1].url, 1)[0].counts
    with connect(logins[0].url) as table:   # the table's own login, after the end
        insert_event(table, game_id, len(events) + 1, '{"seat": 1, "points": 30, "reason": "x"}', "points_adjusted")
        table.commit()
    [game] = judged(logins[-1].url, 1)
    assert not game.counts
    assert [str(why) for why in game.apart] == ["changed after its end: +30 points to seat 1 (events after the end: 1)"]
    with connect(logins[-1].url) as conn:
        watch = Watch(conn)
        assert watch.standings("sport") == []         # not the +30 silently: nothing until the judge looks
        watch.accept(game_id)
        after = {row.player: row.total for row in watch.standings("sport")}
    first = events[0].nicknames[0]
    assert after[first] == before[first] + 30
    with connect(logins[0].url) as table:   # a foul after the end: no rule gives one, the game stops counting
        insert_event(table, game_id, len(events) + 2, '{"seat": 3}', "foul")
        table.commit()
    [game] = judged(logins[-1].url, 1)
    assert not game.counts and f"event {len(events) + 2} does not replay" in str(game.problem)


# -- nicknames ---------------------------------------------------------------------------------

def test_nicknames_are_folded_for_the_standings_and_hidden_characters_written_out():
    assert nicknames.key("PLAYER 14") == nicknames.key("Player 14") == nicknames.key("Ｐｌａｙｅｒ　１４")
    assert nicknames.key("Player\u200b 17") == nicknames.key("Player 17") == nicknames.key("\u202ePlayer 17")
    assert nicknames.shown("Player 17\u200b") == "Player 17⟨U+200B⟩"
    assert nicknames.shown("\u202eAnna") == "⟨U+202E⟩Anna" and nicknames.shown("Anna") == "Anna"
    assert nicknames.hidden("So\u00adfia") == ["U+00AD"] and nicknames.hidden("Иван") == []


def test_one_player_typed_two_ways_is_one_standings_row_and_a_hidden_character_is_flagged(hall, tmp_path):
    organiser, logins = hall
    events = script(0)
    names = events[0].nicknames
    seat_as_played(logins[-1].url, 1, events)
    seat_as_played(logins[-1].url, 2, events)
    shouted = relabelled(events, renamed={4: names[3].upper()})                # PLAYER 4: passes, one row
    hidden = relabelled(events, renamed={4: names[3].upper(), 7: names[6] + "\u200b", 2: "\u202e" + names[1]})
    games = {}
    for table, played in ((1, shouted), (2, hidden)):
        with Archive(tmp_path / f"t{table}.sqlite3") as archive:
            games[table] = play(archive, played)
            pushed(logins[table - 1].url, archive.path)
    assert judged(logins[-1].url, 1)[0].counts
    [flagged] = judged(logins[-1].url, 2)
    assert not flagged.counts
    assert f"seat 2 is ⟨U+202E⟩{names[1]}: it holds characters that do not show" in [str(w) for w in flagged.apart]
    with connect(logins[-1].url) as conn:
        watch = Watch(conn)
        watch.accept(games[2])
        rows = {row.player: row for row in watch.standings("sport")}
    # Ten players, two games each: shown as the hall seated them, never a second look-alike row.
    assert len(rows) == 10 and all(row.games == 2 for row in rows.values())
    assert names[3] in rows and names[6] in rows and names[1] in rows


def test_a_seat_typed_as_another_seats_nickname_cannot_count(hall, tmp_path):
    organiser, logins = hall
    events = script(0)
    names = events[0].nicknames
    twice = relabelled(events, renamed={5: names[3] + "\u200b"})   # seats 4 and 5: one player
    with Archive(tmp_path / "t1.sqlite3") as archive:
        game_id = play(archive, twice)
        pushed(logins[0].url, archive.path)
    with connect(logins[-1].url) as conn:
        watch = Watch(conn)
        watch.accept(game_id)
        [game] = watch.games(1)
        assert not game.counts and "seats 4 and 5 hold one nickname" in str(game.unfit)
        assert watch.standings("sport") == []


# -- the card follows the table's game ---------------------------------------------------------

def test_a_decoy_game_or_an_empty_row_does_not_take_the_card_off_the_real_game(hall, tmp_path):
    organiser, logins = hall
    events = script(0)
    seat_as_played(logins[-1].url, 1, events)
    with Archive(tmp_path / "t1.sqlite3") as archive:
        real = play(archive, events, upto=20)
        pushed(logins[0].url, archive.path)
        decoy = play(archive, script(1), upto=6)
        pushed(logins[0].url, archive.path)
        for event in events[20:40]:        # the real game goes on
            archive.append(real, [event])
        pushed(logins[0].url, archive.path)
    with connect(logins[0].url) as table:   # and an empty game row, the newest of all
        table.execute("INSERT INTO hall.games (game_id, ruleset, options, created_at) VALUES ('empty', 's', '{}', 'x')")
        table.commit()
    with connect(logins[-1].url) as conn:
        watch = Watch(conn)
        [card] = [t for t in watch.tables() if t.number == 1]
        games = {game.game_id: game for game in watch.games(1)}
    assert card.game_id == real and card.events == 40
    assert any("played at the same time" in str(why) for why in games[decoy].apart) and not games[decoy].stands


def test_a_game_begun_again_replaces_the_one_left_and_the_table_does_not_skip_a_round(hall, tmp_path):
    from mafia_desktop.hall.judge import next_round
    organiser, logins = hall
    events = relabelled(script(0), 1)       # the table's first round, as its New game labels it
    round_number = seat_as_played(logins[-1].url, 1, events)
    with connect(logins[-1].url) as conn:
        Watch(conn).hand_seating(round_number + 1, [[f"Next {s}" for s in range(1, 11)]])
    with Archive(tmp_path / "t1.sqlite3") as archive:
        misdealt = play(archive, events, upto=8)
        pushed(logins[0].url, archive.path)
        with connect(logins[0].url) as table:   # a misdeal: the New game offers the same round again
            assert next_round(table)[0] == round_number
        again = play(archive, events)
        pushed(logins[0].url, archive.path)
        with connect(logins[0].url) as table:
            assert next_round(table)[0] == round_number + 1
    with connect(logins[-1].url) as conn:
        watch = Watch(conn)
        games = {game.game_id: game for game in watch.games(1)}
        [card] = [t for t in watch.tables() if t.number == 1]
        assert len(watch.standings("sport")) == 10
    assert games[again].counts and card.game_id == again
    assert str(games[misdealt].apart[0]).startswith("begun again: replaced by this table's game begun ")


# -- what is stored cannot hold the judge ------------------------------------------------------

def test_the_judges_reads_are_bounded_whatever_a_game_holds(hall, tmp_path):
    organiser, logins = hall
    events = script(0)
    seat_as_played(logins[-1].url, 2, events)
    with Archive(tmp_path / "t2.sqlite3") as archive:
        fair = play(archive, events)
        pushed(logins[1].url, archive.path)
    big = '{"x": "' + "x" * (60 * 1024) + '"}'
    with connect(logins[0].url) as table:   # within the hall's limits: 64 kB an event, 20,000 a game
        for game_id, count in (("wide", 200), ("long", judge_module.READ_EVENTS + 1)):
            table.execute("INSERT INTO hall.games (game_id, ruleset, options, created_at) VALUES (%s, 's', '{}', 'x')",
                          [game_id])
            table.execute("INSERT INTO hall.events (game_id, seq, type, payload, at, digest) SELECT %s, s, 'undone', "
                          "%s, 'x', ''::bytea FROM generate_series(1, %s) s", [game_id, big if game_id == "wide" else
                                                                             "{}", count])
            table.commit()
    with connect(logins[-1].url) as conn:
        watch = Watch(conn)
        tracemalloc.start()
        try:
            games = {game.game_id: game for game in watch.games()}
            tables = {t.number: t for t in watch.tables()}
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        log = watch.log("wide")
    assert peak < 20 * 1024 * 1024, peak     # 12 MB of payloads on the server; none of them read
    assert re.search(r"event 1 does not replay: it holds \d{5} bytes, more than any event of a real game",
                     str(games["wide"].problem))
    assert f"holds {judge_module.READ_EVENTS + 1} events, more than a real game" in str(games["long"].problem)
    assert games["long"].events == judge_module.READ_EVENTS + 1 and games[fair].counts
    assert tables[2].game_id == fair and tables[2].state is not None and tables[2].state.ended
    assert log is not None and log.events == [] and "event 1 is no event" in str(log.problem)


def test_a_clock_of_nan_in_an_old_row_is_survived_by_the_page(hall, tmp_path, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from mafia_desktop.ui.hall.hall_page import HallPage
    organiser, logins = hall
    with psycopg.connect(organiser, autocommit=True) as conn:   # a hall from before the server refused it
        for name, in conn.execute("SELECT conname FROM pg_constraint WHERE conrelid = 'hall.clocks'::regclass "
                                  "AND contype = 'c'").fetchall():
            conn.execute(f'ALTER TABLE hall.clocks DROP CONSTRAINT "{name}"')
        conn.execute("INSERT INTO hall.clocks VALUES (1, 'NaN', now()), (2, 'Infinity', now()), (3, -1e308, now())")
    boxes = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *args: boxes.append(args[2])))
    page = HallPage()
    qtbot.addWidget(page)
    page.show()
    try:
        page.connect_to(logins[-1].url, None)
        qtbot.waitUntil(lambda: len(page.cards) == 3, timeout=10000)
        qtbot.wait(1500)   # three looks more
        texts = page.card_texts()
    finally:
        page.shut()
    assert boxes == [] and all("not a time" in texts[n] for n in (1, 2, 3)), (boxes, texts)


# -- which games are the hall's ----------------------------------------------------------------

def test_a_game_begun_after_joining_is_the_halls_whatever_the_clock_says(hall, tmp_path):
    organiser, logins = hall
    with Archive(tmp_path / "t1.sqlite3") as archive:
        play(archive, script(0), upto=6, at=iso(datetime.now(timezone.utc) - timedelta(days=7)))   # a club evening
        path = archive.path
    joined = mafia_desktop("--db", str(path), "hall", "status", logins[0].url)   # the table joins: nothing sent
    assert joined.returncode == 0 and "games played here before the hall was set up stay here" in joined.stdout
    with Archive(path) as archive:   # the clock set back by hand after joining, then put right again
        game_id = play(archive, script(1), upto=6, at=iso(datetime.now(timezone.utc) - timedelta(hours=5)))
    done = mafia_desktop("--db", str(path), "hall", "sync", logins[0].url)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "pushed 6 events of 1 games; 0 waiting" in done.stdout.replace("1 game;", "1 games;")
    with connect(organiser) as conn:
        assert sorted(hall_log(conn)) == [game_id] and hall_log(conn)[game_id] == local_log(path)[game_id]


def test_the_join_is_kept_once_and_read_again(tmp_path, monkeypatch):
    from mafia_desktop.hall import joins
    monkeypatch.setattr(joins, "joins_file", lambda: tmp_path / "state" / joins.FILE_NAME)
    key = joins.join_key(str(tmp_path / "a.sqlite3"), f"hall\nrole\n{uuid.uuid4()}")
    assert joins.joined(key) is None and joins.join(key, 7) == 7
    assert joins.join(key, 12) == 7 and joins.joined(key) == 7
    assert joins.joined(joins.join_key(str(tmp_path / "b.sqlite3"), "other")) is None
