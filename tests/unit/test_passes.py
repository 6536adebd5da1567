"""stablehlo-opt's passes on small modules, through the pass table (passes/__init__.py)."""
import importlib

from stablehlo_translate.diagnostics import UNKNOWN_LOC
from stablehlo_translate.passes import PASSES
from stablehlo_translate.printing.module_printer import print_module
from stablehlo_translate.printing.value_names import rename_like_mlir
from stablehlo_translate.text.parser import parse_module

CALLS = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @double(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.composite "example.square" %0 {decomposition = @square} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %1 : tensor<4xf32>
}
func.func private @double(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
func.func private @square(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.multiply %x, %x : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}"""


def _run(text: str, *passes: tuple[str, dict[str, str]]) -> str:
    module = parse_module(text)
    for name, options in passes:
        info = PASSES[name]
        diagnostics: list = []
        module = getattr(importlib.import_module(f"stablehlo_translate.passes.{info.module}"), info.entry)(
            module, options, diagnostics)
        assert not diagnostics
    rename_like_mlir(module, generic=False)  # as stablehlo-opt prints
    return print_module(module)


def test_inline_inlines_calls_and_erases_private_functions_left_unused():
    assert _run(CALLS, ("inline", {})) == """module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
    %1 = stablehlo.composite "example.square" %0 {decomposition = @square} : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @square(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""


def test_composites_become_calls_then_inline_leaves_one_function():
    printed = _run(CALLS, ("stablehlo-legalize-composite-to-call", {}), ("inline", {}))
    assert "stablehlo.multiply %0, %0" in printed and "@square" not in printed and "@double" not in printed


def test_composite_to_call_keeps_the_names_excepted():
    kept = _run(CALLS, ("stablehlo-legalize-composite-to-call", {"except": "example.square"}))
    assert "stablehlo.composite \"example.square\"" in kept
    called = _run(CALLS, ("stablehlo-legalize-composite-to-call", {"except": "example.other"}))
    assert "stablehlo.composite" not in called and "call @square(%0)" in called


def test_strip_debuginfo_makes_every_location_unknown():
    module = parse_module(CALLS)
    info = PASSES["strip-debuginfo"]
    getattr(importlib.import_module(f"stablehlo_translate.passes.{info.module}"), info.entry)(module, {}, [])
    assert {(op.loc, op.location) for op in module.op.walk()} == {(UNKNOWN_LOC, "loc(unknown)")}


def test_probes_follow_each_result_but_constants():
    add = """func.func @main() -> tensor<2xf32> {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = stablehlo.add %0, %0 : tensor<2xf32>
  %2 = stablehlo.multiply %1, %1 : tensor<2xf32>
  func.return %2 : tensor<2xf32>
}"""
    printed = _run(add, ("interpreter-instrument-with-probe", {}))
    assert [line.split("probe_id = ")[1] for line in printed.splitlines() if "interpreter.probe" in line] == [
        '"probe1" : tensor<2xf32>', '"probe2" : tensor<2xf32>']


def test_the_folder_folds_a_converted_constant():
    fold = """func.func @main() -> tensor<2xf32> {
  %0 = stablehlo.constant dense<[1, -2]> : tensor<2xi32>
  %1 = stablehlo.convert %0 : (tensor<2xi32>) -> tensor<2xf32>
  func.return %1 : tensor<2xf32>
}"""
    assert _run(fold, ("stablehlo-aggressive-folder", {})) == """module {
  func.func @main() -> tensor<2xf32> {
    %cst = stablehlo.constant dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf32>
    return %cst : tensor<2xf32>
  }
}
"""


def test_constants_are_named_as_mlir_names_them():
    constants = """func.func @main() -> (tensor<i32>, tensor<f32>, tensor<i64>) {
  %a = stablehlo.constant dense<1> : tensor<i32>
  %b = stablehlo.constant dense<1.0> : tensor<f32>
  %d = stablehlo.constant dense<2> : tensor<i64>
  func.return %a, %b, %d : tensor<i32>, tensor<f32>, tensor<i64>
}"""
    names = [line.split(" = ")[0].strip() for line in _run(constants).splitlines() if "stablehlo.constant" in line]
    assert names == ["%c", "%cst", "%c_0"]  # integers %c, floats %cst, _N on a repeat
