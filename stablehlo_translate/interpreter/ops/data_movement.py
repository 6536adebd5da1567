"""Data-movement ops: constants, iota, broadcast, reshape, transpose, slicing, padding.

Evaluators take and return numpy arrays (see optable.py) of the result's dtype,
0-d arrays for scalars. Results may be views of their operands (values are
never mutated in place); dynamic_update_slice writes into a fresh copy.
"""
from __future__ import annotations

import math
from typing import Callable, Sequence

import ml_dtypes
import numpy as np

from ...ir.attributes import as_array, as_int, as_ints
from ...diagnostics import EvalError
from ...optable import define_op
from ...verification.shapes import row_fields
from ...verification.shapes.data_movement import SHAPE_FUNCTIONS
from ...text.syntax.forms import CONSTANT, OPERANDS, SLICE, pretty
from ...ir.types import QuantizedType, TensorType, dtype_of
from ...verification import speculatability as speculation


def constant(*, value: np.ndarray) -> np.ndarray:
    """spec.md#constant: the attribute's array (never mutated, so shared)."""
    return value


def _quantize_indices(values: np.ndarray, qtype: QuantizedType) -> np.ndarray:
    """Per-tensor ``quantize`` (spec.md#quantization-computations) of integer ``values``."""
    expressed = dtype_of(qtype.expressed_type)
    storage = dtype_of(qtype)
    info = ml_dtypes.iinfo(storage)
    lo = info.min if qtype.storage_min is None else qtype.storage_min
    hi = info.max if qtype.storage_max is None else qtype.storage_max
    scaled = values.astype(expressed) / expressed.type(qtype.scales[0])
    shifted = scaled + expressed.type(qtype.zero_points[0])
    clamped = np.clip(shifted, expressed.type(lo), expressed.type(hi))
    return np.rint(clamped).astype(storage)


def static_shape(result_type: TensorType, op: str) -> tuple[int, ...]:
    """The shape of a result the evaluator builds from its type, which must then be static (the
    verifier allows bounded dynamic dimensions, the interpreter cannot size them)."""
    if not (isinstance(result_type, TensorType) and result_type.is_static):
        raise EvalError(f"{op}: the interpreter needs a statically shaped result type, got '{result_type}'")
    return tuple(result_type.shape)


def iota(*, iota_dimension: int, result_types: Sequence[TensorType]) -> np.ndarray:
    """spec.md#iota: ``output[i] = i[iota_dimension]`` (quantized for quantized outputs)."""
    (result_type,) = result_types
    shape = static_shape(result_type, "iota")
    if not 0 <= iota_dimension < len(shape):
        raise EvalError(f"iota_c1: iota dimension {iota_dimension} is out of range for rank "
                        f"{len(shape)}")
    ramp_shape = [1] * len(shape)
    ramp_shape[iota_dimension] = shape[iota_dimension]
    ramp = np.arange(shape[iota_dimension], dtype=np.int64).reshape(ramp_shape)
    element_type = result_type.element_type
    if isinstance(element_type, QuantizedType):
        ramp = _quantize_indices(ramp, element_type)
    else:
        ramp = ramp.astype(dtype_of(element_type))
    return np.broadcast_to(ramp, shape).copy()


def broadcast_in_dim(operand: np.ndarray, *, broadcast_dimensions: Sequence[int],
                     result_types: Sequence[TensorType]) -> np.ndarray:
    """spec.md#broadcast_in_dim: operand axis ``d`` becomes result axis
    ``broadcast_dimensions[d]``; size-1 operand axes are repeated."""
    (result_type,) = result_types
    shape = static_shape(result_type, "broadcast_in_dim")
    if len(broadcast_dimensions) != operand.ndim:
        raise EvalError(f"broadcast_in_dim_c2: {len(broadcast_dimensions)} broadcast "
                        f"dimensions for operand rank {operand.ndim}")
    for n, d in zip(operand.shape, broadcast_dimensions):
        if not 0 <= d < len(shape):
            raise EvalError(f"broadcast_in_dim_c3: broadcast dimension {d} is out of range for "
                            f"result rank {len(shape)}")
        if n not in (1, shape[d]):
            raise EvalError(f"broadcast_in_dim_c5: operand dimension of size {n} cannot be "
                            f"broadcast to size {shape[d]}")
    order = sorted(range(operand.ndim), key=broadcast_dimensions.__getitem__)  # stable
    placed = np.transpose(operand, order) if order != list(range(operand.ndim)) else operand
    expanded = [1] * len(shape)
    for d in order:
        expanded[broadcast_dimensions[d]] = operand.shape[d]
    return np.broadcast_to(placed.reshape(expanded), shape).copy()


