"""Writes tests/lit/jax/export/: programs exported with ``jax.export`` (JAX from the ``bench``
extra), each in the three forms JAX users keep (``exp.mlir_module()`` text, the portable
artifact ``exp.mlir_module_serialized``, the file ``exp.serialize()`` writes), with the
arguments ``exp.call`` takes, those of the module's ``main`` and JAX's results, and a lit
test per program that runs every form and compares with JAX's results.

    python tools/jax_programs.py [--out DIR] [NAME...]

Programs cover shape polymorphism (dimension variables, constraints, dynamic ops, shape
assertions that fail with JAX's message), multi-platform exports (the platform index
argument), ordered effects (tokens), pytrees and unused arguments, debug-info locations in
every place JAX writes them, and sharded exports whose ``sdy`` attributes are plain
attributes (``sdy.manual_computation`` programs are left to tests/lit/jax/sdy).
"""
from __future__ import annotations

import argparse
import contextlib
import os
import sys
from typing import Any, Callable

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")

import numpy as np  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import export, lax  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "tests", "lit", "jax", "export")
S = jax.ShapeDtypeStruct
f32, i32 = jnp.float32, jnp.int32


class Program:
    """One export: ``fn`` exported for ``specs`` (ShapeDtypeStructs, pytrees allowed; kwargs in
    ``kwspecs``), run by JAX on each of ``calls`` (positional and keyword arguments); ``bad``:
    calls ``exp.call`` refuses, whose message the lit test expects from us too."""

    def __init__(self, name: str, fn: Callable, specs: tuple, calls: list, *, kwspecs: dict | None = None,
                 platforms: tuple[str, ...] | None = None, bad: list | None = None, note: str = "",
                 x64: bool = False, mesh: Any = None, tol: float | None = None):
        self.name, self.fn, self.specs, self.calls = name, fn, specs, calls
        self.kwspecs, self.platforms, self.bad, self.note = kwspecs or {}, platforms, bad or [], note
        self.x64, self.mesh, self.tol = x64, mesh, tol


def rng_args(*shapes_dtypes: tuple, seed: int = 0) -> tuple:
    rng = np.random.default_rng(seed)
    out = []
    for shape, dtype in shapes_dtypes:
        dtype = np.dtype(dtype)
        if dtype.kind == "f":
            out.append(rng.uniform(-2, 2, shape).astype(dtype))
        elif dtype.kind == "c":
            out.append((rng.uniform(-2, 2, shape) + 1j * rng.uniform(-2, 2, shape)).astype(dtype))
        elif dtype.kind == "b":
            out.append(rng.integers(0, 2, shape).astype(dtype))
        else:
            out.append(rng.integers(-5, 6, shape).astype(dtype) if dtype.kind == "i" else
                       rng.integers(0, 9, shape).astype(dtype))
    return tuple(out)


def poly(spec: str, dtype: Any = f32, constraints: tuple = ()) -> Any:
    return S(export.symbolic_shape(spec, constraints=constraints), dtype)


def shared(spec: str, *groups: tuple, constraints: tuple = ()) -> tuple:
    """ShapeDtypeStructs whose dimensions come from one symbolic scope: ``spec`` names every
    variable, each group is (dimension names, dtype)."""
    dims = dict(zip([d.strip() for d in spec.split(",")], export.symbolic_shape(spec, constraints=constraints)))
    return tuple(S(tuple(dims[d] if d in dims else int(d) for d in names), dtype) for names, dtype in groups)


# --- an ordered effect (as JAX's own export tests define one) ---------------------------------
def _effect_primitive() -> Any:
    from jax._src import core, effects
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir.dialects import hlo

    class TestingOrderedEffect(effects.Effect):
        __str__ = lambda self: "TestingOrderedEffect"  # noqa: E731

        def __eq__(self, other: object) -> bool:
            return type(self) is type(other)

        def __hash__(self) -> int:
            return hash(type(self).__name__)

    effect = TestingOrderedEffect()
    effects.lowerable_effects.add_type(TestingOrderedEffect)
    effects.ordered_effects.add_type(TestingOrderedEffect)
    effects.control_flow_allowed_effects.add_type(TestingOrderedEffect)
    prim = core.Primitive("testing_ordered_effect")
    prim.def_effectful_abstract_eval(lambda x: (x, {effect}))

    def lowering(ctx: Any, x: Any) -> Any:
        ctx.set_tokens_out(mlir.TokenSet({effect: ctx.tokens_in.get(effect)}))
        return [hlo.add(x, x)]

    mlir.register_lowering(prim, lowering)
    return prim


