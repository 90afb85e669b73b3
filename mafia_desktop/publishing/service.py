"""The rating service asked over HTTP (the standard library's ``urllib``), every fault in words.

Its ops (``api/ops/game.php``) take form fields by POST; its lists (``api/get/events.php``,
``players.php``, ``games.php``) are read by GET; every call carries HTTP Basic
authentication (the account's name or e-mail and its password). Every answer of the service
itself is HTTP 200 with a JSON object: ``{"error": …}`` is a refusal (``ServiceError`` with
``unreachable`` False and the service's words); anything else that is not such an object
(a time-out, a name not found, a TLS failure, HTTP 5xx, a web page, text that is no JSON)
means the service was not reached as it should be (``unreachable`` True): a retry later.

The password goes into the Authorization header only: never into a URL, a message or the log.
"""

from __future__ import annotations

import base64
import html
import http.client
import json
import logging
import re
import socket
import ssl
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from mafia_desktop import __version__
from mafia_desktop.engine.errors import Message

DEFAULT_SITE = "https://mafiaratings.com"
#: An answer longer than this is no answer of the API (a list is asked a page at a time).
_MOST_BYTES = 8 * 1024 * 1024
#: How many of a club's events, and of the players by a name, are asked for.
_EVENTS_PAGE, _PLAYERS_PAGE, _GAMES_PAGE = 100, 30, 200
logger = logging.getLogger(__name__)


class ServiceError(Exception):
    """The service refused (``unreachable`` False; ``words`` its own text) or could not be
    asked (``unreachable`` True: the network, the server, an answer that is not the API's).
    ``message`` is for the host, translatable."""

    def __init__(self, message: Message, *, unreachable: bool, words: str = "") -> None:
        super().__init__(str(message))
        self.message = message
        self.unreachable = unreachable
        self.words = words


@dataclass(frozen=True)
class ServiceEvent:
    id: int
    name: str
    club_id: int
    start: int      # unix seconds


@dataclass(frozen=True)
class ServicePlayer:
    id: int
    name: str


@dataclass(frozen=True)
class Answer:
    game_id: int    # the service's id of the game (0 if it could not be learnt)
    fixes: str      # the service's "message": what it changed in the record ("" if nothing)


def site_of(site: str) -> str:
    """The site's address as asked: no trailing slash, no name or password in it (the
    account goes in the header), https:// if no scheme was typed."""
    site = site.strip().rstrip("/") or DEFAULT_SITE
    if "://" not in site:
        site = "https://" + site
    parts = urllib.parse.urlsplit(site)
    host = parts.hostname or ""
    netloc = f"[{host}]" if ":" in host else host
    if parts.port:
        netloc += f":{parts.port}"
    return urllib.parse.urlunsplit((parts.scheme, netloc, parts.path, "", ""))


class Service:
    """One account on one site of the rating service."""

    def __init__(self, site: str, user: str, password: str, *, timeout: float = 10.0) -> None:
        self.site = site_of(site)
        self.user = user
        self._authorization = "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode("ascii")
        self.timeout = timeout

    def __repr__(self) -> str:   # never the password
        return f"Service({self.site!r}, {self.user!r})"

    # -- reading -----------------------------------------------------------------------------------
    def events(self, club_id: int | None = None) -> list[ServiceEvent]:
        """The club's events, the latest first (without a club: every club's, as the service lists them)."""
        query: dict[str, Any] = {"page_size": _EVENTS_PAGE}
        if club_id:
            query["club_id"] = int(club_id)
        return _events(self._call("api/get/events.php", query))

    def event(self, event_id: int) -> ServiceEvent | None:
        """One event by its id (its club is the games' ``clubId``), or None if the service has none."""
        found = _events(self._call("api/get/events.php", {"event_id": int(event_id)}))
        return found[0] if found else None

    def players(self, name: str) -> list[ServicePlayer]:
        """The service's players whose name holds ``name``, for the host to choose from."""
        if not name.strip():
            return []
        answer = self._call("api/get/players.php", {"name_contains": name.strip(), "page_size": _PLAYERS_PAGE})
        return [ServicePlayer(int(p["id"]), str(p.get("name", ""))) for p in _listed(answer, "players")
                if _has_id(p)]

    # -- writing -----------------------------------------------------------------------------------
    def create(self, game: dict) -> Answer:
        """A new game on the service. Its answer names no game id: the event's games are read
        to find the one just made (its start and end as sent; the newest if the same twice)."""
        answer = self._call("api/ops/game.php", {"op": "create", "json": json.dumps(game, ensure_ascii=False)},
                            post=True)
        game_id = _int(answer.get("game_id") or answer.get("id"))
        if not game_id and game.get("eventId"):
            game_id = self._find_game(int(game["eventId"]), game.get("startTime"), game.get("endTime"))
        return Answer(game_id, _fixes(answer))

    def change(self, game_id: int, game: dict) -> Answer:
        """The service's game ``game_id`` corrected to ``game``."""
        answer = self._call("api/ops/game.php", {"op": "change", "game_id": int(game_id),
                                                 "json": json.dumps(game, ensure_ascii=False)}, post=True)
        return Answer(int(game_id), _fixes(answer))

    def _find_game(self, event_id: int, start: Any, end: Any) -> int:
        answer = self._call("api/get/games.php", {"event_id": event_id, "page_size": _GAMES_PAGE})
        found = [int(g["id"]) for g in _listed(answer, "games") if _has_id(g)
                 and _seconds(g.get("startTime")) == start and _seconds(g.get("endTime")) == end]
        return max(found, default=0)

    # -- the wire ----------------------------------------------------------------------------------
    def _call(self, path: str, fields: dict[str, Any], *, post: bool = False) -> dict:
        url = f"{self.site}/{path}"
        encoded = urllib.parse.urlencode(fields)
        request = urllib.request.Request(
            url if post else f"{url}?{encoded}", data=encoded.encode() if post else None,
            headers={"Authorization": self._authorization, "Accept": "application/json",
                     "User-Agent": f"mafia-desktop/{__version__}"}, method="POST" if post else "GET")
        logger.info("rating service: %s %s%s", request.get_method(), path,
                    f" (op={fields['op']})" if "op" in fields else "")
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                kind = response.headers.get_content_type()
                body = response.read(_MOST_BYTES + 1)
        except urllib.error.HTTPError as error:
            logger.warning("rating service: HTTP %s for %s", error.code, path)
            raise ServiceError(Message("The rating service at {site} answered with an error (HTTP {status}); "
                                       "it is tried again later", site=self.site, status=error.code),
                               unreachable=True) from None
        except (urllib.error.URLError, OSError, http.client.HTTPException, ValueError) as error:
            reason = getattr(error, "reason", error)
            logger.warning("rating service: %s for %s", type(reason).__name__, path)
            raise ServiceError(_fault_words(self.site, reason), unreachable=True) from None
        return _answer(self.site, kind, body)


