"""LAPACK eigen-, singular value and Schur decompositions, pivoted QR and the Householder
reductions (Hessenberg, tridiagonal) as JAX's CPU custom calls use them, on numpy.

numpy.linalg runs ``syevd``/``heevd`` (eigh), ``gesdd`` (svd, also for JAX's
``gesvd``: the same factorization by another LAPACK algorithm, equal up to
rounding and the signs of singular vector pairs) and ``geev`` (eig). ``geqp3``,
``gehrd`` and ``sytrd``/``hetrd`` are LAPACK's unblocked algorithms (laqp2,
gehd2, sytd2/hetd2), vectorized over the batch. ``gees`` deflates with numpy's
eigenvalues and SVD (see :func:`gees`). A matrix numpy fails on (non-convergence)
gets ``info`` 1 and NaN results; the rest of the batch is unaffected.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .lapack_factor import INFO, conj_t, matrices


def robust(fn: Callable[[np.ndarray], tuple[np.ndarray, ...]], a: np.ndarray,
           like: tuple[tuple[tuple[int, ...], Any], ...]) -> tuple[list[np.ndarray], np.ndarray]:
    """``fn`` on the whole batch ``a`` and zero ``info``; if numpy reports a failure, ``fn``
    on each matrix alone, the failing ones giving NaN outputs (per-matrix ``like``
    (shape, dtype) pairs) and ``info`` 1. A matrix holding an infinity or NaN fails without
    reaching LAPACK (whose SVD iterates forever on one)."""
    batch = a.shape[:-2]
    finite = np.isfinite(a).all(axis=(-2, -1)).reshape(-1)
    if finite.all():
        try:
            return list(fn(a)), np.zeros(batch, INFO)
        except np.linalg.LinAlgError:
            pass
    flat = matrices(a)
    outs = [np.full((len(flat), *shape), np.nan, dtype) for shape, dtype in like]
    info = np.zeros(len(flat), INFO)
    for index, matrix in enumerate(flat):
        if not finite[index]:
            info[index] = 1
            continue
        try:
            for out, value in zip(outs, fn(matrix)):
                out[index] = value
        except np.linalg.LinAlgError:
            info[index] = 1
    return [out.reshape(*batch, *out.shape[1:]) for out in outs], info.reshape(batch)


def real_dtype(dtype: np.dtype) -> np.dtype:
    return np.empty(0, dtype).real.dtype


def syevd(a: np.ndarray, *, uplo: str, mode: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Eigenvalues (ascending) and, with ``mode`` V, eigenvectors (columns) of the Hermitian
    matrix held in the ``uplo`` triangle; with ``mode`` N the matrix comes back as given."""
    n = a.shape[-1]
    real = real_dtype(a.dtype)
    if mode == "V":
        (w, v), info = robust(lambda x: np.linalg.eigh(x, UPLO=uplo), a, (((n,), real), ((n, n), a.dtype)))
        return v.astype(a.dtype), w.astype(real), info
    (w,), info = robust(lambda x: (np.linalg.eigvalsh(x, UPLO=uplo),), a, (((n,), real),))
    return a.copy(), w.astype(real), info


def gesdd(a: np.ndarray, *, mode: str, u_shape: tuple[int, ...], vt_shape: tuple[int, ...]):
    """Singular values (descending) and, by ``mode`` (A: full, S: reduced, N: none), the
    singular vectors U and Vᴴ; with N, U and Vᴴ are zeros of the shapes JAX allocates. The
    first result (LAPACK's overwritten input) is the input."""
    m, n = a.shape[-2:]
    k = min(m, n)
    real = real_dtype(a.dtype)
    if mode == "N":
        (s,), info = robust(lambda x: (np.linalg.svd(x, compute_uv=False),), a, (((k,), real),))
        return a.copy(), s.astype(real), np.zeros(u_shape, a.dtype), np.zeros(vt_shape, a.dtype), info
    full = mode == "A"
    like = (((m, m if full else k), a.dtype), ((k,), real), ((n if full else k, n), a.dtype))
    (u, s, vt), info = robust(lambda x: tuple(np.linalg.svd(x, full_matrices=full)), a, like)
    return a.copy(), s.astype(real), u.astype(a.dtype), vt.astype(a.dtype), info


def _normalize_columns(v: np.ndarray) -> np.ndarray:
    """LAPACK geev's eigenvector normalization: unit 2-norm, largest component real."""
    v = v / np.linalg.norm(v, axis=-2, keepdims=True)
    where = np.argmax(np.abs(v), axis=-2)[..., None, :]
    largest = np.take_along_axis(v, where, axis=-2)
    v = v * np.where(largest == 0, 1, np.conj(largest) / np.where(largest == 0, 1, np.abs(largest)))
    np.put_along_axis(v, where, np.abs(largest), axis=-2)  # exactly real, as LAPACK sets it
    return v


