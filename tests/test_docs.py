"""The documents in docs/ against the code: every option of the ruleset is described, with
each preset's value as the code has it, and every citation of a document ("docs/rules.md
§5", "docs/options.md `third_foul`", a link) names a page, a section and an option that
exist. The rules once lived outside the repository; no citation may point there again."""

import json
import re
from dataclasses import fields
from pathlib import Path

import pytest

from mafia_desktop.engine.ruleset import PRESETS, Ruleset, Timers, preset
from mafia_desktop.engine.options import CLUB_OPTIONS

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
#: Where the documents are cited: the code, the tests, the tools, the README and the docs.
CITING = [*ROOT.joinpath("mafia_desktop").rglob("*.py"), *ROOT.joinpath("tests").rglob("*.py"),
          *ROOT.joinpath("bench").rglob("*.py"), *ROOT.joinpath("tools").rglob("*.py"),
          ROOT / "README.md", ROOT / "tests" / "data" / "real-games" / "README.md",
          ROOT / "resources" / "translations" / "GLOSSARY.md", *DOCS.glob("*.md")]
CITING.remove(Path(__file__).resolve())   # its own examples are no citations
#: "docs/rules.md §2–§7", "docs/rules.md §1, §5, §7": the page and the sections after it.
CITATION = re.compile(r"docs/([\w.-]+?\.md)((?:\s*(?:,|–|-)?\s*§\d+)*)")
#: "docs/options.md `third_foul`" (``third_foul`` in a docstring).
OPTION_CITATION = re.compile(r"docs/options\.md\s+`{1,2}(\w+)`")
HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*$", re.MULTILINE)
#: The options that are not one value each (and ``preset``, the row's own name).
NOT_IN_THE_TABLE = {"preset", "roles", "timers", "night_order", "roles_night"}


def text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def sections(page: str) -> set[str]:
    """The numbered sections of a page: "## 7. Options clubs vary" is §7."""
    return {m[2].split(".")[0] for m in HEADING.finditer(text(DOCS / page)) if re.match(r"\d+\.", m[2])}


def documented_options() -> set[str]:
    """The options options.md gives a section of their own ("### `third_foul`")."""
    return {m[2].strip("`") for m in HEADING.finditer(text(DOCS / "options.md")) if m[1] == "###"}


def table_rows(page: str) -> dict[str, list[str]]:
    """A page's table rows by their first cell's name in backticks: "| `rotation` | ... |"."""
    rows = {}
    for line in text(DOCS / page).splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("| `") and cells[0].endswith("`"):
            rows[cells[0].strip("`")] = cells[1:]
    return rows


def as_written(value: object) -> str:
    """An option's value as the game's JSON holds it, in backticks: `standard`, `true`, `null`."""
    return f"`{value}`" if isinstance(value, str) else f"`{json.dumps(value)}`"


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation gone, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.replace("`", "").strip().lower()).replace(" ", "-")


def test_every_option_of_the_ruleset_has_its_section_in_options_md():
    missing = [f.name for f in fields(Ruleset) if f.name not in documented_options()]
    assert missing == []
    timers = table_rows("options.md")
    assert [f.name for f in fields(Timers) if f"timers.{f.name}" not in timers] == []


def test_options_md_names_no_option_the_ruleset_does_not_have():
    assert documented_options() - {f.name for f in fields(Ruleset)} == set()


def test_the_options_table_gives_each_presets_value_as_the_code_has_it():
    rows = table_rows("options.md")
    presets = {name: preset(name) for name in PRESETS}
    scalars = [f.name for f in fields(Ruleset) if f.name not in NOT_IN_THE_TABLE]
    assert [name for name in scalars if name not in rows] == []
    for name in scalars:
        written = {p: as_written(r.to_dict()[name]) for p, r in presets.items()}
        assert dict(zip(PRESETS, rows[name][:4])) == written, name
        assert bool(rows[name][4]) == (name in CLUB_OPTIONS), f"{name}: the dialog column"
    for f in fields(Timers):
        assert rows[f"timers.{f.name}"][1:5] == [str(getattr(presets[p].timers, f.name)) for p in PRESETS], f.name


def citations() -> list[tuple[str, str, list[str]]]:
    """(where, page, sections) of every "docs/page.md §N" in the citing files."""
    found = []
    for path in CITING:
        for number, line in enumerate(text(path).splitlines(), start=1):
            for m in CITATION.finditer(line):
                found.append((f"{path.relative_to(ROOT)}:{number}", m[1], re.findall(r"§(\d+)", m[2])))
    return found


def test_the_code_and_the_tests_cite_the_docs():
    # Not a vacuous pass: the citations this test checks are there to check.
    assert len(citations()) > 60
    assert len([path for path in CITING if OPTION_CITATION.search(text(path))]) > 10


def test_every_citation_names_a_page_and_a_section_that_exist():
    wrong = []
    for where, page, numbers in citations():
        if not (DOCS / page).is_file():
            wrong.append(f"{where}: docs/{page} does not exist")
            continue
        wrong += [f"{where}: docs/{page} has no §{n}" for n in numbers if n not in sections(page)]
    assert wrong == []


def test_every_option_cited_is_described():
    known = documented_options()
    wrong = [f"{path.relative_to(ROOT)}: `{name}`" for path in CITING
             for name in OPTION_CITATION.findall(text(path)) if name not in known]
    assert wrong == []


@pytest.mark.parametrize("path", [ROOT / "README.md", *sorted(DOCS.glob("*.md"))], ids=lambda p: p.name)
def test_every_link_into_the_docs_leads_to_a_page_and_heading_that_exist(path):
    wrong = []
    for target in re.findall(r"\]\(([^)\s]+)\)", text(path)):
        if re.match(r"\w+:", target):
            continue   # a web address
        file, _, anchor = target.partition("#")
        page = (path.parent / file).resolve() if file else path
        if DOCS not in (page, *page.parents):
            continue   # the README's other links (pictures, packaging) are not the docs'
        if page.is_dir():
            page = page / "README.md"
        if not page.is_file():
            wrong.append(target)
        elif anchor and anchor not in {slug(m[2]) for m in HEADING.finditer(text(page))}:
            wrong.append(target)
    assert wrong == []


def test_no_citation_points_outside_the_repository():
    # The rules and the real records once lived in a folder beside the repository (rules.md §8
    # names the old reference, as history).
    outside = re.compile(r"\.\./shared|\bRULES(\.md|\s+§)")
    named = [f"{path.relative_to(ROOT)}:{number}" for path in CITING if path.parent != DOCS
             for number, line in enumerate(text(path).splitlines(), start=1) if outside.search(line)]
    assert named == []
