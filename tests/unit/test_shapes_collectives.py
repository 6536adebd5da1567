"""Shape functions of the collective and host-communication ops (shapes/collectives.py)."""
from __future__ import annotations

import numpy as np
import pytest

from stablehlo_translate.ir.attributes import IntegerAttr, StructAttr
from stablehlo_translate.diagnostics import ConstraintError
from stablehlo_translate.text.parser import parse_type
from stablehlo_translate.verification.shapes import RegionTypes
from stablehlo_translate.verification.shapes.collectives import SHAPE_FUNCTIONS
from shape_tables import assert_violates, run_shape_functions


def run(op: str, operands: list[str], results: list[str], **attrs):
    return run_shape_functions(SHAPE_FUNCTIONS, op, operands, results, **attrs)


def groups(rows) -> np.ndarray:
    return np.array(rows, dtype=np.int64)


def channel(handle: int, kind: int = 0) -> StructAttr:
    return StructAttr("channel_handle", (("handle", handle), ("type", kind)))


def body(arg: str = "tensor<f32>", result: str | None = None, count: int = 2) -> tuple[RegionTypes, ...]:
    t = parse_type(arg)
    return (RegionTypes((t,) * count, (parse_type(result or arg),)),)


G4 = groups([[0, 1, 2, 3]])

POSITIVE = [
    ("all_reduce", ["tensor<10xf32>"], ["tensor<10xf32>"], {"replica_groups": groups([[0, 1], [2, -1]]),
                                                            "regions": body()}, ["tensor<10xf32>"]),
    ("all_reduce", ["tensor<10xf32>"], ["tensor<10xf64>"], {"replica_groups": G4, "regions": body("tensor<f64>")},
     ["tensor<10xf64>"]),
    ("reduce_scatter", ["tensor<4x16xf32>"], ["tensor<4x4xf32>"],
     {"scatter_dimension": 1, "replica_groups": G4, "channel_handle": channel(1), "use_global_device_ids": True,
      "regions": body()}, None),
    ("all_gather", ["tensor<8x2xf32>", "tensor<2x2xf32>"], ["tensor<8x8xf32>", "tensor<2x4xf32>"],
     {"all_gather_dim": 1, "replica_groups": groups([[0, 2, 4, 6], [1, 3, 5, 7]])}, None),
    ("all_to_all", ["tensor<4x16xf32>", "tensor<5x16xf64>"], ["tensor<16x4xf32>", "tensor<20x4xf64>"],
     {"split_dimension": 1, "concat_dimension": 0, "split_count": 4, "replica_groups": G4},
     ["tensor<16x4xf32>", "tensor<20x4xf64>"]),
    ("all_to_all", ["tensor<4x?xf32>"], ["tensor<20x?xf32>"],
     {"split_dimension": 1, "concat_dimension": 0, "split_count": 5, "replica_groups": groups([[0, 1, 2, 3, 4]])},
     ["tensor<20x?xf32>"]),
    ("collective_broadcast", ["tensor<4xf32>", "tensor<4xf32>", "tensor<2xi32>"], ["tensor<4xf32>", "tensor<4xf32>"],
     {"replica_groups": groups([[2, 1]]), "has_dynamic_root": True}, ["tensor<4xf32>", "tensor<4xf32>"]),
    ("collective_broadcast", ["tensor<16x8xf32>"], ["tensor<16x8xf32>"], {"replica_groups": groups([[0, 1]])},
     ["tensor<16x8xf32>"]),
    # upstream's inferAllToAllOp divides and multiplies the bounds as it does the sizes
    ("all_to_all", ["tensor<16x?xf32, #stablehlo.bounds<?, 5>>"], ["tensor<?x?xf32>"],
     {"split_dimension": 0, "concat_dimension": 1, "split_count": 4, "replica_groups": G4},
     ["tensor<4x?xf32, #stablehlo.bounds<?, 20>>"]),
    ("collective_reduce", ["tensor<4xf32>"], ["tensor<4xf32>"], {"replica_groups": groups([[0, 1]]),
                                                                 "regions": body()}, None),
    ("collective_permute", ["tensor<2x3xi32>"], ["tensor<2x3xi32>"],
     {"source_target_pairs": groups([[0, 1], [1, 2], [2, 0]])}, ["tensor<2x3xi32>"]),
    ("replica_id", [], ["tensor<ui32>"], {}, ["tensor<ui32>"]),
    ("infeed", ["!stablehlo.token"], ["tensor<3x3xi32>", "tensor<i1>", "!stablehlo.token"],
     {"layout": ((IntegerAttr(0), IntegerAttr(1)), ())}, None),
    ("send", ["tensor<2xi64>", "!stablehlo.token"], ["!stablehlo.token"],
     {"channel_handle": channel(1, 2), "is_host_transfer": True}, ["!stablehlo.token"]),
    ("recv", ["!stablehlo.token"], ["tensor<3x4xi32>", "!stablehlo.token"],
     {"channel_handle": channel(5, 1)}, None),
]


