"""CHLO shape functions: positive and negative tables (each negative names the constraint's message)."""
import pytest

from stablehlo_translate.ir.attributes import FloatAttr, IntegerAttr
from stablehlo_translate.diagnostics import ConstraintError
from stablehlo_translate.interpreter.ops.chlo import RaggedDotDims
from stablehlo_translate.verification.shapes import RegionTypes
from stablehlo_translate.verification.shapes import chlo as S
from stablehlo_translate.ir.types import TensorType


def T(shape, element="f32", bounds=None):
    return TensorType(None if shape is None else tuple(shape), element, bounds)


ADD_VERIFY, ADD_INFER = S.broadcast_binary("float bool int complex quant quant_axis", compatible_elements=True)


@pytest.mark.parametrize("lhs, rhs, dims, expected", [
    (T([2, 3]), T([3]), None, T([2, 3])),
    (T([2, 1]), T([1, 4]), None, T([2, 4])),
    (T([2, 3]), T([2]), (0,), T([2, 3])),
    (T([None, 3]), T([3]), None, T([None, 3])),
    (T([2, 3]), T([4]), None, T(None)),          # illegal: unranked, like upstream
    (T([2, 3]), T([2]), (0, 1), T(None)),        # wrong number of broadcast_dimensions
    (T(None), T([2]), None, T(None)),
])
def test_broadcast_binary_infer(lhs, rhs, dims, expected):
    assert ADD_INFER([lhs, rhs], broadcast_dimensions=dims) == (expected,)


@pytest.mark.parametrize("types, dims, expected", [
    # getBroadcastedShape: a ? next to a size above 1 takes it, next to 1 stays ?
    ([T([None]), T([3])], None, T([3])),
    ([T([None]), T([1])], None, T([None])),
    ([T([None, 1]), T([None, 5])], None, T([None, 5])),
    # all static or bounded: the bound kept, a bounded and a static size clash
    ([T([None], bounds=(4,)), T([2, 1])], None, T([2, None], bounds=(None, 4))),
    ([T([None], bounds=(4,)), T([4])], None, T(None)),
    ([T([None], bounds=(4,)), T([None], bounds=(4,))], None, T([None], bounds=(4,))),
    ([T([None], bounds=(4,)), T([None])], None, T([None])),
    # broadcast_dimensions: the smaller operand's dimensions placed, out of range unranked
    ([T([3]), T([3, 2])], (0,), T([3, 2])),
    ([T([3]), T([3, 2])], (2,), T(None)),
    ([T([3]), T([3, 2])], (-1,), T(None)),
    ([T([2, 1]), T(None)], (0,), T(None)),
    # three operands (broadcast_select)
    ([T([]), T([None]), T([2, None])], None, T([2, None])),
])
def test_broadcast_type(types, dims, expected):
    assert S.broadcast_type(types, "f32", dims) == expected


@pytest.mark.parametrize("op, types, result", [
    ("chlo.broadcast_shift_left", [T([2], "f64"), T([2], "f64")], T([2], "f64")),   # HLO_AnyTensor at 1.20
    ("chlo.broadcast_polygamma", [T([2], "i32"), T([2], "i32")], T([2], "i32")),
    ("chlo.broadcast_compare", [T(None), T(None)], T(None, "i1")),                   # unranked
])
def test_chlo_any_tensor_operands(op, types, result):
    from stablehlo_translate.optable import OP_TABLE

    OP_TABLE[op].verify(types, result_types=[result])


def test_chlo_logical_ops_refuse_floats():
    from stablehlo_translate.optable import OP_TABLE

    with pytest.raises(ConstraintError, match="must be tensor of bool or 2/4/8/16/32/64-bit integer values"):
        OP_TABLE["chlo.broadcast_xor"].verify([T([2]), T([2])], result_types=[T([2])])


def test_broadcast_binary_negative():
    with pytest.raises(ConstraintError, match="requires compatible element types"):
        ADD_VERIFY([T([2]), T([2], "i32")], result_types=[T([2])])
    with pytest.raises(ConstraintError, match="mismatched operand types"):
        ADD_INFER([T([2]), T([2], "i32")])
    verify, _ = S.broadcast_binary("bool int")
    with pytest.raises(ConstraintError, match="must be tensor of bool or 2/4/8/16/32/64-bit integer values"):
        verify([T([2]), T([2])], result_types=[T([2])])


def test_top_k():
    assert S.infer_top_k([T([4, 16])], k=8) == (T([4, 8]), T([4, 8], "i32"))
    assert S.infer_top_k([T([None, None], bounds=(None, 16))], k=8)[0] == T([None, 8])
    with pytest.raises(ConstraintError, match="rank must be at least 1"):
        S.infer_top_k([T([])], k=1)
    with pytest.raises(ConstraintError, match="last dimension must be at least 8"):
        S.infer_top_k([T([4])], k=8)


