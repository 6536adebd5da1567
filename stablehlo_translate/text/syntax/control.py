"""Pretty forms of the func and cf ops that name functions or blocks:

* ``func.constant @f : (T) -> R`` (kind ``symbol_type``: attribute ``value``, the result's type),
* ``func.call_indirect %f(%a) : (T) -> R`` (kind ``call_indirect``: the callee is the first operand),
* ``cf.br ^bb1(%a, %b : T, U)`` (kind ``branch``: a successor and the operands it passes).

Registered into forms.KINDS and forms.PRINTERS (interpreter/ops/func.py imports this module).
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
    if len(successors) != 1:
        raise p.fail(f"expected one successor in '{p.name}'")
    _, label, uses, types = successors[0]
    if len(uses) != len(types):
        raise p.fail(f"expected as many types as operands after '{label}' in '{p.name}'")
    return Generic(uses, _attr_dict(found), types, [], successors=(str(label),))


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


def _print_branch(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    if len(op.successors) != 1 or op.result_types:
        return None
    operands = f"({w.uses(op.operands)} : {', '.join(map(str, op.operand_types))})" if op.operands else ""
    return f" {op.successors[0]}{operands}{w.attr_dict(op.attributes)}"


PRINTERS.update({"symbol_type": _print_symbol_type, "call_indirect": _print_call_indirect, "branch": _print_branch})
