"""Element values and dense literals as MLIR prints them: floats in their type's semantics
(float_text.py), complex pairs, booleans, integers; ``dense<...> : tensor<...>`` literals."""
from __future__ import annotations

from typing import Any

import numpy as np

from .types import (TensorType, complex_part_type, dtype_of, is_bool, is_complex, is_float, is_unsigned,
                    storage_type)

HEX_ELEMENT_LIMIT = 100
"""Dense literals with more elements than this (and not splats) print as ``dense<"0x...">``, as MLIR does."""


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


def dense_literal(array: np.ndarray, tensor_type: TensorType) -> str:
    """``dense<...> : tensor<...>`` as MLIR prints a DenseElementsAttr."""
    element_type = tensor_type.element_type
    if array.size == 0:
        body = ""
    else:
        from .attributes import flat_elements

        flat = flat_elements(array)
        if flat.size == 1 or (flat.view(np.uint8).reshape(flat.size, -1) == flat[:1].view(np.uint8)).all():
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
