"""MLIR text -> :mod:`ir` (spec.md#programs).

The grammar's LALR tables run by the fast driver (driver.py; the tables are cached on
disk, so Lark is not even imported), with Lark's own parser built only when the driver
falls back (syntax errors, rare tokens). The grammar callbacks (:class:`_Callbacks`) turn the
text into raw ops in one pass; :class:`Resolver` then names SSA values, checks their uses,
fills in operand types and turns pretty forms into generic operations through the op table
(syntax.py). parse_checks (upstream's checks of rarer constructs) is imported where first needed.
"""
from __future__ import annotations

import os
import re
import sys
from types import MappingProxyType
from typing import Any

import numpy as np

from ..ir import attributes as A
from ..ir import module as ir
from .syntax import forms as syntax
from ..diagnostics import Loc, ParseError
from . import driver
from .driver import Fallback, FastDriver, Token
from ..gc_pause import paused_gc
from .resolver import Resolver
from ..ir.types import (ELEMENT_DTYPES, UNSUPPORTED_ELEMENT_TYPES, FunctionType, OpaqueType, QuantizedType,
                    TensorType, TokenType, TupleType, Type, UnsupportedTypeError)

_STARTS = ["module_text", "attribute_text", "type_text"]
_PARSER: Any = None
"""Lark's parser and its transformer, built when the fast driver first falls back."""
_DRIVER: FastDriver | None = None
_CALLBACKS: "_Callbacks | None" = None


_Located = syntax.LocatedError


def _at(token: Token, message: str) -> _Located:
    return _Located(message, token.line or 1, token.column or 1)


_EMPTY: Any = MappingProxyType({})
"""The properties and attributes of a raw op that spells none (read-only: every op shares it)."""


class RawOp:
    """An op as written, before SSA names are resolved."""

    __slots__ = ("form", "name", "line", "col", "name_line", "name_col", "results", "result_token", "location", "operands",
                 "successors", "properties", "regions", "attributes", "fn_type", "pieces",
                 "signature", "trailer", "args", "type_at")

    def __init__(self, form: str, name: str, token: Token):
        self.form, self.name = form, name
        self.line, self.col = token.line, token.column
        self.name_line, self.name_col = self.line, self.col
        self.results: list[str] | tuple = ()
        self.result_token: Token | None = None
        self.location: str | None = None
        self.operands: list[Token] | tuple = ()
        self.successors: tuple[str, ...] = ()
        self.properties: dict = _EMPTY
        self.regions: list | tuple = ()
        self.attributes: dict = _EMPTY
        self.fn_type: FunctionType | None = None
        self.pieces: list | tuple = ()
        self.signature: tuple | None = None
        self.trailer: tuple | None = None
        self.args: list | tuple = ()
        self.type_at: tuple[int, int] | None = None
        """(line, column) of a generic op's function type."""


class RawBlock:
    __slots__ = ("label", "args", "ops")

    def __init__(self, label: str | None, args: list, ops: list):
        self.label, self.args, self.ops = label, args, ops


def _raw_region(items: tuple) -> list[RawBlock]:
    blocks: list[RawBlock] = []
    ops: list[RawOp] = []
    for item in items:
        if isinstance(item, RawBlock):
            blocks.append(item)
        else:
            ops.append(item)
    if ops or not blocks:
        blocks.insert(0, RawBlock(None, [], ops))
    return blocks


_DIMS_CACHE: dict[str, TensorType] = {}
_DENSE_CACHE: dict[tuple[str, Type], A.DenseElementsAttr] = {}
"""Short dense literals by text and type: JAX repeats the same splats and small constants
(the attribute, and its array, is shared by every op that spells it so: never written to)."""
_DENSE_CACHE_TEXT, _DENSE_CACHE_SIZE = 256, 4096
_DYNAMIC = object()
"""``?`` in ``#stablehlo.bounds<3, ?>``."""


def _dims(text: str) -> tuple[int | None, ...]:
    return tuple(None if d == "?" else int(d) for d in text.split("x")[:-1])


def _simple_tensor(text: str) -> tuple[tuple[int | None, ...], str]:
    """A TENSOR_SIMPLE token (``tensor<2x?xf32>``) -> its dimensions and element type: the
    longest run of ``(\\d+|?)x`` after ``tensor<``, then the rest (str methods: no regex)."""
    inner, dims, start = text[7:-1], [], 0
    while True:
        end = inner.find("x", start)
        dim = inner[start:end]
        if end < 0 or not (dim == "?" or dim.isdecimal()):
            return tuple(dims), inner[start:]
        dims.append(None if dim == "?" else int(dim))
        start = end + 1


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
            raise _Located("invalid tensor element type", token.line, token.column + offset)
        if element in UNSUPPORTED_ELEMENT_TYPES:
            raise _at(token, f"element type {element} is not supported")
        raise _at(token, f"unknown element type {element}")


def _ints(values: Any) -> Any:
    """Attribute values inside ``#stablehlo.*<...>`` -> plain Python values."""
    if isinstance(values, tuple):
        return tuple(_ints(v) for v in values)
    if isinstance(values, A.IntegerAttr):
        return values.value
    if isinstance(values, A.FloatAttr):
        return values.value
    if values is _DYNAMIC:
        return None
    return values


def _skip(text: str, at: int) -> int:
    """The offset of the first non-space character from ``at``."""
    while at < len(text) and text[at].isspace():
        at += 1
    return at


