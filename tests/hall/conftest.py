"""A real PostgreSQL for the hall's tests: one server a test session (started here, on
127.0.0.1, in a throwaway folder; stopped at the end), an empty database and a fresh hall
for each test. No hall test is skipped: without a server's binaries they fail and say how
to get them (``pgserver.NoServer``)."""

from __future__ import annotations

import itertools

import pytest

from mafia_desktop.hall.setup import setup

from bench.pgserver import Server

_names = itertools.count(1)


@pytest.fixture(scope="session")
def pg_server():
    yield from running(Server())


@pytest.fixture(scope="session")
def tls_server():
    """A server that takes only encrypted connections (a build with SSL: the system's)."""
    yield from running(Server(tls=True))


def running(server: Server):
    server.start()
    try:
        yield server
    finally:
        server.destroy()


@pytest.fixture
def hall(pg_server):
    """(the organiser's URL, the logins: tables 1 to 3, then the head judge's)."""
    url = pg_server.create_database(f"hall{next(_names)}")
    return url, setup(url, 3).logins


@pytest.fixture(autouse=True)
def no_system_keyring(monkeypatch):
    """The tests' passwords are kept in the process only: never in the keyring of the
    machine the tests run on."""
    from mafia_desktop.hall import secrets
    monkeypatch.setattr(secrets, "_keyring", lambda: None)
    monkeypatch.setattr(secrets, "_in_memory", {})


@pytest.fixture(autouse=True)
def games_played_in_an_instant(monkeypatch):
    """The scripted tables push a whole game in milliseconds: the judge's floor on a game's
    pace (``judge.FLOOR``) is lifted here; the test of the floor puts the real one back."""
    from mafia_desktop.hall import judge
    monkeypatch.setattr(judge, "FLOOR", judge.Floor(0.0, 0.0))
