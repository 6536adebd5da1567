"""A small IR builder for the CHLO decompositions: StableHLO ops with inferred result
types, appended in creation order to a list of :class:`~stablehlo_translate.ir.module.Operation`
with fresh SSA names, so that a decomposition reads like upstream's DRR pattern.

Operands are evaluated before the op that uses them, left to right, which is the
order upstream's generated rewriters create ops in; nested CHLO ops are expanded in
place through ``legalize`` (the order MLIR's conversion driver leaves them in).
Constants follow upstream's ``getConstantLike``: the C++ value (a double, or a float
when the C++ source writes a ``float``) rounded to the element type to nearest-even.
"""
from __future__ import annotations

from typing import Any, Callable, NamedTuple, Sequence

import ml_dtypes
import numpy as np

from ..ir import module as ir
from ..ir.attributes import DenseArrayAttr, DenseElementsAttr, EnumAttr, IntegerAttr
from ..ir.types import TensorType, Type, dtype_of, is_complex, is_float


class LegalizeError(Exception):
    """No decomposition matches the op; a message is a warning upstream emits first."""


class Value(NamedTuple):
    name: str
    type: TensorType

    @property
    def element(self) -> str:
        return self.type.element_type


def with_element(type_: TensorType, element: str) -> TensorType:
    return TensorType(type_.shape, element, type_.bounds, type_.encoding)


def part_type(element: str) -> str:
    """``f32`` for ``complex<f32>``; the element itself otherwise."""
    return element[len("complex<"):-1] if is_complex(element) else element


class Namer:
    """Fresh SSA names ``%N`` for one function: none of ``taken``, each used once."""

    def __init__(self, taken: set[str]):
        self.taken = taken
        self.counter = 0

    def fresh(self) -> str:
        while True:
            name = f"%{self.counter}"
            self.counter += 1
            if name not in self.taken:
                self.taken.add(name)
                return name