class _Callbacks:
    """Grammar callbacks: text -> raw ops, types and attribute values. Each is called with the
    rule's kept children as arguments (Lark's ``v_args(inline=True)``)."""

    def reset(self, text: str) -> None:
        self.text = text
        self._number: tuple[Any, Token] | None = None
        """The last number literal and its token (typed() checks it against its type)."""
        self.attr_aliases: dict[str, Any] = {}
        self.type_aliases: dict[str, Type] = {}

    def _line_col(self, at: int) -> tuple[int, int]:
        """(line, column) of offset ``at`` of the text."""
        text = self.text
        return text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at)

    def _error_at(self, at: int, message: str) -> _Located:
        """``message`` at offset ``at`` of the text."""
        return _Located(message, *self._line_col(at))

    def _close(self, span: tuple[int, int] | None, opener: Token, closer: str) -> str:
        start = span[1] if span else opener.end_pos
        end = self.text.find(closer, start) + 1
        return self.text[opener.start_pos:end]

    # -- top level ---------------------------------------------------------------
    def module_text(self, *items: Any) -> list:
        return [i for i in items if isinstance(i, RawOp)]

    def attribute_text(self, value: Any) -> Any:
        return value

    def type_text(self, value: Any) -> Any:
        return value

    def attr_alias(self, name: Token, value: Any) -> None:
        self.attr_aliases[str(name)] = value

    def type_alias(self, name: Token, value: Type) -> None:
        self.type_aliases[str(name)] = value

    # -- operations ------------------------------------------------------------------
    def operation(self, result: Token | None, op: RawOp, location: str | None) -> RawOp:
        if result is not None:
            op.results = _result_names(result)
            op.result_token = result
            op.line, op.col = result.line, result.column
        op.location = location
        return op

    def generic_op(self, name: Token, uses, successors, props, regions, attrs, fn_type) -> RawOp:
        op = RawOp("generic", A.decode_string(name), name)
        op.operands = uses or []
        op.successors = tuple(successors or ())
        op.properties = props or {}
        op.regions = [(r, None) for r in regions or ()]
        op.attributes = attrs or {}
        op.fn_type = fn_type
        op.type_at = self._fn_type_start(self._arrow)
        return op

    def _fn_type_start(self, arrow: Token) -> tuple[int, int]:
        """(line, column) of the ``(`` opening the function type whose ``->`` is ``arrow``."""
        text, at, depth = self.text, arrow.start_pos - 1, 0
        while at > 0:
            depth += {")": 1, "(": -1}.get(text[at], 0)
            if not depth and text[at] == "(":
                break
            at -= 1
        return self._line_col(at)

    def uses(self, *uses: Token) -> list:
        return list(uses)

    def successors(self, *labels: Token) -> tuple:
        return tuple(map(str, labels))

    def props(self, value: dict) -> dict:
        return value

    def generic_regions(self, *regions: list) -> list:
        return list(regions)

    def func_op(self, kw, visibility, name, args, arrow, results, attrs_kw, attrs, region) -> RawOp:
        op = RawOp("func", "func.func", kw)
        args = [a for a in args or () if a is not None]
        if len({a[0] is None for a in args}) > 1:  # named and unnamed arguments mixed
            from . import parse_checks
            from .parse_errors import mixed_function_arguments

            message, pos = mixed_function_arguments(self.text, name.end_pos)
            raise _Located(f"custom op 'func.func' {message}", *parse_checks.line_col(self.text, pos))
        results = results or []
        ftype = FunctionType(tuple(a[1] for a in args), tuple(r[0] for r in results))
        op.attributes = {"sym_name": A.SymbolRefAttr(_symbol_path(name)).name,
                         "function_type": A.TypeAttr(ftype)}
        if visibility is not None:
            op.attributes["sym_visibility"] = visibility
        if any(a[2] for a in args):
            op.attributes["arg_attrs"] = tuple(a[2] or {} for a in args)
        if any(r[1] for r in results):
            op.attributes["res_attrs"] = tuple(r[1] or {} for r in results)
        op.attributes.update(attrs or {})
        if region is not None:
            op.args = [(a[0], a[1]) for a in args]
            if any(a[0] is None for a in args):  # FuncOp's verifier, as the body has no arguments
                raise _at(kw, f"'func.func' op entry block must have {len(args)} arguments to match function "
                              "signature")
            op.regions = [(region, "func")]
        return op

    def visibility(self, token: Token) -> str:
        return str(token)

    def func_args(self, *args) -> list:
        return list(args)

    def named_arg(self, use: Token, type_: Type, attrs, location) -> tuple:
        return (use, type_, attrs)

    def anon_arg(self, type_: Type, attrs) -> tuple:
        return (None, type_, attrs)

    def func_one_result(self, type_: Type) -> list:
        return [(type_, None)]

    def func_results(self, *results) -> list:
        return [r for r in results if r is not None]

    def func_result(self, type_: Type, attrs) -> tuple:
        return (type_, attrs)

    def module_op(self, kw, name, attrs_kw, attrs, region) -> RawOp:
        op = RawOp("module", "builtin.module", kw)
        op.attributes = {}
        if name is not None:
            op.attributes["sym_name"] = _symbol_path(name)[-1]
        op.attributes.update(attrs or {})
        op.regions = [(region, "isolated")]
        return op

    def region(self, *items) -> list:
        return _raw_region(items)

    def block(self, label: Token, args, *ops) -> RawBlock:
        return RawBlock(str(label), args or [], list(ops))

    def block_args(self, *args) -> list:
        return [a for a in args if a is not None]

    def block_arg(self, use: Token, type_: Type, location) -> tuple:
        return (use, type_)

    def location(self, opener: Token, span) -> str:
        return self._close(span, opener, ")")

    def location_text(self, token: Token) -> str:
        return str(token)

    # -- pretty forms ------------------------------------------------------------------
    def pretty_op(self, name: Token, *rest) -> RawOp:
        op = RawOp("pretty", str(name), name)
        op.pieces = [p for p in rest[:-2] if p is not None]
        op.signature, op.trailer = rest[-2], rest[-1]
        return op

    def return_op(self, kw: Token, *rest) -> RawOp:
        return self._func_dialect_op("func.return", kw, rest)

    def call_op(self, kw: Token, *rest) -> RawOp:
        return self._func_dialect_op("func.call", kw, rest)

    @staticmethod
    def _func_dialect_op(name: str, kw: Token, rest: tuple) -> RawOp:
        """``return`` and ``call``: func is the default dialect inside function bodies."""
        op = RawOp("pretty", name, kw)
        op.pieces = [p for p in rest[:-1] if p is not None]
        op.signature = rest[-1]
        return op

    def composite_op(self, kw: Token, name: Token, *rest) -> RawOp:
        op = RawOp("pretty", str(kw), kw)
        op.pieces = [("string", A.decode_string(name))] + [p for p in rest[:-1] if p is not None]
        op.signature = rest[-1]
        return op

    def use_piece(self, use: Token) -> tuple:
        return ("use", use)

    def comma_piece(self) -> tuple:
        return ("comma",)

    def word_piece(self, word: Token) -> tuple:
        return ("word", word)

    def kw_piece(self, key: Token, value: Any) -> tuple:
        return ("kw", key, value)

    def applies_piece(self, kw: Token, name: Token) -> tuple:
        return ("applies", name)

    def symbol_piece(self, symbol: Token) -> tuple:
        return ("symbol", A.SymbolRefAttr(_symbol_path(symbol)))

    def paren_piece(self, *items) -> tuple:
        return ("parens", [i for i in items if i is not None])

    def index_piece(self, *items) -> tuple:
        return ("index", [i for i in items if i is not None])

    def dict_piece(self, value: dict) -> tuple:
        return ("dict", value)

    def region_piece(self, *items) -> tuple:
        return ("region", _raw_region(items))

    def props_piece(self, value: dict) -> tuple:
        return ("props", value)

    def literal_piece(self, value: Any) -> tuple:
        return ("literal", value)

    def symbol_def_piece(self, symbol: Token, body: str) -> tuple:
        return ("symbol_def", A.SymbolRefAttr(_symbol_path(symbol)), body)

    def sharding_piece(self, body: str) -> tuple:
        return ("sharding", body)

    def angle_text(self, *items) -> str:
        """The text between a bare ``<`` and its ``>`` (Shardy's attribute bodies), with its place."""
        opener = items[0]
        return syntax.SpanText(self.text[opener.end_pos:items[-1].start_pos], opener.line, opener.column + 1)

    sharding_text = angle_text

    def paren_use(self, use: Token) -> tuple:
        return ("use", use)

    def paren_binding(self, result: Token, use: Token) -> tuple:
        return ("bind", result, use)

    def paren_init(self, use: Token, word: Token, init: Token) -> tuple:
        return ("init", use, init)

    def paren_arg(self, use: Token, type_: Type) -> tuple:
        return ("arg", use, type_)

    def paren_kw(self, key: Token, value: Any) -> tuple:
        return ("kw", key, value)

    def index_item(self, *ints: Token) -> tuple:
        if len(ints) == 1 and isinstance(ints[0], tuple):  # an axes_text
            return ints[0]
        return tuple(int(i) for i in ints)

    def name_piece(self, name: Token) -> tuple:
        return ("name", A.decode_string(str(name)))

    def axes_text(self, *items) -> tuple:
        """``{"x", "y":(1)2}`` or ``{"x"}: 0->1`` in a bracketed list (Shardy's axis lists and
        all-to-all parameters), as source text."""
        opener, last = items[0], items[-1]
        return ("axes", syntax.SpanText(self.text[opener.start_pos:last.end_pos], opener.line, opener.column))

    def sharding_value(self, body: str) -> tuple:
        return ("sharding", body)

    def reducer_args(self, *items) -> list:
        return list(items)

    def kw_value(self, value: Any) -> Any:
        return value

    def dims_pair(self, lhs: Any, x: Token, rhs: Any) -> tuple:
        return ("pair", lhs, rhs)

    def sharding_list(self, *bodies: str) -> tuple:
        return ("shardings", bodies)

    def bare_struct(self, entries: list) -> tuple:
        return ("struct", _struct_fields(entries, None))

    def signature(self, fn_type: FunctionType) -> tuple:
        return ("fn", fn_type)

    def type_list(self, *types: Type) -> tuple:
        return ("list", list(types))

    def arrow_signature(self, *items) -> tuple:
        """``: T, U -> R`` (CHLO's unary and non-broadcasting binary forms): a function type."""
        return ("fn", FunctionType(tuple(items[:-2]), tuple(items[-1])))

    def while_trailer(self, cond_kw, cond, do_kw, body) -> tuple:
        return ("while", cond, body)

    def reducer_trailer(self, kw, *items) -> tuple:
        return ("reducer", list(items[:-1]), items[-1])

    def cast_trailer(self, kw, type_: Type) -> tuple:
        return ("to", type_)

    # -- types ---------------------------------------------------------------------------
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
                    raise _Located("invalid dimension", token.line, token.column + at)
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
        problem = parse_checks.check_bounds(body)
        if problem is not None:  # MLIR: at the '>' closing the tensor type
            raise self._error_at(self._after_angles(opener.end_pos) - 1, problem)
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
            raise _at(opener, problem)
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
            name = _normalize_space(self._close(span, opener, ">"))
            part = name[len("complex<"):-1].strip()
            from . import parse_checks

            if (part in ELEMENT_DTYPES and part[:1] in "fbt") or parse_checks.is_integer_type(part):
                return f"complex<{part}>"
            raise self._error_at(_skip(self.text, opener.end_pos), "invalid element type for complex")
        _check_dialect_type(str(opener)[:-1], opener)
        return OpaqueType(_normalize_space(self._close(span, opener, ">")))

    # -- attributes -------------------------------------------------------------------------
    def typed(self, value: Any, type_: Type) -> Any:
        number = self._number
        if number is not None and number[0] is value and not A.plainly_typed(value, number[1][:1] == "-", type_):
            from .literal_rules import typed_number_error

            found = typed_number_error(str(number[1]), type_)
            if found is not None:
                if found[0] is None:  # MLIR: at the token after the type
                    raise self._after_type(number[1], found[1])
                raise _Located(found[1], number[1].line, number[1].column + found[0])
        if isinstance(value, A.IntegerAttr):
            if isinstance(type_, str) and (type_.startswith("f") or type_ == "bf16"):
                if value.hex:  # MLIR's hex float literal: the bits of the value
                    return A.FloatAttr(float(A.float_from_bits(value.value, type_)), type_)
                return A.FloatAttr(A.rounded_to(float(value.value) if abs(value.value) < 1 << 1023 else
                                                float("inf") if value.value > 0 else float("-inf"), type_), type_)
            width = A.signless_width(type_)
            if width > 1 and value.value >> (width - 1) > 0:  # MLIR keeps the bits: 255 : i8 is -1
                return A.IntegerAttr(value.value - (1 << width), type_)
            return A.IntegerAttr(value.value, type_)
        if isinstance(value, A.FloatAttr):
            return A.FloatAttr(A.rounded_to(value.value, type_), type_)
        if isinstance(value, str) and type_ != "none":
            return A.TypedString(value, type_)
        return value

    def dense(self, token: Token, type_: Type) -> A.DenseElementsAttr:
        if not isinstance(type_, TensorType):
            raise _at(token, f"dense literal needs a tensor type, got {type_}")
        if not type_.is_static:
            raise _at(token, "elements literal type must have static shape")
        text = str(token)
        key = (text, type_)
        cached = _DENSE_CACHE.get(key)
        if cached is not None:
            return cached
        try:
            attr = A.decode_dense(text, type_)
            if len(text) <= _DENSE_CACHE_TEXT:
                if len(_DENSE_CACHE) >= _DENSE_CACHE_SIZE:
                    _DENSE_CACHE.clear()
                _DENSE_CACHE[key] = attr
            return attr
        except A.LiteralError as error:
            raise self._literal_error(token, error) from None
        except UnsupportedTypeError as error:
            raise _at(token, str(error)) from None
        except (ValueError, OverflowError, MemoryError) as error:
            raise _at(token, f"malformed dense literal: {error}") from None

    def _literal_error(self, token: Token, error: A.LiteralError) -> _Located:
        """``error`` at its place in the literal ``token`` (else at the token, as MLIR's checks
        of the whole literal)."""
        if error.offset is None:
            return _at(token, str(error))
        return self._error_at(token.start_pos + error.offset, str(error))

    def _after_type(self, token: Token, message: str) -> _Located:
        """``message`` at the token after ``token : TYPE`` (where MLIR 1.17's parseFloatAttr
        reports a float literal given a type that is not a float type)."""
        text = self.text
        at = token.end_pos
        at = _skip(text, at)
        at = _skip(text, at + 1)  # ':'
        match = re.compile(r"[\w.!]+").match(text, at)
        at = match.end() if match else at
        if text.startswith("<", at):
            at = self._after_angles(at + 1)
        return self._error_at(_skip(text, at), message)

    def _after_angles(self, at: int) -> int:
        """The offset after the ``>`` closing the ``<`` just before offset ``at``."""
        text, depth = self.text, 1
        while at < len(text) and depth:
            depth += {"<": 1, ">": -1}.get(text[at], 0)
            at += 1
        return at

    def int_value(self, token: Token) -> A.IntegerAttr:
        text = str(token)
        if text[:2] == "0x":
            attr = A.IntegerAttr(int(text, 16), hex=True)
        else:
            attr = A.IntegerAttr(int(text))
        self._number = (attr, token)
        return attr

    def float_value(self, token: Token) -> A.FloatAttr:
        attr = A.FloatAttr(float(token))
        self._number = (attr, token)
        return attr

    def string_value(self, token: Token) -> str:
        return A.decode_string(str(token))

    def true_value(self, token: Token) -> bool:
        return True

    def false_value(self, token: Token) -> bool:
        return False

    def unit_value(self, token: Token) -> A.UnitAttr:
        return A.UNIT

    def symbol_value(self, token: Token) -> A.SymbolRefAttr:
        return A.SymbolRefAttr(_symbol_path(token))

    def array_value(self, token: Token) -> A.DenseArrayAttr:
        try:
            return A.decode_dense_array(str(token))
        except A.LiteralError as error:
            raise self._literal_error(token, error) from None

    def list_value(self, *values) -> tuple:
        return () if values == (None,) else values

    def dict(self, *entries) -> dict:
        result = {e[0]: e[1] for e in entries if e is not None}
        if len(result) < len(entries) - entries.count(None):
            from . import parse_checks

            parse_checks.duplicate_key(self.text, [e for e in entries if e is not None])
        return result

    piece_dict = dict

    def dict_entry(self, key: Token, value: Any) -> tuple:
        return (A.decode_string(key) if key.type == "STRING" else str(key), value, key)

    def unit_entry(self, key: Token) -> tuple:
        return (A.decode_string(key) if key.type == "STRING" else str(key), A.UNIT, key)

    def sub_axis_entry(self, key: Token, pre_size: Token, size: Token) -> tuple:
        """``"x":(1)2`` in a braced axis list of a Shardy op (``sdy.all_reduce {"x":(1)2} ...``)."""
        return (A.decode_string(key), ("sub_axis", int(pre_size), int(size)), key)

    def type_value(self, type_: Type) -> A.TypeAttr:
        return A.TypeAttr(type_)

    def dynamic_value(self) -> object:
        return _DYNAMIC

    def opaque_attr(self, opener: Token, span) -> A.OpaqueAttr:
        if opener == "loc(":
            return A.OpaqueAttr(self._close(span, opener, ")"))
        raw = self._close(span, opener, ">")
        if raw.startswith("#sdy."):
            return self._sdy_attr(opener.start_pos, opener.start_pos + len(raw))
        text = _normalize_space(raw)
        if text.startswith("#vhlo."):
            from ..vhlo.attr_checks import problem

            message = problem(text)
            if message:
                raise _at(opener, message)
        return A.OpaqueAttr(text)

    def _sdy_attr(self, start: int, end: int) -> A.OpaqueAttr:
        """Shardy's ``#sdy.kind<...>`` (dialects/sdy/text.py), its errors at their places."""
        from ..dialects.sdy.text import SdyTextError, parse_attr

        try:
            return parse_attr(self.text, start, end)
        except SdyTextError as error:
            (first, message), *rest = error.errors
            located = self._error_at(first, message)
            located.follow_ups = tuple((m, *self._line_col(at)) for at, m in rest)
            raise located from None

    def location_value(self, token: Token) -> A.OpaqueAttr:
        return A.OpaqueAttr(str(token))

    def alias_attr(self, token: Token) -> Any:
        name = str(token)
        if name in self.attr_aliases:
            return self.attr_aliases[name]
        if name.startswith("#loc"):
            return A.OpaqueAttr(name)
        raise _at(token, f"undefined symbol alias id '{name[1:]}'")

    def stablehlo_attr(self, opener: Token, entries: list) -> Any:
        from . import parse_checks

        dialect, _, kind = str(opener)[1:-1].partition(".")
        if not kind:  # #stablehlo<comparison_direction EQ>
            if len(entries) == 1 and entries[0][0] == "word":  # the enum's value missing
                from .parse_errors import after_word

                if dialect == "stablehlo":
                    parse_checks.check_attribute_kind(entries[0][1], opener.line, opener.column)

                raise _Located("expected valid keyword or string",
                               *parse_checks.line_col(self.text, after_word(self.text, opener.end_pos)))
            if len(entries) != 1 or entries[0][0] != "enum":
                raise _at(opener, f"expected '#{dialect}<kind VALUE>'")
            return A.EnumAttr(entries[0][1], entries[0][2], dialect)
        if dialect != "stablehlo":  # #chlo.kind<...>
            if len(entries) == 1 and entries[0][0] == "word":
                return A.EnumAttr(kind, entries[0][1], dialect)
            if dialect == "chlo":
                parse_checks.check_struct_entries(kind, entries, opener)
            fields = _struct_fields(entries, opener)
            if dialect == "chlo":  # its printer (StableHLO's printStruct) leaves out empty lists
                fields = tuple(f for f in fields if not (isinstance(f[1], tuple) and not f[1]))
            return A.StructAttr(kind, fields, dialect)
        parse_checks.check_attribute_kind(kind, opener.line, opener.column)
        if kind == "bounds":
            return A.StructAttr("bounds", (("bounds", tuple(e[1] for e in entries)),))
        parse_checks.check_struct_entries(kind, entries, opener)
        if len(entries) == 1 and entries[0][0] == "word":
            return A.EnumAttr(kind, entries[0][1])
        if len(entries) == 1 and entries[0][0] == "conv":
            try:
                return A.StructAttr(kind, syntax.conv_dimension_numbers(*entries[0][1:]))
            except ValueError as error:  # upstream's parseConvolutionDimensions messages
                raise _at(opener, str(error)) from None
        struct = A.StructAttr(kind, parse_checks.declared_order(kind, _struct_fields(entries, opener)))
        if kind == "dot_algorithm":
            parse_checks.check_dot_algorithm(struct, opener.line, opener.column)
        return struct

    def sh_entries(self, *entries) -> list:
        return [e for e in entries if e is not None and not isinstance(e, str)]

    def sh_word(self, word: Token) -> tuple:
        return ("word", str(word))

    def sh_enum(self, kind: Token, value: Token) -> tuple:
        return ("enum", str(kind), str(value))

    def sh_field(self, key: Token, value: Any) -> tuple:
        return ("field", key, _ints(value))

    def sh_sub_axis(self, key: Token, pre_size: Token, size: Token) -> tuple:
        """``sub_axis_info = (1)2`` of ``#stablehlo.axis_ref``."""
        return ("field", key, A.StructAttr("sub_axis_info", (("pre_size", int(pre_size)), ("size", int(size)))))

    def sh_raw_field(self, raw: Token, key: Token, value: Any) -> tuple:
        return ("field", key, _ints(value))

    def sh_int(self, token: Token) -> tuple:
        return ("int", int(token))

    def sh_dynamic(self) -> tuple:
        return ("int", None)

    def conv_dims(self, lhs, x, rhs, arrow, out) -> tuple:
        return ("conv", lhs, rhs, out)

    def soup(self, *items) -> tuple[int, int] | None:
        if not items:
            return None
        first, last = items[0], items[-1]
        start = first[0] if isinstance(first, tuple) else first.start_pos
        end = last[1] if isinstance(last, tuple) else last.end_pos
        return (start, end)

    def soup_group(self, *items) -> tuple[int, int]:
        return (items[0].start_pos, items[-1].end_pos)


