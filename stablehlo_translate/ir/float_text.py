"""Floats as MLIR prints them (LLVM's ``APFloat::toString``): one at a time, or a whole array.

A value prints with six significant digits in exponent form (``1.500000e+00``) when
that text reads back to the same element; else with the type's precision (``2 +
significand bits * 59 / 196`` digits) laid out plainly or in exponent form
(``0.69999999999999996``, ``1.1529215046068472E+18``); else (NaN, infinities,
integral values needing more digits) as its bit pattern in hex (``0x7FC00000``).

:func:`float_text` ports APFloat one value at a time (exact integers; ~10 µs a value);
:func:`float_texts` runs the same steps on whole arrays (numpy) when there are more than
:data:`FEW` values, with identical texts (tests/unit/test_float_text.py compares them).
APFloat's digits are not the correctly rounded ones. With the value's exact decimal
expansion N (an integer: ``m * 5**s`` for ``m * 2**-s``, the integer itself for an
integral value) of ``b`` bits and ``n`` digits, it first drops ``r = (b - B) * 59 // 196``
trailing digits (``B = (digits * 196 + 58) // 59``; none when ``b <= B``), truncating,
and rounds half-up on the next digit only when more than ``digits`` remain. So the
result is the expansion cut to ``digits`` digits, plus one unit when ``n - r > digits``
and the next digit is 5 or more. The expansion's leading digits come from Python's
correctly rounded ``%.24e`` (exact in its first 18 digits unless the 7 after them are
all zero and rounding may have carried into them: those few values, and those whose
``b`` a float logarithm cannot settle, get their expansion from exact integers).
"""
from __future__ import annotations

import math
from functools import lru_cache

import ml_dtypes
import numpy as np

from .dtypes import ELEMENT_DTYPES

_FORMATTED = 25
"""Significant digits of each value read from Python's ``%.24e``."""
_WIDTH = 18
"""Leading digits of the expansion used (at most 17 printed, and the rounding digit)."""
_POW10 = 10 ** np.arange(19, dtype=np.int64)
_POW10F = np.array([float(10 ** k) for k in range(23)])


@lru_cache(maxsize=None)
def precision_digits(element_type: str) -> int:
    """Digits MLIR prints for a value of ``element_type`` that six digits do not identify."""
    return 2 + (ml_dtypes.finfo(ELEMENT_DTYPES[element_type]).nmant + 1) * 59 // 196


# --- One value ---------------------------------------------------------------------

@lru_cache(maxsize=4096)
def float_text(bits: int, element_type: str) -> str:
    """The text of the element of ``element_type`` whose bit pattern is ``bits``
    (attributes and splats repeat a few values, hence the cache)."""
    dtype = ELEMENT_DTYPES[element_type]
    value = float(np.array(bits, dtype=f"u{dtype.itemsize}").view(dtype))
    if math.isnan(value) or math.isinf(value):
        return f"0x{bits:X}"
    sign = "-" if math.copysign(1.0, value) < 0 else ""
    if value == 0:
        return sign + "0.000000e+00"
    digits, exponent = _decimal_digits(abs(value), 6)
    short = sign + _layout(digits, exponent, 6, 0, False)
    parsed = np.array(float(short), dtype=np.float64)
    if dtype != np.float64:
        with np.errstate(over="ignore", invalid="ignore"):
            parsed = parsed.astype(dtype)
    if int(parsed.view(f"u{dtype.itemsize}")) == bits:
        return short
    precision = precision_digits(element_type)
    digits, exponent = _decimal_digits(abs(value), precision)
    full = sign + _layout(digits, exponent, precision, 3, True)
    return full if "." in full else f"0x{bits:X}"


def _decimal_digits(value: float, digits: int) -> tuple[str, int]:
    """``value`` (> 0) as significant digits and a decimal exponent, rounded to ``digits``
    digits (see the module docstring)."""
    numerator, denominator = value.as_integer_ratio()
    exponent = 0
    if denominator > 1:
        shift = denominator.bit_length() - 1
        numerator *= 5 ** shift
        exponent = -shift
    bits_required = (digits * 196 + 58) // 59
    bits = numerator.bit_length()
    if bits > bits_required:
        removable = (bits - bits_required) * 59 // 196
        if removable:
            numerator //= 10 ** removable
            exponent += removable
    text = str(numerator)
    stripped = text.rstrip("0")
    exponent += len(text) - len(stripped)
    text = stripped
    if len(text) > digits:
        dropped = len(text) - digits
        kept = int(text[:digits])
        if text[digits] >= "5":
            kept += 1
        exponent += dropped
        text = str(kept)
        stripped = text.rstrip("0")
        exponent += len(text) - len(stripped)
        text = stripped
    return text, exponent


