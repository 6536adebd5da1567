"""Runs ordinary JAX programs as a client exports them, from their portable artifacts, and
compares with JAX (JAX from the ``bench`` extra; the package never needs it).

Each program is exported with ``jax.export`` on CPU (8 host devices, so that sharded programs
and ``shard_map`` have a mesh), its artifact ``exp.mlir_module_serialized`` is run with
``stablehlo-translate --interpret FILE --args=in.npz --results-out out.npz``, and the results are
compared with ``exp.call``'s: ``exact`` when every bit agrees, ``close`` when they agree within
the program's tolerance (XLA's CPU kernels for transcendental functions, dot products and
LAPACK are not the reference interpreter's: their last bits differ), ``FAIL`` otherwise.
``--lit DIR`` also writes the programs marked for it as lit tests with JAX's results.

    python tools/jax_client.py            # all programs, a table and K/N
    python tools/jax_client.py -k fft     # programs whose name contains 'fft'
"""
from __future__ import annotations

import os

os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()

import argparse  # noqa: E402
import contextlib  # noqa: E402
import dataclasses  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
from typing import Any, Callable  # noqa: E402

import numpy as np  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import export, lax  # noqa: E402

f32, i32 = np.float32, np.int32


@dataclasses.dataclass
class Program:
    name: str
    fn: Callable
    args: tuple
    tol: float = 0.0
    """0: bit for bit; else relative and absolute tolerance (JAX's own test tolerance for f32)."""
    poly: tuple[str | None, ...] | None = None
    """``jax.export.symbolic_shape`` specs, one per argument (None: concrete)."""
    mesh: tuple | None = None
    """(mesh axes, argument partition specs, result partition spec or None) for a sharded program."""
    lit: bool = False
    """Written as a lit test by --lit."""
    why: str = ""
    """Why XLA's results may differ from the reference interpreter's, when known."""


def _rng(seed: int = 0) -> np.random.Generator:
    return np.random.default_rng(seed)


def _normal(*shape: int, seed: int = 0, dtype: Any = f32) -> np.ndarray:
    return _rng(seed).standard_normal(shape).astype(dtype)


def _spd(n: int, seed: int = 0) -> np.ndarray:
    a = _normal(n, n, seed=seed)
    return (a @ a.T + n * np.eye(n)).astype(f32)


def _mlp(params: dict, x: jax.Array) -> jax.Array:
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return jax.nn.log_softmax(h @ params["w2"] + params["b2"])


def _mlp_params() -> dict:
    return {"w1": _normal(4, 8, seed=1), "b1": _normal(8, seed=2), "w2": _normal(8, 3, seed=3), "b2": _normal(3, seed=4)}


def _scan_rnn(w: jax.Array, xs: jax.Array) -> jax.Array:
    def step(h: jax.Array, x: jax.Array) -> tuple[jax.Array, jax.Array]:
        h = jnp.tanh(h @ w + x)
        return h, h.sum()
    return lax.scan(step, jnp.zeros(w.shape[0], w.dtype), xs)


def _newton_sqrt(x: jax.Array) -> jax.Array:
    def cond(state: tuple) -> jax.Array:
        i, _ = state
        return i < 20
    def body(state: tuple) -> tuple:
        i, y = state
        return i + 1, 0.5 * (y + x / y)
    return lax.while_loop(cond, body, (0, x))[1]


def _shard_map_psum(x: jax.Array) -> jax.Array:
    from jax.sharding import PartitionSpec as P

    return jax.shard_map(lambda b: lax.psum(b.sum(0, keepdims=True), "i") + b, mesh=_mesh(MESH_I),
                         in_specs=P("i"), out_specs=P("i"))(x)


