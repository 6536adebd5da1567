"""float_text's array form against its one-value port of LLVM's APFloat::toString (the code
that printed every float before the array form): byte-identical texts over every float type."""
import math

import ml_dtypes
import numpy as np
import pytest

from stablehlo_translate.ir.float_text import CHUNK, array_texts, float_text, float_texts
from stablehlo_translate.printing.results import format_value
from stablehlo_translate.ir.types import ELEMENT_DTYPES, TensorType, dtype_of


# --- The comparison ----------------------------------------------------------------

FLOAT_TYPES = [name for name in ELEMENT_DTYPES if name.startswith("f") or name == "bf16"]


def special_values(dtype: np.dtype) -> np.ndarray:
    """Zeros, infinities, NaN, the extremes, subnormals, powers of two and ten, short and
    long decimals, integral values around the hex threshold, and their neighbours."""
    info = ml_dtypes.finfo(dtype)
    base = [0.0, -0.0, math.inf, -math.inf, math.nan, float(info.max), float(info.tiny),
            float(info.smallest_subnormal), float(info.eps), 0.1, 0.2, 0.3, 0.7, 0.9, 1 / 3, 2 / 3, 0.5,
            1.0, 1.5, 2.5, 3.14, 6.283185307179586, 1e-5, 1e-7, 123456.0, 999999.0, 1234567.0, 9999995.0,
            999999.5, 1e6, 1e7, 1e15, 1e16, 1e17, 1e21, 1e22, 1e23, 2.0 ** 53, 2.0 ** 60 + 2 ** 8, 5e-324,
            2.2250738585072014e-308, 1.7976931348623157e308, 0.015625, 65504.0, 0.0025660674945980895]
    base += [10.0 ** k for k in range(-320, 309)] + [2.0 ** k for k in range(-1074, 1024, 7)]
    base += [d * 10.0 ** k for d in (1.5, 2.5, 9.5, 9.99999, 9.999995, 5.24288, 1.048576) for k in range(-30, 30)]
    with np.errstate(over="ignore", invalid="ignore"):
        values = np.array(base + [-v for v in base], dtype=np.float64).astype(dtype)
    unsigned = f"u{dtype.itemsize}"
    bits = values.view(unsigned)
    neighbours = np.concatenate([bits, bits + np.array(1, unsigned), bits - np.array(1, unsigned)])
    return neighbours


def all_or_random_bits(dtype: np.dtype, count: int, seed: int) -> np.ndarray:
    unsigned = np.dtype(f"u{dtype.itemsize}")
    if dtype.itemsize <= 2:
        return np.arange(2 ** (8 * dtype.itemsize), dtype=unsigned)
    rng = np.random.default_rng(seed)
    random_bits = rng.integers(0, 2 ** (8 * dtype.itemsize), count, dtype=unsigned, endpoint=False)
    normals = rng.standard_normal(count) * 10.0 ** rng.integers(-8, 9, count)
    return np.concatenate([random_bits, normals.astype(dtype).view(unsigned)])


@pytest.mark.parametrize("element_type", FLOAT_TYPES)
def test_every_float_type_matches_the_reference(element_type):
    dtype = dtype_of(element_type)
    bits = np.unique(np.concatenate([special_values(dtype), all_or_random_bits(dtype, 3000, len(element_type))]))
    if dtype.itemsize == 1 and ml_dtypes.finfo(dtype).bits < 8:  # sub-byte types: only the defined patterns
        bits = bits[bits < 2 ** ml_dtypes.finfo(dtype).bits]
    got = array_texts(bits, element_type)
    expected = [float_text(int(b), element_type) for b in bits.tolist()]
    mismatched = [(hex(b), g, e) for b, g, e in zip(bits.tolist(), got.tolist(), expected) if g != e]
    assert not mismatched, mismatched[:10]


