"""``--stablehlo-aggressive-simplification``: upstream's canonicalization patterns as rows.

The declarative ones (StablehloAggressiveSimplificationPatterns.td, in TableGen's name order,
benefit = the number of ops they match) come first, then the C++ ones of
StablehloAggressiveSimplification.cpp in upstream's order. Option: ``fold-op-element-limit``.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from ..ir.attributes import DenseArrayAttr, DenseElementsAttr, EnumAttr
from ..ir.module import Operation
from ..ir.types import TensorType
from ..optable import OP_TABLE
from .evaluate import elements, splat_value
from .folder import element, is_float, is_int, numel, static
from .rewrite import Pattern, Rewriter

COMMUTATIVE = frozenset({"stablehlo.add", "stablehlo.and", "stablehlo.maximum", "stablehlo.minimum",
                         "stablehlo.multiply", "stablehlo.or", "stablehlo.xor"})


def i64s(values: Any) -> DenseArrayAttr:
    return DenseArrayAttr("i64", tuple(int(v) for v in values))


def ints(attr: Any) -> tuple[int, ...]:
    values = getattr(attr, "values", attr)
    return tuple(values) if isinstance(values, (tuple, list)) else ()


def int_attr(attr: Any) -> int | None:
    value = getattr(attr, "value", attr)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def defining(rw: Rewriter, value: str, name: str) -> Operation | None:
    op = rw.defining_op(value)
    return op if op is not None and op.name == name else None


def discardable(op: Operation) -> dict[str, Any]:
    """The attributes no ODS argument of the op declares (MLIR's discardable attributes)."""
    row = OP_TABLE.get(op.name)
    inherent = set(row.attrs) if row is not None else set()
    return {k: v for k, v in op.attributes.items() if k not in inherent and "." in k}


def merge_discardable(rw: Rewriter, source: Operation, dest: Operation | None) -> None:
    """mergeDiscardableAttributes: the source's discardable attributes onto ``dest``
    (``mhlo.frontend_attributes`` merged key by key, ``xla_metadata_payload`` kept)."""
    extra = discardable(source)
    if dest is None or not extra:
        return
    merged = dict(dest.attributes)
    for key, value in extra.items():
        old = merged.get(key)
        if key == "mhlo.frontend_attributes" and isinstance(old, dict) and isinstance(value, dict):
            combined = dict(old)
            for k, v in value.items():
                if k == "xla_metadata_payload" and k in combined:
                    continue
                combined[k] = v
            merged[key] = combined
        else:
            merged[key] = value
    rw.modify(dest, attributes=merged)


def splat(rw: Rewriter, value: str) -> Any:
    attr = rw.constant(value)
    return None if attr is None else splat_value(attr)


def int_zero(rw: Rewriter, value: str) -> bool:
    """m_Zero: an integer (or i1) splat constant 0."""
    attr = rw.constant(value)
    v = None if attr is None or not _intlike(attr) else splat_value(attr)
    return v is not None and int(v) == 0


def _intlike(attr: DenseElementsAttr) -> bool:
    e = attr.type.element_type
    return is_int(e) or e in ("i1", "index")


def any_zero(rw: Rewriter, value: str) -> bool:
    """m_Zero or m_AnyZeroFloat."""
    attr = rw.constant(value)
    if attr is None:
        return False
    v = splat_value(attr)
    return v is not None and (_intlike(attr) or is_float(attr.type.element_type)) and float(v) == 0


def int_one(rw: Rewriter, value: str) -> bool:
    attr = rw.constant(value)
    v = None if attr is None or not _intlike(attr) else splat_value(attr)
    return v is not None and int(v) == 1


def any_one(rw: Rewriter, value: str) -> bool:
    attr = rw.constant(value)
    v = None if attr is None else splat_value(attr)
    return v is not None and (_intlike(attr) or is_float(attr.type.element_type)) and float(v) == 1


def all_ones(rw: Rewriter, value: str) -> bool:
    attr = rw.constant(value)
    v = None if attr is None or not _intlike(attr) else splat_value(attr)
    if v is None:
        return False
    e = attr.type.element_type
    if e == "i1":
        return bool(v)
    bits = int(e.lstrip("sui"))
    return int(v) % (1 << bits) == (1 << bits) - 1


def is_constant_op(rw: Rewriter, value: str) -> bool:
    return defining(rw, value, "stablehlo.constant") is not None


def zero_like(type_: TensorType) -> DenseElementsAttr:
    return elements(type_, np.zeros(type_.shape))


def replace_value(op: Operation, rw: Rewriter, value: str, merge: bool = True) -> None:
    if merge:
        merge_discardable(rw, op, rw.defining_op(value))
    rw.replace_op(op, [value])


def new_op(op: Operation, rw: Rewriter, name: str, operands: Any, attributes: dict | None = None,
           result_types: Any = None, merge: bool = True) -> Operation:
    new = rw.create(name, operands, op.result_types if result_types is None else result_types, attributes, like=op)
    if merge:
        merge_discardable(rw, op, new)
    rw.replace_op(op, new.results)
    return new


def row(name: str, root: str, match: Callable, rewrite: Callable, benefit: int = 1) -> Pattern:
    return Pattern(name, root, match, rewrite, benefit)


# -- the declarative patterns ------------------------------------------------------------------------

def constant_to_rhs(name: str, root: str) -> Pattern:
    def match(op: Operation, rw: Rewriter) -> Any:
        if len(op.operands) != 2 or not is_constant_op(rw, op.operands[0]):
            return None
        return None if is_constant_op(rw, op.operands[1]) or op.name not in COMMUTATIVE else True
    return row(name, root, match, lambda op, rw, _: new_op(op, rw, op.name, op.operands[::-1],
                                                           dict(op.attributes)), 2)


def replace_with_operand(name: str, root: str, test: Callable, index: int = 0, benefit: int = 1,
                         merge: bool = True) -> Pattern:
    """A pattern whose rewrite is ``replaceWithValue`` of operand ``index`` when ``test`` holds."""
    return row(name, root, lambda op, rw: True if test(op, rw) else None,
               lambda op, rw, _: replace_value(op, rw, op.operands[index], merge), benefit)


def _rhs(test: Callable) -> Callable:
    return lambda op, rw: len(op.operands) == 2 and test(rw, op.operands[1])


def _rhs_constant(test: Callable) -> Callable:
    return lambda op, rw: len(op.operands) == 2 and is_constant_op(rw, op.operands[1]) and test(rw, op.operands[1])


def _types_equal(op: Operation, rw: Rewriter) -> bool:
    return op.result_types[0] == rw.type_of(op.operands[0])


def _iota(dims: tuple[int, ...]) -> bool:
    return all(i == d for i, d in enumerate(dims))


def _bid_merge(op: Operation, rw: Rewriter) -> Any:
    inner = defining(rw, op.operands[0], "stablehlo.broadcast_in_dim")
    if inner is None:
        return None
    inner_type, operand_type = inner.result_types[0], rw.type_of(inner.operands[0])
    dims = ints(inner.attributes.get("broadcast_dimensions"))
    reducible = static(inner_type) and list(dims) == sorted(dims) and static(operand_type) and \
        numel(inner_type) == numel(operand_type)
    if static(inner_type) and reducible:
        return None
    outer = ints(op.attributes.get("broadcast_dimensions"))
    return inner.operands[0], [outer[d] for d in dims]


def _bid_to_reshape(op: Operation, rw: Rewriter) -> Any:
    operand = rw.type_of(op.operands[0])
    dims = ints(op.attributes.get("broadcast_dimensions"))
    if not static(operand) or list(dims) != sorted(dims) or not static(op.result_types[0]):
        return None
    return True if numel(op.result_types[0]) == numel(operand) else None


def _bid_to_transpose(op: Operation, rw: Rewriter) -> Any:
    operand, result = rw.type_of(op.operands[0]), op.result_types[0]
    if not static(operand) or not static(result) or numel(operand) != numel(result) or \
            len(operand.shape) != len(result.shape):
        return None
    dims = ints(op.attributes.get("broadcast_dimensions"))
    permutation = [0] * len(dims)
    for i, d in enumerate(dims):
        permutation[d] = i
    return permutation


def _direction(op: Operation) -> str | None:
    attr = op.attributes.get("comparison_direction")
    return getattr(attr, "value", None)


def _compare_bool(direction: str, test: Callable) -> Callable:
    def match(op: Operation, rw: Rewriter) -> Any:
        if _direction(op) != direction or not is_constant_op(rw, op.operands[1]):
            return None
        attr = rw.constant(op.operands[1])
        return True if attr.type.element_type == "i1" and test(rw, op.operands[1]) else None
    return match


def _complex_cancel(op: Operation, rw: Rewriter) -> Any:
    real = defining(rw, op.operands[0], "stablehlo.real")
    imag = defining(rw, op.operands[1], "stablehlo.imag")
    return real.operands[0] if real and imag and real.operands[0] == imag.operands[0] else None


def _part_of_complex(index: int) -> Callable:
    def match(op: Operation, rw: Rewriter) -> Any:
        made = defining(rw, op.operands[0], "stablehlo.complex")
        return None if made is None else made.operands[index]
    return match


def _iota_scalar(op: Operation, rw: Rewriter) -> Any:
    result = op.result_types[0]
    dim = int_attr(op.attributes.get("iota_dimension"))
    if not static(result) or dim is None or result.shape[dim] != 1:
        return None
    return zero_like(result)


def _pad_noop(op: Operation, rw: Rewriter) -> bool:
    return all(not any(ints(op.attributes.get(k))) for k in ("edge_padding_low", "edge_padding_high",
                                                             "interior_padding")) and _types_equal(op, rw)


def _reduce_noop(op: Operation, rw: Rewriter) -> Any:
    if ints(op.attributes.get("dimensions")):
        return None
    return op.operands[:len(op.results)]


def _reshape_merge(op: Operation, rw: Rewriter) -> Any:
    inner = defining(rw, op.operands[0], "stablehlo.reshape")
    return None if inner is None else inner.operands[0]


def _reverse_noop(op: Operation, rw: Rewriter) -> bool:
    dims = ints(op.attributes.get("dimensions"))
    if not dims:
        return True
    operand = rw.type_of(op.operands[0])
    if not static(operand):
        return False
    return numel(operand) == 0 or all(operand.shape[d] == 1 for d in dims)


def _reverse_splat(op: Operation, rw: Rewriter) -> bool:
    attr = rw.constant(op.operands[0])
    return attr is not None and splat_value(attr) is not None


def _select_not(op: Operation, rw: Rewriter) -> Any:
    negated = defining(rw, op.operands[0], "stablehlo.not")
    return None if negated is None else negated.operands[0]


def _select_broadcast_not(op: Operation, rw: Rewriter) -> Any:
    broadcast = defining(rw, op.operands[0], "stablehlo.broadcast_in_dim")
    if broadcast is None or not rw.has_one_use(broadcast.results[0]):
        return None
    negated = defining(rw, broadcast.operands[0], "stablehlo.not")
    return None if negated is None else (broadcast, negated.operands[0])


def _rewrite_select_broadcast_not(op: Operation, rw: Rewriter, capture: Any) -> None:
    broadcast, pred = capture
    new_broadcast = rw.create("stablehlo.broadcast_in_dim", [pred], broadcast.result_types,
                              {"broadcast_dimensions": broadcast.attributes["broadcast_dimensions"]}, like=op)
    new = rw.create("stablehlo.select", [new_broadcast.results[0], op.operands[2], op.operands[1]], op.result_types,
                    like=op)
    rw.replace_op(op, new.results)


def _subtract_same(op: Operation, rw: Rewriter) -> Any:
    t = rw.type_of(op.operands[0])
    if op.operands[0] != op.operands[1] or not static(t) or not is_int(element(t)):
        return None
    return zero_like(t)


def _slice_noop(op: Operation, rw: Rewriter) -> bool:
    return static(rw.type_of(op.operands[0])) and _types_equal(op, rw)


def _transpose_merge(op: Operation, rw: Rewriter) -> Any:
    inner = defining(rw, op.operands[0], "stablehlo.transpose")
    if inner is None:
        return None
    child = ints(inner.attributes.get("permutation"))
    return inner.operands[0], [child[p] for p in ints(op.attributes.get("permutation"))]


def _gte_tuple(op: Operation, rw: Rewriter) -> Any:
    made = defining(rw, op.operands[0], "stablehlo.tuple")
    index = int_attr(op.attributes.get("index"))
    return None if made is None or index is None else made.operands[index]


def _xor_same(op: Operation, rw: Rewriter) -> Any:
    t = rw.type_of(op.operands[0])
    return zero_like(t) if op.operands[0] == op.operands[1] and static(t) else None


def _dus_zero_extent(op: Operation, rw: Rewriter) -> bool:
    attr = rw.constant(op.operands[1])
    return attr is not None and attr.array.size == 0


def _dus_full(op: Operation, rw: Rewriter) -> bool:
    operand, update = rw.type_of(op.operands[0]), rw.type_of(op.operands[1])
    return static(operand) and static(update) and operand == update and all(
        int_zero(rw, v) for v in op.operands[2:])


def _dynamic_reshape_merge(op: Operation, rw: Rewriter) -> Any:
    inner = defining(rw, op.operands[0], "stablehlo.dynamic_reshape")
    return None if inner is None else inner.operands[0]


def _dbid_merge(op: Operation, rw: Rewriter) -> Any:
    inner = defining(rw, op.operands[0], "stablehlo.dynamic_broadcast_in_dim")
    if inner is None:
        return None
    outer = ints(op.attributes.get("broadcast_dimensions"))
    return inner.operands[0], [outer[d] for d in ints(inner.attributes.get("broadcast_dimensions"))]


def _dbid_noop(op: Operation, rw: Rewriter) -> bool:
    dims = ints(op.attributes.get("broadcast_dimensions"))
    nonexpanding = op.attributes.get("known_nonexpanding_dimensions")
    result = op.result_types[0]
    return _iota(dims) and nonexpanding is not None and isinstance(result, TensorType) and \
        result.shape is not None and len(ints(nonexpanding)) == len(result.shape)


def _dbid_of_dynamic_reshape(op: Operation, rw: Rewriter) -> Any:
    inner = defining(rw, op.operands[0], "stablehlo.dynamic_reshape")
    if inner is None or inner.operands[1] != op.operands[1]:
        return None
    if not _iota(ints(op.attributes.get("broadcast_dimensions"))):
        return None
    return inner.operands[0]


def _constant_ints(rw: Rewriter, value: str) -> list[int] | None:
    attr = rw.constant(value)
    if attr is None or not _intlike(attr):
        return None
    return [int(x) for x in attr.array.reshape(-1)]


def _dbid_of_shape_of(op: Operation, rw: Rewriter) -> Any:
    shape_of = defining(rw, op.operands[1], "shape.shape_of")
    if shape_of is None or shape_of.operands[0] != op.operands[0]:
        return None
    return True if _iota(ints(op.attributes.get("broadcast_dimensions"))) else None


def _shape_of_dynamic_reshape(op: Operation, rw: Rewriter) -> Any:
    reshape = defining(rw, op.operands[0], "stablehlo.dynamic_reshape")
    if reshape is None or rw.type_of(reshape.operands[1]) != op.result_types[0]:
        return None
    return reshape.operands[1]


def _dynamic_gather(op: Operation, rw: Rewriter) -> Any:
    return _constant_ints(rw, op.operands[2])


def _rewrite_dynamic_gather(op: Operation, rw: Rewriter, sizes: Any) -> None:
    attributes = dict(op.attributes)
    attributes["slice_sizes"] = i64s(sizes)
    new_op(op, rw, "stablehlo.gather", op.operands[:2], attributes)


def _dynamic_pad(op: Operation, rw: Rewriter) -> Any:
    values = [_constant_ints(rw, v) for v in op.operands[2:5]]
    return None if any(v is None for v in values) else values


def _rewrite_dynamic_pad(op: Operation, rw: Rewriter, values: Any) -> None:
    low, high, interior = values
    new_op(op, rw, "stablehlo.pad", op.operands[:2], {"edge_padding_low": i64s(low),
                                                      "edge_padding_high": i64s(high),
                                                      "interior_padding": i64s(interior)})


def _real_dynamic_slice(op: Operation, rw: Rewriter) -> Any:
    values = [_constant_ints(rw, v) for v in op.operands[1:4]]
    return None if any(v is None for v in values) else values


def _rewrite_real_dynamic_slice(op: Operation, rw: Rewriter, values: Any) -> None:
    start, limit, strides = values
    new_op(op, rw, "stablehlo.slice", op.operands[:1], {"start_indices": i64s(start),
                                                        "limit_indices": i64s(limit), "strides": i64s(strides)})


def _with(name: str, attribute: str) -> Callable:
    def rewrite(op: Operation, rw: Rewriter, capture: Any) -> None:
        operand, dims = capture
        new_op(op, rw, name, [operand], {attribute: i64s(dims)})
    return rewrite


def declarative_patterns() -> list[Pattern]:
    """populateWithGenerated: the .td patterns in TableGen's (name) order."""
    p = []
    add = p.append
    add(constant_to_rhs("AddOp_CanonicalizeConstantToRhs", "stablehlo.add"))
    add(replace_with_operand("AddOp_RemoveNoop", "stablehlo.add", _rhs(any_zero)))
    add(constant_to_rhs("AndOp_CanonicalizeConstantToRhs", "stablehlo.and"))
    add(replace_with_operand("AndOp_FoldToZero", "stablehlo.and", _rhs_constant(int_zero), 1, 2, merge=False))
    add(replace_with_operand("AndOp_RemoveNoop", "stablehlo.and", _rhs_constant(all_ones), 0, 2))
    add(row("BroadcastInDimOp_MergeComposition", "stablehlo.broadcast_in_dim", _bid_merge,
            _with("stablehlo.broadcast_in_dim", "broadcast_dimensions"), 2))
    add(replace_with_operand("BroadcastInDimOp_RemoveNoop", "stablehlo.broadcast_in_dim",
                             lambda op, rw: _iota(ints(op.attributes.get("broadcast_dimensions")))
                             and _types_equal(op, rw)))
    add(row("BroadcastInDimOp_ReplaceWithReshape", "stablehlo.broadcast_in_dim", _bid_to_reshape,
            lambda op, rw, _: new_op(op, rw, "stablehlo.reshape", op.operands[:1]), 2))
    add(row("BroadcastInDimOp_ReplaceWithTranspose", "stablehlo.broadcast_in_dim", _bid_to_transpose,
            lambda op, rw, perm: new_op(op, rw, "stablehlo.transpose", op.operands[:1],
                                        {"permutation": i64s(perm)})))
    add(replace_with_operand("CompareOp_EqBooleanTrue", "stablehlo.compare", _compare_bool("EQ", int_one), 0, 2,
                             merge=False))
    add(replace_with_operand("CompareOp_NeBooleanFalse", "stablehlo.compare", _compare_bool("NE", int_zero), 0, 2,
                             merge=False))
    add(row("ComplexOp_CancelOutComposedOps", "stablehlo.complex", _complex_cancel,
            lambda op, rw, x: replace_value(op, rw, x, False), 3))
    add(replace_with_operand("ConvertOp_RemoveNoop", "stablehlo.convert", _types_equal))
    add(row("DynamicBroadcastInDimOp_FoldToDynamicReshape", "stablehlo.dynamic_broadcast_in_dim",
            _dbid_of_dynamic_reshape,
            lambda op, rw, x: new_op(op, rw, "stablehlo.dynamic_reshape", [x, op.operands[1]]), 2))
    add(row("DynamicBroadcastInDimOp_MergeComposition", "stablehlo.dynamic_broadcast_in_dim", _dbid_merge,
            lambda op, rw, c: new_op(op, rw, op.name, [c[0], op.operands[1]],
                                     {"broadcast_dimensions": i64s(c[1]),
                                      "known_expanding_dimensions": i64s(()),
                                      "known_nonexpanding_dimensions": i64s(())}), 2))
    add(row("DynamicBroadcastInDimOp_ReplaceNoopWithConvert", "stablehlo.dynamic_broadcast_in_dim",
            lambda op, rw: True if _dbid_noop(op, rw) else None,
            lambda op, rw, _: new_op(op, rw, "stablehlo.convert", op.operands[:1])))
    add(replace_with_operand("DynamicBroadcastInDimOp_RemoveNoop", "stablehlo.dynamic_broadcast_in_dim",
                             _dbid_of_shape_of, 0, 2))
    add(row("DynamicGatherOp_ReplaceWithGather", "stablehlo.dynamic_gather", _dynamic_gather,
            _rewrite_dynamic_gather, 2))
    add(row("DynamicPadOp_ReplaceWithPad", "stablehlo.dynamic_pad", _dynamic_pad, _rewrite_dynamic_pad))
    add(row("DynamicReshapeOp_MergeComposition", "stablehlo.dynamic_reshape", _dynamic_reshape_merge,
            lambda op, rw, x: new_op(op, rw, op.name, [x, op.operands[1]]), 2))
    add(row("DynamicReshapeOp_FoldComposedOpsToShapeOperand", "shape.shape_of", _shape_of_dynamic_reshape,
            lambda op, rw, x: replace_value(op, rw, x), 2))
    add(replace_with_operand("DynamicUpdateSliceOp_FoldToUpdateOperand", "stablehlo.dynamic_update_slice",
                             _dus_full, 1))
    add(replace_with_operand("DynamicUpdateSliceOp_RemoveNoop", "stablehlo.dynamic_update_slice",
                             _dus_zero_extent))
    add(row("GetTupleElementOp_UnpackTuple", "stablehlo.get_tuple_element", _gte_tuple,
            lambda op, rw, x: replace_value(op, rw, x, False), 2))
    add(row("ImagOp_CancelOutComposedOps", "stablehlo.imag", _part_of_complex(1),
            lambda op, rw, x: replace_value(op, rw, x, False), 2))
    add(row("IotaOp_FoldScalarToZero", "stablehlo.iota", _iota_scalar,
            lambda op, rw, attr: new_op(op, rw, "stablehlo.constant", (), {"value": attr}, merge=False)))
    add(constant_to_rhs("MaxOp_CanonicalizeConstantToRhs", "stablehlo.maximum"))
    add(constant_to_rhs("MinOp_CanonicalizeConstantToRhs", "stablehlo.minimum"))
    add(constant_to_rhs("MulOp_CanonicalizeConstantToRhs", "stablehlo.multiply"))
    add(replace_with_operand("MulOp_FoldToZero", "stablehlo.multiply", _rhs_constant(int_zero), 1, 2))
    add(replace_with_operand("MulOp_RemoveNoop", "stablehlo.multiply", _rhs_constant(any_one), 0, 2))
    add(constant_to_rhs("OrOp_CanonicalizeConstantToRhs", "stablehlo.or"))
    add(replace_with_operand("OrOp_FoldToOne", "stablehlo.or", _rhs_constant(all_ones), 1, 2))
    add(replace_with_operand("OrOp_RemoveNoop", "stablehlo.or", _rhs_constant(int_zero), 0, 2))
    add(replace_with_operand("PadOp_RemoveNoop", "stablehlo.pad", _pad_noop, merge=False))
    add(row("RealDynamicSliceOp_ReplaceWithSlice", "stablehlo.real_dynamic_slice", _real_dynamic_slice,
            _rewrite_real_dynamic_slice))
    add(row("RealOp_CancelOutComposedOps", "stablehlo.real", _part_of_complex(0),
            lambda op, rw, x: replace_value(op, rw, x, False), 2))
    add(row("ReduceOp_RemoveNoop", "stablehlo.reduce", _reduce_noop, lambda op, rw, xs: rw.replace_op(op, xs)))
    add(row("ReshapeOp_MergeComposition", "stablehlo.reshape", _reshape_merge,
            lambda op, rw, x: new_op(op, rw, op.name, [x]), 2))
    add(replace_with_operand("ReshapeOp_RemoveNoop", "stablehlo.reshape", _types_equal))
    add(replace_with_operand("ReverseOp_AllDimsEqualOne", "stablehlo.reverse", _reverse_noop, merge=False))
    add(replace_with_operand("ReverseOp_SplatToNoop", "stablehlo.reverse", _reverse_splat, 0, 2, merge=False))
    add(row("SelectOp_InvertBroadcastPredicateAndSwap", "stablehlo.select", _select_broadcast_not,
            _rewrite_select_broadcast_not, 3))
    add(row("SelectOp_InvertPredicateAndSwap", "stablehlo.select", _select_not,
            lambda op, rw, p: new_op(op, rw, op.name, [p, op.operands[2], op.operands[1]]), 2))
    add(replace_with_operand("SliceOp_RemoveNoop", "stablehlo.slice", _slice_noop))
    add(row("SubtractOp_FoldToZero", "stablehlo.subtract", _subtract_same,
            lambda op, rw, attr: new_op(op, rw, "stablehlo.constant", (), {"value": attr}, merge=False)))
    add(replace_with_operand("SubtractOp_RemoveNoop", "stablehlo.subtract", _rhs_constant(any_zero), 0, 2))
    add(replace_with_operand("TransposeOp_RemoveNoop", "stablehlo.transpose",
                             lambda op, rw: _iota(ints(op.attributes.get("permutation")))))
    add(row("TransposeOp_TransposeOfTranspose", "stablehlo.transpose", _transpose_merge,
            _with("stablehlo.transpose", "permutation"), 2))
    add(constant_to_rhs("XorOp_CanonicalizeConstantToRhs", "stablehlo.xor"))
    add(row("XorOp_FoldToZero", "stablehlo.xor", _xor_same,
            lambda op, rw, attr: new_op(op, rw, "stablehlo.constant", (), {"value": attr}, merge=False)))
    add(replace_with_operand("XorOp_RemoveNoop", "stablehlo.xor", _rhs(int_zero), merge=False))
    return p


def compare_enum(value: str) -> EnumAttr:
    return EnumAttr("comparison_direction", value, "stablehlo")


INVERT = {"EQ": "EQ", "NE": "NE", "GE": "LE", "GT": "LT", "LE": "GE", "LT": "GT"}


def _compare_canon(op: Operation, rw: Rewriter) -> Any:
    kind = getattr(op.attributes.get("compare_type"), "value", None)
    if kind not in ("SIGNED", "UNSIGNED"):
        return None
    lhs, rhs = op.operands
    if lhs == rhs:
        return "same"
    if rw.constant(lhs) is not None and rw.constant(rhs) is None:
        return "swap"
    return None


def _rewrite_compare_canon(op: Operation, rw: Rewriter, kind: Any) -> None:
    direction = _direction(op)
    result = op.result_types[0]
    if kind == "same":
        value = np.full(result.shape, direction in ("EQ", "GE", "LE"), dtype=np.bool_)
        rw.replace_op_with_new(op, "stablehlo.constant", (), {"value": elements(result, value)})
        return
    attributes = dict(op.attributes, comparison_direction=compare_enum(INVERT[direction]))
    rw.modify(op, operands=op.operands[::-1], attributes=attributes)
