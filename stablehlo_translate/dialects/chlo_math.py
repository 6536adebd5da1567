"""CHLO's inverse trigonometric/hyperbolic functions and square, decomposed as upstream's
``ChloDecompositionPatternsMath.td`` (generated there by functional_algorithms 0.12.0).

Each function is one ``Pat<>``: the nesting mirrors the pattern, ``name := ...`` is
its ``:$name`` binding, and Python's left-to-right argument evaluation creates the
ops in the order upstream's rewriter does. ``*_real`` match a non-complex element
type, ``*_complex`` a complex one.
"""
from __future__ import annotations

import math

from .chlo_builder import Builder, Value


def asin_acos_kernel(b: Builder, z: Value) -> Value:
    return b.complex(
        b.select(
            b.compare("GE",
                b.max(
                    (x := b.abs(
                        (signed_x := b.real(z)))),
                    (y := b.abs(
                        (signed_y := b.imag(z))))),
                (safe_max := b.div(
                    b.sqrt(
                        b.const_like('max', signed_x)),
                    b.const_like(8, signed_x)))),
            y,
            b.select(
                b.compare("LE",
                    x,
                    (one := b.const_like(1, signed_x))),
                b.sqrt(
                    b.mul(
                        (half_apx := b.mul(
                            (half := b.const_like(0.5, signed_x)),
                            b.add(
                                (a := b.mul(
                                    half,
                                    b.add(
                                        (r := b.select(
                                            b.compare("EQ",
                                                (mx := b.max(
                                                    (abs_xp1 := b.abs(
                                                        (xp1 := b.add(x, one)))),
                                                    y)),
                                                (mn := b.min(abs_xp1, y))),
                                            b.mul(
                                                (sqrt_two := b.const_like(1.4142135623730951, signed_x)),
                                                mx),
                                            b.select(
                                                b.and_(
                                                    b.compare("EQ",
                                                        (sqa := b.sqrt(
                                                            b.add(
                                                                one,
                                                                (_r_0_ := b.mul(
                                                                    (mn_over_mx := b.div(mn, mx)),
                                                                    mn_over_mx))))),
                                                        one),
                                                    b.compare("GT",
                                                        _r_0_,
                                                        (zero := b.const_like(0, signed_x)))),
                                                b.add(
                                                    mx,
                                                    b.div(
                                                        b.mul(mx, _r_0_),
                                                        (two := b.const_like(2, signed_x)))),
                                                b.mul(mx, sqa)))),
                                        (s := b.select(
                                            b.compare("EQ",
                                                (_mx_0_ := b.max(
                                                    (abs_xm1 := b.abs(
                                                        (xm1 := b.sub(x, one)))),
                                                    y)),
                                                (_mn_0_ := b.min(abs_xm1, y))),
                                            b.mul(sqrt_two, _mx_0_),
                                            b.select(
                                                b.and_(
                                                    b.compare("EQ",
                                                        (_sqa_0_ := b.sqrt(
                                                            b.add(
                                                                one,
                                                                (_r_1_ := b.mul(
                                                                    (_mn_over_mx_0_ := b.div(_mn_0_, _mx_0_)),
                                                                    _mn_over_mx_0_))))),
                                                        one),
                                                    b.compare("GT",
                                                        _r_1_,
                                                        zero)),
                                                b.add(
                                                    _mx_0_,
                                                    b.div(b.mul(_mx_0_, _r_1_), two)),
                                                b.mul(_mx_0_, _sqa_0_))))))),
                                x))),
                        b.add(
                            b.div(
                                (yy := b.mul(y, y)),
                                (rpxp1 := b.add(r, xp1))),
                            (smxm1 := b.sub(s, xm1))))),
                b.mul(
                    y,
                    b.sqrt(
                        b.add(
                            b.div(half_apx, rpxp1),
                            b.div(
                                half_apx,
                                (spxm1 := b.add(s, xm1)))))))),
        b.select(
            b.compare("GE",
                (_mx_1_ := b.select(
                    (y_gt_safe_max_opt := b.compare("GE",
                        y,
                        (safe_max_opt := b.select(
                            b.compare("LT",
                                x,
                                b.mul(
                                    safe_max,
                                    b.const_like(1000000000000.0, signed_x))),
                            b.mul(
                                safe_max,
                                b.const_like(1e-06, signed_x)),
                            b.mul(
                                safe_max,
                                b.const_like(100.0, signed_x)))))),
                    y,
                    x)),
                b.select(y_gt_safe_max_opt, safe_max_opt, safe_max)),
            b.add(
                b.add(b.log(two), b.log(_mx_1_)),
                b.mul(
                    half,
                    b.log1p(
                        b.mul(
                            (xoy := b.select(
                                b.and_(
                                    y_gt_safe_max_opt,
                                    b.not_(
                                        b.compare("EQ",
                                            y,
                                            b.const_like('inf', signed_y)))),
                                b.div(x, y),
                                zero)),
                            xoy)))),
            b.select(
                (logical_and_lt_y_safe_min_lt_x_one := b.and_(
                    b.compare("LT",
                        y,
                        b.mul(
                            b.sqrt(
                                b.const_like('min_normal', signed_x)),
                            b.const_like(4, signed_x))),
                    b.compare("LT",
                        x,
                        one))),
                b.div(
                    y,
                    (sq := b.sqrt(
                        b.mul(
                            (am1 := b.select(
                                logical_and_lt_y_safe_min_lt_x_one,
                                b.neg(
                                    b.div(
                                        b.mul(xp1, xm1),
                                        (ap1 := b.add(a, one)))),
                                (x_ge_1_or_not := b.select(  # noqa: F841 (upstream's name)
                                    b.compare("GE",
                                        x,
                                        one),
                                    b.add(
                                        (divide_half_yy_rpxp1 := b.div(
                                            (half_yy := b.mul(half, yy)),
                                            rpxp1)),
                                        b.mul(half, spxm1)),
                                    b.select(
                                        b.compare("LE",
                                            a,
                                            b.const_like(1.5, signed_x)),
                                        b.add(
                                            divide_half_yy_rpxp1,
                                            b.div(half_yy, smxm1)),
                                        b.sub(a, one)))))),
                            ap1)))),
                b.log1p(b.add(am1, sq)))))


