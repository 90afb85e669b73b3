"""The sign the host gives a checker, and the night's music: each preset's, from its seed
(engine/customs.py). A check asks yes or no: the don's "is he the sheriff?", the sheriff's
and the commissar's "is he of the mafia?"."""

from mafia_desktop.engine import preset
from mafia_desktop.engine.customs import Hand, Head, Sign
from mafia_desktop.engine.ruleset import PRESETS


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
