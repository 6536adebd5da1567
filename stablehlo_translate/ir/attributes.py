"""Attribute values as the parser produces them (MLIR builtin and ``#stablehlo`` attributes).

Plain Python values stand for the simplest attributes: ``bool`` (``true``),
``str`` (``"text"``), ``tuple`` (``[a, b]``), ``dict`` (``{k = v}``). The rest
are the frozen classes below. Op definitions decode these into the Python
values their evaluators take (see optable.py).
"""
from __future__ import annotations

import re
from dataclasses import field
from typing import Any, Callable

import numpy as np

from ..limits import LimitExceeded, check_tensor_bytes
from .records import FrozenValue, frozen_value
from .types import ELEMENT_DTYPES, TensorType, Type, dtype_of, is_float


_set = object.__setattr__


TEXT: list[Callable[[Any], str]] = []
"""The function giving an attribute's MLIR text: attribute_text.attribute_text, which the module
attribute_text puts here when imported (importing package ``ir`` imports it), as it needs the
classes below."""


def mlir_text(attr: "Attribute") -> str:
    """``str()`` of an attribute class: its MLIR text (attribute_text.attribute_text)."""
    return TEXT[0](attr)


@frozen_value
class IntegerAttr(FrozenValue):
    """``3 : i64`` (type defaults to ``i64`` when the text gives none)."""

    value: int
    type: Type = "i64"
    hex: bool = field(default=False, compare=False, repr=False)
    """Written as ``0x...``: with a float type it is the value's bit pattern."""

    def __init__(self, value: int, type: Type = "i64", hex: bool = False) -> None:
        _set(self, "value", value)
        _set(self, "type", type)
        _set(self, "hex", hex)

    __str__ = mlir_text


@frozen_value
class FloatAttr(FrozenValue):
    """``1.5 : f32`` (type defaults to ``f64``)."""

    value: float
    type: Type = "f64"

    def __init__(self, value: float, type: Type = "f64") -> None:
        _set(self, "value", value)
        _set(self, "type", type)

    __str__ = mlir_text


@frozen_value
class ComplexNumberAttr(FrozenValue):
    """``#complex.number<:f32 1.0, 2.0> : complex<f32>`` (the complex dialect's NumberAttr, a
    TypedAttr: MLIR prints its type after it)."""

    real: float
    imag: float
    element_type: str

    def __init__(self, real: float, imag: float, element_type: str) -> None:
        _set(self, "real", real)
        _set(self, "imag", imag)
        _set(self, "element_type", element_type)

    @property
    def type(self) -> str:
        return f"complex<{self.element_type}>"

    @property
    def value(self) -> complex:
        return complex(self.real, self.imag)

    __str__ = mlir_text


_COMPLEX_NUMBER = re.compile(r"#complex\.number<\s*:\s*(f16|bf16|f32|f64)\s+([^,\s]+)\s*,\s*([^>\s]+)\s*>")


def complex_number(text: str) -> ComplexNumberAttr | None:
    """``#complex.number<:f32 1.0, 2.0>`` as an attribute, or None when ``text`` is not one (a float
    element type and two decimal float literals)."""
    found = _COMPLEX_NUMBER.fullmatch(text)
    if found is None:
        return None
    element, parts = found.group(1), []
    for part in found.group(2, 3):
        try:
            parts.append(rounded_to(float(part), element))
        except ValueError:
            return None
    return ComplexNumberAttr(parts[0], parts[1], element)


@frozen_value
class DenseElementsAttr(FrozenValue):
    """``dense<...> : tensor<...>``: ``array`` has the tensor's shape and storage dtype."""

    type: TensorType
    array: np.ndarray = field(repr=False)

    def __init__(self, type: TensorType, array: np.ndarray) -> None:
        _set(self, "type", type)
        _set(self, "array", array)

    def _bytes(self) -> bytes:
        """The elements' bytes; a splat view's one element (such views stand for types too large
        to allocate, so no allocated array equals one)."""
        return flat_elements(self.array).tobytes()

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, DenseElementsAttr) and self.type == other.type
                and is_broadcast_splat(self.array) == is_broadcast_splat(other.array)
                and self._bytes() == other._bytes())

    def __hash__(self) -> int:
        return hash((self.type, self._bytes()))

    __str__ = mlir_text


