"""obs-websocket's protocol (v5, rpcVersion 1), as its public documentation gives it, without
a socket: an ``ObsSession`` is fed each text OBS sends and answers with the texts to send
back, so that the window's socket (``ui.overlay.obs_link``) only carries them and the tests
read the conversation as it is.

The conversation: OBS says Hello (op 0), with an ``authentication`` challenge when it has a
password; the client Identifies (op 1) with the answer (``authentication_answer``) and no
events wanted; OBS says Identified (op 2) or closes with a code (``closed_words``). Then
Requests (op 6), each answered by a RequestResponse (op 7) carrying the same id. The session
asks for the scene list at once (a scene named in the settings that OBS lacks is said before
the game needs it), switches the program scene, and marks the recording's chapters until
OBS answers that it knows no such request (before OBS 30.2).
"""

from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import dataclass, field
from enum import IntEnum
from urllib.parse import urlsplit

from mafia_desktop.engine.errors import Message

RPC_VERSION = 1


class Op(IntEnum):
    HELLO = 0
    IDENTIFY = 1
    IDENTIFIED = 2
    EVENT = 5
    REQUEST = 6
    RESPONSE = 7


#: WebSocketCloseCode: why OBS closed the connection.
AUTHENTICATION_FAILED = 4009
UNSUPPORTED_RPC_VERSION = 4010
#: RequestStatus codes the session tells apart.
UNKNOWN_REQUEST_TYPE = 204
OUTPUT_NOT_RUNNING = 501
RESOURCE_NOT_FOUND = 600

SWITCH = "SetCurrentProgramScene"
CHAPTER = "CreateRecordChapter"
SCENES = "GetSceneList"


class ObsProtocolError(Exception):
    """OBS said something that is not its protocol: the connection is closed."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


def authentication_answer(password: str, salt: str, challenge: str) -> str:
    """base64(sha256(base64(sha256(password + salt)) + challenge)), as the protocol asks."""
    secret = base64.b64encode(hashlib.sha256((password + salt).encode()).digest()).decode()
    return base64.b64encode(hashlib.sha256((secret + challenge).encode()).digest()).decode()


def closed_words(code: int, address: str) -> Message:
    """Why the connection ended, by OBS's close code."""
    if code == AUTHENTICATION_FAILED:
        return Message("OBS at {address} refused the password: set it in Settings → OBS", address=address)
    if code == UNSUPPORTED_RPC_VERSION:
        return Message("OBS at {address} speaks another version of its WebSocket protocol: OBS 28 or later "
                       "is needed", address=address)
    return Message("OBS at {address} closed the connection; it is tried again every few seconds",
                   address=address)


def final(code: int) -> bool:
    """A closing that trying again cannot mend (the password, the protocol's version)."""
    return code in (AUTHENTICATION_FAILED, UNSUPPORTED_RPC_VERSION)


def address_problem(address: str) -> Message | None:
    """Why ``address`` is no OBS WebSocket address (None: it is one): ws:// or wss://, a
    host and a port, as OBS's WebSocket Server Settings show it."""
    try:
        parts = urlsplit(address.strip())
        port = parts.port
    except ValueError:
        port, parts = None, None
    if parts is None or parts.scheme not in ("ws", "wss") or not parts.hostname or port is None:
        return Message("{address} is not an OBS address: write it as ws://127.0.0.1:4455, the server and "
                       "the port OBS shows in Tools → WebSocket Server Settings", address=address.strip())
    return None


def _encoded(op: Op, data: dict) -> str:
    return json.dumps({"op": int(op), "d": data}, ensure_ascii=False, separators=(",", ":"))