def _struct_fields(entries: list, opener: Token | None) -> tuple[tuple[str, Any], ...]:
    fields = []
    for entry in entries:
        if entry[0] != "field":
            if opener is None:
                raise _Located(f"expected 'name = value' in attribute, got {entry[1]!r}", 1, 1)
            raise _at(opener, f"expected 'name = value' in {opener}...>")
        fields.append((str(entry[1]), entry[2]))
    return tuple(fields)


def _check_dialect_type(name: str, token: Token) -> None:
    """``!stablehlo.<name>``: the dialect has only the types it names."""
    from . import parse_checks

    dialect, _, kind = name[1:].partition(".")
    if dialect == "stablehlo" and kind not in parse_checks.STABLEHLO_TYPES:
        raise _at(token, f"unknown stablehlo type: {kind}")


_SPACE_OR_STRING = r'"(?:\\.|[^"\\])*"|(?:\s|//[^\n]*)+'
"""(Compiled when first used, through re's cache: start-up.)"""


def _normalize_space(text: str) -> str:
    """Other dialects' attribute or type text on one line: each run of white space (or a
    comment) outside string literals becomes one space."""
    return re.sub(_SPACE_OR_STRING, lambda m: m.group() if m.group()[0] == '"' else " ", text)


_VALUE_TOKENS = frozenset({"INT", "FLOAT", "HEX", "STRING", "TRUE", "FALSE", "BARE_ID", "SYMBOL", "HASH_ID"})


