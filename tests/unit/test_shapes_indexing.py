"""Shape functions of gather, dynamic_gather, scatter and torch_index_select (shapes/indexing.py)."""
from __future__ import annotations

import numpy as np
import pytest

from stablehlo_translate.diagnostics import ConstraintError
from stablehlo_translate.interpreter.ops.indexing import SliceDims
from stablehlo_translate.text.parser import parse_type
from stablehlo_translate.verification.shapes import RegionTypes
from stablehlo_translate.verification.shapes.indexing import SHAPE_FUNCTIONS
from shape_tables import run_shape_functions


def run(op: str, operands: list[str], results: list[str], **attrs):
    return run_shape_functions(SHAPE_FUNCTIONS, op, operands, results, **attrs)


def dims(window=(), collapsed=(), operand_batching=(), indices_batching=(), index_map=(), index_vector_dim=0):
    return SliceDims(tuple(window), tuple(collapsed), tuple(operand_batching), tuple(indices_batching),
                     tuple(index_map), index_vector_dim)


# spec.md#gather's example: operand 3x4x2, start_indices 2x3x2, offset_dims [2, 3], collapsed [0],
# start_index_map [1, 0], index_vector_dim 2, slice_sizes [1, 2, 2] -> 2x3x2x2.
SPEC_GATHER = dims((2, 3), (0,), (), (), (1, 0), 2)
# With batching dims: operand 2x3x4x2, start_indices 2x2x3x2 (batch dims 0 of both) -> 2x2x3x2x2.
BATCHED_GATHER = dims((3, 4), (1,), (0,), (1,), (2, 1), 3)


def sum_region(element: str = "f32", count: int = 1) -> RegionTypes:
    t = parse_type(f"tensor<{element}>")
    return RegionTypes((t,) * (2 * count), (t,) * count)


SCATTER_DIMS = dims((1,), (0, 1), (), (), (0, 1), 1)
SCATTER_OPERANDS = ["tensor<200x100x300xf32>", "tensor<10x2xi32>", "tensor<10x300xf32>"]

POSITIVE = [
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>"], ["tensor<2x3x2x2xi32>"],
     {"dimension_numbers": SPEC_GATHER, "slice_sizes": (1, 2, 2)}, ["tensor<2x3x2x2xi32>"]),
    ("gather", ["tensor<2x3x4x2xi32>", "tensor<2x2x3x2xi64>"], ["tensor<2x2x3x2x2xi32>"],
     {"dimension_numbers": BATCHED_GATHER, "slice_sizes": (1, 1, 2, 2)}, ["tensor<2x2x3x2x2xi32>"]),
    # index_vector_dim == rank(start_indices): an implied trailing 1.
    ("gather", ["tensor<5xf32>", "tensor<3xi32>"], ["tensor<3xf32>"],
     {"dimension_numbers": dims((), (0,), (), (), (0,), 1), "slice_sizes": (1,)}, ["tensor<3xf32>"]),
    # Dynamic batch dims come from start_indices, with their bounds.
    ("gather", ["tensor<5x4xf32>", "tensor<?x1xi32, #stablehlo.bounds<7, ?>>"], ["tensor<?x4xf32>"],
     {"dimension_numbers": dims((1,), (0,), (), (), (0,), 1), "slice_sizes": (1, 4)},
     ["tensor<?x4xf32, #stablehlo.bounds<7, ?>>"]),
    ("dynamic_gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>", "tensor<3xi64>"], ["tensor<2x3x2x2xi32>"],
     {"dimension_numbers": SPEC_GATHER}, ["tensor<2x3x?x?xi32>"]),
    ("scatter", SCATTER_OPERANDS, ["tensor<200x100x300xf32>"],
     {"scatter_dimension_numbers": SCATTER_DIMS, "regions": (sum_region(),)}, ["tensor<200x100x300xf32>"]),
    # The region may compute in a wider float type; the result takes it (C24).
    ("scatter", SCATTER_OPERANDS, ["tensor<200x100x300xf64>"],
     {"scatter_dimension_numbers": SCATTER_DIMS, "regions": (sum_region("f64"),)}, ["tensor<200x100x300xf64>"]),
    ("scatter", ["tensor<4xi32>", "tensor<4xf32>", "tensor<2x1xi32>", "tensor<2xi32>", "tensor<2xf32>"],
     ["tensor<4xi32>", "tensor<4xf32>"],
     {"scatter_dimension_numbers": dims((), (0,), (), (), (0,), 1),
      "regions": (RegionTypes(tuple(map(parse_type, ["tensor<i32>", "tensor<f32>"] * 2)),
                              tuple(map(parse_type, ["tensor<i32>", "tensor<f32>"]))),)},
     ["tensor<4xi32>", "tensor<4xf32>"]),
    ("torch_index_select", ["tensor<4x5x6xf32>", "tensor<4x2xi32>"], ["tensor<4x2x6xf32>"],
     {"dim": 1, "batch_dims": 1}, None),
]


