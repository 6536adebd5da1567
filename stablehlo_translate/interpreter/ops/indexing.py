"""Gather and scatter (spec.md#gather, spec.md#dynamic_gather, spec.md#scatter) and
``stablehlo.torch_index_select``.

Both directions build, for every operand/input axis, an index array broadcastable
to the result/updates shape (start index + batching index + window offset, the
spec's ``operand_index``/``result_index``), so gather is one fancy-indexing read
and scatter a batched update over the flattened targets.
"""
from __future__ import annotations

import math
from typing import Callable, NamedTuple, Sequence

import numpy as np

from .. import element
from ...ir.attributes import StructAttr, as_bool, as_int, as_ints
from ...diagnostics import EvalError
from ...optable import OP_TABLE, AttrSpec, define_op
from ..quantization import quantized_element
from ...verification.shapes import row_fields
from ...verification.shapes.indexing import SHAPE_FUNCTIONS
from ...ir.types import TensorType
from ...verification import speculatability as speculation

_LIMIT = 1 << 62
"""Start indices are clipped to +-2**62: no sum of a start and a window offset overflows,
and every index clipped this way stays out of bounds."""


class SliceDims(NamedTuple):
    """Gather/scatter dimension numbers under neutral names (gather name / scatter name).

    ``window_dims``: offset_dims / update_window_dims (result/updates axes);
    ``collapsed_dims``: collapsed_slice_dims / inserted_window_dims;
    ``operand_batching_dims``: operand_batching_dims / input_batching_dims;
    ``indices_batching_dims``: start_indices_batching_dims / scatter_indices_batching_dims;
    ``start_index_map``: start_index_map / scatter_dims_to_operand_dims.
    """

    window_dims: tuple[int, ...]
    collapsed_dims: tuple[int, ...]
    operand_batching_dims: tuple[int, ...]
    indices_batching_dims: tuple[int, ...]
    start_index_map: tuple[int, ...]
    index_vector_dim: int


def _dims_decoder(names: tuple[str, ...]):
    def decode(attr: StructAttr) -> SliceDims:
        fields = [tuple(attr.get(name, ())) for name in names[:5]]
        return SliceDims(*fields, index_vector_dim=as_int(attr.get(names[5], 0)))
    return decode


