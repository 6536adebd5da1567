"""Writes lapack_<routine>.mlir (and approx_top_k.mlir): programs exported once from JAX on CPU
(``jax.jit(f).lower().as_text()``) that call JAX's LAPACK custom calls (and ``ApproxTopK``) and
check the results in the program itself.

Each chunk factors a constant input (square matrices in f32, f64, complex<f32>
and complex<f64>; rectangular and batched ones in two of these each) and returns a vector of booleans: reconstruction
checks (Q·R = A, P·L·U = A, U·S·Vᴴ = A, L·Lᴴ = A, A·V = V·W, Z·T·Zᴴ = A, ...),
orthogonality and shape checks, and agreement with the values JAX computed
(embedded as constants), each within JAX's own test tolerance: the Frobenius
norm of the error over (max(m, n) · eps) below 30 (JAX's linalg_test uses 30
for QR, 20 for SVD), scaled by the norm of the reference. Run with jax
installed: ``python tests/lit/jax/generate_lapack.py [ROUTINE...]``.
"""
from __future__ import annotations

import os
import sys

import numpy as np

import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl
from jax import lax

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
DTYPES = (np.float32, np.float64, np.complex64, np.complex128)
LIMIT = 30.0


def rand(rng, shape, dtype):
    """Like JAX's jtu.rand_default: entries uniform in [-3, 3] (real and imaginary parts)."""
    x = rng.uniform(-3, 3, shape)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * rng.uniform(-3, 3, shape)
    return x.astype(dtype)


def H(x):
    return jnp.conj(jnp.swapaxes(x, -1, -2))


def small(error, reference, dtype, rank, limit=LIMIT):
    """||error|| <= limit · rank · eps · max(1, ||reference||), every batch element."""
    eps = jnp.finfo(dtype).eps
    norm = lambda x: jnp.sqrt(jnp.sum(jnp.abs(jnp.asarray(x)) ** 2, axis=(-2, -1)) if jnp.ndim(x) >= 2 else
                              jnp.sum(jnp.abs(jnp.asarray(x)) ** 2))
    return jnp.all(norm(error) <= limit * max(rank, 1) * eps * jnp.maximum(1.0, norm(reference)))


def eye_like(x):
    return jnp.broadcast_to(jnp.eye(x.shape[-1], dtype=x.dtype), x.shape)


def symmetric(rng, shape, dtype):
    m = rand(rng, shape, dtype)
    return ((m + np.conj(np.swapaxes(m, -1, -2))) / 2).astype(dtype)


# --- one factory per routine: (input arrays) -> function returning the checks --------------

def cholesky_case(rng, shape, dtype):
    m = rand(rng, shape, dtype)
    a = (m @ np.conj(np.swapaxes(m, -1, -2)) + shape[-1] * np.eye(shape[-1])).astype(dtype)
    not_pd = -np.broadcast_to(np.eye(shape[-1], dtype=dtype), shape)

    def f():
        l = jnp.linalg.cholesky(a)
        return [small(l @ H(l) - a, a, dtype, shape[-1]), jnp.all(jnp.triu(l, 1) == 0),
                jnp.all(jnp.isnan(jnp.tril(jnp.linalg.cholesky(not_pd))) == jnp.tril(jnp.ones(shape, bool)))]
    return f


def lu_case(rng, shape, dtype):
    a = rand(rng, shape, dtype)
    lu_jax, piv_jax, _ = jax.jit(lax.linalg.lu)(a)
    m, n = shape[-2:]
    k = min(m, n)

    def f():
        lu, piv, perm = lax.linalg.lu(a)
        l = jnp.tril(lu[..., :, :k], -1) + jnp.eye(m, k, dtype=dtype)
        u = jnp.triu(lu[..., :k, :])
        permuted = jnp.take_along_axis(a, perm[..., :, None], axis=-2)
        return [small(l @ u - permuted, a, dtype, max(m, n)), jnp.all(piv == piv_jax),
                small(lu - lu_jax, lu_jax, dtype, max(m, n))]
    return f


def qr_case(rng, shape, dtype, mode):
    a = rand(rng, shape, dtype)
    _, r_jax = jax.jit(lambda x: jnp.linalg.qr(x, mode=mode))(a)
    m, n = shape[-2:]

    def f():
        q, r = jnp.linalg.qr(a, mode=mode)
        return [small(q @ r - a, a, dtype, max(m, n)), small(H(q) @ q - eye_like(H(q) @ q), 1.0, dtype, max(m, n)),
                jnp.all(jnp.tril(r, -1) == 0), small(r - r_jax, r_jax, dtype, max(m, n))]
    return f


