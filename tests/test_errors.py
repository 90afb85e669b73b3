"""One root for every error with words for the host (``engine.errors.MafiaError``): each kind,
of the rules, the archive, the records and the hall, is read by lupdate and said in the
host's language through the root, never family by family."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

import pytest

import mafia_desktop
from mafia_desktop.engine.errors import MafiaError, Message, RuleViolation
from mafia_desktop.engine.seating import SeatingRefused
from mafia_desktop.hall.connection import HallError
from mafia_desktop.i18n import catalog, install
from mafia_desktop.store import ArchiveError
from mafia_desktop.store.housekeeping.chunks import BackupDamaged
from mafia_desktop.formats import RecordError
from mafia_desktop.formats.limits import FieldError, FileRefused
from mafia_desktop.ui.shared.background import WorkFailed
from mafia_desktop.ui.shared.errors import error_words

#: A template for a kind the code raises with a Message of its own making (no template of its own).
ANY_WORDS = Message("Seat {seat} has left the table and cannot vote", seat=4)


def every_kind() -> list[type[MafiaError]]:
    """The root and every class of the app's that derives from it, every module imported first."""
    for module in pkgutil.walk_packages(mafia_desktop.__path__, "mafia_desktop."):
        importlib.import_module(module.name)
    kinds, waiting = [], [MafiaError]
    while waiting:
        kind = waiting.pop()
        kinds.append(kind)
        waiting += [sub for sub in kind.__subclasses__() if sub.__module__.startswith("mafia_desktop")]
    return kinds


KINDS = every_kind()


def raised_with(kind: type[MafiaError]) -> list[tuple[str, list[str], bool]]:
    """The templates the code gives ``kind`` (its own, not a subclass's): each with the names
    of its values and whether it takes a count."""
    found = []
    for path in sorted(catalog.PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and catalog._name(node.func) == kind.__name__ and node.args
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                found.append((node.args[0].value, [keyword.arg for keyword in node.keywords if keyword.arg],
                              len(node.args) > 2))
    return found


def made(kind: type[MafiaError], template: str | Message, names: list[str], counted: bool) -> MafiaError:
    """``kind`` as the code raises it, each value a stand-in (and what its constructor asks
    besides the template: a damaged game's id and problem)."""
    values: dict[str, object] = {name: f"<{name}>" for name in names}
    for name, parameter in inspect.signature(kind).parameters.items():
        if parameter.kind is parameter.KEYWORD_ONLY and parameter.default is parameter.empty:
            values.setdefault(name, Message("<{name}>", name=name) if name == "problem" else Path(f"<{name}>"))
    return kind(template, "", 2, **values) if counted else kind(template, **values)


def examples() -> list[tuple[str, MafiaError]]:
    """One error of each kind for each template the code raises it with; a Message of the
    engine's for a kind that is only given Messages made elsewhere."""
    found = []
    for kind in KINDS:
        templates = raised_with(kind)
        found += [(kind.__name__, made(kind, *template)) for template in templates]
        if not templates:
            found.append((kind.__name__, made(kind, ANY_WORDS, [], False)))
    return found


EXAMPLES = examples()


@pytest.fixture
def english_afterwards(qapp):
    yield
    install("en", qapp)


def test_every_family_has_the_one_root():
    for family in (RuleViolation, SeatingRefused, ArchiveError, WorkFailed, BackupDamaged, RecordError, FieldError,
                   FileRefused, HallError):
        assert issubclass(family, MafiaError), family
    assert issubclass(FieldError, ValueError) and issubclass(SeatingRefused, ValueError)   # as their callers catch
    assert len(KINDS) >= 20 and len(EXAMPLES) > 250


def test_lupdate_reads_the_templates_of_every_kind_of_the_root():
    """The catalog finds the root's family in the code (a new kind needs no list kept); the
    kinds Python knows are all in it."""
    assert {kind.__name__ for kind in KINDS} <= set(catalog.message_calls())


@pytest.mark.parametrize("language", [*catalog.LANGUAGES, *catalog.PLURAL_ONLY])
def test_every_kind_of_the_root_is_said_in_every_language(qapp, english_afterwards, language):
    """No English where the language has its own words: each template's translation, its
    values filled in, as the .ts file holds it (a count: one of its plural forms; English
    keeps only those, its other words are the code's)."""
    known = catalog.read_ts(catalog.ts_path(language))
    install(language, qapp)
    leaked = []
    for name, error in EXAMPLES:
        message = error.message
        values = {key: str(value) for key, value in message.args.items()}
        entry = known.get(("", message.template))
        if entry is None and language not in catalog.PLURAL_ONLY:
            leaked.append(f"{name}: {message.template!r} is not in the .ts file")
            continue
        wanted = ([form.replace("%n", "2").format(**values) for form in entry.translations] if entry
                  else [str(error)])
        if error_words(error) not in wanted:
            leaked.append(f"{name}: {message.template!r} → {error_words(error)!r}, not one of {wanted!r}")
    assert leaked == []


def test_an_error_nobody_caught_is_said_in_the_words_it_came_with():
    assert error_words(OSError(28, "No space left on device")) == "[Errno 28] No space left on device"
    assert error_words(ValueError(Message("its payload is not an object"))) == "its payload is not an object"
