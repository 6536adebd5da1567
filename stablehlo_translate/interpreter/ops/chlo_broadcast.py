"""CHLO's broadcasting ops and its simple elementwise ops (upstream ChloOps.td), interpreted
directly with the semantics of their StableHLO lowering (ChloLegalizeToStablehlo.cpp):

* ``chlo.broadcast_<op>``: both operands broadcast to a common shape (numpy prefix padding,
  or the smaller-rank operand's dimensions placed at ``broadcast_dimensions``), then the
  StableHLO op ``<op>`` (spec.md#<op>) elementwise;
* ``chlo.broadcast_select``, ``chlo.broadcast_compare``, ``chlo.broadcast_complex``;
* ``chlo.constant``, ``chlo.constant_like``, ``chlo.conj``, ``chlo.is_inf``,
  ``chlo.is_neg_inf``, ``chlo.is_pos_inf``, ``chlo.next_after``, ``chlo.square``.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import numpy as np

from .. import element as el
from ...ir.attributes import ComplexNumberAttr, DenseElementsAttr, EnumAttr, FloatAttr, IntegerAttr, as_ints, raw
from ...diagnostics import EvalError
from ...optable import AttrSpec, define_op
from ...verification.shapes import chlo as shapes
from ...text.syntax.forms import ARROW, CONSTANT, FN_SIG
from ...ir.types import TensorType
from .chlo_special import BROADCAST_SPECIAL
from .elementwise import atan2, complex_

Array = np.ndarray


def broadcast(operands: Sequence[Array], broadcast_dimensions: Sequence[int] | None = None) -> list[Array]:
    """The operands broadcast to their common shape; with ``broadcast_dimensions`` (two operands)
    the smaller-rank one's dimension ``i`` becomes result dimension ``broadcast_dimensions[i]``."""
    arrays = list(operands)
    if broadcast_dimensions is not None and len(arrays) == 2:
        lhs, rhs = arrays
        small = 0 if lhs.ndim <= rhs.ndim else 1
        x, rank = arrays[small], arrays[1 - small].ndim
        mapping = list(broadcast_dimensions)
        if len(mapping) != x.ndim or len(set(mapping)) != len(mapping) or any(
                not 0 <= d < rank for d in mapping):
            raise EvalError(f"broadcast_dimensions {mapping} do not map a rank-{x.ndim} operand "
                            f"into rank {rank}")
        shape = [1] * rank
        for i, d in enumerate(mapping):
            shape[d] = x.shape[i]
        arrays[small] = x.transpose(np.argsort(mapping)).reshape(shape)
    try:
        return list(np.broadcast_arrays(*arrays))
    except ValueError:
        raise EvalError("operand shapes " + ", ".join(str(a.shape) for a in operands)
                        + " are not broadcast-compatible") from None


def _binary(fn: Callable[[Array, Array], Array]) -> Callable:
    def op(lhs: Array, rhs: Array, *, broadcast_dimensions: Sequence[int] | None = None) -> Array:
        x, y = broadcast((lhs, rhs), broadcast_dimensions)
        return fn(np.ascontiguousarray(x).reshape(x.shape), np.ascontiguousarray(y).reshape(y.shape))  # keeps 0-d
    op.__name__ = f"broadcast_{getattr(fn, '__name__', 'op')}"
    op.__doc__ = f"chlo.broadcast_*: broadcast, then {fn.__name__} elementwise."
    return op


def next_after(x: Array, y: Array) -> Array:
    """std::nextafter on the bit pattern: NaN if either is NaN, ``y`` if equal, the smallest
    subnormal towards ``y`` from zero, else the magnitude's bits stepped up or down by one."""
    if el.kind(x.dtype) != "f":
        raise EvalError(f"next_after expects floats, got {x.dtype}")
    bits_dtype = np.dtype(f"u{x.dtype.itemsize}")
    bits = x.view(bits_dtype)
    w, v = x.astype(np.float64), y.astype(np.float64)
    away = (w < v) == (w > 0)  # moving away from zero grows the magnitude
    one = bits_dtype.type(1)
    with np.errstate(over="ignore"):
        stepped = np.where(away, bits + one, bits - one).astype(bits_dtype).view(x.dtype)
    tiny = np.full(x.shape, 1, bits_dtype).view(x.dtype)
    tiny = np.where(v < 0, -tiny.astype(np.float64), tiny.astype(np.float64)).astype(x.dtype)
    result = np.where(w == 0, tiny, stepped)
    result = np.where(w == v, y, result)
    return el.as_result(np.where(np.isnan(w) | np.isnan(v), (w + v).astype(x.dtype), result), x.dtype)


