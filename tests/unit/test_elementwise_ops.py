"""Elementwise and conversion evaluators, called through the op table on the cases of
stablehlo-suite/interpret/<op>.mlir, for every element-type family."""
import ml_dtypes
import numpy as np
import pytest

import stablehlo_translate.interpreter.ops  # noqa: F401  (registers the rows)
from stablehlo_translate.interpreter.element import kind
from stablehlo_translate.optable import OP_TABLE
from stablehlo_translate.ir.types import TensorType, dtype_of

pytestmark = pytest.mark.filterwarnings("error")

_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def t(element_type: str, values) -> np.ndarray:
    """A tensor of ``element_type`` (0-d unless ``values`` is a list); strings "0x..." are
    bit patterns, pairs are complex (real, imag)."""
    dt = dtype_of(element_type)
    items = values if isinstance(values, list) else [values]
    out = np.empty(len(items), dt)
    for i, v in enumerate(items):
        out[i] = _element(v, dt)
    return out if isinstance(values, list) else out.reshape(())


def _element(v, dt: np.dtype) -> np.ndarray:
    if dt.kind == "c":
        part = np.dtype(np.float32 if dt == np.complex64 else np.float64)
        return np.array(complex(_element(v[0], part)[()], _element(v[1], part)[()]), dt)
    if isinstance(v, str):
        return np.array(int(v, 16), _UINT[dt.itemsize]).view(dt)
    return np.array(v).astype(dt)


def run(op: str, *operands, result: str | None = None, **attrs):
    row = OP_TABLE[f"stablehlo.{op}"]
    if row.wants_result_types:
        attrs["result_types"] = (TensorType(None, result),)
    return row.eval(*operands, **attrs)


def assert_matches(got: np.ndarray, want: np.ndarray):
    assert isinstance(got, np.ndarray), type(got)
    assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, got.shape, want.dtype, want.shape)
    if kind(want.dtype) in "biu":
        np.testing.assert_array_equal(got, want)
        return
    wide = np.complex128 if want.dtype.kind == "c" else np.float64
    g, w = got.astype(wide), want.astype(wide)
    rtol = 1e-2 if want.dtype.itemsize <= 2 else 1e-6 if want.dtype in (np.float32, np.complex64) else 1e-12
    for gp, wp in ((g.real, w.real), (g.imag, w.imag)) if wide is np.complex128 else ((g, w),):
        assert (np.isnan(gp) == np.isnan(wp)).all(), (got, want)
        ok = ~np.isnan(wp)
        np.testing.assert_allclose(gp[ok], wp[ok], rtol=rtol, atol=0)
        zero = ok & (wp == 0)
        assert (np.signbit(gp[zero]) == np.signbit(wp[zero])).all(), (got, want)


def test_every_row_has_an_evaluator():
    names = ["abs", "add", "and", "atan2", "cbrt", "ceil", "count_leading_zeros", "complex", "cosine",
             "divide", "exponential", "exponential_minus_one", "floor", "imag", "is_finite", "log",
             "log_plus_one", "logistic", "maximum", "minimum", "multiply", "negate", "not", "or",
             "popcnt", "power", "real", "remainder", "round_nearest_afz", "round_nearest_even", "rsqrt",
             "select", "shift_left", "shift_right_arithmetic", "shift_right_logical", "sign", "sine",
             "sqrt", "subtract", "tan", "tanh", "xor", "clamp", "compare", "convert",
             "bitcast_convert", "reduce_precision"]
    assert all(OP_TABLE[f"stablehlo.{n}"].eval is not None for n in names)


# add.mlir / subtract.mlir / multiply.mlir, integer families.
INT_ADD = [
    ("i2", [1, 0, -1, -2], [-1, 1, 1, 1], [0, 1, 0, -1], None, None),
    ("ui2", [0, 2], [1, 1], [1, 3], None, None),
    ("i4", [0, 1, 2, -3, 0], [-8, -1, 2, -3, 7], [-8, 0, 4, -6, 7], [-8, 2, 0, 0, -7], None),
    ("ui4", [0, 2], [15, 3], [15, 5], [1, 15], None),
    ("i8", [0, 1, 8, -9, 0], [-128, -1, 8, -9, 127], [-128, 0, 16, -18, 127], [-128, 2, 0, 0, -127], None),
    ("ui8", [0, 16], [255, 16], [255, 32], [1, 0], None),
    ("i16", [0, 1, 128, -129, 0], [-32768, -1, 128, -129, 32767], [-32768, 0, 256, -258, 32767],
     [-32768, 2, 0, 0, -32767], None),
    ("i32", [0, 1, 32768, -32769, 0], [-2**31, -1, 32768, -32769, 2**31 - 1],
     [-2**31, 0, 65536, -65538, 2**31 - 1], [-2**31, 2, 0, 0, -(2**31 - 1)], None),
    ("ui32", [0, 65536], [2**32 - 1, 65536], [2**32 - 1, 131072], [1, 0], None),
    ("i64", [0, 1, 2**31, -2**31 - 1, 0], [-2**63, -1, 2**31, -2**31 - 1, 2**63 - 1],
     [-2**63, 0, 2**32, -2**32 - 2, 2**63 - 1], [-2**63, 2, 0, 0, -(2**63 - 1)], None),
    ("ui64", [0, 2**32], [2**64 - 1, 2**32], [2**64 - 1, 2**33], [1, 0], None),
    ("i1", [False, False, True, True], [False, True, False, True], [False, True, True, True], None,
     [False, False, False, True]),
]


