"""Three games of one event at one table, the same ten people in the same seats (the deal
of 334187: blacks 2, 7 (don), 9; sheriff 8), for the standings' hand-worked figures.

G1 the real game 334187: the town wins; seat 4 is shot on night 1 and names two reds.
G2 the three blacks are disqualified on day 1 ("phone"): the town wins.
G3 seat 1 is shot on night 1 and names 2, 7, 9 (three blacks); 3 and 5 are voted out,
   4 shot on night 2: the mafia win. The host gives seat 8 +0.25 and seat 5 -0.25.
"""

from __future__ import annotations

from mafia_desktop.engine import commands as c
from tests.engine.table import Table
from tests.engine.test_real_game_334187 import play_334187

PEOPLE = {seat: name for seat, name in enumerate(
    ["Ada", "Boris", "Cyril", "Dana", "Eva", "Fil", "Gus", "Hel", "Ivo", "Jan"], start=1)}


def real_game() -> Table:
    t = play_334187()
    t.next()
    t.run(c.end_game)
    return t


def blacks_disqualified() -> Table:
    t = Table()
    t.to_day()
    for seat in (2, 7, 9):
        t.run(c.remove, seat=seat, reason="phone")
    t.run(c.end_game)
    return t


def mafia_win() -> Table:
    t = Table()
    t.to_day()
    t.speak()
    t.night(1, don=8, sheriff=2)
    t.morning(guesses=[2, 7, 9])
    t.speak({t.state.speakers_left()[0]: 3})
    t.vote({3: []})
    t.talk_through()
    t.night(4, don=1, sheriff=7)
    t.morning()
    t.speak({t.state.speakers_left()[0]: 5})
    t.vote({5: []})
    t.talk_through()
    t.run(c.end_game)
    t.run(c.adjust_points, seat=8, points=0.25, reason="fine sheriff play")
    t.run(c.adjust_points, seat=5, points=-0.25, reason="phone rang")
    return t


def event_tables() -> list[Table]:
    return [real_game(), blacks_disqualified(), mafia_win()]
