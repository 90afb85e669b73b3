"""Issue 8: the protocol, the standings and the seating plan print in the host's language,
Hebrew right to left.

A fake translator (every known context's word comes back as «word») shows that nothing
printed bypasses translation; ``install("he")`` (no Hebrew .qm yet: English words) shows
the mirrored layout; the command line's ``--language``. Once the real translations land,
``printed_in`` gives any document in a language for tests of its words (see the last test).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from pypdf import PdfReader

from mafia_desktop import i18n
from mafia_desktop.engine import commands as c
from mafia_desktop.engine.seating import plan_seating
from mafia_desktop.i18n import catalog
from mafia_desktop.protocol import rtl, write_protocol
from mafia_desktop.protocol.seating_pdf import write_seating_plan
from mafia_desktop.protocol.sections import columns_for

from .games import (
    NICKNAMES, classic_game, finished_334187, finished_mastermind_with_arrangement, flat,
    latvian_game, mastermind_day_zero, pdf_text,
)
from tests.engine.test_real_game_334187 import play_334187

START = datetime(2026, 11, 29, 19, 5)
END = datetime(2026, 11, 29, 20, 2)
#: The contexts whose words the printed papers show: ours, and those of the words they
#: borrow (the engine's messages, the rule options, the tie-breaks, the events' kinds).
KNOWN_CONTEXTS = {"ProtocolWords", "StandingsWords", "SeatingWords", "RuleWords", "Standings",
                  "", "Contests"}
WRAPPED = re.compile("«[^«»]*»")


class Wrapping(QTranslator):
    """Every known context's source comes back as «source»: a word printed bare never went
    through the translation."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»" if context in KNOWN_CONTEXTS else None

    def isEmpty(self):
        return False


@pytest.fixture
def wrapping(qapp) -> Iterator[None]:
    translator = Wrapping(qapp)
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


@contextmanager
def language(code: str, app) -> Iterator[None]:
    """``code`` installed for the documents written inside; English again afterwards."""
    i18n.install(code, app)
    try:
        yield
    finally:
        i18n.install("en", app)


def printed_in(code: str, app, write: Callable[[Path], None], path: Path) -> str:
    """The text of the document ``write`` makes at ``path`` in the language ``code`` (its
    real translations: the compiled .qm), read back. For the tests of the Russian, Hebrew
    and Latvian words once they are translated."""
    with language(code, app):
        write(path)
    return pdf_text(path)


def unwrapped(text: str, *values: str) -> str:
    """What is left of ``text`` once every «translated» word and each of ``values`` (user
    text: nicknames, labels) is taken out."""
    text = flat(text)
    for value in sorted(values, key=len, reverse=True):
        text = text.replace(value, " ")
    while WRAPPED.search(text):
        text = WRAPPED.sub(" ", text)
    return text


def bare_words(text: str) -> list[str]:
    """Words in any alphabet, except the program's name (the footer's version)."""
    return [w for w in re.findall(r"[^\W\d_]{2,}", text.replace("mafia-desktop", ""))]


def game_text(t, path: Path, **kwargs) -> str:
    write_protocol(t.game.events, path, **kwargs)
    return pdf_text(path)


def users_words(t) -> list[str]:
    """The host's own words (nicknames, labels) and his locale's ("PM" in a time, "Nov" in a
    date: Qt's)."""
    from PySide6.QtCore import QLocale
    labels = t.state.labels
    months = [QLocale().monthName(month, QLocale.FormatType.ShortFormat) for month in range(1, 13)]
    return [seat.nickname for seat in t.state.seats] + [
        labels.club, labels.tournament, labels.host, labels.table, labels.number,
        QLocale().amText(), QLocale().pmText(), *months]


# -- nothing bypasses translation ------------------------------------------------------------

def test_every_word_of_a_finished_protocol_is_translated(wrapping, tmp_path):
    t = finished_334187()
    text = game_text(t, tmp_path / "p.pdf", game_id="334187", started_at=START, finished_at=END)
    packed = "".join(text.split())                       # a narrow cell wraps its words
    for label in ("«№»", "«Player»", "«Role»", "«Fouls»", "«Leftthetable»", "«Result»",
                  "«MAFIAGAMEPROTOCOL»", "«Club»", "«Host(judge)»", "«Page1»"):
        assert label in packed
    assert bare_words(unwrapped(text, *users_words(t))) == []


@pytest.mark.parametrize("make", [classic_game, latvian_game, mastermind_day_zero],
                         ids=["classic", "latvian", "mastermind"])