@pytest.mark.parametrize("ty,lhs,rhs,total,difference,product", INT_ADD, ids=[c[0] for c in INT_ADD])
def test_integer_add_subtract_multiply(ty, lhs, rhs, total, difference, product):
    x, y = t(ty, lhs), t(ty, rhs)
    assert_matches(run("add", x, y), t(ty, total))
    if difference is not None:
        assert_matches(run("subtract", x, y), t(ty, difference))
    if product is not None:
        assert_matches(run("multiply", x, y), t(ty, product))


def test_sub_byte_scalar_and_empty():
    assert_matches(run("add", t("i4", 2), t("i4", 3)), t("i4", 5))
    empty = np.zeros((2, 0, 3), ml_dtypes.int4)
    assert run("add", empty, empty).shape == (2, 0, 3)


FLOAT_ADD = [
    ("bf16", [0.0, -0.0, 1.0, 0.125, 0.1, 3.140625, "0x7F80", "0x7F80", "0xFF80", "0x7F80", "0x0001"],
     [0.0, -0.0, 7.0, 0.75, 0.3, 3.140625, 0.0, "0x7F80", "0xFF80", "0xFF80", "0x8001"],
     [0.0, -0.0, 8.0, 0.875, 0.400391, 6.28125, "0x7F80", "0x7F80", "0xFF80", "0x7FC0", 0.0]),
    ("f16", [0.0, -0.0, 1.0, 0.125, 0.1, 3.141, "0x7C00", "0x7C00", "0xFC00", "0x7C00", "0x0001"],
     [0.0, -0.0, 7.0, 0.75, 0.3, 3.141, 0.0, "0x7C00", "0xFC00", "0xFC00", "0x8001"],
     [0.0, -0.0, 8.0, 0.875, 0.399902, 6.28125, "0x7C00", "0x7C00", "0xFC00", "0x7E00", 0.0]),
    ("f32", [0.0, -0.0, 1.0, 0.125, 0.1, 3.14159265, "0x7F800000", "0x7F800000", "0xFF800000", "0x7F800000", "0x00000001"],
     [0.0, -0.0, 7.0, 0.75, 0.3, 3.14159265, 0.0, "0x7F800000", "0xFF800000", "0xFF800000", "0x80000001"],
     [0.0, -0.0, 8.0, 0.875, 0.4, 6.28318548, "0x7F800000", "0x7F800000", "0xFF800000", "0x7FC00000", 0.0]),
    ("f64", [0.0, -0.0, 1.0, 0.125, 0.1, 3.141592653589793, "0x7FF0000000000000", "0x7FF0000000000000",
             "0xFFF0000000000000", "0x7FF0000000000000", "0x0000000000000001"],
     [0.0, -0.0, 7.0, 0.75, 0.3, 3.141592653589793, 0.0, "0x7FF0000000000000", "0xFFF0000000000000",
      "0xFFF0000000000000", "0x8000000000000001"],
     [0.0, -0.0, 8.0, 0.875, 0.4, 6.283185307179586, "0x7FF0000000000000", "0x7FF0000000000000",
      "0xFFF0000000000000", "0x7FF8000000000000", 0.0]),
]


@pytest.mark.parametrize("ty,lhs,rhs,want", FLOAT_ADD, ids=[c[0] for c in FLOAT_ADD])
def test_float_add(ty, lhs, rhs, want):
    assert_matches(run("add", t(ty, lhs), t(ty, rhs)), t(ty, want))


