"""Builtin attributes and types in bytecode (mlir/include/mlir/IR/BuiltinDialectBytecode.td).

``read_attribute`` / ``read_type`` decode one custom-encoded entry into the objects of
``attributes.py`` / ``types.py`` (locations into ``locations.py``); ``write_attribute`` /
``write_type`` encode them through a dialect writer (see ``writer.py``) and return False
for values that have no custom encoding (they are written as text).
"""
from __future__ import annotations

import numpy as np

from ..ir.attributes import (UNIT, ComplexNumberAttr, DenseArrayAttr, DenseElementsAttr, EnumAttr, FloatAttr, IntegerAttr,
                          OpaqueAttr, StructAttr, SymbolRefAttr, TypeAttr, UnitAttr, flat_elements,
                          is_broadcast_splat, splat_view)
from ..ir.dialect_attrs import DialectAttr
from ..limits import LimitExceeded, check_tensor_bytes
from ..ir.types import ELEMENT_DTYPES, FunctionType, OpaqueType, TensorType, TokenType, TupleType
from . import locations as L

DYNAMIC = -(1 << 63)

# Attribute codes (the order of BuiltinDialectAttributes).
(ARRAY, DICTIONARY, STRING, STRING_WITH_TYPE, FLAT_SYMBOL_REF, SYMBOL_REF, TYPE, UNIT_CODE, INTEGER,
 FLOAT, CALL_SITE_LOC, FILE_LINE_COL_LOC, FUSED_LOC, FUSED_LOC_WITH_METADATA, NAME_LOC, UNKNOWN_LOC,
 DENSE_RESOURCE, DENSE_ARRAY, DENSE_INT_OR_FP, DENSE_STRING, SPARSE, DISTINCT,
 FILE_LINE_COL_RANGE) = range(23)

# Type codes (the order of BuiltinDialectTypes).
(INTEGER_T, INDEX_T, FUNCTION_T, BF16_T, F16_T, F32_T, F64_T, F80_T, F128_T, COMPLEX_T, MEMREF_T,
 MEMREF_SPACE_T, NONE_T, RANKED_TENSOR_T, RANKED_TENSOR_ENCODING_T, TUPLE_T, UNRANKED_MEMREF_T,
 UNRANKED_MEMREF_SPACE_T, UNRANKED_TENSOR_T, VECTOR_T, VECTOR_SCALABLE_T) = range(21)

_FLOAT_CODES = {BF16_T: "bf16", F16_T: "f16", F32_T: "f32", F64_T: "f64", F80_T: "f80", F128_T: "f128",
                21: "tf32", 22: "f8E5M2", 23: "f8E4M3", 24: "f8E4M3FN", 25: "f8E5M2FNUZ", 26: "f8E4M3FNUZ",
                27: "f8E4M3B11FNUZ", 28: "f8E3M4", 29: "f4E2M1FN", 30: "f6E2M3FN", 31: "f6E3M2FN",
                32: "f8E8M0FNU"}
_FLOAT_TYPES = {name: code for code, name in _FLOAT_CODES.items()}
_SIGNEDNESS = ("i", "si", "ui")


def integer_width(type_) -> int | None:
    """Bits of a builtin integer type (``index``: 64), None for other types."""
    if type_ == "index":
        return 64
    if isinstance(type_, str):
        digits = type_.lstrip("sui")
        if digits.isdigit() and type_[: len(type_) - len(digits)] in _SIGNEDNESS:
            return int(digits)
    return None


FLOAT_WIDTHS = {"bf16": 16, "f16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128,
                **{n: ELEMENT_DTYPES[n].itemsize * 8 for n in ELEMENT_DTYPES if n.startswith("f")}}
FLOAT_WIDTHS.update({"f4E2M1FN": 4, "f6E2M3FN": 6, "f6E3M2FN": 6, "tf32": 19})


# --- APInt / APFloat ----------------------------------------------------------------------

