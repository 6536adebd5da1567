"""``--stablehlo-check-shape-assertions[=enable-shape-assertions=B]``: JAX's
``custom_call @shape_assertion(%pred, %inputs...) {error_message = "..."}`` checked where its
operands are constants, as upstream's StablehloCheckShapeAssertions pass does.

A well-formed assertion whose predicate is a constant true is erased; a constant false is an
error at the op with ``error_message`` formatted by llvm::formatv (``{0}`` the first input);
a predicate or input that is not a constant is an error. With ``enable-shape-assertions=false``
every assertion is erased unchecked.
"""
from __future__ import annotations

import re

from ..diagnostics import Diagnostic, UNKNOWN_LOC
from ..ir.module import Module, Operation
from ..ir.types import TensorType
from ..verification.verifier import CONSTANT_OPS, constant_value
from .optimization import parse_bool

TARGET = "shape_assertion"
MAX_INPUTS = 32
_ALLOWED_ATTRIBUTES = ("api_version", "backend_config", "call_target_name", "error_message", "has_side_effect")


def check_shape_assertions(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    enabled = parse_bool("enable-shape-assertions", options.get("enable-shape-assertions", "true"))
    for func in [op for op in module.op.walk() if op.name == "func.func"]:
        defs = {name: op for op in func.walk() if op.name in CONSTANT_OPS for name in op.results}
        for block in (b for op in func.walk() for r in op.regions for b in r.blocks):
            kept = []
            for op in block.operations:
                if op.name == "stablehlo.custom_call" and op.attributes.get("call_target_name") == TARGET:
                    if not enabled:
                        continue
                    error = _check(op, defs)
                    if error is None:
                        continue
                    diagnostics.append(Diagnostic(op.loc or UNKNOWN_LOC, error))
                kept.append(op)
            block.operations = kept
    return module


def _check(op: Operation, defs: dict[str, Operation]) -> str | None:
    """None when the assertion holds (and may be erased), else upstream's message."""
    error = _malformed(op)
    if error is not None:
        return error
    values = [constant_value(defs[n]) if n in defs else None for n in op.operands]
    if values[0] is None:
        return "expects static assert_what (operand #0)"
    if bool(values[0].reshape(-1)[0]):
        return None
    for i, value in enumerate(values[1:], 1):
        if value is None:
            return f"expects static error_message_input (operand #{i})"
    return format_message(str(op.attributes["error_message"]), [int(v.reshape(-1)[0]) for v in values[1:]])


def _malformed(op: Operation) -> str | None:
    """Upstream's verifyShapeAssertion."""
    if not 1 <= len(op.operands) <= 1 + MAX_INPUTS:
        return f"expects 1 <= size(operands) <= {1 + MAX_INPUTS}"
    if op.results:
        return "expects size(results) = 0"
    for name in sorted(op.attributes):
        if name not in _ALLOWED_ATTRIBUTES:
            return f"{name} is not a supported attribute"
    backend = op.attributes.get("backend_config")
    if backend not in (None, "") and not (isinstance(backend, dict) and not backend):
        return "expects an empty backend_config"
    if not _scalar_int(op.operand_types[0], (1,)):
        return "expects assert_what (operand #0) to be a constant of type tensor<i1>"
    for i, t in enumerate(op.operand_types[1:], 1):
        if not _scalar_int(t, (32, 64)):
            return f"expects error_message_input (operand #{i}) to be a constant of type tensor<i32> or tensor<i64>"
    message = op.attributes.get("error_message")
    if not isinstance(message, str):
        return "expects an error_message attribute"
    inputs = len(op.operands) - 1
    for spec in re.finditer(r"\{([^,:}]*)[,:}]", message):
        text = spec.group(1)
        if re.fullmatch(r"[0-9]+", text) and not int(text) < inputs:
            return (f"expects error_message to contain format specifiers with error_message_input index less "
                    f"than {inputs}. Found specifier {spec.group(0)}")
    return None


def _scalar_int(t: object, widths: tuple[int, ...]) -> bool:
    return isinstance(t, TensorType) and t.shape == () and t.element_type in {f"i{w}" for w in widths}


def format_message(message: str, inputs: list[int]) -> str:
    """llvm::formatv of ``message`` with ``inputs`` (a missing input formats as -1): ``{N}`` and
    ``{N,align:style}`` become the value, ``{{`` a literal brace."""
    if not inputs:
        return message

    def replace(match: re.Match) -> str:
        if match.group(0) == "{{":
            return "{"
        index = int(match.group(1))
        return str(inputs[index] if index < len(inputs) else -1)

    return re.sub(r"\{\{|\{\s*([0-9]+)[^}]*\}", replace, message)


__all__ = ["check_shape_assertions", "format_message"]
