"""The stand-in service and a small archive with an evening of games, for publishing's tests."""

from __future__ import annotations

import pytest

from mafia_desktop.engine.points import system
from mafia_desktop.store import Archive
from mafia_desktop.store.contests import attach, create_contest
from tests.store.evening import build_evening

from .standin import PASSWORD, USER, StandIn


@pytest.fixture
def standin():
    service = StandIn()
    yield service
    service.close()


@pytest.fixture
def service(standin):
    from mafia_desktop.publishing import Service
    return Service(standin.site, USER, PASSWORD, timeout=1.0)


@pytest.fixture
def evening(tmp_path):
    """An archive: the evening (G1, G2 finished, G3 unfinished; G5 outside it) in one event of ours."""
    path = tmp_path / "club.sqlite3"
    with Archive(path) as archive:
        ids = build_evening(archive)
        event = create_contest(archive, name="Tuesday", kind="evening", system=system("sport"))
        for name in ("G1", "G2", "G3"):
            attach(archive, event, ids[name])
    return path, ids, event
