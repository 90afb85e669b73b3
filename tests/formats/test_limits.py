"""The file-wide limits read off a text's bytes (``limits._plainly_within``) are never looser
than the walk of what was parsed (``limits._within``): a text they pass, the walk passes too."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings, strategies as st

from mafia_desktop.formats import limits

#: Texts holding what the bytes' reading looks for: brackets, quotes, escapes, digits.
TEXTS = st.text(alphabet='ab[]{}"\\1e9 é', max_size=12)
LEAVES = st.one_of(
    st.none(), st.booleans(), TEXTS,
    st.integers(min_value=-2 ** 60, max_value=2 ** 60),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([2 ** 53, 2 ** 53 + 1, -2 ** 53 - 1, 9007199254740993.0, 1e16, 1e-20]),
)
DOCUMENTS = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXTS, inner, max_size=3),
                         max_leaves=40)


def nested(depth: int, inside: str = '"x"') -> bytes:
    """Lists and objects in turn, ``depth`` deep, ``inside`` the innermost."""
    text = inside
    for level in range(depth - 1):
        text = f'[{text}, "x"]' if level % 2 else f'{{"a": {text}}}'
    return f'[{text}]'.encode()


@settings(max_examples=400, deadline=None)
@given(DOCUMENTS, st.booleans())
def test_what_the_bytes_pass_the_walk_passes(document, ascii_only):
    """Of the texts the quick parse reads (not NaN nor Infinity: those go to the careful one)."""
    raw = json.dumps(document, ensure_ascii=ascii_only).encode("utf-8")
    try:
        data = limits._QUICK.decode(raw.decode("utf-8"))
    except ValueError:
        assert any(name in raw for name in (b"NaN", b"Infinity"))
        return
    if limits._plainly_within(raw):
        assert limits._within(data, 1, texts=False)


@pytest.mark.parametrize("depth, within", [(31, True), (32, True), (33, False), (40, False)])
def test_the_depth_is_read_off_the_brackets(depth, within):
    raw = nested(depth)
    assert limits._within(json.loads(raw), 1, texts=False) is within
    assert limits._plainly_within(raw) is within
    assert_loaded_or_too_deep(raw, within)


@pytest.mark.parametrize("depth, within", [(32, True), (33, False)])
@pytest.mark.parametrize("inside", ['"]"', '"[]]"', r'"\\\"]"'])
def test_brackets_in_texts_send_the_text_to_the_walk(depth, within, inside):
    """Counted with the brackets, a text "]" would have the nesting one level short."""
    raw = b'["]", ' + nested(depth - 1, inside) + b', "["]'
    assert limits._within(json.loads(raw), 1, texts=False) is within
    assert not limits._plainly_within(raw)
    assert_loaded_or_too_deep(raw, within)


def assert_loaded_or_too_deep(raw: bytes, within: bool) -> None:
    if within:
        assert limits.loads(raw) == json.loads(raw)
    else:
        with pytest.raises(limits.FileRefused, match="nests more than 32 levels deep"):
            limits.loads(raw)


@pytest.mark.parametrize("text, refusal", [
    (b'{"a": 9007199254740993}', "the number 9007199254740993, beyond"),
    (b'{"a": 1e300}', "the number 1e+300, beyond"),
    (b'{"a": -Infinity}', "which is not a number"),
    (b'{"a": NaN}', "which is not a number"),
])
def test_a_number_past_the_limits_is_refused_by_name(text, refusal):
    with pytest.raises(limits.FileRefused, match=re.escape(refusal)):
        limits.loads(text)


def test_digits_and_names_in_texts_only_send_the_text_to_the_walk():
    raw = b'{"id": "12345678901234567", "nick": "NaN Infinity 1e5", "n": 9007199254740992}'
    assert not limits._plainly_within(raw)
    assert limits.loads(raw)["n"] == 2 ** 53


# -- a file read (``limits.load``): what it says it holds, and no more than the limit ----------

def test_a_file_is_read_whole_as_it_holds_and_an_oversized_one_refused_by_its_size(tmp_path):
    record = {"game": "x" * 5000, "players": list(range(10))}
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert limits.load(path) == record
    assert limits.load(str(path)) == record
    path.write_bytes(b" " * (limits.MAX_FILE_BYTES + 1))
    with pytest.raises(limits.FileRefused, match=r"holds \d+ bytes"):
        limits.load(path)


def test_a_file_that_tells_no_size_is_read_to_its_end_within_the_limit(tmp_path):
    # A pipe says it holds 0 bytes: read by what it says alone, a record in one came out empty.
    import os
    import threading
    record = {"players": [{"nickname": "Анна"}] * 300}
    pipe = tmp_path / "record.json"
    os.mkfifo(pipe)

    def write() -> None:
        with open(pipe, "wb") as end:
            end.write(json.dumps(record, ensure_ascii=False).encode("utf-8"))
    writer = threading.Thread(target=write)
    writer.start()
    try:
        assert limits.load(pipe) == record
    finally:
        writer.join()


def test_a_device_without_end_is_refused_at_the_limit():
    with pytest.raises(limits.FileRefused, match=r"more than \d+ bytes"):
        limits.load("/dev/zero")
