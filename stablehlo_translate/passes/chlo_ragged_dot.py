"""chlo.ragged_dot as upstream's ConvertRaggedDotOp lowers it (static shapes):

* mode 1 (ragged non-contracting lhs dimension, rhs with a group dimension): per group,
  lhs masked to the group's rows times that group's rhs slice, summed over groups;
* mode 2 (ragged contracting dimension): per group, lhs masked to the group's columns
  times rhs, the results stacked along a new leading group dimension;
* mode 3 (ragged batch dimension): one dot_general.

Group row ranges come from running sums of ``group_sizes`` (converted to i64).
"""
from __future__ import annotations

from typing import Sequence

from ..attributes import EnumAttr, IntegerAttr, StructAttr
from ..types import TensorType
from .chlo_builder import Builder, Value, i64_array, with_element

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


def _zeros(b: Builder, type_: TensorType) -> Value:
    import numpy as np

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


def _masked(b: Builder, lhs: Value, zero: Value, start: Value, limit: Value, iota: Value, batch_rank: int) -> Value:
    """applyRaggedMask: lhs where start <= iota < limit along the ragged dimension, else 0."""
    index_type = with_element(lhs.type, "i64")
    dims = range(batch_rank)
    start_b = b.broadcast_in_dim(start, dims, index_type)
    limit_b = b.broadcast_in_dim(limit, dims, index_type)
    iota_b = b.broadcast_in_dim(iota, range(len(lhs.type.shape)), index_type)
    mask = b.and_(b.compare("GE", iota_b, start_b), b.compare("LT", iota_b, limit_b))
    return b.select(mask, lhs, zero)


def _setup(b: Builder, lhs: Value, group_sizes: Value, ragged: int) -> tuple[tuple, Value, Value, Value]:
    """(batch shape, initial start, iota along the ragged dimension, zeros like lhs)."""
    batch_shape = tuple(group_sizes.type.shape[:-1])
    start = _zeros(b, TensorType(batch_shape, "i64"))
    iota_shape = [1] * len(lhs.type.shape)
    iota_shape[ragged] = lhs.type.shape[ragged]
    iota = b.op1("stablehlo.iota", [], TensorType(tuple(iota_shape), "i64"),
                 {"iota_dimension": IntegerAttr(ragged, "i64")})
    return batch_shape, start, iota, _zeros(b, lhs.type)


def _mode1(b: Builder, lhs: Value, rhs: Value, group_sizes: Value, d: dict, attributes: dict,
           result: TensorType) -> list[Value]:
    group_dim = d["rhs_group_dimensions"][0]
    groups = rhs.type.shape[group_dim]
    batch_shape, start, iota, zero = _setup(b, lhs, group_sizes, d["lhs_ragged_dimensions"][0])

    def adjusted(dim: int) -> int:
        return dim - 1 if dim > group_dim else dim

    dot = _dot_attributes(attributes, d.get("lhs_batching_dimensions", ()),
                          [adjusted(x) for x in d.get("rhs_batching_dimensions", ())],
                          d.get("lhs_contracting_dimensions", ()),
                          [adjusted(x) for x in d.get("rhs_contracting_dimensions", ())])
    rank = len(rhs.type.shape)
    out = None
    for i in range(groups):
        limit = b.add(start, _group_size(b, group_sizes, i, batch_shape))
        masked = _masked(b, lhs, zero, start, limit, iota, len(batch_shape))
        begin, end = [0] * rank, list(rhs.type.shape)
        begin[group_dim], end[group_dim] = i, i + 1
        sliced_shape = tuple(end[:group_dim]) + (1,) + tuple(end[group_dim + 1:])
        sliced = b.op1("stablehlo.slice", [rhs], TensorType(sliced_shape, rhs.element),
                       {"start_indices": i64_array(begin), "limit_indices": i64_array(end),
                        "strides": i64_array([1] * rank)})
        kept = tuple(s for k, s in enumerate(rhs.type.shape) if k != group_dim)
        reshaped = b.op1("stablehlo.reshape", [sliced], TensorType(kept, rhs.element))
        product = b.op1("stablehlo.dot_general", [masked, reshaped], result, dot)
        out = product if out is None else b.add(out, product)
        start = limit
    return [out]


def _mode2(b: Builder, lhs: Value, rhs: Value, group_sizes: Value, d: dict, attributes: dict,
           result: TensorType) -> list[Value]:
    from .chlo_legalize import LegalizeError

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
    stacked = [b.op1("stablehlo.reshape", [p], TensorType((1,) + part.shape, part.element_type)) for p in products]
    return [b.op1("stablehlo.concatenate", stacked, result, {"dimension": IntegerAttr(0, "i64")})]


def ragged_dot(b: Builder, operands: Sequence[Value], attributes: dict, types: Sequence[TensorType]) -> list[Value]:
    from .chlo_legalize import LegalizeError

    lhs, rhs, group_sizes = operands
    result = types[0]
    if not all(v.type.is_static for v in operands) or not result.is_static:
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
