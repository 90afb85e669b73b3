"""The translations' own build step: gather every translatable template from the source,
keep ``resources/translations/mafia_desktop_<lang>.ts`` in step with it, compile the
``.qm`` files the app loads (``mafia_desktop/resources/translations``).

    python -m mafia_desktop.i18n.catalog update    # new templates in, vanished ones out
    python -m mafia_desktop.i18n.catalog compile   # .ts → .qm (pyside6-lrelease)
    python -m mafia_desktop.i18n.catalog check     # what is still untranslated or wrong

What counts as a template (read from the syntax tree, so nothing runs):
``self.tr("…")`` (context: the class), ``translate("Context", "…")``,
``QT_TRANSLATE_NOOP("Context", "…")``, the engine's ``RuleViolation("…")``, ``Message("…")``
and ``Later("…")`` (a Message made when shown; context "rules"), and the archive's errors (``ArchiveError("…")`` and its
kind, ``RecordError("…")``, a record's ``FieldError("…")`` and ``FileRefused("…")``: context
"archive"). An f-string there cannot be translated: ``check`` names each one.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent
SOURCES = PACKAGE.parent / "resources" / "translations"
COMPILED = PACKAGE / "resources" / "translations"
LANGUAGES = ("ru", "he", "lv")
RULES_CONTEXT = "rules"
#: Exceptions whose first argument is a template, and the context it is looked up in.
MESSAGE_CALLS = {"RuleViolation": RULES_CONTEXT, "Message": RULES_CONTEXT, "Later": RULES_CONTEXT,
                 **{name: "archive" for name in ("ArchiveError", "NotAnArchive", "ArchiveTooNew",
                                                 "ArchiveBusy", "UnknownGame", "RecordError",
                                                 "ArchiveReadOnly", "ArchiveDamaged", "DamagedGame",
                                                 "DamagedHeader", "FieldError", "FileRefused")}}
PLACE = re.compile(r"\{(\w*)[^{}]*\}")


@dataclass
class Template:
    context: str
    source: str
    locations: list[tuple[str, int]] = field(default_factory=list)


@dataclass
class Problem:
    where: str
    what: str


def _text(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _name(func: ast.AST) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


class _Finder(ast.NodeVisitor):
    def __init__(self, path: str) -> None:
        self.path = path
        self.classes: list[str] = []
        self.found: list[tuple[str, str, int]] = []
        self.problems: list[Problem] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        name, args = _name(node.func), node.args
        where = f"{self.path}:{node.lineno}"
        if name == "tr" and isinstance(node.func, ast.Attribute) and args:
            self._take(self.classes[-1] if self.classes else "", args[0], where, node.lineno)
        elif name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2 and _text(args[0]) is not None:
            self._take(_text(args[0]), args[1], where, node.lineno)
        elif name in MESSAGE_CALLS and args:
            if isinstance(args[0], ast.JoinedStr):
                self.problems.append(Problem(where, "an f-string cannot be translated: "
                                                    "give a template with {places} and their values"))
            elif _text(args[0]) is not None:
                self._take(MESSAGE_CALLS[name], args[0], where, node.lineno)
        self.generic_visit(node)

    def _take(self, context: str, node: ast.AST, where: str, line: int) -> None:
        text = _text(node)
        if text is None:
            if isinstance(node, ast.JoinedStr):
                self.problems.append(Problem(where, "an f-string cannot be translated"))
            return   # a variable: translated where its words were marked (QT_TRANSLATE_NOOP)
        if text:   # an empty template (nothing joined) has nothing to translate
            self.found.append((context, text, line))


def extract(package: Path = PACKAGE) -> tuple[dict[tuple[str, str], Template], list[Problem]]:
    """Every template in the package, in the order first met, and what cannot be translated."""
    templates: dict[tuple[str, str], Template] = {}
    problems: list[Problem] = []
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(package.parent).as_posix()
        finder = _Finder(relative)
        finder.visit(ast.parse(path.read_text(encoding="utf-8"), filename=relative))
        problems += finder.problems
        for context, text, line in finder.found:
            entry = templates.setdefault((context, text), Template(context, text))
            entry.locations.append((relative, line))
    return templates, problems


# -- .ts files ------------------------------------------------------------------------------

def read_ts(path: Path) -> dict[tuple[str, str], tuple[str, bool]]:
    """(context, source) → (translation, finished) of an existing .ts file."""
    if not path.exists():
        return {}
    known = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            text = translation.text or "" if translation is not None else ""
            finished = translation is not None and translation.get("type") is None and bool(text)
            known[(name, message.findtext("source") or "")] = (text, finished)
    return known


def write_ts(path: Path, language: str, templates: dict[tuple[str, str], Template]) -> tuple[int, int]:
    """Merge: keep every translation whose template is still used, add the new templates
    as unfinished, drop the vanished. Returns (new, dropped)."""
    known = read_ts(path)
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="en")
    contexts: dict[str, ET.Element] = {}
    for key in sorted(templates, key=lambda k: k[0]):
        template = templates[key]
        if template.context not in contexts:
            context = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = template.context
            contexts[template.context] = context
        message = ET.SubElement(contexts[template.context], "message")
        for file, line in template.locations[:3]:
            ET.SubElement(message, "location", filename=f"../../{file}", line=str(line))
        ET.SubElement(message, "source").text = template.source
        text, finished = known.get(key, ("", False))
        translation = ET.SubElement(message, "translation")
        translation.text = text
        if not finished:
            translation.set("type", "unfinished")
    ET.indent(root)
    path.parent.mkdir(parents=True, exist_ok=True)
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return len(set(templates) - set(known)), len(set(known) - set(templates))


def ts_path(language: str) -> Path:
    return SOURCES / f"mafia_desktop_{language}.ts"


def qm_path(language: str) -> Path:
    return COMPILED / f"mafia_desktop_{language}.qm"


def lrelease() -> str:
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    found = str(beside) if beside.exists() else shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if not found:
        raise SystemExit("pyside6-lrelease is not installed (it comes with PySide6)")
    return found


def compile_ts(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True)


# -- checks ---------------------------------------------------------------------------------

def places(text: str) -> set[str]:
    return {match.group(1) for match in PLACE.finditer(text)}


def check(language: str, templates: dict[tuple[str, str], Template]) -> list[str]:
    """What keeps a language from being complete: missing, unfinished, places changed."""
    known = read_ts(ts_path(language))
    faults = []
    for key in templates:
        text, finished = known.get(key, ("", False))
        if key not in known:
            faults.append(f"{language}: not in the .ts file: {key[0]}: {key[1]!r}")
        elif not finished:
            faults.append(f"{language}: unfinished: {key[0]}: {key[1]!r}")
        elif places(text) != places(key[1]):
            faults.append(f"{language}: places differ: {key[1]!r} → {text!r}")
    return faults


def main(argv: list[str] | None = None) -> int:
    command = (argv if argv is not None else sys.argv[1:] or ["check"])[0]
    templates, problems = extract()
    if command == "update":
        for language in LANGUAGES:
            new, dropped = write_ts(ts_path(language), language, templates)
            print(f"{ts_path(language).name}: {len(templates)} templates, {new} new, {dropped} dropped")
    elif command == "compile":
        for language in LANGUAGES:
            compile_ts(ts_path(language), qm_path(language))
            print(qm_path(language))
    elif command == "check":
        faults = [f"{p.where}: {p.what}" for p in problems]
        for language in LANGUAGES:
            faults += check(language, templates)
        print("\n".join(faults) or "every template is translated")
        return 1 if faults else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
