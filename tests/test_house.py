"""The house (STYLE.md): the window's code in rooms a newcomer finds by name, no two modules
that import one another round a circle, and the words a person reads in one place for the window and the PDF."""

import ast
import functools
import re
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
    assert rooms == ["archive", "audience", "events", "hall", "overlay", "publishing", "shared", "table"]


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


def _ui_trees():
    for path in sorted((PACKAGE / "ui").rglob("*.py")):
        yield path.relative_to(PACKAGE.parent), ast.parse(path.read_text(encoding="utf-8"))


def rules_read(tree: ast.AST) -> list[int]:
    """The lines that read the game's ruleset: ``….rules`` (the state's ruleset; a widget's
    ``self.rules`` aside), an option of ``….ruleset``, or a rule's values imported from the engine's ``ruleset``
    (``Ruleset`` itself is the new game's to build)."""
    from dataclasses import fields

    from mafia_desktop.engine.ruleset import Ruleset
    options = {f.name for f in fields(Ruleset)}
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            owner = node.value
            if node.attr == "rules" and not (isinstance(owner, ast.Name) and owner.id == "self"):
                lines.append(node.lineno)
            elif node.attr in options and isinstance(owner, ast.Attribute) and owner.attr in ("rules", "ruleset"):
                lines.append(node.lineno)
        elif isinstance(node, ast.ImportFrom) and node.module == "mafia_desktop.engine.ruleset":
            if any(alias.name != "Ruleset" for alias in node.names):
                lines.append(node.lineno)
    return sorted(set(lines))


def test_the_window_asks_the_engine_and_reads_no_rule_itself():
    # A rule stated in the window drifts from the engine's (the best move's three seats, no
    # shot on the first night): the window asks the engine's questions (``state.host_nominates``,
    # ``validate.split_pair``, ``state.timer_state`` …) or the words'.
    read = [f"{path}:{line}" for path, tree in _ui_trees() for line in rules_read(tree)]
    assert read == []


def test_a_read_of_the_rules_is_seen():
    sample = ast.parse("from mafia_desktop.engine.ruleset import Shooting, Ruleset\n"
                       "a = state.rules.shooting\nb = self.rules.currentData()\nc = game.state.rules\n"
                       "d = row.ruleset.capitalize()\ne = state.ruleset.timers\n")
    assert rules_read(sample) == [1, 2, 4, 6]


#: How the app's time stamp is spelt: ``isoformat`` to the millisecond, SQLite's seconds with
#: their milliseconds, the UTC offset written out.
STAMP_SPELLINGS = re.compile(r"""timespec\s*=\s*["']milliseconds|%H:%M:%f|%H:%M:%S\.%f|["']\+00:00""")


