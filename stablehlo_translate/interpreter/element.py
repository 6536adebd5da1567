"""Element-type rules numpy gets wrong, as vectorized functions over numpy arrays.

Every function takes arrays of one StableHLO element type and returns an array
(0-d stays a 0-d ``ndarray``, never a numpy scalar) of the exact result dtype;
numpy never promotes. Rules (each pinned by ``tests/unit/test_element.py``):

* integers wrap modulo 2**bits, sub-byte ints (ml_dtypes int2/int4/uint2/uint4)
  included: they are computed in int32 and wrapped back;
* integer divide truncates toward zero, remainder takes the dividend's sign;
  ``x / 0 = -1`` (all ones), ``x % 0 = x``, ``MIN / -1 = MIN``, ``MIN % -1 = 0``
  (implementation-defined; XLA's choice);
* shifts by a negative amount or by >= the bit width give 0 (arithmetic right
  shift: the sign fill);
* i1 add is OR, multiply is AND; max/min propagate NaN and order -0.0 < +0.0;
* bf16, f16, f8, f6, f4 are computed in float32 and rounded once to the type
  (exact for ``+ - * /``: float32 has more than twice their precision);
* as the reference interpreter (upstream's ``stablehlo/reference/Element.cpp``):
  transcendental functions are computed on doubles with the C library and rounded
  once to the type (:func:`libm_real`, :mod:`stablehlo_translate.interpreter.libm`); complex
  multiply is ``(ar*br - ai*bi, ar*bi + ai*br)`` in the part type; complex divide
  is done in complex128 (Smith's method) and rounded.
"""
from __future__ import annotations

import contextlib
import contextvars
import functools
import os
from typing import Any, Callable, Iterator

import ml_dtypes
import numpy as np

from . import libm
from ..diagnostics import EvalError

Array = np.ndarray

_SUB_BYTE_INTS: dict[np.dtype, tuple[int, bool]] = {
    np.dtype(ml_dtypes.int2): (2, True), np.dtype(ml_dtypes.int4): (4, True),
    np.dtype(ml_dtypes.uint2): (2, False), np.dtype(ml_dtypes.uint4): (4, False),
}
_F32 = np.dtype(np.float32)
_F64 = np.dtype(np.float64)
_UNSIGNED = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_SIGNED = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}


class UnsupportedElementType(EvalError):
    """An op applied to an element type its spec section does not allow."""


# --- classification -----------------------------------------------------------------

def kind(dt: np.dtype) -> str:
    """``'b'`` bool, ``'i'`` signed, ``'u'`` unsigned, ``'f'`` float, ``'c'`` complex."""
    info = _SUB_BYTE_INTS.get(dt)
    if info is not None:
        return "i" if info[1] else "u"
    return "f" if dt.kind == "V" else dt.kind


def int_bits(dt: np.dtype) -> int:
    """Bit width of an integer dtype (sub-byte ones included)."""
    info = _SUB_BYTE_INTS.get(dt)
    return info[0] if info else dt.itemsize * 8


def is_int(dt: np.dtype) -> bool:
    return kind(dt) in "iu"


def work_dtype(dt: np.dtype) -> np.dtype:
    """The dtype a float type is computed in: float32 for every type narrower than f32."""
    return _F32 if kind(dt) == "f" and dt.itemsize < 4 else dt


def as_result(value, dt: np.dtype) -> Array:
    """``value`` as an ndarray of dtype ``dt`` (0-d results stay arrays; rounds once)."""
    if isinstance(value, np.ndarray) and value.dtype == dt:
        return value
    return np.asarray(value).astype(dt)


def round_to(x: Array, dt: np.dtype) -> Array:
    """Float64 (or complex128) ``x`` rounded once, to nearest even, to float or complex
    type ``dt`` (ml_dtypes rounds through float32, twice: here float32 is rounded to odd)."""
    if dt.kind == "c":
        out = np.empty(x.shape, dt)
        out.real, out.imag = round_to(x.real, out.real.dtype), round_to(x.imag, out.real.dtype)
        return out
    with np.errstate(all="ignore"):
        if dt.kind != "V" or x.dtype != np.float64:
            return as_result(x, dt)
        r = x.astype(np.float32)
        bits = r.view(np.uint32)
        inexact = (r != x) & np.isfinite(r) & ((bits & 1) == 0)
        if inexact.any():
            toward = np.where(r < x, np.float32(np.inf), np.float32(-np.inf))
            r = np.where(inexact, np.nextafter(r, toward), r)
        return as_result(r, dt)


