"""Shape functions of gather, dynamic_gather, scatter and torch_index_select.

spec.md#gather, spec.md#dynamic_gather, spec.md#scatter (constraint labels as in
the spec; messages as upstream's verifier words them). Dimension numbers arrive
decoded as ``ops.indexing.SliceDims`` (neutral names: ``window_dims`` is
offset_dims / update_window_dims, and so on).
"""
from __future__ import annotations

from typing import Any, Sequence

from ...ir.types import TensorType
from . import (ConstraintError, InferenceError, RegionTypes, Types, constant_ints, dim_compatible, elements_compatible,
               quote, require_tensor, same_type, shapes_compatible, with_element, with_shape)
from .reduction import check_reduction_region

TENSOR = "float bool int complex quant"
"""HLO_Tensor: any element type but per-axis quantized."""
INDEX = "int"


def _listing(values: Sequence[int]) -> str:
    return ", ".join(map(str, values))


def sorted_dims(dims: Sequence[int], name: str, label: str, wording: str = "expects {} to be sorted, got: [{}]"
                ) -> None:
    if list(dims) != sorted(dims):
        raise InferenceError(label, wording.format(name, _listing(dims)))


def unique_dims(dims: Sequence[int], name: str, label: str,
                wording: str = "expects {} to not repeat, got: [{}]") -> None:
    if len(set(dims)) != len(dims):
        raise InferenceError(label, wording.format(name, _listing(dims)))


def dims_in_bounds(dims: Sequence[int], bound: int, name: str, bound_name: str, label: str) -> None:
    """Each of ``dims`` in ``[0, bound)``."""
    for d in dims:
        if not 0 <= d < bound:
            raise InferenceError(label, f"Expects each element of {name} to be in range [0, {bound_name}) "
                                         f"i.e. [0, {bound}). got: {d}.")


def dims_distinct(first: Sequence[int], second: Sequence[int], names: tuple[str, str], label: str) -> None:
    seen: set[int] = set()
    for d in (*first, *second):
        if d in seen:
            raise InferenceError(label, f"has duplicated dimension from {names[0]} and {names[1]}: {d}")
        seen.add(d)


def _index_vector_dim(dim: int, indices: TensorType, name: str, label: str) -> None:
    if not 0 <= dim <= indices.rank:
        raise InferenceError(label, f"Expects index_vector_dim to be in range [0, rank-of('{name}')] "
                                     f"i.e. [0, {indices.rank}]. got: {dim}.")


# --- gather, dynamic_gather ------------------------------------------------------------

def _check_gather(operand: TensorType, indices: TensorType, slice_count: int, dn) -> None:
    """spec.md#gather C1-C4, C6-C8, C10, C11, C13-C20 (shared with dynamic_gather)."""
    implied = len(dn.window_dims) + len(dn.collapsed_dims) + len(dn.operand_batching_dims)
    if operand.rank != implied:
        raise InferenceError("gather_c1", f"offset_dims size ({len(dn.window_dims)}) plus collapse_slice_dims "
                                           f"size ({len(dn.collapsed_dims)}) plus operand_batching_dims size "
                                           f"({len(dn.operand_batching_dims)}) is not equal to operand rank "
                                           f"({operand.rank})")
    _index_vector_dim(dn.index_vector_dim, indices, "start_indices", "gather_c2")
    size = 1 if dn.index_vector_dim == indices.rank else indices.shape[dn.index_vector_dim]
    if size is not None and size != len(dn.start_index_map):
        raise InferenceError("gather_c3", f"start_index_map size ({len(dn.start_index_map)}) is not equal to "
                                           f"size of index dimension ({dn.index_vector_dim}) of start_indices "
                                           f"({size})")
    sorted_dims(dn.window_dims, "offset_dims", "gather_c4")
    unique_dims(dn.window_dims, "offset_dims", "gather_c4")
    dims_distinct(dn.collapsed_dims, dn.operand_batching_dims, ("collapsed_slice_dims", "operand_batching_dims"),
                  "gather_c6")
    sorted_dims(dn.collapsed_dims, "collapsed_slice_dims", "gather_c7")
    dims_in_bounds(dn.collapsed_dims, operand.rank, "collapsed_slice_dims", "rank-of('operand')", "gather_c8")
    sorted_dims(dn.operand_batching_dims, "operand_batching_dims", "gather_c10")
    dims_in_bounds(dn.operand_batching_dims, operand.rank, "operand_batching_dims", "rank-of('operand')",
                   "gather_c11")
    unique_dims(dn.indices_batching_dims, "start_indices_batching_dims", "gather_c13")
    dims_in_bounds(dn.indices_batching_dims, indices.rank, "start_indices_batching_dims",
                   "rank-of('start_indices')", "gather_c14")
    if dn.index_vector_dim in dn.indices_batching_dims:
        raise InferenceError("gather_c15", "expects start_indices_batching_dims not to include index_vector_dim "
                                            f"{dn.index_vector_dim}")
    if len(dn.operand_batching_dims) != len(dn.indices_batching_dims):
        raise InferenceError("gather_c16", "operand_batching_dims and start_indices_batching_dims should have "
                                            "the same size")
    for i, (a, b) in enumerate(zip(dn.operand_batching_dims, dn.indices_batching_dims)):
        if not dim_compatible(operand.shape[a], indices.shape[b]):
            raise InferenceError("gather_c17", f"operand_batching_dims[{i}] and start_indices_batching_dims[{i}] "
                                                f"must have compatible sizes, but got {_size(operand.shape[a])} and "
                                                f"{_size(indices.shape[b])}")
    dims_distinct(dn.start_index_map, dn.operand_batching_dims, ("start_index_map", "operand_batching_dims"),
                  "gather_c18")
    dims_in_bounds(dn.start_index_map, operand.rank, "start_index_map", "rank-of('operand')", "gather_c19")
    if slice_count != operand.rank:
        raise InferenceError("gather_c20", f"slice_sizes size ({slice_count}) not equal to operand rank "
                                            f"({operand.rank})")


