"""The PDF protocol (issue 5): written from real and short games, read back with pypdf."""

import io
import re
from datetime import datetime

import pytest

from mafia_desktop.engine import commands as c
from mafia_desktop.protocol import protocol_filename, write_protocol
from mafia_desktop.protocol.rtl import visual

from .games import (
    NICKNAMES, classic_game, finished_334187, finished_mastermind_with_arrangement, flat,
    latvian_game, mastermind_day_zero, page_count, pdf_text,
)
from tests.engine.table import Table
from tests.engine.test_real_game_334187 import play_334187

START = datetime(2026, 11, 29, 19, 5)
END = datetime(2026, 11, 29, 20, 2)


@pytest.fixture(scope="module")
def game_334187(tmp_path_factory):
    """The finished, labelled 334187 protocol: (path, extracted text)."""
    path = tmp_path_factory.mktemp("protocol") / "334187.pdf"
    write_protocol(finished_334187().game.events, path, game_id="334187",
                   started_at=START, finished_at=END)
    return path, pdf_text(path)


def protocol_of(t, tmp_path, name="game.pdf"):
    path = tmp_path / name
    write_protocol(t.game.events, path)
    return pdf_text(path)


# -- the real game 334187 --------------------------------------------------------------------

def test_header_has_labels_date_time_and_changed_options(game_334187):
    _, text = game_334187
    # The day with its month in words: "11/29/2026" is read as the 11th of a 29th month abroad.
    for expected in ("Mafia Club Rīga", "Autumn Cup", "Nov 29, 2026", "7:05 PM–8:02 PM",
                     "Jānis Bērziņš", "Sport"):
        assert expected in text
    # 334187's own options, in words, because they differ from the sport preset.
    assert "withdrawing a nomination: not allowed" in text
    assert "a three-way tie with nine alive: no further vote" in text


def test_every_nickname_prints_in_its_own_script(game_334187):
    _, text = game_334187
    for nickname in (*NICKNAMES.values(), "Player 10"):
        assert nickname in text


def test_hebrew_nickname_is_drawn_right_to_left(game_334187):
    # pypdf reads a right-to-left run back in logical order only if it was drawn reversed:
    # a nickname drawn as typed would come back as "לודגה ינד".
    _, text = game_334187
    assert "דני הגדול" in text
    assert "לודגה ינד" not in text


def test_player_rows_show_role_and_departure(game_334187):
    _, text = game_334187
    rows = {  # seat → (nickname, role, how he left) in the extracted order of a row
        2: ("Žanis Ķēniņš", "Mafia", "voted out, day 3"),
        4: ("דני הגדול", "Civilian", "killed, night 1"),
        7: ("Player 7", "Don", "voted out, day 5"),
        8: ("Player 8", "Sheriff", "voted out, day 2"),
        10: ("Player 10", "Civilian", "killed, night 5"),
    }
    for seat, (nickname, role, left) in rows.items():
        assert re.search(rf"\b{seat}\s+{nickname}\s+{role}\s+[DN\d\s]*{left}", text), seat
    assert re.search(r"\b3\s+Ёжик в тумане\s+Civilian\s+D1\s+4\b", text)   # still at the table


def test_each_foul_shows_the_day_it_was_given(game_334187):
    _, text = game_334187
    assert re.search(r"\b6\s+Player 6\s+Civilian\s+D2\s+D2\s+D5\s+7\b", text)
    assert re.search(r"\b9\s+Player 9\s+Mafia\s+D1\s+D4\s+D4\s+voted out, day 6", text)


def test_nominations_show_who_nominated_whom(game_334187):
    _, text = game_334187
    assert "Day 1 · Nominated: 2→1, 3→2, 4→3, 5→4" in text
    assert "Day 2 · Nominated: 2→8, 3→1, 8→2, 9→6" in text
    assert "Day 6 · Nominated: 9→6, 3→9" in text


def test_votes_show_counts_and_voters(game_334187):
    _, text = game_334187
    # Day 1: 5–4–0–1; day 2: 4–1–4–0, revote 5–4 (8 leaves); day 4 the vote on both leaving.
    # Issue 38: the count and the voters apart ("1 3" read as 13); the legend says both signs.
    assert re.search(r"Vote\s+5: 2,3,5,6,7\s+4: 1,4,8,9\s+0\s+1: 10", text)
    assert re.search(r"\(8\)\s+1\s+2\s+6\s+Vote\s+4: 2,5,7,9\s+1: 3\s+4: 1,6,8,10\s+0", text)
    assert "(8) among a day's nominees: the one who left" in text
    assert re.search(r"Revote\s+5: 2,5,6,7,9\s+4: 1,3,8,10", text)
    assert "All 6, 7 to leave? 3 yes of 6 (5, 7, 9): no majority, they all stay" in text


