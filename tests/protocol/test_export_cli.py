"""The protocol from the command line: one game, and an evening's games at once."""

import json
from pathlib import Path

from pypdf import PdfReader

from mafia_desktop.__main__ import main

from tests.real_games import POLEMICA as REAL


def text_of(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)


def imported(capsys, db: Path, *names: str) -> list[dict]:
    assert main(["--db", str(db), "import", *(str(REAL / n) for n in names), "--json"]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_export_pdf_of_a_real_game(capsys, tmp_path):
    db = tmp_path / "a.sqlite3"
    game = imported(capsys, db, "334187.json")[0]
    out = tmp_path / "protocol.pdf"
    assert main(["--db", str(db), "export", game["id"], "--pdf", str(out)]) == 0
    text = text_of(out)
    assert "The town (red team) wins" in text and "Player 10" in text
    assert "2→1" in text and "voted out, day 2" in text and len(PdfReader(str(out)).pages) == 1


def test_an_evening_of_protocols_at_once_never_overwrites(capsys, tmp_path):
    db = tmp_path / "a.sqlite3"
    imported(capsys, db, "334187.json", "333915.json")
    folder = tmp_path / "evening"
    folder.mkdir()
    (folder / "2025-04-05 table1 game3.pdf").write_bytes(b"kept")
    assert main(["--db", str(db), "export", "--all-since", "2025-04-05", "--pdf-dir", str(folder)]) == 0
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["2025-04-05 table1 game14.pdf", "2025-04-05 table1 game3 (2).pdf",
                     "2025-04-05 table1 game3.pdf"]
    assert (folder / "2025-04-05 table1 game3.pdf").read_bytes() == b"kept"
    assert "UNFINISHED" in text_of(folder / "2025-04-05 table1 game14.pdf")


def test_a_removal_reason_is_printed_as_written(tmp_path):
    # The host's free text is never read as markup: "<b>" and "&" print as they are.
    from mafia_desktop.engine import commands as c
    from mafia_desktop.protocol import write_protocol
    from tests.engine.table import Table
    t = Table()
    t.to_day()
    t.run(c.remove, seat=4, reason="insulted <b>host & co")
    out = tmp_path / "p.pdf"
    write_protocol(t.game.events, out)
    assert "insulted <b>host & co" in text_of(out)


def test_times_are_printed_in_the_hosts_local_time(capsys, tmp_path, monkeypatch):
    import time
    monkeypatch.setenv("TZ", "Europe/Riga")
    time.tzset()
    try:
        db = tmp_path / "a.sqlite3"
        game = imported(capsys, db, "333915.json")[0]      # "started": 14:00, no zone: local
        out = tmp_path / "p.pdf"
        assert main(["--db", str(db), "export", game["id"], "--pdf", str(out)]) == 0
        assert "2:00 PM" in text_of(out)   # the host's locale (tests/conftest.py: American English)
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


def test_an_evening_in_one_pdf_gives_each_game_its_own_pages_and_footer(capsys, tmp_path):
    db = tmp_path / "a.sqlite3"
    finished, unfinished = imported(capsys, db, "334187.json", "333915.json")
    out = tmp_path / "evening.pdf"
    assert main(["--db", str(db), "export", "--all-since", "2025-04-05", "--pdf", str(out)]) == 0
    pages = [page.extract_text() for page in PdfReader(str(out)).pages]
    alone = {}
    for game in (finished, unfinished):
        single = tmp_path / f"{game['id']}.pdf"
        assert main(["--db", str(db), "export", game["id"], "--pdf", str(single)]) == 0
        alone[game["id"]] = len(PdfReader(str(single)).pages)
    assert len(pages) == sum(alone.values())
    # Each game's pages together, its footer naming it, counted from 1; only the unfinished
    # game's pages say it is unfinished.
    owner = [next(game for game in (finished, unfinished) if game["id"] in page) for page in pages]
    starts = [number for number in range(len(pages)) if number == 0 or owner[number] is not owner[number - 1]]
    assert len(starts) == 2 and all("Page 1" in pages[number] for number in starts)
    assert all(("UNFINISHED" in page) == (game is unfinished) for page, game in zip(pages, owner))
    assert "The town (red team) wins" in "\n".join(page for page, game in zip(pages, owner) if game is finished)


def test_a_game_whose_notes_fill_its_last_page_is_followed_by_the_next_game_not_a_blank_sheet(capsys, tmp_path):
    db = tmp_path / "a.sqlite3"
    games = imported(capsys, db, "328635.json", "334187.json", "333915.json")
    out = tmp_path / "evening.pdf"
    assert main(["--db", str(db), "export", "--all-since", "2025-01-01", "--pdf", str(out)]) == 0
    pages = [page.extract_text() for page in PdfReader(str(out)).pages]
    alone = 0
    for game in games:
        single = tmp_path / f"{game['id']}.pdf"
        assert main(["--db", str(db), "export", game["id"], "--pdf", str(single)]) == 0
        alone += len(PdfReader(str(single)).pages)
    assert len(pages) == alone == len(games)      # each of these fits one sheet, alone or together
    assert all("Players" in page or "Player" in page for page in pages)   # no sheet with only a footer
