"""Shape functions of reduce, map, reduce_window, select_and_scatter, sort and the shared
reduction-region checks (shapes/reduction.py); expected types and messages from the spec and
upstream's diagnostics, by hand."""
from __future__ import annotations

import numpy as np
import pytest

from stablehlo_translate.ir.attributes import DenseElementsAttr
from stablehlo_translate.diagnostics import ConstraintError
from stablehlo_translate.text.parser import parse_type
from stablehlo_translate.verification.shapes import RegionTypes
from stablehlo_translate.verification.shapes.reduction import SHAPE_FUNCTIONS, check_reduction_region, promotable
from stablehlo_translate.ir.types import TensorType
from stablehlo_translate.verification.verifier import region_verifier


def region(args: list[str], results: list[str]) -> RegionTypes:
    return RegionTypes(tuple(map(parse_type, args)), tuple(map(parse_type, results)))


def padding(rows: list[list[int]]) -> DenseElementsAttr:
    array = np.array(rows, dtype=np.int64).reshape(-1, 2) if rows else np.zeros((0, 2), np.int64)
    return DenseElementsAttr(TensorType(array.shape, "i64"), array)


def run(op: str, operands: list[str], results: list[str], regions: list[RegionTypes], **attrs):
    """verify, the region checks (verifier.region_verifier), then infer; the inferred types as text."""
    verify, infer = SHAPE_FUNCTIONS[op]
    operand_types = tuple(map(parse_type, operands))
    result_types = tuple(map(parse_type, results))
    for check in (verify, region_verifier(f"stablehlo.{op}")):
        if check is not None:
            check(operand_types, result_types=result_types, regions=tuple(regions), **attrs)
    return [str(t) for t in infer(operand_types, result_types=result_types, regions=tuple(regions), **attrs)]


ADD_F32 = region(["tensor<f32>", "tensor<f32>"], ["tensor<f32>"])
ADD_I32 = region(["tensor<i32>", "tensor<i32>"], ["tensor<i32>"])
LESS_F32 = region(["tensor<f32>", "tensor<f32>"], ["tensor<i1>"])

POSITIVE = [
    ("reduce", ["tensor<4x5xf32>", "tensor<f32>"], ["tensor<5xf32>"], [ADD_F32], {"dimensions": (0,)},
     ["tensor<5xf32>"]),
    ("reduce", ["tensor<?x5xf32>", "tensor<4x?xi32>", "tensor<f32>", "tensor<i32>"],
     ["tensor<?xf32>", "tensor<?xi32>"],
     [region(["tensor<f32>", "tensor<i32>", "tensor<f32>", "tensor<i32>"], ["tensor<f32>", "tensor<i32>"])],
     {"dimensions": (1,)}, ["tensor<?xf32>", "tensor<?xi32>"]),
    # a body over the kept dimension (reduce C6's allowed dimensions)
    ("reduce", ["tensor<4x4xf32>", "tensor<4xf32>"], ["tensor<4xf32>"],
     [region(["tensor<4xf32>", "tensor<4xf32>"], ["tensor<4xf32>"])], {"dimensions": (0,)}, ["tensor<4xf32>"]),
    # accumulators wider than the inputs (promotable element types)
    ("reduce", ["tensor<8xi8>", "tensor<i32>"], ["tensor<i32>"],
     [region(["tensor<i32>", "tensor<i32>"], ["tensor<i32>"])], {"dimensions": (0,)}, ["tensor<i32>"]),
    ("map", ["tensor<4x5xf32>", "tensor<4x5xf32>"], ["tensor<4x5xf32>"], [ADD_F32], {"dimensions": (0, 1)},
     ["tensor<4x5xf32>"]),
    ("map", ["tensor<4xi32>"], ["tensor<4xi1>"], [region(["tensor<i32>"], ["tensor<i1>"])], {"dimensions": (0,)},
     ["tensor<4xi1>"]),
    # spec.md#reduce_window example: 3x2 input, 2x1 window, strides 4x1, padding [[2,1],[0,0]], dilations
    ("reduce_window", ["tensor<3x2xi64>", "tensor<i64>"], ["tensor<2x2xi64>"],
     [region(["tensor<i64>", "tensor<i64>"], ["tensor<i64>"])],
     {"window_dimensions": (2, 1), "window_strides": (4, 1), "base_dilations": (2, 1),
      "window_dilations": (3, 1), "padding": padding([[2, 1], [0, 0]])}, ["tensor<2x2xi64>"]),
    ("reduce_window", ["tensor<4x?xf32>", "tensor<f32>"], ["tensor<3x?xf32>"], [ADD_F32],
     {"window_dimensions": (2, 1)}, ["tensor<3x?xf32>"]),
    # spec.md#select_and_scatter example: 4x2 operand, 3x1 windows, strides 2x1, padding [[0,1],[0,0]]
    ("select_and_scatter", ["tensor<4x2xi64>", "tensor<2x2xi64>", "tensor<i64>"], ["tensor<4x2xi64>"],
     [region(["tensor<i64>", "tensor<i64>"], ["tensor<i1>"]), region(["tensor<i64>", "tensor<i64>"],
                                                                      ["tensor<i64>"])],
     {"window_dimensions": (3, 1), "window_strides": (2, 1), "padding": padding([[0, 1], [0, 0]])},
     ["tensor<4x2xi64>"]),
    ("sort", ["tensor<2x3xf32>", "tensor<2x3xi32>"], ["tensor<2x3xf32>", "tensor<2x3xi32>"],
     [region(["tensor<f32>", "tensor<f32>", "tensor<i32>", "tensor<i32>"], ["tensor<i1>"])], {"dimension": -1},
     ["tensor<2x3xf32>", "tensor<2x3xi32>"]),
]


