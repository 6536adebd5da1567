"""chlo.lgamma, chlo.digamma, chlo.zeta and chlo.polygamma as upstream's
ChloLegalizeToStablehlo.cpp materializes them (Lanczos approximation with g = 7, n = 9;
Hurwitz zeta by Euler-Maclaurin summation), computed in f32 for narrower floats.
"""
from __future__ import annotations

import math
from typing import Callable, Sequence

from .chlo_coefficients import LANCZOS, LANCZOS_BASE, LANCZOS_G
from ..ir.types import TensorType
from .chlo_builder import Builder, Value, with_upcast


def _reflected_z(b: Builder, x: Value) -> tuple[Value, Value, Value, Value]:
    """(half, x < 1/2, one, z) with z = -x when reflecting, else x - 1."""
    half = b.const_like(0.5, x)
    reflect = b.compare("LT", x, half)
    neg_x = b.neg(x)
    one = b.const_like(1, x)
    z = b.select(reflect, neg_x, b.sub(x, one))
    return half, reflect, one, z


def _log_t(b: Builder, x: Value, z: Value) -> tuple[Value, Value]:
    """(t, log(t)) with t = z + g + 1/2 and log(t) = log(g + 1/2) + log1p(z / (g + 1/2))."""
    lanczos_plus_half = b.const_like(LANCZOS_G + 0.5, x)
    t = b.add(lanczos_plus_half, z)
    log_term = b.const_like(math.log(LANCZOS_G + 0.5), x)
    log_t = b.add(log_term, b.log1p(b.div(z, lanczos_plus_half)))
    return t, log_t


def lgamma(b: Builder, x: Value) -> Value:
    half, reflect, one, z = _reflected_z(b, x)
    a = b.const_like(LANCZOS_BASE, x)
    for i, c in enumerate(LANCZOS):
        coeff = b.const_like(c, x)
        index = b.const_like(i + 1, x)
        a = b.add(a, b.div(coeff, b.add(z, index)))
    t, log_t = _log_t(b, x, z)
    t_div_log_t = b.div(t, log_t)
    r = b.mul(b.sub(b.add(z, half), t_div_log_t), log_t)
    log_a = b.log(a)
    result = b.add(b.add(b.const_like((math.log(2) + math.log(math.pi)) / 2, x), r), log_a)
    # Reflection: log(pi) - lgamma(1 - x) - log(|sin(pi * frac(|x|))|), frac folded past 1/2.
    abs_x = b.abs(x)
    abs_frac = b.sub(abs_x, b.floor(abs_x))
    fold = b.compare("LT", half, abs_frac)
    abs_frac = b.select(fold, b.sub(one, abs_frac), abs_frac)
    denominator = b.log(b.sine(b.mul(b.const_like(math.pi, x), abs_frac)))
    reflection = b.sub(b.sub(b.const_like(math.log(math.pi), x), denominator), result)
    finite = b.is_finite(denominator)
    reflection = b.select(finite, reflection, b.neg(denominator))
    result = b.select(reflect, reflection, result)
    is_inf = b.chlo("is_inf", x, result_types=[b.bool_type(x)])
    return b.select(is_inf, b.const_like("inf", x), result)


def digamma(b: Builder, x: Value) -> Value:
    half, reflect, one, z = _reflected_z(b, x)
    zero = b.const_like(0.0, x)
    a = b.const_like(LANCZOS_BASE, x)
    a_prime = zero
    for i, c in enumerate(LANCZOS):
        coeff = b.const_like(c, x)
        index = b.const_like(i + 1, x)
        z_term = b.add(z, index)
        a_prime = b.sub(a_prime, b.div(coeff, b.mul(z_term, z_term)))
        a = b.add(a, b.div(coeff, z_term))
    t, log_t = _log_t(b, x, z)
    a_prime_div_a = b.div(a_prime, a)
    gamma_div_t = b.div(b.const_like(LANCZOS_G, x), t)
    result = b.sub(b.add(log_t, a_prime_div_a), gamma_div_t)
    # Reflection: digamma(x) = digamma(1 - x) - pi cot(pi x), x reduced to keep pi x small.
    reduced_x = b.add(x, b.abs(b.floor(b.add(x, b.const_like(0.5, x)))))
    pi = b.const_like(math.pi, x)
    pi_reduced = b.mul(pi, reduced_x)
    cos = b.cosine(pi_reduced)
    sin = b.sine(pi_reduced)
    reflection = b.sub(result, b.div(b.mul(pi, cos), sin))
    result = b.select(reflect, reflection, result)
    pole = b.and_(b.compare("LE", x, zero), b.compare("EQ", x, b.floor(x)))
    return b.select(pole, b.const_like(math.nan, x), result)


