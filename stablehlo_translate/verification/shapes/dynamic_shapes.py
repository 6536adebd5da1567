"""Shape functions of the dynamic-shape ops and the legacy broadcast.

spec.md#dynamic_broadcast_in_dim, #dynamic_iota, #dynamic_reshape,
#dynamic_pad, #real_dynamic_slice, #set_dimension_size (StablehloOps.td:
``broadcast``). Constraints on the values of shape operands (dynamic_pad C3-C4,
the result shape given by output_dimensions/output_shape) are checked where a
constant defines them (``operand_values``, shapes/__init__.py), else at run time.
"""
from __future__ import annotations

import math
from typing import Any, Sequence

from ...ir.types import TensorType
from . import (ConstraintError, InferenceError, Types, canonical, constant_ints, describe, element_ok,
               elements_compatible, require_tensor, same_type, with_shape)
from .data_movement import check_broadcast_dimensions, non_negative
from .quantization import verify_broadcast_quantization, verify_reshape_quantization

_ANY = "float bool int complex quant quant_axis"


def shape_operand(t: object, index: int, label: str) -> TensorType:
    """ODS ``HLO_StaticDimensionTensor``: a statically shaped 1-d integer tensor."""
    if not (isinstance(t, TensorType) and t.rank == 1 and t.is_static and element_ok(t.element_type, "int")):
        raise ConstraintError(label, f"operand #{index} must be statically shaped 1-dimensional tensor of "
                                     f"index or {describe('int')} values, but got '{t}'")
    return t


def check_shape_value(shape: list[int] | None, result: TensorType, label: str) -> None:
    """A constant shape operand must describe the result type (upstream's
    verifyShapeOperandIsCompatibleWithResultType): its rank, and each static size."""
    if shape is not None and not (len(shape) == result.rank
                                  and all(d is None or d == v for v, d in zip(shape, result.shape))):
        raise InferenceError(label, f"output shape [{', '.join(map(str, shape))}] is incompatible with return "
                                     f"type of operation '{canonical(result)}'")


def _compatible_elements(operand: TensorType, result: TensorType, label: str) -> None:
    if not elements_compatible(operand.element_type, result.element_type):
        raise InferenceError(label, f"expects operand and result to have compatible element type. Got: "
                                    f"'{canonical(operand)}' and '{canonical(result)}'")


# --- broadcast, dynamic_broadcast_in_dim ---------------------------------------------------

def infer_broadcast(operand_types: Types, *, broadcast_sizes: Sequence[int], **_: object) -> tuple[TensorType, ...]:
    """StablehloOps.td ``broadcast``: ``broadcast_sizes`` prepended to the operand's shape."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "broadcast")
    for size in broadcast_sizes:
        if size < 0:
            raise InferenceError("broadcast", f"Broadcast with negative dimension size {size}")
    bounds = (None,) * len(broadcast_sizes) + (operand.bounds or (None,) * operand.rank)
    return (with_shape(operand, tuple(broadcast_sizes) + tuple(operand.shape), bounds),)


def verify_dynamic_broadcast_in_dim(operand_types: Types, *, result_types: Types,
                                    broadcast_dimensions: Sequence[int],
                                    known_expanding_dimensions: Sequence[int] = (),
                                    known_nonexpanding_dimensions: Sequence[int] = (),
                                    operand_values: Sequence[Any] = (), **_: object) -> None:
    """spec.md#dynamic_broadcast_in_dim C1-C10 (C7 and the sizes output_dimensions gives where a
    constant defines it)."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "dynamic_broadcast_in_dim_c1")
    shape_operand(operand_types[1], 1, "dynamic_broadcast_in_dim_c7")
    result = require_tensor(result_types[0], "result #0", _ANY, "dynamic_broadcast_in_dim_c1")
    _compatible_elements(operand, result, "dynamic_broadcast_in_dim_c1")
    dims = list(broadcast_dimensions)
    check_broadcast_dimensions(operand, result, dims, "dynamic_broadcast_in_dim", "compatible with size",
                               check_rank=True)
    shape = constant_ints(operand_values, 1)
    check_shape_value(shape, result, "dynamic_broadcast_in_dim_c7")
    hints = list(known_expanding_dimensions) + list(known_nonexpanding_dimensions)
    if len(set(hints)) != len(hints):
        raise InferenceError("dynamic_broadcast_in_dim_c8", "duplicate expansion hint for at least one operand "
                                                             "dimension")
    for kind, values in (("expanding", known_expanding_dimensions),
                         ("non-expanding", known_nonexpanding_dimensions)):
        for d in values:
            if not 0 <= d < operand.rank:
                raise InferenceError("dynamic_broadcast_in_dim_c9", f"hint for {kind} dimension {d} does not "
                                                                     f"refer to a valid operand dimension")
    if shape is not None and operand.is_static:
        for i, d in enumerate(dims):
            if operand.shape[i] not in (1, shape[d]):
                raise InferenceError("dynamic_broadcast_in_dim_c5", f"size of operand dimension {i} "
                                                                     f"({operand.shape[i]}) is not equal to 1 or "
                                                                     f"value of shape at index {d} ({shape[d]})")
    verify_broadcast_quantization(operand, result, dims, "dynamic_broadcast_in_dim_c6")


