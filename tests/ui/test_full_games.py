"""Whole games played through the window only (pytest-qt, offscreen)."""

from mafia_desktop.engine import Role, StepKind, fold

from bench.clicking_host import ClickingHost

SPORT_CARDS = ["civilian", "mafia", "civilian", "civilian", "civilian",
               "civilian", "don", "sheriff", "mafia", "civilian"]
NAMES = ["Anna", "Boris", "Ģirts", "Дмитрий", "דנה", "Eve", "Finn", "Gus", "Hal", "Ivy"]


def test_a_complete_sport_game_by_clicks_from_new_game_to_the_reveal(qtbot, window, archive):
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS,
                  labels={"club": "Crime Time", "table": "1", "number": "3", "host": "Judge"})
    host.play_to_end()
    state = window.controller.state
    assert state.ended and state.winner is not None
    # Every role is revealed on the seat map.
    assert all(view.role is not None for view in window.seat_map.views)
    assert [s.role.value for s in state.seats] == SPORT_CARDS
    # The archive holds the same events, and they fold to the same game.
    game_id = window.controller.game_id
    assert archive.events(game_id) == window.controller.game.events
    assert fold(archive.events(game_id)) == state
    row = archive.game(game_id)
    assert row.finished and row.winner == state.winner.value and row.club == "Crime Time"
    assert "wins" in window.panel.headline.text()


def test_a_latvian_game_with_the_doctor_saving_the_victim(qtbot, window, archive):
    cards = ["civilian", "mafia", "commissar", "civilian", "mafia",
             "doctor", "civilian", "civilian", "mafia", "civilian"]
    host = ClickingHost(qtbot, window, seed=4)
    host.new_game("latvian", NAMES, cards=cards, counts={"mafia": 3, "commissar": 1, "doctor": 1})
    saved = []

    def doctor_guesses_right(h: ClickingHost) -> None:
        night = h.state.night
        target = night.shots[0][1] if night.shots and not saved else None
        if target is not None:
            h.seat(target)
            saved.append(target)
        else:
            h.button("nobody")

    host.play_to_end(choose={StepKind.DOCTOR: doctor_guesses_right})
    state = window.controller.state
    assert saved and any(night.saved for night in state.nights)
    assert state.seat(saved[0]).left is None or state.seat(saved[0]).left.round > 1
    assert archive.events(window.controller.game_id) == window.controller.game.events


def test_a_classic_game_with_seven_players(qtbot, window, archive):
    cards = ["civilian", "mafia", "doctor", "civilian", "commissar", "mafia", "civilian"]
    host = ClickingHost(qtbot, window, seed=5)
    host.new_game("classic", NAMES[:7], cards=cards,
                  counts={"mafia": 2, "doctor": 1, "mistress": 0, "commissar": 1})
    host.play_to_end()
    state = window.controller.state
    assert state.size == 7 and state.ended
    assert sorted(s.role for s in state.seats if s.role is not Role.CIVILIAN) == sorted(
        [Role.MAFIA, Role.MAFIA, Role.DOCTOR, Role.COMMISSAR])
    assert archive.game(window.controller.game_id).finished


def test_a_mastermind_game_with_the_day_zero_split(qtbot, window, archive):
    # 000 Split: on day 0 two nominees tie on purpose, speak 30 s more, nobody leaves.
    host = ClickingHost(qtbot, window, seed=6)
    host.new_game("mastermind", NAMES, cards=SPORT_CARDS)
    host.button("next")
    host.button("next")                                   # roles night done: day 0
    nominations = {1: 5, 2: 1}
    while window.controller.state.step.kind is StepKind.SPEECH:
        speaker = window.controller.state.step.seat
        if speaker in nominations:
            host.seat(nominations[speaker])
        host.button("next")
    assert window.controller.state.day_number == 0
    host.button("split")
    assert window.controller.state.days[0].split == (1, 5)
    host.play_to_end()
    state = window.controller.state
    assert state.ended and [d.seat for d in state.departures if (d.round, d.phase.value) == (1, "day")] == []
    assert archive.events(window.controller.game_id) == window.controller.game.events
