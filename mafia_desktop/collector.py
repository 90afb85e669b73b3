"""Python's garbage collector held off for a while: where a process makes what is hardly
garbage (its modules at a start, an import's rows through a long write), the collector's
passes walk it again and again for nothing (issue 44). As it was afterwards: one hold inside
another (the window's start inside ``__main__``'s) does not let it go early. A plain class,
not ``contextlib``: the window's start loads nothing it need not."""

from __future__ import annotations

import gc


class held:   # noqa: N801 (used as ``with held():``, as a function's context would be)
    def __enter__(self) -> None:
        self._was = gc.isenabled()
        gc.disable()

    def __exit__(self, *exc: object) -> None:
        if self._was:
            gc.enable()
