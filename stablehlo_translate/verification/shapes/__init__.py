"""Shape functions: pure functions over types and decoded attributes (the TypeInference analogue).

Each op row (optable.py) may name two of them, both called as
``fn(operand_types, *, result_types=..., **decoded_attrs)``:

* ``infer`` returns the result types the spec's constraints imply for the
  operands (``result_types`` is only read by ops that cannot infer everything,
  e.g. convert's element type); the verifier compares them with the declared
  ones (:func:`compatible`);
* ``verify`` returns nothing and checks what inference cannot (the operand and
  result type constraints, constraints on declared result types).

Ops with regions also get ``regions=``: one :class:`RegionTypes` per region, in
order (its entry block's argument types and its terminator's operand types,
i.e. what ``stablehlo.return`` yields), so shape functions check region
signatures against the op like upstream's verifiers do. Reduction bodies
(reduce, reduce_window, select_and_scatter's scatter, scatter, all_reduce,
reduce_scatter) share :func:`shapes.reduction.check_reduction_region`.

Shape functions that declare an ``operand_values`` keyword parameter also get
``operand_values=``: a tuple with, per operand, the numpy array of its value when
a constant op (``stablehlo.constant``, ``arith.constant``) of the same function
defines it, else None (:func:`call_shape_function` decides). Constraints on the
values of shape operands (dynamic_broadcast_in_dim's output_dimensions,
dynamic_pad's paddings, rng's shape, dynamic_gather's slice_sizes, ...) are
checked, and results refined, only where those values are known, as upstream's
``matchInts`` does.

Both raise :class:`~stablehlo_translate.diagnostics.ConstraintError` with the
spec's constraint label (``"add_c1"``) and upstream's diagnostic text: an
:class:`~stablehlo_translate.diagnostics.InferenceError` (no ``'name' op`` prefix) where
upstream's TypeInference.cpp or Base.cpp emits it (``emitOptionalError(location, ...)``),
a plain ConstraintError where ODS traits, attribute and type constraints or a ``verify()``
of StablehloOps.cpp/ChloOps.cpp emit it (``emitOpError``). No numpy work: they run once per op.
"""
from __future__ import annotations

import inspect
from functools import cache
from typing import Any, Callable, Iterable, NamedTuple, Sequence

from ...diagnostics import ConstraintError, InferenceError
from ...ir.type_identity import canonical, same_type, storage_range
from ...ir.types import (ElementType, QuantizedType, TensorType, TupleType, Type, is_bool, is_float,
                     is_integer, is_unsigned)

Types = Sequence[Type]


class RegionTypes(NamedTuple):
    """A region as shape functions see it (the verifier's ``regions=``)."""

    arguments: tuple[Type, ...]
    """The entry block's argument types."""
    results: tuple[Type, ...]
    """The entry block terminator's operand types (empty when the block has no ops)."""
    operations: tuple[str, ...] = ()
    """The names of the entry block's ops, terminator included (what async_start checks)."""


def quote(types: Iterable[Type]) -> str:
    """``'tensor<2xf32>', 'tensor<i1>'``: types as MLIR diagnostics print them."""
    return ", ".join(f"'{canonical(t)}'" for t in types)


def dims(shape: Sequence[int | None]) -> str:
    """``[2, ?]``: a shape as upstream's messages print it."""
    return "[" + ", ".join("?" if d is None else str(d) for d in shape) + "]"


# --- element type classes (spec.md#types) -------------------------------------------

def base(t: ElementType) -> ElementType:
    """The element type a quantized type expresses; others unchanged."""
    return t.expressed_type if isinstance(t, QuantizedType) else t


def is_signed_int(t: ElementType) -> bool:
    return is_integer(t) and not is_unsigned(t)


