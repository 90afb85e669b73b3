"""Talking to the hall's server: a connection that gives up in seconds, and every failure
the server or the network can give said in a host's words, with the password never in them.

psycopg is imported here, when a hall is used, not when the app starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import urlsplit, urlunsplit

from mafia_desktop.engine.errors import Message

if TYPE_CHECKING:
    import psycopg

#: Seconds to reach the server, and to wait for an answer: a table's hall is often on poor
#: Wi-Fi; the worker tries again later rather than hang.
CONNECT_TIMEOUT = 5
STATEMENT_TIMEOUT_MS = 10_000


class HallError(Exception):
    """What went wrong with the hall, in words (``message`` is translatable)."""

    def __init__(self, template: str, /, **args) -> None:
        self.message = Message(template, **args)
        super().__init__(str(self.message))


class HallRefused(HallError):
    """The server said no: wrong password, a role not allowed to, a log that differs. Trying
    again changes nothing until somebody acts."""


class HallUnreachable(HallError):
    """The server could not be reached or stopped answering: the worker tries again."""


def shown_url(url: str) -> str:
    """The URL without its password, for every message and log line."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "?"
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def user_of(url: str) -> str:
    try:
        return urlsplit(url).username or ""
    except ValueError:
        return ""


def connect(url: str, *, password: str | None = None, autocommit: bool = False) -> psycopg.Connection:
    """A connection to the hall at ``url`` (``password`` if the URL has none: the keyring's).
    Raises HallRefused or HallUnreachable with the reason in words."""
    try:
        parts = urlsplit(url)
        if parts.scheme not in ("postgresql", "postgres") or not parts.hostname:
            raise ValueError
    except ValueError:
        raise HallRefused("{url} is not a hall's address (postgresql://role@host:port/database)",
                          url=shown_url(url)) from None
    import psycopg
    extra = {"password": password} if password else {}
    try:
        return psycopg.connect(url, autocommit=autocommit, connect_timeout=CONNECT_TIMEOUT,
                               application_name="mafia-desktop",
                               options=f"-c statement_timeout={STATEMENT_TIMEOUT_MS}",
                               keepalives=1, keepalives_idle=5, keepalives_interval=2, keepalives_count=3,
                               tcp_user_timeout=CONNECT_TIMEOUT * 2000, **extra)
    except psycopg.OperationalError as error:
        raise said(error, url) from None


def said(error: Exception, url: str) -> HallError:
    """A psycopg error in words: refused (nothing to retry) or unreachable (try again)."""
    import psycopg
    from psycopg import errors
    text = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    where = shown_url(url)
    if "no password supplied" in text:   # none in the URL, the keyring or libpq's own files
        return HallRefused("the hall at {url} needs the password of {role}: type it in Settings → Tournament hall",
                           url=where, role=user_of(url))
    if isinstance(error, errors.InvalidPassword) or "password authentication failed" in text:
        return HallRefused("the hall at {url} refused the password of {role}", url=where, role=user_of(url))
    if isinstance(error, errors.InvalidAuthorizationSpecification) or "no pg_hba.conf entry" in text \
            or ("role" in text and "does not exist" in text):
        return HallRefused("the hall at {url} does not know the role {role}", url=where, role=user_of(url))
    if isinstance(error, errors.InvalidCatalogName) or ("database" in text and "does not exist" in text):
        return HallRefused("the hall's database at {url} does not exist", url=where)
    if isinstance(error, errors.InsufficientPrivilege):
        return HallRefused("the hall at {url} does not allow {role} this: {problem}", url=where,
                           role=user_of(url), problem=text)
    if isinstance(error, (errors.UndefinedTable, errors.InvalidSchemaName)):
        return HallRefused("{url} holds no hall: the organiser runs 'mafia-desktop hall setup' first", url=where)
    if isinstance(error, (psycopg.OperationalError, errors.QueryCanceled, errors.AdminShutdown, OSError)):
        return HallUnreachable("cannot reach the hall at {url} ({problem})", url=where, problem=text)
    return HallRefused("the hall at {url} refused: {problem}", url=where, problem=text)
