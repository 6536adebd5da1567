"""CHLO results, bit for bit: for each CHLO op and element type, a program applying the op
to many inputs (special values, random magnitudes, random bit patterns) is run three ways:

* ``interpret``: our ``--interpret`` on the CHLO program (decomposes by default);
* ``legalized``: our ``--interpret`` on the printed ``--chlo-legalize-to-stablehlo`` output;
* ``cpp``: the C++ reference interpreter (jaxlib's ``stablehlo.eval_module``, in a
  subprocess) on that same printed decomposed program (needs jax; skipped otherwise).

Inputs and results cross the program boundary as integers of the element width
(``bitcast_convert`` inside the program), so every bit is compared; two NaNs count as
equal whatever their payload. Prints, per element type, how many ops are identical.

    python tools/chlo_bits.py [--n 1024] [--ops erf,lgamma] [--types f32,bf16] [--no-cpp]
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import ml_dtypes
import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

REAL = ("f16", "bf16", "f32", "f64")
COMPLEX = ("complex<f32>", "complex<f64>")
UNARY_REAL = ("acos", "acosh", "asin", "asinh", "atan", "atanh", "bessel_i1e", "conj", "cosh", "digamma",
              "erf", "erf_inv", "erfc", "is_inf", "is_neg_inf", "is_pos_inf", "lgamma", "sinh", "square", "tan")
UNARY_COMPLEX = ("acos", "acosh", "asin", "asinh", "atan", "atanh", "conj", "cosh", "sinh", "square", "tan")
BINARY = ("next_after", "polygamma", "zeta")
BOOL_RESULT = ("is_inf", "is_neg_inf", "is_pos_inf")


def cases(ops: set[str] | None, types: set[str] | None) -> list[tuple[str, str]]:
    """(op, element type) pairs: every real op on every real type, complex ops on complex."""
    pairs = [(op, t) for t in REAL for op in UNARY_REAL + BINARY]
    pairs += [(op, t) for t in COMPLEX for op in UNARY_COMPLEX]
    return [(op, t) for op, t in pairs if (not ops or op in ops) and (not types or t in types)]


def _part(element: str) -> str:
    return element[len("complex<"):-1] if element.startswith("complex<") else element


def _dtype(element: str) -> np.dtype:
    return np.dtype({"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32,
                     "f64": np.float64}[element])


def _bits_type(element: str) -> str:
    return f"i{_dtype(element).itemsize * 8}"


def sample(element: str, n: int, rng: np.random.Generator) -> np.ndarray:
    """``n`` values of the real type ``element``: specials first, then random magnitudes
    (1e-8..1e8 and -1..1), then random bit patterns; as the integers of their bits."""
    dtype = _dtype(element)
    info = ml_dtypes.finfo(dtype)
    specials = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, np.inf, -np.inf, np.nan, float(info.max),
                -float(info.max), float(info.smallest_normal), float(info.smallest_subnormal),
                1.0 + float(info.eps), 1.0 - float(info.epsneg), -1.0 + float(info.epsneg), 3.0, -3.0, 10.0, 0.1]
    count = max(n - len(specials), 0)
    magnitudes = 10.0 ** rng.uniform(-8, 8, count // 3) * rng.choice([-1, 1], count // 3)
    unit = rng.uniform(-1, 1, count // 3)
    width = dtype.itemsize * 8
    patterns = rng.integers(0, 2 ** width, count - 2 * (count // 3), dtype=np.uint64)
    with np.errstate(over="ignore"):
        values = np.concatenate([np.array(specials), magnitudes, unit]).astype(dtype)
    bits = np.concatenate([values.view(f"uint{width}").astype(np.uint64), patterns])
    return bits.astype(f"uint{width}").view(f"int{width}")[:n]


def _case_text(op: str, element: str, n: int, tag: str) -> tuple[list[str], list[str], list[str]]:
    """(arguments, body lines, results) of one case; SSA names carry ``tag``."""
    part = _part(element)
    ibits = _bits_type(part)
    bits_t, part_t, elem_t = f"tensor<{n}x{ibits}>", f"tensor<{n}x{part}>", f"tensor<{n}x{element}>"
    arity = 2 if op in BINARY else 1
    complex_ = element != part
    args, lines = [], []
    for i in range(arity):
        if complex_:
            args += [f"%{tag}b{i}r: {bits_t}", f"%{tag}b{i}i: {bits_t}"]
            lines += [f"%{tag}re{i} = stablehlo.bitcast_convert %{tag}b{i}r : ({bits_t}) -> {part_t}",
                      f"%{tag}im{i} = stablehlo.bitcast_convert %{tag}b{i}i : ({bits_t}) -> {part_t}",
                      f"%{tag}x{i} = stablehlo.complex %{tag}re{i}, %{tag}im{i} : {elem_t}"]
        else:
            args.append(f"%{tag}b{i}: {bits_t}")
            lines.append(f"%{tag}x{i} = stablehlo.bitcast_convert %{tag}b{i} : ({bits_t}) -> {part_t}")
    operands = ", ".join(f"%{tag}x{i}" for i in range(arity))
    in_types = ", ".join([elem_t] * arity)
    if op in BOOL_RESULT:
        lines += [f'%{tag}y = "chlo.{op}"({operands}) : ({in_types}) -> tensor<{n}xi1>',
                  f"%{tag}r = stablehlo.convert %{tag}y : (tensor<{n}xi1>) -> {bits_t}"]
        return args, lines, [f"%{tag}r"]
    lines.append(f'%{tag}y = "chlo.{op}"({operands}) : ({in_types}) -> {elem_t}')
    parts = [f"%{tag}y"]
    if complex_:
        lines += [f"%{tag}yr = stablehlo.real %{tag}y : ({elem_t}) -> {part_t}",
                  f"%{tag}yi = stablehlo.imag %{tag}y : ({elem_t}) -> {part_t}"]
        parts = [f"%{tag}yr", f"%{tag}yi"]
    results = []
    for k, name in enumerate(parts):
        lines.append(f"%{tag}r{k} = stablehlo.bitcast_convert {name} : ({part_t}) -> {bits_t}")
        results.append(f"%{tag}r{k}")
    return args, lines, results


def program(ops: Sequence[str], element: str, n: int) -> str:
    """``@main`` taking every case's operand bits, applying each ``chlo.op``, returning
    each result's bits (integers of the element width)."""
    args, lines, results = [], [], []
    for index, op in enumerate(ops):
        a, l, r = _case_text(op, element, n, f"c{index}")
        args += a
        lines += l
        results += r
    result_type = f"tensor<{n}x{_bits_type(_part(element))}>"
    types = ", ".join([result_type] * len(results))
    body = "\n    ".join(lines)
    return (f"func.func @main({', '.join(args)}) -> ({types}) {{\n    {body}\n"
            f"    return {', '.join(results)} : {types}\n}}\n")