def _struct_error(error: Any, text: str) -> tuple | None:
    """A syntax error inside a ``parseStruct`` kind of ``#stablehlo.<kind><...>``: upstream's
    ``expected '>'`` after a field not followed by ``,`` (else the generic message), then
    ``failed parsing ... attribute`` at the offending token. None outside such structs."""
    from lark import Token as LarkToken
    from lark.exceptions import UnexpectedToken

    from . import parse_checks

    if not isinstance(error, UnexpectedToken) or error.token.type == "$END":
        return None
    stack = getattr(getattr(error, "interactive_parser", None), "parser_state", None)
    stack = getattr(stack, "value_stack", [])
    opens = [v for v in stack if isinstance(v, LarkToken) and v.type == "STABLEHLO_OPEN"]
    follow_up = opens and parse_checks.failed_struct(str(opens[-1])[1:-1].partition(".")[2])
    if not follow_up:
        return None
    token = error.token
    types = [getattr(v, "type", None) for v in stack[-3:-1]]
    value = stack[-1] if stack else None
    if types == ["BARE_ID", "EQUAL"] and getattr(value, "type", "INT") in _VALUE_TOKENS:
        message, (line, col) = "expected '>'", parse_checks.line_col(
            text, parse_checks.wrong_token_position(text, token.start_pos))
    else:
        message, line, col = _lark_error_message(error, text)
    return message, line, col, ((follow_up, token.line, token.column),)