@pytest.mark.parametrize("ty", ["complex<f32>", "complex<f64>"])
def test_complex_arithmetic(ty):
    x = t(ty, [(1.5, 2.5), (7.5, 5.5)])
    assert_matches(run("add", x, x), t(ty, [(3.0, 5.0), (15.0, 11.0)]))
    assert_matches(run("multiply", x, x), t(ty, [(-4.0, 7.5), (26.0, 82.5)]))
    assert_matches(run("negate", x), t(ty, [(-1.5, -2.5), (-7.5, -5.5)]))


def test_float_multiply_f16_bf16():
    lhs = [0.0, -0.0, 1.0, 0.125, "0x7C00", "0x7C00", "0x0001"]
    rhs = [0.0, -0.0, 7.0, 0.75, 0.0, "0xFC00", "0x8001"]
    assert_matches(run("multiply", t("f16", lhs), t("f16", rhs)),
                   t("f16", [0.0, 0.0, 7.0, 0.09375, "0x7E00", "0xFC00", -0.0]))
    assert_matches(run("subtract", t("bf16", [0.1, "0x0001"]), t("bf16", [0.3, "0x8001"])),
                   t("bf16", [-0.201172, 1.83671e-40]))


MAX_LHS = {"bf16": ["0xFF80", "0xFF80", -1.0, "0x8001", 0.0, 0.0, "0x0001", 1.0, "0x7F80", "0x7F80", "0x7FC0"],
           "f64": ["0xFFF0000000000000", "0xFFF0000000000000", -1.0, "0x8000000000000001", 0.0, 0.0,
                   "0x0000000000000001", 1.0, "0x7FF0000000000000", "0x7FF0000000000000", "0x7FF8000000000000"]}
MAX_RHS = {"bf16": ["0xFF80", -1.0, "0x8001", -0.0, -0.0, "0x0001", 1.0, "0x7F80", "0x7F80", "0xFF80", "0x7F80"],
           "f64": ["0xFFF0000000000000", -1.0, "0x8000000000000001", -0.0, -0.0, "0x0000000000000001", 1.0,
                   "0x7FF0000000000000", "0x7FF0000000000000", "0xFFF0000000000000", "0x7FF0000000000000"]}


@pytest.mark.parametrize("ty", ["bf16", "f64"])
def test_float_maximum_minimum(ty):
    x, y = t(ty, MAX_LHS[ty]), t(ty, MAX_RHS[ty])
    hi = [MAX_LHS[ty][0], -1.0, MAX_RHS[ty][2], -0.0, 0.0, MAX_RHS[ty][5], 1.0] + [MAX_LHS[ty][8]] * 3 + [MAX_LHS[ty][10]]
    lo = [MAX_LHS[ty][0], MAX_LHS[ty][0], -1.0, MAX_LHS[ty][3], -0.0, 0.0, MAX_LHS[ty][6], 1.0,
          MAX_LHS[ty][8], MAX_RHS[ty][9], MAX_LHS[ty][10]]
    assert_matches(run("maximum", x, y), t(ty, hi))
    assert_matches(run("minimum", x, y), t(ty, lo))


def test_integer_and_complex_maximum_minimum():
    assert_matches(run("maximum", t("i4", [0, 1, 2, -3, 0]), t("i4", [-8, -1, 2, -3, 7])), t("i4", [0, 1, 2, -3, 7]))
    assert_matches(run("minimum", t("ui64", [0, 2**32]), t("ui64", [2**64 - 1, 2**32])), t("ui64", [0, 2**32]))
    assert_matches(run("minimum", t("i1", [False, False, True, True]), t("i1", [False, True, False, True])),
                   t("i1", [False, False, False, True]))
    x = t("complex<f64>", [(1.5, 2.5), (1.5, 7.5), (0.0, 1.5), (0.0, 1.5)])
    y = t("complex<f64>", [(7.5, 1.5), (1.5, 2.5), (-0.0, 2.5), (0.0, 1.5)])
    assert_matches(run("maximum", x, y), t("complex<f64>", [(7.5, 1.5), (1.5, 7.5), (-0.0, 2.5), (0.0, 1.5)]))
    assert_matches(run("minimum", x, y), t("complex<f64>", [(1.5, 2.5), (1.5, 2.5), (0.0, 1.5), (0.0, 1.5)]))