gather_dims = _dims_decoder(("offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                             "start_indices_batching_dims", "start_index_map", "index_vector_dim"))
scatter_dims = _dims_decoder(("update_window_dims", "inserted_window_dims", "input_batching_dims",
                              "scatter_indices_batching_dims", "scatter_dims_to_operand_dims",
                              "index_vector_dim"))


def _index_values(indices: np.ndarray) -> np.ndarray:
    """Integer indices as int64, clipped to +-2**62 (unsigned 64-bit ones included)."""
    if element.kind(indices.dtype) not in "iub":
        raise EvalError(f"indices must have an integer type, got {indices.dtype}")
    wide = element.widen(indices)
    if wide.dtype == np.uint64:
        wide = np.minimum(wide, np.uint64(_LIMIT))
    return np.clip(wide.astype(np.int64), -_LIMIT, _LIMIT)


def _check(condition: bool, label: str, message: str) -> None:
    if not condition:
        raise EvalError(f"{label}: {message}")


def _operand_indices(op: str, dims: SliceDims, operand_shape: Sequence[int], indices: np.ndarray,
                     window_shape: Sequence[int], clamp_sizes: Sequence[int] | None
                     ) -> tuple[tuple[int, ...], list[np.ndarray]]:
    """The shape of the gather result / scatter updates, and per operand axis an int64
    array broadcastable to it: ``full_start_index + full_batching_index + full_window_index``.

    ``window_shape`` gives the window extent of each operand axis (slice_sizes, or the
    updates' window sizes); ``clamp_sizes`` clamps start indices as gather does (C-labels
    of spec.md#gather), None leaves them as they are (scatter).
    """
    rank = len(operand_shape)
    ivd = dims.index_vector_dim
    _check(0 <= ivd <= indices.ndim, f"{op}_c2", f"index_vector_dim {ivd} is out of range for "
           f"start indices of rank {indices.ndim}")
    starts = _index_values(indices)
    starts = starts[..., None] if ivd == indices.ndim else np.moveaxis(starts, ivd, -1)
    batch_shape = starts.shape[:-1]
    _check(len(dims.start_index_map) == starts.shape[-1], f"{op}_c3",
           f"start_index_map has {len(dims.start_index_map)} entries but the index vectors have "
           f"{starts.shape[-1]}")
    slice_axes = [d for d in range(rank) if d not in dims.collapsed_dims
                  and d not in dims.operand_batching_dims]
    _check(len(slice_axes) == len(dims.window_dims) and len(window_shape) == rank, f"{op}_c1",
           f"{len(dims.window_dims)} window dims do not fit an operand of rank {rank}")
    out_rank = len(batch_shape) + len(dims.window_dims)
    batch_axes = [d for d in range(out_rank) if d not in dims.window_dims]
    _check(len(batch_axes) == len(batch_shape), f"{op}_c5",
           f"window dims {list(dims.window_dims)} are out of range for rank {out_rank}")
    out_shape = [0] * out_rank
    for axis, size in zip(batch_axes, batch_shape):
        out_shape[axis] = size
    for axis, d in zip(dims.window_dims, slice_axes):
        out_shape[axis] = window_shape[d]
    window_axes = tuple(dims.window_dims)

    def along(axis: int, size: int) -> np.ndarray:
        shape = [1] * out_rank
        shape[axis] = size
        return np.arange(size, dtype=np.int64).reshape(shape)

    index: list[np.ndarray] = [np.zeros((), np.int64) for _ in range(rank)]
    for k, d in enumerate(dims.start_index_map):
        _check(0 <= d < rank, f"{op}_c19", f"start_index_map entry {d} is out of range")
        start = np.expand_dims(starts[..., k], window_axes)
        if clamp_sizes is not None:
            start = np.clip(start, 0, max(operand_shape[d] - clamp_sizes[d], 0))
        index[d] = index[d] + start
    _check(len(dims.operand_batching_dims) == len(dims.indices_batching_dims), f"{op}_c16",
           "operand and indices batching dims differ in number")
    for d, d_start in zip(dims.operand_batching_dims, dims.indices_batching_dims):
        _check(0 <= d < rank and 0 <= d_start < indices.ndim and d_start != ivd, f"{op}_c13",
               f"batching dims {d} and {d_start} are out of range")
        position = d_start - (0 if d_start < ivd else 1)
        index[d] = index[d] + along(batch_axes[position], batch_shape[position])
    for axis, d in zip(dims.window_dims, slice_axes):
        index[d] = index[d] + along(axis, window_shape[d])
    return tuple(out_shape), index


def gather(operand: np.ndarray, start_indices: np.ndarray, *, dimension_numbers: SliceDims,
           slice_sizes: Sequence[int], indices_are_sorted: bool = False) -> np.ndarray:
    """spec.md#gather: ``result[i] = operand[operand_index(i)]`` with start indices clamped so
    each slice lies inside the operand; one fancy-indexing read. ``indices_are_sorted`` is
    only a promise, unused."""
    if len(slice_sizes) != operand.ndim:
        _check(False, "gather_c20", f"{len(slice_sizes)} slice sizes for an operand of rank {operand.ndim}")
    for d, size in enumerate(slice_sizes):
        if not 0 <= size <= operand.shape[d]:
            _check(False, "gather_c21", f"slice size {size} does not fit operand dimension {d} "
                                        f"of size {operand.shape[d]}")
    if element.FAST:
        rows = _take_rows(operand, start_indices, dimension_numbers, slice_sizes)
        if rows is not None:
            return rows
    shape, index = _operand_indices("gather", dimension_numbers, operand.shape, start_indices,
                                    slice_sizes, slice_sizes)
    if 0 in shape:
        return np.empty(shape, operand.dtype)
    try:
        return np.asarray(operand[tuple(np.broadcast_to(ix, shape) for ix in index)])  # () gives a scalar
    except IndexError:  # a collapsed dimension with slice size 0: its clamped start is past the end
        raise EvalError("gather: an operand index is out of bounds (implementation-defined in spec.md#gather)") from None


def _take_rows(operand: np.ndarray, start_indices: np.ndarray, dims: SliceDims,
               slice_sizes: Sequence[int]) -> np.ndarray | None:
    """The common gather of whole slices along one axis (see :func:`_row_plan`) as one
    ``np.take`` with clamped indices; None when the gather has another form (fast path)."""
    plan = _row_plan(operand.shape, start_indices.shape, start_indices.dtype, dims, slice_sizes)
    return None if plan is None else plan(operand, start_indices)


def _row_plan(operand_shape: Sequence[int], indices_shape: Sequence[int], dt: np.dtype, dims: SliceDims,
              slice_sizes: Sequence[int]) -> Callable | None:
    """For an embedding lookup (one start index per slice, that axis collapsed, every other
    axis taken whole, offset dims last): ``fn(operand, start_indices)`` doing it as one
    ``np.take`` (mode="clip" clamps to [0, size - 1], the clamp of a slice of size 1); None
    for any other form."""
    if len(dims.start_index_map) != 1 or dims.operand_batching_dims or dims.indices_batching_dims:
        return None
    axis = dims.start_index_map[0]
    ivd = dims.index_vector_dim
    rank, index_rank = len(operand_shape), len(indices_shape)
    batch_rank = index_rank - (0 if ivd == index_rank else 1)
    if (dims.collapsed_dims != (axis,) or not 0 <= axis < rank or slice_sizes[axis] != 1
            or operand_shape[axis] == 0
            or any(size != operand_shape[d] for d, size in enumerate(slice_sizes) if d != axis)
            or tuple(dims.window_dims) != tuple(range(batch_rank, batch_rank + rank - 1))
            or not 0 <= ivd <= index_rank
            or (ivd < index_rank and indices_shape[ivd] != 1)):
        return None
    native = dt.kind == "i" or (dt.kind == "u" and dt.itemsize < 8)
    move = None if axis == 0 or batch_rank == 0 else (list(range(axis, axis + batch_rank)), list(range(batch_rank)))

    squeezed = tuple(n for d, n in enumerate(indices_shape) if d != ivd)

    def take(operand: np.ndarray, start_indices: np.ndarray) -> np.ndarray:
        starts = start_indices if native else _index_values(start_indices)
        taken = np.asarray(operand.take(starts if ivd == index_rank else starts.reshape(squeezed), axis=axis,
                                        mode="clip"))  # a 0-d take gives a scalar
        return taken if move is None else np.moveaxis(taken, *move)
    return take


def specialize_gather(op, kwargs: dict) -> Callable | None:
    """gather of static types with valid slice sizes whose form :func:`_row_plan` takes."""
    operand, indices = op.operand_types
    sizes = kwargs["slice_sizes"]
    if len(sizes) != len(operand.shape) or any(not 0 <= n <= d for n, d in zip(sizes, operand.shape)):
        return None
    return _row_plan(operand.shape, indices.shape, indices.dtype, kwargs["dimension_numbers"], sizes)


def dynamic_gather(operand: np.ndarray, start_indices: np.ndarray, slice_sizes: np.ndarray, *,
                   dimension_numbers: SliceDims, indices_are_sorted: bool = False) -> np.ndarray:
    """spec.md#dynamic_gather: gather with ``slice_sizes`` given as a 1-d tensor operand."""
    _check(slice_sizes.ndim == 1, "dynamic_gather_c11", "slice_sizes must be a 1-d tensor")
    sizes = tuple(int(s) for s in element.widen(slice_sizes).tolist())
    return gather(operand, start_indices, dimension_numbers=dimension_numbers, slice_sizes=sizes,
                  indices_are_sorted=indices_are_sorted)


def torch_index_select(operand: np.ndarray, index: np.ndarray, *, dim: int,
                       batch_dims: int) -> np.ndarray:
    """``stablehlo.torch_index_select`` (StablehloOps.td; not in spec.md): like
    ``torch.index_select`` along ``dim``, the leading ``batch_dims`` axes shared by operand
    and index. ``result[b, m, i, r] = operand[b, m, index[b, i], r]`` with ``b`` the batch
    axes, ``m`` the operand axes before ``dim``, ``i`` the index's other axes, ``r`` the
    operand axes after ``dim``; shape ``operand[:dim] + index[batch_dims:] + operand[dim+1:]``.
    Negative ``dim``/``batch_dims`` count from the end. An index outside ``[0, dim size)``
    is an error (implementation-defined: nothing defines a clamp)."""
    dim = dim + operand.ndim if dim < 0 else dim
    batch_dims = batch_dims + index.ndim if batch_dims < 0 else batch_dims
    if not (0 <= batch_dims <= min(dim, index.ndim) and dim < operand.ndim
            and operand.shape[:batch_dims] == index.shape[:batch_dims]):
        raise EvalError(f"dim {dim} and batch_dims {batch_dims} do not fit operand "
                        f"{operand.shape} and index {index.shape}")
    values = _index_values(index)
    if values.size and (values.min() < 0 or values.max() >= operand.shape[dim]):
        raise EvalError(f"index out of range [0, {operand.shape[dim]}) for dimension {dim}")
    batch = operand.shape[:batch_dims]
    middle = operand.shape[batch_dims:dim]
    rest = operand.shape[dim + 1:]
    inner = values.shape[batch_dims:]
    # Flatten to (B, M, D, R) and index with (B, 1, I) so axes come out as (B, M, I, R).
    flat = operand.reshape(int(np.prod(batch, dtype=np.int64)), int(np.prod(middle, dtype=np.int64)),
                           operand.shape[dim], int(np.prod(rest, dtype=np.int64)))
    picks = values.reshape(flat.shape[0], 1, -1) if values.size else np.zeros(
        (flat.shape[0], 1, 0), np.int64)
    rows = np.arange(flat.shape[0]).reshape(-1, 1, 1)
    cols = np.arange(flat.shape[1]).reshape(1, -1, 1)
    return flat[rows, cols, picks].reshape(batch + middle + inner + rest)


# --- scatter ---------------------------------------------------------------------------

def _body_kind(region, count: int) -> str:
    """How a scatter ``update_computation`` combines: ``"assign"`` (returns the updates),
    ``"add"``/``"maximum"``/``"minimum"`` (one such op on (result, update), one input),
    ``"elementwise"`` (any elementwise body) or ``"general"``."""
    kind = _lone_body_op(region.region.blocks[0], count)
    if kind is not None:
        return kind
    return "elementwise" if region.elementwise else "general"


def _lone_body_op(block, count: int) -> str | None:
    """:func:`_body_kind`'s ``"assign"``, ``"add"``, ``"maximum"`` or ``"minimum"`` for a
    body block, or None (another body; a block without terminator is "general")."""
    names = [name for name, _ in block.arguments]
    ops = block.operations
    last = OP_TABLE.get(ops[-1].name) if ops else None
    if last is None or not last.is_terminator:
        return "general"
    if len(ops) == 1 and list(ops[0].operands) == names[count:]:
        return "assign"
    if (count == 1 and len(ops) == 2 and ops[0].operands == tuple(names)
            and ops[-1].operands == ops[0].results and not any(map(quantized_element, ops[0].operand_types))
            and ops[0].name in ("stablehlo.add", "stablehlo.maximum", "stablehlo.minimum")):
        return ops[0].name.split(".")[1]
    return None


def _ufunc_at(kind: str, target: np.ndarray, where: np.ndarray, values: np.ndarray) -> bool:
    """Applies a lone add/max/min body with ``ufunc.at`` (unbuffered: repeated targets are
    combined one by one in update order) when that gives element.py's bits: integers and
    bools always, f32/f64/complex for add. Returns False when it does not apply."""
    k = element.kind(target.dtype)
    if target.dtype != element.widen(target).dtype:  # sub-byte ints: ml_dtypes has no .at
        return False
    if k == "b":
        ufunc = np.logical_or if kind in ("add", "maximum") else np.logical_and
    elif k in "iu":
        ufunc = {"add": np.add, "maximum": np.maximum, "minimum": np.minimum}[kind]
    elif kind == "add" and k in "fc" and element.work_dtype(target.dtype) == target.dtype:
        ufunc = np.add
    else:
        return False
    with np.errstate(all="ignore"):
        ufunc.at(target, where, values)
    return True


def _occurrence(targets: np.ndarray) -> np.ndarray:
    """For each position, how many earlier positions hold the same target (0 for the first)."""
    order = np.argsort(targets, kind="stable")
    ordered = targets[order]
    starts = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]])
    group_start = np.repeat(starts, np.diff(np.r_[starts, len(ordered)]))
    rank = np.empty_like(order)
    rank[order] = np.arange(len(ordered)) - group_start
    return rank


