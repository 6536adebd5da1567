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
Names are ``op/type/class/i``. Used by ``tools/differential.py`` and by fuzzing. Shape-polymorphic
programs (JAX-export-like, for the refinement passes) come from :func:`generate_dynamic`
(``tools/progen_dynamic.py``).
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
        return np.asarray(rng.random(shape) < 0.5)
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


def _dot_general(rng, element_type, klass, result_type=None):
    """Batch and contracting dims in random positions; K up to 17 for summation order;
    ``result_type`` (default: the operands' type) as JAX's preferred_element_type."""
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
    lt, rt = tensor(lhs_shape, element_type), tensor(rhs_shape, element_type)
    res = tensor(result_shape, result_type or element_type)
    body = (f"    %0 = stablehlo.dot_general %arg0, %arg1, {batching}contracting_dims = "
            f"[{lhs_dims.index('k')}] x [{rhs_dims.index('k')}] : ({lt}, {rt}) -> {res}\n")
    return body, [(lhs_shape, element_type), (rhs_shape, element_type)], [res]


def _convolution(rng, element_type, klass, result_type=None):
    """2-d NHWC x HWIO convolutions with strides, padding, dilations and feature groups;
    ``result_type`` as for :func:`_dot_general`."""
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
    res = tensor((n_, out[0], out[1], o), result_type or element_type)
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


_WIDER = {"i8": "i32", "bf16": "f32", "f16": "f32", "f32": "f64"}


def _widening(build: Callable) -> Callable:
    return lambda rng, element_type, klass: build(rng, element_type, klass, _WIDER[element_type])


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
    OpSpec("dot_general_wider", tuple(_WIDER), _widening(_dot_general)),
    OpSpec("convolution_wider", tuple(_WIDER), _widening(_convolution)),
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


# --- composed programs: many ops, nested regions, random constants ---------------------------

