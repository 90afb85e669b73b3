"""The bundle's entry point (PyInstaller needs a script): the same ``main`` as ``mafia-desktop``."""

import sys

from mafia_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
