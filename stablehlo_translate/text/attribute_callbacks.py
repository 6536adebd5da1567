"""Grammar callbacks of attributes (spec.md#attributes): numbers checked against their types,
dense and array literals, dictionaries, opaque and alias attributes, and StableHLO's and CHLO's
``#dialect.kind<...>`` enums and structs."""
from __future__ import annotations

import re
from typing import Any

from ..dialect_hooks import plugin
from ..ir import attributes as A
from ..ir.conv_layout import conv_dimension_numbers
from ..ir.types import OpaqueType, TensorType, Type, UnsupportedTypeError
from .driver import Token
from .raw import AttrDict, CallbackBase, located_at, normalize_space, skip_space, struct_fields, symbol_path
from .syntax.forms import AxisEntries, LocatedError

_DENSE_CACHE: dict[tuple[str, Type], A.DenseElementsAttr] = {}
"""Short dense literals by text and type: JAX repeats the same splats and small constants
(the attribute, and its array, is shared by every op that spells it so: never written to)."""
_DENSE_CACHE_TEXT, _DENSE_CACHE_SIZE = 256, 4096
_DYNAMIC = object()
"""``?`` in ``#stablehlo.bounds<3, ?>``."""
_SDY_AXIS_LIST = re.compile(r"sdy\.(?:all_reduce|replicated_to_unreduced)(?:\s+(?:sum|max|min))?\s*\{\s*\Z")
"""The text before the braced axis list of ``sdy.all_reduce {"x", "y"}`` (a list, not a dictionary)."""


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


