"""while, if, case and composite: evaluators on plain callables, and small programs.

Expected values are computed by hand or by plain Python loops in the tests.
"""
from __future__ import annotations

import numpy as np
import pytest

from stablehlo_translate import interpret
from stablehlo_translate.diagnostics import Diagnostic, EvalError
from stablehlo_translate.interpreter.ops import control_flow as cf


def i64(value) -> np.ndarray:
    return np.array(value, dtype=np.int64)


def test_while_counts_with_python_regions():
    cond = lambda i, s: [np.array(i < 5)]  # noqa: E731
    body = lambda i, s: [i + 1, s + i]  # noqa: E731
    i, s = cf.while_(i64(0), i64(0), regions=(cond, body))
    assert (int(i), int(s)) == (5, 0 + 1 + 2 + 3 + 4)


def test_while_single_and_zero_results():
    cond = lambda x: [np.array(x < 100)]  # noqa: E731
    result = cf.while_(i64(3), regions=(cond, lambda x: [np.asarray(x * 2)]))
    assert isinstance(result, np.ndarray) and int(result) == 192
    calls = []
    assert cf.while_(regions=(lambda: [np.array(len(calls) < 3)], lambda: calls.append(1) or [])) == ()
    assert len(calls) == 3


def test_while_condition_false_at_once_returns_operands():
    x = i64([1, 2])
    assert cf.while_(x, regions=(lambda x: [np.array(False)], None)) is x


@pytest.mark.parametrize("flag", [np.array([True]), np.array(1, np.int32), 1])
def test_while_rejects_non_i1_condition(flag):
    with pytest.raises(EvalError, match="while_c1"):
        cf.while_(i64(0), regions=(lambda x: [flag], lambda x: [x]))


def test_while_rejects_body_arity_change():
    with pytest.raises(EvalError, match="while_c2"):
        cf.while_(i64(0), regions=(lambda x: [np.array(True)], lambda x: [x, x]))


def test_if_picks_branch():
    branches = (lambda: [i64(1)], lambda: [i64(2), i64(3)])
    assert int(cf.if_(np.array(True), regions=branches)) == 1
    assert tuple(int(v) for v in cf.if_(np.array(False), regions=branches)) == (2, 3)
    with pytest.raises(EvalError, match="pred must be a 0-d tensor of i1"):
        cf.if_(np.array([True]), regions=branches)


@pytest.mark.parametrize("index, picked", [(0, 0), (1, 1), (2, 2), (3, 2), (-1, 2), (2**31 - 1, 2)])
def test_case_index_and_default(index, picked):
    branches = tuple((lambda k=k: [i64(k)]) for k in range(3))
    assert int(cf.case(np.array(index, np.int32), regions=branches)) == picked


def test_case_errors():
    with pytest.raises(EvalError, match="case_c1"):
        cf.case(np.array(0, np.int32), regions=())
    with pytest.raises(EvalError, match="index must be a 0-d tensor of integer"):
        cf.case(np.array(0.0, np.float32), regions=(list,))


FACTORIAL = """
func.func @main(%n: tensor<i64>) -> (tensor<i64>, tensor<i64>) {
  %one = stablehlo.constant dense<1> : tensor<i64>
  %i, %acc = stablehlo.while(%arg0 = %one, %arg1 = %one) : tensor<i64>, tensor<i64>
  cond {
    %c = stablehlo.compare LE, %arg0, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %next_acc = stablehlo.multiply %arg1, %arg0 : tensor<i64>
    %next_i = stablehlo.add %arg0, %one : tensor<i64>
    stablehlo.return %next_i, %next_acc : tensor<i64>, tensor<i64>
  }
  func.return %i, %acc : tensor<i64>, tensor<i64>
}
"""


@pytest.mark.parametrize("n", [0, 1, 5, 20])
def test_while_program_captures_outer_values(n):
    expected = 1
    for k in range(1, n + 1):
        expected *= k
    i, acc = interpret(FACTORIAL, i64(n))
    assert (int(i), int(acc)) == (max(n, 0) + 1, expected)
    assert acc.dtype == np.int64 and acc.shape == ()


NESTED = """
func.func @main(%p: tensor<i1>, %k: tensor<i32>) -> tensor<2xf32> {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r = "stablehlo.if"(%p) ({
    %c = "stablehlo.case"(%k) ({
      stablehlo.return %a : tensor<2xf32>
    }, {
      %d = stablehlo.add %a, %a : tensor<2xf32>
      stablehlo.return %d : tensor<2xf32>
    }) : (tensor<i32>) -> tensor<2xf32>
    stablehlo.return %c : tensor<2xf32>
  }, {
    %n = stablehlo.negate %a : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}
"""


@pytest.mark.parametrize("p, k, expected", [
    (True, 0, [1.0, 2.0]), (True, 1, [2.0, 4.0]), (True, 7, [2.0, 4.0]), (False, 0, [-1.0, -2.0])])
def test_nested_if_case_program(p, k, expected):
    (r,) = interpret(NESTED, np.array(p), np.array(k, np.int32))
    assert r.dtype == np.float32
    np.testing.assert_array_equal(r, np.array(expected, np.float32))


COMPOSITES = """
func.func private @inner(%x: tensor<3xi32>) -> tensor<3xi32> {
  %y = stablehlo.multiply %x, %x : tensor<3xi32>
  func.return %y : tensor<3xi32>
}
func.func private @outer(%x: tensor<3xi32>, %y: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
  %sq = stablehlo.composite "my.square" %x {decomposition = @inner} : (tensor<3xi32>) -> tensor<3xi32>
  %s = stablehlo.add %sq, %y : tensor<3xi32>
  func.return %s, %sq : tensor<3xi32>, tensor<3xi32>
}
func.func @main(%x: tensor<3xi32>, %y: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
  %a, %b = stablehlo.composite "my.fma" %x, %y {
    composite_attributes = {k = 1 : i64}, decomposition = @outer, version = 2 : i32
  } : (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>)
  func.return %a, %b : tensor<3xi32>, tensor<3xi32>
}
"""


def test_nested_composites_with_several_results():
    x = np.array([1, -2, 3], np.int32)
    y = np.array([10, 20, 30], np.int32)
    a, b = interpret(COMPOSITES, x, y)
    np.testing.assert_array_equal(b, np.array([1, 4, 9], np.int32))
    np.testing.assert_array_equal(a, np.array([11, 24, 39], np.int32))


def test_composite_with_undefined_decomposition():
    text = COMPOSITES.replace("decomposition = @inner", "decomposition = @missing")
    with pytest.raises(Diagnostic, match="composite_c2: decomposition @missing"):
        interpret(text, np.zeros(3, np.int32), np.zeros(3, np.int32))