EFFECT = _effect_primitive()


def _programs() -> list[Program]:
    ps: list[Program] = []
    add = ps.append
    # --- shape polymorphism -----------------------------------------------------------------
    add(Program("poly_elementwise", lambda x: (jnp.sum(jnp.sin(x) * 2, axis=0), jnp.concatenate([x, x], axis=1)),
                (poly("b, 3"),), [rng_args(((4, 3), f32)), rng_args(((1, 3), f32), seed=1)],
                bad=[rng_args(((0, 3), f32)), rng_args(((4, 2), f32)), rng_args(((4,), f32)), rng_args(((4, 3), i32))]))
    add(Program("poly_matmul", lambda x, y: x @ y, shared("a, b, c", (("a", "b"), f32), (("b", "c"), f32)),
                [rng_args(((2, 3), f32), ((3, 4), f32)), rng_args(((5, 1), f32), ((1, 2), f32), seed=2)],
                bad=[rng_args(((2, 3), f32), ((4, 4), f32))]))
    add(Program("poly_reshape", lambda x: jnp.reshape(x, (-1, 2)) * 3, (poly("b, 4"),),
                [rng_args(((3, 4), f32)), rng_args(((1, 4), f32))]))
    add(Program("poly_iota", lambda x: x + jnp.arange(x.shape[0], dtype=x.dtype)[:, None], (poly("b, 2"),),
                [rng_args(((5, 2), f32)), rng_args(((2, 2), f32))]))
    add(Program("poly_slice", lambda x: (x[1:] - x[:-1], x[::2], lax.dynamic_slice_in_dim(x, 1, 2)),
                (poly("b", constraints=("b >= 3",)),),
                [rng_args(((6,), f32)), rng_args(((3,), f32))], bad=[rng_args(((2,), f32))]))
    add(Program("poly_pad", lambda x: jnp.pad(x, ((1, 2), (0, 1)), constant_values=7.0), (poly("b, c"),),
                [rng_args(((2, 3), f32)), rng_args(((4, 1), f32))]))
    add(Program("poly_broadcast", lambda x, y: x[:, None] * y[None, :] + 1,
                shared("a, b", (("a",), f32), (("b",), f32)),
                [rng_args(((3,), f32), ((2,), f32)), rng_args(((1,), f32), ((4,), f32))]))
    add(Program("poly_cumsum", lambda x: (jnp.cumsum(x, axis=0), jnp.cumprod(x, axis=1)), (poly("b, c"),),
                [rng_args(((4, 3), f32)), rng_args(((2, 5), f32))]))
    add(Program("poly_gather", lambda x, i: x[i] + x[0], shared("b, n", (("b", "3"), f32), (("n",), i32)),
                [(rng_args(((5, 3), f32))[0], np.array([0, 4, 2, -1], np.int32)),
                 (rng_args(((2, 3), f32))[0], np.array([1], np.int32))]))
    add(Program("poly_conv", lambda x, w: lax.conv_general_dilated(x, w, (1,), "SAME"),
                (poly("b, 2, 7"), S((3, 2, 3), f32)),
                [rng_args(((2, 2, 7), f32), ((3, 2, 3), f32)), rng_args(((1, 2, 7), f32), ((3, 2, 3), f32))]))
    add(Program("poly_while", lambda x: lax.fori_loop(0, x.shape[0], lambda i, c: c * 0.5 + x[i], jnp.zeros_like(x[0])),
                (poly("b, 2"),), [rng_args(((4, 2), f32)), rng_args(((1, 2), f32))]))
    add(Program("poly_sort", lambda x: (jnp.sort(x), jnp.argsort(x, stable=True), jnp.max(x)), (poly("b"),),
                [rng_args(((7,), f32)), rng_args(((2,), f32))]))
    add(Program("poly_constraint", lambda x, y: x[:y.shape[0]] + y,
                shared("a, b", (("a",), f32), (("b",), f32), constraints=("a >= b",)),
                [rng_args(((5,), f32), ((3,), f32)), rng_args(((2,), f32), ((2,), f32))],
                bad=[rng_args(((2,), f32), ((3,), f32))]))
    add(Program("poly_dim_expr", lambda x: jnp.reshape(x, (2, -1)).sum(axis=0), (poly("2*b"),),
                [rng_args(((6,), f32)), rng_args(((2,), f32))], bad=[rng_args(((5,), f32))]))
    add(Program("poly_update_slice", lambda x, u: lax.dynamic_update_slice(x, u, (1, 0)),
                shared("b, c", (("b", "c"), f32), (("2", "c"), f32), constraints=("b >= 3",)),
                [rng_args(((4, 3), f32), ((2, 3), f32)), rng_args(((3, 1), f32), ((2, 1), f32))]))
    add(Program("poly_where", lambda x: (jnp.where(x > 0, x, -x * 2), jnp.mean(x), x.shape[0] * x),
                (poly("b", i32),), [rng_args(((6,), i32)), rng_args(((1,), i32))]))
    add(Program("poly_x64", lambda x: (x.astype(jnp.float64) * np.float64(1e-300), jnp.sum(x)), (poly("b", jnp.int64),),
                [rng_args(((4,), np.int64))], x64=True))
    add(Program("poly_top_k", lambda x: lax.top_k(x, 2), (poly("b, 5"),),
                [rng_args(((3, 5), f32)), rng_args(((1, 5), f32))]))
    add(Program("poly_approx_max_k", lambda x: lax.approx_max_k(x, 2), (poly("b, 5"),),
                [rng_args(((3, 5), f32))]))
    add(Program("poly_rng_bits", lambda k, x: jax.random.bits(jax.random.wrap_key_data(k, impl="rbg"), x.shape),
                (S((4,), jnp.uint32), poly("b")), [(np.array([1, 2, 3, 4], np.uint32), np.zeros(5, np.float32))]))
    add(Program("poly_eye_cholesky", lambda x: jnp.linalg.cholesky(x @ x.T + jnp.eye(x.shape[0]) * x.shape[0]),
                (poly("b, b"),), [rng_args(((3, 3), f32)), rng_args(((1, 1), f32))], tol=1e-4))
    add(Program("poly_einsum_window", lambda x, y: (jnp.einsum("ij,jk->ik", x, y),
                                                    lax.reduce_window(x, 0., lax.add, (2, 1), (1, 1), "VALID")),
                shared("b", (("b", "3"), f32), (("3", "b"), f32)),
                [rng_args(((4, 3), f32), ((3, 4), f32)), rng_args(((2, 3), f32), ((3, 2), f32))]))
    # --- multi-platform, effects, pytrees, unused arguments ---------------------------------
    add(Program("multiplatform", lambda x: lax.platform_dependent(x, cpu=lambda x: x * 2.0, cuda=lambda x: x - 1.0),
                (S((3,), f32),), [rng_args(((3,), f32))], platforms=("cuda", "cpu")))
    add(Program("multiplatform_poly", lambda x: lax.platform_dependent(x, tpu=jnp.cos, default=jnp.sin) + x.shape[0],
                (poly("b"),), [rng_args(((3,), f32)), rng_args(((5,), f32))], platforms=("tpu", "cpu", "rocm")))
    add(Program("effect_ordered", lambda x: EFFECT.bind(x) * 3, (S((2, 2), f32),), [rng_args(((2, 2), f32))]))
    add(Program("effect_poly", lambda x: jnp.sum(EFFECT.bind(EFFECT.bind(x))), (poly("b"),),
                [rng_args(((3,), f32)), rng_args(((1,), f32))]))
    add(Program("pytree_kwargs", lambda d, xs, *, scale: {"sum": d["a"] + xs[1], "scaled": d["b"] * scale},
                ({"a": S((2,), f32), "b": S((3,), i32)}, [S((), f32), S((2,), f32)]),
                [({"a": np.ones(2, np.float32), "b": np.arange(3, dtype=np.int32)},
                  [np.float32(5), np.array([1.5, -2], np.float32)], {"scale": np.int32(3)})],
                kwspecs={"scale": S((), i32)}))
    add(Program("unused_args", lambda x, y, z: x * z, (S((3,), f32), S((2,), i32), S((3,), f32)),
                [rng_args(((3,), f32), ((2,), i32), ((3,), f32))]))
    # --- locations as JAX writes them (debug info in every form) -----------------------------
    add(Program("loc_reduce_argmax", lambda x, y: (lax.reduce(x, jnp.int32(0), lambda a, c: a + c * 2, (0,)),
                                                   jnp.argmax(y, axis=1), lax.sort(y, dimension=1)),
                (S((4, 3), i32), S((2, 5), f32)), [rng_args(((4, 3), i32), ((2, 5), f32))]))
    add(Program("loc_control_flow", lambda x, n: lax.cond(n > 0, lambda x: lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] * 1.5), (0, x))[1],
                                                          lambda x: lax.switch(-n, [jnp.sin, jnp.cos, jnp.tanh], x), x),
                (S((3,), f32), S((), i32)), [(rng_args(((3,), f32))[0], np.int32(3)), (rng_args(((3,), f32))[0], np.int32(-1))]))
    add(Program("loc_named_scopes", _named_scopes, (S((2, 3), f32),), [rng_args(((2, 3), f32))]))
    add(Program("loc_scan", lambda x: lax.scan(lambda c, v: (c + v, c * v), jnp.zeros(x.shape[1:], x.dtype), x),
                (S((4, 2), f32),), [rng_args(((4, 2), f32))]))
    # --- ops JAX users meet ------------------------------------------------------------------
    add(Program("scatter_add", lambda x, i, u: x.at[i].add(u), (S((5, 3), f32), S((2,), i32), S((2, 3), f32)),
                [(rng_args(((5, 3), f32))[0], np.array([1, 1], np.int32), rng_args(((2, 3), f32))[0])]))
    add(Program("maxpool_grad", lambda x: jax.grad(lambda x: jnp.sum(lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (2, 2), "VALID") ** 2))(x),
                (S((4, 6), f32),), [rng_args(((4, 6), f32))]))
    add(Program("random_normal", lambda k: jax.random.normal(jax.random.wrap_key_data(k), (3, 2)),
                (S((2,), jnp.uint32),), [(np.array([0, 42], np.uint32),)]))
    add(Program("mixed_types", lambda x, y: ((x.astype(jnp.bfloat16) * 3).astype(jnp.float16), jnp.abs(y), y * 1j),
                (S((4,), f32), S((2,), jnp.complex64)), [rng_args(((4,), f32), ((2,), np.complex64))]))
    add(Program("vjp", lambda x: jnp.sum(jnp.tanh(x) ** 2), (S((3,), f32),), [rng_args(((3,), f32))]))
    # --- sharded exports (sdy attributes, no manual computation) ------------------------------
    mesh = jax.make_mesh((2, 2), ("x", "y"), axis_types=(jax.sharding.AxisType.Auto,) * 2)
    add(Program("sharded_matmul", lambda x, y: jnp.tanh(x @ y), (S((4, 8), f32), S((8, 2), f32)),
                [rng_args(((4, 8), f32), ((8, 2), f32))], mesh=(mesh, (("x", None), (None, "y")), ("x", "y"))))
    add(Program("sharded_constraint", _sharded_constraint(mesh), (S((8, 4), f32),), [rng_args(((8, 4), f32))],
                mesh=(mesh, (("x", "y"),), ("y",))))
    return ps


