"""A reproducible generator of small valid StableHLO programs with their inputs.

    from tools.progen import generate
    for name, text, args in generate(seed=0, n=1000):
        ...   # text: an MLIR module whose @main takes ``args`` (numpy arrays)

Program ``i`` of ``generate(seed, n)`` depends only on ``(seed, i)``: the op,
element type and shape class cycle through every combination (:data:`OPS` x
types x :data:`SHAPE_CLASSES`), so any ``n`` >= the number of combinations
covers all of them; the values come from a generator seeded by ``(seed, i)``.
Shape classes: ``scalar`` (0-d), ``empty`` (a zero dim), ``odd`` (odd sizes),
``special`` (NaN, +-inf, -0.0, denormals, extremes mixed with ordinary values),
``cancel`` (values that cancel: x and -x + tiny, large and small magnitudes).
Names are ``op/type/class/i``. Used by ``tools/differential.py`` and by fuzzing.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Callable, Iterator

import ml_dtypes
import numpy as np

INTS = ("i1", "i4", "i8", "i16", "i32", "i64", "ui4", "ui8", "ui16", "ui32", "ui64")
FLOATS = ("f8E4M3FN", "f8E5M2", "bf16", "f16", "f32", "f64")
COMPLEX = ("complex<f32>", "complex<f64>")
SHAPE_CLASSES = ("scalar", "empty", "odd", "special", "cancel")

_DTYPES = {
    "i1": np.bool_, "i4": ml_dtypes.int4, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "ui4": ml_dtypes.uint4, "ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32, "ui64": np.uint64,
    "f8E4M3FN": ml_dtypes.float8_e4m3fn, "f8E5M2": ml_dtypes.float8_e5m2, "bf16": ml_dtypes.bfloat16,
    "f16": np.float16, "f32": np.float32, "f64": np.float64,
    "complex<f32>": np.complex64, "complex<f64>": np.complex128,
}


def dtype(element_type: str) -> np.dtype:
    """The numpy dtype of one of this generator's element types."""
    return np.dtype(_DTYPES[element_type])


def tensor(shape: tuple[int, ...], element_type: str) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + element_type + ">"


# --- values --------------------------------------------------------------------------

def _part_type(element_type: str) -> str:
    return element_type[len("complex<"):-1] if element_type.startswith("complex") else element_type


def _float_values(rng: np.random.Generator, shape: tuple[int, ...], element_type: str, klass: str) -> np.ndarray:
    dt = dtype(element_type)
    info = ml_dtypes.finfo(dt)
    size = int(np.prod(shape, dtype=np.int64))
    x = rng.uniform(-4.0, 4.0, size)
    if klass == "special":
        specials = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, float(info.tiny) / 4, -float(info.tiny) / 2,
                             float(info.max), -float(info.max), float(info.tiny), 1.0, -1.0])
        pick = rng.random(size) < 0.5
        x = np.where(pick, specials[rng.integers(0, len(specials), size)], x)
    elif klass == "cancel":
        scale = np.exp2(rng.integers(-8, 9, size).astype(np.float64))
        x = np.where(rng.random(size) < 0.5, x * scale, -x * scale)
        if size > 1:  # pairs that cancel: x[i+1] = -x[i] (+ a tiny change)
            x[1::2] = -x[:-1:2][:len(x[1::2])] * (1 + rng.choice([0.0, 1e-3], len(x[1::2])))
    with np.errstate(all="ignore"):
        return x.astype(dt).reshape(shape)


def values(rng: np.random.Generator, shape: tuple[int, ...], element_type: str, klass: str,
           positive: bool = False) -> np.ndarray:
    """Random values of ``element_type`` in ``shape`` for a shape class; ``positive``
    keeps integers in [0, 8) (counts, shift amounts, exponents)."""
    dt = dtype(element_type)
    if element_type == "i1":
        return rng.random(shape) < 0.5
    if element_type.startswith(("i", "ui")):
        info = ml_dtypes.iinfo(dt)
        lo, hi = int(info.min), int(info.max)
        if positive:
            return rng.integers(0, min(8, hi), shape, endpoint=True).astype(dt)
        if klass not in ("special", "cancel"):
            return rng.integers(max(lo, -100), min(hi, 100), shape, endpoint=True).astype(dt)
        wide = np.uint64 if hi >= 2 ** 63 else np.int64
        random = rng.integers(lo, hi, shape, endpoint=True, dtype=wide).astype(dt)
        edges = np.array([lo, hi, 0, 1, lo + 1, hi - 1], dtype=wide).astype(dt)
        return np.where(rng.random(shape) < 0.5, edges[rng.integers(0, len(edges), shape)], random)
    if element_type.startswith("complex"):
        part = _part_type(element_type)
        re, im = (_float_values(rng, shape, part, klass) for _ in range(2))
        out = np.empty(shape, dt)
        out.real, out.imag = re, im
        return out
    x = _float_values(rng, shape, element_type, klass)
    return np.abs(x) if positive else x


