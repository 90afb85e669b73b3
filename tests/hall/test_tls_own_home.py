"""A developer's ``~/.postgresql/root.crt`` (their own servers' root) is not read by the hall's
TLS tests: libpq would check the tests' own server against it, and refuse it. The run's home is
its own (tests/isolation.py); here a developer's home with such a file is made, not found."""

from __future__ import annotations

import os
import subprocess

import pytest

from mafia_desktop.hall.connection import HallError, connect
from mafia_desktop.hall.setup import setup

from tests.isolation import isolate


def a_root_certificate_of_another_server(path) -> None:
    path.parent.mkdir(parents=True)
    subprocess.run(["openssl", "req", "-new", "-x509", "-days", "2", "-nodes", "-subj", "/CN=club.example",
                    "-keyout", str(path.with_suffix(".key")), "-out", str(path)], check=True, capture_output=True)


def environment(monkeypatch, environ: dict[str, str]) -> None:
    """This process's environment (libpq reads it at each connection) made ``environ``'s."""
    for name in [name for name in os.environ if name.startswith("PG") or name == "HOME"]:
        monkeypatch.delenv(name)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)


def test_a_root_certificate_in_the_developer_s_home_is_not_read(tls_server, tmp_path, monkeypatch):
    developer = tmp_path / "developer"
    a_root_certificate_of_another_server(developer / ".postgresql" / "root.crt")
    login = setup(tls_server.create_database("own_home"), 1).logins[0]   # (then the head judge's)
    assert "sslmode=require" in login.url   # TLS, the server's certificate not checked (no root given)
    # As the developer's own environment has it: the server checked against their root, and refused.
    environment(monkeypatch, {"HOME": str(developer)})
    with pytest.raises(HallError, match="certificate"):
        connect(login.url).close()
    # The same environment made the run's own, as tests/conftest.py makes it: their root is not read.
    theirs = {"HOME": str(developer)}
    isolate(theirs, tmp_path / "run")
    environment(monkeypatch, theirs)
    with connect(login.url) as table:
        assert table.info.pgconn.ssl_in_use
