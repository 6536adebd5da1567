"""Conversion ops: spec.md#convert, spec.md#bitcast_convert, spec.md#reduce_precision.

Implementation-defined choices (spec.md#convert leaves them TBD, #180):

* float -> int truncates toward zero and saturates to the integer range; NaN -> 0;
* int -> int wraps modulo 2**bits (two's complement truncation / extension);
* float -> narrower float rounds to nearest even, once (f64 -> bf16/f8/... goes
  through float32 with round-to-odd so no double rounding); out of range gives
  inf, or NaN for types without inf (ml_dtypes' rule);
* to i1: nonzero -> true (complex: the real part only, the imaginary part is ignored).
"""
from __future__ import annotations

import ml_dtypes
import numpy as np

from .. import element as el
from ...ir.attributes import as_int
from ...optable import define_op
from ...verification.shapes import row_fields
from ...verification.shapes.data_movement import SHAPE_FUNCTIONS
from ...text.syntax.forms import OPERANDS, REDUCE_PRECISION
from ...ir.types import TensorType
from ...verification import speculatability as speculation

Array = np.ndarray
_BOOL = np.dtype(np.bool_)


def _float_to(x: Array, dt: np.dtype) -> Array:
    """A real float array converted to any non-complex element type."""
    target = el.kind(dt)
    if target == "b":
        return el.as_result(x != 0, dt)
    if target in "iu":
        lo, hi = el.int_limits(dt)
        t = np.trunc(x.astype(np.float64))
        above, below, nan = t >= float(hi), t <= float(lo), np.isnan(t)
        safe = np.where(above | below | nan, 0.0, t)
        r = safe.astype(np.int64 if target == "i" else np.uint64)
        wide = r.dtype.type
        r = np.where(above, wide(hi), np.where(below, wide(lo), r))
        return el.wrap(r, dt)
    if x.dtype == np.float64 and dt.kind == "V":
        return el.round_to(x, dt)
    if x.dtype.kind == "V" and dt.kind == "V":
        x = x.astype(np.float32)
    return el.as_result(x, dt)


def convert_array(x: Array, dt: np.dtype) -> Array:
    """``x`` converted to dtype ``dt`` by the rules in this module's docstring."""
    source, target = el.kind(x.dtype), el.kind(dt)
    with np.errstate(all="ignore"):
        if target == "c":
            if source == "c":
                return el.as_result(x, dt)
            r = np.zeros(x.shape, dt)
            r.real = convert_array(x, r.real.dtype)
            return r
        if source == "c":
            x, source = x.real, "f"
        if source == "b":
            x, source = x.astype(np.uint8), "u"
        if source == "f":
            return _float_to(x, dt)
        if target == "b":
            return el.as_result(x != 0, dt)
        if target in "iu":
            return el.wrap(el.widen(x), dt)
        if dt.kind == "V":
            return el.round_to(el.widen(x).astype(np.float64), dt)
        return el.as_result(el.widen(x), dt)


def convert(x: Array, *, result_types: tuple[TensorType, ...]) -> Array:
    """spec.md#convert between any two of i1, si/ui (sub-byte included), floats, complex."""
    return convert_array(x, result_types[0].dtype)


def element_bits(dt: np.dtype) -> int:
    """Bits of one element of ``dt`` (spec.md#bitcast_convert's num_bits)."""
    if dt == _BOOL:
        return 1
    if el.is_int(dt):
        return el.int_bits(dt)
    if dt.kind == "V":
        return int(ml_dtypes.finfo(dt).bits)
    return dt.itemsize * 8


def _bits_of(x: Array, width: int) -> Array:
    """Little-endian bits of each element: shape ``x.shape + (width,)``. Elements narrower
    than their storage byte (i1, sub-byte ints, f4, f6) keep their code in the low bits."""
    raw = np.ascontiguousarray(x).view(np.uint8).reshape(x.shape + (x.dtype.itemsize,))
    return np.unpackbits(raw, axis=-1, bitorder="little")[..., :width]


def _from_bits(bits: Array, dt: np.dtype) -> Array:
    """Inverse of :func:`_bits_of`: elements of ``dt`` from their trailing bit axis."""
    pad = dt.itemsize * 8 - bits.shape[-1]
    if pad:
        bits = np.concatenate([bits, np.zeros(bits.shape[:-1] + (pad,), np.uint8)], axis=-1)
    packed = np.packbits(bits, axis=-1, bitorder="little")
    return np.ascontiguousarray(packed).view(dt).reshape(bits.shape[:-1])


