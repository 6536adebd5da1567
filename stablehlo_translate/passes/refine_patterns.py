"""The result types ``--stablehlo-refine-shapes`` gives one op (upstream's Refine*OpPattern).

Ops upstream refines from their constant shape operands (``dynamic_broadcast_in_dim``,
``dynamic_iota``, ``dynamic_reshape``, ``rng``, custom calls with
``indices_of_shape_operands``, ``real_dynamic_slice``), from their operand's shape
(``bitcast_convert`` of equal bit widths) or from their replica groups (``all_gather``,
``reduce_scatter`` unless the grouping needs the partition count), and ``convert``,
``uniform_quantize``, ``convolution``, ``dynamic_conv``, ``dynamic_pad`` as upstream's
dedicated patterns do, are refined here; any other
StableHLO or CHLO op takes what its shape function infers from its operand types and constant
operand values (inference.infer_op_types, the engine ``--infer`` uses).
"""
from __future__ import annotations

from typing import Sequence

from ..diagnostics import ConstraintError
from ..ir.module import Operation
from ..ir.types import TensorType, TupleType, Type, UnsupportedTypeError, bit_width, is_bool, is_integer
from ..optable import OP_TABLE
from ..verification.inference import infer_op_types
from ..verification.shapes.linalg import convolution_shape
from ..verification.verifier import decode_attributes, region_types
from .canonicalize_dynamism import slice_sizes
from .shape_values import FunctionValues, flat_types, shape_refinements

SHAPE_OPERAND = {"stablehlo.dynamic_broadcast_in_dim": 1, "stablehlo.dynamic_iota": 0,
                 "stablehlo.dynamic_reshape": 1, "stablehlo.rng": 2}
"""Ops whose result shape is the value of one operand (refineReturnShape of that operand)."""
DEDICATED = frozenset({"stablehlo.custom_call", "stablehlo.all_gather", "stablehlo.reduce_scatter",
                       "stablehlo.bitcast_convert", "stablehlo.real_dynamic_slice", "stablehlo.convert",
                       "stablehlo.uniform_quantize", "stablehlo.convolution", "stablehlo.dynamic_conv",
                       "stablehlo.dynamic_pad", *SHAPE_OPERAND})
"""Ops upstream refines by a dedicated pattern."""
NOT_INFERRED = frozenset({"stablehlo.custom_call", "stablehlo.all_gather", "stablehlo.reduce_scatter",
                          "stablehlo.bitcast_convert", "stablehlo.real_dynamic_slice", "stablehlo.iota",
                          "stablehlo.reshape", "stablehlo.broadcast_in_dim", *SHAPE_OPERAND})
"""Ops without upstream's InferTypeOpInterface refinement."""


def integer_element(t: TensorType) -> bool:
    return isinstance(t.element_type, str) and (is_integer(t.element_type) or is_bool(t.element_type))


def refined_result_types(op: Operation, values: FunctionValues) -> list[Type] | None:
    """The types ``op``'s results may be refined to (met with the current ones by the caller),
    or None; a malformed ``indices_of_shape_operands`` raises upstream's Diagnostic."""
    if op.name in SHAPE_OPERAND:
        shape = values.ints(op.operands[SHAPE_OPERAND[op.name]]) if len(op.operands) > SHAPE_OPERAND[op.name] \
            else None
        return _with_shapes(op, [shape]) if shape is not None else None
    if op.name == "stablehlo.custom_call":
        refinements = shape_refinements(op, values)
        return _with_shapes(op, refinements) if refinements is not None else None
    if op.name == "stablehlo.bitcast_convert":
        return _bitcast_convert(op)
    if op.name in ("stablehlo.all_gather", "stablehlo.reduce_scatter"):
        return _sharded(op)
    if op.name == "stablehlo.real_dynamic_slice":
        return _real_dynamic_slice(op, values)
    if op.name in ("stablehlo.convert", "stablehlo.uniform_quantize"):
        operand = op.operand_types[0]
        return None if not isinstance(operand, TensorType) or operand.shape is None else \
            _with_shapes(op, [[-1 if d is None else d for d in operand.shape]], partial=True)
    if op.name in ("stablehlo.convolution", "stablehlo.dynamic_conv"):
        return _convolution(op, values)
    if op.name == "stablehlo.dynamic_pad":
        return _dynamic_pad(op, values)
    if op.name in NOT_INFERRED or not op.name.startswith(("stablehlo.", "chlo.")):
        return None
    try:
        inferred = infer_op_types(op, op.operand_types, region_types(op),
                                  [values.value(n) for n in op.operands])
    except (ConstraintError, UnsupportedTypeError, ValueError, TypeError, AttributeError, IndexError, KeyError):
        return None
    return None if inferred is None else list(inferred)


