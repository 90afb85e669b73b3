"""Polemica's records: ``reading`` replays one through the engine (the shapes it reads are
told there), ``writing`` writes a game of ours in its competition shape."""

from mafia_desktop.formats.polemica.reading import STAGES, is_room_game, read

__all__ = ["STAGES", "is_room_game", "read"]