def _shard_map_collectives(x: jax.Array) -> tuple:
    from jax.sharding import PartitionSpec as P

    mesh = _mesh(MESH_AB)

    def body(block: jax.Array) -> tuple:
        gathered = lax.all_gather(block, "a", tiled=True)
        shifted = lax.ppermute(block, "a", [(k, (k + 1) % 4) for k in range(4)])
        return gathered.sum(0, keepdims=True) + lax.axis_index("b").astype(block.dtype), shifted * 2
    return jax.shard_map(body, mesh=mesh, in_specs=P("a", "b"), out_specs=(P(None, "b"), P("a", "b")),
                         check_vma=False)(x)


MESH_I, MESH_AB = (("i", 8),), (("a", 4), ("b", 2))


def _mesh(axes: tuple) -> Any:
    return jax.make_mesh(tuple(n for _, n in axes), tuple(a for a, _ in axes))


def _programs() -> list[Program]:
    x34, y45 = _normal(3, 4), _normal(4, 5, seed=1)
    ints = _rng(5).integers(-100, 100, (4, 6)).astype(i32)
    key = jax.random.key_data(jax.random.key(42))
    img = _normal(2, 8, 8, 3, seed=6)
    kernel = _normal(3, 3, 3, 4, seed=7)
    P = [
        # --- elementwise math ----------------------------------------------------------
        Program("arith_int", lambda a, b: (a * 3 - b // 7, a % 5, jnp.abs(a) >> 2, a & b, jnp.where(a > b, a, b)),
                (ints, ints[::-1].copy()), lit=True),
        Program("arith_float", lambda a: (a * 1.5 - a / 3, jnp.sqrt(jnp.abs(a)), jnp.maximum(a, 0.1), jnp.floor(a),
                                          jnp.round(a * 10), jnp.sign(a), jnp.clip(a, -0.5, 0.5)), (x34,), tol=1e-6, lit=True,
                why="XLA rewrites a / 3 as a * (1 / 3)"),
        Program("transcendental", lambda a: (jnp.sin(a), jnp.cos(a), jnp.exp(a), jnp.log1p(jnp.abs(a)), jnp.tanh(a),
                                             jnp.arctan2(a, 1.5), a ** 3.5), (x34,), tol=1e-6, lit=True,
                why="XLA's own approximations of sin, cos, exp, log1p, tanh, atan2, pow"),
        Program("nn_activations", lambda a: (jax.nn.gelu(a), jax.nn.sigmoid(a), jax.nn.softplus(a), jax.nn.silu(a),
                                             jax.scipy.special.erf(a)), (x34,), tol=1e-6,
                why="XLA's approximations of erf, tanh, exp, log1p"),
        Program("dtypes", lambda a: ((a.astype(jnp.bfloat16) * 3).astype(f32), (a.astype(jnp.float16) + 1),
                                     a.astype(i32), a.astype(jnp.uint8), jnp.float32(2) ** a.astype(jnp.int8)),
                (x34 * 20,), tol=1e-2, lit=True,
                why="XLA keeps excess precision (xla_allow_excess_precision): bf16 products not rounded to bf16"),
        Program("complex", lambda a, b: (lax.complex(a, b) * lax.complex(b, a), jnp.abs(lax.complex(a, b)),
                                         jnp.angle(lax.complex(a, b))), (x34, x34[::-1].copy()), tol=1e-6,
                why="XLA's complex multiply and its abs, atan2"),
        Program("bits", lambda a: (lax.population_count(a), lax.clz(a), lax.shift_left(a, 3),
                                   lax.shift_right_logical(a, 2), ~a), (ints,), lit=True),
        # --- linear algebra ------------------------------------------------------------
        Program("matmul", lambda a, b: (a @ b, jnp.einsum("ij,jk->ik", a, b).T), (x34, y45), tol=1e-6, lit=True,
                why="XLA's dot (Eigen) sums in another order"),
        Program("einsum_batched", lambda a, b: jnp.einsum("bij,bjk->bik", a, b),
                (_normal(2, 3, 4), _normal(2, 4, 2, seed=1)), tol=1e-6,
                why="XLA's dot (Eigen) sums in another order"),
        Program("cholesky", jnp.linalg.cholesky, (_spd(4),), tol=1e-5, lit=True,
                why="LAPACK's blocked potrf"),
        Program("qr", lambda a: jnp.linalg.qr(a), (_normal(5, 3),), tol=1e-5,
                why="LAPACK's blocked geqrf/orgqr"),
        Program("svd", lambda a: jnp.linalg.svd(a, compute_uv=False), (_normal(4, 3),), tol=1e-5,
                why="LAPACK's gesdd"),
        Program("eigh", lambda a: jnp.linalg.eigvalsh(a), (_spd(4),), tol=1e-5,
                why="LAPACK's syevd"),
        Program("solve_inv_det", lambda a, b: (jnp.linalg.solve(a, b), jnp.linalg.inv(a), jnp.linalg.det(a)),
                (_spd(3), _normal(3, 2)), tol=1e-5, lit=True,
                why="LAPACK's blocked getrf and trsm"),
        Program("triangular_solve", lambda a, b: jax.scipy.linalg.solve_triangular(a, b, lower=True),
                (np.tril(_spd(4)), _normal(4, 2)), tol=1e-5,
                why="LAPACK's trsm"),
        # --- fft -----------------------------------------------------------------------
        Program("fft", lambda a: (jnp.fft.fft(a), jnp.fft.ifft(jnp.fft.fft(a)).real), (_normal(2, 8),), tol=1e-5,
                lit=True,
                why="XLA's FFT (DUCC) sums in another order"),
        Program("rfft2", lambda a: (jnp.fft.rfft2(a), jnp.fft.irfft(jnp.fft.rfft(a))), (_normal(4, 6),), tol=1e-5,
                why="XLA's FFT (DUCC) sums in another order"),
        # --- sorting and scans ---------------------------------------------------------
        Program("sort", lambda a: (jnp.sort(a, axis=1), jnp.argsort(a, axis=0), jnp.sort(a.ravel())[::-1]),
                (x34,), lit=True),
        Program("top_k", lambda a: lax.top_k(a, 3), (x34,)),
        Program("median", lambda a: (jnp.median(a, axis=1), jnp.percentile(a, 30.0)), (x34,), tol=1e-6),
        Program("cumulative", lambda a: (jnp.cumsum(a, axis=1), jnp.cumprod(a[:, :3], axis=0),
                                         lax.cummax(a, axis=1), jnp.cumsum(ints, axis=0)), (x34,), tol=1e-6,
                lit=True),
        # --- control flow --------------------------------------------------------------
        Program("scan_rnn", _scan_rnn, (_normal(4, 4) * 0.5, _normal(5, 4, seed=2)), tol=1e-6, lit=True,
                why="XLA's dot and tanh"),
        Program("while_newton", _newton_sqrt, (np.abs(x34) + 0.5,), tol=1e-6),
        Program("cond_switch", lambda i, a: (lax.cond(a.sum() > 0, jnp.sin, jnp.cos, a),
                                             lax.switch(i, [lambda v: v + 1, lambda v: v * 2, jnp.negative], a)),
                (np.int32(1), x34), tol=1e-6,
                why="XLA's sin and cos"),
        Program("fori_loop", lambda a: lax.fori_loop(0, 5, lambda k, v: v * 0.5 + k, a), (x34,), lit=True),
        # --- convolutions and windows --------------------------------------------------
        Program("conv2d", lambda a, k: lax.conv_general_dilated(a, k, (1, 1), "SAME",
                                                                 dimension_numbers=("NHWC", "HWIO", "NHWC")),
                (img, kernel), tol=1e-5, lit=True,
                why="XLA's convolution (Eigen) sums in another order"),
        Program("conv_transpose", lambda a, k: lax.conv_transpose(a, k, (2, 2), "SAME",
                                                                   dimension_numbers=("NHWC", "HWIO", "NHWC")),
                (img[:, :4, :4], kernel), tol=1e-5,
                why="XLA's convolution (Eigen) sums in another order"),
        Program("pooling", lambda a: (lax.reduce_window(a, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID"),
                                      lax.reduce_window(a, 0.0, lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME") / 9),
                (img,), tol=1e-6, lit=True,
                why="XLA's windowed sum in another order"),
        # --- reductions ----------------------------------------------------------------
        Program("reductions", lambda a: (a.sum(), a.mean(0), a.max(1), jnp.argmax(a, 1), jnp.argmin(a),
                                         jax.nn.logsumexp(a, axis=1), jnp.var(a), jnp.any(a > 1), ints.prod(1)),
                (x34,), tol=1e-6, lit=True,
                why="XLA's reductions sum in another order; exp, log"),
        Program("softmax", lambda a: (jax.nn.softmax(a), jax.nn.log_softmax(a, axis=0)), (x34,), tol=1e-6,
                why="XLA's exp and log, reductions in another order"),
        # --- indexing ------------------------------------------------------------------
        Program("gather", lambda a, i: (a[i], a[:, i % 4], a[1:, ::2], jnp.take_along_axis(a, i[None, :3] % 4, 1)),
                (x34, np.array([2, 0, 1, 2], i32)), lit=True),
        Program("scatter", lambda a, i, v: (a.at[i].add(v), a.at[i].set(v), a.at[:, 1].multiply(2.0),
                                            a.at[i].max(v)), (x34, np.array([2, 0, 2], i32), _normal(3, 4, seed=3)),
                lit=True),
        Program("dynamic_slice", lambda a, s: (lax.dynamic_slice(a, (s, 1), (2, 2)),
                                               lax.dynamic_update_slice(a, jnp.ones((2, 2)), (s, s))),
                (x34, np.int32(1)), lit=True),
        Program("shape_ops", lambda a: (jnp.pad(a, ((1, 0), (2, 1))), jnp.roll(a, 2, 1), jnp.flip(a, 0),
                                        jnp.tile(a, (2, 1)), jnp.concatenate([a, a * 2], 1), a.reshape(2, 6).T,
                                        jnp.triu(a), jnp.repeat(a, 2, 0)), (x34,), lit=True),
        # --- random --------------------------------------------------------------------
        Program("random", lambda k: (jax.random.normal(jax.random.wrap_key_data(k), (3, 2)),
                                     jax.random.uniform(jax.random.wrap_key_data(k), (4,)),
                                     jax.random.randint(jax.random.wrap_key_data(k), (5,), 0, 10),
                                     jax.random.permutation(jax.random.wrap_key_data(k), 6)),
                (np.asarray(key),), tol=1e-6, lit=True),
        Program("random_split", lambda k: jax.random.bernoulli(jax.random.split(jax.random.wrap_key_data(k))[1],
                                                               0.3, (8,)), (np.asarray(key),)),
        # --- models --------------------------------------------------------------------
        Program("mlp", _mlp, (_mlp_params(), _normal(5, 4, seed=9)), tol=1e-6,
                why="XLA's dot, exp and log"),
        Program("mlp_grad", jax.grad(lambda p, x: _mlp(p, x).sum()), (_mlp_params(), _normal(5, 4, seed=9)),
                tol=1e-5,
                why="XLA's dot, exp and log"),
        # --- shape polymorphism --------------------------------------------------------
        Program("poly_mlp", _mlp, (_mlp_params(), _normal(7, 4, seed=9)), tol=1e-6,
                poly=(None, "b, 4"), lit=True,
                why="XLA's dot, exp and log"),
        Program("poly_ops", lambda a: (jnp.cumsum(a, 0), jnp.sort(a, 0), a.reshape(-1), jnp.concatenate([a, a]),
                                       a[::2], jnp.argmax(a, 0)), (_normal(6, 3),), poly=("b, 3",), lit=True),
        # --- sharding ------------------------------------------------------------------
        Program("sharded_matmul", lambda a, b: jnp.tanh(a @ b), (_normal(8, 4), _normal(4, 8, seed=1)), tol=1e-6,
                mesh=((("x", 4), ("y", 2)), (("x", None), (None, "y")), ("x", "y")), lit=True,
                why="XLA's dot and tanh"),
        Program("shard_map_psum", _shard_map_psum, (_normal(8, 3),), tol=1e-6, mesh=(MESH_I, (("i",),), None),
                lit=True),
        Program("shard_map_collectives", _shard_map_collectives, (_normal(8, 4),),
                mesh=(MESH_AB, (("a", "b"),), None), lit=True),
    ]
    return P


def _shardings(p: Program) -> list:
    """The NamedSharding of each argument of a sharded program (None elsewhere)."""
    from jax.sharding import NamedSharding, PartitionSpec

    if p.mesh is None:
        return [None] * len(p.args)
    mesh = _mesh(p.mesh[0])
    return [NamedSharding(mesh, PartitionSpec(*spec)) for spec in p.mesh[1]]


def _export(p: Program) -> Any:
    fn = jax.jit(p.fn)
    if p.mesh is not None and p.mesh[2] is not None:
        from jax.sharding import NamedSharding, PartitionSpec

        fn = jax.jit(p.fn, out_shardings=NamedSharding(_mesh(p.mesh[0]), PartitionSpec(*p.mesh[2])))
    specs: list[Any] = []
    for k, (arg, sharding) in enumerate(zip(p.args, _shardings(p))):
        poly = None if p.poly is None else p.poly[k]
        if isinstance(arg, dict):
            specs.append(jax.tree.map(lambda v: jax.ShapeDtypeStruct(np.shape(v), np.asarray(v).dtype), arg))
        else:
            shape = np.shape(arg) if poly is None else export.symbolic_shape(poly)
            specs.append(jax.ShapeDtypeStruct(shape, np.asarray(arg).dtype, sharding=sharding))
    return export.export(fn)(*specs)


def _ulps(got: np.ndarray, want: np.ndarray) -> int:
    """The largest distance in units in the last place between two float arrays (0 for others)."""
    if got.dtype.kind == "c":
        return max(_ulps(got.real, want.real), _ulps(got.imag, want.imag))
    if got.dtype.kind != "f" or got.size == 0:
        return 0
    bits = np.dtype(f"i{got.dtype.itemsize}")
    g, w = got.view(bits).astype(np.int64), want.view(bits).astype(np.int64)
    g, w = np.where(g < 0, np.iinfo(bits).min - g, g), np.where(w < 0, np.iinfo(bits).min - w, w)
    return int(np.abs(g - w).max())


def compare(got: dict, want: list, tol: float) -> tuple[str, str]:
    """(``exact`` | ``close`` | ``FAIL``, detail)."""
    if sorted(got) != [f"result{k}" for k in range(len(want))]:
        return "FAIL", f"results {sorted(got)}, JAX gave {len(want)}"
    worst = 0
    for k, w in enumerate(want):
        g = got[f"result{k}"]
        if g.shape != w.shape or g.dtype != w.dtype:
            return "FAIL", f"result{k}: {g.dtype}{list(g.shape)}, JAX gave {w.dtype}{list(w.shape)}"
        if g.tobytes() == w.tobytes():
            continue
        if w.dtype.kind not in "fc" or not tol:
            return "FAIL", f"result{k} differs"
        wide = np.complex128 if w.dtype.kind == "c" else np.float64
        if not np.allclose(g.astype(wide), w.astype(wide), rtol=tol, atol=tol, equal_nan=True):
            return "FAIL", f"result{k} beyond {tol:g}: max |diff| {np.nanmax(np.abs(g.astype(wide) - w.astype(wide))):.3g}"
        worst = max(worst, _ulps(g, w))
    return ("exact", "") if worst == 0 else ("close", f"max {worst} ulp")


def run(p: Program, workdir: str, lit_dir: str | None) -> tuple[str, str]:
    exp = _export(p)
    leaves = jax.tree.leaves(p.args)
    placed = [a if s is None else jax.device_put(a, s) for a, s in zip(p.args, _shardings(p))]
    with contextlib.ExitStack() as stack:
        if p.mesh is not None:
            stack.enter_context(jax.set_mesh(_mesh(p.mesh[0])))
        want = [np.asarray(r) for r in jax.tree.leaves(exp.call(*placed))]
    base = os.path.join(lit_dir or workdir, "Inputs" if lit_dir else "", p.name)
    os.makedirs(os.path.dirname(base), exist_ok=True)
    with open(base + ".mlirbc", "wb") as f:
        f.write(exp.mlir_module_serialized)
    np.savez(base + ".args.npz", **{f"arg{k}": np.asarray(leaves[i]) for k, i in enumerate(exp.module_kept_var_idx)})
    np.savez(base + ".expected.npz", **{f"result{k}": r for k, r in enumerate(want)})
    out = os.path.join(workdir, p.name + ".out.npz")
    proc = subprocess.run(["stablehlo-translate", "--interpret", base + ".mlirbc", f"--args={base}.args.npz",
                           "--results-out", out], capture_output=True, text=True, timeout=600)
    if proc.returncode:
        return "FAIL", proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else f"exit {proc.returncode}"
    status, detail = compare(dict(np.load(out)), want, p.tol)
    if status == "close" and p.why:
        detail += f" ({p.why})"
    if lit_dir and status != "FAIL":
        _write_lit(p, lit_dir, exp, status)
    return status, detail


def _write_lit(p: Program, lit_dir: str, exp: Any, status: str) -> None:
    tol = 0 if status == "exact" else p.tol
    lines = [f"// {p.name}: exported with jax {jax.__version__} by tools/jax_client.py; do not edit.",
             f"// in: {', '.join(map(str, exp.in_avals))}; out: {', '.join(map(str, exp.out_avals))}",
             f"// JAX's results {'bit for bit' if status == 'exact' else f'within {tol:g}'}.",
             f"// RUN: stablehlo-translate --interpret %S/Inputs/{p.name}.mlirbc --args=%S/Inputs/{p.name}.args.npz "
             f"--results-out %t.npz > /dev/null",
             f"// RUN: python %S/../export/Inputs/compare.py --tol {tol:g} %t.npz %S/Inputs/{p.name}.expected.npz "
             "| FileCheck %s",
             f"// CHECK: agree {len(exp.out_avals)}", ""]
    with open(os.path.join(lit_dir, p.name + ".mlir"), "w") as f:
        f.write("\n".join(lines))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-k", default="", help="only programs whose name contains this")
    parser.add_argument("--lit", metavar="DIR", help="also write the programs marked for lit into DIR")
    a = parser.parse_args()
    if len(jax.devices()) < 8:
        sys.exit("jax_client: needs 8 CPU devices (XLA_FLAGS was set too late)")
    counts: dict[str, int] = {"exact": 0, "close": 0, "FAIL": 0}
    with tempfile.TemporaryDirectory() as workdir:
        for p in _programs():
            if a.k not in p.name:
                continue
            try:
                status, detail = run(p, workdir, a.lit if p.lit else None)
            except Exception as error:  # noqa: BLE001 - a program JAX cannot export is reported, not fatal
                status, detail = "FAIL", f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
            counts[status] += 1
            print(f"{p.name:24} {status:6} {detail}", flush=True)
    total = sum(counts.values())
    print(f"artifacts {counts['exact'] + counts['close']}/{total} agree "
          f"({counts['exact']} bit for bit, {counts['close']} within tolerance)")


if __name__ == "__main__":
    main()
