"""The compiled path (interpreter/compiler.py), the walker with fast paths and the plain
walker (element.FAST off, as under STABLEHLO_TRANSLATE_PLAIN=1) agree bit for bit, errors
included: on the shared interpret suite's chunks (skipped without ../shared), on every op x
type x shape class of tools/progen.py, on composed progen programs and on the benchmark's
transformer and chain of small ops. Each module runs twice with fast paths: the first run
walks, the second runs compiled."""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.interpreter import element as el

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tools" / "bench"))
import artifacts_suite  # noqa: E402
import differential  # noqa: E402
import large  # noqa: E402
import programs  # noqa: E402
from tools import progen  # noqa: E402

del sys.path[:3]

SUITE = artifacts_suite.SUITE / "interpret"


def _bits(value) -> object:
    if isinstance(value, tuple):
        return tuple(_bits(v) for v in value)
    if isinstance(value, np.ndarray):
        return value.dtype.str, value.shape, value.tobytes()
    return repr(value)


def _outcome(module, args, fast: bool) -> object:
    try:
        return [_bits(v) for v in st.interpret(module, *args, fast=fast)]
    except Diagnostic as error:
        return error.render()


def _runs(text: str, args: list, fast_paths: bool, fast: bool = False, runs: int = 2) -> list:
    saved = el.FAST
    el.FAST = fast_paths
    try:
        module = st.parse_module(text)  # a fresh parse: steps and compiled blocks are cached on it
        return [_outcome(module, args, fast) for _ in range(runs)]
    finally:
        el.FAST = saved


def _agree(text: str, args: list, fast: bool = False) -> None:
    (plain,) = _runs(text, args, False, fast, runs=1)
    walked, compiled = _runs(text, args, True, fast)
    assert walked == plain
    assert compiled == plain


def _chunks() -> list[tuple[str, str, list]]:
    return differential.suite_programs(SUITE) if SUITE.is_dir() else []


@pytest.mark.skipif(not SUITE.is_dir(), reason="needs ../shared/stablehlo-suite")
def test_interpret_suite_chunks_agree():
    chunks = _chunks()
    assert len(chunks) > 100
    for name, text, args in chunks:
        try:
            _agree(text, args)
        except AssertionError:
            pytest.fail(f"{name} differs")


@pytest.mark.parametrize("part", range(4))
def test_progen_programs_agree(part: int):
    count = len(progen.combinations())
    size = -(-count // 4)
    for name, text, args in progen.generate(seed=7, n=min(size, count - part * size), start=part * size):
        try:
            _agree(text, args)
        except AssertionError:
            pytest.fail(f"{name} differs")


def test_composed_programs_agree():
    for name, text, args in progen.generate_composed(seed=3, n=150):
        try:
            _agree(text, args)
        except AssertionError:
            pytest.fail(f"{name} differs")


@pytest.mark.parametrize("fast", [False, True])
def test_transformer_and_chain_agree(fast: bool):
    _agree(large.transformer_text(2), large.transformer_args(2), fast)
    rng = np.random.default_rng(0)
    _agree(programs.chain_text(200), [rng.standard_normal((8, 8)).astype(np.float32) for _ in range(2)], fast)


def _special(shape: tuple[int, ...], rng: np.random.Generator, dt=np.float32) -> np.ndarray:
    """Random values with NaN, signed zeros, infinities and subnormals sprinkled in."""
    x = rng.standard_normal(shape).astype(dt)
    flat = x.reshape(-1)
    picks = [np.nan, -0.0, 0.0, np.inf, -np.inf, np.finfo(dt).smallest_subnormal, -1e30, 1e30]
    where = rng.choice(flat.size, size=max(1, flat.size // 8), replace=False)
    flat[where] = rng.choice(np.array(picks, dt), size=where.size)
    return x


FOLDS = """
func.func @main(%x: tensor<4x40xf32>, %y: tensor<40x4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %low = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %high = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x40xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.reduce(%x init: %low) applies stablehlo.maximum across dimensions = [1] : (tensor<4x40xf32>, tensor<f32>) -> tensor<4xf32>
  %2 = stablehlo.reduce(%x init: %high) applies stablehlo.minimum across dimensions = [1] : (tensor<4x40xf32>, tensor<f32>) -> tensor<4xf32>
  %t = stablehlo.transpose %y, dims = [1, 0] : (tensor<40x4xf32>) -> tensor<4x40xf32>
  %3 = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x40xf32>, tensor<f32>) -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
"""

DOTS = """
func.func @main(%a: tensor<6x8xf32>, %b: tensor<8x5xf32>, %c: tensor<2x6x8xf32>, %d: tensor<2x8x3xf32>) -> (tensor<6x5xf32>, tensor<2x6x3xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<6x8xf32>, tensor<8x5xf32>) -> tensor<6x5xf32>
  %1 = stablehlo.dot_general %c, %d, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x6x8xf32>, tensor<2x8x3xf32>) -> tensor<2x6x3xf32>
  return %0, %1 : tensor<6x5xf32>, tensor<2x6x3xf32>
}
"""


@pytest.mark.parametrize("seed", range(6))
def test_specialized_folds_and_dots_agree_on_special_values(seed: int):
    """The compiled path's specialized reduce and dot_general (their own fast paths and the
    NaN tests that guard them) against the walker and the plain path, on NaN, signed zeros,
    infinities and subnormals; seed 0 without specials, odd seeds with some rows all zeros."""
    rng = np.random.default_rng(seed)
    special = (lambda shape: rng.standard_normal(shape).astype(np.float32)) if seed == 0 else \
        (lambda shape: _special(shape, rng))
    x, y = special((4, 40)), special((40, 4))
    if seed % 2:
        x[1], y[:, 2] = -0.0, 0.0
    _agree(FOLDS, [x, y])
    a, b = special((6, 8)), special((8, 5))
    if seed % 2:
        a[0, :] = np.inf
        b[:, 0] = 0.0  # inf * 0: a NaN result from operands without NaN
    _agree(DOTS, [a, b, special((2, 6, 8)), special((2, 8, 3))])
