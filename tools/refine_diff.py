#!/usr/bin/env python3
"""Differential of the shape refinement pipeline against jaxlib's passes (needs the bench extra).

    python tools/refine_diff.py [--seed S] [--n N] [-v]

Each case is a shape-polymorphic program and concrete arguments: programs JAX exports with
symbolic dimensions (:data:`JAX_CASES`, each at several sizes) and programs of
``tools/progen_dynamic.py`` (``--n`` of them). For the argument types, both jaxlib
(``register_stablehlo_passes()``, then ``builtin.module(stablehlo-refine-arguments{types=...},
stablehlo-refine-shapes,func.func(stablehlo-canonicalize-dynamism))``) and this package
(:func:`stablehlo_translate.specialize`) specialize the program. A case agrees when

- both give the same ops with the same result types, function by function (constants compared
  as a multiset of their types and values: the greedy driver's order among them is not kept), and
- the specialized program interprets, on the arguments, to the same bits as the unrefined one.

Then every chunk of upstream's shape_legalize_to_stablehlo.mlir and tests/lit/opt/shape_legalize.mlir
goes through both ``shape-legalize-to-stablehlo`` passes: the printed modules must be the same
(or both passes fail).

Prints each disagreement, ``K/N cases agree`` and ``K/N shape-legalize-to-stablehlo chunks print
the same``; exits 1 when one disagrees.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Callable

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

PIPELINE = ("builtin.module(stablehlo-refine-arguments{{types={types}}},stablehlo-refine-shapes,"
            "func.func(stablehlo-canonicalize-dynamism))")


def jaxlib_specialize(text: str, types: list[str]) -> str:
    """The program as jaxlib's passes specialize it (generic form, without locations)."""
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir, passmanager
    from jaxlib.mlir._mlir_libs import _stablehlo

    _stablehlo.register_stablehlo_passes()
    context = mlir.make_ir_context()
    with context, ir.Location.unknown():
        module = ir.Module.parse(text)
        passmanager.PassManager.parse(PIPELINE.format(types=",".join(types))).run(module.operation)
        return module.operation.get_asm(print_generic_op_form=True)


def our_specialize(text: str, types: list[str]) -> str:
    from stablehlo_translate import specialize
    from stablehlo_translate.printing.module_printer import print_module
    from stablehlo_translate.printing.value_names import rename_like_mlir

    module = specialize(text, types)
    rename_like_mlir(module, generic=True)
    return print_module(module, generic=True)


def summary(text: str) -> dict[str, Any]:
    """Per function: its attributes (type, argument attributes), its non-constant ops (name, result types) in order and its
    constants as a multiset."""
    from stablehlo_translate import parse_module

    found = {}
    for name, func in parse_module(text).functions.items():
        ops, constants = [], Counter()
        for op in func.walk():
            if op is func:
                continue
            if op.name in ("stablehlo.constant", "arith.constant"):
                constants[(str(op.result_types[0]), str(op.attributes.get("value")))] += 1
            else:
                ops.append((op.name, tuple(map(str, op.result_types))))
        found[name] = (sorted((k, str(v)) for k, v in func.attributes.items()), ops, constants)
    return found


def same_bits(a: list[np.ndarray], b: list[np.ndarray]) -> bool:
    return len(a) == len(b) and all(np.asarray(x).shape == np.asarray(y).shape and
                                    np.asarray(x).tobytes() == np.asarray(y).tobytes() for x, y in zip(a, b))


