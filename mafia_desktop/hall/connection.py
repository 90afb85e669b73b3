"""Talking to the hall's server: a connection that gives up in seconds, and every failure
the server or the network can give said in a host's words, with the password never in them.

psycopg is imported here, when a hall is used, not when the app starts.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any
import re
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from mafia_desktop.engine.errors import MafiaError

if TYPE_CHECKING:
    import psycopg

#: Seconds to reach the server, and to wait for an answer: a table's hall is often on poor
#: Wi-Fi; the worker tries again later rather than hang.
CONNECT_TIMEOUT = 5
STATEMENT_TIMEOUT_MS = 10_000


class HallError(MafiaError):
    """What went wrong with the hall, in words (``message`` is translatable)."""


class HallRefused(HallError):
    """The server said no: wrong password, a role not allowed to, a log that differs. Trying
    again changes nothing until somebody acts."""


class HallNeedsPassword(HallRefused):
    """No password in the URL, the keyring or libpq's own files: one to be typed."""


class HallUnreachable(HallError):
    """The server could not be reached or stopped answering: the worker tries again."""


class HallLacksRootCertificate(HallUnreachable):
    """``sslmode=verify-full`` on a laptop without the server's certificate to verify it with
    (``~/.postgresql/root.crt``): the worker tries again, as the file may be copied meanwhile."""


def shown_url(url: str) -> str:
    """The URL without its password (in its user part or its query), for every message and
    log line."""
    try:
        parts = urlsplit(url)
        query = [(key, value) for key, value in parse_qsl(parts.query, keep_blank_values=True) if key != "password"]
    except ValueError:
        return "?"
    if parts.password is None and len(query) == len(parse_qsl(parts.query, keep_blank_values=True)):
        return url
    host = parts.hostname or ""
    host = f"[{host}]" if ":" in host else host
    user = f"{parts.username}@" if parts.username else ""
    netloc = f"{user}{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, urlencode(query), parts.fragment))


#: A password in any form a text may carry one: a URL's user part, a query's or a conninfo's
#: ``password=`` (quoted or not).
_SECRETS = (re.compile(r"(\w+://[^/?#\s:@]*):[^@/?#\s]*@"),
            re.compile(r"(password\s*=\s*)('(?:[^'\\]|\\.)*'|[^\s&'\"]+)", re.IGNORECASE))


#: libpq's words for sslmode=verify-full without the root certificate to verify with.
_MISSING_ROOT = re.compile(r'root certificate file "([^"]*)" does not exist')


def masked(text: str) -> str:
    """``text`` with every password in it replaced: said by errors that quote a URL or a conninfo."""
    text = _SECRETS[0].sub(r"\1@", text)
    return _SECRETS[1].sub(r"\1***", text)


def user_of(url: str) -> str:
    try:
        return urlsplit(url).username or ""
    except ValueError:
        return ""


def connect(url: str, *, password: str | None = None, autocommit: bool = False,
            hall: bool = True) -> psycopg.Connection:
    """A connection to the hall at ``url`` (``password`` if the URL has none: the keyring's),
    its schema's version checked (``hall``: False for the organiser's empty database).
    Raises HallRefused or HallUnreachable with the reason in words."""
    try:
        parts = urlsplit(url)
        if parts.scheme not in ("postgresql", "postgres") or not parts.hostname:
            raise ValueError
    except ValueError:
        raise HallRefused("{url} is not a hall's address (postgresql://role@host:port/database)",
                          url=shown_url(url)) from None
    import psycopg   # psycopg: +150 ms to every command (the parser loads this module)
    extra: dict[str, Any] = {"password": password} if password else {}
    try:
        conn = psycopg.connect(url, autocommit=autocommit, connect_timeout=CONNECT_TIMEOUT,
                               application_name="mafia-desktop",
                               options=f"-c statement_timeout={STATEMENT_TIMEOUT_MS}",
                               keepalives=1, keepalives_idle=5, keepalives_interval=2, keepalives_count=3,
                               tcp_user_timeout=CONNECT_TIMEOUT * 2000, **extra)
    except psycopg.Error as error:
        raise said(error, url) from None
    if hall:
        try:
            _same_version(conn, url)
        except BaseException:
            conn.close()
            raise
    return conn


def value_of(conn: psycopg.Connection, query: str, params: Sequence[Any] = ()) -> Any:
    """The value a query always gives one row of (an aggregate, a setting, a function's)."""
    import psycopg   # psycopg: +150 ms to every command (the parser loads this module)
    row = conn.execute(query, params).fetchone()
    if row is None:
        raise psycopg.ProgrammingError(f"no row from {query}")
    return row[0]


