"""Qt for Python's import hook, asked its one question more cheaply (issue 44).

Once PySide6 is loaded, every module an import names is looked at once by its import hook
(``shibokensupport.feature``, for its ``__feature__`` switches): does its source hold the word
"PySide6"? PySide asks ``inspect.getsource``, which reads the file into linecache's lines and
joins them again: at every start 0.9 MB of text (typing, logging, datetime, the window's own
modules...), some 15 M instructions and 2 MB of memory touched for the first time. The same
question is answered here from the file's bytes, read and let go. A module without a plain
source file, or a hook not the one this was written for (another PySide), keeps PySide's own
answer.

Imported before PySide6 is (``app``): imported later, it still answers for what comes next.
"""

from __future__ import annotations

import sys
from typing import Callable

import shiboken6   # noqa: F401   (loads the hook's module; PySide6 itself is not loaded yet)

#: The word PySide looks for (``_mod_uses_pyside``).
WORD = b"PySide6"


def plain_reader(asked: Callable[[object], bool]) -> Callable[[object], bool]:
    """PySide's question for a module, answered from its source file's bytes; ``asked``
    (PySide's own answer) where there is no such file."""
    def uses_pyside(module: object) -> bool:
        known = getattr(getattr(module, "__loader__", None), "names_pyside", None)
        if isinstance(known, bool):   # (served by ``start_modules``, which read its source once)
            return known
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return asked(module)
        try:
            with open(path, "rb") as source:
                return WORD in source.read()
        except OSError:
            return asked(module)
    uses_pyside.plain = True   # type: ignore[attr-defined]
    return uses_pyside


def read_sources_plainly() -> bool:
    """The hook asks ``plain_reader`` from now on; False where there is no hook to ask it
    (or it already does)."""
    hook = sys.modules.get("shibokensupport.feature")
    asked = getattr(hook, "_mod_uses_pyside", None)
    if not callable(asked) or getattr(asked, "plain", False):
        return False
    hook._mod_uses_pyside = plain_reader(asked)   # type: ignore[union-attr]
    return True


read_sources_plainly()
