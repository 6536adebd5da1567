"""Result printing in the reference format (interpret/printing.mlir) and MLIR float text."""

import numpy as np
import pytest

from stablehlo_translate.ir.element_text import format_element, format_float_attr
from stablehlo_translate.printing.results import format_results, format_value
from stablehlo_translate.optable import TOKEN
from stablehlo_translate.ir.types import TensorType, TokenType, TupleType


def tensor(values, shape, element_type):
    t = TensorType(tuple(shape), element_type)
    return np.array(values, dtype=t.dtype).reshape(shape), t


# (values, shape, element type, default text, dense text), from printing.mlir
CASES = [
    ([1, 2, -3, -4], (4,), "i8", "tensor<4xi8> {\n  [1, 2, -3, -4]\n}",
     "dense<[1, 2, -3, -4]> : tensor<4xi8>"),
    ([1.0, 2.0, -3.0, -4.0], (4,), "f16",
     "tensor<4xf16> {\n  [1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]\n}",
     "dense<[1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]> : tensor<4xf16>"),
    ([True, False], (2,), "i1", "tensor<2xi1> {\n  [true, false]\n}", "dense<[true, false]> : tensor<2xi1>"),
    (1, (), "ui8", "tensor<ui8> {1}", "dense<1> : tensor<ui8>"),
    ([1], (1,), "i8", "tensor<1xi8> {\n  [1]\n}", "dense<1> : tensor<1xi8>"),
    ([[1, 2], [3, 4]], (2, 2), "i8", "tensor<2x2xi8> {\n  [\n    [1, 2],\n    [3, 4]\n  ]\n}",
     "dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>"),
    ([0, 1, 2, 3, 4, 0, 1, 2], (2, 2, 2), "i64",
     "tensor<2x2x2xi64> {\n  [\n    [\n      [0, 1],\n      [2, 3]\n    ],\n    [\n      [4, 0],\n"
     "      [1, 2]\n    ]\n  ]\n}",
     "dense<[[[0, 1], [2, 3]], [[4, 0], [1, 2]]]> : tensor<2x2x2xi64>"),
    ([], (0,), "ui8", "tensor<0xui8> {\n  []\n}", "dense<> : tensor<0xui8>"),
    ([], (0, 2), "i8", "tensor<0x2xi8> {\n  []\n}", "dense<> : tensor<0x2xi8>"),
    ([], (2, 0), "i8", "tensor<2x0xi8> {\n  [\n    [],\n    []\n  ]\n}", "dense<> : tensor<2x0xi8>"),
    ([1, -2], (2,), "i2", "tensor<2xi2> {\n  [1, -2]\n}", "dense<[1, -2]> : tensor<2xi2>"),
    ([1, 2, 3, 4], (4,), "i4", "tensor<4xi4> {\n  [1, 2, 3, 4]\n}", "dense<[1, 2, 3, 4]> : tensor<4xi4>"),
    ([1.0, 2.0, -3.0, -4.0], (4,), "f6E2M3FN",
     "tensor<4xf6E2M3FN> {\n  [1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]\n}",
     "dense<[1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]> : tensor<4xf6E2M3FN>"),
    ([1.0, 2.0, -3.0, -4.0], (4,), "f8E3M4",
     "tensor<4xf8E3M4> {\n  [1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]\n}",
     "dense<[1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]> : tensor<4xf8E3M4>"),
    ([3.14 + 1j] * 4, (4,), "complex<f32>",
     "tensor<4xcomplex<f32>> {\n  [[3.140000e+00, 1.000000e+00], [3.140000e+00, 1.000000e+00], "
     "[3.140000e+00, 1.000000e+00], [3.140000e+00, 1.000000e+00]]\n}",
     "dense<(3.140000e+00,1.000000e+00)> : tensor<4xcomplex<f32>>"),
    ([3.14 + 1j] * 4, (4,), "complex<f64>",
     "tensor<4xcomplex<f64>> {\n  [[3.140000e+00, 1.000000e+00], [3.140000e+00, 1.000000e+00], "
     "[3.140000e+00, 1.000000e+00], [3.140000e+00, 1.000000e+00]]\n}",
     "dense<(3.140000e+00,1.000000e+00)> : tensor<4xcomplex<f64>>"),
    ([7, 255], (2,), "ui8", "tensor<2xui8> {\n  [7, 255]\n}", "dense<[7, 255]> : tensor<2xui8>"),
    ([2**64 - 1, 0], (2,), "ui64", "tensor<2xui64> {\n  [18446744073709551615, 0]\n}",
     "dense<[18446744073709551615, 0]> : tensor<2xui64>"),
    ([1 + 2j, 3 - 4j], (2,), "complex<f64>",
     "tensor<2xcomplex<f64>> {\n  [[1.000000e+00, 2.000000e+00], [3.000000e+00, -4.000000e+00]]\n}",
     "dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f64>>"),
]


@pytest.mark.parametrize("values, shape, element_type, text, dense", CASES)
def test_reference_format(values, shape, element_type, text, dense):
    array, t = tensor(values, shape, element_type)
    assert format_value(array, t) == text
    assert format_value(array, t, dense=True) == dense


