"""jaxlib's C++ reader reads our artifacts as it reads its own (skipped without jaxlib or
../shared): a sample of the shared artifact chunks, every target jaxlib wrote them for."""
from __future__ import annotations

import importlib.util
import json
import sys
import tempfile
from pathlib import Path

import pytest

from stablehlo_translate.text.parser import parse_module
from stablehlo_translate.vhlo.portable import serialize

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from artifacts_suite import ARTIFACTS, jaxlib_verdicts  # noqa: E402  (finds ../shared)

sys.path.pop(0)
pytestmark = [pytest.mark.skipif(importlib.util.find_spec("jaxlib") is None, reason="needs jaxlib"),
              pytest.mark.skipif(not ARTIFACTS.is_dir(), reason="needs ../shared/stablehlo-suite")]

SAMPLE = ("abs__0", "add__10", "convolution__0", "dot_general__0", "gather__0", "reduce__0", "scatter__0",
          "sort__0", "while__0", "case__0", "composite__0", "quantized_ops__0", "exponential__0",
          "reduce_window__0", "custom_call__0", "probe__8")


def test_jaxlib_reads_our_artifacts_as_its_own():
    index = json.loads((ARTIFACTS / "index.json").read_text())["chunks"]
    pairs, names = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for name in SAMPLE:
            if name not in index:
                continue
            module = parse_module((ARTIFACTS / f"{name}.mlir").read_text())
            for target, status in index[name].items():
                if status == "ok":
                    ours = Path(tmp) / f"{name}.{target}.bc"
                    ours.write_bytes(serialize(module, target, allow_other_dialects=True))
                    pairs.append((str(ours), str(ARTIFACTS / f"{name}.v{target}.mlirbc")))
                    names.append(f"{name} {target}")
        verdicts = jaxlib_verdicts(pairs)
    assert len(pairs) > 20
    assert [f"{n}: {v}" for n, v in zip(names, verdicts) if v is not True] == []
