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
