"""CHLO's transcendental and special-function ops (upstream ChloOps.td), computed with numpy.

Precision follows the StableHLO decompositions (ChloLegalizeToStablehlo.cpp): types narrower
than f32 are computed in f32 and rounded once; f32 and f64 in their own precision for the
Lanczos (lgamma, digamma), Chebyshev (bessel_i1e) and Euler-Maclaurin (zeta, polygamma)
formulas the decompositions use. erf/erfc/erf_inv are computed in f64 (a series and a
continued fraction; Newton steps for erf_inv) and rounded, within a few ULP of the
decompositions' polynomial approximations.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from .. import element as el
from ...dialects.chlo_coefficients import (ERF_INV_W_GE5, ERF_INV_W_LT5, I1E_A32, I1E_A64, I1E_B32, I1E_B64,
                                              LANCZOS, LANCZOS_BASE, LANCZOS_G)
from ...diagnostics import EvalError
from ...optable import define_op
from ...verification.shapes import chlo as shapes
from ...text.syntax.forms import ARROW

Array = np.ndarray


def _float_op(name: str, fn: Callable[[Array], Array], *, complex_ok: bool = False,
              work: Callable[[np.dtype], np.dtype] = el.work_dtype) -> Callable:
    """An op computing ``fn`` in ``work(dtype)`` and rounding once to the operand's type."""
    def op(*xs: Array) -> Array:
        dt = xs[0].dtype
        k = el.kind(dt)
        if k not in "fc" or (k == "c" and not complex_ok):
            raise EvalError(f"chlo.{name} does not support element type {dt}")
        with np.errstate(all="ignore"):
            return el.as_result(fn(*(x.astype(work(dt), copy=False) for x in xs)), dt)
    op.__name__ = name
    op.__doc__ = f"chlo.{name}."
    return op


def _f64(dt: np.dtype) -> np.dtype:
    return np.dtype(np.float64)


# --- erf, erfc, erf_inv ----------------------------------------------------------------------

_SQRT_PI = np.sqrt(np.pi)


def _erf_series(x: Array) -> Array:
    """erf(x) = 2/sqrt(pi) exp(-x^2) sum_n 2^n x^(2n+1) / (2n+1)!!  (positive terms; |x| < 2.5)."""
    term, total, x2 = x.copy(), x.copy(), x * x
    for n in range(1, 90):
        term = term * (2 * x2) / (2 * n + 1)
        total = total + term
    return 2 / _SQRT_PI * np.exp(-x2) * total


def _erfc_fraction(x: Array, terms: int) -> Array:
    """erfc(x) for x > 0: exp(-x^2)/sqrt(pi) / (x + (1/2)/(x + 1/(x + (3/2)/(x + ...))))."""
    tail = np.zeros_like(x)
    for k in range(terms, 0, -1):
        tail = (k / 2) / (x + tail)
    return np.exp(-x * x) / _SQRT_PI / (x + tail)


def _by_range(a: Array, pieces: list[tuple[float, Callable[[Array], Array]]]) -> Array:
    """``fn(a)`` on each range ``previous bound <= a < bound`` (NaN stays NaN), each on its elements only."""
    out = np.array(a, copy=True)
    low = -np.inf
    for bound, fn in pieces:
        mask = (a >= low) & (a < bound)
        if mask.any():
            out[mask] = fn(a[mask])
        low = bound
    return out


def erfc64(x: Array) -> Array:
    """erfc: 1 - the series below 0.8, the continued fraction above (400 terms below 2, else 100)."""
    a = np.abs(x)
    out = _by_range(a, [(0.8, lambda v: 1 - _erf_series(v)), (2.0, lambda v: _erfc_fraction(v, 400)),
                        (np.inf, lambda v: _erfc_fraction(v, 100))])
    out = np.where(np.isposinf(a), 0.0, out)
    return np.where(x < 0, 2 - out, out)


def erf64(x: Array) -> Array:
    """erf: the series below 2.5, 1 - the continued fraction above."""
    a = np.abs(x)
    out = _by_range(a, [(2.5, _erf_series), (np.inf, lambda v: 1 - _erfc_fraction(v, 100))])
    out = np.where(np.isposinf(a), 1.0, out)
    return np.copysign(out, x)


