"""LAPACK factorizations and solvers as JAX's CPU custom calls use them, on numpy.

Each function takes the operands of one ``lapack_?xxxx_ffi`` call (leading
dimensions are batch dimensions; matrices are the logical row/column
matrices, whatever their layout) and returns its results in JAX's order, with
``info`` as LAPACK reports it per batch element. numpy.linalg does the work
where it has the routine (``potrf``, ``geqrf``); the others (``getrf`` with
its pivots, ``orgqr``, ``ormqr``, ``trsm``, ``gtsv``) are LAPACK's unblocked algorithms,
vectorized over the batch with one loop over columns.
"""
from __future__ import annotations

import numpy as np

INFO = np.int32
"""LAPACK's integer type in JAX's kernels (info and pivots)."""


def abs1(x: np.ndarray) -> np.ndarray:
    """LAPACK's cheap magnitude: |re| + |im| for complex (what i?amax pivots on), |x| otherwise."""
    return np.abs(x.real) + np.abs(x.imag) if np.iscomplexobj(x) else np.abs(x)


def matrices(a: np.ndarray) -> np.ndarray:
    """``a`` as a flat batch of matrices (also when some dimension is 0)."""
    return a.reshape(int(np.prod(a.shape[:-2])), *a.shape[-2:])


def conj_t(x: np.ndarray) -> np.ndarray:
    """The conjugate transpose of the last two dimensions."""
    return np.conj(np.swapaxes(x, -1, -2))


def potrf(a: np.ndarray, *, uplo: str) -> tuple[np.ndarray, np.ndarray]:
    """Cholesky factor of the ``uplo`` triangle (``L``: A = L·Lᴴ, ``U``: A = Uᴴ·U); the other
    triangle keeps the input, as LAPACK leaves it. ``info`` is the order of the first leading
    minor that is not positive definite (0: success); such matrices come back unchanged."""
    lower = uplo == "L"
    out, info = a.copy(), np.zeros(a.shape[:-2], INFO)
    keep = np.tril if lower else np.triu
    flat_a, flat_out, flat_info = matrices(a), matrices(out), info.reshape(-1)
    try:
        factors = np.linalg.cholesky(flat_a, upper=not lower)
        ok = np.isfinite(factors).all(axis=(-1, -2))
    except np.linalg.LinAlgError:
        factors, ok = None, np.zeros(len(flat_a), bool)
    for index in np.flatnonzero(~ok):  # only failed (or NaN) matrices run alone
        flat_info[index] = _failing_minor(flat_a[index], lower)
    good = flat_info == 0
    if factors is None and good.any():
        factors = np.zeros_like(flat_a)
        factors[good] = np.linalg.cholesky(flat_a[good], upper=not lower)
    if good.any():
        flat_out[good] = keep(factors[good]) + (np.triu if lower else np.tril)(flat_a[good], 1 if lower else -1)
    return out, info


def _failing_minor(matrix: np.ndarray, lower: bool) -> int:
    """The order of the smallest leading minor of ``matrix`` that is not positive definite
    (binary search on numpy's Cholesky of leading blocks); 0 when the matrix is."""
    def fails(k: int) -> bool:
        try:
            return not np.isfinite(np.linalg.cholesky(matrix[:k, :k], upper=not lower)).all()
        except np.linalg.LinAlgError:
            return True
    n = matrix.shape[-1]
    if not fails(n):
        return 0
    low, high = 1, n  # fails(high) holds
    while low < high:
        mid = (low + high) // 2
        if fails(mid):
            high = mid
        else:
            low = mid + 1
    return low


