"""Custom call targets of JAX's shape-polymorphic exports.

``@shape_assertion`` runs as upstream's ``stablehlo-check-shape-assertions`` pass checks it
(transforms/StablehloCheckShapeAssertions.cpp): the operands and attributes first, with its
words, then a false ``assert_what`` is an error whose text is ``error_message`` with its
``{N}`` specifiers filled from the operands after the predicate (``llvm::formatv``; inputs
past the given ones print -1). ``@stablehlo.dynamic_reduce_window`` is ``reduce_window``
with its window attributes given as operands and its body as ``called_computations``.
"""
from __future__ import annotations

import re
from typing import Any

import numpy as np

from ...diagnostics import EvalError
from ...ir.types import TensorType, Type

MAX_ERROR_MESSAGE_INPUTS = 32
"""The bound of upstream's check (it formats with a fixed argument list)."""
SUPPORTED_ATTRIBUTES = frozenset({"api_version", "backend_config", "call_target_name", "error_message",
                                  "has_side_effect"})
_SPEC = re.compile(r"\{\{|\{([^,:}]*)([,:][^}]*)?\}")


def _scalar_int(t: Type, widths: tuple[int, ...]) -> bool:
    return (isinstance(t, TensorType) and t.shape == () and str(t.element_type) in {f"i{w}" for w in widths})


def shape_assertion(operands: tuple, operand_types: tuple[Type, ...], result_types: tuple[Type, ...],
                    attributes: dict[str, Any]) -> None:
    """Checks the assertion; raises its formatted message when ``assert_what`` is false
    (``attributes``: all of the op's, as the IR holds them)."""
    if not 1 <= len(operands) <= 1 + MAX_ERROR_MESSAGE_INPUTS:
        raise EvalError(f"expects 1 <= size(operands) <= {1 + MAX_ERROR_MESSAGE_INPUTS}")
    if result_types:
        raise EvalError("expects size(results) = 0")
    for name in attributes:
        if name not in SUPPORTED_ATTRIBUTES:
            raise EvalError(f"{name} is not a supported attribute")
    config = attributes.get("backend_config")
    if config is not None and str(config) not in ("", "{}"):
        raise EvalError("expects an empty backend_config")
    if not _scalar_int(operand_types[0], (1,)):
        raise EvalError("expects assert_what (operand #0) to be a constant of type tensor<i1>")
    for i, t in enumerate(operand_types[1:], 1):
        if not _scalar_int(t, (32, 64)):
            raise EvalError(f"expects error_message_input (operand #{i}) to be a constant of type tensor<i32> "
                            "or tensor<i64>")
    if "error_message" not in attributes:
        raise EvalError("expects an error_message attribute")
    message = str(attributes["error_message"])
    inputs = len(operands) - 1
    for spec in _SPEC.finditer(message):
        index = spec.group(1)
        if index is not None and index.isdigit() and not int(index) < inputs:
            raise EvalError("expects error_message to contain format specifiers with error_message_input index "
                            f"less than {inputs}. Found specifier {spec.group(0)}")
    if bool(np.asarray(operands[0])):
        return
    raise EvalError(format_message(message, [int(np.asarray(v)) for v in operands[1:]]))


def format_message(message: str, values: list[int]) -> str:
    """``llvm::formatv(message, values...)`` for integer values (``{{`` is a brace; a
    replacement's layout and style options are ignored, as they are for plain integers)."""
    if not values:
        return message
    padded = values + [-1] * (MAX_ERROR_MESSAGE_INPUTS - len(values))

    def replace(spec: re.Match) -> str:
        if spec.group(0) == "{{":
            return "{"
        index = spec.group(1).strip()
        return str(padded[int(index)]) if index.isdigit() and int(index) < len(padded) else spec.group(0)
    return _SPEC.sub(replace, message)


def dynamic_reduce_window(operands: tuple, ctx: Any, called: tuple) -> Any:
    """``stablehlo.dynamic_reduce_window``: inputs, init values, then window dimensions,
    strides, base and window dilations and padding as operands; the body is the function
    ``called_computations`` names."""
    from ..executor import RegionFn
    from .windows import reduce_window

    if len(operands) < 7 or (len(operands) - 5) % 2:
        raise EvalError("custom call target 'stablehlo.dynamic_reduce_window' expects 2N+5 operands")
    func = ctx.functions.get(called[0].path[-1]) if called and ctx is not None else None
    if func is None or not func.regions:
        raise EvalError("custom call target 'stablehlo.dynamic_reduce_window' needs its body function in "
                        "called_computations")
    n = (len(operands) - 5) // 2
    window, strides, base, dilations, padding = (np.asarray(v) for v in operands[2 * n:])
    if padding.ndim != 2 or padding.shape[-1:] != (2,):
        raise EvalError("custom call target 'stablehlo.dynamic_reduce_window' expects an Nx2 padding operand")
    ints = lambda v: tuple(int(x) for x in v.reshape(-1))  # noqa: E731
    return reduce_window(*operands[:2 * n], window_dimensions=ints(window), window_strides=ints(strides),
                         base_dilations=ints(base), window_dilations=ints(dilations), padding=list(ints(padding)),
                         regions=(RegionFn(ctx, func.regions[0], {}),))
