"""Quantization ops: spec.md#uniform_quantize, spec.md#uniform_dequantize.

Both see quantized tensors as their storage values and read the quantization
parameters from the op's types (``quantized="typed"``: the interpreter passes the
storage values and ``operand_types``/``result_types``).
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ...diagnostics import EvalError
from ...optable import define_op
from ...verification.shapes import row_fields
from ...verification.shapes.misc import SHAPE_FUNCTIONS
from ..quantization import dequantize, quantize, quantized_element, requantize
from ...text.syntax.forms import OPERANDS
from ...ir.types import TensorType
from ...verification import speculatability as speculation

Array = np.ndarray


def uniform_quantize(operand: Array, *, operand_types: Sequence[TensorType],
                     result_types: Sequence[TensorType]) -> Array:
    """spec.md#uniform_quantize: ``quantize(operand)`` for a float operand,
    ``quantize(dequantize(operand))`` for a quantized one (requantization)."""
    target = quantized_element(result_types[0])
    if target is None:
        raise EvalError(f"result must be a quantized tensor, got {result_types[0]}")
    source = quantized_element(operand_types[0])
    if source is not None:
        return requantize(operand, source, target)
    if operand.dtype.kind not in "fV" or operand.dtype.kind == "c":
        raise EvalError(f"operand must be a float or quantized tensor, got {operand_types[0]}")
    return quantize(operand, target)


def uniform_dequantize(operand: Array, *, operand_types: Sequence[TensorType],
                       result_types: Sequence[TensorType]) -> Array:
    """spec.md#uniform_dequantize: ``dequantize(operand)`` in the operand's expressed type."""
    source = quantized_element(operand_types[0])
    if source is None:
        raise EvalError(f"operand must be a quantized tensor, got {operand_types[0]}")
    result = dequantize(operand, source)
    wanted = result_types[0].dtype
    return result if result.dtype == wanted else result.astype(wanted)


define_op("stablehlo.uniform_quantize", speculatability=speculation.if_static_dim_in_output_is_static_in_input, **row_fields(SHAPE_FUNCTIONS, "uniform_quantize"), syntax=OPERANDS, eval=uniform_quantize,
          quantized="typed")
define_op("stablehlo.uniform_dequantize", speculatability=speculation.if_static_dim_in_output_is_static_in_input, **row_fields(SHAPE_FUNCTIONS, "uniform_dequantize"), syntax=OPERANDS, eval=uniform_dequantize,
          quantized="typed")
