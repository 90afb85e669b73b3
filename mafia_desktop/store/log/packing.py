"""Payloads in few bytes (version 10): an event's payload and a game's options are kept as
raw DEFLATE against a dictionary the app ships (``resources/packing/payloads-1.dict``: what
archives repeat most, made by ``tools/payload_dictionary.py``), or as their text where that is no longer.

Measured on the scale bench's events: 45 bytes of JSON a payload become 16, a game's 1.3 kB
of options 22; packing takes 4.5 µs (a copy of a compressor that has read the dictionary:
making one anew is 7), unpacking 0.7. A payload of up to ``_NEAR_LONGEST`` bytes is packed
by a compressor that reaches back only 1 kB, into the dictionary's end where its commonest
payloads are; read with the same 8 kB window. Its copy is 11 kB, not 46: such a payload
costs 38 k instructions to pack, not 71 k (callgrind; an import's records each have some 25
no other record has, their speeches' ends), and its bytes are the same but for 0.7 % of
them, 16 bytes more in all of 429 kB (the 24,886 short payloads of 1,000 bench records; 9
bytes in 7.8 kB for the real records' 546).

A packed value is a BLOB: its first byte names the dictionary (files packed with one stay
readable when a later app ships another), the rest is the stream. The digests cover the
text, so a packed value damaged on the disk reads as a text the app never writes
(``DAMAGED``), and its game shows as damaged from that event on.
"""

from __future__ import annotations

import zlib
from functools import lru_cache

from mafia_desktop.package_files import RESOURCES

#: The dictionaries by number; their bytes must never change (a test holds them to it).
DICTIONARIES = {1: "payloads-1.dict"}
CURRENT = 1
#: A 8 kB window: the dictionary (6 kB) and any payload reach back into it.
_WINDOW = -13
#: The near compressor's window, 1 kB: the dictionary's last (``tools/payload_dictionary.py``
#: puts the commonest payloads last). Any stream it makes reads with ``_WINDOW``.
_NEAR_WINDOW = -10
#: Texts up to this many bytes are packed by the near compressor (a game's rules, 1.3 kB,
#: reach the presets' at the dictionary's start: 122 bytes packed, 715 packed near).
_NEAR_LONGEST = 256
#: Texts this short are kept as they are (a packed one is never shorter).
_SHORTEST = 8
DAMAGED = "\x00damaged packed payload"


@lru_cache(maxsize=None)
def dictionary(number: int) -> bytes:
    return (RESOURCES / "packing" / DICTIONARIES[number]).read_bytes()


#: The compressors that have read the current dictionary, near or not, made at first use
#: (``_primed``): a dict, not an ``lru_cache``, whose every call builds its key.
_PRIMED: dict[bool, zlib._Compress] = {}
#: A packed value's first byte: its dictionary's number.
_HEAD = bytes((CURRENT,))


def _primed(near: bool) -> zlib._Compress:
    """A compressor that has read the current dictionary; each value packs with a copy. The
    near one has a smaller window and fewer hash heads (memLevel 2): less to copy."""
    window, memory = (_NEAR_WINDOW, 2) if near else (_WINDOW, 4)
    made = _PRIMED[near] = zlib.compressobj(9, zlib.DEFLATED, window, memory, zlib.Z_DEFAULT_STRATEGY,
                                            zdict=dictionary(CURRENT))
    return made


@lru_cache(maxsize=8192)
def pack(text: str) -> str | bytes:
    """What is stored of ``text``: packed if that is shorter, else the text itself. The
    texts packed last are kept: an import's payloads repeat (a seat's nomination, foul,
    check), and a copy of the compressor is most of the 4.5 µs."""
    raw = text.encode("utf-8")
    if len(raw) < _SHORTEST:
        return text
    near = len(raw) <= _NEAR_LONGEST
    compressor = (_PRIMED.get(near) or _primed(near)).copy()
    packed = _HEAD + compressor.compress(raw) + compressor.flush()
    return packed if len(packed) < len(raw) else text


def unpack(value: object) -> str:
    """The text a stored value holds (``DAMAGED`` for a packed one that does not unpack whole)."""
    if isinstance(value, str):
        return value
    if not isinstance(value, bytes) or not value or value[0] not in DICTIONARIES:
        return DAMAGED
    unpacker = zlib.decompressobj(_WINDOW, zdict=dictionary(value[0]))
    try:
        text = unpacker.decompress(value[1:])
        if not unpacker.eof or unpacker.unused_data:
            return DAMAGED
        return text.decode("utf-8")
    except (zlib.error, UnicodeDecodeError):
        return DAMAGED


def pack_sql(value: str | bytes | None) -> str | bytes | None:
    """``pack`` as an SQL function (``repack``): a value packed already stays as it is."""
    return pack(value) if isinstance(value, str) else value