@pytest.mark.parametrize("op, operands, results, regions, attrs, expected", POSITIVE)
def test_valid_ops_infer_their_result_types(op, operands, results, regions, attrs, expected):
    assert run(op, operands, results, regions, **attrs) == expected


NEGATIVE = [
    ("reduce", ["tensor<4xf32>", "tensor<f32>"], [ADD_F32], {"dimensions": (1,)}, "reduce_c4",
     "Out-of-bounds dimension 1, expected to be in range [0, 1)"),
    ("reduce", ["tensor<4x5xf32>", "tensor<f32>"], [ADD_F32], {"dimensions": (0, 0)}, "reduce_c5",
     "Duplicate reduction dimension: 0"),
    ("reduce", ["tensor<4xf32>", "tensor<5xf32>", "tensor<f32>", "tensor<f32>"],
     [region(["tensor<f32>"] * 4, ["tensor<f32>", "tensor<f32>"])], {"dimensions": (0,)}, "reduce_c1",
     "expects all inputs to have compatible shapes. Shape at input-index 1 is not compatible with shape at "
     "input-index 0"),
    ("reduce", ["tensor<4x4xf32>", "tensor<4xf32>"], [region(["tensor<3xf32>", "tensor<3xf32>"], ["tensor<3xf32>"])],
     {"dimensions": (0,)}, "reduce_c6", "The shape of reduction-region's result type at index 0 differs from the "
     "op's corresponding init-value type: 'tensor<3xf32>' vs 'tensor<4xf32>'"),
    ("reduce", ["tensor<4x4xf32>", "tensor<f32>"], [region(["tensor<f32>", "tensor<4x4xf32>"], ["tensor<f32>"])],
     {"dimensions": (0,)}, "reduce_c6", "The type of reduction-region's parameter at index 1 is different than "
     "the corresponding result type: 'tensor<4x4xf32>' vs 'tensor<f32>'"),
    ("reduce", ["tensor<4xi32>", "tensor<i8>"], [region(["tensor<i8>", "tensor<i8>"], ["tensor<i8>"])],
     {"dimensions": (0,)}, "reduce_c6", "The element-type of reduction-region's argument at index 1 is expected "
     "to be promotable from 'i32', but got 'i8'"),
    ("reduce", ["tensor<4x!quant.uniform<i8:f32:0, {0.1:-30}>>", "tensor<f32>"], [ADD_F32], {"dimensions": (0,)},
     "reduce_c1", "operand #0 must be variadic of ranked tensor of 4/6/8/16/32/64-bit float or bool or "
     "2/4/8/16/32/64-bit integer or complex type with 32/64-bit float elements or per-tensor integer quantized "
     "values, but got 'tensor<4x!quant.uniform<i8:f32:0, {1.000000e-01:-30}>>'"),
    ("map", ["tensor<4xf32>", "tensor<4xf32>"], [region(["tensor<f32>"], ["tensor<f32>"])], {"dimensions": (0,)},
     "map_c4", "expects number of operands to match the arity of map computation, but got: 2 and 1"),
    ("map", ["tensor<4xf32>"], [region(["tensor<i32>"], ["tensor<f32>"])], {"dimensions": (0,)}, "map_c4",
     "element type of operands and computation arguments must match, but got: 'f32' and 'i32'"),
    ("map", ["tensor<4xf32>"], [region(["tensor<f32>"], [])], {"dimensions": (0,)}, "map_c4",
     "computation must return single output, but got: 0"),
    ("map", ["tensor<2x2xf32>"], [region(["tensor<f32>"], ["tensor<f32>"])], {"dimensions": (1, 0)}, "map_c3",
     "requires monotonically increasing dimension numbers, but got: 1, 0"),
    ("map", ["tensor<2x2xf32>"], [region(["tensor<f32>"], ["tensor<f32>"])], {"dimensions": (0,)}, "map_c3",
     "applied to a subset of dimensions currently not supported: operand dimensions = 2, requested map "
     "dimensions size = 1"),
    ("reduce_window", ["tensor<4x4xf32>", "tensor<f32>"], [ADD_F32], {"window_dimensions": (2,)},
     "reduce_window_c4", "expects window-dimensions size == input rank, but got window-dimensions size: 1 and "
     "input: 'tensor<4x4xf32>' with rank = 2."),
    ("reduce_window", ["tensor<4xf32>", "tensor<f32>"], [ADD_F32], {"window_dimensions": (0,)},
     "reduce_window_c5", "expects window to have positive value for 0-th window dimension, but got 0."),
    ("reduce_window", ["tensor<4xf32>", "tensor<f32>"], [ADD_F32],
     {"window_dimensions": (2,), "window_strides": (1, 1)}, "reduce_window_c6",
     "expects window-strides to have same dimension-size as size of window dimensions (1), but got: 2."),
    ("reduce_window", ["tensor<4xf32>", "tensor<f32>"], [ADD_F32],
     {"window_dimensions": (2,), "window_dilations": (0,)}, "reduce_window_c11",
     "expects window to have positive window dilation factor for 0-th window dimension, but got 0."),
    ("reduce_window", ["tensor<4xf32>", "tensor<f32>"], [ADD_F32],
     {"window_dimensions": (2,), "padding": padding([[0, 0], [0, 0]])}, "reduce_window_c12",
     "expects padding-entries to have same dimension-size as size of window dimensions (1), but got: 2."),
    ("reduce_window", ["tensor<4xf32>", "tensor<f32>"], [region(["tensor<f32>"], ["tensor<f32>"])],
     {"window_dimensions": (2,)}, "reduce_window_c13", "Reduction-region must take 2 parameters, but takes "
     "1 parameter(s)"),
    ("select_and_scatter", ["tensor<4xf32>", "tensor<2xf32>", "tensor<f32>"],
     [region(["tensor<f32>"], ["tensor<i1>"]), ADD_F32], {"window_dimensions": (2,), "window_strides": (2,)},
     "select_and_scatter_c9", "expects the select-region to take 2 parameters, but takes 1"),
    ("select_and_scatter", ["tensor<4xf32>", "tensor<2xf32>", "tensor<f32>"],
     [region(["tensor<f32>", "tensor<f32>"], ["tensor<f32>"]), ADD_F32],
     {"window_dimensions": (2,), "window_strides": (2,)}, "select_and_scatter_c9",
     "expects the return-type of select-region to be tensor<i1>, but got: 'tensor<f32>'"),
    ("select_and_scatter", ["tensor<4xf32>", "tensor<3xf32>", "tensor<f32>"], [LESS_F32, ADD_F32],
     {"window_dimensions": (2,), "window_strides": (2,)}, "select_and_scatter_c2",
     "expects source-type to be 'tensor<2xf32>', but got'tensor<3xf32>'"),
    ("select_and_scatter", ["tensor<4xf32>", "tensor<2xf32>", "tensor<f32>"], [LESS_F32, ADD_F32],
     {"window_dimensions": (2, 2)}, "select_and_scatter_c4", "expects window-dimensions size == operand rank, "
     "but got window-dimensions size: 2 and operand-type: 'tensor<4xf32>' with rank = 1."),
    ("sort", ["tensor<2x3xf32>"], [LESS_F32], {"dimension": 2}, "sort_c4",
     "dimension attribute value must be in range [-2, 2), but found 2"),
    ("sort", ["tensor<3xf32>", "tensor<3xi32>"], [LESS_F32], {"dimension": 0}, "sort_c5",
     "comparator block should have 4 arguments"),
    ("sort", ["tensor<3xi32>"], [LESS_F32], {"dimension": 0}, "sort_c5",
     "comparator block argument #0 should be of type 'tensor<i32>' but got 'tensor<f32>'"),
    ("sort", ["tensor<3xf32>"], [ADD_F32], {"dimension": 0}, "sort_c5",
     "comparator must return tensor<i1> but got 'tensor<f32>'"),
]