def read_apint(r, width: int) -> int:
    """An APInt of known width as its unsigned bit pattern."""
    if width <= 8:
        return r.byte() & ((1 << width) - 1)
    if width <= 64:
        return r.signed_varint() & ((1 << width) - 1)
    words = r.count("APInt word")
    value = 0
    for i in range(words):
        value |= (r.signed_varint() & 0xFFFFFFFFFFFFFFFF) << (64 * i)
    return value & ((1 << width) - 1)


def write_apint(w, bits: int, width: int) -> None:
    bits &= (1 << width) - 1
    if width <= 8:
        w.byte(bits)
    elif width <= 64:
        w.signed_varint(bits - (1 << 64) if bits >> 63 else bits)
    else:
        words = []
        while bits:
            words.append(bits & 0xFFFFFFFFFFFFFFFF)
            bits >>= 64
        w.varint(len(words))
        for word in words:
            w.signed_varint(word - (1 << 64) if word >> 63 else word)


def signed(bits: int, width: int) -> int:
    return bits - (1 << width) if width and bits >> (width - 1) else bits


def _float_value(bits: int, type_: str) -> float:
    dtype = ELEMENT_DTYPES.get(type_)
    if dtype is None:
        raise ValueError(type_)
    return float(np.array(bits, dtype=f"u{dtype.itemsize}").view(dtype))


def _float_bits(value: float, type_: str) -> int:
    dtype = ELEMENT_DTYPES[type_]
    with np.errstate(over="ignore", invalid="ignore"):
        return int(np.array(value, dtype=np.float64).astype(dtype).view(f"u{dtype.itemsize}"))


# --- Reading ------------------------------------------------------------------------------

def _dims(r) -> tuple:
    count = r.count("dimension")
    dims = tuple(None if d == DYNAMIC else d for d in (r.signed_varint() for _ in range(count)))
    if any(d is not None and d < 0 for d in dims):
        raise r.error(f"invalid negative dimension in shape {dims}")
    return dims


def read_type(r, ctx):
    code = r.varint()
    if code == INTEGER_T:
        value = r.varint()
        if value & 3 == 3:
            raise r.error(f"invalid integer signedness {value & 3}")
        return f"{_SIGNEDNESS[value & 3]}{value >> 2}"
    if code == INDEX_T:
        return "index"
    if code == FUNCTION_T:
        return FunctionType(ctx.read_types(r), ctx.read_types(r))
    if code in _FLOAT_CODES:
        return _FLOAT_CODES[code]
    if code == COMPLEX_T:
        return f"complex<{ctx.read_type(r)}>"
    if code == NONE_T:
        return OpaqueType("none")
    if code in (RANKED_TENSOR_T, RANKED_TENSOR_ENCODING_T):
        encoding = ctx.read_attr(r) if code == RANKED_TENSOR_ENCODING_T else None
        shape = _dims(r)
        element = ctx.read_type(r)
        if isinstance(encoding, DialectAttr) and (encoding.dialect, encoding.name) == ("stablehlo", "bounds"):
            return TensorType(shape, element, bounds=encoding.params[0])
        return TensorType(shape, element, encoding=None if encoding is None else str(encoding))
    if code == TUPLE_T:
        return TupleType(ctx.read_types(r))
    if code == UNRANKED_TENSOR_T:
        return TensorType(None, ctx.read_type(r))
    if code in (VECTOR_T, VECTOR_SCALABLE_T):
        shape = _dims(r)
        scalable = ()
        if code == VECTOR_SCALABLE_T:
            scalable = tuple(bool(r.byte()) for _ in range(r.count("scalable dimension")))
        element = ctx.read_type(r)
        dims = "".join((f"[{d}]" if scalable and scalable[i] else str(d)) + "x" for i, d in enumerate(shape))
        return OpaqueType(f"vector<{dims}{element}>")
    raise r.error(f"unknown builtin type code: {code}")


