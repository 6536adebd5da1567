"""VHLO's custom attribute and type encodings (upstream's ``VhloBytecode.cpp``).

Attributes and types are ``DialectAttr("vhlo", mnemonic, params)`` /
``DialectType("vhlo", mnemonic, params)`` with params as ``dialect_attrs.py`` describes.
Each encoding is one row: code, mnemonic and the kinds of its fields in bytecode order.
"""
from __future__ import annotations

from ..ir.dialect_attrs import DialectAttr, DialectType
from .builtin import DYNAMIC, read_apint, signed, write_apint

ENUMS = {
    "comparison_direction_v1": ("EQ", "NE", "GE", "GT", "LE", "LT"),
    "comparison_type_v1": ("NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"),
    "api_version_v1": ("API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
                       "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI"),
    "fft_type_v1": ("FFT", "IFFT", "RFFT", "IRFFT"),
    "precision_v1": ("DEFAULT", "HIGH", "HIGHEST"),
    "rng_algorithm_v1": ("DEFAULT", "THREE_FRY", "PHILOX"),
    "rng_distribution_v1": (None, "UNIFORM", "NORMAL"),
    "transpose_v1": ("TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"),
    "result_accuracy_mode_v1": ("DEFAULT", "HIGHEST", "TOLERANCE"),
}

# Field kinds: attr, attrs (list), opt (optional attr: varint flag then attr), type, types,
# varint, svarint, bool, dims (svarint list, dynamic as None), string, enum, f64 (APFloat
# bits of a double), pairs (list of attr pairs), apint / apfloat (width from the type
# parameter before them), tensor_data (blob).
ATTRIBUTES = {
    1: ("array_v1", ("attrs",)),
    2: ("bool_v1", ("bool",)),
    3: ("comparison_direction_v1", ("enum",)),
    4: ("comparison_type_v1", ("enum",)),
    5: ("api_version_v1", ("enum",)),
    6: ("dict_v1", ("pairs",)),
    7: ("fft_type_v1", ("enum",)),
    8: ("float_v1", ("type", "apfloat")),
    9: ("integer_v1", ("type", "apint")),
    10: ("output_operand_alias_v1", ("dims", "svarint", "dims")),
    11: ("precision_v1", ("enum",)),
    12: ("rng_algorithm_v1", ("enum",)),
    13: ("rng_distribution_v1", ("enum",)),
    14: ("string_v1", ("string",)),
    15: ("tensor_v1", ("type", "blob")),
    16: ("transpose_v1", ("enum",)),
    17: ("type_v1", ("type",)),
    18: ("type_extensions_v1", ("dims",)),
    19: ("result_accuracy_mode_v1", ("enum",)),
    20: ("result_accuracy_v1", ("f64", "f64", "svarint", "attr")),
    21: ("sub_axis_info_v1", ("svarint", "svarint")),
    22: ("axis_ref_v1", ("attr", "flagged")),
    23: ("replica_group_mesh_axes_v1", ("attr", "attr")),
    24: ("mesh_axis_v1", ("attr", "svarint")),
    25: ("mesh_v1", ("attr", "opt")),
}

