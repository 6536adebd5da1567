"""``--stablehlo-convert-to-signless``: every unsigned or signed integer type becomes the signless
integer type of its width (upstream's StablehloConvertToSignless.cpp with its
RemoveSignTypeConverter, a full dialect conversion of the module): scalar integer types, the
element type of tensors, memrefs and vectors, function signatures and block arguments, and the
values of ``stablehlo.constant``/``arith.constant`` (the same bits, now read as signless:
``dense<255> : tensor<ui8>`` becomes ``dense<-1> : tensor<i8>``). Quantized element types keep
their storage type. Every op keeps its operands, attributes and regions; casts the conversion
makes trivial (``builtin.unrealized_conversion_cast`` of a type to itself) are left for
``--canonicalize`` to fold.
"""
from __future__ import annotations

import re
from typing import Any

import numpy as np

from ..ir.attributes import DenseElementsAttr, TypeAttr
from ..ir.module import Module
from ..ir.types import FunctionType, OpaqueType, TensorType, TupleType

_SIGNED = re.compile(r"^[su]i(\d+)$")
_SHAPED = re.compile(r"^(memref|vector)<")
_ELEMENT = re.compile(r"(?<=[<x])[su]i(\d+)(?=[,>])")


def signless(type_: Any) -> Any:
    """RemoveSignTypeConverter: ``type_`` with its integer (element) type signless."""
    if isinstance(type_, str):
        match = _SIGNED.match(type_)
        return f"i{match.group(1)}" if match else type_
    if isinstance(type_, TensorType):
        element = signless(type_.element_type) if isinstance(type_.element_type, str) else type_.element_type
        return type_ if element == type_.element_type else TensorType(type_.shape, element, type_.bounds,
                                                                       type_.encoding)
    if isinstance(type_, OpaqueType) and _SHAPED.match(type_.text):
        text = _ELEMENT.sub(lambda m: f"i{m.group(1)}", type_.text, count=1)
        return type_ if text == type_.text else OpaqueType(text)
    if isinstance(type_, FunctionType):
        return FunctionType(tuple(map(signless, type_.inputs)), tuple(map(signless, type_.results)))
    if isinstance(type_, TupleType):  # not a shaped type: the converter leaves it
        return type_
    return type_


def _constant(value: Any) -> Any:
    if not isinstance(value, DenseElementsAttr) or not isinstance(value.type, TensorType):
        return value
    converted = signless(value.type)
    if converted == value.type:
        return value
    array = np.asarray(value.array)
    if array.dtype.kind == "i":
        return DenseElementsAttr(converted, array)
    width = int(str(value.type.element_type)[2:])  # uiN: the same bits read as iN (two's complement)
    wide = array.astype(np.uint64).astype(np.int64) if width < 64 else array.view(np.int64)
    if width < 64:
        wide = np.where(wide >= 1 << (width - 1), wide - (1 << width), wide)
    return DenseElementsAttr(converted, wide.astype(converted.dtype))


def convert_to_signless(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    for op in module.op.walk():
        op.operand_types = tuple(map(signless, op.operand_types))
        op.result_types = tuple(map(signless, op.result_types))
        if op.name in ("stablehlo.constant", "arith.constant"):
            op.attributes["value"] = _constant(op.attributes.get("value"))
        function_type = op.attributes.get("function_type")
        if op.name == "func.func" and isinstance(function_type, TypeAttr):
            op.attributes["function_type"] = TypeAttr(signless(function_type.type))
        for region in op.regions:
            for block in region.blocks:
                block.arguments = tuple((name, signless(type_)) for name, type_ in block.arguments)
        op.cache.clear()
    return module
