"""chlo.ragged_dot as upstream's ConvertRaggedDotOp lowers it (static shapes):

* mode 1 (ragged non-contracting lhs dimension, rhs with a group dimension): per group,
  lhs masked to the group's rows times that group's rhs slice, summed over groups;
* mode 2 (ragged contracting dimension): per group, lhs masked to the group's columns
  times rhs, the results stacked along a new leading group dimension;
* mode 3 (ragged batch dimension): one dot_general.

Group row ranges come from running sums of ``group_sizes`` (converted to i64). Dynamic
lhs/rhs/result shapes use the dynamic ops (shape_of, dynamic_iota, real_dynamic_slice,
dynamic_reshape) as upstream does; dynamic ``group_sizes`` are not legalized.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ..ir.attributes import EnumAttr, IntegerAttr, StructAttr
from ..ir.types import TensorType
from .chlo_builder import Builder, LegalizeError, Value, i64_array, with_element

_PRECISIONS = {"HIGHEST": "HIGHEST", "HIGH": "HIGH"}


def _dims(attributes: dict) -> dict[str, tuple[int, ...]]:
    fields = dict(attributes["ragged_dot_dimension_numbers"].fields)
    nested = fields.pop("dot_dimension_numbers", None)
    if isinstance(nested, StructAttr):
        fields.update(nested.fields)
    return {key: tuple(value) for key, value in fields.items()}


def _dot_attributes(attributes: dict, lhs_batch, rhs_batch, lhs_contract, rhs_contract) -> dict:
    """dot_general's attributes; chlo precisions other than HIGH/HIGHEST become DEFAULT."""
    dot = StructAttr("dot", (("lhs_batching_dimensions", tuple(lhs_batch)),
                             ("rhs_batching_dimensions", tuple(rhs_batch)),
                             ("lhs_contracting_dimensions", tuple(lhs_contract)),
                             ("rhs_contracting_dimensions", tuple(rhs_contract))), "stablehlo")
    result = {"dot_dimension_numbers": dot}
    if "precision_config" in attributes:
        result["precision_config"] = tuple(
            EnumAttr("precision", _PRECISIONS.get(p.value, "DEFAULT"), "stablehlo")
            for p in attributes["precision_config"])
    return result


_I64X1 = TensorType((1,), "i64")


def _zeros(b: Builder, type_: TensorType) -> Value:
    return b.constant(np.zeros((), type_.dtype), type_)


def _group_size(b: Builder, group_sizes: Value, index: int, batch_shape: tuple[int, ...]) -> Value:
    """getGroupSize: group ``index``'s sizes (one per batch element) as i64."""
    shape = group_sizes.type.shape
    rank = len(shape)
    start = [0] * rank
    start[-1] = index
    limit = list(shape)
    limit[-1] = index + 1
    sliced_shape = tuple(limit[:-1]) + (1,)
    sliced = b.op1("stablehlo.slice", [group_sizes], TensorType(sliced_shape, group_sizes.element),
                   {"start_indices": i64_array(start), "limit_indices": i64_array(limit),
                    "strides": i64_array([1] * rank)})
    size = b.op1("stablehlo.reshape", [sliced], TensorType(batch_shape, group_sizes.element))
    if group_sizes.element != "i64":
        size = b.convert(size, "i64")
    return size


def _to_lhs_shape(b: Builder, v: Value, lhs: Value, dims: Sequence[int]) -> Value:
    """``v`` broadcast to lhs's shape (i64): dynamic_broadcast_in_dim to shape_of(lhs) if dynamic."""
    index_type = with_element(lhs.type, "i64")
    if lhs.type.is_static:
        return b.broadcast_in_dim(v, dims, index_type)
    shape = b.op1("shape.shape_of", [lhs], TensorType((len(lhs.type.shape),), "index"))
    return b.op1("stablehlo.dynamic_broadcast_in_dim", [v, shape], index_type,
                 {"broadcast_dimensions": i64_array(dims)})