class AttributeCallbacks(CallbackBase):
    """Callbacks of the attribute rules."""

    def typed(self, value: Any, type_: Type) -> Any:
        number = self._number
        if number is not None and number[0] is value and not A.plainly_typed(value, number[1][:1] == "-", type_):
            from ..ir.literal_rules import typed_number_error

            found = typed_number_error(str(number[1]), type_)
            if found is not None:
                if found[0] is None:  # MLIR: at the token after the type
                    raise self._after_type(number[1], found[1])
                raise LocatedError(found[1], number[1].line, number[1].column + found[0])
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
            raise located_at(token, f"dense literal needs a tensor type, got {type_}")
        if not type_.is_static:
            raise located_at(token, "elements literal type must have static shape")
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
            raise located_at(token, str(error)) from None
        except (ValueError, OverflowError, MemoryError) as error:
            raise located_at(token, f"malformed dense literal: {error}") from None

    def _literal_error(self, token: Token, error: A.LiteralError) -> LocatedError:
        """``error`` at its place in the literal ``token`` (else at the token, as MLIR's checks
        of the whole literal)."""
        if error.offset is None:
            return located_at(token, str(error))
        return self._error_at(token.start_pos + error.offset, str(error))

    def _after_type(self, token: Token, message: str) -> LocatedError:
        """``message`` at the token after ``token : TYPE`` (where MLIR 1.17's parseFloatAttr
        reports a float literal given a type that is not a float type)."""
        text = self.text
        at = token.end_pos
        at = skip_space(text, at)
        at = skip_space(text, at + 1)  # ':'
        match = re.compile(r"[\w.!]+").match(text, at)
        at = match.end() if match else at
        if text.startswith("<", at):
            at = self._after_angles(at + 1)
        return self._error_at(skip_space(text, at), message)

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
        return A.SymbolRefAttr(symbol_path(token))

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

    def piece_dict(self, *entries) -> Any:
        present = [e for e in entries if e is not None]
        at = present[0][2].start_pos if present else 0
        if any(isinstance(e[1], tuple) and e[1][:1] == ("sub_axis",) for e in present) or (  # Shardy's {"x":(1)2, "x":(2)2}
                present and _SDY_AXIS_LIST.search(self.text, max(0, at - 64), at)):
            return AxisEntries((e[0], e[1]) for e in present)  # duplicates are Shardy's to report
        result = AttrDict(self.dict(*entries))
        if present:
            key, text = present[0][2], self.text
            brace = text.rfind("{", 0, key.start_pos)
            result.at = (key.line - text.count("\n", brace, key.start_pos), brace - text.rfind("\n", 0, brace))
        return result

    def dict_entry(self, key: Token, value: Any) -> tuple:
        return (A.decode_string(key) if key.type == "STRING" else str(key), value, key)

    def unit_entry(self, key: Token) -> tuple:
        return (A.decode_string(key) if key.type == "STRING" else str(key), A.UNIT, key)

    def type_value(self, type_: Type) -> A.TypeAttr | A.OpaqueAttr:
        if isinstance(type_, OpaqueType) and type_.text.startswith(("affine_map<", "affine_set<")):
            return A.OpaqueAttr(type_.text)  # builtin attributes that read like a type
        return A.TypeAttr(type_)

    def dynamic_value(self) -> object:
        return _DYNAMIC

    def opaque_attr(self, opener: Token, span) -> A.OpaqueAttr:
        if opener == "loc(":
            return A.OpaqueAttr(self._close(span, opener, ")"))
        raw = self._close(span, opener, ">")
        if raw.startswith("#sdy."):
            return self._sdy_attr(opener.start_pos, opener.start_pos + len(raw))
        text = normalize_space(raw)
        if text.startswith("#complex.number<"):
            number = A.complex_number(text)
            if number is not None:
                return number
        if text.startswith("#vhlo."):
            from .vhlo_attr_checks import problem

            message = problem(text)
            if message:
                raise located_at(opener, message)
        return A.OpaqueAttr(text)

    def _sdy_attr(self, start: int, end: int) -> A.OpaqueAttr:
        """Shardy's ``#sdy.kind<...>`` (dialects/sdy/text.py), its errors at their places."""
        sdy = plugin("sdy")
        try:
            return sdy.parse_attr(self.text, start, end)
        except sdy.SdyTextError as error:
            (first, message), *rest = error.errors
            located = self._error_at(first, message)
            located.follow_ups = tuple((m, *self._line_col(at)) for at, m in rest)
            raise located from None

    def sub_axis_entry(self, key: Token, pre_size: Token, size: Token) -> tuple:
        """``"x":(1)2`` in a braced axis list of a Shardy op (``sdy.all_reduce {"x":(1)2} ...``)."""
        return (A.decode_string(key), ("sub_axis", int(pre_size), int(size)), key)

    def location_value(self, token: Token) -> A.OpaqueAttr:
        return A.OpaqueAttr(str(token))

    def alias_attr(self, token: Token) -> Any:
        name = str(token)
        if name in self.attr_aliases:
            return self.attr_aliases[name]
        if name.startswith("#loc"):
            return A.OpaqueAttr(name)
        raise located_at(token, f"undefined symbol alias id '{name[1:]}'")

    def stablehlo_attr(self, opener: Token, entries: list) -> Any:
        from . import parse_checks

        dialect, _, kind = str(opener)[1:-1].partition(".")
        if not kind:  # #stablehlo<comparison_direction EQ>
            if len(entries) == 1 and entries[0][0] == "word":  # the enum's value missing
                from .parse_errors import after_word

                if dialect == "stablehlo":
                    parse_checks.check_attribute_kind(entries[0][1], opener.line, opener.column)

                raise LocatedError("expected valid keyword or string",
                               *parse_checks.line_col(self.text, after_word(self.text, opener.end_pos)))
            if len(entries) != 1 or entries[0][0] != "enum":
                raise located_at(opener, f"expected '#{dialect}<kind VALUE>'")
            return A.EnumAttr(entries[0][1], entries[0][2], dialect)
        if dialect != "stablehlo":  # #chlo.kind<...>
            if len(entries) == 1 and entries[0][0] == "word":
                return A.EnumAttr(kind, entries[0][1], dialect)
            if dialect == "chlo":
                parse_checks.check_struct_entries(kind, entries, opener)
            fields = struct_fields(entries, opener)
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
                return A.StructAttr(kind, conv_dimension_numbers(*entries[0][1:]))
            except ValueError as error:  # upstream's parseConvolutionDimensions messages
                raise located_at(opener, str(error)) from None
        struct = A.StructAttr(kind, parse_checks.declared_order(kind, struct_fields(entries, opener)))
        if kind == "dot_algorithm":
            parse_checks.check_dot_algorithm(struct, opener.line, opener.column)
        elif kind == "result_accuracy":
            parse_checks.check_result_accuracy(struct, opener.line, opener.column)
            problem = parse_checks.result_accuracy_error(struct)
            if problem:  # getChecked at the token after the closing '>'
                raise self._error_at(self._after_closing_angle(opener), problem)
        elif kind == "channel_handle":
            parse_checks.check_channel_handle(struct, opener.line, opener.column)
        elif kind == "replica_group_mesh_axes":
            problem = parse_checks.replica_group_mesh_axes_error(struct)
            if problem:  # the attribute's verify(), at the '<' where its parser starts
                raise LocatedError(problem, opener.line, opener.column + len(opener) - 1)
        return struct

    def _after_closing_angle(self, opener: Token) -> int:
        """The offset of the token after the ``>`` that closes ``opener``'s ``<``."""
        text, depth, at = self.text, 1, opener.end_pos
        while at < len(text) and depth:
            char = text[at]
            if char == '"':  # a string: skipped whole
                end = text.find('"', at + 1)
                at = len(text) if end < 0 else end
            elif char == "<":
                depth += 1
            elif char == ">" and text[at - 1] != "-":
                depth -= 1
            at += 1
        return skip_space(text, at)

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
