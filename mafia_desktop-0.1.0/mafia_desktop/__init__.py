"""mafia_desktop: the host's console for a game of Mafia at a real table."""

__version__ = "0.1.0"