def pivoted_qr_case(rng, shape, dtype):
    a = rand(rng, shape, dtype)
    p_jax = jax.jit(lambda x: jsl.qr(x, pivoting=True, mode="economic")[2])(a)
    m, n = shape[-2:]

    def f():
        q, r, p = jsl.qr(a, pivoting=True, mode="economic")
        diagonal = jnp.abs(jnp.diagonal(r, axis1=-2, axis2=-1))
        return [small(q @ r - jnp.take_along_axis(a, p[..., None, :], axis=-1), a, dtype, max(m, n)),
                jnp.all(p == p_jax), jnp.all(diagonal[..., :-1] >= diagonal[..., 1:] * (1 - 1e-5))]
    return f


def ormqr_case(rng, shape, dtype, left, transpose):
    from jax._src.lax.linalg import geqrf, ormqr  # the primitives jnp.linalg builds on
    a = rand(rng, shape, dtype)
    m, n = shape[-2:]
    c = rand(rng, (*shape[:-2], m, 2) if left else (*shape[:-2], 2, m), dtype)
    product = lambda: ormqr(*geqrf(a), c, left=left, transpose=transpose)
    product_jax = jax.jit(product)()

    def f():
        packed, taus = geqrf(a)
        q = lax.linalg.householder_product(jnp.pad(packed, [(0, 0)] * (a.ndim - 1) + [(0, m - n)]), taus)
        q = H(q) if transpose else q
        result = product()
        return [small(result - (q @ c if left else c @ q), c, dtype, m), small(result - product_jax, c, dtype, m)]
    return f


def eigh_case(rng, shape, dtype):
    a = symmetric(rng, shape, dtype)
    w_jax, _ = jax.jit(jnp.linalg.eigh)(a)
    n = shape[-1]

    def f():
        w, v = jnp.linalg.eigh(a)
        return [small(a @ v - v * w[..., None, :], a, dtype, n), small(H(v) @ v - eye_like(v), 1.0, dtype, n),
                small(w[..., None, :] - w_jax[..., None, :], w_jax[..., None, :], dtype, n)]
    return f


def svd_case(rng, shape, dtype, full, algorithm=None):
    a = rand(rng, shape, dtype)
    s_jax = jax.jit(lambda x: lax.linalg.svd(x, compute_uv=False, algorithm=algorithm))(a)
    m, n = shape[-2:]
    k = min(m, n)

    def f():
        u, s, vh = lax.linalg.svd(a, full_matrices=full, algorithm=algorithm)
        s_only = lax.linalg.svd(a, compute_uv=False, algorithm=algorithm)
        product = (u[..., :, :k] * s[..., None, :].astype(dtype)) @ vh[..., :k, :]
        return [small(product - a, a, dtype, max(m, n), 20), small(H(u) @ u - eye_like(H(u) @ u), 1.0, dtype, max(m, n)),
                small(vh @ H(vh) - eye_like(vh @ H(vh)), 1.0, dtype, max(m, n)),
                small((s - s_jax)[..., None, :], s_jax[..., None, :], dtype, max(m, n)),
                small((s_only - s_jax)[..., None, :], s_jax[..., None, :], dtype, max(m, n))]
    return f


def eig_case(rng, shape, dtype):
    a = rand(rng, shape, dtype)
    w_jax = jax.jit(lambda x: lax.linalg.eig(x, compute_right_eigenvectors=False))(a)[0]
    n = shape[-1]

    def f():
        w, vl, vr = lax.linalg.eig(a, compute_left_eigenvectors=True)
        ac = a.astype(w.dtype)
        return [small(ac @ vr - vr * w[..., None, :], ac, dtype, n, 100),
                small(H(vl) @ ac - w[..., :, None] * H(vl), ac, dtype, n, 100),
                small((w - w_jax)[..., None, :], w_jax[..., None, :], dtype, n, 100)]
    return f


