"""The ``check`` dialect: assertions of the interpreter test suite (docs/interpreter_design.md#testing).

``expect_eq`` compares values exactly, ``expect_almost_eq`` within an
absolute tolerance, ``expect_close`` by the distance in units in the last
place (ULP). A failed check raises :class:`EvalError` naming how many
elements differ, the first few with their index, actual and expected values,
and the largest difference. Check ops have no results.
"""
from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np

from ...ir.attributes import DenseElementsAttr, as_float, as_int, as_str, raw
from ...diagnostics import EvalError
from ...optable import AttrSpec, define_op
from ...verification.shapes import row_fields
from ...verification.shapes.misc import SHAPE_FUNCTIONS
from ...ir.element_text import format_element
from ...text.syntax.forms import CHECK_CONST, OPERANDS, pretty
from ...ir.types import ELEMENT_DTYPES, ElementType, TensorType

SHOWN_MISMATCHES = 5
"""How many differing elements a failure message lists."""

DEFAULT_TOLERANCE = 0.0001
_ELEMENT_TYPE_OF_DTYPE: dict[np.dtype, str] = {}
for _name, _dtype in ELEMENT_DTYPES.items():
    _ELEMENT_TYPE_OF_DTYPE.setdefault(_dtype, _name)


# --- Operands -----------------------------------------------------------------------

def _tensor_type(array: np.ndarray, element_type: ElementType | None = None) -> TensorType:
    return TensorType(tuple(array.shape), element_type or _ELEMENT_TYPE_OF_DTYPE[array.dtype])


def _operands(actual: Any, expected: Any) -> tuple[np.ndarray, np.ndarray, ElementType]:
    """The two arrays to compare and their element type; both must have the same type."""
    if isinstance(expected, DenseElementsAttr):
        expected_type, expected = expected.type, expected.array
        element_type = expected_type.element_type
    else:
        expected = np.asarray(expected)
        if expected.dtype not in _ELEMENT_TYPE_OF_DTYPE:
            raise EvalError(f"expects a tensor to compare with, got {expected!r:.60}")
        element_type = _ELEMENT_TYPE_OF_DTYPE[expected.dtype]
        expected_type = _tensor_type(expected)
    actual = np.asarray(actual)
    if actual.shape != expected.shape or actual.dtype != expected.dtype:
        raise EvalError(f"type mismatch: {_tensor_type(actual)} (actual) vs {expected_type} (expected)")
    return actual, expected, element_type


def _is_floating(dtype: np.dtype) -> bool:
    return np.issubdtype(dtype, np.inexact) or dtype in _ML_FLOATS


_ML_FLOATS = frozenset(np.dtype(t) for name, t in vars(ml_dtypes).items()
                       if name.startswith(("float", "bfloat")) and isinstance(t, type))


def _parts(array: np.ndarray) -> list[np.ndarray]:
    """A complex array's real and imaginary parts; any other array alone."""
    return [array.real, array.imag] if np.iscomplexobj(array) else [array]


