"""Reduce and map (spec.md#reduce, spec.md#map), and the region helpers shared with
windows.py and sorting.py.

Regions run on whole slabs: :func:`run_lanes` calls ``fn.batched`` once when the
region is elementwise, else the region once per lane (so check/print ops and calls
inside it still work). :func:`fold` is the sequential reduction the reference
interpreter performs (``acc = body(acc, x)`` from the init value, in row-major
order of the reduced index space), one batched call per step; bodies that are a
lone ``add``/``maximum``/``minimum``/``multiply``/``and``/``or``/``xor`` use numpy
reductions where those give the same bits.
"""
from __future__ import annotations

import math
from typing import Callable, Sequence

import numpy as np

from .. import element as el
from ...diagnostics import EvalError
from ...optable import define_op
from ..quantization import quantized_element
from ...verification.shapes import row_fields
from ...verification.shapes.reduction import SHAPE_FUNCTIONS
from ...ir.attributes import as_ints
from ...text.syntax.structured import REDUCE
from ...ir.types import TensorType
from ...verification import speculatability as speculation
from .conversion import convert_array

Array = np.ndarray


# --- regions ------------------------------------------------------------------------

def _block(fn):
    return fn.region.blocks[0]


def arg_dtypes(fn) -> list[np.dtype]:
    """The dtypes of the region's (0-d tensor) arguments."""
    cached = fn.region.cache.get("arg_dtypes")
    if cached is not None:
        return cached
    types = [t for _, t in _block(fn).arguments]
    if not all(isinstance(t, TensorType) for t in types):
        raise EvalError("region arguments must be tensors")
    fn.region.cache["arg_dtypes"] = dtypes = [t.dtype for t in types]
    return dtypes


def _result_dtypes(fn) -> list[np.dtype]:
    types = _block(fn).operations[-1].operand_types
    if not all(isinstance(t, TensorType) for t in types):
        raise EvalError("region results must be tensors")
    return [t.dtype for t in types]


def run_lanes(fn, args: Sequence[Array], shape: tuple[int, ...]) -> list[Array]:
    """Runs region ``fn`` on every lane of ``args`` (broadcast to ``shape``): one
    batched call when it is elementwise, else one call per lane."""
    if fn.elementwise:
        return [np.broadcast_to(r, shape) if r.shape != shape else r for r in fn.batched(*args)]
    args = [np.broadcast_to(a, shape) for a in args]
    outs = [np.empty(shape, dt) for dt in _result_dtypes(fn)]
    for index in np.ndindex(*shape):
        at = index + (Ellipsis,)
        values = fn(*(np.array(a[at]) for a in args))
        if len(values) != len(outs):
            raise EvalError(f"region returned {len(values)} values, expected {len(outs)}")
        for out, value in zip(outs, values):
            if not isinstance(value, np.ndarray) or value.shape != () or value.dtype != out.dtype:
                raise EvalError(f"region must return 0-d tensors of type {out.dtype}")
            out[at] = value
    return outs


_LONE_OPS = {"add", "maximum", "minimum", "multiply", "and", "or", "xor"}


def lone_op(fn) -> str | None:
    """``"add"`` etc. when the region is one such op applied to its two arguments in
    order, returned as is; else None."""
    cache = fn.region.cache
    if "lone_op" not in cache:
        cache["lone_op"] = _lone_op(_block(fn))
    return cache["lone_op"]


def _lone_op(block) -> str | None:
    if len(block.arguments) != 2 or len(block.operations) != 2:
        return None
    op, ret = block.operations
    name = op.name.removeprefix("stablehlo.")
    if (op.name.startswith("stablehlo.") and name in _LONE_OPS and not op.regions
            and not any(map(quantized_element, op.operand_types))  # dequantize_op_quantize per step
            and op.operands == tuple(n for n, _ in block.arguments) and ret.operands == op.results):
        return name
    return None


