"""chlo.mulhi, chlo.ragged_dot and chlo.scan evaluators against plain Python references."""
import ml_dtypes
import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.ir.attributes import StructAttr
from stablehlo_translate.text.parser import parse_attribute
from stablehlo_translate.diagnostics import EvalError
from stablehlo_translate.interpreter.ops.chlo import RaggedDotDims, as_ragged_dot_dims, mulhi, ragged_dot
from stablehlo_translate.ir.types import TensorType, element_type_name

RNG = np.random.default_rng(7)


# --- mulhi ------------------------------------------------------------------------------

def ref_mulhi(a, b, bits, signed):
    """High half of the exact product, re-read in the type (Python ints)."""
    high = (int(a) * int(b)) >> bits
    high &= (1 << bits) - 1
    return high - (1 << bits) if signed and high >= 1 << (bits - 1) else high


@pytest.mark.parametrize("dtype", [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32,
                                   np.int64, np.uint64])
def test_mulhi_matches_exact_product(dtype):
    info = np.iinfo(dtype)
    edges = [info.min, info.max, 0, 1, -1 if info.min else 2, info.min + 1, info.max - 1]
    a = np.concatenate([np.array(edges, dtype), RNG.integers(info.min, info.max, 300, dtype, endpoint=True)])
    b = np.concatenate([np.array(edges[::-1], dtype), RNG.integers(info.min, info.max, 300, dtype,
                                                                  endpoint=True)])
    a, b = np.meshgrid(a[:40], b[:40]) if dtype in (np.int8, np.uint8) else (a, b)
    got = mulhi(a, b)
    assert got.dtype == np.dtype(dtype) and got.shape == a.shape
    bits, signed = info.bits, info.min < 0
    want = np.array([ref_mulhi(x, y, bits, signed) for x, y in zip(a.ravel().tolist(), b.ravel().tolist())],
                    dtype).reshape(a.shape)
    np.testing.assert_array_equal(got, want)


def test_mulhi_sub_byte_and_scalar():
    a = np.array([-8, 7, -8, 3], ml_dtypes.int4)
    b = np.array([-8, 7, 7, -3], ml_dtypes.int4)
    got = mulhi(a, b)  # products 64, 49, -56, -9 -> >> 4: 4, 3, -4, -1
    assert got.dtype == np.dtype(ml_dtypes.int4)
    np.testing.assert_array_equal(got.astype(int), [4, 3, -4, -1])
    scalar = mulhi(np.array(-1, np.int64), np.array(-1, np.int64))  # 1 -> high half 0
    assert isinstance(scalar, np.ndarray) and scalar.shape == () and scalar == 0


def test_mulhi_rejects_floats():
    with pytest.raises(EvalError):
        mulhi(np.ones(2, np.float32), np.ones(2, np.float32))


# --- ragged_dot --------------------------------------------------------------------------

def dims(lb=(), rb=(), lc=(), rc=(), lr=(), rg=()):
    return RaggedDotDims(tuple(lb), tuple(rb), tuple(lc), tuple(rc), tuple(lr), tuple(rg))


def run(lhs, rhs, gs, d, out_dtype=None):
    out_dtype = out_dtype or lhs.dtype
    result_type = TensorType((), element_type_name(np.dtype(out_dtype)))
    return ragged_dot(lhs, rhs, gs, ragged_dot_dimension_numbers=d, result_types=[result_type])


def group_of(position, sizes):
    """The group holding ``position``, or None past the last group (Python loop)."""
    start = 0
    for j, size in enumerate(sizes):
        if start <= position < start + size:
            return j
        start += size
    return None