def unsupported(op: str, dt: np.dtype) -> UnsupportedElementType:
    return UnsupportedElementType(f"stablehlo.{op} does not support element type {dt}")


# --- integer plumbing ---------------------------------------------------------------

def widen(x: Array) -> Array:
    """Sub-byte ints as int32 (exact); every other array unchanged."""
    return x.astype(np.int32) if x.dtype in _SUB_BYTE_INTS else x


def wrap(r: Array, dt: np.dtype) -> Array:
    """Integer result ``r`` (any int dtype) wrapped modulo 2**bits into ``dt``."""
    info = _SUB_BYTE_INTS.get(dt)
    if info is None:
        return as_result(r, dt)
    bits, signed = info
    r = np.asarray(r).astype(np.int64) & ((1 << bits) - 1)
    if signed:
        r = r - ((r >> (bits - 1)) << bits)
    return as_result(r, dt)


def unsigned_bits(x: Array) -> Array:
    """The two's complement bits of an integer array as unsigned ints (uint32 for sub-byte)."""
    if x.dtype in _SUB_BYTE_INTS:
        return (x.astype(np.int32) & ((1 << int_bits(x.dtype)) - 1)).astype(np.uint32)
    return x.view(_UNSIGNED[x.dtype.itemsize]) if x.dtype.kind == "i" else x


def signed_value(x: Array) -> Array:
    """An integer array's bits read as a signed integer (int32 for sub-byte)."""
    info = _SUB_BYTE_INTS.get(x.dtype)
    if info is not None:
        u = unsigned_bits(x).astype(np.int32)
        return u - ((u >> (info[0] - 1)) << info[0])
    return x.view(_SIGNED[x.dtype.itemsize]) if x.dtype.kind == "u" else x


def int_limits(dt: np.dtype) -> tuple[int, int]:
    """(min, max) of an integer dtype."""
    bits = int_bits(dt)
    return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if kind(dt) == "i" else (0, (1 << bits) - 1)


# --- arithmetic ---------------------------------------------------------------------

def _float_binary(fn: Callable, x: Array, y: Array) -> Array:
    work = work_dtype(x.dtype)
    with np.errstate(all="ignore"):
        return as_result(fn(x.astype(work, copy=False), y.astype(work, copy=False)), x.dtype)


def _arith(name: str, int_fn: Callable, bool_fn: Callable | None, float_fn: Callable) -> Callable:
    """An arithmetic op: wrapping on ints, ``bool_fn`` on i1 (None: not allowed), floats
    in their work dtype."""
    def op(x: Array, y: Array) -> Array:
        k = kind(x.dtype)
        if k == "b":
            if bool_fn is None:
                raise unsupported(name, x.dtype)
            return as_result(bool_fn(x, y), x.dtype)
        if k in "iu":
            return wrap(int_fn(widen(x), widen(y)), x.dtype)
        return _float_binary(float_fn, x, y)
    op.__name__ = name
    op.__doc__ = f"spec.md#{name}."
    return op


def complex_multiply(x: Array, y: Array) -> Array:
    """The reference's complex product: ``(xr*yr - xi*yi, xr*yi + xi*yr)``, each step
    rounded in the part type (no FMA, no C99 NaN recovery)."""
    out = np.empty(np.broadcast_shapes(x.shape, y.shape), x.dtype)
    with np.errstate(all="ignore"):
        out.real = x.real * y.real - x.imag * y.imag
        out.imag = x.real * y.imag + x.imag * y.real
    return out


