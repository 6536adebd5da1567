"""Elementwise ops (spec.md#abs ... spec.md#xor, spec.md#compare, spec.md#select,
spec.md#clamp): table rows built from families over :mod:`stablehlo_translate.interpreter.element`."""
from __future__ import annotations

from typing import Callable

import numpy as np

from .. import element as el
from .. import libm
from ...ir.attributes import as_enum
from ...optable import AttrSpec, define_op
from ...verification.shapes import row_fields
from ...verification.shapes.elementwise import SHAPE_FUNCTIONS
from ...text.syntax.forms import COMPARE, OPERANDS
from ...verification import speculatability as speculation

Array = np.ndarray


_C128 = np.dtype(np.complex128)


def _complex_cbrt(z: Array) -> Array:
    """The reference's complex cube root on complex128: ``|z|**(1/3)`` as
    ``pow(re**2 + im**2, 1/6)`` times ``(cos, sin)`` of ``atan2(im, re) / 3``."""
    theta = libm.real("atan2", z.imag, z.real) / 3.0
    modulus = libm.real("pow", libm.real("pow", z.real, 2.0) + libm.real("pow", z.imag, 2.0), 1.0 / 6.0)
    return el.complex_pair(modulus * libm.real("cos", theta), modulus * libm.real("sin", theta))


def _one(z: Array) -> Array:
    return np.ones(z.shape, z.dtype)


# spec.md#<op>: (C function on doubles, complex128 function), as the reference computes
# them (upstream's stablehlo/reference/Element.cpp), rounded once to the element type.
_LIBM_UNARY: dict[str, tuple[str | None, Callable]] = {
    "cbrt": ("cbrt", _complex_cbrt),
    "cosine": ("cos", lambda z: libm.complex_("ccos", z)),
    "exponential": ("exp", lambda z: libm.complex_("cexp", z)),
    "exponential_minus_one": ("expm1", lambda z: libm.complex_("cexp", z) - 1.0),
    "log": ("log", lambda z: libm.complex_("clog", z)),
    # z + complex(1.0): the imaginary part gets + 0.0 too (-0.0 becomes +0.0)
    "log_plus_one": ("log1p", lambda z: libm.complex_("clog", el.complex_pair(z.real + 1.0, z.imag + 0.0))),
    "rsqrt": (None, lambda z: el.complex_divide(_one(z), libm.complex_("csqrt", z))),
    "sine": ("sin", lambda z: libm.complex_("csin", z)),
    "sqrt": ("sqrt", lambda z: libm.complex_("csqrt", z)),
    "tan": ("tan", lambda z: libm.complex_("ctan", z)),
    "tanh": ("tanh", lambda z: libm.complex_("ctanh", z)),
}


def _libm_unary(name: str, real_name: str | None, complex_fn: Callable) -> Callable:
    def op(x: Array) -> Array:
        k = el.kind(x.dtype)
        if k == "c":
            with np.errstate(all="ignore"):
                return el.round_to(complex_fn(x.astype(_C128)), x.dtype)
        if k != "f":
            raise el.unsupported(name, x.dtype)
        if real_name is None:  # rsqrt: 1 / sqrt(x) on doubles
            with np.errstate(all="ignore"):
                return el.round_to(1.0 / np.sqrt(x.astype(np.float64)), x.dtype)
        return el.libm_real(real_name, x)
    op.__name__ = name
    op.__doc__ = f"spec.md#{name}."
    return op


def logistic(x: Array) -> Array:
    """spec.md#logistic: ``1 / (1 + exponential(-x))``, each step in the element type."""
    one = np.ones((), x.dtype)
    return el.divide(one, el.add(one, _UNARY_LIBM["exponential"](el.negate(x))))


# spec.md#<op>: exact in the work dtype (float32 for narrow floats), rounded once.
_FLOAT_UNARY: dict[str, Callable] = {"ceil": np.ceil, "floor": np.floor, "round_nearest_even": np.rint}

_UNARY: dict[str, Callable] = {
    "abs": el.abs_,
    "count_leading_zeros": el.count_leading_zeros,
    "negate": el.negate,
    "not": el.not_,
    "popcnt": el.popcnt,
    "round_nearest_afz": el.round_nearest_afz,
    "sign": el.sign,
}

_BINARY: dict[str, Callable] = {
    "add": el.add,
    "and": el.and_,
    "divide": el.divide,
    "maximum": el.maximum,
    "minimum": el.minimum,
    "multiply": el.multiply,
    "or": el.or_,
    "power": el.power,
    "remainder": el.remainder,
    "shift_left": el.shift_left,
    "shift_right_arithmetic": el.shift_right_arithmetic,
    "shift_right_logical": el.shift_right_logical,
    "subtract": el.subtract,
    "xor": el.xor,
}


