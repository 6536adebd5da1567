"""Interpreter results printed in the reference format (see interpret/printing.mlir).

A tensor prints as its type, then its elements as nested lists, one list
level per line (``tensor<2x2xi8> {`` / ``  [`` / ``    [1, 2],`` ...). With
``--interpreter-print-dense`` it prints as a ``dense<...> : tensor<...>``
literal instead. Floats print the way MLIR prints a float attribute: six
fractional digits in exponent form when that reads back to the same value
in the element type, else the shortest digits MLIR's float printer uses for
the type's precision, else (NaN, infinities, large integral values) the bit
pattern in hex (``0x7FC00000``).
"""
from __future__ import annotations

import math
from typing import Any, Sequence

import numpy as np

from ..optable import TokenValue
from ..ir.element_text import dense_literal, element_strings
from ..ir.types import TensorType, TokenType, TupleType, Type

# --- Tensors, tuples, tokens --------------------------------------------------------


def _nested(strings: np.ndarray) -> str:
    """The reference layout: one list level per line, innermost lists on one line."""
    shape = strings.shape
    if not shape:
        return str(strings[()])
    rows = iter(", ".join(row) for row in strings.reshape(math.prod(shape[:-1]), shape[-1]).tolist())
    pieces: list[str] = []

    def emit(depth: int, last: bool) -> None:
        pieces.append("\n" + "  " * (depth + 1) + "[")
        if depth == len(shape) - 1:
            pieces.append(next(rows))
        else:
            for i in range(shape[depth]):
                emit(depth + 1, i == shape[depth] - 1)
        pieces.append("]")
        pieces.append("\n" + "  " * depth if last else ",")

    emit(0, True)
    return "".join(pieces)


def format_value(value: Any, type_: Type, *, dense: bool = False) -> str:
    """One interpreter value (tensor, tuple or token) in the reference format."""
    if isinstance(type_, TokenType) or isinstance(value, TokenValue):
        return str(TokenType())
    if isinstance(type_, TupleType):
        inner = "\n".join(format_value(v, t, dense=dense) for v, t in zip(value, type_.types))
        return f"{type_} {{\n{inner}\n}}" if inner else f"{type_} {{\n}}"
    array = np.asarray(value, dtype=type_.dtype)
    if not type_.is_static:  # print the run-time type: `?` dimensions are known by now
        type_ = TensorType(array.shape, type_.element_type)
    if dense:
        return dense_literal(array, type_)
    return f"{type_} {{{_nested(element_strings(array, type_.element_type))}}}"


def format_results(func_name: str, values: Sequence[Any], types: Sequence[Type], *,
                   dense: bool = False) -> str:
    """What ``--interpret`` prints for ``func_name``: ``Evaluated results of function: NAME``
    (the line lit tests label), then each result on its own lines."""
    lines = [f"Evaluated results of function: {func_name}"]
    lines.extend(format_value(v, t, dense=dense) for v, t in zip(values, types))
    return "".join(line + "\n" for line in lines)
