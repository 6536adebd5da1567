"""Shape functions of the dynamic-shape ops and broadcast (shapes/dynamic_shapes.py)."""
from __future__ import annotations

import numpy as np
import pytest

from stablehlo_translate.diagnostics import ConstraintError
from stablehlo_translate.verification.shapes.dynamic_shapes import SHAPE_FUNCTIONS
from shape_tables import assert_violates, run_shape_functions


def run(op: str, operands: list[str], results: list[str], **attrs):
    return run_shape_functions(SHAPE_FUNCTIONS, op, operands, results, **attrs)


Q1 = "tensor<1x2x1x!quant.uniform<i8:f32:2, {0.1:-30}>>"

POSITIVE = [
    ("broadcast", ["tensor<3xi32>"], ["tensor<1x2x3xi32>"], {"broadcast_sizes": (1, 2)}, ["tensor<1x2x3xi32>"]),
    ("broadcast", ["tensor<?xi32>"], ["tensor<2x?xi32>"], {"broadcast_sizes": (2,)}, ["tensor<2x?xi32>"]),
    ("dynamic_broadcast_in_dim", ["tensor<?x?xi32>", "tensor<3xi64>"], ["tensor<?x?x?xi32>"],
     {"broadcast_dimensions": (1, 2)}, None),
    ("dynamic_broadcast_in_dim", ["tensor<1xf32>", "tensor<3xi64>"], ["tensor<7x8x9xf32>"],
     {"broadcast_dimensions": (2,), "known_expanding_dimensions": (0,)}, None),
    ("dynamic_broadcast_in_dim", [Q1, "tensor<4xi64>"],
     ["tensor<1x2x3x2x!quant.uniform<i8:f32:3, {0.1:-30, 0.1:-30}>>"], {"broadcast_dimensions": (0, 1, 3)}, None),
    ("dynamic_iota", ["tensor<1xi64>"], ["tensor<?xf32>"], {"iota_dimension": 0}, None),
    ("dynamic_reshape", ["tensor<?xf32>", "tensor<2xindex>"], ["tensor<?x?xf32>"], {}, None),
    ("dynamic_pad", ["tensor<4xf64>", "tensor<f64>", "tensor<1xi32>", "tensor<1xi32>", "tensor<1xi32>"],
     ["tensor<?xf64>"], {}, None),
    ("real_dynamic_slice", ["tensor<3x4xi32>", "tensor<2xi64>", "tensor<2xi64>", "tensor<2xi64>"],
     ["tensor<?x?xi32>"], {}, None),
    ("set_dimension_size", ["tensor<1x128x512xf32>", "tensor<i32>"], ["tensor<1x128x512xf32>"], {"dimension": 2},
     ["tensor<1x128x?xf32, #stablehlo.bounds<?, ?, 512>>"]),
]


@pytest.mark.parametrize("op, operands, results, attrs, inferred", POSITIVE)
def test_positive(op, operands, results, attrs, inferred):
    assert run(op, operands, results, **attrs) == inferred