@dataclass
class ObsSession:
    """One connection's conversation. ``received`` a text from OBS → the texts to send;
    ``switch`` and ``chapter`` → the request's text (or nothing yet: the switch waits for
    the identification, the last one wanted is sent then; a chapter not marked at its
    moment is not marked later)."""

    password: str = ""
    identified: bool = False
    version: str = ""
    #: OBS's scenes, once it has listed them.
    scenes: list[str] | None = None
    #: False once OBS answered that it knows no chapters (before 30.2).
    chapters: bool = True
    #: The last refusal of each kind of request, in words, until one of its kind goes through.
    problems: dict[str, Message] = field(default_factory=dict)
    #: The program scene OBS switched to last at our request.
    shown: str = ""
    _wanted: str = ""
    _sent: dict[str, tuple[str, dict]] = field(default_factory=dict)   # request id → (type, data)
    _count: int = 0

    @property
    def problem(self) -> Message | None:
        """What to tell the streamer first: a scene not shown, then a chapter not marked."""
        return next((self.problems[kind] for kind in (SWITCH, CHAPTER, SCENES) if kind in self.problems), None)

    # -- what OBS says -----------------------------------------------------------------------
    def received(self, text: str) -> list[str]:
        try:
            message = json.loads(text)
            op, data = Op(message["op"]), message["d"]
            if not isinstance(data, dict):
                raise TypeError
        except (ValueError, KeyError, TypeError):
            raise ObsProtocolError(Message("The server at the OBS address answered with something that is not "
                                           "OBS's WebSocket protocol")) from None
        if op is Op.HELLO:
            return [self._identify(data)]
        if op is Op.IDENTIFIED:
            self.identified = True
            out = [self._request(SCENES)]
            if self._wanted:
                out.append(self._request(SWITCH, {"sceneName": self._wanted}))
            return out
        if op is Op.RESPONSE:
            self._answered(data)
        return []

    def _identify(self, hello: dict) -> str:
        self.version = str(hello.get("obsWebSocketVersion", ""))
        identify: dict = {"rpcVersion": RPC_VERSION, "eventSubscriptions": 0}   # no events: requests only
        challenge = hello.get("authentication")
        if isinstance(challenge, dict):
            identify["authentication"] = authentication_answer(
                self.password, str(challenge.get("salt", "")), str(challenge.get("challenge", "")))
        return _encoded(Op.IDENTIFY, identify)

    def _answered(self, response: dict) -> None:
        sent = self._sent.pop(str(response.get("requestId")), None)
        if sent is None:
            return
        kind, data = sent
        status = response.get("requestStatus") or {}
        if status.get("result"):
            if kind == SCENES:
                listed = (response.get("responseData") or {}).get("scenes") or []
                # OBS lists them bottom first; the streamer reads them top first.
                self.scenes = [str(s.get("sceneName", "")) for s in reversed(listed) if isinstance(s, dict)]
            elif kind == SWITCH:
                self.shown = data["sceneName"]
            if self.chapters or kind != CHAPTER:
                self.problems.pop(kind, None)
            return
        code, comment = status.get("code"), str(status.get("comment") or "")
        if kind == CHAPTER and code == OUTPUT_NOT_RUNNING:
            return   # not recording: nothing to mark
        if kind == CHAPTER and code == UNKNOWN_REQUEST_TYPE:
            self.chapters = False   # said for as long as the connection lasts
            self.problems[kind] = Message("This OBS ({version}) marks no chapters in a recording: OBS 30.2 "
                                          "and later do", version=self.version)
        elif kind == SWITCH and code == RESOURCE_NOT_FOUND:
            self.problems[kind] = Message("OBS has no scene named {scene}: name one of its scenes in Settings → "
                                          "OBS", scene=data["sceneName"])
        elif kind == CHAPTER:
            self.problems[kind] = Message("OBS marked no chapter: {reason}", reason=comment or str(code))
        else:
            self.problems[kind] = Message("OBS refused {request}: {reason}", request=kind,
                                          reason=comment or str(code))

    # -- what the table asks ------------------------------------------------------------------
    def switch(self, scene: str) -> list[str]:
        self._wanted = scene
        return [self._request(SWITCH, {"sceneName": scene})] if self.identified else []

    def chapter(self, name: str) -> list[str]:
        if not (self.identified and self.chapters):
            return []
        return [self._request(CHAPTER, {"chapterName": name})]

    def waiting(self) -> int:
        """Requests sent and not yet answered."""
        return len(self._sent)

    def _request(self, kind: str, data: dict | None = None) -> str:
        self._count += 1
        request_id = f"mafia-{self._count}"
        self._sent[request_id] = (kind, data or {})
        request: dict = {"requestType": kind, "requestId": request_id}
        if data:
            request["requestData"] = data
        return _encoded(Op.REQUEST, request)