def _apply_updates(kind: str, body, flats: list[np.ndarray], targets: np.ndarray,
                   values: list[np.ndarray]) -> None:
    """Runs ``flats[...][t] = body(flats[...][t], value)`` for each (target, value) in order."""
    if kind == "assign":  # the last write to each target wins
        _, last_reversed = np.unique(targets[::-1], return_index=True)
        last = len(targets) - 1 - last_reversed
        for flat, value in zip(flats, values):
            flat[targets[last]] = value[last]
        return
    if kind in ("add", "maximum", "minimum") and _ufunc_at(kind, flats[0], targets, values[0]):
        return
    if kind == "general":
        for j, t in enumerate(targets.tolist()):
            current = [flat[t:t + 1].reshape(()).copy() for flat in flats]
            updated = body(*current, *[value[j:j + 1].reshape(()) for value in values])
            for flat, new in zip(flats, updated):
                flat[t] = new
        return
    # Elementwise body: the k-th round applies every update that is the k-th one to hit its
    # target, so the targets of a round are distinct and each target sees its updates in order.
    rounds = _occurrence(targets)
    for k in range(int(rounds.max(initial=-1)) + 1):
        chosen = rounds == k
        hit = targets[chosen]
        updated = body.batched(*[flat[hit] for flat in flats], *[value[chosen] for value in values])
        for flat, new in zip(flats, updated):
            flat[hit] = np.broadcast_to(element.as_result(new, flat.dtype), hit.shape)