def specialize_broadcast_in_dim(op, kwargs: dict) -> Callable | None:
    """broadcast_in_dim with valid static dimensions: the axis order and the expanded shape
    decided once (the evaluator's copy of the broadcast view); its ``view`` gives the
    operand with the result's rank and 1 where it broadcasts, without the copy."""
    dims, shape, operand_shape = kwargs["broadcast_dimensions"], op.result_types[0].shape, op.operand_types[0].shape
    if (op.operand_types[0].dtype != op.result_types[0].dtype or len(dims) != len(operand_shape)
            or any(not 0 <= d < len(shape) or n not in (1, shape[d]) for n, d in zip(operand_shape, dims))):
        return None
    order = tuple(sorted(range(len(dims)), key=dims.__getitem__))
    expanded = [1] * len(shape)
    for d in order:
        expanded[dims[d]] = operand_shape[d]
    expanded_shape, dt, identity = tuple(expanded), op.result_types[0].dtype, order == tuple(range(len(order)))
    empty, copyto = np.empty, np.copyto

    def view(x: np.ndarray) -> np.ndarray:
        return (x if identity else x.transpose(order)).reshape(expanded_shape)

    def run(x: np.ndarray) -> np.ndarray:
        out = empty(shape, dt)  # filled by broadcasting: the evaluator's copy of the broadcast view
        copyto(out, view(x))
        return out
    run.view = view  # type: ignore[attr-defined]  # see compiler.py: for ufuncs that broadcast
    return run


def specialize_reshape(op, kwargs: dict) -> Callable | None:
    """reshape to a static shape of the same size."""
    shape = op.result_types[0].shape
    if math.prod(shape) != math.prod(op.operand_types[0].shape):
        return None
    return lambda x: x.reshape(shape)


def specialize_transpose(op, kwargs: dict) -> Callable | None:
    """transpose by a valid permutation."""
    permutation = tuple(kwargs["permutation"])
    if sorted(permutation) != list(range(len(op.operand_types[0].shape))):
        return None
    return lambda x: x.transpose(permutation)


def reshape(operand: np.ndarray, *, result_types: Sequence[TensorType]) -> np.ndarray:
    """spec.md#reshape: same elements in row-major order, the result's shape."""
    (result_type,) = result_types
    shape = static_shape(result_type, "reshape")
    size = math.prod(shape)
    if operand.size != size:
        raise EvalError(f"reshape_c2: operand has {operand.size} elements, the result {size}")
    return operand.reshape(shape)


def transpose(operand: np.ndarray, *, permutation: Sequence[int]) -> np.ndarray:
    """spec.md#transpose: ``result`` axis ``i`` is operand axis ``permutation[i]``."""
    if sorted(permutation) != list(range(operand.ndim)):
        raise EvalError(f"transpose_c2: {tuple(permutation)} is not a permutation of the "
                        f"{operand.ndim} operand axes")
    return np.transpose(operand, tuple(permutation))


def concatenate(*inputs: np.ndarray, dimension: int) -> np.ndarray:
    """spec.md#concatenate: join ``inputs`` along ``dimension``."""
    if not inputs:
        raise EvalError("concatenate_c3: expects at least one input")
    rank = inputs[0].ndim
    if not 0 <= dimension < rank:
        raise EvalError(f"concatenate_c4: dimension {dimension} is out of range for rank {rank}")
    outer = inputs[0].shape[:dimension] + inputs[0].shape[dimension + 1:]
    for x in inputs:
        if x.ndim != rank or x.shape[:dimension] + x.shape[dimension + 1:] != outer:
            raise EvalError(f"concatenate_c2: input shapes {[x.shape for x in inputs]} differ "
                            f"outside dimension {dimension}")
    return np.concatenate(inputs, axis=dimension)


