"""Use-list orders that upstream's writer records after VHLO version conversion.

MLIR keeps each value's uses in a list; building IR pushes every new use to the front, so
a module built op by op (as StableHLO -> VHLO does) has every list in the "natural" order
that bytecode's reader rebuilds. Rewriting an op to another version creates a new op,
which moves that op's uses to the front of their lists; the bytecode writer then records
the permutation (BytecodeWriter::writeUseListOrders) and so must we, for byte-identical
artifacts.
"""
from __future__ import annotations

from collections import defaultdict

from ..ir import module as ir
from ..bytecode.reader import UseListOrder


def _op_numbers(top: ir.Operation) -> dict[int, int]:
    """Operation numbers as bytecode's writer and reader give them to uses: a pre-order walk
    (IRNumbering's computeGlobalNumberingState, the reader's processUseLists)."""
    return {id(op): number for number, op in enumerate(top.walk())}


MATERIALIZED = "materialized casts"
"""``module.op.cache`` key of the casts StableHLO -> VHLO materialized (vhlo/legalize.py)."""


def record(module: ir.Module, rewritten: list[ir.Operation]) -> None:
    """Stores on ``module`` the use-list orders left by creating ``rewritten`` (in that order)
    anew, as bytecode's writer reads them (``op.cache["bytecode"]``, ``Block.use_list_orders``).
    The casts that the legalization to VHLO materialized come first: MLIR's dialect conversion
    creates them at its end, after every converted op, so their uses lead their values' lists."""
    rewritten = module.op.cache.get(MATERIALIZED, []) + rewritten
    if not rewritten:
        return
    numbers = _op_numbers(module.op)
    moved = {id(op) for op in rewritten}
    for scope in module.body:
        definitions: dict[str, tuple] = {}
        uses: dict[str, list[int]] = defaultdict(list)
        touched: set[str] = set()
        for op in scope.walk():
            for index, result in enumerate(op.results):
                definitions[result] = (op, index)
            for region in op.regions:
                for block in region.blocks:
                    for index, (name, _) in enumerate(block.arguments):
                        definitions[name] = (block, index)
            for index, value in enumerate(op.operands):
                uses[value].append((numbers[id(op)] << 32) | index)
                if id(op) in moved:
                    touched.add(value)
        for value in touched:
            if len(uses[value]) < 2 or value not in definitions:
                continue
            order = sorted(uses[value], reverse=True)  # natural: decreasing use ids
            for op in rewritten:
                for index, operand in enumerate(op.operands):
                    use = (numbers[id(op)] << 32) | index
                    if operand == value and use in order:
                        order.remove(use)
                        order.insert(0, use)
            _store(definitions[value], order)


def _store(definition: tuple, order: list[int]) -> None:
    if all(a > b for a, b in zip(order, order[1:])):
        return
    shuffle = [position for position, _ in sorted(enumerate(order), key=lambda pair: -pair[1])]
    moved = [(value, index) for index, value in enumerate(shuffle) if index != value]
    pairs = len(moved) < len(shuffle) // 2
    entry = UseListOrder(pairs, tuple(x for pair in moved for x in pair) if pairs else tuple(shuffle))
    owner, index = definition
    if isinstance(owner, ir.Block):
        owner.use_list_orders = {**(owner.use_list_orders or {}), index: entry}
    else:
        orders, registered, props = owner.cache.get("bytecode", ({}, None, None))
        owner.cache["bytecode"] = ({**(orders or {}), index: entry}, registered, props)
