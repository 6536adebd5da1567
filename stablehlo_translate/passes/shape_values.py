"""What the shape passes know of a function's values: defining ops, constant values (upstream's
``hlo::matchInts``), fresh names, and the removal of dead ops as MLIR's greedy driver does it."""
from __future__ import annotations

from typing import Callable

import numpy as np

from ..diagnostics import Diagnostic, UNKNOWN_LOC
from ..ir.module import Operation
from ..ir.types import TensorType, TupleType
from ..verification.verifier import constant_value

EFFECTFUL = frozenset({
    "stablehlo.infeed", "stablehlo.outfeed", "stablehlo.send", "stablehlo.recv",
    "stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.all_to_all", "stablehlo.collective_permute",
    "stablehlo.collective_broadcast", "stablehlo.reduce_scatter", "stablehlo.rng", "stablehlo.rng_bit_generator",
    "stablehlo.optimization_barrier", "stablehlo.composite", "func.call", "func.call_indirect",
    "stablehlo.async_start", "stablehlo.async_done", "interpreter.probe", "check.expect_eq", "check.expect_almost_eq",
    "check.expect_eq_const", "check.expect_almost_eq_const", "check.expect_close", "check.expect_serialized_eq",
})
"""Ops with memory effects (never erased when unused); ops of unknown dialects count too, and
custom calls with ``has_side_effect = true``."""
_PURE_DIALECTS = ("stablehlo.", "chlo.", "arith.", "tensor.", "shape.", "builtin.unrealized_conversion_cast",
                  "func.constant")


def is_pure(op: Operation) -> bool:
    """Free of memory effects, its regions' ops included (MLIR's wouldOpBeTriviallyDead)."""
    if op.name in EFFECTFUL or not op.name.startswith(_PURE_DIALECTS):
        return False
    if op.name == "stablehlo.custom_call" and op.attributes.get("has_side_effect") in (True, "true"):
        return False
    return all(is_pure(inner) for region in op.regions for block in region.blocks for inner in block.operations)


class FunctionValues:
    """The defining op of each SSA name of a function and the values its constants define."""

    def __init__(self, func: Operation):
        self.defs: dict[str, Operation] = {}
        for op in func.walk():
            if op is not func:
                self.defs.update((name, op) for name in op.results)

    def value(self, name: str) -> np.ndarray | None:
        op = self.defs.get(name)
        return None if op is None else constant_value(op)

    def ints(self, name: str) -> list[int] | None:
        """The integer elements of the constant ``name`` (flattened), else None (matchInts)."""
        value = self.value(name)
        if value is None or value.dtype.kind not in "biu":
            return None
        return [int(v) for v in value.reshape(-1)]

    def define(self, op: Operation) -> None:
        self.defs.update((name, op) for name in op.results)


def fresh_namer(func: Operation) -> Callable[[], str]:
    """A source of SSA names not used in ``func``."""
    taken = {name for op in func.walk() for name in op.results}
    taken |= {name for op in func.walk() for r in op.regions for b in r.blocks for name, _ in b.arguments}
    counter = [0]

    def fresh() -> str:
        while True:
            counter[0] += 1
            name = f"%new{counter[0]}"
            if name not in taken:
                taken.add(name)
                return name

    return fresh


def erase_dead_ops(func: Operation) -> None:
    """Erases pure ops none of whose results is used, until none is left."""
    while True:
        used = {name for op in func.walk() for name in op.operands}
        erased = False
        for op in list(func.walk()):
            for region in op.regions:
                for block in region.blocks:
                    kept = [o for o in block.operations
                            if not (o.results and is_pure(o) and not used.intersection(o.results))]
                    erased |= len(kept) != len(block.operations)
                    block.operations = kept
        if not erased:
            return


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


__all__ = ["FunctionValues", "fresh_namer", "erase_dead_ops", "is_pure", "shape_refinements", "flat_types"]


def uniquify_names(func: Operation) -> None:
    """Gives every value of ``func`` a name used nowhere else in it (sibling regions may reuse
    names in the source), so ops can move between regions without capturing another value."""
    counter = [0]

    def fresh(old: str) -> str:
        counter[0] += 1
        return f"%u{counter[0]}"

    def lookup(scopes: list[dict[str, str]], name: str) -> str:
        for scope in reversed(scopes):
            if name in scope:
                return scope[name]
        return name

    def region(reg, scopes: list[dict[str, str]]) -> None:
        scope: dict[str, str] = {}
        scopes = scopes + [scope]
        for block in reg.blocks:
            for name, _ in block.arguments:
                scope[name] = fresh(name)
            block.arguments = tuple((scope[name], t) for name, t in block.arguments)
        for block in reg.blocks:
            for op in block.operations:
                op.operands = tuple(lookup(scopes, n) for n in op.operands)
                for inner in op.regions:
                    region(inner, scopes)
                for name in op.results:
                    scope[name] = fresh(name)
                op.results = tuple(scope[name] for name in op.results)
                op.cache.clear()

    for reg in func.regions:
        region(reg, [])


__all__ += ["uniquify_names"]
