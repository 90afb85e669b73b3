"""The translations' build step, on Qt's own tools (both come with PySide6):

    python -m mafia_desktop.i18n.catalog update    # lupdate: the code's texts into the .ts files
    python -m mafia_desktop.i18n.catalog compile   # lrelease: .ts → the .qm files the app loads
    python -m mafia_desktop.i18n.catalog check     # what is left to translate, or wrong

``update`` runs ``pyside6-lupdate`` over the package. It finds ``self.tr`` and ``Name.tr``,
``translate``, ``QT_TRANSLATE_NOOP`` and ``QT_TR_NOOP``, and, named to it as aliases of
``tr``, the words of the engine, the archive, the records and the hall (``Message``, and
``MafiaError`` with every kind of error derived from it: the context ``""``). It merges them into
``resources/translations/mafia_desktop_<lang>.ts``: a translation whose text left the code is
kept in the file as vanished, and offered again (unfinished, to be looked at) for a new text
like it. English has a file of its own with the plural forms only ("1 game", "2 games").

``check`` does what lupdate does not:

- every translation is finished and keeps each ``{place}`` of its text; each plural form is
  filled in and keeps ``%n`` and the places (a form Qt gives one number only, Hebrew's "one
  game" or Latvian's zero, may say it in words);
- every text the code marks is in the files as lupdate found it, each count read as a count.
  lupdate's Python reader passes over a call it cannot parse (a keyword argument, some
  expressions) without a word, and takes a name in ``translate``'s fourth place for Qt 4's
  encoding, not a count; so the code is read here too (``extract``, from the syntax tree,
  nothing runs) and the two compared;
- the files are up to date (lupdate run again on a copy changes no text);
- no f-string reaches a translation.
"""

from __future__ import annotations

import ast
import functools
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QTranslator

PACKAGE = Path(__file__).resolve().parent.parent
SOURCES = PACKAGE.parent / "resources" / "translations"
COMPILED = PACKAGE / "resources" / "translations"
LANGUAGES = ("ru", "he", "lv")
#: Languages whose file holds only the plural forms (the code's texts are their words).
PLURAL_ONLY = ("en",)
MESSAGE_CONTEXT = ""
#: The root of the errors with words (``engine.errors``): it and every class derived from it
#: take a template first, as ``Message`` and ``Later`` do (``message_calls``).
ERROR_ROOT = "MafiaError"
PLACE = re.compile(r"\{(\w*)[^{}]*\}")
OBSOLETE = ("vanished", "obsolete")
_DOC_COMMENT = re.compile(r"[ \t]*<extracomment>.*?</extracomment>\n", re.DOTALL)


@dataclass
class Template:
    context: str
    source: str
    plural: bool = False
    locations: list[tuple[str, int]] = field(default_factory=list)


@dataclass
class Problem:
    where: str
    what: str


@dataclass
class Entry:
    """One message of a .ts file."""

    translations: list[str]
    finished: bool
    plural: bool
    obsolete: bool


# -- the code's own reading ---------------------------------------------------------------------

@functools.cache
def _parsed(text: str, filename: str) -> ast.Module:
    """A module's syntax tree, made once for both readings of it (its templates, its classes)."""
    return ast.parse(text, filename=filename)


@functools.cache
def message_calls(package: Path = PACKAGE) -> tuple[str, ...]:
    """Calls whose first argument is a template, read by lupdate as ``tr`` (context ""):
    ``Message``, ``Later``, and the root of the errors with every class the package derives
    from it, however far down (a new kind of error is read with no list to keep)."""
    bases: dict[str, set[str]] = {}
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(package.parent).as_posix()
        for node in ast.walk(_parsed(path.read_text(encoding="utf-8"), relative)):
            if isinstance(node, ast.ClassDef):
                bases.setdefault(node.name, set()).update(_name(base) for base in node.bases)
    family = {ERROR_ROOT}
    while grown := {name for name, named in bases.items() if named & family} - family:
        family |= grown
    return ("Message", "Later", *sorted(family))


