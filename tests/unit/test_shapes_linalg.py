"""Shape functions of dot, dot_general, einsum, convolution, fft, triangular_solve, cholesky and
batch_norm_* (shapes/linalg.py)."""
from __future__ import annotations

import numpy as np
import pytest

from stablehlo_translate.ir.attributes import StructAttr, TypeAttr
from stablehlo_translate.diagnostics import ConstraintError
from stablehlo_translate.verification.shapes.linalg import SHAPE_FUNCTIONS
from shape_tables import run_shape_functions


def run(op: str, operands: list[str], results: list[str], **attrs):
    return run_shape_functions(SHAPE_FUNCTIONS, op, operands, results, **attrs)


def dot_dims(lb=(), rb=(), lc=(), rc=()) -> StructAttr:
    return StructAttr("dot", (("lhs_batching_dimensions", tuple(lb)), ("rhs_batching_dimensions", tuple(rb)),
                              ("lhs_contracting_dimensions", tuple(lc)), ("rhs_contracting_dimensions", tuple(rc))))


def algorithm(lhs="f32", rhs="f32", accum="f32", lhs_count=1, rhs_count=1, ops=1, imprecise=False) -> StructAttr:
    return StructAttr("dot_algorithm", (
        ("lhs_precision_type", TypeAttr(lhs)), ("rhs_precision_type", TypeAttr(rhs)),
        ("accumulation_type", TypeAttr(accum)), ("lhs_component_count", lhs_count),
        ("rhs_component_count", rhs_count), ("num_primitive_operations", ops),
        ("allow_imprecise_accumulation", imprecise)))


# [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
CONV = StructAttr("conv", (
    ("input_batch_dimension", 0), ("input_feature_dimension", 3), ("input_spatial_dimensions", (1, 2)),
    ("kernel_input_feature_dimension", 2), ("kernel_output_feature_dimension", 3),
    ("kernel_spatial_dimensions", (0, 1)), ("output_batch_dimension", 0), ("output_feature_dimension", 3),
    ("output_spatial_dimensions", (1, 2))))
PAD1 = np.array([[1, 1], [1, 1]])
BATCHED = dot_dims((0,), (0,), (1,), (1,))
Q = "!quant.uniform<i8:f32, 1.0:17>"
Q0 = "!quant.uniform<i8:f32, 1.0:0>"

POSITIVE = [
    ("dot", ["tensor<2x3xf32>", "tensor<3xf32>"], ["tensor<2xf32>"], {}, ["tensor<2xf32>"]),
    ("dot", ["tensor<3xi32>", "tensor<3x?xi32>"], ["tensor<?xi32>"], {"precision_config": ("HIGH", "HIGHEST")},
     ["tensor<?xi32>"]),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x3x5xf32>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": BATCHED}, ["tensor<2x4x5xf32>"]),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x3x5xf32>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": BATCHED, "algorithm": algorithm("tf32", "tf32", "f32", ops=3),
      "precision_config": ("DEFAULT", "DEFAULT")}, ["tensor<2x4x5xf32>"]),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x3x5xf32>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": BATCHED, "algorithm": algorithm("f8E4M3FN", "f8E5M2", imprecise=True)}, ["tensor<2x4x5xf32>"]),
    ("dot_general", [f"tensor<2x3x4x{Q}>", f"tensor<2x3x5x{Q0}>"], [f"tensor<2x4x5x{Q}>"],
     {"dot_dimension_numbers": BATCHED}, ["tensor<2x4x5x!quant.uniform<i8:f32, 1.000000e+00:17>>"]),
    # Hybrid: float lhs and result, quantized rhs expressing the same float type.
    ("dot_general", ["tensor<2x3x4xf32>", f"tensor<2x3x5x{Q0}>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": BATCHED}, ["tensor<2x4x5xf32>"]),
        # upstream's inferDotOp/inferDotGeneralOp keep the operands' bounds (infer_stablehlo.mlir dot_bounds)
    ("dot", ["tensor<?x12xf32, #stablehlo.bounds<64, ?>>", "tensor<12x?xf32, #stablehlo.bounds<?, 64>>"],
     ["tensor<?x?xf32>"], {}, ["tensor<?x?xf32, #stablehlo.bounds<64, 64>>"]),
    ("dot_general", ["tensor<10x?x12xf32, #stablehlo.bounds<?, 64, ?>>",
                     "tensor<10x12x?xf32, #stablehlo.bounds<?, ?, 64>>"], ["tensor<10x?x?xf32>"],
     {"dot_dimension_numbers": dot_dims([0], [0], [2], [1])}, ["tensor<10x?x?xf32, #stablehlo.bounds<?, 64, 64>>"]),