ELEMENT_CLASSES = {
    "bool": ("bool", is_bool),
    "int": ("2/4/8/16/32/64-bit integer", is_integer),
    "signed": ("2/4/8/16/32/64-bit signless integer", is_signed_int),
    "i32": ("32-bit signless integer", lambda t: t == "i32"),
    "float": ("4/6/8/16/32/64-bit float", is_float),
    "complex": ("complex type with 32/64-bit float elements", lambda t: t in ("complex<f32>", "complex<f64>")),
    "quant": ("per-tensor integer quantized", lambda t: isinstance(t, QuantizedType)
              and t.quantized_dimension is None),
    "quant_axis": ("per-axis integer quantized", lambda t: isinstance(t, QuantizedType)
                   and t.quantized_dimension is not None),
}
"""Element type classes, with the summary upstream's ODS constraints print for them (StableHLO's
``HLO_Pred``, ``HLO_Int``, ``HLO_SInt``, ``HLO_Float``, ``HLO_Complex``, quantized types). Class
strings list them in the order of the op's ODS type (``HLO_Tensor``: float, bool, int, complex,
quantized), which is the order the message names them in."""


def element_ok(t: ElementType, classes: str) -> bool:
    """``t`` belongs to one of ``classes`` (space-separated ELEMENT_CLASSES keys)."""
    wanted = [c for c in classes.split() if c.startswith("quant") == isinstance(t, QuantizedType)]
    return any(ELEMENT_CLASSES[c][1](t) for c in wanted)


def describe(classes: str) -> str:
    return " or ".join(ELEMENT_CLASSES[c][0] for c in classes.split())


def quantization_valid(t: TensorType) -> bool:
    """spec.md#quantized-element-types C7-C8 (zero points within the storage range), C12-C13 (a
    per-axis type's quantized_dimension is a dimension with one scale per element, or dynamic): what
    upstream's ODS quantized tensor constraints check beyond the element type."""
    q = t.element_type
    if not isinstance(q, QuantizedType):
        return True
    low, high = storage_range(q)
    if not all(low <= z <= high for z in q.zero_points):
        return False
    axis = q.quantized_dimension
    return axis is None or t.shape is None or (0 <= axis < len(t.shape) and t.shape[axis] in (None, len(q.scales)))


def require_tensor(t: Type, what: str, classes: str, label: str, kind: str = "ranked tensor") -> TensorType:
    """ODS-style type constraint: ``operand #0 must be ranked tensor of ... values, but got 'T'``;
    a ``kind`` of ``statically shaped tensor`` (ODS ``StaticShapeTensorOf``) also wants every
    dimension static, while ``tensor`` (ODS ``TensorOf``) also accepts an unranked tensor."""
    if not (isinstance(t, TensorType) and (t.shape is not None or kind == "tensor")
            and element_ok(t.element_type, classes)
            and quantization_valid(t) and (t.is_static or not kind.startswith("statically shaped"))):
        raise ConstraintError(label, f"{what} must be {kind} of {describe(classes)} values, "
                                     f"but got '{canonical(t)}'")
    return t


def require_operands(operand_types: Types, classes: str, label: str, offset: int = 0,
                     kind: str = "ranked tensor") -> None:
    for i, t in enumerate(operand_types):
        require_tensor(t, f"operand #{i + offset}", classes, label, kind)


def require_results(result_types: Types, classes: str, label: str, kind: str = "ranked tensor") -> None:
    for i, t in enumerate(result_types):
        require_tensor(t, f"result #{i}", classes, label, kind)


def require_count(types: Types, count: int, what: str, label: str) -> None:
    if len(types) != count:
        raise ConstraintError(label, f"expected {count} {what}s, but found {len(types)}")


# --- shapes and compatibility --------------------------------------------------------

def dim_compatible(a: int | None, b: int | None) -> bool:
    return a is None or b is None or a == b


def shapes_compatible(a: TensorType, b: TensorType) -> bool:
    if a.shape is None or b.shape is None:
        return True
    return len(a.shape) == len(b.shape) and all(map(dim_compatible, a.shape, b.shape))


