"""Issue 40, the engine room: games published to the stand-in service from the archive's
queue (a hosted game, an evening, a game corrected after publishing with op=change, a refusal
kept with its reason, the service down and back), each game sent once; every fault of the
network in words; the password in no message and no log."""

from __future__ import annotations

import base64
import logging
import random

import pytest

from mafia_desktop.engine import commands as c
from mafia_desktop.engine import events as ev
from mafia_desktop.engine import preset
from mafia_desktop.engine.autoplay import RandomHost
from mafia_desktop.i18n import message_text
from mafia_desktop.publishing import Service, ServiceError
from mafia_desktop.publishing.queue import game_json, send_waiting
from mafia_desktop.store import Archive
from mafia_desktop.store.contests import attach, create_contest
from mafia_desktop.engine.points import system
from mafia_desktop.store.publishing import (PUBLISHED, REFUSED, WAITING, enqueue, event_link, link_event,
                                            link_player, player_links, publication, unlinked_seats, waiting)

from .standin import CLUB, PASSWORD, USER


def linked(archive: Archive, event: str, service_event: int = 9001) -> None:
    link_event(archive, event, service_event, CLUB)
    for nickname, user_id in (("Adrian", 501), ("Ёжик", 502), ("Don Corleone", 503), ("Anna", 504)):
        link_player(archive, nickname, user_id)


def test_a_hosted_game_is_published_once_with_its_links(standin, service, tmp_path, caplog):
    caplog.set_level(logging.DEBUG)
    names = [f"Host game {seat}" for seat in range(1, 11)]
    log = RandomHost(preset("sport"), random.Random(4), undo_rate=0.0, check_undo=False).play().events
    with Archive(tmp_path / "a.sqlite3") as archive:
        game_id = archive.create_game([ev.GameCreated(log[0].ruleset, tuple(names)), *log[1:]])
        event = create_contest(archive, name="Tuesday", kind="evening", system=system("sport"))
        attach(archive, event, game_id)
        link_event(archive, event, 9001, CLUB)
        link_player(archive, "Host game 3", 777)
        assert event_link(archive, event) == (9001, CLUB)
        assert [seat for seat, _ in unlinked_seats(archive, game_id)] == [1, 2, 4, 5, 6, 7, 8, 9, 10]
        enqueue(archive, [game_id])
        assert [p.game_id for p in waiting(archive)] == [game_id]
        (outcome,) = send_waiting(archive, service)
        assert outcome.state == PUBLISHED, message_text(outcome.words)
        kept = publication(archive, game_id)
        assert kept.state == PUBLISHED and kept.service_game_id in standin.games and kept.published_digest
        sent = standin.games[kept.service_game_id]
        assert sent["eventId"] == 9001 and sent["clubId"] == CLUB
        assert isinstance(sent["startTime"], int) and sent["endTime"] >= sent["startTime"] > 1_700_000_000
        assert [p.get("id") for p in sent["players"]] == [None, None, 777] + [None] * 7
        assert "id" not in sent and len(sent["players"]) == 10
        # Asked again, unchanged: nothing waits, nothing is sent.
        enqueue(archive, [game_id])
        assert waiting(archive) == [] and send_waiting(archive, service) == []
    assert len(standin.ops("create")) == 1 and len(standin.games) == 1
    assert standin.authorizations[0] == "Basic " + base64.b64encode(f"{USER}:{PASSWORD}".encode()).decode()
    assert PASSWORD not in caplog.text and PASSWORD not in repr(service)


