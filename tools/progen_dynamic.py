"""Shape-polymorphic programs like JAX's exports, with their arguments, for the refinement
differential (tools/refine_diff.py) and fuzzing.

    from tools.progen_dynamic import generate_dynamic
    for name, text, args in generate_dynamic(seed=0, n=100):
        ...   # @main takes tensor<?xCxT>; args[0] has a concrete first dimension

Program ``i`` depends only on ``(seed, i)``. ``@main`` reads the dynamic size with
``get_dimension_size`` and calls a private function with it as a leading dimension argument
(as JAX's ``_wrapped_jax_export_main``); that function chains 2 to 6 steps, each keeping a
``tensor<?xCxT>`` value whose shape it computes from the dimension argument: elementwise ops
with operands made by ``dynamic_broadcast_in_dim`` or ``dynamic_iota``, a round trip through
``dynamic_reshape``, ``concatenate`` then ``real_dynamic_slice``, ``dynamic_pad`` then
``slice``-like ``real_dynamic_slice``, a reduction broadcast back, a ``while`` loop counting
to the size, a row picked by ``dynamic_slice``, the rows reversed by ``dynamic_gather``, a
``dynamic_conv`` over the rows, or a call of a private function that takes the dimension first.
Every third program has upstream's testdata ``dynamic/`` form instead: ``@main`` takes the
dimension size as ``%arg0: tensor<i64>`` and converts it for the call.
"""
from __future__ import annotations

from typing import Iterator

import numpy as np

TYPES = ("f32", "i32", "f64", "i64")
_DTYPES = {"f32": np.float32, "i32": np.int32, "f64": np.float64, "i64": np.int64}


class _Builder:
    def __init__(self, columns: int, element: str, rows: int, functions: list[str] | None = None):
        self.c, self.t, self.rows = columns, element, rows
        self.lines: list[str] = []
        self.count = 0
        self.functions: list[str] = [] if functions is None else functions
        """The private functions the program's calls call (shared by all builders of a program)."""

    def fresh(self) -> str:
        self.count += 1
        return f"%v{self.count}"

    def emit(self, text: str) -> str:
        name = self.fresh()
        self.lines.append(f"    {name} = {text}")
        return name

    @property
    def dyn(self) -> str:
        return f"tensor<?x{self.c}x{self.t}>"

    def shape(self, rows: str) -> str:
        """A tensor<2xi32> [rows, C] from a tensor<i32> ``rows``."""
        one = self.emit(f"stablehlo.reshape {rows} : (tensor<i32>) -> tensor<1xi32>")
        col = self.emit(f"stablehlo.constant dense<{self.c}> : tensor<1xi32>")
        return self.emit(f"stablehlo.concatenate {one}, {col}, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>")

    def scalar(self, value: float) -> str:
        text = f"{value:.1f}" if self.t.startswith("f") else str(int(value))
        return self.emit(f"stablehlo.constant dense<{text}> : tensor<{self.t}>")


