"""Transcendental ops give the C library's bits (interpreter/libm.py), pinned on inputs where
numpy's float64 functions give other bits (numpy 2.4 with AVX-512 against glibc 2.36; the
expected values are glibc's, computed once with ``math``). The reference interpreter calls
glibc on doubles and rounds once to the element type, so a result taken from numpy's float64
(no recomputation) differs here in the last bit (f64) or in the f32 rounding (power)."""
import platform

import numpy as np
import pytest

import stablehlo_translate as st

pytestmark = pytest.mark.skipif(platform.system() != "Linux" or platform.libc_ver()[0] != "glibc",
                                reason="the pinned bits are glibc's")

# op -> [(argument, glibc's result as float.hex)]; numpy's result differs by one ULP on each.
UNARY_F64 = {
    "exponential": [(15.3957, "0x1.28610e86380d1p+22"), (-16.5767, "0x1.0f834fa76960fp-24"),
                    (16.0156, "0x1.137239809215ap+23"), (14.386, "0x1.afeacba3cd8a0p+20")],
    "log": [(22.8762, "0x1.90a7054fe7b73p+1"), (467.88, "0x1.897c4d912525dp+2")],
    "tanh": [(1.74212, "0x1.e1858c4ae560dp-1"), (-1.56371, "-0x1.d50080a7aeeecp-1")],
    "exponential_minus_one": [(-1.86588, "-0x1.b0c34d68044dcp-1"), (3.37652, "0x1.c44cc0b5a0d26p+4")],
    "log_plus_one": [(3.77835, "0x1.90688cab6ee20p+0"), (1.8553, "0x1.0c96dbbfa453ep+0")],
    "tan": [(-2.53137, "0x1.660423ae71288p-1"), (0.818268, "0x1.116866c65da3ap+0")],
    "cbrt": [(-93.6932, "-0x1.22ae399c6f5c3p+2"), (-3.35724, "-0x1.7f53439fb2019p+0")],
}
BINARY_F64 = {
    "power": [(4.1835, -1.933, "0x1.0196370e9a1a7p-4"), (5.1892, 0.6542, "0x1.77dcb97b582f6p+1")],
    "atan2": [(-3.6936, -2.1305, "-0x1.0c07d2680dac7p+1"), (4.2583, 4.7158, "0x1.780b6e8608dabp-1")],
}
# f32 power where x**y lies within a double ULP of an f32 rounding midpoint near 1: glibc's
# double rounds to one f32, numpy's (one ULP off) to the other. (x bits, y bits, result bits)
POWER_F32 = [(0x3FC00117, 0xB39DD5B5, 0x3F800000), (0x3FC0042E, 0xB46CB72B, 0x3F7FFFFF)]


def _run(op: str, dtype: str, *columns: np.ndarray) -> np.ndarray:
    n = len(columns[0])
    t = f"tensor<{n}x{dtype}>"
    params = ", ".join(f"%a{i}: {t}" for i in range(len(columns)))
    operands = ", ".join(f"%a{i}" for i in range(len(columns)))
    program = (f"func.func @main({params}) -> {t} {{\n  %0 = stablehlo.{op} {operands} : {t}\n"
               f"  func.return %0 : {t}\n}}")
    (result,) = st.interpret(program, *columns)
    return result


@pytest.mark.parametrize("op", sorted(UNARY_F64))
def test_f64_unary_ops_give_glibcs_bits(op):
    xs = np.array([x for x, _ in UNARY_F64[op]], np.float64)
    assert [float(v).hex() for v in _run(op, "f64", xs)] == [bits for _, bits in UNARY_F64[op]]


@pytest.mark.parametrize("op", sorted(BINARY_F64))
def test_f64_binary_ops_give_glibcs_bits(op):
    rows = BINARY_F64[op]
    xs, ys = (np.array([row[i] for row in rows], np.float64) for i in (0, 1))
    assert [float(v).hex() for v in _run(op, "f64", xs, ys)] == [row[2] for row in rows]


def test_f32_power_rounds_glibcs_double_not_numpys():
    xs, ys = (np.array([row[i] for row in POWER_F32], np.uint32).view(np.float32) for i in (0, 1))
    assert _run("power", "f32", xs, ys).view(np.uint32).tolist() == [row[2] for row in POWER_F32]

