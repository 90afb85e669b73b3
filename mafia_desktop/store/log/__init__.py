"""The event log: its transaction, appending and reading events, their digests and compact
rows. ``packing`` is loaded when first named (``lazy_names``): a start that reads no payload
before its first paint does not load it (issue 44)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mafia_desktop.lazy_names import lend

if TYPE_CHECKING:
    from mafia_desktop.store.log import packing as packing

_HOMES = {"packing": "mafia_desktop.store.log.packing"}


def __getattr__(name: str) -> Any:
    return lend(globals(), name, _HOMES)
