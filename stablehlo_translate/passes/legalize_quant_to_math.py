"""``--stablehlo-legalize-quant-to-math``: quantized StableHLO programs become integer and float
arithmetic on the storage types (upstream's StablehloLegalizeQuantToMath.cpp), a partial dialect
conversion of each function:

- ``uniform_quantize`` of f32: ``clamp(x / scale + zp)`` rounded to nearest even, converted to
  the storage type; of a quantized value (requantize): ``x * s_in / s_out + merged zp`` (clamped
  below 32 bits) rounded and converted; ``uniform_dequantize``: ``(x - zp) * scale``;
- quantized ``add``: both operands requantized to the result's parameters, added in i32, the
  result's zero point subtracted, clamped to the storage range; per axis (i32 only): ``add`` and
  the zero points subtracted;
- ``dot``/``dot_general``/``convolution``: the integer kernel plus zero-point corrections
  (quant_dot_like.py); hybrid ones (float lhs, quantized rhs) on the dequantized rhs;
- ops that only move data (:data:`TYPE_ONLY`) keep their operands and take the storage types;
- any other op of upstream's QDQ list: dequantize, the float op, quantize (each then converted);
- function signatures, block arguments and ``func.return`` take the storage types.

An op with a quantized type that no rule converts is MLIR's "failed to legalize operation ...
that was explicitly marked illegal" and the pass fails. Values keep their names: a replaced op's
last new value takes over its uses.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from ..diagnostics import Diagnostic
from ..ir.attributes import TypeAttr
from ..ir.module import Block, Module, Operation
from ..ir.types import QuantizedType, TensorType, Type
from ..dialects.chlo_builder import Namer, Value, with_element
from .quant_builder import (QuantBuilder, Unsupported, per_axis, quant, quantization_params, storage, storage_bounds,
                            storage_range)
from .quant_dot_like import convert_dot_like
from .quantized_qdq import DECOMPOSED, expressed, is_quantized
from .rewrite import unique_names

TYPE_ONLY = frozenset("stablehlo." + name for name in (
    "bitcast_convert", "broadcast_in_dim", "composite", "concatenate", "constant", "dynamic_reshape",
    "dynamic_slice", "gather", "maximum", "minimum", "pad", "reduce_window", "reshape", "return", "select",
    "slice", "transpose", "get_dimension_size", "dynamic_broadcast_in_dim"))
"""ConvertGenericOp's ops: a change of types only."""


def merged_scales_and_zps(b: QuantBuilder, q_in: QuantizedType, q_out: QuantizedType, x: Value) -> Value:
    """applyMergedScalesAndZps: ``x * s_in / s_out + (zp_out - zp_in * s_in / s_out)``."""
    if not per_axis(q_in) and not per_axis(q_out):
        scale = q_in.scales[0] / q_out.scales[0]
        x = b.bcast("multiply", x, b.f32(scale))
        zp = q_out.zero_points[0] - q_in.zero_points[0] * scale
        return b.bcast("add", x, b.f32(zp)) if zp != 0 else x
    axis_of = q_out if per_axis(q_out) else q_in
    count = len(axis_of.scales)

    def at(q: QuantizedType, values: tuple, i: int) -> float:
        return values[i] if per_axis(q) else values[0]

    scales = [at(q_in, q_in.scales, i) / at(q_out, q_out.scales, i) for i in range(count)]
    zps = [at(q_out, q_out.zero_points, i) - at(q_in, q_in.zero_points, i) * scales[i] for i in range(count)]
    dims = [axis_of.quantized_dimension or 0]
    x = b.bcast("multiply", x, b.f32(scales), dims)
    if any(float(np.float32(z)) != 0 for z in zps):
        x = b.bcast("add", x, b.f32(zps), dims)
    return x


def requantize(b: QuantBuilder, x: Value, q_in: QuantizedType, q_out: QuantizedType, result: TensorType) -> Value:
    """``x`` (storage of ``q_in``) as ``q_out``'s storage in ``result``'s type."""
    if q_in == q_out:
        return b.convert(x, result.element_type)
    as_float = with_element(result, "f32")
    y = b.op1("stablehlo.convert", [x], as_float)
    y = merged_scales_and_zps(b, q_in, q_out, y)
    if int(str(result.element_type).lstrip("ui")) < 32:
        low, high = storage_bounds(b, q_out)
        y = b.clamp(low, y, high)
    y = b.op1("stablehlo.round_nearest_even", [y], as_float)
    return b.op1("stablehlo.convert", [y], result)


# --- the rules (each returns the replacement values, or raises Unsupported) -----------------

