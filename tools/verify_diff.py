#!/usr/bin/env python3
"""Differential check of parse and verify diagnostics against jaxlib (StableHLO 1.17.0).

Each program goes through jaxlib (``ir.Module.parse`` with the builtin, func, stablehlo and
chlo dialects registered, unregistered dialects allowed, as upstream's ``-allow-unregistered-dialect``
test runs), in a subprocess (it can abort), and through ours (``parse_module`` then
``verify_module``). The first error of each is compared as it renders:
``LINE:COL: error: MESSAGE``. Mismatch classes:

- ``prefix``: same place, same text but for the ``'name' op `` prefix (one side has it);
- ``location``: same text, another line:col;
- ``wording``: both reject the program at the same place with other words;
- ``place``: both reject it, elsewhere and in other words (order of checks, or another op);
- ``we_accept`` / ``we_reject``: only jaxlib / only we find an error.

Corpora: ``tests`` (every ``// -----`` chunk of tests/lit and every program text of the
verifier's unit tables), ``suite`` (the chunks of the shared verify suites), ``mutations``
(valid chunks of both with one type, shape, number, attribute or operand-count mutation of
tools/fuzz.py; case ``i`` of ``--seed S`` is always the same program), or ``--files`` (any
.mlir files, split at ``// -----``).

``--write FILE`` stores, with jaxlib's first error, programs jaxlib rejects and we reject the
same way (the shortest, of at most MAX_STORED characters, for each distinct message) (the checked-in expectations tests/unit/data/verify_diff_expected.json, which
tests/unit/test_verify_diff.py holds us to without jaxlib). ``--expected FILE`` compares ours
with such a file.

Usage: ``tools/verify_diff.py [--corpus tests suite mutations] [--mutations N] [-v]``.
"""
from __future__ import annotations

import argparse
import ast
import json
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from stablehlo_translate.cli.translate import split_input  # noqa: E402
from stablehlo_translate.diagnostics import Diagnostic  # noqa: E402
from stablehlo_translate.text.parser import parse_module  # noqa: E402
from stablehlo_translate.verification.verifier import verify_module  # noqa: E402

SUITE = next((p / "shared" / "stablehlo-suite" for p in ROOT.parents
              if (p / "shared" / "stablehlo-suite").is_dir()), ROOT.parent / "shared" / "stablehlo-suite")
EXPECTED = ROOT / "tests" / "unit" / "data" / "verify_diff_expected.json"
MAX_STORED = 3000
"""``--write`` leaves out longer programs (mutations of the suite's largest chunks)."""
UNIT_TABLES = ("test_upstream_order.py", "test_verifier.py", "test_inference.py")
PREFIX = re.compile(r"^'[\w.]+' op ")
JAXLIB_LACKS = ("!quant.", "has_dynamic_root", "stablehlo.collective_reduce")
"""Program text jaxlib cannot judge: its Python bindings have no quant dialect, and its
StableHLO (1.17.0) predates these ops and attributes of the shared suite."""
NOT_JUDGED = re.compile(r"^Dialect `\w+' not found|^unregistered operation ")
"""jaxlib's complaints about dialects it lacks (the interpreter's check ops, ...)."""

_JAXLIB_WORKER = r"""
import json, re, sys
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import chlo, stablehlo
from jax._src.interpreters.mlir import upstream_dialects

ctx = ir.Context()
ctx.append_dialect_registry(upstream_dialects)
ctx.load_all_available_dialects()
stablehlo.register_dialect(ctx)
chlo.register_dialect(ctx)
ctx.allow_unregistered_dialects = True
LOC = re.compile(r'"-":(\d+):(\d+)')
for line in sys.stdin:
    text = json.loads(line)
    with ctx, ir.Location.unknown():
        try:
            ir.Module.parse(text)
            answer = None
        except ir.MLIRError as error:
            first = error.error_diagnostics[0] if error.error_diagnostics else None
            if first is None:
                answer = [0, 0, str(error)]
            else:
                m = LOC.search(str(first.location))
                answer = [int(m.group(1)), int(m.group(2)), first.message] if m else [0, 0, first.message]
    print(json.dumps(answer), flush=True)
"""


