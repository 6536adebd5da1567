"""reduce and map (spec.md#reduce, spec.md#map) run as small programs.

Expected values come from plain Python folds written here (sequential, in the
reference's order), never from the code under test. Each body shape is run both
as an elementwise region (batched or a numpy fast path) and as a region with a
``func.call`` (per-element fallback).
"""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.diagnostics import Diagnostic


def assert_same(actual, expected) -> None:
    assert isinstance(actual, np.ndarray), type(actual)
    assert actual.dtype == expected.dtype and actual.shape == expected.shape
    assert np.ascontiguousarray(actual).tobytes() == np.ascontiguousarray(expected).tobytes()


def reduce_program(op: str, element: str, shape: tuple[int, ...], dims: tuple[int, ...],
                   call: bool = False) -> str:
    """``reduce`` over ``dims`` with a body doing ``op`` (through a func.call if ``call``)."""
    out = [s for d, s in enumerate(shape) if d not in dims]
    tin = "tensor<" + "".join(f"{s}x" for s in shape) + element + ">"
    tout = "tensor<" + "".join(f"{s}x" for s in out) + element + ">"
    scalar = f"tensor<{element}>"
    step = (f"%0 = func.call @step(%a, %b) : ({scalar}, {scalar}) -> {scalar}" if call
            else f"%0 = stablehlo.{op} %a, %b : {scalar}")
    return f"""
func.func @main(%x: {tin}, %init: {scalar}) -> {tout} {{
  %r = stablehlo.reduce(%x init: %init) across dimensions = {list(dims)} : ({tin}, {scalar}) -> {tout}
    reducer(%a: {scalar}, %b: {scalar}) {{
      {step}
      stablehlo.return %0 : {scalar}
    }}
  func.return %r : {tout}
}}
func.func private @step(%a: {scalar}, %b: {scalar}) -> {scalar} {{
  %0 = stablehlo.{op} %a, %b : {scalar}
  func.return %0 : {scalar}
}}
"""


def sequential(fn, x: np.ndarray, init, dims: tuple[int, ...]) -> np.ndarray:
    """Reference fold: for each kept index, ``acc = fn(acc, x[i])`` in row-major order."""
    kept = [d for d in range(x.ndim) if d not in dims]
    moved = np.transpose(x, kept + sorted(dims))
    out_shape = moved.shape[:len(kept)]
    flat = moved.reshape(out_shape + (-1,))
    result = np.empty(out_shape, x.dtype)
    for index in np.ndindex(*out_shape):
        acc = init
        for value in flat[index]:
            acc = fn(acc, value)
        result[index] = acc
    return result


def run(program: str, *args):
    return st.interpret(program, *args)


@pytest.mark.parametrize("call", [False, True])
def test_reduce_int_add_wraps(call):
    x = np.arange(-60, 60, dtype=np.int8).reshape(4, 30) * 3
    init = np.array(100, np.int8)
    (r,) = run(reduce_program("add", "i8", (4, 30), (1,), call), x, init)
    expected = np.array([(100 + int(row.astype(np.int64).sum()) + 128) % 256 - 128 for row in x], np.int8)
    assert_same(r, expected)


@pytest.mark.parametrize("call", [False, True])
def test_reduce_f32_add_is_sequential(call):
    rng = np.random.default_rng(1)
    x = (rng.standard_normal((3, 200)) * 10.0 ** rng.integers(-3, 6, (3, 200))).astype(np.float32)
    init = np.array(0.5, np.float32)
    (r,) = run(reduce_program("add", "f32", (3, 200), (1,), call), x, init)
    expected = sequential(lambda a, b: np.float32(a) + np.float32(b), x, np.float32(0.5), (1,))
    assert (expected != np.float32(0.5) + x.sum(axis=1)).any()  # the data tells the orders apart
    assert_same(r, expected)


def test_reduce_bf16_add_rounds_each_step():
    x = np.array([[1, 2 ** -8, 2 ** -8, 2 ** -8, 2 ** -8]], ml_dtypes.bfloat16)
    init = np.array(0, ml_dtypes.bfloat16)
    (r,) = run(reduce_program("add", "bf16", (1, 5), (1,)), x, init)
    # 1 + 2**-8 rounds back to 1 at every step in bf16 (a pairwise sum would give 1.015625)
    assert_same(r, np.array([1], ml_dtypes.bfloat16))