@pytest.mark.parametrize("op, operands, regions, attrs, label, message", NEGATIVE)
def test_invalid_ops_name_the_violated_constraint(op, operands, regions, attrs, label, message):
    with pytest.raises(ConstraintError) as error:
        run(op, operands, [], regions, **attrs)
    assert (error.value.label, error.value.message) == (label, message)


REGIONS = [
    (region(["tensor<f32>"] * 3, ["tensor<f32>"]), "Reduction-region must take 2 parameters, but takes 3 parameter(s)"),
    (region(["tensor<f32>"] * 2, []), "The reduction-region expected to return some value(s)"),
    (region(["tensor<f32>"] * 2, ["tensor<f32>"] * 2), "Reduction-region here must produce 1 tensors, but "
     "produces 2 instead"),
    (region(["tensor<f32>"] * 2, ["tuple<tensor<f32>, tensor<f32>>"]), "Reduction-region here must produce "
     "tensor-typed result(s), but produces 'tuple<tensor<f32>, tensor<f32>>' instead"),
    (region(["tensor<f32>", "tensor<i32>"], ["tensor<f32>"]), "The type of reduction-region's parameter at index 1 "
     "is different than the corresponding result type: 'tensor<i32>' vs 'tensor<f32>'"),
    (region(["tensor<f32>", "tensor<f32>"], ["tensor<i32>"]), "The type of reduction-region's parameter at index 0 "
     "is different than the corresponding result type: 'tensor<f32>' vs 'tensor<i32>'"),
    (region(["tensor<i32>", "tensor<i32>"], ["tensor<i32>"]), "The element-type of reduction-region's result type "
     "at index 0 is expected to be promotable from the op's corresponding init-value element-type: "
     "'tensor<i32>' vs 'tensor<f32>'"),
    (region(["tensor<4xf32>", "tensor<4xf32>"], ["tensor<4xf32>"]), "The shape of reduction-region's result type "
     "at index 0 differs from the op's corresponding init-value type: 'tensor<4xf32>' vs 'tensor<f32>'"),
]


