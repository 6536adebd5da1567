"""chlo.top_k as upstream's ConvertTopKOp lowers it for static shapes: a stable sort of
(operand, iota) along the last dimension by ``GT`` (``TOTALORDER`` for floats), then
the first k of each (``real_dynamic_slice`` to a computed shape when the operand's
shape is dynamic).
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ..ir.attributes import EnumAttr, IntegerAttr
from ..ir.types import TensorType, is_float
from .chlo_builder import Builder, LegalizeError, Value, i64_array, with_element


def _extents(b: Builder, operand: Value, last_size: int) -> tuple[Value, Value]:
    """(operand shape, result shape) as tensor<Rxi64>: dynamic sizes from
    get_dimension_size, the result's last dimension ``last_size``."""
    i64x1 = TensorType((1,), "i64")
    sizes = []
    for dim, size in enumerate(operand.type.shape):
        if size is None:
            value = b.convert(b.op1("stablehlo.get_dimension_size", [operand], TensorType((), "i32"),
                                    {"dimension": IntegerAttr(dim, "i64")}), "i64")
        else:
            value = b.constant(np.array(size, np.int64), TensorType((), "i64"))
        sizes.append(b.op1("stablehlo.reshape", [value], i64x1))
    rank_type = TensorType((len(sizes),), "i64")
    concat = {"dimension": IntegerAttr(0, "i64")}
    shape = b.op1("stablehlo.concatenate", sizes, rank_type, concat)
    last = b.op1("stablehlo.reshape", [b.constant(np.array(last_size, np.int64), TensorType((), "i64"))], i64x1)
    return shape, b.op1("stablehlo.concatenate", sizes[:-1] + [last], rank_type, concat)


def top_k(b: Builder, operands: Sequence[Value], attributes: dict, types: Sequence[TensorType]) -> list[Value]:
    (operand,) = operands
    shape = operand.type.shape
    if not shape:
        raise LegalizeError
    rank = len(shape)
    last = rank - 1
    k = attributes["k"].value if shape[last] is None else min(attributes["k"].value, shape[last])
    dynamic = not operand.type.is_static
    iota_type = with_element(operand.type, "i32")
    if dynamic:
        operand_shape, result_shape = _extents(b, operand, k)
        iota = b.op1("stablehlo.dynamic_iota", [operand_shape], iota_type,
                     {"iota_dimension": IntegerAttr(last, "i64")})
    else:
        iota = b.op1("stablehlo.iota", [], iota_type, {"iota_dimension": IntegerAttr(last, "i64")})
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
    if dynamic:
        vector = TensorType((rank,), "i64")
        starts = b.constant(np.zeros(rank, np.int64), vector)
        strides = b.constant(np.ones(rank, np.int64), vector)
        return [b.op1("stablehlo.real_dynamic_slice", [v, starts, result_shape, strides], t)
                for v, t in zip(sorted_, types)]
    limits = list(shape[:-1]) + [k]
    slice_attrs = {"start_indices": i64_array([0] * rank), "limit_indices": i64_array(limits),
                   "strides": i64_array([1] * rank)}
    return [b.op1("stablehlo.slice", [v], TensorType(tuple(limits), v.element), slice_attrs) for v in sorted_]


DECOMPOSITIONS = {"chlo.top_k": top_k}