_SIMPLE_TYPES = {
    0: "bool_v1", 2: "bf16_v1", 3: "f16_v1", 4: "f32_v1", 5: "f64_v1", 6: "f8E4M3FN_v1",
    7: "f8E5M2_v1", 9: "index_v1", 10: "i4_v1", 11: "i8_v1", 12: "i16_v1", 13: "i32_v1",
    14: "i64_v1", 15: "ui4_v1", 16: "ui8_v1", 17: "ui16_v1", 18: "ui32_v1", 19: "ui64_v1",
    22: "token_v1", 26: "witness_v1", 27: "f8E4M3FNUZ_v1", 28: "f8E5M2FNUZ_v1",
    29: "f8E4M3B11FNUZ_v1", 31: "i2_v1", 32: "ui2_v1", 33: "none_v1", 34: "tf31_v1",
    35: "f8E4M3_v1", 36: "f8E3M4_v1", 37: "f4E2M1FN_v1", 38: "f6E2M3FN_v1", 39: "f6E3M2FN_v1",
    40: "f8E8M0FNU_v1",
}
TYPES = {code: (name, ()) for code, name in _SIMPLE_TYPES.items()}
TYPES.update({
    1: ("complex_v1", ("type",)),
    8: ("func_v1", ("types", "types")),
    20: ("tensor_v1", ("dims", "type", "none")),
    21: ("tensor_v1", ("attr", "dims", "type")),
    23: ("tuple_v1", ("types",)),
    24: ("quant_v1", ("varint", "type", "type", "f64", "svarint", "svarint", "svarint")),
    25: ("unranked_tensor_v1", ("type",)),
    30: ("quant_per_axis_v1", ("varint", "type", "type", "varint", "svarint", "svarint", "f64s", "svarints")),
    41: ("buffer_v1", ("dims", "type")),
    42: ("future_v1", ("types",)),
})

_ATTR_CODES = {name: code for code, (name, _) in ATTRIBUTES.items()}
_TYPE_CODES = {name: code for code, (name, _) in TYPES.items() if code != 21}

_INT_WIDTHS = {"i2_v1": 2, "i4_v1": 4, "i8_v1": 8, "i16_v1": 16, "i32_v1": 32, "i64_v1": 64,
               "ui2_v1": 2, "ui4_v1": 4, "ui8_v1": 8, "ui16_v1": 16, "ui32_v1": 32, "ui64_v1": 64,
               "index_v1": 64, "bool_v1": 1}
_FLOAT_WIDTHS = {"bf16_v1": 16, "f16_v1": 16, "f32_v1": 32, "f64_v1": 64, "f4E2M1FN_v1": 4,
                 "f6E2M3FN_v1": 6, "f6E3M2FN_v1": 6, "f8E3M4_v1": 8, "f8E4M3FNUZ_v1": 8,
                 "f8E4M3B11FNUZ_v1": 8, "f8E4M3FN_v1": 8, "f8E4M3_v1": 8, "f8E5M2FNUZ_v1": 8,
                 "f8E5M2_v1": 8, "f8E8M0FNU_v1": 8, "tf31_v1": 19}


def _width(r, type_, widths: dict) -> int:
    name = type_.name if isinstance(type_, DialectType) and type_.dialect == "vhlo" else None
    if name not in widths:
        raise r.error(f"unsupported type for a vhlo number: {type_}")
    return widths[name]


def _read_fields(r, ctx, kinds: tuple, name: str) -> tuple:
    out = []
    for kind in kinds:
        if kind == "attr":
            out.append(ctx.read_attr(r))
        elif kind == "type":
            out.append(ctx.read_type(r))
        elif kind == "attrs":
            out.append(ctx.read_attrs(r))
        elif kind == "types":
            out.append(ctx.read_types(r))
        elif kind == "dims":
            count = r.count("dimension")
            out.append(tuple(None if d == DYNAMIC else d for d in (r.signed_varint() for _ in range(count))))
        elif kind == "svarint":
            out.append(r.signed_varint())
        elif kind == "varint":
            out.append(r.varint())
        elif kind == "bool":
            value = r.varint()
            if value > 1:
                raise r.error(f"unsupported value: {value}")
            out.append(value == 1)
        elif kind == "enum":
            value = r.varint()
            names = ENUMS[name]
            if value >= len(names) or names[value] is None:
                raise r.error(f"invalid {name} enum value: {value}")
            out.append(names[value])
        elif kind == "string":
            out.append(ctx.read_string(r))
        elif kind == "pairs":
            count = r.count("dictionary entry", 2)
            out.append(tuple((ctx.read_attr(r), ctx.read_attr(r)) for _ in range(count)))
        elif kind == "apint":
            type_ = out[-1]
            width = _width(r, type_, _INT_WIDTHS)
            bits = read_apint(r, width)
            out.append(bits if type_.name.startswith("ui") or width == 1 else signed(bits, width))
        elif kind == "apfloat":
            out.append(read_apint(r, _width(r, out[-1], _FLOAT_WIDTHS)))
        elif kind == "f64":
            out.append(read_apint(r, 64))
        elif kind == "f64s":
            out.append(tuple(read_apint(r, 64) for _ in range(r.count("scale"))))
        elif kind == "svarints":
            out.append(tuple(r.signed_varint() for _ in range(r.count("zero point"))))
        elif kind == "blob":
            out.append(r.blob())
        elif kind == "opt":
            index = r.varint()
            out.append(ctx.attr_at(r, (index >> 1) if index & 1 else None))
        elif kind == "flagged":
            out.append(ctx.read_attr(r) if r.varint() else None)
        elif kind == "none":
            out.append(None)
    return tuple(out)