def _text(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _name(func: ast.AST) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _counted(node: ast.Call, place: int) -> bool:
    return len(node.args) > place or any(keyword.arg == "n" for keyword in node.keywords)


class _Finder(ast.NodeVisitor):
    """Every call lupdate should find, in the context lupdate gives it."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.classes: list[str] = []
        self.found: list[tuple[str, str, bool, int]] = []
        self.problems: list[Problem] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Assign(self, node: ast.Assign) -> None:
        """``Words = TrContext("Words")``: lupdate takes the variable's name for the context."""
        value = node.value
        if isinstance(value, ast.Call) and _name(value.func) == "TrContext" and value.args:
            named = _text(value.args[0])
            for target in node.targets:
                if isinstance(target, ast.Name) and named is not None and target.id != named:
                    self.problems.append(Problem(f"{self.path}:{node.lineno}", f"the TrContext {named!r} is kept "
                                                 f"in a variable named {target.id!r}: name it as its context"))
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name, args, func = _name(node.func), node.args, node.func
        where = f"{self.path}:{node.lineno}"
        if name == "tr" and isinstance(func, ast.Attribute) and args:
            owner = func.value.id if isinstance(func.value, ast.Name) else ""
            context = (self.classes[-1] if self.classes else "") if owner == "self" else owner
            self._take(context, args[0], _counted(node, 2), where, node.lineno)
        elif name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2 and (named := _text(args[0])) is not None:
            self._take(named, args[1], name == "translate" and _counted(node, 3), where, node.lineno)
        elif name == "QT_TR_NOOP" and args:
            self._take(MESSAGE_CONTEXT, args[0], False, where, node.lineno)
        elif name in message_calls() and args:
            if isinstance(args[0], ast.JoinedStr):
                self.problems.append(Problem(where, "an f-string cannot be translated: "
                                                    "give a template with {places} and their values"))
            elif _text(args[0]) is not None:
                self._take(MESSAGE_CONTEXT, args[0], len(args) > 2, where, node.lineno)
        self.generic_visit(node)

    def _take(self, context: str, node: ast.AST, plural: bool, where: str, line: int) -> None:
        text = _text(node)
        if text is None:
            if isinstance(node, ast.JoinedStr):
                self.problems.append(Problem(where, "an f-string cannot be translated"))
            return   # a variable: translated where its words were marked (QT_TRANSLATE_NOOP)
        if text:   # an empty template (nothing joined) has nothing to translate
            self.found.append((context, text, plural, line))


def extract(package: Path = PACKAGE) -> tuple[dict[tuple[str, str], Template], list[Problem]]:
    """Every template in the package, in the order first met, and what cannot be translated."""
    templates: dict[tuple[str, str], Template] = {}
    problems: list[Problem] = []
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(package.parent).as_posix()
        finder = _Finder(relative)
        finder.visit(_parsed(path.read_text(encoding="utf-8"), relative))
        problems += finder.problems
        for context, text, plural, line in finder.found:
            entry = templates.setdefault((context, text), Template(context, text))
            entry.plural |= plural
            entry.locations.append((relative, line))
    return templates, problems


# -- Qt's tools ---------------------------------------------------------------------------------

def ts_path(language: str) -> Path:
    return SOURCES / f"mafia_desktop_{language}.ts"


def qm_path(language: str) -> Path:
    return COMPILED / f"mafia_desktop_{language}.qm"


def _tool(name: str) -> str:
    beside = Path(sys.executable).with_name(f"pyside6-{name}")
    found = str(beside) if beside.exists() else shutil.which(f"pyside6-{name}") or shutil.which(name)
    if not found:
        raise SystemExit(f"pyside6-{name} is not installed (it comes with PySide6)")
    return found


def lupdate(targets: list[Path], *, plural_only: bool = False, package: Path = PACKAGE) -> str:
    """Find the package's texts and merge them into ``targets`` (.ts files, made if new);
    lupdate's own report (how many texts, how many new, kept or similar)."""
    for target in targets:   # lupdate would guess a new file's language from its whole path
        if not target.exists():
            language = target.stem.rsplit("_", 1)[-1]
            target.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" '
                              f'language="{language}" sourcelanguage="en"></TS>\n', encoding="utf-8")
    aliases = ",".join(f"tr+={name}" for name in message_calls())
    command = [_tool("lupdate"), "-extensions", "py", "-source-language", "en", "-locations", "absolute",
               "-tr-function-alias", aliases, *(["-pluralonly"] if plural_only else []),
               str(package), "-ts", *map(str, targets)]
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    return done.stdout + done.stderr