def test_divide_remainder_power():
    lhs, rhs = t("i64", [17, -17, 17, -17]), t("i64", [3, 3, -3, -3])
    assert_matches(run("divide", lhs, rhs), t("i64", [5, -5, -5, 5]))
    assert_matches(run("remainder", lhs, rhs), t("i64", [2, -2, 2, -2]))
    ulhs, urhs = t("ui64", [17, 18, 19, 20]), t("ui64", [3, 4, 5, 7])
    assert_matches(run("divide", ulhs, urhs), t("ui64", [5, 4, 3, 2]))
    assert_matches(run("remainder", ulhs, urhs), t("ui64", [2, 2, 4, 6]))
    flhs, frhs = t("f64", [17.1, -17.1, 17.1, -17.1]), t("f64", [3.0, 3.0, -3.0, -3.0])
    assert_matches(run("divide", flhs, frhs), t("f64", [5.7, -5.7, -5.7, 5.7]))
    assert_matches(run("remainder", flhs, frhs), t("f64", [2.1000000000000014, -2.1000000000000014] * 2))
    c1, c2 = t("complex<f64>", [(1.5, 2.5), (7.5, 5.5)]), t("complex<f64>", [(2.5, 1.5), (5.5, 7.5)])
    assert_matches(run("divide", c1, c2), t("complex<f64>", [(0.88235294117647056, 0.4705882352941177),
                                                               (0.95375722543352603, -0.30057803468208094)]))
    assert_matches(run("power", t("i64", [-1, -1, -3, 1, -3, 0]), t("i64", [1, 0, -3, -3, 3, 2])),
                   t("i64", [-1, 1, 0, 1, -27, 0]))
    assert_matches(run("power", t("ui64", [0, 0, 1, 1, 5]), t("ui64", [0, 1, 0, 2, 5])), t("ui64", [1, 0, 1, 1, 3125]))
    assert_matches(run("power", t("f64", [-2.0, -0.0, -36.0, 5.0, 3.0, 10000.0]), t("f64", [2.0, 2.0, 1.1, 2.0, -1.0, 10.0])),
                   t("f64", [4.0, 0.0, "0xFFF8000000000000", 25.0, 0.3333333333333333, 1e40]))
    assert_matches(run("power", c1, c2), t("complex<f64>", [(-1.5679313814305016, -2.6674775446623613),
                                                              (392.89270835580857, 1801.8249193362644)]))


def test_bitwise_families():
    assert_matches(run("and", t("i4", [7, -8, -8]), t("i4", [0, 7, -8])), t("i4", [0, 0, -8]))
    assert_matches(run("or", t("i4", [7, -8, -8]), t("i4", [0, 7, -8])), t("i4", [7, -1, -8]))
    assert_matches(run("xor", t("ui64", [0, 2**63 - 1, 2**64 - 1]), t("ui64", [2**64 - 1] * 3)),
                   t("ui64", [2**64 - 1, 2**63, 0]))
    assert_matches(run("xor", t("i1", [False, True]), t("i1", [True, True])), t("i1", [True, False]))
    assert_matches(run("not", t("ui4", [0, 7, 15])), t("ui4", [15, 8, 0]))
    assert_matches(run("not", t("i64", [2**63 - 1, -2**63, 0])), t("i64", [-2**63, 2**63 - 1, -1]))
    assert_matches(run("not", t("i1", True)), t("i1", False))
    assert_matches(run("negate", t("ui8", [0, 16, 255])), t("ui8", [0, 240, 1]))
    assert_matches(run("negate", t("i4", [-8, -1, 0, 1, 7])), t("i4", [-8, 1, 0, -1, -7]))
    assert_matches(run("shift_left", t("i64", [-1, 0, 1]), t("i64", [1, 2, 3])), t("i64", [-2, 0, 8]))
    assert_matches(run("shift_right_arithmetic", t("i64", [-1, 0, 8]), t("i64", [1, 2, 3])), t("i64", [-1, 0, 1]))
    assert_matches(run("shift_right_logical", t("i64", [-1, 0, 8]), t("i64", [1, 2, 3])), t("i64", [2**63 - 1, 0, 1]))
    assert_matches(run("count_leading_zeros", t("i64", [0, 1, 128, -1])), t("i64", [64, 63, 56, 0]))
    assert_matches(run("popcnt", t("i64", [0, 1, 2, 127])), t("i64", [0, 1, 1, 7]))
    assert_matches(run("popcnt", t("ui4", [15, 8])), t("ui4", [4, 1]))


