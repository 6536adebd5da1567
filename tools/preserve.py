#!/usr/bin/env python3
"""Checks that every ``stablehlo-opt`` pass keeps what a program computes.

For each program (``tools/progen.py``'s single-op and composed programs, ``tools/sdy_programs.py``'s
Shardy programs, and the chunks of the shared interpret suite in ``artifacts/``) and each pass of the registry, the program is
interpreted before and after the pass: the results must have the same bits (NaN payloads
aside: a NaN matches any NaN), and the pass's output must verify and, printed, parse and verify
again. Per pass it reports programs checked, programs the pass changed, and differences (a
different result, an output that does not verify or parse, an interpreter error after the pass
only), each difference with the program's name.

A pass whose output the interpreter cannot run by design is checked through a pipeline that
brings it back (``stablehlo-legalize-to-vhlo`` then ``vhlo-legalize-to-stablehlo``).

Usage: ``tools/preserve.py [--count N] [--composed N] [--suite N] [--seed S] [--passes a,b]
[--time-limit SECONDS] [-v]``; exits 1 when any pass differs.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import ml_dtypes
import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from stablehlo_translate.cli.opt import OptOptions, run_pipeline  # noqa: E402
from stablehlo_translate.diagnostics import Diagnostic, ParseError  # noqa: E402
from stablehlo_translate.interpreter.executor import interpret_module  # noqa: E402
from stablehlo_translate.passes import PASSES, parse_options  # noqa: E402
from stablehlo_translate.printing.module_printer import print_module  # noqa: E402
from stablehlo_translate.printing.value_names import rename_like_mlir  # noqa: E402
from stablehlo_translate.text.parser import parse_module  # noqa: E402
from stablehlo_translate.verification.verifier import verify_module  # noqa: E402

def suite_directory() -> Path:
    """The shared suite's ``artifacts/``: ``$STABLEHLO_SUITE/artifacts``, else ``shared/`` next to
    this checkout or next to its parent (a worktree)."""
    import os

    given = os.environ.get("STABLEHLO_SUITE")
    candidates = [Path(given)] if given else [ROOT.parent / "shared" / "stablehlo-suite",
                                               ROOT.parent.parent / "shared" / "stablehlo-suite"]
    return next((c / "artifacts" for c in candidates if (c / "artifacts").is_dir()), candidates[0] / "artifacts")

PIPELINES: dict[str, tuple[tuple[str, str | None], ...]] = {
    "stablehlo-legalize-to-vhlo": (("stablehlo-legalize-to-vhlo", None), ("vhlo-legalize-to-stablehlo", None)),
    "vhlo-to-version": (("stablehlo-legalize-to-vhlo", None), ("vhlo-to-version", "target=1.0.0"),
                        ("vhlo-legalize-to-stablehlo", None)),
    "interpreter-instrument-with-probe": (("interpreter-instrument-with-probe", None),),
}
"""Passes checked through a pipeline (the rest run alone, with their default options)."""

SKIPPED = {"hlo-test-infer": "replaces ops by test ops that report inferred shapes (nothing to interpret)",
           "hlo-test-broadcast": "rewrites only its test op (nothing to interpret)"}

APPROXIMATE = {"stablehlo-complex-math-expander": 4}
"""Passes that replace an op by another algorithm for it (pass -> ulps): results of a float kind
match within that many units in the last place of their magnitude (a complex value's parts
against the value's), infinities and NaNs where the other has them."""

ZERO_SIGN = "results differ only in the sign of zeros"
KNOWN = {
    "stablehlo-aggressive-simplification": (ZERO_SIGN,),
    "stablehlo-target-independent-optimization": (ZERO_SIGN,),
}
"""Differences found and kept (pass -> the words of the failures), counted as known: upstream's
AddOp_RemoveNoop/SubtractOp_RemoveNoop (``add(x, 0.0) -> x``, which upstream's own tests require) turning ``-0.0 + 0.0 = +0.0`` into ``-0.0``."""


def pipeline_of(name: str) -> tuple[tuple[str, dict[str, str]], ...]:
    steps = PIPELINES.get(name, ((name, None),))
    return tuple((step, parse_options(step, text)) for step, text in steps)


def within_ulps(a: Any, b: Any, ulps: int) -> bool:
    """Equal arrays, floats and complex numbers within ``ulps`` units in the last place."""
    if isinstance(a, (tuple, list)) or isinstance(b, (tuple, list)):
        return isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)) and len(a) == len(b) and all(
            within_ulps(x, y, ulps) for x, y in zip(a, b))
    if not (isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and a.dtype == b.dtype
            and a.dtype.kind in "fc" and a.shape == b.shape):
        return same_bits(a, b)
    eps = float(ml_dtypes.finfo(a.real.dtype).eps)
    x, y = a.astype(np.complex128 if a.dtype.kind == "c" else np.float64), b.astype(
        np.complex128 if a.dtype.kind == "c" else np.float64)  # ml_dtypes floats too
    near = np.ones(x.shape, dtype=bool)
    with np.errstate(all="ignore"):  # a complex value's parts against its magnitude
        scale = ulps * eps * np.maximum(np.abs(x), np.abs(y))
        for p, q in ((x.real, y.real), (x.imag, y.imag)):
            near &= (np.abs(p - q) <= scale) | (p == q) | (np.isnan(p) & np.isnan(q))
    return bool(near.all())


