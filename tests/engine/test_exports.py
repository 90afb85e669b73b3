"""What the engine package exports: its ``__all__``, each name loaded on first use from its
module, the same names the type checker reads."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import mafia_desktop.engine as engine

ROOT = Path(__file__).resolve().parents[2]


def test_every_exported_name_is_there_and_nothing_else_is_lent():
    assert sorted(engine.__all__) == sorted(engine._HOME)
    for name in engine.__all__:
        assert getattr(engine, name) is not None
    assert set(engine.__all__) <= set(dir(engine))


def test_the_type_checker_reads_the_names_of_the_export_list_from_their_modules():
    tree = ast.parse(Path(engine.__file__).read_text(encoding="utf-8"))
    guarded = next(node for node in tree.body if isinstance(node, ast.If) and getattr(node.test, "id", "") ==
                   "TYPE_CHECKING")
    read = {}
    for node in guarded.body:
        assert isinstance(node, ast.ImportFrom)
        for alias in node.names:
            read[alias.name] = alias.name if node.module == "mafia_desktop.engine" else node.module.rsplit(".", 1)[1]
    assert read == engine._HOME


def test_fold_is_the_function_whichever_module_is_imported_first():
    # The module that holds it is ``folding``: importing it first lends the package no module
    # called ``fold`` (as a module named ``fold`` would).
    code = ("import mafia_desktop.engine.folding as folding, mafia_desktop.engine.commands\n"
            "from mafia_desktop.engine import fold, commands\n"
            "assert fold is folding.fold and callable(fold) and commands.__name__.endswith('commands')\n"
            "import sys; assert 'mafia_desktop.engine.state' in sys.modules\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr


def test_an_unknown_name_is_refused():
    with pytest.raises(AttributeError, match="nothing_of_the_kind"):
        engine.nothing_of_the_kind   # noqa: B018
