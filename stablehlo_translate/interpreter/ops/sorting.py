"""spec.md#sort: a stable sort along one dimension with a comparator region.

A comparator that is one strict ``compare`` (LT or GT) of one operand's pair of
arguments, over keys where it is a strict weak order (no NaN under a FLOAT
compare), becomes a stable ``np.argsort`` of that operand's keys. Any other
comparator drives a bottom-up stable merge sort whose every merge step runs the
comparator on all lanes and runs at once. Both give the stable order (also used
for ``is_stable = false``).
"""
from __future__ import annotations

import numpy as np

from .. import element as el
from ...ir.attributes import as_bool, as_enum, as_int
from ...diagnostics import EvalError
from ...optable import AttrSpec, define_op
from ...verification.shapes import row_fields
from ...verification.shapes.reduction import SHAPE_FUNCTIONS
from ...verification import speculatability as speculation
from .reduction import run_lanes

Array = np.ndarray


def sort(*inputs: Array, dimension: int, is_stable: bool, regions) -> Array | tuple[Array, ...]:
    """spec.md#sort: sorts ``inputs`` together along ``dimension`` (negative counts from the end)."""
    (comparator,) = regions
    shape = inputs[0].shape
    if any(x.shape != shape for x in inputs):
        raise EvalError("inputs must have the same shape (sort_c1)")
    rank = len(shape)
    if not -rank <= dimension < rank:
        raise EvalError(f"dimension {dimension} is out of range for rank {rank} (sort_c4)")
    axis = dimension % rank if rank else 0
    if rank == 0 or inputs[0].size == 0:  # nothing to order (reshape(-1, 0) has no answer)
        return inputs[0] if len(inputs) == 1 else tuple(inputs)
    last = axis == rank - 1  # then no axis moves (np.moveaxis costs more than a small sort's checks)
    lanes = list(inputs) if last else [np.moveaxis(x, axis, -1) for x in inputs]
    moved = lanes[0].shape
    lanes = [x.reshape(-1, moved[-1]) for x in lanes]
    if el.FAST and len(lanes) == 1:
        order = _values_order(comparator, lanes[0])
        if order is not None:
            return np.ascontiguousarray(order.reshape(moved) if last else np.moveaxis(order.reshape(moved), -1, axis))
    key = _plain_key(comparator, lanes)
    if key is not None:
        perm = np.argsort(key, axis=-1, kind="stable")
    else:
        perm = _merge_sort(comparator, lanes)
    results = tuple(np.moveaxis(np.take_along_axis(x, perm, axis=-1).reshape(moved), -1, axis)
                    for x in lanes)
    results = tuple(np.ascontiguousarray(r) for r in results)
    return results[0] if len(results) == 1 else results


def _compare_of(comparator, count: int) -> tuple[int, bool, str | None] | None:
    """(operand index, descending, compare type) when the comparator is one LT/GT compare
    of one operand's (lhs, rhs) arguments (of ``count`` operands); else None. Kept in the
    region's cache: a sort in a loop or a compiled function asks again each run."""
    cache = comparator.region.cache
    key = ("sort_compare", count)
    if key not in cache:
        cache[key] = _parse_compare(comparator.region.blocks[0], count)
    return cache[key]


def _parse_compare(block, count: int) -> tuple[int, bool, str | None] | None:
    """:func:`_compare_of` from the comparator's block."""
    if len(block.operations) != 2:
        return None
    op, ret = block.operations
    if op.name != "stablehlo.compare" or ret.operands != op.results:
        return None
    names = [n for n, _ in block.arguments]
    direction = as_enum(op.attributes.get("comparison_direction", ""))
    compare_type = op.attributes.get("compare_type")
    compare_type = None if compare_type is None else as_enum(compare_type)
    if compare_type == "NOTYPE":
        compare_type = None
    for index in range(count):
        pair = (names[2 * index], names[2 * index + 1])
        if op.operands == pair:
            descending = {"LT": False, "GT": True}.get(direction)
        elif op.operands == pair[::-1]:
            descending = {"LT": True, "GT": False}.get(direction)
        else:
            continue
        return None if descending is None else (index, descending, compare_type)
    return None