@pytest.mark.parametrize("op, operands, results, attrs, inferred", POSITIVE)
def test_valid(op, operands, results, attrs, inferred):
    assert run(op, operands, results, **attrs) == inferred


NEGATIVE = [
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>"], dims((2, 3), (0, 1), (), (), (1, 0), 2), (1, 1, 2),
     "gather_c1", "offset_dims size (2) plus collapse_slice_dims size (2) plus operand_batching_dims size (0) "
                  "is not equal to operand rank (3)"),
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>"], dims((2, 3), (0,), (), (), (1, 0), 4), (1, 2, 2),
     "gather_c2", "Expects index_vector_dim to be in range [0, rank-of('start_indices')] i.e. [0, 3]. got: 4."),
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>"], dims((2, 3), (0,), (), (), (1,), 2), (1, 2, 2),
     "gather_c3", "start_index_map size (1) is not equal to size of index dimension (2) of start_indices (2)"),
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>"], dims((3, 2), (0,), (), (), (1, 0), 2), (1, 2, 2),
     "gather_c4", "expects offset_dims to be sorted, got: [3, 2]"),
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>"], dims((2, 4), (0,), (), (), (1, 0), 2), (1, 2, 2),
     "gather_c5", "Expects each element of offset_dims to be in range [0, implied-result-rank) i.e. [0, 4). "
                  "got: 4."),
    ("gather", ["tensor<2x3x4x2xi32>", "tensor<2x2x3x2xi64>"], dims((3, 4), (0,), (0,), (1,), (2, 1), 3),
     (1, 1, 2, 2), "gather_c6", "has duplicated dimension from collapsed_slice_dims and operand_batching_dims: 0"),
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>"], dims((2,), (1, 0), (), (), (1, 0), 2), (1, 1, 2),
     "gather_c7", "expects collapsed_slice_dims to be sorted, got: [1, 0]"),
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>"], dims((2, 3), (3,), (), (), (1, 0), 2), (1, 2, 2),
     "gather_c8", "Expects each element of collapsed_slice_dims to be in range [0, rank-of('operand')) i.e. "
                  "[0, 3). got: 3."),
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>"], dims((2, 3), (0,), (), (), (1, 0), 2), (2, 2, 2),
     "gather_c9", "Expects that for each dim in collapsed_slice_dims, slice_sizes[dim] should be <= 1, but got 2"),
    ("gather", ["tensor<2x3x4x2xi32>", "tensor<2x2x3x2xi64>"], dims((3, 4), (1,), (0,), (1,), (2, 1), 3),
     (2, 1, 2, 2), "gather_c12", "Expects that for each dim in operand_batching_dims, slice_sizes[dim] should "
                                 "be <= 1, but got 2"),
    ("gather", ["tensor<2x3x4x2xi32>", "tensor<2x2x3x2xi64>"], dims((3, 4), (1,), (0,), (3,), (2, 1), 3),
     (1, 1, 2, 2), "gather_c15", "expects start_indices_batching_dims not to include index_vector_dim 3"),
    ("gather", ["tensor<2x3x4x2xi32>", "tensor<2x2x3x2xi64>"], dims((3, 4), (1,), (0,), (), (2, 1), 3),
     (1, 1, 2, 2), "gather_c16", "operand_batching_dims and start_indices_batching_dims should have the same size"),
    ("gather", ["tensor<5x3x4x2xi32>", "tensor<2x2x3x2xi64>"], dims((3, 4), (1,), (0,), (1,), (2, 1), 3),
     (1, 1, 2, 2), "gather_c17", "operand_batching_dims[0] and start_indices_batching_dims[0] must have "
                                 "compatible sizes, but got 5 and 2"),
    ("gather", ["tensor<2x3x4x2xi32>", "tensor<2x2x3x2xi64>"], dims((3, 4), (1,), (0,), (1,), (0, 1), 3),
     (1, 1, 2, 2), "gather_c18", "has duplicated dimension from start_index_map and operand_batching_dims: 0"),
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>"], dims((2, 3), (0,), (), (), (1, 3), 2), (1, 2, 2),
     "gather_c19", "Expects each element of start_index_map to be in range [0, rank-of('operand')) i.e. [0, 3). "
                   "got: 3."),
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>"], SPEC_GATHER, (1, 2),
     "gather_c20", "slice_sizes size (2) not equal to operand rank (3)"),
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>"], SPEC_GATHER, (1, 2, 3),
     "gather_c21", "slice size (3) is out of bounds for operand dimension (2) at index 2"),
    ("gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xf32>"], SPEC_GATHER, (1, 2, 2),
     "gather_i2", "operand #1 must be ranked tensor of 2/4/8/16/32/64-bit integer values, but got 'tensor<2x3x2xf32>'"),
]