def broadcast_compare(lhs: Array, rhs: Array, *, comparison_direction: str, compare_type: str | None = None,
                      broadcast_dimensions: Sequence[int] | None = None) -> Array:
    """chlo.broadcast_compare: spec.md#compare after broadcasting (NOTYPE: the element type's default)."""
    x, y = broadcast((lhs, rhs), broadcast_dimensions)
    kind = None if compare_type in (None, "NOTYPE") else compare_type
    return el.compare(x, y, comparison_direction, kind)


def broadcast_select(pred: Array, on_true: Array, on_false: Array) -> Array:
    """chlo.broadcast_select: numpy-style broadcasting of all three, then spec.md#select."""
    p, t, f = broadcast((pred, on_true, on_false))
    return el.as_result(np.where(p, t, f), on_true.dtype)


def constant(*, value: DenseElementsAttr) -> Array:
    """chlo.constant: the literal (never mutated, so shared)."""
    return value.array


def constant_like(operand: Array, *, value: Any, result_types: Sequence[TensorType]) -> Array:
    """chlo.constant_like: a splat of the scalar ``value`` with the operand's shape."""
    if isinstance(value, DenseElementsAttr) and value.array.size == 1:
        scalar = value.array.reshape(())
    elif isinstance(value, (IntegerAttr, FloatAttr, ComplexNumberAttr, bool)):
        scalar = getattr(value, "value", value)
    else:
        raise EvalError(f"constant_like expects a scalar value, got {value}")
    try:
        return np.full(operand.shape, scalar, result_types[0].dtype)
    except (OverflowError, ValueError) as error:  # e.g. -2**63 - 1 written as an i32 attribute
        raise EvalError(f"constant_like: value {scalar} does not fit {result_types[0]}: {error}") from None


def conj(x: Array) -> Array:
    """chlo.conj: (real, -imag); real operands unchanged."""
    return np.conj(x) if x.dtype.kind == "c" else x


def _inf_test(name: str, test: Callable[[Array], Array]) -> Callable:
    def op(x: Array) -> Array:
        if el.kind(x.dtype) != "f":
            raise EvalError(f"{name} expects floats, got {x.dtype}")
        return el.as_result(test(x.astype(el.work_dtype(x.dtype), copy=False)), np.dtype(np.bool_))
    op.__name__ = name
    op.__doc__ = f"chlo.{name}: an i1 test per element."
    return op


def square(x: Array) -> Array:
    """chlo.square: ``x * x``; complex as ``((re - im)(re + im), 2 re im)`` like the lowering."""
    if el.kind(x.dtype) == "c":
        re, im = x.real, x.imag
        return complex_((re - im) * (re + im), 2 * re * im).astype(x.dtype)
    return el.multiply(x, x)


_ANY = shapes.ANY_TENSOR  # the operand type of the broadcasting ops (ChloOps.td) unless they name another
_SAME = shapes.broadcast_binary(_ANY)  # SameOperandsAndResultElementType
_COMPATIBLE = shapes.broadcast_binary(_ANY, compatible_elements=True)  # HLO_CompatibleOperandsAndResultElementType
_LOGICAL = shapes.broadcast_binary("bool int", same_elements=False)  # HLO_AnyPredOrIntTensor, no element trait

_BROADCAST: dict[str, tuple[Callable, Any]] = {
    "add": (el.add, _COMPATIBLE), "maximum": (el.maximum, _COMPATIBLE), "minimum": (el.minimum, _COMPATIBLE),
    "subtract": (el.subtract, _SAME), "multiply": (el.multiply, _SAME), "divide": (el.divide, _SAME),
    "power": (el.power, _SAME), "remainder": (el.remainder, _SAME), "atan2": (atan2, _SAME),
    "shift_left": (el.shift_left, _SAME), "shift_right_arithmetic": (el.shift_right_arithmetic, _SAME),
    "shift_right_logical": (el.shift_right_logical, _SAME), "next_after": (next_after, _SAME),
    "polygamma": (BROADCAST_SPECIAL["polygamma"], _SAME),
    "zeta": (BROADCAST_SPECIAL["zeta"], shapes.broadcast_binary("float")),
    "and": (el.and_, _LOGICAL), "or": (el.or_, _LOGICAL), "xor": (el.xor, _LOGICAL),
    "complex": (complex_, shapes.broadcast_binary("float", result_element=lambda t: f"complex<{t}>",
                                                   result_classes="complex")),
}
"""ChloOps.td's broadcasting binary ops: evaluator and (verify, infer) after their ODS operand types and traits."""

