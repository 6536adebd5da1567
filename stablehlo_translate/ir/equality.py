"""Structural equality of parsed programs (what a print/parse round trip must preserve).

Two operations are equal when they have the same name, attributes (compared
strictly by value: same Python classes, floats by bits, dense literals by
bytes; an attribute or struct parameter at its ODS default equals its absence,
see ods_defaults.py), operand and result types, regions, and the same use-def structure:
SSA values are matched by the position of their definitions, not by name.
Source locations and block labels are ignored.
"""
from __future__ import annotations

import dataclasses
import math
from typing import Any

import numpy as np

from . import module as ir
from .ods_defaults import without_defaults


def values_equal(x: Any, y: Any) -> bool:
    """Strict equality of attribute values or types (``True`` differs from ``1``; NaN equals NaN)."""
    if type(x) is not type(y):
        return False
    if isinstance(x, float):
        return (math.isnan(x) and math.isnan(y)) or (x == y and math.copysign(1, x) == math.copysign(1, y))
    if isinstance(x, (tuple, list)):
        return len(x) == len(y) and all(values_equal(a, b) for a, b in zip(x, y))
    if isinstance(x, dict):
        return x.keys() == y.keys() and all(values_equal(x[k], y[k]) for k in x)
    if isinstance(x, np.ndarray):
        return x.dtype == y.dtype and x.shape == y.shape and x.tobytes() == y.tobytes()
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return all(values_equal(getattr(x, f.name), getattr(y, f.name)) for f in dataclasses.fields(x))
    return x == y


class _Comparison:
    """Walks two programs in step, numbering SSA definitions by position."""

    def __init__(self) -> None:
        self.left: dict[str, int] = {}
        self.right: dict[str, int] = {}
        self.count = 0

    def define(self, a: str, b: str) -> None:
        self.left[a] = self.right[b] = self.count
        self.count += 1

    def same_use(self, a: str, b: str) -> bool:
        ia, ib = self.left.get(a), self.right.get(b)
        return ia == ib if ia is not None or ib is not None else a == b

    def op(self, a: ir.Operation, b: ir.Operation, path: str) -> str | None:
        here = f"{path}/{a.name}"
        if a.name != b.name:
            return f"{path}: op {a.name} vs {b.name}"
        if len(a.operands) != len(b.operands) or len(a.results) != len(b.results):
            return f"{here}: {len(a.operands)}->{len(a.results)} vs {len(b.operands)}->{len(b.results)} values"
        if not values_equal(tuple(a.operand_types), tuple(b.operand_types)):
            return f"{here}: operand types {a.operand_types} vs {b.operand_types}"
        if not values_equal(tuple(a.result_types), tuple(b.result_types)):
            return f"{here}: result types {a.result_types} vs {b.result_types}"
        left, right = without_defaults(a.name, a.attributes), without_defaults(b.name, b.attributes)
        for key in sorted(set(left) | set(right)):
            if key not in left or key not in right or not values_equal(left[key], right[key]):
                return f"{here}: attribute {key}: {left.get(key)!r} vs {right.get(key)!r}"
        for i, (x, y) in enumerate(zip(a.operands, b.operands)):
            if not self.same_use(x, y):
                return f"{here}: operand #{i} ({x} vs {y}) refers to different values"
        if len(a.successors) != len(b.successors):
            return f"{here}: successors {a.successors} vs {b.successors}"
        regions_a, regions_b = _regions(a), _regions(b)
        if len(regions_a) != len(regions_b):
            return f"{here}: {len(regions_a)} vs {len(regions_b)} regions"
        for i, (x, y) in enumerate(zip(regions_a, regions_b)):
            found = self.region(x, y, f"{here}#{i}")
            if found:
                return found
        for x, y in zip(a.results, b.results):
            self.define(x, y)
        return None

    def region(self, a: ir.Region, b: ir.Region, path: str) -> str | None:
        if len(a.blocks) != len(b.blocks):
            return f"{path}: {len(a.blocks)} vs {len(b.blocks)} blocks"
        labels_a = {block.label: i for i, block in enumerate(a.blocks)}
        labels_b = {block.label: i for i, block in enumerate(b.blocks)}
        for n, (x, y) in enumerate(zip(a.blocks, b.blocks)):
            where = f"{path}^{n}"
            if len(x.arguments) != len(y.arguments) or \
                    not values_equal(tuple(t for _, t in x.arguments), tuple(t for _, t in y.arguments)):
                return f"{where}: block arguments {x.arguments} vs {y.arguments}"
            for (na, _), (nb, _) in zip(x.arguments, y.arguments):
                self.define(na, nb)
            if len(x.operations) != len(y.operations):
                return f"{where}: {len(x.operations)} vs {len(y.operations)} ops"
            for i, (p, q) in enumerate(zip(x.operations, y.operations)):
                found = self.op(p, q, f"{where}:{i}")
                if found:
                    return found
                if [labels_a.get(s) for s in p.successors] != [labels_b.get(s) for s in q.successors]:
                    return f"{where}:{i}: successors {p.successors} vs {q.successors}"
        return None


def _empty(region: ir.Region) -> bool:
    return all(not block.operations and not block.arguments for block in region.blocks)


def _regions(op: ir.Operation) -> tuple[ir.Region, ...]:
    """A function declaration's body may be absent or written as an empty region ``({})``."""
    if op.name == "func.func" and all(_empty(r) for r in op.regions):
        return ()
    return op.regions


def first_difference(a: ir.Module | ir.Operation, b: ir.Module | ir.Operation) -> str | None:
    """Where two programs (modules or single ops) first differ, or None when they are equal."""
    a = a.op if isinstance(a, ir.Module) else a
    b = b.op if isinstance(b, ir.Module) else b
    return _Comparison().op(a, b, "")


def regions_equal(a: ir.Region, b: ir.Region) -> bool:
    """Whether two regions are structurally equal (values defined outside them compare by name)."""
    return _Comparison().region(a, b, "") is None
