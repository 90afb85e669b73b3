"""The projections: rows derived from the event log that the window reads instead of
replaying games (their listing, seats and players, the players' figures, the ratings).

Each is a function of one shape, ``follow(change)``, in one list (``PROJECTIONS``) that both
``Archive.append`` (a tap, in the tap's own transaction) and the rebuild from the log
(``Archive.rebuild_game``) run, in that order.

The names below are loaded when first asked for (``lazy_names``): a projection's module
imported alone (the sort keys, at every start) does not load them all (issue 44)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mafia_desktop.lazy_names import lend

if TYPE_CHECKING:
    from mafia_desktop.store.projections import figures as figures, game_columns as game_columns, seats as seats
    from mafia_desktop.store.projections.following import PROJECTIONS as PROJECTIONS, Change as Change
    from mafia_desktop.store.projections.following import project as project

#: Each name's module (the archive names these three modules by way of the package).
_HOMES = {**dict.fromkeys(("Change", "PROJECTIONS", "project"), "mafia_desktop.store.projections.following"),
          **{name: f"mafia_desktop.store.projections.{name}" for name in ("figures", "game_columns", "seats")}}


def __getattr__(name: str) -> Any:
    return lend(globals(), name, _HOMES)
