"""Writes shard_map_<name>.mlir and Inputs/shard_map_<name>.mlirbc: programs exported from JAX
on a CPU mesh of 8 devices (``jax.export``; ``XLA_FLAGS=--xla_force_host_platform_device_count=8``)
with ``jax.shard_map`` (``sdy.manual_computation`` with collectives inside) or sharding
annotations (``sdy.sharding_constraint``, ``sdy.reshard``), with JAX's results for fixed
arguments as the expectations. Each test runs the module text and the portable artifact JAX
wrote. Run with jax installed: ``python tests/lit/sdy/generate_shard_map.py [NAME...]``.
"""
from __future__ import annotations

import os
import sys

os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"

import numpy as np  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import export, lax  # noqa: E402
from jax.sharding import Mesh, NamedSharding  # noqa: E402
from jax.sharding import PartitionSpec as P  # noqa: E402

from stablehlo_translate.printing.results import format_value  # noqa: E402
from stablehlo_translate.ir.types import TensorType  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MESH = jax.make_mesh((4, 2), ("x", "y"))
RING = [(i, (i + 1) % 4) for i in range(4)]


def _smap(body, in_specs, out_specs, mesh=MESH, **kw):
    return jax.shard_map(body, mesh=mesh, in_specs=in_specs, out_specs=out_specs, check_vma=False, **kw)


def collectives(a, b):
    def body(a, b):
        return lax.psum(a, "x") + lax.ppermute(a, "x", RING) + lax.axis_index("x"), \
            lax.all_gather(b, "y", tiled=True)
    return _smap(body, (P("x", "y"), P("y")), (P("x", "y"), P()))(a, b)


def reduce_scatter(a):
    return _smap(lambda a: lax.psum_scatter(a, "x", scatter_dimension=1, tiled=True), (P(None, "y"),),
                 P("y", "x"))(a)


def all_to_all(a):
    return _smap(lambda a: lax.all_to_all(a, "x", 1, 0, tiled=True), (P("x", None),), P(None, "x"))(a)


def max_min(a):
    return _smap(lambda a: (lax.pmax(a, ("x", "y")), lax.pmin(a, "y")), (P("x", "y"),), (P(), P("x")))(a)


def both_axes_one_dim(a):
    return _smap(lambda a: a * (1 + lax.axis_index(("x", "y"))), (P(("x", "y")),), P(("x", "y")))(a)


def partial_manual(a):
    def body(a):
        return lax.psum(a, "x") * 2
    return _smap(body, (P("x", None),), P(None, None), axis_names={"x"})(a)


ORDERED = Mesh(np.array(jax.devices())[[3, 1, 0, 2, 7, 5, 6, 4]].reshape(4, 2), ("x", "y"))


def device_order(a):
    return _smap(lambda a: lax.psum(a, "y") + lax.axis_index("x") * 10 + lax.axis_index("y"), (P("x", "y"),),
                 P("x", "y"), mesh=ORDERED)(a)


def integer_psum(a):
    return _smap(lambda a: (lax.psum(a, "x"), lax.pmean(a.astype(jnp.float32), "y")), (P("x", "y"),),
                 (P(None, "y"), P("x")))(a)


AUTO = jax.make_mesh((4, 2), ("x", "y"), axis_types=(jax.sharding.AxisType.Auto,) * 2)


def constraints(a):
    b = lax.with_sharding_constraint(jnp.sin(a), NamedSharding(AUTO, P("x", None)))
    return lax.with_sharding_constraint(b * 2 + 1, NamedSharding(AUTO, P(("x", "y"))))


def reshard(a):
    return jax.sharding.reshard(jnp.cos(a) * 3, NamedSharding(MESH, P(None, "y"))) - 1


def matmul(a, w):
    def body(a, w):
        return lax.psum(a @ w, "y")
    return _smap(body, (P("x", "y"), P("y", None)), P("x", None))(a, w)


def nested(a):
    """A shard_map over "y" inside one over "x" (the inner one takes the context mesh)."""
    def outer(a):
        def inner(b):
            return lax.psum(b, "y") + lax.axis_index("y")
        inner_map = jax.shard_map(inner, in_specs=(P(None, "y"),), out_specs=P(None, "y"), axis_names={"y"},
                                  check_vma=False)
        return inner_map(a) * (1 + lax.axis_index("x"))
    return _smap(outer, (P("x", None),), P("x", None), axis_names={"x"})(a)


def nested_collectives(a, b):
    """Collectives over the outer axis around an inner shard_map whose result is replicated."""
    def outer(a, b):
        def inner(a, b):
            return lax.pmax(a, "y") - lax.all_gather(b, "y", tiled=True).sum()
        total = jax.shard_map(inner, in_specs=(P(None, "y"), P("y")), out_specs=P(), axis_names={"y"},
                              check_vma=False)(a, b)
        return lax.psum(total, "x") + lax.ppermute(total, "x", RING)
    return _smap(outer, (P("x", None), P()), P("x", None), axis_names={"x"})(a, b)


