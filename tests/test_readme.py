"""The README's first lines are the two fresh-machine commands; CI runs the second one."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines[1:5] if line.startswith("    ")]


def test_readme_opens_with_install_and_test_commands():
    app_command, test_command = readme_commands()
    assert "pip install -c constraints.txt -e . " in app_command and app_command.endswith(".venv/bin/mafia-desktop")
    assert "pip install -c constraints.txt -e '.[test]'" in test_command and test_command.endswith("pytest")


def test_ci_runs_exactly_the_readme_test_command():
    _, test_command = readme_commands()
    ci_lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    assert test_command in ci_lines


def test_the_constraints_pin_every_dependency_the_commands_install():
    # A dependency added to pyproject.toml and not to constraints.txt would be installed at
    # whatever version the package index has that day: refresh the file (its first lines say how).
    import re
    import tomllib
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = project["dependencies"] + project["optional-dependencies"]["test"]

    def name(requirement: str) -> str:
        return re.sub(r"[-_.]+", "-", re.match(r"[A-Za-z0-9._-]+", requirement).group()).lower()
    lines = [line for line in (ROOT / "constraints.txt").read_text().splitlines() if line and not line.startswith("#")]
    assert all("==" in line for line in lines)
    pinned = {name(line) for line in lines}
    assert [requirement for requirement in wanted if name(requirement) not in pinned] == []
    assert {"pyinstaller", "setuptools", "wheel"} <= pinned   # packaging/build's and the wheel's build


def test_the_readmes_pg_hba_lines_for_cup_are_the_ones_hall_setup_prints():
    # The organiser copies the README's lines as readily as the setup's: they must not differ.
    from mafia_desktop.hall.schema import role_names
    from mafia_desktop.hall.setup import hba_lines
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    printed = hba_lines("cup", role_names("cup", 12))
    step = readme[readme.index("mafia-desktop hall setup 'postgresql://postgres@"):]
    shown = [line.strip() for line in step.splitlines() if "+cup_tables,cup_judge" in line][:len(printed)]
    assert shown == printed
