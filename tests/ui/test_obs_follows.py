"""OBS following the table, against a stand-in OBS WebSocket server (bench/obs_stand_in.py): a
whole game played through the window switches the streamer's scenes in the game's order and marks
the recording's chapters; a wrong password, OBS not running, OBS closed in the middle of a
game or too slow to answer is a word on the overlay's window, and the table goes on."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from bench.clicking_host import ClickingHost
from bench.obs_stand_in import SCENES, StandInObs
from mafia_desktop import preferences
from mafia_desktop.stream import secrets
from mafia_desktop.stream.moments import Moment, chapter_of, moment_of
from mafia_desktop.ui.shared.settings_dialog import SettingsDialog

from .test_full_games import NAMES, SPORT_CARDS
from .test_overlay_window import free_port, overlay_on

#: The streamer's scene for each moment, as Settings → OBS keep them.
CHOSEN = dict(zip([m.value for m in Moment], SCENES))
SCENE_OF = {scene: Moment(moment) for moment, scene in CHOSEN.items()}


def follow(address: str, password: str | None = None, scenes=CHOSEN) -> None:
    preferences.save_obs_settings(preferences.ObsSettings(follow=True, address=address, scenes=dict(scenes)))
    if password is not None:
        secrets.save_password(address, password)


def obs_word(window) -> str:
    label = window.overlay_panel.obs_status
    return label.text() if label.isVisible() else ""


def quick(window, *, retry: float = 0.1, answer: float = 0.5) -> None:
    """Try again and call OBS slow sooner than a streamer would wait (the test's patience)."""
    link = window.overlay.obs.link
    link._retry.setInterval(round(retry * 1000))
    link.answer_seconds = answer
    link._answer.setInterval(round(answer * 1000))


def play(qtbot, host: ClickingHost, steps: int | None = None) -> list[tuple[Moment | None, tuple, str]]:
    """Steps as a host taps them, the loop turning between taps; after each, the moment the
    table showed and its chapter (read at once: the table's state moves on in place)."""
    shown = []
    while not host.state.ended and (steps is None or len(shown) < steps):
        host.play_step()
        QApplication.processEvents()
        state = host.window.shown_source().state()
        moment = moment_of(state)
        shown.append((moment, *(chapter_of(state, moment) if moment is not None else ((), ""))))
    return shown


def in_order(shown) -> list[Moment]:
    moments: list[Moment] = []
    for moment, _, _ in shown:
        if moment is not None and (not moments or moments[-1] is not moment):
            moments.append(moment)
    return moments


def test_a_whole_game_switches_obs_s_scenes_in_order_and_marks_its_chapters(qtbot, window):
    obs = StandInObs(password="table-7 secret")
    follow(obs.url, "table-7 secret")
    overlay_on(window, free_port())
    qtbot.waitUntil(lambda: bool(obs.requests("GetSceneList")), timeout=5000)
    assert obs.identifies[0]["rpcVersion"] == 1 and "authentication" in obs.identifies[0]
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    shown = play(qtbot, host)
    expected = in_order(shown)
    qtbot.waitUntil(lambda: len(obs.switched()) == len(expected), timeout=5000)
    assert [SCENE_OF[scene] for scene in obs.switched()] == expected
    assert expected[0] is Moment.NIGHT and expected[-1] is Moment.END and Moment.VOTE in expected
    assert obs.program == CHOSEN["end"]
    # A chapter each time the game first reaches a moment, titled as the video's chapters are.
    titles, keys = [], set()
    for moment, key, title in shown:
        if moment is not None and key not in keys:
            keys.add(key)
            titles.append(title)
    qtbot.waitUntil(lambda: len(obs.chapters) == len(titles), timeout=5000)
    assert obs.chapters == titles and titles[0] == "Roles night" and titles[-1].endswith("wins!")
    qtbot.waitUntil(lambda: obs_word(window) == f"OBS follows the table: scene {CHOSEN['end']}", timeout=5000)
    # The analysis after the game: its replay has a scene of its own.
    window.replay_game(window.controller.game_id)
    qtbot.waitUntil(lambda: obs.program == CHOSEN["replay"], timeout=5000)
    assert obs.chapters[-1] == "Replay"
    obs.quit()


def test_a_wrong_password_is_said_once_and_the_game_goes_on(qtbot, window):
    obs = StandInObs(password="right")
    follow(obs.url, "wrong")
    overlay_on(window, free_port())
    quick(window)
    qtbot.waitUntil(lambda: "refused the password" in obs_word(window), timeout=5000)
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    shown = play(qtbot, host, steps=30)
    assert Moment.DAY in in_order(shown)   # the table went on into the day
    assert obs.log == [] and obs.connections == 1
    assert not window.overlay.obs.link._retry.isActive()   # a refused password is not tried again
    assert "refused the password" in obs_word(window)
    obs.quit()


def test_obs_not_running_is_said_and_tried_again_and_the_table_goes_on(qtbot, window):
    address = f"ws://127.0.0.1:{free_port()}"   # nothing listens there
    follow(address)
    overlay_on(window, free_port())
    quick(window)
    qtbot.waitUntil(lambda: "not answering" in obs_word(window), timeout=5000)
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    shown = play(qtbot, host, steps=30)
    assert Moment.DAY in in_order(shown)
    # OBS started late: it is found on a later try and shown the moment as it is now.
    obs = StandInObs(port=int(address.rsplit(":", 1)[1]))
    qtbot.waitUntil(lambda: bool(obs.switched()), timeout=5000)
    assert SCENE_OF[obs.switched()[-1]] is moment_of(window.shown_source().state())
    obs.quit()


def test_obs_closed_in_the_middle_of_a_game_is_said_and_found_again_when_it_is_back(qtbot, window):
    obs = StandInObs()
    follow(obs.url)
    overlay_on(window, free_port())
    quick(window)
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    play(qtbot, host, steps=20)
    qtbot.waitUntil(lambda: bool(obs.switched()), timeout=5000)
    port, before = obs.port, len(obs.switched())
    obs.quit()
    qtbot.waitUntil(lambda: "closed the connection" in obs_word(window)
                    or "not answering" in obs_word(window), timeout=5000)
    shown = play(qtbot, host, steps=40)   # the host taps on while OBS is away
    assert len(shown) == 40 or host.state.ended
    assert len(obs.switched()) == before   # nothing reached the closed OBS
    back = StandInObs(port=port)
    qtbot.waitUntil(lambda: bool(back.switched()), timeout=5000)
    assert SCENE_OF[back.switched()[-1]] is moment_of(window.shown_source().state())
    qtbot.waitUntil(lambda: obs_word(window).startswith("OBS follows the table"), timeout=5000)
    back.quit()


def test_an_obs_that_says_nothing_is_called_slow_and_never_holds_a_tap(qtbot, window):
    obs = StandInObs(silent=True)   # takes the connection, never says Hello
    follow(obs.url)
    overlay_on(window, free_port())
    quick(window, answer=0.3)
    qtbot.waitUntil(lambda: obs.connections >= 1, timeout=5000)
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    shown = play(qtbot, host, steps=25)   # every tap is done while OBS has answered nothing
    assert len(shown) == 25 and Moment.DAY in in_order(shown) and obs.log == []
    qtbot.waitUntil(lambda: "did not answer within" in obs_word(window), timeout=5000)
    obs.quit()


def test_an_obs_older_than_chapters_switches_scenes_and_is_asked_for_chapters_no_more(qtbot, window):
    obs = StandInObs(chapters=False)
    follow(obs.url)
    overlay_on(window, free_port())
    qtbot.waitUntil(lambda: bool(obs.requests("GetSceneList")), timeout=5000)   # OBS has us
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    shown = play(qtbot, host, steps=40)
    qtbot.waitUntil(lambda: len(obs.switched()) == len(in_order(shown)), timeout=5000)
    reached = len({key for moment, key, _ in shown if moment is not None})
    # Asked until OBS answered the first (one more may have crossed that answer), then never.
    assert len(obs.requests("CreateRecordChapter")) <= 2 < reached
    assert "marks no chapters" in obs_word(window)
    obs.quit()


def test_a_moment_without_a_scene_leaves_obs_alone_and_a_missing_scene_is_named(qtbot, window):
    obs = StandInObs()
    follow(obs.url, scenes={"night": "Darkness", "day": CHOSEN["day"]})   # no vote scene; no "Darkness" in OBS
    overlay_on(window, free_port())
    qtbot.waitUntil(lambda: bool(obs.requests("GetSceneList")), timeout=5000)   # OBS has us
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    shown = play(qtbot, host, steps=60)
    moments = in_order(shown)
    assert Moment.VOTE in moments
    wanted = [CHOSEN["day"] if moment is Moment.DAY else "Darkness"
              for moment in moments if moment in (Moment.DAY, Moment.NIGHT)]
    qtbot.waitUntil(lambda: obs.switched() == wanted, timeout=5000)   # nothing asked at the vote
    last = "OBS has no scene named Darkness" if wanted[-1] == "Darkness" else f"scene {CHOSEN['day']}"
    qtbot.waitUntil(lambda: last in obs_word(window), timeout=5000)
    obs.quit()


def test_the_stream_delay_holds_the_scenes_back_as_it_holds_the_overlay(qtbot, window):
    obs = StandInObs()
    follow(obs.url)
    preferences.save_overlay_settings(preferences.OverlaySettings(port=free_port(), delay=3600))
    window.overlay_action.trigger()
    qtbot.waitUntil(lambda: bool(obs.requests("GetSceneList")), timeout=5000)
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    shown = play(qtbot, host, steps=20)
    qtbot.wait(200)
    assert obs.switched() == [] and len(in_order(shown)) >= 2   # an hour's delay: nothing shown yet
    obs.quit()


def test_settings_keep_obs_s_address_and_scenes_and_its_password_in_the_keyring(qtbot, window):
    obs = StandInObs(password="pw-7Kq")
    dialog = SettingsDialog(window)
    qtbot.addWidget(dialog)
    box = dialog.obs_box
    assert not box.follow.isChecked() and box.address.text() == preferences.OBS_ADDRESS
    box.follow.setChecked(True)
    box.address.setText("localhost:4455")   # no ws://: said as typed, not saved
    assert box.address_note.isVisibleTo(box) and "ws://127.0.0.1:4455" in box.address_note.text()
    assert not box.test_button.isEnabled()
    box.address.setText(obs.url)
    assert not box.address_note.isVisibleTo(box) and box.test_button.isEnabled()
    box.password.setText("pw-7Kq")
    box.test_button.click()
    scenes = box.scenes[Moment.NIGHT]
    qtbot.waitUntil(lambda: scenes.count() == len(SCENES) + 1, timeout=5000)
    assert [scenes.itemText(n) for n in range(scenes.count())] == ["", *SCENES]   # top first, as OBS shows them
    assert "5 scenes" in box.result.text()
    scenes.setCurrentIndex(3)
    dialog.accept()
    chosen = preferences.obs_settings()
    assert (chosen.follow, chosen.address, chosen.scenes) == (True, obs.url, {"night": SCENES[2]})
    assert secrets.password_for(obs.url) == "pw-7Kq"
    settings = preferences.QSettings()
    settings.sync()
    assert obs.url in open(settings.fileName(), encoding="utf-8").read()   # the file the settings went to
    assert "pw-7Kq" not in open(settings.fileName(), encoding="utf-8").read()
    obs.quit()


def test_a_wrong_address_typed_changes_nothing(qtbot, window):
    follow("ws://127.0.0.1:4455")
    dialog = SettingsDialog(window)
    qtbot.addWidget(dialog)
    dialog.obs_box.address.setText("ws://obs-pc")   # no port
    dialog.obs_box.follow.setChecked(False)
    dialog.accept()
    assert preferences.obs_settings() == preferences.ObsSettings(follow=True, address="ws://127.0.0.1:4455",
                                                                 scenes=CHOSEN)


def test_the_settings_test_says_a_wrong_password_and_lists_nothing(qtbot, window):
    obs = StandInObs(password="right")
    dialog = SettingsDialog(window)
    qtbot.addWidget(dialog)
    box = dialog.obs_box
    box.address.setText(obs.url)
    box.password.setText("wrong")
    box.test_button.click()
    qtbot.waitUntil(lambda: "refused the password" in box.result.text(), timeout=5000)
    assert box.scenes[Moment.DAY].count() == 0 and obs.log == []
    box.password.setText("right")   # typed again: the next test lists them
    box.test_button.click()
    qtbot.waitUntil(lambda: box.scenes[Moment.DAY].count() == len(SCENES) + 1, timeout=5000)
    obs.quit()


def test_an_undo_goes_back_to_the_scene_and_marks_no_chapter_twice(qtbot):
    from mafia_desktop.engine import fold
    from mafia_desktop.ui.audience.source import FedSource
    from mafia_desktop.ui.overlay.obs_director import ObsDirector
    from mafia_desktop.ui.overlay.obs_link import ObsLink

    from .test_audience import real_334187
    obs = StandInObs()
    director = ObsDirector(ObsLink())
    source = FedSource(clock=lambda: 1000.0)
    director.follow(source)
    director.start(preferences.ObsSettings(follow=True, address=obs.url, scenes=CHOSEN), delay=0)
    qtbot.waitUntil(director.link.identified, timeout=5000)
    events = real_334187()
    states = [fold(events[:n], check=False) for n in range(1, len(events) + 1)]
    first_vote = next(n for n, state in enumerate(states) if moment_of(state) is Moment.VOTE)
    for n in [*range(first_vote - 2, first_vote + 1), first_vote - 1, first_vote]:   # the vote undone, redone
        source.show("game", states[n])
        qtbot.waitUntil(lambda: not director._soon.isActive(), timeout=3000)
    qtbot.waitUntil(lambda: len(obs.switched()) == 4, timeout=5000)
    assert [SCENE_OF[scene] for scene in obs.switched()] == [Moment.DAY, Moment.VOTE, Moment.DAY, Moment.VOTE]
    qtbot.waitUntil(lambda: len(obs.chapters) == 2, timeout=5000)
    qtbot.wait(100)   # and no third: the day and its vote, once each
    assert obs.chapters == [chapter_of(states[first_vote - 2], Moment.DAY)[1],
                            chapter_of(states[first_vote], Moment.VOTE)[1]] == ["Day 1", "Day 1: the vote"]
    director.stop()
    obs.quit()