class Builder:
    """Appends ops to ``self.ops``, naming results with ``namer``."""

    def __init__(self, namer: Namer, legalize: Callable[["Builder", str, Sequence[Value], dict,
                                                           Sequence[TensorType]], list[Value]], loc: Any = None):
        self.ops: list[ir.Operation] = []
        self.namer = namer
        self.legalize = legalize
        self.loc = loc

    def fresh(self) -> str:
        return self.namer.fresh()

    def op(self, name: str, operands: Sequence[Value], result_types: Sequence[Type],
           attributes: dict | None = None, regions: tuple = ()) -> list[Value]:
        if len(result_types) == 1:
            results: tuple[str, ...] = (self.fresh(),)
        else:
            base = self.fresh()
            results = tuple(f"{base}#{i}" for i in range(len(result_types)))
        self.ops.append(ir.Operation(name, tuple(v.name for v in operands), results,
                                     tuple(v.type for v in operands), tuple(result_types),
                                     dict(attributes or {}), regions, loc=self.loc))
        return [Value(n, t) for n, t in zip(results, result_types)]

    def op1(self, name: str, operands: Sequence[Value], result_type: Type | None = None,
            attributes: dict | None = None) -> Value:
        """A one-result op; the result type defaults to the first operand's."""
        return self.op(name, operands, [result_type or operands[0].type], attributes)[0]

    def block(self, arguments: Sequence[TensorType]) -> tuple["Builder", list[Value]]:
        """A builder for a new block's ops (same SSA namespace) and the block's arguments."""
        inner = Builder(self.namer, self.legalize, self.loc)
        return inner, [Value(inner.fresh(), t) for t in arguments]

    @staticmethod
    def region(inner: "Builder", arguments: Sequence[Value]) -> ir.Region:
        """The one-block region of ``inner``'s ops."""
        return ir.Region([ir.Block(tuple((v.name, v.type) for v in arguments), inner.ops)])

    def chlo(self, name: str, *operands: Value, result_types: Sequence[TensorType] | None = None,
             **attributes: Any) -> Value:
        """A CHLO op, expanded in place into its decomposition."""
        types = result_types or [operands[0].type]
        return self.legalize(self, "chlo." + name, operands, attributes, types)[0]

    # --- constants ----------------------------------------------------------------------

    def constant(self, array: np.ndarray, type_: TensorType) -> Value:
        attr = DenseElementsAttr(type_, np.array(np.broadcast_to(array, type_.shape)))
        return self.op("stablehlo.constant", [], [type_], {"value": attr})[0]

    def const_like(self, value: float | int | str, like: Value) -> Value:
        """``getConstantLike(value, like)``: ``value`` in ``like``'s shape and element type.
        Strings name APFloat specials: ``max`` (getLargest), ``inf``, ``-inf``,
        ``min_normal`` (getSmallestNormalized), ``min_subnormal`` (getSmallest)."""
        scalar = TensorType((), like.element)
        array = scalar_array(value, like.element)
        if like.type.is_static:
            return self.constant(array, like.type)
        return self.splat_like(self.constant(array, scalar), like, like.type)

    def splat_like(self, scalar: Value, like: Value, result: TensorType) -> Value:
        """ConvertConstantLikeOp for dynamic shapes: the 0-d ``scalar`` broadcast to
        ``like``'s (bounded or unbounded dynamic) shape."""
        if result.bounds is not None:
            return self.broadcast_bounded(scalar, like, result)
        shape = self.op1("shape.shape_of", [like], TensorType((len(like.type.shape),), "index"))
        return self.op1("stablehlo.dynamic_broadcast_in_dim", [scalar, shape], result,
                        {"broadcast_dimensions": i64_array(())})

    def broadcast_bounded(self, v: Value, like: Value, result: TensorType) -> Value:
        """numpyBroadcastIfNeeded to a bounded result: broadcast to the bounds, then each
        dynamic dimension set to ``like``'s size."""
        static = tuple(b if d is None else d for d, b in zip(result.shape, result.bounds))
        rank = len(static)
        x = self.broadcast_in_dim(v, range(rank - len(v.type.shape), rank), TensorType(static, v.element))
        for dim, size in enumerate(result.shape):
            if size is None:
                extent = self.op1("stablehlo.get_dimension_size", [like], TensorType((), "i32"),
                                  {"dimension": IntegerAttr(dim, "i64")})
                shape = tuple(None if i <= dim and result.shape[i] is None else s for i, s in enumerate(static))
                bounds = tuple(b if s is None else None for s, b in zip(shape, result.bounds))
                x = self.op1("stablehlo.set_dimension_size", [x, extent],
                             TensorType(shape, v.element, bounds), {"dimension": IntegerAttr(dim, "i64")})
        return x

    # --- elementwise ops (result type inferred as StableHLO's type inference does) -------

    def _unary(name: str) -> Callable:  # noqa: N805 - a factory used in the class body
        return lambda self, x: self.op1("stablehlo." + name, [x])

    def _binary(name: str) -> Callable:  # noqa: N805
        return lambda self, x, y: self.op1("stablehlo." + name, [x, y])

    abs_ = _unary("abs")
    neg = _unary("negate")
    sqrt = _unary("sqrt")
    rsqrt = _unary("rsqrt")
    log = _unary("log")
    log1p = _unary("log_plus_one")
    exp = _unary("exponential")
    expm1 = _unary("exponential_minus_one")
    sign = _unary("sign")
    tan = _unary("tan")
    sine = _unary("sine")
    cosine = _unary("cosine")
    floor = _unary("floor")
    round_ = _unary("round_nearest_even")
    not_ = _unary("not")
    add = _binary("add")
    sub = _binary("subtract")
    mul = _binary("multiply")
    div = _binary("divide")
    rem = _binary("remainder")
    max = _binary("maximum")
    min = _binary("minimum")
    pow = _binary("power")
    atan2 = _binary("atan2")
    and_ = _binary("and")
    or_ = _binary("or")
    xor = _binary("xor")
    shift_left = _binary("shift_left")
    shift_right_logical = _binary("shift_right_logical")
    shift_right_arithmetic = _binary("shift_right_arithmetic")
    del _unary, _binary

    def abs(self, x: Value) -> Value:
        """abs of a complex value has the part type."""
        return self.op1("stablehlo.abs", [x], with_element(x.type, part_type(x.element)))

    def real(self, x: Value) -> Value:
        return self.op1("stablehlo.real", [x], with_element(x.type, part_type(x.element)))

    def imag(self, x: Value) -> Value:
        return self.op1("stablehlo.imag", [x], with_element(x.type, part_type(x.element)))

    def complex(self, re: Value, im: Value) -> Value:
        return self.op1("stablehlo.complex", [re, im], with_element(re.type, f"complex<{re.element}>"))

    def is_finite(self, x: Value) -> Value:
        return self.op1("stablehlo.is_finite", [x], with_element(x.type, "i1"))

    def compare(self, direction: str, x: Value, y: Value, compare_type: str | None = None) -> Value:
        attributes = {"comparison_direction": EnumAttr("comparison_direction", direction, "stablehlo")}
        if compare_type is not None:
            attributes["compare_type"] = EnumAttr("comparison_type", compare_type, "stablehlo")
        return self.op1("stablehlo.compare", [x, y], with_element(x.type, "i1"), attributes)

    def select(self, pred: Value, on_true: Value, on_false: Value) -> Value:
        return self.op1("stablehlo.select", [pred, on_true, on_false], on_true.type)

    def bool_type(self, x: Value) -> TensorType:
        return with_element(x.type, "i1")

    def clamp(self, lo: Value, x: Value, hi: Value) -> Value:
        return self.op1("stablehlo.clamp", [lo, x, hi], x.type)

    def bitcast_convert(self, x: Value, element: str) -> Value:
        return self.op1("stablehlo.bitcast_convert", [x], with_element(x.type, element))

    def convert(self, x: Value, element: str) -> Value:
        return self.op1("stablehlo.convert", [x], with_element(x.type, element))

    def broadcast_in_dim(self, x: Value, dims: Sequence[int], type_: TensorType) -> Value:
        return self.op1("stablehlo.broadcast_in_dim", [x], type_,
                        {"broadcast_dimensions": DenseArrayAttr("i64", tuple(dims))})