("einsum", ["tensor<2x3xf32>", "tensor<3x4xf32>"], ["tensor<2x4xf32>"], {"einsum_config": "ab,bc->ac"}, None),
    ("unary_einsum", ["tensor<2x3xf32>"], ["tensor<3x2xf32>"], {"einsum_config": "ab->ba"}, None),
    ("convolution", ["tensor<1x8x8x207xf32>", "tensor<3x3x207x16xf32>"], ["tensor<1x8x8x16xf32>"],
     {"dimension_numbers": CONV, "padding": PAD1, "window_strides": (1, 1)}, None),
    ("convolution", ["tensor<1x8x8x4xf32>", "tensor<3x3x2x6xf32>"], ["tensor<1x3x4x6xf32>"],
     {"dimension_numbers": CONV, "window_strides": (2, 2), "padding": np.array([[0, 0], [1, 1]]),
      "feature_group_count": 2}, None),
    ("dynamic_conv", ["tensor<1x8x8x207xf32>", "tensor<3x3x207x16xf32>", "tensor<2x2xi64>"],
     ["tensor<1x?x?x16xf32>"], {"dimension_numbers": CONV}, None),
    ("fft", ["tensor<3x9xf32>"], ["tensor<3x5xcomplex<f32>>"], {"fft_type": "RFFT", "fft_length": (9,)},
     ["tensor<3x5xcomplex<f32>>"]),
    ("fft", ["tensor<3x5xcomplex<f64>>"], ["tensor<3x9xf64>"], {"fft_type": "IRFFT", "fft_length": (9,)},
     ["tensor<3x9xf64>"]),
    ("fft", ["tensor<4x8xcomplex<f32>>"], ["tensor<4x8xcomplex<f32>>"], {"fft_type": "FFT", "fft_length": (4, 8)},
     ["tensor<4x8xcomplex<f32>>"]),
    ("triangular_solve", ["tensor<10x4x4xf32>", "tensor<10x4x3xf32>"], ["tensor<10x4x3xf32>"],
     {"left_side": True, "transpose_a": "NO_TRANSPOSE"}, ["tensor<10x4x3xf32>"]),
    ("triangular_solve", ["tensor<4x4xf32>", "tensor<3x4xf32>"], ["tensor<3x4xf32>"],
     {"left_side": False, "transpose_a": "ADJOINT"}, ["tensor<3x4xf32>"]),
    ("cholesky", ["tensor<2x3x3xf32>"], ["tensor<2x3x3xf32>"], {}, ["tensor<2x3x3xf32>"]),
    ("batch_norm_inference", ["tensor<4x256xf32>"] + ["tensor<256xf32>"] * 4, ["tensor<4x256xf32>"],
     {"feature_index": 1}, ["tensor<4x256xf32>"]),
    ("batch_norm_training", ["tensor<2x3x?xf32>", "tensor<3xf32>", "tensor<3xf32>"],
     ["tensor<2x3x?xf32>", "tensor<3xf32>", "tensor<3xf32>"], {"feature_index": 1},
     ["tensor<2x3x?xf32>", "tensor<3xf32>", "tensor<3xf32>"]),
    ("batch_norm_grad", ["tensor<2x2x2x2xf32>"] + ["tensor<2xf32>"] * 3 + ["tensor<2x2x2x2xf32>"],
     ["tensor<2x2x2x2xf32>", "tensor<2xf32>", "tensor<2xf32>"], {"feature_index": 0},
     ["tensor<2x2x2x2xf32>", "tensor<2xf32>", "tensor<2xf32>"]),
]


@pytest.mark.parametrize("op, operands, results, attrs, inferred", POSITIVE)
def test_valid(op, operands, results, attrs, inferred):
    assert run(op, operands, results, **attrs) == inferred


