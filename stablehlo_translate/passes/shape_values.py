"""What the shape passes know of a function's values (through the rewriter: defining ops and the
constants upstream's ``hlo::matchInts`` reads), upstream's ``getShapeRefinements`` of custom calls."""
from __future__ import annotations

import numpy as np

from ..diagnostics import Diagnostic, UNKNOWN_LOC
from ..ir.module import Operation
from ..ir.types import TensorType, TupleType
from .rewrite import Rewriter


class FunctionValues:
    """The values the rewriter ``rw`` knows: defining ops and constants (upstream's matchInts)."""

    def __init__(self, rw: Rewriter):
        self.rw = rw

    def defining_op(self, name: str) -> Operation | None:
        return self.rw.defining_op(name)

    def value(self, name: str) -> np.ndarray | None:
        attr = self.rw.constant(name)
        return None if attr is None else attr.array

    def ints(self, name: str) -> list[int] | None:
        """The integer elements of the constant ``name`` (flattened), else None."""
        value = self.value(name)
        if value is None or value.dtype.kind not in "biu":
            return None
        return [int(v) for v in value.reshape(-1)]


def flat_types(types: tuple) -> list:
    """``types`` with tuples flattened in order (hlo::flattenTupleTypes)."""
    flat: list = []
    for t in types:
        flat.extend(flat_types(t.types) if isinstance(t, TupleType) else [t])
    return flat


def shape_refinements(op: Operation, values: FunctionValues) -> list[list[int]] | None:
    """The result shapes a custom call's ``indices_of_shape_operands`` give (hlo::getShapeRefinements):
    None when one of them is not a constant; a malformed attribute is upstream's located error."""
    attr = op.attributes.get("indices_of_shape_operands")
    array = getattr(attr, "array", None)
    if array is None:
        return None
    flat = flat_types(op.result_types)
    suffix = ", with tuples flattened" if len(flat) != len(op.result_types) else ""
    loc = op.loc or UNKNOWN_LOC
    if array.size != len(flat):
        raise Diagnostic(loc, f"indices_of_shape_operands: number of elements ({array.size}) must be equal to "
                              f"the number of operation results ({len(flat)}){suffix}")
    if array.ndim != 1:
        raise Diagnostic(loc, "indices_of_shape_operands: must have rank = 1")
    if attr.type.element_type != "i64":
        raise Diagnostic(loc, "indices_of_shape_operands: must have i64 element type")
    refinements = []
    for index, (operand, result) in enumerate(zip(array.tolist(), flat)):
        if not 0 <= operand < len(op.operands):
            raise Diagnostic(loc, f"indices_of_shape_operands: index #{index} ({operand}) must be within bounds "
                                  f"for operation operands (from 0 to {len(op.operands)})")
        shape = values.ints(op.operands[operand])
        if shape is None:
            return None
        if not _compatible_shape(shape, result):
            raise Diagnostic(loc, f"indices_of_shape_operands: refinement #{index} ([{', '.join(map(str, shape))}]) "
                                  f"must be compatible with operation result #{index} ('{result}'){suffix}")
        refinements.append(shape)
    return refinements


def _compatible_shape(shape: list[int], t: object) -> bool:
    if not isinstance(t, TensorType):
        return False
    if t.shape is None:
        return True
    return len(t.shape) == len(shape) and all(d is None or d == s for d, s in zip(t.shape, shape))


__all__ = ["FunctionValues", "shape_refinements", "flat_types"]