def test_every_word_of_each_presets_protocol_is_translated(wrapping, tmp_path, make):
    t = make()
    text = game_text(t, tmp_path / "p.pdf")
    assert bare_words(unwrapped(text, *users_words(t))) == []


def test_every_word_of_an_unfinished_protocol_with_penalties_is_translated(wrapping, tmp_path):
    t = play_334187()
    t.run(c.foul, seat=3, reason="spoke out of turn")
    first, second = t.state.living()[:2]
    t.run(c.remove, seat=first, reason="")
    t.run(c.remove, seat=second, reason="insulted the host")
    text = game_text(t, tmp_path / "p.pdf")
    packed = "".join(text.split())
    assert "«UNFINISHED»" in packed and "«Penaltiesexplained»" in packed
    assert "«disqualified»" in packed
    assert bare_words(unwrapped(text, *users_words(t), "spoke out of turn", "insulted the host")) == []


def test_every_word_of_the_dons_arrangement_and_penalties_is_translated(wrapping, tmp_path):
    game = finished_mastermind_with_arrangement()
    path = tmp_path / "p.pdf"
    write_protocol(game.events, path)
    nicknames = [seat.nickname for seat in game.state.seats]
    text = pdf_text(path)
    assert "«The don's arrangement: {seats}»" not in text and "arrangement" in text
    assert bare_words(unwrapped(text, *nicknames)) == []


def test_every_word_of_the_seating_plan_is_translated(wrapping, tmp_path):
    names = ["Anna", "Boris", "Chaim", "Dace", "Elīna", "Fjodors", "Gints", "Helēna", "Ilze",
             "Juris", "Kārlis", "אורי כהן"]
    path = tmp_path / "plan.pdf"
    write_seating_plan(plan_seating(names, tables=1, games_per_player=5), path)
    text = pdf_text(path)
    packed = "".join(text.split())
    assert "«Seatingplan»" in packed and "«Findyourseat»" in packed and "«Sittingout»" in packed
    assert bare_words(unwrapped(text, *names)) == []


def test_every_word_of_the_standings_is_translated(wrapping, tmp_path):
    from mafia_desktop.engine.points import system
    from mafia_desktop.protocol.standings import write_standings_pdf
    from mafia_desktop.store import Archive
    from mafia_desktop.store.contests import (
        attach, contest, contest_games, contest_standings, create_contest,
    )
    from tests.engine.event_games import event_tables

    with Archive(tmp_path / "a.sqlite3") as archive:
        event_id = create_contest(archive, name="Friday evening", kind="evening",
                                  system=system("sport"), starts="2026-11-21")
        for t in event_tables():
            attach(archive, event_id, archive.create_game(t.game.events))
        path = tmp_path / "standings.pdf"
        rows = contest_standings(archive, event_id)
        write_standings_pdf(contest(archive, event_id), rows, path,
                            games=len(contest_games(archive, event_id)))
    text = pdf_text(path)
    packed = "".join(text.split())
    assert "«STANDINGS»" in packed and "«Killedfirst»" in packed
    names = [row.player for row in rows]
    assert bare_words(unwrapped(text, *names, "Friday evening", "sport")) == []


# -- right to left ---------------------------------------------------------------------------

def placed(path: Path) -> list[tuple[str, float]]:
    """(text, x where its line starts) for every piece of text on the first page."""
    found: list[tuple[str, float]] = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            found.append((text.strip(), tm[4] * cm[0] + tm[5] * cm[2] + cm[4]))
    PdfReader(path).pages[0].extract_text(visitor_text=visit)
    return found


def x_of(found: list[tuple[str, float]], text: str) -> float:
    return next(x for piece, x in found if piece == text)


@pytest.fixture
def hebrew(qapp) -> Iterator[None]:
    with language("he", qapp):
        yield


def test_hebrew_is_right_to_left(hebrew):
    assert i18n.current_language() == "he" and rtl.direction() == rtl.RTL


def test_the_player_tables_columns_are_mirrored_right_to_left():
    ltr, right_to_left = columns_for(rtl.LTR), columns_for(rtl.RTL)
    assert ltr[:3] == ["seat", "player", "role"] and ltr[-1] == "left"
    assert right_to_left == ltr[::-1] and right_to_left[-1] == "seat"     # the seat on the right
    assert columns_for(rtl.RTL, technical=True, points=True)[:2] == ["points", "left"]


def drawn(code: str, app, *sources: str, context: str = "ProtocolWords") -> list[str]:
    """The printed words in language ``code`` (read back from a PDF in reading order)."""
    with language(code, app):
        return [i18n.translate(context, source) for source in sources]