def _masked(b: Builder, lhs: Value, zero: Value, start: Value, limit: Value, iota: Value, batch_rank: int) -> Value:
    """applyRaggedMask: lhs where start <= iota < limit along the ragged dimension, else 0."""
    dims = list(range(batch_rank))
    start_b = _to_lhs_shape(b, start, lhs, dims)
    limit_b = _to_lhs_shape(b, limit, lhs, dims)
    iota_b = _to_lhs_shape(b, iota, lhs, list(range(len(lhs.type.shape))))
    mask = b.and_(b.compare("GE", iota_b, start_b), b.compare("LT", iota_b, limit_b))
    return b.select(mask, lhs, zero)


def _size_i64x1(b: Builder, v: Value, dim: int) -> Value:
    """get_dimension_size as tensor<1xi64>."""
    size = b.op1("stablehlo.get_dimension_size", [v], TensorType((), "i32"), {"dimension": IntegerAttr(dim, "i64")})
    return b.op1("stablehlo.reshape", [b.convert(size, "i64")], _I64X1)


def _i64x1(b: Builder, value: int) -> Value:
    return b.constant(np.array([value], np.int64), _I64X1)


def _concat(b: Builder, parts: Sequence[Value]) -> Value:
    return b.op1("stablehlo.concatenate", parts, TensorType((len(parts),), "i64"), {"dimension": IntegerAttr(0, "i64")})


def _setup(b: Builder, lhs: Value, group_sizes: Value, ragged: int) -> tuple[tuple, Value, Value, Value]:
    """(batch shape, initial start, iota along the ragged dimension, zeros like lhs)."""
    batch_shape = tuple(group_sizes.type.shape[:-1])
    if not group_sizes.type.is_static:
        raise LegalizeError
    start = _zeros(b, TensorType(batch_shape, "i64"))
    iota_shape = [1] * len(lhs.type.shape)
    iota_shape[ragged] = lhs.type.shape[ragged]
    iota_type = TensorType(tuple(iota_shape), "i64")
    if lhs.type.shape[ragged] is None:
        extents = _concat(b, [_size_i64x1(b, lhs, d) if d == ragged else _i64x1(b, 1)
                              for d in range(len(iota_shape))])
        iota = b.op1("stablehlo.dynamic_iota", [extents], iota_type, {"iota_dimension": IntegerAttr(ragged, "i64")})
    else:
        iota = b.op1("stablehlo.iota", [], iota_type, {"iota_dimension": IntegerAttr(ragged, "i64")})
    if lhs.type.is_static:
        return batch_shape, start, iota, _zeros(b, lhs.type)
    zero = _zeros(b, TensorType((), lhs.element))
    shape = b.op1("shape.shape_of", [lhs], TensorType((len(lhs.type.shape),), "index"))
    zero = b.op1("stablehlo.dynamic_broadcast_in_dim", [zero, shape], lhs.type, {"broadcast_dimensions": i64_array(())})
    return batch_shape, start, iota, zero


def _group_of_rhs(b: Builder, rhs: Value, group_dim: int, i: int) -> Value:
    """rhs[..., i, ...] along the group dimension, that dimension dropped."""
    rank = len(rhs.type.shape)
    sliced_shape = list(rhs.type.shape)
    sliced_shape[group_dim] = 1
    sliced_type = TensorType(tuple(sliced_shape), rhs.element)
    kept = TensorType(tuple(s for k, s in enumerate(rhs.type.shape) if k != group_dim), rhs.element)
    if rhs.type.is_static:
        begin, end = [0] * rank, list(rhs.type.shape)
        begin[group_dim], end[group_dim] = i, i + 1
        sliced = b.op1("stablehlo.slice", [rhs], sliced_type,
                       {"start_indices": i64_array(begin), "limit_indices": i64_array(end),
                        "strides": i64_array([1] * rank)})
        return b.op1("stablehlo.reshape", [sliced], kept)
    starts, limits = [], []
    for d in range(rank):
        starts.append(_i64x1(b, i if d == group_dim else 0))
        limits.append(_i64x1(b, i + 1) if d == group_dim else _size_i64x1(b, rhs, d))
    start, limit = _concat(b, starts), _concat(b, limits)
    strides = b.constant(np.ones(rank, np.int64), TensorType((rank,), "i64"))
    sliced = b.op1("stablehlo.real_dynamic_slice", [rhs, start, limit, strides], sliced_type)
    shape = _concat(b, [v for d, v in enumerate(limits) if d != group_dim])
    return b.op1("stablehlo.dynamic_reshape", [sliced, shape], kept)


