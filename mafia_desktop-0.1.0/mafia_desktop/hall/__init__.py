"""The tournament hall: every table's laptop feeds one PostgreSQL server the organiser runs;
the head judge reads every table's games there, live.

The local archive stays the truth at every table: a host's tap is written there first and
never waits for the hall. A worker (``feed``) pushes what the hall lacks, in order and
idempotently (game id + seq), so a retry, a restart of either side, a day offline all end
with the hall holding exactly each table's log. The server enforces who may write what
(``schema``: grants and row-level security).
"""
