"""The house (STYLE.md): the window's code in rooms a newcomer finds by name, no two modules
that import each other, and the words a person reads in one place for the window and the PDF."""

import ast
from pathlib import Path

import mafia_desktop

PACKAGE = Path(mafia_desktop.__file__).parent


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports() -> dict[str, set[str]]:
    """Module → the package's modules it imports (at the top or inside a function)."""
    modules = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    found: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        wanted = set()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for block in ast.walk(tree):   # imports for type checkers only are no dependency
            if isinstance(block, ast.If) and getattr(block.test, "id", "") == "TYPE_CHECKING":
                block.body = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                wanted |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([base] if base else []))
                wanted.add(base)
                wanted |= {f"{base}.{alias.name}" for alias in node.names}
        found[name] = {m for m in wanted if m in modules and m != name}
    return found


def test_no_two_modules_import_each_other():
    graph = imports()
    pairs = sorted({tuple(sorted((a, b))) for a, targets in graph.items() for b in targets
                    if a in graph.get(b, ()) and not (a.startswith(b) or b.startswith(a))})
    assert pairs == []


def test_the_window_code_lives_in_rooms():
    top = sorted(p.name for p in (PACKAGE / "ui").glob("*.py"))
    assert top == ["__init__.py", "start_page.py", "window.py"]
    rooms = sorted(p.name for p in (PACKAGE / "ui").iterdir() if p.is_dir() and not p.name.startswith("__"))
    assert rooms == ["archive", "audience", "events", "hall", "overlay", "shared", "table"]


def test_the_window_and_the_pdf_take_their_words_from_one_place():
    graph = imports()
    words = {m for m in graph if m.startswith("mafia_desktop.words.")}
    used_by_ui = {m for name, targets in graph.items() if name.startswith("mafia_desktop.ui.") for m in targets}
    used_by_pdf = {m for name, targets in graph.items() if name.startswith("mafia_desktop.protocol.")
                   for m in targets}
    assert "mafia_desktop.words.rules" in used_by_ui & used_by_pdf
    assert "mafia_desktop.words.protocol" in used_by_pdf and "mafia_desktop.words.table" in used_by_ui
    assert not any(name.endswith(("wording", "words", "_words")) for name in graph
                   if name not in words and name != "mafia_desktop.words")
