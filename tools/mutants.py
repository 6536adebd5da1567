#!/usr/bin/env python3
"""Plants bugs in a copy of the package, one at a time, and checks that focused tests catch each.

Usage: ``python tools/mutants.py [--only NAME,...] [--list] [--keep]``

Each mutant is one text replacement in the package (the text must occur exactly once under
its folder or file, so a mutant whose code moved or changed is reported, not silently
skipped). It is applied to a fresh copy of the installed package (the one ``import
stablehlo_translate`` finds, with its grammar), which goes first on ``PYTHONPATH``, so the
tests and the commands they start import the mutated code; ``TMPDIR`` is private to the
mutant (the parser's and the op families' caches live there). Then its focused tests run
(``pytest -x``); the mutant is caught when they fail. Prints one line per mutant and
``caught K/N``; the exit status is 0 only when every mutant is caught (2: a mutant's text
does not occur exactly once).
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Mutant:
    name: str
    where: str  # a folder or file of the package, relative to it
    old: str
    new: str
    tests: tuple[str, ...]  # pytest files or node ids, relative to the checkout
    bug: str


MUTANTS = [
    # the text front end
    Mutant("ssa-redefinition-accepted", "text/resolver.py",
           "if base in self.scope or base + \"#0\" in self.scope:", "if False:",
           ("tests/unit/test_parser.py",), "a value defined twice in one scope is accepted"),
    Mutant("int-literal-range", "text/literal_rules.py",
           "return 0 < magnitude <= 1 << (width - 1)", "return 0 < magnitude < 1 << (width - 1)",
           ("tests/unit/test_literals.py",), "the most negative integer of a type is out of range"),
    # verification
    Mutant("reduce-dimension-bounds", "verification/shapes/reduction.py",
           "if not 0 <= d < witness.rank:", "if not 0 <= d <= witness.rank:",
           ("tests/unit/test_shapes_reduction.py",), "reduce accepts the dimension one past the last"),
    Mutant("verifier-continues-after-failure", "verification/verifier.py",
           "        self.diagnostics.extend(op_error(op, m) for m in messages)\n        raise _Failed",
           "        self.diagnostics.extend(op_error(op, m) for m in messages)\n        return",
           ("tests/unit/test_api.py", "tests/unit/test_verifier.py"),
           "a function keeps being checked after its first failing op"),
    # evaluators and element rules
    Mutant("divide-floors", "interpreter/element.py",
           "quo = np.trunc(xw / safe).astype(xw.dtype)", "quo = np.floor(xw / safe).astype(xw.dtype)",
           ("tests/unit/test_element.py",), "integer division rounds toward -inf instead of zero"),
    Mutant("shift-past-width", "interpreter/element.py",
           "return wrap(np.where(out, fill, r), x.dtype)", "return wrap(r, x.dtype)",
           ("tests/unit/test_element.py",), "shifts by the bit width or more are numpy's, not the spec's"),
    Mutant("afz-ties-to-zero", "interpreter/element.py",
           "away = np.abs(w - t) >= 0.5", "away = np.abs(w - t) > 0.5",
           ("tests/unit/test_element.py",), "round_nearest_afz rounds ties toward zero"),
    Mutant("sum-order-reversed", "interpreter/ops/linalg.py",
           "    for k in range(cols.shape[0]):\n        np.multiply(cols[k], rows[k], out=product)",
           "    for k in reversed(range(cols.shape[0])):\n        np.multiply(cols[k], rows[k], out=product)",
           ("tests/unit/test_summation_order.py",), "dot_general sums its products last index first"),
    Mutant("loop-limit-ignored", "interpreter/compiler.py",
           '(f"if {limit} is None: {limit} = maxsize", 1)', '(f"{limit} = maxsize", 1)',
           ("tests/unit/test_scalar_loop.py",), "a compiled while loop ignores --max-iterations"),
    # the C library's bits
    Mutant("libm-not-recomputed", "interpreter/libm.py",
           "if name in _SAME_AS_LIBM or r.size == 0:", "if True:",
           ("tests/unit/test_libm_bits.py",), "transcendentals keep numpy's float64 results"),
    Mutant("f32-boundaries-ignored", "interpreter/element.py",
           "suspects = None if dt == _F64 else (lambda r: near_rounding_boundary(r, dt))",
           "suspects = None if dt == _F64 else (lambda r: r != r)",
           ("tests/unit/test_libm_bits.py",), "f32 results near a rounding boundary keep numpy's double"),
    # the bytecode container
    Mutant("varint-too-long", "bytecode/stream.py",
           "for length in range(2, 9):", "for length in range(3, 9):",
           ("tests/unit/test_bytecode.py",), "two-byte varints are written in three bytes"),
    Mutant("i1-bytes-not-bits", "bytecode/builtin.py",
           "w.blob(np.packbits(flat.astype(np.uint8), bitorder=\"little\").tobytes())",
           "w.blob(flat.astype(np.uint8).tobytes())",
           ("tests/unit/test_bytecode.py",), "i1 constants are written a byte per element"),
    # VHLO versions
    Mutant("gather-batching-dropped", "vhlo/to_version.py",
           "(\"gather\", 2): Change(added={name: (_empty_i64_tensor, _is_empty) for name in _BATCHING}),",
           "(\"gather\", 2): Change(added={name: (_empty_i64_tensor, lambda a: True) for name in _BATCHING}),",
           ("tests/unit/test_vhlo_changes.py",), "a gather with batching dimensions downgrades, dropping them"),
    Mutant("accuracy-dropped", "vhlo/to_version.py",
           "(_result_accuracy, lambda a: a == _result_accuracy(None))", "(_result_accuracy, lambda a: True)",
           ("tests/unit/test_vhlo_changes.py",), "result_accuracy is dropped when downgrading"),
    Mutant("variadic-downgraded", "vhlo/to_version.py",
           "if change.single and (len(op.operands) != 1 or len(op.results) != 1):",
           "if change.single and len(op.operands) > 2:",
           ("tests/unit/test_vhlo_changes.py",), "variadic collectives downgrade to single-operand ops"),
    Mutant("promotable-reductions-early", "vhlo/to_version.py",
           "if row.base in _REDUCTIONS and target < (0, 17, 0):",
           "if row.base in _REDUCTIONS and target < (0, 16, 0):",
           ("tests/unit/test_vhlo_changes.py",), "reductions in a wider type are written for 0.16.0"),
    Mutant("composite-regions-dropped", "vhlo/to_version.py",
           "        if change.no_regions and op.regions:\n            return None\n", "",
           ("tests/unit/test_vhlo_changes.py",), "a composite with regions downgrades, losing them"),
    # passes
    Mutant("inline-keeps-dead-functions", "passes/inline.py",
           "erased = set(self.dead)", "erased = set()",
           ("tests/unit/test_passes.py",), "private functions left unused by inlining stay"),
    Mutant("composite-except-ignored", "passes/composite_to_call.py",
           "excluded = {name for name in options.get(\"except\", \"\").split(\",\") if name}", "excluded = set()",
           ("tests/unit/test_passes.py",), "composite-to-call ignores its except option"),
    Mutant("strip-debuginfo-keeps-locations", "passes/strip_debuginfo.py",
           "        op.loc = UNKNOWN_LOC\n", "",
           ("tests/unit/test_passes.py",), "strip-debuginfo keeps the source positions"),
    # printing
    Mutant("float-digits", "printing/float_text.py",
           "return 2 + (ml_dtypes.finfo(dtype_of(element_type)).nmant + 1) * 59 // 196",
           "return 1 + (ml_dtypes.finfo(dtype_of(element_type)).nmant + 1) * 59 // 196",
           ("tests/unit/test_float_text.py",), "floats print with a digit too few to read back"),
    Mutant("exponent-digits", "printing/float_text.py",
           "power_text = f\"{abs(power):02d}\"", "power_text = f\"{abs(power):d}\"",
           ("tests/unit/test_float_text.py",), "exponents print without MLIR's two digits"),
    Mutant("constant-names", "printing/value_names.py",
           "return (\"c\",) if isinstance(element, str) and _INTEGER_TYPE.fullmatch(element) else (\"cst\",)",
           "return (\"cst\",)",
           ("tests/unit/test_passes.py",),
           "integer constants are named %cst instead of MLIR's %c"),
    # diagnostics
    Mutant("caret-off-by-one", "diagnostics.py",
           "caret = \" \" * (self.loc.col - 1) + \"^\"", "caret = \" \" * self.loc.col + \"^\"",
           ("tests/unit/test_diagnostics.py",), "the caret under a syntax error is one column late"),
]


def _package() -> tuple[Path, Path]:
    """The installed package's folder and its grammar folder."""
    import stablehlo_translate

    package = Path(stablehlo_translate.__file__).resolve().parent
    grammar = package / "grammar"
    return package, grammar if grammar.is_dir() else ROOT / "grammar"


