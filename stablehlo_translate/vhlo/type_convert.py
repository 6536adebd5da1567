"""Builtin/StableHLO types <-> VHLO types (upstream's VhloTypeConverter conversions).

``to_vhlo`` returns None for a type VHLO cannot hold (the caller reports the op), or the
type unchanged when it belongs to another dialect and other dialects are allowed.
"""
from __future__ import annotations

import struct
from functools import lru_cache
from typing import Any

from ..ir.dialect_attrs import DialectAttr, DialectType
from ..ir.types import FunctionType, OpaqueType, QuantizedType, TensorType, TokenType, TupleType

_SIMPLE = {"i1": "bool_v1", "index": "index_v1", "tf32": "tf31_v1", "none": "none_v1"}
_SIMPLE_BACK = {v: k for k, v in _SIMPLE.items()}
_FLOATS = ("bf16", "f16", "f32", "f64", "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E4M3",
           "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E5M2FNUZ", "f8E8M0FNU")
_INT_WIDTHS = (2, 4, 8, 16, 32, 64)
for _name in _FLOATS + tuple(f"i{w}" for w in _INT_WIDTHS) + tuple(f"ui{w}" for w in _INT_WIDTHS):
    _SIMPLE[_name] = _name + "_v1"
    _SIMPLE_BACK[_name + "_v1"] = _name


def vt(name: str, *params: Any) -> DialectType:
    return DialectType("vhlo", name, params)


def f64_bits(value: float) -> int:
    """An APFloat parameter of double semantics: the f64 bit pattern."""
    return struct.unpack("<Q", struct.pack("<d", float(value)))[0]


