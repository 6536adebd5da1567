"""check dialect evaluators and the custom_call check targets."""
import ml_dtypes
import numpy as np
import pytest

from stablehlo_translate.ir.attributes import DenseElementsAttr
from stablehlo_translate.diagnostics import EvalError
from stablehlo_translate.interpreter.ops.check import expect_almost_eq, expect_close, expect_eq
from stablehlo_translate.interpreter.ops.custom_call import custom_call
from stablehlo_translate.ir.types import TensorType

f16, bf16 = np.float16, ml_dtypes.bfloat16


def arr(values, dtype=np.float64):
    return np.array(values, dtype=dtype)


def fails(check, *args, **kwargs) -> str:
    with pytest.raises(EvalError) as info:
        check(*args, **kwargs)
    return info.value.message


def test_expect_eq_integers():
    expect_eq(arr([-2, 0, 2], np.int64), arr([-2, 0, 2], np.int64))
    message = fails(expect_eq, arr([[1, 2], [3, 4]], np.int8), arr([[1, 0], [3, 9]], np.int8))
    assert message.startswith("Element values don't match: 2 of 4 elements differ")
    assert "at index [0, 1]: 2 (actual) vs 0 (expected)" in message
    assert "at index [1, 1]: 4 (actual) vs 9 (expected)" in message
    assert "largest absolute difference: 5" in message


def test_expect_eq_lists_at_most_five():
    message = fails(expect_eq, np.zeros(8, np.int32), np.ones(8, np.int32))
    assert message.count("at index") == 5 and "... and 3 more" in message


def test_expect_eq_const_uses_attribute_type():
    value = DenseElementsAttr(TensorType((2,), "ui4"), arr([15, 5], ml_dtypes.uint4))
    expect_eq(arr([15, 5], ml_dtypes.uint4), value)
    assert "at index [1]: 4 (actual) vs 5 (expected)" in fails(expect_eq, arr([15, 4], ml_dtypes.uint4), value)


def test_expect_eq_floats_bools_complex():
    expect_eq(arr([np.nan, 1.5], np.float32), arr([np.nan, 1.5], np.float32))
    expect_eq(arr([-0.0], np.float64), arr([0.0], np.float64))
    expect_eq(arr([True, False], bool), arr([True, False], bool))
    expect_eq(arr([1 + 2j], np.complex64), arr([1 + 2j], np.complex64))
    assert "true (actual) vs false (expected)" in fails(expect_eq, arr([True], bool), arr([False], bool))
    assert "1.999900e-01 (actual) vs 2.000000e-01" in fails(
        expect_eq, arr([0.19999], np.float32), arr([0.2], np.float32))
    assert "[1.000000e+00, 2.000000e+00] (actual) vs [1.000000e+00, 3.000000e+00]" in fails(
        expect_eq, arr([1 + 2j], np.complex128), arr([1 + 3j], np.complex128))


def test_type_mismatch():
    assert fails(expect_eq, arr([1, 2], np.int32), arr([1, 2], np.int64)) == \
        "type mismatch: tensor<2xi32> (actual) vs tensor<2xi64> (expected)"
    assert "tensor<3xf32> (actual) vs tensor<2xf32>" in fails(
        expect_almost_eq, np.zeros(3, np.float32), np.zeros(2, np.float32))


def test_expect_almost_eq_tolerance():
    expect_almost_eq(arr(5.0, np.float64), arr(5.0001, np.float64))
    expect_almost_eq(arr(5.0, np.float64), arr(5.1, np.float64), 0.1)
    message = fails(expect_almost_eq, arr([5.0, 1.0], np.float64), arr([5.2, 1.0], np.float64), 0.1)
    assert message.startswith("Element values don't match within tolerance 0.1: 1 of 2 elements differ")
    assert "at index [0]: 5.000000e+00 (actual) vs 5.200000e+00 (expected)" in message
    assert "largest absolute difference: 0.2" in message
    fails(expect_almost_eq, arr(0.19, np.float32), arr(0.2, np.float32))


def test_expect_almost_eq_special_values():
    specials = [np.nan, np.inf, -np.inf, -0.0, 0.0]
    for dtype in (np.float32, f16, bf16, np.float64):
        expect_almost_eq(arr(specials, dtype), arr(specials, dtype))
    fails(expect_almost_eq, arr([np.inf], np.float32), arr([-np.inf], np.float32))
    fails(expect_almost_eq, arr([np.nan], np.float32), arr([1.0], np.float32))
    fails(expect_almost_eq, arr([np.inf], np.float32), arr([3e38], np.float32), 1e39)
    expect_almost_eq(arr([0.0], np.float32), arr([1e-6], np.float32))
    fails(expect_almost_eq, arr([-0.0], np.float32), arr([1e-6], np.float32))  # signs differ