def test_reduce_multiple_dims_row_major():
    x = np.arange(24, dtype=np.float64).reshape(2, 3, 4) / 7
    init = np.array(-1.25, np.float64)
    (r,) = run(reduce_program("subtract", "f64", (2, 3, 4), (2, 0)), x, init)
    expected = sequential(lambda a, b: a - b, x, -1.25, (0, 2))
    assert_same(r, expected)


@pytest.mark.parametrize("op", ["maximum", "minimum"])
@pytest.mark.parametrize("call", [False, True])
def test_reduce_float_max_min_nan_and_signed_zero(op, call):
    nan1 = np.array(0x7FC00001, np.uint32).view(np.float32)
    nan2 = np.array(0xFFC00002, np.uint32).view(np.float32)
    x = np.array([[-0.0, 0.0, -0.0], [1.0, nan1, nan2], [0.0, -0.0, 3.0], [-np.inf, -2.0, -np.inf]], np.float32)
    init = np.array(-0.0 if op == "maximum" else 0.0, np.float32)
    (r,) = run(reduce_program(op, "f32", (4, 3), (1,), call), x, init)
    zero_pick = 0.0 if op == "maximum" else -0.0
    extreme = 3.0 if op == "maximum" else -0.0
    last = -0.0 if op == "maximum" else -np.inf
    expected = np.array([zero_pick, nan1, extreme, last], np.float32)
    assert_same(r, expected)


@pytest.mark.parametrize("op,fn", [("maximum", max), ("minimum", min), ("and", lambda a, b: a & b),
                                   ("or", lambda a, b: a | b), ("xor", lambda a, b: a ^ b),
                                   ("multiply", lambda a, b: np.uint16((int(a) * int(b)) % 65536))])
def test_reduce_unsigned_lone_ops(op, fn):
    x = np.array([[3, 65535, 7, 12], [0, 9, 9, 1000]], np.uint16)
    init = np.array(5, np.uint16)
    (r,) = run(reduce_program(op, "ui16", (2, 4), (1,)), x, init)
    assert_same(r, sequential(fn, x, np.uint16(5), (1,)))


def test_reduce_bool_and_int4():
    x = np.array([[True, False], [False, False]])
    (r,) = run(reduce_program("add", "i1", (2, 2), (1,)), x, np.array(False))
    assert_same(r, np.array([True, False]))
    x4 = np.array([[7, 7, 7], [-8, -1, 0]], ml_dtypes.int4)
    (r,) = run(reduce_program("add", "i4", (2, 3), (1,)), x4, np.array(1, ml_dtypes.int4))
    assert_same(r, np.array([(1 + 21 + 8) % 16 - 8, -8], ml_dtypes.int4))  # 22 -> 6, -8 stays -8


def test_reduce_empty_dimension_gives_init():
    x = np.zeros((3, 0), np.float32)
    (r,) = run(reduce_program("add", "f32", (3, 0), (1,)), x, np.array(2.5, np.float32))
    assert_same(r, np.full(3, 2.5, np.float32))


@pytest.mark.parametrize("op,element,dtype,fn", [
    ("maximum", "i32", np.int32, max), ("maximum", "f32", np.float32, max),
    ("add", "f32", np.float32, lambda a, b: np.float32(a) + np.float32(b)),
    ("multiply", "f64", np.float64, lambda a, b: a * b), ("add", "i1", np.bool_, lambda a, b: a | b),
    ("subtract", "i32", np.int32, lambda a, b: np.int32(int(a) - int(b)))])
def test_reduce_to_scalar_all_dims(op, element, dtype, fn):
    x = (np.arange(12).reshape(3, 4) % 5 / 3 + 0.5).astype(dtype)
    init = np.array(1, dtype)
    (r,) = run(reduce_program(op, element, (3, 4), (0, 1)), x, init)
    assert_same(r, np.array(sequential(fn, x, init[()], (0, 1)), dtype))


ARGMAX = """
func.func @main(%x: tensor<3x4xf32>, %i: tensor<3x4xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %v0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %i0 = stablehlo.constant dense<-1> : tensor<i32>
  %r:2 = stablehlo.reduce(%x init: %v0), (%i init: %i0) across dimensions = [1]
      : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
    reducer(%av: tensor<f32>, %bv: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>) {
      %gt = stablehlo.compare GT, %bv, %av : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %v = stablehlo.select %gt, %bv, %av : tensor<i1>, tensor<f32>
      %j = stablehlo.select %gt, %bi, %ai : tensor<i1>, tensor<i32>
      stablehlo.return %v, %j : tensor<f32>, tensor<i32>
    }
  func.return %r#0, %r#1 : tensor<3xf32>, tensor<3xi32>
}
"""


