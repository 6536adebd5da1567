"""spec.md#convolution and stablehlo.dynamic_conv (padding as a run-time operand).

Vectorized as im2col: the operands are transposed to canonical layouts
(lhs ``[b, 0.., f]``, rhs ``[0.., i, o]``), lhs is dilated and padded with one
strided assignment, the windows become a strided view ``[b, out.., k.., f]``, and
one batched matmul per group count does every dot product (see linalg.matmul for
the element-type rules and the summation order); an ungrouped float convolution sums
the same products in the same order straight from the window view (no im2col copy). As in the reference
(``convolutionOp`` in upstream's ``Ops.cpp``), each output element sums over the
kernel's spatial dims in their listed order, then the input feature (fastest);
``window_reversal`` reverses each lhs window (not the kernel), which fixes the
order in which reversed windows are summed. Operands are converted to the result
type first, as the pinned upstream suite expects (``convolution_op_test_si8``: i8 x i8
-> i32 without wrapping); jaxlib 0.10.2's ``eval_module`` (StableHLO 1.17) instead
sums in the lhs type (giving 4 where the suite expects 260).
"""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np
from numpy.lib.stride_tricks import as_strided

from .. import element as el
from ...ir.attributes import StructAttr, as_array, as_int, as_ints, raw
from ...diagnostics import EvalError
from ...optable import AttrSpec, define_op
from ...verification.shapes import row_fields
from ...verification.shapes.linalg import SHAPE_FUNCTIONS
from ...text.syntax.structured import CONVOLUTION
from ...ir.types import TensorType
from ...verification import speculatability as speculation
from .linalg import PRECISION, compute_operand, einsum_in_order, einsum_sums, finish, matmul, result_dtype

Array = np.ndarray


def _padded_lhs(x: Array, padding: Array, dilation: Sequence[int]) -> Array:
    """Canonical lhs ``[b, 0.., f]`` with ``dilation - 1`` zeros between elements and
    (possibly negative) edge ``padding`` on each spatial dim."""
    spatial = x.shape[1:-1]
    dilated = [(d - 1) * s + 1 if d else 0 for d, s in zip(spatial, dilation)]
    lo, hi = padding[:, 0], padding[:, 1]
    full = [max(0, int(l)) + d + max(0, int(h)) for l, d, h in zip(lo, dilated, hi)]
    out = np.zeros((x.shape[0], *full, x.shape[-1]), x.dtype)
    out[(slice(None),) + tuple(slice(max(0, int(l)), max(0, int(l)) + d, s)
                               for l, d, s in zip(lo, dilated, dilation))] = x
    return out[(slice(None),) + tuple(slice(max(0, -int(l)), f - max(0, -int(h)))
                                      for l, f, h in zip(lo, full, hi))]