def to_body_types(fn, inputs: Sequence[Array], inits: Sequence[Array]) -> tuple[list[Array], list[Array]]:
    """``to_destination_type`` of spec.md#reduce: inputs and inits converted to the body's
    argument types (a no-op unless the body promotes)."""
    n = len(inputs)
    dtypes = arg_dtypes(fn)
    if len(dtypes) != 2 * n:
        raise EvalError(f"body takes {len(dtypes)} arguments, expected {2 * n}")
    inits = [v if v.dtype == dt else convert_array(v, dt) for v, dt in zip(inits, dtypes[:n])]
    inputs = [v if v.dtype == dt else convert_array(v, dt) for v, dt in zip(inputs, dtypes[n:])]
    return inputs, inits


# --- folding ------------------------------------------------------------------------

def fold(xs: Sequence[Array], inits: Sequence[Array], fn, reduced: int = 1) -> list[Array]:
    """Reduces the last ``reduced`` axes of each ``xs[i]`` (all of shape ``out + window``)
    with body ``fn`` from ``inits``: ``acc = fn(*acc, *x[..., k])`` for each index k of
    ``window`` in row-major order."""
    shape, window = xs[0].shape[:xs[0].ndim - reduced], xs[0].shape[xs[0].ndim - reduced:]
    if any(init.shape != () for init in inits):
        raise EvalError("init values must be 0-d tensors")
    if len(xs) == 1 and el.FAST and 0 not in window:
        name = lone_op(fn)
        fast = _fast_fold(name, xs[0], inits[0], shape, window) if name else None
        if fast is not None:
            return [fast]
    acc = [np.broadcast_to(init, shape) for init in inits]
    if 0 in window:
        return [np.array(a) for a in acc]
    for k in np.ndindex(*window):
        at = (Ellipsis, *k)
        acc = run_lanes(fn, acc + [x[at] for x in xs], shape)
    return [np.array(a) for a in acc]


_ACCUMULATE_ADD = (np.float32, np.float64, np.complex64, np.complex128)
_ACCUMULATE_MULTIPLY = (np.float32, np.float64)  # complex products may round differently
_NATIVE_FLOATS = (np.float32, np.float64)
_ELEMENT_OPS = {"add": el.add, "maximum": el.maximum, "minimum": el.minimum, "multiply": el.multiply,
                "and": el.and_, "or": el.or_, "xor": el.xor}
"""The evaluators of the lone-op bodies (as ops/elementwise.py registers them)."""


