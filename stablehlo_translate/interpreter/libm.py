"""The C math library as the reference interpreter calls it, on numpy arrays.

The reference computes transcendental functions on doubles with the C/C++
standard library (``std::exp(double)``, ``std::exp(std::complex<double>)``, which
libstdc++ forwards to C99 ``cexp``...) and rounds the result to the element type.
numpy's float64 ufuncs agree with glibc bit for bit for ``sqrt``, ``sin``, ``cos``
and ``hypot`` only (its SIMD ``exp``, ``log``, ``tanh``... are within 1 ULP but
differ by up to a few ULP), so :func:`real` recomputes the others element by
element with Python's ``math`` module, which calls the platform's libm: every
element for float64 results, and for narrower results only the elements whose
numpy value is within 4 double ULPs of a rounding boundary of the result type.
:func:`complex_` calls glibc's complex functions through ctypes (x86-64 Linux; on
other platforms numpy's complex functions, within a few ULP).
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

import numpy as np

Array = np.ndarray

_NUMPY: dict[str, Callable] = {
    "exp": np.exp, "expm1": np.expm1, "log": np.log, "log1p": np.log1p, "sin": np.sin, "cos": np.cos,
    "tan": np.tan, "tanh": np.tanh, "cbrt": np.cbrt, "sqrt": np.sqrt, "atan2": np.arctan2, "pow": np.power,
    "hypot": np.hypot,
}
_SAME_AS_LIBM = {"sqrt", "sin", "cos", "hypot"}


def numpy_values(name: str, *xs: Array) -> Array:
    """numpy's float64 values of the C function ``name`` (libm's bits only for ``sqrt``,
    ``sin``, ``cos`` and ``hypot``; within a few ULP for the others)."""
    return np.asarray(_NUMPY[name](*xs), np.float64)


def real(name: str, *xs: Array, suspects: Callable[[Array], Array] | None = None,
         values: Array | None = None) -> Array:
    """The C function ``name`` (``exp``, ``atan2``...) of float64 arrays, elementwise.

    ``suspects`` (numpy's float64 values -> a mask) limits the exact per-element
    recomputation to the elements it marks besides the non-finite ones: the caller marks
    those within a few double ULPs of a rounding boundary of the type it rounds to (almost
    never one; see element.near_rounding_boundary); None recomputes all. ``values`` are
    :func:`numpy_values` of ``xs`` when the caller has them."""
    with np.errstate(all="ignore"):
        r = numpy_values(name, *xs) if values is None else values
        if name in _SAME_AS_LIBM or r.size == 0:
            return r
        if suspects is not None:
            near, finite = suspects(r), np.isfinite(r)
            if finite.all() and not near.any():  # the usual case: no index array built
                return r
            redo = np.flatnonzero(near | ~finite)
    fn = getattr(math, name)
    args = [np.broadcast_to(x, r.shape).ravel() for x in xs]
    flat = r.ravel().copy()
    for i in (redo if suspects is not None else range(flat.size)):
        try:
            flat[i] = fn(*(float(a[i]) for a in args))
        except (OverflowError, ValueError):  # math raises where C returns inf/NaN: numpy has those
            pass
    return flat.reshape(r.shape)


@lru_cache(maxsize=None)
def _c_function(name: str, arity: int):
    """glibc's ``name`` through ctypes: ``double _Complex`` is passed and returned like a
    struct of two doubles in the x86-64 SysV ABI. None elsewhere."""
    import ctypes
    import ctypes.util
    import platform

    if platform.system() != "Linux" or platform.machine() not in ("x86_64", "AMD64"):
        return None

    class Complex(ctypes.Structure):
        _fields_ = [("re", ctypes.c_double), ("im", ctypes.c_double)]

    try:
        fn = getattr(ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6"), name)
    except (OSError, AttributeError):
        return None
    fn.restype, fn.argtypes = Complex, [Complex] * arity
    return fn, Complex


_NUMPY_COMPLEX: dict[str, Callable] = {
    "cexp": np.exp, "clog": np.log, "csin": np.sin, "ccos": np.cos, "ctan": np.tan, "ctanh": np.tanh,
    "csqrt": np.sqrt, "cpow": np.power,
}


def complex_(name: str, *zs: Array) -> Array:
    """The C99 complex function ``name`` (``cexp``, ``cpow``...) of complex128 arrays."""
    found = _c_function(name, len(zs))
    if found is None:
        with np.errstate(all="ignore"):
            return np.asarray(_NUMPY_COMPLEX[name](*zs), np.complex128)
    fn, pair = found
    shape = np.broadcast_shapes(*(z.shape for z in zs))
    args = [np.broadcast_to(z, shape).ravel().tolist() for z in zs]
    out = np.empty(len(args[0]), np.complex128)
    for i, values in enumerate(zip(*args)):
        r = fn(*(pair(v.real, v.imag) for v in values))
        out[i] = complex(r.re, r.im)
    return out.reshape(shape)
