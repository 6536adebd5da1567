"""CHLO's simple ops, decomposed as upstream's ``ChloDecompositionPatterns.td``: atan,
atanh, conj, is_inf/is_pos_inf/is_neg_inf, tan (real ops) and mulhi, constant,
constant_like (ConvertConstantOp, ConvertConstantLikeOp in ChloLegalizeToStablehlo.cpp).
"""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from ..ir.attributes import DenseElementsAttr
from ..ir.types import TensorType, bit_width, is_unsigned
from .chlo_builder import Builder, LegalizeError, Value, scalar_array, with_element


def atan_real(b: Builder, input: Value) -> Value:
    return b.atan2(input, b.const_like(1, input))


def atanh_real(b: Builder, input: Value) -> Value:
    return b.select(
        b.compare("GT", b.abs(input), b.const_like(1, input)),
        b.const_like(math.nan, input),
        b.mul(
            b.sub(b.log1p(input), b.log1p(b.neg(input))),
            b.const_like(0.5, input)))


def conj_complex(b: Builder, v: Value) -> Value:
    return b.complex(b.real(v), b.neg(b.imag(v)))


def conj_real(b: Builder, v: Value) -> Value:
    return v


def is_inf_real(b: Builder, input: Value) -> Value:
    return b.chlo("is_pos_inf", b.abs(input), result_types=[with_element(input.type, "i1")])


def is_pos_inf_real(b: Builder, input: Value) -> Value:
    return b.compare("EQ", input, b.const_like("inf", input))


def is_neg_inf_real(b: Builder, input: Value) -> Value:
    return b.compare("EQ", input, b.const_like("-inf", input))


def tan_any(b: Builder, input: Value) -> Value:
    return b.tan(input)


PATTERNS = {
    "chlo.atan": (atan_real, None),
    "chlo.atanh": (atanh_real, None),
    "chlo.conj": (conj_real, conj_complex),
    "chlo.is_inf": (is_inf_real, None),
    "chlo.is_pos_inf": (is_pos_inf_real, None),
    "chlo.is_neg_inf": (is_neg_inf_real, None),
    "chlo.tan": (tan_any, tan_any),
}
"""op name -> (decomposition for a real element type, for a complex one); the complex
atan and atanh are in chlo_math."""


def _upcast(b: Builder, v: Value) -> Value:
    """getConvertOpUpcast: the integer type of twice the width, same signedness."""
    prefix = "ui" if is_unsigned(v.element) else "i"
    return b.convert(v, f"{prefix}{2 * bit_width(v.element)}")


def _unsigned(b: Builder, v: Value) -> Value:
    return b.convert(v, f"ui{bit_width(v.element)}")


def mulhi(b: Builder, operands: Sequence[Value], attributes: dict, types: Sequence[TensorType]) -> list[Value]:
    """The four mulhi patterns: narrow ints through a double-width product, ui64 by 32-bit
    halves, i64 from the unsigned high half with sign corrections."""
    lhs, rhs = operands
    width = bit_width(lhs.element)
    if width < 64:
        shift = b.shift_right_logical if is_unsigned(lhs.element) else b.shift_right_arithmetic
        wide_mul = b.mul(_upcast(b, lhs), _upcast(b, rhs))
        return [b.convert(shift(wide_mul, b.const_like(width, wide_mul)), types[0].element_type)]
    if is_unsigned(lhs.element):
        return [b.add(
            b.add(
                b.mul(
                    (a_hi := b.shift_right_logical(lhs, b.const_like(32, lhs))),
                    (b_hi := b.shift_right_logical(rhs, b.const_like(32, rhs)))),
                b.shift_right_logical(
                    (mid1 := b.add(
                        b.mul(
                            (a_lo := b.and_(lhs, b.const_like(0xFFFFFFFF, lhs))),
                            b_hi),
                        b.shift_right_logical(
                            b.mul(a_lo, (b_lo := b.and_(rhs, b.const_like(0xFFFFFFFF, rhs)))),
                            b.const_like(32, lhs)))),
                    b.const_like(32, lhs))),
            b.shift_right_logical(
                b.add(
                    b.mul(a_hi, b_lo),
                    b.and_(mid1, b.const_like(0xFFFFFFFF, lhs))),
                b.const_like(32, lhs)))]
    return [b.convert(
        b.sub(
            b.sub(
                b.chlo("mulhi", _unsigned(b, lhs), _unsigned(b, rhs)),
                b.select(
                    b.compare("LT", lhs, b.const_like(0, lhs)),
                    _unsigned(b, rhs),
                    b.const_like(0, _unsigned(b, rhs)))),
            b.select(
                b.compare("LT", rhs, b.const_like(0, rhs)),
                _unsigned(b, lhs),
                b.const_like(0, _unsigned(b, lhs)))),
        types[0].element_type)]


def constant(b: Builder, operands: Sequence[Value], attributes: dict, types: Sequence[TensorType]) -> list[Value]:
    value = attributes["value"]
    return b.op("stablehlo.constant", [], [value.type], {"value": value})


def constant_like(b: Builder, operands: Sequence[Value], attributes: dict,
                  types: Sequence[TensorType]) -> list[Value]:
    """A splat of the scalar ``value``: a constant of the result type when static, else a
    0-d constant broadcast to the operand's shape."""
    result = types[0]
    if result.shape is None:
        raise LegalizeError
    value = attributes["value"]
    scalar = value.array.reshape(()) if isinstance(value, DenseElementsAttr) else getattr(value, "value", value)
    array = scalar_array(scalar, result.element_type) if not isinstance(scalar, np.ndarray) else scalar
    if result.is_static:
        return [b.constant(array, result)]
    return [b.splat_like(b.constant(array, TensorType((), result.element_type)), operands[0], result)]


DECOMPOSITIONS = {"chlo.mulhi": mulhi, "chlo.constant": constant, "chlo.constant_like": constant_like}
