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


def program(op: str, element: str, n: int) -> str:
    """``@main`` taking the operands' bits, applying ``chlo.op``, returning the result's bits."""
    part = _part(element)
    ibits = _bits_type(part)
    arity = 2 if op in BINARY else 1
    complex_ = element != part
    lines = []
    args = []
    for i in range(arity):
        if complex_:
            lines.append(f'%re{i} = stablehlo.bitcast_convert %b{i}_re : (tensor<{n}x{ibits}>) -> tensor<{n}x{part}>')
            lines.append(f'%im{i} = stablehlo.bitcast_convert %b{i}_im : (tensor<{n}x{ibits}>) -> tensor<{n}x{part}>')
            lines.append(f'%x{i} = stablehlo.complex %re{i}, %im{i} : tensor<{n}x{element}>')
            args += [f"%b{i}_re: tensor<{n}x{ibits}>", f"%b{i}_im: tensor<{n}x{ibits}>"]
        else:
            lines.append(f'%x{i} = stablehlo.bitcast_convert %b{i} : (tensor<{n}x{ibits}>) -> tensor<{n}x{part}>')
            args.append(f"%b{i}: tensor<{n}x{ibits}>")
    operands = ", ".join(f"%x{i}" for i in range(arity))
    in_types = ", ".join([f"tensor<{n}x{element}>"] * arity)
    if op in BOOL_RESULT:
        lines.append(f'%y = "chlo.{op}"({operands}) : ({in_types}) -> tensor<{n}xi1>')
        lines.append(f"%r = stablehlo.convert %y : (tensor<{n}xi1>) -> tensor<{n}x{ibits}>")
        results = ["%r"]
    else:
        lines.append(f'%y = "chlo.{op}"({operands}) : ({in_types}) -> tensor<{n}x{element}>')
        if complex_:
            lines.append(f"%yr = stablehlo.real %y : (tensor<{n}x{element}>) -> tensor<{n}x{part}>")
            lines.append(f"%yi = stablehlo.imag %y : (tensor<{n}x{element}>) -> tensor<{n}x{part}>")
            parts = ["%yr", "%yi"]
        else:
            parts = ["%y"]
        results = []
        for k, name in enumerate(parts):
            lines.append(f"%r{k} = stablehlo.bitcast_convert {name} : (tensor<{n}x{part}>) -> tensor<{n}x{ibits}>")
            results.append(f"%r{k}")
    result_types = ", ".join([f"tensor<{n}x{ibits}>"] * len(results))
    body = "\n    ".join(lines)
    return (f"func.func @main({', '.join(args)}) -> ({result_types}) {{\n    {body}\n"
            f"    return {', '.join(results)} : {result_types}\n}}\n")


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
        a, b = ours.view(dtype).astype(np.float64), theirs.view(dtype).astype(np.float64)
        same |= np.isnan(a) & np.isnan(b)
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


def run_case(op: str, element: str, n: int, seed: int, cpp: bool) -> Outcome:
    from stablehlo_translate import interpret, parse_module
    from stablehlo_translate.module_printer import print_module
    from stablehlo_translate.passes.chlo_legalize import legalize_chlo

    outcome = Outcome(op, element)
    n = max(n, 32)
    text = program(op, element, n)
    args = inputs(op, element, n, seed)
    part = None if op in BOOL_RESULT else _part(element)
    try:
        direct = [np.asarray(r) for r in interpret(text, *args)]
        legalized_text = print_module(legalize_chlo(parse_module(text)))
        legalized = [np.asarray(r) for r in interpret(legalized_text, *args)]
    except Exception as error:  # noqa: BLE001 - reported per case
        outcome.error = f"{type(error).__name__}: {error}"[:200]
        return outcome
    outcome.legalized = int(sum((~_equal(a, b, part)).sum() for a, b in zip(direct, legalized)))
    if cpp:
        from bench import reference

        timing = reference.run("cpp", legalized_text, args, repeat=1, budget=0.0, timeout=600)
        if timing.error:
            outcome.error = "cpp: " + timing.error
        else:
            outcome.cpp = int(sum((~_equal(a, np.asarray(b).reshape(a.shape).astype(a.dtype), part)).sum()
                                  for a, b in zip(direct, timing.outputs)))
    return outcome


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
    for op, element in cases(ops, types):
        outcome = run_case(op, element, options.n, options.seed, cpp)
        print(f"{element:13} {op:12} legalized-diff={outcome.legalized} cpp-diff={outcome.cpp}"
              + (f" error={outcome.error}" if outcome.error else ""), flush=True)
        outcomes.append(outcome)
    print(summarize(outcomes))
    return 0 if all(o.legalized == 0 and not o.error and o.cpp in (0, None) for o in outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
