"""The rating service account's password, kept in the system's keyring as the hall's is
(``hall.secrets``: its helper, the same fall-back to this process where there is no keyring),
never in the settings file, a log or a message."""

from __future__ import annotations

from urllib.parse import urlsplit

from mafia_desktop.hall import secrets as keyring_helper

SERVICE = "mafia-desktop rating service"


def _name(site: str, user: str) -> str:
    """The keyring's name for an account: user@host (the site's address without a path)."""
    return f"{user}@{urlsplit(site).netloc or site}"


def password_for(site: str, user: str) -> str | None:
    """The saved password of ``user`` on ``site``, or None."""
    return keyring_helper.saved(SERVICE, _name(site, user)) if user else None


def save_password(site: str, user: str, password: str) -> bool:
    """Keep the password; True if the system's keyring holds it, False if only this process."""
    return keyring_helper.keep(SERVICE, _name(site, user), password)