def test_decoder_reads_parsed_attributes_flat_and_nested():
    flat = parse_attribute("#chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [],\n"
                      " lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],"
                      " lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>")
    assert as_ragged_dot_dims(flat) == dims(lc=[1], rc=[1], lr=[0], rg=[0])
    # the text parser refuses the nested form, as upstream's does (parse_checks.STRUCT_KEYWORDS); the
    # decoder still reads such a struct
    nested = StructAttr("ragged_dot", (
        ("dot_dimension_numbers", StructAttr("dot", (
            ("lhs_batching_dimensions", (0,)), ("rhs_batching_dimensions", (1,)),
            ("lhs_contracting_dimensions", (2,)), ("rhs_contracting_dimensions", (2,))), "chlo")),
        ("lhs_ragged_dimensions", (1,)), ("rhs_group_dimensions", (0,))), "chlo")
    assert as_ragged_dot_dims(nested) == dims([0], [1], [2], [2], [1], [0])
    struct = StructAttr("ragged_dot", (("lhs_contracting_dimensions", (1,)), ("rhs_contracting_dimensions", (0,)),
                                       ("lhs_ragged_dimensions", (1,))))
    assert as_ragged_dot_dims(struct) == dims(lc=[1], rc=[0], lr=[1])


def test_non_contracting_float_rows_by_group():
    lhs = RNG.standard_normal((11, 5)).astype(np.float32)
    rhs = RNG.standard_normal((3, 5, 7)).astype(np.float32)
    sizes = [4, 0, 5]  # an empty group; rows 9 and 10 are in no group
    got = run(lhs, rhs, np.array(sizes, np.int64), dims(lc=[1], rc=[1], lr=[0], rg=[0]))
    assert got.dtype == np.float32 and got.shape == (11, 7)
    for r in range(11):
        j = group_of(r, sizes)
        want = np.zeros(7) if j is None else lhs[r].astype(np.float64) @ rhs[j].astype(np.float64)
        np.testing.assert_allclose(got[r], want, rtol=1e-5, atol=1e-6)
    assert not got[9:].any()


def test_non_contracting_ints_exact_with_wraparound():
    lhs = RNG.integers(-128, 128, (6, 4), np.int8)
    rhs = RNG.integers(-128, 128, (2, 4, 3), np.int8)
    got = run(lhs, rhs, np.array([2, 4], np.int32), dims(lc=[1], rc=[1], lr=[0], rg=[0]))
    for r in range(6):
        j = group_of(r, [2, 4])
        for c in range(3):
            exact = sum(int(lhs[r, k]) * int(rhs[j, k, c]) for k in range(4))
            assert int(got[r, c]) == (exact + 128) % 256 - 128


def test_non_contracting_batched_with_per_batch_group_sizes():
    # lhs [b, m, k], rhs [g, b, k, n], group_sizes [b, g]: each batch has its own partition.
    lhs = RNG.integers(-5, 6, (2, 6, 3)).astype(np.int32)
    rhs = RNG.integers(-5, 6, (3, 2, 3, 4)).astype(np.int32)
    gs = np.array([[1, 2, 3], [4, 0, 1]], np.int64)
    got = run(lhs, rhs, gs, dims([0], [1], [2], [2], [1], [0]))
    assert got.shape == (2, 6, 4)
    for b in range(2):
        for r in range(6):
            j = group_of(r, gs[b].tolist())
            want = [0] * 4 if j is None else [sum(int(lhs[b, r, k]) * int(rhs[j, b, k, n]) for k in range(3))
                                              for n in range(4)]
            assert got[b, r].tolist() == want


def test_non_contracting_group_dim_not_leading():
    # rhs [k, g, n] with the group dimension in the middle; lhs ragged dim last-but-one.
    lhs = RNG.integers(-3, 4, (5, 2)).astype(np.int64)
    rhs = RNG.integers(-3, 4, (2, 2, 3)).astype(np.int64)
    got = run(lhs, rhs, np.array([3, 2], np.int64), dims(lc=[1], rc=[0], lr=[0], rg=[1]))
    for r in range(5):
        np.testing.assert_array_equal(got[r], lhs[r] @ rhs[:, group_of(r, [3, 2]), :])


