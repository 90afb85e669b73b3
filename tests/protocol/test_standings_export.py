"""Issue 7: an event's standings as PDF and CSV, and the game protocol's points column.

The event is the engine's three hand-worked games (tests/engine/event_games.py; the figures
are in tests/engine/test_standings.py's docstring), stored in an archive with two of the
ten people renamed into Cyrillic and Hebrew. Sport: Ada 2.9 first, Hel 2.25 second, Dana
third; Cyril, Fil and Jan share fourth place on 2 points.
"""

import csv
import io
import re
from fractions import Fraction

import pytest
from pypdf import PdfReader

from mafia_desktop.engine import commands as c
from mafia_desktop.engine.points import system
from mafia_desktop.protocol import write_protocol
from mafia_desktop.protocol.archived import write_archived_protocol
from mafia_desktop.protocol.standings import places, write_standings_csv, write_standings_pdf
from mafia_desktop.store import Archive
from mafia_desktop.store.contests import (
    attach, contest, contest_games, contest_standings, create_contest,
)
from tests.engine.event_games import PEOPLE, event_tables

from .games import classic_game, flat, pdf_text

CYRILLIC = "Кирилл Ёжиков"           # Cyril, seat 3
HEBREW = "פיל הגדול"                 # Fil, seat 6
NAMES = {**PEOPLE, 3: CYRILLIC, 6: HEBREW}


def store(archive: Archive, tables, *, day: int = 1) -> list[str]:
    ids = []
    for n, t in enumerate(tables, start=1):
        for seat, name in NAMES.items():
            t.run(c.rename, seat=seat, nickname=name)
        t.run(c.label, table="1", number=str(n))
        ids.append(archive.create_game(t.game.events, at=f"2026-11-2{day}T19:0{n}:00.000+00:00"))
    return ids


@pytest.fixture(scope="module")
def event(tmp_path_factory):
    """(archive, event, the three game ids, a finished game outside any event)."""
    with Archive(tmp_path_factory.mktemp("standings") / "a.sqlite3") as archive:
        ids = store(archive, event_tables())
        event_id = create_contest(archive, name="Friday evening", kind="evening",
                                  system=system("sport"), starts="2026-11-21", ends="2026-11-21")
        for game_id in ids:
            attach(archive, event_id, game_id)
        outside = store(archive, event_tables()[:1], day=2)[0]
        yield archive, contest(archive, event_id), ids, outside


@pytest.fixture(scope="module")
def rows(event):
    archive, contest_, _, _ = event
    return contest_standings(archive, contest_.id)


@pytest.fixture(scope="module")
def standings_pdf(event, rows, tmp_path_factory):
    archive, contest_, _, _ = event
    path = tmp_path_factory.mktemp("pdf") / "standings.pdf"
    write_standings_pdf(contest_, rows, path, games=len(contest_games(archive, contest_.id)))
    return path, pdf_text(path)


@pytest.fixture(scope="module")
def standings_csv(rows, tmp_path_factory):
    path = tmp_path_factory.mktemp("csv") / "standings.csv"
    write_standings_csv(rows, path)
    return path.read_bytes()


def csv_rows(data: bytes) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"), newline="")))


# -- places ----------------------------------------------------------------------------------

def test_shared_places_are_printed_as_a_range(rows):
    printed = places(rows)
    assert (printed[1], printed[2], printed[3], printed[4], printed[7]) == ("1", "2", "3", "4–6", "7")
    assert printed[9] == "9–10"                       # Boris and Ivo


# -- the PDF ---------------------------------------------------------------------------------

def test_pdf_rows_read_back_with_places_names_and_totals(standings_pdf):
    text = flat(standings_pdf[1])            # pypdf gives each cell a line of its own
    # place, player, total, games, wins, wins by role, extra, penalties, best move, Ci, K
    assert "1 Ada 2.9 3 2 civilian 2 0.5 0.4 1 2 Hel 2.25 3 2 sheriff 2 0.25 3 Dana 2 3 2" in text
    assert "7 Eva 1.75 3 2 civilian 2 -0.25 8 Gus 0.5 3 1 don 1 -0.5 9–10 Boris" in text
    assert len(re.findall(r"\b4–6 \S+", text)) == 3 and "5 Jan" not in text