def _layout(digits: str, exponent: int, precision: int, max_padding: int, truncate_zero: bool) -> str:
    """Place the decimal point as APFloat::toString does (scientific or plain)."""
    count = len(digits)
    if max_padding == 0:
        scientific = True
    elif exponent >= 0:
        scientific = exponent > max_padding or count + exponent > precision
    else:
        leading = exponent + count - 1
        scientific = leading < 0 and -leading > max_padding
    if scientific:
        power = exponent + count - 1
        if truncate_zero:
            mantissa = digits[0] + "." + (digits[1:] or "0")
            power_text = str(abs(power))
        else:
            mantissa = digits[0] + "." + digits[1:].ljust(precision, "0")
            power_text = f"{abs(power):02d}"
        return f"{mantissa}{'E' if truncate_zero else 'e'}{'-' if power < 0 else '+'}{power_text}"
    if exponent >= 0:
        return digits + "0" * exponent
    whole = exponent + count
    if whole > 0:
        return digits[:whole] + "." + digits[whole:]
    return "0." + "0" * -whole + digits


# --- Whole arrays --------------------------------------------------------------------

FEW = 16
"""Up to this many values, one at a time is faster (the array form costs ~120 µs, then ~1.5 µs a value)."""
CHUNK = 1 << 16
"""Values per array pass (its temporaries take ~500 bytes a value)."""


def float_texts(bits: np.ndarray, element_type: str) -> np.ndarray:
    """The texts (an object array of ``str``) of the elements of ``element_type`` whose bit
    patterns are the unsigned integers ``bits`` (1-D)."""
    bits = np.ascontiguousarray(bits).reshape(-1)
    if len(bits) <= FEW:
        return np.array([float_text(b, element_type) for b in bits.tolist()], dtype=object)
    if len(bits) <= CHUNK:
        return array_texts(bits, element_type)
    return np.concatenate([array_texts(bits[start:start + CHUNK], element_type)
                           for start in range(0, len(bits), CHUNK)])


def array_texts(bits: np.ndarray, element_type: str) -> np.ndarray:
    """:func:`float_texts` with numpy, whatever the number of values."""
    dtype = ELEMENT_DTYPES[element_type]
    with np.errstate(invalid="ignore"):  # NaN payloads
        values = bits.view(dtype).astype(np.float64)  # exact: every element type fits in f64
    out = np.empty(len(values), dtype=object)
    finite = np.isfinite(values)
    regular = finite & (values != 0)
    hexed = ~finite
    if not regular.all():
        zero = finite & ~regular
        out[zero] = np.where(np.signbit(values[zero]), "-0.000000e+00", "0.000000e+00")
        values = values[regular]
    if len(values):
        sign = np.where(np.signbit(values), "-", "")
        lead, last, length, bit_length = _expansions(np.abs(values))
        six, power = _rounded(lead, last, length, bit_length, 6)
        parsed = _decimal_values(sign, six, power)
        if dtype != np.float64:
            with np.errstate(over="ignore", invalid="ignore"):
                parsed = parsed.astype(dtype)
        exact = parsed.view(bits.dtype) == bits[regular]
        texts = np.empty(len(values), dtype=object)
        if exact.any():
            texts[exact] = _six_digit_texts(sign[exact], six[exact], power[exact])
        if not exact.all():
            rest = ~exact
            precision = precision_digits(element_type)
            digits, power = _rounded(lead[rest], last[rest], length[rest], bit_length[rest], precision)
            texts[rest], dotted = _full_texts(sign[rest], digits, power, precision)
            rest[rest] = ~dotted
            hexed[regular] = rest
        out[regular] = texts
    if hexed.any():
        out[hexed] = list(map("0x%X".__mod__, bits[hexed].tolist()))
    return out


