"""The house (STYLE.md): the window's code in rooms a newcomer finds by name, no two modules
that import one another round a circle, and the words a person reads in one place for the window and the PDF."""

import ast
import functools
from pathlib import Path

import mafia_desktop

PACKAGE = Path(mafia_desktop.__file__).parent


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@functools.cache   # (two tests read it; each parse of the whole package is a second)
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


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import one another round a circle of any length (the
    strongly connected components of more than one module, Tarjan's way, without recursion).
    A package and its own modules do not count: ``__init__`` may name what they hold."""
    def edges(name: str) -> list[str]:
        return sorted(t for t in graph.get(name, ()) if not (name.startswith(t) or t.startswith(name)))
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found = []
    for root in sorted(graph):
        if root in order:
            continue
        walk = [(root, iter(edges(root)))]
        order[root] = low[root] = len(order)
        stack.append(root)
        while walk:
            name, targets = walk[-1]
            target = next(targets, None)
            if target is None:
                walk.pop()
                if walk:
                    low[walk[-1][0]] = min(low[walk[-1][0]], low[name])
                if low[name] == order[name]:
                    group = stack[stack.index(name):]
                    del stack[stack.index(name):]
                    if len(group) > 1:
                        found.append(sorted(group))
            elif target not in order:
                order[target] = low[target] = len(order)
                stack.append(target)
                walk.append((target, iter(edges(target))))
            elif target in stack:
                low[name] = min(low[name], order[target])
    return found


def test_no_modules_import_each_other_round_a_circle():
    assert circles(imports()) == []


def test_a_circle_of_three_modules_is_found_and_a_package_naming_its_own_is_not():
    graph = {"p.a": {"p.b"}, "p.b": {"p.c"}, "p.c": {"p.a", "p.d"}, "p.d": set(),
             "p": {"p.d"}, "p.e": {"p"}}
    graph["p.d"] = {"p"}   # a module and its package: not a circle
    assert circles(graph) == [["p.a", "p.b", "p.c"]]
    assert circles({"x.a": {"x.b"}, "x.b": set()}) == []


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


def test_no_folder_of_a_developers_machine_is_named_in_the_code():
    import re
    machine = re.compile(r"(/work/|/home/\w|/Users/\w|/root/|[A-Z]:\\\\Users)")
    named = [f"{path.relative_to(PACKAGE.parent)}:{number}" for path in sorted(PACKAGE.rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
             if machine.search(line)]
    assert named == []
