"""``--stablehlo-canonicalize-dynamism``: dynamic ops whose shape operands are constants become
their static forms, as upstream's StablehloCanonicalizeDynamism pass rewrites them.

- ``dynamic_broadcast_in_dim`` -> ``broadcast_in_dim``, ``dynamic_iota`` -> ``iota``,
  ``dynamic_reshape`` -> ``reshape`` (static operand where upstream asks, static result);
- ``dynamic_pad`` -> ``pad``, ``dynamic_gather`` -> ``gather``, ``dynamic_conv`` ->
  ``convolution`` (their shapes may stay dynamic);
- ``real_dynamic_slice`` -> ``slice`` (constant start, limit, strides) or, with unit strides and
  ``limit = add(start, constant)``, ``dynamic_slice`` of the start's elements;
- ``custom_call`` with ``indices_of_shape_operands`` (static results) drops those operands,
  their layouts and the attribute; a malformed attribute is upstream's error at the call.

Ops left without uses are then erased, as the greedy rewrite driver erases dead ops.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from ..diagnostics import Diagnostic, UNKNOWN_LOC
from ..ir.attributes import DenseArrayAttr, DenseElementsAttr
from ..ir.module import Module, Operation
from ..ir.types import TensorType
from .shape_values import FunctionValues, erase_dead_ops, fresh_namer, shape_refinements


def canonicalize_dynamism(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    for func in [op for op in module.op.walk() if op.name == "func.func"]:
        canonicalize_function(func, diagnostics)
    return module


def canonicalize_function(func: Operation, diagnostics: list) -> bool:
    """Rewrites ``func``'s dynamic ops in place; True when anything changed."""
    values = FunctionValues(func)
    fresh = fresh_namer(func)
    changed = False
    for block in [b for op in func.walk() for r in op.regions for b in r.blocks]:
        rewritten: list[Operation] = []
        for op in block.operations:
            pattern = PATTERNS.get(op.name)
            try:
                new = pattern(op, values, fresh) if pattern is not None else None
            except Diagnostic as error:
                diagnostics.append(error)
                new = None
            if new is None:
                rewritten.append(op)
            else:
                rewritten.extend(new)
                changed = True
        block.operations = rewritten
    if changed:
        erase_dead_ops(func)
    return changed


def _static(t: object) -> bool:
    return isinstance(t, TensorType) and t.is_static and not t.bounds


def _like(op: Operation, name: str, operands: tuple[str, ...], operand_types: tuple, attributes: dict) -> Operation:
    """A new op replacing ``op`` (same results, location and discardable attributes)."""
    return Operation(name, operands, op.results, operand_types, op.result_types, attributes, loc=op.loc,
                     location=op.location)


def _discardable(op: Operation, inherent: tuple[str, ...]) -> dict:
    return {k: v for k, v in op.attributes.items() if k not in inherent}


def _custom_call(op: Operation, values: FunctionValues, fresh: Callable) -> list[Operation] | None:
    if "indices_of_shape_operands" not in op.attributes:
        return None
    refinements = shape_refinements(op, values)
    if refinements is None:
        return None
    indices = {int(i) for i in op.attributes["indices_of_shape_operands"].array.reshape(-1)}
    flat = [t for r in op.result_types for t in (r.types if hasattr(r, "types") else (r,))]
    if not all(_static(flat[k]) for k in range(len(indices))):
        return None
    attributes = {k: v for k, v in op.attributes.items() if k != "indices_of_shape_operands"}
    if "operand_layouts" in attributes:
        attributes["operand_layouts"] = tuple(layout for i, layout in enumerate(attributes["operand_layouts"])
                                              if i not in indices)
    kept = [i for i in range(len(op.operands)) if i not in indices]
    return [_like(op, op.name, tuple(op.operands[i] for i in kept), tuple(op.operand_types[i] for i in kept),
                  attributes)]


def _dynamic_broadcast_in_dim(op: Operation, values: FunctionValues, fresh: Callable) -> list[Operation] | None:
    if not _static(op.operand_types[0]) or values.ints(op.operands[1]) is None or not _static(op.result_types[0]):
        return None
    attributes = _discardable(op, ("known_expanding_dimensions", "known_nonexpanding_dimensions"))
    return [_like(op, "stablehlo.broadcast_in_dim", op.operands[:1], op.operand_types[:1], attributes)]


