"""records.py: a frozen_value/record class behaves as the dataclass it replaces (the stdlib's
``@dataclass`` of the same fields is the reference)."""
from __future__ import annotations

import dataclasses
import pickle

import pytest

from stablehlo_translate.ir.records import FrozenValue, Record, frozen_value, record


@dataclasses.dataclass(frozen=True)
class Reference:
    """doc"""

    a: int
    b: object = None
    hidden: bool = dataclasses.field(default=False, compare=False, repr=False)


@frozen_value
class Ours(FrozenValue):
    """doc"""

    a: int
    b: object = None
    hidden: bool = dataclasses.field(default=False, compare=False, repr=False)

    def __init__(self, a: int, b: object = None, hidden: bool = False) -> None:
        object.__setattr__(self, "a", a)
        object.__setattr__(self, "b", b)
        object.__setattr__(self, "hidden", hidden)


@dataclasses.dataclass(frozen=True)
class ReferenceOne:
    """doc"""

    x: float


@frozen_value
class OursOne(FrozenValue):
    """doc"""

    x: float

    def __init__(self, x: float) -> None:
        object.__setattr__(self, "x", x)


@record(slots=True)
class Node(Record):
    """doc"""

    name: str
    memo: dict = dataclasses.field(default_factory=dict, repr=False)

    def __init__(self, name: str, memo: dict | None = None) -> None:
        self.name = name
        self.memo = {} if memo is None else memo


CASES = [(1, "s", False), (1, "s", True), (2, (1.5, "t"), False), (3, None, False)]


@pytest.mark.parametrize("args", CASES)
def test_frozen_value_matches_the_dataclass(args):
    ours, ref = Ours(*args), Reference(*args)
    assert repr(ours) == repr(ref).replace("Reference(", "Ours(")
    assert hash(ours) == hash(ref)
    for other in CASES:
        assert (ours == Ours(*other)) == (ref == Reference(*other))
    assert ours != ref and Ours.__eq__(ours, 1) is NotImplemented
    assert [f.name for f in dataclasses.fields(ours)] == [f.name for f in dataclasses.fields(ref)]
    assert Ours.__match_args__ == Reference.__match_args__
    changed = dataclasses.replace(ours, b="other")
    assert changed == Ours(args[0], "other", args[2]) and changed.hidden == args[2]
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'a'"):
        ours.a = 5
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'a'"):
        del ours.a
    assert pickle.loads(pickle.dumps(ours)) == ours


def test_one_field_compares_and_hashes_as_a_tuple():
    nan = float("nan")
    assert (OursOne(nan) == OursOne(nan)) == (ReferenceOne(nan) == ReferenceOne(nan)) is True
    assert (OursOne(float("nan")) == OursOne(float("nan"))) is False
    assert hash(OursOne(2.5)) == hash(ReferenceOne(2.5)) == hash((2.5,))


def test_record_keeps_identity_equality_slots_and_repr():
    node = Node("n")
    assert node != Node("n") and node == node and hash(node) == object.__hash__(node)
    assert repr(node) == "Node(name='n')" and not hasattr(node, "__dict__")
    assert dataclasses.replace(node, name="m").memo is node.memo
    assert [(f.name, f.repr) for f in dataclasses.fields(node)] == [("name", True), ("memo", False)]
    assert Node.__match_args__ == ("name", "memo") and Node.__slots__ == ("name", "memo")
    with pytest.raises(AttributeError):
        node.other = 1


@pytest.mark.parametrize("module", ["ir.types", "ir.attributes", "ir.module", "optable"])
def test_start_up_modules_define_records_only(module):
    """These modules load on every run: a plain ``@dataclass`` there compiles its methods at
    each start (use frozen_value/record)."""
    import importlib

    found = importlib.import_module(f"stablehlo_translate.{module}")
    classes = [v for v in vars(found).values() if isinstance(v, type) and v.__module__ == found.__name__
               and dataclasses.is_dataclass(v)]
    assert classes and all(issubclass(c, Record) for c in classes), [c for c in classes if not issubclass(c, Record)]


@frozen_value
class Derived(Ours):
    """doc"""

    extra: int = dataclasses.field(default=0, repr=False)

    def __init__(self, a: int, b: object = None, hidden: bool = False, extra: int = 0) -> None:
        super().__init__(a, b, hidden)
        object.__setattr__(self, "extra", extra)


def test_dataclass_processing_waits_until_asked_and_agrees_with_the_annotations():
    """A record's fields read from its annotations (repr, eq, hash at once) are those that
    dataclass processing gives when something first asks for them (fields, replace, ...)."""
    import importlib

    @frozen_value
    class Fresh(FrozenValue):
        """doc"""

        x: int
        y: int = dataclasses.field(default=0, compare=False)

        def __init__(self, x: int, y: int = 0) -> None:
            object.__setattr__(self, "x", x)
            object.__setattr__(self, "y", y)

    assert not isinstance(Fresh.__dict__["__dataclass_fields__"], dict) and Fresh(1, 2) == Fresh(1, 3) and repr(Fresh(1, 2)).endswith(".Fresh(x=1, y=2)")
    assert dataclasses.replace(Fresh(1, 2), x=5) == Fresh(5, 0) and isinstance(Fresh.__dict__["__dataclass_fields__"], dict)
    assert not dataclasses.is_dataclass(Record) and not dataclasses.is_dataclass(FrozenValue)
    assert [f.name for f in dataclasses.fields(Derived)] == ["a", "b", "hidden", "extra"]
    assert repr(Derived(1, 2, True, 3)) == "Derived(a=1, b=2)" and Derived(1, 2, True, 3) == Derived(1, 2, False, 3) != Derived(1, 2, True, 4)
    for module in ("ir.types", "ir.attributes", "ir.module", "optable"):
        found = importlib.import_module(f"stablehlo_translate.{module}")
        for cls in vars(found).values():
            if isinstance(cls, type) and issubclass(cls, Record) and cls.__module__ == found.__name__:
                assert cls._record_fields == {f.name: (f.repr, f.compare) for f in dataclasses.fields(cls)}, cls
