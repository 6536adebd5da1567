"""Shape functions of rng, quantization, custom_call and the check dialect (shapes/misc.py)."""
from __future__ import annotations

import numpy as np
import pytest

from stablehlo_translate.ir.attributes import DenseElementsAttr, IntegerAttr, StructAttr
from stablehlo_translate.text.parser import parse_type
from stablehlo_translate.verification.shapes.misc import SHAPE_FUNCTIONS
from shape_tables import assert_violates, run_shape_functions


def run(op: str, operands: list[str], results: list[str], **attrs):
    return run_shape_functions(SHAPE_FUNCTIONS, op, operands, results, **attrs)


def layout(*values: int) -> DenseElementsAttr:
    return DenseElementsAttr(parse_type(f"tensor<{len(values)}xindex>"), np.array(values, dtype=np.int64))


def alias(output=(), index=0, operand=()) -> StructAttr:
    return StructAttr("output_operand_alias", (("output_tuple_indices", tuple(output)), ("operand_index", index),
                                               ("operand_tuple_indices", tuple(operand))))


PAIR = "tuple<tensor<1x1xf32>, tensor<2x3xf32>>"
QA = "tensor<1x5x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.1:-30}>>"

POSITIVE = [
    ("rng", ["tensor<f32>", "tensor<f32>", "tensor<3xi64>"], ["tensor<2x3x5xf32>"], {"rng_distribution": "NORMAL"},
     ["tensor<?x?x?xf32>"]),
    ("rng_bit_generator", ["tensor<?xui64>"], ["tensor<?xui64>", "tensor<10x12xui32>"], {}, None),
    ("uniform_quantize", ["tensor<2xf32>"], ["tensor<2x!quant.uniform<i8:f32, 0.1>>"], {}, None),
    ("uniform_dequantize", ["tensor<1x2x!quant.uniform<i8:f32, 1.0:17>>"], ["tensor<1x2xf32>"], {},
     ["tensor<1x2xf32>"]),
    ("custom_call", ["tensor<2x3xf32>", "!stablehlo.token"], ["tensor<2x3xf32>", "!stablehlo.token"],
     {"call_target_name": "foo", "operand_layouts": (layout(1, 0), layout()),
      "result_layouts": (layout(0, 1), layout())}, None),
    ("custom_call", [PAIR, "tensor<5x5xf32>"], ["tuple<tensor<2x3xf32>>"],
     {"call_target_name": "foo", "output_operand_aliases": (alias((0,), 0, (1,)),)}, None),
    ("custom_call", [], [], {"call_target_name": "foo", "api_version": IntegerAttr(4, "i32"),
                             "backend_config": {"foo": IntegerAttr(42, "i32")}}, None),
    ("custom_call", ["memref<2xf32>"], ["tensor<2xf32>"], {"call_target_name": "Unpin"}, None),
    ("check.expect_eq", ["tensor<2xi32>", "tensor<2xi32>"], [], {}, None),
    ("check.expect_almost_eq", ["tensor<2xcomplex<f32>>", "tensor<2xcomplex<f32>>"], [], {}, None),
]


@pytest.mark.parametrize("op, operands, results, attrs, inferred", POSITIVE)
def test_positive(op, operands, results, attrs, inferred):
    assert run(op, operands, results, **attrs) == inferred


