"""A table's hall password, kept in the system's keyring (``keyring``: the Secret Service on
Linux, the Keychain on macOS, the Credential Manager on Windows), never in the settings
file, a log or a message. Where the system has no keyring, it is kept in this process only
and asked again at the next start. ``saved`` and ``keep`` are the same for any service's
password (the rating service's account: ``publishing.secrets``).
"""

from __future__ import annotations

import logging
from urllib.parse import urlsplit

SERVICE = "mafia-desktop hall"
_in_memory: dict[tuple[str, str], str] = {}
logger = logging.getLogger(__name__)


def account(url: str) -> str:
    """The keyring's name for a hall login: role@host:port/database (no password)."""
    parts = urlsplit(url)
    return f"{parts.username}@{parts.hostname}:{parts.port or 5432}{parts.path}"


def has_password(url: str) -> bool:
    try:
        return urlsplit(url).password is not None
    except ValueError:
        return False


def password_for(url: str) -> str | None:
    """The saved password for the URL's login (None if the URL carries one, or none is saved)."""
    if has_password(url):
        return None
    return saved(SERVICE, account(url))


def save_password(url: str, password: str) -> bool:
    """Keep the password; True if the system's keyring holds it, False if only this process."""
    return keep(SERVICE, account(url), password)


def saved(service: str, name: str) -> str | None:
    """The password saved for ``name`` under ``service``: this process's, else the keyring's."""
    if (service, name) in _in_memory:
        return _in_memory[service, name]
    keyring = _keyring()
    try:
        return keyring.get_password(service, name) if keyring else None
    except Exception:   # a locked or broken keyring: as if none were saved
        logger.warning("the keyring could not be read for %s", name, exc_info=True)
        return None


def keep(service: str, name: str, password: str) -> bool:
    """Keep the password; True if the system's keyring holds it, False if only this process."""
    _in_memory[service, name] = password
    keyring = _keyring()
    if keyring is None:
        return False
    try:
        keyring.set_password(service, name, password)
        return True
    except Exception:
        logger.warning("the keyring did not keep the password of %s: kept for this run only", name, exc_info=True)
        return False


def keep_for_session(url: str, password: str) -> None:
    """Keep the password in this process only (typed for this session, never in the keyring)."""
    _in_memory[SERVICE, account(url)] = password


def forget_password(url: str) -> None:
    name = account(url)
    _in_memory.pop((SERVICE, name), None)
    keyring = _keyring()
    if keyring:
        try:
            keyring.delete_password(SERVICE, name)
        except Exception:   # none saved, or a keyring that will not say
            logger.info("the keyring forgot no password of %s", name, exc_info=True)


def _keyring():
    """The keyring module if the system has a keyring (not keyring's 'fail' backend)."""
    try:
        import keyring   # +65 ms to every command, and to the window's warm-up with a hall
        from keyring.backends import fail
    except ImportError:
        return None
    return None if isinstance(keyring.get_keyring(), fail.Keyring) else keyring
