"""dot_general, dot, einsum, fft, triangular_solve and cholesky evaluators against plain
Python/numpy references written here from spec.md (never from the code under test)."""
import itertools

import ml_dtypes
import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.ir.attributes import StructAttr
from stablehlo_translate.diagnostics import EvalError
from stablehlo_translate.interpreter.ops import linalg
from stablehlo_translate.ir.types import TensorType

pytestmark = pytest.mark.filterwarnings("error")


def rt(shape, element_type):
    return (TensorType(tuple(shape), element_type),)


def dims(lb=(), rb=(), lc=(), rc=()):
    return StructAttr("dot", (("lhs_batching_dimensions", lb), ("rhs_batching_dimensions", rb),
                              ("lhs_contracting_dimensions", lc), ("rhs_contracting_dimensions", rc)))


def ref_dot_general(lhs, rhs, lb, rb, lc, rc, add, mul, zero):
    """spec.md#dot_general element by element, with the given add/multiply."""
    lf = [d for d in range(lhs.ndim) if d not in lb + lc]
    rf = [d for d in range(rhs.ndim) if d not in rb + rc]
    shape = [lhs.shape[d] for d in lb] + [lhs.shape[d] for d in lf] + [rhs.shape[d] for d in rf]
    out = {}
    for index in itertools.product(*map(range, shape)):
        bi, li, ri = index[:len(lb)], index[len(lb):len(lb) + len(lf)], index[len(lb) + len(lf):]
        acc = zero
        for ci in itertools.product(*(range(lhs.shape[d]) for d in lc)):
            lidx, ridx = [0] * lhs.ndim, [0] * rhs.ndim
            for d, v in zip(lb, bi):
                lidx[d] = v
            for d, v in zip(rb, bi):
                ridx[d] = v
            for d, v in zip(lf, li):
                lidx[d] = v
            for d, v in zip(rf, ri):
                ridx[d] = v
            for d, v in zip(lc, ci):
                lidx[d] = v
            for d, v in zip(rc, ci):
                ridx[d] = v
            acc = add(acc, mul(lhs[tuple(lidx)], rhs[tuple(ridx)]))
        out[index] = acc
    return shape, out


def wrap_int(v, bits, signed):
    v &= (1 << bits) - 1
    return v - (1 << bits) if signed and v >> (bits - 1) else v


@pytest.mark.parametrize("element_type,dtype,bits,signed", [
    ("i8", np.int8, 8, True), ("ui16", np.uint16, 16, False), ("i64", np.int64, 64, True),
    ("ui64", np.uint64, 64, False), ("i4", ml_dtypes.int4, 4, True)])
def test_dot_general_integers_wrap(element_type, dtype, bits, signed):
    rng = np.random.default_rng(1)
    lo, hi = (-(1 << (bits - 1)), 1 << (bits - 1)) if signed else (0, 1 << min(bits, 63))
    lhs = rng.integers(lo, hi, (2, 3, 4), dtype=np.int64).astype(dtype)
    rhs = rng.integers(lo, hi, (4, 2, 5), dtype=np.int64).astype(dtype)
    got = linalg.dot_general(lhs, rhs, dot_dimension_numbers=dims((0,), (1,), (2,), (0,)),
                             result_types=rt((2, 3, 5), element_type))
    shape, ref = ref_dot_general(lhs.astype(np.int64).astype(object), rhs.astype(np.int64).astype(object),
                                 [0], [1], [2], [0], lambda a, b: a + b, lambda a, b: a * b, 0)
    assert got.dtype == np.dtype(dtype) and list(got.shape) == shape
    for index, value in ref.items():
        assert int(got[index]) == wrap_int(value, bits, signed), index


def test_dot_general_bool_is_or_of_ands():
    lhs = np.array([[True, False], [False, False]])
    rhs = np.array([[True, True], [False, True]])
    got = linalg.dot_general(lhs, rhs, dot_dimension_numbers=dims(lc=(1,), rc=(0,)), result_types=rt((2, 2), "i1"))
    assert got.dtype == np.bool_
    assert got.tolist() == [[True, True], [False, False]]


def test_dot_general_mixed_types_convert_operands_first():
    lhs = np.array([100, 100], np.int8)
    got = linalg.dot_general(lhs, lhs, dot_dimension_numbers=dims(lc=(0,), rc=(0,)), result_types=rt((), "i32"))
    assert got.dtype == np.int32 and got.shape == () and int(got) == 20000


def test_dot_general_floats_layout_and_complex():
    rng = np.random.default_rng(2)
    lhs = rng.standard_normal((3, 2, 4)) + 1j * rng.standard_normal((3, 2, 4))
    rhs = rng.standard_normal((4, 5, 3)) + 1j * rng.standard_normal((4, 5, 3))
    got = linalg.dot_general(lhs, rhs, dot_dimension_numbers=dims((0,), (2,), (2,), (0,)),
                             result_types=rt((3, 2, 5), "complex<f64>"))
    shape, ref = ref_dot_general(lhs, rhs, [0], [2], [2], [0], lambda a, b: a + b, lambda a, b: a * b, 0)
    assert got.dtype == np.complex128
    for index, value in ref.items():
        assert abs(got[index] - value) < 1e-12


