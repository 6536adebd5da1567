"""Shape functions of the data-movement, conversion and tuple/token ops.

spec.md#constant, #iota, #broadcast_in_dim, #reshape, #transpose, #concatenate,
#slice, #pad, #reverse, #dynamic_slice, #dynamic_update_slice,
#get_dimension_size, #convert, #bitcast_convert, #reduce_precision, #tuple,
#get_tuple_element, #optimization_barrier, #after_all, #create_token.
Ops whose result type the operands do not determine (iota, broadcast_in_dim,
reshape, convert, bitcast_convert) only have a ``verify``.
"""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from ...ir.types import (TensorType, TokenType, TupleType, bit_width, element_type_name, is_complex,
                     storage_type)
from . import (ConstraintError, InferenceError, Types, base, concatenated_dim_and_bound, describe, dims,
               elements_compatible, most_specific_dim_and_bound, require_tensor, shapes_compatible, with_shape)
from .quantization import same_per_tensor_parameters, verify_broadcast_quantization, verify_reshape_quantization, \
    verify_transpose_quantization

_ANY = "float bool int complex quant quant_axis"
_PER_TENSOR = "float bool int complex quant"
"""Element types of ops without per-axis quantized semantics (spec.md#slice etc.)."""
_INDEX = "int"


def non_negative(name: str, value: int, bits: int, label: str, strict: bool = False) -> None:
    """ODS attribute constraints on integer attributes (``... whose value is non-negative``)."""
    if value < 0 or (strict and value == 0):
        kind = "positive" if strict else "non-negative"
        raise ConstraintError(label, f"attribute '{name}' failed to satisfy constraint: {bits}-bit signless "
                                     f"integer attribute whose value is {kind}")


def same_element_type(a: TensorType, b: TensorType, label: str) -> None:
    if not elements_compatible(a.element_type, b.element_type):
        raise ConstraintError(label, "requires the same element type for all operands and results")


def static_or_bounded(t: TensorType, what: str, label: str) -> None:
    """Result types of broadcast_in_dim/reshape: static, or one dynamic dimension with a bound."""
    dynamic = [i for i, d in enumerate(t.shape or ()) if d is None]
    bounded = len(dynamic) == 1 and t.bounds is not None and t.bounds[dynamic[0]] is not None
    if t.shape is None or (dynamic and not bounded):
        raise ConstraintError(label, f"{what} must be statically shaped or single bounded dimension tensor "
                                     f"of {describe(_ANY)} values, but got '{t}'")


def _bound(t: TensorType, i: int) -> int | None:
    return t.bounds[i] if t.bounds is not None else None


# --- constant, iota, broadcast_in_dim, reshape -----------------------------------------

def verify_constant(operand_types: Types, *, result_types: Types, **_: object) -> None:
    if not (isinstance(result_types[0], TensorType) and result_types[0].is_static):
        raise ConstraintError("constant_c1", f"result #0 must be statically shaped tensor of {describe(_ANY)} "
                                             f"values, but got '{result_types[0]}'")


def infer_constant(operand_types: Types, *, value: np.ndarray, result_types: Types = (),
                   **_: object) -> tuple[TensorType, ...]:
    """spec.md#constant C1: ``type(value) = type(output)`` (the literal's dtype stands for its type)."""
    declared = result_types[0] if result_types else None
    if (isinstance(declared, TensorType) and declared.shape == value.shape
            and declared.dtype == value.dtype):
        return (declared,)
    return (TensorType(tuple(value.shape), element_type_name(value.dtype)),)


def verify_iota(operand_types: Types, *, result_types: Types, iota_dimension: int, **_: object) -> None:
    """spec.md#iota C1: ``0 <= iota_dimension < rank(output)``."""
    non_negative("iota_dimension", iota_dimension, 64, "iota_c1")
    output = require_tensor(result_types[0], "result #0", "int float complex quant", "iota_c1",
                            "statically shaped tensor")
    if output.rank == 0:
        raise InferenceError("iota_c1", "does not support scalars.")
    if iota_dimension >= output.rank:
        raise InferenceError("iota_c1", "iota dimension cannot go beyond the output rank.")


