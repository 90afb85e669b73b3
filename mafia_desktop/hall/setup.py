"""``mafia-desktop hall setup URL --tables N``: the hall's schema and roles in the organiser's
empty database, in one transaction (a setup that fails leaves the database as it was).

Each role gets a password generated here and said once, in the connection URL printed for
it; the server is sent only its SCRAM verifier (``scram``), so no server log holds one.
Every object of the hall belongs to a role of its own (no login), each table's login may
hold only a few connections, and the URLs ask for TLS where the server has it. What the
server's own files must say (``pg_hba.conf``: the hall's logins only into the hall's database,
only over TLS) the setup cannot write: it gives the lines (``Made.hba``).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from urllib.parse import parse_qsl, quote, urlencode, urlsplit, urlunsplit

import psycopg
from psycopg import sql

from mafia_desktop.engine.errors import Message
from mafia_desktop.hall import schema
from mafia_desktop.hall.connection import HallLacksRootCertificate, HallNeedsPassword, HallRefused, connect, said, \
    shown_url, user_of, value_of
from mafia_desktop.hall.scram import verifier

MAX_TABLES = 200


@dataclass(frozen=True)
class Login:
    """A role made by the setup: who uses it, and the URL (with its password) to give them."""

    table: int | None    # None: the head judge's
    role: str
    url: str


@dataclass
class Made:
    logins: list[Login]
    notes: list[Message] = field(default_factory=list)   # what the organiser should know (TLS)
    hba: list[str] = field(default_factory=list)         # the lines for the top of the server's pg_hba.conf
    version: int = 0                                     # the server's major version (Debian's cluster: 15 main)


def setup(url: str, tables: int, *, password: str | None = None, name: str = "",
          limits: schema.Limits = schema.Limits()) -> Made:
    """Create the hall in the (empty) database at ``url`` with ``tables`` tables."""
    if not 1 <= tables <= MAX_TABLES:
        raise HallRefused("a hall has 1 to {limit} tables, not {count}", limit=MAX_TABLES, count=tables)
    conn, url = _organiser(url, password)
    with conn:
        database = conn.info.dbname
        version = conn.info.server_version // 10000
        roles = schema.role_names(database, tables)
        tls = value_of(conn, "SHOW ssl") == "on"
        superuser = _superuser(conn)
        try:
            _must_be_empty(conn, url)
            _roles_must_be_new(conn, url, roles.all)
            ident = sql.Identifier
            conn.execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(ident(roles.group)))
            conn.execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(ident(roles.owner)))
            logins = []
            for number, role in enumerate(roles.tables, start=1):
                logins.append(_login(conn, url, role, number, limits.table_connections, tls, superuser, limits))
                conn.execute(sql.SQL("GRANT {} TO {}").format(ident(roles.group), ident(role)))
            logins.append(_login(conn, url, roles.judge, None, limits.judge_connections, tls, superuser, limits))
            _judge_keeps_a_slot(conn, roles.judge, superuser)
            # The owner sees (and may end) the hall logins' statements: stop_long_statements.
            conn.execute(sql.SQL("GRANT {} TO {}").format(
                sql.SQL(", ").join(ident(role) for role in [*roles.tables, roles.judge]), ident(roles.owner)))
            if not superuser:
                conn.execute(sql.SQL("GRANT {} TO CURRENT_USER").format(ident(roles.owner)))
            conn.execute(sql.SQL("GRANT CREATE ON DATABASE {} TO {}").format(ident(database), ident(roles.owner)))
            conn.execute(sql.SQL("SET ROLE {}").format(ident(roles.owner)))
            conn.execute(sql.SQL(schema.SCHEMA).format(tables=ident(roles.group), judge=ident(roles.judge),
                                                       judge_text=sql.Literal(roles.judge),
                                                       idle_seconds=sql.Literal(limits.idle_seconds)))
            conn.execute("INSERT INTO hall.version (version, name) VALUES (%s, %s)", [schema.VERSION,
                                                                                    name or database])
            conn.execute("INSERT INTO hall.limits VALUES (%s, %s, %s, %s, %s)",
                         [limits.payload_bytes, limits.events_per_game, limits.games_per_table,
                          limits.refusals_per_table, limits.statement_seconds])
            with conn.cursor() as cursor:
                cursor.executemany("INSERT INTO hall.tables (number, role) VALUES (%s, %s)",
                                   list(enumerate(roles.tables, start=1)))
            conn.execute("RESET ROLE")
            conn.execute(sql.SQL("REVOKE CREATE ON DATABASE {} FROM {}").format(ident(database), ident(roles.owner)))
            conn.execute(sql.SQL(schema.DATABASE).format(database=ident(database), tables=ident(roles.group),
                                                         judge=ident(roles.judge)))
            if superuser:
                _withhold_functions(conn)
            conn.commit()
        except psycopg.Error as error:
            conn.rollback()
            raise said(error, url) from None
    notes = _tls_notes(url, tls)
    if not superuser:
        notes.append(Message("The setup ran as {role}, not a superuser: the advisory-lock, large-object and "
                             "notification functions, plpgsql and temp_file_limit could not be withheld from the "
                             "hall's logins, and {role}, a member of the hall's roles, is matched by the "
                             "pg_hba.conf lines printed: keep a line of its own above them.", role=user_of(url)))
    if any(char in HBA_SEPARATORS for char in roles.group + roles.judge):
        notes.append(Message("The hall's roles ({role}) cannot be named in pg_hba.conf: their name, the database's, "
                             "holds a space, a comma, a quote or a #. To keep the hall's logins to its database, set "
                             "it up in a database whose name has none.", role=roles.group))
        return Made(logins, notes, version=version)
    return Made(logins, notes, hba_lines(database, roles, tls=tls), version)


#: What ends a word of pg_hba.conf: a group (``+name``) cannot be quoted.
HBA_SEPARATORS = frozenset(' \t,"#')


def hba_lines(database: str, roles: schema.Roles, network: str = "all", *, tls: bool = True) -> list[str]:
    """The lines for the top of ``pg_hba.conf`` (the first line that matches decides, and Debian's
    own ``host all all 127.0.0.1/32`` lines would let a login in without TLS): the hall's logins
    (the tables' group and the head judge) reach the hall's database over TLS only, and no other
    database at all (a table's login in ``postgres`` is out of the hall's watch: its temporary
    tables, its functions). A superuser is matched by ``+group`` only if made a member. (A
    server without TLS, said in the notes: ``host``, or the lines would keep every login out.)"""
    who = f"+{roles.group},{roles.judge}"
    quoted = '"' + database.replace('"', '""') + '"'
    return [f"{'hostssl' if tls else 'host   '} {quoted} {who} {network} scram-sha-256",
            f"host    all {who} all reject",
            f"local   all {who} reject"]


def _organiser(url: str, password: str | None):
    """(the organiser's connection, the URL it was made with): where ``url`` asks for
    ``sslmode=verify-full`` and this machine has no root certificate to verify with
    (``~/.postgresql/root.crt``), the same URL with ``sslmode=require``: the tables' URLs then
    say so and the notes say why, as the README promises."""
    try:
        return _organiser_at(url, password), url
    except HallLacksRootCertificate:
        pass
    parts = urlsplit(url)
    kept = [(key, value) for key, value in parse_qsl(parts.query) if key not in ("sslmode", "sslrootcert")]
    url = urlunsplit((*parts[:3], urlencode([*kept, ("sslmode", "require")]), parts.fragment))
    return _organiser_at(url, password), url


def _organiser_at(url: str, password: str | None):
    """A password missing or refused said for the command line (Debian's ``postgres`` has
    none until given one), not for the window's settings."""
    try:
        return connect(url, password=password, hall=False)
    except HallNeedsPassword:
        raise HallNeedsPassword(
            "the server at {url} needs the password of {role}: run the setup at a terminal (it asks), or set "
            "PGPASSWORD. Debian's postgres has none until it is given one: sudo -u postgres psql -c '\\password' "
            "(or su postgres -c \"psql -c '\\password'\")", url=shown_url(url), role=user_of(url)) from None
    except HallRefused as error:
        if "refused the password" not in error.message.template:
            raise
        raise HallRefused(
            "the server at {url} refused the password of {role} (Debian's postgres has none until it is given "
            "one: sudo -u postgres psql -c '\\password', or su postgres -c \"psql -c '\\password'\")",
            url=shown_url(url), role=user_of(url)) from None


def _tls_notes(url: str, tls: bool) -> list[Message]:
    """What the organiser should know of the tables' encryption."""
    if not tls:
        return [Message("The server at {url} has no TLS: what the tables send is not encrypted. The README's "
                        "organiser steps give the server a certificate (hostssl, scram-sha-256).", url=shown_url(url))]
    if dict(parse_qsl(urlsplit(url).query)).get("sslmode") != "verify-full":
        return [Message("The URLs ask for TLS (sslmode=require) but do not check the server's certificate, for this "
                        "laptop did not: copy the server's root certificate to each laptop as ~/.postgresql/root.crt "
                        "and run the setup with sslmode=verify-full in its URL, which the tables' URLs then carry.")]
    return []


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


def _login(conn, url: str, role: str, table: int | None, connections: int, tls: bool, superuser: bool,
           limits: schema.Limits) -> Login:
    password = secrets.token_urlsafe(18)
    conn.execute(sql.SQL("CREATE ROLE {} LOGIN CONNECTION LIMIT {} PASSWORD {}").format(
        sql.Identifier(role), sql.Literal(connections), sql.Literal(verifier(password))))
    _defaults(conn, role, superuser, limits)
    return Login(table, role, login_url(url, role, password, tls=tls))


def _defaults(conn, role: str, superuser: bool, limits: schema.Limits) -> None:
    """The login's defaults (it may lift them: stop_long_statements holds it to the limit anyway;
    temp_file_limit is a superuser's setting, which it cannot). The keepalives: a laptop
    closed in mid-game drops out of the server's sessions within half a minute, and the
    judge's card says it is offline. work_mem: a sort or hash of one of its statements holds
    a few MB before it spills into temp files (bounded above)."""
    for setting, value in (("statement_timeout", "10s"), ("idle_in_transaction_session_timeout", "60s"),
                           ("idle_session_timeout", f"{limits.idle_seconds}s"), ("work_mem", "4MB"),
                           ("tcp_keepalives_idle", "10"), ("tcp_keepalives_interval", "5"),
                           ("tcp_keepalives_count", "3"), ("temp_file_limit", "64MB")):
        if setting == "temp_file_limit" and not superuser:
            continue   # a superuser's setting
        conn.execute(sql.SQL("ALTER ROLE {} SET {} = {}").format(sql.Identifier(role), sql.Identifier(setting),
                                                                 sql.Literal(value)))


def new_password(url: str, table: int | None, *, password: str | None = None,
                 limits: schema.Limits = schema.Limits()) -> Login:
    """A hall login's password made anew by the organiser (the head judge's for ``table``
    None), its own defaults put back and its sessions ended; its new URL, printed once.

    PostgreSQL lets every role change its own password and its own defaults (ALTER ROLE
    ... PASSWORD, ... SET), with no privilege to forbid it (only a server module's
    check_password_hook could), and no login of the hall may read another's verifier. A
    table that changes its own locks out only itself (its laptop's feed says the password
    is refused, the judge's card says it is offline): the organiser gives it this."""
    conn, url = _organiser(url, password)
    with conn:
        try:
            superuser = _superuser(conn)
            tls = value_of(conn, "SHOW ssl") == "on"
            if table is None:
                role = schema.role_names(conn.info.dbname, 1).judge
            else:
                row = conn.execute("SELECT role FROM hall.tables WHERE number = %s", [table]).fetchone()
                if row is None:
                    raise HallRefused("the hall at {url} has no table {number}", url=shown_url(url), number=table)
                role = row[0]
            fresh = secrets.token_urlsafe(18)
            conn.execute(sql.SQL("ALTER ROLE {} PASSWORD {}").format(sql.Identifier(role),
                                                                     sql.Literal(verifier(fresh))))
            conn.execute(sql.SQL("ALTER ROLE {} RESET ALL").format(sql.Identifier(role)))
            _defaults(conn, role, superuser, limits)
            conn.commit()
            conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = %s", [role])
            conn.commit()
        except psycopg.Error as error:
            conn.rollback()
            raise said(error, url) from None
    return Login(table, role, login_url(url, role, fresh, tls=tls))


def _judge_keeps_a_slot(conn, judge: str, superuser: bool) -> None:
    """PostgreSQL 16 and newer keep ``reserved_connections`` slots for the members of
    ``pg_use_reserved_connections``: the head judge gets in when the tables' logins (or sockets
    that never log in) hold every other slot. (15 reserves slots for superusers only; the
    README's ``authentication_timeout`` frees a slot held before the login in seconds.)"""
    if superuser and conn.info.server_version >= 160000:
        conn.execute(sql.SQL("GRANT pg_use_reserved_connections TO {}").format(sql.Identifier(judge)))


def _withhold_functions(conn) -> None:
    """schema.WITHHELD_FUNCTIONS and plpgsql revoked from PUBLIC in the hall's database only."""
    withheld = [row[0] for row in conn.execute(schema.WITHHELD_FUNCTIONS)]
    conn.execute(sql.SQL("REVOKE EXECUTE ON FUNCTION {} FROM PUBLIC").format(
        sql.SQL(", ").join(sql.SQL(name) for name in withheld)))   # the catalog's own names, quoted by it
    conn.execute(schema.WITHHELD_LANGUAGE)


def _superuser(conn) -> bool:
    return conn.execute("SELECT rolsuper FROM pg_roles WHERE rolname = current_user").fetchone()[0]


def login_url(url: str, role: str, password: str, *, tls: bool) -> str:
    """The organiser's URL with the role's login, and TLS asked for where the server has it
    (``require``: verify-full needs the server's certificate at each table, which the
    organiser adds to the URL as ``sslrootcert``, the README says how)."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    host = f"[{host}]" if ":" in host else host
    netloc = f"{quote(role, safe='')}:{quote(password, safe='')}@{host}" + (f":{parts.port}" if parts.port else "")
    query = [(key, value) for key, value in parse_qsl(parts.query) if key not in ("password", "user")]
    if tls and not any(key == "sslmode" for key, _ in query):
        query.append(("sslmode", "require"))
    return urlunsplit((parts.scheme, netloc, parts.path, urlencode(query), ""))