# --- ops -----------------------------------------------------------------------------

@dataclass(frozen=True)
class OpSpec:
    """One op family: the element types it takes and a builder of (body, arg shapes,
    result types) from a shape class and a random generator."""

    name: str
    types: tuple[str, ...]
    build: Callable[[np.random.Generator, str, str], tuple[str, list[tuple[tuple[int, ...], str]], list[str]]]
    positive_args: tuple[int, ...] = ()


def _shape(rng: np.random.Generator, klass: str, rank: int | None = None) -> tuple[int, ...]:
    if klass == "scalar":
        return ()
    rank = rank if rank is not None else int(rng.integers(1, 4))
    dims = [int(rng.choice([1, 3, 5, 7])) for _ in range(rank)]
    if klass == "empty":
        dims[int(rng.integers(0, rank))] = 0
    return tuple(dims)


def _elementwise(op: str, arity: int) -> Callable:
    def build(rng, element_type, klass):
        shape = _shape(rng, klass)
        t = tensor(shape, element_type)
        args = ", ".join(f"%arg{i}" for i in range(arity))
        result = tensor(shape, "i1") if op == "is_finite" else t
        sig = f"{t}" if op != "is_finite" else f"({t}) -> {result}"
        body = f"    %0 = stablehlo.{op} {args} : {sig}\n"
        return body, [(shape, element_type)] * arity, [result]
    return build


def _part_result(op: str) -> Callable:
    def build(rng, element_type, klass):
        shape = _shape(rng, klass)
        result = tensor(shape, _part_type(element_type))
        body = f"    %0 = stablehlo.{op} %arg0 : ({tensor(shape, element_type)}) -> {result}\n"
        return body, [(shape, element_type)], [result]
    return build


def _compare(rng, element_type, klass):
    shape = _shape(rng, klass)
    direction = str(rng.choice(["EQ", "NE", "LT", "LE", "GT", "GE"]))
    t = tensor(shape, element_type)
    body = f"    %0 = stablehlo.compare {direction}, %arg0, %arg1 : ({t}, {t}) -> {tensor(shape, 'i1')}\n"
    return body, [(shape, element_type)] * 2, [tensor(shape, "i1")]


def _dot_general(rng, element_type, klass):
    """Batch and contracting dims in random positions; K up to 17 for summation order."""
    small = klass in ("scalar", "empty")
    b = 0 if small else int(rng.integers(1, 3))
    m, n = (int(rng.choice([1, 2, 3, 5])) for _ in range(2))
    k = 0 if klass == "empty" else (1 if klass == "scalar" else int(rng.choice([2, 3, 7, 17])))
    lhs_dims = (["b"] if b else []) + ["m", "k"]
    rhs_dims = (["b"] if b else []) + ["k", "n"]
    rng.shuffle(lhs_dims)
    rng.shuffle(rhs_dims)
    size = {"b": b, "m": m, "n": n, "k": k}
    lhs_shape = tuple(size[d] for d in lhs_dims)
    rhs_shape = tuple(size[d] for d in rhs_dims)
    result_shape = ((b,) if b else ()) + (m, n)
    batching = f"batching_dims = [{lhs_dims.index('b')}] x [{rhs_dims.index('b')}], " if b else ""
    lt, rt, res = tensor(lhs_shape, element_type), tensor(rhs_shape, element_type), tensor(result_shape, element_type)
    body = (f"    %0 = stablehlo.dot_general %arg0, %arg1, {batching}contracting_dims = "
            f"[{lhs_dims.index('k')}] x [{rhs_dims.index('k')}] : ({lt}, {rt}) -> {res}\n")
    return body, [(lhs_shape, element_type), (rhs_shape, element_type)], [res]


