"""Linear-algebra ops: spec.md#dot_general, dot, einsum, unary_einsum, spec.md#fft,
spec.md#triangular_solve, spec.md#cholesky (convolution.py and batch_norm.py hold the rest).

Sums follow the reference interpreter (``dotGeneralOp`` in upstream's
``stablehlo/reference/Ops.cpp``): operands are converted to the result element type
(spec.md#dot_general), and each result element starts from zero and adds the
products over the contracting indices in lexicographic order (the listed contracting
dims, the last one fastest), every product and every sum rounded in the result type,
no FMA; a complex product is ``(ar*br - ai*bi, ar*bi + ai*br)``, each step rounded.
Vectorized over the result: K numpy steps over whole result-sized arrays, or numpy's
einsum where it sums in that order (:func:`einsum_sums`, :func:`einsum_in_order`). Integers
accumulate in int64/uint64 (BLAS in float64 when exact), whose modulo-2**64 sums
wrap exactly like the result type; i1 is the OR of ANDs. With
:func:`stablehlo_translate.interpreter.element.fast_math` on, float sums use one BLAS matmul
(faster, last bits may differ).

Implementation-defined choices:

* cholesky reads only the selected triangle, writes zeros in the other one, and
  gives NaN where a matrix is not positive definite (from sqrt of a negative pivot);
* triangular_solve reads only the selected triangle (the diagonal is taken as 1
  when ``unit_diagonal``) and returns the whole solution; a zero pivot gives inf/NaN.
"""
from __future__ import annotations

import functools
import math
import re
from typing import Callable, Sequence

import numpy as np

from .. import element as el
from ...ir.attributes import StructAttr, as_bool, as_enum, as_ints, as_str, raw
from ...diagnostics import EvalError
from ...optable import AttrSpec, define_op
from ...verification.shapes import row_fields
from ...verification.shapes.linalg import SHAPE_FUNCTIONS
from ...text.syntax.forms import pretty
from ...text.syntax.structured import DOT_GENERAL
from ...ir.types import QuantizedType, TensorType
from ...verification import speculatability as speculation
from .conversion import convert_array

Array = np.ndarray


def as_enums(attr: object) -> tuple[str, ...]:
    """``[#stablehlo<precision DEFAULT>, ...]`` -> ``("DEFAULT", ...)``."""
    return tuple(as_enum(a) for a in attr)


# --- shared arithmetic kernel ---------------------------------------------------------

def compute_operand(x: Array, dt: np.dtype) -> Array:
    """``x`` converted to the result type ``dt``, then to the dtype products are summed in:
    int64/uint64 for integers and i1, float64 for narrow floats (every product and sum of
    two of them is exact or rounds once there), ``dt`` otherwise."""
    x = convert_array(x, dt) if x.dtype != dt else x
    k = el.kind(dt)
    if k in "bi":
        return x.astype(np.int64)
    if k == "u":
        return x.astype(np.uint64)
    return x.astype(np.float64 if k == "f" and dt.itemsize < 4 else dt, copy=False)


def finish(acc: Array, dt: np.dtype) -> Array:
    """An accumulator from :func:`compute_operand` operands as an array of result type ``dt``."""
    k = el.kind(dt)
    if k == "b":
        return acc != 0
    if k in "iu":
        return el.wrap(acc, dt)
    return el.as_result(acc, dt)


_EXACT = float(2 ** 53)


def matmul(a: Array, b: Array, dt: np.dtype) -> Array:
    """``a @ b`` (batched) of compute-dtype operands (see :func:`compute_operand`) for
    result type ``dt``: in the reference's order for floats (see the module docstring).

    Integer products go through float64 BLAS when every partial sum is bounded by
    2**53 (then exact), else through numpy's int64/uint64 loop (exact modulo 2**64)."""
    with np.errstate(all="ignore"):
        if a.dtype.kind in "iu":
            if a.size and b.size:
                af, bf = a.astype(np.float64), b.astype(np.float64)
                if float(np.abs(af).max()) * float(np.abs(bf).max()) * a.shape[-1] < _EXACT:
                    return np.matmul(af, bf).astype(a.dtype)
            return np.matmul(a, b)
        if el.fast_math_enabled():
            return finish(np.matmul(a, b), dt).astype(a.dtype)
        return sequential_matmul(a, b, dt)


