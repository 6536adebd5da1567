"""Grammar callbacks of types (spec.md#types): tensors, tuples, quantized, function and
dialect types, each checked where MLIR checks it while parsing."""
from __future__ import annotations

import re
from typing import Any

from ..ir import attributes as A
from ..ir.types import (ELEMENT_DTYPES, UNSUPPORTED_ELEMENT_TYPES, FunctionType, OpaqueType, QuantizedType,
                        TensorType, TokenType, TupleType, Type)
from .driver import Token
from .raw import CallbackBase, located_at, normalize_space, skip_space
from .syntax.forms import LocatedError

_DIMS_CACHE: dict[str, TensorType] = {}


def _dims(text: str) -> tuple[int | None, ...]:
    return tuple(None if d == "?" else int(d) for d in text.split("x")[:-1])


def _simple_tensor(text: str) -> tuple[tuple[int | None, ...], str]:
    """A TENSOR_SIMPLE token (``tensor<2x?xf32>``) -> its dimensions and element type: the
    longest run of ``(\\d+|?)x`` after ``tensor<``, then the rest (str methods: no regex)."""
    inner, start = text[7:-1], 0
    dims: list[int | None] = []
    while True:
        end = inner.find("x", start)
        dim = inner[start:end]
        if end < 0 or not (dim == "?" or dim.isdecimal()):
            return tuple(dims), inner[start:]
        dims.append(None if dim == "?" else int(dim))
        start = end + 1


_BLANKS = re.compile(r"(?:\s|//[^\n]*)*")
"""White space and comments: what MLIR's lexer skips before a token."""


def _check_element(element: Any, token: Token, offset: int | None = None) -> None:
    """Known element types, and MLIR's integers of any width (``i10`` parses; having no
    numpy dtype, ops reject it when verified or run), complex types of any integer or float
    type (ops reject those but complex<f32>/complex<f64>). ``offset``: the element's place in
    ``token``, where MLIR reports a builtin type that is no tensor element."""
    if isinstance(element, str) and element not in ELEMENT_DTYPES:
        from . import parse_checks

        if parse_checks.is_integer_type(element):
            return
        if element.startswith("complex<") and element.endswith(">"):
            part = element[len("complex<"):-1]
            if parse_checks.is_integer_type(part) or (part in ELEMENT_DTYPES and part[:1] in "fbt"):
                return
        if offset is not None and (element == "none" or element.startswith(("tuple<", "tensor<", "("))):
            raise LocatedError("invalid tensor element type", token.line, token.column + offset)
        if element in UNSUPPORTED_ELEMENT_TYPES:
            raise located_at(token, f"element type {element} is not supported")
        raise located_at(token, f"unknown element type {element}")


def _check_dialect_type(name: str, token: Token) -> None:
    """``!stablehlo.<name>``: the dialect has only the types it names."""
    from . import parse_checks

    dialect, _, kind = name[1:].partition(".")
    if dialect == "stablehlo" and kind not in parse_checks.STABLEHLO_TYPES:
        raise located_at(token, f"unknown stablehlo type: {kind}")


def _top_level_items(text: str) -> list[str]:
    """The comma-separated items of ``text`` outside brackets."""
    items, depth, start = [], 0, 0
    for i, char in enumerate(text):
        if char in "<([{":
            depth += 1
        elif char in ")]}" or (char == ">" and text[i - 1:i] != "-"):
            depth -= 1
        elif char == "," and depth == 0:
            items.append(text[start:i].strip())
            start = i + 1
    return items + [text[start:].strip()] if text.strip() else items