def check(text: str, arrays: list[np.ndarray]) -> str | None:
    """None when the case agrees, else what differs."""
    from stablehlo_translate import interpret
    from stablehlo_translate.ir.types import element_type_name
    from tools.progen import tensor

    types = [tensor(a.shape, element_type_name(a.dtype)) for a in arrays]
    try:
        theirs = jaxlib_specialize(text, types)
    except Exception as error:  # noqa: BLE001 - jaxlib's refusal is a case to report
        return f"jaxlib fails: {str(error).splitlines()[0]}"
    try:
        ours = our_specialize(text, types)
    except Exception as error:  # noqa: BLE001
        return f"ours fails: {type(error).__name__}: {str(error).splitlines()[0]}"
    a, b = summary(theirs), summary(ours)
    if a != b:
        for name in sorted(set(a) | set(b)):
            if a.get(name) != b.get(name):
                return f"@{name} differs:\n  jaxlib: {a.get(name)}\n  ours:   {b.get(name)}"
    try:
        before, after = interpret(_unasserted(text), *arrays), interpret(_unasserted(ours), *arrays)
    except Exception as error:  # noqa: BLE001
        return f"interpretation fails: {type(error).__name__}: {str(error).splitlines()[0]}"
    return None if same_bits(before, after) else "the specialized program computes other bits"


def _without_locations(text: str) -> str:
    """``text`` printed by jaxlib without debug locations (this package's parser does not read
    ``loc(...)`` on the block arguments of a pretty-printed ``reduce``)."""
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir

    with mlir.make_ir_context():
        return ir.Module.parse(text).operation.get_asm(enable_debug_info=False)


def _unasserted(text: str) -> Any:
    """The program without its ``shape_assertion`` custom calls (stablehlo-check-shape-assertions
    with enable-shape-assertions=false): the arguments satisfy them, and they only assert."""
    from stablehlo_translate import parse_module
    from stablehlo_translate.passes.check_shape_assertions import check_shape_assertions

    return check_shape_assertions(parse_module(text), {"enable-shape-assertions": "false"}, [])