def geev(a: np.ndarray, *, compute_left: str, compute_right: str) -> tuple[np.ndarray, ...]:
    """Eigenvalues (as LAPACK orders them) and left/right eigenvectors as complex columns
    normalized as LAPACK does (vectors not asked for are zeros). Real input gives the real
    and imaginary parts of the eigenvalues as two results, as JAX's real kernels do. Left
    eigenvectors come from the inverse of the right ones (rows of V⁻¹, conjugated)."""
    n = a.shape[-1]
    complex_type = np.result_type(a.dtype, np.complex64)
    (w, vr), info = robust(lambda x: tuple(np.linalg.eig(x)), a, (((n,), complex_type), ((n, n), complex_type)))
    w, vr = w.astype(complex_type), vr.astype(complex_type)
    zeros = np.zeros(a.shape, complex_type)
    vl = zeros
    if compute_left == "V":
        (inverse,), _ = robust(lambda x: (np.linalg.inv(x),), vr, (((n, n), complex_type),))
        vl = _normalize_columns(conj_t(inverse)).astype(complex_type)
    right = vr if compute_right == "V" else zeros
    if np.iscomplexobj(a):
        return w, vl, right, info
    return w.real.astype(a.dtype), w.imag.astype(a.dtype), vl, right, info


def gees(a: np.ndarray, *, mode: str, sort: str) -> tuple[np.ndarray, ...]:
    """Schur decomposition A = Z·T·Zᴴ: T upper triangular (complex) or quasi-triangular with
    LAPACK's standardized 2x2 blocks for complex conjugate pairs (real), the eigenvalues in
    LAPACK's order (numpy's geev computes them from the same Schur form). T is built by
    deflation (see :func:`_deflate`). ``sort`` must be N (JAX never sorts); the count of
    selected eigenvalues is 0."""
    if sort != "N":
        raise ValueError("gees with sorted eigenvalues is not supported")
    selected = np.zeros(a.shape[:-2], INFO)
    if np.iscomplexobj(a):
        w, _, _, info = geev(a, compute_left="N", compute_right="N")
        t, z = _deflate(a, w, np.zeros(w.shape, bool))
        t = np.triu(t)
        return t, z if mode == "V" else np.zeros_like(z), np.einsum("...ii->...i", t).copy(), selected, info
    real, imag, _, _, info = geev(a, compute_left="N", compute_right="N")
    pair_start = _pair_starts(imag)
    t, z = _deflate(a, real + 1j * imag, pair_start)
    t, z = _standardize_blocks(t, z, pair_start)
    wr = np.einsum("...ii->...i", t).copy()
    return t, z if mode == "V" else np.zeros_like(z), wr, _block_imag(t, pair_start), selected, info


def _pair_starts(imag: np.ndarray) -> np.ndarray:
    """Where a complex conjugate pair starts (LAPACK lists the positive imaginary part first)."""
    complex_ = imag != 0
    return complex_ & (np.cumsum(complex_, axis=-1) % 2 == 1)