def getrf(a: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """LU with partial pivoting (LAPACK getf2): L (unit, below the diagonal) and U packed in
    one matrix, the 1-based row interchanges ``ipiv`` and ``info`` (the 1-based index of the
    first exactly zero pivot, 0 if none; the factorization still completes)."""
    m, n = a.shape[-2:]
    k = min(m, n)
    x = matrices(a).copy()
    ipiv = np.zeros((len(x), k), INFO)
    info = np.zeros(len(x), INFO)
    rows = np.arange(len(x))
    for j in range(k):
        p = j + np.argmax(abs1(x[:, j:, j]), axis=1)
        ipiv[:, j] = p + 1
        pivot_row = x[rows, p].copy()
        x[rows, p] = x[:, j]
        x[:, j] = pivot_row
        pivot = x[:, j, j]
        zero = pivot == 0
        info[(info == 0) & zero] = j + 1
        x[:, j + 1:, j] /= np.where(zero, 1, pivot)[:, None]
        x[:, j + 1:, j + 1:] -= x[:, j + 1:, j, None] * x[:, j, None, j + 1:]
    batch = a.shape[:-2]
    return x.reshape(a.shape), ipiv.reshape(*batch, k), info.reshape(batch)


def geqrf(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Householder QR (LAPACK geqrf through numpy's ``qr(mode='raw')``): R on and above the
    diagonal, the reflectors' vectors below it, and their scalars ``tau``."""
    if a.size == 0:
        return a.copy(), np.zeros((*a.shape[:-2], min(a.shape[-2:])), a.dtype)
    packed, tau = np.linalg.qr(a, mode="raw")
    return np.ascontiguousarray(np.swapaxes(packed, -1, -2)).astype(a.dtype), tau.astype(a.dtype)


def orgqr(a: np.ndarray, tau: np.ndarray) -> np.ndarray:
    """The first n columns of Q = H(1)···H(k), H(i) = I - tau[i]·v·vᴴ with v's tail below the
    diagonal of column i of ``a`` (LAPACK org2r/ung2r: reflectors applied last to first)."""
    m, n = a.shape[-2:]
    k = tau.shape[-1]
    q = np.broadcast_to(np.eye(m, n, dtype=a.dtype), a.shape).copy()
    for i in range(k - 1, -1, -1):
        v = a[..., i:, i].copy()
        v[..., 0] = 1
        block = q[..., i:, i:]
        project = np.einsum("...r,...rc->...c", np.conj(v), block)
        block -= tau[..., i, None, None] * v[..., :, None] * project[..., None, :]
    return q


def ormqr(a: np.ndarray, tau: np.ndarray, c: np.ndarray, *, left: bool, transpose: bool) -> np.ndarray:
    """Q·C, Qᴴ·C (``transpose``), C·Q or C·Qᴴ (not ``left``) for Q = H(1)···H(k) given as
    :func:`orgqr` takes it (LAPACK orm2r/unm2r), without forming Q."""
    k = tau.shape[-1]
    c = c.copy()
    taus = np.conj(tau) if transpose else tau
    for i in (range(k - 1, -1, -1) if left != transpose else range(k)):
        v = a[..., i:, i].copy()
        v[..., 0] = 1
        t = taus[..., i, None, None]
        if left:
            block = c[..., i:, :]
            block -= t * v[..., :, None] * np.einsum("...r,...rc->...c", np.conj(v), block)[..., None, :]
        else:
            block = c[..., :, i:]
            block -= t * np.einsum("...rc,...c->...r", block, v)[..., :, None] * np.conj(v)[..., None, :]
    return c


def trsm(a: np.ndarray, b: np.ndarray, alpha: np.ndarray | None = None, *, side: str, uplo: str,
         trans_x: str, diag: str) -> np.ndarray:
    """Solves op(A)·X = alpha·B (``side`` L) or X·op(A) = alpha·B (``side`` R) for the
    ``uplo`` triangle of A, op given by ``trans_x`` (N, T, C), unit diagonal when ``diag`` is
    U. Substitution row by row, as LAPACK's trsm: a zero on the diagonal gives inf/nan."""
    lower = uplo == "L"
    t = np.tril(a) if lower else np.triu(a)
    if diag == "U":
        t = t.copy()
        np.einsum("...ii->...i", t)[...] = 1
    if trans_x != "N":
        t, lower = np.swapaxes(t, -1, -2), not lower
        if trans_x == "C":
            t = np.conj(t)
    rhs = b if alpha is None else alpha * b
    if side == "L":
        return _substitute(t, rhs, lower).astype(b.dtype)
    # X·M = B  <=>  Mᵀ·Xᵀ = Bᵀ
    return np.swapaxes(_substitute(np.swapaxes(t, -1, -2), np.swapaxes(rhs, -1, -2), not lower),
                       -1, -2).astype(b.dtype)


def _substitute(t: np.ndarray, b: np.ndarray, lower: bool) -> np.ndarray:
    """Forward (``lower``) or backward substitution with the triangular ``t``, all
    right-hand sides and batch elements at once."""
    k = t.shape[-1]
    x = np.zeros(np.broadcast_shapes(t.shape[:-2], b.shape[:-2]) + b.shape[-2:], np.result_type(t, b))
    order = range(k) if lower else range(k - 1, -1, -1)
    for i in order:
        done = slice(0, i) if lower else slice(i + 1, k)
        partial = np.einsum("...j,...jc->...c", t[..., i, done], x[..., done, :])
        x[..., i, :] = (b[..., i, :] - partial) / t[..., i, i, None]
    return x


def gtsv(dl: np.ndarray, d: np.ndarray, du: np.ndarray, b: np.ndarray):
    """Tridiagonal solve with partial pivoting (LAPACK gtsv; JAX passes ``dl`` with an unused
    first element and ``du`` with an unused last one). Returns the factors LAPACK leaves in
    dl (second superdiagonal of U, from index 1), d, du, the solution and ``info`` (the index
    of the first zero pivot, 1-based)."""
    n = d.shape[-1]
    dl, d, du, x = dl.copy(), d.copy(), du.copy(), b.copy()
    info = np.zeros(d.shape[:-1], INFO)
    sub = dl[..., 1:]  # sub[i] = A[i+1, i]; after elimination, the second superdiagonal
    for i in range(n - 1):
        swap = abs1(d[..., i]) < abs1(sub[..., i])
        keep = ~swap
        # no interchange: eliminate A[i+1, i] with row i
        safe = np.where(d[..., i] == 0, 1, d[..., i])
        fact = np.where(keep, sub[..., i] / safe, 0)
        failed = keep & (d[..., i] == 0)
        # interchange rows i and i+1
        safe_sub = np.where(swap, sub[..., i], 1)
        sfact = d[..., i] / safe_sub
        old_d1, old_du, old_xi = d[..., i + 1].copy(), du[..., i].copy(), x[..., i, :].copy()
        old_du1 = du[..., i + 1].copy() if i < n - 2 else None
        d_next = np.where(keep, old_d1 - fact * old_du, old_du - sfact * old_d1)
        d[..., i] = np.where(swap, sub[..., i], d[..., i])
        du[..., i] = np.where(swap, old_d1, old_du)
        if i < n - 2:  # the last step leaves the subdiagonal as it is
            sub[..., i] = np.where(swap, old_du1, 0)
            du[..., i + 1] = np.where(swap, -sfact * old_du1, old_du1)
        d[..., i + 1] = d_next
        x[..., i, :] = np.where(swap[..., None], x[..., i + 1, :], old_xi)
        x[..., i + 1, :] = np.where(swap[..., None], old_xi - sfact[..., None] * x[..., i + 1, :],
                                    x[..., i + 1, :] - fact[..., None] * old_xi)
        info[(info == 0) & failed] = i + 1
    if n:
        info[(info == 0) & (d[..., n - 1] == 0)] = n
    # back substitution with U (diagonal d, superdiagonals du and sub)
    for i in range(n - 1, -1, -1):
        value = x[..., i, :]
        if i + 1 < n:
            value = value - du[..., i, None] * x[..., i + 1, :]
        if i + 2 < n:
            value = value - sub[..., i, None] * x[..., i + 2, :]
        x[..., i, :] = value / d[..., i, None]
    return dl, d, du, x, info