def same_bits(a: Any, b: Any) -> bool:
    """Equal arrays (tuples element by element), NaN payloads aside."""
    if isinstance(a, (tuple, list)) or isinstance(b, (tuple, list)):
        return isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)) and len(a) == len(b) and all(
            same_bits(x, y) for x, y in zip(a, b))
    if not isinstance(a, np.ndarray) or not isinstance(b, np.ndarray):
        return type(a) is type(b)
    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    if a.size == 0:
        return True
    if a.dtype.kind == "c":
        return same_bits(a.real.copy(), b.real.copy()) and same_bits(a.imag.copy(), b.imag.copy())
    raw_a = np.ascontiguousarray(a).view(np.uint8).reshape(a.size, -1)
    raw_b = np.ascontiguousarray(b).view(np.uint8).reshape(b.size, -1)
    equal = (raw_a == raw_b).all(axis=1)
    if a.dtype.kind in "fV" and a.dtype != np.bool_:
        try:
            with np.errstate(invalid="ignore"):
                both_nan = np.isnan(a.astype(np.float64)).reshape(-1) & np.isnan(b.astype(np.float64)).reshape(-1)
        except (TypeError, ValueError):
            both_nan = np.zeros(a.size, dtype=bool)
        equal |= both_nan
    return bool(equal.all())


def run(module: Any, args: list[np.ndarray]) -> list[Any]:
    """The results of every entry function (what ``interpreter.print`` writes is dropped)."""
    with np.errstate(all="ignore"), contextlib.redirect_stdout(io.StringIO()):
        return [values for _, values, _ in interpret_module(module, args)]


def printed(module: Any) -> str:
    rename_like_mlir(module)
    return print_module(module)


def programs(seed: int, count: int, composed: int, suite: int) -> Iterator[tuple[str, str, list[np.ndarray]]]:
    sys.path.insert(0, str(ROOT / "tools"))
    from progen import generate, generate_composed
    from sdy_programs import programs as sdy_programs

    yield from generate_composed(seed, composed)
    yield from generate(seed, count)
    yield from sdy_programs(seed)
    directory = suite_directory()
    if suite and directory.is_dir():
        for path in sorted(directory.glob("*.mlir"))[:suite]:
            yield f"suite/{path.stem}", path.read_text(), []


class Tally:
    """One pass's counts: programs checked and changed, differences, known differences (see
    :data:`KNOWN`), and programs the pass refused with an error."""

    __slots__ = ("checked", "changed", "differences", "known", "errors")

    def __init__(self) -> None:
        self.checked = self.changed = 0
        self.differences: list[str] = []
        self.known: list[str] = []
        self.errors: list[str] = []

    def differ(self, pass_name: str, line: str) -> None:
        known = any(words in line for words in KNOWN.get(pass_name, ()))
        (self.known if known else self.differences).append(line)