def test_contracting_groups_stack_on_a_new_leading_dimension():
    lhs = RNG.standard_normal((3, 7)).astype(np.float64)  # [m, k]
    rhs = RNG.standard_normal((7, 2)).astype(np.float64)  # [k, n]
    sizes = [2, 0, 4]  # k = 6 is in no group
    got = run(lhs, rhs, np.array(sizes, np.int32), dims(lc=[1], rc=[0], lr=[1]))
    assert got.shape == (3, 3, 2)
    for j in range(3):
        cols = [k for k in range(7) if group_of(k, sizes) == j]
        np.testing.assert_allclose(got[j], lhs[:, cols] @ rhs[cols, :] if cols else 0, atol=1e-12)


def test_contracting_batched_group_sizes():
    lhs = RNG.integers(-4, 5, (2, 3, 5)).astype(np.int32)  # [b, m, k]
    rhs = RNG.integers(-4, 5, (2, 5, 2)).astype(np.int32)  # [b, k, n]
    gs = np.array([[2, 3], [5, 0]], np.int64)
    got = run(lhs, rhs, gs, dims([0], [0], [2], [1], [2]))
    assert got.shape == (2, 2, 3, 2)
    for j in range(2):
        for b in range(2):
            cols = [k for k in range(5) if group_of(k, gs[b].tolist()) == j]
            np.testing.assert_array_equal(got[j, b], lhs[b][:, cols] @ rhs[b][cols, :])


def test_ragged_batch_is_a_plain_dot_general():
    lhs = RNG.integers(-4, 5, (4, 2, 3)).astype(np.uint8)
    rhs = RNG.integers(0, 5, (4, 3, 2)).astype(np.uint8)
    got = run(lhs, rhs, np.array([1, 3], np.int64), dims([0], [0], [2], [1], [0]))
    want = np.einsum("bmk,bkn->bmn", lhs.astype(np.int64), rhs.astype(np.int64)) % 256
    np.testing.assert_array_equal(got, want.astype(np.uint8))


def test_bfloat16_rounds_every_step_like_dot_general():
    # each partial sum rounds to bf16 (1 + 2**-8 ties to even, twice), as in dot_general
    lhs = np.array([[1.0, 2.0 ** -8, 2.0 ** -8]], ml_dtypes.bfloat16)
    rhs = np.ones((1, 3, 1), ml_dtypes.bfloat16)
    got = run(lhs, rhs, np.array([1], np.int64), dims(lc=[1], rc=[1], lr=[0], rg=[0]))
    assert got.dtype == np.dtype(ml_dtypes.bfloat16) and float(got[0, 0]) == 1.0


@pytest.mark.parametrize("gs, message", [
    (np.array([-1, 3], np.int64), "non-negative"),
    (np.array([1, 1, 1], np.int64), "groups"),
    (np.array([1.0, 2.0], np.float32), "integer"),
])
def test_bad_group_sizes(gs, message):
    with pytest.raises(EvalError, match=message):
        run(np.ones((3, 2), np.float32), np.ones((2, 2, 2), np.float32), gs,
            dims(lc=[1], rc=[1], lr=[0], rg=[0]))


def test_mismatched_contracting_sizes():
    with pytest.raises(EvalError, match="sizes differ"):
        run(np.ones((3, 2), np.float32), np.ones((2, 4, 2), np.float32), np.array([1, 2]),
            dims(lc=[1], rc=[1], lr=[0], rg=[0]))


# --- scan ---------------------------------------------------------------------------------

def interpret(body: str, *args):
    return st.interpret(body, *args)


