"""Shape functions of data-movement, conversion and tuple/token ops (shapes/data_movement.py)."""
from __future__ import annotations

import numpy as np
import pytest

from stablehlo_translate.diagnostics import ConstraintError
from stablehlo_translate.verification.shapes.data_movement import SHAPE_FUNCTIONS
from shape_tables import assert_violates, run_shape_functions


def run(op: str, operands: list[str], results: list[str], **attrs):
    return run_shape_functions(SHAPE_FUNCTIONS, op, operands, results, **attrs)


POSITIVE = [
    ("transpose", ["tensor<1x2x3x4xi32>"], ["tensor<2x1x4x3xi32>"], {"permutation": (1, 0, 3, 2)},
     ["tensor<2x1x4x3xi32>"]),
    ("transpose", ["tensor<1x?x3x?xi32>"], ["tensor<?x1x?x3xi32>"], {"permutation": (1, 0, 3, 2)},
     ["tensor<?x1x?x3xi32>"]),
    ("concatenate", ["tensor<1xi32>", "tensor<2xi32>"], ["tensor<3xi32>"], {"dimension": 0}, ["tensor<3xi32>"]),
    ("concatenate", ["tensor<?x3xi32>", "tensor<2x?xi32>"], ["tensor<?x3xi32>"], {"dimension": 0},
     ["tensor<?x3xi32>"]),
    ("slice", ["tensor<3x4xi32>"], ["tensor<1x2xi32>"],
     {"start_indices": (1, 0), "limit_indices": (2, 4), "strides": (1, 2)}, ["tensor<1x2xi32>"]),
    ("pad", ["tensor<1x2x3xf16>", "tensor<f16>"], ["tensor<2x4x7xf16>"],
     {"edge_padding_low": (0, 1, 2), "edge_padding_high": (1, 1, 0), "interior_padding": (0, 0, 1)},
     ["tensor<2x4x7xf16>"]),
    ("pad", ["tensor<4xf32>", "tensor<f32>"], ["tensor<2xf32>"],
     {"edge_padding_low": (-1,), "edge_padding_high": (-1,), "interior_padding": (0,)}, ["tensor<2xf32>"]),
    ("reverse", ["tensor<3x2xi32>"], ["tensor<3x2xi32>"], {"dimensions": (0, 1)}, ["tensor<3x2xi32>"]),
    ("dynamic_slice", ["tensor<3x4xi32>", "tensor<i64>", "tensor<i64>"], ["tensor<1x4xi32>"],
     {"slice_sizes": (1, 4)}, ["tensor<1x4xi32>"]),
    ("dynamic_update_slice", ["tensor<3x4xi64>", "tensor<1x4xi64>", "tensor<i64>", "tensor<i64>"],
     ["tensor<3x4xi64>"], {}, ["tensor<3x4xi64>"]),
    ("get_dimension_size", ["tensor<1x128x512xf32>"], ["tensor<i32>"], {"dimension": 2}, ["tensor<i32>"]),
    ("tuple", ["tensor<1xi32>", "!stablehlo.token"], ["tuple<tensor<1xi32>, !stablehlo.token>"], {},
     ["tuple<tensor<1xi32>, !stablehlo.token>"]),
    ("get_tuple_element", ["tuple<tensor<f32>, tensor<i32>>"], ["tensor<i32>"], {"index": 1}, ["tensor<i32>"]),
    ("after_all", ["!stablehlo.token", "!stablehlo.token"], ["!stablehlo.token"], {}, ["!stablehlo.token"]),
    ("create_token", [], ["!stablehlo.token"], {}, ["!stablehlo.token"]),
    ("optimization_barrier", ["tensor<f32>", "tensor<2xi8>"], ["tensor<f32>", "tensor<2xi8>"], {},
     ["tensor<f32>", "tensor<2xi8>"]),
    ("reduce_precision", ["tensor<6xf32>"], ["tensor<6xf32>"], {"exponent_bits": 5, "mantissa_bits": 0},
     ["tensor<6xf32>"]),
    ("constant", [], ["tensor<2xindex>"], {"value": np.zeros(2, np.int64)}, ["tensor<2xindex>"]),
    ("constant", [], ["tensor<3xi32>"], {"value": np.zeros((), np.int32)}, ["tensor<i32>"]),
    ("iota", [], ["tensor<4x5xi32>"], {"iota_dimension": 1}, None),
    ("broadcast_in_dim", ["tensor<1x2xi32>"], ["tensor<3x1x2xi32>"], {"broadcast_dimensions": (1, 2)}, None),
    ("broadcast_in_dim", ["tensor<1xi32>"], ["tensor<?x3xi32, #stablehlo.bounds<4, ?>>"],
     {"broadcast_dimensions": (1,)}, None),
    ("reshape", ["tensor<2x4xf32>"], ["tensor<8xf32>"], {}, None),
    ("convert", ["tensor<2xf32>"], ["tensor<2xi8>"], {}, None),
    ("bitcast_convert", ["tensor<2xf64>"], ["tensor<2x2xf32>"], {}, None),
    ("bitcast_convert", ["tensor<2x4xi8>"], ["tensor<2xf32>"], {}, None),
]


