"""MLIR types used by StableHLO programs and their numpy storage (spec.md#types).

Element types are named by their MLIR spelling (``"f32"``, ``"ui8"``,
``"complex<f64>"``, ``"i1"``); uniform quantized element types are
:class:`QuantizedType`. The one table mapping element types to numpy /
ml_dtypes dtypes is :data:`ELEMENT_DTYPES` (dtypes.py).
"""
from __future__ import annotations

from typing import Union

import numpy as np

from .dtypes import ELEMENT_DTYPES, UNSUPPORTED_ELEMENT_TYPES, UnsupportedTypeError
from .records import FrozenValue, frozen_value

_set = object.__setattr__


@frozen_value
class QuantizedType(FrozenValue):
    """``!quant.uniform<storage<min:max>:expressed:axis, scales:zero_points>`` (spec.md#types)."""

    storage_type: str
    expressed_type: str
    scales: tuple[float, ...]
    zero_points: tuple[int, ...]
    quantized_dimension: int | None = None
    storage_min: int | None = None
    storage_max: int | None = None

    def __init__(self, storage_type: str, expressed_type: str, scales: tuple[float, ...],
                 zero_points: tuple[int, ...], quantized_dimension: int | None = None,
                 storage_min: int | None = None, storage_max: int | None = None) -> None:
        _set(self, "storage_type", storage_type)
        _set(self, "expressed_type", expressed_type)
        _set(self, "scales", scales)
        _set(self, "zero_points", zero_points)
        _set(self, "quantized_dimension", quantized_dimension)
        _set(self, "storage_min", storage_min)
        _set(self, "storage_max", storage_max)

    def __str__(self) -> str:
        storage = self.storage_type
        if self.storage_min is not None:
            storage += f"<{self.storage_min}:{self.storage_max}>"
        expressed = self.expressed_type
        if self.quantized_dimension is not None:
            expressed += f":{self.quantized_dimension}"
        params = [f"{_f64_text(s)}:{z}" if z else _f64_text(s)
                  for s, z in zip(self.scales, self.zero_points)]
        body = "{" + ",".join(params) + "}" if self.quantized_dimension is not None else params[0]
        return f"!quant.uniform<{storage}:{expressed}, {body}>"


def _f64_text(value: float) -> str:
    """A scale as MLIR prints an f64 attribute value (element_text.format_float_attr)."""
    from .float_text import float_text  # floats only: not on an integer program's path

    return float_text(int(np.float64(value).view(np.uint64)), "f64")


ElementType = Union[str, QuantizedType]


@frozen_value
class TensorType(FrozenValue):
    """``tensor<2x?x3xf32, #encoding>``; ``shape`` is None for unranked ``tensor<*xf32>``.

    Dynamic dimensions are None. ``bounds`` holds ``#stablehlo.bounds<...>``
    (None for an unbounded dimension); ``encoding`` keeps any other encoding as text.
    """

    shape: tuple[int | None, ...] | None
    element_type: ElementType
    bounds: tuple[int | None, ...] | None = None
    encoding: str | None = None

    def __init__(self, shape: tuple[int | None, ...] | None, element_type: ElementType,
                 bounds: tuple[int | None, ...] | None = None, encoding: str | None = None) -> None:
        _set(self, "shape", shape)
        _set(self, "element_type", element_type)
        _set(self, "bounds", bounds)
        _set(self, "encoding", encoding)

    @property
    def rank(self) -> int | None:
        return None if self.shape is None else len(self.shape)

    @property
    def is_static(self) -> bool:
        return self.shape is not None and all(d is not None for d in self.shape)

    @property
    def dtype(self) -> np.dtype:
        return dtype_of(self.element_type)

    def __str__(self) -> str:
        if self.shape is None:
            dims = "*x"
        else:
            dims = "".join(("?" if d is None else str(d)) + "x" for d in self.shape)
        suffix = ""
        if self.bounds is not None:
            suffix = ", #stablehlo.bounds<" + ", ".join("?" if b is None else str(b) for b in self.bounds) + ">"
        elif self.encoding is not None:
            suffix = ", " + self.encoding
        return f"tensor<{dims}{self.element_type}{suffix}>"


