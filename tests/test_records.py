"""``records.record``: the dataclass ``dataclasses`` makes, its comparison, hash and text
shared code with the same answers (``dataclass`` compiled them for each class: 0.21 G of the
0.5 G instructions before an import's readers fork, issue 44)."""

import dataclasses
import math
from dataclasses import FrozenInstanceError, field

import pytest

from mafia_desktop.records import record


def made(decorate, *, frozen: bool):
    """The same class twice over: one made by ``dataclass``, one by ``record``."""
    @decorate(frozen=frozen)
    class Seat:
        number: int
        nickname: str = ""
        notes: list = field(default_factory=list, repr=False)
        kept: object = field(default=None, compare=False)
    return Seat


@pytest.mark.parametrize("frozen", [True, False])
def test_a_record_compares_hashes_and_reads_as_its_dataclass_twin(frozen):
    twin, ours = made(dataclasses.dataclass, frozen=frozen), made(record, frozen=frozen)
    nan = math.nan
    pairs = [((1, "a", [1], "x"), (1, "a", [1], "y")), ((1, "a"), (2, "a")), ((nan, "a"), (nan, "a")),
             ((1, "a", [nan]), (1, "a", [nan])), ((1, "a", [1]), (1, "a", [2]))]
    for left, right in pairs:
        assert (ours(*left) == ours(*right)) == (twin(*left) == twin(*right))
        assert (ours(*left) != ours(*right)) == (twin(*left) != twin(*right))
        assert repr(ours(*left)) == repr(twin(*left))
    assert ours(1) != twin(1) and ours(1).__eq__(twin(1)) is NotImplemented and ours(1) != (1, "", [], None)
    assert [f.name for f in dataclasses.fields(ours)] == ["number", "nickname", "notes", "kept"]
    assert dataclasses.replace(ours(1, "a"), number=2) == ours(2, "a")
    if frozen:
        with pytest.raises(FrozenInstanceError):
            ours(1).number = 2   # type: ignore[misc]
        shared = (1, "a", (), "x")   # (hashable fields: the hash of the compared ones, as the twin's)
        assert hash(ours(*shared)) == hash(twin(*shared)) == hash(ours(1, "a", (), "y"))
        assert {ours(*shared), ours(1, "a", (), "y")} == {ours(*shared)}
    else:
        with pytest.raises(TypeError, match="unhashable"):
            hash(ours(1))
        seat = ours(1)
        seat.number = 2
        assert seat == ours(2)


def test_no_fields_and_one_field_compare_as_their_twins():
    for fields_ in ({}, {"seat": int}):
        values = (3,) * len(fields_)
        twin = dataclasses.dataclass(frozen=True)(type("Step", (), {"__annotations__": dict(fields_)}))
        ours = record(frozen=True)(type("Step", (), {"__annotations__": dict(fields_)}))
        assert ours(*values) == ours(*values) and hash(ours(*values)) == hash(twin(*values))
        assert repr(ours(*values)) == repr(twin(*values))


def test_a_record_that_holds_itself_reads_as_its_twin():
    twin, ours = made(dataclasses.dataclass, frozen=False), made(record, frozen=False)
    assert repr(ours(1, ours(2))) == repr(twin(1, twin(2)))
    held = ours(1)
    held.nickname = held
    twin_held = twin(1)
    twin_held.nickname = twin_held
    assert repr(held) == repr(twin_held)


def test_a_class_with_its_own_comparison_is_left_to_dataclass():
    with pytest.raises(TypeError, match="has its own __eq__"):
        @record
        class Odd:
            seat: int

            def __eq__(self, other):
                return True
