"""Quantization constraints shared by the data-movement ops' shape functions.

spec.md#broadcast_in_dim C1/C6 (and #dynamic_broadcast_in_dim), #reshape C1/C3
(and #dynamic_reshape), #transpose C1/C4: a quantized result keeps the operand's
quantization parameters, and a per-axis one keeps its axis where the op moves it.
Messages are upstream's (stablehlo/dialect/TypeInference.cpp).
"""
from __future__ import annotations

import math
from typing import Sequence

from ...ir.types import QuantizedType, TensorType
from . import InferenceError, canonical


def _per_tensor(t: TensorType) -> QuantizedType | None:
    q = t.element_type
    return q if isinstance(q, QuantizedType) and q.quantized_dimension is None else None


def _per_axis(t: TensorType) -> QuantizedType | None:
    q = t.element_type
    return q if isinstance(q, QuantizedType) and q.quantized_dimension is not None else None


def same_per_tensor_parameters(a: TensorType, b: TensorType, label: str) -> None:
    """Two per-tensor quantized types must be equal (scale, zero point, storage, expressed type)."""
    if _per_tensor(a) and _per_tensor(b) and canonical(a).element_type != canonical(b).element_type:
        raise InferenceError(label, f"expect same quantization scale and zero_point but got "
                                     f"'{canonical(a)}' vs '{canonical(b)}'")


def same_per_axis_parameters(a: TensorType, b: TensorType, label: str) -> None:
    """Two per-axis quantized types must agree on their scales and zero points (compared
    pairwise over the shorter list, as upstream's isSameQuantPerAxisScaleZeroPoint does)."""
    qa, qb = _per_axis(a), _per_axis(b)
    if qa and qb and (any(x != y for x, y in zip(qa.scales, qb.scales))
                      or any(x != y for x, y in zip(qa.zero_points, qb.zero_points))):
        raise InferenceError(label, f"expect same quantization scales and zero_points but got "
                                     f"'{canonical(a)}' vs '{canonical(b)}'")


def same_parameters(a: TensorType, b: TensorType, label: str) -> None:
    same_per_tensor_parameters(a, b, label)
    same_per_axis_parameters(a, b, label)


def verify_broadcast_quantization(operand: TensorType, result: TensorType, dims: Sequence[int],
                                  label: str) -> None:
    """broadcast_in_dim/dynamic_broadcast_in_dim C6: a per-axis quantized result keeps the
    operand's axis (moved by ``dims``) and, where that axis is broadcast from size 1, its scale
    and zero point."""
    q, r = _per_axis(operand), _per_axis(result)
    if not (q and r):
        return
    axis = q.quantized_dimension
    if r.quantized_dimension != dims[axis]:
        raise InferenceError(label, f"result quantization_dimension {r.quantized_dimension} not same as "
                                     f"broadcast_dimensions[{axis}] = {dims[axis]}")
    if operand.shape[axis] != 1:
        return
    for j, (scale, zero_point) in enumerate(zip(r.scales, r.zero_points)):
        if scale != q.scales[0]:
            raise InferenceError(label, f"mismatch result scale {j} ({scale:e}) and operand scale 0 "
                                         f"({q.scales[0]:e})")
        if zero_point != q.zero_points[0]:
            raise InferenceError(label, f"mismatch result zero_point {j} ({zero_point}) and operand "
                                         f"zero_point 0 ({q.zero_points[0]})")


def verify_reshape_quantization(operand: TensorType, result: TensorType, op: str) -> None:
    """reshape/dynamic_reshape C1 (same parameters), C3 (a per-axis axis keeps its size and the
    number of elements before it)."""
    same_parameters(operand, result, f"{op}_c1")
    q, r = _per_axis(operand), _per_axis(result)
    if not (q and r):
        return
    size, result_size = operand.shape[q.quantized_dimension], result.shape[r.quantized_dimension]
    if size is not None and result_size is not None and size != result_size:
        raise InferenceError(f"{op}_c3", f"expect same quantization dimension size for operand and result "
                                          f"'{canonical(operand)}' and '{canonical(result)}'")
    if operand.is_static and result.is_static:
        before = math.prod(operand.shape[:q.quantized_dimension])
        result_before = math.prod(result.shape[:r.quantized_dimension])
        if before != result_before:
            raise InferenceError(f"{op}_c3", "product of dimensions before quantization dimension must match "
                                              f"between operand and result for {before} and {result_before}")


def verify_transpose_quantization(operand: TensorType, result: TensorType, permutation: Sequence[int]) -> None:
    """transpose C1 (same parameters), C4 (a per-axis result's axis is the permuted operand axis)."""
    same_parameters(operand, result, "transpose_c1")
    q, r = _per_axis(operand), _per_axis(result)
    if q and r and r.quantized_dimension < len(permutation) \
            and q.quantized_dimension != permutation[r.quantized_dimension]:
        raise InferenceError("transpose_c4", f"operand quantization_dimension {q.quantized_dimension} is not "
                                              f"same as permutation[{r.quantized_dimension}] = "
                                              f"{permutation[r.quantized_dimension]}")
