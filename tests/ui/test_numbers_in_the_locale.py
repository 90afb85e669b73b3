"""Issue 28: the screen writes numbers as the host's language does: points, fouls a game,
ratings and sizes with a decimal comma in Russian and Latvian, a point in English and Hebrew."""

from __future__ import annotations

from fractions import Fraction

import pytest
from mafia_desktop.engine.points import system
from mafia_desktop.i18n import install
from mafia_desktop.store.contests import attach, contest_standings, create_contest
from mafia_desktop.store.queries.statistics import PlayerStats
from mafia_desktop.ui.archive.players_model import fouls_words
from mafia_desktop.ui.events.standings_model import COLUMNS, StandingsModel
from tests.store.test_contests import store_games
from mafia_desktop.ui.shared.numbers import data_size, decimal, points_text

COMMA = {"en": ".", "he": ".", "ru": ",", "lv": ","}


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    install("en", qapp)


@pytest.mark.parametrize("code", sorted(COMMA))
def test_points_rates_and_sizes_take_the_languages_decimal_sign(qapp, code):
    install(code, qapp)
    mark = COMMA[code]
    assert points_text(Fraction(1, 2)) == f"0{mark}5"
    assert points_text(Fraction(-1, 4)).lstrip("\u200e") == f"-0{mark}25"   # Hebrew's minus marked left to right
    assert points_text(Fraction(2)) == "2"                       # a whole number has no decimals
    assert decimal(2.456, 2) == f"2{mark}46"
    assert f"1{mark}5" in data_size(1_500_000)


def test_the_standings_and_a_players_fouls_read_in_russian(qapp, archive):
    ids = store_games(archive)
    event = create_contest(archive, name="Friday evening", kind="evening", system=system("sport"))
    for game_id in ids:
        attach(archive, event, game_id)
    install("ru", qapp)
    model = StandingsModel()
    model.set_rows(contest_standings(archive, event))
    total = [title for title, _ in COLUMNS].index("Total")
    ada = next(row for row in range(model.rowCount()) if model.index(row, 1).data() == "Ada")
    assert model.index(ada, total).data() == "2,9"     # 2.9 in English (tests/store/test_contests.py)
    stats = PlayerStats("Ada")._replace(games=4, fouls=3)
    assert fouls_words(stats) == "0,8"