_UNARY = {
    "int": ("negate", "abs", "sign", "not", "popcnt", "count_leading_zeros"),
    "float": ("negate", "abs", "sign", "sqrt", "rsqrt", "cbrt", "exponential", "exponential_minus_one", "log",
              "log_plus_one", "logistic", "sine", "cosine", "tan", "tanh", "floor", "ceil", "round_nearest_afz",
              "round_nearest_even"),
    "complex": ("negate", "sign", "sqrt", "rsqrt", "cbrt", "exponential", "exponential_minus_one", "log",
                "log_plus_one", "logistic", "sine", "cosine", "tan", "tanh"),
    "bool": ("not",),
}
_BINARY = {
    "int": ("add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "and", "or", "xor",
            "shift_left", "shift_right_arithmetic", "shift_right_logical", "power"),
    "float": ("add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "power", "atan2"),
    "complex": ("add", "subtract", "multiply", "divide", "power"),
    "bool": ("and", "or", "xor", "add", "multiply", "maximum", "minimum"),
}
COMPOSE_TYPES = ("i1", "i8", "i16", "i32", "i64", "ui8", "ui32", "ui64", "i4", "ui4", "bf16", "f16", "f32", "f64",
                 "f8E4M3FN", "f8E5M2", "complex<f32>", "complex<f64>")


def _kind(element_type: str) -> str:
    if element_type == "i1":
        return "bool"
    if element_type.startswith("complex"):
        return "complex"
    return "float" if element_type in FLOATS else "int"


def _ints_attr(values) -> str:
    return "array<i64" + (": " + ", ".join(str(int(v)) for v in values) if len(values) else "") + ">"


def _literal(array: np.ndarray, element_type: str) -> str:
    """``dense<...>``: integers in decimal, floats and complex numbers as their bytes in hex
    (exact for NaN payloads, infinities, -0.0 and denormals)."""
    if array.size == 0:
        return "dense<>"
    if _kind(element_type) in ("int", "bool"):
        text = str(array.tolist()).replace("True", "true").replace("False", "false")
        return f"dense<{text}>"
    return 'dense<"0x' + np.ascontiguousarray(array).tobytes().hex().upper() + '">'


class _Composer:
    """Builds one function body: a pool of typed SSA values, statements appended to ``lines``."""

    def __init__(self, rng: np.random.Generator, klass: str):
        self.rng, self.klass, self.counter = rng, klass, 0

    def fresh(self) -> str:
        self.counter += 1
        return f"%v{self.counter}"

    def pick(self, options):
        return options[int(self.rng.integers(0, len(options)))]

    def shape(self) -> tuple[int, ...]:
        if self.rng.random() < 0.05:  # a large rank
            return tuple(int(self.rng.choice([1, 2])) for _ in range(int(self.rng.integers(5, 8))))
        rank = int(self.rng.choice([0, 1, 1, 2, 2, 3]))
        return tuple(int(self.rng.choice([0, 1, 2, 3, 5] if self.rng.random() < 0.1 else [1, 2, 3, 5]))
                     for _ in range(rank))

    def constant(self, lines: list[str], shape, element_type: str, indent: str) -> tuple:
        array = values(self.rng, shape, element_type, self.pick(("special", "cancel", "odd")))
        name = self.fresh()
        lines.append(f"{indent}{name} = stablehlo.constant {_literal(array, element_type)} : "
                     f"{tensor(shape, element_type)}")
        return name, shape, element_type

    def scalar_pred(self, lines: list[str], pool: list, indent: str) -> str:
        """A ``tensor<i1>``: a constant, or a comparison of two scalars."""
        scalars = [v for v in pool if v[1] == () and _kind(v[2]) != "complex"]
        if scalars and self.rng.random() < 0.7:
            a = self.pick(scalars)
            b = self.pick([v for v in scalars if v[2] == a[2]])
            name = self.fresh()
            direction = self.pick(("EQ", "NE", "LT", "LE", "GT", "GE"))
            t = tensor((), a[2])
            lines.append(f"{indent}{name} = stablehlo.compare {direction}, {a[0]}, {b[0]} : ({t}, {t}) -> tensor<i1>")
            return name
        return self.constant(lines, (), "i1", indent)[0]

    # each statement appends lines and returns the new value (name, shape, type), or None
    def statement(self, lines: list[str], pool: list, depth: int, indent: str):
        choice = self.pick(("unary", "unary", "binary", "binary", "binary", "compare_select", "convert",
                            "constant", "layout", "layout", "reduce", "iota", "clamp", "sort", "dot",
                            "region", "region", "bitcast", "indexing", "indexing", "window", "misc", "misc",
                            "linalg", "quantize"))
        if choice == "region" and depth <= 0:
            choice = "binary"
        return getattr(self, "s_" + choice)(lines, pool, depth, indent)

    def s_unary(self, lines, pool, depth, indent):
        name, shape, t = self.pick(pool)
        op = self.pick(_UNARY[_kind(t)])
        if op in ("abs", "sign") and t.startswith("ui"):
            op = "negate" if op == "sign" else "not"
        if op == "not" and _kind(t) != "int" and t != "i1":
            op = "negate"
        result = self.fresh()
        if _kind(t) == "complex" and self.rng.random() < 0.3:
            op = self.pick(("real", "imag", "abs"))
            part = _part_type(t)
            lines.append(f"{indent}{result} = stablehlo.{op} {name} : ({tensor(shape, t)}) -> {tensor(shape, part)}")
            return result, shape, part
        if _kind(t) == "float" and self.rng.random() < 0.15:
            lines.append(f"{indent}{result} = stablehlo.is_finite {name} : ({tensor(shape, t)}) -> "
                         f"{tensor(shape, 'i1')}")
            return result, shape, "i1"
        if _kind(t) == "float" and self.rng.random() < 0.1:
            e, m = int(self.rng.integers(1, 9)), int(self.rng.integers(0, 11))
            lines.append(f"{indent}{result} = stablehlo.reduce_precision {name}, format = e{e}m{m} : {tensor(shape, t)}")
            return result, shape, t
        lines.append(f"{indent}{result} = stablehlo.{op} {name} : {tensor(shape, t)}")
        return result, shape, t

    def s_binary(self, lines, pool, depth, indent):
        a = self.pick(pool)
        b = self.pick([v for v in pool if v[1:] == a[1:]])
        op = self.pick(_BINARY[_kind(a[2])])
        result = self.fresh()
        lines.append(f"{indent}{result} = stablehlo.{op} {a[0]}, {b[0]} : {tensor(a[1], a[2])}")
        return result, a[1], a[2]

    def s_clamp(self, lines, pool, depth, indent):
        a = self.pick([v for v in pool if _kind(v[2]) != "complex"] or [None])
        if a is None:
            return None
        lo = self.pick([v for v in pool if v[2] == a[2] and v[1] in ((), a[1])])
        hi = self.pick([v for v in pool if v[2] == a[2] and v[1] in ((), a[1])])
        result = self.fresh()
        lines.append(f'{indent}{result} = "stablehlo.clamp"({lo[0]}, {a[0]}, {hi[0]}) : ({tensor(lo[1], a[2])}, '
                     f'{tensor(a[1], a[2])}, {tensor(hi[1], a[2])}) -> {tensor(a[1], a[2])}')
        return result, a[1], a[2]

    def s_compare_select(self, lines, pool, depth, indent):
        a = self.pick(pool)
        b = self.pick([v for v in pool if v[1:] == a[1:]])
        t, p = tensor(a[1], a[2]), self.fresh()
        direction = self.pick(("EQ", "NE", "LT", "LE", "GT", "GE"))
        extra = ""
        if _kind(a[2]) == "float" and self.rng.random() < 0.5:
            extra = ", " + self.pick(("FLOAT", "TOTALORDER"))
        lines.append(f"{indent}{p} = stablehlo.compare {direction}, {a[0]}, {b[0]}{extra} : ({t}, {t}) -> "
                     f"{tensor(a[1], 'i1')}")
        result = self.fresh()
        lines.append(f"{indent}{result} = stablehlo.select {p}, {a[0]}, {b[0]} : {tensor(a[1], 'i1')}, {t}")
        return result, a[1], a[2]

    def s_convert(self, lines, pool, depth, indent):
        name, shape, t = self.pick(pool)
        target = self.pick(COMPOSE_TYPES)
        if _kind(t) == "complex" and _kind(target) != "complex":
            target = t
        result = self.fresh()
        lines.append(f"{indent}{result} = stablehlo.convert {name} : ({tensor(shape, t)}) -> {tensor(shape, target)}")
        return result, shape, target

    def s_bitcast(self, lines, pool, depth, indent):
        name, shape, t = self.pick(pool)
        same = {"i8": ("ui8", "f8E4M3FN", "f8E5M2"), "ui8": ("i8", "f8E5M2"), "i16": ("f16", "bf16", "ui16"),
                "f16": ("i16", "bf16"), "bf16": ("f16", "i16"), "i32": ("f32", "ui32"), "ui32": ("f32", "i32"),
                "f32": ("i32", "ui32"), "i64": ("f64", "ui64"), "ui64": ("f64", "i64"), "f64": ("i64", "ui64")}
        if t not in same:
            return None
        target = self.pick(same[t])
        result = self.fresh()
        lines.append(f"{indent}{result} = stablehlo.bitcast_convert {name} : ({tensor(shape, t)}) -> "
                     f"{tensor(shape, target)}")
        return result, shape, target

    def s_constant(self, lines, pool, depth, indent):
        return self.constant(lines, self.shape(), self.pick(COMPOSE_TYPES), indent)

    def s_iota(self, lines, pool, depth, indent):
        shape = self.shape() or (3,)
        t = self.pick([x for x in COMPOSE_TYPES if x != "i1"])
        result = self.fresh()
        lines.append(f"{indent}{result} = stablehlo.iota dim = {int(self.rng.integers(0, len(shape)))} : "
                     f"{tensor(shape, t)}")
        return result, shape, t

    def s_layout(self, lines, pool, depth, indent):
        name, shape, t = self.pick(pool)
        rank, result, src = len(shape), self.fresh(), tensor(shape, t)
        how = self.pick(("reshape", "transpose", "reverse", "slice", "pad", "broadcast", "concatenate"))
        if rank == 0 and how not in ("reshape", "broadcast"):
            how = "broadcast"
        if how == "reshape":
            new = (int(np.prod(shape, dtype=np.int64)),) if rank != 1 else (1,) + shape
            lines.append(f"{indent}{result} = stablehlo.reshape {name} : ({src}) -> {tensor(new, t)}")
        elif how == "transpose":
            perm = [int(p) for p in self.rng.permutation(rank)]
            new = tuple(shape[p] for p in perm)
            lines.append(f"{indent}{result} = stablehlo.transpose {name}, dims = {perm} : ({src}) -> {tensor(new, t)}")
        elif how == "reverse":
            dims = sorted(int(d) for d in self.rng.choice(rank, int(self.rng.integers(0, rank + 1)), replace=False))
            new = shape
            lines.append(f"{indent}{result} = stablehlo.reverse {name}, dims = {dims} : {src}")
        elif how == "slice":
            starts = [int(self.rng.integers(0, d + 1)) for d in shape]
            limits = [int(self.rng.integers(s, d + 1)) for s, d in zip(starts, shape)]
            strides = [int(self.rng.integers(1, 4)) for _ in shape]
            new = tuple(-(-(lim - s) // st) for s, lim, st in zip(starts, limits, strides))
            lines.append(f'{indent}{result} = "stablehlo.slice"({name}) {{start_indices = {_ints_attr(starts)}, '
                         f'limit_indices = {_ints_attr(limits)}, strides = {_ints_attr(strides)}}} : '
                         f"({src}) -> {tensor(new, t)}")
        elif how == "pad":
            pad_value = self.constant(lines, (), t, indent)[0]
            low = [int(self.rng.integers(-1, 3)) for _ in shape]
            high = [int(self.rng.integers(-1, 3)) for _ in shape]
            interior = [int(self.rng.integers(0, 3)) for _ in shape]
            new = tuple(lo + hi + d + max(d - 1, 0) * i for lo, hi, d, i in zip(low, high, shape, interior))
            if min(new) < 0:
                return None
            lines.append(f"{indent}{result} = stablehlo.pad {name}, {pad_value}, low = {low}, high = {high}, "
                         f"interior = {interior} : ({src}, {tensor((), t)}) -> {tensor(new, t)}")
        elif how == "broadcast":
            lead = int(self.rng.choice([0, 1, 2, 3]))
            new = (lead,) + shape
            dims = list(range(1, rank + 1))
            lines.append(f"{indent}{result} = stablehlo.broadcast_in_dim {name}, dims = {dims} : ({src}) -> "
                         f"{tensor(new, t)}")
        else:
            axis = int(self.rng.integers(0, rank))
            new = tuple(d * 2 if i == axis else d for i, d in enumerate(shape))
            lines.append(f"{indent}{result} = stablehlo.concatenate {name}, {name}, dim = {axis} : ({src}, {src}) -> "
                         f"{tensor(new, t)}")
        return result, new, t

    def with_region(self, lines: list[str], head: str, t: str, tail: str, indent: str, compare: bool = False,
                    op: str | None = None) -> None:
        """``head ({ ^bb0(a, b): r = a OP b (or a compare); return r }) tail`` on scalars of ``t``."""
        a, b, r = self.fresh(), self.fresh(), self.fresh()
        s = tensor((), t)
        if compare:
            body = f"{r} = stablehlo.compare {self.pick(('LT', 'GT'))}, {a}, {b} : ({s}, {s}) -> tensor<i1>"
            rt = "tensor<i1>"
        else:
            if op is None:
                op = self.pick(("add", "maximum", "minimum", "multiply")) if _kind(t) != "complex" else "add"
            body, rt = f"{r} = stablehlo.{op} {a}, {b} : {s}", s
        lines.extend([f"{head} ({{", f"{indent}  ^bb0({a}: {s}, {b}: {s}):", f"{indent}    {body}",
                      f'{indent}    "stablehlo.return"({r}) : ({rt}) -> ()', f"{indent}}}) {tail}"])

    def s_reduce(self, lines, pool, depth, indent):
        name, shape, t = self.pick(pool)
        if not shape:
            return None
        dims = sorted(int(d) for d in self.rng.choice(len(shape), int(self.rng.integers(1, len(shape) + 1)),
                                                     replace=False))
        init = self.constant(lines, (), t, indent)[0]
        kept = tuple(d for i, d in enumerate(shape) if i not in dims)
        result = self.fresh()
        self.with_region(lines, f'{indent}{result} = "stablehlo.reduce"({name}, {init})', t,
                         f"{{dimensions = {_ints_attr(dims)}}} : ({tensor(shape, t)}, {tensor((), t)}) -> "
                         f"{tensor(kept, t)}", indent)
        return result, kept, t

    def s_sort(self, lines, pool, depth, indent):
        name, shape, t = self.pick([v for v in pool if v[1] and _kind(v[2]) != "complex"] or [(None, (), "")])
        if name is None:
            return None
        result = self.fresh()
        head = f'{indent}{result} = "stablehlo.sort"({name})'
        self.with_region(lines, head, t, f"{{dimension = {int(self.rng.integers(0, len(shape)))} : i64, is_stable = "
                         f"{self.pick(('true', 'false'))}}} : ({tensor(shape, t)}) -> {tensor(shape, t)}", indent,
                         compare=True)
        return result, shape, t

    def s_dot(self, lines, pool, depth, indent):
        name, shape, t = self.pick(pool)
        if len(shape) not in (1, 2) or t == "i1":
            return None
        result = self.fresh()
        new = shape[:-1] * 2
        k = len(shape) - 1
        lines.append(f"{indent}{result} = stablehlo.dot_general {name}, {name}, contracting_dims = [{k}] x [{k}] : "
                     f"({tensor(shape, t)}, {tensor(shape, t)}) -> {tensor(new, t)}")
        return result, new, t

    def s_indexing(self, lines, pool, depth, indent):
        """dynamic_slice, dynamic_update_slice, gather, scatter, torch_index_select with constant
        indices (out-of-range ones included: the ops clamp or skip them)."""
        name, shape, t = self.pick(pool)
        if not shape:
            return None
        src, result, rank = tensor(shape, t), self.fresh(), len(shape)
        how = self.pick(("dynamic_slice", "dynamic_update_slice", "gather", "scatter", "torch_index_select"))
        if how in ("dynamic_slice", "dynamic_update_slice"):
            starts = []
            for _ in shape:
                starts.append(self.fresh())
                lines.append(f"{indent}{starts[-1]} = stablehlo.constant dense<{int(self.rng.integers(-2, 6))}> : "
                             "tensor<i32>")
            sizes = tuple(int(self.rng.integers(0, d + 1)) for d in shape)
            scalars = ", ".join("tensor<i32>" for _ in shape)
            if how == "dynamic_slice":
                lines.append(f"{indent}{result} = stablehlo.dynamic_slice {name}, {', '.join(starts)}, sizes = "
                             f"{list(sizes)} : ({src}, {scalars}) -> {tensor(sizes, t)}")
                return result, sizes, t
            update = self.constant(lines, sizes, t, indent)[0]
            lines.append(f"{indent}{result} = stablehlo.dynamic_update_slice {name}, {update}, {', '.join(starts)} : "
                         f"({src}, {tensor(sizes, t)}, {scalars}) -> {src}")
            return result, shape, t
        if shape[0] == 0:
            return None
        count = int(self.rng.integers(0, 4))
        indices = self.fresh()
        low, high = (0, shape[0]) if how == "torch_index_select" else (-1, shape[0] + 2)  # torch: no clamping
        lines.append(f"{indent}{indices} = stablehlo.constant "
                     f"{_literal(self.rng.integers(low, high, (count,)).astype(np.int32), 'i32')} : "
                     f"{tensor((count,), 'i32')}")
        rest = shape[1:]
        out = (count,) + rest
        if how == "torch_index_select":
            lines.append(f'{indent}{result} = "stablehlo.torch_index_select"({name}, {indices}) {{dim = 0 : i64, '
                         f'batch_dims = 0 : i64}} : ({src}, {tensor((count,), "i32")}) -> {tensor(out, t)}')
            return result, out, t
        offsets = list(range(1, rank))
        if how == "gather":
            lines.append(f'{indent}{result} = "stablehlo.gather"({name}, {indices}) {{dimension_numbers = '
                         f"#stablehlo.gather<offset_dims = {offsets}, collapsed_slice_dims = [0], start_index_map = "
                         f"[0], index_vector_dim = 1>, slice_sizes = {_ints_attr((1,) + rest)}, indices_are_sorted = "
                         f'false}} : ({src}, {tensor((count,), "i32")}) -> {tensor(out, t)}')
            return result, out, t
        updates = self.constant(lines, out, t, indent)[0]
        self.with_region(lines, f'{indent}{result} = "stablehlo.scatter"({name}, {indices}, {updates})', t,
                         f"{{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = {offsets}, "
                         f"inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, "
                         f"unique_indices = false}} : ({src}, {tensor((count,), 'i32')}, {tensor(out, t)}) -> {src}",
                         indent)
        return result, shape, t

    def s_window(self, lines, pool, depth, indent):
        """reduce_window with random windows, strides, dilations and padding; map."""
        name, shape, t = self.pick(pool)
        src, result = tensor(shape, t), self.fresh()
        if self.rng.random() < 0.3:
            op = self.pick(_BINARY[_kind(t)])
            self.with_region(lines, f'{indent}{result} = "stablehlo.map"({name}, {name})', t,
                             f"{{dimensions = {_ints_attr(range(len(shape)))}}} : ({src}, {src}) -> {src}", indent,
                             op=op)
            return result, shape, t
        if not shape:
            return None
        window = [int(self.rng.integers(1, d + 2)) for d in shape]
        strides = [int(self.rng.integers(1, 3)) for _ in shape]
        base = [int(self.rng.integers(1, 3)) for _ in shape]
        wdil = [int(self.rng.integers(1, 3)) for _ in shape]
        pads = [[int(self.rng.integers(0, 2)), int(self.rng.integers(0, 2))] for _ in shape]
        out = []
        for d, w, st, b, wd, (lo, hi) in zip(shape, window, strides, base, wdil, pads):
            padded = (max(d - 1, 0) * b + 1 if d else 0) + lo + hi
            span = (w - 1) * wd + 1
            out.append(0 if padded < span else (padded - span) // st + 1)
        out = tuple(out)
        init = self.constant(lines, (), t, indent)[0]
        pad_text = _literal(np.array(pads, np.int64), "i64")
        self.with_region(lines, f'{indent}{result} = "stablehlo.reduce_window"({name}, {init})', t,
                         f"{{window_dimensions = {_ints_attr(window)}, window_strides = {_ints_attr(strides)}, "
                         f"base_dilations = {_ints_attr(base)}, window_dilations = {_ints_attr(wdil)}, padding = "
                         f"{pad_text} : tensor<{len(shape)}x2xi64>}} : ({src}, {tensor((), t)}) -> {tensor(out, t)}",
                         indent)
        return result, out, t

    def s_misc(self, lines, pool, depth, indent):
        """get_dimension_size, optimization_barrier, tuple/get_tuple_element, broadcast, complex,
        rng_bit_generator, replica_id, all_reduce over one process."""
        name, shape, t = self.pick(pool)
        src, result = tensor(shape, t), self.fresh()
        how = self.pick(("get_dimension_size", "optimization_barrier", "tuple", "broadcast", "complex",
                         "rng_bit_generator", "replica_id", "all_reduce"))
        if how == "get_dimension_size" and shape:
            lines.append(f"{indent}{result} = stablehlo.get_dimension_size {name}, dim = "
                         f"{int(self.rng.integers(0, len(shape)))} : ({src}) -> tensor<i32>")
            return result, (), "i32"
        if how == "optimization_barrier":
            lines.append(f"{indent}{result}:2 = stablehlo.optimization_barrier {name}, {name} : {src}, {src}")
            return f"{result}#1", shape, t
        if how == "tuple":
            tup = f"tuple<{src}, tuple<{src}>>"
            inner = self.fresh()
            lines.append(f"{indent}{inner} = stablehlo.tuple {name} : tuple<{src}>")
            outer = self.fresh()
            lines.append(f"{indent}{outer} = stablehlo.tuple {name}, {inner} : {tup}")
            lines.append(f"{indent}{result} = stablehlo.get_tuple_element {outer}[0] : ({tup}) -> {src}")
            return result, shape, t
        if how == "broadcast":
            sizes = [int(self.rng.integers(0, 3)) for _ in range(int(self.rng.integers(0, 3)))]
            new = tuple(sizes) + shape
            lines.append(f"{indent}{result} = stablehlo.broadcast {name}, sizes = {sizes} : ({src}) -> {tensor(new, t)}")
            return result, new, t
        if how == "complex" and t in ("f32", "f64"):
            ct = f"complex<{t}>"
            lines.append(f"{indent}{result} = stablehlo.complex {name}, {name} : {tensor(shape, ct)}")
            return result, shape, ct
        if how == "rng_bit_generator":
            state = self.constant(lines, (2,), "ui64", indent)[0]
            out_t = self.pick(("ui32", "ui64", "i32", "f32", "f64", "ui8", "f16"))
            out = self.shape()
            lines.append(f"{indent}{result}:2 = stablehlo.rng_bit_generator {state}, algorithm = "
                         f"{self.pick(('THREE_FRY', 'PHILOX', 'DEFAULT'))} : (tensor<2xui64>) -> "
                         f"(tensor<2xui64>, {tensor(out, out_t)})")
            return f"{result}#1", out, out_t
        if how == "replica_id":
            lines.append(f"{indent}{result} = stablehlo.replica_id : tensor<ui32>")
            return result, (), "ui32"
        if how == "all_reduce" and _kind(t) != "complex":
            self.with_region(lines, f'{indent}{result} = "stablehlo.all_reduce"({name})', t,
                             f"{{replica_groups = dense<[[0]]> : tensor<1x1xi64>}} : ({src}) -> {src}", indent,
                             op="or" if t == "i1" else "add")
            return result, shape, t
        return None

    def s_linalg(self, lines, pool, depth, indent):
        """fft, cholesky, triangular_solve, batch_norm_inference, einsum on fresh constants."""
        how = self.pick(("fft", "cholesky", "triangular_solve", "batch_norm_inference", "einsum"))
        t = self.pick(("f32", "f64", "complex<f32>", "complex<f64>"))
        result = self.fresh()
        n = int(self.rng.choice([1, 2, 3, 4]))
        if how == "fft":
            kind = self.pick(("FFT", "IFFT", "RFFT", "IRFFT"))
            part = _part_type(t)
            ct = "complex<" + part + ">"
            batch = (int(self.rng.choice([1, 2])),)
            if kind == "RFFT":
                x = self.constant(lines, batch + (n,), part, indent)[0]
                src, out = tensor(batch + (n,), part), tensor(batch + (n // 2 + 1,), ct)
            elif kind == "IRFFT":
                x = self.constant(lines, batch + (n // 2 + 1,), ct, indent)[0]
                src, out = tensor(batch + (n // 2 + 1,), ct), tensor(batch + (n,), part)
            else:
                x = self.constant(lines, batch + (n,), ct, indent)[0]
                src = out = tensor(batch + (n,), ct)
            lines.append(f"{indent}{result} = stablehlo.fft {x}, type = {kind}, length = [{n}] : ({src}) -> {out}")
            shape_, type_ = (batch + (n // 2 + 1,), ct) if kind == "RFFT" else (
                (batch + (n,), part) if kind == "IRFFT" else (batch + (n,), ct))
            return result, shape_, type_
        if how == "cholesky":
            a = self.constant(lines, (n, n), t, indent)[0]
            lines.append(f"{indent}{result} = stablehlo.cholesky {a}, lower = {self.pick(('true', 'false'))} : "
                         f"{tensor((n, n), t)}")
            return result, (n, n), t
        if how == "triangular_solve":
            a, b = self.constant(lines, (n, n), t, indent)[0], self.constant(lines, (n, n), t, indent)[0]
            m = tensor((n, n), t)
            lines.append(f'{indent}{result} = "stablehlo.triangular_solve"({a}, {b}) {{left_side = '
                         f"{self.pick(('true', 'false'))}, lower = {self.pick(('true', 'false'))}, unit_diagonal = "
                         f"{self.pick(('true', 'false'))}, transpose_a = #stablehlo<transpose "
                         f"{self.pick(('NO_TRANSPOSE', 'TRANSPOSE', 'ADJOINT'))}>}} : ({m}, {m}) -> {m}")
            return result, (n, n), t
        t = _part_type(t)
        if how == "batch_norm_inference":
            x = self.constant(lines, (2, n), t, indent)[0]
            vecs = [self.constant(lines, (n,), t, indent)[0] for _ in range(4)]
            v = tensor((n,), t)
            lines.append(f'{indent}{result} = "stablehlo.batch_norm_inference"({x}, {", ".join(vecs)}) '
                         f"{{epsilon = 1.0e-3 : f32, feature_index = 1 : i64}} : ({tensor((2, n), t)}, {v}, {v}, {v}, "
                         f"{v}) -> {tensor((2, n), t)}")
            return result, (2, n), t
        a, b = self.constant(lines, (2, n), t, indent)[0], self.constant(lines, (n, 3), t, indent)[0]
        lines.append(f"{indent}{result} = stablehlo.einsum {a}, {b}, config = \"ab,bc->ac\" : "
                     f"({tensor((2, n), t)}, {tensor((n, 3), t)}) -> {tensor((2, 3), t)}")
        return result, (2, 3), t

    def s_quantize(self, lines, pool, depth, indent):
        """uniform_quantize of a float value to a per-tensor quantized type and back."""
        name, shape, t = self.pick([v for v in pool if v[2] in ("f32", "bf16")] or [(None, (), "")])
        if name is None:
            return None
        storage = self.pick(("i8", "ui8", "i16", "i4"))
        q = f"!quant.uniform<{storage}:{t}, {self.pick(('0.5', '1.0', '0.0625', '3.0'))}:{int(self.rng.integers(-3, 4))}>"
        quantized, result = self.fresh(), self.fresh()
        lines.append(f"{indent}{quantized} = stablehlo.uniform_quantize {name} : ({tensor(shape, t)}) -> "
                     f"{tensor(shape, q)}")
        lines.append(f"{indent}{result} = stablehlo.uniform_dequantize {quantized} : ({tensor(shape, q)}) -> "
                     f"{tensor(shape, t)}")
        return result, shape, t

    def chain(self, lines, pool, target, depth, indent):
        """Statements ending in a value of ``target``'s type (``target`` itself when none fits)."""
        pool = list(pool)
        last = target
        for _ in range(int(self.rng.integers(0, 4))):
            value = self.statement(lines, pool, depth - 1, indent)
            if value is not None:
                pool.append(value)
                if value[1:] == target[1:]:
                    last = value
        return last

    def s_region(self, lines, pool, depth, indent):
        target = self.pick(pool)
        t = tensor(target[1], target[2])
        result = self.fresh()
        kind = self.pick(("if", "case", "while"))
        if kind in ("if", "case"):
            if kind == "if":
                selector, n = self.scalar_pred(lines, pool, indent), 2
                head = f'{indent}{result} = "stablehlo.if"({selector}) ('
                sig = f"(tensor<i1>) -> {t}"
            else:
                n = int(self.rng.integers(1, 4))
                selector = self.fresh()
                lines.append(f"{indent}{selector} = stablehlo.constant dense<{int(self.rng.integers(-1, n + 1))}> : "
                             "tensor<i32>")
                head = f'{indent}{result} = "stablehlo.case"({selector}) ('
                sig = f"(tensor<i32>) -> {t}"
            branches = []
            for _ in range(n):
                body: list[str] = []
                value = self.chain(body, pool, target, depth, indent + "  ")
                body.append(f'{indent}  "stablehlo.return"({value[0]}) : ({t}) -> ()')
                branches.append("{\n" + "\n".join(body) + f"\n{indent}}}")
            lines.append(head + ", ".join(branches) + f") : {sig}")
            return result, target[1], target[2]
        # while: a counter below a small bound, and the target carried through a chain
        init = self.fresh()
        lines.append(f"{indent}{init} = stablehlo.constant dense<0> : tensor<i32>")
        i, x, bound, p = self.fresh(), self.fresh(), self.fresh(), self.fresh()
        cond = [f"{indent}  ^bb0({i}: tensor<i32>, {x}: {t}):",
                f"{indent}    {bound} = stablehlo.constant dense<{int(self.rng.integers(0, 4))}> : tensor<i32>",
                f"{indent}    {p} = stablehlo.compare LT, {i}, {bound} : (tensor<i32>, tensor<i32>) -> tensor<i1>",
                f'{indent}    "stablehlo.return"({p}) : (tensor<i1>) -> ()']
        j, y, one, next_i = self.fresh(), self.fresh(), self.fresh(), self.fresh()
        body = [f"{indent}  ^bb0({j}: tensor<i32>, {y}: {t}):",
                f"{indent}    {one} = stablehlo.constant dense<1> : tensor<i32>",
                f"{indent}    {next_i} = stablehlo.add {j}, {one} : tensor<i32>"]
        value = self.chain(body, pool + [(y, target[1], target[2])], (y, target[1], target[2]), depth,
                           indent + "    ")
        body.append(f'{indent}    "stablehlo.return"({next_i}, {value[0]}) : (tensor<i32>, {t}) -> ()')
        lines.append(f'{indent}{result}:2 = "stablehlo.while"({init}, {target[0]}) ({{\n' + "\n".join(cond)
                     + f"\n{indent}}}, {{\n" + "\n".join(body) + f"\n{indent}}}) : (tensor<i32>, {t}) -> "
                     f"(tensor<i32>, {t})")
        return f"{result}#1", target[1], target[2]


def composed(seed: int, index: int) -> tuple[str, str, list[np.ndarray]]:
    """Composed program ``index`` of the stream for ``seed``: (name, module text, arguments). A
    random well-typed ``@main`` of 2-12 statements over 1-3 arguments: elementwise ops of every
    kind, compare/select, convert and bitcast_convert, constants with NaN, infinities, -0.0,
    denormals and extremes, layout ops, reduce, sort, dot_general, iota, and if/case/while whose
    bodies are random statements nested up to three deep."""
    rng = np.random.default_rng([seed, index, 1])
    klass = ("special", "cancel", "odd")[index % 3]
    composer = _Composer(rng, klass)
    args, pool = [], []
    for i in range(int(rng.integers(1, 4))):
        shape, t = composer.shape(), composer.pick(COMPOSE_TYPES)
        args.append(values(rng, shape, t, klass))
        pool.append((f"%arg{i}", shape, t))
    lines: list[str] = []
    for _ in range(int(rng.integers(2, 13))):
        value = composer.statement(lines, pool, 3, "    ")
        if value is not None:
            pool.append(value)
    results = pool[-int(rng.integers(1, min(3, len(pool)) + 1)):]
    params = ", ".join(f"{name}: {tensor(shape, t)}" for name, shape, t in pool[:len(args)])
    types = ", ".join(tensor(shape, t) for _, shape, t in results)
    text = (f"module {{\n  func.func @main({params}) -> ({types}) {{\n" + "\n".join(lines)
            + f"\n    func.return {', '.join(v[0] for v in results)} : {types}\n  }}\n}}\n")
    return f"composed/{klass}/{index}", text, args


def generate_composed(seed: int, n: int, start: int = 0) -> Iterator[tuple[str, str, list[np.ndarray]]]:
    """Composed programs ``start .. start + n - 1`` of the stream for ``seed``."""
    for index in itertools.islice(itertools.count(start), n):
        yield composed(seed, index)


def generate_dynamic(seed: int, n: int, start: int = 0) -> Iterator[tuple[str, str, list[np.ndarray]]]:
    """Shape-polymorphic programs with their arguments (see ``tools/progen_dynamic.py``)."""
    from tools.progen_dynamic import generate_dynamic as generate

    return generate(seed, n, start)