def _step(b: _Builder, rng: np.random.Generator, x: str, d: str, calls: bool = True) -> str:
    kind = rng.integers(11 if calls else 10)
    ty = b.dyn
    if kind in (7, 8) and not b.rows:  # a one-row slice needs a row
        kind = 0
    if kind >= 7:
        return _more_steps(b, rng, x, d, int(kind))
    if kind == 0:
        shape = b.shape(d)
        splat = b.emit(f"stablehlo.dynamic_broadcast_in_dim {b.scalar(float(rng.integers(1, 4)))}, {shape}, "
                       f"dims = [] : (tensor<{b.t}>, tensor<2xi32>) -> {ty}")
        op = ["add", "multiply", "subtract", "maximum"][rng.integers(4)]
        return b.emit(f"stablehlo.{op} {x}, {splat} : {ty}")
    if kind == 1:
        shape = b.shape(d)
        iota = b.emit(f"stablehlo.dynamic_iota {shape}, dim = {rng.integers(2)} : (tensor<2xi32>) -> {ty}")
        return b.emit(f"stablehlo.add {x}, {iota} : {ty}")
    if kind == 2:
        cols = b.emit(f"stablehlo.constant dense<{b.c}> : tensor<i32>")
        total = b.emit(f"stablehlo.multiply {d}, {cols} : tensor<i32>")
        flat_shape = b.emit(f"stablehlo.reshape {total} : (tensor<i32>) -> tensor<1xi32>")
        flat = b.emit(f"stablehlo.dynamic_reshape {x}, {flat_shape} : (tensor<?x{b.c}x{b.t}>, tensor<1xi32>) "
                      f"-> tensor<?x{b.t}>")
        neg = b.emit(f"stablehlo.negate {flat} : tensor<?x{b.t}>")
        return b.emit(f"stablehlo.dynamic_reshape {neg}, {b.shape(d)} : (tensor<?x{b.t}>, tensor<2xi32>) -> {ty}")
    if kind == 3:
        both = b.emit(f"stablehlo.concatenate {x}, {x}, dim = 0 : ({ty}, {ty}) -> {ty}")
        start = b.emit("stablehlo.constant dense<0> : tensor<2xi32>")
        limit = b.shape(d)
        stride = b.emit("stablehlo.constant dense<1> : tensor<2xi32>")
        return b.emit(f"stablehlo.real_dynamic_slice {both}, {start}, {limit}, {stride} : "
                      f"({ty}, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> {ty}")
    if kind == 4:
        low = b.emit("stablehlo.constant dense<[1, 0]> : tensor<2xi32>")
        zero = b.emit("stablehlo.constant dense<0> : tensor<2xi32>")
        padded = b.emit(f"stablehlo.dynamic_pad {x}, {b.scalar(0.0)}, {low}, {zero}, {zero} : ({ty}, tensor<{b.t}>, "
                        f"tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> {ty}")
        one = b.emit("stablehlo.constant dense<[1, 0]> : tensor<2xi32>")
        d1 = b.emit(f"stablehlo.add {d}, {b.emit('stablehlo.constant dense<1> : tensor<i32>')} : tensor<i32>")
        stride = b.emit("stablehlo.constant dense<1> : tensor<2xi32>")
        return b.emit(f"stablehlo.real_dynamic_slice {padded}, {one}, {b.shape(d1)}, {stride} : "
                      f"({ty}, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> {ty}")
    if kind == 5:
        init = b.scalar(0.0)
        total = b.emit(f"stablehlo.reduce({x} init: {init}) applies stablehlo.add across dimensions = [0] : "
                       f"({ty}, tensor<{b.t}>) -> tensor<{b.c}x{b.t}>")
        spread = b.emit(f"stablehlo.dynamic_broadcast_in_dim {total}, {b.shape(d)}, dims = [1] : "
                        f"(tensor<{b.c}x{b.t}>, tensor<2xi32>) -> {ty}")
        return b.emit(f"stablehlo.subtract {x}, {spread} : {ty}")
    zero = b.emit("stablehlo.constant dense<0> : tensor<i32>")
    one = b.emit("stablehlo.constant dense<1> : tensor<i32>")
    name = b.fresh()
    b.lines += [
        f"    {name}:2 = stablehlo.while(%i = {zero}, %acc = {x}) : tensor<i32>, {ty}",
        "    cond {",
        f"      %lt = stablehlo.compare LT, %i, {d}, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>",
        "      stablehlo.return %lt : tensor<i1>",
        "    } do {",
        f"      %next = stablehlo.add %i, {one} : tensor<i32>",
        f"      %twice = stablehlo.add %acc, %acc : {ty}",
        f"      stablehlo.return %next, %twice : tensor<i32>, {ty}",
        "    }",
    ]
    return f"{name}#1"