@frozen_value
class DenseArrayAttr(FrozenValue):
    """``array<i64: 1, 2>``."""

    element_type: str
    values: tuple

    def __init__(self, element_type: str, values: tuple) -> None:
        _set(self, "element_type", element_type)
        _set(self, "values", values)

    __str__ = mlir_text


@frozen_value
class SymbolRefAttr(FrozenValue):
    """``@f`` or ``@outer::@inner``."""

    path: tuple[str, ...]

    def __init__(self, path: tuple[str, ...]) -> None:
        _set(self, "path", path)

    @property
    def name(self) -> str:
        return self.path[-1]

    def __str__(self) -> str:
        return "::".join("@" + p for p in self.path)


@frozen_value
class TypeAttr(FrozenValue):
    """A type used as an attribute (``function_type = (i32) -> i32``)."""

    type: Type

    def __init__(self, type: Type) -> None:
        _set(self, "type", type)

    __str__ = mlir_text


@frozen_value
class UnitAttr(FrozenValue):
    """A key with no value in an attribute dictionary."""

    __str__ = mlir_text


UNIT = UnitAttr()


@frozen_value
class EnumAttr(FrozenValue):
    """``#stablehlo<comparison_direction EQ>`` or ``#stablehlo.comparison_direction<EQ>``
    -> ``EnumAttr("comparison_direction", "EQ")``."""

    kind: str
    value: str
    dialect: str = "stablehlo"

    def __init__(self, kind: str, value: str, dialect: str = "stablehlo") -> None:
        _set(self, "kind", kind)
        _set(self, "value", value)
        _set(self, "dialect", dialect)

    __str__ = mlir_text


@frozen_value
class StructAttr(FrozenValue):
    """``#stablehlo.dot<lhs_batching_dimensions = [0], ...>`` -> kind ``"dot"``, fields by name.

    Field values are attribute values; integer lists are tuples of ints.
    ``#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`` is decoded into
    the ConvDimensionNumbers field names of spec.md#convolution.
    """

    kind: str
    fields: tuple[tuple[str, Any], ...]
    dialect: str = "stablehlo"

    def __init__(self, kind: str, fields: tuple[tuple[str, Any], ...], dialect: str = "stablehlo") -> None:
        _set(self, "kind", kind)
        _set(self, "fields", fields)
        _set(self, "dialect", dialect)

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.fields:
            if key == name:
                return value
        return default

    __str__ = mlir_text


@frozen_value
class OpaqueAttr(FrozenValue):
    """Any attribute this tool does not interpret (``#sparse_tensor.encoding<...>``,
    ``#mhlo.sharding``, affine maps ...), kept as its source text."""

    text: str

    def __init__(self, text: str) -> None:
        _set(self, "text", text)

    __str__ = mlir_text


class TypedString(str):
    """A string attribute with a type (``"foo" : tensor<3xf32>``): a ``str`` everywhere,
    carrying ``type``; VHLO has no form for it."""

    def __new__(cls, value: str, type_: Any):
        self = super().__new__(cls, value)
        self.type = type_
        return self

    def __getnewargs__(self) -> tuple:  # copy and pickle rebuild it with its type
        return (str(self), self.type)


Attribute = Any


# --- Decoders: attribute value -> the Python value an evaluator takes -------------
# Op definitions name one decoder per attribute (optable.py); each runs once per op.

def as_int(attr: Attribute) -> int:
    return attr.value if isinstance(attr, IntegerAttr) else int(attr)


def as_float(attr: Attribute) -> float:
    return float(attr.value) if isinstance(attr, (FloatAttr, IntegerAttr)) else float(attr)


def as_bool(attr: Attribute) -> bool:
    if attr is UNIT:
        return True
    if isinstance(attr, IntegerAttr):
        return bool(attr.value)
    return bool(attr)


def as_ints(attr: Attribute) -> tuple[int, ...]:
    """``array<i64: 1, 2>``, ``[1, 2]`` or ``dense<[1, 2]>`` -> ``(1, 2)``."""
    if isinstance(attr, DenseArrayAttr):
        return tuple(int(v) for v in attr.values)
    if isinstance(attr, DenseElementsAttr):
        return tuple(int(v) for v in attr.array.reshape(-1).tolist())
    return tuple(as_int(v) for v in attr)


def as_enum(attr: Attribute) -> str:
    """``#stablehlo<comparison_direction EQ>`` -> ``"EQ"``."""
    return attr.value if isinstance(attr, EnumAttr) else str(attr)