def read_attribute(r, ctx):
    code = r.varint()
    if code == FILE_LINE_COL_LOC:  # first: every op of a module with debug info has one
        return L.FileLineColLoc(_string_attr(r, ctx), r.varint(), r.varint())
    if code == ARRAY:
        return ctx.read_attrs(r)
    if code == DICTIONARY:
        count = r.count("dictionary entry", 2)
        out = {}
        for _ in range(count):
            name = ctx.read_attr(r)
            if not isinstance(name, str):
                raise r.error("expected a string attribute as dictionary key")
            out[name] = ctx.read_attr(r)
        return out
    if code == STRING:
        return ctx.read_string(r)
    if code == STRING_WITH_TYPE:
        from ..ir.attribute_text import string_text

        value = ctx.read_string(r)
        return OpaqueAttr(f"{string_text(value)} : {ctx.read_type(r)}")
    if code == FLAT_SYMBOL_REF:
        return SymbolRefAttr((_string_attr(r, ctx),))
    if code == SYMBOL_REF:
        root = _string_attr(r, ctx)
        nested = []
        for _ in range(r.count("nested reference")):
            ref = ctx.read_attr(r)
            if not isinstance(ref, SymbolRefAttr) or len(ref.path) != 1:
                raise r.error("expected a flat symbol reference")
            nested.append(ref.path[0])
        return SymbolRefAttr((root, *nested))
    if code == TYPE:
        return TypeAttr(ctx.read_type(r))
    if code == UNIT_CODE:
        return UNIT
    if code == INTEGER:
        type_ = ctx.read_type(r)
        width = integer_width(type_) if type_ != "i1" else 1
        if width is None:
            raise r.error(f"expected an integer type for an integer attribute, got {type_}")
        bits = read_apint(r, width)
        if type_ == "i1":
            return bool(bits)
        return IntegerAttr(bits if type_.startswith("ui") else signed(bits, width), type_)
    if code == FLOAT:
        type_ = ctx.read_type(r)
        width = FLOAT_WIDTHS.get(type_) if isinstance(type_, str) else None
        if width is None:
            raise r.error(f"expected a float type for a float attribute, got {type_}")
        bits = read_apint(r, width)
        try:
            return FloatAttr(_float_value(bits, type_), type_)
        except ValueError:
            raise r.error(f"float attributes of type {type_} are not supported") from None
    if code == CALL_SITE_LOC:
        return L.CallSiteLoc(_location(r, ctx), _location(r, ctx))
    if code in (FUSED_LOC, FUSED_LOC_WITH_METADATA):
        locs = tuple(_location(r, ctx) for _ in range(r.count("location")))
        metadata = ctx.read_attr(r) if code == FUSED_LOC_WITH_METADATA else None
        return L.FusedLoc(locs, metadata)
    if code == NAME_LOC:
        return L.NameLoc(_string_attr(r, ctx), _location(r, ctx))
    if code == UNKNOWN_LOC:
        return L.UNKNOWN
    if code == FILE_LINE_COL_RANGE:
        name = _string_attr(r, ctx)
        count = r.count("line/column")
        if count > 4:
            raise r.error(f"expected at most 4 line/column numbers, got {count}")
        return L.FileLineColRange(name, tuple(r.varint() for _ in range(count)))
    if code == DENSE_ARRAY:
        element = ctx.read_type(r)
        size = r.varint()
        blob = r.blob()
        return _dense_array(r, element, size, blob)
    if code == DENSE_INT_OR_FP:
        type_ = ctx.read_type(r)
        return _dense_elements(r, type_, r.blob())
    if code == DENSE_RESOURCE:  # the blob's elements, as a dense literal
        type_ = ctx.read_type(r)
        key, blob = ctx.read_resource(r)
        if blob is None:
            raise r.error(f"dense_resource<{key}> has no data in the resource section")
        return _dense_elements(r, type_, blob)
    raise r.error(f"unsupported builtin attribute code: {code}")


def _string_attr(r, ctx) -> str:
    value = ctx.read_attr(r)
    if not isinstance(value, str):
        raise r.error(f"expected a string attribute, got {value}")
    return value


