"""--infer: type refinement (inference.py) and the hlo_test_infer rewriting."""
import numpy as np
import pytest

from stablehlo_translate.ir.attributes import TypeAttr
from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.verification.inference import argument_types, infer_module, join, meet
from stablehlo_translate.ir.module import function_type
from stablehlo_translate.text.parser import parse_module
from stablehlo_translate.ir.types import TensorType

T = TensorType


@pytest.mark.parametrize("inferred, declared, expected", [
    (T((2, 3), "f32"), T((None, None), "f32"), T((2, 3), "f32")),
    (T((None, 3), "f32"), T((2, None), "f32"), T((2, 3), "f32")),
    (T((None,), "f32"), T((None,), "f32", bounds=(5,)), T((None,), "f32", bounds=(5,))),
    (T((2,), "f32"), T((3,), "f32"), None),
    (T((2,), "f32"), T((2,), "i32"), None),
    (T(None, "f32"), T((4,), "f32"), T((4,), "f32")),
])
def test_meet_is_the_most_specific_common_type(inferred, declared, expected):
    assert meet(inferred, declared) == expected


@pytest.mark.parametrize("a, b, expected", [
    (T((2, 3), "f32"), T((2, 3), "f32"), T((2, 3), "f32")),
    (T((2, 3), "f32"), T((4, 3), "f32"), T((None, 3), "f32")),
    (T((None,), "f32", bounds=(4,)), T((6,), "f32"), T((None,), "f32", bounds=(6,))),
    (T((None,), "f32"), T((6,), "f32"), T((None,), "f32")),
])
def test_join_generalizes_differing_sizes(a, b, expected):
    assert join(a, b) == expected


def result_types(module, func="main"):
    return [op.result_types for op in module.functions[func].walk() if op.name.startswith("stablehlo.")]


def test_refines_through_a_chain_without_changing_the_input_module():
    module = parse_module("""func.func @main(%a: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.abs %a : (tensor<2x3xf32>) -> tensor<?x?xf32>
  %1 = stablehlo.add %0, %0 : tensor<?x?xf32>
  func.return %1 : tensor<?x?xf32>
}""")
    refined = infer_module(module)
    assert result_types(refined) == [(T((2, 3), "f32"),)] * 2
    assert function_type(refined.functions["main"]).results == (T((2, 3), "f32"),)
    assert result_types(module) == [(T((None, None), "f32"),)] * 2


def test_argument_types_keep_the_declared_element_type():
    module = parse_module("""func.func @main(%a: tensor<?xui32>, %b: tensor<?xf32>) -> tensor<?xui32> {
  func.return %a : tensor<?xui32>
}""")
    types = argument_types(module, [np.zeros(4, np.uint32), np.zeros((2, 2), np.float64)])
    assert types == [T((4,), "ui32"), T((2, 2), "f64")]
    refined = infer_module(module, types[:1] + [T((3,), "f32")])
    assert function_type(refined.functions["main"]).results == (T((4,), "ui32"),)


def test_conflict_is_a_located_error_naming_both_types():
    module = parse_module("""func.func @main(%a: tensor<?xf32>) -> tensor<3xf32> {
  %0 = stablehlo.abs %a : (tensor<?xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}""", "t.mlir")
    with pytest.raises(Diagnostic) as caught:
        infer_module(module, [T((2,), "f32")])
    assert caught.value.render() == ("t.mlir:2:8: error: 'stablehlo.abs' op result #0: inferred type "
                                     "'tensor<2xf32>' conflicts with declared type 'tensor<3xf32>'")
    found = []
    infer_module(module, [T((2,), "f32")], found)
    assert [d.loc.line for d in found] == [2]


def test_recursive_functions_terminate_with_declared_types():
    module = parse_module("""func.func @main(%a: tensor<2xf32>) -> tensor<?xf32> {
  %0 = func.call @main(%a) : (tensor<2xf32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}""")
    refined = infer_module(module)
    assert function_type(refined.functions["main"]).results == (T((None,), "f32"),)


def test_get_return_types_becomes_return_types_with_the_declared_operands_inference():
    module = parse_module("""func.func @main(%a: tensor<?x2xf32>, %b: tensor<3x?xf32>) -> tensor<?x?xindex> {
  %0 = stablehlo.add %a, %b : (tensor<?x2xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>
  %1 = "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> tensor<?x?xindex>
  func.return %1 : tensor<?x?xindex>
}""")
    test_op = list(infer_module(module).functions["main"].walk())[-2]
    assert test_op.name == "hlo_test_infer.return_types"
    assert test_op.attributes["types0"] == TypeAttr(T((3, 2), "f32"))
    assert test_op.operand_types == (T((3, 2), "f32"),)


def test_get_return_types_of_a_block_argument_stays():
    module = parse_module("""func.func @main(%a: tensor<2xf32>) -> tensor<2xindex> {
  %1 = "hlo_test_infer.get_return_types"(%a) : (tensor<2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}""")
    names = [op.name for op in infer_module(module).functions["main"].walk()]
    assert "hlo_test_infer.get_return_types" in names
