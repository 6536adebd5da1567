"""Printing rules that make stablehlo-opt's text MLIR's: ODS defaults, floats in their type, aliases.

Expected texts come from upstream's test files (print_stablehlo.mlir, the vhlo suite) and from
MLIR's printer (jaxlib's, run once on the same input), never from this package.
"""

import pytest

from stablehlo_translate.ir import attributes as A
from stablehlo_translate.ir.attribute_text import attribute_text
from stablehlo_translate.printing.module_printer import print_module, with_aliases
from stablehlo_translate.ir.ods_defaults import held_attributes, pretty_attributes
from stablehlo_translate.text.parser import parse_attribute, parse_module


def body(text: str, generic: bool = False) -> list[str]:
    lines = print_module(parse_module(text), generic=generic).splitlines()
    return [line.strip() for line in lines[2:-2]]


@pytest.mark.parametrize("text, expected", [
    ("0.001 : f32", "1.000000e-03 : f32"),         # upstream's batch_norm epsilon, parsed and deserialized alike
    ("0.1 : bf16", "1.000980e-01 : bf16"),         # MLIR: 6 digits when they read back in the type
    ("0.1 : f16", "9.997550e-02 : f16"),
    ("0.10000000149011612 : f32", "1.000000e-01 : f32"),
    ("0.1234567891 : f64", "0.12345678910000001 : f64"),  # else the shortest digits for the type
    ("1.0e40 : f32", "0x7F800000 : f32"),          # beyond f32: rounds to infinity
])
def test_float_attributes_print_in_their_type(text, expected):
    attr = parse_attribute(text)
    assert attribute_text(attr) == expected
    assert attr.value == A.rounded_to(attr.value, attr.type)  # stored with the type's precision


def test_rounded_to_keeps_other_types():
    assert A.rounded_to(0.1, "f64") == 0.1
    assert A.rounded_to(0.1, "i32") == 0.1
    assert A.rounded_to(0.1, "f32") == 0.10000000149011612


@pytest.mark.parametrize("source, expected", [
    # vhlo suite (attr_custom_call_api_version_original): API_VERSION_ORIGINAL is the default
    ('%0 = "stablehlo.custom_call"(%arg0) {call_target_name = "foo", api_version = 1 : i32} : (tensor<f32>) -> tensor<f32>',
     "%0 = stablehlo.custom_call @foo(%arg0) : (tensor<f32>) -> tensor<f32>"),
    ('%0 = "stablehlo.custom_call"(%arg0) {call_target_name = "foo", backend_config = "", has_side_effect = false} '
     ': (tensor<f32>) -> tensor<f32>',
     '%0 = stablehlo.custom_call @foo(%arg0) {backend_config = ""} : (tensor<f32>) -> tensor<f32>'),
    ("%0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 0.0, rtol = 0.0, ulps = 0, "
     "mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<f32>",
     "%0 = stablehlo.exponential %arg0 : tensor<f32>"),
])
def test_pretty_forms_leave_out_default_values(source, expected):
    text = "func.func @f(%arg0: tensor<f32>) -> tensor<f32> {\n" + source + "\nreturn %0 : tensor<f32>\n}"
    assert body(text)[0] == expected


def test_default_tables():
    attrs = {"call_target_name": "foo", "api_version": A.IntegerAttr(2, "i32"), "has_side_effect": False}
    assert pretty_attributes("stablehlo.custom_call", attrs) == {"call_target_name": "foo",
                                                                 "api_version": A.IntegerAttr(2, "i32")}
    assert pretty_attributes("stablehlo.sort", {"dimension": A.IntegerAttr(-1, "i32")}) == \
        {"dimension": A.IntegerAttr(-1, "i32")}  # an i32 -1 is not the i64 default
    assert held_attributes("stablehlo.outfeed", {}) == {"outfeed_config": ""}
    assert held_attributes("stablehlo.add", {}) == {}


@pytest.mark.parametrize("text, expected", [  # print_stablehlo.mlir @result_accuracy_default
    ("#stablehlo.result_accuracy<atol = 0.0, rtol = 0.0, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>",
     "#stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>"),
    ("#stablehlo.result_accuracy<atol = 1.0e-5, rtol = 1.0e-4, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>",
     "#stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 1.000000e-04, ulps = 2, "
     "mode = #stablehlo.result_accuracy_mode<TOLERANCE>>"),
    ("#stablehlo.result_accuracy<atol = 1.0e-5, rtol = 0.0, ulps = 0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>",
     "#stablehlo.result_accuracy<atol = 1.000000e-05, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>"),
])
def test_result_accuracy_text(text, expected):
    assert attribute_text(parse_attribute(text)) == expected


def test_aliases_named_in_order_of_first_use():
    csr = "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>"
    dcsr = "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>"
    text = f"module {{\n  %0 : tensor<2x2xf32, {dcsr}>, tensor<2x2xf32, {csr}>, tensor<2x2xf32, {dcsr}>\n}}\n"
    assert with_aliases(text) == (
        f"#sparse = {dcsr}\n#sparse1 = {csr}\n"
        "module {\n  %0 : tensor<2x2xf32, #sparse>, tensor<2x2xf32, #sparse1>, tensor<2x2xf32, #sparse>\n}\n")
    assert with_aliases("module {\n}\n") == "module {\n}\n"
