"""Issue 38: names sorted by the host's language's alphabet wherever they are sorted (the
players' list, the standings' shared places, the seating plan's index), not by character
code, which put "Ēriks", "Ģirts Ķēniņš" and "Šarlote" after "Zoe"."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt

from mafia_desktop.engine.standings import Standing
from mafia_desktop.i18n import install
from mafia_desktop.store.queries.statistics import PlayerStats
from mafia_desktop.ui.archive.players_model import PlayersModel
from mafia_desktop.ui.events.standings_model import StandingsModel
from mafia_desktop.words.collation import sorted_names

LATVIAN = ["Zoe", "Šarlote", "Ģirts Ķēniņš", "Ēriks", "Sandra", "Gints", "Eva", "Anna", "Čaks", "Cēsis"]
IN_ORDER = ["Anna", "Cēsis", "Čaks", "Ēriks", "Eva", "Gints", "Ģirts Ķēniņš", "Sandra", "Šarlote", "Zoe"]


@pytest.fixture
def in_latvian(qapp):
    install("lv", qapp)
    yield
    install("en", qapp)


def test_latvian_names_sort_by_the_latvian_alphabet(in_latvian):
    assert sorted_names(LATVIAN) == IN_ORDER
    assert sorted(LATVIAN) != IN_ORDER          # what character codes gave


def test_numbers_in_names_sort_by_value():
    assert sorted_names(["Player 10", "Player 2", "Player 1"], "en") == ["Player 1", "Player 2", "Player 10"]


def test_the_players_list_sorts_by_name_in_the_hosts_alphabet(in_latvian):
    model = PlayersModel([PlayerStats(name, games=1) for name in LATVIAN])
    model.sort(0, Qt.SortOrder.AscendingOrder)
    assert [row.nickname for row in model.rows] == IN_ORDER
    model.sort(0, Qt.SortOrder.DescendingOrder)
    assert [row.nickname for row in model.rows] == IN_ORDER[::-1]


def test_players_sharing_a_place_stand_in_the_hosts_alphabet(in_latvian):
    rows = [Standing(player=name, place=1, total=Fraction(1)) for name in sorted(LATVIAN)]
    model = StandingsModel()
    model.set_rows([Standing(player="Winner", place=0, total=Fraction(3)), *rows])
    assert [row.player for row in model.rows] == ["Winner", *IN_ORDER]
