"""When two types are the same type for MLIR: a quantized type's storage range that spans its
whole storage type is the same as none."""
from __future__ import annotations

from dataclasses import replace

from .types import QuantizedType, TensorType, TupleType, Type


def storage_range(q: QuantizedType) -> tuple[int, int]:
    """The storage values a quantized type may use: its ``<min:max>``, else the storage type's range."""
    if q.storage_min is not None:
        return q.storage_min, q.storage_max
    bits = int(q.storage_type.lstrip("sui"))
    return (0, 2 ** bits - 1) if q.storage_type.startswith("u") else (-2 ** (bits - 1), 2 ** (bits - 1) - 1)


def canonical(t: Type) -> Type:
    """``t`` with quantized storage ranges that span the whole storage type dropped (MLIR's equality)."""
    if isinstance(t, TensorType) and isinstance(t.element_type, QuantizedType):
        q = t.element_type
        if q.storage_min is not None:
            if (q.storage_min, q.storage_max) == storage_range(replace(q, storage_min=None)):
                return TensorType(t.shape, replace(q, storage_min=None, storage_max=None), t.bounds, t.encoding)
    if isinstance(t, TupleType):
        return TupleType(tuple(map(canonical, t.types)))
    return t


def same_type(a: Type, b: Type) -> bool:
    return a == b or canonical(a) == canonical(b)