def _symbol_path(token: str) -> tuple[str, ...]:
    return tuple(A.decode_string(p) if p.startswith('"') else p for p in
                 (part[1:] for part in str(token).split("::")))


MAX_RESULTS = 1 << 16
"""The most results one op may bind (``%0:N``): more is surely a mistake, and costly."""
MAX_NESTING = 128
"""The deepest bracket nesting accepted; deeper input would exhaust Python's stack later on."""


def _result_names(token: Token) -> list[str]:
    text = token.rstrip("= \t\r\n")
    if "," not in text and ":" not in text:  # the usual ``%12 =``
        return [text]
    names: list[str] = []
    for part in text.split(","):
        name, _, count = part.strip().partition(":")
        if count and int(count) > MAX_RESULTS:
            raise _at(token, f"too many results: {count} (at most {MAX_RESULTS})")
        if count:
            names.extend(f"{name}#{i}" for i in range(int(count)))
        else:
            names.append(name)
    return names


# ---------------------------------------------------------------------------------------
def _grammar_text() -> str:
    """The grammar: the .lark files of package ``stablehlo_translate.grammar`` (inside the
    installed package, or the checkout's ``grammar`` folder next to it), found without importing
    importlib.resources or pathlib (start-up)."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    folders = [os.path.join(package, "grammar"), os.path.join(os.path.dirname(package), "grammar")]
    folder = next((f for f in folders if os.path.isfile(os.path.join(f, "mlir.lark"))), None)
    if folder is None:  # another layout: ask the import system
        import importlib.util

        spec = importlib.util.find_spec("stablehlo_translate.grammar")
        folder = list(spec.submodule_search_locations or ())[0] if spec else folders[0]
    texts = []
    for name in ("mlir.lark", "stablehlo.lark"):
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            texts.append(handle.read())
    return "\n".join(texts)


_LARK_OPTIONS = dict(parser="lalr", lexer="contextual", start=_STARTS, maybe_placeholders=True)


def _transformer() -> _Callbacks:
    global _CALLBACKS
    if _CALLBACKS is None:
        _CALLBACKS = _Callbacks()
    return _CALLBACKS


def _parser() -> tuple[Any, Any]:
    """Lark's parser (from Lark's cache when possible) and its transformer: for errors, and
    whatever the fast driver leaves to it."""
    global _PARSER
    if _PARSER is None:
        from lark import Lark, Transformer, v_args

        from .lexing import RootFirstLexer

        methods = {k: v for k, v in vars(_Callbacks).items() if k not in ("__dict__", "__weakref__")}
        transformer = v_args(inline=True)(type("_LarkCallbacks", (Transformer,), methods))()
        lark = Lark(_grammar_text(), transformer=transformer, cache=True, **_LARK_OPTIONS)
        lark.parser.lexer.__class__ = RootFirstLexer
        _PARSER = lark, transformer
    return _PARSER


def _tables_path(key: str) -> str:
    from ..disk_cache import cache_path

    return cache_path(".stablehlo_translate_tables_", key)


def _driver() -> FastDriver:
    """The fast driver, its tables loaded from their cache (keyed by the grammar, Lark's
    files, the options and Python's version; the whole key is stored and compared) or taken
    from Lark's parser and cached."""
    global _DRIVER
    if _DRIVER is None:
        import marshal
        from importlib.machinery import PathFinder  # (importlib.util costs an import)

        spec = PathFinder.find_spec("lark")
        stamp = os.stat(spec.origin) if spec and spec.origin else None
        lark_files = (spec.origin, stamp.st_mtime_ns, stamp.st_size) if stamp else None
        key = repr((_grammar_text(), lark_files, _LARK_OPTIONS, driver.FORMAT, driver.ENGINE))
        path = _tables_path(key)
        try:
            with open(path, "rb") as handle:
                data = marshal.loads(handle.read())
            if data.get("key") != key:
                raise ValueError("stale tables")
        except (OSError, EOFError, ValueError, TypeError, AttributeError):
            from . import parse_tables

            data = parse_tables.tables(_parser()[0])
            data["key"] = key
            try:
                import tempfile

                fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".stablehlo_translate_tables_")
                with open(fd, "wb") as handle:
                    handle.write(marshal.dumps(data))
                os.replace(tmp, path)
            except OSError:
                pass
        _DRIVER = FastDriver(data, _transformer(), _lark_callback)
    return _DRIVER


