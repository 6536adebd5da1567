"""The two passes between quantized ops and dequantize-op-quantize (QDQ) chains, on the shared
rewriter (upstream's StablehloLegalizeQuantizedOpToQDQ.cpp and StablehloLegalizeQDQToQuantizedOp.cpp):

- ``--stablehlo-legalize-quantized-op-to-qdq``: an op of :data:`DECOMPOSED` with a quantized
  operand or result becomes ``uniform_dequantize`` of each quantized operand, the op on the
  expressed (float) types, and ``uniform_quantize`` of each quantized result;
- ``--stablehlo-legalize-qdq-to-quantized-op``: ``uniform_quantize`` of a region-free,
  one-result op on floats whose every operand is a ``uniform_dequantize`` becomes that op on
  the quantized operands with the quantize's result type (placed right after the float op; the
  chain it replaces is left to the greedy driver's dead-op erasure).
"""
from __future__ import annotations

from typing import Any

from ..diagnostics import Diagnostic
from ..ir.module import Module, Operation
from ..ir.types import QuantizedType, TensorType, Type
from .rewrite import Config, Pattern, Rewriter, apply_patterns_greedily

DECOMPOSED = tuple("stablehlo." + name for name in (
    "abs", "add", "atan2", "batch_norm_grad", "batch_norm_inference", "batch_norm_training", "cbrt", "ceil",
    "cholesky", "clamp", "compare", "convolution", "cosine", "divide", "dot_general", "dot",
    "exponential_minus_one", "exponential", "floor", "log_plus_one", "logistic", "log", "maximum", "minimum",
    "multiply", "negate", "power", "reduce_precision", "remainder", "round_nearest_afz", "round_nearest_even",
    "rsqrt", "select", "sign", "sine", "sqrt", "subtract", "tanh", "tan", "triangular_solve"))
"""The ops upstream's populateStablehloLegalizeQuantizedOpToQDQPatterns lists."""


def is_quantized(type_: Type) -> bool:
    return isinstance(type_, TensorType) and isinstance(type_.element_type, QuantizedType)


def expressed(type_: Type) -> Type:
    """The type with a quantized element type replaced by its expressed type."""
    if not is_quantized(type_):
        return type_
    assert isinstance(type_, TensorType) and isinstance(type_.element_type, QuantizedType)
    return TensorType(type_.shape, type_.element_type.expressed_type, type_.bounds, type_.encoding)


def _decompose_match(op: Operation, rw: Rewriter) -> Any:
    return any(map(is_quantized, op.operand_types)) or any(map(is_quantized, op.result_types))


def _decompose(op: Operation, rw: Rewriter, _: Any) -> None:
    operands = [rw.create("stablehlo.uniform_dequantize", [name], [expressed(type_)]).results[0]
                if is_quantized(type_) else name for name, type_ in zip(op.operands, op.operand_types)]
    new = rw.create(op.name, operands, [expressed(t) for t in op.result_types], dict(op.attributes))
    results = [rw.create("stablehlo.uniform_quantize", [value], [old]).results[0] if is_quantized(old) else value
               for value, old in zip(new.results, op.result_types)]
    rw.replace_op(op, results)


QUANTIZED_OP_TO_QDQ = tuple(Pattern("quantized_op_to_qdq", name, _decompose_match, _decompose) for name in DECOMPOSED)


def _compose_match(op: Operation, rw: Rewriter) -> Any:
    compute = rw.defining_op(op.operands[0]) if op.operands else None
    if compute is None or compute.regions or len(compute.results) > 1 or not compute.operands:
        return None
    if any(map(is_quantized, compute.operand_types)):
        return None
    quantized = []
    for name in compute.operands:
        dequantize = rw.defining_op(name)
        if dequantize is None or dequantize.name != "stablehlo.uniform_dequantize":
            return None
        quantized.append(dequantize.operands[0])
    return compute, quantized


def _compose(op: Operation, rw: Rewriter, capture: tuple[Operation, list[str]]) -> None:
    compute, quantized = capture
    block = rw.block_of[id(compute)]
    ops = rw.ops_of(block)
    following = ops.index(compute) + 1
    where = (block, ops[following] if following < len(ops) else None)
    new = rw.create(compute.name, quantized, op.result_types, dict(compute.attributes), like=compute, where=where)
    rw.replace_all_uses(op.results[0], new.results[0])


QDQ_TO_QUANTIZED_OP = (Pattern("qdq_to_quantized_op", "stablehlo.uniform_quantize", _compose_match, _compose),)


def _run(module: Module, patterns: tuple[Pattern, ...], failure: str) -> Module:
    config = Config()
    for func in [op for op in module.op.walk() if op.name == "func.func" and op.regions and op.regions[0].blocks]:
        if not apply_patterns_greedily(func, patterns, config):
            raise Diagnostic(func.loc, f"{failure} in {config.max_iterations} iterations")
    return module


def legalize_quantized_op_to_qdq(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    return _run(module, QUANTIZED_OP_TO_QDQ, "Failed to converge StablehloLegalizeQuantizedOpToQDQ")


def legalize_qdq_to_quantized_op(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    return _run(module, QDQ_TO_QUANTIZED_OP, "Failed to converge StablehloLegalizeQDQToQuantizedOpPass")