def as_str(attr: Attribute) -> str:
    return str(attr)


def as_array(attr: Attribute) -> np.ndarray:
    if not isinstance(attr, DenseElementsAttr):
        raise ValueError(f"expected a dense elements literal, got {attr}")
    return attr.array


def as_symbol(attr: Attribute) -> str:
    return attr.name if isinstance(attr, SymbolRefAttr) else str(attr)


def as_type(attr: Attribute) -> Type:
    return attr.type if isinstance(attr, TypeAttr) else attr


def raw(attr: Attribute) -> Attribute:
    return attr


# --- Literal decoding: the text of dense<...>, array<...> and strings -> values ------

class LiteralError(ValueError):
    """A literal that does not fit its type (the parser adds the location): ``offset`` into the
    literal's text where MLIR locates it, else the literal's start."""

    def __init__(self, message: str, offset: int | None = None):
        super().__init__(message)
        self.offset = offset


def signless_width(type_: Any) -> int:
    """The width of a signless integer type ``iN``, else 0."""
    if isinstance(type_, str) and type_[:1] == "i" and type_[1:].isdigit():
        return int(type_[1:])
    return 0


def plainly_typed(value: Any, negative: bool, type_: Any) -> bool:
    """Whether the number ``value : type_`` is plainly valid (a float of a float type, a decimal
    integer in range of a signless integer type): the rest goes by MLIR's rules (literal_rules)."""
    if isinstance(value, FloatAttr):
        return isinstance(type_, str) and type_ in ELEMENT_DTYPES and type_[:1] in "fb"
    width = signless_width(type_)
    return (not value.hex and width > 0 and -(1 << (width - 1)) <= value.value < 1 << width
            and (value.value != 0 or not negative))


_LITERAL_TOKEN = r"\(\s*([^,()\s]+)\s*,\s*([^,()\s]+)\s*\)|[^\s,\[\]()]+|\[|\]"
_STRING_ESCAPE = r"(?s)\\([0-9A-Fa-f]{2}|.)"
"""(Regular expressions compiled when first used, through re's cache: start-up.)"""
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def decode_string(token: str) -> str:
    """``"a\\22b\\n"`` (quotes included) -> the string; ``\\XX`` is a hex byte."""
    body = token[1:-1]
    if "\\" not in body:
        return body

    def escape(match: re.Match) -> str:
        code = match.group(1)
        return _ESCAPES.get(code, chr(int(code, 16)) if len(code) == 2 else code)

    return re.sub(_STRING_ESCAPE, escape, body)


def _is_integer(element: str) -> bool:
    return element != "i1" and (element.startswith(("i", "si", "ui")) or element == "index")


def rounded_to(value: float, element_type: Any) -> float:
    """``value`` rounded to the float type ``element_type`` (to nearest even; beyond its range
    an infinity), as MLIR stores ``0.001 : f32``; other types keep it as it is."""
    if element_type == "f64" or not is_float(element_type) or element_type not in ELEMENT_DTYPES:
        return value
    with np.errstate(over="ignore", invalid="ignore"):
        return float(np.array(value, dtype=np.float64).astype(ELEMENT_DTYPES[element_type]))


def float_from_bits(bits: int, element_type: str) -> np.ndarray:
    """One hex float literal (``0x7FC00000 : f32``) as a 0-d array of the element type."""
    return _bits_to_float([bits], dtype_of(element_type)).reshape(())


def _bits_to_float(bits: list[int], dtype: np.dtype) -> np.ndarray:
    """Integer bit patterns (``0x7FC00000``) reinterpreted as floats of ``dtype``."""
    unsigned = np.dtype(f"u{dtype.itemsize}")
    return np.array(bits, dtype=np.uint64).astype(unsigned).view(dtype)