def _plain_key(comparator, lanes: list[Array]) -> Array | None:
    """Ascending sort keys when the comparator is one LT/GT compare of one operand's
    (lhs, rhs) arguments and a strict weak order on the data; else None."""
    found = _compare_of(comparator, len(lanes))
    if found is None:
        return None
    index, descending, compare_type = found
    key = _key(lanes[index], compare_type)
    if key is None:
        return None
    return (-key if key.dtype.kind == "f" else ~key) if descending else key


def _values_order(comparator, x: Array) -> Array | None:
    """``x`` ([lanes, n]) sorted along its rows by numpy's fastest sort, where the sorted
    values are unique as bits, so any sort gives the stable sort's: a comparator of
    :func:`_compare_of` in the type's own order, on native ints, or on f32/f64 without NaN
    and with one sign of zero (equal floats then have equal bits); else None."""
    found = _compare_of(comparator, 1)
    if found is None or x.dtype not in el.NATIVE or x.dtype.kind not in "fiu":
        return None
    _, descending, compare_type = found
    if compare_type not in (None, {"f": "FLOAT", "i": "SIGNED", "u": "UNSIGNED"}[x.dtype.kind]):
        return None
    if x.dtype.kind == "f":
        if np.isnan(x.min()):
            return None
        zeros = x == 0
        if zeros.any():
            signs = np.signbit(x[zeros])
            if signs.any() and not signs.all():
                return None
    ordered = x.copy()
    ordered.sort(axis=-1)
    return ordered[:, ::-1] if descending else ordered


def _key(x: Array, compare_type: str | None) -> Array | None:
    """Values ordered like spec.md#compare orders ``x`` (None: no strict weak order)."""
    k = el.kind(x.dtype)
    if k == "b":
        return x.astype(np.uint8)
    if k in "iu":
        if compare_type == "UNSIGNED" or (compare_type is None and k == "u"):
            return el.unsigned_bits(x)
        if compare_type in (None, "SIGNED"):
            return el.signed_value(x)
        return None
    if k == "f":
        if compare_type == "TOTALORDER":
            return el.total_order_key(x)
        if compare_type in (None, "FLOAT"):
            key = x.astype(el.work_dtype(x.dtype))
            return None if np.isnan(key).any() else key
    return None


def _merge_sort(comparator, lanes: list[Array]) -> Array:
    """Stable bottom-up merge sort of each row; returns the sorting permutation.

    Runs ``[s, s+w)`` and ``[s+w, s+2w)`` merge by advancing one output position per
    step in all rows and runs at once; the right head goes first only when
    ``comparator(right..., left...)`` is true.
    """
    rows, n = lanes[0].shape
    perm = np.broadcast_to(np.arange(n), (rows, n)).copy()
    row = np.arange(rows)[:, None]
    width = 1
    while width < n:
        lo = np.arange(0, n, 2 * width)
        mid, hi = np.minimum(lo + width, n), np.minimum(lo + 2 * width, n)
        left = np.broadcast_to(lo, (rows, lo.size)).copy()
        right = np.broadcast_to(mid, (rows, lo.size)).copy()
        merged = np.empty_like(perm)
        for step in range(min(2 * width, n)):
            out = lo + step
            active = np.broadcast_to(out < hi, left.shape)
            has_left, has_right = left < mid, right < hi
            take_right = has_right & ~has_left
            both = active & has_left & has_right
            if both.any():
                a = perm[row, np.minimum(left, n - 1)][both]
                b = perm[row, np.minimum(right, n - 1)][both]
                rows_both = np.broadcast_to(row, left.shape)[both]
                args = []
                for x in lanes:
                    args += [x[rows_both, b], x[rows_both, a]]
                (less,) = run_lanes(comparator, args, (a.size,))
                if less.dtype != np.bool_:
                    raise EvalError("comparator must return a tensor<i1> (sort_c5)")
                take_right[both] = less
            pick = np.where(take_right, right, left)
            cols = np.broadcast_to(np.minimum(out, n - 1), left.shape)
            value = perm[row, np.minimum(pick, n - 1)]
            merged[np.broadcast_to(row, left.shape)[active], cols[active]] = value[active]
            left = left + (active & ~take_right)
            right = right + (active & take_right)
        perm = merged
        width *= 2
    return perm


define_op("stablehlo.sort", speculatability=speculation.recursively_if_all_inputs_static, **row_fields(SHAPE_FUNCTIONS, "sort"), quantized="storage", eval=sort,
          attrs={"dimension": AttrSpec(as_int, -1), "is_stable": AttrSpec(as_bool, False)})