def is_finite(x: Array) -> Array:
    """spec.md#is_finite: i1 result; floats only."""
    if el.kind(x.dtype) != "f":
        raise el.unsupported("is_finite", x.dtype)
    return el.as_result(np.isfinite(x.astype(el.work_dtype(x.dtype), copy=False)), np.dtype(np.bool_))


def real(x: Array) -> Array:
    """spec.md#real: the real part of complex; floats unchanged."""
    return el.as_result(x.real, x.real.dtype)


def imag(x: Array) -> Array:
    """spec.md#imag: the imaginary part of complex; zeros for floats."""
    if x.dtype.kind == "c":
        return el.as_result(x.imag, x.real.dtype)
    return np.zeros_like(x)


def complex_(re: Array, im: Array) -> Array:
    """spec.md#complex: pairs parts bit-exactly (no ``re + 1j * im`` NaN/-0.0 mixing)."""
    r = np.empty(np.broadcast_shapes(re.shape, im.shape), np.result_type(re.dtype, np.complex64))
    r.real = re
    r.imag = im
    return r


def atan2(y: Array, x: Array) -> Array:
    """spec.md#atan2: C atan2 on doubles; complex as the reference's
    ``-i * log((x + i * y) / sqrt(x * x + y * y))``, each step in the element type."""
    if el.kind(y.dtype) == "c":
        i = np.array(1j, y.dtype)
        root = _UNARY_LIBM["sqrt"](el.add(el.multiply(x, x), el.multiply(y, y)))
        w = _UNARY_LIBM["log"](el.divide(el.add(x, el.multiply(i, y)), root))
        return el.multiply(el.negate(i), w)
    if el.kind(y.dtype) != "f":
        raise el.unsupported("atan2", y.dtype)
    return el.libm_real("atan2", y, x)


def select(pred: Array, on_true: Array, on_false: Array) -> Array:
    """spec.md#select: a 0-d ``pred`` picks a whole operand."""
    return el.as_result(np.where(pred, on_true, on_false), on_true.dtype)


def compare(lhs: Array, rhs: Array, *, comparison_direction: str,
            compare_type: str | None = None) -> Array:
    """spec.md#compare (FLOAT, TOTALORDER, SIGNED, UNSIGNED; NOTYPE/absent = the type's default)."""
    kind = None if compare_type in (None, "NOTYPE") else compare_type
    return el.compare(lhs, rhs, comparison_direction, kind)



# The ops whose spec.md section says "For quantized types ... dequantize_op_quantize" (or
# dequantize_compare / dequantize_select_quantize; is_finite of dequantized values is true).
_DEQUANTIZED = {"abs", "add", "atan2", "clamp", "compare", "divide", "is_finite", "maximum", "minimum",
                "multiply", "negate", "power", "remainder", "round_nearest_afz", "select", "sign",
                "subtract", "logistic", *_FLOAT_UNARY, *_LIBM_UNARY}


def _quantized(name: str) -> str | None:
    return "dequantize_op_quantize" if name in _DEQUANTIZED else None


def _row(name: str) -> dict:
    """Shape functions and speculatability: StableHLO_UnaryElementwiseOp's trait for one operand,
    the binary and ternary ops' SpeculatableIfAllInputsStatic otherwise."""
    unary = name in _UNARY or name in _FLOAT_UNARY or name in _LIBM_UNARY or name in (
        "logistic", "is_finite", "real", "imag")
    return {**row_fields(SHAPE_FUNCTIONS, name), "speculatability": (
        speculation.if_static_dim_in_output_is_static_in_input if unary else speculation.if_all_inputs_static)}


_UNARY_LIBM = {name: _libm_unary(name, real_name, fn) for name, (real_name, fn) in _LIBM_UNARY.items()}
for _name, _fn in _UNARY_LIBM.items():
    define_op(f"stablehlo.{_name}", syntax=OPERANDS, elementwise=True, quantized=_quantized(_name), eval=_fn,
              **_row(_name))
for _name, _fn in _FLOAT_UNARY.items():
    define_op(f"stablehlo.{_name}", syntax=OPERANDS, elementwise=True, quantized=_quantized(_name),
              eval=el.float_unary(_name, _fn, complex_ok=False), **_row(_name))
for _name, _fn in {**_UNARY, **_BINARY}.items():
    define_op(f"stablehlo.{_name}", syntax=OPERANDS, eval=_fn, elementwise=True, quantized=_quantized(_name),
              **_row(_name))
for _name, _fn in {"logistic": logistic, "is_finite": is_finite, "real": real, "imag": imag, "complex": complex_,
                   "atan2": atan2, "select": select, "clamp": el.clamp}.items():
    define_op(f"stablehlo.{_name}", syntax=OPERANDS, eval=_fn, elementwise=True, quantized=_quantized(_name),
              **_row(_name))

define_op("stablehlo.compare", syntax=COMPARE, eval=compare, elementwise=True, quantized=_quantized("compare"),
          **_row("compare"),
          attrs={"comparison_direction": as_enum, "compare_type": AttrSpec(as_enum, None)})
