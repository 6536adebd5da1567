"""One table row per element-type rule numpy gets wrong (stablehlo_translate/interpreter/element.py).

Each row's inputs are chosen so that numpy's default gives a different answer.
"""
import ml_dtypes
import numpy as np
import pytest

from stablehlo_translate.interpreter import element as el
from stablehlo_translate.interpreter.ops.conversion import convert_array

pytestmark = pytest.mark.filterwarnings("error")  # no numpy warning may leak

I4, U2, I2, U4 = ml_dtypes.int4, ml_dtypes.uint2, ml_dtypes.int2, ml_dtypes.uint4
BF16 = ml_dtypes.bfloat16
MIN64 = np.iinfo(np.int64).min


def a(values, dtype):
    if np.dtype(dtype) == np.uint64:  # numpy cannot mix 0 and 2**64 - 1 in one literal
        return np.array(values, dtype=object).astype(np.uint64)
    return np.array(values, dtype=dtype)


RULES = [
    # (name, function, operands, expected)
    ("divide truncates toward zero", el.divide, (a([-17, 17], np.int64), a([3, -3], np.int64)), a([-5, -5], np.int64)),
    ("remainder has the dividend's sign", el.remainder, (a([-17, 17], np.int32), a([3, -3], np.int32)), a([-2, 2], np.int32)),
    ("x / 0 is -1 (all ones)", el.divide, (a([7, -7], np.int8), a([0, 0], np.int8)), a([-1, -1], np.int8)),
    ("unsigned x / 0 is max", el.divide, (a([7], np.uint64), a([0], np.uint64)), a([2**64 - 1], np.uint64)),
    ("x % 0 is x", el.remainder, (a([7, -7], np.int16), a([0, 0], np.int16)), a([7, -7], np.int16)),
    ("MIN / -1 is MIN", el.divide, (a([MIN64], np.int64), a([-1], np.int64)), a([MIN64], np.int64)),
    ("MIN % -1 is 0", el.remainder, (a([MIN64], np.int64), a([-1], np.int64)), a([0], np.int64)),
    ("sub-byte MIN / -1 wraps", el.divide, (a([-8], I4), a([-1], I4)), a([-8], I4)),
    ("float remainder is fmod", el.remainder, (a([-7.5], np.float64), a([2.0], np.float64)), a([-1.5], np.float64)),
    ("integer power, negative exponent", el.power, (a([2, 1, -1, -1, 0], np.int32), a([-1, -5, -3, -2, -1], np.int32)),
     a([0, 1, -1, 1, 0], np.int32)),
    ("integer power wraps", el.power, (a([2], np.int8), a([7], np.int8)), a([-128], np.int8)),
    ("round_nearest_afz: ties away", el.round_nearest_afz, (a([2.5, -2.5, 0.5, -0.4], np.float64),), a([3.0, -3.0, 1.0, -0.0], np.float64)),
    ("round_nearest_afz: 0.49999999999999994", el.round_nearest_afz, (a([0.49999999999999994], np.float64),), a([0.0], np.float64)),
    ("shift_left by >= width is 0", el.shift_left, (a([1, 1, 1], np.int64), a([64, 65, -1], np.int64)), a([0, 0, 0], np.int64)),
    ("shift_right_logical by >= width is 0", el.shift_right_logical, (a([-1], np.int32), a([32], np.int32)), a([0], np.int32)),
    ("shift_right_arithmetic by >= width fills the sign", el.shift_right_arithmetic, (a([-8, 8], np.int64), a([70, 70], np.int64)),
     a([-1, 0], np.int64)),
    ("shift_right_logical of a negative", el.shift_right_logical, (a([-1], np.int8), a([1], np.int8)), a([127], np.int8)),
    ("sub-byte shift_left wraps", el.shift_left, (a([3], I4), a([2], I4)), a([-4], I4)),
    ("i1 add is OR", el.add, (a([True, True, False], bool), a([True, False, False], bool)), a([True, True, False], bool)),
    ("i1 multiply is AND", el.multiply, (a([True, True], bool), a([True, False], bool)), a([True, False], bool)),
    ("i1 maximum is OR", el.maximum, (a([True, False], bool), a([False, False], bool)), a([True, False], bool)),
    ("int4 add wraps", el.add, (a([7, -8], I4), a([1, -1], I4)), a([-8, 7], I4)),
    ("uint2 add wraps", el.add, (a([3], U2), a([1], U2)), a([0], U2)),
    ("int2 multiply wraps", el.multiply, (a([-2], I2), a([-1], I2)), a([-2], I2)),
    ("uint4 negate wraps", el.negate, (a([1, 0], U4),), a([15, 0], U4)),
    ("int4 not", el.not_, (a([7, -8], I4),), a([-8, 7], I4)),
    ("abs of MIN is MIN", el.abs_, (a([MIN64], np.int64),), a([MIN64], np.int64)),
    ("count_leading_zeros of uint64 max", el.count_leading_zeros, (a([2**64 - 1, 2**63 - 1, 0], np.uint64),), a([0, 1, 64], np.uint64)),
    ("count_leading_zeros of sub-byte", el.count_leading_zeros, (a([-1, 1, 0], I4),), a([0, 3, 4], I4)),
    ("popcnt of a negative", el.popcnt, (a([-1], np.int16),), a([16], np.int16)),
    ("sign keeps -0.0 and NaN", el.sign, (a([-0.0, np.nan, -3.0], np.float32),), a([-0.0, np.nan, -1.0], np.float32)),
]


