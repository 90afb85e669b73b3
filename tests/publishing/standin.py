"""A stand-in for the mafiaratings rating service, started by the tests: an HTTP server in a
thread on 127.0.0.1 following what the service's source does (github szotin/mafiaratings:
``api/ops/game.php``, ``include/api.php``, ``include/game.php``'s ``Game`` checks,
``api/get/events.php``, ``players.php``, ``games.php``):

- HTTP Basic authentication on any call (name or e-mail, password); a wrong one is refused;
- ``POST api/ops/game.php`` ``op=create&json=…`` / ``op=change&game_id=N&json=…`` /
  ``op=delete&game_id=N``; a game needs ten players and six civilians; a game without an
  ``eventId`` is a success that saves nothing; an event of a club the account does not
  referee is refused; no duplicate check (the same game twice is two games);
- every answer is HTTP 200: ``{"error": …}``, or ``{"rebuild_ratings": …}`` with a ``message``
  listing its fixes when it changed the record (a vote after the voter's death is cut);
- ``startTime``/``endTime`` that are not integers are stored as 0;
- the lists: events (by club or id), players (by a name they hold), games (of an event, their
  times as "Y-m-d\\TH:i:sO" text);
- switches: ``mode`` "up", "down" (nothing listens: the connection is refused), "500" (HTTP
  500), "html" (a web page, as a proxy's error page), "slow" (no answer within a second);
  ``refuse`` (every op answers with that error).
"""

from __future__ import annotations

import base64
import json
import threading
import time
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

USER, EMAIL, PASSWORD = "referee", "referee@example.org", "s3cret-Pa55"
CLUB, OTHER_CLUB = 41, 42
EVENTS = [
    {"id": 9001, "name": "Tuesday evening", "club_id": CLUB, "timestamp": 1764662400},
    {"id": 9002, "name": "Friday evening", "club_id": CLUB, "timestamp": 1764921600},
    {"id": 9100, "name": "Another club's cup", "club_id": OTHER_CLUB, "timestamp": 1764921600},
]
PLAYERS = [
    {"id": 501, "name": "Adrian"}, {"id": 502, "name": "Ёжик"}, {"id": 503, "name": "Don Corleone"},
    {"id": 504, "name": "Anna"}, {"id": 505, "name": "Annabel"},
]


