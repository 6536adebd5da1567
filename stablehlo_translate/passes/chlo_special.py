"""chlo.bessel_i1e, chlo.cosh, chlo.sinh and chlo.next_after as upstream's
ChloLegalizeToStablehlo.cpp materializes them (real floats narrower than f32 computed
in f32).
"""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from ..types import TensorType, bit_width, is_complex
from .chlo_builder import Builder, Value, with_upcast

_I1E_A64 = (
    2.77791411276104639959E-18, -2.11142121435816608115E-17, 1.55363195773620046921E-16,
    -1.10559694773538630805E-15, 7.60068429473540693410E-15, -5.04218550472791168711E-14,
    3.22379336594557470981E-13, -1.98397439776494371520E-12, 1.17361862988909016308E-11,
    -6.66348972350202774223E-11, 3.62559028155211703701E-10, -1.88724975172282928790E-9,
    9.38153738649577178388E-9, -4.44505912879632808065E-8, 2.00329475355213526229E-7,
    -8.56872026469545474066E-7, 3.47025130813767847674E-6, -1.32731636560394358279E-5,
    4.78156510755005422638E-5, -1.61760815825896745588E-4, 5.12285956168575772895E-4,
    -1.51357245063125314899E-3, 4.15642294431288815669E-3, -1.05640848946261981558E-2,
    2.47264490306265168283E-2, -5.29459812080949914269E-2, 1.02643658689847095384E-1,
    -1.76416518357834055153E-1, 2.52587186443633654823E-1)
_I1E_B64 = (
    7.51729631084210481353E-18, 4.41434832307170791151E-18, -4.65030536848935832153E-17,
    -3.20952592199342395980E-17, 2.96262899764595013876E-16, 3.30820231092092828324E-16,
    -1.88035477551078244854E-15, -3.81440307243700780478E-15, 1.04202769841288027642E-14,
    4.27244001671195135429E-14, -2.10154184277266431302E-14, -4.08355111109219731823E-13,
    -7.19855177624590851209E-13, 2.03562854414708950722E-12, 1.41258074366137813316E-11,
    3.25260358301548823856E-11, -1.89749581235054123450E-11, -5.58974346219658380687E-10,
    -3.83538038596423702205E-9, -2.63146884688951950684E-8, -2.51223623787020892529E-7,
    -3.88256480887769039346E-6, -1.10588938762623716291E-4, -9.76109749136146840777E-3,
    7.78576235018280120474E-1)
# The f32 coefficients are the last 17 and 7 of the f64 ones, held as C++ floats.
_I1E_A32 = tuple(float(np.float32(c)) for c in _I1E_A64[-17:])
_I1E_B32 = tuple(float(np.float32(c)) for c in _I1E_B64[-7:])


def _chebyshev(b: Builder, x: Value, coefficients: Sequence[float]) -> Value:
    """materializeChebyshevPolynomialApproximation (Clenshaw's recurrence)."""
    b0 = b.const_like(0.0, x)
    b1 = b.const_like(0.0, x)
    b2 = b.const_like(0.0, x)
    for c in coefficients:
        b2, b1 = b1, b0
        b0 = b.add(b.sub(b.mul(x, b1), b2), b.const_like(c, x))
    return b.mul(b.sub(b0, b2), b.const_like(0.5, x))


def _bessel_i1e(b: Builder, x: Value, coeffs_a: Sequence[float], coeffs_b: Sequence[float]) -> Value:
    z = b.abs(x)
    half = b.const_like(0.5, x)
    two = b.const_like(2.0, x)
    thirty_two = b.const_like(32.0, x)
    eight = b.const_like(8.0, x)
    x_le_8 = b.mul(z, _chebyshev(b, b.sub(b.mul(half, z), two), coeffs_a))
    x_gt_8 = _chebyshev(b, b.sub(b.div(thirty_two, z), two), coeffs_b)
    x_gt_8 = b.div(x_gt_8, b.sqrt(z))
    le_8 = b.compare("LE", z, eight)
    selected = b.select(le_8, x_le_8, x_gt_8)
    return b.mul(b.sign(x), selected)


