"""Named points where a test may stop this process dead, as a kill or a power cut would.

``MAFIA_DESKTOP_STOP_AT=NAME`` in the environment makes the process kill itself (SIGKILL:
nothing cleaned up, nothing flushed) when it reaches the point ``NAME``; without it, a point is
a dictionary look-up and nothing else. The fault tests use it to cut a restore, an upgrade's
copy or a backup at each of its steps with a real process.
"""

from __future__ import annotations

import os

ENV_VAR = "MAFIA_DESKTOP_STOP_AT"


def reached(name: str) -> None:
    """Stop here if a test asked for it."""
    if os.environ.get(ENV_VAR) == name:
        import signal   # only here: its enums, made at its import, cost every start 1 ms
        os.kill(os.getpid(), getattr(signal, "SIGKILL", signal.SIGTERM))