NEGATIVE = [
    ("broadcast", ["tensor<3xi32>"], [], {"broadcast_sizes": (1, -2)}, "broadcast",
     "Broadcast with negative dimension size -2"),
    ("dynamic_broadcast_in_dim", ["tensor<?x?xi32>", "tensor<3xi64>"], ["tensor<?x?x?xi64>"],
     {"broadcast_dimensions": (1, 2)}, "dynamic_broadcast_in_dim_c1",
     "expects operand and result to have compatible element type"),
    ("dynamic_broadcast_in_dim", ["tensor<?x?xi32>", "tensor<3xi64>"], ["tensor<?x?x?xi32>"],
     {"broadcast_dimensions": (1,)}, "dynamic_broadcast_in_dim_c2",
     "broadcast_dimensions size (1) does not match operand rank (2)"),
    ("dynamic_broadcast_in_dim", ["tensor<1xf32>", "tensor<3xi64>"], ["tensor<7x8x9xf32>"],
     {"broadcast_dimensions": (-1,)}, "dynamic_broadcast_in_dim_c3",
     "broadcast_dimensions contains invalid value -1 for result with rank 3"),
    ("dynamic_broadcast_in_dim", ["tensor<?x?xi32>", "tensor<3xi64>"], ["tensor<?x?x?xi32>"],
     {"broadcast_dimensions": (1, 1)}, "dynamic_broadcast_in_dim_c4", "should not have duplicates"),
    ("dynamic_broadcast_in_dim", ["tensor<32xf32>", "tensor<3xi64>"], ["tensor<7x8x9xf32>"],
     {"broadcast_dimensions": (2,)}, "dynamic_broadcast_in_dim_c5",
     "size of operand dimension 0 (32) is not compatible with size of result dimension 2 (9)"),
    ("dynamic_broadcast_in_dim", [Q1, "tensor<4xi64>"],
     ["tensor<1x2x3x2x!quant.uniform<i8:f32:3, {0.1:-30, 0.1:-30}>>"], {"broadcast_dimensions": (0, 1, 2)},
     "dynamic_broadcast_in_dim_c6", "result quantization_dimension 3 not same as broadcast_dimensions[2] = 2"),
    ("dynamic_broadcast_in_dim", [Q1, "tensor<4xi64>"],
     ["tensor<1x2x3x2x!quant.uniform<i8:f32:3, {0.2:2, 0.5:-20}>>"], {"broadcast_dimensions": (0, 1, 3)},
     "dynamic_broadcast_in_dim_c6", "mismatch result scale 0 (2.000000e-01) and operand scale 0 (1.000000e-01)"),
    ("dynamic_broadcast_in_dim", [Q1, "tensor<4xi64>"],
     ["tensor<1x2x3x2x!quant.uniform<i8:f32:3, {0.1:-30, 0.1:-20}>>"], {"broadcast_dimensions": (0, 1, 3)},
     "dynamic_broadcast_in_dim_c6", "mismatch result zero_point 1 (-20) and operand zero_point 0 (-30)"),
    ("dynamic_broadcast_in_dim", ["tensor<?x?xi32>", "tensor<3xi64>"], ["tensor<?x?x?xi32>"],
     {"broadcast_dimensions": (1, 2), "known_expanding_dimensions": (0, 0)}, "dynamic_broadcast_in_dim_c8",
     "duplicate expansion hint for at least one operand dimension"),
    ("dynamic_broadcast_in_dim", ["tensor<?x?xi32>", "tensor<3xi64>"], ["tensor<?x?x?xi32>"],
     {"broadcast_dimensions": (1, 2), "known_nonexpanding_dimensions": (3,)}, "dynamic_broadcast_in_dim_c9",
     "hint for non-expanding dimension 3 does not refer to a valid operand dimension"),
    ("dynamic_broadcast_in_dim", ["tensor<?x?xi32>", "tensor<?xi64>"], ["tensor<7x8x9xi32>"],
     {"broadcast_dimensions": (1, 2)}, "dynamic_broadcast_in_dim_c7", "operand #1 must be statically shaped"),
    ("dynamic_iota", ["tensor<1xi64>"], ["tensor<?xf32>"], {"iota_dimension": -1}, "dynamic_iota_c1",
     "'iota_dimension' failed to satisfy constraint"),
    ("dynamic_iota", ["tensor<1xi64>"], ["tensor<?xf32>"], {"iota_dimension": 2}, "dynamic_iota_c1",
     "iota dimension cannot go beyond the output rank"),
    ("dynamic_iota", ["tensor<2xi64>"], ["tensor<?xf32>"], {"iota_dimension": 0}, "dynamic_iota_c2",
     "result should have a rank equal to the number of elements in output_shape"),
    ("dynamic_reshape", ["tensor<?xf32>", "tensor<2xindex>"], ["tensor<?x?xf64>"], {}, "dynamic_reshape_c1",
     "expects operand and result to have compatible element type"),
    ("dynamic_reshape", ["tensor<11xf32>", "tensor<2xindex>"], ["tensor<2x5xf32>"], {}, "dynamic_reshape_c2",
     "number of output elements (10) doesn't match expected number of elements (11)"),
    ("dynamic_reshape", ["tensor<?xf32>", "tensor<2xindex>"], ["tensor<?xf32>"], {}, "dynamic_reshape_c4",
     "result should have a rank equal to the number of elements in output_shape"),
    ("dynamic_pad", ["tensor<4xf64>", "tensor<f64>", "tensor<2xi32>", "tensor<2xi32>", "tensor<2xi32>"],
     ["tensor<?xf64>"], {}, "dynamic_pad_c2", "padding operands size (2) must match operand rank (1)"),
    ("dynamic_pad", ["tensor<4xf64>", "tensor<f32>", "tensor<1xi32>", "tensor<1xi32>", "tensor<1xi32>"],
     ["tensor<?xf64>"], {}, "dynamic_pad_c1", "requires the same element type"),
    ("real_dynamic_slice", ["tensor<3x4xi32>", "tensor<1xi64>", "tensor<2xi64>", "tensor<2xi64>"],
     ["tensor<?x?xi32>"], {}, "real_dynamic_slice_c2", "failed to verify that all of {start_indices, "
     "limit_indices, strides} have same type"),
    ("real_dynamic_slice", ["tensor<3x4xi32>", "tensor<1xi64>", "tensor<1xi64>", "tensor<1xi64>"],
     ["tensor<?x?xi32>"], {}, "real_dynamic_slice_c2", "has mismatched number of operand rank (2) and "
     "start_indices size (1)"),
    ("set_dimension_size", ["tensor<1x128x512xf32>", "tensor<1xi32>"], ["tensor<1x128x512xf32>"], {"dimension": 2},
     "set_dimension_size_c2", "size operand should be of rank-0"),
    ("set_dimension_size", ["tensor<1x128x512xf32>", "tensor<i32>"], ["tensor<1x128x512xf32>"], {"dimension": 3},
     "set_dimension_size_c1", "requires dimension attribute in range [0, 3); found (3)"),
    ("set_dimension_size", ["tensor<1x128x512xf32>", "tensor<i32>"], ["tensor<1x128x512xf32>"], {"dimension": -1},
     "set_dimension_size_c1", "'dimension' failed to satisfy constraint"),
]


