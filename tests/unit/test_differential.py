"""tools/progen.py and tools/differential.py: generated programs are valid and, where
jaxlib's reference interpreter is installed, bit-identical to it."""
import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from tools import progen  # noqa: E402


def test_generation_is_reproducible_and_covers_every_combination():
    first = list(progen.generate(3, 5, start=100))
    again = list(progen.generate(3, 5, start=100))
    assert [(n, t) for n, t, _ in first] == [(n, t) for n, t, _ in again]
    assert all((a == b).all() or a.size == 0 for (_, _, xs), (_, _, ys) in zip(first, again) for a, b in zip(xs, ys))
    names = {tuple(progen.program(0, i)[0].split("/")[:3]) for i in range(len(progen.combinations()))}
    assert len(names) == len(progen.combinations())


def test_generated_programs_run():
    import stablehlo_translate as st

    for _name, text, args in progen.generate(7, 120, start=2000):
        st.interpret(text, *args)


@pytest.mark.skipif(importlib.util.find_spec("jaxlib") is None, reason="needs jaxlib (the bench extra)")
def test_bit_identical_to_the_reference():
    import differential

    programs = [p for p in progen.generate(11, 400) if "empty" not in p[0]][::4]
    stats = differential.run(programs)
    assert all(s["identical"] == s["programs"] for s in stats.values()), differential.report(stats)
