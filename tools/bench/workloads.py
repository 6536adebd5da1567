"""Benchmark workloads: StableHLO program text generators, inputs and numpy references.

Each :class:`Workload` builds, for a size N, the text of a module whose ``@main``
takes arguments, deterministic inputs for it, and a hand-written numpy
equivalent with the same semantics as ours (the reference interpreter's): transcendental
functions on doubles rounded once to f32, sums in the reference's order (sequential over
the reduced or contracting indices from the init value, each step rounded to f32: a reduce
over the outer axis of a contiguous copy, contractions as numpy's unoptimized einsum on
K-major copies), clamped gather indices. Each is the fastest plain numpy we know for those
bits. Where those
semantics fix every bit (``exact``) the check asks for our bits exactly. The numpy function
both checks our result and is the practical lower bound the interpreter is compared against. Programs are written the way JAX
prints them (pretty forms where JAX uses them, generic forms for gather, scatter,
sort and reduce_window).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

SIZES = {"small": 16, "medium": 128, "large": 1024}
"""The base N of each size name; a workload may scale it (see ``Workload.scale``)."""


@dataclass(frozen=True)
class Workload:
    """One benchmark program family.

    ``text(n)`` is the module text, ``inputs(n, rng)`` its arguments,
    ``numpy(*inputs)`` the reference results (a list), ``rtol``/``atol`` the
    tolerance of the check, ``scale(n)`` the workload's own size for a base N
    (e.g. the element count of sort), and ``shape(n)`` a short description.
    """

    name: str
    text: Callable[[int], str]
    inputs: Callable[[int, np.random.Generator], list[np.ndarray]]
    numpy: Callable[..., list[np.ndarray]]
    shape: Callable[[int], str]
    scale: Callable[[int], int] = lambda n: n
    rtol: float = 1e-5
    atol: float = 1e-5
    tensor: bool = True
    """False for the while loop (a scalar workload, kept out of the tensor geomean)."""
    exact: bool = True
    """The numpy function computes the same bits as the reference (checked bit for bit)."""

    def build(self, size: str | int, seed: int = 0) -> tuple[str, list[np.ndarray]]:
        """The program text and inputs at ``size`` (a name of SIZES or a base N)."""
        n = self.scale(SIZES[size] if isinstance(size, str) else size)
        return self.text(n), self.inputs(n, np.random.default_rng(seed))

    def check(self, actual: list[np.ndarray], inputs: list[np.ndarray], exact: bool | None = None) -> str | None:
        """Why ``actual`` differs from the numpy reference, or None when it matches (bit for bit
        when ``exact``, by default the workload's ``exact``; else within the tolerance)."""
        exact = self.exact if exact is None else exact
        expected = self.numpy(*inputs)
        if len(actual) != len(expected):
            return f"{len(actual)} results, expected {len(expected)}"
        for index, (got, want) in enumerate(zip(actual, expected)):
            got = np.asarray(got)
            if got.shape != want.shape or got.dtype != want.dtype:
                return f"result #{index}: {got.dtype}{list(got.shape)}, expected {want.dtype}{list(want.shape)}"
            if exact and got.tobytes() != want.tobytes():
                bits = [np.ascontiguousarray(a).reshape(-1).view(np.uint8).reshape(a.size, -1) for a in (got, want)]
                differ = int(np.count_nonzero((bits[0] != bits[1]).any(axis=1)))
                return f"result #{index}: differs from numpy in the bits of {differ} of {got.size} elements"
            if not np.allclose(got, want, rtol=self.rtol, atol=self.atol, equal_nan=True):
                worst = float(np.max(np.abs(got.astype(np.float64) - want.astype(np.float64))))
                return f"result #{index}: differs from numpy by up to {worst:g}"
        return None


def _t(*dims: int, dtype: str = "f32") -> str:
    return "tensor<" + "".join(f"{d}x" for d in dims) + dtype + ">"


def _f32(rng: np.random.Generator, *shape: int) -> np.ndarray:
    return rng.uniform(-1.0, 1.0, shape).astype(np.float32)


def _main(args: list[tuple[str, str]], results: list[str], body: str, extra: str = "") -> str:
    params = ", ".join(f"%{name}: {ty}" for name, ty in args)
    outs = ", ".join(results)
    return (f"module @jit_bench attributes {{mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}} {{\n"
            f"  func.func public @main({params}) -> ({outs}) {{\n{body}  }}\n{extra}}}\n")


# --- elementwise chain -------------------------------------------------------------------

def _elementwise_text(n: int) -> str:
    t = _t(n, n)
    return _main([("x", t), ("y", t)], [t], f"""\
    %0 = stablehlo.add %x, %y : {t}
    %1 = stablehlo.multiply %0, %x : {t}
    %2 = stablehlo.exponential %1 : {t}
    %3 = stablehlo.tanh %2 : {t}
    %4 = stablehlo.subtract %3, %y : {t}
    return %4 : {t}
""")


def _on_doubles(fn, x):
    """C function ``fn`` as the reference computes it on f32: on doubles, rounded once."""
    return fn(x.astype(np.float64)).astype(np.float32)


def _elementwise_numpy(x, y):
    return [_on_doubles(np.tanh, _on_doubles(np.exp, (x + y) * x)) - y]


def _k_major_matmul(a, b):
    """``a @ b`` summed like the reference (from zero, one contracting index at a time, each
    step rounded to f32): numpy's unoptimized einsum on a K-major copy of ``a`` keeps K
    outside the result's indices, so each result element gets its products in k order
    (BLAS and ``@`` block and fuse: other bits). tests/unit/test_bench.py checks the bits
    against the K-step loop."""
    return np.einsum("ki,kj->ij", np.ascontiguousarray(a.T), b, optimize=False)


# --- dot_general -------------------------------------------------------------------------

def _dot_text(n: int) -> str:
    t = _t(n, n)
    return _main([("a", t), ("b", t)], [t], f"""\
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : ({t}, {t}) -> {t}
    return %0 : {t}
""")


# --- reduce ------------------------------------------------------------------------------

def _reduce_text(n: int) -> str:
    t, r = _t(n, n), _t(n)
    return _main([("x", t)], [r], f"""\
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%x init: %cst) applies stablehlo.add across dimensions = [1] : ({t}, tensor<f32>) -> {r}
    return %0 : {r}
""")


# --- convolution -------------------------------------------------------------------------

CONV_IN, CONV_OUT = 3, 16


def _conv_text(n: int) -> str:
    x, w, r = _t(1, CONV_IN, n, n), _t(CONV_OUT, CONV_IN, 3, 3), _t(1, CONV_OUT, n, n)
    return _main([("x", x), ("w", w)], [r], f"""\
    %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {{stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}} : ({x}, {w}) -> {r}
    return %0 : {r}
""")


def _conv_numpy(x, w):
    """Summed over kernel rows, kernel columns, then input features (fastest), as the
    reference: the K-major windows (im2col) contracted with the kernel by einsum."""
    n = x.shape[-1]
    windows = sliding_window_view(np.pad(x[0], ((0, 0), (1, 1), (1, 1))), (3, 3), axis=(1, 2))  # c, n, n, 3, 3
    columns = np.ascontiguousarray(windows.transpose(3, 4, 0, 1, 2)).reshape(9 * CONV_IN, n * n)
    kernel = np.ascontiguousarray(w.transpose(2, 3, 1, 0)).reshape(9 * CONV_IN, CONV_OUT)
    return [np.einsum("ko,ks->os", kernel, columns, optimize=False).reshape(1, CONV_OUT, n, n)]


# --- while loop --------------------------------------------------------------------------

def _while_text(n: int) -> str:
    s, i = "tensor<f32>", "tensor<i64>"
    return _main([("n", i), ("x", s)], [i, s], f"""\
    %c = stablehlo.constant dense<0> : {i}
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %x) : {i}, {s}
    cond {{
      %1 = stablehlo.compare  LT, %iterArg, %n,  SIGNED : ({i}, {i}) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }} do {{
      %c_1 = stablehlo.constant dense<1> : {i}
      %1 = stablehlo.add %iterArg, %c_1 : {i}
      %cst = stablehlo.constant dense<5.000000e-01> : {s}
      %2 = stablehlo.multiply %iterArg_0, %cst : {s}
      %cst_2 = stablehlo.constant dense<1.000000e+00> : {s}
      %3 = stablehlo.add %2, %cst_2 : {s}
      stablehlo.return %1, %3 : {i}, {s}
    }}
    return %0#0, %0#1 : {i}, {s}
""")


def _while_numpy(n, x):
    acc = np.float32(x)
    for _ in range(int(n)):
        acc = acc * np.float32(0.5) + np.float32(1.0)
    return [np.asarray(n, np.int64), np.asarray(acc, np.float32)]


# --- gather / scatter --------------------------------------------------------------------

ROW = 64


def _rows_inputs(n: int, rng: np.random.Generator) -> list[np.ndarray]:
    return [_f32(rng, n, ROW), rng.integers(0, n, (n, 1)).astype(np.int32)]


def _gather_text(n: int) -> str:
    t, ix = _t(n, ROW), _t(n, 1, dtype="i32")
    return _main([("table", t), ("idx", ix)], [t], f"""\
    %0 = "stablehlo.gather"(%table, %idx) <{{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, {ROW}>}}> : ({t}, {ix}) -> {t}
    return %0 : {t}
""")


def _scatter_text(n: int) -> str:
    t, ix = _t(n, ROW), _t(n, 1, dtype="i32")
    return _main([("operand", t), ("idx", ix), ("updates", t)], [t], f"""\
    %0 = "stablehlo.scatter"(%operand, %idx, %updates) <{{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}}> ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }}) : ({t}, {ix}, {t}) -> {t}
    return %0 : {t}
""")


def _scatter_numpy(operand, idx, updates):
    out = operand.copy()
    np.add.at(out, idx[:, 0], updates)
    return [out]


# --- sort --------------------------------------------------------------------------------

def _sort_text(n: int) -> str:
    t = _t(n)
    return _main([("x", t)], [t], f"""\
    %0 = "stablehlo.sort"(%x) <{{dimension = 0 : i64, is_stable = true}}> ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.compare  LT, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }}) : ({t}) -> {t}
    return %0 : {t}
""")


def _sort_numpy(x):
    """numpy's default (SIMD) sort: the stable sort's bits where equal floats have equal bits
    (no NaN, one sign of zero), as in these inputs; ``kind="stable"`` is ~40x slower."""
    return [np.sort(x)]


# --- broadcast_in_dim + transpose + reshape ----------------------------------------------

def _layout_text(n: int) -> str:
    v, t, r = _t(n), _t(n, n), _t(n // 2, 2 * n)
    return _main([("v", v), ("m", t)], [r], f"""\
    %0 = stablehlo.broadcast_in_dim %v, dims = [0] : ({v}) -> {t}
    %1 = stablehlo.transpose %m, dims = [1, 0] : ({t}) -> {t}
    %2 = stablehlo.add %0, %1 : {t}
    %3 = stablehlo.reshape %2 : ({t}) -> {r}
    return %3 : {r}
""")


def _layout_numpy(v, m):
    n = v.shape[0]
    return [(v[:, None] + m.T).reshape(n // 2, 2 * n)]


# --- reduce_window max-pool ----------------------------------------------------------------

def _maxpool_text(n: int) -> str:
    t, r = _t(n, n), _t(n // 2, n // 2)
    return _main([("x", t)], [r], f"""\
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%x, %cst) <{{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}}> ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }}) : ({t}, tensor<f32>) -> {r}
    return %0 : {r}
""")


def _maxpool_numpy(x):
    """The four strided views of the windows' corners, maxed pairwise (the same bits as the
    sequential fold without NaN or zeros, as here; ``reshape(...).max(axis=(1, 3))`` is
    ~20x slower)."""
    return [np.maximum(np.maximum(x[0::2, 0::2], x[0::2, 1::2]), np.maximum(x[1::2, 0::2], x[1::2, 1::2]))]


# --- two-layer MLP -------------------------------------------------------------------------

MLP_OUT = 16


def _mlp_text(n: int) -> str:
    """``relu(x @ w1 + b1) @ w2 + b2`` as ``jax.jit(...).lower(...).as_text()`` prints it."""
    x, w1, b1, h = _t(n, n), _t(n, n), _t(n), _t(n, n)
    w2, b2, o = _t(n, MLP_OUT), _t(MLP_OUT), _t(n, MLP_OUT)
    relu = f"""\
  func.func private @relu(%arg0: {h}) -> {h} {{
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> {h}
    %1 = stablehlo.maximum %arg0, %0 : {h}
    return %1 : {h}
  }}
"""
    return _main([("arg0", x), ("arg1", w1), ("arg2", b1), ("arg3", w2), ("arg4", b2)],
                 [f'{o} {{jax.result_info = "result"}}'], f"""\
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : ({x}, {w1}) -> {h}
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : ({b1}) -> {_t(1, n)}
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : ({_t(1, n)}) -> {h}
    %3 = stablehlo.add %0, %2 : {h}
    %4 = call @relu(%3) : ({h}) -> {h}
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : ({h}, {w2}) -> {o}
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [1] : ({b2}) -> {_t(1, MLP_OUT)}
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : ({_t(1, MLP_OUT)}) -> {o}
    %8 = stablehlo.add %5, %7 : {o}
    return %8 : {o}
""", relu)


def _mlp_numpy(x, w1, b1, w2, b2):
    return [_k_major_matmul(np.maximum(_k_major_matmul(x, w1) + b1, np.float32(0)), w2) + b2]


def _reduce_numpy(x):
    """The sequential fold from the init value along axis 1, slab by slab: numpy reduces an
    outer axis of a contiguous array one row at a time (x.sum(axis=1) is pairwise: other bits)."""
    return [np.add.reduce(np.ascontiguousarray(x.T), axis=0, initial=np.float32(0))]


def _gather_numpy(table, idx):
    return [np.take(table, idx[:, 0], axis=0, mode="clip")]


WORKLOADS: dict[str, Workload] = {w.name: w for w in [
    Workload("elementwise", _elementwise_text, lambda n, r: [_f32(r, n, n), _f32(r, n, n)],
             _elementwise_numpy, lambda n: f"add,mul,exp,tanh,sub {n}x{n}"),
    Workload("dot_general", _dot_text, lambda n, r: [_f32(r, n, n), _f32(r, n, n)],
             lambda a, b: [_k_major_matmul(a, b)], lambda n: f"{n}x{n} @ {n}x{n}"),
    Workload("reduce_sum", _reduce_text, lambda n, r: [_f32(r, n, n)],
             _reduce_numpy, lambda n: f"{n}x{n} -> {n}"),
    Workload("convolution", _conv_text,
             lambda n, r: [_f32(r, 1, CONV_IN, n, n), _f32(r, CONV_OUT, CONV_IN, 3, 3)],
             _conv_numpy, lambda n: f"1x{CONV_IN}x{n}x{n} * 3x3 -> {CONV_OUT} ch"),
    Workload("while_loop", _while_text,
             lambda n, r: [np.asarray(n, np.int64), np.asarray(r.uniform(-1, 1), np.float32)],
             _while_numpy, lambda n: f"{n} iterations", tensor=False),
    Workload("gather", _gather_text, _rows_inputs, _gather_numpy,
             lambda n: f"{n} rows of {ROW} from {n}x{ROW}"),
    Workload("scatter", _scatter_text,
             lambda n, r: _rows_inputs(n, r) + [_f32(r, n, ROW)], _scatter_numpy,
             lambda n: f"{n} rows of {ROW} added into {n}x{ROW}"),
    Workload("sort", _sort_text, lambda n, r: [_f32(r, n)], _sort_numpy,
             lambda n: f"{n} elements", scale=lambda n: n * n),
    Workload("layout", _layout_text, lambda n, r: [_f32(r, n), _f32(r, n, n)], _layout_numpy,
             lambda n: f"broadcast {n}->{n}x{n}, transpose, reshape"),
    Workload("maxpool", _maxpool_text, lambda n, r: [_f32(r, n, n)], _maxpool_numpy,
             lambda n: f"reduce_window max 2x2/2 on {n}x{n}"),
    Workload("mlp", _mlp_text,
             lambda n, r: [_f32(r, n, n), _f32(r, n, n), _f32(r, n), _f32(r, n, MLP_OUT), _f32(r, MLP_OUT)],
             _mlp_numpy, lambda n: f"batch {n}, {n}->{n}->relu->{MLP_OUT}"),
]}