def complex_divide(x: Array, y: Array) -> Array:
    """The reference's complex quotient: in complex128 by Smith's method with C99
    Annex G NaN recovery (libgcc's ``__divdc3``, as ``std::complex<double>`` divides),
    rounded to the type."""
    a, b = x.real.astype(np.float64), x.imag.astype(np.float64)
    c, d = y.real.astype(np.float64), y.imag.astype(np.float64)
    with np.errstate(all="ignore"):
        swap = np.abs(c) < np.abs(d)
        ratio = np.where(swap, c / d, d / c)
        denom = np.where(swap, c * ratio + d, d * ratio + c)
        re = np.where(swap, (a * ratio + b) / denom, (b * ratio + a) / denom)
        im = np.where(swap, (b * ratio - a) / denom, (b - a * ratio) / denom)
        both_nan = np.isnan(re) & np.isnan(im)
        if both_nan.any():
            inf = np.inf
            zero_div = both_nan & (c == 0) & (d == 0) & (~np.isnan(a) | ~np.isnan(b))
            big = both_nan & ~zero_div & (np.isinf(a) | np.isinf(b)) & np.isfinite(c) & np.isfinite(d)
            small = both_nan & ~zero_div & ~big & (np.isinf(c) | np.isinf(d)) & np.isfinite(a) & np.isfinite(b)
            ab = [np.copysign(np.isinf(v).astype(np.float64), v) for v in (a, b)]
            cd = [np.copysign(np.isinf(v).astype(np.float64), v) for v in (c, d)]
            re = np.where(zero_div, np.copysign(inf, c) * a, re)
            im = np.where(zero_div, np.copysign(inf, c) * b, im)
            re = np.where(big, inf * (ab[0] * c + ab[1] * d), re)
            im = np.where(big, inf * (ab[1] * c - ab[0] * d), im)
            re = np.where(small, 0.0 * (a * cd[0] + b * cd[1]), re)
            im = np.where(small, 0.0 * (b * cd[0] - a * cd[1]), im)
    return round_to(complex_pair(re, im), x.dtype)


def complex_pair(re: Array, im: Array) -> Array:
    """complex128 from float64 parts (kept bit for bit, unlike ``re + 1j * im``)."""
    out = np.empty(np.broadcast_shapes(re.shape, im.shape), np.complex128)
    out.real, out.imag = re, im
    return out


def _complex_aware(real_fn: Callable, complex_fn: Callable) -> Callable:
    return lambda x, y: complex_fn(x, y) if x.dtype.kind == "c" else real_fn(x, y)


add = _arith("add", np.add, np.logical_or, np.add)
subtract = _arith("subtract", np.subtract, None, np.subtract)
multiply = _arith("multiply", np.multiply, np.logical_and, _complex_aware(np.multiply, complex_multiply))


def _int_divmod(x: Array, y: Array) -> tuple[Array, Array]:
    """Truncating quotient and dividend-signed remainder with the documented edge cases."""
    dt = x.dtype
    xw, yw = widen(x), widen(y)
    zero = yw == 0
    safe = yw | zero  # divide by 1 where y == 0, patched below
    if kind(dt) == "i":  # MIN / -1: divide by 1 instead, giving MIN and remainder 0
        safe = np.where((xw == int_limits(dt)[0]) & (safe == -1), np.ones_like(safe), safe)
    with np.errstate(all="ignore"):
        if xw.dtype.itemsize <= 4:  # exact in float64: the quotient never rounds across an integer
            quo = np.trunc(xw / safe).astype(xw.dtype)
        else:
            quo = np.floor_divide(xw, safe)
            if kind(dt) == "i":
                quo += ((xw - quo * safe) != 0) & ((xw < 0) != (safe < 0))
        rem = xw - quo * safe
    return wrap(np.where(zero, ~np.zeros_like(quo), quo), dt), wrap(np.where(zero, xw, rem), dt)


def divide(x: Array, y: Array) -> Array:
    """spec.md#divide: ints truncate toward zero (x/0 = -1, MIN/-1 = MIN); floats IEEE."""
    if is_int(x.dtype):
        return _int_divmod(x, y)[0]
    if kind(x.dtype) == "b":
        raise unsupported("divide", x.dtype)
    if kind(x.dtype) == "c":
        return complex_divide(x, y)
    return _float_binary(np.true_divide, x, y)


def remainder(x: Array, y: Array) -> Array:
    """spec.md#remainder: the dividend's sign (x%0 = x, MIN%-1 = 0); floats use fmod."""
    if is_int(x.dtype):
        return _int_divmod(x, y)[1]
    if kind(x.dtype) in "bc":
        raise unsupported("remainder", x.dtype)
    return _float_binary(np.fmod, x, y)