def jaxlib_first_errors(programs: list[str]) -> list[list | None | str]:
    """jaxlib's first error per program as ``[line, col, message]``, None when it accepts the
    program, or ``"abort"`` when jaxlib dies on it. One process runs the programs in turn; after
    an abort a new one takes the rest."""
    answers: list = []
    while len(answers) < len(programs):
        rest = programs[len(answers):]
        run = subprocess.run([sys.executable, "-c", _JAXLIB_WORKER], input="".join(json.dumps(p) + "\n" for p in rest),
                             capture_output=True, text=True)
        got = [json.loads(line) for line in run.stdout.splitlines()]
        answers.extend(got)
        if len(answers) < len(programs):
            answers.append("abort")
    return answers


def our_first_error(text: str) -> list | None:
    """Our first error as ``[line, col, message]`` (parse, then verify), or None."""
    found = our_first_error_and_stage(text)
    return found and found[0]


def our_first_error_and_stage(text: str) -> tuple[list, str] | None:
    """Our first error and where we found it: ``parse`` or ``verify``."""
    try:
        module = parse_module(text, "-")
        diagnostics, stage = verify_module(module, allow_unregistered=True), "verify"
    except Diagnostic as error:
        diagnostics, stage = error.expand(), "parse"
    if not diagnostics:
        return None
    first = diagnostics[0]
    return [first.loc.line, first.loc.col, first.message], stage


def classify(theirs: list | None, ours: list | None) -> str:
    if theirs == ours:
        return "same"
    if theirs is None:
        return "we_reject"
    if ours is None:
        return "we_accept"
    same_place = theirs[:2] == ours[:2]
    if PREFIX.sub("", theirs[2]) == PREFIX.sub("", ours[2]):
        return "prefix" if same_place else "location"
    return "wording" if same_place else "place"


# --- corpora ------------------------------------------------------------------------------

def _chunks(path: Path) -> list[tuple[str, str]]:
    text = path.read_text(encoding="utf-8", errors="replace")
    return [(f"{path.name}#{i}", c.text) for i, c in enumerate(split_input(text, True))
            if "func.func" in c.text or "module" in c.text]


def _program_strings(path: Path) -> list[str]:
    """Program texts of a unit-test module: its string literals and table entries that hold a
    ``func.func``, and the programs its module-level builders produced in its tables."""
    found = []
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and "func.func" in node.value \
                and node.value.count("{") == node.value.count("}"):
            found.append(node.value)
    sys.path.insert(0, str(path.parent))
    try:
        module = __import__(path.stem)
    except Exception:  # a table that needs what is not installed: its literals still count
        return found

    def walk(value, depth=0):
        if isinstance(value, str):
            if "func.func" in value:
                found.append(value)
        elif isinstance(value, (list, tuple)) and depth < 3:
            for item in value:
                walk(item, depth + 1)
    for name, value in vars(module).items():
        if name.isupper() or isinstance(value, list):
            walk(value)
    return found


def corpus_tests() -> list[tuple[str, str]]:
    programs = []
    for path in sorted((ROOT / "tests" / "lit").rglob("*.mlir")):
        if "Output" not in path.parts:
            programs += [(f"lit/{path.parent.name}/{name}", text) for name, text in _chunks(path)]
    for table in UNIT_TABLES:
        path = ROOT / "tests" / "unit" / table
        seen = set()
        for i, text in enumerate(_program_strings(path)):
            if text not in seen:
                seen.add(text)
                programs.append((f"unit/{table}#{i}", text))
    return programs


def corpus_suite() -> list[tuple[str, str]]:
    return [(f"suite/{name}", text) for path in sorted((SUITE / "verify").glob("*.mlir")) for name, text in _chunks(path)]


def corpus_files(paths: list[Path]) -> list[tuple[str, str]]:
    return [(name, text) for path in paths for name, text in _chunks(path)]


def corpus_mutations(count: int, seed: int) -> list[tuple[str, str]]:
    """``count`` programs: a valid chunk of the suites or tests with one structure-aware mutation."""
    import fuzz

    seeds = [text for _, text in corpus_suite() + corpus_tests()
             if "expected-error" not in text and our_first_error(text) is None]
    mutators = (fuzz.element_type, fuzz.dimensions, fuzz.number, fuzz.attribute, fuzz.operand_count)
    programs = []
    for i in range(count):
        rng = random.Random(f"verify_diff:{seed}:{i}")
        text = rng.choice(seeds)
        mutated = rng.choice(mutators)(rng, text, seeds)
        if mutated != text:
            programs.append((f"mutation/{seed}:{i}", mutated))
    return programs


# --- report -------------------------------------------------------------------------------

