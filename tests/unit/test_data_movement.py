"""Data-movement, tuple and token evaluators, called directly on numpy arrays.

Cases come from the spec examples (spec.md#<op>) and the interpret suite
(stablehlo-suite/interpret/<op>.mlir), plus edge cases: empty dimensions,
0-d tensors, negative and interior padding, clamped dynamic indices, and
every element-type family.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from stablehlo_translate.diagnostics import EvalError
from stablehlo_translate.optable import OP_TABLE, TOKEN
from stablehlo_translate.interpreter.ops import data_movement as dm
from stablehlo_translate.interpreter.ops import tuple_token as tt
from stablehlo_translate.ir.types import ELEMENT_DTYPES, QuantizedType, TensorType


def i64(values) -> np.ndarray:
    return np.array(values, dtype=np.int64)


def result(shape, element_type) -> tuple[TensorType]:
    return (TensorType(tuple(shape), element_type),)


def assert_same(actual, expected) -> None:
    """Same type, dtype, shape and bits (NaN-safe, works for ml_dtypes)."""
    assert isinstance(actual, np.ndarray), type(actual)
    assert actual.dtype == expected.dtype
    assert actual.shape == expected.shape
    assert np.ascontiguousarray(actual).tobytes() == np.ascontiguousarray(expected).tobytes()


def sample(element_type: str, shape=(2, 3)) -> np.ndarray:
    """A typed array of distinct-enough values representable in ``element_type``."""
    dtype = ELEMENT_DTYPES[element_type]
    size = int(np.prod(shape))
    if dtype == np.bool_:
        values = np.arange(size) % 2
    elif element_type == "f8E8M0FNU":  # powers of two only, no zero
        values = 2.0 ** (np.arange(size) % 3)
    elif element_type in ("i2", "si2"):
        values = np.arange(size) % 3 - 2
    elif element_type == "ui2":
        values = np.arange(size) % 4
    elif element_type in ("i4", "si4", "ui4") or element_type.startswith(("f4", "f6")):
        values = np.arange(size) % 4
    else:
        values = np.arange(size) - 2 if not element_type.startswith("ui") else np.arange(size)
    return values.reshape(shape).astype(dtype)


ALL_TYPES = sorted(ELEMENT_DTYPES)


# --- the op table -------------------------------------------------------------------

OWN_OPS = ["constant", "iota", "broadcast_in_dim", "reshape", "transpose", "concatenate", "slice",
           "pad", "reverse", "dynamic_slice", "dynamic_update_slice", "get_dimension_size",
           "optimization_barrier", "tuple", "get_tuple_element", "after_all", "create_token"]


@pytest.mark.parametrize("op", OWN_OPS)
def test_rows_are_registered_with_evaluators(op):
    row = OP_TABLE["stablehlo." + op]
    assert row.eval is not None and row.syntax is not None
    assert row.spec == "spec.md#" + op


# --- constant -----------------------------------------------------------------------

def test_constant_returns_attribute_array():
    value = np.array([1, 2], dtype=ml_dtypes.int4)
    assert dm.constant(value=value) is value


# --- iota ---------------------------------------------------------------------------

def test_iota_spec_examples():
    assert_same(dm.iota(iota_dimension=0, result_types=result((4, 5), "i32")),
                np.repeat(np.arange(4, dtype=np.int32)[:, None], 5, axis=1))
    assert_same(dm.iota(iota_dimension=1, result_types=result((4, 5), "i32")),
                np.repeat(np.arange(5, dtype=np.int32)[None, :], 4, axis=0))


@pytest.mark.parametrize("element_type", ["i4", "ui4", "i8", "i16", "i32", "i64", "ui8", "ui64",
                                          "bf16", "f16", "f32", "f64", "f8E4M3FN",
                                          "complex<f32>", "complex<f64>"])
def test_iota_every_type(element_type):
    dtype = ELEMENT_DTYPES[element_type]
    out = dm.iota(iota_dimension=2, result_types=result((2, 3, 2), element_type))
    expected = np.broadcast_to(np.array([0, 1]).astype(dtype), (2, 3, 2))
    assert_same(out, np.ascontiguousarray(expected))
    assert out.flags.writeable and out.flags.c_contiguous


def test_iota_complex_has_zero_imaginary_part():
    out = dm.iota(iota_dimension=0, result_types=result((3, 4), "complex<f32>"))
    assert out.dtype == np.complex64
    assert np.all(out.imag == 0) and np.array_equal(out.real[:, 0], [0, 1, 2])


def test_iota_quantized_stores_quantized_indices():
    qtype = QuantizedType("i8", "f32", scales=(0.5,), zero_points=(3,))
    out = dm.iota(iota_dimension=0, result_types=result((4,), qtype))
    assert_same(out, np.array([3, 5, 7, 9], dtype=np.int8))
    narrow = QuantizedType("i8", "f32", scales=(1.0,), zero_points=(0,),
                           storage_min=-2, storage_max=2)
    assert_same(dm.iota(iota_dimension=0, result_types=result((4,), narrow)),
                np.array([0, 1, 2, 2], dtype=np.int8))
    sub_byte = QuantizedType("i4", "bf16", scales=(0.5,), zero_points=(-8,))
    assert_same(dm.iota(iota_dimension=0, result_types=result((9,), sub_byte)),
                np.array([-8, -6, -4, -2, 0, 2, 4, 6, 7], dtype=ml_dtypes.int4))


def test_iota_empty_dimension():
    assert_same(dm.iota(iota_dimension=1, result_types=result((0, 3), "f32")),
                np.zeros((0, 3), np.float32))


def test_iota_dimension_out_of_range():
    with pytest.raises(EvalError, match="iota_c1"):
        dm.iota(iota_dimension=2, result_types=result((2, 2), "i32"))


# --- broadcast_in_dim ---------------------------------------------------------------

def test_broadcast_in_dim_spec_example():
    out = dm.broadcast_in_dim(np.array([[1, 2, 3]], np.int32), broadcast_dimensions=(2, 1),
                              result_types=result((2, 3, 2), "i32"))
    assert_same(out, np.array([[[1, 1], [2, 2], [3, 3]]] * 2, np.int32))


def test_broadcast_in_dim_suite():
    out = dm.broadcast_in_dim(i64([[1], [2], [3]]), broadcast_dimensions=(0, 2),
                              result_types=result((3, 2, 2), "i64"))
    assert_same(out, i64([[[1, 1], [1, 1]], [[2, 2], [2, 2]], [[3, 3], [3, 3]]]))


def test_broadcast_in_dim_scalar_and_transposing():
    assert_same(dm.broadcast_in_dim(np.array(True), broadcast_dimensions=(),
                                    result_types=result((2, 2), "i1")), np.ones((2, 2), bool))
    operand = i64([[1, 2, 3], [4, 5, 6]])
    out = dm.broadcast_in_dim(operand, broadcast_dimensions=(2, 0),
                              result_types=result((3, 4, 2), "i64"))
    assert_same(out, np.ascontiguousarray(np.broadcast_to(operand.T[:, None, :], (3, 4, 2))))


def test_broadcast_in_dim_result_is_independent_and_writable():
    operand = i64([7])
    out = dm.broadcast_in_dim(operand, broadcast_dimensions=(0,),
                              result_types=result((3, 1), "i64"))
    assert out.flags.writeable and not np.shares_memory(out, operand)


def test_broadcast_in_dim_empty():
    out = dm.broadcast_in_dim(np.zeros((0,), np.float32), broadcast_dimensions=(1,),
                              result_types=result((2, 0), "f32"))
    assert_same(out, np.zeros((2, 0), np.float32))


# --- reshape / transpose ------------------------------------------------------------

@pytest.mark.parametrize("source,shape,expected", [
    ([[1, 2, 3, 4, 5, 6]], (6,), [1, 2, 3, 4, 5, 6]),
    ([1, 2, 3, 4, 5, 6], (2, 3), [[1, 2, 3], [4, 5, 6]]),
    ([[1, 2, 3], [4, 5, 6]], (3, 2), [[1, 2], [3, 4], [5, 6]]),
    ([[1, 2], [3, 4], [5, 6]], (6,), [1, 2, 3, 4, 5, 6]),
    ([5], (), 5),
    (5, (1, 1), [[5]]),
])
def test_reshape_suite(source, shape, expected):
    out = dm.reshape(np.array(source, np.int32), result_types=result(shape, "i32"))
    assert_same(out, np.array(expected, np.int32))


def test_reshape_empty():
    assert_same(dm.reshape(np.zeros((0, 4), np.float16), result_types=result((2, 0, 3), "f16")),
                np.zeros((2, 0, 3), np.float16))


TRANSPOSE_INPUT = [[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]


@pytest.mark.parametrize("permutation,expected", [
    ((1, 0, 2), [[[1, 2], [7, 8]], [[3, 4], [9, 10]], [[5, 6], [11, 12]]]),
    ((2, 1, 0), [[[1, 7], [3, 9], [5, 11]], [[2, 8], [4, 10], [6, 12]]]),
    ((0, 1, 2), TRANSPOSE_INPUT),
])
def test_transpose_suite(permutation, expected):
    out = dm.transpose(np.array(TRANSPOSE_INPUT, np.int32), permutation=permutation)
    assert_same(out, np.array(expected, np.int32))


def test_transpose_twice_is_identity_and_0d():
    operand = np.array(TRANSPOSE_INPUT, np.int32)
    twice = dm.transpose(dm.transpose(operand, permutation=(2, 1, 0)), permutation=(2, 1, 0))
    assert_same(twice, operand)
    assert_same(dm.transpose(np.array(3.5, np.float32), permutation=()), np.array(3.5, np.float32))


# --- concatenate --------------------------------------------------------------------

def test_concatenate_suite():
    out = dm.concatenate(i64([[1, 2], [3, 4], [5, 6]]), i64([[7, 8]]), dimension=0)
    assert_same(out, i64([[1, 2], [3, 4], [5, 6], [7, 8]]))


def test_concatenate_axis1_with_empty_input():
    out = dm.concatenate(i64([[1], [2]]), np.zeros((2, 0), np.int64), i64([[3, 4], [5, 6]]),
                         dimension=1)
    assert_same(out, i64([[1, 3, 4], [2, 5, 6]]))


def test_concatenate_single_input():
    assert_same(dm.concatenate(i64([1, 2]), dimension=0), i64([1, 2]))


# --- slice --------------------------------------------------------------------------

def test_slice_spec_example():
    operand = i64([[0, 0, 0, 0], [0, 0, 1, 1], [0, 0, 1, 1]])
    out = dm.slice_(operand, start_indices=(1, 2), limit_indices=(3, 4), strides=(1, 1))
    assert_same(out, i64([[1, 1], [1, 1]]))


def test_slice_suite_strided():
    operand = i64([[0, 0, 1, 0, 0, 1], [0, 0, 0, 0, 0, 0], [0, 0, 1, 0, 0, 1]])
    out = dm.slice_(operand, start_indices=(0, 2), limit_indices=(3, 6), strides=(2, 3))
    assert_same(out, i64([[1, 1], [1, 1]]))


def test_slice_0d_and_empty():
    out = dm.slice_(np.array(4, np.uint8), start_indices=(), limit_indices=(), strides=())
    assert_same(out, np.array(4, np.uint8))
    empty = dm.slice_(i64([1, 2, 3]), start_indices=(2,), limit_indices=(2,), strides=(1,))
    assert_same(empty, i64([]))


# --- pad ----------------------------------------------------------------------------

def test_pad_spec_example():
    out = dm.pad(np.array([[1, 2, 3], [4, 5, 6]], np.int32), np.array(0, np.int32),
                 edge_padding_low=(0, 1), edge_padding_high=(2, 1), interior_padding=(1, 2))
    assert_same(out, np.array([[0, 1, 0, 0, 2, 0, 0, 3, 0],
                               [0, 0, 0, 0, 0, 0, 0, 0, 0],
                               [0, 4, 0, 0, 5, 0, 0, 6, 0],
                               [0, 0, 0, 0, 0, 0, 0, 0, 0],
                               [0, 0, 0, 0, 0, 0, 0, 0, 0]], np.int32))


def test_pad_suite_negative_edges_with_interior():
    operand = i64([[0, 0, 0, 0], [0, 1, 2, 0], [0, 3, 4, 0], [0, 5, 6, 0], [0, 0, 0, 0]])
    out = dm.pad(operand, i64(-1), edge_padding_low=(1, -1), edge_padding_high=(1, -1),
                 interior_padding=(0, 1))
    assert_same(out, i64([[-1, -1, -1, -1, -1], [-1, 0, -1, 0, -1], [-1, 1, -1, 2, -1],
                          [-1, 3, -1, 4, -1], [-1, 5, -1, 6, -1], [-1, 0, -1, 0, -1],
                          [-1, -1, -1, -1, -1]]))


@pytest.mark.parametrize("low,high,interior,expected", [
    (-2, 0, 0, [3, 4]),
    (0, -3, 0, [1]),
    (-1, -1, 1, [9, 2, 9, 3, 9]),       # interior first, then crop
    (-5, 2, 1, [9, 4, 9, 9]),           # the crop reaches into interior padding
    (-2, -2, 0, []),                    # everything cropped
    (-4, 1, 0, [9]),
    (2, -1, 0, [9, 9, 1, 2, 3]),
])
def test_pad_negative_edges(low, high, interior, expected):
    out = dm.pad(i64([1, 2, 3, 4]), i64(9), edge_padding_low=(low,), edge_padding_high=(high,),
                 interior_padding=(interior,))
    assert_same(out, i64(expected))
    assert out.shape[0] == 4 + low + 3 * interior + high  # pad_c4


def test_pad_empty_and_0d():
    out = dm.pad(np.zeros((0, 2), np.float32), np.array(1.5, np.float32),
                 edge_padding_low=(1, 0), edge_padding_high=(1, 0), interior_padding=(3, 0))
    assert_same(out, np.full((2, 2), 1.5, np.float32))
    out0 = dm.pad(np.array(7, np.int16), np.array(0, np.int16), edge_padding_low=(),
                  edge_padding_high=(), interior_padding=())
    assert_same(out0, np.array(7, np.int16))


def test_pad_negative_interior_is_rejected():
    with pytest.raises(EvalError, match="pad_c3"):
        dm.pad(i64([1, 2]), i64(0), edge_padding_low=(0,), edge_padding_high=(0,),
               interior_padding=(-1,))


def test_pad_large_is_vectorized():
    operand = np.arange(256 * 256, dtype=np.float32).reshape(256, 256)
    out = dm.pad(operand, np.array(0, np.float32), edge_padding_low=(1, -3),
                 edge_padding_high=(2, 4), interior_padding=(1, 2))
    assert out.shape == (1 + 511 + 2, 766 - 3 + 4)
    assert_same(out[1:512:2, 0:763:3], np.ascontiguousarray(operand[:, 1:]))


# --- reverse ------------------------------------------------------------------------

def test_reverse_spec_and_suite():
    operand = i64([[1, 2], [3, 4], [5, 6]])
    assert_same(dm.reverse(operand, dimensions=(1,)), i64([[2, 1], [4, 3], [6, 5]]))
    assert_same(dm.reverse(operand, dimensions=(1, 0)), i64([[6, 5], [4, 3], [2, 1]]))


def test_reverse_no_dimensions_0d_and_empty():
    assert_same(dm.reverse(i64([1, 2]), dimensions=()), i64([1, 2]))
    assert_same(dm.reverse(np.array(1.0), dimensions=()), np.array(1.0))
    assert_same(dm.reverse(np.zeros((0, 2)), dimensions=(0, 1)), np.zeros((0, 2)))


# --- dynamic_slice / dynamic_update_slice ------------------------------------------

def test_dynamic_slice_spec_example():
    operand = np.array([[0, 0, 1, 1], [0, 0, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0]], np.int32)
    out = dm.dynamic_slice(operand, i64(-1), i64(3), slice_sizes=(2, 2))
    assert_same(out, np.array([[1, 1], [1, 1]], np.int32))


def test_dynamic_slice_suite():
    out = dm.dynamic_slice(np.ones((3, 3), np.int64), i64(3), i64(3), slice_sizes=(3, 3))
    assert_same(out, np.ones((3, 3), np.int64))


@pytest.mark.parametrize("start,expected_first", [
    (np.array(-7, np.int8), 0),
    (np.array(-1, ml_dtypes.int4), 0),
    (np.array(2, ml_dtypes.uint4), 2),
    (np.array(250, np.uint8), 3),                        # unsigned: large, not negative
    (np.array(2**64 - 1, np.uint64), 3),
    (np.array(np.iinfo(np.int64).min, np.int64), 0),
    (np.array(1, np.int32), 1),
])
def test_dynamic_slice_clamps_every_index_type(start, expected_first):
    operand = np.arange(5, dtype=np.float32)
    out = dm.dynamic_slice(operand, start, slice_sizes=(2,))
    assert_same(out, np.arange(expected_first, expected_first + 2, dtype=np.float32))


def test_dynamic_slice_zero_size_and_0d():
    assert_same(dm.dynamic_slice(i64([1, 2, 3]), i64(9), slice_sizes=(0,)), i64([]))
    assert_same(dm.dynamic_slice(np.array(3, np.uint16), slice_sizes=()), np.array(3, np.uint16))


def test_dynamic_slice_rejects_oversized_slices():
    with pytest.raises(EvalError, match="dynamic_slice"):
        dm.dynamic_slice(i64([1, 2]), i64(0), slice_sizes=(3,))
    with pytest.raises(EvalError, match="dynamic_slice"):
        dm.dynamic_slice(i64([1, 2]), slice_sizes=(1,))


def test_dynamic_update_slice_spec_example():
    operand = np.array([[1, 1, 0, 0], [1, 1, 0, 0], [1, 1, 1, 1], [1, 1, 1, 1]], np.int32)
    update = np.ones((2, 2), np.int32)
    out = dm.dynamic_update_slice(operand, update, i64(-1), i64(3))
    assert_same(out, np.ones((4, 4), np.int32))
    assert operand[0, 2] == 0  # the operand is not written


def test_dynamic_update_slice_suite():
    operand = i64([[1, 1, 1, 1], [1, 1, 1, 1], [1, 2, 2, 2], [1, 2, 2, 2]])
    out = dm.dynamic_update_slice(operand, np.ones((2, 3), np.int64), i64(4), i64(4))
    assert_same(out, np.ones((4, 4), np.int64))


def test_dynamic_update_slice_unsigned_and_sub_byte_indices():
    operand = np.zeros(6, ml_dtypes.int4)
    update = np.array([1, 2], ml_dtypes.int4)
    out = dm.dynamic_update_slice(operand, update, np.array(200, np.uint8))
    assert_same(out, np.array([0, 0, 0, 0, 1, 2], ml_dtypes.int4))
    out = dm.dynamic_update_slice(operand, update, np.array(-2, ml_dtypes.int2))
    assert_same(out, np.array([1, 2, 0, 0, 0, 0], ml_dtypes.int4))


def test_dynamic_update_slice_result_does_not_alias_operand():
    operand = i64([1, 2, 3])
    out = dm.dynamic_update_slice(operand, i64([]), i64(0))
    assert not np.shares_memory(out, operand)
    assert_same(out, operand)
    assert_same(dm.dynamic_update_slice(np.array(1.0), np.array(2.0)), np.array(2.0))


def test_dynamic_update_slice_rejects_bad_updates():
    with pytest.raises(EvalError, match="dynamic_update_slice_c3"):
        dm.dynamic_update_slice(i64([1, 2]), i64([[1]]), i64(0))
    with pytest.raises(EvalError, match="dynamic_update_slice"):
        dm.dynamic_update_slice(i64([1, 2]), i64([1, 2, 3]), i64(0))


# --- get_dimension_size -------------------------------------------------------------

def test_get_dimension_size():
    out = dm.get_dimension_size(i64([[1, 2, 3], [4, 5, 6]]), dimension=1)
    assert_same(out, np.array(3, np.int32))
    assert_same(dm.get_dimension_size(np.zeros((0, 2), bool), dimension=0), np.array(0, np.int32))
    with pytest.raises(EvalError, match="get_dimension_size_c1"):
        dm.get_dimension_size(np.array(1), dimension=0)


# --- every element type through every data-movement op ------------------------------

@pytest.mark.parametrize("element_type", ALL_TYPES)
def test_every_element_type_is_preserved(element_type):
    dtype = ELEMENT_DTYPES[element_type]
    a = sample(element_type)
    fill = a[0, 1].copy().reshape(())

    assert_same(dm.constant(value=a), a)
    assert_same(dm.reshape(a, result_types=result((3, 2), element_type)), a.reshape(3, 2))
    assert_same(dm.transpose(a, permutation=(1, 0)), np.ascontiguousarray(a.T))
    assert_same(dm.concatenate(a, a, dimension=0), np.concatenate([a, a]))
    assert_same(dm.slice_(a, start_indices=(0, 1), limit_indices=(2, 3), strides=(1, 2)), a[:, 1:2])
    assert_same(dm.reverse(a, dimensions=(0,)), np.ascontiguousarray(a[::-1]))
    assert_same(dm.broadcast_in_dim(a[:, :1], broadcast_dimensions=(0, 1),
                                    result_types=result((2, 3), element_type)),
                np.repeat(a[:, :1], 3, axis=1))
    padded = dm.pad(a, fill, edge_padding_low=(1, -1), edge_padding_high=(0, 1),
                    interior_padding=(1, 0))
    assert padded.dtype == dtype and padded.shape == (4, 3)
    assert_same(padded[1::2, :2], a[:, 1:])
    assert_same(padded[0], np.repeat(fill, 3))
    window = dm.dynamic_slice(a, np.array(-1, np.int32), np.array(9, np.int32), slice_sizes=(1, 2))
    assert_same(window, a[:1, 1:])
    updated = dm.dynamic_update_slice(a, a[:1, :2], np.array(1, np.int64), np.array(5, np.int64))
    expected = a.copy()
    expected[1, 1:] = a[0, :2]
    assert_same(updated, expected)


# --- tuple and token ops ------------------------------------------------------------

def test_optimization_barrier_is_identity():
    x, y = np.array(0.0, np.float32), np.array(1.0, np.float32)
    assert tt.optimization_barrier(x, y) == (x, y)
    assert tt.optimization_barrier(x) is x
    assert tt.optimization_barrier(TOKEN) is TOKEN
    assert tt.optimization_barrier() == ()


def test_tuple_and_get_tuple_element_suite():
    val0 = np.array([1.0, 2.0])
    val1 = tt.tuple_(i64(3))
    operand = tt.tuple_(val0, val1)
    assert isinstance(operand, tuple) and len(operand) == 2
    assert tt.get_tuple_element(operand, index=0) is val0
    inner = tt.get_tuple_element(operand, index=1)
    assert_same(tt.get_tuple_element(inner, index=0), i64(3))
    assert tt.tuple_() == ()


def test_get_tuple_element_out_of_bounds():
    with pytest.raises(EvalError, match="get_tuple_element_c1"):
        tt.get_tuple_element((i64(1),), index=1)


def test_tokens():
    assert tt.after_all() is TOKEN
    assert tt.after_all(TOKEN, TOKEN) is TOKEN
    assert tt.create_token() is TOKEN


# --- constraint violations the evaluators report (the verifier reports the rest) -----

@pytest.mark.parametrize("call,label", [
    (lambda: dm.broadcast_in_dim(i64([1, 2]), broadcast_dimensions=(),
                                 result_types=result((2,), "i64")), "broadcast_in_dim_c2"),
    (lambda: dm.broadcast_in_dim(i64([1, 2]), broadcast_dimensions=(1,),
                                 result_types=result((2,), "i64")), "broadcast_in_dim_c3"),
    (lambda: dm.broadcast_in_dim(i64([1, 2]), broadcast_dimensions=(0,),
                                 result_types=result((3,), "i64")), "broadcast_in_dim_c5"),
    (lambda: dm.reshape(i64([1, 2, 3]), result_types=result((2, 2), "i64")), "reshape_c2"),
    (lambda: dm.transpose(i64([[1]]), permutation=(0, 0)), "transpose_c2"),
    (lambda: dm.concatenate(dimension=0), "concatenate_c3"),
    (lambda: dm.concatenate(i64([[1]]), i64([[1, 2]]), dimension=0), "concatenate_c2"),
    (lambda: dm.concatenate(i64([1]), i64([[1]]), dimension=0), "concatenate_c2"),
    (lambda: dm.concatenate(i64([1]), dimension=1), "concatenate_c4"),
    (lambda: dm.slice_(i64([1]), start_indices=(0, 0), limit_indices=(1,), strides=(1,)),
     "slice_c2"),
    (lambda: dm.slice_(i64([1, 2]), start_indices=(-1,), limit_indices=(2,), strides=(1,)),
     "slice_c3"),
    (lambda: dm.slice_(i64([1, 2]), start_indices=(0,), limit_indices=(3,), strides=(1,)),
     "slice_c3"),
    (lambda: dm.slice_(i64([1, 2]), start_indices=(0,), limit_indices=(2,), strides=(0,)),
     "slice_c4"),
    (lambda: dm.reverse(i64([1, 2]), dimensions=(1,)), "reverse_c3"),
])
def test_constraint_violations(call, label):
    with pytest.raises(EvalError, match=label):
        call()


def test_broadcast_in_dim_to_a_scalar_keeps_rank_zero():
    result = dm.broadcast_in_dim(np.array(1.5, np.float32), broadcast_dimensions=(),
                                 result_types=(TensorType((), "f32"),))
    assert result.shape == () and result.dtype == np.float32 and result == 1.5