def asin_complex(b: Builder, z: Value) -> Value:
    return b.complex(
        (real := b.atan2(  # noqa: F841 (upstream's name)
            (signed_x := b.real(z)),
            b.real(
                (asin_acos_kernel_z := b.chlo("_asin_acos_kernel", z))))),
        b.select(
            b.compare("LT",
                (signed_y := b.imag(z)),  # noqa: F841 (upstream's name)
                b.const_like(0, signed_x)),
            b.neg(
                (imag_asin_acos_kernel_z := b.imag(asin_acos_kernel_z))),
            imag_asin_acos_kernel_z))


def asin_real(b: Builder, x: Value) -> Value:
    return b.add(
        (ta := b.atan2(
            x,
            b.add(
                (one := b.const_like(1, x)),
                b.sqrt(
                    b.mul(b.sub(one, x), b.add(one, x)))))),
        ta)


def acos_complex(b: Builder, z: Value) -> Value:
    return b.complex(
        b.atan2(
            b.real(
                (asin_acos_kernel_z := b.chlo("_asin_acos_kernel", z))),
            (signed_x := b.real(z))),  # noqa: F841 (upstream's name)
        b.select(
            b.compare("LT",
                (signed_y := b.imag(z)),
                b.const_like(0, signed_y)),
            (imag_asin_acos_kernel_z := b.imag(asin_acos_kernel_z)),
            b.neg(
                imag_asin_acos_kernel_z)))


def acos_real(b: Builder, x: Value) -> Value:
    return b.atan2(
        b.sqrt(
            b.mul(
                b.sub(
                    (constant_1 := b.const_like(1, x)),
                    x),
                b.add(constant_1, x))),
        x)


def acosh_complex(b: Builder, z: Value) -> Value:
    return b.complex(
        b.imag(
            (w := b.chlo("_asin_acos_kernel", z))),
        b.select(
            b.compare("LT",
                (signed_y := b.imag(z)),
                b.const_like(0, signed_y)),
            b.neg(
                (imag := b.atan2(
                    b.real(w),
                    (signed_x := b.real(z))))),  # noqa: F841 (upstream's name)
            imag))


def acosh_real(b: Builder, x: Value) -> Value:
    return b.select(
        b.compare("GE",
            x,
            b.div(
                b.const_like('max', x),
                (constant_2 := b.const_like(2, x)))),
        b.add(b.log(constant_2), b.log(x)),
        b.log1p(
            b.mul(
                (sqrt_subtract_x_constant_1 := b.sqrt(
                    b.sub(
                        x,
                        (constant_1 := b.const_like(1, x))))),
                b.add(
                    b.sqrt(b.add(x, constant_1)),
                    sqrt_subtract_x_constant_1))))


def asinh_complex(b: Builder, z: Value) -> Value:
    return b.complex(
        b.select(
            b.compare("LT",
                (signed_x := b.real(z)),
                b.const_like(0, signed_x)),
            b.neg(
                (imag_w := b.imag(
                    (w := b.chlo("_asin_acos_kernel", b.complex(
                            b.neg(
                                (signed_y := b.imag(z))),
                            signed_x)))))),
            imag_w),
        b.atan2(signed_y, b.real(w)))


