"""Shardy's bytecode encodings of its attributes (``bytecode.td``, ``bytecode.cc``).

Each attribute is its code then its fields; nested attributes are references to other
entries (``w.attr`` / ``ctx.read_attr``), strings are string-table indices. A tensor
sharding with unreduced axes is written with code 15 (sum) or 17 (max, min); its
per-value list with code 16 when any sharding has unreduced axes (dialect version 0.0.1).
"""
from __future__ import annotations

from typing import Any

from ...ir.attributes import SymbolRefAttr
from . import model as M

VERSION = (0, 0, 1)
"""The dialect version jaxlib's Shardy writes (major, minor, patch)."""


def _value(attr: Any, kind: type, r: Any, what: str) -> Any:
    value = M.sdy_value(attr, kind)
    if value is None:
        raise r.error(f"expected {what} in an sdy attribute, got {attr}")
    return value


def _svarints(r: Any, what: str) -> tuple[int, ...]:
    return tuple(r.signed_varint() for _ in range(r.count(what)))


def _list(r: Any, ctx: Any, kind: type, what: str) -> tuple:
    return tuple(_value(ctx.read_attr(r), kind, r, what) for _ in range(r.count(what)))


def _mesh_or_ref(r: Any, ctx: Any) -> M.MeshOrRef:
    attr = ctx.read_attr(r)
    if isinstance(attr, SymbolRefAttr) and len(attr.path) == 1:
        return attr.path[0]
    return _value(attr, M.Mesh, r, "a mesh or a flat symbol reference")


def _sharding(r: Any, ctx: Any, code: int) -> M.Sharding:
    mesh = _mesh_or_ref(r, ctx)
    dims = _list(r, ctx, M.DimSharding, "dimension sharding")
    replicated = _list(r, ctx, M.AxisRef, "axis ref")
    if code == 6:
        return M.Sharding(mesh, dims, replicated)
    unreduced = _list(r, ctx, M.AxisRef, "axis ref")
    reduction = "sum"
    if code == 17:
        index = r.signed_varint()
        if not 0 <= index < len(M.REDUCTION_OPS):
            raise r.error(f"invalid reduction op enum value: {index}")
        reduction = M.REDUCTION_OPS[index]
    return M.Sharding(mesh, dims, replicated, unreduced, reduction)


def _bool(r: Any) -> bool:
    value = r.byte()
    if value > 1:
        raise r.error(f"invalid bool value: {value}")
    return value == 1


def read_attribute(r: Any, ctx: Any) -> M.SdyAttr:
    """One custom-encoded sdy attribute."""
    code = r.varint()
    value: Any
    if code == 0:
        names = [ctx.read_attr(r) for _ in range(r.count("manual axis"))]
        if not all(isinstance(name, str) for name in names):
            raise r.error("expected string attributes for manual axes")
        value = M.ManualAxes(tuple(names))
    elif code == 1:
        value = M.MeshAxis(ctx.read_string(r), r.signed_varint())
    elif code == 2:
        value = M.Mesh(_list(r, ctx, M.MeshAxis, "mesh axis"), _svarints(r, "device id"))
    elif code == 3:
        value = M.SubAxis(r.signed_varint(), r.signed_varint())
    elif code == 4:
        name = ctx.read_string(r)
        index = r.varint()
        sub = None if not index & 1 else _value(ctx.attr_at(r, index >> 1), M.SubAxis, r, "sub-axis info")
        value = M.AxisRef(name, sub)
    elif code == 5:
        axes = _list(r, ctx, M.AxisRef, "axis ref")
        closed = _bool(r)
        number = r.varint()
        value = M.DimSharding(axes, closed, number >> 1 if number & 1 else None)
    elif code in (6, 15, 17):
        value = _sharding(r, ctx, code)
    elif code in (7, 16):
        value = M.PerValue(_list(r, ctx, M.Sharding, "tensor sharding"))
    elif code == 8:
        value = M.DimMapping(_svarints(r, "factor index"))
    elif code == 9:
        value = M.TensorMapping(_list(r, ctx, M.DimMapping, "dim mapping"))
    elif code == 10:
        sizes = _svarints(r, "factor size")
        operands = _list(r, ctx, M.TensorMapping, "tensor mapping")
        results = _list(r, ctx, M.TensorMapping, "tensor mapping")
        reduction, replication, permutation, blocked = (_svarints(r, "factor index") for _ in range(4))
        value = M.Rule(sizes, operands, results, reduction, replication, permutation, blocked, _bool(r))
    elif code == 11:
        value = M.AxisRefList(_list(r, ctx, M.AxisRef, "axis ref"))
    elif code == 12:
        value = M.ListOfAxisRefLists(_list(r, ctx, M.AxisRefList, "axis ref list"))
    elif code == 13:
        value = M.AllToAllParam(_list(r, ctx, M.AxisRef, "axis ref"), r.signed_varint(), r.signed_varint())
    elif code == 14:
        value = M.AllToAllParamList(_list(r, ctx, M.AllToAllParam, "all-to-all param"))
    else:
        raise r.error(f"unknown sdy attribute code: {code}")
    return M.SdyAttr(value)


