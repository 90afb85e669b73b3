"""The players' photos in the archive (version 13): kept by the person, read for a table's
nicknames at once, refused when they are no small JPEG or PNG, moved with a rename; an
archive of version 12 upgrades to them and keeps everything."""

import sqlite3

import pytest

from mafia_desktop.engine import events as ev
from mafia_desktop.engine.ruleset import preset
from mafia_desktop.store import Archive
from mafia_desktop.store.errors import ArchiveError
from mafia_desktop.store.housekeeping.photos import MOST_BYTES
from mafia_desktop.store.opening import schema

from .test_layout import shape
from .test_publishing_upgrade import everything
from .test_upkeep import older_copy

JPEG = b"\xff\xd8\xff\xe0" + b"jpeg" * 100
PNG = b"\x89PNG\r\n\x1a\n" + b"png" * 100


@pytest.fixture
def archive(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as opened:
        names = tuple(f"P{n}" for n in range(1, 11))
        opened.create_game([ev.GameCreated(ruleset=preset("sport"), nicknames=names)])
        yield opened


def test_a_photo_is_kept_by_the_person_and_read_for_a_table_at_once(archive):
    archive.save_player_photo("P1", JPEG)
    archive.save_player_photo("p3", PNG)   # the registry's names fold case
    assert archive.player_photo("P1") == JPEG and archive.player_photo("P2") is None
    assert archive.photos_of(["P1", "P2", "P3", ""]) == {"P1": JPEG, "P3": PNG}
    archive.save_player_photo("P1", PNG)
    assert archive.player_photo("P1") == PNG
    archive.save_player_photo("P1", None)
    assert archive.player_photo("P1") is None


@pytest.mark.parametrize("data, words", [
    (b"<svg onload=alert(1)>", "JPEG or PNG"),
    (b"GIF89a" + b"x" * 100, "JPEG or PNG"),
    (b"\xff\xd8\xff" + b"x" * MOST_BYTES, "too large"),
])
def test_what_is_no_small_jpeg_or_png_is_refused_in_words_and_nothing_changes(archive, data, words):
    archive.save_player_photo("P1", JPEG)
    with pytest.raises(ArchiveError, match=words):
        archive.save_player_photo("P1", data)
    assert archive.player_photo("P1") == JPEG


def test_a_stranger_gets_no_photo(archive):
    with pytest.raises(ArchiveError, match="no player"):
        archive.save_player_photo("Nobody", JPEG)
    assert archive.photos_of(["Nobody"]) == {}


def test_a_renamed_player_keeps_his_photo_and_a_merged_one_the_targets(archive):
    archive.save_player_photo("P1", JPEG)
    archive.rename_player("P1", "Uno")
    assert archive.player_photo("Uno") == JPEG and archive.player_photo("P1") == JPEG   # the alias finds him
    assert archive.photos_of(["P1"]) == {"P1": JPEG}   # a table recorded under the old name
    archive.rename_player("Uno", "uno")   # the case alone
    assert archive.player_photo("uno") == JPEG
    archive.save_player_photo("P2", PNG)
    archive.create_game([ev.GameCreated(ruleset=preset("sport"),
                                        nicknames=tuple(f"Q{n}" for n in range(1, 10)) + ("Solo",))])
    archive.save_player_photo("Solo", JPEG)
    archive.rename_player("P2", "Solo")   # never at one table: merged into Solo, whose photo stays
    assert archive.player_photo("Solo") == JPEG and archive.player_photo("P2") == JPEG


def test_an_archive_of_version_12_upgrades_to_the_photos_and_keeps_everything(tmp_path):
    old, new = older_copy(tmp_path, 4, 12)
    kept = everything(old)
    with Archive(new, write=False) as archive:
        made = shape(archive.conn)
    with Archive(old) as archive:
        assert archive.check(full=True).ok and shape(archive.conn) == made
        archive.save_player_photo("Игрок 1", JPEG)
        assert archive.player_photo("Игрок 1") == JPEG
    assert schema.inspect(old) == schema.SCHEMA_VERSION == 13
    assert everything(old) == kept


@pytest.mark.parametrize("stored", ["4611686018427387904", "-1", "'a text'"])
def test_a_photo_a_file_made_elsewhere_holds_as_no_blob_is_no_photo_never_an_error(tmp_path, stored):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        archive.create_game([ev.GameCreated(ruleset=preset("sport"), nicknames=tuple(f"P{n}" for n in range(1, 11)))])
        archive.save_player_photo("P1", JPEG)
        archive.save_player_photo("P2", PNG)
    conn = sqlite3.connect(path)
    conn.execute(f"UPDATE player_photos SET photo = {stored} WHERE player = 'P1'")
    conn.commit()
    conn.close()
    with Archive(path, write=False) as archive:
        assert archive.player_photo("P1") is None
        assert archive.photos_of(["P1", "P2"]) == {"P2": PNG}
