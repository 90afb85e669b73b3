"""``records.record``: the dataclass ``dataclasses`` makes, its comparison, hash and text
shared code with the same answers (``dataclass`` compiled them for each class: 0.21 G of the
0.5 G instructions before an import's readers fork, issue 44)."""

import dataclasses
import inspect
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
    assert str(inspect.signature(ours)) == str(inspect.signature(twin)) and ours.__doc__ == twin.__doc__
    named = [(kind.__init__.__qualname__, kind.__init__.__module__) for kind in (ours, twin)]
    assert named[0] == named[1]
    for wrong in ((), (1, "a", [], None, "more")):   # (a wrong call's words name the class as before)
        with pytest.raises(TypeError) as ours_refused:
            ours(*wrong)
        with pytest.raises(TypeError) as twin_refused:
            twin(*wrong)
        assert str(ours_refused.value) == str(twin_refused.value)
    assert ours(1).notes is not ours(1).notes   # (a fresh list each: its factory's)
    if frozen:
        for change in (lambda seat: setattr(seat, "number", 2), lambda seat: delattr(seat, "number"),
                       lambda seat: setattr(seat, "other", 2)):
            with pytest.raises(FrozenInstanceError) as ours_refused:
                change(ours(1))
            with pytest.raises(FrozenInstanceError) as twin_refused:
                change(twin(1))
            assert str(ours_refused.value) == str(twin_refused.value)
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


def test_a_plain_class_below_a_frozen_record_may_hold_more_but_not_change_its_fields():
    for decorate in (dataclasses.dataclass, record):
        class Below(made(decorate, frozen=True)):   # type: ignore[misc]
            pass
        below = Below(1)
        below.other = 2
        with pytest.raises(FrozenInstanceError):
            below.number = 2
        assert below.other == 2


def test_a_frozen_record_that_works_after_its_init_is_made_by_dataclasses():
    @record(frozen=True)
    class Checked:
        seat: int

        def __post_init__(self):
            if self.seat < 1:
                raise ValueError("no such seat")
    with pytest.raises(ValueError):
        Checked(0)
    with pytest.raises(FrozenInstanceError):
        Checked(1).seat = 2   # type: ignore[misc]


def test_a_frozen_dataclass_may_be_made_below_a_frozen_record():
    for decorate in (dataclasses.dataclass, record):
        @dataclasses.dataclass(frozen=True)
        class Bigger(made(decorate, frozen=True)):   # type: ignore[misc]
            more: bool = False
        bigger = Bigger(1, more=True)
        assert (bigger.number, bigger.more) == (1, True) and bigger == Bigger(1, more=True) != Bigger(1)
        with pytest.raises(FrozenInstanceError):
            bigger.number = 2
        assert dataclasses.fields(Bigger)[-1].name == "more"
