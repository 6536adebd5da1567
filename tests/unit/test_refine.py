"""The shape refinement passes through the library: specialize() of a JAX-like export and of
generated polymorphic programs keeps what they compute, and bad argument types are located errors."""
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import stablehlo_translate as st  # noqa: E402
from stablehlo_translate.diagnostics import Diagnostic  # noqa: E402
from tools.progen_dynamic import generate_dynamic  # noqa: E402

EXPORT = """
module @jit_f {
  func.func public @main(%arg0: tensor<?x2xf32>) -> tensor<?x2xf32> {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x2xf32>) -> tensor<i32>
    %1 = call @inner(%0, %arg0) : (tensor<i32>, tensor<?x2xf32>) -> tensor<?x2xf32>
    return %1 : tensor<?x2xf32>
  }
  func.func private @inner(%arg0: tensor<i32>, %arg1: tensor<?x2xf32>) -> tensor<?x2xf32> {
    %c = stablehlo.constant dense<2> : tensor<1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %0, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2 = stablehlo.dynamic_iota %1, dim = 0 : (tensor<2xi32>) -> tensor<?x2xf32>
    %3 = stablehlo.add %arg1, %2 : tensor<?x2xf32>
    return %3 : tensor<?x2xf32>
  }
}
"""


def _ops(module):
    return [op.name for op in module.op.walk()]


def test_specialize_makes_the_export_static():
    module = st.specialize(EXPORT, ["tensor<3x2xf32>"])
    inner = module.functions["inner"]
    assert str(inner.attributes["function_type"]) == "(tensor<3x2xf32>) -> tensor<3x2xf32>"
    assert "stablehlo.dynamic_iota" not in _ops(module) and "stablehlo.iota" in _ops(module)
    x = np.arange(6, dtype=np.float32).reshape(3, 2)
    assert np.array_equal(st.interpret(module, x)[0], st.interpret(EXPORT, x)[0])


@pytest.mark.parametrize("types, message", [
    (["tensor<3x2xi32>"], "refinement element types must match"),
    (["tensor<3x2xf32>", "tensor<f32>"], "number of refinements must match number of op operands 2 vs 1"),
    (["tensor<3x3xf32>"], "dimension sizes must match for static dimensions"),
])
def test_bad_argument_types_are_located_errors(types, message):
    with pytest.raises(Diagnostic) as error:
        st.specialize(EXPORT, types)
    assert message in error.value.message and error.value.loc.line == 3


DYNAMIC_SHAPE_OPS = frozenset({"stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_reshape", "stablehlo.dynamic_iota",
                               "stablehlo.dynamic_pad", "stablehlo.dynamic_gather", "stablehlo.dynamic_conv",
                               "stablehlo.real_dynamic_slice"})
"""The ops canonicalize-dynamism makes static (dynamic_slice has a static result: it stays)."""


def test_generated_programs_compute_the_same_once_specialized():
    checked = 0
    from stablehlo_translate.ir.types import element_type_name
    from tools.progen import tensor

    for _, text, args in generate_dynamic(seed=3, n=12):
        module = st.specialize(text, [tensor(a.shape, element_type_name(a.dtype)) for a in args])
        if len(args) == 1:  # the size read from the argument: every shape becomes static (in upstream's
            # testdata form the size is an argument, so the callee keeps its dynamic ops, as with jaxlib)
            assert not any(op.name in DYNAMIC_SHAPE_OPS for op in module.op.walk())
        before, after = st.interpret(text, *args), st.interpret(module, *args)
        assert all(a.tobytes() == b.tobytes() and a.shape == b.shape for a, b in zip(before, after))
        checked += 1
    assert checked == 12


def test_shape_legalize_leaves_the_module_when_an_op_is_not_converted():
    from stablehlo_translate import parse_module
    from stablehlo_translate.passes.shape_legalize import shape_legalize_to_stablehlo
    from stablehlo_translate.printing.module_printer import print_module

    text = """func.func @f(%arg0: tensor<?x2xf32>, %arg1: tensor<1xindex>) -> (tensor<2xindex>, tensor<?xf32>) {
      %0 = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
      %1 = stablehlo.dynamic_iota %arg1, dim = 0 : (tensor<1xindex>) -> tensor<?xf32>
      return %0, %1 : tensor<2xindex>, tensor<?xf32>
    }"""
    module = parse_module(text)
    before = print_module(module)
    diagnostics: list = []
    after = shape_legalize_to_stablehlo(module, {}, diagnostics)
    assert [d.message for d in diagnostics] == [
        "failed to legalize operation 'stablehlo.dynamic_iota' that was explicitly marked illegal"]
    assert diagnostics[0].loc.line == 3
    assert print_module(after) == before and print_module(module) == before