def test_float_unary_families():
    bf = [0.0, -0.0, 1.0, 0.125, 0.1, 3.140630, "0x7F80", "0xFF80", "0x7FFF", "0x0001", "0x8001"]
    assert_matches(run("cosine", t("bf16", bf)), t("bf16", [1.0, 1.0, 0.539063, 0.992187, 0.996093, -1.0, "0xFFC0", "0xFFC0",
                                                           "0x7FFF", 1.0, 1.0]))
    assert_matches(run("sine", t("bf16", bf)), t("bf16", [0.0, -0.0, 0.839843, 0.124512, 0.100098, 9.68933e-04, "0xFFC0",
                                                         "0xFFC0", "0x7FFF", 9.18355e-41, -9.18355e-41]))
    assert_matches(run("tanh", t("bf16", bf)), t("bf16", [0.0, -0.0, 0.761718, 0.124512, 0.0996093, 0.996093, 1.0, -1.0,
                                                         "0x7FFF", 9.18355e-41, -9.18355e-41]))
    assert_matches(run("negate", t("bf16", bf)), t("bf16", [-0.0, 0.0, -1.0, -0.125, -0.100098, -3.14063, "0xFF80", "0x7F80",
                                                           "0xFFFF", -9.18355e-41, 9.18355e-41]))
    f16 = [0.0, -0.0, 1.0, 0.125, 0.1, 3.140630, "0x7C00", "0xFC00", "0x7FFF", "0x0001", "0x8001"]
    assert_matches(run("sine", t("f16", f16)), t("f16", [0.0, -0.0, 0.841308, 0.124695, 0.0997924, 9.67502e-04, "0xFE00",
                                                        "0xFE00", "0x7FFF", 5.96046e-08, -5.96046e-08]))
    f32 = [0.0, -0.0, 1.0, 0.125, 0.1, 3.14159274, "0x7F800000", "0xFF800000", "0x7FFFFFFF", "0x00000001", "0x80000001"]
    assert_matches(run("cosine", t("f32", f32)), t("f32", [1.0, 1.0, 0.540302277, 0.992197692, 0.995004177, -1.0,
                                                          "0xFFC00000", "0xFFC00000", "0x7FFFFFFF", 1.0, 1.0]))
    assert_matches(run("tan", t("f64", [0.0, 1.57079632, 3.14159265, 4.71238898])),
                   t("f64", [0.0, 147169271.76124874, -3.5897930298416118E-9, 2599497068.2695704]))
    assert_matches(run("exponential", t("f64", [0.0, 1.0, 2.0, 3.0])),
                   t("f64", [1.0, 2.7182818284590451, 7.3890560989306504, 20.085536923187668]))
    assert_matches(run("log", t("f64", [1.0, 2.0, 3.0, 4.0])),
                   t("f64", [0.0, 0.69314718055994529, 1.0986122886681098, 1.3862943611198906]))
    assert_matches(run("log_plus_one", t("f64", [0.0, -0.999, 7.0, 15.0])),
                   t("f64", [0.0, -6.907755278982137, 2.0794415416798357, 2.772588722239781]))
    assert_matches(run("exponential_minus_one", t("f64", [0.0, 1.0])), t("f64", [0.0, 1.7182818284590451]))
    assert_matches(run("rsqrt", t("f64", [1.0, 4.0, 9.0, 25.0])), t("f64", [1.0, 0.5, 0.3333333333333333, 0.2]))
    assert_matches(run("sqrt", t("f64", [0.0, 1.0, 4.0, 9.0])), t("f64", [0.0, 1.0, 2.0, 3.0]))
    assert_matches(run("cbrt", t("f64", [0.0, 1.0, 8.0, 27.0])), t("f64", [0.0, 1.0, 2.0, 3.0]))
    assert_matches(run("logistic", t("f64", [1.0, 2.0])), t("f64", [0.7310585786300049, 0.8807970779778823]))
    ceil_in = [-2.5, "0x8001", -0.0, 0.0, "0x0001", 2.5, "0x7C00", "0x7E00"]
    assert_matches(run("ceil", t("f16", ceil_in)), t("f16", [-2.0, -0.0, -0.0, 0.0, 1.0, 3.0, "0x7C00", "0x7E00"]))
    assert_matches(run("floor", t("f16", ceil_in)), t("f16", [-3.0, -1.0, -0.0, 0.0, 0.0, 2.0, "0x7C00", "0x7E00"]))
    rounding = t("f64", [-2.5, 0.4, 0.5, 0.6, 2.5])
    assert_matches(run("round_nearest_afz", rounding), t("f64", [-3.0, 0.0, 1.0, 1.0, 3.0]))
    assert_matches(run("round_nearest_even", rounding), t("f64", [-2.0, 0.0, 0.0, 1.0, 2.0]))
    assert_matches(run("is_finite", t("f64", ["0xFFF0000000000000", "0x7FF0000000000000", "0x7FF8000000000000", -10.0, -0.0])),
                   t("i1", [False, False, False, True, True]))
    assert_matches(run("abs", t("f64", [23.1, -23.1, -0.0])), t("f64", [23.1, 23.1, 0.0]))
    assert_matches(run("abs", t("i64", [-2, 0, 2])), t("i64", [2, 0, 2]))
    assert_matches(run("sign", t("f64", ["0x7FFFFFFFFFFFFFFF", -1.0, -0.0, 0.0, 1.0])),
                   t("f64", ["0x7FFFFFFFFFFFFFFF", -1.0, -0.0, 0.0, 1.0]))
    assert_matches(run("sign", t("i64", [-1, 0, 1])), t("i64", [-1, 0, 1]))
    assert_matches(run("atan2", t("f64", [0.0, 1.0, -1.0]), t("f64", [0.0, 0.0, 0.0])),
                   t("f64", [0.0, 1.5707963267948966, -1.5707963267948966]))