def _scalar_values(tokens: list[str], element: str, dtype: np.dtype) -> np.ndarray:
    """Element tokens (no complex pairs) -> a flat array of ``dtype``."""
    if element == "i1":
        if not _I1_WORDS.issuperset(tokens):
            raise LiteralError("expected i1 elements")
        return np.array([t == "true" or t[-1:] == "1" for t in tokens], dtype=np.bool_)
    if _is_integer(element):
        try:
            ints = [int(t, 16) if t[:2] == "0x" else int(t) for t in tokens]
        except ValueError:
            raise LiteralError(f"expected integer elements for {element}") from None
        if not ints:
            return np.zeros(0, dtype=dtype)
        width = 64 if element == "index" else int(element.lstrip("sui"))
        low, high = min(ints), max(ints)
        signless = element.startswith("i") and element != "index"
        top = 1 << width if signless or element.startswith("ui") else 1 << (width - 1)
        bottom = 0 if element.startswith("ui") else -(1 << (width - 1))
        if low < bottom or high >= top or ("-0" in " ".join(tokens) and _has_negative_zero(tokens)):
            raise LiteralError(f"integer constant out of range for {element}")
        if signless and high >= 1 << (width - 1):  # MLIR keeps the bits: 255 : i8 is -1
            ints = [v - (1 << width) if v >= 1 << (width - 1) else v for v in ints]
        return np.array(ints, dtype=np.uint64 if element.startswith("ui") else np.int64).astype(dtype)
    # Floats: decimal literals go through float64 (out of range: +-inf); hex literals are bit patterns.
    joined = " ".join(tokens)
    if joined.count(".") + joined.count("x") != len(tokens):  # each a float or hex literal
        raise LiteralError(f"expected floating point elements for {element}")
    with np.errstate(over="ignore", invalid="ignore"):
        if _has_hex(tokens):
            out = np.empty(len(tokens), dtype=dtype)
            for i, token in enumerate(tokens):
                if token[:2] in ("0x", "0X"):
                    bits = int(token, 16)
                    if bits >> (8 * dtype.itemsize):
                        raise LiteralError(f"hexadecimal float constant out of range for {element}")
                    out[i] = _bits_to_float([bits], dtype)[0]
                else:
                    out[i] = np.array(float(token)).astype(dtype)
            return out
        try:
            return np.array(tokens, dtype=np.float64).astype(dtype)
        except ValueError:
            raise LiteralError(f"expected floating point elements for {element}") from None


_I1_WORDS = frozenset({"true", "false", "0", "1", "-1"})


def _has_negative_zero(tokens: list[str]) -> bool:
    """Whether some token is a negative zero (MLIR's buildAttributeAPInt rejects it)."""
    return any(t[:2] == "-0" and not t.strip("-0") for t in tokens)


def _has_hex(tokens: list[str]) -> bool:
    """Whether some token is a hex literal (``0x..``, ``0X..``, ``-0x..``): none when no token
    has an ``x`` (one scan of their concatenation, not a Python step per token)."""
    joined = "".join(tokens)
    if "x" not in joined and "X" not in joined:
        return False
    return any(t[:2] in ("0x", "0X") or t[:3] in ("-0x",) for t in tokens)


def _flat_values(body: str, element: str, dtype: np.dtype) -> np.ndarray:
    if "(" in body:  # complex pairs
        if dtype.kind != "c":
            raise LiteralError(f"complex elements are not valid for the element type {element}")
        reals, imags = [], []
        for match in re.finditer(_LITERAL_TOKEN, body):
            if match.group(1) is not None:
                reals.append(match.group(1))
                imags.append(match.group(2))
            elif match.group(0) not in "[]":
                raise LiteralError("expected complex elements as (real, imaginary) pairs")
        part = np.dtype(np.float32 if dtype == np.complex64 else np.float64)
        re_part = _scalar_values(reals, "f", part)
        im_part = _scalar_values(imags, "f", part)
        out = np.empty(len(reals), dtype=dtype)
        out.real, out.imag = re_part, im_part
        return out
    words = body.replace("[", " ").replace("]", " ").replace(",", " ").split()
    if np.dtype(dtype).kind == "c":
        raise LiteralError("expected complex elements as (real, imaginary) pairs")
    return _scalar_values(words, element, dtype)


def _commas(shape: tuple[int, ...], pairs: bool) -> int:
    """The commas of a nested list literal of ``shape`` (``pairs``: complex ``(re, im)`` elements)."""
    commas, lists = 0, 1
    for dim in shape:
        commas += lists * (dim - 1)
        lists *= dim
    return commas + (lists if pairs else 0)


def _nesting_ok(body: str, shape: tuple[int, ...]) -> bool:
    """The number of ``[`` in a nested list literal matches the tensor shape."""
    expected, count = 0, 1
    for dim in shape:
        expected += count
        count *= dim
        if count == 0:
            break
    return body.count("[") == expected or (expected and not any(shape) and body.count("[") == 1)


