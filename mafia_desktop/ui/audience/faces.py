"""The faces of a table's players for the spectators (the audience screen, the stream's
overlay): their photos from the archive by seat, read once a table's players change or a
photo does (``Archive.photos_changed``), not at every move."""

from __future__ import annotations

from mafia_desktop.engine import State
from mafia_desktop.store import Archive


class Faces:
    def __init__(self, archive: Archive) -> None:
        self.archive = archive
        self._read: tuple | None = None
        self._photos: dict[int, bytes] = {}

    def of(self, state: State) -> dict[int, bytes]:
        """The photos by seat number (the seats without one left out). The same dict while
        nothing changed: whoever shows them may compare it by identity."""
        nicknames = tuple(seat.nickname for seat in state.seats)
        read = (nicknames, self.archive.photos_changed)
        if read != self._read:
            self._read = read
            by_name = self.archive.photos_of(nicknames)
            self._photos = {seat.number: by_name[seat.nickname] for seat in state.seats if seat.nickname in by_name}
        return self._photos