def check_broadcast_dimensions(operand: TensorType, result: TensorType, dims: Sequence[int], op: str,
                               relation: str, check_rank: bool = False) -> None:
    """C2-C5 of broadcast_in_dim and dynamic_broadcast_in_dim: one in-range, distinct result
    dimension per operand dimension, each operand size 1 or the result's (``relation`` words
    the size rule as each op's upstream message does)."""
    if len(dims) != operand.rank:
        raise InferenceError(f"{op}_c2", f"broadcast_dimensions size ({len(dims)}) does not match operand "
                                          f"rank ({operand.rank})")
    if check_rank and operand.rank > result.rank:
        raise InferenceError(f"{op}_c3", f"result rank ({result.rank}) is less than operand rank ({operand.rank})")
    for d in dims:
        if not 0 <= d < result.rank:
            raise InferenceError(f"{op}_c3", f"broadcast_dimensions contains invalid value {d} for result with "
                                              f"rank {result.rank}")
    if len(set(dims)) != len(dims):
        raise InferenceError(f"{op}_c4", "broadcast_dimensions should not have duplicates")
    for i, d in enumerate(dims):
        size, target = operand.shape[i], result.shape[d]
        if size is not None and target is not None and size not in (1, target):
            raise InferenceError(f"{op}_c5", f"size of operand dimension {i} ({size}) is not {relation} of result "
                                              f"dimension {d} ({target})")


def verify_broadcast_in_dim(operand_types: Types, *, result_types: Types,
                            broadcast_dimensions: Sequence[int], **_: object) -> None:
    """spec.md#broadcast_in_dim C1-C6."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "broadcast_in_dim_c1")
    result = require_tensor(result_types[0], "result #0", _ANY, "broadcast_in_dim_c1")
    static_or_bounded(result, "result #0", "broadcast_in_dim_c1")
    same_element_type(operand, result, "broadcast_in_dim_c1")
    same_per_tensor_parameters(operand, result, "broadcast_in_dim_c1")
    check_broadcast_dimensions(operand, result, broadcast_dimensions, "broadcast_in_dim", "equal to 1 or size")
    verify_broadcast_quantization(operand, result, broadcast_dimensions, "broadcast_in_dim_c6")


def verify_reshape(operand_types: Types, *, result_types: Types, **_: object) -> None:
    """spec.md#reshape C1 (element types, quantization parameters), C2 (element counts), C3 (a
    per-axis quantized axis)."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "reshape_c1")
    result = require_tensor(result_types[0], "result #0", _ANY, "reshape_c1")
    static_or_bounded(result, "result #0", "reshape_c1")
    same_element_type(operand, result, "reshape_c1")
    if operand.is_static and result.is_static:
        have, want = math.prod(result.shape), math.prod(operand.shape)
        if have != want:
            raise InferenceError("reshape_c2", f"number of output elements ({have}) doesn't match expected "
                                                f"number of elements ({want})")
    verify_reshape_quantization(operand, result, "reshape")


def per_tensor_operands(label: str, count: int):
    """A ``verify`` checking the first ``count`` operands' ODS type (per-tensor quantized at most),
    for ops whose other constraints are in their ``infer`` (slice, dynamic_slice, ...)."""
    def verify(operand_types: Types, **_: object) -> None:
        for i, t in enumerate(operand_types[:count]):
            require_tensor(t, f"operand #{i}", _PER_TENSOR, label)
    return verify


# --- transpose, concatenate, slice, pad, reverse ----------------------------------------

def verify_transpose(operand_types: Types, *, result_types: Types, permutation: Sequence[int],
                     **_: object) -> None:
    """spec.md#transpose C1 (quantization parameters), C4 (a per-axis quantized axis)."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "transpose_c1")
    result = require_tensor(result_types[0], "result #0", _ANY, "transpose_c1")
    verify_transpose_quantization(operand, result, permutation)


def infer_transpose(operand_types: Types, *, permutation: Sequence[int], **_: object) -> tuple[TensorType, ...]:
    """spec.md#transpose C2 (a permutation of the axes), C3 (the permuted shape)."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "transpose_c1")
    if len(permutation) != operand.rank:
        raise InferenceError("transpose_c2", f"TransposeOp operand rank {operand.rank} does not match "
                                              f"permutation size {len(permutation)}")
    if sorted(permutation) != list(range(operand.rank)):
        raise InferenceError("transpose_c2", "attribute permutation must be a permutation of "
                                              f"{dims(range(operand.rank))} but got "
                                              + ", ".join(map(str, permutation)))
    shape = [operand.shape[p] for p in permutation]
    bounds = [_bound(operand, p) for p in permutation]
    return (with_shape(operand, shape, bounds),)


