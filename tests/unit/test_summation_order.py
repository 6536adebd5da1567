"""Every summing op adds in the reference's order: from zero, one contracting index at a
time, rounding each step in the result type. Each case cancels, so a blocked/pairwise
(BLAS) order or a wider accumulator gives other bits; the expected bits come from a
plain Python loop over numpy scalars of the result type."""
import ml_dtypes
import numpy as np

import stablehlo_translate as st

CANCEL = np.array([1e8, 1.0, -1e8, 1.0], np.float32)  # sequential: 1.0; exact: 2.0


def sequential(lhs, rhs, scalar):
    acc = scalar(0)
    for a, b in zip(lhs, rhs):
        acc = scalar(acc + scalar(scalar(a) * scalar(b)))
    return acc


def test_python_loop_gives_sequential_bits():
    assert sequential(CANCEL, np.ones(4), np.float32) == np.float32(1.0)


def test_dot_general_f32():
    text = """func.func @main(%a: tensor<2x4xf32>, %b: tensor<4xf32>) -> tensor<2xf32> {
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2xf32>
      func.return %0 : tensor<2xf32>
    }"""
    a = np.stack([CANCEL, CANCEL[::-1]])
    got = st.interpret(text, a, np.ones(4, np.float32))[0]
    want = [sequential(row, np.ones(4), np.float32) for row in a]
    assert got.tolist() == want == [1.0, 0.0]


def test_dot_general_contracting_dims_in_listed_order():
    # contracting dims [1, 0]: dim 0 varies fastest
    text = """func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<f32> {
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [1, 0] x [1, 0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<f32>
      func.return %0 : tensor<f32>
    }"""
    a = np.array([[1e8, -1e8], [1.0, 1.0]], np.float32)
    got = st.interpret(text, a, np.ones((2, 2), np.float32))[0]
    assert float(got) == sequential(a.T.ravel(), np.ones(4), np.float32) == 1.0  # row-major: 2.0


def test_dot_general_complex64_products_and_sums_in_f32():
    text = """func.func @main(%a: tensor<3xcomplex<f32>>, %b: tensor<3xcomplex<f32>>) -> tensor<complex<f32>> {
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<complex<f32>>
      func.return %0 : tensor<complex<f32>>
    }"""
    rng = np.random.default_rng(0)
    a = (rng.standard_normal(3) + 1j * rng.standard_normal(3)).astype(np.complex64)
    b = (rng.standard_normal(3) + 1j * rng.standard_normal(3)).astype(np.complex64)
    a[1] = -a[0] * np.complex64(1.0001)
    f = np.float32
    re = im = f(0)
    for x, y in zip(a, b):
        re = f(re + f(f(x.real * y.real) - f(x.imag * y.imag)))
        im = f(im + f(f(x.real * y.imag) + f(x.imag * y.real)))
    got = st.interpret(text, a, b)[0]
    assert got.real == re and got.imag == im


def test_dot_general_bf16_rounds_each_step():
    text = """func.func @main(%a: tensor<4xbf16>, %b: tensor<4xbf16>) -> tensor<bf16> {
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<bf16>
      func.return %0 : tensor<bf16>
    }"""
    bf = ml_dtypes.bfloat16
    a = np.array([1.0, 2 ** -8, 2 ** -8, 2 ** -8], bf)
    got = st.interpret(text, a, np.ones(4, bf))[0]
    assert float(got) == float(sequential(a, np.ones(4), bf)) == 1.0


def _conv(reverse: bool) -> str:
    flag = ", reverse = [true]" if reverse else ""
    return f"""func.func @main(%x: tensor<1x4x1xf32>, %w: tensor<4x1x1xf32>) -> tensor<1x1x1xf32> {{
      %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {{stride = [1]{flag}}}
        {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : (tensor<1x4x1xf32>, tensor<4x1x1xf32>) -> tensor<1x1x1xf32>
      func.return %0 : tensor<1x1x1xf32>
    }}"""


def test_convolution_sums_window_in_order_and_reversal_reverses_the_window():
    x = CANCEL.reshape(1, 4, 1)
    w = np.ones((4, 1, 1), np.float32)
    assert float(st.interpret(_conv(False), x, w)[0].ravel()[0]) == sequential(CANCEL, np.ones(4), np.float32) == 1.0
    assert float(st.interpret(_conv(True), x, w)[0].ravel()[0]) == sequential(CANCEL[::-1], np.ones(4), np.float32) == 0.0


def test_einsum_and_ragged_dot():
    text = """func.func @main(%a: tensor<1x4xf32>, %b: tensor<4x1xf32>) -> tensor<1x1xf32> {
      %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ac"} : (tensor<1x4xf32>, tensor<4x1xf32>) -> tensor<1x1xf32>
      func.return %0 : tensor<1x1xf32>
    }"""
    assert float(st.interpret(text, CANCEL.reshape(1, 4), np.ones((4, 1), np.float32))[0][0, 0]) == 1.0
    ragged = """func.func @main(%a: tensor<1x4xf32>, %b: tensor<1x4x1xf32>, %g: tensor<1xi64>) -> tensor<1x1xf32> {
      %0 = "chlo.ragged_dot"(%a, %b, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<
        lhs_batching_dimensions = [], rhs_batching_dimensions = [],
        lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
        lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<1x4xf32>, tensor<1x4x1xf32>, tensor<1xi64>) -> tensor<1x1xf32>
      func.return %0 : tensor<1x1xf32>
    }"""
    got = st.interpret(ragged, CANCEL.reshape(1, 4), np.ones((1, 4, 1), np.float32), np.array([1], np.int64))[0]
    assert float(got[0, 0]) == 1.0


def test_batch_norm_training_bf16_mean_rounds_each_step():
    text = """func.func @main(%x: tensor<4x1xbf16>, %s: tensor<1xbf16>, %o: tensor<1xbf16>) -> tensor<1xbf16> {
      %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 0.0 : f32, feature_index = 1 : i64}
        : (tensor<4x1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> (tensor<4x1xbf16>, tensor<1xbf16>, tensor<1xbf16>)
      func.return %0#1 : tensor<1xbf16>
    }"""
    bf = ml_dtypes.bfloat16
    x = np.array([[1.0], [2 ** -8], [2 ** -8], [2 ** -8]], bf)
    got = st.interpret(text, x, np.ones(1, bf), np.zeros(1, bf))[0]
    total = sequential(x.ravel(), np.ones(4), bf)
    assert float(got[0]) == float(bf(float(total) / 4)) == 0.25


def test_fast_math_uses_blas():
    text = """func.func @main(%a: tensor<8x64xf32>, %b: tensor<64x8xf32>) -> tensor<8x8xf32> {
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x8xf32>) -> tensor<8x8xf32>
      func.return %0 : tensor<8x8xf32>
    }"""
    rng = np.random.default_rng(1)
    a, b = rng.standard_normal((8, 64)).astype(np.float32), rng.standard_normal((64, 8)).astype(np.float32)
    np.testing.assert_array_equal(st.interpret(text, a, b, fast=True)[0], a @ b)
    want = np.array([[sequential(a[i], b[:, j], np.float32) for j in range(8)] for i in range(8)], np.float32)
    np.testing.assert_array_equal(st.interpret(text, a, b)[0], want)