def _same_version(conn: psycopg.Connection, url: str) -> None:
    """A hall of another schema is never written to as if it were this one."""
    import psycopg   # psycopg: +150 ms to every command (the parser loads this module)

    from mafia_desktop.hall.schema import VERSION   # hashlib: +4 ms to every command (the parser loads this module)
    try:
        version = value_of(conn, "SELECT max(version) FROM hall.version")
        if not conn.autocommit:
            conn.commit()
    except psycopg.Error as error:
        raise said(error, url) from None
    if version != VERSION:
        raise HallRefused("the hall at {url} is of version {version}, this app's halls of version {ours}: the "
                          "organiser sets up a new hall with this app (or every laptop uses the app of the hall's "
                          "version)", url=shown_url(url), version=version, ours=VERSION)


def my_table(conn: psycopg.Connection) -> int | None:
    """The table this login plays at, as the hall knows it (None: the organiser's login)."""
    return value_of(conn, "SELECT hall.my_table()")


def unencrypted(conn: psycopg.Connection) -> bool:
    """Reached off this machine without TLS: what the table sends can be read on the way."""
    return off_loopback_without_tls(conn.info.host or "", ssl_in_use=bool(conn.info.pgconn.ssl_in_use))


def off_loopback_without_tls(host: str, *, ssl_in_use: bool) -> bool:
    loopback = host.startswith("/") or host in ("localhost", "::1") or host.startswith("127.")
    return not loopback and not ssl_in_use


def said(error: Exception, url: str) -> HallError:
    """A psycopg error in words: refused (nothing to retry) or unreachable (try again)."""
    import psycopg   # psycopg: +150 ms to every command (the parser loads this module)
    from psycopg import errors
    text = masked(str(error).strip().splitlines()[0]) if str(error).strip() else type(error).__name__
    where = shown_url(url)
    if "no password supplied" in text:   # none in the URL, the keyring or libpq's own files
        return HallNeedsPassword("the hall at {url} needs the password of {role}: type it in Settings → "
                                 "Tournament hall", url=where, role=user_of(url))
    if isinstance(error, errors.InvalidPassword) or "password authentication failed" in text:
        return HallRefused("the hall at {url} refused the password of {role}", url=where, role=user_of(url))
    if "no encryption" in text and ("no pg_hba.conf entry" in text or _asked_for_no_tls(url)):
        # The setup's own lines reject a hall login's plain connection to the hall's database
        # too ("pg_hba.conf rejects connection"): said as what it is, not as another database.
        return HallRefused("the hall at {url} takes only encrypted connections: put sslmode=verify-full (or "
                           "require) in its URL, as the organiser's setup printed it", url=where)
    missing = _MISSING_ROOT.search(text)
    if missing:   # sslmode=verify-full on a laptop the organiser's certificate was not copied to
        return HallLacksRootCertificate(
            "cannot reach the hall at {url}: this laptop has no copy of the server's certificate to check the server "
            "with: put the one the organiser gives (the server's hall.crt) at {path}", url=where, path=missing[1])
    if "certificate verify failed" in text:   # OpenSSL says no more: not yet valid, or not the root's
        return HallUnreachable("cannot reach the hall at {url}: this laptop did not accept the server's certificate. "
                               "Most often the laptop's clock is behind (a certificate is valid only from the "
                               "moment it was made): set the clock right and try again. Else the certificate is "
                               "not the one the organiser gave (~/.postgresql/root.crt)", url=where)
    if "pg_hba.conf rejects connection" in text:   # the organiser's reject line: no other database
        return HallRefused("the server at {url} does not let {role} into this database: a hall's login reaches "
                           "only its hall's database", url=where, role=user_of(url))
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
    if isinstance(error, errors.TooManyConnections) or "too many connections for role" in text:
        return HallRefused("the hall at {url} lets {role} hold only a few connections at once, and they are all "
                           "in use: close this login's other windows or commands", url=where, role=user_of(url))
    if isinstance(error, errors.ProgramLimitExceeded):   # a limit of the hall's: trying again gives the same
        return HallRefused("the hall at {url} refused: {problem}", url=where, problem=text)
    if isinstance(error, (psycopg.OperationalError, errors.QueryCanceled, errors.AdminShutdown, OSError)):
        return HallUnreachable("cannot reach the hall at {url} ({problem})", url=where, problem=text)
    return HallRefused("the hall at {url} refused: {problem}", url=where, problem=text)


def _asked_for_no_tls(url: str) -> bool:
    """The URL (or libpq's ``PGSSLMODE``) asks for a connection without TLS first: a server's
    rejection of it is of the encryption, whichever database it names."""
    try:
        mode = dict(parse_qsl(urlsplit(url).query)).get("sslmode") or os.environ.get("PGSSLMODE", "prefer")
    except ValueError:
        return False
    return mode in ("disable", "allow")