def test_an_evening_is_published_and_its_unfinished_game_waits(standin, service, evening):
    path, ids, event = evening
    with Archive(path) as archive:
        linked(archive, event)
        assert unlinked_seats(archive, ids["G1"])[0] == (2, "Player 2")
        assert player_links(archive)["Adrian"] == 501
        enqueue(archive, [ids["G1"], ids["G2"], ids["G3"]])
        outcomes = {o.game_id: o for o in send_waiting(archive, service)}
        assert outcomes[ids["G1"]].state == outcomes[ids["G2"]].state == PUBLISHED
        assert outcomes[ids["G3"]].state == WAITING and "waits for its end" in outcomes[ids["G3"]].words
        assert [p.game_id for p in waiting(archive)] == [ids["G3"]]
        assert publication(archive, ids["G3"]).reason
    seats = {tuple(p.get("id") for p in game["players"]) for game in standin.games.values()}
    assert (501, None, None, 502, None, None, 503, 504, None, None) in seats   # G1's seats 1, 4, 7, 8
    assert len(standin.games) == 2


def test_a_game_changed_after_publishing_is_sent_as_a_change_of_the_same_game(standin, service, evening):
    path, ids, event = evening
    with Archive(path) as archive:
        linked(archive, event)
        enqueue(archive, [ids["G2"]])
        send_waiting(archive, service)
        first = publication(archive, ids["G2"])
        game = archive.load(ids["G2"])
        archive.append(ids["G2"], game.run(c.adjust_points, seat=4, points=0.5, reason="the best speech"),
                       state=game.state)
        enqueue(archive, [ids["G2"]])
        assert publication(archive, ids["G2"]).state == WAITING
        (outcome,) = send_waiting(archive, service)
        assert outcome.state == PUBLISHED and "corrected" in outcome.words
        again = publication(archive, ids["G2"])
    assert again.service_game_id == first.service_game_id and again.published_digest != first.published_digest
    (change,) = standin.ops("change")
    assert int(change["game_id"]) == first.service_game_id and len(standin.ops("create")) == 1
    assert len(standin.games) == 1 and standin.games[first.service_game_id]["players"][3]["bonus"] == 0.5


def test_a_refused_game_keeps_the_services_reason_and_is_asked_again_on_demand(standin, service, evening):
    path, ids, event = evening
    with Archive(path) as archive:
        linked(archive, event, service_event=9100)   # another club's: the account referees none of it
        enqueue(archive, [ids["G1"]])
        (outcome,) = send_waiting(archive, service)
        assert outcome.state == REFUSED and "enough permissions" in outcome.words
        kept = publication(archive, ids["G1"])
        assert kept.state == REFUSED and kept.reason.startswith("You do not have enough permissions")
        assert waiting(archive) == [] and send_waiting(archive, service) == []
        link_event(archive, event, 9001, CLUB)
        enqueue(archive, [ids["G1"]])
        assert send_waiting(archive, service)[0].state == PUBLISHED
    assert len(standin.games) == 1


def test_a_game_of_six_is_refused_in_words_before_anything_is_sent(standin, service, evening):
    path, ids, event = evening
    with Archive(path) as archive:
        attach(archive, event, ids["G5"])
        linked(archive, event)
        enqueue(archive, [ids["G5"]])
        (outcome,) = send_waiting(archive, service)
        with pytest.raises(Exception, match="10 players, this one has 6"):
            game_json(archive, ids["G5"], 9001, CLUB)
    assert outcome.state == REFUSED and "10 players" in outcome.words
    assert standin.calls == []


def test_a_game_whose_stored_digest_is_no_digest_is_refused_in_words_and_nothing_is_sent(standin, service, evening):
    # A file made elsewhere: the digest a text, where bytes() of it raised a TypeError in the queue.
    import sqlite3
    path, ids, event = evening
    with Archive(path) as archive:
        linked(archive, event)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE games SET event_digest = 'not a digest' WHERE id = ?", [ids["G1"]])
    conn.commit()
    conn.close()
    with Archive(path) as archive:
        enqueue(archive, [ids["G1"]])
        (outcome,) = send_waiting(archive, service)
    assert outcome.state == REFUSED and "is damaged" in outcome.words
    assert standin.games == {}


