"""Differential testing against the C++ reference interpreter (needs the ``bench`` extra).

    python tools/differential.py --generated 5000 --seed 0 [--suite [DIR]] [--only REGEX] [--json out.json]

Runs programs through our interpreter and through ``jaxlib``'s
``stablehlo.eval_module`` (in subprocesses, see ``reference_eval.py``) and
reports per op and element type: programs compared, bit-identical ones, the
largest ULP distance, and the first mismatch (program, result, flat index,
both values). Inputs: programs from ``tools/progen.py`` (every op x type x shape
class, reproducible by seed) and, with ``--suite``, the shared interpret suite's
chunks with their ``check.expect_*`` ops turned into results. Programs the reference rejects or aborts on (integer
division by zero, complex compare, empty contractions) are counted apart, as
``ref-fail``, and not compared.

Comparison: integers and i1 exactly; floats by bits, any NaN equal to any NaN;
ULP distance counts representable values between the two (in the result's type);
complex compares real and imaginary parts. Narrow floats (and sub-byte ints) are
widened exactly (to f32 / i8) on both sides, as the reference's Python binding
cannot return them.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from reference_eval import run_programs  # noqa: E402
from tools import progen  # noqa: E402

_NATIVE = {"i1", "i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64", "f32", "f64"}


# --- making programs self-contained --------------------------------------------------

def _widen(element_type: str) -> tuple[list[str], list[str]]:
    """How a result of ``element_type`` is returned to Python: ops on ``%x`` (as text
    templates producing ``%y{i}``) and the returned types."""
    if element_type in _NATIVE:
        return [], [element_type]
    if element_type.startswith("complex"):
        part = element_type[len("complex<"):-1]
        return ["real", "imag"], [part, part]
    return ["convert"], ["i8" if element_type in ("i2", "i4") else "ui8" if element_type.startswith("ui")
                         else "f32"]


def widen_array(x: np.ndarray, element_type: str) -> list[np.ndarray]:
    """Our result as the reference returns it after :func:`_widen`."""
    if element_type in _NATIVE:
        return [np.asarray(x)]
    if element_type.startswith("complex"):
        return [np.real(x).copy(), np.imag(x).copy()]
    target = _widen(element_type)[1][0]
    return [np.asarray(x).astype({"i8": np.int8, "ui8": np.uint8, "f32": np.float32}[target])]


def self_contained(text: str, args: list[np.ndarray]) -> tuple[str, list[str]]:
    """``text`` with ``@main`` renamed ``@tested`` and a new argument-free ``@main`` that
    calls it on ``args`` (as constants) and returns its results widened (see
    :func:`_widen`); also the tested function's result element types."""
    from stablehlo_translate import parse_module
    from stablehlo_translate.ir.module import function_type
    from stablehlo_translate.ir.element_text import dense_literal
    from stablehlo_translate.ir.types import TensorType

    module = parse_module(text)
    main = module.functions["main"]
    ftype = function_type(main)
    lines = []
    for i, (arg, t) in enumerate(zip(args, ftype.inputs)):
        lines.append(f"    %a{i} = stablehlo.constant {dense_literal(np.asarray(arg, t.dtype), t)}")
    ins = ", ".join(str(t) for t in ftype.inputs)
    outs = ", ".join(str(t) for t in ftype.results)
    names = [f"%r#{i}" for i in range(len(ftype.results))] if len(ftype.results) > 1 else ["%r"]
    call = f"    %r{':' + str(len(names)) if len(names) > 1 else ''} = func.call @tested(" \
           f"{', '.join(f'%a{i}' for i in range(len(args)))}) : ({ins}) -> ({outs})"
    lines.append(call)
    returned, types = [], []
    for i, (name, t) in enumerate(zip(names, ftype.results)):
        ops, widened = _widen(t.element_type)
        for j, (op, wt) in enumerate(zip(ops or [None], widened)):
            target = TensorType(t.shape, wt)
            if op is None:
                returned.append(name)
            else:
                lines.append(f"    %w{i}_{j} = stablehlo.{op} {name} : ({t}) -> {target}")
                returned.append(f"%w{i}_{j}")
            types.append(str(target))
    lines.append(f"    func.return {', '.join(returned)} : {', '.join(types)}")
    wrapper = f"  func.func @main() -> ({', '.join(types)}) {{\n" + "\n".join(lines) + "\n  }\n"
    renamed = re.sub(r"func\.func\s+(public\s+)?@main\(", "func.func private @tested(", text, count=1)
    body = renamed.rstrip()
    if body.startswith("module"):
        body = body[:body.rindex("}")] + wrapper + "}\n"
    else:
        body = "module {\n" + body + "\n" + wrapper + "}\n"
    return body, [str(t.element_type) for t in ftype.results]