def test_pdf_names_the_event_its_system_and_tie_breaks(standings_pdf):
    path, text = standings_pdf
    flat_text = flat(text)
    assert "Friday evening" in text and "Club evening · 11/21/2026 · 3 games" in text
    assert "Scoring system: Sport (best move 0.5 / 0.3) — win 1, loss 0; best move 3 black → 0.5" in flat_text
    assert ("Ties on the total are broken by: extra + penalties + best move, then wins, "
            "then wins as don or sheriff, then times killed first.") in flat_text
    assert "Page 1" in text
    width, height = PdfReader(path).pages[0].mediabox.upper_right
    assert width > height                                           # landscape


def test_pdf_keeps_cyrillic_and_hebrew_names(standings_pdf):
    text = flat(standings_pdf[1])
    assert f"4–6 {CYRILLIC} 2 3 2 civilian 2 4–6 {HEBREW} 2 3 2" in text
    assert HEBREW in text and HEBREW[::-1] not in text          # drawn right to left


def test_an_event_without_finished_games_prints_that_nobody_has_points(event, tmp_path):
    _, contest_, _, _ = event
    path = tmp_path / "empty.pdf"
    write_standings_pdf(contest_, [], path, games=0)
    assert "nobody has points" in pdf_text(path)


def test_a_long_list_flows_on_with_the_head_repeated(event, rows, tmp_path):
    _, contest_, _, _ = event
    many = [row for _ in range(6) for row in rows]
    path = tmp_path / "long.pdf"
    write_standings_pdf(contest_, many, path, games=3)
    pages = [flat(page.extract_text()) for page in PdfReader(path).pages]
    assert len(pages) > 1 and all("Killed first" in page for page in pages)
    assert "Page 2" in pages[1]


# -- the CSV ---------------------------------------------------------------------------------

def test_csv_starts_with_a_byte_order_mark_and_a_header(standings_csv):
    assert standings_csv.startswith(b"\xef\xbb\xbfplace,shared_places,player,total,games,wins,")


def test_csv_reads_back_with_totals_and_wins_by_role(standings_csv):
    table = {row["player"]: row for row in csv_rows(standings_csv)}
    assert len(table) == 10
    assert (table["Ada"]["place"], table["Ada"]["total"], table["Ada"]["ci"]) == ("1", "2.9", "0.4")
    assert (table["Hel"]["total"], table["Hel"]["extra"], table["Hel"]["wins_sheriff"]) == ("2.25", "0.25", "2")
    assert (table["Eva"]["total"], table["Eva"]["penalties"]) == ("1.75", "-0.25")
    assert (table["Gus"]["wins_don"], table["Gus"]["wins_civilian"]) == ("1", "0")
    assert table["Boris"]["penalties"] == "-0.5" and table["Boris"]["shared_places"] == "9–10"
    assert table["Ada"]["shared_places"] == ""
    head = next(csv.reader(io.StringIO(standings_csv.decode("utf-8-sig"))))
    assert head[6:9] == ["wins_civilian", "wins_sheriff", "wins_mafia"]
    assert head[9] == "wins_don" and "wins_doctor" not in head      # only roles won as


def test_csv_keeps_cyrillic_and_hebrew_names(standings_csv):
    table = {row["player"]: row for row in csv_rows(standings_csv)}
    assert table[CYRILLIC]["shared_places"] == table[HEBREW]["shared_places"] == "4–6"
    assert table[CYRILLIC]["place"] == table[HEBREW]["place"] == "4"
    assert table[HEBREW]["total"] == "2"


def test_csv_goes_to_a_binary_file_too(rows):
    buffer = io.BytesIO()
    write_standings_csv(rows, buffer)
    assert csv_rows(buffer.getvalue())[0]["player"] == "Ada"


# -- writing ---------------------------------------------------------------------------------