def slice_(operand: np.ndarray, *, start_indices: Sequence[int], limit_indices: Sequence[int],
           strides: Sequence[int]) -> np.ndarray:
    """spec.md#slice: ``operand[start:limit:stride]`` per axis."""
    if not len(start_indices) == len(limit_indices) == len(strides) == operand.ndim:
        raise EvalError(f"slice_c2: start/limit/stride sizes differ from operand rank "
                        f"{operand.ndim}")
    for s, l, st, n in zip(start_indices, limit_indices, strides, operand.shape):
        if not 0 <= s <= l <= n:
            raise EvalError(f"slice_c3: slice [{s}:{l}] does not fit dimension size {n}")
        if st <= 0:
            raise EvalError(f"slice_c4: stride {st} is not positive")
    index = tuple(slice(s, l, st) for s, l, st in zip(start_indices, limit_indices, strides))
    return operand[index + (Ellipsis,)]


def pad(operand: np.ndarray, padding_value: np.ndarray, *, edge_padding_low: Sequence[int],
        edge_padding_high: Sequence[int], interior_padding: Sequence[int]) -> np.ndarray:
    """spec.md#pad: interior padding first, then edge padding; negative edges crop.

    Builds the padded array for the non-negative edges, writes the operand with
    strided slices, then crops the negative edges away.
    """
    if any(i < 0 for i in interior_padding):
        raise EvalError(f"pad_c3: interior padding {tuple(interior_padding)} "
                        "must be non-negative")
    full_shape, placement, crop = [], [], []
    edges = zip(operand.shape, edge_padding_low, edge_padding_high, interior_padding)
    for n, lo, hi, step in edges:
        interior_size = n + max(n - 1, 0) * step
        start = max(lo, 0)
        size = start + interior_size + max(hi, 0)
        full_shape.append(size)
        placement.append(slice(start, start + interior_size, step + 1))
        stop = size + min(hi, 0)
        crop.append(slice(-min(lo, 0), max(stop, -min(lo, 0))))
    result = np.empty(full_shape, dtype=operand.dtype)
    result[...] = padding_value
    result[tuple(placement) + (Ellipsis,)] = operand
    return result[tuple(crop) + (Ellipsis,)]


def reverse(operand: np.ndarray, *, dimensions: Sequence[int]) -> np.ndarray:
    """spec.md#reverse: flip each axis in ``dimensions``."""
    if not all(0 <= d < operand.ndim for d in dimensions):
        raise EvalError(f"reverse_c3: dimensions {tuple(dimensions)} out of range for rank "
                        f"{operand.ndim}")
    flipped = set(dimensions)
    index = tuple(slice(None, None, -1) if d in flipped else slice(None)
                  for d in range(operand.ndim))
    return operand[index + (Ellipsis,)]


def _clamped_starts(starts: Sequence[np.ndarray], shape: Sequence[int],
                    sizes: Sequence[int], label: str) -> tuple[slice, ...]:
    """``clamp(0, start_indices, shape - sizes)`` as slices (spec.md#dynamic_slice)."""
    if not len(starts) == len(shape) == len(sizes):
        raise EvalError(f"{label}: {len(starts)} start indices and {len(sizes)} sizes for rank "
                        f"{len(shape)}")
    index = []
    for start, n, size in zip(starts, shape, sizes):
        if not 0 <= size <= n:
            raise EvalError(f"{label}: slice size {size} does not fit dimension size {n}")
        first = min(max(int(start), 0), n - size)
        index.append(slice(first, first + size))
    return tuple(index) + (Ellipsis,)


def dynamic_slice(operand: np.ndarray, *start_indices: np.ndarray,
                  slice_sizes: Sequence[int]) -> np.ndarray:
    """spec.md#dynamic_slice: a ``slice_sizes`` window at clamped start indices."""
    index = _clamped_starts(start_indices, operand.shape, slice_sizes, "dynamic_slice_c2/c4")
    return operand[index]


