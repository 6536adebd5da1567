"""broadcast and the ops whose shapes or sizes come from operands (spec.md#dynamic_*).

Each op is its static counterpart of data_movement.py with the static
attributes read from run-time operands; the result shape comes from those
values, so ``tensor<?x...>`` result types work (the interpreter accepts any
size for a ``?`` dimension and checks the static ones).
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ...ir.attributes import as_int, as_ints
from ...diagnostics import EvalError
from ...optable import AttrSpec, define_op
from ...verification.shapes import row_fields
from ...verification.shapes.dynamic_shapes import SHAPE_FUNCTIONS
from ...text.syntax.forms import OPERANDS, pretty
from ...ir.types import TensorType
from ...verification import speculatability as speculation
from .data_movement import broadcast_in_dim, iota, pad, reshape, slice_


def _ints(value: np.ndarray, what: str, size: int | None = None) -> tuple[int, ...]:
    """The integers of a 1-d integer tensor operand (of ``size`` elements when given)."""
    if not isinstance(value, np.ndarray) or value.ndim != 1 or value.dtype.kind not in "iu":
        raise EvalError(f"{what} must be a 1-dimensional tensor of integer type")
    if size is not None and value.size != size:
        raise EvalError(f"{what} has {value.size} elements, expected {size}")
    return tuple(int(v) for v in value.tolist())


def shape_operand(value: np.ndarray, what: str) -> tuple[int, ...]:
    """A result shape given by a run-time operand: non-negative sizes."""
    shape = _ints(value, what)
    if any(d < 0 for d in shape):
        raise EvalError(f"{what} {list(shape)} has a negative dimension size")
    return shape


def _with_shape(result_types: Sequence[TensorType], shape: tuple[int, ...]) -> tuple[TensorType]:
    """The result type made concrete with the run-time ``shape``."""
    (result_type,) = result_types
    if result_type.rank is not None and result_type.rank != len(shape):
        raise EvalError(f"the run-time shape {list(shape)} does not have the result's rank "
                        f"{result_type.rank}")
    return (TensorType(shape, result_type.element_type),)


def broadcast(operand: np.ndarray, *, broadcast_sizes: Sequence[int]) -> np.ndarray:
    """``stablehlo.broadcast`` (deprecated, not in spec.md): the operand repeated over new
    leading axes of sizes ``broadcast_sizes`` (numpy's trailing-axis broadcasting)."""
    if any(s < 0 for s in broadcast_sizes):
        raise EvalError(f"broadcast sizes {list(broadcast_sizes)} must be non-negative")
    return np.broadcast_to(operand, tuple(broadcast_sizes) + operand.shape).copy()


def dynamic_broadcast_in_dim(operand: np.ndarray, output_dimensions: np.ndarray, *,
                             broadcast_dimensions: Sequence[int],
                             known_expanding_dimensions: Sequence[int],
                             known_nonexpanding_dimensions: Sequence[int],
                             result_types: Sequence[TensorType]) -> np.ndarray:
    """spec.md#dynamic_broadcast_in_dim: broadcast_in_dim to ``output_dimensions``.

    The ``known_*`` hints are checked against the values (C8-C10): a known
    expanding axis has operand size 1, a known non-expanding one keeps its size.
    """
    shape = shape_operand(output_dimensions, "dynamic_broadcast_in_dim_c7: output_dimensions")
    types = _with_shape(result_types, shape)
    result = broadcast_in_dim(operand, broadcast_dimensions=broadcast_dimensions, result_types=types)
    hints = list(known_expanding_dimensions) + list(known_nonexpanding_dimensions)
    if len(set(hints)) != len(hints):
        raise EvalError(f"dynamic_broadcast_in_dim_c8: known dimensions {hints} are not unique")
    for d in hints:
        if not 0 <= d < operand.ndim:
            raise EvalError(f"dynamic_broadcast_in_dim_c9: known dimension {d} is out of range "
                            f"for operand rank {operand.ndim}")
    for d in known_expanding_dimensions:
        if operand.shape[d] != 1:
            raise EvalError(f"operand dimension {d} is known to expand but has size "
                            f"{operand.shape[d]}")
    for d in known_nonexpanding_dimensions:
        if operand.shape[d] != shape[broadcast_dimensions[d]]:
            raise EvalError(f"operand dimension {d} is known not to expand but grows from "
                            f"{operand.shape[d]} to {shape[broadcast_dimensions[d]]}")
    return result


def dynamic_iota(output_shape: np.ndarray, *, iota_dimension: int,
                 result_types: Sequence[TensorType]) -> np.ndarray:
    """spec.md#dynamic_iota: iota of shape ``output_shape``."""
    shape = shape_operand(output_shape, "dynamic_iota_c2: output_shape")
    return iota(iota_dimension=iota_dimension, result_types=_with_shape(result_types, shape))


def dynamic_reshape(operand: np.ndarray, output_shape: np.ndarray, *,
                    result_types: Sequence[TensorType]) -> np.ndarray:
    """spec.md#dynamic_reshape: reshape to ``output_shape``."""
    shape = shape_operand(output_shape, "dynamic_reshape_c4: output_shape")
    return reshape(operand, result_types=_with_shape(result_types, shape))


def dynamic_pad(operand: np.ndarray, padding_value: np.ndarray, edge_padding_low: np.ndarray,
                edge_padding_high: np.ndarray, interior_padding: np.ndarray) -> np.ndarray:
    """spec.md#dynamic_pad: pad with run-time paddings (negative edges crop)."""
    rank = operand.ndim
    return pad(operand, padding_value,
               edge_padding_low=_ints(edge_padding_low, "dynamic_pad_c2: edge_padding_low", rank),
               edge_padding_high=_ints(edge_padding_high, "dynamic_pad_c2: edge_padding_high", rank),
               interior_padding=_ints(interior_padding, "dynamic_pad_c2: interior_padding", rank))


def real_dynamic_slice(operand: np.ndarray, start_indices: np.ndarray, limit_indices: np.ndarray,
                       strides: np.ndarray) -> np.ndarray:
    """``stablehlo.real_dynamic_slice`` (not in spec.md): slice with run-time start, limit and
    stride operands; as for slice, indices must lie in the operand (no clamping)."""
    rank = operand.ndim
    return slice_(operand, start_indices=_ints(start_indices, "start_indices", rank),
                  limit_indices=_ints(limit_indices, "limit_indices", rank),
                  strides=_ints(strides, "strides", rank))


def set_dimension_size(operand: np.ndarray, size: np.ndarray, *, dimension: int,
                       result_types: Sequence[TensorType]) -> np.ndarray:
    """``stablehlo.set_dimension_size`` (not in spec.md; XLA SetDimensionSize): axis
    ``dimension`` gets the run-time size ``size`` (at most its static size).

    A dynamic (``?``) result axis holds the first ``size`` elements; a static
    result axis of the operand's size keeps every element (the size is only
    metadata there, as in XLA, so the op is a no-op on static shapes).
    """
    if not 0 <= dimension < operand.ndim:
        raise EvalError(f"dimension {dimension} is out of range for operand rank {operand.ndim}")
    if not isinstance(size, np.ndarray) or size.shape != () or size.dtype.kind not in "iu":
        raise EvalError("size must be a 0-d tensor of integer type")
    n, length = int(size), operand.shape[dimension]
    if not 0 <= n <= length:
        raise EvalError(f"size {n} is out of range for dimension {dimension} of size {length}")
    (result_type,) = result_types
    declared = None if result_type.shape is None else result_type.shape[dimension]
    if declared == length:
        return operand
    index = (slice(None),) * dimension + (slice(0, n),)
    return operand[index]


define_op("stablehlo.broadcast", speculatability=speculation.always, **row_fields(SHAPE_FUNCTIONS, "broadcast"), quantized="storage", syntax=pretty("keywords", sizes="broadcast_sizes"),
          attrs={"broadcast_sizes": as_ints}, eval=broadcast)
define_op("stablehlo.dynamic_broadcast_in_dim", speculatability=speculation.dynamic_broadcast_in_dim, **row_fields(SHAPE_FUNCTIONS, "dynamic_broadcast_in_dim"), quantized="storage", syntax=pretty(
    "keywords", dims="broadcast_dimensions"), attrs={
    "broadcast_dimensions": as_ints,
    "known_expanding_dimensions": AttrSpec(as_ints, ()),
    "known_nonexpanding_dimensions": AttrSpec(as_ints, ()),
}, wants_result_types=True, eval=dynamic_broadcast_in_dim)
define_op("stablehlo.dynamic_iota", speculatability=speculation.dynamic_iota, **row_fields(SHAPE_FUNCTIONS, "dynamic_iota"), quantized="dequantize_op_quantize", syntax=pretty("keywords", dim="iota_dimension"),
          attrs={"iota_dimension": as_int}, wants_result_types=True, eval=dynamic_iota)
define_op("stablehlo.dynamic_reshape", speculatability=speculation.if_all_inputs_static_and_shape_constant, **row_fields(SHAPE_FUNCTIONS, "dynamic_reshape"), quantized="storage", syntax=OPERANDS, wants_result_types=True,
          eval=dynamic_reshape)
define_op("stablehlo.dynamic_pad", speculatability=speculation.shaped(3), **row_fields(SHAPE_FUNCTIONS, "dynamic_pad"), quantized="storage", syntax=OPERANDS, eval=dynamic_pad)
define_op("stablehlo.real_dynamic_slice", speculatability=speculation.shaped(3), **row_fields(SHAPE_FUNCTIONS, "real_dynamic_slice"), quantized="storage", syntax=OPERANDS, eval=real_dynamic_slice)
define_op("stablehlo.set_dimension_size", speculatability=speculation.set_dimension_size, **row_fields(SHAPE_FUNCTIONS, "set_dimension_size"), quantized="storage", syntax=pretty("keywords", dim="dimension"),
          attrs={"dimension": as_int}, wants_result_types=True, eval=set_dimension_size)
