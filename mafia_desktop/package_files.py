"""The package's own files (its icons, the translations, the schema's shape, the packing
dictionaries, the fonts, the sounds, the overlay's page): the folder beside its modules, as
pip installs it and PyInstaller's bundle collects it (``packaging/mafia-desktop.spec``); every
reader of them asks here, the self-test too.

Not asked of ``importlib.resources`` at the start: for a package on disk its ``files()`` gives
this same folder, but loads its readers first (and zipfile's, each read through by PySide's
import hook): 6 M instructions of the first paint (issue 44). Qt needs a file's path anyway."""

from __future__ import annotations

from pathlib import Path

#: ``mafia_desktop/resources``.
RESOURCES = Path(__file__).parent / "resources"