def elements_compatible(a: ElementType, b: ElementType) -> bool:
    """Equal element types, quantized ones as loosely as upstream's type inference compares them:
    two quantized types agree on their storage's signedness; a quantized and a plain type
    agree when the plain type is the quantized one's expressed type. Ops that need more
    check it in their ``verify`` (e.g. spec.md#add C2-C7)."""
    if isinstance(a, QuantizedType) and isinstance(b, QuantizedType):
        return a.storage_type.startswith("u") == b.storage_type.startswith("u")
    if isinstance(a, QuantizedType) or isinstance(b, QuantizedType):
        return base(a) == base(b)
    return a == b


def _bound(t: TensorType, i: int) -> int | None:
    return t.bounds[i] if t.bounds is not None and i < len(t.bounds) else None


def compatible(inferred: Type, declared: Type) -> bool:
    """``declared`` may refine ``inferred``: ``?`` matches any size within a bound, unranked any rank."""
    if isinstance(inferred, TensorType) and isinstance(declared, TensorType):
        if not elements_compatible(inferred.element_type, declared.element_type):
            return False
        if not shapes_compatible(inferred, declared):
            return False
        if inferred.shape is None or declared.shape is None:
            return True
        for i, (a, b) in enumerate(zip(inferred.shape, declared.shape)):
            for dim, other in ((a, declared), (b, inferred)):
                bound = _bound(other, i)
                if dim is not None and bound is not None and dim > bound:
                    return False
        return True
    if isinstance(inferred, TupleType) and isinstance(declared, TupleType):
        return len(inferred.types) == len(declared.types) and all(map(compatible, inferred.types,
                                                                       declared.types))
    return inferred == declared


def refine(a: TensorType, b: TensorType) -> TensorType:
    """The more specific of two compatible tensor types, dimension by dimension (bounds kept)."""
    if a.shape is None:
        return b
    if b.shape is None:
        return a
    shape, bounds = [], []
    for i, (x, y) in enumerate(zip(a.shape, b.shape)):
        shape.append(x if x is not None else y)
        bx, by = _bound(a, i), _bound(b, i)
        bounds.append(None if shape[-1] is not None else
                      (min(bx, by) if bx is not None and by is not None else bx if bx is not None else by))
    has_bounds = any(x is not None for x in bounds)
    return TensorType(tuple(shape), a.element_type, tuple(bounds) if has_bounds else None,
                      None if has_bounds else a.encoding)


def with_element(t: TensorType, element_type: ElementType) -> TensorType:
    return TensorType(t.shape, element_type, t.bounds, t.encoding)


def with_shape(t: TensorType, shape: Sequence[int | None],
               bounds: Sequence[int | None] | None = None) -> TensorType:
    bounds = tuple(bounds) if bounds is not None and any(b is not None for b in bounds) else None
    return TensorType(tuple(shape), t.element_type, bounds)


# --- sizes and bounds merged dimension by dimension (upstream's Base.cpp) ----------------

def concatenated_dim_and_bound(left: int | None, right: int | None, left_bound: int | None,
                               right_bound: int | None) -> tuple[int | None, int | None]:
    """Upstream's ``inferConcatenatedDimAndBound``: static sizes add up; otherwise the result is
    ``?``, bounded by the sum of each side's size-or-bound when both are known."""
    if left is not None and right is not None:
        return left + right, None
    a = left if left is not None else left_bound
    b = right if right is not None else right_bound
    return None, (a + b if a is not None and b is not None else None)


def most_specific_dim_and_bound(dim: int, left: int | None, right: int | None, left_bound: int | None,
                                right_bound: int | None, label: str) -> tuple[int | None, int | None]:
    """Upstream's ``inferMostSpecificDimAndBound``: a static size wins (and must fit a bound);
    two ``?`` keep the smaller bound."""
    if left is not None or right is not None:
        if left is not None and right is not None and left != right:
            raise InferenceError(label, f"Mismatched dimension sizes {left} and {right} in dimension {dim}")
        size = left if left is not None else right
        bound = left_bound if left_bound is not None else right_bound
        if bound is not None and size > bound:
            raise InferenceError(label, f"Mismatched dimension size {size} and bound {bound} in dimension {dim}")
        return size, None
    known = [b for b in (left_bound, right_bound) if b is not None]
    return None, (min(known) if known else None)