@pytest.mark.parametrize("body, message", REGIONS)
def test_reduction_regions_of_0d_bodies(body, message):
    """all_reduce's body (all_reduce C5): one f32 input, a 0-d init value, no kept dimensions."""
    with pytest.raises(ConstraintError) as error:
        check_reduction_region(body, [parse_type("tensor<10xf32>")], [parse_type("tensor<f32>")], (), "all_reduce_c5")
    assert (error.value.label, error.value.message) == ("all_reduce_c5", message)


def test_reduction_region_accepts_wider_floats_and_subsequences_of_kept_dimensions():
    check_reduction_region(region(["tensor<f32>", "tensor<bf16>"], ["tensor<f32>"]), [parse_type("tensor<4xbf16>")],
                           [parse_type("tensor<f32>")])
    check_reduction_region(region(["tensor<3xf32>", "tensor<3xf32>"], ["tensor<3xf32>"]),
                           [parse_type("tensor<2x4x3xf32>")], [parse_type("tensor<3xf32>")], (2, 3))


@pytest.mark.parametrize("source, target, expected", [
    ("tensor<i8>", "tensor<i32>", True), ("tensor<i32>", "tensor<i8>", False), ("tensor<f64>", "tensor<f16>", False),
    ("tensor<f32>", "tensor<i32>", False), ("tensor<complex<f32>>", "tensor<complex<f64>>", True),
    ("tensor<!quant.uniform<i8:f32, 2.0:15>>", "tensor<!quant.uniform<i32:f32, 2.0:15>>", True),
    ("tensor<!quant.uniform<i8:f32, 2.0:15>>", "tensor<!quant.uniform<i32:f64, 2.0:15>>", False)])
def test_promotable_element_types(source, target, expected):
    assert promotable(parse_type(source), parse_type(target)) is expected
