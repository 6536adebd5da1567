"""Uniform quantization on numpy arrays (spec.md#quantization-computations).

Quantized tensors are stored as arrays of their storage type. :func:`dequantize`
and :func:`quantize` follow the spec's formulas step by step, each step rounded
in the expressed type (numpy / ml_dtypes round every arithmetic op once):

* ``dequantize(x) = convert(x - zero_point, expressed) * scale``;
* ``quantize(x) = convert(round_nearest_even(clamp(storage_min, x / scale + zero_point,
  storage_max)), storage)``, with ``zero_point``, ``storage_min`` and ``storage_max``
  converted to the expressed type first.

Implementation-defined choices: ``x - zero_point`` is computed exactly (in int64;
the spec writes it in the storage type, where it could wrap around), and a NaN
quantizes to 0 (the clamp keeps NaN; its conversion to an integer is TBD, #180,
and this tool's ``convert`` maps NaN to 0). Per-axis types apply ``scales[i]`` and
``zero_points[i]`` to slice ``i`` of the ``quantized_dimension``.
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from . import element as el
from ..diagnostics import EvalError
from ..ir.types import QuantizedType, TensorType, Type, dtype_of

Array = np.ndarray


def storage_range(qtype: QuantizedType) -> tuple[int, int]:
    """``(storage_min, storage_max)``, defaulting to the storage type's range (spec.md#types)."""
    lo, hi = el.int_limits(dtype_of(qtype))
    return (lo if qtype.storage_min is None else qtype.storage_min,
            hi if qtype.storage_max is None else qtype.storage_max)


def _params(qtype: QuantizedType, shape: tuple[int, ...]) -> tuple[Array, Array]:
    """``compute_scales`` / ``compute_zero_points``: the scales (in the expressed type) and
    the zero points (int64), shaped to broadcast against a tensor of ``shape``."""
    expressed = dtype_of(qtype.expressed_type)
    scales = np.array(qtype.scales, dtype=np.float64).astype(expressed)
    zero_points = np.array(qtype.zero_points, dtype=np.int64)
    axis = qtype.quantized_dimension
    if axis is None:
        return scales.reshape(()), zero_points.reshape(())
    if not 0 <= axis < len(shape) or shape[axis] != len(qtype.scales):
        raise EvalError(f"per-axis quantized type {qtype} does not fit a tensor of shape "
                        f"{list(shape)}")
    along = [1] * len(shape)
    along[axis] = len(qtype.scales)
    return scales.reshape(along), zero_points.reshape(along)


def dequantize(x: Array, qtype: QuantizedType) -> Array:
    """spec.md#quantization-computations ``dequantize``: storage values -> expressed values."""
    from .ops.conversion import convert_array

    scales, zero_points = _params(qtype, x.shape)
    expressed = scales.dtype
    shifted = convert_array(x.astype(np.int64) - zero_points, expressed)
    with np.errstate(all="ignore"):
        return el.as_result(shifted * scales, expressed)


def quantize(x: Array, qtype: QuantizedType) -> Array:
    """spec.md#quantization-computations ``quantize``: float values -> storage values.

    ``x`` is converted to the expressed type first when it is another float type."""
    from .ops.conversion import convert_array

    scales, zero_points = _params(qtype, x.shape)
    expressed = scales.dtype
    lo, hi = (convert_array(np.array(v, np.int64), expressed) for v in storage_range(qtype))
    x = x if x.dtype == expressed else convert_array(x, expressed)
    with np.errstate(all="ignore"):
        shifted = el.as_result(x / scales, expressed) + convert_array(zero_points, expressed)
        clamped = np.minimum(np.maximum(el.as_result(shifted, expressed), lo), hi)
        rounded = np.rint(clamped.astype(el.work_dtype(expressed)))
    return convert_array(el.as_result(rounded, expressed), dtype_of(qtype))


def requantize(x: Array, source: QuantizedType, target: QuantizedType) -> Array:
    """``quantize(dequantize(x), target)`` (spec.md#uniform_quantize for a quantized operand)."""
    return x if source == target else quantize(dequantize(x, source), target)


def quantized_element(t: Type) -> QuantizedType | None:
    """The quantized element type of a tensor type, else None."""
    if isinstance(t, TensorType) and isinstance(t.element_type, QuantizedType):
        return t.element_type
    return None


def expressed(t: Type) -> Type:
    """A quantized tensor type's expressed twin (same shape); other types unchanged."""
    qtype = quantized_element(t)
    if qtype is None:
        return t
    return TensorType(t.shape, qtype.expressed_type, t.bounds, t.encoding)


class DequantizeOpQuantize:
    """spec.md#quantization-computations ``dequantize_op_quantize`` for one op: dequantizes
    its quantized operands, runs the float evaluator, quantizes its quantized results.

    This one form also covers the spec's variants: ``dequantize_compare`` and hybrid
    ``dot_general``/``convolution`` (float results stay float),
    ``dequantize_select_quantize`` (a boolean ``pred`` passes through) and
    ``dequantize_batch_norm_grad_or_training_quantize`` (each result quantized by its type).
    """

    def __init__(self, operand_types: Sequence[Type], result_types: Sequence[Type]):
        self.operands: tuple[QuantizedType | None, ...] = tuple(map(quantized_element, operand_types))
        self.results: tuple[QuantizedType | None, ...] = tuple(map(quantized_element, result_types))
        self.float_result_types = tuple(map(expressed, result_types))

    def __call__(self, fn: Callable, operands: Sequence, kwargs: dict) -> object:
        values = [v if q is None else dequantize(v, q) for v, q in zip(operands, self.operands)]
        if "result_types" in kwargs:
            kwargs = dict(kwargs, result_types=self.float_result_types)
        result = fn(*values, **kwargs)
        if len(self.results) != 1:
            return tuple(r if q is None else quantize(r, q) for r, q in zip(result, self.results))
        return result if self.results[0] is None else quantize(result, self.results[0])