def _mode1(b: Builder, lhs: Value, rhs: Value, group_sizes: Value, d: dict, attributes: dict,
           result: TensorType) -> list[Value]:
    group_dim = d["rhs_group_dimensions"][0]
    groups = rhs.type.shape[group_dim]
    if groups is None:
        raise LegalizeError  # "dynamic group count not supported"
    batch_shape, start, iota, zero = _setup(b, lhs, group_sizes, d["lhs_ragged_dimensions"][0])

    def adjusted(dim: int) -> int:
        return dim - 1 if dim > group_dim else dim

    dot = _dot_attributes(attributes, d.get("lhs_batching_dimensions", ()),
                          [adjusted(x) for x in d.get("rhs_batching_dimensions", ())],
                          d.get("lhs_contracting_dimensions", ()),
                          [adjusted(x) for x in d.get("rhs_contracting_dimensions", ())])
    out = None
    for i in range(groups):
        limit = b.add(start, _group_size(b, group_sizes, i, batch_shape))
        masked = _masked(b, lhs, zero, start, limit, iota, len(batch_shape))
        reshaped = _group_of_rhs(b, rhs, group_dim, i)
        product = b.op1("stablehlo.dot_general", [masked, reshaped], result, dot)
        out = product if out is None else b.add(out, product)
        start = limit
    return [out]


def _mode2(b: Builder, lhs: Value, rhs: Value, group_sizes: Value, d: dict, attributes: dict,
           result: TensorType) -> list[Value]:
    ragged = d["lhs_ragged_dimensions"][0]
    lhs_contract, rhs_contract = d.get("lhs_contracting_dimensions", ()), d.get("rhs_contracting_dimensions", ())
    if ragged not in lhs_contract:
        raise LegalizeError
    groups = group_sizes.type.shape[-1]
    batch_shape, start, iota, zero = _setup(b, lhs, group_sizes, ragged)
    dot = _dot_attributes(attributes, d.get("lhs_batching_dimensions", ()), d.get("rhs_batching_dimensions", ()),
                          lhs_contract, rhs_contract)
    part = TensorType(tuple(result.shape[1:]), result.element_type)
    products = []
    for i in range(groups):
        limit = b.add(start, _group_size(b, group_sizes, i, batch_shape))
        masked = _masked(b, lhs, zero, start, limit, iota, len(batch_shape))
        products.append(b.op1("stablehlo.dot_general", [masked, rhs], part, dot))
        start = limit
    stacked = [_with_leading_one(b, p) for p in products]
    return [b.op1("stablehlo.concatenate", stacked, result, {"dimension": IntegerAttr(0, "i64")})]


def _with_leading_one(b: Builder, v: Value) -> Value:
    """``v`` reshaped to 1 x its shape (dynamic_reshape to computed extents if dynamic)."""
    shape = TensorType((1,) + v.type.shape, v.element)
    if v.type.is_static:
        return b.op1("stablehlo.reshape", [v], shape)
    extents = _concat(b, [_i64x1(b, 1)] + [_size_i64x1(b, v, d) for d in range(len(v.type.shape))])
    return b.op1("stablehlo.dynamic_reshape", [v, extents], shape)


def ragged_dot(b: Builder, operands: Sequence[Value], attributes: dict, types: Sequence[TensorType]) -> list[Value]:
    lhs, rhs, group_sizes = operands
    result = types[0]
    if any(v.type.shape is None for v in operands) or result.shape is None:
        raise LegalizeError
    d = _dims(attributes)
    if len(lhs.type.shape) < len(rhs.type.shape):
        return _mode1(b, lhs, rhs, group_sizes, d, attributes, result)
    if len(lhs.type.shape) < len(result.shape):
        return _mode2(b, lhs, rhs, group_sizes, d, attributes, result)
    return [b.op1("stablehlo.dot_general", [lhs, rhs], result,
                  _dot_attributes(attributes, d.get("lhs_batching_dimensions", ()),
                                  d.get("rhs_batching_dimensions", ()), d.get("lhs_contracting_dimensions", ()),
                                  d.get("rhs_contracting_dimensions", ())))]


DECOMPOSITIONS = {"chlo.ragged_dot": ragged_dot}
