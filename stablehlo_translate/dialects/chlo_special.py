"""chlo.bessel_i1e, chlo.cosh, chlo.sinh and chlo.next_after as upstream's
ChloLegalizeToStablehlo.cpp materializes them (real floats narrower than f32 computed
in f32).
"""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from .chlo_coefficients import I1E_A32, I1E_A64, I1E_B32, I1E_B64
from ..ir.types import TensorType, bit_width, is_complex
from .chlo_builder import Builder, LegalizeError, Value, with_upcast

# The f32 coefficients are held as C++ floats upstream.
_I1E_A32 = tuple(float(np.float32(c)) for c in I1E_A32)
_I1E_B32 = tuple(float(np.float32(c)) for c in I1E_B32)


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
    element = operands[0].element
    if element == "f64":
        return [_bessel_i1e(b, operands[0], I1E_A64, I1E_B64)]
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