def uniform_quantize(b: QuantBuilder, op: Operation, operands: list[Value]) -> list[Value]:
    source, result = op.operand_types[0], op.result_types[0]
    q_out = quant(result)
    if isinstance(source, TensorType) and source.element_type == "f32" and q_out is not None:
        scales, zps, dims = quantization_params(b, q_out, True)
        low, high = storage_bounds(b, q_out)
        as_float = with_element(source, "f32")
        y = b.bcast("divide", operands[0], scales, dims, as_float)
        y = b.bcast("add", y, zps, dims, as_float)
        y = b.op1("stablehlo.clamp", [low, y, high], as_float)
        y = b.op1("stablehlo.round_nearest_even", [y], as_float)
        return [b.op1("stablehlo.convert", [y], with_element(source, q_out.storage_type))]
    q_in = quant(source)
    if q_in is not None and q_out is not None:
        if per_axis(q_in) and per_axis(q_out) and q_in.quantized_dimension != q_out.quantized_dimension:
            raise Unsupported("Cannot requantize while changing quantization_axis")
        return [requantize(b, operands[0], q_in, q_out, storage(result))]  # type: ignore[arg-type]
    raise Unsupported("Unsupported input element type.")


def uniform_dequantize(b: QuantBuilder, op: Operation, operands: list[Value]) -> list[Value]:
    q = quant(op.operand_types[0])
    if q is None:
        raise Unsupported
    scales, zps, dims = quantization_params(b, q, False)
    as_int = with_element(operands[0].type, "i32")
    y = b.op1("stablehlo.convert", [operands[0]], as_int)
    y = b.bcast("subtract", y, zps, dims, as_int)
    as_float = with_element(as_int, "f32")
    y = b.op1("stablehlo.convert", [y], as_float)
    return [b.bcast("multiply", y, scales, dims, as_float)]


def add(b: QuantBuilder, op: Operation, operands: list[Value]) -> list[Value]:
    q_lhs, q_rhs, q_res = quant(op.operand_types[0]), quant(op.operand_types[1]), quant(op.result_types[0])
    if q_lhs is None or q_rhs is None or q_res is None:
        raise Unsupported
    if per_axis(q_lhs) or per_axis(q_rhs) or per_axis(q_res):
        if not (q_lhs == q_rhs == q_res) or q_res.storage_type != "i32":
            raise Unsupported
        y = b.op1("stablehlo.add", operands, storage(op.result_types[0]))
        if any(q_res.zero_points):
            y = b.bcast("subtract", y, b.i32(list(q_res.zero_points)), [q_res.quantized_dimension or 0])
        return [y]
    as_int = with_element(op.result_types[0], "i32")  # type: ignore[arg-type]
    lhs = requantize(b, operands[0], q_lhs, q_res, as_int)
    rhs = requantize(b, operands[1], q_rhs, q_res, as_int)
    zp = b.i32(q_res.zero_points[0])
    y = b.bcast("add", lhs, rhs, None, as_int)
    y = b.bcast("subtract", y, zp, None, as_int)
    if q_res.storage_type == "i32":
        return [y]
    low, high = storage_range(q_res)
    y = b.op1("stablehlo.clamp", [b.i32(low), y, b.i32(high)], as_int)
    return [b.op1("stablehlo.convert", [y], storage(op.result_types[0]))]


def type_only(b: QuantBuilder, op: Operation, operands: list[Value]) -> list[Value]:
    """ConvertGenericOp: the op on the converted operands with storage result types."""
    if op.name in ("stablehlo.maximum", "stablehlo.minimum"):
        types = [quant(t) for t in (*op.operand_types[:2], op.result_types[0])]
        if any(t is None or per_axis(t) for t in types) or not types[0] == types[1] == types[2]:
            raise Unsupported  # per-axis types: upstream's getPerTensorType cast asserts
    return b.op(op.name, operands, [storage(t) for t in op.result_types], dict(op.attributes), op.regions)


def to_qdq(b: QuantBuilder, op: Operation, originals: list[Value]) -> list[Value]:
    """populateStablehloLegalizeQuantizedOpToQDQPatterns: dequantize, the float op, quantize (the
    new ops on the original, quantized, values: the conversion then legalizes them)."""
    if op.name not in DECOMPOSED or not (any(map(is_quantized, op.operand_types))
                                         or any(map(is_quantized, op.result_types))):
        raise Unsupported
    operands = [b.op1("stablehlo.uniform_dequantize", [v], expressed(v.type)) if is_quantized(v.type) else v
                for v in originals]
    results = b.op(op.name, operands, [expressed(t) for t in op.result_types], dict(op.attributes))
    return [b.op1("stablehlo.uniform_quantize", [v], t) if is_quantized(t) else v
            for v, t in zip(results, op.result_types)]