def _attrs(w: Any, values: tuple) -> None:
    w.attrs(tuple(M.SdyAttr(v) for v in values))


def _svarint_list(w: Any, values: tuple[int, ...]) -> None:
    w.varint(len(values))
    for value in values:
        w.signed_varint(value)


def _write_sharding(w: Any, s: M.Sharding, code: int) -> None:
    w.varint(code)
    w.attr(M.SdyAttr(s.mesh) if isinstance(s.mesh, M.Mesh) else SymbolRefAttr((s.mesh,)))
    _attrs(w, s.dims)
    _attrs(w, s.replicated)
    if code != 6:
        _attrs(w, s.unreduced)
    if code == 17:
        w.signed_varint(M.REDUCTION_OPS.index(s.reduction))


def sharding_code(s: M.Sharding) -> int:
    """V1 without unreduced axes, else V2 (sum) or V3 (version 0.0.1 writes V2's code 15)."""
    if not s.unreduced:
        return 6
    return 15 if s.reduction == "sum" else 17


def write_attribute(w: Any, attr: M.SdyAttr) -> bool:
    """``attr``'s encoding through ``w``; False for the kinds Shardy writes as text."""
    v = attr.value
    if isinstance(v, M.ManualAxes):
        w.varint(0)
        w.attrs(v.names)
    elif isinstance(v, M.MeshAxis):
        w.varint(1)
        w.string(v.name)
        w.signed_varint(v.size)
    elif isinstance(v, M.Mesh):
        w.varint(2)
        _attrs(w, v.axes)
        _svarint_list(w, v.device_ids)
    elif isinstance(v, M.SubAxis):
        w.varint(3)
        w.signed_varint(v.pre_size)
        w.signed_varint(v.size)
    elif isinstance(v, M.AxisRef):
        w.varint(4)
        w.string(v.name)
        w.optional_attr(None if v.sub is None else M.SdyAttr(v.sub))
    elif isinstance(v, M.DimSharding):
        w.varint(5)
        _attrs(w, v.axes)
        w.byte(1 if v.is_closed else 0)
        w.varint(0 if v.priority is None else (v.priority << 1) | 1)
    elif isinstance(v, M.Sharding):
        _write_sharding(w, v, sharding_code(v))
    elif isinstance(v, M.PerValue):
        w.varint(16 if any(s.unreduced for s in v.shardings) else 7)
        _attrs(w, v.shardings)
    elif isinstance(v, M.DimMapping):
        w.varint(8)
        _svarint_list(w, v.factors)
    elif isinstance(v, M.TensorMapping):
        w.varint(9)
        _attrs(w, v.dims)
    elif isinstance(v, M.Rule):
        w.varint(10)
        _svarint_list(w, v.factor_sizes)
        _attrs(w, v.operands)
        _attrs(w, v.results)
        for group in (v.reduction, v.need_replication, v.permutation, v.blocked):
            _svarint_list(w, group)
        w.byte(1 if v.custom else 0)
    elif isinstance(v, M.AxisRefList):
        w.varint(11)
        _attrs(w, v.axes)
    elif isinstance(v, M.ListOfAxisRefLists):
        w.varint(12)
        _attrs(w, v.lists)
    elif isinstance(v, M.AllToAllParam):
        w.varint(13)
        _attrs(w, v.axes)
        w.signed_varint(v.src_dim)
        w.signed_varint(v.tgt_dim)
    elif isinstance(v, M.AllToAllParamList):
        w.varint(14)
        _attrs(w, v.params)
    else:
        return False
    return True
