"""Shape functions of the elementwise ops (shapes/elementwise.py): positive and negative tables."""
from __future__ import annotations

import pytest

from stablehlo_translate.diagnostics import ConstraintError
from stablehlo_translate.text.parser import parse_type
from stablehlo_translate.verification.shapes.elementwise import SHAPE_FUNCTIONS
from shape_tables import run_shape_functions


def T(text: str):
    return parse_type(text)


def run(op: str, operands: list[str], results: list[str], **attrs):
    return run_shape_functions(SHAPE_FUNCTIONS, op, operands, results, **attrs)


POSITIVE = [
    ("add", ["tensor<2xf32>", "tensor<2xf32>"], ["tensor<2xf32>"], "tensor<2xf32>"),
    ("add", ["tensor<?x2xi32>", "tensor<3x?xi32>"], ["tensor<?x?xi32>"], "tensor<3x2xi32>"),
    ("add", ["tensor<i1>", "tensor<i1>"], ["tensor<i1>"], "tensor<i1>"),
    ("abs", ["tensor<4xcomplex<f32>>"], ["tensor<4xf32>"], "tensor<4xf32>"),
    ("abs", ["tensor<4xi8>"], ["tensor<4xi8>"], "tensor<4xi8>"),
    ("real", ["tensor<2x3xcomplex<f64>>"], ["tensor<2x3xf64>"], "tensor<2x3xf64>"),
    ("imag", ["tensor<2xf32>"], ["tensor<2xf32>"], "tensor<2xf32>"),
    ("is_finite", ["tensor<3xf32>"], ["tensor<3xi1>"], "tensor<3xi1>"),
    ("compare", ["tensor<2x2xf32>", "tensor<2x2xf32>"], ["tensor<2x2xi1>"], "tensor<2x2xi1>"),
    ("select", ["tensor<i1>", "tensor<?x2x3xf32>", "tensor<1x?x3xf32>"], ["tensor<?x?x?xf32>"],
     "tensor<1x2x3xf32>"),
    ("select", ["tensor<2xi1>", "tensor<2xi32>", "tensor<2xi32>"], ["tensor<2xi32>"], "tensor<2xi32>"),
    ("clamp", ["tensor<f32>", "tensor<4xf32>", "tensor<4xf32>"], ["tensor<4xf32>"], "tensor<4xf32>"),
    ("complex", ["tensor<10xf32>", "tensor<10xf32>"], ["tensor<10xcomplex<f32>>"], "tensor<10xcomplex<f32>>"),
    ("shift_left", ["tensor<2xui8>", "tensor<2xui8>"], ["tensor<2xui8>"], "tensor<2xui8>"),
    ("add", ["tensor<?xf32, #stablehlo.bounds<4>>", "tensor<?xf32, #stablehlo.bounds<4>>"],
     ["tensor<?xf32, #stablehlo.bounds<4>>"], "tensor<?xf32, #stablehlo.bounds<4>>"),
    ("add", ["tensor<1x!quant.uniform<i8:f32, 1.0:17>>"] * 2, ["tensor<1x!quant.uniform<i8:f32, 1.0:17>>"],
     "tensor<1x!quant.uniform<i8:f32, 1.000000e+00:17>>"),
]


@pytest.mark.parametrize("op, operands, results, expected", POSITIVE)
def test_positive(op, operands, results, expected):
    assert run(op, operands, results) == [expected]


