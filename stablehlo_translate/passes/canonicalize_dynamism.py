"""``--stablehlo-canonicalize-dynamism``: dynamic ops whose shape operands are constants become
their static forms, as upstream's StablehloCanonicalizeDynamism patterns rewrite them on the
greedy rewriter (rewrite.py: top down, at most 2 iterations).

- ``dynamic_broadcast_in_dim`` -> ``broadcast_in_dim``, ``dynamic_iota`` -> ``iota``,
  ``dynamic_reshape`` -> ``reshape`` (static operand where upstream asks, static result);
- ``dynamic_pad`` -> ``pad``, ``dynamic_gather`` -> ``gather``, ``dynamic_conv`` ->
  ``convolution`` (their shapes may stay dynamic);
- ``real_dynamic_slice`` -> ``dynamic_slice`` of the start's elements (unit strides and
  ``limit = add(start, constant)``) or ``slice`` (constant start, limit and strides);
- ``custom_call`` with ``indices_of_shape_operands`` (static results) drops those operands,
  their layouts and the attribute; a malformed attribute is upstream's error at the call.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from ..diagnostics import Diagnostic
from ..ir.attributes import DenseArrayAttr, DenseElementsAttr
from ..ir.module import Module, Operation
from ..ir.types import TensorType
from .rewrite import Config, Pattern, Rewriter, apply_patterns_greedily
from .shape_values import FunctionValues, flat_types, shape_refinements

CONFIG = dict(top_down=True, max_iterations=2, region_simplify="aggressive")
"""The greedy driver's configuration of upstream's shape passes."""


def canonicalize_dynamism(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    patterns = canonicalize_dynamism_patterns(diagnostics)
    for func in [op for op in module.body if op.name == "func.func" and op.regions and op.regions[0].blocks]:
        if not apply_patterns_greedily(func, patterns, Config(**CONFIG)):
            diagnostics.append(Diagnostic(func.loc, "Failed to converge StablehloCanonicalizeDynamism in 2 iterations"))
    return module


def _array(values: Any) -> DenseArrayAttr:
    return DenseArrayAttr("i64", tuple(int(v) for v in values))


def _static(t: object) -> bool:
    return isinstance(t, TensorType) and t.is_static and not t.bounds


def _custom_call(diagnostics: list) -> tuple[Callable, Callable]:
    def match(op: Operation, rw: Rewriter) -> Any:
        if "indices_of_shape_operands" not in op.attributes:
            return None
        try:
            refinements = shape_refinements(op, FunctionValues(rw))
        except Diagnostic as error:
            if not any((d.loc, d.message) == (error.loc, error.message) for d in diagnostics):
                diagnostics.append(error)
            return None
        if refinements is None:
            return None
        indices = sorted({int(i) for i in op.attributes["indices_of_shape_operands"].array.reshape(-1)})
        flat = flat_types(op.result_types)
        if not all(_static(flat[k]) for k in range(len(indices))):
            return None
        return indices

    def rewrite(op: Operation, rw: Rewriter, indices: list[int]) -> None:
        attributes = {k: v for k, v in op.attributes.items() if k != "indices_of_shape_operands"}
        if isinstance(attributes.get("operand_layouts"), tuple):
            attributes["operand_layouts"] = tuple(layout for i, layout in enumerate(attributes["operand_layouts"])
                                                  if i not in indices)
        rw.replace_op_with_new(op, op.name, [v for i, v in enumerate(op.operands) if i not in indices], attributes)

    return match, rewrite


def _without(op: Operation, *names: str) -> dict:
    return {k: v for k, v in op.attributes.items() if k not in names}


def _dynamic_broadcast_in_dim(op: Operation, rw: Rewriter) -> Any:
    values = FunctionValues(rw)
    return _static(op.operand_types[0]) and values.ints(op.operands[1]) is not None and _static(op.result_types[0])


def _dynamic_conv(op: Operation, rw: Rewriter) -> Any:
    padding = FunctionValues(rw).ints(op.operands[2])
    if padding is None:
        return None
    padding_type = TensorType((len(padding) // 2, 2), "i64")
    return DenseElementsAttr(padding_type, np.array(padding, np.int64).reshape(padding_type.shape))


def _dynamic_gather(op: Operation, rw: Rewriter) -> Any:
    return FunctionValues(rw).ints(op.operands[2])


def _dynamic_iota(op: Operation, rw: Rewriter) -> Any:
    return FunctionValues(rw).ints(op.operands[0]) is not None and _static(op.result_types[0])


def _dynamic_pad(op: Operation, rw: Rewriter) -> Any:
    values = FunctionValues(rw)
    paddings = [values.ints(n) for n in op.operands[2:5]]
    return None if None in paddings else paddings


def _dynamic_reshape(op: Operation, rw: Rewriter) -> Any:
    return FunctionValues(rw).ints(op.operands[1]) is not None and _static(op.result_types[0])


def slice_sizes(values: FunctionValues, start: str, limit: str) -> list[int] | None:
    """The sizes ``c`` when ``limit`` is ``add(start, c)`` or ``add(c, start)`` with ``c`` a
    constant (upstream's DynamicSliceOp-style match), else None."""
    add = values.defining_op(limit)
    if add is None or add.name != "stablehlo.add":
        return None
    lhs, rhs = add.operands
    if lhs == start and values.ints(rhs) is not None:
        return values.ints(rhs)
    if rhs == start and values.ints(lhs) is not None:
        return values.ints(lhs)
    return None


def _real_dynamic_slice_to_dynamic_slice(op: Operation, rw: Rewriter) -> Any:
    values = FunctionValues(rw)
    strides = values.ints(op.operands[3])
    if strides is None or any(s != 1 for s in strides):
        return None
    return slice_sizes(values, op.operands[1], op.operands[2])


def _rewrite_to_dynamic_slice(op: Operation, rw: Rewriter, sizes: list[int]) -> None:
    start = op.operands[1]
    element = op.operand_types[1].element_type
    indices = []
    for i in range(len(sizes)):
        one = rw.create("stablehlo.slice", (start,), (TensorType((1,), element),),
                        {"start_indices": _array([i]), "limit_indices": _array([i + 1]), "strides": _array([1])},
                        like=op)
        indices.append(rw.create("stablehlo.reshape", one.results, (TensorType((), element),), like=op).results[0])
    rw.replace_op_with_new(op, "stablehlo.dynamic_slice", (op.operands[0], *indices),
                           dict(op.attributes, slice_sizes=_array(sizes)))


def _real_dynamic_slice_to_slice(op: Operation, rw: Rewriter) -> Any:
    values = FunctionValues(rw)
    found = [values.ints(n) for n in op.operands[1:4]]
    return None if None in found else found


def canonicalize_dynamism_patterns(diagnostics: list) -> list[Pattern]:
    """populateStablehloCanonicalizeDynamismPatterns (errors of custom calls go to ``diagnostics``)."""
    match_call, rewrite_call = _custom_call(diagnostics)
    return [
        Pattern("CanonicalizeCustomCallOpPattern", "stablehlo.custom_call", match_call, rewrite_call),
        Pattern("CanonicalizeDynamicBroadcastInDimOpPattern", "stablehlo.dynamic_broadcast_in_dim",
                _dynamic_broadcast_in_dim, lambda op, rw, _: rw.replace_op_with_new(
                    op, "stablehlo.broadcast_in_dim", op.operands[:1],
                    _without(op, "known_expanding_dimensions", "known_nonexpanding_dimensions"))),
        Pattern("CanonicalizeDynamicConvOpPattern", "stablehlo.dynamic_conv", _dynamic_conv,
                lambda op, rw, padding: rw.replace_op_with_new(op, "stablehlo.convolution", op.operands[:2],
                                                               dict(op.attributes, padding=padding))),
        Pattern("CanonicalizeDynamicGatherOpPattern", "stablehlo.dynamic_gather", _dynamic_gather,
                lambda op, rw, sizes: rw.replace_op_with_new(op, "stablehlo.gather", op.operands[:2],
                                                             dict(op.attributes, slice_sizes=_array(sizes)))),
        Pattern("CanonicalizeDynamicIotaOpPattern", "stablehlo.dynamic_iota", _dynamic_iota,
                lambda op, rw, _: rw.replace_op_with_new(op, "stablehlo.iota", (), dict(op.attributes))),
        Pattern("CanonicalizeDynamicPadOpPattern", "stablehlo.dynamic_pad", _dynamic_pad,
                lambda op, rw, pads: rw.replace_op_with_new(op, "stablehlo.pad", op.operands[:2], dict(
                    op.attributes, edge_padding_low=_array(pads[0]), edge_padding_high=_array(pads[1]),
                    interior_padding=_array(pads[2])))),
        Pattern("CanonicalizeDynamicReshapeOpPattern", "stablehlo.dynamic_reshape", _dynamic_reshape,
                lambda op, rw, _: rw.replace_op_with_new(op, "stablehlo.reshape", op.operands[:1],
                                                         dict(op.attributes))),
        Pattern("CanonicalizeRealDynamicSliceOpToDynamicSliceOpPattern", "stablehlo.real_dynamic_slice",
                _real_dynamic_slice_to_dynamic_slice, _rewrite_to_dynamic_slice),
        Pattern("CanonicalizeRealDynamicSliceOpToSliceOpPattern", "stablehlo.real_dynamic_slice",
                _real_dynamic_slice_to_slice, lambda op, rw, found: rw.replace_op_with_new(
                    op, "stablehlo.slice", op.operands[:1], dict(
                        op.attributes, start_indices=_array(found[0]), limit_indices=_array(found[1]),
                        strides=_array(found[2])))),
    ]


__all__ = ["canonicalize_dynamism", "canonicalize_dynamism_patterns", "slice_sizes", "CONFIG"]