def test_complex_unary_families():
    c = "complex<f64>"
    assert_matches(run("cosine", t(c, [(1.5, 2.5), (3.5, 4.5)])),
                   t(c, [(0.43378099760770306, -6.0350486377665726), (-42.153773835602316, 15.786301507647636)]))
    assert_matches(run("tanh", t("complex<f32>", [(1.5, 2.5), (3.5, 4.5)])),
                   t("complex<f32>", [(0.967786788, -0.0926378369), (1.00166273, 7.52857188E-4)]))
    assert_matches(run("exponential", t(c, (1.0, 2.0))), t(c, (-1.1312043837568135, 2.4717266720048188)))
    assert_matches(run("log", t(c, (1.0, 2.0))), t(c, (0.80471895621705025, 1.1071487177940904)))
    assert_matches(run("exponential_minus_one", t(c, [(1.0, 2.0), (2.0, 1.0), (0.0, 0.0)])),
                   t(c, [(-2.13120438375681363, 2.47172667200481892), (2.99232404844127142, 6.21767631236796820), (0.0, 0.0)]))
    assert_matches(run("log_plus_one", t(c, [(1.0, 2.0), (2.0, 1.0), (0.0, 0.0)])),
                   t(c, [(1.03972077083991, 0.78539816339744), (1.15129254649702, 0.32175055439664), (0.0, 0.0)]))
    assert_matches(run("logistic", t(c, (1.0, 2.0))), t(c, (1.02141536417218054, 0.40343870608154248)))
    assert_matches(run("rsqrt", t(c, [(-1.0, 0.0), (3.0, 4.0)])), t(c, [(0.0, -1.0), (0.4, -0.2)]))
    assert_matches(run("sqrt", t(c, [(-1.0, 0.0), (3.0, 4.0)])), t(c, [(0.0, 1.0), (2.0, 1.0)]))
    assert_matches(run("cbrt", t(c, (3.0, 4.0))), t(c, (1.6289371459221759, 0.5201745023045458)))
    assert_matches(run("abs", t(c, (3.0, 4.0))), t("f64", 5.0))
    assert_matches(run("sign", t(c, [("0x7FF0000000000001", 0.0), (0.0, "0x7FF0000000000001"), (0.0, 0.0), (0.0, 1.0)])),
                   t(c, [("0x7FF8000000000000", "0x7FF8000000000000")] * 2 + [(0.0, 0.0), (0.0, 1.0)]))
    assert_matches(run("atan2", t(c, [(1.0, 0.0), (-1.0, 0.0)]), t(c, [(0.0, 0.0), (0.0, 0.0)])),
                   t(c, [(1.5707963267948966, -0.0), (-1.5707963267948966, 0.0)]))
    assert_matches(run("real", t(c, [(1.0, 2.0), (3.0, 4.0)])), t("f64", [1.0, 3.0]))
    assert_matches(run("imag", t(c, [(1.0, 2.0), (3.0, 4.0)])), t("f64", [2.0, 4.0]))
    assert_matches(run("imag", t("f64", [1.0, 2.0])), t("f64", [0.0, 0.0]))
    assert_matches(run("complex", t("f64", [1.0, 3.0]), t("f64", [2.0, 4.0])), t(c, [(1.0, 2.0), (3.0, 4.0)]))