def _location(r, ctx):
    value = ctx.read_attr(r)
    if not isinstance(value, L.LOCATION_CLASSES):
        raise r.error(f"expected a location attribute, got {value}")
    return value


def _dtype(r, element) -> np.dtype:
    dtype = ELEMENT_DTYPES.get(element) if isinstance(element, str) else None
    if dtype is None:
        raise r.error(f"unsupported element type in a dense attribute: {element}")
    return dtype


def _dense_array(r, element, size: int, blob: bytes) -> DenseArrayAttr:
    dtype = _dtype(r, element)
    if size * dtype.itemsize != len(blob):
        raise r.error(f"dense array of {size} {element} elements has {len(blob)} bytes")
    values = np.frombuffer(blob, dtype=dtype)
    if element == "i1":
        return DenseArrayAttr(element, tuple(bool(v) for v in values))
    return DenseArrayAttr(element, tuple(values.tolist()))


def _dense_elements(r, type_, blob: bytes) -> DenseElementsAttr:
    if not isinstance(type_, TensorType) or not type_.is_static:
        raise r.error(f"expected a static tensor type for dense elements, got {type_}")
    dtype = _dtype(r, type_.element_type)
    size = 1
    for dim in type_.shape:
        size *= dim
    try:
        check_tensor_bytes(type_.shape, dtype.itemsize)
    except LimitExceeded as error:
        if len(blob) == dtype.itemsize and type_.element_type != "i1":  # a splat allocates one element
            return DenseElementsAttr(type_, splat_view(np.frombuffer(blob, dtype=dtype), type_.shape))
        raise r.error(f"dense elements of {type_}: {error}") from None
    if type_.element_type == "i1":  # bit-packed; one byte 0x00 / 0xFF is a splat
        if len(blob) == 1 and size != 1 and blob[0] in (0, 0xFF):
            return DenseElementsAttr(type_, np.full(type_.shape, bool(blob[0])))
        if len(blob) != (size + 7) // 8:
            raise r.error(f"dense elements of {type_} need {(size + 7) // 8} bytes, got {len(blob)}")
        bits = np.unpackbits(np.frombuffer(blob, dtype=np.uint8), count=size, bitorder="little")
        return DenseElementsAttr(type_, bits.astype(bool).reshape(type_.shape))
    if len(blob) == dtype.itemsize and size != 1:
        flat = np.frombuffer(blob, dtype=dtype)
        return DenseElementsAttr(type_, np.full(type_.shape, flat[0], dtype=dtype))
    if len(blob) != size * dtype.itemsize:
        raise r.error(f"dense elements of {type_} need {size * dtype.itemsize} bytes, got {len(blob)}")
    return DenseElementsAttr(type_, np.frombuffer(blob, dtype=dtype).reshape(type_.shape))


# --- Writing ------------------------------------------------------------------------------

STABLEHLO_TYPE_EXTENSIONS = 13
"""The StableHLO dialect's own code for ``#stablehlo.bounds<...>`` (tensor encodings)."""


def read_stablehlo_attribute(r, ctx) -> DialectAttr:
    code = r.varint()
    if code != STABLEHLO_TYPE_EXTENSIONS:
        raise r.error(f"unsupported stablehlo attribute code: {code}")
    return DialectAttr("stablehlo", "bounds", (_dims(r),))


def write_stablehlo_attribute(w, attr: DialectAttr) -> bool:
    if attr.name != "bounds":
        return False
    w.varint(STABLEHLO_TYPE_EXTENSIONS)
    w.varint(len(attr.params[0]))
    for dim in attr.params[0]:
        w.signed_varint(DYNAMIC if dim is None else dim)
    return True


CHLO_ENUMS = {"comparison_direction": ("EQ", "NE", "GE", "GT", "LE", "LT"),
              "comparison_type": ("NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED")}
"""CHLO's own attribute codes (ChloBytecode.cpp: 0 and 1, in this order), each an enum written as
its value (ChloEnums.td)."""


