"""The verifier over parsed programs (verifier.py)."""
from __future__ import annotations

from pathlib import Path

import pytest

from stablehlo_translate.cli.translate import split_input
from stablehlo_translate.diagnostics import ParseError
from stablehlo_translate.verification.inference import infer_module
from stablehlo_translate.text.parser import parse_module
from stablehlo_translate.verification.verifier import verify_module
from stablehlo_translate.ir.attributes import EnumAttr, StructAttr


def messages(text: str, allow_unregistered: bool = True) -> list[str]:
    module = parse_module(text, "t.mlir")
    return [f"{d.loc.line}: {d.message}" for d in verify_module(module, allow_unregistered=allow_unregistered)]


def test_valid_program_has_no_diagnostics():
    assert messages("""
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  %1 = stablehlo.constant dense<1.0> : tensor<2xf32>
  %2 = func.call @g(%0, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %2 : tensor<2xf32>
}
func.func @g(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "foo.bar"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %b : tensor<2xf32>
}""") == []


def test_inference_failure_reports_reason_then_failed_to_infer():
    assert messages("""func.func @f(%a: tensor<1xi32>, %b: tensor<2x2xi32>) -> tensor<3xi32> {
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<1xi32>, tensor<2x2xi32>) -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}""") == ["2: operands (0) and (1) do not match rank",
          "2: 'stablehlo.concatenate' op failed to infer returned types"]


def test_incompatible_declared_type():
    assert messages("""func.func @f(%a: tensor<1x2xf32>) -> tensor<1x2xf64> {
  %0 = "stablehlo.abs"(%a) : (tensor<1x2xf32>) -> tensor<1x2xf64>
  func.return %0 : tensor<1x2xf64>
}""") == ["2: 'stablehlo.abs' op inferred type(s) 'tensor<1x2xf32>' are incompatible with return type(s) of "
          "operation 'tensor<1x2xf64>'", "2: 'stablehlo.abs' op failed to infer returned types"]


def test_dynamic_and_bounded_declared_types_are_compatible():
    assert messages("""func.func @f(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32> {
  %0 = stablehlo.add %a, %a : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32>
  %1 = stablehlo.add %a, %a : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<5xf32>
  func.return %0 : tensor<?xf32>
}""") == ["3: 'stablehlo.add' op inferred type(s) 'tensor<?xf32, #stablehlo.bounds<4>>' are incompatible with "
          "return type(s) of operation 'tensor<5xf32>'", "3: 'stablehlo.add' op failed to infer returned types"]


def test_verifier_errors_are_single_and_stop_the_function():
    assert messages("""func.func @f(%a: tensor<3xi32>) -> tensor<1x2x3xi32> {
  %0 = "stablehlo.broadcast_in_dim"(%a) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi32>) -> tensor<1x2x3xi32>
  %1 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<4xi32>
  func.return %0 : tensor<1x2x3xi32>
}
func.func @g() -> tensor<i32> {
  %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<i32>
  func.return %0 : tensor<i32>
}""") == ["2: size of operand dimension 0 (3) is not equal to 1 or size of "
          "result dimension 1 (2)", "7: does not support scalars."]


def test_missing_attribute():
    assert messages("""func.func @f(%a: tensor<2x3xi32>) -> tensor<3x2xi32> {
  %0 = "stablehlo.transpose"(%a) {} : (tensor<2x3xi32>) -> tensor<3x2xi32>
  func.return %0 : tensor<3x2xi32>
}""") == ["2: 'stablehlo.transpose' op requires attribute 'permutation'"]


def test_structure_return_and_call():
    assert messages("""func.func @f(%a: tensor<2xf32>) -> tensor<2xi32> {
  func.return %a : tensor<2xf32>
}""") == ["2: type of return operand 0 ('tensor<2xf32>') doesn't match function result type "
          "('tensor<2xi32>') in function @f"]
    assert messages("""func.func @f(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  func.return %a : tensor<2xf32>
}""") == ["2: 'func.return' op has 1 operands, but enclosing function (@f) returns 2"]
    assert messages("""func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @missing(%a) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}""") == ["2: 'func.call' op 'missing' does not reference a valid function"]
    assert messages("""func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @g(%a) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
func.func @g(%a: tensor<2xi32>) -> tensor<2xf32> {
  %0 = stablehlo.constant dense<0.0> : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}""") == ["2: 'func.call' op operand type mismatch: expected operand type 'tensor<2xi32>', but provided "
          "'tensor<2xf32>' for operand number 0"]


def test_ssa_use_with_another_type_is_a_parse_error_at_the_use():
    """MLIR's parser (resolveSSAUse) rejects it at the operand, before any verifier runs."""
    with pytest.raises(ParseError) as caught:
        parse_module("""func.func @f(%a: tensor<2xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}""", "t.mlir")
    assert (caught.value.loc.line, caught.value.loc.col, caught.value.message) == (
        2, 24, "use of value '%a' expects different type than prior uses: 'tensor<4xf32>' vs 'tensor<2xf32>'")