def test_dot_general_bf16_rounds_every_step():
    # The reference rounds each partial sum to bf16: 1 + 2**-8 is a tie that rounds to
    # even (1.0), twice; summing in float32 and rounding once would give 1 + 2**-7.
    lhs = np.array([1.0, 2.0 ** -8, 2.0 ** -8], ml_dtypes.bfloat16)
    one = np.ones(3, ml_dtypes.bfloat16)
    got = linalg.dot_general(lhs, one, dot_dimension_numbers=dims(lc=(0,), rc=(0,)), result_types=rt((), "bf16"))
    assert got.dtype == ml_dtypes.bfloat16 and float(got) == 1.0


def test_dot_general_rejects_bad_dimensions():
    with pytest.raises(EvalError):
        linalg.dot_general(np.ones((2, 3)), np.ones((2, 3)), dot_dimension_numbers=dims(lc=(1,), rc=(0,)),
                           result_types=rt((2, 3), "f64"))
    with pytest.raises(EvalError):
        linalg.dot_general(np.ones((2, 3)), np.ones((3, 2)), dot_dimension_numbers=dims(lc=(2,), rc=(0,)),
                           result_types=rt((2, 2), "f64"))


def test_dot_general_128_matmul_through_the_interpreter():
    module = st.parse_module("""
    func.func @main(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>) -> tensor<128x128xf32> {
      %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
      func.return %r : tensor<128x128xf32>
    }""")
    a = np.random.default_rng(3).standard_normal((128, 128)).astype(np.float32)
    (r,) = st.interpret(module, a, a)
    np.testing.assert_allclose(r, a.astype(np.float64) @ a.astype(np.float64), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("lshape,rshape,expected", [
    ((3,), (3,), 1 * 4 + 2 * 5 + 3 * 6),
    ((2, 3), (3,), [1 * 4 + 2 * 5 + 3 * 6, 4 * 4 + 5 * 5 + 6 * 6]),
])
def test_dot_legacy_forms(lshape, rshape, expected):
    lhs = np.arange(1, 1 + np.prod(lshape), dtype=np.int32).reshape(lshape)
    rhs = np.arange(4, 4 + np.prod(rshape), dtype=np.int32).reshape(rshape)
    got = linalg.dot(lhs, rhs, result_types=rt(np.shape(expected), "i32"))
    assert got.dtype == np.int32 and got.tolist() == expected


def test_dot_matrix_matrix():
    lhs = np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)
    got = linalg.dot(lhs, lhs, result_types=rt((2, 2), "f32"))
    assert got.tolist() == [[7.0, 10.0], [15.0, 22.0]]


def test_einsum_and_unary_einsum():
    a = np.arange(6, dtype=np.int64).reshape(2, 3)
    b = np.arange(12, dtype=np.int64).reshape(3, 4)
    got = linalg.einsum(a, b, einsum_config="ab,bc->ac", result_types=rt((2, 4), "i64"))
    assert got.tolist() == [[sum(a[i, k] * b[k, j] for k in range(3)) for j in range(4)] for i in range(2)]
    got = linalg.unary_einsum(a, einsum_config="ab->a", result_types=rt((2,), "i64"))
    assert got.tolist() == [3, 12]
    for config in ("ab,bc", "ab->a->b", "a1->a", "abc->a"):
        with pytest.raises(EvalError):
            linalg.unary_einsum(a, einsum_config=config, result_types=rt((2,), "i64"))


def dft(x, inverse=False):
    """A 1-d discrete Fourier transform straight from its definition."""
    n = len(x)
    sign = 1 if inverse else -1
    out = [sum(x[k] * np.exp(sign * 2j * np.pi * j * k / n) for k in range(n)) for j in range(n)]
    return np.array(out) / (n if inverse else 1)


def test_fft_types_and_result_dtypes():
    rng = np.random.default_rng(4)
    x = (rng.standard_normal((2, 4)) + 1j * rng.standard_normal((2, 4))).astype(np.complex64)
    got = linalg.fft(x, fft_type="FFT", fft_length=(4,), result_types=rt((2, 4), "complex<f32>"))
    assert got.dtype == np.complex64
    np.testing.assert_allclose(got, [dft(row) for row in x.astype(np.complex128)], rtol=1e-5, atol=1e-5)
    back = linalg.fft(got, fft_type="IFFT", fft_length=(4,), result_types=rt((2, 4), "complex<f32>"))
    np.testing.assert_allclose(back, x, rtol=1e-5, atol=1e-5)
    real = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    r = linalg.fft(real, fft_type="RFFT", fft_length=(4,), result_types=rt((3,), "complex<f32>"))
    assert r.dtype == np.complex64 and r.tolist() == [10, -2 + 2j, -2]
    i = linalg.fft(r, fft_type="IRFFT", fft_length=(4,), result_types=rt((4,), "f32"))
    assert i.dtype == np.float32 and i.tolist() == [1, 2, 3, 4]


