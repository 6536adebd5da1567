"""The benchmark workloads (tools/bench) are correct programs: each small size runs through
the interpreter and matches its hand-written numpy reference. Speed is not checked here."""
import sys
from pathlib import Path

import numpy as np
import pytest

import stablehlo_translate as st

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools" / "bench"))
from run import count_ops, hex_constant_text, op_heavy_text  # noqa: E402
from workloads import WORKLOADS  # noqa: E402


@pytest.mark.parametrize("name", sorted(WORKLOADS))
def test_small_workload_matches_numpy(name):
    work = WORKLOADS[name]
    text, inputs = work.build("small")
    assert work.check(st.interpret(text, *inputs), inputs) is None


def test_check_reports_a_wrong_result():
    work = WORKLOADS["elementwise"]
    _, inputs = work.build("small")
    wrong = [work.numpy(*inputs)[0] + np.float32(0.5)]
    assert "differs from numpy" in work.check(wrong, inputs)


def test_parse_inputs_are_valid_and_sized():
    text = op_heavy_text(600)
    assert 600 <= count_ops(text) < 620
    args = [np.eye(4, dtype=np.float32), np.ones((4, 4), np.float32)]
    (result,) = st.interpret(text, *args)
    assert result.shape == (4, 4) and result.dtype == np.float32
    data = st.interpret(hex_constant_text(8))[0]
    assert data.shape == (8, 8) and data.dtype == np.float32


def test_large_and_startup_programs_are_valid():
    import large
    import startup

    text = large.transformer_text(2)
    assert large.op_count(text) == 155
    from stablehlo_translate.verification.verifier import verify_module
    module = st.parse_module(text)
    assert verify_module(module) == []
    (result,) = st.interpret(module, *large.transformer_args(2))
    assert result.shape == (large.T, large.D) and np.isfinite(result).all()
    jax_text = startup.jax_style_text()
    assert 25_000 < len(jax_text) < 40_000
    (added,) = st.interpret(jax_text)  # its check.expect_close passes
    assert added.shape == (20, 20) and added.dtype == np.float64


def _k_steps(a, b):
    """``a @ b`` as the reference sums: from zero, one contracting index at a time, in f32."""
    acc = np.zeros((a.shape[0], b.shape[1]), np.float32)
    for k in range(a.shape[1]):
        acc += a[:, k, None] * b[None, k, :]
    return acc


def _conv_k_steps(x, w):
    """The reference's convolution sums: kernel rows, kernel columns, input features."""
    n, padded = x.shape[-1], np.pad(x[0], ((0, 0), (1, 1), (1, 1)))
    acc = np.zeros((w.shape[0], n, n), np.float32)
    for kh in range(3):
        for kw in range(3):
            for c in range(w.shape[1]):
                acc += w[:, c, kh, kw, None, None] * padded[c, None, kh:kh + n, kw:kw + n]
    return [acc[None]]


@pytest.mark.parametrize("size", [16, 33, 128])
def test_einsum_baselines_sum_in_the_references_order(size):
    """The numpy functions of dot_general, convolution and the MLP (numpy's einsum on K-major
    copies) give the bits of the reference's K-step loop."""
    def same(got, want):
        return all(g.shape == h.shape and g.tobytes() == h.tobytes() for g, h in zip(got, want))

    _, (a, b) = WORKLOADS["dot_general"].build(size)
    assert same(WORKLOADS["dot_general"].numpy(a, b), [_k_steps(a, b)])
    _, inputs = WORKLOADS["convolution"].build(size)
    assert same(WORKLOADS["convolution"].numpy(*inputs), _conv_k_steps(*inputs))
    _, (x, w1, b1, w2, b2) = WORKLOADS["mlp"].build(size)
    want = _k_steps(np.maximum(_k_steps(x, w1) + b1, np.float32(0)), w2) + b2
    assert same(WORKLOADS["mlp"].numpy(x, w1, b1, w2, b2), [want])
