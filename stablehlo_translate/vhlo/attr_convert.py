"""Builtin/StableHLO attributes <-> VHLO attributes, kind by kind (upstream's
``convertGeneric`` of StablehloLegalizeToVhlo.cpp and VhloLegalizeToStablehlo.cpp).

``to_vhlo`` returns None for an attribute VHLO cannot hold (the caller reports the op).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..bytecode.vhlo_codes import ENUMS
from ..ir import attributes as A
from ..ir.dialect_attrs import DialectAttr
from ..ir.types import ELEMENT_DTYPES, TensorType
from ..limits import LIMITS
from . import type_convert
from .type_convert import f64_bits, f64_value

_ENUM_KINDS = ("comparison_direction", "comparison_type", "fft_type", "precision", "rng_algorithm",
               "rng_distribution", "transpose", "result_accuracy_mode")
_ENUM_BACK = {kind + "_v1": kind for kind in _ENUM_KINDS}


def va(name: str, *params: Any) -> DialectAttr:
    return DialectAttr("vhlo", name, params)


def string(value: str) -> DialectAttr:
    return va("string_v1", value)


def integer(value: int, type_: str = "i64") -> DialectAttr:
    return va("integer_v1", type_convert.to_vhlo(type_), value)


def boolean(value: bool) -> DialectAttr:
    return va("bool_v1", bool(value))


def ints_tensor(values: tuple, element: str = "i64") -> DialectAttr:
    """``dense<[...]> : tensor<Nxi64>`` (or ``i1``) as a ``tensor_v1``."""
    dtype = ELEMENT_DTYPES[element]
    return dense(A.DenseElementsAttr(TensorType((len(values),), element), np.array(values, dtype=dtype)))


# --- float bits ------------------------------------------------------------------------

def float_bits(value: float, type_: str) -> int:
    dtype = ELEMENT_DTYPES[type_]
    with np.errstate(over="ignore", invalid="ignore"):
        stored = np.array([value], dtype=np.float64).astype(dtype)
    return int(stored.view(np.dtype(f"u{dtype.itemsize}"))[0])


def float_from_bits(bits: int, type_: str) -> float:
    dtype = ELEMENT_DTYPES[type_]
    return float(np.array([bits], dtype=np.dtype(f"u{dtype.itemsize}")).view(dtype)[0])


# --- dense element data ---------------------------------------------------------------

def dense_blob(array: np.ndarray, element: str) -> bytes:
    """The bytecode blob of a ``tensor_v1``: MLIR's raw data (one element when all are
    equal), i1 packed 8 per byte and a splat i1 as 0xFF/0x00 (VhloBytecode.cpp)."""
    flat = A.flat_elements(array)
    if flat.size == 0:
        return b""
    rows = flat.view(np.uint8).reshape(flat.size, -1)
    splat = bool((rows == rows[0]).all())
    if element == "i1":
        if splat and array.size > 1:
            return b"\xff" if flat[0] else b"\x00"
        return np.packbits(flat.astype(np.bool_), bitorder="little").tobytes()
    return rows[0].tobytes() if splat else rows.tobytes()


def dense_array(blob: bytes, tensor: TensorType) -> np.ndarray:
    """The values of a ``tensor_v1`` blob, shaped as ``tensor`` (inverse of :func:`dense_blob`)."""
    from ..ir.types import storage_type

    element = storage_type(tensor.element_type)
    dtype = ELEMENT_DTYPES[element]
    count = int(np.prod(tensor.shape, dtype=np.int64))
    if element == "i1":  # 0xFF: a true splat; packed bits; else one byte per element (or a splat)
        if blob == b"\xff" and count > 1:
            return np.ones(tensor.shape, dtype=np.bool_)
        if len(blob) == -(-count // 8) and len(blob) != count:
            bits = np.unpackbits(np.frombuffer(blob, dtype=np.uint8), bitorder="little")[:count]
            return bits.astype(np.bool_).reshape(tensor.shape)
        if len(blob) == 1:
            return np.full(tensor.shape, blob[0] != 0, dtype=np.bool_)
        return (np.frombuffer(blob, dtype=np.uint8) != 0).reshape(tensor.shape)
    if len(blob) == dtype.itemsize and count != 1:
        view = A.splat_view(np.frombuffer(blob, dtype=dtype), tensor.shape)
        return view if count * dtype.itemsize > LIMITS.max_tensor_bytes else view.copy()  # see decode_dense
    if len(blob) != dtype.itemsize * count:
        raise ValueError(f"tensor data of {len(blob)} bytes does not match {tensor}")
    return np.frombuffer(blob, dtype=dtype).reshape(tensor.shape).copy()


def dense(attr: A.DenseElementsAttr) -> DialectAttr | None:
    vhlo_type = type_convert.to_vhlo(attr.type)
    if vhlo_type is None:
        return None
    from ..ir.types import storage_type

    return va("tensor_v1", vhlo_type, dense_blob(attr.array, storage_type(attr.type.element_type)))


# --- StableHLO -> VHLO ------------------------------------------------------------------

def to_vhlo(attr: Any, allow_other_dialects: bool = False) -> Any:
    """One attribute as VHLO; None when VHLO has no form for it."""
    convert = lambda a: to_vhlo(a, allow_other_dialects)  # noqa: E731
    if isinstance(attr, bool):
        return boolean(attr)
    if isinstance(attr, str):  # a typed string has no VHLO form (upstream: "custom string types")
        return None if isinstance(attr, A.TypedString) else string(attr)
    if isinstance(attr, tuple):
        items = tuple(convert(a) for a in attr)
        return None if any(i is None for i in items) else va("array_v1", items)
    if isinstance(attr, dict):
        pairs = tuple((string(k), convert(attr[k])) for k in sorted(attr))
        return None if any(v is None for _, v in pairs) else va("dict_v1", pairs)
    if isinstance(attr, A.IntegerAttr):
        if attr.type == "i1":
            return boolean(bool(attr.value))
        vhlo_type = type_convert.to_vhlo(attr.type)
        return None if vhlo_type is None else va("integer_v1", vhlo_type, attr.value)
    if isinstance(attr, A.FloatAttr):
        vhlo_type = type_convert.to_vhlo(attr.type)
        if vhlo_type is None or attr.type not in ELEMENT_DTYPES:
            return None
        return va("float_v1", vhlo_type, float_bits(attr.value, attr.type))
    if isinstance(attr, A.DenseElementsAttr):
        return dense(attr)
    if isinstance(attr, A.DenseArrayAttr):
        return ints_tensor(attr.values, attr.element_type) if attr.element_type in ("i64", "i1") else None
    if isinstance(attr, A.SymbolRefAttr):
        return string(attr.path[0]) if len(attr.path) == 1 else None
    if isinstance(attr, A.TypeAttr):
        vhlo_type = type_convert.to_vhlo(attr.type, allow_other_dialects)
        return None if vhlo_type is None else va("type_v1", vhlo_type)
    if isinstance(attr, A.EnumAttr):
        known = attr.dialect == "stablehlo" and attr.kind in _ENUM_KINDS and attr.value in ENUMS[attr.kind + "_v1"]
        return va(attr.kind + "_v1", attr.value) if known else None
    if isinstance(attr, A.StructAttr):
        return _struct_to_vhlo(attr)
    if isinstance(attr, DialectAttr) and attr.dialect == "vhlo":
        return attr
    if isinstance(attr, A.OpaqueAttr) and allow_other_dialects and not attr.text.startswith(("#stablehlo", "#vhlo")):
        return attr
    return None


def _struct_to_vhlo(attr: A.StructAttr) -> DialectAttr | None:
    if attr.dialect != "stablehlo":
        return None
    if attr.kind == "output_operand_alias":
        return va("output_operand_alias_v1", tuple(attr.get("output_tuple_indices", ())),
                  int(attr.get("operand_index", 0)), tuple(attr.get("operand_tuple_indices", ())))
    if attr.kind == "result_accuracy":
        mode = to_vhlo(attr.get("mode", A.EnumAttr("result_accuracy_mode", "DEFAULT")))
        return va("result_accuracy_v1", f64_bits(attr.get("atol", 0.0)), f64_bits(attr.get("rtol", 0.0)),
                  int(attr.get("ulps", 0)), mode)
    if attr.kind == "sub_axis_info":
        return va("sub_axis_info_v1", int(attr.get("pre_size")), int(attr.get("size")))
    if attr.kind in ("axis_ref", "mesh_axis"):
        second = attr.get("sub_axis_info") if attr.kind == "axis_ref" else int(attr.get("size"))
        second = _struct_to_vhlo(second) if isinstance(second, A.StructAttr) else second
        return va(attr.kind + "_v1", string(attr.get("name")), second)
    if attr.kind in ("mesh", "replica_group_mesh_axes"):
        axes = to_vhlo(tuple(attr.get("axes", ())))
        if attr.kind == "mesh":
            ids = attr.get("device_ids")
            return va("mesh_v1", axes, None if ids is None else to_vhlo(ids))
        mesh = attr.get("mesh")
        mesh = string(mesh.name) if isinstance(mesh, A.SymbolRefAttr) else to_vhlo(mesh)
        return None if mesh is None or axes is None else va("replica_group_mesh_axes_v1", mesh, axes)
    return None


# --- VHLO -> StableHLO ------------------------------------------------------------------

def to_stablehlo(attr: Any) -> Any:
    """One VHLO attribute as this tool's attribute objects (others unchanged)."""
    if not (isinstance(attr, DialectAttr) and attr.dialect == "vhlo"):
        return attr
    name, p = attr.name, attr.params
    if name in _ENUM_BACK:
        return A.EnumAttr(_ENUM_BACK[name], p[0])
    if name == "api_version_v1":
        return A.EnumAttr("custom_call_api_version", p[0])
    if name == "array_v1":
        return tuple(to_stablehlo(a) for a in p[0])
    if name == "bool_v1":
        return bool(p[0])
    if name == "dict_v1":
        keys = [to_stablehlo(k) for k, _ in p[0]]
        if not all(isinstance(k, str) for k in keys):  # upstream's conversion fails: the op is illegal
            raise ValueError("a dictionary key that is no string")
        return {k: to_stablehlo(v) for k, (_, v) in zip(keys, p[0])}
    if name == "string_v1":
        return p[0]
    if name == "integer_v1":
        return A.IntegerAttr(int(p[1]), type_convert.to_builtin(p[0]))
    if name == "float_v1":
        type_ = type_convert.to_builtin(p[0])
        return A.FloatAttr(float_from_bits(p[1], type_), type_)
    if name == "tensor_v1":
        tensor = type_convert.to_builtin(p[0])
        return A.DenseElementsAttr(tensor, dense_array(p[1], tensor))
    if name == "type_v1":
        return A.TypeAttr(type_convert.to_builtin(p[0]))
    if name == "output_operand_alias_v1":
        return A.StructAttr("output_operand_alias", (("output_tuple_indices", tuple(p[0])),
                                                     ("operand_index", p[1]), ("operand_tuple_indices", tuple(p[2]))))
    if name == "result_accuracy_v1":
        return A.StructAttr("result_accuracy", (("atol", f64_value(p[0])), ("rtol", f64_value(p[1])),
                                                ("ulps", p[2]), ("mode", to_stablehlo(p[3]))))
    if name == "sub_axis_info_v1":
        return A.StructAttr("sub_axis_info", (("pre_size", p[0]), ("size", p[1])))
    if name in ("axis_ref_v1", "mesh_axis_v1"):
        second = "sub_axis_info" if name == "axis_ref_v1" else "size"
        fields = (("name", p[0].params[0]),) + (() if p[1] is None else ((second, to_stablehlo(p[1])),))
        return A.StructAttr(name[:-3], fields)
    if name == "mesh_v1":
        ids = () if p[1] is None else (("device_ids", to_stablehlo(p[1])),)
        return A.StructAttr("mesh", (("axes", to_stablehlo(p[0])),) + ids)
    if name == "replica_group_mesh_axes_v1":
        mesh = A.SymbolRefAttr((p[0].params[0],)) if p[0].name == "string_v1" else to_stablehlo(p[0])
        return A.StructAttr("replica_group_mesh_axes", (("mesh", mesh), ("axes", to_stablehlo(p[1]))))
    raise ValueError(f"no StableHLO attribute for {attr}")
