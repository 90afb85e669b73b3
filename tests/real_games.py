"""The real game records the tests replay: tests/data/real-games (public Polemica
competition and online-room exports, and mafiaratings games, with the names replaced), kept
with the tests so CI needs nothing beside the project."""

from pathlib import Path

REAL_GAMES = Path(__file__).resolve().parent / "data" / "real-games"
POLEMICA = REAL_GAMES / "polemica"
MAFIARATINGS = REAL_GAMES / "mafiaratings"
