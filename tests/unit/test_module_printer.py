"""module_printer.py: MLIR text of modules, ops, attributes; generic fallback; names; speed."""

import numpy as np
import pytest

from stablehlo_translate.ir import attributes as A
from stablehlo_translate.ir.equality import first_difference, values_equal
from stablehlo_translate.ir.attribute_text import attribute_text
from stablehlo_translate.printing.module_printer import print_module
from stablehlo_translate.text.parser import parse_attribute, parse_module
from stablehlo_translate.ir.types import TensorType


def body(text: str, generic: bool = False) -> list[str]:
    """The printed lines of the one function in ``text``, without the func/module lines."""
    lines = print_module(parse_module(text), generic=generic).splitlines()
    return [line.strip() for line in lines[2:-2]]


def FN(ops: str) -> str:  # noqa: N802 - reads like a template
    return "func.func @f(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>, %arg2: tensor<3x4xf32>) {\n" + ops + "\nreturn\n}"


@pytest.mark.parametrize("source, expected", [
    ('%0 = "stablehlo.add"(%arg0, %arg0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>',
     "%0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>"),
    ('%r = "stablehlo.convert"(%arg1) : (tensor<2xi32>) -> tensor<2xf32>',
     "%r = stablehlo.convert %arg1 : (tensor<2xi32>) -> tensor<2xf32>"),
    ('%0 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction EQ>, '
     'compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>',
     "%0 = stablehlo.compare EQ, %arg0, %arg0, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>"),
    ('%c = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>',
     "%c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>"),
    ('%0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = array<i64: 1>} : '
     '(tensor<2xf32>) -> tensor<3x2xf32>',
     "%0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<2xf32>) -> tensor<3x2xf32>"),
    ('%0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xf32>',
     "%0 = stablehlo.iota dim = 0 : tensor<4xf32>"),
    ('%0 = "stablehlo.slice"(%arg2) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 4>, '
     'strides = array<i64: 2, 1>} : (tensor<3x4xf32>) -> tensor<1x3xf32>',
     "%0 = stablehlo.slice %arg2 [0:2:2, 1:4] : (tensor<3x4xf32>) -> tensor<1x3xf32>"),
    ('%0 = "stablehlo.reduce_precision"(%arg0) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : '
     '(tensor<2xf32>) -> tensor<2xf32>',
     "%0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<2xf32>"),
    ('%0 = "stablehlo.dot_general"(%arg2, %arg2) {dot_dimension_numbers = #stablehlo.dot<'
     'lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], '
     'rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, '
     '#stablehlo<precision HIGH>]} : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x3xf32>',
     "%0 = stablehlo.dot_general %arg2, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, HIGH] : "
     "(tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x3xf32>"),
    ('%0 = "stablehlo.custom_call"(%arg0) {call_target_name = "a b", backend_config = "x"} : '
     '(tensor<2xf32>) -> tensor<2xf32>',
     '%0 = stablehlo.custom_call @"a b"(%arg0) {backend_config = "x"} : (tensor<2xf32>) -> tensor<2xf32>'),
    ('%0:2 = "stablehlo.optimization_barrier"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xi32>) -> '
     '(tensor<2xf32>, tensor<2xi32>)',
     "%0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<2xf32>, tensor<2xi32>"),
    ('check.expect_eq_const %arg1, dense<[1, 2]> : tensor<2xi32>',
     "check.expect_eq_const %arg1, dense<[1, 2]> : tensor<2xi32>"),
])
def test_pretty_forms(source, expected):
    assert body(FN(source))[0] == expected


def test_generic_mode_prints_every_op_generically():
    text = print_module(parse_module(FN("%0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>")), generic=True)
    assert text.splitlines() == [
        '"builtin.module"() ({',
        '  "func.func"() <{function_type = (tensor<2xf32>, tensor<2xi32>, tensor<3x4xf32>) -> (), sym_name = "f"}> ({',
        "  ^bb0(%arg0: tensor<2xf32>, %arg1: tensor<2xi32>, %arg2: tensor<3x4xf32>):",
        '    %0 = "stablehlo.add"(%arg0, %arg0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>',
        '    "func.return"() : () -> ()',
        "  }) : () -> ()",
        "}) : () -> ()"]


def test_reduce_compact_and_reducer_forms():
    region = ("({\n^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  %s = stablehlo.add %a, %b : tensor<f32>\n"
              "  stablehlo.return %s : tensor<f32>\n})")
    op = ('%0 = "stablehlo.reduce"(%arg2, %c) REGION {dimensions = array<i64: 1>} : '
          '(tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>')
    head = "%c = stablehlo.constant dense<0.0> : tensor<f32>\n"
    compact = body(FN(head + op.replace("REGION", region)))
    assert compact[1] == ("%0 = stablehlo.reduce(%arg2 init: %c) applies stablehlo.add across dimensions = [1] : "
                          "(tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>")
    swapped = region.replace("%a, %b :", "%b, %a :")  # not the compact form's body
    full = body(FN(head + op.replace("REGION", swapped)))
    assert full[1].endswith("-> tensor<3xf32>")  # upstream's printer: a new line, then " reducer(...) " {...}
    assert full[2] == "reducer(%a: tensor<f32>, %b: tensor<f32>)  {"
    assert full[3] == "%s = stablehlo.add %b, %a : tensor<f32>"