RULES: dict[str, Callable[[QuantBuilder, Operation, list[Value]], list[Value]]] = {
    "stablehlo.uniform_quantize": uniform_quantize, "stablehlo.uniform_dequantize": uniform_dequantize,
    "stablehlo.add": add, "stablehlo.dot": convert_dot_like, "stablehlo.dot_general": convert_dot_like,
    "stablehlo.convolution": convert_dot_like, **{name: type_only for name in TYPE_ONLY}}
"""The benefit-10 conversion patterns by root op; the QDQ fallback (benefit 1) comes after."""


class _Conversion:
    """One function's conversion: the ``converted`` types of the values that have new ones, and
    the values ``renamed`` to their replacements."""

    def __init__(self, func: Operation):
        unique_names(func)  # sibling regions may reuse a name for values of different types
        self.func = func
        taken = {n for op in func.walk() for n in op.results} | {
            n for op in func.walk() for r in op.regions for blk in r.blocks for n, _ in blk.arguments}
        self.namer = Namer(taken)
        self.converted: dict[str, Type] = {}
        self.renamed: dict[str, str] = {}

    @staticmethod
    def legal(op: Operation) -> bool:
        """No quantized type among the types the op was built with (a rule builds on converted values)."""
        if not op.name.startswith(("stablehlo.", "chlo.", "func.")):
            return True
        return not any(quant(t) is not None for t in (*op.operand_types, *op.result_types))

    def resolve(self, name: str) -> str:
        while name in self.renamed:
            name = self.renamed[name]
        return name

    def block(self, block: Block) -> None:
        block.arguments = tuple(self.argument(name, type_) for name, type_ in block.arguments)
        new: list[Operation] = []
        for op in block.operations:
            new.extend(self.op(op))
        block.operations = new

    def argument(self, name: str, type_: Type) -> tuple[str, Type]:
        if storage(type_) != type_:
            self.converted[name] = storage(type_)
        return name, storage(type_)

    def op(self, op: Operation) -> list[Operation]:
        op.operands = tuple(map(self.resolve, op.operands))
        if op.name == "func.return" or self.legal(op):
            op.operand_types = tuple(self.converted.get(n, t) for n, t in zip(op.operands, op.operand_types))
            for region in op.regions:
                for block in region.blocks:
                    self.block(block)
            return [op]
        b = QuantBuilder(self.namer, _no_chlo, op.loc)
        values = self.rewrite(b, op)
        for new in b.ops:
            new.location = op.location
        for old, value in zip(op.results, values):
            self.renamed[old] = value.name
            self.converted[value.name] = value.type
        out: list[Operation] = []
        for new in b.ops:
            out.extend(self.op(new))
        return out

    def rewrite(self, b: QuantBuilder, op: Operation) -> list[Value]:
        originals = [Value(n, t) for n, t in zip(op.operands, op.operand_types)]
        adapted = [Value(n, self.converted.get(n, storage(t))) for n, t in zip(op.operands, op.operand_types)]
        emitted = None  # what the refusing rule reported first
        rule = RULES.get(op.name)
        if rule is not None:
            try:
                return rule(b, op, adapted)
            except Unsupported as refusal:
                b.ops.clear()
                emitted = refusal.args[0] if refusal.args else None
        try:
            return to_qdq(b, op, originals)
        except Unsupported:
            failure = Diagnostic(op.loc, f"failed to legalize operation '{op.name}' that was explicitly marked "
                                         "illegal")
            if emitted is not None:
                raise Diagnostic(op.loc, emitted, follow_ups=(failure,)) from None
            raise failure from None


def _no_chlo(*_: object) -> list[Value]:
    raise NotImplementedError("no CHLO op is expanded here")


def legalize_quant_to_math(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    for func in [op for op in module.op.walk() if op.name == "func.func"]:
        conversion = _Conversion(func)
        function_type = func.attributes.get("function_type")
        if isinstance(function_type, TypeAttr):
            func.attributes["function_type"] = TypeAttr(storage(function_type.type))
        for region in func.regions:
            for block in region.blocks:
                conversion.block(block)
        _retype(func, conversion)
    return module


def _retype(func: Operation, conversion: _Conversion) -> None:
    """Every use reads its value's converted type; every result has its storage type."""
    for op in func.walk():
        if op is func:
            continue
        op.operands = tuple(map(conversion.resolve, op.operands))
        op.operand_types = tuple(conversion.converted.get(n, storage(t)) for n, t in zip(op.operands, op.operand_types))
        op.result_types = tuple(storage(t) for t in op.result_types)
        op.cache.clear()