def sequential_matmul(a: Array, b: Array, dt: np.dtype) -> Array:
    """Float or complex ``a @ b`` summed like the reference: from zero, one contracting
    index at a time, each product and sum rounded to ``dt`` (the result is exact in ``dt``).
    Unrounded real sums of two or more elements go by blocks (:func:`_blocked_sequential`).
    Otherwise, with fewer columns than rows and no NaN operand, it computes
    ``(b^T @ a^T)^T``: the same sums of the same products, with the long axis innermost
    (numpy's broadcasting loops may multiply in either order, which only a NaN's payload
    could tell)."""
    shape = np.broadcast_shapes(a.shape[:-2], b.shape[:-2]) + (a.shape[-2], b.shape[-1])
    rounded = a.dtype != dt
    blocked = el.FAST and not rounded and a.dtype.kind == "f" and math.prod(shape) >= 2
    if (el.FAST and not blocked and b.shape[-1] < a.shape[-2] and b.shape[-1] < 64
            and not np.isnan(a).any() and not np.isnan(b).any()):
        return np.swapaxes(sequential_matmul(np.swapaxes(b, -1, -2), np.swapaxes(a, -1, -2), dt), -1, -2)
    if (blocked and a.ndim == b.ndim == 3 and a.shape[0] == b.shape[0] and a.shape[1] * b.shape[2] >= 2
            and einsum_in_order(a.dtype) and not np.isnan(a).any() and not np.isnan(b).any()):
        return _einsum_sequential(a, b)
    cols = np.ascontiguousarray(np.moveaxis(a, -1, 0))[..., :, None]  # [K, ..., m, 1]
    rows = np.ascontiguousarray(np.moveaxis(b, -2, 0))[..., None, :]  # [K, ..., 1, n]
    if a.dtype.kind == "c":
        return _complex_sequential(cols, rows, shape, a.dtype)
    if blocked:
        return _blocked_sequential(cols, rows, shape, a.dtype)
    acc, product = np.zeros(shape, a.dtype), np.empty(shape, a.dtype)
    for k in range(cols.shape[0]):
        np.multiply(cols[k], rows[k], out=product)
        if rounded:
            product = product.astype(dt).astype(a.dtype)
        np.add(acc, product, out=acc)
        if rounded:
            acc = acc.astype(dt).astype(a.dtype)
    return acc


_BLOCK = 1 << 18
"""Elements of the products one step of :func:`_blocked_sequential` holds."""


