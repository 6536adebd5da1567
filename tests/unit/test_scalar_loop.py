"""A while loop over scalars runs compiled (lowered in place by compiler.py) with the plain path's bits,
the values computed independently here, and the plain path's errors."""
from __future__ import annotations

import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.interpreter import element as el
from stablehlo_translate.diagnostics import Diagnostic, InterpretError
from stablehlo_translate.limits import LIMITS


def _run(text: str, *args, fast: bool = True, trace=None) -> list[np.ndarray]:
    saved = el.FAST
    el.FAST = fast
    try:
        return st.interpret(st.parse_module(text), *args, trace=trace)  # fresh parse: caches are per op
    finally:
        el.FAST = saved


def _loop(ty: str, cond: str, body: str, state: int = 2) -> str:
    """``@main(%n: i64, %x: ty)``: state (%i: i64 from 0, %v: ty from %x) (+ %w: ty when state=3)."""
    i, t = "tensor<i64>", f"tensor<{ty}>"
    names = ["%i = %zero", "%v = %x"] + (["%w = %x"] if state == 3 else [])
    types = [i, t] + ([t] if state == 3 else [])
    results = ", ".join(f"%0#{k}" for k in range(state))
    return (f"func.func @main(%n: {i}, %x: {t}) -> ({', '.join(types)}) {{\n"
            f"  %zero = stablehlo.constant dense<0> : {i}\n"
            f"  %0:{state} = stablehlo.while({', '.join(names)}) : {', '.join(types)}\n"
            f"  cond {{\n{cond}\n  }} do {{\n{body}\n  }}\n"
            f"  return {results} : {', '.join(types)}\n}}")


_COUNT = """    %c = stablehlo.compare  LT, %i, %n,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>"""
_STEP = """    %one = stablehlo.constant dense<1> : tensor<i64>
    %i1 = stablehlo.add %i, %one : tensor<i64>"""


def _same(text: str, *args) -> list[np.ndarray]:
    fast, plain = _run(text, *args), _run(text, *args, fast=False)
    for a, b in zip(fast, plain, strict=True):
        assert type(a) is np.ndarray and a.dtype == b.dtype and a.shape == b.shape == ()
        assert a.tobytes() == b.tobytes()
    return fast


def test_float_recurrence_matches_numpy_and_the_plain_path():
    text = _loop("f32", _COUNT, _STEP + """
    %h = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %m = stablehlo.multiply %v, %h : tensor<f32>
    %k = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %a = stablehlo.add %m, %k : tensor<f32>
    %s = stablehlo.subtract %a, %v : tensor<f32>
    stablehlo.return %i1, %s : tensor<i64>, tensor<f32>""")
    x = np.float32(0.3)
    expected = np.array(x)
    for _ in range(1000):  # whole-array ufuncs, the evaluators' arithmetic
        expected = np.subtract(np.add(np.multiply(expected, np.float32(0.5)), np.float32(0.1)), expected)
    count, value = _same(text, np.array(1000, np.int64), np.array(x))
    assert int(count) == 1000 and value.tobytes() == np.asarray(expected, np.float32).tobytes()


def test_int_wraps_and_unsigned_compare():
    text = _loop("ui32", _COUNT, _STEP + """
    %k = stablehlo.constant dense<2654435761> : tensor<ui32>
    %m = stablehlo.multiply %v, %k : tensor<ui32>
    %b = stablehlo.constant dense<3000000000> : tensor<ui32>
    %g = stablehlo.compare  GT, %m, %b,  UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %y = stablehlo.xor %m, %v : tensor<ui32>
    stablehlo.return %i1, %y : tensor<i64>, tensor<ui32>""")
    v = 7
    for _ in range(50):
        v = ((v * 2654435761) % 2**32) ^ v
    _, value = _same(text, np.array(50, np.int64), np.array(7, np.uint32))
    assert value.dtype == np.uint32 and int(value) == v


def test_nan_compare_ends_the_loop_and_bool_state():
    cond = """    %c = stablehlo.compare  EQ, %v, %v,  FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>"""
    body = _STEP + """
    %big = stablehlo.constant dense<1.0e300> : tensor<f64>
    %m = stablehlo.multiply %v, %big : tensor<f64>
    %d = stablehlo.subtract %m, %m : tensor<f64>
    %z = stablehlo.add %m, %d : tensor<f64>
    stablehlo.return %i1, %z : tensor<i64>, tensor<f64>"""
    count, value = _same(_loop("f64", cond, body), np.array(0, np.int64), np.array(3.0))
    assert int(count) == 2 and np.isnan(value)  # 3e300 + 0, then inf + (inf - inf) = NaN