def test_a_failure_to_write_names_the_path(rows, tmp_path):
    target = tmp_path / "no such folder" / "standings.csv"
    with pytest.raises(OSError, match="no such folder"):
        write_standings_csv(rows, target)
    with pytest.raises(OSError) as raised:
        write_standings_csv(rows, tmp_path)                     # a folder, not a file
    assert raised.value.filename == str(tmp_path)


def test_a_failed_write_leaves_the_old_file_and_no_half_file(rows, tmp_path, monkeypatch):
    target = tmp_path / "standings.csv"
    target.write_text("the host's old file")

    def refuse(*args):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr("os.replace", refuse)
    with pytest.raises(PermissionError, match="standings.csv"):
        write_standings_csv(rows, target)
    assert target.read_text() == "the host's old file"
    assert [p.name for p in tmp_path.iterdir()] == ["standings.csv"]


# -- the game protocol's points --------------------------------------------------------------

def test_a_game_of_an_event_shows_its_points_in_the_protocol(event, tmp_path):
    archive, _, ids, _ = event
    path = tmp_path / "g3.pdf"
    write_archived_protocol(archive, ids[2], path)                # the mafia's win
    text = flat(pdf_text(path))
    assert "Points: Sport (best move 0.5 / 0.3)" in text
    # seat, player, role, how he left (if he did), points: blacks 2, 7, 9 win 1; seat 1's
    # best move names three blacks (0.5); the host's +0.25 for 8, -0.25 for 5.
    for row in ("1 Ada Civilian killed, night 1 0.5 2 Boris Mafia 1",
                f"3 {CYRILLIC} Civilian voted out, day 2 0 4 Dana Civilian killed, night 2 0",
                f"5 Eva Civilian voted out, day 3 -0.25 6 {HEBREW} Civilian 0 7 Gus Don 1",
                "8 Hel Sheriff 0.25 9 Ivo Mafia 1 10 Jan Civilian 0"):
        assert row in text
    # a figure never goes unexplained: the host's reasons are printed
    assert "8 Hel: Points +0.25: fine sheriff play" in text
    assert "5 Eva: Points -0.25: phone rang" in text


def test_a_ten_player_protocol_with_points_stays_one_page(event, tmp_path):
    archive, _, ids, _ = event
    path = tmp_path / "g1.pdf"
    write_archived_protocol(archive, ids[0], path)                # 334187, six days
    text = flat(pdf_text(path))
    assert len(PdfReader(path).pages) == 1
    assert "1 Ada Civilian killed, night 3 1 2 Boris Mafia D2 voted out, day 3 0" in text


def test_a_game_outside_any_event_keeps_todays_protocol(event, tmp_path):
    archive, _, _, outside = event
    path = tmp_path / "outside.pdf"
    write_archived_protocol(archive, outside, path)
    text = pdf_text(path)
    assert "Ada" in text and "Points" not in text               # sport keeps no points


def test_classic_outside_any_event_keeps_its_evening_points(event, tmp_path):
    archive = event[0]
    game_id = archive.create_game(classic_game().game.events, at="2026-11-25T19:00:00.000+00:00")
    path = tmp_path / "classic.pdf"
    write_archived_protocol(archive, game_id, path)
    text = pdf_text(path)
    assert "Points" in text and "Points:" not in text
    assert re.search(r"\b6\s+Player 6\s+Commissar\s+6\b", text)


def test_an_unfinished_game_shows_no_points(event, tmp_path):
    archive, _, ids, _ = event
    events = archive.events(ids[2])
    unfinished = [e for e in events if type(e).__name__ != "GameEnded"]
    path = tmp_path / "unfinished.pdf"
    write_protocol(unfinished, path, points=("sport", {seat: Fraction(7, 4) for seat in range(1, 11)}))
    text = pdf_text(path)
    assert "UNFINISHED" in text and "1.75" not in text
    write_protocol(events, path, points=("sport", {seat: Fraction(7, 4) for seat in range(1, 11)}))
    assert "1.75" in pdf_text(path)
