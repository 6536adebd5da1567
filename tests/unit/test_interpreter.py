"""Interpreter core: entry functions, argument checks, region callables and their batched mode."""
import numpy as np
import pytest

from stablehlo_translate.diagnostics import InterpretError
from stablehlo_translate.interpreter.executor import Interpreter, RegionFn, interpret_module, region_is_elementwise
from stablehlo_translate.text.parser import parse_module

REDUCE_BODIES = """
func.func @main(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%x, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %two = stablehlo.constant dense<2.0> : tensor<f32>
      %s = stablehlo.add %a, %b : tensor<f32>
      %m = stablehlo.multiply %s, %two : tensor<f32>
      stablehlo.return %m : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %1 = "stablehlo.reduce"(%x, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = func.call @add(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %s = stablehlo.add %a, %b : tensor<f32>
  func.return %s : tensor<f32>
}
"""


def _reduce_regions():
    module = parse_module(REDUCE_BODIES)
    main = module.functions["main"]
    ops = main.regions[0].entry.operations
    return module, ops[0].regions[0], ops[1].regions[0]


def test_elementwise_regions_are_recognized():
    _, plain, with_call = _reduce_regions()
    assert region_is_elementwise(plain)
    assert not region_is_elementwise(with_call)


def test_batched_region_runs_on_whole_arrays():
    module, plain, _ = _reduce_regions()
    fn = RegionFn(Interpreter(module), plain, {})
    a = np.array([1.0, 2.0, 3.0], np.float32)
    b = np.array([10.0, 20.0, 30.0], np.float32)
    (result,) = fn.batched(a, b)
    np.testing.assert_array_equal(result, (a + b) * 2)
    (scalar,) = fn(np.array(1.0, np.float32), np.array(2.0, np.float32))
    assert scalar.shape == () and scalar == 6.0


def test_unbatched_region_still_checks_shapes():
    module, plain, _ = _reduce_regions()
    fn = RegionFn(Interpreter(module), plain, {})
    with pytest.raises(InterpretError, match="expected tensor<f32>, got tensor<3xf32>"):
        fn(np.ones(3, np.float32), np.ones(3, np.float32))


def test_entry_functions_without_main_run_every_zero_argument_public_function():
    module = parse_module("""
      func.func @a() { func.return }
      func.func @b() { func.return }
      func.func private @c() { func.return }
      func.func @d(%x: tensor<i32>) { func.return }
    """)
    assert [name for name, _, _ in interpret_module(module)] == ["a", "b"]


def test_argument_type_is_checked():
    module = parse_module("func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {\n"
                          "  func.return %x : tensor<2xi32>\n}")
    with pytest.raises(InterpretError, match="expected tensor<2xi32>, got tensor<2xi64>"):
        interpret_module(module, [np.zeros(2, np.int64)])


DEAD_VALUES = """
func.func @main(%x: tensor<f32>, %n: tensor<i32>) -> tensor<f32> {
  %a = stablehlo.add %x, %x : tensor<f32>
  %unused = stablehlo.multiply %x, %x : tensor<f32>
  %w:2 = stablehlo.while(%i = %n, %v = %a) : tensor<i32>, tensor<f32>
   cond {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %c = stablehlo.compare GT, %i, %z : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.subtract %i, %one : tensor<i32>
    %u = stablehlo.add %v, %x : tensor<f32>
    stablehlo.return %j, %u : tensor<i32>, tensor<f32>
  }
  func.return %w#1 : tensor<f32>
}
"""


def test_values_leave_the_frame_after_their_last_use():
    from stablehlo_translate.interpreter.executor import _dead_after

    func = parse_module(DEAD_VALUES).functions["main"]
    block = func.regions[0].blocks[0]
    drops = [sorted(names) for names in _dead_after(block)]
    a, unused, loop = (op.results for op in block.operations[:3])
    # %a and %n die at the while (their last use); %x is used inside the loop body, so it lives
    # until the while is done; %unused and the while's unused first result die where they are
    # defined; its second result dies at the return.
    assert drops[0] == []
    assert drops[1] == sorted(unused)
    assert drops[2] == sorted(["%n", "%x", *a, loop[0]])
    assert drops[3] == [loop[1]]
    body = block.operations[2].regions[1].blocks[0]
    body_drops = [sorted(names) for names in _dead_after(body)]
    assert body_drops[1] == sorted(["%i", *body.operations[0].results])  # outer %x is never dropped here
    [result] = interpret_module(parse_module(DEAD_VALUES), [np.array(1.5, np.float32), np.array(3, np.int32)])[0][1]
    assert float(result) == 3.0 + 3 * 1.5


def test_arity_from_code_objects_agrees_with_inspect():
    """interpreter._arity reads plain functions' code objects; inspect.signature is the truth."""
    import inspect

    from stablehlo_translate.interpreter.executor import _GIVEN_BY_NAME, _arity
    from stablehlo_translate.optable import OP_TABLE

    def by_signature(fn, named):
        parameters = inspect.signature(fn).parameters.values()
        positional = [p for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
                      and p.name not in named]
        variadic = any(p.kind is p.VAR_POSITIONAL for p in parameters)
        return sum(1 for p in positional if p.default is p.empty), None if variadic else len(positional)

    def sample(a, b=1, /, c=2, *rest, d, e=3, **more):
        return a

    evaluators = {row.eval for row in OP_TABLE.values() if row.eval is not None} | {sample, lambda x, y=0: x}
    checked = 0
    for fn in evaluators:
        try:
            inspect.signature(fn)
        except (TypeError, ValueError):
            continue
        for named in (_GIVEN_BY_NAME, _GIVEN_BY_NAME | {"a", "c", "x", "dimension"}, frozenset()):
            assert _arity(fn, frozenset(named)) == by_signature(fn, named), fn
            checked += 1
    assert checked > 300