@pytest.mark.parametrize("name,fn,operands,expected", RULES, ids=[r[0] for r in RULES])
def test_rule(name, fn, operands, expected):
    result = fn(*operands)
    assert isinstance(result, np.ndarray) and result.dtype == expected.dtype
    np.testing.assert_array_equal(result, expected)
    if result.dtype.kind == "f":
        assert (np.signbit(result) == np.signbit(expected)).all()


def test_max_min_propagate_nan_and_order_signed_zeros():
    x, y = a([np.nan, 1.0, 0.0, -0.0], np.float64), a([1.0, np.nan, -0.0, 0.0], np.float64)
    hi, lo = el.maximum(x, y), el.minimum(x, y)
    assert np.isnan(hi[:2]).all() and np.isnan(lo[:2]).all()
    assert not np.signbit(hi[2:]).any() and np.signbit(lo[2:]).all()


def test_narrow_floats_round_once_from_float32():
    rng = np.random.default_rng(0)
    x = rng.normal(size=1000).astype(BF16)
    y = rng.normal(size=1000).astype(BF16)
    for fn, ref in ((el.add, np.add), (el.multiply, np.multiply), (el.divide, np.divide)):
        expected = ref(x.astype(np.float32), y.astype(np.float32)).astype(BF16)
        assert fn(x, y).tobytes() == expected.tobytes()


@pytest.mark.parametrize("dtype", [np.int8, np.uint64, I4, U2, bool, np.float16, BF16, np.float64, np.complex64])
def test_zero_d_results_are_arrays_of_the_exact_dtype(dtype):
    x = np.array(1, dtype=dtype)
    for fn in (el.add, el.maximum):
        result = fn(x, x)
        assert type(result) is np.ndarray and result.shape == () and result.dtype == np.dtype(dtype)


def test_no_promotion_for_unsigned_64():
    x = a([2**64 - 1], np.uint64)
    assert el.subtract(x, x).dtype == np.uint64
    assert el.compare(x, a([1], np.uint64), "GT").tolist() == [True]


def test_compare_defaults_and_types():
    m1 = a([-1], np.int32)
    one = a([1], np.int32)
    assert el.compare(m1, one, "LT").tolist() == [True]
    assert el.compare(m1, one, "LT", "UNSIGNED").tolist() == [False]
    big = a([2**63], np.uint64)
    assert el.compare(big, a([1], np.uint64), "LT", "SIGNED").tolist() == [True]


def test_total_order():
    values = a([-np.nan, -np.inf, -1.0, -0.0, 0.0, 1.0, np.inf, np.nan], np.float64)
    values[0] = -abs(values[0])
    keys = el.total_order_key(values)
    assert (np.diff(keys) > 0).all()
    assert el.compare(a([-0.0], np.float32), a([0.0], np.float32), "LT", "TOTALORDER").tolist() == [True]
    assert el.compare(a([-0.0], np.float32), a([0.0], np.float32), "LT", "FLOAT").tolist() == [False]


CONVERSIONS = [
    ("float->int truncates and saturates; NaN -> 0",
     a([3.9, -3.9, 1e30, -1e30, np.nan, np.inf], np.float64), np.int32,
     a([3, -3, 2**31 - 1, -2**31, 0, 2**31 - 1], np.int32)),
    ("float->unsigned saturates at 0", a([-5.0, 2.0**63, 2.0**64], np.float64), np.uint64, a([0, 2**63, 2**64 - 1], np.uint64)),
    ("float->int4 saturates", a([100.0, -100.0, 7.9], np.float32), I4, a([7, -8, 7], I4)),
    ("int->int wraps", a([300, -129], np.int64), np.int8, a([44, 127], np.int8)),
    ("int->uint4 wraps", a([17, -1], np.int32), U4, a([1, 15], U4)),
    ("complex->i1 ignores the imaginary part", a([1j, 1 + 0j], np.complex128), bool, a([False, True], bool)),
    ("f64->bf16 rounds once", a([1 + 2**-8 + 2**-40], np.float64), BF16, a([1 + 2**-7], BF16)),
]


@pytest.mark.parametrize("name,x,dtype,expected", CONVERSIONS, ids=[c[0] for c in CONVERSIONS])
def test_convert_rule(name, x, dtype, expected):
    result = convert_array(x, np.dtype(dtype))
    assert result.dtype == np.dtype(dtype)
    assert result.tobytes() == expected.tobytes()


def test_near_rounding_boundary_keeps_zero_d_shapes():
    """A 0-d f64 result near zero (other boundaries) once made numpy scalars (fuzz seed 7300)."""
    import numpy as np

    from stablehlo_translate.interpreter.element import near_rounding_boundary

    for value in (0.0, 1e-40, 1.0):
        near = near_rounding_boundary(np.array(value), np.dtype("float32"))
        assert isinstance(near, np.ndarray) and near.shape == () and not near
    assert near_rounding_boundary(np.array([0.0, 1.0]), np.dtype("float32")).shape == (2,)
