"""``mafia-desktop hall setup URL --tables N``: the hall's schema and roles in the organiser's
empty database, in one transaction (a setup that fails leaves the database as it was).

Each role gets a password generated here and said once, in the connection URL printed for
it; the server keeps only its hash.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from urllib.parse import quote, urlsplit, urlunsplit

from mafia_desktop.hall import schema
from mafia_desktop.hall.connection import HallRefused, connect, said, shown_url

MAX_TABLES = 200


@dataclass(frozen=True)
class Login:
    """A role made by the setup: who uses it, and the URL (with its password) to give them."""

    table: int | None    # None: the head judge's
    role: str
    url: str


def setup(url: str, tables: int) -> list[Login]:
    """Create the hall in the (empty) database at ``url`` with ``tables`` tables."""
    if not 1 <= tables <= MAX_TABLES:
        raise HallRefused("a hall has 1 to {limit} tables, not {count}", limit=MAX_TABLES, count=tables)
    import psycopg
    from psycopg import sql
    with connect(url) as conn:
        database = conn.info.dbname
        names, judge, group = schema.role_names(database, tables)
        try:
            _must_be_empty(conn, url)
            _roles_must_be_new(conn, url, [*names, judge, group])
            conn.execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(sql.Identifier(group)))
            logins = []
            for number, role in enumerate(names, start=1):
                logins.append(_login(conn, url, role, number))
                conn.execute(sql.SQL("GRANT {} TO {}").format(sql.Identifier(group), sql.Identifier(role)))
            logins.append(_login(conn, url, judge, None))
            conn.execute(sql.SQL(schema.SCHEMA).format(tables=sql.Identifier(group), judge=sql.Identifier(judge),
                                                       database=sql.Identifier(database)))
            conn.execute("INSERT INTO hall.version (version) VALUES (%s)", [schema.VERSION])
            with conn.cursor() as cursor:
                cursor.executemany("INSERT INTO hall.tables (number, role) VALUES (%s, %s)",
                                   list(enumerate(names, start=1)))
            conn.commit()
        except psycopg.Error as error:
            conn.rollback()
            raise said(error, url) from None
    return logins


def _must_be_empty(conn, url: str) -> None:
    tables = conn.execute("SELECT count(*) FROM information_schema.tables WHERE table_schema NOT IN "
                          "('pg_catalog', 'information_schema')").fetchone()[0]
    hall = conn.execute("SELECT count(*) FROM pg_namespace WHERE nspname = 'hall'").fetchone()[0]
    if tables or hall:
        raise HallRefused("the database at {url} is not empty ({count} tables): a hall is set up in an empty "
                          "database of its own, so nothing in it is overwritten", url=shown_url(url),
                          count=tables)


def _roles_must_be_new(conn, url: str, roles: list[str]) -> None:
    taken = [row[0] for row in conn.execute("SELECT rolname FROM pg_roles WHERE rolname = ANY(%s)", [roles])]
    if taken:
        raise HallRefused("the server at {url} has roles named {roles} already: set up the hall in a database "
                          "of another name", url=shown_url(url), roles=", ".join(sorted(taken)))


def _login(conn, url: str, role: str, table: int | None) -> Login:
    from psycopg import sql
    password = secrets.token_urlsafe(18)
    conn.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(sql.Identifier(role), sql.Literal(password)))
    parts = urlsplit(url)
    host = parts.hostname or ""
    host = f"[{host}]" if ":" in host else host
    netloc = f"{quote(role, safe='')}:{quote(password, safe='')}@{host}" + (f":{parts.port}" if parts.port else "")
    return Login(table, role, urlunsplit((parts.scheme, netloc, parts.path, parts.query, "")))