def f64_value(bits: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", bits & (2**64 - 1)))[0]


def _storage_range(storage: str) -> tuple[bool, int, int, int]:
    signed = not storage.startswith("u")
    width = int(storage.lstrip("siu"))
    low, high = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
    return signed, width, low, high


@lru_cache(maxsize=4096)
def to_vhlo(t: Any, allow_other_dialects: bool = False) -> Any:
    """A type as VHLO (types are immutable: conversions are memoized)."""
    if isinstance(t, str):
        if t in _SIMPLE:
            return vt(_SIMPLE[t])
        if t.startswith("complex<"):
            inner = to_vhlo(t[len("complex<"):-1])
            return None if inner is None else vt("complex_v1", inner)
        return None
    if isinstance(t, TensorType):
        element = to_vhlo(t.element_type, allow_other_dialects)
        if element is None:
            return None
        if t.shape is None:
            return vt("unranked_tensor_v1", element)
        if t.encoding is not None:
            return None
        encoding = DialectAttr("vhlo", "type_extensions_v1", (t.bounds,)) if t.bounds is not None else None
        return vt("tensor_v1", tuple(t.shape), element, encoding)
    if isinstance(t, TokenType):
        return vt("token_v1")
    if isinstance(t, (TupleType, FunctionType)):
        parts = [tuple(to_vhlo(x, allow_other_dialects) for x in group)
                 for group in ((t.types,) if isinstance(t, TupleType) else (t.inputs, t.results))]
        if any(x is None for group in parts for x in group):
            return None
        return vt("tuple_v1", *parts) if isinstance(t, TupleType) else vt("func_v1", *parts)
    if isinstance(t, QuantizedType):
        return _quantized(t)
    if isinstance(t, OpaqueType):
        if t.text == "none":
            return vt("none_v1")
        if t.text.startswith("!stablehlo.future<"):
            return _future(t.text, allow_other_dialects)
        if t.text.startswith("memref<") and "," not in t.text:
            *dims, element = t.text[len("memref<"):-1].split("x")
            converted = to_vhlo(element)
            if converted is not None and all(d == "?" or d.isdigit() for d in dims):
                return vt("buffer_v1", tuple(None if d == "?" else int(d) for d in dims), converted)
        if allow_other_dialects and not t.text.startswith(("!stablehlo.", "!vhlo.")):
            return t
    if isinstance(t, DialectType) and t.dialect == "vhlo":
        return t
    return None


def _future(text: str, allow_other_dialects: bool) -> DialectType | None:
    """``!stablehlo.future<T, ...>`` (kept as text by the parser) -> ``future_v1``."""
    from ..diagnostics import Diagnostic
    from ..text.parser import parse_type

    try:
        inner = parse_type("tuple<" + text[len("!stablehlo.future<"):-1] + ">")
    except Diagnostic:
        return None
    types = tuple(to_vhlo(x, allow_other_dialects) for x in inner.types)
    return None if any(x is None for x in types) else vt("future_v1", types)


def _quantized(t: QuantizedType) -> DialectType | None:
    signed, width, low, high = _storage_range(t.storage_type)
    storage, expressed = to_vhlo(f"i{width}"), to_vhlo(t.expressed_type)
    if storage is None or expressed is None:
        return None
    low = low if t.storage_min is None else t.storage_min
    high = high if t.storage_max is None else t.storage_max
    if t.quantized_dimension is None:
        return vt("quant_v1", int(signed), storage, expressed, f64_bits(t.scales[0]), t.zero_points[0], low, high)
    return vt("quant_per_axis_v1", int(signed), storage, expressed, t.quantized_dimension,
              tuple(f64_bits(s) for s in t.scales), tuple(t.zero_points), low, high)


@lru_cache(maxsize=4096)
def to_builtin(t: Any) -> Any:
    """A VHLO type back as this tool's type objects; other types unchanged (memoized)."""
    if not (isinstance(t, DialectType) and t.dialect == "vhlo"):
        return t
    name, p = t.name, t.params
    if name in _SIMPLE_BACK:
        return _SIMPLE_BACK[name] if name != "none_v1" else OpaqueType("none")
    if name == "complex_v1":
        return f"complex<{to_builtin(p[0])}>"
    if name == "tensor_v1":
        encoding = p[2] if len(p) > 2 else None
        bounds = tuple(encoding.params[0]) if isinstance(encoding, DialectAttr) else None
        return TensorType(tuple(p[0]), to_builtin(p[1]), bounds)
    if name == "buffer_v1":
        return OpaqueType("memref<" + "".join(("?" if d is None else str(d)) + "x" for d in p[0])
                          + str(to_builtin(p[1])) + ">")
    if name == "unranked_tensor_v1":
        return TensorType(None, to_builtin(p[0]))
    if name == "token_v1":
        return TokenType()
    if name == "tuple_v1":
        return TupleType(tuple(to_builtin(x) for x in p[0]))
    if name == "func_v1":
        return FunctionType(tuple(to_builtin(x) for x in p[0]), tuple(to_builtin(x) for x in p[1]))
    if name == "future_v1":
        return OpaqueType("!stablehlo.future<" + ", ".join(str(to_builtin(x)) for x in p[0]) + ">")
    if name in ("quant_v1", "quant_per_axis_v1"):
        return _quantized_back(t)
    raise ValueError(f"no StableHLO type for {t}")


def _quantized_back(t: DialectType) -> QuantizedType:
    p = t.params
    flags, storage, expressed = p[0], to_builtin(p[1]), to_builtin(p[2])
    storage = ("i" if flags & 1 else "u") + storage.lstrip("siu")
    _, _, low, high = _storage_range(storage)
    storage_min, storage_max = p[-2], p[-1]
    if (storage_min, storage_max) == (low, high):
        storage_min = storage_max = None
    if t.name == "quant_v1":
        return QuantizedType(storage, expressed, (f64_value(p[3]),), (p[4],), None, storage_min, storage_max)
    return QuantizedType(storage, expressed, tuple(f64_value(s) for s in p[4]), tuple(p[5]), p[3],
                         storage_min, storage_max)
