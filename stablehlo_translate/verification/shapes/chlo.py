"""Shape functions of the CHLO ops (upstream's ChloOps.td traits and ChloOps.cpp verifiers).

CHLO is not in spec.md: the labels are ``chlo_<op>`` and the messages are
upstream's where the shared verify suite quotes them (ops_chlo.mlir).
"""
from __future__ import annotations

from typing import Any, Sequence

from ...ir.attributes import FloatAttr, IntegerAttr
from ...ir.types import QuantizedType, TensorType, Type, bit_width, is_integer, is_unsigned
from . import (ConstraintError, InferenceError, RegionTypes, Types, base, compatible, dims, elements_compatible,
               require_operands, require_results, require_tensor, shapes_compatible, with_element, with_shape)

_LABEL = "chlo"
ANY_TENSOR = "float bool int complex quant quant_axis"
"""ODS ``HLO_AnyTensor``'s element types, in the order its summary names them."""


def _elements_match(a: Any, b: Any) -> bool:
    """HLO_CompatibleOperandsAndResultElementType: equal, or quantized types with the same
    storage and expressed types (scales and zero points may differ)."""
    if isinstance(a, QuantizedType) and isinstance(b, QuantizedType):
        return (a.storage_type, a.expressed_type) == (b.storage_type, b.expressed_type)
    return a == b


# --- broadcasting binary ops -------------------------------------------------------------

def _broadcast_dim(a: int | None, b: int | None) -> tuple[bool, int | None]:
    """MLIR's ``OpTrait::util::getBroadcastedShape`` for one dimension pair: (ok, size), where a
    ``?`` next to a size above 1 takes that size."""
    if a is None or b is None:
        if a is not None and a > 1:
            return True, a
        if b is not None and b > 1:
            return True, b
        return True, b if a == 1 else a if b == 1 else None
    if a == b or b == 1:
        return True, a
    return (True, b) if a == 1 else (False, None)


def _broadcast_shapes(a: Sequence[int | None], b: Sequence[int | None]) -> list[int | None] | None:
    """``getBroadcastedShape`` of two shapes aligned on the right; None when incompatible."""
    out: list[int | None] = []
    for i in range(1, max(len(a), len(b)) + 1):
        ok, size = _broadcast_dim(a[-i] if i <= len(a) else 1, b[-i] if i <= len(b) else 1)
        if not ok:
            return None
        out.append(size)
    return out[::-1]


def _bounded_broadcast(types: Sequence[TensorType]) -> tuple[tuple, tuple | None] | None:
    """StablehloBroadcastLowering.cpp ``getNumpyBroadcastShape``, for static or bounded operands:
    (shape, bounds), a bounded ``?`` keeping its bound; None when the shapes (or a bounded and a
    static size) clash."""
    def dims(t: TensorType) -> list[tuple[int, bool]]:
        bounds = t.bounds if t.bounds is not None else (None,) * len(t.shape)
        return [(-1 if b is None else b, True) if d is None else (d, False) for d, b in zip(t.shape, bounds)]

    shape = dims(types[0])
    for t in types[1:]:
        other, out = dims(t), []
        for i in range(1, max(len(shape), len(other)) + 1):
            a = shape[-i] if i <= len(shape) else (1, False)
            b = other[-i] if i <= len(other) else (1, False)
            if a[0] == 1 or b[0] == 1:
                out.append(b if a[0] == 1 else a)
            elif a[0] != b[0] or a[1] != b[1]:
                return None
            else:
                out.append(a)
        shape = out[::-1]
    bounds = tuple(size if bounded else None for size, bounded in shape)
    return tuple(None if bounded else size for size, bounded in shape), (bounds if bounds.count(None) < len(bounds) else None)