def _fast_fold(name: str, x: Array, init: Array, shape: tuple[int, ...], window: tuple[int, ...]) -> Array | None:
    """The fold of a lone ``name`` body without running the region, or None where the
    shortcut could change bits. Few steps over many lanes, unless the reduced axis is a long
    contiguous one: the body's evaluator on whole slabs (views: no copy of ``x``); else numpy
    reductions over ``x`` as ``shape + (K,)``."""
    size = math.prod(window)
    contiguous = x.ndim > 0 and x.strides[-1] == x.itemsize and size > 16  # then slabs are strided
    if size <= max(1, math.prod(shape)) and not contiguous:
        ufunc = el.binary_ufunc(name, x.dtype, {})
        if ufunc is not None and init.dtype == x.dtype:  # in place into one accumulator
            acc = np.array(np.broadcast_to(init, shape))
            with np.errstate(all="ignore"):
                for k in np.ndindex(*window):
                    ufunc(acc, x[(Ellipsis,) + k], out=acc)
            return acc
        step = _ELEMENT_OPS[name]
        acc = np.broadcast_to(init, shape)
        for k in np.ndindex(*window):
            acc = step(acc, x[(Ellipsis,) + k])
        return np.array(acc)
    x = x.reshape(shape + (size,))
    k = el.kind(x.dtype)
    if k == "b":
        if name in ("add", "or", "maximum"):
            return el.as_result(np.logical_or.reduce(x, axis=-1) | init, x.dtype)
        if name in ("multiply", "and", "minimum"):
            return el.as_result(np.logical_and.reduce(x, axis=-1) & init, x.dtype)
        return el.as_result(np.logical_xor.reduce(x, axis=-1) ^ init, x.dtype)
    if k in "iu":
        wide = el.widen(x)
        ufunc = {"add": np.add, "multiply": np.multiply, "maximum": np.maximum, "minimum": np.minimum,
                 "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[name]
        with np.errstate(all="ignore"):
            partial = ufunc.reduce(wide, axis=-1, dtype=wide.dtype)
            return el.wrap(ufunc(el.widen(init), partial), x.dtype)
    if name in ("maximum", "minimum") and k == "f":
        return _float_pick_fold(x, init, name == "maximum")
    if (name == "add" and x.dtype in _ACCUMULATE_ADD) or (name == "multiply" and x.dtype in _ACCUMULATE_MULTIPLY):
        lanes = x.size // size
        if lanes >= 2:  # numpy reduces an outer axis row by row (pairwise only along the inner axis)
            rows = np.ascontiguousarray(x.reshape(lanes, size).T)  # [K, lanes]: the lanes innermost
            with np.errstate(all="ignore"):
                reduced = (np.add if name == "add" else np.multiply).reduce(rows, axis=0, initial=init[()])
            return reduced.reshape(shape)
        # accumulate is a strictly sequential left fold (unlike the pairwise reduce)
        full = np.concatenate([np.broadcast_to(init, x.shape[:-1] + (1,)), x], axis=-1)
        with np.errstate(all="ignore"):
            return np.array((np.add if name == "add" else np.multiply).accumulate(full, axis=-1)[..., -1])
    return None


def _float_pick_fold(x: Array, init: Array, larger: bool) -> Array:
    """Sequential IEEE maximum/minimum: the first NaN (init first) if any, else the
    extreme value with -0.0 < +0.0 (element.maximum's rules), picked with its bits. On
    f32/f64, numpy's reduce first: where no result is NaN or zero, each is the one element
    of its value (nonzero floats of one value have one encoding), so the bits are these."""
    if x.dtype in _NATIVE_FLOATS:
        with np.errstate(all="ignore"):
            pick = np.maximum if larger else np.minimum
            quick = np.asarray(pick(pick.reduce(x, axis=-1), init))
        if quick.all() and not np.isnan(quick).any():
            return quick
    full = np.concatenate([np.broadcast_to(init, x.shape[:-1] + (1,)), x], axis=-1)
    key = el.total_order_key(full)
    nan = np.isnan(full.astype(el.work_dtype(full.dtype), copy=False))
    limits = np.iinfo(key.dtype)
    if larger:
        index = np.argmax(np.where(nan, limits.min, key), axis=-1)
    else:
        index = np.argmin(np.where(nan, limits.max, key), axis=-1)
    index = np.where(nan.any(axis=-1), np.argmax(nan, axis=-1), index)
    return np.take_along_axis(full, index[..., None], axis=-1)[..., 0]


# --- reduce, map --------------------------------------------------------------------

def reduce(*operands: Array, dimensions: tuple[int, ...], regions) -> Array | tuple[Array, ...]:
    """spec.md#reduce: each result position folds its slice from the init value in
    row-major order of the reduced dimensions (the reference's schedule)."""
    (body,) = regions
    n = len(operands) // 2
    inputs, inits = to_body_types(body, operands[:n], operands[n:])
    shape = inputs[0].shape
    if any(x.shape != shape for x in inputs):
        raise EvalError("inputs must have the same shape (reduce_c1)")
    if any(not 0 <= d < len(shape) for d in dimensions) or len(set(dimensions)) != len(dimensions):
        raise EvalError(f"invalid dimensions {list(dimensions)} for rank {len(shape)} (reduce_c4, reduce_c5)")
    kept = [d for d in range(len(shape)) if d not in dimensions]
    order = kept + sorted(dimensions)
    out = tuple(shape[d] for d in kept)
    size = math.prod(shape[d] for d in dimensions)
    xs = [np.transpose(x, order).reshape(out + (size,)) for x in inputs]
    results = fold(xs, inits, body)
    return results[0] if n == 1 else tuple(results)


def specialize_reduce(op, kwargs: dict) -> Callable | None:
    """A reduce of one input whose body is a lone op (:func:`lone_op`) on the input's own
    native type, as :func:`fold` runs it: the slab layout decided once, then
    :func:`_fast_fold`, without the region."""
    if len(op.operands) != 2 or len(op.result_types) != 1 or len(op.regions[0].blocks) != 1:
        return None
    block = op.regions[0].blocks[0]
    name = _lone_op(block)
    (x_type, init_type), shape, dims = op.operand_types, op.operand_types[0].shape, kwargs["dimensions"]
    dt = x_type.dtype
    if (name is None or dt not in el.NATIVE or init_type.shape != () or init_type.dtype != dt
            or not all(isinstance(t, TensorType) and t.shape == () and t.dtype == dt for _, t in block.arguments)
            or (dt.kind == "f" and name in ("and", "or", "xor"))
            or len(set(dims)) != len(dims) or not all(0 <= d < len(shape) for d in dims)):
        return None
    kept = [d for d in range(len(shape)) if d not in dims]
    order = tuple(kept + sorted(dims))
    out, window = tuple(shape[d] for d in kept), (math.prod(shape[d] for d in dims),)
    if window == (0,) or out != op.result_types[0].shape:
        return None
    lanes, size = math.prod(out), window[0]
    if dt in _NATIVE_FLOATS and lanes >= 2 and size > 16 and name in ("add", "maximum", "minimum"):
        return _long_float_fold(name, order, out, window)
    return lambda x, init: _fast_fold(name, x.transpose(order).reshape(out + window), init, out, window)


def _long_float_fold(name: str, order: tuple[int, ...], out: tuple[int, ...], window: tuple[int, ...]) -> Callable:
    """:func:`_fast_fold` of f32/f64 ``add``/``maximum``/``minimum`` over a long reduced
    axis (more than 16) and two or more lanes, without its decisions at run time and (as
    compiled code runs with floating-point errors ignored, Interpreter.call) without
    ``np.errstate``: the sum from ``init`` over the transposed copy row by row (the slab
    loop :func:`_fast_fold` takes for a strided axis adds the same values in the same
    order); the pick's quick form where it holds (see :func:`_float_pick_fold`: any order
    picks the same value), over the transposed copy too (numpy's pick along a short inner
    axis is five times slower)."""
    lanes, size = math.prod(out), window[0]
    if name == "add":
        add = np.add.reduce

        def fold(x: Array, init: Array) -> Array:
            rows = np.ascontiguousarray(x.transpose(order).reshape(lanes, size).T)
            return add(rows, axis=0, initial=init[()]).reshape(out)
        return fold
    pick = np.maximum if name == "maximum" else np.minimum
    reduce, isnan = pick.reduce, np.isnan

    def pick_fold(x: Array, init: Array) -> Array:
        x = x.transpose(order).reshape(out + window)
        quick = pick(reduce(np.ascontiguousarray(x.reshape(lanes, size).T), axis=0), init).reshape(out)
        if quick.all() and not isnan(quick).any():
            return quick
        return _fast_fold(name, x, init, out, window)
    return pick_fold


def map_(*inputs: Array, dimensions: tuple[int, ...], regions) -> Array:
    """spec.md#map: the computation applied to each index of the inputs."""
    (computation,) = regions
    shape = inputs[0].shape
    if any(x.shape != shape for x in inputs):
        raise EvalError("inputs must have the same shape (map_c1)")
    if tuple(dimensions) != tuple(range(len(shape))):
        raise EvalError(f"dimensions must be [0, ..., {len(shape) - 1}] (map_c2)")
    results = run_lanes(computation, inputs, shape)
    if len(results) != 1:
        raise EvalError("computation must return one value (map_c3)")
    return np.array(results[0])


define_op("stablehlo.reduce", speculatability=speculation.recursively_if_all_inputs_static, **row_fields(SHAPE_FUNCTIONS, "reduce"), quantized="storage", syntax=REDUCE,
          attrs={"dimensions": as_ints}, eval=reduce,
          specialize=specialize_reduce)
define_op("stablehlo.map", speculatability=speculation.recursively_if_all_inputs_static, **row_fields(SHAPE_FUNCTIONS, "map"), quantized="storage", attrs={"dimensions": as_ints}, eval=map_)