def _bits(array: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(array).view(f"u{array.dtype.itemsize}").reshape(array.shape)


# --- Failure messages ---------------------------------------------------------------

def _fail(what: str, ok: np.ndarray, actual: np.ndarray, expected: np.ndarray,
          element_type: ElementType, extra: np.ndarray | None = None, extra_name: str = "") -> None:
    """Raise an EvalError describing the elements where ``ok`` is False (does nothing if none)."""
    bad = np.argwhere(~ok)
    if not len(bad):
        return
    lines = [f"{what}: {len(bad)} of {ok.size} elements differ"]
    for index in bad[:SHOWN_MISMATCHES].tolist():
        at = tuple(index)
        line = (f"  at index [{', '.join(map(str, index))}]: {format_element(actual[at], element_type)}"
                f" (actual) vs {format_element(expected[at], element_type)} (expected)")
        if extra is not None:
            line += f", {extra_name} {extra[at]}"
        lines.append(line)
    if len(bad) > SHOWN_MISMATCHES:
        lines.append(f"  ... and {len(bad) - SHOWN_MISMATCHES} more")
    largest = _largest_difference(actual, expected, ~ok)
    if largest is not None:
        lines.append(f"  largest absolute difference: {largest}")
    raise EvalError("\n".join(lines))


def _largest_difference(actual: np.ndarray, expected: np.ndarray, bad: np.ndarray) -> Any:
    if actual.dtype == np.bool_:
        return None
    if _is_floating(actual.dtype):
        with np.errstate(invalid="ignore", over="ignore"):
            diff = np.abs(actual[bad].astype(np.complex128 if np.iscomplexobj(actual) else np.float64)
                          - expected[bad])
        diff = diff[~np.isnan(diff)]
        return float(diff.max()) if diff.size else None
    wide = [np.asarray(x[bad]).astype(object) for x in (actual, expected)]
    return max(abs(a - e) for a, e in zip(wide[0].tolist(), wide[1].tolist()))


# --- The checks ---------------------------------------------------------------------

def expect_eq(actual: Any, expected: Any) -> None:
    """Exact equality (interpreter_design.md: bitwise). Floats also match when numerically
    equal (so +0 equals -0, as in the reference implementation); a NaN matches its own bits."""
    actual, expected, element_type = _operands(actual, expected)
    if _is_floating(actual.dtype):
        ok = np.ones(actual.shape, dtype=bool)
        for a, e in zip(_parts(actual), _parts(expected)):
            ok &= (a == e) | (_bits(a) == _bits(e))
    else:
        ok = actual == expected
    _fail("Element values don't match", np.asarray(ok), actual, expected, element_type)


def _almost_equal(a: np.ndarray, e: np.ndarray, tolerance: float) -> np.ndarray:
    """Per element: equal, both NaN, or finite with the same sign and ``|a - e| <= tolerance``."""
    a = a.astype(np.float64)
    e = e.astype(np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        close = (np.isfinite(a) & np.isfinite(e) & (np.signbit(a) == np.signbit(e))
                 & (np.abs(a - e) <= tolerance))
    return (a == e) | (np.isnan(a) & np.isnan(e)) | close


def expect_almost_eq(actual: Any, expected: Any, tolerance: float = DEFAULT_TOLERANCE) -> None:
    """Near equality of floats or complex numbers (each part) within an absolute tolerance;
    NaN matches NaN, an infinity only the same infinity. Other types compare exactly."""
    actual, expected, element_type = _operands(actual, expected)
    if not _is_floating(actual.dtype):
        expect_eq(actual, expected)
        return
    ok = np.ones(actual.shape, dtype=bool)
    for a, e in zip(_parts(actual), _parts(expected)):
        ok &= _almost_equal(a, e, tolerance)
    _fail(f"Element values don't match within tolerance {tolerance}", ok, actual, expected, element_type)


_NOT_CLOSE = np.uint64(np.iinfo(np.uint64).max)
"""The distance of a non-finite value from any value not bitwise equal (nor both NaN)."""


def _ulp_distance(a: np.ndarray, e: np.ndarray) -> np.ndarray:
    """ULP distance between same-typed float arrays, as upstream's ``check.expect_close``:
    between finite values the difference of the magnitudes' bit patterns (their sum across
    the sign); 0 for bitwise-equal values and for two NaNs; otherwise the largest uint64."""
    bits_type = np.dtype(f"u{a.dtype.itemsize}")
    wide = [x.astype(np.float64) for x in (a, e)]
    finite = np.isfinite(wide[0]) & np.isfinite(wide[1])
    # magnitudes below 2**63 (no sign bit): sums and differences fit in uint64
    first, second = (np.abs(x).view(bits_type).astype(np.uint64) for x in (a, e))
    opposite = np.signbit(wide[0]) != np.signbit(wide[1])
    with np.errstate(over="ignore"):
        distance = np.where(opposite, first + second,
                            np.where(first >= second, first - second, second - first))
    same = (_bits(a) == _bits(e)) | (np.isnan(wide[0]) & np.isnan(wide[1]))
    return np.where(same, np.uint64(0), np.where(finite, distance, _NOT_CLOSE))


def expect_close(actual: Any, expected: Any, max_ulp_difference: int = 1,
                 min_ulp_difference: int = 0) -> None:
    """``min <= ULP distance <= max`` per element (complex: the larger of the parts'
    distances), the distance of :func:`_ulp_distance`."""
    actual, expected, element_type = _operands(actual, expected)
    if not _is_floating(actual.dtype):
        raise EvalError(f"expects floating-point or complex operands, got {_tensor_type(actual, element_type)}")
    worst = np.zeros(actual.shape, dtype=np.uint64)
    for a, e in zip(_parts(actual), _parts(expected)):
        worst = np.maximum(worst, _ulp_distance(a, e))
    ok = (worst >= np.uint64(min_ulp_difference)) & (worst <= np.uint64(max_ulp_difference))
    _fail(f"Element values don't match with respect to ULP difference in "
          f"[{min_ulp_difference}, {max_ulp_difference}]",
          np.asarray(ok, dtype=bool), actual, expected, element_type, worst, "ULP difference")


define_op("check.expect_eq", **row_fields(SHAPE_FUNCTIONS, "check.expect_eq"), results=0, syntax=OPERANDS, eval=expect_eq, spec="interpreter_design.md#testing")
define_op("check.expect_eq_const", **row_fields(SHAPE_FUNCTIONS, "check.expect_eq_const"), results=0, syntax=CHECK_CONST, attrs={"value": raw},
          eval=lambda actual, value: expect_eq(actual, value), spec="interpreter_design.md#testing")
define_op("check.expect_almost_eq", **row_fields(SHAPE_FUNCTIONS, "check.expect_almost_eq"), results=0, syntax=pretty("keywords", tolerance="tolerance"),
          attrs={"tolerance": AttrSpec(as_float, DEFAULT_TOLERANCE)}, eval=expect_almost_eq,
          spec="interpreter_design.md#testing")
define_op("check.expect_almost_eq_const", **row_fields(SHAPE_FUNCTIONS, "check.expect_almost_eq_const"),
          results=0, syntax=CHECK_CONST,
          attrs={"value": raw, "tolerance": AttrSpec(as_float, DEFAULT_TOLERANCE)},
          eval=lambda actual, value, tolerance: expect_almost_eq(actual, value, tolerance),
          spec="interpreter_design.md#testing")
def _as_ui64(attr: Any) -> int:
    """CheckOps.td's ``UI64Attr``: an integer in [0, 2**64)."""
    value = as_int(attr)
    if not 0 <= value < 1 << 64:
        raise ValueError(value)
    return value


_UI64 = "64-bit unsigned integer attribute"
define_op("check.expect_close", **row_fields(SHAPE_FUNCTIONS, "check.expect_close"), results=0,
          syntax=pretty("keywords", max_ulp_difference="max_ulp_difference",
                        min_ulp_difference="min_ulp_difference"),
          attrs={"max_ulp_difference": AttrSpec(_as_ui64, 1, _UI64), "min_ulp_difference": AttrSpec(_as_ui64, 0, _UI64)},
          eval=expect_close, spec="interpreter_design.md#testing")
def expect_serialized_eq(expected: Any, *, probe_id: str, iteration: int, ctx: Any) -> None:
    """The value that ``interpreter.probe`` with ``probe_id`` saw in its ``iteration``-th
    evaluation (read back from the probe directory) equals ``expected`` exactly; the
    recorded type must be the operand's type."""
    from .interpreter_dialect import read_probe

    expected = np.asarray(expected)
    actual = read_probe(ctx, probe_id, iteration, ctx.op.operand_types[0])
    expect_eq(actual, expected)


define_op("check.expect_serialized_eq", results=0, syntax=pretty("keywords", probe_id="probe_id", iter="iteration"),
          attrs={"probe_id": as_str, "iteration": AttrSpec(as_int, 0)}, eval=expect_serialized_eq,
          wants_context=True, spec="interpreter_design.md#testing")
