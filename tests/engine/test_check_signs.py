"""The sign the host gives a checker, and the night's music: each preset's, from its seed
(engine/customs.py). A check asks yes or no: the don's "is he the sheriff?", the sheriff's
and the commissar's "is he of the mafia?"."""

from mafia_desktop.engine import commands as c, preset
from mafia_desktop.engine.customs import Hand, Head, Sign
from mafia_desktop.engine.ruleset import PRESETS

from .table import Table
from .test_latvian import DEAL as LATVIAN_DEAL


def signs(name: str) -> dict[str, Sign]:
    table = preset(name).check_signs
    return {"sheriff": table.answer(don=True, yes=True), "not sheriff": table.answer(don=True, yes=False),
            "black": table.answer(don=False, yes=True), "red": table.answer(don=False, yes=False)}


def test_sport_host_nods_for_the_sheriff_and_for_black_and_shakes_his_head_otherwise():
    # 004 §2.1.3: "the host nods if the checked player is the sheriff, shakes his head if not";
    # the sheriff's check is "fully analogous": is he of the mafia? A nod for black.
    assert signs("sport") == {"sheriff": Sign(Head.NOD), "not sheriff": Sign(Head.SHAKE),
                              "black": Sign(Head.NOD), "red": Sign(Head.SHAKE)}


def test_mastermind_host_nods_with_a_ring_or_thumb_down_and_shakes_with_crossed_arms_or_thumb_up():
    # 000 Don's check: a "yes" nod and 👌 "sheriff", a "no" and 🙅 "not sheriff";
    # 000 Sheriff's investigation: a "no" and 👍 "red", a "yes" nod and 👎 "black".
    assert signs("mastermind") == {
        "sheriff": Sign(Head.NOD, Hand.RING), "not sheriff": Sign(Head.SHAKE, Hand.CROSSED),
        "black": Sign(Head.NOD, Hand.THUMB_DOWN), "red": Sign(Head.SHAKE, Hand.THUMB_UP)}


def test_latvian_commissar_gets_a_nod_for_mafia_and_a_shake_for_not_mafia():
    # 001 Night: the host tells the commissar truly whether the player "is or is not mafia";
    # the seed names no gesture: the head's yes and no (default, as 004 §2.1.3).
    found = signs("latvian")
    assert (found["black"], found["red"]) == (Sign(Head.NOD), Sign(Head.SHAKE))


def test_classic_commissar_gets_a_nod_for_mafia_and_a_shake_for_not_mafia():
    # 002 §3: the commissar learns mafia / not mafia, by silent gestures; no gesture named:
    # the head's yes and no (default, as 004 §2.1.3).
    found = signs("classic")
    assert (found["black"], found["red"]) == (Sign(Head.NOD), Sign(Head.SHAKE))


def test_night_music_plays_where_the_seed_turns_it_on():
    # 004 §2.1: "Night falls", and the host loudly turns the music on; §2.2: he turns it off,
    # then "Day comes". 000, 001 and 002 have no music: off until the club turns it on.
    assert {name: preset(name).night_music for name in PRESETS} == {
        "sport": True, "mastermind": False, "latvian": False, "classic": False}


def test_a_yes_is_a_nod_and_a_no_a_shake_in_every_preset():
    # 004 §2.1.3, 000 Don's check and Sheriff's investigation: the head says yes or no; a
    # hand, where the seed has one, only adds to it.
    for name in PRESETS:
        found = signs(name)
        assert {found["sheriff"].head, found["black"].head} == {Head.NOD}, name
        assert {found["not sheriff"].head, found["red"].head} == {Head.SHAKE}, name


def test_night_music_lasts_from_night_fall_to_the_morning():
    # 004 §2.1: "Night falls" and the music; §2.2: the music off, then "Day comes".
    t = Table()
    assert t.state.at_night and t.state.music_tonight        # the first night [004 §2.1.1]
    t.to_day()
    assert not t.state.at_night and not t.state.music_tonight
    t.speak()                                                 # nobody nominated: night 1
    assert t.state.at_night and t.state.music_tonight
    t.night(shots={2: 4, 7: 4, 9: 4}, don=1, sheriff=1)
    assert not t.state.at_night                               # the morning
    latvian = Table("latvian", deal=LATVIAN_DEAL)
    assert latvian.state.at_night and not latvian.state.music_tonight   # 001: no music



def test_no_night_music_once_the_game_is_won():
    # 004 §1.3: black wins once black players are as many as red; the night ends with the game.
    t = Table()
    t.to_day()
    t.speak()
    for seat in (1, 3, 4, 5):                                 # four reds removed by the host at night
        t.run(c.remove, seat=seat)
    assert t.state.winner is not None and t.state.phase.value == "night"
    assert not t.state.at_night and not t.state.music_tonight