def _deflate(a: np.ndarray, w: np.ndarray, pair_start: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """T and Z with A = Z·T·Zᴴ, one eigenvalue (or real pair) per step, all batch elements at
    once: at column k, the null vector v of T[k:, k:] - w[k]·I (numpy's SVD, also for defective
    matrices) starts a unitary Q (complete QR of v, or of (Re v, Im v) for a pair of a real
    matrix); T := Qᴴ·T·Q on the trailing rows and columns, Z := Z·Q, and the entries below the
    new diagonal (block) are set to zero."""
    n = a.shape[-1]
    t, z = a.copy(), np.broadcast_to(np.eye(n, dtype=a.dtype), a.shape).copy()
    second = np.zeros(pair_start.shape, bool)
    second[..., 1:] = pair_start[..., :-1]
    for k in range(n - 1):
        r = n - k
        shifted = t[..., k:, k:] - w[..., k, None, None] * np.eye(r)
        v = np.conj(np.linalg.svd(shifted)[2][..., -1, :])
        largest = np.take_along_axis(v, np.argmax(np.abs(v), axis=-1)[..., None], axis=-1)
        v = v * np.conj(largest) / np.where(largest == 0, 1, np.abs(largest))  # real for a real eigenvalue
        if np.iscomplexobj(a):
            q = np.linalg.qr(v[..., :, None], mode="complete")[0]
        else:
            pair = np.stack([v.real, v.imag], axis=-1)
            single = np.stack([v.real, np.zeros_like(v.real)], axis=-1)
            q = np.linalg.qr(np.where(pair_start[..., k, None, None], pair, single), mode="complete")[0]
        q = np.where(second[..., k, None, None], np.eye(r), q).astype(a.dtype)
        t[..., :, k:] = t[..., :, k:] @ q
        t[..., k:, :] = conj_t(q) @ t[..., k:, :]
        z[..., :, k:] = z[..., :, k:] @ q
        t[..., k + 2:, k] = 0
        t[..., k + 1, k] = np.where(pair_start[..., k], t[..., k + 1, k], 0)
    return t, z


def _standardize_blocks(t: np.ndarray, z: np.ndarray, pair_start: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Rotates each 2x2 block [[a, b], [c, d]] to LAPACK's standard form (equal diagonal,
    b·c < 0, as dlanv2), updating T and Z; one step per column, all batch elements at once."""
    t, z = t.copy(), z.copy()
    n = t.shape[-1]
    for j in range(n - 1):
        on = pair_start[..., j]
        a, b, c, d = t[..., j, j], t[..., j, j + 1], t[..., j + 1, j], t[..., j + 1, j + 1]
        theta = np.where(on, 0.5 * np.arctan2(d - a, b + c), 0)  # equal diagonal after
        cs, sn = np.cos(theta).astype(t.dtype), np.sin(theta).astype(t.dtype)
        rotation = np.stack([np.stack([cs, -sn], -1), np.stack([sn, cs], -1)], -2)
        cols = slice(j, j + 2)
        t[..., :, cols] = t[..., :, cols] @ rotation
        t[..., cols, :] = np.swapaxes(rotation, -1, -2) @ t[..., cols, :]
        z[..., :, cols] = z[..., :, cols] @ rotation
        mean = (t[..., j, j] + t[..., j + 1, j + 1]) / 2
        t[..., j, j] = np.where(on, mean, t[..., j, j])
        t[..., j + 1, j + 1] = np.where(on, mean, t[..., j + 1, j + 1])
    return t, z


def _block_imag(t: np.ndarray, pair_start: np.ndarray) -> np.ndarray:
    """Imaginary parts of the eigenvalues of standardized blocks: ±sqrt(|b|·|c|)."""
    n = t.shape[-1]
    wi = np.zeros(t.shape[:-1], t.dtype)
    if n < 2:
        return wi
    rows = np.arange(n - 1)
    magnitude = np.sqrt(np.abs(t[..., rows, rows + 1]) * np.abs(t[..., rows + 1, rows]))
    starts = pair_start[..., :n - 1]
    wi[..., :n - 1] = np.where(starts, magnitude, 0)
    wi[..., 1:] = np.where(starts, -magnitude, wi[..., 1:])
    return wi


def householder(alpha: np.ndarray, x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """LAPACK larfg for a batch: H = I - tau·v·vᴴ with v = (1, scaled) and Hᴴ·(alpha, x) =
    (beta, 0), beta real. Returns beta (alpha where H = I), tau and the scaled x."""
    xnorm = np.linalg.norm(x, axis=-1) if x.shape[-1] else np.zeros(alpha.shape, x.real.dtype)
    imag = alpha.imag if np.iscomplexobj(alpha) else 0
    trivial = (xnorm == 0) & (imag == 0)
    beta = -np.copysign(np.hypot(np.abs(alpha), xnorm), alpha.real).astype(alpha.dtype)
    tau = np.where(trivial, 0, (beta - alpha) / np.where(trivial, 1, beta))
    scaled = x / np.where(trivial, 1, alpha - beta)[..., None]
    return np.where(trivial, alpha, beta), tau.astype(alpha.dtype), np.where(trivial[..., None], x, scaled)


def _reflector(alpha: np.ndarray, tail: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    beta, tau, scaled = householder(alpha, tail)
    v = np.concatenate([np.ones((*alpha.shape, 1), alpha.dtype), scaled], axis=-1)
    return beta, tau, scaled, v


def geqp3(a: np.ndarray, jpvt: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """QR with column pivoting (LAPACK geqp3/laqp2): at each step the remaining column of
    largest norm comes first; returns R and the reflectors as geqrf does, the 1-based column
    order and ``tau``. Only free columns (``jpvt`` all 0, as JAX passes it) are supported."""
    if np.any(jpvt != 0):
        raise ValueError("geqp3 with fixed columns (jpvt != 0) is not supported")
    m, n = a.shape[-2:]
    x = a.copy()
    order = np.broadcast_to(np.arange(1, n + 1, dtype=jpvt.dtype), jpvt.shape).copy()
    tau = np.zeros((*a.shape[:-2], min(m, n)), a.dtype)
    for j in range(min(m, n)):
        p = j + np.argmax(np.linalg.norm(x[..., j:, j:], axis=-2), axis=-1)
        swap = np.broadcast_to(np.arange(n), order.shape).copy()  # exchanges columns j and p
        np.put_along_axis(swap, p[..., None], j, axis=-1)
        swap[..., j] = p
        x = np.take_along_axis(x, swap[..., None, :], axis=-1)
        order = np.take_along_axis(order, swap, axis=-1)
        beta, t, scaled, v = _reflector(x[..., j, j], x[..., j + 1:, j])
        trailing = x[..., j:, j + 1:]
        trailing -= np.conj(t)[..., None, None] * v[..., :, None] * np.einsum(
            "...r,...rc->...c", np.conj(v), trailing)[..., None, :]
        x[..., j, j], x[..., j + 1:, j], tau[..., j] = beta, scaled, t
    return x, order, tau


def gehrd(a: np.ndarray, *, low: int, high: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Hessenberg reduction Qᴴ·A·Q = H of rows/columns ``low``..``high`` (1-based, LAPACK
    gehd2): H on and above the subdiagonal, the reflectors below it, their ``tau``."""
    n = a.shape[-1]
    x = a.copy()
    tau = np.zeros((*a.shape[:-2], max(n - 1, 0)), a.dtype)
    for i in range(max(low, 1) - 1, min(high, n) - 1):
        beta, t, scaled, v = _reflector(x[..., i + 1, i], x[..., i + 2:high, i])
        right = x[..., :high, i + 1:high]
        right -= t[..., None, None] * np.einsum("...rc,...c->...r", right, v)[..., :, None] * np.conj(v)[..., None, :]
        left = x[..., i + 1:high, i + 1:]
        left -= np.conj(t)[..., None, None] * v[..., :, None] * np.einsum("...r,...rc->...c", np.conj(v), left)[..., None, :]
        x[..., i + 1, i], x[..., i + 2:high, i], tau[..., i] = beta, scaled, t
    return x, tau, np.zeros(a.shape[:-2], INFO)


def sytrd(a: np.ndarray, *, uplo: str) -> tuple[np.ndarray, ...]:
    """Tridiagonal reduction Qᴴ·A·Q = T of the Hermitian matrix held in the ``uplo`` triangle
    (LAPACK sytd2/hetd2): the result holds T's diagonal and off-diagonal and the reflectors
    in that triangle (the other keeps the input); also d, e (real) and ``tau``. ``U`` is ``L``
    with rows and columns in reverse order."""
    if uplo == "U":
        flip = (Ellipsis, slice(None, None, -1), slice(None, None, -1))
        x, d, e, tau, info = sytrd(a[flip], uplo="L")
        return x[flip].copy(), d[..., ::-1].copy(), e[..., ::-1].copy(), tau[..., ::-1].copy(), info
    n = a.shape[-1]
    real = real_dtype(a.dtype)
    lower = np.tril(a, -1)
    work = lower + conj_t(lower) + np.einsum("...ii->...i", a).real[..., None] * np.eye(n, dtype=a.dtype)
    x = a.copy()
    d = np.zeros(a.shape[:-1], real)
    e = np.zeros((*a.shape[:-2], max(n - 1, 0)), real)
    tau = np.zeros((*a.shape[:-2], max(n - 1, 0)), a.dtype)
    for i in range(n - 1):
        beta, t, scaled, v = _reflector(work[..., i + 1, i], work[..., i + 2:, i])
        block = work[..., i + 1:, i + 1:]
        y = t[..., None] * np.einsum("...rc,...c->...r", block, v)
        w = y + (-0.5 * t * np.einsum("...r,...r->...", np.conj(y), v))[..., None] * v
        block -= v[..., :, None] * np.conj(w)[..., None, :] + w[..., :, None] * np.conj(v)[..., None, :]
        d[..., i], e[..., i], tau[..., i] = work[..., i, i].real, beta.real, t
        x[..., i + 1, i], x[..., i + 2:, i] = beta, scaled
    if n:
        d[..., n - 1] = work[..., n - 1, n - 1].real
    np.einsum("...ii->...i", x)[...] = d
    return x, d, e, tau, np.zeros(a.shape[:-2], INFO)