def least_specific_dim_and_bound(dim: int, left: int | None, right: int | None, left_bound: int | None,
                                 right_bound: int | None, label: str) -> tuple[int | None, int | None]:
    """Upstream's ``inferLeastSpecificDimAndBound`` (branches of if/case): equal static sizes
    stay; a static size and a bounded ``?`` give ``?`` bounded by the larger; two bounded
    ``?`` the larger bound; anything else is an unbounded ``?``."""
    if left is not None and right is not None:
        if left != right:
            raise InferenceError(label, f"Mismatched dimension sizes {left} and {right} in dimension {dim}")
        return left, None
    if left is not None or right is not None:
        size, bound = (left, right_bound) if left is not None else (right, left_bound)
        return None, (None if bound is None else max(size, bound))
    if left_bound is not None and right_bound is not None:
        return None, max(left_bound, right_bound)
    return None, None


def merge_types(types: Sequence[TensorType], fn: Callable, label: str) -> TensorType:
    """Upstream's ``inferTypeWithCustomFn``: ``fn`` (one of the ``*_dim_and_bound`` above) folded
    over the types' sizes and bounds, dimension by dimension."""
    first = types[0]
    sizes = list(first.shape)
    bounds = list(first.bounds or (None,) * first.rank)
    any_bounds = first.bounds is not None
    for t in types[1:]:
        if t.rank != first.rank:
            raise InferenceError(label, f"Mismatched ranks of types{first.rank} vs {t.rank}")
        any_bounds = any_bounds or t.bounds is not None
        for d in range(first.rank):
            sizes[d], bounds[d] = fn(d, sizes[d], t.shape[d], bounds[d], _bound(t, d), label)
    return with_shape(first, sizes, bounds) if any_bounds else TensorType(tuple(sizes), first.element_type,
                                                                            None, first.encoding)


@cache
def _wants_operand_values(fn: Callable) -> bool:
    return "operand_values" in inspect.signature(fn).parameters


def call_shape_function(fn: Callable, operand_types: Types, operand_values: Sequence[Any] | None = None,
                        **kwargs: Any) -> Any:
    """``fn(operand_types, **kwargs)``, with ``operand_values=`` when ``fn`` declares that parameter."""
    if _wants_operand_values(fn):
        kwargs["operand_values"] = tuple(operand_values) if operand_values is not None else \
            (None,) * len(operand_types)
    return fn(operand_types, **kwargs)


def constant_ints(operand_values: Sequence[Any] | None, index: int) -> list[int] | None:
    """The integers of operand ``index``'s constant value, flattened (None when not known)."""
    if not operand_values or index >= len(operand_values) or operand_values[index] is None:
        return None
    return [int(v) for v in operand_values[index].ravel()]


def row_fields(table: dict, name: str) -> dict:
    """``{"verify": ..., "infer": ...}`` of op ``name`` in a family's SHAPE_FUNCTIONS, for define_op."""
    verify, infer = table[name]
    return {"verify": verify, "infer": infer}


__all__ = ["ConstraintError", "InferenceError", "RegionTypes", "Types", "base", "call_shape_function", "constant_ints", "canonical", "same_type", "compatible",
           "concatenated_dim_and_bound", "most_specific_dim_and_bound", "least_specific_dim_and_bound",
           "merge_types", "dims", "describe", "element_ok",
           "elements_compatible", "quote", "refine", "require_count", "require_operands",
           "require_results", "require_tensor", "row_fields", "shapes_compatible", "storage_range",
           "quantization_valid",
           "with_element", "with_shape"]