def _size(d: int | None) -> str:
    return "-9223372036854775808" if d is None else str(d)


def _check_slice_sizes(operand: TensorType, slice_sizes: Sequence[int], dn) -> None:
    """spec.md#gather C9, C12 (collapsed/batching slices have size <= 1), C21 (sizes in bounds)."""
    for dims, name, label in ((dn.collapsed_dims, "collapsed_slice_dims", "gather_c9"),
                              (dn.operand_batching_dims, "operand_batching_dims", "gather_c12")):
        for d in dims:
            if slice_sizes[d] > 1:
                raise InferenceError(label, f"Expects that for each dim in {name}, slice_sizes[dim] should be "
                                             f"<= 1, but got {slice_sizes[d]}")
    for i, (size, bound) in enumerate(zip(slice_sizes, operand.shape)):
        if size < 0 or (bound is not None and size > bound):
            raise InferenceError("gather_c21", f"slice size ({size}) is out of bounds for operand dimension "
                                                f"({_size(bound)}) at index {i}")


def _gather_result(operand: TensorType, indices: TensorType, slice_sizes: Sequence[int | None],
                   dn) -> TensorType:
    """spec.md#gather C5 (offset_dims in range), C22-C23: batch dims from start_indices (with their
    bounds), offset dims from the slice sizes of the dims that are neither collapsed nor batching."""
    index_rank = indices.rank + (dn.index_vector_dim == indices.rank)
    rank = len(dn.window_dims) + index_rank - 1
    dims_in_bounds(dn.window_dims, rank, "offset_dims", "implied-result-rank", "gather_c5")
    dropped = set(dn.collapsed_dims) | set(dn.operand_batching_dims)
    offsets = [s for d, s in enumerate(slice_sizes) if d not in dropped]
    batch = [d for d in range(indices.rank) if d != dn.index_vector_dim]
    shape: list[int | None] = []
    bounds: list[int | None] = []
    windows, batches = iter(offsets), iter(batch)
    for d in range(rank):
        if d in dn.window_dims:
            shape.append(next(windows, None))
            bounds.append(None)
        else:
            axis = next(batches)
            shape.append(indices.shape[axis])
            bounds.append(indices.bounds[axis] if indices.bounds is not None else None)
    return with_shape(operand, shape, bounds)


def verify_gather(operand_types: Types, **_: object) -> None:
    require_tensor(operand_types[0], "operand #0", TENSOR, "gather_i1")
    require_tensor(operand_types[1], "operand #1", INDEX, "gather_i2", "ranked tensor")


def infer_gather(operand_types: Types, *, dimension_numbers, slice_sizes: Sequence[int],
                 **_: object) -> tuple[TensorType, ...]:
    operand, indices = operand_types[:2]
    _check_gather(operand, indices, len(slice_sizes), dimension_numbers)
    _check_slice_sizes(operand, slice_sizes, dimension_numbers)
    return (_gather_result(operand, indices, slice_sizes, dimension_numbers),)


