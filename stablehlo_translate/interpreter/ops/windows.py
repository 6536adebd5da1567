"""Window ops (spec.md#reduce_window, spec.md#select_and_scatter), vectorized over windows:
one step per window position, each running the region on all windows at once."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from ...ir.attributes import DenseElementsAttr, as_ints, raw
from ...diagnostics import EvalError
from ...optable import AttrSpec, define_op
from ...verification.shapes import row_fields
from ...verification.shapes.reduction import SHAPE_FUNCTIONS
from ...verification import speculatability as speculation
from .. import element as el
from ...ir.types import TensorType
from .reduction import fold, fold_slabs, lone_body, run_lanes, to_body_types

Array = np.ndarray


def _sizes(values: Sequence[int] | None, rank: int, default: int, name: str) -> tuple[int, ...]:
    if values is None:
        return (default,) * rank
    if len(values) != rank:
        raise EvalError(f"{name} must have {rank} elements, got {len(values)}")
    return tuple(values)


def _padding(attr: Any, rank: int) -> np.ndarray:
    """The ``padding`` attribute (an Nx2 dense tensor; absent = no padding) as an (N, 2) array."""
    if attr is None:
        return np.zeros((rank, 2), np.int64)
    values = attr.array if isinstance(attr, DenseElementsAttr) else np.array(as_ints(attr))
    if values.size != 2 * rank:
        raise EvalError(f"padding must have shape [{rank}, 2]")
    return np.asarray(values, np.int64).reshape(rank, 2)


def _num_windows(padded: Sequence[int], window: Sequence[int], strides: Sequence[int]) -> tuple[int, ...]:
    """``num_windows`` of spec.md#reduce_window (C15) / spec.md#select_and_scatter (C2)."""
    return tuple(0 if p == 0 or w > p else (p - w) // s + 1 for p, w, s in zip(padded, window, strides))


def _positive(name: str, values: Sequence[int]) -> None:
    if any(v <= 0 for v in values):
        raise EvalError(f"{name} must be positive, got {list(values)}")


def _pad_dilate(x: Array, fill: Array, padding: np.ndarray, dilations: Sequence[int]) -> Array:
    """spec.md#pad of ``x`` with ``fill``: edge ``padding`` (negative crops) and
    ``dilations - 1`` interior elements."""
    if not padding.any() and all(d == 1 for d in dilations):
        return x
    dilated = [0 if s == 0 else (s - 1) * d + 1 for s, d in zip(x.shape, dilations)]
    low, high = np.maximum(padding[:, 0], 0), np.maximum(padding[:, 1], 0)
    out = np.full([lo + d + hi for lo, d, hi in zip(low, dilated, high)], fill, x.dtype)
    out[tuple(slice(lo, lo + d, step) for lo, d, step in zip(low, dilated, dilations))] = x
    crop_low, crop_high = np.maximum(-padding[:, 0], 0), np.maximum(-padding[:, 1], 0)
    return out[tuple(slice(lo, size - hi) for lo, hi, size in zip(crop_low, crop_high, out.shape))]


def reduce_window(*operands: Array, window_dimensions: tuple[int, ...], window_strides: tuple[int, ...] | None,
                  base_dilations: tuple[int, ...] | None, window_dilations: tuple[int, ...] | None,
                  padding: Any, regions) -> Array | tuple[Array, ...]:
    """spec.md#reduce_window: pad and dilate the inputs with the init values, then fold
    each window (row-major over window positions, from the init value) with ``body``."""
    (body,) = regions
    n = len(operands) // 2
    inputs, inits = to_body_types(body, operands[:n], operands[n:])
    shape = inputs[0].shape
    rank = len(shape)
    if any(x.shape != shape for x in inputs):
        raise EvalError("inputs must have the same shape (reduce_window_c2)")
    window = _sizes(window_dimensions, rank, 1, "window_dimensions")
    strides = _sizes(window_strides, rank, 1, "window_strides")
    base = _sizes(base_dilations, rank, 1, "base_dilations")
    dilations = _sizes(window_dilations, rank, 1, "window_dilations")
    for name, values in (("window_dimensions", window), ("window_strides", strides),
                         ("base_dilations", base), ("window_dilations", dilations)):
        _positive(name, values)
    pads = _padding(padding, rank)
    padded = [_pad_dilate(x, init, pads, base) for x, init in zip(inputs, inits)]
    extent = [(w - 1) * d + 1 for w, d in zip(window, dilations)]
    out = _num_windows(padded[0].shape, extent, strides)
    if 0 in out:
        xs = [np.empty(out + window, x.dtype) for x in padded]
    else:
        pick = tuple(slice(None, (o - 1) * s + 1, s) for o, s in zip(out, strides)) + tuple(
            slice(None, None, d) for d in dilations)
        xs = [_window_view(x, extent)[pick] for x in padded]
    results = fold(xs, inits, body, reduced=rank)
    return results[0] if n == 1 else tuple(results)


def specialize_reduce_window(op, kwargs: dict) -> Callable | None:
    """A reduce_window of one input without padding or base dilation whose body is a lone op
    on the input's own native type (as specialize_reduce takes them): each window position's
    strided view of the input, decided once, folded by reduction.fold_slabs, without the
    region or a window view."""
    if len(op.operands) != 2 or len(op.result_types) != 1 or len(op.regions[0].blocks) != 1:
        return None
    block = op.regions[0].blocks[0]
    name = lone_body(block)
    (x_type, init_type), shape = op.operand_types, op.operand_types[0].shape
    dt, rank = x_type.dtype, len(shape)
    if (name is None or dt not in el.NATIVE or init_type.shape != () or init_type.dtype != dt
            or not all(isinstance(t, TensorType) and t.shape == () and t.dtype == dt for _, t in block.arguments)
            or (dt.kind == "f" and name in ("and", "or", "xor"))):
        return None
    try:
        window = _sizes(kwargs["window_dimensions"], rank, 1, "window_dimensions")
        strides = _sizes(kwargs["window_strides"], rank, 1, "window_strides")
        base = _sizes(kwargs["base_dilations"], rank, 1, "base_dilations")
        dilations = _sizes(kwargs["window_dilations"], rank, 1, "window_dilations")
        pads = _padding(kwargs["padding"], rank)
    except EvalError:
        return None
    extent = [(w - 1) * d + 1 for w, d in zip(window, dilations)]
    if (any(v <= 0 for v in (*window, *strides, *dilations)) or any(b != 1 for b in base) or pads.any()
            or any(e > n for e, n in zip(extent, shape))):
        return None
    out = _num_windows(shape, extent, strides)
    if 0 in out or out != op.result_types[0].shape:
        return None
    slices = [tuple(slice(k * d, k * d + (o - 1) * s + 1, s) for k, d, o, s in zip(offset, dilations, out, strides))
              for offset in np.ndindex(*window)]
    return lambda x, init: fold_slabs(name, [x[at] for at in slices], init, out)


def _window_view(x: Array, extent: list[int]) -> Array:
    """``sliding_window_view`` for every dtype: numpy cannot stride ml_dtypes' 1-byte floats, so
    those are viewed as unsigned integers of their size and back."""
    if x.dtype.kind == "c" or x.dtype.type.__module__ == "numpy":
        return sliding_window_view(x, extent)
    return sliding_window_view(x.view(f"u{x.dtype.itemsize}"), extent).view(x.dtype)


def select_and_scatter(operand: Array, source: Array, init_value: Array, *,
                       window_dimensions: tuple[int, ...] | None, window_strides: tuple[int, ...] | None,
                       padding: Any, regions) -> Array:
    """spec.md#select_and_scatter, as the reference evaluates it: in each window the
    first element (row-major, padding skipped) is selected, and a later element
    replaces the selection when ``select(selected, element)`` is false; then each
    position's result folds the source values that selected it (in source order)
    from ``init_value`` with ``scatter``. Windows entirely in padding select nothing."""
    select, scatter = regions
    rank = operand.ndim
    window = _sizes(window_dimensions, rank, 1, "window_dimensions")
    strides = _sizes(window_strides, rank, 1, "window_strides")
    _positive("window_dimensions", window)
    _positive("window_strides", strides)
    pads = _padding(padding, rank)
    padded_shape = [lo + s + hi for (lo, hi), s in zip(pads.tolist(), operand.shape)]
    out = _num_windows(padded_shape, window, strides)
    if source.shape != out:
        raise EvalError(f"source shape {list(source.shape)} does not match the number of windows "
                        f"{list(out)} (select_and_scatter_c2)")
    if init_value.shape != ():
        raise EvalError("init_value must be a 0-d tensor")
    chosen = _select(operand, select, window, strides, pads, out)
    return _scatter(operand.shape, source, init_value, chosen, scatter)


def _select(operand: Array, select, window, strides, pads: np.ndarray, out: tuple[int, ...]) -> Array:
    """Flat operand index selected by each window (-1: none), one batched step per window position."""
    selected = np.zeros(out, operand.dtype)
    chosen = np.full(out, -1, np.int64)
    for offset in np.ndindex(*window):
        starts = [np.arange(o) * s + w - lo for o, s, w, lo in zip(out, strides, offset, pads[:, 0])]
        valid = np.ones(out, bool)
        for axis, (index, size) in enumerate(zip(starts, operand.shape)):
            inside = (index >= 0) & (index < size)
            valid &= inside.reshape([-1 if a == axis else 1 for a in range(len(out))])
        clipped = [np.clip(index, 0, max(size - 1, 0)) for index, size in zip(starts, operand.shape)]
        grid = np.ix_(*clipped)
        current = operand[grid] if operand.size else np.zeros(out, operand.dtype)
        flat = np.ravel_multi_index(grid, operand.shape) if operand.size else np.zeros(out, np.int64)
        first = valid & (chosen < 0)
        both = valid & (chosen >= 0)
        take = first
        if both.any():
            (keep,) = run_lanes(select, [selected[both], current[both]], (int(both.sum()),))
            if keep.dtype != np.bool_:
                raise EvalError("select must return a tensor<i1>")
            replace = np.zeros(out, bool)
            replace[both] = ~keep
            take = first | replace
        selected = np.where(take, current, selected)
        chosen = np.where(take, flat, chosen)
    return chosen


def _scatter(shape: tuple[int, ...], source: Array, init_value: Array, chosen: Array, scatter) -> Array:
    """Folds the source values into their selected positions in source order, one batched
    step per rank of contribution (positions within a step are distinct)."""
    result = np.full(int(np.prod(shape, dtype=np.int64)), init_value, init_value.dtype)
    targets = chosen.reshape(-1)
    values = source.reshape(-1)
    keep = targets >= 0
    targets, values = targets[keep], values[keep]
    order = np.argsort(targets, kind="stable")
    targets, values = targets[order], values[order]
    starts = np.r_[True, targets[1:] != targets[:-1]] if targets.size else np.zeros(0, bool)
    rank = np.arange(targets.size) - np.maximum.accumulate(np.where(starts, np.arange(targets.size), 0))
    for step in range(int(rank.max()) + 1 if rank.size else 0):
        at = rank == step
        where = targets[at]
        (combined,) = run_lanes(scatter, [result[where], values[at]], (int(at.sum()),))
        if combined.dtype != result.dtype:
            raise EvalError(f"scatter must return a tensor of element type {result.dtype}")
        result[where] = combined
    return result.reshape(shape)


_WINDOW = {"window_dimensions": AttrSpec(as_ints, None), "window_strides": AttrSpec(as_ints, None),
           "padding": AttrSpec(raw, None)}
define_op("stablehlo.reduce_window", speculatability=speculation.recursively_if_all_inputs_static, **row_fields(SHAPE_FUNCTIONS, "reduce_window"), quantized="storage", eval=reduce_window,
          specialize=specialize_reduce_window, attrs={
    **_WINDOW, "window_dimensions": as_ints,
    "base_dilations": AttrSpec(as_ints, None), "window_dilations": AttrSpec(as_ints, None)})
define_op("stablehlo.select_and_scatter", speculatability=speculation.recursively_if_static_dim_in_output_is_static_in_input, **row_fields(SHAPE_FUNCTIONS, "select_and_scatter"), quantized="storage", eval=select_and_scatter, attrs=_WINDOW)