def _lark_callback(wanted: tuple) -> Any:
    from . import parse_tables

    return parse_tables.lark_callback(_parser()[0], wanted)


def _parse(text: str, start: str) -> tuple[Any, Any]:
    """The fast driver's result, or Lark's own parse (and its error) when the driver falls
    back; and the callbacks object that made it."""
    fast = _driver()
    transformer = _transformer()
    transformer.reset(text)
    try:
        return fast.parse(text, start), transformer
    except Fallback:
        pass
    from lark.exceptions import UnexpectedInput

    parser, transformer = _parser()
    transformer.reset(text)
    try:
        return parser.parse(text, start=start), transformer
    except UnexpectedInput as unexpected:
        raise _Located(*_struct_error(unexpected, text) or _lark_error_message(unexpected, text)) from None


_TERMINAL_NAMES = {
    "RESULT_DEF": "result name", "USE": "SSA value", "CARET_ID": "block label", "SYMBOL": "symbol",
    "OP_NAME": "operation name", "BARE_ID": "identifier", "INT": "integer", "FLOAT": "float",
    "HEX": "integer", "STRING": "string", "TENSOR_SIMPLE": "type", "TENSOR_OPEN": "type",
    "DENSE": "dense literal", "DENSE_HEX": "dense literal", "ARRAY": "array literal",
    "HASH_ID": "attribute alias", "BANG_ID": "type", "LOC_OPEN": "loc(", "$END": "end of input",
}