def _named_scopes(x: Any) -> Any:
    with jax.named_scope("outer"):
        y = jax.jit(lambda v: jnp.exp(v) - 1.0)(x)
        with jax.named_scope("inner"):
            return jnp.maximum(y, jax.jit(jnp.log1p)(jnp.abs(x)))


def _sharded_constraint(mesh: Any) -> Callable:
    from jax.sharding import NamedSharding, PartitionSpec as P

    def f(x: Any) -> Any:
        y = jax.lax.with_sharding_constraint(x * 2, NamedSharding(mesh, P("y", "x")))
        return jnp.sum(y, axis=0)
    return f


def _export(p: Program) -> Any:
    fn = jax.jit(p.fn)
    if p.mesh is not None:
        from jax.sharding import NamedSharding, PartitionSpec as P

        mesh, ins, out = p.mesh
        fn = jax.jit(p.fn, in_shardings=tuple(NamedSharding(mesh, P(*s)) for s in ins),
                     out_shardings=NamedSharding(mesh, P(*out)))
    kwargs = {} if p.platforms is None else {"platforms": p.platforms}
    return export.export(fn, **kwargs)(*p.specs, **p.kwspecs)


def _split(p: Program, call: tuple) -> tuple[tuple, dict]:
    """A call's positional and keyword arguments (the last item, when the program has kwargs)."""
    return (tuple(call[:-1]), call[-1]) if p.kwspecs else (tuple(call), {})