def test_pretty_form_that_cannot_spell_the_attribute_falls_back_to_generic():
    # dims given as a dense tensor (old syntax): `dims = [...]` would read back as array<i64>.
    source = ('%0 = "stablehlo.transpose"(%arg2) {permutation = dense<[1, 0]> : tensor<2xi64>} : '
              '(tensor<3x4xf32>) -> tensor<4x3xf32>')
    assert body(FN(source))[0] == ('%0 = "stablehlo.transpose"(%arg2) <{permutation = dense<[1, 0]> : '
                                    'tensor<2xi64>}> : (tensor<3x4xf32>) -> tensor<4x3xf32>')


def test_unnamed_and_internal_names_get_fresh_names():
    text = print_module(parse_module(FN('"stablehlo.foo"(%arg0) : (tensor<2xf32>) -> (tensor<f32>, tensor<f32>)')))
    assert '%v0:2 = "stablehlo.foo"(%arg0)' in text
    assert "%<" not in text


def test_func_and_module_forms():
    source = ('module @m attributes {a.b = 1 : i32} {\n'
              'func.func private @g(tensor<f32> {x.y}) -> (tensor<f32> {r = 1 : i64}, tensor<i1>)\n'
              'func.func @h(%x: tensor<f32>) -> tensor<f32> attributes {z} {\n return %x : tensor<f32>\n}\n}')
    assert print_module(parse_module(source)).splitlines() == [
        "module @m attributes {a.b = 1 : i32} {",
        "  func.func private @g(tensor<f32> {x.y}) -> (tensor<f32> {r = 1 : i64}, tensor<i1>)",
        "  func.func @h(%x: tensor<f32>) -> tensor<f32> attributes {z} {",
        "    return %x : tensor<f32>",
        "  }",
        "}"]


@pytest.mark.parametrize("text", [
    "1 : i32", "-7 : i64", "1.500000e+00 : f32", "0.1 : f64", "true", '"a\\22b\\0A"', "unit", "@f::@g",
    "array<i64: 1, 2>", "array<i64>", "array<i1: true, false>", "dense<[1, 2]> : tensor<2xi32>",
    "dense<1.000000e+00> : tensor<2x2xf32>", "dense<> : tensor<0xf32>", "dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>",
    "#stablehlo<comparison_direction EQ>", "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>",
    "#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>",
    "{a = 1 : i64, b, c = [1 : i32, \"s\"]}", "tensor<?x2xf32, #stablehlo.bounds<4, ?>>",
    "!quant.uniform<i8:f32, 2.000000e+00:15>", "tuple<tensor<f32>, !stablehlo.token>",
])
def test_attribute_text_reads_back(text):
    value = parse_attribute(text)
    printed = attribute_text(value)
    assert values_equal(parse_attribute(printed), value), printed
    if text[0] not in "{t!" and not text.startswith("0.1"):
        assert printed == text


def test_attribute_classes_str_is_mlir_text():
    assert str(A.IntegerAttr(3, "i32")) == "3 : i32"
    assert str(A.EnumAttr("precision", "HIGH")) == "#stablehlo<precision HIGH>"
    assert str(A.DenseArrayAttr("i64", (1, 2))) == "array<i64: 1, 2>"


def test_dictionaries_print_sorted():
    assert attribute_text({"b": 1 and A.IntegerAttr(1), "a": A.UNIT}) == "{a, b = 1 : i64}"


def test_large_constants_print_as_hex():
    big = np.arange(4096, dtype=np.float32)
    attr = A.DenseElementsAttr(TensorType((4096,), "f32"), big)
    assert attribute_text(attr).startswith('dense<"0x00000000')


def test_first_difference_finds_changes():
    a = parse_module(FN("%0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>"))
    renamed = parse_module(FN("%sum = stablehlo.add %arg0, %arg0 : tensor<2xf32>"))
    assert first_difference(a, renamed) is None
    for changed in ["%0 = stablehlo.subtract %arg0, %arg0 : tensor<2xf32>",
                    "%0 = stablehlo.add %arg0, %arg0 {x} : tensor<2xf32>",
                    "%z = stablehlo.negate %arg0 : tensor<2xf32>\n%0 = stablehlo.add %z, %arg0 : tensor<2xf32>"]:
        assert first_difference(a, parse_module(FN(changed))) is not None
    uses = parse_module(FN("%0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>\n%1 = stablehlo.add %0, %arg0 : tensor<2xf32>"))
    swapped = parse_module(FN("%0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>\n%1 = stablehlo.add %arg0, %0 : tensor<2xf32>"))
    assert "operand #0" in first_difference(uses, swapped)
    assert not values_equal(True, A.IntegerAttr(1)) and not values_equal(1, True)
    assert values_equal(float("nan"), float("nan")) and not values_equal(0.0, -0.0)