def test_result_accuracy_highest_needs_zero_tolerances():
    """The text parser rejects such an attribute; one that reaches the verifier otherwise (from
    bytecode) is the op's verify() error, at the op without its name."""
    text = """func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.cbrt"(%a) {result_accuracy = #stablehlo.result_accuracy<atol = 1.0, rtol = 0.0, ulps = 4, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}"""
    module = parse_module(text, "t.mlir")
    assert verify_module(module) == []
    cbrt = next(op for op in module.op.walk() if op.name == "stablehlo.cbrt")
    accuracy = cbrt.attributes["result_accuracy"]
    for mode, tolerance, message in (
            ("HIGHEST", 1.0, "Invalid tolerances for ResultAccuracyAttr with mode HIGHEST, must be all zero."),
            ("TOLERANCE", -1.0, "Negative tolerance")):
        fields = tuple((k, tolerance if k == "atol" else EnumAttr("result_accuracy_mode", mode) if k == "mode" else v)
                       for k, v in accuracy.fields)
        cbrt.attributes["result_accuracy"] = StructAttr("result_accuracy", fields)
        cbrt.cache.clear()
        found = verify_module(module)
        assert [(d.loc.line, d.message) for d in found] == [(2, message)]


def test_region_ops_are_checked_before_the_ops_in_their_regions():
    """MLIR checks the parent first: the reduce's body signature, not the add inside it."""
    assert messages("""func.func @f(%a: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%a, %i) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %1 = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f64>
      "stablehlo.return"(%1) : (tensor<f64>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}""") == ["2: The type of reduction-region's parameter at index 0 is different than the "
          "corresponding result type: 'tensor<f32>' vs 'tensor<f64>'"]


def test_unregistered_ops_need_the_flag_and_never_pass_in_a_known_dialect():
    text = """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "foo.bar"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "stablehlo.frobnicate"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %a : tensor<2xf32>
}"""
    assert messages(text, allow_unregistered=False) == [
        "2: operation being parsed with an unregistered dialect. If this is intended, please use "
        "-allow-unregistered-dialect with the MLIR tool used"]
    assert messages(text) == ["3: unregistered operation 'stablehlo.frobnicate' found in dialect "
                              "('stablehlo') that does not allow unknown operations"]


# --- valid upstream programs verify cleanly --------------------------------------------------

SUITE = Path(__file__).resolve().parents[3] / "shared" / "stablehlo-suite" / "verify"
VALID_FILES = ("print_stablehlo.mlir", "ops_stablehlo_roundtrip.mlir")


def _valid_chunks() -> list:
    chunks = []
    for name in VALID_FILES:
        path = SUITE / name
        if path.exists():
            chunks += [pytest.param(path, chunk, id=f"{name}:{chunk.line_offset + 1}")
                       for chunk in split_input(path.read_text(), True)]
    return chunks or [pytest.param(None, None, marks=pytest.mark.skip(reason=f"no suite at {SUITE}"))]


@pytest.mark.parametrize("path, chunk", _valid_chunks())
def test_valid_suite_programs_have_no_diagnostics(path, chunk):
    """Every chunk of the suite's print/roundtrip files is a valid program: a shape function
    stricter than upstream's verifier fails here."""
    module = parse_module(chunk.text, str(path), line_offset=chunk.line_offset)
    assert [f"{d.loc}: {d.message}" for d in verify_module(module, allow_unregistered=True)] == []


# --- constant operands reach the shape functions (operand_values) --------------------------------

def test_constant_shape_operand_checked():
    assert messages("""func.func @f(%a: tensor<f32>, %b: tensor<f32>) {
  %c = stablehlo.constant dense<7> : tensor<1xi64>
  %0 = "stablehlo.rng"(%a, %b, %c) {rng_distribution = #stablehlo<rng_distribution NORMAL>} : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<12xf32>
  func.return
}""") == ["3: 'stablehlo.rng' op inferred type(s) 'tensor<7xf32>' are incompatible with return type(s) of "
          "operation 'tensor<12xf32>'", "3: 'stablehlo.rng' op failed to infer returned types"]


def test_arith_constant_operand_checked():
    assert messages("""func.func @f() -> tensor<4xf32> {
  %c = arith.constant dense<[1]> : tensor<1xi64>
  %0 = stablehlo.dynamic_iota %c, dim = 0 : (tensor<1xi64>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}""") == ["3: output shape [1] is incompatible with return type of operation "
          "'tensor<4xf32>'"]


def test_values_are_per_function_and_only_from_constants():
    """A name a constant defines in one function says nothing of the same name in another, nor of
    a computed value."""
    assert messages("""func.func @f() -> tensor<1xi64> {
  %0 = stablehlo.constant dense<[1]> : tensor<1xi64>
  func.return %0 : tensor<1xi64>
}
func.func @g(%0: tensor<1xi64>) -> tensor<4xf32> {
  %1 = stablehlo.dynamic_iota %0, dim = 0 : (tensor<1xi64>) -> tensor<4xf32>
  %2 = stablehlo.add %0, %0 : tensor<1xi64>
  %3 = stablehlo.dynamic_iota %2, dim = 0 : (tensor<1xi64>) -> tensor<4xf32>
  func.return %3 : tensor<4xf32>
}""") == []


def test_infer_refines_with_constant_operands():
    module = parse_module("""func.func @main(%a: tensor<f32>, %b: tensor<f32>) -> tensor<?x?xf32> {
  %c = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %0 = "stablehlo.rng"(%a, %b, %c) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}""", "t.mlir")
    refined = infer_module(module)
    rng = next(op for op in refined.op.walk() if op.name == "stablehlo.rng")
    assert [str(t) for t in rng.result_types] == ["tensor<2x3xf32>"]