NEGATIVE = [
    ("dot", ["tensor<2x3x4xf32>", "tensor<4xf32>"], ["tensor<2x3xf32>"], {}, "dot_c1",
     "expected both lhs/rhs ranks to be either 1 or 2"),
    ("dot", ["tensor<?x3xf32>", "tensor<3xf32>"], ["tensor<3x?xf32>"], {}, "dot_c1",
     "inferred shape '[?]' is incompatible with return type of operation 'tensor<3x?xf32>'"),
    ("dot", ["tensor<2x2xf32>", "tensor<2x2xf32>"], ["tensor<2x2xf32>"], {"precision_config": ("FOO",)},
     "dot_c1", "attribute 'precision_config' failed to satisfy constraint: Precision Config attribute"),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x3x5xf32>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": dot_dims((0,), (), (1,), (1,))}, "dot_general_c1",
     "lhs and rhs should have the same number of batching dimensions"),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x3x5xf32>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": dot_dims((0,), (0,), (0,), (1,))}, "dot_general_c3",
     "has duplicated dimension from lhs_batching_dimensions and lhs_contracting_dimensions: 0"),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x3x5xf32>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": dot_dims((0,), (0,), (1,), (3,))}, "dot_general_c8",
     "rhs_contracting_dimensions value: 3 is out of range: [0, 3)"),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x4x5xf32>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": BATCHED}, "dot_general_c10", "contracting dimension sizes must match for lhs/rhs"),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x3x5xf32>"], ["tensor<2x5x4xf32>"],
     {"dot_dimension_numbers": BATCHED}, "dot_general_c12",
     "inferred shape '[2, 4, 5]' is incompatible with return type of operation 'tensor<2x5x4xf32>'"),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x3x5xf32>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": BATCHED, "precision_config": ("DEFAULT",) * 3}, "dot_general_c11",
     "expects precision config to be empty or have <= 2 elements, got 3"),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x3x5xf32>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": BATCHED, "precision_config": ("HIGHEST", "HIGHEST"), "algorithm": algorithm()},
     "dot_general_c21", "must specify DEFAULT precision config when algorithm is set."),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x3x5xf32>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": BATCHED, "algorithm": algorithm(rhs_count=0)}, "dot_general_c23",
     "rhs component count must be positive"),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x3x5xf32>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": BATCHED, "algorithm": algorithm(accum="i8")}, "dot_general_i8",
     "dot algorithm not known to be supported on any hardware: {lhs:f32, rhs:f32, accum:i8, lhs_components:1, "
     "rhs_components:1, primitive_ops:1, imprecise:0}"),
    ("dot_general", ["tensor<2x3x4xf32>", f"tensor<2x3x5x{Q0}>"], [f"tensor<2x4x5x{Q}>"],
     {"dot_dimension_numbers": BATCHED}, "dot_general_c14",
     "rhs should be quantized for quantized operations and is_quantized(lhs)=is_quantized(result) should hold"),
    ("dot_general", ["tensor<2x3x4xf32>", f"tensor<2x3x5x{Q}>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": BATCHED}, "dot_general_c15", "Zero point of rhs should be 0"),
    ("dot_general", [f"tensor<2x3x4x{Q}>", "tensor<2x3x5x!quant.uniform<i8:f32:1, {0.1, 0.1, 0.1}>>"],
     ["tensor<2x4x5x!quant.uniform<i8:f32:2, {0.1, 0.1, 0.1, 0.1, 0.1}>>"],
     {"dot_dimension_numbers": BATCHED}, "dot_general_c16",
     "Quantization dimension of rhs should not be in the contracting dimension of rhs"),
    ("dot_general", ["tensor<2x3x4x!quant.uniform<i16:f32, 1.0:17>>", f"tensor<2x3x5x{Q0}>"],
     [f"tensor<2x4x5x{Q}>"], {"dot_dimension_numbers": BATCHED}, "dot_general_c17",
     "mismatched lhs and rhs quantization storage types"),
    ("dot_general", [f"tensor<2x3x4x{Q}>", "tensor<2x3x5x!quant.uniform<i8:f16, 1.0:0>>"],
     [f"tensor<2x4x5x{Q}>"], {"dot_dimension_numbers": BATCHED}, "dot_general_c18",
     "mismatched lhs, rhs and result quantization expressed types"),
    ("dot_general", [f"tensor<2x3x4x{Q}>", f"tensor<2x3x5x{Q0}>"],
     ["tensor<2x4x5x!quant.uniform<i8:f32:0, {0.1:-30, 0.1:-30}>>"], {"dot_dimension_numbers": BATCHED},
     "dot_general_c19", "mismatched rhs and result quantization granularity"),
    ("dot_general", ["tensor<2x3x4xf32>", "tensor<2x3x5x!quant.uniform<i8:f16, 1.0:0>>"], ["tensor<2x4x5xf32>"],
     {"dot_dimension_numbers": BATCHED}, "dot_general_c20",
     "mismatched rhs quantization expressed type and lhs and result element type"),
    ("einsum", ["tensor<2x3xf32>", "tensor<3x4xf32>"], ["tensor<2x5xf32>"], {"einsum_config": "ab,bc->ac"},
     "einsum_c1", "inferred shape '[2, 4]' is incompatible with return type of operation 'tensor<2x5xf32>'"),
    ("convolution", ["tensor<1x8x8x207xf32>", "tensor<3x3x207x16xf32>"], ["tensor<1x8x8x32xf32>"],
     {"dimension_numbers": CONV, "padding": PAD1}, "convolution_c25",
     "inferred shape '[1, 8, 8, 16]' is incompatible with return type of operation 'tensor<1x8x8x32xf32>'"),
    ("convolution", ["tensor<1x8x8x207xf32>", "tensor<3x3x207x16xf32>"], ["tensor<1x8x8x16xf32>"],
     {"dimension_numbers": CONV, "feature_group_count": 2, "batch_group_count": 2}, "convolution_c23",
     "expects batch_group_count and feature_group_count not to be both greater than 1. Got 2 and 2 resp."),
    ("convolution", ["tensor<1x8x8x207xf32>", "tensor<3x3x100x16xf32>"], ["tensor<1x6x6x16xf32>"],
     {"dimension_numbers": CONV}, "convolution_c14",
     "expects input feature dimension (207) / feature_group_count = kernel input feature dimension (100). "
     "Got feature_group_count = 1."),
    ("convolution", ["tensor<1x8x8x207xf32>", "tensor<3x3x207x16xf32>"], ["tensor<1x6x6x16xf32>"],
     {"dimension_numbers": CONV, "window_strides": (1,)}, "convolution_c4",
     "expects window-strides to have same dimension-size as size of window dimensions (2), but got: 1."),
    ("convolution", ["tensor<1x4x4x1xf32>", "tensor<3x3x1x1x!quant.uniform<i8:f32:1, {5.0:20, 5.0:20, 5.0:20}>>"],
     ["tensor<1x2x2x1xf32>"], {"dimension_numbers": CONV}, "convolution_c29",
     "quantization dimension of rhs should be same with kernel_output_feature_dimension"),
    ("dynamic_conv", ["tensor<1x8x8x207xf32>", "tensor<3x3x207x16xf32>", "tensor<3x2xi64>"],
     ["tensor<1x?x?x16xf32>"], {"dimension_numbers": CONV}, "dynamic_conv_c4",
     "expects padding to be of shape [2, 2], but got [3, 2]"),
]