def _fault_words(site: str, reason: object) -> Message:
    if isinstance(reason, (TimeoutError, socket.timeout)):
        return Message("The rating service at {site} did not answer in time; it is tried again later", site=site)
    if isinstance(reason, socket.gaierror):
        return Message("The rating service's address {site} was not found (no network, or a wrong address); "
                       "it is tried again later", site=site)
    if isinstance(reason, ssl.SSLError):
        return Message("The secure connection to the rating service at {site} failed (TLS: the network or the "
                       "site's certificate); it is tried again later", site=site)
    return Message("The rating service at {site} could not be reached; it is tried again later", site=site)


def _answer(site: str, kind: str, body: bytes) -> dict:
    """The API's JSON object, or the fault in words; a refusal raised with the service's words."""
    text = body[:_MOST_BYTES].decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")
    not_the_api = ServiceError(
        Message("The rating service at {site} did not answer as its API does (a web page or other text: a wrong "
                "address, or the site is down); it is tried again later", site=site), unreachable=True)
    if len(body) > _MOST_BYTES or kind == "text/html" or text.startswith("<"):
        raise not_the_api
    try:
        answer = json.loads(text)
    except ValueError:
        raise not_the_api from None
    if not isinstance(answer, dict):
        raise not_the_api
    if "error" in answer:
        words = _plain(answer["error"])
        raise ServiceError(Message("The rating service refused: {words}", words=words), unreachable=False,
                           words=words)
    return answer


def _plain(value: object) -> str:
    """The service's words as text (its messages carry HTML: lists of fixes, line breaks)."""
    text = str(value) if value is not None else ""
    text = re.sub(r"<\s*(br|/li|/ul|/p)\s*/?>", "\n", text, flags=re.IGNORECASE)
    text = re.sub(r"<\s*li\s*>", "• ", text, flags=re.IGNORECASE)
    text = html.unescape(re.sub(r"<[^>]*>", "", text))
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())


def _fixes(answer: dict) -> str:
    return _plain(answer.get("message")) if answer.get("message") else ""


def _events(answer: dict) -> list[ServiceEvent]:
    return [ServiceEvent(int(e["id"]), str(e.get("name", "")), _int(e.get("club_id")), _int(e.get("timestamp")))
            for e in _listed(answer, "events") if _has_id(e)]


def _listed(answer: dict, key: str) -> list[dict]:
    items = answer.get(key)
    return [item for item in items if isinstance(item, dict)] if isinstance(items, list) else []


def _has_id(item: dict) -> bool:
    return _int(item.get("id")) > 0


def _int(value: object) -> int:
    try:
        return int(value)   # type: ignore[call-overload]
    except (TypeError, ValueError):
        return 0


def _seconds(value: object) -> int | None:
    """A time of the service's lists as unix seconds: a number, or its "Y-m-d\\TH:i:sO" text."""
    if isinstance(value, (int, float)):
        return int(value)
    if not isinstance(value, str):
        return None
    for parse in (datetime.fromisoformat, lambda text: datetime.strptime(text, "%Y-%m-%dT%H:%M:%S%z")):
        try:
            moment = parse(value)
        except ValueError:
            continue
        return int(moment.timestamp()) if moment.tzinfo else None
    return None
