#!/usr/bin/env python3
"""Every op of the table in generic form with malformed counts or attributes, through
tools/fuzz.py's workers: a crash or hang is a finding (the verifier must reject or the op run).

Two sweeps: ``counts`` gives each op 0-3 operands and 1-2 results of each of a few tensor
types; ``attributes`` gives each attribute of an op's row values of the wrong kind (floats,
strings, arrays, units, enums, symbols, types...), one attribute at a time and all at once.
Deterministic; ``--prefix chlo.`` restricts it to some ops.

Usage: ``tools/op_sweep.py [--prefix chlo.] [--jobs 2]``; exits 1 on any finding.
"""
from __future__ import annotations

import argparse
import importlib.util
import sys
from collections import defaultdict
from pathlib import Path

TYPES = ("tensor<2xf32>", "tensor<i32>", "tensor<3x2xi1>", "tensor<0xcomplex<f32>>", "tensor<2xui64>")
WRONG_KINDS = ('1.5 : f32', '"s"', '[1.5]', 'unit', 'array<i64: -1>', 'dense<[1, 2]> : tensor<2xi64>',
               '#stablehlo<comparison_direction EQ>', '-9223372036854775808 : i64', 'true', '[]', '@f',
               'array<i32: 1, 0>', '[[0, 1]]', 'dense<[[0, 1]]> : tensor<1x2xi64>', '{a = 1}', 'tensor<2xf32>')


def _program(name: str, t: str, operands: int, results: int, attrs: str = "") -> bytes:
    args = ", ".join(f"%a{i}: {t}" for i in range(3))
    ins, outs = ", ".join([t] * operands), ", ".join([t] * results)
    used = ", ".join(f"%a{i}" for i in range(operands))
    bound, first = ("%r", "%r") if results == 1 else (f"%r:{results}", "%r#0")
    return (f"func.func @f() {{\n  func.return\n}}\nfunc.func @main({args}) -> {t} {{\n"
            f"  {bound} = \"{name}\"({used}) {{{attrs}}} : ({ins}) -> ({outs})\n"
            f"  func.return {first} : {t}\n}}\n").encode()


def sweep_cases(prefix: str | tuple[str, ...] = "", types: tuple[str, ...] = TYPES, kinds: tuple[str, ...] = WRONG_KINDS
                ) -> list[tuple[tuple, bytes]]:
    """(label, program) of both sweeps over the ops whose name starts with ``prefix`` (or one of them)."""
    from stablehlo_translate.optable import OP_TABLE

    cases = []
    for name, row in sorted(OP_TABLE.items()):
        if not name.startswith(prefix) or name.startswith(("func.", "builtin.")):
            continue
        cases += [((name, t, n, k), _program(name, t, n, k)) for t in types for n in range(4) for k in (1, 2)]
        for value in kinds if row.attrs else ():
            for target in (None, *row.attrs):
                attrs = ", ".join(f"{a} = {value}" for a in row.attrs if target in (None, a))
                cases += [((name, value, target, n), _program(name, types[0], n, 1, attrs)) for n in (1, 2, 3)]
    return cases


def _fuzz():
    spec = importlib.util.spec_from_file_location("fuzz", Path(__file__).with_name("fuzz.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("fuzz", module)
    spec.loader.exec_module(module)
    return module


def findings(prefix: str | tuple[str, ...] = "", jobs: int = 2, types: tuple[str, ...] = TYPES, kinds: tuple[str, ...] = WRONG_KINDS
             ) -> dict[tuple[str, str], list[tuple]]:
    """Crashes, hangs and OOMs of the sweep, grouped by (outcome, innermost frame)."""
    fuzz = _fuzz()
    cases = sweep_cases(prefix, types, kinds)
    groups: dict[tuple[str, str], list[tuple]] = defaultdict(list)
    for result in fuzz.run_cases([data for _, data in cases], jobs=jobs, timeout=10.0):
        if result.outcome not in ("ok", "diagnostic"):
            groups[(result.outcome, fuzz.signature(result.detail))].append(cases[result.index][0])
    return dict(groups)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prefix", default="", help="only ops whose name starts with this")
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args(argv)
    groups = findings(options.prefix, options.jobs)
    for (outcome, where), labels in groups.items():
        print(f"{len(labels):5d} x {outcome} {where}  (e.g. {labels[0]})")
    print(f"{sum(map(len, groups.values()))} findings")
    return 1 if groups else 0


if __name__ == "__main__":
    sys.exit(main())