def test_fft_2d_applies_along_each_trailing_dim():
    x = np.arange(6, dtype=np.complex128).reshape(2, 3) * (1 + 0.5j)
    got = linalg.fft(x, fft_type="FFT", fft_length=(2, 3), result_types=rt((2, 3), "complex<f64>"))
    step = np.array([dft(row) for row in x])
    expected = np.array([dft(col) for col in step.T]).T
    np.testing.assert_allclose(got, expected, atol=1e-12)
    with pytest.raises(EvalError):
        linalg.fft(x, fft_type="FFT", fft_length=(2, 2, 2, 2), result_types=rt((2, 3), "complex<f64>"))


def op_of(a, transpose_a):
    return {"NO_TRANSPOSE": a, "TRANSPOSE": a.T, "ADJOINT": a.conj().T}[transpose_a]


@pytest.mark.parametrize("left_side,lower,unit_diagonal,transpose_a", list(itertools.product(
    (True, False), (True, False), (True, False), ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"))))
def test_triangular_solve_all_variants(left_side, lower, unit_diagonal, transpose_a):
    rng = np.random.default_rng(5)
    a = rng.standard_normal((2, 3, 3)) + 1j * rng.standard_normal((2, 3, 3)) + 4 * np.eye(3)
    b = rng.standard_normal((2, 3, 2) if left_side else (2, 2, 3)) + 0j
    got = linalg.triangular_solve(a, b, left_side=left_side, lower=lower, unit_diagonal=unit_diagonal,
                                  transpose_a=transpose_a)
    for batch in range(2):
        t = np.tril(a[batch]) if lower else np.triu(a[batch])  # only the selected triangle is read
        if unit_diagonal:
            np.fill_diagonal(t, 1)
        opa = op_of(t, transpose_a)
        product = opa @ got[batch] if left_side else got[batch] @ opa
        np.testing.assert_allclose(product, b[batch], atol=1e-12)


def test_triangular_solve_f32_and_errors():
    a = np.array([[2.0, 0.0], [1.0, 4.0]], np.float32)
    b = np.array([[2.0], [9.0]], np.float32)
    got = linalg.triangular_solve(a, b, left_side=True, lower=True, unit_diagonal=False, transpose_a="NO_TRANSPOSE")
    assert got.dtype == np.float32 and got.tolist() == [[1.0], [2.0]]
    with pytest.raises(EvalError):
        linalg.triangular_solve(a, np.ones((3, 1), np.float32), left_side=True, lower=True,
                                unit_diagonal=False, transpose_a="NO_TRANSPOSE")


def test_cholesky_lower_upper_batched_and_not_positive_definite():
    a = np.array([[1.0, 2.0, 3.0], [2.0, 20.0, 26.0], [3.0, 26.0, 70.0]])  # spec.md#cholesky example
    lower = np.array([[1.0, 0, 0], [2.0, 4.0, 0], [3.0, 5.0, 6.0]])
    batch = np.stack([a, np.array([[1.0, 0, 0], [0, -1.0, 0], [0, 0, 1.0]])])
    got = linalg.cholesky(batch, lower=True)
    assert got.dtype == np.float64
    np.testing.assert_allclose(got[0], lower)
    assert np.isnan(got[1]).any()
    garbage = np.triu(a) + np.tril(np.full((3, 3), 99.0), -1)  # the unselected triangle is ignored
    np.testing.assert_allclose(linalg.cholesky(garbage, lower=False), lower.T)


def test_cholesky_complex_hermitian():
    rng = np.random.default_rng(6)
    m = rng.standard_normal((3, 3)) + 1j * rng.standard_normal((3, 3))
    h = (m @ m.conj().T + 3 * np.eye(3)).astype(np.complex64)
    low = linalg.cholesky(h, lower=True)
    up = linalg.cholesky(h, lower=False)
    assert low.dtype == np.complex64
    np.testing.assert_allclose(low @ low.conj().T, h, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(up.conj().T @ up, h, rtol=1e-4, atol=1e-4)
    assert np.all(np.triu(low, 1) == 0) and np.all(np.tril(up, -1) == 0)


def test_type_and_shape_errors():
    with pytest.raises(EvalError):  # RFFT of length 4 needs 4 trailing elements
        linalg.fft(np.ones(3), fft_type="RFFT", fft_length=(4,), result_types=rt((3,), "complex<f64>"))
    with pytest.raises(EvalError):  # IRFFT of length 4 needs 4 // 2 + 1 = 3 inputs
        linalg.fft(np.ones(4, np.complex128), fft_type="IRFFT", fft_length=(4,), result_types=rt((4,), "f64"))
    with pytest.raises(EvalError):
        linalg.cholesky(np.eye(2, dtype=np.int32), lower=True)
    with pytest.raises(EvalError):
        linalg.triangular_solve(np.eye(2, dtype=np.int32), np.ones((2, 1), np.int32), left_side=True, lower=True,
                                unit_diagonal=False, transpose_a="NO_TRANSPOSE")
    with pytest.raises(EvalError):
        linalg.cholesky(np.ones((2, 3)), lower=True)