def power(x: Array, y: Array) -> Array:
    """spec.md#power: integer powers wrap; a negative exponent gives the truncated
    quotient 1 / x**-y (1 for x = 1, +-1 for x = -1, else 0, also for x = 0)."""
    k = kind(x.dtype)
    if k in "iu":
        xw, yw = widen(x), widen(y)
        negative = yw < 0 if k == "i" else np.zeros(yw.shape, bool)
        with np.errstate(all="ignore"):
            r = np.power(xw, np.where(negative, np.zeros_like(yw), yw))
        if k == "i":
            odd = (yw & 1) == 1
            inverse = np.where(xw == 1, 1, np.where(xw == -1, np.where(odd, -1, 1), 0))
            r = np.where(negative, inverse.astype(r.dtype), r)
        return wrap(r, x.dtype)
    if k == "b":
        raise unsupported("power", x.dtype)
    if k == "c":
        return round_to(libm.complex_("cpow", x.astype(np.complex128), y.astype(np.complex128)), x.dtype)
    return libm_real("pow", x, y)


def libm_real(name: str, *xs: Array) -> Array:
    """C function ``name`` of float arrays of one type, computed on doubles and rounded
    to the type, as the reference does (see :mod:`stablehlo_translate.interpreter.libm`)."""
    dt = xs[0].dtype
    wide = [x.astype(np.float64) for x in xs]
    values = None
    if dt == _F32 and FAST:
        quiet = quiet_errstate()
        if quiet is not None and quiet[0].get() is quiet[1]:  # errors ignored already (the interpreter)
            values = libm.numpy_values(name, *wide)
            rounded = _rounded_clear_of_boundaries(values)
        else:
            with np.errstate(all="ignore"):
                values = libm.numpy_values(name, *wide)
                rounded = _rounded_clear_of_boundaries(values)
        if rounded is not None:
            return rounded
    suspects = None if dt == _F64 else (lambda r: near_rounding_boundary(r, dt))
    return round_to(libm.real(name, *wide, suspects=suspects, values=values), dt)


_F32_HALF_ULP = np.uint64(1 << 28)
"""The low 29 of a double's 52 mantissa bits that f32 rounding drops, at a midpoint."""
_F32_TINY_BITS = np.uint64((1023 - 126) << 53)
"""The bits of the smallest normal f32 (as a double) shifted left by one (no sign)."""


def near_rounding_boundary(r: Array, dt: np.dtype) -> Array:
    """Which float64 values of ``r`` lie within 4 double ULPs of a rounding boundary of
    float type ``dt`` (where a last-bit difference in ``r`` could change the rounded value).
    For f32 results in the normal range (and the overflow threshold) a test of the bits
    dropped by the rounding: within 8 of the midpoint pattern, twice the margin so binade
    edges are covered; elsewhere, and for other types, ``r`` +- 4 ULPs rounded."""
    if dt == _F32 and r.flags.c_contiguous:
        flat = r.reshape(-1)  # a view; 0-d results would make numpy scalars below
        bits = flat.view(np.uint64)
        work = np.bitwise_and(bits, np.uint64((1 << 29) - 1))  # one temporary, reused below
        np.subtract(work, _F32_HALF_ULP - np.uint64(8), out=work)
        near = work <= np.uint64(16)
        magnitude = np.left_shift(bits, np.uint64(1), out=work)  # the sign dropped: ordered like |r|
        if flat.size and magnitude.min() < _F32_TINY_BITS:  # zero, subnormal f32 or below: other boundaries
            small = magnitude < _F32_TINY_BITS
            near[small] = _within_margin(flat[small], dt)
        return near.reshape(r.shape)
    return _within_margin(r, dt)


_F32_NORMAL = np.float32(2.0 ** -126)
_HALF_ULP_LOW = np.uint32((1 << 28) - 8)
"""The low 32 bits of a double whose dropped bits are 8 below f32's midpoint pattern."""
_DROPPED = np.uint32((1 << 29) - 1)


def _rounded_clear_of_boundaries(r: Array) -> Array | None:
    """Float64 ``r`` rounded to f32 when all of it is finite and none of it
    :func:`near_rounding_boundary` (libm's values round the same), tested without a mask:
    every rounded magnitude normal and finite (min and max tell; NaN fails), so the
    midpoint test of the dropped bits (in each value's low 32 bits) is the whole test;
    else None."""
    if not r.size or not r.flags.c_contiguous:
        return None
    r32 = r.astype(np.float32)
    low, high = r32.min(), r32.max()
    if not (_F32_NORMAL < low and high < np.inf or -np.inf < low and high < -_F32_NORMAL):
        magnitude = np.abs(r32)
        if not (_F32_NORMAL < magnitude.min() and magnitude.max() < np.inf):
            return None
    dropped = r.reshape(-1).view(np.uint64).astype(np.uint32)
    np.subtract(dropped, _HALF_ULP_LOW, out=dropped)
    np.bitwise_and(dropped, _DROPPED, out=dropped)
    return r32 if dropped.min() > 16 else None