class TypeCallbacks(CallbackBase):
    """Callbacks of the type rules."""

    def fn_type(self, *items) -> FunctionType:
        self._arrow = items[-2]
        return FunctionType(tuple(t for t in items[:-2] if t is not None), tuple(items[-1]))

    def one_result(self, type_: Type) -> list:
        return [type_]

    def many_results(self, *types) -> list:
        return [t for t in types if t is not None]

    def simple_tensor(self, token: Token) -> TensorType:
        text = str(token)
        cached = _DIMS_CACHE.get(text)
        if cached is None:
            dims, element = _simple_tensor(text)
            at = 7
            for dim in dims:  # MLIR: a dimension beyond int64 is invalid, at the dimension
                if dim is not None and dim >> 63:
                    raise LocatedError("invalid dimension", token.line, token.column + at)
                at += 2 if dim is None else len(str(dim)) + 1
            _check_element(element, token, len(text) - 1 - len(element))
            cached = _DIMS_CACHE[text] = TensorType(dims, element)
        return cached

    def tensor(self, opener: Token, body: TensorType) -> TensorType:
        from . import parse_checks

        element = body.element_type
        if element == "none" or isinstance(element, (TupleType, TensorType, FunctionType)):
            text = self.text
            at = re.compile(r"\s*(?:(?:\d+|\?)\s*x\s*)*").match(text, opener.end_pos).end()
            raise self._error_at(at, "invalid tensor element type")
        _check_element(element, opener)
        unranked = body.shape is None
        # MLIR verifies the encoding against the parsed dimensions (none for `*`)
        problem = parse_checks.check_bounds(TensorType((), element, body.bounds) if unranked else body)
        if problem is not None:  # MLIR: at the '>' closing the tensor type
            raise self._error_at(self._after_angles(opener.end_pos) - 1, problem)
        if unranked and (body.bounds is not None or body.encoding is not None):
            end = self._after_angles(opener.end_pos)  # MLIR: at the token after the type
            at = _BLANKS.match(self.text, end).end()
            raise self._error_at(at, "cannot apply encoding to unranked tensor")
        return body

    def tensor_body(self, *items) -> TensorType:
        dims, encoding = items[0], items[-1]
        element = items[-2]
        shape = None if items[1] == "*x" else (_dims(dims) if dims is not None else ())
        if encoding is None:
            return TensorType(shape, element)
        if isinstance(encoding, A.StructAttr) and encoding.kind in ("bounds", "type_extensions"):
            bounds = encoding.get("bounds", ())
            return TensorType(shape, element, bounds=tuple(bounds))
        text = encoding.text if isinstance(encoding, A.OpaqueAttr) else str(encoding)
        return TensorType(shape, element, encoding=text)

    def tuple_type(self, opener: Token, *types) -> TupleType:
        return TupleType(tuple(t for t in types if t is not None))

    def quant_type(self, opener: Token, body: QuantizedType) -> QuantizedType:
        from . import parse_checks

        problem = parse_checks.check_quantized_type(body)
        if problem is not None:
            raise located_at(opener, problem)
        return body

    def quant_body(self, storage, range_, expressed, axis, params) -> QuantizedType:
        low, high = range_ if range_ is not None else (None, None)
        return QuantizedType(str(storage), str(expressed), tuple(p[0] for p in params),
                             tuple(p[1] for p in params), None if axis is None else int(axis), low, high)

    def quant_range(self, low: Token, high: Token) -> tuple:
        return int(low), int(high)

    def quant_params(self, *params) -> list:
        return list(params)

    def quant_param(self, scale: Token, zero_point: Token | None) -> tuple:
        return float(scale), 0 if zero_point is None else int(zero_point)

    def scalar_type(self, token: Token) -> str:
        return str(token)

    def bang_type(self, token: Token) -> Type:
        name = str(token)
        if name == "!stablehlo.token":
            return TokenType()
        _check_dialect_type(name, token)
        return self.type_aliases.get(name) or OpaqueType(name)

    def opaque_type(self, opener: Token, span) -> OpaqueType:
        if opener == "complex<":  # complex<f32> and complex<f64> are COMPLEX_TYPE tokens
            name = normalize_space(self._close(span, opener, ">"))
            part = name[len("complex<"):-1].strip()
            from . import parse_checks

            if (part in ELEMENT_DTYPES and part[:1] in "fbt") or parse_checks.is_integer_type(part):
                return f"complex<{part}>"
            raise self._error_at(skip_space(self.text, opener.end_pos), "invalid element type for complex")
        _check_dialect_type(str(opener)[:-1], opener)
        text = normalize_space(self._close(span, opener, ">"))
        if str(opener) == "!stablehlo.future<":
            for element in _top_level_items(text[len("!stablehlo.future<"):-1]):
                if not element.startswith("tensor<") or element.startswith("tensor<*"):
                    raise located_at(opener, f"future element type must be a ranked tensor, but got '{element}'")
        return OpaqueType(text)
