"""tools/preserve.py: every stablehlo-opt pass keeps what generated programs and the shared
interpret suite's chunks compute (a small sample; the campaign runs more), and the tool
catches a pass that does not."""
import os
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import preserve  # noqa: E402


SUITE = Path(os.environ.get("STABLEHLO_SUITE") or Path(__file__).resolve().parents[3] / "shared" / "stablehlo-suite")


def test_every_pass_keeps_what_programs_compute():
    names = [n for n in preserve.PASSES if n not in preserve.SKIPPED]
    seen, tallies = preserve.campaign(names, preserve.programs(seed=5, count=12, composed=30, suite=25))
    assert seen >= 40
    report = {name: t.differences for name, t in tallies.items() if t.differences}
    assert not report, report
    assert tallies["stablehlo-aggressive-folder"].changed > 0
    unchecked = sorted(name for name, t in tallies.items() if t.checked == 0)
    if SUITE.exists():  # the suite's chunks give every pass a program it applies to
        assert not unchecked, unchecked
    else:  # generated programs alone: some passes (quantized, complex) may meet none
        assert len(unchecked) < len(tallies) // 2, unchecked


def test_a_pass_that_changes_results_is_caught(monkeypatch):
    from stablehlo_translate.ir.attributes import DenseElementsAttr

    def corrupt(module, options, diagnostics):
        for op in module.op.walk():
            value = op.attributes.get("value")
            if op.name == "stablehlo.constant" and isinstance(value, DenseElementsAttr) and value.array.size:
                op.attributes["value"] = DenseElementsAttr(value.type, np.zeros_like(value.array) + 1)
        return module

    monkeypatch.setattr(preserve, "run_pipeline", corrupt)
    text = """func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
      %c = stablehlo.constant dense<[5, 7]> : tensor<2xi32>
      %0 = stablehlo.add %x, %c : tensor<2xi32>
      return %0 : tensor<2xi32>
    }"""
    seen, tallies = preserve.campaign(["canonicalize"], iter([("t", text, [np.array([1, 2], np.int32)])]))
    assert seen == 1 and tallies["canonicalize"].differences == ["t: different results"]


def test_bits_compare_nan_payloads_aside():
    a = np.array([np.nan, -0.0, 1.0], np.float32)
    b = a.copy()
    b.view(np.uint32)[0] |= 1  # another NaN payload
    assert preserve.same_bits(a, b)
    assert not preserve.same_bits(a, np.array([np.nan, 0.0, 1.0], np.float32))


def test_shardy_patterns_keep_what_programs_compute():
    """Each Shardy program (tools/sdy_programs.py) runs, is changed by canonicalize (Shardy's
    patterns apply) and computes the same after it."""
    import sdy_programs

    programs = list(sdy_programs.programs(seed=2))
    seen, tallies = preserve.campaign(["canonicalize", "inline"], iter(programs))
    assert seen == len(programs) >= 5
    assert tallies["canonicalize"].changed == seen
    assert not tallies["canonicalize"].differences and not tallies["inline"].differences