def check(name: str, text: str, args: list[np.ndarray], base: str, before: list[Any],
          pass_name: str, steps: tuple, tally: Tally) -> None:
    """One program through one pass (pipeline) into ``tally``."""
    module = parse_module(text, name)
    diagnostics: list = []
    module = run_pipeline(module, OptOptions(steps), diagnostics)
    if any(d.severity == "error" for d in diagnostics):
        tally.errors.append(f"{name}: {diagnostics[0].message}")
        return
    tally.checked += 1
    try:
        output = printed(module)
        again = parse_module(output, name)
        problems = verify_module(again)
    except (ParseError, Diagnostic) as error:
        tally.differ(pass_name, f"{name}: the output does not parse: {error}")
        return
    if problems:
        tally.differ(pass_name, f"{name}: the output does not verify: {problems[0].message}")
        return
    if output != base:
        tally.changed += 1
    try:
        after = run(again, args)
    except Exception as error:  # noqa: BLE001 - any failure after the pass is a difference
        tally.differ(pass_name, f"{name}: interpreting the output failed: {error}")
        return
    ulps = APPROXIMATE.get(pass_name)
    if not (same_bits(before, after) if ulps is None else within_ulps(before, after, ulps)):
        zeros = same_bits(_zeros_unsigned(before), _zeros_unsigned(after))
        tally.differ(pass_name, f"{name}: {ZERO_SIGN if zeros else 'different results'}")


def _zeros_unsigned(value: Any) -> Any:
    """``value`` with every -0.0 made +0.0 (floats and complex parts)."""
    if isinstance(value, (tuple, list)):
        return [_zeros_unsigned(v) for v in value]
    if isinstance(value, np.ndarray) and value.dtype.kind in "fcV" and value.dtype != np.bool_:
        try:
            return np.where(value == 0, np.zeros_like(value), value)
        except TypeError:
            return value
    return value


def campaign(names: list[str], sources: Iterator[tuple[str, str, list[np.ndarray]]],
             time_limit: float = 0) -> tuple[int, dict[str, Tally]]:
    """Every program of ``sources`` the interpreter runs, through every pass of ``names``:
    (programs, tallies by pass)."""
    steps = {name: pipeline_of(name) for name in names}
    tallies = {name: Tally() for name in names}
    started, seen = time.monotonic(), 0
    for name, text, args in sources:
        if time_limit and time.monotonic() - started > time_limit:
            break
        try:
            module = parse_module(text, name)
            if verify_module(module):
                continue
            before = run(module, args)
            base = printed(module)
        except Exception:  # noqa: BLE001 - programs the interpreter refuses are not checked
            continue
        seen += 1
        for pass_name in names:
            check(name, text, args, base, before, pass_name, steps[pass_name], tallies[pass_name])
    return seen, tallies


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=200, help="progen single-op programs (default 200)")
    parser.add_argument("--composed", type=int, default=200, help="progen composed programs (default 200)")
    parser.add_argument("--suite", type=int, default=0, help="chunks of the shared interpret suite (default 0)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--passes", help="comma-separated pass names (default: every registered pass)")
    parser.add_argument("--time-limit", type=float, default=0, help="stop starting programs after SECONDS")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every difference")
    options = parser.parse_args()
    names = options.passes.split(",") if options.passes else [n for n in PASSES if n not in SKIPPED]
    started = time.monotonic()
    seen, tallies = campaign(names, programs(options.seed, options.count, options.composed, options.suite),
                             options.time_limit)
    print(f"{seen} programs, {time.monotonic() - started:.1f} s")
    print(f"{'pass':45} {'checked':>8} {'changed':>8} {'differences':>12} {'known':>6} {'refused':>8}")
    for name in names:
        t = tallies[name]
        print(f"{name:45} {t.checked:8} {t.changed:8} {len(t.differences):12} {len(t.known):6} {len(t.errors):8}")
        for line in t.differences[:None if options.verbose else 5]:
            print(f"    {line}")
        if t.known:
            print(f"    known ({len(t.known)}), e.g. {t.known[0]}")
    return 1 if any(t.differences for t in tallies.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
