"""The type checker's plugin (tools/mypy_qt_properties.py): a PySide6 constructor takes its
base classes' Qt properties as keywords, typed; a misspelt or mistyped property stays an error."""

from pathlib import Path

import pytest
from mypy import api   # the test extra's (.ci/run checks the package's types with this plugin)

ROOT = Path(__file__).resolve().parent.parent

PROBE = '''\
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QWidget


class Plain(QWidget):
    pass


class Own(QWidget):
    def __init__(self, seat: int) -> None:
        super().__init__()


QLabel("hint", objectName="hint")
QPushButton("go", objectName="go", checkable=True, checked=False)
Plain(objectName="plain")
QLineEdit("text", objectName=3)
QLabel("hint", objectNme="hint")
Own(1, objectName="own")
reveal_type(QPushButton("go", objectName="go"))
'''


@pytest.mark.slow
def test_constructors_take_inherited_properties_typed(tmp_path):
    (tmp_path / "probe.py").write_text(PROBE, encoding="utf-8")
    (tmp_path / "mypy.ini").write_text(
        f"[mypy]\nplugins = {ROOT / 'tools' / 'mypy_qt_properties.py'}\n", encoding="utf-8")
    out, _, _ = api.run(["--config-file", str(tmp_path / "mypy.ini"), "--cache-dir", str(tmp_path / "cache"),
                         "--hide-error-context", "--no-error-summary", str(tmp_path / "probe.py")])
    lines = PROBE.splitlines()
    said: dict[str, list[str]] = {}
    for row in out.splitlines():
        _, number, kind, text = row.split(":", 3)
        if kind.strip() == "error" or "Revealed type" in text:
            said.setdefault(lines[int(number) - 1], []).append(text.strip())
    assert 'QLabel("hint", objectName="hint")' not in said
    assert 'QPushButton("go", objectName="go", checkable=True, checked=False)' not in said
    assert 'Plain(objectName="plain")' not in said
    assert any("[call-overload]" in text for text in said['QLineEdit("text", objectName=3)'])
    assert any('"objectNme"' in text for text in said['QLabel("hint", objectNme="hint")'])
    # A class of ours with its own __init__ takes only its own arguments.
    assert any('"objectName"' in text for text in said['Own(1, objectName="own")'])
    assert said['reveal_type(QPushButton("go", objectName="go"))'] == [
        'Revealed type is "PySide6.QtWidgets.QPushButton"']
