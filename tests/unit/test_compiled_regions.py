"""interpreter/compiler.py: a region runs as one generated function from its
second run on, with the results, checks and errors of the op-by-op path (a loop carrying
a tensor, so not one lowered in place as a scalar loop)."""
import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.interpreter.executor import interpret_module

LOOP = """
func.func @main(%n: tensor<i64>, %x: tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i64>
  %0:2 = stablehlo.while(%i = %c, %v = %x) : tensor<i64>, tensor<2xf32>
  cond {
    %1 = stablehlo.compare  LT, %i, %n,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %1 = stablehlo.add %i, %one : tensor<i64>
    %half = stablehlo.constant dense<5.000000e-01> : tensor<2xf32>
    %2 = stablehlo.multiply %v, %half : tensor<2xf32>
    %3 = stablehlo.add %2, %x : tensor<2xf32>
    %4 = stablehlo.convert %3 : tensor<2xf32>
    stablehlo.return %1, %4 : tensor<i64>, tensor<2xf32>
  }
  return %0#0, %0#1 : tensor<i64>, tensor<2xf32>
}
"""


def _expected(n: int, x: np.float32) -> tuple[int, np.float32]:
    v = x
    for _ in range(n):
        v = np.float32(np.float32(v * np.float32(0.5)) + x)
    return n, v


def test_loop_regions_compile_and_give_the_op_by_op_results():
    module = st.parse_module(LOOP)
    n, x = np.array(50, np.int64), np.array([3.0, -0.7], np.float32)
    count, value = st.interpret(module, n, x)
    want = [_expected(50, v) for v in np.float32([3.0, -0.7])]
    assert count == want[0][0] and value.tobytes() == np.float32([v for _, v in want]).tobytes()
    loop = next(op for op in module.op.walk() if op.name == "stablehlo.while")
    assert all(callable(region.cache["compiled"]) for region in loop.regions)
    traced = []
    results = interpret_module(module, [n, x], trace=lambda op, values: traced.append(op.name))[0][1]
    assert [r.tobytes() for r in results] == [count.tobytes(), value.tobytes()]
    assert traced.count("stablehlo.multiply") == 50  # with a trace hook every op still runs on its own


def test_an_error_on_a_later_iteration_is_the_op_by_op_error():
    text = LOOP.replace("    stablehlo.return %1, %4", "    check.expect_eq_const %i, dense<0> : tensor<i64>\n"
                                                        "    stablehlo.return %1, %4")
    messages = []
    for trace in (None, lambda op, values: None):
        module = st.parse_module(text)
        with pytest.raises(Diagnostic) as caught:
            interpret_module(module, [np.array(3, np.int64), np.array([1.0, 2.0], np.float32)], trace=trace)
        messages.append(caught.value.render())
        body = next(op for op in module.op.walk() if op.name == "stablehlo.while").regions[1]
        assert callable(body.cache.get("compiled")) == (trace is None)  # the second iteration ran compiled
    assert messages[0] == messages[1]
    assert ":15:" in messages[0] and "check.expect_eq_const" in messages[0]