def _read_entry(r, ctx, table: dict, kind: str) -> tuple[int, str, tuple]:
    """(code, mnemonic, fields) of one custom-encoded entry."""
    code = r.varint()
    entry = table.get(code)
    if entry is None:
        raise r.error(f"unknown vhlo {kind} code: {code}")
    name, kinds = entry
    return code, name, _read_fields(r, ctx, kinds, name)


def read_attribute(r, ctx) -> DialectAttr:
    _, name, params = _read_entry(r, ctx, ATTRIBUTES, "attribute")
    return DialectAttr("vhlo", name, params)


def read_type(r, ctx) -> DialectType:
    code, name, params = _read_entry(r, ctx, TYPES, "type")
    if code == 21:  # with encoding: (encoding, shape, element) -> (shape, element, encoding)
        params = (params[1], params[2], params[0])
    elif code == 30:  # flags, storage, expressed, axis, min, max, scales, zps -> td order
        params = params[:4] + (params[6], params[7], params[4], params[5])
    return DialectType("vhlo", name, params)


def _write_fields(w, kinds: tuple, params: tuple, name: str) -> None:
    for kind, value in zip(kinds, params):
        if kind == "attr":
            w.attr(value)
        elif kind == "type":
            w.type(value)
        elif kind == "attrs":
            w.attrs(value)
        elif kind == "types":
            w.types(value)
        elif kind == "dims":
            w.varint(len(value))
            for dim in value:
                w.signed_varint(DYNAMIC if dim is None else dim)
        elif kind == "svarint":
            w.signed_varint(value)
        elif kind == "varint":
            w.varint(value)
        elif kind == "bool":
            w.varint(1 if value else 0)
        elif kind == "enum":
            w.varint(ENUMS[name].index(value))
        elif kind == "string":
            w.string(value)
        elif kind == "pairs":
            w.varint(len(value))
            for key, item in value:
                w.attr(key)
                w.attr(item)
        elif kind in ("apint", "apfloat"):
            widths = _INT_WIDTHS if kind == "apint" else _FLOAT_WIDTHS
            write_apint(w, value, widths[params[0].name])
        elif kind == "f64":
            write_apint(w, value, 64)
        elif kind == "f64s":
            w.varint(len(value))
            for bits in value:
                write_apint(w, bits, 64)
        elif kind == "svarints":
            w.varint(len(value))
            for number in value:
                w.signed_varint(number)
        elif kind == "blob":
            w.blob(value)
        elif kind == "opt":
            w.optional_attr(value)
        elif kind == "flagged":
            w.varint(0 if value is None else 1)
            if value is not None:
                w.attr(value)


def write_attribute(w, attr) -> bool:
    code = _ATTR_CODES.get(attr.name)
    if code is None:
        return False
    w.varint(code)
    _write_fields(w, ATTRIBUTES[code][1], attr.params, attr.name)
    return True


def write_type(w, type_) -> bool:
    name, params = type_.name, type_.params
    code = _TYPE_CODES.get(name)
    if code is None:
        return False
    if name == "tensor_v1" and params[2] is not None:
        code, params = 21, (params[2], params[0], params[1])
    elif name == "quant_per_axis_v1":
        params = params[:4] + (params[6], params[7], params[4], params[5])
    w.varint(code)
    _write_fields(w, TYPES[code][1], params, name)
    return True