def _scatter_rows(result: np.ndarray, indices: np.ndarray, update: np.ndarray, dims: SliceDims, body) -> bool:
    """The common scatter-add of whole rows (a lone ``add`` body, one start index per row
    of axis 0, that axis inserted, every other axis updated whole, update window dims last)
    as one unbuffered ``ufunc.at`` of the in-bounds rows in update order (each element sees
    its updates in the same order as the general path); False when the scatter has another
    form (fast path)."""
    ivd = dims.index_vector_dim
    if (dims.start_index_map != (0,) or dims.collapsed_dims != (0,) or dims.operand_batching_dims
            or dims.indices_batching_dims or not 0 <= ivd <= indices.ndim or result.ndim == 0
            or (ivd < indices.ndim and indices.shape[ivd] != 1)):
        return False
    batch_shape = indices.shape[:ivd] + indices.shape[ivd + 1:]
    if (tuple(dims.window_dims) != tuple(range(len(batch_shape), len(batch_shape) + result.ndim - 1))
            or update.shape != batch_shape + result.shape[1:] or _body_kind(body, 1) != "add"):
        return False
    rows = _index_values(indices).reshape(-1)
    slabs = update.reshape((rows.size,) + result.shape[1:])
    inside = (rows >= 0) & (rows < result.shape[0])
    if not inside.all():
        rows, slabs = rows[inside], slabs[inside]
    return _ufunc_at("add", result, rows, slabs)