def _jax_cases() -> list[tuple[str, Callable, list[str], list[tuple]]]:
    """(name, function, polymorphic shapes of its arguments, concrete shape tuples per size)."""
    import jax
    import jax.numpy as jnp
    from jax import lax

    def loop(x):
        return lax.fori_loop(0, x.shape[0], lambda i, acc: acc + x[i], jnp.zeros(x.shape[1:], x.dtype))

    def branch(x):
        return lax.cond(jnp.sum(x) > 0, lambda v: v * x.shape[0], lambda v: v - 1, x)

    def conv(x):
        kernel = jnp.ones((3, 3, 2, 4), x.dtype)
        return lax.conv_general_dilated(x, kernel, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def gather(x):
        return x[jnp.arange(x.shape[0]) % 2]

    cases = [
        ("sum_sin", lambda x: jnp.sum(jnp.sin(x) * 2, axis=0) + x.shape[0], ["b, 4"]),
        ("matmul", lambda x, y: x @ y, ["b, 3", "3, 5"]),
        ("concat", lambda x: jnp.concatenate([x, x * 2], axis=0), ["b, 4"]),
        ("reshape", lambda x: x.reshape(-1) + 1, ["b, 4"]),
        ("broadcast", lambda x, y: x + y, ["b, 4", "b, 1"]),
        ("cumsum", lambda x: jnp.cumsum(x, axis=0), ["b, 3"]),
        ("slice", lambda x: x[1:] - x[:-1], ["b, 2"]),
        ("pad", lambda x: jnp.pad(x, ((1, 2), (0, 1))), ["b, 3"]),
        ("iota", lambda x: x + jnp.arange(x.shape[0], dtype=x.dtype)[:, None], ["b, 3"]),
        ("where", lambda x: jnp.where(x > 0, x, -x), ["b, c"]),
        ("mean", lambda x: jnp.mean(x, axis=0), ["b, 4"]),
        ("argmax", lambda x: jnp.argmax(x, axis=0), ["b, 4"]),
        ("transpose", lambda x: x.T @ x, ["b, c"]),
        ("tile", lambda x: jnp.tile(x, (2, 1)), ["b, 3"]),
        ("softmax", lambda x: jax.nn.softmax(x, axis=-1), ["b, c"]),
        ("flip", lambda x: jnp.flip(x, axis=0), ["b, 3"]),
        ("sort", lambda x: jnp.sort(x, axis=0), ["b, 2"]),
        ("loop", loop, ["b, 3"]),
        ("branch", branch, ["b, 3"]),
        ("conv", conv, ["b, 5, 5, 2"]),
        ("gather", gather, ["b, 3"]),
        ("scatter", lambda x: x.at[0].add(1.0), ["b, 3"]),
        ("outer", lambda x, y: x[:, None] * y[None, :], ["b", "c"]),
        ("max_keepdims", lambda x: x - jnp.max(x, axis=1, keepdims=True), ["b, c"]),
    ]
    return [(name, fn, specs, []) for name, fn, specs in cases]


def jax_cases(sizes: tuple[int, ...] = (1, 3, 6)) -> list[tuple[str, str, list[np.ndarray]]]:
    """The exported programs with concrete f32 arguments of each size."""
    import jax
    from jax import export

    found = []
    rng = np.random.default_rng(0)
    for name, fn, specs, _ in _jax_cases():
        symbols = export.symbolic_args_specs([np.zeros([1 if not d.strip().isdigit() else int(d)
                                                        for d in s.split(",")], np.float32) for s in specs], specs)
        text = _without_locations(export.export(jax.jit(fn))(*symbols).mlir_module())
        for size in sizes:
            arrays = []
            for spec in specs:
                shape = [int(d) if d.strip().isdigit() else size + (1 if d.strip() == "c" else 0)
                         for d in spec.split(",")]
                arrays.append(rng.standard_normal(shape).astype(np.float32))
            found.append((f"jax/{name}/{size}", text, arrays))
    return found


def shape_legalize_check(paths: list[Path]) -> tuple[int, int]:
    """(identical, chunks): each ``// -----`` chunk of ``paths`` through jaxlib's and this
    package's ``shape-legalize-to-stablehlo``, printed (or both failing)."""
    import re

    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir, passmanager
    from jaxlib.mlir._mlir_libs import _stablehlo

    from stablehlo_translate import parse_module
    from stablehlo_translate.passes.shape_legalize import shape_legalize_to_stablehlo
    from stablehlo_translate.printing.module_printer import print_module
    from stablehlo_translate.printing.value_names import rename_like_mlir

    _stablehlo.register_stablehlo_passes()
    context = mlir.make_ir_context()
    same = total = 0
    for path in paths:
        for chunk in path.read_text().split("// -----"):
            chunk = re.sub(r"//.*", "", chunk)
            with context, ir.Location.unknown():
                module = ir.Module.parse(chunk)
                try:
                    passmanager.PassManager.parse("builtin.module(func.func(shape-legalize-to-stablehlo))").run(
                        module.operation)
                    theirs = str(module)
                except Exception:  # noqa: BLE001 - the pass failed: so must ours
                    theirs = "failed"
            diagnostics: list = []
            ours_module = shape_legalize_to_stablehlo(parse_module(chunk), {}, diagnostics)
            rename_like_mlir(ours_module)
            ours = "failed" if diagnostics else print_module(ours_module)
            total += 1
            same += ours.strip() == theirs.strip()
            if ours.strip() != theirs.strip():
                print(f"DIFF  shape-legalize {path.name}:\n{theirs}\n{ours}")
    return same, total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--n", type=int, default=60, help="generated dynamic programs")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    from tools.progen import generate_dynamic

    cases = jax_cases() + list(generate_dynamic(args.seed, args.n))
    agree = 0
    for name, text, arrays in cases:
        problem = check(text, arrays)
        if problem is None:
            agree += 1
            if args.verbose:
                print(f"ok    {name}")
        else:
            print(f"DIFF  {name}: {problem}")
    print(f"{agree}/{len(cases)} cases agree")
    root = Path(__file__).resolve().parent.parent
    upstream = next((p for shared in (root.parent / "shared", root.parent.parent / "shared")  # a worktree: one up
                     for p in [shared / "stablehlo-suite/tests/transforms/shape_legalize_to_stablehlo.mlir"]
                     if p.exists()), None)
    paths = ([upstream] if upstream else []) + [root / "tests" / "lit" / "opt" / "shape_legalize.mlir"]
    same, chunks = shape_legalize_check(paths)
    print(f"{same}/{chunks} shape-legalize-to-stablehlo chunks print the same")
    return 0 if agree == len(cases) and same == chunks else 1


if __name__ == "__main__":
    sys.exit(main())
