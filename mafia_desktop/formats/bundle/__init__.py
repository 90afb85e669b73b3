"""Our own lossless JSON for one game: its id, its source and every event with its time.

Importing a bundle gives back the identical event log, so archives of several tables'
laptops merge into one by import.
"""

FORMAT = "mafia-desktop-game"
VERSION = 1

from mafia_desktop.formats.bundle.reading import is_bundle, rated, read, trashed  # noqa: E402  (they read FORMAT and VERSION)
from mafia_desktop.formats.bundle.writing import write  # noqa: E402

__all__ = ["FORMAT", "VERSION", "is_bundle", "rated", "read", "trashed", "write"]