def _within_margin(r: Array, dt: np.dtype) -> Array:
    with np.errstate(all="ignore"):
        margin = 4 * np.spacing(np.abs(r))
        return round_to(r - margin, dt).astype(np.float64) != round_to(r + margin, dt).astype(np.float64)


@functools.lru_cache(maxsize=None)
def quiet_errstate() -> tuple[Any, Any] | None:
    """numpy's context variable behind np.errstate and its value under
    ``np.errstate(all="ignore")``; None when numpy has no such variable."""
    try:
        from numpy._core import _ufunc_config

        variable = _ufunc_config._extobj_contextvar
        with np.errstate(all="ignore"):
            return variable, variable.get()
    except (ImportError, AttributeError):
        return None


def negate(x: Array) -> Array:
    """spec.md#negate: ints wrap (-MIN = MIN, unsigned: 2**bits - x)."""
    k = kind(x.dtype)
    if k in "iu":
        return wrap(np.negative(widen(x)), x.dtype)
    if k == "b":
        raise unsupported("negate", x.dtype)
    return as_result(np.negative(x), x.dtype)


def abs_(x: Array) -> Array:
    """spec.md#abs: ints wrap (|MIN| = MIN); complex -> modulus in the part type."""
    k = kind(x.dtype)
    if k in "iu":
        return wrap(np.abs(widen(x)), x.dtype)
    if k == "c":  # std::abs(std::complex<double>): hypot, rounded to the part type
        return round_to(libm.real("hypot", x.real.astype(np.float64), x.imag.astype(np.float64)), x.real.dtype)
    if k == "b":
        raise unsupported("abs", x.dtype)
    return as_result(np.abs(x), x.dtype)


def sign(x: Array) -> Array:
    """spec.md#sign: NaN -> NaN, +-0 kept, complex -> x / |x| or (NaN, NaN)."""
    k = kind(x.dtype)
    if k in "iu":
        return wrap(np.sign(widen(x)), x.dtype)
    if k == "f":
        w = x.astype(work_dtype(x.dtype), copy=False)
        keep = np.isnan(w) | (w == 0)
        return as_result(np.where(keep, w, np.sign(w)), x.dtype)
    if k == "c":  # x / complex(|x|, 0), |x| rounded to the part type first
        with np.errstate(all="ignore"):
            nan = np.isnan(x.real) | np.isnan(x.imag)
            modulus = np.zeros(x.shape, x.dtype)
            modulus.real = abs_(x)
            r = np.where(x == 0, np.zeros((), x.dtype), complex_divide(x, modulus))
            return as_result(np.where(nan, np.array(complex(np.nan, np.nan), x.dtype), r), x.dtype)
    raise unsupported("sign", x.dtype)


# --- ordering -----------------------------------------------------------------------

def _float_pick(x: Array, y: Array, larger: bool) -> Array:
    """IEEE maximum/minimum: NaN propagates, -0.0 < +0.0; keeps the picked operand's bits."""
    with np.errstate(all="ignore"):
        wx, wy = x.astype(work_dtype(x.dtype), copy=False), y.astype(work_dtype(y.dtype), copy=False)
        if larger:
            take_x = (wx > wy) | ((wx == wy) & np.signbit(wy))
        else:
            take_x = (wx < wy) | ((wx == wy) & np.signbit(wx))
        take_x |= np.isnan(wx)
        take_x &= ~np.isnan(wy) | np.isnan(wx)
    return as_result(np.where(take_x, x, y), x.dtype)


def _complex_pick(x: Array, y: Array, larger: bool) -> Array:
    """Lexicographic (real, imag) maximum/minimum (spec.md#maximum)."""
    take_x = _lexicographic(x.real, x.imag, y.real, y.imag, "GT" if larger else "LT")
    return as_result(np.where(take_x, x, y), x.dtype)


