"""CHLO special functions against Python's math module and closed forms (never the code under test)."""
import math

import ml_dtypes
import numpy as np
import pytest

import stablehlo_translate.interpreter.ops  # noqa: F401  (registers the op table rows)
from stablehlo_translate.optable import OP_TABLE

EULER = 0.5772156649015329
APERY = 1.2020569031595942


def run(name, *arrays):
    return OP_TABLE[f"chlo.{name}"].eval(*arrays)


def ulps(actual, expected, dtype):
    spacing = np.spacing(np.abs(np.asarray(expected, dtype)).astype(dtype))
    return np.max(np.abs(actual.astype(np.float64) - expected) / spacing.astype(np.float64))


X64 = np.linspace(-5.5, 5.5, 441)


@pytest.mark.parametrize("name, reference, limit", [("erf", math.erf, 16), ("erfc", math.erfc, 40)])
def test_erf_erfc_f64_within_a_few_ulp(name, reference, limit):
    expected = np.array([reference(v) for v in X64])
    assert ulps(run(name, X64), expected, np.float64) <= limit


def test_erf_f32_rounds_the_exact_value():
    x = np.linspace(-4, 4, 161, dtype=np.float32)
    expected = np.array([math.erf(float(v)) for v in x])
    assert ulps(run("erf", x), expected, np.float32) <= 1


def test_erf_inv_inverts_math_erf_and_has_poles():
    y = np.array([math.erf(v) for v in (-2.0, -0.3, 0.5, 1.7)])
    assert np.allclose(run("erf_inv", y), [-2.0, -0.3, 0.5, 1.7], rtol=1e-13, atol=0)
    assert run("erf_inv", np.array([1.0, -1.0, 1.5])).tolist()[:2] == [math.inf, -math.inf]
    assert math.isnan(run("erf_inv", np.array([1.5]))[0])


def test_lgamma_f64_and_poles():
    x = np.array([0.5, 1.0, 2.0, 3.0, 10.5, -0.5, -2.5, 1e-3])
    expected = [math.lgamma(v) for v in x]
    assert np.allclose(run("lgamma", x), expected, rtol=1e-13, atol=1e-15)
    assert run("lgamma", np.array([-3.0, 0.0, np.inf, -np.inf])).tolist() == [math.inf] * 4


def test_lgamma_f16_computed_in_f32():
    x = np.array([0.5, 4.0], np.float16)
    r = run("lgamma", x)
    assert r.dtype == np.float16
    assert np.allclose(r.astype(np.float64), [math.lgamma(0.5), math.log(6)], rtol=2e-3)


def test_digamma_closed_forms():
    r = run("digamma", np.array([1.0, 0.5, 2.0, -0.5, 0.0, -2.0]))
    expected = [-EULER, -EULER - 2 * math.log(2), 1 - EULER, -EULER - 2 * math.log(2) + 2]
    assert np.allclose(r[:4], expected, rtol=1e-13)
    assert np.isnan(r[4:]).all()


def test_zeta_and_polygamma_closed_forms():
    assert np.allclose(run("zeta", np.array([2.0, 4.0, 3.0]), np.array([1.0, 1.0, 2.0])),
                       [math.pi ** 2 / 6, math.pi ** 4 / 90, APERY - 1], rtol=1e-14)
    z = run("zeta", np.array([1.0, 0.5]), np.array([1.0, 1.0]))
    assert z[0] == math.inf and math.isnan(z[1])
    pg = run("polygamma", np.array([0.0, 1.0, 2.0, 3.0, 0.5]), np.array([1.0, 1.0, 1.0, 1.0, 1.0]))
    assert np.allclose(pg[:4], [-EULER, math.pi ** 2 / 6, -2 * APERY, math.pi ** 4 / 15], rtol=1e-13)
    assert math.isnan(pg[4])


def _i1(x, terms=60):
    """Modified Bessel I1 from its power series (x/2)^(2k+1) / (k! (k+1)!)."""
    return sum((x / 2) ** (2 * k + 1) / (math.factorial(k) * math.factorial(k + 1)) for k in range(terms))


@pytest.mark.parametrize("dtype, rtol", [(np.float64, 1e-14), (np.float32, 1e-6)])
def test_bessel_i1e_against_series(dtype, rtol):
    x = np.array([-12.0, -3.0, -0.25, 0.0, 0.5, 1.0, 7.9, 8.1, 20.0], dtype)
    expected = [math.exp(-abs(float(v))) * _i1(float(v)) for v in x]
    assert np.allclose(run("bessel_i1e", x), expected, rtol=rtol, atol=0)


@pytest.mark.parametrize("name, reference", [("acos", np.arccos), ("asinh", np.arcsinh), ("atanh", np.arctanh),
                                             ("tan", np.tan), ("cosh", np.cosh)])
def test_trig_family_bf16_rounds_once_from_f32(name, reference):
    x = np.array([0.25, 0.5, -0.75], ml_dtypes.bfloat16)
    expected = reference(x.astype(np.float32)).astype(ml_dtypes.bfloat16)
    r = run(name, x)
    assert r.dtype == x.dtype and (r == expected).all()


def test_complex_inputs_allowed_where_the_op_allows_them():
    import cmath
    z = np.array([1 + 2j, -0.5 + 0.25j], np.complex128)
    assert np.allclose(run("asin", z), [cmath.asin(v) for v in z])
    assert np.allclose(run("atanh", z), [cmath.atanh(v) for v in z])
    with pytest.raises(Exception, match="does not support"):
        run("erf", z)


def test_vectorized_speed_figure():
    x = np.linspace(-3, 3, 200_000)
    assert run("lgamma", x).shape == x.shape and run("erf", x).shape == x.shape