def test_the_time_stamp_is_spelt_in_one_module():
    # The archive keeps a stamp of its exact 29 characters as a number: every other module asks
    # ``time_stamps`` (utc_now, utc_stamp, stamp_at) rather than spell it again.
    spelt = [f"{path.relative_to(PACKAGE.parent)}:{number}" for path in sorted(PACKAGE.rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
             if STAMP_SPELLINGS.search(line)]
    assert spelt and all(place.startswith("mafia_desktop/time_stamps.py:") for place in spelt), spelt


def _importers(graph: dict[str, set[str]], of: str, wanted: tuple[str, ...]) -> dict[str, list[str]]:
    """The modules of ``of`` (a package) that import one of ``wanted`` (modules, or packages
    and all they hold)."""
    def is_wanted(name: str) -> bool:
        return any(name == w or name.startswith(w + ".") for w in wanted)
    return {name: sorted(t for t in targets if is_wanted(t)) for name, targets in graph.items()
            if (name == of or name.startswith(of + ".")) and any(is_wanted(t) for t in targets)}


def test_the_words_read_no_archive():
    # Words for a person are made of the engine's answers: the archive hands them its rows.
    assert _importers(imports(), "mafia_desktop.words", ("mafia_desktop.store",)) == {}


def test_the_hall_sits_below_the_window_and_its_settings():
    # The window's settings (``preferences``) may ask the hall (a URL without its password);
    # the hall asks nothing of them: the command line hands it the URL Settings saved.
    above = ("mafia_desktop.preferences", "mafia_desktop.ui", "mafia_desktop.app", "mafia_desktop.__main__",
             "mafia_desktop.commands", "mafia_desktop.self_test")
    graph = imports()
    assert _importers(graph, "mafia_desktop.hall", above) == {}
    assert _importers(graph, "mafia_desktop.preferences", ("mafia_desktop.ui", "mafia_desktop.store",
                                                           "mafia_desktop.app")) == {}


def test_the_hall_loads_no_qt():
    # The tournament hall runs where Qt may be missing (a server's command line, the feed's
    # worker): importing every module of it loads no PySide6, nor does its command line
    # looking for a URL none was given.
    import subprocess
    import sys
    code = ("import argparse, pkgutil, importlib, sys, mafia_desktop.hall as hall\n"
            "for module in pkgutil.walk_packages(hall.__path__, 'mafia_desktop.hall.'):\n"
            "    importlib.import_module(module.name)\n"
            "from mafia_desktop.hall import cli\n"
            "args = argparse.Namespace(hall_command='status', url='')\n"
            "assert cli.run(args, __import__('pathlib').Path('none.sqlite3'), str) == 2\n"
            "print(sorted(name for name in sys.modules if name.split('.')[0] in ('PySide6', 'shiboken6')))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=PACKAGE.parent)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_publishing_loads_no_qt_and_sits_below_the_window():
    # Publishing to the rating service runs from the command line as from the window: every
    # module of it (the service, the queue, the keyring, its command line) loads no PySide6,
    # and asks nothing of the window; its SQL is the store's (``store.publishing``).
    import subprocess
    import sys
    code = ("import pkgutil, importlib, sys, mafia_desktop.publishing as publishing\n"
            "for module in pkgutil.walk_packages(publishing.__path__, 'mafia_desktop.publishing.'):\n"
            "    importlib.import_module(module.name)\n"
            "import mafia_desktop.formats.mafiaratings.publishing, mafia_desktop.store.publishing\n"
            "print(sorted(name for name in sys.modules if name.split('.')[0] in ('PySide6', 'shiboken6')))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=PACKAGE.parent)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
    above = ("mafia_desktop.preferences", "mafia_desktop.ui", "mafia_desktop.app", "mafia_desktop.__main__",
             "mafia_desktop.commands")
    assert _importers(imports(), "mafia_desktop.publishing", above) == {}


def test_an_import_from_above_is_found():
    graph = {"p.low": {"p.high.room"}, "p.low.part": {"p.other"}, "p.high.room": {"p.low"}}
    assert _importers(graph, "p.low", ("p.high",)) == {"p.low": ["p.high.room"]}
    assert _importers(graph, "p.low", ("p.hi",)) == {}


def lines_importing_the_tests(text: str) -> list[int]:
    """The numbers of the lines of ``text`` that import from tests/ (code in a string, a
    script handed to a child process, counts too)."""
    import re
    return [number for number, line in enumerate(text.splitlines(), start=1)
            if re.match(r"\s*(from\s+tests[.\s]|import\s+tests\b)", line)]


def test_bench_and_tools_import_nothing_of_the_tests():
    # They run on their own: what they share with the tests lives in bench/ or in the
    # package, and the tests import it from there.
    found = [f"{path.relative_to(PACKAGE.parent)}:{number}"
             for folder in ("bench", "tools") for path in sorted((PACKAGE.parent / folder).rglob("*.py"))
             for number in lines_importing_the_tests(path.read_text(encoding="utf-8"))]
    assert found == []


def test_an_import_of_the_tests_is_found_in_code_and_in_a_script_in_a_string():
    sample = ('from tests.engine.autoplay import RandomHost\nimport tests.real_games\nimport testsuite\n'
              'SCRIPT = """\nimport sys\n    from tests import real_games\n"""\nfrom bench.pgserver import Server\n')
    assert lines_importing_the_tests(sample) == [1, 2, 6]


SQL = re.compile(r"\b(SELECT\b.*\bFROM|INSERT\s+(OR\s+\w+\s+)?INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|PRAGMA\s+\w+|"
                 r"CREATE\s+(TABLE|INDEX|TRIGGER|VIEW)|SELECT\s+\w+\.\w+\()", re.I | re.S)


def sql_in(tree: ast.AST) -> list[int]:
    """The lines of the string constants that are SQL statements."""
    return sorted({node.lineno for node in ast.walk(tree)
                   if isinstance(node, ast.Constant) and isinstance(node.value, str) and SQL.search(node.value)
                   and not node.value.lstrip().startswith(("\"", "'")) and _statement_like(node.value)})


def _statement_like(text: str) -> bool:
    # A docstring that names a statement in passing is prose: a statement starts with its verb.
    return bool(re.match(r"\s*(SELECT|INSERT|UPDATE|DELETE|PRAGMA|CREATE|WITH|BEGIN|SAVEPOINT)\b", text, re.I))


def test_sql_lives_in_the_store_and_the_hall():
    # The archive's schema is the store's to know (issue 39): a room that asks the archive
    # calls a function of the store; the hall's PostgreSQL is the hall's.
    found = [f"{path.relative_to(PACKAGE.parent)}:{line}"
             for path in sorted(PACKAGE.rglob("*.py"))
             if path.relative_to(PACKAGE).parts[0] not in ("store", "hall")
             for line in sql_in(ast.parse(path.read_text(encoding="utf-8")))]
    assert found == []


def test_a_statement_is_seen_and_prose_is_not():
    sample = ast.parse('a = conn.execute("SELECT game_id FROM contest_games")\n'
                       'b = "SELECT hall.my_table()"\n"""Select the games, then update the list."""\n'
                       'c = f"UPDATE games SET {x} = ?"\n')
    assert sql_in(sample) == [1, 2, 4]   # (an f-string's text too)
