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


ERF_INV_W_LT5 = (2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                  -0.00125372503, -0.00417768164, 0.246640727, 1.50140941)
ERF_INV_W_GE5 = (-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                  -0.0076224613, 0.00943887047, 1.00167406, 2.83297682)


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

LANCZOS_G = 7.0
LANCZOS_BASE = 0.99999999999980993227684700473478
LANCZOS = (676.520368121885098567009190444019, -1259.13921672240287047156078755283,
            771.3234287776530788486528258894, -176.61502916214059906584551354,
            12.507343278686904814458936853, -0.13857109526572011689554707,
            9.984369578019570859563e-6, 1.50563273514931155834e-7)


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

I1E_A32 = (9.38153738649577178388E-9, -4.44505912879632808065E-8, 2.00329475355213526229E-7,
            -8.56872026469545474066E-7, 3.47025130813767847674E-6, -1.32731636560394358279E-5,
            4.78156510755005422638E-5, -1.61760815825896745588E-4, 5.12285956168575772895E-4,
            -1.51357245063125314899E-3, 4.15642294431288815669E-3, -1.05640848946261981558E-2,
            2.47264490306265168283E-2, -5.29459812080949914269E-2, 1.02643658689847095384E-1,
            -1.76416518357834055153E-1, 2.52587186443633654823E-1)
I1E_B32 = (-3.83538038596423702205E-9, -2.63146884688951950684E-8, -2.51223623787020892529E-7,
            -3.88256480887769039346E-6, -1.10588938762623716291E-4, -9.76109749136146840777E-3,
            7.78576235018280120474E-1)
I1E_A64 = (2.77791411276104639959E-18, -2.11142121435816608115E-17, 1.55363195773620046921E-16,
            -1.10559694773538630805E-15, 7.60068429473540693410E-15, -5.04218550472791168711E-14,
            3.22379336594557470981E-13, -1.98397439776494371520E-12, 1.17361862988909016308E-11,
            -6.66348972350202774223E-11, 3.62559028155211703701E-10, -1.88724975172282928790E-9) + I1E_A32
I1E_B64 = (7.51729631084210481353E-18, 4.41434832307170791151E-18, -4.65030536848935832153E-17,
            -3.20952592199342395980E-17, 2.96262899764595013876E-16, 3.30820231092092828324E-16,
            -1.88035477551078244854E-15, -3.81440307243700780478E-15, 1.04202769841288027642E-14,
            4.27244001671195135429E-14, -2.10154184277266431302E-14, -4.08355111109219731823E-13,
            -7.19855177624590851209E-13, 2.03562854414708950722E-12, 1.41258074366137813316E-11,
            3.25260358301548823856E-11, -1.89749581235054123450E-11, -5.58974346219658380687E-10) + I1E_B32


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
