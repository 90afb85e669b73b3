"""Every step of whole games, hosted in each language at a tablet's 1024×600: the panel's
words (the announcement, the step, its details, a refusal, the buttons) all whole before each
press. Played in Latvian, a vote's details under a refusal ran over each other; a whole game
in each language finds the next such step before a host does."""

from __future__ import annotations


import pytest
from PySide6.QtWidgets import QApplication


from bench.clicking_host import ClickingHost

from .fit import cuts
from .test_full_games import NAMES, SPORT_CARDS
from .test_then_line import LATVIAN

GAMES = {   # language → the rules it is hosted under (each language's longest words on each preset)
    "lv": ("latvian", LATVIAN, {"mafia": 3, "commissar": 1, "doctor": 1}),
    "ru": ("sport", SPORT_CARDS, None),
    "he": ("mastermind", SPORT_CARDS, None),
    "en": ("latvian", LATVIAN, {"mafia": 3, "commissar": 1, "doctor": 1}),
}


class MeasuringHost(ClickingHost):
    """Before each press of a button: what the panel shows cut, by step."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.cut: dict[str, list[str]] = {}
        self.kinds: set[str] = set()

    def button(self, key: str) -> None:
        step = self.state.step
        for _ in range(3):   # the layout settles as it would before the host's eyes
            QApplication.processEvents()
        found = cuts(self.window.panel)
        if step is not None:
            self.kinds.add(step.kind.value)
        if found and step is not None:
            self.cut.setdefault(step.kind.value, found)
        super().button(key)


@pytest.mark.parametrize("language", sorted(GAMES))
def test_the_panel_shows_every_step_whole_on_a_tablet(qtbot, window_in, language):
    window = window_in(language)
    preset, cards, counts = GAMES[language]
    host = MeasuringHost(qtbot, window, seed=11)
    host.new_game(preset, NAMES, cards=cards, counts=counts)
    host.play_to_end()
    assert window.controller.state.ended and {"speech", "vote", "last_word"} <= host.kinds
    assert not host.cut
