"""Exports examples/polyfit.mlir from JAX (CPU) with its inputs and JAX's results.

A least-squares polynomial fit through a QR factorization and a triangular
solve, so the program calls JAX's LAPACK custom calls (geqrf, orgqr, trsm).
Run with jax installed: ``python examples/export_polyfit.py``.
"""
import os

import jax
import jax.numpy as jnp
import numpy as np
from jax.scipy.linalg import solve_triangular

HERE = os.path.dirname(os.path.abspath(__file__))


def polyfit(x, y):
    """Coefficients (lowest degree first) of the degree-3 least-squares fit and its residual."""
    vandermonde = x[:, None] ** jnp.arange(4, dtype=x.dtype)
    q, r = jnp.linalg.qr(vandermonde)
    coefficients = solve_triangular(r, q.T @ y)
    residual = jnp.linalg.norm(vandermonde @ coefficients - y)
    return coefficients, residual


x = np.linspace(-1, 1, 12, dtype=np.float32)
y = (0.5 - 2 * x + 3 * x ** 3 + 0.01 * np.sin(40 * x)).astype(np.float32)
with open(os.path.join(HERE, "polyfit.mlir"), "w") as out:
    out.write(jax.jit(polyfit).lower(x, y).as_text())
np.savez(os.path.join(HERE, "polyfit_args.npz"), x=x, y=y)
coefficients, residual = jax.jit(polyfit)(x, y)
np.savez(os.path.join(HERE, "polyfit_expected.npz"), result0=coefficients, result1=residual)
