"""A bounded fuzzing run (tools/fuzz.py): 300 mutated suite programs through parse, verify,
print, infer and interpret must give no crash and no hang. A crash it finds gets a lit
reproducer in tests/lit/errors/fuzz_*.mlir when it is fixed.
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path


TOOLS = Path(__file__).resolve().parents[2] / "tools"
CASES, SEED = 300, 0



def _fuzz():
    spec = importlib.util.spec_from_file_location("fuzz", TOOLS / "fuzz.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["fuzz"] = module
    spec.loader.exec_module(module)
    return module


def test_signature_names_the_innermost_frame():
    fuzz = _fuzz()
    detail = ('Traceback (most recent call last):\n'
              '  File "/x/stablehlo_translate/parser.py", line 3, in parse_module\n'
              '  File "/x/stablehlo_translate/shapes/misc.py", line 9, in verify_expect_const\n'
              '    operand_types[0]\nIndexError: tuple index out of range\n')
    assert fuzz.signature(detail) == "shapes/misc.py verify_expect_const IndexError"


def test_cases_are_deterministic():
    fuzz = _fuzz()
    seeds = ["func.func @main() {\n  func.return\n}\n", "func.func @f(%a: tensor<2xi32>) {\n  func.return\n}\n"]
    assert [fuzz.make_case(seeds, 7, i) for i in range(20)] == [fuzz.make_case(seeds, 7, i) for i in range(20)]


def test_fuzz_smoke():
    fuzz = _fuzz()
    seeds = fuzz.load_seeds((fuzz.SUITE / "interpret", fuzz.SUITE / "verify"))
    if not seeds:  # the shared suite is not checked out next to the repository
        seeds = fuzz.load_seeds((TOOLS.parent / "tests" / "lit",))
    results = fuzz.run_cases([fuzz.make_case(seeds, SEED, i) for i in range(CASES)], jobs=2, timeout=10.0)
    assert len(results) == CASES
    hangs = [r.index for r in results if r.outcome == "hang"]
    crashes = {fuzz.signature(r.detail): r.detail for r in results if r.outcome == "crash"}
    assert not hangs, f"cases {hangs} hang (rerun: tools/fuzz.py --seed {SEED} --only {' '.join(map(str, hangs))})"
    assert not crashes, "crashes (rerun: tools/fuzz.py --seed %d --cases %d):\n%s" % (
        SEED, CASES, "\n".join(f"{key}\n{detail}" for key, detail in crashes.items()))


def test_artifact_fuzz_smoke():
    # In process (the cases are fixed and finish in about a second); tools/fuzz.py --artifacts
    # runs the same cases under time and memory limits.
    fuzz = _fuzz()
    artifacts = fuzz.load_artifacts((TOOLS.parent / "tests" / "data" / "bytecode",))
    failing = {}
    for i in range(1000):
        outcome, detail = fuzz.run_artifact_case(fuzz.make_artifact_case(artifacts, SEED, i))
        if outcome in ("crash", "hang"):
            failing[i] = detail
    assert not failing, f"rerun: tools/fuzz.py --artifacts --seed {SEED} --only {' '.join(map(str, failing))}" \
                        f"\n{next(iter(failing.values()))}"


GENERATED = 80


def test_generated_programs_are_deterministic():
    fuzz = _fuzz()
    assert [fuzz.generated_program(5, i)[1] for i in range(10)] == [fuzz.generated_program(5, i)[1] for i in range(10)]


def test_generated_smoke():
    """Generated valid programs (tools/fuzz.py --generate): every one verifies, round-trips
    through print->parse unchanged, and infers and interprets without a crash or hang."""
    fuzz = _fuzz()
    results = fuzz.run_cases([(SEED, i) for i in range(GENERATED)], jobs=2, timeout=20.0)
    assert len(results) == GENERATED
    bad = {r.index: f"{r.outcome}: {r.detail}" for r in results if r.outcome in fuzz.GENERATED_FAILURES}
    assert not bad, "findings (rerun: tools/fuzz.py --generate --seed %d --only %s):\n%s" % (
        SEED, " ".join(map(str, bad)), "\n".join(bad.values()))


def test_op_sweep_finds_nothing():
    """tools/op_sweep.py on ops whose malformed forms once reached their decompositions or
    evaluators (chlo.mulhi with 3 operands, chlo.ragged_dot with float dimension numbers,
    stablehlo.convert with 2 results): the verifier rejects every such form."""
    spec = importlib.util.spec_from_file_location("op_sweep", TOOLS / "op_sweep.py")
    sweep = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sweep)
    prefixes = ("chlo.mulhi", "chlo.ragged_dot", "stablehlo.convert")
    found = sweep.findings(prefixes, types=sweep.TYPES[:2], kinds=("[1.5]", '"s"'))
    assert found == {}, f"rerun: tools/op_sweep.py --prefix <op>: {found}"


def test_pass_cases_are_deterministic_and_do_not_crash():
    # tools/fuzz.py --passes: refinement passes with fuzzed options and types= strings (in process,
    # a small sample; the campaign runs many more under time and memory limits).
    fuzz = _fuzz()
    seeds = fuzz.fuzz_passes.load_seeds(fuzz.SUITE, fuzz.SPLIT)
    cases = [fuzz.fuzz_passes.make_pass_case(seeds, SEED, i, fuzz.MUTATORS) for i in range(60)]
    assert cases == [fuzz.fuzz_passes.make_pass_case(seeds, SEED, i, fuzz.MUTATORS) for i in range(60)]
    outcomes = {i: fuzz.fuzz_passes.run_pass_case(case) for i, case in enumerate(cases)}
    crashes = {i: detail for i, (outcome, detail) in outcomes.items() if outcome == "crash"}
    assert not crashes, f"rerun: tools/fuzz.py --passes --seed {SEED} --only {' '.join(map(str, crashes))}" \
                        f"\n{next(iter(crashes.values()))}"
    assert {outcome for outcome, _ in outcomes.values()} >= {"ok", "diagnostic"}