@pytest.mark.parametrize("value, element_type, text", [
    (float("nan"), "f32", "0x7FC00000"),
    (float("inf"), "f32", "0x7F800000"),
    (float("-inf"), "f32", "0xFF800000"),
    (float("nan"), "f64", "0x7FF8000000000000"),
    (float("-inf"), "f64", "0xFFF0000000000000"),
    (float("nan"), "f16", "0x7E00"),
    (float("inf"), "bf16", "0x7F80"),
    (float("nan"), "f8E4M3FN", "0x7F"),
    (-0.0, "f32", "-0.000000e+00"),
    (0.0, "bf16", "0.000000e+00"),
    (0.1, "f32", "1.000000e-01"),
    (0.4, "bf16", "4.003910e-01"),          # bf16 0.400390625
    (0.4, "f16", "3.999020e-01"),           # f16 0.39990234375
    (6.283185307179586, "f32", "6.28318548"),
    (6.283185307179586, "f64", "6.2831853071795862"),
    (1 / 3, "f32", "0.333333343"),
    (1 / 3, "f64", "0.33333333333333331"),
    (123456792.0, "f32", "0x4CEB79A3"),     # integral, too many digits: hex
    (2.0**60 + 2**8, "f64", "1.1529215046068472E+18"),
    (65504.0, "f16", "6.550400e+04"),
    (0.015625, "f8E3M4", "1.562500e-02"),
    (3.0, "f4E2M1FN", "3.000000e+00"),
])
def test_float_elements(value, element_type, text):
    array, _ = tensor([value], (1,), element_type)
    assert format_element(array[0], element_type) == text


def test_float_attr():
    assert format_float_attr(1.0) == "1.000000e+00"
    assert format_float_attr(0.25) == "2.500000e-01"
    assert format_float_attr(0.0001) == "1.000000e-04"
    assert format_float_attr(0.0025660674945980895) == "0.0025660674945980895"
    assert format_float_attr(1.5, "f32") == "1.500000e+00"


def test_integer_element_types():
    assert format_element(np.int8(-128), "i8") == "-128"
    assert format_element(np.array(True), "i1") == "true"
    array, _ = tensor([-8, 7], (2,), "i4")
    assert format_element(array[0], "i4") == "-8"


def test_dense_hex_above_100_elements():
    array, t = tensor(np.arange(101), (101,), "i32")
    text = format_value(array, t, dense=True)
    assert text.startswith('dense<"0x00000000010000000200000003000000') and text.endswith('"> : tensor<101xi32>')
    splat, t = tensor([5] * 200, (200,), "i32")
    assert format_value(splat, t, dense=True) == "dense<5> : tensor<200xi32>"


def test_tuple_and_token():
    array, t = tensor([1, 2], (2,), "i32")
    tuple_type = TupleType((t, TokenType()))
    assert format_value((array, TOKEN), tuple_type) == (
        "tuple<tensor<2xi32>, !stablehlo.token> {\ntensor<2xi32> {\n  [1, 2]\n}\n!stablehlo.token\n}")
    assert format_value(TOKEN, TokenType()) == "!stablehlo.token"


def test_results_block():
    a, ta = tensor([1, 2], (2,), "i32")
    b, tb = tensor(1.5, (), "f32")
    assert format_results("main", [a, b], [ta, tb]) == (
        "Evaluated results of function: main\ntensor<2xi32> {\n  [1, 2]\n}\ntensor<f32> {1.500000e+00}\n")
    assert format_results("main", [b], [tb], dense=True) == (
        "Evaluated results of function: main\ndense<1.500000e+00> : tensor<f32>\n")
    assert format_results("f", [], []) == "Evaluated results of function: f\n"


def test_large_tensors():
    ints, ti = tensor(np.arange(1_000_000) % 1000, (1000, 1000), "i32")
    floats, tf = tensor(np.linspace(0, 1, 65536), (256, 256), "f32")
    text = format_value(ints, ti)
    assert format_value(floats, tf).count("\n") == 259
    assert text.count("\n") == 1003


def test_dynamic_dimensions_print_the_run_time_shape():
    value = np.array([1, 2, 3], np.int32)
    assert format_value(value, TensorType((None,), "i32")) == "tensor<3xi32> {\n  [1, 2, 3]\n}"


@pytest.mark.parametrize("element_type", ["i2", "ui2", "i4", "ui4", "i8", "ui8", "i16", "ui16", "i32", "ui32",
                                          "i64", "ui64", "si8", "index"])
def test_integers_of_every_width_at_their_limits(element_type):
    unsigned = element_type.startswith("ui")
    bits = 64 if element_type == "index" else int(element_type.lstrip("suin"))
    lo, hi = (0, 2 ** bits - 1) if unsigned else (-2 ** (bits - 1), 2 ** (bits - 1) - 1)
    values = [lo, hi, 0, 1, hi // 2, lo // 2]
    array, t = tensor(values, (2, 3), element_type)
    rows = [", ".join(str(v) for v in values[:3]), ", ".join(str(v) for v in values[3:])]
    assert format_value(array, t) == f"tensor<2x3x{element_type}> {{\n  [\n    [{rows[0]}],\n    [{rows[1]}]\n  ]\n}}"
    assert format_value(array, t, dense=True) == f"dense<[[{rows[0]}], [{rows[1]}]]> : tensor<2x3x{element_type}>"
    flags, t1 = tensor([True, False, True, True], (4,), "i1")
    assert format_value(flags, t1, dense=True) == "dense<[true, false, true, true]> : tensor<4xi1>"
