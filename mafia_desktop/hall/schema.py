"""The hall's schema on the organiser's PostgreSQL: what a table may write and what the head
judge reads, enforced by the server (grants and row-level security), not by the app.

- ``hall.tables``: table number → its login role. ``hall.my_table()`` is the number of the
  role that logged in (``session_user``), for every policy below.
- ``hall.games`` and ``hall.events``: each table's log, event for event, keyed by game id and
  seq as in the local archive, so a push repeated after a retry or a restart adds nothing.
  A table reads and adds only its own games' rows; nobody updates or deletes one. An event
  must follow the one before it in its game (a trigger), so the hall never holds a log with
  a hole: the order within a game is the seq, whatever the tables' clocks say (``at`` is the
  table's clock, ``received_at`` the server's).
- ``hall.refusals``: what the hall refused a table, and why (the table reads its own).
- ``hall.seating``: the next rounds' seats, written by the head judge; a table reads its own.
- ``hall.notes``: the judges' own notes: no table can read them.
- ``hall.version``: the schema's version and when the hall was set up (a table's games from
  then on are the hall's).

Role names start with the database's name (roles are the server's, databases many): a table
``<db>_table_<n>``, the head judge ``<db>_judge``, the tables' group ``<db>_tables``.
"""

from __future__ import annotations

VERSION = 1


def role_names(database: str, tables: int) -> tuple[list[str], str, str]:
    """The tables' roles, the head judge's, the tables' group's."""
    return [f"{database}_table_{n}" for n in range(1, tables + 1)], f"{database}_judge", f"{database}_tables"


# Written with {tables}, {judge} and {database} for the quoted identifiers of the roles.
SCHEMA = """
CREATE SCHEMA hall;
REVOKE ALL ON SCHEMA hall FROM PUBLIC;
CREATE TABLE hall.version (
    version integer NOT NULL,
    set_up_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE TABLE hall.tables (
    number integer PRIMARY KEY CHECK (number > 0),
    role text UNIQUE NOT NULL
);
CREATE FUNCTION hall.my_table() RETURNS integer LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path = pg_catalog, hall
    AS $$ SELECT number FROM hall.tables WHERE role = session_user $$;
CREATE TABLE hall.games (
    game_id text PRIMARY KEY CHECK (length(game_id) BETWEEN 1 AND 64),
    table_number integer NOT NULL DEFAULT hall.my_table() REFERENCES hall.tables,
    ruleset text NOT NULL CHECK (length(ruleset) <= 64),
    options text NOT NULL CHECK (length(options) <= 100000),
    created_at text NOT NULL CHECK (length(created_at) <= 64),
    received_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX games_by_table ON hall.games (table_number, created_at);
CREATE FUNCTION hall.table_of(game text) RETURNS integer LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path = pg_catalog, hall
    AS $$ SELECT table_number FROM hall.games WHERE game_id = game $$;
CREATE TABLE hall.events (
    game_id text NOT NULL REFERENCES hall.games,
    seq integer NOT NULL CHECK (seq > 0),
    type text NOT NULL CHECK (length(type) <= 64),
    payload text NOT NULL CHECK (length(payload) <= 1000000),
    at text NOT NULL CHECK (length(at) <= 64),
    digest bytea NOT NULL CHECK (length(digest) <= 64),
    received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (game_id, seq)
);
CREATE INDEX events_received ON hall.events (received_at);
CREATE FUNCTION hall.follows() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = pg_catalog, hall AS $$
BEGIN
    IF NEW.seq > 1 AND NOT EXISTS (SELECT 1 FROM hall.events WHERE game_id = NEW.game_id
                                   AND seq = NEW.seq - 1) THEN
        RAISE EXCEPTION 'event % of game % comes before event %', NEW.seq, NEW.game_id, NEW.seq - 1
            USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER events_follow BEFORE INSERT ON hall.events FOR EACH ROW EXECUTE FUNCTION hall.follows();
CREATE TABLE hall.refusals (
    id bigserial PRIMARY KEY,
    table_number integer NOT NULL DEFAULT hall.my_table() REFERENCES hall.tables,
    game_id text CHECK (length(game_id) <= 64),
    seq integer,
    reason text NOT NULL CHECK (length(reason) <= 2000),
    at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE TABLE hall.seating (
    round integer NOT NULL CHECK (round > 0),
    table_number integer NOT NULL REFERENCES hall.tables,
    seat integer NOT NULL CHECK (seat BETWEEN 1 AND 30),
    nickname text NOT NULL CHECK (length(nickname) BETWEEN 1 AND 200),
    PRIMARY KEY (round, table_number, seat)
);
CREATE TABLE hall.notes (
    id bigserial PRIMARY KEY,
    game_id text,
    note text NOT NULL,
    at timestamptz NOT NULL DEFAULT clock_timestamp()
);

REVOKE ALL ON FUNCTION hall.my_table(), hall.table_of(text), hall.follows() FROM PUBLIC;
GRANT USAGE ON SCHEMA hall TO {tables}, {judge};
GRANT EXECUTE ON FUNCTION hall.my_table(), hall.table_of(text) TO {tables}, {judge};
GRANT SELECT, INSERT ON hall.games, hall.events, hall.refusals TO {tables};
GRANT USAGE ON SEQUENCE hall.refusals_id_seq TO {tables};
GRANT SELECT ON hall.seating, hall.version TO {tables};
GRANT SELECT ON ALL TABLES IN SCHEMA hall TO {judge};
GRANT INSERT, UPDATE, DELETE ON hall.seating, hall.notes TO {judge};
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

REVOKE CONNECT ON DATABASE {database} FROM PUBLIC;
GRANT CONNECT ON DATABASE {database} TO {tables}, {judge};
"""