def verify_dynamic_gather(operand_types: Types, **_: object) -> None:
    require_tensor(operand_types[0], "operand #0", TENSOR, "dynamic_gather_i1")
    require_tensor(operand_types[1], "operand #1", INDEX, "dynamic_gather_i2")
    require_tensor(operand_types[2], "operand #2", INDEX, "dynamic_gather_i3")


def infer_dynamic_gather(operand_types: Types, *, dimension_numbers, operand_values: Sequence[Any] = (),
                         **_: object) -> tuple[TensorType, ...]:
    """spec.md#dynamic_gather: gather's constraints; slice sizes a constant gives are checked
    (C9, C12, C21) and shape the result, others are unknown (``?``)."""
    operand, indices, sizes = operand_types[:3]
    if sizes.rank != 1:
        raise InferenceError("dynamic_gather_i3", f"slice_sizes.rank != 1 (got {sizes.rank})")
    count = sizes.shape[0]
    _check_gather(operand, indices, operand.rank if count is None else count, dimension_numbers)
    slice_sizes = constant_ints(operand_values, 2)
    if slice_sizes is None:
        return (_gather_result(operand, indices, [None] * operand.rank, dimension_numbers),)
    _check_slice_sizes(operand, slice_sizes, dimension_numbers)
    return (_gather_result(operand, indices, slice_sizes, dimension_numbers),)


# --- scatter ---------------------------------------------------------------------------------

def verify_scatter(operand_types: Types, *, result_types: Types, scatter_dimension_numbers,
                   regions: Sequence[RegionTypes] = (), **_: object) -> None:
    """spec.md#scatter C1-C24, in the order of upstream's ``verifyScatterOp``: the inputs' and
    the updates' shapes (C1, C3), index_vector_dim (C22), the update computation (C6, C23), the
    updates' rank (C4), the dimension numbers (``validateScatterDimensionNumbers``: C2, C7-C21),
    the updates' sizes (C4); results take the update computation's element types (C24)."""
    if len(operand_types) < 3 or len(operand_types) % 2 == 0:
        raise InferenceError("scatter_c1", "Expects same number of inputs and updates, got "
                                            f"{max(len(operand_types) - 1, 0)} operands in total")
    count = (len(operand_types) - 1) // 2
    inputs, indices, updates = operand_types[:count], operand_types[count], operand_types[count + 1:]
    for i, t in enumerate(inputs):
        require_tensor(t, f"operand #{i}", TENSOR, "scatter_c1", "variadic of ranked tensor")
    require_tensor(indices, f"operand #{count}", INDEX, "scatter_i2")
    for i, t in enumerate(updates):
        require_tensor(t, f"operand #{count + 1 + i}", TENSOR, "scatter_c1", "variadic of ranked tensor")
    if not all(shapes_compatible(inputs[0], t) for t in inputs):
        raise InferenceError("scatter_c1", "Not all inputs have compatible shapes.")
    if not all(shapes_compatible(updates[0], t) for t in updates):
        raise InferenceError("scatter_c3", "Not all updates have compatible shapes.")
    dn = scatter_dimension_numbers
    _index_vector_dim(dn.index_vector_dim, indices, "scatter_indices", "scatter_c22")
    body = regions[0] if regions else None
    if body is not None:
        inits = [TensorType((), t.element_type) for t in updates]
        check_reduction_region(body, inputs, inits, (), "scatter_c23")
    for update in updates:
        _check_update_rank(indices, update, dn)
    for operand, update in zip(inputs, updates):
        _check_scatter_dims(operand, indices, update, dn)
    for operand, update in zip(inputs, updates):
        _check_update_sizes(operand, indices, update, dn)
    if len(result_types) != count:
        raise InferenceError("scatter_c24", f"expected {count} results, but found {len(result_types)}")
    for i, (t, r) in enumerate(zip(inputs, result_types)):
        element = body.results[i].element_type if body is not None else r.element_type
        expected = with_element(t, element)
        if not (isinstance(r, TensorType) and shapes_compatible(t, r)
                and elements_compatible(element, r.element_type)):
            raise ConstraintError("scatter_c24", f"inferred type(s) {quote([expected])} are incompatible with "
                                                 f"return type(s) of operation {quote([r])}")