def test_a_hebrew_protocol_reads_from_the_right(qapp, tmp_path):
    english, mirrored = tmp_path / "en.pdf", tmp_path / "he.pdf"
    write_protocol(finished_334187().game.events, english, started_at=START, finished_at=END)
    with language("he", qapp):
        write_protocol(finished_334187().game.events, mirrored, started_at=START, finished_at=END)
    heads = ("Player", "Role", "Left the table")   # ("№" is also the game number's label)
    rounds = ("Day: nominations and votes", "Night: shot, checks, morning")
    for path, code, reading in ((english, "en", 1), (mirrored, "he", -1)):
        found = placed(path)
        # the head of the player table: Player, Role, Left the table, in reading order
        xs = [x_of(found, label) for label in drawn(code, qapp, *heads)]
        assert xs == sorted(xs, reverse=reading < 0), path.name
        # the day before its night
        day, night = (x_of(found, label) for label in drawn(code, qapp, *rounds))
        assert (day - night) * reading < 0, path.name
    width = float(PdfReader(mirrored).pages[0].mediabox.width)
    found = placed(mirrored)
    result, civilian = drawn("he", qapp, "Result", "Civilian")
    assert x_of(found, result) > width / 2                     # a section title: on the right
    assert x_of(found, "Adrian") > x_of(found, civilian)       # the nickname right of the role


def test_a_short_vote_table_starts_at_the_day_cells_start_side(qapp, tmp_path):
    """Day 1 votes on four, day 6 on two: each day's table begins where its day is read
    from (the left in English, the right in Hebrew), so their round labels line up."""
    for code in ("en", "he"):
        path = tmp_path / f"{code}.pdf"
        with language(code, qapp):
            write_protocol(finished_334187().game.events, path)
        [vote] = drawn(code, qapp, "Vote")
        xs = {round(x) for piece, x in placed(path) if piece == vote}
        assert len(xs) == 1, (code, xs)


def test_hebrew_and_latin_nicknames_stay_readable_right_to_left(qapp, tmp_path):
    path = tmp_path / "he.pdf"
    text = printed_in("he", qapp, lambda p: write_protocol(finished_334187().game.events, p), path)
    for nickname in NICKNAMES.values():
        assert nickname in text
    assert "לודגה ינד" not in text                     # drawn reordered, read back as typed
    assert "nairdA" not in text and "sinaŽ" not in text


def test_the_footer_and_header_are_mirrored(qapp, tmp_path):
    path = tmp_path / "he.pdf"
    with language("he", qapp):
        write_protocol(finished_334187().game.events, path, game_id="334187")
    found = placed(path)
    [heading] = drawn("he", qapp, "MAFIA GAME PROTOCOL")
    title = [x for piece, x in found if piece == heading]
    page = next(x for piece, x in found if "mafia-desktop" in piece)
    width = float(PdfReader(path).pages[0].mediabox.width)
    assert max(title) > width / 2 and page < width / 2   # the title right, the version left


def test_the_seating_plan_puts_seat_one_on_the_right(qapp, tmp_path):
    names = [f"Player {n}" for n in range(1, 11)]
    path = tmp_path / "plan.pdf"
    with language("he", qapp):
        write_seating_plan(plan_seating(names, tables=1, games_per_player=1), path)
    found = placed(path)
    [seat] = drawn("he", qapp, "Seat {number}", context="SeatingWords")
    word = seat.replace("{number}", "").strip()
    # The head's "Seat n" cells: each number drawn beside the word (read back as two pieces,
    # the number first).
    heads = {piece: x for (piece, x), (after, _) in zip(found, found[1:]) if after == word}
    assert heads["1"] > heads["2"] > heads["10"]


def test_bidi_reordering_matches_python_bidi():
    from bidi import get_display

    def same(text: str) -> str:      # python-bidi mirrors no bracket: compare without them
        return re.sub(r"[()\[\]«»<>]", "|", text)
    for text in ("שלום Adrian 12, עולם!", "Day 1 · Nominated: 2→1", "יום 1 · 2→1, 3→2",
                 "דני (הגדול) 7", "4–6 מקום", "-0.25 נקודות", "Ёжик 3 ב-5", "a (b) ג"):
        for base, direction in ((0, "L"), (1, "R")):
            mine = "".join(glyph for _, glyph in rtl.reorder(text, base))
            assert same(mine) == same(get_display(text, base_dir=direction)), (text, direction)


def test_an_isolate_reads_as_typed_inside_a_sentence_of_either_direction():
    for direction in (rtl.LTR, rtl.RTL):
        line = rtl.line("Seat " + rtl.isolate("דני (2)") + " left", direction)
        assert "(2) ינד" in line
    assert rtl.line("יום " + rtl.isolate("Adrian (2)"), rtl.RTL) == "Adrian (2) םוי"


