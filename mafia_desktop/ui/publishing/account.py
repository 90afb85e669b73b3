"""The rating service as the settings have it: the site, the account, its password from the
keyring (``publishing.secrets``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mafia_desktop import preferences

if TYPE_CHECKING:
    from mafia_desktop.publishing import Service


def saved_service() -> Service | None:
    """The service with the saved account; None while no account is set."""
    if not preferences.rating_service_account():
        return None
    from mafia_desktop.publishing import Service
    from mafia_desktop.publishing.secrets import password_for
    site, user = preferences.rating_service()
    # No saved password: the service's own refusal ("Authorization failed") says so.
    return Service(site, user, password_for(site, user) or "")
