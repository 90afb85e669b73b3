"""obs-websocket's protocol without a socket: the handshake with and without a password, the
requests and what each refusal says, a server that is not OBS, and the address checked."""

from __future__ import annotations

import base64
import hashlib
import json

import pytest

from mafia_desktop.stream.obs import (
    AUTHENTICATION_FAILED, ObsProtocolError, ObsSession, address_problem, authentication_answer, closed_words, final,
)


def said(op: int, **data) -> str:
    return json.dumps({"op": op, "d": data})


def sent(text: str) -> tuple[int, dict]:
    message = json.loads(text)
    return message["op"], message["d"]


def identified(session: ObsSession) -> list[str]:
    session.received(said(0, obsWebSocketVersion="5.5.0", rpcVersion=1))
    return session.received(said(2, negotiatedRpcVersion=1))


def answer(request: str, code: int = 100, **data) -> str:
    _, asked = sent(request)
    response = {"requestType": asked["requestType"], "requestId": asked["requestId"],
                "requestStatus": {"result": code == 100, "code": code}}
    if data:
        response["responseData"] = data
    return said(7, **response)


def test_without_a_password_the_identify_carries_no_answer_and_asks_for_no_events():
    session = ObsSession()
    (identify,) = session.received(said(0, obsWebSocketVersion="5.5.0", rpcVersion=1))
    assert sent(identify) == (1, {"rpcVersion": 1, "eventSubscriptions": 0})
    assert not session.identified and session.version == "5.5.0"


def test_with_a_password_the_identify_answers_the_challenge_as_the_documentation_says():
    session = ObsSession(password="supersecretpassword")
    salt, challenge = "lM1GncleQOaCu9lT1yeUZhFYnqhsLLP1G5lAGo3ixaI=", "+IxH4CnCiqpX1rM9scsNynZzbOe4KhDeYcTNS3PDaeY="
    (identify,) = session.received(said(0, obsWebSocketVersion="5.5.0", rpcVersion=1,
                                        authentication={"challenge": challenge, "salt": salt}))
    secret = base64.b64encode(hashlib.sha256(b"supersecretpassword" + salt.encode()).digest())
    expected = base64.b64encode(hashlib.sha256(secret + challenge.encode()).digest()).decode()
    assert sent(identify)[1]["authentication"] == expected == authentication_answer("supersecretpassword", salt,
                                                                                    challenge)
    assert authentication_answer("another", salt, challenge) != expected


def test_a_scene_wanted_before_the_identification_is_sent_after_it_with_the_scene_list():
    session = ObsSession()
    assert session.switch("Night") == []   # not yet identified
    requests = [sent(text)[1] for text in identified(session)]
    assert [(r["requestType"], r.get("requestData")) for r in requests] == [
        ("GetSceneList", None), ("SetCurrentProgramScene", {"sceneName": "Night"})]
    assert len({r["requestId"] for r in requests}) == 2 and session.waiting() == 2


def test_the_scene_list_is_read_top_first_and_a_switch_answered_is_the_scene_shown():
    session = ObsSession()
    (listing,) = identified(session)
    session.received(answer(listing, scenes=[{"sceneIndex": 0, "sceneName": "Bottom"},
                                             {"sceneIndex": 1, "sceneName": "Top"}]))
    assert session.scenes == ["Top", "Bottom"]
    (switch,) = session.switch("Top")
    session.received(answer(switch))
    assert session.shown == "Top" and session.problem is None and session.waiting() == 0


def test_a_missing_scene_is_named_and_an_old_obs_gets_no_more_chapters():
    session = ObsSession()
    identified(session)
    (switch,) = session.switch("Vote")
    session.received(answer(switch, 600))
    assert "Vote" in str(session.problem) and session.shown == ""
    (chapter,) = session.chapter("Day 1")
    assert sent(chapter)[1]["requestData"] == {"chapterName": "Day 1"}
    session.received(answer(chapter, 204))
    assert not session.chapters and "Vote" in str(session.problem)   # the scene not shown is said first
    (switch,) = session.switch("Day")
    session.received(answer(switch))
    assert session.shown == "Day" and "30.2" in str(session.problem)   # the chapters' stays: no more are asked
    assert session.chapter("Night 1") == []


def test_a_chapter_while_obs_is_not_recording_is_no_problem():
    session = ObsSession()
    identified(session)
    (chapter,) = session.chapter("Day 1")
    session.received(answer(chapter, 501))
    assert session.problem is None and session.chapters


@pytest.mark.parametrize("text", ["HTTP/1.1 200 OK", "[]", '{"op": 99, "d": {}}', '{"op": 0, "d": 3}'])
def test_a_server_that_is_not_obs_is_said_so(text):
    with pytest.raises(ObsProtocolError) as refused:
        ObsSession().received(text)
    assert "not OBS's WebSocket protocol" in str(refused.value.message)


def test_a_refused_password_is_final_and_said_and_another_closing_is_tried_again():
    assert final(AUTHENTICATION_FAILED) and "password" in closed_words(AUTHENTICATION_FAILED, "ws://x:1")
    assert not final(1001) and "closed the connection" in closed_words(1001, "ws://x:1")


@pytest.mark.parametrize("address, good", [
    ("ws://127.0.0.1:4455", True), ("wss://obs.local:4455/", True), (" ws://[::1]:4455 ", True),
    ("127.0.0.1:4455", False), ("http://127.0.0.1:4455", False), ("ws://127.0.0.1", False),
    ("ws://127.0.0.1:99999", False), ("ws://:4455", False), ("", False)])
def test_an_address_is_obs_s_or_said_not_to_be(address, good):
    problem = address_problem(address)
    assert (problem is None) == good
    if problem is not None:
        assert "ws://127.0.0.1:4455" in str(problem)