def _expansions(magnitude: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """For positive finite f64 values: the first :data:`_WIDTH` digits of the exact decimal
    expansion N (zero-padded), the decimal exponent of N's last digit, N's digit count and
    N's bit length (see the module docstring)."""
    fraction, binary_exponent = np.frexp(magnitude)
    significand = (fraction * 2.0 ** 53).astype(np.int64)
    low_bit = significand & -significand
    zeros = np.frexp(low_bit.astype(np.float64))[1] - 1
    odd = significand >> zeros
    q = binary_exponent.astype(np.int64) - 53 + zeros  # magnitude = odd * 2**q
    last = np.minimum(q, 0)  # N = magnitude * 10**-last

    text = "".join(map("%-31.24e".__mod__, magnitude.tolist())).encode("ascii")  # d.(24 digits)e±XX[X]
    codes = np.frombuffer(text, dtype=np.uint8).reshape(len(magnitude), 31).astype(np.int64) - 48
    lead = codes[:, 0] * _POW10[_WIDTH - 1] + codes[:, 2:_WIDTH + 1] @ _POW10[_WIDTH - 2::-1]
    power = codes[:, 28] * 10 + codes[:, 29]
    power = np.where(codes[:, 30] >= 0, power * 10 + codes[:, 30], power)  # a third digit (not a space)
    power = np.where(codes[:, 27] == ord("-") - 48, -power, power)
    length = power + 1 - last

    logarithm = np.log2(odd.astype(np.float64)) - last * np.log2(5.0)
    bit_length = np.where(q >= 0, binary_exponent, np.floor(logarithm).astype(np.int64) + 1)
    unsure = ((codes[:, _WIDTH + 1:26] == 0).all(axis=1) & (length > _FORMATTED)) | (
        (q < 0) & (np.abs(logarithm - np.rint(logarithm)) < 1e-6))
    for i in np.flatnonzero(unsure).tolist():
        numerator, denominator = float(magnitude[i]).as_integer_ratio()
        exact = numerator * 5 ** (denominator.bit_length() - 1)
        digits = str(exact)
        length[i], bit_length[i] = len(digits), exact.bit_length()
        lead[i] = int(digits[:_WIDTH].ljust(_WIDTH, "0"))
    return lead, last, length, bit_length


def _rounded(lead: np.ndarray, last: np.ndarray, length: np.ndarray, bit_length: np.ndarray,
             digits: int) -> tuple[np.ndarray, np.ndarray]:
    """APFloat's ``digits``-digit decimal of each value as (significand without trailing
    zeros, decimal exponent of its last digit)."""
    required = (digits * 196 + 58) // 59
    dropped = np.where(bit_length > required, (bit_length - required) * 59 // 196, 0)
    head = lead // _POW10[_WIDTH - digits]
    up = (length - dropped > digits) & ((lead // _POW10[_WIDTH - digits - 1]) % 10 >= 5)
    significand = head + up
    zeros = (significand[:, None] % _POW10[1:digits + 1] == 0).sum(axis=1)
    return significand // _POW10[zeros], last + length - digits + zeros


def _digit_count(values: np.ndarray) -> np.ndarray:
    """Decimal digits of non-negative integers below 10**18 (0 has one)."""
    return np.maximum(np.searchsorted(_POW10, values, side="right"), 1)


def _decimal_values(sign: np.ndarray, significand: np.ndarray, power: np.ndarray) -> np.ndarray:
    """The f64 nearest to each ``sign significand * 10**power``, as ``float`` parses it: one
    correctly rounded operation on exact operands where ``10**|power|`` is exact, else parsed."""
    near = np.abs(power) <= 22
    scale = _POW10F[np.minimum(np.abs(power), 22)]
    with np.errstate(over="ignore", under="ignore"):
        values = np.where(power >= 0, significand * scale, significand / scale)
    values = np.where(sign == "-", -values, values)
    if not near.all():
        far = np.flatnonzero(~near)
        values[far] = list(map(float, _six_digit_texts(sign[far], significand[far], power[far])))
    return values


def _six_digit_texts(sign: np.ndarray, significand: np.ndarray, power: np.ndarray) -> list[str]:
    """``[-]d.dddddde±XX``: six digits, a seventh always 0, exponent of at least two digits."""
    count = _digit_count(significand)
    scaled = significand * _POW10[7 - count]  # seven digits
    exponent = power + count - 1
    return _formatted("%s%d.%06de%s%02d", sign, scaled // 1_000_000, scaled % 1_000_000,
                      np.where(exponent < 0, "-", "+"), np.abs(exponent))


def _full_texts(sign: np.ndarray, significand: np.ndarray, power: np.ndarray,
                precision: int) -> tuple[np.ndarray, np.ndarray]:
    """APFloat's layout with up to three padding zeros: ``d.ddE±X`` when the point would be
    too far out, else plain digits (``0.00dd``, ``dd.dd``); and which texts have a point
    (plain integral ones print in hex instead)."""
    count = _digit_count(significand)
    leading = power + count - 1
    scientific = np.where(power >= 0, (power > 3) | (count + power > precision), (leading < 0) & (-leading > 3))
    texts = np.empty(len(sign), dtype=object)
    if scientific.any():
        k, scale = count[scientific], _POW10[count[scientific] - 1]
        texts[scientific] = _formatted("%s%d.%0*dE%s%d", sign[scientific], significand[scientific] // scale,
                                       np.maximum(k - 1, 1), significand[scientific] % scale,
                                       np.where(leading[scientific] < 0, "-", "+"), np.abs(leading[scientific]))
    plain = ~scientific & (power < 0)
    if plain.any():
        places = -power[plain]
        scale = _POW10[np.minimum(places, 18)]
        texts[plain] = _formatted("%s%d.%0*d", sign[plain], significand[plain] // scale, places,
                                  significand[plain] % scale)
    return texts, scientific | plain


def _formatted(template: str, *columns: np.ndarray) -> list[str]:
    """``template % row`` for each row of the columns (np.char.mod's operation, with
    several values per text)."""
    return list(map(template.__mod__, zip(*(column.tolist() for column in columns))))