# --- dynamic_iota, dynamic_reshape, dynamic_pad, real_dynamic_slice ----------------------------

def _rank_matches_shape(shape: TensorType, result: TensorType, label: str) -> None:
    if shape.shape[0] != result.rank:
        raise InferenceError(label, "result should have a rank equal to the number of elements in output_shape")


def verify_dynamic_iota(operand_types: Types, *, result_types: Types, iota_dimension: int,
                        operand_values: Sequence[Any] = (), **_: object) -> None:
    """spec.md#dynamic_iota C1 (``0 <= iota_dimension < rank(result)``), C2 (output_shape is the
    result's shape: its length, and its values where a constant defines them)."""
    non_negative("iota_dimension", iota_dimension, 64, "dynamic_iota_c1")
    shape = shape_operand(operand_types[0], 0, "dynamic_iota_c2")
    result = require_tensor(result_types[0], "result #0", _ANY, "dynamic_iota_c1")
    if iota_dimension >= result.rank:
        raise InferenceError("dynamic_iota_c1", "iota dimension cannot go beyond the output rank.")
    check_shape_value(constant_ints(operand_values, 0), result, "dynamic_iota_c2")
    _rank_matches_shape(shape, result, "dynamic_iota_c2")


def verify_dynamic_reshape(operand_types: Types, *, result_types: Types, operand_values: Sequence[Any] = (),
                           **_: object) -> None:
    """spec.md#dynamic_reshape C1-C4 (output_shape's values where a constant defines them)."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "dynamic_reshape_c1")
    shape = shape_operand(operand_types[1], 1, "dynamic_reshape_c4")
    result = require_tensor(result_types[0], "result #0", _ANY, "dynamic_reshape_c1")
    _compatible_elements(operand, result, "dynamic_reshape_c1")
    if operand.is_static and result.is_static:
        have, want = _count(result), _count(operand)
        if have != want:
            raise InferenceError("dynamic_reshape_c2", f"number of output elements ({have}) doesn't match "
                                                        f"expected number of elements ({want})")
    values = constant_ints(operand_values, 1)
    check_shape_value(values, result, "dynamic_reshape_c4")
    _rank_matches_shape(shape, result, "dynamic_reshape_c4")
    if values is not None and operand.is_static and _count(operand) != math.prod(values):
        raise InferenceError("dynamic_reshape_c2", f"output_shape is incompatible with input type of operation: "
                                                    f"input has {_count(operand)} elements, but output_shape has "
                                                    f"{math.prod(values)}")
    verify_reshape_quantization(operand, result, "dynamic_reshape")


def _count(t: TensorType) -> int:
    return math.prod(t.shape)


def verify_dynamic_pad(operand_types: Types, *, result_types: Types, operand_values: Sequence[Any] = (),
                       **_: object) -> None:
    """spec.md#dynamic_pad C1 (element types), C2 (one padding amount per dimension); where
    constants give the paddings, C3 (interior padding non-negative) and C4 (the padded shape of
    static operand and result)."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "dynamic_pad_c1")
    padding_value = require_tensor(operand_types[1], "operand #1", _ANY, "dynamic_pad_c1")
    if padding_value.rank != 0:
        raise InferenceError("dynamic_pad_c1", f"padding value type should be a rank-0 tensor, is rank "
                                                f"{padding_value.rank}")
    result = require_tensor(result_types[0], "result #0", _ANY, "dynamic_pad_c4")
    for t in (padding_value, result):
        if not elements_compatible(operand.element_type, t.element_type):
            raise ConstraintError("dynamic_pad_c1", "requires the same element type for all operands and results")
    for i, t in enumerate(operand_types[2:5], 2):
        padding = shape_operand(t, i, "dynamic_pad_c2")
        if padding.shape[0] != operand.rank:
            raise InferenceError("dynamic_pad_c2", f"padding operands size ({padding.shape[0]}) must match "
                                                    f"operand rank ({operand.rank})")
    if result.rank != operand.rank:
        raise InferenceError("dynamic_pad_c4", f"output rank ({result.rank}) must match operand rank "
                                                f"({operand.rank})")
    low, high, interior = (constant_ints(operand_values, i) for i in (2, 3, 4))
    if interior is not None and any(v < 0 for v in interior):
        raise InferenceError("dynamic_pad_c3", "interior_padding must be non-negative, but got "
                                                + ", ".join(map(str, interior)))
    if None in (low, high, interior) or not (operand.is_static and result.is_static):
        return
    for i, (size, out, lo, hi, mid) in enumerate(zip(operand.shape, result.shape, low, high, interior)):
        want = size + lo + max(size - 1, 0) * mid + hi
        if out != want:
            raise InferenceError("dynamic_pad_c4", f"expected output dimension at index {i} to equal {want}, "
                                                    f"but got {out}")