def _save(path: str, key: str, arrays: list) -> None:
    np.savez(path, **{f"{key}{k}": np.asarray(a) for k, a in enumerate(arrays)})


def write(p: Program, out: str) -> list[str]:
    """Writes the program's files; returns the lit test's RUN/CHECK lines."""
    jax.config.update("jax_enable_x64", p.x64)
    try:
        exp = _export(p)
        inputs = os.path.join(out, "Inputs")
        base = os.path.join(inputs, p.name)
        text = exp.mlir_module()
        with open(base + ".mlirbc", "wb") as f:
            f.write(exp.mlir_module_serialized)
        with open(base + ".jaxexport", "wb") as f:
            f.write(exp.serialize(vjp_order=1 if p.name == "vjp" else 0))
        lines = [f"// {p.name}: exported with jax {jax.__version__} by tools/jax_programs.py; do not edit.",
                 f"// in: {', '.join(map(str, exp.in_avals))}; out: {', '.join(map(str, exp.out_avals))}; "
                 f"platforms: {', '.join(exp.platforms)}"]
        tol = p.tol if p.tol is not None else 1e-5
        for k, call in enumerate(p.calls):
            args, kwargs = _split(p, call)
            leaves = jax.tree_util.tree_leaves((args, kwargs))
            with contextlib.ExitStack() as stack:
                if p.mesh is not None:
                    stack.enter_context(jax.set_mesh(p.mesh[0]))
                results = jax.tree_util.tree_leaves(exp.call(*args, **kwargs))
            suffix = "" if k == 0 else str(k)
            _save(f"{base}.args{suffix}.npz", "arg", leaves)
            _save(f"{base}.expected{suffix}.npz", "result", [np.asarray(r) for r in results])
            module_args = ([np.int32(exp.platforms.index("cpu"))] if len(exp.platforms) > 1 else []) + \
                          [leaves[i] for i in exp.module_kept_var_idx]
            _save(f"{base}.module_args{suffix}.npz", "arg", module_args)
            expected = f"%S/Inputs/{p.name}.expected{suffix}.npz"
            compare = f"// RUN: python %S/Inputs/compare.py --tol {tol:g} %t{{}}{suffix}.npz {expected} | FileCheck %s --check-prefix=AGREE"
            for form, path in (("text", "%s"), ("bc", f"%S/Inputs/{p.name}.mlirbc")):  # tokens: no --args entry
                lines.append(f"// RUN: stablehlo-translate --interpret {path} --args "
                             f"%S/Inputs/{p.name}.module_args{suffix}.npz --results-out %t{form}{suffix}.npz > /dev/null")
                lines.append(compare.format(form))
            lines.append(f"// RUN: stablehlo-translate --interpret %S/Inputs/{p.name}.jaxexport --args "
                         f"%S/Inputs/{p.name}.args{suffix}.npz --results-out %texport{suffix}.npz > /dev/null")
            lines.append(compare.format("export"))
        for k, call in enumerate(p.bad):
            args, kwargs = _split(p, call)
            try:
                exp.call(*args, **kwargs)
            except (ValueError, TypeError) as error:
                message = str(error).splitlines()[0]
            else:
                raise AssertionError(f"{p.name}: bad call {k} ran")
            _save(f"{base}.bad_args{k}.npz", "arg", jax.tree_util.tree_leaves((args, kwargs)))
            prefix = f"BAD{k}"
            lines.append(f"// RUN: not stablehlo-translate --interpret %S/Inputs/{p.name}.jaxexport --args "
                         f"%S/Inputs/{p.name}.bad_args{k}.npz 2>&1 | FileCheck %s --check-prefix={prefix}")
            lines.append(f"// {prefix}: {_check_text(message)}")
        lines.append("// AGREE: agree")
        with open(os.path.join(out, p.name + ".mlir"), "w") as f:
            f.write("\n".join(lines) + "\n\n" + text)
        return lines
    finally:
        jax.config.update("jax_enable_x64", False)


def _check_text(message: str) -> str:
    """A message as a literal FileCheck pattern (``{{`` and ``[[`` would open a regex or a variable)."""
    return message.replace("{{", "{{[{][{]}}").replace("[[", "{{[[][[]}}")




def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=OUT)
    parser.add_argument("names", nargs="*")
    a = parser.parse_args()
    os.makedirs(os.path.join(a.out, "Inputs"), exist_ok=True)  # Inputs/compare.py is checked in
    for p in _programs():
        if not a.names or p.name in a.names:
            write(p, a.out)
            print("wrote", p.name, file=sys.stderr)


if __name__ == "__main__":
    main()