def _describe(name: str) -> str:
    if name in _TERMINAL_NAMES:
        return _TERMINAL_NAMES[name]
    parser, _ = _parser()
    for terminal in parser.terminals:
        if terminal.name == name and terminal.pattern.type == "str":
            return f"'{terminal.pattern.value}'"
    return name.lower()


def _lark_error_message(error: Any, text: str) -> tuple[str, int, int]:
    """MLIR's message for a Lark error where parse_errors knows the state, else a readable one;
    and its line and column."""
    from lark.exceptions import UnexpectedCharacters, UnexpectedToken

    from .parse_checks import line_col
    from .parse_errors import dotted_identifier_error, mlir_syntax_error

    if isinstance(error, UnexpectedCharacters):
        found = dotted_identifier_error(text, error.pos_in_stream)
        if found is not None:
            return (found[0], *line_col(text, found[1]))
        char = text[error.pos_in_stream] if error.pos_in_stream < len(text) else ""
        return f"unexpected character '{char}'", error.line, error.column
    if isinstance(error, UnexpectedToken):
        stack = getattr(getattr(error, "interactive_parser", None), "parser_state", None)
        found = mlir_syntax_error(text, error.token, set(error.expected), list(getattr(stack, "value_stack", [])))
        if found is not None:
            return (found[0], *line_col(text, found[1]))
    if isinstance(error, UnexpectedToken) and error.token.type != "$END":
        token = error.token
        found = f"'{token}'"
        expected = sorted({_describe(name) for name in error.expected})
        if len(expected) == 1:
            return f"expected {expected[0]} but found {found}", token.line, token.column
        return f"unexpected {found}", token.line, token.column
    lines = text.splitlines() or [""]
    return "unexpected end of input", len(lines), len(lines[-1]) + 1


