"""The tests' archives made once (tests/built_once.py) are the ones the app makes: an empty
archive copied from the session's is byte for byte the one ``schema.create_file`` makes."""

from __future__ import annotations

from mafia_desktop.store import Archive
from mafia_desktop.store.opening import schema

from tests.built_once import copying_create_file


def test_an_empty_archive_copied_is_the_one_the_app_makes(tmp_path):
    real = schema.create_file.made_by   # this session's archives are copied (tests/conftest.py)
    copying = copying_create_file(real, tmp_path / "template")
    (tmp_path / "template").mkdir()
    real(tmp_path / "made.sqlite3")
    copying(tmp_path / "copied.sqlite3")
    copying(tmp_path / "again.sqlite3")
    made = (tmp_path / "made.sqlite3").read_bytes()
    assert made == (tmp_path / "copied.sqlite3").read_bytes() == (tmp_path / "again.sqlite3").read_bytes()
    assert sorted(path.name for path in tmp_path.iterdir()) == ["again.sqlite3", "copied.sqlite3", "made.sqlite3",
                                                               "template"]   # no .new file left beside
    with Archive(tmp_path / "copied.sqlite3") as archive:
        assert archive.games() == [] and schema.inspect(archive.path) == schema.SCHEMA_VERSION