@pytest.mark.parametrize("op, operands, numbers, slice_sizes, label, message", NEGATIVE)
def test_invalid_gather(op, operands, numbers, slice_sizes, label, message):
    with pytest.raises(ConstraintError) as error:
        run(op, operands, ["tensor<2x3x2x2xi32>"], dimension_numbers=numbers, slice_sizes=slice_sizes)
    assert (error.value.label, error.value.message) == (label, message)


def test_dynamic_gather_slice_sizes_must_be_1d():
    with pytest.raises(ConstraintError) as error:
        run("dynamic_gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>", "tensor<3x1xi64>"],
            ["tensor<2x3x2x2xi32>"], dimension_numbers=SPEC_GATHER)
    assert (error.value.label, error.value.message) == ("dynamic_gather_i3", "slice_sizes.rank != 1 (got 2)")


def sizes(*values: int) -> tuple:
    """``operand_values`` of dynamic_gather with constant slice sizes."""
    return (None, None, np.array(values, dtype=np.int64))


def test_dynamic_gather_constant_slice_sizes_shape_the_result():
    assert run("dynamic_gather", ["tensor<3x4x2xi32>", "tensor<2x3x2xi64>", "tensor<3xi64>"],
               ["tensor<2x3x2x2xi32>"], dimension_numbers=SPEC_GATHER,
               operand_values=sizes(1, 2, 2)) == ["tensor<2x3x2x2xi32>"]


@pytest.mark.parametrize("operand, numbers, values, label, message", [
    ("tensor<?x?x?xi32>", dims((2,), (0, 2), (), (), (0, 1), 2), (1, 1, 8), "gather_c9",
     "Expects that for each dim in collapsed_slice_dims, slice_sizes[dim] should be <= 1, but got 8"),
    ("tensor<?x?x?xi32>", dims((2,), (), (0, 1), (0, 1), (2,), 2), (2, 1, 8), "gather_c12",
     "Expects that for each dim in operand_batching_dims, slice_sizes[dim] should be <= 1, but got 2"),
    ("tensor<?x?x2xi32>", dims((2,), (0, 1), (), (), (0, 1), 2), (1, 1, -1), "gather_c21",
     "slice size (-1) is out of bounds for operand dimension (2) at index 2"),
    ("tensor<?x?x2xi32>", dims((2,), (0, 1), (), (), (0, 1), 2), (1, 1, 8), "gather_c21",
     "slice size (8) is out of bounds for operand dimension (2) at index 2"),
])
def test_dynamic_gather_constant_slice_sizes_checked(operand, numbers, values, label, message):
    indices = "tensor<?x?xi32>" if label == "gather_c12" else "tensor<?x?x?xi32>"
    with pytest.raises(ConstraintError) as error:
        run("dynamic_gather", [operand, indices, "tensor<3xi32>"], ["tensor<?x?x?xi32>"],
            dimension_numbers=numbers, operand_values=sizes(*values))
    assert (error.value.label, error.value.message) == (label, message)