@pytest.mark.parametrize("op, operands, results, attrs, inferred", POSITIVE)
def test_positive(op, operands, results, attrs, inferred):
    assert run(op, operands, results, **attrs) == inferred


NEGATIVE = [
    ("all_reduce", ["tensor<10xf32>"], ["tensor<10xf32>"], {"replica_groups": groups([0, 1]), "regions": body()},
     "all_reduce_c1", "replica groups should be a rank 2 tensor"),
    ("all_reduce", ["tensor<10xf32>"], ["tensor<10xf32>"], {"replica_groups": groups([[0, 1, 1, 3]])},
     "all_reduce_c1", "replica id #1 seen more than once"),
    ("all_reduce", ["tensor<10xf32>"], ["tensor<10xf32>"], {"replica_groups": groups([[0, 1, 3]])},
     "all_reduce_c1", "replica id #2 not seen in replica groups"),
    ("all_reduce", ["tensor<10xf32>"], ["tensor<10xf32>"],
     {"replica_groups": groups(np.zeros((0, 2))), "use_global_device_ids": True},
     "all_reduce_c1", "replica groups cannot be empty"),
    ("all_reduce", ["tensor<10xf32>"], ["tensor<10xf32>"],
     {"replica_groups": G4, "channel_handle": channel(-1), "use_global_device_ids": True},
     "all_reduce_c4", "channel_id must be positive when useGlobalDeviceIds is set but got: -1"),
    ("all_reduce", ["tensor<10xf32>"], ["tensor<10xf32>"], {"replica_groups": G4, "regions": body(count=3)},
     "all_reduce_c5", "Reduction-region must take 2 parameters, but takes 3 parameter(s)"),
    ("all_reduce", ["tensor<10xf32>"], ["tensor<10xf32>"],
     {"replica_groups": G4, "regions": body("tensor<i32>")}, "all_reduce_c5",
     "The element-type of reduction-region's result type at index 0 is expected to be promotable"),
    ("reduce_scatter", ["tensor<4x16xf32>"], ["tensor<4x4xf32>"], {"scatter_dimension": -1},
     "reduce_scatter_c2", "'scatter_dimension' failed to satisfy constraint"),
    ("reduce_scatter", ["tensor<4x16xf32>"], ["tensor<4x4xf32>"], {"scatter_dimension": 2},
     "reduce_scatter_c2", "scatter dim should be less than operand/result rank"),
    ("reduce_scatter", ["tensor<4x16xf32>"], ["tensor<4x4xf32>"],
     {"scatter_dimension": 1, "replica_groups": groups([[0, -1, 2, 3]])},
     "reduce_scatter_c3", "Invalid replica id -1"),
    ("reduce_scatter", ["tensor<4x16xf32>"], ["tensor<4xf32>"], {"scatter_dimension": 0},
     "reduce_scatter_c8", "operand and result should have same rank"),
    ("reduce_scatter", ["tensor<4x16xf32>"], ["tensor<4x5xf32>"], {"scatter_dimension": 1},
     "reduce_scatter_c8", "operand scatter dimension has size 16, expected to be a multiple of result scatter "
                          "dimension size 5"),
    ("reduce_scatter", ["tensor<4x16xf32>"], ["tensor<3x4xf32>"], {"scatter_dimension": 1},
     "reduce_scatter_c8", "non scatter dimensions should be same for operand (4) and result (3)"),
    ("reduce_scatter", ["tensor<4x0xf32>"], ["tensor<4x4xf32>"], {"scatter_dimension": 1},
     "reduce_scatter_c8", "operand dimension size at scatter_dimension cannot be zero"),
    ("reduce_scatter", ["tensor<4x16xf32>"], ["tensor<4x4xf32>"], {"scatter_dimension": 1,
                                                                   "regions": body("tensor<f64>")},
     "reduce_scatter_c9", "result element-type is expected to be 'f64', but got 'f32'"),
    ("all_gather", ["tensor<8x2xf32>"], ["tensor<8x8xf32>"], {"all_gather_dim": 2},
     "all_gather_c1", "all_gather_dim must be a valid index of operand"),
    ("all_gather", ["tensor<8x0xf32>"], ["tensor<8x8xf32>"], {"all_gather_dim": 1},
     "all_gather_c6", "dimension size of operand at 'all_gather_dim' cannot be zero"),
    ("all_gather", ["tensor<8x2xf32>"], ["tensor<8x8xf32>"],
     {"all_gather_dim": 1, "replica_groups": G4, "channel_handle": channel(-1), "use_global_device_ids": True},
     "all_gather_c5", "channel_id cannot be negative when useGlobalDeviceIds is set"),
    ("all_gather", ["tensor<8x2x3xf32>"], ["tensor<8x8xf32>"], {"all_gather_dim": 1},
     "all_gather_c6", "operand and result must have the same rank"),
    ("all_gather", ["tensor<8x2xf32>"], ["tensor<4x8xf32>"], {"all_gather_dim": 1},
     "all_gather_c6", "same shape except for the dimension size at 'all_gather_dim'"),
    ("all_gather", ["tensor<128x32xf32>"], ["tensor<128x100xf32>"], {"all_gather_dim": 1},
     "all_gather_c6", "result gather dimension has size 100, expected to be a multiple of operand gather "
                      "dimension size 32"),
    ("all_to_all", ["tensor<4x16xf32>"], ["tensor<16x4xf32>"],
     {"split_dimension": 1, "concat_dimension": 0, "split_count": 0}, "all_to_all_c4", "whose value is positive"),
    ("all_to_all", ["tensor<4x16xf32>"], ["tensor<16x4xf32>"],
     {"split_dimension": 2, "concat_dimension": 0, "split_count": 4, "replica_groups": G4},
     "all_to_all_c1", "AllToAll split_dimension 2 is out-of-bounds for input rank 2"),
    ("all_to_all", ["tensor<4x16xf32>"], ["tensor<16x4xf32>"],
     {"split_dimension": 1, "concat_dimension": 0, "split_count": 5, "replica_groups": groups([[0, 1, 2, 3, 4]])},
     "all_to_all_c2", "split dimension has size 16, expected to be a multiple of split_count 5"),
    ("all_to_all", ["tensor<4x16xf32>"], ["tensor<16x4xf32>"],
     {"split_dimension": 1, "concat_dimension": 0, "split_count": 4, "replica_groups": groups(np.zeros((0, 2)))},
     "all_to_all_c5", "group size of replica_groups must be 4"),
    ("all_to_all", ["tensor<4x16xf32>"], ["tensor<16x4xf64>"],
     {"split_dimension": 1, "concat_dimension": 0, "split_count": 4},
     "all_to_all_c9", "requires the same element type for operand and result at index 0"),
    ("collective_broadcast", [], [], {}, "collective_broadcast_c4",
     "collective_broadcast requires at least one data operand"),
    ("collective_broadcast", ["tensor<1xi32>"], [], {"has_dynamic_root": True}, "collective_broadcast_c4",
     "requires at least two operands (data + root)"),
    ("collective_broadcast", ["tensor<4xf32>", "tensor<1xf32>"], ["tensor<4xf32>"], {"has_dynamic_root": True},
     "collective_broadcast_c4", "must be a rank-1 i32 tensor"),
    ("collective_reduce", ["tensor<4xf32>", "tensor<4xf32>", "tensor<1xi32>"], ["tensor<4xf32>", "tensor<4xf32>"],
     {"has_dynamic_root": True}, "collective_reduce_c3",
     "must have the same number of elements as data operands (2), but got 1"),
    ("collective_reduce", ["tensor<4xf32>"], ["tensor<4xf32>"], {"use_global_device_ids": True},
     "collective_reduce_c4", "channel_id must be positive when useGlobalDeviceIds is set but got: 0"),
    ("collective_permute", ["tensor<2xf32>"], ["tensor<2xf32>"], {"source_target_pairs": groups([0, 1])},
     "collective_permute_c1", "to be of rank 2, but got rank 1"),
    ("collective_permute", ["tensor<2xf32>"], ["tensor<2xf32>"], {"source_target_pairs": groups([[0, 1, 2]])},
     "collective_permute_c1", "of shape (N, 2), but got (1, 3)"),
    ("collective_permute", ["tensor<2xf32>"], ["tensor<2xf32>"], {"source_target_pairs": groups([[0, 1], [0, 2]])},
     "collective_permute_c2", "duplicate sources not allowed"),
    ("collective_permute", ["tensor<2xf32>"], ["tensor<2xf32>"], {"source_target_pairs": groups([[0, 1], [2, 1]])},
     "collective_permute_c3", "duplicate targets not allowed"),
    ("collective_permute", ["tensor<2xf32>"], ["tensor<2xf32>"], {"source_target_pairs": groups([[-1, 0]])},
     "collective_permute_c4", "replica ids in source_target_pairs must be >= 0"),
    ("infeed", ["!stablehlo.token"], [], {}, "infeed_c1", "result is expected to be at least of size 1, but got 0"),
    ("infeed", ["!stablehlo.token"], ["!stablehlo.token", "!stablehlo.token"], {}, "infeed_c1",
     "all elements of result types, except the last element, are expected to be of tensor type"),
    ("infeed", ["!stablehlo.token"], ["tensor<i32>", "tensor<i32>"], {}, "infeed_c1",
     "last element of result types is expected to be of token type, but got 'tensor<i32>'"),
    ("infeed", ["!stablehlo.token"], ["tensor<i32>", "!stablehlo.token"], {"layout": ((), ())}, "infeed_c1",
     "layout-attribute size must be 1 (which is the number of op-results - 1 (for token result)), but got 2"),
    ("infeed", ["!stablehlo.token"], ["tensor<i32>", "!stablehlo.token"], {"layout": (IntegerAttr(0),)},
     "infeed_c1", "layout-attribute expected to have elements of type array, but got 0 : i64"),
    ("infeed", ["!stablehlo.token"], ["tensor<i32>", "!stablehlo.token"], {"layout": ((IntegerAttr(0), ()),)},
     "infeed_c1", "layout-attribute's leaf elements are expected to be of type integer, but got []"),
    ("recv", ["!stablehlo.token"], ["tensor<i32>", "!stablehlo.token"], {"channel_handle": channel(5, 3)},
     "recv_c1", "channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false"),
    ("recv", ["!stablehlo.token"], ["tensor<i32>", "!stablehlo.token"],
     {"channel_handle": channel(5, 1), "is_host_transfer": True},
     "recv_c1", "channel_type should be HOST_TO_DEVICE when is_host_transfer is true"),
    ("recv", ["!stablehlo.token"], ["!stablehlo.token", "!stablehlo.token"], {}, "recv_c2",
     "everything but the last element of result types is expected to be of tensor type"),
    ("send", ["tensor<i32>", "!stablehlo.token"], ["!stablehlo.token"],
     {"channel_handle": channel(1, 1), "is_host_transfer": True},
     "send_c1", "channel_type should be DEVICE_TO_HOST when is_host_transfer is true"),
]


@pytest.mark.parametrize("op, operands, results, attrs, label, message", NEGATIVE)
def test_negative(op, operands, results, attrs, label, message):
    assert_violates(run, op, operands, results, attrs, label, message)


def test_per_axis_quantized_operands_are_rejected():
    """all_reduce I1: tensors or per-tensor quantized tensors only."""
    operand = "tensor<2x4x!quant.uniform<i8:f32:0, {0.1:-30, 0.1:-30}>>"
    with pytest.raises(ConstraintError) as error:
        run("all_reduce", [operand], [operand], replica_groups=G4)
    assert error.value.label == "all_reduce_c6"
    assert error.value.message.startswith("operand #0 must be variadic of ranked tensor of")
