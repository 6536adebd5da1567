"""The pieces every rule of ``--stablehlo-legalize-quant-to-math`` shares (upstream's
StablehloLegalizeQuantToMath.cpp helpers): quantized types, storage types and ranges, and a
builder whose constants and CHLO broadcasting ops are made as upstream's builders make them."""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from ..ir.attributes import DenseArrayAttr
from ..ir.types import FunctionType, QuantizedType, TensorType, Type
from ..dialects.chlo_builder import Builder, Value, with_element


class Unsupported(Exception):
    """A rule does not apply (notifyMatchFailure): the next rule is tried. A message is an
    error the rule emits first (``op->emitError`` before ``failure()``)."""


def quant(type_: Any) -> QuantizedType | None:
    element = type_.element_type if isinstance(type_, TensorType) else type_
    return element if isinstance(element, QuantizedType) else None


def per_axis(q: QuantizedType) -> bool:
    return q.quantized_dimension is not None


def storage(type_: Type) -> Type:
    """getQuantStorageType: a quantized (element) type's storage type; other types unchanged."""
    if isinstance(type_, TensorType):
        q = quant(type_)
        return type_ if q is None else with_element(type_, q.storage_type)
    if isinstance(type_, QuantizedType):
        return type_.storage_type
    if isinstance(type_, FunctionType):
        return FunctionType(tuple(map(storage, type_.inputs)), tuple(map(storage, type_.results)))
    return type_


def storage_range(q: QuantizedType) -> tuple[int, int]:
    if q.storage_min is not None and q.storage_max is not None:
        return q.storage_min, q.storage_max
    width = int(q.storage_type.lstrip("ui"))
    if q.storage_type.startswith("u"):
        return 0, (1 << width) - 1
    return -(1 << (width - 1)), (1 << (width - 1)) - 1


def _f32(value: float) -> np.ndarray:
    return np.array(np.float64(value)).astype(np.float32)


class QuantBuilder(Builder):
    """Builder of the conversion's ops: constants as upstream's ConstantOp builders make them and
    CHLO broadcasting ops whose result type is the larger operand's unless given."""

    def f32(self, values: Sequence[float] | float) -> Value:
        if isinstance(values, (list, tuple)):
            array = np.array([np.float64(v) for v in values]).astype(np.float32)
            return self.constant(array, TensorType((len(values),), "f32"))
        return self.constant(_f32(values), TensorType((), "f32"))

    def i32(self, values: Sequence[int] | int, element: str = "i32") -> Value:
        dtype = np.int8 if element == "i8" else np.int32
        if isinstance(values, (list, tuple)):
            return self.constant(np.array([int(v) for v in values]).astype(dtype), TensorType((len(values),), element))
        return self.constant(np.array(int(values)).astype(dtype), TensorType((), element))

    def bcast(self, kind: str, x: Value, y: Value, dims: Sequence[int] | None = None,
              type_: Type | None = None) -> Value:
        if type_ is None:
            rank = len(x.type.shape or ()) >= len(y.type.shape or ())
            type_ = x.type if rank else y.type
        attributes = {} if dims is None else {"broadcast_dimensions": DenseArrayAttr("i64", tuple(dims))}
        return self.op1("chlo.broadcast_" + kind, [x, y], type_, attributes)


def quantization_params(b: QuantBuilder, q: QuantizedType, zp_float: bool) -> tuple[Value, Value, list[int] | None]:
    """getQuantizationParams: the scale(s), the zero point(s) (f32 or i32) and the broadcast dims."""
    if not per_axis(q):
        scale = b.f32(q.scales[0])
        return scale, b.f32(float(q.zero_points[0])) if zp_float else b.i32(q.zero_points[0]), None
    scales = b.f32(list(q.scales))
    zps = b.f32([float(z) for z in q.zero_points]) if zp_float else b.i32(list(q.zero_points))
    return scales, zps, [q.quantized_dimension or 0]


def storage_bounds(b: QuantBuilder, q: QuantizedType) -> tuple[Value, Value]:
    low, high = storage_range(q)
    return b.f32(float(np.float32(low))), b.f32(float(np.float32(high)))