def compile_ts(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def update() -> str:
    report = lupdate([ts_path(language) for language in LANGUAGES])
    report += lupdate([ts_path(language) for language in PLURAL_ONLY], plural_only=True)
    for language in (*LANGUAGES, *PLURAL_ONLY):
        drop_doc_comments(ts_path(language))
    return report


def drop_doc_comments(ts: Path) -> None:
    """lupdate's Python reader takes a ``#:`` comment for a note to the translators of the
    next text it finds; ours document attributes (as Sphinx reads them), so they go."""
    text = ts.read_text(encoding="utf-8")
    ts.write_text(_DOC_COMMENT.sub("", text), encoding="utf-8")


# -- .ts files ----------------------------------------------------------------------------------

def read_ts(path: Path, *, obsolete: bool = False) -> dict[tuple[str, str], Entry]:
    """(context, source) → its entry, of the messages the code has (and, with ``obsolete``,
    of those kept from texts it no longer has)."""
    if not path.exists():
        return {}
    known = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            if kind in OBSOLETE and not obsolete:
                continue
            plural = message.get("numerus") == "yes"
            if translation is None:
                texts = []
            elif plural:
                texts = [form.text or "" for form in translation.iter("numerusform")]
            else:
                texts = [translation.text or ""]
            finished = kind is None and bool(texts) and all(texts)
            known[(name, message.findtext("source") or "")] = Entry(texts, finished, plural, kind in OBSOLETE)
    return known


# -- checks -------------------------------------------------------------------------------------

def places(text: str) -> set[str]:
    return {match.group(1) for match in PLACE.finditer(text)}


#: Where a count's number goes: ``%n``, or ``%Ln`` (in the locale's digits, 106,000).
_COUNT = re.compile(r"%L?n")


def _label(key: tuple[str, str]) -> str:
    return f"{key[0] or '(messages)'}: {key[1]!r}"


def check(language: str, templates: dict[tuple[str, str], Template] | None = None) -> list[str]:
    """What keeps a language from being complete: unfinished, a place or ``%n`` lost, a
    text of the code's that lupdate did not find (or not as a count)."""
    known = read_ts(ts_path(language))
    faults = []
    for key, entry in known.items():
        if not entry.finished:
            faults.append(f"{language}: unfinished: {_label(key)}")
            continue
        for form, text in enumerate(entry.translations):
            if places(text) != places(key[1]):
                faults.append(f"{language}: places differ: {key[1]!r} → {text!r}")
            if entry.plural and not _COUNT.search(text) and form not in single_number_forms(language):
                faults.append(f"{language}: a plural form without %n: {key[1]!r} → {text!r}")
    if templates is not None:
        faults += missed(language, templates, known)
    return faults


@functools.cache
def single_number_forms(language: str) -> frozenset[int]:
    """The plural forms Qt's rules for ``language`` give one number only (English and Hebrew:
    the first, for 1; Latvian: the third, for 0), found by asking Qt itself."""
    with tempfile.TemporaryDirectory() as folder:
        probe, qm = Path(folder) / f"probe_{language}.ts", Path(folder) / f"probe_{language}.qm"
        forms = "".join(f"<numerusform>{index}</numerusform>" for index in range(6))
        probe.write_text(f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="{language}">'
                         f'<context><name>P</name><message numerus="yes"><source>%n</source><translation>{forms}'
                         "</translation></message></context></TS>", encoding="utf-8")
        subprocess.run([_tool("lrelease"), "-silent", str(probe), "-qm", str(qm)], check=True, capture_output=True)
        translator = QTranslator()
        translator.load(str(qm))
        numbers: dict[int, set[int]] = {}
        context, source = "P", "%n"   # names, not literals: no text of the app's
        for n in range(1000):
            form = translator.translate(context, source, "", n)
            assert form is not None, "the probe translates its own source"
            numbers.setdefault(int(form), set()).add(n)
    return frozenset(form for form, used in numbers.items() if len(used) == 1)


def missed(language: str, templates: dict[tuple[str, str], Template],
           known: dict[tuple[str, str], Entry]) -> list[str]:
    """The code's texts that the .ts file lacks, or holds without their count."""
    faults = []
    for key, template in templates.items():
        where = ":".join(map(str, template.locations[0]))
        if language in PLURAL_ONLY and not template.plural:
            continue
        if key not in known:
            faults.append(f"{language}: not in the .ts file: {_label(key)} ({where}); run update, and if it is "
                          "still missing lupdate cannot read the call: the text first, no keyword arguments")
        elif template.plural and not known[key].plural:
            faults.append(f"{language}: a count lupdate did not read as one: {_label(key)} ({where}); "
                          "outside a QObject write TrContext(...).tr(text, '', n), not translate(...)")
    return faults


def stale(languages: tuple[str, ...] = (*LANGUAGES, *PLURAL_ONLY)) -> list[str]:
    """The files whose texts lupdate would change (update was not run after the code changed)."""
    faults = []
    with tempfile.TemporaryDirectory() as folder:
        for language in languages:
            copy = Path(folder) / ts_path(language).name
            shutil.copyfile(ts_path(language), copy)
            lupdate([copy], plural_only=language in PLURAL_ONLY)
            now, fresh = set(read_ts(ts_path(language))), set(read_ts(copy))
            if now != fresh:
                faults.append(f"{language}: the .ts file is not up to date ({len(fresh - now)} new text(s), "
                              f"{len(now - fresh)} gone): run update")
    return faults


def main(argv: list[str] | None = None) -> int:
    command = (argv if argv is not None else sys.argv[1:] or ["check"])[0]
    if command == "update":
        print(update(), end="")
    elif command == "compile":
        for language in (*LANGUAGES, *PLURAL_ONLY):
            compile_ts(ts_path(language), qm_path(language))
            print(qm_path(language))
    elif command == "check":
        templates, problems = extract()
        faults = [f"{p.where}: {p.what}" for p in problems] + stale()
        for language in (*LANGUAGES, *PLURAL_ONLY):
            faults += check(language, templates)
        print("\n".join(faults) or "every template is translated")
        return 1 if faults else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