def broadcast_type(types: Sequence[TensorType], element: Any,
                   broadcast_dimensions: Sequence[int] | None = None) -> TensorType:
    """The result type of a CHLO broadcast (ChloOps.cpp ``getNumpyBroadcastType`` and
    ``getBroadcastTypeWithBroadcastDimensions``): unranked when an operand is, or when the
    broadcast is illegal (upstream signals that as unranked); bounds kept when every operand is
    static or bounded."""
    unranked = TensorType(None, element)
    if any(t.shape is None for t in types):
        return unranked
    if broadcast_dimensions is None:
        if all(t.is_static or t.bounds is not None for t in types):
            found = _bounded_broadcast(types)
            return unranked if found is None else TensorType(found[0], element, found[1])
        shape: list[int | None] | None = list(types[0].shape)
        for t in types:
            shape = None if shape is None else _broadcast_shapes(shape, t.shape)
        return unranked if shape is None else TensorType(tuple(shape), element)
    lhs, rhs = types
    large = lhs if lhs.rank > rhs.rank else rhs
    small = lhs if lhs.rank <= rhs.rank else rhs
    mapping = tuple(broadcast_dimensions)
    if len(mapping) != small.rank or any(not 0 <= d < large.rank for d in mapping):
        return unranked
    filtered = _broadcast_shapes(small.shape, [large.shape[d] for d in mapping])
    if filtered is None:
        return unranked
    out = list(large.shape)
    for i, d in enumerate(mapping):
        out[d] = filtered[i]
    return TensorType(tuple(out), element)


def broadcast_binary(classes: str, result_element: Any = None, result_classes: str | None = None,
                     same_elements: bool = True, compatible_elements: bool = False):
    """(verify, infer) of a ``chlo.broadcast_*`` op. ``result_element(lhs element)`` gives the
    result's element type (default: the operands'). The operands' and result's element types agree
    as ODS ``SameOperandsAndResultElementType`` says, or ``compatible_elements`` (add, maximum,
    minimum: ``HLO_CompatibleOperandsAndResultElementType``)."""
    trait = "compatible element types" if compatible_elements else "the same element type"

    def verify(operand_types: Types, *, result_types: Types, **_: Any) -> None:
        require_operands(operand_types, classes, _LABEL, kind="tensor")
        require_results(result_types, result_classes or classes, _LABEL, kind="tensor")
        if same_elements and result_element is None:
            elements = [t.element_type for t in (*operand_types, *result_types)]
            if any(not _elements_match(elements[0], e) for e in elements[1:]):
                raise ConstraintError(_LABEL, f"requires {trait} for all operands and results")

    def infer(operand_types: Types, *, broadcast_dimensions: Sequence[int] | None = None,
              result_types: Types = (), **_: Any) -> tuple[TensorType, ...]:
        lhs, rhs = operand_types
        if not elements_compatible(lhs.element_type, rhs.element_type):
            raise InferenceError(_LABEL, "mismatched operand types")
        element = lhs.element_type if result_element is None else result_element(lhs.element_type)
        return (broadcast_type((lhs, rhs), element, broadcast_dimensions),)

    return verify, infer


def verify_select(operand_types: Types, *, result_types: Types, **_: Any) -> None:
    """chlo.broadcast_select: ``HLO_PredTensor`` (ranked) ``pred``, ``HLO_AnyTensor`` branches and result."""
    require_tensor(operand_types[0], "operand #0", "bool", _LABEL)
    require_operands(operand_types[1:], ANY_TENSOR, _LABEL, offset=1, kind="tensor")
    require_results(result_types, ANY_TENSOR, _LABEL, kind="tensor")


def infer_select(operand_types: Types, **_: Any) -> tuple[TensorType, ...]:
    pred, on_true, on_false = operand_types
    if on_true.element_type != on_false.element_type:
        raise InferenceError(_LABEL, "mismatched operand types")
    return (broadcast_type(operand_types, on_true.element_type),)


# --- unary and non-broadcasting elementwise ops ------------------------------------------