@frozen_value
class TokenType(FrozenValue):
    """``!stablehlo.token``."""

    def __str__(self) -> str:
        return "!stablehlo.token"


@frozen_value
class TupleType(FrozenValue):
    """``tuple<...>``."""

    types: tuple["Type", ...]

    def __init__(self, types: tuple["Type", ...]) -> None:
        _set(self, "types", types)

    def __str__(self) -> str:
        return "tuple<" + ", ".join(map(str, self.types)) + ">"


@frozen_value
class FunctionType(FrozenValue):
    """``(inputs) -> results``."""

    inputs: tuple["Type", ...]
    results: tuple["Type", ...]

    def __init__(self, inputs: tuple["Type", ...], results: tuple["Type", ...]) -> None:
        _set(self, "inputs", inputs)
        _set(self, "results", results)

    def __str__(self) -> str:
        results = ", ".join(map(str, self.results))
        if len(self.results) != 1 or isinstance(self.results[0], FunctionType):
            results = f"({results})"
        return "(" + ", ".join(map(str, self.inputs)) + ") -> " + results


@frozen_value
class OpaqueType(FrozenValue):
    """Any other type (``!dialect.name<...>``, ``memref``, ``none``), kept as its text."""

    text: str

    def __init__(self, text: str) -> None:
        _set(self, "text", text)

    def __str__(self) -> str:
        return self.text


Type = Union[TensorType, TokenType, TupleType, FunctionType, OpaqueType, str, QuantizedType]
"""A bare ``str`` or QuantizedType is a scalar (element) type, as in ``1 : i64``."""


def storage_type(element_type: ElementType) -> str:
    """The element type whose values are stored: a quantized type's storage type (MLIR's
    unsigned spelling ``u8`` read as ``ui8``)."""
    if not isinstance(element_type, QuantizedType):
        return element_type
    name = element_type.storage_type
    return "ui" + name[1:] if name.startswith("u") and not name.startswith("ui") else name


def dtype_of(element_type: ElementType) -> np.dtype:
    """The numpy dtype storing ``element_type`` (quantized types store their storage type)."""
    name = storage_type(element_type)
    try:
        return ELEMENT_DTYPES[name]
    except KeyError:
        if name in UNSUPPORTED_ELEMENT_TYPES:
            raise UnsupportedTypeError(f"element type {name} is not supported") from None
        raise UnsupportedTypeError(f"unknown element type {name}") from None


def element_type_name(dtype: np.dtype) -> str:
    """The canonical MLIR name of a numpy dtype's element type (``int32`` -> ``i32``)."""
    for name, candidate in ELEMENT_DTYPES.items():
        if candidate == dtype:
            return name
    raise UnsupportedTypeError(f"no StableHLO element type for numpy dtype {dtype}")


def is_bool(t: ElementType) -> bool:
    return storage_type(t) == "i1"


def is_complex(t: ElementType) -> bool:
    return isinstance(t, str) and t.startswith("complex<")


def is_float(t: ElementType) -> bool:
    return isinstance(t, str) and (t.startswith("f") or t == "bf16")


def is_integer(t: ElementType) -> bool:
    """Integer (signed or unsigned) element types, excluding i1."""
    name = storage_type(t)
    return name != "i1" and (name.startswith(("i", "si", "ui")) or name == "index")


def is_unsigned(t: ElementType) -> bool:
    return storage_type(t).startswith("ui")


def bit_width(t: ElementType) -> int:
    """Bits of one element (spec.md#bitcast_convert uses this)."""
    name = storage_type(t)
    if name == "i1":
        return 1
    if name == "index":
        return 64
    if is_complex(name):
        return 2 * bit_width(name[len("complex<"):-1])
    if is_float(name):
        return {"bf16": 16, "f16": 16, "f32": 32, "f64": 64}.get(name) or int(name[1])
    return int(name.lstrip("sui"))


def complex_part_type(t: str) -> str:
    """``complex<f32>`` -> ``f32``."""
    return t[len("complex<"):-1]