def decode_dense(text: str, tensor: TensorType) -> DenseElementsAttr:
    """``dense<...>`` (the whole token) of type ``tensor`` -> DenseElementsAttr."""
    from .types import dtype_of, storage_type

    if tensor.shape is None or None in tensor.shape:
        raise LiteralError(f"dense literal needs a static shape, got {tensor}")
    element = storage_type(tensor.element_type)
    dtype = dtype_of(tensor.element_type)
    shape = tensor.shape
    body = text[len("dense<"):-1].strip()
    try:
        check_tensor_bytes(shape, dtype.itemsize)
    except LimitExceeded as error:  # MLIR's complaint about the literal first (it needs no tensor)
        located = _located(text, tensor, element)
        if located is None and body and body[0] not in '"[':
            return _huge_splat(body, element, dtype, tensor)
        raise located or LiteralError(str(error)) from None
    size = int(np.prod(shape, dtype=np.int64))
    if body.startswith('"'):
        return DenseElementsAttr(tensor, _decode_hex(body[3:-1], element, dtype, shape, size))
    try:
        if not body or body == "[]":
            if size != 0 or (body and shape != (0,)):
                raise LiteralError(f"empty dense literal for non-empty {tensor}")
            return DenseElementsAttr(tensor, np.zeros(shape, dtype=dtype))
        values = _flat_values(body, element, dtype)
        if not body.startswith("["):
            if values.size != 1:
                raise LiteralError("expected one splat value")
            return DenseElementsAttr(tensor, np.full(shape, values[0], dtype=dtype))
        if values.size != size or not _nesting_ok(body, shape) or body.count(",") != _commas(shape, dtype.kind == "c"):
            raise LiteralError(f"dense literal with {values.size} elements does not match the shape of {tensor}")
    except (LiteralError, ValueError, OverflowError) as error:
        located = _located(text, tensor, element)
        if located is not None:
            raise located from None
        values = _valid_values(text, element, dtype, size)  # spelled unlike the fast path's forms
        if values is None:
            raise error from None
        if values.size == 1 and size != 1:
            return DenseElementsAttr(tensor, np.full(shape, values[0], dtype=dtype))
    return DenseElementsAttr(tensor, values.reshape(shape))


def _huge_splat(body: str, element: str, dtype: np.dtype, tensor: TensorType) -> DenseElementsAttr:
    """A splat of a type too large for ``--max-tensor-bytes``: one element seen at every index (a
    read-only view that allocates nothing; the limit bounds what is allocated, not what a type says)."""
    values = _flat_values(body, element, dtype)
    if values.size != 1:
        raise LiteralError("expected one splat value")
    return DenseElementsAttr(tensor, splat_view(values, tensor.shape))