def _convolution(rng, element_type, klass):
    """2-d NHWC x HWIO convolutions with strides, padding, dilations and feature groups."""
    groups = int(rng.choice([1, 1, 2]))
    n_, c = int(rng.choice([1, 2])), groups * int(rng.choice([1, 2, 3]))
    o = groups * int(rng.choice([1, 2]))
    h, w = (int(rng.choice([1, 3, 4, 5])) for _ in range(2))
    kh, kw = int(rng.choice([1, 2, 3])), int(rng.choice([1, 2]))
    stride = [int(rng.choice([1, 2])) for _ in range(2)]
    pad = [[int(rng.integers(0, 2)), int(rng.integers(0, 2))] for _ in range(2)]
    ldil = [int(rng.choice([1, 1, 2])) for _ in range(2)]
    rdil = [int(rng.choice([1, 1, 2])) for _ in range(2)]
    if klass == "empty":
        n_ = 0
    out = []
    for size, k, s, (lo, hi), ld, rd in zip((h, w), (kh, kw), stride, pad, ldil, rdil):
        padded = (size - 1) * ld + 1 + lo + hi
        window = (k - 1) * rd + 1
        out.append(max(0, (padded - window) // s + 1) if padded >= window else 0)
    if 0 in out:  # pad so that every window fits at least once
        pad = [[(k - 1) * rd, (k - 1) * rd] for k, rd in zip((kh, kw), rdil)]
        out = [((size - 1) * ld + 1 + 2 * p[0] - ((k - 1) * rd + 1)) // s + 1
               for size, k, s, p, ld, rd in zip((h, w), (kh, kw), stride, pad, ldil, rdil)]
    lt = tensor((n_, h, w, c), element_type)
    rt = tensor((kh, kw, c // groups, o), element_type)
    res = tensor((n_, out[0], out[1], o), element_type)
    body = (f"    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
            f"window = {{stride = {stride}, pad = {pad}, lhs_dilate = {ldil}, rhs_dilate = {rdil}}} "
            f"{{batch_group_count = 1 : i64, feature_group_count = {groups} : i64}} : ({lt}, {rt}) -> {res}\n")
    return body, [((n_, h, w, c), element_type), ((kh, kw, c // groups, o), element_type)], [res]


def _reduce(rng, element_type, klass):
    """A sum (or max) over one or two dims, init zero, as JAX prints it."""
    shape = _shape(rng, klass, rank=None if klass != "scalar" else 0)
    if not shape:
        shape = (int(rng.choice([1, 5, 9])),)
    dims = sorted(int(d) for d in rng.choice(len(shape), int(rng.integers(1, len(shape) + 1)), replace=False))
    kept = tuple(s for i, s in enumerate(shape) if i not in dims)
    op = "add" if element_type != "i1" else "or"
    scalar = tensor((), element_type)
    zero = {"i1": "false"}.get(element_type, "(0.0, 0.0)" if element_type.startswith("complex") else
                               ("0.0" if element_type in FLOATS else "0"))
    body = (f"    %c = stablehlo.constant dense<{zero}> : {scalar}\n"
            f"    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.{op} across dimensions = {dims} : "
            f"({tensor(shape, element_type)}, {scalar}) -> {tensor(kept, element_type)}\n")
    return body, [(shape, element_type)], [tensor(kept, element_type)]


_ARITH_NUMERIC = INTS[1:] + FLOATS + COMPLEX
_SIGNED = tuple(t for t in INTS[1:] if t.startswith("i"))
_TRANSCENDENTAL = FLOATS + COMPLEX
OPS: tuple[OpSpec, ...] = (
    OpSpec("add", INTS + FLOATS + COMPLEX, _elementwise("add", 2)),
    OpSpec("subtract", _ARITH_NUMERIC, _elementwise("subtract", 2)),
    OpSpec("multiply", INTS + FLOATS + COMPLEX, _elementwise("multiply", 2)),
    OpSpec("divide", _ARITH_NUMERIC, _elementwise("divide", 2)),
    OpSpec("remainder", INTS[1:] + FLOATS, _elementwise("remainder", 2)),
    OpSpec("power", INTS[1:] + FLOATS + COMPLEX, _elementwise("power", 2)),
    OpSpec("maximum", INTS + FLOATS + COMPLEX, _elementwise("maximum", 2)),
    OpSpec("minimum", INTS + FLOATS + COMPLEX, _elementwise("minimum", 2)),
    OpSpec("atan2", FLOATS + COMPLEX, _elementwise("atan2", 2)),
    OpSpec("and", INTS, _elementwise("and", 2)),
    OpSpec("xor", INTS, _elementwise("xor", 2)),
    OpSpec("shift_left", INTS[1:], _elementwise("shift_left", 2), positive_args=(1,)),
    OpSpec("shift_right_arithmetic", INTS[1:], _elementwise("shift_right_arithmetic", 2), positive_args=(1,)),
    OpSpec("compare", INTS + FLOATS + COMPLEX, _compare),
    OpSpec("negate", _ARITH_NUMERIC, _elementwise("negate", 1)),
    OpSpec("abs", _SIGNED + FLOATS, _elementwise("abs", 1)),
    OpSpec("sign", _SIGNED + FLOATS + COMPLEX, _elementwise("sign", 1)),
    OpSpec("sqrt", _TRANSCENDENTAL, _elementwise("sqrt", 1)),
    OpSpec("rsqrt", _TRANSCENDENTAL, _elementwise("rsqrt", 1)),
    OpSpec("cbrt", _TRANSCENDENTAL, _elementwise("cbrt", 1)),
    OpSpec("exponential", _TRANSCENDENTAL, _elementwise("exponential", 1)),
    OpSpec("exponential_minus_one", _TRANSCENDENTAL, _elementwise("exponential_minus_one", 1)),
    OpSpec("log", _TRANSCENDENTAL, _elementwise("log", 1)),
    OpSpec("log_plus_one", _TRANSCENDENTAL, _elementwise("log_plus_one", 1)),
    OpSpec("logistic", _TRANSCENDENTAL, _elementwise("logistic", 1)),
    OpSpec("sine", _TRANSCENDENTAL, _elementwise("sine", 1)),
    OpSpec("cosine", _TRANSCENDENTAL, _elementwise("cosine", 1)),
    OpSpec("tan", _TRANSCENDENTAL, _elementwise("tan", 1)),
    OpSpec("tanh", _TRANSCENDENTAL, _elementwise("tanh", 1)),
    OpSpec("floor", FLOATS, _elementwise("floor", 1)),
    OpSpec("round_nearest_afz", FLOATS, _elementwise("round_nearest_afz", 1)),
    OpSpec("is_finite", FLOATS, _elementwise("is_finite", 1)),
    OpSpec("abs_complex", COMPLEX, _part_result("abs")),
    OpSpec("real", COMPLEX, _part_result("real")),
    OpSpec("popcnt", INTS[1:], _elementwise("popcnt", 1)),
    OpSpec("count_leading_zeros", INTS[1:], _elementwise("count_leading_zeros", 1)),
    OpSpec("dot_general", INTS + FLOATS + COMPLEX, _dot_general),
    OpSpec("convolution", INTS[1:] + FLOATS + COMPLEX, _convolution),
    OpSpec("reduce", INTS + FLOATS + COMPLEX, _reduce),
)


def combinations() -> list[tuple[OpSpec, str, str]]:
    """Every (op, element type, shape class) the generator cycles through."""
    return [(op, t, klass) for op in OPS for t in op.types for klass in SHAPE_CLASSES]


def program(seed: int, index: int) -> tuple[str, str, list[np.ndarray]]:
    """Program ``index`` of the stream for ``seed``: (name, module text, arguments)."""
    combos = combinations()
    op, element_type, klass = combos[index % len(combos)]
    rng = np.random.default_rng([seed, index])
    body, arg_types, results = op.build(rng, element_type, klass)
    args = [values(rng, shape, t, klass, positive=i in op.positive_args) for i, (shape, t) in enumerate(arg_types)]
    params = ", ".join(f"%arg{i}: {tensor(shape, t)}" for i, (shape, t) in enumerate(arg_types))
    text = (f"module {{\n  func.func @main({params}) -> ({', '.join(results)}) {{\n{body}"
            f"    func.return %0 : {', '.join(results)}\n  }}\n}}\n")
    return f"{op.name}/{element_type}/{klass}/{index}", text, args


def generate(seed: int, n: int, start: int = 0) -> Iterator[tuple[str, str, list[np.ndarray]]]:
    """Programs ``start .. start + n - 1`` of the stream for ``seed``."""
    for index in itertools.islice(itertools.count(start), n):
        yield program(seed, index)
