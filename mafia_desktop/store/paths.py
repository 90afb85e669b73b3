"""Where the archive lives: ``--db PATH``, else ``$MAFIA_DESKTOP_DB``, else the user data folder."""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "MAFIA_DESKTOP_DB"
FILE_NAME = "archive.sqlite3"


def default_db_path() -> Path:
    from_env = os.environ.get(ENV_VAR)
    if from_env:
        return Path(from_env).expanduser()
    import platformdirs
    return Path(platformdirs.user_data_dir("mafia-desktop", appauthor=False)) / FILE_NAME


def resolve_db_path(option: str | os.PathLike | None) -> Path:
    return Path(option).expanduser() if option else default_db_path()