def _apply(mutant: Mutant, copy: Path) -> str | None:
    """Plants ``mutant`` in the package copy; the reason when its text does not occur once."""
    target = copy / mutant.where
    files = sorted(target.rglob("*.py")) if target.is_dir() else [target]
    hits = [(path, path.read_text().count(mutant.old)) for path in files if path.is_file()]
    found = [(path, n) for path, n in hits if n]
    if len(found) != 1 or found[0][1] != 1:
        return f"its text occurs {sum(n for _, n in found)} times under {mutant.where}"
    path = found[0][0]
    path.write_text(path.read_text().replace(mutant.old, mutant.new))
    return None


def run(mutant: Mutant, keep: bool = False) -> tuple[str, float, str]:
    """(outcome, seconds, detail): outcome ``caught``, ``missed`` or ``stale``."""
    package, grammar = _package()
    work = Path(tempfile.mkdtemp(prefix=f"mutant-{mutant.name}-"))
    start = time.monotonic()
    try:
        copy = work / "site" / "stablehlo_translate"
        shutil.copytree(package, copy, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        if not (copy / "grammar").is_dir():
            shutil.copytree(grammar, copy / "grammar", ignore=shutil.ignore_patterns("__pycache__"))
        problem = _apply(mutant, copy)
        if problem:
            return "stale", 0.0, problem
        (work / "tmp").mkdir()
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(work / "site"),
                                                                        os.environ.get("PYTHONPATH")])),
                   TMPDIR=str(work / "tmp"), PYTHONDONTWRITEBYTECODE="1")
        tests = [str(ROOT / test) for test in mutant.tests]
        done = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
                               f"--rootdir={ROOT}", *tests], cwd=work, env=env, capture_output=True, text=True)
        failed = [line for line in done.stdout.splitlines() if line.startswith(("FAILED", "ERROR"))]
        outcome = "caught" if done.returncode != 0 else "missed"
        return outcome, time.monotonic() - start, (failed[0] if failed else done.stdout.strip().splitlines()[-1])
    finally:
        if not keep:
            shutil.rmtree(work, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", help="comma-separated mutant names")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    parser.add_argument("--keep", action="store_true", help="keep each mutant's copy (printed)")
    options = parser.parse_args()
    chosen = MUTANTS
    if options.only:
        names = options.only.split(",")
        chosen = [m for m in MUTANTS if m.name in names]
        unknown = set(names) - {m.name for m in chosen}
        if unknown:
            parser.error(f"unknown mutants: {', '.join(sorted(unknown))}")
    if options.list:
        for m in chosen:
            print(f"{m.name:36} {m.where:36} {m.bug}")
        return 0
    counts = {"caught": 0, "missed": 0, "stale": 0}
    for m in chosen:
        outcome, seconds, detail = run(m, options.keep)
        counts[outcome] += 1
        print(f"{outcome:7} {m.name:36} {seconds:5.1f} s  {detail}", flush=True)
    print(f"caught {counts['caught']}/{len(chosen)}" + (f" ({counts['stale']} stale)" if counts["stale"] else ""))
    if counts["stale"]:
        return 2
    return 0 if counts["caught"] == len(chosen) else 1


if __name__ == "__main__":
    sys.exit(main())