def test_reduce_variadic_argmax():
    x = np.array([[1, 5, 5, 2], [-1, -3, -0.5, -7], [0, 0, 0, 0]], np.float32)
    index = np.broadcast_to(np.arange(4, dtype=np.int32), (3, 4)).copy()
    values, indices = run(ARGMAX, x, index)
    assert_same(values, np.array([5, -0.5, 0], np.float32))
    assert_same(indices, np.array([1, 2, 0], np.int32))  # ties keep the first


PROMOTE = """
func.func @main(%x: tensor<2x3xi8>) -> tensor<2xi32> {
  %init = stablehlo.constant dense<0> : tensor<i8>
  %r = "stablehlo.reduce"(%x, %init) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xi8>, tensor<i8>) -> tensor<2xi32>
  func.return %r : tensor<2xi32>
}
"""


def test_reduce_promotes_to_body_types():
    x = np.array([[100, 100, 100], [-128, -128, 1]], np.int8)
    (r,) = run(PROMOTE, x)
    assert_same(r, np.array([300, -255], np.int32))


def test_reduce_bad_dimension_is_an_error():
    with pytest.raises(Diagnostic, match="invalid dimensions"):
        run(reduce_program("add", "i32", (2, 3), (2,)), np.zeros((2, 3), np.int32), np.array(0, np.int32))


def map_program(call: bool) -> str:
    body = ("%0 = func.call @f(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>" if call
            else "%0 = stablehlo.multiply %a, %b : tensor<i32>")
    return f"""
func.func @main(%x: tensor<2x3xi32>, %y: tensor<2x3xi32>) -> tensor<2x3xi32> {{
  %r = "stablehlo.map"(%x, %y) ({{
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      {body}
      stablehlo.return %0 : tensor<i32>
  }}) {{dimensions = array<i64: 0, 1>}} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return %r : tensor<2x3xi32>
}}
func.func private @f(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {{
  %0 = stablehlo.multiply %a, %b : tensor<i32>
  func.return %0 : tensor<i32>
}}
"""


@pytest.mark.parametrize("call", [False, True])
def test_map_multiply(call):
    x = np.array([[0, 1, 2], [3, 65536, -7]], np.int32)
    y = np.array([[4, 5, 6], [7, 65536, 3]], np.int32)
    (r,) = run(map_program(call), x, y)
    assert_same(r, np.array([[0, 5, 12], [21, 0, -21]], np.int32))


def test_map_constant_computation_broadcasts():
    program = """
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = "stablehlo.map"(%x) ({
    ^bb0(%a: tensor<f32>):
      %c = stablehlo.constant dense<2.0> : tensor<f32>
      stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}
"""
    (r,) = run(program, np.zeros(3, np.float32))
    assert_same(r, np.full(3, 2.0, np.float32))


def test_map_dimensions_must_be_identity():
    program = map_program(False).replace("array<i64: 0, 1>", "array<i64: 1, 0>")
    with pytest.raises(Diagnostic, match="dimensions"):
        run(program, np.zeros((2, 3), np.int32), np.zeros((2, 3), np.int32))


@pytest.mark.parametrize("element,dtype", [
    ("bf16", ml_dtypes.bfloat16), ("f8E4M3FN", ml_dtypes.float8_e4m3fn), ("f16", np.float16),
    ("f64", np.float64), ("complex<f32>", np.complex64), ("ui64", np.uint64), ("i4", ml_dtypes.int4)])
@pytest.mark.parametrize("op", ["maximum", "minimum", "add", "multiply"])
def test_fast_paths_match_a_sequential_fold_of_the_element_op(element, dtype, op):
    """Every numpy fast path gives the bits of folding element.py's op one element at a time."""
    from stablehlo_translate.interpreter import element as el
    rng = np.random.default_rng(5)
    x = rng.standard_normal((4, 30)) * 3
    if dtype in (np.complex64,):
        x = x + 1j * rng.standard_normal((4, 30))
    x = x.astype(dtype) if el.kind(np.dtype(dtype)) not in "iu" else np.abs(x).astype(dtype)
    if el.kind(np.dtype(dtype)) == "f":
        x[1, 3], x[2, :], x[2, 5] = np.nan, 0, -0.0
    init = np.array(1, dtype)
    fn = {"maximum": el.maximum, "minimum": el.minimum, "add": el.add, "multiply": el.multiply}[op]
    (r,) = run(reduce_program(op, element, (4, 30), (1,)), x, init)
    assert_same(r, sequential(lambda a, b: fn(np.asarray(a), np.asarray(b)), x, init, (1,)))
