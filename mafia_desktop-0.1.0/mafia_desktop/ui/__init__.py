"""The host window (PySide6): a view of the engine's state that writes through the archive."""
