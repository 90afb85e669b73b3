"""Limits on what a record file may hold, so that a broken or hostile file is refused at
once, in bounded memory, with words that say which limit it broke.

No real record comes near them: a game record is a few kilobytes, nested six deep, with
numbers no larger than a time stamp in milliseconds, a few hundred votes and nicknames of a
few dozen letters. ``load`` reads a file under the file-wide limits (size, depth, numbers,
text); the readers check each field they use with the helpers below (seats, rounds, counts,
nicknames) and raise ``FieldError``, which they turn into a ``RecordError`` naming the game.
"""

from __future__ import annotations

import json
import math
import os
import re
from pathlib import Path
from typing import Any, TypeVar

from mafia_desktop.engine.errors import Later, MafiaError, Message, shown

#: A file of games: one record is a few kilobytes, a tournament's games a few hundred.
MAX_FILE_BYTES = 4 * 1024 * 1024
#: Games in one file (an API answer of a whole tournament holds a few hundred).
MAX_GAMES_PER_FILE = 1000
#: Objects and lists inside each other (a Polemica room game is six deep).
MAX_DEPTH = 32
#: The largest number anywhere in a file (2**53: every integer a JSON reader keeps exactly).
MAX_NUMBER = 2 ** 53
#: Digits of an integer, and characters of any text in a file.
MAX_DIGITS = 16
MAX_TEXT = 10_000
#: A nickname, and the labels (club, table, host): the engine keeps labels to 200.
MAX_NICKNAME = 100
MAX_LABEL = 200
#: Seats at a table, days (or nights) of a game, vote rounds of a day.
MAX_SEATS = 20
MAX_DAYS = 30
MAX_ROUNDS = 10
#: Entries of one kind in a record (votes, shots, fouls of one player, ...).
MAX_ENTRIES = 2000
MAX_FOULS = 10
#: A game number or id: digits or a short text.
MAX_GAME_NUMBER = 10 ** 9
MAX_ID_TEXT = 64


class FieldError(MafiaError, ValueError):
    """A field of a record outside what a game can hold (a ValueError, as a reader's own
    checks raise). ``message``: translatable."""


class FileRefused(MafiaError):
    """A file refused under the file-wide limits, before any reader saw it."""


def known(value: object, table: dict) -> bool:
    """Is ``value`` one of the table's keys? A list or an object never is (where a name or a
    number is due, it was a TypeError: "unhashable type: 'list'")."""
    return isinstance(value, (str, int, float, type(None))) and value in table


# -- the file ----------------------------------------------------------------------------------

def load(path: str | Path) -> Any:
    """The JSON of a record file, or ``FileRefused`` saying which limit it broke."""
    with open(path, "rb") as file:
        size = os.fstat(file.fileno()).st_size
        if size > MAX_FILE_BYTES:
            raise FileRefused("the file holds {size} bytes; a file of game records holds at most {limit}",
                              size=size, limit=MAX_FILE_BYTES)
        # What it says it holds and a byte more: a read of the limit made a buffer of 4 MB
        # and gave it back, each file (mmap, mremap: 40 µs of a worker's 1.4 ms a record,
        # issue 44). A byte more means it has grown since (or tells no size: a device).
        raw = file.read(size + 1)
        if len(raw) > size:
            raw += file.read(MAX_FILE_BYTES + 1 - len(raw))
    return loads(raw)


def loads(raw: bytes | str) -> Any:
    """The JSON of one record's text (a file's bytes, a line of ``import -``), within the
    limits of any game record, or ``FileRefused``."""
    if len(raw) > MAX_FILE_BYTES:
        raise FileRefused("the file holds more than {limit} bytes, the most a file of game records holds",
                          limit=MAX_FILE_BYTES)
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError as error:
        raise FileRefused("the file is not UTF-8 text ({error})", error=str(error)) from None
    # The quick way first: JSON's own C parser, then one look at what it built. Only a text
    # that breaks a limit (or is no JSON) is parsed again the careful way below, which says
    # which limit, exactly as it always has. Measured on real records (3.4 kB): 0.46 ms a
    # record the careful way, 0.12 ms the quick way.
    try:
        data = _QUICK.decode(text)
    except (ValueError, RecursionError):
        pass
    else:
        long_text = len(text) > MAX_TEXT
        if (not long_text and isinstance(raw, bytes) and _plainly_within(raw)) or _within(data, 1, texts=long_text):
            return _whole_characters(text, data)
    try:
        data = json.loads(text, parse_int=_integer, parse_float=_fraction, parse_constant=_constant)
    except RecursionError:
        raise FileRefused("the file nests more than {limit} levels deep", limit=MAX_DEPTH) from None
    except json.JSONDecodeError as error:
        raise FileRefused("the file is not JSON ({error})", error=str(error)) from None
    check_tree(data)
    return _whole_characters(text, data)