def read_chlo_attribute(r, ctx) -> EnumAttr:
    code = r.varint()
    if code >= len(CHLO_ENUMS):
        raise r.error(f"unknown chlo attribute code: {code}")
    kind = tuple(CHLO_ENUMS)[code]
    value = r.varint()
    if value >= len(CHLO_ENUMS[kind]):
        raise r.error(f"invalid chlo {kind} value: {value}")
    return EnumAttr(kind, CHLO_ENUMS[kind][value], "chlo")


def write_chlo_attribute(w, attr: EnumAttr) -> bool:
    values = CHLO_ENUMS.get(attr.kind, ())
    if attr.value not in values:
        return False
    w.varint(tuple(CHLO_ENUMS).index(attr.kind))
    w.varint(values.index(attr.value))
    return True


STABLEHLO_TOKEN_TYPE = 0
"""The StableHLO dialect's own code for ``!stablehlo.token`` (left in regions of other dialects'
ops, e.g. ``sdy.manual_computation``, by mixed serialization)."""


def read_stablehlo_type(r, ctx) -> TokenType:
    code = r.varint()
    if code != STABLEHLO_TOKEN_TYPE:
        raise r.error(f"unsupported stablehlo type code: {code}")
    return TokenType()


def type_dialect(type_) -> str:
    from ..ir.dialect_attrs import DialectType

    if isinstance(type_, DialectType):
        return type_.dialect
    if isinstance(type_, OpaqueType):
        return _text_dialect(type_.text, "!")
    if isinstance(type_, (str, TensorType, FunctionType, TupleType)):
        return "builtin"
    return _text_dialect(str(type_), "!")


def attribute_dialect(attr) -> str:
    if isinstance(attr, (DialectAttr, EnumAttr, StructAttr)):
        return attr.dialect
    if isinstance(attr, OpaqueAttr):
        return _text_dialect(attr.text, "#")
    if isinstance(attr, ComplexNumberAttr):
        return "complex"
    if type(attr).__module__.endswith(("attributes", "locations")) or isinstance(attr, (str, tuple, dict, bool)):
        return "builtin"
    return _text_dialect(str(attr), "#")


def _text_dialect(text: str, sigil: str) -> str:
    if text.startswith(sigil):
        end = len(text)
        for stop in ".<":
            at = text.find(stop)
            if 0 < at < end:
                end = at
        return text[1:end]
    return "builtin"


def write_type(w, type_) -> bool:
    if isinstance(type_, TokenType):
        w.varint(STABLEHLO_TOKEN_TYPE)
        return True
    if isinstance(type_, str):
        if type_ in _FLOAT_TYPES:
            w.varint(_FLOAT_TYPES[type_])
        elif type_ == "index":
            w.varint(INDEX_T)
        elif type_.startswith("complex<"):
            w.varint(COMPLEX_T)
            w.type(type_[len("complex<"):-1])
        elif integer_width(type_) is not None:
            w.varint(INTEGER_T)
            w.varint(integer_width(type_) << 2 | _SIGNEDNESS.index(type_[: -len(str(integer_width(type_)))]))
        else:
            return False
        return True
    if isinstance(type_, TensorType):
        if type_.shape is None:
            w.varint(UNRANKED_TENSOR_T)
        else:
            if type_.encoding is not None:
                return False
            if type_.bounds is not None:
                w.varint(RANKED_TENSOR_ENCODING_T)
                w.attr(DialectAttr("stablehlo", "bounds", (type_.bounds,)))
            else:
                w.varint(RANKED_TENSOR_T)
            w.varint(len(type_.shape))
            for dim in type_.shape:
                w.signed_varint(DYNAMIC if dim is None else dim)
        w.type(type_.element_type)
        return True
    if isinstance(type_, FunctionType):
        w.varint(FUNCTION_T)
        w.types(type_.inputs)
        w.types(type_.results)
        return True
    if isinstance(type_, TupleType):
        w.varint(TUPLE_T)
        w.types(type_.types)
        return True
    if isinstance(type_, OpaqueType) and type_.text == "none":
        w.varint(NONE_T)
        return True
    return False