CUMSUM_2D = """
func.func @main(%x: tensor<3x4xf32>, %init: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3xf32>) {
  %0:2 = chlo.scan(%x) inits(%init) dimension=1 {REV} {
  ^bb0(%a: tensor<3xf32>, %c: tensor<3xf32>):
    %s = stablehlo.add %c, %a : tensor<3xf32>
    stablehlo.return %s, %s : tensor<3xf32>, tensor<3xf32>
  } : (tensor<3x4xf32>, tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3xf32>)
  func.return %0#0, %0#1 : tensor<3x4xf32>, tensor<3xf32>
}
"""


@pytest.mark.parametrize("reverse", [False, True])
def test_scan_prefix_sums_along_dimension_one(reverse):
    x = RNG.standard_normal((3, 4)).astype(np.float32)
    init = np.array([1, 2, 3], np.float32)
    text = CUMSUM_2D.replace("{REV}", "attributes {is_reverse = true}" if reverse else "")
    out, carry = interpret(text, x, init)
    acc, want = init.copy(), np.zeros_like(x)
    for i in (range(3, -1, -1) if reverse else range(4)):
        acc = acc + x[:, i]  # float32 step by step, as the body adds
        want[:, i] = acc
    np.testing.assert_array_equal(out, want)
    np.testing.assert_array_equal(carry, acc)


def test_scan_outputs_differ_from_inputs_and_generic_segment_sizes():
    # Two inputs, one carry, one output: output = running product of x * y (wrapping i8).
    text = """
func.func @main(%x: tensor<5xi8>, %y: tensor<5xi8>, %init: tensor<i8>) -> (tensor<5xi8>, tensor<i8>) {
  %0:2 = "chlo.scan"(%x, %y, %init) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: tensor<i8>, %b: tensor<i8>, %c: tensor<i8>):
    %p = stablehlo.multiply %a, %b : tensor<i8>
    %q = stablehlo.multiply %c, %p : tensor<i8>
    stablehlo.return %q, %q : tensor<i8>, tensor<i8>
  }) : (tensor<5xi8>, tensor<5xi8>, tensor<i8>) -> (tensor<5xi8>, tensor<i8>)
  func.return %0#0, %0#1 : tensor<5xi8>, tensor<i8>
}
"""
    x = np.array([3, -2, 5, 7, 1], np.int8)
    y = np.array([2, 3, -1, 4, 9], np.int8)
    out, carry = interpret(text, x, y, np.array(1, np.int8))
    acc, want = 1, []
    for a, b in zip(x.tolist(), y.tolist()):
        acc = (acc * a * b + 128) % 256 - 128
        want.append(acc)
    assert out.tolist() == want and carry.shape == () and int(carry) == acc


def test_scan_of_length_zero_returns_inits():
    text = """
func.func @main(%x: tensor<0x2xi32>, %init: tensor<2xi32>) -> (tensor<0x2xi32>, tensor<2xi32>) {
  %0:2 = chlo.scan(%x) inits(%init) dimension=0 {
  ^bb0(%a: tensor<2xi32>, %c: tensor<2xi32>):
    %s = stablehlo.add %c, %a : tensor<2xi32>
    stablehlo.return %s, %s : tensor<2xi32>, tensor<2xi32>
  } : (tensor<0x2xi32>, tensor<2xi32>) -> (tensor<0x2xi32>, tensor<2xi32>)
  func.return %0#0, %0#1 : tensor<0x2xi32>, tensor<2xi32>
}
"""
    out, carry = interpret(text, np.zeros((0, 2), np.int32), np.array([5, 6], np.int32))
    assert out.shape == (0, 2) and out.dtype == np.int32 and carry.tolist() == [5, 6]


def test_group_sizes_batch_dim_on_a_contracting_dim_is_an_error():
    # group_sizes [k, g] would partition rows per contracting index: rejected.
    with pytest.raises(EvalError, match="cannot be an lhs contracting"):
        run(np.ones((2, 3), np.float32), np.ones((2, 2, 4), np.float32), np.array([[1, 2]] * 2),
            dims(lc=[0], rc=[1], lr=[1], rg=[0]))
