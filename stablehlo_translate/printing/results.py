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
from ..ir.types import (TensorType, TokenType, TupleType, Type, complex_part_type, dtype_of, is_bool,
                    is_complex, is_float, is_unsigned, storage_type)

HEX_ELEMENT_LIMIT = 100
"""Dense literals with more elements than this (and not splats) print as ``dense<"0x...">``, as MLIR does."""


# --- Floats ------------------------------------------------------------------------

def format_float_attr(x: float, element_type: str = "f64") -> str:
    """A float attribute value as MLIR prints it (``1.000000e+00``, ``0.1``, ``0x7FF8000000000000``)."""
    from .float_text import float_text  # floats only: not on an integer program's path

    dtype = dtype_of(element_type)
    with np.errstate(over="ignore"):  # a value beyond the type's range prints as its rounding, inf
        bits = np.array(x, dtype=np.float64).astype(dtype).view(f"u{dtype.itemsize}")
    return float_text(int(bits), element_type)


def _float_strings(array: np.ndarray, element_type: str) -> np.ndarray:
    """Formatted floats, each distinct bit pattern formatted once."""
    from .float_text import FEW, float_texts

    bits = np.ascontiguousarray(array).view(f"u{array.dtype.itemsize}").reshape(-1)
    if len(bits) <= FEW:
        return float_texts(bits, element_type).reshape(array.shape)
    unique, inverse = np.unique(bits, return_inverse=True)
    return float_texts(unique, element_type)[inverse].reshape(array.shape)


def element_strings(array: np.ndarray, element_type: Any, *, dense: bool = False) -> np.ndarray:
    """An object array of the formatted elements of ``array`` (same shape).

    Complex elements print as ``[re, im]`` (``(re,im)`` in dense literals).
    """
    element_type = storage_type(element_type)
    array = np.asarray(array, dtype=dtype_of(element_type))
    if is_bool(element_type):
        return np.where(array, "true", "false").astype(object)
    if is_complex(element_type):
        part = complex_part_type(element_type)
        real = _float_strings(np.ascontiguousarray(array.real), part)
        imag = _float_strings(np.ascontiguousarray(array.imag), part)
        pairs = "(" + real + "," + imag + ")" if dense else "[" + real + ", " + imag + "]"
        return np.asarray(pairs, dtype=object).reshape(array.shape)
    if is_float(element_type):
        return _float_strings(array, element_type)
    wide = array.astype(np.uint64 if is_unsigned(element_type) else np.int64)
    return wide.astype(str).astype(object)


def format_element(value: Any, element_type: Any) -> str:
    """One element (a numpy scalar or 0-d array) as the interpreter prints it."""
    return str(element_strings(np.asarray(value), element_type).reshape(-1)[0])


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


def dense_literal(array: np.ndarray, tensor_type: TensorType) -> str:
    """``dense<...> : tensor<...>`` as MLIR prints a DenseElementsAttr."""
    element_type = tensor_type.element_type
    if array.size == 0:
        body = ""
    else:
        flat = np.ascontiguousarray(array).reshape(-1)
        if (flat.view(np.uint8).reshape(flat.size, -1) == flat[:1].view(np.uint8)).all():
            body = str(element_strings(flat[:1], element_type, dense=True)[0])
        elif array.size > HEX_ELEMENT_LIMIT:
            body = '"0x' + np.ascontiguousarray(array).tobytes().hex().upper() + '"'
        else:
            strings = element_strings(array, element_type, dense=True)
            body = _bracketed(strings)
    return f"dense<{body}> : {tensor_type}"


def _bracketed(strings: np.ndarray) -> str:
    if strings.ndim == 0:
        return str(strings[()])
    return "[" + ", ".join(_bracketed(sub) for sub in strings) + "]" if strings.ndim > 1 else \
        "[" + ", ".join(strings.tolist()) + "]"


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
