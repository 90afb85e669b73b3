"""The README's first lines are the two fresh-machine commands; CI runs the second one."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines[1:5] if line.startswith("    ")]


def test_readme_opens_with_install_and_test_commands():
    app_command, test_command = readme_commands()
    assert app_command.endswith(".venv/bin/mafia-desktop")
    assert "pip install -e '.[test]'" in test_command and test_command.endswith("pytest")


def test_ci_runs_exactly_the_readme_test_command():
    _, test_command = readme_commands()
    ci_lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    assert test_command in ci_lines