def _more_steps(b: _Builder, rng: np.random.Generator, x: str, d: str, kind: int) -> str:
    """dynamic_slice, dynamic_gather, dynamic_conv, and a call of a function taking the dimension."""
    ty = b.dyn
    if kind == 7:  # a row picked by dynamic_slice, broadcast back
        one = b.emit("stablehlo.constant dense<1> : tensor<i32>")
        row = b.emit(f"stablehlo.subtract {d}, {one} : tensor<i32>")
        zero = b.emit("stablehlo.constant dense<0> : tensor<i32>")
        picked = b.emit(f"stablehlo.dynamic_slice {x}, {row}, {zero}, sizes = [1, {b.c}] : "
                        f"({ty}, tensor<i32>, tensor<i32>) -> tensor<1x{b.c}x{b.t}>")
        spread = b.emit(f"stablehlo.dynamic_broadcast_in_dim {picked}, {b.shape(d)}, dims = [0, 1] : "
                        f"(tensor<1x{b.c}x{b.t}>, tensor<2xi32>) -> {ty}")
        return b.emit(f"stablehlo.maximum {x}, {spread} : {ty}")
    if kind == 8:  # every row gathered by dynamic_gather with iota indices, in reverse
        one = b.emit("stablehlo.constant dense<1> : tensor<1xi32>")
        rows = b.emit(f"stablehlo.reshape {d} : (tensor<i32>) -> tensor<1xi32>")
        shape = b.emit("stablehlo.concatenate {}, {}, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>"
                       .format(rows, one))
        iota = b.emit(f"stablehlo.dynamic_iota {shape}, dim = 0 : (tensor<2xi32>) -> tensor<?x1xi32>")
        last = b.emit(f"stablehlo.dynamic_broadcast_in_dim {d}, {shape}, dims = [] : (tensor<i32>, tensor<2xi32>)"
                      " -> tensor<?x1xi32>")
        ones = b.emit(f"stablehlo.dynamic_broadcast_in_dim {b.emit('stablehlo.constant dense<1> : tensor<i32>')}, "
                      f"{shape}, dims = [] : (tensor<i32>, tensor<2xi32>) -> tensor<?x1xi32>")
        reverse = b.emit(f"stablehlo.subtract {b.emit(f'stablehlo.subtract {last}, {iota} : tensor<?x1xi32>')}, "
                         f"{ones} : tensor<?x1xi32>")
        sizes = b.emit(f"stablehlo.constant dense<[1, {b.c}]> : tensor<2xi32>")
        return b.emit(
            f'"stablehlo.dynamic_gather"({x}, {reverse}, {sizes}) {{dimension_numbers = #stablehlo.gather<'
            f"offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}} : "
            f"({ty}, tensor<?x1xi32>, tensor<2xi32>) -> {ty}")
    if kind == 9:  # a 1-D convolution over the rows (batch 1), through dynamic_reshape
        one = b.emit("stablehlo.constant dense<1> : tensor<1xi32>")
        rows = b.emit(f"stablehlo.reshape {d} : (tensor<i32>) -> tensor<1xi32>")
        cols = b.emit(f"stablehlo.constant dense<{b.c}> : tensor<1xi32>")
        shape3 = b.emit(f"stablehlo.concatenate {one}, {rows}, {cols}, dim = 0 : (tensor<1xi32>, tensor<1xi32>, "
                        "tensor<1xi32>) -> tensor<3xi32>")
        batched = b.emit(f"stablehlo.dynamic_reshape {x}, {shape3} : ({ty}, tensor<3xi32>) -> tensor<1x?x{b.c}x{b.t}>")
        width = int(rng.integers(1, 4))
        kernel = b.emit(f"stablehlo.constant dense<1{'.0' if b.t.startswith('f') else ''}> : "
                        f"tensor<{width}x{b.c}x{b.c}x{b.t}>")
        low, high = (width - 1) // 2, width - 1 - (width - 1) // 2
        padding = b.emit(f"stablehlo.constant dense<[[{low}, {high}]]> : tensor<1x2xi32>")
        conv = b.emit(
            f'"stablehlo.dynamic_conv"({batched}, {kernel}, {padding}) {{window_strides = array<i64: 1>, '
            "lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, "
            "dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, batch_group_count = 1 : i64, "
            f"feature_group_count = 1 : i64}} : (tensor<1x?x{b.c}x{b.t}>, tensor<{width}x{b.c}x{b.c}x{b.t}>, "
            f"tensor<1x2xi32>) -> tensor<1x?x{b.c}x{b.t}>")
        return b.emit(f"stablehlo.dynamic_reshape {conv}, {b.shape(d)} : (tensor<1x?x{b.c}x{b.t}>, tensor<2xi32>) "
                      f"-> {ty}")
    # a call of a private function that takes the dimension first (as JAX's exports do)
    inner = _Builder(b.c, b.t, b.rows, b.functions)
    y = "%arg1"
    for _ in range(int(rng.integers(1, 3))):
        y = _step(inner, rng, y, "%arg0", calls=False)
    name = f"@helper{len(b.functions)}"
    b.functions.append("\n".join([f"  func.func private {name}(%arg0: tensor<i32>, %arg1: {ty}) -> {ty} {{",
                                   *inner.lines, f"    return {y} : {ty}", "  }"]))
    return b.emit(f"call {name}({d}, {x}) : (tensor<i32>, {ty}) -> {ty}")


def dynamic_program(seed: int, index: int) -> tuple[str, str, list[np.ndarray]]:
    """Program ``index`` of ``seed``: (name, MLIR text, arguments)."""
    rng = np.random.default_rng([seed, index])
    element = TYPES[index % len(TYPES)]
    columns, rows = int(rng.integers(1, 5)), int(rng.integers(0, 6))
    b = _Builder(columns, element, rows)
    x, d = "%arg1", "%arg0"
    for _ in range(int(rng.integers(2, 7))):
        x = _step(b, rng, x, d)
    ty = b.dyn
    dtype = _DTYPES[element]
    array = (rng.standard_normal((rows, columns)) * 4).astype(dtype) if element.startswith("f") else \
        rng.integers(-8, 8, (rows, columns)).astype(dtype)
    if index % 3 == 2:  # upstream's testdata dynamic/ form: %arg0 is the dimension size, as i64
        main = [f"  func.func public @main(%arg0: tensor<i64>, %arg1: {ty}) -> {ty} {{",
                "    %0 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>",
                f"    %1 = call @body(%0, %arg1) : (tensor<i32>, {ty}) -> {ty}"]
        args = [np.array(rows, np.int64), array]
    else:  # JAX's exported form: the size read with get_dimension_size
        main = [f"  func.func public @main(%arg0: {ty}) -> {ty} {{",
                f"    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : ({ty}) -> tensor<i32>",
                f"    %1 = call @body(%0, %arg0) : (tensor<i32>, {ty}) -> {ty}"]
        args = [array]
    text = "\n".join([
        "module @dynamic {",
        *main,
        f"    return %1 : {ty}",
        "  }",
        f"  func.func private @body(%arg0: tensor<i32>, %arg1: {ty}) -> {ty} {{",
        *b.lines,
        f"    return {x} : {ty}",
        "  }",
        *b.functions,
        "}",
    ])
    return f"dynamic/{element}/{index}", text, args


def generate_dynamic(seed: int, n: int, start: int = 0) -> Iterator[tuple[str, str, list[np.ndarray]]]:
    for index in range(start, start + n):
        yield dynamic_program(seed, index)