def elementwise(classes: str, result_bool: bool = False):
    """(verify, infer) of a unary or same-shape CHLO op (CompatibleOperandsAndResultType; the
    ``result_bool`` ones: SameOperandsAndResultShape)."""

    def verify(operand_types: Types, *, result_types: Types, **_: Any) -> None:
        require_operands(operand_types, classes, _LABEL, kind="tensor")
        require_results(result_types, "bool" if result_bool else classes, _LABEL, kind="tensor")
        first = operand_types[0]
        for t in (*operand_types[1:], *result_types):
            if result_bool and not shapes_compatible(first, t):  # is_inf & co: SameOperandsAndResultShape
                raise ConstraintError(_LABEL, "requires the same shape for all operands and results")
            if not result_bool and not (shapes_compatible(first, t)
                                        and elements_compatible(first.element_type, t.element_type)):
                raise ConstraintError(_LABEL, "requires compatible types for all operands and results")

    def infer(operand_types: Types, **_: Any) -> tuple[TensorType, ...]:
        first = operand_types[0]
        for t in operand_types[1:]:
            if not compatible(first, t):
                raise ConstraintError(_LABEL, "requires compatible types for all operands and results")
        return (with_element(first, "i1") if result_bool else first,)

    return verify, infer


def verify_mulhi(operand_types: Types, *, result_types: Types, **_: Any) -> None:
    """chlo.mulhi: 2/4/8/16/32/64-bit integers (not i1)."""
    for i, t in enumerate(operand_types):
        ok = isinstance(t, TensorType) and t.shape is not None and is_integer(t.element_type) \
            and bit_width(t.element_type) > 1
        if not ok:
            raise ConstraintError(_LABEL, f"operand #{i} must be ranked tensor of 2/4/8/16/32/64-bit integer "
                                          f"values, but got '{t}'")


# --- constants ---------------------------------------------------------------------------

def _attr_type(value: Any) -> Any:
    if isinstance(value, (IntegerAttr, FloatAttr)):
        return value.type
    if isinstance(value, bool):
        return "i1"
    return getattr(value, "type", None)


def verify_constant_like(operand_types: Types, *, result_types: Types, value: Any, **_: Any) -> None:
    require_operands(operand_types, ANY_TENSOR, _LABEL, kind="tensor")
    require_results(result_types, ANY_TENSOR, _LABEL, kind="tensor")
    if result_types and isinstance(result_types[0], TensorType) and \
            _attr_type(value) != base(result_types[0].element_type):
        raise ConstraintError(_LABEL, "value's type doesn't match element return type")
    if isinstance(value, IntegerAttr) and is_integer(value.type):
        width = bit_width(value.type)
        low = 0 if is_unsigned(value.type) else -(1 << (width - 1))
        high = (1 << (width - 1)) - 1 if value.type.startswith("si") else (1 << width) - 1
        if not low <= value.value <= high:  # MLIR's parser refuses such an attribute
            raise ConstraintError(_LABEL, f"integer constant {value.value} out of range for attribute of type "
                                          f"{value.type}")


def infer_constant_like(operand_types: Types, *, value: Any, **_: Any) -> tuple[TensorType, ...]:
    return (with_element(operand_types[0], _attr_type(value)),)


def infer_constant(operand_types: Types, *, value: Any, **_: Any) -> tuple[Type, ...]:
    return (value.type,)


# --- top_k -------------------------------------------------------------------------------