def _f32(shape, seed=0):
    """Quarters in [-4, 4): sums and products stay exact, so any summation order gives JAX's bits."""
    return (np.random.default_rng(seed).integers(-16, 16, shape) / 4).astype(np.float32)


PROGRAMS = {
    "collectives": (collectives, [(np.arange(32, dtype=np.float32).reshape(8, 4), P("x", "y")),
                                  (np.arange(6, dtype=np.float32), P("y"))]),
    "reduce_scatter": (reduce_scatter, [(_f32((4, 8)), P(None, "y"))]),
    "all_to_all": (all_to_all, [(_f32((8, 4), 1), P("x", None))]),
    "max_min": (max_min, [(_f32((4, 4), 2), P("x", "y"))]),
    "both_axes_one_dim": (both_axes_one_dim, [(np.arange(16, dtype=np.float32), P(("x", "y")))]),
    "partial_manual": (partial_manual, [(_f32((8, 4), 3), P("x", None))]),
    "device_order": (device_order, [(np.arange(16, dtype=np.int32).reshape(4, 4),
                                     NamedSharding(ORDERED, P("x", "y")))]),
    "integer_psum": (integer_psum, [(np.arange(32, dtype=np.int32).reshape(8, 4), P("x", "y"))]),
    "constraints": (constraints, [(_f32((8, 4), 4), NamedSharding(AUTO, P("x", "y")))]),
    "reshard": (reshard, [(_f32((8, 4), 7), P("x", "y"))]),
    "matmul": (matmul, [(_f32((8, 4), 5), P("x", "y")), (_f32((4, 3), 6), P("y", None))]),
    "nested": (nested, [(_f32((8, 4), 8), P("x", None))]),
    "nested_collectives": (nested_collectives, [(_f32((8, 4), 9), P("x", None)), (_f32((4,), 10), P())]),
}


def _literal(value: np.ndarray) -> str:
    """``dense<...> : tensor<...>`` of an argument (exactly representable values)."""
    dtype = {np.float32: "f32", np.int32: "i32"}[value.dtype.type]
    shape = "x".join(map(str, value.shape)) + ("x" if value.shape else "")
    return f"dense<{value.tolist()}> : tensor<{shape}{dtype}>"


def generate(name: str) -> None:
    fn, args = PROGRAMS[name]
    structs = []
    for value, spec in args:
        sharding = spec if isinstance(spec, NamedSharding) else NamedSharding(MESH, spec)
        structs.append(jax.ShapeDtypeStruct(value.shape, value.dtype, sharding=sharding))
    exp = export.export(jax.jit(fn))(*structs)
    placed = [jax.device_put(v, s.sharding) if s.sharding is not None else v for (v, _), s in zip(args, structs)]
    results = exp.call(*placed)
    results = results if isinstance(results, (tuple, list)) else (results,)
    from jax._src.interpreters import mlir
    from jax._src.lib import _jax

    with mlir.make_ir_context():
        text = str(_jax.mlir.deserialize_portable_artifact(exp.mlir_module_serialized))
    with open(os.path.join(HERE, "Inputs", f"shard_map_{name}.mlirbc"), "wb") as f:
        f.write(exp.mlir_module_serialized)
    literal_args = "[" + ", ".join(_literal(v) for v, _ in args) + "]"
    expected = []
    for value in results:
        value = np.asarray(value)
        expected.extend(format_value(value, TensorType(value.shape, _element(value))).splitlines())
    checks = ["// CHECK-LABEL: Evaluated results of function: main"] + [f"// CHECK-NEXT: {line.strip()}"
                                                                          for line in expected]
    body = [f"// shard_map program '{name}' exported by generate_shard_map.py; JAX's results are the CHECK lines.",
            f"// RUN: stablehlo-translate --interpret %s --args '{literal_args}' | FileCheck %s",
            f"// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_{name}.mlirbc --args '{literal_args}' "
            "| FileCheck %s", "", *checks, "", _strip_locations(text)]
    with open(os.path.join(HERE, f"shard_map_{name}.mlir"), "w") as f:
        f.write("\n".join(body).rstrip() + "\n")


def _element(value: np.ndarray) -> str:
    return {np.float32: "f32", np.int32: "i32"}[value.dtype.type]


def _strip_locations(text: str) -> str:
    from jax._src.interpreters import mlir
    from jaxlib.mlir import ir

    with mlir.make_ir_context():
        return ir.Module.parse(text).operation.get_asm(enable_debug_info=False)


if __name__ == "__main__":
    os.makedirs(os.path.join(HERE, "Inputs"), exist_ok=True)
    for program in sys.argv[1:] or PROGRAMS:
        generate(program)
        print("wrote", program)
