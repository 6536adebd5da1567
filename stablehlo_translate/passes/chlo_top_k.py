"""chlo.top_k as upstream's ConvertTopKOp lowers it for static shapes: a stable sort of
(operand, iota) along the last dimension by ``GT`` (``TOTALORDER`` for floats), then
the first k of each. (The dynamic-shape form is not legalized.)
"""
from __future__ import annotations

from typing import Sequence

from ..attributes import EnumAttr, IntegerAttr
from ..types import TensorType, is_float
from .chlo_builder import Builder, Value, i64_array, with_element


def top_k(b: Builder, operands: Sequence[Value], attributes: dict, types: Sequence[TensorType]) -> list[Value]:
    from .chlo_legalize import LegalizeError

    (operand,) = operands
    if not operand.type.is_static or not operand.type.shape:
        raise LegalizeError
    shape = operand.type.shape
    last = len(shape) - 1
    k = min(attributes["k"].value, shape[last])
    iota = b.op1("stablehlo.iota", [], with_element(operand.type, "i32"),
                 {"iota_dimension": IntegerAttr(last, "i64")})
    elements = (operand.element, "i32")
    inner, args = b.block([TensorType((), e) for e in elements for _ in (0, 1)])
    compare = {"comparison_direction": EnumAttr("comparison_direction", "GT", "stablehlo")}
    if is_float(operand.element):
        compare["compare_type"] = EnumAttr("comparison_type", "TOTALORDER", "stablehlo")
    predicate = inner.op1("stablehlo.compare", args[:2], TensorType((), "i1"), compare)
    inner.op("stablehlo.return", [predicate], [])
    region = b.region(inner, args)
    is_stable = attributes.get("is_stable", True)
    sorted_ = b.op("stablehlo.sort", [operand, iota], [operand.type, iota.type],
                   {"dimension": IntegerAttr(last, "i64"), "is_stable": is_stable}, (region,))
    limits = list(shape[:-1]) + [k]
    slice_attrs = {"start_indices": i64_array([0] * len(shape)), "limit_indices": i64_array(limits),
                   "strides": i64_array([1] * len(shape))}
    return [b.op1("stablehlo.slice", [v], TensorType(tuple(limits), v.element), slice_attrs) for v in sorted_]


DECOMPOSITIONS = {"chlo.top_k": top_k}