def schur_case(rng, shape, dtype):
    a = rand(rng, shape, dtype)
    n = shape[-1]

    def f():
        t, z = jsl.schur(a)
        below = jnp.tril(t, -2 if np.isrealobj(a) else -1)
        return [small(z @ t @ H(z) - a, a, dtype, n, 100), small(H(z) @ z - eye_like(z), 1.0, dtype, n),
                jnp.all(below == 0)]
    return f


def trsm_case(rng, shape, dtype, left, lower, transpose, conjugate, unit):
    n = shape[-1]
    a = (rand(rng, shape, dtype) + 4 * n * np.eye(n)).astype(dtype)
    b = rand(rng, (*shape[:-2], n, 2) if left else (*shape[:-2], 2, n), dtype)

    def f():
        x = lax.linalg.triangular_solve(a, b, left_side=left, lower=lower, transpose_a=transpose,
                                        conjugate_a=conjugate, unit_diagonal=unit)
        t = jnp.tril(a) if lower else jnp.triu(a)
        if unit:
            t = t - t * eye_like(t) + eye_like(t)
        if conjugate:
            t = jnp.conj(t)
        if transpose:
            t = jnp.swapaxes(t, -1, -2)
        return [small((t @ x if left else x @ t) - b, b, dtype, n)]
    return f


def hessenberg_case(rng, shape, dtype):
    a = rand(rng, shape, dtype)
    n = shape[-1]

    def f():
        h, q = jsl.hessenberg(a, calc_q=True)
        return [small(q @ h @ H(q) - a, a, dtype, n), small(H(q) @ q - eye_like(q), 1.0, dtype, n),
                jnp.all(jnp.tril(h, -2) == 0)]
    return f


def tridiagonal_case(rng, shape, dtype, lower):
    a = symmetric(rng, shape, dtype)
    n = shape[-1]
    _, d_jax, e_jax, _ = jax.jit(lambda x: lax.linalg.tridiagonal(x, lower=lower))(a)

    def f():
        arr, d, e, taus = lax.linalg.tridiagonal(a, lower=lower)
        checks = [small((d - d_jax)[..., None, :], d_jax[..., None, :], dtype, n),
                  small((e - e_jax)[..., None, :], e_jax[..., None, :], dtype, n)]
        if lower:
            q_tail = lax.linalg.householder_product(arr[..., 1:, :-1], taus)
            q = jnp.zeros(a.shape, dtype).at[..., 0, 0].set(1).at[..., 1:, 1:].set(q_tail)
            t = (jnp.apply_along_axis(jnp.diag, -1, d.astype(dtype)) if d.ndim > 1 else jnp.diag(d.astype(dtype)))
            off = e.astype(dtype)
            t = t + _offdiag(off, 1) + _offdiag(off, -1)
            checks.append(small(q @ t @ H(q) - a, a, dtype, n))
        return checks
    return f


def _offdiag(e, k):
    n = e.shape[-1] + 1
    rows = jnp.arange(n - 1)
    out = jnp.zeros((*e.shape[:-1], n, n), e.dtype)
    return out.at[..., rows + (k < 0), rows + (k > 0)].set(e)


def gtsv_case(rng, shape, dtype):
    n = shape[-1]
    batch = shape[:-2]
    dl = rand(rng, (*batch, n), dtype)
    d = (rand(rng, (*batch, n), dtype) + 7).astype(dtype)
    du = rand(rng, (*batch, n), dtype)
    dl[..., 0] = 0
    du[..., -1] = 0
    b = rand(rng, (*batch, n, 3), dtype)

    def f():
        x = lax.linalg.tridiagonal_solve(dl, d, du, b)
        product = d[..., :, None] * x
        product = product.at[..., 1:, :].add(dl[..., 1:, None] * x[..., :-1, :])
        product = product.at[..., :-1, :].add(du[..., :-1, None] * x[..., 1:, :])
        return [small(product - b, b, dtype, n)]
    return f


def approx_top_k_case(rng, shape, dtype, largest, dimension):
    a = rand(rng, shape, dtype)
    a[..., 0] = a[..., 1]  # a tie: the first one comes first
    top = lax.approx_max_k if largest else lax.approx_min_k
    f_top = lambda: top(a, 2, reduction_dimension=dimension)
    values_jax, indices_jax = jax.jit(f_top)()

    def f():
        values, indices = f_top()
        return [jnp.all(values == values_jax), jnp.all(indices == indices_jax)]
    return f