def test_days_say_who_left_and_why_nobody_did(game_334187):
    _, text = game_334187
    # Why nobody left day 1: the engine's words, as the host announced them.
    assert re.search(r"Seat 1 has the most votes, but on the first day a single leader stays \(club rule\)\s+and "
                     r"speaks again\.", text)
    for line in ("Left: 8", "Left: 2", "Left: 7", "Left: 9"):
        assert line in text


def test_nights_show_shots_checks_and_morning(game_334187):
    _, text = game_334187
    assert "Shots: 2→4 · 7→4 · 9→4 — hit 4" in text
    assert "Shots: 2→7 · 7→1 · 9→7 — miss" in text
    assert "Don checked 8: sheriff" in text
    assert "Sheriff checked 2: black" in text
    assert "Don: no check" in text                      # night 5: the don had left
    assert "Morning: Seat 10 was killed." in text


def test_result_names_the_winner_and_reveals_roles(game_334187):
    _, text = game_334187
    assert "The town (red team) wins" in text
    assert "Don 7 · Mafia 2, 9 · Sheriff 8 · Civilians 1, 3, 4, 5, 6, 10" in text
    assert "Seat 4 named 6, 8: 0 of them black" in text
    assert "Points" not in text                         # sport keeps no points


def test_ten_player_game_of_six_days_fits_one_page(game_334187):
    path, text = game_334187
    assert page_count(path) == 1
    assert "Host (judge): Jānis Bērziņš" in text and "Players' captain" in text


# -- unfinished ------------------------------------------------------------------------------

def test_unfinished_game_is_marked_and_hides_every_role(tmp_path):
    t = play_334187()                  # the town has won, but the host has not ended the game
    text = protocol_of(t, tmp_path)
    assert "UNFINISHED" in text
    for role in ("Civilian", "Mafia", "Don", "Sheriff"):
        assert not re.search(rf"\b{role}\b", text), role
    assert "Shots:" not in text and "checked" not in text     # night actions reveal roles
    assert "Morning: Seat 4 was killed." in text                # the table heard that
    assert "Seat 4 named 6, 8" in text and "black" not in text


def test_game_stopped_in_the_middle_still_prints(tmp_path):
    t = play_334187()
    path = tmp_path / "early.pdf"
    write_protocol(t.game.events[:60], path)
    text = pdf_text(path)
    assert "UNFINISHED" in text and "Day 1" in text


def test_game_just_set_up_prints_an_empty_form(tmp_path):
    t = Table("sport")
    text = protocol_of(t, tmp_path)
    assert "UNFINISHED" in text and "Player 10" in text and "Day 1" not in text


def test_empty_log_is_refused(tmp_path):
    with pytest.raises(ValueError, match="no game"):
        write_protocol([], tmp_path / "empty.pdf")


# -- the other presets -----------------------------------------------------------------------

def test_latvian_protocol_shows_commissar_and_doctor(tmp_path):
    text = protocol_of(latvian_game(), tmp_path)
    assert "Latvian rules" in text
    assert "Commissar checked 2: black" in text
    assert "Doctor saved 4" in text
    assert "Shot: 1 — hit 1" in text
    assert "The commissar's check found a black player." in flat(text)   # wrapped in its cell
    assert re.search(r"\b5\s+Player 5\s+Doctor\b", text)
    assert "Best move" not in text                       # the Latvian rules keep none


def test_classic_protocol_shows_mistress_doctor_and_points(tmp_path):
    text = protocol_of(classic_game(), tmp_path)
    assert "Mistress visited 3" in text
    assert "Doctor saved 1 (blocked by the mistress)" in text
    assert "Doctor saved 4" in text and "hit 4, saved by the doctor" in text
    assert "Commissar checked 8: black" in text
    assert "Put to the vote by the host: 2" in text
    # Town win: each of the 7 town players gets the 6 still at the table [002 scoring].
    assert "Points" in text
    assert re.search(r"\b1\s+Player 1\s+Civilian\s+killed, night 1\s+6\b", text)
    assert re.search(r"\b6\s+Player 6\s+Commissar\s+6\b", text)
    assert re.search(r"\b2\s+Player 2\s+Mafia\s+voted out, day 2\s", text)