def specialize_scatter(op, kwargs: dict) -> Callable | None:
    """The scatter-add of whole rows :func:`_scatter_rows` takes, decided once from static
    types (one input of a native int or f32/f64 type throughout, native int indices): a copy
    and one ``ufunc.at`` of the in-bounds rows, without the region."""
    if len(op.operands) != 3 or len(op.result_types) != 1 or len(op.regions[0].blocks) != 1:
        return None
    (operand, indices, updates), result = op.operand_types, op.result_types[0]
    dims, dt, block = kwargs["scatter_dimension_numbers"], operand.dtype, op.regions[0].blocks[0]
    ivd, rank, index_dt = dims.index_vector_dim, len(operand.shape), indices.dtype
    if (dt not in element.NATIVE or dt.kind not in "fiu" or updates.dtype != dt or result.dtype != dt
            or index_dt.kind not in "iu" or (index_dt.kind == "u" and index_dt.itemsize == 8)
            or not all(isinstance(t, TensorType) and t.shape == () and t.dtype == dt for _, t in block.arguments)
            or dims.start_index_map != (0,) or dims.collapsed_dims != (0,) or dims.operand_batching_dims
            or dims.indices_batching_dims or rank == 0 or not 0 <= ivd <= len(indices.shape)
            or (ivd < len(indices.shape) and indices.shape[ivd] != 1)):
        return None
    batch = indices.shape[:ivd] + indices.shape[ivd + 1:]
    if (tuple(dims.window_dims) != tuple(range(len(batch), len(batch) + rank - 1))
            or updates.shape != batch + operand.shape[1:] or _lone_body_op(block, 1) != "add"):
        return None
    slabs_shape, count = (math.prod(batch),) + operand.shape[1:], operand.shape[0]

    def run(operand: np.ndarray, indices: np.ndarray, updates: np.ndarray) -> np.ndarray:
        result, rows, slabs = operand.copy(), indices.reshape(-1), updates.reshape(slabs_shape)
        if rows.size and (rows.min() < 0 or rows.max() >= count):  # out-of-bounds rows are skipped
            inside = (rows >= 0) & (rows < count)
            rows, slabs = rows[inside], slabs[inside]
        np.add.at(result, rows, slabs)
        return result
    return run


