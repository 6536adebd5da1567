"""CHLO results bit for bit (tools/chlo_bits.py): ``--interpret`` on CHLO equals interpreting
the printed ``--chlo-legalize-to-stablehlo`` output for every op and element type; against
the C++ reference (jax extra) the (op, type) pairs identical in the checked-in oracle run
(chlo_cpp_identical.json, n=256, seed 0) stay identical."""
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import chlo_bits  # noqa: E402

BASELINE = Path(__file__).with_name("chlo_cpp_identical.json")


@pytest.mark.parametrize("element", chlo_bits.REAL + chlo_bits.COMPLEX)
def test_interpret_equals_interpreting_the_printed_decomposition(element):
    ops = [op for op, t in chlo_bits.cases(None, {element})]
    outcomes = chlo_bits.run_type(ops, element, 96, 0, cpp=False)
    assert [(o.op, o.error) for o in outcomes if o.error] == []
    assert [(o.op, o.legalized) for o in outcomes if o.legalized] == []


def test_decomposed_programs_against_the_cpp_reference():
    from bench import reference

    why = reference.available()
    if why:
        pytest.skip(why)
    outcomes = []
    for element in chlo_bits.REAL + chlo_bits.COMPLEX:
        ops = [op for op, t in chlo_bits.cases(None, {element})]
        outcomes += chlo_bits.run_type(ops, element, 256, 0, cpp=True)
    print("\n" + chlo_bits.summarize(outcomes))
    identical = {f"{o.op}:{o.element}" for o in outcomes if o.cpp == 0}
    expected = set(json.loads(BASELINE.read_text())["identical"])
    assert sorted(expected - identical) == []