def asinh_real(b: Builder, x: Value) -> Value:
    return b.mul(
        b.sign(x),
        b.select(
            b.compare("GE",
                (ax := b.abs(x)),
                b.sqrt(
                    b.const_like('max', x))),
            b.add(
                b.log(b.const_like(2, x)),
                b.log(ax)),
            b.log1p(
                b.add(
                    ax,
                    b.div(
                        (ax2 := b.mul(ax, ax)),
                        b.add(
                            (one := b.const_like(1, x)),
                            b.sqrt(b.add(one, ax2))))))))


def atan_complex(b: Builder, z: Value) -> Value:
    return b.complex(
        b.imag(
            (w := b.chlo("atanh", b.complex(b.neg(b.imag(z)), b.real(z))))),
        b.neg(b.real(w)))


def atanh_complex(b: Builder, z: Value) -> Value:
    return b.complex(
        b.mul(
            b.mul(
                b.select(
                    b.compare("GE",
                        (x := b.real(z)),
                        (zero := b.const_like(0, x))),
                    (one := b.const_like(1, x)),
                    (constant_neg1 := b.const_like(-1, x))),
                b.log1p(
                    b.mul(
                        b.const_like(4, x),
                        b.select(
                            (in_safe_region := b.and_(
                                b.compare("LT",
                                    (ax := b.abs(x)),
                                    (safe_max := b.mul(
                                        (inv_negeps := b.select(
                                            b.compare("GT",
                                                (largest := b.const_like('max', x)),
                                                b.const_like(1e+308, x)),
                                            b.const_like(9007199254740994.0, x),
                                            b.select(
                                                b.compare("GT",
                                                    largest,
                                                    b.const_like(1e+38, x)),
                                                b.const_like(16777218.0, x),
                                                b.const_like(2050.0, x)))),
                                        inv_negeps))),
                                b.compare("LT",
                                    (ay := b.abs((y := b.imag(z)))),
                                    safe_max))),
                            b.div(
                                ax,
                                b.add(
                                    b.mul(
                                        (naxm1 := b.sub(one, ax)),
                                        naxm1),
                                    (y2 := b.mul(y, y)))),
                            b.select(
                                b.compare("LT",
                                    b.mul(ay, inv_negeps),
                                    ax),
                                b.div(one, ax),
                                b.select(
                                    b.or_(
                                        b.or_(
                                            b.compare("EQ",
                                                x,
                                                (constant_posinf := b.const_like('inf', x))),
                                            b.compare("EQ",
                                                x,
                                                (constant_neginf := b.const_like('-inf', x)))),
                                        b.or_(
                                            b.compare("EQ",
                                                y,
                                                constant_posinf),
                                            b.compare("EQ",
                                                y,
                                                constant_neginf))),
                                    zero,
                                    b.div(
                                        b.div(
                                            one,
                                            b.add(b.div(ax, y), b.div(y, ax))),
                                        y))))))),
            b.const_like(0.25, x)),
        b.mul(
            b.select(
                in_safe_region,
                b.atan2(
                    b.add(y, y),
                    b.sub(
                        b.mul(naxm1, b.add(one, ax)),
                        y2)),
                b.mul(
                    b.select(
                        b.compare("GE",
                            y,
                            b.const_like(0, y)),
                        one,
                        constant_neg1),
                    b.const_like(math.pi, x))),
            b.const_like(0.5, x)))


def square_complex(b: Builder, z: Value) -> Value:
    return b.complex(
        b.select(
            b.and_(
                b.is_finite((x := b.real(z))),
                b.compare("EQ",
                    b.abs(x),
                    b.abs((y := b.imag(z))))),
            b.const_like(0, x),
            b.mul(b.sub(x, y), b.add(x, y))),
        b.mul(b.const_like(2, x), b.mul(x, y)))


def square_real(b: Builder, x: Value) -> Value:
    return b.mul(x, x)


PATTERNS = {
    "chlo._asin_acos_kernel": (None, asin_acos_kernel),
    "chlo.asin": (asin_real, asin_complex),
    "chlo.acos": (acos_real, acos_complex),
    "chlo.acosh": (acosh_real, acosh_complex),
    "chlo.asinh": (asinh_real, asinh_complex),
    "chlo.atan": (None, atan_complex),
    "chlo.atanh": (None, atanh_complex),
    "chlo.square": (square_real, square_complex),
}
"""op name -> (decomposition for a real element type, for a complex one)."""
