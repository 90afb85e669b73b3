"""Issue 40, the window's half: the rating service's account in the settings, an event and
its players linked by clicks, a game and an evening published against the stand-in service
(its answers shown game by game: the service's fixes, a refusal's reason), and the queue
waiting while the service is down, sent again from the status line, never twice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from mafia_desktop import preferences
from mafia_desktop.store.contests import contest
from mafia_desktop.ui.publishing.event_link import EventLinkDialog
from mafia_desktop.ui.publishing.player_links import PlayerLinksDialog

from tests.publishing.standin import CLUB, PASSWORD, USER


LEFT = Qt.MouseButton.LeftButton
FRIDAY = 9002   # the stand-in's event of our club


# -- the stand-in service (tests/publishing/standin.py) ------------------------------------------
@pytest.fixture
def service(monkeypatch):
    """The stand-in service running; the passwords kept in this process only, never in the
    system's keyring."""
    from mafia_desktop.hall import secrets
    from tests.publishing import standin as module
    monkeypatch.setattr(secrets, "_keyring", lambda: None)
    monkeypatch.setattr(secrets, "_in_memory", {})
    monkeypatch.setattr(module, "PLAYERS", [*module.PLAYERS, {"id": 201, "name": "Ada"},
                                            {"id": 202, "name": "Ada L."}])
    running = module.StandIn()
    yield running
    running.close()


def account(service) -> None:
    from mafia_desktop.publishing.secrets import save_password
    preferences.save_rating_service(service.site, USER)
    save_password(service.site, USER, PASSWORD)


def sent(service) -> int:
    """How many games the service keeps (it has no duplicate check: a game sent twice is two)."""
    return len(service.games)


def go_down(service) -> None:
    service.go_down()


def come_back(service) -> None:
    service.come_back()


def refuse(service, reason: str) -> None:
    service.refuse = reason


# -- the window ---------------------------------------------------------------------------------
@pytest.fixture
def evening_window(qtbot, evening):
    made = evening    # (tests/ui/conftest.py: the evening's games built once a session, copied)
    win = made.open()
    qtbot.addWidget(win)
    qtbot.waitExposed(win)
    yield made, win


def ok_button(dialog):
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def click_item(qtbot, view, row: int) -> None:
    item = view.item(row)
    view.scrollToItem(item)
    qtbot.mouseClick(view.viewport(), LEFT, pos=view.visualItemRect(item).center())


def link_the_event(archive, event_id: str) -> None:
    from mafia_desktop.store.publishing import link_event
    link_event(archive, event_id, FRIDAY, CLUB)


def players_left_empty(monkeypatch) -> list[PlayerLinksDialog]:
    """The players' dialog answered with its suggestions as they come (each seat of one name)."""
    shown = []

    def answer(dialog):
        shown.append(dialog)
        ok_button(dialog).click()
        return dialog.result()
    monkeypatch.setattr(PlayerLinksDialog, "exec", answer)
    return shown


def test_the_settings_keep_the_account_and_its_test_lists_the_events(qtbot, evening_window, service):
    from mafia_desktop.publishing.secrets import password_for
    from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
    _, win = evening_window
    dialog = SettingsDialog(win)
    qtbot.addWidget(dialog)
    box = dialog.service_box
    dialog.tabs.setCurrentWidget(box)
    dialog.show()
    assert box.site.text() == "https://mafiaratings.com"   # the public service unless another is typed
    box.site.setText(service.site)
    qtbot.keyClicks(box.user, USER)
    qtbot.keyClicks(box.password, PASSWORD)
    qtbot.mouseClick(box.test_button, LEFT)
    assert not box.test_button.isEnabled()   # asked in a thread: the dialog stays live meanwhile
    qtbot.waitUntil(lambda: "Connected" in box.result.text(), timeout=5000)
    assert "Friday evening" in box.result.text()
    ok_button(dialog).click()
    assert preferences.rating_service() == (service.site, USER)
    assert password_for(service.site, USER) == PASSWORD
    again = SettingsDialog(win)
    qtbot.addWidget(again)
    assert again.service_box.password.text() == "" and again.service_box.password.placeholderText() == "saved"


def test_a_wrong_password_is_said_in_words(qtbot, evening_window, service):
    from mafia_desktop.ui.publishing.service_box import ServiceBox
    box = ServiceBox()
    qtbot.addWidget(box)
    box.site.setText(service.site)
    box.user.setText(USER)
    box.password.setText("not-the-password")
    box.test()
    qtbot.waitUntil(lambda: box.test_button.isEnabled(), timeout=5000)
    assert "Authorization failed" in box.result.text() and "not-the-password" not in box.result.text()


