"""What each seat's game says for the statistics (engine/facts.py)."""

from mafia_desktop.engine import commands as c
from mafia_desktop.engine.facts import seat_facts
from tests.engine.table import Table
from tests.protocol.games import finished_334187


def test_facts_of_the_real_game_334187():
    facts = {f.seat: f for f in seat_facts(finished_334187().state)}
    assert [f.seat for f in facts.values() if f.won] == [1, 3, 4, 5, 6, 8, 10]   # the town won
    assert facts[4].killed_first and not any(f.killed_first for s, f in facts.items() if s != 4)
    assert (facts[4].best_named, facts[4].best_black) == (2, 0)
    assert (facts[8].fouls, facts[8].left_how, facts[8].left_round) == (3, "voted", 2)
    assert facts[3].left_how is None and not any(f.removed for f in facts.values())


def test_an_unfinished_game_has_no_result_yet_and_a_removal_is_marked():
    t = Table()
    t.to_day()
    t.run(c.remove, seat=2, reason="phone")
    facts = seat_facts(t.state)
    assert all(f.won is None for f in facts)
    assert facts[1].removed and facts[1].left_how == "removed"
    assert not facts[0].removed
