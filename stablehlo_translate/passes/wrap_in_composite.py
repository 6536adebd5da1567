"""``--stablehlo-wrap-in-composite=op-names=a,b version=N``: every op named in ``op-names`` becomes a
``stablehlo.composite`` of the same name, operands and results, whose ``composite_attributes`` are
the op's attributes and whose decomposition is a new private function ``<op name>.impl`` (``_N``
added when the name is taken, as MLIR's SymbolTable renames) at the end of the module holding a
copy of the op (upstream's StablehloWrapInComposite.cpp).

The rewrite is greedy with upstream's ExistingOps strictness: only ops present before the pass
are wrapped (never the copies in the new functions), the last op of the last function first
(each function on its own, as constants stay in their isolated-from-above function).
"""
from __future__ import annotations

import sys
from typing import Any

from ..diagnostics import Diagnostic
from ..ir.attributes import IntegerAttr, SymbolRefAttr, TypeAttr
from ..ir.module import Block, Module, Operation, Region, copy_op
from ..ir.types import FunctionType
from ..optable import OP_TABLE
from .optimization import parse_int
from .rewrite import Pattern, Rewriter, apply_patterns_greedily


def wrap_in_composite(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    names = set()
    for name in (n.strip() for n in options.get("op-names", "").split(",") if n.strip()):
        if name in OP_TABLE:
            names.add(name)
        else:
            print(f"Warning: Unknown op name in opNamesOption: '{name}' is not a registered operation.",
                  file=sys.stderr)
    try:
        version = parse_int("version", options.get("version", "0"))
    except ValueError as error:
        raise Diagnostic(module.op.loc, str(error)) from None
    existing = {id(op) for op in module.op.walk()}
    symbols = {op.attributes.get("sym_name") for op in module.body}

    def match(op: Operation, rw: Rewriter) -> Any:
        return op.name in names and id(op) in existing

    def rewrite(op: Operation, rw: Rewriter, _: Any) -> None:
        name = _unique(f"{op.name}.impl", symbols)
        module.body.append(_function(op, name, rw))
        attributes: dict[str, Any] = {"name": op.name}
        if op.attributes:
            attributes["composite_attributes"] = dict(op.attributes)
        attributes["decomposition"] = SymbolRefAttr((name,))
        if version:
            attributes["version"] = IntegerAttr(version, "i32")
        rw.replace_op_with_new(op, "stablehlo.composite", op.operands, attributes)

    if names:
        functions = [op for op in module.body if op.name == "func.func" and op.regions and op.regions[0].blocks]
        for func in reversed(functions):  # the module's worklist pops the last function's ops first
            apply_patterns_greedily(func, [Pattern("wrap_in_composite", None, match, rewrite)])
        module.__dict__.pop("functions", None)  # the cached symbol table lacks the new functions
    return module


def _unique(name: str, taken: set) -> str:
    """``name``, or ``name_N`` for the first N not taken; recorded as taken."""
    candidate, counter = name, 0
    while candidate in taken:
        candidate, counter = f"{name}_{counter}", counter + 1
    taken.add(candidate)
    return candidate


def _function(op: Operation, name: str, rw: Rewriter) -> Operation:
    """``func.func private @name`` whose body is a copy of ``op`` on the function's arguments."""
    arguments = tuple((rw.fresh()[0], type_) for type_ in op.operand_types)
    results = rw.fresh(len(op.results)) if op.results else ()
    copy = Operation(op.name, tuple(n for n, _ in arguments), results, op.operand_types, op.result_types,
                     dict(op.attributes), copy_op(op).regions, op.loc, op.location)
    ret = Operation("func.return", results, (), op.result_types, (), {}, loc=op.loc, location=op.location)
    body = Region([Block(arguments, [copy, ret])])
    attributes = {"sym_name": name, "function_type": TypeAttr(FunctionType(op.operand_types, op.result_types)),
                  "sym_visibility": "private"}
    return Operation("func.func", (), (), (), (), attributes, (body,), op.loc, op.location)