def maximum(x: Array, y: Array) -> Array:
    """spec.md#maximum: i1 OR, ints, IEEE maximum (NaN-propagating), complex lexicographic."""
    return _pick(x, y, True)


def minimum(x: Array, y: Array) -> Array:
    """spec.md#minimum: i1 AND, ints, IEEE minimum (NaN-propagating), complex lexicographic."""
    return _pick(x, y, False)


def _pick(x: Array, y: Array, larger: bool) -> Array:
    k = kind(x.dtype)
    if k == "f":
        return _float_pick(x, y, larger)
    if k == "c":
        return _complex_pick(x, y, larger)
    fn = np.maximum if larger else np.minimum
    if k == "b":
        return as_result((np.logical_or if larger else np.logical_and)(x, y), x.dtype)
    return wrap(fn(widen(x), widen(y)), x.dtype)


def clamp(lo: Array, x: Array, hi: Array) -> Array:
    """spec.md#clamp: minimum(maximum(x, lo), hi); 0-d bounds broadcast."""
    return minimum(maximum(x, lo), hi)


_DIRECTIONS: dict[str, Callable] = {
    "EQ": np.equal, "NE": np.not_equal, "GE": np.greater_equal,
    "GT": np.greater, "LE": np.less_equal, "LT": np.less,
}


def _lexicographic(xr: Array, xi: Array, yr: Array, yi: Array, direction: str) -> Array:
    """Compare (real, imag) pairs; EQ/NE are the IEEE quiet predicates on both parts."""
    if direction == "EQ":
        return (xr == yr) & (xi == yi)
    if direction == "NE":
        return (xr != yr) | (xi != yi)
    strict = np.greater if direction[0] == "G" else np.less
    return strict(xr, yr) | ((xr == yr) & _DIRECTIONS[direction](xi, yi))


def total_order_key(x: Array) -> Array:
    """Signed ints ordered like IEEE-754 totalOrder of the floats in ``x``
    (-NaN < -inf < ... < -0.0 < +0.0 < ... < +inf < +NaN)."""
    w = x.astype(work_dtype(x.dtype), copy=False)
    s = w.view(_SIGNED[w.dtype.itemsize])
    magnitude = np.array(np.iinfo(s.dtype).max, s.dtype)
    return s ^ ((s >> (s.dtype.itemsize * 8 - 1)) & magnitude)


def compare(x: Array, y: Array, direction: str, compare_type: str | None = None) -> Array:
    """spec.md#compare: ``compare_type`` None picks the element type's default
    (UNSIGNED for i1 and ui, SIGNED for si, FLOAT for floats and complex)."""
    fn = _DIRECTIONS.get(direction)
    if fn is None:
        raise EvalError(f"unknown comparison_direction {direction}")
    k = kind(x.dtype)
    with np.errstate(all="ignore"):
        if k == "c":
            key = total_order_key if compare_type == "TOTALORDER" else (lambda part: part)
            r = _lexicographic(key(x.real), key(x.imag), key(y.real), key(y.imag), direction)
        elif k == "f":
            if compare_type == "TOTALORDER":
                r = fn(total_order_key(x), total_order_key(y))
            else:
                work = work_dtype(x.dtype)
                r = fn(x.astype(work, copy=False), y.astype(work, copy=False))
        elif k in "iu":
            as_unsigned = compare_type == "UNSIGNED" or (compare_type is None and k == "u")
            view = unsigned_bits if as_unsigned else signed_value
            r = fn(view(x), view(y))
        else:
            r = fn(x, y)
    return as_result(r, np.dtype(np.bool_))


# --- bits ---------------------------------------------------------------------------

def _bitwise(name: str, fn: Callable) -> Callable:
    def op(x: Array, y: Array) -> Array:
        if kind(x.dtype) not in "biu":
            raise unsupported(name, x.dtype)
        return wrap(fn(widen(x), widen(y)), x.dtype)
    op.__name__ = name
    op.__doc__ = f"spec.md#{name}: bitwise on ints, logical on i1."
    return op


and_ = _bitwise("and", np.bitwise_and)
or_ = _bitwise("or", np.bitwise_or)
xor = _bitwise("xor", np.bitwise_xor)