def test_loop_is_compiled_unless_traced():
    text = _loop("f32", _COUNT, _STEP + """
    stablehlo.return %i1, %v : tensor<i64>, tensor<f32>""")
    module = st.parse_module(text)
    st.interpret(module, np.array(3, np.int64), np.array(1, np.float32))
    loops = [r for op in module.op.walk() if op.name == "stablehlo.while" for r in op.regions[:1]]
    assert loops and loops[0].cache.get("scalar_loop")
    seen = []
    _run(text, np.array(3, np.int64), np.array(1, np.float32), trace=lambda op, values: seen.append(op.name))
    assert seen.count("stablehlo.add") == 3


def test_other_ops_run_inside_the_loop_and_tensor_state_is_not_lowered():
    text = _loop("f32", _COUNT, _STEP + """
    %d = stablehlo.divide %v, %v : tensor<f32>
    %e = stablehlo.exponential %d : tensor<f32>
    stablehlo.return %i1, %e : tensor<i64>, tensor<f32>""")
    module = st.parse_module(text)
    count, value = st.interpret(module, np.array(2, np.int64), np.array(4, np.float32))
    assert int(count) == 2 and value.tobytes() == np.float32(np.e).tobytes()
    assert _same(text, np.array(3, np.int64), np.array(4, np.float32))[1].tobytes() == value.tobytes()
    loops = [r for op in module.op.walk() if op.name == "stablehlo.while" for r in op.regions[:1]]
    assert callable(loops[0].cache.get("scalar_loop"))
    tensor = st.parse_module(text.replace("%x: tensor<f32>", "%x: tensor<1xf32>").replace(
        "%v = %x) : tensor<i64>, tensor<f32>", "%v = %x) : tensor<i64>, tensor<1xf32>").replace(
        "-> (tensor<i64>, tensor<f32>)", "-> (tensor<i64>, tensor<1xf32>)").replace(
        ": tensor<i64>, tensor<f32>", ": tensor<i64>, tensor<1xf32>").replace(": tensor<f32>", ": tensor<1xf32>"))
    count, value = st.interpret(tensor, np.array(2, np.int64), np.array([4], np.float32))
    assert int(count) == 2 and value.tobytes() == np.float32([np.e]).tobytes()
    loops = [r for op in tensor.op.walk() if op.name == "stablehlo.while" for r in op.regions[:1]]
    assert loops[0].cache.get("scalar_loop") is False


NESTED = """
func.func @main(%n: tensor<i64>, %x: tensor<f32>, %t: tensor<3xf32>) -> (tensor<i64>, tensor<f32>, tensor<3xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %s = stablehlo.multiply %t, %t : tensor<3xf32>
  %0:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i64>, tensor<f32>
  cond {
    %c = stablehlo.compare  LT, %i, %n,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %i1 = stablehlo.add %i, %one : tensor<i64>
    %1:2 = stablehlo.while(%j = %zero, %w = %v) : tensor<i64>, tensor<f32>
    cond {
      %c = stablehlo.compare  LT, %j, %i1,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %j1 = stablehlo.add %j, %one : tensor<i64>
      %h = stablehlo.constant dense<0.75> : tensor<f32>
      %m = stablehlo.multiply %w, %h : tensor<f32>
      stablehlo.return %j1, %m : tensor<i64>, tensor<f32>
    }
    %pos = stablehlo.compare  GT, %1#1, %x,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %b = "stablehlo.if"(%pos) ({
      %init = stablehlo.constant dense<0.0> : tensor<f32>
      %r = stablehlo.reduce(%s init: %init) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
      %q = stablehlo.add %r, %1#1 : tensor<f32>
      stablehlo.return %q : tensor<f32>
    }, {
      %q = stablehlo.subtract %1#1, %x : tensor<f32>
      stablehlo.return %q : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    stablehlo.return %i1, %b : tensor<i64>, tensor<f32>
  }
  %d = stablehlo.add %s, %t : tensor<3xf32>
  return %0#0, %0#1, %d : tensor<i64>, tensor<f32>, tensor<3xf32>
}
"""


def _nested_expected(n: int, x: np.float32, t: np.ndarray) -> np.float32:
    total = np.float32(0)
    for e in t * t:  # the reduce's order: from the init value, index by index
        total = np.float32(total + e)
    v = x
    for i in range(n):
        w = v
        for _ in range(i + 1):
            w = np.float32(w * np.float32(0.75))
        v = np.float32(total + w) if w > x else np.float32(w - x)
    return v


