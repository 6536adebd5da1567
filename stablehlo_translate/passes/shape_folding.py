"""Partial evaluation of integer shape computations, as upstream's shape folder patterns
(populateStablehloShapeFolderPatterns, floats off) do it inside ``--stablehlo-refine-shapes``.

An op of :data:`FOLDABLE` whose operands are all constants and whose result is a static
integer (or ``i1``) tensor becomes a ``stablehlo.constant`` of the value the interpreter's
evaluator computes; ``get_dimension_size`` of a static dimension folds without a constant
operand; ``broadcast_in_dim`` folds only splats, integer division and remainder only without
a zero divisor.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ..diagnostics import ConstraintError
from ..ir.attributes import DenseElementsAttr
from ..ir.module import Operation
from ..ir.types import TensorType, UnsupportedTypeError, is_bool, is_integer
from ..optable import OP_TABLE
from ..verification.verifier import decode_attributes

FOLDABLE = frozenset(f"stablehlo.{name}" for name in (
    "add", "and", "broadcast_in_dim", "clamp", "compare", "concatenate", "convert", "divide", "maximum",
    "minimum", "multiply", "or", "remainder", "reshape", "select", "sign", "slice", "subtract"))


def _integer_tensor(t: object) -> bool:
    return isinstance(t, TensorType) and isinstance(t.element_type, str) and \
        (is_integer(t.element_type) or is_bool(t.element_type))


def fold(op: Operation, values: Sequence[np.ndarray | None]) -> Operation | None:
    """The constant ``op`` folds to (``values``: its operands' constant values or None), else None."""
    if len(op.result_types) != 1:
        return None
    result = op.result_types[0]
    if not _integer_tensor(result) or not result.is_static or result.bounds:
        return None
    if op.name == "stablehlo.get_dimension_size":
        operand = op.operand_types[0]
        dim = op.attributes.get("dimension")
        index = getattr(dim, "value", dim)
        if not isinstance(operand, TensorType) or operand.shape is None or not isinstance(index, int) or \
                not 0 <= index < len(operand.shape) or operand.shape[index] is None:
            return None
        return constant(op, np.array(operand.shape[index]))
    if op.name not in FOLDABLE or any(v is None for v in values) or \
            not all(_integer_tensor(t) for t in op.operand_types):
        return None
    if op.name == "stablehlo.broadcast_in_dim" and not np.all(values[0] == values[0].reshape(-1)[:1]):
        return None
    if op.name in ("stablehlo.divide", "stablehlo.remainder") and not np.all(values[1]):
        return None
    row = OP_TABLE[op.name]
    try:
        kwargs = dict(decode_attributes(op, row))
        if row.wants_result_types:
            kwargs["result_types"] = op.result_types
        with np.errstate(all="ignore"):
            array = np.asarray(row.eval(*values, **kwargs))
        return constant(op, array)
    except (ConstraintError, UnsupportedTypeError, ValueError, TypeError, IndexError, KeyError, ArithmeticError):
        return None


def constant(op: Operation, array: np.ndarray) -> Operation | None:
    """A ``stablehlo.constant`` defining ``op``'s result as ``array`` (None if it does not fit)."""
    result = op.result_types[0]
    if array.size != int(np.prod(result.shape, dtype=np.int64)):
        return None
    array = array.astype(result.dtype).reshape(result.shape)
    return Operation("stablehlo.constant", (), op.results[:1], (), (result,),
                     {"value": DenseElementsAttr(result, array)}, loc=op.loc, location=op.location)


__all__ = ["fold", "constant", "FOLDABLE"]
