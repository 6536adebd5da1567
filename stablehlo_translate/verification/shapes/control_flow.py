"""Shape functions of the control-flow ops (spec.md#while, #if, #case, #composite).

Branches and bodies arrive as :class:`~stablehlo_translate.verification.shapes.RegionTypes`
(``regions=``): what their ``stablehlo.return`` yields is checked against the
op's operands and results here. ``composite``'s decomposition is a function of
the module: the verifier checks its signature (composite C2-C4) like a call's.
"""
from __future__ import annotations

import re
from typing import Sequence

from ...ir.types import TensorType, TokenType, TupleType, Type
from . import (InferenceError, RegionTypes, Types, elements_compatible, least_specific_dim_and_bound,
               merge_types, quote, require_tensor, shapes_compatible)
from .reduction import VALUES

ANY = f"{VALUES} quant_axis"
"""Element types control-flow values may have (per-axis quantized included)."""


def require_tensors_or_tokens(types: Types, what: str, label: str) -> None:
    """ODS's ``variadic of ranked tensor of ... values or token``."""
    for i, t in enumerate(types):
        if not isinstance(t, TokenType):
            require_tensor(t, f"{what} #{i}", ANY, label, kind="variadic of ranked tensor")


def types_compatible(a: Type, b: Type) -> bool:
    """Upstream's isCompatibleForHloTypeInference for one pair: tensors of compatible shapes and
    element types, tuples element by element, anything else equal."""
    if isinstance(a, TensorType) and isinstance(b, TensorType):
        return shapes_compatible(a, b) and elements_compatible(a.element_type, b.element_type)
    if isinstance(a, TupleType) and isinstance(b, TupleType):
        return len(a.types) == len(b.types) and all(map(types_compatible, a.types, b.types))
    return a == b


def all_compatible(a: Types, b: Types) -> bool:
    return len(a) == len(b) and all(map(types_compatible, a, b))


def least_specific(types: Types, label: str = "if_c3") -> Type:
    """The type every one of ``types`` refines (upstream's ``inferLeastSpecificType``): tuples
    element by element, a non-ranked type as it is, ranked tensors dimension by dimension
    (``least_specific_dim_and_bound``: differing sizes become ``?``, bounded when every side is)."""
    tuples = [t for t in types if isinstance(t, TupleType)]
    if tuples:
        if len(tuples) != len(types):
            raise InferenceError(label, "Mismatched type kinds: either all types must be tuples, or no types "
                                         "must be tuples")
        if any(len(t.types) != len(tuples[0].types) for t in tuples):
            raise InferenceError(label, "Mismatched tuple sizes: all tuple sizes must be the same")
        return TupleType(tuple(least_specific([t.types[i] for t in tuples], label)
                               for i in range(len(tuples[0].types))))
    for t in types:
        if not isinstance(t, TensorType) or t.shape is None:
            return t
    return merge_types(types, least_specific_dim_and_bound, label)


# --- while ----------------------------------------------------------------------------

def verify_while_regions(operand_types: Types, *, regions: Sequence[RegionTypes], **_: object) -> None:
    """spec.md#while, upstream's ``WhileOp::verifyRegions``: ``cond`` takes the operands and yields
    one ``tensor<i1>`` (C1); ``body`` takes and yields the operands' types (C2). Like upstream,
    values of any type may loop (the suite's while over a memref verifies)."""
    cond, body = regions
    for label, what, types in (("while_c1", "condition block arguments", cond.arguments),
                               ("while_c2", "body block arguments", body.arguments),
                               ("while_c2", "body block return types", body.results)):
        if what == "body block return types" and not body.terminated:
            raise InferenceError("while_c2", "The while body-region expected to have a terminator")
        if not all_compatible(operand_types, types):
            raise InferenceError(label, f"expect operands to be compatible with {what} but got "
                                         f"{quote(operand_types)} vs {quote(types)}")
    if len(cond.results) != 1:
        raise InferenceError("while_c1", "expect condition body returns a single value but got "
                                          f"{len(cond.results)}")
    (flag,) = cond.results
    if not (isinstance(flag, TensorType) and flag.rank == 0 and flag.element_type == "i1"):
        raise InferenceError("while_c1", "expect condition block return a zero-ranked tensor of i1 but got "
                                          f"{quote([flag])}")