def render(answer: list | None) -> str:
    return "(no error)" if answer is None else f"{answer[0]}:{answer[1]}: error: {answer[2]}"


def compare(programs: list[tuple[str, str]], theirs: list, verbose: bool) -> tuple[Counter, list[dict]]:
    """Mismatch classes (``kind``, and ``kind/parse`` when our first error is a parse error) and the
    cases compared (programs jaxlib cannot judge left out)."""
    counts: Counter = Counter()
    cases = []
    for (name, text), their in zip(programs, theirs):
        if their == "abort":
            counts["jaxlib_abort"] += 1
            continue
        if any(marker in text for marker in JAXLIB_LACKS) or (their and NOT_JUDGED.search(their[2])):
            counts["not_judged"] += 1
            continue
        found = our_first_error_and_stage(text)
        ours, stage = found if found else (None, "verify")
        kind = classify(their, ours)
        counts[kind] += 1
        if kind != "same" and stage == "parse":
            counts[f"{kind}/parse"] += 1
        cases.append({"name": name, "program": text, "jaxlib": their, "kind": kind})
        if verbose and kind != "same":
            print(f"{kind} ({stage}): {name}\n  jaxlib: {render(their)}\n  ours:   {render(ours)}")
    return counts, cases


SKIPPED = ("jaxlib_abort", "not_judged")


def print_counts(title: str, counts: Counter) -> None:
    total = sum(v for k, v in counts.items() if "/" not in k and k not in SKIPPED)
    mismatches = total - counts["same"]
    detail = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()) if k != "same" and "/" not in k)
    parse = sum(v for k, v in counts.items() if k.endswith("/parse"))
    print(f"{title}: {total} programs, {counts['same']} same first error, {mismatches} mismatches"
          + (f" ({detail}; {parse} of them where our first error is a parse error)" if detail else ""))


def check_expected(path: Path, verbose: bool) -> Counter:
    """Ours against a stored file of jaxlib's first errors."""
    cases = json.loads(path.read_text())
    counts: Counter = Counter()
    for case in cases:
        ours = our_first_error(case["program"])
        kind = classify(case["jaxlib"], ours)
        counts[kind] += 1
        if verbose and kind != "same":
            print(f"{kind}: {case['name']}\n  jaxlib: {render(case['jaxlib'])}\n  ours:   {render(ours)}")
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", nargs="*", default=["tests", "suite", "mutations"],
                        choices=["tests", "suite", "mutations"])
    parser.add_argument("--files", nargs="*", type=Path, default=[], help="other .mlir files (a corpus of their own)")
    parser.add_argument("--mutations", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--write", type=Path, help="store the programs with jaxlib's first error")
    parser.add_argument("--expected", type=Path, help="compare ours with a stored file (no jaxlib)")
    parser.add_argument("-v", "--verbose", action="store_true")
    options = parser.parse_args(argv)
    if options.expected:
        counts = check_expected(options.expected, options.verbose)
        print_counts(options.expected.name, counts)
        return int(any(k != "same" for k in counts))
    corpora = {"tests": corpus_tests, "suite": corpus_suite,
               "mutations": lambda: corpus_mutations(options.mutations, options.seed)}
    selected = [(name, corpora[name]()) for name in ([] if options.files else options.corpus)]
    if options.files:
        selected.append(("files", corpus_files(options.files)))
    stored = []
    failed = False
    for title, programs in selected:
        theirs = jaxlib_first_errors([text for _, text in programs])
        counts, cases = compare(programs, theirs, options.verbose)
        print_counts(title, counts)
        failed |= any(k not in ("same", *SKIPPED) for k in counts)
        stored += [c for c in cases if c["jaxlib"] is not None and c["kind"] == "same"]
    if options.write:
        shortest: dict[str, dict] = {}  # one program per distinct message of jaxlib's, the shortest
        for case in stored:
            if len(case["program"]) > MAX_STORED:
                continue
            known = shortest.get(case["jaxlib"][2])
            if known is None or len(case["program"]) < len(known["program"]):
                shortest[case["jaxlib"][2]] = case
        stored = sorted(shortest.values(), key=lambda c: c["name"])
        options.write.parent.mkdir(parents=True, exist_ok=True)
        options.write.write_text(json.dumps([{k: c[k] for k in ("name", "program", "jaxlib")} for c in stored],
                                            indent=0) + "\n")
    return int(failed)


if __name__ == "__main__":
    sys.exit(main())