@pytest.mark.parametrize("op, operands, results, attrs, label, message", NEGATIVE)
def test_negative(op, operands, results, attrs, label, message):
    assert_violates(run, op, operands, results, attrs, label, message)


# --- constant shape operands (operand_values) --------------------------------------------------

def with_values(op: str, operands: list[str], results: list[str], values: dict[int, list[int]], **attrs):
    """``run`` with ``operand_values``: the given operands' values as int64 arrays, others unknown."""
    operand_values = tuple(np.array(values[i], dtype=np.int64) if i in values else None
                           for i in range(len(operands)))
    return run(op, operands, results, operand_values=operand_values, **attrs)


VALUES_POSITIVE = [
    ("dynamic_broadcast_in_dim", ["tensor<1x3xi32>", "tensor<3xi32>"], ["tensor<?x?x3xi32>"], {1: [2, 1, 3]},
     {"broadcast_dimensions": (1, 2)}),
    ("dynamic_iota", ["tensor<1xi64>"], ["tensor<4xf32>"], {0: [4]}, {"iota_dimension": 0}),
    ("dynamic_iota", ["tensor<1xi64>"], ["tensor<?xf32>"], {0: [4]}, {"iota_dimension": 0}),
    ("dynamic_reshape", ["tensor<4xf32>", "tensor<2xi64>"], ["tensor<1x4xf32>"], {1: [1, 4]}, {}),
    ("dynamic_reshape", ["tensor<4xf32>", "tensor<2xi64>"], ["tensor<?x?xf32>"], {1: [1, 4]}, {}),
    ("dynamic_pad", ["tensor<4xf64>", "tensor<f64>", "tensor<1xi32>", "tensor<1xi32>", "tensor<1xi32>"],
     ["tensor<9xf64>"], {2: [1], 3: [1], 4: [1]}, {}),
    ("dynamic_pad", ["tensor<4xf64>", "tensor<f64>", "tensor<1xi32>", "tensor<1xi32>", "tensor<1xi32>"],
     ["tensor<4xf64>"], {4: [1]}, {}),
]


@pytest.mark.parametrize("op, operands, results, values, attrs", VALUES_POSITIVE)
def test_constant_operands_positive(op, operands, results, values, attrs):
    with_values(op, operands, results, values, **attrs)


VALUES_NEGATIVE = [
    ("dynamic_broadcast_in_dim", ["tensor<1x3xi32>", "tensor<3xi32>"], ["tensor<?x?x?xi32>"], {1: [2, 1, 1]},
     {"broadcast_dimensions": (1, 2)}, "dynamic_broadcast_in_dim_c5",
     "size of operand dimension 1 (3) is not equal to 1 or value of shape at index 2 (1)"),
    ("dynamic_broadcast_in_dim", ["tensor<4xf32>", "tensor<2xi64>"], ["tensor<3x4xf32>"], {1: [-1, 4]},
     {"broadcast_dimensions": (1,)}, "dynamic_broadcast_in_dim_c7",
     "output shape [-1, 4] is incompatible with return type of operation 'tensor<3x4xf32>'"),
    ("dynamic_iota", ["tensor<1xi64>"], ["tensor<4xf32>"], {0: [1]}, {"iota_dimension": 0}, "dynamic_iota_c2",
     "output shape [1] is incompatible with return type of operation 'tensor<4xf32>'"),
    ("dynamic_reshape", ["tensor<4xf32>", "tensor<2xi64>"], ["tensor<1x4xf32>"], {1: [2, 2]}, {},
     "dynamic_reshape_c4", "output shape [2, 2] is incompatible with return type of operation 'tensor<1x4xf32>'"),
    ("dynamic_reshape", ["tensor<2x5xf32>", "tensor<3xi32>"], ["tensor<?x?x?xf32>"], {1: [2, 3, 4]}, {},
     "dynamic_reshape_c2",
     "output_shape is incompatible with input type of operation: input has 10 elements, but output_shape has 24"),
    ("dynamic_pad", ["tensor<4xf64>", "tensor<f64>", "tensor<1xi32>", "tensor<1xi32>", "tensor<1xi32>"],
     ["tensor<?xf64>"], {4: [-1]}, {}, "dynamic_pad_c3", "interior_padding must be non-negative, but got -1"),
    ("dynamic_pad", ["tensor<4xf64>", "tensor<f64>", "tensor<1xi32>", "tensor<1xi32>", "tensor<1xi32>"],
     ["tensor<4xf64>"], {2: [1], 3: [1], 4: [1]}, {}, "dynamic_pad_c4",
     "expected output dimension at index 0 to equal 9, but got 4"),
]


@pytest.mark.parametrize("op, operands, results, values, attrs, label, message", VALUES_NEGATIVE)
def test_constant_operands_negative(op, operands, results, values, attrs, label, message):
    with pytest.raises(ConstraintError) as error:
        with_values(op, operands, results, values, **attrs)
    assert error.value.label == label
    assert error.value.message == message
