"""``--stablehlo-refine-arguments=types=T1,T2,...``: the entry function's arguments get the given
types, as upstream's StablehloRefineArguments pass does.

Each argument whose type changes is used through
``custom_call @stablehlo.shape_refinement_operand_wrapper(%arg, %shape)`` (``%shape`` a
``tensor<Nxi64>`` constant of the refined shape) typed like the old argument, so the program
stays valid until ``--stablehlo-refine-shapes`` (refine_shapes.py) removes the wrappers. The
refinement target is ``@main``, or the only function (:func:`refinement_target`);
:func:`validate_refined_types` holds upstream's checks and messages.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ..bytecode.locations import AtArgument
from ..diagnostics import Diagnostic
from ..ir.attributes import DenseElementsAttr, TypeAttr
from ..ir.module import Module, Operation, function_type
from ..ir.types import FunctionType, OpaqueType, TensorType, Type
from ..verification.verifier import op_error
from . import split_top_level

OPERAND_WRAPPER = "stablehlo.shape_refinement_operand_wrapper"
"""The custom call that keeps a refined argument's uses typed as before (upstream's
kCustomCallOperandBarrierTarget)."""
DYNAMIC = -(2 ** 63)
"""MLIR's ShapedType::kDynamic, the size a ``?`` dimension takes in a shape constant."""


def refine_arguments(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    func = refinement_target(module)
    if func is None:
        return module
    types = parse_refined_types(module, split_top_level(options.get("types", ""), "<([{", ">)]}"))
    error = refine_function_arguments(func, types)
    if error is not None:
        raise error
    return module


def refinement_target(module: Module) -> Operation | None:
    """The function the refinement passes work on: ``@main``, else the only function
    (upstream's getStablehloRefineShapesTarget); None without functions (upstream's pass then
    fails without a message), a located Diagnostic when none qualifies."""
    funcs = [op for op in module.body if op.name == "func.func"]
    if not funcs:
        return None
    func = funcs[0] if len(funcs) == 1 else next((f for f in funcs if f.attributes.get("sym_name") == "main"), None)
    if func is None:
        raise op_error(module.op, "must have no more than one function or a `main` function to clearly "
                                  "identify which function will be refined")
    if not func.regions or len(func.regions[0].blocks) != 1:  # a declaration has no block
        raise op_error(func, "must have exactly one block")
    return func


def parse_refined_types(module: Module, texts: Sequence[str]) -> list[Type]:
    """The types of ``texts``; one MLIR cannot parse is upstream's located error."""
    from ..text.parser import parse_type

    types = []
    for text in texts:
        try:
            parsed = parse_type(text)
        except Diagnostic:
            parsed = None
        if parsed is None or isinstance(parsed, (OpaqueType, FunctionType)):
            raise op_error(module.op, f"Invalid type string: {text}")
        types.append(parsed)
    return types


def refinement_error(op: Operation, index: int, arg_type: Type, refined: Type, message: str) -> Diagnostic:
    return op_error(op, f"invalid refinement for argument {index}, refinement {message} in {arg_type} -> {refined}")


def validate_refined_types(op: Operation, arg_types: Sequence[Type], refined_types: Sequence[Type]) -> Diagnostic | None:
    """Upstream's validateRefinedTypes: one refinement per argument; a changed type must be a
    ranked tensor of the same element type and rank, equal in the argument's static sizes."""
    if len(arg_types) != len(refined_types):
        return op_error(op, f"number of refinements must match number of op operands "
                            f"{len(refined_types)} vs {len(arg_types)}")
    for i, (arg, refined) in enumerate(zip(arg_types, refined_types)):
        if arg == refined:
            continue
        if not isinstance(arg, TensorType) or not isinstance(refined, TensorType):
            return refinement_error(op, i, arg, refined, "must be a tensor")
        if arg.element_type != refined.element_type:
            return refinement_error(op, i, arg, refined, "element types must match")
        if refined.shape is None:
            return refinement_error(op, i, arg, refined, "must be ranked")
        if arg.shape is None:
            continue
        if len(arg.shape) != len(refined.shape):
            return refinement_error(op, i, arg, refined, "rank must match operand rank")
        if any(d is not None and d != r for d, r in zip(arg.shape, refined.shape)):
            return refinement_error(op, i, arg, refined, "dimension sizes must match for static dimensions")
    return None


def refine_function_arguments(func: Operation, refined_types: Sequence[Type]) -> Diagnostic | None:
    """Upstream's refineArguments: validates, wraps each changed argument's uses in the operand
    wrapper and gives the function the refined argument types (in place); an error or None."""
    signature = function_type(func)
    error = validate_refined_types(func, signature.inputs, refined_types)
    if error is not None:
        return error
    block = func.regions[0].entry
    taken = {name for op in func.walk() for name in (*op.results, *op.operands)} | \
        {name for name, _ in block.arguments}
    wrappers: list[Operation] = []
    renamed: dict[str, str] = {}
    for index, ((name, arg_type), refined) in enumerate(zip(block.arguments, refined_types)):
        if arg_type == refined:
            continue
        at = AtArgument(block, index)  # operand.getLoc()
        shape_name, wrapped = _fresh(taken, name + "_shape"), _fresh(taken, name + "_wrapped")
        shape_type = TensorType((len(refined.shape),), "i64")
        wrappers.append(Operation("stablehlo.constant", (), (shape_name,), (), (shape_type,),
                                  {"value": DenseElementsAttr(shape_type, np.array([DYNAMIC if d is None else d for d in refined.shape], np.int64))},
                                  loc=at.loc, location=at.location))
        wrappers.append(Operation("stablehlo.custom_call", (name, shape_name), (wrapped,), (refined, shape_type),
                                  (arg_type,), {"call_target_name": OPERAND_WRAPPER,
                                                "indices_of_shape_operands": _i64_tensor([1])},
                                  loc=at.loc, location=at.location))
        renamed[name] = wrapped
    for op in func.walk():
        if op is not func and op.operands:
            op.operands = tuple(renamed.get(n, n) for n in op.operands)
    block.operations[:0] = wrappers
    block.arguments = tuple((name, refined) for (name, _), refined in zip(block.arguments, refined_types))
    func.attributes["function_type"] = TypeAttr(FunctionType(tuple(refined_types), signature.results))
    func.cache.clear()
    return None


def _i64_tensor(values: Sequence[int]) -> DenseElementsAttr:
    return DenseElementsAttr(TensorType((len(values),), "i64"), np.array(values, np.int64))


def _fresh(taken: set[str], base: str) -> str:
    name, n = base, 0
    while name in taken:
        n += 1
        name = f"{base}_{n}"
    taken.add(name)
    return name


__all__ = ["refine_arguments", "refinement_target", "refine_function_arguments", "validate_refined_types",
           "OPERAND_WRAPPER", "DYNAMIC"]
