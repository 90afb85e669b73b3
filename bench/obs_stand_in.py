"""A stand-in for OBS's WebSocket server (obs-websocket 5, rpcVersion 1), written from its
public protocol documentation: a real WebSocket server on 127.0.0.1 that says Hello (with an
authentication challenge when it has a password), checks the Identify (closing with 4009 on
a wrong answer, 4010 on another rpcVersion), then answers the requests the app makes
(GetSceneList, SetCurrentProgramScene, CreateRecordChapter: 204 where this OBS is too old for
chapters) and logs every one. It can stay silent (a slow OBS) and close every connection
(OBS quit). The tests (tests/ui/test_obs_follows.py) and bench/obs_follows.py (in a process of
its own, ``serve``: each request's arrival written to a file) use it.
"""

from __future__ import annotations

import base64
import hashlib
import json
import secrets
import time

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QHostAddress
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol, QWebSocketServer

SCENES = ("Table", "Vote close-up", "Night", "Results", "Analysis")


class StandInObs(QObject):
    def __init__(self, *, password: str | None = None, scenes=SCENES, chapters: bool = True,
                 recording: bool = True, silent: bool = False, port: int = 0, arrivals=None) -> None:
        super().__init__()
        self.password = password
        self.scenes = list(scenes)
        self.chapters_known = chapters
        self.recording = recording
        self.silent = silent
        self.program = "Table"
        #: Every request received: (its type, its data), in order.
        self.log: list[tuple[str, dict]] = []
        #: Each connection's Identify as received.
        self.identifies: list[dict] = []
        self.chapters: list[str] = []
        self.connections = 0
        #: A file each request is written to as it arrives: its time (time.time()), its type and data.
        self.arrivals = arrivals
        self._clients: list[QWebSocket] = []
        self._identified: set[int] = set()
        self._challenges: dict[int, tuple[str, str]] = {}
        self._server = QWebSocketServer("obs-stand-in", QWebSocketServer.SslMode.NonSecureMode, self)
        self._server.newConnection.connect(self._joined)
        assert self._server.listen(QHostAddress("127.0.0.1"), port), self._server.errorString()

    @property
    def port(self) -> int:
        return self._server.serverPort()

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def requests(self, kind: str) -> list[dict]:
        return [data for logged, data in self.log if logged == kind]

    def switched(self) -> list[str]:
        return [data["sceneName"] for data in self.requests("SetCurrentProgramScene")]

    def quit(self) -> None:
        """OBS closed: every connection ends (1001, going away), nothing listens any more."""
        self._server.close()
        for client in list(self._clients):
            client.close(QWebSocketProtocol.CloseCode.CloseCodeGoingAway, "OBS is closing")
        self._clients.clear()

    # -- the protocol ----------------------------------------------------------------------
    def _joined(self) -> None:
        while self._server.hasPendingConnections():
            client = self._server.nextPendingConnection()
            self.connections += 1
            self._clients.append(client)
            client.textMessageReceived.connect(lambda text, client=client: self._message(client, text))
            if self.silent:
                continue
            hello: dict = {"obsWebSocketVersion": "5.5.0", "rpcVersion": 1}
            if self.password is not None:
                challenge, salt = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
                self._challenges[id(client)] = (challenge, salt)
                hello["authentication"] = {"challenge": challenge, "salt": salt}
            client.sendTextMessage(json.dumps({"op": 0, "d": hello}))

    def _message(self, client: QWebSocket, text: str) -> None:
        if self.silent:
            return
        message = json.loads(text)
        op, data = message["op"], message["d"]
        if op == 1:
            self.identifies.append(data)
            if data.get("rpcVersion") != 1:
                return self._close(client, 4010)
            if self.password is not None:
                challenge, salt = self._challenges[id(client)]
                secret = base64.b64encode(hashlib.sha256((self.password + salt).encode()).digest()).decode()
                expected = base64.b64encode(hashlib.sha256((secret + challenge).encode()).digest()).decode()
                if data.get("authentication") != expected:
                    return self._close(client, 4009)
            self._identified.add(id(client))
            client.sendTextMessage(json.dumps({"op": 2, "d": {"negotiatedRpcVersion": 1}}))
        elif op == 6:
            if id(client) not in self._identified:
                return self._close(client, 4007)
            kind, asked = data["requestType"], data.get("requestData") or {}
            self.log.append((kind, asked))
            if self.arrivals is not None:
                self.arrivals.write(json.dumps([time.time(), kind, asked]) + "\n")
                self.arrivals.flush()
            code, answer = self._answer(kind, asked)
            response = {"requestType": kind, "requestId": data["requestId"],
                        "requestStatus": {"result": code == 100, "code": code}}
            if answer:
                response["responseData"] = answer
            client.sendTextMessage(json.dumps({"op": 7, "d": response}))
        else:
            self._close(client, 4006)

    def _answer(self, kind: str, asked: dict) -> tuple[int, dict]:
        if kind == "GetSceneList":
            listed = [{"sceneIndex": index, "sceneName": name}
                      for index, name in enumerate(reversed(self.scenes))]   # OBS lists the bottom one first
            return 100, {"currentProgramSceneName": self.program, "currentPreviewSceneName": None,
                         "scenes": listed}
        if kind == "SetCurrentProgramScene":
            if asked.get("sceneName") not in self.scenes:
                return 600, {}
            self.program = asked["sceneName"]
            return 100, {}
        if kind == "CreateRecordChapter" and self.chapters_known:
            if not self.recording:
                return 501, {}
            self.chapters.append(asked.get("chapterName", ""))
            return 100, {}
        return 204, {}

    def _close(self, client: QWebSocket, code: int) -> None:
        client.close(QWebSocketProtocol.CloseCode(code), "")


def serve(port: int, arrivals_path: str) -> None:
    """The stand-in on ``port`` until the process is ended, each request's arrival written to
    ``arrivals_path`` (a process of its own: OBS's work is not the app's)."""
    from PySide6.QtCore import QCoreApplication
    application = QCoreApplication([])
    with open(arrivals_path, "w", encoding="utf-8") as arrivals:
        obs = StandInObs(port=port, arrivals=arrivals)   # kept: a stand-in let go would stop listening
        application.exec()
        obs.quit()