def write_attribute(w, attr) -> bool:
    if isinstance(attr, str):
        w.varint(STRING)
        w.string(attr)
    elif isinstance(attr, tuple):
        w.varint(ARRAY)
        w.attrs(attr)
    elif isinstance(attr, dict):
        w.varint(DICTIONARY)
        w.varint(len(attr))
        for name in sorted(attr):
            w.attr(name)
            w.attr(attr[name])
    elif isinstance(attr, bool):
        w.varint(INTEGER)
        w.type("i1")
        w.byte(1 if attr else 0)
    elif isinstance(attr, IntegerAttr):
        width = integer_width(attr.type)
        if width is None:
            return False
        w.varint(INTEGER)
        w.type(attr.type)
        write_apint(w, attr.value, width)
    elif isinstance(attr, FloatAttr):
        if attr.type not in ELEMENT_DTYPES:
            return False
        w.varint(FLOAT)
        w.type(attr.type)
        write_apint(w, _float_bits(attr.value, attr.type), FLOAT_WIDTHS[attr.type])
    elif isinstance(attr, UnitAttr):
        w.varint(UNIT_CODE)
    elif isinstance(attr, TypeAttr):
        w.varint(TYPE)
        w.type(attr.type)
    elif isinstance(attr, SymbolRefAttr):
        if len(attr.path) == 1:
            w.varint(FLAT_SYMBOL_REF)
            w.attr(attr.path[0])
        else:
            w.varint(SYMBOL_REF)
            w.attr(attr.path[0])
            w.attrs(tuple(SymbolRefAttr((p,)) for p in attr.path[1:]))
    elif isinstance(attr, L.LOCATION_CLASSES):
        _write_location(w, attr)
    elif isinstance(attr, DenseArrayAttr):
        dtype = ELEMENT_DTYPES.get(attr.element_type)
        if dtype is None:
            return False
        w.varint(DENSE_ARRAY)
        w.type(attr.element_type)
        w.varint(len(attr.values))
        w.blob(np.array(attr.values, dtype=dtype).tobytes())
    elif isinstance(attr, DenseElementsAttr):
        array = attr.array
        if not attr.type.is_static:
            return False
        w.varint(DENSE_INT_OR_FP)
        w.type(attr.type)
        flat = flat_elements(array)
        if attr.type.element_type == "i1":
            if flat.size and (flat.all() or not flat.any()):
                w.blob(b"\xff" if flat[0] else b"\0")
            else:
                w.blob(np.packbits(flat.astype(np.uint8), bitorder="little").tobytes())
            return True
        if is_broadcast_splat(array) or (flat.size > 1 and flat.tobytes() == flat[:1].tobytes() * flat.size):
            w.blob(flat[:1].tobytes())
        else:
            w.blob(np.ascontiguousarray(flat).tobytes())
    else:
        return False
    return True


def _write_location(w, loc) -> None:
    if isinstance(loc, L.UnknownLoc):
        w.varint(UNKNOWN_LOC)
    elif isinstance(loc, L.FileLineColLoc):
        w.varint(FILE_LINE_COL_LOC)
        w.attr(loc.file)
        w.varint(loc.line)
        w.varint(loc.col)
    elif isinstance(loc, L.FileLineColRange):
        w.varint(FILE_LINE_COL_RANGE)
        w.attr(loc.file)
        w.varint(len(loc.numbers))
        for number in loc.numbers:
            w.varint(number)
    elif isinstance(loc, L.NameLoc):
        w.varint(NAME_LOC)
        w.attr(loc.name)
        w.attr(loc.child)
    elif isinstance(loc, L.CallSiteLoc):
        w.varint(CALL_SITE_LOC)
        w.attr(loc.callee)
        w.attr(loc.caller)
    else:
        w.varint(FUSED_LOC if loc.metadata is None else FUSED_LOC_WITH_METADATA)
        w.attrs(loc.locations)
        if loc.metadata is not None:
            w.attr(loc.metadata)
