"""Custom call targets of JAX's shape-polymorphic exports.

``@shape_assertion`` runs as upstream's ``stablehlo-check-shape-assertions`` pass checks it
(transforms/StablehloCheckShapeAssertions.cpp): the operands and attributes first, with its
words, then a false ``assert_what`` is an error whose text is ``error_message`` with its
``{N}`` specifiers filled from the operands after the predicate (``llvm::formatv``; inputs
past the given ones print -1). ``@stablehlo.dynamic_reduce_window`` is ``reduce_window``
with its window attributes given as operands and its body as ``called_computations``;
``@stablehlo.dynamic_rng_bit_generator`` is ``rng_bit_generator`` with the output shape
given as an operand. A custom call with ``indices_of_shape_operands`` (JAX's LAPACK and
ApproxTopK calls in polymorphic exports) gets its results' shapes from those operands, which
the target itself does not see (:func:`split_shape_operands`).
"""
from __future__ import annotations

import re
from typing import Any

import numpy as np

from ...diagnostics import EvalError
from ...ir.attributes import as_enum
from ...ir.types import TensorType, Type

MAX_ERROR_MESSAGE_INPUTS = 32
"""The bound of upstream's check (it formats with a fixed argument list)."""
SUPPORTED_ATTRIBUTES = frozenset({"api_version", "backend_config", "call_target_name", "error_message",
                                  "has_side_effect"})
_SPEC = r"\{\{|\{([^,:}]*)([,:][^}]*)?\}"
"""A format specifier of ``llvm::formatv`` (``{{`` is a brace); compiled on first use."""


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
    for spec in re.finditer(_SPEC, message):
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
    return re.sub(_SPEC, replace, message)


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


def dynamic_rng_bit_generator(operands: tuple, result_types: tuple[Type, ...], attributes: dict[str, Any]) -> Any:
    """``stablehlo.dynamic_rng_bit_generator``: ``(initial_state, output_shape)`` ->
    ``(output_state, output)``, as ``rng_bit_generator`` of that shape."""
    from .random import rng_bit_generator

    output = result_types[1] if len(result_types) == 2 else None
    if len(operands) != 2 or not isinstance(output, TensorType) or output.shape is None:
        raise EvalError("custom call target 'stablehlo.dynamic_rng_bit_generator' expects (state, shape) "
                        "operands and (state, output) results")
    shape = tuple(int(v) for v in np.asarray(operands[1]).reshape(-1))
    if len(shape) != len(output.shape) or any(d is not None and d != s for d, s in zip(output.shape, shape)) \
            or any(s < 0 for s in shape):
        raise EvalError(f"custom call target 'stablehlo.dynamic_rng_bit_generator': output shape {list(shape)} "
                        f"does not fit {output}")
    algorithm = as_enum(attributes.get("rng_algorithm", "DEFAULT"))
    state = result_types[0]
    if not isinstance(state, TensorType):
        raise EvalError(f"custom call target 'stablehlo.dynamic_rng_bit_generator': state type {state}")
    return rng_bit_generator(operands[0], rng_algorithm=algorithm,
                             result_types=(state, TensorType(shape, output.element_type)))


def split_shape_operands(operands: tuple, result_types: tuple[Type, ...], indices: Any) -> tuple[tuple, tuple]:
    """The operands without the shape operands ``indices`` names (one per result, in order),
    and the result types with the shapes they hold."""
    positions = [int(i) for i in np.asarray(getattr(indices, "array", indices)).reshape(-1)]
    if len(positions) != len(result_types) or any(not 0 <= i < len(operands) for i in positions):
        raise EvalError(f"indices_of_shape_operands {positions} must name one operand per result "
                        f"({len(result_types)} results, {len(operands)} operands)")
    typed = []
    for index, t in zip(positions, result_types):
        shape = tuple(int(v) for v in np.asarray(operands[index]).reshape(-1))
        if not isinstance(t, TensorType) or t.shape is None or len(shape) != len(t.shape) or \
                any(d is not None and d != s for d, s in zip(t.shape, shape)) or any(s < 0 for s in shape):
            raise EvalError(f"shape operand #{index} {list(shape)} does not fit result type {t}")
        typed.append(TensorType(shape, t.element_type))
    kept = tuple(v for i, v in enumerate(operands) if i not in positions)
    return kept, tuple(typed)
