"""Payloads and options packed (``packing``, version 10) and the upgrade that packs them
(``repack``): every game reads back as version 9 kept it, the digests still verify (a packed
value damaged on the disk shows its game as damaged), the file shrinks, and an upgrade cut
short goes on where it stopped."""

import hashlib
import sqlite3
import zlib

import pytest

from mafia_desktop.engine.ruleset import PRESETS, preset
from mafia_desktop.store import Archive, DamagedGame
from mafia_desktop.store.log import packing
from mafia_desktop.store.opening import repack, schema
from mafia_desktop.store.projections.game_columns import options_text

from .test_layout import shape
from .test_relayout import cut_short_then_done, logs_of
from .test_upkeep import archive_of, as_version_9, older_copy

#: The first dictionary's bytes, for ever: every archive packed with it is read with it.
DICTIONARY_1_SHA256 = "4133de3b55f2fd3cb6b94b78c9c68dab4249001954022d455f20a7c6873a63d7"


def test_the_first_dictionary_never_changes():
    assert hashlib.sha256(packing.dictionary(1)).hexdigest() == DICTIONARY_1_SHA256


@pytest.mark.parametrize("text", ['{"seat": 5, "guesses": [1, 3, 8]}', '{"nicknames": ["שרה", "Ёжик", "Ģirts"]}',
                                  '{"seat": null, "at": 75.34885473209495}', '{"seat": 7, "at": 1772347179.0}',
                                  "x" * 5000])
def test_a_packed_text_unpacks_to_itself_and_is_shorter(text):
    packed = packing.pack(text)
    assert isinstance(packed, bytes) and len(packed) < len(text.encode("utf-8"))
    assert packing.unpack(packed) == text


@pytest.mark.parametrize("text", ['{"seat": 7, "at": 1772347179.0}', '{"seat": 3, "at": 147.72277354522717}',
                                  '{"nominee": 5, "voters": [1, 3, 6, 10]}', '{"by": 9, "seat": 2}',
                                  '{"shots": [[3, 2], [5, 2], [9, 2]]}', '{"seat": 6, "reason": "third foul"}'])
def test_a_short_payload_packed_near_is_as_short_as_against_the_whole_dictionary(text):
    """The near compressor sees the dictionary's last kilobyte only: where its common payloads are."""
    whole = zlib.compressobj(9, zlib.DEFLATED, -13, 4, zdict=packing.dictionary(1))
    packed = packing.pack(text)
    assert isinstance(packed, bytes)
    assert len(packed) <= 1 + len(whole.compress(text.encode("utf-8")) + whole.flush())


@pytest.mark.parametrize("name", PRESETS)
def test_a_games_options_are_packed_against_the_whole_dictionary(name):
    """A preset's rules are at the dictionary's start, out of the near compressor's reach."""
    text = options_text(preset(name))
    packed = packing.pack(text)
    assert isinstance(packed, bytes) and len(packed) < 64 < len(text)
    assert packing.unpack(packed) == text


def test_a_text_packing_would_not_shorten_is_kept_as_it_is():
    assert packing.pack("{}") == "{}"
    noise = "".join(chr(0x4E00 + (n * 7919) % 20000) for n in range(40))   # nothing in the dictionary
    assert packing.unpack(packing.pack(noise)) == noise


@pytest.mark.parametrize("damaged", [b"", b"\x07abc", b"\x01\xff\xfe", b"\x01" + b"\x00" * 3, 17, None])
def test_a_damaged_packed_value_reads_as_damaged(damaged):
    assert packing.unpack(damaged) == packing.DAMAGED


def test_only_the_bits_that_pad_a_packed_values_last_byte_may_flip_unseen():
    """Every other flip reads as another text or as damaged, which the event's digest catches."""
    text = '{"nominee": 5, "voters": [1, 3, 6, 10]}'
    packed = packing.pack(text)
    assert isinstance(packed, bytes)
    unseen = [(index, bit) for index in range(len(packed)) for bit in range(8)
              if packing.unpack(packed[:index] + bytes([packed[index] ^ 1 << bit]) + packed[index + 1:]) == text]
    assert unseen and all(index == len(packed) - 1 for index, _ in unseen)


def test_a_packed_value_cut_short_reads_as_damaged():
    packed = packing.pack('{"roles": ["civilian", "civilian", "mafia", "sheriff", "don"]}')
    assert packing.unpack(packed[:-2]) == packing.DAMAGED
    assert packing.unpack(packed + b"\x00") == packing.DAMAGED


def test_a_new_archive_keeps_payloads_and_options_packed(tmp_path):
    path = tmp_path / "a.sqlite3"
    archive_of(path, 2)
    conn = sqlite3.connect(path)
    kinds = dict(conn.execute("SELECT typeof(payload), count(*) FROM events GROUP BY 1").fetchall())
    assert kinds.get("blob", 0) > 10 * kinds.get("text", 0)
    assert conn.execute("SELECT DISTINCT typeof(options) FROM games").fetchall() == [("blob",)]
    conn.close()


@pytest.fixture
def version_9(tmp_path):
    """A version 9 file of 12 games, and the new archive it was made from."""
    return older_copy(tmp_path, 12, 9)


def test_an_upgraded_archive_reads_as_it_did_and_is_packed(version_9):
    old, new = version_9
    with Archive(new, write=False) as archive:
        made = shape(archive.conn)
    before = logs_of(new)
    conn = sqlite3.connect(old)
    assert conn.execute("SELECT count(*) FROM events WHERE typeof(payload) = 'blob'").fetchone() == (0,)
    conn.close()
    with Archive(old) as archive:
        assert archive.check(full=True).ok
        assert shape(archive.conn) == made
        assert archive.conn.execute("SELECT DISTINCT typeof(options) FROM games").fetchall() == [("blob",)]
    assert schema.inspect(old) == schema.SCHEMA_VERSION
    assert logs_of(old) == before


def test_a_packed_payload_damaged_on_the_disk_shows_its_game_damaged(tmp_path):
    path = tmp_path / "a.sqlite3"
    archive_of(path, 2)
    conn = sqlite3.connect(path)
    key, game_id = conn.execute("SELECT key, id FROM games ORDER BY key LIMIT 1").fetchone()
    (first,) = conn.execute("SELECT min(seq) FROM events WHERE game = ? AND seq > 3 AND typeof(payload) = 'blob'",
                            [key]).fetchone()
    conn.execute("UPDATE events SET payload = CAST(substr(payload, 1, length(payload) - 1) || x'5a' AS BLOB) "
                 "WHERE game = ? AND seq = ?", [key, first])
    conn.commit()
    conn.close()
    with Archive(path) as archive:
        assert list(archive.check(full=True).damaged) == [game_id]
        with pytest.raises(DamagedGame, match=f"event {first} differs"):
            archive.events(game_id)


def test_a_repack_cut_short_goes_on_where_it_stopped(tmp_path, monkeypatch):
    cut_short_then_done(tmp_path, monkeypatch, as_version_9, 9, repack, "repack", "events_v10")


def test_an_upgraded_archive_gives_its_old_pages_back(version_9):
    old, _ = version_9
    with Archive(old) as archive:
        free = archive.conn.execute("PRAGMA freelist_count").fetchone()[0]
        pages = archive.conn.execute("PRAGMA page_count").fetchone()[0]
    assert free <= pages // 4