def scatter(*operands: np.ndarray, scatter_dimension_numbers: SliceDims,
            indices_are_sorted: bool = False, unique_indices: bool = False, regions=(),
            result_types: Sequence[TensorType] = ()) -> tuple[np.ndarray, ...] | np.ndarray:
    """spec.md#scatter: results start as copies of ``inputs``; for every update index in
    row-major order (the implementation-defined schedule), an in-bounds ``result_index`` gets
    ``update_computation(results[result_index], updates[update_index])``; an update whose
    ``result_index`` is out of bounds is skipped. Updates are converted to the body's
    element types first. ``indices_are_sorted``/``unique_indices`` are promises, unused."""
    count = (len(operands) - 1) // 2
    _check(len(operands) == 2 * count + 1 and count > 0, "scatter_c5",
           "scatter takes N inputs, the indices and N updates")
    inputs, indices, updates = operands[:count], operands[count], operands[count + 1:]
    (body,) = regions
    dims = scatter_dimension_numbers
    shape = inputs[0].shape
    _check(all(x.shape == shape for x in inputs), "scatter_c1", "inputs differ in shape")
    _check(all(u.shape == updates[0].shape for u in updates), "scatter_c3", "updates differ in shape")
    dtypes = [t.dtype for t in result_types] or [x.dtype for x in inputs]
    results = [np.array(x, dtype=dt, copy=True, order="C") for x, dt in zip(inputs, dtypes)]
    if element.FAST and count == 1 and _scatter_rows(results[0], indices, element.as_result(updates[0], dtypes[0]),
                                                     dims, body):
        return results[0]
    window = [1] * len(shape)
    slice_axes = [d for d in range(len(shape)) if d not in dims.collapsed_dims
                  and d not in dims.operand_batching_dims]
    for axis, d in zip(dims.window_dims, slice_axes):
        _check(0 <= axis < updates[0].ndim, "scatter_c8", f"update window dim {axis} out of range")
        window[d] = updates[0].shape[axis]
        _check(window[d] <= shape[d], "scatter_c4", f"update window of size {window[d]} exceeds "
               f"input dimension {d} of size {shape[d]}")
    update_shape, index = _operand_indices("scatter", dims, shape, indices, window, None)
    _check(update_shape == updates[0].shape, "scatter_c4",
           f"updates of shape {updates[0].shape} do not match the expected {update_shape}")
    full = [np.broadcast_to(ix, update_shape).reshape(-1) for ix in index]
    inside = np.ones(updates[0].size, dtype=bool)
    for ix, size in zip(full, shape):
        inside &= (ix >= 0) & (ix < size)
    if inside.any():
        targets = (np.ravel_multi_index([ix[inside] for ix in full], shape) if shape
                   else np.zeros(updates[0].size, np.int64))
        values = [element.as_result(u, dt).reshape(-1)[inside] for u, dt in zip(updates, dtypes)]
        _apply_updates(_body_kind(body, count), body, [r.reshape(-1) for r in results],
                       targets, values)
    return results[0] if count == 1 else tuple(results)


define_op("stablehlo.gather", speculatability=speculation.gather, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "gather"), eval=gather,
          specialize=specialize_gather, attrs={
    "dimension_numbers": gather_dims,
    "slice_sizes": as_ints,
    "indices_are_sorted": AttrSpec(as_bool, False),
})
define_op("stablehlo.scatter", speculatability=speculation.scatter, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "scatter"), eval=scatter, wants_result_types=True,
          specialize=specialize_scatter, attrs={
    "scatter_dimension_numbers": scatter_dims,
    "indices_are_sorted": AttrSpec(as_bool, False),
    "unique_indices": AttrSpec(as_bool, False),
})
define_op("stablehlo.dynamic_gather", speculatability=speculation.if_all_inputs_static_and_shape_constant, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "dynamic_gather"), eval=dynamic_gather, attrs={
    "dimension_numbers": gather_dims, "indices_are_sorted": AttrSpec(as_bool, False)})
define_op("stablehlo.torch_index_select", speculatability=speculation.always, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "torch_index_select"), eval=torch_index_select, spec="StablehloOps.td",
          attrs={"dim": as_int, "batch_dims": as_int})