def not_(x: Array) -> Array:
    """spec.md#not: logical on i1, bitwise on ints."""
    k = kind(x.dtype)
    if k == "b":
        return as_result(np.logical_not(x), x.dtype)
    if k not in "iu":
        raise unsupported("not", x.dtype)
    return wrap(np.invert(widen(x)), x.dtype)


def _shift(name: str, x: Array, y: Array) -> Array:
    """Shift ``x`` by ``y`` read as unsigned: amounts >= the bit width shift everything out."""
    if kind(x.dtype) not in "iu":
        raise unsupported(name, x.dtype)
    bits = int_bits(x.dtype)
    amount = unsigned_bits(y).astype(np.uint64)
    out = amount >= bits
    if name == "shift_right_arithmetic":
        v = signed_value(x)
        fill = np.where(v < 0, -1, 0).astype(v.dtype)
    else:
        v = unsigned_bits(x)
        fill = np.zeros((), v.dtype)
    step = np.where(out, 0, amount).astype(v.dtype)
    r = np.left_shift(v, step) if name == "shift_left" else np.right_shift(v, step)
    return wrap(np.where(out, fill, r), x.dtype)


def shift_left(x: Array, y: Array) -> Array:
    """spec.md#shift_left (amounts >= bit width give 0)."""
    return _shift("shift_left", x, y)


def shift_right_logical(x: Array, y: Array) -> Array:
    """spec.md#shift_right_logical (amounts >= bit width give 0)."""
    return _shift("shift_right_logical", x, y)


def shift_right_arithmetic(x: Array, y: Array) -> Array:
    """spec.md#shift_right_arithmetic (amounts >= bit width give the sign fill)."""
    return _shift("shift_right_arithmetic", x, y)


def popcnt(x: Array) -> Array:
    """spec.md#popcnt: set bits of the two's complement representation."""
    if kind(x.dtype) not in "iu":
        raise unsupported("popcnt", x.dtype)
    return wrap(np.bitwise_count(unsigned_bits(x)).astype(np.int32), x.dtype)


def count_leading_zeros(x: Array) -> Array:
    """spec.md#count_leading_zeros: ``bits - bit_length``; bit lengths from the float64
    exponent of 32-bit halves (exact)."""
    if kind(x.dtype) not in "iu":
        raise unsupported("count_leading_zeros", x.dtype)
    bits = int_bits(x.dtype)
    v = unsigned_bits(x)
    if bits > 32:
        high = np.frexp((v >> np.uint64(32)).astype(np.float64))[1]
        low = np.frexp((v & np.uint64(0xFFFFFFFF)).astype(np.float64))[1]
        length = np.where(high != 0, high + 32, low)
    else:
        length = np.frexp(v.astype(np.float64))[1]
    return wrap(bits - length, x.dtype)


# --- rounding -----------------------------------------------------------------------

def round_nearest_afz(x: Array) -> Array:
    """spec.md#round_nearest_afz: ties away from zero (numpy's rint ties to even)."""
    w = x.astype(work_dtype(x.dtype), copy=False)
    with np.errstate(all="ignore"):
        t = np.trunc(w)
        away = np.abs(w - t) >= 0.5
        return as_result(np.where(away, t + np.sign(w), t), x.dtype)


def float_unary(name: str, fn: Callable, *, complex_ok: bool = True) -> Callable:
    """An op computing ``fn`` on floats (narrow ones in float32) and, if allowed, complex."""
    def op(x: Array) -> Array:
        k = kind(x.dtype)
        if k not in "fc" or (k == "c" and not complex_ok):
            raise unsupported(name, x.dtype)
        with np.errstate(all="ignore"):
            return as_result(fn(x.astype(work_dtype(x.dtype), copy=False)), x.dtype)
    op.__name__ = name
    op.__doc__ = f"spec.md#{name}."
    return op


# --- fast math ------------------------------------------------------------------------

_FAST_MATH = contextvars.ContextVar("fast_math", default=False)


@contextlib.contextmanager
def fast_math(enabled: bool = True) -> Iterator[None]:
    """Opt-in speed over fidelity while the block runs: float sums of dot_general,
    convolution and their kin use BLAS (blocked order, FMA) instead of the reference's
    sequential order, so last bits may differ (``--fast-math``, ``interpret(..., fast=True)``)."""
    token = _FAST_MATH.set(enabled)
    try:
        yield
    finally:
        _FAST_MATH.reset(token)


