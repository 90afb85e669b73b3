"""Dataclasses whose comparison, hash and text are shared code, not compiled for each class.

``dataclasses`` writes each class's ``__eq__``, ``__repr__`` and (frozen) ``__hash__`` as
source text and compiles it as the class is made: on Python 3.11 some 0.7 M instructions a
method, at every start of every process that loads the class. The rules' classes and the
import's, loaded before an import's readers fork (one core idle meanwhile), were 308 such
compilations, 0.21 G of the 0.5 G instructions before the fork (issue 44). ``record`` makes
the very same dataclass (its ``__init__``, and a frozen one's guards, still written by
``dataclasses``; ``fields``, ``replace``, ``asdict`` as before) and gives it these three from
here, with the same answers: equal when both are of the same class and their compared fields
are equal, the same hash, the same text.
"""

from __future__ import annotations

from dataclasses import Field, dataclass, field, fields
from operator import attrgetter
from reprlib import recursive_repr
from typing import Any, Callable, TypeVar, dataclass_transform, overload

_T = TypeVar("_T", bound=type)


@overload
def record(cls: _T, /) -> _T: ...


@overload
def record(*, frozen: bool = False, init: bool = True) -> Callable[[_T], _T]: ...


@dataclass_transform(field_specifiers=(field, Field))
def record(cls: Any = None, /, *, frozen: bool = False, init: bool = True) -> Any:
    """``@dataclass`` (``frozen``, ``init`` as its own), its ``__eq__``, ``__hash__`` (a frozen
    one's; a mutable one has none, as a dataclass that compares has none) and ``__repr__``
    this module's."""
    def make(cls: type) -> type:
        own = {"__eq__", "__hash__", "__repr__"} & set(cls.__dict__)
        if own:   # (``dataclasses`` keeps a class's own; this would not say which it kept)
            raise TypeError(f"{cls.__name__} has its own {', '.join(sorted(own))}: make it a dataclass")
        made: Any = dataclass(cls, init=init, frozen=frozen, eq=False, repr=False)
        every = fields(made)
        made._compared = _values([f.name for f in every if f.compare])
        made._shown = tuple(f.name for f in every if f.repr)
        made.__eq__ = _equal
        made.__repr__ = _text
        if frozen:   # (a field's own ``hash`` as ``dataclasses`` reads it: else whether it is compared)
            made._hashed = _values([f.name for f in every if (f.compare if f.hash is None else f.hash)])
            made.__hash__ = _hash
        else:
            made.__hash__ = None
        return made
    return make if cls is None else make(cls)


def _values(names: list[str]) -> Callable[[Any], tuple]:
    """The fields' values as a tuple, as the ``(self.a, self.b)`` that ``dataclasses`` writes."""
    if len(names) > 1:
        return attrgetter(*names)   # (in C: a tuple of them)
    if names:
        one = attrgetter(names[0])
        return lambda value: (one(value),)
    return lambda value: ()


def _equal(self: Any, other: Any) -> Any:
    if other.__class__ is self.__class__:
        values = self.__class__._compared
        return values(self) == values(other)
    return NotImplemented


def _hash(self: Any) -> int:
    return hash(self.__class__._hashed(self))


@recursive_repr()
def _text(self: Any) -> str:
    shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__class__._shown)
    return f"{self.__class__.__qualname__}({shown})"
