"""The package's own files that the window's start reads (its icons, the translations, the
schema's shape, the packing dictionaries): the folder beside its modules, as pip installs it and PyInstaller's bundle
collects it (``packaging/mafia-desktop.spec``).

Not asked of ``importlib.resources`` at the start: for a package on disk its ``files()`` gives
this same folder, but loads its readers first (and zipfile's, each read through by PySide's
import hook): 6 M instructions of the first paint (issue 44). Qt needs a file's path anyway."""

from __future__ import annotations

from pathlib import Path

#: ``mafia_desktop/resources``.
RESOURCES = Path(__file__).parent / "resources"