def test_nested_loops_and_a_compiled_region_in_a_loop_body(monkeypatch):
    from stablehlo_translate.interpreter.ops import control_flow

    calls = []
    lowered = control_flow.run_scalar_loop
    monkeypatch.setattr(control_flow, "run_scalar_loop", lambda *a: calls.append(1) or lowered(*a))
    args = (np.array(6, np.int64), np.array(-2.5, np.float32), np.array([0.5, -1.25, 3.0], np.float32))
    module = st.parse_module(NESTED)
    runs = [st.interpret(module, *args) for _ in range(3)]
    assert len(calls) == 1  # the walker's first run; from the second on the loop is part of the compiled @main
    plain = _run(NESTED, *args, fast=False)
    for results in runs:
        assert [r.tobytes() for r in results] == [p.tobytes() for p in plain]
    assert int(runs[0][0]) == 6 and runs[0][1].tobytes() == _nested_expected(6, np.float32(-2.5), args[2]).tobytes()
    loop = next(op for op in module.op.walk() if op.name == "stablehlo.while")
    branch = next(op for op in module.op.walk() if op.name == "stablehlo.if").regions[0]
    assert callable(loop.regions[0].cache.get("scalar_loop")) and "compiled" not in loop.regions[1].cache
    assert callable(branch.cache.get("compiled"))  # the if's branch ran compiled inside the lowered loop


def test_an_error_inside_a_lowered_loop_is_the_walkers():
    """The second outer iteration fails: in the walker's loop (traced), in the loop lowered
    alone (the walker's first run of @main) and in @main compiled with the loop inside."""
    text = NESTED.replace("      %q = stablehlo.subtract %1#1, %x : tensor<f32>\n",
                          "      %q = stablehlo.subtract %1#1, %x : tensor<f32>\n"
                          "      check.expect_eq_const %i1, dense<1> : tensor<i64>\n")
    args = (np.array(5.0, np.float32), np.array([1.0, 1.0, 1.0], np.float32))
    messages = []
    for trace, warm in ((lambda op, values: None, 0), (None, 0), (None, 2)):
        module = st.parse_module(text)
        for _ in range(warm):  # one iteration passes: @main runs, then runs compiled
            st.interpret(module, np.array(1, np.int64), *args)
        with pytest.raises(Diagnostic) as caught:
            st.interpret(module, np.array(6, np.int64), *args, trace=trace)
        messages.append(caught.value.render())
        assert callable(module.functions["main"].regions[0].cache.get("compiled")) == (warm > 0)
    assert messages[0] == messages[1] == messages[2]
    assert ":30:7:" in messages[0] and "check.expect_eq_const" in messages[0]


@pytest.mark.parametrize("fast", [True, False])
def test_max_iterations_is_the_same_error(fast, monkeypatch):
    monkeypatch.setattr(LIMITS, "max_iterations", 5)
    text = _loop("f32", _COUNT, _STEP + """
    stablehlo.return %i1, %v : tensor<i64>, tensor<f32>""")
    with pytest.raises(InterpretError, match="more than --max-iterations=5 iterations"):
        _run(text, np.array(10, np.int64), np.array(1, np.float32), fast=fast)
    count, _ = _run(text, np.array(5, np.int64), np.array(1, np.float32), fast=fast)
    assert int(count) == 5
    module = st.parse_module(text)  # the loop lowered inside the compiled @main
    for _ in range(2):
        st.interpret(module, np.array(5, np.int64), np.array(1, np.float32))
    with pytest.raises(InterpretError, match="'stablehlo.while' op the loop ran more than --max-iterations=5"):
        st.interpret(module, np.array(6, np.int64), np.array(1, np.float32))


def test_timeout_stops_a_compiled_loop(monkeypatch):
    monkeypatch.setattr(LIMITS, "timeout", 0.2)
    text = _loop("f32", _COUNT, """    stablehlo.return %i, %v : tensor<i64>, tensor<f32>""")  # never ends
    with pytest.raises(InterpretError, match="exceeded --timeout=0.2 seconds"):
        _run(text, np.array(1, np.int64), np.array(1, np.float32))


def test_values_failing_the_entry_test_run_the_walkers_loop():
    """A lowered loop tests the values entering it once; a value of another dtype (possible
    only for a region run directly) takes the walker's loop, inside the compiled block as in
    the walked one, which reports the body's first result of the wrong type."""
    from stablehlo_translate.interpreter.executor import Interpreter

    text = _loop("f32", _COUNT, _STEP + """
    %h = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %m = stablehlo.multiply %v, %h : tensor<f32>
    stablehlo.return %i1, %m : tensor<i64>, tensor<f32>""")
    outcomes = []
    for warm in (0, 2):
        module = st.parse_module(text)
        interpreter = Interpreter(module)
        body = module.functions["main"].regions[0]
        for _ in range(warm):
            interpreter.run_region(body, [np.array(3, np.int64), np.array(1, np.float32)], {})
        assert callable(body.cache.get("compiled")) == (warm > 0)
        with pytest.raises(InterpretError) as caught:
            interpreter.run_region(body, [np.array(3, np.int64), np.array(8.0)], {})
        outcomes.append(caught.value.render())
    assert outcomes[0] == outcomes[1]
    assert "'stablehlo.multiply' op result #0: expected tensor<f32>, got tensor<f64>" in outcomes[0]