class StandIn:
    """The service: ``site`` is its address while it runs; ``games`` what it keeps (id →
    the JSON as saved); ``calls`` every request ((method, path, fields), never the header)."""

    def __init__(self) -> None:
        self.games: dict[int, dict] = {}
        self.calls: list[tuple[str, str, dict]] = []
        self.authorizations: list[str] = []
        self.mode = "up"
        self.refuse: str | None = None
        self._next_id = 70001
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._start(0)

    # -- running ------------------------------------------------------------------------------------
    def _start(self, port: int) -> None:
        standin = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:   # quiet
                pass

            def do_GET(self) -> None:
                parts = urlsplit(self.path)
                standin._answer(self, "GET", parts.path, _fields(parts.query))

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length).decode("utf-8")
                standin._answer(self, "POST", urlsplit(self.path).path, _fields(body))

        self._server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self._server.daemon_threads = True
        self.port = self._server.server_address[1]
        self.site = f"http://127.0.0.1:{self.port}"
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def go_down(self) -> None:
        """Nothing listens any more: a connection is refused."""
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        self.mode = "down"

    def come_back(self) -> None:
        if self._server is None:
            self._start(self.port)
        self.mode = "up"

    def close(self) -> None:
        self.go_down()

    def ops(self, op: str | None = None) -> list[dict]:
        """The ops asked (their fields), of one kind if given."""
        return [fields for method, path, fields in self.calls
                if path.endswith("/api/ops/game.php") and (op is None or fields.get("op") == op)]

    # -- answering ----------------------------------------------------------------------------------
    def _answer(self, handler: BaseHTTPRequestHandler, method: str, path: str, fields: dict) -> None:
        self.calls.append((method, path, fields))
        self.authorizations.append(handler.headers.get("Authorization") or "")
        if self.mode == "500":
            return _send(handler, 500, "text/html", "<html><body><h1>500 Internal Server Error</h1></body></html>")
        if self.mode == "html":
            return _send(handler, 200, "text/html", "<!DOCTYPE html><html><body>Bad gateway</body></html>")
        if self.mode == "slow":
            time.sleep(1.5)
        with self._lock:
            try:
                answer = self._respond(handler, path, fields)
            except _Refusal as refusal:
                answer = {"error": str(refusal)}
        _send(handler, 200, "application/json", json.dumps(answer, ensure_ascii=False))

    def _respond(self, handler: BaseHTTPRequestHandler, path: str, fields: dict) -> dict:
        if not self._authorized(handler.headers.get("Authorization") or ""):
            raise _Refusal("Authorization failed")
        if path == "/api/get/events.php":
            events = [e for e in EVENTS if ("club_id" not in fields or e["club_id"] == int(fields["club_id"]))
                      and ("event_id" not in fields or e["id"] == int(fields["event_id"]))]
            return {"count": len(events), "events": events}
        if path == "/api/get/players.php":
            part = fields.get("name_contains", "").casefold()
            players = [p for p in PLAYERS if part in p["name"].casefold()]
            return {"count": len(players), "players": players}
        if path == "/api/get/games.php":
            games = [{**g, "id": i, "startTime": _shown(g["startTime"]), "endTime": _shown(g["endTime"])}
                     for i, g in sorted(self.games.items(), reverse=True)
                     if "event_id" not in fields or g.get("eventId") == int(fields["event_id"])]
            return {"count": len(games), "games": games}
        if path == "/api/ops/game.php":
            if self.refuse:
                raise _Refusal(self.refuse)
            return self._op(fields)
        raise _Refusal(f"Unknown page {path}")

    def _authorized(self, header: str) -> bool:
        if not header.startswith("Basic "):
            return False
        try:
            name, _, password = base64.b64decode(header[6:]).decode("utf-8").partition(":")
        except ValueError:
            return False
        return name in (USER, EMAIL) and password == PASSWORD

    def _op(self, fields: dict) -> dict:
        op = fields.get("op")
        if op == "delete":
            self.games.pop(self._known(fields), None)
            return {}
        if op not in ("create", "change"):
            raise _Refusal(f"Unknown operation {op}")
        if "json" not in fields:
            raise _Refusal("Invalid json format.")
        try:
            game = json.loads(fields["json"])
        except ValueError:
            raise _Refusal("Invalid json format.") from None
        issues = self._check(game)
        answer: dict = {"rebuild_ratings": False}
        if issues:
            answer["message"] = ("The game contains the next issues:<ul>" + "".join(f"<li>{i}</li>" for i in issues)
                                 + "</ul>They are all fixed but the original version of the game is also saved. "
                                   "Please check Game Issues in the management menu.")
        if not game.get("eventId"):
            return answer   # the service's success that saves nothing
        if op == "create":
            self.games[self._next_id] = game
            self._next_id += 1
        else:
            game_id = self._known(fields)
            if "id" in game and game["id"] != game_id:
                raise _Refusal("Game id does not match the one in the game")
            self.games[game_id] = game
        return answer

    def _known(self, fields: dict) -> int:
        game_id = int(fields.get("game_id") or 0)
        if game_id not in self.games:
            raise _Refusal("game not found")
        return game_id

    def _check(self, game: dict) -> list[str]:
        """The service's refusals and fixes of a game (a few of ``Game``'s checks)."""
        event_id = game.get("eventId")
        if event_id:
            event = next((e for e in EVENTS if e["id"] == event_id), None)
            if event is None:
                raise _Refusal("Unknown event")
            if event["club_id"] != CLUB:
                raise _Refusal("You do not have enough permissions to perform this operation.")
            if game.get("clubId") != event["club_id"]:
                raise _Refusal("The game's club is not the club of its event.")
        players = game.get("players") or []
        if len(players) != 10:
            raise _Refusal(f"This game has {len(players)} players. Must be 10.")
        civilians = sum(1 for p in players if p.get("role", "civ") == "civ")
        if civilians != 6:
            raise _Refusal(f"This game has {civilians} civilians. Must be 6.")
        if game.get("winner") not in ("civ", "maf", "tie"):
            raise _Refusal("Unknown winner")
        for key in ("startTime", "endTime"):
            if not isinstance(game.get(key), int):
                game[key] = 0   # ISO text is stored as 0
        issues = []
        for number, player in enumerate(players, start=1):
            death, voting = player.get("death"), player.get("voting")
            if not isinstance(death, dict) or not isinstance(voting, list):
                continue
            last = death.get("round", 0) - (1 if death.get("type") == "night" else 0)
            if len(voting) > last + 1 >= 0:
                issues.append(f"Player {number} was dead when they were voting for {voting[last + 1]} in round "
                              f"{last + 1}. Votes are removed.")
                player["voting"] = voting[:last + 1]
        return issues


class _Refusal(Exception):
    pass


def _fields(text: str) -> dict:
    return {name: values[-1] for name, values in parse_qs(text, keep_blank_values=True).items()}


def _shown(seconds: int) -> str:
    return datetime.fromtimestamp(seconds, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S%z")


def _send(handler: BaseHTTPRequestHandler, status: int, kind: str, text: str) -> None:
    body = text.encode("utf-8")
    try:
        handler.send_response(status)
        handler.send_header("Content-Type", f"{kind}; charset=utf-8")
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)
    except OSError:   # the client gave up (a time-out)
        pass
