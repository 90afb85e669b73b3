"""The host's settings read without Qt, for the command line: his language and the backups'
second folder, from the file Qt's ``QSettings`` keeps them in on Linux (an INI file,
``$XDG_CONFIG_HOME/mafia-desktop/mafia-desktop.conf``); the system's language from the
environment, as Qt reads it there.

Qt costs a command 0.5 G instructions to load (issue 44: an import's parent spent as much on
it as on the rest of its start). Where this reader cannot be sure to read what Qt would (not
Linux: the registry, a plist; a system-wide settings file beside the host's; a value Qt wrote
escaped), it says None and the caller asks Qt (``preferences``). The window reads and writes
through ``preferences`` alone.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from mafia_desktop.qm_translations import LANGUAGES

ORGANISATION = APPLICATION = "mafia-desktop"
#: The keys ``preferences`` saves them under.
LANGUAGE = "language"
SECOND_FOLDER = "backups/second-folder"


def saved_language() -> str | None:
    """``preferences.saved_language``'s answer (the language chosen in the settings, else the
    system's), or None: ask Qt."""
    chosen = _saved_text(LANGUAGE)
    if chosen is None:
        return None
    return chosen if chosen in LANGUAGES else system_language()


def second_backup_folders() -> list[Path] | None:
    """``preferences.second_backup_folders``'s answer, or None: ask Qt."""
    folder = _saved_text(SECOND_FOLDER)
    return None if folder is None else [Path(folder)] if folder else []


def system_language() -> str:
    """``i18n.system_language`` as Qt answers it on Linux: the first language of the host's
    list (``LANGUAGE``, else the locale of ``LC_ALL``, ``LC_MESSAGES`` or ``LANG``) that the
    app speaks; English if none."""
    listed = os.environ.get("LANGUAGE", "")
    names = listed.split(":") if listed else [os.environ.get("LC_ALL") or os.environ.get("LC_MESSAGES")
                                              or os.environ.get("LANG") or ""]
    for name in names:
        code = re.split(r"[-_.@]", name)[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def user_folder() -> Path:
    """Where Qt keeps a user's settings on Linux ($XDG_CONFIG_HOME, else ~/.config)."""
    configured = os.environ.get("XDG_CONFIG_HOME", "")
    return Path(configured) if os.path.isabs(configured) else Path.home() / ".config"


def system_folders() -> list[Path]:
    """Where Qt looks for system-wide settings beside them ($XDG_CONFIG_DIRS, else /etc/xdg)."""
    return [Path(folder) for folder in (os.environ.get("XDG_CONFIG_DIRS") or "/etc/xdg").split(":")
            if os.path.isabs(folder)]


def settings_path() -> Path:
    """Where Qt keeps the host's settings on Linux."""
    return user_folder() / ORGANISATION / f"{APPLICATION}.conf"


def _saved_text(key: str) -> str | None:
    """The text saved under ``key`` ("" for none), or None where Qt must be asked."""
    if not sys.platform.startswith("linux") or _fallbacks():
        return None
    try:
        text = settings_path().read_text(encoding="utf-8")
    except FileNotFoundError:
        return ""
    except (OSError, UnicodeDecodeError):
        return None
    section, name = key.rpartition("/")[::2]
    found = [value for heading, line_key, value in _entries(text)
             if heading == (section or "General") and line_key == name]
    if len(found) > 1:
        return None
    return _plain(found[0]) if found else ""


def _fallbacks() -> bool:
    """Does Qt read another file beside the host's (the organisation's, the system's)?"""
    folders = [user_folder(), *system_folders()]
    others = [folder / f"{ORGANISATION}.conf" for folder in folders]
    others += [folder / ORGANISATION / f"{APPLICATION}.conf" for folder in folders[1:]]
    return any(other.exists() for other in others)


def _entries(text: str):
    """(section, key, raw value) of each line ``key=value`` of an INI file."""
    section = "General"
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1]
        elif "=" in line:
            key, value = line.split("=", 1)
            yield section, key.strip(), value.strip()


def _plain(value: str) -> str | None:
    """A value as Qt reads it back, if it is plain text or quoted text with ``\\\\`` and ``\\"``
    escaped; None for anything else Qt may have written (a list, another type, other escapes)."""
    if len(value) >= 2 and value[0] == value[-1] == '"':
        inner = value[1:-1]
        if re.fullmatch(r'(?:[^"\\]|\\["\\])*', inner) is None:
            return None
        return re.sub(r'\\(["\\])', r"\1", inner)
    if value.startswith("@") or any(mark in value for mark in '"\\,'):
        return None
    return value