def scalar_array(value: complex | float | int | str, element: str) -> np.ndarray:
    """A 0-d array of ``element`` holding ``value`` as MLIR's getFloatAttr/getIntegerAttr
    make it: doubles rounded to nearest-even (overflowing to inf), integers wrapped."""
    dtype = dtype_of(element)
    if isinstance(value, str):
        info = ml_dtypes.finfo(dtype_of(part_type(element)))
        value = {"max": float(info.max), "inf": np.inf, "-inf": -np.inf,
                 "min_normal": float(info.smallest_normal),
                 "min_subnormal": float(info.smallest_subnormal)}[value]
    if isinstance(value, complex) and is_complex(element):
        return np.array(value).astype(dtype)
    if is_float(element) or is_complex(element):
        with np.errstate(over="ignore"):
            return np.array(np.float64(value)).astype(dtype)
    if dtype == np.bool_:
        return np.array(bool(int(value) & 1))
    bits = np.iinfo(dtype).bits
    return np.array(int(value) & ((1 << bits) - 1), dtype=np.uint64).astype(dtype)


def i64_array(values: Sequence[int]) -> DenseArrayAttr:
    return DenseArrayAttr("i64", tuple(int(v) for v in values))


def with_upcast(b: Builder, operands: Sequence[Value], fn: Callable[..., Value]) -> Value:
    """materializeWithUpcast: floats narrower than f32 are converted to f32 for ``fn``
    and its result converted back."""
    element = operands[0].element
    narrow = is_float(element) and np.dtype(dtype_of(element)).itemsize < 4
    if narrow:
        operands = [b.convert(v, "f32") for v in operands]
    result = fn(b, *operands)
    return b.convert(result, element) if narrow else result


def polynomial(b: Builder, x: Value, coefficients: Sequence[float]) -> Value:
    """materializePolynomialApproximation: Horner's rule, highest power first."""
    poly = b.const_like(coefficients[0], x)
    for c in coefficients[1:]:
        poly = b.add(b.mul(poly, x), b.const_like(c, x))
    return poly
