"""CHLO broadcasting ops, predicates, constants, next_after and top_k, with hand-computed results."""
import ml_dtypes
import numpy as np
import pytest

from stablehlo_translate import interpret
from stablehlo_translate.diagnostics import EvalError
from stablehlo_translate.interpreter.ops.chlo_broadcast import broadcast, next_after
import stablehlo_translate.interpreter.ops  # noqa: F401  (registers the op table rows)
from stablehlo_translate.optable import OP_TABLE
from stablehlo_translate.ir.types import TensorType


def run(name, *arrays, **attrs):
    return OP_TABLE[f"chlo.{name}"].eval(*arrays, **attrs)


def test_numpy_prefix_and_explicit_broadcast_dimensions():
    a = np.arange(6, dtype=np.int32).reshape(2, 3)
    assert run("broadcast_add", a, np.array([10, 20, 30], np.int32)).tolist() == [[10, 21, 32], [13, 24, 35]]
    r = run("broadcast_add", a, np.array([100, 200], np.int32), broadcast_dimensions=(0,))
    assert r.tolist() == [[100, 101, 102], [203, 204, 205]]


def test_broadcast_dimensions_may_transpose_the_smaller_operand():
    small = np.array([[1, 2, 3], [4, 5, 6]])  # dims (0, 1) placed at result dims (2, 0)
    x, _ = broadcast((small, np.zeros((3, 1, 2))), (2, 0))
    assert x.shape == (3, 1, 2) and x[:, 0, :].tolist() == [[1, 4], [2, 5], [3, 6]]


def test_incompatible_shapes_are_eval_errors():
    with pytest.raises(EvalError, match="broadcast"):
        run("broadcast_add", np.zeros((2, 3)), np.zeros(4))
    with pytest.raises(EvalError, match="broadcast_dimensions"):
        run("broadcast_add", np.zeros((2, 3)), np.zeros(2), broadcast_dimensions=(5,))


def test_integer_semantics_come_from_stablehlo():
    x = np.array([-7, 7], np.int8)
    assert run("broadcast_divide", x, np.array(2, np.int8)).tolist() == [-3, 3]
    assert run("broadcast_remainder", x, np.array(2, np.int8)).tolist() == [-1, 1]
    assert run("broadcast_shift_right_logical", x, np.array(1, np.int8)).tolist() == [124, 3]
    assert run("broadcast_add", np.array([127], np.int8), np.array(1, np.int8)).tolist() == [-128]


def test_compare_select_complex():
    c = run("broadcast_compare", np.array([1.0, np.nan]), np.array(1.0), comparison_direction="GE")
    assert c.tolist() == [True, False]
    s = run("broadcast_select", np.array([True, False]), np.array([[1], [2]]), np.array(0))
    assert s.tolist() == [[1, 0], [2, 0]]
    z = run("broadcast_complex", np.array([1.0, -0.0], np.float32), np.array(2.0, np.float32))
    assert z.dtype == np.complex64 and z.tolist() == [1 + 2j, -0.0 + 2j]


def _bits(a):
    return a.view(f"u{a.dtype.itemsize}").tolist()


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.float16, ml_dtypes.bfloat16])
def test_next_after_steps_one_bit(dtype):
    x = np.array([1.0, 1.0, -1.0, 0.0, 0.0, 3.0], dtype)
    y = np.array([2.0, 0.0, -2.0, 1.0, -1.0, 3.0], dtype)
    r = next_after(x, y)
    one = _bits(np.array([1.0], dtype))[0]
    neg_one = _bits(np.array([-1.0], dtype))[0]
    sign = 1 << (8 * np.dtype(dtype).itemsize - 1)
    assert _bits(r) == [one + 1, one - 1, neg_one + 1, 1, sign | 1, _bits(np.array([3.0], dtype))[0]]
    assert np.isnan(next_after(np.array([np.nan], dtype), np.array([1.0], dtype))).all()


def test_predicates_conj_square_constant_like():
    x = np.array([np.inf, -np.inf, np.nan, 1.0], np.float32)
    assert run("is_inf", x).tolist() == [True, True, False, False]
    assert run("is_pos_inf", x).tolist() == [True, False, False, False]
    assert run("is_neg_inf", x).tolist() == [False, True, False, False]
    z = np.array([3 - 4j], np.complex64)
    assert run("conj", z).tolist() == [3 + 4j]
    assert run("square", z).tolist() == [-7 - 24j]
    assert run("square", np.array([-3], np.int32)).tolist() == [9]


def test_top_k_ties_nan_and_integers():
    values, indices = interpret("""
func.func @main(%x: tensor<2x4xf32>) -> (tensor<2x2xf32>, tensor<2x2xi32>) {
  %v, %i = chlo.top_k(%x, k = 2) : tensor<2x4xf32> -> (tensor<2x2xf32>, tensor<2x2xi32>)
  func.return %v, %i : tensor<2x2xf32>, tensor<2x2xi32>
}""", np.array([[4, 1, 4, 0], [-1, np.nan, 3, 2]], np.float32))
    assert values[0].tolist() == [4, 4] and indices.tolist() == [[0, 2], [1, 2]]
    assert np.isnan(values[1, 0])
    v, i = run("top_k", np.array([-128, 127, 5], np.int8), k=2, result_types=[TensorType((2,), "i8"), TensorType((2,), "i32")])
    assert v.tolist() == [127, 5] and i.tolist() == [1, 2]


def test_broadcast_program_runs_end_to_end():
    out = interpret("""
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_maximum %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}""", np.array([[1, 5, 3], [7, 0, 9]], np.float32), np.array([2, 8], np.float32))
    assert out[0].tolist() == [[2, 5, 3], [8, 8, 9]]
