"""Counts in each language's own plural forms (Qt's %n, and %Ln in the locale's digits):
Russian 1 игра, 2 игры, 5 игр, 21 игра; Latvian 1 spēle, 2 and 5 spēles, 21 spēle; Hebrew
one game in words; English 1 game, 2 games, 106,000 games, 30,000 players. The compiled
translations, through the three ways the code counts: a QObject's tr, a TrContext's tr
outside one, and an engine or archive Message."""

import pytest

from mafia_desktop import i18n
from mafia_desktop.engine.errors import Message
from mafia_desktop.protocol.standings import games_words
from mafia_desktop.ui.archive.games_browser import GamesBrowser
from mafia_desktop.ui.archive.players_page import PlayersPage

COUNTS = (1, 2, 5, 21)
GAMES = {
    "en": ["1 game", "2 games", "5 games", "21 games"],
    "ru": ["1 игра", "2 игры", "5 игр", "21 игра"],
    "lv": ["1 spēle", "2 spēles", "5 spēles", "21 spēle"],
    "he": ["משחק אחד", "2 משחקים", "5 משחקים", "21 משחקים"],
}
RENAMED = {
    "en": ["A is now called B (1 game)", "A is now called B (2 games)", "A is now called B (5 games)",
           "A is now called B (21 games)"],
    "ru": ["Игрок A переименован в B (1 игра)", "Игрок A переименован в B (2 игры)",
           "Игрок A переименован в B (5 игр)", "Игрок A переименован в B (21 игра)"],
    "lv": ["A tagad saucas B (1 spēle)", "A tagad saucas B (2 spēles)", "A tagad saucas B (5 spēles)",
           "A tagad saucas B (21 spēle)"],
    "he": ["A נקרא עכשיו B (משחק אחד)", "A נקרא עכשיו B (2 משחקים)", "A נקרא עכשיו B (5 משחקים)",
           "A נקרא עכשיו B (21 משחקים)"],
}
FOULS = {   # two counts in one line: "%n foul(s) in %n game(s)", each in its own form
    "ru": "21 фол в 2 играх", "lv": "21 piezīme 2 spēlēs", "he": "21 פאולים ב-2 משחקים", "en": "21 fouls in 2 games",
}


@pytest.fixture
def language(qapp):
    def install(code: str) -> None:
        i18n.install(code, qapp)
    yield install
    i18n.install("en", qapp)


@pytest.mark.parametrize("code", GAMES)
def test_a_trcontext_counts_in_the_languages_forms(language, code):
    language(code)
    assert [games_words(n) for n in COUNTS] == GAMES[code]


#: 106,000 games and 30,000 players in each locale's digits (Qt's %Ln): the archive's counts.
MANY = {"en": ("106,000 games", "30,000 players"), "ru": ("106\u00a0000 игр", "30\u00a0000 игроков"),
        "lv": ("106\u00a0000 spēles", "30\u00a0000 spēlētāji"), "he": ("106,000 משחקים", "30,000 שחקנים")}


@pytest.mark.parametrize("code", GAMES)
def test_a_qobjects_tr_counts_in_the_languages_forms(language, code):
    language(code)
    assert [GamesBrowser.tr("%Ln game(s)", "", n) for n in (*COUNTS, 106_000)] == [*GAMES[code], MANY[code][0]]
    assert PlayersPage.tr("%Ln player(s)", "", 30_000) == MANY[code][1]


@pytest.mark.parametrize("code", RENAMED)
def test_an_archive_message_counts_in_the_languages_forms(language, code):
    language(code)
    said = [i18n.message_text(Message("{old} is now called {new} (%n game(s))", "", n, old="A", new="B"))
            for n in COUNTS]
    assert said == RENAMED[code]


@pytest.mark.parametrize("code", FOULS)
def test_two_counts_in_one_line_each_take_their_form(language, code):
    from mafia_desktop.store.queries.statistics import PlayerStats
    from mafia_desktop.ui.archive.players_model import _fouls_tip
    language(code)
    assert _fouls_tip(PlayerStats(nickname="A", games=2, fouls=21)) == FOULS[code]


def test_a_messages_english_names_its_count_without_a_translation():
    message = Message("%n damaged game(s) in the archive", "", 3)
    assert str(message) == "3 damaged game(s) in the archive" and message.plural == 3
    assert repr(message) == "Message('%n damaged game(s) in the archive', None, 3, **{})"