def test_select_and_clamp():
    on_true, on_false = t("i64", [2, 3, -1]), t("i64", [3, 7, -3])
    assert_matches(run("select", t("i1", [True, False, True]), on_true, on_false), t("i64", [2, 7, -1]))
    assert_matches(run("select", t("i1", False), on_true, on_false), on_false)
    operand = t("i64", [2, 3, -1])
    assert_matches(run("clamp", t("i64", [1, 5, -5]), operand, t("i64", [3, 7, -3])), t("i64", [2, 5, -3]))
    assert_matches(run("clamp", t("i64", 0), operand, t("i64", [1, 1, 4])), t("i64", [1, 1, 0]))
    assert_matches(run("clamp", t("i64", 0), operand, t("i64", 1)), t("i64", [1, 1, 0]))


F64_LHS = ["0xFFF0000000000001", "0xFFF0000000000001", "0xFFF0000000000000", "0xFFF0000000000000", -2.0, -2.0,
           "0x8000000000000000", "0x8000000000000000", 0.0, 1.0, 2.0, "0x7FF0000000000000", "0x7FF0000000000001",
           "0x7FF0000000000001"]
F64_RHS = ["0xFFF0000000000001", "0x7FF0000000000001", "0xFFF0000000000000", "0x7FF0000000000000", -2.0, -1.0,
           "0x8000000000000000", 0.0, 0.0, 2.0, 2.0, "0x7FF0000000000000", "0x7FF0000000000001", "0x7FFFFFFFFFFFFFFF"]
F64_COMPARE = {
    "EQ": "00101011101100", "NE": "11010100010011", "GE": "00101011101100",
    "GT": "00000000000000", "LE": "00111111111100", "LT": "00010100010000",
}


@pytest.mark.parametrize("direction", sorted(F64_COMPARE))
def test_compare_float(direction):
    want = t("i1", [c == "1" for c in F64_COMPARE[direction]])
    got = run("compare", t("f64", F64_LHS), t("f64", F64_RHS), comparison_direction=direction, compare_type="FLOAT")
    assert_matches(got, want)
    assert_matches(run("compare", t("f64", F64_LHS), t("f64", F64_RHS), comparison_direction=direction), want)


@pytest.mark.parametrize("direction,si,ui,i1", [
    ("EQ", [1, 0, 1, 0, 1], [1, 0], [1, 0, 0, 1]), ("NE", [0, 1, 0, 1, 0], [0, 1], [0, 1, 1, 0]),
    ("GE", [1, 1, 1, 1, 1], [1, 1], [1, 1, 0, 1]), ("GT", [0, 1, 0, 1, 0], [0, 1], [0, 1, 0, 0]),
    ("LE", [1, 0, 1, 0, 1], [1, 0], [1, 0, 1, 1]), ("LT", [0, 0, 0, 0, 0], [0, 0], [0, 0, 1, 0]),
])
def test_compare_integers(direction, si, ui, i1):
    got = run("compare", t("i64", [-2, -1, 0, 2, 2]), t("i64", [-2, -2, 0, 1, 2]),
              comparison_direction=direction, compare_type="SIGNED")
    assert_matches(got, t("i1", [bool(v) for v in si]))
    got = run("compare", t("ui64", [0, 1]), t("ui64", [0, 0]), comparison_direction=direction, compare_type="UNSIGNED")
    assert_matches(got, t("i1", [bool(v) for v in ui]))
    got = run("compare", t("i1", [True, True, False, False]), t("i1", [True, False, True, False]),
              comparison_direction=direction, compare_type=None)
    assert_matches(got, t("i1", [bool(v) for v in i1]))


def test_compare_complex():
    nan = "0x7FF0000000000001"
    x = t("complex<f64>", [(nan, 0.0), (0.0, nan), (-0.0, 0.0), (2.0, 2.0)])
    y = t("complex<f64>", [(nan, -0.0), (-0.0, nan), (0.0, 0.0), (2.0, 1.0)])
    assert_matches(run("compare", x, y, comparison_direction="EQ"), t("i1", [False, False, True, False]))
    assert_matches(run("compare", x, y, comparison_direction="NE", compare_type="FLOAT"), t("i1", [True, True, False, True]))