# (op, operands, results, violated constraint label, upstream message substring)
NEGATIVE = [
    ("floor", ["tensor<4xi32>"], ["tensor<4xi32>"], "floor_c1", "operand #0 must be ranked tensor of"),
    ("or", ["tensor<4xf32>", "tensor<4xf32>"], ["tensor<4xf32>"], "or_c1", "but got 'tensor<4xf32>'"),
    ("add", ["tensor<?xf32>", "tensor<?xf32>"], ["tensor<?x?xf32>"], "add_c1",
     "requires the same shape for all operands and results"),
    ("add", ["tensor<2xf32>", "tensor<2xf64>"], ["tensor<2xf32>"], "add_c1",
     "op requires the same element type for all operands and results"),
    ("add", ["memref<4xf32>", "memref<4xf32>"], ["memref<4xf32>"], "add_c1", "but got 'memref<4xf32>'"),
    ("add", ["tensor<1x!quant.uniform<i8:f32, 1.0:17>>"] * 2, ["tensor<1xf32>"], "add_c2",
     "all operands and results to be either quantized or non-quantized"),
    ("add", ["tensor<1x!quant.uniform<i8:f32, 1.0:17>>"] * 2, ["tensor<1x!quant.uniform<i4:f32, 1.0:1>>"],
     "add_c3", "mismatched operands and result quantization storage types"),
    ("add", ["tensor<1x!quant.uniform<i8:f32, 1.0:17>>"] * 2, ["tensor<1x!quant.uniform<i8:bf16, 1.0:17>>"],
     "add_c4", "mismatched operands and result quantization expressed types"),
    ("add", ["tensor<1x!quant.uniform<i8:f32:0, {1.0:17}>>"] * 2, ["tensor<1x!quant.uniform<i8:f32, 1.0:17>>"],
     "add_c5", "result is not per_axis quantized but lhs or rhs are"),
    ("add", ["tensor<1x2x!quant.uniform<i8:f32:0, {1.0:17}>>"] * 2,
     ["tensor<1x2x!quant.uniform<i8:f32:1, {1.0:17, 1.0:17}>>"], "add_c6",
     "quantization_dimension of lhs and result are not same"),
    ("abs", ["tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.1:-30}>>"],
     ["tensor<2x!quant.uniform<i8:f32:0, {0.1:-30, 0.1:-30}>>"], "abs_c1", "operand #0 must be ranked tensor"),
    ("is_finite", ["tensor<3xi32>"], ["tensor<3xi1>"], "is_finite_c1", "operand #0 must be ranked tensor of"),
    ("is_finite", ["tensor<3xf32>"], ["tensor<4xi1>"], "is_finite_c1",
     "all non-scalar operands/results must have the same shape and base type"),
    ("select", ["tensor<3xi1>", "tensor<2x3xi32>", "tensor<2x3xi32>"], ["tensor<2x3xi32>"], "select_c1",
     "requires the same shape for all operands"),
    ("select", ["tensor<3xi1>", "tensor<2x4xi32>", "tensor<2x3xi32>"], ["tensor<2x3xi32>"], "select_c2",
     "requires compatible types for non-predicate operands"),
    ("select", ["tensor<i32>", "tensor<2xi32>", "tensor<2xi32>"], ["tensor<2xi32>"], "select_c1",
     "operand #0 must be ranked tensor of bool values"),
    ("clamp", ["tensor<2xi32>", "tensor<1xi32>", "tensor<1xi32>"], ["tensor<1xi32>"], "clamp_c1",
     "min shape [2] is not scalar and is not compatible to operand shape [1]"),
    ("clamp", ["tensor<1xi32>", "tensor<1xi32>", "tensor<2xi32>"], ["tensor<1xi32>"], "clamp_c2",
     "max shape [2] is not scalar and is not compatible to operand shape [1]"),
    ("clamp", ["tensor<f32>", "tensor<1xi32>", "tensor<i32>"], ["tensor<1xi32>"], "clamp_c3",
     "requires the same element type"),
    ("complex", ["tensor<2xf16>", "tensor<2xf16>"], ["tensor<2xcomplex<f32>>"], "complex_c1",
     "32-bit float or 64-bit float"),
    ("compare", ["tensor<2xf32>", "tensor<2xf32>"], ["tensor<2xi32>"], "compare_c2",
     "result #0 must be ranked tensor of bool values"),
    ("compare", ["tensor<2xf32>", "tensor<2xi32>"], ["tensor<2xi1>"], "compare_c1",
     "requires compatible types for all operands"),
]


@pytest.mark.parametrize("op, operands, results, label, message", NEGATIVE)
def test_negative(op, operands, results, label, message):
    with pytest.raises(ConstraintError) as error:
        run(op, operands, results)
    assert error.value.label == label
    assert message in error.value.message


def test_inferred_type_differs_from_declared():
    """abs of f32 infers f32; the verifier (not the shape function) rejects a declared f64."""
    assert run("abs", ["tensor<1x2xf32>"], ["tensor<1x2xf64>"]) == ["tensor<1x2xf32>"]


def test_every_elementwise_row_has_shape_functions():
    import stablehlo_translate.interpreter.ops  # noqa: F401  (registers the rows)
    from stablehlo_translate.optable import OP_TABLE

    for name in SHAPE_FUNCTIONS:
        row = OP_TABLE[f"stablehlo.{name}"]
        assert (row.verify, row.infer) == SHAPE_FUNCTIONS[name]


@pytest.mark.parametrize("lhs, rhs, expected", [
    ("tensor<2xf32, #stablehlo.bounds<?>>", "tensor<?xf32, #stablehlo.bounds<2>>", "tensor<2xf32>"),
    ("tensor<?xf32, #stablehlo.bounds<2>>", "tensor<3xf32, #stablehlo.bounds<?>>", None),
])
def test_static_size_within_the_other_operands_bound(lhs, rhs, expected):
    """A static size met with a bounded ``?`` must fit the bound (upstream's
    inferMostSpecificDimAndBound)."""
    if expected is not None:
        assert run("add", [lhs, rhs], ["tensor<?xf32>"]) == [expected]
        return
    with pytest.raises(ConstraintError) as error:
        run("add", [lhs, rhs], ["tensor<?xf32>"])
    assert (error.value.label, error.value.message) == ("add_c1", "Mismatched dimension size 3 and bound 2 in "
                                                                  "dimension 0")
