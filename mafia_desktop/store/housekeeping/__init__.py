"""The archive's housekeeping: the trash, renames and merges, videos, photos, repair and
checks, backups. The modules the archive hands its work to are loaded when first named
(``housekeeping.trash``, ``lazy_names``): the window's first paint uses none of them (issue 44)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mafia_desktop.lazy_names import lend

if TYPE_CHECKING:
    from mafia_desktop.store.housekeeping import photos as photos, renames as renames, repair as repair
    from mafia_desktop.store.housekeeping import trash as trash, videos as videos

#: The modules ``Archive`` names, each loaded at its first use.
_HOMES = {name: f"mafia_desktop.store.housekeeping.{name}" for name in ("photos", "renames", "repair", "trash",
                                                                        "videos")}


def __getattr__(name: str) -> Any:
    return lend(globals(), name, _HOMES)