def infer_while(operand_types: Types, **_: object) -> tuple[Type, ...]:
    """spec.md#while C3: the results have the operands' types."""
    return tuple(operand_types)


# --- if, case -------------------------------------------------------------------------

def _verify_conditional(op: str, operand_types: Types, result_types: Types) -> None:
    require_tensor(operand_types[0], "operand #0", "bool" if op == "if" else "i32", "if_c1" if op == "if" else "case_i1")
    require_tensors_or_tokens(result_types, "result", f"{op}_c3")


def _infer_conditional(op: str, operand_types: Types, regions: Sequence[RegionTypes]) -> tuple[Type, ...]:
    """spec.md#if / #case: a 0-d selector (I1), at least one branch (case C1), branches without
    arguments (C1/C2) yielding compatible types (C2/C3); results are their least specific types."""
    pred = operand_types[0]
    if pred.rank != 0:
        raise InferenceError(f"{op}_i1", f"operand should be rank 0 tensor but got rank {pred.rank}")
    if not regions:
        raise InferenceError("case_c1", "expect at least one branch")
    first = regions[0].results
    for i, branch in enumerate(regions):
        if branch.arguments:
            raise InferenceError(f"{op}_c1" if op == "if" else "case_c2",
                                  f"branch {i} must have 0 arguments, but found {len(branch.arguments)}")
        if not all_compatible(first, branch.results):
            raise InferenceError(f"{op}_c2" if op == "if" else "case_c3",
                                  f"branch 0 and branch {i} have mismatched return types: {quote(first)} vs "
                                  f"{quote(branch.results)}")
    return tuple(least_specific([branch.results[i] for branch in regions]) for i in range(len(first)))


def verify_if(operand_types: Types, *, result_types: Types, **_: object) -> None:
    _verify_conditional("if", operand_types, result_types)


def infer_if(operand_types: Types, *, regions: Sequence[RegionTypes], **_: object) -> tuple[Type, ...]:
    return _infer_conditional("if", operand_types, regions)


def verify_case(operand_types: Types, *, result_types: Types, **_: object) -> None:
    _verify_conditional("case", operand_types, result_types)


def infer_case(operand_types: Types, *, regions: Sequence[RegionTypes] = (), **_: object) -> tuple[Type, ...]:
    return _infer_conditional("case", operand_types, regions)


# --- composite ------------------------------------------------------------------------

_OP_NAME_PATTERN = "^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$"
"""upstream's ``verifyCompositeOp`` (composite_c1), quoted in its message."""
_OP_NAME = re.compile(_OP_NAME_PATTERN)


def verify_composite(operand_types: Types, *, result_types: Types, name: str, **_: object) -> None:
    """spec.md#composite C1: ``name`` is a namespaced op name (``dialect.op``)."""
    if not _OP_NAME.match(name):
        raise InferenceError("composite_c1", "name must be a valid namespaced op name, i.e. it must match the "
                                              f"following regular expression: {_OP_NAME_PATTERN} e.g. "
                                              '"my_namespace.my_op"')


def verify_decomposition(operand_types: Types, result_types: Types, inputs: Types, results: Types) -> None:
    """spec.md#composite C3, C4: the op's operand and result types are the decomposition's
    (``inputs -> results``); the verifier looks the function up (C2)."""
    for what, have, want, label in (("operand", operand_types, inputs, "composite_c3"),
                                     ("result", result_types, results, "composite_c4")):
        if len(have) != len(want):
            raise InferenceError(label, f"has {len(have)} {what}(s), but decomposition has {len(want)}")
        for i, (a, b) in enumerate(zip(have, want)):
            if a != b:
                raise InferenceError(label, f"{what} at index {i} has type {quote([a])}, but decomposition has "
                                             f"type {quote([b])}")


SHAPE_FUNCTIONS = {
    "while": (None, infer_while),
    "if": (verify_if, infer_if),
    "case": (verify_case, infer_case),
    "composite": (verify_composite, None),
}