_DIMS = {"broadcast_dimensions": AttrSpec(as_ints, None)}
_UNARY = {"operands": 1, "results": 1}
_BINARY = {"operands": 2, "results": 1}
"""ODS operand/result counts of CHLO's unary and binary ops (checked by the verifier)."""

for _name, (_fn, (_verify, _infer)) in _BROADCAST.items():
    define_op(f"chlo.broadcast_{_name}", syntax=FN_SIG, attrs=_DIMS, eval=_binary(_fn), spec="chlo",
              verify=_verify, infer=_infer, **_BINARY)


def _enum(kind: str, values: str):
    """The decoder of a ``#chlo<kind VALUE>`` enum attribute, VALUE one of ``values``."""

    def decode(attr: Any) -> str:
        if not (isinstance(attr, EnumAttr) and attr.kind == kind and attr.value in values.split()):
            raise ValueError(f"expected #chlo<{kind} ...>, got {attr}")
        return attr.value

    return decode


_compare_verify, _compare_infer = shapes.broadcast_binary(_ANY, result_element=lambda t: "i1",
                                                          result_classes="bool")
define_op("chlo.broadcast_compare", syntax=FN_SIG, eval=broadcast_compare, spec="chlo",
          attrs={**_DIMS, "comparison_direction": AttrSpec(_enum("comparison_direction", "EQ NE GE GT LE LT"),
                                                   kind="Which comparison operation to perform."),
                 "compare_type": AttrSpec(_enum("comparison_type", "NOTYPE FLOAT TOTALORDER SIGNED UNSIGNED"),
                                          None, "Which comparison type to use.")},
          verify=_compare_verify, infer=_compare_infer, **_BINARY)
define_op("chlo.broadcast_select", syntax=FN_SIG, eval=broadcast_select, spec="chlo",
          verify=shapes.verify_select, infer=shapes.infer_select, operands=3, results=1)
define_op("chlo.constant", syntax=CONSTANT, attrs={"value": raw}, eval=constant, spec="chlo",
          verify=shapes.verify_constant, infer=shapes.infer_constant, operands=0, results=1)
define_op("chlo.constant_like", attrs={"value": raw}, eval=constant_like, spec="chlo",
          wants_result_types=True, verify=shapes.verify_constant_like, infer=shapes.infer_constant_like, **_UNARY)

# chlo._asin_acos_kernel (HLO_AnyComplexTensor): run through its decomposition only
define_op("chlo._asin_acos_kernel", syntax=ARROW, spec="chlo", elementwise=True,
          **dict(zip(("verify", "infer"), shapes.elementwise("complex"))), **_UNARY)

_FLOAT_OR_COMPLEX = shapes.elementwise("float complex")
for _name, _fn in {"conj": conj, "square": square}.items():
    define_op(f"chlo.{_name}", syntax=ARROW, eval=_fn, elementwise=True, spec="chlo",
              verify=_FLOAT_OR_COMPLEX[0], infer=_FLOAT_OR_COMPLEX[1], **_UNARY)
define_op("chlo.next_after", syntax=ARROW, eval=next_after, elementwise=True, spec="chlo",
          **dict(zip(("verify", "infer"), shapes.elementwise("float"))), **_BINARY)

_INF_SHAPES = dict(zip(("verify", "infer"), shapes.elementwise("float", result_bool=True)))
for _name, _test in {"is_inf": np.isinf, "is_neg_inf": lambda w: np.isneginf(w),
                     "is_pos_inf": lambda w: np.isposinf(w)}.items():
    define_op(f"chlo.{_name}", syntax=ARROW, eval=_inf_test(_name, _test), elementwise=True, spec="chlo",
              **_INF_SHAPES, **_UNARY)
