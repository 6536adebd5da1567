"""Grammar callbacks of pretty (custom) op forms: the pieces of an op's text, kept for
syntax.py's forms to turn into a generic operation through the op table."""
from __future__ import annotations

from typing import Any

from ..ir import attributes as A
from ..ir.types import FunctionType, Type
from .driver import Token
from .syntax import forms as syntax
from .raw import CallbackBase, RawOp, raw_region, skip_space, struct_fields, symbol_path


class PrettyCallbacks(CallbackBase):
    """Callbacks of the pretty-form rules."""

    def pretty_op(self, name: Token, *rest) -> RawOp:
        op = RawOp("pretty", str(name), name)
        op.pieces = [p for p in rest[:-2] if p is not None]
        op.signature, op.trailer = rest[-2], rest[-1]
        if name == "stablehlo.reduce":  # parseReduceOp: at the parser's location after the name
            op.at = self._line_col(skip_space(self.text, name.end_pos))
        return op

    def pretty_op_attributes_after_types(self, name: Token, *rest) -> RawOp:
        """``stablehlo.while(...) : T attributes {...} cond {...} do {...}`` (upstream's order)."""
        *pieces, signature, word, attributes, trailer = rest
        return self.pretty_op(name, *pieces, ("word", word), ("dict", attributes), signature, trailer)

    def return_op(self, kw: Token, *rest) -> RawOp:
        return self._func_dialect_op("func.return", kw, rest)

    def call_op(self, kw: Token, *rest) -> RawOp:
        return self._func_dialect_op("func.call", kw, rest)

    def call_indirect_op(self, kw: Token, *rest) -> RawOp:
        return self._func_dialect_op("func.call_indirect", kw, rest)

    def func_constant_op(self, kw: Token, *rest) -> RawOp:
        return self._func_dialect_op("func.constant", kw, rest)

    @staticmethod
    def _func_dialect_op(name: str, kw: Token, rest: tuple) -> RawOp:
        """``return``, ``call``, ``call_indirect``, ``constant``: func is the default dialect inside function bodies."""
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
        return ("symbol", A.SymbolRefAttr(symbol_path(symbol)))

    def branch_op(self, name: Token, successor: tuple, *rest) -> RawOp:
        return self.pretty_op(name, successor, *rest, None)  # no trailer

    def successor(self, label: Token, uses: list | None = None, types: list | None = None) -> tuple:
        """``^bb1(%a, %b : T, U)``: the label and its operands with their types."""
        return ("successor", label, uses or [], types or [])

    def successor_uses(self, *uses: Token) -> list:
        return list(uses)

    def successor_types(self, *types: Type) -> list:
        return list(types)

    def successor_piece(self, successor: tuple) -> tuple:
        return successor

    def int_piece(self, value: Token) -> tuple:
        return ("number", value, int(value))

    def float_piece(self, value: Token) -> tuple:
        return ("number", value, float(value))

    def bool_piece(self, value: Token) -> tuple:
        return ("number", value, str(value) == "true")

    def paren_piece(self, *items) -> tuple:
        return ("parens", [i for i in items if i is not None])

    def index_piece(self, *items) -> tuple:
        return ("index", [i for i in items if i is not None])

    def scf_for_op(self, kw: Token, iv: Token, lower: Token, to_kw: Token, upper: Token, step_kw: Token,
                   step: Token, *rest) -> RawOp:
        """``scf.for %iv = %lb to %ub step %s [iter_args(%a = %init, ...) -> (types)] {...}``: the
        pieces ``iv`` (the induction variable's name), the three bounds, the ``iter_args``
        bindings; the iteration types as the signature."""
        op = RawOp("pretty", "scf.for", kw)
        items = [item for item in rest[:-1] if item is not None]
        bindings = [item for item in items if isinstance(item, tuple)]
        words = [item for item in items if isinstance(item, Token) and item.type == "BARE_ID"]
        types = [item for item in items if isinstance(item, list)]
        op.pieces = [("iv", iv), ("use", lower), ("comma",), ("use", upper), ("word", step_kw), ("use", step),
                     *(("word", w) for w in words), ("parens", bindings), ("region", rest[-1])]
        op.signature = ("list", types[0]) if types else None
        op.trailer = None
        return op

    def dict_piece(self, value: dict) -> tuple:
        return ("dict", value)

    def region_piece(self, *items) -> tuple:
        return ("region", raw_region(items))

    def props_piece(self, value: dict) -> tuple:
        return ("props", value)

    def literal_piece(self, value: Any) -> tuple:
        return ("literal", value)

    def symbol_def_piece(self, symbol: Token, body: str) -> tuple:
        return ("symbol_def", A.SymbolRefAttr(symbol_path(symbol)), body)

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

    def paren_arg(self, use: Token, type_: Type, location: Any = None) -> tuple:
        return ("arg", use, type_, location)

    def paren_kw(self, key: Token, value: Any) -> tuple:
        return ("kw", key, value)

    def index_item(self, *ints: Token) -> tuple:
        if len(ints) == 1 and isinstance(ints[0], tuple):  # an axes_text
            return ints[0]
        return tuple(int(i) for i in ints)

    def index_use(self, use: Token) -> tuple:
        return ("use", use)

    def index_word(self, word: Token) -> tuple:
        """``[HIGH]`` in a dot's misplaced precision list: kept for the form's error."""
        return ("word", word)

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
        return ("struct", struct_fields(entries, None))

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
