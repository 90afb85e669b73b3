"""A mypy plugin: a PySide6 constructor takes its base classes' Qt properties as keywords.

PySide6 sets any Qt property given as a keyword to a constructor (``QLabel(text,
objectName="hint")``, ``QPushButton(text, checkable=True)``), but its stubs list on each
class's ``__init__`` only the properties that class declares itself, not those it inherits
(``objectName`` from QObject, ``checked`` from QAbstractButton). This plugin adds to the
signature the keyword-only arguments of every base class's ``__init__``, with their types,
so a misspelt property or a value of the wrong type is still an error.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from mypy.nodes import ARG_NAMED_OPT, FuncDef, OverloadedFuncDef, TypeInfo
from mypy.plugin import FunctionSigContext, MethodSigContext, Plugin
from mypy.types import CallableType, FunctionLike, Overloaded, Type

QT_PACKAGE = "PySide6."


def _keywords(info: TypeInfo) -> dict[str, Type]:
    """The keyword-only arguments of one class's own ``__init__``, by name."""
    node = info.names.get("__init__")
    init = node.node if node is not None else None
    if isinstance(init, (FuncDef, OverloadedFuncDef)) and isinstance(init.type, (CallableType, Overloaded)):
        items = init.type.items if isinstance(init.type, Overloaded) else [init.type]
        return {
            name: item.arg_types[i]
            for item in items
            for i, (kind, name) in enumerate(zip(item.arg_kinds, item.arg_names))
            if kind == ARG_NAMED_OPT and name is not None
        }
    return {}


def _inherited(info: TypeInfo) -> dict[str, Type] | None:
    """The properties a call of this class's constructor may also set, or None when its
    ``__init__`` is not PySide6's (a class of ours defines its own arguments)."""
    owner = next((base for base in info.mro if "__init__" in base.names), None)
    if owner is None or not owner.fullname.startswith(QT_PACKAGE):
        return None
    found: dict[str, Type] = {}
    for base in info.mro[info.mro.index(owner) + 1:]:
        if base.fullname.startswith(QT_PACKAGE):
            for name, type_ in _keywords(base).items():
                found.setdefault(name, type_)
    return found


def _extend(extra: dict[str, Type], signature: CallableType) -> CallableType:
    missing = {name: type_ for name, type_ in extra.items() if name not in signature.arg_names}
    if not missing:
        return signature
    return signature.copy_modified(
        arg_types=[*signature.arg_types, *missing.values()],
        arg_kinds=[*signature.arg_kinds, *[ARG_NAMED_OPT] * len(missing)],
        arg_names=[*signature.arg_names, *missing],
    )


def _constructor(extra: dict[str, Type], ctx: FunctionSigContext | MethodSigContext) -> FunctionLike:
    return _extend(extra, ctx.default_signature)


class QtPropertiesPlugin(Plugin):
    def _hook(self, class_name: str) -> Callable[[FunctionSigContext | MethodSigContext], FunctionLike] | None:
        node = self.lookup_fully_qualified(class_name)
        if node is None or not isinstance(node.node, TypeInfo):
            return None
        extra = _inherited(node.node)
        return partial(_constructor, extra) if extra else None

    def get_function_signature_hook(self, fullname: str) -> Callable[[FunctionSigContext], FunctionLike] | None:
        return self._hook(fullname)

    def get_method_signature_hook(self, fullname: str) -> Callable[[MethodSigContext], FunctionLike] | None:
        # super().__init__(objectName=...) in a class of ours that derives from a Qt class.
        class_name, _, method = fullname.rpartition(".")
        return self._hook(class_name) if method == "__init__" else None


def plugin(version: str) -> type[Plugin]:
    return QtPropertiesPlugin