# --- comparing -----------------------------------------------------------------------

def ulp_distance(ours: np.ndarray, theirs: np.ndarray, element_type: str) -> np.ndarray:
    """Per-element ULP distance in ``element_type`` (0 where both are NaN, a huge
    number where exactly one is NaN)."""
    from stablehlo_translate.ir.types import dtype_of

    part = element_type[len("complex<"):-1] if element_type.startswith("complex") else element_type
    dt = dtype_of(part)
    a, b = np.asarray(ours).astype(dt), np.asarray(theirs).astype(dt)
    view = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}[dt.itemsize]
    magnitude = np.int64((1 << (dt.itemsize * 8 - 1)) - 1)
    ka, kb = (np.where(x < 0, -(x & magnitude), x) for x in (np.asarray(v.view(view), np.int64) for v in (a, b)))
    ua, ub = ka.astype(np.uint64), kb.astype(np.uint64)
    d = np.minimum(np.where(ka >= kb, ua - ub, ub - ua), np.uint64(2 ** 62)).astype(np.int64)
    with np.errstate(invalid="ignore"):
        na, nb = np.isnan(a.astype(np.float64)), np.isnan(b.astype(np.float64))
    return np.where(na & nb, 0, np.where(na | nb, 2 ** 62, d))


def compare(ours: list[np.ndarray], theirs: list[np.ndarray], element_types: list[str]) -> tuple[int, str | None]:
    """(max ULP distance, first mismatch) of our widened results against the reference's."""
    worst, first = 0, None
    mine = [w for x, t in zip(ours, element_types) for w in widen_array(x, t)]
    kinds = [t for t in element_types for _ in _widen(t)[1]]
    if len(mine) != len(theirs):
        return 2 ** 62, f"{len(mine)} results, reference {len(theirs)}"
    for index, (x, y, t) in enumerate(zip(mine, theirs, kinds)):
        x, y = np.asarray(x), np.asarray(y)
        if x.shape != y.shape:
            return 2 ** 62, f"result {index}: shape {x.shape} vs {y.shape}"
        if x.dtype.kind in "iub":
            d = (x.astype(np.int64) != y.astype(np.int64)).astype(np.int64) * (2 ** 62) if x.dtype.kind != "u" \
                else (x != y).astype(np.int64) * (2 ** 62)
        else:
            d = ulp_distance(x, y, t)
        if d.size and d.max() > worst:
            worst = int(d.max())
        if first is None and d.size and d.max() > 0:
            at = int(np.argmax(d.ravel() > 0))
            first = f"result {index}[{at}]: ours {x.ravel()[at]!r}, reference {y.ravel()[at]!r}"
    return worst, first


# --- programs ------------------------------------------------------------------------

SUITE = Path(__file__).resolve().parents[1].parent / "shared" / "stablehlo-suite" / "interpret"
_CHECK = re.compile(r"^\s*check\.expect_\w+\s+(%[\w#]+)\s*,.*:\s*(tensor<[^>]*>)\s*$")


def suite_programs(folder: Path = SUITE) -> list[tuple[str, str, list[np.ndarray]]]:
    """The interpret suite's one-function chunks with their ``check.expect_*`` ops turned
    into results (``suite:FILE/TYPE/FUNC``), so both interpreters' values are compared."""
    programs = []
    for path in sorted(folder.glob("*.mlir")):
        for chunk in path.read_text().split("// -----"):
            heads = re.findall(r"^func\.func @(\w+)\(\) \{$", chunk, re.M)
            if len(heads) != 1 or chunk.count("func.func") != 1 or chunk.count("func.return\n") != 1:
                continue
            checks = [m for m in map(_CHECK.match, chunk.splitlines()) if m]
            if not checks:
                continue
            values, types = [m.group(1) for m in checks], [m.group(2) for m in checks]
            lines = [line for line in chunk.splitlines() if not _CHECK.match(line)]
            text = "\n".join(lines).replace(f"func.func @{heads[0]}() {{", f"func.func @main() -> ({', '.join(types)}) {{")
            text = text.replace("func.return\n", f"func.return {', '.join(values)} : {', '.join(types)}\n")
            element = types[0][types[0].rindex("x") + 1:-1] if "x" in types[0] else types[0][7:-1]
            programs.append((f"suite:{path.stem}/{element}/{heads[0]}", text, []))
    return programs