def _dynamic_conv(op: Operation, values: FunctionValues, fresh: Callable) -> list[Operation] | None:
    padding = values.ints(op.operands[2])
    if padding is None:
        return None
    padding_type = TensorType((len(padding) // 2, 2), "i64")
    attributes = dict(op.attributes, padding=DenseElementsAttr(padding_type, np.array(padding, np.int64)
                                                               .reshape(padding_type.shape)))
    return [_like(op, "stablehlo.convolution", op.operands[:2], op.operand_types[:2], attributes)]


def _dynamic_gather(op: Operation, values: FunctionValues, fresh: Callable) -> list[Operation] | None:
    sizes = values.ints(op.operands[2])
    if sizes is None:
        return None
    attributes = dict(op.attributes, slice_sizes=DenseArrayAttr("i64", tuple(sizes)))
    return [_like(op, "stablehlo.gather", op.operands[:2], op.operand_types[:2], attributes)]


def _dynamic_iota(op: Operation, values: FunctionValues, fresh: Callable) -> list[Operation] | None:
    if values.ints(op.operands[0]) is None or not _static(op.result_types[0]):
        return None
    return [_like(op, "stablehlo.iota", (), (), dict(op.attributes))]


def _dynamic_pad(op: Operation, values: FunctionValues, fresh: Callable) -> list[Operation] | None:
    low, high, interior = (values.ints(n) for n in op.operands[2:5])
    if low is None or high is None or interior is None:
        return None
    attributes = dict(op.attributes, edge_padding_low=DenseArrayAttr("i64", tuple(low)),
                      edge_padding_high=DenseArrayAttr("i64", tuple(high)),
                      interior_padding=DenseArrayAttr("i64", tuple(interior)))
    return [_like(op, "stablehlo.pad", op.operands[:2], op.operand_types[:2], attributes)]


def _dynamic_reshape(op: Operation, values: FunctionValues, fresh: Callable) -> list[Operation] | None:
    if values.ints(op.operands[1]) is None or not _static(op.result_types[0]):
        return None
    return [_like(op, "stablehlo.reshape", op.operands[:1], op.operand_types[:1], dict(op.attributes))]


def _real_dynamic_slice(op: Operation, values: FunctionValues, fresh: Callable) -> list[Operation] | None:
    operand, start, limit, strides = op.operands
    stride_values = values.ints(strides)
    if stride_values is None:
        return None
    sizes = slice_sizes(values, start, limit)
    if all(v == 1 for v in stride_values) and sizes is not None:
        start_type = op.operand_types[1]
        element = start_type.element_type
        ops, indices = [], []
        for i in range(len(sizes)):
            one, scalar = fresh(), fresh()
            ops.append(Operation("stablehlo.slice", (start,), (one,), (start_type,), (TensorType((1,), element),),
                                 {"start_indices": DenseArrayAttr("i64", (i,)),
                                  "limit_indices": DenseArrayAttr("i64", (i + 1,)),
                                  "strides": DenseArrayAttr("i64", (1,))}, loc=op.loc, location=op.location))
            ops.append(Operation("stablehlo.reshape", (one,), (scalar,), (TensorType((1,), element),),
                                 (TensorType((), element),), {}, loc=op.loc, location=op.location))
            indices.append(scalar)
        attributes = dict(op.attributes, slice_sizes=DenseArrayAttr("i64", tuple(sizes)))
        ops.append(_like(op, "stablehlo.dynamic_slice", (operand, *indices),
                         (op.operand_types[0], *[TensorType((), element)] * len(indices)), attributes))
        return ops
    start_values, limit_values = values.ints(start), values.ints(limit)
    if start_values is None or limit_values is None:
        return None
    attributes = dict(op.attributes, start_indices=DenseArrayAttr("i64", tuple(start_values)),
                      limit_indices=DenseArrayAttr("i64", tuple(limit_values)),
                      strides=DenseArrayAttr("i64", tuple(stride_values)))
    return [_like(op, "stablehlo.slice", (operand,), op.operand_types[:1], attributes)]


def slice_sizes(values: FunctionValues, start: str, limit: str) -> list[int] | None:
    """The sizes ``c`` when ``limit`` is ``add(start, c)`` or ``add(c, start)`` with ``c`` a
    constant (upstream's DynamicSliceOp-style match), else None."""
    add = values.defs.get(limit)
    if add is None or add.name != "stablehlo.add":
        return None
    lhs, rhs = add.operands
    if lhs == start and values.ints(rhs) is not None:
        return values.ints(rhs)
    if rhs == start and values.ints(lhs) is not None:
        return values.ints(lhs)
    return None


PATTERNS: dict[str, Callable] = {
    "stablehlo.custom_call": _custom_call,
    "stablehlo.dynamic_broadcast_in_dim": _dynamic_broadcast_in_dim,
    "stablehlo.dynamic_conv": _dynamic_conv,
    "stablehlo.dynamic_gather": _dynamic_gather,
    "stablehlo.dynamic_iota": _dynamic_iota,
    "stablehlo.dynamic_pad": _dynamic_pad,
    "stablehlo.dynamic_reshape": _dynamic_reshape,
    "stablehlo.real_dynamic_slice": _real_dynamic_slice,
}

__all__ = ["canonicalize_dynamism", "canonicalize_function", "slice_sizes", "UNKNOWN_LOC"]
