"""Attribute values as MLIR prints them (what ``str()`` of an attribute gives): strings, symbols,
numbers in their type's semantics, arrays, dictionaries, enums and ``#dialect.kind<...>`` structs."""
from __future__ import annotations

import re
from typing import Any, Callable

from . import attributes as A
from .conv_layout import conv_layout_text
from .element_text import dense_literal, format_float_attr
from .types import ELEMENT_DTYPES, is_float

_BARE_KEY = re.compile(r"[A-Za-z_][\w$]*(\.[\w$-]+)*")
_PLAIN_KEY = re.compile(r"[A-Za-z_][\w$]*")
_BARE_SYMBOL = re.compile(r"[A-Za-z_][\w$.]*")  # MLIR bare-id; others print quoted
_PRETTY_RESERVED = {"return", "call", "module"}
"""Keys our grammar cannot read bare in a pretty form's attribute dictionary (they start an op);
MLIR prints every key that is an identifier bare."""
_ANGLE_ENUMS = {("stablehlo", "result_accuracy_mode")}
"""Enum attributes whose assembly format is ``<$value>`` (``#stablehlo.result_accuracy_mode<HIGHEST>``);
the others print as ``#dialect<kind VALUE>``."""


def string_text(value: str) -> str:
    """A string literal: quotes, backslashes and control characters escaped as ``\\XX``."""
    out = []
    for char in value:
        if char in '"\\' or ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\{ord(char):02X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def symbol_text(name: str) -> str:
    return "@" + (name if _BARE_SYMBOL.fullmatch(name) else string_text(name))


def _key_text(key: str, pretty: bool) -> str:
    bare = _BARE_KEY.fullmatch(key) and not (pretty and key in _PRETTY_RESERVED)
    return key if bare else string_text(key)


def float_text(value: float, type_: Any) -> str:
    """A float attribute value as MLIR prints it in its type's semantics (element_text.format_float_attr:
    the value rounded to the type, NaN and infinities as the type's bit pattern); f64 for types
    that are not float types."""
    element = type_ if isinstance(type_, str) and is_float(type_) and type_ in ELEMENT_DTYPES else "f64"
    return format_float_attr(value, element)


def attribute_text(value: Any) -> str:
    """Any attribute value (as the parser produces it) as MLIR text."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return float_text(value, "f64")
    if value is None:
        return "?"
    if isinstance(value, A.TypedString):
        return f"{string_text(value)} : {value.type}"
    if isinstance(value, str):
        return string_text(value)
    if isinstance(value, tuple):
        return "[" + ", ".join(_element_text(v) for v in value) + "]"
    if isinstance(value, dict):
        return dict_text(value)
    if isinstance(value, A.IntegerAttr):
        return f"{value.value} : {value.type}"
    if isinstance(value, A.FloatAttr):
        return f"{float_text(value.value, value.type)} : {value.type}"
    if isinstance(value, A.ComplexNumberAttr):
        parts = (float_text(v, value.element_type) for v in (value.real, value.imag))
        return f"#complex.number<:{value.element_type} {', '.join(parts)}> : {value.type}"
    if isinstance(value, A.DenseElementsAttr):
        return dense_literal(value.array, value.type)
    if isinstance(value, A.DenseArrayAttr):
        if not value.values:
            return f"array<{value.element_type}>"
        if value.element_type == "i1":
            items = ", ".join("true" if v else "false" for v in value.values)
        elif isinstance(value.values[0], float):
            items = ", ".join(float_text(v, value.element_type) for v in value.values)
        else:
            items = ", ".join(str(v) for v in value.values)
        return f"array<{value.element_type}: {items}>"
    if isinstance(value, A.SymbolRefAttr):
        return "::".join(symbol_text(p) for p in value.path)
    if isinstance(value, A.TypeAttr):
        return str(value.type)
    if isinstance(value, A.UnitAttr):
        return "unit"
    if isinstance(value, A.EnumAttr):
        if (value.dialect, value.kind) in _ANGLE_ENUMS:
            return f"#{value.dialect}.{value.kind}<{value.value}>"
        return f"#{value.dialect}<{value.kind} {value.value}>"
    if isinstance(value, A.StructAttr):
        return f"#{value.dialect}.{value.kind}<{struct_body(value, attribute_text)}>"
    if isinstance(value, A.OpaqueAttr):
        return value.text
    return str(value)


def _element_text(value: Any) -> str:
    """An array element: MLIR's printer leaves out an ``i64`` integer's and an ``f64`` float's type
    there (AttrTypeElision::May), as it does not in a dictionary."""
    if isinstance(value, A.IntegerAttr) and value.type == "i64":
        return str(value.value)
    if isinstance(value, A.FloatAttr) and value.type == "f64":
        text = float_text(value.value, "f64")
        if "0x" not in text:  # a hex float needs its type to read back as a float
            return text
    return attribute_text(value)


def dict_text(attributes: dict, *, pretty: bool = False) -> str:
    """``{a = 1 : i64, b}``, sorted by name as MLIR prints dictionaries.

    In a pretty form a unit entry with a dotted name is quoted (our pretty grammar needs it).
    """
    entries = []
    for key in sorted(attributes):
        value = attributes[key]
        if value is A.UNIT:
            plain = _PLAIN_KEY.fullmatch(key) and key not in _PRETTY_RESERVED
            entries.append(key if plain or (not pretty and _BARE_KEY.fullmatch(key)) else string_text(key))
        else:
            entries.append(f"{_key_text(key, pretty)} = {attribute_text(value)}")
    return "{" + ", ".join(entries) + "}"


def struct_body(struct: A.StructAttr, text: Callable[[Any], str]) -> str:
    """The text inside ``#stablehlo.KIND<...>`` (``text`` prints one field value)."""
    if struct.kind == "conv":
        layout = conv_layout_text(struct)
        if layout is not None:
            return layout
        return "raw " + ", ".join(f"{key} = {text(value)}" for key, value in struct.fields)
    if struct.kind == "bounds" and [k for k, _ in struct.fields] == ["bounds"]:
        return ", ".join(text(b) for b in struct.get("bounds"))
    from .ods_defaults import STRUCT_DEFAULTS  # (printing only: not at start-up)

    defaults = STRUCT_DEFAULTS.get(struct.kind, {}) if struct.dialect == "stablehlo" else {}
    return ", ".join(f"{key} = {text(value)}" for key, value in struct.fields
                     if key not in defaults or value != defaults[key])


A.TEXT.append(attribute_text)
