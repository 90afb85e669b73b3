"""The engine imports neither Qt nor SQLite (STYLE: engine/ is pure rules)."""

import ast
from pathlib import Path

import mafia_desktop.engine

ENGINE = Path(mafia_desktop.engine.__file__).parent
FORBIDDEN = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "sqlite3", "sqlite_utils")


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_engine_imports_no_qt_or_sqlite():
    offenders = {}
    for path in ENGINE.rglob("*.py"):
        bad = {name for name in imported_modules(path) if name.split(".")[0] in FORBIDDEN}
        if bad:
            offenders[path.name] = bad
    assert offenders == {}


def test_purity_check_catches_an_import(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import sqlite3\nfrom PySide6.QtCore import QObject\n")
    assert {"sqlite3", "PySide6.QtCore"} <= imported_modules(sample)
