"""The hall's schema on the organiser's PostgreSQL: what a table may write and what the head
judge reads, enforced by the server (grants, row-level security and triggers), not by the app.
The server takes no table's word for anything it can decide itself.

- ``hall.tables``: table number → its login role. ``hall.my_table()`` is the number of the
  role that logged in (``session_user``), for every policy below.
- ``hall.games`` and ``hall.events``: each table's log, event for event, keyed by game id and
  seq as in the local archive, so a push repeated after a retry or a restart adds nothing.
  A table reads and adds only its own games' rows; nobody updates or deletes one. An event
  must follow the one before it in its game (a trigger), so the hall never holds a log with
  a hole: the order within a game is the seq, whatever the tables' clocks say. ``at`` and
  ``created_at`` are the table's clock, shown as such; ``received_at`` is the server's, set
  by the server whatever the table sends (the judge's timers and orders read only it).
- ``hall.limits``: what one table may write (bytes a payload, events a game, games and
  refusals a table) and how long one of its statements may run; every limit is the
  server's (triggers), refused with the limit named.
- ``hall.refusals``: what the hall refused a table, and why (the table reads its own).
- ``hall.seating``: the rounds' seats, written by the head judge; a table reads its own.
- ``hall.accepted``: games the head judge counts although they are not as seated (at the
  number of events he saw: a log that grows after is looked at again).
- ``hall.clocks``: each table's clock against the server's, as the table last measured it.
- ``hall.notes``: the judges' own notes: no table can read them.
- ``hall.version``: the schema's version, the hall's name and when it was set up.

Every object belongs to the hall's own role (``<prefix>_owner``, no login), not to the
organiser's superuser: the definer functions run with no more than the hall's rights.
What the server offers every login and no limit of the hall bounds is withheld in the hall's
database (``WITHHELD_FUNCTIONS``), and what cannot be withheld the watchdog ends
(``hall.stop_long_statements()``, called by the judge's page and every table's feed).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

VERSION = 2

#: PostgreSQL cuts a name at 63 bytes; the longest role is ``<prefix>_table_200``.
NAME_BYTES = 63
PREFIX_BYTES = NAME_BYTES - len("_table_200")


@dataclass(frozen=True)
class Limits:
    """What one table may write, and how long one statement of a hall login may run."""

    payload_bytes: int = 64 * 1024         # an event's payload: a few hundred bytes in real games
    events_per_game: int = 20_000          # a long real game: about 1,500 (every hand raised)
    games_per_table: int = 200             # a tournament's rounds, and the games begun again
    refusals_per_table: int = 100
    statement_seconds: int = 30            # the app's own statements take milliseconds
    idle_seconds: int = 300                # a feed pushes every few seconds; a sync is gone in a minute
    table_connections: int = 3             # the feed, a sync from the command line, a spare
    judge_connections: int = 6             # the page's reader, a protocol, a second screen


def role_prefix(database: str) -> str:
    """The roles' common start: the database's name (roles are the server's, databases many),
    cut to fit PostgreSQL's names with a digest of the whole, so two long names differ."""
    raw = database.encode("utf-8")
    if len(raw) <= PREFIX_BYTES:
        return database
    digest = hashlib.sha256(raw).hexdigest()[:8]
    cut = raw[:PREFIX_BYTES - len(digest) - 1].decode("utf-8", errors="ignore")
    return f"{cut}_{digest}"


@dataclass(frozen=True)
class Roles:
    tables: list[str]
    judge: str
    group: str     # every table's role is in it: the policies name it
    owner: str     # owns the schema and runs the definer functions

    @property
    def all(self) -> list[str]:
        return [*self.tables, self.judge, self.group, self.owner]


def role_names(database: str, tables: int) -> Roles:
    prefix = role_prefix(database)
    return Roles([f"{prefix}_table_{n}" for n in range(1, tables + 1)], f"{prefix}_judge", f"{prefix}_tables",
                 f"{prefix}_owner")


# Run as the owner role; written with {tables} and {judge} for the roles' quoted identifiers.
SCHEMA = """
CREATE SCHEMA hall;
REVOKE ALL ON SCHEMA hall FROM PUBLIC;
CREATE TABLE hall.version (
    version integer NOT NULL,
    name text NOT NULL DEFAULT '',
    set_up_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE TABLE hall.limits (
    payload_bytes integer NOT NULL,
    events_per_game integer NOT NULL,
    games_per_table integer NOT NULL,
    refusals_per_table integer NOT NULL,
    statement_seconds integer NOT NULL
);
CREATE TABLE hall.tables (
    number integer PRIMARY KEY CHECK (number > 0),
    role text UNIQUE NOT NULL
);
CREATE FUNCTION hall.my_table() RETURNS integer LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path = pg_catalog, hall, pg_temp
    AS $$ SELECT number FROM hall.tables WHERE role = session_user $$;
CREATE TABLE hall.games (
    game_id text PRIMARY KEY CHECK (length(game_id) BETWEEN 1 AND 64),
    table_number integer NOT NULL DEFAULT hall.my_table() REFERENCES hall.tables,
    ruleset text NOT NULL CHECK (length(ruleset) <= 64),
    options text NOT NULL CHECK (length(options) <= 100000),
    created_at text NOT NULL CHECK (length(created_at) <= 64),
    received_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX games_by_table ON hall.games (table_number, received_at);
CREATE FUNCTION hall.table_of(game text) RETURNS integer LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path = pg_catalog, hall, pg_temp
    AS $$ SELECT table_number FROM hall.games WHERE game_id = game $$;
CREATE TABLE hall.events (
    game_id text NOT NULL REFERENCES hall.games,
    seq integer NOT NULL CHECK (seq > 0),
    type text NOT NULL CHECK (length(type) <= 64),
    payload text NOT NULL,
    at text NOT NULL CHECK (length(at) <= 64),
    digest bytea NOT NULL CHECK (length(digest) <= 64),
    received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (game_id, seq)
);
CREATE INDEX events_received ON hall.events (received_at);

-- A new game or refusal: the server's time, and no more rows than a table may have (the
-- trigger's arguments: the limit's column in hall.limits, and what the rows are called).
-- The table's row in hall.tables is written first: a concurrent transaction of the same table
-- waits for this one to end and then counts its rows too (read committed: each statement
-- sees what committed before it), or fails to serialize (repeatable read). SELECT FOR UPDATE
-- would not fail in repeatable read, and an advisory lock is a function no hall login may call.
CREATE FUNCTION hall.arrives_within_limit() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, hall, pg_temp AS $$
DECLARE
    most integer;
    held integer;
BEGIN
    NEW.received_at := clock_timestamp();
    UPDATE hall.tables SET role = role WHERE number = NEW.table_number;
    EXECUTE format('SELECT %I FROM hall.limits', TG_ARGV[0]) INTO most;
    EXECUTE format('SELECT count(*) FROM hall.%I WHERE table_number = $1', TG_TABLE_NAME) INTO held
        USING NEW.table_number;
    IF held >= most THEN
        RAISE EXCEPTION 'table % has % % in the hall, the most a table may have', NEW.table_number, most,
            TG_ARGV[1] USING ERRCODE = 'program_limit_exceeded';
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER games_arrive BEFORE INSERT ON hall.games FOR EACH ROW
    EXECUTE FUNCTION hall.arrives_within_limit('games_per_table', 'games');

-- A new event: only into the login's own games (asked first, so that the error of another
-- table's game says nothing of its length), within the limits, after the one it follows,
-- a JSON object that names no type of its own, at the server's time.
CREATE FUNCTION hall.event_arrives() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, hall, pg_temp AS $$
DECLARE
    mine integer := hall.my_table();
    limits hall.limits := (SELECT l FROM hall.limits l);
    body jsonb;
BEGIN
    IF mine IS NOT NULL AND hall.table_of(NEW.game_id) IS DISTINCT FROM mine THEN
        RAISE EXCEPTION 'new row violates row-level security policy for table "events"'
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NEW.seq > limits.events_per_game THEN
        RAISE EXCEPTION 'event % of game %: a game holds at most % events', NEW.seq, NEW.game_id,
            limits.events_per_game USING ERRCODE = 'program_limit_exceeded';
    END IF;
    IF octet_length(NEW.payload) > limits.payload_bytes THEN
        RAISE EXCEPTION 'event % of game % holds % bytes; an event holds at most %', NEW.seq, NEW.game_id,
            octet_length(NEW.payload), limits.payload_bytes USING ERRCODE = 'program_limit_exceeded';
    END IF;
    BEGIN
        body := NEW.payload::jsonb;
    EXCEPTION WHEN OTHERS THEN
        body := NULL;
    END;
    IF body IS NULL OR jsonb_typeof(body) <> 'object' OR body ? 'type' THEN
        RAISE EXCEPTION 'event % of game % is not an event''s JSON object', NEW.seq, NEW.game_id
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF NEW.seq > 1 AND NOT EXISTS (SELECT 1 FROM hall.events WHERE game_id = NEW.game_id
                                   AND seq = NEW.seq - 1) THEN
        RAISE EXCEPTION 'event % of game % comes before event %', NEW.seq, NEW.game_id, NEW.seq - 1
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    NEW.received_at := clock_timestamp();
    RETURN NEW;
END $$;
CREATE TRIGGER events_arrive BEFORE INSERT ON hall.events FOR EACH ROW EXECUTE FUNCTION hall.event_arrives();

CREATE TABLE hall.refusals (
    id bigserial PRIMARY KEY,
    table_number integer NOT NULL DEFAULT hall.my_table() REFERENCES hall.tables,
    game_id text CHECK (length(game_id) <= 64),
    seq integer,
    reason text NOT NULL CHECK (length(reason) <= 2000),
    received_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX refusals_by_table ON hall.refusals (table_number, received_at);
CREATE TRIGGER refusals_arrive BEFORE INSERT ON hall.refusals FOR EACH ROW
    EXECUTE FUNCTION hall.arrives_within_limit('refusals_per_table', 'refusals');

CREATE TABLE hall.seating (
    round integer NOT NULL CHECK (round > 0),
    table_number integer NOT NULL REFERENCES hall.tables,
    seat integer NOT NULL CHECK (seat BETWEEN 1 AND 30),
    nickname text NOT NULL CHECK (length(nickname) BETWEEN 1 AND 200),
    PRIMARY KEY (round, table_number, seat)
);
CREATE TABLE hall.accepted (
    game_id text PRIMARY KEY REFERENCES hall.games,
    events integer NOT NULL,
    at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE TABLE hall.clocks (
    table_number integer PRIMARY KEY REFERENCES hall.tables,
    -- A clock however wrong (some 30 years either way) is a clock, said as such; NaN, the
    -- infinities and -1e308 are none (NaN is above every number in PostgreSQL's order: BETWEEN
    -- refuses it too), and the judge's page would read them.
    offset_seconds double precision NOT NULL CHECK (offset_seconds BETWEEN -1e9 AND 1e9),
    seen_at timestamptz NOT NULL
);
-- The table's clock minus the server's, as the table measured it at its connection.
CREATE FUNCTION hall.clock_is(table_minus_server double precision) RETURNS void LANGUAGE sql SECURITY DEFINER
    SET search_path = pg_catalog, hall, pg_temp AS $$
    INSERT INTO hall.clocks (table_number, offset_seconds, seen_at)
    SELECT hall.my_table(), table_minus_server, clock_timestamp() WHERE hall.my_table() IS NOT NULL
    ON CONFLICT (table_number) DO UPDATE SET offset_seconds = EXCLUDED.offset_seconds, seen_at = EXCLUDED.seen_at $$;
-- The watchdog. A login's limits are its own to lift (SET statement_timeout, idle_session_timeout),
-- and some of what it may do cannot be revoked (LISTEN): the hall ends, at each call, every session
-- of a hall login, in any database of the server, that
-- - runs a statement or a transaction longer than the limit;
-- - has been idle longer than its idle limit (a feed pushes every few seconds);
-- - holds an advisory lock (none can be taken in the hall's database; one taken elsewhere fills
--   the server's lock table for every database);
-- - while notifications pile up on the server (the hall sends none), is in a transaction or stuck
--   writing to a client that does not read: such a listener keeps every notification since its
--   own on disk (pg_notify/), for the whole server.
-- The judge's page and every table's feed call it, so a login that lifts its limits is stopped all the same.
CREATE FUNCTION hall.stop_long_statements() RETURNS integer LANGUAGE sql SECURITY DEFINER
    SET search_path = pg_catalog, hall, pg_temp AS $$
    WITH sessions AS MATERIALIZED (   -- found first, whole: a WHERE may call its functions in any order
        SELECT a.pid, a.state, a.wait_event, a.query_start, a.xact_start, a.state_change FROM pg_stat_activity a
        WHERE a.pid <> pg_backend_pid()
          AND (a.usename IN (SELECT role FROM hall.tables) OR a.usename = {judge_text})),
    piling AS MATERIALIZED (SELECT pg_notification_queue_usage() > 0 AS up),
    ended AS MATERIALIZED (
        SELECT s.pid FROM sessions s, piling
        WHERE (s.state <> 'idle'
               AND clock_timestamp() - CASE WHEN s.state = 'active' THEN s.query_start ELSE s.xact_start END
                   > make_interval(secs => (SELECT statement_seconds FROM hall.limits)))
           OR (s.state = 'idle' AND clock_timestamp() - s.state_change > make_interval(secs => {idle_seconds}))
           OR s.pid IN (SELECT l.pid FROM pg_locks l WHERE l.locktype = 'advisory')
           OR (piling.up AND (s.state LIKE 'idle in transaction%' OR s.wait_event = 'ClientWrite')))
    SELECT count(*)::integer FROM ended WHERE pg_terminate_backend(pid) $$;
CREATE TABLE hall.notes (
    id bigserial PRIMARY KEY,
    game_id text,
    note text NOT NULL,
    at timestamptz NOT NULL DEFAULT clock_timestamp()
);

REVOKE ALL ON ALL FUNCTIONS IN SCHEMA hall FROM PUBLIC;
GRANT USAGE ON SCHEMA hall TO {tables}, {judge};
GRANT EXECUTE ON FUNCTION hall.my_table(), hall.table_of(text), hall.stop_long_statements() TO {tables}, {judge};
GRANT EXECUTE ON FUNCTION hall.clock_is(double precision) TO {tables};
GRANT SELECT, INSERT ON hall.games, hall.events, hall.refusals TO {tables};
GRANT USAGE ON SEQUENCE hall.refusals_id_seq TO {tables};
GRANT SELECT ON hall.seating, hall.version, hall.limits TO {tables};
GRANT SELECT ON ALL TABLES IN SCHEMA hall TO {judge};
GRANT INSERT, UPDATE, DELETE ON hall.seating, hall.notes, hall.accepted TO {judge};
GRANT USAGE ON SEQUENCE hall.notes_id_seq TO {judge};

ALTER TABLE hall.games ENABLE ROW LEVEL SECURITY;
ALTER TABLE hall.events ENABLE ROW LEVEL SECURITY;
ALTER TABLE hall.refusals ENABLE ROW LEVEL SECURITY;
ALTER TABLE hall.seating ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_games ON hall.games FOR SELECT TO {tables} USING (table_number = hall.my_table());
CREATE POLICY add_own_games ON hall.games FOR INSERT TO {tables} WITH CHECK (table_number = hall.my_table());
CREATE POLICY own_events ON hall.events FOR SELECT TO {tables} USING (hall.table_of(game_id) = hall.my_table());
CREATE POLICY add_own_events ON hall.events FOR INSERT TO {tables}
    WITH CHECK (hall.table_of(game_id) = hall.my_table());
CREATE POLICY own_refusals ON hall.refusals FOR SELECT TO {tables} USING (table_number = hall.my_table());
CREATE POLICY add_own_refusals ON hall.refusals FOR INSERT TO {tables} WITH CHECK (table_number = hall.my_table());
CREATE POLICY own_seats ON hall.seating FOR SELECT TO {tables} USING (table_number = hall.my_table());
CREATE POLICY judge_reads_games ON hall.games FOR SELECT TO {judge} USING (true);
CREATE POLICY judge_reads_events ON hall.events FOR SELECT TO {judge} USING (true);
CREATE POLICY judge_reads_refusals ON hall.refusals FOR SELECT TO {judge} USING (true);
CREATE POLICY judge_seats ON hall.seating FOR ALL TO {judge} USING (true) WITH CHECK (true);
"""

# Run as the organiser, after the schema: the database closed to everybody else, no login of
# the hall may make a table anywhere in it (TEMP is granted to PUBLIC by default, CREATE on
# ``public`` was until PostgreSQL 15).
DATABASE = """
REVOKE CONNECT, TEMPORARY, CREATE ON DATABASE {database} FROM PUBLIC;
GRANT CONNECT ON DATABASE {database} TO {tables}, {judge};
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
"""

# Run as a superuser organiser after DATABASE (pg_catalog's functions and plpgsql are the bootstrap
# superuser's): what any login could call in the hall's database that no limit of the hall bounds.
# A function's privileges are kept in its database's own catalog (pg_proc is per database), so
# this changes nothing for the server's other databases and their users: the hall's database is
# the hall's alone. Revoked from PUBLIC, as no hall login is granted them otherwise:
# - advisory locks: a million of them fill the server's shared lock table, and every new
#   connection, the judge's too, fails with "out of shared memory";
# - large objects (lo_from_bytea, lo_create, loread ...): rows outside every limit of the hall;
# - pg_notify: notifications spooled to disk while a listener does not read (NOTIFY itself is a
#   statement, not a function: the watchdog ends the listener, stop_long_statements);
# - plpgsql for DO blocks (its functions here run without it: a language is checked when a
#   function is made): a loop on the server that sends NOTIFY, or anything else, a million times.
WITHHELD_FUNCTIONS = r"""
SELECT p.oid::regprocedure::text FROM pg_proc p
WHERE p.pronamespace = 'pg_catalog'::regnamespace
  AND (p.proname LIKE 'pg\_%advisory%' OR p.proname LIKE 'lo\_%' OR p.proname IN ('loread', 'lowrite', 'pg_notify'))
ORDER BY 1
"""
WITHHELD_LANGUAGE = "REVOKE USAGE ON LANGUAGE plpgsql FROM PUBLIC"