def _blocked_sequential(cols: Array, rows: Array, shape: tuple[int, ...], dt: np.dtype) -> Array:
    """The loop of :func:`sequential_matmul` (unrounded, at least two result elements) in
    blocks of contracting indices: each block's products in one multiply, stacked under the
    accumulator, and summed by one ``np.add.reduce`` over that outer axis, which numpy does
    row after row (pairwise summation only applies along the innermost axis): the same sums
    in the same order. Without a NaN operand the products come from ``np.einsum`` (twice as
    fast as the broadcasting multiply; it computes ``a * b + 0``: the same bits but for a
    product's zero sign, which no sum from +0 can show, and a NaN's payload)."""
    count = cols.shape[0]
    step = max(1, min(count, _BLOCK // math.prod(shape)))
    acc = np.zeros(shape, dt)
    stack = np.empty((step + 1, *shape), dt)
    einsum = not np.isnan(cols).any() and not np.isnan(rows).any()
    lefts, rights = cols[..., 0], rows[..., 0, :]
    for start in range(0, count, step):
        stop = min(count, start + step)
        block = stack[:stop - start + 1]
        block[0] = acc
        if einsum:
            np.einsum("k...i,k...j->k...ij", lefts[start:stop], rights[start:stop], out=block[1:])
        else:
            np.multiply(cols[start:stop], rows[start:stop], out=block[1:])
        np.add.reduce(block, axis=0, out=acc)
    return acc


def _einsum_sequential(a: Array, b: Array) -> Array:
    """``a @ b`` for [batch, m, K] and [batch, K, n] operands: :func:`einsum_sums` of K-major copies."""
    return einsum_sums(np.swapaxes(a, -1, -2), b)


def einsum_sums(lefts: Array, rights: Array) -> Array:
    """``[batch, m, n]``: sum over k of ``lefts[b, k, i] * rights[b, k, j]`` for real
    operands without NaN, m * n >= 2, by numpy's unoptimized einsum on K-major contiguous
    copies: its iterator keeps each operand's largest stride outermost (batch, then K, then
    m, n innermost; with one result element per batch K would be innermost, summed in
    another order), so each result element, zeroed first, gets ``product + element`` for
    k = 0, 1, ... in turn: the reference's sums (a zero's sign and NaN payloads aside, which
    sums from +0 of NaN-free operands cannot show). Only where :func:`einsum_in_order`
    confirmed this on the running numpy."""
    lefts, rights = np.ascontiguousarray(lefts), np.ascontiguousarray(rights)
    out = np.empty((lefts.shape[0], lefts.shape[2], rights.shape[2]), lefts.dtype)
    return _C_EINSUM("bki,bkj->bij", lefts, rights, out=out)


def _c_einsum() -> Callable:
    """numpy's unoptimized einsum without its Python wrapper (what ``np.einsum(..., optimize=False)``
    calls) where numpy has it, else that call."""
    core = getattr(getattr(np, "_core", None), "_multiarray_umath", None)
    return getattr(core, "c_einsum", None) or functools.partial(np.einsum, optimize=False)


_C_EINSUM = _c_einsum()


_IN_ORDER: dict[np.dtype, bool] = {}


def einsum_in_order(dt: np.dtype) -> bool:
    """Whether numpy's einsum sums like the reference in ``dt`` (no FMA, k in order), judged
    once per process against the blocked loop on products that tell a fused multiply-add
    (``x * x - 1``) and any other order (``2**p`` cancelling after a small term) apart, for
    result rows of 1 to 67 elements (vector loops and their tails), 1 to 3 rows, 1 or 2
    batches."""
    if dt not in _IN_ORDER:
        if dt not in (np.float32, np.float64):  # others sum products unrounded in float32
            _IN_ORDER[dt] = False
            return False
        p = np.finfo(dt).nmant
        x = 1 + 2.0 ** -(p // 2 + 1)
        terms = [(-1.0, 1.0), (x, x), (2.0 ** (p + 1), 1.0), (0.75, 1.0), (-(2.0 ** (p + 1)), 1.0)]
        same = True
        for batch, rows, cols in ((1, 3, 1), (2, 1, 7), (1, 2, 16), (2, 3, 67)):
            for count in (2, len(terms)):  # the fused product alone, then the order as well
                a = np.empty((batch, rows, count), dt)
                b = np.empty((batch, count, cols), dt)
                for k, (left, right) in enumerate(terms[:count]):
                    a[:, :, k], b[:, k, :] = left, right
                cols_k = np.ascontiguousarray(np.moveaxis(a, -1, 0))[..., :, None]
                rows_k = np.ascontiguousarray(np.moveaxis(b, -2, 0))[..., None, :]
                expected = _blocked_sequential(cols_k, rows_k, (batch, rows, cols), dt)
                same = same and _einsum_sequential(a, b).tobytes() == expected.tobytes()
        _IN_ORDER[dt] = same
    return _IN_ORDER[dt]


def _complex_sequential(cols: Array, rows: Array, shape: tuple[int, ...], dt: np.dtype) -> Array:
    """:func:`sequential_matmul` of complex operands on their real and imaginary parts."""
    ar, ai, br, bi = cols.real, cols.imag, rows.real, rows.imag
    part = ar.dtype
    re, im = np.zeros(shape, part), np.zeros(shape, part)
    t1, t2 = np.empty(shape, part), np.empty(shape, part)
    for k in range(cols.shape[0]):
        np.multiply(ar[k], br[k], out=t1)
        np.multiply(ai[k], bi[k], out=t2)
        np.add(re, np.subtract(t1, t2, out=t1), out=re)
        np.multiply(ar[k], bi[k], out=t1)
        np.multiply(ai[k], br[k], out=t2)
        np.add(im, np.add(t1, t2, out=t1), out=im)
    out = np.empty(shape, dt)
    out.real, out.imag = re, im
    return out


def result_dtype(result_types: Sequence[TensorType]) -> np.dtype:
    """The dtype of the op's (only) result; quantized results are not supported yet."""
    if isinstance(result_types[0].element_type, QuantizedType):
        raise EvalError(f"quantized result type {result_types[0]} is not supported")
    return result_types[0].dtype


def _float_or_complex(name: str, x: Array) -> np.dtype:
    """The work dtype of a float or complex operand (spec: those types only)."""
    if el.kind(x.dtype) not in "fc":
        raise el.unsupported(name, x.dtype)
    return el.work_dtype(x.dtype)


# --- dot_general, dot, einsum ----------------------------------------------------------

def _check_dims(name: str, dims: Sequence[int], rank: int) -> None:
    if len(set(dims)) != len(dims) or any(not 0 <= d < rank for d in dims):
        raise EvalError(f"invalid {name} {list(dims)} for an operand of rank {rank}")


def dot_general(lhs: Array, rhs: Array, *, dot_dimension_numbers: StructAttr,
                precision_config: tuple = (), algorithm: object = None,
                result_types: Sequence[TensorType]) -> Array:
    """spec.md#dot_general: result dims are batch, lhs free, rhs free; one batched matmul."""
    dims = {name: tuple(dot_dimension_numbers.get(name, ())) for name in (
        "lhs_batching_dimensions", "rhs_batching_dimensions",
        "lhs_contracting_dimensions", "rhs_contracting_dimensions")}
    return contract(lhs, rhs, dims["lhs_batching_dimensions"], dims["rhs_batching_dimensions"],
                    dims["lhs_contracting_dimensions"], dims["rhs_contracting_dimensions"],
                    result_dtype(result_types))


def contract(lhs: Array, rhs: Array, lb: Sequence[int], rb: Sequence[int],
             lc: Sequence[int], rc: Sequence[int], dt: np.dtype) -> Array:
    """The dot_general of ``lhs`` and ``rhs`` with result dtype ``dt``."""
    for name, d, x in (("lhs_batching_dimensions", lb, lhs), ("lhs_contracting_dimensions", lc, lhs),
                       ("rhs_batching_dimensions", rb, rhs), ("rhs_contracting_dimensions", rc, rhs)):
        _check_dims(name, d, x.ndim)
    if len(lb) != len(rb) or len(lc) != len(rc) or set(lb) & set(lc) or set(rb) & set(rc):
        raise EvalError("dot_general: batching/contracting dimensions do not pair up")
    if ([lhs.shape[d] for d in lb] != [rhs.shape[d] for d in rb]
            or [lhs.shape[d] for d in lc] != [rhs.shape[d] for d in rc]):
        raise EvalError(f"dot_general: dimension sizes differ between operands of shapes "
                        f"{list(lhs.shape)} and {list(rhs.shape)}")
    return finish(contract_accumulate(compute_operand(lhs, dt), compute_operand(rhs, dt), lb, rb, lc, rc, dt), dt)


def contract_accumulate(a: Array, b: Array, lb: Sequence[int], rb: Sequence[int],
                        lc: Sequence[int], rc: Sequence[int], dt: np.dtype) -> Array:
    """dot_general of compute-dtype operands (:func:`compute_operand`) for result type
    ``dt``, before :func:`finish`: result dims are batch, lhs free, rhs free."""
    lf = [d for d in range(a.ndim) if d not in lb and d not in lc]
    rf = [d for d in range(b.ndim) if d not in rb and d not in rc]
    batch = [a.shape[d] for d in lb]
    lfree, rfree = [a.shape[d] for d in lf], [b.shape[d] for d in rf]
    size = int(np.prod([a.shape[d] for d in lc], dtype=np.int64))
    nb, m, n = int(np.prod(batch, dtype=np.int64)), int(np.prod(lfree, dtype=np.int64)), \
        int(np.prod(rfree, dtype=np.int64))
    a3 = a.transpose(*lb, *lf, *lc).reshape(nb, m, size)
    b3 = b.transpose(*rb, *rc, *rf).reshape(nb, size, n)
    return matmul(a3, b3, dt).reshape((*batch, *lfree, *rfree))


def specialize_dot_general(op, kwargs: dict) -> Callable | None:
    """dot_general of same-typed f32/f64 operands with valid static dimensions as one closure:
    the transposes and reshapes decided once, then :func:`matmul`'s arithmetic (BLAS under
    fast_math, else the reference's order)."""
    lhs_type, rhs_type = op.operand_types
    dt = op.result_types[0].dtype
    if lhs_type.dtype != dt or rhs_type.dtype != dt or dt not in (np.float32, np.float64):
        return None
    dims = kwargs["dot_dimension_numbers"]
    lb, rb, lc, rc = (tuple(dims.get(name, ())) for name in (
        "lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
        "rhs_contracting_dimensions"))
    ls, rs = lhs_type.shape, rhs_type.shape
    try:
        for d, rank in ((lb, len(ls)), (lc, len(ls)), (rb, len(rs)), (rc, len(rs))):
            _check_dims("", d, rank)
    except EvalError:
        return None
    if (len(lb) != len(rb) or len(lc) != len(rc) or set(lb) & set(lc) or set(rb) & set(rc)
            or [ls[d] for d in lb] != [rs[d] for d in rb] or [ls[d] for d in lc] != [rs[d] for d in rc]):
        return None
    lf = [d for d in range(len(ls)) if d not in lb and d not in lc]
    rf = [d for d in range(len(rs)) if d not in rb and d not in rc]
    batch, size = math.prod(ls[d] for d in lb), math.prod(ls[d] for d in lc)
    lhs_perm, rhs_perm = (*lb, *lf, *lc), (*rb, *rc, *rf)
    lhs_shape = (batch, math.prod(ls[d] for d in lf), size)
    rhs_shape = (batch, size, math.prod(rs[d] for d in rf))
    out = op.result_types[0].shape
    if out != (*(ls[d] for d in lb), *(ls[d] for d in lf), *(rs[d] for d in rf)):
        return None
    fast_math = el.fast_math_enabled
    in_order = el.FAST and lhs_shape[1] * rhs_shape[2] >= 2 and einsum_in_order(dt)
    swap = rhs_shape[2] < lhs_shape[1]
    isnan, smallest = np.isnan, np.minimum.reduce

    def run(lhs: Array, rhs: Array) -> Array:
        a = lhs.transpose(lhs_perm).reshape(lhs_shape)
        b = rhs.transpose(rhs_perm).reshape(rhs_shape)
        if fast_math():
            return np.matmul(a, b).reshape(out)
        if in_order:  # sequential_matmul's einsum sums, its NaN tests after them: a NaN operand makes a NaN result
            # the longer free axis innermost (fewer, longer inner loops): b^T a^T, products of the same pairs
            result = einsum_sums(b, a.swapaxes(1, 2)).swapaxes(1, 2) if swap else einsum_sums(a.swapaxes(1, 2), b)
            least = smallest(result, axis=None, initial=np.inf)  # NaN when an element is (minimum propagates it)
            if least == least or not (isnan(a).any() or isnan(b).any()):
                return result.reshape(out)
        return sequential_matmul(a, b, dt).reshape(out)
    return run


def dot(lhs: Array, rhs: Array, *, precision_config: tuple = (),
        result_types: Sequence[TensorType]) -> Array:
    """The legacy stablehlo.dot: vector or matrix ``lhs`` times vector or matrix ``rhs``."""
    if lhs.ndim not in (1, 2) or rhs.ndim not in (1, 2):
        raise EvalError(f"dot takes rank-1 or rank-2 operands, got ranks {lhs.ndim} and {rhs.ndim}")
    return contract(lhs, rhs, (), (), (lhs.ndim - 1,), (0,), result_dtype(result_types))


_EINSUM = r"[a-zA-Z]*(,[a-zA-Z]*)?->[a-zA-Z]*"
"""An einsum_config (compiled by re on the first einsum, not at every start)."""


def _einsum(config: str, operands: Sequence[Array], dt: np.dtype) -> Array:
    text = config.replace(" ", "")
    inputs, output = text.split("->")[0].split(","), text.split("->")[-1]
    if not re.fullmatch(_EINSUM, text) or len(inputs) != len(operands):
        raise EvalError(f"invalid einsum_config \"{config}\" for {len(operands)} operand(s)")
    for labels, x in zip(inputs, operands):
        if len(labels) != x.ndim:
            raise EvalError(f"einsum_config \"{config}\": '{labels}' does not match an operand of rank {x.ndim}")
    if len(operands) == 2 and _as_dot_general(inputs, output):
        return _einsum_dot_general(inputs, output, operands, dt)
    try:
        with np.errstate(all="ignore"):
            acc = np.einsum(text, *(compute_operand(x, dt) for x in operands))
    except ValueError as error:
        raise EvalError(f"invalid einsum_config \"{config}\": {error}") from None
    return finish(np.asarray(acc), dt)


def _as_dot_general(inputs: Sequence[str], output: str) -> bool:
    """Whether a two-operand einsum is one dot_general: no repeated label in a term, and
    every label in two of (lhs, rhs, output)."""
    lhs, rhs = inputs
    terms = (lhs, rhs, output)
    if any(len(set(t)) != len(t) for t in terms):
        return False
    return all(sum(label in t for t in terms) == 2 or (label in lhs and label in rhs and label in output)
               for label in set(lhs + rhs + output))


def _einsum_dot_general(inputs: Sequence[str], output: str, operands: Sequence[Array], dt: np.dtype) -> Array:
    """A dot_general (contracting labels in lhs order) transposed to ``output``."""
    lhs, rhs = inputs
    batch = [c for c in lhs if c in rhs and c in output]
    contracting = [c for c in lhs if c in rhs and c not in output]
    r = contract(operands[0], operands[1], [lhs.index(c) for c in batch], [rhs.index(c) for c in batch],
                 [lhs.index(c) for c in contracting], [rhs.index(c) for c in contracting], dt)
    order = batch + [c for c in lhs if c not in rhs] + [c for c in rhs if c not in lhs]
    return r.transpose([order.index(c) for c in output])


def einsum(lhs: Array, rhs: Array, *, einsum_config: str, result_types: Sequence[TensorType]) -> Array:
    """stablehlo.einsum (deprecated, spec.md#deprecated-ops): ``"ab,bc->ac"`` as a dot_general
    (the reference's order) when it is one, else via np.einsum."""
    return _einsum(einsum_config, (lhs, rhs), result_dtype(result_types))


def unary_einsum(operand: Array, *, einsum_config: str, result_types: Sequence[TensorType]) -> Array:
    """stablehlo.unary_einsum (deprecated): ``"ab->a"`` via np.einsum."""
    return _einsum(einsum_config, (operand,), result_dtype(result_types))


# --- fft -------------------------------------------------------------------------------

def fft(operand: Array, *, fft_type: str, fft_length: tuple[int, ...],
        result_types: Sequence[TensorType]) -> Array:
    """spec.md#fft over the trailing ``len(fft_length)`` dims, in complex128, rounded once."""
    count = len(fft_length)
    if not 1 <= count <= 3 or count > operand.ndim:
        raise EvalError(f"fft_length {list(fft_length)} does not fit an operand of rank {operand.ndim}")
    axes = tuple(range(operand.ndim - count, operand.ndim))
    expected = list(fft_length[:-1]) + [fft_length[-1] // 2 + 1 if fft_type == "IRFFT" else fft_length[-1]]
    if list(operand.shape[-count:]) != expected:
        raise EvalError(f"{fft_type} with fft_length {list(fft_length)} expects trailing dims {expected}, "
                        f"got {list(operand.shape[-count:])}")
    _float_or_complex("fft", operand)
    x = operand.astype(np.complex128 if el.kind(operand.dtype) == "c" else np.float64)
    if fft_type == "FFT":
        r = np.fft.fftn(x, s=fft_length, axes=axes)
    elif fft_type == "IFFT":
        r = np.fft.ifftn(x, s=fft_length, axes=axes)
    elif fft_type == "RFFT":
        r = np.fft.rfftn(x, s=fft_length, axes=axes)
    elif fft_type == "IRFFT":
        r = np.fft.irfftn(x, s=fft_length, axes=axes)
    else:
        raise EvalError(f"unknown fft_type {fft_type}")
    return el.as_result(r, result_types[0].dtype)


# --- triangular_solve, cholesky --------------------------------------------------------

def _square_batch(name: str, a: Array) -> int:
    if a.ndim < 2 or a.shape[-1] != a.shape[-2]:
        raise EvalError(f"{name} expects a batch of square matrices, got shape {list(a.shape)}")
    return a.shape[-1]


def _substitute(t: Array, b: Array, lower: bool) -> Array:
    """Solves ``t @ x = b`` for triangular ``t`` (..., M, M) column by column over the
    whole batch (forward if ``lower``, else backward): each solved row of x is divided by
    its pivot, then its multiples are subtracted from the rows still to solve (so each
    row subtracts its terms in solving order, as the reference does)."""
    m = t.shape[-1]
    x = np.array(np.broadcast_to(b, np.broadcast_shapes(t.shape[:-2], b.shape[:-2]) + b.shape[-2:]))
    with np.errstate(all="ignore"):
        for j in (range(m) if lower else range(m - 1, -1, -1)):
            x[..., j, :] = el.divide(x[..., j, :], t[..., j, j][..., None])
            rest = slice(j + 1, m) if lower else slice(0, j)
            x[..., rest, :] = el.subtract(x[..., rest, :], el.multiply(t[..., rest, j][..., None], x[..., j:j + 1, :]))
    return x


def triangular_solve(a: Array, b: Array, *, left_side: bool, lower: bool, unit_diagonal: bool,
                     transpose_a: str) -> Array:
    """spec.md#triangular_solve: ``op(a) x = b`` (left) or ``x op(a) = b`` by substitution."""
    m = _square_batch("triangular_solve", a)
    if b.ndim != a.ndim or b.shape[:-2] != a.shape[:-2] or b.shape[-2 if left_side else -1] != m:
        raise EvalError(f"triangular_solve: b of shape {list(b.shape)} does not match a of shape {list(a.shape)}")
    if transpose_a not in ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"):
        raise EvalError(f"unknown transpose_a {transpose_a}")
    work = _float_or_complex("triangular_solve", a)
    t = (np.tril(a) if lower else np.triu(a)).astype(work)
    if unit_diagonal:
        t[..., np.arange(m), np.arange(m)] = 1
    if transpose_a != "NO_TRANSPOSE":
        t = np.swapaxes(t, -1, -2)
        if transpose_a == "ADJOINT":
            t = np.conj(t)
    t_lower = lower == (transpose_a == "NO_TRANSPOSE")
    rhs = b.astype(work)
    if left_side:
        x = _substitute(t, rhs, t_lower)
    else:  # x t = b  <=>  t^T x^T = b^T
        x = np.swapaxes(_substitute(np.swapaxes(t, -1, -2), np.swapaxes(rhs, -1, -2), not t_lower), -1, -2)
    return el.as_result(x, b.dtype)


def cholesky(a: Array, *, lower: bool) -> Array:
    """spec.md#cholesky: ``a = l l^H`` (lower) or ``u^H u``; column by column over the batch."""
    n = _square_batch("cholesky", a)
    work = _float_or_complex("cholesky", a)
    h = a.astype(work)
    if not lower:  # read the upper triangle as the conjugate of a lower one
        h = np.conj(np.swapaxes(h, -1, -2))
    l = np.zeros_like(h)
    with np.errstate(all="ignore"):
        for j in range(n):
            row = l[..., j, :j]
            pivot = h[..., j, j] - np.sum(row * np.conj(row), axis=-1)
            d = np.sqrt(pivot.real if np.iscomplexobj(pivot) else pivot)
            l[..., j, j] = d
            below = h[..., j + 1:, j] - np.matmul(l[..., j + 1:, :j], np.conj(row)[..., None])[..., 0]
            l[..., j + 1:, j] = below / d[..., None]
    if not lower:
        l = np.conj(np.swapaxes(l, -1, -2))
    return el.as_result(l, a.dtype)


PRECISION = AttrSpec(as_enums, ())
define_op("stablehlo.dot", speculatability=speculation.always, **row_fields(SHAPE_FUNCTIONS, "dot"), quantized="dequantize_op_quantize", syntax=pretty("keywords", precision="precision_config"), eval=dot,
          wants_result_types=True, attrs={"precision_config": PRECISION})
define_op("stablehlo.dot_general", speculatability=speculation.dot_general, **row_fields(SHAPE_FUNCTIONS, "dot_general"), quantized="dequantize_op_quantize", syntax=DOT_GENERAL, eval=dot_general, wants_result_types=True,
          specialize=specialize_dot_general, attrs={
    "dot_dimension_numbers": raw,
    "precision_config": PRECISION,
    "algorithm": AttrSpec(raw, None),
})
define_op("stablehlo.einsum", speculatability=speculation.always, **row_fields(SHAPE_FUNCTIONS, "einsum"), syntax=pretty("keywords", config="einsum_config"), eval=einsum,
          wants_result_types=True, attrs={"einsum_config": as_str}, spec="spec.md#deprecated-ops")
define_op("stablehlo.unary_einsum", speculatability=speculation.always, **row_fields(SHAPE_FUNCTIONS, "unary_einsum"), syntax=pretty("keywords", config="einsum_config"), eval=unary_einsum,
          wants_result_types=True, attrs={"einsum_config": as_str}, spec="spec.md#deprecated-ops")
define_op("stablehlo.fft", speculatability=speculation.fft, **row_fields(SHAPE_FUNCTIONS, "fft"), syntax=pretty("keywords", type="fft_type", length="fft_length"), eval=fft,
          wants_result_types=True, attrs={"fft_type": as_enum, "fft_length": as_ints})
define_op("stablehlo.triangular_solve", speculatability=speculation.triangular_solve, **row_fields(SHAPE_FUNCTIONS, "triangular_solve"), quantized="dequantize_op_quantize", eval=triangular_solve, attrs={
    "left_side": as_bool, "lower": as_bool, "unit_diagonal": as_bool, "transpose_a": as_enum})
define_op("stablehlo.cholesky", **row_fields(SHAPE_FUNCTIONS, "cholesky"), quantized="dequantize_op_quantize", syntax=pretty("keywords", lower="lower"), eval=cholesky,
          attrs={"lower": AttrSpec(as_bool, False)})
