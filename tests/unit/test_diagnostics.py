"""Loc is written out by hand (start-up): it must behave as the ``@dataclass(frozen=True, slots=True)`` it replaces."""
import copy
import dataclasses
import pickle

import pytest

from stablehlo_translate.bytecode.stream import ByteOffsetLoc
from stablehlo_translate.diagnostics import Loc


@dataclasses.dataclass(frozen=True, slots=True)
class Reference:
    file: str
    line: int
    col: int


CASES = [("a.mlir", 1, 2), ("a.mlir", 1, 3), ("b.mlir", 1, 2), ("<stdin>", 0, 0), ("x'y", 7, 1)]


@pytest.mark.parametrize("args", CASES)
def test_loc_matches_the_frozen_dataclass(args):
    ours, ref = Loc(*args), Reference(*args)
    assert repr(ours) == repr(ref).replace("Reference(", "Loc(")
    assert str(ours) == "{}:{}:{}".format(*args)
    assert hash(ours) == hash(ref)
    for other in CASES:
        assert (ours == Loc(*other)) == (ref == Reference(*other))
        assert (ours != Loc(*other)) == (ref != Reference(*other))
    assert ours == Loc(file=args[0], line=args[1], col=args[2])
    assert Loc.__eq__(ours, args) is NotImplemented and ours != args
    assert Loc.__match_args__ == Reference.__match_args__ and not hasattr(ours, "__dict__")
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'line'"):
        ours.line = 5
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'line'"):
        del ours.line
    for again in (pickle.loads(pickle.dumps(ours)), copy.copy(ours), copy.deepcopy(ours)):
        assert again == ours and type(again) is Loc


def test_subclass_keeps_its_class():
    loc = ByteOffsetLoc("f.bc", 0, 0)
    assert str(loc) == "f.bc" and repr(loc) == "ByteOffsetLoc(file='f.bc', line=0, col=0)"
    assert loc != Loc("f.bc", 0, 0) and loc == ByteOffsetLoc("f.bc", 0, 0)
    assert type(copy.deepcopy(loc)) is ByteOffsetLoc


def test_syntax_errors_put_the_caret_under_the_column():
    from stablehlo_translate.diagnostics import ParseError

    error = ParseError(Loc("a.mlir", 3, 14), "expected non-function type", source_line="func.func @f( {\n")
    assert error.render() == "a.mlir:3:14: error: expected non-function type\nfunc.func @f( {\n             ^"
    assert error.render().splitlines()[2].index("^") == 13