def verify_concatenate(operand_types: Types, *, result_types: Types, dimension: int, **_: object) -> None:
    if not operand_types:
        raise ConstraintError("concatenate_c3", "expected 1 or more operands, but found 0")
    non_negative("dimension", dimension, 64, "concatenate_c4")
    for i, t in enumerate(operand_types):
        require_tensor(t, f"operand #{i}", _PER_TENSOR, "concatenate_c1", kind="variadic of ranked tensor")


def infer_concatenate(operand_types: Types, *, dimension: int, **_: object) -> tuple[TensorType, ...]:
    """spec.md#concatenate C1-C6 (upstream's ``inferConcatenateOp``): same rank and sizes except at
    ``dimension``, which adds up; bounds add up there and meet elsewhere."""
    first = operand_types[0]
    if first.rank == 0:
        raise InferenceError("concatenate_c2", "rank-0 values cannot be concatenated")
    for i, t in enumerate(operand_types[1:], 1):
        if t.rank != first.rank:
            raise InferenceError("concatenate_c2", f"operands (0) and ({i}) do not match rank")
        if not elements_compatible(t.element_type, first.element_type):
            raise ConstraintError("concatenate_c1", "requires the same element type for all operands")
    if dimension >= first.rank:
        raise InferenceError("concatenate_c4", f"dimension {dimension} is out-of-bounds for input rank "
                                                f"{first.rank}")
    for i, t in enumerate(operand_types[1:], 1):
        for d in range(first.rank):
            if d != dimension and not _dims_compatible(first.shape[d], t.shape[d]):
                raise InferenceError("concatenate_c2", f"shapes of operand (0) and ({i}) are not compatible "
                                                        f"at non-concat index {d}: "
                                                        f"({', '.join(map(_dim, first.shape))}) != "
                                                        f"({', '.join(map(_dim, t.shape))})")
    sizes: list[int | None] = [None] * first.rank
    bounds: list[int | None] = [None] * first.rank
    sizes[dimension] = 0
    for t in operand_types:
        for d in range(first.rank):
            if d == dimension:
                sizes[d], bounds[d] = concatenated_dim_and_bound(sizes[d], t.shape[d], bounds[d], _bound(t, d))
            else:
                sizes[d], bounds[d] = most_specific_dim_and_bound(d, sizes[d], t.shape[d], bounds[d], _bound(t, d),
                                                                  "concatenate_c6")
    return (with_shape(first, sizes, bounds),)


def _dim(d: int | None) -> str:
    return "?" if d is None else str(d)


def _dims_compatible(a: int | None, b: int | None) -> bool:
    return a is None or b is None or a == b


