"""``--hlo-test-speculatability``: upstream's test pass (stablehlo/tests/TestUtils.cpp) for
speculatability. ``hlo_test_speculatability.is_speculatable`` (``is_not_speculatable``,
``is_recursively_speculatable``) and the op defining its one operand are erased when that op is
used once and the op table's ``speculatability`` (verification/speculatability.py) says so;
otherwise both stay. Upstream builds a one-iteration config but does not pass it, so the
greedy driver runs with its defaults (dead ops left behind are erased too).
"""
from __future__ import annotations

from typing import Any

from ..ir.module import Module, Operation
from ..optable import OP_TABLE
from ..verification.speculatability import NOT_SPECULATABLE, RECURSIVELY_SPECULATABLE, SPECULATABLE
from ..verification.verifier import decode_attributes
from .rewrite import Pattern, Rewriter, apply_patterns_greedily


def _match(expected: str):
    def match(op: Operation, rw: Rewriter) -> Any:
        if len(op.operands) != 1:
            return None
        definer = rw.defining_op(op.operands[0])
        row = None if definer is None else OP_TABLE.get(definer.name)
        if row is None or row.speculatability is None:
            return None
        if sum(len(rw.users_of(name)) for name in definer.results) != 1:
            return None
        attrs = decode_attributes(definer, row)
        found = row.speculatability(definer, attrs, lambda value: rw.constant(value) is not None)
        return definer if found == expected else None
    return match


def _erase(op: Operation, rw: Rewriter, definer: Operation) -> None:
    rw.erase_op(op)
    rw.erase_op(definer)


PATTERNS = tuple(Pattern(name, f"hlo_test_speculatability.is_{name}", _match(name), _erase)
                 for name in (SPECULATABLE, NOT_SPECULATABLE, RECURSIVELY_SPECULATABLE))


def test_speculatability(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    for func in [op for op in module.op.walk() if op.name == "func.func" and op.regions and op.regions[0].blocks]:
        apply_patterns_greedily(func, PATTERNS)
    return module
