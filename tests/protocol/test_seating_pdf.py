"""The seating plan on paper (issue 7): read back with pypdf."""

import io
import re

import pytest
from pypdf import PdfReader

from mafia_desktop.engine.seating import plan_seating
from mafia_desktop.protocol.seating_pdf import write_seating_plan
from mafia_desktop.words.collation import name_key

from .games import flat, pdf_text

LATVIAN, CYRILLIC, HEBREW = "Jānis Bērziņš", "Дмитрий Кузнецов", "אורי כהן"
LONG = "Александра Константиновна Преображенская"
NAMES = [LATVIAN, CYRILLIC, HEBREW, LONG, "Anna", "Boris", "Chaim", "Dace", "Elīna", "Fjodors",
         "Gints", "Helēna", "Ilze", "Juris", "Kārlis", "Līga", "Māris", "Nora", "Oskars",
         "Pēteris", "Rūta", "Sandis", "Toms", "Una", "Vilis"]


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    """25 players at 2 tables over 8 games (5 sit out each round): (plan, path, flat text)."""
    plan = plan_seating(NAMES, tables=2, games_per_player=8, apart=[("Anna", "Boris")])
    path = tmp_path_factory.mktemp("seating") / "plan.pdf"
    write_seating_plan(plan, path, title="Autumn Cup 2026 — Rīga")
    return plan, path, flat(pdf_text(path))


def test_every_name_prints_in_each_round_and_in_the_index(printed):
    plan, _, text = printed
    # Each round names everyone once: at a table or among those sitting out; the index once more.
    for name in NAMES:
        assert text.count(name) == len(plan.rounds) + 1, name
    assert HEBREW[::-1] not in text                      # drawn reordered, reads as typed


def test_each_round_has_its_tables_seats_and_who_sits_out(printed):
    plan, _, text = printed
    for number, tables in enumerate(plan.rounds, start=1):
        seats = " ".join(f"Seat {seat}" for seat in range(1, 11))
        rows = " ".join(f"Table {t} " + " ".join(table) for t, table in enumerate(tables, 1))
        resting = ", ".join(sorted(plan.sitting_out[number - 1], key=name_key))
        assert f"Round {number} {seats} {rows} Sitting out: {resting}" in text


def test_the_index_gives_each_player_his_table_and_seat_every_round(printed):
    plan, _, text = printed
    for name in (LATVIAN, CYRILLIC, HEBREW, "Vilis"):
        places = {place.round: place for place in plan.games_of(name)}
        cells = [f"T{places[r].table} · S{places[r].seat}" if r in places else "—"
                 for r in range(1, len(plan.rounds) + 1)]
        assert f"{name} {' '.join(cells)}" in text


def test_head_page_and_kept_apart_pairs_stay_private(printed):
    _, path, text = printed
    assert text.startswith("Autumn Cup 2026 — Rīga")
    assert "25 players · 2 tables of 10 · 8 games each · 10 rounds" in text
    assert "Kept apart" not in text
    page = PdfReader(path).pages[0]
    assert page.mediabox.width > page.mediabox.height        # landscape


def test_the_index_is_alphabetical_ignoring_case_accents_and_number_width():
    names = ["Player 10", "éva", "Player 2", "Ēriks", "anna", "Zane"]
    assert sorted(names, key=name_key) == ["anna", "Ēriks", "éva", "Player 2", "Player 10",
                                           "Zane"]


def test_a_long_tournament_writes_to_a_binary_file():
    plan = plan_seating(20, tables=2, games_per_player=20)
    out = io.BytesIO()
    write_seating_plan(plan, out)
    text = flat("\n".join(page.extract_text() for page in PdfReader(out).pages))
    assert "Seating plan" in text and "Round 20" in text
    assert "R10 Player 1 " in text and "R11 R12" in text
    # 20 rounds: the index shows rounds 1–10, then 11–20 with the players again.
    assert len(re.findall(r"Player 7 (?:T\d+ · S\d+|—) ", text)) == 2
