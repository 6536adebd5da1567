"""batch_norm_inference/training/grad against float64 numpy formulas from spec.md and
the spec's worked examples."""
import ml_dtypes
import numpy as np
import pytest

from stablehlo_translate.diagnostics import EvalError
from stablehlo_translate.interpreter.ops.batch_norm import batch_norm_grad, batch_norm_inference, batch_norm_training

pytestmark = pytest.mark.filterwarnings("error")

OPERAND = np.array([[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]], np.float32)
ONES = np.ones(2, np.float32)


def bcast(v, axis, rank):
    shape = [1] * rank
    shape[axis] = -1
    return np.asarray(v, np.float64).reshape(shape)


def test_spec_examples():
    out = batch_norm_inference(OPERAND, ONES, ONES, np.array([2.0, 3.0], np.float32), ONES,
                               epsilon=0.0, feature_index=2)
    assert out.dtype == np.float32 and out.tolist() == [[[0, 0], [2, 2]], [[2, 2], [0, 0]]]
    out, mean, var = batch_norm_training(OPERAND, ONES, ONES, epsilon=0.0, feature_index=2)
    assert out.tolist() == [[[0, 0], [2, 2]], [[2, 2], [0, 0]]]
    assert mean.tolist() == [2, 3] and var.tolist() == [1, 1] and mean.dtype == var.dtype == np.float32
    grads = batch_norm_grad(OPERAND, ONES, np.array([2.0, 3.0], np.float32), ONES,
                            np.full(OPERAND.shape, 0.1, np.float32), epsilon=0.0, feature_index=2)
    np.testing.assert_allclose(grads[0], np.zeros(OPERAND.shape), atol=1e-7)
    np.testing.assert_allclose(grads[1], [0, 0], atol=1e-7)
    np.testing.assert_allclose(grads[2], [0.4, 0.4], rtol=1e-6)


@pytest.mark.parametrize("feature_index", [0, 1, 2])
def test_random_against_float64_formulas(feature_index):
    rng = np.random.default_rng(feature_index)
    x = rng.standard_normal((3, 4, 5)).astype(np.float32)
    f = x.shape[feature_index]
    scale, offset = rng.standard_normal(f).astype(np.float32), rng.standard_normal(f).astype(np.float32)
    grad_out = rng.standard_normal(x.shape).astype(np.float32)
    axes = tuple(d for d in range(3) if d != feature_index)
    x64 = x.astype(np.float64)
    mean, var = x64.mean(axis=axes), x64.var(axis=axes)
    eps = 1e-3

    def b(v):
        return bcast(v, feature_index, 3)
    norm = (x64 - b(mean)) / np.sqrt(b(var) + eps)
    out, m, v = batch_norm_training(x, scale, offset, epsilon=eps, feature_index=feature_index)
    np.testing.assert_allclose(m, mean, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(v, var, rtol=1e-5)
    np.testing.assert_allclose(out, b(scale) * norm + b(offset), rtol=1e-4, atol=1e-5)
    # the textbook gradient of the normalization with respect to its operand
    n = x.size // f
    g_offset = grad_out.astype(np.float64).sum(axis=axes)
    g_scale = (grad_out * norm).sum(axis=axes)
    g_operand = b(scale) / np.sqrt(b(var) + eps) * (grad_out - b(g_offset) / n - norm * b(g_scale) / n)
    got = batch_norm_grad(x, scale, m, v, grad_out, epsilon=eps, feature_index=feature_index)
    np.testing.assert_allclose(got[0], g_operand, rtol=1e-3, atol=1e-4)
    np.testing.assert_allclose(got[1], g_scale, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(got[2], g_offset, rtol=1e-4, atol=1e-5)


def test_bf16_result_type_and_errors():
    x = OPERAND.astype(ml_dtypes.bfloat16)
    one = ONES.astype(ml_dtypes.bfloat16)
    out = batch_norm_inference(x, one, one, np.array([2.0, 3.0], ml_dtypes.bfloat16), one,
                               epsilon=0.0, feature_index=2)
    assert out.dtype == ml_dtypes.bfloat16 and out.astype(np.float32).tolist() == [[[0, 0], [2, 2]], [[2, 2], [0, 0]]]
    with pytest.raises(EvalError):
        batch_norm_training(OPERAND, ONES, ONES, epsilon=0.0, feature_index=3)
    with pytest.raises(EvalError):
        batch_norm_training(OPERAND.astype(np.int32), ONES, ONES, epsilon=0.0, feature_index=0)