def infer_slice(operand_types: Types, *, start_indices: Sequence[int], limit_indices: Sequence[int],
                strides: Sequence[int], **_: object) -> tuple[TensorType, ...]:
    """spec.md#slice C2-C5: ``ceil((limit - start) / stride)`` per dimension, dynamic ones too (as
    upstream infers them: the indices fix the result's size)."""
    operand = require_tensor(operand_types[0], "operand #0", _PER_TENSOR, "slice_c1")
    for name, values in (("start_indices", start_indices), ("limit_indices", limit_indices),
                         ("strides", strides)):
        if len(values) != operand.rank:
            raise InferenceError("slice_c2", f"the number of elements in {name} ({len(values)}) does not "
                                              f"match the rank of the operand ({operand.rank})")
    shape = []
    for d, (start, limit, stride, size) in enumerate(zip(start_indices, limit_indices, strides,
                                                         operand.shape)):
        if start < 0:
            raise InferenceError("slice_c3", f"negative start index {start} in dimension {d}")
        bound, kind = (size, "size") if size is not None else (_bound(operand, d), "bound")
        if bound is not None and limit > bound:
            raise InferenceError("slice_c3", f"limit index {limit} is larger than dimension {kind} {bound} "
                                              f"in dimension {d}")
        if start > limit:
            raise InferenceError("slice_c3", f"start index {start} is larger than limit index {limit} in "
                                              f"dimension {d}")
        if stride <= 0:
            raise InferenceError("slice_c4", f"stride must be positive but got {stride} in dimension {d}")
        shape.append(-(-(limit - start) // stride))
    return (with_shape(operand, shape),)


def verify_pad(operand_types: Types, *, result_types: Types, **_: object) -> None:
    require_tensor(operand_types[0], "operand #0", _PER_TENSOR, "pad_c1")
    padding_value = require_tensor(operand_types[1], "operand #1", _PER_TENSOR, "pad_c1")
    if padding_value.rank != 0:
        raise ConstraintError("pad_c1", f"operand #1 must be 0D tensor of {describe(_PER_TENSOR)} values, but got "
                                        f"'{padding_value}'")


def infer_pad(operand_types: Types, *, edge_padding_low: Sequence[int], edge_padding_high: Sequence[int],
              interior_padding: Sequence[int], **_: object) -> tuple[TensorType, ...]:
    """spec.md#pad C1-C4: ``low + high + size + (size - 1) * interior`` per dimension (a bounded
    ``?`` keeps the padded bound)."""
    operand, padding_value = operand_types[:2]
    if not elements_compatible(operand.element_type, padding_value.element_type):
        raise ConstraintError("pad_c1", "requires the same element type for all operands and results")
    for name, values in (("edge_padding_low", edge_padding_low), ("edge_padding_high", edge_padding_high),
                         ("interior_padding", interior_padding)):
        if len(values) != operand.rank:
            raise InferenceError("pad_c2", f"{name} length ({len(values)}) must match operand rank "
                                            f"({operand.rank})")
    shape: list[int | None] = []
    bounds: list[int | None] = []
    for d, (low, high, interior, size) in enumerate(zip(edge_padding_low, edge_padding_high,
                                                        interior_padding, operand.shape)):
        if interior < 0:
            raise InferenceError("pad_c3", f"Interior padding cannot be negative: {interior}")
        bound = _bound(operand, d) if size is None else None
        for value, kind, out in ((size, "size", shape), (bound, "bound", bounds)):
            padded = None if value is None else low + high + value + max(value - 1, 0) * interior
            if padded is not None and padded < 0:
                raise InferenceError("pad_c4", f"Padding result in negative {kind} for dimension {d}")
            out.append(padded)
    return (with_shape(operand, shape, bounds),)


def verify_reverse(operand_types: Types, *, result_types: Types, dimensions: Sequence[int],
                   **_: object) -> None:
    """spec.md#reverse C2 (unique), C3 (in range)."""
    operand = require_tensor(operand_types[0], "operand #0", _PER_TENSOR, "reverse_c1")
    if len(set(dimensions)) != len(dimensions):
        raise InferenceError("reverse_c2", "dimensions should be unique. Got: " + ", ".join(map(str, dimensions)))
    for d in dimensions:
        if d < 0:
            raise InferenceError("reverse_c3", f"all dimensions should be non-negative. Got dimension: {d}.")
        if d >= operand.rank:
            raise InferenceError("reverse_c3", f"all dimensions should be between [0, {operand.rank}). "
                                                f"Got dimension: {d}.")


# --- dynamic_slice, dynamic_update_slice, get_dimension_size ------------------------------

def _start_indices(indices: Types, label: str, offset: int) -> None:
    """0-d integer start indices of one element type (spec.md#dynamic_slice C3)."""
    for i, t in enumerate(indices):
        require_tensor(t, f"operand #{i + offset}", _INDEX, label)
        if t.rank != 0:
            raise ConstraintError(label, f"operand #{i + offset} must be variadic of 0D tensor of "
                                         f"{describe(_INDEX)} values, but got '{t}'")
    if len({t.element_type for t in indices}) > 1:
        raise InferenceError(label, "start indices must have same element type")


def infer_dynamic_slice(operand_types: Types, *, slice_sizes: Sequence[int], **_: object) -> tuple[TensorType, ...]:
    """spec.md#dynamic_slice C2-C5: the result has shape ``slice_sizes``."""
    operand = require_tensor(operand_types[0], "operand #0", _PER_TENSOR, "dynamic_slice_c1")
    starts = operand_types[1:]
    if len(slice_sizes) != len(starts):
        raise InferenceError("dynamic_slice_c2", f"has mismatched number of slice sizes ({len(slice_sizes)}) "
                                                  f"and number of start indices ({len(starts)})")
    if len(starts) != operand.rank:
        raise InferenceError("dynamic_slice_c2", f"has mismatched number of start indices ({len(starts)}) "
                                                  f"and the rank of operand ({operand.rank})")
    _start_indices(starts, "dynamic_slice_c3", 1)
    for d, (size, available) in enumerate(zip(slice_sizes, operand.shape)):
        if size < 0:
            raise InferenceError("dynamic_slice_c4", f"has negative size index to dynamic slice: {size}")
        if available is not None and size > available:
            raise InferenceError("dynamic_slice_c4", f"has slice size {size} greater than dimension size "
                                                      f"{available} in dimension {d} of operand")
    return (with_shape(operand, slice_sizes),)


def infer_dynamic_update_slice(operand_types: Types, **_: object) -> tuple[TensorType, ...]:
    """spec.md#dynamic_update_slice C1-C6: the operand's type."""
    operand = require_tensor(operand_types[0], "operand #0", _PER_TENSOR, "dynamic_update_slice_c1")
    update = require_tensor(operand_types[1], "operand #1", _PER_TENSOR, "dynamic_update_slice_c2")
    starts = operand_types[2:]
    if update.rank != operand.rank:
        raise InferenceError("dynamic_update_slice_c3", f"update rank does not match operand rank: "
                                                         f"{update.rank} vs {operand.rank}.")
    if len(starts) != operand.rank:
        raise InferenceError("dynamic_update_slice_c4", f"expects number of start_indices to match operand "
                                                         f"rank: {len(starts)} vs {operand.rank}.")
    _start_indices(starts, "dynamic_update_slice_c5", 2)
    if not elements_compatible(update.element_type, operand.element_type):
        raise InferenceError("dynamic_update_slice_c2", "expects update and operand to have the same "
                                                         "element type")
    for d, (size, available) in enumerate(zip(update.shape, operand.shape)):
        if size is not None and available is not None and not 0 <= size <= available:
            raise InferenceError("dynamic_update_slice_c6", f"expects size at dimension {d} of update to be "
                                                             f"in range [0, {available}]. Got: {size}.")
    return (operand,)


def verify_get_dimension_size(operand_types: Types, *, result_types: Types, dimension: int,
                              **_: object) -> None:
    non_negative("dimension", dimension, 64, "get_dimension_size_c1")


def infer_get_dimension_size(operand_types: Types, *, dimension: int, **_: object) -> tuple[TensorType, ...]:
    """spec.md#get_dimension_size C1: ``0 <= dimension < rank(operand)``; a ``tensor<i32>``."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "get_dimension_size_c1")
    if not 0 <= dimension < operand.rank:
        raise InferenceError("get_dimension_size_c1", f"requires dimension attribute in range "
                                                       f"[0, {operand.rank}); found ({dimension})")
    return (TensorType((), "i32"),)


# --- conversions ----------------------------------------------------------------------

def verify_convert(operand_types: Types, *, result_types: Types, **_: object) -> None:
    """spec.md#convert C1: ``shape(operand) = shape(result)``."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "convert_c1")
    result = require_tensor(result_types[0], "result #0", _ANY, "convert_c1")
    if not shapes_compatible(operand, result):
        raise InferenceError("convert_c1", "requires the same shape for all operands and results")


def verify_bitcast_convert(operand_types: Types, *, result_types: Types, **_: object) -> None:
    """spec.md#bitcast_convert C1, C2: shapes agree but for the narrower side's trailing dimension."""
    operand = require_tensor(operand_types[0], "operand #0", _ANY, "bitcast_convert_c1")
    result = require_tensor(result_types[0], "result #0", _ANY, "bitcast_convert_c1")
    source, target = base(operand.element_type), base(result.element_type)
    if is_complex(storage_type(source)) != is_complex(storage_type(target)):
        raise InferenceError("bitcast_convert_c2", "cannot convert between real and complex types, but "
                                                    f"got: '{operand}' and '{result}'")
    source_bits, target_bits = bit_width(storage_type(operand.element_type)), \
        bit_width(storage_type(result.element_type))
    if source_bits == target_bits:
        if not shapes_compatible(operand, result):
            raise InferenceError("bitcast_convert_c1", "operand and result shapes must match except for the "
                                                        "innermost dimension of the shape with the smaller "
                                                        f"element type. Got: '{operand}' and '{result}'.")
        return
    small, large = (operand, result) if source_bits < target_bits else (result, operand)
    small_bits, large_bits = min(source_bits, target_bits), max(source_bits, target_bits)
    if small.rank != large.rank + 1:
        raise InferenceError("bitcast_convert_c1", f"rank of smaller element type ({small.rank}) should be 1 "
                                                    f"more than rank of larger element type ({large.rank}), "
                                                    f"but {small.rank} != {large.rank} + 1.")
    if not all(map(_dims_compatible, small.shape[:-1], large.shape)):
        raise InferenceError("bitcast_convert_c1", "operand and result shapes must match except for the "
                                                    "innermost dimension of the shape with the smaller element "
                                                    f"type. Got: '{operand}' and '{result}'.")
    last = small.shape[-1]
    if last is not None and small_bits * last != large_bits:
        raise InferenceError("bitcast_convert_c2", f"requires compatible bit widths. Got: '{operand}' and "
                                                    f"'{result}', but {small_bits} * {last} != {large_bits}.")


def verify_reduce_precision(operand_types: Types, *, result_types: Types, exponent_bits: int,
                            mantissa_bits: int, **_: object) -> None:
    """spec.md#reduce_precision C2 (``exponent_bits >= 1``), C3 (``mantissa_bits >= 0``)."""
    require_tensor(operand_types[0], "operand #0", "float quant", "reduce_precision_c1")
    non_negative("exponent_bits", exponent_bits, 32, "reduce_precision_c2", strict=True)
    non_negative("mantissa_bits", mantissa_bits, 32, "reduce_precision_c3")


def verify_optimization_barrier(operand_types: Types, *, result_types: Types, **_: object) -> None:
    """spec.md#optimization_barrier: tensors (per-tensor quantized at most) or tokens."""
    for i, t in enumerate(operand_types):
        if not isinstance(t, TokenType):
            require_tensor(t, f"operand #{i}", _PER_TENSOR, "optimization_barrier_c1",
                           kind="variadic of ranked tensor")


def infer_same(operand_types: Types, **_: object) -> tuple:
    """The operands' own types (reduce_precision C1, reverse C1, optimization_barrier C1)."""
    return tuple(operand_types)


# --- tuples and tokens ----------------------------------------------------------------

def infer_tuple(operand_types: Types, **_: object) -> tuple[TupleType]:
    """spec.md#tuple C1: ``result = tuple(val...)``."""
    return (TupleType(tuple(operand_types)),)


def verify_get_tuple_element(operand_types: Types, *, result_types: Types, index: int, **_: object) -> None:
    non_negative("index", index, 32, "get_tuple_element_c1")


def infer_get_tuple_element(operand_types: Types, *, index: int, **_: object) -> tuple:
    """spec.md#get_tuple_element C1 (index in range), C2 (the element's type)."""
    operand = operand_types[0]
    if not isinstance(operand, TupleType):
        raise ConstraintError("get_tuple_element_c1", f"operand #0 must be nested tuple with any combination "
                                                      f"of tensor or token values, but got '{operand}'")
    if index >= len(operand.types):
        raise InferenceError("get_tuple_element_c1", f"index {index} is out of bounds of operand with size "
                                                      f"{len(operand.types)}")
    return (operand.types[index],)


def infer_token(operand_types: Types, **_: object) -> tuple[TokenType]:
    """spec.md#after_all, #create_token: a token; after_all's inputs are tokens."""
    for i, t in enumerate(operand_types):
        if not isinstance(t, TokenType):
            raise ConstraintError("after_all_c1", f"operand #{i} must be variadic of token, but got '{t}'")
    return (TokenType(),)


SHAPE_FUNCTIONS = {
    "constant": (verify_constant, infer_constant),
    "iota": (verify_iota, None),
    "broadcast_in_dim": (verify_broadcast_in_dim, None),
    "reshape": (verify_reshape, None),
    "transpose": (verify_transpose, infer_transpose),
    "concatenate": (verify_concatenate, infer_concatenate),
    "slice": (per_tensor_operands("slice_c1", 1), infer_slice),
    "pad": (verify_pad, infer_pad),
    "reverse": (verify_reverse, infer_same),
    "dynamic_slice": (per_tensor_operands("dynamic_slice_c1", 1), infer_dynamic_slice),
    "dynamic_update_slice": (per_tensor_operands("dynamic_update_slice_c1", 2), infer_dynamic_update_slice),
    "get_dimension_size": (verify_get_dimension_size, infer_get_dimension_size),
    "convert": (verify_convert, None),
    "bitcast_convert": (verify_bitcast_convert, None),
    "reduce_precision": (verify_reduce_precision, infer_same),
    "tuple": (None, infer_tuple),
    "get_tuple_element": (verify_get_tuple_element, infer_get_tuple_element),
    "optimization_barrier": (verify_optimization_barrier, infer_same),
    "after_all": (None, infer_token),
    "create_token": (None, infer_token),
}
"""op name (without ``stablehlo.``) -> (verify, infer); None where the op has none."""