def set_fast_math(enabled: bool) -> None:
    """Turns :func:`fast_math` on or off for the rest of the current context (the CLI)."""
    _FAST_MATH.set(enabled)


def fast_math_enabled() -> bool:
    return _FAST_MATH.get()


# --- fast paths -----------------------------------------------------------------------

FAST = os.environ.get("STABLEHLO_TRANSLATE_PLAIN", "") in ("", "0")
"""Whether evaluators and the interpreter take their fast paths (each gives the same bits
as the plain path; ``STABLEHLO_TRANSLATE_PLAIN=1`` turns them all off, for testing)."""

NATIVE = {np.dtype(t) for t in (np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16,
                                 np.uint32, np.uint64, np.float32, np.float64)}
"""The dtypes numpy computes natively (its ufuncs and scalar operators), without ml_dtypes."""
_KERNEL_UFUNCS: dict[str, tuple[Callable, Callable | None]] = {
    "add": (np.add, np.logical_or), "subtract": (np.subtract, None), "multiply": (np.multiply, np.logical_and),
    "and": (np.bitwise_and, np.bitwise_and), "or": (np.bitwise_or, np.bitwise_or),
    "xor": (np.bitwise_xor, np.bitwise_xor),
}


def binary_ufunc(name: str, dt: np.dtype, attrs: dict) -> Callable | None:
    """The numpy ufunc computing the elementwise op ``name`` (decoded ``attrs``) on two
    arrays of dtype ``dt`` with the same bits as the op's evaluator, with floating-point
    errors ignored (np.errstate); None when no plain ufunc does."""
    if dt not in NATIVE:
        return None
    k = dt.kind
    if name == "compare":
        compare_type = attrs.get("compare_type")
        if (k == "f" and compare_type == "TOTALORDER" or k == "i" and compare_type not in (None, "NOTYPE", "SIGNED")
                or k == "u" and compare_type not in (None, "NOTYPE", "UNSIGNED")):
            return None
        return _DIRECTIONS.get(attrs.get("comparison_direction", ""))
    if name == "divide":  # IEEE on floats; integers have their own rules (see divide)
        return np.true_divide if k == "f" else None
    fns = _KERNEL_UFUNCS.get(name)
    if fns is None or k == "f" and name in ("and", "or", "xor"):
        return None
    return fns[1] if k == "b" else fns[0]


def binary_kernel(name: str, dt: np.dtype, attrs: dict) -> Callable | None:
    """A lean ``(x, y) -> array`` for :func:`binary_ufunc`'s op: only for arrays whose types
    the caller has checked, with floating-point errors ignored (np.errstate)."""
    if name in ("maximum", "minimum") and dt in NATIVE and dt.kind == "f":
        return _native_pick(name == "maximum")
    fn = binary_ufunc(name, dt, attrs)
    if fn is None:
        return None

    def kernel(x: Array, y: Array) -> Array:
        r = fn(x, y)
        return r if type(r) is np.ndarray else np.asarray(r)
    return kernel


def _native_pick(larger: bool) -> Callable:
    """:func:`_float_pick` for f32/f64 in fewer numpy calls: ``x`` where it is NaN, beyond
    ``y``, or equal to it with the sign that wins (-0.0 < +0.0); else ``y`` (equal nonzero
    floats have the same bits, and a NaN ``y`` is never beaten). Without NaN or equal zeros,
    numpy's maximum/minimum picks the same operand."""
    beyond, sign_wins = (np.greater, True) if larger else (np.less, False)
    pick = np.maximum if larger else np.minimum

    def kernel(x: Array, y: Array) -> Array:
        if not x.ndim:  # numpy scalars below
            return _float_pick(x, y, larger)
        picked = pick(x, y)  # one of the two operands' bits, but for NaN payloads and zero ties
        tie = np.equal(x, y)
        if not np.isnan(picked).any() and not (tie.any() and np.logical_and(tie, x == 0, out=tie).any()):
            return picked
        take_x = beyond(x, y)
        np.logical_or(take_x, np.isnan(x), out=take_x)
        tie = np.equal(x, y)
        np.logical_and(tie, np.signbit(y) if sign_wins else np.signbit(x), out=tie)
        np.logical_or(take_x, tie, out=take_x)
        return np.where(take_x, x, y)
    return kernel