NEGATIVE = [
    ("rng", ["tensor<1xf32>", "tensor<f32>", "tensor<3xi64>"], ["tensor<2x3x5xf32>"], {"rng_distribution": "NORMAL"},
     "rng_c1", "operand #0 must be 0D tensor of"),
    ("rng", ["tensor<f32>", "tensor<complex<f32>>", "tensor<3xi64>"], [], {"rng_distribution": "UNIFORM"},
     "rng_c1", "operand #1 must be 0D tensor of"),
    ("rng", ["tensor<f32>", "tensor<f32>", "tensor<1x3xi64>"], [], {"rng_distribution": "UNIFORM"},
     "rng_c3", "operand #2 must be statically shaped 1-dimensional tensor of"),
    ("rng", ["tensor<i32>", "tensor<i32>", "tensor<1xi64>"], [], {"rng_distribution": "NORMAL"},
     "rng_c2", "mu and sigma must be floats"),
    ("rng_bit_generator", ["tensor<2xui64>"], ["tensor<3xui64>", "tensor<10x12xui32>"], {}, "rng_bit_generator_c1",
     "output state shape must be compatible with initial state shape. Got: 'tensor<2xui64>' and 'tensor<3xui64>'"),
    ("uniform_quantize", ["tensor<2xf32>"], ["tensor<2x!quant.uniform<i8:f64, 0.1>>"], {}, "uniform_quantize_c1",
     "Expressed type of result expected to be 'f32', but got 'f64'"),
    ("uniform_quantize", ["tensor<1x5x2xf32>"], ["tensor<1x5x2x!quant.uniform<i8:f32:10, {0.1:-30, 0.1:-30}>>"], {},
     "uniform_quantize_c1", "result #0 must be ranked tensor of per-tensor integer quantized"),
    ("uniform_quantize", ["tensor<1x5x2xf32>"], [QA], {}, "uniform_quantize_c1", "result #0 must be ranked tensor"),
    ("uniform_dequantize", ["tensor<4x!quant.uniform<si8:f32, 1.0>>"], ["tensor<4xf32>"], {},
     "uniform_dequantize_c1", "operand #0 must be ranked tensor of"),
    ("custom_call", ["tensor<2xf32>"], [], {"call_target_name": "foo", "operand_layouts": (layout(0),)},
     "custom_call", "Layout attributes should be specified for either both operands and results or none"),
    ("custom_call", ["tensor<2xf32>", "!stablehlo.token"], [],
     {"call_target_name": "foo", "operand_layouts": (layout(0),), "result_layouts": ()},
     "custom_call", "Number of operands must match the number of operand layouts, 2 != 1"),
    ("custom_call", [], ["tuple<tensor<2xf32>, tensor<2xf32>, !stablehlo.token>"],
     {"call_target_name": "foo", "operand_layouts": (), "result_layouts": (layout(0), layout(0))},
     "custom_call", "Number of results must match the number of result layouts, 3 != 2"),
    ("custom_call", ["tuple<tensor<2xf32>>"], [], {"call_target_name": "foo", "operand_layouts": (layout(0),),
                                                   "result_layouts": ()},
     "custom_call", "Tuple types are not fully supported with layout constraints yet"),
    ("custom_call", ["!stablehlo.token"], [], {"call_target_name": "foo", "operand_layouts": (layout(0, 1),),
                                               "result_layouts": ()},
     "custom_call", "Only tensor types can have non-empty layout: operand #0 of type '!stablehlo.token' has layout "
                    "dense<[0, 1]> : tensor<2xindex>"),
    ("custom_call", ["tensor<1x2x3xf32>"], [], {"call_target_name": "foo", "operand_layouts": (layout(0, 1, 3),),
                                                "result_layouts": ()},
     "custom_call", "incorrect layout dense<[0, 1, 3]> : tensor<3xindex> for type 'tensor<1x2x3xf32>', layout must "
                    "be a permutation of [0, 3)"),
    ("custom_call", [PAIR, "tensor<5x5xf32>"], ["tuple<tensor<2x3xf32>>"],
     {"call_target_name": "foo", "output_operand_aliases": (alias((0,), 2, (1,)),)},
     "custom_call", "expects operandIndex in the output_operand_alias attribute to be in range [0, 2); got: 2"),
    ("custom_call", [PAIR, "tensor<5x5xf32>"], ["tuple<tensor<2x3xf32>>"],
     {"call_target_name": "foo", "output_operand_aliases": (alias((1,), 0, (1,)),)},
     "custom_call", "output_tuple_indices in the output_operand_alias attribute out of bounds"),
    ("custom_call", [PAIR, "tensor<5x5xf32>"], ["tuple<tensor<2x3xf32>>"],
     {"call_target_name": "foo", "output_operand_aliases": (alias((0,), 0, (2,)),)},
     "custom_call", "operand_tuple_indices in the output_operand_alias attribute out of bounds"),
    ("custom_call", [PAIR, "tensor<5x5xf32>"], ["tuple<tensor<20x30xf32>>"],
     {"call_target_name": "foo", "output_operand_aliases": (alias((0,), 0, (1,)),)},
     "custom_call", "shapes mismatch in the output_operand_alias attribute: operand part has type "
                    "'tensor<2x3xf32>' and output part has type 'tensor<20x30xf32>'"),
    ("custom_call", ["tensor<2xf32>", "memref<2xf32>"], ["memref<2xf32>", "memref<2xf32>"],
     {"call_target_name": "foo", "output_operand_aliases": (alias((0,), 1), alias((1,), 1))},
     "custom_call", "buffer operand 1[] is used in output_operand_alias more than once"),
    ("custom_call", ["memref<2xf32>"], ["memref<2xf32>", "memref<2xf32>"],
     {"call_target_name": "foo", "output_operand_aliases": (alias((0,), 0),)},
     "custom_call", "buffer output [1] is not used in output_operand_alias"),
    ("custom_call", ["tensor<2xf32>"], ["memref<2xf32>"], {"call_target_name": "CreateBuffer"},
     "custom_call", "CreateBuffer custom_call shouldn't have any inputs"),
    ("custom_call", ["tensor<2xf32>"], ["tensor<2xf32>"], {"call_target_name": "Pin"},
     "custom_call", "Pin custom_call should have a memref output"),
    ("custom_call", ["memref<2xf32>"], ["tensor<2xi32>"], {"call_target_name": "Unpin"},
     "custom_call", "Unpin custom_call should have compatible input and output types"),
    ("custom_call", [], [], {"call_target_name": "foo", "api_version": IntegerAttr(4, "i32"),
                             "backend_config": "bar=42"},
     "custom_call", "backend_config for api_version API_VERSION_TYPED_FFI must be a dictionary attribute"),
    ("custom_call", [], [], {"call_target_name": "foo", "api_version": IntegerAttr(3, "i32"),
                             "backend_config": {"bar": IntegerAttr(42, "i32")}},
     "custom_call", "backend_config for api_version API_VERSION_STATUS_RETURNING_UNIFIED must be a string attribute"),
    ("check.expect_eq", ["tensor<2xi32>", "tensor<3xi32>"], [], {}, "check",
     "expected type 'tensor<3xi32>' does not match operand type 'tensor<2xi32>'"),
    ("check.expect_almost_eq", ["tensor<2xi32>", "tensor<2xi32>"], [], {}, "check",
     "expects floating-point or complex operands"),
    ("check.expect_eq_const", ["tensor<2xi32>"], [], {"value": layout(1, 2)}, "check",
     "expected value type 'tensor<2xindex>' does not match operand type 'tensor<2xi32>'"),
]


@pytest.mark.parametrize("op, operands, results, attrs, label, message", NEGATIVE)
def test_negative(op, operands, results, attrs, label, message):
    assert_violates(run, op, operands, results, attrs, label, message)


@pytest.mark.parametrize("values, inferred", [
    (None, ["tensor<?x?x?xf32>"]),
    ((2, 3, 5), ["tensor<2x3x5xf32>"]),
])
def test_rng_shape_from_constant_operand(values, inferred):
    """spec.md#rng C3: a constant ``shape`` gives the result's sizes, else only its rank."""
    operand_values = (None, None, None if values is None else np.array(values, dtype=np.int64))
    assert run("rng", ["tensor<f32>", "tensor<f32>", "tensor<3xi64>"], ["tensor<?x?x?xf32>"],
               rng_distribution="UNIFORM", operand_values=operand_values) == inferred
