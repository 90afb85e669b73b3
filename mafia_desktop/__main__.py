"""The command line: ``mafia-desktop`` opens the window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from mafia_desktop.app import run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