_DEPTH_CHUNK = 1 << 18
"""Bytes per numpy step of :func:`_too_deep` (its temporaries stay a few MB on any input)."""
_BRACKET_STEPS = np.zeros(256, dtype=np.int8)
"""Per byte: +1 for an opening bracket, -1 for a closing one."""
_BRACKET_STEPS[list(b"([{<")], _BRACKET_STEPS[list(b")]}>")] = 1, -1


def _too_deep(text: str) -> int | None:
    """The offset where bracket nesting first exceeds MAX_NESTING, or None (numpy over the
    brackets of a chunk of the text at a time; no more opening brackets than that: None)."""
    if sum(map(text.count, "([{<")) <= MAX_NESTING:
        return None  # the depth never exceeds the number of openers ('->' closes nothing)
    encoded = text.encode("utf-8", "replace")
    data = np.frombuffer(encoded, dtype=np.uint8)
    depth = 0
    for begin in range(0, data.size, _DEPTH_CHUNK):
        chunk = data[begin:begin + _DEPTH_CHUNK]
        at = np.flatnonzero(_BRACKET_STEPS[chunk])
        if not at.size:
            continue
        brackets = chunk[at]
        step = _BRACKET_STEPS[brackets].astype(np.int64)
        before = data[np.maximum(at + begin - 1, 0)]
        step += (brackets == ord(">")) & (before == ord("-")) & (at + begin > 0)  # '->' closes nothing
        levels = np.cumsum(step)
        levels += depth
        deep = np.flatnonzero(levels > MAX_NESTING)
        if deep.size:
            return len(encoded[:begin + int(at[deep[0]])].decode("utf-8", "replace"))
        depth = int(levels[-1])
    return None


def _run(text: str, start: str, filename: str, line_offset: int) -> Any:
    def error(message: str, line: int, col: int, follow_ups: tuple = ()) -> ParseError:
        lines = text.splitlines()
        source = lines[line - 1] if 0 < line <= len(lines) else None
        return ParseError(Loc(filename, line + line_offset, col), message, source_line=source,
                          follow_ups=tuple(error(*follow_up) for follow_up in follow_ups))

    deep = _too_deep(text)
    if deep is not None:
        line = text.count("\n", 0, deep) + 1
        raise error(f"input nests deeper than {MAX_NESTING} brackets", line, deep - (text.rfind("\n", 0, deep) + 1) + 1)
    try:
        value, transformer = _parse(text, start)
        return value, transformer, error
    except _Located as located:
        raise error(located.message, located.line, located.col, located.follow_ups) from None
    except RecursionError:
        raise error("input nests too deeply", 1, 1) from None


def parse_module(text: str, filename: str = "<string>", line_offset: int = 0) -> ir.Module:
    """Parse MLIR text; top-level ops without ``module`` go into an implicit ``builtin.module``.
    The cyclic garbage collector is paused meanwhile (see gc_pause)."""
    with paused_gc():
        raw_ops, transformer, error = _run(text, "module_text", filename, line_offset)
        resolver = Resolver(filename, line_offset, transformer.attr_aliases)
        try:
            return resolver.module(raw_ops)
        except _Located as located:
            raise error(located.message, located.line, located.col, located.follow_ups) from None


def parse_attribute(text: str, filename: str = "<args>") -> Any:
    """One attribute value, e.g. ``[dense<1> : tensor<2xi32>]`` -> a tuple of DenseElementsAttr."""
    value, _, _ = _run(text, "attribute_text", filename, 0)
    return value


def parse_type(text: str) -> Type:
    """One type, e.g. ``tensor<2x?xf32>`` or ``(tensor<f32>) -> tensor<f32>``."""
    value, _, _ = _run(text, "type_text", "<type>", 0)
    return value


__all__ = ["parse_module", "parse_attribute", "parse_type"]