def verify_real_dynamic_slice(operand_types: Types, *, result_types: Types, **_: object) -> None:
    """spec.md#real_dynamic_slice C1 (element types), C2-C3 (index operands of the operand's rank)."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "real_dynamic_slice_c1")
    result = require_tensor(result_types[0], "result #0", _ANY, "real_dynamic_slice_c1")
    _compatible_elements(operand, result, "real_dynamic_slice_c1")
    indices = [shape_operand(t, i, "real_dynamic_slice_c2") for i, t in enumerate(operand_types[1:4], 1)]
    if not (same_type(indices[0], indices[1]) and same_type(indices[0], indices[2])):  # ODS AllTypesMatch
        raise ConstraintError("real_dynamic_slice_c2", "failed to verify that all of {start_indices, limit_indices, "
                                                       "strides} have same type")
    for name, t in zip(("start_indices", "limit_indices", "strides"), indices):
        if t.shape[0] != operand.rank:
            raise InferenceError("real_dynamic_slice_c2", f"has mismatched number of operand rank "
                                                           f"({operand.rank}) and {name} size ({t.shape[0]})")
    if result.rank != operand.rank:
        raise InferenceError("real_dynamic_slice_c1", f"result rank ({result.rank}) must match operand rank "
                                                       f"({operand.rank})")


# --- set_dimension_size ----------------------------------------------------------------------

def verify_set_dimension_size(operand_types: Types, *, result_types: Types, dimension: int,
                              **_: object) -> None:
    non_negative("dimension", dimension, 64, "set_dimension_size_c1")


def infer_set_dimension_size(operand_types: Types, *, dimension: int, operand_values: Sequence[Any] = (),
                             **_: object) -> tuple[TensorType, ...]:
    """Upstream's ``inferSetDimensionSizeOp``: dimension ``dimension`` becomes dynamic, bounded
    by its former size; a constant size equal to that bound makes it static again."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "set_dimension_size_c1")
    size = operand_types[1]
    if not (isinstance(size, TensorType) and size.rank == 0):
        raise InferenceError("set_dimension_size_c2", "size operand should be of rank-0")
    if dimension >= operand.rank:
        raise InferenceError("set_dimension_size_c1", f"requires dimension attribute in range [0, "
                                                       f"{operand.rank}); found ({dimension})")
    shape = list(operand.shape)
    bounds = list(operand.bounds or (None,) * operand.rank)
    bounds[dimension] = shape[dimension] if shape[dimension] is not None else bounds[dimension]
    shape[dimension] = None
    size_value = constant_ints(operand_values, 1)
    if size_value is not None and len(size_value) == 1 and size_value[0] == bounds[dimension]:
        shape[dimension], bounds[dimension] = size_value[0], None
    return (with_shape(operand, shape, bounds),)


SHAPE_FUNCTIONS = {
    "broadcast": (None, infer_broadcast),
    "dynamic_broadcast_in_dim": (verify_dynamic_broadcast_in_dim, None),
    "dynamic_iota": (verify_dynamic_iota, None),
    "dynamic_reshape": (verify_dynamic_reshape, None),
    "dynamic_pad": (verify_dynamic_pad, None),
    "real_dynamic_slice": (verify_real_dynamic_slice, None),
    "set_dimension_size": (verify_set_dimension_size, infer_set_dimension_size),
}
"""op name (without ``stablehlo.``) -> (verify, infer); None where the op has none."""