def infer_top_k(operand_types: Types, *, k: int, **_: Any) -> tuple[TensorType, ...]:
    """``values``/``indices`` of shape ``operand.shape[:-1] + [k]`` (upstream's inferTopKOp)."""
    operand = operand_types[0]
    if operand.shape is None:
        return (operand, with_element(operand, "i32"))
    if operand.rank < 1:
        raise InferenceError(_LABEL, "operand's rank must be at least 1")
    last = operand.shape[-1]
    bound = operand.bounds[-1] if operand.bounds else None
    if last is not None and last < k:
        raise InferenceError(_LABEL, f"operand's last dimension must be at least {k}")
    if last is None and bound is not None and bound < k:
        raise InferenceError(_LABEL, f"operand's last dimension must be at least {k}")
    shape = (*operand.shape[:-1], k)
    bounds = (*operand.bounds[:-1], None) if operand.bounds else None
    values = with_shape(operand, shape, bounds)
    return (values, with_element(values, "i32"))


# --- ragged_dot --------------------------------------------------------------------------

def _check_distinct(a: Sequence[int], b: Sequence[int], a_name: str, b_name: str) -> None:
    for d in a:
        if d in b:
            raise InferenceError(_LABEL, f"has duplicated dimension from {a_name} and {b_name}: {d}")


def _check_dot_dims(lhs: TensorType, rhs: TensorType, d: Any) -> None:
    """The dot_general constraints ragged_dot shares (spec.md#dot_general C1-C12)."""
    lb, rb = d.lhs_batching_dimensions, d.rhs_batching_dimensions
    lc, rc = d.lhs_contracting_dimensions, d.rhs_contracting_dimensions
    if len(lb) != len(rb):
        raise InferenceError(_LABEL, "lhs and rhs should have the same number of batching dimensions")
    if len(lc) != len(rc):
        raise InferenceError(_LABEL, "lhs and rhs should have the same number of contracting dimensions")
    _check_distinct(lb, lc, "lhs_batching_dimensions", "lhs_contracting_dimensions")
    _check_distinct(rb, rc, "rhs_batching_dimensions", "rhs_contracting_dimensions")
    if lhs.shape is None or rhs.shape is None:  # upstream casts to RankedTensorType here (an assertion)
        raise InferenceError(_LABEL, "ragged_dot requires ranked lhs and rhs")
    for name, values, operand in (("lhs_batching_dimensions", lb, lhs), ("rhs_batching_dimensions", rb, rhs),
                                  ("lhs_contracting_dimensions", lc, lhs),
                                  ("rhs_contracting_dimensions", rc, rhs)):
        for v in values:
            if not 0 <= v < operand.rank:
                raise InferenceError(_LABEL, f"{name} value: {v} is out of range: [0, {operand.rank})")
    for (i, j), what in [*((p, "batching") for p in zip(lb, rb)), *((p, "contracting") for p in zip(lc, rc))]:
        a, b = lhs.shape[i], rhs.shape[j]
        if a is not None and b is not None and a != b:
            raise InferenceError(_LABEL, f"{what} dimension sizes must match for lhs/rhs")


def _group_sizes_prefix(lhs: TensorType, d: Any, ragged: int, mode: str) -> list[int | None]:
    lb, lc = list(d.lhs_batching_dimensions), list(d.lhs_contracting_dimensions)
    if mode == "batch":
        prefix = lb[:lb.index(ragged)]
    elif mode == "contracting":
        prefix = lb + lc[:lc.index(ragged)]
    else:
        prefix = lb + [i for i in range(ragged) if i not in lb and i not in lc]
    return [lhs.shape[i] for i in prefix]


