"""The public API (DESIGN.md): parse_module, interpret, verify, infer, serialize, deserialize, each
taking a module, MLIR text or artifact bytes, and raising ``stablehlo_translate.Error`` with the
located diagnostics."""
import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.diagnostics import Diagnostic, InterpretError, Loc, ParseError
from stablehlo_translate.printing.module_printer import print_module

DYNAMIC = """func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.exponential %x : tensor<?xf32>
  %1 = stablehlo.add %0, %x : tensor<?xf32>
  func.return %1 : tensor<?xf32>
}"""

TWO_BAD_FUNCTIONS = """func.func @f(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
func.func @g(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.transpose %a, dims = [1] : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}"""


def _signature(module) -> str:
    return print_module(module).splitlines()[1].strip()


def test_the_api_lists_every_function_design_md_names():
    assert {"parse_module", "interpret", "verify", "infer", "serialize", "deserialize", "Error"} <= set(st.__all__)
    assert all(callable(getattr(st, name)) for name in st.__all__ if name != "__version__")


@pytest.mark.parametrize("form", ["text", "module", "artifact"])
def test_verify_takes_text_modules_and_artifacts_and_returns_the_module(form):
    program = {"text": DYNAMIC, "module": st.parse_module(DYNAMIC), "artifact": st.serialize(DYNAMIC)}[form]
    module = st.verify(program)
    assert list(module.functions) == ["main"]
    if form == "module":
        assert module is program


def test_verify_raises_one_error_with_every_located_diagnostic():
    with pytest.raises(st.Error) as caught:
        st.verify(TWO_BAD_FUNCTIONS)
    diagnostics = caught.value.diagnostics
    assert [d.render() for d in diagnostics] == [  # one failing op per function, in source order
        "<string>:2:8: error: 'stablehlo.add' op requires the same shape for all operands and results",
        "<string>:6:8: error: attribute permutation must be a permutation of [0] but got 1",
        "<string>:6:8: error: 'stablehlo.transpose' op failed to infer returned types"]
    assert str(caught.value) == "\n".join(d.render() for d in diagnostics)
    assert caught.value.loc == diagnostics[0].loc and caught.value.message == diagnostics[0].message


def test_errors_are_still_diagnostics_of_their_kind():
    """Code written against ``stablehlo_translate.diagnostics`` keeps catching what it caught."""
    with pytest.raises(ParseError) as caught:
        st.parse_module("func.func @f( {")
    assert isinstance(caught.value, st.Error) and isinstance(caught.value, Diagnostic)
    assert caught.value.diagnostics[0].render().startswith("<string>:1:14: error: expected non-function type")
    program = "func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {\n  func.return %x : tensor<2xi32>\n}"
    with pytest.raises(InterpretError) as caught:
        st.interpret(program, np.zeros(2, np.int64))
    assert isinstance(caught.value, st.Error) and "expected tensor<2xi32>" in str(caught.value)


def test_diagnostics_of_lower_layers_become_errors():
    with pytest.raises(st.Error, match="is less than minimum supported 0.9.0") as caught:
        st.serialize(DYNAMIC, "0.1.0")
    assert isinstance(caught.value.loc, Loc)
    with pytest.raises(st.Error) as caught:
        st.deserialize(b"ML\xefR\x00garbage")
    assert caught.value.diagnostics and all(isinstance(d, Diagnostic) for d in caught.value.diagnostics)


@pytest.mark.parametrize("arg_types, shape", [
    (None, "?"),
    (["tensor<3xf32>"], "3"),
    ([np.ones(5, np.float32)], "5"),
])
def test_infer_refines_result_types_from_argument_types(arg_types, shape):
    module = st.infer(DYNAMIC, arg_types)
    assert _signature(module) == f"func.func @main(%x: tensor<{shape}xf32>) -> tensor<{shape}xf32> {{"
    assert _signature(st.parse_module(DYNAMIC)) == "func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {"


def test_infer_takes_parsed_types_and_artifacts():
    from stablehlo_translate.text.parser import parse_type

    module = st.infer(st.serialize(DYNAMIC), [parse_type("tensor<7xf32>")])
    assert "tensor<7xf32>" in _signature(module)


def test_infer_reports_conflicts_and_bad_argument_counts_as_errors():
    conflict = """func.func @main(%x: tensor<?xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %x : (tensor<?xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}"""
    assert st.infer(conflict) is not None
    with pytest.raises(st.Error) as caught:
        st.infer(conflict, ["tensor<3xf32>"])
    assert caught.value.diagnostics[0].render() == (
        "<string>:2:8: error: 'stablehlo.exponential' op result #0: inferred type 'tensor<3xf32>' conflicts "
        "with declared type 'tensor<4xf32>'")
    with pytest.raises(st.Error, match="takes 1 arguments, but --args gives 2"):
        st.infer(DYNAMIC, ["tensor<3xf32>", "tensor<3xf32>"])


def test_infer_verifies_first():
    with pytest.raises(st.Error) as caught:
        st.infer(TWO_BAD_FUNCTIONS)
    assert [d.loc.line for d in caught.value.diagnostics] == [2, 6, 6]