def test_an_event_is_linked_by_clicks(qtbot, monkeypatch, evening_window, service):
    from mafia_desktop.store.publishing import event_link
    made, win = evening_window
    account(service)
    win.show_events()
    win.events_page.open_event(made.event)
    page = win.events_page.page

    def choose(dialog):
        qtbot.waitUntil(lambda: dialog.list.count() == 3, timeout=5000)   # the service's events, read
        [friday] = [row for row in range(3) if "Friday evening" in dialog.list.item(row).text()]
        click_item(qtbot, dialog.list, friday)
        assert (dialog.number.text(), dialog.club.text()) == (str(FRIDAY), str(CLUB))
        qtbot.mouseClick(ok_button(dialog), LEFT)
        return dialog.result()
    monkeypatch.setattr(EventLinkDialog, "exec", choose)
    page.link_action.trigger()
    assert event_link(made.archive, made.event) == (FRIDAY, CLUB)


def test_an_event_is_linked_by_its_typed_number(qtbot, evening_window, service):
    from mafia_desktop.store.publishing import event_link
    made, win = evening_window
    dialog = EventLinkDialog(made.archive, contest(made.archive, made.event), None, win)
    qtbot.addWidget(dialog)
    qtbot.mouseClick(ok_button(dialog), LEFT)
    assert "type its number" in dialog.error.text() and event_link(made.archive, made.event) is None
    qtbot.keyClicks(dialog.number, "42")
    qtbot.keyClicks(dialog.club, "9")
    qtbot.mouseClick(ok_button(dialog), LEFT)
    assert event_link(made.archive, made.event) == (42, 9)


@pytest.mark.parametrize("number, club", [("²", "9"), ("42", "²"), ("٤٢", "9"), ("9" * 25, "9"), ("42", "9" * 20)])
def test_an_event_number_typed_in_other_digits_is_refused_in_words(qtbot, evening_window, number, club):
    # "²" passes str.isdigit and no int reads it; "٤٢" int reads, the service's numbers are ASCII.
    from mafia_desktop.store.publishing import event_link
    made, win = evening_window
    dialog = EventLinkDialog(made.archive, contest(made.archive, made.event), None, win)
    qtbot.addWidget(dialog)
    dialog.number.setText(number)
    dialog.club.setText(club)
    qtbot.mouseClick(ok_button(dialog), LEFT)
    assert "type its number" in dialog.error.text() and event_link(made.archive, made.event) is None


def test_an_account_number_typed_in_other_digits_is_no_link(qtbot, evening_window):
    made, win = evening_window
    dialog = PlayerLinksDialog(made.archive, {"Ada": [1], "Boris": [2], "Cyril": [3], "Dana": [4]}, None, win)
    qtbot.addWidget(dialog)
    for nickname, typed in (("Ada", "#²"), ("Boris", "9" * 25), ("Cyril", "٣"), ("Dana", "#55")):
        dialog.fields[nickname].setEditText(typed)
    assert dialog.chosen() == {"Dana": 55}


def test_players_are_linked_by_clicks_and_the_game_is_published(qtbot, monkeypatch, evening_window, service):
    from mafia_desktop.store.publishing import player_links, publication
    made, win = evening_window
    account(service)
    link_the_event(made.archive, made.event)
    checked = service._check   # a fix the service makes to the record, said with its answer
    monkeypatch.setattr(service, "_check", lambda game: [*checked(game),
                                                         "Player 4 is voting for someone after he/she is dead."])
    win.replay_game(made.finished[0])

    def link(dialog):
        qtbot.waitUntil(lambda: dialog.fields["Ada"].count() == 2, timeout=5000)   # the suggestions, read
        assert dialog.fields["Ada"].currentText() == "Ada · #201"   # the one of the same name, offered
        boris = dialog.fields["Boris"]
        qtbot.mouseClick(boris.lineEdit(), LEFT)
        qtbot.keyClicks(boris.lineEdit(), "555")
        qtbot.mouseClick(ok_button(dialog), LEFT)
        return dialog.result()
    monkeypatch.setattr(PlayerLinksDialog, "exec", link)
    qtbot.mouseClick(win.replay_page.publish_button, LEFT)
    links = player_links(made.archive)
    assert links[made.archive.player_of("Ada")] == 201 and links[made.archive.player_of("Boris")] == 555
    shown = win.publisher.shown
    assert shown is not None and shown.isVisible()
    [text] = shown.texts()
    assert "voting for someone after he/she is dead" in text   # the service's fixes, with the game
    # The seats still unlinked were said before anything was sent.
    assert "Cyril" in shown.before.text() and "Ada" not in shown.before.text()
    assert publication(made.archive, made.finished[0]).state == "published" and sent(service) == 1
    assert "Published on the rating service" in win.replay_page.publish_button.toolTip()


def test_a_refused_game_keeps_its_reason(qtbot, monkeypatch, evening_window, service):
    from mafia_desktop.store.publishing import publication
    made, win = evening_window
    account(service)
    link_the_event(made.archive, made.event)
    refuse(service, "This game has 5 civilians. Must be 6.")
    players_left_empty(monkeypatch)
    win.replay_game(made.finished[0])
    qtbot.mouseClick(win.replay_page.publish_button, LEFT)
    [text] = win.publisher.shown.texts()
    assert "This game has 5 civilians. Must be 6." in text
    assert publication(made.archive, made.finished[0]).state == "refused" and sent(service) == 0
    assert "Refused by the rating service" in win.replay_page.publish_button.toolTip()
    assert "5 civilians" in win.replay_page.publish_button.toolTip()


