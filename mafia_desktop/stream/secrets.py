"""OBS's WebSocket password, kept in the system's keyring as the hall's and the rating
service's are (``hall.secrets``: its helper, the same fall-back to this process where there
is no keyring), never in the settings file, a log or a message."""

from __future__ import annotations

from mafia_desktop.hall import secrets as keyring_helper

SERVICE = "mafia-desktop OBS"


def password_for(address: str) -> str | None:
    """The saved password of the OBS at ``address`` (its ws:// URL), or None."""
    return keyring_helper.saved(SERVICE, address)


def save_password(address: str, password: str) -> bool:
    """Keep the password; True if the system's keyring holds it, False if only this process."""
    return keyring_helper.keep(SERVICE, address, password)