# -- the command line ------------------------------------------------------------------------

@pytest.fixture
def stored_game(capsys, tmp_path) -> tuple[Path, str]:
    from mafia_desktop.__main__ import main
    from tests.real_games import POLEMICA
    db = tmp_path / "a.sqlite3"
    assert main(["--db", str(db), "import", str(POLEMICA / "334187.json"), "--json"]) == 0
    game_id = re.search(r'"id": "([^"]+)"', capsys.readouterr().out).group(1)
    return db, game_id


def test_the_command_line_prints_in_the_language_asked(qapp, stored_game, tmp_path):
    from mafia_desktop.__main__ import main
    db, game_id = stored_game
    out = tmp_path / "he.pdf"
    assert main(["--db", str(db), "export", game_id, "--pdf", str(out), "--language", "he"]) == 0
    found = placed(out)
    xs = [x_of(found, label) for label in drawn("he", qapp, "Player", "Role", "Left the table")]
    assert xs == sorted(xs, reverse=True)                  # right to left
    assert i18n.current_language() == "en"                 # and English again afterwards


def test_the_command_line_defaults_to_the_saved_language(qapp, stored_game, tmp_path, monkeypatch):
    from mafia_desktop.__main__ import main
    db, game_id = stored_game
    from mafia_desktop import preferences
    monkeypatch.setattr(preferences, "saved_language", lambda: "he")
    out = tmp_path / "saved.pdf"
    assert main(["--db", str(db), "export", game_id, "--pdf", str(out)]) == 0
    found = placed(out)
    player, role = drawn("he", qapp, "Player", "Role")
    assert x_of(found, player) > x_of(found, role)         # the saved Hebrew: right to left


def test_the_command_line_refuses_an_unknown_language(stored_game, tmp_path, capsys):
    from mafia_desktop.__main__ import main
    db, game_id = stored_game
    out = tmp_path / "xx.pdf"
    assert main(["--db", str(db), "export", game_id, "--pdf", str(out), "--language", "xx"]) == 2
    error = capsys.readouterr().err
    assert "no language 'xx'" in error and "en, ru, he, lv" in error
    assert not out.exists()


# -- the real translations -------------------------------------------------------------------

@pytest.mark.parametrize("code", ["ru", "he", "lv"])
def test_the_translated_protocol_prints_the_translators_words(qapp, tmp_path, code):
    assert catalog.qm_path(code).exists(), "run: python -m mafia_desktop.i18n.catalog compile"
    translated = catalog.read_ts(catalog.ts_path(code))
    path = tmp_path / f"{code}.pdf"
    text = printed_in(code, qapp, lambda p: write_protocol(finished_334187().game.events, p), path)
    for word in ("Result", "Winning team", "Roles"):
        entry = translated[("ProtocolWords", word)]
        assert entry.finished and entry.translations[0] in text, (code, word)


def test_the_engines_reason_for_a_removal_is_printed_in_the_language(qapp, tmp_path):
    # The engine's "fourth foul" is a Message, and a Message is a str: it was printed as the
    # host's own typed words, in English on a Russian protocol (found by the type checker).
    t = play_334187()
    seat = t.state.living()[0]
    while t.state.seat(seat).alive:
        t.run(c.foul, seat=seat)
    assert t.state.seat(seat).fouls == 4
    translated = catalog.read_ts(catalog.ts_path("ru"))[("", "fourth foul")].translations[0]
    text = flat(printed_in("ru", qapp, lambda p: write_protocol(t.game.events, p), tmp_path / "ru.pdf"))
    assert translated in text and "fourth foul" not in text


def test_a_latvian_protocol_keeps_each_role_and_the_date_on_one_line(qapp, tmp_path):
    # Issue 38: "Civiliedzī-votājs" was broken in every row, and a real game's protocol took
    # two pages; the date "2025. gada 5. apr." wrapped in its box. (The word's soft hyphen,
    # the translator's, is where it may break: its column now holds it whole.)
    path = tmp_path / "lv.pdf"
    with language("lv", qapp):
        write_protocol(finished_334187().game.events, path, started_at=START, finished_at=END)
        civilian = i18n.translate("ProtocolWords", "Civilian").replace("\xad", "")
        date = i18n.printed_date(START)
    text = PdfReader(path).pages[0].extract_text()
    assert civilian == "Civiliedzīvotājs" and text.count(civilian) == 6
    assert "Civiliedzī-" not in text
    assert date == "2026. gada 29. nov." and date in text     # on one line