@pytest.mark.parametrize("op, operands, results, attrs, expected", POSITIVE)
def test_positive(op, operands, results, attrs, expected):
    assert run(op, operands, results, **attrs) == expected


S34 = {"start_indices": (0, 0), "limit_indices": (1, 4), "strides": (1, 1)}
PAD = {"edge_padding_low": (0, 0, 0), "edge_padding_high": (0, 0, 0), "interior_padding": (0, 0, 0)}

# (op, operands, results, attrs, violated constraint label, upstream message substring)
NEGATIVE = [
    ("transpose", ["tensor<1x2x3x4xi32>"], ["tensor<2xi32>"], {"permutation": (1,)}, "transpose_c2",
     "TransposeOp operand rank 4 does not match permutation size 1"),
    ("transpose", ["tensor<1x2x3x4xi32>"], ["tensor<2xi32>"], {"permutation": (1, 0, 3, 9)}, "transpose_c2",
     "attribute permutation must be a permutation of [0, 1, 2, 3] but got 1, 0, 3, 9"),
    ("concatenate", [], ["tensor<2xi32>"], {"dimension": 0}, "concatenate_c3",
     "expected 1 or more operands, but found 0"),
    ("concatenate", ["tensor<1xi32>"], ["tensor<1xi32>"], {"dimension": -1}, "concatenate_c4",
     "attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is "
     "non-negative"),
    ("concatenate", ["tensor<i32>", "tensor<i32>"], ["tensor<2xi32>"], {"dimension": 0}, "concatenate_c2",
     "rank-0 values cannot be concatenated"),
    ("concatenate", ["tensor<1xi32>", "tensor<2x2xi32>"], ["tensor<3xi32>"], {"dimension": 0},
     "concatenate_c2", "operands (0) and (1) do not match rank"),
    ("concatenate", ["tensor<1xi32>", "tensor<2xi32>"], ["tensor<3xi32>"], {"dimension": 10},
     "concatenate_c4", "dimension 10 is out-of-bounds for input rank 1"),
    ("concatenate", ["tensor<1x3xi32>", "tensor<2x2xi32>"], ["tensor<3x3xi32>"], {"dimension": 0},
     "concatenate_c2", "shapes of operand (0) and (1) are not compatible at non-concat index 1: (1, 3) != (2, 2)"),
    ("concatenate", ["tensor<1xi32>", "tensor<2xf32>"], ["tensor<3xi32>"], {"dimension": 0},
     "concatenate_c1", "requires the same element type"),
    ("slice", ["tensor<3x4xi32>"], ["tensor<1x4xi32>"], dict(S34, start_indices=(0, 0, 0)), "slice_c2",
     "the number of elements in start_indices (3) does not match the rank of the operand (2)"),
    ("slice", ["tensor<3x4xi32>"], ["tensor<1x4xi32>"], dict(S34, start_indices=(-1, 0)), "slice_c3",
     "negative start index -1 in dimension 0"),
    ("slice", ["tensor<3x4xi32>"], ["tensor<1x4xi32>"], dict(S34, limit_indices=(1, 5)), "slice_c3",
     "limit index 5 is larger than dimension size 4 in dimension 1"),
    ("slice", ["tensor<3x?xi32, #stablehlo.bounds<?, 4>>"], ["tensor<1x?xi32>"], dict(S34, limit_indices=(1, 5)),
     "slice_c3", "limit index 5 is larger than dimension bound 4 in dimension 1"),
    ("slice", ["tensor<3x4xi32>"], ["tensor<1x4xi32>"], dict(S34, start_indices=(0, 3), limit_indices=(1, 2)),
     "slice_c3", "start index 3 is larger than limit index 2 in dimension 1"),
    ("slice", ["tensor<3x4xi32>"], ["tensor<1x4xi32>"], dict(S34, strides=(0, 1)), "slice_c4",
     "stride must be positive but got 0 in dimension 0"),
    ("pad", ["tensor<1x2x3xf16>", "tensor<f16>"], ["tensor<1x2x3xf16>"], dict(PAD, edge_padding_low=(0, 0)),
     "pad_c2", "edge_padding_low length (2) must match operand rank (3)"),
    ("pad", ["tensor<1x2x3xf16>", "tensor<f16>"], ["tensor<1x2x3xf16>"], dict(PAD, interior_padding=(0, -1, 0)),
     "pad_c3", "Interior padding cannot be negative: -1"),
    ("pad", ["tensor<1x2x3xf16>", "tensor<f16>"], ["tensor<1x2x3xf16>"], dict(PAD, edge_padding_low=(0, 0, -4)),
     "pad_c4", "Padding result in negative size for dimension 2"),
    ("pad", ["tensor<1x2x3xf16>", "tensor<2xf16>"], ["tensor<1x2x3xf16>"], PAD, "pad_c1",
     "operand #1 must be 0D tensor"),
    ("reverse", ["tensor<3x2xi32>"], ["tensor<3x2xi32>"], {"dimensions": (0, 0)}, "reverse_c2",
     "dimensions should be unique. Got: 0, 0"),
    ("reverse", ["tensor<3x2xi32>"], ["tensor<3x2xi32>"], {"dimensions": (-1,)}, "reverse_c3",
     "all dimensions should be non-negative. Got dimension: -1."),
    ("reverse", ["tensor<3x2xi32>"], ["tensor<3x2xi32>"], {"dimensions": (2,)}, "reverse_c3",
     "all dimensions should be between [0, 2). Got dimension: 2."),
    ("dynamic_slice", ["tensor<3x4xi32>", "tensor<i64>", "tensor<i64>"], ["tensor<1x4xi32>"],
     {"slice_sizes": (4,)}, "dynamic_slice_c2",
     "has mismatched number of slice sizes (1) and number of start indices (2)"),
    ("dynamic_slice", ["tensor<3x4xi32>", "tensor<i64>"], ["tensor<1x4xi32>"], {"slice_sizes": (1,)},
     "dynamic_slice_c2", "has mismatched number of start indices (1) and the rank of operand (2)"),
    ("dynamic_slice", ["tensor<3x4xi32>", "tensor<i32>", "tensor<i64>"], ["tensor<1x4xi32>"],
     {"slice_sizes": (1, 4)}, "dynamic_slice_c3", "start indices must have same element type"),
    ("dynamic_slice", ["tensor<3x4xi32>", "tensor<i64>", "tensor<i64>"], ["tensor<1x4xi32>"],
     {"slice_sizes": (-1, 4)}, "dynamic_slice_c4", "has negative size index to dynamic slice: -1"),
    ("dynamic_slice", ["tensor<3x4xi32>", "tensor<i64>", "tensor<i64>"], ["tensor<1x4xi32>"],
     {"slice_sizes": (1, 10)}, "dynamic_slice_c4",
     "has slice size 10 greater than dimension size 4 in dimension 1 of operand"),
    ("dynamic_update_slice", ["tensor<3x4xi64>", "tensor<2xi64>", "tensor<i64>", "tensor<i64>"],
     ["tensor<3x4xi64>"], {}, "dynamic_update_slice_c3", "update rank does not match operand rank: 1 vs 2."),
    ("dynamic_update_slice", ["tensor<3x4xi64>", "tensor<1x2xi64>", "tensor<i64>"], ["tensor<3x4xi64>"], {},
     "dynamic_update_slice_c4", "expects number of start_indices to match operand rank: 1 vs 2."),
    ("dynamic_update_slice", ["tensor<3x4xi64>", "tensor<1x5xi64>", "tensor<i64>", "tensor<i64>"],
     ["tensor<3x4xi64>"], {}, "dynamic_update_slice_c6",
     "expects size at dimension 1 of update to be in range [0, 4]. Got: 5."),
    ("get_dimension_size", ["tensor<1x128x512xf32>"], ["tensor<i32>"], {"dimension": 3},
     "get_dimension_size_c1", "requires dimension attribute in range [0, 3); found (3)"),
    ("get_dimension_size", ["tensor<1x128x512xf32>"], ["tensor<i32>"], {"dimension": -1},
     "get_dimension_size_c1", "attribute 'dimension' failed to satisfy constraint"),
    ("get_tuple_element", ["tuple<tensor<f32>, tensor<i32>>"], ["tensor<f32>"], {"index": 2},
     "get_tuple_element_c1", "index 2 is out of bounds of operand with size 2"),
    ("get_tuple_element", ["tuple<tensor<f32>, tensor<i32>>"], ["tensor<f32>"], {"index": -1},
     "get_tuple_element_c1", "attribute 'index' failed to satisfy constraint: 32-bit signless integer"),
    ("after_all", ["tensor<f32>"], ["!stablehlo.token"], {}, "after_all_c1", "operand #0 must be"),
    ("reduce_precision", ["tensor<6xf32>"], ["tensor<6xf32>"], {"exponent_bits": 0, "mantissa_bits": 0},
     "reduce_precision_c2", "attribute 'exponent_bits' failed to satisfy constraint: 32-bit signless integer "
     "attribute whose value is positive"),
    ("reduce_precision", ["tensor<6xf32>"], ["tensor<6xf32>"], {"exponent_bits": 1, "mantissa_bits": -1},
     "reduce_precision_c3", "attribute 'mantissa_bits' failed to satisfy constraint"),
    ("constant", [], ["tensor<?xi32>"], {"value": np.zeros(1, np.int32)}, "constant_c1",
     "result #0 must be statically shaped tensor"),
    ("iota", [], ["tensor<i32>"], {"iota_dimension": 0}, "iota_c1", "does not support scalars"),
    ("iota", [], ["tensor<4xi32>"], {"iota_dimension": 1}, "iota_c1",
     "iota dimension cannot go beyond the output rank"),
    ("broadcast_in_dim", ["tensor<1x2xi32>"], ["tensor<1x2x3xi32>"], {"broadcast_dimensions": (1,)},
     "broadcast_in_dim_c2", "broadcast_dimensions size (1) does not match operand rank (2)"),
    ("broadcast_in_dim", ["tensor<1x2xi32>"], ["tensor<1x2x2xi32>"], {"broadcast_dimensions": (-1, 2)},
     "broadcast_in_dim_c3", "broadcast_dimensions contains invalid value -1 for result with rank 3"),
    ("broadcast_in_dim", ["tensor<1x1x3xi32>"], ["tensor<1x2x3xi32>"], {"broadcast_dimensions": (0, 0, 2)},
     "broadcast_in_dim_c4", "broadcast_dimensions should not have duplicates"),
    ("broadcast_in_dim", ["tensor<3xi32>"], ["tensor<1x2x3xi32>"], {"broadcast_dimensions": (1,)},
     "broadcast_in_dim_c5", "size of operand dimension 0 (3) is not equal to 1 or size of result dimension 1 (2)"),
    ("broadcast_in_dim", ["tensor<3xi32>"], ["tensor<?x3xi32>"], {"broadcast_dimensions": (1,)},
     "broadcast_in_dim_c1", "must be statically shaped or single bounded dimension tensor"),
    ("broadcast_in_dim", ["tensor<3xi32>"], ["tensor<3xf32>"], {"broadcast_dimensions": (0,)},
     "broadcast_in_dim_c1", "requires the same element type for all operands and results"),
    ("reshape", ["tensor<2x4xf32>"], ["tensor<3x3xf32>"], {}, "reshape_c2",
     "number of output elements (9) doesn't match expected number of elements (8)"),
    ("convert", ["tensor<2xf32>"], ["tensor<3xi8>"], {}, "convert_c1", "requires the same shape"),
    ("bitcast_convert", ["tensor<2xf64>"], ["tensor<3xi64>"], {}, "bitcast_convert_c1",
     "operand and result shapes must match except for the innermost dimension of the shape with the smaller "
     "element type. Got: 'tensor<2xf64>' and 'tensor<3xi64>'."),
    ("bitcast_convert", ["tensor<f64>"], ["tensor<f32>"], {}, "bitcast_convert_c1",
     "rank of smaller element type (0) should be 1 more than rank of larger element type (0), but 0 != 0 + 1."),
    ("bitcast_convert", ["tensor<2xf64>"], ["tensor<2x4xf32>"], {}, "bitcast_convert_c2",
     "requires compatible bit widths. Got: 'tensor<2xf64>' and 'tensor<2x4xf32>', but 32 * 4 != 64."),
    ("bitcast_convert", ["tensor<2x4xcomplex<f32>>"], ["tensor<2x2xf64>"], {}, "bitcast_convert_c2",
     "cannot convert between real and complex types"),
]