def test_the_queue_waits_while_the_service_is_down_and_goes_when_it_is_back(standin, service, evening):
    path, ids, event = evening
    with Archive(path) as archive:
        linked(archive, event)
        enqueue(archive, [ids["G1"], ids["G2"]])
        for fault in ("down", "500", "html"):
            standin.go_down() if fault == "down" else setattr(standin, "mode", fault)
            outcomes = send_waiting(archive, service)
            assert len(outcomes) == 1 and outcomes[0].unreachable and outcomes[0].state == WAITING
            assert "tried again later" in outcomes[0].words
            assert len(waiting(archive)) == 2 and standin.games == {}
            standin.come_back()
        assert [o.state for o in send_waiting(archive, service)] == [PUBLISHED, PUBLISHED]
        assert send_waiting(archive, service) == []
    # (The 500 and the web page each answered one create that saved nothing.)
    assert len(standin.ops("create")) == 4 and len(standin.games) == 2


def test_a_wrong_password_stops_the_run_and_the_games_wait(standin, evening):
    path, ids, event = evening
    wrong = Service(standin.site, USER, "not-the-password", timeout=1.0)
    with Archive(path) as archive:
        linked(archive, event)
        enqueue(archive, [ids["G1"], ids["G2"]])
        (outcome,) = send_waiting(archive, wrong)
        assert outcome.unreachable and "Authorization failed" in outcome.words
        assert len(waiting(archive)) == 2
        assert "not-the-password" not in outcome.words


@pytest.mark.parametrize("mode, said", [("500", "HTTP 500"), ("html", "did not answer as its API does"),
                                        ("slow", "did not answer in time"), ("down", "could not be reached")])
def test_every_fault_of_the_network_is_words_without_the_password(standin, service, mode, said, caplog):
    caplog.set_level(logging.DEBUG)
    standin.go_down() if mode == "down" else setattr(standin, "mode", mode)
    with pytest.raises(ServiceError) as raised:
        service.events(CLUB)
    error = raised.value
    assert error.unreachable and said in str(error) and said in message_text(error.message)
    assert error.__cause__ is None   # the fault said, its chain of low-level errors not shown
    assert PASSWORD not in str(error) and PASSWORD not in caplog.text


def test_an_address_not_found_is_words(caplog):
    service = Service("http://no-such-host.invalid", USER, PASSWORD, timeout=2.0)
    with pytest.raises(ServiceError) as raised:
        service.players("Anna")
    assert raised.value.unreachable and "no-such-host.invalid" in str(raised.value)
    assert PASSWORD not in str(raised.value) and PASSWORD not in caplog.text


def test_the_services_own_behaviour(standin, service, evening):
    """The facts the queue is built on, as the stand-in follows them: the lists, the fixes,
    a game without an event saved nowhere, no duplicate check."""
    assert [e.name for e in service.events(CLUB)] == ["Tuesday evening", "Friday evening"]
    assert service.event(9100).club_id == 42 and service.event(1) is None
    assert [(p.id, p.name) for p in service.players("ann")] == [(504, "Anna"), (505, "Annabel")]
    path, ids, event = evening
    with Archive(path) as archive:
        record = game_json(archive, ids["G1"], 9001, CLUB)
    dead = next(p for p in record["players"] if p.get("death", {}).get("type") == "day")
    dead["voting"] = dead.get("voting", []) + [1, 1, 1, 1, 1]
    answer = service.create(record)
    assert answer.game_id in standin.games and "was dead when they were voting" in answer.fixes
    assert "<li>" not in answer.fixes
    assert service.create(record).game_id != answer.game_id and len(standin.games) == 2   # no duplicate check
    without_event = {**record, "eventId": 0}
    assert service.create(without_event).game_id == 0 and len(standin.games) == 2
    with pytest.raises(ServiceError, match="civilians. Must be 6") as raised:
        service.create({**record, "players": [{**p, "role": "civ"} for p in record["players"]]})
    assert not raised.value.unreachable and raised.value.words == "This game has 10 civilians. Must be 6."
