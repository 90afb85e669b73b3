"""A small archive built by hand for the browser's and the statistics' tests.

G1 the real game 334187 (town wins; seat 4 is killed first and names 6 and 8, both red);
G2 a sport game in which the three blacks are removed on day 1 (town wins);
G3 an unfinished sport game; G4 a copy of G2 in the trash; G5 a Latvian game (town wins,
seat 1 killed on night 1). The people: Adrian, Ёжик, Don Corleone, Anna, Ježiks.
"""

from __future__ import annotations

from mafia_desktop.engine import commands as c
from mafia_desktop.store import Archive
from tests.engine.event_games import blacks_disqualified as blacks_removed
from tests.engine.table import Table
from tests.protocol.games import latvian_game
from tests.engine.test_real_game_334187 import play_334187


def _named(t: Table, names: dict[int, str]) -> Table:
    for seat, nickname in names.items():
        t.run(c.rename, seat=seat, nickname=nickname)
    return t


def _store(archive: Archive, t: Table, day: str) -> str:
    return archive.create_game(t.game.events, at=f"{day}T12:00:00.000+00:00")


def build_evening(archive: Archive) -> dict[str, str]:
    g1 = play_334187()
    g1.next()
    g1.run(c.end_game)
    g1.run(c.label, club="Rīga")
    ids = {"G1": _store(archive, _named(g1, {1: "Adrian", 4: "Ёжик", 7: "Don Corleone", 8: "Anna"}),
                        "2026-10-05")}
    g2_names = {2: "Adrian", 4: "Ёжик", 7: "Don Corleone", 8: "Anna"}
    ids["G2"] = _store(archive, _named(blacks_removed(), g2_names), "2026-11-10")
    g3 = Table()
    g3.to_day()
    ids["G3"] = _store(archive, _named(g3, {1: "Adrian"}), "2026-11-20")
    ids["G4"] = _store(archive, _named(blacks_removed(), g2_names), "2026-11-21")
    archive.trash(ids["G4"])
    ids["G5"] = _store(archive, _named(latvian_game(), {1: "Ježiks", 3: "Anna"}), "2026-09-01")
    return ids