@pytest.mark.parametrize("op, operands, results, attrs, label, message", NEGATIVE)
def test_negative(op, operands, results, attrs, label, message):
    assert_violates(run, op, operands, results, attrs, label, message)


def test_rows_carry_the_shape_functions():
    import stablehlo_translate.interpreter.ops  # noqa: F401  (registers the rows)
    from stablehlo_translate.optable import OP_TABLE

    for name, functions in SHAPE_FUNCTIONS.items():
        row = OP_TABLE[f"stablehlo.{name}"]
        assert (row.verify, row.infer) == functions


PAD_ATTRS = {"edge_padding_high": (0, 0, 0), "interior_padding": (1, 1, 1)}


def test_pad_keeps_padded_bounds():
    assert run("pad", ["tensor<3x?x?xf16, #stablehlo.bounds<?, 3, ?>>", "tensor<f16>"], ["tensor<?x?x?xf16>"],
               edge_padding_low=(2, 2, 0), **PAD_ATTRS) == ["tensor<7x?x?xf16, #stablehlo.bounds<?, 7, ?>>"]


def test_pad_negative_bound():
    with pytest.raises(ConstraintError) as error:
        run("pad", ["tensor<3x?x?xf16, #stablehlo.bounds<?, 3, ?>>", "tensor<f16>"], ["tensor<?x?x?xf16>"],
            edge_padding_low=(2, -10, 0), **PAD_ATTRS)
    assert (error.value.label, error.value.message) == ("pad_c4", "Padding result in negative bound for dimension 1")


def test_slice_of_dynamic_dimensions_is_static():
    """The indices fix every result size, bounded or not (as upstream infers slice)."""
    assert run("slice", ["tensor<3x?x?xi32, #stablehlo.bounds<?, 4, ?>>"], ["tensor<?x?x?xi32>"],
               start_indices=(1, 0, 0), limit_indices=(2, 4, 4), strides=(1, 2, 2)) == ["tensor<1x2x2xi32>"]