def erf_inv64(x: Array) -> Array:
    """Giles' single-precision approximation, refined by Newton steps on erf64; +-inf at +-1."""
    w = -np.log1p(-x * x)
    small = w < 5
    t = np.where(small, w - 2.5, np.sqrt(w) - 3)
    p = np.zeros_like(x)
    for a, b in zip(ERF_INV_W_LT5, ERF_INV_W_GE5):
        p = p * t + np.where(small, a, b)
    y = p * x
    inner = np.abs(x) < 1
    y = np.where(inner, y, 0.0)
    for _ in range(3):
        y = y - (erf64(y) - x) * (_SQRT_PI / 2) * np.exp(y * y) * inner
    return np.where(inner, y, np.where(np.abs(x) == 1, x * np.inf, np.nan))


# --- lgamma, digamma (Lanczos, g = 7) -------------------------------------------------------

def _lanczos_parts(x: Array) -> tuple[Array, Array, Array, Array, Array]:
    """(reflect, z, series sum, its derivative numerator, log t) of the Lanczos formula."""
    dt = x.dtype.type
    reflect = x < 0.5
    z = np.where(reflect, -x, x - dt(1))
    total, num = np.full_like(x, LANCZOS_BASE), np.zeros_like(x)
    for i, c in enumerate(LANCZOS):
        d = z + dt(i + 1)
        total = total + dt(c) / d
        num = num - dt(c) / (d * d)
    g_half = dt(LANCZOS_G + 0.5)
    log_t = np.log(g_half) + np.log1p(z / g_half)
    return reflect, z, total, num, log_t


def lgamma(x: Array) -> Array:
    """log|Gamma(x)|: Lanczos for x >= 0.5, the reflection formula below; +inf at poles and +-inf."""
    dt = x.dtype.type
    reflect, z, total, _, log_t = _lanczos_parts(x)
    t = dt(LANCZOS_G + 0.5) + z
    log_y = np.log(total) + (z + dt(0.5) - t / log_t) * log_t + dt(0.5 * np.log(2 * np.pi))
    a = np.abs(x)
    frac = a - np.floor(a)
    reduced = np.where(frac > 0.5, dt(1) - frac, frac)
    denom = np.log(np.sin(dt(np.pi) * reduced))
    reflection = np.where(np.isfinite(denom), dt(np.log(np.pi)) - denom - log_y, -denom)
    result = np.where(reflect, reflection, log_y)
    return np.where(np.isinf(x), dt(np.inf), result)


def digamma(x: Array) -> Array:
    """psi(x): the Lanczos derivative for x >= 0.5, psi(1 - x) - pi cot(pi x) below; NaN at poles."""
    dt = x.dtype.type
    reflect, z, total, num, log_t = _lanczos_parts(x)
    t = dt(LANCZOS_G + 0.5) + z
    y = log_t + num / total - dt(LANCZOS_G) / t
    reduced = x + np.abs(np.floor(x + dt(0.5)))
    reflection = y - dt(np.pi) * np.cos(dt(np.pi) * reduced) / np.sin(dt(np.pi) * reduced)
    result = np.where(reflect, reflection, y)
    return np.where((x <= 0) & (x == np.floor(x)), dt(np.nan), result)


# --- zeta, polygamma ----------------------------------------------------------------------

_BERNOULLI = (1 / 6, -1 / 30, 1 / 42, -1 / 30, 5 / 66, -691 / 2730, 7 / 6, -3617 / 510, 43867 / 798,
              -174611 / 330, 854513 / 138, -236364091 / 2730)


def zeta(x: Array, q: Array) -> Array:
    """Hurwitz zeta(x, q) = sum_n (q + n)^-x by Euler-Maclaurin (9 terms, 12 corrections):
    +inf at x == 1, NaN for x < 1, +inf at non-positive integer q, NaN for other q <= 0 when
    x is not an integer."""
    dt = x.dtype.type
    total = np.zeros(np.broadcast_shapes(x.shape, q.shape), x.dtype)
    a = q
    for _ in range(9):
        total = total + a ** -x
        a = a + dt(1)
    total = total + a ** (dt(1) - x) / (x - dt(1)) + a ** -x / dt(2)
    # + sum_j B_2j / (2j)! * x (x+1) ... (x+2j-2) * a^(-x-2j+1)
    fact, rising, term_power = dt(1), x, a ** (-x - dt(1))
    for j, b in enumerate(_BERNOULLI, start=1):
        fact = fact * dt((2 * j - 1) * (2 * j)) if j > 1 else dt(2)
        total = total + dt(b) * rising * term_power / fact
        rising = rising * (x + dt(2 * j - 1)) * (x + dt(2 * j))
        term_power = term_power / (a * a)
    result = np.where(x == 1, dt(np.inf), np.where(x < 1, dt(np.nan), total))
    pole = (q <= 0) & (q == np.floor(q))
    result = np.where(pole, dt(np.inf), result)
    return np.where((q <= 0) & ~pole & (x != np.floor(x)), dt(np.nan), result)