def _windows(x: Array, kernel: Sequence[int], strides: Sequence[int], dilation: Sequence[int]) -> Array:
    """A read-only view ``[b, out.., k.., f]`` of every window of canonical ``x``."""
    spatial = x.shape[1:-1]
    span = [(k - 1) * r + 1 for k, r in zip(kernel, dilation)]
    out = [(s - w) // st + 1 if s >= w else 0 for s, w, st in zip(spatial, span, strides)]
    if 0 in out or 0 in kernel or 0 in x.shape:
        return np.zeros((x.shape[0], *out, *kernel, x.shape[-1]), x.dtype)
    st = x.strides
    return as_strided(x, (x.shape[0], *out, *kernel, x.shape[-1]),
                      (st[0], *(s * k for s, k in zip(st[1:-1], strides)),
                       *(s * r for s, r in zip(st[1:-1], dilation)), st[-1]), writeable=False)


def convolution(lhs: Array, rhs: Array, *, dimension_numbers: StructAttr, window_strides=None,
                padding: Array | None = None, lhs_dilation=None, rhs_dilation=None, window_reversal=None,
                feature_group_count: int = 1, batch_group_count: int = 1, precision_config: tuple = (),
                result_types: Sequence[TensorType]) -> Array:
    """spec.md#convolution (group counts as the spec's split/concatenate definition)."""
    dn = {key: value for key, value in dimension_numbers.fields}
    n = lhs.ndim - 2
    ones = (1,) * n
    # an empty window attribute stands for its default, as an absent one (verifyWindowAttributes...)
    strides, ldil, rdil = (tuple(v) if v is not None and len(v) else ones
                           for v in (window_strides, lhs_dilation, rhs_dilation))
    reverse = tuple(bool(v) for v in window_reversal) if window_reversal is not None and len(window_reversal) \
        else (False,) * n
    pad = np.zeros((n, 2), np.int64) if padding is None or np.size(padding) == 0 else np.asarray(padding, np.int64)
    if pad.shape != (n, 2):
        raise EvalError(f"convolution: padding of shape {list(pad.shape)}, expected [{n}, 2]")
    lsp, ksp, osp = (tuple(dn[k]) for k in ("input_spatial_dimensions", "kernel_spatial_dimensions",
                                               "output_spatial_dimensions"))
    if rhs.ndim != lhs.ndim or any(len(v) != n for v in (strides, ldil, rdil, reverse, lsp, ksp, osp)):
        raise EvalError(f"convolution: window attributes do not match operands of rank {lhs.ndim}")
    if min(strides + ldil + rdil, default=1) < 1 or feature_group_count < 1 or batch_group_count < 1:
        raise EvalError("convolution: strides, dilations and group counts must be positive")
    dt = result_dtype(result_types)
    x = compute_operand(lhs, dt).transpose(dn["input_batch_dimension"], *lsp, dn["input_feature_dimension"])
    k = compute_operand(rhs, dt).transpose(*ksp, dn["kernel_input_feature_dimension"],
                                           dn["kernel_output_feature_dimension"])
    batch, channels, outs = x.shape[0], x.shape[-1], k.shape[-1]
    fg, bg = feature_group_count, batch_group_count
    if channels % fg or k.shape[-2] * fg != channels or batch % bg or outs % (fg * bg):
        raise EvalError(f"convolution: operand shapes {list(lhs.shape)} and {list(rhs.shape)} do not fit "
                        f"feature_group_count={fg}, batch_group_count={bg}")
    w = _windows(_padded_lhs(x, pad, ldil), k.shape[:-2], strides, rdil)
    w = w[(slice(None),) * (1 + n) + tuple(slice(None, None, -1) if r else slice(None) for r in reverse)]
    out_spatial = w.shape[1:1 + n]
    if (el.FAST and fg == bg == 1 and x.dtype == dt and el.kind(dt) == "f" and not el.fast_math_enabled()
            and not np.isnan(x).any() and not np.isnan(k).any()):  # NaN payloads: see sequential_matmul
        r = _sequential_windows(w, k, dt)
        order = [dn["output_batch_dimension"], *osp, dn["output_feature_dimension"]]
        return np.moveaxis(r, 0, -1).transpose(np.argsort(order))
    positions, ksize = (int(np.prod(s, dtype=np.int64)) for s in (out_spatial, k.shape[:-2]))
    groups, nb = fg * bg, batch // bg
    # w: [b, out.., k.., f] -> [group, nb * positions, k * f / fg]
    w = w.reshape(bg, nb, positions, ksize, fg, channels // fg).transpose(0, 4, 1, 2, 3, 5)
    w = w.reshape(groups, nb * positions, ksize * (channels // fg))
    # k: [k.., i, o] -> [group, k * i, o / groups]
    k = k.reshape(ksize * k.shape[-2], groups, outs // groups).transpose(1, 0, 2)
    r = finish(matmul(w, k, dt), dt).reshape(groups, nb, positions, outs // groups).transpose(1, 2, 0, 3)
    r = r.reshape((nb, *out_spatial, outs))
    order = [dn["output_batch_dimension"], *osp, dn["output_feature_dimension"]]
    return r.transpose(np.argsort(order))


def _sequential_windows(w: Array, k: Array, dt: np.dtype) -> Array:
    """``[o, b, out..]``: the float sums of matmul's order (from zero, one (kernel position,
    input feature) at a time in row-major order, each product and sum rounded to ``dt``)
    straight from the window view ``w`` ``[b, out.., k.., f]`` and kernel ``k`` ``[k.., f, o]``,
    without copying the windows (im2col): the same numbers as :func:`linalg.matmul`. Where
    linalg.einsum_in_order holds, by linalg.einsum_sums on the kernel and a K-major copy of
    the windows (the same sums of the same products, several times faster)."""
    n = k.ndim - 2
    outs = k.shape[-1]
    count, sites = math.prod(k.shape[:-1]), math.prod(w.shape[:1 + n])
    if outs * sites >= 2 and einsum_in_order(dt):
        kernel = k.reshape(1, count, outs)
        windows = w.transpose(*range(1 + n, w.ndim), *range(1 + n)).reshape(1, count, sites)
        return einsum_sums(kernel, windows).reshape(outs, *w.shape[:1 + n])
    acc = np.zeros((outs, *w.shape[:1 + n]), dt)
    product = np.empty_like(acc)
    column = (outs,) + (1,) * (1 + n)
    lead = (slice(None),) * (1 + n)
    with np.errstate(all="ignore"):
        for index in np.ndindex(*k.shape[:-1]):
            np.multiply(k[index].reshape(column), w[lead + index], out=product)
            np.add(acc, product, out=acc)
    return acc


def dynamic_conv(lhs: Array, rhs: Array, padding: Array, **attrs) -> Array:
    """stablehlo.dynamic_conv: convolution with ``padding`` (``[N-2, 2]``) given at run time."""
    return convolution(lhs, rhs, padding=padding, **attrs)


CONV_ATTRS = {
    "window_strides": AttrSpec(as_ints, None),
    "lhs_dilation": AttrSpec(as_ints, None),
    "rhs_dilation": AttrSpec(as_ints, None),
    "window_reversal": AttrSpec(as_ints, None),
    "dimension_numbers": raw,
    "feature_group_count": AttrSpec(as_int, 1),
    "batch_group_count": AttrSpec(as_int, 1),
    "precision_config": PRECISION,
}
define_op("stablehlo.convolution", speculatability=speculation.convolution, **row_fields(SHAPE_FUNCTIONS, "convolution"), quantized="dequantize_op_quantize", syntax=CONVOLUTION, eval=convolution, wants_result_types=True,
          attrs={**CONV_ATTRS, "padding": AttrSpec(as_array, None)})
define_op("stablehlo.dynamic_conv", speculatability=speculation.if_all_inputs_static_and_shape_constant, **row_fields(SHAPE_FUNCTIONS, "dynamic_conv"), quantized="dequantize_op_quantize", eval=dynamic_conv, wants_result_types=True, attrs=CONV_ATTRS)