def infer_scatter(operand_types: Types, *, regions: Sequence[RegionTypes] = (), **_: object) -> tuple:
    """spec.md#scatter C24 (upstream's ``inferScatterOp``): each result has its input's shape
    (bounds kept) and the element type ``update_computation`` yields for it."""
    count = max((len(operand_types) - 1) // 2, 0)
    yielded = regions[0].results if regions else ()
    return tuple(with_element(t, yielded[i].element_type)
                 if i < len(yielded) and isinstance(yielded[i], TensorType) else t
                 for i, t in enumerate(operand_types[:count]))


def _check_scatter_dims(operand: TensorType, indices: TensorType, update: TensorType, dn) -> None:
    """spec.md#scatter C2, C7-C22 (the dimension numbers)."""
    window = len(dn.window_dims) + len(dn.collapsed_dims) + len(dn.operand_batching_dims)
    if operand.rank != window:
        raise InferenceError("scatter_c2", "Expects rank-of operand to match size-of('update_window_dims') + "
                                            "size-of('inserted_window_dims') + size-of('input_batching_dims') "
                                            f"i.e. {window} but got {operand.rank}.")
    sorted_dims(dn.window_dims, "update_window_dims", "scatter_c7", "Expects {} to be sorted; got: [{}].")
    unique_dims(dn.window_dims, "update_window_dims", "scatter_c7", "Expects {} to not repeat; got: [{}].")
    dims_in_bounds(dn.window_dims, update.rank, "update_window_dims", "rank-of('updates')", "scatter_c8")
    dims_distinct(dn.collapsed_dims, dn.operand_batching_dims, ("inserted_window_dims", "input_batching_dims"),
                  "scatter_c9")
    sorted_dims(dn.collapsed_dims, "inserted_window_dims", "scatter_c10", "Expects {} to be sorted; got: [{}].")
    dims_in_bounds(dn.collapsed_dims, operand.rank, "inserted_window_dims", "rank-of('operand')", "scatter_c11")
    sorted_dims(dn.operand_batching_dims, "input_batching_dims", "scatter_c12",
                "Expects {} to be sorted; got: [{}].")
    dims_in_bounds(dn.operand_batching_dims, operand.rank, "input_batching_dims", "rank-of('operand')",
                   "scatter_c13")
    unique_dims(dn.indices_batching_dims, "scatter_indices_batching_dims", "scatter_c14",
                "Expects {} to not repeat; got: [{}].")
    dims_in_bounds(dn.indices_batching_dims, indices.rank, "scatter_indices_batching_dims",
                   "rank-of('scatter_indices')", "scatter_c15")
    if dn.index_vector_dim in dn.indices_batching_dims:
        raise InferenceError("scatter_c16", "expects scatter_indices_batching_dims not to include "
                                             f"index_vector_dim {dn.index_vector_dim}.")
    if len(dn.operand_batching_dims) != len(dn.indices_batching_dims):
        raise InferenceError("scatter_c17", "input_batching_dims and scatter_indices_batching_dims should have "
                                             "the same size.")
    for i, (a, b) in enumerate(zip(dn.operand_batching_dims, dn.indices_batching_dims)):
        if not dim_compatible(operand.shape[a], indices.shape[b]):
            raise InferenceError("scatter_c18", f"input_batching_dims[{i}] and scatter_indices_batching_dims[{i}] "
                                                 f"must have compatible sizes, but got {_size(operand.shape[a])} "
                                                 f"and {_size(indices.shape[b])}.")
    size = 1 if dn.index_vector_dim == indices.rank else indices.shape[dn.index_vector_dim]
    if size is not None and size != len(dn.start_index_map):
        raise InferenceError("scatter_c19", f"Scatter op has {len(dn.start_index_map)} elements in "
                                             "scatter_dims_to_operand_dims and the bound of dimension "
                                             f"index_vector_dim={dn.index_vector_dim} of scatter_indices is "
                                             f"{size}. These two numbers must be equal.")
    dims_distinct(dn.start_index_map, dn.operand_batching_dims, ("scatter_dims_to_operand_dims",
                                                                 "input_batching_dims"), "scatter_c20")
    dims_in_bounds(dn.start_index_map, operand.rank, "scatter_dims_to_operand_dims", "rank-of('operand')",
                   "scatter_c21")


def _expanded_indices(indices: TensorType, dn) -> list[int | None]:
    """The scatter indices' shape, with a trailing 1 when index_vector_dim is its rank."""
    return [*indices.shape, 1] if dn.index_vector_dim == indices.rank else list(indices.shape)


def _check_update_rank(indices: TensorType, update: TensorType, dn) -> None:
    """spec.md#scatter C4: ``rank(updates) = rank(expanded indices) - 1 + size(update_window_dims)``."""
    expected = len(_expanded_indices(indices, dn)) - 1 + len(dn.window_dims)
    if update.rank != expected:
        raise InferenceError("scatter_c4", f"expects updates tensor must be of rank {expected} ( == rank-of("
                                            f"'scatter_indices') - 1 + size-of('update_window_dims'), where "
                                            f"'scatter_indices' is expanded by a trailing 1 dimension if "
                                            f"'index_vector_dim' == rank-of('scatter_indices')), but got "
                                            f"{update.rank}.")


def _check_update_sizes(operand: TensorType, indices: TensorType, update: TensorType, dn) -> None:
    """spec.md#scatter C4: window dims within the operand's non-inserted, non-batching dims,
    scatter dims equal to the (expanded) indices' dims."""
    dropped = set(dn.collapsed_dims) | set(dn.operand_batching_dims)
    window_sizes = [s for d, s in enumerate(operand.shape) if d not in dropped]
    for i, d in enumerate(dn.window_dims):
        bound, size = window_sizes[i] if i < len(window_sizes) else None, update.shape[d]
        if bound is not None and size is not None and size > bound:
            raise InferenceError("scatter_c4", f"expects bounds of the window dimensions of updates to not "
                                                f"exceed the bounds of the corresponding dimensions of operand. "
                                                f"For dimension {d}, updates bound is {size}, operand bound is "
                                                f"{bound}.")
    expanded = _expanded_indices(indices, dn)
    axis = 0
    for d in range(update.rank):
        if d in dn.window_dims:
            continue
        if axis == dn.index_vector_dim:
            axis += 1
        if not dim_compatible(update.shape[d], expanded[axis]):
            raise InferenceError("scatter_c4", "expects bounds of the scatter dimensions of updates to be same "
                                                "as the bounds of the corresponding dimensions of scatter indices. "
                                                f"For scatter dimension {d}, updates bound is "
                                                f"{_size(update.shape[d])} , scatter_indices bound is "
                                                f"{_size(expanded[axis])}.")
        axis += 1


# --- torch_index_select ------------------------------------------------------------------

def verify_torch_index_select(operand_types: Types, *, result_types: Types, dim: int, batch_dims: int,
                              **_: object) -> None:
    """StablehloOps.td: operand ``[batch.., dim, ..]`` indexed along ``dim`` by an integer index tensor
    that shares the leading ``batch_dims`` dims; negative ``dim``/``batch_dims`` count from the end
    (of the operand resp. the index), as the evaluator reads them."""
    operand = require_tensor(operand_types[0], "operand #0", TENSOR, "torch_index_select_i1")
    index = require_tensor(operand_types[1], "operand #1", INDEX, "torch_index_select_i2")
    dim = dim + operand.rank if dim < 0 else dim
    batch_dims = batch_dims + index.rank if batch_dims < 0 else batch_dims
    if not 0 <= batch_dims <= min(dim, index.rank) or dim >= operand.rank:
        raise InferenceError("torch_index_select_c1", f"expects 0 <= batch_dims ({batch_dims}) <= dim ({dim}) < "
                                                       f"operand rank ({operand.rank}) and batch_dims <= index "
                                                       f"rank ({index.rank})")
    shape = [*operand.shape[:dim], *index.shape[batch_dims:], *operand.shape[dim + 1:]]
    result = result_types[0]
    expected = with_shape(operand, shape)
    if not (isinstance(result, TensorType) and shapes_compatible(expected, result)
            and same_type(TensorType((), operand.element_type), TensorType((), result.element_type))):
        raise InferenceError("torch_index_select_c2", f"expects result type '{expected}', but got '{result}'")


SHAPE_FUNCTIONS = {
    "gather": (verify_gather, infer_gather),
    "dynamic_gather": (verify_dynamic_gather, infer_dynamic_gather),
    "scatter": (verify_scatter, infer_scatter),
    "torch_index_select": (verify_torch_index_select, None),
}
"""op name (without ``stablehlo.``) -> (verify, infer)."""
