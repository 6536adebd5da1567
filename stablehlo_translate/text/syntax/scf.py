"""Pretty forms of the few scf/tensor ops that StableHLO programs mix in (upstream's
``stablehlo_legalize_to_vhlo_mixed.mlir``), as MLIR prints them:

* ``scf.for %iv = %lb to %ub step %s iter_args(%a = %init) -> (tensor<2xf32>) {...}`` (kind
  ``scf_for``; without ``iter_args`` no results; the induction variable is an ``index``);
* ``tensor.insert %scalar into %dest[%i, ...] : tensor<2xf32>`` (kind ``insert``).

Registered into forms.KINDS and forms.PRINTERS (ops/foreign_dialects.py imports this module).
"""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from ...ir import module as ir
from ...ir.types import FunctionType, TensorType
from ..raw import RawOp
from .forms import KINDS, PRINTERS, Generic, PrettyForm, PrettyParse, _attr_dict, _pieces, pretty

SCF_FOR = pretty("scf_for")
INSERT = pretty("insert")


def _scf_for(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"iv", "word", "use", "parens", "region"})
    words = [str(piece[1]) for piece in found.get("word", ())]
    bindings = [item for _, items in found.get("parens", ()) for item in items]
    if words[:1] != ["step"] or words[1:] not in ([], ["iter_args"]) or any(item[0] != "bind" for item in bindings):
        raise p.fail("expected 'scf.for %iv = %lb to %ub step %step [iter_args(%arg = %init, ...) -> (types)]'")
    types = list(p.signature[1]) if p.signature is not None else []
    if len(types) != len(bindings):
        raise p.fail("mismatch in number of loop-carried values and defined values")
    iv = found["iv"][0][1]
    args = [(str(iv).rstrip("= \t\r\n"), "index", iv)] + [(str(item[1]).rstrip("= \t\r\n"), t, item[1])
                                                          for item, t in zip(bindings, types)]
    operands = [piece[1] for piece in found.get("use", ())] + [item[2] for item in bindings]
    blocks = found["region"][0][1]
    if not bindings and blocks and not any(op.name == "scf.yield" for op in blocks[-1].ops[-1:]):
        blocks[-1].ops.append(_implicit_yield(p))  # SingleBlockImplicitTerminator<"scf::YieldOp">
    return Generic(operands, _attr_dict(found), ["index"] * 3 + types, types, [(blocks, args)])


def _implicit_yield(p: PrettyParse) -> RawOp:
    op = RawOp("generic", "scf.yield", SimpleNamespace(line=p.line, column=p.col))  # type: ignore[arg-type]
    op.fn_type = FunctionType((), ())
    return op


def _insert(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use", "word", "index"})
    uses = [piece[1] for piece in found.get("use", ())]
    words = [str(piece[1]) for piece in found.get("word", ())]
    groups = found.get("index", ())
    if len(groups) > 1 or any(item[0] != "use" for group in groups for item in group[1]):
        raise p.fail("expected 'tensor.insert %scalar into %dest[%indices] : type'")
    indices = [item[1] for group in groups for item in group[1]]
    signature = p.signature
    if len(uses) != 2 or words != ["into"] or signature is None or signature[0] != "list" or len(signature[1]) != 1:
        raise p.fail("expected 'tensor.insert %scalar into %dest[%indices] : type'")
    dest = signature[1][0]
    element = dest.element_type if isinstance(dest, TensorType) else dest
    return Generic(uses + indices, _attr_dict(found), [element, dest] + ["index"] * len(indices), [dest])


def _print_scf_for(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    if len(op.operands) < 3 or len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        return None
    entry = op.regions[0].entry
    if len(entry.arguments) != len(op.operands) - 2 or tuple(op.operand_types[:3]) != ("index",) * 3:
        return None
    names = w.entry_names(entry)
    lower, upper, step = (w.use(v) for v in op.operands[:3])
    text = f" {names[0]} = {lower} to {upper} step {step}"
    if len(op.operands) > 3:
        bindings = ", ".join(f"{name} = {w.use(v)}" for name, v in zip(names[1:], op.operands[3:]))
        text += f" iter_args({bindings}) -> (" + ", ".join(map(str, op.result_types)) + ")"
    region = op.regions[0]
    body = entry.operations
    if len(op.operands) == 3 and body and body[-1].name == "scf.yield" and not body[-1].operands:
        region = ir.Region([ir.Block(entry.arguments, body[:-1], entry.label)])  # MLIR elides the implicit yield
    return text + " " + w.region(region, header=False, names=names) + w.attr_dict(op.attributes)


def _print_insert(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    if len(op.operands) < 2:
        return None
    indices = ", ".join(w.use(v) for v in op.operands[2:])
    return (f" {w.use(op.operands[0])} into {w.use(op.operands[1])}[{indices}]" + w.attr_dict(op.attributes)
            + f" : {op.operand_types[1]}")


KINDS.update({"scf_for": _scf_for, "insert": _insert})
PRINTERS.update({"scf_for": _print_scf_for, "insert": _print_insert})