def infer_ragged_dot(operand_types: Types, *, ragged_dot_dimension_numbers: Any, **_: Any
                     ) -> tuple[TensorType, ...]:
    """chlo.ragged_dot: dot_general's constraints, exactly one lhs ragged dimension, group_sizes
    of shape ``[b..., x..., g]`` and the rhs group dimension by mode (upstream's checkRaggedDotConstraints)."""
    lhs, rhs, group_sizes = operand_types
    d = ragged_dot_dimension_numbers
    _check_dot_dims(lhs, rhs, d)
    if len(d.lhs_ragged_dimensions) != 1:
        raise InferenceError(_LABEL, "There must be exactly one ragged dimension in the lhs.")
    ragged = d.lhs_ragged_dimensions[0]
    if not 0 <= ragged < lhs.rank:
        raise InferenceError(_LABEL, f"lhs_ragged_dim (={ragged}) must be in range [0, {lhs.rank})")
    mode = ("batch" if ragged in d.lhs_batching_dimensions else
            "contracting" if ragged in d.lhs_contracting_dimensions else "non_contracting")
    prefix = _group_sizes_prefix(lhs, d, ragged, mode)
    if group_sizes.rank != 1:
        if group_sizes.rank != len(prefix) + 1:
            raise InferenceError(_LABEL, f"expected group_sizes to have rank {len(prefix) + 1}, "
                                          f"got {group_sizes.rank}")
        if list(group_sizes.shape[:-1]) != prefix:
            expected = dims([*prefix, group_sizes.shape[-1]])
            raise InferenceError(_LABEL, f"group_sizes is expected to have shape {expected}, "
                                          f"got {dims(group_sizes.shape)}")
    groups = group_sizes.shape[-1]
    for g in d.rhs_group_dimensions:
        if not 0 <= g < rhs.rank:
            raise InferenceError(_LABEL, f"rhs_group_dim (={g}) must be in range [0, {rhs.rank})")
    _check_distinct(d.rhs_group_dimensions, d.rhs_batching_dimensions, "rhs_group_dimensions",
                    "rhs_batching_dimensions")
    _check_distinct(d.rhs_group_dimensions, d.rhs_contracting_dimensions, "rhs_group_dimensions",
                    "rhs_contracting_dimensions")
    if mode != "non_contracting" and d.rhs_group_dimensions:
        raise InferenceError(_LABEL, "There must be zero group dimensions in the rhs when the ragged "
                                      "dimension is batch or contracting.")
    if mode == "non_contracting":
        if len(d.rhs_group_dimensions) != 1:
            raise InferenceError(_LABEL, "There must be exactly one group dimension in the rhs when the lhs "
                                          "ragged dimension is non-contracting.")
        size = rhs.shape[d.rhs_group_dimensions[0]]
        if groups is not None and size is not None and groups != size:
            raise InferenceError(_LABEL, f"rhs group dimension is expected to have size={groups}, got {size}")
    lb, lc = d.lhs_batching_dimensions, d.lhs_contracting_dimensions
    skip_rhs = (*d.rhs_batching_dimensions, *d.rhs_contracting_dimensions, *d.rhs_group_dimensions)
    shape = ([groups] if mode == "contracting" else []) + [lhs.shape[i] for i in lb] + [
        lhs.shape[i] for i in range(lhs.rank) if i not in lb and i not in lc] + [
        rhs.shape[i] for i in range(rhs.rank) if i not in skip_rhs]
    return (TensorType(tuple(shape), lhs.element_type),)


def verify_ragged_dot(operand_types: Types, *, result_types: Types, **attrs: Any) -> None:
    """ODS types (``HLO_AnyTensor`` lhs, rhs and result, ``HLO_IntTensor`` group_sizes), then
    ragged_dot's constraints, which upstream reports from its verifier (one error, no inference error)."""
    require_operands(operand_types[:2], ANY_TENSOR, _LABEL, kind="tensor")
    require_tensor(operand_types[2], "operand #2", "int", _LABEL)
    require_results(result_types, ANY_TENSOR, _LABEL, kind="tensor")
    infer_ragged_dot(operand_types, **attrs)


def verify_any_tensors(operand_types: Types, *, result_types: Types, **_: Any) -> None:
    """Operands and results of ODS type ``HLO_AnyTensor`` (top_k)."""
    require_operands(operand_types, ANY_TENSOR, _LABEL, kind="tensor")
    require_results(result_types, ANY_TENSOR, _LABEL, kind="tensor")