def polygamma(n: Array, x: Array) -> Array:
    """psi^(n)(x): digamma for n == 0, else (-1)^(n+1) n! zeta(n + 1, x); NaN for non-integer or
    negative n."""
    dt = x.dtype.type
    n, x = np.broadcast_arrays(n, x)
    fact = np.exp(lgamma(n + dt(1)))
    sign = np.where(np.mod(n, 2) == 0, dt(-1), dt(1))
    result = np.where(n == 0, digamma(x), sign * fact * zeta(n + dt(1), x))
    return np.where((n != np.floor(n)) | (n < 0), dt(np.nan), result)


# --- bessel_i1e ---------------------------------------------------------------------------

def _chebyshev(x: Array, coefficients: tuple[float, ...]) -> Array:
    """Clenshaw's recurrence: 0.5 (b0 - b2)."""
    dt = x.dtype.type
    b0 = b1 = b2 = np.zeros_like(x)
    for c in coefficients:
        b2, b1 = b1, b0
        b0 = x * b1 - b2 + dt(c)
    return (b0 - b2) * dt(0.5)


def bessel_i1e(x: Array) -> Array:
    """exp(-|x|) I1(x): Cephes' Chebyshev series on |x| <= 8 and on 32/|x| - 2 beyond."""
    dt = x.dtype.type
    a, b = (I1E_A64, I1E_B64) if x.dtype == np.float64 else (I1E_A32, I1E_B32)
    z = np.abs(x)
    low = z * _chebyshev(dt(0.5) * z - dt(2), a)
    high = _chebyshev(dt(32) / z - dt(2), b) / np.sqrt(z)
    return np.sign(x) * np.where(z <= 8, low, high)


# --- rows -----------------------------------------------------------------------------------

BROADCAST_SPECIAL = {"polygamma": _float_op("polygamma", polygamma), "zeta": _float_op("zeta", zeta)}
"""Binary special functions, also under chlo.broadcast_<name> (chlo_broadcast.py)."""

_COMPLEX_OK = {"acos": np.arccos, "acosh": np.arccosh, "asin": np.arcsin, "asinh": np.arcsinh,
               "atan": np.arctan, "atanh": np.arctanh, "cosh": np.cosh, "sinh": np.sinh, "tan": np.tan}
_REAL = {"erf": (erf64, _f64), "erfc": (erfc64, _f64), "erf_inv": (erf_inv64, _f64),
         "lgamma": (lgamma, el.work_dtype), "digamma": (digamma, el.work_dtype),
         "bessel_i1e": (bessel_i1e, el.work_dtype)}

_ANY = dict(zip(("verify", "infer"), shapes.elementwise("float complex")))
_FLOAT = dict(zip(("verify", "infer"), shapes.elementwise("float")))

for _name, _fn in _COMPLEX_OK.items():
    define_op(f"chlo.{_name}", syntax=ARROW, eval=_float_op(_name, _fn, complex_ok=True), elementwise=True,
              spec="chlo", operands=1, results=1, **_ANY)
for _name, (_fn, _work) in _REAL.items():
    define_op(f"chlo.{_name}", syntax=ARROW, eval=_float_op(_name, _fn, work=_work), elementwise=True,
              spec="chlo", operands=1, results=1, **(_ANY if _name == "bessel_i1e" else _FLOAT))
for _name, _fn in BROADCAST_SPECIAL.items():
    define_op(f"chlo.{_name}", syntax=ARROW, eval=_fn, elementwise=True, spec="chlo", operands=2, results=1,
              **_FLOAT)