@pytest.mark.parametrize("op, operands, results, attrs, label, message", NEGATIVE)
def test_invalid_products(op, operands, results, attrs, label, message):
    with pytest.raises(ConstraintError) as error:
        run(op, operands, results, **attrs)
    assert (error.value.label, error.value.message) == (label, message)


INFER_NEGATIVE = [
    ("fft", ["tensor<3x9xf16>"], {"fft_type": "RFFT", "fft_length": (9,)}, "fft_c2",
     "RFFT requires f32 or f64 input type, but is given 'f16'."),
    ("fft", ["tensor<3x9xf32>"], {"fft_type": "RFFT", "fft_length": (1, 2, 3, 4)}, "fft_c1",
     "rank must be between 1 and 3, but got 4."),
    ("fft", ["tensor<3x9xf32>"], {"fft_type": "FFT", "fft_length": (9,)}, "fft_c2",
     "FFT/IFFT/IRFFT take a complex tensor as input, but is given 'tensor<3x9xf32>'."),
    ("fft", ["tensor<3x9xcomplex<f32>>"], {"fft_type": "IRFFT", "fft_length": (9, 9)}, "fft_c4",
     "IRFFT requires non-final dimensions to be compatible with fft_length. Got: 3, 9 but wanted 9, 9, and 3 != 9."),
    ("fft", ["tensor<3x9xcomplex<f32>>"], {"fft_type": "IRFFT", "fft_length": (9,)}, "fft_c4",
     "IRFFT requires innermost dimension to be compatible with fft_length[-1]/2+1. Got: 9 but fft_length is 9."),
    ("triangular_solve", ["tensor<4xf32>", "tensor<4x3xf32>"], {"left_side": True, "transpose_a": "TRANSPOSE"},
     "triangular_solve_c2", "operand 'a' must have rank >= 2, but got 'tensor<4xf32>'"),
    ("triangular_solve", ["tensor<4x4xf32>", "tensor<3x4xf32>"], {"left_side": True, "transpose_a": "TRANSPOSE"},
     "triangular_solve_c4", "shared dimension of operands 'a' and 'b' must be compatible, but got "
                            "'tensor<4x4xf32>' and 'tensor<3x4xf32>'"),
    ("triangular_solve", ["tensor<4x4xf32>", "tensor<4x3xf32>"],
     {"left_side": True, "transpose_a": "TRANSPOSE_INVALID"}, "triangular_solve_c5",
     "Invalid transpose option value for triangular solve"),
    ("cholesky", ["tensor<1x2x1xf32>"], {}, "cholesky_c3",
     "minor dimensions of 'a' must have equal size, got shape 1, 2, 1."),
    ("batch_norm_training", ["tensor<2x2x2x2xf32>", "tensor<3xf32>", "tensor<3xf32>"], {"feature_index": 1},
     "batch_norm_training_c3", "expects the size of single-dimensional operands to be compatible with feature "
                               "count, but the size of single-dimensional operands is 3 and the feature count is 2."),
    ("batch_norm_inference", ["tensor<4x256xf32>"] + ["tensor<256xf32>"] * 4, {"feature_index": 2},
     "batch_norm_inference_c1", "expects featureIndex to be smaller than the rank of multi-dimensional operands; "
                                "got featureIndex 2, and rank 2."),
    ("batch_norm_grad", ["tensor<2x2x2x2xf32>"] + ["tensor<2xf32>"] * 3 + ["tensor<2x2x2xf32>"],
     {"feature_index": 0}, "batch_norm_grad_c3", "expects multi-dimensional operands to have compatible shapes."),
    ("batch_norm_grad", ["tensor<2x2x2x2xf32>", "tensor<2xf32>", "tensor<3xf32>", "tensor<2xf32>",
                         "tensor<2x2x2x2xf32>"], {"feature_index": 0}, "batch_norm_grad_c3",
     "expects single-dimensional operands to have compatible shapes."),
    ("batch_norm_grad", ["tensor<2x2x2x2xf32>"] + ["tensor<2xf32>"] * 3 + ["tensor<2x2x2x2xf32>"],
     {"feature_index": -1}, "batch_norm_grad_c1",
     "attribute 'feature_index' failed to satisfy constraint: 64-bit signless integer attribute whose value is "
     "non-negative"),
    ("cholesky", ["tensor<2x2x!quant.uniform<i8:f32:0, {0.1:-30, 0.1:-30}>>"], {}, "cholesky_c1",
     "operand #0 must be ranked tensor of 4/6/8/16/32/64-bit float or complex type with 32/64-bit float elements "
     "or per-tensor integer quantized values, but got 'tensor<2x2x!quant.uniform<i8:f32:0, "
     "{1.000000e-01:-30,1.000000e-01:-30}>>'"),
]