def _outputs(op: str, element: str) -> int:
    return 1 if op in BOOL_RESULT or element == _part(element) else 2


def inputs(op: str, element: str, n: int, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    part = _part(element)
    if op == "polygamma":  # n: small naturals (and a few others), x: any
        orders = rng.choice([0, 1, 2, 3, 4, 0.5, -1.0], n).astype(_dtype(part))
        return [orders.view(_bits_type(part).replace("i", "int")), sample(part, n, rng)]
    if op == "zeta":  # x >= 1 mostly, q any
        x = (1 + 10.0 ** rng.uniform(-3, 1.5, n)).astype(_dtype(part))
        x[:8] = np.array([1, 2, 3, 0.5, np.inf, np.nan, 4, 1.5], dtype=_dtype(part))
        return [x.view(_bits_type(part).replace("i", "int")), sample(part, n, rng)]
    arity = 2 if op in BINARY else 1
    count = arity * (2 if element != part else 1)
    return [sample(part, n, rng) for _ in range(count)]


def _equal(ours: np.ndarray, theirs: np.ndarray, part: str | None) -> np.ndarray:
    """Elementwise: same bits, or both NaN (for float results)."""
    same = ours == theirs
    if part is not None:
        dtype = _dtype(part)
        with np.errstate(invalid="ignore"):
            same |= np.isnan(ours.view(dtype)) & np.isnan(theirs.view(dtype))
    return same


@dataclass
class Outcome:
    op: str
    element: str
    legalized: int | None = None
    """Elements differing between --interpret and interpreting the printed decomposition."""
    cpp: int | None = None
    """Elements differing from the C++ reference (None: not run)."""
    error: str | None = None


def run_type(ops: Sequence[str], element: str, n: int, seed: int, cpp: bool) -> list[Outcome]:
    """One program applying every op in ``ops`` to ``n`` inputs of ``element``, run three ways."""
    from stablehlo_translate import interpret, parse_module
    from stablehlo_translate.printing.module_printer import print_module
    from stablehlo_translate.dialects.chlo_legalize import legalize_chlo

    n = max(n, 32)
    outcomes = [Outcome(op, element) for op in ops]
    text = program(ops, element, n)
    args = [a for index, op in enumerate(ops) for a in inputs(op, element, n, seed + index)]
    try:
        direct = [np.asarray(r) for r in interpret(text, *args)]
        legalized_text = print_module(legalize_chlo(parse_module(text)))
        legalized = [np.asarray(r) for r in interpret(legalized_text, *args)]
    except Exception as error:  # noqa: BLE001 - reported with the outcomes
        for outcome in outcomes:
            outcome.error = f"{type(error).__name__}: {error}"[:200]
        return outcomes
    theirs = None
    if cpp:
        from bench import reference

        timing = reference.run("cpp", legalized_text, args, repeat=1, budget=0.0, timeout=1800)
        if timing.error:
            for outcome in outcomes:
                outcome.error = "cpp: " + timing.error
        else:
            theirs = [np.asarray(t).reshape(d.shape).astype(d.dtype) for t, d in zip(timing.outputs, direct)]
    start = 0
    for outcome in outcomes:
        count = _outputs(outcome.op, element)
        part = None if outcome.op in BOOL_RESULT else _part(element)
        mine = direct[start:start + count]
        outcome.legalized = int(sum((~_equal(a, b, part)).sum() for a, b in zip(mine, legalized[start:start + count])))
        if theirs is not None:
            outcome.cpp = int(sum((~_equal(a, b, part)).sum() for a, b in zip(mine, theirs[start:start + count])))
        start += count
    return outcomes


def summarize(outcomes: list[Outcome]) -> str:
    lines = []
    for element in REAL + COMPLEX:
        rows = [o for o in outcomes if o.element == element]
        if not rows:
            continue
        same = sum(o.legalized == 0 for o in rows)
        line = f"{element:13} legalized {same}/{len(rows)} identical"
        ran = [o for o in rows if o.cpp is not None or (o.error or "").startswith("cpp")]
        if ran:
            line += f"; cpp {sum(o.cpp == 0 for o in ran)}/{len(ran)} identical"
        bad = [f"{o.op}({o.cpp if o.legalized == 0 else 'legalized ' + str(o.legalized)})" for o in rows
               if o.legalized or o.cpp]
        bad += [f"{o.op}[{o.error}]" for o in rows if o.error]
        if bad:
            line += "  differing: " + ", ".join(bad)
        lines.append(line)
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=1024, help="inputs per op and type")
    parser.add_argument("--ops", help="comma-separated CHLO op names (default: all)")
    parser.add_argument("--types", help="comma-separated element types (default: all)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-cpp", action="store_true", help="skip the C++ reference")
    options = parser.parse_args()
    cpp = not options.no_cpp
    if cpp:
        from bench import reference

        why = reference.available()
        if why:
            print(f"cpp: skipped ({why})")
            cpp = False
    ops = set(options.ops.split(",")) if options.ops else None
    types = set(options.types.split(",")) if options.types else None
    outcomes = []
    pairs = cases(ops, types)
    for element in REAL + COMPLEX:
        chosen = [op for op, t in pairs if t == element]
        if chosen:
            for outcome in run_type(chosen, element, options.n, options.seed, cpp):
                print(f"{element:13} {outcome.op:12} legalized-diff={outcome.legalized} cpp-diff={outcome.cpp}"
                      + (f" error={outcome.error}" if outcome.error else ""), flush=True)
                outcomes.append(outcome)
    print(summarize(outcomes))
    return 0 if all(o.legalized == 0 and not o.error and o.cpp in (0, None) for o in outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