SQUARE, RECT_TALL, RECT_WIDE, BATCHED = (3, 3), (4, 3), (3, 4), (2, 3, 3)

CASES = {
    "potrf": [(cholesky_case, s, ()) for s in (SQUARE, BATCHED, (4, 4))],
    "getrf": [(lu_case, s, ()) for s in (SQUARE, RECT_TALL, RECT_WIDE, BATCHED)],
    "geqrf_orgqr": [(qr_case, s, (mode,)) for s in (SQUARE, RECT_TALL, RECT_WIDE, BATCHED)
                    for mode in ("reduced", "complete")],
    "geqp3": [(pivoted_qr_case, s, ()) for s in (SQUARE, RECT_TALL, RECT_WIDE, BATCHED)],
    "ormqr": [(ormqr_case, s, flags) for s in (RECT_TALL, (2, 4, 4))
              for flags in ((True, False), (True, True), (False, False), (False, True))],
    "syevd": [(eigh_case, s, ()) for s in (SQUARE, BATCHED, (5, 5))],
    "gesdd": [(svd_case, s, (full,)) for s in (SQUARE, RECT_TALL, RECT_WIDE, (2, 4, 3)) for full in (True, False)],
    "gesvd": [(svd_case, s, (full, lax.linalg.SvdAlgorithm.QR)) for s in (SQUARE, RECT_TALL, (2, 3, 4))
              for full in (True, False)],
    "geev": [(eig_case, s, ()) for s in (SQUARE, BATCHED, (5, 5))],
    "gees": [(schur_case, s, ()) for s in (SQUARE, BATCHED, (5, 5))],
    "trsm": [(trsm_case, s, flags) for s in (SQUARE, BATCHED) for flags in
             ((True, True, False, False, False), (True, False, True, False, False), (False, True, False, False, True),
              (False, False, True, True, False))],
    "gehrd": [(hessenberg_case, s, ()) for s in (SQUARE, BATCHED, (5, 5))],
    "sytrd": [(tridiagonal_case, s, (lower,)) for s in (SQUARE, BATCHED, (5, 5)) for lower in (True, False)],
    "approx_top_k": [(approx_top_k_case, s, flags) for s in ((3, 5), (2, 3, 4))
                     for flags in ((True, -1), (False, 0))],
    "gtsv": [(gtsv_case, s, ()) for s in ((4, 4), (2, 5, 5), (1, 1))],
}


def export(f) -> str:
    return jax.jit(lambda: jnp.stack(f())).lower().as_text()


def main(routines: list[str]) -> None:
    for routine, cases in CASES.items():
        if routines and routine not in routines:
            continue
        chunks = []
        for index, (factory, shape, extra) in enumerate(cases):
            # every type for square matrices; other shapes alternate (f32, c128) and (f64, c64)
            types = (np.float32, np.float64) if routine == "approx_top_k" else DTYPES if len(shape) == 2 and shape[0] == shape[1] else (DTYPES[0::3], DTYPES[1:3])[index % 2]
            for dtype in types:
                rng = np.random.RandomState(1000 * index + DTYPES.index(dtype))
                f = factory(rng, shape, dtype, *extra)
                expected = np.asarray(jax.jit(lambda: jnp.stack(f()))())  # noqa: B023 (called at once)
                if not expected.all():
                    raise SystemExit(f"{routine} {shape} {dtype.__name__} {extra}: JAX itself fails a check: {expected}")
                name = f"{factory.__name__} {'x'.join(map(str, shape))} {np.dtype(dtype).name} {extra}"
                chunks.append(f"// {name}\n// CHECK-LABEL: Evaluated results of function: main\n"
                              f"// CHECK-NEXT: tensor<{expected.size}xi1> {{\n"
                              f"// CHECK-NEXT: [{', '.join(['true'] * expected.size)}]\n" + export(f))
        header = (f"// Programs exported from JAX {jax.__version__} on CPU by generate_lapack.py; each checks its own\n"
                  f"// results (reconstruction, orthogonality, agreement with JAX's values).\n"
                  f"// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s\n\n")
        name = routine if routine == "approx_top_k" else f"lapack_{routine}"  # the one target not from LAPACK
        with open(os.path.join(HERE, f"{name}.mlir"), "w") as out:
            out.write(header + "\n// -----\n\n".join(chunks))


if __name__ == "__main__":
    main(sys.argv[1:])  # the routines to write (default: all)