def test_constant_like_and_mulhi():
    S.verify_constant_like([T([2])], result_types=[T([2], "i32")], value=IntegerAttr(1, "i32"))
    with pytest.raises(ConstraintError, match="value's type doesn't match"):
        S.verify_constant_like([T([2])], result_types=[T([2], "i32")], value=FloatAttr(1.0, "f32"))
    with pytest.raises(ConstraintError, match="2/4/8/16/32/64-bit integer"):
        S.verify_mulhi([T([4], "i1"), T([4], "i1")], result_types=[T([4], "i1")])


def dims(**kw):
    return RaggedDotDims(**{k: tuple(v) for k, v in kw.items()})


def test_ragged_dot_modes():
    mode1 = dims(lhs_contracting_dimensions=[1], rhs_contracting_dimensions=[1], lhs_ragged_dimensions=[0],
                 rhs_group_dimensions=[0])
    assert S.infer_ragged_dot([T([11, 5]), T([3, 5, 7]), T([3], "i64")],
                              ragged_dot_dimension_numbers=mode1) == (T([11, 7]),)
    mode2 = dims(lhs_contracting_dimensions=[1], rhs_contracting_dimensions=[0], lhs_ragged_dimensions=[1])
    assert S.infer_ragged_dot([T([11, 5]), T([5, 7]), T([3], "i64")],
                              ragged_dot_dimension_numbers=mode2) == (T([3, 11, 7]),)


@pytest.mark.parametrize("lhs, rhs, gs, numbers, message", [
    ([11, 5], [3, 2, 7], [3], dict(lc=[1], rc=[1], lr=[0], rg=[0]), "contracting dimension sizes must match"),
    ([11, 5], [3, 5, 7], [3], dict(lc=[1], rc=[1], lr=[0, 1], rg=[0]), "exactly one ragged dimension"),
    ([11, 5], [3, 5, 7], [2], dict(lc=[1], rc=[1], lr=[0], rg=[0]), "expected to have size=2, got 3"),
    ([11, 5], [3, 5, 7], [3, 2], dict(lc=[1], rc=[1], lr=[0], rg=[0]), "group_sizes to have rank 1, got 2"),
    ([11, 5], [5, 7], [3], dict(lc=[1], rc=[0], lr=[0], rg=[]), "exactly one group dimension"),
    ([11, 5], [3, 5, 7], [3], dict(lc=[1], rc=[1], lr=[1], rg=[0]), "zero group dimensions"),
    ([11, 3], [3, 3, 7], [3], dict(lc=[1], rc=[1], lr=[0], rg=[1]), "rhs_contracting_dimensions: 1"),
])
def test_ragged_dot_negative(lhs, rhs, gs, numbers, message):
    d = dims(lhs_contracting_dimensions=numbers["lc"], rhs_contracting_dimensions=numbers["rc"],
             lhs_ragged_dimensions=numbers["lr"], rhs_group_dimensions=numbers["rg"])
    with pytest.raises(ConstraintError, match=message):
        S.verify_ragged_dot([T(lhs), T(rhs), T(gs, "i64")], result_types=[T(None)], ragged_dot_dimension_numbers=d)


def _scan_region(args, results):
    return [RegionTypes(tuple(args), tuple(results))]


def test_scan_verify_and_infer():
    body = _scan_region([T([3]), T([3])], [T([3]), T([3])])
    kwargs = dict(dimension=0, operandSegmentSizes=(1, 1), regions=body)
    S.verify_scan([T([2, 3]), T([3])], result_types=[T([2, 3]), T([3])], **kwargs)
    assert S.infer_scan([T([2, 3]), T([3])], **kwargs) == (T([2, 3]), T([3]))
    with pytest.raises(ConstraintError, match="invalid scan dimension size of operand 0"):
        S.verify_scan([T([2, 3]), T([3])], result_types=[], scan_dim_size=3, **kwargs)
    with pytest.raises(ConstraintError, match="scan dimension of operand 0 is out of bounds"):
        S.verify_scan([T([2, 3]), T([3])], result_types=[], **{**kwargs, "dimension": 2})
    with pytest.raises(ConstraintError, match="operand and body argument 1 are incompatible"):
        S.verify_scan([T([2, 3]), T([3], "i32")], result_types=[], **kwargs)
    with pytest.raises(ConstraintError, match="expects 1 arguments in the body, but got 2"):
        S.verify_scan([T([2, 3])], result_types=[], dimension=0, operandSegmentSizes=(1, 0), regions=body)