def verify_constant(operand_types: Types, *, result_types: Types, **_: Any) -> None:
    """chlo.constant: an ``HLO_StaticShapeTensor`` result."""
    require_results(result_types, "float bool int complex quant", _LABEL, kind="statically shaped tensor")


def infer_ragged_dot_result(operand_types: Types, *, result_types: Types, **attrs: Any
                            ) -> tuple[TensorType, ...]:
    """The inferred shape with the declared element type (ragged_dot may widen, like dot_general)."""
    inferred = infer_ragged_dot(operand_types, **attrs)[0]
    return (with_element(inferred, result_types[0].element_type) if result_types else inferred,)


# --- scan --------------------------------------------------------------------------------

def verify_scan(operand_types: Types, *, result_types: Types, dimension: int, operandSegmentSizes: Sequence[int],
                scan_dim_size: int | None = None, regions: Sequence[RegionTypes] = (), **_: Any) -> None:
    """chlo.scan (upstream's ScanOp::verify)."""
    n_in = operandSegmentSizes[0]
    inputs = operand_types[:n_in]
    if not inputs and len(result_types) == len(operand_types):
        raise ConstraintError(_LABEL, "at least one of inputs or outputs must be present")
    size = scan_dim_size
    for i, t in enumerate(inputs):
        if t.shape is None:
            raise ConstraintError(_LABEL, f"operand {i} is not ranked")
        if dimension >= t.rank:
            raise ConstraintError(_LABEL, f"scan dimension of operand {i} is out of bounds")
        if t.shape[dimension] is None:
            continue
        if size is not None and size != t.shape[dimension]:
            raise ConstraintError(_LABEL, f"invalid scan dimension size of operand {i}")
        size = t.shape[dimension]
    if not regions:
        return
    arguments = regions[0].arguments
    if len(arguments) != len(operand_types):
        raise ConstraintError(_LABEL, f"expects {len(operand_types)} arguments in the body, but got "
                                      f"{len(arguments)}")
    for i, (t, arg) in enumerate(zip(operand_types, arguments)):
        if i < n_in:
            shape = t.shape[:dimension] + t.shape[dimension + 1:]
            bounds = None if not t.bounds else t.bounds[:dimension] + t.bounds[dimension + 1:]
            t = with_shape(t, shape, bounds)
        if not compatible(t, arg):
            raise ConstraintError(_LABEL, f"operand and body argument {i} are incompatible")


def infer_scan(operand_types: Types, *, dimension: int, operandSegmentSizes: Sequence[int],
               scan_dim_size: int | None = None, regions: Sequence[RegionTypes] = (), **_: Any
               ) -> tuple[TensorType, ...]:
    """Outputs: the body's output slabs with the scan dimension re-inserted; then the carries."""
    if not regions:
        raise ConstraintError(_LABEL, "ScanOp region is empty")
    yielded = regions[0].results
    n_carries = operandSegmentSizes[1]
    if len(yielded) < n_carries:
        raise ConstraintError(_LABEL, f"ScanOp body must return at least {n_carries} values (carries)")
    size = scan_dim_size
    for t in operand_types[:operandSegmentSizes[0]]:
        if size is None and t.shape is not None and dimension < t.rank:
            size = t.shape[dimension]
    results = []
    for i, t in enumerate(yielded):
        if i < len(yielded) - n_carries:
            if dimension > t.rank:
                raise ConstraintError(_LABEL, f"scan dimension is out of bounds for terminator operand {i}")
            t = with_shape(t, (*t.shape[:dimension], size, *t.shape[dimension:]))
        results.append(t)
    return tuple(results)


__all__ = ["ANY_TENSOR", "broadcast_binary", "broadcast_type", "elementwise", "infer_constant", "infer_constant_like",
           "infer_ragged_dot_result", "infer_scan", "infer_select", "infer_top_k", "verify_any_tensors",
           "verify_constant", "verify_constant_like", "verify_ragged_dot", "verify_mulhi", "verify_scan",
           "verify_select"]
