"""The tests' own home: a test run never reads (or writes) the home of the person running it:
their settings, their archive, their keyring, their PostgreSQL certificates and passwords.

``tests/conftest.py`` calls ``isolate_run`` (``isolate`` on ``os.environ``) before any test
module is imported, with a fresh folder as the home; every process a test starts inherits it.
(Where a developer has ``~/.postgresql/root.crt``, libpq checks the hall tests' own TLS server
against it and refuses it; test_crash_resume's window, in a process of its own, wrote its
game's options into the developer's own settings.)
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping
from pathlib import Path

#: The folders a desktop keeps a user's settings, data and caches in (XDG; Qt's
#: QStandardPaths and platformdirs both follow them), inside the home given.
XDG_FOLDERS = {"XDG_CONFIG_HOME": ".config", "XDG_DATA_HOME": ".local/share", "XDG_CACHE_HOME": ".cache",
               "XDG_STATE_HOME": ".local/state"}
#: The files libpq reads from the user's home unless told otherwise (some builds find the home
#: from the password database, not $HOME: so each is named, inside the home given).
PG_FILES = {"PGSSLROOTCERT": ".postgresql/root.crt", "PGSSLCERT": ".postgresql/postgresql.crt",
            "PGSSLKEY": ".postgresql/postgresql.key", "PGSSLCRL": ".postgresql/root.crl",
            "PGPASSFILE": ".pgpass", "PGSERVICEFILE": ".pg_service.conf", "PGSYSCONFDIR": ".pg-sysconf"}
#: The app's own variable: the archive it opens without ``--db`` (the developer's own archive).
ARCHIVE_VARIABLE = "MAFIA_DESKTOP_DB"
#: Windows' names for the home and its settings' folders (replaced where they are set).
WINDOWS_FOLDERS = {"USERPROFILE": ".", "APPDATA": "AppData/Roaming", "LOCALAPPDATA": "AppData/Local"}


#: The environment as the run found it (``isolate_run``): only for a tool of the developer's
#: own that needs their settings (test_packaging's build of the wheel: their package index).
outside: dict[str, str] = {}


def isolate_run(home: Path) -> None:
    """This process's environment isolated (``isolate``), as it was kept in ``outside``."""
    outside.update(os.environ)
    isolate(os.environ, home)


def isolate(environ: MutableMapping[str, str], home: Path) -> None:
    """``environ`` made the tests': ``home`` its home, the desktop's folders inside it, every
    PostgreSQL variable of the user's gone (a server, a user, a password, a mode they set for
    their own work) and libpq's files named inside ``home``, no archive of theirs named, and
    no system keyring."""
    for name in [name for name in environ if name.startswith("PG")]:
        del environ[name]
    environ.pop(ARCHIVE_VARIABLE, None)
    environ["HOME"] = str(home)
    for name, place in XDG_FOLDERS.items():
        environ[name] = str(home / place)
        (home / place).mkdir(parents=True, exist_ok=True)
    for name, place in PG_FILES.items():
        environ[name] = str(home / place)
    for name, place in WINDOWS_FOLDERS.items():
        if name in environ:
            environ[name] = str(home / place)
    # keyring's backend that has no keyring: the app keeps a hall's password in the process only.
    environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"


def inside(path: str | os.PathLike, home: Path) -> bool:
    return Path(path).resolve().is_relative_to(home.resolve())
