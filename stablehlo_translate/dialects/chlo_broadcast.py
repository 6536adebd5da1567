"""CHLO's broadcasting ops (``chlo.broadcast_*``), lowered as upstream's
ConvertTrivialNonBroadcastBinaryOp / ConvertTrivialNumpyBroadcastBinaryOp do for static
and bounded shapes: equal shapes give the StableHLO op directly; otherwise each operand
whose shape differs from the result's is ``broadcast_in_dim``-ed with numpy's prefix
padding. ``chlo.broadcast_select`` lowers the same way (upstream's shape-dialect form,
after canonicalization, for static shapes). Dynamic shapes that need the shape dialect,
and ``broadcast_dimensions`` other than numpy's, are not legalized (upstream fails on
the latter too).
"""
from __future__ import annotations

from typing import Sequence

from ..ir.attributes import EnumAttr
from ..ir.types import TensorType
from .chlo_builder import Builder, LegalizeError, Value, with_element

_BINARY = {"add": "stablehlo.add", "and": "stablehlo.and", "atan2": "stablehlo.atan2",
           "complex": "stablehlo.complex", "divide": "stablehlo.divide", "maximum": "stablehlo.maximum",
           "minimum": "stablehlo.minimum", "multiply": "stablehlo.multiply", "next_after": "chlo.next_after",
           "or": "stablehlo.or", "polygamma": "chlo.polygamma", "power": "stablehlo.power",
           "remainder": "stablehlo.remainder", "shift_left": "stablehlo.shift_left",
           "shift_right_arithmetic": "stablehlo.shift_right_arithmetic",
           "shift_right_logical": "stablehlo.shift_right_logical", "subtract": "stablehlo.subtract",
           "xor": "stablehlo.xor", "zeta": "chlo.zeta", "compare": "stablehlo.compare"}


def _static_or_bounded(t: TensorType) -> bool:
    return t.shape is not None and (t.is_static or t.bounds is not None)


def _broadcast_to(b: Builder, v: Value, result: TensorType, other: Value | None = None) -> Value:
    """numpyBroadcastIfNeeded: ``v`` unchanged when its shape is the result's; bounded
    dynamic result dimensions take their size from ``other``."""
    if v.type.shape == result.shape:
        return v
    if result.bounds is not None and other is not None and other.type.shape == result.shape:
        return b.broadcast_bounded(v, other, with_element(result, v.element))
    if not (v.type.is_static and result.is_static):
        raise LegalizeError
    rank = len(result.shape)
    dims = range(rank - len(v.type.shape), rank)
    return b.broadcast_in_dim(v, dims, with_element(result, v.element))


def _numpy_dims(lhs: TensorType, rhs: TensorType, dims: Sequence[int] | None) -> bool:
    """hlo::isLegalNumpyRankedBroadcast: absent, or the smaller rank's prefix padding."""
    if dims is None:
        return True
    small, large = sorted((len(lhs.shape), len(rhs.shape)))
    return list(dims) == list(range(large - small, large))


def _binary(target: str):
    def decompose(b: Builder, operands: Sequence[Value], attributes: dict,
                  types: Sequence[TensorType]) -> list[Value]:
        lhs, rhs = operands
        result = types[0]
        if not all(_static_or_bounded(t) for t in (lhs.type, rhs.type, result)):
            raise LegalizeError
        dims = attributes.get("broadcast_dimensions")
        if lhs.type.shape != rhs.type.shape or lhs.type.encoding != rhs.type.encoding or \
                lhs.type.bounds != rhs.type.bounds:
            if not _numpy_dims(lhs.type, rhs.type, dims and dims.values):
                raise LegalizeError(f"unsupported non prefix-padded dynamic rank broadcast_dimensions = {dims}")
            lhs, rhs = _broadcast_to(b, lhs, result, rhs), _broadcast_to(b, rhs, result, lhs)
        if target == "stablehlo.compare":
            attrs = {"comparison_direction": EnumAttr("comparison_direction",
                                                      attributes["comparison_direction"].value, "stablehlo")}
            if "compare_type" in attributes:
                attrs["compare_type"] = EnumAttr("comparison_type", attributes["compare_type"].value, "stablehlo")
            return [b.op1(target, [lhs, rhs], result, attrs)]
        if target.startswith("chlo."):
            return [b.chlo(target[len("chlo."):], lhs, rhs, result_types=[result])]
        return [b.op1(target, [lhs, rhs], result)]
    return decompose


def broadcast_select(b: Builder, operands: Sequence[Value], attributes: dict,
                     types: Sequence[TensorType]) -> list[Value]:
    """The predicate keeps its implicit scalar broadcast; others broadcast to the result."""
    pred, on_true, on_false = operands
    result = types[0]
    if not all(v.type.is_static for v in operands) or not result.is_static:
        raise LegalizeError
    if pred.type.shape != ():
        pred = _broadcast_to(b, pred, result)
    return [b.select(pred, _broadcast_to(b, on_true, result), _broadcast_to(b, on_false, result))]


DECOMPOSITIONS = {f"chlo.broadcast_{name}": _binary(target) for name, target in _BINARY.items()}
DECOMPOSITIONS["chlo.broadcast_select"] = broadcast_select
