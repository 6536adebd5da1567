"""interpreter/compiler.py: a function body runs compiled from its second run on, with the
walker's results and errors; buffers are reused only where nothing else can see them."""
from __future__ import annotations

import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.interpreter import element as el

T = "tensor<4x4xf32>"
CHAIN = f"""
func.func @main(%x: {T}, %y: {T}) -> ({T}, tensor<16xf32>, {T}) {{
  %0 = stablehlo.add %x, %y : {T}
  %1 = stablehlo.multiply %0, %x : {T}
  %view = stablehlo.reshape %1 : ({T}) -> tensor<16xf32>
  %2 = stablehlo.subtract %1, %y : {T}
  %3 = stablehlo.multiply %2, %2 : {T}
  %4 = stablehlo.add %3, %0 : {T}
  %k = stablehlo.constant dense<2.0> : {T}
  %5 = stablehlo.multiply %4, %k : {T}
  return %5, %view, %k : {T}, tensor<16xf32>, {T}
}}
"""


def _module_runs(text: str, args: list[np.ndarray], runs: int = 3) -> list[list[np.ndarray]]:
    module = st.parse_module(text)
    return [st.interpret(module, *args) for _ in range(runs)]


def _plain(text: str, args: list[np.ndarray]) -> list[np.ndarray]:
    saved, el.FAST = el.FAST, False
    try:
        return st.interpret(st.parse_module(text), *args)
    finally:
        el.FAST = saved


def test_chain_reuses_only_private_buffers():
    rng = np.random.default_rng(0)
    x, y = (rng.standard_normal((4, 4)).astype(np.float32) for _ in range(2))
    saved = x.copy(), y.copy()
    expected = _plain(CHAIN, [x, y])
    module = st.parse_module(CHAIN)
    for _ in range(3):
        results = st.interpret(module, x, y)
        assert [r.tobytes() for r in results] == [r.tobytes() for r in expected]
    assert x.tobytes() == saved[0].tobytes() and y.tobytes() == saved[1].tobytes()  # arguments untouched
    assert callable(module.functions["main"].regions[0].cache["compiled"])
    assert results[2].tobytes() == np.full((4, 4), 2.0, np.float32).tobytes()  # the literal untouched


def test_regions_read_values_of_the_compiled_block():
    text = """
func.func @main(%n: tensor<i64>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %step = stablehlo.multiply %x, %x : tensor<4xf32>
  %c = stablehlo.constant dense<0> : tensor<i64>
  %0:2 = stablehlo.while(%i = %c, %v = %x) : tensor<i64>, tensor<4xf32>
  cond {
    %1 = stablehlo.compare  LT, %i, %n,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %1 = stablehlo.add %i, %one : tensor<i64>
    %2 = stablehlo.add %v, %step : tensor<4xf32>
    stablehlo.return %1, %2 : tensor<i64>, tensor<4xf32>
  }
  %r = stablehlo.subtract %0#1, %step : tensor<4xf32>
  return %r : tensor<4xf32>
}
"""
    args = [np.array(5, np.int64), np.array([1.0, -2.0, 0.5, 3.0], np.float32)]
    expected = _plain(text, args)[0].tobytes()
    assert all(r[0].tobytes() == expected for r in _module_runs(text, args))


def test_an_error_in_a_compiled_function_is_the_walkers():
    text = """
func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.add %x, %x : tensor<2xi32>
  check.expect_eq_const %0, dense<[2, 4]> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
"""
    module = st.parse_module(text)
    good = np.array([1, 2], np.int32)
    st.interpret(module, good)
    st.interpret(module, good)
    assert callable(module.functions["main"].regions[0].cache["compiled"])
    messages = []
    for fresh in (st.parse_module(text), module):  # walked, then compiled
        with pytest.raises(Diagnostic) as caught:
            st.interpret(fresh, np.array([1, 3], np.int32))
        messages.append(caught.value.render())
    assert messages[0] == messages[1]


def test_errors_name_their_op_in_a_block_and_in_a_region_reading_outer_values():
    """The compiled function finds the failing op from its line (no op index kept at run time)."""
    text = """
func.func @main(%x: tensor<2xi32>, %n: tensor<i32>) -> tensor<2xi32> {
  %0 = stablehlo.add %x, %x : tensor<2xi32>
  check.expect_eq_const %0, dense<[2, 4]> : tensor<2xi32>
  %1 = stablehlo.multiply %0, %x : tensor<2xi32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %2:2 = stablehlo.while(%i = %c, %v = %1) : tensor<i32>, tensor<2xi32>
    cond {
      %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %w = stablehlo.add %v, %0 : tensor<2xi32>
      check.expect_eq_const %j, dense<1> : tensor<i32>
      %u = stablehlo.subtract %w, %x : tensor<2xi32>
      stablehlo.return %j, %u : tensor<i32>, tensor<2xi32>
    }
  check.expect_eq_const %2#1, dense<[3, 10]> : tensor<2xi32>
  return %2#1 : tensor<2xi32>
}
"""
    good = np.array([1, 2], np.int32)
    module = st.parse_module(text)
    for _ in range(3):
        st.interpret(module, good, np.int32(1))
    assert callable(module.functions["main"].regions[0].cache["compiled"])
    cases = [(np.array([1, 3], np.int32), np.int32(1)),  # the first check
             (good, np.int32(2)),  # the check in the loop body, on its second iteration
             (good, np.int32(0))]  # the last check
    lines = set()
    for args in cases:
        messages = []
        for fresh in (st.parse_module(text), module):  # walked, then compiled
            with pytest.raises(Diagnostic) as caught:
                st.interpret(fresh, *args)
            messages.append(caught.value.render())
        assert messages[0] == messages[1]
        lines.add(messages[1].split(":")[1])
    assert len(lines) == 3


def test_broadcasts_read_by_binary_ufuncs_are_views_with_the_same_bits():
    """A broadcast_in_dim whose only readers are binary ufunc kernels runs as a view (no
    copy): not when a unary op, a non-kernel op or both operands of one op read it, and
    never returned or written through."""
    text = """
func.func @main(%x: tensor<3x4xf32>, %r: tensor<4xf32>, %c: tensor<3xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) {
  %b = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
  %d = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
  %0 = stablehlo.subtract %x, %b : tensor<3x4xf32>
  %1 = stablehlo.multiply %d, %0 : tensor<3x4xf32>
  %2 = stablehlo.add %1, %b : tensor<3x4xf32>
  %e = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
  %3 = stablehlo.add %e, %e : tensor<3x4xf32>
  %f = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
  %4 = stablehlo.negate %f : tensor<3x4xf32>
  %5 = stablehlo.add %4, %2 : tensor<3x4xf32>
  return %5, %3, %d : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>
}
"""
    rng = np.random.default_rng(1)
    args = [rng.standard_normal(shape).astype(np.float32) for shape in ((3, 4), (4,), (3,))]
    expected = [r.tobytes() for r in _plain(text, args)]
    module = st.parse_module(text)
    for _ in range(3):
        results = st.interpret(module, *args)
        assert [r.tobytes() for r in results] == expected
        assert all(r.shape == (3, 4) and r.flags.writeable and r.base is None for r in results[1:])
    names = module.functions["main"].regions[0].cache["compiled"].__globals__
    assert sum(getattr(value, "__name__", "") == "view" for value in names.values()) == 1  # %b only
