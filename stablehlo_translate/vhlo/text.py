"""VHLO attributes and types as MLIR prints them (``#vhlo.integer_v1<1 : i64>``,
``!vhlo.tensor_v1<2x!vhlo.f32_v1>``), for the generic form of VHLO modules."""
from __future__ import annotations

from typing import Any

_STRUCTS = {
    "type_extensions_v1": ("bounds",),
    "output_operand_alias_v1": ("outputTupleIndices", "operandIndex", "operandTupleIndices"),
    "result_accuracy_v1": ("atol", "rtol", "ulps", "mode"),
    "sub_axis_info_v1": ("pre_size", "size"),
    "axis_ref_v1": ("name", "sub_axis_info"),
    "replica_group_mesh_axes_v1": ("mesh", "axes"),
    "mesh_axis_v1": ("name", "size"),
    "mesh_v1": ("axes", "device_ids"),
}


def _dims(dims: tuple) -> str:
    return "".join(("?" if d is None else str(d)) + "x" for d in dims)


def _list(items: Any) -> str:
    return "[" + ", ".join("?" if i is None else text(i) for i in items) + "]"


def _type_array(types: tuple) -> str:
    """VHLO's ``custom<TypeArray>``: the types joined by commas, ``()`` when there are none."""
    return ", ".join(map(text, types)) or "()"


def _double(bits: int) -> str:
    from ..ir.element_text import format_float_attr
    from .type_convert import f64_value

    return format_float_attr(f64_value(bits), "f64")


def text(value: Any) -> str:
    """One VHLO attribute, type or parameter as MLIR text."""
    from ..ir.attribute_text import attribute_text

    kind = type(value).__name__
    if kind == "DialectType" and value.dialect == "vhlo":
        return "!vhlo." + value.name + _type_params(value)
    if kind == "DialectAttr" and value.dialect == "vhlo":
        return _attr(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, tuple):
        return _list(value)
    return attribute_text(value)


def _type_params(t: Any) -> str:
    name, p = t.name, t.params
    if not p:
        return ""
    if name == "tensor_v1":
        encoding = "" if len(p) < 3 or p[2] is None else ", " + text(p[2])
        return f"<{_dims(p[0])}{text(p[1])}{encoding}>"
    if name == "buffer_v1":
        return f"<{_dims(p[0])}{text(p[1])}>"
    if name == "func_v1":
        return f"<({_type_array(p[0])}) -> {_type_array(p[1])}>"
    if name in ("tuple_v1", "future_v1"):
        return "<" + ", ".join(map(text, p[0])) + ">"
    if name == "quant_v1":
        flags, storage, expressed, scale, zero, low, high = p
        return f"<{text(storage)}:{text(expressed)}, {_double(scale)}:{zero}, {low}:{high}, {flags}>"
    if name == "quant_per_axis_v1":
        flags, storage, expressed, axis, scales, zeros, low, high = p
        scale_text = "[" + ", ".join(_double(s) for s in scales) + "]"
        return (f"<{text(storage)}:{text(expressed)}, {axis}, {scale_text}, {_list(zeros)}, "
                f"{low}:{high}, {flags}>")
    return "<" + ", ".join(map(text, p)) + ">"


def _attr(a: Any) -> str:
    from ..ir import attributes as A
    from ..ir.attribute_text import attribute_text, string_text
    from ..ir.element_text import format_float_attr
    from .attr_convert import _ENUM_BACK, float_from_bits, to_stablehlo
    from .type_convert import to_builtin

    name, p = a.name, a.params
    if name in _ENUM_BACK or name == "api_version_v1":
        return f"#vhlo<{name} {p[0]}>"
    if name == "string_v1":
        return f"#vhlo.string_v1<{string_text(p[0])}>"
    if name == "bool_v1":
        return f"#vhlo.bool_v1<{text(bool(p[0]))}>"
    if name == "integer_v1":
        return f"#vhlo.integer_v1<{p[1]} : {to_builtin(p[0])}>"
    if name == "float_v1":
        element = to_builtin(p[0])
        return f"#vhlo.float_v1<{format_float_attr(float_from_bits(p[1], element), element)} : {text(p[0])}>"
    if name == "tensor_v1":
        dense: A.DenseElementsAttr = to_stablehlo(a)
        return f"#vhlo.tensor_v1<{attribute_text(dense)}>"
    if name == "array_v1":
        return "#vhlo.array_v1<[" + ", ".join(map(text, p[0])) + "]>"
    if name == "dict_v1":
        return "#vhlo.dict_v1<{" + ", ".join(f"{text(k)} = {text(v)}" for k, v in p[0]) + "}>"
    if name == "type_v1":
        return f"#vhlo.type_v1<{text(p[0])}>"
    if name in _STRUCTS:
        fields = []
        for field, value in zip(_STRUCTS[name], p):
            if value is None:
                continue
            shown = _double(value) if field in ("atol", "rtol") else text(value)
            fields.append(f"{field} = {shown}")
        return f"#vhlo.{name}<" + ", ".join(fields) + ">"
    return f"#vhlo.{name}<" + ", ".join(map(text, p)) + ">"