def test_expect_almost_eq_complex_and_integers():
    expect_almost_eq(arr([1 + 1j], np.complex64), arr([1.00005 + 0.99995j], np.complex64))
    fails(expect_almost_eq, arr([1 + 1j], np.complex64), arr([1 + 1.1j], np.complex64))
    expect_almost_eq(arr([3], np.int32), arr([3], np.int32))


@pytest.mark.parametrize("dtype", [np.float16, bf16, np.float32, np.float64])
def test_expect_close_ulps(dtype):
    one = arr([1.0], dtype)
    info = ml_dtypes.finfo(dtype)
    up1 = arr([1.0 + float(info.eps)], dtype)
    up2 = arr([1.0 + 2 * float(info.eps)], dtype)
    expect_close(one, one)
    expect_close(one, up1)
    message = fails(expect_close, one, up2)
    assert "ULP difference in [0, 1]: 1 of 1 elements differ" in message and "ULP difference 2" in message
    expect_close(one, up2, 3)
    expect_close(one, up2, 2, 2)
    assert "ULP difference 0" in fails(expect_close, one, one, 3, 1)


def test_expect_close_across_zero_and_subnormals():
    tiny = float(ml_dtypes.finfo(np.float32).smallest_normal)
    expect_close(arr([-0.0], np.float32), arr([0.0], np.float32), 0)
    # the magnitudes' bit patterns: 2**23 steps from 0 to the smallest normal, summed across 0
    expect_close(arr([tiny], np.float32), arr([-tiny], np.float32), 2 ** 24, 2 ** 24)
    fails(expect_close, arr([tiny], np.float32), arr([-tiny], np.float32), 2 ** 24 - 1)
    expect_close(arr([1e-45], np.float32), arr([-1e-45], np.float32), 2, 2)
    assert "ULP difference 1" in fails(expect_close, arr([1e-45], np.float32), arr([0.0], np.float32), 0)


def test_expect_close_min_applies_to_every_element():
    fails(expect_close, arr([1.0, np.inf], np.float32), arr([1.0, np.inf], np.float32), 1, 1)
    most = 2 ** 64 - 1
    expect_close(arr([1.0, np.nan], np.float32), arr([np.inf, 2.0], np.float32), most, most)
    expect_close(arr([np.nan], np.float64), arr([-np.nan], np.float64), 0, 0)


def test_expect_close_f16_suite_case():
    expect_close(arr(5.0, f16), arr(5.01, f16), 3)
    assert "ULP difference 3" in fails(expect_close, arr(5.0, f16), arr(5.01, f16), 2)


def test_expect_close_non_finite():
    expect_close(arr([np.nan, np.inf], np.float64), arr([-np.nan, np.inf], np.float64), 0)
    fails(expect_close, arr([np.inf], np.float64), arr([np.finfo(np.float64).max], np.float64), 10)
    fails(expect_close, arr([1.0], np.float64), arr([np.nan], np.float64), 10)


def test_expect_close_complex_takes_larger_part():
    a = arr([1 + 1j], np.complex128)
    b = arr([1 + np.nextafter(np.nextafter(1.0, 2), 2) * 1j], np.complex128)
    assert "ULP difference 2" in fails(expect_close, a, b)
    expect_close(a, b, 2, 2)   # the real parts' distance 0 is not checked on its own
    fails(expect_close, arr([1], np.int32), arr([1], np.int32))


def test_custom_call_targets():
    result = custom_call(arr([1.0], np.float32), arr([1.00001], np.float32), call_target_name="check.eq",
                         result_types=(TensorType((), "i1"),))
    assert result.dtype == np.bool_ and result.shape == () and bool(result)
    assert custom_call(arr([2], np.int32), arr([2], np.int32), call_target_name="check.expect_eq",
                       result_types=()) is None
    custom_call(arr([1.0]), arr([1.0009]), call_target_name="check.expect_almost_eq", result_types=())
    custom_call(arr([1.0]), arr([np.nextafter(1.0, 2)]), call_target_name="check.expect_close", result_types=())
    fails(custom_call, arr([1]), arr([2]), call_target_name="check.eq", result_types=())
    assert fails(custom_call, arr([1]), call_target_name="foo", result_types=()) == \
        "unsupported custom call target 'foo'"