#: A JSON escape of half a character (a surrogate): only a pair of them makes one.
_HALF = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def _whole_characters(text: str, data: Any) -> Any:
    """``data``, unless one of its texts holds half a character: JSON lets ``\\ud800`` stand
    alone, but no text can be stored or shown with it. Looked for only where the file has
    such an escape at all."""
    if "\\u" in text and _HALF.search(text):
        try:
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise FileRefused("the file holds half a character (an escape from \\ud800 to \\udfff "
                              "without its other half): no text of a record can hold it") from None
    return data


_N = TypeVar("_N", int, float)


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise FileRefused("the file holds a number of {count} digits; a game record's numbers have at most {limit}",
                          count=len(digits.lstrip("-")), limit=MAX_DIGITS)
    return _number(int(digits))


def _fraction(text: str) -> float:
    return _number(float(text))


def _number(value: _N) -> _N:
    if isinstance(value, float) and not math.isfinite(value) or abs(value) > MAX_NUMBER:
        raise FileRefused("the file holds the number {number}, beyond the {limit} of any game record",
                          number=shown(value), limit=MAX_NUMBER)
    return value


def _constant(name: str) -> float:
    raise FileRefused("the file holds {name}, which is not a number a game record can hold", name=name)


def _not_quickly(name: str) -> float:
    raise ValueError(name)


#: The quick parse: JSON's C parser as ``json.loads`` has it, but NaN and Infinity go to the
#: careful one, which refuses them (``_plainly_within`` need not look for their names in the
#: record's bytes: with ``json.loads``' own steps, 33 k instructions a record, issue 44).
_QUICK = json.JSONDecoder(parse_constant=_not_quickly)


def _within(value: Any, depth: int, texts: bool = True) -> bool:
    """Is a parsed document within every file-wide limit (depth, texts, numbers)? False
    sends it to the careful parse, which names the limit. The depth is bounded by the
    recursion: a deeper document is refused before this goes deeper than ``MAX_DEPTH``.
    Not ``texts``: the document's text is no longer than a text may be, so none of its
    texts (keys or values) is either, and they are not looked at (a third of the walk)."""
    if depth > MAX_DEPTH:
        return False
    kind = type(value)
    if kind is dict:
        if texts:
            for key in value:
                if type(key) is str and len(key) > MAX_TEXT:
                    return False
        items = value.values()
    elif kind is list:
        items = value
    else:
        return _leaf_within(value)
    for item in items:
        kind = type(item)
        if kind is str:
            if texts and len(item) > MAX_TEXT:
                return False
        elif kind is int:
            if not -MAX_NUMBER <= item <= MAX_NUMBER:
                return False
        elif kind is dict or kind is list:
            if not _within(item, depth + 1, texts):
                return False
        elif not _leaf_within(item):
            return False
    return True


#: ``_plainly_within``'s views of a text's bytes: its digits (each as ``0``) and exponents (``e``)...
_NUMERALS = bytes(48 if 48 <= b <= 57 else 101 if b in b"eE" else 32 for b in range(256))
#: ... and its brackets and quotes, the rest left out (each opening bracket as ``(``, each closing one ``)``).
_NEITHER = bytes(b for b in range(256) if b not in b'[]{}"')
_BRACKETS = bytes(40 if b in b"[{" else 41 if b in b"]}" else b for b in range(256))


def _plainly_within(raw: bytes) -> bool:
    """Does the JSON text ``raw`` (one that parses, of at most ``MAX_TEXT`` characters, so
    that none of its texts is too long) plainly keep the limits on numbers and depth, read
    off its bytes in C? False also where it may well keep them (a text that holds a
    bracket, say): ``_within`` then walks what was parsed, a third of loading a record."""
    # A number beyond MAX_NUMBER (2**53, 16 digits) has 16 digits in a row or an exponent
    # (NaN and Infinity never come here: ``_QUICK``). Digits in texts may say so too: the
    # walk then decides.
    numerals = raw.translate(_NUMERALS)
    if b"0" * 16 in numerals or b"0e" in numerals:
        return False
    if b"\\" in raw:   # escapes: a backslash or a quote escaped is no quote of a text's
        raw = raw.replace(b"\\\\", b"").replace(b'\\"', b"")
    # Between two brackets, the texts' quotes come in pairs: a text without a bracket in
    # it leaves nothing. A quote left over is a text that holds one: the walk decides.
    marks = raw.translate(None, _NEITHER).replace(b'""', b"")
    if b'"' in marks:
        return False
    # Each round takes away the innermost objects and lists (empty ones, once their texts,
    # numbers and the like are left out): as many rounds as the text nests deep.
    brackets = marks.translate(_BRACKETS)
    for _ in range(MAX_DEPTH):
        if not brackets:
            return True
        brackets = brackets.replace(b"()", b"")
    return not brackets