CONVERT = [
    ("i1", [True, False], "i64", [1, 0]), ("i1", [True, False], "ui64", [1, 0]),
    ("i1", [True, False], "f64", [1.0, 0.0]), ("i1", [True, False], "complex<f64>", [(1.0, 0.0), (0.0, 0.0)]),
    ("i1", [True, False], "i1", [True, False]), ("i64", [-1, 0, 1], "i1", [True, False, True]),
    ("i4", [0, 1], "ui64", [0, 1]), ("i64", [-1, 0, 1], "f64", [-1.0, 0.0, 1.0]),
    ("i4", [-1, 0, 1], "complex<f64>", [(-1.0, 0.0), (0.0, 0.0), (1.0, 0.0)]),
    ("ui64", [0, 1], "i1", [False, True]), ("ui64", [0, 1], "i64", [0, 1]), ("ui4", [0, 1], "ui64", [0, 1]),
    ("ui4", [0, 1], "complex<f64>", [(0.0, 0.0), (1.0, 0.0)]), ("f64", [-1.0, 0.0, 1.0], "i1", [True, False, True]),
    ("f64", [-1.0, 0.0, 1.0], "i64", [-1, 0, 1]), ("f64", [0.0, 1.0], "ui64", [0, 1]),
    ("f64", [-1.0, 0.0, 1.0], "complex<f64>", [(-1.0, 0.0), (0.0, 0.0), (1.0, 0.0)]),
    ("complex<f64>", [(-1.0, 0.0), (0.0, 1.0), (1.0, 0.0)], "i1", [True, False, True]),
    ("complex<f64>", [(-1.0, 0.0), (0.0, 1.0), (1.0, 0.0)], "i64", [-1, 0, 1]),
    ("complex<f64>", [(-1.0, 0.0), (0.0, 1.0), (1.0, 0.0)], "f64", [-1.0, 0.0, 1.0]),
    ("complex<f64>", [(1.5, 2.5)], "complex<f32>", [(1.5, 2.5)]),
    ("f32", [1.5, -2.75, 448.0], "f8E4M3FN", [1.5, -2.75, 448.0]), ("f8E5M2", [1.5, -0.0], "bf16", [1.5, -0.0]),
    ("bf16", [2.5, -2.5], "i8", [2, -2]), ("f64", [0.1], "f16", [0.0999756]),
    ("i2", [-2, 1], "f4E2M1FN", [-2.0, 1.0]), ("f6E3M2FN", [1.25], "f64", [1.25]),
]


@pytest.mark.parametrize("src,values,dst,want", CONVERT, ids=[f"{c[0]}->{c[2]}" for c in CONVERT])
def test_convert(src, values, dst, want):
    assert_matches(run("convert", t(src, values), result=dst), t(dst, want))


def test_bitcast_convert():
    bits = [bool(int(c)) for c in "1111011110110011110101011001000111100110101000101100010010000000"]
    assert_matches(run("bitcast_convert", t("i1", bits), result="i64"), t("i64", 0x0123456789ABCDEF))
    assert_matches(run("bitcast_convert", t("i64", 0x0123456789ABCDEF), result="i1"), t("i1", bits))
    assert_matches(run("bitcast_convert", t("i64", 0x0123456789ABCDEF), result="f64"), t("f64", "0x0123456789ABCDEF"))
    c = t("complex<f64>", ("0x0123456789ABCDEF", "0x0000000011111111"))
    assert_matches(run("bitcast_convert", c, result="complex<f32>"),
                   t("complex<f32>", [("0x89ABCDEF", "0x01234567"), ("0x11111111", "0x00000000")]))
    assert_matches(run("bitcast_convert", t("ui8", [0x12, 0xF4]), result="i4").reshape(-1), t("i4", [2, 1, 4, -1]))
    assert_matches(run("bitcast_convert", t("i4", [2, 1, 4, -1]).reshape(2, 2), result="ui8"), t("ui8", [0x12, 0xF4]))
    assert_matches(run("bitcast_convert", t("f4E2M1FN", [1.5, -1.5]), result="i4"), t("i4", [3, -5]))


def test_reduce_precision():
    x = t("f64", ["0x7FF0000000000000", "0x7FFFFFFFFFFFFFFF", "0x0000000000000001", 0.0, 65505.0, 65520.0])
    want = t("f64", ["0x7FF0000000000000", "0x7FFFFFFFFFFFFFFF", 0.0, 0.0, 65504.0, "0x7FF0000000000000"])
    assert_matches(run("reduce_precision", x, exponent_bits=5, mantissa_bits=10), want)
    got = run("reduce_precision", t("f64", "0x7FFFFFFFFFFFFFFF"), exponent_bits=5, mantissa_bits=0)
    assert got.shape == () and got.view(np.uint64) == 0x7FF0000000000000
    f32 = t("f32", [1.00390625, 1.01171875, -3e38, 1e-39])  # to bfloat16's format: ties to even
    assert_matches(run("reduce_precision", f32, exponent_bits=8, mantissa_bits=7), f32.astype(ml_dtypes.bfloat16).astype(np.float32))
    assert_matches(run("reduce_precision", t("bf16", [1.00390625, 70000.0]), exponent_bits=5, mantissa_bits=2),
                   t("bf16", [1.0, "0x7F80"]))