def run(programs: list[tuple[str, str, list[np.ndarray]]], batch: int = 200, fast: bool = False) -> dict:
    """Per op/type statistics of ``programs`` (name ``op/type/...``)."""
    import stablehlo_translate as st

    stats: dict[str, dict] = defaultdict(lambda: {"programs": 0, "identical": 0, "max_ulp": 0, "first": None,
                                                  "skipped": 0})
    for start in range(0, len(programs), batch):
        chunk = programs[start:start + batch]
        wrapped, ours = [], []
        for _name, text, args in chunk:
            try:
                wrapped.append(self_contained(text, args))
                ours.append(st.interpret(text, *args, fast=fast))
            except Exception as error:  # noqa: BLE001 - recorded per program
                wrapped.append(None)
                ours.append(f"ours: {type(error).__name__}: {error}"[:200])
        theirs = run_programs([w[0] if w else "" for w in wrapped])
        for (name, _, _), w, mine, ref in zip(chunk, wrapped, ours, theirs):
            key = "/".join(name.split("/")[:2])
            entry = stats[key]
            if isinstance(ref, str) and w is not None:
                entry["skipped"] += 1  # the reference rejects or aborts: nothing to compare
                entry["ref_error"] = entry.get("ref_error") or f"{name}: {ref}"[:160]
                continue
            if w is None:
                entry["programs"] += 1
                entry["max_ulp"] = 2 ** 62
                entry["first"] = entry["first"] or f"{name}: {mine if isinstance(mine, str) else ref}"
                continue
            entry["programs"] += 1
            if isinstance(mine, str):
                entry["max_ulp"] = 2 ** 62
                entry["first"] = entry["first"] or f"{name}: {mine}"
                continue
            worst, first = compare(mine, ref, w[1])
            entry["identical"] += worst == 0
            entry["max_ulp"] = max(entry["max_ulp"], worst)
            if first and not entry["first"]:
                entry["first"] = f"{name}: {first}"
    return dict(stats)


def report(stats: dict) -> str:
    lines = [f"{'op/type':36} {'identical':>12} {'max ULP':>8} {'ref-fail':>8}  first mismatch"]
    total = same = 0
    for key in sorted(stats):
        s = stats[key]
        total += s["programs"]
        same += s["identical"]
        ulp = "-" if s["max_ulp"] >= 2 ** 62 else str(s["max_ulp"])
        lines.append(f"{key:36} {s['identical']:>5}/{s['programs']:<6} {ulp:>8} {s['skipped']:>8}  {s['first'] or ''}")
    lines.append(f"total: {same}/{total} programs bit-identical; "
                 f"{sum(s['skipped'] for s in stats.values())} rejected or aborted by the reference")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--generated", type=int, default=5000, help="number of generated programs")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--start", type=int, default=0, help="index of the first generated program")
    parser.add_argument("--suite", nargs="?", const=str(SUITE), metavar="DIR",
                        help=f"also the interpret suite's chunks (default DIR: {SUITE})")
    parser.add_argument("--only", default="", help="regular expression on program names")
    parser.add_argument("--fast", action="store_true", help="our interpreter with fast=True (BLAS sums)")
    parser.add_argument("--json", help="write the statistics here")
    opts = parser.parse_args(argv)
    programs = list(progen.generate(opts.seed, opts.generated, opts.start))
    if opts.suite:
        programs += suite_programs(Path(opts.suite))
    if opts.only:
        programs = [p for p in programs if re.search(opts.only, p[0])]
    began = time.perf_counter()
    stats = run(programs, fast=opts.fast)
    print(report(stats))
    print(f"{len(programs)} programs in {time.perf_counter() - began:.0f} s")
    if opts.json:
        Path(opts.json).write_text(json.dumps(stats, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