def _leaf_within(value: Any) -> bool:
    if type(value) is str:
        return len(value) <= MAX_TEXT
    if type(value) is int:
        return -MAX_NUMBER <= value <= MAX_NUMBER
    if type(value) is float:
        return math.isfinite(value) and abs(value) <= MAX_NUMBER
    return value is None or value is True or value is False


def check_tree(data: Any) -> None:
    """Depth and text lengths of the whole document, without recursion (a deep document
    must not exhaust the stack here either)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise FileRefused("the file nests more than {limit} levels deep", limit=MAX_DEPTH)
            if isinstance(value, dict):
                for key, item in value.items():
                    _check_text(key)
                    stack.append((item, depth + 1))
            else:
                stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, str):
            _check_text(value)
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            _number(value)


def _check_text(text: str) -> None:
    if len(text) > MAX_TEXT:
        raise FileRefused("the file holds a text of {length} characters; a game record's texts have at most {limit}",
                          length=len(text), limit=MAX_TEXT)


# -- the fields a reader uses --------------------------------------------------------------------

def whole(value: object, low: int, high: int, what: str | Message | Later) -> int:
    """An integer in low..high (``what``: the field, for the message; a reader that names
    every field it reads keeps the words for later, ``Later``)."""
    if type(value) is not int and (isinstance(value, bool) or not isinstance(value, int)):   # a plain int at once
        raise FieldError("{what} is {value}, not a whole number", what=what, value=shown(value))
    if not low <= value <= high:
        raise FieldError("{what} is {value}, outside {low} to {high}", what=what, value=shown(value), low=low,
                         high=high)
    return value


def seat(value: object, size: int, what: str | Message | Later) -> int:
    """A seat number at a table of ``size``."""
    if type(value) is not int and (isinstance(value, bool) or not isinstance(value, int)):   # a plain int at once
        raise FieldError("{what} is {value}, not a seat number", what=what, value=shown(value))
    if not 1 <= value <= size:
        raise FieldError("{what} names seat {value}, at a table of {size}", what=what, value=shown(value), size=size)
    return value


def seat_or_none(value: object, size: int, what: str | Message | Later) -> int | None:
    return None if value is None else seat(value, size, what)


def entries(value: object, most: int, what: str | Message | Later) -> list:
    """A list of at most ``most`` items; a missing one is empty."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise FieldError("{what} is {value}, not a list", what=what, value=shown(value))
    if len(value) > most:
        raise FieldError("{what} holds {count} entries; a game has at most {limit}", what=what, count=len(value),
                         limit=most)
    return value


def mapping(value: object, what: str | Message | Later) -> dict:
    """An object; a missing one is empty."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise FieldError("{what} is {value}, not an object", what=what, value=shown(value))
    return value


def text(value: object, most: int, what: str | Message | Later) -> str:
    """A text of at most ``most`` characters (a number is read as its digits); None is empty."""
    if value is None:
        return ""
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(whole(value, 0, MAX_GAME_NUMBER, what))
    if not isinstance(value, str):
        raise FieldError("{what} is {value}, not a text", what=what, value=shown(value))
    if len(value) > most:
        raise FieldError("{what} has {length} characters; at most {limit}", what=what, length=len(value),
                         limit=most)
    if not value.isprintable():   # (every character printable, as one call: not one a character)
        raise FieldError("{what} holds a control character (a new line, a NUL…): {value}", what=what,
                         value=shown(value))
    return value.strip()


def record_id(value: object) -> str:
    """A record's own id: a whole number or a short text."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(whole(value, 0, MAX_NUMBER, Later("the record's id")))
    identity = text(value, MAX_ID_TEXT, Later("the record's id"))
    if not identity:
        raise FieldError("the record's id is empty")
    return identity


def nickname(value: object, seat_number: int) -> str | None:
    """A player's nickname; None when the record gives none (the reader makes one up).
    An empty one, one with a control character or one too long is refused."""
    if value is None:
        return None
    if type(value) is str and len(value) <= MAX_NICKNAME and value.isprintable():
        name = value.strip()   # (``text``'s checks, passed: its words are not made for every seat)
    else:
        name = text(value, MAX_NICKNAME, Later("seat {seat}'s nickname", seat=seat_number))
    if not name:
        raise FieldError("seat {seat}'s nickname is empty", seat=seat_number)
    return name