def bitcast_convert(x: Array, *, result_types: tuple[TensorType, ...]) -> Array:
    """spec.md#bitcast_convert, little-endian: a narrower result gains a trailing
    dimension of ``bits(E) / bits(E')``; a wider one consumes the last dimension."""
    dt = result_types[0].dtype
    src, dst = element_bits(x.dtype), element_bits(dt)
    if src == dst == x.dtype.itemsize * 8 == dt.itemsize * 8:
        return x.view(dt)
    bits = _bits_of(x, src)
    if dst < src:
        bits = bits.reshape(x.shape + (src // dst, dst))
    elif dst > src:
        bits = bits.reshape(x.shape[:-1] + (dst,))
    return _from_bits(bits, dt)


_IEEE_LAYOUT = {np.dtype(t) for t in (np.float16, ml_dtypes.bfloat16, np.float32, np.float64)}


def reduce_precision(x: Array, *, exponent_bits: int, mantissa_bits: int) -> Array:
    """spec.md#reduce_precision: round the significand to ``mantissa_bits`` (ties to
    even), then overflow to +-inf / flush to +-0 (subnormals included) outside
    ``exponent_bits``' range. NaN stays NaN, except with 0 mantissa bits (no NaN to
    keep), where it becomes +-inf. f16/bf16/f32/f64 work on their own bits; the f8,
    f6 and f4 types on their exact float32 value, narrowing only what is narrower."""
    if el.kind(x.dtype) != "f":
        raise el.unsupported("reduce_precision", x.dtype)
    if x.dtype in _IEEE_LAYOUT:
        return el.as_result(_reduce_bits(x, exponent_bits, mantissa_bits), x.dtype)
    own = ml_dtypes.finfo(x.dtype)
    f32 = np.finfo(np.float32)
    exponent = exponent_bits if exponent_bits < own.nexp else f32.nexp
    mantissa = mantissa_bits if mantissa_bits < own.nmant else f32.nmant
    return el.as_result(_reduce_bits(x.astype(np.float32), exponent, mantissa), x.dtype)


def _reduce_bits(w: Array, exponent_bits: int, mantissa_bits: int) -> Array:
    """reduce_precision on the IEEE bits of ``w`` (f16, bf16, f32 or f64)."""
    info = ml_dtypes.finfo(w.dtype)
    src_mantissa, src_exponent = int(info.nmant), int(info.nexp)
    udt = np.dtype(f"uint{w.dtype.itemsize * 8}")
    u = w.view(udt)
    one = udt.type(1)
    with np.errstate(all="ignore"):
        if mantissa_bits < src_mantissa:
            shift = udt.type(src_mantissa - mantissa_bits)
            last = one << shift
            bias = (last >> one) - one + ((u & last) >> shift)
            u = (u + bias) & ~(last - one)
        if exponent_bits < src_exponent:
            exponent_mask = udt.type(((1 << src_exponent) - 1) << src_mantissa)
            src_bias = (1 << (src_exponent - 1)) - 1
            reduced_bias = (1 << (exponent_bits - 1)) - 1
            exponent = u & exponent_mask
            overflow = exponent > udt.type((src_bias + reduced_bias) << src_mantissa)
            underflow = exponent <= udt.type((src_bias - reduced_bias) << src_mantissa)
            sign = u & udt.type(1 << (w.dtype.itemsize * 8 - 1))
            u = np.where(overflow, sign | exponent_mask, np.where(underflow, sign, u))
        r = np.asarray(u).view(w.dtype)
        nan = np.isnan(w.astype(el.work_dtype(w.dtype), copy=False))
        if nan.any():
            keep = w if mantissa_bits > 0 else np.where(np.signbit(w), -np.inf, np.inf).astype(w.dtype)
            r = np.where(nan, keep, r)
    return r


define_op("stablehlo.convert", speculatability=speculation.if_static_dim_in_output_is_static_in_input, **row_fields(SHAPE_FUNCTIONS, "convert"), results=1, syntax=OPERANDS, eval=convert, wants_result_types=True, elementwise=True)
define_op("stablehlo.bitcast_convert", speculatability=speculation.bitcast_convert, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "bitcast_convert"), results=1,
          syntax=OPERANDS, eval=bitcast_convert,
          wants_result_types=True)
define_op("stablehlo.reduce_precision", speculatability=speculation.if_static_dim_in_output_is_static_in_input, quantized="dequantize_op_quantize", **row_fields(SHAPE_FUNCTIONS, "reduce_precision"), syntax=REDUCE_PRECISION, eval=reduce_precision, elementwise=True,
          attrs={"exponent_bits": as_int, "mantissa_bits": as_int})
