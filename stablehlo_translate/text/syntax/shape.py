"""Pretty forms of the arith/tensor ops of shape computations (what ``--infer`` emits for
``hlo_test_infer.reify_return_type_shapes``, as MLIR prints them):

* ``tensor.dim %t, %c0 : tensor<?x4xf32>`` (kind ``operand_type``: the first operand's type),
* ``tensor.extract %t[%c0] : tensor<2xindex>`` (kind ``extract``),
* ``tensor.from_elements %a, %b : tensor<2xindex>``, ``arith.select %p, %a, %b : index``
  (kind ``result_type``: the result's type),
* ``arith.cmpi slt, %a, %b : index`` (kind ``cmpi``: attribute ``predicate``, an i64 as in
  MLIR's generic form).

Registered into syntax.KINDS and syntax.PRINTERS (ops/shape_computation.py imports this module).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ...ir import module as ir
from ...ir.attributes import DenseElementsAttr, IntegerAttr
from ...ir.types import OpaqueType, TensorType
from .forms import KINDS, PRINTERS, Generic, PrettyForm, PrettyParse, _attr_dict, _pieces, _uses, pretty

OPERAND_TYPE = pretty("operand_type")
EXTRACT = pretty("extract")
RESULT_TYPE = pretty("result_type")
CMPI = pretty("cmpi")
CONST_SHAPE = pretty("const_shape")
WITNESS = pretty("witness")

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
"""arith.cmpi's predicates by their i64 value (MLIR's arith::CmpIPredicate)."""


def _signature_type(p: PrettyParse) -> Any:
    if p.signature is None or p.signature[0] != "list" or len(p.signature[1]) != 1:
        raise p.fail(f"expected ': type' after the operands of '{p.name}'")
    return p.signature[1][0]


def _operand_type(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use"})
    operands = _uses(found)
    return Generic(operands, _attr_dict(found), [_signature_type(p)] + ["index"] * (len(operands) - 1), ["index"])


def _result_type(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use"})
    return Generic(_uses(found), _attr_dict(found), None, [_signature_type(p)])


def _cmpi(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use", "word"})
    words = [str(piece[1]) for piece in found.get("word", ())]
    if len(words) != 1 or words[0] not in CMPI_PREDICATES:
        raise p.fail(f"expected one of {', '.join(CMPI_PREDICATES)} in '{p.name}'")
    attributes = {**_attr_dict(found), "predicate": IntegerAttr(CMPI_PREDICATES.index(words[0]), "i64")}
    operand_type = _signature_type(p)
    return Generic(_uses(found), attributes, [operand_type, operand_type], ["i1"])


def _extract(p: PrettyParse, form: PrettyForm) -> Generic:
    """``tensor.extract %t[%i, %j] : tensor<...>``: the indices are index operands."""
    found = _pieces(p, {"use", "index"})
    tensor, groups = _uses(found), found.get("index", ())
    if len(tensor) != 1 or len(groups) != 1 or any(item[0] != "use" for item in groups[0][1]):
        raise p.fail(f"expected '%tensor[%index, ...]' in '{p.name}'")
    source = _signature_type(p)
    if not isinstance(source, TensorType):
        raise p.fail(f"expected a tensor type after the operands of '{p.name}'")
    indices = [item[1] for item in groups[0][1]]
    return Generic(tensor + indices, _attr_dict(found), [source] + ["index"] * len(indices), [source.element_type])


def _witness(p: PrettyParse, form: PrettyForm) -> Generic:
    """``shape.cstr_broadcastable %a, %b : T, U``: the result is a ``!shape.witness``."""
    found = _pieces(p, {"use"})
    operands = _uses(found)
    if p.signature is None or p.signature[0] != "list" or len(p.signature[1]) != len(operands):
        raise p.fail(f"expected one type per operand after '{p.name}'")
    return Generic(operands, _attr_dict(found), list(p.signature[1]), [OpaqueType("!shape.witness")])


def _const_shape(p: PrettyParse, form: PrettyForm) -> Generic:
    """``shape.const_shape {attrs}[4, 32] : tensor<2xindex>``: the extents are attribute ``shape``."""
    found = _pieces(p, {"index"})
    items = found.get("index", ())
    if len(items) != 1 or any(len(item) != 1 or not isinstance(item[0], int) for item in items[0][1]):
        raise p.fail("expected '[' extents ']' in 'shape.const_shape'")
    extents = [item[0] for item in items[0][1]]
    shape = DenseElementsAttr(TensorType((len(extents),), "index"), np.array(extents, dtype=np.int64))
    return Generic([], {**_attr_dict(found), "shape": shape}, [], [_signature_type(p)])


KINDS.update({"const_shape": _const_shape, "operand_type": _operand_type, "result_type": _result_type, "cmpi": _cmpi, "extract": _extract,
              "witness": _witness})


def _print_operand_type(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    if not op.operands:
        return None
    return f" {w.uses(op.operands)}{w.attr_dict(op.attributes)} : {op.operand_types[0]}"


def _print_extract(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    if not op.operands:
        return None
    return (f" {w.use(op.operands[0])}[{w.uses(op.operands[1:])}]{w.attr_dict(op.attributes)} : "
            f"{op.operand_types[0]}")


def _print_result_type(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    if len(op.result_types) != 1:
        return None
    return f" {w.uses(op.operands)}{w.attr_dict(op.attributes)} : {op.result_types[0]}"


def _print_cmpi(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    predicate = rest.pop("predicate", None)
    if not (isinstance(predicate, IntegerAttr) and 0 <= predicate.value < len(CMPI_PREDICATES)) \
            or len(op.operands) != 2:
        return None
    return (f" {CMPI_PREDICATES[predicate.value]}, {w.uses(op.operands)}{w.attr_dict(rest)} : "
            f"{op.operand_types[0]}")


def _print_const_shape(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    shape = rest.pop("shape", None)
    if not isinstance(shape, DenseElementsAttr) or op.operands or len(op.result_types) != 1:
        return None
    return f" {w.attr_dict(rest)}[{', '.join(str(int(x)) for x in shape.array.reshape(-1))}] : {op.result_types[0]}"


def _print_witness(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    if op.result_types != (OpaqueType("!shape.witness"),) or not op.operands:
        return None
    return f" {w.uses(op.operands)}{w.attr_dict(op.attributes)} : {', '.join(map(str, op.operand_types))}"


PRINTERS.update({"witness": _print_witness, "const_shape": _print_const_shape, "operand_type": _print_operand_type, "result_type": _print_result_type, "cmpi": _print_cmpi,
                 "extract": _print_extract})