def test_mastermind_counts_days_from_zero_and_prints_the_split(tmp_path):
    text = protocol_of(mastermind_day_zero(), tmp_path)
    assert "Day 0 · Nominated: 1→1, 2→5" in text
    assert "Split: 1 and 5 tie by custom" in text
    assert "Night 1" in text and "Morning: Seat 3 was killed." in text
    assert "killed, night 1" in text


def test_dons_arrangement_is_printed_once_the_game_is_over(tmp_path):
    events = finished_mastermind_with_arrangement().events
    path = tmp_path / "arranged.pdf"
    write_protocol(events, path)
    assert "Night 0 · The don's arrangement: 3, 5, 1" in pdf_text(path)
    write_protocol(events[:-1], path)                  # before the host ends the game
    assert "arrangement" not in pdf_text(path)


def test_penalty_reasons_are_explained(tmp_path):
    t = latvian_game()
    t2 = play_334187()
    t2.run(c.foul, seat=3, reason="spoke out of turn")
    t2.run(c.foul, seat=3, reason="undone")
    t2.run(c.undo)
    text = protocol_of(t2, tmp_path)
    assert "Penalties explained" in text and "foul: spoke out of turn" in text
    assert "undone" not in text
    assert "Penalties explained" not in protocol_of(t, tmp_path, "latvian.pdf")


# -- output and file name --------------------------------------------------------------------

def test_writes_to_a_binary_file():
    buffer = io.BytesIO()
    write_protocol(latvian_game().game.events, buffer)
    assert buffer.getvalue().startswith(b"%PDF")


def test_streams_are_compressed_and_left_binary():
    buffer = io.BytesIO()
    write_protocol(latvian_game().game.events, buffer)
    data = buffer.getvalue()
    assert b"/FlateDecode" in data and b"ASCII85Decode" not in data
    assert "Commissar" in pdf_text(buffer)                      # and read back


def test_filename_has_date_table_and_game():
    state = finished_334187().state
    assert protocol_filename(state, START) == "2026-11-29 table1 game3.pdf"


def test_filename_without_labels_or_date():
    state = play_334187().state
    assert protocol_filename(state, START) == "2026-11-29 19-05.pdf"
    assert protocol_filename(state, None) == "undated.pdf"


def test_filename_keeps_only_safe_characters():
    t = play_334187()
    t.run(c.label, table="Final/A: \"1\"", number="2")
    name = protocol_filename(t.state, START)
    assert name == "2026-11-29 Final-A-1 game2.pdf"
    assert not set(name) & set('/\\:*?"<>|')


# -- right to left ---------------------------------------------------------------------------

def test_visual_reverses_hebrew_only():
    assert visual("דני") == "ינד"
    assert visual("Žanis Ёжик") == "Žanis Ёжик"
    assert visual("דני 7") == "7 ינד"


def test_334187_fits_one_page_with_its_signatures(game_334187):
    path, text = game_334187
    assert page_count(path) == 1
    assert "Host (judge): Jānis Bērziņš" in text and text.count("Players' captain") == 2


def test_the_rest_counted_for_the_last_nominee_print_as_his_votes(tmp_path):
    # 004 §2.4: whoever did not vote for another counts for the last nominee; with no hand
    # recorded for him, they are his votes (they may well have raised their hands).
    t = Table()
    t.to_day()
    t.speak({2: 3, 3: 4})
    t.run(c.vote, nominee=3, voters=[1, 2, 5, 6], rest_to_last=True)
    text = protocol_of(t, tmp_path)
    assert re.search(r"Vote\s+4: 1,2,5,6\s+6: 3,4,7,8,9,10", text)
    assert "by the rule" not in text and "did not vote" not in text


def test_only_what_the_rule_added_is_marked(tmp_path):
    # Some hands recorded for the last nominee, the others counted for him by the rule.
    t = Table()
    t.to_day()
    t.speak({2: 3, 3: 4})
    t.vote({3: [1, 2, 5, 6], 4: [7, 8]})
    text = protocol_of(t, tmp_path)
    assert re.search(r"Vote\s+4: 1,2,5,6\s+6: 7,8\s+\+3,4,9,10 by the\s+rule", text)