def dynamic_update_slice(operand: np.ndarray, update: np.ndarray,
                         *start_indices: np.ndarray) -> np.ndarray:
    """spec.md#dynamic_update_slice: a copy of ``operand`` with ``update`` at clamped starts."""
    if update.ndim != operand.ndim:
        raise EvalError(f"dynamic_update_slice_c3: update rank {update.ndim} differs from operand "
                        f"rank {operand.ndim}")
    index = _clamped_starts(start_indices, operand.shape, update.shape,
                            "dynamic_update_slice_c4/c6")
    result = operand.copy()
    result[index] = update
    return result


def get_dimension_size(operand: np.ndarray, *, dimension: int) -> np.ndarray:
    """spec.md#get_dimension_size: ``dim(operand, dimension)`` as ``tensor<i32>``."""
    if not 0 <= dimension < operand.ndim:
        raise EvalError(f"get_dimension_size_c1: dimension {dimension} is out of range for rank "
                        f"{operand.ndim}")
    return np.array(operand.shape[dimension], dtype=np.int32)


define_op("stablehlo.constant", speculatability=speculation.always, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "constant"), syntax=CONSTANT, attrs={"value": as_array}, eval=constant, elementwise=True)
define_op("stablehlo.iota", speculatability=speculation.always, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "iota"), syntax=pretty("keywords", dim="iota_dimension"),
          attrs={"iota_dimension": as_int}, wants_result_types=True, eval=iota)
define_op("stablehlo.broadcast_in_dim", speculatability=speculation.if_all_inputs_static, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "broadcast_in_dim"), syntax=pretty("keywords", dims="broadcast_dimensions"),
          attrs={"broadcast_dimensions": as_ints}, wants_result_types=True, eval=broadcast_in_dim,
          specialize=specialize_broadcast_in_dim)
define_op("stablehlo.reshape", speculatability=speculation.reshape, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "reshape"), results=1,
          syntax=OPERANDS, wants_result_types=True, eval=reshape, specialize=specialize_reshape)
define_op("stablehlo.transpose", speculatability=speculation.transpose, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "transpose"), syntax=pretty("keywords", dims="permutation"),
          attrs={"permutation": as_ints}, eval=transpose, specialize=specialize_transpose)
define_op("stablehlo.concatenate", speculatability=speculation.concatenate, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "concatenate"), syntax=pretty("keywords", dim="dimension"),
          attrs={"dimension": as_int}, eval=concatenate)
define_op("stablehlo.slice", speculatability=speculation.if_static_dim_in_output_is_static_in_input, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "slice"), syntax=SLICE,
          attrs={"start_indices": as_ints, "limit_indices": as_ints, "strides": as_ints},
          eval=slice_)
define_op("stablehlo.pad", speculatability=speculation.if_static_dim_in_output_is_static_in_input, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "pad"),
          syntax=pretty("keywords", low="edge_padding_low", high="edge_padding_high",
                        interior="interior_padding"),
          attrs={"edge_padding_low": as_ints, "edge_padding_high": as_ints,
                 "interior_padding": as_ints},
          eval=pad)
define_op("stablehlo.reverse", speculatability=speculation.if_static_dim_in_output_is_static_in_input, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "reverse"), syntax=pretty("keywords", dims="dimensions"),
          attrs={"dimensions": as_ints}, eval=reverse)
define_op("stablehlo.dynamic_slice", speculatability=speculation.always, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "dynamic_slice"), syntax=pretty("keywords", sizes="slice_sizes"),
          attrs={"slice_sizes": as_ints}, eval=dynamic_slice)
define_op("stablehlo.dynamic_update_slice", speculatability=speculation.always, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "dynamic_update_slice"), syntax=OPERANDS, eval=dynamic_update_slice)
define_op("stablehlo.get_dimension_size", speculatability=speculation.always, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "get_dimension_size"), syntax=pretty("keywords", dim="dimension"),
          attrs={"dimension": as_int}, eval=get_dimension_size)
