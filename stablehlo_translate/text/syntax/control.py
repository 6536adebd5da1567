"""Pretty forms of the func and cf ops that name functions or blocks:

* ``func.constant @f : (T) -> R`` (kind ``symbol_type``: attribute ``value``, the result's type),
* ``func.call_indirect %f(%a) : (T) -> R`` (kind ``call_indirect``: the callee is the first operand),
* ``cf.br ^bb1(%a : T)`` (kind ``branch``: a successor and the operands it passes).

Registered into forms.KINDS and forms.PRINTERS (ops/control_flow_ops.py imports this module).
"""
from __future__ import annotations

from typing import Any

from ...ir import module as ir
from ...ir.types import FunctionType
from .forms import KINDS, PRINTERS, Generic, PrettyForm, PrettyParse, _attr_dict, _pieces, _symbol, pretty

SYMBOL_TYPE = pretty("symbol_type")
CALL_INDIRECT = pretty("call_indirect")
BRANCH = pretty("branch")


def _function_signature(p: PrettyParse) -> FunctionType:
    if p.signature is None or p.signature[0] != "fn":
        raise p.fail(f"expected ': (...) -> (...)' in '{p.name}'")
    return p.signature[1]


def _symbol_type(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"symbol"})
    return Generic([], {**_attr_dict(found), "value": _symbol(p, found)}, [], [_function_signature(p)])


def _call_indirect(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use", "parens"})
    callee = [piece[1] for piece in found.get("use", ())]
    args = [item for _, items in found.get("parens", ()) for item in items]
    if len(callee) != 1 or len(found.get("parens", ())) != 1 or any(item[0] != "use" for item in args):
        raise p.fail(f"expected '%callee(%args...)' in '{p.name}'")
    fn = _function_signature(p)
    return Generic(callee + [item[1] for item in args], _attr_dict(found), [fn, *fn.inputs], list(fn.results))


def _branch(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"successor"})
    successors = found.get("successor", ())
    items = [item for piece in successors for item in piece[2]]
    if len(successors) != 1 or any(item[0] != "arg" for item in items):
        raise p.fail(f"expected '^block(%value : type, ...)' in '{p.name}'")
    return Generic([item[1] for item in items], _attr_dict(found), [item[2] for item in items], [],
                   successors=(str(successors[0][1]),))


KINDS.update({"symbol_type": _symbol_type, "call_indirect": _call_indirect, "branch": _branch})


def _print_symbol_type(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    value = rest.pop("value", None)
    if op.operands or len(op.result_types) != 1 or not isinstance(op.result_types[0], FunctionType) \
            or not hasattr(value, "name"):
        return None
    return f" {w.attr(value)}{w.attr_dict(rest)} : {op.result_types[0]}"


def _print_call_indirect(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    if not op.operands or not isinstance(op.operand_types[0], FunctionType):
        return None
    return f" {w.use(op.operands[0])}({w.uses(op.operands[1:])}){w.attr_dict(op.attributes)} : {op.operand_types[0]}"


PRINTERS.update({"symbol_type": _print_symbol_type, "call_indirect": _print_call_indirect})