_ZETA_TERMS = 12
_ZETA_ITERS = 9
_ZETA_COEFFS = (-7.1661652561756670113e18, 1.8152105401943546773e17, -4.5979787224074726105e15,
                1.1646782814350067249e14, -2.950130727918164224e12, 7.47242496e10,
                -1.8924375803183791606e9, 47900160.0, -1209600.0, 30240.0, -720.0, 12.0)


def zeta(b: Builder, x: Value, q: Value) -> Value:
    """Hurwitz zeta(x, q): a power sum plus Euler-Maclaurin correction terms."""
    zero = b.const_like(0.0, q)
    one = b.const_like(1.0, q)
    acc = q
    neg_x = b.neg(x)
    power_sum = b.pow(q, neg_x)
    for _ in range(_ZETA_ITERS):
        acc = b.add(acc, one)
        q_neg_power = b.pow(acc, neg_x)
        power_sum = b.add(power_sum, q_neg_power)
    acc = b.add(acc, one)
    q_neg_power = b.pow(acc, neg_x)
    one_like_x = b.const_like(1.0, x)
    correction = b.div(b.mul(q_neg_power, acc), b.sub(x, one_like_x))
    rsqrt_acc = b.div(one, b.mul(acc, acc))
    horner_sum = zero
    two_terms_minus_one = 2 * _ZETA_TERMS - 1
    for i in range(_ZETA_TERMS - 1):
        factor_lhs = b.add(x, b.const_like(two_terms_minus_one - 1 - 2 * i, x))
        factor_rhs = b.add(x, b.const_like(two_terms_minus_one - 2 - 2 * i, x))
        horner_product = b.mul(factor_lhs, factor_rhs)
        horner_sum = b.mul(horner_product,
                           b.mul(rsqrt_acc, b.add(horner_sum, b.const_like(1. / _ZETA_COEFFS[i], acc))))
    half = b.const_like(.5, q_neg_power)
    x_div_acc = b.div(x, acc)
    tail = b.mul(q_neg_power, b.add(half, b.mul(x_div_acc, b.add(
        b.const_like(1. / _ZETA_COEFFS[_ZETA_TERMS - 1], acc), horner_sum))))
    accurate = b.add(b.add(power_sum, correction), tail)
    abs_q_neg_power = b.abs(q_neg_power)
    abs_power_sum = b.abs(power_sum)
    output = b.select(b.compare("LT", abs_q_neg_power, b.mul(abs_power_sum, b.const_like("min_subnormal", acc))),
                      power_sum, accurate)
    nan = b.const_like(math.nan, x)
    output = b.select(b.compare("LT", x, one_like_x), nan, output)
    q_le_zero = b.compare("LE", q, zero)
    x_not_int = b.compare("NE", x, b.floor(x))
    output = b.select(b.and_(q_le_zero, x_not_int), nan, output)
    inf = b.const_like(math.inf, x)
    q_is_int = b.compare("EQ", q, b.floor(q))
    at_pole = b.and_(q_le_zero, q_is_int)
    two = b.const_like(2.0, x)
    x_is_int = b.compare("EQ", x, b.floor(x))
    x_is_even = b.compare("EQ", b.rem(x, two), zero)
    x_is_even_int = b.and_(x_is_int, x_is_even)
    output = b.select(at_pole, b.select(x_is_even_int, inf, nan), output)
    return b.select(b.compare("EQ", x, one), inf, output)


def polygamma(b: Builder, n: Value, x: Value) -> Value:
    """(-1)^(n+1) n! zeta(n + 1, x); digamma for n = 0; NaN for n not a natural number."""
    one = b.const_like(1.0, x)
    two = b.const_like(2.0, x)
    sign = b.sub(b.mul(two, b.rem(n, two)), one)
    n_plus_one = b.add(n, one)
    exp_lgamma = b.exp(b.chlo("lgamma", n_plus_one))
    zeta_value = b.chlo("zeta", n_plus_one, x)
    result = b.mul(b.mul(sign, exp_lgamma), zeta_value)
    zero = b.const_like(0.0, x)
    n_eq_zero = b.compare("EQ", n, zero)
    result = b.select(n_eq_zero, b.chlo("digamma", x), result)
    non_int = b.compare("NE", n, b.floor(n))
    negative = b.compare("LT", n, zero)
    non_natural = b.or_(non_int, negative)
    return b.select(non_natural, b.const_like(math.nan, x), result)


def _upcast(fn: Callable[..., Value]):
    def decompose(b: Builder, operands: Sequence[Value], attributes: dict,
                  types: Sequence[TensorType]) -> list[Value]:
        return [with_upcast(b, operands, fn)]
    return decompose


DECOMPOSITIONS = {"chlo.lgamma": _upcast(lgamma), "chlo.digamma": _upcast(digamma),
                  "chlo.zeta": _upcast(zeta), "chlo.polygamma": _upcast(polygamma)}
