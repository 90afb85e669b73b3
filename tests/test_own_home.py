"""The test run has a home of its own (tests/isolation.py, set up by tests/conftest.py): the
settings, the archive, the keyring and the PostgreSQL files it could read are all inside it,
never the developer's; the hall's TLS side: tests/hall/test_tls_own_home.py."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs
from PySide6.QtCore import QStandardPaths

from mafia_desktop.hall import secrets
from mafia_desktop.store.opening import paths

from tests import isolation
from tests.conftest import HOME
from tests.isolation import ARCHIVE_VARIABLE, PG_FILES, XDG_FOLDERS, inside, isolate


def test_the_run_s_home_and_every_folder_of_the_user_s_are_its_own():
    assert os.environ["HOME"] == str(HOME) and Path.home() == HOME
    assert isolation.outside.get("HOME") != str(HOME)   # the developer's was another
    for name in [*XDG_FOLDERS, *PG_FILES]:
        assert inside(os.environ[name], HOME), name
    assert {name for name in os.environ if name.startswith("PG")} == set(PG_FILES)
    standard = QStandardPaths.StandardLocation
    for location in (standard.GenericConfigLocation, standard.AppDataLocation, standard.CacheLocation):
        assert inside(QStandardPaths.writableLocation(location), HOME), location
    assert inside(platformdirs.user_config_dir("mafia-desktop"), HOME)
    assert ARCHIVE_VARIABLE == paths.ENV_VAR and ARCHIVE_VARIABLE not in os.environ
    assert inside(paths.default_db_path(), HOME)   # the archive the app opens with no --db
    assert secrets._keyring() is None   # a hall's password kept in the process, not the system's keyring


def test_a_developer_s_postgresql_settings_are_left_behind(tmp_path):
    theirs = {"HOME": "/home/dev", "PGHOST": "db.example", "PGUSER": "dev", "PGPASSWORD": "s3cr3t",
              "PGSSLMODE": "verify-full", "PGSSLROOTCERT": "/home/dev/ca.crt", "PGSERVICE": "club",
              "XDG_CONFIG_HOME": "/home/dev/.config", "LANG": "ru_RU.UTF-8", "MAFIA_PG_BIN": "/opt/pg/bin",
              "MAFIA_DESKTOP_DB": "/home/dev/club.sqlite3"}
    home = tmp_path / "home"
    isolate(theirs, home)
    assert {name for name in theirs if name.startswith("PG")} == set(PG_FILES)
    assert all(inside(theirs[name], home) for name in [*PG_FILES, *XDG_FOLDERS, "HOME"])
    assert "MAFIA_DESKTOP_DB" not in theirs
    assert theirs["LANG"] == "ru_RU.UTF-8" and theirs["MAFIA_PG_BIN"] == "/opt/pg/bin"   # not the home's
    assert (home / ".config").is_dir()
