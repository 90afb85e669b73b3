"""A package's names loaded at their first use (PEP 562's module ``__getattr__``): the engine,
the store, preferences and publishing name what their modules hold without loading those at
every start (the window's first paint, an import's fork of its readers: issue 44)."""

from __future__ import annotations

from importlib import import_module
from typing import Any, Mapping


def lend(space: dict[str, Any], name: str, homes: Mapping[str, str]) -> Any:
    """``name`` from its module (``homes``: name → module), kept in the lending module's
    ``space`` (its globals) so that it is looked up once; a name that is its module's own
    last part is the module itself (``engine.commands``)."""
    home = homes.get(name)
    if home is None:
        raise AttributeError(f"module {space['__name__']!r} has no attribute {name!r}")
    module = import_module(home)
    value = module if home.rpartition(".")[2] == name else getattr(module, name)
    space[name] = value
    return value