def splat_view(element: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """``element`` (one value) seen at every index of ``shape``: read-only, allocates nothing."""
    return np.broadcast_to(np.asarray(element).reshape(()), shape)


def is_broadcast_splat(array: np.ndarray) -> bool:
    """Whether ``array`` is a splat view (every stride 0) of more than one element."""
    return array.size > 1 and not any(array.strides)


def flat_elements(array: np.ndarray) -> np.ndarray:
    """``array`` flattened, a splat view as its one element (flattening it would allocate it)."""
    if is_broadcast_splat(array):
        return np.ascontiguousarray(array[(0,) * array.ndim]).reshape(1)
    return np.ascontiguousarray(array).reshape(-1)


def _valid_values(text: str, element: str, dtype: np.dtype, size: int) -> np.ndarray | None:
    """The flat values of a literal MLIR's rules accept (found no error in), or None."""
    from .literal_rules import element_words

    words = element_words(text, len("dense<"))
    if words is None:
        return None
    try:
        if dtype.kind == "c":
            part = np.dtype(np.float32 if dtype == np.complex64 else np.float64)
            values = np.empty(len(words) // 2, dtype=dtype)
            values.real = _scalar_values(words[0::2], "f", part)
            values.imag = _scalar_values(words[1::2], "f", part)
        else:
            values = _scalar_values(words, element, dtype)
    except (LiteralError, ValueError, OverflowError):
        return None
    return values if values.size in (1, size) else None


def _located(text: str, tensor: TensorType, element: str) -> LiteralError | None:
    """MLIR's first complaint about the literal, where MLIR locates it (literal_rules)."""
    from .literal_rules import first_error

    part = element[len("complex<"):-1] if element.startswith("complex<") else element
    width = None
    if is_float(part):
        width = {"bf16": 16, "tf32": 19}.get(part) or int(re.match(r"f(\d+)", part).group(1))
    found = first_error(text, len("dense<"), tuple(tensor.shape), element, str(tensor), width)
    if found is None:
        return None
    offset, message = found
    return LiteralError(message, offset)


def _decode_hex(digits: str, element: str, dtype: np.dtype, shape: tuple[int, ...], size: int) -> np.ndarray:
    """Raw little-endian bytes of all elements, or of one element (a splat)."""
    try:
        data = bytes.fromhex(digits)
    except ValueError:
        raise LiteralError("invalid hex digits in dense literal") from None
    width = dtype.itemsize
    if len(data) == width * size:
        count = size
    elif len(data) == width:
        count = 1
    else:
        raise LiteralError(f"hex dense literal has {len(data)} bytes; expected {width * size} or {width}")
    if element == "i1":
        flat = np.frombuffer(data, dtype=np.uint8) != 0
    elif dtype.kind == "V" and _is_integer(element):  # sub-byte integers, one byte each
        bits = int(element.lstrip("sui"))
        ints = np.frombuffer(data, dtype=np.uint8).astype(np.int64) & ((1 << bits) - 1)
        if not element.startswith("ui"):
            ints = np.where(ints >= 1 << (bits - 1), ints - (1 << bits), ints)
        flat = ints.astype(dtype)
    else:
        flat = np.frombuffer(data, dtype=dtype)
    if count == 1:
        return np.full(shape, flat[0], dtype=dtype)
    return flat.reshape(shape).copy()


def decode_dense_array(text: str) -> DenseArrayAttr:
    """``array<i64: 1, 2>`` (the whole token) -> DenseArrayAttr. Common literals convert
    directly; anything else goes by MLIR's rules for the type and elements
    (literal_rules.array_error), whose complaint is a LiteralError at MLIR's offset."""
    body = text[len("array<"):-1]
    element, _, values = body.partition(":")
    element = element.strip()
    words = values.replace(",", " ").split()
    result = _common_array(element, words) if values.count(",") == max(len(words) - 1, 0) else None
    if result is None:
        from .literal_rules import array_error

        found = array_error(text)
        if found is not None:
            raise LiteralError(found[1], found[0])
        result = _common_array(element, words, lenient=True)
        if result is None:
            raise LiteralError(f"expected numbers in array<{element}: ...>")
    return DenseArrayAttr(element, result)


_ARRAY_WIDTHS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "si8": 8, "si16": 16, "si32": 32, "si64": 64,
                 "ui8": 8, "ui16": 16, "ui32": 32, "ui64": 64}
_ARRAY_FLOATS = frozenset({"f16", "bf16", "f32", "f64"})


def _common_array(element: str, words: list[str], lenient: bool = False) -> tuple | None:
    """The values of a plainly valid ``array<element: words>``, else None (``lenient``: of any
    literal MLIR accepts, once its rules found nothing)."""
    width = _ARRAY_WIDTHS.get(element)
    if element == "i1":
        if not lenient and not _I1_WORDS.issuperset(words):
            return None
        return tuple(w == "true" or (w not in ("false",) and int(w, 0) != 0) for w in words)
    if width is not None or (lenient and element[:1] in "isu"):
        try:
            ints = tuple(int(w, 16) if w[:2] == "0x" else int(w) for w in words)
        except ValueError:
            return None
        if width is None:
            width = int(element.lstrip("sui"))
        if ints and not lenient:
            low, high = min(ints), max(ints)
            signed = element[:2] == "si"
            if low < -(1 << (width - 1)) or high >= 1 << (width - (1 if signed else 0)) or (low < 0 and element[:2] == "ui"):
                return None
            if "-0" in " ".join(words) and any(w.lstrip("-0") == "" and w[:1] == "-" for w in words):
                return None
        if element[0] == "i" and ints and max(ints) >= 1 << (width - 1):  # MLIR keeps the bits
            ints = tuple(v - (1 << width) if v >= 1 << (width - 1) else v for v in ints)
        return ints
    if element in _ARRAY_FLOATS or lenient:
        joined = " ".join(words)
        if not lenient and joined.count(".") != len(words):  # each a decimal float literal
            return None
        try:
            return tuple(float(w) for w in words)
        except ValueError:
            return None
    return None