def test_long_expansions_and_near_ties_match_the_reference():
    """Values whose 7 digits after the 18th are zeros or nines (the exact-integer fallback),
    and values whose digit 7 or 18 is a 5 followed by zeros (half-up against truncation)."""
    rng = np.random.default_rng(7)
    texts = [f"{rng.integers(1, 10)}.{rng.integers(0, 10 ** 16):016d}{tail}e{rng.integers(-300, 300)}"
             for tail in ("0000000", "9999999", "5", "50000001", "4999999") for _ in range(300)]
    texts += [f"{rng.integers(100000, 999999)}5e{rng.integers(-30, 30)}" for _ in range(500)]
    values = np.array([float(t) for t in texts] + [1.0000000195629667e+30])
    # the last: exactly 1000000019562966749999999746048, whose %.24e rounding carries into digit 18
    bits = np.unique(np.concatenate([values, np.nextafter(values, 0), np.nextafter(values, np.inf)]).view(np.uint64))
    got = array_texts(bits, "f64")
    expected = [float_text(int(b), "f64") for b in bits.tolist()]
    assert got.tolist() == expected


@pytest.mark.parametrize("element_type", ["f32", "f64", "bf16", "f8E4M3FN"])
def test_complex_and_dense_forms_use_the_same_texts(element_type):
    dtype = dtype_of(element_type)
    parts = special_values(dtype)[:60].view(dtype)
    if element_type in ("f32", "f64"):
        array = np.stack([parts[:30], parts[30:]], axis=1).reshape(-1).view(
            np.complex64 if element_type == "f32" else np.complex128)
        text = format_value(array, TensorType((30,), f"complex<{element_type}>"), dense=True)
        real = [float_text(int(b), element_type) for b in parts[:30].view(f"u{dtype.itemsize}").tolist()]
        imag = [float_text(int(b), element_type) for b in parts[30:].view(f"u{dtype.itemsize}").tolist()]
        assert text == ("dense<[" + ", ".join(f"({r},{i})" for r, i in zip(real, imag))
                        + f"]> : tensor<30xcomplex<{element_type}>>")
        text = format_value(array, TensorType((30,), f"complex<{element_type}>"))
        assert text == (f"tensor<30xcomplex<{element_type}>> {{\n  ["
                        + ", ".join(f"[{r}, {i}]" for r, i in zip(real, imag)) + "]\n}")
    array = parts.reshape(6, 10)
    expected = [[float_text(int(b), element_type) for b in row] for row in
                array.view(f"u{dtype.itemsize}").tolist()]
    text = format_value(array, TensorType((6, 10), element_type))
    assert text == f"tensor<6x10x{element_type}> {{\n  [\n" + ",\n".join(
        "    [" + ", ".join(row) + "]" for row in expected) + "\n  ]\n}"
    dense = format_value(array, TensorType((6, 10), element_type), dense=True)
    if len(set(array.view(f"u{dtype.itemsize}").reshape(-1).tolist())) > 1:
        assert dense == "dense<[" + ", ".join("[" + ", ".join(row) + "]" for row in expected) + \
            f"]> : tensor<6x10x{element_type}>"


def test_long_arrays_are_formatted_in_chunks_with_the_same_texts():
    bits = (np.arange(CHUNK + 40, dtype=np.uint32) * 40503) ^ np.uint32(0x3F000000)  # f32 patterns across binades
    texts = float_texts(bits, "f32")
    assert len(texts) == len(bits)
    edge = slice(CHUNK - 20, CHUNK + 20)
    assert texts[edge].tolist() == [float_text(int(b), "f32") for b in bits[edge].tolist()]
    assert float_texts(bits[:5], "f32").tolist() == array_texts(bits[:5], "f32").tolist()  # the few, one at a time


@pytest.mark.parametrize("bits, element_type, text", [
    (0x3F800001, "f32", "1.00000012"),  # the next f32 after 1: nine digits read it back
    (0x3FF0000000000001, "f64", "1.0000000000000002"),  # seventeen for f64
    (0x3DCCCCCD, "f32", "1.000000e-01"),  # six digits when they identify the value
    (0xC0008B4C, "f32", "-2.00850201"),
])
def test_values_six_digits_do_not_identify_print_with_enough_digits_to_read_back(bits, element_type, text):
    assert float_text(bits, element_type) == text