def test_the_evening_is_published_from_the_events_page(qtbot, monkeypatch, evening_window, service):
    made, win = evening_window
    account(service)
    link_the_event(made.archive, made.event)
    players_left_empty(monkeypatch)
    win.show_events()
    win.events_page.open_event(made.event)
    win.events_page.page.publish_action.trigger()
    texts = win.publisher.shown.texts()
    assert len(texts) == len(made.finished) == sent(service)
    assert win.publisher.words() == "Rating service: everything sent"


def test_the_games_list_menu_publishes_a_game(qtbot, monkeypatch, evening_window, service):
    made, win = evening_window
    account(service)
    link_the_event(made.archive, made.event)
    players_left_empty(monkeypatch)
    win.show_archive()
    browser = win.archive_page.games
    qtbot.waitUntil(lambda: browser.model.rowCount() > 1)
    row = next(r for r in range(browser.model.rowCount()) if browser.model.game(r).row.finished)
    menu = browser.game_menu(browser.table.visualRect(browser.model.index(row, 0)).center())
    [publish] = [action for action in menu.actions() if action.objectName() == "publish-game"]
    assert publish.isEnabled()
    publish.trigger()
    assert sent(service) == 1 and len(win.publisher.shown.texts()) == 1


def test_the_queue_waits_while_the_service_is_down_and_goes_when_it_is_back(qtbot, monkeypatch, evening_window,
                                                                            service):
    from mafia_desktop.store.publishing import waiting
    made, win = evening_window
    account(service)
    link_the_event(made.archive, made.event)
    players_left_empty(monkeypatch)
    go_down(service)
    win.replay_game(made.finished[0])
    qtbot.mouseClick(win.replay_page.publish_button, LEFT)
    assert [kept.game_id for kept in waiting(made.archive)] == [made.finished[0]] and sent(service) == 0
    status = win.findChild(type(win.publishing_status), "publishing-status")
    assert "1 game waiting" in status.text() and "Send now" in status.text()
    assert status.toolTip()   # each waiting game and why
    come_back(service)
    status.linkActivated.emit("send")   # the status line's "Send now"
    assert waiting(made.archive) == [] and sent(service) == 1
    assert "everything sent" in status.text()
    win.publisher.send()   # and again: nothing is sent twice
    assert sent(service) == 1 and len(service.ops("create")) == 1


def test_the_queue_goes_when_the_window_starts(qtbot, monkeypatch, evening_window, service):
    from mafia_desktop.store.publishing import enqueue, waiting
    made, win = evening_window
    account(service)
    link_the_event(made.archive, made.event)
    enqueue(made.archive, made.finished[:1])
    win.warm_up()
    qtbot.waitUntil(lambda: sent(service) == 1, timeout=5000)
    assert waiting(made.archive) == []


def test_without_an_account_nothing_is_sent_and_the_host_is_told(qtbot, monkeypatch, evening_window, service):
    from PySide6.QtWidgets import QMessageBox
    made, win = evening_window
    told = []
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda parent, title, text: told.append(text)))
    win.replay_game(made.finished[0])
    qtbot.mouseClick(win.replay_page.publish_button, LEFT)
    assert "Settings → Rating service" in told[0] and sent(service) == 0


def test_a_hosted_game_of_a_linked_event_is_published_as_it_ends(qtbot, window, service):
    from PySide6.QtWidgets import QPushButton

    from bench.clicking_host import ClickingHost
    from mafia_desktop.engine.points import system
    from mafia_desktop.store.contests import create_contest
    from mafia_desktop.store.publishing import publication

    from .test_full_games import NAMES, SPORT_CARDS
    account(service)
    event = create_contest(window.archive, name="Friday evening", kind="evening", system=system("sport"))
    link_the_event(window.archive, event)
    window.show_events()
    window.events_page.open_event(event)
    host = ClickingHost(qtbot, window, seed=3)
    new_here = window.events_page.page.findChild(QPushButton, "event-new-game")
    host.new_game("sport", NAMES, cards=SPORT_CARDS, press=lambda: qtbot.mouseClick(new_here, LEFT))
    game = window.controller.game_id
    host.play_to_end()
    qtbot.waitUntil(lambda: sent(service) == 1, timeout=5000)   # behind the host's back, once
    assert publication(window.archive, game).state == "published"




def test_a_closing_window_sends_no_more_games(qtbot, evening_window, service):
    from mafia_desktop.publishing import Service, ServiceError
    from mafia_desktop.store.publishing import enqueue, waiting
    from mafia_desktop.ui.publishing.calls import WaitingService
    made, win = evening_window
    account(service)
    link_the_event(made.archive, made.event)
    enqueue(made.archive, made.finished)
    win.publisher.stop()
    win.publisher.send()
    assert sent(service) == 0 and len(waiting(made.archive)) == len(made.finished)
    closing = WaitingService(Service(service.site, USER, PASSWORD), lambda: True)
    with pytest.raises(ServiceError) as raised:
        closing.events()
    assert raised.value.unreachable and service.calls == []