SCATTER_NEGATIVE = [
    (SCATTER_OPERANDS, dims((1,), (0,), (), (), (0, 1), 1), "scatter_c2",
     "Expects rank-of operand to match size-of('update_window_dims') + size-of('inserted_window_dims') + "
     "size-of('input_batching_dims') i.e. 2 but got 3."),
    (SCATTER_OPERANDS, dims((1,), (1, 0), (), (), (0, 1), 1), "scatter_c10",
     "Expects inserted_window_dims to be sorted; got: [1, 0]."),
    (SCATTER_OPERANDS, dims((2,), (0, 1), (), (), (0, 1), 1), "scatter_c8",
     "Expects each element of update_window_dims to be in range [0, rank-of('updates')) i.e. [0, 2). got: 2."),
    (SCATTER_OPERANDS, dims((1,), (0, 1), (), (), (0,), 1), "scatter_c19",
     "Scatter op has 1 elements in scatter_dims_to_operand_dims and the bound of dimension index_vector_dim=1 "
     "of scatter_indices is 2. These two numbers must be equal."),
    (["tensor<200x100x300xf32>", "tensor<10x2xi32>", "tensor<10x400xf32>"], SCATTER_DIMS, "scatter_c4",
     "expects bounds of the window dimensions of updates to not exceed the bounds of the corresponding "
     "dimensions of operand. For dimension 1, updates bound is 400, operand bound is 300."),
    (["tensor<200x100x300xf32>", "tensor<10x2xi32>", "tensor<11x300xf32>"], SCATTER_DIMS, "scatter_c4",
     "expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding "
     "dimensions of scatter indices. For scatter dimension 0, updates bound is 11 , scatter_indices bound is 10."),
    (["tensor<200x100x300xf32>", "tensor<10x2xi32>", "tensor<10x300x1xf32>"], SCATTER_DIMS, "scatter_c4",
     "expects updates tensor must be of rank 2 ( == rank-of('scatter_indices') - 1 + "
     "size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 dimension if "
     "'index_vector_dim' == rank-of('scatter_indices')), but got 3."),
]


@pytest.mark.parametrize("operands, numbers, label, message", SCATTER_NEGATIVE)
def test_invalid_scatter(operands, numbers, label, message):
    with pytest.raises(ConstraintError) as error:
        run("scatter", operands, ["tensor<200x100x300xf32>"], scatter_dimension_numbers=numbers,
            regions=(sum_region(),))
    assert (error.value.label, error.value.message) == (label, message)


@pytest.mark.parametrize("region, result, label, message", [
    (RegionTypes(tuple(map(parse_type, ["tensor<f32>"] * 3)), (parse_type("tensor<f32>"),)),
     "tensor<200x100x300xf32>", "scatter_c23", "Reduction-region must take 2 parameters, but takes 3 parameter(s)"),
    (sum_region("f64"), "tensor<200x100x300xf32>", "scatter_c24",
     "inferred type(s) 'tensor<200x100x300xf64>' are incompatible with return type(s) of operation "
     "'tensor<200x100x300xf32>'"),
])
def test_scatter_region(region, result, label, message):
    with pytest.raises(ConstraintError) as error:
        run("scatter", SCATTER_OPERANDS, [result], scatter_dimension_numbers=SCATTER_DIMS, regions=(region,))
    assert (error.value.label, error.value.message) == (label, message)


def test_scatter_rejects_per_axis_quantized_inputs():
    q = "!quant.uniform<i8:f32:0, {0.1:-30, 0.1:-30}>"
    with pytest.raises(ConstraintError) as error:
        run("scatter", [f"tensor<2x3x{q}>", "tensor<1x1xi32>", f"tensor<1x3x{q}>"], [f"tensor<2x3x{q}>"],
            scatter_dimension_numbers=dims((1,), (0,), (), (), (0,), 1), regions=(sum_region(),))
    assert error.value.message.startswith("operand #0 must be variadic of ranked tensor of")


def test_torch_index_select_result_shape():
    with pytest.raises(ConstraintError) as error:
        run("torch_index_select", ["tensor<4x5x6xf32>", "tensor<4x2xi32>"], ["tensor<4x5x6xf32>"], dim=1,
            batch_dims=1)
    assert error.value.label == "torch_index_select_c2"