def bessel_i1e(b: Builder, operands: Sequence[Value], attributes: dict, types: Sequence[TensorType]) -> list[Value]:
    from .chlo_legalize import LegalizeError

    element = operands[0].element
    if element == "f64":
        return [_bessel_i1e(b, operands[0], _I1E_A64, _I1E_B64)]
    if element not in ("f32", "f16", "bf16"):
        raise LegalizeError
    return [with_upcast(b, operands, lambda b, x: _bessel_i1e(b, x, _I1E_A32, _I1E_B32))]


def _exp_halves(b: Builder, x: Value) -> tuple[Value, Value]:
    """(e^(x + log(1/2)), e^(log(1/2) - x)): e^x / 2 and e^-x / 2 without overflowing early."""
    log_half = b.log(b.const_like(0.5, x))
    return b.exp(b.add(x, log_half)), b.exp(b.sub(log_half, x))


def _cosh(b: Builder, x: Value) -> Value:
    exp_add, exp_sub = _exp_halves(b, x)
    return b.add(exp_add, exp_sub)


def _sinh_large(b: Builder, x: Value) -> Value:
    exp_add, exp_sub = _exp_halves(b, x)
    return b.sub(exp_add, exp_sub)


def _sinh(b: Builder, x: Value) -> Value:
    """|x| < 1: (expm1(x) + expm1(x) / (expm1(x) + 1)) / 2; else the large-x form."""
    large = _sinh_large(b, x)
    expm1 = b.expm1(x)
    one = b.const_like(1.0, x)
    one_half = b.const_like(0.5, x)
    ratio = b.div(expm1, b.add(expm1, one))
    small = b.mul(one_half, b.add(expm1, ratio))
    return b.select(b.compare("LT", b.abs(x), one), small, large)


def cosh(b: Builder, operands: Sequence[Value], attributes: dict, types: Sequence[TensorType]) -> list[Value]:
    return [with_upcast(b, operands, _cosh)]


def sinh(b: Builder, operands: Sequence[Value], attributes: dict, types: Sequence[TensorType]) -> list[Value]:
    if is_complex(operands[0].element):
        return [_sinh_large(b, operands[0])]
    return [with_upcast(b, operands, _sinh)]


def next_after(b: Builder, operands: Sequence[Value], attributes: dict, types: Sequence[TensorType]) -> list[Value]:
    """On the bit patterns: step the magnitude of x by one towards y."""
    x, y = operands
    width = bit_width(x.element)
    int_element = f"i{width}"
    x_bits = b.bitcast_convert(x, int_element)
    y_bits = b.bitcast_convert(y, int_element)
    nan_input = b.or_(b.compare("NE", x, x), b.compare("NE", y, y))
    nan_bits = b.bitcast_convert(b.const_like(math.nan, x), int_element)
    sign_bit = 1 << (width - 1)
    sign_mask = b.const_like(sign_bit, x_bits)
    magnitude_mask = b.const_like(~sign_bit, x_bits)
    x_abs = b.and_(x_bits, magnitude_mask)
    y_abs = b.and_(y_bits, magnitude_mask)
    equal = b.compare("EQ", x, y)
    zero = b.const_like(0, x_bits)
    x_is_zero = b.compare("EQ", x_abs, zero)
    y_is_zero = b.compare("EQ", y_abs, zero)
    x_sign = b.and_(x_bits, sign_mask)
    y_sign = b.and_(y_bits, sign_mask)
    one = b.const_like(1, x_bits)
    from_zero = b.or_(y_sign, one)
    signs_disagree = b.compare("NE", x_sign, y_sign)
    x_larger = b.compare("GT", x_abs, y_abs)
    smaller = b.or_(x_larger, signs_disagree)
    minus_one = b.const_like(-1, x_bits)
    adjustment = b.select(smaller, minus_one, one)
    result = b.add(x_bits, adjustment)
    result = b.select(x_is_zero, b.select(y_is_zero, y_bits, from_zero), result)
    result = b.select(equal, y_bits, result)
    result = b.select(nan_input, nan_bits, result)
    return [b.bitcast_convert(result, x.element)]


DECOMPOSITIONS = {"chlo.bessel_i1e": bessel_i1e, "chlo.cosh": cosh, "chlo.sinh": sinh,
                  "chlo.next_after": next_after}