def _with_shapes(op: Operation, shapes: Sequence[Sequence[int]], partial: bool = False) -> list[Type] | None:
    """refineReturnTypes with ShapedTypeComponents: each (flattened) result with the shape
    (``partial``: -1 stands for a dynamic size)."""
    flat = flat_types(op.result_types)
    if len(flat) != len(shapes):
        return None
    refined = []
    for current, shape in zip(flat, shapes):
        if not isinstance(current, TensorType) or current.bounds or current.encoding or \
                any(d < (-1 if partial else 0) for d in shape):
            return None
        refined.append(TensorType(tuple(None if d < 0 else d for d in shape), current.element_type))
    return _unflatten(op.result_types, iter(refined))


def _unflatten(types: Sequence[Type], flat) -> list[Type]:
    return [TupleType(tuple(_unflatten(t.types, flat))) if isinstance(t, TupleType) else next(flat) for t in types]


def _convolution(op: Operation, values: FunctionValues) -> list[Type] | None:
    """RefineConvolutionOpPattern / RefineDynamicConvOpPattern (a constant padding operand)."""
    row = OP_TABLE[op.name]
    try:
        attrs = dict(decode_attributes(op, row))
        if op.name == "stablehlo.dynamic_conv":
            padding = values.value(op.operands[2])
            if padding is None or padding.ndim != 2:
                return None
            attrs["padding"] = padding
        shape = convolution_shape(op.operand_types, **attrs)
    except (ConstraintError, UnsupportedTypeError, ValueError, TypeError, AttributeError, IndexError, KeyError):
        return None
    return _with_shapes(op, [[-1 if d is None else d for d in shape]], partial=True)


def _dynamic_pad(op: Operation, values: FunctionValues) -> list[Type] | None:
    """RefineDynamicPadOpPattern: constant paddings give the padded shape (inferPadOp)."""
    operand = op.operand_types[0]
    low, high, interior = (values.ints(n) for n in op.operands[2:5])
    if None in (low, high, interior) or not isinstance(operand, TensorType) or operand.shape is None or \
            not len(low) == len(high) == len(interior) == len(operand.shape) or any(i < 0 for i in interior):
        return None
    shape = [-1 if d is None else lo + hi + d + max(d - 1, 0) * i
             for d, lo, hi, i in zip(operand.shape, low, high, interior)]
    if any(d < -1 for d in shape):
        return None
    return _with_shapes(op, [shape], partial=True)


def _bitcast_convert(op: Operation) -> list[Type] | None:
    operand, result = op.operand_types[0], op.result_types[0]
    if not isinstance(operand, TensorType) or not isinstance(result, TensorType) or operand.shape is None:
        return None
    try:
        if bit_width(operand.element_type) != bit_width(result.element_type):
            return None
    except (UnsupportedTypeError, ValueError, TypeError, KeyError):
        return None
    return _with_shapes(op, [[-1 if d is None else d for d in operand.shape]], partial=True)


def _sharded(op: Operation) -> list[Type] | None:
    """RefineAllGatherOpPattern / RefineReduceScatterOpPattern: the gathered (scattered)
    dimension times (divided by) the size of a replica group."""
    if "channel_handle" in op.attributes and op.attributes.get("use_global_device_ids") is None:
        return None
    groups = getattr(op.attributes.get("replica_groups"), "array", None)
    if groups is None or groups.ndim != 2:
        return None
    shards = groups.shape[1]
    gather = op.name == "stablehlo.all_gather"
    dim = op.attributes.get("all_gather_dim" if gather else "scatter_dimension")
    dim = getattr(dim, "value", dim)
    if not isinstance(dim, int) or (not gather and shards == 0):
        return None
    refined = []
    for operand in op.operand_types[: len(op.result_types)]:
        if not isinstance(operand, TensorType) or operand.shape is None or not 0 <= dim < len(operand.shape):
            return None
        shape = list(operand.shape)
        if shape[dim] is not None:
            shape[dim] = shape[dim] * shards if gather else shape[dim] // shards
        refined.append(TensorType(tuple(shape), operand.element_type))
    return [TensorType(t.shape, r.element_type) if isinstance(r, TensorType) else r
            for t, r in zip(refined, op.result_types)]


def _real_dynamic_slice(op: Operation, values: FunctionValues) -> list[Type] | None:
    """RefineRealDynamicSliceOpPattern: all of start, limit and strides constant (a slice), or
    unit strides and ``limit = start + constant`` (a dynamic_slice of those sizes)."""
    operand = op.operand_types[0]
    if not isinstance(operand, TensorType):
        return None
    start, limit, strides = (values.ints(n) for n in op.operands[1:4])
    if start is not None and limit is not None and strides is not None:
        if operand.shape is None or not len(start) == len(limit) == len(strides) == len(operand.shape) or \
                any(s <= 0 for s in strides) or any(lo < 0 or hi < lo for lo, hi in zip(start, limit)):
            return None
        return _with_shapes(op, [[-(-(hi - lo) // s) for lo, hi, s in zip(start, limit, strides)]])
    sizes = slice_sizes(values, op.operands[1], op.operands[2])
    if sizes is None or strides is None or any(s != 1 for s in strides):
        return None
    return _with_shapes(op, [sizes])


__all__ = ["refined_result_types", "integer_element", "DEDICATED"]