@pytest.mark.parametrize("op, operands, attrs, label, message", INFER_NEGATIVE)
def test_invalid_inferred_ops(op, operands, attrs, label, message):
    with pytest.raises(ConstraintError) as error:
        run(op, operands, operands, **attrs)
    assert (error.value.label, error.value.message) == (label, message)


@pytest.mark.parametrize("result, ok", [("tensor<1x8x8x16xf32>", True), ("tensor<1x?x8x16xf32>", True),
                                        ("tensor<1x6x6x16xf32>", False)])
def test_dynamic_conv_constant_padding_gives_spatial_sizes(result, ok):
    """A constant padding operand (operand_values) gives the spatial result dims: 8 + 1 + 1 - 3 + 1."""
    operands = ["tensor<1x8x8x207xf32>", "tensor<3x3x207x16xf32>", "tensor<2x2xi64>"]
    values = (None, None, np.ones((2, 2), dtype=np.int64))
    if ok:
        run("dynamic_conv", operands, [result], dimension_numbers=CONV, operand_values=values)
        return
    with pytest.raises(ConstraintError) as error:
        run("dynamic_conv", operands, [result], dimension_numbers=CONV, operand_values=values)
    assert (error.value.label, error.value.message) == (
        "dynamic_conv_c25", "inferred shape '[1, 8, 8, 16]' is incompatible with return type of operation "
                            "'tensor<1x6x6x16xf32>'")
